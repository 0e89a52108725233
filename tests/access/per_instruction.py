"""The campaign again, read two ways in one Nsight Compute run: the L1's counter and the per-instruction one.

The access model predicts what one warp instruction costs from its lanes' addresses.  Nsight Compute has two
kinds of counter for that: the L1TEX unit's own (`l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum`,
what the campaign's cache holds), and SASS-level metrics (`smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_
shared_op_st.sum` ...), gathered per executed instruction by instrumenting the kernel.  The unit counter read
one wavefront more than the model on 24 runs of stores (test_campaign_hardware.KNOWN_DISAGREEMENTS).  This
run (the seventh) measures, in the same ncu processes, both kinds on

    probe     the campaign's probe, unchanged (measure.PROBE_CU), every case: the cases with a store first,
              then the others in a seeded random order (so that a run cut short by its time limit leaves a
              random sample of them);
    trigger   the same probe with a few more opcodes -- bar.warp.sync, bar.sync, membar.cta, __nanosleep and
              an iteration that does nothing -- on small runs built to tell what follows a heavy 128-bit
              store (another store, a load, ldmatrix/stmatrix, a global access, a barrier, nothing, the end
              of the kernel) and where in it the 8-wavefront phase lies; each run three times.

    python -m tests.access.per_instruction --probe DIR     # DIR/probe.cu, trigger.cu, run.sh (+ the manifests)
    (cd DIR && sh run.sh OUT)                              # on the GPU machine (binaries built beforehand if there)
    python -m tests.access.per_instruction --collect OUT [OUT2]  # -> tests/access/h100_per_instruction.json
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

from .campaign import WARP, CampaignCase, _conflicted, _rows_conflicted, load_cases
from .gpu_host import ENV_SH, PROFILE_SH, cli, read_env
from .measure import METRICS, parse_measurements, probe_source, write_probe

HERE = Path(__file__).resolve().parent
CACHE_PATH = HERE / "h100_per_instruction.json"
CHUNK = 150
TIME_BUDGET_S = 540     # run.sh starts no campaign chunk that would end (as long as the last) past this
# Per-instruction (SASS-patched) metrics looked for in `ncu --query-metrics`; those present are read.
SASS_METRICS = (
    "smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ld",
    "smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_st",
    "smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared",
    "smsp__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_ld",
    "smsp__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_st",
    "smsp__sass_inst_executed_op_shared_st",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld",
)
SEED = 7

# -- the trigger runs ------------------------------------------------------------------------------------
# Extra opcodes of trigger.cu (each lane's address 0, unused); 94 is in no switch arm: an empty iteration.
EXTRA_OPS = {90: 'asm volatile("bar.warp.sync -1;" ::: "memory");',
             91: 'asm volatile("bar.sync 0;" ::: "memory");',
             92: 'asm volatile("membar.cta;" ::: "memory");',
             93: "__nanosleep(2000);"}
_NAMED_OPS = {"syncwarp": 90, "barsync": 91, "fence": 92, "sleep": 93, "idle": 94}


def with_extra_arms(src: str) -> str:
    """A probe program (measure.PROBE_CU) with the EXTRA_OPS arms in its switch: the probe of the trigger runs
    and of the eighth run (four_arms.py), whose SASS is 1,056 instructions where the unchanged probe's is 936."""
    arms = "\n".join(f"        case {c}: {{ {b} }} break;" for c, b in EXTRA_OPS.items())
    assert src.count("        default: break;") == 1
    return src.replace("        default: break;", arms + "\n        default: break;")


def _ways(pattern: str) -> tuple[int, ...]:
    return tuple(int(ch) for ch in pattern)


def trigger_runs() -> list[tuple[str, list[tuple[int, list[int]]]]]:
    """(label, [(opcode, 32 byte addresses)]): a heavy 128-bit store (`H`, 8 wavefronts a phase, or a phase
    pattern like 8111) and what follows it.  Opcodes as measure._op_code numbers them."""
    def st(width: int, ways: tuple[int, ...], k: int) -> tuple[int, list[int]]:
        w, addrs = _conflicted(width, ways, k)
        return ({32: 12, 64: 13, 128: 14}[w], [a if a is not None else -1 for a in addrs])

    def shared_ld32(k: int) -> tuple[int, list[int]]:
        return (2, [k * 256 + 4 * t for t in range(WARP)])

    def named(op: str) -> tuple[int, list[int]]:
        return (_NAMED_OPS[op], [0] * WARP)

    h = st(128, (8,) * 4, 0)
    light = st(128, (1,) * 4, 1)
    runs: list[tuple[str, list[tuple[int, list[int]]]]] = [
        ("H", [h]),
        ("H_L128", [h, light]),
        ("L128_H", [light, h]),
        ("H_L32", [h, st(32, (1,), 1)]),
        ("H_ld32", [h, shared_ld32(1)]),
        ("H_ld32_L128", [h, shared_ld32(2), light]),
        ("H_ldsm4", [h, (102, [256 + 16 * t for t in range(WARP)])]),
        ("H_stsm4", [h, (112, [256 + 16 * t for t in range(WARP)])]),
        ("H_stsm4conflicted", [h, (112, list(_rows_conflicted(4, 1)[1]))]),
        ("H_stglobal32", [h, (32, [4 * t for t in range(WARP)])]),
        ("H_ldglobal32", [h, (22, [4 * t for t in range(WARP)])]),
        ("H_L128_L128", [h, light, st(128, (1,) * 4, 2)]),
        ("H_L128_H_L128", [h, light, st(128, (8,) * 4, 2), st(128, (1,) * 4, 3)]),
        ("H_H", [h, st(128, (8,) * 4, 1)]),
        ("H_H_H_H", [h] + [st(128, (8,) * 4, k) for k in (1, 2, 3)]),
    ]
    for op in ("idle", "syncwarp", "barsync", "fence", "sleep"):
        runs.append((f"H_{op}_L128", [h, named(op), light]))
        runs.append((f"H_{op}", [h, named(op)]))
    runs.append(("H_idle_idle_L128", [h, named("idle"), named("idle"), light]))
    runs.append(("H_L128_barsync", [h, light, named("barsync")]))
    for pattern in ("8111", "1811", "1181", "1118", "8811", "1188", "8881", "1888", "7888", "8887", "4888", "8884"):
        runs.append((f"{pattern}_L128", [st(128, _ways(pattern), 0), light]))
        runs.append((f"{pattern}_L32", [st(128, _ways(pattern), 0), st(32, (1,), 1)]))
    return [(f"{label}@{rep}", table) for rep in range(3) for label, table in runs]


def plain_runs() -> list[tuple[str, list[tuple[int, list[int]]]]]:
    """The trigger runs that need no extra opcode (94, an empty iteration, is none), for the unchanged probe."""
    return [(label, table) for label, table in trigger_runs() if not any(c in EXTRA_OPS for c, _ in table)]


def trigger_model(table: list[tuple[int, list[int]]]) -> int:
    """The model's shared-store wavefronts for one trigger run (the other opcodes move no store counter)."""
    from cutecalc.algebra.access import WarpInstruction, shared_instruction
    total = 0
    for code, addrs in table:
        lanes = tuple(None if a < 0 else a for a in addrs)
        if 10 <= code < 20:
            total += shared_instruction(WarpInstruction(8 << (code - 10), lanes), "st").wavefronts
        elif code in (110, 111, 112):
            total += shared_instruction(WarpInstruction(128, lanes), "stsm", 1 << (code - 110)).wavefronts
    return total


# -- the campaign, stores first --------------------------------------------------------------------------

def is_store(case: CampaignCase) -> bool:
    return case.space == "shared" and case.op in ("st", "stsm")


def campaign_order() -> list[CampaignCase]:
    cases = load_cases()
    rest = [c for c in cases if not is_store(c)]
    random.Random(SEED).shuffle(rest)
    return [c for c in cases if is_store(c)] + rest


RUN_SH = r"""#!/bin/sh
# Generated by tests/access/per_instruction.py.   sh run.sh OUT [PARTS]
OUT=${{1:?usage: sh run.sh OUTDIR [campaign,plain]}}
PARTS=${{2:-campaign,plain}}
set -u
START=$(date +%s)
{env}ncu --query-metrics > query.txt 2>&1
grep -iE 'shared|ldsm|stsm' query.txt > "$OUT/shared_metrics.txt"
M="{metrics}"
U="$M"
{{ printf '%s\n' {candidates}; grep -oE '^smsp__sass_[a-z0-9_]*(wavefronts|bank_conflicts)[a-z0-9_]*' query.txt |
   grep shared; }} | sort -u > candidates.txt
for m in $(cat candidates.txt); do grep -Eq "^$m[[:space:]]" query.txt && M="$M,$m.sum"; done
[ -x probe ] || nvcc -O2 -arch=sm_90 -o probe probe.cu || exit 1
[ -x trigger ] || nvcc -O2 -arch=sm_90 -o trigger trigger.cu || exit 1
[ -x plain ] || nvcc -O2 -arch=sm_90 -o plain plain.cu || exit 1
./probe 0 1 > "$OUT/run.log" 2>&1 || {{ cat "$OUT/run.log"; exit 1; }}
# the metrics must go together in one ncu run: else the two per-instruction wavefront counters only
for try in "$M" "$U,{sass_st},{sass_ld}" "$U"; do
  ncu --csv --metrics "$try" ./probe 0 2 > try.csv 2>> "$OUT/run.log" && grep -q sass try.csv && M="$try" && break
  M="$U"
done
echo "$M" > "$OUT/metrics_used.txt"
{profile}D=0
case ",$PARTS," in *,campaign,*)
  : > "$OUT/probe.csv"; : > "$OUT/trigger.csv"
  i=0
  while [ $i -lt {nstores} ]; do profile probe $i $((i + {chunk})) probe.csv; i=$((i + {chunk})); done
  profile trigger 0 {ntrigger} trigger.csv
  while [ $i -lt {ncases} ] && [ $(( $(date +%s) - START + D + D / 4 )) -lt {budget} ]; do
    profile probe $i $((i + {chunk})) probe.csv; i=$((i + {chunk}))
  done
  echo "done at $(( $(date +%s) - START ))s, campaign cases 0..$i" >> "$OUT/run.log"
  cuobjdump -sass trigger | grep -oE '(BAR|MEMBAR|NANOSLEEP|WARPSYNC|STS|STSM|LDSM|LDS|STG|LDG)[.A-Z0-9]*' |
    sort | uniq -c > "$OUT/sass.txt"
  gzip -f "$OUT/probe.csv";;
esac
case ",$PARTS," in *,plain,*)
  : > "$OUT/plain.csv"
  profile plain 0 {nplain} plain.csv
  for b in probe trigger; do cuobjdump -sass $b > "$OUT/sass_$b.txt"; done;;
esac
tail -n 40 "$OUT/run.log"
"""


def write(outdir: Path) -> str:
    outdir.mkdir(parents=True, exist_ok=True)
    cases = campaign_order()
    nstores = sum(map(is_store, cases))
    write_probe(outdir, [c.name for c in cases], [c.opcodes() for c in cases])
    (outdir / "manifest.json").rename(outdir / "probe_manifest.json")
    runs = trigger_runs()
    (outdir / "trigger.cu").write_text(with_extra_arms(probe_source([label for label, _ in runs],
                                                                    [table for _, table in runs])))
    (outdir / "plain.cu").write_text(probe_source([label for label, _ in plain_runs()],
                                                  [table for _, table in plain_runs()]))
    (outdir / "measure.sh").unlink()
    (outdir / "run.sh").write_text(RUN_SH.format(
        env=ENV_SH, profile=PROFILE_SH, metrics=",".join(METRICS), candidates=" ".join(SASS_METRICS),
        nstores=nstores, chunk=CHUNK,
        ntrigger=len(runs), nplain=len(plain_runs()), ncases=len(cases), budget=TIME_BUDGET_S,
        sass_st=SASS_METRICS[1] + ".sum", sass_ld=SASS_METRICS[0] + ".sum"))
    return f"{len(cases)} campaign cases ({nstores} with a store first), {len(runs)} trigger launches"


def short_name(metric: str) -> str:
    """The cache's name for an ncu metric: measure.SHORT's, else `sass_shared_st_wavefronts` for
    smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_st.sum, `shared_st_bank_conflicts` for
    l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum, and so on."""
    from .measure import SHORT
    if metric in SHORT:
        return SHORT[metric]
    m = metric.removesuffix(".sum")
    for prefix, fmt in (
            ("smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_", "sass_shared_{}_wavefronts"),
            ("smsp__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_", "sass_shared_{}_bank_conflicts"),
            ("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_", "shared_{}_bank_conflicts"),
            ("smsp__sass_inst_executed_op_shared_", "sass_shared_{}_instructions")):
        if m.startswith(prefix):
            return fmt.format(m.removeprefix(prefix))
    return {"smsp__sass_l1tex_pipe_lsu_wavefronts_mem_shared": "sass_shared_wavefronts"}.get(m, m)


def _read(outdir: Path, csv: str, names: list[str], metrics: list[str]) -> tuple[dict, dict]:
    path = outdir / csv
    text = gzip.decompress(path.read_bytes()).decode() if csv.endswith(".gz") else path.read_text()
    counters = parse_measurements(text, names, {m: short_name(m) for m in metrics})
    baselines = counters.pop("_baselines")
    return {n: {k: v for k, v in c.items() if v} for n, c in counters.items()}, baselines


def collect(outdirs: list[Path]) -> str:
    """The cache from the run's OUT folders (the campaign and trigger sections from one, the plain section
    from one; same GPU, driver and tools); counters that read 0 are left out of each case."""
    envs, sections, baselines = set(), {}, {}
    metrics: list[str] = []
    rank = {n: i for i, n in enumerate(c.name for c in load_cases())}
    for outdir in outdirs:
        envs.add(tuple(read_env(outdir)))
        metrics = (outdir / "metrics_used.txt").read_text().strip().split(",")
        for section, csv, names in (("campaign", "probe.csv.gz", [c.name for c in campaign_order()]),
                                    ("trigger", "trigger.csv", [label for label, _ in trigger_runs()]),
                                    ("plain", "plain.csv", [label for label, _ in plain_runs()])):
            if (outdir / csv).exists():
                sections[section], baselines[section] = _read(outdir, csv, names, metrics)
    if len(envs) != 1:
        raise SystemExit(f"the runs come from different machines or tools: {sorted(envs)}")
    sections["campaign"] = {n: sections["campaign"][n] for n in sorted(sections["campaign"], key=rank.__getitem__)}
    lines = [f'"about": {json.dumps(ABOUT)}', f'"environment": {json.dumps(list(envs.pop()))}',
             f'"metrics": {json.dumps({m: short_name(m) for m in metrics})}', f'"baselines": {json.dumps(baselines)}']
    for section in ("campaign", "trigger", "plain"):
        lines.append(f'"{section}": {{\n' + ",\n".join(f" {json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}"
                                                       for k, v in sections[section].items()) + "\n}")
    CACHE_PATH.write_text("{" + ",\n".join(lines) + "}\n")
    return ", ".join(f"{len(sections[s])} {s}" for s in ("campaign", "trigger", "plain")) + f" -> {CACHE_PATH}"


ABOUT = ("Nsight Compute's L1TEX unit counters and its per-instruction (SASS-patched) counters, read in the same "
         "runs, for every case of tests/access/campaign.json (campaign), the trigger runs on the probe with four "
         "more switch arms (trigger) and on the unchanged probe (plain); counters that read 0 are left out; "
         "tests/access/per_instruction.py says how to regenerate.")


def main(argv: list[str] | None = None) -> int:
    return cli(argv, __doc__, write, collect)


if __name__ == "__main__":
    raise SystemExit(main())
