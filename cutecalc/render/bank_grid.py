"""The grid of a shared-memory access: the accessed cells, each naming its lane, coloured by bank."""

from __future__ import annotations

from ..algebra.access_report import AccessReport
from .grid import Cell, Grid, make_axis


def bank_grid(report: AccessReport, max_rows: int | None = None, max_cols: int | None = None) -> Grid:
    """Cells read lane:bank and are keyed by bank (colouring by value colours by bank); a cell several
    lanes access names the first lane and adds '+'."""
    pic = report.picture
    assert pic is not None
    rows, cols = make_axis(pic.rows, max_rows), make_axis(pic.cols, max_cols)
    shown_r = {i for i in rows.shown if i is not None}
    shown_c = {j for j in cols.shown if j is not None}
    cells: dict[tuple[int, int], Cell] = {}
    for c in pic.cells:
        if c.row not in shown_r or c.col not in shown_c:
            continue
        old = cells.get((c.row, c.col))
        if old is None:
            cells[(c.row, c.col)] = Cell(c.bank, f"{c.lane}:{c.bank}", c.bank)
        elif not old.text.endswith("+"):
            cells[(c.row, c.col)] = Cell(old.value, old.text + "+", old.key)
    return Grid(report.text.splitlines()[0], rows, cols, cells, caption=pic.caption)
