"""Kinds of values the language handles, their names for users, and coercions with plain-word errors."""

from __future__ import annotations

from dataclasses import dataclass

from ..algebra.basis import ScaledBasis
from ..algebra.integers import StaticInt, is_integer, value
from ..algebra.inttuple import Underscore
from ..algebra.layout import Layout
from ..algebra.swizzle import ComposedLayout, Swizzle
from ..errors import CuteTypeError


@dataclass(frozen=True)
class Printed:
    """Text a function prints rather than a value (print_layout)."""

    text: str


@dataclass(frozen=True)
class TVPicture(Printed):
    """print_tv's value: a thread/value layout over its tile; `text` is the ASCII picture (piped output),
    and renderers draw `layout` over `tile` from the grid model."""

    layout: Layout | None = None
    tile: object = None


@dataclass(frozen=True)
class MajorTag:
    """LayoutLeft{} / LayoutRight{} (GenColMajor / GenRowMajor)."""

    left: bool

    def cute_str(self) -> str:
        return "LayoutLeft" if self.left else "LayoutRight"


@dataclass(frozen=True)
class TypeName:
    """A C++ element type named in a template argument, e.g. recast_layout<uint8_t,half_t>."""

    name: str
    bits: int

    def cute_str(self) -> str:
        return self.name


def is_inttuple(v) -> bool:
    if isinstance(v, tuple):
        return all(is_inttuple(e) for e in v)
    return is_integer(v)


def is_coord(v) -> bool:
    """An IntTuple that may hold `_` (a slicing coordinate)."""
    if isinstance(v, tuple):
        return all(is_coord(e) for e in v)
    return is_integer(v) or isinstance(v, Underscore)


def is_tile(v) -> bool:
    """A tiler: a tuple whose leaves are layouts, integers, or `_`, holding at least one layout."""
    if not isinstance(v, tuple):
        return False

    def ok(e):
        if isinstance(e, tuple):
            return all(ok(x) for x in e)
        return isinstance(e, (Layout, Underscore)) or is_integer(e)

    def has_layout(e):
        return isinstance(e, Layout) or (isinstance(e, tuple) and any(has_layout(x) for x in e))

    return all(ok(e) for e in v) and has_layout(v)


def kind_of(v) -> str:
    """The type name reported to users (and in --json)."""
    if isinstance(v, Layout):
        return "Layout"
    if isinstance(v, ComposedLayout):
        return "ComposedLayout"
    if isinstance(v, Swizzle):
        return "Swizzle"
    if isinstance(v, StaticInt):
        return "Int"
    if isinstance(v, bool):
        return "Bool"
    if isinstance(v, int):
        return "Int"
    if isinstance(v, Underscore):
        return "Underscore"
    if isinstance(v, ScaledBasis):
        return "ScaledBasis"
    if isinstance(v, Printed):
        return "Text"
    if isinstance(v, MajorTag):
        return "LayoutTag"
    if isinstance(v, TypeName):
        return "Type"
    if isinstance(v, tuple):
        if is_inttuple(v):
            return "IntTuple"
        if is_tile(v):
            return "Tile"
        return "Tuple"
    return type(v).__name__


_ARTICLE = {"IntTuple": "an IntTuple", "Int": "an integer", "Underscore": "'_'"}


def describe(v) -> str:
    k = kind_of(v)
    return _ARTICLE.get(k, f"a {k}")


def want_layout(v, fn: str, pos: int) -> Layout:
    if isinstance(v, Layout):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be a Layout, got {describe(v)}")


def want_inttuple(v, fn: str, pos: int, what: str = "an IntTuple (integer or tuple of integers)"):
    if is_inttuple(v):
        return v
    if isinstance(v, Layout):
        raise CuteTypeError(f"{fn}: argument {pos} must be {what}, got a Layout (did you mean shape(...)?)")
    raise CuteTypeError(f"{fn}: argument {pos} must be {what}, got {describe(v)}")


def want_int(v, fn: str, what: str = "an integer") -> int:
    if is_integer(v):
        return value(v)
    raise CuteTypeError(f"{fn}: {what} must be an integer, got {describe(v)}")


def want_tiler(v, fn: str, pos: int):
    if isinstance(v, (Layout, Underscore)) or is_integer(v):
        return v
    if isinstance(v, tuple) and all(isinstance(e, (Layout, Underscore, tuple)) or is_integer(e) for e in v):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be a tiler (a Layout, an integer, '_' or a tuple of "
                        f"them such as <2:1, 4:1>), got {describe(v)}")


TYPE_BITS = {
    "bool": 8, "char": 8, "int8_t": 8, "uint8_t": 8, "float_e4m3_t": 8, "float_e5m2_t": 8,
    "float_ue8m0_t": 8, "int16_t": 16, "uint16_t": 16, "half_t": 16, "half": 16, "bfloat16_t": 16,
    "__half": 16, "short": 16, "int": 32, "int32_t": 32, "uint32_t": 32, "float": 32, "tfloat32_t": 32,
    "unsigned": 32, "int64_t": 64, "uint64_t": 64, "double": 64, "long": 64, "complex_float": 64,
    "int4_t": 4, "uint4_t": 4, "int4b_t": 4, "uint4b_t": 4, "float_e2m1_t": 4, "int2b_t": 2, "uint2b_t": 2,
    "uint1b_t": 1, "bin1_t": 1, "uint128_t": 128, "complex_double": 128,
}
