"""The fuzz campaign per row of docs/errors.md: each row's class of input, generated again and again.

Each Row of error_table.py names a `fuzz` generator (below, by the row's input class): from a seeded
random.Random it makes another input of the same class (other extents, names, functions, depths, bytes,
file names), with the same exit code and the same message fragment to expect.  Every variant also gets a
neutral context (assignments before it, a comment after it, extra blanks), which moves its position but
not its class.  The campaign runs each variant and checks the exit code, the fragment, and that nothing
printed a Python traceback.

    python -m tests.robust.row_fuzz [N]        # N variants of every row (default: each row's count)

Variants run the command's own `cli.main` in this process (its standard streams, environment and working
directory set as a shell would), so that thousands cost seconds; rows whose situation needs real processes
(pipes, closed descriptors) run the installed `cutecalc` command, fewer times.  tests/robust/test_errors.py
runs each row's own input once more through the real command.
"""

from __future__ import annotations

import io
import os
import random
import re
import subprocess
import sys
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

from tests.robust.input_classes import same

SEED = 20261123
COUNT = 20             # variants of a row run in this process, per unit of the hypothesis profile's scale
PROCESS_COUNT = 2      # variants of a row that needs real processes (pipes, closed descriptors)


@dataclass(frozen=True)
class Result:
    code: int
    stdout: str
    stderr: str


# -- running a variant -----------------------------------------------------------------------------------

@contextmanager
def _shell_like(stdin: bytes, env: dict[str, str], cwd: Path, stdout=None):
    """sys's streams, os.environ and the working directory as a shell would give them to the command."""
    saved = sys.stdin, sys.stdout, sys.stderr, dict(os.environ), os.getcwd()
    out = stdout if stdout is not None else io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="")
    err = io.StringIO()
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    os.environ.update(env)
    os.chdir(cwd)
    try:
        yield out, err
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved[0], saved[1], saved[2]
        os.environ.clear()
        os.environ.update(saved[3])
        os.chdir(saved[4])


def run_in_process(args: list[str], cwd: Path, stdin: bytes = b"", env: dict[str, str] | None = None,
                   stdout_path: str | None = None) -> Result:
    """cutecalc ARGS, run by cli.main in this process; any exception escaping it is reported as a traceback."""
    from cutecalc import cli
    env = {"COLUMNS": "", **(env or {})}
    target = open(stdout_path, "w") if stdout_path else None   # noqa: SIM115 (closed below)
    with _shell_like(stdin, {k: v for k, v in env.items() if v}, cwd, target) as (out, err):
        if not env.get("COLUMNS"):
            os.environ.pop("COLUMNS", None)
        try:
            cli.main(args)
            code = 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except BaseException as e:  # the property under test: nothing escapes main
            import traceback
            err.write("Traceback (most recent call last):\n" + "".join(traceback.format_exception(e)))
            code = 99
        try:
            out.flush()
        except OSError:
            pass
        text = "" if target is not None else out.buffer.getvalue().decode("utf-8", "replace")  # type: ignore
    if target is not None:
        try:
            target.close()
        except OSError:
            pass
    return Result(code, text, err.getvalue())


def run_process(args: list[str], cwd: Path, shell: str = "", env: dict[str, str] | None = None,
                stdin: bytes = b"", stdout_path: str = "") -> Result:
    """The installed cutecalc command (or a bash command line using it) in the directory cwd."""
    from tests.cli.test_cli import EXE
    bindir = os.path.dirname(EXE)
    full_env = {**os.environ, "PATH": bindir + os.pathsep + os.environ.get("PATH", ""), **(env or {})}
    cmd = ["bash", "-c", shell] if shell else [EXE, *args]
    with open(stdout_path or os.devnull, "w") as target:
        r = subprocess.run(cmd, input=stdin, stdout=target if stdout_path else subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=60, cwd=cwd, env=full_env)
    return Result(r.returncode, (r.stdout or b"").decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace"))


def run_row(row, tmp: Path, in_process: bool = True) -> Result:
    """Run a row (or a variant of one) in the directory tmp, as tests/robust/test_errors.py describes."""
    args = list(row.args)
    if row.script is not None:
        f = tmp / "bad.cute"
        f.write_bytes(row.script)
        args = [*row.args, "-f", str(f)]
    elif row.special == "missing":
        args = ["-f", str(tmp / row.name)]
    elif row.special == "directory":
        (tmp / row.name).mkdir(parents=True, exist_ok=True)
        args = ["-f", str(tmp / row.name)]
    elif row.special == "unreadable":
        f = tmp / row.name
        f.write_text("size(4:1)\n")
        f.chmod(0)
        args = ["-f", str(f)]
        if os.geteuid() == 0:  # root reads anything: run the command as nobody
            from tests.cli.test_cli import EXE
            r = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", EXE, *args],
                               capture_output=True, text=True, timeout=60)
            return Result(r.returncode, r.stdout, r.stderr)
    if row.shell or not in_process:
        return run_process(args, tmp, row.shell, dict(row.env), row.stdin, row.stdout_path)
    return run_in_process(args, tmp, row.stdin, dict(row.env), row.stdout_path or None)


def problems(row, r: Result) -> list[str]:
    """What is wrong with the result of a row or variant (empty when it answers as the row says)."""
    out = []
    if "Traceback" in r.stderr:
        out.append("a Python traceback: " + r.stderr[-2000:])
    if r.code != row.exit:
        out.append(f"exit {r.code}, not {row.exit}: {r.stderr[:500]}")
    if row.says and not re.search(row.says_pattern, r.stderr):
        out.append(f"standard error lacks {row.says!r}: {r.stderr[:500]!r}")
    if row.stdout is not None and r.stdout != row.stdout:
        out.append(f"standard output {r.stdout[:300]!r}, not {row.stdout[:300]!r}")
    if row.prints and row.prints not in r.stdout:
        out.append(f"standard output lacks {row.prints!r}: {r.stdout[:300]!r}")
    return out


# -- neutral context -------------------------------------------------------------------------------------

# The context a row is put in, in the dialect it is written in: statements assigned before it, and what may
# follow it on its line (a comment as each dialect writes one).
_CONTEXTS = {
    "cpp": (["a0 = (4,8):(8,1)", "t = <2:1, 4:1>", "n = 12", "s = (_2,(_3,_4))", "b = 4:2", "w = _1@0"],
            ["", "  ", " // a comment", " # a comment", "\t// ( [ <"]),
    "dsl": (["a0 = cute.make_layout((4,8), stride=(8,1))", "n = 12", "s = (2,(3,4))",
             "b = cute.make_layout(4, stride=2)", "t = (cute.make_layout(2), cute.make_layout(4))"],
            ["", "  ", "  # a comment", "\t# ( [ <"]),
}


def _dialect(row) -> str:
    """The dialect a row's input is written in: its `--dialect` argument's, else C++."""
    args = list(row.args)
    return args[args.index("--dialect") + 1] if "--dialect" in args[:-1] else "cpp"


def _prefix(rng: random.Random, assigned: list[str]) -> list[str]:
    return [f"{rng.choice(assigned).replace(' = ', rng.choice(['=', ' = ', '  =  ']))}"
            for _ in range(rng.randint(0, 3))]


def _shift_lines(says: str, k: int) -> str:
    """A message fragment with its positions moved down k lines ("FILE:L:C: error", "at L:C")."""
    if not k:
        return says
    says = re.sub(r"(?<=:)(\d+)(?=:\d+: (?:error|note))", lambda m: str(int(m.group(1)) + k), says)
    return re.sub(r"(?<=at )(\d+)(?=:\d+)", lambda m: str(int(m.group(1)) + k), says)


def in_context(row, rng: random.Random):
    """The row with assignments before its statement (as lines of its script, or as earlier arguments) and
    a comment after it: the same class of input, elsewhere."""
    if row.cxx:
        return row    # verify's rows count their statements in the report
    assigned, tails = _CONTEXTS[_dialect(row)]
    pre = _prefix(rng, assigned)
    tail = rng.choice(tails)
    if row.script is not None:
        if row.script[:3] == b"\xef\xbb\xbf" or b"\x00" in row.script or row.cls.startswith(("not UTF-8", "a 10")):
            return row    # the bytes are the class: their offsets are in the message
        body = row.script
        if tail and body and not body.rstrip().endswith((b"\\",)):
            first, nl, rest = body.partition(b"\n")
            body = first + tail.encode() + nl + rest
        text = "".join(p + "\n" for p in pre).encode() + body
        return replace(row, script=text, says=_shift_lines(row.says, len(pre)))
    if row.args and not row.shell and not row.special:
        opts = [a for a in row.args[:-1]]
        expr = row.args[-1]
        if expr.startswith("-") or any(a == "-f" or a == "-o" for a in opts):
            return row    # an option's value, a file: the context is the class
        return replace(row, args=(*opts, *pre, expr + tail), says=_shift_lines(row.says, len(pre)))
    return row


# -- the campaign ----------------------------------------------------------------------------------------

def profile_scale() -> int:
    """1 with hypothesis's default profile, 10 with CUTECALC_HYPOTHESIS=thorough (tests/conftest.py)."""
    return 10 if os.environ.get("CUTECALC_HYPOTHESIS") == "thorough" else 1


def variant_count(row) -> int:
    """How many variants of the row the campaign tries with the default profile."""
    if row.fuzz is None or (row.shell and row.fuzz is same):
        return 0    # a situation of processes (pipes, closed descriptors): test_errors runs the row itself
    return row.fuzz_count or (PROCESS_COUNT if row.shell or row.special == "unreadable" else COUNT)


def variants_tried(row) -> str:
    """The count docs/errors.md shows for a row."""
    n = variant_count(row)
    return str(n) if n else "0 (the row itself)"


def variants(row, n: int, seed: int = SEED) -> list:
    rng = random.Random(f"{seed}:{row.cls}")
    gen: Callable = row.fuzz
    return [in_context(gen(rng, row), rng) for _ in range(n)]


def campaign(rows, scale: int, tmp: Path, report=print) -> dict[str, int]:
    """Run every row's variants; returns the count tried per row class, and reports each failure."""
    import tempfile
    tried: dict[str, int] = {}
    for row in rows:
        n = variant_count(row) * scale
        for k, v in enumerate(variants(row, n)):
            with tempfile.TemporaryDirectory(dir=tmp) as d:
                r = run_row(v, Path(d))
            bad = problems(v, r)
            if bad:
                report(f"FAIL {row.cls} #{k}: args={v.args!r} script={(v.script or b'')[:200]!r}: {bad}")
            tried[row.cls] = tried.get(row.cls, 0) + 1
    return tried


if __name__ == "__main__":
    import tempfile
    import time

    from tests.robust.error_table import ROWS
    scale = int(sys.argv[1]) if len(sys.argv) > 1 else profile_scale()
    with tempfile.TemporaryDirectory() as d:
        for row in ROWS:
            t = time.perf_counter()
            counts = campaign([row], scale, Path(d))
            print(f"{row.cls}: {counts.get(row.cls, 0)} variants, {time.perf_counter() - t:.2f} s")
