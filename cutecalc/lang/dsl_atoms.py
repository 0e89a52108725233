"""The CuTe DSL's MMA and copy operations (`cute.nvgpu.warp.MmaF16BF16Op(...)`, `cute.nvgpu.CopyUniversalOp()`,
`cpasync.CopyG2SOp(...)`, `warp.LdMatrix8x8x16bOp(...)`) as values of the DSL dialect, and the atoms the DSL
makes of them (`cute.make_mma_atom(op)`, `cute.make_copy_atom(op, dtype, num_bits_per_copy=...)`): each is the
C++ atom of the same instruction (SM80_16x8x16_F32F16F16F32_TN, Copy_Atom<UniversalCopy<uint128_t>, float>),
which the tiled MMAs and copies and the partitions then use as in C++.

    OP_ROWS                  the table: each operation of cute.nvgpu, how the DSL makes it and which C++ one it is
    OPS[(module, name)]      the constructor of the DSL's operation `module.name` (module: its last part)
    mma_atom(op)             the MMA atom of an MMA operation
    copy_atom(op, dtype, bits)  the copy atom of a copy operation for elements of dtype, bits per copy
    spell_atom(atom)         the other way (--emit dsl): a C++ atom's value as the DSL's code that makes it
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from itertools import product
from typing import Any

from ..algebra import atoms as at
from ..algebra import layout as lo
from ..algebra import umma
from ..algebra.integers import is_integer, value
from ..algebra.layout import Layout
from ..algebra.pointer import Pointer
from ..algebra.tensor import Tensor
from ..errors import CuteTypeError
from ..record import record, replace
from .dsl_names import NUMERIC_TYPES, NumericType, py_str
from .function_table import Untranslatable
from .values import TYPE_BITS, TypeName, describe, is_inttuple

_NONE: Any = None   # a parameter the call did not give (the check says what it expects)


@record(frozen=True)
class OpRow:
    """One operation of cute.nvgpu, both ways at once: the DSL's constructor (where it lives, its parameters in
    order, checked and printed as the DSL checks and prints them) and the C++ operation it is (`cpp`).  Reading
    (`cute.nvgpu.warp.MmaF16BF16Op(...)`) calls `cpp` on the parameters given; writing (--emit dsl) looks a C++
    operation up among `cpp` of every parameter set in `domain`, so no second decision spells it back."""

    module: str                              # below cute: "nvgpu.warp" (the DSL's cute.nvgpu.warp)
    name: str
    kind: str                                # "mma" or "copy"
    args: tuple[str, ...]                    # the constructor's parameters in order
    check: Callable[[dict], str]             # the parameters checked (and completed) as the DSL does -> print(op)
    cpp: Callable[[dict, Any], str]          # (parameters, bits per copy) -> the C++ operation
    domain: Callable[[], Iterator[dict]]     # every parameter set the DSL accepts
    defaults: tuple[tuple[str, Any], ...] = ()
    bits: tuple[int | None, ...] = (None,)   # a copy's bits per copy its C++ operations carry (None: the op's own)
    element_bits: int = 0                    # a copy moving only elements of this width (0: any)
    width_default: bool = False              # num_bits_per_copy defaults to the element's width (the atom unsized)
    also: tuple[str, ...] = ()               # other C++ operations (before '<') of this row: the DSL writes them
    also_lacking: str = ""                   # as it (bits per copy: the atom's), or, given this reason, has none

    def spelled(self, params: dict) -> str:
        return f"cute.{self.module}.{self.name}(" + ", ".join(_spell_value(params[a]) for a in self.args) + ")"

    def construct(self, args: list, kwargs: dict) -> DslOp:
        given = dict(self.defaults)
        for i, name in enumerate(self.args):
            given[name] = args[i] if len(args) > i else kwargs.get(name, given.get(name, _NONE))
        text = self.check(given)
        return DslOp(self, text, tuple(given.items()))


@record(frozen=True)
class DslOp:
    """An operation of cute.nvgpu as the DSL's code made it: its row, what print(op) writes (the DSL's __str__) and
    its parameters."""

    row: OpRow
    text: str
    params: tuple[tuple[str, Any], ...] = ()

    @property
    def kind(self) -> str:
        return self.row.kind

    def cpp(self, bits: int | None = None) -> str:
        return self.row.cpp(dict(self.params), bits)

    def python_text(self) -> str:
        return self.text


@record(frozen=True)
class DslEnum:
    """A member of one of the DSL's enumerations (cute.nvgpu.LoadCacheMode.GLOBAL)."""

    cls: str
    name: str
    home: str = ""   # the module below cute that has it, where --emit dsl writes it (cute.nvgpu.cpasync)

    def python_text(self) -> str:
        return f"{self.cls}.{self.name}"


@record(frozen=True)
class EnumRow:
    """One of the DSL's enumerations: its members and the modules below cute that have it (the first: where
    --emit dsl writes it)."""

    cls: str
    members: tuple[str, ...]
    modules: tuple[str, ...]

    def member(self, name: str) -> DslEnum:
        if name not in self.members:
            raise CuteTypeError(f"{self.cls} has no member {name} (it has {', '.join(self.members)})")
        return DslEnum(self.cls, name, self.modules[0])


# The DSL's enumerations (two OperandSource: warpgroup's and tcgen05's, with other members)
_CACHE_MODES = EnumRow("LoadCacheMode", ("ALWAYS", "GLOBAL", "STREAMING", "LAST_USE", "NONE"),
                       ("nvgpu.cpasync", "nvgpu"))
_MAJOR = EnumRow("OperandMajorMode", ("K", "MN"), ("nvgpu", "nvgpu.warpgroup", "nvgpu.tcgen05"))
_GMMA_SOURCE = EnumRow("OperandSource", ("RMEM", "SMEM"), ("nvgpu.warpgroup",))
_UMMA_SOURCE = EnumRow("OperandSource", ("TMEM", "SMEM"), ("nvgpu.tcgen05",))
_CTA_GROUP = EnumRow("CtaGroup", ("ONE", "TWO"), ("nvgpu.tcgen05",))
# the kinds of shared-memory layout atom (make_smem_layout_atom): warpgroup's, and tcgen05's with MN_SW128_32B
_SMEM_KINDS = tuple(f"{major}_{sw}" for major in ("MN", "K") for sw in ("INTER", "SW32", "SW64", "SW128"))
GMMA_SMEM_KIND = EnumRow("SmemLayoutAtomKind", _SMEM_KINDS, ("nvgpu.warpgroup",))
UMMA_SMEM_KIND = EnumRow("SmemLayoutAtomKind", (*_SMEM_KINDS[:4], "MN_SW128_32B", *_SMEM_KINDS[4:]),
                         ("nvgpu.tcgen05",))
# cutlass.utils.LayoutEnum: a tensor's majorness as the helpers of cutlass.utils take it
LAYOUT_ENUM = EnumRow("LayoutEnum", ("ROW_MAJOR", "COL_MAJOR"), ("utils", "tensor_utils"))
# the tensor-memory copies' repetitions and (un)packing (tcgen05.Ld32x32bOp(tcgen05.Repetition.x64))
_REPETITION = EnumRow("Repetition", tuple(f"x{1 << i}" for i in range(8)), ("nvgpu.tcgen05",))
_PACK = EnumRow("Pack", ("NONE", "PACK_16b_IN_32b"), ("nvgpu.tcgen05",))
_UNPACK = EnumRow("Unpack", ("NONE", "UNPACK_32b_IN_16b"), ("nvgpu.tcgen05",))
ENUM_ROWS: tuple[EnumRow, ...] = (_CACHE_MODES, _MAJOR, _GMMA_SOURCE, _UMMA_SOURCE, _CTA_GROUP, GMMA_SMEM_KIND,
                                  UMMA_SMEM_KIND, LAYOUT_ENUM, _REPETITION, _PACK, _UNPACK)


def _dtype(v: Any, op: str, what: str) -> NumericType:
    if isinstance(v, TypeName):   # a DSL type as CuTe's functions take it (dsl_names.to_cute)
        v = next((t for t in NUMERIC_TYPES.values() if t.cpp == v.name), v)
    if not isinstance(v, NumericType):
        raise CuteTypeError(f"{op}: expects the '{what}' Op parameter to be a cutlass numeric type such as "
                            f"cutlass.Float16, got {py_str(v)}")
    return v


def _enum_arg(p: dict, what: str, enum: EnumRow, expects: str) -> None:
    v = p[what]
    if not (isinstance(v, DslEnum) and v.cls == enum.cls and v.home == enum.modules[0]):
        raise CuteTypeError(f"expects the '{what}' Op parameter to be {expects}")


def _shape(v: Any) -> tuple[int, ...] | None:
    if isinstance(v, (tuple, list)) and all(is_integer(x) for x in v):
        return tuple(value(x) for x in v)
    return None


# The DSL's numeric type -> how C++'s MMA operations name it (SM80_16x8x16_F32F16F16F32_TN)
_MMA_TYPE = {"Float16": "F16", "BFloat16": "BF16", "Float32": "F32", "Float8E4M3FN": "E4M3", "Float8E5M2": "E5M2",
             "Int8": "S8", "Uint8": "U8", "Int32": "S32"}
_T = NUMERIC_TYPES
_F16_TYPES = ((_T["Float16"], _T["Float16"]), (_T["Float16"], _T["Float32"]), (_T["BFloat16"], _T["Float32"]))


def _f16_types(p: dict, op: str) -> tuple[NumericType, NumericType]:
    """ab_dtype and acc_dtype of an F16/BF16 MMA, checked as the DSL checks them (warp and warpgroup alike)."""
    ab = p["ab_dtype"] = _dtype(p["ab_dtype"], op, "ab_dtype")
    acc = p["acc_dtype"] = _dtype(p["acc_dtype"], op, "acc_dtype")
    if ab.name not in ("Float16", "BFloat16"):
        raise CuteTypeError(f"{op}: expects the 'ab_dtype' Op parameter to be one of Float16 or BFloat16")
    if acc.name not in ("Float16", "Float32"):
        raise CuteTypeError(f"{op}: expects the 'acc_dtype' Op parameter to be one of Float16 or Float32")
    if ab.name == "BFloat16" and acc.name != "Float32":
        raise CuteTypeError(f"{op}: expects the 'acc_dtype' Op parameter to be Float32 when 'ab_dtype' is BFloat16")
    return ab, acc


# -- cute.nvgpu.warp.MmaF16BF16Op: SM80_16x8x{8,16}_F32F16F16F32_TN
def _warp_mma_check(p: dict) -> str:
    ab, acc = _f16_types(p, "MmaF16BF16Op")
    dims = p["shape_mnk"] = _shape(p["shape_mnk"])
    if dims not in ((16, 8, 8), (16, 8, 16)):
        raise CuteTypeError("MmaF16BF16Op: expects the 'shape_mnk' Op parameter to be one of (16,8,8) or (16,8,16)")
    return (f"warp-level F16/BF16 MMA Operation\n  A/B data type         = {ab.name}\n  Accumulator data type = "
            f"{acc.name}\n  Instruction shape MNK = ({dims[0]}, {dims[1]}, {dims[2]})")


def _warp_mma_cpp(p: dict, bits: Any) -> str:
    a, d, k = _MMA_TYPE[p["ab_dtype"].name], _MMA_TYPE[p["acc_dtype"].name], p["shape_mnk"][2]
    return f"SM80_16x8x{k}_{d}{a}{a}{d}_TN"


def _warp_mma_domain() -> Iterator[dict]:
    for (ab, acc), k in product(_F16_TYPES, (8, 16)):
        yield {"ab_dtype": ab, "acc_dtype": acc, "shape_mnk": (16, 8, k)}


# -- the warpgroup (SM90 GMMA) and tcgen05 (SM100 UMMA) MMAs: cute.nvgpu.warpgroup.MmaF16BF16Op / MmaF8Op,
# cute.nvgpu.tcgen05.MmaF16BF16Op / MmaTF32Op.  The DSL builds them only with CUTE_DSL_ARCH=sm_90a / sm_100a; the
# dialect cannot see the environment, so it reads them as that DSL does.
@record(frozen=True)
class WideMma:
    """A warpgroup or tcgen05 MMA family: how the DSL checks and prints it and how C++ names it."""

    family: str                              # "warpgroup" or "tcgen05"
    op: str                                  # the DSL's name
    title: str                               # print(op)'s first line
    k: int                                   # the instruction's K
    types: tuple[tuple[str, str, str], ...]  # (A, B, accumulator) the DSL takes, by the DSL's names
    args: tuple[str, ...]                    # the constructor's parameters in order
    cpp_family: str = ""                     # tcgen05: C++'s SM100_MMA_<family>

    @property
    def source(self) -> EnumRow:
        return _UMMA_SOURCE if self.family == "tcgen05" else _GMMA_SOURCE

    def check(self, p: dict) -> str:
        if self.family == "tcgen05":
            _enum_arg(p, "cta_group", _CTA_GROUP, "a tcgen05.CtaGroup instance")
        _enum_arg(p, "a_src", self.source, f"a {self.family}.OperandSource instance")
        for what in ("a_major_mode", "b_major_mode"):
            _enum_arg(p, what, _MAJOR, f"a cute.nvgpu.OperandMajorMode or {self.family}.OperandMajorMode "
                      "(deprecated) instance")
        shape = _shape(p["instruction_shape"])
        if shape is None or len(shape) not in (2, 3):
            raise CuteTypeError(f"expected a flat rank 2 or 3 tuple for the 'shape_mnk' Op parameter, but got "
                                f"{py_str(p['instruction_shape'])}")
        (ms, n_step), (m, n) = self._mn(p), shape[:2]
        if m not in ms:
            raise CuteTypeError(f"expects the M-mode to be {' or '.join(map(str, ms))}, but got {m}")
        if n < n_step or n > 256 or n % n_step:
            raise CuteTypeError(f"expects the N-mode to satisfy {n_step} <= N <= 256 and N % {n_step} == 0"
                                f"{',' if self.family == 'tcgen05' else '.'} but got {n}")
        self._types(p)
        shape = shape if len(shape) == 3 else (*shape, self.k)
        if shape[2] != self.k:
            raise CuteTypeError(f"expects the instruction extent in the K-mode to be {self.k}, but got {shape[2]}")
        if self.family == "warpgroup" and p["a_dtype"].integer and not _gmma_i8_n(n):
            raise CuteTypeError(f"expects the N-mode to satisfy N=8*i where i={{1,2,3,4}} or N=16*i where "
                                f"i={{3,4,...,15,16}}. But got {n}")
        p["instruction_shape"] = shape
        lines = [("A data type", p["a_dtype"].name), ("B data type", p["b_dtype"].name),
                 ("Accumulator data type", p["acc_dtype"].name)]
        lines += [("CTA group", p["cta_group"].python_text())] if self.family == "tcgen05" else []
        lines += [("A source location", p["a_src"].python_text()), ("A major mode", p["a_major_mode"].python_text()),
                  ("B major mode", p["b_major_mode"].python_text()), ("Instruction shape MNK", str(shape))]
        return self.title + "".join(f"\n  {k:<21} = {v}" for k, v in lines)

    def _mn(self, p: dict) -> tuple[tuple[int, ...], int]:
        """The M extents and the N step the instruction takes (a pair of CTAs: twice the M, N by 16; tcgen05 with
        8-bit B M|N-major: the N step doubled)."""
        if self.family == "warpgroup":
            return (64,), 8
        b = p.get("b_dtype", p.get("ab_dtype"))
        wide = 2 if getattr(b, "width", getattr(b, "bits", 0)) == 8 and p["b_major_mode"] == _MAJOR.member("MN") else 1
        return ((64, 128), 8 * wide) if p["cta_group"].name == "ONE" else ((128, 256), 16 * wide)

    def _types(self, p: dict) -> None:
        """The element types, checked as the DSL checks them (ab_dtype: one type for A and B; none: fixed)."""
        if "acc_dtype" not in self.args:   # tcgen05.MmaTF32Op (all fixed), MmaI8Op (the accumulator fixed)
            p["acc_dtype"] = _T[self.types[0][2]]
            if "ab_dtype" not in self.args:
                p["a_dtype"], p["b_dtype"] = (_T[x] for x in self.types[0][:2])
                return
        if "ab_dtype" in self.args:
            p["a_dtype"] = p["b_dtype"] = p["ab_dtype"]
        for what, i in (("a_dtype", 0), ("b_dtype", 1), ("acc_dtype", 2)):
            allowed = list(dict.fromkeys(t[i] for t in self.types))
            said = "ab_dtype" if "ab_dtype" in self.args and i < 2 else what
            if _dtype(p[what], self.op, said).name not in allowed:
                raise CuteTypeError(f"expects the '{said}' Op parameter to be one of {' or '.join(allowed)}")
            p[what] = _dtype(p[what], self.op, said)
        a, b = p["a_dtype"].name, p["b_dtype"].name
        accs = [t[2] for t in self.types if t[:2] == (a, b)]
        if p["acc_dtype"].name not in accs:   # warpgroup BF16 accumulates in Float32 only
            raise CuteTypeError(f"expects the 'acc_dtype' Op parameter to be {' or '.join(accs)} when 'ab_dtype' "
                                f"is {a}")
        if self.family == "warpgroup" and self.k == 32 and (p["a_major_mode"].name, p["b_major_mode"].name) != (
                "K", "K"):
            raise CuteTypeError(f"{self.op}: CuTe's {self.title.split()[1]} GMMA operations (SM90_..._SS_TN) read A "
                                "and B K-major only")

    def cpp(self, p: dict, bits: Any) -> str:
        m, n, k = p["instruction_shape"]
        if self.family == "tcgen05":
            pair = "_2x1SM" if p["cta_group"].name == "TWO" else ""
            src = "SS" if p["a_src"].name == "SMEM" else "TS"
            types = ", ".join(p[x].cpp for x in ("a_dtype", "b_dtype", "acc_dtype"))
            majors = [p["a_major_mode"].name, p["b_major_mode"].name]
            name = f"SM100_MMA_{self.cpp_family}{pair}_{src}"
            if at.catalogue()["mma_families"][name].get("traits"):   # no template: MMA_Traits<Op, every parameter>
                enums = [f"integral_constant<UMMA::Major, UMMA::Major::{x}>" for x in majors]
                enums += ["integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>"] * 2
                return f"MMA_Traits<{name}, {types}, C<{m}>, C<{n}>, {', '.join(enums)}>"
            return f"{name}<{types}, {m}, {n}, UMMA::Major::{majors[0]}, UMMA::Major::{majors[1]}>"
        a, b, d = (_MMA_TYPE[p[x].name] for x in ("a_dtype", "b_dtype", "acc_dtype"))
        src = "SS" if p["a_src"].name == "SMEM" else "RS"
        if self.k == 32:
            return f"SM90_64x{n}x{k}_{d}{a}{b}_{src}_TN"
        gmma = ",".join(f"GMMA::Major::{p[x].name}" for x in ("a_major_mode", "b_major_mode"))
        return f"SM90_64x{n}x{k}_{d}{a}{b}_{src}<{gmma}>"

    def domain(self) -> Iterator[dict]:
        groups = [None] if self.family == "warpgroup" else list(_CTA_GROUP.members)
        majors = [("K", "K")] if self.family == "warpgroup" and self.k == 32 else list(product(("K", "MN"), repeat=2))
        for (a, b, d), group, (ma, mb) in product(self.types, groups, majors):
            p0: dict[str, Any] = {"cta_group": _CTA_GROUP.member(group)} if group else {}
            p0 |= {"b_dtype": _T[b], "a_major_mode": _MAJOR.member(ma), "b_major_mode": _MAJOR.member(mb)}
            ms, n_step = self._mn(p0)
            ns = [n for n in range(n_step, 257, n_step) if not (self.family == "warpgroup" and _T[a].integer) or
                  _gmma_i8_n(n)]
            for m, n, src in product(ms, ns, self.source.members):
                p = p0 | {"a_dtype": _T[a], "acc_dtype": _T[d], "instruction_shape": (m, n, self.k),
                          "a_src": self.source.member(src)}
                yield p | ({"ab_dtype": _T[a]} if "ab_dtype" in self.args else {})

    def row(self) -> OpRow:
        return OpRow(f"nvgpu.{self.family}", self.op, "mma", self.args, self.check, self.cpp, self.domain)


def _gmma_i8_n(n: int) -> bool:
    """The N extents warpgroup's I8 MMA takes: 8, 16, 24, or a multiple of 16 up to 256."""
    return n in (8, 24) or n % 16 == 0


_F16_AB = (("Float16", "Float16", "Float16"), ("Float16", "Float16", "Float32"), ("BFloat16", "BFloat16", "Float32"))
_F8 = ("Float8E5M2", "Float8E4M3FN")
_I8 = ("Int8", "Uint8")
_F8F6F4 = ("Float8E5M2", "Float8E4M3FN", "Float6E3M2FN", "Float6E2M3FN", "Float4E2M1FN")
_OPERANDS = ("a_src", "a_major_mode", "b_major_mode")
_WIDE_MMAS = (
    WideMma("warpgroup", "MmaF16BF16Op", "warpgroup F16/BF16 MMA Operation", 16, _F16_AB,
            ("ab_dtype", "acc_dtype", "instruction_shape", *_OPERANDS)),
    WideMma("warpgroup", "MmaF8Op", "warpgroup F8 MMA Operation", 32,
            tuple((a, b, d) for d, a, b in product(("Float16", "Float32"), _F8, _F8)),
            ("a_dtype", "b_dtype", "acc_dtype", "instruction_shape", *_OPERANDS)),
    WideMma("tcgen05", "MmaF16BF16Op", "tcgen05 F16/BF16 MMA Operation", 16,
            _F16_AB + (("BFloat16", "BFloat16", "Float16"),),
            ("ab_dtype", "acc_dtype", "instruction_shape", "cta_group", *_OPERANDS), "F16BF16"),
    WideMma("warpgroup", "MmaI8Op", "warpgroup I8 MMA Operation", 32,
            tuple((a, b, "Int32") for a, b in product(_I8, _I8)),
            ("a_dtype", "b_dtype", "acc_dtype", "instruction_shape", *_OPERANDS)),
    WideMma("tcgen05", "MmaTF32Op", "tcgen05 TF32 MMA Operation", 8, (("TFloat32", "TFloat32", "Float32"),),
            ("instruction_shape", "cta_group", *_OPERANDS), "TF32"),
    WideMma("tcgen05", "MmaI8Op", "tcgen05 I8 MMA Operation", 32, tuple((a, a, "Int32") for a in _I8),
            ("ab_dtype", "instruction_shape", "cta_group", *_OPERANDS), "S8"),
    WideMma("tcgen05", "MmaF8F6F4Op", "tcgen05 F8F6F4 MMA Operation", 32,
            tuple((a, b, d) for d, a, b in product(("Float16", "Float32"), _F8F6F4, _F8F6F4)),
            ("a_dtype", "b_dtype", "acc_dtype", "instruction_shape", "cta_group", *_OPERANDS), "F8F6F4"),
)


# -- cute.nvgpu.MmaUniversalOp: UniversalFMA<T,T,T,T>
def _universal_mma_check(p: dict) -> str:
    t = p["abacc_dtype"] = _dtype(p["abacc_dtype"], "MmaUniversalOp", "abacc_dtype")
    return f"universal MMA Operation using FMA\n  A/B/Accumulator data type = {t.name}"


def _universal_mma_cpp(p: dict, bits: Any) -> str:
    t = p["abacc_dtype"].cpp
    return f"UniversalFMA<{t},{t},{t},{t}>"


# -- copies: cute.nvgpu.CopyUniversalOp (UniversalCopy<uintN_t>), cpasync.CopyG2SOp (SM80_CP_ASYNC_CACHE*<uintN_t>),
# warp.LdMatrix8x8x16bOp / StMatrix8x8x16bOp (SM75_U32x4_LDSM_N ...)
def _copy_universal_cpp(p: dict, bits: Any) -> str:
    return f"UniversalCopy<uint{bits}_t>"


def _cp_async_check(p: dict) -> str:
    mode = p["cache_mode"]
    if not isinstance(mode, DslEnum) or mode.cls != "LoadCacheMode" or mode.name not in ("ALWAYS", "GLOBAL"):
        raise CuteTypeError(f"CopyG2SOp: cache_mode must be LoadCacheMode.ALWAYS or GLOBAL, got {py_str(mode)}")
    text = "cp.async GMEM -> SMEM copy Operation"
    return text if mode.name == "ALWAYS" else text + f"\n  with cache mode = {mode.python_text()}"


def _matrix_check(kind: str) -> Callable[[dict], str]:
    def check(p: dict) -> str:
        op, transpose, n = f"{kind}8x8x16bOp", p["transpose"], p["num_matrices"]
        if not isinstance(transpose, bool):
            raise CuteTypeError(f"{op}: expects the 'transpose' Op parameter to be a bool instance")
        if not is_integer(n) or value(n) not in (1, 2, 4):
            raise CuteTypeError(f"{op}: expects the 'num_matrices' Op parameter to be one of [1,2,4]")
        n = p["num_matrices"] = value(n)
        return f"{kind}8x8x16b Copy Operation\n  number of matrices = {n}" + ("\n  transposed" if transpose else "")
    return check


def _matrix_cpp(arch: str, what: str) -> Callable[[dict, Any], str]:
    def cpp(p: dict, bits: Any) -> str:   # U16x8 moves what U32x4 moves: four 8x8 matrices
        n = p["num_matrices"]
        return f"{arch}_U16x{2 * n}_{what}_T" if p["transpose"] else f"{arch}_U32x{n}_{what}_N"
    return cpp


# -- tcgen05's tensor-memory copies: tcgen05.Ld32x32bOp(repeat, pack) ... St16x256bOp(repeat, unpack), C++'s
# SM100_TMEM_LOAD_32dp32b64x (_16b: packing two 16-bit values in 32 bits) ... SM100_TMEM_STORE_16dp256b32x
def _tmem_copy(op: str, shape: str, most: int) -> OpRow:
    """The TMEM load (Ld...) or store (St...) of a PTX shape (32x32b, 16x64b, ...; 16x32bx2 is C++'s 16dp32b) taking
    repetitions up to `most`, with its packing (load) or unpacking (store) by two 16-bit values."""
    load = op == "Ld"
    packing, enum = ("pack", _PACK) if load else ("unpack", _UNPACK)
    name = f"{op}{shape}Op"
    cpp_shape = shape.removesuffix("x2").replace("x", "dp", 1)

    def check(p: dict) -> str:
        _enum_arg(p, "repeat", _REPETITION, "a tcgen05.Repetition instance")
        _enum_arg(p, packing, enum, f"a tcgen05.{enum.cls} instance")
        n = int(p["repeat"].name[1:])
        if n > most:
            bad = " and ".join(f"x{1 << i}" for i in range(most.bit_length(), 8))
            raise CuteTypeError(f"{bad} repetition is not supported")
        text = f"tcgen05 {name[:-2]} Copy Operation\n  number of repetitions = {n}"
        if p[packing].name != "NONE":
            text += "\n  with 2x 16-bit to 32b packing" if load else "\n  with 32-bit to 2x 16b unpacking"
        return text

    def cpp(p: dict, bits: Any) -> str:
        suffix = "_16b" if p[packing].name != "NONE" else ""
        return f"SM100_TMEM_{'LOAD' if load else 'STORE'}_{cpp_shape}{p['repeat'].name[1:]}x{suffix}"

    reps = [_REPETITION.member(f"x{1 << i}") for i in range(most.bit_length())]
    defaults = (("repeat", _REPETITION.member("x1")),) if load else ()
    return OpRow("nvgpu.tcgen05", name, "copy", ("repeat", packing), check, cpp,
                 _each(**{"repeat": reps, packing: [enum.member(m) for m in enum.members]}),
                 defaults=(*defaults, (packing, enum.member("NONE"))))


def _each(**choices: Iterable) -> Callable[[], Iterator[dict]]:
    return lambda: (dict(zip(choices, c, strict=True)) for c in product(*choices.values()))


_TMEM_COPIES = tuple(_tmem_copy(op, shape, most) for op in ("Ld", "St") for shape, most in (
    ("16x64b", 128), ("16x128b", 64), ("16x256b", 32), ("16x32bx2", 128), ("32x32b", 128)))


_COPY_BITS = (8, 16, 32, 64, 128)   # (not 256: CuTe's SM100 uint256_t is not among cutecalc's element types)

# THE table: every operation of cute.nvgpu the dialect reads and --emit dsl writes.
OP_ROWS: tuple[OpRow, ...] = (
    OpRow("nvgpu.warp", "MmaF16BF16Op", "mma", ("ab_dtype", "acc_dtype", "shape_mnk"), _warp_mma_check,
          _warp_mma_cpp, _warp_mma_domain),
    *(m.row() for m in _WIDE_MMAS),
    OpRow("nvgpu", "MmaUniversalOp", "mma", ("abacc_dtype",), _universal_mma_check, _universal_mma_cpp,
          _each(abacc_dtype=[t for t in NUMERIC_TYPES.values() if t.name != "Boolean"]),
          also=("UniversalFMA",), also_lacking="the CuTe DSL's MmaUniversalOp takes one type for A, B, C and D"),
    OpRow("nvgpu", "CopyUniversalOp", "copy", (), lambda p: "universal Copy Operation", _copy_universal_cpp,
          _each(), bits=_COPY_BITS, width_default=True, also=("UniversalCopy", "AutoVectorizingCopy", "DefaultCopy")),
    OpRow("nvgpu.cpasync", "CopyG2SOp", "copy", ("cache_mode",), _cp_async_check,
          lambda p, bits: f"SM80_CP_ASYNC_CACHE{p['cache_mode'].name}<uint{bits}_t>",
          _each(cache_mode=[_CACHE_MODES.member(m) for m in ("ALWAYS", "GLOBAL")]),
          defaults=(("cache_mode", _CACHE_MODES.member("ALWAYS")),), bits=(32, 64, 128)),
    OpRow("nvgpu.warp", "LdMatrix8x8x16bOp", "copy", ("transpose", "num_matrices"), _matrix_check("LdMatrix"),
          _matrix_cpp("SM75", "LDSM"), _each(transpose=(False, True), num_matrices=(1, 2, 4)),
          defaults=(("transpose", False), ("num_matrices", 1)), element_bits=16),
    OpRow("nvgpu.warp", "StMatrix8x8x16bOp", "copy", ("transpose", "num_matrices"), _matrix_check("StMatrix"),
          _matrix_cpp("SM90", "STSM"), _each(transpose=(False, True), num_matrices=(1, 2, 4)),
          defaults=(("transpose", False), ("num_matrices", 1)), element_bits=16),
    *_TMEM_COPIES,
)

# (the last part of the module, the DSL's name) -> the operation's constructor (called with args, kwargs)
OPS: dict[tuple[str, str], Callable[[list, dict], DslOp]] = {
    (row.module.rsplit(".", 1)[-1], row.name): row.construct for row in OP_ROWS}
# (the last part of the module, the enumeration's name) -> its members by name
ENUMS: dict[tuple[str, str], Callable[[str], DslEnum]] = {
    (module.rsplit(".", 1)[-1], row.cls): row.member for row in ENUM_ROWS for module in row.modules}


def _split(cpp: str) -> tuple[str, tuple[str, ...]]:
    """A C++ operation's name and its template arguments (split at the commas outside nested <>)."""
    base, _, rest = cpp.partition("<")
    args, depth, start = [], 0, 0
    rest = rest.removesuffix(">")
    for i, c in enumerate(rest):
        depth += (c == "<") - (c == ">")
        if c == "," and depth == 0:
            args.append(rest[start:i].strip())
            start = i + 1
    return base, (tuple(args + [rest[start:].strip()]) if rest else ())


def mma_atom(op: Any, fn: str = "make_mma_atom") -> at.MMAAtom:
    """The C++ MMA atom of the DSL's MMA operation (an atom is itself)."""
    if isinstance(op, at.MMAAtom):
        return op
    if not (isinstance(op, DslOp) and op.kind == "mma"):
        raise CuteTypeError(f"{fn}: expected an MMA Op or Atom, got {py_str(op)}")
    name, targs = _split(op.cpp())
    if name == "MMA_Traits":
        return at.mma_traits_atom(targs[0], targs[1:], TYPE_BITS)
    return at.mma_atom(name, targs, TYPE_BITS)


def copy_atom(op: Any, dtype: Any, bits: Any = None) -> at.CopyAtom:
    """make_copy_atom(op, dtype, num_bits_per_copy=bits): the C++ Copy_Atom<Op, T> of the same instruction."""
    fn = "make_copy_atom"
    if not (isinstance(op, DslOp) and op.kind == "copy"):
        raise CuteTypeError(f"{fn}: expected a Copy Op such as cute.nvgpu.CopyUniversalOp(), got {py_str(op)}")
    t = _dtype(dtype, fn, "copy_internal_type")
    if bits is not None and not is_integer(bits):
        raise CuteTypeError(f"{fn}: num_bits_per_copy must be an integer, got {py_str(bits)}")
    row, nbits = op.row, None
    if row.bits != (None,):
        nbits = t.width if bits is None else value(bits)
        if nbits % t.width or nbits not in row.bits:
            raise CuteTypeError(f"{fn}: {nbits} bits per copy is not a whole number of {t.name} elements that "
                                f"{row.name} moves ({', '.join(map(str, row.bits))} bits)")
    if row.element_bits and t.width != row.element_bits:
        raise CuteTypeError(f"{fn}: {row.name} moves {row.element_bits}-bit elements, not {t.name}")
    name = op.cpp(nbits)
    atom = at.copy_atom(*_split(name), t.cpp, TYPE_BITS, written=name)
    return replace(atom, dsl_unsized=bits is None) if row.width_default else atom


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




# -- writing: C++'s atoms in the DSL's spelling (--emit dsl) -------------------------------------------------------
# The other way round, from the same table: an atom's value (its operation's name, so that an alias `using TA =
# half_t` or a template argument spelled any way gives the same code) as the DSL's operation and atom:
#
#     MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}   cute.make_mma_atom(cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16,
#                                                                   cutlass.Float32, (16, 8, 16)))
#     Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}     cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(False, 4),
#                                                                   cutlass.Float16)
#
# An operation the DSL has no object for says so (Untranslatable, lacking); one it has but the table has no row for
# says that instead.  The GMMA operations (cute.nvgpu.warpgroup) build only for sm_90a: NEEDS_SM90A.

# C++ element type -> the DSL's numeric type (cutlass.Float16 for half_t, ...)
_SPELLED_TYPE = {t.cpp: f"cutlass.{name}" for name, t in NUMERIC_TYPES.items()}

# The marker of an emitted program that needs CUTE_DSL_ARCH=sm_90a (the DSL builds warpgroup MMAs only there).
NEEDS_SM90A = "cute.nvgpu.warpgroup."


def spell_type(cpp: str) -> str:
    """The DSL's numeric type of a C++ element type (`half_t` -> `cutlass.Float16`)."""
    name = cpp.removeprefix("cute::").removeprefix("cutlass::")
    found = _SPELLED_TYPE.get(name)
    if found is None:
        raise Untranslatable(f"the CuTe DSL has no element type {cpp}", lacking=True)
    return found


def _spell_value(v: Any) -> str:
    """A parameter of an OpRow as the DSL's code writes it."""
    if isinstance(v, NumericType):
        return f"cutlass.{v.name}"
    if isinstance(v, DslEnum):
        return f"cute.{v.home}.{v.cls}.{v.name}"
    if isinstance(v, tuple):
        return "(" + ", ".join(_spell_value(x) for x in v) + ")"
    return repr(v)


@cache
def _by_cpp() -> dict[str, tuple[OpRow, dict, int | None]]:
    """Every C++ operation the table's rows make (spaces dropped) -> its row, parameters and bits per copy."""
    return {re.sub(r"\s", "", row.cpp(p, bits)): (row, p, bits)
            for row in OP_ROWS for p in row.domain() for bits in row.bits}


def _row_of(atom: Any) -> tuple[OpRow, dict, int | None]:
    """The row, parameters and bits per copy of an atom's operation: its name as written, or (an MMA) its name with
    the atom's D, A, B, C types as the template's arguments (C++'s defaults filled in: UniversalFMA<float,float,float>
    is UniversalFMA<float,float,float,float>)."""
    base, targs = _split(atom.op)
    written = [atom.op] + ([f"{base}<{','.join(atom.val_types)}>"] if isinstance(atom, at.MMAAtom) else [])
    family = at.catalogue()["mma_families"].get(base)
    if family is not None and targs:   # a UMMA's majors as C++ qualifies them (UMMA::Major::K for K)
        written.append(umma.cpp_spelling(family, [t.strip() for t in targs]))
    found = next((_by_cpp()[k] for k in (re.sub(r"\s", "", w) for w in written) if k in _by_cpp()), None)
    if found is not None:
        return found
    for row in OP_ROWS:
        if base in row.also and row.also_lacking:
            raise Untranslatable(f"{atom.op}: {row.also_lacking}", lacking=True)
        if base in row.also:
            return row, {}, None
    raise Untranslatable(f"{atom.op}: cutecalc does not spell this operation in the CuTe DSL yet")


def spell_mma_atom(atom: Any) -> str:
    """cute.make_mma_atom(...) of an MMA atom's operation."""
    row, params, _ = _row_of(atom)
    return f"cute.make_mma_atom({row.spelled(params)})"


def spell_copy_atom(atom: Any) -> str:
    """cute.make_copy_atom(op, value type[, num_bits_per_copy=N]) of a copy atom."""
    value_type = spell_type(atom.value_type)
    row, params, _ = _row_of(atom)
    code = f"cute.make_copy_atom({row.spelled(params)}, {value_type}"
    if row.bits == (None,):
        return code + ")"
    bits = int(lo.size(atom.layout_src, 1)) * int(atom.value_bits)   # a thread's values times their width
    return code + (")" if row.width_default and bits == atom.value_bits else f", num_bits_per_copy={bits})")


def spell_atom(v: Any) -> str:
    """The DSL's atom of an MMA or copy atom value."""
    if isinstance(v, at.MMAAtom):
        return spell_mma_atom(v)
    if isinstance(v, at.CopyAtom):
        return spell_copy_atom(v)
    raise Untranslatable("an atom cutecalc does not compute here")
