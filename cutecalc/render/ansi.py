"""A terminal's table without Rich's console: lines of styled runs written as Rich's Console writes them.

Importing Rich's console (its themes, text layout, markup, dataclasses ...) costs about twice Python's own
start-up, which was most of a one-shot's time on a terminal.  A figure that is a few lines and one table (the
first answer of almost every command) is written here: each Run in the SGR codes Rich gives its style (the
colours downgraded by rich.color, the one place that knows how), each line cut at the console's width as Rich
crops it.  What needs Rich's layout -- a paragraph to wrap, panels side by side, steps -- raises NeedsRich, and
the writer draws that figure, and the rest, on Rich's Console (render/writers.py).

The console's settings are Rich's decisions made again (colour system, width, NO_COLOR); tests/render/test_ansi.py
pins them, and every line written, to Rich's own output.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from typing import TextIO

# Rich's colour systems (rich.color.ColorSystem): standard 16 colours, 256 colours, 24-bit.
STANDARD, EIGHT_BIT, TRUECOLOR = 1, 2, 3
_TERM_COLORS = {"kitty": EIGHT_BIT, "256color": EIGHT_BIT, "16color": STANDARD}
_ATTRIBUTES = {"bold": 0, "dim": 1, "italic": 2}   # the style words the pictures use, by Rich's attribute bit
_SGR = ("1", "2", "3")

# Text whose cells are one column each, so that its length is its width: printable ASCII, the ellipsis and the
# table's rules (what deletes them leaves nothing).
_NARROW = dict.fromkeys(map(ord, "…│┃─━┼╋╂┿" + "".join(map(chr, range(0x20, 0x7f)))))


class Run(NamedTuple):
    """A piece of a line in one style, the style in Rich's syntax ("bold", "rgb(0,0,0) on rgb(255,175,175)"; ""
    for none): what a table's lines and a highlighted text are made of, for Rich and for AnsiConsole alike."""

    text: str
    style: str = ""


class NeedsRich(Exception):
    """The figure needs Rich's layout (wrapping, columns, steps): the writer draws it on Rich's Console."""


def is_narrow(text: str) -> bool:
    return (text.isascii() and text.isprintable()) or not text.translate(_NARROW)


def color_system(out: TextIO, environ: Mapping[str, str]) -> int | None:
    """The colour system Rich's Console detects for `out` (None: no colour codes at all)."""
    if not _is_terminal(out, environ) or _is_dumb(environ):
        return None
    if environ.get("COLORTERM", "").strip().lower() in ("truecolor", "24bit"):
        return TRUECOLOR
    return _TERM_COLORS.get(environ.get("TERM", "").strip().lower().rpartition("-")[2], STANDARD)


def _is_terminal(out: TextIO, environ: Mapping[str, str]) -> bool:
    tty_compatible = environ.get("TTY_COMPATIBLE", "")
    if tty_compatible in ("0", "1"):
        return tty_compatible == "1"
    force_color = environ.get("FORCE_COLOR")
    if force_color is not None:
        return force_color != ""
    try:
        return out.isatty()
    except (AttributeError, ValueError):
        return False


def _is_dumb(environ: Mapping[str, str]) -> bool:
    return environ.get("TERM", "").lower() in ("dumb", "unknown")


def _digits(setting: str | None) -> int | None:
    return int(setting) if setting is not None and setting.isdigit() else None


def console_width(out: TextIO, width: int | None, environ: Mapping[str, str]) -> int:
    """The width Rich's Console draws at, given the width it was made with (None: COLUMNS if set, else the
    terminal's, asked again at each use, so that a resized terminal is drawn to its new width)."""
    if width is not None and _digits(environ.get("LINES")) is not None:
        return width
    if _is_dumb(environ) and _is_terminal(out, environ):
        return 80
    if width is not None:
        return width
    size = None
    for fd in (0, 1, 2):
        try:
            size = os.get_terminal_size(fd).columns
        except (AttributeError, ValueError, OSError):
            continue
        break
    columns = _digits(environ.get("COLUMNS"))
    return (size if columns is None else columns) or 80


def sgr(style: str, system: int | None, no_color: bool = False) -> str:
    """The SGR codes of a style in Rich's syntax (bold, dim, italic, a colour, `on` a colour) on `system`, as
    rich.style.Style.render writes them: the attributes, then the colour, then the background."""
    if system is None:
        return ""
    attributes, color, background = [False, False, False], None, None
    words = iter(style.split())
    for word in words:
        if word == "on":
            background = next(words)
        elif word in _ATTRIBUTES:
            attributes[_ATTRIBUTES[word]] = True
        else:
            color = word
    codes = [code for code, on in zip(_SGR, attributes) if on]
    if not no_color:
        from rich.color import Color, ColorSystem
        for name, foreground in ((color, True), (background, False)):
            if name is not None:
                codes += Color.parse(name).downgrade(ColorSystem(system)).get_ansi_codes(foreground)
    return ";".join(codes)


class AnsiConsole:
    """Lines of runs on `out`, held until the figure is complete (`flush`), so that a figure found to need Rich
    half-way is drawn by Rich alone."""

    def __init__(self, out: TextIO, width: int | None = None, environ: Mapping[str, str] | None = None) -> None:
        if sys.platform == "win32":     # (Rich's Windows consoles are its own to detect)
            raise NeedsRich
        environ = os.environ if environ is None else environ
        self.file = out
        self.environ = environ
        self._width = _digits(environ.get("COLUMNS")) if width is None else width
        self.system = color_system(out, environ)
        self.no_color = environ.get("NO_COLOR", "") != ""
        self._codes: dict[str, str] = {}
        self._pending: list[str] = []

    @property
    def width(self) -> int:
        return console_width(self.file, self._width, self.environ)

    @width.setter
    def width(self, width: int) -> None:
        self._width = width

    def _styled(self, text: str, style: str) -> str:
        if not (text and style):
            return text
        codes = self._codes.get(style)
        if codes is None:
            codes = self._codes[style] = sgr(style, self.system, self.no_color)
        return f"\x1b[{codes}m{text}\x1b[0m" if codes else text

    def line(self, runs: Iterable[Run], crop: bool = False) -> None:
        """One line; `crop`: cut at the width, as Rich crops a line too wide for the console."""
        runs = list(runs)
        room = None
        if crop:
            if not is_narrow("".join(text for text, _ in runs)):
                raise NeedsRich
            room = self.width
        out = []
        for text, style in runs:
            if room is not None:
                text = text[:room]
                room -= len(text)
            out.append(self._styled(text, style))
        self._pending.append("".join(out) + "\n")

    def paragraph(self, runs: list[Run], base: str = "", wrap: bool = True) -> None:
        """A Text of one line: `base` styles all of it, each run's style adds to it (Rich's Text.render: a run
        with a style is a segment of its own, the unstyled text between them one segment); `wrap`: the line
        must fit the width (Rich would wrap it), else it is written whole (soft wrap: the terminal wraps it)."""
        if any("\n" in text or "\t" in text for text, _ in runs):
            raise NeedsRich
        if wrap and not (all(is_narrow(text) for text, _ in runs) and sum(len(t) for t, _ in runs) <= self.width):
            raise NeedsRich
        merged: list[Run] = []
        plain: list[str] = []
        for text, style in runs:
            if style:
                if plain:
                    merged.append(Run("".join(plain), base))
                    plain = []
                merged.append(Run(text, f"{base} {style}" if base else style))
            else:
                plain.append(text)
        if plain:
            merged.append(Run("".join(plain), base))
        self.line(merged)

    def out(self, text: str) -> None:
        """Text as it is (Rich's Console.out, no highlighting)."""
        if "\t" in text:
            raise NeedsRich
        self._pending.append(text + "\n")

    def flush(self) -> None:
        self.file.write("".join(self._pending))
        self._pending.clear()

    def discard(self) -> None:
        self._pending.clear()

