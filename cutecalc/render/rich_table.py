"""A Grid as a Rich renderable: coordinates along the top and the left, offsets in coloured cells, and
rules where sub-tiles meet (light between the innermost sub-tiles, heavy further out).

    ((2,2),(2,3)):((1,2),(4,8))
                  0    1 │   2    3 │   4    5
                (0,0)(1,0)│(0,1)(1,1)│(0,2)(1,2)
       0 (0,0)    0    4 │   8   12 │  16   20
       1 (1,0)    1    5 │   9   13 │  17   21
                ─────────┼──────────┼─────────
       2 (0,1)    2    6 │  10   14 │  18   22
"""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.style import Style
from rich.text import Text

from .grid import Grid, plain
from .palette import cell_rgb, text_rgb

_VERTICAL = {1: "│", 2: "┃"}
_HORIZONTAL = {1: "─", 2: "━"}
_CROSS = {(1, 1): "┼", (2, 2): "╋", (2, 1): "╂", (1, 2): "┿"}  # (vertical, horizontal) levels

_INDEX = Style(bold=True)
_COORD = Style(dim=True)
_RULE = Style(color="bright_black")
_NOTE = Style(dim=True, italic=True)


def _level(n: int) -> int:
    return 0 if n == 0 else 1 if n == 1 else 2


class GridTable:
    """The terminal picture of a Grid; `color_by` is "offset", "mode" or "none"."""

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
        lines = [self.width]
        if self.captions:
            lines += [len(t) for t in self._caption_lines()]
        return Measurement(self.width, max(lines))

    # -- drawing --------------------------------------------------------------------------------------
    def _sep(self, k: int, style: Style = _RULE) -> list[Segment]:
        lvl = self.seps[k]
        return [Segment(_VERTICAL[lvl], style)] if lvl else []

    def _label(self, index: str, coord: str, style_index: Style = _INDEX) -> list[Segment]:
        if not self.label_width:
            return []
        out = [Segment(f"{index:>{self.index_width}}", style_index)]
        if self.coord_width:
            out.append(Segment(" " + f"{coord:<{self.coord_width}}", _COORD))
        out.append(Segment(" "))
        return out

    def _header_lines(self) -> list[list[Segment]]:
        cols = self.grid.cols
        lines = []
        index_line = self._label("", "")
        for k, j in enumerate(cols.shown):
            index_line += self._sep(k)
            text = "…" if j is None else str(j)
            index_line.append(Segment(f" {text:>{self.col_widths[k] - 2}} ", _INDEX))
        lines.append(index_line)
        if cols.hierarchical:
            coord_line = self._label("", "")
            for k, j in enumerate(cols.shown):
                coord_line += self._sep(k)
                text = "" if j is None else plain(cols.coord(j))
                coord_line.append(Segment(f"{text:>{self.col_widths[k] - 1}} "[: self.col_widths[k]], _COORD))
            lines.append(coord_line)
        return lines

    def _rule(self, level: int) -> list[Segment]:
        line = [Segment(" " * self.label_width)] if self.label_width else []
        text = []
        for k, w in enumerate(self.col_widths):
            if self.seps[k]:
                text.append(_CROSS[self.seps[k], level])
            text.append(_HORIZONTAL[level] * w)
        line.append(Segment("".join(text), _RULE))
        return line

    def _row(self, i: int | None) -> list[Segment]:
        g = self.grid
        if i is None:
            line = self._label("…", "", _COORD)
        else:
            line = self._label(str(i), plain(g.rows.coord(i)) if g.rows.hierarchical else "")
        for k, j in enumerate(g.cols.shown):
            line += self._sep(k)
            w = self.col_widths[k]
            if i is None or j is None:
                line.append(Segment(f"{'…':^{w}}", _COORD))
                continue
            cell = g.cell(i, j)
            text = f" {cell.text if cell else '':>{w - 2}} "
            rgb = cell_rgb(g, i, j, cell, self.color_by)
            if rgb is None:
                line.append(Segment(text))
            else:
                line.append(Segment(text, Style(color=_rich_rgb(text_rgb(rgb)), bgcolor=_rich_rgb(rgb))))
        return line

    def _caption_lines(self) -> list[str]:
        out = []
        if self.grid.caption:
            out.append(self.grid.caption)
        if self.grid.elision:
            out.append(f"{self.grid.elision} ({self.full_hint} shows everything)")
        return out

    def lines(self) -> list[list[Segment]]:
        """The table's lines, each exactly `width` cells, then the captions (one line each)."""
        out = self.table_lines()
        if self.captions:
            out += [[Segment(t, _NOTE)] for t in self._caption_lines()]
        return out

    def table_lines(self) -> list[list[Segment]]:
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

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.table_lines():
            yield from line
            yield Segment.line()
        if self.captions:  # wrapped, never cut: a caption says what the picture leaves out
            for t in self._caption_lines():
                yield from console.render(Text(t, style=_NOTE), options)


def _rich_rgb(rgb) -> str:
    return "rgb({},{},{})".format(*rgb)
