"""The click command: cutecalc's --help, --version and its errors for command lines the fast reader leaves.

The command is generated from `options.OPTIONS`, the one definition of every option, so that click and
`options.read_fast` always read the same command lines the same way.
"""

from __future__ import annotations

from typing import Any

import click

from .options import OPTIONS, WIDTH_RANGE, Options, UsageError, build, looks_like_expression

HELP = """Evaluate CuTe layout algebra, printing each value as CuTe's print() does.

With no arguments on a terminal, start the interactive REPL.

\b
Examples:
  cutecalc 'logical_divide(24:2, 4:2)'
  cutecalc 'a = (4,8):(8,1); print_layout(a)'
  cutecalc --explain 'logical_divide((4,6):(1,4), <2:1, 3:1>)'
  cutecalc --format svg -o tile.svg 'zipped_divide((4,8):(8,1), <2:1,4:1>)'
  cutecalc -f walkthrough.cute
  cutecalc verify 'logical_divide(24:2, 4:2)'     (the same as --verify)
  cutecalc --emit cpp -f walkthrough.cute
  cutecalc -- '-7/2'
"""


def _click_option(opt) -> Any:
    param = f"{opt.dest}_{opt.flags[-1].lstrip('-').replace('-', '_')}"
    kwargs: dict[str, Any] = {"help": opt.help}
    if opt.takes is None:
        kwargs.update(is_flag=True, flag_value=opt.flag_value, default=None)
    elif isinstance(opt.takes, tuple):
        # click shows a real default as `[default: offset]` (a show_default string would be parenthesised)
        kwargs.update(type=click.Choice(opt.takes), default=opt.default, show_default=opt.default is not None)
    elif opt.takes == "INT":
        kwargs.update(type=click.IntRange(*WIDTH_RANGE), default=None)
    else:  # FILE, PATH: the shell completes them as paths
        kwargs.update(metavar=opt.takes, default=None, type=click.Path(dir_okay=opt.takes != "FILE"))
    return click.option(*opt.flags, param, **kwargs)


def _command(**kwargs: Any) -> Options:
    expressions = kwargs.pop("expressions")
    values: dict[str, object] = {}
    ctx = click.get_current_context()
    for opt in OPTIONS:
        param = f"{opt.dest}_{opt.flags[-1].lstrip('-').replace('-', '_')}"
        value = kwargs[param]
        if value is None or ctx.get_parameter_source(param) == click.core.ParameterSource.DEFAULT:
            continue   # not given: the Options' own default (as the fast reader leaves it)
        if opt.dest in values and values[opt.dest] != value:
            raise click.UsageError(f"{opt.flags[-1]} conflicts with another option setting {opt.dest}")
        values[opt.dest] = value
    return build(values, tuple(expressions))


def complete_expression(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of an expression: the function names (and CuTe's constants) that complete the name
    being typed at its end, with the text before it kept (`a=logical_d` -> `a=logical_divide`)."""
    import re

    from .lang.function_table import FUNCTIONS
    from .lang.functions import CONSTANTS
    start = re.search(r"[A-Za-z_][A-Za-z0-9_]*$", incomplete)
    if start is None:
        return []
    head, word = incomplete[:start.start()], start.group()
    return [head + name for name in sorted({*FUNCTIONS, *CONSTANTS}) if name.startswith(word)]


_decorated: Any = click.argument("expressions", nargs=-1, shell_complete=complete_expression)(_command)
for _opt in reversed(OPTIONS):
    _decorated = _click_option(_opt)(_decorated)
_decorated = click.version_option(package_name="cutecalc")(_decorated)
command: click.Command = click.command(context_settings={"help_option_names": ["-h", "--help"]}, help=HELP)(_decorated)


def _arguments_last(argv: list[str]) -> list[str]:
    """The options, then `--`, then the expressions in their order."""
    takes_value = {flag for opt in OPTIONS if opt.takes is not None for flag in opt.flags}
    options, arguments = [], []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("-") and arg != "-" and not looks_like_expression(arg):
            options.append(arg)
            if arg in takes_value and i + 1 < len(argv):
                options.append(argv[i + 1])
                i += 1
        else:
            arguments.append(arg)
        i += 1
    return [*options, "--", *arguments]


def parse_with_click(argv: list[str]) -> Options | int:
    """The Options of argv, or the exit code after click printed --help or --version."""
    # A negative expression (`-7/2`) is an argument, not an option: the arguments go after `--` for click.
    if any(looks_like_expression(a) for a in argv) and "--" not in argv:
        argv = _arguments_last(argv)
    try:
        result = command.main(args=argv, prog_name="cutecalc", standalone_mode=False)
    except click.UsageError as e:
        raise UsageError(e.format_message()) from None
    except click.Abort:
        raise KeyboardInterrupt from None
    return result if isinstance(result, Options) else int(result or 0)
