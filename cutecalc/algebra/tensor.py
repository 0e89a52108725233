"""Tensors without data: an iterator and a layout (CuTe's Tensor<Engine, Layout>), printed `iterator o layout`.

The iterator is where the tensor starts:
  - a coordinate (an ArithmeticTuple), for make_identity_tensor and make_coord_tensor: each coordinate c holds
    origin + L(c), so a partition keeps saying which coordinates of the original tile it holds;
  - a pointer (algebra.pointer.Pointer): gmem_ptr / smem_ptr / a raw T* / a swizzle_ptr, with no memory behind
    it, for make_tensor(make_smem_ptr((half_t*)nullptr), L) and the partitions of a kernel's tensors;
  - a GMMA/UMMA DescriptorIterator, the fragment an SS MMA reads from shared memory.
The layout is a Layout or a composed layout (Sw<3,3,3> o _0 o L: a position-independent swizzled smem tensor).

Slicing moves the iterator by the offset of the fixed modes:  T(c, _) = (it + L(c, 0)) o slice((c, _), L), with
CuTe's slice_and_offset (for a swizzled layout, swizzle_layout.hpp's: the slice may decay to strides that carry
the swizzle, and the pointer moves by the swizzled offset).  Every other operation on a tensor is the operation
on its layout with the iterator kept; on a composed layout A o O o B it acts on B (its domain).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Union, cast

from ..errors import CuteDomainError
from ..record import record
from . import inttuple as it
from . import layout as lo
from .basis import arith_add
from .integers import IntTuple, S, add, imin, is_integer, mul, sub
from .inttuple import UNDERSCORE
from .layout import Layout
from .pointer import DescriptorIterator, GmmaDescriptor, Pointer
from .printing import MLIR_TYPES, cute_str
from .swizzle import ComposedLayout, SmemPtrFlag, Swizzle

if TYPE_CHECKING:
    from .basis import ScaledBasis
    from .integers import Integer
    from .inttuple import Coord
    from .layout import Tiler

Iterator = Union[IntTuple, Pointer, DescriptorIterator]   # noqa: UP007  (an ArithmeticTuple origin, or a pointer)


@record(frozen=True)
class Tensor:
    """iterator o layout: the element at coordinate c is at iterator + layout(c)."""

    iterator: Iterator
    layout: Layout | ComposedLayout

    def cute_str(self) -> str:
        # CuTe prints a coordinate iterator as it is: ArithTuple(_0,_0), or ArithTuple_0 for a scalar one
        it_text = (self.iterator.cute_str() if isinstance(self.iterator, (Pointer, DescriptorIterator))
                   else f"ArithTuple{cute_str(self.iterator)}")
        return f"{it_text} o {cute_str(self.layout)}"

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        """What the CuTe DSL's print writes: a coordinate tensor tensor<(0,0) o (4,8):(1@0,1@1)> (`inner` writes
        its parts as the DSL does), a register tensor tensor<ptr<f32, rmem, align<32>> o (4,8):(1,4)>, a
        tensor-memory one (make_fragment_C of a tcgen05 tiled MMA) tensor<ptr<f32, tmem, align<1>> o ...>; another
        tensor over a pointer in CuTe's form."""
        it = self.iterator
        if isinstance(it, Pointer) and it.space == "rmem" and it.element in MLIR_TYPES:   # make_rmem_tensor's
            return f"tensor<ptr<{MLIR_TYPES[it.element]}, rmem, align<32>> o {inner(self.layout)}>"
        if isinstance(it, Pointer) and it.space == "tmem" and it.element in MLIR_TYPES:   # an accumulator's (tcgen05)
            mlir = MLIR_TYPES[it.element]   # (an I8 MMA's Int32 accumulator is the signed si32)
            return f"tensor<ptr<{'s' + mlir if mlir.startswith('i') else mlir}, tmem, align<1>> o {inner(self.layout)}>"
        if not self.is_coordinate():
            return self.cute_str()
        return f"tensor<{inner(self.iterator)} o {inner(self.layout)}>"

    @property
    def origin(self) -> IntTuple:
        """A coordinate tensor's origin (its iterator)."""
        assert not isinstance(self.iterator, (Pointer, DescriptorIterator))
        return self.iterator

    def is_coordinate(self) -> bool:
        return not isinstance(self.iterator, (Pointer, DescriptorIterator))

    def with_layout(self, layout: Layout | ComposedLayout) -> Tensor:
        return Tensor(self.iterator, layout)

    def on_layout(self, op: Callable[[Layout], Layout]) -> Tensor:
        """op on the tensor's layout (on B's domain for A o O o B), the iterator kept: zipped_divide(t, tiler),
        t.compose(...), and the thread/value folds of the partitions."""
        from .composed import on_domain
        return Tensor(self.iterator, on_domain(self.layout, op))


CoordTensor = Tensor   # (the name of a coordinate tensor before tensors held pointers)


def advance(iterator: Iterator, offset: object) -> Iterator:
    """iterator + offset: a pointer moves by offset elements, a coordinate by the offset (a coordinate too)."""
    if isinstance(iterator, (Pointer, DescriptorIterator)):
        if not is_integer(offset):
            raise CuteDomainError(f"{iterator.cute_str()} moves by an integer offset; the layout gives "
                                  f"{cute_str(offset)} (basis strides index coordinates, not memory)")
        return iterator.advance(offset)
    return arith_add(iterator, cast("IntTuple", offset))


def make_tensor(iterator: Pointer | DescriptorIterator, layout: Layout | ComposedLayout) -> Tensor:
    """make_tensor(ptr, layout).  A layout whose offset is an smem_ptr_flag (a GMMA/UMMA atom, Sw o
    smem_ptr[Nb](unset) o L) makes a swizzle_ptr tensor (pointer_flagged.hpp): the swizzle, in bytes, goes to the
    pointer and the tensor's layout is L."""
    if isinstance(layout, ComposedLayout) and isinstance(layout.offset, SmemPtrFlag):
        flag = layout.offset
        if flag.sparsity is not None:
            raise CuteDomainError(f"make_tensor: a layout at {flag.cute_str()} needs a sparse smem pointer "
                                  "(sparse_ptr of sparse_elem), which cutecalc does not model")
        if not (isinstance(iterator, Pointer) and iterator.space == "smem"):
            raise CuteDomainError(f"make_tensor: a layout at {flag.cute_str()} is a shared-memory layout; the "
                                  f"pointer must be an smem pointer, got {iterator.cute_str()} (CuTe: Expected smem.)")
        if flag.bits != iterator.bits:
            raise CuteDomainError(f"make_tensor: the layout is for {flag.bits}-bit elements, the pointer "
                                  f"{iterator.cute_str()} for {iterator.bits}-bit ones (CuTe: Expected a B-bit "
                                  "pointer type.)")
        if not isinstance(layout.layout_a, Swizzle):
            raise CuteDomainError("make_tensor: the outer part of a layout at an smem_ptr flag must be a swizzle")
        if not isinstance(layout.layout_b, Layout):
            raise CuteDomainError("make_tensor: the inner part of a layout at an smem_ptr flag must be a Layout")
        return Tensor(iterator.with_swizzle(layout.layout_a), layout.layout_b)
    return Tensor(iterator, layout)


def recast(t: Tensor, bits: int) -> Tensor:
    """recast<NewT>(t) for a pointer tensor: the pointer recast, the layout recast_layout<Old,New>; an upcast of a
    plain layout with static negative strides moves the pointer to the lowest element it covers."""
    from .composed import recast_layout
    ptr = t.iterator
    if not isinstance(ptr, Pointer):
        raise CuteDomainError(f"recast: {cute_str(t)} holds no pointer to recast")
    if bits == ptr.bits:
        return t
    new = recast_layout(ptr.bits, bits, t.layout)
    assert not isinstance(new, Swizzle)   # (a layout recasts to a layout)
    offset: Integer = S(0)
    if ptr.bits < bits and isinstance(new, Layout) and isinstance(t.layout, Layout):
        for s_old, s_new, d in zip(it.flatten_to_tuple(t.layout.shape), it.flatten_to_tuple(new.shape),
                                   it.flatten_to_tuple(t.layout.stride)):
            extent = mul(sub(s_old, s_new), cast("Integer", d))
            offset = add(offset, imin(extent, S(0)))
    return Tensor(cast(Pointer, advance(ptr, offset)).recast(bits), new)


def make_identity_tensor(shape: IntTuple) -> Tensor:
    return Tensor(it.repeat_like(shape, S(0)), lo.make_identity_layout(shape))


def make_coord_tensor(layout: Layout) -> Tensor:
    """A counting tensor: layout bound to an origin of zeros shaped like its codomain, so each coordinate's
    element is its offset (an integer for integer strides, a coordinate for basis strides)."""
    return Tensor(_zero_like(it.flatten_to_tuple(layout.stride)), layout)


def _zero_like(strides: tuple[Integer | ScaledBasis, ...]) -> IntTuple:
    """coprofile: the sum of the strides as a coordinate, each entry _0 (_0 for integer strides)."""
    total: IntTuple = S(0)
    for d in strides:
        total = arith_add(total, d)
    return it.repeat_like(total, S(0))


def slice_tensor(t: Tensor, coord: Coord) -> Tensor:
    """t(coord) with '_' in coord: the iterator moves by the offset of the fixed modes (slice_and_offset)."""
    from .composed import slice_and_offset
    layout, offset = slice_and_offset(coord, t.layout)
    return Tensor(advance(t.iterator, offset), layout)


def element(t: Tensor, coord: Coord) -> IntTuple | GmmaDescriptor:
    """t(coord) with no '_': for a coordinate tensor the coordinate it holds (origin + L(coord)); for an SS
    GMMA's fragment the descriptor (the iterator advanced by L(coord), dereferenced: no memory is read).  A
    pointer's element is data in memory, which a calculator does not have."""
    if isinstance(t.iterator, DescriptorIterator) and isinstance(t.layout, Layout):
        moved = advance(t.iterator, it.crd2idx(coord, t.layout.shape, t.layout.stride))
        return cast(DescriptorIterator, moved).deref()
    if not t.is_coordinate():
        raise CuteDomainError(f"t{cute_str(coord if isinstance(coord, tuple) else (coord,))} reads an element in "
                              "memory, which a calculator does not have: t.layout()(c) is its offset from "
                              "t.data()")
    from .swizzle import crd2offset
    offset = (it.crd2idx(coord, t.layout.shape, t.layout.stride) if isinstance(t.layout, Layout)
              else crd2offset(coord, t.layout))
    return arith_add(t.origin, offset)


def _static_shape(layout: Layout | ComposedLayout, fn: str) -> Layout:
    from .swizzle import domain_layout
    inner = domain_layout(layout)
    if not it.is_static(inner.shape):
        raise CuteDomainError(f"{fn}: a register fragment needs a static shape, got {cute_str(inner.shape)} "
                              "(CuTe: dynamic owning tensors not supported)")
    return inner


def make_fragment_like(t: Tensor) -> Layout:
    """The layout of make_fragment_like(t): a register tensor, so its shape must be static.  Of a swizzled
    layout Sw o O o L, that of L (swizzle_layout.hpp)."""
    layout = t.layout
    if isinstance(layout, ComposedLayout) and not isinstance(layout.layout_a, Swizzle):
        raise CuteDomainError("make_fragment_like: CuTe defines it for a swizzled composed layout, not for "
                              f"{cute_str(layout)}")
    return lo.make_fragment_like(_static_shape(layout, "make_fragment_like"))


def make_tensor_like(layout: Layout | ComposedLayout) -> Layout:
    """The layout of make_tensor_like(t) (or of a layout): make_layout_like(t.layout()), a register tensor of a
    static shape."""
    if isinstance(layout, ComposedLayout):
        raise CuteDomainError(f"make_tensor_like: CuTe has no make_layout_like of the composed layout "
                              f"{cute_str(layout)}")
    return lo.make_layout_like(_static_shape(layout, "make_tensor_like"))


def register_layout(shape: IntTuple) -> Layout:
    """make_tensor<T>(shape).layout(): a compact register fragment of that shape (partition_fragment_C)."""
    if not it.is_static(shape):
        raise CuteDomainError(f"a register fragment needs a static shape, got {cute_str(shape)} "
                              f"(CuTe: dynamic owning tensors not supported)")
    return lo.make_layout(shape)


def _rank_mode(layout: Layout | ComposedLayout, i: int) -> int:
    from .swizzle import domain_layout
    return it.rank(it.get(domain_layout(layout).shape, i))


def inner_partition(t: Tensor, tiler: Tiler, coord: Coord) -> Tensor:
    """The tile at `coord` of zipped_divide(t, tiler): (Tile) for one tile coordinate."""
    tiled = t.on_layout(lambda b: lo.zipped_divide(b, tiler))
    r0 = _rank_mode(tiled.layout, 0)
    if isinstance(coord, tuple):
        coord = cast("Coord", it.append_to(_rank_mode(tiled.layout, 1), coord, UNDERSCORE))  # (padded with `_`)
    return slice_tensor(tiled, (lo._repeat_underscore(r0), coord))


def outer_partition(t: Tensor, tiler: Tiler, coord: Coord) -> Tensor:
    """Element `coord` of every tile of zipped_divide(t, tiler): (Rest) for one in-tile coordinate."""
    tiled = t.on_layout(lambda b: lo.zipped_divide(b, tiler))
    r1 = _rank_mode(tiled.layout, 1)
    if isinstance(coord, tuple):
        coord = cast("Coord", it.append_to(_rank_mode(tiled.layout, 0), coord, UNDERSCORE))  # (padded with `_`)
    return slice_tensor(tiled, (coord, lo._repeat_underscore(r1)))


def local_tile(t: Tensor, tiler: Tiler, coord: Coord, proj: Coord | None = None) -> Tensor:
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


def local_partition(t: Tensor, tile: Layout, index: IntTuple, proj: Coord | None = None) -> Tensor:
    if proj is not None:
        tile = lo.dice_layout(proj, tile)
    return outer_partition(t, it.product_each(tile.shape), flat_coord(tile, index))
