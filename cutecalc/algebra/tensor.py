"""Tensors without data: a layout with an origin (CuTe's Tensor<ArithmeticTupleIterator, Layout>).

make_identity_tensor(shape) is ArithTuple(_0,...) o make_identity_layout(shape): each coordinate maps to itself.
Slicing adds the offset of the fixed modes to the origin, so a partition keeps saying which coordinates of
the original tile it holds:  T(c, _) = (origin + L(c, 0)) o slice((c, _), L).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..errors import CuteDomainError
from ..record import record
from . import inttuple as it
from . import layout as lo
from .basis import arith_add
from .integers import IntTuple, S
from .inttuple import UNDERSCORE
from .layout import Layout
from .printing import cute_str

if TYPE_CHECKING:
    from .basis import ScaledBasis
    from .integers import Integer
    from .inttuple import Coord
    from .layout import Tiler


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


def make_identity_tensor(shape: IntTuple) -> CoordTensor:
    return CoordTensor(it.repeat_like(shape, S(0)), lo.make_identity_layout(shape))


def make_coord_tensor(layout: Layout) -> CoordTensor:
    """A counting tensor: layout bound to an origin of zeros shaped like its codomain, so each coordinate's
    element is its offset (an integer for integer strides, a coordinate for basis strides)."""
    return CoordTensor(_zero_like(it.flatten_to_tuple(layout.stride)), layout)


def _zero_like(strides: tuple[Integer | ScaledBasis, ...]) -> IntTuple:
    """coprofile: the sum of the strides as a coordinate, each entry _0 (_0 for integer strides)."""
    total: IntTuple = S(0)
    for d in strides:
        total = arith_add(total, d)
    return it.repeat_like(total, S(0))


def slice_tensor(t: CoordTensor, coord: Coord) -> CoordTensor:
    """t(coord) with '_' in coord: the origin moves by the offset of the fixed modes."""
    from .composed import slice_and_offset
    layout, offset = slice_and_offset(coord, t.layout)
    assert isinstance(layout, Layout)   # a plain layout's slice is a plain layout
    return CoordTensor(arith_add(t.origin, offset), layout)


def element(t: CoordTensor, coord: Coord) -> IntTuple:
    """t(coord) with no '_': the origin plus the layout's offset at coord (what CuTe's t(c) dereferences)."""
    return arith_add(t.origin, it.crd2idx(coord, t.layout.shape, t.layout.stride))


def make_fragment_like(t: CoordTensor) -> Layout:
    """The layout of make_fragment_like(t): a register tensor, so its shape must be static."""
    if not it.is_static(t.layout.shape):
        raise CuteDomainError(f"make_fragment_like: a register fragment needs a static shape, got "
                              f"{cute_str(t.layout.shape)} (CuTe: dynamic owning tensors not supported)")
    return lo.make_fragment_like(t.layout)


def register_layout(shape: IntTuple) -> Layout:
    """make_tensor<T>(shape).layout(): a compact register fragment of that shape (partition_fragment_C)."""
    if not it.is_static(shape):
        raise CuteDomainError(f"a register fragment needs a static shape, got {cute_str(shape)} "
                              f"(CuTe: dynamic owning tensors not supported)")
    return lo.make_layout(shape)


def _rank_mode(layout: Layout, i: int) -> int:
    return it.rank(it.get(layout.shape, i))


def inner_partition(t: CoordTensor, tiler: Tiler, coord: Coord) -> CoordTensor:
    """The tile at `coord` of zipped_divide(t, tiler): (Tile) for one tile coordinate."""
    tiled = t.with_layout(lo.zipped_divide(t.layout, tiler))
    r0 = _rank_mode(tiled.layout, 0)
    if isinstance(coord, tuple):
        coord = cast("Coord", it.append_to(_rank_mode(tiled.layout, 1), coord, UNDERSCORE))  # (padded with `_`)
    return slice_tensor(tiled, (lo._repeat_underscore(r0), coord))


def outer_partition(t: CoordTensor, tiler: Tiler, coord: Coord) -> CoordTensor:
    """Element `coord` of every tile of zipped_divide(t, tiler): (Rest) for one in-tile coordinate."""
    tiled = t.with_layout(lo.zipped_divide(t.layout, tiler))
    r1 = _rank_mode(tiled.layout, 1)
    if isinstance(coord, tuple):
        coord = cast("Coord", it.append_to(_rank_mode(tiled.layout, 0), coord, UNDERSCORE))  # (padded with `_`)
    return slice_tensor(tiled, (coord, lo._repeat_underscore(r1)))


def local_tile(t: CoordTensor, tiler: Tiler, coord: Coord, proj: Coord | None = None) -> CoordTensor:
    if proj is not None:
        # (dicing keeps some modes of each: a tiler's, a coordinate's)
        tiler, coord = cast("Tiler", it.dice_tuple(proj, tiler)), cast("Coord", it.dice_tuple(proj, coord))
    return inner_partition(t, tiler, coord)


def flat_coord(layout: Layout, idx: IntTuple) -> IntTuple:
    """Layout::get_flat_coord(idx): the flat coordinate whose offset under `layout` is idx."""
    hier = it.idx2crd(idx, layout.shape, layout.stride)
    if not isinstance(layout.shape, tuple):
        return hier
    # crd2crd(hier, shape, (1,...,1)): each mode's coordinate as that mode's colexicographic index
    return tuple(it.crd2idx_shape(c, s) for c, s in zip(it.wrap(hier), layout.shape))  # (hier is a tuple here)


def local_partition(t: CoordTensor, tile: Layout, index: IntTuple, proj: Coord | None = None) -> CoordTensor:
    if proj is not None:
        tile = lo.dice_layout(proj, tile)
    return outer_partition(t, it.product_each(tile.shape), flat_coord(tile, index))
