"""Layouts and their algebra (CuTe's layout.hpp), reproducing CuTe's results form included.

A Layout is a pair of congruent IntTuples (Shape, Stride): the function from coordinates to offsets
    L(c) = sum_i c_i * d_i .
Every operation follows the structure of CuTe's implementation so that static and dynamic integers,
size-1 modes and nesting come out exactly as CuTe prints them.  Nothing here enumerates a domain: cost
grows with the rank of the layouts, never with their size.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn, TypeAlias, TypeVar, cast, overload

from ..errors import CuteDomainError, CuteTypeError
from ..record import field, record
from . import inttuple as it
from .basis import ScaledBasis, arith_add, make_basis_like
from .checks import DYNAMIC_SUFFIX, note, refuse
from .integers import (
    INT64_MAX,
    DivInt,
    S,
    StaticInt,
    _0,
    _1,
    add,
    ceil_div_int,
    div,
    divide_out,
    iabs,
    igcd,
    is_constant,
    is_integer,
    mul,
    signum,
    sub,
    value,
)
from .inttuple import UNDERSCORE
from .printing import ShapeStride, cute_str

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from .basis import Stride
    from .integers import Integer, IntTuple
    from .inttuple import Coord, Underscore

# What the divides and products tile by: layouts, integers and `_` (keep the mode), in tuples (a string at run
# time: the alias is for the type checker alone).
Tiler: TypeAlias = "Layout | IntTuple | Underscore | tuple[Tiler, ...]"
# A layout's flat modes: its shape's leaves and its stride's, mode by mode (the stride is congruent to the shape).
FlatModes: TypeAlias = "tuple[tuple[Integer, ...], tuple[Integer | ScaledBasis, ...]]"
# A coalesced layout's shape and stride: one mode, or a flat tuple of modes.
FlatShape: TypeAlias = "Integer | tuple[Integer, ...]"
FlatStride: TypeAlias = "Integer | ScaledBasis | tuple[Integer | ScaledBasis, ...]"
_T = TypeVar("_T")


@record(frozen=True, slots=True)
class Layout(ShapeStride):
    """Shape:Stride, a function from (hierarchical) coordinates to offsets."""

    shape: IntTuple
    stride: Stride

    def __post_init__(self) -> None:
        if not it.congruent(self.shape, self.stride):
            raise CuteDomainError(
                f"shape {cute_str(self.shape)} and stride {cute_str(self.stride)} are not congruent "
                "(they must have the same nesting)")

    # A thin value class: the algebra lives in free functions, as in CuTe.
    def size(self) -> int:
        return value(it.product(self.shape))

    # L(c): the offset of a coordinate (a coordinate itself for basis strides), or the sub-layout where c holds `_`
    @overload
    def __call__(self, *coord: IntTuple) -> Stride: ...
    @overload
    def __call__(self, *coord: Coord) -> Layout | Stride: ...
    def __call__(self, *coord: Coord) -> Layout | Stride:
        c = coord[0] if len(coord) == 1 else tuple(coord)
        if it.has_underscore(c):
            return slice_layout(c, self)
        return crd2idx(c, self)

    def __repr__(self) -> str:
        return cute_str(self)

    def leaf_count(self) -> int:
        """The integers of the shape (the stride, congruent, has as many): the measure of MAX_LEAVES."""
        return it.leaf_count(self.shape)


_new_layout = object.__new__
# The slots' own setters: they bypass the frozen __setattr__.
_set_shape: Callable[[Layout, IntTuple], None] = vars(Layout)["shape"].__set__
_set_stride: Callable[[Layout, Stride], None] = vars(Layout)["stride"].__set__


def _layout(shape: IntTuple, stride: Stride) -> Layout:
    """Layout(shape, stride) for a pair the algebra built congruent itself, without checking it again.

    Every operation below builds its result from the modes of congruent layouts; the check in Layout()
    stays for layouts made from user input.
    """
    obj = _new_layout(Layout)
    _set_shape(obj, shape)
    _set_stride(obj, stride)
    return obj


_EMPTY = Layout(_1, _0)  # Layout<_1,_0>{}


# ----------------------------------------------------------------------------------------------
# Construction
# ----------------------------------------------------------------------------------------------

def make_layout(shape: IntTuple, stride: Stride | None = None) -> Layout:
    """make_layout(shape[, stride]); the default stride is compact column-major (LayoutLeft)."""
    if stride is None:
        stride = it.compact_major(shape)
    return Layout(shape, stride)


def make_layout_major(shape: IntTuple, left: bool) -> Layout:
    """make_layout(shape, LayoutLeft{}) / make_layout(shape, LayoutRight{})."""
    return Layout(shape, it.compact_major(shape, None, left))


def concat_layouts(*layouts: Layout) -> Layout:
    """make_layout(L0, L1, ...): the layout whose i-th mode is Li (one layout is wrapped in a 1-tuple)."""
    if len(layouts) == 2:   # (the divides' and products' pair, without the comprehensions)
        a, b = layouts
        return _layout((a.shape, b.shape), (a.stride, b.stride))
    return _layout(tuple([la.shape for la in layouts]), tuple([la.stride for la in layouts]))


def make_ordered_layout(shape: IntTuple, order: Stride) -> Layout:
    return Layout(shape, it.compact_order(shape, order))


def make_layout_like(layout: Layout) -> Layout:
    _require_integer_strides(it.flatten_to_tuple(layout.stride), "make_layout_like")
    return Layout(layout.shape, it.compact_order(it.filter_zeros(layout.stride, layout.shape), layout.stride))


def make_fragment_like(layout: Layout) -> Layout:
    """make_fragment_like(L): a compact layout of L's shape for a register copy of L.  With a static shape of
    rank > 1, mode 0 (the atom's values) is LayoutLeft over the sub-modes whose stride is not _0, tiled by the
    other modes ordered as their strides grow; otherwise make_layout(shape)."""
    r = it.rank(layout.shape)
    if r <= 1 or not it.is_static(layout.shape):
        return make_layout(layout.shape)
    rest_shape, rest_stride = it.take(1, r, layout.shape), it.take(1, r, layout.stride)
    for d in it.flatten_to_tuple(rest_stride):
        if not is_integer(d):
            raise CuteDomainError(f"make_fragment_like: orders modes 1.. by their strides, and "
                                  f"{cute_str(d)} (a coordinate stride) has no order; use integer strides, "
                                  "such as make_coord_tensor(layout)")
    shape0, stride0 = it.get(layout.shape, 0), it.get(layout.stride, 0)
    mode0 = make_layout(shape0, it.compact_major(it.filter_zeros(stride0, shape0)))
    return tiled_product(mode0, make_ordered_layout(rest_shape, rest_stride))


def make_identity_layout(shape: IntTuple) -> Layout:
    return Layout(shape, make_basis_like(shape))


# ----------------------------------------------------------------------------------------------
# Accessors
# ----------------------------------------------------------------------------------------------

def get_mode(layout: Layout, *idx: int) -> Layout:
    """get<I...>(L) and layout<I...>(L): the sub-layout at a mode path."""
    return _layout(it.get_path(layout.shape, idx), it.get_path(layout.stride, idx))


def size(layout: Layout, *idx: int) -> Integer:
    return it.product(it.get_path(layout.shape, idx) if idx else layout.shape)


def rank(layout: Layout, *idx: int) -> StaticInt:
    return S(it.rank(it.get_path(layout.shape, idx)))


def depth(layout: Layout, *idx: int) -> StaticInt:
    return S(it.depth(it.get_path(layout.shape, idx)))


def coshape(layout: Layout, *idx: int) -> IntTuple:
    """inner_product(shape - _1, abs(stride)) + _1: one past the largest offset (a coordinate for basis strides)."""
    shape = it.get_path(layout.shape, idx) if idx else layout.shape
    stride = it.get_path(layout.stride, idx) if idx else layout.stride
    if type(shape) is int and type(stride) is int and shape > 0 and stride >= 0:
        # One dynamic mode: (s - 1) * d + 1, each step dynamic, as the fold below computes it.
        v = (shape - 1) * stride + 1
        if v <= INT64_MAX:
            return v
    flat_stride = it.flatten_to_tuple(stride)
    if not _integer_leaves(flat_stride):
        co: IntTuple = _0
        for s, d in zip(it.flatten_to_tuple(shape), flat_stride):
            s = sub(s, _1)
            co = arith_add(co, d.scale(s) if isinstance(d, ScaledBasis) else mul(s, iabs(d)))
        return it.transform_leaf(co, lambda c: add(c, _1))
    # The fold is inner_product's: left to right over the leaves, from a static _0.
    acc: Integer = _0
    for s, d in zip(it.flatten_to_tuple(shape), flat_stride):
        acc = add(acc, mul(sub(s, _1), iabs(d)))
    return add(acc, _1)


def _integer_leaves(flat: tuple[Integer | ScaledBasis, ...]) -> TypeIs[tuple[Integer, ...]]:
    return not any(isinstance(d, ScaledBasis) for d in flat)


def cosize(layout: Layout, *idx: int) -> Integer:
    return it.product(coshape(layout, *idx))


def take(b: int, e: int, layout: Layout) -> Layout:
    if not (b < e):
        raise CuteDomainError(f"take<{b},{e}>: empty range")
    return Layout(it.take(b, e, layout.shape), it.take(b, e, layout.stride))


def select(idx: tuple[int, ...], layout: Layout) -> Layout:
    return Layout(it.select(idx, layout.shape), it.select(idx, layout.stride))


def flatten(layout: Layout) -> Layout:
    return Layout(it.flatten(layout.shape), it.flatten(layout.stride))


def unflatten(layout: Layout, profile: object) -> Layout:
    return Layout(it.unflatten(layout.shape, profile), it.unflatten(layout.stride, profile))


def group(b: int, e: int, layout: Layout) -> Layout:
    return Layout(it.group(b, e, layout.shape), it.group(b, e, layout.stride))


def append(layout: Layout, x: Layout = _EMPTY, n: int | None = None) -> Layout:
    if n is None:
        return Layout(it.append(layout.shape, x.shape), it.append(layout.stride, x.stride))
    return Layout(it.append_to(n, layout.shape, x.shape), it.append_to(n, layout.stride, x.stride))


def prepend(layout: Layout, x: Layout = _EMPTY, n: int | None = None) -> Layout:
    if n is None:
        return Layout(it.prepend(layout.shape, x.shape), it.prepend(layout.stride, x.stride))
    return Layout(it.prepend_to(n, layout.shape, x.shape), it.prepend_to(n, layout.stride, x.stride))


def replace(n: int, layout: Layout, x: Layout) -> Layout:
    return Layout(it.replace(n, layout.shape, x.shape), it.replace(n, layout.stride, x.stride))


def zip_layout(a: Layout, b: Layout | None = None) -> Layout:
    if b is None:
        return Layout(it.zip_tuples(a.shape), it.zip_tuples(a.stride))
    return Layout(it.zip_tuples((a.shape, b.shape)), it.zip_tuples((a.stride, b.stride)))


def tile_unzip(layout: Layout, tiler: Tiler) -> Layout:
    guide = tiler if isinstance(tiler, tuple) else S(0)
    return Layout(it.zip2_by(layout.shape, guide), it.zip2_by(layout.stride, guide))


def transform_layout(layout: Layout, tiler: tuple[_T, ...], f: Callable[[Layout, _T], Layout]) -> Layout:
    """make_layout(f(L_i, t_i)..., L_rest...): f on each mode of L and its tiler mode, L's other modes kept.

    The tiler has at most L's rank (each caller checks it first, with its own message).
    """
    parts = [f(get_mode(layout, i), t) for i, t in enumerate(tiler)]
    parts += [get_mode(layout, i) for i in range(len(tiler), it.rank(layout.shape))]
    return concat_layouts(*parts)


# ----------------------------------------------------------------------------------------------
# Mapping coordinates
# ----------------------------------------------------------------------------------------------

def crd2idx(coord: Coord, layout: Layout) -> Stride:
    return it.crd2idx(coord, layout.shape, layout.stride)


def slice_layout(coord: Coord, layout: Layout) -> Layout:
    """L(c) where c holds `_`: the sub-layout of the modes marked `_`."""
    return Layout(it.slice_tuple(coord, layout.shape), it.slice_tuple(coord, layout.stride))


def dice_layout(coord: Coord, layout: Layout) -> Layout:
    return Layout(it.dice_tuple(coord, layout.shape), it.dice_tuple(coord, layout.stride))


# ----------------------------------------------------------------------------------------------
# Coalesce and filter
# ----------------------------------------------------------------------------------------------

def _bw_coalesce(flat_shape: tuple[Integer, ...], flat_stride: tuple[Integer | ScaledBasis, ...]) -> Layout:
    shape, stride = _coalesce_flat(flat_shape, flat_stride)
    return _layout(shape, stride)


def _coalesce_flat(flat_shape: tuple[Integer, ...], flat_stride: tuple[Integer | ScaledBasis, ...]
                   ) -> tuple[FlatShape, FlatStride]:
    """(shape, stride) of the coalesced flat modes.

    Walk the flat modes right to left against the front of the result (CuTe's bw_coalesce):

        s:d   with _1:d'        -> skip the size-1 mode (only a static _1 is known to be size 1)
        _1:d  with s':d'        -> replace the front by s':d'   (while the result is a single mode)
        s*d' == d0 (statically) -> merge into (s*s0):d'
        otherwise               -> prepend s:d
    """
    for s in flat_shape:
        if type(s) is StaticInt:
            break
    else:  # no static extent: no mode is known to be size 1 and none can merge, so the flat modes are the result
        if len(flat_shape) == 1:
            return flat_shape[0], flat_stride[0]
        return flat_shape, flat_stride
    # The result is built back to front: shapes[-1]:strides[-1] is its front mode.
    shapes, strides = [flat_shape[-1]], [flat_stride[-1]]
    for i in range(len(flat_shape) - 2, -1, -1):
        s = flat_shape[i]
        if type(s) is StaticInt and s.value == 1:
            continue
        d = flat_stride[i]
        s0 = shapes[-1]
        if type(s0) is StaticInt:
            if len(shapes) == 1 and s0.value == 1:
                shapes[0], strides[0] = s, d
                continue
            if _static_eq(_mul_stride(s, d), strides[-1]):
                shapes[-1], strides[-1] = mul(s, s0), d
                continue
        shapes.append(s)
        strides.append(d)
    if len(shapes) == 1:
        s = shapes[0]
        if type(s) is StaticInt and s.value == 1:
            return _1, _0  # Layout<_1,_0>
        return s, strides[0]
    shapes.reverse()
    strides.reverse()
    return tuple(shapes), tuple(strides)


def _mul_stride(s: Integer, d: Integer | ScaledBasis) -> Integer | ScaledBasis:
    """s * d for an integer or a scaled-basis stride d."""
    return d.scale(s) if type(d) is ScaledBasis else mul(s, d)


def _static_eq(a: object, b: object) -> bool:
    """CuTe's is_constant<true, decltype(a == b)>: both static and equal."""
    if type(a) is StaticInt:
        return type(b) is StaticInt and a.value == b.value
    return (isinstance(a, ScaledBasis) and isinstance(b, ScaledBasis) and a.modes == b.modes
            and _static_eq(a.value, b.value))


def _flat_modes(layout: Layout) -> FlatModes:
    fs = layout.shape
    if not isinstance(fs, tuple):  # one mode (and the congruent stride is one leaf)
        return (fs,), (layout.stride,)  # type: ignore[return-value]  # (not cast: a call per layout)
    for e in fs:
        if isinstance(e, tuple):
            break
    else:
        if fs:  # already flat, and so is the congruent stride
            return fs, layout.stride  # type: ignore[return-value]
    flat_shape = it.flatten_to_tuple(fs)
    if not flat_shape:
        raise CuteDomainError("the layout has no modes (empty shape)")
    return flat_shape, it.flatten_to_tuple(layout.stride)


def coalesce(layout: Layout, profile: IntTuple | None = None) -> Layout:
    """Merge the modes that can be merged; the function on [0, size) is unchanged.

    @post depth(result) <= 1, size(result) == size(layout).  With a profile, coalesce each mode separately.
    """
    if profile is not None and isinstance(profile, tuple):
        if len(profile) > it.rank(layout.shape):
            raise CuteDomainError("coalesce: the profile has more modes than the layout")
        return transform_layout(layout, profile, coalesce)
    return _bw_coalesce(*_flat_modes(layout))


def coalesce_x(layout: Layout, profile: IntTuple | None = None) -> Layout:
    """coalesce that also keeps the function outside the domain (a trailing _1 mode counts as _2)."""
    if profile is not None and isinstance(profile, tuple):
        if len(profile) > it.rank(layout.shape):
            raise CuteDomainError("composition: the right layout's codomain has more modes than the left "
                                  "layout has")
        return transform_layout(layout, profile, coalesce_x)
    shape, stride = _coalesce_x_modes(layout)
    return _layout(shape, stride)


def _coalesce_x_modes(layout: Layout) -> tuple[FlatShape, FlatStride]:
    fs, fd = _flat_modes(layout)
    last = fs[-1]
    if type(last) is StaticInt and last.value == 1:
        fs = fs[:-1] + (S(2),)
    return _coalesce_flat(fs, fd)


def filter_zeros(layout: Layout, profile: IntTuple | None = None) -> Layout:
    """Replace the modes with a static stride _0 (or a _0 in `profile`) by size _1."""
    if profile is None:
        for d in it.flatten_to_tuple(layout.stride):
            if type(d) is StaticInt and d.value == 0:
                break
        else:
            return layout  # no static _0 stride: nothing to replace
    guide = layout.stride if profile is None else profile
    if profile is not None and not it.weakly_congruent(profile, layout.shape):
        raise CuteDomainError("filter_zeros: the profile does not match the layout's shape")
    return _layout(it.filter_zeros(guide, layout.shape), layout.stride)


def filter(layout: Layout, profile: IntTuple | None = None) -> Layout:
    """Remove the stride-0 and size-1 modes (coalesce(filter_zeros(L)))."""
    if profile is not None and isinstance(profile, tuple):
        if len(profile) > it.rank(layout.shape):
            raise CuteDomainError("filter: the profile has more modes than the layout")
        return transform_layout(layout, profile, filter)
    return _bw_coalesce(*_filter_flat(layout))


def _filter_flat(layout: Layout) -> FlatModes:
    """The flat modes of filter_zeros(layout): a static _0 stride makes its mode's extent _1."""
    fs, fd = _flat_modes(layout)
    for d in fd:
        if type(d) is StaticInt and d.value == 0:
            return tuple([_1 if type(d) is StaticInt and d.value == 0 else s for s, d in zip(fs, fd)]), fd
    return fs, fd


# ----------------------------------------------------------------------------------------------
# Composition:  (A o B)(c) = A(B(c)),  @post compatible(B, A o B)
# ----------------------------------------------------------------------------------------------

def composition(lhs: Layout, rhs: Tiler) -> Layout:
    if isinstance(rhs, Layout):
        return _compose_layouts(lhs, None, rhs)
    if isinstance(rhs, tuple):  # a tiler: compose mode by mode, dropping the modes it does not reach
        if len(rhs) > it.rank(lhs.shape):
            raise CuteDomainError(
                f"composition: the tiler has {len(rhs)} modes but the layout only {it.rank(lhs.shape)}")
        return concat_layouts(*(composition(get_mode(lhs, i), r) for i, r in enumerate(rhs)))
    if rhs is UNDERSCORE:
        return lhs
    return _compose_one(lhs, rhs, UNWATCHED)


def _compose_one(lhs: Layout, rhs: Tiler, seen: CompositionObserver) -> Layout:
    """composition(lhs, rhs) for a layout or an integer n (n:_1), its walk told to `seen`."""
    if isinstance(rhs, Layout):
        return _compose_layouts(lhs, None, rhs, seen)
    if is_integer(rhs):
        if value(rhs) <= 0:
            raise CuteDomainError(
                f"composition: the tile extent {rhs} is not positive (a layout's extents are >= 1; CuTe C++ "
                "returns a size-0 layout, or divides by a dynamic 0 and crashes with SIGFPE when the left "
                "layout has several modes)")
        flat = coalesce_x(lhs)
        seen.read_lhs(flat.shape, flat.stride)
        return _composition_impl(flat.shape, flat.stride, rhs, S(1), seen)
    raise CuteTypeError(f"composition: cannot compose a layout with {type(rhs).__name__}")


@record(slots=True)
class WalkStep:
    """One step of composition's walk: the part of B's mode still to place, rest_shape elements at stride
    rest_stride, meets mode `mode` of the coalesced A, extent:stride.

        divide out the stride:  next_shape  = ceil_div(extent, |rest_stride|)   elements of the mode it reaches
                                next_stride = ceil_div(|rest_stride|, extent)   the stride left for later modes
        mod out the shape:      new_shape   = min(next_shape, rest_shape)       of them kept, at stride
                                                                                rest_stride * stride
    A's last mode is not bounded: it keeps all rest_shape elements (next_shape and next_stride are None).
    new_shape is None when the step keeps nothing (next_shape or rest_shape is _1, or, for the last mode,
    a static _1 left after other modes were kept).
    """

    mode: int
    extent: Integer
    stride: Integer | ScaledBasis
    rest_shape: Integer
    rest_stride: Integer
    next_shape: Integer | None = None
    next_stride: Integer | None = None
    new_shape: Integer | None = None
    new_stride: Integer | ScaledBasis | None = None


@record(slots=True)
class ModeWalk:
    """The composition of the coalesced A with one mode shape:stride of B (right-distributivity)."""

    shape: Integer
    stride: Integer | ScaledBasis
    steps: list[WalkStep]
    result: tuple[IntTuple, Stride]
    into: tuple[int, ...] = ()    # a basis stride: the mode of A's codomain that B's mode maps into


class CompositionObserver:
    """Who watches composition's walk (CuTe's shape for a walk's by-products): the walk tells it what it reads,
    each step it takes and each mode of B it finishes.  This one, the default (UNWATCHED), watches nothing;
    CompositionWalk records the walk for --explain."""

    __slots__ = ()

    def read_lhs(self, shape: IntTuple, stride: Stride) -> None:
        """A as the walk reads it: coalesce_x(A)'s modes."""

    def step(self, mode: int, extent: Integer, stride: Integer | ScaledBasis, rest_shape: Integer,
             rest_stride: Integer, next_shape: Integer | None = None, next_stride: Integer | None = None,
             new_shape: Integer | None = None, new_stride: Integer | ScaledBasis | None = None) -> None:
        """One WalkStep of the mode of B being placed."""

    def mode_done(self, shape: Integer, stride: Integer, result: tuple[IntTuple, Stride]) -> None:
        """Mode shape:stride of B is placed (its steps told before), giving `result`."""

    def mapped_into(self, modes: tuple[int, ...], shape: Integer, stride: ScaledBasis) -> None:
        """The mode just done was B's mode shape:stride, a basis stride into mode `modes` of A's codomain."""


UNWATCHED = CompositionObserver()


@record(slots=True)
class CompositionWalk(CompositionObserver):
    """The steps of composition(lhs, rhs), as the one walk that computes it takes them."""

    lhs: Layout | None = None                      # A as the walk reads it: coalesce_x(A)
    modes: list[ModeWalk] = field(default_factory=list)
    result: Layout | None = None
    steps: list[WalkStep] = field(default_factory=list)   # the steps of the mode of B being placed

    def read_lhs(self, shape: IntTuple, stride: Stride) -> None:
        self.lhs = _layout(shape, stride)

    def step(self, mode: int, extent: Integer, stride: Integer | ScaledBasis, rest_shape: Integer,
             rest_stride: Integer, next_shape: Integer | None = None, next_stride: Integer | None = None,
             new_shape: Integer | None = None, new_stride: Integer | ScaledBasis | None = None) -> None:
        self.steps.append(WalkStep(mode, extent, stride, rest_shape, rest_stride, next_shape, next_stride,
                                   new_shape, new_stride))

    def mode_done(self, shape: Integer, stride: Integer, result: tuple[IntTuple, Stride]) -> None:
        self.modes.append(ModeWalk(shape, stride, self.steps, result))
        self.steps = []

    def mapped_into(self, modes: tuple[int, ...], shape: Integer, stride: ScaledBasis) -> None:
        last = self.modes[-1]
        last.into, last.shape, last.stride = modes, shape, stride


def composition_walk(lhs: Layout, rhs: Tiler) -> CompositionWalk:
    """composition(lhs, rhs) for a layout or integer rhs, with the walk that computed it."""
    walk = CompositionWalk()
    walk.result = _compose_one(lhs, rhs, walk)
    return walk


def _compose_layouts(lhs: Layout, lhs_modes: tuple[IntTuple, Stride] | None, rhs: Layout,
                     seen: CompositionObserver = UNWATCHED) -> Layout:
    """composition(lhs, rhs) for a layout rhs; `lhs_modes` are coalesce_x(lhs)'s (shape, stride) if known."""
    rstride = rhs.stride
    if _has_basis(rstride):
        profile = _coprofile(rhs)
        if profile is not None and isinstance(profile, tuple):
            flat = coalesce_x(lhs, profile)
            seen.read_lhs(flat.shape, flat.stride)
            return _composition_impl(flat.shape, flat.stride, rhs.shape, rstride, seen)
    lshape, lstride = _coalesce_x_modes(lhs) if lhs_modes is None else lhs_modes
    seen.read_lhs(lshape, lstride)
    shape, stride = _compose(lshape, lstride, rhs.shape, rstride, seen)
    return _layout(shape, stride)


def _has_basis(t: Stride) -> bool:
    """Whether a stride holds a scaled basis element."""
    if isinstance(t, tuple):
        for e in t:
            if isinstance(e, tuple):
                if _has_basis(e):
                    return True
            elif isinstance(e, ScaledBasis):
                return True
        return False
    return isinstance(t, ScaledBasis)


def _coprofile(rhs: Layout) -> IntTuple | None:
    """The profile of B's codomain when its strides are basis elements (None for integer strides)."""
    strides = it.flatten_to_tuple(rhs.stride)
    for d in strides:
        if isinstance(d, ScaledBasis):
            break
    else:
        return None
    total: IntTuple = _0
    for d in strides:
        total = arith_add(total, d)
    return it.repeat_like(total, _0)


def _composition_impl(lshape: IntTuple, lstride: Stride, rshape: IntTuple, rstride: Stride,
                      seen: CompositionObserver = UNWATCHED) -> Layout:
    shape, stride = _compose(lshape, lstride, rshape, rstride, seen)
    return _layout(shape, stride)


def _compose(lshape: IntTuple, lstride: Stride, rshape: IntTuple, rstride: Stride,
             seen: CompositionObserver = UNWATCHED) -> tuple[IntTuple, Stride]:
    """(shape, stride) of A o B for A = lshape:lstride coalesced (flat) and B = rshape:rstride.

    `seen` is told each step below, with its values, and the end of each mode of B (CompositionObserver).
    """
    if isinstance(rshape, tuple):  # right-distributivity over the modes of B
        shapes: list[IntTuple] = []
        strides: list[Stride] = []
        leaves = 0  # each mode of B can give a mode per mode of A: the result is capped as it grows
        for s, d in zip(rshape, rstride):  # type: ignore[arg-type]  # (congruent to the tuple rshape)
            s, d = _compose(lshape, lstride, s, d, seen)
            shapes.append(s)
            strides.append(d)
            leaves += len(s) if type(s) is tuple else 1
            if leaves > it.MAX_LEAVES and it.leaf_count(tuple(shapes)) > it.MAX_LEAVES:
                raise CuteDomainError(f"composition: the result {it.TOO_LARGE}")
        return tuple(shapes), tuple(strides)
    if isinstance(rstride, ScaledBasis):  # B maps into one mode of A's codomain
        out = _compose(it.get_path(lshape, rstride.modes), it.get_path(lstride, rstride.modes),
                       rshape, rstride.value, seen)
        seen.mapped_into(rstride.modes, rshape, rstride)
        return out
    # (rstride: congruent to the integer rshape, and not a basis element; unchecked casts, not cast() calls, on
    # this recursion, the hottest of the algebra)
    if type(rstride) is StaticInt and rstride.value == 0:
        seen.mode_done(rshape, rstride, (rshape, rstride))
        return rshape, rstride
    if not isinstance(lshape, tuple):
        stride = _mul_stride(rstride, lstride)  # type: ignore[arg-type]  # (congruent to the integer lshape)
        seen.step(0, lshape, lstride, rshape, rstride, new_shape=rshape, new_stride=stride)  # type: ignore[arg-type]
        seen.mode_done(rshape, rstride, (rshape, stride))  # type: ignore[arg-type]
        return rshape, stride
    return _compose_flat((lshape, lstride), rshape, rstride, seen)  # type: ignore[arg-type]


def _compose_flat(a: FlatModes, rshape: Integer, rstride: Integer,
                  seen: CompositionObserver) -> tuple[IntTuple, Stride]:
    """The general case of _compose: A (a, coalesced) a flat tuple, B a single mode s:d.  Walk A's modes, dividing
    d out of the prefix products of A's shape (next_stride) and taking what is left of s (rest_shape)."""
    if type(rstride) is int and rstride == 0:   # (a static _0 does not come here: _compose keeps B's mode as it is)
        refuse(f"composition: the right layout's stride is a dynamic 0 ({rshape}:{rstride}); CuTe C++ divides "
               "by it here (it crashes with SIGFPE); write the stride as _0")
    lshape, lstride = a   # A, coalesced, is flat here: a flat stride is congruent to its flat shape
    watched = seen is not UNWATCHED  # the loop's steps are told only to a real observer (measured: ~8% of it)
    result_shape: tuple[Integer, ...] = ()
    result_stride: tuple[Integer | ScaledBasis, ...] = ()
    rest_shape, rest_stride = rshape, rstride
    for i in range(len(lshape) - 1):
        curr_shape = lshape[i]
        if type(curr_shape) is StaticInt:
            vcs, static_cs = curr_shape.value, True
        else:
            vcs, static_cs = curr_shape, False
        if type(rest_stride) is StaticInt:
            vrs, static_rs = rest_stride.value, True
        else:
            vrs, static_rs = rest_stride, False
        if type(rest_shape) is StaticInt:
            vrest, static_rest = rest_shape.value, True
        else:
            vrest, static_rest = rest_shape, False
        if vcs <= 0 or vrest <= 0 or (vrs % vcs != 0 and vrs >= vcs and (static_cs and static_rs or vrest > 1)):
            _refuse_mode(i, curr_shape, rest_shape, rest_stride, static_cs and static_rs)
        next_shape, next_stride, new_shape, quotient = divide_out(curr_shape, rest_shape, rest_stride)
        if (type(next_shape) is StaticInt and next_shape.value == 1) or (static_rest and vrest == 1):
            if watched:
                seen.step(i, curr_shape, lstride[i], rest_shape, rest_stride, next_shape, next_stride)
            rest_stride = next_stride
            continue
        vnew = new_shape.value if type(new_shape) is StaticInt else new_shape
        if vrs < vcs and vcs % vrs != 0 and vnew != vrest:
            # B's stride splits A's mode unevenly and B runs past it: CuTe does not test this.
            _inadmissible(f"stride {rest_stride} does not divide the extent {curr_shape} of mode {i} "
                          "of the left layout", static_cs and static_rs and static_rest)
        if vrest % vnew != 0:
            refuse(f"composition: extent {rest_shape} of the right layout is not divisible by "
                   f"{new_shape}, what mode {i} of the left layout leaves (Shape Divisibility Condition)",
                   type(new_shape) is StaticInt and static_rest)
        curr_stride = lstride[i]
        new_stride = curr_stride.scale(rest_stride) if type(curr_stride) is ScaledBasis else mul(rest_stride,
                                                                                                  curr_stride)
        if watched:
            seen.step(i, curr_shape, curr_stride, rest_shape, rest_stride, next_shape, next_stride, new_shape,
                      new_stride)
        result_shape += (new_shape,)
        result_stride += (new_stride,)
        rest_shape = quotient
        rest_stride = next_stride
    last = lstride[-1]
    last_stride = last.scale(rest_stride) if type(last) is ScaledBasis else mul(rest_stride, last)
    result: tuple[IntTuple, Stride]
    last_kept = True
    if not result_shape:
        result = rest_shape, last_stride
    elif type(rest_shape) is StaticInt and rest_shape.value == 1:
        result = (result_shape[0], result_stride[0]) if len(result_shape) == 1 else (result_shape, result_stride)
        last_kept = False
    else:
        result = result_shape + (rest_shape,), result_stride + (last_stride,)
    if watched:
        seen.step(len(lshape) - 1, lshape[-1], last, rest_shape, rest_stride,
                  new_shape=rest_shape if last_kept else None, new_stride=last_stride if last_kept else None)
        seen.mode_done(rshape, rstride, result)
    return result


def _refuse_mode(i: int, curr_shape: Integer, rest_shape: Integer, rest_stride: Integer, static: bool) -> NoReturn:
    """Why mode i of A (its extent curr_shape) cannot take B's rest_shape:rest_stride: an extent that is not
    positive, or the Stride Divisibility Condition."""
    vcs, vrest = value(curr_shape), value(rest_shape)
    if vcs <= 0 or vrest <= 0:  # no layout has such an extent; CuTe's inverses of negative strides do
        refuse(f"composition: extent {curr_shape if vcs <= 0 else rest_shape} is not positive, so "
               f"{'the left' if vcs <= 0 else 'the right'} operand is not a layout (CuTe's left_inverse "
               "of a negative stride makes such extents)")
    # CuTe asserts this whenever both are static; with dynamic integers it only matters (the result
    # is only wrong) when B still has more than one element to place.
    refuse(f"composition: stride {rest_stride} is neither a multiple of nor smaller than the "
           f"extent {curr_shape} of mode {i} of the left layout (Stride Divisibility Condition)", static)


INADMISSIBLE_NOTE = "not admissible"


def _inadmissible(why: str, static: bool) -> None:
    """A composition CuTe accepts whose result is not A(B(c)): note it (static) or refuse (dynamic)."""
    if static:
        note(f"composition is {INADMISSIBLE_NOTE} ({why}); this is CuTe's result, but it is not A(B(c))")
    else:
        refuse(f"composition: {why}", False)


# ----------------------------------------------------------------------------------------------
# Complement:  the layout R, ordered and disjoint from A, such that (A, R) covers [0, cotarget)
#   complement(4:2, 24) = (2,3):(_1,8)
# ----------------------------------------------------------------------------------------------

def complement(layout: Layout, cotarget: IntTuple | Layout | None = None) -> Layout:
    shape, stride = _coalesce_flat(*_filter_flat(layout))   # filter(layout)
    if cotarget is None:
        cotarget = cosize(_layout(shape, stride))
    elif isinstance(cotarget, Layout):
        cotarget = cotarget.shape
    return _complement(shape, stride, cotarget)


_EXTENDED_COMPLEMENT = ("CuTe C++ refuses this complement ('Dynamic-stride complement only for rank-1 layouts'); "
                        "it needs static strides here")


def _complement(shape: FlatShape, stride: FlatStride, cotarget: IntTuple) -> Layout:
    if type(stride) is StaticInt and stride.value == 0:  # an irreducible rank-1 stride-0 layout
        rest_shape = it.coalesce_shape(cotarget)
        return _layout(rest_shape, it.compact_major(rest_shape))
    # `filter` left a flat layout: shape and stride are integers or tuples of integers.
    shapes = shape if isinstance(shape, tuple) else (shape,)
    flat_strides = stride if isinstance(stride, tuple) else (stride,)
    values: list[int] = []  # the strides' values, which order the walk and decide its checks
    n_dynamic = 0
    for d in flat_strides:
        if type(d) is StaticInt:
            values.append(d.value)
        elif type(d) is int or type(d) is DivInt:
            values.append(d)
            n_dynamic += 1
        else:
            raise CuteDomainError("complement of a layout with basis strides is not supported")
    strides: tuple[Integer, ...] = flat_strides  # type: ignore[assignment]  # (the loop refused basis strides)
    r = len(strides)
    extended = r > 1 and n_dynamic > 0
    if extended:
        note(_EXTENDED_COMPLEMENT)
        # Beyond CuTe: a dynamic size-1 mode is not filtered out, yet its stride would read as a gap.
        if 1 in shapes:  # (a static _1 would have been filtered out)
            keep = [i for i in range(r) if shapes[i] != 1] or [0]
            shapes, strides = tuple([shapes[i] for i in keep]), tuple([strides[i] for i in keep])
            values = [values[i] for i in keep]
            r = len(keep)
            n_dynamic = r - [type(d) for d in strides].count(StaticInt)
    smallest = min(values) if r > 1 else values[0]
    if smallest <= 0:
        if smallest < 0:
            raise CuteDomainError(f"complement: negative stride {strides[values.index(smallest)]} is not "
                                  "supported (CuTe requires non-negative strides here)")
        # filter dropped every static _0 stride: this one is dynamic
        refuse(f"complement: {cute_str(_layout(shape, stride))} has a dynamic stride 0, which filter does not "
               "drop, so no complement can be formed (for a rank-1 layout CuTe C++ divides by it and crashes "
               "with SIGFPE); write the stride as _0")
    # Take the modes in increasing stride order (CuTe takes the first of equal strides first); each gap
    # between consecutive strides becomes a mode new_shape:covered, where covered is the extent the smaller
    # strides reach.  The values decide the checks; the forms follow CuTe's operators.
    result_shape: list[Integer] = []
    result_stride: list[Integer] = []
    covered: Integer = _1
    vcovered = 1
    for i in (sorted(range(r), key=values.__getitem__) if r > 1 else (0,)):
        d, vd = strides[i], values[i]
        # min_stride = cute::min(d_i, ...) over the remaining strides: static only if every one of them is.
        min_stride: Integer
        if type(d) is StaticInt:
            min_stride = d if n_dynamic == 0 else vd
        else:
            min_stride = d
            n_dynamic -= 1
        if vd < vcovered:  # min_stride / covered == 0
            _check_injective(div(min_stride, covered), extended)
        if vd % vcovered != 0:
            _check_gap(min_stride, covered, extended)
        s = shapes[i]
        vs = s.value if type(s) is StaticInt else s
        result_stride.append(covered)
        if type(min_stride) is int and vs > 0 and vd * vs <= INT64_MAX:
            # a dynamic stride (0 < covered <= stride, checked above): div and mul of plain integers, dynamic
            result_shape.append(vd // vcovered)
            covered = vcovered = vd * vs
            continue
        result_shape.append(div(min_stride, covered))
        covered = mul(min_stride, s)
        vcovered = vd * vs
    # coalesce(((result_shape), rest_shape) : ((result_stride), rest_stride)), whose flat modes these are.
    if isinstance(cotarget, tuple):
        rest_shape = it.coalesce_shape(it.ceil_div(cotarget, covered))
    else:
        rest_shape = ceil_div_int(cotarget, covered)
    if isinstance(rest_shape, tuple):
        result_shape.extend(it.flatten_to_tuple(rest_shape))
        result_stride.extend(it.flatten_to_tuple(it.compact_major(rest_shape, covered)))
    else:  # compact_major of one mode: stride covered, or _0 if its extent is a static _1
        result_shape.append(rest_shape)
        result_stride.append(_0 if type(rest_shape) is StaticInt and rest_shape.value == 1 else covered)
    return _bw_coalesce(tuple(result_shape), tuple(result_stride))


def _check_gap(stride: Integer, covered: Integer, extended: bool) -> None:
    """Each stride, taken in increasing order, must be a multiple of the extent covered below it.

    Otherwise the modes interleave raggedly and no layout fills the gaps: CuTe divides anyway (its
    result is not a complement); beyond CuTe there is no answer to give.
    """
    why = (f"stride {stride} is not a multiple of {covered}, the extent covered by the smaller strides, "
           "so the gaps are not a layout")
    if extended:
        refuse(f"complement: {why}")
    note(f"complement is {INADMISSIBLE_NOTE} ({why}); this is CuTe's result, but it is not a complement")


def _check_injective(new_shape: Integer, extended: bool) -> NoReturn:
    """A stride below the extent already covered: two modes overlap.  CuTe asserts only a static zero
    new_shape; beyond CuTe (dynamic strides, rank > 1) there is no CuTe result."""
    refuse("complement: the layout is not injective (two modes overlap: Non-injective Layout "
           "detected in complement)", isinstance(new_shape, StaticInt) or extended)


# ----------------------------------------------------------------------------------------------
# Inverses
# ----------------------------------------------------------------------------------------------

def _exchange_sort(keys: list[int], vals: list[int]) -> list[int]:
    """CuTe's constexpr exchange sort by key; its order among equal keys is what CuTe's is."""
    keys, vals = list(keys), list(vals)
    n = len(keys)
    for i in range(n - 1):
        for j in range(i + 1, n):
            if keys[j] < keys[i]:
                keys[i], keys[j] = keys[j], keys[i]
                vals[i], vals[j] = vals[j], vals[i]
    return vals


def _prefix_products(lshape: tuple[Integer, ...]) -> list[Integer]:
    out: list[Integer] = [_1]
    acc: Integer = _1
    for s in lshape:
        acc = mul(s, acc)
        out.append(acc)
    return out


def _coalesced_modes(layout: Layout) -> FlatModes:
    """The modes of coalesce(layout), each side wrapped in a tuple."""
    shape, stride = _coalesce_flat(*_flat_modes(layout))  # (a flat stride, congruent to the flat shape)
    if isinstance(shape, tuple):
        return shape, stride  # type: ignore[return-value]
    return (shape,), (stride,)  # type: ignore[return-value]


def right_inverse(layout: Layout) -> Layout:
    """R with L(R(i)) == i for i < size(R): follow the static strides 1, s0*d0, ... as far as they chain."""
    lshape, flat_stride = _coalesced_modes(layout)
    lstride = _require_integer_strides(flat_stride, "right_inverse")
    pre = _prefix_products(lshape)
    seq = [i for i, d in enumerate(lstride) if isinstance(d, StaticInt)]
    if not seq:  # no static stride: nothing chains from _1
        return _EMPTY
    order = _exchange_sort([value(lstride[i]) for i in seq], seq)
    rshape: tuple[Integer, ...] = (_1,)
    rstride: tuple[Integer, ...] = (_0,)
    curr: Integer = _1
    for i in order:
        if isinstance(curr, StaticInt) and curr.value == value(lstride[i]):
            rshape += (lshape[i],)
            rstride += (pre[i],)
            curr = mul(lshape[i], lstride[i])
    return _bw_coalesce(rshape, rstride)


def left_inverse(layout: Layout) -> Layout:
    """R with R(L(i)) == i for i < size(L), for injective L."""
    lshape, flat_stride = _coalesced_modes(layout)
    lstride = _require_integer_strides(flat_stride, "left_inverse")
    dynamic = False
    for d in lstride:  # is_static(lstride): the strides are integers
        if type(d) is not StaticInt:
            dynamic = True
            note("CuTe C++ refuses this left_inverse ('Left inverse requires static strides')")
            # Beyond CuTe: dynamic size-1 modes are not known to coalesce away, so drop them by value.
            keep = [i for i, s in enumerate(lshape) if value(s) != 1]
            if not keep:
                lshape, lstride = (_1,), (_0,)
            elif len(keep) != len(lshape):
                lshape, lstride = tuple([lshape[i] for i in keep]), tuple([lstride[i] for i in keep])
            break
    negative = [d for d in lstride if value(d) < 0]
    if negative:
        why = (f"stride {negative[0]} is negative: CuTe's left_inverse assumes non-negative strides, and its "
               "answer has a negative extent, so it is not a layout nor a left inverse")
        if dynamic:
            refuse(f"left_inverse: {why}")
        note(f"left_inverse: {why}; this is CuTe's result")
    pre = _prefix_products(lshape)
    order = _exchange_sort([value(d) for d in lstride], list(range(len(lstride))))
    rshape: tuple[Integer, ...] = ()
    rstride: tuple[Integer, ...] = (_0,)
    sz: Integer = _1  # product(rshape), folded left as the shape grows
    for i in order:
        d = lstride[i]
        if type(d) is StaticInt:
            if d.value == 0:
                continue
            vd = d.value
        else:
            vd = value(d)
            if vd == 0:
                continue
        if vd % value(sz) != 0:
            refuse(f"left_inverse: stride {d} is not a multiple of {sz}, the size covered so far "
                   "(Left inverse divisibility condition)", True)
        q = div(d, sz)
        rshape += (q,)
        rstride += (pre[i],)
        sz = q if len(rshape) == 1 else mul(sz, q)
    return _bw_coalesce(rshape + (lshape[order[-1]],), rstride)


def _require_integer_strides(strides: tuple[Integer | ScaledBasis, ...], what: str) -> tuple[Integer, ...]:
    """The strides, refused unless each is an integer (a basis stride maps to a coordinate, not an offset)."""
    for d in strides:
        if not is_integer(d):
            raise CuteDomainError(f"{what}: needs integer strides, got {d!r}")
    return cast("tuple[Integer, ...]", strides)  # (each one checked)


def max_common_layout(a: Layout, b: Layout) -> Layout:
    """The layout of the largest vector on which a and b agree: inv_b truncated to common's first mode when
    that mode is static with stride _1, else _1:_0."""
    inv_b, common = _common(a, b)
    s0, d0 = it.get(common.shape, 0), it.get(common.stride, 0)
    if isinstance(s0, StaticInt) and is_constant(1, d0):
        return composition(inv_b, get_mode(common, 0))
    return _EMPTY


def max_common_vector(a: Layout, b: Layout) -> Integer:
    """shape<0>(coalesce(a o right_inverse(b))) when static with stride _1, else _1."""
    common = _common(a, b)[1]
    s0, d0 = it.get(common.shape, 0), it.get(common.stride, 0)
    if isinstance(s0, StaticInt) and is_constant(1, d0):
        return s0
    return S(1)


def _common(a: Layout, b: Layout) -> tuple[Layout, Layout]:
    """(right_inverse(b), coalesce(a o right_inverse(b))).

    Where the composition breaks a condition CuTe checks only for static integers, CuTe still computes a layout
    (a wrong one) and reads only its type: which of its first mode's shape and stride are static, and their
    static values.  Those do not depend on the dynamic values, so the same composition with every dynamic
    integer read as 1 (which meets every condition) has the type CuTe's has.
    """
    inv_b = right_inverse(b)
    try:
        return inv_b, coalesce(composition(a, inv_b))
    except CuteDomainError as e:
        if DYNAMIC_SUFFIX not in str(e):
            raise
    ones_a = Layout(_dynamic_ones(a.shape), _dynamic_ones(a.stride))
    ones_b = Layout(_dynamic_ones(b.shape), _dynamic_ones(b.stride))
    return inv_b, coalesce(composition(ones_a, right_inverse(ones_b)))


def _dynamic_ones(t: it.TreeT) -> it.TreeT:
    if isinstance(t, tuple):
        return tuple(_dynamic_ones(e) for e in t)
    return 1 if type(t) is int or type(t) is DivInt else t


def nullspace(layout: Layout) -> Layout:
    """The layout of coordinates that L maps to 0 (its static stride-0 modes)."""
    fstride = it.flatten_to_tuple(layout.stride)
    iseq = [i for i, d in enumerate(fstride) if is_constant(0, d)]
    if not iseq:
        return _EMPTY
    fshape = it.flatten_to_tuple(layout.shape)
    rstride = it.compact_major(fshape)
    return Layout(it.unwrap(tuple(fshape[i] for i in iseq)), it.unwrap(tuple(rstride[i] for i in iseq)))


# ----------------------------------------------------------------------------------------------
# Divides:  logical_divide(A, B) = A o (B, complement(B, size(A)))
# ----------------------------------------------------------------------------------------------

def logical_divide(layout: Layout, tiler: Tiler) -> Layout:
    if isinstance(tiler, Layout):
        fs, fd = _flat_modes(layout)
        modes = _coalesce_flat(fs, fd)  # coalesce(layout); also coalesce_x(layout) unless it ends in a static _1
        rhs = concat_layouts(tiler, complement(tiler, modes[0]))
        last = fs[-1]
        return _compose_layouts(layout, None if type(last) is StaticInt and last.value == 1 else modes, rhs)
    return _by_tiler(logical_divide, layout, tiler, "logical_divide", "divide by")


def _by_tiler(op: Callable[[Layout, Tiler], Layout], layout: Layout, tiler: Tiler, what: str, verb: str) -> Layout:
    """op(L, tiler) for a tiler that is not a layout (the divides' and products' one reading of a tiler): mode by
    mode for a tuple, L itself for `_`, op(L, make_layout(n)) for an integer n."""
    if isinstance(tiler, tuple):
        if len(tiler) > it.rank(layout.shape):
            raise CuteDomainError(f"{what}: too many modes in tiler ({len(tiler)} modes for a layout of "
                                  f"rank {it.rank(layout.shape)})")
        return transform_layout(layout, tiler, op)
    if tiler is UNDERSCORE:
        return layout
    if is_integer(tiler):
        if value(tiler) <= 0:
            raise CuteDomainError(f"{what}: a tile extent must be positive, got {tiler}")
        return op(layout, make_layout(tiler))
    raise CuteTypeError(f"{what}: cannot {verb} {type(tiler).__name__}")


def _tiled(zipped: Layout) -> Layout:
    """(tile, rest...): the rest mode of a zipped divide or product unpacked."""
    return slice_layout((UNDERSCORE, _repeat_underscore(it.rank(it.get(zipped.shape, 1)))), zipped)


def _flat(zipped: Layout) -> Layout:
    """(tile..., rest...): both modes of a zipped divide or product unpacked."""
    return slice_layout((_repeat_underscore(it.rank(it.get(zipped.shape, 0))),
                         _repeat_underscore(it.rank(it.get(zipped.shape, 1)))), zipped)


def _repeat_underscore(n: int) -> Coord:
    return UNDERSCORE if n == 1 else (UNDERSCORE,) * n


def ceil_div_layout(target: IntTuple, tiler: Layout) -> IntTuple:
    return complement(tiler, target).shape


# ----------------------------------------------------------------------------------------------
# Products:  logical_product(A, B) = (A, complement(A, size(A)*cosize(B)) o B)
# ----------------------------------------------------------------------------------------------

def logical_product(block: Layout, tiler: Tiler) -> Layout:
    if isinstance(tiler, Layout):
        rest = complement(block, mul(it.product(block.shape), it.product(coshape(tiler))))
        return concat_layouts(block, _compose_layouts(rest, None, tiler))
    return _by_tiler(logical_product, block, tiler, "logical_product", "multiply by")


def _gathered_forms(logical: Callable[[Layout, Tiler], Layout], noun: str) -> tuple[
        Callable[[Layout, Tiler], Layout], Callable[[Layout, Tiler], Layout], Callable[[Layout, Tiler], Layout]]:
    """zipped_X, tiled_X and flat_X of the logical divide or product X: its tile modes and rest modes gathered,
    ((tile),(rest)); then the rest unpacked, ((tile),rest...); then both, (tile...,rest...)."""
    def zipped(layout: Layout, tiler: Tiler) -> Layout:
        return tile_unzip(logical(layout, tiler), tiler)

    def tiled(layout: Layout, tiler: Tiler) -> Layout:
        return _tiled(zipped(layout, tiler))

    def flat(layout: Layout, tiler: Tiler) -> Layout:
        return _flat(zipped(layout, tiler))

    for fn, form in ((zipped, "zipped"), (tiled, "tiled"), (flat, "flat")):
        fn.__name__ = fn.__qualname__ = f"{form}_{noun}"
    return zipped, tiled, flat


zipped_divide, tiled_divide, flat_divide = _gathered_forms(logical_divide, "divide")
zipped_product, tiled_product, flat_product = _gathered_forms(logical_product, "product")


def _rank_padded_product(block: Layout, tiler: Layout) -> Layout:
    if not isinstance(block, Layout) or not isinstance(tiler, Layout):
        raise CuteTypeError("blocked_product and raked_product take two layouts")
    r = max(it.rank(block.shape), it.rank(tiler.shape))
    return logical_product(append(block, n=r), append(tiler, n=r))


def blocked_product(block: Layout, tiler: Layout) -> Layout:
    """Repeat `block` over `tiler`, block-major: rank(result) == max(rank(block), rank(tiler))."""
    res = _rank_padded_product(block, tiler)
    return zip_layout(get_mode(res, 0), get_mode(res, 1))


def raked_product(block: Layout, tiler: Layout) -> Layout:
    """Repeat `block` over `tiler`, interleaving the blocks."""
    res = _rank_padded_product(block, tiler)
    return zip_layout(get_mode(res, 1), get_mode(res, 0))


# ----------------------------------------------------------------------------------------------
# Upcast / downcast / recast: reinterpret the elements as N-times wider (or narrower) ones
# ----------------------------------------------------------------------------------------------

def upcast(n: int, layout: Layout) -> Layout:
    _require_integer_strides(it.flatten_to_tuple(layout.stride), "upcast")
    return _upcast(n, layout.shape, cast("IntTuple", layout.stride))  # (its leaves checked to be integers)


def _upcast(n: int, shape: IntTuple, stride: IntTuple) -> Layout:
    if isinstance(stride, tuple):  # (and so is the congruent shape)
        return concat_layouts(*(_upcast(n, s, d) for s, d in zip(cast("tuple[IntTuple, ...]", shape), stride)))
    if is_constant(0, stride):
        return Layout(shape, stride)
    N = S(n)
    if isinstance(stride, StaticInt):
        if stride.value % n != 0 and n % stride.value != 0:
            refuse(f"upcast<{n}>: stride {stride} and {n} must divide one another (Divisibility Condition)")
        return Layout(it.ceil_div(shape, ceil_div_int(N, iabs(stride))),
                      mul(signum(stride), ceil_div_int(iabs(stride), N)))
    if value(stride) % n != 0:
        refuse(f"upcast<{n}>: dynamic stride {stride} is not a multiple of {n}", False)
    return Layout(shape, div(stride, N))


def downcast(n: int, layout: Layout) -> Layout:
    _require_integer_strides(it.flatten_to_tuple(layout.stride), "downcast")
    if not any(is_constant(1, d) for d in it.flatten_to_tuple(layout.stride)):
        refuse(f"downcast<{n}>: the layout has no static stride-1 mode (Downcast requires adjacent elements)")
    return _downcast(n, layout.shape, cast("IntTuple", layout.stride))  # (its leaves checked to be integers)


def _downcast(n: int, shape: IntTuple, stride: IntTuple) -> Layout:
    if isinstance(shape, tuple):
        return concat_layouts(*(_downcast(n, s, d) for s, d in zip(shape, cast("tuple[IntTuple, ...]", stride))))
    stride = cast("Integer", stride)  # (congruent to the integer shape)
    if is_constant(1, stride) or is_constant(-1, stride):
        return Layout(mul(shape, S(n)), stride)
    return Layout(shape, mul(stride, S(n)))


def recast_layout(old_bits: int, new_bits: int, layout: Layout) -> Layout:
    g = value(igcd(S(new_bits), S(old_bits)))
    num, den = new_bits // g, old_bits // g
    if num == 1 and den == 1:
        return layout
    if num == 1:
        return downcast(den, layout)
    if den == 1:
        return upcast(num, layout)
    return downcast(den, upcast(num, layout))


def max_alignment(layout: Layout) -> Integer:
    flat = coalesce(layout)
    shp = tuple(s if isinstance(s, StaticInt) else S(1) for s in it.wrap(flat.shape))
    std = tuple(d if isinstance(d, StaticInt) else S(0) for d in it.wrap(flat.stride))
    filt = Layout(shp, std)
    permuted = logical_divide(filt, right_inverse(filt))
    # CuTe's gcd(size<0>, stride<1>) folds a tuple stride over its leaves.
    return igcd(size(permuted, 0), it.tgcd(cast("IntTuple", stride_mode(permuted, 1))))  # (integer strides)


def stride_mode(layout: Layout, *idx: int) -> Stride:
    return it.get_path(layout.stride, idx)


def shape_mode(layout: Layout, *idx: int) -> IntTuple:
    return it.get_path(layout.shape, idx)




def tv_coordinate_layout(layout_tv: Layout, tile: IntTuple) -> Layout:
    """A TV layout as a map (t,v) -> (m,n) into the tile (M,N), the form CuTe's print_latex_tv reads.

    A TV layout of indices (t,v) -> m + n*M (as TiledCopy and TiledMMA build them) becomes
    composition(make_identity_layout(tile), layout_tv); one whose strides are basis elements already maps to
    coordinates and is returned as it is.
    """
    if any(isinstance(d, ScaledBasis) for d in it.flatten_to_tuple(layout_tv.stride)):
        return layout_tv
    return composition(make_identity_layout(tuple(it.product_each(tile))), layout_tv)
