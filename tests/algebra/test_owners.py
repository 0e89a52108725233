"""The first owner of each cell of a TV picture (algebra.owners): CuTe's walk, for tid, for vid, keeping the first
(t,v) that lands on each entry of its `filled` table, done in time linear in the cells.

The reference is the walk itself, written as print_latex.hpp writes it (every pair, each evaluated through the
layout); the cost is counted in Python lines run, never timed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cutecalc.algebra.basis import ScaledBasis
from cutecalc.algebra.integers import S, value
from cutecalc.algebra.inttuple import product
from cutecalc.algebra.layout import Layout
from cutecalc.algebra.owners import TV_PAIRS, check_walk, tv_owners
from cutecalc.api import calc_value
from cutecalc.errors import CuteDomainError


def cute_walk(layout_tv: Layout, m_ext: int, n_ext: int, filled: tuple[int, int, int] | None = None):
    """print_latex's loop: (t, v, m, n) of each first owner, or the first pair outside (as an error)."""
    km, kn, size = filled or (1, m_ext, m_ext * n_ext)
    taken, out = set(), []
    t_count, v_count = (value(product(s)) for s in layout_tv.shape)
    for t in range(t_count):
        for v in range(v_count):
            c = layout_tv(t, v)
            m, n = (tuple(value(x) for x in c) + (0,))[:2] if isinstance(c, tuple) else \
                (value(c) % m_ext, value(c) // m_ext)
            key = m * km + n * kn
            strict = filled is None and not (0 <= m < m_ext and 0 <= n < n_ext)
            if strict or not 0 <= key < size:
                return ("outside", t, v)
            if key not in taken:
                taken.add(key)
                out.append((t, v, m, n))
    return out


def model_walk(layout_tv: Layout, m_ext: int, n_ext: int, filled=None):
    try:
        o = tv_owners(layout_tv, (m_ext, n_ext), 0, filled)
    except CuteDomainError as e:
        assert "outside the tile" in e.message, e.message
        words = e.message.split()
        return ("outside", int(words[words.index("thread") + 1].rstrip(",")), int(words[words.index("value") + 1]))
    return list(zip(o.threads, o.values, o.ms, o.ns))


@st.composite
def tv_layouts(draw, coordinates: bool):
    """A rank-2 layout (t,v) -> index or (t,v) -> (m,n), leaves of small extent, strides that repeat, overlap
    and go negative, over a tile it mostly fits."""
    def mode():
        n = draw(st.integers(1, 3))
        shape = tuple(draw(st.integers(1, 4)) for _ in range(n))
        if coordinates:
            stride = tuple(draw(st.sampled_from([0, ScaledBasis(S(1), (0,)), ScaledBasis(S(2), (0,)),
                                                 ScaledBasis(S(1), (1,)), ScaledBasis(S(3), (1,)),
                                                 ScaledBasis(S(-1), (0,))])) for _ in range(n))
        else:
            stride = tuple(draw(st.integers(-2, 12)) for _ in range(n))
        return (shape, stride) if n > 1 else (shape[0], stride[0])
    (s0, d0), (s1, d1) = mode(), mode()
    return Layout((s0, s1), (d0, d1)), draw(st.integers(1, 12)), draw(st.integers(1, 12))


@settings(max_examples=300, deadline=None)
@given(tv_layouts(coordinates=False))
def test_owners_of_index_layouts_are_cutes_walk(case):
    layout_tv, m_ext, n_ext = case
    assert model_walk(layout_tv, m_ext, n_ext) == cute_walk(layout_tv, m_ext, n_ext)


@settings(max_examples=300, deadline=None)
@given(tv_layouts(coordinates=True))
def test_owners_of_coordinate_layouts_are_cutes_walk(case):
    layout_tv, m_ext, n_ext = case
    assert model_walk(layout_tv, m_ext, n_ext) == cute_walk(layout_tv, m_ext, n_ext)


@settings(max_examples=300, deadline=None)
@given(tv_layouts(coordinates=True), st.integers(1, 4))
def test_owners_in_a_larger_table_are_cutes_walk(case, k_ext):
    """print_latex of a TiledMMA: a table (M,N,K) for every panel, so a cell outside the panel is drawn where it
    lies when its entry is in the table (the C of an MMA tiled along K), and aliases another when its entry does."""
    layout_tv, m_ext, n_ext = case
    for filled in ((1, m_ext, m_ext * n_ext * k_ext), (1, m_ext * n_ext, m_ext * n_ext * k_ext)):
        assert model_walk(layout_tv, m_ext, n_ext, filled) == cute_walk(layout_tv, m_ext, n_ext, filled)


def test_duplicates_and_an_origin():
    o = tv_owners(calc_value("(_8,_4):(_1,_0)"), (4, 4))
    assert (len(o.threads), o.pairs, o.duplicates) == (8, 32, 24)
    shifted = tv_owners(calc_value("composition(make_identity_layout((_4,_4)), (_2,_2):(_1,_4))"), (4, 4), (1, 2))
    assert list(zip(shifted.ms, shifted.ns)) == [(1, 2), (1, 3), (2, 2), (2, 3)]


def test_the_walk_is_refused_before_it_starts_beyond_its_cap():
    """Stride-0 leaves are not walked (they repeat a cell); the other pairs are counted before any is visited."""
    check_walk(calc_value("(_65536,_65536):(_0,_0)"), "x")
    with pytest.raises(CuteDomainError, match=f"2097152 \\(thread,value\\) pairs is more than the {TV_PAIRS}"):
        check_walk(calc_value("((_2048,_4),_1024):((_1,_0),_2048)"), "x")


# -- cost: counted in lines of Python run, not timed -------------------------------------------------------

def lines_run(f: Callable[[], object]) -> int:
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
        return tracer
    sys.settrace(tracer)
    try:
        f()
    finally:
        sys.settrace(None)
    return count


def _fma(n: int):
    return calc_value(f"make_tiled_mma(UniversalFMA<float,float,float,float>{{}}, Layout<Shape<_{n},_{n},_1>>{{}})")


def test_print_latex_of_a_tiled_mma_grows_linearly_with_its_cells():
    """C (n x n), A and B (n x 1): the lines run per cell added stay the same as n doubles (slicing the tensor at
    each cell, as before, ran hundreds of lines per cell and more as the layouts grew)."""
    from cutecalc.render.latex_tiled import print_latex_mma_text
    mmas = {n: _fma(n) for n in (8, 16, 32)}
    cost = {n: lines_run(lambda m=m: print_latex_mma_text(m)) for n, m in mmas.items()}
    cells = {n: n * n + 2 * n for n in cost}
    per_cell = [(cost[b] - cost[a]) / (cells[b] - cells[a]) for a, b in ((8, 16), (16, 32))]
    assert per_cell[1] < 1.2 * per_cell[0] and per_cell[1] < 40, per_cell


def test_a_broadcast_operand_costs_its_cells_not_its_pairs():
    """An SS GMMA: every thread of a warpgroup sees all of A and B, 2^19 (thread,value) pairs on 20,480 cells;
    the walk visits each distinct thread offset once."""
    from cutecalc.render.latex_tiled import print_latex_mma_text
    mma = calc_value("make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, "
                     "Layout<Shape<_2,_1,_1>>{})")
    cells = 128 * 128 + 2 * 128 * 16
    assert lines_run(lambda: print_latex_mma_text(mma)) < 20 * cells


@pytest.mark.parametrize("draw", ["text", "table", "latex"])
def test_pictures_of_a_tv_layout_grow_linearly_with_their_cells(draw):
    from cutecalc.render.cute_text import value_text
    from cutecalc.render.figure import FULL, grid_of
    from cutecalc.render.latex import print_latex_tv_text

    def cost(n: int) -> int:
        v = calc_value(f"print_tv(make_layout(({n},{n})), ({n},{n}))")
        run = {"text": lambda: value_text(v), "table": lambda: grid_of(v, FULL),
               "latex": lambda: print_latex_tv_text(v.layout, v.tile)}[draw]
        return lines_run(run)
    c = {n: cost(n) for n in (16, 32, 64)}
    per_cell = [(c[b] - c[a]) / (b * b - a * a) for a, b in ((16, 32), (32, 64))]
    assert per_cell[1] < 1.2 * per_cell[0], per_cell
