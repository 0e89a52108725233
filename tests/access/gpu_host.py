"""What every probe program of tests/access has in common: the C++ prelude, the host loop that launches one
kernel per case and appends its clock readings to a file, the shell script that builds, runs and profiles
it on the GPU machine, and reading the run back (standard library only, so that the GPU machine can run it).

measure.py (the designed cases and the campaign's probe), per_instruction.py (the seventh run) and the three
store experiments (store_timing.py, store_warm.py, store_loop.py) write their programs with these pieces.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

# The top of every probe program (braces doubled: it goes into str.format templates).
CU_PRELUDE = r"""#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cuda_runtime.h>

#define CHECK(x) do {{ cudaError_t e_ = (x); if (e_ != cudaSuccess) {{ \
    fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); exit(1); }} }} while (0)
"""

# What the machine is: GPU, driver, compute capability, nvcc, Nsight Compute -> $OUT/env.txt.
ENV_SH = """{ nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader; nvcc --version | tail -n 2;
   ncu --version | tail -n 1; } > "$OUT/env.txt" 2>&1
"""

# A shell function: `profile PROG FIRST LAST CSV` profiles launches FIRST..LAST-1 of ./PROG with the metrics in
# $M into $OUT/CSV (a `#CHUNK` block, as chunk_launches reads it), its time in $D and in $OUT/run.log.
PROFILE_SH = r"""profile() {  # prog first last csv
  echo "#CHUNK $2 $3" >> "$OUT/$4"
  t0=$(date +%s)
  timeout 250 ncu --csv --cache-control none --clock-control none --metrics "$M" ./$1 $2 $3 > chunk.csv 2> chunk.err
  rc=$?; D=$(( $(date +%s) - t0 ))
  echo "ncu $1 $2..$3 rc=$rc ${D}s" >> "$OUT/run.log"; tail -n 3 chunk.err >> "$OUT/run.log"
  grep -v '^==' chunk.csv | grep -v '^launched' >> "$OUT/$4"
}
"""


def budgeted_chunks_sh(prog: str, csv: str, n: int, chunk: int, budget: int) -> str:
    """The shell loop that profiles launches $FIRST..n-1 of ./prog with `profile` (PROFILE_SH, after
    `M=...` and `D=0`), chunk by chunk into $OUT/csv, starting no chunk that would end (as long as the last took)
    past `budget` seconds from $START; then says where it stopped and gzips the csv."""
    return f""": > "$OUT/{csv}"
i=$FIRST
while [ $i -lt {n} ] && [ $(( $(date +%s) - START + D + D / 4 )) -lt {budget} ]; do
  profile {prog} $i $((i + {chunk})) {csv}; i=$((i + {chunk}))
done
echo "done at $(( $(date +%s) - START ))s, campaign cases 0..$i" >> "$OUT/run.log"
gzip -f "$OUT/{csv}"
"""


def gaps_main(count: str, setup: str, launch: str, ngaps: int) -> str:
    """main(first, last, gaps-file) for launches first..last-1 of `count`: `setup` once (after `out`, 32
    unsigned on the device, is allocated), then per launch i `launch` (copies the case's constants and
    launches one kernel that writes its ngaps clock differences to out), and `i g0 [g1 ...]` appended to the
    file."""
    g = " ".join(["%u"] * ngaps)
    gs = ", ".join(f"g[{k}]" for k in range(ngaps))
    return f"""int main(int argc, char** argv) {{
    int first = argc > 1 ? atoi(argv[1]) : 0;
    int last = argc > 2 ? atoi(argv[2]) : {count};
    FILE* gaps = argc > 3 ? fopen(argv[3], "a") : stdout;
    if (last > {count}) last = {count};
    unsigned* out;
    CHECK(cudaMalloc(&out, 32 * sizeof(unsigned)));
{setup}    for (int i = first; i < last; ++i) {{
{launch}        CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
        unsigned g[{ngaps}] = {{0}};
        CHECK(cudaMemcpy(g, out, sizeof(g), cudaMemcpyDeviceToHost));
        fprintf(gaps, "%d {g}\\n", i, {gs});
    }}
    return 0;
}}
"""


def ncu_chunks_sh(prog: str, csv: str, n: int, chunk: int, metrics: tuple[str, ...], gaps: bool) -> str:
    """The shell loop that profiles launches 0..n-1 of ./prog, chunk by chunk, into $OUT/csv (chunk_launches
    reads it back); with gaps, each launch's clocks are appended to $OUT/gaps_ncu.txt."""
    g = ' "$OUT/gaps_ncu.txt"' if gaps else ""
    return (f': > "$OUT/{csv}"\n' + (': > "$OUT/gaps_ncu.txt"\n' if gaps else "") + f"""i=0
while [ $i -lt {n} ]; do
  j=$((i + {chunk}))
  echo "#CHUNK $i $j" >> "$OUT/{csv}"
  timeout 200 ncu --csv --cache-control none --clock-control none --metrics {",".join(metrics)} \\
    ./{prog} $i $j{g} > chunk.csv 2> chunk.err
  echo "ncu {prog} chunk $i..$j rc=$?" >> "$OUT/run.log"; cat chunk.err >> "$OUT/run.log"
  grep -v '^==' chunk.csv | grep -v '^launched' >> "$OUT/{csv}"
  i=$j
done
""")


def gaps_sh(script: str, progs: tuple[str, ...], sass: str, first_run: str, n: int, ncu: str) -> str:
    """`sh SCRIPT OUT`: the machine into env.txt, build each prog from prog.cu unless a binary built beside it
    is there, its SASS (`sass`: a filter of cuobjdump's output, "" for all) into sass.txt, one run of
    `first_run` without the profiler (launches 0..n-1, clocks into gaps_plain.txt), then `ncu` (the profiling)."""
    build = "".join(f'[ -x {p} ] || nvcc -O2 -arch=sm_90 -o {p} {p}.cu 2>> "$OUT/build.log" || '
                    f'{{ cat "$OUT/build.log"; exit 1; }}\n' for p in progs)
    return f"""#!/bin/sh
# Generated by tests/access (gpu_host.gaps_sh).   sh {script} OUT
OUT=${{1:?usage: sh {script} OUTDIR}}
set -u
{ENV_SH}{build}cuobjdump -sass {first_run} {sass}> "$OUT/sass.txt" 2>&1
./{first_run} 0 {n} "$OUT/gaps_plain.txt" > "$OUT/run.log" 2>&1 || {{ cat "$OUT/run.log"; exit 1; }}
{ncu}tail -n 20 "$OUT/run.log"
"""


def read_gaps(path: Path) -> dict[int, list[int]]:
    """launch -> the clock differences a probe appended for it ("launch g0 [g1]" a line)."""
    return {int(f[0]): [int(x) for x in f[1:]] for f in (line.split() for line in path.read_text().splitlines())
            if len(f) > 1}


def read_env(outdir: Path) -> list[str]:
    return [line.strip() for line in (outdir / "env.txt").read_text().splitlines() if line.strip()]


def read_run(outdir: Path, csv: str) -> tuple[list[str], dict[int, dict[str, int]], dict, dict]:
    """(environment lines, launch -> counters, launch -> gaps unprofiled, launch -> gaps under ncu)."""
    from .measure import chunk_launches
    counters = {first + k: c for first, _, launches in chunk_launches((outdir / csv).read_text())
                for k, c in enumerate(launches)}
    return read_env(outdir), counters, read_gaps(outdir / "gaps_plain.txt"), read_gaps(outdir / "gaps_ncu.txt")


def write_cache(path: Path, env: list[str], sections: dict[str, dict], head: dict | None = None) -> None:
    """{head's keys..., "environment": [...], section: {case: {...}, one a line}, ...}."""
    path.write_text("{" + "".join(f"{json.dumps(k)}: {json.dumps(v)},\n" for k, v in (head or {}).items())
                    + '"environment": ' + json.dumps(env) + ",\n" + ",\n".join(
        f"{json.dumps(name)}: {{\n" + ",\n".join(f" {json.dumps(k)}: {json.dumps(v)}" for k, v in cases.items())
        + "\n}" for name, cases in sections.items()) + "}\n")


def cli(argv: list[str] | None, doc: str, probe, collect) -> int:
    """--probe DIR (probe(DIR) writes the program, says what) and --collect OUT... (collect(OUTs) fills the
    cache, says what)."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--probe", type=Path, metavar="DIR")
    g.add_argument("--collect", type=Path, nargs="+", metavar="OUT")
    args = ap.parse_args(argv)
    print(f"{probe(args.probe)} -> {args.probe}" if args.probe else collect(args.collect))
    return 0
