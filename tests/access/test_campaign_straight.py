"""The ninth run: every campaign case in a straight-line kernel (straight.py).

h100_campaign_straight.json holds the campaign cache's unit counters for all 3,125 cases, each run by a kernel
that does the case's instructions one after another and ends -- no loop, no switch, no branch (the SASS of all
129 kernels, the baseline's included, has none but the end's) -- on the campaign's H100 (same GPU, driver,
CUDA and Nsight Compute).  What it shows, asserted here:

* the model equals every counter of every case: the 24 runs of stores that read one wavefront more on the
  looping probes (KNOWN_DISAGREEMENTS; three of them on the four-arm probe too) read the model's count;
* every other counter of every case is the number the campaign's probe read, so the straight-line kernels
  measure the same accesses -- the one more was the probes' loop around a heavy store, not the store's cost.
"""

from __future__ import annotations

import json

import pytest

from .campaign import load_cases
from .straight import CACHE_PATH
from .test_campaign_four_arms import FOUR_ARM_DISAGREEMENTS
from .test_campaign_hardware import CACHE as CAMPAIGN
from .test_campaign_hardware import KNOWN_DISAGREEMENTS, measured, not_as_meant, predicted

RUN = json.loads(CACHE_PATH.read_text())
CASES = load_cases()


def test_every_case_measured_on_the_campaigns_h100_in_straight_line_kernels():
    assert list(RUN["cases"]) == [c.name for c in CASES]
    assert RUN["environment"] == CAMPAIGN["environment"]
    assert RUN["metrics"] == CAMPAIGN["metrics"]
    assert not any(any(b.values()) for b in RUN["baselines"].values())
    assert all(RUN["cases"][c.name].keys() == CAMPAIGN["cases"][c.name].keys() for c in CASES)
    assert not_as_meant(RUN) == []
    branches = RUN["sass_branches_but_the_end"]
    assert len(branches) == 129 and set(branches.values()) == {0}


@pytest.mark.parametrize("family", sorted({c.family for c in CASES}))
def test_the_model_equals_every_counter_of_every_case(family):
    wrong = [f"{c.name}: model {predicted(c)}, H100 {measured(c, RUN)}" for c in CASES
             if c.family == family and measured(c, RUN) != predicted(c)]
    assert not wrong, "\n".join(wrong[:20])


def test_the_looping_probes_one_more_is_gone_and_nothing_else_moved():
    by_name = {c.name: c for c in CASES}
    differ = sorted(c.name for c in CASES if RUN["cases"][c.name] != CAMPAIGN["cases"][c.name])
    assert differ == sorted(KNOWN_DISAGREEMENTS) and len(differ) == 24
    assert set(FOUR_ARM_DISAGREEMENTS) <= set(differ)
    for name in differ:
        model, looping = KNOWN_DISAGREEMENTS[name]
        assert RUN["cases"][name]["shared_st_wavefronts"] == model == looping - 1, name
        assert measured(by_name[name], RUN) == predicted(by_name[name]), name
        others = {k: v for k, v in RUN["cases"][name].items() if k != "shared_st_wavefronts"}
        assert others == {k: v for k, v in CAMPAIGN["cases"][name].items() if k != "shared_st_wavefronts"}
