"""Output is never silently lost or cut, and every accepted picture is quick (issue 9)."""

from __future__ import annotations

import io
import os
import subprocess
import time
from pathlib import Path

import pytest
from rich.console import Console

from cutecalc.algebra.owners import TV_PAIRS
from cutecalc.api import calc_value
from cutecalc.errors import CuteDomainError
from cutecalc.lang.session import Session
from cutecalc.lang.values import PICTURE_CELLS
from cutecalc.outcome import Outcome
from cutecalc.render.cute_text import value_text
from cutecalc.render.grid import tv_grid
from cutecalc.render.terminal import TableView
from tests.cli.test_cli import EXE


def cli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([EXE, *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, **(env or {})})


def run(src: str):
    (out,) = Session().run(src)
    return out


# -- caps ---------------------------------------------------------------------------------------------

def test_the_largest_accepted_print_layout_is_quick_and_one_more_row_is_refused_at_once():
    start = time.perf_counter()
    text = value_text(run("print_layout((256,256):(1,256))").value)
    took = time.perf_counter() - start
    assert text.splitlines()[-2].split("|")[-2].strip() == str(255 * 256 + 255)   # L(255,255) = 255 + 256*255
    assert took < 5, took          # about a second on a quiet machine; generous for a loaded one
    start = time.perf_counter()
    out = run("print_layout((257,256):(1,257))")
    assert time.perf_counter() - start < 0.5
    assert isinstance(out.error, CuteDomainError)
    assert out.error.message == f"print_layout: 257x256 cells is more than the {PICTURE_CELLS} (2^16) a whole " \
                                "picture draws"


@pytest.mark.parametrize("src, words", [
    ("print_latex(make_layout(1048576))", "print_latex: 1048576x1 cells is more than the 65536 (2^16)"),
    ("print_latex_tv((1024,1024):(1,1024), (1024,1024))", "print_latex_tv: 1024x1024 cells is more than the 65536"),
    ("print_tv((2048,1024):(1,2048), (2048,1024))", f"2097152 (thread,value) pairs is more than the {TV_PAIRS}"),
])
def test_pictures_over_their_caps_are_refused_in_one_line(src, words):
    start = time.perf_counter()
    out = run(src)
    assert time.perf_counter() - start < 0.5
    assert isinstance(out.error, CuteDomainError) and words in out.error.message
    assert "\n" not in out.error.message


def test_print_tv_text_over_the_cell_cap_is_refused_when_drawn():
    out = run("print_tv((1024,1024):(1,1024), (1024,1024))")
    assert out.error is None
    with pytest.raises(CuteDomainError, match="print_tv: 1024x1024 cells is more than the 65536"):
        value_text(out.value)


def test_a_table_of_a_tv_layout_keeps_only_the_shown_cells():
    """print_tv((1024,1024):(1,1024), ...) walks its 2^20 pairs once; the grid holds the 32x8 shown cells."""
    v = run("print_tv((1024,1024):(1,1024), (1024,1024))").value
    start = time.perf_counter()
    g = tv_grid(v.layout, v.tile, 32, 8)
    assert time.perf_counter() - start < 10
    assert len(g.cells) == 32 * 8
    # thread t, value v -> index t + 1024 v: cell (m, n) is owned by (m, n)
    assert all(c.value == k for k, c in g.cells.items())
    assert g.caption == "tile (1024,1024): each cell shows the thread T and value V that own it"


# -- never silently lost or cut -----------------------------------------------------------------------

def test_columns_zero_still_draws_the_table():
    r = cli("--format", "table", "(4,8):(8,1)", env={"COLUMNS": "0"})
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "(4,8):(8,1)"
    assert lines[-1].split() == ["3"] + [str(24 + j) for j in range(8)]


def test_a_narrow_terminal_wraps_the_elision_note_instead_of_cutting_it():
    r = cli("--format", "table", "(4,100):(100,1)", env={"COLUMNS": "5"})
    assert r.returncode == 0, r.stderr
    assert "elides 94 of 100 columns (--full shows everything)" in " ".join(r.stdout.split())


def test_full_is_never_cropped():
    r = cli("--full", "--format", "table", "(2,60):(60,1)", env={"COLUMNS": "80"})
    assert r.returncode == 0, r.stderr
    last = r.stdout.splitlines()[-1].split()
    assert last == ["1"] + [str(60 + j) for j in range(60)]


def test_a_table_cut_at_the_terminal_says_so():
    buf = io.StringIO()
    view = TableView(Console(file=buf, width=40, highlight=False))
    v = calc_value("(2,3):(1,3000000000000000000)")
    view.show(Outcome(1, 1, "", v, True))
    assert "is cut at the terminal's 40; --full draws it whole)" in " ".join(buf.getvalue().split())


def test_a_file_gets_the_whole_picture_not_the_terminal_width(tmp_path: Path):
    for fmt in ("svg", "html"):
        f = tmp_path / f"t.{fmt}"
        r = cli("--format", fmt, "-o", str(f), "(8,60):(60,1)", env={"COLUMNS": "60"})
        assert r.returncode == 0, r.stderr
        text = f.read_text()
        assert "elides" not in text
        assert "450" in text           # L(7,30), in the middle of the picture


def test_a_file_elides_past_64_columns_and_says_so(tmp_path: Path):
    f = tmp_path / "t.svg"
    r = cli("--format", "svg", "-o", str(f), "(2,100):(100,1)")
    assert r.returncode == 0, r.stderr
    assert "elides&#160;36&#160;of&#160;100&#160;columns" in f.read_text()


def test_a_table_that_cannot_be_drawn_prints_the_cute_text_then_the_error():
    r = cli("--full", "--format", "table", "(256,256):(1,256)")
    assert r.returncode == 1
    assert r.stdout == "(256,256):(1,256)\n"
    assert "--full: 256x256 cells is more than the 16384 (2^14) a whole table draws" in r.stderr


def test_a_whole_grid_holds_what_the_layout_evaluates_to_cell_by_cell():
    """The grid evaluates each mode's offsets at once (colexicographic, first leaf fastest); every cell must
    still be L(m, n) as crd2idx gives it, for hierarchical modes, static and dynamic strides, and elided axes."""
    from cutecalc.algebra.layout import crd2idx
    from cutecalc.render.grid import layout_grid
    for src in ("((2,3),(4,2)):((1,_2),(6,24))", "(3,(2,2),5):(_5,(1,30),60)", "((2,2),2):((-1,4),2)"):
        L = calc_value(src)
        view = L if len(L.shape) <= 2 else None
        for rows, cols in ((None, None), (4, 4)):
            g = layout_grid(L, rows, cols)
            for (m, n), cell in g.cells.items():
                want = crd2idx((m, n), view) if view is not None else \
                    crd2idx((m, n), type(L)((L.shape[0], L.shape[1:]), (L.stride[0], L.stride[1:])))
                assert cell.value == want, (src, m, n)
