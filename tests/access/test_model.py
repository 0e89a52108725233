"""The access model on small cases worked out by hand, and its surface in the language."""

from __future__ import annotations

import json

import pytest

from cutecalc.algebra.access import (
    bank_conflicts,
    coalescing,
    matrix_conflicts,
    swizzle_advice,
    warp_instructions,
)
from cutecalc.api import calc, calc_value
from cutecalc.errors import CuteError


def tv(src: str):
    return calc_value(src, static_literals=True)


# -- splitting into instructions ----------------------------------------------------------------------

def test_values_split_into_the_widest_aligned_vectors():
    # 16 contiguous 16-bit values per thread: two 128-bit instructions
    ins = warp_instructions(tv("(32,16):(16,1)"), 16)
    assert [i.width_bits for i in ins] == [128, 128]
    assert ins[0].addresses[:2] == (0, 32) and ins[1].addresses[:2] == (16, 48)
    # a thread's values 2 apart: one 16-bit instruction per value
    assert [i.width_bits for i in warp_instructions(tv("(32,4):(8,2)"), 16)] == [16] * 4
    # contiguous but only 4-byte aligned: 32-bit vectors
    assert [i.width_bits for i in warp_instructions(tv("(32,4):(6,1)"), 16)] == [32, 32]


def test_fewer_threads_leave_lanes_idle():
    ins = warp_instructions(tv("16:1"), 32)
    assert ins[0].addresses[16:] == (None,) * 16


# -- shared memory ------------------------------------------------------------------------------------

def test_the_issue_example_costs_32_wavefronts_and_the_swizzle_4():
    # 128-bit loads of 16-byte row chunks of an unswizzled (8,64) 16-bit tile, lane t -> row t%8
    r = bank_conflicts(tv("composition((8,64):(64,1), ((8,4),8):((1,64),8))"), 16)
    assert (r.wavefronts, r.ideal) == (32, 4)
    phase = r.instructions[0].phases[0]
    assert phase.lanes == tuple(range(8))
    assert [c.bank for c in phase.collisions] == [0, 1, 2, 3]
    assert phase.collisions[0].lanes == tuple((t,) for t in range(8))
    r = bank_conflicts(tv("composition(composition(Sw<3,3,3>, (8,64):(64,1)), ((8,4),8):((1,64),8))"), 16)
    assert (r.wavefronts, r.ideal) == (4, 4)


@pytest.mark.parametrize("stride, wavefronts", [(1, 1), (2, 2), (3, 1), (32, 32), (0, 1)])
def test_32_bit_strides(stride, wavefronts):
    # 32 words; bank = word % 32, so stride s puts gcd(s,32) words... in each bank used
    assert bank_conflicts(tv(f"32:{stride}"), 32).wavefronts == wavefronts


def test_sub_word_accesses_share_their_word():
    assert bank_conflicts(tv("32:1"), 8).wavefronts == 1        # 32 bytes: 8 words
    assert bank_conflicts(tv("32:32"), 8).wavefronts == 8       # bytes 32 apart: 8 words in bank 0..7


def test_loads_merge_phases_of_lane_pairs_on_one_address_and_stores_never_do():
    pairs = tv("((2,16),2):((0,2),1)")                  # 64-bit, lanes 2i and 2i+1 on one address
    assert bank_conflicts(pairs, 32, "ld").wavefronts == 1
    assert bank_conflicts(pairs, 32, "st").wavefronts == 2
    halves = tv("((16,2),2):((2,0),1)")                 # lanes t and t+16 on one address: no merge
    assert bank_conflicts(halves, 32, "ld").wavefronts == 2
    broadcast = tv("(32,4):(0,1)")                      # 128-bit, one address: two half-warps
    assert bank_conflicts(broadcast, 32, "ld").wavefronts == 2
    assert bank_conflicts(broadcast, 32, "st").wavefronts == 4


def test_loads_merge_on_t_xor_2_partners_judged_over_the_whole_warp():
    # (measured: merge-packed_0006, _0053, _0070 of tests/access/h100_campaign.json)
    xor2 = tv("((2,2,8),2):((2,0,4),1)")                # 64-bit: lane t reads lane t^2's address
    assert bank_conflicts(xor2, 32, "ld").wavefronts == 1
    assert bank_conflicts(xor2, 32, "st").wavefronts == 2
    partner3 = [min(t, t ^ 3) for t in range(32)]       # lanes t and t^3 share: no merge
    from cutecalc.algebra.access import WarpInstruction, shared_instruction
    packed = {r: 8 * i for i, r in enumerate(sorted(set(partner3)))}
    assert shared_instruction(WarpInstruction(64, tuple(packed[r] for r in partner3))).wavefronts == 2
    # 128-bit: t^1 in half-warp 0 only; the other half distinct -> nothing merges
    half0 = [t & ~1 if t < 16 else t for t in range(32)]
    packed = {r: 16 * i for i, r in enumerate(sorted(set(half0)))}
    assert shared_instruction(WarpInstruction(128, tuple(packed[r] for r in half0))).wavefronts == 4


def test_swizzle_apply_all_is_the_swizzle():
    from cutecalc.algebra.swizzle import Swizzle
    xs = list(range(0, 1 << 14, 7))
    for sw in (Swizzle(3, 3, 3), Swizzle(2, 4, 5), Swizzle(1, 0, 1), Swizzle(2, 5, -3)):
        assert sw.apply_all(xs) == [sw(x) for x in xs]


def test_ldmatrix_costs_a_phase_per_matrix():
    rows = tv("composition((64,64):(64,1), ((16,2),8):((1,512),64))")
    assert [matrix_conflicts(rows, x).wavefronts for x in (1, 2, 4)] == [8, 16, 32]
    assert matrix_conflicts(tv("(32,8):(72,1)"), 4, "stsm").wavefronts == 4


def test_swizzle_advice_names_the_gmma_swizzle():
    adv = swizzle_advice(tv("(8,64):(64,1)"), tv("((8,4),8):((1,64),8)"), 16)
    assert adv.before.wavefronts == 32
    assert [(o.swizzle.cute_str(), o.gmma_name, o.report.wavefronts) for o in adv.options] == \
        [("Sw<3,3,3>", "SW128", 4)]
    # a column of a 32x32 float tile: five bits of the row into the bank
    adv = swizzle_advice(tv("(32,32):(32,1)"), tv("32:1"), 32)
    assert adv.options[0].swizzle.cute_str() == "Sw<5,0,5>"


def test_swizzle_advice_finds_a_swizzle_that_grows_the_layout():
    """Issue 18: (32,16):(32,1) read row by row; Sw<2,3,3> is conflict-free (it moves offsets up to 1023,
    past the layout's cosize 1008, and says so)."""
    adv = swizzle_advice(tv("(32,16):(32,1)"), tv("(32,8):(1,32)"), 16)
    assert (adv.before.wavefronts, adv.before.ideal) == (16, 4)
    assert [(o.swizzle.cute_str(), o.cosize) for o in adv.options][:1] == [("Sw<2,3,3>", 1024)]
    assert "Sw<2,3,3>: 4 wavefronts  (GMMA/TMA SW64 on 16-bit elements)  (cosize grows to 1024)" in \
        calc("swizzle_advice((32,16):(32,1), (32,8):(1,32), 16)")


def test_every_option_is_conflict_free_when_composed():
    """Each swizzle the advisor lists, composed with the layout as CuTe composes it, is conflict-free for the
    same access (bank_conflicts of composition(Sw, layout), another path through the algebra)."""
    cases = [("(8,64):(64,1)", "((8,4),8):((1,64),8)", 16), ("(32,16):(32,1)", "(32,8):(1,32)", 16),
             ("(64,32):(32,1)", "((8,4,2),4):((1,256,8),64)", 32), ("(64,64):(64,1)", "(64,8):(1,64)", 16)]
    for layout, access, bits in cases:
        adv = swizzle_advice(tv(layout), tv(access), bits)
        assert adv.options, layout
        for o in adv.options:
            r = bank_conflicts(tv(access), bits, layout=tv(f"composition({o.swizzle.cute_str()}, {layout})"))
            assert r.wavefronts == r.ideal == o.report.wavefronts, (layout, o.swizzle.cute_str())


def test_swizzle_advice_over_several_warps_and_never_the_swizzle_in_use():
    adv = swizzle_advice(tv("(64,64):(64,1)"), tv("(64,8):(1,64)"), 16)     # 64 threads: two warps
    assert len(adv.before.warps()) == 2
    assert adv.before.wavefronts > adv.before.ideal and adv.options
    used = adv.options[0].swizzle.cute_str()
    again = swizzle_advice(tv(f"composition({used}, (64,64):(64,1))"), tv("(64,8):(1,64)"), 16)
    assert again.before.wavefronts == again.before.ideal
    assert used not in [o.swizzle.cute_str() for o in again.options]


# -- global memory ------------------------------------------------------------------------------------

def test_sectors_requests_and_bytes():
    c = coalescing(tv("(32,4):(4,1)"), 32)                  # 128-bit, contiguous: 512 bytes
    assert (c.sectors, c.ideal, c.requests, c.bytes_used, c.bytes_moved) == (16, 16, 1, 512, 512)
    c = coalescing(tv("32:1"), 32, base=16)                  # 128 bytes from 16 past a sector: 5 sectors
    assert (c.sectors, c.ideal) == (5, 4)
    c = coalescing(tv("32:0"), 32)                           # one word: one sector
    assert (c.sectors, c.bytes_used) == (1, 4)
    c = coalescing(tv("(32,8):(1,32)"), 32)                  # one 32-bit value per instruction, 8 of them
    assert (c.requests, c.sectors) == (8, 32)


# -- the language ---------------------------------------------------------------------------------------

def test_the_printed_value_starts_with_the_count():
    out = calc("bank_conflicts((8,64):(64,1), ((8,4),8):((1,64),8), 16)")
    assert out.splitlines()[0].startswith("32 wavefronts (ideal 4, 8x)")
    assert "banks 0-3: 8 words, lanes 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7" in out
    assert calc("coalescing(32:2, 32)").startswith("8 sectors (ideal 4, 2x)")
    assert calc("swizzle_advice((8,64):(64,1), ((8,4),8):((1,64),8), 16, 4)").splitlines()[1].startswith(
        "  Sw<3,3,3>")


def test_json_carries_the_numbers():
    from tests.cli.test_cli import run
    proc = run("--json", "bank_conflicts(32:2, 32)")
    assert proc.returncode == 0, proc.stderr
    rec = json.loads(proc.stdout.splitlines()[0])
    assert rec["data"]["wavefronts"] == 2 and rec["data"]["ideal"] == 1
    assert rec["data"]["instructions"][0]["phases"][0]["collisions"][0] == {"bank": 0, "words": [0, 128],
                                                                           "lanes": [[0], [16]]}


@pytest.mark.parametrize("src", [
    "bank_conflicts(32:1, 12)",                    # not an element width
    "bank_conflicts(2048:1, 32)",                  # more than a CTA
    "ldmatrix_conflicts((36,8):(8,1), 2)",         # warp 1 has 4 lanes, not the 16 that give rows
    "bank_conflicts(32:1, 4)",                     # one 4-bit value per thread: not a whole byte
    "bank_conflicts(32:-1, 32)",                   # negative offsets
    "bank_conflicts(make_identity_layout((32,2)), 32)",
    "bank_conflicts(32:1, (2,3))",
    "ldmatrix_conflicts(32:8, 3)",
    "ldmatrix_conflicts(4:8, 4)",
    "coalescing(32:1)",
    "swizzle_advice(32:1, 32:1, 32, 5)",
    "bank_conflicts((32,100000):(1,32), 8)",
])
def test_bad_input_is_a_clear_error(src):
    with pytest.raises(CuteError):
        calc(src)


def test_the_table_shows_the_accessed_cells_by_lane_and_bank():
    from cutecalc.render.bank_grid import bank_grid
    v = calc_value("bank_conflicts((8,64):(64,1), ((8,4),8):((1,64),8), 16)")
    g = bank_grid(v)
    assert (g.rows.extent, g.cols.extent) == (8, 64)
    assert g.cell(0, 0).text == "0:0" and g.cell(1, 0).text == "1:0"     # rows 128 bytes apart: bank 0
    assert g.cell(0, 8).text == "8:4" and g.cell(0, 8).key == 4          # lane 8: chunk 1, bytes 16..31
    assert len(g.cells) == 256
    # without a tile: lanes by values
    g = bank_grid(calc_value("bank_conflicts(32:2, 32)"))
    assert (g.rows.extent, g.cols.extent) == (32, 1) and g.cell(16, 0).text == "16:0"
    # a broadcast names the first lane and marks the others
    assert bank_grid(calc_value("bank_conflicts((8,8):(8,1), (8,4):(1,0), 32)")).cell(7, 0).text == "7:24+"


def test_svg_export_draws_the_bank_table(tmp_path):
    from tests.cli.test_cli import run
    out = tmp_path / "b.svg"
    proc = run("--format", "svg", "-o", str(out), "bank_conflicts((8,64):(64,1), ((8,4),8):((1,64),8), 16)")
    assert proc.returncode == 0, proc.stderr
    text = out.read_text()
    assert "wavefronts&#160;(ideal" in text and "7:0" in text


def test_explain_and_the_advisor_on_a_conflict_free_access():
    from tests.cli.test_cli import run
    proc = run("--explain", "bank_conflicts((8,8):(8,1), (32,1):(8,0), 32)")
    assert proc.returncode == 0, proc.stderr
    assert calc("swizzle_advice(composition(Sw<3,3,3>, (8,64):(64,1)), ((8,4),8):((1,64),8), 16)").splitlines() == [
        "4 wavefronts (ideal 4, conflict-free) as laid out with Sw<3,3,3>", "  the swizzle in use, Sw<3,3,3>, "
        "reaches the ideal"]
    assert calc("swizzle_advice((32,32):(1,32), (32,1):(1,0), 32)").splitlines() == [
        "1 wavefront (ideal 1, conflict-free) as laid out", "  no swizzle needed"]


def test_the_advisor_reads_a_gmma_atom_in_its_elements_and_never_recommends_its_swizzle():
    # Layout_K_SW128_Atom<half_t> is Sw<3,4,3> on bytes: Sw<3,3,3> on half_t elements, which is in use already
    atom = "GMMA::Layout_K_SW128_Atom<half_t>{}"
    tv = "((8,4),8):((1,64),8)"
    assert calc(f"swizzle_advice({atom}, {tv}, 16)").splitlines() == [
        "4 wavefronts (ideal 4, conflict-free) as laid out with Sw<3,3,3>", "  the swizzle in use, Sw<3,3,3>, "
        "reaches the ideal"]
    assert calc(f"bank_conflicts({atom}, {tv}, 16)") == calc(f"bank_conflicts(Sw<3,3,3> o _0 o (_8,_64):(_64,_1), "
                                                           f"{tv}, 16)")
    # a swizzle in use that does not reach the ideal is never among the options
    weak = "composition(Sw<1,3,3>, (8,64):(64,1))"
    lines = calc(f"swizzle_advice({weak}, {tv}, 16)").splitlines()
    assert lines[0].endswith("as laid out with Sw<1,3,3>") and not lines[0].startswith("4 wavefronts")
    assert not any(line.startswith("  Sw<1,3,3>:") for line in lines[1:])
    assert "  Sw<3,3,3>: 4 wavefronts  (GMMA/TMA SW128 on 16-bit elements)" in lines


def test_repeated_collisions_are_named_once():
    out = calc("bank_conflicts((32,2):(32,2048), 32)").splitlines()
    assert out[0].startswith("64 wavefronts (ideal 2, 32x): 2 32-bit ld.shared instructions")
    assert out[-1] == "  instruction 1: 32 wavefronts (ideal 1), lanes colliding as in instruction 0"
