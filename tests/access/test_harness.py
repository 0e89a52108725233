"""The measurement harness without a GPU: the generated program and the reading of ncu's CSV."""

from __future__ import annotations

import json

from cutecalc.algebra.access import warp_instructions
from cutecalc.api import calc_value

from .cases import AccessCase, all_cases
from .measure import METRICS, case_instructions, generate, parse_measurements


def test_the_kernel_tables_hold_exactly_the_layouts_addresses(tmp_path):
    cases = [c for c in all_cases() if c.name in ("shared_ld_128b_stride1", "global_st_32b_stride1_base4",
                                                 "ldsm_x4_16b_K_SW128_A_16x16")]
    manifest = generate(tmp_path, cases)
    src = (tmp_path / "probe.cu").read_text()
    assert manifest["cases"] == [c.name for c in cases]
    assert json.loads((tmp_path / "manifest.json").read_text()) == manifest
    # lane t of a 128-bit stride-1 load reads bytes 16t..16t+15
    assert "{" + ",".join(str(16 * t) for t in range(32)) + "}" in src
    # the misaligned store starts 4 bytes on
    assert "{" + ",".join(str(4 + 4 * t) for t in range(32)) + "}" in src
    for op in ("ld.shared.v4.u32", "st.global.u32", "ldmatrix.sync.aligned.m8n8.x4.shared.b16"):
        assert op in src
    assert "nvcc -O2 -arch=sm_90" in (tmp_path / "measure.sh").read_text()


def test_case_instructions_are_the_models_instructions():
    case = AccessCase("t", "x", "shared", "ld", 16, "(32,16):(16,1)")
    ins = warp_instructions(calc_value(case.tv, static_literals=True), 16)
    assert [addrs for _, addrs in case_instructions(case)] == [list(i.addresses) for i in ins]


def test_the_csv_is_read_per_launch_with_the_baseline_subtracted():
    head = ('"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size",'
            '"Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"')
    rows = [head]
    for launch, value in ((0, 1), (1, 1001), (2, 2001)):
        for m in METRICS:
            rows.append(f'"{launch}","1","probe","h","probe","1","7","(32, 1, 1)","(1, 1, 1)","0","9.0",'
                        f'"Command line profiler metrics","{m}","","{value:,}"')
    got = parse_measurements("#CHUNK 0 2\n" + "\n".join(rows) + "\n", ["a", "b"])
    assert got["a"]["shared_ld_wavefronts"] == 1000 and got["b"]["global_st_requests"] == 2000
