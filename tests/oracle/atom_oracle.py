"""CuTe C++ as the oracle for atoms, tiled MMAs and copies, and coordinate tensors (issue 11).

Each case is a pair: the cutecalc statement and the C++ expression CuTe prints (a member call such as
`mma.get_layoutC_TV()` is the free function `get_layoutC_TV(mma)` in cutecalc).  The C++ side compiles in
batches against the nvidia-cutlass wheel's headers with the core oracle's compile command; answers are cached
in atom_answers.json (a file of its own), keyed by CuTe's version and the C++ expression:

    python -m tests.oracle.atom_oracle --update       # compute only the missing answers
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .cute_oracle import compile_command, compiler_problem, cutlass_version

HERE = Path(__file__).resolve().parent
CACHE_PATH = HERE / "atom_answers.json"
BATCH = 150
JOBS = 2

PRELUDE = r"""#define CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/mma_traits_sm90_gmma_sparse.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm80.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
#include <cute/atom/copy_traits_sm100.hpp>
#include <cute/util/print_latex.hpp>
#include <cstdio>
using namespace cute;
"""

SELF_PRINTING = ("print_latex(", "print_layout(")
LONG = 16000   # answers longer than this are cached as their SHA-256 (print_latex pictures run to 100 KB)


def recorded(text: str) -> str:
    """How an answer is cached and compared: itself, or for a long one its digest and length."""
    if len(text) <= LONG:
        return text
    import hashlib
    return f"sha256:{hashlib.sha256(text.encode()).hexdigest()} ({len(text)} bytes)"


def statement(cpp: str) -> str:
    return f"{cpp};" if cpp.startswith(SELF_PRINTING) else f"print({cpp});"


def run_batch(cpps: list[str], build: Path, name: str) -> dict[str, str]:
    src, exe = build / f"{name}.cpp", build / name
    body = [f'  printf("@@case %d\\n", {i}); {statement(c)} printf("\\n");' for i, c in enumerate(cpps)]
    src.write_text(PRELUDE + "int main() {\n" + "\n".join(body) + "\n  return 0;\n}\n")
    proc = subprocess.run(compile_command(src, exe), capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"g++ failed on {src}:\n{proc.stderr[:4000]}")
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
    answers: dict[str, str] = {}
    parts = out.split("@@case ")[1:]
    for part in parts:
        head, _, text = part.partition("\n")
        text = text[:-1]                      # the newline after each case
        answers[cpps[int(head)]] = recorded(text[:-1] if text.endswith("\n") else text)
    if len(answers) != len(cpps):
        raise RuntimeError(f"{name}: {len(answers)} answers for {len(cpps)} cases")
    return answers


def compute(cpps: list[str]) -> dict[str, str]:
    problem = compiler_problem()
    if problem:
        raise RuntimeError(f"cannot ask CuTe: {problem}")
    batches = [cpps[i:i + BATCH] for i in range(0, len(cpps), BATCH)]
    with tempfile.TemporaryDirectory(prefix="atom-oracle-") as tmp, ThreadPoolExecutor(JOBS) as pool:
        results = list(pool.map(lambda kb: run_batch(kb[1], Path(tmp), f"b{kb[0]}"), enumerate(batches)))
    out: dict[str, str] = {}
    for r in results:
        out.update(r)
    return out


class AtomAnswers:
    def __init__(self, path: Path = CACHE_PATH) -> None:
        self.path = path
        self.all: dict[str, dict[str, str]] = json.loads(path.read_text()) if path.is_file() else {}
        self.answers = self.all.setdefault(cutlass_version(), {})

    def ensure(self, cpps) -> None:
        missing = sorted({c for c in cpps if c not in self.answers})
        if missing:
            self.answers.update(compute(missing))
            self.save()

    def save(self) -> None:
        text = json.dumps(self.all, indent=0, sort_keys=True, ensure_ascii=False) + "\n"
        tmp = self.path.with_suffix(".json.tmp")
        tmp.write_text(text)
        tmp.replace(self.path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--update", action="store_true", help="compute missing answers (the default)")
    ap.parse_args(argv)
    from .atom_cases import all_cases
    cases = all_cases()
    cache = AtomAnswers()
    cache.ensure(c.cpp for c in cases)
    print(f"{len(cases)} atom cases, {len(cache.answers)} answers for {cutlass_version()} -> {CACHE_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
