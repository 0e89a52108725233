"""The campaign's probe loop itself, timed: where does its one extra store wavefront come from?  (sixth run)

store_timing.py and store_warm.py read the model's count on every launch -- the same stores late, back to
back, from a warm instruction cache -- while the campaign's probe (measure.py's PROBE_CU: one loop iteration a
store, its opcode and address read from `__constant__` memory, an indirect branch) counted 24 runs one more.
Here the campaign's probe is compiled twice:

    probe   unchanged, for every store run of the campaign with a heavy 128-bit store followed by another
            (test_campaign_hardware.in_a_store_run): does a fourth run read the cache's counters again?
    spin    the same loop with, at the top of each iteration, `t = %clock; spin until %clock - t >= SPIN`
            (SPIN = 0..SPINMAX cycles, a kernel argument) and the iteration's clock kept for the first
            three (no memory access): the stores' issue moves cycle by cycle, and each launch records
            the two gaps t1 - t0 and t2 - t1 beside the counters.

    python -m tests.access.store_loop --probe DIR      # DIR/probe.cu, DIR/spin.cu, DIR/loop.sh
    (cd DIR && sh loop.sh OUT)                          # on the GPU machine
    python -m tests.access.store_loop --collect OUT    # -> tests/access/h100_store_loop.json
"""

from __future__ import annotations

from pathlib import Path

from .campaign import load_cases
from .gpu_host import cli, gaps_main, gaps_sh, ncu_chunks_sh, read_run, write_cache
from .measure import METRICS, write_probe
from .store_timing import METRICS as ST_METRICS

HERE = Path(__file__).resolve().parent
CACHE_PATH = HERE / "h100_store_loop.json"
SPINMAX = 48
SPUN = ("store-run_0022_st_128b_8way_x2", "store-run_0036_st_128b_7888way_x2", "store-run_0032_st_128b_8881way_x2",
        "store-run_0034_st_128b_8887way_x2", "store-run_0028_st_128b_8811way_x2", "store-run_0019_st_128b_7way_x2",
        "store-run_0054_st_H128_L128", "store-run_0055_st_L128_H128", "store-run_0061_st_H128_H32")


def heavy_runs() -> list:
    from .test_campaign_hardware import in_a_store_run
    return [c for c in load_cases() if in_a_store_run(c)]


def spun() -> list:
    by_name = {c.name: c for c in load_cases()}
    return [by_name[n] for n in SPUN]


def spin_launches() -> list[tuple[str, int]]:
    return [(name, s) for name in SPUN for s in range(SPINMAX + 1)]


_LOOP_TOP = "    for (int k = 0; k < c_n; ++k) {\n"
_SPIN = """        {
            unsigned t0_, t_;
            asm volatile("mov.u32 %0, %%clock;" : "=r"(t0_) :: "memory");
            t_ = t0_;
            while (t_ - t0_ < (unsigned)spin) asm volatile("mov.u32 %0, %%clock;" : "=r"(t_) :: "memory");
            if (k == 0) st0 = t_; else if (k == 1) st1 = t_; else if (k == 2) st2 = t_;
        }
"""


def _spin_source(src: str) -> str:
    """PROBE_CU with the spin at the top of each iteration and the clock of the first three kept."""
    assert src.count(_LOOP_TOP) == 1
    src = src.replace("probe(uint8_t* gbuf, int flag, unsigned* sink) {",
                      "probe(uint8_t* gbuf, int flag, unsigned* sink, int spin, unsigned* stamps) {\n"
                      "    unsigned st0 = 0, st1 = 0, st2 = 0;")
    src = src.replace(_LOOP_TOP, _LOOP_TOP + _SPIN)
    src = src.replace("    if (flag) { sink[lane] = acc ^ sbase; }",
                      "    if (flag) { sink[lane] = acc ^ sbase; }\n"
                      "    if (lane == 0) { stamps[0] = st1 - st0; stamps[1] = st2 - st1; }")
    head, _, _ = src.partition("int main(")
    return head + SPIN_MAIN


SPIN_MAIN = gaps_main("NCASES * (SPINMAX_ + 1)", """    const int S = SPINMAX_ + 1;  // launch i: case i / S, spin i % S
    uint8_t* gbuf; unsigned* sink;
    CHECK(cudaMalloc(&gbuf, 1 << 20));
    CHECK(cudaMalloc(&sink, 32 * sizeof(unsigned)));
    CHECK(cudaFuncSetAttribute(probe, cudaFuncAttributeMaxDynamicSharedMemorySize, SMEM_BYTES));
""", """        int c = i / S, spin = i % S;
        int n = h_start[c + 1] - h_start[c];
        CHECK(cudaMemcpyToSymbol(c_n, &n, sizeof(int)));
        CHECK(cudaMemcpyToSymbol(c_op, &h_op[h_start[c]], n * sizeof(int)));
        CHECK(cudaMemcpyToSymbol(c_addr, &h_addr[h_start[c]][0], n * 32 * sizeof(int)));
        probe<<<1, 32, SMEM_BYTES>>>(gbuf, 0, sink, spin, out);
""", 2)


def write(outdir: Path) -> None:
    outdir.mkdir(parents=True, exist_ok=True)
    runs = heavy_runs()
    write_probe(outdir, [c.name for c in runs], [c.opcodes() for c in runs])
    sp = outdir / "sp"
    write_probe(sp, [c.name for c in spun()], [c.opcodes() for c in spun()])
    src = _spin_source((sp / "probe.cu").read_text()).replace("SPINMAX_", str(SPINMAX))
    (outdir / "spin.cu").write_text(src)
    for f in sp.iterdir():
        f.unlink()
    sp.rmdir()
    ns = len(spin_launches())
    (outdir / "loop.sh").write_text(gaps_sh(
        "loop.sh", ("probe", "spin"), "| grep -E 'STS|CS2R|LDC|BRX|BRA' | head -80 ", "spin", ns,
        ncu_chunks_sh("spin", "spin.csv", ns, 250, ST_METRICS, gaps=True)
        + ncu_chunks_sh("probe", "probe.csv", len(runs), len(runs), METRICS, gaps=False)))


def collect(outdirs: list[Path]) -> str:
    (outdir,) = outdirs
    from .measure import parse_measurements
    env, counters, plain, profiled = read_run(outdir, "spin.csv")
    spin = {f"{name}@{s}": {**counters[i], "gaps": profiled[i], "gaps_unprofiled": plain[i]}
            for i, (name, s) in enumerate(spin_launches())}
    probe = parse_measurements((outdir / "probe.csv").read_text(), [c.name for c in heavy_runs()])
    write_cache(CACHE_PATH, env, {"probe": probe, "spin": spin})
    return f"{len(probe) - 1} probe cases, {len(spin)} spin launches into {CACHE_PATH}"


def main(argv: list[str] | None = None) -> int:
    return cli(argv, __doc__, lambda d: (write(d), f"{len(spin_launches())} spin launches, "
                                         f"{len(heavy_runs())} probe cases")[1], collect)


if __name__ == "__main__":
    raise SystemExit(main())
