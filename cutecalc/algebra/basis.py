"""Scaled basis elements E<Ns...> (CuTe's arithmetic_tuple.hpp): the strides of identity layouts.

``E<1,0>`` is the unit vector of sub-mode 0 of mode 1; CuTe prints it ``_1@0@1`` (modes reversed).
The values of an identity layout are coordinates, which CuTe prints as ordinary tuples.
"""

from __future__ import annotations

from ..record import record
from .integers import Integer, S, add, is_integer, mul


@record(frozen=True)
class ScaledBasis:
    value: Integer         # the scale
    modes: tuple[int, ...]  # C++ template order: outermost mode first

    def scale(self, c) -> ScaledBasis:
        return ScaledBasis(mul(c, self.value), self.modes)

    def to_tuple(self):
        """The coordinate this basis element stands for, with _0 in every other position it reaches."""
        t = self.value
        for m in reversed(self.modes):
            t = tuple([S(0)] * m + [t])
        return t


def make_basis_like(shape, modes: tuple[int, ...] = ()):
    if isinstance(shape, tuple):
        return tuple(make_basis_like(s, modes + (i,)) for i, s in enumerate(shape))
    return ScaledBasis(S(1), modes)


def _as_tuple(x):
    return x.to_tuple() if isinstance(x, ScaledBasis) else x


def arith_add(a, b):
    """ArithmeticTuple addition: elementwise, the shorter side padded with _0."""
    a, b = _as_tuple(a), _as_tuple(b)
    if is_integer(a) and is_integer(b):
        return add(a, b)
    ta = a if isinstance(a, tuple) else (a,)
    tb = b if isinstance(b, tuple) else (b,)
    n = max(len(ta), len(tb))
    ta = ta + (S(0),) * (n - len(ta))
    tb = tb + (S(0),) * (n - len(tb))
    return tuple(arith_add(x, y) for x, y in zip(ta, tb))
