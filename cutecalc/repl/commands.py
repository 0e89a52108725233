"""The REPL's session: statements and :commands, and how their answers are shown.

Nothing here knows of prompt_toolkit, so the tests drive it directly as well as through a terminal.
"""

from __future__ import annotations

import difflib
import os
import shlex
import sys
from collections.abc import Callable
from datetime import datetime
from typing import TextIO

from ..options import COLOR_BY, DIALECTS, EMIT_TARGETS, FILE_FORMATS, SCREEN_FORMATS, DisplayOptions
from ..record import record


@record(frozen=True)
class Command:
    """One :command: how it is written, what it does, and the method that runs it (with the entry's argument)."""

    name: str
    args: str
    meaning: str
    run: Callable[[Repl, str], None]
    completes: str = ""   # what Tab completes in its argument: "file", "function" (repl/editing.py)


COMMANDS: dict[str, Command] = {}   # the one table of :commands, filled by @command below, in :help's order
ALIASES: dict[str, str] = {}        # another spelling -> the command's name


def command(name: str, args: str, meaning: str, aliases: tuple[str, ...] = (), completes: str = ""):
    """Declare a :command: the method below it runs it.  A new command is one decorated method of Repl."""
    def register(run: Callable[[Repl, str], None]) -> Callable[[Repl, str], None]:
        COMMANDS[name] = Command(name, args, meaning, run, completes)
        ALIASES.update(dict.fromkeys(aliases, name))
        return run
    return register


ON_OFF = ("on", "off")   # the argument of a switch (:static, :full)


class Quit(Exception):
    pass


class Repl:
    """Runs what the user enters and shows the answers on `out` (a terminal, or any text stream)."""

    def __init__(self, out: TextIO | None = None, display: DisplayOptions | None = None) -> None:
        from rich.console import Console

        display = display or DisplayOptions()
        if display.format not in SCREEN_FORMATS:
            display = display.with_(format="table")
        self.out = out or sys.stdout
        self.display = display
        self.console = Console(file=self.out, width=display.width, highlight=False)
        self._fresh_session(display.static_literals, display.dialect)
        self.writer = self._writer()

    def _fresh_session(self, static: bool, dialect: str) -> None:
        """No variables and no statements yet (at start and after :reset)."""
        from ..lang.session import Session
        self.session = Session(static, twin=True, dialect=dialect)
        self.statements: list[str] = []  # what ran without error, in order: what :save writes

    # -- state ------------------------------------------------------------------------------------------
    @property
    def static(self) -> bool:
        return self.session.static_literals

    def variables(self) -> list[str]:
        return list(self.session.env)

    def _writer(self, fmt: str | None = None):
        from ..lang.highlight import highlight_tokens
        from ..render.writers import make_writer
        return make_writer(self.display.with_(format=fmt or self.display.format), self.out, highlight_tokens)

    def _set_display(self, **changes: object) -> None:
        self.display = self.display.with_(**changes)
        self.writer = self._writer()

    # -- messages -------------------------------------------------------------------------------------
    def error(self, message: str) -> None:
        self.console.print(f"[bold red]error:[/] {_escape(message)}")

    def info(self, message: str) -> None:
        self.console.print(f"[dim]{_escape(message)}[/]")

    # -- input ----------------------------------------------------------------------------------------
    def execute(self, text: str) -> None:
        """Run one entry: a :command, or statements.  Raises Quit to leave; every other failure is shown."""
        try:
            stripped = text.strip()
            if stripped.startswith(":"):
                self.run_command(stripped)
            elif stripped:
                self.run_source(text, "<input>")
        except Quit:
            raise
        except KeyboardInterrupt:
            self.error("interrupted")
        except Exception as e:  # the session outlives any bug: say what happened and go on
            self.error(f"internal error ({type(e).__name__}: {e}); the session goes on")

    def run_source(self, source, filename: str, explain: bool = False) -> tuple[int, int]:
        """Evaluate statements (text, or the blocks of a script), showing each value, error and note;
        returns (succeeded, failed)."""
        from ..present import present
        writer = self.writer if not (explain and self.display.format == "text") else self._writer("table")

        def remember(out) -> None:
            self.statements.append(written_static(out.input) if self.static else out.input)

        tally = present(self.session.run(source, filename, explain=explain), writer, _ConsoleReporter(self, filename),
                        on_success=remember)
        if tally.interrupted:
            self.error("interrupted")
        return tally.ok, tally.failed

    # -- commands -------------------------------------------------------------------------------------
    def run_command(self, text: str) -> None:
        given, _, arg = text.partition(" ")
        arg = arg.strip()
        found = COMMANDS.get(ALIASES.get(given, given))
        if found is None:
            close = difflib.get_close_matches(given, list(COMMANDS) + list(ALIASES), n=1)
            hint = f"; did you mean {close[0]}?" if close else ""
            self.error(f"unknown command {given}{hint} (:help lists the commands)")
            return
        found.run(self, arg)

    @command(":help", "[NAME]", "the commands and functions, or one function: signature, meaning, example",
             aliases=(":h",), completes="function")
    def cmd_help(self, arg: str) -> None:
        from ..lang.function_table import FUNCTIONS
        from .help import function_help, overview
        if not arg:
            self.console.print(overview(COMMANDS, FUNCTIONS))
            return
        name = arg.split()[0]
        if name == "atoms":
            self._help_atoms(arg.split()[1:])
            return
        spec = FUNCTIONS.get(name)
        if spec is None and self._help_atom(name):
            return
        if spec is None:
            if name in COMMANDS or name in ALIASES:
                cmd = COMMANDS[ALIASES.get(name, name)]
                self.console.print(f"[bold]{name}[/] {cmd.args}\n  {cmd.meaning}")
                return
            close = difflib.get_close_matches(name, list(FUNCTIONS), n=3)
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            self.error(f"no function named '{name}'{hint}")
            return
        self.console.print(function_help(spec, self.static))

    def _help_atoms(self, words: list[str]) -> None:
        """:help atoms [ARCH]: the catalogue by architecture (lang.atom_functions words it)."""
        from ..errors import CuteError
        from ..lang.atom_functions import atoms_help
        if len(words) > 1 or (words and not words[0].removeprefix("SM").removeprefix("sm").isdigit()):
            self.error("usage: :help atoms [ARCH], such as :help atoms 80")
            return
        try:
            self.console.print(atoms_help(int(words[0].lstrip("SMsm")) if words else None), markup=False,
                               highlight=False)
        except CuteError as e:
            self.error(e.message)

    def _help_atom(self, name: str) -> bool:
        """:help OP for an MMA or copy operation: what the catalogue says of it; False if OP is none."""
        from ..algebra.atoms import atom_type_names
        found = [(n, what) for n, what in atom_type_names() if n == name or n.startswith(name + "<")]
        if not found:
            return False
        for n, what in found[:12]:
            self.console.print(f"[bold blue]{n}[/]  {what}")
        from ..algebra.atoms import catalogue
        first, kind = found[0][0], found[0][1].split()[1]
        family = catalogue()["mma_families"].get(first) or catalogue()["copy_families"].get(first)
        if family is not None:   # a templated family: what CuTe's static_asserts ask of its arguments
            from ..algebra.umma import constraints
            for msg in constraints(family):
                self.console.print(f"  {msg}", markup=False, highlight=False)
            arch = found[0][1].split()[0][2:] if found[0][1].startswith("SM") else "0"
            try_it = f"MMA_Atom<{first}<...>>{{}}" if kind == "MMA" else f"Copy_Atom<{first}<...>, half_t>{{}}"
            self.console.print(f"Try: {try_it} with those arguments   (:help atoms {arch} lists the families)",
                               markup=False)
        elif kind == "MMA":
            example = f"MMA_Atom<{name}>{{}}" if "<types>" not in found[0][1] else "mma_atoms<120>()"
            self.console.print(f"Try: {example}   (print_latex, make_tiled_mma and get_layoutC_TV use it)",
                               markup=False)
        else:
            self.console.print(f"Try: Copy_Atom<{first}, half_t>{{}}   (make_tiled_copy uses it)", markup=False)
        return True

    @command(":vars", "", "the variables and their values")
    def cmd_vars(self, arg: str) -> None:
        from rich.table import Table

        from ..lang.highlight import highlight_tokens
        from ..lang.skips import SkippedName, SkippedUse
        from ..lang.values import kind_of
        from ..render.cute_text import value_text
        from ..render.terminal import cute_text
        env = self.session.env
        if not env:
            self.info("no variables yet: bind one with  a = (4,8):(8,1)")
            return
        table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        table.add_column("name", style="yellow")
        table.add_column("type", style="dim")
        table.add_column("value")
        for name, v in env.items():
            if type(v) is SkippedName:                # declared by a line that failed or was skipped: no value
                table.add_row(name, "unknown", f"({SkippedUse(v).message})")
                continue
            table.add_row(name, kind_of(v), cute_text(value_text(v).splitlines()[0] if value_text(v) else "",
                                                    highlight=highlight_tokens))
        self.console.print(table)

    @command(":del", "NAME...", "forget variables")
    def cmd_del(self, arg: str) -> None:
        names = arg.split()
        if not names:
            self.error(":del needs the names of variables to forget")
            return
        for name in names:
            if name in self.session.env:
                self.session.forget(name)
            else:
                self.error(f"no variable named '{name}'")

    @command(":reset", "", "forget every variable and statement (:save then writes an empty script); the "
             "settings stay")
    def cmd_reset(self, arg: str) -> None:
        if arg:
            self.error(":reset takes no argument (:del NAME... forgets some variables)")
            return
        self._fresh_session(self.static, self.session.dialect)
        self.info("a fresh session: no variables, no statements")

    def _setting(self, arg: str, shown: str, choices: tuple[str, ...], wrong: str) -> str | None:
        """A setting command's new value: `arg` if it is one of `choices`; None after showing the setting
        (`shown`, for no argument) or the error `wrong` (for any other argument)."""
        if not arg:
            self.info(shown)
        elif arg not in choices:
            self.error(wrong)
        else:
            return arg
        return None

    @command(":static", "[on|off]", "read bare integer literals as static (_N) or dynamic")
    def cmd_static(self, arg: str) -> None:
        on = self._setting(arg, f"static literals are {'on' if self.static else 'off'}", ON_OFF,
                           ":static takes on or off")
        if on is not None:
            self.session.static_literals = on == "on"
            self.info("bare integers are now " + ("static: 4 reads as _4" if on == "on" else "dynamic: 4 reads as 4"))

    @command(":format", "[" + "|".join(SCREEN_FORMATS) + "]", "how values are shown")
    def cmd_format(self, arg: str) -> None:
        fmt = self._setting(arg, f"values are shown as {self.display.format} (:format {'|'.join(SCREEN_FORMATS)})",
                            SCREEN_FORMATS, f":format takes one of {', '.join(SCREEN_FORMATS)} "
                                            f"({' and '.join(FILE_FORMATS)}: cutecalc --format ... -o FILE)")
        if fmt is not None:
            self._set_display(format=fmt)

    @command(":color", "[" + "|".join(COLOR_BY) + "]", "colour table cells by offset, by sub-tile, or not at all",
             aliases=(":color-by", ":colour"))
    def cmd_color(self, arg: str) -> None:
        by = self._setting(arg, f"table cells are coloured by {self.display.color_by}", COLOR_BY,
                           f":color takes {', '.join(COLOR_BY[:-1])} or {COLOR_BY[-1]}")
        if by is not None:
            self._set_display(color_by=by)

    @command(":full", "[on|off]", "draw every row and column of large layouts")
    def cmd_full(self, arg: str) -> None:
        on = self._setting(arg, f"full tables are {'on' if self.display.full else 'off'}", ON_OFF,
                           ":full takes on or off")
        if on is not None:
            self._set_display(full=on == "on")

    @command(":dialect", "[" + "|".join(DIALECTS) + "]", "read and print as CuTe C++, or as the CuTe DSL (Python ints "
             "are static; 4 static, ? dynamic, S<3,4,3>; notes where the DSL differs)")
    def cmd_dialect(self, arg: str) -> None:
        dialect = self._setting(arg, f"the dialect is {self.display.dialect} (:dialect {'|'.join(DIALECTS)})",
                                DIALECTS, f":dialect takes {' or '.join(DIALECTS)}")
        if dialect is None:
            return
        self._set_display(dialect=dialect)
        self.session.dialect = dialect
        self.session.static_literals = self.display.static_literals
        if dialect == "dsl":
            self.info("values print as the CuTe DSL prints them; bare integers are static (Python ints)")

    @command(":explain", "EXPR", "the inputs, the result and the steps CuTe takes")
    def cmd_explain(self, arg: str) -> None:
        if not arg:
            self.error(":explain needs an expression, e.g. :explain logical_divide((4,6):(1,4), <2:1, 3:1>)")
            return
        self.run_source(arg, "<input>", explain=True)

    def _program_source(self, arg: str) -> str:
        """The session's statements so far, and `arg` (read as the session reads it): what :emit and
        :verify carry over, so that EXPR can use the session's variables."""
        extra = [written_static(arg) if self.static else arg] if arg else []
        return "".join(s.rstrip("\n") + "\n" for s in [*self.statements, *extra])

    @command(":emit", "[" + "|".join(EMIT_TARGETS) + "] [EXPR]",
             "this session's statements (and EXPR) as a CuTe C++ or CuTe DSL program (--emit)")
    def cmd_emit(self, arg: str) -> None:
        from ..errors import CuteError
        from ..interop.commands import emit_program
        target, _, expr = arg.partition(" ")
        if target not in EMIT_TARGETS:
            self.error(f":emit takes {' or '.join(EMIT_TARGETS)}, then an optional expression")
            return
        source = self._program_source(expr.strip())
        if not source:
            self.info("nothing to emit yet: enter statements, or give one after :emit " + target)
            return
        try:
            text, notes = emit_program(source, target, filename="<session>")
        except CuteError as e:
            self.error(e.message)
            return
        self.out.write(text if text.endswith("\n") else text + "\n")
        for note in notes:
            self.info(note)

    @command(":verify", "[EXPR]", "compile this session's statements (and EXPR) as CuTe C++ against your CUTLASS "
             "($CUTLASS_PATH), run them, and show CuTe's answers beside cutecalc's (--verify)")
    def cmd_verify(self, arg: str) -> None:
        from ..errors import CuteError
        from ..interop.commands import verify_command
        source = self._program_source(arg)
        if not source:
            self.info("nothing to verify yet: enter statements, or give one after :verify")
            return
        try:
            report, _ = verify_command(source, filename="<session>")
        except CuteError as e:
            self.error(e.message)
            return
        self.out.write(report if report.endswith("\n") else report + "\n")

    @command(":load", "FILE", "run a script into this session", completes="file")
    def cmd_load(self, arg: str) -> None:
        from ..errors import CuteFileError
        from ..lang.source import open_script
        if not arg:
            self.error(":load needs a file name")
            return
        try:
            source, name = open_script(file_argument(arg))
        except CuteFileError as e:
            self.error(e.message)
            return
        ok, failed = self.run_source(source, name)
        self.info(f"{name}: {ok} succeeded, {failed} failed")

    @command(":save", "FILE", "write this session's statements as a script (cutecalc -f FILE replays it); "
             "an existing file only with :save! FILE", completes="file")
    def cmd_save(self, arg: str, overwrite: bool = False) -> None:
        from ..errors import CuteFileError
        from ..output import write_file
        from ..render.diagnostic import visible
        if not arg:
            self.error(":save needs a file name")
            return
        arg = file_argument(arg)
        replay = visible(shlex.quote(arg))
        text = f"# cutecalc session, {datetime.now():%Y-%m-%d %H:%M}; replay with: cutecalc -f {replay}\n"
        text += "".join(s.rstrip("\n") + "\n" for s in self.statements)
        try:
            write_file(arg, text, overwrite)
        except CuteFileError as e:
            self.error(e.message)
            return
        self.info(f"saved {len(self.statements)} statements to {arg}")

    @command(":save!", "FILE", "the same, replacing an existing FILE", completes="file")
    def cmd_save_over(self, arg: str) -> None:
        self.cmd_save(arg, overwrite=True)

    @command(":quit", "", "leave (also :q, Ctrl-D)", aliases=(":q", ":exit"))
    def cmd_quit(self, arg: str) -> None:
        raise Quit


class _ConsoleReporter:
    """Errors and notes in the REPL's console."""

    def __init__(self, repl: Repl, filename: str) -> None:
        self.repl, self.filename = repl, filename

    def error(self, outcome, err) -> None:
        from ..render.diagnostic import format_error
        self.repl.console.print(_error_markup(format_error(err, self.filename)))

    def note(self, outcome, note: str) -> None:
        self.repl.console.print(f"[yellow]note:[/] {_escape(note)}")


def written_static(statement: str) -> str:
    """The statement with each bare integer literal written static (`4` -> `_4`, `0x10` -> `_16`): what
    :static on read it as, so that a saved session replays the same with a plain `cutecalc -f`.  A basis
    element's mode index (`_1@1`) is no integer value and stays as written."""
    from ..algebra.integers import parse_int
    from ..lang.highlight import highlight_tokens
    out, after_at = [], False
    for kind, tok, _ in highlight_tokens(statement):
        if kind == "number" and not after_at:
            tok = f"_{parse_int(tok)}"
        if kind != "whitespace":
            after_at = kind == "operator" and tok == "@"
        out.append(tok)
    return "".join(out)


def file_argument(arg: str) -> str:
    """The file name a command was given: one pair of enclosing quotes removed (`:save "my file.cute"`), `~`
    expanded."""
    arg = arg.strip()
    if len(arg) >= 2 and arg[0] == arg[-1] and arg[0] in "\"'":
        arg = arg[1:-1]
    return os.path.expanduser(arg)


def _escape(text: str) -> str:
    """Text for the console: control characters escaped as in every message (a file name may hold ESC),
    then Rich's markup characters."""
    from rich.markup import escape

    from ..render.diagnostic import visible
    return escape(visible(text))


def _error_markup(text: str) -> str:
    head, *rest = text.split("\n")
    loc, _, msg = head.partition(": error: ")
    out = f"[dim]{_escape(loc)}:[/] [bold red]error:[/] {_escape(msg)}"
    return "\n".join([out, *(_escape(x) for x in rest)])
