"""Integers that carry CuTe's static/dynamic distinction.

A dynamic integer (C++ `int`) is a plain Python ``int``; a static integer (C++ ``Int<N>{}``, printed ``_N``)
is a :class:`StaticInt`.  Every arithmetic helper here follows CuTe's ``integral_constant.hpp`` exactly:

    static  op static   -> static
    static  op dynamic  -> dynamic, except   _0 * d = d * _0 = _0,   _0 / d = _0,   _0 % d = _0,
                                             d % _1 = d % _m1 = _0
    named functions (min, max, gcd, lcm, abs, signum) -> static only when every argument is static.

Division and remainder truncate toward zero, as C++ does.  Values must stay inside CuTe's 64-bit range.
"""

from __future__ import annotations

from math import gcd as _gcd

from ..errors import CuteDomainError, CuteOverflowError

INT64_MAX = (1 << 63) - 1
INT64_MIN = -(1 << 63)


class StaticInt:
    """A compile-time integer ``Int<N>{}``; printed ``_N`` as CuTe does."""

    __slots__ = ("value",)
    _cache: dict[int, StaticInt] = {}

    def __new__(cls, value: int) -> StaticInt:
        obj = cls._cache.get(value)
        if obj is None:
            check_range(value)
            obj = object.__new__(cls)
            object.__setattr__(obj, "value", value)
            if -4096 <= value <= 65536:
                cls._cache[value] = obj
        return obj

    def __setattr__(self, name, val):  # immutable value type
        raise AttributeError("StaticInt is immutable")

    def __reduce__(self):
        return (StaticInt, (self.value,))

    def __int__(self) -> int:
        return self.value

    def __index__(self) -> int:
        return self.value

    def __eq__(self, other) -> bool:
        return isinstance(other, StaticInt) and other.value == self.value

    def __hash__(self) -> int:
        return hash(("static", self.value))

    def __repr__(self) -> str:
        return f"_{self.value}"

    __str__ = __repr__


Integer = int | StaticInt

S = StaticInt  # short constructor, as CuTe writes _N


def check_range(v: int) -> int:
    if v > INT64_MAX or v < INT64_MIN:
        raise CuteOverflowError(f"integer {v} is outside CuTe's 64-bit range [-2^63, 2^63)")
    return v


def is_integer(x) -> bool:
    return isinstance(x, (int, StaticInt)) and not isinstance(x, bool)


def is_static_int(x) -> bool:
    return isinstance(x, StaticInt)


def is_constant(n: int, x) -> bool:
    """CuTe's is_constant<n, T>: a static integer equal to n."""
    return isinstance(x, StaticInt) and x.value == n


def value(x: Integer) -> int:
    return x.value if isinstance(x, StaticInt) else x


def _make(v: int, static: bool) -> Integer:
    return StaticInt(v) if static else check_range(v)


def _both_static(a, b) -> bool:
    return isinstance(a, StaticInt) and isinstance(b, StaticInt)


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
    return _make(value(a) + value(b), _both_static(a, b))


def sub(a: Integer, b: Integer) -> Integer:
    return _make(value(a) - value(b), _both_static(a, b))


def mul(a: Integer, b: Integer) -> Integer:
    if is_constant(0, a) or is_constant(0, b):
        return StaticInt(0)
    return _make(value(a) * value(b), _both_static(a, b))


def div(a: Integer, b: Integer) -> Integer:
    if is_constant(0, a) and not isinstance(b, StaticInt):
        if value(b) == 0:
            raise CuteDomainError("division by zero")
        return StaticInt(0)
    return _make(_cdiv(value(a), value(b)), _both_static(a, b))


def mod(a: Integer, b: Integer) -> Integer:
    if value(b) == 0:
        raise CuteDomainError("division by zero (remainder)")
    if not isinstance(a, StaticInt) and (is_constant(1, b) or is_constant(-1, b)):
        return StaticInt(0)
    if is_constant(0, a):
        return StaticInt(0)
    return _make(_cmod(value(a), value(b)), _both_static(a, b))


def neg(a: Integer) -> Integer:
    return _make(-value(a), isinstance(a, StaticInt))


def ceil_div_int(a: Integer, b: Integer) -> Integer:
    """CuTe's scalar ceil_div, literally ``(a + b - _1) / b``: its form follows the operators."""
    return div(sub(add(a, b), StaticInt(1)), b)


def iabs(a: Integer) -> Integer:
    return _make(abs(value(a)), isinstance(a, StaticInt))


def signum(a: Integer) -> Integer:
    v = value(a)
    return _make((v > 0) - (v < 0), isinstance(a, StaticInt))


def imin(a: Integer, b: Integer) -> Integer:
    # C++ `t < u ? u : t` for max and `t < u ? t : u` for min: ties keep the first operand's value.
    return _make(min(value(a), value(b)), _both_static(a, b))


def imax(a: Integer, b: Integer) -> Integer:
    return _make(max(value(a), value(b)), _both_static(a, b))


def igcd(a: Integer, b: Integer) -> Integer:
    return _make(_gcd(value(a), value(b)), _both_static(a, b))


def ilcm(a: Integer, b: Integer) -> Integer:
    va, vb = value(a), value(b)
    g = _gcd(va, vb)
    return _make(0 if g == 0 else (va // g) * vb, _both_static(a, b))


def shiftl(a: Integer, s: int) -> Integer:
    v = value(a)
    return _make(v << s if s >= 0 else v >> -s, isinstance(a, StaticInt))


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
