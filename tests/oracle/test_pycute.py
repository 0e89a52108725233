"""cutecalc against pycute, functionally: for random layouts, the same size and the same offset at
every index of the domain.

pycute (in the nvidia-cutlass wheel) knows no static/dynamic distinction and checks almost nothing,
so only cases where both answer are compared; where either raises, the case is counted and shown in
the summary, never dropped silently.  The domain is the result's, except where the operation is only
defined on part of it: a composition A o B where B stays inside A's domain, a left inverse on the
image of its layout.  Where the two differ there, the operation's defining property decides: if
cutecalc's answer has it and pycute's does not, pycute is wrong (it does not check divisibility);
any other difference fails the test.

right_inverse and left_inverse depend on which strides are static in CuTe, so they get all-static
injective layouts, which is what pycute models.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pycute
import pytest

from .functional import injective, offsets
from .generate import Gen, Lay, Z, complement_operand, composable_pair, hash_seed, small_layout

SEED = 7
CASES_PER_OP = 60


def ints(t):
    return t.v if isinstance(t, Z) else tuple(ints(e) for e in t)


def as_pycute(lay: Lay) -> pycute.Layout:
    return pycute.Layout(ints(lay.shape), ints(lay.stride))


def all_static(lay: Lay) -> Lay:
    def st(t):
        return Z(t.v, True) if isinstance(t, Z) else tuple(st(e) for e in t)
    return Lay(st(lay.shape), st(lay.stride))


def values(layout, points: Sequence[int]) -> list[int]:
    return [int(layout(i)) for i in points]


@dataclass
class PycuteCase:
    expr: str                                       # cutecalc source text
    pycute_call: Callable[[], pycute.Layout]
    size: int | None = None                         # the result's size, when known from the inputs
    points: Sequence[int] | None = None             # where to compare; None: the whole result
    holds: Callable[[object], bool] | None = None   # the defining property, to judge a difference


def _unary(name: str) -> Callable[[Gen], PycuteCase]:
    def make(g: Gen) -> PycuteCase:
        a = g.layout(max_size=128)
        return PycuteCase(f"{name}({a})", lambda: getattr(pycute, name)(as_pycute(a)))
    return make


def _injective_static(g: Gen) -> Lay:
    while True:
        a = all_static(g.injective_layout())
        if injective((ints(a.shape), ints(a.stride))):
            return a


def _right_inverse(g: Gen) -> PycuteCase:
    a = _injective_static(g)
    la = offsets((ints(a.shape), ints(a.stride)))
    return PycuteCase(f"right_inverse({a})", lambda: pycute.right_inverse(as_pycute(a)),
                      holds=lambda r: all(0 <= x < len(la) and la[x] == i
                                          for i, x in enumerate(values(r, range(int(r.size()))))))


def _left_inverse(g: Gen) -> PycuteCase:
    a = _injective_static(g)
    image = offsets((ints(a.shape), ints(a.stride)))
    return PycuteCase(f"left_inverse({a})", lambda: pycute.left_inverse(as_pycute(a)), points=image,
                      holds=lambda r: values(r, image) == list(range(len(image))))


def _composition(g: Gen) -> PycuteCase:
    a, b = composable_pair(g)
    la, lb = offsets((ints(a.shape), ints(a.stride))), offsets((ints(b.shape), ints(b.stride)))
    inside = [i for i, x in enumerate(lb) if x < len(la)]
    return PycuteCase(f"composition({a}, {b})", lambda: pycute.composition(as_pycute(a), as_pycute(b)),
                      size=len(lb), points=inside,
                      holds=lambda r: values(r, inside) == [la[lb[i]] for i in inside])


def _complement(g: Gen) -> PycuteCase:
    a = complement_operand(g)
    m = a.cosize() * g.pick([1, 2, 3, 4])
    return PycuteCase(f"complement({a}, {m})", lambda: pycute.complement(as_pycute(a), m))


def _binary(name: str) -> Callable[[Gen], PycuteCase]:
    def make(g: Gen) -> PycuteCase:
        a = g.layout(max_size=128, policy=g.mostly_static())
        if name.endswith("divide"):
            n = a.size()
            d = g.divisor(n)
            s = g.divisor(n // d) if n // d > 1 else 1
            b = Lay(Z(d, g.chance(0.5)), Z(s, g.chance(0.5)))
        else:
            b = small_layout(g, max_size=8)
        return PycuteCase(f"{name}({a}, {b})", lambda: getattr(pycute, name)(as_pycute(a), as_pycute(b)))
    return make


OPS: dict[str, Callable[[Gen], PycuteCase]] = {
    "coalesce": _unary("coalesce"),
    "composition": _composition,
    "complement": _complement,
    "logical_divide": _binary("logical_divide"),
    "zipped_divide": _binary("zipped_divide"),
    "logical_product": _binary("logical_product"),
    "right_inverse": _right_inverse,
    "left_inverse": _left_inverse,
}


@dataclass
class Tally:
    same: int = 0
    pycute_wrong: list[str] = field(default_factory=list)
    pycute_raised: list[str] = field(default_factory=list)
    cutecalc_refused: list[str] = field(default_factory=list)
    mismatches: list[str] = field(default_factory=list)

    def summary(self, name: str) -> str:
        compared = self.same + len(self.pycute_wrong) + len(self.mismatches)
        return (f"{name}: {compared} compared: {self.same} the same, {len(self.mismatches)} differ, "
                f"{len(self.pycute_wrong)} where pycute breaks the definition; pycute raised on "
                f"{len(self.pycute_raised)}, cutecalc refused {len(self.cutecalc_refused)}")


def compare(case: PycuteCase, got, expected) -> bool:
    """Whether cutecalc's and pycute's layouts agree where the operation is defined."""
    size = pycute.size(expected) if case.size is None else case.size
    if int(got.size()) != size or pycute.size(expected) != size:
        return False
    points = range(size) if case.points is None else case.points
    return values(got, points) == values(expected, points)


@pytest.mark.parametrize("name", list(OPS))
def test_cutecalc_matches_pycute_functionally(name):
    assert hasattr(pycute, name), f"pycute has no {name}"
    from cutecalc.api import calc_value
    from cutecalc.errors import CuteError
    g = Gen(hash_seed(SEED, name))
    tally = Tally()
    for _ in range(CASES_PER_OP):
        case = OPS[name](g)
        try:
            expected = case.pycute_call()
        except Exception as e:      # pycute asserts where CuTe would; record, compare nothing
            tally.pycute_raised.append(f"{case.expr}: {type(e).__name__} {e}")
            expected = None
        try:
            got = calc_value(case.expr)
        except CuteError as e:
            tally.cutecalc_refused.append(f"{case.expr}: {e}")
            continue
        if expected is None:
            continue
        if compare(case, got, expected):
            tally.same += 1
        elif case.holds is not None and case.holds(got) and not case.holds(expected):
            tally.pycute_wrong.append(f"{case.expr}: cutecalc {got}, pycute {expected}")
        else:
            tally.mismatches.append(f"{case.expr}: cutecalc {got}, pycute {expected}")
    print("\n" + tally.summary(name))
    for line in tally.pycute_wrong + tally.pycute_raised + tally.cutecalc_refused:
        print("   ", line)
    assert not tally.mismatches, tally.summary(name) + "\n" + "\n".join(tally.mismatches[:20])
    assert tally.same >= CASES_PER_OP // 2, tally.summary(name) + "\n" + "\n".join(tally.cutecalc_refused[:20])
