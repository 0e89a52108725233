"""The hardware harness: measure every case of cases.py on a GPU with Nsight Compute.

For each case cutecalc computes the warp's byte addresses (cutecalc.algebra.access.warp_instructions);
they are baked into a CUDA program as constant tables.  One kernel, `probe`, runs with a single warp and
performs, for the case given to it, exactly those instructions (inline PTX, so the width is the one
asked for: ld/st.shared and ld/st.global of 8..128 bits, ldmatrix / stmatrix .x1/.x2/.x4 [.trans]).
Each case is one launch; the first launch of every chunk does no access at all (the baseline: what the
harness itself costs, subtracted from every case).  `ncu` reads the counters per launch.

    python -m tests.access.measure --measure          # on a machine with an sm_90 GPU, nvcc and ncu:
                                                      # generate, build, profile, write the cache
    python -m tests.access.measure --generate DIR     # only write DIR/probe.cu, DIR/manifest.json and
                                                      # DIR/measure.sh (run `sh measure.sh OUTDIR` there)
    python -m tests.access.measure --collect OUTDIR   # read OUTDIR/measure.csv and OUTDIR/env.txt into
                                                      # tests/access/h100_measurements.json
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from .gpu_host import CU_PRELUDE, ENV_SH

HERE = Path(__file__).resolve().parent
CACHE_PATH = HERE / "h100_measurements.json"

METRICS = (
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
    # instruction counts: evidence that each case ran the instructions it was meant to
    "smsp__inst_executed_op_shared_ld.sum",
    "smsp__inst_executed_op_shared_st.sum",
    "smsp__inst_executed_op_ldsm.sum",
)
SHORT = {
    METRICS[0]: "shared_ld_wavefronts",
    METRICS[1]: "shared_st_wavefronts",
    METRICS[2]: "global_ld_sectors",
    METRICS[3]: "global_ld_requests",
    METRICS[4]: "global_st_sectors",
    METRICS[5]: "global_st_requests",
    METRICS[6]: "shared_ld_instructions",
    METRICS[7]: "shared_st_instructions",
    METRICS[8]: "ldsm_instructions",
}
CHUNK = 200            # launches per ncu process
MAX_INSTRUCTIONS = 16  # per case
GLOBAL_BYTES = 1 << 20
SMEM_ALIGN = 1024

# -- the instructions ---------------------------------------------------------------------------------

_PTX_TYPE = {8: "u8", 16: "u16", 32: "u32", 64: "v2.u32", 128: "v4.u32"}


def _regs(n: int, first: int, vector: bool = False) -> str:
    """PTX operands %first.. as a vector {..} (always for ldmatrix/stmatrix, else when n > 1)."""
    return "{" + ",".join(f"%{first + i}" for i in range(n)) + "}" if n > 1 or vector else f"%{first}"


def _op_code(space: str, op: str, width: int, matrices: int = 0, trans: bool = False) -> tuple[int, str]:
    """(opcode, the C++ statement for it inside the kernel's switch)."""
    if op in ("ldsm", "stsm"):
        code = 100 + (op == "stsm") * 10 + {1: 0, 2: 1, 4: 2}[matrices] + 3 * trans
        t = ".trans" if trans else ""
        if op == "ldsm":
            outs = ", ".join(f'"=r"(r[{i}])' for i in range(matrices))
            body = (f'asm volatile("ldmatrix.sync.aligned.m8n8.x{matrices}{t}.shared.b16 {_regs(matrices, 0, True)}, '
                    f'[%{matrices}];" : {outs} : "r"(sa));')
        else:
            ins = ", ".join('"r"(v)' for _ in range(matrices))
            body = (f'asm volatile("stmatrix.sync.aligned.m8n8.x{matrices}{t}.shared.b16 [%0], '
                    f'{_regs(matrices, 1, True)};" :: "r"(sa), {ins} : "memory");')
        return code, body
    wlog = {8: 0, 16: 1, 32: 2, 64: 3, 128: 4}[width]
    code = (space == "global") * 20 + (op == "st") * 10 + wlog
    nreg = max(1, width // 32)
    addr = '"r"(sa)' if space == "shared" else '"l"(ga)'
    if op == "ld":
        outs = ", ".join(f'"=r"(r[{i}])' for i in range(nreg))
        body = f'asm volatile("ld.{space}.{_PTX_TYPE[width]} {_regs(nreg, 0)}, [%{nreg}];" : {outs} : {addr});'
    else:
        ins = ", ".join('"r"(v)' for _ in range(nreg))
        body = f'asm volatile("st.{space}.{_PTX_TYPE[width]} [%0], {_regs(nreg, 1)};" :: {addr}, {ins} : "memory");'
    return code, body


def _all_ops() -> dict[int, str]:
    ops = {}
    for space in ("shared", "global"):
        for op in ("ld", "st"):
            for w in (8, 16, 32, 64, 128):
                c, b = _op_code(space, op, w)
                ops[c] = b
    for op in ("ldsm", "stsm"):
        for x in (1, 2, 4):
            for t in (False, True):
                c, b = _op_code("shared", op, 128, x, t)
                ops[c] = b
    return ops


# -- the program ---------------------------------------------------------------------------------------

def case_instructions(case) -> list[tuple[int, list[int]]]:
    """[(opcode, 32 byte addresses, -1 for a lane that takes no part)] for one case."""
    from cutecalc.algebra.access import warp_instructions
    from cutecalc.api import calc_value
    tv = calc_value(case.tv, static_literals=True)
    if case.op in ("ldsm", "stsm"):
        instrs = warp_instructions(tv, case.bits, vector=128 // case.bits)
        if len(instrs) != 1:
            raise ValueError(f"{case.name}: an ldmatrix/stmatrix case gives each lane one 16-byte row")
        code, _ = _op_code("shared", case.op, 128, case.matrices, case.trans)
    else:
        instrs = warp_instructions(tv, case.bits, case.vector)
    out = []
    for ins in instrs:
        if case.op not in ("ldsm", "stsm"):
            code, _ = _op_code(case.space, case.op, ins.width_bits)
        addrs = [-1 if a is None or lane in case.idle else a
                 for lane, a in enumerate(ins.shifted(case.base).addresses)]
        if case.op in ("ldsm", "stsm") and -1 in addrs:
            raise ValueError(f"{case.name}: ldmatrix/stmatrix need every lane")
        out.append((code, addrs))
    if not 1 <= len(out) <= MAX_INSTRUCTIONS:
        raise ValueError(f"{case.name}: {len(out)} instructions")
    return out


def generate(outdir: Path, cases) -> dict:
    return write_probe(outdir, [c.name for c in cases], [case_instructions(c) for c in cases])


def smem_bytes(tables: list[list[tuple[int, list[int]]]]) -> int:
    """The shared memory the cases' addresses reach, rounded up to SMEM_ALIGN; refused where a global address
    passes the buffer or a case has no instruction or more than MAX_INSTRUCTIONS."""
    smem = max(a + 16 for t in tables for code, addrs in t for a in addrs if code < 20 or code >= 100)
    gmax = max((a + 16 for t in tables for code, addrs in t for a in addrs if 20 <= code < 100), default=0)
    if gmax > GLOBAL_BYTES:
        raise ValueError("global addresses past the buffer")
    if any(not 1 <= len(t) <= MAX_INSTRUCTIONS for t in tables):
        raise ValueError(f"a case of 1 to {MAX_INSTRUCTIONS} instructions")
    return (smem + SMEM_ALIGN - 1) // SMEM_ALIGN * SMEM_ALIGN


def write_probe(outdir: Path, names: list[str], tables: list[list[tuple[int, list[int]]]]) -> dict:
    """DIR/probe.cu, manifest.json and measure.sh for cases given as [(opcode, 32 byte addresses)] each;
    the standard library only, so that the GPU machine can write them from a case file."""
    outdir.mkdir(parents=True, exist_ok=True)
    smem = smem_bytes(tables)
    starts, ops, addrs_flat = [0], [], []
    for t in tables:
        for code, addrs in t:
            ops.append(code)
            addrs_flat.append(addrs)
        starts.append(len(ops))
    cases_body = "\n".join(f"        case {c}: {{ {b} }} break;" for c, b in sorted(_all_ops().items()))
    src = PROBE_CU.format(
        max_instr=MAX_INSTRUCTIONS, smem=smem, gbytes=GLOBAL_BYTES, ncases=len(names), ninstr=len(ops),
        starts=",".join(map(str, starts)), ops=",".join(map(str, ops)),
        addrs=",\n".join("{" + ",".join(map(str, a)) + "}" for a in addrs_flat), switch=cases_body)
    (outdir / "probe.cu").write_text(src)
    manifest = {"cases": list(names), "chunk": CHUNK, "metrics": list(METRICS), "smem_bytes": smem}
    (outdir / "manifest.json").write_text(json.dumps(manifest))
    (outdir / "measure.sh").write_text(MEASURE_SH.format(n=len(names), chunk=CHUNK, metrics=",".join(METRICS),
                                                         env=ENV_SH))
    return manifest


def probe_source(names: list[str], tables: list[list[tuple[int, list[int]]]]) -> str:
    """write_probe's probe.cu alone (the manifest and script are not kept)."""
    with tempfile.TemporaryDirectory() as tmp:
        write_probe(Path(tmp), names, tables)
        return (Path(tmp) / "probe.cu").read_text()


PROBE_CU = "// Generated by tests/access/measure.py: do not edit.\n" + CU_PRELUDE + r"""
constexpr int MAXI = {max_instr};
constexpr int SMEM_BYTES = {smem};
constexpr int NCASES = {ncases};

__constant__ int c_n;
__constant__ int c_op[MAXI];
__constant__ int c_addr[MAXI][32];

static const int h_start[NCASES + 1] = {{{starts}}};
static const int h_op[{ninstr}] = {{{ops}}};
static const int h_addr[{ninstr}][32] = {{
{addrs}}};

// One warp; lane i does instruction k at c_addr[k][i] (bytes from the shared or global base).
// Loaded values are folded into `acc`, stored only when `flag` (always 0) says so, so no load is dead.
__global__ void __launch_bounds__(32) probe(uint8_t* gbuf, int flag, unsigned* sink) {{
    extern __shared__ __align__(1024) uint8_t smem[];
    const int lane = threadIdx.x;
    const uint32_t sbase = (uint32_t)__cvta_generic_to_shared(smem);
    unsigned acc = 0;
    const unsigned v = 0x01010101u * (unsigned)lane;
    for (int k = 0; k < c_n; ++k) {{
        const int a = c_addr[k][lane];
        const int op = c_op[k];
        if (op < 100 && a < 0) continue;
        const uint32_t sa = sbase + (uint32_t)a;
        uint8_t* ga = gbuf + a;
        unsigned r[4] = {{0, 0, 0, 0}};
        (void)sa; (void)ga; (void)v;
        switch (op) {{
{switch}
        default: break;
        }}
        acc ^= r[0] ^ r[1] ^ r[2] ^ r[3];
    }}
    if (flag) {{ sink[lane] = acc ^ sbase; }}
}}

int main(int argc, char** argv) {{
    int first = argc > 1 ? atoi(argv[1]) : 0;
    int last = argc > 2 ? atoi(argv[2]) : NCASES;
    if (last > NCASES) last = NCASES;
    uint8_t* gbuf; unsigned* sink;
    CHECK(cudaMalloc(&gbuf, {gbytes}));
    CHECK(cudaMemset(gbuf, 1, {gbytes}));
    CHECK(cudaMalloc(&sink, 32 * sizeof(unsigned)));
    CHECK(cudaFuncSetAttribute(probe, cudaFuncAttributeMaxDynamicSharedMemorySize, SMEM_BYTES));
    int zero = 0;
    // the baseline: no access at all
    CHECK(cudaMemcpyToSymbol(c_n, &zero, sizeof(int)));
    probe<<<1, 32, SMEM_BYTES>>>(gbuf, 0, sink);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    for (int c = first; c < last; ++c) {{
        int n = h_start[c + 1] - h_start[c];
        CHECK(cudaMemcpyToSymbol(c_n, &n, sizeof(int)));
        CHECK(cudaMemcpyToSymbol(c_op, &h_op[h_start[c]], n * sizeof(int)));
        CHECK(cudaMemcpyToSymbol(c_addr, &h_addr[h_start[c]][0], n * 32 * sizeof(int)));
        probe<<<1, 32, SMEM_BYTES>>>(gbuf, 0, sink);
        CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    }}
    printf("launched baseline + cases [%d, %d)\n", first, last);
    return 0;
}}
"""

MEASURE_SH = r"""#!/bin/sh
# Generated by tests/access/measure.py: build the probe, profile every case, write OUT/measure.csv and
# OUT/env.txt.   sh measure.sh OUT
OUT=${{1:?usage: sh measure.sh OUTDIR}}
set -u
{env}nvcc -O2 -arch=sm_90 -o probe probe.cu 2> "$OUT/build.log" || {{ cat "$OUT/build.log"; exit 1; }}
./probe > "$OUT/run.log" 2>&1 || {{ cat "$OUT/run.log"; exit 1; }}
cuobjdump -sass probe | grep -E 'LDS|STS|LDG|STG|LDSM|STSM|LDC' | sort | uniq -c > "$OUT/sass.txt" 2>&1
: > "$OUT/measure.csv"
i=0
while [ $i -lt {n} ]; do
  j=$((i + {chunk}))
  echo "#CHUNK $i $j" >> "$OUT/measure.csv"
  timeout 300 ncu --csv --cache-control none --clock-control none --metrics {metrics} \
    ./probe $i $j > chunk.csv 2> chunk.err
  echo "ncu chunk $i..$j rc=$?" >> "$OUT/run.log"; cat chunk.err >> "$OUT/run.log"
  grep -v '^==' chunk.csv | grep -v '^launched' >> "$OUT/measure.csv"
  i=$j
done
tail -n 20 "$OUT/run.log"
"""


# -- reading the counters back ----------------------------------------------------------------------

def chunk_launches(text: str, short: dict[str, str] = SHORT) -> list[tuple[int, int, list[dict[str, int]]]]:
    """(first, last, each launch's counters in launch order) of every `#CHUNK first last` block of an ncu
    --csv file (ncu's details, one row per launch and metric), metrics named by `short`."""
    chunks = []
    for block in re.split(r"^#CHUNK ", text, flags=re.M)[1:]:
        head, _, body = block.partition("\n")
        first, last = map(int, head.split())
        per_launch: dict[int, dict[str, int]] = {}
        for row in csv.DictReader(io.StringIO(body)):
            if row.get("Metric Name") in short:
                value = int(float(row["Metric Value"].replace(",", "")))
                per_launch.setdefault(int(row["ID"]), {})[short[row["Metric Name"]]] = value
        chunks.append((first, last, list(per_launch.values())))
    return chunks


def parse_measurements(text: str, names: list[str], short: dict[str, str] = SHORT) -> dict[str, dict[str, int]]:
    """Counters per case, baseline subtracted, from measure.csv (ncu --csv details, chunk by chunk)."""
    results: dict[str, dict[str, int]] = {}
    for first, last, launches in chunk_launches(text, short):
        if not launches:
            continue
        baseline = launches[0]
        for k, counters in enumerate(launches[1:]):
            idx = first + k
            if idx >= min(last, len(names)):
                raise ValueError("more launches than cases in a chunk")
            results[names[idx]] = {m: counters[m] - baseline.get(m, 0) for m in counters}
        results.setdefault("_baselines", {})[str(first)] = baseline  # type: ignore[assignment]
    return results


def collect(outdir: Path, manifest: dict, cases, merge: bool = False) -> dict:
    """Write the cache from one run's files; with `merge`, the run's cases replace theirs in the cache
    and the others stay (the run must come from the same GPU, driver and tools)."""
    counters = parse_measurements((outdir / "measure.csv").read_text(), manifest["cases"])
    baselines = counters.pop("_baselines", {})
    env = (outdir / "env.txt").read_text().strip().splitlines()
    by_name = {c.name: c for c in cases}
    if merge:
        old = json.loads(CACHE_PATH.read_text())
        if old["environment"] != env:
            raise SystemExit(f"--merge: this run's environment {env} is not the cache's {old['environment']}")
        kept = {n: v["counters"] for n, v in old["cases"].items() if n in by_name}
        counters = {**kept, **counters}
        baselines = {**{f"earlier {k}": v for k, v in old["baselines"].items()}, **baselines}
        manifest = {**manifest, "cases": [c.name for c in cases]}
    cache = {
        "about": "Counters read by Nsight Compute for one warp's accesses per case; regenerate with "
                 "`python -m tests.access.measure --measure` (or --generate/--collect around a remote run).",
        "environment": env,
        "metrics": manifest["metrics"],
        "baselines": baselines,
        "cases": {name: {"case": by_name[name].as_json(), "counters": counters[name]}
                  for name in manifest["cases"] if name in counters},
    }
    CACHE_PATH.write_text(json.dumps(cache, indent=1, sort_keys=False) + "\n")
    return cache


def collect_counters(outdir: Path, names: list[str], cache_path: Path, merge: bool = False,
                     order: list[str] | None = None) -> dict:
    """Write a cache of counters by case name (the campaign's: its cases live in their own file) from one
    run's OUT/measure.csv and OUT/env.txt, the cases measured being `names`; with `merge`, this run's cases
    replace theirs, the others stay.  The cache lists cases in `order` (default: `names`)."""
    counters = parse_measurements((outdir / "measure.csv").read_text(), names)
    baselines = counters.pop("_baselines", {})
    env = (outdir / "env.txt").read_text().strip().splitlines()
    if merge and cache_path.exists():
        old = json.loads(cache_path.read_text())
        if old["environment"] != env:
            raise SystemExit(f"--only: this run's environment {env} is not the cache's {old['environment']}")
        counters = {**old["cases"], **counters}
        baselines = {**{f"earlier {k}": v for k, v in old["baselines"].items()}, **baselines}
    cache = {
        "about": "Counters read by Nsight Compute for one warp's accesses per case of tests/access/campaign.json, "
                 "the harness's baseline launch subtracted (tests/access/campaign.py says how to regenerate).",
        "environment": env,
        "metrics": list(METRICS),
        "baselines": baselines,
    }
    rank = {n: i for i, n in enumerate(order or names)}
    body = ",\n".join(f"  {json.dumps(n)}: {json.dumps(counters[n], separators=(',', ':'))}"
                      for n in sorted(counters, key=lambda n: rank.get(n, len(rank))))
    cache_path.write_text(json.dumps(cache, indent=1)[:-2] + ',\n "cases": {\n' + body + "\n }\n}\n")
    return json.loads(cache_path.read_text())


def main(argv: list[str] | None = None) -> int:
    from .cases import all_cases
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--generate", type=Path, metavar="DIR")
    g.add_argument("--collect", type=Path, metavar="OUTDIR")
    g.add_argument("--measure", action="store_true")
    ap.add_argument("--only", metavar="FAMILY[,FAMILY...]", help="only the cases of these families; --collect "
                    "then merges them into the cache")
    args = ap.parse_args(argv)
    cases = all_cases()
    chosen = [c for c in cases if c.family in args.only.split(",")] if args.only else cases
    if args.generate:
        m = generate(args.generate, chosen)
        print(f"{len(m['cases'])} cases, {m['smem_bytes']} bytes of shared memory -> {args.generate}")
        return 0
    if args.collect:
        with tempfile.TemporaryDirectory() as tmp:
            manifest = generate(Path(tmp), chosen)
        cache = collect(args.collect, manifest, cases, merge=bool(args.only))
        print(f"{len(cache['cases'])} cases -> {CACHE_PATH}")
        return 0
    if not shutil.which("ncu") or not shutil.which("nvcc"):
        print("--measure needs nvcc and ncu on the PATH (and an sm_90 GPU)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        build, out = Path(tmp) / "build", Path(tmp) / "out"
        out.mkdir()
        manifest = generate(build, chosen)
        subprocess.run(["sh", "measure.sh", str(out)], cwd=build, check=True)
        cache = collect(out, manifest, cases, merge=bool(args.only))
    print(f"{len(cache['cases'])} cases -> {CACHE_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
