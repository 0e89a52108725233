"""make_tma_copy, make_tma_atom and their partitions print what CuTe C++ printed when run with the CUDA driver on a
GPU machine, and tma_descriptor(tma) says what CuTe handed cuTensorMapEncodeTiled (tma_answers.json, written by
tma_oracle.py; no GPU is needed here).  What CuTe refuses, cutecalc refuses with CuTe's reason.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from cutecalc.lang.session import Session

from .tma_cases import SWIZZLES, TYPES, TmaCase, all_cases
from .tma_oracle import HOST_GROUP, TmaAnswers

CASES = all_cases()


@pytest.fixture(scope="module")
def answers() -> dict[str, dict]:
    """The GPU run's answers and the partition cases' (tma_partition, built with g++ here: HOST_GROUP)."""
    entry = TmaAnswers().entry
    return {**entry["answers"], **entry.get("host_answers", {})}


def run(case: TmaCase) -> tuple[list[str], str | None, object]:
    """What cutecalc prints for the case's print statements, its first error, and the value of `tma`."""
    session = Session()
    printed: list[str] = []
    error = None
    for out in session.run(case.source()):
        if out.error is not None:
            error = error or str(out.error)
        elif out.has_value:
            from cutecalc.render.cute_text import value_text
            printed.append(value_text(out.value))
    made = next((s for s in case.statements if "= make_tma_" in s), None)   # (none: an atom made inline)
    return printed, error, None if made is None else session.env.get(made.split(" = ", 1)[0].split()[-1])


def test_enough_cases():
    groups = Counter(c.group for c in CASES)
    assert groups["load"] + groups["multicast"] + groups["store"] >= 100
    names = " ".join(c.name for c in CASES if c.group in ("load", "multicast", "store"))
    for swz in SWIZZLES:
        for major in ("K", "MN"):
            assert f"_{major}_{swz}_" in names
    for types in TYPES.values():
        assert f"_{types[0]}_" in names
    assert groups["refused"] >= 10 and groups["sm100"] >= 8 and groups["partition"] >= 30
    sm100 = " ".join(c.name for c in CASES if c.group == "sm100")
    for swz in SWIZZLES:
        for major in ("K", "MN"):
            for t in ("float_e4m3_t", "half_t", "tfloat32_t"):
                assert f"sm100_1sm_A_{major}_{swz}_{t}" in sm100 and f"sm100_2sm_multicast_B_{major}_{swz}_{t}" in sm100


def test_every_case_has_cutes_answer(answers):
    """The cache holds C++'s answer for every case, run with a driver (the environment says which)."""
    missing = [c.name for c in CASES if c.source() not in answers]
    assert not missing, f"{len(missing)} cases have no answer (run the oracle: python -m tests.oracle.tma_oracle)"
    entry = TmaAnswers().entry
    env = entry["env"]
    assert env.get("gpu") and env.get("nvidia-smi"), env
    gpu_run = [c.name for c in CASES if c.refused != "static_assert" and c.source() not in entry["answers"]]
    assert sorted(gpu_run) == sorted(c.name for c in CASES if c.group == HOST_GROUP)
    assert "g++" in entry["host_env"]["compiled with"]


def test_partition_cases_ran_on_the_gpu_machine(answers):
    """The partition cases (built with g++, tma_partition being CUTE_DEVICE) ran on the GPU machine: its driver
    encoded each of their descriptors."""
    env = TmaAnswers().entry["host_env"]
    assert env.get("gpu") and env.get("nvidia-smi") and env.get("g++"), env
    for c in (c for c in CASES if c.group == HOST_GROUP):
        assert all(e.endswith("result:         CUDA_SUCCESS") for e in answers[c.source()]["encodes"]), c.name


@pytest.mark.parametrize("group", sorted({c.group for c in CASES if c.group != "refused"}))
def test_group_agrees_with_cute(answers, group):
    from cutecalc.algebra.tma import tma_atom_of
    bad = []
    cases = [c for c in CASES if c.group == group]
    for c in cases:
        a = answers[c.source()]
        assert "refused" not in a, f"{c.name}: CuTe refused it: {a}"
        printed, error, tma = run(c)
        cute_encodes = [e.rsplit("\n", 1)[0] for e in a["encodes"]]
        assert all(e.endswith("result:         CUDA_SUCCESS") for e in a["encodes"]), c.name
        atom = tma_atom_of(tma)
        mine_encodes = [atom.descriptor.cute_str()] if atom is not None and atom.descriptor is not None else []
        if tma is None:   # (an atom made inside the printed expression: its descriptor is another case's)
            mine_encodes = cute_encodes
        if error or printed != a["prints"] or mine_encodes != cute_encodes:
            bad.append((c, printed, error, a, mine_encodes, cute_encodes))
    shown = []
    for c, printed, error, a, mine_e, cute_e in bad[:5]:
        shown.append(f"{c.name}: {error or ''}")
        for k, (m, x) in enumerate(zip(printed + [""] * len(a["prints"]), a["prints"])):
            if m != x:
                shown.append(f"  print {k}\n    cutecalc: {m!r}\n    CuTe:     {x!r}")
        if mine_e != cute_e:
            shown.append(f"  descriptor\n    cutecalc: {mine_e!r}\n    CuTe:     {cute_e!r}")
    assert not bad, f"{len(bad)}/{len(cases)} disagree:\n" + "\n".join(shown)


@pytest.mark.parametrize("case", [c for c in CASES if c.group == "refused"], ids=lambda c: c.name)
def test_refused_as_cute_refuses(answers, case):
    a = answers[case.source()]
    assert a.get("refused") == case.refused, f"CuTe's answer: {a}"
    _, error, _ = run(case)
    assert error is not None, "cutecalc accepted what CuTe refuses"
    if case.refused == "driver":
        assert "CUDA_ERROR_INVALID_VALUE" in a["stderr"] or "Failed to initialize the TMA descriptor" in a["stderr"]
        assert "Failed to initialize the TMA descriptor" in error
    elif case.refused == "assert":   # the assertion's reason: its string, or its condition
        reason = a["message"]
        reason = reason.split('&& "', 1)[1].rstrip('"') if '&& "' in reason else reason
        assert reason in error, f"CuTe: {a['message']}\ncutecalc: {error}"
    else:   # one of the static_asserts the compiler reported, or the message of the assert it stopped at
        first = a.get("first_error") or {}
        reasons = a["messages"] + re.findall(r'"([^"]+)"', first.get("source", ""))
        assert any(r in error for r in reasons), f"CuTe: {reasons}\ncutecalc: {error}"


@pytest.mark.parametrize("group", ["load", "multicast", "store"])
def test_instruction_count_is_what_the_copy_loops_over(group):
    """tma_descriptor's instructions per CTA tile is what cute::copy issues over the CTA's partition of the gmem
    tile (size(partition) / size<0>(partition): one TMA per element of its rest modes and of its mode 0's outer
    part), the partition test_group_agrees_with_cute holds to C++'s."""
    import re as re_

    from cutecalc.algebra import layout as lo
    from cutecalc.algebra.integers import value
    from cutecalc.algebra.printing import cute_str
    from cutecalc.algebra.tma import tma_atom_of, tma_report
    for c in (c for c in CASES if c.group == group):
        session = Session()
        list(session.run("\n".join(c.statements)))
        tma, g_tile = session.env["tma"], session.env["gD_tile" if group == "store" else "gA_tile"]
        atom = tma_atom_of(tma)
        part = tma.thr_slice(0).partition(g_tile, "D" if group == "store" else "S")
        per_instruction = value(lo.size(atom.layout_src, 1))
        instructions = value(lo.size(part.layout)) // per_instruction
        said = re_.search(r": (\d+) TMA instructions? per CTA", cute_str(tma_report(tma)))
        assert said is not None and int(said.group(1)) == instructions, c.name
