"""Figures on a terminal, through Rich: the CLI's `--format table` and the REPL's display of each value.

A Layout shows its CuTe text (coloured by the grammar's tokens, as the REPL colours input), the `static:`
form when it differs, then its table, sized to the terminal: at most TERMINAL_ROWS rows and as many
columns as fit, the middle elided with `…` unless `full`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..algebra.printing import Picture
from ..outcome import Outcome
from .ansi import AnsiConsole, NeedsRich, Run
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

if TYPE_CHECKING:
    from rich.console import Console, RenderableType
    from rich.text import Text

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


def highlighted(text: str, highlight: Highlighter | None) -> list[Run]:
    """CuTe's text of a value as runs coloured by the grammar's tokens: static `_4` apart from dynamic `4`."""
    if highlight is None:
        return [Run(text)]
    try:
        return [Run(tok, TOKEN_STYLES.get(kind, "")) for kind, tok, _ in highlight(text)]
    except Exception:  # highlighting is a nicety; never let it hide a value
        return [Run(text)]


def cute_text(text: str, style: str = "", highlight: Highlighter | None = None) -> Text:
    """CuTe's text of a value as a Rich Text under `style`, coloured by the grammar's tokens."""
    from rich.text import Text
    out = Text(style=style)
    for tok, tok_style in highlighted(text, highlight):
        out.append(tok, tok_style)
    return out


def fit_budget(grid_builder, width: int, grid: Any = None) -> tuple[Any, int]:
    """Build a grid with as many columns as fit in `width` (`grid`: the one built under the terminal's budget
    already); returns it and its table's width."""
    if grid is None:
        grid = grid_builder(Budget(TERMINAL_ROWS, TERMINAL_COLS))
    table = GridTable(grid)
    if table.width <= width or grid.cols.extent <= 2:
        return grid, table.width
    room = width - table.label_width - 4
    per = table.cell_width + (1 if table.has_seps else 0)
    grid = grid_builder(Budget(TERMINAL_ROWS, max(2, room // per)))
    return grid, GridTable(grid).width


class TableView:
    """Shows each statement's value on a Rich console, or on an AnsiConsole (render/ansi.py), which raises NeedsRich
    for what only Rich lays out: the writer then hands the view a Rich console (`use`) and shows the value again.
    `color_by` is "offset", "mode" or "none"."""

    def __init__(self, console: Console | AnsiConsole, color_by: str = "offset", full: bool = False,
                 full_hint: str = "--full", file: bool = False, dialect: str = "cpp",
                 highlight: Highlighter | None = None) -> None:
        """`file`: drawn for a file (SVG, HTML), which has no terminal: nothing is fitted to a width.  `highlight`
        colours the CuTe text (lang.highlight.highlight_tokens)."""
        self.highlight = highlight
        self.use(console)
        self.color_by = color_by
        self.full = full
        self.full_hint = full_hint
        self.file = file
        self.dialect = dialect
        self.budget = (FILE_FULL if full else FILE) if file else FULL if full else Budget(TERMINAL_ROWS, TERMINAL_COLS)
        self.total = FileTotal() if file else None   # what a file has drawn in all

    def use(self, console: Console | AnsiConsole) -> None:
        self.console = console
        if console.width < MIN_WIDTH:
            console.width = MIN_WIDTH

    def rich(self) -> Console:
        """The console, for what only Rich lays out (columns, steps)."""
        if isinstance(self.console, AnsiConsole):
            raise NeedsRich
        return self.console

    def text(self, text: str, style: str = "") -> Text:
        return cute_text(text, style, self.highlight)

    def say(self, text: str, style: str = "", cute: bool = False, wrap: bool = True) -> None:
        """One paragraph under `style`: `cute` text coloured by the grammar; `wrap`: wrapped at the console's width
        (else soft-wrapped: written whole, the terminal wraps it)."""
        c = self.console
        if isinstance(c, AnsiConsole):
            c.paragraph(highlighted(text, self.highlight) if cute else [Run(text)], style, wrap)
            return
        from rich.text import Text
        c.print(self.text(text, style) if cute else Text(text, style=style), soft_wrap=not wrap)

    # -- values ---------------------------------------------------------------------------------------
    def show(self, outcome: Outcome, twin_text: str | None = None) -> None:
        v = outcome.value
        if not is_drawable(v):
            text = visible_text(value_text(v) if isinstance(v, Picture) else value_text(v, self.dialect))
            if self.total is not None:
                self.total.admit(len(text.splitlines()))
            if not isinstance(v, Picture):
                self.say(text, cute=True, wrap=False)
            elif isinstance(self.console, AnsiConsole):
                self.console.out(text)
            else:
                self.console.out(text, highlight=False)
            return
        self.print_figure(self.figure(v, twin_text))

    def figure(self, v: Any, twin_text: str | None = None) -> Figure:
        fig = value_figure(v, self.budget, self.color_by, twin_text)
        if self.dialect == "dsl" and not (isinstance(v, Picture) or access_report(v) is not None):
            fig.title = value_text(v, self.dialect)
        return self.fit(fig)

    def show_explanation(self, expl) -> None:
        from .figure import explain_figure
        self.rich()   # (its steps)
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
            grid, drawn = fit_budget(p.redraw, width, p.grid)   # (p.grid: drawn under the terminal's budget)
            panels.append(Panel(p.heading, grid, p.color_by, p.text, p.redraw))
            used += max(drawn, len(p.heading)) + 4
        fig.panels = panels
        return fig

    # -- figures --------------------------------------------------------------------------------------
    def steps_renderable(self, steps) -> RenderableType:
        """One line per step, `op = value`, the `=` aligned while the lines fit the console; a step too wide
        wraps as a whole rather than squeezing its value into an ellipsis."""
        from rich.text import Text
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
        from rich.console import Group
        return Group(*lines)

    def panel_renderable(self, panel: Panel) -> RenderableType:
        from rich.console import Group
        from rich.text import Text
        body: RenderableType
        if panel.grid is not None:
            body = self.grid_table(panel)
        else:
            body = self.text(panel.text or "")
        if not panel.heading:
            return body
        return Group(Text(panel.heading, style="bold"), body)

    def draw_panel(self, panel: Panel, crop: bool) -> None:
        """A figure's one panel, without a heading."""
        c = self.console
        if not isinstance(c, AnsiConsole):
            c.print(self.panel_renderable(panel), crop=crop)
        elif panel.grid is None:
            self.say(panel.text or "", cute=True)
        else:
            self.grid_table(panel).write_to(c, crop)

    def grid_table(self, panel: Panel) -> GridTable:
        return GridTable(panel.grid, panel.color_by, full_hint=self.full_hint)  # type: ignore[arg-type]

    def draw_figure(self, fig: Figure) -> None:
        """The figure on the console.  A terminal's table that is still wider than the terminal (a narrow one) is
        cut at its edge, and a line says so; --full and files are never cut (a terminal wraps what is wider)."""
        c = self.console
        crop = not (self.full or self.file)
        self.say(visible(fig.title), "bold", cute=True, wrap=False)   # an explained statement is source text
        for line in fig.lines:
            self.say(visible(line), "dim", wrap=False)
        if len(fig.panels) == 1 and not fig.panels[0].heading:
            self.draw_panel(fig.panels[0], crop)
        elif fig.panels:
            from rich.columns import Columns
            self.rich().print(Columns([self.panel_renderable(p) for p in fig.panels], padding=(1, 4)), crop=crop)
        widest = max((GridTable(p.grid).width for p in fig.panels if p.grid is not None), default=0)
        if crop and widest > c.width:
            self.say(f"(this table is {widest} columns wide and is cut at the terminal's {c.width}; "
                     f"{self.full_hint} draws it whole)", "dim italic")
        if fig.steps_heading:
            self.rich().print()
            self.say(fig.steps_heading, "bold")
        if fig.steps:
            self.rich().print(self.steps_renderable(fig.steps))
        for line in fig.footer:
            self.say(line, "dim italic")
