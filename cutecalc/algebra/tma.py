"""TMA copies as CuTe builds them on the host (cute/atom/copy_traits_sm90_tma.hpp, copy_traits_sm100_tma.hpp),
up to the call that hands the descriptor to the driver (cuTensorMapEncodeTiled).

It is layout algebra.  The smem layout's inverse traces the largest contiguous vector of shared memory; composed
with the CTA tile (an identity layout whose strides are the gmem modes E<i>) it says which gmem mode each smem
index walks:

    sidx2gmode = coalesce(cta_v_map o right_inverse(smem_layout)), cut before the first stride that is not E<i>
    tma_gbasis = (box modes, size <= 256 each):(gmem modes)  ++  the gmem modes the tile does not touch, size 1

tma_gbasis's modes are the descriptor's dimensions (at most 5: the trailing ones are grouped): the box is their
sizes (divided among the CTAs of a multicast), the global extents and byte strides come from the gmem modes
they name.  get_tma_tensor(shape) is the coordinate tensor whose strides send a gmem coordinate to the TMA
coordinate it is in (E<j>, scaled where several gmem modes fold into one TMA dimension).  The TiledCopy
gives each CTA of the multicast (thread) a slice of the box (values) along the smem vector:

    layout_V = tile_to_shape(right_inverse(smem) o box_size, size(tile))      (value -> smem coordinate)
    layout_T = right_inverse(smem) o (cosize(cta_t) : box_size / cosize(cta_t)) o cta_t

What CuTe refuses with a static_assert or an assert, and what the driver refuses, is refused here with its reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..errors import CuteDomainError
from ..record import record
from . import inttuple as it
from . import layout as lo
from .atoms import CopyAtom
from .basis import ScaledBasis, basis_value, make_basis_like
from .composed import domain_offset, nonswizzle_portion, slice_and_offset, swizzle_portion
from .integers import S, ceil_div_int, igcd, is_integer, is_static_int, mul, value
from .inttuple import UNDERSCORE
from .layout import Layout
from .printing import Listing, cute_str
from .relations import tile_to_shape
from .swizzle import ComposedLayout, Swizzle
from .tensor import CoordTensor, Tensor, advance, make_coord_tensor
from .tiled import TiledCopy, TiledMMA

if TYPE_CHECKING:
    from .basis import Stride
    from .integers import Integer, IntTuple
    from .inttuple import Coord
    from .layout import Tiler

# The TMA operations: name -> (threads of the atom (2 for Blackwell's pair of CTAs), whether it multicasts)
TMA_OPS: dict[str, tuple[int, bool]] = {
    "SM90_TMA_LOAD": (1, False),
    "SM90_TMA_LOAD_MULTICAST": (1, True),
    "SM90_TMA_STORE": (1, False),
    "SM90_TMA_REDUCE_ADD": (1, False),
    "SM100_TMA_2SM_LOAD": (2, False),
    "SM100_TMA_2SM_LOAD_MULTICAST": (2, True),
}

# TMA::to_CUtensorMapDataType: the element types CuTe can describe to the driver, by their C++ names
DATA_TYPES: dict[str, str] = {
    "int8_t": "UINT8", "uint8_t": "UINT8", "float_e4m3_t": "UINT8", "float_e5m2_t": "UINT8",
    "float_ue8m0_t": "UINT8", "uint16_t": "UINT16", "uint32_t": "UINT32", "uint64_t": "UINT64",
    "int32_t": "INT32", "int64_t": "INT64", "half_t": "FLOAT16", "float": "FLOAT32", "double": "FLOAT64",
    "bfloat16_t": "BFLOAT16", "tfloat32_t": "TFLOAT32",
}

_SWIZZLE_SPAN = {"CU_TENSOR_MAP_SWIZZLE_32B": 32, "CU_TENSOR_MAP_SWIZZLE_64B": 64, "CU_TENSOR_MAP_SWIZZLE_128B": 128,
                 "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B": 128, "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B": 128}


@record(frozen=True)
class TmaOp:
    """A TMA operation named as C++ names it, SM90_TMA_LOAD{}: what make_tma_copy is asked to build."""
    name: str

    def cute_str(self) -> str:
        return self.name + "{}"


def _refuse(fn: str, why: str) -> CuteDomainError:
    return CuteDomainError(f"{fn}: {why}")


@record(frozen=True)
class Element:
    """The gmem tensor's value type: its C++ name and width in bits."""
    name: str
    bits: int


@record(frozen=True)
class TmaDescriptor(Listing):
    """The arguments CuTe passes to cuTensorMapEncodeTiled (extents and byte strides of the gmem tensor as
    the TMA sees it, the box in shared memory, the swizzle mode)."""

    data_type: str
    global_dim: tuple[int, ...]
    global_strides: tuple[int, ...]   # bytes, for dimensions 1.. (dimension 0 is contiguous)
    box_dim: tuple[int, ...]
    element_strides: tuple[int, ...]
    swizzle: str
    interleave: str = "CU_TENSOR_MAP_INTERLEAVE_NONE"
    l2_promotion: str = "CU_TENSOR_MAP_L2_PROMOTION_L2_128B"
    oob_fill: str = "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE"

    def cute_str(self) -> str:
        def dims(v: tuple[int, ...]) -> str:
            return "(" + ",".join(str(x) for x in v) + ")"
        rows = [("dataType:", self.data_type), ("tensorRank:", str(len(self.global_dim))),
                ("globalDim:", dims(self.global_dim)), ("globalStrides:", dims(self.global_strides)),
                ("boxDim:", dims(self.box_dim)), ("elementStrides:", dims(self.element_strides)),
                ("interleave:", self.interleave), ("swizzle:", self.swizzle), ("l2Promotion:", self.l2_promotion),
                ("oobFill:", self.oob_fill)]
        return "cuTensorMapEncodeTiled\n" + "\n".join(f"  {k:<15} {v}" for k, v in rows)


@record(frozen=True)
class TmaAtom(CopyAtom):
    """Copy_Atom<Copy_Traits<Op, NumBitsPerTMA, AuxTmaParams>, T>: a copy atom that holds its descriptor and the
    strides of its TMA coordinate tensor (AuxTmaParams::g_stride_)."""

    descriptor: TmaDescriptor | None = None
    g_stride: Stride = S(0)
    tma_gbasis: Layout | None = None
    swizzle: Swizzle = Swizzle(0, 4, 3)
    num_multicast: int = 1


def tma_atom_of(x: object) -> TmaAtom | None:
    """The TMA atom of a TMA copy atom or TiledCopy (None for any other)."""
    if isinstance(x, TiledCopy):
        x = x.atom
    return x if isinstance(x, TmaAtom) else None


def get_tma_tensor(atom: TmaAtom, g_shape: IntTuple) -> CoordTensor:
    """tma.get_tma_tensor(g_shape): the coordinate tensor g_shape:g_stride, each gmem coordinate's TMA coordinate."""
    if not it.congruent(g_shape, atom.g_stride):
        raise _refuse("get_tma_tensor", f"the shape {cute_str(g_shape)} is not congruent with the TMA's gmem "
                      f"strides {cute_str(atom.g_stride)} (CuTe: static_assert is_congruent): pass shape(gA)")
    return make_coord_tensor(lo.make_layout(g_shape, atom.g_stride))


# ---------------------------------------------------------------------------------------------
# The swizzle mode
# ---------------------------------------------------------------------------------------------

def tma_swizzle(sw: Swizzle, fn: str) -> str:
    """get_tma_swizzle_bits / get_tma_swizzle_base: the descriptor's swizzle mode for the smem layout's swizzle
    (which acts on byte addresses: M = 4 swizzles 16-byte units), refused as CuTe's static_asserts refuse it."""
    b, m, s = sw.bits, sw.base, sw.shift
    what = f"the smem layout's swizzle {cute_str(sw)} is not a TMA swizzle mode"
    if m == 4:
        if not 0 <= b <= 3:
            raise _refuse(fn, f"{what}: Expected B = 0,1,2, or 3 when M == 4. Unsupported layout swizzle.")
        if s != 3:
            raise _refuse(fn, f"{what}: Expected S = 3 when M == 4. Unsupported layout swizzle.")
        return "CU_TENSOR_MAP_SWIZZLE_" + ("NONE", "32B", "64B", "128B")[b]
    if m in (5, 6):
        if b != 2:
            raise _refuse(fn, f"{what}: Expected B = 2 when M == 5 or 6. Unsupported layout swizzle.")
        if m == 5 and s != 2:
            raise _refuse(fn, f"{what}: Expected S = 2 when M == 5. Unsupported layout swizzle.")
        return "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_" + ("32B" if m == 5 else "64B")
    raise _refuse(fn, f"{what}: Unsupported layout swizzle. (TMA swizzles 16-, 32- or 64-byte units: Sw<B,4,3>, "
                  "Sw<2,5,2>, Sw<2,6,S>)")


# ---------------------------------------------------------------------------------------------
# detail::construct_tma_gbasis
# ---------------------------------------------------------------------------------------------

def _static_value_is(x: object, n: int) -> bool:
    return is_static_int(x) and value(x) == n


def coalesce_256(layout: Layout) -> Layout:
    """detail::coalesce_256: coalesce the flattened modes greedily, merging two only while the merged extent is
    at most 256 (a TMA box dimension's limit) and, as CuTe can only merge what it knows, both are static."""
    shapes = it.flatten_to_tuple(layout.shape)
    strides = it.flatten_to_tuple(layout.stride)
    new_shape: list[Integer] = [shapes[0]]
    new_stride: list[Integer | ScaledBasis] = [strides[0]]
    for s, d in zip(shapes[1:], strides[1:]):
        if _static_value_is(s, 1):
            continue
        if len(new_shape) == 1 and _static_value_is(new_shape[0], 1):
            new_shape, new_stride = [s], [d]
            continue
        s0, d0 = new_shape[-1], new_stride[-1]
        if (is_static_int(s0) and is_static_int(d0) and is_static_int(d) and value(s0) * value(d0) == value(d)
                and is_static_int(s) and value(s) * value(s0) <= 256):
            new_shape[-1] = mul(s, s0)
            continue
        new_shape.append(s)
        new_stride.append(d)
    if len(new_shape) == 1:
        if _static_value_is(new_shape[0], 1):
            return Layout(S(1), S(0))
        return Layout(new_shape[0], new_stride[0])
    return Layout(tuple(new_shape), tuple(new_stride))


def construct_tma_gbasis(glayout: Layout, smem_layout: Layout, cta_v_map: Layout, fn: str) -> Layout:
    """The TMA's modes (box extent) : (the gmem mode(s) each one walks), at most five of them."""
    if not (is_static_int(lo.size(smem_layout)) and is_static_int(lo.size(cta_v_map))):
        raise _refuse(fn, f"the CTA tile {cute_str(cta_v_map)} and the smem layout must have static sizes: CuTe's "
                      "CUTE_STATIC_ASSERT_V(size(slayout) == size(cta_v_map), \"TMA requires CTA_Tile and SLayout "
                      "top-level size equivalence.\") does not compile otherwise")
    if value(lo.size(smem_layout)) != value(lo.size(cta_v_map)):
        raise _refuse(fn, f"the CTA tile has {value(lo.size(cta_v_map))} elements, the smem layout "
                      f"{value(lo.size(smem_layout))}: TMA requires CTA_Tile and SLayout top-level size equivalence.")
    inv_smem_layout = lo.right_inverse(smem_layout)
    sidx2gmode_full = lo.coalesce(lo.composition(cta_v_map, inv_smem_layout))
    strides = it.wrap(sidx2gmode_full.stride)
    smem_rank = next((i for i, d in enumerate(strides) if not _static_value_is(basis_value(d), 1)), len(strides))
    if smem_rank == 0:
        raise _refuse(fn, f"the smem layout's contiguous vector {cute_str(sidx2gmode_full)} does not walk a gmem mode "
                      "with unit steps: Could not find a common tile-gmem vectorization. Does the Tile select out "
                      "major GMEM modes?")
    sidx2gmode = lo.take(0, smem_rank, sidx2gmode_full)
    tile_gstride = lo.composition(glayout, sidx2gmode)
    tma_gstride = coalesce_256(tile_gstride)
    gbasis = lo.make_identity_layout(glayout.shape)
    tile_gbasis_tmp = lo.composition(gbasis, sidx2gmode)
    tile_gbasis = Layout(tile_gstride.shape, tile_gbasis_tmp.stride)
    tma_gbasis_tile = lo.composition(tile_gbasis, lo.make_layout(it.wrap(tma_gstride.shape)))
    used = it.flatten_to_tuple(tma_gbasis_tile.stride)
    remaining = []
    for s, d, e in zip(it.flatten_to_tuple(glayout.shape), it.flatten_to_tuple(glayout.stride),
                       it.flatten_to_tuple(gbasis.stride)):
        if _static_value_is(s, 1) or _static_value_is(d, 0):
            continue            # size 1 or stride 0: no contribution
        if not any(isinstance(u, ScaledBasis) and u == e for u in used):
            remaining.append(e)
    full = Layout(it.wrap(tma_gbasis_tile.shape) + (S(1),) * len(remaining),
                  it.wrap(tma_gbasis_tile.stride) + tuple(remaining))
    return lo.group(min(it.rank(full.shape), 4), -1, full)   # the TMA has at most 5 dimensions


# ---------------------------------------------------------------------------------------------
# detail::make_tma_copy_desc
# ---------------------------------------------------------------------------------------------

def _mode_of(e: ScaledBasis, t: Stride) -> Integer:
    """The extent (or stride) of the gmem mode a basis element of its identity layout names: an integer."""
    x = it.basis_get(e, t)
    assert is_integer(x)   # (the identity layout's bases name the gmem layout's leaves)
    return x


def _fill_gmem_shape_stride(glayout: Layout, tma_gbasis: Layout) -> tuple[list[int], list[int]]:
    """fill_tma_gmem_shape_stride: each TMA dimension's extent and stride (in elements) from the gmem modes it
    names; a dimension folding several gmem modes has their gcd as stride and the extent that reaches the last."""
    shape, stride = [1] * 5, [0] * 5
    for i, mode in enumerate(it.wrap(tma_gbasis.stride)):
        if it.rank(mode) == 1:
            e = it.unwrap(mode)
            assert isinstance(e, ScaledBasis)
            shape[i] = value(_mode_of(e, glayout.shape))
            stride[i] = value(_mode_of(e, glayout.stride))
            continue
        for e in it.wrap(mode):
            assert isinstance(e, ScaledBasis)
            shape_j = value(_mode_of(e, glayout.shape))
            stride_j = value(_mode_of(e, glayout.stride))
            old = stride[i]
            stride[i] = _gcd(stride[i], stride_j)
            if stride[i] != 0:
                shape[i] = (shape[i] - 1) * (old // stride[i]) + (shape_j - 1) * (stride_j // stride[i]) + 1
            else:
                shape[i] = shape_j
    return shape, stride


def _gcd(a: int, b: int) -> int:
    return value(igcd(a, b))


def _data_type(element: Element, fn: str) -> str:
    """TMA::to_CUtensorMapDataType<T> (a static_assert for any other type)."""
    data_type = DATA_TYPES.get(element.name)
    if data_type is None:
        raise _refuse(fn, f"CuTe has no TMA data type for {element.name}: Unknown TMA Format! (it describes "
                      f"{', '.join(sorted(DATA_TYPES))})")
    return "CU_TENSOR_MAP_DATA_TYPE_" + data_type


def make_tma_copy_desc(glayout: Layout, element: Element, tma_gbasis: Layout, swizzle: str, num_multicast: int,
                       fn: str) -> tuple[TmaDescriptor, Stride]:
    """The descriptor's arguments, checked as CuTe asserts them at run time, and the TMA coordinate tensor's
    strides (the data type and the swizzle mode, checked at compile time, come in checked)."""
    tma_dim = it.rank(tma_gbasis.shape)
    gshape, gstride = _fill_gmem_shape_stride(glayout, tma_gbasis)
    for i, n in enumerate(gshape):
        if not 1 <= n <= 1 << 32:
            raise _refuse(fn, f"TMA dimension {i} spans {n} elements of gmem: CuTe asserts gmem_prob_shape[{i}] in "
                          "[1, 2^32] (Size must be min 1, max 2^32)")
    if gstride[0] != 1:
        raise _refuse(fn, f"the smem layout's contiguous direction has gmem stride {gstride[0]}, not 1: CuTe asserts "
                      "gmem_prob_stride[0] == 1 && \"Majorness of smem doesn't match majorness of gmem\"")
    byte_strides = [s * element.bits // 8 for s in gstride]
    for i in range(1, 5):
        if byte_strides[i] >= 1 << 40:
            raise _refuse(fn, f"TMA dimension {i} has a gmem stride of {byte_strides[i]} bytes: CuTe asserts "
                          f"(gmem_prob_stride[{i}]) < (uint64_t(1) << 40) (Stride must be max 2^40)")
        if byte_strides[i] % 16:
            raise _refuse(fn, f"TMA dimension {i} has a gmem stride of {byte_strides[i]} bytes: CuTe asserts "
                          f"(gmem_prob_stride[{i}] & 0b1111) == 0 (Stride must be multiple of 16B (128b))")
    box = [1] * 5
    for i in range(tma_dim):
        box[i] = value(lo.size(lo.get_mode(tma_gbasis, i)))
    i, multicast = tma_dim - 1, num_multicast
    while multicast > 1:
        if i < 0:
            raise _refuse(fn, f"the box {tuple(box[:tma_dim])} has fewer elements than the {num_multicast} CTAs "
                          "of the multicast")
        if box[i] % multicast and multicast % box[i]:
            raise _refuse(fn, f"box dimension {i} ({box[i]}) and the {multicast} CTAs left of the multicast do not "
                          "divide each other: CuTe asserts smem_box_shape[i] % multicast == 0 || "
                          "multicast % smem_box_shape[i] == 0")
        new_mult = -(-multicast // box[i])
        box[i] = -(-box[i] // multicast)
        multicast = new_mult
        i -= 1
    for i, n in enumerate(box):
        if not 1 <= n <= 256:
            raise _refuse(fn, f"box dimension {i} is {n}: CuTe asserts smem_box_shape[{i}] <= (uint32_t(1) << 8) "
                          "(Size must be max 2^8 = 256)")
    desc = TmaDescriptor(_data_type(element, fn), tuple(gshape[:tma_dim]),
                         tuple(byte_strides[1:tma_dim]), tuple(box[:tma_dim]), (1,) * tma_dim, swizzle)
    _driver_checks(desc, element, fn)
    return desc, _gmem_tma_basis_stride(glayout, element, tma_gbasis, byte_strides)


def _driver_checks(desc: TmaDescriptor, element: Element, fn: str) -> None:
    """What cuTensorMapEncodeTiled refuses (CUDA_ERROR_INVALID_VALUE) of a descriptor CuTe's asserts let through:
    CuTe then prints the arguments, 'Error: Failed to initialize the TMA descriptor 1', and asserts."""
    inner = desc.box_dim[0] * element.bits // 8
    why = ""
    if inner % 16:
        why = f"the box's inner dimension is {inner} bytes, not a multiple of 16"
    span = _SWIZZLE_SPAN.get(desc.swizzle)
    if span is not None and inner > span:
        why = f"the box's inner dimension is {inner} bytes, more than the {span}-byte span of {desc.swizzle}"
    if why:
        raise _refuse(fn, f"the driver refuses the descriptor CuTe builds ({why}): cuTensorMapEncodeTiled returns "
                      "CUDA_ERROR_INVALID_VALUE, and CuTe reports Failed to initialize the TMA descriptor")


def _gmem_tma_basis_stride(glayout: Layout, element: Element, tma_gbasis: Layout, byte_strides: list[int]
                           ) -> Stride:
    """For each gmem mode, the TMA coordinate it moves: E<j> of the TMA dimension j that holds it (scaled by the
    gmem stride for dimension 0, by the stride ratio where several gmem modes fold into dimension j), _0 for a
    mode the TMA does not see."""
    modes = it.wrap(tma_gbasis.stride)

    def leaf(e: ScaledBasis) -> Stride:
        si, di = _mode_of(e, glayout.shape), _mode_of(e, glayout.stride)
        if _static_value_is(si, 1) or _static_value_is(di, 0):
            return S(0)
        j = next((j for j, m in enumerate(modes) if any(isinstance(d, ScaledBasis) and d == e for d in it.wrap(m))),
                 None)
        if j is None:
            return S(0)
        if j == 0:
            return ScaledBasis(di, (0,))
        if it.rank(modes[j]) == 1:
            return ScaledBasis(S(1), (j,))
        # (CuTe divides the mode's stride in bits by the TMA dimension's stride in bytes: 8 x the ratio)
        scale = value(ceil_div_int(value(di) * element.bits // max(byte_strides[j], 16), 8))
        return ScaledBasis(scale, (j,))

    def walk(b: Stride) -> Stride:
        if isinstance(b, tuple):
            return tuple(walk(x) for x in b)
        assert isinstance(b, ScaledBasis)
        return leaf(b)

    return walk(make_basis_like(glayout.shape))


# ---------------------------------------------------------------------------------------------
# make_tma_copy, make_tma_atom
# ---------------------------------------------------------------------------------------------

def _copy_atom(op: str, element: Element, num_bits: int, **tma: object) -> TmaAtom:
    threads, _ = TMA_OPS[op]
    thr_id = Layout(S(threads), S(0) if threads == 1 else S(1))
    n = S(num_bits // element.bits)
    view = Layout((S(threads), n), (S(0) if threads == 1 else n, S(1)))
    return TmaAtom(op, element.name, "SM100" if op.startswith("SM100") else "SM90", thr_id, view, view, view,
                   element.bits, **tma)  # type: ignore[arg-type]


@record(frozen=True)
class _Plan:
    """What CuTe settles at compile time: the TMA's modes, the swizzle and its mode (each checked)."""
    tma_gbasis: Layout
    swizzle: Swizzle
    swizzle_mode: str


def _plan(glayout: Layout, element: Element, slayout: Layout | ComposedLayout, cta_v_map: Layout, fn: str) -> _Plan:
    sw, smem_layout = _portions(slayout, fn)
    tma_gbasis = construct_tma_gbasis(glayout, smem_layout, cta_v_map, fn)
    mode = tma_swizzle(sw, fn)
    _data_type(element, fn)
    return _Plan(tma_gbasis, sw, mode)


def _atom(op: str, glayout: Layout, element: Element, plan: _Plan, num_multicast: int, fn: str) -> TmaAtom:
    """The atom, with its descriptor checked as CuTe checks it at run time (and the driver after it)."""
    desc, g_stride = make_tma_copy_desc(glayout, element, plan.tma_gbasis, plan.swizzle_mode, num_multicast, fn)
    num_bits = value(lo.size(plan.tma_gbasis)) * element.bits
    return _copy_atom(op, element, num_bits, descriptor=desc, g_stride=g_stride, tma_gbasis=plan.tma_gbasis,
                      swizzle=plan.swizzle, num_multicast=num_multicast)


def make_tma_copy_atom(op: str, glayout: Layout, element: Element, slayout: Layout | ComposedLayout,
                       num_multicast: int, cta_v_map: Layout, fn: str) -> TmaAtom:
    return _atom(op, glayout, element, _plan(glayout, element, slayout, cta_v_map, fn), num_multicast, fn)


def _portions(slayout: Layout | ComposedLayout, fn: str) -> tuple[Swizzle, Layout]:
    try:
        sw, rest = swizzle_portion(slayout), nonswizzle_portion(slayout)
    except CuteDomainError:
        rest = None
    if not isinstance(rest, Layout):
        raise _refuse(fn, f"the smem layout must be a Layout or a swizzled layout Sw<B,M,S> o offset o Layout, got "
                      f"{cute_str(slayout)}")
    if not it.is_static(rest.shape) or not it.is_static(rest.stride):
        raise _refuse(fn, f"the smem layout {cute_str(rest)} must be static (CuTe computes the box at compile time)")
    return sw, rest


def make_tma_copy_tiled(op: str, glayout: Layout, element: Element, slayout: Layout | ComposedLayout,
                        cta_t_map: Layout, cta_v_map: Layout, fn: str) -> TiledCopy:
    """detail::make_tma_copy_tiled: the atom, and a TiledCopy whose threads are the CTAs of the multicast (each
    one a slice of the box) and whose values walk the smem vector box by box over the CTA tile."""
    num_multicast = value(lo.cosize(cta_t_map))
    plan = _plan(glayout, element, slayout, cta_v_map, fn)
    num_elems_per_tma = lo.size(plan.tma_gbasis)
    if value(num_elems_per_tma) % num_multicast:
        raise _refuse(fn, f"the box's {value(num_elems_per_tma)} elements do not split among {num_multicast} CTAs: "
                      "Static safe_div requires t % u == 0")
    inv_smem_layout = lo.right_inverse(_portions(slayout, fn)[1])
    layout_v = lo.composition(inv_smem_layout, num_elems_per_tma)
    layout_V = tile_to_shape(lo.concat_layouts(layout_v), lo.size(cta_v_map))
    layout_t = lo.make_layout(lo.cosize(cta_t_map), S(value(num_elems_per_tma) // num_multicast))
    layout_T = lo.composition(inv_smem_layout, lo.composition(layout_t, cta_t_map))
    layout_TV = lo.concat_layouts(layout_T, layout_V)
    atom = _atom(op, glayout, element, plan, num_multicast, fn)   # (run time: after all CuTe checks at compile time)
    return TiledCopy(atom, layout_TV, it.product_each(cta_v_map.shape))


def _cta_v_map(glayout: Layout, cta_tiler: Tiler) -> Layout:
    return lo.composition(lo.make_identity_layout(glayout.shape), cta_tiler)


def _cluster_size(cluster: Integer | Layout, fn: str) -> Layout:
    if isinstance(cluster, Layout):
        return cluster
    if not is_static_int(cluster):
        raise _refuse(fn, f"the cluster size must be static (Int<N>{{}}), got {cute_str(cluster)}")
    return lo.make_layout(cluster)


def _check_op(op: str, fn: str) -> None:
    if op not in TMA_OPS:
        raise _refuse(fn, f"{op} is not a TMA operation ({', '.join(TMA_OPS)})")


def make_tma_copy(op: str, glayout: Layout, element: Element, slayout: Layout | ComposedLayout,
                  cta_tiler: Tiler | None = None, cluster_size: Integer | Layout = S(1),
                  fn: str = "make_tma_copy") -> TiledCopy:
    """make_tma_copy(op, gtensor, slayout[, cta_tiler][, cluster_size]): the tiler defaults to the smem
    layout's shape (product_each), the cluster size to _1."""
    if cta_tiler is None:
        cta_tiler = it.product_each(_portions(slayout, fn)[1].shape)
    cta_t_map = _cluster_size(cluster_size, fn)
    _check_op(op, fn)
    return make_tma_copy_tiled(op, glayout, element, slayout, cta_t_map, _cta_v_map(glayout, cta_tiler), fn)


def make_tma_atom(op: str, glayout: Layout, element: Element, slayout: Layout | ComposedLayout, cta_tiler: Tiler,
                  cluster_size: Integer | Layout = S(1), fn: str = "make_tma_atom") -> TmaAtom:
    """make_tma_atom(op, gtensor, slayout, cta_tiler[, cluster_size]): the atom alone; its multicast is
    size(cluster_size)."""
    n = value(lo.size(cluster_size)) if isinstance(cluster_size, Layout) else value(cluster_size)
    _check_op(op, fn)
    return make_tma_copy_atom(op, glayout, element, slayout, n, _cta_v_map(glayout, cta_tiler), fn)


_DROP = {"A": 1, "B": 0, "C": 2}   # the mode of an (M,N,K,...) tiler an operand's tile leaves out


def _operand_tiler(tiler: IntTuple, operand: str) -> tuple[IntTuple, ...]:
    """remove<1> (A), remove<0> (B) or remove<2> (C) of an (M,N,K,...) tiler."""
    return tuple(x for i, x in enumerate(it.wrap(tiler)) if i != _DROP[operand])


def make_tma_copy_mnk(operand: str, op: str, glayout: Layout, element: Element, slayout: Layout | ComposedLayout,
                      cta_tiler: IntTuple, cluster_shape: IntTuple | None, fn: str) -> TiledCopy:
    """make_tma_copy_A_sm90 / B / C: the operand's modes of an (M,N,K) CTA tiler; A multicasts over the cluster's
    N extent, B over its M extent, C not at all."""
    if operand == "C":
        cta_t_map = Layout(S(1), S(0))
    else:
        assert cluster_shape is not None
        cta_t_map = lo.make_layout(lo.size(lo.make_layout(it.get(cluster_shape, 1 if operand == "A" else 0))))
    _check_op(op, fn)
    return make_tma_copy_tiled(op, glayout, element, slayout, cta_t_map,
                               _cta_v_map(glayout, _operand_tiler(cta_tiler, operand)), fn)


# Blackwell: the tile is an MMA's, partitioned among the CTAs of the MMA (two for a 2SM MMA) as the MMA partitions
# the operand; A's loads are shared by the cluster's N CTAs, B's by its M CTAs (mode 2, 1 of the (V,M,N,K) cluster).
_SM100_MULTICAST_MODE = {"A": 2, "B": 1}


def _check_sm100_op(op: str, operand: str, fn: str) -> None:
    """The operations the Blackwell makers take (their if constexpr chains): loads, multicast loads and the store
    for A and B; for C no multicast (nor a reduction)."""
    _check_op(op, fn)
    if operand == "C":
        if TMA_OPS[op][1] or op == "SM90_TMA_REDUCE_ADD":
            raise _refuse(fn, f"{op}: Unsupported TMA Op, expected a non-multicast TMA")
    elif op == "SM90_TMA_REDUCE_ADD":
        raise _refuse(fn, f"{op}: Unsupported TMA")


def _sm100_cta_v_tile(mma: TiledMMA, glayout: Layout, mma_tiler: IntTuple, operand: str) -> Layout:
    """layout<1>(mma.thrfrg_X(g_tile))(_, repeat<rank(g_tile)>(_)): the operand tile's values, (MMA, MMA_M, MMA_K)."""
    g_tile = _cta_v_map(glayout, _operand_tiler(mma_tiler, operand))
    frg = mma.thrfrg(g_tile, operand)
    r = it.rank(g_tile.shape)
    return lo.slice_layout((UNDERSCORE, (UNDERSCORE,) * r if r != 1 else UNDERSCORE), lo.get_mode(frg, 1))


def make_tma_atom_sm100(operand: str, op: str, glayout: Layout, element: Element, slayout: Layout | ComposedLayout,
                        mma_tiler: IntTuple, mma: TiledMMA, cluster: Layout | IntTuple, fn: str) -> TmaAtom:
    """make_tma_atom_A_sm100 / B: the atom for the operand tile of one MMA, multicast (for the multicast
    operations) to the cluster's N CTAs (A) or M CTAs (B)."""
    _check_sm100_op(op, operand, fn)
    multicast = TMA_OPS[op][1]
    n = 1
    if multicast:
        mode = cluster.shape if isinstance(cluster, Layout) else cluster
        n = value(it.product(it.get(mode, _SM100_MULTICAST_MODE[operand])))
    return make_tma_copy_atom(op, glayout, element, slayout, n, _sm100_cta_v_tile(mma, glayout, mma_tiler, operand),
                              fn)


def make_tma_copy_sm100(operand: str, op: str, glayout: Layout, element: Element, slayout: Layout | ComposedLayout,
                        cluster_tiler: IntTuple, mma: TiledMMA, fn: str) -> TiledCopy:
    """make_tma_copy_A_sm100 / B / C: the TiledCopy over the MMA's CTAs, a CTA's multicast peers being those of
    the MMA's (V,M,N,K) thread layout along N (A) or M (B) for a multicast operation, none otherwise."""
    _check_sm100_op(op, operand, fn)
    vmnk = mma.thr_layout_vmnk.shape
    axis = _SM100_MULTICAST_MODE.get(operand) if TMA_OPS[op][1] else None
    strides = tuple(S(1) if i == axis else S(0) for i in range(4))
    cta_t_map = lo.coalesce(lo.make_layout(vmnk, it.compact_major(vmnk, strides)))
    return make_tma_copy_tiled(op, glayout, element, slayout, cta_t_map,
                               _sm100_cta_v_tile(mma, glayout, cluster_tiler, operand), fn)


# ---------------------------------------------------------------------------------------------
# tma_partition: the partitioner of a TMA atom (the kernels' side of make_tma_atom)
# ---------------------------------------------------------------------------------------------

def tma_partition(atom: TmaAtom, cta_coord: IntTuple, cta_layout: Layout, stensor: Tensor, gtensor: Tensor,
                  fn: str = "tma_partition") -> tuple[Tensor, Tensor]:
    """tma_partition(atom, cta_coord, cta_layout, sA, gA): (gA's, sA's) partition ((TMA,TMA_Iter), Rest...): mode
    0 of each (the CTA tile) is walked along the smem layout's longest contiguous vector, cut into the atom's
    instructions (TMA) and their repeats (TMA_Iter); a multicast CTA (cta_layout(cta_coord) of cosize(cta_layout))
    starts at its slice of the first box."""
    s_layout, g_layout = stensor.layout, gtensor.layout
    if not isinstance(s_layout, Layout) or not isinstance(g_layout, Layout):
        raise _refuse(fn, "the smem and gmem tensors must have plain layouts (a GMMA/UMMA atom's swizzle goes to the "
                      "smem pointer: make_tensor(make_smem_ptr(p), sA_layout))")
    s0, g0 = lo.get_mode(s_layout, 0), lo.get_mode(g_layout, 0)
    if value(lo.size(s0)) != value(lo.size(g0)):
        raise _refuse(fn, f"mode 0 of the smem tensor has {value(lo.size(s0))} elements, of the gmem tensor "
                      f"{value(lo.size(g0))}: CUTE_STATIC_ASSERT_V(size<0>(stensor) == size<0>(gtensor)) (group the "
                      "CTA tile's modes into mode 0: group_modes<0,2>(sA))")
    inv_smem_layout = lo.right_inverse(s0)
    layout_v = tile_to_shape(lo.concat_layouts(inv_smem_layout), lo.size(s0))
    tma_layout_v = lo.make_layout(lo.size(atom.layout_src, 1))
    layout_V = lo.logical_divide(layout_v, tma_layout_v)

    def partition(t: Tensor, rank: int) -> Tensor:
        tiler = (layout_V,) + (UNDERSCORE,) * (rank - 1)
        layout = lo.coalesce(lo.composition(cast(Layout, t.layout), tiler), ((S(1), S(1)),))
        multicast = mul(cast("Integer", cta_layout(cta_coord)),
                        S(value(lo.size(tma_layout_v)) // value(lo.cosize(cta_layout))))
        coord: IntTuple = ((multicast, S(0)),) + (S(0),) * (rank - 1)
        moved, offset = domain_offset(coord, layout)
        return Tensor(advance(t.iterator, offset), moved)

    return (partition(gtensor, it.rank(g_layout.shape)), partition(stensor, it.rank(s_layout.shape)))


def create_tma_multicast_mask(modes: tuple[int, ...], cta_layout_vmnk: Layout, cta_coord_vmnk: Coord,
                              fn: str = "create_tma_multicast_mask") -> Integer:
    """create_tma_multicast_mask<Modes...>(cta_layout_vmnk, cta_coord_vmnk): the uint16_t mask of the CTAs (their
    ranks in the cluster) a multicast from this CTA writes: the coordinate's Modes freed (`_`), bit cta_layout(i) of
    each CTA of the slice, shifted by the slice's offset.  A dynamic flat rank-1 slice takes CuTe's shift-and-select
    path (shape<0> x stride<0> bits: a stride 0 selects none)."""
    coord = cta_coord_vmnk
    for m in modes:
        if not isinstance(coord, tuple) or not 0 <= m < len(coord):
            raise _refuse(fn, f"mode {m} is not a mode of the CTA coordinate {cute_str(coord)}")
        coord = cast("Coord", it.replace(m, coord, UNDERSCORE))
    sliced, elected = slice_and_offset(coord, cta_layout_vmnk)
    if not isinstance(sliced, Layout) or not is_integer(elected):
        raise _refuse(fn, "the cluster layout must be a layout of integers (CTA ranks)")
    bits = 0xFFFF
    shape = it.wrap(sliced.shape)
    if sliced.shape == ():
        mask = 1
    elif len(shape) == 1 and it.depth(sliced.shape) <= 1 and not (it.is_static(sliced.shape)
                                                                 and it.is_static(sliced.stride)):
        stride, extent = value(cast("Integer", it.wrap(sliced.stride)[0])), value(cast("Integer", shape[0]))
        mask = 1
        for k in (1, 2, 4, 8):
            mask = (mask | (mask << (k * stride))) & bits
        span = extent * stride
        if not 0 <= span <= 16:
            raise _refuse(fn, f"the slice spans {span} CTA ranks (shape {extent} x stride {stride}): CuTe shifts a "
                          "16-bit mask by 16 minus that, past its width")
        mask &= bits >> (16 - span)
    else:
        mask = 0
        for i in range(value(lo.size(sliced))):
            rank = value(cast("Integer", sliced(S(i))))
            if not 0 <= rank < 32:
                raise _refuse(fn, f"CTA rank {rank} does not fit the 16-bit multicast mask")
            mask = (mask | (1 << rank)) & bits
    shift = value(cast("Integer", elected))
    if not 0 <= shift < 32:
        raise _refuse(fn, f"the elected CTA rank {shift} does not fit the 16-bit multicast mask")
    return (mask << shift) & bits


# ---------------------------------------------------------------------------------------------
# What the kernel writer asks beyond C++'s print
# ---------------------------------------------------------------------------------------------

@record(frozen=True)
class TmaReport(Listing):
    """tma_descriptor(tma): the descriptor's arguments, then what they mean for a kernel."""

    descriptor: TmaDescriptor
    lines: tuple[str, ...]

    def cute_str(self) -> str:
        return self.descriptor.cute_str() + "".join("\n" + line for line in self.lines)


def tma_report(x: TiledCopy | TmaAtom) -> TmaReport:
    """The descriptor, and what a kernel writer asks of it: the box in bytes, the swizzle mode and where it came
    from, which gmem modes each TMA dimension walks, how many instructions a CTA issues per tile (a TiledCopy's
    tile), and how a multicast shares them."""
    atom = tma_atom_of(x)
    assert atom is not None and atom.descriptor is not None and atom.tma_gbasis is not None
    d = atom.descriptor
    box = 1
    for b in d.box_dim:
        box *= b
    full_box = value(lo.size(atom.tma_gbasis))
    lines = [f"box: {'x'.join(str(b) for b in d.box_dim)} elements of {atom.value_type} = {box * atom.value_bits // 8}"
             f" bytes per TMA instruction, dimension 0 contiguous",
             f"swizzle: {d.swizzle.removeprefix('CU_TENSOR_MAP_SWIZZLE_')}, read from the smem layout's "
             f"{cute_str(atom.swizzle)}",
             f"TMA dimensions (extent):(gmem mode): {cute_str(atom.tma_gbasis)}"]
    if isinstance(x, TiledCopy):
        tile = value(it.product(_tiler_shape(x.tiler_mn)))
        lines.append(f"per CTA tile {cute_str(x.tiler_mn)} ({tile * atom.value_bits // 8} bytes): {tile // full_box} "
                     f"TMA instruction{'s' if tile // full_box != 1 else ''} per CTA")
    if value(lo.size(atom.thr_id)) == 2:
        lines.append("2SM: the atom's two threads are the 2SM MMA's pair of CTAs (ThrID _2:_1); each CTA issues the "
                     "TMA for its own part of the operand tile, and the leader CTA's barrier counts both parts' bytes")
    if atom.num_multicast > 1:
        lines.append(f"multicast: the {full_box}-element box is cut into {atom.num_multicast} slices of {box}; CTA r "
                     f"(tma.get_slice(r)) issues slice r of every box, and each instruction writes all "
                     f"{atom.num_multicast} CTAs' shared memory")
    return TmaReport(d, tuple(lines))


def _tiler_shape(tiler: Tiler) -> IntTuple:
    if isinstance(tiler, Layout):
        return tiler.shape
    if isinstance(tiler, tuple):
        return tuple(_tiler_shape(t) for t in tiler)
    return tiler  # type: ignore[return-value]
