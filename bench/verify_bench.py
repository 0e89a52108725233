"""`cutecalc --verify` timed as issue 21 asks: a script verified before, an edit of one statement, a first run.

The script is examples/gemm_tiling.cute (the SM80 GEMM partitioning: tiled MMAs and copies, the heaviest
statements to compile) with one more statement, `complement(4:1, K)`, whose K changes at every edit.  The
baseline is what verifying cost before answers were kept per statement: g++ compiling the whole emitted program
against CuTe's headers (no precompiled header) and running it.  Every run uses a cache directory of its own.

Each run is timed by the wall clock and by the CPU time of the processes it ran (user + system, cutecalc, g++
and the program): on a shared machine the wall clock stretches with the load, the CPU time does not, and on a
quiet machine the two are about equal (verify runs its steps one after another).  The goals are held to the CPU
time.
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "examples" / "gemm_tiling.cute"


def _timed(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, float, subprocess.CompletedProcess]:
    """(wall seconds, CPU seconds of the processes it ran, the result)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), r


def _median(xs: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(x[0] for x in xs), statistics.median(x[1] for x in xs)


def bench_verify(cutecalc: str, runs: int, summarize: Callable[..., None],
                 table: Callable[[str, list[tuple], tuple], None]) -> None:
    if shutil.which("g++") is None:
        summarize("verify: a script verified before", "-", "g++ is not on PATH", "-", "a fraction of a second", None)
        return
    from cutecalc.interop.emit_cpp import emit_cpp
    from cutecalc.interop.toolchain import FLAGS, find_toolchain
    rows = []
    with tempfile.TemporaryDirectory() as d:
        env = {**os.environ, "XDG_CACHE_HOME": str(Path(d) / "cache")}
        script = Path(d) / "s.cute"

        def write(k: int) -> None:
            script.write_text(SCRIPT.read_text() + f"complement(4:1, {4 * k})\n")
        write(1)
        n = len([ln for ln in script.read_text().splitlines() if ln.strip() and not ln.lstrip().startswith("//")])
        verify = [cutecalc, "--verify", "-f", str(script)]
        first_wall, first_cpu, r = _timed(verify, env)
        ok = r.returncode == 0
        cached = _median([_timed(verify, env)[:2] for _ in range(runs)])
        edits = []
        for k in range(2, runs + 2):
            write(k)
            wall, cpu, r = _timed(verify, env)
            ok = ok and r.returncode == 0
            edits.append((wall, cpu))
        edit = _median(edits)
        tc = find_toolchain()
        src, exe = Path(d) / "whole.cpp", Path(d) / "whole"
        src.write_text(emit_cpp(script.read_text()))
        whole = []
        for _ in range(max(1, runs // 3)):
            w1, c1, _ = _timed([tc.compiler, *FLAGS, *tc.includes(), str(src), "-o", str(exe)])
            w2, c2, _ = _timed([str(exe)])
            whole.append((w1 + w2, c1 + c2))
        base = _median(whole)
    agree = "all agree" if ok else "NOT all agree"
    rows += [("first run (builds the precompiled header)", f"{first_wall:.2f} s", f"{first_cpu:.2f} s", agree),
             ("verified before (every answer cached)", f"{cached[0]:.2f} s", f"{cached[1]:.2f} s", ""),
             ("one statement edited", f"{edit[0]:.2f} s", f"{edit[1]:.2f} s", ""),
             ("baseline: g++ compiling and running the whole program", f"{base[0]:.2f} s", f"{base[1]:.2f} s", "")]
    summarize(f"verify: a script of {n} statements verified before (CPU)", f"{cached[1]:.2f} s",
              f"whole program g++ + run {base[1]:.2f} s", f"{cached[1] / base[1]:.2f}x", "a fraction of a second",
              cached[1] < 0.5 and ok)
    summarize("verify: the same script, one statement edited (CPU)", f"{edit[1]:.2f} s",
              f"whole program g++ + run {base[1]:.2f} s", f"{edit[1] / base[1]:.2f}x", "about a second",
              edit[1] < 1.5 and ok)
    table(f"--verify of examples/gemm_tiling.cute and one more statement ({n} statements), a cache of its own "
          "(medians)", rows, ("run", "wall", "CPU (user+sys)", "verdicts"))
