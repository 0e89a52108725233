"""The terminal pictures: GridTable and TableView on a recording Rich console, and the explain figures.

Text is read back with Console.export_text(); colours from the segments' styles.
"""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from rich.style import Style

from cutecalc.algebra.printing import cute_str
from cutecalc.api import calc_value
from cutecalc.lang.session import Session
from cutecalc.render.figure import FULL, Budget, explain_figure, value_figure
from cutecalc.render.grid import layout_grid, tv_grid
from cutecalc.render.rich_table import GridTable
from cutecalc.render.terminal import TableView


def console(width: int = 120, color_system: str | None = None) -> Console:
    return Console(record=True, width=width, color_system=color_system, file=io.StringIO())


def rendered(renderable, width: int = 120) -> list[str]:
    c = console(width)
    c.print(renderable)
    return c.export_text().splitlines()


def cell_styles(table: GridTable) -> dict[tuple[int, int], object]:
    """(row, column) -> the style of that cell's run (as Rich reads it), read from the table's lines."""
    g = table.grid
    out = {}
    for line in table.lines():
        texts = [s.text for s in line]
        if not line or not texts[0].strip().isdigit() or len(line) < 2:
            continue
        i = int(texts[0])
        if g.row_mode is False:
            continue
        cells = [s for s in line if s.text.strip() and s.text not in ("│", "┃") and s is not line[0]
                 and "dim" not in s.style.split()]
        for j, seg in zip([j for j in g.cols.shown if j is not None], cells):
            assert seg.text.strip() == g.cell(i, j).text
            out[i, j] = Style.parse(seg.style) if seg.style else None
    return out


# -- GridTable -----------------------------------------------------------------------------------------------

def test_hierarchical_table_text_headers_and_sub_tile_rules():
    g = layout_grid(calc_value("((2,2),(2,3)):((1,4),(2,8))"))
    lines = rendered(GridTable(g))
    assert [x.rstrip() for x in lines] == [
        "             0      1 │     2      3 │     4      5",
        "         (0,0)  (1,0) │ (0,1)  (1,1) │ (0,2)  (1,2)",
        "0 (0,0)      0      2 │     8     10 │    16     18",
        "1 (1,0)      1      3 │     9     11 │    17     19",
        "        ──────────────┼──────────────┼──────────────",
        "2 (0,1)      4      6 │    12     14 │    20     22",
        "3 (1,1)      5      7 │    13     15 │    21     23",
    ]
    # every cell holds (i%2)*1 + (i//2)*4 + (j%2)*2 + (j//2)*8
    for i in range(4):
        row = lines[2 + i + (i >= 2)]
        groups = row[8:].split("│")
        nums = [int(x) for grp in groups for x in grp.split()]
        assert nums == [(i % 2) + (i // 2) * 4 + (j % 2) * 2 + (j // 2) * 8 for j in range(6)]


def test_heavier_rules_further_out():
    lines = rendered(GridTable(layout_grid(calc_value("((2,2,2),2):((1,2,4),8)"))))
    rules = [x.strip() for x in lines if set(x.strip()) <= set("─━")]
    assert rules == ["─" * 8, "━" * 8, "─" * 8]
    assert lines[1].split() == ["0", "(0,0,0)", "0", "8"]      # columns are flat: one header line


def test_rank1_table_has_no_row_labels():
    lines = rendered(GridTable(layout_grid(calc_value("8:2"))))
    assert [x.split() for x in lines] == [[str(j) for j in range(8)], [str(2 * j) for j in range(8)]]


def test_identity_layout_table_shows_coordinates():
    lines = rendered(GridTable(layout_grid(calc_value("make_identity_layout((2,3))"))))
    assert [x.split() for x in lines] == [["0", "1", "2"], ["0", "(0,0)", "(0,1)", "(0,2)"],
                                          ["1", "(1,0)", "(1,1)", "(1,2)"]]


def test_elided_table_and_its_caption():
    g = layout_grid(calc_value("(100,50):(1,100)"), max_rows=6, max_cols=5)
    lines = rendered(GridTable(g, full_hint="--full"))
    assert lines[0].split() == ["0", "1", "2", "…", "48", "49"]
    assert lines[1].split() == ["0", "0", "100", "200", "…", "4800", "4900"]
    assert lines[4].split() == ["…"] * 7
    assert lines[5].split() == ["97", "97", "197", "297", "…", "4897", "4997"]
    assert lines[-1] == "… elides 94 of 100 rows and 45 of 50 columns (--full shows everything)"
    assert rendered(GridTable(g, captions=False))[-1].split()[0] == "99"


def test_rank3_caption():
    lines = rendered(GridTable(layout_grid(calc_value("(2,2,3):(1,2,4)"))))
    assert lines[-1] == "rank 3: rows are mode 0, columns are modes 1..2 flattened (colexicographic)"


def test_tv_table_cells_and_thread_colours():
    g = tv_grid(calc_value("(_4,_2):(_2,_1)"), calc_value("(_4,_2)"))
    table = GridTable(g)
    lines = rendered(table)
    assert [x.split() for x in lines[1:5]] == [["0", "T0V0", "T2V0"], ["1", "T0V1", "T2V1"],
                                               ["2", "T1V0", "T3V0"], ["3", "T1V1", "T3V1"]]
    tikz_tv = [(175, 175, 255), (175, 255, 175), (255, 255, 175), (255, 175, 175)]   # CuTe's TikzColor_TV
    for (i, j), style in cell_styles(table).items():
        t = (2 * j) + (i // 2)        # the owner of (i,j): index i + 4j = 2t + v
        assert style.bgcolor.triplet == tikz_tv[t]


# -- colours --------------------------------------------------------------------------------------------

def offsets_by_colour(layout: str, color_by: str) -> tuple[dict, dict]:
    table = GridTable(layout_grid(calc_value(layout)), color_by)
    styles = cell_styles(table)
    g = table.grid
    return {k: g.cell(*k).value for k in styles}, styles


@pytest.mark.parametrize("layout", ["(4,3):(0,1)", "(4,4):(1,2)", "((2,2),(2,3)):((1,4),(2,8))", "(8,8):(8,1)"])
def test_same_offset_same_colour_different_offset_different_colour(layout):
    offsets, styles = offsets_by_colour(layout, "offset")
    assert len(styles) == len(offsets) > 0
    colour = {k: (s.bgcolor.triplet, s.color.triplet) for k, s in styles.items()}
    for a in colour:
        for b in colour:
            assert (colour[a] == colour[b]) == (offsets[a] == offsets[b]), (a, b)


def test_color_by_none_has_no_colour():
    table = GridTable(layout_grid(calc_value("(4,3):(0,1)")), "none")
    styles = cell_styles(table)
    assert len(styles) == 12 and all(s is None or (s.bgcolor is None and s.color is None) for s in styles.values())
    c = console(color_system="truecolor")
    c.print(table)
    assert "48;2;" not in c.export_text(styles=True)     # no truecolor background anywhere


def test_color_by_offset_on_a_truecolor_console():
    c = console(color_system="truecolor")
    c.print(GridTable(layout_grid(calc_value("(2,3):(3,1)")), "offset"))
    assert c.export_text(styles=True).count("48;2;") == 6   # one background per cell


def test_color_by_mode_follows_sub_tiles():
    table = GridTable(layout_grid(calc_value("((2,2),(2,3)):((1,4),(2,8))")), "mode")
    colour = {k: s.bgcolor.triplet for k, s in cell_styles(table).items()}
    for a in colour:
        for b in colour:
            same_tile = (a[0] // 2, a[1] // 2) == (b[0] // 2, b[1] // 2)
            assert (colour[a] == colour[b]) == same_tile, (a, b)


# -- TableView ----------------------------------------------------------------------------------------------

def show(source: str, width: int = 100, **kw) -> list[str]:
    c = console(width)
    view = TableView(c, **kw)
    for out in Session(twin=True).run(source):
        assert out.error is None, out.error
        view.show(out, out.twin_text)
    return c.export_text().splitlines()


def test_static_twin_line():
    lines = show("composition((10,2):(16,4), (5,4):(1,5))")
    assert lines[0] == "((5,1),(2,2)):((16,4),(80,4))"
    assert lines[1] == "static: (_5,(_2,_2)):(_16,(_80,_4))"
    assert lines[4].split() == ["0", "(0,0)", "0", "80", "│", "4", "84"]


def test_no_static_twin_line_when_it_adds_nothing():
    lines = show("(2,3):(3,1)")
    assert lines[0] == "(2,3):(3,1)" and not any(x.startswith("static:") for x in lines)


def test_terminal_elides_a_4096x4096_layout():
    lines = show("(4096,4096):(4096,1)", width=100)
    assert lines[0] == "(4096,4096):(4096,1)"
    assert lines[-1].startswith("… elides 4064 of 4096 rows and") and lines[-1].endswith("(--full shows everything)")
    assert max(len(x) for x in lines[:-1]) <= 100


def swizzle_footer(source: str) -> str:
    fig = value_figure(calc_value(source), Budget(), "offset")
    (footer,) = fig.footer
    return footer


def test_swizzle_before_and_after():
    lines = show("composition(Sw<2,0,2>, (4,4):(4,1))")
    assert lines[1].split() == ["before:", "(4,4):(4,1)", "after:", "Sw<2,0,2>", "applied"]
    # after: row m holds sw(4m+n) = (4m+n) ^ m
    assert lines[3].split() == ["0", "0", "1", "2", "3", "0", "0", "1", "2", "3"]
    assert lines[4].split() == ["1", "4", "5", "6", "7", "1", "5", "4", "7", "6"]


@pytest.mark.parametrize("source, where", [
    ("composition(Sw<2,0,2>, (4,4):(4,1))", "row"),         # row-major: the swizzle permutes columns
    ("composition(Sw<2,0,2>, (4,4):(1,4))", "column"),      # column-major: it permutes rows
    ("composition(Sw<1,0,2>, (2,8):(1,2))", "column"),
    ("composition(Sw<2,1,2>, (4,8):(1,4))", None),          # bits of both m and n change
])
def test_swizzle_footer_says_where_offsets_move_only_when_true(source, where):
    """Regression: the footer said offsets stay in their rows for every swizzle; for a column-major layout
    they stay in their columns, and in general in neither."""
    footer = swizzle_footer(source)
    assert footer.startswith("The same offset has the same colour before and after")
    if where is None:
        assert footer == "The same offset has the same colour before and after."
    else:
        assert footer.endswith(f"another cell of the same {where}.")
    # check the claim against the pictures by hand
    fig = value_figure(calc_value(source), FULL, "offset")
    before, after = fig.panels[0].grid, fig.panels[1].grid
    where_before = {c.value: k for k, c in before.cells.items()}      # these layouts are bijective
    moved = [(where_before[c.value], k) for k, c in after.cells.items()]
    assert all(a[0] == b[0] for a, b in moved) == (where == "row")
    assert all(a[1] == b[1] for a, b in moved) == (where == "column")


# -- explain ------------------------------------------------------------------------------------------------

EXPLAINED = [
    "logical_divide((4,6):(1,4), <2:1, 3:1>)",
    "zipped_divide((4,6):(1,4), <2:1, 3:1>)",
    "zipped_divide((_4,_6):(_1,_4), (_2,_3):(_1,_2))",
    "logical_divide(12:1, 4)",
]


def explain(source: str):
    (out,) = Session().run(source, explain=True)
    assert out.error is None and out.explanation is not None
    return out, out.explanation


@pytest.mark.parametrize("source", EXPLAINED)
def test_each_step_is_what_its_text_evaluates_to(source):
    _, expl = explain(source)
    steps = [st for st in expl.steps if not st.is_heading and not st.in_words]  # words: test_composition_walk
    assert steps
    for st in steps:
        (out,) = Session().run(st.text)
        assert out.error is None, (st.text, out.error)
        assert cute_str(out.value) == cute_str(st.value), st.text


@pytest.mark.parametrize("source", EXPLAINED)
def test_the_last_step_is_the_answer(source):
    out, expl = explain(source)
    (answer,) = Session().run(source)
    assert cute_str(expl.result) == cute_str(answer.value) == cute_str(out.value)
    assert cute_str(expl.steps[-1].value) == cute_str(answer.value)


def test_logical_divide_steps_by_mode():
    _, expl = explain("logical_divide((4,6):(1,4), <2:1, 3:1>)")
    assert expl.function == "logical_divide"
    assert expl.formula.startswith("logical_divide(A, B) = composition(A, make_layout(B, complement(B, "
                                   "shape(coalesce(A)))))")
    assert [n for n, _ in expl.inputs] == ["A", "B"]
    assert [(n, cute_str(x)) for n, x in expl.tiler_modes] == [("B0", "2:1"), ("B1", "3:1")]
    shown = [(st.depth, st.text, None if st.is_heading else cute_str(st.value)) for st in expl.steps]
    assert shown == [
        (0, "mode 0: logical_divide(4:1, 2:1)", None),
        (1, "shape(coalesce(4:1))", "4"),
        (1, "complement(2:1, 4)", "(1,2):(_1,2)"),
        (1, "make_layout(2:1, (1,2):(_1,2))", "(2,(1,2)):(1,(_1,2))"),
        (1, "4:1 has one mode, so A o B is B with each stride times 1", None),
        (1, "composition(4:1, (2,(1,2)):(1,(_1,2)))", "(2,(1,2)):(1,(1,2))"),
        (0, "mode 1: logical_divide(6:4, 3:1)", None),
        (1, "shape(coalesce(6:4))", "6"),
        (1, "complement(3:1, 6)", "(1,2):(_1,3)"),
        (1, "make_layout(3:1, (1,2):(_1,3))", "(3,(1,2)):(1,(_1,3))"),
        (1, "6:4 has one mode, so A o B is B with each stride times 4", None),
        (1, "composition(6:4, (3,(1,2)):(1,(_1,3)))", "(3,(1,2)):(4,(4,12))"),
        (0, "make_layout((2,(1,2)):(1,(1,2)), (3,(1,2)):(4,(4,12)))", "((2,(1,2)),(3,(1,2))):((1,(1,2)),(4,(4,12)))"),
    ]


def test_zipped_divide_adds_tile_unzip():
    _, logical = explain("logical_divide((4,6):(1,4), <2:1, 3:1>)")
    _, zipped = explain("zipped_divide((4,6):(1,4), <2:1, 3:1>)")
    assert [st.text for st in zipped.steps[:-1]] == [st.text for st in logical.steps]
    assert zipped.steps[-1].text.startswith("tile_unzip(((2,(1,2)),(3,(1,2))):((1,(1,2)),(4,(4,12))), ")
    assert cute_str(zipped.result) == "((2,3),((1,2),(1,2))):((1,4),((1,2),(4,12)))"


def test_explain_figure_panels_steps_and_colours():
    _, expl = explain("logical_divide((4,6):(1,4), <2:1, 3:1>)")
    fig = explain_figure(expl, Budget(), "offset")
    assert fig.title == "logical_divide((4,6):(1,4), <2:1, 3:1>)"
    assert fig.lines == ["= ((2,(1,2)),(3,(1,2))):((1,(1,2)),(4,(4,12)))"]
    assert [p.heading for p in fig.panels] == ["A = (4,6):(1,4)", "B0 = 2:1", "B1 = 3:1",
                                               "result = ((2,(1,2)),(3,(1,2))):((1,(1,2)),(4,(4,12)))"]
    assert fig.steps_heading.startswith("How CuTe computes it: logical_divide(A, B) = ")
    assert [(st.text, st.value) for st in fig.steps] == [
        (st.text, None if st.is_heading else cute_str(st.value)) for st in expl.steps]
    a, result = fig.panels[0].grid, fig.panels[-1].grid
    # the result's cell (i,j) holds A's offset of ((i%2) + 2*(i//2) ... ): colour keys are offsets in both
    a_keys = {c.key for c in a.cells.values()}
    assert {c.key for c in result.cells.values()} <= a_keys
    assert {k: c.value for k, c in a.cells.items()} == {(m, n): m + 4 * n for m in range(4) for n in range(6)}
    # result((i0,(i1,i2)),(j0,(j1,j2))) with the modes flattened into rows of 4 and columns of 6
    want = {(i, j): (i % 2) + 2 * (i // 2) + 4 * (j % 3) + 12 * (j // 3) for i in range(4) for j in range(6)}
    assert {k: c.value for k, c in result.cells.items()} == want


def test_explain_figure_recolours_b_through_a():
    _, expl = explain("composition((4,6):(1,4), (2,3):(2,4))")
    fig = explain_figure(expl, Budget(), "offset")
    b = fig.panels[1].grid
    # B's cell holds an index i of A's domain; it takes the colour of A(i) = (i % 4) + 4 * (i // 4)
    for c in b.cells.values():
        i = c.value
        assert c.key == (i % 4) + 4 * (i // 4)


def test_show_explanation_on_a_console():
    c = console(160)
    view = TableView(c)
    (out,) = Session().run("zipped_divide((4,6):(1,4), <2:1, 3:1>)", explain=True)
    expl = out.explanation
    view.show_explanation(expl)
    text = c.export_text()
    assert text.startswith("zipped_divide((4,6):(1,4), <2:1, 3:1>)\n= ((2,3),((1,2),(1,2))):((1,4),((1,2),(4,12)))\n")
    assert "How CuTe computes it: zipped_divide(A, B) = tile_unzip(logical_divide(A, B), B)" in text
    lines = text.splitlines()
    assert "mode 1: logical_divide(6:4, 3:1)" in lines
    step = next(x for x in lines if x.startswith("  composition(6:4, "))
    assert step.split() == ["composition(6:4,", "(3,(1,2)):(1,(_1,3)))", "=", "(3,(1,2)):(4,(4,12))"]
    assert lines[2].split()[:8] == ["A", "=", "(4,6):(1,4)", "B0", "=", "2:1", "B1", "=", "3:1"][:8]


INDEX_NOTE = "A layout of indices into A (B, an inverse) has in each cell the colour of the cell of A it indexes."


@pytest.mark.parametrize("source, noted", [
    ("composition((4,6):(1,4), (2,3):(2,4))", True),       # B's panel is recoloured through A
    ("logical_divide(12:1, 3:4)", True),
    ("right_inverse((4,2):(2,1))", True),                  # the inverse is recoloured through A
    ("logical_divide((4,6):(1,4), <2:1, 3:1>)", False),    # the tiler's modes are drawn uncoloured
    ("left_inverse((4,2):(2,1))", False),                  # the left inverse is drawn uncoloured
])
def test_index_colour_note_only_when_a_panel_is_recoloured(source, noted):
    """Regression: the note about layouts of indices into A was printed for by-mode tilers and left inverses,
    whose panels are drawn without colours."""
    _, expl = explain(source)
    fig = explain_figure(expl, Budget(), "offset")
    assert (INDEX_NOTE in fig.footer) == noted


@pytest.mark.parametrize("layout, budget", [
    ("((2,2),(2,3)):((1,4),(2,8))", {}),
    ("(2,2,3):(1,2,4)", {}),
    ("(2,(2,2,2)):(8,(1,2,4))", {}),
    ("(4,(2,50)):(100,(1,2))", {"max_cols": 7}),
    ("(100,50):(1,100)", {"max_rows": 6, "max_cols": 5}),
    ("8:2", {}),
])
def test_width_is_the_width_of_every_line(layout, budget):
    """Regression: a table with column rules claimed one column more than it draws, so the terminal fitted
    fewer columns than would fit."""
    table = GridTable(layout_grid(calc_value(layout), **budget), captions=False)
    assert {sum(len(s.text) for s in line) for line in table.lines()} == {table.width}
    c = console(200)
    assert table.__rich_measure__(c, c.options).maximum == table.width
