"""Numbers stay in CuTe's range: 64-bit results or a range error; static integers past 32 bits get a note."""

from __future__ import annotations

import time

import pytest

from cutecalc.algebra import checks
from cutecalc.algebra import layout as lo
from cutecalc.algebra.integers import STATIC_OVERFLOW_NOTE, S, parse_int
from cutecalc.errors import CuteOverflowError
from cutecalc.lang.session import Session


def outcome(source: str):
    return list(Session().run(source))[-1]


@pytest.mark.parametrize("source", [
    "Sw<2,62,-62>(4611686018427387904)",                        # 2^62 with its bits moved up 62 places
    "(Sw<3,4,3> o 9223372036854775807 o (8,8):(8,1))(63)",      # INT64_MAX + 63 before the swizzle
])
def test_results_beyond_64_bits_are_refused(source):
    out = outcome(source)
    assert isinstance(out.error, CuteOverflowError)
    assert "64-bit range" in str(out.error)


def test_a_composed_layout_within_range_still_evaluates():
    # Sw<3,4,3>(4 + 63*... ): B(63) = (63 % 8)*8 + (63 // 8)*1 = 63; 4 + 63 = 67 = 0b1000011;
    # bits 7..9 of 67 are 0, so the swizzle leaves it: 67
    assert outcome("(Sw<3,4,3> o 4 o (8,8):(8,1))(63)").value == 67


def test_parse_int_converts_exactly_within_range():
    assert parse_int("9223372036854775808") == 1 << 63      # negated, it is INT64_MIN
    assert parse_int("0x7fffffffffffffff") == (1 << 63) - 1
    assert parse_int("000000000000000000000000042") == 42   # leading zeros are not significant


def test_parse_int_refuses_21_digits_showing_them():
    with pytest.raises(CuteOverflowError, match=r"integer 1{21} is outside CuTe's 64-bit range"):
        parse_int("1" * 21)


@pytest.mark.parametrize("digits", [4301, 99_999])
def test_parse_int_refuses_a_long_literal_at_once_with_the_range_error(digits):
    t = time.perf_counter()
    with pytest.raises(CuteOverflowError, match=rf"\({digits} digits\) is outside CuTe's 64-bit range"):
        parse_int("1" * digits)
    assert time.perf_counter() - t < 0.1  # (it never converts the digits)


def test_parse_int_refuses_hex_beyond_64_bits():
    with pytest.raises(CuteOverflowError):
        parse_int("0x1" + "0" * 16)


def test_a_static_integer_beyond_32_bits_notes_that_cute_overflows():
    # The CuTe C++ oracle prints make_layout(Int<8>{}, Int<10066329600>{}) as _8:_1476395008 (the literal
    # wrapped), and make_layout(make_shape(Int<100663296>{},Int<100>{},Int<2>{})) as
    # (_100663296,_100,_2):(_1,_100663296,1476395008): its 32-bit static integers overflow.
    with checks.collect_notes() as notes:
        lo.Layout(S(8), S(10066329600))
    assert notes == [STATIC_OVERFLOW_NOTE]
    with checks.collect_notes() as notes:
        lo.make_layout((S(100663296), S(100), S(2)))
    assert notes == [STATIC_OVERFLOW_NOTE]


def test_static_integers_within_32_bits_and_dynamic_ones_make_no_note():
    with checks.collect_notes() as notes:
        lo.Layout(S(8), S((1 << 31) - 1))
        lo.make_layout((100663296, 100, 2))
    assert notes == []
