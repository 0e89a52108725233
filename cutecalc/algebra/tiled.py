"""TiledMMA and TiledCopy: atoms repeated over threads and values, built with the layout algebra as CuTe does
(cute/atom/mma_atom.hpp, copy_atom.hpp).

TiledMMA:  ThrLayoutVMNK = tiled_product(AtomThrID, AtomLayoutMNK)      (thr_idx -> (v,m,n,k))
           thrfrg_C(L)   = zipped_divide(zipped_divide(logical_divide(L, PermMN), AtomMN) o (AtomLayoutC_TV, _),
                                         (_, (ThrM, ThrN)))            ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN)))
           LayoutC_TV    = thrfrg_C(TileM x TileN) o (thridx -> thr_vmnk, _)
TiledCopy: TiledLayout_TV (thr, val) -> tile index, Tiler_MN; partitions by zipped_divide(T, Tiler_MN) composed
           with the atom's reference-to-source (or destination) map.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar, cast

from ..errors import CuteDomainError
from ..record import record
from . import inttuple as it
from . import layout as lo
from .atoms import CopyAtom, MMAAtom
from .integers import S, is_integer, is_static_int, mul, value
from .inttuple import UNDERSCORE, Underscore
from .layout import Layout
from .pointer import TYPE_BITS, DescriptorIterator, Pointer, tmem_offset_shift
from .printing import Listing, cute_str
from .swizzle import Swizzle, domain_layout
from .tensor import Tensor, flat_coord, recast, register_layout, slice_tensor
from .tensor import make_fragment_like as fragment_like
from .umma import TMEM_CAPACITY_BITS, UmmaFragment, canonical_type

if TYPE_CHECKING:
    from .integers import Integer, IntTuple
    from .layout import Tiler

_ = UNDERSCORE

# where the steps of a computation are recorded, as (text, value), when asked
Trace: TypeAlias = "list[tuple[str, object]] | None"
# one of a TiledMMA's (PermM, PermN, PermK): `_`, a size or a layout
Permutation: TypeAlias = "Layout | Integer | Underscore"
_T = TypeVar("_T")


def _step(trace: Trace, text: Callable[[], str], v: _T) -> _T:
    """v, recorded in trace (when given) with the text that says what it is (text() builds it only then)."""
    if trace is not None:
        trace.append((text(), v))
    return v

# Which modes of (M,N,K) each operand spans, and which TV layout of the atom it uses.
_OPERAND_MODES = {"A": (0, 2), "B": (1, 2), "C": (0, 1)}


@record(frozen=True)
class TiledMMA(Listing):
    atom: MMAAtom
    thr_layout_vmnk: Layout
    permutation: tuple[Permutation, ...]   # (PermM, PermN, PermK)

    def cute_str(self) -> str:
        return (f"TiledMMA\n  ThrLayoutVMNK:  {cute_str(self.thr_layout_vmnk)}\n"
                f"  PermutationMNK: {cute_str(self.permutation)}\n{self.atom.cute_str()}")

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        """As the CuTe DSL prints a TiledMma (a permutation's integer N as the layout N:1)."""
        modes = ("_" if isinstance(p, Underscore) else inner(_as_layout(p)) for p in self.permutation)
        perm = "(" + ",".join(modes) + ")"
        return (f"Tiled MMA\n  Thr Layout VMNK: {inner(self.thr_layout_vmnk)}\n  Permutation MNK: {perm}\n"
                + self.atom.dsl_lines(inner, 17))

    # -- sizes -------------------------------------------------------------------------------------
    def permutation_mnk(self, i: int) -> Layout | Integer:
        p = self.permutation[i]
        if isinstance(p, Underscore):
            return mul(it.product(it.get(self.atom.shape_mnk, i)), lo.size(self.thr_layout_vmnk, i + 1))
        return p

    def tile_size(self, i: int) -> Integer:
        p = self.permutation_mnk(i)
        return lo.size(p) if isinstance(p, Layout) else it.product(p)

    def size(self) -> Integer:
        return lo.size(self.thr_layout_vmnk)

    # -- thread/value partitions of a layout -------------------------------------------------------
    def _atom_tv(self, operand: str) -> Layout:
        return self.atom.tv_layout(operand)

    def thrfrg(self, layout: Layout, operand: str, trace: Trace = None) -> Layout:
        """((ThrV,(Thr0,Thr1)),(FrgV,(Rest0,Rest1))) of a layout over the operand's (mode0, mode1) tile.
        With `trace`, each step's text and value are appended to it (what --explain shows)."""
        i0, i1 = _OPERAND_MODES[operand]
        names = "MNK"[i0] + "MNK"[i1]
        perm = (self.permutation_mnk(i0), self.permutation_mnk(i1))
        t = _step(trace, lambda: f"permute: logical_divide(layout, <Perm{names[0]}, Perm{names[1]}>) with "
                         f"{cute_str(perm)}", lo.logical_divide(layout, perm))
        atom_tile = (lo.make_layout(it.product(it.get(self.atom.shape_mnk, i0))),
                     lo.make_layout(it.product(it.get(self.atom.shape_mnk, i1))))
        z = _step(trace, lambda: f"atom tiles: zipped_divide(., {cute_str(atom_tile)}), the atom's "
                                 f"{names[0]}x{names[1]} tile and the rest", lo.zipped_divide(t, atom_tile))
        tv = _step(trace, lambda: f"atom TV: compose mode 0 with the atom's Layout{operand}_TV "
                          f"{cute_str(self._atom_tv(operand))}: ((ThrV,FrgV),(Rest{names[0]},Rest{names[1]}))",
                   lo.composition(z, (self._atom_tv(operand), _)))
        thr_tile = (_, (lo.make_layout(lo.size(self.thr_layout_vmnk, 1 + i0)),
                        lo.make_layout(lo.size(self.thr_layout_vmnk, 1 + i1))))
        return _step(trace, lambda: f"atom threads: zipped_divide(., {cute_str(thr_tile)}) splits the rest by "
                                    f"the atom layout's {names[0]}x{names[1]} atoms: ((ThrV,(Thr{names[0]},"
                                    f"Thr{names[1]})),(FrgV,(Rest{names[0]},Rest{names[1]})))",
                     lo.zipped_divide(tv, thr_tile))

    def _thridx_to_thrid(self, trace: Trace = None) -> Layout:
        vmnk = self.thr_layout_vmnk
        inv = lo.right_inverse(lo.concat_layouts(vmnk, lo.complement(vmnk)))
        return _step(trace, lambda: f"thread index -> (ThrV,(ThrM,ThrN,ThrK)): right_inverse of ThrLayoutVMNK "
                            f"{cute_str(vmnk)} (with its complement), as (size, 1) coordinates",
                     lo.composition(lo.make_layout((lo.size(vmnk), S(1)), (S(1), S(0))), inv))

    def layout_tv(self, operand: str, trace: Trace = None) -> Layout:
        """get_layoutA_TV / B / C: (thread index, value) -> index into the operand's tile."""
        i0, i1 = _OPERAND_MODES[operand]
        ref = _step(trace, lambda: f"the {'MNK'[i0]}x{'MNK'[i1]} tile as indices: make_layout((tile_size<{i0}>, "
                           f"tile_size<{i1}>))", lo.make_layout((self.tile_size(i0), self.tile_size(i1))))
        frg = self.thrfrg(ref, operand, trace)
        vmnk = self.thr_layout_vmnk
        if operand != "C":
            # A does not depend on the N threads (nor B on the M threads): broadcast them with stride 0.
            strides = (S(1), S(0)) if operand == "A" else (S(0), S(1))
            op_tile = (_, (lo.make_layout((lo.size(vmnk, 1), lo.size(vmnk, 2)), strides), _))
            frg = _step(trace, lambda: f"{operand} ignores the {'N' if operand == 'A' else 'M'} threads: compose "
                                       f"the thread mode with {cute_str(op_tile[1][0])} (stride 0 over them)",
                        lo.composition(frg, (op_tile, _)))
        return _step(trace, lambda: "by thread index: compose the thread mode with thread index -> thread coordinate",
                     lo.composition(frg, (self._thridx_to_thrid(trace), _)))

    def thr_slice(self, thr_idx: Integer) -> ThrMMA:
        return ThrMMA(self, self.thr_vmnk(thr_idx))

    def partitions(self, t: Tensor, operand: str, threads: list[tuple[IntTuple, ...]]) -> list[Tensor]:
        """partition_A/B/C(t) of each thread (given by its (v,m,n,k) coordinate), the fragment layout
        thrfrg(t) computed once for all of them."""
        i0, i1 = _OPERAND_MODES[operand]
        frg = t.on_layout(lambda b: self.thrfrg(b, operand))
        rest = it.rank(it.get(it.get(domain_layout(frg.layout).shape, 1), 1))
        return [slice_tensor(frg, ((v[0], (v[1 + i0], v[1 + i1])), (_, (_,) * rest if rest != 1 else _)))
                for v in threads]

    def thr_vmnk(self, thr_idx: Integer) -> tuple[IntTuple, ...]:
        vmnk = flat_coord(self.thr_layout_vmnk, thr_idx)
        assert isinstance(vmnk, tuple)   # (ThrLayoutVMNK has rank 4)
        return vmnk

    def partition_shape(self, shape: IntTuple, operand: str) -> IntTuple:
        """partition_shape_A/B/C: the shape of one thread's fragment of a tile of `shape`."""
        dummy = lo.make_layout(shape)
        tv = self.thrfrg(dummy, operand)
        r = it.rank(shape)
        return lo.slice_layout((S(0), (_, (_,) * r if r != 1 else _)), tv).shape

    def partition_fragment_c(self, shape: IntTuple) -> Layout | Tensor:
        """partition_fragment_C(mma, shape): the fragment of C for a tile of `shape`, any thread: registers, or a
        UMMA's tensor-memory tensor."""
        part = self.partition_shape(shape, "C")
        if self.atom.is_umma():
            return tmem_fragment(self.atom.umma_frg[2], part, "partition_fragment_C")
        return register_layout(part)


@record(frozen=True)
class ThrMMA(Listing):
    tiled: TiledMMA
    thr_vmnk: tuple[IntTuple, ...]

    def cute_str(self) -> str:
        return f"ThrMMA\n  Thr VMNK: {cute_str(self.thr_vmnk)}\n{self.tiled.cute_str()}"

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        return self.tiled.dsl_str(inner)   # the DSL's ThrMma prints as its tiled MMA

    def partition(self, t: Tensor, operand: str) -> Tensor:
        return self.tiled.partitions(t, operand, [self.thr_vmnk])[0]

    def partition_fragment(self, t: Tensor, operand: str) -> Layout | Tensor:
        """partition_fragment_A/B/C(t): the fragment the thread holds for its partition of t.  A register
        fragment is its layout (C: compact over the partition's shape; A, B: make_fragment_like of the
        partition); an SS GMMA's A or B is a descriptor tensor over the smem partition."""
        return self.make_fragment(self.partition(t, operand), operand)

    def make_fragment(self, part: Tensor, operand: str) -> Layout | Tensor:
        """make_fragment_A/B/C(part) of a partition (rank >= 3, mode 0 the atom's values)."""
        atom = self.tiled.atom
        name = f"make_fragment_{operand}"
        vtype = atom.val_types[{"A": 1, "B": 2, "C": 3}[operand]]
        if vtype.startswith("sparse_elem"):
            raise CuteDomainError(f"{name}: {atom.op}'s {operand} holds {vtype}, a compressed "
                                  f"sparse operand whose fragment cutecalc does not model")
        shape = domain_layout(part.layout).shape
        if it.rank(shape) < 3:
            raise CuteDomainError(f"{name}: expects a partitioned tensor (MMA, MMA_M, MMA_N/K, ...), of rank at "
                                  f"least 3; this one has rank {it.rank(shape)}")
        want = lo.size(atom.tv_layout(operand), 1)
        if it.product(it.get(shape, 0)) != want:
            raise CuteDomainError(f"{name}: mode 0 of the tensor has {cute_str(it.product(it.get(shape, 0)))} "
                                  f"values, the atom's {operand} fragment {cute_str(want)}; is it a partition?")
        if (atom.is_umma() and atom.umma_frg["ABC".index(operand)].kind.endswith("smem_desc")) or \
                atom.reads_smem(operand):
            _check_view_type(part, vtype, operand, name)
        if atom.is_umma():
            frg = atom.umma_frg["ABC".index(operand)]
            if frg.kind == "tmem_frg":
                return tmem_fragment(frg, shape, name)
            if frg.kind != "smem_desc":
                raise CuteDomainError(f"{name}: {atom.op.split('<', 1)[0]}'s {operand} fragment is a "
                                      f"UMMA::{frg.kind}, which cutecalc does not model")
            return descriptor_tensor(part, name, frg.major, "UMMA")
        if atom.reads_smem(operand):
            return descriptor_tensor(part, name, gmma_major(atom, operand), "GMMA")
        if operand == "C":
            return register_layout(shape)
        return fragment_like(part)


def _check_view_type(part: Tensor, vtype: str, operand: str, fn: str) -> None:
    """MMA_Atom::make_fragment_A/B's static_assert where the fragment is a view of the tensor (a descriptor): the
    tensor holds the atom's ValTypeA/B, or 8-bit storage of an 8-, 6- or 4-bit ValType (A also: 4-bit storage of a
    4-, 3- or 2-bit one), cute/atom/mma_atom.hpp.  (The tensor's element type is known where the source named it.)"""
    ptr = part.iterator
    if not isinstance(ptr, Pointer) or not ptr.element:
        return
    held, wanted = canonical_type(ptr.element), canonical_type(vtype)
    narrow = {8: (8, 6, 4), 4: (4, 3, 2) if operand == "A" else ()}
    if held == wanted or TYPE_BITS.get(wanted) in narrow.get(ptr.bits, ()):
        return
    raise CuteDomainError(f"{fn}: the tensor holds {ptr.element} ({ptr.bits} bits), the atom's {operand} is {vtype} "
                          f"(CuTe: Expecting ValType{operand} type)")


def gmma_major(atom: MMAAtom, operand: str) -> str:
    """tnspA (operand A) or tnspB (B) of a GMMA op, from its template arguments GMMA::Major::K|MN (K when none)."""
    args = atom.op.partition("<")[2].rstrip(">").split(",") if "<" in atom.op else []
    i = 0 if operand == "A" else 1
    return args[i].rsplit("::", 1)[-1].strip() if len(args) > i else "K"


def descriptor_tensor(part: Tensor, fn: str, major: str, family: str) -> Tensor:
    """MakeTensor<GMMA::smem_desc<Major>> or <UMMA::smem_desc<Major>>: a DescriptorIterator (built from mode 0
    of the smem partition) over replace<0>(recast<uint128_t>(part).layout(), _1:_0): one descriptor per MMA and
    k-block (and stage)."""
    ptr = part.iterator
    if not (isinstance(ptr, Pointer) and ptr.space == "smem"):
        raise CuteDomainError(f"{fn}: the {family} reads this operand from shared memory: the tensor must be an "
                              "smem tensor (make_tensor(make_smem_ptr(...), layout)) (CuTe: Expected SMEM Tensor to "
                              f"construct a {family} Desc Tensor)")
    wide = recast(part, 128)
    layout = wide.layout
    if not isinstance(layout, Layout):
        raise CuteDomainError(f"{fn}: a {family} descriptor is built from a tensor whose swizzle is in its pointer "
                              f"(make_tensor of a {family}::Layout_*_Atom tiling); this one's layout is "
                              f"{cute_str(layout)}")
    desc = smem_descriptor(ptr, lo.get_mode(layout, 0), major, fn, family)
    return Tensor(DescriptorIterator(family, desc), lo.replace(0, layout, Layout(S(1), S(0))))


# The swizzles (in bytes) an smem descriptor reads, by family: (B, M, S) -> its LayoutType's value
_GMMA_LAYOUT_TYPE = {(0, 4, 3): 0, (3, 4, 3): 1, (2, 4, 3): 2, (1, 4, 3): 3}   # INTERLEAVE, B128, B64, B32
_UMMA_LAYOUT_TYPE = {(0, 4, 3): 0, (2, 5, 2): 1, (3, 4, 3): 2, (2, 4, 3): 4, (1, 4, 3): 6}   # NONE, 128B_BASE32B,
#                                                                                   128B, 64B, 32B


def smem_descriptor(ptr: Pointer, u128: Layout, major: str, fn: str, family: str) -> int:
    """make_gmma_desc<Major> / make_umma_desc<Major> on mode 0 of the partition in uint128_t units (u128): their
    static_asserts (the pointer's swizzle is one the family reads, and the layout is the canonical form of its major
    for that swizzle: ((8,m),(T,2)) K-major, ((T,W,m),(8,k)) MN-major, mma_traits_sm90_gmma.hpp and
    mma_traits_sm100.hpp), then the descriptor's 64 bits: its layout type, leading and stride byte offsets (in
    16-byte units, read from the canonical layout's strides) and, for UMMA, version 1.  The start address counts
    from the smem tensor's pointer, as C++ prints it on the host: there CuTe's cast_smem_ptr_to_uint (the smem
    address >> 4 on the device) is 0, after an ERROR line HOST_ONLY_LINES drop."""
    sw = ptr.swizzle if ptr.swizzle is not None else Swizzle(0, 4, 3)
    key = (sw.bits, sw.base, sw.shift)
    types = _GMMA_LAYOUT_TYPE if family == "GMMA" else _UMMA_LAYOUT_TYPE
    if key not in types:
        why = ("Unsupported layout swizzle" if family == "GMMA" or sw.base == 4 else
               "Only 16B and 32B Atoms are supported for UMMA. Unsupported layout swizzle.")
        reads = "Sw<0..3,4,3>" + ("" if family == "GMMA" else " or Sw<2,5,2>")
        raise CuteDomainError(f"{fn}: the smem tensor's swizzle {sw.cute_str()} is none of {family}'s ({reads}) "
                              f"(CuTe: {why})")
    base32 = key == (2, 5, 2)
    if base32 and major == "K":
        raise CuteDomainError(f"{fn}: the smem tensor's swizzle {sw.cute_str()} is MN-major only (CuTe: "
                              "SWIZZLE_128B_BASE32B is invalid for Major-K)")
    w = 8 if base32 else 1 << sw.bits
    if it.rank(u128.shape) != 2:
        raise CuteDomainError(f"{fn}: a {family} descriptor is built from a rank-2 tile, this one is "
                              f"{cute_str(u128)} (CuTe: {family} Descriptors can only be constructed on rank-2 "
                              "tensors.)")
    name = f"Not a canonical {family}_{major} Layout"
    if major == "K":
        if value(lo.size(u128, 0)) % 8:
            raise CuteDomainError(f"{fn}: {cute_str(u128)} in uint128_t units (CuTe: {name}: Expected MN-size "
                                  "multiple of 8.)")
        if family == "GMMA" and value(lo.size(u128, 1)) not in (2, 4):
            raise CuteDomainError(f"{fn}: {cute_str(u128)} in uint128_t units (CuTe: {name}: Expected K-size 2 for "
                                  "dense or 4 for sparse (in units of uint128_t).)")
        tile: tuple[Layout, Layout] = (Layout(S(8), S(1)), Layout(S(2), S(1)))
    else:
        k = value(lo.size(u128, 1))
        if family == "GMMA" and k * ptr.bits not in (256, 128, 512):
            raise CuteDomainError(f"{fn}: {cute_str(u128)} in uint128_t units (CuTe: {name}: Expected K-size "
                                  "256/sizeof_bits<T> for dense or (128|512)/sizeof_bits<T> for sparse.)")
        tile = (Layout(S(w), S(1)), Layout(S(4 if base32 else 8), S(1)))
    canonical = lo.logical_divide(u128, tile)
    if not it.congruent(canonical.shape, ((S(1), S(1)), (S(1), S(1)))):
        raise CuteDomainError(f"{fn}: {cute_str(canonical)} (CuTe: {name}: Expected profile failure.)")
    none = key == (0, 4, 3)
    s00, s10 = (it.get_path(canonical.stride, p) for p in ((0, 0), (1, 0)))
    expected = (w, None if none else 1) if major == "K" else (None if none else 1, w)
    for got, want in zip((s00, s10), expected):
        if not is_static_int(got) or (want is not None and value(got) != want):
            raise CuteDomainError(f"{fn}: {cute_str(canonical)} (CuTe: {name}: Expected stride failure.)")
    s01, s11 = (it.get_path(canonical.stride, p) for p in ((0, 1), (1, 1)))
    if major == "K":
        lead, stride = s10, s01
    else:
        lead, stride = (s11, s01) if none else (s01, s11)
    if not (is_static_int(lead) and is_static_int(stride)):
        raise CuteDomainError(f"{fn}: {cute_str(canonical)}: the descriptor's byte offsets must be known at "
                              "compile time (CuTe's constexpr stride)")
    lead_bits, stride_bits = (value(lead) & 0x3FFF) << 16, (value(stride) & 0x3FFF) << 32
    if family == "GMMA":
        return lead_bits | stride_bits | types[key] << 62
    return lead_bits | stride_bits | 1 << 46 | types[key] << 61   # (UMMA's version_ is 1: Blackwell)


def tmem_fragment(frg: UmmaFragment, shape: IntTuple, fn: str) -> Tensor:
    """UMMA::tmem_frg<ValueType, StorageType, N_SM, TmemAlloc>::make(shape) (mma_traits_sm100.hpp): the tensor-
    memory tensor of a partition of `shape` ((M_MMA,N_MMA),MMA_M,MMA_N,...): an atom of the instruction's M x N
    tile over TMEM's 128 datapaths (lanes) and columns, tiled over the rest (datapaths first, then columns), read
    through (128,16384):(DP, StorageBits/ValueBits), DP the lane stride of a tmem_ptr<ValueType> (1<<16 shifted
    left by its OffsetShift).  Its pointer is make_tmem_ptr<ValueType>(), address 0."""
    if not it.is_static(shape):
        raise CuteDomainError(f"{fn}: a tensor-memory fragment needs a static shape, got {cute_str(shape)} "
                              "(CuTe: TMEM allocation shapes are compile-time)")
    if frg.storage_bits * value(it.product(shape)) > TMEM_CAPACITY_BITS:
        raise CuteDomainError(f"{fn}: {cute_str(shape)} of {frg.storage_bits}-bit storage is more than TMEM's "
                              f"{TMEM_CAPACITY_BITS} bits (CuTe: Requesting more TMEM than is available.)")
    mode0 = it.get(shape, 0)
    if it.rank(shape) < 1 or not isinstance(mode0, tuple) or len(mode0) != 2:
        raise CuteDomainError(f"{fn}: expects a partitioned shape ((M_MMA,N_MMA),...), got {cute_str(shape)} "
                              "(CuTe: Expected post-partitioned shape ((M_MMA,N_MMA),...).)")
    m, n = (value(it.product(x)) for x in mode0)
    rest = tuple(it.get(shape, i) for i in range(1, it.rank(shape)))
    dp = 1 << (16 + tmem_offset_shift(frg.value_bits))   # TMEM::DP<ValueType>
    restride = Layout((S(128), S(16384)), (S(dp), S(frg.storage_bits // frg.value_bits)))
    tile_stride = 1
    if frg.n_sm == 1:
        if m == 64:
            atom = Layout(((S(16), S(4)), S(n)), ((S(1), S(32)), S(128)))
            tile_stride = 2 if frg.alloc == "NonInterleaved" else 1
        elif m == 128:
            atom = Layout((S(128), S(n)), (S(1), S(128)))
        else:
            raise CuteDomainError(f"{fn}: M_MMA is {m} (CuTe: UMMA_1SM M-mode size should be 64 or 128.)")
    elif m == 32:
        atom = Layout((S(32), (S(n // 4), S(4))), (S(1), (S(128), S(32))))
    elif m == 64 and frg.alloc == "Interleaved":
        atom = Layout((S(64), (S(n // 2), S(2))), (S(1), (S(128), S(64))))
    elif m in (64, 128):
        atom = Layout((S(128), S(n)), (S(1), S(128)))
    else:
        raise CuteDomainError(f"{fn}: M_MMA is {m} (CuTe: UMMA_2SM M-mode size should be 32 or 64 or 128.)")
    tiles = lo.make_layout(rest, it.compact_major(rest, S(tile_stride)))
    logical = lo.tiled_product(atom, tiles)
    return Tensor(Pointer(frg.value_bits, 0, "tmem", element=frg.value_type), lo.composition(restride, logical))


def make_tiled_mma(atom: MMAAtom, atom_layout: Layout | None = None,
                   permutation: Permutation | tuple[Permutation, ...] | None = None,
                   trace: Trace = None) -> TiledMMA:
    """TiledMMA of `atom` repeated over atom_layout (M,N,K) -> atom index, with optional permutations
    of M, N and K (each `_`, a size, or a layout)."""
    if atom_layout is None:
        atom_layout = lo.make_layout((S(1), S(1), S(1)))
    if it.rank(atom_layout.shape) > 3:
        raise CuteDomainError(f"make_tiled_mma: the atom layout has rank {it.rank(atom_layout.shape)}, at most 3")
    thr_mnk = lo.append(atom_layout, Layout(S(1), S(0)), 3)
    perm = () if permutation is None else (permutation if isinstance(permutation, tuple) else (permutation,))
    if len(perm) > 3:
        raise CuteDomainError(f"make_tiled_mma: {len(perm)} permutations given, at most 3 (M, N, K)")
    for p in perm:
        if not (isinstance(p, (Layout, Underscore)) or (is_integer(p) and value(p) > 0)):
            raise CuteDomainError(f"make_tiled_mma: a permutation is '_', a size or a layout, got {cute_str(p)}")
    perm = perm + (_,) * (3 - len(perm))
    vmnk = _step(trace, lambda: f"ThrLayoutVMNK = tiled_product(ThrID {cute_str(atom.thr_id)}, atom layout (M,N,K) "
                        f"{cute_str(thr_mnk)}): thread index -> (atom thread, atom m, n, k)",
                 lo.tiled_product(atom.thr_id, thr_mnk))
    return TiledMMA(atom, vmnk, perm)


def _as_layout(mode: Any) -> Any:
    """A tiler's mode as the DSL holds it: an integer N is the layout N:1 (a shape mode, a tuple, is its compact
    layout); a layout or `_` is itself."""
    if is_integer(mode) or isinstance(mode, tuple):
        return lo.make_layout(mode)
    return mode


# ---------------------------------------------------------------------------------------------
# TiledCopy
# ---------------------------------------------------------------------------------------------

@record(frozen=True)
class TiledCopy(Listing):
    atom: CopyAtom
    layout_tv: Layout     # (tid, vid) -> index into the tile
    tiler_mn: Tiler       # a shape, or a tuple of layouts (make_tiled_copy_C_atom)

    def cute_str(self) -> str:
        return (f"TiledCopy\n  Tiler_MN:       {cute_str(self.tiler_mn)}\n"
                f"  TiledLayout_TV: {cute_str(self.layout_tv)}\n{self.atom.cute_str()}")

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        """As the CuTe DSL prints a TiledCopy (its tiler a layout per mode)."""
        return (f"Tiled Copy\n  Tiler MN:        {self.dsl_tiler(inner)}\n  TV Layout tiled: "
                f"{inner(self.layout_tv)}\n" + self.atom.dsl_lines(inner, 17))

    def dsl_tiler(self, inner: Callable[[Any], str], sep: str = ",") -> str:
        modes = self.tiler_mn if isinstance(self.tiler_mn, tuple) else (self.tiler_mn,)
        return "(" + sep.join(inner(_as_layout(m)) for m in modes) + ")"

    def size(self) -> Integer:
        return lo.size(self.layout_tv, 0)

    def tile_size(self, *idx: int) -> Integer:
        t = it.get_path(self.tiler_mn, idx)
        return lo.size(t) if isinstance(t, Layout) else it.product(cast("IntTuple", t))  # a shape's mode

    def _ref2trg(self, which: str) -> Layout:
        trg = self.atom.layout_src if which == "S" else self.atom.layout_dst
        return lo.composition(lo.right_inverse(self.atom.layout_ref), trg)

    def tile2thrfrg(self, layout: Layout, ref2trg: Layout) -> Layout:
        atom_shape = (lo.size(self.atom.layout_ref, 0), lo.size(self.atom.layout_ref, 1))
        atom_tv = lo.zipped_divide(self.layout_tv, atom_shape)
        trg_tv = lo.composition(atom_tv, (ref2trg, _))
        thrval2mn = lo.coalesce(lo.zip_layout(trg_tv), (S(1), (S(1), S(1))))
        tv = lo.composition(layout, (thrval2mn, _))
        return lo.slice_layout(((_, _), _), tv)

    def tidfrg(self, layout: Layout, which: str) -> Layout:
        return self.tile2thrfrg(lo.zipped_divide(layout, self.tiler_mn), self._ref2trg(which))

    def layout_tv_of(self, which: str) -> Layout:
        """get_layoutS_TV / get_layoutD_TV: (thread, value) -> index into the tile."""
        ref = lo.make_layout((_shape_of(self.tiler_mn), S(1)))
        return lo.slice_layout((_, _, S(0)), self.tile2thrfrg(ref, self._ref2trg(which)))

    def retile(self, layout: Layout) -> Layout:
        """TiledCopy::retile: a fragment (V, Rest...) whose first V values are the first value ids of a thread in
        TiledLayout_TV, regrouped as ((atom values, rest values), Rest...)."""
        r = it.rank(layout.shape)
        v = lo.size(layout, 0)
        frg_mn = lo.upcast(value(mul(self.size(), v)), lo.composition(lo.right_inverse(self.layout_tv),
                                                                       lo.make_layout(_shape_of(self.tiler_mn))))
        frg_v = lo.zipped_divide(lo.logical_product(lo.make_layout(v), lo.right_inverse(frg_mn)),
                                 lo.make_layout(lo.size(self.atom.layout_ref, 1)))
        tiled = lo.zipped_divide(layout, (v, *it.wrap(it.product_each(frg_mn.shape))))
        composed = lo.composition(tiled, (frg_v, _))
        return lo.slice_layout((_, (S(0),) + (_,) * (r - 1)), composed)

    def thr_slice(self, thr_idx: Integer) -> ThrCopy:
        return ThrCopy(self, thr_idx)

    def partitions(self, t: Tensor, which: str, threads: list[Integer]) -> list[Tensor]:
        """partition_S (which "S") or partition_D ("D") of t for each thread, tidfrg(t) computed once."""
        frg = t.on_layout(lambda b: self.tidfrg(b, which))
        r = it.rank(domain_layout(t.layout).shape)
        return [slice_tensor(frg, (i, _, (_,) * r if r != 1 else _)) for i in threads]


def _shape_of(tiler: Tiler) -> IntTuple:
    """shape(Tiler_MN): a tiler of layouts stands for their shapes."""
    if isinstance(tiler, Layout):
        return tiler.shape
    if isinstance(tiler, tuple):
        return tuple(_shape_of(t) for t in tiler)
    return cast("IntTuple", tiler)   # (a copy's tiler holds no `_`)


@record(frozen=True)
class ThrCopy(Listing):
    tiled: TiledCopy
    thr_idx: Integer

    def cute_str(self) -> str:
        return f"ThrCopy\n  ThrIdx: {cute_str(self.thr_idx)}\n{self.tiled.cute_str()}"

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        return self.tiled.dsl_str(inner)   # the DSL's ThrCopy prints as its tiled copy

    def partition(self, t: Tensor, which: str) -> Tensor:
        return self.tiled.partitions(t, which, [self.thr_idx])[0]

    def retile(self, x: Layout | Tensor) -> Layout | Tensor:
        """retile_S / retile_D (the same for both): the thread's fragment re-tiled to the copy's values."""
        if isinstance(x, Tensor):
            return x.on_layout(self.tiled.retile)
        return self.tiled.retile(x)


def make_tiled_copy_tv(atom: CopyAtom, layout_tv: Layout, tiler: Tiler) -> TiledCopy:
    """make_tiled_copy_impl: checks that the TV layout holds whole atoms."""
    nthr, nval = lo.size(atom.layout_ref, 0), lo.size(atom.layout_ref, 1)
    if value(lo.size(layout_tv, 0)) % value(nthr) or value(lo.size(layout_tv, 1)) % value(nval):
        raise CuteDomainError(f"TiledCopy: the TV layout {cute_str(layout_tv)} does not hold whole atoms of "
                              f"{cute_str(nthr)} threads x {cute_str(nval)} values")
    return TiledCopy(atom, layout_tv, tiler)


def make_tiled_copy(atom: CopyAtom, thr_layout: Layout, val_layout: Layout | None = None) -> TiledCopy:
    """Threads laid out by thr_layout ((m,n) -> thr_idx), each copying val_layout ((m,n) -> val_idx)."""
    if val_layout is None:
        val_layout = Layout(S(1), S(0))
    tiler, layout_tv = make_layout_tv(thr_layout, val_layout)
    return make_tiled_copy_tv(atom, layout_tv, tiler)


def make_layout_tv(thr_layout: Layout, val_layout: Layout) -> tuple[tuple[Integer, ...], Layout]:
    """(the tile's shape (M,N), the TV layout (thr_idx, val_idx) -> index in the tile) of threads laid out by
    thr_layout each holding the block val_layout: right_inverse(raked_product(thr, val)) with shape
    (size(thr), size(val)) (the DSL's make_layout_tv; inside C++'s make_tiled_copy)."""
    layout_mn = lo.raked_product(thr_layout, val_layout)
    layout_tv = lo.composition(lo.right_inverse(layout_mn),
                               lo.make_layout((lo.size(thr_layout), lo.size(val_layout))))
    return it.product_each(layout_mn.shape), layout_tv


def make_tiled_copy_operand(atom: CopyAtom, mma: TiledMMA, operand: str) -> TiledCopy:
    """make_tiled_copy_A/B/C: the copy whose threads own what they own in the MMA's operand."""
    i0, i1 = _OPERAND_MODES[operand]
    return make_tiled_copy_tv(atom, mma.layout_tv(operand), (mma.tile_size(i0), mma.tile_size(i1)))


def make_tiled_copy_like(atom: CopyAtom, copy: TiledCopy, which: str) -> TiledCopy:
    """make_tiled_copy_S/D: a copy with the source (destination) TV layout of another."""
    return make_tiled_copy_tv(atom, copy.layout_tv_of(which), copy.tiler_mn)


# ---------------------------------------------------------------------------------------------
# The pictures' model: the (t,v) -> coordinate tensors print_latex draws (algebra.owners finds each cell's owner)
# ---------------------------------------------------------------------------------------------

def mma_tv_tensors(mma: TiledMMA) -> tuple[tuple[Integer, ...], tuple[Tensor, Tensor, Tensor]]:
    """print_latex(TiledMMA)'s model: the tile (M,N,K) and the (t,v) -> coordinate tensors of C, A and B."""
    from .tensor import make_identity_tensor
    tile = tuple(mma.tile_size(i) for i in range(3))
    out = []
    for operand in "CAB":
        i0, i1 = _OPERAND_MODES[operand]
        ref = make_identity_tensor((tile[i0], tile[i1]))
        out.append(ref.on_layout(partial(_compose_with, mma.layout_tv(operand))))
    return tile, (out[0], out[1], out[2])


def _compose_with(tv: Layout, layout: Layout) -> Layout:
    return lo.composition(layout, tv)


def _tidfrg(copy: TiledCopy, which: str, layout: Layout) -> Layout:
    return copy.tidfrg(layout, which)


def copy_tv_tensors(copy: TiledCopy) -> tuple[tuple[Integer, ...], tuple[Tensor, Tensor]]:
    """print_latex(TiledCopy)'s model: the tile (M,N) and the (t,v) -> coordinate tensors of S and D."""
    from .tensor import make_identity_tensor
    tile = it.product_each(lo.logical_divide(lo.make_layout((S(1), S(1))), copy.tiler_mn).shape)
    out = []
    for which in "SD":
        ref = make_identity_tensor(tile)
        frg = ref.on_layout(partial(_tidfrg, copy, which))
        out.append(slice_tensor(frg, (_, _, S(0))))
    return tile, (out[0], out[1])


def make_tiled_copy_c_atom(atom: CopyAtom, mma: TiledMMA) -> TiledCopy:
    """make_tiled_copy_C_atom: the smallest tiled copy over the MMA's C layout that moves NumValSrc values per
    thread: the C TV layout cut to the atom's values, its (M,N) footprint as a by-mode tiler of layouts, and the
    TV layout re-expressed in that tile."""
    layout_c = mma.layout_tv("C")
    copy_v = lo.size(atom.layout_src, 1)
    if value(copy_v) > value(lo.size(layout_c, 1)):
        raise CuteDomainError(f"make_tiled_copy_C_atom: the atom moves {cute_str(copy_v)} values per thread, the "
                              f"MMA's C layout holds {cute_str(lo.size(layout_c, 1))}")
    layout_tv = lo.composition(layout_c, lo.make_layout((lo.size(layout_c, 0), copy_v)))
    return _tiled_copy_over(atom, layout_tv, (mma.tile_size(0), mma.tile_size(1)))


def _tiled_copy_over(atom: CopyAtom, tv_coord: Layout, shape: tuple[Integer, ...]) -> TiledCopy:
    """The tiled copy whose threads and values reach the coordinates tv_coord ((tid, vid) -> index of a coordinate
    of `shape`, colexicographic): its tiler the footprint in each mode, filter(composition(shape:e_i, tv_coord)), a
    by-mode tiler of layouts; its TV layout tv_coord re-expressed in that tile (left_inverse(tile2data) o
    tv_coord).  What make_tiled_copy_C_atom and make_cotiled_copy share."""
    zeros = (S(0),) * len(shape)
    tiler = tuple(lo.filter(lo.composition(lo.make_layout(shape, zeros[:i] + (S(1),) + zeros[i + 1:]), tv_coord))
                  for i in range(len(shape)))
    tile2data = lo.composition(lo.make_layout(shape), tiler)
    return make_tiled_copy_tv(atom, lo.composition(lo.left_inverse(tile2data), tv_coord), tiler)


def make_cotiled_copy(atom: CopyAtom, atom_tv: Layout, data: Layout) -> TiledCopy:
    """make_cotiled_copy (cute/atom/copy_atom.hpp): the tiled copy whose (thread, value) -> data address is atom_tv,
    over the data layout (coordinate -> address) of the tensor it copies: (tid, vid) -> data coordinate is
    (left_inverse(data), 1:0) o atom_tv (an address past the data's end is coordinate 0), and every address atom_tv
    reaches must be one of the data's.  Both layouts static."""
    for what, lay in (("the atom's TV layout", atom_tv), ("the data layout", data)):
        if not it.is_static(lay.shape) or not it.is_static(lay.stride):
            raise CuteDomainError(f"make_cotiled_copy: {what} {cute_str(lay)} is not static (CuTe: static_assert "
                                  "is_static)")
    tv_data = lo.composition(lo.concat_layouts(lo.left_inverse(data), Layout(S(1), S(0))), atom_tv)
    reached = lo.coalesce(lo.composition(lo.concat_layouts(data, Layout(S(1), S(0))), lo.get_mode(tv_data, 1)))
    if reached != lo.coalesce(lo.get_mode(atom_tv, 1)):
        raise CuteDomainError(f"make_cotiled_copy: the atom's values {cute_str(lo.get_mode(atom_tv, 1))} reach "
                              f"addresses the data layout {cute_str(data)} does not hold (CuTe: The memory pointed to "
                              "by AtomTVLayout does not exist in the DataLayout.)")
    return _tiled_copy_over(atom, tv_data, it.product_each(data.shape))


def make_tmem_copy(atom: CopyAtom, tmem: Tensor) -> TiledCopy:
    """make_tmem_copy(atom, tmem) (cute/atom/copy_traits_sm100.hpp): a TMEM load/store over a tensor-memory tensor,
    one warp per 32-lane subpartition: thread t of warp w reads lanes from 32*w (its warp's subpartition; the atom's
    own ValID spreads a warp's values over the lanes and columns), (32,4):(0,32*DP) beside
    coalesce(upcast<bits(T)>(ValID)), cotiled with the tensor's layout."""
    ptr = tmem.iterator
    if not isinstance(ptr, Pointer) or ptr.space != "tmem":
        raise CuteDomainError("make_tmem_copy: the tensor must be a tensor-memory tensor (a UMMA accumulator, "
                              f"make_fragment_C of a UMMA partition), got {cute_str(ptr)} (CuTe: Expected TMEM "
                              "tensor.)")
    if atom.val_id is None:
        raise CuteDomainError(f"make_tmem_copy: {atom.op} is no tensor-memory copy (its traits have no ValID); "
                              "use an SM100_TMEM_LOAD_*/SM100_TMEM_STORE_* operation")
    if atom.value_bits != ptr.bits:
        raise CuteDomainError(f"make_tmem_copy: the atom copies {atom.value_bits}-bit values, the tensor holds "
                              f"{ptr.bits}-bit ones (CuTe: Expected a CopyAtom with the same type-width as the "
                              "Tensor.)")
    if not isinstance(tmem.layout, Layout):
        raise CuteDomainError(f"make_tmem_copy: a tensor-memory tensor's layout is a plain layout, got "
                              f"{cute_str(tmem.layout)}")
    dp = 1 << (16 + tmem_offset_shift(ptr.bits))   # TMEM::DP<T>: the lane stride of a tmem_ptr<T>
    atom_t = Layout((S(32), S(4)), (S(0), S(32 * dp)))
    atom_v = lo.coalesce(lo.upcast(ptr.bits, atom.val_id))
    return make_cotiled_copy(atom, lo.concat_layouts(atom_t, atom_v), tmem.layout)
