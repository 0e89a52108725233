"""The command line: one-shot expressions, batch scripts, JSON Lines; exit codes 0 / 1 / 2."""

from __future__ import annotations

import json
import sys

import click

from .errors import CuteError, CuteSyntaxError

EXIT_OK, EXIT_EVAL_ERROR, EXIT_USAGE = 0, 1, 2


def format_error(err: CuteError, filename: str, source_lines: list[str]) -> str:
    """`FILE:LINE:COL: error: message`, then the source line and a caret under the column."""
    line, col = err.line or 1, err.col or 1
    head = f"{filename}:{line}:{col}: error: {err.message}"
    text = err.source_line
    if text is None and 1 <= line <= len(source_lines):
        text = source_lines[line - 1]
    if text is None:
        return head
    text = text.rstrip("\r\n")
    if len(text) > 200:  # keep the caret line readable for huge inputs
        start = max(0, col - 100)
        text, col = text[start:start + 200], col - start
    caret = "".join("\t" if ch == "\t" else " " for ch in text[: max(col - 1, 0)]) + "^"
    return f"{head}\n    {text}\n    {caret}"


def run_source(source: str, filename: str, *, as_json: bool, static: bool, fail_fast: bool) -> int:
    from .lang.session import Session
    from .lang.values import kind_of
    from .render.cute_text import value_text

    source_lines = source.splitlines()
    failed_eval = failed_syntax = False
    out = sys.stdout
    for outcome in Session(static).iter_run(source, filename):
        err = outcome.error
        if err is not None:
            if isinstance(err, CuteSyntaxError):
                failed_syntax = True
            else:
                failed_eval = True
        if as_json:
            if err is None and not outcome.has_value:
                continue
            record = {
                "line": outcome.line,
                "input": outcome.input,
                "value": value_text(outcome.value) if err is None else None,
                "type": kind_of(outcome.value) if err is None else None,
                "warning": "; ".join(outcome.notes) or None,
                "error": None if err is None else {"message": err.message, "line": err.line, "col": err.col},
            }
            out.write(json.dumps(record) + "\n")
            continue
        if err is not None:
            out.flush()
            sys.stderr.write(format_error(err, filename, source_lines) + "\n")
            sys.stderr.flush()
            if fail_fast:
                break
            continue
        if outcome.has_value:
            out.write(value_text(outcome.value) + "\n")
        for note in outcome.notes:
            out.flush()
            sys.stderr.write(f"{filename}:{outcome.line}:{outcome.col}: note: {note}\n")
    out.flush()
    if failed_eval:
        return EXIT_EVAL_ERROR
    return EXIT_USAGE if failed_syntax else EXIT_OK


def _read_script(path: str) -> tuple[str, str]:
    if path == "-":
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except IsADirectoryError:
            raise click.UsageError(f"cannot read '{path}': it is a directory") from None
        except FileNotFoundError:
            raise click.UsageError(f"cannot read '{path}': no such file") from None
        except PermissionError:
            raise click.UsageError(f"cannot read '{path}': permission denied") from None
        except OSError as e:
            raise click.UsageError(f"cannot read '{path}': {e.strerror}") from None
        name = path
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise click.UsageError(f"cannot read '{name}': not UTF-8 text (byte {e.start})") from None
    return text, name


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("expressions", nargs=-1)
@click.option("-f", "--file", "script", metavar="FILE", help="Run a script of statements ('-' reads standard input).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON Lines, one object per statement.")
@click.option("--static", is_flag=True, help="Read bare integer literals as static (_N), as CuTe's docs write them.")
@click.option("--fail-fast", is_flag=True, help="Stop at the first statement that fails.")
@click.version_option(package_name="cutecalc")
def cli(expressions: tuple[str, ...], script: str | None, as_json: bool, static: bool, fail_fast: bool) -> None:
    """Evaluate CuTe layout algebra, printing each value as CuTe's print() does.

    \b
    Examples:
      cutecalc 'logical_divide(24:2, 4:2)'
      cutecalc 'a = (4,8):(8,1); print_layout(a)'
      cutecalc -f walkthrough.cute
    """
    if script is not None and expressions:
        raise click.UsageError("give either expressions or -f FILE, not both")
    if script is not None:
        source, name = _read_script(script)
    elif expressions:
        source, name = "\n".join(expressions), "<input>"
    elif not sys.stdin.isatty():
        source, name = _read_script("-")
    else:
        from .repl import run_repl
        sys.exit(run_repl(static=static))
    sys.exit(run_source(source, name, as_json=as_json, static=static, fail_fast=fail_fast))


def main() -> None:
    try:
        cli.main(standalone_mode=False)
    except click.UsageError as e:
        sys.stderr.write(f"cutecalc: error: {e.format_message()}\n")
        sys.exit(EXIT_USAGE)
    except click.Abort:
        sys.stderr.write("cutecalc: aborted\n")
        sys.exit(130)
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(0)


if __name__ == "__main__":
    main()
