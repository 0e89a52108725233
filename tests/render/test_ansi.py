"""render/ansi.py pinned to Rich: the console's settings, each style's codes and every figure it writes are what
Rich's Console writes, byte for byte; a figure that needs Rich's layout is handed to Rich."""

from __future__ import annotations

import io
import itertools

import pytest
from rich.color import ColorSystem
from rich.console import Console
from rich.style import Style

from cutecalc.lang.highlight import highlight_tokens
from cutecalc.lang.session import Session
from cutecalc.render.ansi import AnsiConsole, sgr
from cutecalc.render.palette import TV_RGB, categorical, text_rgb
from cutecalc.render.rich_table import _COORD, _INDEX, _NOTE, _RULE, _rich_rgb
from cutecalc.render.terminal import TOKEN_STYLES
from cutecalc.render.writers import TableWriter, writes


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


ENVIRONMENTS = [
    {"TERM": "xterm-256color"}, {"TERM": "xterm"}, {"TERM": "xterm-16color"}, {"TERM": "xterm-kitty"},
    {"TERM": "xterm-256color", "COLORTERM": "truecolor"}, {"COLORTERM": "24bit"}, {"TERM": "dumb"},
    {"TERM": "unknown", "COLUMNS": "70"}, {"TERM": "xterm-256color", "NO_COLOR": "1"}, {"NO_COLOR": ""},
    {"FORCE_COLOR": "1"}, {"FORCE_COLOR": ""}, {"TTY_COMPATIBLE": "0"}, {"TTY_COMPATIBLE": "1", "TERM": "dumb"},
    {"COLUMNS": "50"}, {"COLUMNS": "0"}, {"COLUMNS": "x"}, {"LINES": "30"}, {"COLUMNS": "90", "LINES": "30"},
    {"TERM": "dumb", "LINES": "30"}, {},
]


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_the_settings_are_richs(env):
    for out, width in itertools.product((Terminal(), io.StringIO()), (None, 77)):
        ours = AnsiConsole(out, width, environ=env)
        rich = Console(file=out, width=width, highlight=False, _environ=env)
        assert (ours.width, ours.system, ours.no_color) == (rich.width, rich._color_system, rich.no_color), (env, width)
        ours.width = rich.width = 33       # as TableView narrows a console to its least width
        assert ours.width == rich.width


def test_a_resized_terminal_is_drawn_at_its_new_width(monkeypatch):
    """Without COLUMNS or a width asked for, the width is the terminal's at each use, as Rich's is (the REPL)."""
    import os
    size = [100]
    monkeypatch.setattr(os, "get_terminal_size", lambda fd: os.terminal_size((size[0], 40)))
    ours, rich = AnsiConsole(Terminal(), environ={}), Console(file=Terminal(), _environ={})
    assert ours.width == rich.width == 100
    size[0] = 61
    assert ours.width == rich.width == 61


def styles_drawn() -> list[str]:
    """Every style the terminal's pictures use: the grammar's colours (alone and under a bold title), the table's
    labels and rules, and cell colours (by offset, as TV owners), each under its text colour."""
    tokens = sorted(set(TOKEN_STYLES.values()))
    cells = [categorical(k) for k in range(300)] + list(TV_RGB)
    return [*tokens, *(f"bold {t}" for t in tokens), _INDEX, _COORD, _RULE, _NOTE, "dim", "bold",
            *(f"{_rich_rgb(text_rgb(rgb))} on {_rich_rgb(rgb)}" for rgb in cells)]


@pytest.mark.parametrize("system", [None, *ColorSystem.__members__.values()][:4])
def test_each_style_has_richs_codes(system):
    for style, no_color in itertools.product(styles_drawn(), (False, True)):
        # a Style made anew: Rich keeps a style's codes for the first colour system it was drawn in (one a process)
        p = Style.parse(style)
        rich = Style(color=None if no_color else p.color, bgcolor=None if no_color else p.bgcolor, bold=p.bold,
                     dim=p.dim, italic=p.italic)
        codes = sgr(style, None if system is None else int(system), no_color)
        ours = f"\x1b[{codes}mx\x1b[0m" if codes else "x"
        assert ours == rich.render("x", color_system=system), (style, system, no_color)


SCRIPT = """(4,8):(8,1)
(2,3,4):(1,2,6)
((2,2),(2,3)):((1,4),(2,8))
(64,64):(64,1)
3+4
(2,(3,4))
print_layout((2,3):(3,1))
print_tv(make_layout((4,2)), make_layout((2,4)))
(8,8):(1,8); 1/0; (2,2):(2,1)
(2,3):(1,3000000000000000000)
(4,8):(_8,1)
Sw<3,4,3> o _0 o (8,8):(8,1)
(3,5):(5,1)
"""
LIGHT = SCRIPT.count("\n") - 2   # the lines before the swizzled layout (two panels: Rich's columns)


def drawn(script: str, out: io.StringIO, rich: bool, **options) -> TableWriter:
    writer = TableWriter(out, highlight=highlight_tokens, **options)
    if rich:
        writer.view.use(writer.rich_console())
    for outcome in Session(twin=True).run(script):
        if outcome.error is None and writes(writer, outcome):
            writer.value(outcome)
    writer.finish()
    return writer


@pytest.mark.parametrize("env", [{"TERM": "xterm-256color"}, {"TERM": "xterm", "COLUMNS": "50"},
                                 {"COLORTERM": "truecolor", "COLUMNS": "200"}, {"NO_COLOR": "1", "TERM": "xterm"},
                                 {"TERM": "dumb"}, {"COLUMNS": "44"}])
@pytest.mark.parametrize("options", [{}, {"full": True}, {"color_by": "mode"}, {"color_by": "none"}, {"width": 60}])
def test_every_figure_is_written_as_rich_writes_it(env, options, monkeypatch):
    for name in ("TERM", "COLORTERM", "COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    for name, setting in env.items():
        monkeypatch.setenv(name, setting)
    for out_type in (Terminal, io.StringIO):
        ours, theirs = out_type(), out_type()
        light = drawn("\n".join(SCRIPT.splitlines()[:LIGHT]), ours, rich=False, **options)
        drawn("\n".join(SCRIPT.splitlines()[:LIGHT]), theirs, rich=True, **options)
        assert ours.getvalue() == theirs.getvalue()
        if AnsiConsole(out_type(), options.get("width")).width >= 80:   # (narrower wraps the rank-3 caption: Rich)
            assert isinstance(light.view.console, AnsiConsole)
        ours, theirs = out_type(), out_type()
        assert isinstance(drawn(SCRIPT, ours, rich=False, **options).view.console, Console)   # (the swizzle's)
        drawn(SCRIPT, theirs, rich=True, **options)
        assert ours.getvalue() == theirs.getvalue()
