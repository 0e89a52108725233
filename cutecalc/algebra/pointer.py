"""Pointers as CuTe's tensors hold them (cute/pointer.hpp, pointer_base.hpp, pointer_swizzle.hpp,
container/array_subbyte.hpp): an address, the element width, the memory it points into and, for a swizzle_ptr,
the swizzle its dereference applies.  A calculator has no memory: a pointer is its address and type, and moving
it (ptr + n, what slicing a tensor does) is the arithmetic C++ does on them.

    T*                    ptr[Nb](address)           + n  moves n * sizeof(T) bytes
    gmem_ptr / smem_ptr   gmem_ptr[Nb](address) ...       (a tag on the iterator: the same arithmetic)
    subbyte_iterator<T>   subptr[Nb](address.bit)    + n  moves n * N bits (T narrower than a byte)
    swizzle_ptr<Sw, P>    Sw<B,M,S>_smem_ptr[Nb](...)     P's arithmetic; Sw (in bytes) acts on the address
                                                          only when the pointer is dereferenced, so it prints
                                                          the address before the swizzle
    tmem_ptr<T>           tmem_[Nb](0xLLLL.CCCC)     + n  adds n rotated right by log2(32/N) to the 32-bit
                                                          (lane << 16 | column) address (a word address)

The address prints as glibc's %p does: `(nil)` for the null pointer, else `0x` and lower-case hex.
"""

from __future__ import annotations

from ..errors import CuteDomainError
from ..record import field, record, replace
from .integers import Integer, is_integer, value
from .printing import Listing
from .swizzle import Swizzle

SPACES = ("gmem", "smem", "rmem", "tmem", "")   # the memory a pointer is tagged with ("": a raw T*)
_ADDRESS_BITS = 64


# sizeof_bits of the element types C++ names (cutlass/numeric_types.h, integer_subbyte.h, float8.h, ...)
TYPE_BITS = {
    "bool": 1, "char": 8, "int8_t": 8, "uint8_t": 8, "float_e4m3_t": 8, "float_e5m2_t": 8,
    "float_ue8m0_t": 8, "float_ue4m3_t": 8, "float_e3m2_t": 6, "float_e2m3_t": 6,
    "int16_t": 16, "uint16_t": 16, "half_t": 16, "half": 16, "bfloat16_t": 16,
    "__half": 16, "short": 16, "int": 32, "int32_t": 32, "uint32_t": 32, "float": 32, "tfloat32_t": 32,
    "unsigned": 32, "int64_t": 64, "uint64_t": 64, "double": 64, "long": 64, "complex_float": 64,
    "int4_t": 4, "uint4_t": 4, "int4b_t": 4, "uint4b_t": 4, "float_e2m1_t": 4, "int2b_t": 2, "uint2b_t": 2,
    "uint1b_t": 1, "bin1_t": 1, "uint128_t": 128, "uint256_t": 256, "complex_double": 128,
}


def type_bytes(bits: int) -> int:
    """sizeof(T) for a T of `bits` bits: CUTLASS stores a sub-byte number (int4b_t, float_e2m1_t) in a byte."""
    return max(1, (bits + 7) // 8)


@record(frozen=True)
class Pointer:
    bits: int                       # sizeof_bits of the element type
    address: int                    # the byte address (0: nullptr)
    space: str = ""                 # gmem, smem, rmem or "" (a raw pointer)
    swizzle: Swizzle | None = None  # a swizzle_ptr's swizzle, in bytes
    subbyte: bool = False           # a subbyte_iterator: the address is in bits (byte address * 8 + bit index)
    # the element type's C++ name where the source named it ((half_t*)p): what a TMA descriptor calls the data
    # (FLOAT16 or BFLOAT16 are both 16 bits); CuTe prints and compares pointers without it
    element: str = field(default="", compare=False)

    def cute_str(self) -> str:
        if self.space == "tmem":
            return f"tmem_[{self.bits}b](0x{self.address >> 16:04x}.{self.address & 0xFFFF:04x})"
        sw = f"{self.swizzle.cute_str()}_" if self.swizzle is not None else ""
        space = f"{self.space}_" if self.space else ""
        if self.subbyte:
            return f"{sw}{space}subptr[{self.bits}b]({_percent_p(self.address >> 3)}.{self.address & 7})"
        return f"{sw}{space}ptr[{self.bits}b]({_percent_p(self.address)})"

    def advance(self, offset: Integer) -> Pointer:
        """ptr + offset (in elements)."""
        if not is_integer(offset):
            raise CuteDomainError(f"a pointer moves by an integer number of elements, got {offset!r}")
        if self.space == "tmem":
            shift = tmem_offset_shift(self.bits)
            n = value(offset) & 0xFFFFFFFF
            rotated = ((n >> shift) | (n << (32 - shift))) & 0xFFFFFFFF if shift else n
            return replace(self, address=(self.address + rotated) & 0xFFFFFFFF)
        step = self.bits if self.subbyte else 8 * type_bytes(self.bits)
        moved = self.address * (1 if self.subbyte else 8) + value(offset) * step
        moved %= 1 << (_ADDRESS_BITS + 3)   # in bits: the byte address wraps as an unsigned 64-bit machine address
        return replace(self, address=moved if self.subbyte else moved // 8)

    def with_space(self, space: str) -> Pointer:
        """make_gmem_ptr / make_smem_ptr / make_rmem_ptr: idempotent, and a tag on an untagged pointer only.  A raw
        pointer is already register memory to CuTe (is_rmem: neither gmem nor smem), so make_rmem_ptr keeps it."""
        if space == "rmem" and not self.space:
            return self
        if self.space and self.space != space:
            raise CuteDomainError(f"make_{space}_ptr: {self.cute_str()} already points into {self.space}")
        return replace(self, space=space)

    def with_swizzle(self, swizzle: Swizzle) -> Pointer:
        """make_swizzle_ptr(ptr, Sw): a swizzle of no bits decays to the pointer itself."""
        if swizzle.bits == 0:
            return self
        if self.swizzle is not None:
            raise CuteDomainError(f"{self.cute_str()} is already a swizzled pointer")
        return replace(self, swizzle=swizzle)

    def recast(self, bits: int, element: str = "") -> Pointer:
        """recast_ptr<NewT>: the same address (the tag and the swizzle kept) for elements of `bits` bits (named
        `element`); a sub-byte type gets a subbyte_iterator."""
        byte_address = self.address >> 3 if self.subbyte else self.address
        if bits < 8:
            bit = self.address & 7 if self.subbyte else 0
            return Pointer(bits, byte_address * 8 + bit, self.space, self.swizzle, True, element)
        return Pointer(bits, byte_address, self.space, self.swizzle, element=element)

    @property
    def byte_address(self) -> int:
        return self.address >> 3 if self.subbyte else self.address


def tmem_offset_shift(bits: int) -> int:
    """tmem_ptr<T>::OffsetShift: log2 of how many T a 32-bit TMEM column holds (0 for T of 32 bits or more)."""
    return max(0, (32 // bits).bit_length() - 1) if bits < 32 else 0


def _percent_p(address: int) -> str:
    return "(nil)" if address == 0 else f"0x{address:x}"


GMMA_LAYOUT_TYPES = ("INTERLEAVE", "B128", "B64", "B32")   # SM90::GMMA::LayoutType, by its value


@record(frozen=True)
class GmmaDescriptor(Listing):
    """SM90's 64-bit shared-memory matrix descriptor (cute/arch/mma_sm90_desc.hpp), what an SS GMMA's fragment
    holds per MMA and k-block: start address [0,14), leading byte offset [16,30), stride byte offset [32,46) (all
    in 16-byte units), base offset [49,52), layout type [62,64).  Printed as CuTe's print(GmmaDescriptor)."""

    desc: int

    def field(self, lo: int, bits: int) -> int:
        return (self.desc >> lo) & ((1 << bits) - 1)

    def cute_str(self) -> str:
        start, lead, stride = self.field(0, 14), self.field(16, 14), self.field(32, 14)
        layout_type = self.field(62, 2)
        return "\n".join((f"GmmaDescriptor: 0x{self.desc:016x}", f"  start_addr :  0x{start:04x}",
                          f"  leading_off:  0x{lead:04x} ({lead})", f"  stride_off :  0x{stride:04x} ({stride})",
                          f"  base_offset:  0x{self.field(49, 3):01x}",
                          f"  layout_type:  0x{layout_type:01x} ({GMMA_LAYOUT_TYPES[layout_type]})"))


@record(frozen=True)
class DescriptorIterator:
    """GMMA::DescriptorIterator (SM90) or UMMA::DescriptorIterator (SM100): the iterator of the fragment an
    SS MMA reads from shared memory.  It holds a matrix descriptor built from the smem tensor (desc, 64 bits);
    + n adds n to its low 32 bits (the start address, in 16-byte units, wrapping as uint32_t does), and * gives
    the descriptor.  CuTe prints the iterator by its name alone."""

    kind: str            # "GMMA" or "UMMA"
    desc: int = 0        # the descriptor's 64 bits

    def cute_str(self) -> str:
        return f"{self.kind}::DescriptorIterator"

    def advance(self, offset: Integer) -> DescriptorIterator:
        if not is_integer(offset):
            raise CuteDomainError(f"a descriptor moves by an integer, got {offset!r}")
        low = (self.desc + value(offset)) & 0xFFFFFFFF
        return DescriptorIterator(self.kind, (self.desc & ~0xFFFFFFFF) | low)

    def deref(self) -> GmmaDescriptor:
        if self.kind != "GMMA":
            raise CuteDomainError(f"an element of a {self.kind}::DescriptorIterator tensor is a {self.kind}::"
                                  "SmemDescriptor, which CuTe cannot print (CuTe: call of overloaded "
                                  "'print(cute::UMMA::SmemDescriptor)' is ambiguous)")
        return GmmaDescriptor(self.desc)
