"""Values have a size cap (MAX_LEAVES integers), checked when a value is built and refused in milliseconds."""

from __future__ import annotations

import time

import pytest

from cutecalc.algebra import inttuple as it
from cutecalc.algebra import layout as lo
from cutecalc.algebra.integers import S
from cutecalc.errors import CuteDomainError
from cutecalc.lang.session import Session


def run(source: str):
    """The outcomes of a session, and the seconds it took."""
    t = time.perf_counter()
    outs = list(Session().run(source))
    return outs, time.perf_counter() - t


def ones(n: int) -> str:
    return "(" + ",".join(["1"] * n) + ")"


def test_leaf_count_counts_a_tree_but_walks_shared_tuples_once():
    a: tuple = (1, 1)
    for _ in range(40):
        a = (a, a)
    t = time.perf_counter()
    assert it.leaf_count(a, limit=1 << 50) == 1 << 41
    assert time.perf_counter() - t < 0.1
    assert it.leaf_count(((1, 2), 3, (4, (5, 6)))) == 6
    assert it.leaf_count(lo.Layout(((2, 2), 4), ((1, 2), 4))) == 3


def test_check_size_refuses_one_more_than_the_cap():
    at_cap = tuple([1] * it.MAX_LEAVES)
    assert it.check_size(at_cap) is at_cap
    with pytest.raises(CuteDomainError, match="more than 512 integers"):
        it.check_size(at_cap + (1,))


def test_doubling_a_tuple_forty_times_is_refused_at_once():
    outs, secs = run("a=(1,1); " + "a=(a,a); " * 40 + "rank(a)")
    errors = [o.error for o in outs if o.error is not None]
    assert errors and "limit on the size of a value" in str(errors[0])
    assert secs < 1.0


def test_composing_a_rank_200_all_ones_layout_three_times_is_refused_at_once():
    outs, secs = run(f"L = {ones(200)}:{ones(200)}; size(L o L o L)")
    assert "composition: the result has more than 512 integers" in str(outs[-1].error)
    assert secs < 1.0


def test_a_rank_2000_layout_is_refused_when_written():
    outs, secs = run(f"L = {ones(2000)}:{ones(2000)}; L o L")
    assert "limit on the size of a value" in str(outs[0].error)
    assert secs < 1.0


def test_a_template_rank_beyond_the_cap_is_refused_before_it_is_built():
    outs, _ = run("append<100000>((1,2), 3)")
    assert "larger than cutecalc's limit of 512" in str(outs[0].error)


def test_the_worst_composition_within_the_cap_finishes_in_about_a_second():
    """Every mode of B walks every mode of A (static size-1 modes take nothing): rank x rank steps."""
    n = it.MAX_LEAVES
    A = lo.Layout(tuple([1] * n), tuple([1] * n))
    B = lo.Layout(tuple([S(1)] * n), tuple([S(1)] * n))
    t = time.perf_counter()
    lo.composition(A, B)
    assert time.perf_counter() - t < 3.0  # about 0.5 s on an idle core; a loaded CI machine gets slack


def test_crd2idx_walks_the_modes_of_a_long_flat_layout_without_recursion():
    # shape (1,...,1,3) : stride (1,...,1,5): index 2 is coordinate 2 of the last mode, offset 2 * 5
    n = 500
    L = lo.Layout(tuple([1] * (n - 1) + [3]), tuple([1] * (n - 1) + [5]))
    assert lo.crd2idx(2, L) == 10
    outs, _ = run(f"L = {ones(n)}:{ones(n)}; L(0)")
    assert outs[-1].error is None and outs[-1].value == 0
