"""Integers that carry CuTe's static/dynamic distinction.

A dynamic integer (C++ `int`) is a plain Python ``int``; a static integer (C++ ``Int<N>{}``, printed ``_N``)
is a :class:`StaticInt`.  Every arithmetic helper here follows CuTe's ``integral_constant.hpp`` exactly:

    static  op static   -> static
    static  op dynamic  -> dynamic, except   _0 * d = d * _0 = _0,   _0 / d = _0,   _0 % d = _0,
                                             d % _1 = d % _m1 = _0
    named functions (min, max, gcd, lcm, abs, signum) -> static only when every argument is static.

Division and remainder truncate toward zero, as C++ does.  Values must stay inside CuTe's 64-bit range.

The helpers are the algebra's innermost loop, so each one first tests for two plain ``int`` operands
(``type(x) is int``: dynamic and dynamic, where no static rule can apply) and computes directly; every
other mix of operands goes through the general rules.
"""

from __future__ import annotations

from math import gcd as _gcd
from typing import TYPE_CHECKING, NoReturn, TypeAlias, final

from ..errors import CuteDomainError, CuteOverflowError
from .checks import note, refuse

if TYPE_CHECKING:
    from typing_extensions import TypeIs

INT64_MAX = (1 << 63) - 1
INT64_MIN = -(1 << 63)
INT32_MAX = (1 << 31) - 1  # the range of CuTe's static integers, Int<N> = C<int N>
INT32_MIN = -(1 << 31)
STATIC_OVERFLOW_NOTE = ("a static integer here leaves CuTe C++'s range for them (Int<N> holds a 32-bit int): "
                        "CuTe C++ overflows and prints other numbers")

# The StaticInts of small values are shared: most static integers in real layouts are small, and a shared
# instance is built once and compared by identity first.
_CACHE: dict[int, StaticInt] = {}
_CACHE_MIN, _CACHE_MAX = -4096, 65536


@final  # (so that `type(x) is StaticInt` failing tells the type checker that x is an int)
class StaticInt:
    """A compile-time integer ``Int<N>{}``; printed ``_N`` as CuTe does.

    It has no arithmetic operators on purpose: the static/dynamic rules live in the functions below."""

    __slots__ = ("value",)
    value: int

    def __new__(cls, value: int) -> StaticInt:
        obj = _CACHE.get(value)
        if obj is None:
            check_range(value)
            if not INT32_MIN <= value <= INT32_MAX:
                note(STATIC_OVERFLOW_NOTE)
            obj = object.__new__(cls)
            object.__setattr__(obj, "value", value)
            if _CACHE_MIN <= value <= _CACHE_MAX:
                _CACHE[value] = obj
        return obj

    def __setattr__(self, name: str, val: object) -> NoReturn:  # immutable value type
        raise AttributeError("StaticInt is immutable")

    def __reduce__(self) -> tuple[type[StaticInt], tuple[int]]:
        return (StaticInt, (self.value,))

    def __int__(self) -> int:
        return self.value

    def __index__(self) -> int:
        return self.value

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is StaticInt and other.value == self.value)

    def __hash__(self) -> int:
        return hash(("static", self.value))

    def __repr__(self) -> str:
        return f"_{self.value}"

    __str__ = __repr__


Integer = int | StaticInt

# CuTe's IntTuple: an integer, or a tuple of IntTuples.  (A string at run time: the alias is for the type checker
# alone; it lives here, with the integers, so that every module of the algebra can name it.)
IntTuple: TypeAlias = "Integer | tuple[IntTuple, ...]"

S = StaticInt  # short constructor, as CuTe writes _N


def _static(v: int) -> StaticInt:
    """StaticInt(v): a dictionary look-up for the shared small values."""
    obj = _CACHE.get(v)
    return obj if obj is not None else StaticInt(v)


RANGE_ERROR = "is outside CuTe's 64-bit range [-2^63, 2^63)"


def check_range(v: int) -> int:
    if v > INT64_MAX or v < INT64_MIN:
        raise CuteOverflowError(f"integer {v} {RANGE_ERROR}")
    return v


def parse_int(text: str) -> int:
    """The integer a literal spells: decimal digits, or hex digits after 0x, with an optional leading minus
    (a static literal's `_-4`): the parser's one conversion.

    A literal with more significant digits than any 64-bit integer has is refused at once with the range
    error (CuteOverflowError), however long it is; Python's int() would refuse 4,300 digits and more with a
    ValueError.  Shorter literals convert exactly, and their range is checked where they are used (so that
    -9223372036854775808, the literal 2^63 negated, stays writable).
    """
    if len(text) <= 18:  # every literal of a real script, and none beyond the 64-bit range by its length
        return int(text, 16) if text[1:2] in ("x", "X") else int(text)
    negative = text[:1] == "-"
    body = text[1:] if negative else text
    hexa = body[:2] in ("0x", "0X")
    digits = (body[2:] if hexa else body).lstrip("0")
    if len(digits) > (16 if hexa else 20):
        shown = text if len(text) <= 24 else f"{text[:20]}... ({len(digits)} digits)"
        raise CuteOverflowError(f"integer {shown} {RANGE_ERROR}")
    v = int(digits, 16 if hexa else 10) if digits else 0
    return -v if negative else v


_0, _1 = StaticInt(0), StaticInt(1)


def is_integer(x: object) -> TypeIs[Integer]:  # (a bool is not one: CuTe has no boolean extents)
    t = type(x)
    return t is int or t is StaticInt or (isinstance(x, int) and t is not bool)


def is_static_int(x: object) -> TypeIs[StaticInt]:
    return type(x) is StaticInt


def is_constant(n: int, x: object) -> bool:
    """CuTe's is_constant<n, T>: a static integer equal to n."""
    return type(x) is StaticInt and x.value == n


def value(x: Integer) -> int:
    return x.value if type(x) is StaticInt else x


def _make(v: int, static: bool) -> Integer:
    return _static(v) if static else check_range(v)


def _both_static(a: Integer, b: Integer) -> bool:
    return type(a) is StaticInt and type(b) is StaticInt


def _cdiv(a: int, b: int) -> int:
    """C++ integer division: truncation toward zero."""
    if b == 0:
        raise CuteDomainError("division by zero")
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _cmod(a: int, b: int) -> int:
    """C++ remainder: the sign of the dividend."""
    return a - b * _cdiv(a, b)


def add(a: Integer, b: Integer) -> Integer:
    if type(a) is StaticInt:
        if type(b) is StaticInt:
            return _static(a.value + b.value)
        if type(b) is DivInt:
            return _divint(a.value + b, _igcd(a.value, b.div))
        a = a.value
    elif type(b) is StaticInt:
        if type(a) is DivInt:
            return _divint(a + b.value, _igcd(a.div, b.value))
        b = b.value
    v = a + b
    return v if INT64_MIN <= v <= INT64_MAX else check_range(v)


def sub(a: Integer, b: Integer) -> Integer:
    if type(a) is StaticInt:
        if type(b) is StaticInt:
            return _static(a.value - b.value)
        if type(b) is DivInt:
            return _divint(a.value - b, _igcd(a.value, b.div))
        a = a.value
    elif type(b) is StaticInt:
        if type(a) is DivInt:
            return _divint(a - b.value, _igcd(a.div, b.value))
        b = b.value
    v = a - b
    return v if INT64_MIN <= v <= INT64_MAX else check_range(v)


def mul(a: Integer, b: Integer) -> Integer:
    if type(a) is StaticInt:
        if type(b) is StaticInt:
            return _static(a.value * b.value)
        if a.value == 0:
            return _0
        if type(b) is DivInt:
            return _divint(a.value * b, abs(a.value) * b.div)
        a = a.value
    elif type(b) is StaticInt:
        if b.value == 0:
            return _0
        if type(a) is DivInt:
            return _divint(a * b.value, a.div * abs(b.value))
        b = b.value
    v = a * b
    return v if INT64_MIN <= v <= INT64_MAX else check_range(v)


def div(a: Integer, b: Integer) -> Integer:
    if type(a) is StaticInt:
        if type(b) is StaticInt:
            return _static(_cdiv(a.value, b.value))
        if a.value == 0:
            if b == 0:
                raise CuteDomainError("division by zero")
            return _0
        a = a.value
    vb = b.value if type(b) is StaticInt else b
    if a >= 0 and vb > 0:  # floor and truncation agree, and the quotient is in range
        return a // vb
    return check_range(_cdiv(a, vb))


def safe_div(a: Integer, b: Integer) -> Integer:
    """a / b where b divides a (numeric/math.hpp, integral_constant.hpp):
    @pre a % b == 0, which CuTe asserts only when both are static (`safe_div(_12, _8)` does not compile);
    with a dynamic operand the quotient is C++'s truncating a / b.  safe_div(_12, _4) = _3, safe_div(12, _4) = 3.
    """
    if type(a) is StaticInt and type(b) is StaticInt and b.value != 0 and a.value % b.value != 0:
        refuse(f"safe_div: {a.value} is not a multiple of {b.value} (CuTe's static_assert: Static safe_div requires "
               "t % u == 0)")
    return div(a, b)


def mod(a: Integer, b: Integer) -> Integer:
    b_static = type(b) is StaticInt
    vb = b.value if type(b) is StaticInt else b
    if vb == 0:
        raise CuteDomainError("division by zero (remainder)")
    if type(a) is StaticInt:
        if b_static:
            return _static(_cmod(a.value, vb))
        if a.value == 0:
            return _0
        a = a.value
    elif b_static and (vb == 1 or vb == -1):
        return _0
    if a >= 0 and vb > 0:
        return a % vb
    return check_range(_cmod(a, vb))


def floordiv(a: Integer, b: Integer) -> Integer:
    """Python's a // b (the CuTe DSL's): the quotient rounded toward minus infinity; static iff both are.  Of a
    run-time integer of known divisor k by a static n the DSL knows k / n where n divides k, else nothing."""
    if value(b) == 0:
        raise CuteDomainError("division by zero")
    q = value(a) // value(b)
    if type(a) is DivInt:
        k, n = a.div, abs(value(b))
        return _divint(q, k // n if type(b) is StaticInt and k % n == 0 else 1)
    return DivInt(q, 1) if type(b) is DivInt else _make(q, _both_static(a, b))


def floormod(a: Integer, b: Integer) -> Integer:
    """Python's a % b (the CuTe DSL's): the remainder with the sign of the divisor; static iff both are.  Of a
    run-time integer of known divisor k by a static n the DSL knows: 0 where n divides k (`?{div=0}`), k where k
    divides n, else nothing."""
    if value(b) == 0:
        raise CuteDomainError("division by zero (remainder)")
    r = value(a) % value(b)
    if type(a) is DivInt:
        k, n = a.div, abs(value(b))
        return _divint(r, (0 if k % n == 0 else k if n % k == 0 else 1) if type(b) is StaticInt else 1)
    return DivInt(r, 1) if type(b) is DivInt else _make(r, _both_static(a, b))


def neg(a: Integer) -> Integer:
    return _make(-value(a), type(a) is StaticInt)


def ceil_div_int(a: Integer, b: Integer) -> Integer:
    """CuTe's scalar ceil_div, literally ``(a + b - _1) / b``: its form follows the operators.

    (Static only when both are; no static-zero rule can apply to ``a + b - _1``.)
    """
    static = True
    if type(a) is StaticInt:
        va = a.value
    else:
        va, static = a, False
    if type(b) is StaticInt:
        vb = b.value
    else:
        vb, static = b, False
    v = va + vb - 1
    if not INT64_MIN <= v < INT64_MAX:  # a + b, or a + b - 1, leaves the range: the operators say so
        return div(sub(add(a, b), _1), b)
    if v >= 0 and vb > 0:
        q = v // vb
    else:
        q = check_range(_cdiv(v, vb))
    return _static(q) if static else q


def divide_out(extent: Integer, rest_shape: Integer, rest_stride: Integer
               ) -> tuple[Integer, Integer, Integer, Integer]:
    """The arithmetic of one step of CuTe's composition walk: a stride d and an extent n still to place
    meet a mode of extent s of the left layout.

        next_shape  = ceil_div(s, abs(d))                  what of the mode d steps over
        next_stride = ceil_div(abs(d), s) * signum(d)      d, divided out of the mode
        new_shape   = min(next_shape, n)                   what of n this mode takes
        returns (next_shape, next_stride, new_shape, n / new_shape)

    each with its operations' static/dynamic form.  Three plain positive integers are computed directly.
    """
    if (type(extent) is int and type(rest_stride) is int and type(rest_shape) is int
            and extent > 0 and rest_stride > 0 and rest_shape > 0):
        v = extent + rest_stride - 1
        if v < INT64_MAX:
            q = v // rest_stride
            taken = q if q <= rest_shape else rest_shape
            return q, v // extent, taken, rest_shape // taken
    next_shape, step = ceil_div_both(extent, iabs(rest_stride))
    new_shape = imin(next_shape, rest_shape)
    return next_shape, mul(step, signum(rest_stride)), new_shape, div(rest_shape, new_shape)


def ceil_div_both(a: Integer, b: Integer) -> tuple[Integer, Integer]:
    """(ceil_div(a, b), ceil_div(b, a)): the pair every fold of a divisor across modes needs."""
    if type(a) is int and type(b) is int and a > 0 and b > 0:
        v = a + b - 1
        if v < INT64_MAX:
            return v // b, v // a
    return ceil_div_int(a, b), ceil_div_int(b, a)


def iabs(a: Integer) -> Integer:
    if type(a) is int:
        return a if a >= 0 else check_range(-a)
    if type(a) is StaticInt:
        return a if a.value >= 0 else _static(-a.value)
    return check_range(abs(a))


def signum(a: Integer) -> Integer:
    if type(a) is int:
        return (a > 0) - (a < 0)
    v = value(a)
    return _make((v > 0) - (v < 0), type(a) is StaticInt)


def imin(a: Integer, b: Integer) -> Integer:
    # C++ `t < u ? t : u`: ties keep the first operand's value.
    if type(a) is int and type(b) is int:
        return a if a <= b else b
    return _make(min(value(a), value(b)), _both_static(a, b))


def imax(a: Integer, b: Integer) -> Integer:
    # C++ `t < u ? u : t`: ties keep the first operand's value.
    return _make(max(value(a), value(b)), _both_static(a, b))


def igcd(a: Integer, b: Integer) -> Integer:
    return _make(_c_gcd(value(a), value(b)), _both_static(a, b))


def ilcm(a: Integer, b: Integer) -> Integer:
    """cute::lcm: (a / gcd(a, b)) * b with C's truncating division (so lcm(0, 0) divides by zero); static
    only when both are (the common type of an int and a constant is int)."""
    return _make(value(mul(div(value(a), value(igcd(a, b))), value(b))), _both_static(a, b))


def _c_gcd(t: int, u: int) -> int:
    """cute::gcd: Euclid with C's truncating remainder, so a negative operand can give a negative answer."""
    if t >= 0 and u >= 0:
        return _gcd(t, u)
    while True:
        if t == 0:
            return u
        u = _cmod(u, t)
        if u == 0:
            return t
        t = _cmod(t, u)


class Bool:
    """A comparison result that remembers whether CuTe could know it at compile time."""

    __slots__ = ("value", "static")

    def __init__(self, v: bool, static: bool) -> None:
        self.value = v
        self.static = static

    def __bool__(self) -> bool:
        return self.value

    @property
    def static_true(self) -> bool:
        """CuTe's is_constant<true, decltype(...)>."""
        return self.static and self.value


def eq(a: Integer, b: Integer) -> Bool:
    return Bool(value(a) == value(b), _both_static(a, b))


def lt(a: Integer, b: Integer) -> Bool:
    return Bool(value(a) < value(b), _both_static(a, b))


# -- the CuTe DSL's divisibility of run-time integers ------------------------------------------------------------
# The DSL (4.8.1) types a run-time integer of its algebra with a divisor it knows of it, printed `?{div=k}` (`?` for
# k = 1; `?{div=0}` for one it knows is 0).  cute.assume(x, divby=k) gives one; the algebra's sums and products carry
# it -- k(x * y) = k(x) * k(y), k(x + y) = k(x - y) = gcd(k(x), k(y)), a static n counting as |n| -- and every other
# operation of the algebra (a quotient: shape_div, ceil_div; min, max, abs) gives a run-time integer it knows no
# divisor of.  Python's // and % on one keep what floordiv and floormod say.  (Found by running the DSL:
# tests/interop/dsl_divisibility.py.)  CuTe C++ has no such thing: the C++ dialect's run-time integers stay ints.


@final
class DivInt(int):
    """A run-time integer of the CuTe DSL's algebra, with the divisor `div` the DSL knows of it (1: none; 0: it
    is known to be 0).  add, sub and mul carry it; every other operation gives a plain int (divisor 1)."""

    div: int

    def __new__(cls, v: int, div: int = 1) -> DivInt:
        obj = int.__new__(cls, v)
        obj.div = div
        return obj

    # Python's operators on one give a run-time integer of the DSL's still (a DivInt): a sum or product of two
    # run-time integers (add, sub and mul of two; a plain int is one of divisor 1) knows the gcd or product of their
    # divisors, anything else none.  (add, sub and mul above count a static operand as |n|.)
    def __add__(self, other: int) -> DivInt:
        return DivInt(int(self) + other, _igcd(self.div, divisor(other)))

    def __sub__(self, other: int) -> DivInt:
        return DivInt(int(self) - other, _igcd(self.div, divisor(other)))

    def __rsub__(self, other: int) -> DivInt:
        return DivInt(other - int(self), _igcd(self.div, divisor(other)))

    def __mul__(self, other: int) -> DivInt:
        return DivInt(int(self) * other, self.div * divisor(other))

    def __floordiv__(self, other: int) -> DivInt:   # (x / 1 is x itself: the DSL's quotient by 1 keeps its divisor)
        return self if other == 1 else DivInt(int(self) // other)

    def __rfloordiv__(self, other: int) -> DivInt:
        return DivInt(other // int(self))

    def __mod__(self, other: int) -> DivInt:
        return DivInt(int(self) % other)

    def __rmod__(self, other: int) -> DivInt:
        return DivInt(other % int(self))

    def __neg__(self) -> DivInt:
        return DivInt(-int(self))

    def __abs__(self) -> DivInt:
        return DivInt(abs(int(self)))

    __radd__ = __add__
    __rmul__ = __mul__


def _igcd(a: int, b: int) -> int:
    return _gcd(a, b)


def _divint(v: int, div: int) -> DivInt:
    return DivInt(check_range(int(v)), div)


def divisor(x: object) -> int:
    """The divisor the CuTe DSL knows of an integer: |n| of a static n, a DivInt's own, 1 for a plain int."""
    if type(x) is StaticInt:
        return abs(x.value)
    return x.div if type(x) is DivInt else 1


def is_dynamic_int(x: object) -> bool:
    """A run-time integer: a plain int or a DivInt (a bool is not one)."""
    return type(x) is int or type(x) is DivInt


def dsl_integer(x: object) -> object:
    """x with its run-time integers (plain ints, tuples of them) as the DSL's algebra holds them: DivInts."""
    if type(x) is int:
        return DivInt(x, 1)
    if type(x) is tuple:
        return tuple([dsl_integer(e) for e in x])
    return x
