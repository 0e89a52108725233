"""The pictures print_layout, print_latex, print_tv and print_latex_tv draw (a Picture: algebra/printing.py), each
refused as CuTe's static_asserts refuse it.  Below lang/ (whose rows make them) and render/ (whose LaTeX writer
draws a layout as print_latex would)."""

from __future__ import annotations

from ..errors import CuteDomainError, CuteTypeError
from . import inttuple as it
from .basis import ScaledBasis
from .composed import as_position_independent, on_domain
from .integers import value
from .kinds import describe
from .layout import Layout, append, tv_coordinate_layout
from .printing import Picture, check_picture_cells, cute_str
from .swizzle import ComposedLayout, domain_layout


def layout_picture(kind: str, x: object) -> Picture:
    """print_layout's or print_latex's picture of x, refused unless x is a layout of the rank CuTe's function takes
    (a static_assert in CuTe: 2 for print_layout, at most 2 for print_latex) and within PICTURE_CELLS.  A
    shared-memory atom (offset smem_ptr[Bb](unset)) is drawn in its elements' units, as CuTe's overloads draw it."""
    if not isinstance(x, (Layout, ComposedLayout)):
        raise CuteTypeError(f"{kind}: expects a Layout, got {describe(x)}")
    x = as_position_independent(x)
    inner = domain_layout(x)
    r = it.rank(inner.shape)
    if kind == "print_layout" and r != 2:
        raise CuteDomainError(f"print_layout needs a rank-2 layout, this one has rank {r}")
    if r > 2:
        raise CuteDomainError(f"{kind} needs a layout of rank at most 2, this one has rank {r}")
    if any(isinstance(d, ScaledBasis) for d in it.flatten_to_tuple(inner.stride)):
        raise CuteDomainError(f"{kind} needs integer offsets; this layout maps to coordinates (an identity layout? "
                              "print_tv draws a thread/value layout)")
    extents = [value(e) for e in it.product_each(it.wrap(inner.shape))] + [1, 1]
    check_picture_cells(kind, extents[0], extents[1])
    if kind == "print_latex":  # CuTe draws append<2>(L, _1:_0): a rank-1 layout is a column
        x = on_domain(x, lambda b: append(b, n=2))
    return Picture(kind, x)


def tv_picture(kind: str, layout_tv: Layout, tile: object) -> Picture:
    """print_tv's or print_latex_tv's picture of a TV layout (t,v) -> m + n*M or (t,v) -> (m,n) over the tile
    (M,N); print_latex_tv's holds the (t,v) -> (m,n) form CuTe's print_latex_tv takes."""
    if it.rank(layout_tv.shape) != 2:
        raise CuteDomainError(f"{kind}: a TV layout has rank 2, (thread, value); this one has rank "
                              f"{it.rank(layout_tv.shape)}")
    if not (isinstance(tile, tuple) and len(tile) == 2):
        # CuTe binds `auto [M, N] = product_each(shape(tile_mn))`: a tile of another rank does not compile
        raise CuteDomainError(f"{kind}: the tile is a shape (M,N) of rank 2, got {cute_str(tile)}")
    from .owners import check_walk
    check_walk(layout_tv, kind)
    if kind == "print_latex_tv":
        m_ext, n_ext = (value(e) for e in it.product_each(tile))
        check_picture_cells(kind, m_ext, n_ext)
        layout_tv = tv_coordinate_layout(layout_tv, tile)
    return Picture(kind, layout_tv, tile)
