"""cutecalc's memory-access predictions against what an H100 counted (tests/access/h100_measurements.json).

The cache holds Nsight Compute's counters for one warp's accesses per case, the harness's baseline
subtracted; `python -m tests.access.measure --measure` regenerates it on a machine with an sm_90 GPU.
Every recorded case must be predicted exactly.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from cutecalc.algebra.access import (
    WarpInstruction,
    bank_conflicts,
    coalescing,
    global_instruction,
    matrix_conflicts,
    shared_instruction,
    warp_instructions,
)
from cutecalc.api import calc_value

from .cases import all_cases

CACHE = json.loads((Path(__file__).resolve().parent / "h100_measurements.json").read_text())
CASES = all_cases()


def _with_idle_lanes(case, tv) -> list[WarpInstruction]:
    return [WarpInstruction(i.width_bits, tuple(None if lane in case.idle else a for lane, a in
                                                enumerate(i.shifted(case.base).addresses)))
            for i in warp_instructions(tv, case.bits, case.vector)]


def predicted(case) -> dict[str, int]:
    """The counters cutecalc predicts for one case, named as the cache names them."""
    tv = calc_value(case.tv, static_literals=True)
    if case.idle:      # lanes predicated off: the instructions' analyses directly
        instrs = _with_idle_lanes(case, tv)
        if case.space == "shared":
            return {f"shared_{case.op}_wavefronts": sum(shared_instruction(i, case.op).wavefronts for i in instrs)}
        g = [global_instruction(i) for i in instrs]
        return {f"global_{case.op}_sectors": sum(len(x.sectors) for x in g),
                f"global_{case.op}_requests": sum(x.requests for x in g)}
    if case.op in ("ldsm", "stsm"):
        r = matrix_conflicts(tv, case.matrices, case.op, case.bits)
        return {f"shared_{'ld' if case.op == 'ldsm' else 'st'}_wavefronts": r.wavefronts}
    if case.space == "shared":
        return {f"shared_{case.op}_wavefronts": bank_conflicts(tv, case.bits, case.op, case.vector).wavefronts}
    c = coalescing(tv, case.bits, case.op, case.vector, case.base)
    return {f"global_{case.op}_sectors": c.sectors, f"global_{case.op}_requests": c.requests}


def measured(case) -> dict[str, int]:
    counters = CACHE["cases"][case.name]["counters"]
    want = predicted_keys(case)
    extra = {k: v for k, v in counters.items() if k not in want and v and not k.endswith("_instructions")}
    assert not extra, f"{case.name}: counters the case should not move: {extra}"
    return {k: counters[k] for k in want}


def predicted_keys(case) -> tuple[str, ...]:
    if case.op in ("ldsm", "stsm"):
        return (f"shared_{'ld' if case.op == 'ldsm' else 'st'}_wavefronts",)
    if case.space == "shared":
        return (f"shared_{case.op}_wavefronts",)
    return (f"global_{case.op}_sectors", f"global_{case.op}_requests")


def test_the_cache_records_every_case_as_the_case_list_defines_it():
    assert [c.name for c in CASES] == list(CACHE["cases"])
    for c in CASES:
        assert CACHE["cases"][c.name]["case"] == c.as_json(), c.name
    assert len(CASES) >= 300
    assert any("H100" in line for line in CACHE["environment"])


def test_the_baselines_are_zero():
    # the harness itself (a launch doing no access) moves nothing these counters see
    for base in CACHE["baselines"].values():
        assert not any(base.values())


@pytest.mark.parametrize("family", sorted({c.family for c in CASES}))
def test_predictions_equal_the_h100_counters(family):
    wrong = []
    for case in (c for c in CASES if c.family == family):
        p, m = predicted(case), measured(case)
        if p != m:
            wrong.append(f"{case.name}: predicted {p}, measured {m}")
    assert not wrong, "\n".join(wrong[:20])


def test_case_families_cover_the_issue():
    families = Counter(c.family for c in CASES)
    for fam in ("shared-strided", "shared-padded", "shared-tile", "shared-tile-mn", "shared-ldsm", "shared-stsm",
                "global-strided", "global-pattern", "shared-split", "global-split", "shared-merge", "shared-idle",
                "global-idle"):
        assert families[fam] > 0, fam
    ops = Counter((c.space, c.op) for c in CASES)
    assert all(ops[k] for k in (("shared", "ld"), ("shared", "st"), ("global", "ld"), ("global", "st")))
