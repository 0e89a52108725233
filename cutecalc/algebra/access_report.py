"""The values bank_conflicts, coalescing and swizzle_advice return: their text and their JSON numbers.

The numbers come from cutecalc.algebra.access (the model checked against an H100's counters); this
module only words them.  `data` is what --json adds to the statement's record.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..record import field, record
from .access import (
    BankReport,
    CoalescingReport,
    Phase,
    SharedInstruction,
    SwizzleAdvice,
    access_offsets,
    bank_of,
    tv_offsets,
)
from .integers import value
from .inttuple import product
from .printing import Printed
from .swizzle import domain_layout

MAX_COLLISION_LINES = 8


@record(frozen=True)
class BankCell:
    row: int
    col: int
    lane: int
    bank: int


@record(frozen=True)
class BankPicture:
    """The accessed cells of a tile (or of the TV layout itself: lanes by values) and their banks."""

    rows: Any                     # the shape of the rows' mode
    cols: Any                     # the shape of the columns' mode
    cells: tuple[BankCell, ...]
    caption: str


@record(frozen=True)
class AccessReport(Printed):
    """A memory-access analysis: `text` for people, `data` (plain JSON types) for programs, and for
    shared memory the accessed cells coloured by bank."""

    text: str
    data: dict[str, Any] = field(default_factory=dict)
    picture: BankPicture | None = None


def bank_picture(tv: Any, bits: int, tile: Any = None) -> BankPicture:
    """Each value TV moves, at its cell, with the bank of its first byte: at tile's (row, column) when TV
    maps into the coordinates of a rank-2 tile, else at (lane, value)."""

    offsets = access_offsets(tv, tile)
    dom = None if tile is None else domain_layout(tile)
    if dom is not None and isinstance(dom.shape, tuple) and len(dom.shape) == 2:
        rows, cols = dom.shape
        nrows = value(product(rows))
        cells = tuple(BankCell(c % nrows, c // nrows, t, bank_of(off * bits // 8))
                      for t, (crow, orow) in enumerate(zip(tv_offsets(tv), offsets)) for c, off in zip(crow, orow))
        return BankPicture(rows, cols, cells, "the cells each lane accesses, as lane:bank, coloured by bank")
    cells = tuple(BankCell(t, v, t, bank_of(off * bits // 8)) for t, row in enumerate(offsets)
                  for v, off in enumerate(row))
    return BankPicture(len(offsets), len(offsets[0]), cells,
                       "lanes (rows) by values (columns), as lane:bank, coloured by bank")


def _ratio(n: int, ideal: int, ok: str = "conflict-free") -> str:
    return ok if n == ideal else f"{n / ideal:g}x"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def _lanes(lanes: tuple[int, ...]) -> str:
    return f"{lanes[0]}-{lanes[-1]}" if len(lanes) > 1 and lanes[-1] - lanes[0] == len(lanes) - 1 else \
        ",".join(map(str, lanes))


def _instr_name(op: str, width: int, matrices: int) -> str:
    return {"ld": f"{width}-bit ld.shared", "st": f"{width}-bit st.shared",
            "ldsm": f"ldmatrix.x{matrices}", "stsm": f"stmatrix.x{matrices}"}[op]


def _phase_lines(ph: Phase) -> list[str]:
    """The phase's cost, then its colliding banks: banks whose lanes collide alike share a line, lanes
    reading different words are separated by '|', lanes sharing a word by ','."""
    out = [f"    lanes {_lanes(ph.lanes)}: {_plural(ph.wavefronts, 'wavefront')} (ideal {ph.ideal})"]
    groups: list[tuple[list[int], tuple[tuple[int, ...], ...]]] = []
    for c in ph.collisions:
        if groups and groups[-1][1] == c.lanes and groups[-1][0][-1] == c.bank - 1:
            groups[-1][0].append(c.bank)
        else:
            groups.append(([c.bank], c.lanes))
    for banks, lanes in groups[:MAX_COLLISION_LINES]:
        name = f"bank {banks[0]}" if len(banks) == 1 else f"banks {banks[0]}-{banks[-1]}"
        out.append(f"      {name}: {len(lanes)} words, lanes " + " | ".join(",".join(map(str, ls)) for ls in lanes))
    if len(groups) > MAX_COLLISION_LINES:
        out.append(f"      ... and {len(groups) - MAX_COLLISION_LINES} more")
    return out


def _instruction_data(si: SharedInstruction) -> dict[str, Any]:
    return {
        "width_bits": si.instruction.width_bits,
        "addresses": list(si.instruction.addresses),
        "wavefronts": si.wavefronts,
        "ideal": si.ideal,
        "phases": [{"lanes": list(p.lanes), "wavefronts": p.wavefronts, "ideal": p.ideal,
                    "collisions": [{"bank": c.bank, "words": list(c.words), "lanes": [list(x) for x in c.lanes]}
                                   for c in p.collisions]} for p in si.phases],
    }


def _instruction_lines(rep: BankReport) -> list[str]:
    """One warp's instructions (when more than one) and their phases' collisions; an instruction whose lanes
    collide as an earlier one's says so instead of repeating them."""
    n = len(rep.instructions)
    lines: list[str] = []
    shown: dict[tuple[str, ...], int] = {}     # collision lines already printed -> the instruction that had them
    for k, si in enumerate(rep.instructions):
        detail = tuple(line for ph in si.phases if ph.collisions for line in _phase_lines(ph))
        head = f"  instruction {k}: {_plural(si.wavefronts, 'wavefront')} (ideal {si.ideal})"
        if n > 1 and detail and detail in shown:
            lines.append(f"{head}, lanes colliding as in instruction {shown[detail]}")
            continue
        if n > 1:
            lines.append(head)
        shown.setdefault(detail, k)
        lines += detail
    return lines


def _warp_of(rep: BankReport | CoalescingReport) -> int:
    return rep.instructions[0].instruction.warp


_R = TypeVar("_R", BankReport, CoalescingReport)
_K = TypeVar("_K")


def _warp_groups(warps: list[_R], key: Callable[[_R], _K]) -> list[tuple[list[int], _K]]:
    """Consecutive warps alike under key(report), as ([warp indices], key)."""
    groups: list[tuple[list[int], _K]] = []
    for rep in warps:
        k = key(rep)
        if groups and groups[-1][1] == k:
            groups[-1][0].append(_warp_of(rep))
        else:
            groups.append(([_warp_of(rep)], k))
    return groups


def _warp_names(ws: list[int]) -> str:
    return f"warp {ws[0]}" if len(ws) == 1 else f"warps {ws[0]}-{ws[-1]}"


def _per_warp(warps: list[Any], total: str, name: str) -> str:
    """'N warps, K <instruction>s each' (or the total, where warps issue different numbers)."""
    counts = {len(w.instructions) for w in warps}
    if len(counts) == 1:
        k = counts.pop()
        return f"{len(warps)} warps, {k} {name} instruction{'s' * (k > 1)} each"
    return f"{total} {name} instructions in {len(warps)} warps"


def bank_report(rep: BankReport, picture: BankPicture | None = None) -> AccessReport:
    """A bank-conflict analysis in words: the total against the ideal, then per warp (for several) its
    instructions' wavefronts and each phase's colliding lanes."""
    matrices = len(rep.instructions[0].phases) if rep.op in ("ldsm", "stsm") else 0
    name = _instr_name(rep.op, rep.instructions[0].instruction.width_bits, matrices)
    head = f"{_plural(rep.wavefronts, 'wavefront')} (ideal {rep.ideal}, {_ratio(rep.wavefronts, rep.ideal)}): "
    warps = rep.warps()
    data: dict[str, Any] = {"op": rep.op, "element_bits": rep.bits, "wavefronts": rep.wavefronts, "ideal": rep.ideal}
    if len(warps) == 1:
        n, w = len(rep.instructions), _warp_of(rep)
        lines = [f"{head}{n} {name} instruction{'s' * (n > 1)} of {'a warp' if w == 0 else f'warp {w}'}, "
                 f"{rep.bits}-bit elements", *_instruction_lines(rep)]
        data["warp"] = w
        data["instructions"] = [_instruction_data(si) for si in rep.instructions]
        return AccessReport("\n".join(lines), data, picture)
    lines = [f"{head}{_per_warp(warps, str(len(rep.instructions)), name)}, {rep.bits}-bit elements"]
    first_with: dict[tuple[str, ...], int] = {}
    for ws, key in _warp_groups(warps, lambda r: (r.wavefronts, r.ideal, tuple(_instruction_lines(r)))):
        wavefronts, ideal, detail = key
        each = " each" if len(ws) > 1 else ""
        line = f"  {_warp_names(ws)}: {_plural(wavefronts, 'wavefront')}{each} (ideal {ideal})"
        if detail and detail in first_with:
            lines.append(f"{line}, lanes colliding as in warp {first_with[detail]}")
            continue
        first_with.setdefault(detail, ws[0])
        lines += [line, *("  " + d for d in detail)]
    data["warps"] = [{"warp": _warp_of(r), "wavefronts": r.wavefronts, "ideal": r.ideal,
                      "instructions": [_instruction_data(si) for si in r.instructions]} for r in warps]
    return AccessReport("\n".join(lines), data, picture)


def _global_data(rep: CoalescingReport) -> list[dict[str, Any]]:
    return [{"addresses": list(gi.instruction.addresses), "sectors": list(gi.sectors), "bytes_used": gi.bytes_used}
            for gi in rep.instructions]


def coalescing_report(rep: CoalescingReport) -> AccessReport:
    width = rep.instructions[0].instruction.width_bits
    share = f"{100 * rep.bytes_used / rep.bytes_moved:.0f}%" if rep.bytes_moved else "-"
    warps = rep.warps()
    whose = "" if len(warps) == 1 and _warp_of(rep) == 0 else \
        f" by warp {_warp_of(rep)}" if len(warps) == 1 else f" in {len(warps)} warps"
    lines = [f"{_plural(rep.sectors, 'sector')} (ideal {rep.ideal}, {_ratio(rep.sectors, rep.ideal, 'coalesced')}): "
             f"{rep.requests} request{'s' * (rep.requests != 1)} of {width}-bit {rep.op}.global{whose}, "
             f"{rep.bytes_used} bytes used of {rep.bytes_moved} moved ({share})"]
    data: dict[str, Any] = {"op": rep.op, "element_bits": rep.bits, "vector_bits": width, "sectors": rep.sectors,
                            "ideal": rep.ideal, "requests": rep.requests, "bytes_used": rep.bytes_used,
                            "bytes_moved": rep.bytes_moved}
    if len(warps) == 1:
        if len(rep.instructions) > 1:
            for k, gi in enumerate(rep.instructions):
                lines.append(f"  instruction {k}: {_plural(len(gi.sectors), 'sector')} (ideal {gi.ideal}), "
                             f"{gi.bytes_used} bytes used")
        data["warp"] = _warp_of(rep)
        data["instructions"] = _global_data(rep)
        return AccessReport("\n".join(lines), data)
    for ws, key in _warp_groups(warps, lambda r: (r.sectors, r.ideal, r.requests)):
        sectors, ideal, requests = key
        each = " each" if len(ws) > 1 else ""
        lines.append(f"  {_warp_names(ws)}: {_plural(sectors, 'sector')}{each} (ideal {ideal}), "
                     f"{_plural(requests, 'request')}")
    data["warps"] = [{"warp": _warp_of(r), "sectors": r.sectors, "ideal": r.ideal, "requests": r.requests,
                      "instructions": _global_data(r)} for r in warps]
    return AccessReport("\n".join(lines), data)


MAX_OPTION_LINES = 8


def advice_report(adv: SwizzleAdvice) -> AccessReport:
    b = adv.before
    warps = len(b.warps())
    over = f" over {warps} warps" if warps > 1 else ""
    in_use = f" with {adv.in_use.cute_str()}" if adv.in_use else ""
    lines = [f"{_plural(b.wavefronts, 'wavefront')} (ideal {b.ideal}, {_ratio(b.wavefronts, b.ideal)}) as laid "
             f"out{in_use}{over}"]
    options = adv.options if b.wavefronts != b.ideal else ()
    if b.wavefronts == b.ideal:
        lines.append(f"  the swizzle in use, {adv.in_use.cute_str()}, reaches the ideal" if adv.in_use
                     else "  no swizzle needed")
    elif not options:
        lines.append("  no Sw<B,M,S> reaches the ideal while keeping the vector width")
    for o in options[:MAX_OPTION_LINES]:
        gmma = f"  (GMMA/TMA {o.gmma_name} on {b.bits}-bit elements)" if o.gmma_name else ""
        grows = f"  (cosize grows to {o.cosize})" if o.cosize is not None else ""
        lines.append(f"  {o.swizzle.cute_str()}: {_plural(o.report.wavefronts, 'wavefront')}{gmma}{grows}")
    if len(options) > MAX_OPTION_LINES:
        lines.append(f"  ... and {len(options) - MAX_OPTION_LINES} more")
    data: dict[str, Any] = {
        "before": {"wavefronts": b.wavefronts, "ideal": b.ideal},
        "in_use": adv.in_use.cute_str() if adv.in_use else None,
        "options": [{"swizzle": o.swizzle.cute_str(), "wavefronts": o.report.wavefronts, "gmma": o.gmma_name,
                     **({"cosize": o.cosize} if o.cosize is not None else {})} for o in adv.options],
    }
    return AccessReport("\n".join(lines), data)
