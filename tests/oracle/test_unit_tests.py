"""cutecalc against CuTe's own unit tests (test/unit/cute/core/*.cpp, extracted by unit_tests.py).

CuTe's answers come from unit_answers.json (computed with g++ when missing).  Each file must keep at least the
agreement it has reached; every case is judged without a crash.
"""

from __future__ import annotations

import pytest

from . import report
from .unit_tests import judge_unit_cases

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
