"""The command line: one-shot expressions, batch scripts and the REPL; exit codes 0 / 1 / 2.

Start-up time is the product here (people call cutecalc from shell loops), so `main` reads the common
command lines itself and hands anything else (--help, --version, unknown or malformed options) to the
click command in cli_options.py, which defines the same options and is checked against this reader by a
test.  Rich is imported only for tables and exports, prompt_toolkit only by the REPL.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field

EXIT_OK, EXIT_EVAL_ERROR, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    """A command line or a file that cannot be used: one line on stderr, exit code 2."""


@dataclass
class Options:
    expressions: tuple[str, ...] = ()
    script: str | None = None
    format: str | None = None          # None: table on a terminal, text otherwise
    output: str | None = None
    static: bool = False
    fail_fast: bool = False
    color_by: str = "offset"
    full: bool = False
    explain: bool = False
    width: int | None = None
    extra: dict = field(default_factory=dict)


# Options `main` reads without click: flag -> (Options field, takes a value)
_FAST = {
    "--json": ("format", False), "--static": ("static", False), "--fail-fast": ("fail_fast", False),
    "--full": ("full", False), "--explain": ("explain", False),
    "-f": ("script", True), "--file": ("script", True), "--format": ("format", True),
    "-o": ("output", True), "--output": ("output", True), "--color-by": ("color_by", True),
}
_CHOICES = {"format": ("text", "table", "json", "latex", "svg", "html"), "color_by": ("offset", "mode", "none")}


def fast_options(argv: list[str]) -> Options | None:
    """The options of a common command line, or None when click must read it (help, errors, rarities)."""
    opts = Options()
    exprs: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if not arg.startswith("-") or arg == "-":
            exprs.append(arg)
            i += 1
            continue
        name, eq, val = arg.partition("=")
        spec = _FAST.get(name)
        if spec is None:
            return None
        attr, takes_value = spec
        if not takes_value:
            if eq:
                return None
            setattr(opts, attr, "json" if name == "--json" else True)
            i += 1
            continue
        if not eq:
            if i + 1 >= len(argv):
                return None
            val = argv[i + 1]
            i += 1
        if attr in _CHOICES and val not in _CHOICES[attr]:
            return None
        if attr == "script" and opts.script is not None:
            return None
        setattr(opts, attr, val)
        i += 1
    opts.expressions = tuple(exprs)
    return opts


# ------------------------------------------------------------------------------------------------

def read_script(path: str) -> tuple[str, str]:
    """(text, name) of a script: a file, or standard input for '-'. UTF-8, a BOM dropped."""
    if path == "-":
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except IsADirectoryError:
            raise UsageError(f"cannot read '{path}': it is a directory") from None
        except FileNotFoundError:
            raise UsageError(f"cannot read '{path}': no such file") from None
        except PermissionError:
            raise UsageError(f"cannot read '{path}': permission denied") from None
        except OSError as e:
            raise UsageError(f"cannot read '{path}': {e.strerror}") from None
        name = path
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise UsageError(f"cannot read '{name}': not UTF-8 text (byte {e.start})") from None
    return text, name


def outcomes(source: str, filename: str, static: bool, with_static_form: bool, explain: bool):
    """Each statement's (outcome, static form or None, explanation or None), in order."""
    if explain:
        from .lang.explain import explain_run
        from .lang.session import Session
        for out, expl in explain_run(Session(static), source, filename):
            yield out, None, expl
    elif with_static_form and not static:
        from .lang.static_twin import TwinSession
        for out, static_text in TwinSession(static).iter_run(source, filename):
            yield out, static_text, None
    else:
        from .lang.session import Session
        for out in Session(static).iter_run(source, filename):
            yield out, None, None


def run_source(source: str, filename: str, writer, *, static: bool = False, fail_fast: bool = False,
               explain: bool = False, summary: bool = False) -> int:
    """Evaluate every statement, writing values with `writer` and errors and notes to stderr."""
    from .errors import CuteSyntaxError
    from .render.diagnostic import format_error, format_note

    source_lines = source.splitlines()
    ok = failed = 0
    failed_eval = failed_syntax = False
    stopped = False
    for outcome, static_text, expl in outcomes(source, filename, static, writer.wants_static_form, explain):
        err = outcome.error
        if err is not None:
            failed += 1
            if isinstance(err, CuteSyntaxError):
                failed_syntax = True
            else:
                failed_eval = True
            if writer.writes_errors:
                writer.error(outcome)
            else:
                writer.out.flush()
                sys.stderr.write(format_error(err, filename, source_lines) + "\n")
                sys.stderr.flush()
            if fail_fast:
                stopped = True
                break
            continue
        ok += 1
        if outcome.has_value:
            try:
                writer.value(outcome, static_text, expl)
            except BrokenPipeError:
                raise
            except Exception as e:  # a picture that cannot be drawn must not hide the others
                failed += 1
                failed_eval = True
                ok -= 1
                writer.out.flush()
                sys.stderr.write(f"{filename}:{outcome.line}:{outcome.col}: error: cannot draw this value: "
                                 f"{getattr(e, 'message', None) or e}\n")
        if not writer.writes_errors:
            for note in outcome.notes:
                writer.out.flush()
                sys.stderr.write(format_note(note, filename, outcome.line, outcome.col) + "\n")
    writer.finish()
    if summary:
        rest = " (stopped at the first failure)" if stopped else ""
        sys.stderr.write(f"{filename}: {ok} succeeded, {failed} failed{rest}\n")
    if failed_eval:
        return EXIT_EVAL_ERROR
    return EXIT_USAGE if failed_syntax else EXIT_OK


def run(opts: Options) -> int:
    if opts.script is not None and opts.expressions:
        raise UsageError("give either expressions or -f FILE, not both")
    interactive = False
    if opts.script is not None:
        source, name = read_script(opts.script)
    elif opts.expressions:
        source, name = "\n".join(opts.expressions), "<input>"
    elif not sys.stdin.isatty():
        source, name = read_script("-")
    else:
        interactive = True
    if interactive:
        from .repl import run_repl
        return run_repl(static=opts.static, fmt=opts.format, color_by=opts.color_by, full=opts.full)

    fmt = opts.format
    if fmt is None:
        fmt = "table" if (opts.explain or (opts.output is None and sys.stdout.isatty())) else "text"
    if opts.explain and fmt == "text":
        fmt = "table"
    if fmt in ("svg", "html") and opts.output is None and sys.stdout.isatty():
        raise UsageError(f"--format {fmt} writes a file: add -o FILE")
    out = sys.stdout
    if opts.output is not None:
        try:
            out = open(opts.output, "w", encoding="utf-8")  # noqa: SIM115 - closed below
        except OSError as e:
            raise UsageError(f"cannot write '{opts.output}': {e.strerror}") from None
    try:
        from .render.writers import make_writer
        writer = make_writer(fmt, out, opts.color_by, opts.full, opts.width)
        return run_source(source, name, writer, static=opts.static, fail_fast=opts.fail_fast,
                          explain=opts.explain, summary=opts.script is not None or not opts.expressions)
    finally:
        if out is not sys.stdout:
            out.close()


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        opts = None if os.environ.get("CUTECALC_CLICK") else fast_options(argv)
        if opts is None:
            from .cli_options import parse_with_click
            opts = parse_with_click(argv)
            if isinstance(opts, int):  # --help or --version was printed
                sys.exit(opts)
        code = run(opts)
    except UsageError as e:
        sys.stderr.write(f"cutecalc: error: {e}\n")
        code = EXIT_USAGE
    except KeyboardInterrupt:
        code = 130
    except BrokenPipeError:
        # The reader went away (`cutecalc -f big.cute | head`): stop quietly, as a Unix filter does.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        code = EXIT_OK
    sys.exit(code)


if __name__ == "__main__":
    main()
