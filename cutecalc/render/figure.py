"""What a picture of a value shows, independent of where it is drawn (terminal, SVG, HTML).

A Figure is a title line (CuTe's text of the value, or the statement explained), a few lines under it (the
`static:` form, the result), panels side by side (each a Grid, or plain text for values that are not
layouts) and optionally the steps CuTe takes, each an operation and its value.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..algebra.composed import as_position_independent
from ..algebra.integers import value
from ..algebra.layout import Layout
from ..algebra.printing import Picture, Printed
from ..algebra.swizzle import ComposedLayout, Swizzle, crd2offset, domain_layout, offset_integer
from ..errors import CuteDomainError
from ..record import field, record
from .cute_text import cute_str, value_text
from .grid import Grid, layout_grid, tv_grid

if TYPE_CHECKING:
    from ..algebra.access_report import AccessReport

PICTURE_ROWS = 64   # rows and columns drawn in SVG/HTML before eliding the middle (terminal: see terminal.py)
PICTURE_COLS = 64
TABLE_CELLS = 1 << 14  # a whole (--full) table on a terminal or a pipe: Rich draws about 20,000 cells a second
FILE_CELLS = 1 << 12   # a whole SVG or HTML picture: Rich's export writes about 3,000 cells a second
FILE_TOTAL = 1 << 15   # the cells and lines of text one SVG or HTML file draws in all (about a second, 8 MB of SVG)


@record
class Panel:
    heading: str                      # e.g. "A = (4,6):(1,4)"; empty for a lone value
    grid: Grid | None = None
    color_by: str = "offset"
    text: str | None = None           # what to show instead of a grid
    redraw: Callable[[Budget], Grid] | None = None   # the same grid under another budget


def panel(heading: str, draw: Callable[[Budget], Grid], budget: Budget, color_by: str) -> Panel:
    return Panel(heading, draw(budget), color_by, redraw=draw)


def panel_or_reason(heading: str, draw: Callable[[Budget], Grid], budget: Budget, color_by: str) -> Panel:
    """A panel of a figure with other panels: a value that cannot be drawn (a negative extent) says why in its
    place, and the rest of the figure stands."""
    try:
        return panel(heading, draw, budget, color_by)
    except CuteDomainError as e:
        return Panel(heading, None, color_by, text=f"(not drawn: {e.message})")


@record
class Step:
    depth: int                        # indentation: 0 a heading, 1 an operation, 2 an operation within a mode
    text: str                         # the operation with its operands, e.g. "complement(2:1, 4)"
    value: str | None = None          # CuTe's text of its result; None for a heading


@record
class Figure:
    title: str
    lines: list[str] = field(default_factory=list)
    panels: list[Panel] = field(default_factory=list)
    steps_heading: str | None = None
    steps: list[Step] = field(default_factory=list)
    footer: list[str] = field(default_factory=list)


@record(frozen=True)
class Budget:
    """How much of a layout a picture draws: None draws everything."""

    rows: int | None = PICTURE_ROWS
    cols: int | None = PICTURE_COLS
    cap: int = TABLE_CELLS            # the most cells drawn; more are refused before any is evaluated
    drawn: str = "a whole table draws (leave out --full to elide the middle)"


FULL = Budget(None, None)
FILE = Budget(PICTURE_ROWS, PICTURE_COLS, FILE_CELLS, "an SVG or HTML file draws")
FILE_FULL = Budget(None, None, FILE_CELLS, "an SVG or HTML file draws (leave out --full to elide the middle)")


def figure_size(fig: Figure) -> int:
    """What a figure draws, as an SVG or HTML file counts it: the cells of its grids and its lines of text."""
    n = len(fig.title.splitlines()) + len(fig.lines) + len(fig.steps) + len(fig.footer)
    n += fig.steps_heading is not None
    for p in fig.panels:
        n += len(p.grid.rows.shown) * len(p.grid.cols.shown) if p.grid is not None else len((p.text or "").splitlines())
    return n


@record
class FileTotal:
    """What one SVG or HTML file has drawn so far: a value that would take it past FILE_TOTAL is refused before it
    is drawn (the file holds the values before it)."""

    drawn: int = 0

    def admit(self, size: int) -> None:
        if self.drawn + size > FILE_TOTAL:
            raise CuteDomainError(f"an SVG or HTML file draws at most {FILE_TOTAL} (2^15) cells and lines of text "
                                  f"in all; this value's {size} would bring it to {self.drawn + size} (split the "
                                  "script into several files)")
        self.drawn += size


def access_report(v: Any) -> AccessReport | None:
    """v if it is a shared-memory access report, else None.  (The report's module, and the access analysis it
    imports, are loaded only by a statement that makes one: a table of a layout does without them.)"""
    module = sys.modules.get("cutecalc.algebra.access_report")
    return v if module is not None and isinstance(v, module.AccessReport) else None


def is_drawable(v: Any) -> bool:
    """A layout, print_tv's picture or a shared-memory access report, which a table draws (the other pictures
    are CuTe's own text)."""
    if isinstance(v, (Layout, ComposedLayout)) or (isinstance(v, Picture) and v.kind == "print_tv"):
        return True
    report = access_report(v)
    return report is not None and report.picture is not None


def grid_of(v: Any, budget: Budget) -> Grid:
    if isinstance(v, Picture):
        return tv_grid(v.layout, v.tile, budget.rows, budget.cols, cap=(budget.cap, budget.drawn))
    report = access_report(v)
    if report is not None:
        from .bank_grid import bank_grid
        return bank_grid(report, budget.rows, budget.cols)
    return layout_grid(v, budget.rows, budget.cols, cap=(budget.cap, budget.drawn))


def value_panels(v: Any, budget: Budget, color_by: str) -> list[Panel]:
    """The pictures of one value: its grid; a swizzled layout before and after its swizzle."""
    if isinstance(v, ComposedLayout) and isinstance(v.layout_a, Swizzle):
        base = domain_layout(v)
        offset = value(offset_integer(v.offset))
        heading = f"before: {cute_str(v.offset)} + {cute_str(base)}" if offset else f"before: {cute_str(base)}"
        return [panel(heading, lambda b: _offset_grid(base, offset, b), budget, color_by),
                panel(f"after: {cute_str(v.layout_a)} applied", drawer(v), budget, color_by)]
    if is_drawable(v):
        return [panel("", drawer(v), budget, color_by)]
    return [Panel("", None, color_by, value_text(v))]


def _offset_grid(layout: Layout, off: int, budget: Budget) -> Grid:
    """The grid of off + layout(c): the swizzle's input."""
    grid = layout_grid(layout, budget.rows, budget.cols, cap=(budget.cap, budget.drawn))
    if off:
        from .grid import Cell
        grid.cells = {k: Cell(c.value + off, str(c.value + off), c.value + off) if isinstance(c.value, int) else c
                      for k, c in grid.cells.items()}
    return grid


def figure_title(v: Any) -> str:
    """The title line of a drawable value's figure: its CuTe text (print_tv's: the layout on its tile; an access
    report's: its first line)."""
    if isinstance(v, Picture):
        return f"{cute_str(v.layout)} on tile {cute_str(v.tile)}"
    report = access_report(v)
    if report is not None:
        return report.text.splitlines()[0]
    return cute_str(v)


def value_figure(v: Any, budget: Budget, color_by: str, twin_text: str | None = None) -> Figure:
    fig = Figure(figure_title(v) if is_drawable(v) else value_text(v))
    if twin_text:
        fig.lines.append(f"static: {twin_text}")
    drawn = as_position_independent(v)
    if drawn is not v:     # a shared-memory atom: drawn as CuTe's print_layout draws it
        fig.lines.append(f"drawn in {v.offset.bits}-bit elements: {cute_str(drawn)} (the atom's swizzle acts on "
                         "bytes until its pointer is set)")
        v = drawn
    report = access_report(v)
    if report is not None:     # the phases and collisions under the count
        fig.lines += report.text.splitlines()[1:]
    if isinstance(v, ComposedLayout) and isinstance(v.layout_a, Swizzle):
        fig.footer.append(swizzle_note(v))
    if is_drawable(v):
        fig.panels = value_panels(v, budget, color_by)
    return fig


SWIZZLE_NOTE_CELLS = 1 << 12   # where a swizzle moves offsets is worked out for layouts up to this size


def swizzle_note(v: ComposedLayout) -> str:
    """The footer of a swizzled layout's before/after picture; it says where offsets move only when that holds
    for every cell (a swizzle keeps each offset in its row for a row-major layout, in its column for a
    column-major one, and in neither in general)."""
    note = "The same offset has the same colour before and after"
    where = _swizzle_moves_within(v)
    if where is None:
        return note + "."
    return f"{note}: the swizzle moves each offset to another cell of the same {where}."


def _swizzle_moves_within(v: ComposedLayout) -> str | None:
    """"row" or "column" when every offset of the after grid is, in the before grid, in the same row (column)."""
    base = domain_layout(v)
    if value(base.size()) > SWIZZLE_NOTE_CELLS:
        return None
    before, after = _offset_grid(base, value(offset_integer(v.offset)), FULL), grid_of(v, FULL)
    rows: dict[Any, set[int]] = {}
    cols: dict[Any, set[int]] = {}
    for (i, j), c in before.cells.items():
        rows.setdefault(c.value, set()).add(i)
        cols.setdefault(c.value, set()).add(j)
    same_row = all(i in rows.get(c.value, ()) for (i, _), c in after.cells.items())
    same_col = all(j in cols.get(c.value, ()) for (_, j), c in after.cells.items())
    if same_row and after.rows.extent > 1:
        return "row"
    if same_col and after.cols.extent > 1:
        return "column"
    return "row" if same_row else None


def recolor_through(grid: Grid, outer: Layout) -> Grid:
    """Colour each cell of `grid` (indices into outer's domain) as outer's cell at that index is coloured."""
    from .grid import Cell
    new = {}
    for k, c in grid.cells.items():
        if isinstance(c.value, int) and 0 <= c.value < outer.size():
            new[k] = Cell(c.value, c.text, value(crd2offset(c.value, outer)))
        else:
            new[k] = c
    grid.cells = new
    return grid



# -- explanations ---------------------------------------------------------------------------------------

def _input_panels(fig: Figure, expl, a: Any, budget: Budget, color_by: str) -> bool:
    """The panels of an explanation's inputs (a tiler's layouts one by one); whether one of them shows indices
    into A in the colours of A's cells."""
    how = expl.how
    through_a = how.inputs_index_a and isinstance(a, Layout)
    recoloured = False
    for name, x in expl.inputs:
        if isinstance(x, tuple) and expl.tiler_modes and name == "B":
            for mode_name, mode in expl.tiler_modes:
                if isinstance(mode, Layout):
                    fig.panels.append(panel_or_reason(f"{mode_name} = {cute_str(mode)}", drawer(mode), budget, "none"))
        elif not is_drawable(x):
            continue
        elif name != "A" and through_a and isinstance(x, Layout) and isinstance(a, Layout) and x is not a:
            fig.panels.append(panel_or_reason(f"{name} = {cute_str(x)}", drawer(x, through=a), budget, color_by))
            recoloured = True
        else:
            fig.panels.append(panel_or_reason(f"{name} = {cute_str(x)}", drawer(x), budget,
                                              color_by if name == "A" or how.inputs_by_offset else "none"))
    return recoloured


def explain_figure(expl, budget: Budget, color_by: str) -> Figure:
    """The picture of an Explanation (cutecalc.lang.explain): inputs and result side by side, then the steps.

    Colours follow offsets, the same in every table, so a result cell has the colour of the cell of A whose
    offset it holds.  A layout whose values index A's domain (B of a composition or a divide, the inverse
    of A) takes, in each cell, the colour of the cell of A it indexes.
    """
    fig = Figure(expl.statement, [f"= {cute_str(expl.result)}" if not _is_text(expl.result) else ""])
    fig.lines = [x for x in fig.lines if x]
    a = expl.inputs[0][1] if expl.inputs else None
    how = expl.how
    recoloured = _input_panels(fig, expl, a, budget, color_by)   # some panel shows indices into A in A's colours
    r = expl.result
    if is_drawable(r):
        if how.result_colours != "offset" and isinstance(a, Layout) and isinstance(r, Layout):
            through = how.result_colours == "through_a"
            fig.panels.append(panel_or_reason(f"result = {figure_title(r)}", drawer(r, through=a if through else None),
                                              budget, color_by if through else "none"))
            recoloured = through
        else:
            fig.panels.append(panel_or_reason(f"result = {figure_title(r)}", drawer(r), budget, color_by))
    if expl.covered is not None:
        both = expl.covered
        fig.panels.append(panel_or_reason(f"make_layout(A, result) = {cute_str(both)}", drawer(both), budget,
                                color_by))
    if expl.formula:
        fig.steps_heading = "How CuTe computes it: " + expl.formula
    elif expl.function is None:
        fig.steps_heading = "Nothing to explain: this statement is not a call of an operation."
    for st in expl.steps:
        fig.steps.append(Step(st.depth, st.text, None if st.is_heading else cute_str(st.value)))
    if color_by == "offset" and len(fig.panels) > 1:
        fig.footer.append("Colours follow offsets, the same in every table: a result cell has the colour of the "
                          "cell of A holding that offset.")
        if recoloured:
            fig.footer.append("A layout of indices into A (B, an inverse) has in each cell the colour of the cell "
                              "of A it indexes.")
    return fig


def drawer(v: Any, through: Layout | None = None) -> Callable[[Budget], Grid]:
    """The grid of v under a budget; coloured as the cells of `through` it indexes, when given."""
    if through is None:
        return lambda b: grid_of(v, b)
    return lambda b: recolor_through(grid_of(v, b), through)


def _is_text(v) -> bool:
    return isinstance(v, Printed)
