"""A differential test case: one cutecalc statement list and the C++ expression for the same value."""

from __future__ import annotations

from dataclasses import dataclass

from .atom_cases import ATOM_HELP
from .tensor_cases import TENSOR_HELP
from .translate import to_cpp


@dataclass(frozen=True)
class Case:
    op: str     # the operation, for reporting ("composition", "doc:complement", ...)
    expr: str   # cutecalc source text
    cpp: str    # a C++ expression printing the same value (print_layout(...) prints itself)


def case(op: str, expr: str) -> Case:
    return Case(op, expr, to_cpp(expr))


# Help examples the harness does not translate to C++ (checked by hand: CuTe prints Swizzle<3,4,3>{} as
# Sw<3,4,3>, and print(x) prints x; print_tv is cutecalc's text picture of a TV layout, which CuTe lacks).
# The memory-access analyses (bank_conflicts, ...) have no CuTe counterpart: tests/access checks them
# against an H100's counters instead.  Int32 is the CuTe DSL's cutlass.Int32 (tests/interop checks it against the
# DSL; --emit cpp writes it int(n)).  get_hier_coord is a member function (`L.get_hier_coord(i)`), which the
# translator does not write: its values are oracle cases of CuTe's compare.cpp (tests/oracle/unit_tests.py).
# ArithTuple(...) is how CuTe prints a coordinate tensor's origin, read back (tests/oracle/test_readback.py).
HELP_WITHOUT_ORACLE = frozenset({"Swizzle", "print", "decltype", "Int32", "get_hier_coord", "tma_partition",
                                 "create_tma_multicast_mask"}) | ATOM_HELP | TENSOR_HELP
# (ATOM_HELP: atom_cases.py; TENSOR_HELP: tensor_cases.py, whose rows' examples are C++ read as it is;
# tma_partition's and create_tma_multicast_mask's examples are cases of the TMA oracle, tma_cases.py, which
# runs that CUTE_DEVICE function.)  A row whose C++ spelling is `none` (the CuTe DSL's alone -- make_layout_tv,
# increment_coord, assume, ... -- or cutecalc's own analysis) has no C++ answer to compare: help_cases leaves it
# out by its row; the DSL's are checked against the DSL (tests/interop/test_emit_dsl.py's worked examples).


def _no_cpp(spec) -> bool:
    return spec.cpp is not None and spec.cpp.form == "none"


def help_without_oracle() -> frozenset[str]:
    """The functions whose worked example has no C++ answer: HELP_WITHOUT_ORACLE and the rows C++ lacks."""
    from cutecalc.lang.function_table import FUNCTIONS
    return HELP_WITHOUT_ORACLE | {spec.name for spec in FUNCTIONS.values() if _no_cpp(spec)}


def help_cases() -> list[Case]:
    """The worked example of every function in cutecalc's help table (:help NAME shows it)."""
    from cutecalc.lang.function_table import FUNCTIONS

    from .smem_cases import SMEM_HELP
    # The shared-memory atoms' examples need the atoms' headers: smem_cases checks the same expressions.
    atoms = SMEM_HELP
    out, seen = [], set()
    for name, spec in FUNCTIONS.items():
        if id(spec) in seen or spec.name in HELP_WITHOUT_ORACLE or name in atoms or _no_cpp(spec):
            continue
        seen.add(id(spec))
        out.append(case(f"help:{name}", spec.example.split("  ->  ")[0].strip()))
    return out


# -- pictures: print_latex and print_latex_tv, byte for byte ---------------------------------------------

# Layouts for print_latex: static and dynamic integers, rank 0 to 2, hierarchical modes, stride 0, offsets past
# the eight greys, results of operations, swizzled layouts; rank 3, which CuTe refuses at compile time.
LATEX_LAYOUTS = (
    "(2,3):(3,1)",
    "(_2,_3):(_3,_1)",
    "8:2",
    "_8:_1",
    "_1:_0",
    "(4,4):(4,1)",
    "(3,5):(5,1)",
    "(_16,_4):(_1,_16)",
    "make_layout((_4,_8))",
    "make_layout((4,8), LayoutRight)",
    "((2,2),(2,3)):((1,4),(2,8))",
    "((_2,_2),(_2,_3)):((_1,_4),(_2,_8))",
    "(3,(2,3)):(3,(12,1))",
    "((2,4),3):((3,6),1)",
    "(4,3):(0,1)",
    "(4,(2,2)):(2,(0,1))",
    "(_4,_4):(_0,_0)",
    "(1,5):(0,1)",
    "(2,3):(300000,1)",
    "logical_divide((4,6):(1,4), <2:1, 3:1>)",
    "blocked_product((_2,_2):(_1,_2), (_3,_4):(_1,_3))",
    "composition(Sw<2,0,2>, (4,4):(4,1))",
    "composition(Sw<3,0,3>, (_8,_8):(_8,_1))",
    "composition(Sw<1,1,2>, (_4,(_2,_4)):(_2,(_1,_8)))",
    "composition(Sw<2,0,2>, 16:1)",
    "(2,2,2):(1,2,4)",                  # refused: rank 3
    "make_identity_layout((_2,_3))",    # refused: cells are coordinates, not offsets
)

# TV layouts (t,v) -> (m,n), as print_latex_tv takes them: identity layouts composed with a TV layout.
LATEX_TV_COORD = (
    ("composition(make_identity_layout((_4,_2)), (_4,_2):(_2,_1))", "(_4,_2)"),
    ("composition(make_identity_layout((_8,_4)), ((_2,_4),(_2,_2)):((_16,_2),(_1,_8)))", "(_8,_4)"),
    ("composition(make_identity_layout((4,4)), (4,4):(1,4))", "(_4,_4)"),    # dynamic TV layout, static tile
    ("composition(make_identity_layout((4,4)), (4,4):(4,1))", "(_4,_4)"),
    ("composition(make_identity_layout((_4,_4)), (_8,_4):(_1,_0))", "(_4,_4)"),   # duplicates: first owner
    ("composition(make_identity_layout((_4,_6)), ((_2,_2),(_2,_3)):((_1,_4),(_2,_8)))", "(_4,_6)"),
    ("composition(make_identity_layout((_2,_2)), (_2,_2):(_1,_2))", "_4"),     # refused: the tile is not (M,N)
    ("composition(make_identity_layout((_4,_2)), (_4,_2):(_2,_1))", "(_4,_2):(_2,_1)"),  # a layout: its shape
)

_MMA_C = "make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{})"
_MMA_C4 = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2>>{})"


def _tv_from_mma(mma: str, get: str, modes: str) -> str:
    tile = f"select<{modes}>(tile_shape({mma}))"
    return f"print_latex_tv(composition(make_identity_layout({tile}), {mma}.{get}()), {tile})"


def _tv_from_copy(thr: str, val: str) -> str:
    tc = f"decltype(make_tiled_copy(Copy_Atom<UniversalCopy<int>,int>{{}}, {thr}, {val}))"
    return f"print_latex_tv(composition(make_identity_layout({tc}::Tiler_MN{{}}), {tc}::TiledLayout_TV{{}}), " \
           f"{tc}::Tiler_MN{{}})"


# TV layouts (t,v) -> index m + n*M, as TiledMMA and TiledCopy hold them: cutecalc composes them with
# make_identity_layout(tile) itself; CuTe is asked about the composition, with the layout taken from CuTe's own
# TiledMMA / TiledCopy (so the literal here is checked to be CuTe's too).
LATEX_TV_INDEX = (
    ("print_latex_tv(((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0))), (_16,_8))",
     _tv_from_mma(_MMA_C, "get_layoutC_TV", "0,1")),
    ("print_latex_tv(((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0))), (_16,_8))",
     _tv_from_mma(_MMA_C, "get_layoutA_TV", "0,2")),
    ("print_latex_tv(((_4,_8),(_2,(_1,_1))):((_16,_1),(_8,(_0,_0))), (_8,_8))",
     _tv_from_mma(_MMA_C, "get_layoutB_TV", "1,2")),
    ("print_latex_tv(((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0))), (_32,_16))",
     _tv_from_mma(_MMA_C4, "get_layoutC_TV", "0,1")),
    ("print_latex_tv(((_2,_4),(_2,_2)):((_16,_2),(_1,_8)), (_8,_4))",
     _tv_from_copy("Layout<Shape<_4,_2>,Stride<_2,_1>>{}", "Layout<Shape<_2,_2>>{}")),
    # make_tiled_copy's TV layout, written out: right_inverse(raked_product(thr, val)) with shape
    # (size(thr), size(val)), over the tile raked_product(thr, val) (a layout tile stands for its shape)
    ("print_latex_tv(composition(right_inverse(raked_product((_4,_2):(_2,_1), (_2,_2):(_1,_2))),"
     "make_layout((size((_4,_2):(_2,_1)),size((_2,_2):(_1,_2))))), raked_product((_4,_2):(_2,_1), (_2,_2):(_1,_2)))",
     _tv_from_copy("Layout<Shape<_4,_2>,Stride<_2,_1>>{}", "Layout<Shape<_2,_2>>{}")),
    ("print_latex_tv(composition(right_inverse(raked_product((_8,_4):(_1,_8), (_1,_4):(_1,_1))),"
     "make_layout((size((_8,_4):(_1,_8)),size((_1,_4):(_1,_1))))), raked_product((_8,_4):(_1,_8), (_1,_4):(_1,_1)))",
     _tv_from_copy("Layout<Shape<_8,_4>>{}", "Layout<Shape<_1,_4>>{}")),
    ("print_latex_tv(composition(right_inverse(raked_product((_2,_8):(_8,_1), (_4,_1):(_1,_1))),"
     "make_layout((size((_2,_8):(_8,_1)),size((_4,_1):(_1,_1))))), raked_product((_2,_8):(_8,_1), (_4,_1):(_1,_1)))",
     _tv_from_copy("Layout<Shape<_2,_8>,Stride<_8,_1>>{}", "Layout<Shape<_4,_1>>{}")),
)


def render_cases() -> list[Case]:
    """print_latex and print_latex_tv of cutecalc against CuTe's, byte for byte."""
    out = [case("render:print_latex", f"print_latex({x})") for x in LATEX_LAYOUTS]
    out += [case("render:print_latex_tv", f"print_latex_tv({tv}, {tile})") for tv, tile in LATEX_TV_COORD]
    out += [Case("render:print_latex_tv", expr, cpp) for expr, cpp in LATEX_TV_INDEX]
    return out


def all_cases() -> list[Case]:
    """Every case the differential test runs: generated, documented, the help table's examples and the
    LaTeX pictures."""
    from .documented import documented_cases
    from .generate import generate_cases
    return generate_cases() + documented_cases() + help_cases() + render_cases()
