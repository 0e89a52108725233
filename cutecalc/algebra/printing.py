"""CuTe's print() form of every algebra value: `_4` static, `4` dynamic, `(a,b)` tuples, `S:D` layouts.

It lives with the algebra because it is part of a value's meaning: any text printed here reads back
to an equal value.  Renderers build on it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .basis import ScaledBasis
from .integers import StaticInt
from .inttuple import Underscore

if TYPE_CHECKING:
    from .layout import Layout

_layout_type: type[Layout] | None = None  # cutecalc.algebra.layout.Layout, set by that module (it imports this one)


def cute_str(x) -> str:
    """The exact text CuTe's print(x) writes for x."""
    t = type(x)  # the common types first, by identity
    if t is int:
        return str(x)
    if t is StaticInt:
        return f"_{x.value}"
    if t is tuple:
        return "(" + ",".join([cute_str(e) for e in x]) + ")"
    if t is _layout_type:
        return cute_str(x.shape) + ":" + cute_str(x.stride)
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, int):
        return str(x)
    if isinstance(x, StaticInt):
        return f"_{x.value}"
    if isinstance(x, tuple):
        return "(" + ",".join(cute_str(e) for e in x) + ")"
    if isinstance(x, Underscore):
        return "_"
    if isinstance(x, ScaledBasis):
        return cute_str(x.value) + "".join(f"@{m}" for m in reversed(x.modes))
    to_cute = getattr(x, "cute_str", None)
    if to_cute is not None:
        return to_cute()
    if _layout_type is not None and isinstance(x, _layout_type):  # a subclass of Layout
        return cute_str(x.shape) + ":" + cute_str(x.stride)
    raise TypeError(f"no CuTe text form for {type(x).__name__}")

