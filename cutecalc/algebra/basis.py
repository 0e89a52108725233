"""Scaled basis elements E<Ns...> (CuTe's arithmetic_tuple.hpp): the strides of identity layouts.

``E<1,0>`` is the unit vector of sub-mode 0 of mode 1; CuTe prints it ``_1@0@1`` (modes reversed).
The values of an identity layout are coordinates, which CuTe prints as ordinary tuples.
"""

from __future__ import annotations

from typing import TypeAlias, final

from ..record import record
from .integers import Integer, IntTuple, S, add, is_integer, mul

# The strides of a layout: IntTuples whose leaves may also be basis elements (a string at run time: the
# alias is for the type checker alone).
Stride: TypeAlias = "Integer | ScaledBasis | tuple[Stride, ...]"


@final  # (so that `type(x) is ScaledBasis` failing tells the type checker that x is not one)
@record(frozen=True)
class ScaledBasis:
    value: Integer         # the scale
    modes: tuple[int, ...]  # C++ template order: outermost mode first

    def scale(self, c: Integer) -> ScaledBasis:
        return ScaledBasis(mul(c, self.value), self.modes)

    def to_tuple(self) -> IntTuple:
        """The coordinate this basis element stands for, with _0 in every other position it reaches."""
        t: IntTuple = self.value
        for m in reversed(self.modes):
            t = tuple([S(0)] * m + [t])
        return t


def basis_value(e: Stride) -> Stride:
    """basis_value(e): the scale of a basis element; anything else is its own value."""
    return e.value if isinstance(e, ScaledBasis) else e


def make_basis_like(shape: IntTuple, modes: tuple[int, ...] = ()) -> Stride:
    if isinstance(shape, tuple):
        return tuple(make_basis_like(s, modes + (i,)) for i, s in enumerate(shape))
    return ScaledBasis(S(1), modes)


def _as_tuple(x: Stride) -> Integer | tuple[Stride, ...]:
    return x.to_tuple() if isinstance(x, ScaledBasis) else x


def arith_add(a: Stride, b: Stride) -> IntTuple:
    """ArithmeticTuple addition: elementwise, the shorter side padded with _0."""
    x, y = _as_tuple(a), _as_tuple(b)
    if is_integer(x) and is_integer(y):
        return add(x, y)
    ta: tuple[Stride, ...] = x if isinstance(x, tuple) else (x,)
    tb: tuple[Stride, ...] = y if isinstance(y, tuple) else (y,)
    n = max(len(ta), len(tb))
    ta = ta + (S(0),) * (n - len(ta))
    tb = tb + (S(0),) * (n - len(tb))
    return tuple(arith_add(u, v) for u, v in zip(ta, tb))
