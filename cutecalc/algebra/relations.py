"""Relations between IntTuples and layouts (CuTe's int_tuple.hpp and layout.hpp): congruent, weakly_congruent,
compatible, evenly_divides, and domain_distribute.

A relation is a boolean CuTe may know at compile time: `true_type`/`false_type` print `_1`/`_0`, a runtime
`bool` prints `1`/`0`.  Here a static answer is the StaticInt `_1`/`_0` and a dynamic one the int 1/0, so the
answer prints as CuTe's does and its staticness is kept for folds:

    (true_type && ... && z):   any static false -> _0;  all static true -> _1;  otherwise the runtime 1/0
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal, TypeAlias

from ..errors import CuteDomainError
from . import inttuple as it
from .checks import refuse
from .integers import S, igcd, is_integer, is_static_int, mul, value
from .inttuple import is_static
from .layout import (
    Layout,
    append,
    blocked_product,
    ceil_div_layout,
    coalesce,
    make_layout,
    make_layout_major,
    make_ordered_layout,
    size,
)
from .printing import cute_str

if TYPE_CHECKING:
    from .integers import Integer, IntTuple

TRUE, FALSE = S(1), S(0)

# What evenly_divides divides by: integers and layouts, in tuples (a string at run time: for the type checker).
Divisor: TypeAlias = "Layout | IntTuple | tuple[Divisor, ...]"


def truth(v: bool, static: bool) -> Integer:
    """CuTe's boolean: a static _1/_0 or a runtime 1/0."""
    return (TRUE if v else FALSE) if static else int(v)


def all_of(results: Iterable[Integer]) -> Integer:
    """CuTe's fold (true_type{} && ... && z) over booleans as truth() gives them."""
    rs = list(results)
    if any(is_static_int(r) and not value(r) for r in rs):
        return FALSE
    if all(is_static_int(r) for r in rs):
        return TRUE
    return int(all(value(r) for r in rs))


def _shape(x: Layout | IntTuple) -> IntTuple:
    return x.shape if isinstance(x, Layout) else x


def congruent(a: Layout | IntTuple, b: Layout | IntTuple) -> Integer:
    """Whether a and b have the same profile (always known at compile time)."""
    return truth(it.congruent(_shape(a), _shape(b)), True)


def weakly_congruent(a: Layout | IntTuple, b: Layout | IntTuple) -> Integer:
    """Whether a's profile is a coarsening of b's: each integer of a stands for a whole mode of b (A <= B)."""
    sa, sb = _shape(a), _shape(b)
    if isinstance(sa, tuple) and isinstance(sb, tuple):
        return FALSE if len(sa) != len(sb) else all_of(weakly_congruent(x, y) for x, y in zip(sa, sb))
    return TRUE if not isinstance(sa, tuple) else FALSE


def compatible(a: Layout | IntTuple, b: Layout | IntTuple) -> Integer:
    """Whether every coordinate of shape a is a coordinate of shape b, and size(a) == size(b)."""
    sa, sb = _shape(a), _shape(b)
    if isinstance(sa, tuple) and isinstance(sb, tuple):
        return FALSE if len(sa) != len(sb) else all_of(compatible(x, y) for x, y in zip(sa, sb))
    if not isinstance(sa, tuple):
        n = it.product(sb)
        return truth(value(sa) == value(n), is_static_int(sa) and is_static_int(n))
    return FALSE


def evenly_divides(shape: Layout | IntTuple, tiler: Divisor) -> Integer:
    """Whether the tiler divides the shape without a remainder: mode by mode for a tuple tiler, else
    size(shape) == size(tiler) * size(ceil_div(shape, tiler))."""
    s = _shape(shape)
    if isinstance(tiler, tuple):
        if len(tiler) > it.rank(s):
            return FALSE
        return all_of(evenly_divides(it.get(s, i), t) for i, t in enumerate(tiler))
    n: Integer
    rest: IntTuple
    if isinstance(tiler, Layout):
        n, rest = size(tiler), ceil_div_layout(s, tiler)
    else:
        n, rest = it.product(tiler), it.ceil_div(s, tiler)
    lhs, rhs = it.product(s), mul(n, it.product(rest))
    return truth(value(lhs) == value(rhs), is_static_int(lhs) and is_static_int(rhs))


def domain_distribute(a: Layout | IntTuple, b: object) -> Layout:
    """A layout of size(b) elements taken from shape a, as evenly as its modes allow, ordered and surjective:
    the flat modes of a give gcd(a_i, what is left of b) each, with a's compact column-major strides."""
    flat = it.flatten_to_tuple(_shape(a))
    if not (is_integer(b) and is_static_int(b)):
        raise CuteDomainError("domain_distribute: the distributed size must be a static integer (CuTe "
                              "static_asserts is_static<ShapeB>)")
    if not all(is_static_int(s) for s in flat):
        raise CuteDomainError("domain_distribute: the shape must be static (CuTe static_asserts is_static)")
    shape: list[Integer] = []
    rest: Integer = b
    for s in flat:
        g = igcd(s, rest)
        shape.append(g)
        rest = S(value(rest) // value(g))
    return coalesce(make_layout(tuple(shape), it.compact_major(flat)))


def tile_to_shape(block: Layout, trg_shape: IntTuple, order: IntTuple | Literal["left", "right"] | None = None
                  ) -> Layout:
    """Repeat `block` (blocked_product) until it has `trg_shape`, the repetitions ordered column-major,
    row-major ("right") or by `order`; the block shape must evenly divide the target's (here, beside the
    relation that decides it)."""
    it.check_positive_shape(trg_shape, "tile_to_shape: the target shape")
    r = it.rank(trg_shape)
    if it.rank(block.shape) > r:
        raise CuteDomainError("tile_to_shape: rank of layout must be <= rank of target shape")
    padded = append(block, n=r)
    block_shape = it.product_each(padded.shape)
    target_shape = it.product_each(trg_shape)
    if not value(evenly_divides(target_shape, block_shape)):
        refuse(f"tile_to_shape: block shape {cute_str(block_shape)} does not divide the target shape "
               f"{cute_str(target_shape)}", is_static(target_shape))
    product_shape = it.ceil_div(target_shape, block_shape)
    if order is None or order == "left":
        ordered = make_layout_major(product_shape, True)
    elif order == "right":
        ordered = make_layout_major(product_shape, False)
    else:
        ordered = make_ordered_layout(product_shape, order)
    return blocked_product(padded, ordered)
