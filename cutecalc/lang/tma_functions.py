"""The function-table rows of TMA copies: make_tma_copy, make_tma_atom, CUTLASS's per-operand forms for
Hopper and Blackwell, get_tma_tensor, and tma_descriptor (what CuTe hands cuTensorMapEncodeTiled, and what it
means for a kernel).  The operations are values named as C++ names them: SM90_TMA_LOAD{}, SM90_TMA_LOAD_MULTICAST{},
SM90_TMA_STORE{}, SM90_TMA_REDUCE_ADD{}, SM100_TMA_2SM_LOAD{}, SM100_TMA_2SM_LOAD_MULTICAST{}.
"""

from __future__ import annotations

from ..algebra import layout as lo
from ..algebra import tma as tm
from ..algebra.integers import S, is_integer
from ..algebra.pointer import Pointer
from ..algebra.swizzle import ComposedLayout
from ..errors import CuteTypeError
from .atom_functions import _mma, tn
from .function_table import ATOMS_IN_DSL, CALL, MEMBER, NOT_IN_DSL, OWN_ANALYSIS, Rows
from .values import TypeName, describe, want_ints, want_inttuple

ROWS = Rows()
function = ROWS.function


def is_tma_op(name: str) -> bool:
    return name in tm.TMA_OPS


def _op(v, fn: str) -> str:
    if isinstance(v, tm.TmaOp):
        return v.name
    raise CuteTypeError(f"{fn}: argument 1 must be a TMA operation ({', '.join(o + '{}' for o in tm.TMA_OPS)}), "
                        f"got {describe(v)}")


def _gmem(v, fn: str, targs: list):
    """The gmem tensor's layout and element type (make_tensor(make_gmem_ptr((T*)ptr), ...)); a template argument
    make_tma_copy<T> names the type the TMA moves, which CuTe requires to be as wide as the tensor's."""
    ptr = v.iterator if isinstance(v, tn.Tensor) else None
    if not isinstance(ptr, Pointer) or not isinstance(v.layout, lo.Layout):
        raise CuteTypeError(f"{fn}: argument 2 must be the gmem tensor, make_tensor(make_gmem_ptr((T*)ptr), shape, "
                            f"stride), got {describe(v)}")
    name = ptr.element
    if not name:
        raise CuteTypeError(f"{fn}: the gmem tensor's pointer {ptr.cute_str()} has no element type name; make it "
                            "from a typed pointer, (half_t*)nullptr")
    element = tm.Element(name, ptr.bits)
    if targs:
        t = targs[0]
        if not isinstance(t, TypeName):
            raise CuteTypeError(f"{fn}<T>: T is the TMA's element type, got {describe(t)}")
        if t.bits != ptr.bits:
            raise CuteTypeError(f"{fn}<{t.name}>: cutecalc moves the tensor's own {ptr.bits}-bit elements; "
                                f"a {t.bits}-bit TMA type recasts the tensor, which is not built")
        element = tm.Element(t.name, t.bits)
    return v.layout, element


def _smem_layout(v, fn: str, pos: int = 3):
    if isinstance(v, (lo.Layout, ComposedLayout)):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be the smem layout (a Layout or a swizzled tile_to_shape of a "
                        f"GMMA/UMMA atom), got {describe(v)}")


def _cluster(v, fn: str, pos: int):
    if is_integer(v) or isinstance(v, lo.Layout):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be the cluster size (_1{{}}, _2{{}}, ...), got {describe(v)}")


def _tma(v, fn: str, pos: int = 1):
    atom = tm.tma_atom_of(v)
    if atom is None:
        raise CuteTypeError(f"{fn}: argument {pos} must be a TMA copy (make_tma_copy) or atom (make_tma_atom), got "
                            f"{describe(v)}")
    return atom


@function("make_tma_copy", "make_tma_copy(op, gtensor, slayout[, cta_tiler][, cluster_size])",
          "The CTA-collective TiledCopy for a TMA load (SM90_TMA_LOAD, SM90_TMA_LOAD_MULTICAST with a cluster "
          "size) or store (SM90_TMA_STORE, SM90_TMA_REDUCE_ADD) between a gmem tensor and a CTA tile of shared "
          "memory: the box is the longest vector the smem layout's inverse traces through gmem modes (<= 256 "
          "each, at most 5 dimensions), the swizzle mode is the smem layout's; a multicast cuts the box among the "
          "CTAs (the TiledCopy's threads). tma_descriptor(tma) says what CuTe hands the driver. The tiler "
          "defaults to the smem layout's shape, the cluster size to _1.",
          "make_tma_copy(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,256), "
          "make_stride(256,_1{})), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{})))",
          nargs=(3, 5), ntargs=(0, 1), cpp=CALL, dsl=ATOMS_IN_DSL)
def _make_tma_copy(targs, args):
    fn = "make_tma_copy"
    glayout, element = _gmem(args[1], fn, targs)
    slayout = _smem_layout(args[2], fn)
    tiler, cluster = None, None
    if len(args) == 4:   # (op, g, s, cluster_size): C++'s four-argument overload
        cluster = _cluster(args[3], fn, 4)
    elif len(args) == 5:
        tiler, cluster = args[3], _cluster(args[4], fn, 5)
    kw = {} if cluster is None else {"cluster_size": cluster}
    return tm.make_tma_copy(_op(args[0], fn), glayout, element, slayout, tiler, fn=fn, **kw)


@function("make_tma_atom", "make_tma_atom(op, gtensor, slayout, cta_tiler[, cluster_size])",
          "The TMA Copy_Atom alone (its descriptor, its TMA coordinate tensor), for tma_partition in a kernel: "
          "make_tma_copy's atom, with size(cluster_size) CTAs in the multicast.",
          "make_tma_atom(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,256), "
          "make_stride(256,_1{})), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{})), "
          "make_shape(_128{},_64{}))", nargs=(4, 5), ntargs=(0, 1), cpp=CALL, dsl=ATOMS_IN_DSL)
def _make_tma_atom(targs, args):
    fn = "make_tma_atom"
    glayout, element = _gmem(args[1], fn, targs)
    kw = {} if len(args) < 5 else {"cluster_size": _cluster(args[4], fn, 5)}
    return tm.make_tma_atom(_op(args[0], fn), glayout, element, _smem_layout(args[2], fn), args[3], fn=fn, **kw)


def _sm90_operand(operand: str) -> None:
    name = f"make_tma_copy_{operand}_sm90"

    def impl(targs, args):
        glayout, element = _gmem(args[1], name, targs)
        tiler = want_inttuple(args[3], name, 4)
        cluster = want_inttuple(args[4], name, 5) if operand != "C" else None
        return tm.make_tma_copy_mnk(operand, _op(args[0], name), glayout, element, _smem_layout(args[2], name),
                                    tiler, cluster, name)
    multicast = {"A": "the cluster's N extent", "B": "the cluster's M extent", "C": "no CTA"}[operand]
    modes = {"A": "(M,K)", "B": "(N,K)", "C": "(M,N)"}[operand]
    function(name, f"{name}(op, gtensor, slayout, cta_tiler_mnk" + (", cluster_shape)" if operand != "C" else ")"),
             f"CUTLASS's SM90 collectives' TMA for operand {operand}: make_tma_copy over the {modes} modes of the "
             f"(M,N,K) CTA tiler, multicast over {multicast}.",
             f"{name}(SM90_TMA_LOAD{{}}, make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,256), "
             "make_stride(256,_1{})), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{})), "
             + ("make_shape(_128{},_128{},_64{}), make_shape(_1{},_1{},_1{}))" if operand != "C" else
                "make_shape(_128{},_64{},_64{}))"),
             nargs=(5, 5) if operand != "C" else (4, 4), ntargs=(0, 1), cpp=CALL, dsl=ATOMS_IN_DSL)(impl)


for _operand in "ABC":
    _sm90_operand(_operand)


_UMMA_1SM = "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>{})"


def _sm100_example(name: str, operand: str) -> str:
    """A worked example over a 1SM 128x256 UMMA and a (_128,_256,_64) MMA tiler: the operand's gmem tensor and its
    smem layout, UMMA::tile_to_mma_shape of the SW128 atom to the operand's partition shape."""
    t = "float" if operand == "C" else "half_t"
    rows, cols = {"A": (512, 256), "B": (1024, 256), "C": (512, 1024)}[operand]
    mma_shape = {"A": "make_shape(make_shape(_128{},_16{}),_1{},_4{})",
                 "B": "make_shape(make_shape(_256{},_16{}),_1{},_4{})",
                 "C": f"partition_shape_C({_UMMA_1SM}, make_shape(_128{{}},_256{{}}))"}[operand]
    op = "SM90_TMA_STORE" if operand == "C" else "SM90_TMA_LOAD"
    tail = ", make_layout(make_shape(_1{},_1{},_1{},_1{})))" if name.startswith("make_tma_atom") else ")"
    return (f"{name}({op}{{}}, make_tensor(make_gmem_ptr(({t}*)nullptr), make_shape({rows},{cols}), "
            f"make_stride({cols},_1{{}})), UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<{t}>{{}}, {mma_shape}), "
            f"make_shape(_128{{}},_256{{}},_64{{}}), {_UMMA_1SM}{tail}")


def _sm100_atom(operand: str) -> None:
    name = f"make_tma_atom_{operand}_sm100"

    def impl(targs, args):
        glayout, element = _gmem(args[1], name, targs)
        cluster = args[5] if isinstance(args[5], lo.Layout) else want_inttuple(args[5], name, 6)
        return tm.make_tma_atom_sm100(operand, _op(args[0], name), glayout, element, _smem_layout(args[2], name),
                                      want_inttuple(args[3], name, 4), _mma(args[4], name, 5), cluster, name)
    function(name, f"{name}(op, gtensor, slayout, mma_tiler, tiled_mma, cluster_layout_vmnk)",
             f"The Blackwell TMA atom for operand {operand} of a UMMA TiledMMA: the tile is one MMA's "
             f"{'(M,K)' if operand == 'A' else '(N,K)'} of the (M,N,K) mma_tiler as the MMA partitions it "
             f"((MMA, MMA_{'M' if operand == 'A' else 'N'}, MMA_K)); a multicast reaches the cluster's "
             f"{'N' if operand == 'A' else 'M'} CTAs (mode {2 if operand == 'A' else 1} of the (V,M,N,K) cluster "
             "layout); SM100_TMA_2SM_LOAD loads for both CTAs of a 2SM MMA.",
             _sm100_example(name, operand), nargs=(6, 6), ntargs=(0, 1), cpp=CALL, dsl=ATOMS_IN_DSL)(impl)


def _sm100_copy(operand: str) -> None:
    name = f"make_tma_copy_{operand}_sm100"

    def impl(targs, args):
        glayout, element = _gmem(args[1], name, targs)
        return tm.make_tma_copy_sm100(operand, _op(args[0], name), glayout, element, _smem_layout(args[2], name),
                                      want_inttuple(args[3], name, 4), _mma(args[4], name, 5), name)
    function(name, f"{name}(op, gtensor, slayout, cluster_tiler, tiled_mma)",
             f"The Blackwell TMA TiledCopy for operand {operand} of a UMMA TiledMMA (make_tma_atom_{operand}_sm100's "
             "tile; its threads are the MMA's CTAs that share a multicast).", _sm100_example(name, operand),
             nargs=(5, 5), ntargs=(0, 1), cpp=CALL, dsl=ATOMS_IN_DSL)(impl)


for _operand in "AB":
    _sm100_atom(_operand)
for _operand in "ABC":
    _sm100_copy(_operand)


@function("get_tma_tensor", "get_tma_tensor(tma, shape)", "tma.get_tma_tensor(shape(gA)): the coordinate tensor "
          "the TMA copies from (to): each gmem coordinate's TMA coordinate, E<j> of the TMA dimension that holds "
          "its mode. local_tile it, and partition_S (a load) or partition_D (a store) a CTA's tile.",
          "get_tma_tensor(make_tma_copy(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((half_t*)nullptr), "
          "make_shape(512,256), make_stride(256,_1{})), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, "
          "make_shape(_128{},_64{}))), make_shape(512,256))  ->  ArithTuple(_0,_0) o (512,256):(_1@1,_1@0)",
          nargs=(2, 2), cpp=MEMBER, dsl=ATOMS_IN_DSL)
def _get_tma_tensor(targs, args):
    return tm.get_tma_tensor(_tma(args[0], "get_tma_tensor"), want_inttuple(args[1], "get_tma_tensor", 2))


def _tensor(v, fn: str, pos: int, what: str):
    if isinstance(v, tn.Tensor):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be the {what} tensor, got {describe(v)}")


@function("tma_partition", "tma_partition(tma, [cta_coord, cta_layout,] sA, gA)",
          "The kernel's partition of a TMA atom (make_tma_atom): (gA's, sA's) partitions ((TMA,TMA_Iter), Rest...), "
          "mode 0 the CTA tile walked along the smem layout's contiguous vector and cut into the atom's "
          "instructions (TMA) and their repeats (TMA_Iter); a multicast CTA starts at slice cta_layout(cta_coord) "
          "of the box (cta_layout: CTA coordinate -> multicast id). sA and gA hold the tile in mode 0 "
          "(group_modes<0,2>(sA)).",
          "tma_partition(make_tma_atom(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((half_t*)nullptr), "
          "make_shape(512,256), make_stride(256,_1{})), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, "
          "make_shape(_128{},_64{})), make_shape(_128{},_64{})), group_modes<0,2>(make_tensor(make_smem_ptr("
          "(half_t*)nullptr), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{})))), "
          "group_modes<0,2>(local_tile(make_identity_tensor(make_shape(512,256)), make_shape(_128{},_64{}), "
          "make_coord(0,0))))",
          nargs=(3, 5), cpp=CALL, dsl=ATOMS_IN_DSL)
def _tma_partition(targs, args):
    fn = "tma_partition"
    if len(args) == 4:
        raise CuteTypeError(f"{fn}: takes (tma, sA, gA) or (tma, cta_coord, cta_layout, sA, gA), got 4 arguments")
    atom = _tma(args[0], fn)
    if len(args) == 5:
        coord = want_inttuple(args[1], fn, 2)
        if not isinstance(args[2], lo.Layout):
            raise CuteTypeError(f"{fn}: argument 3 must be the CTA layout (CTA coordinate -> multicast id), got "
                                f"{describe(args[2])}")
        cta_coord, cta_layout = coord, args[2]
    else:
        cta_coord, cta_layout = S(0), lo.Layout(S(1), S(0))
    s, g = args[-2], args[-1]
    return tm.tma_partition(atom, cta_coord, cta_layout, _tensor(s, fn, len(args) - 1, "smem"),
                            _tensor(g, fn, len(args), "gmem"), fn)


@function("create_tma_multicast_mask", "create_tma_multicast_mask<Modes...>(cta_layout_vmnk, cta_coord_vmnk)",
          "The 16-bit mask of the cluster's CTAs (by rank) that a multicast TMA issued by this CTA writes: the CTAs "
          "whose coordinates differ from cta_coord_vmnk only in Modes (Blackwell's kernels: <2> for A, the N CTAs; "
          "<1> for B, the M CTAs).",
          "create_tma_multicast_mask<2>(make_layout(make_shape(_2{},_2{},_4{},_1{})), make_coord(0,1,2,0))  ->  "
          "17476", nargs=(2, 2), ntargs=(0, 4), cpp=CALL, dsl=ATOMS_IN_DSL)
def _create_tma_multicast_mask(targs, args):
    fn = "create_tma_multicast_mask"
    modes = want_ints(targs, fn) if targs else ()
    if not isinstance(args[0], lo.Layout):
        raise CuteTypeError(f"{fn}: argument 1 must be the cluster's (V,M,N,K) layout, got {describe(args[0])}")
    return tm.create_tma_multicast_mask(tuple(modes), args[0], want_inttuple(args[1], fn, 2), fn)


@function("tma_descriptor", "tma_descriptor(tma)", "What CuTe hands cuTensorMapEncodeTiled for a TMA copy or atom "
          "(data type, global extents and byte strides, box, swizzle mode ...), as the oracle program prints the "
          "arguments it caught, then the box in bytes, where the swizzle mode comes from, the TMA dimensions' gmem "
          "modes, the instructions per CTA tile and the multicast's slices. (cutecalc's own; C++ has no print.)",
          "tma_descriptor(make_tma_copy(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((half_t*)nullptr), "
          "make_shape(512,256), make_stride(256,_1{})), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, "
          "make_shape(_128{},_64{}))))", cpp=OWN_ANALYSIS, dsl=NOT_IN_DSL, own=True)
def _tma_descriptor(targs, args):
    x = args[0]
    _tma(x, "tma_descriptor")
    return tm.tma_report(x)


def tma_op_value(name: str):
    """SM90_TMA_LOAD{} and its kin: the operation, a value make_tma_copy takes."""
    return tm.TmaOp(name)
