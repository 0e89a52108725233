"""A grid of cells with coordinates: the one model every picture of a layout is drawn from.

A rank-2 layout L is drawn as print_layout draws it: row m, column n holds L(m,n), rows enumerating
mode 0 and columns mode 1, each index split colexicographically into the mode's natural coordinate.
A rank-1 layout is one row; a layout of rank R >= 3 is drawn as mode 0 against modes 1..R-1 flattened,

    L = (s0,s1,...,sR-1):(d0,d1,...,dR-1)   drawn as   (s0,(s1,...,sR-1)):(d0,(d1,...,dR-1)).

An axis whose mode is hierarchical has sub-tiles: with leaves l0, l1, ... (l0 varying fastest) the
indices split at multiples of l0 (level 1), of l0*l1 (level 2), ...; renderers draw those splits as
rules.  Only the indices an axis shows are ever evaluated, so a huge layout costs what its picture shows.

The text, Rich, LaTeX, SVG and HTML renderers, and the ASCII print_layout, all read this model.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..algebra import inttuple as it
from ..algebra.integers import is_integer, value
from ..errors import CuteDomainError, CuteTypeError

MAX_CELLS = 1 << 20  # a picture never enumerates more cells than this (print_layout's limit too)


def plain(x) -> str:
    """A coordinate or offset as a person reads it: `(1,(0,2))`, static marks dropped."""
    if isinstance(x, tuple):
        return "(" + ",".join(plain(e) for e in x) + ")"
    if is_integer(x):
        return str(value(x))
    to_tuple = getattr(x, "to_tuple", None)  # a scaled basis element in a coordinate
    if to_tuple is not None:
        return plain(to_tuple())
    return str(x)


@dataclass(frozen=True)
class Axis:
    """The rows or the columns of a grid: the mode they enumerate and the indices drawn."""

    shape: Any                          # the mode's shape, an IntTuple; index i has coordinate idx2crd(i, shape)
    extent: int                         # size(shape)
    shown: tuple[int | None, ...]       # the indices drawn, in order; None stands for the elided middle

    @property
    def leaves(self) -> tuple[int, ...]:
        return tuple(value(x) for x in it.flatten_to_tuple(self.shape))

    @property
    def hierarchical(self) -> bool:
        """More than one leaf: the coordinates are tuples."""
        return len(self.leaves) > 1

    @property
    def tiles(self) -> tuple[int, ...]:
        """The leaves that split the axis into sub-tiles (size-1 leaves split nothing)."""
        return tuple(x for x in self.leaves if x != 1)

    @property
    def elided(self) -> int:
        return self.extent - sum(1 for i in self.shown if i is not None)

    def coord(self, i: int):
        """The natural coordinate of index i in this mode (an int for a flat mode)."""
        if not self.hierarchical:
            return i
        return _colex(i, self.shape)

    def boundary(self, i: int) -> int:
        """The level of the sub-tile split just before index i: 0 none, 1 between innermost sub-tiles, ..."""
        level, span = 0, 1
        for j, leaf in enumerate(self.tiles[:-1], start=1):
            span *= leaf
            if span and i % span == 0 and i > 0:
                level = j
        return level

    def block(self, i: int) -> int:
        """Which innermost sub-tile index i lies in (the index itself when there are no sub-tiles)."""
        tiles = self.tiles
        return i // tiles[0] if len(tiles) > 1 and tiles[0] > 0 else i


def make_axis(shape, limit: int | None = None) -> Axis:
    """An axis over `shape` drawing at most `limit` indices: the first half and the last half of them."""
    extent = value(it.product(shape))
    if limit is None and extent > MAX_CELLS:
        raise CuteDomainError(f"a mode of {extent} indices is more than the {MAX_CELLS} cells a picture draws")
    if limit is None or extent <= limit:
        return Axis(shape, extent, tuple(range(extent)))
    limit = max(limit, 2)
    head, tail = (limit + 1) // 2, limit // 2
    return Axis(shape, extent, tuple(range(head)) + (None,) + tuple(range(extent - tail, extent)))


@dataclass(frozen=True)
class Cell:
    value: Any      # the offset (int), the coordinate (tuple) of an identity layout, or the owner (t, v)
    text: str       # what the cell reads
    key: Any        # cells with equal keys get equal colours when colouring by value


@dataclass
class Grid:
    """Cells at (row index, column index) for the indices the axes show."""

    title: str                          # CuTe's text of what is drawn
    rows: Axis
    cols: Axis
    cells: dict[tuple[int, int], Cell] = field(default_factory=dict)
    kind: str = "offset"                # "offset", "coord" (identity layouts) or "tv" (thread/value owners)
    caption: str | None = None          # how the picture maps modes to rows and columns, when not plain
    row_mode: bool = True               # False when the single row is not a mode (a rank-1 layout drawn as a row)

    def cell(self, i: int, j: int) -> Cell | None:
        return self.cells.get((i, j))

    @property
    def elision(self) -> str | None:
        """A sentence saying what was left out, or None when everything is drawn."""
        parts = []
        if self.rows.elided:
            parts.append(f"{self.rows.elided} of {self.rows.extent} rows")
        if self.cols.elided:
            parts.append(f"{self.cols.elided} of {self.cols.extent} columns")
        if not parts:
            return None
        return "… elides " + " and ".join(parts)


# -- layouts ----------------------------------------------------------------------------------------

def layout_grid(layout, max_rows: int | None = None, max_cols: int | None = None,
                rank1_as_row: bool = True) -> Grid:
    """The grid of a Layout or ComposedLayout; rank1_as_row=False draws rank 1 as CuTe's print_latex does
    (a column: append<2>(L, _1:_0))."""
    from ..algebra.layout import Layout
    from ..algebra.printing import cute_str
    from ..algebra.swizzle import ComposedLayout

    inner = layout.layout_b if isinstance(layout, ComposedLayout) else layout
    if not isinstance(inner, Layout):
        raise CuteTypeError(f"cannot draw {type(layout).__name__} as a grid")
    shape, stride = inner.shape, inner.stride
    if not isinstance(shape, tuple):
        shape, stride = (shape,), (stride,)
    r = len(shape)
    caption = None
    if r <= 1:
        mode = shape[0] if r else 1
        rows_shape, cols_shape = (1, mode) if rank1_as_row else (mode, 1)
        view_layout = Layout(shape, stride)

        def view(i: int, j: int):
            return _call(layout, view_layout, (j if rank1_as_row else i,) if r else ())
    else:
        if r == 2:
            view_layout = Layout(shape, stride)
        else:
            view_layout = Layout((shape[0], tuple(shape[1:])), (stride[0], tuple(stride[1:])))
            caption = f"rank {r}: rows are mode 0, columns are modes 1..{r - 1} flattened (colexicographic)"
        rows_shape, cols_shape = it.get(view_layout.shape, 0), it.get(view_layout.shape, 1)

        def view(i: int, j: int):
            return _call(layout, view_layout, (i, j))

    rows, cols = make_axis(rows_shape, max_rows), make_axis(cols_shape, max_cols)
    _check_budget(rows, cols)
    grid = Grid(cute_str(layout), rows, cols, caption=caption, row_mode=r >= 2 or not rank1_as_row)
    for i in rows.shown:
        if i is None:
            continue
        for j in cols.shown:
            if j is None:
                continue
            v = view(i, j)
            if is_integer(v):
                off = value(v)
                grid.cells[i, j] = Cell(off, str(off), off)
            else:
                text = plain(v)
                grid.kind = "coord"
                grid.cells[i, j] = Cell(v, text, text)
    return grid


def _call(layout, view_layout, coord: tuple):
    """layout at coord, evaluated through view_layout (its inner layout's modes regrouped for drawing)."""
    from ..algebra.layout import crd2idx
    from ..algebra.swizzle import ComposedLayout

    if not coord:
        return 0  # a rank-0 layout: its one coordinate () maps to offset 0
    c = coord[0] if len(coord) == 1 else coord
    if isinstance(layout, ComposedLayout):
        return layout.layout_a(value(layout.offset) + value(crd2idx(c, view_layout)))
    return crd2idx(c, view_layout)


def _check_budget(rows: Axis, cols: Axis) -> None:
    shown = (len(rows.shown) - (rows.elided > 0)) * (len(cols.shown) - (cols.elided > 0))
    if shown > MAX_CELLS:
        raise CuteDomainError(f"{rows.extent}x{cols.extent} cells is more than the {MAX_CELLS} a picture "
                              "draws; leave out --full to elide the middle")


def _colex(i: int, shape):
    """idx2crd(i, shape) with plain ints: the colexicographic coordinate of i."""
    if isinstance(shape, tuple):
        out = []
        for s in shape:
            n = value(it.product(s))
            out.append(_colex(i % n if n else 0, s))
            i = i // n if n else 0
        return tuple(out)
    return i


# -- thread/value layouts -----------------------------------------------------------------------------

def tv_grid(layout_tv, tile, max_rows: int | None = None, max_cols: int | None = None) -> Grid:
    """For each cell (m,n) of the tile, the first (thread, value) the TV layout sends there.

    layout_tv maps (t,v) either to an index into the tile (m + n*M, as the TV layouts of make_tiled_copy
    and make_tiled_mma do) or to a coordinate (m,n) (the TV layout composed with make_identity_layout(tile),
    as print_latex_tv takes it).  Owners are found in CuTe's order: thread-major, first owner kept.
    """
    from ..algebra.printing import cute_str

    t_count, v_count, owners, duplicates = tv_owners(layout_tv, tile)
    tile_t = tile if isinstance(tile, tuple) else (tile,)
    rows_shape = it.get(tile_t, 0)
    cols_shape = it.get(tile_t, 1) if len(tile_t) > 1 else 1
    rows, cols = make_axis(rows_shape, max_rows), make_axis(cols_shape, max_cols)
    _check_budget(rows, cols)
    caption = f"tile {cute_str(tile)}: each cell shows the thread T and value V that own it"
    if duplicates:
        caption += f"; {duplicates} (thread,value) pairs map to cells already owned (the first owner is shown)"
    unowned = rows.extent * cols.extent - len(owners)
    if unowned:
        caption += f"; {unowned} cells have no owner"
    grid = Grid(cute_str(layout_tv), rows, cols, kind="tv", caption=caption)
    shown_rows = {i for i in rows.shown if i is not None}
    shown_cols = {j for j in cols.shown if j is not None}
    for (m, n), (t, v) in owners.items():
        if m in shown_rows and n in shown_cols:
            grid.cells[m, n] = Cell((t, v), f"T{t}V{v}", t)
    return grid


def tv_owners(layout_tv, tile) -> tuple[int, int, dict[tuple[int, int], tuple[int, int]], int]:
    """(T, V, {(m,n): (t,v)} first owners, number of later pairs landing on owned cells)."""
    from ..algebra.layout import Layout
    from ..algebra.printing import cute_str

    if not isinstance(layout_tv, Layout):
        raise CuteTypeError("a TV layout must be a Layout (t,v) -> index or (t,v) -> (m,n)")
    if it.rank(layout_tv.shape) != 2:
        raise CuteDomainError(f"a TV layout has rank 2, (thread, value); {cute_str(layout_tv)} has rank "
                              f"{it.rank(layout_tv.shape)}")
    extents = [value(x) for x in it.product_each(tile)] if isinstance(tile, tuple) else [value(tile)]
    if not extents or len(extents) > 2:
        raise CuteDomainError(f"the tile is a shape (M,N), got {cute_str(tile)}")
    m_ext = extents[0]
    n_ext = extents[1] if len(extents) > 1 else 1
    t_count = value(it.product(it.get(layout_tv.shape, 0)))
    v_count = value(it.product(it.get(layout_tv.shape, 1)))
    if t_count * v_count > MAX_CELLS:
        raise CuteDomainError(f"{t_count}x{v_count} (thread,value) pairs is more than the {MAX_CELLS} drawn")
    owners: dict[tuple[int, int], tuple[int, int]] = {}
    duplicates = 0
    for t in range(t_count):
        for v in range(v_count):
            c = layout_tv(t, v)
            if is_integer(c):
                idx = value(c)
                m, n = (idx % m_ext, idx // m_ext) if m_ext else (0, 0)
            else:
                flat = _coordinate_pair(c)
                if flat is None:
                    raise CuteDomainError(f"the TV layout maps ({t},{v}) to {plain(c)}, not an index or (m,n)")
                m, n = flat
            if not (0 <= m < m_ext and 0 <= n < n_ext):
                raise CuteDomainError(f"the TV layout sends thread {t}, value {v} to ({m},{n}), outside the "
                                      f"tile {cute_str(tile)}")
            if (m, n) in owners:
                duplicates += 1
            else:
                owners[m, n] = (t, v)
    return t_count, v_count, owners, duplicates


def _coordinate_pair(c) -> tuple[int, int] | None:
    if not isinstance(c, tuple) or not 1 <= len(c) <= 2:
        return None
    out = []
    for x in c:
        if isinstance(x, tuple):  # a hierarchical coordinate within a mode of the tile: its linear index
            return None
        if not is_integer(x):
            return None
        out.append(value(x))
    return (out[0], out[1] if len(out) > 1 else 0)
