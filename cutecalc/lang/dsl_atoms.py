"""The CuTe DSL's MMA and copy operations (`cute.nvgpu.warp.MmaF16BF16Op(...)`, `cute.nvgpu.CopyUniversalOp()`,
`cpasync.CopyG2SOp(...)`, `warp.LdMatrix8x8x16bOp(...)`) as values of the DSL dialect, and the atoms the DSL
makes of them (`cute.make_mma_atom(op)`, `cute.make_copy_atom(op, dtype, num_bits_per_copy=...)`): each is the
C++ atom of the same instruction (SM80_16x8x16_F32F16F16F32_TN, Copy_Atom<UniversalCopy<uint128_t>, float>),
which the tiled MMAs and copies and the partitions then use as in C++.

    OPS[(module, name)]      the constructor of the DSL's operation `module.name` (module: its last part)
    mma_atom(op)             the MMA atom of an MMA operation
    copy_atom(op, dtype, bits)  the copy atom of a copy operation for elements of dtype, bits per copy
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..algebra import atoms as at
from ..algebra import layout as lo
from ..algebra.integers import is_integer, value
from ..algebra.layout import Layout
from ..algebra.pointer import Pointer
from ..algebra.tensor import Tensor
from ..errors import CuteTypeError
from ..record import record, replace
from .dsl_names import NUMERIC_TYPES, NumericType, py_str
from .values import TYPE_BITS, TypeName, describe, is_inttuple


@record(frozen=True)
class DslOp:
    """An operation of cute.nvgpu: what print(op) writes (the DSL's __str__) and how it picks its C++ operation:
    an MMA's atom name; a copy's family (universal, cp.async, ldmatrix, stmatrix) with its parameters."""

    kind: str          # "mma" or "copy"
    text: str
    cpp: str           # MMA: the C++ operation; copy: the family
    params: tuple = ()

    def python_text(self) -> str:
        return self.text


@record(frozen=True)
class DslEnum:
    """A member of one of the DSL's enumerations (cute.nvgpu.LoadCacheMode.GLOBAL)."""

    cls: str
    name: str

    def python_text(self) -> str:
        return f"{self.cls}.{self.name}"


def _arg(args: list, kwargs: dict, i: int, name: str, default: Any = None) -> Any:
    if len(args) > i:
        return args[i]
    return kwargs.get(name, default)


def _dtype(v: Any, op: str, what: str) -> NumericType:
    if isinstance(v, TypeName):   # a DSL type as CuTe's functions take it (dsl_names.to_cute)
        v = next((t for t in NUMERIC_TYPES.values() if t.cpp == v.name), v)
    if not isinstance(v, NumericType):
        raise CuteTypeError(f"{op}: expects the '{what}' Op parameter to be a cutlass numeric type such as "
                            f"cutlass.Float16, got {py_str(v)}")
    return v


_MMA_TYPE = {"Float16": "F16", "BFloat16": "BF16", "Float32": "F32"}


def _mma_f16bf16(args: list, kwargs: dict) -> DslOp:
    op = "MmaF16BF16Op"
    ab = _dtype(_arg(args, kwargs, 0, "ab_dtype"), op, "ab_dtype")
    acc = _dtype(_arg(args, kwargs, 1, "acc_dtype"), op, "acc_dtype")
    shape = _arg(args, kwargs, 2, "shape_mnk")
    if ab.name not in ("Float16", "BFloat16"):
        raise CuteTypeError(f"{op}: expects the 'ab_dtype' Op parameter to be one of Float16 or BFloat16")
    if acc.name not in ("Float16", "Float32") or (ab.name == "BFloat16" and acc.name != "Float32"):
        raise CuteTypeError(f"{op}: expects the 'acc_dtype' Op parameter to be Float32 (or Float16 for Float16 A/B)")
    dims = tuple(value(x) for x in shape) if isinstance(shape, (tuple, list)) and all(
        is_integer(x) for x in shape) else None
    if dims not in ((16, 8, 8), (16, 8, 16)):
        raise CuteTypeError(f"{op}: expects the 'shape_mnk' Op parameter to be one of (16,8,8) or (16,8,16)")
    a, d = _MMA_TYPE[ab.name], _MMA_TYPE[acc.name]
    text = (f"warp-level F16/BF16 MMA Operation\n  A/B data type         = {ab.name}\n  Accumulator data type = "
            f"{acc.name}\n  Instruction shape MNK = ({dims[0]}, {dims[1]}, {dims[2]})")
    return DslOp("mma", text, f"SM80_16x8x{dims[2]}_{d}{a}{a}{d}_TN")


def _mma_universal(args: list, kwargs: dict) -> DslOp:
    t = _dtype(_arg(args, kwargs, 0, "abacc_dtype"), "MmaUniversalOp", "abacc_dtype")
    return DslOp("mma", f"universal MMA Operation using FMA\n  A/B/Accumulator data type = {t.name}",
                 f"UniversalFMA<{t.cpp},{t.cpp},{t.cpp},{t.cpp}>")


def _copy_universal(args: list, kwargs: dict) -> DslOp:
    return DslOp("copy", "universal Copy Operation", "universal")


def _cp_async(args: list, kwargs: dict) -> DslOp:
    mode = _arg(args, kwargs, 0, "cache_mode", DslEnum("LoadCacheMode", "ALWAYS"))
    if not isinstance(mode, DslEnum) or mode.cls != "LoadCacheMode" or mode.name not in ("ALWAYS", "GLOBAL"):
        raise CuteTypeError(f"CopyG2SOp: cache_mode must be LoadCacheMode.ALWAYS or GLOBAL, got {py_str(mode)}")
    text = "cp.async GMEM -> SMEM copy Operation"
    if mode.name != "ALWAYS":
        text += f"\n  with cache mode = {mode.python_text()}"
    return DslOp("copy", text, "cp.async", (mode.name,))


def _matrix(kind: str) -> Callable[[list, dict], DslOp]:
    def make(args: list, kwargs: dict) -> DslOp:
        op = f"{kind}8x8x16bOp"
        transpose = _arg(args, kwargs, 0, "transpose", False)
        n = _arg(args, kwargs, 1, "num_matrices", 1)
        if not isinstance(transpose, bool):
            raise CuteTypeError(f"{op}: expects the 'transpose' Op parameter to be a bool instance")
        if not is_integer(n) or value(n) not in (1, 2, 4):
            raise CuteTypeError(f"{op}: expects the 'num_matrices' Op parameter to be one of [1,2,4]")
        text = f"{kind}8x8x16b Copy Operation\n  number of matrices = {value(n)}" + ("\n  transposed" if transpose
                                                                                  else "")
        return DslOp("copy", text, kind, (transpose, value(n)))
    return make


def _enum(cls: str, names: tuple[str, ...]) -> Callable[[str], DslEnum]:
    def member(name: str) -> DslEnum:
        if name not in names:
            raise CuteTypeError(f"{cls} has no member {name} (it has {', '.join(names)})")
        return DslEnum(cls, name)
    return member


_LOAD_CACHE_MODE = _enum("LoadCacheMode", ("ALWAYS", "GLOBAL", "STREAMING", "LAST_USE", "NONE"))

# (the last part of the module, the DSL's name) -> the operation's constructor (called with args, kwargs)
OPS: dict[tuple[str, str], Callable[[list, dict], DslOp]] = {
    ("warp", "MmaF16BF16Op"): _mma_f16bf16,
    ("nvgpu", "MmaUniversalOp"): _mma_universal,
    ("nvgpu", "CopyUniversalOp"): _copy_universal,
    ("cpasync", "CopyG2SOp"): _cp_async,
    ("warp", "LdMatrix8x8x16bOp"): _matrix("LdMatrix"),
    ("warp", "StMatrix8x8x16bOp"): _matrix("StMatrix"),
}
# (the last part of the module, the enumeration's name) -> its members by name
ENUMS: dict[tuple[str, str], Callable[[str], DslEnum]] = {
    ("nvgpu", "LoadCacheMode"): _LOAD_CACHE_MODE,
    ("cpasync", "LoadCacheMode"): _LOAD_CACHE_MODE,
}


def mma_atom(op: Any, fn: str = "make_mma_atom") -> at.MMAAtom:
    """The C++ MMA atom of the DSL's MMA operation (an atom is itself)."""
    if isinstance(op, at.MMAAtom):
        return op
    if not (isinstance(op, DslOp) and op.kind == "mma"):
        raise CuteTypeError(f"{fn}: expected an MMA Op or Atom, got {py_str(op)}")
    return at.mma_atom(op.cpp.split("<", 1)[0], _targs(op.cpp), TYPE_BITS)


def _targs(cpp: str) -> tuple[str, ...]:
    return tuple(cpp.split("<", 1)[1].rstrip(">").split(",")) if "<" in cpp else ()


def copy_atom(op: Any, dtype: Any, bits: Any = None) -> at.CopyAtom:
    """make_copy_atom(op, dtype, num_bits_per_copy=bits): the C++ Copy_Atom<Op, T> of the same instruction."""
    fn = "make_copy_atom"
    if not (isinstance(op, DslOp) and op.kind == "copy"):
        raise CuteTypeError(f"{fn}: expected a Copy Op such as cute.nvgpu.CopyUniversalOp(), got {py_str(op)}")
    t = _dtype(dtype, fn, "copy_internal_type")
    if bits is not None and not is_integer(bits):
        raise CuteTypeError(f"{fn}: num_bits_per_copy must be an integer, got {py_str(bits)}")
    nbits = t.width if bits is None else value(bits)
    if op.cpp in ("universal", "cp.async"):
        if nbits % t.width or nbits not in (8, 16, 32, 64, 128, 256) or (op.cpp == "cp.async" and nbits not in (
                32, 64, 128)):
            raise CuteTypeError(f"{fn}: {nbits} bits per copy is not a whole number of {t.name} elements that "
                                f"{'cp.async' if op.cpp == 'cp.async' else 'a universal copy'} moves")
        unit = f"uint{nbits}_t"
        if op.cpp == "universal":
            atom = at.copy_atom("UniversalCopy", (unit,), t.cpp, TYPE_BITS, written=f"UniversalCopy<{unit}>")
            return replace(atom, dsl_unsized=bits is None)
        name = "SM80_CP_ASYNC_CACHE" + op.params[0]
        return at.copy_atom(name, (unit,), t.cpp, TYPE_BITS, written=f"{name}<{unit}>")
    transpose, n = op.params
    if t.width != 16:
        raise CuteTypeError(f"{fn}: {op.cpp}8x8x16b moves 16-bit elements, not {t.name}")
    arch, what = ("SM75", "LDSM") if op.cpp == "LdMatrix" else ("SM90", "STSM")
    name = f"{arch}_U16x{2 * n}_{what}_T" if transpose else f"{arch}_U32x{n}_{what}_N"
    return at.copy_atom(name, (), t.cpp, TYPE_BITS, written=name)



def rmem_tensor(layout_or_shape: Any, dtype: Any) -> Tensor:
    """make_rmem_tensor(layout_or_shape, dtype): a register tensor of dtype elements over the layout (a shape:
    its compact column-major layout).  The DSL keeps a Boolean in a byte (i8)."""
    t = _dtype(dtype, "make_rmem_tensor", "dtype")
    if isinstance(layout_or_shape, Layout):
        layout = layout_or_shape
    elif is_inttuple(layout_or_shape):
        layout = lo.make_layout(layout_or_shape)
    else:
        raise CuteTypeError(f"make_rmem_tensor: expects a layout or a shape, got {describe(layout_or_shape)}")
    cpp, bits = ("int8_t", 8) if t.name == "Boolean" else (t.cpp, t.width)
    return Tensor(Pointer(bits, 0, "rmem", element=cpp), layout)
