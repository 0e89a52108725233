"""cutecalc's speed against its baselines, measured side by side in one run.

    python bench/bench.py            # everything (about a minute)
    python bench/bench.py --quick    # fewer repetitions

Prints one table per target of issue 4, with medians and the ratio to the baseline measured in the
same run: start-up against `python -c pass`, throughput against pycute doing the same operations,
scale on layouts of size 2^40 and more, and cost against rank and depth.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PY = sys.executable
CUTECALC = shutil.which("cutecalc", path=str(Path(PY).parent)) or "cutecalc"


def median_wall(cmd: list[str], runs: int, stdin: str | None = None) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=False)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def table(title: str, rows: list[tuple], header: tuple) -> None:
    print(f"\n## {title}\n")
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    line = "| " + " | ".join(str(h).ljust(w) for h, w in zip(header, widths)) + " |"
    print(line)
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print("| " + " | ".join(str(x).ljust(w) for x, w in zip(r, widths)) + " |")


# -- 1, 2: start-up ------------------------------------------------------------------------------

def bench_startup(runs: int) -> None:
    base = median_wall([PY, "-c", "pass"], runs)
    expr = "coalesce((2,(1,6)):(1,(6,2)))"
    rows = [("python -c pass", f"{base * 1000:.1f} ms", "1.00x", "baseline")]
    cases = [
        ("cutecalc one-shot (piped)", [CUTECALC, expr], "<= 4x"),
        ("pycute one-liner", [PY, "-c", "from pycute import *; print(coalesce(Layout((2,(1,6)),(1,(6,2)))))"],
         "peer"),
        ("python -c 'import click'", [PY, "-c", "import click"], "reference"),
        ("python -c 'import lark'", [PY, "-c", "import lark"], "reference"),
    ]
    for name, cmd, target in cases:
        t = median_wall(cmd, runs)
        rows.append((name, f"{t * 1000:.1f} ms", f"{t / base:.2f}x", target))
    table("Start-up (median wall time, output to a pipe)", rows, ("command", "median", "vs python -c pass", "target"))


# -- 3: throughput ---------------------------------------------------------------------------------

def random_workload(n: int, seed: int = 7) -> list[tuple]:
    """(op, A, B) over compact-ish layouts so that every operation is admissible in both libraries."""
    rng = random.Random(seed)
    ops = ["composition", "complement", "logical_divide", "logical_product", "coalesce", "right_inverse",
           "left_inverse"]
    work = []
    while len(work) < n:
        r = rng.randint(1, 3)
        shape = tuple(rng.choice([2, 4, 8]) for _ in range(r))
        stride, acc = [], 1
        for s in shape:
            stride.append(acc)
            acc *= s
        perm = list(range(r))
        rng.shuffle(perm)
        A = (tuple(shape[i] for i in perm), tuple(stride[i] for i in perm))
        b = rng.choice([2, 4])
        B = (b, rng.choice([1, 2]))
        work.append((rng.choice(ops), A, B, acc))
    return work


def run_cutecalc_api(work) -> float:
    from cutecalc.algebra import layout as lo
    ops = {
        "composition": lambda A, B, M: lo.composition(A, B),
        "complement": lambda A, B, M: lo.complement(A, M * 2),
        "logical_divide": lambda A, B, M: lo.logical_divide(A, B),
        "logical_product": lambda A, B, M: lo.logical_product(A, B),
        "coalesce": lambda A, B, M: lo.coalesce(A),
        "right_inverse": lambda A, B, M: lo.right_inverse(A),
        "left_inverse": lambda A, B, M: lo.left_inverse(A),
    }
    items = [(ops[op], lo.Layout(*A), lo.Layout(*B), M) for op, A, B, M in work]
    t = time.perf_counter()
    for f, A, B, M in items:
        f(A, B, M)
    return time.perf_counter() - t


def run_pycute(work) -> float:
    import pycute as pc
    ops = {
        "composition": lambda A, B, M: pc.composition(A, B),
        "complement": lambda A, B, M: pc.complement(A, M * 2),
        "logical_divide": lambda A, B, M: pc.logical_divide(A, B),
        "logical_product": lambda A, B, M: pc.logical_product(A, B),
        "coalesce": lambda A, B, M: pc.coalesce(A),
        "right_inverse": lambda A, B, M: pc.right_inverse(A),
        "left_inverse": lambda A, B, M: pc.left_inverse(A),
    }
    items = [(ops[op], pc.Layout(*A), pc.Layout(*B), M) for op, A, B, M in work]
    t = time.perf_counter()
    for f, A, B, M in items:
        f(A, B, M)
    return time.perf_counter() - t


def _layout_text(L) -> str:
    def t(x):
        return "(" + ",".join(t(e) for e in x) + ")" if isinstance(x, tuple) else str(x)
    return f"{t(L[0])}:{t(L[1])}"


def batch_sources(work) -> tuple[str, str]:
    lines, py = [], ["from pycute import *"]
    for op, A, B, M in work:
        a, b = _layout_text(A), _layout_text(B)
        pa, pb = f"Layout{A!r}", f"Layout{B!r}"
        if op == "complement":
            lines.append(f"complement({a}, {M * 2})")
            py.append(f"print(complement({pa}, {M * 2}))")
        elif op in ("coalesce", "right_inverse", "left_inverse"):
            lines.append(f"{op}({a})")
            py.append(f"print({op}({pa}))")
        else:
            lines.append(f"{op}({a}, {b})")
            py.append(f"print({op}({pa}, {pb}))")
    return "\n".join(lines) + "\n", "\n".join(py) + "\n"


def bench_throughput(n: int, runs: int) -> None:
    work = random_workload(n)
    api = statistics.median(run_cutecalc_api(work) for _ in range(runs))
    pyc = statistics.median(run_pycute(work) for _ in range(runs))
    rows = [
        ("pycute, Python API", f"{pyc * 1000:.0f} ms", f"{n / pyc:,.0f}", "1.00x", "baseline"),
        ("cutecalc.algebra, Python API", f"{api * 1000:.0f} ms", f"{n / api:,.0f}", f"{pyc / api:.2f}x faster",
         ">= 1.5x faster"),
    ]
    script, pyscript = batch_sources(work)
    with tempfile.TemporaryDirectory() as d:
        s = Path(d) / "work.cute"
        s.write_text(script)
        p = Path(d) / "work.py"
        p.write_text(pyscript)
        tb = median_wall([CUTECALC, "-f", str(s)], runs)
        tp = median_wall([PY, str(p)], runs)
    rows.append(("pycute script (python work.py)", f"{tp * 1000:.0f} ms", f"{n / tp:,.0f}", "1.00x", "baseline"))
    rows.append(("cutecalc -f work.cute", f"{tb * 1000:.0f} ms", f"{n / tb:,.0f}", f"{tb / tp:.2f}x the time",
                 "<= 2x the time"))
    table(f"Throughput: {n:,} random operations (composition, complement, divides, products, coalesce, inverses)",
          rows, ("engine", "median", "ops/s", "ratio", "target"))


# -- 4, 5: scale and cost growth -------------------------------------------------------------------

def _time_call(f, reps: int = 50) -> float:
    best = []
    for _ in range(5):
        t = time.perf_counter()
        for _ in range(reps):
            f()
        best.append((time.perf_counter() - t) / reps)
    return statistics.median(best)


def bench_scale() -> None:
    from cutecalc.algebra import layout as lo
    from cutecalc.algebra.integers import S
    rows = []
    for bits in (20, 40, 60):
        n = 1 << (bits // 2)
        A = lo.Layout((S(n), S(n)), (S(1), S(n)))
        tile = lo.Layout(S(1 << 5), S(1))
        for name, f in (("composition", lambda: lo.composition(A, lo.Layout((S(4), S(8)), (S(n), S(1))))),
                        ("complement", lambda: lo.complement(tile, S(1 << bits))),
                        ("logical_divide", lambda: lo.logical_divide(A, (tile, tile))),
                        ("logical_product", lambda: lo.logical_product(tile, lo.Layout(S(n), S(1)))),
                        ("coalesce", lambda: lo.coalesce(A))):
            rows.append((f"2^{bits}", name, f"{_time_call(f) * 1e6:.0f} us"))
    table("Scale: core operations on layouts of size 2^20 .. 2^60 (target < 1 ms each)", rows,
          ("size", "operation", "median"))


def nested(rank: int, depth: int):
    """A compact static layout of the given rank whose every mode nests to the given depth."""
    from cutecalc.algebra import layout as lo
    from cutecalc.algebra.integers import S

    def mode(d):
        return S(2) if d <= 1 else (mode(d - 1), S(2))

    shape = tuple(mode(depth) for _ in range(rank)) if rank > 1 else mode(depth)
    return lo.make_layout(shape)


def bench_growth() -> None:
    from cutecalc.algebra import layout as lo
    from cutecalc.algebra.integers import S
    rows = []
    for depth in (1, 2, 3, 4):
        for rank in (1, 2, 4, 8):
            A = nested(rank, depth)
            tile = lo.Layout(S(2), S(1))
            size = A.size()
            row = [f"{rank}", f"{depth}"]
            for f in (lambda: lo.composition(A, tile), lambda: lo.complement(A, S(size * 2)),
                      lambda: lo.logical_divide(A, tile)):
                row.append(f"{_time_call(f, 20) * 1e6:.0f} us")
            rows.append(tuple(row))
    table("Cost against rank and depth (static compact layouts, size 2^(rank*depth))", rows,
          ("rank", "depth", "composition", "complement", "logical_divide"))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    runs = 5 if a.quick else 15
    print(f"# cutecalc benchmarks  (python {sys.version.split()[0]}, {os.cpu_count()} cores)")
    bench_startup(runs)
    bench_throughput(2000 if a.quick else 10000, 3)
    bench_scale()
    bench_growth()


if __name__ == "__main__":
    main()
