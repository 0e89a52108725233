"""The shared-memory accesses of one warp of a tiled copy, for bank_conflicts(smem_layout, tiled_copy).

The question a kernel asks: `copy(tiled_copy, tXsX, tXrX)` with tXsX = thr_copy.partition_S(sX) (a load from
shared memory) or partition_D (a store into it).  Each lane of the warp owns its thread's partition of smem's
coordinates (the partition of an identity tensor of smem's shape, in its colexicographic order, so one atom
call's values come first); smem maps each coordinate to an element offset.  The copy atom decides the
instructions:
    SM75 LDSM (ldmatrix)   a load; each lane gives one 16-byte row, matrices = the atom's register bits / 32
    SM90 STSM (stmatrix)   a store, likewise
    UniversalCopy<U> ...   ld/st.shared of the atom's values per call (e.g. 128 bits for uint128_t)
    AutoVectorizingCopy*   ld/st.shared of the widest vector contiguity and alignment allow, up to the
                           atom's assumed alignment (AutoVectorizingCopy: 128 bits; DefaultCopy: 8 bits)
and the model of cutecalc.algebra.access (checked against an H100) counts the wavefronts.
"""

from __future__ import annotations

import re

from ..errors import CuteDomainError
from ..record import record
from . import layout as lo
from .access import WARP, BankReport, _bank_report, _matrix_report, memory_layout, vector_length
from .integers import is_integer, value
from .layout import Layout
from .printing import cute_str
from .swizzle import ComposedLayout, domain_layout
from .tensor import element, make_identity_tensor
from .tiled import TiledCopy


@record(frozen=True)
class CopyAccess:
    """How one warp of a tiled copy touches shared memory: the instruction kind, ldmatrix/stmatrix's matrix
    count, the values per instruction (None: the widest allowed), and offsets[lane][value]."""

    op: str                 # "ld", "st", "ldsm", "stsm"
    matrices: int
    vector: int | None
    bits: int
    offsets: list[list[int]]


_AUTO_ALIGN = re.compile(r"AutoVectorizingCopyWithAssumedAlignment<(\d+)>")


def _assumed_alignment_bits(op: str) -> int | None:
    """The vector cap of CuTe's auto-vectorizing atoms (None for an atom of fixed width)."""
    if op == "AutoVectorizingCopy":
        return 128
    if op == "DefaultCopy":
        return 8
    m = _AUTO_ALIGN.fullmatch(op)
    return int(m.group(1)) if m else None


def _kind(copy: TiledCopy, store: bool) -> tuple[str, int]:
    """(op, matrices) of the copy's shared-memory side, or a refusal in words."""
    atom = copy.atom
    op = atom.op
    if "CP_ASYNC" in op:
        raise CuteDomainError(f"{op} writes shared memory through cp.async (LDGSTS), which the bank model "
                              "(ld/st.shared, ldmatrix, stmatrix, measured on an H100) does not cover")
    if op.startswith("SM100_"):
        raise CuteDomainError(f"{op}: the 8-bit ldmatrix/stmatrix forms are not in the measured model")

    def bits(lay: Layout) -> int:   # register bits per thread
        return value(lo.size(lay, 1)) * atom.value_bits

    if "LDSM" in op:
        if store:
            raise CuteDomainError(f"{op} is ldmatrix, a load from shared memory: ask bank_conflicts, not the store")
        return "ldsm", bits(atom.layout_dst) // 32
    if "STSM" in op:
        if not store:
            raise CuteDomainError(f"{op} is stmatrix, a store to shared memory: ask bank_conflicts_store")
        return "stsm", bits(atom.layout_src) // 32
    return ("st" if store else "ld"), 0


def copy_access(smem: Layout | ComposedLayout, copy: TiledCopy, store: bool = False, warp: int = 0) -> CopyAccess:
    """One warp's shared-memory side of `copy` over `smem` (a Layout or a swizzled ComposedLayout whose
    coordinates the copy partitions): partition_S for loads, partition_D for stores."""
    op, matrices = _kind(copy, store)
    side = "D" if store else "S"
    smem = memory_layout(smem)     # a shared-memory atom in its elements' units
    nthr = value(copy.size())
    if not 0 <= warp * WARP < nthr:
        raise CuteDomainError(f"warp {warp}: the tiled copy has {nthr} threads")
    shape = domain_layout(smem).shape
    ident = make_identity_tensor(shape)
    offsets = []
    for t in range(warp * WARP, min(nthr, (warp + 1) * WARP)):
        part = copy.thr_slice(t).partition(ident, side)
        row = []
        for i in range(value(lo.size(part.layout))):
            off = smem(element(part, i))
            if not is_integer(off):
                raise CuteDomainError(f"the smem layout {cute_str(smem)} must map coordinates to element offsets")
            row.append(value(off))
        offsets.append(row)
    atom = copy.atom
    bits = atom.value_bits
    if op in ("ldsm", "stsm"):
        return CopyAccess(op, matrices, None, bits, offsets)
    cap = _assumed_alignment_bits(atom.op)
    if cap is None:   # a fixed-width atom: its values per call, one instruction each
        return CopyAccess(op, 0, value(lo.size(atom.layout_src, 1)), bits, offsets)
    widest = vector_length(offsets, bits)
    return CopyAccess(op, 0, max(1, min(widest, cap // bits)), bits, offsets)


def tiled_copy_conflicts(smem: Layout | ComposedLayout, copy: TiledCopy, store: bool = False,
                         warp: int = 0) -> BankReport:
    """bank_conflicts(smem_layout, tiled_copy): the wavefronts of one warp's copy instructions."""
    acc = copy_access(smem, copy, store, warp)
    if acc.op in ("ldsm", "stsm"):
        rows = 128 // acc.bits
        calls = len(acc.offsets[0]) // rows
        if calls != 1:
            # several ldmatrix calls: one report per call, as instructions of one report
            reports = [_matrix_report([r[k * rows:(k + 1) * rows] for r in acc.offsets], acc.matrices, acc.op,
                                      acc.bits) for k in range(calls)]
            return BankReport(acc.op, acc.bits, tuple(i for r in reports for i in r.instructions))
        return _matrix_report(acc.offsets, acc.matrices, acc.op, acc.bits)
    return _bank_report(acc.offsets, acc.bits, acc.op, acc.vector)
