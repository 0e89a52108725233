"""The kind of a value: the type name users see (in messages, --json and the CSV's `type`), and the tuple kinds.

Below lang/ and render/: lang's own value types (an MMA major, a layout tag, a C++ type name) say their kind
in a `KIND` class attribute, so this table knows only the algebra's.
"""

from __future__ import annotations

from .basis import ScaledBasis
from .integers import StaticInt, is_integer
from .inttuple import Underscore
from .layout import Layout
from .printing import CppString, Printed
from .swizzle import ComposedLayout, SmemPtrFlag, Swizzle


def is_inttuple(v: object) -> bool:
    if isinstance(v, tuple):
        return all(is_inttuple(e) for e in v)
    return is_integer(v)


def is_tile(v: object) -> bool:
    """A tiler: a tuple whose leaves are layouts, integers, or `_`, holding at least one layout."""
    if not isinstance(v, tuple):
        return False

    def ok(e: object) -> bool:
        if isinstance(e, tuple):
            return all(ok(x) for x in e)
        return isinstance(e, (Layout, Underscore)) or is_integer(e)

    def has_layout(e: object) -> bool:
        return isinstance(e, Layout) or (isinstance(e, tuple) and any(has_layout(x) for x in e))

    return all(ok(e) for e in v) and has_layout(v)


# The name users see for each kind of value (in messages and --json), the first row that matches counting:
# a bool is an int, so Bool comes before Int.  Tuples are told apart by their contents (kind_of).
_KINDS: tuple[tuple[type, str], ...] = (
    (Layout, "Layout"), (ComposedLayout, "ComposedLayout"), (Swizzle, "Swizzle"), (SmemPtrFlag, "SmemPtrFlag"),
    (StaticInt, "Int"), (bool, "Bool"), (int, "Int"), (Underscore, "Underscore"),
    (ScaledBasis, "ScaledBasis"), (Printed, "Text"), (CppString, "String"))


def kind_of(v: object) -> str:
    """The type name reported to users (and in --json): the table's, a tuple's by its contents, a type's own
    `KIND`, else its class name."""
    for cls, kind in _KINDS:
        if isinstance(v, cls):
            return kind
    if isinstance(v, tuple):
        if is_inttuple(v):
            return "IntTuple"
        if is_tile(v):
            return "Tile"
        return "Tuple"
    own: str | None = getattr(type(v), "KIND", None)
    return own or type(v).__name__


_ARTICLE = {"IntTuple": "an IntTuple", "Int": "an integer", "Underscore": "'_'", "String": "a string"}


def describe(v: object) -> str:
    k = kind_of(v)
    return _ARTICLE.get(k, f"a {k}")
