"""CuTe C++ as the oracle: the one answer cache of the tests, and how its answers are computed.

Every C++ answer the tests compare with lives in cute_answers.json, keyed by CuTe's version and then by the
exact C++ expression (or, for an emitted program, its text):

    {"refused": "compile", "message": "static assertion failed: ..."}
    {"refused": "runtime", "message": "Assertion `...' failed.", "signal": 6}
    {"output": "(_2,_3):(_1,_2)"}          # what print() wrote, without print_layout's final newline
    {"output": "sha256:... (45871 bytes)"}  # an answer longer than LONG, by its digest (recorded())

A test never writes the cache: a missing answer fails it, naming the one refresh command, which computes what
is missing (g++ and CuTe's headers needed; tests/oracle/refresh.py):

    python -m tests.oracle.refresh

Each case becomes one function in a translation unit of ~200 cases, compiled by cutecalc.interop.verify's
reference toolchain (g++ with the nvidia-cutlass wheel's headers).  The binary runs every case in its own
fork(), so a runtime assert in one case loses nothing else; the parent reports each child's stdout, stderr and
exit status between length-prefixed headers.  A compile error is CuTe refusing at compile time (a
static_assert): verify.compile_blamed blames it on its case, the case is recorded as {"refused": "compile",
...} and the unit is compiled again without it.  g++ reports a failing template instantiation only once per
unit, so cases whose C++ types are identical (same expression with every dynamic integer literal read as
`int`) share the verdict of the one that was reported.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import signal
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from cutecalc.interop.toolchain import compile_blamed, reference_toolchain, reference_version

from .translate import has_dynamic_int, to_cpp

HERE = Path(__file__).resolve().parent
CACHE_PATH = HERE / "cute_answers.json"
REFRESH = "python -m tests.oracle.refresh"
BATCH_SIZE = 200
JOBS = 2
CASE_TIMEOUT_S = 20
LONG = 16000   # answers longer than this are cached as their SHA-256 (print_latex pictures run to 100 KB)


def recorded(text: str) -> str:
    """How an answer is cached and compared: itself, or for a long one its digest and length."""
    if len(text) <= LONG:
        return text
    return f"sha256:{hashlib.sha256(text.encode()).hexdigest()} ({len(text)} bytes)"


# A case's verdict: (case, cutecalc's answer, C++'s answer), either None where it refused (g++ did not compile it)
Verdict = tuple[Any, "str | None", "str | None"]


def verdicts(cases, what: str) -> list[Verdict]:
    """Each case (its `source` for cutecalc, its `cpp` for the cache) with cutecalc's answer as the cache records
    answers and C++'s (less the lines C++ prints only because it runs device code on the host); None for a refusal.
    The cache must answer every case (else MissingAnswers naming the refresh command)."""
    from cutecalc.api import calc
    from cutecalc.interop.toolchain import without_host_only_lines

    cases = list(cases)
    cache = AnswerCache().require((c.cpp for c in cases), what)
    out: list[Verdict] = []
    for c in cases:
        try:
            mine: str | None = recorded(calc(c.source))
        except Exception:   # cutecalc refuses (an internal error is a refusal too: it agrees only with g++'s)
            mine = None
        answer = cache.answers[c.cpp]
        out.append((c, mine, without_host_only_lines(answer["output"]) if "output" in answer else None))
    return out


def disagreements(verdicts: list[Verdict], group: str, shown: int = 10) -> str:
    """'' when every case of `group` agrees with C++ (the same text, or both refuse), else what disagrees."""
    mine = [v for v in verdicts if v[0].group == group]
    bad = [(c, m, a) for c, m, a in mine if m != a]
    text = "\n".join(f"{c.source}\n  cutecalc: {m if m is not None else '<refused>'!r}\n  CuTe:     "
                     f"{a if a is not None else '<refused>'!r}" for c, m, a in bad[:shown])
    return f"{len(bad)}/{len(mine)} disagree:\n{text}" if bad else ""


# ---------------------------------------------------------------------------------------------
# The cache
# ---------------------------------------------------------------------------------------------

class MissingAnswers(AssertionError):
    """Answers the tests need are not in the cache; the message names the refresh command."""


class AnswerCache:
    """CuTe's answers by C++ expression (or emitted program), for the installed CuTe version."""

    def __init__(self, path: Path = CACHE_PATH) -> None:
        self.path = path
        self.version = reference_version()
        self.all: dict[str, dict[str, dict]] = {}
        if path.is_file():
            self.all = json.loads(path.read_text())
        self.answers = self.all.setdefault(self.version, {})

    def get(self, cpp: str) -> dict | None:
        return self.answers.get(cpp)

    def missing(self, cpps) -> list[str]:
        return sorted({c for c in cpps if c not in self.answers})

    def require(self, cpps, what: str = "cases") -> AnswerCache:
        """This cache, which must answer every one of `cpps`: else MissingAnswers naming the refresh command."""
        missing = self.missing(cpps)
        if missing:
            raise MissingAnswers(f"{len(missing)} {what} have no CuTe answer in {self.path.name} (first: "
                                 f"{missing[0][:200]}); run `{REFRESH}` (needs g++ and CuTe's headers)")
        return self

    def update(self, answers: dict[str, dict]) -> None:
        self.answers.update(answers)

    def replace(self, answers: dict[str, dict]) -> None:
        self.all[self.version] = self.answers = dict(answers)

    def save(self) -> None:
        text = json.dumps(self.all, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        tmp = self.path.with_suffix(".json.tmp")
        tmp.write_text(text)
        tmp.replace(self.path)


# ---------------------------------------------------------------------------------------------
# C++ translation units
# ---------------------------------------------------------------------------------------------

# Every case is compiled with the headers of the layout algebra, the atoms and the pictures.
_PRELUDE = r"""#define CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED
#include <cute/layout.hpp>
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/mma_traits_sm90_gmma_sparse.hpp>
#include <cute/atom/mma_traits_sm100.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/copy_traits_sm50.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm80.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
#include <cute/atom/copy_traits_sm100.hpp>
#include <cute/atom/copy_traits_sm100_tma.hpp>
#include <cute/util/print_latex.hpp>
#include <cstdio>
#include <string>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
using namespace cute;
"""

# Reads a child's stdout and stderr to their ends (both pipes at once, so that neither fills up): false on a
# failed poll.  The oracle programs that run cases in children share it.
RUN_CHILD = r"""
// Runs body(arg) in a child process whose stdout and stderr come back in text[0] and text[1] (both pipes read at
// once, so that neither fills up); the child's wait status, or -1 if a pipe, fork or poll failed.
static int run_child(void (*body)(int), int arg, std::string text[2]) {
  int out[2], err[2];
  if (pipe(out) != 0 || pipe(err) != 0) return -1;
  fflush(stdout);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    dup2(out[1], 1); dup2(err[1], 2);
    close(out[0]); close(out[1]); close(err[0]); close(err[1]);
    body(arg);
    fflush(stdout);
    _exit(0);
  }
  close(out[1]); close(err[1]);
  struct pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
  int open_fds = 2;
  char buf[65536];
  while (open_fds > 0) {
    if (poll(fds, 2, -1) < 0) return -1;
    for (int f = 0; f < 2; ++f) {
      if (fds[f].fd < 0 || !(fds[f].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t k = read(fds[f].fd, buf, sizeof buf);
      if (k > 0) { text[f].append(buf, size_t(k)); continue; }
      close(fds[f].fd); fds[f].fd = -1; --open_fds;
    }
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}
"""

_MAIN = RUN_CHILD + r"""
static void put(const char* p, size_t n) {
  while (n) { ssize_t k = write(1, p, n); if (k <= 0) _exit(3); p += k; n -= size_t(k); }
}

int main() {
  const int n = int(sizeof(CASES) / sizeof(CASES[0]));
  for (int i = 0; i < n; ++i) {
    std::string text[2];
    int status = run_child([](int k) { alarm(%(timeout)d); CASES[k](); }, i, text);
    if (status == -1) return 2;
    char head[160];
    int len = snprintf(head, sizeof head, "@@case %%d %%d %%d %%zu %%zu\n", i,
                       WIFEXITED(status) ? WEXITSTATUS(status) : -1,
                       WIFSIGNALED(status) ? WTERMSIG(status) : 0, text[0].size(), text[1].size());
    put(head, size_t(len)); put(text[0].data(), text[0].size()); put(text[1].data(), text[1].size());
  }
  return 0;
}
"""


SELF_PRINTING = ("print_layout(", "print_latex(", "print_latex_tv(")  # void functions that print their picture


def statement(cpp: str) -> str:
    """The C++ statement that prints the value of `cpp` as cutecalc prints it."""
    return f"{cpp};" if cpp.startswith(SELF_PRINTING) else f"print({cpp});"


def translation_unit(cpps: list[str]) -> tuple[str, int]:
    """The source text, and the line of the first case function (case i is on that line + i)."""
    lines = _PRELUDE.splitlines()
    first = len(lines) + 1
    lines += [f"static void case_{i}() {{ {statement(c)} }}" for i, c in enumerate(cpps)]
    lines.append("static void (*const CASES[])() = {" + ", ".join(f"case_{i}" for i in range(len(cpps))) + "};")
    return "\n".join(lines) + "\n" + _MAIN % {"timeout": CASE_TIMEOUT_S}, first


def type_signature(cpp: str) -> str:
    """`cpp` with every integer literal outside template brackets replaced by `int`.

    Two expressions with the same signature instantiate exactly the same templates, so they compile
    or fail to compile together.
    """
    out, depth = [], 0
    for m in re.finditer(r"[A-Za-z_]\w*|\d+|\S", cpp):
        tok = m.group()
        depth += (tok == "<") - (tok == ">")
        out.append("int" if tok.isdigit() and depth == 0 else tok)
    return " ".join(out)


def parse_run_output(data: bytes, n: int) -> list[dict]:
    results: list[dict | None] = [None] * n
    pos = 0
    while pos < len(data):
        nl = data.index(b"\n", pos)
        head = data[pos:nl].decode().split()
        if head[0] != "@@case":
            raise RuntimeError(f"unexpected oracle output at byte {pos}: {data[pos:pos + 80]!r}")
        i, code, sig, nout, nerr = map(int, head[1:])
        out = data[nl + 1:nl + 1 + nout].decode(errors="replace")
        err = data[nl + 1 + nout:nl + 1 + nout + nerr].decode(errors="replace")
        pos = nl + 1 + nout + nerr
        results[i] = _runtime_answer(code, sig, out, err)
    if any(r is None for r in results):
        raise RuntimeError("the oracle binary stopped before running every case")
    return results


def _runtime_answer(code: int, sig: int, out: str, err: str) -> dict:
    if code == 0 and sig == 0:
        return {"output": recorded(out[:-1] if out.endswith("\n") else out)}
    assertion = re.search(r"Assertion `.*' failed\.", err)
    message = assertion.group(0) if assertion else (err.strip().splitlines() or [""])[-1][:400]
    if not message:
        message = f"killed by {signal.Signals(sig).name}" if sig else f"exit status {code}"
    answer = {"refused": "runtime", "message": message}
    if sig:
        answer["signal"] = sig
    else:
        answer["exit"] = code
    return answer


def _case_of(function: str) -> int | None:
    """The case of a case function's name, `case_12` -> 12."""
    return int(function[5:]) if function.startswith("case_") and function[5:].isdigit() else None


def run_batch(cpps: list[str], name: str, build_dir: Path) -> tuple[dict[str, dict], int]:
    """CuTe's answers for one translation unit's worth of C++ expressions, and the compiles it took.

    A compile that fails stops before code generation, so it costs a third of one that succeeds.
    """
    toolchain = reference_toolchain()
    src, exe = build_dir / f"{name}.cpp", build_dir / name
    answers: dict[str, dict] = {}
    pending = list(cpps)
    for compiles in range(1, 100):
        if not pending:
            return answers, compiles - 1
        text, first = translation_unit(pending)
        src.write_text(text)
        failed = compile_blamed(toolchain, src, exe, {first + i: i for i in range(len(pending))}, _case_of)
        if failed:
            by_sig = {type_signature(pending[i]): msg for i, msg in failed.items()}
            for c in pending:
                if type_signature(c) in by_sig:
                    answers[c] = {"refused": "compile", "message": by_sig[type_signature(c)]}
            pending = [c for c in pending if c not in answers]
            continue
        run = subprocess.run([str(exe)], capture_output=True, timeout=60 + CASE_TIMEOUT_S * len(pending))
        if run.returncode != 0:
            raise RuntimeError(f"oracle binary {exe} exited with {run.returncode}: {run.stderr[:2000]!r}")
        for c, a in zip(pending, parse_run_output(run.stdout, len(pending))):
            answers[c] = a
        return answers, compiles
    raise RuntimeError(f"{name}: too many compile rounds")


def compute_answers(cpps: list[str], jobs: int = JOBS, batch_size: int = BATCH_SIZE,
                    progress: bool = False) -> dict[str, dict]:
    """CuTe's answers for `cpps`, compiled in batches, `jobs` compiles at a time (CuteToolError where no
    toolchain is found: verify.toolchain_problem says why)."""
    reference_toolchain()
    todo = sorted(set(cpps))
    random.Random(0).shuffle(todo)   # mix operations so that batches share few instantiations
    batches = [todo[i:i + batch_size] for i in range(0, len(todo), batch_size)]
    answers: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="cute-oracle-") as build, ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(run_batch, b, f"batch_{k:03d}", Path(build)) for k, b in enumerate(batches)]
        for k, fut in enumerate(futures):
            batch_answers, compiles = fut.result()
            answers.update(batch_answers)
            if progress:
                print(f"  batch {k + 1}/{len(batches)}: {len(batch_answers)} answers, {compiles} compiles",
                      file=sys.stderr, flush=True)
    return answers


# ---------------------------------------------------------------------------------------------
# Cases -> answers
# ---------------------------------------------------------------------------------------------

def twin_cpps(cases, answers) -> list[str]:
    """Static twins of the cases CuTe refused at compile time although they had dynamic integers.

    The twin (every integer static) tells whether CuTe refused only because integers were dynamic.
    """
    out = []
    for c in cases:
        a = answers.get(c.cpp)
        if a and a.get("refused") == "compile" and has_dynamic_int(c.expr):
            out.append(to_cpp(c.expr, static_ints=True))
    return out


def ensure_answers(cases, cache: AnswerCache | None = None, regenerate: bool = False, jobs: int = JOBS,
                   progress: bool = False) -> AnswerCache:
    """A cache holding CuTe's answer for every case and static twin, computing what is missing.

    With regenerate, every answer is computed again and answers no case needs any more are dropped.
    """
    cache = cache or AnswerCache()
    if regenerate:
        cache.replace({})
    changed = regenerate
    for wanted in (lambda: [c.cpp for c in cases], lambda: twin_cpps(cases, cache.answers)):
        missing = cache.missing(wanted())
        if missing:
            cache.update(compute_answers(missing, jobs=jobs, progress=progress))
            changed = True
    if changed:
        cache.save()
    return cache
