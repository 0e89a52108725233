"""How each output format writes a statement's value: text, json, csv, table, latex, svg, html.

A writer receives each statement that has a value (with its static form and explanation, when asked
for) and may write once more at the end (the SVG and HTML exports are one document for the whole run).
Only the table and export writers import Rich (a terminal's table: only for a figure render/ansi.py cannot
write), so the plain path never loads it.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, TextIO

from ..algebra.kinds import kind_of
from ..algebra.layout import Layout
from ..algebra.pictures import layout_picture, tv_picture
from ..algebra.printing import CppString, Picture, Printout, cute_str
from ..algebra.swizzle import ComposedLayout
from ..options import FILE_FORMATS, DisplayOptions
from ..outcome import Outcome
from .cute_text import print_text, value_text
from .diagnostic import visible_text

if TYPE_CHECKING:
    from rich.console import Console

    from .ansi import AnsiConsole
    from .terminal import Highlighter

PIPED_WIDTH = 120  # columns of a table written to a file or a pipe (Rich would assume 80)
EXPORT_RECORD_WIDTH = 1 << 16  # an SVG/HTML export is recorded this wide, then cut to its widest line
MIN_EXPORT_WIDTH = 40


class Writer:
    """Plain text: each value in CuTe's print() form, one per line.  C++'s print(x) statements write as C++
    runs them: `print("a = "); print(a); print("\\n");` is one line, `a = ` and the layout; a line they
    leave open ends before the next value shown otherwise, and at the end."""

    shows_twin = False
    writes_errors = False  # True when errors belong in the output itself (JSON records)
    draws_document = False  # True when the output is one document written at the end (SVG, HTML)
    takes_prints = True    # sees every print(x) statement, print("\\n") too (present.py)

    def __init__(self, out: TextIO, dialect: str = "cpp") -> None:
        self.out = out
        self.dialect = dialect
        self._open_line = False  # print(x) statements have written part of a line
        try:   # a terminal is shown control characters as escapes; a pipe or file gets CuTe's bytes
            self.shown = visible_text if out.isatty() else str
        except (AttributeError, ValueError, OSError):
            self.shown = str

    def value(self, outcome: Outcome) -> None:
        if outcome.print_statement:
            text = print_text(outcome.value)
            if text:
                self.out.write(self.shown(text))
                self._open_line = not text.endswith("\n")
            return
        written = outcome.written
        if written is None or written[0] != self.dialect:
            written = outcome.written = (self.dialect, value_text(outcome.value, self.dialect))
        self.out.write(("\n" if self._open_line else "") + self.shown(written[1]) + "\n")
        self._open_line = False

    def error(self, outcome: Outcome) -> None:
        pass

    def finish(self) -> None:
        if self._open_line:
            self.out.write("\n")
            self._open_line = False
        self.out.flush()


class JsonWriter(Writer):
    """JSON Lines: one object per statement with a value or an error; notes go in `warning`.  (The json module is
    imported here, not on the plain path: about 6% of a one-shot's instructions.)"""

    def __init__(self, out: TextIO, dialect: str = "cpp") -> None:
        super().__init__(out, dialect)
        import json
        self.dumps = json.dumps

    takes_prints = False  # a statement's value, or nothing

    writes_errors = True

    KEYS = ("line", "col", "input", "value", "type", "warning", "error")

    def record(self, outcome: Outcome) -> dict:
        err = outcome.error
        rec: dict[str, Any] = dict(zip(self.KEYS, (
            outcome.line, outcome.col, outcome.input,
            value_text(outcome.value, self.dialect) if err is None else None,
            kind_of(outcome.value) if err is None else None,
            "; ".join(outcome.notes) or None,
            None if err is None else {"message": err.message, "line": err.line, "col": err.col})))
        data = getattr(outcome.value, "data", None) if err is None else None
        if isinstance(data, dict):   # the numbers of an analysis (bank_conflicts, coalescing, ...)
            rec["data"] = data
        if outcome.explanation is not None:
            rec["steps"] = explanation_steps(outcome.explanation)
        return rec

    def value(self, outcome: Outcome) -> None:
        self.out.write(self.dumps(self.record(outcome)) + "\n")

    def error(self, outcome: Outcome) -> None:
        self.out.write(self.dumps(self.record(outcome)) + "\n")

    def failure(self, message: str) -> None:
        """A failure of the command itself (a script that cannot be read, an unwritable output): a record
        of no statement, so that a reader of the JSON Lines sees every failure."""
        rec: dict = dict.fromkeys(self.KEYS)
        rec["error"] = {"message": message, "line": None, "col": None}
        self.out.write(self.dumps(rec) + "\n")
        self.out.flush()


class CsvWriter(Writer):
    """CSV (RFC 4180) for a spreadsheet: a header, then one row per statement with a value or an error --
    line, col, input, value (CuTe's text), type, warning, error (its message).  (The csv module is imported
    here, not on the plain path.)"""

    takes_prints = False  # a statement's value, or nothing
    writes_errors = True
    KEYS = JsonWriter.KEYS

    def __init__(self, out: TextIO, dialect: str = "cpp") -> None:
        super().__init__(out, dialect)
        import csv
        self.rows = csv.writer(out, lineterminator="\r\n")
        self.rows.writerow(self.KEYS)

    def value(self, outcome: Outcome) -> None:
        err = outcome.error
        self.rows.writerow((
            outcome.line, outcome.col, outcome.input,
            "" if err is not None else value_text(outcome.value, self.dialect),
            "" if err is not None else kind_of(outcome.value),
            "; ".join(outcome.notes), "" if err is None else err.message))

    error = value


def explanation_steps(expl) -> list[dict]:
    return [{"depth": st.depth, "step": st.text, "value": None if st.is_heading else cute_str(st.value)}
            for st in expl.steps]


class LatexWriter(Writer):
    """CuTe's print_latex for layouts (print_latex_tv for a print_tv picture); other values as text."""

    takes_prints = False  # a statement's value, or nothing

    def value(self, outcome: Outcome) -> None:
        v = outcome.value
        if isinstance(v, Picture) and v.kind == "print_tv":
            v = tv_picture("print_latex_tv", v.layout, v.tile)
        elif isinstance(v, (Layout, ComposedLayout)):
            v = layout_picture("print_latex", v)
        elif isinstance(v, (CppString, Printout)):   # a print() string is text of the document, never its commands
            from .latex import latex_text
            self.out.write(latex_text(value_text(v, self.dialect)) + "\n")
            return
        self.out.write(value_text(v) + "\n")


# The drawing as an HTML fragment (rich's page less its document and its `body` style): its colours on the <pre>.
HTML_FRAGMENT = ('<pre style="font-family:Menlo,\'DejaVu Sans Mono\',consolas,\'Courier New\',monospace;'
                 'color:{foreground};background-color:{background}"><code style="font-family:inherit">{code}'
                 '</code></pre>\n')


class TableWriter(Writer):
    """Tables on a console: the terminal's (written by render/ansi.py until a figure needs Rich's layout, then by
    Rich's Console), or Rich's recording one for the SVG/HTML exports."""

    takes_prints = False  # a statement's value, or nothing

    shows_twin = True

    def __init__(self, out: TextIO, color_by: str = "offset", full: bool = False, width: int | None = None,
                 export: str | None = None, dialect: str = "cpp", fragment: bool = False,
                 highlight: Highlighter | None = None) -> None:
        from .ansi import AnsiConsole, NeedsRich
        from .terminal import TableView
        super().__init__(out, dialect)
        self.export = export
        self.fragment = fragment   # html: one <pre> for a notebook cell, not a page (whose body style is the page's)
        self.draws_document = export is not None
        console: Console | AnsiConsole
        if export is None:
            if width is None and not (out.isatty() or os.environ.get("COLUMNS")):
                width = PIPED_WIDTH
            self.width = width
            try:
                console = AnsiConsole(out, width)
            except NeedsRich:
                console = self.rich_console()
        else:
            import io

            from rich.console import Console
            # A file has no terminal: record at a width nothing reaches, and export at the widest line drawn.
            self.console = console = Console(file=io.StringIO(), record=True, width=EXPORT_RECORD_WIDTH,
                                             force_terminal=True, color_system="truecolor", highlight=False)
        self.view = TableView(console, color_by=color_by, full=full, file=export is not None, dialect=dialect,
                              highlight=highlight)

    def rich_console(self) -> Console:
        """Rich's Console on the terminal (or the pipe) at the width asked for."""
        from rich.console import Console
        console = Console(file=self.out, width=self.width, highlight=False)
        console.on_broken_pipe = _closed_pipe  # type: ignore[method-assign]
        return console

    def value(self, outcome: Outcome) -> None:
        from .ansi import AnsiConsole, NeedsRich
        light = self.view.console
        if isinstance(light, AnsiConsole):
            try:
                self.show(outcome)
                light.flush()
                return
            except NeedsRich:   # a figure only Rich lays out: this one and the rest drawn by Rich
                light.discard()
                self.view.use(self.rich_console())
        self.show(outcome)
        if self.export is not None:
            self.console.print()

    def show(self, outcome: Outcome) -> None:
        if outcome.explanation is not None:
            self.view.show_explanation(outcome.explanation)
        else:
            self.view.show(outcome, outcome.twin_text)

    def finish(self) -> None:
        if self.export is not None:
            from rich.cells import cell_len
            drawn = self.console.export_text(clear=False).splitlines()
            self.console.width = max([MIN_EXPORT_WIDTH] + [cell_len(x.rstrip()) for x in drawn])
        if self.export == "svg":
            self.out.write(self.console.export_svg(title="cutecalc"))
        elif self.export == "html":
            self.out.write(self.console.export_html(inline_styles=True, code_format=HTML_FRAGMENT)
                           if self.fragment else self.console.export_html(inline_styles=True))
        self.out.flush()


def writes(writer: Writer, outcome: Outcome) -> bool:
    """Whether `writer` gets the statement: one with a value, and for a writer that takes them, every C++
    print(x) (print("\\n") ends a line)."""
    return outcome.has_value or (outcome.print_statement and writer.takes_prints)


def _closed_pipe() -> None:
    """Rich would exit(1) when the reader goes away; cutecalc stops quietly (exit 0) in every format."""
    raise BrokenPipeError


def make_writer(display: DisplayOptions, out: TextIO, highlight: Highlighter | None = None) -> Writer:
    """The writer of `display.format` (which must be decided: not None) on `out`; `highlight` colours a table's
    CuTe text (lang.highlight.highlight_tokens: render/ does not import lang/)."""
    fmt = display.format
    if fmt == "json":
        return JsonWriter(out, display.dialect)
    if fmt == "csv":
        return CsvWriter(out, display.dialect)
    if fmt == "latex":
        return LatexWriter(out)
    if fmt == "html":  # a self-contained page: hover a cell for its coordinates, click to highlight
        from .html_page import HtmlPageWriter
        return HtmlPageWriter(out, display.color_by, display.full)  # type: ignore[return-value]
    if fmt == "table" or fmt in FILE_FORMATS:
        return TableWriter(out, display.color_by, display.full, display.width,
                           export=fmt if fmt in FILE_FORMATS else None, dialect=display.dialect, highlight=highlight)
    return Writer(out, display.dialect)
