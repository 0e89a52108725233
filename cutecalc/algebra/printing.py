"""CuTe's print() form of every algebra value: `_4` static, `4` dynamic, `(a,b)` tuples, `S:D` layouts.

It lives with the algebra because it is part of a value's meaning: any text printed here reads back
to an equal value.  Renderers build on it.

And the values a statement prints rather than computes (Printed: a Picture, a Printout, a CppString), with the
one cap on a picture's cells: cutecalc.lang makes them, cutecalc.render draws them, so they live below both."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..errors import CuteDomainError
from ..record import record
from .basis import ScaledBasis
from .integers import DivInt, StaticInt
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


# -- what a statement prints rather than computes: the pipeline's data, drawn by cutecalc.render --------------

PICTURE_CELLS = 1 << 16
"""The most cells a whole picture holds: print_layout's grid, print_latex's and print_latex_tv's TikZ, print_tv's
ASCII tile, a --full table, an SVG or HTML file.  At about 10 microseconds a cell, any accepted picture is drawn in
well under a second.  A table on a terminal elides its middle and evaluates only the cells it shows."""



def check_picture_cells(what: str, rows: int, cols: int, cap: int = PICTURE_CELLS,
                        drawn: str = "a whole picture draws") -> None:
    """Refuse a picture of rows x cols cells beyond `cap` (PICTURE_CELLS, or a renderer's own), before any cell
    is evaluated."""
    if rows * cols > cap:
        raise CuteDomainError(f"{what}: {rows}x{cols} cells is more than the {cap} (2^{cap.bit_length() - 1}) "
                              f"{drawn}")


class Printed:
    """A value that is printed output rather than an algebra value (a picture, an access report): `ans` never
    holds one, and it has no static twin."""

    __slots__ = ()


@record(frozen=True)
class Printout(Printed):
    """A line of Python's print("label:", x, ...) or the CuTe DSL's cute.printf("x = {}", x): `parts` are the
    strings (CppString) and values, joined by spaces, or put into `format`'s `{}` in turn.  The renderer writes
    each value in the dialect's form (cute.printf's as the kernel prints it when it runs)."""

    parts: tuple[Any, ...]
    format: str | None = None


@record(frozen=True)
class CppString:
    """A C++ string literal: CuTe code prints "\\n" between values, which cutecalc's lines already end with."""

    text: str

    def cute_str(self) -> str:
        return self.text[:-1] if self.text.endswith("\n") else self.text


@record(frozen=True)
class PrintedText(Printed):
    """Text a function prints (a listing of atoms): shown as it is."""

    text: str


@record(frozen=True)
class Picture(Printed):
    """The value of a print_* call: what CuTe draws, which cutecalc.render draws (lang never draws).

    `layout` is exactly what the picture is of: for print_latex, append<2>(L, _1:_0) (CuTe draws a rank-1
    layout as a column); for print_tv a TV layout (t,v) -> m + n*M or (t,v) -> (m,n) over the tile shape
    `tile` (M,N); for print_latex_tv that layout as (t,v) -> (m,n) (algebra.layout.tv_coordinate_layout).
    """

    kind: str
    layout: Any
    tile: Any = None


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
            if dynamic is None:
                return str(x)
            return dynamic if type(x) is not DivInt or x.div == 1 else f"?{{div={x.div}}}"   # the DSL's
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


# C++ element types by the names of the MLIR types the CuTe DSL prints for them
MLIR_TYPES = {"half_t": "f16", "bfloat16_t": "bf16", "float": "f32", "double": "f64", "tfloat32_t": "tf32",
              "int8_t": "i8", "uint8_t": "ui8", "int16_t": "i16", "uint16_t": "ui16", "int32_t": "i32",
              "uint32_t": "ui32", "int64_t": "i64", "uint64_t": "ui64", "bool": "i1", "float_e4m3_t": "f8E4M3FN",
              "float_e5m2_t": "f8E5M2"}


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
    if isinstance(x, Underscore):   # cute.printf writes a coordinate's None as CuTe does: (1,2,2,_)
        return "_"
    at_run = getattr(x, "dsl_runtime_str", None)   # a value cute.printf writes otherwise than print
    if at_run is not None:
        return str(at_run(_dsl_runtime))
    return str(x) if type(x) is int or type(x) is DivInt else _dsl_inner(x, _dsl_runtime)


def _own_dsl_str(x: Any, inner: Callable[[Any], str]) -> str | None:
    to_dsl = getattr(x, "dsl_str", None)
    return None if to_dsl is None else str(to_dsl(inner))


# A run-time integer prints as `?` (the DSL knows its value only when the function runs); atoms, tiled objects
# and tensors print in CuTe's form (the DSL prints its own objects).
_dsl_inner = _printer("True", "False", "?", str, "None", _own_dsl_str, cute_str)
