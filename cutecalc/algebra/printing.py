"""CuTe's print() form of every algebra value: `_4` static, `4` dynamic, `(a,b)` tuples, `S:D` layouts.

It lives with the algebra because it is part of a value's meaning: any text printed here reads back
to an equal value.  Renderers build on it."""

from __future__ import annotations

from typing import Protocol

from .basis import ScaledBasis
from .integers import StaticInt
from .inttuple import Underscore


class _ShapeStride(Protocol):
    """What printing needs of a Layout (the algebra's layout module imports this one, not the other way)."""

    @property
    def shape(self) -> object: ...

    @property
    def stride(self) -> object: ...


_layout_type: type[_ShapeStride] | None = None  # cutecalc.algebra.layout.Layout, set by that module


def cute_str(x: object) -> str:
    """The exact text CuTe's print(x) writes for x."""
    # the common types first, by identity
    if type(x) is int:
        return str(x)
    if type(x) is StaticInt:
        return f"_{x.value}"
    if type(x) is tuple:
        return "(" + ",".join([cute_str(e) for e in x]) + ")"
    if type(x) is _layout_type:
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
        text: str = to_cute()
        return text
    if _layout_type is not None and isinstance(x, _layout_type):  # a subclass of Layout
        return cute_str(x.shape) + ":" + cute_str(x.stride)
    raise TypeError(f"no CuTe text form for {type(x).__name__}")

