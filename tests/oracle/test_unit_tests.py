"""cutecalc against CuTe's own unit tests (test/unit/cute/core/*.cpp, extracted by unit_tests.py).

CuTe's answers come from the one cache (cute_oracle.py).  Each file must keep at least the
agreement it has reached; every case is judged without a crash.
"""

from __future__ import annotations

import pytest

from . import report
from .unit_tests import _as_make_tuple, _loop_values, _split_args, extract, judge_unit_cases

# Accepted cases per unit-test file (raise these as support grows; the goal is every case).
AGREEMENT_FLOOR = {
    "coalesce.cpp": 20,
    "compact_xmajor.cpp": 40,
    "compare.cpp": 2639,
    "complement.cpp": 62,
    "composition.cpp": 68,
    "constants.cpp": 90,
    "domain_distribute.cpp": 5,
    "int_tuple.cpp": 92,
    "inverse_left.cpp": 26,
    "inverse_right.cpp": 32,
    "logical_divide.cpp": 30,
    "logical_product.cpp": 22,
    "math.cpp": 21,
    "nullspace.cpp": 4,
    "reverse.cpp": 11,
    "swizzle_layout.cpp": 96,
    "tuple.cpp": 36,
}


@pytest.fixture(scope="module")
def judged():
    return judge_unit_cases()


def test_every_unit_test_file_is_extracted(judged):
    assert {f for f, _ in judged} == set(AGREEMENT_FLOOR)


@pytest.mark.parametrize("file", sorted(AGREEMENT_FLOOR))
def test_unit_test_file_agreement(judged, file):
    verdicts = [v for f, v in judged if f == file]
    crashed = [v for v in verdicts if v.detail.startswith("cutecalc crashed")]
    assert not crashed, "\n".join(report.describe(v) for v in crashed[:10])
    accepted = sum(v.kind in report.ACCEPTED for v in verdicts)
    bad = [report.describe(v) for v in verdicts if v.kind not in report.ACCEPTED]
    assert accepted >= AGREEMENT_FLOOR[file], f"{accepted}/{len(verdicts)} accepted:\n" + "\n".join(bad[:20])


LOOPS = """
TEST(CuTe_core, Loops)
{
  auto layout = make_layout(Shape<_2,_2>{});
  for (int i = 0; i < size(layout); ++i) {
    auto coord_i = layout.get_hier_coord(i);
    CUTLASS_TRACE_HOST(i << ": " << coord_i);
    EXPECT_EQ((i < 2), colex_less(coord_i, shape(layout)));
  }
  cute::for_each(cute::make_integer_sequence<int, 2>{}, [](auto c) {
    using c_type = decltype(c);
    static_assert(cute::is_constant<2*c_type::value, decltype(c * Int<2>{})>::value);
    static_assert(cute::is_same_v<typename c_type::value_type, int>);
  });
}
"""


def test_extraction_unrolls_static_loops():
    asked = []
    cases = extract("loops.cpp", LOOPS, lambda decls, expr: asked.append((decls, expr)) or 2)
    assert asked == [(["auto layout = make_layout(Shape<_2,_2>{})"], "size(layout)")]
    got = [(c["op"], c["decls"][1:], c["expr"]) for c in cases]
    for i in (0, 1):
        coord = [f"int i = {i}", "auto coord_i = layout.get_hier_coord(i)"]
        assert ("get_hier_coord", coord, "coord_i") in got
        assert ("colex_less", coord, "colex_less(coord_i, shape(layout))") in got
        const = {"op": "operator*", "decls": [f"auto c = cute::integral_constant<int, {i}>{{}}"],
                 "expr": "c * Int<2>{}"}
        assert {**const, "file": "loops.cpp"} in cases
    assert len(cases) == 6


def test_extraction_helpers():
    assert _split_args("(i < j), colex_less(a, Int<2>{})") == ["(i < j)", "colex_less(a, Int<2>{})"]
    assert _split_args("max_alignment(s) == 1 << 4") == ["max_alignment(s) == 1 << 4"]
    assert _loop_values(4, ()) == [0, 1, 2, 3]
    assert _loop_values(30, ((0, 30),)) == [0, 1, 29]
    assert _loop_values(30, ((10, 30),)) == [9, 10, 11, 19]
    assert _as_make_tuple("tuple<tuple<_1, _2>, _8, _2>", None) == "make_tuple(make_tuple(_1{}, _2{}), _8{}, _2{})"
    assert _as_make_tuple("tuple<tuple<int, _2>, int, int>", "tuple<int,_2>(1,_2{}),8,2") == \
        "make_tuple(make_tuple(1,_2{}),8,2)"
