"""Atoms, tiled MMAs and copies, and coordinate tensors print as CuTe C++ prints them.

CuTe's answers come from the one cache (cute_oracle.py; a missing answer fails the test, naming `python -m
tests.oracle.refresh`).  The catalogue itself (cutecalc/data/atoms.json) is
checked twice: every MMA_Traits specialisation in the headers is either in it or listed as skipped with a
reason, and a sample of atoms is compiled afresh and compared with the shipped entries.
"""

from __future__ import annotations

from collections import Counter

import pytest

from .atom_cases import all_cases
from .cute_oracle import Verdict, disagreements
from .cute_oracle import verdicts as oracle_verdicts


@pytest.fixture(scope="module")
def verdicts() -> list[Verdict]:
    return oracle_verdicts(all_cases(), "atom cases")


def test_enough_cases():
    groups = Counter(c.group for c in all_cases())
    assert groups["mma_atom"] >= 2300
    assert groups["tiled_mma"] >= 40 and groups["mma_partition"] >= 500
    assert groups["tiled_copy"] >= 20 and groups["copy_partition"] >= 100
    assert groups["umma_atom"] >= 36 * 4 and groups["umma_tiled"] >= 40
    assert groups["mma_atom_as_written"] >= 2500 and groups["copy_atom"] >= 1000
    assert groups["every_tiled_mma"] >= 2 * (2363 + 194) and groups["every_tiled_copy"] >= 4 * 189
    assert groups["new_tiled_copy"] >= 120 and groups["new_copy_partition"] >= 120 and groups["new_print_latex"] >= 5


@pytest.mark.parametrize("group", sorted({c.group for c in all_cases()}))
def test_group_agrees_with_cute(verdicts, group):
    bad = disagreements(verdicts, group)
    assert not bad, bad


def test_issue_examples():
    """The values the issue states, checked against CuTe's answers for the same statements."""
    from cutecalc.api import calc
    assert calc("get_layoutC_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}))") == \
        "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))"
    assert calc("t = make_identity_tensor(make_shape(_32{},_32{})); local_partition(t, Layout<Shape<_8,_4>>{}, 3)") \
        == "ArithTuple(3,0) o (_4,_8):(_8@0,_4@1)"
    assert calc("mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}); "
                "partition_C(get_thread_slice(mma, 5), make_identity_tensor(make_shape(_64{},_32{})))") == \
        "ArithTuple(1,2) o ((_2,_2),_2,_2):((_1@1,_8@0),_32@0,_16@1)"


def test_counts_in_the_docs(verdicts):
    """docs/atoms.md's counts (defined / printing exactly / refused with the reason, by architecture) are what
    the atom cases give (`python -m tests.oracle.atom_counts` prints the table); every atom not refused prints
    exactly."""
    from pathlib import Path

    from cutecalc.algebra.atoms import catalogue

    from .atom_counts import count, markdown
    table = count(((c, m == a, a is not None) for c, m, a in verdicts), catalogue())
    assert not [k for k, e in table.items() if e.section != "skipped" and not e.exact]
    docs = (Path(__file__).resolve().parents[2] / "docs" / "atoms.md").read_text()
    assert markdown(table) in docs


# -- the catalogue --------------------------------------------------------------------------------

def test_catalogue_covers_every_specialisation():
    """Every MMA_Traits and Copy_Traits specialisation of the headers is in the catalogue, as an atom, a
    templated family, or skipped with its reason (TMA and the prefetches only)."""
    from cutecalc.algebra.atoms import catalogue
    from cutecalc.interop.toolchain import wheel_cute_include
    from tools import gen_copy
    from tools.gen_atoms import catalogue_key, mma_specialisations

    inc = wheel_cute_include()
    assert inc is not None, "the nvidia-cutlass wheel's headers are needed"
    atoms, skipped = mma_specialisations(inc)
    cat = catalogue()
    have = set(cat["mma"])
    for a in atoms:
        key = catalogue_key(a)
        assert key in have, key
    assert len(have) == len(atoms)
    templated = {s["name"] for s in skipped if s["name"].rsplit("::", 1)[-1] in cat["mma_families"]}
    plain, families, copy_skipped = gen_copy.specialisations(inc)
    assert {c["name"] for c in plain} == set(cat["copy"]) and set(families) == set(cat["copy_families"])
    assert {(s["name"], s["header"]) for s in skipped + copy_skipped if s["name"] not in templated} == \
        {(s["name"], s["header"]) for s in cat["skipped"]}
    assert all(s["reason"] for s in cat["skipped"])
    assert all("_TMA_" in s["name"] or s["name"].endswith("::PREFETCH") for s in cat["skipped"])


def test_copy_families_are_fitted_and_checked():
    """Each copy family's pattern was fitted to compiled instantiations and checked on further ones; its
    static_asserts were all read; CuTe's aliases of a family instantiation are recorded."""
    from cutecalc.algebra.atoms import catalogue
    fams = catalogue()["copy_families"]
    assert set(fams) == {"UniversalCopy", "AutoVectorizingCopyWithAssumedAlignment", "SM80_CP_ASYNC_CACHEALWAYS",
                         "SM80_CP_ASYNC_CACHEGLOBAL", "SM80_CP_ASYNC_CACHEALWAYS_ZFILL",
                         "SM80_CP_ASYNC_CACHEGLOBAL_ZFILL", "SM90_BULK_COPY_G2S", "SM90_BULK_COPY_S2G"}
    assert all(e["checked"] >= 2 and e["asserts"] for e in fams.values())
    aliases = catalogue()["aliases"]
    assert aliases["DefaultCopy"]["args"] == ["8"] and aliases["AutoVectorizingCopy"]["args"] == ["128"]
    assert aliases["MMA_64x8x16_F16F16F16_SS"]["of"] == "SM90_64x8x16_F16F16F16_SS"


def test_umma_families_are_the_headers_templates():
    """Every templated UMMA operation of the arch header has its family entry, each fitted and checked on
    several compiled instantiations, and CuTe's static_asserts on it read."""
    from cutecalc.algebra.atoms import catalogue
    from cutecalc.interop.toolchain import wheel_cute_include
    from tools.gen_umma import families

    inc = wheel_cute_include()
    assert inc is not None
    umma = catalogue()["mma_families"]
    assert set(umma) == set(families(inc)) and len(umma) == 39   # 38 UMMA families and UniversalFMA
    assert {k for k, e in umma.items() if e.get("traits")} == {"SM100_MMA_F8F6F4_SS", "SM100_MMA_F8F6F4_2x1SM_SS"}
    assert all(e["checked"] >= 6 and e["asserts"] and not e["unread_asserts"] for k, e in umma.items()
               if k != "UniversalFMA")
    assert umma["UniversalFMA"]["checked"] == 5 and not umma["UniversalFMA"]["asserts"]   # its types are free


def test_umma_traits_form_refuses_what_cute_refuses():
    """SM100_MMA_F8F6F4_SS is no template: its arguments are MMA_Traits<Op, ...>'s, all ten of them (with eight,
    g++ reaches the primary MMA_Traits: "MMA_Traits not implemented for this MMA_Operation.")."""
    from cutecalc.api import calc
    from cutecalc.errors import CuteError
    major = "integral_constant<UMMA::Major, UMMA::Major::{}>"
    one = "integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>"
    k = major.format("K")
    bad = {f"MMA_Traits<SM100_MMA_F8F6F4_SS, float_e4m3_t, float_e4m3_t, float, C<128>, C<256>, {k}, {k}>":
           "MMA_Traits not implemented",
           f"MMA_Traits<SM100_MMA_F8F6F4_SS, float_e4m3_t, float_e4m3_t, float, C<256>, C<64>, {k}, {k}, {one}, {one}>":
           "M-mode size should be 64 or 128",
           f"MMA_Traits<SM100_MMA_F8F6F4_2x1SM_SS, half_t, half_t, float, C<256>, C<64>, {k}, {k}, {one}, {one}>":
           "leq 8bit types",
           f"MMA_Traits<SM100_MMA_F8F6F4_SS, float_e4m3_t, float_e4m3_t, float, C<128>, C<24>, {k}, "
           f"{major.format('MN')}, {one}, {one}>": "multiple of 16 between 16 and 256 when B is MN major",
           f"MMA_Traits<SM100_MMA_F8F6F4_SS, float_e4m3_t, float_e4m3_t, float, C<128>, C<64>, {one}, {k}, "
           f"{one}, {one}>": "a_major is written",
           "SM100_MMA_F8F6F4_SS": "not a template",
           "MMA_Traits<SM100_MMA_F16BF16_SS, half_t>": "MMA_Atom<SM100_MMA_F16BF16_SS>"}
    for op, why in bad.items():
        with pytest.raises(CuteError, match=why):
            calc(f"MMA_Atom<{op}>{{}}")


def test_umma_refuses_what_cute_refuses():
    from cutecalc.api import calc
    from cutecalc.errors import CuteError
    bad = {"SM100_MMA_F16BF16_SS<half_t,half_t,float,128,100,UMMA::Major::K,UMMA::Major::K>": "N-mode size",
           "SM100_MMA_F16BF16_SS<half_t,half_t,float,96,64,UMMA::Major::K,UMMA::Major::K>": "M-mode size",
           "SM100_MMA_F16BF16_TS<half_t,half_t,float,128,64,UMMA::Major::MN,UMMA::Major::K>": "can't be transposed",
           "SM100_MMA_TF32_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::K>": "32bit types",
           "SM100_MMA_S8_SS<int8_t,int8_t,float,128,64,UMMA::Major::K,UMMA::Major::K>": "int32_t",
           "SM100_MMA_F16BF16_SS<half_t,half_t,float,128,64>": "template arguments",
           "SM100_MMA_F16BF16_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::X>": "UMMA::Major"}
    for op, why in bad.items():
        with pytest.raises(CuteError, match=why):
            calc(f"MMA_Atom<{op}>{{}}")


SAMPLE_MMA = ["SM61_DP4A", "SM70_8x8x4_F16F16F16F16_TN", "SM75_16x8x8_F32F16F16F32_TN",
              "SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x256_S32U1U1S32_TN_XORPOPC", "SM89_16x8x32_F32E5M2E4M3F32_TN",
              "SM90_16x8x16_F64F64F64F64_TN", "SM90_64x256x16_F32BF16BF16_RS", "SM90_64x208x32_S32S8U8_SS_TN",
              "SM100_2x1x1_F32F32F32F32", "GMMA_64x8x32_F16F16F16_SS", "GMMA_64x256x64_S32S8U8_RS_TN",
              "SM120_16x8x32_TN<float_e4m3_t, float_e2m1_t, float>",
              "SM120_SPARSE_16x8x128_TN_VS<float_e2m1_t, float_e2m1_t, float, float_ue8m0_t, 64>"]
SAMPLE_COPY = ["SM75_U16x8_LDSM_T", "SM90_U32x2_STSM_N", "SM50_Shuffle_U32_2x2Trans_XOR1", "SM100_TMEM_LOAD_16dp64b8x",
               "SM100_UTCCP_4x32dp128bit_2cta", "SM100_STORE_256bit_CACHE_NOALLOCATION"]


@pytest.mark.cxx
def test_catalogue_sample_regenerates_with_gpp():
    """A sample of atoms compiled afresh against the headers gives the shipped catalogue entries."""
    from cutecalc.algebra.atoms import catalogue
    from cutecalc.interop.toolchain import reference_version
    from tools import gen_atoms as g

    cat = catalogue()
    assert cat["cutlass"] == reference_version()
    calls = [g.mma_call(g.mma_op_for(name, cat["mma"][name])) for name in SAMPLE_MMA]
    calls += [g.traits_call(op) for op in SAMPLE_COPY]
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as tmp:
        recs = g.split_records(g.run_program(calls, Path(tmp), "sample"))
    for name in SAMPLE_MMA:
        fresh = g.mma_entry(recs[("mma", g.mma_op_for(name, cat["mma"][name]))])
        shipped = {k: v for k, v in cat["mma"][name].items() if k in fresh}
        assert fresh == shipped, name
    for op in SAMPLE_COPY:
        assert g.traits_entry(recs[("traits", op)]) == cat["copy"][op]["bits"], op
