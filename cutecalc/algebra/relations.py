"""Relations between IntTuples and layouts (CuTe's int_tuple.hpp and layout.hpp): congruent, weakly_congruent,
compatible, evenly_divides, `==` / `!=`, and domain_distribute.

A relation is a boolean CuTe may know at compile time: `true_type`/`false_type` print `_1`/`_0`, a runtime
`bool` prints `1`/`0`.  Here a static answer is the StaticInt `_1`/`_0` and a dynamic one the int 1/0, so the
answer prints as CuTe's does and its staticness is kept for folds:

    (true_type && ... && z):   any static false -> _0;  all static true -> _1;  otherwise the runtime 1/0
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Literal, NoReturn, TypeAlias

from ..errors import CuteDomainError, CuteTypeError
from . import inttuple as it
from .basis import ScaledBasis
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
    tiled_divide,
)
from .printing import cute_str
from .swizzle import ComposedLayout, SmemPtrFlag, Swizzle

if TYPE_CHECKING:
    from typing_extensions import TypeIs

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


# -- equality ------------------------------------------------------------------------------------------------
# CuTe's operator==: integers compare as integral constants (static only when both are; `_` is Int<0>); tuples of
# one rank element by element, (true_type && ... && a_i == b_i), of different ranks or against a non-tuple
# false_type; layouts shape == shape && stride == stride; composed layouts A, offset and B alike; swizzles as a
# runtime bool; a basis element equals only a basis element of the same modes.  A layout is no tuple, so against a
# tuple it is false_type, and against anything else CuTe has no operator.

_FUNCTIONS = (Layout, ComposedLayout, Swizzle)


def _kind(x: object) -> str:
    if isinstance(x, (*_FUNCTIONS, ScaledBasis)):
        return "a " + type(x).__name__
    return "a tuple" if isinstance(x, tuple) else "an integer" if _is_int(x) else "a " + type(x).__name__


def _no_operator(op: str, a: object, b: object) -> NoReturn:
    raise CuteTypeError(f"'{op}': CuTe defines no {op} between {_kind(a)} and {_kind(b)}")


def equal(a: object, b: object) -> Integer:
    """CuTe's a == b: _1/_0 where CuTe knows it at compile time, else the runtime 1/0."""
    if isinstance(a, Layout) and isinstance(b, Layout):
        return all_of((equal(a.shape, b.shape), equal(a.stride, b.stride)))
    if isinstance(a, ComposedLayout) and isinstance(b, ComposedLayout):
        return all_of((equal(a.layout_a, b.layout_a), equal(a.layout_b, b.layout_b), equal(a.offset, b.offset)))
    if isinstance(a, Swizzle) and isinstance(b, Swizzle):
        return truth(a == b, False)
    if isinstance(a, ScaledBasis) or isinstance(b, ScaledBasis):
        if not (isinstance(a, ScaledBasis) and isinstance(b, ScaledBasis) and len(a.modes) == len(b.modes)):
            return FALSE
        return all_of((truth(a.modes == b.modes, True), equal(a.value, b.value)))
    if isinstance(a, tuple) and isinstance(b, tuple):
        return FALSE if len(a) != len(b) else all_of(equal(x, y) for x, y in zip(a, b))
    if isinstance(a, tuple) != isinstance(b, tuple) and not isinstance(a if isinstance(b, tuple) else b,
                                                                       (ComposedLayout, Swizzle)):
        return FALSE
    if _is_int(a) and _is_int(b):
        return truth(value(_int(a)) == value(_int(b)), is_static_int(_int(a)) and is_static_int(_int(b)))
    _no_operator("==", a, b)


def not_equal(a: object, b: object) -> Integer:
    """CuTe's a != b: defined on integers and tuples (a layout against a tuple is true_type), not on layouts."""
    if _is_int(a) and _is_int(b):
        return truth(value(_int(a)) != value(_int(b)), is_static_int(_int(a)) and is_static_int(_int(b)))
    if isinstance(a, tuple) and isinstance(b, tuple):
        r = equal(a, b)
        return truth(not value(r), is_static_int(r))
    if isinstance(a, tuple) != isinstance(b, tuple) and not isinstance(a if isinstance(b, tuple) else b,
                                                                       (ComposedLayout, Swizzle, ScaledBasis)):
        return TRUE
    _no_operator("!=", a, b)


# -- orderings (int_tuple.hpp) ---------------------------------------------------------------------------------
# On integers each is a < b.  On two tuples, lexicographic: less(a_0, b_0) || (a_0 == b_0 && less(rest)), a
# tuple that runs out first being the smaller; colexicographic: the same from the last element; elementwise:
# less(a_i, b_i) for every i, and a no longer than b.  leq(a, b) = !less(b, a), gtr(a, b) = less(b, a),
# geq(a, b) = !less(a, b).  || and ! follow integral_constant.hpp as && does (all_of): a static true || anything
# is static true, two static falses are static false, anything else is the runtime answer.

def any_of(x: Integer, y: Integer) -> Integer:
    """CuTe's x || y over booleans as truth() gives them."""
    if (is_static_int(x) and value(x)) or (is_static_int(y) and value(y)):
        return TRUE
    if is_static_int(x) and is_static_int(y):
        return FALSE
    return int(bool(value(x) or value(y)))


def negate(x: Integer) -> Integer:
    return truth(not value(x), is_static_int(x))


def _less(a: object, b: object, fn: str) -> Integer:
    if not (_is_int(a) and _is_int(b)):
        raise CuteTypeError(f"{fn}: CuTe has no '<' between {_kind(a)} and {_kind(b)}")
    return truth(value(_int(a)) < value(_int(b)), is_static_int(_int(a)) and is_static_int(_int(b)))


def _sequence_less(a: object, b: object, fn: str, reverse: bool) -> Integer:
    if not (isinstance(a, tuple) and isinstance(b, tuple)):
        return _less(a, b, fn)
    n = min(len(a), len(b))
    acc: Integer = FALSE if n == len(b) else TRUE     # b ran out first (or together): not less; else a did: less
    for i in reversed(range(n)):
        x, y = (a[-1 - i], b[-1 - i]) if reverse else (a[i], b[i])
        acc = any_of(_sequence_less(x, y, fn, reverse), all_of((equal(x, y), acc)))
    return acc


def lex_less(a: object, b: object) -> Integer:
    return _sequence_less(a, b, "lex_less", False)


def colex_less(a: object, b: object) -> Integer:
    return _sequence_less(a, b, "colex_less", True)


def elem_less(a: object, b: object) -> Integer:
    if not (isinstance(a, tuple) and isinstance(b, tuple)):
        return _less(a, b, "elem_less")
    return all_of([*(elem_less(x, y) for x, y in zip(a, b)), TRUE if len(a) <= len(b) else FALSE])


ORDERINGS: dict[str, Callable[[object, object], Integer]] = {"lex": lex_less, "colex": colex_less, "elem": elem_less}


def ordering(kind: str, relation: str, a: object, b: object) -> Integer:
    """{lex,colex,elem}_{less,leq,gtr,geq}(a, b)."""
    less = ORDERINGS[kind]
    if relation == "less":
        return less(a, b)
    if relation == "gtr":
        return less(b, a)
    return negate(less(b, a) if relation == "leq" else less(a, b))


def _is_int(x: object) -> TypeIs[Integer | it.Underscore | SmemPtrFlag]:
    return is_integer(x) or isinstance(x, (it.Underscore, SmemPtrFlag))


def _int(x: Integer | it.Underscore | SmemPtrFlag) -> Integer:
    """`_` and a smem_ptr flag are Int<0> (CuTe derives both from it)."""
    return S(0) if isinstance(x, (it.Underscore, SmemPtrFlag)) else x


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


def tile_to_mma_shape(block: Layout, mma_tile_shape: IntTuple, order: IntTuple | Literal["left", "right"] | None = None
                      ) -> Layout:
    """UMMA::tile_to_mma_shape: tile the block to the MMA tile's (M,K) extents, ((MMA_M, MMA_M's), (MMA_K, MMA_K's),
    rest...), then divide out one MMA's (MMA_M, MMA_K): ((MMA_M,MMA_K),M_MMAs,K_MMAs,rest...)."""
    r = it.rank(mma_tile_shape)
    if r < 3:
        raise CuteDomainError(f"tile_to_mma_shape: the MMA tile shape {cute_str(mma_tile_shape)} must be "
                              "((MMA_M,MMA_K),M_MMAs,K_MMAs,...)")
    mma = it.get(mma_tile_shape, 0)
    mn_shape = it.wrap(it.zip_tuples((mma, it.take(1, 3, mma_tile_shape)))) + it.take(3, r, mma_tile_shape)
    return tiled_divide(tile_to_shape(block, mn_shape, order), it.product_each(mma))
