"""The memory accesses of a tiled copy or of a tiled MMA's operand, warp by warp, for the access analyses.

The question a kernel asks: `copy(tiled_copy, tXsX, tXrX)` with tXsX = thr_copy.partition_S(sX) (a load from
shared memory) or partition_D (a store into it); or `copy(tCsA, tCrA)` with tCsA = thr_mma.partition_A(sA).
Each thread owns its partition of the memory layout's coordinates -- the partition of a counting tensor over
the layout's domain (make_coord_tensor(make_layout(shape)): each element its colex index), in the partition's
order, so one atom call's values come first -- and the memory layout maps each index to an element offset.
The copy atom decides the instructions:
    SM75 LDSM (ldmatrix)   a load; each lane gives one 16-byte row, matrices = the atom's register bits / 32
    SM90 STSM (stmatrix)   a store, likewise
    UniversalCopy<U> ...   ld/st of the atom's values per call (e.g. 128 bits for uint128_t)
    AutoVectorizingCopy*   ld/st of the widest vector contiguity and alignment allow, up to the atom's assumed
                           alignment (AutoVectorizingCopy: 128 bits; DefaultCopy: 8 bits)
and a tiled MMA's operand is copied as CuTe's copy(src, dst) copies static layouts: auto-vectorized up to 128
bits.  The models of cutecalc.algebra.access (checked against an H100) count what each warp's instructions cost.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, cast

from ..errors import CuteDomainError
from ..record import record
from . import layout as lo
from .access import (
    WARP,
    AnyLayout,
    BankReport,
    CoalescingReport,
    check_pairs,
    coalescing_of,
    layout_values,
    memory_layout,
    rows_at,
    shared_report,
    vector_length,
)
from .integers import S, value
from .swizzle import domain_layout
from .tensor import CoordTensor, make_coord_tensor
from .tiled import TiledCopy, TiledMMA

if TYPE_CHECKING:
    from .integers import Integer


@record(frozen=True)
class Access:
    """How some warps of a tiled copy or MMA touch memory: the instruction kind, ldmatrix/stmatrix's matrix
    count, the values per instruction (None: the widest allowed), and for the threads of warps first_warp,
    first_warp + 1, ... the indices and offsets of their values."""

    op: str                 # "ld", "st", "ldsm", "stsm"
    matrices: int
    vector: int | None
    bits: int
    indices: list[list[int]]      # [thread][value]: the index into the memory layout's domain
    offsets: list[list[int]]      # [thread][value]: the memory layout's offset there
    first_warp: int = 0

    def bank_report(self) -> BankReport:
        """The shared-memory wavefronts of these warps' instructions (ldmatrix/stmatrix: one call at a time)."""
        return shared_report(self.offsets, self.bits, self.op, self.vector, self.matrices, self.first_warp)

    def coalescing_report(self, base: int = 0) -> CoalescingReport:
        if self.op in ("ldsm", "stsm"):
            raise CuteDomainError(f"{'ldmatrix' if self.op == 'ldsm' else 'stmatrix'} moves shared memory, not global: "
                                  "ask bank_conflicts")
        return coalescing_of(self.offsets, self.bits, self.op, self.vector, base, self.first_warp)


# Copy operations whose shared-memory side is ld/st.shared, one instruction per call (besides ldmatrix/stmatrix).
_SHARED_ACCESS = ("UniversalCopy", "AutoVectorizingCopy", "DefaultCopy")
_AUTO_ALIGN = re.compile(r"AutoVectorizingCopyWithAssumedAlignment<(\d+)>")


def _assumed_alignment_bits(op: str) -> int | None:
    """The vector cap of CuTe's auto-vectorizing atoms (None for an atom of fixed width)."""
    if op == "AutoVectorizingCopy":
        return 128
    if op == "DefaultCopy":
        return 8
    m = _AUTO_ALIGN.fullmatch(op)
    return int(m.group(1)) if m else None


def _kind(copy: TiledCopy, store: bool, space: str) -> tuple[str, int]:
    """(op, matrices) of the copy's side in `space` ("shared" or "global"), or a refusal in words."""
    atom = copy.atom
    op = atom.op
    if "CP_ASYNC" in op:
        raise CuteDomainError(f"{op} copies through cp.async (LDGSTS), which the access model (ld/st.shared, "
                              "ldmatrix, stmatrix, ld/st.global, measured on an H100) does not cover")
    if op.startswith("SM100_") and ("LDSM" in op or "STSM" in op):
        raise CuteDomainError(f"{op}: the 8-bit ldmatrix/stmatrix forms are not in the measured model")
    if "TMA" in op or "BULK" in op:
        raise CuteDomainError(f"{op} copies through the TMA unit, which the access model does not cover")
    if not (op.startswith(_SHARED_ACCESS) or ("LDSM" in op and op.startswith("SM75_"))
            or ("STSM" in op and op.startswith("SM90_"))):
        raise CuteDomainError(f"{op} does not access memory as the measured model does (ld/st.shared, "
                              "ld/st.global, ldmatrix, stmatrix): tensor memory, shuffles and register moves "
                              "are not in it")

    def bits(lay: lo.Layout) -> int:   # register bits per thread
        return value(lo.size(lay, 1)) * atom.value_bits

    for name, instr, is_store, layout in (("LDSM", "ldmatrix", False, atom.layout_dst),
                                          ("STSM", "stmatrix", True, atom.layout_src)):
        if name in op:
            if space == "global":
                raise CuteDomainError(f"{op} is {instr}: it moves shared memory, not global (ask bank_conflicts)")
            if store != is_store:
                raise CuteDomainError(f"{op} is {instr}, a {'store to' if is_store else 'load from'} shared "
                                      f"memory: ask bank_conflicts{'_store' if is_store else ''}")
            return ("stsm" if is_store else "ldsm"), bits(layout) // 32
    return ("st" if store else "ld"), 0


def _threads(nthr: int, warp: int | None) -> range:
    if warp is None:
        return range(nthr)
    if not 0 <= warp * WARP < nthr:
        raise CuteDomainError(f"warp {warp}: there are {nthr} threads")
    return range(warp * WARP, min(nthr, (warp + 1) * WARP))


def _indices(parts: list[CoordTensor]) -> list[list[int]]:
    """Each partition's elements: indices into the memory layout's domain (the partitions count them)."""
    layouts = [part.layout for part in parts]
    assert all(isinstance(x, lo.Layout) for x in layouts)   # (partitions of a counting tensor over a plain layout)
    plain = cast("list[lo.Layout]", layouts)
    check_pairs(len(parts), value(lo.size(plain[0])), "the partition")
    return [[value(cast("Integer", part.origin)) + i for i in layout_values(x)] for part, x in zip(parts, plain)]


def _counting(memory: AnyLayout) -> CoordTensor:
    """The counting tensor over memory's domain: the element at each coordinate is its colex index."""
    return make_coord_tensor(lo.make_layout(domain_layout(memory).shape))


def copy_access(memory: AnyLayout, copy: TiledCopy, store: bool = False, warp: int | None = None,
                space: str = "shared") -> Access:
    """The warps' side of `copy` over `memory` (a Layout or a swizzled ComposedLayout whose coordinates the
    copy partitions) in `space`: partition_S for loads, partition_D for stores; every warp of the copy, or
    only `warp`."""
    op, matrices = _kind(copy, store, space)
    memory = memory_layout(memory)     # a shared-memory atom in its elements' units
    threads = _threads(value(copy.size()), warp)
    indices = _indices(copy.partitions(_counting(memory), "D" if store else "S", list(threads)))
    offsets = rows_at(memory, indices)
    atom = copy.atom
    bits = atom.value_bits
    first = threads.start // WARP
    if op in ("ldsm", "stsm"):
        return Access(op, matrices, None, bits, indices, offsets, first)
    cap = _assumed_alignment_bits(atom.op)
    if cap is None:   # a fixed-width atom: its values per call, one instruction each
        return Access(op, 0, value(lo.size(atom.layout_src, 1)), bits, indices, offsets, first)
    widest = vector_length(offsets, bits)
    return Access(op, 0, max(1, min(widest, cap // bits)), bits, indices, offsets, first)


OPERANDS = "ABC"


def mma_access(memory: AnyLayout, mma: TiledMMA, operand: str, bits: int, store: bool = False,
               warp: int | None = None) -> Access:
    """The warps' loads (stores) of their partition_A/B/C of `memory`, as copy(tCsA, tCrA) moves a static
    partition: the widest vector up to 128 bits."""
    if operand not in OPERANDS:
        raise CuteDomainError(f"an MMA operand is A, B or C, got {operand!r}")
    atom = mma.atom
    if atom.is_umma() or atom.reads_smem(operand):
        raise CuteDomainError(f"{atom.op.split('<', 1)[0]} reads {operand} from shared memory itself (a "
                              "wgmma/tcgen05 descriptor), not through ld.shared: the access model does not cover it")
    memory = memory_layout(memory)
    threads = _threads(value(mma.size()), warp)
    parts = mma.partitions(_counting(memory), operand, [mma.thr_vmnk(S(t)) for t in threads])
    indices = _indices(parts)
    offsets = rows_at(memory, indices)
    widest = vector_length(offsets, bits)
    return Access("st" if store else "ld", 0, widest, bits, indices, offsets, threads.start // WARP)


def tiled_copy_conflicts(smem: AnyLayout, copy: TiledCopy, store: bool = False, warp: int | None = None) -> BankReport:
    """bank_conflicts(smem_layout, tiled_copy): the wavefronts of each warp's copy instructions."""
    return copy_access(smem, copy, store, warp).bank_report()
