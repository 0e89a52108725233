"""CuTe's shared-memory layout atoms for Hopper's GMMA (atom/mma_traits_sm90_gmma.hpp) and Blackwell's UMMA
(atom/mma_traits_sm100.hpp), by their CuTe names.

Each is defined in bits, Sw<B,M,S> o smem_ptr[1b](unset) o L, and taken in units of an element type T by
upcast<sizeof_bits<T>>: L is upcast, the swizzle kept (it acts on byte addresses once the pointer is set),
and the flag records T's width:

    Layout_K_SW128_Atom<half_t>  =  Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)

What draws or analyses such an atom reads it in its elements' units (composed.as_position_independent).
"""

from __future__ import annotations

from ..errors import CuteDomainError, CuteNameError
from .integers import S
from .layout import Layout
from .swizzle import ComposedLayout, SmemPtrFlag, Swizzle

# name -> (swizzle (B,M,S), shape, stride) of the atom in bits
ATOMS_BITS: dict[str, tuple[tuple[int, int, int], tuple[int, int], tuple[int, int]]] = {
    # GMMA, M|N-major
    "Layout_MN_INTER_Atom": ((0, 4, 3), (128, 8), (1, 128)),
    "Layout_MN_SW32_Atom": ((1, 4, 3), (256, 8), (1, 256)),
    "Layout_MN_SW64_Atom": ((2, 4, 3), (512, 8), (1, 512)),
    "Layout_MN_SW128_Atom": ((3, 4, 3), (1024, 8), (1, 1024)),
    # GMMA, K-major
    "Layout_K_INTER_Atom": ((0, 4, 3), (8, 128), (128, 1)),
    "Layout_K_SW32_Atom": ((1, 4, 3), (8, 256), (256, 1)),
    "Layout_K_SW64_Atom": ((2, 4, 3), (8, 512), (512, 1)),
    "Layout_K_SW128_Atom": ((3, 4, 3), (8, 1024), (1024, 1)),
    # UMMA (SM100), M|N-major with 32-byte swizzle atoms
    "Layout_MN_SW128_32B_Atom": ((2, 5, 2), (1024, 4), (1, 1024)),
}

UMMA_ONLY = frozenset({"Layout_MN_SW128_32B_Atom"})

# The sparse atoms (atom/mma_traits_sm90_gmma_sparse.hpp, mma_traits_sm100.hpp): NAME_SpAtom<T, S> is
# Sw o smem_sparse<S>_ptr[Bb](unset) o blocked_product(Layout<Shape<_1,Int<S>>>{}, NAME_Atom<T>{}.layout_b()).
SPARSE = {name.replace("_Atom", "_SpAtom"): name for name in ATOMS_BITS}

# The atoms chosen by a Major argument: Layout_SW128_Atom<T, GMMA::Major::K> is Layout_K_SW128_Atom<T> (GMMA's
# alone); Layout_SW128_SpAtom<T, S, Major> is Layout_K_SW128_SpAtom<T, S> or the MN one (GMMA's and UMMA's).
BY_MAJOR = {f"Layout_{sw}_Atom": sw for sw in ("INTER", "SW32", "SW64", "SW128")}
BY_MAJOR_SPARSE = {f"Layout_{sw}_SpAtom": sw for sw in ("INTER", "SW32", "SW64", "SW128")}

MAJORS = ("K", "MN")


def namespaces(name: str) -> tuple[str, ...]:
    """The namespaces C++ declares the atom `name` in (empty: not an atom).  GMMA's atoms live in SM90::GMMA
    (reached as GMMA::); mma_traits_sm100.hpp brings their templates, not their _Bits forms, into UMMA::; the
    32-byte-atom SW128 is UMMA's alone, and the Major-chosen forms GMMA's alone."""
    if name in BY_MAJOR:
        return ("GMMA",)
    if name in BY_MAJOR_SPARSE:
        return ("GMMA", "UMMA")
    base = SPARSE.get(name) or name.removesuffix("_Bits")
    if base not in ATOMS_BITS:
        return ()
    if base in UMMA_ONLY:
        return ("UMMA",)
    return ("GMMA",) if name.endswith("_Bits") else ("GMMA", "UMMA")


def check_qualified(namespace: str, name: str) -> None:
    """Refuse an atom named in a GMMA:: or UMMA:: namespace C++ does not declare it in
    (GMMA::Layout_MN_SW128_32B_Atom, UMMA::Layout_K_SW128_Atom_Bits)."""
    where = namespaces(name)
    if where and namespace in ("GMMA", "UMMA") and namespace not in where:
        raise CuteNameError(f"{namespace}::{name}: C++ declares {name} in "
                              f"{' and '.join(w + '::' for w in where)} only")


def smem_atom(name: str, element_bits: int | None = None) -> ComposedLayout:
    """The atom `name` in bits (element_bits None: CuTe's NAME_Bits) or in elements of that many bits."""
    return _atom(name, ATOMS_BITS[name], element_bits)


def _atom(name: str, bits: tuple[tuple[int, int, int], tuple[int, int], tuple[int, int]],
          element_bits: int | None) -> ComposedLayout:
    from .composed import upcast
    (b, m, s), shape, stride = bits
    atom = ComposedLayout(Swizzle(b, m, s), SmemPtrFlag(1),
                          Layout(tuple(S(v) for v in shape), tuple(S(v) for v in stride)))
    if element_bits is None:
        return atom
    if element_bits <= 0:
        raise CuteDomainError(f"{name}: the element type must have a positive bit width")
    return upcast(element_bits, atom)


def sparse_atom(name: str, element_bits: int, sparsity: int) -> ComposedLayout:
    """The sparse atom `name` (Layout_K_SW128_SpAtom) of elements of that many bits and sparsity S."""
    return _sparse(f"{name}<T, S>", smem_atom(SPARSE[name], element_bits), sparsity,
                   SmemPtrFlag(element_bits, sparsity))


def _sparse(name: str, atom: ComposedLayout, sparsity: int, offset: SmemPtrFlag) -> ComposedLayout:
    """A dense atom made sparse: its layout blocked by (_1,S), at `offset`."""
    from .layout import blocked_product, make_layout
    if sparsity <= 0:
        raise CuteDomainError(f"{name}: the sparsity S must be positive, got {sparsity}")
    if not isinstance(atom.layout_b, Layout):
        raise CuteDomainError(f"{name}: the atom's inner part is not a Layout")
    return ComposedLayout(atom.layout_a, offset, blocked_product(make_layout((S(1), S(sparsity))), atom.layout_b))


def atom_by_major(name: str, major: str) -> str:
    """The atom Layout_SW128_Atom<T, GMMA::Major::K> names: Layout_K_SW128_Atom (Layout_K_SW128_SpAtom for the
    sparse Layout_SW128_SpAtom)."""
    if major not in MAJORS:
        raise CuteDomainError(f"{name}<..., Major>: the major is Major::K or Major::MN, got {major}")
    sparse = name in BY_MAJOR_SPARSE
    return f"Layout_{major}_{(BY_MAJOR_SPARSE if sparse else BY_MAJOR)[name]}_{'SpAtom' if sparse else 'Atom'}"


# -- the CuTe DSL's atoms, by kind (cute.nvgpu.warpgroup / tcgen05.make_smem_layout_atom(kind, dtype), DSL 4.8.1's
# nvgpu/*/helpers.py): the kind K_SW128 is CuTe's Layout_K_SW128_Atom, the same swizzle over the same bits taken in
# the element type's units; tcgen05's MN_SW128_32B alone is another layout: its 1024-bit columns are 8 where UMMA's
# C++ atom has 4.  The DSL writes the offset 0 where C++ has the unset pointer's flag (both print 0 in the DSL).
DSL_ONLY_BITS = {"Layout_MN_SW128_32B_Atom": ((2, 5, 2), (1024, 8), (1, 1024))}


def kind_atom(kind: str) -> str:
    """The atom a DSL SmemLayoutAtomKind names: K_SW128 -> Layout_K_SW128_Atom (and back: atom_kind)."""
    return f"Layout_{kind}_Atom"


def atom_kind(name: str) -> str:
    """The DSL's SmemLayoutAtomKind of the atom `name`: Layout_K_SW128_Atom -> K_SW128."""
    return name.removeprefix("Layout_").removesuffix("_Atom")


def dsl_smem_atom(kind: str, element_bits: int, sparsity: int | None = None) -> ComposedLayout:
    """The DSL's make_smem_layout_atom(kind, T) for T of element_bits; with a sparsity S its
    make_sparse_smem_layout_atom(kind, T, S): the dense atom's layout blocked by (1,S), its offset the dense
    atom's (the DSL has no sparse pointer flag)."""
    name = kind_atom(kind)
    atom = _atom(name, DSL_ONLY_BITS.get(name) or ATOMS_BITS[name], element_bits)
    if sparsity is None:
        return atom
    return _sparse("make_sparse_smem_layout_atom", atom, sparsity, SmemPtrFlag(element_bits))
