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

from typing import Any

from ..algebra import inttuple as it
from ..algebra.integers import is_integer, value
from ..algebra.printing import PICTURE_CELLS, check_picture_cells
from ..errors import CuteDomainError, CuteTypeError
from ..record import field, record


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


@record(frozen=True)
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
    if extent <= 0 or any(value(s) <= 0 for s in it.flatten_to_tuple(shape)):
        from ..algebra.printing import cute_str
        raise CuteDomainError(f"extent {cute_str(shape)} is not positive, so there are no cells to draw (CuTe's "
                              "left_inverse of a negative stride makes such values, which are not layouts)")
    if limit is None or extent <= limit:
        return Axis(shape, extent, tuple(range(extent)))
    limit = max(limit, 2)
    head, tail = (limit + 1) // 2, limit // 2
    return Axis(shape, extent, tuple(range(head)) + (None,) + tuple(range(extent - tail, extent)))


@record(frozen=True)
class Cell:
    value: Any      # the offset (int), the coordinate (tuple) of an identity layout, or the owner (t, v)
    text: str       # what the cell reads
    key: Any        # cells with equal keys get equal colours when colouring by value


@record
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
                rank1_as_row: bool = True, cap: tuple[int, str] = (PICTURE_CELLS, "a whole picture draws")) -> Grid:
    """The grid of a Layout or ComposedLayout; rank1_as_row=False draws rank 1 as CuTe's print_latex does
    (a column: append<2>(L, _1:_0)).  A shared-memory atom is drawn in its elements' units, as CuTe draws it
    (algebra.composed.as_position_independent)."""
    from ..algebra.composed import as_position_independent
    from ..algebra.layout import Layout
    from ..algebra.printing import cute_str
    from ..algebra.swizzle import ComposedLayout, offset_integer

    layout = as_position_independent(layout)
    inner = layout.layout_b if isinstance(layout, ComposedLayout) else layout
    if not isinstance(inner, Layout):
        raise CuteTypeError(f"cannot draw {type(layout).__name__} as a grid")
    shape, stride = it.wrap(inner.shape), it.wrap(inner.stride)
    r = len(shape)
    caption = None
    if r <= 1:
        mode = (shape[0], stride[0]) if r else (1, 0)
        row_mode, col_mode = ((1, 0), mode) if rank1_as_row else (mode, (1, 0))
        rows_shape, cols_shape = row_mode[0], col_mode[0]
        view_layout = Layout(shape, stride)

        def at(i: int, j: int):
            return _inner_at(view_layout, (j if rank1_as_row else i,) if r else ())
    else:
        if r == 2:
            view_layout = Layout(shape, stride)
        else:
            view_layout = Layout((shape[0], tuple(shape[1:])), (stride[0], tuple(stride[1:])))
            caption = f"rank {r}: rows are mode 0, columns are modes 1..{r - 1} flattened (colexicographic)"
        rows_shape, cols_shape = it.get(view_layout.shape, 0), it.get(view_layout.shape, 1)
        row_mode = (rows_shape, it.get(view_layout.stride, 0))
        col_mode = (cols_shape, it.get(view_layout.stride, 1))

        def at(i: int, j: int):
            return _inner_at(view_layout, (i, j))

    rows, cols = _axes(rows_shape, cols_shape, max_rows, max_cols, cap)
    grid = Grid(cute_str(layout), rows, cols, caption=caption, row_mode=r >= 2 or not rank1_as_row)
    shown_i = [i for i in rows.shown if i is not None]
    shown_j = [j for j in cols.shown if j is not None]
    # A layout is additive over its modes: L(i,j) = L(i,0) + L(0,j), so each shown row and column is evaluated
    # once and each cell costs an addition (a swizzle, when there is one, is applied to the sum).
    row_part = _mode_offsets(row_mode[0], row_mode[1], rows) or [at(i, 0) for i in shown_i]
    col_part = _mode_offsets(col_mode[0], col_mode[1], cols) or [at(0, j) for j in shown_j]
    outer = _outer_map(layout)
    if outer is not None and all(is_integer(x) for x in row_part + col_part):
        col_values = [value(x) for x in col_part]
        for i, a in zip(shown_i, row_part):
            a = value(a)
            for j, b in zip(shown_j, col_values):
                off = outer(a + b)
                grid.cells[i, j] = Cell(off, str(off), off)
        return grid
    for i in shown_i:      # each cell evaluated as it is: coordinates (an identity layout), a layout composed
        for j in shown_j:
            v = at(i, j)
            if isinstance(layout, ComposedLayout):
                v = layout.layout_a(value(offset_integer(layout.offset)) + value(v))
            if is_integer(v):
                off = value(v)
                grid.cells[i, j] = Cell(off, str(off), off)
            else:
                text = plain(v)
                grid.kind = "coord"
                grid.cells[i, j] = Cell(v, text, text)
    return grid


def _mode_offsets(shape, stride, axis: Axis) -> list[int] | None:
    """The offsets of every index of a mode with integer strides, in colexicographic order (the first leaf
    fastest), when the axis shows every index; None otherwise (each shown index is then evaluated)."""
    if axis.elided or not all(is_integer(d) for d in it.flatten_to_tuple(stride)):
        return None
    out = [0]
    for s, d in zip(it.flatten_to_tuple(shape), it.flatten_to_tuple(stride)):
        step = value(d)
        out = [a + k * step for k in range(value(s)) for a in out]
    return out


def _inner_at(view_layout, coord: tuple):
    """view_layout (a layout's modes regrouped for drawing) at coord."""
    from ..algebra.layout import crd2idx

    if not coord:
        return 0  # a rank-0 layout: its one coordinate () maps to offset 0
    return crd2idx(coord[0] if len(coord) == 1 else coord, view_layout)


def _outer_map(layout):
    """The integer map applied to the inner layout's offset x: x itself, a swizzle's of offset + x for a
    swizzled layout; None for anything else (evaluated cell by cell)."""
    from ..algebra.swizzle import ComposedLayout, Swizzle

    if not isinstance(layout, ComposedLayout):
        return lambda x: x
    if isinstance(layout.layout_a, Swizzle) and is_integer(layout.offset):
        swizzle, base = layout.layout_a, value(layout.offset)
        return lambda x: value(swizzle(base + x))
    return None


def _axes(rows_shape, cols_shape, max_rows: int | None, max_cols: int | None,
          cap: tuple[int, str]) -> tuple[Axis, Axis]:
    """The rows and columns of a picture, refused before any index is made when it would show more cells than
    cap = (the most cells, what draws them) allows."""
    shown = [value(it.product(s)) for s in (rows_shape, cols_shape)]
    shown = [n if lim is None else min(n, max(lim, 2)) for n, lim in zip(shown, (max_rows, max_cols))]
    check_picture_cells("--full" if max_rows is None and max_cols is None else "a picture", shown[0], shown[1],
                        cap[0], cap[1])
    return make_axis(rows_shape, max_rows), make_axis(cols_shape, max_cols)


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

def tv_grid(layout_tv, tile, max_rows: int | None = None, max_cols: int | None = None,
            cap: tuple[int, str] = (PICTURE_CELLS, "a whole picture draws")) -> Grid:
    """For each cell (m,n) of the tile, the first (thread, value) the TV layout sends there.

    layout_tv maps (t,v) either to an index into the tile (m + n*M, as the TV layouts of make_tiled_copy
    and make_tiled_mma do) or to a coordinate (m,n) (the TV layout composed with make_identity_layout(tile),
    as print_latex_tv takes it).  Owners are found in CuTe's order: thread-major, first owner kept.
    """
    from ..algebra.owners import tv_owners
    from ..algebra.printing import cute_str

    tile_t = tile if isinstance(tile, tuple) else (tile,)
    rows_shape = it.get(tile_t, 0)
    cols_shape = it.get(tile_t, 1) if len(tile_t) > 1 else 1
    rows, cols = _axes(rows_shape, cols_shape, max_rows, max_cols, cap)
    owned = tv_owners(layout_tv, tile)
    caption = f"tile {cute_str(tile)}: each cell shows the thread T and value V that own it"
    if owned.duplicates:
        caption += f"; {owned.duplicates} (thread,value) pairs map to cells already owned (the first owner is shown)"
    unowned = rows.extent * cols.extent - len(owned.threads)
    if unowned:
        caption += f"; {unowned} cells have no owner"
    grid = Grid(cute_str(layout_tv), rows, cols, kind="tv", caption=caption)
    shown_rows = bytearray(rows.extent)
    shown_cols = bytearray(cols.extent)
    for i in rows.shown:
        if i is not None:
            shown_rows[i] = 1
    for j in cols.shown:
        if j is not None:
            shown_cols[j] = 1
    for t, v, m, n in zip(owned.threads, owned.values, owned.ms, owned.ns):
        if shown_rows[m] and shown_cols[n]:
            grid.cells[m, n] = Cell((t, v), f"T{t}V{v}", t)
    return grid
