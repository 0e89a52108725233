"""The click command that defines cutecalc's options, their help and their errors.

cli.main reads the common command lines without importing click; everything else comes here.
"""

from __future__ import annotations

import click

from .cli import Options, UsageError
from .render.writers import COLOR_BY, FORMATS


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("expressions", nargs=-1)
@click.option("-f", "--file", "script", metavar="FILE", help="Run a script of statements ('-' reads standard input).")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default=None,
              help="text: CuTe's print() form; table: coloured tables (the default on a terminal); json: JSON "
                   "Lines; latex: CuTe's print_latex; svg/html: the tables as a file (with -o).")
@click.option("--json", "as_json", is_flag=True, help="Same as --format json.")
@click.option("-o", "--output", metavar="FILE", help="Write the output to FILE instead of standard output.")
@click.option("--static", is_flag=True, help="Read bare integer literals as static (_N), as CuTe's docs write them.")
@click.option("--fail-fast", is_flag=True, help="Stop at the first statement that fails.")
@click.option("--color-by", type=click.Choice(COLOR_BY), default="offset", show_default=True,
              help="Colour table cells by offset (equal offsets share a colour), by sub-tile of the modes, or not.")
@click.option("--full", is_flag=True, help="Draw every row and column of large layouts instead of eliding the middle.")
@click.option("--explain", is_flag=True, help="Show each operation's inputs, result and the steps CuTe takes.")
@click.option("--width", type=click.IntRange(20, 1000), default=None, help="Table width in columns.")
@click.version_option(package_name="cutecalc")
def command(expressions, script, fmt, as_json, output, static, fail_fast, color_by, full, explain, width) -> Options:
    """Evaluate CuTe layout algebra, printing each value as CuTe's print() does.

    With no arguments on a terminal, start the interactive REPL.

    \b
    Examples:
      cutecalc 'logical_divide(24:2, 4:2)'
      cutecalc 'a = (4,8):(8,1); print_layout(a)'
      cutecalc --explain 'logical_divide((4,6):(1,4), <2:1, 3:1>)'
      cutecalc --format svg -o tile.svg 'zipped_divide((4,8):(8,1), <2:1,4:1>)'
      cutecalc -f walkthrough.cute
    """
    if as_json and fmt not in (None, "json"):
        raise click.UsageError("--json and --format conflict")
    return Options(tuple(expressions), script, "json" if as_json else fmt, output, static, fail_fast, color_by,
                   full, explain, width)


def parse_with_click(argv: list[str]) -> Options | int:
    """The Options of argv, or the exit code after click printed --help or --version."""
    try:
        result = command.main(args=argv, prog_name="cutecalc", standalone_mode=False)
    except click.UsageError as e:
        raise UsageError(e.format_message()) from None
    except click.Abort:
        raise KeyboardInterrupt from None
    return result if isinstance(result, Options) else int(result or 0)
