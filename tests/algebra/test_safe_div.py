"""safe_div(a, b): a / b where b divides a (numeric/math.hpp).  CuTe static_asserts the divisibility only for
two static integers; with a dynamic one it divides as C++'s / does (truncating toward zero)."""

from __future__ import annotations

import pytest

from cutecalc.algebra.integers import S, StaticInt, safe_div
from cutecalc.errors import CuteDomainError


@pytest.mark.parametrize("a, b", [(12, 4), (-12, 4), (0, 7), (64, 64)])
def test_static_operands_that_divide_give_a_static_quotient(a, b):
    q = safe_div(S(a), S(b))
    assert type(q) is StaticInt and q.value * b == a


def test_static_operands_that_do_not_divide_are_refused():
    with pytest.raises(CuteDomainError, match="not a multiple"):
        safe_div(S(12), S(8))


@pytest.mark.parametrize("a, b, q", [(13, 4, 3), (-7, 2, -3), (12, S(4), 3), (S(13), 4, 3)])
def test_a_dynamic_operand_divides_as_cpp_does(a, b, q):
    assert safe_div(a, b) == q and type(safe_div(a, b)) is int
