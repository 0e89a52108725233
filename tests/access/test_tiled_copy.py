"""bank_conflicts(smem_layout, tiled_copy) against the H100's counters.

Each scenario is a CuTe tiled copy (LDSM, STSM, UniversalCopy, AutoVectorizingCopy, DefaultCopy atoms) over a
sub-tile of one of the measured shared-memory tiles (tests/access/cases.py), paired with the measured case it
performs: the test first checks that the warp's instructions are that case's, lane for lane (the same
instruction, width, matrix count and byte addresses; for ldmatrix/stmatrix the lanes that give rows), then
that bank_conflicts(smem, copy) predicts the wavefronts the H100 counted for it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cutecalc.algebra.access import WARP, warp_instructions
from cutecalc.algebra.access_tiled import copy_access, tiled_copy_conflicts
from cutecalc.algebra.integers import value
from cutecalc.api import calc_value

from .cases import TILES, all_cases, tile_layout

CACHE = json.loads((Path(__file__).resolve().parent / "h100_measurements.json").read_text())["cases"]
CASES = {c.name: c for c in all_cases()}

_MMA = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})"
_LDSM_A = f"make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{{}}, {_MMA})"
_LDSM_B2 = f"make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, half_t>{{}}, {_MMA})"
_LDSM_B1 = ("make_tiled_copy_B(Copy_Atom<SM75_U32x1_LDSM_N, half_t>{}, "
            "make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN{}))")
_STSM_C = ("make_tiled_copy_C(Copy_Atom<SM90_U32x4_STSM_N, half_t>{}, "
           "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_1,_1>>{}, Tile<_16,_16,_16>{}))")


def _copy(atom: str, thr: str, val: str) -> str:
    return f"make_tiled_copy(Copy_Atom<{atom}, half_t>{{}}, {thr}, {val})"


_ROWS_8x4 = "Layout<Shape<_8,_4>>{}"                  # lane t: row t % 8, chunk t / 8
_CHUNKS_4x8 = "Layout<Shape<_8,_4>,Stride<_4,_1>>{}"  # lane t: chunk t % 4, row t / 4
_ROWS_4x8 = "Layout<Shape<_4,_8>>{}"
_ROWS_32 = "Layout<Shape<_32,_1>>{}"


def _sub(tile: str, rows: int, cols: int, col_stride: int = 64) -> str:
    """The (rows, cols) corner of a (64, 64) tile, as a layout of its own (what local_tile would hand a copy)."""
    return f"composition({tile}, Layout<Shape<_{rows},_{cols}>,Stride<_1,_{col_stride}>>{{}})"


def scenarios() -> list[tuple[str, str, bool, str]]:
    """(smem layout, tiled copy, store, the measured case it performs)."""
    out = []
    tiles = {label: tile_layout(bits, atom, sw) for label, bits, atom, sw in TILES if bits == 16}
    for label in ("16b_K_INTER", "16b_K_SW32", "16b_K_SW64", "16b_K_SW128", "16b_K_SW128_unswizzled"):
        t = tiles[label]
        out += [(_sub(t, 16, 16), _LDSM_A, False, f"ldsm_x4_{label}_A_16x16"),
                (_sub(t, 8, 16), _LDSM_B2, False, f"ldsm_x2_{label}_8rows_x_4chunks"),
                (_sub(t, 8, 8), _LDSM_B1, False, f"ldsm_x1_{label}_8rows_x_4chunks"),
                (_sub(t, 16, 16), _STSM_C, True, f"stsm_x4_{label}_A_16x16")]
    for label in ("16b_K_INTER", "16b_K_SW32", "16b_K_SW64", "16b_K_SW128"):
        t = tiles[label]
        for op, store in (("ld", False), ("st", True)):
            out += [(_sub(t, 8, 32), _copy("UniversalCopy<uint128_t>", _ROWS_8x4, "Layout<Shape<_1,_8>>{}"), store,
                     f"shared_{op}_{label}_128b_8rows_x_4chunks"),
                    (_sub(t, 8, 32), _copy("UniversalCopy<uint128_t>", _CHUNKS_4x8, "Layout<Shape<_1,_8>>{}"), store,
                     f"shared_{op}_{label}_128b_4chunks_x_8rows"),
                    (_sub(t, 4, 64), _copy("UniversalCopy<uint128_t>", _ROWS_4x8, "Layout<Shape<_1,_8>>{}"), store,
                     f"shared_{op}_{label}_128b_4rows_x_8chunks")]
        out += [(_sub(t, 8, 32), _copy("AutoVectorizingCopy", _ROWS_8x4, "Layout<Shape<_1,_8>>{}"), False,
                 f"shared_ld_{label}_128b_8rows_x_4chunks"),
                (_sub(t, 32, 8), _copy("UniversalCopy<uint128_t>", _ROWS_32, "Layout<Shape<_1,_8>>{}"), False,
                 f"shared_ld_{label}_128b_32rows_x_1chunks"),
                (_sub(t, 8, 16), _copy("UniversalCopy<uint64_t>", _ROWS_8x4, "Layout<Shape<_1,_4>>{}"), False,
                 f"shared_ld_{label}_64b_8rows_x_4chunks"),
                (_sub(t, 8, 8), _copy("UniversalCopy<uint32_t>", _ROWS_8x4, "Layout<Shape<_1,_2>>{}"), False,
                 f"shared_ld_{label}_32b_8rows_x_4chunks"),
                (_sub(t, 8, 4), _copy("UniversalCopy<uint16_t>", _ROWS_8x4, "Layout<Shape<_1,_1>>{}"), False,
                 f"shared_ld_{label}_16b_8rows_x_4chunks")]
    # several instructions per thread (the shared-split family)
    for label, key in (("SW128", "16b_K_SW128"), ("unswizzled", "16b_K_SW128_unswizzled")):
        t = tiles[key]
        out += [(_sub(t, 8, 64), _copy("UniversalCopy<uint128_t>", _ROWS_8x4, "Layout<Shape<_1,_16>>{}"), False,
                 f"shared_ld_16b_{label}_2x128b_8rows_x_4chunks"),
                (_sub(t, 8, 32), _copy("UniversalCopy<uint32_t>", _ROWS_8x4, "Layout<Shape<_1,_8>>{}"), False,
                 f"shared_ld_16b_{label}_4x32b_8rows_x_4chunks"),
                (_sub(t, 16, 8, 512), _copy("DefaultCopy", _ROWS_4x8, "Layout<Shape<_4,_1>>{}"), True,
                 f"shared_st_16b_{label}_4x16b_column_values")]
    return out


SCENARIOS = scenarios()


def _measured_instructions(case) -> list[tuple[int, tuple]]:
    tv = calc_value(case.tv, static_literals=True)
    vector = 128 // case.bits if case.op in ("ldsm", "stsm") else case.vector
    return [(i.width_bits, i.addresses) for i in warp_instructions(tv, case.bits, vector)]


@pytest.mark.parametrize("smem,copy,store,twin", SCENARIOS, ids=[s[3] for s in SCENARIOS])
def test_tiled_copy_performs_the_measured_case_and_predicts_its_count(smem, copy, store, twin):
    case = CASES[twin]
    smem_v, copy_v = calc_value(smem, static_literals=True), calc_value(copy, static_literals=True)
    acc = copy_access(smem_v, copy_v, store)
    assert (acc.op, acc.bits) == (case.op, case.bits)
    report = tiled_copy_conflicts(smem_v, copy_v, store)
    mine = [(si.instruction.width_bits, si.instruction.addresses) for si in report.instructions]
    theirs = _measured_instructions(case)
    if case.op in ("ldsm", "stsm"):      # the lanes that give rows; matrices as measured
        assert acc.matrices == case.matrices
        used = 8 * case.matrices
        mine = [(w, a[:used]) for w, a in mine]
        theirs = [(w, a[:used]) for w, a in theirs]
    assert mine == theirs, f"{twin}: the tiled copy's accesses are not the measured case's"
    key = f"shared_{'ld' if case.op in ('ld', 'ldsm') else 'st'}_wavefronts"
    assert report.wavefronts == CACHE[twin]["counters"][key]


def test_the_scenarios_cover_every_atom_kind():
    kinds = {c.split("<", 2)[1].split(",")[0] for _, c, _, _ in SCENARIOS}
    assert {"SM75_U32x4_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x1_LDSM_N", "SM90_U32x4_STSM_N",
            "UniversalCopy<uint128_t>" .split("<")[0], "AutoVectorizingCopy", "DefaultCopy"} <= kinds
    assert len(SCENARIOS) >= 60
    assert len({s[3] for s in SCENARIOS}) >= 50


def test_a_warp_of_a_larger_copy_and_a_thread_slice():
    """Warp w of a 128-thread copy is threads 32w..32w+31; a thread's slice asks for its warp."""
    from cutecalc.api import calc
    sw = "composition(Sw<3,3,3>, tile_to_shape((8,64):(64,1), (32,64)))"
    good = _copy("UniversalCopy<uint128_t>", "Layout<Shape<_16,_8>,Stride<_8,_1>>{}", "Layout<Shape<_1,_8>>{}")
    whole = calc(f"bank_conflicts({sw}, {good})", static_literals=True)
    warp2 = calc(f"bank_conflicts({sw}, get_thread_slice({good}, 70))", static_literals=True)
    assert warp2 == ("8 wavefronts (ideal 8, conflict-free): 2 128-bit ld.shared instructions of warp 2, "
                     "16-bit elements\n  instruction 0: 4 wavefronts (ideal 4)\n"
                     "  instruction 1: 4 wavefronts (ideal 4)")
    assert whole == ("32 wavefronts (ideal 32, conflict-free): 4 warps, 2 128-bit ld.shared instructions each, "
                     "16-bit elements\n  warps 0-3: 8 wavefronts each (ideal 8)\n"
                     "    instruction 0: 4 wavefronts (ideal 4)\n    instruction 1: 4 wavefronts (ideal 4)")
    acc = copy_access(calc_value(sw, static_literals=True), calc_value(good, static_literals=True), warp=2)
    assert len(acc.offsets) == WARP and acc.offsets[0][0] == value(calc_value(f"{sw}(8, 0)", static_literals=True))
    # four threads to a 128-byte row of the swizzled tile: rows 2i and 2i+1 share banks, 2 ways
    bad = _copy("UniversalCopy<uint128_t>", "Layout<Shape<_32,_4>,Stride<_4,_1>>{}", "Layout<Shape<_1,_8>>{}")
    assert calc(f"bank_conflicts({sw}, {bad})", static_literals=True).startswith("64 wavefronts (ideal 32, 2x)")


@pytest.mark.parametrize("src,message", [
    ("bank_conflicts_store((16,16):(1,16), make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, "
     "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{})))", "ldmatrix, a load"),
    ("bank_conflicts((32,32):(1,32), make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, "
     "Layout<Shape<_4,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{}))", "cp.async"),
    ("bank_conflicts((32,32):(1,32), make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, "
     "Layout<Shape<_4,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{}), 32)", "16-bit half_t"),
    ("bank_conflicts((32,1024):(1,32), make_tiled_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b8x, float>{}, "
     "Layout<Shape<_32,_1>>{}, Layout<Shape<_1,_256>>{}))", "tensor memory"),
    ("bank_conflicts((32,2):(2,1), make_tiled_copy(Copy_Atom<SM50_Shuffle_U32_2x2Trans_XOR1, float>{}, "
     "Layout<Shape<_32,_1>>{}, Layout<Shape<_1,_2>>{}))", "shuffles"),
])
def test_refusals_are_one_line(src, message):
    from cutecalc.api import calc
    from cutecalc.errors import CuteError
    with pytest.raises(CuteError, match=message):
        calc(src, static_literals=True)


# The same tiles as CuTe names them: the GMMA atoms (swizzle on bytes, smem_ptr[16b](unset)) tiled to the tile.
_NAMED = {label: f"tile_to_shape(GMMA::Layout_K_{label[len('16b_K_'):]}_Atom<half_t>{{}}, make_shape(_64{{}},_64{{}}))"
          for label in ("16b_K_INTER", "16b_K_SW32", "16b_K_SW64", "16b_K_SW128")}
_TILES = {label: tile_layout(bits, atom, sw) for label, bits, atom, sw in TILES if label in _NAMED}
NAMED_SCENARIOS = [(smem.replace(_TILES[label], named), copy, store, twin)
                   for smem, copy, store, twin in SCENARIOS for label, named in _NAMED.items() if _TILES[label] in smem]


@pytest.mark.parametrize("smem,copy,store,twin", NAMED_SCENARIOS, ids=[s[3] for s in NAMED_SCENARIOS])
def test_a_gmma_atom_named_as_cute_names_it_predicts_the_measured_count(smem, copy, store, twin):
    """LDSM/STSM and vector copies over Layout_K_*_Atom<half_t> tiles read the atom in its elements (the byte
    swizzle Sw<B,4,3> is Sw<B,3,3> on half_t), so they give the H100's counts (the byte swizzle read as an element
    swizzle gave 2x for LDSM x4 over SW64)."""
    smem_v, copy_v = calc_value(smem, static_literals=True), calc_value(copy, static_literals=True)
    report = tiled_copy_conflicts(smem_v, copy_v, store)
    key = f"shared_{'ld' if not store else 'st'}_wavefronts"
    assert report.wavefronts == CACHE[twin]["counters"][key]


def test_the_named_scenarios_cover_every_gmma_k_atom():
    assert len(NAMED_SCENARIOS) >= 40
    covered = {label for label, named in _NAMED.items() if any(named in s for s, _, _, _ in NAMED_SCENARIOS)}
    assert covered == set(_NAMED)
