"""Operations on swizzles and composed layouts A o offset o B (CuTe's layout_composed.hpp, swizzle_layout.hpp).

A composed layout's domain is B's, so CuTe's operations on the domain (get, take, flatten, coalesce, the divides
and products, tile_to_shape, ...) act on B and keep A and the offset: op(A o O o B) = A o O o op(B).  The
swizzle-specific ones are here:

    composition(Sw0, Sw1)       = make_swizzle<Y0 ^ Y1, Z0 ^ Z1>        (equal shifts only)
    composition(L, Sw)          = make_swizzle<L(yyy_msk), L(zzz_msk)> o L
    composition(L, A o 0 o B)   = (L o A) o B
    right_inverse(Sw o 0 o B)   = right_inverse(B) o Sw                 (a swizzle is its own inverse)
    upcast<N>(Sw<B,M,S>)        = Sw<B,M-log2 N,S>  (bits below bit 0 are dropped);  downcast: M+log2 N
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeAlias, TypeVar, cast, overload

from ..errors import CuteDomainError
from . import inttuple as it
from . import layout as lo
from .checks import note
from .integers import Integer, S, add, div, igcd, imin, is_constant, is_integer, is_static_int, mul, neg, value
from .inttuple import UNDERSCORE, Underscore
from .layout import Layout
from .printing import cute_str
from .swizzle import (
    ComposedLayout,
    MixedBits,
    SmemPtrFlag,
    Swizzle,
    crd2offset,
    domain_layout,
    make_composed,
    offset_integer,
)

if TYPE_CHECKING:
    from .basis import Stride
    from .integers import IntTuple
    from .inttuple import Coord

    # What upcast and downcast take, each giving back its argument's kind (up/downcast, as a value).
    _Recastable = TypeVar("_Recastable", Swizzle, ComposedLayout, Layout, Integer, Swizzle | Layout | ComposedLayout,
                          "Integer | MixedBits")

    class _Recast(Protocol):
        def __call__(self, n: int, x: _Recastable, /) -> _Recastable: ...


def on_domain(x: Layout | ComposedLayout, op: Callable[[Layout], Layout]) -> Layout | ComposedLayout:
    """op on the layout whose domain x has: for A o O o B, A o O o op(B) (op on B's domain where B nests)."""
    if isinstance(x, ComposedLayout):
        b = x.layout_b
        return make_composed(x.layout_a, x.offset, on_domain(b, op) if isinstance(b, ComposedLayout)
                             else op(domain_layout(x)))
    return op(x)


def make_swizzle(y: int, z: int) -> Swizzle:
    """The swizzle whose yyy mask is y and zzz mask is z (CuTe's make_swizzle<Y,Z>)."""
    if y < 0 or z < 0:
        raise CuteDomainError(f"make_swizzle<{y},{z}>: the masks must be non-negative")
    b = bin(y).count("1")
    if b != bin(z).count("1"):
        raise CuteDomainError(f"make_swizzle<{y},{z}>: the numbers of bits in Y and Z don't match")
    tz_y = (y & -y).bit_length() - 1 if y else 32
    tz_z = (z & -z).bit_length() - 1 if z else 32
    sw = Swizzle(b, min(tz_y, tz_z) % 32, tz_y - tz_z)
    if (y | z) != (sw.yyy_mask | sw.zzz_mask):
        raise CuteDomainError(f"make_swizzle<{y},{z}>: the bits do not form a swizzle Sw<B,M,S>")
    return sw


def _static_offset(layout: Layout, i: int, what: str) -> int:
    off = lo.crd2idx(S(i), layout)
    if not (is_integer(off) and is_static_int(off)):
        raise CuteDomainError(f"composition(Layout, Swizzle): the layout must map the swizzle's {what} mask to a "
                              "static integer (CuTe builds the new swizzle at compile time)")
    return value(off)


def compose_swizzles(a: Swizzle, b: Swizzle) -> Swizzle:
    if a.shift != b.shift:
        raise CuteDomainError("composition(Swizzle, Swizzle): can only merge swizzles of the same shift")
    return make_swizzle(a.yyy_mask ^ b.yyy_mask, a.zzz_mask ^ b.zzz_mask)


def layout_after_swizzle(a: Layout, sw: Swizzle) -> Layout | ComposedLayout:
    """composition(L, Sw): the swizzle carried through L, then L."""
    new = make_swizzle(_static_offset(a, sw.yyy_mask, "yyy"), _static_offset(a, sw.zzz_mask, "zzz"))
    return make_composed(new, S(0), a)


def compose(a: object, b: object, compose_layouts: Callable[[object, object], Layout | ComposedLayout]
            ) -> Swizzle | Layout | ComposedLayout:
    """A o B for every pair of kinds CuTe composes; compose_layouts(Layout, B) does the plain case."""
    if isinstance(a, Swizzle):
        if isinstance(b, Swizzle):
            return compose_swizzles(a, b)
        if isinstance(b, Layout):
            return make_composed(a, S(0), b)
        raise CuteDomainError("composition(Swizzle, B): a swizzle composes with a Layout or a Swizzle")
    if isinstance(a, ComposedLayout):  # CuTe nests: (A o O o B) o Sw = A o O o (B o Sw), a composed inner part
        return make_composed(a.layout_a, a.offset, compose(a.layout_b, b, compose_layouts))
    if not isinstance(a, Layout):
        return compose_layouts(a, b)          # which says what a must be
    if isinstance(b, ComposedLayout):
        if not is_constant(0, offset_integer(b.offset)):
            raise CuteDomainError("composition(Layout, ComposedLayout): requires the offset to be _0")
        return compose(compose(a, b.layout_a, compose_layouts), b.layout_b, compose_layouts)
    if isinstance(b, Swizzle):
        return layout_after_swizzle(a, b)
    return compose_layouts(a, b)


@overload
def _inverse(x: Layout, layout_inverse: Callable[[Layout], Layout]) -> Layout: ...
@overload
def _inverse(x: Swizzle | Layout | ComposedLayout, layout_inverse: Callable[[Layout], Layout]
             ) -> Swizzle | Layout | ComposedLayout: ...
@overload
def _inverse(x: Swizzle | Layout | ComposedLayout | Integer, layout_inverse: Callable[[Layout], Layout]
             ) -> Swizzle | Layout | ComposedLayout | Integer: ...
def _inverse(x: Swizzle | Layout | ComposedLayout | Integer, layout_inverse: Callable[[Layout], Layout]
             ) -> Swizzle | Layout | ComposedLayout | Integer:
    if isinstance(x, Swizzle):
        return x
    if is_integer(x):
        return neg(x)
    if isinstance(x, ComposedLayout):
        if isinstance(x.offset, SmemPtrFlag):   # not is_constant<0>: CuTe would invert the flag, which it cannot
            raise CuteDomainError(f"the inverse of a layout at offset {x.offset.cute_str()}: CuTe has no inverse of "
                                  "an unset shared-memory pointer flag")
        if isinstance(x.offset, MixedBits):
            raise CuteDomainError(f"the inverse of a layout at offset {x.offset.cute_str()}: CuTe has no inverse of "
                                  "MixedBits")
        if not is_static_int(x.offset):   # CuTe inverts the offset too, and has no right/left_inverse of an int
            name = layout_inverse.__name__
            note(f"CuTe C++ refuses this {name} (no {name}(int) for the composed layout's dynamic offset); it "
                 "needs a static offset here")
        inv_b = _inverse(x.layout_b, layout_inverse)
        if isinstance(x.layout_a, Swizzle) and is_constant(0, x.offset) and isinstance(inv_b, Layout):
            return layout_after_swizzle(inv_b, x.layout_a)  # (compose's Layout o Swizzle)
        # CuTe's B^-1 o -O o A^-1 holds A^-1, a swizzle or a composed layout, as its inner part:
        return make_composed(inv_b, neg(x.offset), _inverse(x.layout_a, layout_inverse))
    return layout_inverse(x)


def right_inverse(x: Swizzle | Layout | ComposedLayout | Integer) -> Swizzle | Layout | ComposedLayout | Integer:
    return _inverse(x, lo.right_inverse)


def left_inverse(x: Swizzle | Layout | ComposedLayout | Integer) -> Swizzle | Layout | ComposedLayout | Integer:
    return _inverse(x, lo.left_inverse)


def _log2(n: int, fn: str) -> int:
    if n <= 0 or n & (n - 1):
        raise CuteDomainError(f"{fn}<{n}>: N must be a power of two for a swizzle")
    return n.bit_length() - 1


def upcast(n: int, x: _Recastable) -> _Recastable:
    """upcast<N>: one element of the result is N of x's."""
    if isinstance(x, Swizzle):
        m = x.base - _log2(n, "upcast")
        return Swizzle(x.bits, m, x.shift) if m >= 0 else Swizzle(max(x.bits + m, 0), 0, x.shift)
    if isinstance(x, ComposedLayout):
        return _recast_parts(x, n, x.offset.bits * n if isinstance(x.offset, SmemPtrFlag) else 0, upcast)
    if isinstance(x, Layout):
        return lo.upcast(n, x)
    if isinstance(x, MixedBits):      # CuTe's safe_div of each part
        _log2(n, "upcast")
        if x.static % n or x.flags % n:
            raise CuteDomainError(f"upcast<{n}>({x.cute_str()}): the static bits and flags must divide by {n}")
        return make_mixed_bits(x.static // n, x.dynamic // n, x.flags // n)
    return div(x, S(n))


def downcast(n: int, x: _Recastable) -> _Recastable:
    """downcast<N>: one element of x is N of the result's."""
    if isinstance(x, Swizzle):
        return Swizzle(x.bits, x.base + _log2(n, "downcast"), x.shift)
    if isinstance(x, ComposedLayout):
        return _recast_parts(x, n, x.offset.bits // n if isinstance(x.offset, SmemPtrFlag) else 0, downcast)
    if isinstance(x, Layout):
        return lo.downcast(n, x)
    if isinstance(x, MixedBits):
        _log2(n, "downcast")
        return make_mixed_bits(x.static * n, x.dynamic * n, x.flags * n)
    return mul(x, S(n))


def _recast_parts(x: ComposedLayout, n: int, flag_bits: int, recast: _Recast) -> ComposedLayout:
    """up/downcast of A o O o B, part by part: with a smem_ptr flag as O, the flag counts the new element's bits
    (flag_bits) and A stays; else the offset becomes C<0u>, which the identity-swizzle rule does not match."""
    if isinstance(x.offset, SmemPtrFlag):
        if x.offset.sparsity is not None:   # CuTe's static_assert
            raise CuteDomainError(f"up/downcast of a layout at offset {x.offset.cute_str()}: CuTe does not recast a "
                                  "sparse atom (\"Not implemented for safety\")")
        return ComposedLayout(x.layout_a, SmemPtrFlag(flag_bits), recast(n, x.layout_b))
    return ComposedLayout(recast(n, x.layout_a), recast(n, x.offset), recast(n, x.layout_b))


def recast_layout(old_bits: int, new_bits: int, x: Swizzle | Layout | ComposedLayout
                  ) -> Swizzle | Layout | ComposedLayout:
    """recast_layout<Old,New>: upcast by New/Old, downcast by Old/New (after reducing the ratio)."""
    if isinstance(x, Layout):
        return lo.recast_layout(old_bits, new_bits, x)
    from math import gcd
    g = gcd(old_bits, new_bits)
    num, den = new_bits // g, old_bits // g
    if num != 1:
        x = upcast(num, x)
    if den != 1:
        x = downcast(den, x)
    return x


# The widths B of CuTe's uint_bit_t<B> (numeric/int.hpp): the unsigned types a smem_ptr flag's B bits can name.
UINT_BIT_WIDTHS = frozenset({1, 2, 4, 6, 8, 16, 32, 64, 128, 256})


def as_position_independent_swizzle_layout(x: ComposedLayout) -> Layout | ComposedLayout:
    """A o smem_ptr[Bb](unset) o L  ->  recast_layout<uint8_t, uint_bit_t<B>>(A) o _0 o L.

    A shared-memory atom's swizzle acts on byte addresses (it is applied to the pointer once one is set); this is
    the same layout in units of its B-bit elements, at offset 0 -- what CuTe's print_layout and print_latex draw:
    Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1)  ->  Sw<1,3,3> o _0 o (_8,_16):(_16,_1)."""
    flag = x.offset
    if not isinstance(flag, SmemPtrFlag) or flag.sparsity is not None:   # (CuTe has none for a sparse atom)
        raise CuteDomainError("as_position_independent_swizzle_layout: expects a layout at offset smem_ptr[Bb](unset) "
                              f"(a GMMA/UMMA shared-memory atom), got the offset {cute_str(flag)}")
    if flag.bits not in UINT_BIT_WIDTHS:
        raise CuteDomainError(f"as_position_independent_swizzle_layout: the flag's {flag.bits} bits name no "
                              f"unsigned type (uint_bit_t<{flag.bits}>; CuTe has {sorted(UINT_BIT_WIDTHS)})")
    if not isinstance(x.layout_b, Layout):
        raise CuteDomainError("as_position_independent_swizzle_layout: the atom's inner part must be a Layout")
    return make_composed(recast_layout(8, flag.bits, x.layout_a), S(0), x.layout_b)


def as_position_independent(x: Layout | ComposedLayout) -> Layout | ComposedLayout:
    """The one reading of a value whose offset is a smem_ptr flag, for everything that draws or analyses where its
    elements lie: x in its elements' units (as_position_independent_swizzle_layout); any other x as it is (a
    sparse atom too: CuTe draws it as any composed layout).  print(x), evaluation and the algebra keep the flag and
    the byte swizzle, as CuTe C++ does."""
    if isinstance(x, ComposedLayout) and isinstance(x.offset, SmemPtrFlag) and x.offset.sparsity is None:
        return as_position_independent_swizzle_layout(x)
    return x


def swizzle_portion(x: object) -> Swizzle:
    """get_swizzle_portion: the swizzle of Sw o O o B, Sw<0,4,3> (the identity) for a plain layout."""
    if isinstance(x, ComposedLayout) and isinstance(x.layout_a, Swizzle):
        return x.layout_a
    if isinstance(x, Layout):
        return Swizzle(0, 4, 3)
    raise CuteDomainError("get_swizzle_portion: expects a Layout or a swizzled ComposedLayout")


def nonswizzle_portion(x: object) -> Swizzle | Layout | ComposedLayout:
    """get_nonswizzle_portion: B of Sw o O o B (a layout, or what CuTe nests there), a plain layout itself."""
    if isinstance(x, ComposedLayout) and isinstance(x.layout_a, Swizzle):
        return x.layout_b
    if isinstance(x, Layout):
        return x
    raise CuteDomainError("get_nonswizzle_portion: expects a Layout or a swizzled ComposedLayout")


# ---------------------------------------------------------------------------------------------
# Slicing a swizzled layout (swizzle_layout.hpp's slice_and_offset)
#
# The sliced part of Sw o O o L either stays swizzled (its codomain hits a Y bit and the Z bit it is XORed
# with), or decays to a plain layout whose strides carry the swizzle's effect for the fixed coordinate: with Z and
# Y the lowest bits of the zzz and yyy masks, the B strides of the lower group are +-Z*2^i (by whether the fixed
# offset sets the matching Y bit) and of the upper group (Y+-Z)*2^i.  Which offset bits CuTe knows at compile
# time decides which of those strides are static, as CuTe's MixedBits tracks it: an offset of bits is a static
# integer, a run-time integer, or MixedBits (some bits static, some run-time).
# ---------------------------------------------------------------------------------------------

_ALL = (1 << 32) - 1
Bits: TypeAlias = "Integer | MixedBits"


def make_mixed_bits(s: int, d: Integer, f: int) -> Bits:
    """C<s> | (d & C<f>): static where d is or where f has no bit outside s, else MixedBits<s, f & ~s>{d & f}."""
    new_f = f & ~s & _ALL
    if new_f == 0 or is_static_int(d):
        return S((s | (value(d) & new_f)) & _ALL)
    return MixedBits(s & _ALL, value(d) & new_f, new_f)


def _parts(x: Bits) -> tuple[int, int, int] | None:
    """(S, d, F) of a static integer (F = 0) or of MixedBits; None for a run-time integer."""
    if isinstance(x, MixedBits):
        return x.static, x.dynamic, x.flags
    if is_static_int(x):
        return value(x) & _ALL, 0, 0
    return None


def bits_xor(a: Bits, b: Bits) -> Bits:
    """a ^ b as CuTe computes it: with a run-time integer on either side, a run-time integer."""
    pa, pb = _parts(a), _parts(b)
    if pa is None or pb is None:
        return value(offset_integer(a)) ^ value(offset_integer(b))
    (s0, d0, f0), (s1, d1, f1) = pa, pb
    return make_mixed_bits((~s0 & s1 & ~f0) | (s0 & ~s1 & ~f1), (s0 | d0) ^ (s1 | d1), f0 | f1)


def bits_and(a: Bits, b: Bits) -> Bits:
    """a & b as CuTe computes it: a run-time integer and _0 give _0; with another run-time integer, one."""
    pa, pb = _parts(a), _parts(b)
    if pa is None or pb is None:
        if (pa == (0, 0, 0) and not isinstance(a, MixedBits)) or (pb == (0, 0, 0) and not isinstance(b, MixedBits)):
            return S(0)
        return value(offset_integer(a)) & value(offset_integer(b))
    (s0, d0, f0), (s1, d1, f1) = pa, pb
    return make_mixed_bits(s0 & s1, ((s1 & f0) & d0) | ((s0 & f1) & d1) | (d0 & d1), (s1 & f0) | (s0 & f1) | (f0 & f1))


def _to_bits(layout: Layout, coord: IntTuple) -> Bits:
    """CuTe's to_mixed_bits: the XOR of coord_i * stride_i over a layout of power-of-two extents, each term's bits
    within (shape_i - 1) * stride_i."""
    crd = it.idx2crd(coord, layout.shape)
    flat_c = it.flatten_to_tuple(crd)
    flat_s, flat_d = it.flatten_to_tuple(layout.shape), it.flatten_to_tuple(layout.stride)
    acc: Bits = S(0)
    for s, d, c in zip(flat_s, flat_d, flat_c):
        if not (is_static_int(s) and is_static_int(d)):
            raise CuteDomainError("slicing a swizzled layout: CuTe needs its shape and stride static")
        acc = bits_xor(acc, make_mixed_bits(0, mul(c, d), (value(s) - 1) * value(d)))
    return acc


def _swizzle_strides(lower_is_z: bool, z: int, y: int, off: Bits, bits: int) -> tuple[Integer, ...]:
    out: list[Integer] = []
    for i in range(bits):
        test = bits_and(off, S(((y if lower_is_z else z) << i) & _ALL))
        a, b = ((z << i, -(z << i)) if lower_is_z else ((y + z) << i, (y - z) << i))
        if is_static_int(test):
            out.append(S(a if value(test) == 0 else b))
        else:
            out.append(a if value(offset_integer(test)) == 0 else b)
    return tuple(out)


def _swizzled_offset(sw: Swizzle, off: Bits) -> Integer:
    """Sw(off) as an integer: static only where off is (CuTe's MixedBits result becomes a uint32_t in the sum)."""
    return sw(off) if not isinstance(off, MixedBits) else sw(value(offset_integer(off)))


def slice_composed(coord: Coord, x: ComposedLayout) -> Layout | ComposedLayout:
    """x(coord) for a coordinate holding `_`: the layout of slice_and_offset."""
    return slice_and_offset(coord, x)[0]


def slice_and_offset(coord: Coord, x: Layout | ComposedLayout) -> tuple[Layout | ComposedLayout, Stride]:
    """(the layout of the modes where coord has `_`, the offset where that slice starts).

    Of a plain layout: (slice(coord, L), L(coord with each `_` read as 0)).  Of A o O o B: the offset moves into
    the composed layout, (A o (O + offset_B) o slice_B, _0), unless A is a swizzle (above).
    """
    if isinstance(x, Layout):
        return lo.slice_layout(coord, x), lo.crd2idx(_zeros_for_underscore(coord), x)
    a, b = x.layout_a, x.layout_b
    if not isinstance(b, Layout):
        raise CuteDomainError("slicing a composed layout whose inner part is not a Layout is not supported")
    sliced = lo.slice_layout(coord, b)
    if _all_underscore(coord):
        return make_composed(a, x.offset, sliced), S(0)
    if not isinstance(a, Swizzle):
        offset = add(offset_integer(x.offset), crd2offset(_zeros_for_underscore(coord), b))
        return ComposedLayout(a, offset, sliced), S(0)
    sw = a
    m, nb, ns = sw.base, sw.bits, abs(sw.shift)
    full_shape = (S(1 << m), S(1 << nb), S(1 << (ns - nb)), S(1 << nb), S(1))
    st = it.compact_major(full_shape)
    full = Layout(full_shape, st)
    anti_zy = Layout(full.shape, (st[0], S(0), st[2], S(0), S(value(full.size()))))
    only_zy = Layout(full.shape, (S(0), st[1], S(0), st[3], S(0)))
    diced = lo.dice_layout(coord, b)
    diced_coord = cast("IntTuple", it.dice_tuple(coord, coord))  # (dicing drops every `_`)
    own: Bits = x.offset if isinstance(x.offset, MixedBits) else offset_integer(x.offset)
    off_zy = bits_xor(own, _to_bits(lo.composition(only_zy, diced), diced_coord))
    off_anti = crd2offset(diced_coord, lo.composition(anti_zy, diced))
    sliced_only = lo.composition(only_zy, sliced)
    active = lo.crd2idx(S(value(sliced_only.size()) - 1), sliced_only)
    if is_static_int(active) and value(active) & ~value(sw(value(active))):
        return make_composed(sw, off_zy, sliced), off_anti
    z_bit, y_bit = sw.zzz_mask & -sw.zzz_mask, sw.yyy_mask & -sw.yyy_mask
    lo_strides = _swizzle_strides(z_bit < y_bit, z_bit, y_bit, off_zy, nb)
    hi_strides = _swizzle_strides(z_bit > y_bit, z_bit, y_bit, off_zy, nb)
    two = (S(2),) * nb
    swizzle_layout = Layout((S(1 << m), two, S(1 << (ns - nb)), two, S(1)),
                            (S(1), lo_strides, S(1 << (m + nb)), hi_strides, S(1 << (m + nb + ns))))
    return lo.composition(swizzle_layout, sliced), add(_swizzled_offset(sw, off_zy), off_anti)


def domain_offset(coord: Coord, x: Layout | ComposedLayout) -> tuple[Layout | ComposedLayout, Stride]:
    """(a layout, an offset) with x(coord + c) = offset + layout(c): (L, L(coord)) for a plain layout; a composed
    layout moves B(coord) into its own offset, (A o (O + B(coord)) o B, _0)."""
    if isinstance(x, Layout):
        return x, lo.crd2idx(coord, x)
    if not isinstance(x.layout_b, Layout):
        raise CuteDomainError("domain_offset: the inner part of the composed layout must be a Layout")
    return ComposedLayout(x.layout_a, add(offset_integer(x.offset), crd2offset(coord, x.layout_b)), x.layout_b), S(0)


def _all_underscore(c: Coord) -> bool:
    return all(_all_underscore(e) for e in c) if isinstance(c, tuple) else c is UNDERSCORE


def _zeros_for_underscore(c: Coord) -> IntTuple:
    """The coordinate with each `_` read as 0: where the slice starts."""
    if isinstance(c, tuple):
        return tuple(_zeros_for_underscore(e) for e in c)
    return S(0) if type(c) is Underscore else c



# ---------------------------------------------------------------------------------------------
# The common vector of a swizzled layout and another (what cute::copy vectorizes by): a swizzle Sw<B,M,S>
# keeps runs of 2^M elements together, so the common vector of the inner layouts is cut to 2^M.
# ---------------------------------------------------------------------------------------------

def _swizzled(x: object) -> tuple[Swizzle, Layout] | None:
    """(Sw, B) of a swizzled layout Sw o O o B, else None."""
    if isinstance(x, ComposedLayout) and isinstance(x.layout_a, Swizzle) and isinstance(x.layout_b, Layout):
        return x.layout_a, x.layout_b
    return None


def max_common_vector(a: Layout | ComposedLayout, b: Layout | ComposedLayout) -> Integer:
    sa, sb = _swizzled(a), _swizzled(b)
    if sa and sb:
        vec = lo.max_common_vector(sa[1], sb[1])
        if sa[0] == sb[0]:
            return vec
        return imin(imin(vec, S(1 << sa[0].base)), S(1 << sb[0].base))
    if sb:
        a, b, sa = b, a, sb
    if sa and isinstance(b, Layout):
        return imin(lo.max_common_vector(sa[1], b), S(1 << sa[0].base))
    if isinstance(a, Layout) and isinstance(b, Layout):
        return lo.max_common_vector(a, b)
    raise CuteDomainError("max_common_vector: expects layouts or swizzled layouts")


def max_common_layout(a: Layout | ComposedLayout, b: Layout | ComposedLayout) -> Layout:
    sa, sb = _swizzled(a), _swizzled(b)
    if sb and isinstance(a, Layout):
        a, b, sa = b, a, sb
    if sa and isinstance(b, Layout):
        common = lo.max_common_layout(sa[1], b)
        base = 1 << sa[0].base
        if base < value(lo.size(common)):
            return lo.composition(common, Layout(S(base), S(1)))
        return common
    if isinstance(a, Layout) and isinstance(b, Layout):
        return lo.max_common_layout(a, b)
    raise CuteDomainError("max_common_layout: expects two layouts, or a swizzled layout and a layout")


# ---------------------------------------------------------------------------------------------
# max_alignment and logical_product(Layout, Sw o 0 o B)
# ---------------------------------------------------------------------------------------------

def max_alignment(x: Swizzle | Layout | ComposedLayout) -> Integer:
    """The largest N for which upcast<N> keeps x's checks: for Sw<B,M,S> 2^M; for Sw o O o B the gcd of
    2^M, the (static) offset and max_alignment(B); for any other composed layout CuTe does not try: _1.
    MixedBits<S,F> aligns to its lowest bit that may be set, 2^countr_zero(S|F)."""
    if isinstance(x, Swizzle):
        return S(1 << x.base)
    if isinstance(x, ComposedLayout):
        if not isinstance(x.layout_a, Swizzle):
            return S(1)
        bits = x.offset
        off = S((m := bits.static | bits.flags) & -m) if isinstance(bits, MixedBits) else offset_integer(bits)
        if not is_static_int(off):
            raise CuteDomainError("max_alignment: the offset of a swizzled layout must be static")
        return igcd(S(1 << x.layout_a.base), igcd(off, max_alignment(x.layout_b)))
    return lo.max_alignment(x)


def logical_product_swizzled(block: Layout, tiler: ComposedLayout) -> Layout | ComposedLayout:
    """logical_product(L, Sw o 0 o T): the product with T, under the swizzle that acts on the product's copy of
    T as Sw acted on T.  Sw's active bits are found as (P o T)(size-1), P keeping only the bits Sw reads (yyy)
    and writes (zzz); each is carried through T and the product, and make_swizzle rebuilds a swizzle from them."""
    sw = tiler.layout_a
    if not isinstance(sw, Swizzle):
        raise CuteDomainError("logical_product(Layout, ComposedLayout): the composed layout must be swizzled")
    off = offset_integer(tiler.offset)
    if not (is_static_int(off) and value(off) == 0):
        raise CuteDomainError("logical_product(Layout, ComposedLayout): requires the swizzle offset == _0")
    t = tiler.layout_b
    if not isinstance(t, Layout):
        raise CuteDomainError("logical_product(Layout, ComposedLayout): the composed layout's inner part must be a "
                              "Layout")
    new_layout = lo.logical_product(block, t)
    b, m, shift = sw.bits, sw.base, abs(sw.shift)
    projection = Layout((S(1 << m), S(1 << b), S(1 << (shift - b)), S(1 << b), S(1)),
                        (S(0), S(1 << m), S(0), S(1 << (m + shift)), S(0)))
    only_zy = lo.composition(projection, t)
    active = lo.crd2idx(S(value(lo.size(only_zy)) - 1), only_zy)
    if not is_static_int(active):
        raise CuteDomainError("logical_product(Layout, ComposedLayout): the tiler's layout must be static")

    def carried(bits: int) -> int:
        v = lo.crd2idx((S(0), crd2offset(S(bits), t)), new_layout)
        if not is_static_int(v):
            raise CuteDomainError("logical_product(Layout, ComposedLayout): the new swizzle must be static")
        return value(v)
    new_sw = make_swizzle(carried(value(active) & sw.yyy_mask), carried(value(active) & sw.zzz_mask))
    return make_composed(new_sw, S(0), new_layout)
