"""print_latex and print_latex_tv are byte-identical to CuTe's (cute/util/print_latex.hpp).

The cases are tests/oracle/cases.py's render_cases(); CuTe's answers come from tests/oracle/cute_answers.json
(`python -m tests.oracle.cute_oracle --update` computes missing ones; without g++ a missing answer fails the
test rather than skipping it).
"""

from __future__ import annotations

import pytest

from cutecalc.render.cute_text import picture_text
from tests.oracle.cases import LATEX_LAYOUTS, LATEX_TV_COORD, LATEX_TV_INDEX, render_cases
from tests.oracle.cute_oracle import recorded
from tests.oracle.translate import to_cpp

CASES = render_cases()


@pytest.fixture(scope="module")
def answers():
    from tests.oracle.report import load_answers
    return load_answers(CASES)


def run(expr: str):
    from cutecalc.lang.session import Session
    (out,) = Session().run(expr)
    return out


def test_case_list_covers_what_the_pictures_draw():
    assert len(LATEX_LAYOUTS) >= 20 and len(LATEX_TV_COORD) + len(LATEX_TV_INDEX) >= 10
    exprs = " ".join(c.expr for c in CASES)
    for needle in ("_8:_1", "8:2", "((2,2),(2,3)):((1,4),(2,8))", ":(0,1)", "Sw<2,0,2>", "make_identity_layout"):
        assert needle in exprs


@pytest.mark.parametrize("case", CASES, ids=[c.expr for c in CASES])
def test_same_bytes_as_cute(case, answers):
    from cutecalc.errors import CuteDomainError
    cute = answers.get(case.cpp)
    out = run(case.expr)
    if "output" in cute:
        assert out.error is None, out.error
        text = picture_text(out.value)
        assert text.endswith("\\end{document}\n")
        assert recorded(text[:-1]) == cute["output"]      # the cache drops the final newline (a long answer: its
        # digest)
    else:   # CuTe does not compile it (rank 3, coordinates for offsets, a tile of rank 1)
        assert cute["refused"] == "compile"
        assert isinstance(out.error, CuteDomainError), out.error


def test_index_form_is_the_identity_composition():
    """print_latex_tv(tv, tile) of a (t,v) -> index layout is CuTe's picture of composition(identity, tv)."""
    tv, tile = "((_2,_4),(_2,_2)):((_16,_2),(_1,_8))", "(_8,_4)"
    by_index = picture_text(run(f"print_latex_tv({tv}, {tile})").value)
    by_coord = picture_text(run(f"print_latex_tv(composition(make_identity_layout({tile}), {tv}), {tile})").value)
    assert by_index == by_coord


def test_dynamic_tile_draws_what_cute_draws_for_the_static_tile(answers):
    """CuTe's print_latex_tv allocates make_tensor<bool>(M,N), so only a static tile compiles; cutecalc draws
    a dynamic tile as CuTe draws the static one (only the comment line, which prints the layout, differs)."""
    tv = "composition(make_identity_layout((4,4)), (4,4):(1,4))"
    static = answers.get(to_cpp(f"print_latex_tv({tv}, (_4,_4))"))["output"]
    dynamic = picture_text(run(f"print_latex_tv({tv}, (4,4))").value)
    assert dynamic.split("\n", 1)[1] == static.split("\n", 1)[1] + "\n"


def test_rank1_tile_is_refused_not_an_internal_error():
    """Regression: a tile `_4` made print_latex_tv unpack an integer (ValueError, an internal error)."""
    from cutecalc.errors import CuteDomainError
    out = run("print_latex_tv((_2,_2):(_1,_2), _4)")
    assert isinstance(out.error, CuteDomainError) and "rank 2" in str(out.error)


def test_cells_and_colours_follow_the_layout():
    """Independent of CuTe: each node of print_latex((3,5):(5,1)) holds 5m+n, shaded by (5m+n) % 8."""
    greys = ["black!00", "black!40", "black!20", "black!60", "black!10", "black!50", "black!30", "black!70"]
    lines = picture_text(run("print_latex((3,5):(5,1))").value).splitlines()
    nodes = [x for x in lines if x.startswith("\\node[fill")]
    want = [f"\\node[fill={greys[(5 * m + n) % 8]}] at ({m},{n}) {{{5 * m + n}}};" for m in range(3) for n in range(5)]
    assert nodes == want
    assert "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (3,5);" in lines
