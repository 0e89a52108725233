"""CuTe's print() form of every algebra value: `_4` static, `4` dynamic, `(a,b)` tuples, `S:D` layouts.

It lives with the algebra because it is part of a value's meaning: any text printed here reads back
to an equal value.  Renderers build on it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from .basis import ScaledBasis
from .integers import StaticInt
from .inttuple import Underscore


class ShapeStride:
    """What CuTe prints as `shape:stride`: cutecalc.algebra.layout.Layout derives from it, so that printing
    knows a layout without importing the layout module (which imports this one, not the other way)."""

    __slots__ = ()
    shape: Any
    stride: Any


class Listing:
    """A value CuTe prints as a listing over several lines that ends its last line (an atom, a tiled MMA or
    copy, a thread's slice of one): its print ends with a newline, unlike a layout's."""

    __slots__ = ()


class _Print(Protocol):
    def __call__(self, x: Any, inner: Callable[[Any], str] | None = None) -> str: ...


def _printer(true: str, false: str, dynamic: str | None, static: Callable[[int], str], underscore: str,
             own: Callable[[Any, Callable[[Any], str]], str | None], other: Callable[[Any], str]) -> _Print:
    """A dialect's print: one walk over a value's structure, its leaves spelled as the dialect spells them
    (`dynamic` the text of every run-time integer, None for its value; `static` a StaticInt's value; `own` the
    text a value gives of itself, or None; `other` anything else).  The walk writes a value's parts with
    `inner` (itself by default)."""
    def spell(x: Any, inner: Callable[[Any], str] | None = None) -> str:
        inner = inner or spell
        if isinstance(x, bool):
            return true if x else false
        if isinstance(x, int):
            return str(x) if dynamic is None else dynamic
        if isinstance(x, StaticInt):
            return static(x.value)
        if isinstance(x, tuple):
            return "(" + ",".join(inner(e) for e in x) + ")"
        if isinstance(x, Underscore):
            return underscore
        if isinstance(x, ScaledBasis):
            return inner(x.value) + "".join(f"@{m}" for m in reversed(x.modes))
        text = own(x, inner)
        if text is not None:
            return text
        if isinstance(x, ShapeStride):
            return inner(x.shape) + ":" + inner(x.stride)
        return other(x)
    return spell


def cute_str(x: object) -> str:
    """The exact text CuTe's print(x) writes for x."""
    # the common types first, by identity
    if type(x) is int:
        return str(x)
    if type(x) is StaticInt:
        return f"_{x.value}"
    if type(x) is tuple:
        return "(" + ",".join([cute_str(e) for e in x]) + ")"
    if isinstance(x, ShapeStride):
        return cute_str(x.shape) + ":" + cute_str(x.stride)
    return _cute_print(x, cute_str)


def _own_cute_str(x: Any, inner: Callable[[Any], str]) -> str | None:
    to_cute = getattr(x, "cute_str", None)
    return None if to_cute is None else str(to_cute())


def _no_text(x: Any) -> str:
    raise TypeError(f"no CuTe text form for {type(x).__name__}")


_cute_print = _printer("true", "false", None, "_{}".format, "_", _own_cute_str, _no_text)


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


def _own_dsl_str(x: Any, inner: Callable[[Any], str]) -> str | None:
    to_dsl = getattr(x, "dsl_str", None)
    return None if to_dsl is None else str(to_dsl(inner))


# A run-time integer prints as `?` (the DSL knows its value only when the function runs); atoms, tiled objects
# and tensors print in CuTe's form (the DSL prints its own objects).
_dsl_inner = _printer("True", "False", "?", str, "None", _own_dsl_str, cute_str)
