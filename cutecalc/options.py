"""Every command-line option and display setting, defined once.

`OPTIONS` is the one table of cutecalc's options: the click command (cli_options.py, for --help and the
rare command lines) is generated from it, and so is the fast reader `read_fast` that the common command
lines take (click costs start-up time, which is the product for people who call cutecalc in shell loops).
`DisplayOptions` is how values are shown, shared by the command line, the REPL and the writers.

Nothing here imports anything of cutecalc, click or Rich.
"""

from __future__ import annotations

from .record import field, fields, record, replace

FORMATS = ("text", "table", "json", "csv", "latex", "svg", "html")
FILE_FORMATS = ("svg", "html")                 # documents: written with -o, never to a terminal
SCREEN_FORMATS = tuple(f for f in FORMATS if f not in FILE_FORMATS)  # what the REPL can show
COLOR_BY = ("offset", "mode", "none")
EMIT_TARGETS = ("cpp", "dsl")
DIALECTS = ("cpp", "dsl")                      # how values are read and printed: CuTe C++ or the CuTe DSL
WIDTH_RANGE = (20, 1000)
COMPLETE_VAR = "_CUTECALC_COMPLETE"            # click's shell-completion variable for the program `cutecalc`


class UsageError(Exception):
    """A command line, a file or a stream that cannot be used: one line on stderr, exit code 2."""


@record(frozen=True)
class DisplayOptions:
    """How values are shown.  `format` None: a table on a terminal, text otherwise."""

    format: str | None = None
    color_by: str = "offset"
    full: bool = False
    width: int | None = None
    static: bool = False  # bare integer literals read as static (_4)
    dialect: str = "cpp"  # "dsl": values printed as the CuTe DSL prints them, integers read as Python's (static)

    @property
    def static_literals(self) -> bool:
        """Whether a bare integer literal reads as static: with --static, and in the DSL (a Python int is)."""
        return self.static or self.dialect == "dsl"

    def with_(self, **changes: object) -> DisplayOptions:
        return replace(self, **changes)


@record
class Options:
    """A command line, read."""

    expressions: tuple[str, ...] = ()
    script: str | None = None
    output: str | None = None
    fail_fast: bool = False
    explain: bool = False
    emit: str | None = None       # "cpp" or "dsl": print a program instead of the values
    verify: bool = False          # compile the statements as CuTe C++ and compare
    cutlass: str | None = None    # the CUTLASS checkout (its include/) that verify compiles against
    display: DisplayOptions = field(default_factory=DisplayOptions)


@record(frozen=True)
class Option:
    """One option: its spellings, where its value goes (`dest`: an Options or DisplayOptions field),
    what it takes (None: a flag; a tuple: one of these; "FILE"/"INT": a value) and its help."""

    flags: tuple[str, ...]
    dest: str
    takes: tuple[str, ...] | str | None
    help: str
    default: object = None
    flag_value: object = True


OPTIONS: tuple[Option, ...] = (
    Option(("-f", "--file"), "script", "FILE", "Run a script of statements ('-' reads standard input)."),
    Option(("--format",), "format", FORMATS,
           "text: CuTe's print() form; table: coloured tables (the default on a terminal); json: JSON Lines; "
           "csv: one row per statement; latex: CuTe's print_latex; svg/html: the tables as a file (with -o)."),
    Option(("--json",), "format", None, "Same as --format json.", flag_value="json"),
    Option(("-o", "--output"), "output", "FILE",
           "Write the output to FILE (replaced only once there is output; never the script itself)."),
    Option(("--static",), "static", None, "Read bare integer literals as static (_N), as CuTe's docs write them.",
           default=False),
    Option(("--fail-fast",), "fail_fast", None, "Stop at the first statement that fails.", default=False),
    Option(("--color-by",), "color_by", COLOR_BY,
           "Colour table cells by offset (equal offsets share a colour), by sub-tile of the modes, or not.",
           default="offset"),
    Option(("--full",), "full", None, "Draw every row and column of large layouts instead of eliding the middle.",
           default=False),
    Option(("--explain",), "explain", None, "Show each operation's inputs, result and the steps CuTe takes.",
           default=False),
    Option(("--width",), "width", "INT", f"Table width in columns ({WIDTH_RANGE[0]} to {WIDTH_RANGE[1]})."),
    Option(("--dialect",), "dialect", DIALECTS,
           "cpp: read and print as CuTe C++ (the default); dsl: as the CuTe Python DSL (bare integers are Python "
           "ints, static; values printed as the DSL's print() shows them: 4 static, ? dynamic, S<3,4,3>; a note "
           "where the DSL's answer differs from C++'s).", default="cpp"),
    Option(("--emit",), "emit", EMIT_TARGETS,
           "Print a program that computes the same values: CuTe C++ (cpp) or the CuTe Python DSL (dsl)."),
    Option(("--verify",), "verify", None, "Compile the statements as CuTe C++, run them, and show CuTe's answer "
           "beside cutecalc's with a verdict (needs g++ or nvcc and the CUDA headers).", default=False),
    Option(("--cutlass",), "cutlass", "PATH",
           "The CUTLASS to verify against (its include/ directory or checkout; default $CUTLASS_PATH, else the "
           "nvidia-cutlass wheel's headers)."),
)

# Words that, as the first argument, stand for an option: `cutecalc verify 'EXPR'` is `cutecalc --verify 'EXPR'`.
# (No function has such a name: tests/cli pins that, so `verify(...)` can never be an expression; a variable
# named `verify` still reads as one after `--`, as every argument does.)
LEADING_WORDS = {"verify": "--verify"}

_BY_FLAG = {flag: opt for opt in OPTIONS for flag in opt.flags}
_DISPLAY_FIELDS = frozenset(fields(DisplayOptions))

def looks_like_expression(arg: str) -> bool:
    """True for an argument that starts with '-' yet is no option: a negative number or expression."""
    if not arg.startswith("-") or arg in ("-", "--") or arg.partition("=")[0] in _BY_FLAG:
        return False
    return len(arg) > 1 and (arg[1].isdigit() or arg[1] in "_(<.")


# What --emit and --verify honour (they print a program or a report, not values): every other option given with
# them is refused rather than ignored.  --cutlass is verify's alone.
PROGRAM_DESTS = frozenset({"script", "output", "static", "dialect", "emit", "verify", "cutlass"})


def combination_problem(values: dict[str, object]) -> str | None:
    """Why options given together cannot be honoured together, or None."""
    flag: dict[str, str] = {}
    for opt in OPTIONS:
        flag.setdefault(opt.dest, opt.flags[-1])
    if values.get("emit") is not None and values.get("verify"):
        return "--emit and --verify do different things: give one of them"
    program = "--emit" if values.get("emit") is not None else "--verify" if values.get("verify") else None
    if program is None:
        if values.get("cutlass") is not None:
            return "--cutlass names the headers --verify compiles against: add --verify, or drop --cutlass"
        return None
    given = [f"{flag[d]} {v}" if d == "format" else flag[d] for d, v in values.items()
             if v is not None and d not in PROGRAM_DESTS and d in flag]
    if given:
        what = "a program" if program == "--emit" else "a report"
        return f"{program} prints {what}, which {given[0]} does not apply to: drop it"
    return None


def build(values: dict[str, object], expressions: tuple[str, ...]) -> Options:
    """Options from the values read for each dest (absent dests keep their defaults); UsageError for options
    that cannot be honoured together."""
    problem = combination_problem(values)
    if problem:
        raise UsageError(problem)
    display = DisplayOptions(**{k: v for k, v in values.items()  # type: ignore[arg-type]
                                if k in _DISPLAY_FIELDS and v is not None})
    rest = {k: v for k, v in values.items() if k not in _DISPLAY_FIELDS and v is not None}
    return Options(expressions=expressions, display=display, **rest)  # type: ignore[arg-type]


def leading_word(argv: list[str]) -> list[str]:
    """argv with a leading word of LEADING_WORDS read as its option (`verify 'EXPR'` -> `--verify 'EXPR'`)."""
    if argv and argv[0] in LEADING_WORDS:
        return [LEADING_WORDS[argv[0]], *argv[1:]]
    return argv


def read_fast(argv: list[str]) -> Options | None:
    """The options of a common command line, or None when click must read it (help, version, errors)."""
    values: dict[str, object] = {}
    exprs: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            exprs.extend(argv[i:])
            break
        if not arg.startswith("-") or arg == "-" or looks_like_expression(arg):
            exprs.append(arg)
            continue
        name, eq, val = arg.partition("=")
        opt = _BY_FLAG.get(name)
        if opt is None:
            return None
        if opt.takes is None:
            if eq:
                return None
            value: object = opt.flag_value
        else:
            if not eq:
                if i >= len(argv):
                    return None
                val = argv[i]
                i += 1
            if isinstance(opt.takes, tuple) and val not in opt.takes:
                return None
            if opt.takes == "INT":
                if not val.isdigit() or not WIDTH_RANGE[0] <= int(val) <= WIDTH_RANGE[1]:
                    return None
                value = int(val)
            else:
                value = val
        if opt.dest in values and values[opt.dest] != value:
            return None  # given twice, differently (--json --format table): click says why
        values[opt.dest] = value
    return build(values, tuple(exprs))
