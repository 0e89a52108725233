"""`cutecalc verify`: ask the user's own CuTe C++ for each statement's answer and compare it with cutecalc's.

The statements are emitted as one C++ program (`emit_cpp`), compiled for the host against the user's CUTLASS
headers and the CUDA headers with g++ (or nvcc), and run.  The program writes a marker before each statement,
unbuffered, so its output splits by statement even when a CuTe assert stops it.  A statement CuTe refuses to
compile (a `static_assert`) or that stops the program (an `assert`) is recorded as refused, and the program is
built again without it and without the statements that read what it assigns.

CuTe's answers are cached by program and toolchain in `$XDG_CACHE_HOME/cutecalc/verify/` (`~/.cache/...`).

Where the headers come from, first found: `cutlass=` (`--cutlass PATH`), `$CUTLASS_PATH`, the installed
`nvidia-cutlass` wheel.  The CUDA headers: `cuda=`, `$CUDA_HOME`, `$CUDA_PATH`, /usr/local/cuda, nvcc's.

The toolchain, and the compile that blames each error on the statement (or case) it comes from, serve also
cutecalc's own answer caches (tests/oracle, tools/): `reference_toolchain()` is g++ with the nvidia-cutlass
wheel's headers, whatever CUTLASS_PATH says, and `toolchain_problem()` why there is none here.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from ..algebra.checks import DYNAMIC_SUFFIX
from ..errors import CuteSyntaxError, CuteToolError
from ..lang.session import Session
from ..record import field, record
from ..render.cute_text import printed_text, value_text
from .emit_cpp import cpp_text, emit_cpp_program
from .program import EmittedProgram

DEFAULT_CUDA_ROOTS = ("/usr/local/cuda",)
RUN_TIMEOUT_S = 30
COMPILE_TIMEOUT_S = 600
MARK = "\x1e"

GET_CUTLASS = ("pass --cutlass PATH to a CUTLASS checkout (git clone https://github.com/NVIDIA/cutlass), "
               "set CUTLASS_PATH, or `pip install nvidia-cutlass` (its wheel ships the headers)")
GET_CUDA = ("install the CUDA toolkit (https://developer.nvidia.com/cuda-downloads, or "
            "`apt-get install nvidia-cuda-toolkit`) or set CUDA_HOME to where it is installed")
GET_COMPILER = "install g++ (`apt-get install g++`) or the CUDA toolkit's nvcc, or name one with --compiler"


# -- the toolchain ----------------------------------------------------------------------------------------

@record(frozen=True)
class Toolchain:
    compiler: str                      # path of g++ or nvcc
    cute_include: Path                 # the directory holding cute/layout.hpp
    cuda_includes: tuple[Path, ...]    # cuda_runtime_api.h and cuda/std/...

    def command(self, src: Path, exe: Path, includes: tuple[Path, ...] = ()) -> list[str]:
        """The compile command; `includes`: further directories searched first (a program's own headers)."""
        return [self.compiler, "-std=c++17", "-O0", "-w", "-ftemplate-backtrace-limit=0",
                *(f"-I{d}" for d in includes), f"-I{self.cute_include}", *(f"-I{d}" for d in self.cuda_includes),
                str(src), "-o", str(exe)]

    @property
    def cutlass_version(self) -> str:
        """CUTLASS's version from cutlass/version.h, e.g. '4.2.0', or '?' when it says none."""
        try:
            text = (self.cute_include / "cutlass" / "version.h").read_text()
        except OSError:
            return "?"
        parts = [re.search(rf"#define CUTLASS_{k}\s+(\d+)", text) for k in ("MAJOR", "MINOR", "PATCH")]
        return ".".join(m.group(1) for m in parts) if all(parts) else "?"  # type: ignore[union-attr]

    def identity(self) -> str:
        """What the answers depend on: the compiler's version and the headers' version and place."""
        try:
            version = subprocess.run([self.compiler, "--version"], capture_output=True, text=True,
                                     timeout=30).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            version = "?"
        layout = self.cute_include / "cute" / "layout.hpp"
        stamp = layout.stat().st_mtime_ns if layout.exists() else 0
        return "\n".join([version, str(self.cute_include.resolve()), str(stamp), self.cutlass_version,
                          *map(str, self.cuda_includes)])

    def describe(self) -> str:
        return f"CUTLASS {self.cutlass_version} headers in {self.cute_include}, {Path(self.compiler).name}"


def find_cute_include(cutlass: str | os.PathLike | None = None, env: Mapping[str, str] | None = None) -> Path:
    """The directory holding cute/layout.hpp: under `cutlass` (a checkout or its include/), $CUTLASS_PATH,
    or the nvidia-cutlass wheel; CuteToolError saying what is missing and how to get it."""
    env = os.environ if env is None else env
    given, origin = (cutlass, "--cutlass") if cutlass else (env.get("CUTLASS_PATH"), "CUTLASS_PATH")
    if given:
        root = Path(given).expanduser()
        for inc in (root / "include", root):
            if (inc / "cute" / "layout.hpp").is_file():
                return inc
        raise CuteToolError(f"no CuTe headers under {root} (from {origin}): expected {root / 'include/cute/layout.hpp'}"
                            f" or {root / 'cute/layout.hpp'}; {GET_CUTLASS}")
    wheel = wheel_cute_include()
    if wheel is not None:
        return wheel
    raise CuteToolError(f"CuTe's headers were not found (no --cutlass, no CUTLASS_PATH, no nvidia-cutlass wheel); "
                        f"{GET_CUTLASS}")


def find_cuda_includes(cuda: str | os.PathLike | None = None, env: Mapping[str, str] | None = None,
                       default_roots: tuple[str, ...] = DEFAULT_CUDA_ROOTS) -> tuple[Path, ...]:
    """The include directories of a CUDA toolkit (CuTe's host code includes cuda_runtime_api.h and <cuda/std/...>,
    which CUDA 13 keeps in include/cccl)."""
    env = os.environ if env is None else env
    if cuda:
        roots, origin = [Path(cuda).expanduser()], "--cuda"
    else:
        named = [(env[k], k) for k in ("CUDA_HOME", "CUDA_PATH") if env.get(k)]
        if named:
            roots, origin = [Path(named[0][0])], named[0][1]
        else:
            roots, origin = [Path(r) for r in default_roots], ""
            nvcc = shutil.which("nvcc", path=env.get("PATH"))
            if nvcc:
                roots.append(Path(nvcc).resolve().parent.parent)
    for root in roots:
        inc = root / "include"
        if not (inc / "cuda_runtime_api.h").is_file():
            continue
        dirs = [inc] + [d for d in (inc / "cccl",) if d.is_dir()]
        if not any((d / "cuda" / "std" / "utility").exists() for d in dirs):
            raise CuteToolError(f"the CUDA toolkit at {root} lacks libcu++ (<cuda/std/utility>, in include/ or "
                                f"include/cccl/), which CuTe includes; {GET_CUDA}")
        return tuple(dirs)
    where = f"{roots[0]} (from {origin})" if origin else " or ".join(str(r) for r in roots)
    raise CuteToolError(f"the CUDA headers were not found: no include/cuda_runtime_api.h under {where}; {GET_CUDA}")


def find_compiler(compiler: str | None = None, env: Mapping[str, str] | None = None) -> str:
    env = os.environ if env is None else env
    names = [compiler] if compiler else ["g++", "nvcc"]
    for name in names:
        found = shutil.which(name, path=env.get("PATH"))
        if found:
            return found
    if compiler:
        raise CuteToolError(f"the compiler '{compiler}' was not found on PATH; {GET_COMPILER}")
    raise CuteToolError(f"no C++ compiler: neither g++ nor nvcc is on PATH; {GET_COMPILER}")


def find_toolchain(cutlass: str | os.PathLike | None = None, cuda: str | os.PathLike | None = None,
                   compiler: str | None = None, env: Mapping[str, str] | None = None,
                   default_cuda_roots: tuple[str, ...] = DEFAULT_CUDA_ROOTS) -> Toolchain:
    """Everything needed to compile CuTe on the host, or CuteToolError naming the first thing missing (the
    headers the user named before the compiler)."""
    cute_include = find_cute_include(cutlass, env)
    cuda_includes = find_cuda_includes(cuda, env, default_cuda_roots)
    return Toolchain(find_compiler(compiler, env), cute_include, cuda_includes)


def wheel_cute_include() -> Path | None:
    """The CuTe headers of the installed nvidia-cutlass wheel, or None."""
    spec = importlib.util.find_spec("cutlass_library")
    if spec is None or not spec.origin:
        return None
    inc = Path(spec.origin).parent / "source" / "include"
    return inc if (inc / "cute" / "layout.hpp").is_file() else None


def reference_version() -> str:
    """The CuTe that cutecalc's answer caches come from: 'nvidia-cutlass 4.2.0.0'."""
    from importlib import metadata
    return "nvidia-cutlass " + metadata.version("nvidia-cutlass")


def reference_toolchain(env: Mapping[str, str] | None = None) -> Toolchain:
    """g++ (or nvcc) with the nvidia-cutlass wheel's headers: the toolchain of cutecalc's answer caches."""
    inc = wheel_cute_include()
    if inc is None:
        raise CuteToolError(f"the nvidia-cutlass wheel's CuTe headers are not installed; {GET_CUTLASS}")
    return find_toolchain(cutlass=inc, env=env)


def toolchain_problem(env: Mapping[str, str] | None = None) -> str | None:
    """Why CuTe C++ cannot be compiled here with the reference toolchain, or None when it can."""
    try:
        reference_toolchain(env)
    except CuteToolError as e:
        return e.message
    return None


# -- compiling, each error blamed on the unit it comes from --------------------------------------------------

_ERROR = re.compile(r"(?:^|: )error: (.*)$")


def blame_errors(stderr: str, src_name: str, unit_of_line: Mapping[int, Any],
                 unit_of_function: Callable[[str], Any] | None = None) -> tuple[dict[Any, str], list[str]]:
    """The first error of each unit (a statement, a case) a compile's errors point into, and the errors that
    point into none.  An error belongs to the unit of the last line of `src_name` named before it ("file.cpp:15:
    required from here" precedes the error it explains), or of the function g++ says it is in
    (`unit_of_function(name)`); a static assertion is preferred to the errors it causes."""
    loc = re.compile(re.escape(src_name) + r":(\d+):\d+:")
    in_fn = re.compile(r"In function '(?:static )?[\w:]+ (\w+)\(\)'")
    found: dict[Any, list[str]] = {}
    stray: list[str] = []
    current = None
    for line in stderr.splitlines():
        m = loc.search(line)
        if m and int(m.group(1)) in unit_of_line:
            current = unit_of_line[int(m.group(1))]
        f = in_fn.search(line) if unit_of_function is not None else None
        if f and unit_of_function is not None and unit_of_function(f.group(1)) is not None:
            current = unit_of_function(f.group(1))
        e = _ERROR.search(line)
        if e:
            if current is None:
                stray.append(line)
            else:
                found.setdefault(current, []).append(e.group(1).strip())
    messages = {}
    for unit, errs in found.items():
        asserts = [x for x in errs if x.startswith("static assertion failed")]
        messages[unit] = (asserts or errs)[0][:400]
    return messages, stray


def compile_blamed(toolchain: Toolchain, src: Path, exe: Path, unit_of_line: Mapping[int, Any],
                   unit_of_function: Callable[[str], Any] | None = None,
                   includes: tuple[Path, ...] = ()) -> dict[Any, str]:
    """Compile `src` into `exe`: {} when it compiles, else the units refused ({unit: first error}); raises
    CuteToolError when the compiler fails on no unit (a problem of the program around them, or of the tools)."""
    env = dict(os.environ, LC_ALL="C", LANG="C")
    try:
        proc = subprocess.run(toolchain.command(src, exe, includes), capture_output=True, text=True, env=env,
                              timeout=COMPILE_TIMEOUT_S)
    except subprocess.TimeoutExpired as e:
        raise CuteToolError(f"{toolchain.compiler} took over {COMPILE_TIMEOUT_S} s; gave up") from e
    if proc.returncode == 0:
        return {}
    refused, stray = blame_errors(proc.stderr, src.name, unit_of_line, unit_of_function)
    if not refused:
        first = next((ln for ln in [*stray, *proc.stderr.splitlines()] if "error" in ln), proc.stderr[:300])
        raise CuteToolError(f"the C++ compiler failed outside the statements: {first.strip()}")
    return refused


# -- CuTe's answers ---------------------------------------------------------------------------------------

def cache_dir(env: Mapping[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    base = env.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cutecalc" / "verify"


def cute_answers(program: EmittedProgram, toolchain: Toolchain, cache: Path | None = None) -> dict[int, dict]:
    """CuTe's answer for each emitted statement, by index:

        {"output": TEXT}                         what it printed (without the final newline), "" for assignments
        {"refused": "compile" | "runtime", "message": ...}
        {"not_run": "reads what statement N assigns, which CuTe refused"}
    """
    key = hashlib.sha256((toolchain.identity() + "\n" + cpp_text(program, markers=True)[0]).encode()).hexdigest()
    path = cache / f"{key}.json" if cache is not None else None
    if path is not None and path.is_file():
        try:
            return {int(k): v for k, v in json.loads(path.read_text()).items()}
        except (OSError, ValueError):
            pass   # an unreadable entry is computed again
    answers = _compute(program, toolchain)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({str(k): v for k, v in answers.items()}, ensure_ascii=False))
        tmp.replace(path)
    return answers


def _compute(program: EmittedProgram, toolchain: Toolchain) -> dict[int, dict]:
    active = [s for s in program.statements if not s.skipped]
    answers: dict[int, dict] = {}
    with tempfile.TemporaryDirectory(prefix="cutecalc-verify-") as tmp:
        src, exe = Path(tmp) / "verify.cpp", Path(tmp) / "verify"
        while active:
            sub = EmittedProgram(tuple(active), program.static_literals)
            text, where = cpp_text(sub, markers=True)
            src.write_text(text)
            refused = compile_blamed(toolchain, src, exe, {line: i for i, line in where.items()})
            if refused:
                for i, message in refused.items():
                    answers[i] = {"refused": "compile", "message": message}
                active = _without(active, set(refused), answers)
                continue
            try:
                run = subprocess.run([str(exe)], capture_output=True, timeout=RUN_TIMEOUT_S)
            except subprocess.TimeoutExpired as e:
                raise CuteToolError(f"the compiled statements ran over {RUN_TIMEOUT_S} s; gave up") from e
            outputs, stopped = _split_output(run.stdout.decode(errors="replace"))
            for i, out in outputs.items():
                answers[i] = {"output": out}
            if stopped is None:
                if run.returncode != 0:
                    raise CuteToolError(f"the compiled statements exited with status {run.returncode} after the last "
                                        "statement")
                break
            answers[stopped] = {"refused": "runtime", "message": _runtime_message(run)}
            active = _without([s for s in active if s.index not in outputs], {stopped}, answers)
    return answers


def _without(active: list, refused: set[int], answers: dict[int, dict]) -> list:
    """`active` less the refused statements and, transitively, those reading a variable they assign."""
    gone = {s.defines: s.index for s in active if s.index in refused and s.defines}
    keep = []
    for s in active:
        if s.index in refused:
            continue
        reads = sorted(gone[v] for v in s.uses if v in gone)
        if reads:
            answers[s.index] = {"not_run": f"reads what statement {reads[0] + 1} assigns, which CuTe refused"}
            if s.defines:
                gone[s.defines] = reads[0]
            continue
        keep.append(s)
    return keep


def _split_output(stdout: str) -> tuple[dict[int, str], int | None]:
    """{index: what the statement printed} and the index of the statement that did not finish, if any."""
    outputs: dict[int, str] = {}
    pending: tuple[int, str] | None = None
    for chunk in stdout.split(MARK)[1:]:
        head, _, body = chunk.partition("\n")
        if pending is not None:
            outputs[pending[0]] = pending[1]
        if head == "-":
            return outputs, None
        pending = (int(head), body[:-1] if body.endswith("\n") else body)
    return outputs, pending[0] if pending is not None else None


def _runtime_message(run: subprocess.CompletedProcess) -> str:
    err = run.stderr.decode(errors="replace")
    assertion = re.search(r"Assertion `.*' failed\.", err)
    if assertion:
        return assertion.group(0)
    lines = err.strip().splitlines()
    if lines:
        return lines[-1][:400]
    if run.returncode < 0:
        return f"killed by {signal.Signals(-run.returncode).name}"
    return f"exit status {run.returncode}"


# -- verdicts ---------------------------------------------------------------------------------------------

AGREE, DIFFER, BOTH_REFUSE = "agree", "differ", "both refuse"
ONLY_CUTECALC, ONLY_CUTE, NOT_COMPARED = "only cutecalc answers", "only CuTe answers", "not compared"
AGREEING = (AGREE, BOTH_REFUSE)


@record(frozen=True)
class StatementVerdict:
    line: int
    source: str
    cpp: str                       # the C++ statement, empty when there is none
    cutecalc: str | None           # cutecalc's printed value ("" for an assignment); None when it refused
    cutecalc_error: str | None
    cute: str | None               # CuTe's printed value; None when it refused or did not run
    cute_refused: str | None       # "compile: ..." / "runtime: ..." / why it was not run or not emitted
    verdict: str
    notes: tuple[str, ...] = ()    # cutecalc's notes on the statement

    @property
    def agrees(self) -> bool:
        """CuTe agrees; or cutecalc answers where CuTe refuses and says so in a note; or cutecalc refuses where
        CuTe, not checking dynamic integers, computes a wrong layout, and says so."""
        return self.verdict in AGREEING or (self.verdict == ONLY_CUTECALC and bool(self.notes)) or (
            self.verdict == ONLY_CUTE and (self.cutecalc_error or "").endswith(DYNAMIC_SUFFIX))


@record(frozen=True)
class VerifyReport:
    statements: tuple[StatementVerdict, ...]
    toolchain: str
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """Every statement compared, and CuTe agrees with each."""
        return all(s.agrees for s in self.statements)

    def text(self) -> str:
        return format_report(self)


def verify(source: str, static_literals: bool = False, cutlass: str | os.PathLike | None = None,
           cuda: str | os.PathLike | None = None, compiler: str | None = None, use_cache: bool = True,
           filename: str = "<input>", toolchain: Toolchain | None = None) -> VerifyReport:
    """CuTe C++'s answer beside cutecalc's for each statement of `source`, with a verdict.

    Raises CuteSyntaxError for a script that does not parse, CuteToolError when the compiler or a header is
    missing (the message says which and how to get it).
    """
    program = emit_cpp_program(source, static_literals, filename)
    outcomes = list(Session(static_literals).run(source, filename))
    for o in outcomes:
        if isinstance(o.error, CuteSyntaxError):
            raise o.error
    toolchain = toolchain or find_toolchain(cutlass, cuda, compiler)
    answers = cute_answers(program, toolchain, cache_dir() if use_cache else None)
    verdicts = tuple(_verdict(s, o, answers.get(s.index)) for s, o in zip(program.statements, outcomes))
    counts: dict[str, int] = {}
    for v in verdicts:
        counts[v.verdict] = counts.get(v.verdict, 0) + 1
    return VerifyReport(verdicts, toolchain.describe(), counts)


def _verdict(s, outcome, answer: dict | None) -> StatementVerdict:
    if outcome.error is not None:
        ours, our_error = None, outcome.error.message
    else:
        ours, our_error = _output(outcome), None
    theirs = refused = None
    if s.skipped:
        refused, verdict = f"not emitted: {s.skipped}", NOT_COMPARED
    elif answer is None or "not_run" in answer:
        refused = (answer or {}).get("not_run", "not run")
        verdict = BOTH_REFUSE if answer and ours is None else NOT_COMPARED
    elif "output" in answer:
        theirs = answer["output"]
        if ours is None:
            verdict = ONLY_CUTE
        else:
            verdict = AGREE if theirs == ours else DIFFER
    else:
        refused = f"{answer['refused']}: {answer['message']}"
        verdict = BOTH_REFUSE if ours is None else ONLY_CUTECALC
    return StatementVerdict(s.line, s.source, s.code, ours, our_error, theirs, refused, verdict,
                            tuple(outcome.notes))


def _output(outcome) -> str:
    """What the statement prints, as the split C++ output holds it (less one final newline)."""
    if outcome.printed:   # C++'s print(x): exactly its text (print("\n\n") is a blank line)
        text = printed_text(outcome.value)
        return text[:-1] if text.endswith("\n") else text
    return value_text(outcome.value) if outcome.has_value else ""


def format_report(report: VerifyReport) -> str:
    """One line per agreeing statement; both answers for the others; a summary line."""
    out = []
    for v in report.statements:
        src = " ".join(v.source.split())
        if v.verdict == AGREE:
            cute = v.cute or ""
            shown = "(no output)" if not cute else cute if "\n" not in cute else f"({cute.count(chr(10)) + 1} lines)"
            out.append(f"ok      line {v.line}: {src}  ->  {shown}")
            continue
        if v.agrees:
            mark = "noted" if v.verdict in (ONLY_CUTECALC, ONLY_CUTE) else "ok"
        else:
            mark = "--" if v.verdict == NOT_COMPARED else "DIFFERS"
        out.append(f"{mark:<8}line {v.line}: {src}  [{v.verdict}]")
        out.append(f"          cutecalc: {_answer(v.cutecalc, v.cutecalc_error)}")
        if v.verdict == NOT_COMPARED:
            out.append(f"          CuTe:     ({v.cute_refused})")
        else:
            out.append(f"          CuTe:     {_answer(v.cute, v.cute_refused)}")
        out.extend(f"          note: {n}" for n in v.notes)
    summary = ", ".join(f"{n} {k}" for k, n in sorted(report.counts.items()))
    out.append(f"{summary} -- CuTe C++ from {report.toolchain}")
    return "\n".join(out)


def _answer(text: str | None, why: str | None) -> str:
    if text is None:
        return f"refuses ({why})" if why else "refuses"
    if text == "":
        return "(no output)"
    return text.replace("\n", "\n                    ")
