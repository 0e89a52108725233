"""CuTe's shared-memory layout atoms for Hopper's GMMA (atom/mma_traits_sm90_gmma.hpp) and Blackwell's UMMA
(atom/mma_traits_sm100.hpp), by their CuTe names.

Each is defined in bits, Sw<B,M,S> o smem_ptr[1b](unset) o L, and taken in units of an element type T by
upcast<sizeof_bits<T>>: L is upcast, the swizzle kept (it acts on byte addresses once the pointer is set),
and the flag records T's width:

    Layout_K_SW128_Atom<half_t>  =  Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)
"""

from __future__ import annotations

from ..errors import CuteDomainError
from .composed import upcast
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


def smem_atom(name: str, element_bits: int | None = None) -> ComposedLayout:
    """The atom `name` in bits (element_bits None: CuTe's NAME_Bits) or in elements of that many bits."""
    (b, m, s), shape, stride = ATOMS_BITS[name]
    atom = ComposedLayout(Swizzle(b, m, s), SmemPtrFlag(1),
                          Layout(tuple(S(v) for v in shape), tuple(S(v) for v in stride)))
    if element_bits is None:
        return atom
    if element_bits <= 0:
        raise CuteDomainError(f"{name}: the element type must have a positive bit width")
    return upcast(element_bits, atom)
