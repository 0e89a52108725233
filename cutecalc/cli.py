"""The command line: one-shot expressions, batch scripts and the REPL; exit codes 0 / 1 / 2 (130: Ctrl-C).

Start-up time is the product here (people call cutecalc from shell loops), so `main` reads the common
command lines with `options.read_fast` and hands anything else (--help, --version, unknown or malformed
options) to the click command of cli_options.py; both are made from the one table `options.OPTIONS`.
Rich's console is imported only for a table that needs its layout (render/ansi.py writes the others) and for
exports, prompt_toolkit only by the REPL.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator

from .errors import EXIT_OK, EXIT_USAGE, CuteError, CuteFileError, CuteSyntaxError, CuteToolError, Terminated
from .options import COMPLETE_VAR, FILE_FORMATS, Options, UsageError, leading_word, read_fast
from .output import OutputError, checked_write

TYPE_CHECKING = False   # (typing itself is not imported: the REPL's first prompt is drawn before it loads)
if TYPE_CHECKING:
    from typing import TextIO


class StderrReporter:
    """Errors and notes as a compiler prints them, on standard error.  `held`: standard error goes elsewhere than
    the answers (its order among them does not show), so the lines are written a batch at a time (`flush`), not
    one system call each."""

    HELD_LINES = 256

    def __init__(self, filename: str, held: bool = False) -> None:
        self.filename = filename
        self._held: list[str] | None = [] if held else None

    def error(self, outcome, err: CuteError) -> None:
        from .render.diagnostic import format_error
        self._write(format_error(err, self.filename))

    def note(self, outcome, note: str) -> None:
        from .render.diagnostic import format_note
        self._write(format_note(note, self.filename, outcome.line, outcome.col))

    def _write(self, text: str) -> None:
        if self._held is None:
            _stderr(text)
            return
        self._held.append(text)
        if len(self._held) >= self.HELD_LINES:
            self.flush()

    def flush(self) -> None:
        if self._held:
            _stderr("\n".join(self._held))
            self._held.clear()


def _stderr(text: str) -> None:
    """Write lines to standard error, control characters from names and sources made visible."""
    from .render.diagnostic import visible_text
    text = visible_text(text)
    if sys.stderr is not None:
        try:
            sys.stderr.write(text + "\n")
            sys.stderr.flush()
        except OSError:
            pass


def _shares_stderr(out: TextIO) -> bool:
    """Whether what is written to `out` and to standard error can meet in one place (the same file or pipe, or a
    terminal), so that their order shows: then the answers are flushed before each error or note."""
    try:
        if sys.stderr is None or out.isatty() or sys.stderr.isatty():
            return True
        return os.path.samestat(os.fstat(out.fileno()), os.fstat(sys.stderr.fileno()))
    except (OSError, ValueError, AttributeError):  # not a real file (a test's StringIO): keep the order
        return True


def _highlight(text: str) -> Iterator[tuple[str, str, int]]:
    """The grammar's colours for a table's text (lang.highlight: off the one-shot path, loaded by a table)."""
    from .lang.highlight import highlight_tokens
    return highlight_tokens(text)


GC_YOUNG = 20_000   # the objects made between two walks of the collector's youngest generation, in a run


def run(opts: Options) -> int:
    """Run a command line that is not the REPL's; returns the exit code."""
    # What is imported and a statement's garbage make no cycles (freed as their references go): the youngest
    # generation is walked every GC_YOUNG objects made, not every 700 (about 1.5% of a script's instructions)
    gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])
    source, name = _source(opts)
    _check_stdout(opts)
    if opts.emit is not None or opts.verify:
        return _interop(opts, source, name)
    display = opts.display.with_(format=_format(opts))

    out: TextIO
    target = None
    if opts.output is not None:
        from .output import AtomicFile
        target = AtomicFile(opts.output, overwrite=True)
        out = target  # type: ignore[assignment]
    else:
        out = sys.stdout
    try:
        from .lang.session import Session
        from .present import present
        from .render.writers import make_writer
        writer = make_writer(display, out, _highlight)
        static = display.static_literals
        # what was imported lives as long as the process: out of the collector's walks (about 1.5% of a script)
        gc.freeze()
        session = Session(static, twin=writer.shows_twin and not static, dialect=display.dialect)
        interleaved = _shares_stderr(out)
        reporter = StderrReporter(name, held=not interleaved)
        try:
            tally = present(session.run(source, name, explain=opts.explain), writer, reporter,
                            fail_fast=opts.fail_fast, interleaved=interleaved)
        finally:
            reporter.flush()
        if target is not None and not tally.interrupted:   # Ctrl-C keeps the file as it was
            target.commit()
    finally:
        if target is not None:
            target.discard()
    if opts.script is not None or not opts.expressions or tally.stopped or tally.interrupted:
        _stderr(tally.summary(name))
    return tally.exit_code


def _source(opts: Options):
    """The script to run (its blocks) and its name, refusing an output file that is the script itself."""
    from .lang.source import open_script, text_blocks
    if opts.script is not None and opts.expressions:
        raise UsageError("give either expressions or -f FILE, not both")
    reads_stdin = opts.script == "-" or (opts.script is None and not opts.expressions)
    if opts.output is not None and (opts.script is not None or reads_stdin):
        from .output import same_file
        if reads_stdin and _stdin_is(opts.output):
            raise UsageError(f"-o '{opts.output}' is the script being read from standard input: choose another "
                             "output file")
        if not reads_stdin and same_file(opts.output, opts.script):  # type: ignore[arg-type]
            raise UsageError(f"-o '{opts.output}' is the script being run: choose another output file")
    if opts.script is not None:
        return open_script(opts.script)
    if opts.expressions:
        return text_blocks("\n".join(opts.expressions)), "<input>"
    return open_script("-")


def _check_stdout(opts: Options) -> None:
    """Standard output, when it is the output, open and with every write checked in full (a file-size limit or a
    full disk is an error, never a short file)."""
    if opts.output is not None:
        return
    if sys.stdout is None:
        raise UsageError("standard output is closed: give -o FILE")
    from .output import checked_text
    try:
        sys.stdout.flush()
        sys.stdout = checked_text(sys.stdout.fileno(), like=sys.stdout)
    except (OSError, ValueError, AttributeError):
        pass


def _format(opts: Options) -> str:
    """The output format: the one asked for, else a table on a terminal (and for --explain), else text."""
    fmt = opts.display.format
    if fmt is None:
        fmt = "table" if (opts.explain or (opts.output is None and _isatty(sys.stdout))) else "text"
    if opts.explain and fmt == "text":
        fmt = "table"
    if fmt in FILE_FORMATS and opts.output is None and _isatty(sys.stdout):
        raise UsageError(f"--format {fmt} writes a file: add -o FILE")
    return fmt


PROGRAM_BYTES = 8 << 20   # what --emit and --verify read of a script (they need all of it at once)


def _interop(opts: Options, source, name: str) -> int:
    """--emit and --verify: the whole script, carried into code people compile."""
    from .interop.commands import emit_program, verify_command
    from .lang.source import LineProblem
    parts, size = [], 0
    for item in source:
        if isinstance(item, LineProblem):
            raise CuteFileError(f"cannot read '{name}': {item.message}")
        parts.append(item.text)
        size += len(item.text)
        if size > PROGRAM_BYTES:
            flag = "--verify" if opts.verify else "--emit"
            raise CuteFileError(f"{flag} reads a script of at most {PROGRAM_BYTES >> 20} MiB, and '{name}' is "
                                "longer: split it")
    text = "".join(parts)
    try:
        if opts.verify:
            report, code = verify_command(text, opts.display.static_literals, opts.cutlass, filename=name)
        else:
            report, notes = emit_program(text, opts.emit or "cpp", opts.display.static_literals, name)
            for note in notes:
                _stderr(note)   # "FILE:LINE: note: ..." already
            code = 0
    except (CuteToolError, CuteFileError):
        raise
    except CuteError as e:   # the script does not parse: said as every syntax error is said
        from .render.diagnostic import format_error
        _stderr(format_error(e, name))
        return EXIT_USAGE if isinstance(e, CuteSyntaxError) else 1
    except RecursionError:
        _stderr(f"{name}: error: the script nests too deeply to carry into code")
        return 1
    except Exception as e:  # a bug of ours: said like any error, never as a traceback
        _stderr(f"{name}: error: internal error ({type(e).__name__}: {e}); please report this input")
        return 1
    text = report if report.endswith("\n") else report + "\n"
    if opts.output is not None:
        from .output import write_file
        write_file(opts.output, text, overwrite=True)
    else:   # a short write (a file-size limit, a full disk) is an error; a closed pipe stops quietly
        checked_write(lambda: (sys.stdout.write(text), sys.stdout.flush()))
    return code


def _stdin_is(path: str) -> bool:
    """Whether standard input is the file `path` (`-f - -o s.cute < s.cute` would overwrite its own script)."""
    try:
        a, b = os.fstat(0), os.stat(path)
    except (OSError, ValueError):
        return False
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def _isatty(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def main(argv: list[str] | None = None) -> None:
    argv = leading_word(sys.argv[1:] if argv is None else list(argv))
    opts = None
    previous = _on_sigterm()
    try:
        # click reads the command line when asked to (CUTECALC_CLICK) and when a shell asks it to complete
        # one (_CUTECALC_COMPLETE=bash_source|zsh_source|fish_source, or the shell's completion request).
        asked_click = os.environ.get("CUTECALC_CLICK") or os.environ.get(COMPLETE_VAR)
        opts = None if asked_click else read_fast(argv)
        if opts is None:
            from .cli_options import parse_with_click
            parsed = parse_with_click(argv)
            if isinstance(parsed, int):  # --help or --version was printed
                sys.exit(parsed)
            opts = parsed
        if not opts.expressions and opts.script is None and _isatty(sys.stdin):
            from .repl import run_repl
            code = run_repl(opts.display)
        else:
            code = run(opts)
        code = _flush_stdout(code)
    except (UsageError, CuteFileError, CuteToolError, OutputError) as e:
        message = e.message if isinstance(e, (CuteError, OutputError)) else str(e)
        _stderr(f"cutecalc: error: {message}")
        if opts is not None and opts.display.format == "json" and not isinstance(e, OutputError):
            _json_failure(message)
        _drop_stdout()
        code = EXIT_USAGE
    except KeyboardInterrupt:
        _drop_stdout()
        code = 130
    except Terminated:
        _drop_stdout()
        code = 143
    except BrokenPipeError:
        _drop_stdout()
        code = EXIT_OK
    finally:
        _restore_sigterm(previous)
    sys.exit(code)


def _terminate(signum, frame) -> None:
    raise Terminated()


def _on_sigterm():
    """SIGTERM stops the run as Ctrl-C does: partial files removed, the compiler verify started killed.  (_signal,
    not signal: the module's enums cost more to import than a one-shot statement takes to answer.)"""
    import _signal  # type: ignore[import-not-found]  # (typeshed has no stub of signal's C half)
    try:
        return _signal.signal(_signal.SIGTERM, _terminate)
    except (ValueError, OSError):   # not the main thread
        return None


def _restore_sigterm(previous) -> None:
    if previous is not None:
        import _signal
        try:
            _signal.signal(_signal.SIGTERM, previous)
        except (ValueError, OSError):
            pass


def _json_failure(message: str) -> None:
    """--json: the command's own failure as a JSON record on standard output too (where one can be written)."""
    from .render.writers import JsonWriter
    if sys.stdout is not None:
        try:
            JsonWriter(sys.stdout).failure(message)
        except (OSError, ValueError):
            pass


def _flush_stdout(code: int) -> int:
    """Flush what is left for standard output: a closed pipe ends the run quietly (as a Unix filter does),
    any other failure says so once."""
    if sys.stdout is None:
        return code
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        _drop_stdout()
    except OSError as e:
        _stderr(f"cutecalc: error: cannot write the output: {e.strerror or e}")
        _drop_stdout()
        return EXIT_USAGE
    return code


def _drop_stdout() -> None:
    """Send what Python would still flush at exit nowhere, so that it cannot fail a second time."""
    if sys.stdout is None:
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    main()
