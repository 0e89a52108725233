"""Tensors without data: a layout with an origin (CuTe's Tensor<ArithmeticTupleIterator, Layout>).

make_identity_tensor(shape) is ArithTuple(_0,...) o make_identity_layout(shape): each coordinate maps to itself.
Slicing adds the offset of the fixed modes to the origin, so a partition keeps saying which coordinates of
the original tile it holds:  T(c, _) = (origin + L(c, 0)) o slice((c, _), L).
"""

from __future__ import annotations

from ..errors import CuteDomainError
from ..record import record
from . import inttuple as it
from . import layout as lo
from .basis import ScaledBasis, arith_add
from .integers import IntTuple, S
from .inttuple import UNDERSCORE, Underscore
from .layout import Layout
from .printing import cute_str


@record(frozen=True)
class CoordTensor:
    """origin o layout: the coordinate origin + layout(c) at each coordinate c."""

    origin: IntTuple   # an ArithmeticTuple
    layout: Layout

    def cute_str(self) -> str:
        # CuTe prints the iterator's coordinate as it is: ArithTuple(_0,_0), or ArithTuple_0 for a scalar one
        return f"ArithTuple{cute_str(self.origin)} o {cute_str(self.layout)}"

    def with_layout(self, layout: Layout) -> CoordTensor:
        return CoordTensor(self.origin, layout)


def make_identity_tensor(shape) -> CoordTensor:
    return CoordTensor(it.repeat_like(shape, S(0)), lo.make_identity_layout(shape))


def make_coord_tensor(layout: Layout) -> CoordTensor:
    """A counting tensor: layout bound to an origin of zeros shaped like its codomain, so each coordinate's
    element is its offset (an integer for integer strides, a coordinate for basis strides)."""
    return CoordTensor(_zero_like(it.flatten_to_tuple(layout.stride)), layout)


def _zero_like(strides):
    """coprofile: the sum of the strides as a coordinate, each entry _0 (_0 for integer strides)."""
    total = S(0)
    for d in strides:
        total = arith_add(total, d)
    return it.repeat_like(_as_value(total), S(0))


def _zero_underscores(c):
    if isinstance(c, tuple):
        return tuple(_zero_underscores(e) for e in c)
    return S(0) if isinstance(c, Underscore) else c


def slice_tensor(t: CoordTensor, coord) -> CoordTensor:
    """t(coord) with '_' in coord: the origin moves by the offset of the fixed modes."""
    offset = lo.crd2idx(_zero_underscores(coord), t.layout)
    return CoordTensor(arith_add(t.origin, offset), lo.slice_layout(coord, t.layout))


def element(t: CoordTensor, coord):
    """t(coord) with no '_': the origin plus the layout's offset at coord (what CuTe's t(c) dereferences)."""
    return _as_value(arith_add(t.origin, lo.crd2idx(coord, t.layout)))


def _as_value(x):
    return x.to_tuple() if isinstance(x, ScaledBasis) else x


def make_fragment_like(t: CoordTensor) -> Layout:
    """The layout of make_fragment_like(t): a register tensor, so its shape must be static."""
    if not it.is_static(t.layout.shape):
        raise CuteDomainError(f"make_fragment_like: a register fragment needs a static shape, got "
                              f"{cute_str(t.layout.shape)} (CuTe: dynamic owning tensors not supported)")
    return lo.make_fragment_like(t.layout)


def register_layout(shape) -> Layout:
    """make_tensor<T>(shape).layout(): a compact register fragment of that shape (partition_fragment_C)."""
    if not it.is_static(shape):
        raise CuteDomainError(f"a register fragment needs a static shape, got {cute_str(shape)} "
                              f"(CuTe: dynamic owning tensors not supported)")
    return lo.make_layout(shape)


def _rank_mode(layout: Layout, i: int) -> int:
    return it.rank(it.get(layout.shape, i))


def inner_partition(t: CoordTensor, tiler, coord) -> CoordTensor:
    """The tile at `coord` of zipped_divide(t, tiler): (Tile) for one tile coordinate."""
    tiled = t.with_layout(lo.zipped_divide(t.layout, tiler))
    r0 = _rank_mode(tiled.layout, 0)
    if isinstance(coord, tuple):
        coord = it.append_to(_rank_mode(tiled.layout, 1), coord, UNDERSCORE)
    return slice_tensor(tiled, (_repeat_tuple(r0), coord))


def outer_partition(t: CoordTensor, tiler, coord) -> CoordTensor:
    """Element `coord` of every tile of zipped_divide(t, tiler): (Rest) for one in-tile coordinate."""
    tiled = t.with_layout(lo.zipped_divide(t.layout, tiler))
    r1 = _rank_mode(tiled.layout, 1)
    if isinstance(coord, tuple):
        coord = it.append_to(_rank_mode(tiled.layout, 0), coord, UNDERSCORE)
    return slice_tensor(tiled, (coord, _repeat_tuple(r1)))


def _repeat_tuple(n: int):
    """repeat<N>(_): a single `_` for N == 1, else a tuple of N."""
    return (UNDERSCORE,) * n if n != 1 else UNDERSCORE


def local_tile(t: CoordTensor, tiler, coord, proj=None) -> CoordTensor:
    if proj is not None:
        tiler, coord = it.dice_tuple(proj, tiler), it.dice_tuple(proj, coord)
    return inner_partition(t, tiler, coord)


def flat_coord(layout: Layout, idx):
    """Layout::get_flat_coord(idx): the flat coordinate whose offset under `layout` is idx."""
    hier = it.idx2crd(idx, layout.shape, layout.stride)
    if not isinstance(layout.shape, tuple):
        return hier
    # crd2crd(hier, shape, (1,...,1)): each mode's coordinate as that mode's colexicographic index
    return tuple(it.crd2idx_shape(c, s) for c, s in zip(it.wrap(hier), layout.shape))  # (hier is a tuple here)


def local_partition(t: CoordTensor, tile: Layout, index, proj=None) -> CoordTensor:
    if proj is not None:
        tile = lo.dice_layout(proj, tile)
    return outer_partition(t, it.product_each(tile.shape), flat_coord(tile, index))
