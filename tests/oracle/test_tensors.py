"""Tensors with pointers and their thread partitions print as CuTe C++ prints them (issue 18).

CuTe's answers come from the one answer cache (a missing one fails the test, naming `python -m
tests.oracle.refresh`).  A case C++ refuses to compile is one cutecalc must refuse too.  What CuTe prints only
because device code runs on the host (a GMMA descriptor's smem address) is not the value's
(toolchain.HOST_ONLY_LINES).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from .cute_oracle import Verdict, disagreements
from .cute_oracle import verdicts as oracle_verdicts
from .tensor_cases import all_cases, answers


@pytest.fixture(scope="module")
def verdicts() -> list[Verdict]:
    return oracle_verdicts(all_cases(), "tensor cases")


def test_enough_cases():
    groups = Counter(c.group for c in all_cases())
    assert groups["copy_partition"] >= 200 and groups["mma_partition"] >= 50 and groups["retile"] >= 50
    assert groups["gmma_fragment"] >= 50 and groups["smem_tensor"] >= 80 and groups["pointer"] >= 10
    assert groups["gmma_descriptor"] >= 150 and groups["gmma_types"] >= 140 and groups["rs_partition"] >= 48
    assert groups["gmma_canonical"] >= 16
    assert groups["umma_partition"] >= 80 and groups["umma_fragment"] >= 150 and groups["umma_tmem"] >= 100
    assert groups["umma_canonical"] >= 8 and groups["view_types"] >= 70 and groups["tmem_copy"] >= 160


@pytest.mark.parametrize("group", sorted({c.group for c in all_cases()}))
def test_group_agrees_with_cute(verdicts, group):
    bad = disagreements(verdicts, group, 8)
    assert not bad, bad


def test_most_cases_are_answers_not_refusals(verdicts):
    """The cases exercise what C++ computes: few of them are (agreed) refusals."""
    refused = [c for c, m, a in verdicts if a is None]
    assert len(refused) <= len(verdicts) // 20, [c.source for c in refused[:5]]


def test_the_issue_example_is_an_ldsm_partition_of_a_swizzled_smem_tensor():
    """The issue's example: C++ prints an LDSM partition of a swizzled smem tensor with strides that only the
    swizzled-pointer arithmetic explains, dynamic ones among them (the thread index is known at run time).  The
    expected text is CuTe C++'s (examples/sgemm_sm80_setup.expected, the `tXsA :` line)."""
    from cutecalc.api import calc
    src = ("sA = make_tensor(make_smem_ptr((half_t*)nullptr), tile_to_shape(composition(Swizzle<3,3,3>{}, "
           "Layout<Shape<_8,Shape<_8,_8>>,Stride<_8,Stride<_1,_64>>>{}), make_shape(_128{},_64{},_3{})));"
           "mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{});"
           "s2r = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);"
           "s2r.get_slice(5).partition_S(sA)")
    assert calc(src) == "smem_ptr[16b](0x50) o ((_8,_1),_4,(_2,_2),(_1,_3)):((_1,_0),_2048,(144,224),(_0,_8192))"
    expected = (Path(__file__).resolve().parents[2] / "examples" / "sgemm_sm80_setup.expected").read_text()
    assert "tXsA : smem_ptr[16b](0x50) o ((_8,_1),_4,(_2,_2),(_1,_3)):((_1,_0),_2048,(144,224),(_0,_8192))" \
        in expected


def test_the_issue_text_is_one_stage_of_an_ldsm_partition_of_cutlass_sm80_smem():
    """The issue's own text, `((_8,_1),_4,_2):((_1,_0),_1024,16)` with a dynamic 16 (and -16 for other threads),
    is one stage of the LDSM partition of CUTLASS's SM80 16-bit K-major smem (Sw<2,3,3> o (8,32):(32,1) tiled to
    128x32x3): the oracle's answer (C++) and cutecalc's, for thread 0 and thread 5."""
    from cutecalc.api import calc
    s = ("make_tensor(make_smem_ptr((half_t*)nullptr), tile_to_shape(composition(Swizzle<2,3,3>{}, "
         "Layout<Shape<_8,_32>,Stride<_32,_1>>{}), make_shape(_128{},_32{},_3{})))")
    copy = ("make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, "
            "Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{}))")
    cache = answers()
    for thr, want in (("0", "smem_ptr[16b](0x2000) o ((_8,_1),_4,_2):((_1,_0),_1024,16)"),
                      ("5", "smem_ptr[16b](0x2160) o ((_8,_1),_4,_2):((_1,_0),_1024,-16)")):
        part = f"{copy}.get_thread_slice({thr}).partition_S({s})"
        assert cache.get(f"{part}(_,_,_,1)")["output"] == want
        assert calc(f"{part}(_,_,_,1)") == want


def test_a_descriptor_fragment_of_the_wrong_element_type_is_refused_in_cutes_words():
    """make_fragment_A/B of an SS GMMA/UMMA: where C++'s static_assert refuses the smem tensor's element type (8-bit
    storage passes only for an 8-, 6- or 4-bit ValType), cutecalc refuses with the same text; where C++ accepts
    it (uint8_t storage of float_e4m3_t, e5m2 for e4m3), it answers."""
    from cutecalc.api import calc
    from cutecalc.errors import CuteError

    from .tensor_cases import view_type_cases
    cache = answers()
    refused = accepted = 0
    for case in view_type_cases():
        cpp = cache.get(case.cpp)
        if "message" in cpp:
            with pytest.raises(CuteError) as err:
                calc(case.source)
            assert cpp["message"].removeprefix("static assertion failed: ") in str(err.value), case.source
            refused += 1
        else:
            assert calc(case.source) in cpp["output"], case.source
            accepted += 1
    assert refused >= 40 and accepted >= 25
