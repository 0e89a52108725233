"""Memory-access analysis of one warp's accesses, read off a thread-value layout.

A TV layout maps (thread, value) to an element offset: mode 0 the lanes of a warp, mode 1 the values one
thread moves.  `warp_instructions` splits mode 1 into warp-wide instructions the way CuTe's copy does (the
widest vector, up to 128 bits, that every thread's values allow by contiguity and alignment); the
analyses below count what the memory system does for each instruction.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import CuteDomainError
from .integers import value
from .swizzle import ComposedLayout

WARP = 32
MAX_VECTOR_BITS = 128
ELEMENT_BITS = (1, 2, 4, 8, 16, 32, 64, 128)


@dataclass(frozen=True, slots=True)
class WarpInstruction:
    """One warp-wide memory instruction: each lane's byte address (None: the lane takes no part)."""

    width_bits: int
    addresses: tuple[int | None, ...]

    @property
    def width_bytes(self) -> int:
        return self.width_bits // 8


def _domain(tv: Any) -> Any:
    return tv.layout_b if isinstance(tv, ComposedLayout) else tv


def _mode_size(layout: Any, i: int) -> int:
    from .inttuple import get, product
    shape = layout.shape
    if not isinstance(shape, tuple):
        return value(shape) if i == 0 else 1
    return value(product(get(shape, i))) if i < len(shape) else 1


def tv_offsets(tv: Any) -> list[list[int]]:
    """offsets[t][v] = TV(t, v), the element offset of thread t's value v."""
    dom = _domain(tv)
    rank = len(dom.shape) if isinstance(dom.shape, tuple) else 1
    if rank > 2:
        raise CuteDomainError(f"a TV layout has two modes (thread, value), got rank {rank}")
    nthr, nval = _mode_size(dom, 0), _mode_size(dom, 1)
    if nthr > WARP:
        raise CuteDomainError(f"a TV layout describes one warp: mode 0 has {nthr} threads, more than {WARP}")
    if rank == 1:
        return [[value(tv(t))] for t in range(nthr)]
    return [[value(tv(t, v)) for v in range(nval)] for t in range(nthr)]


def _check_bits(bits: int) -> None:
    if bits not in ELEMENT_BITS:
        raise CuteDomainError(f"element width must be one of {', '.join(map(str, ELEMENT_BITS))} bits, got {bits}")


def vector_length(offsets: list[list[int]], bits: int) -> int:
    """The most values per instruction (a power of two, at most 128 bits) that every thread's values allow:
    each run of that many values is contiguous in memory and aligned to its own width."""
    _check_bits(bits)
    nval = len(offsets[0])
    n = 1
    while (2 * n * bits <= MAX_VECTOR_BITS and nval % (2 * n) == 0 and 2 * n * bits >= 8 and
           all(row[k + j] == row[k] + j and row[k] * bits % (2 * n * bits) == 0
               for row in offsets for k in range(0, nval, 2 * n) for j in range(2 * n))):
        n *= 2
    return n


def warp_instructions(tv: Any, bits: int, vector: int | None = None) -> list[WarpInstruction]:
    """The warp-wide instructions that move TV's values: `vector` values (by default `vector_length`) a
    thread per instruction, instruction k moving values [k*vector, (k+1)*vector) of every thread."""
    offsets = tv_offsets(tv)
    n = vector_length(offsets, bits) if vector is None else vector
    nval = len(offsets[0])
    if n < 1 or nval % n or n * bits > MAX_VECTOR_BITS:
        raise CuteDomainError(f"{n} values of {bits} bits per thread do not split {nval} values into "
                              f"instructions of at most {MAX_VECTOR_BITS} bits")
    if n * bits < 8:
        raise CuteDomainError(f"an access moves whole bytes: {n} values of {bits} bits is {n * bits} bits")
    out = []
    for k in range(0, nval, n):
        lanes: list[int | None] = []
        for row in offsets:
            start = row[k]
            if any(row[k + j] != start + j for j in range(n)) or (start * bits) % (n * bits):
                raise CuteDomainError(f"values {k}..{k + n - 1} of a thread are not {n} contiguous, aligned "
                                      "elements: no single vector instruction moves them")
            lanes.append(start * bits // 8)
        lanes += [None] * (WARP - len(lanes))
        out.append(WarpInstruction(n * bits, tuple(lanes)))
    return out
