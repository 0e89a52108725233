"""Hypothesis strategies for IntTuples and layouts with static, dynamic and mixed integers."""

from __future__ import annotations

from hypothesis import strategies as st

from cutecalc.algebra.integers import S
from cutecalc.algebra.layout import Layout


def integer(values, static_prob: float = 0.5):
    """An integer drawn from `values`, static (_N) or dynamic (N)."""
    return st.tuples(values, st.floats(0, 1)).map(lambda t: S(t[0]) if t[1] < static_prob else t[0])


def profile(max_depth: int = 3, max_rank: int = 3):
    """A nesting profile: None for a leaf, a tuple of profiles for a mode."""
    leaf = st.just(None)
    return st.recursive(leaf, lambda kids: st.lists(kids, min_size=1, max_size=max_rank).map(tuple),
                        max_leaves=6).filter(lambda p: _depth(p) <= max_depth)


def _depth(p) -> int:
    return 0 if p is None else 1 + max(_depth(q) for q in p)


def _fill(p, draw, leaf):
    if p is None:
        return draw(leaf)
    return tuple(_fill(q, draw, leaf) for q in p)


@st.composite
def layouts(draw, shapes=st.integers(1, 6), strides=st.integers(0, 24), max_size: int = 512,
            static_prob: float | None = None):
    """Arbitrary layouts (not necessarily injective) of bounded size."""
    sp = draw(st.sampled_from([0.0, 0.5, 1.0])) if static_prob is None else static_prob
    prof = draw(profile())
    shape = _fill(prof, draw, integer(shapes, sp))
    stride = _fill(prof, draw, integer(strides, sp))
    lay = Layout(shape, stride)
    from hypothesis import assume
    assume(lay.size() <= max_size)
    return lay


@st.composite
def injective_layouts(draw, max_size: int = 256, static_prob: float | None = None):
    """Sub-layouts of a compact layout with the modes permuted: injective, with a known cotarget.

    Returns (layout, cotarget) where cotarget is the size of the compact layout it was cut from.
    """
    sp = draw(st.sampled_from([0.0, 0.5, 1.0])) if static_prob is None else static_prob
    n = draw(st.integers(1, 4))
    # Extents >= 2: a dynamic size-1 mode is not known to CuTe to be trivial, and its inverses then
    # legitimately differ from the mathematical ones.
    extents = draw(st.lists(st.integers(2, 6), min_size=n, max_size=n))
    strides, acc = [], 1
    for e in extents:
        strides.append(acc)
        acc *= e
    keep = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    if not any(keep):
        keep[0] = True
    modes = [(e, d) for e, d, k in zip(extents, strides, keep) if k]
    modes = draw(st.permutations(modes))

    def mk(v):
        return S(v) if draw(st.floats(0, 1)) < sp else v

    shape = tuple(mk(e) for e, _ in modes)
    stride = tuple(mk(d) for _, d in modes)
    if len(shape) == 1 and draw(st.booleans()):
        shape, stride = shape[0], stride[0]
    lay = Layout(shape, stride)
    from hypothesis import assume
    assume(acc <= max_size)
    return lay, acc
