"""Honest messages: each refusal says what is wrong, and what CuTe C++ does there (verified with the oracle)."""

from __future__ import annotations

import pytest

from cutecalc.algebra import checks
from cutecalc.algebra import layout as lo
from cutecalc.algebra.integers import S
from cutecalc.errors import CuteDomainError


# CuTe C++ (the oracle, nvidia-cutlass headers) is killed by SIGFPE on each of these: a dynamic stride 0
# that its complement or composition divides by.
@pytest.mark.parametrize("layout", [lo.Layout(1, 0), lo.Layout(4, 0)])
def test_complement_of_a_dynamic_stride_0_says_so_not_not_injective(layout):
    with pytest.raises(CuteDomainError) as e:
        lo.complement(layout)
    msg = str(e.value)
    assert "dynamic stride 0" in msg and "SIGFPE" in msg and "_0" in msg
    assert "not injective" not in msg


def test_a_static_stride_0_is_filtered_away_as_cute_does():
    assert repr(lo.complement(lo.Layout(S(1), S(0)))) == "_1:_0"   # the oracle prints _1:_0
    assert repr(lo.complement(lo.Layout(S(4), S(0)))) == "_1:_0"


@pytest.mark.parametrize("f", [
    lambda: lo.logical_product(lo.Layout(1, 1), lo.Layout(1, 0)),
    lambda: lo.composition(lo.Layout((4, 8), (1, 4)), lo.Layout(4, 0)),
])
def test_composing_with_a_dynamic_stride_0_is_not_a_bare_division_by_zero(f):
    with pytest.raises(CuteDomainError) as e:
        f()
    assert str(e.value) != "division by zero"
    assert "dynamic 0" in str(e.value) and "SIGFPE" in str(e.value)


def test_left_inverse_of_a_negative_static_stride_is_cutes_answer_with_a_note():
    with checks.collect_notes() as notes:
        r = lo.left_inverse(lo.Layout(S(4), S(-1)))
    assert repr(r) == "(_-1,_4):(_0,_1)"  # the oracle's answer
    assert len(notes) == 1 and "negative" in notes[0] and "not a layout" in notes[0]


def test_left_inverse_of_a_negative_dynamic_stride_is_refused():
    with pytest.raises(CuteDomainError, match="stride -1 is negative"):
        lo.left_inverse(lo.Layout(4, -1))


def test_composing_a_layout_with_a_negative_extent_is_refused_with_a_message():
    with checks.collect_notes():
        r = lo.left_inverse(lo.Layout(S(2), S(-2)))   # (_-2,_2):(_0,_1), as CuTe prints it
    with pytest.raises(CuteDomainError, match="extent _-2 is not positive"):
        lo.composition(r, lo.Layout(S(2), S(-2)))


# What CuTe C++ does with a zero tile extent, from the oracle (these expressions' answers are cached in
# tests/oracle/cute_answers.json): a size-0 layout where it can divide, SIGFPE where it divides by a dynamic 0.
ZERO_EXTENT = {"composition(4:1, 0)": {"output": "0:1"},
               "composition((2,3):(1,2), _0)": {"output": "(0,_0):(1,2)"},
               "composition((2,3):(1,2), 0)": {"refused": "runtime", "message": "killed by SIGFPE", "signal": 8}}


def test_composing_with_a_zero_extent_is_refused_saying_what_cute_does():
    from cutecalc.api import calc
    from cutecalc.errors import CuteError
    from tests.oracle.cases import case
    from tests.oracle.report import load_answers
    cases = [case("zero extent", e) for e in ZERO_EXTENT]
    cache = load_answers(cases)
    for c in cases:
        assert cache.get(c.cpp) == ZERO_EXTENT[c.expr]
        for text in (c.expr, c.expr.replace("composition(", "").replace(", ", " o ").rstrip(")")):
            with pytest.raises(CuteError) as e:
                calc(text)
            assert "tile extent" in str(e.value) and "size-0 layout" in str(e.value) and "SIGFPE" in str(e.value)


@pytest.mark.parametrize("shape", [(2, 2), 4])
def test_idx2crd_by_a_basis_stride_is_refused_not_a_type_error(shape):
    # local_partition with an identity tile reaches it (the tile's flat coordinate); it was a TypeError.
    from cutecalc.algebra import inttuple as it
    with pytest.raises(CuteDomainError, match="integer strides"):
        it.idx2crd(1, shape, lo.make_identity_layout(shape).stride)
    assert it.idx2crd(0, S(1), lo.make_identity_layout(S(1)).stride) == S(0)  # a _1 mode has coordinate _0
