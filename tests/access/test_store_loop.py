"""The campaign's probe loop timed (store_loop.py, h100_store_loop.json): the unchanged probe reads the cache's
counters again on every heavy store run, the 24 KNOWN_DISAGREEMENTS (one wavefront more) included; the same
loop with a clock read and a spin at the top of each iteration puts its stores 1004..1151 cycles apart and
reads the model's count on every launch -- the five runs of them that read one more unchanged included."""

from __future__ import annotations

import json

from .campaign import load_cases
from .store_loop import CACHE_PATH, SPINMAX, SPUN, heavy_runs, spin_launches
from .test_campaign_hardware import CACHE as CAMPAIGN
from .test_campaign_hardware import KNOWN_DISAGREEMENTS, predicted

CACHE = json.loads(CACHE_PATH.read_text())


def test_measured_on_the_campaigns_h100():
    assert CACHE["environment"][0] == "NVIDIA H100 80GB HBM3, 580.159.04, 9.0"
    assert "Version 2025.3.1.0" in CACHE["environment"][-1]
    assert [k for k in CACHE["probe"] if k != "_baselines"] == [c.name for c in heavy_runs()]
    assert not any(any(b.values()) for b in CACHE["probe"]["_baselines"].values())
    assert list(CACHE["spin"]) == [f"{n}@{s}" for n, s in spin_launches()]


def test_the_unchanged_probe_reads_the_caches_counters_again():
    runs = heavy_runs()
    assert len(runs) == 91
    wrong = [c.name for c in runs if CACHE["probe"][c.name] != CAMPAIGN["cases"][c.name]]
    assert not wrong, wrong
    plus_one = sorted(c.name for c in runs
                      if CACHE["probe"][c.name]["shared_st_wavefronts"] == predicted(c)["shared_st_wavefronts"] + 1)
    assert plus_one == sorted(KNOWN_DISAGREEMENTS)


def test_with_a_spin_at_each_iteration_every_launch_reads_the_model():
    by_name = {c.name: c for c in load_cases()}
    wrong = []
    for name, spin in spin_launches():
        v = CACHE["spin"][f"{name}@{spin}"]
        assert v["shared_st_instructions"] == len(by_name[name].instructions)
        if v["shared_st_wavefronts"] != predicted(by_name[name])["shared_st_wavefronts"]:
            wrong.append(f"{name}@{spin}")
    assert not wrong, wrong[:10]
    assert len(SPUN) * (SPINMAX + 1) == len(CACHE["spin"])
    assert sum(n in KNOWN_DISAGREEMENTS for n in SPUN) == 5
    gaps = [v["gaps"][0] for v in CACHE["spin"].values()]
    assert min(gaps) == 1004 and max(gaps) == 1151
