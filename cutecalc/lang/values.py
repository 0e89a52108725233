"""Kinds of values the language handles, their names for users, and coercions with plain-word errors."""

from __future__ import annotations

import re
from typing import Any

from ..algebra import inttuple as it
from ..algebra.basis import ScaledBasis
from ..algebra.integers import is_integer, value
from ..algebra.inttuple import Underscore
from ..algebra.kinds import describe as describe
from ..algebra.kinds import is_inttuple as is_inttuple
from ..algebra.kinds import is_tile as is_tile
from ..algebra.kinds import kind_of as kind_of
from ..algebra.layout import Layout
from ..algebra.pointer import TYPE_BITS as TYPE_BITS
from ..algebra.pointer import Pointer
from ..algebra.printing import PICTURE_CELLS as PICTURE_CELLS
from ..algebra.printing import CppString as CppString
from ..algebra.printing import Picture as Picture
from ..algebra.printing import Printed as Printed
from ..algebra.printing import PrintedText as PrintedText
from ..algebra.printing import Printout as Printout
from ..algebra.printing import check_picture_cells as check_picture_cells
from ..algebra.printing import cute_str
from ..algebra.swizzle import SmemPtrFlag, Swizzle
from ..errors import CuteDomainError, CuteTypeError
from ..record import record

ATOM_TEMPLATES = ("MMA_Atom", "Copy_Atom")  # C++ templates whose arguments are types (atom operations)


@record(frozen=True)
class MmaMajor:
    """GMMA::Major::K or ::MN (UMMA::Major alike): which mode of an MMA operand in shared memory is contiguous."""

    KIND = "Major"   # what kind_of calls it

    name: str

    def cute_str(self) -> str:
        return self.name


@record(frozen=True)
class MajorTag:
    """LayoutLeft{} / LayoutRight{} (GenColMajor / GenRowMajor)."""

    KIND = "LayoutTag"   # what kind_of calls it

    left: bool

    def cute_str(self) -> str:
        return "LayoutLeft" if self.left else "LayoutRight"


@record(frozen=True)
class TypeName:
    """A C++ element type named in a template argument, e.g. recast_layout<uint8_t,half_t>."""

    KIND = "Type"   # what kind_of calls it

    name: str
    bits: int

    def cute_str(self) -> str:
        return self.name


def is_tensor(v) -> bool:
    """Whether v is an algebra.tensor.Tensor (known without importing that module: it loads with the tensor rows)."""
    return type(v).__name__ == "Tensor" and type(v).__module__ == "cutecalc.algebra.tensor"


def is_coord(v) -> bool:
    """An IntTuple that may hold `_` (a slicing coordinate)."""
    if isinstance(v, tuple):
        return all(is_coord(e) for e in v)
    return is_integer(v) or isinstance(v, Underscore)


class NullPointer:
    """C++'s nullptr: a pointer of no type yet ((T*)nullptr and make_smem_ptr<T>(nullptr) give it one)."""

    __slots__ = ()

    def cute_str(self) -> str:
        return "nullptr"


NULLPTR = NullPointer()


@record(frozen=True)
class ArithOrigin:
    """`ArithTuple(a, b, ...)` as CuTe prints a coordinate tensor's origin: `ArithTuple(8,16) o L` reads back as that
    coordinate tensor."""

    origin: Any

    def cute_str(self) -> str:
        return "ArithTuple" + cute_str(self.origin if isinstance(self.origin, tuple) else (self.origin,))


# (patterns, compiled by `re` at their first use: reading a pointer is off the way of most statements)
_SPARSE_FLAG = r"smem_sparse<(\d+)>_ptr\[(\d+)b\]\(unset\)"
_POINTER = r"(?:Sw<(\d+),(\d+),(-?\d+)>_)?(gmem_|smem_|rmem_)?(sub)?ptr\[(\d+)b\]\((.*)\)"
_TMEM = r"tmem_\[(\d+)b\]\(0x([0-9a-fA-F]+)\.([0-9a-fA-F]+)\)"


def read_pointer(text: str):
    """The value of a pointer as CuTe prints it: smem_ptr[Nb](unset) is the offset of a shared-memory atom
    (SmemPtrFlag, smem_sparse<S>_ptr[Nb](unset) a sparse one's); any other is a Pointer (a printed tensor
    `pointer o layout` reads back as that tensor)."""
    sparse = re.fullmatch(_SPARSE_FLAG, text)
    if sparse:
        return SmemPtrFlag(int(sparse.group(2)), int(sparse.group(1)))
    m = re.fullmatch(_TMEM, text)
    if m is not None:
        return Pointer(int(m.group(1)), (int(m.group(2), 16) << 16 | int(m.group(3), 16)) & 0xFFFFFFFF, "tmem")
    m = re.fullmatch(_POINTER, text)
    if m is None:   # (the grammar's POINTER terminal admits only these forms)
        raise CuteTypeError(f"cannot read the pointer {text}")
    swizzle = Swizzle(int(m.group(1)), int(m.group(2)), int(m.group(3))) if m.group(1) else None
    space, sub, bits, address = (m.group(4) or "")[:-1], bool(m.group(5)), int(m.group(6)), m.group(7)
    if address == "unset":
        if swizzle is not None or sub or space != "smem":
            raise CuteTypeError(f"cannot read the pointer {text}: only smem_ptr[Nb](unset) is unset")
        return SmemPtrFlag(bits)
    byte_text, _, bit = address.partition(".")
    byte = 0 if byte_text == "(nil)" else int(byte_text, 16)
    if sub:
        return Pointer(bits, byte * 8 + int(bit or 0), space, swizzle, subbyte=True)
    if bit:
        raise CuteTypeError(f"cannot read the pointer {text}: only a subptr has a bit index")
    return Pointer(bits, byte, space, swizzle)


@record(frozen=True)
class Dim3:
    """CUDA's dim3, as a kernel's launch configuration or its blockIdx/threadIdx give it: `dim3 blockIdx(1, 2);`
    then `blockIdx.x` (the members unset are 1, as dim3's constructor sets them)."""

    x: int
    y: int = 1
    z: int = 1

    def cute_str(self) -> str:
        return f"dim3({self.x},{self.y},{self.z})"

    def member(self, name: str) -> int | None:
        return getattr(self, name) if name in ("x", "y", "z") else None


def make_dim3(args: list) -> Dim3:
    """`dim3(x[, y[, z]])`, of non-negative integers."""
    if not 1 <= len(args) <= 3 or not all(is_integer(a) and value(a) >= 0 for a in args):
        raise CuteTypeError(f"dim3: expects 1 to 3 non-negative integers, got {len(args)} argument(s)")
    return Dim3(*(int(value(a)) for a in args))


def want_layout(v, fn: str, pos: int) -> Layout:
    if isinstance(v, Layout):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be a Layout, got {describe(v)}")


def want_ints(targs: list, fn: str) -> tuple[int, ...]:
    """Template arguments that must be integers (size<0>, take<1,3>), as Python ints."""
    out = []
    for t in targs:
        if not is_integer(t):
            raise CuteTypeError(f"{fn}: template arguments must be integers, got {describe(t)}")
        out.append(value(t))
    return tuple(out)


def want_inttuple(v, fn: str, pos: int, what: str = "an IntTuple (integer or tuple of integers)"):
    if is_inttuple(v):
        return v
    if isinstance(v, Layout):
        raise CuteTypeError(f"{fn}: argument {pos} must be {what}, got a Layout (did you mean shape(...)?)")
    raise CuteTypeError(f"{fn}: argument {pos} must be {what}, got {describe(v)}")


def want_integer(v, fn: str, pos: int):
    if is_integer(v):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be an integer, got {describe(v)}")


def want_tiler(v, fn: str, pos: int):
    if isinstance(v, (Layout, Underscore)) or is_integer(v):
        return v
    if isinstance(v, tuple) and all(isinstance(e, (Layout, Underscore, tuple)) or is_integer(e) for e in v):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be a tiler (a Layout, an integer, '_' or a tuple of "
                        f"them such as <2:1, 4:1>), got {describe(v)}")


def basis(scale: Any, modes: tuple[int, ...]) -> ScaledBasis:
    """value@modes (E<modes...>{} * value), its modes checked: a basis element of mode m stands for a coordinate
    of m + 1 modes, and no value holds more than MAX_RANK (so `_1@100000000` is refused, not allocated)."""
    for m in modes:
        if not 0 <= m < it.MAX_RANK:
            raise CuteDomainError(f"basis mode {m} is out of range: a mode index is from 0 to {it.MAX_RANK - 1} "
                                  "(cutecalc holds no value of more modes)")
    return ScaledBasis(scale, modes)
