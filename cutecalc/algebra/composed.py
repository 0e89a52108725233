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

from ..errors import CuteDomainError
from . import layout as lo
from .integers import S, div, is_constant, is_integer, is_static_int, mul, neg, value
from .layout import Layout
from .swizzle import ComposedLayout, Swizzle, make_composed


def on_domain(x, op: Callable):
    """op on the layout whose domain x has: for A o O o B, A o O o op(B)."""
    if isinstance(x, ComposedLayout):
        return make_composed(x.layout_a, x.offset, op(x.layout_b))
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


def layout_after_swizzle(a: Layout, sw: Swizzle):
    """composition(L, Sw): the swizzle carried through L, then L."""
    new = make_swizzle(_static_offset(a, sw.yyy_mask, "yyy"), _static_offset(a, sw.zzz_mask, "zzz"))
    return make_composed(new, S(0), a)


def compose(a, b, compose_layouts: Callable):
    """A o B for every pair of kinds CuTe composes; compose_layouts(Layout, B) does the plain case."""
    if isinstance(a, Swizzle):
        if isinstance(b, Swizzle):
            return compose_swizzles(a, b)
        if isinstance(b, Layout):
            return make_composed(a, S(0), b)
        raise CuteDomainError("composition(Swizzle, B): a swizzle composes with a Layout or a Swizzle")
    if isinstance(a, ComposedLayout):
        return make_composed(a.layout_a, a.offset, compose(a.layout_b, b, compose_layouts))
    if isinstance(b, ComposedLayout):
        if not is_constant(0, b.offset):
            raise CuteDomainError("composition(Layout, ComposedLayout): requires the offset to be _0")
        return compose(compose(a, b.layout_a, compose_layouts), b.layout_b, compose_layouts)
    if isinstance(b, Swizzle):
        return layout_after_swizzle(a, b)
    return compose_layouts(a, b)


def _inverse(x, layout_inverse: Callable):
    if isinstance(x, Swizzle):
        return x
    if is_integer(x):
        return neg(x)
    if isinstance(x, ComposedLayout):
        inv_b = _inverse(x.layout_b, layout_inverse)
        if isinstance(x.layout_a, Swizzle) and is_constant(0, x.offset):
            return compose(inv_b, x.layout_a, lo.composition)
        return make_composed(inv_b, neg(x.offset), _inverse(x.layout_a, layout_inverse))
    return layout_inverse(x)


def right_inverse(x):
    return _inverse(x, lo.right_inverse)


def left_inverse(x):
    return _inverse(x, lo.left_inverse)


def _log2(n: int, fn: str) -> int:
    if n <= 0 or n & (n - 1):
        raise CuteDomainError(f"{fn}<{n}>: N must be a power of two for a swizzle")
    return n.bit_length() - 1


def upcast(n: int, x):
    """upcast<N>: one element of the result is N of x's."""
    if isinstance(x, Swizzle):
        m = x.base - _log2(n, "upcast")
        return Swizzle(x.bits, m, x.shift) if m >= 0 else Swizzle(max(x.bits + m, 0), 0, x.shift)
    if isinstance(x, ComposedLayout):
        return make_composed(upcast(n, x.layout_a), upcast(n, x.offset), upcast(n, x.layout_b))
    if is_integer(x):
        return div(x, S(n))
    return lo.upcast(n, x)


def downcast(n: int, x):
    """downcast<N>: one element of x is N of the result's."""
    if isinstance(x, Swizzle):
        return Swizzle(x.bits, x.base + _log2(n, "downcast"), x.shift)
    if isinstance(x, ComposedLayout):
        return make_composed(downcast(n, x.layout_a), downcast(n, x.offset), downcast(n, x.layout_b))
    if is_integer(x):
        return mul(x, S(n))
    return lo.downcast(n, x)


def recast_layout(old_bits: int, new_bits: int, x):
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


def swizzle_portion(x) -> Swizzle:
    """get_swizzle_portion: the swizzle of Sw o O o B, Sw<0,4,3> (the identity) for a plain layout."""
    if isinstance(x, ComposedLayout) and isinstance(x.layout_a, Swizzle):
        return x.layout_a
    if isinstance(x, Layout):
        return Swizzle(0, 4, 3)
    raise CuteDomainError("get_swizzle_portion: expects a Layout or a swizzled ComposedLayout")


def nonswizzle_portion(x) -> Layout:
    """get_nonswizzle_portion: B of Sw o O o B, a plain layout itself."""
    if isinstance(x, ComposedLayout) and isinstance(x.layout_a, Swizzle):
        return x.layout_b
    if isinstance(x, Layout):
        return x
    raise CuteDomainError("get_nonswizzle_portion: expects a Layout or a swizzled ComposedLayout")
