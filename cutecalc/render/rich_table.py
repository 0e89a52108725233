"""A Grid as a table on a terminal (a Rich renderable, or lines of Runs for render/ansi.py): coordinates along the
top and the left, offsets in coloured cells, and rules where sub-tiles meet (light between the innermost sub-tiles,
heavy further out).

    ((2,2),(2,3)):((1,2),(4,8))
                  0    1 │   2    3 │   4    5
                (0,0)(1,0)│(0,1)(1,1)│(0,2)(1,2)
       0 (0,0)    0    4 │   8   12 │  16   20
       1 (1,0)    1    5 │   9   13 │  17   21
                ─────────┼──────────┼─────────
       2 (0,1)    2    6 │  10   14 │  18   22
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ansi import AnsiConsole, Run
from .grid import Grid, plain
from .palette import cell_rgb, text_rgb

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderResult
    from rich.measure import Measurement

_VERTICAL = {1: "│", 2: "┃"}
_HORIZONTAL = {1: "─", 2: "━"}
_CROSS = {(1, 1): "┼", (2, 2): "╋", (2, 1): "╂", (1, 2): "┿"}  # (vertical, horizontal) levels

_INDEX = "bold"
_COORD = "dim"
_RULE = "bright_black"
_NOTE = "dim italic"


def _level(n: int) -> int:
    return 0 if n == 0 else 1 if n == 1 else 2


class GridTable:
    """The terminal picture of a Grid, as lines of Runs; `color_by` is "offset", "mode" or "none"."""

    def __init__(self, grid: Grid, color_by: str = "offset", captions: bool = True, full_hint: str = "--full") -> None:
        self.grid = grid
        self.color_by = color_by
        self.captions = captions
        self.full_hint = full_hint
        self._measure()

    # -- geometry -----------------------------------------------------------------------------------
    def _measure(self) -> None:
        g = self.grid
        rows, cols = g.rows, g.cols
        texts = [c.text for c in g.cells.values()] or [""]
        heads = [str(j) for j in cols.shown if j is not None]
        if cols.hierarchical:
            heads += [plain(cols.coord(j)) for j in cols.shown if j is not None]
        self.cell_width = max(len(t) for t in texts + heads) + 2
        self.col_widths = [self.cell_width if j is not None else 3 for j in cols.shown]
        # separator slot before each shown column (none before the first)
        self.seps = [0] + [
            _level(cols.boundary(j)) if (j is not None and prev is not None and j == prev + 1) else 0
            for prev, j in zip(cols.shown, cols.shown[1:])
        ]
        self.has_seps = any(self.seps)
        shown_rows = [i for i in rows.shown if i is not None]
        if g.row_mode:
            self.index_width = max(len(str(i)) for i in shown_rows + [0])
            self.coord_width = max((len(plain(rows.coord(i))) for i in shown_rows), default=0) \
                if rows.hierarchical else 0
        else:
            self.index_width = self.coord_width = 0
        label = self.index_width + (1 + self.coord_width if self.coord_width else 0)
        self.label_width = label + 1 if label else 0

    @property
    def width(self) -> int:
        return self.label_width + sum(self.col_widths) + sum(1 for s in self.seps if s)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        from rich.measure import Measurement
        lines = [self.width]
        if self.captions:
            lines += [len(t) for t in self.caption_lines()]
        return Measurement(self.width, max(lines))

    # -- drawing --------------------------------------------------------------------------------------
    def _sep(self, k: int, style: str = _RULE) -> list[Run]:
        lvl = self.seps[k]
        return [Run(_VERTICAL[lvl], style)] if lvl else []

    def _label(self, index: str, coord: str, style_index: str = _INDEX) -> list[Run]:
        if not self.label_width:
            return []
        out = [Run(f"{index:>{self.index_width}}", style_index)]
        if self.coord_width:
            out.append(Run(" " + f"{coord:<{self.coord_width}}", _COORD))
        out.append(Run(" "))
        return out

    def _header_lines(self) -> list[list[Run]]:
        cols = self.grid.cols
        lines = []
        index_line = self._label("", "")
        for k, j in enumerate(cols.shown):
            index_line += self._sep(k)
            text = "…" if j is None else str(j)
            index_line.append(Run(f" {text:>{self.col_widths[k] - 2}} ", _INDEX))
        lines.append(index_line)
        if cols.hierarchical:
            coord_line = self._label("", "")
            for k, j in enumerate(cols.shown):
                coord_line += self._sep(k)
                text = "" if j is None else plain(cols.coord(j))
                coord_line.append(Run(f"{text:>{self.col_widths[k] - 1}} "[: self.col_widths[k]], _COORD))
            lines.append(coord_line)
        return lines

    def _rule(self, level: int) -> list[Run]:
        line = [Run(" " * self.label_width)] if self.label_width else []
        text = []
        for k, w in enumerate(self.col_widths):
            if self.seps[k]:
                text.append(_CROSS[self.seps[k], level])
            text.append(_HORIZONTAL[level] * w)
        line.append(Run("".join(text), _RULE))
        return line

    def _row(self, i: int | None) -> list[Run]:
        g = self.grid
        if i is None:
            line = self._label("…", "", _COORD)
        else:
            line = self._label(str(i), plain(g.rows.coord(i)) if g.rows.hierarchical else "")
        for k, j in enumerate(g.cols.shown):
            line += self._sep(k)
            w = self.col_widths[k]
            if i is None or j is None:
                line.append(Run(f"{'…':^{w}}", _COORD))
                continue
            cell = g.cell(i, j)
            text = f" {cell.text if cell else '':>{w - 2}} "
            rgb = cell_rgb(g, i, j, cell, self.color_by)
            line.append(Run(text) if rgb is None else Run(text, f"{_rich_rgb(text_rgb(rgb))} on {_rich_rgb(rgb)}"))
        return line

    def caption_lines(self) -> list[str]:
        out = []
        if self.grid.caption:
            out.append(self.grid.caption)
        if self.grid.elision:
            out.append(f"{self.grid.elision} ({self.full_hint} shows everything)")
        return out

    def lines(self) -> list[list[Run]]:
        """The table's lines, each exactly `width` cells, then the captions (one line each)."""
        out = self.table_lines()
        if self.captions:
            out += [[Run(t, _NOTE)] for t in self.caption_lines()]
        return out

    def table_lines(self) -> list[list[Run]]:
        g = self.grid
        out = self._header_lines()
        prev = None
        for i in g.rows.shown:
            if i is not None and prev is not None and i == prev + 1:
                lvl = _level(g.rows.boundary(i))
                if lvl:
                    out.append(self._rule(lvl))
            out.append(self._row(i))
            prev = i
        return out

    def write_to(self, console: AnsiConsole, crop: bool) -> None:
        """The table on an AnsiConsole, as __rich_console__ draws it on Rich's."""
        for line in self.table_lines():
            console.line(line, crop)
        if self.captions:
            for t in self.caption_lines():
                console.paragraph([Run(t)], _NOTE)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        from rich.segment import Segment
        from rich.style import Style
        from rich.text import Text
        made: dict[str, Style] = {}   # anew for each drawing: a Style keeps the codes of the first colour system it met

        def style_of(spec: str) -> Style:
            style = made.get(spec)
            if style is None:
                p = Style.parse(spec)
                style = made[spec] = Style(color=p.color, bgcolor=p.bgcolor, bold=p.bold, dim=p.dim, italic=p.italic)
            return style

        for line in self.table_lines():
            yield from (Segment(text, style_of(style)) if style else Segment(text) for text, style in line)
            yield Segment.line()
        if self.captions:  # wrapped, never cut: a caption says what the picture leaves out
            for t in self.caption_lines():
                yield from console.render(Text(t, style=_NOTE), options)


def _rich_rgb(rgb) -> str:
    return "rgb({},{},{})".format(*rgb)
