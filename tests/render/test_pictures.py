"""print_* values are pictures that lang builds and render draws: lang never imports render, and the one map from a
picture to its text is render.cute_text.picture_text."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cutecalc.errors import CuteDomainError, CuteTypeError
from cutecalc.lang.session import Session
from cutecalc.lang.values import PICTURE_CELLS, Picture
from cutecalc.render.cute_text import picture_text, value_text
from cutecalc.render.grid import tv_grid


def run(src: str):
    (out,) = Session().run(src)
    return out


def test_evaluating_every_print_function_imports_no_renderer():
    code = ("import sys\n"
            "from cutecalc.lang.session import Session\n"
            "outs = Session().run('print_layout((2,3):(3,1)); print_latex(4:1); "
            "print_tv((_4,_2):(_2,_1), (_4,_2)); print_latex_tv((_4,_2):(_2,_1), (_4,_2))')\n"
            "assert all(o.error is None and type(o.value).__name__ == 'Picture' for o in outs)\n"
            "print(sorted(m for m in sys.modules if m.startswith('cutecalc.render')))\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[]"


def test_a_picture_holds_the_values_and_is_drawn_by_render():
    out = run("print_layout((2,3):(3,1))")
    assert isinstance(out.value, Picture) and out.value.kind == "print_layout"
    # CuTe's print_layout((2,3):(3,1)) (util/print_tensor.hpp)
    assert picture_text(out.value) == ("(2,3):(3,1)\n      0   1   2 \n    +---+---+---+\n 0  | 0 | 1 | 2 |\n"
                                       "    +---+---+---+\n 1  | 3 | 4 | 5 |\n    +---+---+---+\n")
    assert value_text(out.value) == picture_text(out.value)[:-1]


def test_print_latex_holds_the_layout_cute_draws():
    """CuTe's print_latex draws append<2>(L, _1:_0): a rank-1 layout is a column."""
    assert str(run("print_latex(4:2)").value.layout) == "(4,_1):(2,_0)"


def test_print_tv_and_print_latex_tv_read_their_arguments_the_same_way():
    """Both take CuTe's (layout_tv, tile_mn); a layout given as the tile stands for its shape."""
    tv = "(_4,_2):(_2,_1)"
    for tile in ("(_4,_2)", "make_layout((_4,_2))"):
        a, b = run(f"print_tv({tv}, {tile})"), run(f"print_latex_tv({tv}, {tile})")
        assert a.error is None and b.error is None, (a.error, b.error)
        ga, gb = tv_grid(a.value.layout, a.value.tile), tv_grid(b.value.layout, b.value.tile)
        # thread t owns indices 2t, 2t+1 (value v adds v): m + 4n = 2t + v
        want = {((2 * t + v) % 4, (2 * t + v) // 4): (t, v) for t in range(4) for v in range(2)}
        assert {k: c.value for k, c in ga.cells.items()} == want
        assert {k: c.value for k, c in gb.cells.items()} == want
    for fn in ("print_tv", "print_latex_tv"):
        out = run(f"{fn}({tv}, 8)")
        assert isinstance(out.error, CuteDomainError) and "rank 2" in out.error.message


def test_print_of_two_values_is_refused_as_cute_refuses_it():
    """CuTe's print is not variadic over values (its variadic form is printf's print(format, args...)). The
    oracle (g++ against the nvidia-cutlass headers) refuses `print(make_layout(4,1), make_layout(2,1));` with
    "no matching function for call to 'print(cute::Layout<int, int>, cute::Layout<int, int>)'", and
    `print(4, 2);` likewise."""
    out = run("print(4:1, 2:1)")
    assert isinstance(out.error, CuteTypeError)
    assert "print(a, b) does not compile in CuTe C++" in out.error.message
    assert run("print(4:1)").value is not None


@pytest.mark.parametrize("src", ["print_layout(make_identity_layout((2,3)))",
                                 "print_latex(make_identity_layout((2,3)))"])
def test_a_picture_of_coordinates_is_refused_when_evaluated(src):
    out = run(src)
    assert isinstance(out.error, CuteDomainError) and "integer offsets" in out.error.message


def test_picture_cap_is_checked_when_evaluated():
    n = PICTURE_CELLS * 2
    out = run(f"print_layout((2,{n // 2}):(1,2))")
    assert isinstance(out.error, CuteDomainError)
    assert f"more than the {PICTURE_CELLS}" in out.error.message


def test_explain_draws_print_tv_and_complement_without_computing_in_render():
    """The explain view of print_tv titles its result as the table does; complement's make_layout(A, result)
    panel is built by lang.explain (render composes nothing)."""
    from cutecalc.render.figure import Budget, explain_figure
    (out,) = Session().run("print_tv((_4,_2):(_2,_1), (_4,_2))", explain=True)
    fig = explain_figure(out.explanation, Budget(), "offset")
    assert [p.heading for p in fig.panels] == ["A = (_4,_2):(_2,_1)", "result = (_4,_2):(_2,_1) on tile (_4,_2)"]
    (out,) = Session().run("complement(4:2, 24)", explain=True)
    expl = out.explanation
    assert str(expl.covered) == "(4,(2,3)):(2,(_1,8))"
    fig = explain_figure(expl, Budget(), "offset")
    assert fig.panels[-1].heading == "make_layout(A, result) = (4,(2,3)):(2,(_1,8))"
