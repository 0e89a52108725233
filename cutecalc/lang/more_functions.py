"""Rows of the function table (function_table.py) that load at the first call of one of them.

IntTuple relations and helpers, the GMMA/UMMA shared-memory layout atoms and the memory-access analyses are
asked for far less often than the layout algebra, so a one-shot command does not compile them (see
tests/arch/test_startup.py).
"""

from __future__ import annotations

from ..algebra import inttuple as it
from ..algebra import relations as rel
from ..algebra.basis import basis_value
from ..algebra.integers import DivInt, S, StaticInt, igcd, ilcm, imax, imin, is_integer, value
from ..algebra.inttuple import UNDERSCORE
from ..algebra.layout import Layout
from ..algebra.printing import cute_str
from ..algebra.smem_atoms import (
    ATOMS_BITS,
    BY_MAJOR,
    BY_MAJOR_SPARSE,
    SPARSE,
    UMMA_ONLY,
    atom_by_major,
    namespaces,
    smem_atom,
    sparse_atom,
)
from ..algebra.swizzle import ComposedLayout
from ..errors import CuteDomainError, CuteTypeError
from .function_table import CALL, NOT_IN_DSL, OWN_ANALYSIS, Rows, Spelling, none, spelled, written
from .functions import _inner, _of_tiled, _tile_order, _want_tuple
from .values import (
    MajorTag,
    MmaMajor,
    TypeName,
    describe,
    want_integer,
    want_ints,
    want_inttuple,
    want_layout,
    want_tiler,
)

ROWS = Rows()
function = ROWS.function
# The DSL makes the atoms of an element type by their kind (cute.nvgpu.warpgroup/tcgen05.make_smem_layout_atom,
# DSL 4.8.1's nvgpu/*/helpers.py): no form in bits, no sparse atoms.
SMEM_BITS = Spelling("none", reason="{name}: the CuTe DSL makes shared-memory layout atoms of an element type "
                     "(make_smem_layout_atom), none in bits")
SMEM_SPARSE = Spelling("none", reason="{name}: the CuTe DSL has no sparse shared-memory layout atoms")

# -- shared-memory layout atoms (GMMA, UMMA) ----------------------------------------------------------

def _element_bits(name, t):
    if not isinstance(t, TypeName):
        raise CuteTypeError(f"{name}<T>: T must be an element type such as half_t, got {describe(t)}")
    return t.bits


def _sparsity(name, s):
    if not is_integer(s):
        raise CuteTypeError(f"{name}<T, S>: the sparsity S is an integer, got {describe(s)}")
    return value(s)


def _major_of(name, major):
    if not isinstance(major, MmaMajor):
        raise CuteTypeError(f"{name}<..., Major>: Major is Major::K or Major::MN, got {describe(major)}")
    return atom_by_major(name, major.name)


# How each kind of atom is made from its template arguments: <T>, the _Bits form, <T, S>, <T, Major>, <T, S, Major>
def _typed(name):
    return lambda targs, args: smem_atom(name, _element_bits(name, targs[0]))


def _bits(name):
    return lambda targs, args: smem_atom(name)


def _sparse(name):
    return lambda targs, args: sparse_atom(name, _element_bits(name, targs[0]), _sparsity(name, targs[1]))


def _by_major(name):
    return lambda targs, args: smem_atom(_major_of(name, targs[1]), _element_bits(name, targs[0]))


def _sparse_by_major(name):
    return lambda targs, args: sparse_atom(_major_of(name, targs[2]), _element_bits(name, targs[0]),
                                           _sparsity(name, targs[1]))


def _where(name):
    return " and ".join(f"{n}::" for n in namespaces(name))


def _smem_dsl(name):
    """The DSL's atom of the same kind: `Layout_K_SW128_Atom<half_t>` is cute.nvgpu.warpgroup.make_smem_layout_atom(
    cute.nvgpu.warpgroup.SmemLayoutAtomKind.K_SW128, cutlass.Float16) (GMMA's and UMMA's alike: the same atoms);
    the Major-chosen forms by their Major argument.  UMMA's own 32-byte SW128 atom has none: DSL 4.8.1's
    tcgen05 MN_SW128_32B atom has 8 rows of 1024 bits (half_t: (64,8):(1,64)), C++'s 4 ((64,4):(1,64))."""
    if name in UMMA_ONLY:
        return Spelling("none", reason="{name}: the CuTe DSL's tcgen05 MN_SW128_32B atom is another layout (8 rows "
                        "of 1024 bits, C++'s 4)")
    module = "cute.nvgpu.warpgroup"

    def write(emitter, n):
        kind = name.removeprefix("Layout_").removesuffix("_Atom")
        if name in BY_MAJOR:
            major = emitter.value_of(n.targs[1])
            if not isinstance(major, MmaMajor):
                raise CuteTypeError(f"{name}<T, Major>: Major is Major::K or Major::MN")
            kind = f"{major.name}_{kind}"
        return f"{module}.make_smem_layout_atom({module}.SmemLayoutAtomKind.{kind}, {emitter.expr(n.targs[0])})"
    return written(write)


def _smem_cpp(name):   # qualified where C++ declares it (the reader drops namespaces): GMMA::Layout_K_SW128_Atom<T>{}
    return written(lambda emitter, n: f"{namespaces(name)[0]}::{emitter._atom_type(n)}{{}}")


def _smem_atom_rows():
    for name in ATOMS_BITS:
        family = "UMMA (SM100)" if name in UMMA_ONLY else "GMMA (SM90)"
        major = "M|N-major" if "_MN_" in name else "K-major"
        function(name, f"{name}<T>{{}}", f"CuTe's {family} {major} shared-memory layout atom for elements of type T "
                 f"(in {_where(name)}): the atom in bits upcast to T's width. print shows it as C++ does, its "
                 "swizzle on bytes; pictures and access analyses read it in T's units "
                 "(as_position_independent_swizzle_layout).",
                 f"{namespaces(name)[0]}::{name}<half_t>{{}}  ->  " + cute_str(smem_atom(name, 16)), nargs=(0, 0),
                 ntargs=(1, 1), cpp=_smem_cpp(name), dsl=_smem_dsl(name))(_typed(name))
        function(f"{name}_Bits", f"{name}_Bits{{}}", f"The {name} atom in units of bits (in {_where(name + '_Bits')}).",
                 f"{namespaces(name + '_Bits')[0]}::{name}_Bits{{}}  ->  " + cute_str(smem_atom(name)),
                 nargs=(0, 0), cpp=_smem_cpp(name + "_Bits"), dsl=SMEM_BITS)(_bits(name))
    for name, swizzle in BY_MAJOR.items():
        function(name, f"{name}<T, GMMA::Major::K|MN>{{}}", f"GMMA's {swizzle} shared-memory layout atom for elements "
                 f"of type T, K- or M|N-major by the second argument: Layout_K_{swizzle}_Atom<T> or "
                 f"Layout_MN_{swizzle}_Atom<T>.", f"GMMA::{name}<half_t, GMMA::Major::K>{{}}  ->  "
                 + cute_str(smem_atom(atom_by_major(name, "K"), 16)), nargs=(0, 0), ntargs=(2, 2),
                 cpp=_smem_cpp(name), dsl=_smem_dsl(name))(_by_major(name))
    for name, base in SPARSE.items():
        function(name, f"{name}<T, S>{{}}", f"The sparse {base} (in {_where(name)}): its layout blocked by "
                 "(_1,S) at offset smem_sparse<S>_ptr[Bb](unset) (pictures draw it as CuTe does any composed "
                 "layout; it is not recast).", f"{namespaces(name)[0]}::{name}<half_t, 2>{{}}  ->  "
                 + cute_str(sparse_atom(name, 16, 2)), nargs=(0, 0), ntargs=(2, 2), cpp=_smem_cpp(name),
                 dsl=SMEM_SPARSE)(_sparse(name))
    for name, swizzle in BY_MAJOR_SPARSE.items():
        function(name, f"{name}<T, S, Major::K|MN>{{}}", f"The sparse {swizzle} shared-memory layout atom, K- or "
                 f"M|N-major by the third argument (GMMA::Major in GMMA::, UMMA::Major in UMMA::): "
                 f"Layout_K_{swizzle}_SpAtom<T, S> or Layout_MN_{swizzle}_SpAtom<T, S>.",
                 f"GMMA::{name}<half_t, 2, GMMA::Major::K>{{}}  ->  "
                 + cute_str(sparse_atom(atom_by_major(name, "K"), 16, 2)), nargs=(0, 0), ntargs=(3, 3),
                 cpp=_smem_cpp(name), dsl=SMEM_SPARSE)(_sparse_by_major(name))


_smem_atom_rows()


# -- IntTuple relations and helpers (int_tuple.hpp, stride.hpp, layout.hpp) ----------------------------------

def _relation(name, op, summary, example):
    def impl(targs, args):
        a, b = (x if isinstance(x, (Layout, ComposedLayout)) else want_inttuple(x, name, i + 1)
                for i, x in enumerate(args))
        return op(_inner(a), _inner(b))
    function(name, f"{name}(a, b)", summary + " Prints _1/_0 when CuTe knows it at compile time, else 1/0.",
             example, nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)(impl)


_relation("congruent", rel.congruent, "Whether a and b have the same profile (nesting and ranks).",
          "congruent((2,(3,4)), (5,(6,7)))  ->  _1")
_relation("weakly_congruent", rel.weakly_congruent, "Whether a's profile coarsens b's: an integer of a may "
          "stand for a whole mode of b (a partial order, a <= b).", "weakly_congruent((2,3), ((2,2),3))  ->  _1")
_relation("compatible", rel.compatible, "Whether every coordinate of shape a is one of shape b and the sizes are "
          "equal (layouts stand for their shapes).", "compatible(_12, (_3,_4))  ->  _1")


@function("evenly_divides", "evenly_divides(shape, tiler)", "Whether the tiler (an integer, a layout, or a "
          "tuple of them mode by mode) divides the shape with no remainder. Prints _1/_0 when CuTe knows it at "
          "compile time, else 1/0.", "evenly_divides((_8,_32), (_4:_2,_32))  ->  _1", nargs=(2, 2),
          cpp=CALL, dsl=NOT_IN_DSL)
def _evenly_divides(targs, args):
    shape = _inner(args[0]) if isinstance(args[0], (Layout, ComposedLayout)) else \
        want_inttuple(args[0], "evenly_divides", 1)
    tiler = want_tiler(args[1], "evenly_divides", 2)
    if it.has_underscore(tiler):
        raise CuteTypeError("evenly_divides: the tiler must be integers and layouts, without '_'")
    return rel.evenly_divides(shape, tiler)


@function("domain_distribute", "domain_distribute(shape, n)", "A layout of n elements of the static shape, "
          "taken mode by mode as gcd(mode, what is left of n), with the shape's column-major strides: ordered "
          "and surjective.", "domain_distribute(((_64,_3),(_8,_8)), _128)  ->  (_64,_2):(_1,_192)", nargs=(2, 2),
          cpp=CALL, dsl=NOT_IN_DSL)
def _domain_distribute(targs, args):
    a = args[0].shape if isinstance(args[0], Layout) else want_inttuple(args[0], "domain_distribute", 1)
    return rel.domain_distribute(a, args[1].shape if isinstance(args[1], Layout) else args[1])


def _compact_strides(name: str, shape, current, left: bool):
    shape = want_inttuple(shape, name, 1, "a shape")
    current = S(1) if current is None else want_inttuple(current, name, 2)
    if isinstance(current, tuple) and not (isinstance(shape, tuple) and len(shape) == len(current)):
        raise CuteDomainError(f"{name}: a tuple start stride must have the shape's rank")
    return it.compact_major(shape, current, left)


def _compact(name, left: bool, example: str):
    def impl(targs, args):
        return _compact_strides(name, args[0], args[1] if len(args) > 1 else None, left)
    side = "leftmost" if left else "rightmost"
    function(name, f"{name}(shape[, current = _1])", f"The compact strides of shape with the {side} mode "
             "fastest, starting at current; a static _1 mode gets stride _0.", example, nargs=(1, 2),
             cpp=CALL, dsl=NOT_IN_DSL)(impl)


_compact("compact_col_major", True, "compact_col_major((_4,_8,_2))  ->  (_1,_4,_32)")
_compact("compact_row_major", False, "compact_row_major((4,8))  ->  (8,_1)")


def _major(tag, fn: str) -> bool:
    if not isinstance(tag, MajorTag):
        raise CuteTypeError(f"{fn}: expects LayoutLeft or LayoutRight, got {describe(tag)}")
    return tag.left


@function("compact_major", "compact_major<Major>(shape[, current = _1])", "compact_col_major (Major = LayoutLeft) "
          "or compact_row_major (LayoutRight).", "compact_major<LayoutRight>((4,_8))  ->  (_8,_1)",
          nargs=(1, 2), ntargs=(1, 1), cpp=CALL, dsl=NOT_IN_DSL)
def _compact_major(targs, args):
    return _compact_strides("compact_major", args[0], args[1] if len(args) > 1 else None,
                            _major(targs[0], "compact_major"))


@function("compact_order", "compact_order(shape, order)", "Compact strides growing in the order given (dynamic "
          "entries of order count as largest, left to right); LayoutLeft / LayoutRight as the order give the "
          "column- / row-major strides.", "compact_order((4,8,2), (_1,_0,_2))  ->  (8,_1,32)", nargs=(2, 2),
          cpp=CALL, dsl=NOT_IN_DSL)
def _compact_order(targs, args):
    shape = want_inttuple(args[0], "compact_order", 1, "a shape")
    if isinstance(args[1], MajorTag):
        return it.compact_major(shape, S(1), args[1].left)
    return it.compact_order(shape, want_inttuple(args[1], "compact_order", 2))


@function("crd2crd", "crd2crd(coord, src_shape, dst_shape)", "The coordinate in dst_shape of the index coord has "
          "in src_shape (mode by mode where all three are tuples).", "crd2crd(5, (4,8), (2,16))  ->  (1,2)",
          nargs=(3, 3), cpp=CALL, dsl=NOT_IN_DSL)
def _crd2crd(targs, args):
    return it.crd2crd(want_inttuple(args[0], "crd2crd", 1, "a coordinate"), want_inttuple(args[1], "crd2crd", 2),
                      want_inttuple(args[2], "crd2crd", 3))


@function("product_like", "product_like(t, guide)", "The product of each part of t at guide's leaves.",
          "product_like((2,(3,4)), (0,0))  ->  (2,12)", nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)
def _product_like(targs, args):
    return it.product_like(want_inttuple(args[0], "product_like", 1), want_inttuple(args[1], "product_like", 2))


@function("elem_scale", "elem_scale(a, b)", "a with each leaf multiplied by the product of b's matching mode.",
          "elem_scale((2,3), (4,(2,5)))  ->  (8,30)", nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)
def _elem_scale(targs, args):
    return it.elem_scale(want_inttuple(args[0], "elem_scale", 1), want_inttuple(args[1], "elem_scale", 2))


def _reduction(name: str, op, summary: str, example: str):
    def impl(targs, args):
        return it.reduce_leaves(op, tuple(want_inttuple(a, name, i + 1) for i, a in enumerate(args)), name)
    function(name, f"{name}(a, ...)", summary, example, nargs=(1, 16), cpp=CALL, dsl=NOT_IN_DSL)(impl)


_reduction("min", imin, "The least leaf of all the arguments (static when every leaf is).",
           "min((_4,(_2,_7)))  ->  _2")
_reduction("max", imax, "The greatest leaf of all the arguments (static when every leaf is).",
           "max((2,_3), 1)  ->  3")
_reduction("gcd", igcd, "The greatest common divisor of all the leaves (static when every leaf is).",
           "gcd((_4,6), _8)  ->  2")


@function("lcm", "lcm(a, b)", "The least common multiple of two integers, as cute::lcm computes it: "
          "(a / gcd(a, b)) * b (static when both are).", "lcm(_6, _15)  ->  _30", nargs=(2, 2),
          cpp=CALL, dsl=NOT_IN_DSL)
def _lcm(targs, args):
    a, b = (want_integer(x, "lcm", i + 1) for i, x in enumerate(args))
    return ilcm(a, b)


@function("reverse", "reverse(t)", "The tuple with its elements in reverse order (of anything else: "
          "itself), as cute::reverse.", "reverse((_1,_2,3))  ->  (3,_2,_1)", nargs=(1, 1), cpp=CALL, dsl=NOT_IN_DSL)
def _reverse(targs, args):
    t = args[0]
    return t[::-1] if isinstance(t, tuple) else t


# Each ordering's worked example: (a, b) and its answer, as CuTe C++ prints it.
_ORDERING_EXAMPLES = {
    "elem_less": ("(_1,_2)", "(_2,_3)", "_1"), "elem_leq": ("(1,_2)", "(1,_3)", "_1"),
    "elem_gtr": ("(_2,_3)", "(_1,_3)", "_0"), "elem_geq": ("(2,3)", "(1,3)", "1"),
    "lex_less": ("(1,2)", "(1,3)", "1"), "lex_leq": ("(_1,_2)", "(_1,_2,_0)", "_1"),
    "lex_gtr": ("(_2,_0)", "(_1,_9)", "_1"), "lex_geq": ("(1,2)", "(2,1)", "0"),
    "colex_less": ("(_2,_0)", "(_1,_9)", "_1"), "colex_leq": ("(1,_2)", "(_1,_3)", "_1"),
    "colex_gtr": ("(3,1)", "(2,1)", "1"), "colex_geq": ("(_1,_2)", "(_2,_1)", "_1"),
}


def _ordering(kind: str, relation: str):
    name = f"{kind}_{relation}"
    order = {"lex": "lexicographically (first element first)", "colex": "colexicographically (last element "
             "first)", "elem": "element by element (every element, and a no longer than b)"}[kind]
    word = {"less": "<", "leq": "<=", "gtr": ">", "geq": ">="}[relation]
    a, b, answer = _ORDERING_EXAMPLES[name]

    def impl(targs, args):
        return rel.ordering(kind, relation, _want_tuple(args[0], name), _want_tuple(args[1], name))
    function(name, f"{name}(a, b)", f"Whether a {word} b, comparing IntTuples {order}: _1/_0 when CuTe knows it at "
             "compile time, else 1/0.", f"{name}({a}, {b})  ->  {answer}", nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)(impl)


for _order_kind in ("elem", "lex", "colex"):
    for _order_relation in ("less", "leq", "gtr", "geq"):
        _ordering(_order_kind, _order_relation)


@function("product_each", "product_each(t)", "The product of each top-level mode: a tuple of rank(t) integers.",
          "product_each(((2,3),4))  ->  (6,4)", keywords=("a",), cpp=CALL, dsl=CALL)
def _product_each(targs, args):
    x = args[0]
    return it.product_each(x.shape if isinstance(x, Layout) else want_inttuple(x, "product_each", 1))


@function("increment_coord", "increment_coord(coord, shape)", "The coordinate after coord in shape's domain, "
          "colexicographically: the leftmost mode counts first and wraps to 0, carrying; the last one does not "
          "wrap (the CuTe DSL's increment_coord; CuTe C++'s increment(coord, shape) steps coord in place).",
          "increment_coord((2,0,0), (3,3,3))  ->  (0,1,0)", nargs=(2, 2), keywords=("coord", "shape"),
          cpp=none("CuTe C++'s increment(coord, shape) changes coord in place; it returns nothing to print"),
          dsl=CALL)
def _increment_coord(targs, args):
    return it.increment_coord(want_inttuple(args[0], "increment_coord", 1, "a coordinate"),
                              want_inttuple(args[1], "increment_coord", 2, "a shape"))


@function("repeat_like", "repeat_like(t, x)", "x repeated in t's profile: a tuple congruent with t, every leaf x "
          "(the DSL's repeat_like(x, target) takes x first).", "repeat_like((1,(2,3)), _3)  ->  (_3,(_3,_3))",
          nargs=(2, 2), keywords=("x@1", "target@0"), cpp=CALL, dsl=spelled("cute.repeat_like({1}, {0})"))
def _repeat_like(targs, args):
    return it.repeat_like(args[0], args[1])


def _copies(x, n: int, fn: str) -> tuple:
    if n < 1:
        raise CuteDomainError(f"{fn}: n must be at least 1, got {n}")
    return tuple(x for _ in range(n))


@function("repeat", "repeat<N>(x)", "N copies of x as a tuple; repeat<1>(x) is x itself (the DSL's repeat(x, n) "
          "too; its repeat_as_tuple(x, n) is a tuple for n = 1 as well).", "repeat<3>(_2)  ->  (_2,_2,_2)",
          ntargs=(1, 1), keywords=("x", "n<>"), cpp=CALL, dsl=spelled("cute.repeat({0}, {t0})"))
def _repeat(targs, args):
    out = _copies(args[0], want_ints(targs, "repeat")[0], "repeat")
    return out[0] if len(out) == 1 else out


@function("repeat_as_tuple", "repeat_as_tuple(x, n)", "n copies of x as a tuple, a rank-1 tuple for n = 1 (the "
          "CuTe DSL's; its repeat(x, n), like C++'s repeat<N>(x), is x itself for n = 1).",
          "repeat_as_tuple(_2, 1)  ->  (_2)", nargs=(2, 2), keywords=("x", "n"),
          cpp=none("CuTe C++ has no repeat_as_tuple: its repeat<N>(x) is x itself for N = 1"), dsl=CALL)
def _repeat_as_tuple(targs, args):
    return _copies(args[0], value(want_integer(args[1], "repeat_as_tuple", 2)), "repeat_as_tuple")


@function("unwrap", "unwrap(t)", "t without the tuples of one element around it.",
          "unwrap(((1,2,3)))  ->  (1,2,3)", keywords=("x",), cpp=CALL, dsl=CALL)
def _unwrap(targs, args):
    t = want_inttuple(args[0], "unwrap", 1)
    while isinstance(t, tuple) and len(t) == 1:
        t = t[0]
    return t


@function("tuple_cat", "tuple_cat(a, b, ...)", "The modes of its arguments, in order, as one tuple (an integer "
          "argument is one mode).", "tuple_cat((1,2), 3, (4,5))  ->  (1,2,3,4,5)", nargs=(0, 16),
          cpp=none("CuTe C++'s tuple_cat concatenates tuples only; cutecalc reads the CuTe DSL's, which takes an "
                   "integer as a rank-1 tuple"), dsl=CALL)
def _tuple_cat(targs, args):
    out: list = []
    for i, a in enumerate(args, 1):
        t = want_inttuple(a, "tuple_cat", i)
        out += t if isinstance(t, tuple) else [t]
    return tuple(out)


@function("basis_value", "basis_value(e)", "The scale of a basis element (5 of 5@1); an integer is its own value.",
          "basis_value(E<1>{})  ->  _1", cpp=CALL, dsl=CALL)
def _basis_value(targs, args):
    return basis_value(args[0])


@function("basis_get", "basis_get(e, t)", "The element of t that the basis element e names: get<I...>(t) for "
          "e = v@I...; t itself where e is an integer.", "basis_get(E<1>{}, (10,20,30))  ->  20", nargs=(2, 2),
          keywords=("basis", "t"), cpp=CALL, dsl=CALL)
def _basis_get(targs, args):
    return it.basis_get(args[0], want_inttuple(args[1], "basis_get", 2))


@function("assume", "assume(x, divby)", "The run-time integer x, known to be a multiple of divby: the CuTe DSL "
          "prints it ?{div=divby} and carries the divisor through its algebra's sums and products (a static x "
          "must be a multiple of divby; it stays itself).", "assume(24, _8)  ->  24", nargs=(1, 3),
          keywords=("src", "divby", "pow2"),
          cpp=none("CuTe C++ has no assume: the divisibility of run-time integers is the CuTe DSL's"), dsl=CALL)
def _assume(targs, args):
    x = want_integer(args[0], "assume", 1)
    if len(args) < 2 or args[1] is UNDERSCORE:
        return x
    k = value(want_integer(args[1], "assume", 2))
    if k <= 0:
        raise CuteDomainError(f"assume: divby must be a positive integer, got {k}")
    if type(x) is StaticInt:
        if x.value % k != 0:
            raise CuteDomainError(f"assume: {x.value} is not divisible by {k}")
        return x
    return DivInt(x, k)


@function("flatten_to_tuple", "flatten_to_tuple(t)", "The leaves of t as one flat tuple (an integer: a rank-1 "
          "tuple).", "flatten_to_tuple((1,(2,3)))  ->  (1,2,3)", keywords=("a",), cpp=CALL, dsl=CALL)
def _flatten_to_tuple(targs, args):
    return it.flatten_to_tuple(want_inttuple(args[0], "flatten_to_tuple", 1))


@function("inner_product", "inner_product(a, b)", "The sum of the products of a's and b's leaves (a and b "
          "congruent).", "inner_product((2,(3,4)), (5,(6,7)))  ->  56", nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)
def _inner_product(targs, args):
    return it.inner_product(want_inttuple(args[0], "inner_product", 1), want_inttuple(args[1], "inner_product", 2))


@function("sum", "sum(t)", "The sum of an IntTuple's leaves (_0 + ... in CuTe's order).", "sum((2,(3,_4)))  ->  9",
cpp=CALL, dsl=NOT_IN_DSL)
def _sum(targs, args):
    return it.tuple_sum(want_inttuple(args[0], "sum", 1))


@function("round_up", "round_up(a, b)", "a rounded up to a multiple of b, mode by mode (modes b lacks count as 1): "
          "((a + b - 1) / b) * b.", "round_up((5,7,9), (4,3))  ->  (8,9,9)", nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)
def _round_up(targs, args):
    return it.round_up(want_inttuple(args[0], "round_up", 1), want_inttuple(args[1], "round_up", 2))


# -- memory-access analysis (checked against an H100: tests/access/) -----------------------------------

def _access_tv(fn: str, args: list, n_fixed: int):
    """(TV, trailing integer arguments, the memory layout TV maps into or None)."""
    lead = args[: len(args) - n_fixed]
    ints = []
    for i, a in enumerate(args[len(args) - n_fixed:], start=len(lead) + 1):
        if not is_integer(a):
            raise CuteTypeError(f"{fn}: argument {i} must be an integer, got {describe(a)}")
        ints.append(value(a))
    for i, a in enumerate(lead, start=1):
        if not isinstance(a, (Layout, ComposedLayout)):
            raise CuteTypeError(f"{fn}: argument {i} must be a Layout, got {describe(a)}")
    return lead[-1], ints, (lead[0] if len(lead) == 2 else None)


def _access_row(name: str, signature: str, summary: str, example: str, op: str, report) -> None:
    """A row for an analysis of one warp's access `op`: report(tv, n, op, mem), n the last argument (the
    element bits, or the number of matrices) and mem the memory layout TV maps into, or None.  bank_conflicts
    and bank_conflicts_store also take a tiled copy (or a thread's slice) as argument 2."""
    def impl(targs, args):
        if len(args) >= 2 and _of_tiled(args[1]):
            from .atom_functions import tiled_access
            found = tiled_access(name, args)
            if found is not None:
                return found
        tv, (n,), mem = _access_tv(name, args, 1)
        return report(tv, n, op, mem)
    function(name, signature, summary, example, nargs=(2, 3), cpp=OWN_ANALYSIS, dsl=NOT_IN_DSL, own=True)(impl)


def _bank_report(tv, bits: int, op: str, mem):
    from ..algebra.access import bank_conflicts
    from ..algebra.access_report import bank_picture, bank_report
    return bank_report(bank_conflicts(tv, bits, op, layout=mem), bank_picture(tv, bits, mem))


def _matrix_report(tv, matrices: int, op: str, mem):
    from ..algebra.access import matrix_conflicts
    from ..algebra.access_report import bank_picture, bank_report
    return bank_report(matrix_conflicts(tv, matrices, op, layout=mem), bank_picture(tv, 16, mem))


def _coalescing_report(tv, bits: int, op: str, mem):
    from ..algebra.access import coalescing
    from ..algebra.access_report import coalescing_report
    return coalescing_report(coalescing(tv, bits, op, layout=mem))


_TILED = (" Given a tiled copy (or a thread's slice: its warp), every warp's {what} as the copy atom issues them: "
          "ldmatrix/stmatrix for LDSM/STSM, the atom's width for UniversalCopy, the widest allowed vector for "
          "AutoVectorizingCopy. Given a tiled MMA (or a thread's slice) and an operand (0 A, 1 B, 2 C), every "
          "warp's {mma} as copy(tCsA, tCrA) moves them: the widest vector up to 128 bits. Threads past 32 are "
          "further warps: the total, then each warp.")
_access_row("bank_conflicts", "bank_conflicts([smem_layout,] TV, bits) / bank_conflicts(smem_layout, tiled_copy[, "
            "bits]) / bank_conflicts(smem_layout, tiled_mma, operand)",
            "Shared-memory wavefronts of the warps' loads: TV maps (thread, value) to an element offset (or, "
            "with smem_layout, to its coordinates: composition(smem_layout, TV)); each thread's values are moved "
            "by the widest vector (up to 128 bits) contiguity and alignment allow. Prints the wavefronts against "
            "the ideal, then each phase's colliding lanes per bank. The model equals an H100's counters."
            + _TILED.format(what="loads from (partition_S) smem_layout", mma="loads of its partition_A/B/C"),
            "bank_conflicts(composition(Sw<3,3,3>, (8,64):(64,1)), ((8,4),8):((1,64),8), 16)  ->  4 wavefronts "
            "(ideal 4, conflict-free): 1 128-bit ld.shared instruction of a warp, 16-bit elements",
            "ld", _bank_report)
_access_row("bank_conflicts_store", "bank_conflicts_store([smem_layout,] TV, bits) / bank_conflicts_store("
            "smem_layout, tiled_copy[, bits]) / bank_conflicts_store(smem_layout, tiled_mma, operand)",
            "bank_conflicts for stores (st.shared): stores never merge the phases of a 64- or 128-bit access."
            + _TILED.format(what="stores into (partition_D) smem_layout", mma="stores of its partition_A/B/C"),
            "bank_conflicts_store(32:1, 32)  ->  1 wavefront (ideal 1, conflict-free): 1 32-bit st.shared instruction "
            "of a warp, 32-bit elements",
            "st", _bank_report)


_access_row("ldmatrix_conflicts", "ldmatrix_conflicts([smem_layout,] TV, N) / ldmatrix_conflicts(smem_layout, "
            "tiled_copy)",
            "Shared-memory wavefronts of ldmatrix.xN (N = 1, 2, 4; CuTe's SM75_U32xN_LDSM_N): TV gives each "
            "lane's 16-byte row of 16-bit elements, (32,8) or (32,1) for the row's first element; lanes 8j..8j+7 "
            "of each warp address matrix j, one phase per matrix. Given an LDSM tiled copy (or a thread's slice), "
            "every warp's ldmatrix calls over smem_layout (partition_S).",
            "ldmatrix_conflicts(composition(Sw<3,3,3>, (64,64):(64,1)), ((16,2),8):((1,512),64), 4)  ->  4 wavefronts "
            "(ideal 4, conflict-free): 1 ldmatrix.x4 instruction of a warp, 16-bit elements",
            "ldsm", _matrix_report)
_access_row("stmatrix_conflicts", "stmatrix_conflicts([smem_layout,] TV, N) / stmatrix_conflicts(smem_layout, "
            "tiled_copy)",
            "ldmatrix_conflicts for stmatrix.xN (CuTe's SM90_U32xN_STSM_N; an STSM tiled copy's partition_D).",
            "stmatrix_conflicts((32,8):(72,1), 4)  ->  4 wavefronts (ideal 4, conflict-free): 1 stmatrix.x4 "
            "instruction of a warp, 16-bit elements",
            "stsm", _matrix_report)


_access_row("coalescing", "coalescing([gmem_layout,] TV, bits) / coalescing(gmem_layout, tiled_copy[, bits]) / "
            "coalescing(gmem_layout, tiled_mma, operand)",
            "Global-memory cost of the warps' loads: 32-byte sectors against the fewest that hold the bytes, "
            "requests (one per warp-wide instruction), bytes used against bytes moved, and the vector width. "
            "Offsets are from a 32-byte aligned base."
            + _TILED.format(what="loads from (partition_S) gmem_layout", mma="loads of its partition_A/B/C"),
            "coalescing(32:2, 32)  ->  8 sectors (ideal 4, 2x): 1 request of 32-bit ld.global, 128 bytes used of 256 "
            "moved (50%)",
            "ld", _coalescing_report)
_access_row("coalescing_store", "coalescing_store([gmem_layout,] TV, bits) / coalescing_store(gmem_layout, "
            "tiled_copy[, bits]) / coalescing_store(gmem_layout, tiled_mma, operand)",
            "coalescing for stores (st.global); a tiled copy's partition_D.",
            "coalescing_store((32,4):(4,1), 32)  ->  16 sectors (ideal 16, coalesced): 1 request of 128-bit st.global, "
            "512 bytes used of 512 moved (100%)",
            "st", _coalescing_report)


@function("swizzle_advice", "swizzle_advice(smem_layout, TV, bits[, N]) / swizzle_advice(smem_layout, tiled_copy) / "
          "swizzle_advice(smem_layout, tiled_mma, operand)",
          "Which swizzle Sw<B,M,S> o smem_layout removes the bank conflicts of the loads TV makes (TV maps "
          "(thread, value) to smem_layout's coordinates; threads past 32 are further warps), keeping the vector "
          "width: the wavefronts before, then every swizzle that reaches the ideal, CuTe's GMMA/TMA modes "
          "(SW32/SW64/SW128) first, and where the swizzled layout needs a larger cosize, how large. The swizzle "
          "in use is never an option. With N, the access is ldmatrix.xN. Given a tiled copy, its warps' accesses "
          "(stores for STSM, loads otherwise); given a tiled MMA and an operand, its warps' loads of it.",
          "swizzle_advice((8,64):(64,1), ((8,4),8):((1,64),8), 16)  ->  32 wavefronts (ideal 4, 8x) as laid "
          "out\n  Sw<3,3,3>: 4 wavefronts  (GMMA/TMA SW128 on 16-bit elements)", nargs=(2, 4),
          cpp=OWN_ANALYSIS, dsl=NOT_IN_DSL, own=True)
def _swizzle_advice(targs, args):
    from ..algebra.access import swizzle_advice
    from ..algebra.access_report import advice_report
    if len(args) >= 2 and _of_tiled(args[1]):
        from .atom_functions import tiled_access
        found = tiled_access("swizzle_advice", args)
        if found is not None:
            return found
    if len(args) < 3:
        raise CuteTypeError("swizzle_advice(smem_layout, TV, bits[, N]) takes 3 or 4 arguments, or "
                            "(smem_layout, tiled_copy) / (smem_layout, tiled_mma, operand)")
    for i, a in enumerate(args[:2], start=1):
        if not isinstance(a, (Layout, ComposedLayout)):
            raise CuteTypeError(f"swizzle_advice: argument {i} must be a Layout, got {describe(a)}")
    for i, a in enumerate(args[2:], start=3):
        if not is_integer(a):
            raise CuteTypeError(f"swizzle_advice: argument {i} must be an integer, got {describe(a)}")
    bits = value(args[2])
    if len(args) == 4:
        return advice_report(swizzle_advice(args[0], args[1], bits, "ldsm", matrices=value(args[3])))
    return advice_report(swizzle_advice(args[0], args[1], bits))


@function("tile_to_mma_shape", "tile_to_mma_shape(atom, mma_tile_shape[, order])",
          "UMMA::tile_to_mma_shape: tile a (UMMA) smem atom to an MMA tile shape ((MMA_M,MMA_K),M_MMAs,K_MMAs,...) "
          "(partition_shape_A/B of a tiled MMA): "
          "tile_to_shape to ((MMA_M,M_MMAs),(MMA_K,K_MMAs),...), then tiled_divide by (MMA_M,MMA_K).",
          "tile_to_mma_shape((_8,_64):(_64,_1), ((_128,_16),_1,_4))  ->  ((_128,_16),_1,_4):((_64,_1),_0,_16)",
          nargs=(2, 3), cpp=spelled("UMMA::tile_to_mma_shape({0}, {1:shape})",
                                    "UMMA::tile_to_mma_shape({0}, {1:shape}, {2})"),
          keywords=("atom", "mma_tile_shape", "order"),
          dsl=spelled("cute.nvgpu.tcgen05.tile_to_mma_shape({0}, {1})",
                      "cute.nvgpu.tcgen05.tile_to_mma_shape({0}, {1}, {2})"))
def _tile_to_mma_shape(targs, args):
    block = args[0] if isinstance(args[0], ComposedLayout) else want_layout(args[0], "tile_to_mma_shape", 1)
    shape = want_inttuple(args[1], "tile_to_mma_shape", 2)
    order = _tile_order(args, "tile_to_mma_shape")
    from ..algebra.composed import on_domain
    return on_domain(block, lambda b: rel.tile_to_mma_shape(b, shape, order))
