"""How the CuTe DSL (nvidia-cutlass-dsl 4.8.1) writes CuTe C++'s MMA and copy atoms: an operation of C++'s
catalogue (`SM80_16x8x16_F16F16F16F16_TN`, `SM75_U32x4_LDSM_N`, ...) as the DSL's operation object and atom.

    MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}       cute.make_mma_atom(cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16,
                                                                       cutlass.Float32, (16, 8, 16)))
    Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}         cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(False, 4),
                                                                       cutlass.Float16)

The DSL's operations are read from an atom's value (its operation's name, element types and shape), so that an
alias (`using TA = half_t`) or a template argument spelled any way gives the same code.  An operation the DSL
has no object for says so (`Untranslatable`, with its reason); one the DSL has but this table does not spell
yet says that instead.  The GMMA operations (cute.nvgpu.warpgroup) build only for sm_90a: `NEEDS_SM90A`.
"""

from __future__ import annotations

import re
from typing import Any

from .dsl_names import NUMERIC_TYPES
from .function_table import Untranslatable

# C++ element type -> the DSL's numeric type (cutlass.Float16 for half_t, ...)
_DSL_TYPE = {t.cpp: f"cutlass.{name}" for name, t in NUMERIC_TYPES.items()}

# The marker of an emitted program that needs CUTE_DSL_ARCH=sm_90a (the DSL builds warpgroup MMAs only there).
NEEDS_SM90A = "cute.nvgpu.warpgroup."

_WARP_MMA = re.compile(r"SM80_16x8x(8|16)_F(16|32)(F16|BF16)(F16|BF16)F(16|32)_TN")
_GMMA = re.compile(r"SM90_(\d+)x(\d+)x(\d+)_(F16|F32)(F16F16|BF16BF16|E4M3E4M3|E4M3E5M2|E5M2E4M3|E5M2E5M2)_(SS|RS)"
                   r"(_TN)?(?:<GMMA::Major::(K|MN),\s*GMMA::Major::(K|MN)>)?")
_LDSM = re.compile(r"SM75_U(32|16)x(\d)_LDSM_(N|T)")
_STSM = re.compile(r"SM90_U(32|16)x(\d)_STSM_(N|T)")
_CP_ASYNC = re.compile(r"SM80_CP_ASYNC_CACHE(ALWAYS|GLOBAL)<(\w+)>")
_UNIVERSAL_COPY = re.compile(r"(UniversalCopy<(\w+)(?:,\s*\w+)?>|AutoVectorizingCopy|DefaultCopy)")


def dsl_type(cpp: str) -> str:
    """The DSL's numeric type of a C++ element type (`half_t` -> `cutlass.Float16`)."""
    name = cpp.removeprefix("cute::").removeprefix("cutlass::")
    found = _DSL_TYPE.get(name)
    if found is None:
        raise Untranslatable(f"the CuTe DSL has no element type {cpp}", lacking=True)
    return found


def _not_yet(op: str) -> Untranslatable:
    return Untranslatable(f"{op}: cutecalc does not spell this operation in the CuTe DSL yet")


def mma_atom(atom: Any) -> str:
    """cute.make_mma_atom(...) of an MMA atom's operation."""
    return f"cute.make_mma_atom({mma_op(atom)})"


def mma_op(atom: Any) -> str:
    """The DSL's operation object of an MMA atom (its `op`, `val_types` D, A, B, C and `shape_mnk`)."""
    op = atom.op
    d, a, b, c = atom.val_types
    if op.startswith("UniversalFMA"):
        if not d == a == b == c:
            raise Untranslatable(f"{op}: the CuTe DSL's MmaUniversalOp takes one type for A, B, C and D",
                                 lacking=True)
        return f"cute.nvgpu.MmaUniversalOp({dsl_type(a)})"
    shape = "(" + ", ".join(str(int(x)) for x in atom.shape_mnk) + ")"
    if _WARP_MMA.fullmatch(op):
        return f"cute.nvgpu.warp.MmaF16BF16Op({dsl_type(a)}, {dsl_type(c)}, {shape})"
    m = _GMMA.fullmatch(op)
    if m is not None:
        source = "cute.nvgpu.warpgroup.OperandSource." + ("SMEM" if m.group(6) == "SS" else "RMEM")
        major_a, major_b = (m.group(8), m.group(9)) if m.group(8) else ("K", "K")
        majors = f"cute.nvgpu.OperandMajorMode.{major_a}, cute.nvgpu.OperandMajorMode.{major_b}"
        if m.group(5) in ("F16F16", "BF16BF16"):
            return f"cute.nvgpu.warpgroup.MmaF16BF16Op({dsl_type(a)}, {dsl_type(c)}, {shape}, {source}, {majors})"
        return (f"cute.nvgpu.warpgroup.MmaF8Op({dsl_type(a)}, {dsl_type(b)}, {dsl_type(c)}, {shape}, {source}, "
                f"{majors})")
    raise _not_yet(op)


def copy_atom(atom: Any) -> str:
    """cute.make_copy_atom(op, value type[, num_bits_per_copy=N]) of a copy atom."""
    op, value_type = atom.op, dsl_type(atom.value_type)
    m = _LDSM.fullmatch(op) or _STSM.fullmatch(op)
    if m is not None:
        width, count, transpose = int(m.group(1)), int(m.group(2)), m.group(3) == "T"
        matrices = count if width == 32 else count // 2   # U16x8 moves what U32x4 moves: four 8x8 matrices
        kind = "LdMatrix8x8x16bOp" if "LDSM" in op else "StMatrix8x8x16bOp"
        return f"cute.make_copy_atom(cute.nvgpu.warp.{kind}({transpose}, {matrices}), {value_type})"
    m = _CP_ASYNC.fullmatch(op)
    if m is not None:
        return (f"cute.make_copy_atom(cute.nvgpu.cpasync.CopyG2SOp(cute.nvgpu.cpasync.LoadCacheMode.{m.group(1)}), "
                f"{value_type}, num_bits_per_copy={_bits_per_copy(atom)})")
    if _UNIVERSAL_COPY.fullmatch(op):
        bits = _bits_per_copy(atom)
        extra = f", num_bits_per_copy={bits}" if bits != atom.value_bits else ""
        return f"cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), {value_type}{extra})"
    raise _not_yet(op)


def _bits_per_copy(atom: Any) -> int:
    """The bits one thread of the atom moves: its values (the source layout's second mode) times their width."""
    from ..algebra.layout import size
    return int(size(atom.layout_src, 1)) * int(atom.value_bits)


def dsl_atom(v: Any) -> str:
    """The DSL's atom of an MMA or copy atom value (None: cutecalc has no value for it here)."""
    from ..algebra.atoms import CopyAtom, MMAAtom
    if isinstance(v, MMAAtom):
        return mma_atom(v)
    if isinstance(v, CopyAtom):
        return copy_atom(v)
    raise Untranslatable("an atom cutecalc does not compute here")
