"""Which thread and value first own each cell of a tile: the model behind every picture of a TV layout
(print_latex of a TiledMMA or TiledCopy, print_latex_tv, print_tv's text, tables, SVG and HTML).

A TV layout maps (t,v) to an index k = m + n*M of the tile (M,N), or to a coordinate (m,n) (its strides are
basis elements).  CuTe's pictures walk threads outer, values inner, and draw the first (t,v) that lands on
each cell (cute/util/print_latex.hpp).  Two facts make that walk linear in the cells:

    TV(t,v) = TV(t,0) + TV(0,v)      a layout is additive over its modes, so each mode is evaluated once
                                     (its offsets come from its leaves, not from T*V evaluations);
    TV(t,0) = TV(t',0), t' < t       thread t lands only where t' landed before it, so it owns nothing: only
                                     the first thread of each distinct offset is walked (and the first value
                                     of each distinct value offset).

A stride-0 leaf (the threads an operand ignores, as every thread of a warpgroup sees all of an SS GMMA's A)
repeats offsets without adding any, so it costs nothing; the walk visits distinct offset pairs, at most
TV_PAIRS of them, and stops once every cell is owned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import CuteDomainError
from ..record import record
from . import inttuple as it
from .basis import ScaledBasis
from .integers import value

if TYPE_CHECKING:
    from .basis import Stride
    from .integers import IntTuple
    from .layout import Layout

TV_PAIRS = 1 << 20
"""The most (thread, value) pairs a TV picture walks, stride-0 leaves not counted (they repeat a cell)."""


@record(frozen=True)
class Owners:
    """The first owner of each owned cell, in CuTe's drawing order (thread-major): the cell (ms[i], ns[i]) is
    owned by thread threads[i], value values[i].  `pairs` counts every (t,v) of the layout."""

    threads: list[int]
    values: list[int]
    ms: list[int]
    ns: list[int]
    pairs: int

    @property
    def duplicates(self) -> int:
        """The (t,v) pairs that land on a cell already owned."""
        return self.pairs - len(self.threads)


# One leaf of a mode: its extent and its step (dm, dn), in the tile's coordinates (dn = 0 for an index).
_Leaf = tuple[int, int, int]
# A mode's offsets, expanded: (index, m, n) of each
_Offsets = tuple[list[int], list[int], list[int]]


def _leaves(shape: IntTuple, stride: Stride, mode: int, coordinates: bool) -> list[_Leaf]:
    out: list[_Leaf] = []
    for s, d in zip(it.flatten_to_tuple(shape), it.flatten_to_tuple(stride)):
        if isinstance(d, ScaledBasis):
            if not coordinates or len(d.modes) != 1 or d.modes[0] > 1:
                from .printing import cute_str
                raise CuteDomainError(f"the TV layout's mode {mode} has stride {cute_str(d)}, not an index "
                                      "m + n*M nor a coordinate (m,n) of the tile")
            c = value(d.value)
            out.append((value(s), c, 0) if d.modes[0] == 0 else (value(s), 0, c))
        elif value(d) == 0 or not coordinates:
            out.append((value(s), value(d), 0))
        else:
            raise CuteDomainError(f"the TV layout's mode {mode} has the index stride {value(d)} where its other "
                                  "strides are coordinates (m,n)")
    return out


def walked_pairs(layout_tv: Layout) -> int:
    """The (t,v) pairs the walk visits at most: the product of the leaf extents with a non-zero stride."""
    n = 1
    for s, d in zip(it.flatten_to_tuple(layout_tv.shape), it.flatten_to_tuple(layout_tv.stride)):
        if isinstance(d, ScaledBasis) or value(d) != 0:
            n *= value(s)
    return n


def check_walk(layout_tv: Layout, what: str) -> None:
    """Refuse, before any walking, a TV layout whose walk would visit more than TV_PAIRS pairs."""
    n = walked_pairs(layout_tv)
    if n > TV_PAIRS:
        raise CuteDomainError(f"{what}: {n} (thread,value) pairs is more than the {TV_PAIRS} (2^20) a TV picture "
                              "walks (stride-0 modes, which repeat a cell, not counted)")


def _range(leaves: list[_Leaf], key: tuple[int, int]) -> tuple[int, int]:
    """The least and the greatest of key . (m,n) over a mode's offsets: each leaf ranges over 0..extent-1
    independently, so the extremes add up leaf by leaf."""
    lo = hi = 0
    for s, dm, dn in leaves:
        step = (s - 1) * (dm * key[0] + dn * key[1])
        lo, hi = lo + min(0, step), hi + max(0, step)
    return lo, hi


def _expand(leaves: list[_Leaf]) -> _Offsets:
    """(index, m, n) of a mode's offsets in index order, leaving out the indices of a non-zero coordinate in a
    stride-0 leaf: such an index repeats the offset of a smaller one.  Expanded leaf by leaf,
    colexicographically (the first leaf fastest), so the indices stay in order."""
    index, ms, ns = [0], [0], [0]
    weight = 1
    for s, dm, dn in leaves:
        if s > 1 and (dm or dn):
            index = [i + c * weight for c in range(s) for i in index]
            ms = [m + c * dm for c in range(s) for m in ms]
            ns = [n + c * dn for c in range(s) for n in ns]
        weight *= s
    return index, ms, ns


def _distinct(offsets: _Offsets, keys: list[int]) -> tuple[_Offsets, list[int]]:
    """The offsets of distinct keys, each at the first index reaching it, in index order."""
    if len(set(keys)) == len(keys):
        return offsets, keys
    first: dict[int, int] = {}
    for pos, k in enumerate(keys):
        first.setdefault(k, pos)
    keep = list(first.values())
    index, ms, ns = offsets
    return ([index[p] for p in keep], [ms[p] for p in keep], [ns[p] for p in keep]), list(first)


_DENSE = 1 << 24   # a table of more cells (an elided table of a huge tile) keeps only the owned ones


class _Sparse(set[int]):
    """The cells owned so far, as a set read and written like the bytearray of a dense table."""

    __getitem__ = set.__contains__

    def __setitem__(self, k: int, _: int) -> None:
        self.add(k)


def tv_owners(layout_tv: Layout, tile: IntTuple, origin: IntTuple = 0,
              filled: tuple[int, int, int] | None = None) -> Owners:
    """The first owner of each cell of the tile (M,N) under layout_tv, (t,v) -> m + n*M or (t,v) -> (m,n)
    (plus `origin`, a coordinate tensor's), in CuTe's drawing order.

    `filled` = (km, kn, size) is the table of CuTe's print_latex walk: cell (m,n) is its entry m*km + n*kn of
    `size` (print_latex of a TiledMMA keeps one table (M,N,K) for C, A and B).  A cell outside the tile whose
    entry is in the table is drawn where it lies, as CuTe draws it; an entry outside the table is refused.  With
    no `filled` (the tables, print_tv), every (m,n) must lie in the tile."""
    from .printing import cute_str

    shape, stride = layout_tv.shape, layout_tv.stride
    if not (isinstance(shape, tuple) and len(shape) == 2 and isinstance(stride, tuple)):
        raise CuteDomainError(f"a TV layout has rank 2, (thread, value); got {cute_str(layout_tv)}")
    check_walk(layout_tv, "a TV picture")
    m_ext, n_ext = (value(x) for x in it.product_each(tile))
    coordinates = any(isinstance(d, ScaledBasis) for d in it.flatten_to_tuple(stride))
    t_leaves = _leaves(shape[0], stride[0], 0, coordinates)
    v_leaves = _leaves(shape[1], stride[1], 1, coordinates)
    om, on = ([value(x) for x in it.flatten_to_tuple(origin)] + [0, 0])[:2]
    km, kn, size = filled or (1, m_ext if coordinates else 0, m_ext * n_ext)
    # Whether every pair lands inside: its key in the table and, with no `filled`, each coordinate in the tile.
    bounds = [((km, kn), size)] if filled or not coordinates else [((1, 0), m_ext), ((0, 1), n_ext)]
    for key, limit in bounds:
        (t_lo, t_hi), (v_lo, v_hi) = _range(t_leaves, key), _range(v_leaves, key)
        o = om * key[0] + on * key[1]
        if not (0 <= o + t_lo + v_lo and o + t_hi + v_hi < limit):
            _refuse_outside(tile, (om, on), coordinates, bounds, _expand(t_leaves), _expand(v_leaves))
    t_all, v_all = _expand(t_leaves), _expand(v_leaves)
    (t_idx, t_m, t_n), t_key = _distinct(t_all, [m * km + n * kn for m, n in zip(t_all[1], t_all[2])])
    (v_idx, v_m, v_n), v_key = _distinct(v_all, [m * km + n * kn for m, n in zip(v_all[1], v_all[2])])
    nt, nv = len(t_key), len(v_key)
    if nt * nv <= size and len({a + b for a in t_key for b in v_key}) == nt * nv:
        # Every pair on a cell of its own (a TiledCopy's usual TV layout): each pair is its cell's first owner,
        # in walk order, and the lists are made whole rather than pair by pair.
        threads = [i for i in t_idx for _ in range(nv)]
        values = v_idx * nt
        ms = [om + a + b for a in t_m for b in v_m]
        ns = [on + a + b for a in t_n for b in v_n]
    else:
        own_t, own_v = _walk(t_key, v_key, om * km + on * kn, size)
        threads, values = [t_idx[t] for t in own_t], [v_idx[v] for v in own_v]
        ms = [om + t_m[t] + v_m[v] for t, v in zip(own_t, own_v)]
        ns = [on + t_n[t] + v_n[v] for t, v in zip(own_t, own_v)]
    if not coordinates:    # an index k = m + n*M
        ms, ns = [k % m_ext for k in ms], [k // m_ext for k in ms]
    return Owners(threads, values, ms, ns, value(layout_tv.size()))


def _walk(t_key: list[int], v_key: list[int], base: int, size: int) -> tuple[list[int], list[int]]:
    """CuTe's walk, threads outer and values inner, over the table of `size` entries: the positions (in the
    distinct thread and value offsets) of each pair that lands first on its entry base + t_key[t] + v_key[v]."""
    taken = bytearray(size) if size <= _DENSE else _Sparse()
    own_t: list[int] = []     # positions in the distinct thread offsets and value offsets
    own_v: list[int] = []
    take_t, take_v = own_t.append, own_v.append
    values = list(enumerate(v_key))
    for t, a in enumerate(t_key):
        a += base
        for v, b in values:
            k = a + b
            if not taken[k]:
                taken[k] = 1
                take_t(t)
                take_v(v)
        if len(own_t) == size:
            break
    return own_t, own_v


def _refuse_outside(tile: IntTuple, origin: tuple[int, int], coordinates: bool,
                    bounds: list[tuple[tuple[int, int], int]], t_mode: _Offsets, v_mode: _Offsets) -> None:
    """Refuse the TV layout at CuTe's first pair outside the tile (a pair left out of the expansion repeats the
    offsets of an earlier one)."""
    from .printing import cute_str

    for t, am, an in zip(*t_mode):
        for v, bm, bn in zip(*v_mode):
            m, n = origin[0] + am + bm, origin[1] + an + bn
            if all(0 <= m * km + n * kn < limit for (km, kn), limit in bounds):
                continue
            where = f"({m},{n})" if coordinates else str(m)
            raise CuteDomainError(f"the TV layout sends thread {t}, value {v} to {where}, outside the tile "
                                  f"{cute_str(tile)}")
