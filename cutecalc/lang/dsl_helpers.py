"""The CuTe DSL's helper functions that Hopper and Blackwell kernels call for their setup, by the DSL's names and
argument orders, as DSL 4.8.1 evaluates them on the CPU (its Python: cute/nvgpu/warpgroup/helpers.py,
cute/nvgpu/tcgen05/helpers.py, cutlass/utils/hopper_helpers.py, cutlass/utils/blackwell_helpers.py):

    cute.nvgpu.warpgroup.make_smem_layout_atom(kind, dtype)      the GMMA shared-memory layout atoms
    cute.nvgpu.tcgen05.make_smem_layout_atom(kind, dtype)        the UMMA ones (and make_sparse_smem_layout_atom,
                                                                  tile_to_mma_shape)
    sm90_utils.make_trivial_tiled_mma(...), make_smem_layout_a/b/epi(...), ...   (import cutlass.utils.hopper_helpers
    sm100_utils.make_trivial_tiled_mma(...), make_smem_layout_a/b(...), ...       / blackwell_helpers as ...)

Each is written as the DSL writes it: the same calls of the DSL's functions in the same order (`call("tile_to_shape",
atom, shape, order)` is the function table's row called as the DSL calls it), the operations of dsl_atoms' table, the
atoms of algebra/smem_atoms; no algorithm is a second copy.  What a helper needs that cutecalc does not model (a
tensor's data, a TMA descriptor) is not here: such a call is Opaque, a skipped line.

    HELPERS[(module, name)]       the helper `module.name` (module: the last part of its Python module)
    ENUM_METHODS[(enum, name)]    the methods of the DSL's enumerations the helpers read (LayoutEnum.is_k_major_a())
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..algebra.integers import StaticInt, imin, is_integer, mul, value
from ..algebra.inttuple import Underscore
from ..algebra.layout import Layout
from ..algebra.smem_atoms import dsl_smem_atom
from ..algebra.tiled import TiledMMA
from ..errors import CuteTypeError
from ..record import record
from .dsl_atoms import (
    _MAJOR,
    ENUMS,
    GMMA_SMEM_KIND,
    LAYOUT_ENUM,
    OPS,
    UMMA_SMEM_KIND,
    DslEnum,
    EnumRow,
    copy_atom,
    mma_atom,
)
from .dsl_names import NUMERIC_TYPES, NumericType, py_str

Call = Callable[..., Any]   # call(dsl_name, *args, **kwargs): a CuTe function called as the DSL calls it

_REQUIRED: Any = object()


@record(frozen=True)
class Helper:
    """One helper function of the DSL: where it lives, its parameters in order (with their defaults) and what it
    does, given the DSL's calls and its bound arguments."""

    module: str
    name: str
    params: tuple[tuple[str, Any], ...]
    fn: Callable[[Call, dict], Any]

    def __call__(self, call: Call, args: list, kwargs: dict) -> Any:
        names = [p for p, _ in self.params]
        if len(args) > len(names):
            raise CuteTypeError(f"{self.name}() takes at most {len(names)} arguments, got {len(args)}")
        bound = dict(zip(names, args))
        for k, v in kwargs.items():
            if k not in names:
                raise CuteTypeError(f"{self.name}() got an unexpected keyword argument '{k}'")
            if k in bound:
                raise CuteTypeError(f"{self.name}() got multiple values for argument '{k}'")
            bound[k] = v
        for p, default in self.params:
            if p not in bound:
                if default is _REQUIRED:
                    raise CuteTypeError(f"{self.name}() missing required argument '{p}'")
                bound[p] = default
        return self.fn(call, bound)


HELPERS: dict[tuple[str, str], Callable[[Call, list, dict], Any]] = {}


def helper(modules: tuple[str, ...], name: str, *params: str, **defaults: Any) -> Callable:
    """Declare fn(call, p) as the helper `name` of each of the modules, taking params (then the defaulted ones)."""
    def register(fn: Callable[[Call, dict], Any]) -> Callable[[Call, dict], Any]:
        spec = tuple((p, _REQUIRED) for p in params) + tuple(defaults.items())
        for module in modules:
            HELPERS[module, name] = Helper(module, name, spec, fn)
        return fn
    return register


def _none(v: Any) -> bool:
    """Whether a parameter is Python's None (the reader's None is CuTe's `_`)."""
    return v is None or isinstance(v, Underscore)


def _numeric(v: Any, what: str) -> NumericType:
    if not isinstance(v, NumericType):
        raise CuteTypeError(f"{what} must be a Numeric, but got {py_str(v)}")
    return v


def _enum(v: Any, row: EnumRow, what: str) -> str:
    if not (isinstance(v, DslEnum) and v.cls == row.cls and v.home == row.modules[0]):
        raise CuteTypeError(f"{what}: expected a {row.modules[0].rsplit('.', 1)[-1]}.{row.cls}, got {py_str(v)}")
    return v.name


def _int(v: Any, what: str) -> int:
    if not is_integer(v):
        raise CuteTypeError(f"{what} must be an integer, got {py_str(v)}")
    return int(value(v))


# -- the shared-memory layout atoms (cute.nvgpu.warpgroup / tcgen05 helpers.py) ----------------------------------

def _smem_atom(row: EnumRow) -> Callable[[Call, dict], Any]:
    def make(call: Call, p: dict) -> Any:
        dtype = _numeric(p["element_type"], "element_type")
        kind = _enum(p["kind"], row, "make_smem_layout_atom: unrecognized SMEM layout atom kind")
        return dsl_smem_atom(kind, dtype.width)
    return make


helper(("warpgroup",), "make_smem_layout_atom", "kind", "element_type")(_smem_atom(GMMA_SMEM_KIND))
helper(("tcgen05",), "make_smem_layout_atom", "kind", "element_type")(_smem_atom(UMMA_SMEM_KIND))


@helper(("tcgen05",), "make_sparse_smem_layout_atom", "kind", "element_type", sparsity=StaticInt(2))
def _sparse_smem_atom(call: Call, p: dict) -> Any:
    dtype = _numeric(p["element_type"], "element_type")
    kind = _enum(p["kind"], UMMA_SMEM_KIND, "make_sparse_smem_layout_atom: unrecognized SMEM layout atom kind")
    return dsl_smem_atom(kind, dtype.width, _int(p["sparsity"], "sparsity"))


@helper(("tcgen05",), "tile_to_mma_shape", "atom", "mma_tile_shape", order=None)
def _tile_to_mma_shape(call: Call, p: dict) -> Any:
    """UMMA::tile_to_mma_shape, then coalesced to the MMA tile shape's profile (the DSL's order defaults to
    (0, 1, ..., rank-2): column-major over the tiled modes)."""
    shape, order = p["mma_tile_shape"], p["order"]
    rank = len(shape) if isinstance(shape, tuple) else 1
    if _none(order):
        order = tuple(StaticInt(i) for i in range(rank - 1))
    if (len(order) if isinstance(order, tuple) else 1) != rank - 1:
        raise CuteTypeError(f"tile_to_mma_shape: rank(order)={len(order) if isinstance(order, tuple) else 1} must "
                            f"be equal to rank(mma_tile_shape)-1={rank - 1}")
    return call("coalesce", call("tile_to_mma_shape", p["atom"], shape, order), target_profile=shape)


# -- cutlass.utils.LayoutEnum's methods ----------------------------------------------------------------------

def _row_major(e: DslEnum) -> bool:
    return e.name == "ROW_MAJOR"


def _major(k: bool) -> DslEnum:
    return _MAJOR.member("K" if k else "MN")


ENUM_METHODS: dict[tuple[str, str], Callable[[DslEnum], Any]] = {
    ("LayoutEnum", "mma_major_mode"): lambda e: _major(_row_major(e)),
    ("LayoutEnum", "sm90_mma_major_mode"): lambda e: _major(_row_major(e)),
    ("LayoutEnum", "is_k_major_a"): _row_major,
    ("LayoutEnum", "is_m_major_a"): lambda e: not _row_major(e),
    ("LayoutEnum", "is_n_major_b"): lambda e: not _row_major(e),
    ("LayoutEnum", "is_k_major_b"): _row_major,
    ("LayoutEnum", "is_n_major_c"): _row_major,
    ("LayoutEnum", "is_m_major_c"): lambda e: not _row_major(e),
}


def _layout_enum(v: Any, what: str) -> DslEnum:
    _enum(v, LAYOUT_ENUM, what)
    return v


# -- cutlass.utils.hopper_helpers (sm90_utils) -------------------------------------------------------------------

_T = NUMERIC_TYPES
_SMEM = ENUMS["warpgroup", "OperandSource"]("SMEM")


def _op(module: str, name: str, *args: Any) -> Any:
    return OPS[module, name](list(args), {})


@helper(("hopper_helpers",), "make_trivial_tiled_mma", "a_dtype", "b_dtype", "a_leading_mode", "b_leading_mode",
        "acc_dtype", "atom_layout_mnk", "tiler_mn", a_source=_SMEM)
def _sm90_trivial_tiled_mma(call: Call, p: dict) -> Any:
    a, b = _numeric(p["a_dtype"], "a_dtype"), _numeric(p["b_dtype"], "b_dtype")
    majors = (p["a_source"], p["a_leading_mode"], p["b_leading_mode"])
    tiler = tuple(p["tiler_mn"])
    if a.name in ("Float16", "BFloat16"):
        if a != b:
            raise CuteTypeError(f"Type mismatch: {a.name} != {b.name}")
        op = _op("warpgroup", "MmaF16BF16Op", a, p["acc_dtype"], (*tiler, StaticInt(16)), *majors)
    elif a.name in ("Float8E4M3FN", "Float8E5M2") and b.name in ("Float8E4M3FN", "Float8E5M2"):
        op = _op("warpgroup", "MmaF8Op", a, b, p["acc_dtype"], (*tiler, StaticInt(32)), *majors)
    elif a.name in ("Int8", "Uint8") and b.name in ("Int8", "Uint8"):
        op = _op("warpgroup", "MmaI8Op", a, b, p["acc_dtype"], (*tiler, StaticInt(32)), *majors)
    else:
        raise CuteTypeError(f"unsupported a_dtype and b_dtype, got {a.name} and {b.name}")
    return call("make_tiled_mma", mma_atom(op), p["atom_layout_mnk"])


_SWIZZLES = ((1024, "SW128"), (512, "SW64"), (256, "SW32"))


def _atom_kind(k_major: bool, bits: int, row: EnumRow, mn_32b: bool = False) -> DslEnum:
    """The widest swizzle whose row of bits divides the major mode (the DSL's heuristic of both helpers);
    Blackwell's 32-bit elements M|N-major take its 32-byte-atom SW128."""
    major = "K" if k_major else "MN"
    if mn_32b and not k_major and bits % 1024 == 0:
        return row.member("MN_SW128_32B")
    return row.member(next((f"{major}_{sw}" for n, sw in _SWIZZLES if bits % n == 0), f"{major}_INTER"))


@helper(("hopper_helpers",), "get_smem_layout_atom", "layout", "element_type", "major_mode_size")
def _sm90_smem_layout_atom(call: Call, p: dict) -> Any:
    size = _int(p["major_mode_size"], "major_mode_size")
    if size % 8:
        raise CuteTypeError(f"get_smem_layout_atom: AssertionError: major_mode_size % 8 == 0 ({size})")
    k_major = _layout_enum(p["layout"], "get_smem_layout_atom").name == "ROW_MAJOR"
    return _atom_kind(k_major, size * _numeric(p["element_type"], "element_type").width, GMMA_SMEM_KIND)


def _sm90_staged(call: Call, layout: DslEnum, tile: Any, dtype: Any, stages: Any, k_major: bool,
                 shape: Any, major_size: Any) -> Any:
    kind = _sm90_smem_layout_atom(call, {"layout": layout, "element_type": dtype,
                                         "major_mode_size": call("size", major_size)})
    atom = dsl_smem_atom(kind.name, _numeric(dtype, "dtype").width)
    order = (0, 1, 2) if k_major else (1, 0, 2)
    return call("tile_to_shape", atom, call("append", shape, stages), tuple(StaticInt(i) for i in order))


def _tile3(v: Any, fn: str) -> tuple:
    if not isinstance(v, tuple):
        raise CuteTypeError(f"{fn}: AssertionError: the MMA tiler must be a tuple, got {py_str(v)}")
    return v


@helper(("hopper_helpers",), "make_smem_layout_a", "a_layout", "mma_tiler_mnk", "a_dtype", "num_stages")
def _sm90_smem_layout_a(call: Call, p: dict) -> Any:
    tile = _tile3(p["mma_tiler_mnk"], "make_smem_layout_a")
    k_major = _layout_enum(p["a_layout"], "make_smem_layout_a").name == "ROW_MAJOR"
    shape = call("slice_", tile, (None, StaticInt(0), None))
    return _sm90_staged(call, p["a_layout"], tile, p["a_dtype"], p["num_stages"], k_major, shape,
                        tile[2] if k_major else tile[0])


@helper(("hopper_helpers",), "make_smem_layout_b", "b_layout", "mma_tiler_mnk", "b_dtype", "num_stages")
def _sm90_smem_layout_b(call: Call, p: dict) -> Any:
    tile = _tile3(p["mma_tiler_mnk"], "make_smem_layout_b")
    k_major = _layout_enum(p["b_layout"], "make_smem_layout_b").name == "ROW_MAJOR"
    shape = call("slice_", tile, (StaticInt(0), None, None))
    return _sm90_staged(call, p["b_layout"], tile, p["b_dtype"], p["num_stages"], k_major, shape,
                        tile[2] if k_major else tile[1])


@helper(("hopper_helpers",), "make_smem_layout_epi", "epi_dtype", "epi_layout", "epi_tile", "epi_stage",
        smem_trg_shape=None, smem_order=None)
def _sm90_smem_layout_epi(call: Call, p: dict) -> Any:
    tile = _tile3(p["epi_tile"], "make_smem_layout_epi")
    n_major = _layout_enum(p["epi_layout"], "make_smem_layout_epi").name == "ROW_MAJOR"   # is_n_major_c
    kind = _sm90_smem_layout_atom(call, {"layout": p["epi_layout"], "element_type": p["epi_dtype"],
                                         "major_mode_size": tile[1] if n_major else tile[0]})
    atom = dsl_smem_atom(kind.name, _numeric(p["epi_dtype"], "epi_dtype").width)
    shape = p["smem_trg_shape"] if not _none(p["smem_trg_shape"]) else call("append", tile, p["epi_stage"])
    order = p["smem_order"] if not _none(p["smem_order"]) else tuple(
        StaticInt(i) for i in ((0, 1, 2) if n_major else (1, 0, 2)))
    return call("tile_to_shape", atom, shape, order)


@helper(("hopper_helpers",), "compute_tile_shape_or_override", "tile_shape_mnk", "element_type",
        is_cooperative=False, epi_tile_override=None)
def _sm90_epi_tile(call: Call, p: dict) -> Any:
    if not _none(p["epi_tile_override"]):
        return p["epi_tile_override"]
    tile_m, tile_n = (call("size", p["tile_shape_mnk"], mode=[StaticInt(i)]) for i in (0, 1))
    if p["is_cooperative"]:
        return (imin(StaticInt(128), tile_m), imin(StaticInt(32), tile_n))
    n_perf = 64 if _numeric(p["element_type"], "element_type").width == 8 else 32
    return (imin(StaticInt(64), tile_m), imin(StaticInt(n_perf), tile_n))


@helper(("hopper_helpers",), "get_smem_store_op", "layout_d", "elem_ty_d", "elem_ty_acc")
def _sm90_smem_store_op(call: Call, p: dict) -> Any:
    d = _numeric(p["elem_ty_d"], "elem_ty_d")
    _numeric(p["elem_ty_acc"], "elem_ty_acc")
    m_major = _layout_enum(p["layout_d"], "get_smem_store_op").name == "COL_MAJOR"   # is_m_major_c
    if d.width == 16:
        return copy_atom(_op("warp", "StMatrix8x8x16bOp", m_major, StaticInt(4)), d)
    return copy_atom(_op("nvgpu", "CopyUniversalOp"), d)


HELPERS["hopper_helpers", "sm90_get_smem_store_op"] = HELPERS["hopper_helpers", "get_smem_store_op"]


# -- cutlass.utils.blackwell_helpers (sm100_utils) ---------------------------------------------------------------

_UMMA_SMEM = ENUMS["tcgen05", "OperandSource"]("SMEM")
_F8F6F4 = ("Float8E4M3FN", "Float8E5M2", "Float6E3M2FN", "Float6E2M3FN", "Float4E2M1FN")


def _sm100_trivial_tiled_mma(call: Call, p: dict) -> Any:
    a, b = _numeric(p["a_dtype"], "a_dtype"), _numeric(p["b_dtype"], "b_dtype")
    rest = (p["cta_group"], p["a_source"], p["a_leading_mode"], p["b_leading_mode"])
    tiler = tuple(p["mma_tiler_mn"])
    if a.name in ("Float16", "BFloat16") and b == a:
        op = _op("tcgen05", "MmaF16BF16Op", a, p["acc_dtype"], (*tiler, StaticInt(16)), *rest)
    elif a.name in ("TFloat32", "Float32") and b == a:
        op = _op("tcgen05", "MmaTF32Op", (*tiler, StaticInt(8)), *rest)
    elif a.name in ("Uint8", "Int8") and b == a:
        op = _op("tcgen05", "MmaI8Op", a, (*tiler, StaticInt(32)), *rest)
    elif a.name in _F8F6F4 and b.name in _F8F6F4:
        op = _op("tcgen05", "MmaF8F6F4Op", a, b, p["acc_dtype"], (*tiler, StaticInt(32)), *rest)
    else:
        raise CuteTypeError(f"unsupported a_dtype/b_dtype, got a_dtype: {a.name}, b_dtype: {b.name}")
    return call("make_tiled_mma", mma_atom(op))


_SM100_NEW = ("a_dtype", "b_dtype", "a_leading_mode", "b_leading_mode", "acc_dtype", "cta_group", "mma_tiler_mn",
              "a_source")
_SM100_LEGACY = ("ab_dtype", *_SM100_NEW[2:])


def _sm100_tiled_mma_call(call: Call, args: list, kwargs: dict) -> Any:
    """make_trivial_tiled_mma(a_dtype, b_dtype, ...) or the deprecated (ab_dtype, ...): which, as the DSL tells
    them apart (its second argument a numeric type, or the keywords given)."""
    if "ab_dtype" in kwargs and ("a_dtype" in kwargs or "b_dtype" in kwargs):
        raise CuteTypeError("make_trivial_tiled_mma() cannot mix legacy 'ab_dtype' with new 'a_dtype'/'b_dtype' "
                            "keyword arguments")
    new = "ab_dtype" not in kwargs and ("a_dtype" in kwargs or "b_dtype" in kwargs or len(args) < 2
                                        or isinstance(args[1], NumericType))
    names = _SM100_NEW if new else _SM100_LEGACY
    spec = Helper("blackwell_helpers", "make_trivial_tiled_mma",
                  tuple((n, _REQUIRED) for n in names[:-1]) + ((names[-1], _UMMA_SMEM),),
                  lambda c, p: _sm100_trivial_tiled_mma(c, p if new else p | {"a_dtype": p["ab_dtype"],
                                                                              "b_dtype": p["ab_dtype"]}))
    return spec(call, args, kwargs)


HELPERS["blackwell_helpers", "make_trivial_tiled_mma"] = _sm100_tiled_mma_call


@helper(("blackwell_helpers",), "get_smem_layout_atom_ab", "major_mode", "element_type", "smem_shape_mn_k",
        sparsity=StaticInt(1))
def _sm100_smem_layout_atom(call: Call, p: dict) -> Any:
    k_major = _enum(p["major_mode"], _MAJOR, "get_smem_layout_atom_ab") == "K"
    size = _int(call("size", p["smem_shape_mn_k"], mode=[StaticInt(1 if k_major else 0)]), "major mode size")
    width = _numeric(p["element_type"], "element_type").width
    if size % 8:
        raise CuteTypeError(f"get_smem_layout_atom_ab: AssertionError: major_mode_size % 8 == 0 ({size})")
    bits = size * width // (_int(p["sparsity"], "sparsity") if k_major else 1)
    if bits % 128:
        raise CuteTypeError(f"get_smem_layout_atom_ab: AssertionError: the major mode's bits ({bits}) % 128 == 0")
    return _atom_kind(k_major, bits, UMMA_SMEM_KIND, mn_32b=width == 32)


def _operand_major(mma: Any, operand: int, fn: str) -> bool:
    """Whether operand A (0) or B (1) of a tiled MMA is K-major (tiled_mma.op.a_major_mode == K): its atom's
    UMMA::Major / GMMA::Major arguments (K when it names none)."""
    if not isinstance(mma, TiledMMA):
        raise CuteTypeError(f"{fn}: expected a tiled MMA, got {py_str(mma)}")
    majors = re.findall(r"Major::(K|MN)\b", mma.atom.op) or ["K", "K"]
    return majors[operand] == "K"


def _sm100_staged(call: Call, p: dict, operand: int, fn: str) -> Any:
    """make_smem_layout_a/b: the operand's MMA-partitioned smem shape, its atom by the heuristic, tiled to it by
    tcgen05.tile_to_mma_shape with the stages appended."""
    mma, tiler = p["tiled_mma"], _tile3(p["mma_tiler_mnk"], fn)
    k_major = _operand_major(mma, operand, fn) if _none(p["is_k_major"]) else bool(p["is_k_major"])
    dicer = (StaticInt(1), None, StaticInt(1)) if operand == 0 else (None, StaticInt(1), StaticInt(1))
    shape = call("partition_shape_A" if operand == 0 else "partition_shape_B", mma, call("dice", tiler, dicer))
    mn_k = (mul(call("size", shape[0][0]), shape[1]), mul(call("size", shape[0][1]), shape[2]))
    kind = _sm100_smem_layout_atom(call, {"major_mode": _major(k_major), "element_type": p["dtype"],
                                          "smem_shape_mn_k": mn_k, "sparsity": StaticInt(1)})
    atom = dsl_smem_atom(kind.name, _numeric(p["dtype"], "dtype").width)
    order = (2, 1, 3) if not k_major else (1, 2, 3)
    return _tile_to_mma_shape(call, {"atom": atom, "mma_tile_shape": call("append", shape, p["num_stages"]),
                                     "order": tuple(StaticInt(i) for i in order)})


@helper(("blackwell_helpers",), "make_smem_layout_a", "tiled_mma", "mma_tiler_mnk", "a_dtype", "num_stages",
        is_k_major=None)
def _sm100_smem_layout_a(call: Call, p: dict) -> Any:
    return _sm100_staged(call, p | {"dtype": p["a_dtype"]}, 0, "make_smem_layout_a")


@helper(("blackwell_helpers",), "make_smem_layout_b", "tiled_mma", "mma_tiler_mnk", "b_dtype", "num_stages",
        is_k_major=None)
def _sm100_smem_layout_b(call: Call, p: dict) -> Any:
    return _sm100_staged(call, p | {"dtype": p["b_dtype"]}, 1, "make_smem_layout_b")


@helper(("blackwell_helpers",), "make_smem_layout", "leading_mode", "smem_tile_shape", "a_dtype", "num_stages")
def _sm100_smem_layout(call: Call, p: dict) -> Any:
    k_major = _enum(p["leading_mode"], _MAJOR, "make_smem_layout") == "K"
    kind = _sm100_smem_layout_atom(call, {"major_mode": p["leading_mode"], "element_type": p["a_dtype"],
                                          "smem_shape_mn_k": p["smem_tile_shape"], "sparsity": StaticInt(1)})
    atom = dsl_smem_atom(kind.name, _numeric(p["a_dtype"], "a_dtype").width)
    order = tuple(StaticInt(i) for i in ((0, 1, 2) if k_major else (1, 0, 2)))
    layout = call("tile_to_shape", atom, call("append", p["smem_tile_shape"], p["num_stages"]), order)
    return call("coalesce", layout, target_profile=(StaticInt(1),) * 3)


@helper(("blackwell_helpers",), "get_smem_layout_atom_epi", "layout", "element_type", "epi_tile")
def _sm100_smem_layout_atom_epi(call: Call, p: dict) -> Any:
    """The epilogue's atom: the A/B heuristic over the widest contiguous tile TMA can use (a layout mode of the
    tile: the shape of its coalesced right inverse)."""
    tile = _tile3(p["epi_tile"], "get_smem_layout_atom_epi")
    tma_shape = tuple(call("coalesce", call("right_inverse", x)).shape if isinstance(x, Layout) else x for x in tile)
    m_major = _layout_enum(p["layout"], "get_smem_layout_atom_epi").name == "COL_MAJOR"   # is_m_major_c
    return _sm100_smem_layout_atom(call, {"major_mode": _major(not m_major), "element_type": p["element_type"],
                                          "smem_shape_mn_k": tma_shape, "sparsity": StaticInt(1)})


@helper(("blackwell_helpers",), "make_smem_layout_epi", "epi_dtype", "epi_layout", "epi_tile", "epi_stage")
def _sm100_smem_layout_epi(call: Call, p: dict) -> Any:
    dtype = _numeric(p["epi_dtype"], "epi_dtype")
    dtype = _T["Int8"] if dtype.name == "Boolean" else dtype
    shape = call("product_each", call("shape", p["epi_tile"]))
    kind = _sm100_smem_layout_atom_epi(call, {"layout": p["epi_layout"], "element_type": dtype,
                                              "epi_tile": p["epi_tile"]})
    n_major = _layout_enum(p["epi_layout"], "make_smem_layout_epi").name == "ROW_MAJOR"
    order = tuple(StaticInt(i) for i in ((0, 1, 2) if n_major else (1, 0, 2)))
    return call("tile_to_shape", dsl_smem_atom(kind.name, dtype.width), call("append", shape, p["epi_stage"]), order)


def _tma_n_min(width: int | None, m_major: bool, warp_n: int) -> int:
    """The least N a TMA store of D (or load of C; none: width None) takes: 8 a warp M-major, 128 bits a warp
    N-major (FP6: 128 elements)."""
    if width is None or m_major:
        return 8 * warp_n
    return 128 * warp_n if width == 6 else 128 // width * warp_n


def _epilogue_tile_size(cta_m: int, cta_n: int, use_2cta: bool, width_d: int, width_c: int | None, d_m_major: bool,
                        c_m_major: bool, warps: tuple[int, int]) -> tuple[int, int]:
    """The DSL's compute_epilogue_tile_size: (tile_m, tile_n) of an epilogue subtile -- tile_m as many TMEM
    datapaths as the warps own (32 a warp), tile_n a performance target (4096 or, for 4-bit D, 8192 elements a
    subtile without C; by C's width with it) halved until it divides the CTA's N, raised to the TMA store's minimum
    (128 bits a warp along N when N-major; FP6: 128 elements), and the CTA's N when it does not divide it."""
    warp_m, warp_n = warps
    tile_m = min(cta_m, 32 * warp_m)
    if width_c is None:
        n_perf = (8192 if width_d == 4 else 4096) // tile_m
    else:
        widest = max(width_c, width_d)
        n_perf = ((16 if cta_m > 64 and cta_n <= 128 else 32) if widest == 32 else
                  (32 if cta_n <= 128 else 64) if widest == 16 else 64)
    while cta_n % n_perf:
        n_perf //= 2
    tile_n = min(cta_n, max(n_perf, _tma_n_min(width_c, c_m_major, warp_n), _tma_n_min(width_d, d_m_major, warp_n)))
    return tile_m, tile_n if cta_n % tile_n == 0 else cta_n


@helper(("blackwell_helpers",), "compute_epilogue_tile_shape", "cta_tile_shape", "use_2cta_instrs", "layout_d",
        "elem_ty_d", layout_c=None, elem_ty_c=None, tmem_warp_shape_mn=None)
def _sm100_epilogue_tile_shape(call: Call, p: dict) -> Any:
    """The epilogue's tiler (tile_m:1, the N subtile strided over the warps along N), as the DSL computes it."""
    d = _numeric(p["elem_ty_d"], "elem_ty_d")
    c = None if _none(p["elem_ty_c"]) else _numeric(p["elem_ty_c"], "elem_ty_c")
    cta_m, cta_n = (_int(x, "the CTA tile") for x in _tile3(p["cta_tile_shape"], "compute_epilogue_tile_shape")[:2])
    d_m_major = _layout_enum(p["layout_d"], "compute_epilogue_tile_shape").name == "COL_MAJOR"
    c_m_major = _none(p["layout_c"]) or _layout_enum(p["layout_c"], "compute_epilogue_tile_shape").name == "COL_MAJOR"
    use_2cta = bool(p["use_2cta_instrs"])
    warps = ((2, 2) if cta_m == 64 and use_2cta else (4, 1)) if _none(p["tmem_warp_shape_mn"]) else tuple(
        _int(x, "tmem_warp_shape_mn") for x in p["tmem_warp_shape_mn"])
    tile_m, tile_n = _epilogue_tile_size(cta_m, cta_n, use_2cta, d.width, None if c is None else c.width, d_m_major,
                                         c_m_major, (warps[0], warps[1]))
    if cta_n < _tma_n_min(None if c is None else c.width, c_m_major, warps[1]) or cta_n < _tma_n_min(
            d.width, d_m_major, warps[1]):
        raise CuteTypeError(f"CTA tile too small: cta_tile_shape={py_str(p['cta_tile_shape'])}")
    n_layout = call("make_layout", (StaticInt(tile_n // warps[1]), StaticInt(warps[1])),
                    stride=(StaticInt(1), StaticInt(cta_n // warps[1])))
    return (call("make_layout", StaticInt(tile_m)), call("coalesce", n_layout))


# cutlass.utils re-exports them (its __init__.py): utils.sm90 and utils.sm100 are the two modules;
# utils.make_smem_layout_a is Blackwell's, utils.sm90_make_smem_layout_a and compute_tile_shape_or_override Hopper's.
_SM90_IN_UTILS = {"sm90_get_smem_store_op": "sm90_get_smem_store_op", "compute_tile_shape_or_override":
                  "compute_tile_shape_or_override", **{f"sm90_{n}": n for n in (
                      "get_smem_layout_atom", "make_smem_layout_a", "make_smem_layout_b", "make_smem_layout_epi",
                      "make_trivial_tiled_mma")}}
for (_module, _name), _fn in list(HELPERS.items()):
    if _module in ("hopper_helpers", "blackwell_helpers"):
        HELPERS["sm90" if _module == "hopper_helpers" else "sm100", _name] = _fn
        if _module == "blackwell_helpers":
            HELPERS["utils", _name] = _fn
HELPERS.update({("utils", alias): HELPERS["hopper_helpers", name] for alias, name in _SM90_IN_UTILS.items()})


# get_tmem_load_op's choice of TMEM load, by (accumulator bits, D bits): for 16 datapaths a warp M-major, N-major,
# then 32 M-major, N-major, the load's (datapaths, bits) (None: the DSL refuses, "Num dp must be 32.")
_TMEM_LOADS = {
    (32, 32): ((16, 256), (16, 128), (32, 32), (32, 32)),
    (32, 16): ((16, 256), (16, 256), (16, 256), (32, 32)),
    (32, 8): ((16, 256), (16, 32), (16, 256), (32, 32)),
    (16, 16): ((16, 128), (16, 128), (16, 128), (32, 32)),
    (32, 6): (None, None, (32, 32), (32, 32)),
    (32, 4): (None, None, (32, 32), (32, 32)),
}
_TMEM_LOAD_OPS = {(16, 64): "Ld16x64bOp", (16, 128): "Ld16x128bOp", (16, 256): "Ld16x256bOp",
                  (16, 32): "Ld16x32bx2Op", (32, 32): "Ld32x32bOp"}


@helper(("blackwell_helpers",), "get_tmem_load_op", "cta_tile_shape", "layout_d", "elem_ty_d", "elem_ty_acc",
        "epi_tile", "use_2cta_instrs", tmem_warp_shape_mn=None)
def _sm100_tmem_load_op(call: Call, p: dict) -> Any:
    """The TMEM load of the epilogue: by the warp's share of the epilogue tile (16 or 32 datapaths) and the types,
    the widest repetition whose columns divide the warp's (x128 and x64 for the narrow loads only)."""
    acc, d = _numeric(p["elem_ty_acc"], "elem_ty_acc"), _numeric(p["elem_ty_d"], "elem_ty_d")
    cta = _tile3(p["cta_tile_shape"], "get_tmem_load_op")
    m_major = _layout_enum(p["layout_d"], "get_tmem_load_op").name == "COL_MAJOR"
    warps = ((2, 2) if _int(cta[0], "the CTA tile") == 64 and bool(p["use_2cta_instrs"]) else (4, 1)) if _none(
        p["tmem_warp_shape_mn"]) else tuple(p["tmem_warp_shape_mn"])
    warp_tile = call("shape_div", call("product_each", call("shape", p["epi_tile"])),
                     tuple(StaticInt(int(w)) for w in warps))
    num_dp = _int(call("size", warp_tile[0]), "datapaths")
    if num_dp not in (16, 32):
        raise CuteTypeError("Cta tile and 2sm config does not generate correct num dp.")
    col_bits = _int(call("size", warp_tile[1]), "columns") * acc.width
    loads = _TMEM_LOADS.get((acc.width, d.width))
    if loads is None:
        raise CuteTypeError(f"Can not handle acc/d type combination: elem_ty_acc={acc.name}, elem_ty_d={d.name}")
    shape = loads[(0 if num_dp == 16 else 2) + (0 if m_major else 1)]
    if shape is None:
        raise CuteTypeError("Num dp must be 32.")
    div = 64 if shape == (16, 32) else shape[1]
    reps = [r for r in (128, 64, 32, 16, 8, 4, 2, 1) if (r != 128 or shape in ((16, 64), (16, 32), (32, 32))) and
            (r != 64 or shape != (16, 256))]
    rep = next((r for r in reps if col_bits % (div * r) == 0), None)
    if rep is None:
        raise CuteTypeError("Can not pick tmem_rep based on cta tile shape and tmem atom.")
    pack = ENUMS["tcgen05", "Pack"]("PACK_16b_IN_32b" if acc.width == 16 and d.width == 16 else "NONE")
    op = _op("tcgen05", _TMEM_LOAD_OPS[shape], ENUMS["tcgen05", "Repetition"](f"x{rep}"), pack)
    return copy_atom(op, acc)
