"""The CuTe DSL's divisibility of run-time integers in the algebra (integers.DivInt): carried through sums and
products only where an operand is one, so that C++'s run-time integers (plain ints) stay plain.  The DSL's own
answers for whole expressions are checked in tests/interop/test_dsl_divisibility.py."""

from __future__ import annotations

from cutecalc.algebra.integers import (
    DivInt,
    S,
    add,
    ceil_div_int,
    div,
    divisor,
    floordiv,
    floormod,
    mul,
    sub,
)


def test_cpp_run_time_integers_stay_plain_ints():
    for x in (add(5, S(2)), sub(S(2), 5), mul(S(3), 5), mul(5, 7), add(5, 7), floordiv(12, S(4))):
        assert type(x) is int


def test_sums_keep_the_gcd_and_products_the_product_of_the_divisors():
    a, b = DivInt(24, 4), DivInt(36, 6)
    assert (add(a, S(2)).div, add(a, S(0)).div, add(a, b).div, sub(S(4), a).div, sub(a, b).div) == (2, 4, 2, 4, 2)
    assert (mul(a, S(3)).div, mul(S(-2), a).div, mul(a, b).div, mul(a, 5).div) == (12, 8, 24, 4)
    assert int(mul(a, b)) == 864 and type(mul(a, S(3))) is DivInt


def test_a_quotient_of_the_algebra_knows_no_divisor():
    a = DivInt(24, 4)
    assert divisor(div(a, S(2))) == 1 and divisor(ceil_div_int(a, S(2))) == 1
    assert div(a, S(1)) is a   # x / 1 is x itself


def test_pythons_floordiv_and_mod_of_one():
    d = DivInt(24, 12)
    assert (floordiv(d, S(6)).div, floordiv(d, S(8)).div, floordiv(d, DivInt(4, 4)).div) == (2, 1, 1)
    assert (floormod(d, S(4)).div, floormod(DivInt(24, 4), S(8)).div, floormod(DivInt(24, 4), S(6)).div) == (0, 4, 1)
    assert int(floordiv(d, S(6))) == 4 and int(floormod(d, S(5))) == 4
