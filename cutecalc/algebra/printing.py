"""CuTe's print() form of every algebra value: `_4` static, `4` dynamic, `(a,b)` tuples, `S:D` layouts.

It lives with the algebra because it is part of a value's meaning: any text printed here reads back
to an equal value.  Renderers build on it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

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



def dsl_str(x: Any, runtime: bool = False) -> str:
    """What the CuTe DSL's print(x) writes while it traces: static integers without `_`, dynamic ones `?`,
    swizzles S<B,M,S>, and an IntTuple standing alone as the Python tuple it is (`(4, 8)`, `(4,)`); inside a
    layout, tuples print as CuTe writes them.  `runtime`: what cute.printf writes when the kernel runs
    (dynamic integers have their values, and every tuple is CuTe's)."""
    inner = _dsl_runtime if runtime else _dsl_inner
    if type(x) is tuple and not runtime:
        return _python_tuple(x)
    return inner(x)


def _python_tuple(x: tuple[Any, ...]) -> str:
    items = [_python_tuple(e) if type(e) is tuple else _dsl_inner(e) for e in x]
    return "(" + items[0] + ",)" if len(items) == 1 else "(" + ", ".join(items) + ")"


def _dsl_runtime(x: Any) -> str:
    return str(x) if type(x) is int else _dsl_inner(x, _dsl_runtime)


def _dsl_inner(x: Any, inner: Callable[[Any], str] | None = None) -> str:
    inner = inner or _dsl_inner
    if isinstance(x, bool):
        return "True" if x else "False"
    if isinstance(x, int):
        return "?"          # a run-time value: the DSL knows it only when the function runs
    if isinstance(x, StaticInt):
        return str(x.value)
    if isinstance(x, tuple):
        return "(" + ",".join(inner(e) for e in x) + ")"
    if isinstance(x, Underscore):
        return "None"
    if isinstance(x, ScaledBasis):
        return inner(x.value) + "".join(f"@{m}" for m in reversed(x.modes))
    to_dsl = getattr(x, "dsl_str", None)
    if to_dsl is not None:
        return str(to_dsl(inner))
    if _layout_type is not None and isinstance(x, _layout_type):
        return inner(x.shape) + ":" + inner(x.stride)
    return str(cute_str(x))     # atoms, tiled objects, tensors: CuTe's form (the DSL prints its own objects)
