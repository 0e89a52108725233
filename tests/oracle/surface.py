"""The surface cases: swizzles and composed layouts in every function that takes them, the IntTuple relations,
and the examples of issue 10 (each printed by CuTe C++ 4.2).  Their answers are in the one cache
(cute_oracle.py: `python -m tests.oracle.refresh` computes missing ones).

    python -m tests.oracle.surface        # the per-operation table and every disagreement
"""

from __future__ import annotations

import sys

from .cases import Case, case
from .smem_cases import ELEMENT_TYPES, value_cases

# (cutecalc text, its C++ where the harness's reader cannot write it, what CuTe C++ 4.2 prints), as the issue
# gives them.
_SW_8x8 = ("composition(Swizzle<{}>{{}}, make_layout(make_shape(Int<{}>{{}},Int<{}>{{}}), "
           "make_stride(Int<{}>{{}},Int<{}>{{}})))")
ISSUE_EXAMPLES = (
    ("Sw<3,3,3>(_73)", None, "_65"),
    ("sw = composition(Sw<3,3,3>, (_8,_64):(_64,_1)); sw(_1,_0)", None, "_72"),
    ("composition((_4,_4):(_4,_1), _0, (_4,_4):(_1,_4))(_1,_2)", None, "_6"),
    ("composition((_8,_8):(_8,_1), Sw<2,0,-3> o _0 o (_8,_8):(_8,_1))",
     "composition(make_layout(make_shape(Int<8>{},Int<8>{}), make_stride(Int<8>{},Int<1>{})), "
     + _SW_8x8.format("2,0,-3", 8, 8, 8, 1) + ")", "Sw<2,0,3> o _0 o (_8,_8):(_1,_8)"),
    ("left_inverse(Sw<1,0,2> o _0 o (_4,_4):(_1,_4))", "left_inverse(" + _SW_8x8.format("1,0,2", 4, 4, 1, 4) + ")",
     "Sw<1,0,2> o _0 o _16:_1"),
    ("right_inverse(Sw<1,0,1> o _0 o (_4,_4):(_8,_1))", "right_inverse(" + _SW_8x8.format("1,0,1", 4, 4, 8, 1) + ")",
     "Sw<1,2,1> o _0 o _4:_4"),
    ("(Sw<3,0,3> o _0 o (_8,_8):(_8,_1))(0,_)", _SW_8x8.format("3,0,3", 8, 8, 8, 1) + "(0,_)",
     "((_2,_2,_2)):((1,2,4))"),
    ("tile_to_shape(composition(Sw<3,3,3>, (_8,_64):(_64,_1)), (_128,_64))", None,
     "Sw<3,3,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))"),
    ("recast_layout<half_t,uint32_t>(composition(Sw<3,3,3>, (_8,_64):(_64,_1)))", None,
     "Sw<3,2,3> o _0 o (_8,_32):(_32,_1)"),
    ("domain_distribute(((_64,_3),(_8,_8)), _128)", None, "(_64,_2):(_1,_192)"),
    ("max_common_vector((1000,256):(1,1000), (_128,_8):(_1,_128))", None, "_1"),
    ("max_common_layout((1000,256):(1,1000), (_128,_8):(_1,_128))", None, "_1:_0"),
    ("E<1>{}*3", "E<1>{}*3", "3@1"),
)

# Further fixed cases: the functions of the issue on the forms it names (a pair gives the C++ where the harness's
# reader cannot write it).
FIXED = (
    "shape(make_tile((_2,_3):(_1,_2), _4:_1))",      # of a tile: each mode's shape (cute.shape((l0, l1)))
    "shape<0,1>(make_tile((_2,_3):(_1,_2), _4:_1))",
    "evenly_divides((_8,_32), (_8:_2,_32))",
    "evenly_divides((8,32), (_8:_2,_32))",
    "composition(Sw<2,0,3>, Sw<1,2,3>)",
    "composition((_8,_8):(_8,_1), Sw<2,0,-3>)",
    "make_composed_layout(Sw<0,4,3>, _0, (_8,_8):(_8,_1))",
    "get_swizzle_portion((_8,_8):(_8,_1))",
    "slice_and_offset((2,_), (4,8):(8,1))",
    "slice_and_offset((_2,_), (_4,_8):(_8,_1))",
    "coalesce(composition(Sw<3,3,3>, (_8,_64):(_64,_1)), (_1,_1))",
    "blocked_product(composition(Sw<3,3,3>, (_8,_64):(_64,_1)), (_2,_2):(_1,_2))",
    "raked_product(composition(Sw<3,3,3>, (_8,_64):(_64,_1)), (_2,_2):(_1,_2))",
    "upcast<2>(composition(Sw<3,3,3>, (_8,_64):(_64,_1)))",
    "downcast<2>(composition(Sw<3,3,3>, (_8,_64):(_64,_1)))",
    "upcast<16>(Sw<3,3,3>)",
    "layout<1>(composition(Sw<3,3,3>, (_8,(_8,_8)):(_64,(_1,_8))))",
    "nullspace(composition(Sw<3,3,3>, (_8,_64):(_64,_1)))",
    "compact_col_major((4,_1,8), 3)",
    "compact_row_major((4,(_1,8)))",
    "make_layout(Shape<_4,_4>{}, Stride<E<1>,E<0>>{})",
    ("make_layout(_4{}, _m1{})", "make_layout(_4{}, _m1{})"),
    "domain_offset((1,2), (4,8):(8,1))",
    "domain_offset((_1,_2), (_4,_8):(_8,_1))",
    "domain_offset((_1,2), composition(Sw<3,3,3>, (_8,_64):(_64,_1)))",
    "domain_offset(_5, composition(Sw<2,0,3>, (_8,_8):(_8,_1)))",
    "sum((2,(3,_4)))",
    "sum((_2,(_3,_4)))",
    "round_up((5,7,9), (4,3))",
    "round_up((5,(7,9)), (4,3))",
    "round_up((_5,_7), _4)",
    "round_up(_13, _4)",
    "round_up((_5,(_7,9),_3), (_4,_3))",
        "select<0,2>(make_coord(3,5,_))",
    "Step<_1,X,_1>{}",
    "take<0,2>((3,_,5))",
    "rank((3,_,5))",
    "flatten((3,(_,5)))",
    "group<0,2>((3,_,5))",
    "append((3,_), _)",
    ("append(make_coord(3,_), X{})", "append(make_coord(3,_), X{})"),
    "max_common_vector(composition(Sw<3,3,3>, (_8,_64):(_64,_1)), (_8,_64):(_64,_1))",
    "max_common_layout(composition(Sw<3,3,3>, (_8,_64):(_64,_1)), (_8,_64):(_64,_1))",
    "max_common_vector(composition(Sw<3,3,3>, (_8,_64):(_64,_1)), composition(Sw<2,3,3>, (_8,_64):(_64,_1)))",
    "max_common_vector((_8,_64):(_1,_8), composition(Sw<3,2,3>, (_8,_64):(_1,_8)))",
    # == and != where CuTe's operators are unusual: basis elements, swizzles, `_`, layouts
    "E<1>{} != E<1>{}",
    "E<1>{} != 3",
    "(E<0>{}, 2) != (E<0>{}, 2)",
    "E<1>{} == (1,2)",
    "(1,2) == E<1>{}",
    ("E<1>{}*3 == E<1>{}*3", "E<1>{}*3 == E<1>{}*3"),
    "Sw<3,3,3> == 1",
    "Sw<3,3,3> == Sw<3,3,3>",
    "_ != _",
    "_ == 3",
    "(2,3):(1,2) == 2",
    "(2,3):(1,2) != (2,3):(1,2)",
    "(2,3):(1,2) != (2,3)",
    "composition(Sw<3,3,3>, (_8,_64):(_64,_1)) == (_8,_64):(_64,_1)",
    "composition(Sw<3,3,3>, (_8,_64):(_64,_1)) != composition(Sw<3,3,3>, (_8,_64):(_64,_1))",
    "(2,3):(1,2) == (2,3):(1,2) == 1",
)


# The shared-memory layout atoms by CuTe name, unqualified, for every element type, and operations on them (more
# in smem_cases.py).


def atom_cases() -> list[Case]:
    from cutecalc.algebra.smem_atoms import ATOMS_BITS, UMMA_ONLY
    out = []
    for name in ATOMS_BITS:
        space = "UMMA" if name in UMMA_ONLY else "SM90::GMMA"
        out.append(Case("atom", f"{name}_Bits{{}}", f"{space}::{name}_Bits{{}}"))
        out += [Case("atom", f"{name}<{t}>{{}}", f"{space}::{name}<{t}>{{}}") for t in ELEMENT_TYPES]
    k, mn = "Layout_K_SW128_Atom<half_t>{}", "Layout_MN_SW64_Atom<float>{}"
    for expr in (f"tile_to_shape({k}, make_shape(_128{{}},_64{{}}))",
                 f"tile_to_shape({mn}, make_shape(_64{{}},_32{{}}))",
                 f"tile_to_shape({k}, make_shape(_128{{}},_64{{}},_3{{}}))", f"recast_layout<half_t,uint32_t>({k})",
                 f"upcast<2>({k})", f"downcast<2>({mn})", f"coalesce({k})", f"get<1>({k})", f"right_inverse({k})",
                 f"left_inverse({mn})", f"blocked_product({k}, make_layout(make_shape(_2{{}},_2{{}})))",
                 f"logical_divide({k}, make_tile(_4{{}},_16{{}}))",
                 f"composition({k}, make_layout(make_shape(_8{{}},_8{{}})))",
                 f"get_swizzle_portion({k})", f"get_nonswizzle_portion({mn})", f"size({k})", f"cosize({mn})",
                 f"max_common_vector({k}, make_layout(make_shape(_8{{}},_64{{}}), LayoutRight{{}}))"):
        out.append(Case("atom", expr, expr.replace(k, "SM90::GMMA::" + k).replace(mn, "SM90::GMMA::" + mn)))
    return out + value_cases()


def answers_with_atoms(cpps, what: str):
    """The one answer cache, which must answer each of `cpps` (else it fails naming the refresh command)."""
    from .cute_oracle import AnswerCache
    return AnswerCache().require(cpps, what)


def _needs_atoms(c: Case) -> bool:
    return c.op == "atom" or c.op.startswith("smem:")


def surface_cases() -> list[Case]:
    from .generate import generate_surface_cases
    return ([Case("issue", expr, cpp) if cpp else case("issue", expr) for expr, cpp, _ in ISSUE_EXAMPLES]
            + [Case("fixed", *e) if isinstance(e, tuple) else case("fixed", e) for e in FIXED]
            + generate_surface_cases() + atom_cases())


def twinned(cases: list[Case]) -> list[Case]:
    """The cases whose static twin is asked of CuTe too: those whose C++ the harness's reader writes itself."""
    return [c for c in cases if not _needs_atoms(c) and _translatable(c)]


def judge_surface_cases():
    """A verdict for every surface case (the cache must answer each, and each twin CuTe refused)."""
    from . import report
    from .cute_oracle import AnswerCache, twin_cpps
    cases = surface_cases()
    cache = AnswerCache().require((c.cpp for c in cases), "surface cases")
    cache.require(twin_cpps(twinned(cases), cache.answers), "static twins of surface cases")
    return [report.judge(c, cache.get(c.cpp), report.twin_answer(c, cache) if _translatable(c) else None)
            for c in cases], cache


def _translatable(c: Case) -> bool:
    """Whether the harness's reader writes this case's C++ itself (then it can also write its static twin)."""
    from .translate import TranslationError, to_cpp
    try:
        return to_cpp(c.expr) == c.cpp
    except TranslationError:
        return False


def main() -> int:
    from . import report
    verdicts, _ = judge_surface_cases()
    print(report.table(verdicts))
    for v in verdicts:
        if v.kind == "disagree":
            print(report.describe(v))
    print(f"\n{report.agreement(verdicts):.2%} accepted of {len(verdicts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
