"""The accesses of tiled copies and tiled MMA operands, warp by warp, are CuTe C++'s partitions
(tests/access/cxx_partitions.json), and the analyses over them count each warp and the total."""

from __future__ import annotations

import json
import re

import pytest

from cutecalc.algebra.access import WARP, bank_conflicts
from cutecalc.algebra.access_tiled import copy_access, mma_access
from cutecalc.api import calc, calc_value

from . import cxx_partitions

FIXTURE = json.loads(cxx_partitions.PATH.read_text())["cases"]
BITS = {"half_t": 16, "float": 32, "tfloat32_t": 32, "int8_t": 8}


def _access(case: dict):
    memory = calc_value(case["memory"], static_literals=True)
    obj = calc_value(case["object"], static_literals=True)
    part, warp = case["part"], case["warp"]
    if part in "ABC":
        return mma_access(memory, obj, part, BITS[case["type"]], part == "C", warp)
    return copy_access(memory, obj, part == "D", warp)


@pytest.mark.parametrize("case", FIXTURE, ids=[f"{c['part']}{c['warp']}-{i}" for i, c in enumerate(FIXTURE)])
def test_each_lanes_values_are_where_cute_cxx_puts_them(case):
    acc = _access(case)
    nbytes = BITS[case["type"]] // 8
    assert acc.first_warp == case["warp"]
    assert [[x * nbytes for x in row] for row in acc.offsets] == case["addresses"]


@pytest.mark.cxx
def test_the_fixture_is_what_cute_cxx_prints():
    picked = [0, 13]     # an MMA operand and an LDSM copy
    got = cxx_partitions.addresses([cxx_partitions.SPECS[i] for i in picked])
    assert got == [FIXTURE[i]["addresses"] for i in picked]


def test_every_warp_and_the_total():
    """bank_conflicts(smem, tiled_mma, operand): the total is the sum of the warps, and each warp is what a
    thread's slice of it reports."""
    smem, mma = cxx_partitions._K, cxx_partitions._MMA16
    whole = calc_value(f"bank_conflicts({smem}, {mma}, 0)", static_literals=True)
    warps = whole.data["warps"]
    assert [w["warp"] for w in warps] == [0, 1, 2, 3]
    assert whole.data["wavefronts"] == sum(w["wavefronts"] for w in warps)
    for w in warps:
        one = calc_value(f"bank_conflicts({smem}, get_thread_slice({mma}, {32 * w['warp'] + 5}), 0)",
                         static_literals=True)
        assert one.data["warp"] == w["warp"]
        assert one.data["instructions"] == w["instructions"]


def test_an_mma_operand_of_a_row_major_tile_is_four_way_conflicted():
    """SM80's m16n8k16 A fragment, 2x2 warps, from a K-major (64,32) half tile: each thread holds 2 x 2 tiles of
    8 values, 16 32-bit pairs; a load's lane t reads row t/4, column 2(t%4): word 16(t/4) + t%4, so the rows
    64 bytes apart share banks four by four (rows 0,2,4,6 and 1,3,5,7): 4 wavefronts where 1 would do."""
    out = calc(f"bank_conflicts({cxx_partitions._K}, {cxx_partitions._MMA16}, 0)", static_literals=True)
    assert out.splitlines()[0] == ("256 wavefronts (ideal 64, 4x): 4 warps, 16 32-bit ld.shared instructions each, "
                                   "16-bit elements")
    # the swizzle the advisor finds removes them
    adv = calc(f"swizzle_advice({cxx_partitions._K}, {cxx_partitions._MMA16}, 0)", static_literals=True)
    assert adv.splitlines()[0] == "256 wavefronts (ideal 64, 4x) as laid out over 4 warps"
    first = adv.splitlines()[1].split(":")[0].strip()
    fixed = calc(f"bank_conflicts(composition({first}, {cxx_partitions._K}), {cxx_partitions._MMA16}, 0)",
                 static_literals=True)
    assert fixed.startswith("64 wavefronts (ideal 64, conflict-free)")


def test_a_tv_layout_wider_than_a_warp_is_its_warps():
    tv = calc_value("(96,4):(4,1)", static_literals=True)
    rep = bank_conflicts(tv, 32)
    assert [len(w.instructions) for w in rep.warps()] == [1, 1, 1]
    assert [w.instructions[0].instruction.warp for w in rep.warps()] == [0, 1, 2]
    # warp 1's lanes are threads 32..63: 128-bit loads at 16 * t bytes
    assert rep.warps()[1].instructions[0].instruction.addresses == tuple(16 * t for t in range(WARP, 2 * WARP))
    assert (rep.wavefronts, rep.ideal) == (12, 12)


@pytest.mark.parametrize("src,message", [
    (f"ldmatrix_conflicts({cxx_partitions._K}, {cxx_partitions._MMA16}, 0)", "copied by ld/st"),
    (f"bank_conflicts({cxx_partitions._K}, {cxx_partitions._MMA16}, 3)", "operand is 0 (A), 1 (B) or 2 (C)"),
    (f"bank_conflicts({cxx_partitions._K}, {cxx_partitions._MMA16})", "operand is 0 (A), 1 (B) or 2 (C)"),
    (f"ldmatrix_conflicts({cxx_partitions._K}, {cxx_partitions._UC128})", "is not ldmatrix"),
    (f"coalescing({cxx_partitions._K_SW}, {cxx_partitions._LDSM_A})", "moves shared memory, not global"),
    ("bank_conflicts(Layout<Shape<_64,_32>>{}, make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,"
     "GMMA::Major::K>{}), 0)", "not through ld.shared"),
    ("bank_conflicts((4096,4096):(4096,1), make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, "
     "Layout<Shape<_32,_4>,Stride<_4,_1>>{}, Layout<Shape<_1,_8>>{}))", "at most 1048576 (2^20)"),
])
def test_refusals_are_one_line(src, message):
    from cutecalc.errors import CuteError
    with pytest.raises(CuteError, match=re.escape(message)):
        calc(src, static_literals=True)
