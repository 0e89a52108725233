"""Memory-access analysis of one warp's accesses, read off a thread-value layout.

A TV layout maps (thread, value) to an element offset: mode 0 the lanes of a warp, mode 1 the values one
thread moves.  `warp_instructions` splits mode 1 into warp-wide instructions the way CuTe's copy does (the
widest vector, up to 128 bits, that every thread's values allow by contiguity and alignment); the
analyses below count what the memory system does for each instruction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeAlias, TypeVar, cast

from ..errors import CuteDomainError
from ..record import record
from .composed import as_position_independent
from .integers import is_integer, value
from .swizzle import ComposedLayout, SmemPtrFlag, Swizzle, domain_layout

if TYPE_CHECKING:
    from .integers import Integer
    from .layout import Layout

# What an access analysis reads: a layout, or a composed layout (a swizzled one).
AnyLayout: TypeAlias = "Layout | ComposedLayout"

WARP = 32
MAX_VECTOR_BITS = 128
ELEMENT_BITS = (1, 2, 4, 8, 16, 32, 64, 128)


@record(frozen=True, slots=True)
class WarpInstruction:
    """One warp-wide memory instruction: each lane's byte address (None: the lane takes no part); `warp` says
    which warp of the threads analysed issues it (threads 32w .. 32w+31)."""

    width_bits: int
    addresses: tuple[int | None, ...]
    warp: int = 0

    @property
    def width_bytes(self) -> int:
        return self.width_bits // 8

    def shifted(self, base: int) -> WarpInstruction:
        """The same access `base` bytes further on; each lane's address must stay aligned to the width."""
        out = WarpInstruction(self.width_bits, tuple(None if a is None else a + base for a in self.addresses),
                              self.warp)
        if any(a is not None and a % self.width_bytes for a in out.addresses):
            raise CuteDomainError(f"base {base}: a {self.width_bits}-bit access must be aligned to its width")
        return out


def memory_layout(x: AnyLayout) -> AnyLayout:
    """The layout an access analysis reads: a shared-memory atom in its elements' units (as_position_independent);
    a sparse atom (smem_sparse<S>_ptr, whose elements a sparse pointer packs) is refused."""
    if isinstance(x, ComposedLayout) and isinstance(x.offset, SmemPtrFlag) and x.offset.sparsity is not None:
        raise CuteDomainError(f"a layout at offset {x.offset.cute_str()}: the accesses of a sparse atom are not "
                              "modelled")
    return as_position_independent(x)


MAX_THREADS = 1024          # a CTA's threads at most
MAX_PAIRS = 1 << 20         # (thread, value) pairs an analysis evaluates at most


def _offset(x: object) -> int:
    if not is_integer(x):
        raise CuteDomainError("a TV layout for a memory access maps to integer offsets, got a coordinate")
    v = value(x)
    if v < 0:
        raise CuteDomainError(f"memory offsets are non-negative, the TV layout gives {v}")
    return v


def _integer_leaves(layout: Layout) -> list[tuple[int, int]] | None:
    """(extent, stride) of each leaf, colexicographically; None where a stride is not an integer."""
    from .inttuple import flatten_to_tuple
    out = []
    for s, d in zip(flatten_to_tuple(layout.shape), flatten_to_tuple(layout.stride)):
        if not is_integer(d):
            return None
        out.append((value(s), value(cast("Integer", d))))
    return out


def layout_values(x: AnyLayout) -> list[int]:
    """x(i) for every index i of its domain, in order: a layout is additive over its leaves, so its values
    are built leaf by leaf (i = c0 + s0*c1 + ..., x(i) = c0*d0 + c1*d1 + ...)."""
    from .layout import size
    if isinstance(x, ComposedLayout):
        return values_at(x, range(value(size(domain_layout(x)))))
    leaves = _integer_leaves(x)
    if leaves is None:
        return [_offset(x(i)) for i in range(value(size(x)))]
    values = [0]
    for s, d in leaves:
        if s > 1:
            values = [v + c * d for c in range(s) for v in values]
    if values and min(values) < 0:
        raise CuteDomainError(f"memory offsets are non-negative, the TV layout gives {min(values)}")
    return values


def values_at(x: AnyLayout, indices: range | list[int]) -> list[int]:
    """x(i) for each index i: leaf arithmetic for a layout and a swizzled one (Sw o offset o L), or a look-up
    in all of x's values where the indices are as many as x's domain; any other composed layout point by
    point, as it evaluates itself."""
    from .layout import size
    if isinstance(x, ComposedLayout) and isinstance(x.layout_a, Swizzle) and is_integer(x.offset) \
            and not isinstance(x.layout_b, Swizzle):
        off = value(x.offset)
        out = x.layout_a.apply_all([off + y for y in values_at(x.layout_b, indices)])
    elif isinstance(x, ComposedLayout):
        return [_offset(x(i)) for i in indices]
    else:
        leaves = _integer_leaves(x)
        if leaves is None:
            return [_offset(x(i)) for i in indices]
        n = value(size(x))
        if 2 * len(indices) >= n and max(indices, default=0) < n:
            table = layout_values(x)
            return [table[i] for i in indices]
        # (an index past the domain goes on along the last mode, as CuTe's idx2crd takes it)
        *inner, (_, last) = leaves or [(1, 0)]
        out = []
        for i in indices:
            y = 0
            for s, d in inner:
                i, c = divmod(i, s)
                y += c * d
            out.append(y + i * last)
    if out and min(out) < 0:
        raise CuteDomainError(f"memory offsets are non-negative, the layout gives {min(out)}")
    return out


def rows_at(x: AnyLayout, rows: list[list[int]]) -> list[list[int]]:
    """values_at of each row (rows of one length), evaluated together."""
    n = len(rows[0]) if rows else 0
    flat = values_at(x, [i for row in rows for i in row])
    return [flat[k * n:(k + 1) * n] for k in range(len(rows))]


def _mode_size(layout: Layout, i: int) -> int:
    from .inttuple import get, product
    shape = layout.shape
    if not isinstance(shape, tuple):
        return value(shape) if i == 0 else 1
    return value(product(get(shape, i))) if i < len(shape) else 1


def check_pairs(nthr: int, nval: int, what: str = "a TV layout") -> None:
    """Refuse, before evaluating anything, an access of more threads or (thread, value) pairs than analysed."""
    if nthr > MAX_THREADS:
        raise CuteDomainError(f"{what} of {nthr} threads: an access analysis takes at most {MAX_THREADS} (a CTA)")
    if nthr * nval > MAX_PAIRS:
        raise CuteDomainError(f"{what} of {nthr} threads x {nval} values: an access analysis evaluates at most "
                              f"{MAX_PAIRS} (2^20) (thread, value) pairs")


def tv_offsets(tv: AnyLayout) -> list[list[int]]:
    """offsets[t][v] = TV(t, v), the element offset of thread t's value v (a shared-memory atom read in its
    elements' units: memory_layout); threads past 32 are further warps."""
    tv = memory_layout(tv)
    dom = domain_layout(tv)
    rank = len(dom.shape) if isinstance(dom.shape, tuple) else 1
    if rank > 2:
        raise CuteDomainError(f"a TV layout has two modes (thread, value), got rank {rank}")
    nthr, nval = _mode_size(dom, 0), _mode_size(dom, 1)
    check_pairs(nthr, nval)
    flat = layout_values(tv)
    return [flat[t::nthr] for t in range(nthr)]


def access_offsets(tv: AnyLayout, layout: AnyLayout | None = None) -> list[list[int]]:
    """offsets[t][v]: TV's own offsets, or layout(TV(t, v)) when TV maps into layout's coordinates
    (composition(layout, TV) computed point by point, so any TV CuTe could compose works)."""
    coords = tv_offsets(tv)
    return coords if layout is None else rows_at(memory_layout(layout), coords)


def _check_bits(bits: int) -> None:
    if bits not in ELEMENT_BITS:
        raise CuteDomainError(f"element width must be one of {', '.join(map(str, ELEMENT_BITS))} bits, got {bits}")


def _runs_ok(offsets: list[list[int]], bits: int, n: int) -> bool:
    """Every thread's values [k, k+n) are n contiguous elements aligned to n elements."""
    nval = len(offsets[0])
    return nval % n == 0 and all(
        row[k] * bits % (n * bits) == 0 and all(row[k + j] == row[k] + j for j in range(1, n))
        for row in offsets for k in range(0, nval, n))


def vector_length(offsets: list[list[int]], bits: int) -> int:
    """The most values per instruction (a power of two, at most 128 bits) that every thread's values allow:
    each run of that many values is contiguous in memory and aligned to its own width."""
    _check_bits(bits)
    n = max(1, 8 // bits)
    if not _runs_ok(offsets, bits, n):
        raise CuteDomainError(f"{bits}-bit values must be moved in whole bytes: {n} contiguous, aligned "
                              "values per thread")
    while 2 * n * bits <= MAX_VECTOR_BITS and _runs_ok(offsets, bits, 2 * n):
        n *= 2
    return n


def _instructions_of(offsets: list[list[int]], bits: int, n: int, first_warp: int = 0) -> list[WarpInstruction]:
    """Each warp's instructions (rows 32w .. 32w+31 are warp first_warp + w), warp by warp: instruction k of a
    warp moves values [k*n, (k+1)*n) of each of its threads."""
    nval = len(offsets[0])
    if n < 1 or nval % n or n * bits > MAX_VECTOR_BITS or n * bits < 8:
        raise CuteDomainError(f"{n} values of {bits} bits per thread cannot split {nval} values into "
                              f"instructions of 8 to {MAX_VECTOR_BITS} bits")
    if not _runs_ok(offsets, bits, n):
        raise CuteDomainError(f"a thread's values are not runs of {n} contiguous, aligned elements: no "
                              f"{n * bits}-bit instruction moves them")
    out = []
    for w in range(0, len(offsets), WARP):
        rows = offsets[w:w + WARP]
        for k in range(0, nval, n):
            lanes: list[int | None] = [row[k] * bits // 8 for row in rows]
            lanes += [None] * (WARP - len(lanes))
            out.append(WarpInstruction(n * bits, tuple(lanes), first_warp + w // WARP))
    return out


def warp_instructions(tv: AnyLayout, bits: int, vector: int | None = None,
                      layout: AnyLayout | None = None) -> list[WarpInstruction]:
    """The warp-wide instructions that move TV's values: `vector` values (by default `vector_length`) a
    thread per instruction, instruction k moving values [k*vector, (k+1)*vector) of every thread."""
    _check_bits(bits)
    offsets = access_offsets(tv, layout)
    return _instructions_of(offsets, bits, vector_length(offsets, bits) if vector is None else vector)


# -- shared memory: banks and wavefronts ---------------------------------------------------------------
#
# The model, measured on an H100 (tests/access/h100_measurements.json, every case equal):
#   * Shared memory has 32 banks of 4-byte words; a word's bank is (address / 4) % 32.
#   * An instruction is served in phases.  Accesses up to 32 bits: one phase of the whole warp.  64-bit:
#     two phases of 16 lanes; 128-bit: four phases of 8 lanes (a phase moves at most 128 bytes).
#   * Loads only: when the whole warp's lanes repeat addresses in partners -- every active lane t reads
#     the address of lane t^1, or every active lane that of lane t^2 (a lane taking no part matches
#     anything) -- the returned data packs two lanes to a register slot and neighbouring phases are served
#     as one: a 64-bit load is one phase of 32 lanes, a 128-bit load two phases of 16.  Nothing else
#     merges: partners t^4, t^8, t^16 or t^3 do not, the rule holding in one half-warp only does not, and
#     stores never merge (tests/access/README.md lists the cases that decided it).
#   * A phase costs as many wavefronts as the most distinct words any one bank holds among its lanes'
#     accesses (lanes reading the same word share it); an empty phase costs none.
#   * ldmatrix / stmatrix: one phase per 8x8 matrix, its eight 16-byte rows from lanes 8j .. 8j+7.

BANKS = 32
BANK_BYTES = 4


class _OfInstruction(Protocol):
    @property
    def instruction(self) -> WarpInstruction: ...


_I = TypeVar("_I", bound=_OfInstruction)


class _Total:
    """A report's figure that is the sum of the same figure over its parts: in a class,
    `wavefronts = _Total("phases")` reads as the sum of `p.wavefronts` over `self.phases`."""

    def __init__(self, parts: str) -> None:
        self.parts = parts
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: object, owner: type | None = None) -> int:
        total: int = sum(getattr(part, self.name) for part in getattr(obj, self.parts))
        return total


def _by_warp(instructions: tuple[_I, ...]) -> list[list[_I]]:
    """Instructions grouped by the warp that issues them (they come warp by warp)."""
    groups: list[list[_I]] = []
    for i in instructions:
        if not groups or groups[-1][0].instruction.warp != i.instruction.warp:
            groups.append([])
        groups[-1].append(i)
    return groups


@record(frozen=True, slots=True)
class BankCollision:
    """Distinct words of one bank in one phase: words[i] is a byte address, lanes[i] the lanes touching it."""

    bank: int
    words: tuple[int, ...]
    lanes: tuple[tuple[int, ...], ...]


@record(frozen=True, slots=True)
class Phase:
    lanes: tuple[int, ...]
    wavefronts: int
    ideal: int
    collisions: tuple[BankCollision, ...]


@record(frozen=True, slots=True)
class SharedInstruction:
    instruction: WarpInstruction
    phases: tuple[Phase, ...]

    wavefronts = _Total("phases")
    ideal = _Total("phases")


@record(frozen=True, slots=True)
class BankReport:
    """The shared-memory cost of one warp's access: one entry per warp-wide instruction."""

    op: str                       # "ld", "st", "ldsm", "stsm"
    bits: int
    instructions: tuple[SharedInstruction, ...]

    wavefronts = _Total("instructions")
    ideal = _Total("instructions")

    def warps(self) -> list[BankReport]:
        """The report of each warp, in order (one for an access of at most 32 threads)."""
        return [BankReport(self.op, self.bits, tuple(g)) for g in _by_warp(self.instructions)]


def bank_of(byte_address: int) -> int:
    return byte_address // BANK_BYTES % BANKS


def _lane_words(instr: WarpInstruction, lane: int, nbytes: int) -> list[int]:
    a = instr.addresses[lane]
    return [] if a is None else list(range(a // BANK_BYTES * BANK_BYTES, a + nbytes, BANK_BYTES))


def _phase(instr: WarpInstruction, lanes: tuple[int, ...], nbytes: int) -> Phase:
    by_bank: dict[int, dict[int, list[int]]] = {}
    for lane in lanes:
        for w in _lane_words(instr, lane, nbytes):
            by_bank.setdefault(bank_of(w), {}).setdefault(w, []).append(lane)
    if not by_bank:
        return Phase(lanes, 0, 0, ())
    nwords = sum(len(ws) for ws in by_bank.values())
    wavefronts = max(len(ws) for ws in by_bank.values())
    collisions = tuple(BankCollision(b, tuple(sorted(ws)), tuple(tuple(ws[w]) for w in sorted(ws)))
                       for b, ws in sorted(by_bank.items()) if len(ws) > 1)
    return Phase(lanes, wavefronts, -(-nwords // BANKS), collisions)


PARTNER_MASKS = (1, 2)   # lane t's partner t ^ m whose repeated address lets a load's phases pack


def _partners_share_addresses(instr: WarpInstruction, mask: int) -> bool:
    """Every active lane t reads the address of lane t ^ mask, or that lane takes no part."""
    a = instr.addresses
    return all(a[t] is None or a[t ^ mask] is None or a[t] == a[t ^ mask] for t in range(WARP))


def shared_phase_lanes(instr: WarpInstruction, op: str = "ld", matrices: int = 0) -> list[tuple[int, ...]]:
    """The lanes served together in each phase of one shared-memory instruction (the rule above)."""
    if op in ("ldsm", "stsm"):
        return [tuple(range(8 * j, 8 * j + 8)) for j in range(matrices)]
    per_phase = WARP * 32 // max(32, instr.width_bits)
    if op == "ld" and per_phase < WARP and any(_partners_share_addresses(instr, m) for m in PARTNER_MASKS):
        per_phase *= 2
    return [tuple(range(s, s + per_phase)) for s in range(0, WARP, per_phase)]


def shared_instruction(instr: WarpInstruction, op: str = "ld", matrices: int = 0) -> SharedInstruction:
    nbytes = 16 if op in ("ldsm", "stsm") else instr.width_bytes
    return SharedInstruction(instr, tuple(_phase(instr, lanes, nbytes)
                                          for lanes in shared_phase_lanes(instr, op, matrices)))


def _check_op(op: str, allowed: tuple[str, ...]) -> None:
    if op not in allowed:
        raise CuteDomainError(f"the access must be one of {', '.join(allowed)}, got {op!r}")


def bank_conflicts(tv: AnyLayout, bits: int, op: str = "ld", vector: int | None = None,
                   layout: AnyLayout | None = None) -> BankReport:
    """Shared-memory wavefronts of one warp moving TV's values (`op` "ld" or "st"), instruction by
    instruction as `warp_instructions` splits them; with `layout`, TV maps into its coordinates."""
    return _bank_report(access_offsets(tv, layout), bits, op, vector)


def _bank_report(offsets: list[list[int]], bits: int, op: str, vector: int | None,
                 first_warp: int = 0) -> BankReport:
    _check_op(op, ("ld", "st"))
    _check_bits(bits)
    instrs = _instructions_of(offsets, bits, vector_length(offsets, bits) if vector is None else vector, first_warp)
    return BankReport(op, bits, tuple(shared_instruction(i, op) for i in instrs))


MATRIX_COUNTS = (1, 2, 4)


def matrix_conflicts(tv: AnyLayout, matrices: int, op: str = "ldsm", bits: int = 16,
                     layout: AnyLayout | None = None) -> BankReport:
    """ldmatrix / stmatrix .x1/.x2/.x4: TV gives each lane's 16-byte row (lanes 8j..8j+7 the rows of
    matrix j; the rows of lanes past 8*matrices are not used).  A TV with one value per lane gives the
    first element of each row."""
    return _matrix_report(access_offsets(tv, layout), matrices, op, bits)


def _matrix_report(offsets: list[list[int]], matrices: int, op: str, bits: int,
                   first_warp: int = 0) -> BankReport:
    _check_op(op, ("ldsm", "stsm"))
    _check_bits(bits)
    if matrices not in MATRIX_COUNTS:
        raise CuteDomainError(f"ldmatrix/stmatrix move 1, 2 or 4 matrices, got {matrices}")
    lanes_in_last = len(offsets) - (len(offsets) - 1) // WARP * WARP
    if lanes_in_last < 8 * matrices:
        raise CuteDomainError(f"{matrices} matrices need row addresses from {8 * matrices} lanes of each warp, "
                              f"TV has {len(offsets)} threads")
    row_values = 128 // bits
    if len(offsets[0]) == 1:
        offsets = [[row[0] + j for j in range(row_values)] for row in offsets]
    if len(offsets[0]) != row_values:
        raise CuteDomainError(f"each lane gives one 16-byte row: {row_values} values of {bits} bits, "
                              f"got {len(offsets[0])}")
    instrs = _instructions_of(offsets, bits, row_values, first_warp)
    return BankReport(op, bits, tuple(shared_instruction(i, op, matrices) for i in instrs))


def shared_report(offsets: list[list[int]], bits: int, op: str, vector: int | None = None, matrices: int = 0,
                  first_warp: int = 0) -> BankReport:
    """The wavefronts of moving offsets[thread][value] through shared memory: ld/st of `vector` values (None:
    the widest allowed), or ldmatrix/stmatrix .x`matrices`, a call per 16-byte row of each thread."""
    if op not in ("ldsm", "stsm"):
        return _bank_report(offsets, bits, op, vector, first_warp)
    rows = 128 // bits
    if len(offsets[0]) <= 1 or len(offsets[0]) == rows:
        return _matrix_report(offsets, matrices, op, bits, first_warp)
    if len(offsets[0]) % rows:
        raise CuteDomainError(f"each lane gives 16-byte rows: a multiple of {rows} values of {bits} bits, "
                              f"got {len(offsets[0])}")
    calls = [_matrix_report([r[k:k + rows] for r in offsets], matrices, op, bits, first_warp)
             for k in range(0, len(offsets[0]), rows)]
    # warp by warp, each warp's calls in order
    instrs = sorted((i for rep in calls for i in rep.instructions), key=lambda i: i.instruction.warp)
    return BankReport(op, bits, tuple(instrs))


# -- global memory: sectors and requests ---------------------------------------------------------------
#
# Measured on an H100: each warp-wide global load or store instruction with an active lane is one request,
# and it moves every 32-byte sector that any active lane's bytes touch, once.

SECTOR_BYTES = 32


@record(frozen=True, slots=True)
class GlobalInstruction:
    instruction: WarpInstruction
    sectors: tuple[int, ...]      # the sector indices (address // 32) touched, ascending
    bytes_used: int               # distinct bytes the lanes ask for

    @property
    def requests(self) -> int:
        return 1 if self.sectors else 0

    @property
    def ideal(self) -> int:
        """The fewest sectors that could hold the bytes used."""
        return -(-self.bytes_used // SECTOR_BYTES)


@record(frozen=True, slots=True)
class CoalescingReport:
    op: str
    bits: int
    instructions: tuple[GlobalInstruction, ...]

    @property
    def sectors(self) -> int:
        return sum(len(i.sectors) for i in self.instructions)

    requests = _Total("instructions")
    ideal = _Total("instructions")
    bytes_used = _Total("instructions")

    def warps(self) -> list[CoalescingReport]:
        """The report of each warp, in order (one for an access of at most 32 threads)."""
        return [CoalescingReport(self.op, self.bits, tuple(g)) for g in _by_warp(self.instructions)]

    @property
    def bytes_moved(self) -> int:
        return self.sectors * SECTOR_BYTES


def global_instruction(instr: WarpInstruction) -> GlobalInstruction:
    used = {b for a in instr.addresses if a is not None for b in range(a, a + instr.width_bytes)}
    return GlobalInstruction(instr, tuple(sorted({b // SECTOR_BYTES for b in used})), len(used))


def coalescing(tv: AnyLayout, bits: int, op: str = "ld", vector: int | None = None, base: int = 0,
               layout: AnyLayout | None = None) -> CoalescingReport:
    """Global-memory sectors and requests of the warps moving TV's values; `base` is the byte address of
    element 0 relative to a 32-byte boundary (0: aligned)."""
    return coalescing_of(access_offsets(tv, layout), bits, op, vector, base)


def coalescing_of(offsets: list[list[int]], bits: int, op: str, vector: int | None, base: int = 0,
                  first_warp: int = 0) -> CoalescingReport:
    _check_op(op, ("ld", "st"))
    _check_bits(bits)
    instrs = _instructions_of(offsets, bits, vector_length(offsets, bits) if vector is None else vector, first_warp)
    return CoalescingReport(op, bits, tuple(global_instruction(i.shifted(base)) for i in instrs))


# -- the swizzle advisor --------------------------------------------------------------------------------

@record(frozen=True, slots=True)
class SwizzleOption:
    swizzle: Swizzle
    report: BankReport
    cosize: int | None = None     # the cosize Sw o layout needs, where more than the layout's own

    @property
    def gmma_name(self) -> str | None:
        """The GMMA / TMA swizzle mode this is on `report.bits`-bit elements: Sw<B,4,3> on byte
        addresses, i.e. 16-byte units XORed with the row of 128 bytes (B=1: SW32, 2: SW64, 3: SW128)."""
        sw, bits = self.swizzle, self.report.bits
        if sw.shift == 3 and (1 << sw.base) * bits == 128 and 1 <= sw.bits <= 3:
            return f"SW{16 << sw.bits}"
        return None


@record(frozen=True, slots=True)
class SwizzleAdvice:
    before: BankReport
    options: tuple[SwizzleOption, ...]     # the swizzles that reach the ideal, best first (never the one in use)
    in_use: Swizzle | None = None          # the layout's own swizzle, in its elements' units


BANK_ROW_BYTES = BANKS * BANK_BYTES


def _candidate_swizzles(bits: int, span: int) -> list[Swizzle]:
    """Every Sw<B,M,S> that can move a bank: units of 2^M elements from a byte up to half a bank row (XORing
    whole 128-byte rows moves no bank), B = 1..5 bits, sources S >= B whose lowest bit still varies below
    `span` (a source above every offset XORs nothing)."""
    out = []
    for m in range(0, 16):
        unit = (1 << m) * bits
        if unit < 8:
            continue
        if unit // 8 >= BANK_ROW_BYTES:
            break
        for b in range(1, 6):
            for s in range(b, 32):
                if 1 << (m + s) >= span:
                    break
                out.append(Swizzle(b, m, s))
    return out


def swizzle_advice(layout: AnyLayout, tv: AnyLayout, bits: int, op: str = "ld", vector: int | None = None,
                   matrices: int = 0) -> SwizzleAdvice:
    """Which Sw<B,M,S> o layout removes the bank conflicts of the access TV (TV maps (thread, value) to
    coordinates of layout; threads past 32 are further warps), keeping the vector width: the options
    reaching the ideal wavefront count, CuTe's usual form first (16-byte units, S = 3), then the fewest bits.
    For ldmatrix / stmatrix (`op` "ldsm" / "stsm") give `matrices`; TV then gives each lane's row."""
    return advise(layout, tv_offsets(tv), bits, op, vector, matrices)


def advise(layout: AnyLayout, indices: list[list[int]], bits: int, op: str = "ld", vector: int | None = None,
           matrices: int = 0, first_warp: int = 0) -> SwizzleAdvice:
    """swizzle_advice of an access given as indices[thread][value] into layout's domain.  The swizzle in use
    (one that gives the layout's own offsets for every value accessed) is never an option."""
    def report(offsets: list[list[int]], vec: int | None) -> BankReport:
        return shared_report(offsets, bits, op, vec, matrices, first_warp)

    read = memory_layout(layout)     # a shared-memory atom in its elements' units
    in_use = read.layout_a if isinstance(read, ComposedLayout) and isinstance(read.layout_a, Swizzle) else None
    base = domain_layout(read)
    current = rows_at(read, indices)
    before = report(current, vector)
    width = before.instructions[0].instruction.width_bits
    plain = rows_at(base, indices)
    from .layout import cosize
    size = value(cosize(base))
    span = max(max(row) for row in plain) + 1
    options = []
    for sw in _candidate_swizzles(bits, span):
        swizzled = [sw.apply_all(row) for row in plain]
        if sw == in_use or swizzled == current:      # the swizzle in use, or one that does what it does
            continue
        try:
            rep = report(swizzled, width // bits)
        except CuteDomainError:      # the swizzle breaks the vectors apart
            continue
        if rep.wavefronts == rep.ideal:
            block = 1 << (sw.base + sw.bits)      # the XOR keeps an offset in its aligned block of this many
            grown = -(-size // block) * block
            options.append(SwizzleOption(sw, rep, grown if grown > size else None))
    options.sort(key=lambda o: (o.cosize is not None, o.swizzle.shift != 3, (1 << o.swizzle.base) * bits != 128,
                                o.swizzle.bits, o.swizzle.base, o.swizzle.shift))
    return SwizzleAdvice(before, tuple(options), in_use)
