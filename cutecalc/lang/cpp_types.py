"""C++'s type traits and the few CUTLASS types a collective's setup names, as pasted kernel code uses them.

A CUTLASS collective (include/cutlass/gemm/collective/sm90_mma_tma_gmma_ss_warpspecialized.hpp) computes its
shared-memory layouts from its template parameters with C++'s type traits (`cute::is_same_v<float, ElementA>`,
`cute::conditional_t<c, A, B>`, `sizeof_bits<T>::value`) and from its dispatch policy's members
(`DispatchPolicy::Stages`, `typename DispatchPolicy::ClusterShape`).  These are modelled here: a type is a value
(a TypeName, a layout, an atom, a tag), a trait a function of them.  The members of a type are `member_of`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..algebra.atoms import MMAAtom
from ..algebra.integers import add, div, is_integer, is_static_int, value
from ..algebra.inttuple import is_static
from ..algebra.layout import Layout
from ..algebra.pointer import Pointer
from ..algebra.relations import truth
from ..algebra.tiled import TiledMMA
from ..errors import CuteTypeError
from ..record import record
from .skips import NotModelled, SkippedName, SkippedUse
from .values import TYPE_BITS, TypeName, describe, is_tensor


@record(frozen=True)
class CppTag:
    """A C++ type cutecalc knows by name only (a kernel schedule, `cute::identity`, `void`): it can be named,
    compared (is_same_v) and passed on, nothing more."""

    name: str

    def cute_str(self) -> str:
        return self.name


@record(frozen=True)
class DispatchPolicy:
    """CUTLASS's MainloopSm90TmaGmmaWarpSpecialized<Stages, ClusterShape, KernelSchedule> (and its kin): the
    members a collective reads, Stages, ClusterShape, Schedule and ArchTag."""

    name: str
    stages: int
    cluster_shape: Any
    schedule: Any

    def cute_str(self) -> str:
        return f"{self.name}<{self.stages}, ...>"


@record(frozen=True)
class ArrayValue:
    """`cute::array_aligned<T, N>` (or `cute::array<T, N>`), a struct's data member in shared memory: N elements of
    the type T, at `offset` bytes from the start of the outermost struct (whose address is 0 here: C++'s is
    where the object lies, which a calculator has none of).  `.data()`/`.begin()` is a pointer to its first
    element."""

    element: TypeName
    size: int
    alignment: int
    offset: int = 0

    def cute_str(self) -> str:
        return f"array_aligned<{self.element.name}, {self.size}>"

    def nbytes(self) -> int:
        return (self.size * self.element.bits + 7) // 8

    def pointer(self) -> Pointer:
        return Pointer(self.element.bits, self.offset, element=self.element.name)


@record(frozen=True)
class StructType:
    """A struct defined in the pasted code (`struct SharedStorage { struct TensorStorage {...} tensors; ... };`):
    its member types and constants (`members`) and its data members in order (`fields`: arrays, structs, values),
    each at its offset (C++'s layout: each member aligned to its alignment, the struct to its largest).  As a
    type it is also its default-constructed object, as a `using` type is its value in cutecalc: `TensorStorage
    shared_tensors;` then `shared_tensors.smem_A.data()`."""

    name: str
    members: dict[str, Any]
    fields: tuple[str, ...]
    base: int = 0

    def cute_str(self) -> str:
        return f"struct {self.name}"

    def member(self, name: str) -> Any:
        """A data member (`s.smem_A`), at its place in this object; None when it has none so named."""
        if type(self.members.get(name)) is SkippedName:   # declared by a member line it skipped
            raise SkippedUse(self.members[name])
        if name not in self.fields:
            return None
        return _placed(self.members[name], self.base + self.offsets()[name])

    def type_member(self, name: str) -> Any:
        """`S::name`: a member type, constant or data member's type."""
        if name not in self.members:
            raise NotModelled(f"the member {name} of struct {self.name}, which cutecalc does not model (or which "
                              "a line it skipped declares)")
        if type(self.members[name]) is SkippedName:
            raise SkippedUse(self.members[name])
        return self.members[name]

    def offsets(self) -> dict[str, int]:
        out, at = {}, 0
        for f in self.fields:
            align = alignment(self.members[f])
            at = (at + align - 1) // align * align
            out[f] = at
            at += size_of(self.members[f])
        return out


def alignment(v: Any) -> int:
    if isinstance(v, ArrayValue):
        return max(v.alignment, (v.element.bits + 7) // 8)
    if isinstance(v, StructType):
        return max((alignment(v.members[f]) for f in v.fields), default=1)
    return 8   # an integer, a pointer: 8 bytes at most (long, a pointer)


def size_of(v: Any) -> int:
    if isinstance(v, ArrayValue):
        return v.nbytes()
    if isinstance(v, StructType):
        if not v.fields:
            return 1
        last = v.fields[-1]
        end = v.offsets()[last] + size_of(v.members[last])
        align = alignment(v)
        return (end + align - 1) // align * align
    return 8


def _placed(v: Any, at: int) -> Any:
    if isinstance(v, ArrayValue):
        return ArrayValue(v.element, v.size, v.alignment, at)
    if isinstance(v, StructType):
        return StructType(v.name, v.members, v.fields, at)
    return v


# CUTLASS's constants (cutlass/cutlass.h), C++ ints.
CONSTANTS = {"NumThreadsPerWarp": 32, "NumThreadsPerWarpGroup": 128, "NumWarpsPerWarpGroup": 4,
             "NumThreadsPerQuad": 4, "NumThreadsPerQuadPair": 8}
# What CUTLASS and C++ declare that cutecalc does not model (pipelines and their barriers, class hierarchies,
# where a tensor lives): a statement that reads one is skipped.
UNMODELLED = frozenset(("PipelineTmaAsync", "PipelineTransactionAsync", "PipelineAsync", "PipelineState",
                        "PipelineTmaUmmaAsync", "is_base_of", "is_base_of_v", "is_rmem", "is_smem", "is_gmem",
                        "DescriptorIterator", "check_alignment", "Allocator1Sm", "Allocator2Sm"))
# CUTLASS's tag types, named as a kernel builder passes them: their names are all they are (each with its C++
# name from any namespace, as `--emit cpp` writes it).
TAGS = {**{k: "cutlass::gemm::" + k for k in ("KernelTmaWarpSpecializedCooperative", "KernelTmaWarpSpecialized",
                                              "KernelTmaWarpSpecializedPingpong", "KernelTma",
                                              "KernelCpAsyncWarpSpecialized")},
        "identity": "cute::identity", "void": "void", "Sm90": "cutlass::arch::Sm90"}
_POLICIES = ("MainloopSm90TmaGmmaWarpSpecialized", "MainloopSm90TmaGmmaWarpSpecializedFP8",
             "MainloopSm90TmaGmmaRmemAWarpSpecialized")


def _bits(t: Any, fn: str) -> int:
    if isinstance(t, TypeName):
        return t.bits
    raise CuteTypeError(f"{fn}: expects an element type such as half_t, got {describe(t)}")


def _one_type(targs: list, fn: str, count: int = 1) -> list:
    if len(targs) != count:
        raise CuteTypeError(f"{fn}: expects {count} template argument{'s' if count != 1 else ''}, got {len(targs)}")
    return targs


def _is_same(targs: list, args: list) -> Any:
    a, b = _one_type(targs, "is_same_v", 2)
    return truth(type(a) is type(b) and a == b, False)


def _is_void(targs: list, args: list) -> Any:
    (t,) = _one_type(targs, "is_void_v")
    return truth(t == CppTag("void"), False)


def _conditional(targs: list, args: list) -> Any:
    cond, a, b = _one_type(targs, "conditional_t", 3)
    if not is_integer(cond):
        raise CuteTypeError(f"conditional_t<B, T, F>: B must be a boolean, got {describe(cond)}")
    return a if value(cond) else b


def _sizeof_bits(targs: list, args: list) -> Any:
    (t,) = _one_type(targs, "sizeof_bits")
    return _bits(t, "sizeof_bits")


def _uint_bit(targs: list, args: list) -> Any:
    (n,) = _one_type(targs, "uint_bit_t")
    name = f"uint{value(n)}_t" if is_integer(n) else ""
    if name not in TYPE_BITS:
        raise CuteTypeError(f"uint_bit_t<N>: N must be 8, 16, 32, 64, 128 or 256, got {n}")
    return TypeName(name, TYPE_BITS[name])


def _is_static(targs: list, args: list) -> Any:
    (t,) = _one_type(targs, "is_static")
    if isinstance(t, Layout):
        return truth(is_static(t.shape) and is_static(t.stride), False)
    if is_integer(t) or isinstance(t, tuple):
        return truth(is_static(t), False)
    raise NotModelled(f"is_static of {describe(t)}")


def _is_major(targs: list, args: list) -> Any:
    """CUTLASS's gemm::detail::is_major<I, Stride>(): whether mode I of the stride is (its first element) _1."""
    i, stride = _one_type(targs, "is_major", 2)
    mode = stride[value(i)] if isinstance(stride, tuple) and is_integer(i) and value(i) < len(stride) else None
    while isinstance(mode, tuple) and mode:
        mode = mode[0]
    if mode is None:
        raise CuteTypeError(f"is_major<I, Stride>: Stride must be a tuple with a mode {i}, got {describe(stride)}")
    return truth(is_static_int(mode) and value(mode) == 1, False)


def _bits_to_bytes(targs: list, args: list) -> Any:
    if len(args) != 1 or not is_integer(args[0]):
        raise CuteTypeError("bits_to_bytes(bits): expects one integer")
    return div(add(args[0], 7), 8)


def _cosize(targs: list, args: list) -> Any:
    """cosize_v<L>: cosize(L{}) as a constant (the cosize row's function: a composed layout's too)."""
    (layout,) = _one_type(targs, "cosize_v")
    from .function_table import FUNCTIONS
    return value(FUNCTIONS["cosize"].impl([], [layout]))


def _array(alignment_default: int) -> Callable[[list, list], Any]:
    def make(targs: list, args: list) -> Any:
        if len(targs) not in (2, 3) or not isinstance(targs[0], TypeName) or not all(is_integer(t) for t in targs[1:]):
            raise CuteTypeError("array_aligned<T, N[, Alignment]>: T an element type, N and Alignment integers")
        align = value(targs[2]) if len(targs) == 3 else alignment_default
        return ArrayValue(targs[0], value(targs[1]), align)
    return make


def _policy(name: str) -> Callable[[list, list], Any]:
    def make(targs: list, args: list) -> Any:
        stages, cluster, schedule = _one_type(targs, name, 3)
        if not is_integer(stages):
            raise CuteTypeError(f"{name}<Stages, ClusterShape, KernelSchedule>: Stages must be an integer")
        return DispatchPolicy(name, value(stages), cluster, schedule)
    return make


# The traits and CUTLASS templates, by the name C++ spells (each of its template arguments a value: a type, an
# integer, a layout); called with its template arguments and arguments.
TRAITS: dict[str, Callable[[list, list], Any]] = {
    "is_same_v": _is_same, "is_same": _is_same, "is_void_v": _is_void, "is_void": _is_void,
    "conditional_t": _conditional, "sizeof_bits_v": _sizeof_bits, "sizeof_bits": _sizeof_bits,
    "uint_bit_t": _uint_bit, "is_static": _is_static, "is_major": _is_major, "bits_to_bytes": _bits_to_bytes,
    "cosize_v": _cosize, "array_aligned": _array(16), "array": _array(1),
    **{p: _policy(p) for p in _POLICIES}}


# How C++ names each of TRAITS from any namespace, and what it is: a "function" called with (args), a "variable"
# template (is_same_v<A, B>), a "type" alias template (conditional_t<...>) or a "class" template whose members are
# read (sizeof_bits<T>::value) -- `--emit cpp` writes them so.
TRAIT_SPELLING: dict[str, tuple[str, str]] = {
    "is_same_v": ("cute::is_same_v", "variable"), "is_same": ("cute::is_same", "class"),
    "is_void_v": ("cute::is_void_v", "variable"), "is_void": ("cute::is_void", "class"),
    "conditional_t": ("cute::conditional_t", "type"), "sizeof_bits_v": ("cute::sizeof_bits_v", "variable"),
    "sizeof_bits": ("sizeof_bits", "class"), "uint_bit_t": ("cute::uint_bit_t", "type"),
    "is_static": ("is_static", "class"), "is_major": ("cutlass::gemm::detail::is_major", "function"),
    "bits_to_bytes": ("cutlass::bits_to_bytes", "function"), "cosize_v": ("cute::cosize_v", "variable"),
    "array_aligned": ("cute::array_aligned", "class"), "array": ("cute::array", "class"),
    **{p: ("cutlass::gemm::" + p, "class") for p in _POLICIES}}
# The types a collective names (`using X = ...` of them is a C++ type alias, not a value)
TYPE_VALUES = (TypeName, CppTag, DispatchPolicy)


def member_of(v: Any, name: str) -> Any:
    """The member `name` of the type `v` (`DispatchPolicy::Stages`, `TiledMma::ValTypeC`), or NotModelled."""
    if name == "value" and is_integer(v):   # a trait's value: is_static<T>::value, sizeof_bits<T>::value
        return v
    if isinstance(v, StructType):
        return v.type_member(name)
    if isinstance(v, DispatchPolicy):
        members = {"Stages": v.stages, "ClusterShape": v.cluster_shape, "Schedule": v.schedule,
                   "ArchTag": CppTag("Sm90")}
        if name in members:
            return members[name]
    if name == "value_type" and is_tensor(v):   # decltype(tCtAcc)::value_type: the element its pointer points to
        element = getattr(v.iterator, "element", "")
        if element in TYPE_BITS:
            return TypeName(element, TYPE_BITS[element])
    if name == "AtomThrID" and isinstance(v, TiledMMA):   # the MMA atom's ThrID (2 CTAs for a 2SM UMMA)
        return v.atom.thr_id
    atom = v.atom if isinstance(v, TiledMMA) else v
    if isinstance(atom, MMAAtom):
        types = dict(zip(("ValTypeD", "ValTypeA", "ValTypeB", "ValTypeC"), atom.val_types))
        if name in types and types[name] in TYPE_BITS:
            return TypeName(types[name], TYPE_BITS[types[name]])
        layouts = {"ALayout": atom.layout_a, "BLayout": atom.layout_b, "CLayout": atom.layout_c,
                   "ThrID": atom.thr_id, "Shape_MNK": atom.shape_mnk}
        if name in layouts and (isinstance(layouts[name], (Layout, tuple)) or is_integer(layouts[name])):
            return layouts[name]
    raise NotModelled(f"the member {name} of {describe(v)}, which cutecalc does not model")
