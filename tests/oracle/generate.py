"""Seeded random differential cases: cutecalc text and the matching C++ for every operation.

Layouts are biased toward the ones kernels use (compact column- and row-major, permuted compact,
padded leading dimensions, broadcast stride-0 modes, power-of-two extents, tilers that divide), so
that most cases are admissible; a share of arbitrary strides and non-dividing tilers makes CuTe
refuse some.  Integers are all static, all dynamic or mixed per layout; nesting goes to depth 3;
every size and stride stays far below 2^31.

    python -m tests.oracle.generate            # counts per operation and a sample of each
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from math import prod

from .cases import Case, case

SEED = 20240611
PER_OP = 50          # cases per operation: 56 operations -> 2,800 cases


# ---------------------------------------------------------------------------------------------
# Values: integers that know whether they are static, IntTuples, layouts
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Z:
    """An integer of a generated value: static (`_4`, `Int<4>{}`) or dynamic (`4`)."""
    v: int
    static: bool

    def __str__(self) -> str:
        return f"_{self.v}" if self.static else str(self.v)


IntTuple = Z | tuple


def text(t: IntTuple) -> str:
    return str(t) if isinstance(t, Z) else "(" + ",".join(text(e) for e in t) + ")"


def leaves(t: IntTuple) -> list[Z]:
    return [t] if isinstance(t, Z) else [z for e in t for z in leaves(e)]


def size(t: IntTuple) -> int:
    return prod(z.v for z in leaves(t))


def unflatten(flat: list, profile) -> IntTuple:
    """Put the leaves of `flat` into the nesting of `profile` (None = leaf, tuple = mode)."""
    it = iter(flat)

    def build(p):
        return next(it) if p is None else tuple(build(q) for q in p)
    return build(profile)


@dataclass(frozen=True)
class Lay:
    shape: IntTuple
    stride: IntTuple

    def __str__(self) -> str:
        return f"{text(self.shape)}:{text(self.stride)}"

    def size(self) -> int:
        return size(self.shape)

    def cosize(self) -> int:
        return sum((s.v - 1) * d.v for s, d in zip(leaves(self.shape), leaves(self.stride))) + 1

    def rank(self) -> int:
        return len(self.shape) if isinstance(self.shape, tuple) else 1

    def mode(self, i: int) -> Lay:
        if isinstance(self.shape, tuple):
            return Lay(self.shape[i], self.stride[i])
        return self


# ---------------------------------------------------------------------------------------------
# Random values
# ---------------------------------------------------------------------------------------------

EXTENTS = [1, 2, 2, 2, 2, 2, 4, 4, 4, 4, 8, 8, 8, 16, 3, 3, 5, 6, 32, 12]


class Gen:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    # -- small pieces --------------------------------------------------------------------------
    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)

    def weighted(self, table: dict):
        return self.rng.choices(list(table), weights=list(table.values()))[0]

    def z(self, v: int, static: bool | None = None) -> Z:
        return Z(v, self.chance(0.5) if static is None else static)

    def staticness(self) -> str:
        return self.weighted({"static": 4, "dynamic": 3, "mixed": 3})

    def mostly_static(self) -> str:
        """For operands CuTe wants static (complement's and left_inverse's strides, products' tiles)."""
        return self.weighted({"static": 6, "dynamic": 2, "mixed": 2})

    def flag(self, policy: str) -> bool:
        """Whether the next integer is static under a layout's policy (static, dynamic or mixed)."""
        return self.chance(0.5) if policy == "mixed" else policy == "static"

    def profile(self, max_depth: int = 3, max_rank: int = 3, leaf_p: float = 0.15, max_leaves: int = 6):
        """A nesting profile: None for an integer, a tuple of profiles for a mode."""
        for _ in range(100):
            p = self._profile(max_depth, max_rank, leaf_p, top=True)
            if _count_leaves(p) <= max_leaves:
                return p
        return (None, None)

    def _profile(self, depth: int, max_rank: int, leaf_p: float, top: bool):
        if depth == 0 or self.chance(leaf_p):
            return None
        rank = min(max_rank, self.weighted({1: 2, 2: 12, 3: 6} if top else {1: 1, 2: 12, 3: 4}))
        return tuple(self._profile(depth - 1, max_rank, 0.7, False) for _ in range(rank))

    def extents(self, n: int, max_size: int) -> list[int]:
        """n extents drawn from EXTENTS whose product stays within max_size."""
        vals, budget = [], max_size
        for _ in range(n):
            v = self.pick([e for e in EXTENTS if e <= budget] or [1])
            vals.append(v)
            budget //= v
        self.rng.shuffle(vals)
        return vals

    # -- shapes and layouts --------------------------------------------------------------------
    def shape(self, profile=None, max_size: int = 256, policy: str | None = None) -> IntTuple:
        profile = self.profile() if profile is None else profile
        policy = policy or self.staticness()
        n = _count_leaves(profile)
        vals = self.extents(n, max_size)
        return unflatten([Z(v, self.flag(policy)) for v in vals], profile)

    def layout(self, shape: IntTuple | None = None, kind: str | None = None, policy: str | None = None,
               max_size: int = 256) -> Lay:
        policy = policy or self.staticness()
        if shape is None:
            shape = self.shape(max_size=max_size, policy=policy)
        kind = kind or self.weighted({"left": 30, "right": 15, "ordered": 15, "padded": 10,
                                      "broadcast": 10, "arbitrary": 20})
        flat = leaves(shape)
        n = len(flat)
        if kind == "arbitrary":
            vals = [self.pick([0, 1, 1, 2, 3, 4, 5, 6, 8, 12, 16, 24, 32, 64]) for _ in range(n)]
        else:
            order = list(range(n))
            if kind == "right":
                order.reverse()
            elif kind == "ordered":
                self.rng.shuffle(order)
            vals = [0] * n
            acc = 1
            for i in order:
                vals[i] = acc
                acc *= flat[i].v
                if kind == "padded" and self.chance(0.5):
                    acc += self.pick([1, 2, 4, 8])
            if kind == "broadcast":
                for i in range(n):
                    if self.chance(0.4):
                        vals[i] = 0
        # Compact layouts are often made by make_layout(shape): the stride is static as far as the
        # shape is; otherwise each stride follows the layout's policy.
        derived = kind in ("left",) and self.chance(0.5)
        strides = []
        static_prefix = True
        for i, v in enumerate(vals):
            if derived:
                strides.append(Z(v, static_prefix))
                static_prefix = static_prefix and flat[i].static
            else:
                strides.append(Z(v, self.flag(policy)))
        return Lay(shape, unflatten(strides, _profile_of(shape)))

    def injective_layout(self, max_size: int = 128, policy: str | None = None) -> Lay:
        return self.layout(kind=self.pick(["left", "right", "ordered", "padded"]), max_size=max_size,
                           policy=policy)

    def flat_layout(self, rank: int, max_size: int = 256, kind: str | None = None,
                    policy: str | None = None) -> Lay:
        policy = policy or self.staticness()
        shape = tuple(Z(v, self.flag(policy)) for v in self.extents(rank, max_size))
        return self.layout(shape, kind=kind, policy=policy)

    def divisor(self, n: int) -> int:
        ds = [d for d in range(1, n + 1) if n % d == 0]
        return self.pick(ds[1:] if len(ds) > 1 and self.chance(0.8) else ds)

    # -- tilers ----------------------------------------------------------------------------------
    def tile_item(self, mode: Lay, policy: str) -> str:
        """A tiler entry for one mode of a layout: usually a layout or extent that divides it."""
        n = mode.size()
        r = self.rng.random()
        if r < 0.08 and isinstance(mode.shape, tuple):      # a nested tiler over the sub-modes
            return "(" + ",".join(str(Z(self.divisor(size(s)), self.flag(policy))) for s in mode.shape) + ")"
        if r < 0.25:
            return str(Z(self.divisor(n), self.flag(policy)))
        if r < 0.62:
            return f"{Z(self.divisor(n), self.flag(policy))}:{Z(1, self.flag(policy))}"
        if r < 0.80:
            d = self.divisor(n)
            s = self.divisor(n // d) if n // d > 1 else 1
            return f"{Z(d, self.flag(policy))}:{Z(s, self.flag(policy))}"
        if r < 0.88:  # hierarchical: the tile takes two strided pieces
            d = self.divisor(n)
            if d % 2 == 0 and n % (2 * d) == 0:
                a, b = 2, d // 2
                return (f"({Z(a, self.flag(policy))},{Z(b, self.flag(policy))}):"
                        f"({Z(1, self.flag(policy))},{Z(2 * (n // d), self.flag(policy))})")
            return f"{Z(d, self.flag(policy))}:{Z(1, self.flag(policy))}"
        # arbitrary: may not divide
        return f"{Z(self.pick([2, 3, 4, 5, 6, 8]), self.flag(policy))}:{Z(self.pick([1, 2, 3, 4]), self.flag(policy))}"

    def tiler(self, a: Lay, allow_layout: bool = True) -> str:
        policy = self.staticness()
        if allow_layout and self.chance(0.3):          # a 1-D tiler: one layout over the whole domain
            return self.tile_item(Lay(Z(a.size(), True), Z(1, True)), policy)
        k = self.rng.randint(1, a.rank())
        if k > 1 and self.chance(0.1):                   # a shape used as a tiler: (2,_4)
            return "(" + ",".join(str(Z(self.divisor(a.mode(i).size()), self.flag(policy)))
                                  for i in range(k)) + ")"
        return "<" + ", ".join(self.tile_item(a.mode(i), policy) for i in range(k)) + ">"


def _count_leaves(profile) -> int:
    return 1 if profile is None else sum(_count_leaves(p) for p in profile)


def _profile_of(t: IntTuple):
    return None if isinstance(t, Z) else tuple(_profile_of(e) for e in t)


# ---------------------------------------------------------------------------------------------
# One generator per operation: each returns cutecalc source text
# ---------------------------------------------------------------------------------------------

OPS: dict[str, Callable[[Gen], str]] = {}


def op(name: str):
    def register(fn):
        OPS[name] = fn
        return fn
    return register


def _var(lay, body: str) -> str:
    """`L = <lay>; <body>`: evaluation and slicing apply to a variable."""
    return f"L = {lay}; {body}"


@op("layout")
def _(g: Gen) -> str:
    return str(g.layout())


@op("coalesce")
def _(g: Gen) -> str:
    return f"coalesce({g.layout()})"


@op("coalesce_profile")
def _(g: Gen) -> str:
    a = g.layout(shape=g.shape(profile=g.profile(leaf_p=0.0)))
    r = a.rank()
    if g.chance(0.8):
        prof = "(" + ",".join(str(g.z(1)) for _ in range(r)) + ")"
    else:  # a deeper or shorter profile
        items = [text(tuple(g.z(1) for _ in a.mode(i).shape)) if isinstance(a.mode(i).shape, tuple)
                 and g.chance(0.5) else str(g.z(1)) for i in range(max(1, r - g.pick([0, 1])))]
        prof = "(" + ",".join(items) + ")"
    return f"coalesce({a}, {prof})"


@op("filter")
def _(g: Gen) -> str:
    return f"filter({g.layout(kind=g.pick(['broadcast', 'arbitrary', 'left']))})"


@op("filter_zeros")
def _(g: Gen) -> str:
    return f"filter_zeros({g.layout(kind=g.pick(['broadcast', 'arbitrary', 'left']))})"


@op("flatten")
def _(g: Gen) -> str:
    return f"flatten({g.layout()})"


def composable_pair(g: Gen) -> tuple[Lay, Lay]:
    """A and B for composition(A, B): B reshapes A, selects a strided part of it, or is arbitrary."""
    a = g.layout(max_size=256)
    n = a.size()
    r = g.rng.random()
    pol = g.staticness()
    if r < 0.35:    # reshape: a compact layout of (a divisor of) A's size in another shape
        m = g.divisor(n) if g.chance(0.3) else n
        b = g.layout(shape=_shape_of_size(g, m, pol), kind=g.pick(["left", "right", "ordered"]), policy=pol)
    elif r < 0.65:  # a strided selection d:s with d*s dividing the size
        d = g.divisor(n)
        s = g.divisor(n // d) if n // d > 1 else 1
        b = Lay(Z(d, g.flag(pol)), Z(s, g.flag(pol)))
        if g.chance(0.3) and d % 2 == 0:   # the same selection in two modes: (2,d/2):(s,2s)
            b = Lay((Z(2, g.flag(pol)), Z(d // 2, g.flag(pol))), (Z(s, g.flag(pol)), Z(2 * s, g.flag(pol))))
    else:           # arbitrary
        b = g.layout(max_size=64)
    return a, b


def _shape_of_size(g: Gen, n: int, policy: str) -> IntTuple:
    factors = []
    m = n
    while m > 1 and len(factors) < 4:
        d = g.divisor(m)
        factors.append(d)
        m //= d
    if m > 1:
        factors.append(m)
    if not factors:
        factors = [1]
    g.rng.shuffle(factors)
    zs = [Z(f, g.flag(policy)) for f in factors]
    if len(zs) == 1:
        return zs[0]
    if len(zs) >= 3 and g.chance(0.4):
        return (zs[0], tuple(zs[1:]))
    return tuple(zs)


@op("composition")
def _(g: Gen) -> str:
    a, b = composable_pair(g)
    return f"composition({a}, {b})"


@op("composition_tiler")
def _(g: Gen) -> str:
    a = g.layout(shape=g.shape(profile=g.profile(leaf_p=0.0)))
    return f"composition({a}, {g.tiler(a, allow_layout=False)})"


@op("composition_int")
def _(g: Gen) -> str:
    a = g.layout()
    n = g.divisor(a.size()) if g.chance(0.85) else g.pick([3, 5, 6, 7])
    return f"composition({a}, {g.z(n)})"


def complement_operand(g: Gen) -> Lay:
    """Mostly injective layouts with holes (sub-layouts of compact ones), some arbitrary."""
    r = g.rng.random()
    pol = g.mostly_static()
    if r < 0.55:    # a sub-layout of a compact layout: injective, with holes for the complement
        big = g.flat_layout(g.pick([2, 3, 4]), max_size=512, kind=g.pick(["left", "ordered", "right"]),
                            policy=pol)
        keep = [i for i in range(big.rank()) if g.chance(0.6)] or [0]
        shp = tuple(big.shape[i] for i in keep)
        std = tuple(big.stride[i] for i in keep)
        return Lay(shp[0], std[0]) if len(keep) == 1 else Lay(shp, std)
    if r < 0.8:
        return g.injective_layout(max_size=64, policy=pol)
    return g.layout(max_size=64, policy=pol)


@op("complement")
def _(g: Gen) -> str:
    a = complement_operand(g)
    c = a.cosize()
    m = c * g.pick([1, 1, 2, 3, 4]) if g.chance(0.85) else g.pick([c + 1, max(1, c - 1), 24, 7])
    return f"complement({a}, {g.z(m)})"


@op("complement_shape")
def _(g: Gen) -> str:
    a = complement_operand(g)
    k = g.pick([2, 4, 8])
    rest = max(1, -(-a.cosize() // k)) * g.pick([1, 2, 3])
    return f"complement({a}, ({g.z(k)},{g.z(rest)}))"


@op("complement_cosize")
def _(g: Gen) -> str:
    return f"complement({complement_operand(g)})"


@op("right_inverse")
def _(g: Gen) -> str:
    return f"right_inverse({g.layout() if g.chance(0.3) else g.injective_layout()})"


@op("left_inverse")
def _(g: Gen) -> str:
    pol = g.mostly_static()
    return f"left_inverse({g.layout(policy=pol) if g.chance(0.3) else g.injective_layout(policy=pol)})"


def _same_shape_pair(g: Gen) -> tuple[Lay, Lay]:
    a = g.layout(kind=g.pick(["left", "right", "ordered", "broadcast", "arbitrary"]))
    shape_b = a.shape if g.chance(0.7) else _restatic(g, a.shape)
    b = g.layout(shape=shape_b, kind=g.pick(["left", "left", "right", "ordered", "arbitrary"]))
    return a, b


def _restatic(g: Gen, t: IntTuple) -> IntTuple:
    return Z(t.v, g.chance(0.5)) if isinstance(t, Z) else tuple(_restatic(g, e) for e in t)


@op("max_common_vector")
def _(g: Gen) -> str:
    a, b = _same_shape_pair(g)
    return f"max_common_vector({a}, {b})"


@op("max_common_layout")
def _(g: Gen) -> str:
    a, b = _same_shape_pair(g)
    return f"max_common_layout({a}, {b})"


@op("nullspace")
def _(g: Gen) -> str:
    return f"nullspace({g.layout(kind=g.pick(['broadcast', 'broadcast', 'left', 'arbitrary']))})"


def _divide(name: str):
    @op(name)
    def gen(g: Gen) -> str:
        a = g.layout(max_size=512)
        return f"{name}({a}, {g.tiler(a)})"
    return gen


for _name in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide"):
    _divide(_name)


def small_layout(g: Gen, rank: int | None = None, max_size: int = 16) -> Lay:
    if rank is None:
        return g.layout(max_size=max_size, kind=g.pick(["left", "left", "right", "ordered", "arbitrary"]))
    return g.flat_layout(rank, max_size=max_size, kind=g.pick(["left", "left", "right", "ordered",
                                                               "padded", "arbitrary"]))


@op("logical_product")
def _(g: Gen) -> str:
    a = g.layout(max_size=64, policy=g.mostly_static())
    if g.chance(0.6):
        return f"logical_product({a}, {small_layout(g)})"
    return f"logical_product({a}, {_product_tiler(g, a)})"


def _product_tiler(g: Gen, a: Lay) -> str:
    k = g.rng.randint(1, a.rank())
    pol = g.staticness()
    items = []
    for _ in range(k):
        n = g.pick([1, 2, 2, 3, 4])
        if g.chance(0.25):
            items.append(str(Z(n, g.flag(pol))))
        else:
            items.append(f"{Z(n, g.flag(pol))}:{Z(g.pick([1, 1, 2, 4]), g.flag(pol))}")
    return "<" + ", ".join(items) + ">"


def _rank_product(name: str):
    @op(name)
    def gen(g: Gen) -> str:
        r = g.pick([1, 2, 2, 2, 3])
        pol = g.mostly_static()
        a = g.flat_layout(r, max_size=32, policy=pol) if g.chance(0.7) else g.layout(max_size=32, policy=pol)
        rb = a.rank() if g.chance(0.85) else g.pick([1, 2, 3])
        return f"{name}({a}, {small_layout(g, rank=rb, max_size=12)})"
    return gen


_rank_product("blocked_product")
_rank_product("raked_product")


def _tiler_product(name: str):
    @op(name)
    def gen(g: Gen) -> str:
        a = g.layout(max_size=64, policy=g.mostly_static())
        b = small_layout(g, max_size=8) if g.chance(0.3) else _product_tiler(g, a)
        return f"{name}({a}, {b})"
    return gen


for _name in ("zipped_product", "tiled_product", "flat_product"):
    _tiler_product(_name)


@op("tile_to_shape")
def _(g: Gen) -> str:
    r = g.pick([1, 2, 2, 3])
    a = g.flat_layout(r, max_size=16, kind=g.pick(["left", "right", "ordered"]), policy=g.mostly_static())
    pol = g.staticness()
    extra = g.pick([0, 0, 0, 1])
    target = []
    for i in range(r + extra):
        s = a.mode(i).size() if i < r else 1
        t = s * g.pick([1, 2, 3, 4]) if g.chance(0.9) else s + 1
        target.append(Z(t, g.flag(pol)))
    return f"tile_to_shape({a}, {text(tuple(target))})"


@op("make_layout_shape")
def _(g: Gen) -> str:
    return f"make_layout({text(g.shape())})"


@op("make_layout_shape_stride")
def _(g: Gen) -> str:
    a = g.layout()
    return f"make_layout({text(a.shape)}, {text(a.stride)})"


@op("make_layout_tag")
def _(g: Gen) -> str:
    return f"make_layout({text(g.shape())}, {g.pick(['LayoutRight', 'LayoutLeft', 'LayoutRight'])})"


@op("make_layout_concat")
def _(g: Gen) -> str:
    return "make_layout(" + ", ".join(str(g.layout(max_size=32)) for _ in range(g.pick([1, 2, 2, 3]))) + ")"


@op("make_ordered_layout")
def _(g: Gen) -> str:
    r = g.pick([2, 3, 3, 4])
    pol = g.staticness()
    shape = tuple(Z(v, g.flag(pol)) for v in g.extents(r, 256))
    order = list(range(r))
    g.rng.shuffle(order)
    if g.chance(0.2):   # ties in the order
        order[g.rng.randrange(r)] = order[g.rng.randrange(r)]
    return f"make_ordered_layout({text(shape)}, ({','.join(f'_{o}' for o in order)}))"


@op("make_identity_layout")
def _(g: Gen) -> str:
    return f"make_identity_layout({text(g.shape(profile=g.profile(max_depth=2), max_size=64))})"


@op("append")
def _(g: Gen) -> str:
    return f"append({g.layout(max_size=32)}, {g.layout(max_size=32)})"


@op("prepend")
def _(g: Gen) -> str:
    return f"prepend({g.layout(max_size=32)}, {g.layout(max_size=32)})"


@op("replace")
def _(g: Gen) -> str:
    a = g.flat_layout(g.pick([2, 3, 4]), max_size=64)
    i = g.rng.randrange(a.rank()) if g.chance(0.9) else a.rank()
    return f"replace<{i}>({a}, {g.layout(max_size=16)})"


def _coord(g: Gen, shape: IntTuple, natural_p: float = 0.5, out_of_range_p: float = 0.04) -> str:
    """A coordinate for `shape`: a 1-D index, a by-mode coordinate, or a natural (hierarchical) one."""
    def one(t, top: bool) -> str:
        if isinstance(t, Z) or (not top and not g.chance(natural_p)):
            n = size(t)
            v = g.rng.randrange(n) if not g.chance(out_of_range_p) else n + g.rng.randrange(3)
            return str(g.z(v))
        return "(" + ",".join(one(e, False) for e in t) + ")"
    if isinstance(shape, Z) or g.chance(0.3):
        n = size(shape)
        v = g.rng.randrange(n) if not g.chance(out_of_range_p) else n + g.rng.randrange(3)
        return str(g.z(v))
    return one(shape, True)


@op("crd2idx")
def _(g: Gen) -> str:
    a = g.layout()
    return f"crd2idx({_coord(g, a.shape)}, {text(a.shape)}, {text(a.stride)})"


@op("idx2crd_stride")
def _(g: Gen) -> str:
    a = g.layout(kind=g.pick(["left", "right", "ordered"]))
    return f"idx2crd({_coord(g, a.shape, natural_p=0.3)}, {text(a.shape)}, {text(a.stride)})"


@op("idx2crd")
def _(g: Gen) -> str:
    shape = g.shape()
    return f"idx2crd({_coord(g, shape, natural_p=0.3)}, {text(shape)})"


@op("evaluate")
def _(g: Gen) -> str:
    a = g.layout()
    c = _coord(g, a.shape)
    if c.startswith("(") and isinstance(a.shape, tuple) and len(a.shape) > 1 and g.chance(0.7):
        c = c[1:-1]     # L(1,2) rather than L((1,2))
    return _var(a, f"L({c})")


def _slice_coord(g: Gen, shape: IntTuple) -> str:
    def one(t, top: bool) -> str:
        if g.chance(0.45):
            return "_"
        if isinstance(t, Z) or g.chance(0.5):
            return str(g.z(g.rng.randrange(size(t))))
        return "(" + ",".join(one(e, False) for e in t) + ")"
    if isinstance(shape, Z):
        return "_"
    coord = [one(e, False) for e in shape]
    if "_" not in "".join(coord):
        coord[g.rng.randrange(len(coord))] = "_"
    return ",".join(coord)


@op("slice")
def _(g: Gen) -> str:
    a = g.layout(shape=g.shape(profile=g.profile(leaf_p=0.0)))
    return _var(a, f"L({_slice_coord(g, a.shape)})")


@op("slice_fn")
def _(g: Gen) -> str:
    a = g.layout(shape=g.shape(profile=g.profile(leaf_p=0.0)))
    return f"slice(({_slice_coord(g, a.shape)}), {a})"


@op("dice")
def _(g: Gen) -> str:
    a = g.layout(shape=g.shape(profile=g.profile(leaf_p=0.0)))
    return f"dice(({_slice_coord(g, a.shape)}), {a})"


def _vector_layout(g: Gen) -> Lay:
    """A layout with a unit-stride mode and strides that are multiples of small powers of two."""
    pol = g.staticness()
    r = g.pick([1, 2, 2, 3])
    shape = tuple(Z(v, g.flag(pol)) for v in g.extents(r, 256))
    lay = g.layout(shape, kind=g.pick(["left", "right", "ordered", "padded", "arbitrary"]), policy=pol)
    return Lay(lay.shape[0], lay.stride[0]) if r == 1 else lay


@op("upcast")
def _(g: Gen) -> str:
    return f"upcast<{g.pick([2, 4, 8])}>({_vector_layout(g)})"


@op("downcast")
def _(g: Gen) -> str:
    return f"downcast<{g.pick([2, 4])}>({_vector_layout(g)})"


TYPES = ["uint8_t", "uint16_t", "uint32_t", "uint64_t", "int8_t", "float", "double"]


@op("recast_layout")
def _(g: Gen) -> str:
    return f"recast_layout<{g.pick(TYPES)},{g.pick(TYPES)}>({_vector_layout(g)})"


@op("swizzle_composition")
def _(g: Gen) -> str:
    b = g.pick([0, 1, 2, 3, 3])
    m = g.pick([0, 1, 2, 3, 4])
    s = g.pick([b, b + 1, 3, 3, 4]) if g.chance(0.9) else max(0, b - 1)
    return f"composition(Sw<{b},{m},{s}>, {g.layout(max_size=128)})"


@op("print_layout")
def _(g: Gen) -> str:
    if g.chance(0.9):
        a = g.layout(shape=g.shape(profile=(g.profile(2, 2), g.profile(2, 2)), max_size=64))
    else:
        a = g.layout(max_size=32)
    return f"print_layout({a})"


@op("size")
def _(g: Gen) -> str:
    return f"size({g.layout()})"


@op("cosize")
def _(g: Gen) -> str:
    return f"cosize({g.layout()})"


@op("rank_depth")
def _(g: Gen) -> str:
    return f"{g.pick(['rank', 'depth'])}({g.layout()})"


def _mode_index(g: Gen, a: Lay) -> int:
    return g.rng.randrange(a.rank()) if g.chance(0.93) else a.rank()


@op("size_mode")
def _(g: Gen) -> str:
    a = g.layout()
    return f"size<{_mode_index(g, a)}>({a})"


@op("layout_mode")
def _(g: Gen) -> str:
    a = g.layout()
    i = _mode_index(g, a)
    if i < a.rank() and isinstance(a.mode(i).shape, tuple) and g.chance(0.4):
        return f"layout<{i},{g.rng.randrange(len(a.mode(i).shape))}>({a})"
    return f"layout<{i}>({a})"


@op("get_shape_stride")
def _(g: Gen) -> str:
    a = g.layout()
    return f"{g.pick(['get', 'shape', 'stride'])}<{_mode_index(g, a)}>({a})"


@op("select_take_group")
def _(g: Gen) -> str:
    a = g.flat_layout(g.pick([2, 3, 4]), max_size=128) if g.chance(0.7) else g.layout()
    r = a.rank()
    f = g.pick(["select", "take", "group"])
    if f == "select":
        idx = [g.rng.randrange(r) for _ in range(g.pick([1, 2, 2, 3]))]
        if g.chance(0.05):
            idx.append(r)
        return f"select<{','.join(map(str, idx))}>({a})"
    b = g.rng.randrange(r)
    e = g.rng.randint(b + 1, r) if g.chance(0.93) else b
    return f"{f}<{b},{e}>({a})"


# ---------------------------------------------------------------------------------------------
# The rest of the surface: swizzles and composed layouts in every function that takes them, and the IntTuple
# relations.  Their answers live in the one cache, cute_answers.json (tests/oracle/test_surface.py).
# ---------------------------------------------------------------------------------------------

SURFACE_OPS: dict[str, Callable[[Gen], str]] = {}
SURFACE_PER_OP = 24


def surface_op(name: str):
    def register(fn):
        SURFACE_OPS[name] = fn
        return fn
    return register


def _swizzle(g: Gen) -> str:
    b = g.pick([1, 2, 2, 3, 3])
    m = g.pick([0, 1, 2, 3, 4])
    s = g.pick([b, b + 1, 3, 3, 4, -b, -3]) if g.chance(0.95) else max(0, b - 1)
    s = s if abs(s) >= b or g.chance(0.05) else b
    return f"Sw<{b},{m},{s}>"


def _pow2_layout(g: Gen, max_size: int = 256, policy: str | None = None) -> Lay:
    """A compact layout of power-of-two extents, as swizzled shared-memory layouts are."""
    policy = policy or g.weighted({"static": 7, "dynamic": 1, "mixed": 2})
    profile = g.profile(max_depth=2, max_leaves=4)
    n = _count_leaves(profile)
    vals, budget = [], max_size
    for _ in range(n):
        v = g.pick([e for e in (1, 2, 4, 8, 16) if e <= budget] or [1])
        vals.append(v)
        budget //= v
    shape = unflatten([Z(v, g.flag(policy)) for v in vals], profile)
    return g.layout(shape, kind=g.pick(["left", "right", "ordered"]), policy=policy)


def _swizzled(g: Gen, max_size: int = 256) -> tuple[str, Lay]:
    a = _pow2_layout(g, max_size)
    return f"composition({_swizzle(g)}, {a})", a


@surface_op("composed:evaluate")
def _(g: Gen) -> str:
    sw, a = _swizzled(g)
    c = _coord(g, a.shape, out_of_range_p=0.0)
    if c.startswith("(") and isinstance(a.shape, tuple) and len(a.shape) > 1 and g.chance(0.7):
        c = c[1:-1]
    return f"L = {sw}; L({c})"


@surface_op("composed:swizzle_of_offset")
def _(g: Gen) -> str:
    return f"{_swizzle(g)}({g.z(g.rng.randrange(1024))})"


@surface_op("composed:slice")
def _(g: Gen) -> str:
    a = _pow2_layout(g)
    if isinstance(a.shape, Z):
        a = Lay((a.shape, Z(2, True)), (a.stride, Z(a.cosize(), True)))
    return f"L = composition({_swizzle(g)}, {a}); L({_slice_coord(g, a.shape)})"


@surface_op("composed:slice_and_offset")
def _(g: Gen) -> str:
    a = _pow2_layout(g)
    if isinstance(a.shape, Z):
        a = Lay((a.shape, Z(2, True)), (a.stride, Z(a.cosize(), True)))
    target = f"composition({_swizzle(g)}, {a})" if g.chance(0.7) else str(a)
    return f"slice_and_offset(({_slice_coord(g, a.shape)}), {target})"


@surface_op("composed:compose_inner")
def _(g: Gen) -> str:
    sw, a = _swizzled(g)
    b = g.layout(shape=_shape_of_size(g, a.size(), g.staticness()), kind=g.pick(["left", "right"]))
    return f"composition({sw}, {b})"


@surface_op("composed:compose_outer")
def _(g: Gen) -> str:
    sw, a = _swizzled(g, max_size=64)
    outer = g.layout(shape=_shape_of_size(g, 64, g.pick(["static", "static", "mixed"])),
                     kind=g.pick(["left", "right", "ordered"]), policy="static")
    return f"composition({outer}, {sw})"


@surface_op("composed:layout_swizzle")
def _(g: Gen) -> str:
    outer = _pow2_layout(g, max_size=256, policy=g.pick(["static", "static", "mixed"]))
    return f"composition({outer}, {_swizzle(g)})"


@surface_op("composed:swizzle_swizzle")
def _(g: Gen) -> str:
    b0, m0 = g.pick([1, 2, 3]), g.pick([0, 1, 2, 3])
    s = g.pick([3, 4, 5]) if g.chance(0.9) else g.pick([-3, 3])
    b1, m1 = g.pick([1, 2]), g.pick([0, 1, 2, 3, 4])
    s1 = s if g.chance(0.85) else s + 1
    return f"composition(Sw<{b0},{m0},{s}>, Sw<{b1},{m1},{s1}>)"


@surface_op("composed:inverse")
def _(g: Gen) -> str:
    sw, a = _swizzled(g, max_size=128)
    return f"{g.pick(['left_inverse', 'right_inverse'])}({sw})"


@surface_op("composed:domain")
def _(g: Gen) -> str:
    sw, a = _swizzled(g)
    r = a.rank()
    f = g.pick(["get", "layout", "take", "flatten", "coalesce", "group", "size", "rank", "shape", "cosize"])
    if f in ("get", "layout"):
        return f"{f}<{g.rng.randrange(r)}>({sw})"
    if f in ("take", "group"):
        b = g.rng.randrange(r)
        return f"{f}<{b},{g.rng.randint(b + 1, r)}>({sw})"
    return f"{f}({sw})"


@surface_op("composed:divide")
def _(g: Gen) -> str:
    sw, a = _swizzled(g)
    f = g.pick(["logical_divide", "zipped_divide", "tiled_divide", "flat_divide"])
    return f"{f}({sw}, {g.tiler(a)})"


@surface_op("composed:product")
def _(g: Gen) -> str:
    a = _pow2_layout(g, max_size=64, policy="static")   # (dynamic products are the plain generators' part)
    sw = f"composition({_swizzle(g)}, {a})"
    tiler = g.layout(shape=g.shape(profile=g.profile(max_depth=1), max_size=8, policy="static"),
                     kind=g.pick(["left", "right"]), policy="static")
    return f"{g.pick(['blocked_product', 'raked_product', 'logical_product'])}({sw}, {tiler})"


@surface_op("composed:tile_to_shape")
def _(g: Gen) -> str:
    a = _pow2_layout(g, max_size=64, policy="static")
    shape = a.shape if isinstance(a.shape, tuple) else (a.shape,)
    target = tuple(Z(size(e) * g.pick([1, 2, 4]), g.chance(0.85)) for e in shape)
    if g.chance(0.3):
        target = target + (Z(g.pick([1, 2, 3]), True),)
    return f"tile_to_shape(composition({_swizzle(g)}, {a}), {text(target)})"


@surface_op("composed:recast")
def _(g: Gen) -> str:
    a = _pow2_layout(g, policy="static")   # (dynamic strides: the plain upcast/downcast generators)
    sw = f"composition({_swizzle(g)}, {a})"
    f = g.pick(["upcast", "downcast", "recast_layout"])
    target = sw if g.chance(0.8) else _swizzle(g)
    if f == "recast_layout":
        return f"recast_layout<{g.pick(TYPES)},{g.pick(TYPES)}>({target})"
    return f"{f}<{g.pick([2, 4, 8])}>({target})"


@surface_op("composed:portions")
def _(g: Gen) -> str:
    sw, a = _swizzled(g)
    return f"{g.pick(['get_swizzle_portion', 'get_nonswizzle_portion'])}({sw if g.chance(0.7) else a})"


@surface_op("relation")
def _(g: Gen) -> str:
    a = g.shape(max_size=64)
    b = g.shape(profile=_profile_of(a), max_size=64) if g.chance(0.5) else g.shape(max_size=64)
    return f"{g.pick(['congruent', 'weakly_congruent', 'compatible'])}({text(a)}, {text(b)})"


@surface_op("evenly_divides")
def _(g: Gen) -> str:
    a = g.layout(max_size=256)
    tiler = g.tiler(a)
    tiler = "(" + tiler[1:-1] + ")" if tiler.startswith("<") else tiler
    return f"evenly_divides({text(a.shape)}, {tiler})"


@surface_op("domain_distribute")
def _(g: Gen) -> str:
    shape = g.shape(max_size=512, policy=g.pick(["static", "static", "static", "mixed"]))
    return f"domain_distribute({text(shape)}, {Z(g.pick([1, 2, 4, 6, 8, 16, 32, 64, 128]), g.chance(0.9))})"


@surface_op("compact_major")
def _(g: Gen) -> str:
    f = g.pick(["compact_col_major", "compact_row_major"])
    shape = g.shape(max_size=256)
    return f"{f}({text(shape)})" if g.chance(0.7) else f"{f}({text(shape)}, {g.z(g.pick([1, 2, 3]))})"


@surface_op("inttuple")
def _(g: Gen) -> str:
    a = g.shape(max_size=256)
    if g.chance(0.5):
        return f"product_each({text(a)})"
    return f"inner_product({text(a)}, {text(g.shape(profile=_profile_of(a), max_size=256))})"


def _variant(g: Gen, t: str) -> str:
    """`t` itself, or with one integer's staticness toggled, or one integer changed: an operand that equals `t`
    as a value, or by its value only, or not at all."""
    swizzles = [m.span() for m in re.finditer(r"Sw<[^>]*>", t)]
    ints = [m for m in re.finditer(r"(?<![A-Za-z0-9_])_?\d+", t)
            if not any(b <= m.start() < e for b, e in swizzles)]
    how = g.pick(["same", "same", "restatic", "restatic", "change"])
    if how == "same" or not ints:
        return t
    m = g.pick(ints)
    tok = m.group()
    tok = (tok[1:] if tok.startswith("_") else "_" + tok) if how == "restatic" else \
        ("_" if tok.startswith("_") else "") + str(int(tok.lstrip("_")) + 1)
    return t[:m.start()] + tok + t[m.end():]


@surface_op("equality")
def _(g: Gen) -> str:
    what = g.pick(["int", "tuple", "tuple", "layout", "layout", "layout", "composed", "layout_tuple"])
    if what == "int":
        a = str(g.z(g.pick([0, 1, 2, 4])))
    elif what == "tuple":
        a = text(g.shape(max_size=64))
    elif what == "composed":
        a = f"composition({_swizzle(g)}, {_pow2_layout(g, max_size=64)})"
    else:
        a = str(g.layout(max_size=64))
    b = _variant(g, a) if g.chance(0.8) else (text(g.shape(max_size=64)) if what in ("int", "tuple") else
                                               str(g.layout(max_size=64)))
    if what == "layout_tuple":
        b = text(g.shape(max_size=64))
    op = g.pick(["==", "==", "!="]) if what in ("int", "tuple", "layout_tuple") else "=="
    return f"{a} {op} {b}"


def _refine(g: Gen, t: IntTuple, max_size: int = 16) -> IntTuple:
    """A tuple with t's profile down to t's leaves, some leaves replaced by a small sub-shape."""
    if isinstance(t, tuple):
        return tuple(_refine(g, e, max_size) for e in t)
    return g.shape(max_size=max_size) if g.chance(0.4) else g.z(g.pick([1, 2, 3, 4]))


@surface_op("inttuple:reduce")
def _(g: Gen) -> str:
    f = g.pick(["min", "max", "gcd"])
    args = [text(g.shape(max_size=64)) if g.chance(0.6) else str(g.z(g.pick([1, 2, 4, 6, 12])))
            for _ in range(g.pick([1, 1, 2, 3]))]
    return f"{f}({', '.join(args)})"


@surface_op("inttuple:elem_scale")
def _(g: Gen) -> str:
    a = g.shape(max_size=64)
    b = _refine(g, a) if g.chance(0.9) else g.shape(max_size=16)
    return f"{g.pick(['elem_scale', 'product_like'])}({text(a) if g.chance(0.5) else text(b)}, " \
        f"{text(_profile_guide(g, a))})" if g.chance(0.4) else f"elem_scale({text(a)}, {text(b)})"


def _profile_guide(g: Gen, t: IntTuple) -> IntTuple:
    """A guide for product_like: t's profile cut at some depth, with any integers as leaves."""
    if isinstance(t, tuple) and g.chance(0.75):
        return tuple(_profile_guide(g, e) for e in t)
    return g.z(0)


@surface_op("crd2crd")
def _(g: Gen) -> str:
    src = g.shape(max_size=64)
    dst = g.shape(profile=_profile_of(src), max_size=64) if g.chance(0.5) else g.shape(max_size=64)
    if size(dst) != size(src) and g.chance(0.8):
        dst = g.shape(profile=_profile_of(dst), max_size=size(src))
        dst = unflatten(leaves(dst)[:-1] + [Z(max(1, size(src) // max(1, size(dst) // leaves(dst)[-1].v)),
                                              leaves(dst)[-1].static)], _profile_of(dst))
    return f"crd2crd({_coord(g, src, out_of_range_p=0.0)}, {text(src)}, {text(dst)})"


@surface_op("ordering")
def _(g: Gen) -> str:
    kind, relation = g.pick(["elem", "lex", "colex"]), g.pick(["less", "leq", "gtr", "geq"])
    a = g.shape(max_size=64)
    b = _variant(g, text(g.shape(profile=_profile_of(a), max_size=64) if g.chance(0.6) else a))
    if g.chance(0.15):
        b = text(g.shape(max_size=64))
    return f"{kind}_{relation}({text(a)}, {b})"


@surface_op("compact")
def _(g: Gen) -> str:
    shape = g.shape(max_size=256)
    if g.chance(0.4):
        major = g.pick(["LayoutLeft", "LayoutRight"])
        return f"compact_major<{major}>({text(shape)})" if g.chance(0.7) else \
            f"compact_major<{major}>({text(shape)}, {g.z(g.pick([1, 2, 3]))})"
    if g.chance(0.2):
        return f"compact_order({text(shape)}, {g.pick(['LayoutLeft', 'LayoutRight'])})"
    n = len(leaves(shape))
    perm = list(range(n))
    g.rng.shuffle(perm)
    order = unflatten([Z(v, g.chance(0.8)) for v in perm], _profile_of(shape))
    return f"compact_order({text(shape)}, {text(order)})"


@surface_op("make_fragment_like")
def _(g: Gen) -> str:
    if g.chance(0.15):
        return f"make_fragment_like({text(g.shape(max_size=64))})"
    if g.chance(0.2):
        return f"make_fragment_like(composition({_swizzle(g)}, {_pow2_layout(g)}))"
    return f"make_fragment_like({g.layout(max_size=256, kind=g.pick(['left', 'right', 'ordered', None]))})"


@surface_op("composed:product_tiler")
def _(g: Gen) -> str:
    block = g.layout(shape=g.shape(max_size=8, policy="static"), kind=g.pick(["left", "right"]), policy="static")
    b, m = g.pick([1, 2, 3]), g.pick([0, 1, 2, 3, 4])
    s = g.pick([b, b + 1, 3]) * g.pick([1, 1, 1, -1])
    n = m + b + abs(s) + g.pick([0, 0, 1])           # a tiler covering the swizzle's bits, as CuTe's atoms do
    if g.chance(0.2):
        n = g.pick(range(1, n))                       # or not: CuTe cannot rebuild the swizzle (both refuse)
    cut = g.rng.randint(0, n)
    shape = (Z(1 << cut, True), Z(1 << (n - cut), True))
    tiler = g.layout(shape=shape, kind=g.pick(["left", "right"]), policy="static")
    return f"logical_product({block}, composition(Sw<{b},{m},{s}>, {tiler}))"


@surface_op("composed:max_alignment")
def _(g: Gen) -> str:
    a = _pow2_layout(g)
    pick = g.pick(["swizzled", "swizzled", "offset", "swizzle"])
    if pick == "swizzle":
        return f"max_alignment({_swizzle(g)})"
    if pick == "offset":
        return f"max_alignment(make_composed_layout({_swizzle(g)}, {g.z(g.pick([0, 2, 4, 8, 16, 64]))}, {a}))"
    return f"max_alignment(composition({_swizzle(g)}, {a}))"


def generate_surface_cases(seed: int = SEED, per_op: int = SURFACE_PER_OP) -> list[Case]:
    """The generated cases of the surface operations (composed layouts, relations), `per_op` each."""
    out = []
    for name, fn in SURFACE_OPS.items():
        g = Gen(hash_seed(seed, name))
        for _ in range(per_op):
            out.append(case(name, fn(g)))
    return out


def generate_cases(seed: int = SEED, per_op: int = PER_OP) -> list[Case]:
    """The generated cases, `per_op` for each operation, the same for the same seed."""
    out = []
    for name, fn in OPS.items():
        g = Gen(hash_seed(seed, name))
        for _ in range(per_op):
            out.append(case(name, fn(g)))
    return out


def hash_seed(seed: int, name: str) -> int:
    """A per-operation seed that does not depend on PYTHONHASHSEED (adding an op leaves the others)."""
    h = seed
    for ch in name:
        h = (h * 1000003 + ord(ch)) % (1 << 61)
    return h


def main() -> None:
    cases = generate_cases()
    by_op: dict[str, list[Case]] = {}
    for c in cases:
        by_op.setdefault(c.op, []).append(c)
    for name, cs in by_op.items():
        print(f"{name:28} {len(cs):4}   {cs[0].expr}")
    print(f"{'total':28} {len(cases):4}")


if __name__ == "__main__":
    main()
