"""CuTe C++ as the oracle: compile the cases' C++ expressions, run them, cache what CuTe prints.

Each case becomes one function in a translation unit of ~200 cases.  The binary runs every case in its
own fork(), so a runtime assert in one case loses nothing else; the parent reports each child's
stdout, stderr and exit status between length-prefixed headers.

A compile error is CuTe refusing at compile time (a static_assert).  g++'s "required from here" lines
point into the case functions, so each error is attributed to its case, the case is recorded as
{"refused": "compile", "message": ...} and the unit is compiled again without it.  g++ reports a failing
template instantiation only once per unit, so cases whose C++ types are identical (same expression
with every dynamic integer literal read as `int`) share the verdict of the one that was reported.

Answers live in cute_answers.json, keyed by CuTe's version and then by the exact C++ expression:

    {"refused": "compile", "message": "static assertion failed: ..."}
    {"refused": "runtime", "message": "Assertion `...' failed.", "signal": 6}
    {"output": "(_2,_3):(_1,_2)"}          # what print() wrote, without print_layout's final newline

    python -m tests.oracle.cute_oracle --update       # compute only the missing answers
    python -m tests.oracle.cute_oracle --regenerate   # recompute every answer
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from importlib import metadata
from pathlib import Path

from .translate import has_dynamic_int, to_cpp

HERE = Path(__file__).resolve().parent
CACHE_PATH = HERE / "cute_answers.json"
BUILD_DIR = HERE / "build"
CUDA_INCLUDES = ("/usr/local/cuda/include", "/usr/local/cuda/include/cccl")
BATCH_SIZE = 200
JOBS = 2
CASE_TIMEOUT_S = 20


def cutlass_version() -> str:
    return "nvidia-cutlass " + metadata.version("nvidia-cutlass")


def cute_include_dir() -> Path | None:
    try:
        import cutlass_library
    except ImportError:
        return None
    inc = Path(cutlass_library.__file__).parent / "source" / "include"
    return inc if (inc / "cute" / "layout.hpp").is_file() else None


def compiler_problem() -> str | None:
    """Why CuTe answers cannot be computed here, or None when g++ and the headers are available."""
    if shutil.which("g++") is None:
        return "g++ is not on PATH"
    if cute_include_dir() is None:
        return "the CuTe headers of the nvidia-cutlass wheel are not installed"
    missing = [d for d in CUDA_INCLUDES if not Path(d).is_dir()]
    if missing:
        return f"CUDA headers missing: {', '.join(missing)}"
    return None


# ---------------------------------------------------------------------------------------------
# The cache
# ---------------------------------------------------------------------------------------------

class AnswerCache:
    """CuTe's answers by C++ expression, for the installed CuTe version."""

    def __init__(self, path: Path = CACHE_PATH) -> None:
        self.path = path
        self.version = cutlass_version()
        self.all: dict[str, dict[str, dict]] = {}
        if path.is_file():
            self.all = json.loads(path.read_text())
        self.answers = self.all.setdefault(self.version, {})

    def get(self, cpp: str) -> dict | None:
        return self.answers.get(cpp)

    def missing(self, cpps) -> list[str]:
        return sorted({c for c in cpps if c not in self.answers})

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

_PRELUDE = r"""#include <cute/layout.hpp>
#include <cute/tensor.hpp>
#include <cstdio>
#include <string>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
using namespace cute;
"""

_MAIN = r"""
static void put(const char* p, size_t n) {
  while (n) { ssize_t k = write(1, p, n); if (k <= 0) _exit(3); p += k; n -= size_t(k); }
}

int main() {
  const int n = int(sizeof(CASES) / sizeof(CASES[0]));
  for (int i = 0; i < n; ++i) {
    int out[2], err[2];
    if (pipe(out) != 0 || pipe(err) != 0) return 2;
    pid_t pid = fork();
    if (pid < 0) return 2;
    if (pid == 0) {
      dup2(out[1], 1); dup2(err[1], 2);
      close(out[0]); close(out[1]); close(err[0]); close(err[1]);
      alarm(%(timeout)d);
      CASES[i]();
      fflush(stdout);
      _exit(0);
    }
    close(out[1]); close(err[1]);
    std::string text[2];
    struct pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
    int open_fds = 2;
    char buf[4096];
    while (open_fds > 0) {
      if (poll(fds, 2, -1) < 0) return 2;
      for (int f = 0; f < 2; ++f) {
        if (fds[f].fd < 0 || !(fds[f].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        ssize_t k = read(fds[f].fd, buf, sizeof buf);
        if (k > 0) { text[f].append(buf, size_t(k)); continue; }
        close(fds[f].fd); fds[f].fd = -1; --open_fds;
      }
    }
    int status = 0;
    waitpid(pid, &status, 0);
    char head[160];
    int len = snprintf(head, sizeof head, "@@case %%d %%d %%d %%zu %%zu\n", i,
                       WIFEXITED(status) ? WEXITSTATUS(status) : -1,
                       WIFSIGNALED(status) ? WTERMSIG(status) : 0, text[0].size(), text[1].size());
    put(head, size_t(len)); put(text[0].data(), text[0].size()); put(text[1].data(), text[1].size());
  }
  return 0;
}
"""


# What CuTe prints when device-only code runs on the host: a GMMA descriptor (make_fragment_A/B of an SS GMMA) and
# as_position_independent_swizzle_tensor's alignment check ask for the shared-memory address, which only the device
# has (cute/arch/util.hpp's host branch of cast_smem_ptr_to_uint).  No statement's value: the harnesses drop it.
HOST_ONLY_LINES = ("ERROR: cast_smem_ptr_to_uint not supported but used.\n",)


def without_host_only_lines(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if line not in HOST_ONLY_LINES)


SELF_PRINTING = ("print_layout(", "print_latex(", "print_latex_tv(")  # void functions that print their picture


def statement(cpp: str) -> str:
    """The C++ statement that prints the value of `cpp` as cutecalc prints it."""
    return f"{cpp};" if cpp.startswith(SELF_PRINTING) else f"print({cpp});"


def translation_unit(cpps: list[str], includes: tuple[str, ...] = ()) -> tuple[str, int]:
    """The source text, and the line of the first case function (case i is on that line + i).

    `includes`: further CuTe headers the cases need (the atoms' headers, say), after the usual ones.
    """
    lines = _PRELUDE.splitlines()
    lines[2:2] = [f"#include <{h}>" for h in includes]
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


def compile_command(src: Path, exe: Path) -> list[str]:
    inc = cute_include_dir()
    return ["g++", "-std=c++17", "-O0", "-w", "-ftemplate-backtrace-limit=0", f"-I{inc}",
            *(f"-I{d}" for d in CUDA_INCLUDES), str(src), "-o", str(exe)]


_ERROR = re.compile(r"(?:^|: )error: (.*)$")


def attribute_errors(stderr: str, src_name: str, first_line: int, n: int) -> dict[int, str]:
    """{case index: message} for the compile errors in `stderr`, by the case line each points into."""
    loc = re.compile(re.escape(src_name) + r":(\d+):\d+:")
    in_fn = re.compile(r"In function '(?:static )?void case_(\d+)\(\)'")
    found: dict[int, list[str]] = {}
    current = None
    for line in stderr.splitlines():
        m = loc.search(line)
        if m and first_line <= int(m.group(1)) < first_line + n:
            current = int(m.group(1)) - first_line
        f = in_fn.search(line)
        if f:
            current = int(f.group(1))
        e = _ERROR.search(line)
        if e:
            if current is None:
                raise RuntimeError(f"g++ error outside any case function:\n{line}\n{stderr[:4000]}")
            found.setdefault(current, []).append(e.group(1).strip())
    messages = {}
    for i, errs in found.items():
        asserts = [e for e in errs if e.startswith("static assertion failed")]
        messages[i] = (asserts or errs)[0][:400]
    return messages


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
        return {"output": out[:-1] if out.endswith("\n") else out}
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


def run_batch(cpps: list[str], name: str, build_dir: Path,
              includes: tuple[str, ...] = ()) -> tuple[dict[str, dict], int]:
    """CuTe's answers for one translation unit's worth of C++ expressions, and the compiles it took.

    A compile that fails stops before code generation, so it costs a third of one that succeeds.
    """
    src, exe = build_dir / f"{name}.cpp", build_dir / name
    env = dict(os.environ, LC_ALL="C", LANG="C")
    answers: dict[str, dict] = {}
    pending = list(cpps)
    for compiles in range(1, 100):
        if not pending:
            return answers, compiles - 1
        text, first = translation_unit(pending, includes)
        src.write_text(text)
        proc = subprocess.run(compile_command(src, exe), capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            failed = attribute_errors(proc.stderr, src.name, first, len(pending))
            if not failed:
                raise RuntimeError(f"g++ failed without an error in a case:\n{proc.stderr[:4000]}")
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
                    progress: bool = False, includes: tuple[str, ...] = ()) -> dict[str, dict]:
    """CuTe's answers for `cpps`, compiled in batches, `jobs` compiles at a time."""
    problem = compiler_problem()
    if problem:
        raise RuntimeError(f"cannot ask CuTe: {problem}")
    todo = sorted(set(cpps))
    random.Random(0).shuffle(todo)   # mix operations so that batches share few instantiations
    batches = [todo[i:i + batch_size] for i in range(0, len(todo), batch_size)]
    answers: dict[str, dict] = {}
    BUILD_DIR.mkdir(exist_ok=True)
    build_dir = Path(tempfile.mkdtemp(prefix="run-", dir=BUILD_DIR))   # kept for inspection on failure
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(run_batch, b, f"batch_{k:03d}", build_dir, includes) for k, b in enumerate(batches)]
        for k, fut in enumerate(futures):
            batch_answers, compiles = fut.result()
            answers.update(batch_answers)
            if progress:
                print(f"  batch {k + 1}/{len(batches)}: {len(batch_answers)} answers, {compiles} compiles",
                      file=sys.stderr, flush=True)
    shutil.rmtree(build_dir)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--regenerate", action="store_true", help="recompute every answer")
    mode.add_argument("--update", action="store_true", help="compute only missing answers (the default)")
    parser.add_argument("--jobs", type=int, default=JOBS, help="compiles at a time")
    args = parser.parse_args(argv)
    from .cases import all_cases
    cases = all_cases()
    start = time.monotonic()
    cache = ensure_answers(cases, regenerate=args.regenerate, jobs=args.jobs, progress=True)
    refused = sum(1 for c in cases if "refused" in cache.get(c.cpp))
    print(f"{len(cases)} cases ({refused} refused by CuTe), {len(cache.answers)} answers for {cache.version}, "
          f"{time.monotonic() - start:.1f}s -> {CACHE_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
