"""Figures on a terminal, through Rich: the CLI's `--format table` and the REPL's display of each value.

A Layout shows its CuTe text (coloured by the grammar's tokens, as the REPL colours input), the `static:`
form when it differs, then its table, sized to the terminal: at most TERMINAL_ROWS rows and as many
columns as fit, the middle elided with `…` unless `full`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rich.columns import Columns
from rich.console import Console, Group, RenderableType
from rich.text import Text

from ..algebra.printing import Picture
from ..outcome import Outcome
from .cute_text import value_text
from .diagnostic import visible, visible_text
from .figure import (
    FILE,
    FILE_FULL,
    FULL,
    Budget,
    Figure,
    FileTotal,
    Panel,
    access_report,
    figure_size,
    is_drawable,
    value_figure,
)
from .rich_table import GridTable

TERMINAL_ROWS = 32
TERMINAL_COLS = 64  # at most; fewer when the terminal is narrower
MIN_WIDTH = 40      # a terminal reporting fewer columns (COLUMNS=0) is drawn at this width

# Token kinds of the grammar (cutecalc.lang.highlight.token_kinds) -> Rich styles; the REPL's lexer uses the same.
TOKEN_STYLES = {
    "number": "cyan", "static_number": "green", "keyword": "magenta", "operator": "bright_black",
    "comment": "italic bright_black", "error": "bold red", "function": "bold blue", "variable": "yellow",
}


# What colours a text: (kind, text, offset) for each of its tokens, as lang.highlight.highlight_tokens gives them.
# render/ is below lang/: whoever makes a view or asks for a text passes the highlighter (without one: plain).
Highlighter = Callable[[str], Iterable[tuple[str, str, int]]]


def cute_text(text: str, style: str = "", highlight: Highlighter | None = None) -> Text:
    """CuTe's text of a value, coloured by the grammar's tokens: static `_4` apart from dynamic `4`."""
    if highlight is None:
        return Text(text, style=style)
    out = Text(style=style)
    try:
        for kind, tok, _ in highlight(text):
            out.append(tok, TOKEN_STYLES.get(kind, ""))
    except Exception:  # highlighting is a nicety; never let it hide a value
        return Text(text, style=style)
    return out


def fit_budget(grid_builder, width: int) -> Any:
    """Build a grid with as many columns as fit in `width`."""
    grid = grid_builder(Budget(TERMINAL_ROWS, TERMINAL_COLS))
    table = GridTable(grid)
    if table.width <= width or grid.cols.extent <= 2:
        return grid
    room = width - table.label_width - 4
    per = table.cell_width + (1 if table.has_seps else 0)
    return grid_builder(Budget(TERMINAL_ROWS, max(2, room // per)))


class TableView:
    """Shows each statement's value on a Rich console; `color_by` is "offset", "mode" or "none"."""

    def __init__(self, console: Console, color_by: str = "offset", full: bool = False,
                 full_hint: str = "--full", file: bool = False, dialect: str = "cpp",
                 highlight: Highlighter | None = None) -> None:
        """`file`: drawn for a file (SVG, HTML), which has no terminal: nothing is fitted to a width.  `highlight`
        colours the CuTe text (lang.highlight.highlight_tokens)."""
        self.console = console
        self.highlight = highlight
        if console.width < MIN_WIDTH:
            console.width = MIN_WIDTH
        self.color_by = color_by
        self.full = full
        self.full_hint = full_hint
        self.file = file
        self.dialect = dialect
        self.budget = (FILE_FULL if full else FILE) if file else FULL if full else Budget(TERMINAL_ROWS, TERMINAL_COLS)
        self.total = FileTotal() if file else None   # what a file has drawn in all

    def text(self, text: str, style: str = "") -> Text:
        return cute_text(text, style, self.highlight)

    # -- values ---------------------------------------------------------------------------------------
    def show(self, outcome: Outcome, twin_text: str | None = None) -> None:
        v = outcome.value
        if not is_drawable(v):
            text = visible_text(value_text(v) if isinstance(v, Picture) else value_text(v, self.dialect))
            if self.total is not None:
                self.total.admit(len(text.splitlines()))
            if isinstance(v, Picture):
                self.console.out(text, highlight=False)
            else:
                self.console.print(self.text(text), soft_wrap=True)
            return
        self.print_figure(self.figure(v, twin_text))

    def figure(self, v: Any, twin_text: str | None = None) -> Figure:
        fig = value_figure(v, self.budget, self.color_by, twin_text)
        if self.dialect == "dsl" and not (isinstance(v, Picture) or access_report(v) is not None):
            fig.title = value_text(v, self.dialect)
        return self.fit(fig)

    def show_explanation(self, expl) -> None:
        from .figure import explain_figure
        self.print_figure(self.fit(explain_figure(expl, self.budget, self.color_by)))

    def print_figure(self, fig: Figure) -> None:
        """The figure on the console (a file's: once its total admits it)."""
        if self.total is not None:
            self.total.admit(figure_size(fig))
        self.draw_figure(fig)

    def fit(self, fig: Figure) -> Figure:
        """Redraw each panel with as many columns as fit the terminal (a file or --full: drawn as it is).

        Side by side, the inputs get at most half the width each and the last panel (the result) whatever
        the others leave, so that the answer is the table elided least."""
        if self.full or self.file:
            return fig
        total = self.console.width
        share = max(24, total // min(len(fig.panels), 2) - 4) if len(fig.panels) > 1 else total
        panels, used = [], 0
        for k, p in enumerate(fig.panels):
            if p.redraw is None or p.grid is None:
                panels.append(p)
                used += max((len(x) for x in (p.text or "").splitlines()), default=0) + 4
                continue
            width = share if k < len(fig.panels) - 1 else max(share, total - used - 4)
            grid = fit_budget(p.redraw, width)
            panels.append(Panel(p.heading, grid, p.color_by, p.text, p.redraw))
            used += max(GridTable(grid).width, len(p.heading)) + 4
        fig.panels = panels
        return fig

    # -- figures --------------------------------------------------------------------------------------
    def steps_renderable(self, steps) -> RenderableType:
        """One line per step, `op = value`, the `=` aligned while the lines fit the console; a step too wide
        wraps as a whole rather than squeezing its value into an ellipsis."""
        ops = [Text("  " * st.depth) + (Text(st.text, style="bold") if st.value is None else self.text(st.text))
               for st in steps]
        widest = max((len(op) for op, st in zip(ops, steps) if st.value is not None), default=0)
        fits = all(widest + 3 + len(st.value) <= self.console.width for st in steps if st.value is not None)
        lines = []
        for op, st in zip(ops, steps):
            if st.value is not None:
                op = op.copy()
                if fits:
                    op.pad_right(widest - len(op))
                op.append(" = ", style="dim")
                op.append_text(self.text(st.value))
            lines.append(op)
        return Group(*lines)

    def panel_renderable(self, panel: Panel) -> RenderableType:
        body: RenderableType
        if panel.grid is not None:
            body = GridTable(panel.grid, panel.color_by, full_hint=self.full_hint)
        else:
            body = self.text(panel.text or "")
        if not panel.heading:
            return body
        return Group(Text(panel.heading, style="bold"), body)

    def draw_figure(self, fig: Figure) -> None:
        """The figure on the console.  A terminal's table that is still wider than the terminal (a narrow one) is
        cut at its edge, and a line says so; --full and files are never cut (a terminal wraps what is wider)."""
        c = self.console
        crop = not (self.full or self.file)
        c.print(self.text(visible(fig.title), "bold"), soft_wrap=True)   # an explained statement is source text
        for line in fig.lines:
            c.print(Text(visible(line), style="dim"), soft_wrap=True)
        if len(fig.panels) == 1 and not fig.panels[0].heading:
            c.print(self.panel_renderable(fig.panels[0]), crop=crop)
        elif fig.panels:
            c.print(Columns([self.panel_renderable(p) for p in fig.panels], padding=(1, 4)), crop=crop)
        widest = max((GridTable(p.grid).width for p in fig.panels if p.grid is not None), default=0)
        if crop and widest > c.width:
            c.print(Text(f"(this table is {widest} columns wide and is cut at the terminal's {c.width}; "
                         f"{self.full_hint} draws it whole)", style="dim italic"))
        if fig.steps_heading:
            c.print()
            c.print(Text(fig.steps_heading, style="bold"))
        if fig.steps:
            c.print(self.steps_renderable(fig.steps))
        for line in fig.footer:
            c.print(Text(line, style="dim italic"))
