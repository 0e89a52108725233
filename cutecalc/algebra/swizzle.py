"""Swizzles Sw<B,M,S> and composed layouts A o offset o B (CuTe's swizzle.hpp, layout_composed.hpp).

Sw<B,M,S>(x) = x ^ ((x & yyy_msk) >> S): the B bits starting at bit M+max(0,S) are XORed onto the B bits
starting at bit M-min(0,S).  A ComposedLayout maps c to A(offset + B(c)); its domain is B's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar, overload

from ..errors import CuteDomainError
from ..record import record
from . import inttuple as it
from .integers import Integer, S, StaticInt, add, check_range, is_constant, is_integer, is_static_int, value
from .layout import Layout, crd2idx
from .printing import cute_str

if TYPE_CHECKING:
    from .basis import Stride
    from .inttuple import Coord

_T = TypeVar("_T")


@record(frozen=True, slots=True)
class Swizzle:
    bits: int
    base: int
    shift: int

    def __post_init__(self) -> None:
        if self.base < 0:
            raise CuteDomainError("Sw<B,M,S>: MBase must be non-negative")
        if self.bits < 0:
            raise CuteDomainError("Sw<B,M,S>: BBits must be non-negative")
        if abs(self.shift) < self.bits:
            raise CuteDomainError("Sw<B,M,S>: abs(SShift) must be at least BBits")

    @property
    def yyy_mask(self) -> int:
        return ((1 << self.bits) - 1) << (self.base + max(0, self.shift))

    @property
    def zzz_mask(self) -> int:
        return ((1 << self.bits) - 1) << (self.base - min(0, self.shift))

    @overload
    def __call__(self, offset: int) -> int: ...
    @overload
    def __call__(self, offset: StaticInt) -> StaticInt: ...
    @overload
    def __call__(self, offset: Integer) -> Integer: ...

    def __call__(self, offset: Integer) -> Integer:
        """The swizzled offset, static when the offset is (CuTe applies a swizzle to C<x> at compile time)."""
        x = value(offset)
        y = x & self.yyy_mask
        r = check_range(x ^ (y >> self.shift if self.shift >= 0 else y << -self.shift))
        return S(r) if is_static_int(offset) else r

    def apply_all(self, offsets: list[int]) -> list[int]:
        """[self(x) for x in offsets] for plain integers, the masks worked out once (a hot loop of the access
        analyses; a test pins it to __call__)."""
        mask, shift = self.yyy_mask, self.shift
        if shift >= 0:
            return [x ^ ((x & mask) >> shift) for x in offsets]
        return [x ^ ((x & mask) << -shift) for x in offsets]

    def cute_str(self) -> str:
        return f"Sw<{self.bits},{self.base},{self.shift}>"

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        return f"S<{self.bits},{self.base},{self.shift}>"


@record(frozen=True, slots=True)
class SmemPtrFlag:
    """CuTe's smem_ptr_flag_bits<B>: the offset 0 of a shared-memory layout atom whose pointer is not set yet,
    for elements of B bits.  It is Int<0> in arithmetic and prints smem_ptr[Bb](unset).  With a sparsity S it is
    smem_sparse_ptr_flag_bits<S,B> (a sparse GMMA/UMMA atom's), printed smem_sparse<S>_ptr[Bb](unset)."""

    bits: int
    sparsity: int | None = None

    def cute_str(self) -> str:
        if self.sparsity is not None:
            return f"smem_sparse<{self.sparsity}>_ptr[{self.bits}b](unset)"
        return f"smem_ptr[{self.bits}b](unset)"

    def dsl_str(self, inner: Callable[[Any], str]) -> str:   # the DSL's atoms have the offset 0 in its place
        return "0"

    # Int<0> in arithmetic (smem_ptr_flag_bits derives from it), for code that reads an offset as a number
    def __int__(self) -> int:
        return 0

    __index__ = __int__

    def __bool__(self) -> bool:
        return False

    def __add__(self, other: _T) -> _T:
        return other

    __radd__ = __add__


@record(frozen=True, slots=True)
class MixedBits:
    """CuTe's MixedBits<S,F>{d}: a 32-bit unsigned integer whose bits outside the flags F are known at compile time
    (S) and whose bits in F are the run-time d (F != 0, S & F == 0, d within F).  Slicing a swizzled layout at a
    run-time coordinate leaves one as the swizzle's offset; it prints M_S|(d&F)=S|d."""

    static: int
    dynamic: int
    flags: int

    def cute_str(self) -> str:
        return f"M_{self.static}|({self.dynamic}&{self.flags})={self.static | self.dynamic}"

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        return self.cute_str()


# What a composed layout's offset may be: an integer, the flag of an unset shared-memory pointer, CuTe's MixedBits.
Offset: TypeAlias = "Integer | SmemPtrFlag | MixedBits"


def offset_integer(offset: Offset) -> Integer:
    """The integer an offset stands for: a smem_ptr flag is _0; MixedBits is the run-time uint32_t S|d (CuTe
    converts it so in arithmetic)."""
    if isinstance(offset, SmemPtrFlag):
        return S(0)
    if isinstance(offset, MixedBits):
        return offset.static | offset.dynamic
    return offset


@record(frozen=True, slots=True)
class ComposedLayout:
    """layout_a o offset o layout_b: c -> layout_a(offset + layout_b(c))."""

    layout_a: Swizzle | Layout | ComposedLayout
    offset: Offset
    # B is a layout, or where CuTe nests one: a composed layout ((A o O o B) o Sw = A o O o (B o Sw)) or a
    # swizzle (right_inverse(Sw o O o L) = L^-1 o -O o Sw).
    layout_b: Swizzle | Layout | ComposedLayout

    def __call__(self, *coord: Coord) -> Stride:
        c = coord[0] if len(coord) == 1 else tuple(coord)
        b = self.layout_b
        if isinstance(b, Swizzle):
            if not is_integer(c):
                raise CuteDomainError(f"a composed layout ending in {b.cute_str()} takes an integer coordinate")
            y = b(c)
        else:
            y = crd2offset(c, b)
        x = add(offset_integer(self.offset), y)
        return crd2idx(x, self.layout_a) if isinstance(self.layout_a, Layout) else self.layout_a(x)

    def size(self) -> int:
        return domain_layout(self).size()

    def leaf_count(self) -> int:
        return it.leaf_count(self.layout_a) + it.leaf_count(self.layout_b)

    def cute_str(self) -> str:
        return f"{cute_str(self.layout_a)} o {cute_str(self.offset)} o {cute_str(self.layout_b)}"

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        return f"{inner(self.layout_a)} o {inner(self.offset)} o {inner(self.layout_b)}"

    def dsl_runtime_str(self, inner: Callable[[Any], str]) -> str:
        """cute.printf writes the identity swizzle at offset 0 (an INTER atom's S<0,4,3> o 0 o L) as L alone."""
        if isinstance(self.layout_a, Swizzle) and self.layout_a.bits == 0 and value(offset_integer(self.offset)) == 0:
            return inner(self.layout_b)
        return self.dsl_str(inner)


@overload
def make_composed(a: Swizzle | Layout | ComposedLayout, offset: Offset,
                  b: Layout | ComposedLayout) -> Layout | ComposedLayout: ...
@overload
def make_composed(a: Swizzle | Layout | ComposedLayout, offset: Offset,
                  b: Swizzle | Layout | ComposedLayout) -> Swizzle | Layout | ComposedLayout: ...
def make_composed(a: Swizzle | Layout | ComposedLayout, offset: Offset,
                  b: Swizzle | Layout | ComposedLayout) -> Swizzle | Layout | ComposedLayout:
    """composition(A, offset, B); a swizzle with no bits and no offset is the identity."""
    if isinstance(a, Swizzle) and a.bits == 0 and is_constant(0, offset):
        return b
    return ComposedLayout(a, offset, b)


def swizzle_as_layout(sw: Swizzle) -> Layout | ComposedLayout:
    """make_layout(Sw<B,M,S>): CuTe composes the swizzle with Layout<Int<M+B+|S|>,_1>."""
    return make_composed(sw, S(0), Layout(S(sw.base + sw.bits + abs(sw.shift)), S(1)))


def crd2offset(coord: Coord, layout: Layout | ComposedLayout) -> Integer:
    """L(c) where an integer offset is needed: refused where L's basis strides map c to a coordinate."""
    off = layout(coord) if isinstance(layout, ComposedLayout) else it.crd2idx(coord, layout.shape, layout.stride)
    if is_integer(off):
        return off
    raise CuteDomainError(f"{cute_str(layout)} maps {cute_str(coord)} to the coordinate {cute_str(off)}, where an "
                          "integer offset is needed (basis strides are not supported there)")


def domain_layout(x: Layout | ComposedLayout) -> Layout:
    """The layout whose domain x has: x itself, or for A o O o B the domain layout of B.  Refused for a composed
    layout ending in a swizzle (right_inverse(Sw o O o L) = L^-1 o -O o Sw), whose domain is no layout's."""
    while isinstance(x, ComposedLayout):
        b = x.layout_b
        if isinstance(b, Swizzle):
            raise CuteDomainError(f"{x.cute_str()} ends in the swizzle {b.cute_str()}: its domain is not a "
                                  "layout's, so it has no shape")
        x = b
    return x
