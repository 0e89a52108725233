"""CuTe's print_layout: the rank-2 layout as an ASCII grid, byte for byte as util/print_tensor.hpp."""

from __future__ import annotations

from ..algebra import inttuple as it
from ..algebra.integers import value
from ..algebra.printing import check_picture_cells, cute_str
from .grid import layout_grid, tv_grid

_DELIM = "+-----------------------"  # CuTe prints at most this many characters of a cell border


def num_digits(x: int) -> int:
    """CuTe's num_digits: decimal digits of x, at most 10 (it is an `int`)."""
    n = 1
    while n < 10 and x >= 10 ** n:
        n += 1
    return n


def print_layout_text(layout) -> str:
    """The text print_layout(layout) writes, ending with a newline (lang.values.layout_picture checked the
    rank and the size)."""
    grid = layout_grid(layout)
    rows, cols = grid.rows.extent, grid.cols.extent
    cells = [[grid.cells[m, n].value for n in range(cols)] for m in range(rows)]
    cos = _cosize(layout, cells)
    w = num_digits(cos) + 2
    border = "    " + _DELIM[: w + 1] * cols + "+\n"
    out = [cute_str(layout), "\n", "    "]
    out += [f"  {n:>{w - 2}} " for n in range(cols)]
    out.append("\n")
    for m in range(rows):
        out.append(border)
        out.append(f"{m:>2}  ")
        out += [f"| {v:>{w - 2}} " for v in cells[m]]
        out.append("|\n")
    out.append(border)
    return "".join(out)


def print_tv_text(layout_tv, tile) -> str:
    """The tile as print_layout draws a layout, each cell naming the thread and value that own it (`T3V1`).

    CuTe has no text form of a TV layout (print_latex_tv draws one in LaTeX); this one follows print_layout's
    frame.  Cells no (thread, value) reaches stay blank.
    """
    m_ext, n_ext = (value(e) for e in it.product_each(tile))
    check_picture_cells("print_tv", m_ext, n_ext)
    grid = tv_grid(layout_tv, tile)
    rows, cols = grid.rows.extent, grid.cols.extent
    w = max((len(c.text) for c in grid.cells.values()), default=1) + 2
    border = "    " + ("+" + "-" * w) * cols + "+\n"
    out = [f"{cute_str(layout_tv)} on tile {cute_str(tile)}\n", "    "]
    out += [f"  {n:>{w - 2}} " for n in range(cols)]
    out.append("\n")
    for m in range(rows):
        out.append(border)
        out.append(f"{m:>2}  ")
        out += [f"| {c.text if (c := grid.cell(m, n)) else '':>{w - 2}} " for n in range(cols)]
        out.append("|\n")
    out.append(border)
    return "".join(out)


def _cosize(layout, cells) -> int:
    from ..algebra.layout import Layout, cosize
    if isinstance(layout, Layout):
        return value(cosize(layout))
    return max((v for row in cells for v in row), default=-1) + 1
