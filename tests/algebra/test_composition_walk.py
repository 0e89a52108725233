"""composition_walk: the steps of CuTe's composition walk, checked against mathematics and the oracle.

The walk is the one that computes composition (lo.composition_walk runs it with a record), so its result
must be CuTe's printed answer (tests/oracle/cute_answers.json), and its steps must satisfy the relations
that define them (02_layout_algebra.md, "Computing Composition"):

    divide out the stride:  next_shape = ceil(extent / |d|),  next_stride = ceil(|d| / extent) * sign(d)
    mod out the shape:      new_shape = min(next_shape, rest),  rest divisible by new_shape,
                            new_stride = d * stride,  rest' = rest / new_shape,  d' = next_stride
and the kept extents multiply to the extent of B's mode; each mode's result maps i to A(B_mode(i)).
"""

from __future__ import annotations

import math

import pytest

from cutecalc.algebra import checks
from cutecalc.algebra import layout as lo
from cutecalc.algebra.integers import value
from cutecalc.algebra.layout import Layout
from cutecalc.algebra.printing import cute_str
from cutecalc.lang.session import Session
from tests.oracle.cases import all_cases
from tests.oracle.report import load_answers

OPS = ("composition", "composition_int", "logical_divide")


def _oracle_cases():
    cases = [c for c in all_cases() if c.op in OPS]
    cache = load_answers(cases)
    return [(c, cache.get(c.cpp)["output"]) for c in cases if "output" in cache.get(c.cpp)]


ORACLE = _oracle_cases()


def _args(expr: str) -> list | None:
    """The evaluated arguments of the call `expr` (the explanation lists them); None when cutecalc refuses
    it (a dynamic composition CuTe computes wrongly without a word: the differential test judges those)."""
    (out,) = list(Session().run(expr, explain=True))
    if out.error is not None:
        assert "CuTe does not check this for dynamic integers" in out.error.message, out.error
        return None
    return [v for _, v in out.explanation.inputs]


def _v(x) -> int:
    return value(x)


def _check_mode(a: Layout, mode: lo.ModeWalk) -> None:
    s, d = _v(mode.shape), _v(mode.stride)
    if not mode.steps:           # a static stride _0: kept as it is
        assert d == 0 and mode.result == (mode.shape, mode.stride)
        return
    rest, stride = s, d
    kept = 1
    for i, st in enumerate(mode.steps):
        assert (_v(st.rest_shape), _v(st.rest_stride)) == (rest, stride)
        assert (st.extent, st.stride) == (lo.get_mode(a, st.mode).shape, lo.get_mode(a, st.mode).stride) \
            if isinstance(a.shape, tuple) else (st.extent, st.stride) == (a.shape, a.stride)
        last = i == len(mode.steps) - 1
        if last:   # the last mode of A is not bounded: it takes what is left
            assert st.next_shape is None
            if st.new_shape is not None:
                assert _v(st.new_shape) == rest and _v(st.new_stride) == stride * _v(st.stride)
                kept *= rest
            else:
                assert rest == 1
            continue
        n = _v(st.extent)
        assert _v(st.next_shape) == -(-n // abs(stride))                                  # ceil(n / |d|)
        assert _v(st.next_stride) == -(-abs(stride) // n) * (1 if stride > 0 else -1)     # ceil(|d| / n)
        if rest > 1:   # Stride Divisibility Condition
            assert abs(stride) % n == 0 or abs(stride) < n
        if st.new_shape is None:   # nothing of this mode kept
            assert _v(st.next_shape) == 1 or rest == 1
        else:
            new = _v(st.new_shape)
            assert new == min(_v(st.next_shape), rest)
            assert rest % new == 0                                                        # Shape Divisibility
            assert _v(st.new_stride) == stride * _v(st.stride)
            kept *= new
            rest //= new
        stride = _v(st.next_stride)
    assert kept == s


def _check_function(a: Layout, mode: lo.ModeWalk) -> None:
    """The mode's result maps i to A(i * d) for i < s: A o (s:d) as a function."""
    r = Layout(*mode.result)
    s, d = _v(mode.shape), _v(mode.stride)
    for i in range(min(s, 64)):
        assert _v(r(i)) == _v(a(i * d))


@pytest.mark.parametrize("case,answer", [(c, a) for c, a in ORACLE if c.op != "logical_divide"],
                         ids=lambda x: getattr(x, "expr", ""))
def test_walk_result_is_cutes_answer_and_its_steps_hold(case, answer):
    args = _args(case.expr)
    if args is None:
        return
    a, b = args
    with checks.collect_notes() as notes:
        walk = lo.composition_walk(a, b)
    assert cute_str(walk.result) == answer
    assert walk.lhs == lo.coalesce_x(a)
    b_layout = b if isinstance(b, Layout) else Layout(b, 1)
    assert len(walk.modes) == len(lo.flatten(b_layout).shape) if isinstance(b_layout.shape, tuple) \
        else len(walk.modes) == 1
    assert math.prod(_v(m.shape) for m in walk.modes) == _v(lo.size(b_layout))
    for mode in walk.modes:
        _check_mode(walk.lhs, mode)
        if not notes:   # an admissible composition is A(B(c))
            _check_function(walk.lhs, mode)


@pytest.mark.parametrize("case,answer", [(c, a) for c, a in ORACLE if c.op == "logical_divide"][:25],
                         ids=lambda x: getattr(x, "expr", ""))
def test_explained_divide_ends_in_cutes_answer(case, answer):
    (out,) = list(Session().run(case.expr, explain=True))
    if out.error is not None:
        assert "CuTe does not check this for dynamic integers" in out.error.message, out.error
        return
    steps = out.explanation.steps
    assert cute_str(steps[-1].value) == answer == cute_str(out.value)
    a, b = (x for _, x in out.explanation.inputs)
    if not isinstance(b, tuple):   # one composition walk, after the complement
        several = isinstance(lo.coalesce_x(a).shape, tuple)
        assert any(st.text.startswith("mode 0 of A") if several else "has one mode" in st.text for st in steps)


def test_the_documented_example_step_by_step():
    """02_layout_algebra.md: (6,2):(8,2) o (4,3):(3,1); dynamic integers keep the size-1 mode (CuTe prints it)."""
    a, b = _args("composition((6,2):(8,2), (4,3):(3,1))") or ()
    walk = lo.composition_walk(a, b)
    first, second = walk.modes
    assert [(st.next_shape, st.next_stride, st.new_shape, st.new_stride) for st in first.steps] == \
        [(2, 1, 2, 24), (None, None, 2, 2)]          # (6,2) / 3 = (2,2), strides (24,2); then % 4 keeps both
    assert first.result == ((2, 2), (24, 2))
    assert [(st.new_shape, st.new_stride) for st in second.steps] == [(3, 8), (1, 2)]
    assert cute_str(walk.result) == "((2,2),(3,1)):((24,2),(8,2))"


def test_the_explanation_shows_the_walk():
    (out,) = list(Session().run("(_6,_2):(_8,_2) o (_4,_3):(_3,_1)", explain=True))
    texts = [st.text for st in out.explanation.steps]
    assert out.explanation.function == "composition"
    assert "mode 0 of A, _6:_8, divide out _3: reaches ceil_div(_6, _3) = _2, leaves stride ceil_div(_3, _6) = _1" \
        in texts
    assert any("mod out _4: keeps min(_2, _4) = _2" in t for t in texts)
    assert "mode 1 of A, _2:_2: nothing left to place (_1), dropped" in texts
    assert cute_str(out.explanation.steps[-1].value) == "((_2,_2),_3):((_24,_2),_8)"
