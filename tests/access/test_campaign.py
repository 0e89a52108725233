"""The random campaign's cases (tests/access/campaign.json) without a GPU: they are the seeded draw, the
GMMA family's addresses are CuTe C++'s, and the probe is written from the file alone."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from . import campaign
from .campaign import CampaignCase, load_cases

CASES = load_cases()


def test_the_case_file_is_the_seeded_draw():
    drawn = campaign.draw(with_gmma=False)
    stored = [c for c in CASES if c.family != "gmma"]
    assert [c.name for c in drawn] == [c.name for c in stored]
    assert drawn == stored


def test_the_tv_cases_hold_cutecalcs_addresses_of_their_layouts():
    for c in (c for c in CASES if c.family in ("rand-tv", "rand-global")):
        assert campaign.tv_instructions(c) == c.instructions, c.name


@pytest.mark.cxx
def test_gmma_addresses_come_from_cute_cxx():
    """A few accesses of the family, compiled and run again: the stored addresses are what CuTe C++ gives."""
    from .gmma_cxx import accesses, campaign_case, run_program
    accs = accesses()
    picked = [i for i, a in enumerate(accs) if (a.tile.atom, a.kind) in (
        ("GMMA::Layout_K_SW128_Atom<half_t>", "copy"), ("UMMA::Layout_MN_SW128_32B_Atom<int8_t>", "tv"))][:3]
    tables = run_program([accs[i] for i in picked])
    stored = [c for c in CASES if c.family == "gmma"]
    for k, i in enumerate(picked):
        assert campaign_case(i, accs[i], tables[k]) == stored[i]


def test_the_probe_is_written_from_the_case_file_alone(tmp_path):
    from .measure import write_probe
    some = [c for c in CASES if c.name.startswith(("merge-grid_0000", "rand-ldsm_0000"))]
    manifest = write_probe(tmp_path, [c.name for c in some], [c.opcodes() for c in some])
    src = (tmp_path / "probe.cu").read_text()
    assert manifest["cases"] == [c.name for c in some]
    for c in some:
        for _, addrs in c.instructions:
            assert "{" + ",".join(str(-1 if a is None else a) for a in addrs) + "}" in src


def test_a_case_reads_back_as_written():
    for c in CASES[::97]:
        assert CampaignCase.from_json(json.loads(json.dumps(c.as_json()))) == c


def test_the_campaign_covers_what_the_issue_asks():
    assert len(CASES) >= 1000
    assert len({c.name for c in CASES}) == len(CASES)
    ops = Counter(c.op for c in CASES)
    assert all(ops[op] >= 50 for op in ("ld", "st", "ldsm", "stsm"))
    assert {w for c in CASES for w, _ in c.instructions} == {8, 16, 32, 64, 128}
    assert {c.bits for c in CASES if c.family == "rand-tv"} == {8, 16, 32, 64, 128}
    assert {(c.matrices, c.trans) for c in CASES if c.op == "ldsm"} >= {(x, t) for x in (1, 2, 4) for t in (0, 1)}
    # zero strides in the random layouts, lanes repeating addresses, idle lanes
    assert sum(":(0" in c.source.get("tv", "") or ",0" in c.source.get("tv", "") for c in CASES) >= 100
    assert sum(len({a for a in addrs if a is not None}) < sum(a is not None for a in addrs)
               for c in CASES for _, addrs in c.instructions) >= 500
    assert sum(None in addrs for c in CASES for _, addrs in c.instructions) >= 100
    # GMMA atoms by name: every major-ness, swizzle mode and element width, and UMMA's 32B atom
    atoms = {c.source["tile"].split("{")[0].split("(", 1)[1] for c in CASES if c.family == "gmma"}
    for major in ("K", "MN"):
        for mode in ("INTER", "SW32", "SW64", "SW128"):
            for t in ("half_t", "bfloat16_t", "tfloat32_t", "int8_t", "float_e4m3_t"):
                assert f"GMMA::Layout_{major}_{mode}_Atom<{t}>" in atoms
    assert "UMMA::Layout_MN_SW128_32B_Atom<half_t>" in atoms
    assert Counter(c.family for c in CASES)["gmma"] >= 300
