"""The shared-memory layout atoms (GMMA, UMMA) against CuTe C++: every atom of every element type C++ accepts, as
print, print_layout and print_latex show it, tiled to kernel shapes, and the operations on them.

Values and refusals are surface cases, the pictures (which run to 300 KB) atom cases; their answers are in the
tests' one cache (cute_oracle.py, which keeps a long answer as its digest).
The cutecalc text and the C++ are the same text wherever cutecalc reads C++'s spelling.
"""

from __future__ import annotations

from math import lcm

from .atom_cases import AtomCase
from .cases import Case

HEADERS = ("cute/atom/mma_traits_sm90_gmma.hpp", "cute/atom/mma_traits_sm100.hpp")

# The element types CuTe names (sizeof_bits 1 to 128; bin1_t is bool), and those it refuses for the atoms:
# a 6-bit type breaks upcast<6>'s divisibility condition.
ELEMENT_TYPES = ("half_t", "bfloat16_t", "tfloat32_t", "float", "double", "int8_t", "uint8_t", "int16_t", "uint16_t",
                 "int32_t", "uint32_t", "int64_t", "uint64_t", "float_e4m3_t", "float_e5m2_t", "float_ue8m0_t",
                 "float_ue4m3_t", "int4b_t", "uint4b_t", "float_e2m1_t", "int2b_t", "uint2b_t", "uint1b_t", "bin1_t",
                 "bool", "char", "uint128_t")
REFUSED_TYPES = ("float_e2m3_t", "float_e3m2_t")


def _atoms():
    from cutecalc.algebra import smem_atoms
    return smem_atoms


def spellings() -> list[tuple[str, str, bool]]:
    """(namespace, name, takes a type) for every shared-memory atom C++ declares, in each namespace it is in."""
    sa = _atoms()
    out = []
    for name in sa.ATOMS_BITS:
        for n, templated in ((name, True), (name + "_Bits", False)):
            out += [(ns, n, templated) for ns in sa.namespaces(n)]
    return out


def _atom(ns: str, name: str, t: str | None) -> str:
    return f"{ns}::{name}<{t}>{{}}" if t else f"{ns}::{name}{{}}"


def each_atom(types=ELEMENT_TYPES, namespaces=("GMMA", "UMMA")) -> list[str]:
    """Every atom spelling of `namespaces`, of each of `types` where it takes one."""
    out = []
    for ns, name, templated in spellings():
        if ns in namespaces:
            out += [_atom(ns, name, t) for t in types] if templated else [_atom(ns, name, None)]
    return out


# -- values and refusals (surface oracle) ------------------------------------------------------------

def value_cases() -> list[Case]:
    sa = _atoms()
    out = [Case("smem:print", a, a) for a in each_atom()]
    out += [Case("smem:independent", f"as_position_independent_swizzle_layout({a})",
                 f"as_position_independent_swizzle_layout({a})") for a in each_atom(namespaces=("GMMA",))]
    out += [Case("smem:independent", f"as_position_independent_swizzle_layout({a})",
                 f"as_position_independent_swizzle_layout({a})")
            for a in each_atom(("half_t", "float"), namespaces=("UMMA",))]
    out += [Case("smem:by_major", e, e) for name in sa.BY_MAJOR for t in ("half_t", "float_e4m3_t", "tfloat32_t")
            for e in (f"GMMA::{name}<{t}, GMMA::Major::K>{{}}", f"GMMA::{name}<{t}, GMMA::Major::MN>{{}}")]
    # what CuTe refuses: 6-bit types; a flag whose width names no unsigned type; a layout with no flag
    k128 = "GMMA::Layout_K_SW128_Atom"
    refused = [_atom("GMMA", name, t) for name in sa.ATOMS_BITS if name not in sa.UMMA_ONLY for t in REFUSED_TYPES]
    refused += [f"as_position_independent_swizzle_layout(downcast<2>({k128}_Bits{{}}))",
                f"as_position_independent_swizzle_layout(upcast<512>({k128}_Bits{{}}))",
                "as_position_independent_swizzle_layout(composition(Swizzle<3,3,3>{}, make_layout(make_shape(_8{},"
                "_8{}))))",
                f"as_position_independent_swizzle_layout(upcast<256>({k128}_Bits{{}}))",
                f"upcast<2>({k128}<uint128_t>{{}})", f"downcast<2>({k128}_Bits{{}})"]
    out += [Case("smem:edges", e, e) for e in refused]
    return out + op_cases() + mma_shape_cases() + sparse_cases()


OP_TYPES = ("half_t", "float", "float_e4m3_t")


def op_cases() -> list[Case]:
    """CuTe's functions on an atom of each kind, as C++ reads the flagged layout: evaluation (the swizzle on
    bytes), slices (a static or run-time coordinate; CuTe's MixedBits), the algebra (the flag kept), recasts (the
    flag's bits follow), the portions, and kernel tiles sliced by stage, row and column."""
    out = []
    kernel = _kernel_atoms(OP_TYPES)
    for a, t, m, k in kernel:
        tiled = f"tile_to_shape({a}, make_shape(_{m}{{}},_{k}{{}},_4{{}}))"
        exprs = [f"{a}(_5{{}})", f"{a}(37)", f"{a}(_3{{}},_1{{}})", f"{a}(3,1)", f"{a}(_,_1{{}})", f"{a}(_,1)",
                 f"{a}(_1{{}},_)", f"{a}(1,_)", f"slice_and_offset(make_coord(_,1), {a})",
                 f"size({a})", f"cosize({a})", f"shape({a})", f"coalesce({a})",
                 f"composition({a}, make_layout(make_shape(_4{{}},_2{{}})))",
                 f"composition({a}, make_tile(make_layout(_4{{}}), make_layout(_2{{}},_2{{}})))",
                 f"logical_divide({a}, make_tile(_4{{}},_2{{}}))", f"zipped_divide({a}, make_tile(_4{{}},_2{{}}))",
                 f"tiled_divide({a}, make_tile(_4{{}},_2{{}}))", f"flat_divide({a}, make_tile(_4{{}},_2{{}}))",
                 f"logical_product({a}, make_layout(make_shape(_2{{}},_3{{}})))",
                 f"blocked_product({a}, make_layout(make_shape(_2{{}},_3{{}})))",
                 f"raked_product({a}, make_layout(make_shape(_2{{}},_3{{}})))",
                 f"zipped_product({a}, make_layout(make_shape(_2{{}},_3{{}})))",
                 f"upcast<2>({a})", f"downcast<2>({a})", f"recast_layout<{t},uint8_t>({a})",
                 f"recast_layout<{t},uint32_t>({a})", f"get_swizzle_portion({a})",
                 f"get_nonswizzle_portion({a})", f"max_alignment({a})", f"right_inverse({a})",
                 f"{tiled}(_,_,2)", f"{tiled}(_,_,_2{{}})", f"{tiled}(_,3,_)", f"{tiled}(3,_,_)",
                 f"{tiled}(_,_3{{}},_)", f"{tiled}(_,3,1)", f"{tiled}(5,_,2)", f"{tiled}(37,_,_)",
                 f"slice_and_offset(make_coord(_,3,_), {tiled})", f"{tiled}(_,3,_)(7,_)"]
        out += [Case("smem:ops", e, e) for e in exprs]
    # a layout whose offset is MixedBits (a kernel tile sliced at a run-time column), in CuTe's functions
    for a, _, m, k in (e for e in kernel if e[0] in ("GMMA::Layout_K_SW128_Atom<half_t>{}",
                                                      "GMMA::Layout_MN_SW64_Atom<float>{}")):
        u = f"tile_to_shape({a}, make_shape(_{m}{{}},_{k}{{}},_4{{}}))(_,3,_)"
        exprs = [u, f"{u}(5)", f"{u}(_5{{}})", f"upcast<2>({u})", f"downcast<2>({u})", f"max_alignment({u})",
                 f"{u}(_,_2{{}})", f"{u}(_,2)", f"{u}(7,_)", f"coalesce({u})", f"size({u})", f"cosize({u})",
                 f"logical_divide({u}, make_tile(_8{{}}))", f"print_layout({u})",
                 f"slice_and_offset(make_coord(7,_), {u})", f"get_swizzle_portion({u})"]
        out += [Case("smem:mixed_bits", e, e) for e in exprs]
    return out


def mma_shape_cases() -> list[Case]:
    """UMMA::tile_to_mma_shape of each atom to an operand tile ((MMA_M,MMA_K),M_MMAs,K_MMAs[,PIPE]) of 32-byte K
    steps, in both mode orders."""
    sa = _atoms()
    bits = {"half_t": 16, "float": 32, "float_e4m3_t": 8}
    out = []
    for name in sa.ATOMS_BITS:
        for t, b in bits.items():
            a = _atom("UMMA", name, t)
            r, c = _extents(a)
            mma_m, mma_k = lcm(128, r), 256 // b
            k_mmas = lcm(mma_k, c) // mma_k
            shape = f"make_shape(make_shape(_{mma_m}{{}},_{mma_k}{{}}),_2{{}},_{k_mmas}{{}}"
            exprs = [f"UMMA::tile_to_mma_shape({a}, {shape}))", f"UMMA::tile_to_mma_shape({a}, {shape},_3{{}}))",
                     f"UMMA::tile_to_mma_shape({a}, {shape},_3{{}}), Step<_2,_1,_3>{{}})"]
            out += [Case("smem:tile_to_mma_shape", e, e) for e in exprs]
    return out


SPARSE_TYPES = ("half_t", "bfloat16_t", "float", "tfloat32_t", "float_e4m3_t", "int8_t")


def sparse_cases() -> list[Case]:
    """The sparse atoms (NAME_SpAtom<T, S>, Sw o smem_sparse<S>_ptr[Bb](unset) o ...) in each namespace, of
    sparsities 1, 2 and 4, their Major-chosen forms, and CuTe's functions on them (recasts refused)."""
    sa = _atoms()
    out = []
    for name in sa.SPARSE:
        for ns in sa.namespaces(name):
            out += [Case("smem:sparse", e, e) for t in SPARSE_TYPES for sp in (1, 2, 4)
                    for e in [f"{ns}::{name}<{t}, {sp}>{{}}"]]
    for name in sa.BY_MAJOR_SPARSE:
        for ns in sa.namespaces(name):
            out += [Case("smem:sparse", e, e) for t in ("half_t", "float_e4m3_t") for m in sa.MAJORS
                    for e in [f"{ns}::{name}<{t}, 2, {ns}::Major::{m}>{{}}"]]
    for a in ("GMMA::Layout_K_SW32_SpAtom<half_t, 2>{}", "GMMA::Layout_MN_SW64_SpAtom<float, 2>{}",
              "UMMA::Layout_MN_SW128_32B_SpAtom<float_e4m3_t, 4>{}", "GMMA::Layout_K_INTER_SpAtom<int8_t, 2>{}"):
        exprs = [f"{a}(_5{{}})", f"{a}(37)", f"{a}(3,5)", f"{a}(_,1)", f"{a}(_1{{}},_)", f"size({a})", f"cosize({a})",
                 f"coalesce({a})", f"tile_to_shape({a}, make_shape(_64{{}},_64{{}}))",
                 f"tile_to_shape({a}, make_shape(_64{{}},_64{{}},_2{{}}))(_,_,1)",
                 f"composition({a}, make_layout(make_shape(_4{{}},_4{{}})))",
                 f"logical_divide({a}, make_tile(_4{{}},_2{{}}))", f"upcast<2>({a})", f"downcast<2>({a})",
                 f"as_position_independent_swizzle_layout({a})", f"right_inverse({a})", f"get_swizzle_portion({a})",
                 f"get_nonswizzle_portion({a})", f"print_layout({a})"]
        out += [Case("smem:sparse_ops", e, e) for e in exprs]
    return out


def name_cases() -> list[str]:
    """Atoms named in a namespace C++ does not declare them in: refused by both (a name error in each)."""
    sa = _atoms()
    targs = {**dict.fromkeys(sa.ATOMS_BITS, "<half_t>"), **dict.fromkeys(sa.BY_MAJOR, "<half_t, UMMA::Major::K>"),
             **dict.fromkeys(sa.SPARSE, "<half_t, 2>"),
             **dict.fromkeys(sa.BY_MAJOR_SPARSE, "<half_t, 2, GMMA::Major::K>")}
    out = []
    for name, t in targs.items():
        for n, a in ((name, t), (name + "_Bits", "")) if name in sa.ATOMS_BITS else ((name, t),):
            out += [f"{ns}::{n}{a}{{}}" for ns in ("GMMA", "UMMA") if ns not in sa.namespaces(n)]
    return out


# -- pictures (atom oracle) ------------------------------------------------------------------------

def _pictures(group: str, exprs) -> list[AtomCase]:
    return [AtomCase(group, f"{fn}({e})", f"{fn}({e})") for e in exprs for fn in ("print_layout", "print_latex")]


KERNEL_TYPES = ("half_t", "float", "float_e4m3_t")


def _extents(atom: str) -> tuple[int, int]:
    """The atom's (rows, columns) in its elements."""
    from cutecalc.algebra.integers import value
    from cutecalc.algebra.inttuple import product_each
    from cutecalc.algebra.swizzle import domain_layout
    from cutecalc.api import calc_value
    m, k = (value(e) for e in product_each(domain_layout(calc_value(atom)).shape))
    return m, k


def _kernel_atoms(types) -> list[tuple[str, str, int, int]]:
    """(atom, its element type, M, K) for each atom of each of `types`: a kernel's (M, K) tile for it, the least
    multiples of its extents and of (128, 64)."""
    sa = _atoms()
    out = []
    for name in sa.ATOMS_BITS:
        for t in types:
            atom = _atom("UMMA" if name in sa.UMMA_ONLY else "GMMA", name, t)
            m, k = _extents(atom)
            out.append((atom, t, lcm(128, m), lcm(64, k)))
    return out


def tiled_cases() -> list[AtomCase]:
    """Each atom tiled to a kernel's (M, K) tile, with a pipeline mode of 4 stages in both mode orders, and a
    stage of it: print, and the pictures where the rank is 2 (a stage is a slice, whose offset is no longer
    the flag: CuTe draws it with the swizzle on bytes)."""
    out = []
    for atom, _, m, k in _kernel_atoms(KERNEL_TYPES):
        mk = f"make_shape(_{m}{{}},_{k}{{}})"
        mk4 = f"make_shape(_{m}{{}},_{k}{{}},_4{{}})"
        tiled = f"tile_to_shape({atom}, {mk})"
        staged = [f"tile_to_shape({atom}, {mk4})"] + [f"tile_to_shape({atom}, {mk4}, Step<{s}>{{}})"
                                                     for s in ("_2,_1,_3", "_1,_2,_3")]
        out += [AtomCase("smem_tiled", e, e) for e in [tiled, *staged]]
        out += _pictures("smem_tiled", [tiled, f"{staged[1]}(_,_,1)", f"{staged[2]}(_,_,_3{{}})"])
    return out


# One element type of each width CuTe has: an atom's C++ type is fixed by what print shows of it (static shapes and
# strides, the swizzle, the flag's bits), so element types whose atoms print alike (value_cases, checked by
# test_smem) draw alike; the pictures are asked of one type per width.
PICTURE_TYPES = ("uint1b_t", "int2b_t", "float_e2m1_t", "float_e4m3_t", "half_t", "float", "double", "uint128_t")


def picture_cases() -> list[AtomCase]:
    sa = _atoms()
    umma_only = [a for a in each_atom(PICTURE_TYPES, namespaces=("UMMA",)) if any(n in a for n in sa.UMMA_ONLY)]
    out = _pictures("smem_picture", each_atom(PICTURE_TYPES, namespaces=("GMMA",)) + umma_only)
    out += _pictures("smem_picture", [f"GMMA::{name}<half_t, GMMA::Major::{m}>{{}}" for name in sa.BY_MAJOR
                                      for m in sa.MAJORS])
    return out + tiled_cases()


def _rows() -> frozenset[str]:
    sa = _atoms()
    return frozenset({n for a in sa.ATOMS_BITS for n in (a, a + "_Bits")} | set(sa.BY_MAJOR) | set(sa.SPARSE)
                     | set(sa.BY_MAJOR_SPARSE) | {"as_position_independent_swizzle_layout"})


# The function-table rows whose examples need the atoms' headers: each example is one of the cases here.
SMEM_HELP = _rows()
