"""The Grid model every picture reads: cells, axes, elision, identity layouts, thread/value owners.

Expected values are computed here from shapes and strides by hand (L(m,n) = sum of coordinate * stride),
never with the algebra's own crd2idx / idx2crd.
"""

from __future__ import annotations

import time

import pytest

from cutecalc.api import calc_value
from cutecalc.errors import CuteDomainError
from cutecalc.render.cute_text import value_text
from cutecalc.render.grid import Grid, layout_grid, make_axis, tv_grid


def values(grid: Grid) -> dict[tuple[int, int], object]:
    return {k: c.value for k, c in grid.cells.items()}


def test_rank2_rows_are_mode0_columns_mode1():
    g = layout_grid(calc_value("(2,3):(3,1)"))
    assert (g.rows.extent, g.cols.extent) == (2, 3)
    assert g.rows.shown == (0, 1) and g.cols.shown == (0, 1, 2)
    assert values(g) == {(m, n): 3 * m + n for m in range(2) for n in range(3)}
    assert {k: c.text for k, c in g.cells.items()} == {(m, n): str(3 * m + n) for m in range(2) for n in range(3)}
    assert g.kind == "offset" and g.caption is None and g.row_mode and g.elision is None
    assert g.title == "(2,3):(3,1)"


def test_rank1_is_one_row_or_a_column():
    row = layout_grid(calc_value("8:2"))
    assert (row.rows.extent, row.cols.extent) == (1, 8) and not row.row_mode
    assert values(row) == {(0, j): 2 * j for j in range(8)}
    col = layout_grid(calc_value("8:2"), rank1_as_row=False)
    assert (col.rows.extent, col.cols.extent) == (8, 1) and col.row_mode
    assert values(col) == {(i, 0): 2 * i for i in range(8)}


def test_rank3_is_mode0_against_the_rest_flattened():
    g = layout_grid(calc_value("(2,3,4):(1,2,6)"))
    assert (g.rows.extent, g.cols.extent) == (2, 12)
    assert "rank 3" in g.caption and "flattened" in g.caption
    # column j is the colexicographic coordinate (j % 3, j // 3) of modes 1 and 2
    assert values(g) == {(m, j): m * 1 + (j % 3) * 2 + (j // 3) * 6 for m in range(2) for j in range(12)}
    assert g.cols.coord(7) == (1, 2)


def test_rank3_with_hierarchical_modes():
    g = layout_grid(calc_value("(2,(2,3),4):(1,(2,4),12)"))
    assert g.cols.extent == 24 and g.cols.leaves == (2, 3, 4)
    want = {(m, j): m + (j % 2) * 2 + ((j // 2) % 3) * 4 + (j // 6) * 12 for m in range(2) for j in range(24)}
    assert values(g) == want
    assert g.cols.coord(11) == ((1, 2), 1)


def test_hierarchical_modes_coordinates_and_sub_tiles():
    g = layout_grid(calc_value("((2,2),(2,3)):((1,4),(2,8))"))
    assert (g.rows.extent, g.cols.extent) == (4, 6)
    want = {(i, j): (i % 2) * 1 + (i // 2) * 4 + (j % 2) * 2 + (j // 2) * 8 for i in range(4) for j in range(6)}
    assert values(g) == want
    assert [g.rows.coord(i) for i in range(4)] == [(0, 0), (1, 0), (0, 1), (1, 1)]
    assert [g.cols.coord(j) for j in range(6)] == [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]
    assert g.rows.hierarchical and g.cols.tiles == (2, 3)
    assert [g.cols.boundary(j) for j in range(6)] == [0, 0, 1, 0, 1, 0]   # a rule before columns 2 and 4
    assert [g.rows.boundary(i) for i in range(4)] == [0, 0, 1, 0]
    assert [g.cols.block(j) for j in range(6)] == [0, 0, 1, 1, 2, 2]


def test_deeper_sub_tiles_and_size_one_leaves():
    a = make_axis((2, 2, 3))
    assert [a.boundary(i) for i in range(12)] == [0, 0, 1, 0, 2, 0, 1, 0, 2, 0, 1, 0]
    b = make_axis((2, 1, 3))                    # a size-1 leaf splits nothing
    assert b.tiles == (2, 3) and [b.boundary(i) for i in range(6)] == [0, 0, 1, 0, 1, 0]
    c = make_axis((1, 4))
    assert c.hierarchical and c.tiles == (4,) and [c.boundary(i) for i in range(4)] == [0, 0, 0, 0]
    assert [c.coord(i) for i in range(4)] == [(0, 0), (0, 1), (0, 2), (0, 3)]


def test_stride_zero_repeats_offsets():
    g = layout_grid(calc_value("(4,3):(0,1)"))
    assert values(g) == {(m, n): n for m in range(4) for n in range(3)}
    assert {c.key for c in g.cells.values()} == {0, 1, 2}


def test_elision_keeps_the_first_and_last_indices():
    g = layout_grid(calc_value("(100,50):(1,100)"), max_rows=6, max_cols=5)
    assert g.rows.shown == (0, 1, 2, None, 97, 98, 99)
    assert g.cols.shown == (0, 1, 2, None, 48, 49)
    assert (g.rows.elided, g.cols.elided) == (94, 45)
    assert g.elision == "… elides 94 of 100 rows and 45 of 50 columns"
    rows, cols = (0, 1, 2, 97, 98, 99), (0, 1, 2, 48, 49)
    assert values(g) == {(m, n): m + 100 * n for m in rows for n in cols}   # only the shown cells


@pytest.mark.parametrize("limit, shown", [
    (10, tuple(range(10))),
    (5, (0, 1, 2, None, 8, 9)),
    (4, (0, 1, None, 8, 9)),
    (3, (0, 1, None, 9)),
    (1, (0, None, 9)),            # never fewer than the first and the last
])
def test_axis_budget(limit, shown):
    a = make_axis(10, limit)
    assert a.shown == shown and a.elided == 10 - sum(i is not None for i in shown)


def test_elision_of_one_axis_only():
    g = layout_grid(calc_value("(4,100):(100,1)"), max_rows=8, max_cols=4)
    assert g.rows.elided == 0 and g.elision == "… elides 96 of 100 columns"
    g = layout_grid(calc_value("(100,4):(1,100)"), max_rows=8, max_cols=8)
    assert g.elision == "… elides 92 of 100 rows"


def test_a_4096x4096_layout_is_elided_quickly():
    start = time.perf_counter()
    g = layout_grid(calc_value("(4096,4096):(4096,1)"), max_rows=32, max_cols=64)
    assert time.perf_counter() - start < 1.0
    assert len(g.cells) == 32 * 64
    assert g.cell(4095, 4095).value == 4095 * 4096 + 4095
    assert g.rows.shown == tuple(range(16)) + (None,) + tuple(range(4080, 4096))
    assert g.cols.shown == tuple(range(32)) + (None,) + tuple(range(4064, 4096))
    assert g.cell(4080, 31).value == 4080 * 4096 + 31 and g.cell(16, 0) is None
    assert g.elision == "… elides 4064 of 4096 rows and 4032 of 4096 columns"


def test_everything_of_a_4096x4096_layout_is_refused():
    with pytest.raises(CuteDomainError, match="more than"):
        layout_grid(calc_value("(4096,4096):(4096,1)"))


def test_identity_layout_cells_are_coordinates():
    g = layout_grid(calc_value("make_identity_layout((2,3))"))
    assert g.kind == "coord"
    assert values(g) == {(m, n): (m, n) for m in range(2) for n in range(3)}
    assert g.cell(1, 2).text == "(1,2)"
    h = layout_grid(calc_value("make_identity_layout((2,(2,2)))"))
    assert {k: c.text for k, c in h.cells.items()} == {
        (m, j): f"({m},({j % 2},{j // 2}))" for m in range(2) for j in range(4)}


def test_swizzled_layout_cells():
    def sw(x):  # Swizzle<2,0,2>: bits 0..1 ^= bits 2..3
        return x ^ ((x >> 2) & 3)
    g = layout_grid(calc_value("composition(Sw<2,0,2>, (4,4):(4,1))"))
    assert values(g) == {(m, n): sw(4 * m + n) for m in range(4) for n in range(4)}
    assert g.title == "Sw<2,0,2> o _0 o (4,4):(4,1)"


def test_tv_owners_of_an_index_tv_layout():
    # (t,v) -> 2t + v, an index into the (4,2) tile: m = idx % 4, n = idx // 4
    g = tv_grid(calc_value("(_4,_2):(_2,_1)"), calc_value("(_4,_2)"))
    want = {((2 * t + v) % 4, (2 * t + v) // 4): (t, v) for t in range(4) for v in range(2)}
    assert g.kind == "tv" and values(g) == want
    assert {k: c.text for k, c in g.cells.items()} == {k: f"T{t}V{v}" for k, (t, v) in want.items()}
    assert {k: c.key for k, c in g.cells.items()} == {k: t for k, (t, _) in want.items()}
    assert g.caption == "tile (_4,_2): each cell shows the thread T and value V that own it"


def test_tv_owners_of_a_coordinate_tv_layout_are_the_same():
    index = tv_grid(calc_value("(_4,_2):(_2,_1)"), calc_value("(_4,_2)"))
    coord = tv_grid(calc_value("composition(make_identity_layout((_4,_2)), (_4,_2):(_2,_1))"), calc_value("(_4,_2)"))
    assert values(index) == values(coord)


def test_tv_first_owner_kept_duplicates_and_unowned_counted():
    # (t,v) -> t for t < 8: every value of a thread lands on the same cell; columns 2 and 3 have no owner
    g = tv_grid(calc_value("(_8,_4):(_1,_0)"), calc_value("(_4,_4)"))
    assert values(g) == {(t % 4, t // 4): (t, 0) for t in range(8)}
    assert "24 (thread,value) pairs map to cells already owned" in g.caption
    assert "8 cells have no owner" in g.caption


def test_tv_elision_keeps_only_shown_cells():
    g = tv_grid(calc_value("(_32,_4):(_1,_32)"), calc_value("(_32,_4)"), max_rows=4, max_cols=8)
    assert g.rows.shown == (0, 1, None, 30, 31)
    assert values(g) == {(m, n): (m, n) for m in (0, 1, 30, 31) for n in range(4)}


def test_tv_outside_the_tile_is_refused():
    with pytest.raises(CuteDomainError, match="outside the tile"):
        tv_grid(calc_value("(_4,_2):(_2,_1)"), calc_value("(_2,_2)"))


def test_print_tv_of_thread_and_value_layouts():
    """make_tiled_copy's TV layout of thr and val, right_inverse(raked_product(thr, val)) with shape
    (size(thr), size(val)), drawn over the tile raked_product(thr, val) (a layout stands for its shape): cell
    (m,n) of the (8,4) tile belongs to thread thr(m // 2, n // 2) = 2*(m//2) + n//2 and value
    val(m % 2, n % 2) = m%2 + 2*(n%2)."""
    from cutecalc.lang.session import Session
    thr, val = "(_4,_2):(_2,_1)", "(_2,_2):(_1,_2)"
    (out,) = Session().run(f"print_tv(composition(right_inverse(raked_product({thr}, {val})), "
                           f"make_layout(make_shape(size({thr}), size({val})))), raked_product({thr}, {val}))")
    assert out.error is None, out.error
    g = tv_grid(out.value.layout, out.value.tile)
    assert (g.rows.extent, g.cols.extent) == (8, 4)
    want = {(m, n): (2 * (m // 2) + n // 2, m % 2 + 2 * (n % 2)) for m in range(8) for n in range(4)}
    assert values(g) == want
    lines = value_text(out.value).splitlines()
    assert lines[0].endswith(" on tile ((_2,_4),(_2,_2))")
    row3 = next(x for x in lines if x.startswith(" 3  |"))
    assert row3.split("|")[1:5] == [f" T{want[3, n][0]}V{want[3, n][1]} " for n in range(4)]


def test_rank1_hierarchical_mode_is_one_row_of_coordinates():
    g = layout_grid(calc_value("((2,3)):((1,2))"))
    assert (g.rows.extent, g.cols.extent) == (1, 6) and not g.row_mode
    assert values(g) == {(0, j): (j % 2) * 1 + (j // 2) * 2 for j in range(6)}
    assert [g.cols.coord(j) for j in (1, 2, 5)] == [(1, 0), (0, 1), (1, 2)]
    assert [g.cols.boundary(j) for j in range(6)] == [0, 0, 1, 0, 1, 0]


def test_size_one_layout():
    g = layout_grid(calc_value("(1,1):(0,0)"))
    assert values(g) == {(0, 0): 0} and g.elision is None


def _print_layout_cells(text: str) -> dict[tuple[int, int], int]:
    """The cells of print_layout's text: row m is the line after the m-th border."""
    rows = [line for line in text.splitlines()[2:] if "|" in line]
    return {(m, n): int(v) for m, line in enumerate(rows) for n, v in enumerate(line.split("|")[1:-1])}


def test_every_table_of_a_shared_memory_atom_has_cutes_print_layout_cells():
    """A table (terminal, SVG, HTML) draws a GMMA/UMMA atom, and a kernel tile of one, in its elements' units, as
    CuTe's print_layout does: each atom-oracle print_layout answer kept whole is the grid's cells."""
    from tests.oracle.cute_oracle import AnswerCache
    from tests.oracle.smem_cases import picture_cases
    answers = AnswerCache().answers
    checked = 0
    for case in picture_cases():
        cute = answers.get(case.cpp, {}).get("output")
        if not case.cpp.startswith("print_layout(") or cute is None or cute.startswith("sha256:"):
            continue
        grid = layout_grid(calc_value(case.source[len("print_layout("):-1]))
        assert values(grid) == _print_layout_cells(cute), case.source
        checked += 1
    assert checked >= 50


def test_the_table_of_an_atom_says_what_it_draws():
    from cutecalc.render.figure import FULL, value_figure
    fig = value_figure(calc_value("GMMA::Layout_K_SW32_Atom<half_t>{}"), FULL, "offset")
    assert fig.title == "Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1)"
    assert fig.lines == ["drawn in 16-bit elements: Sw<1,3,3> o _0 o (_8,_16):(_16,_1) (the atom's swizzle acts on "
                         "bytes until its pointer is set)"]
    before, after = fig.panels
    assert before.heading == "before: (_8,_16):(_16,_1)" and after.heading == "after: Sw<1,3,3> applied"
    assert [after.grid.cells[4, n].value for n in range(16)] == [*range(72, 80), *range(64, 72)]
