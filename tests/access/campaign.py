"""The random campaign: seeded, reproducible warp accesses measured on an H100 (issue 18).

The designed families of cases.py test the rules one at a time; this campaign draws accesses at random
so that the model is held to patterns nobody designed.  Each case is stored with the byte address of
every lane (tests/access/campaign.json), so the GPU machine writes its probe from the file alone, and the
counters come back into tests/access/h100_campaign.json.

    python -m tests.access.campaign --write          # draw the cases (cutecalc for the TV layouts, g++ and
                                                     # CuTe's headers for the GMMA/UMMA atoms) -> campaign.json
    python -m tests.access.campaign --probe DIR      # stdlib only: DIR/probe.cu, manifest.json, measure.sh
    (cd DIR && sh measure.sh OUT)                    # on the GPU machine
    python -m tests.access.campaign --collect OUT    # OUT/measure.csv + OUT/env.txt -> h100_campaign.json

Families (each drawn from its own seeded generator):
    merge-grid   64/128-bit loads whose lanes repeat addresses along one XOR partner t^m (m = 1..16) in one
                 part of the warp, mixtures of partners, idle partners: the cases that decide the merging rule
    rand-lanes   explicit lane tables for 8..128-bit ld/st.shared: lanes repeating addresses along random
                 XOR partners (t^1, t^2, t^4, ...) in the whole warp or part of it, random pools of a few
                 addresses, random noise, idle lanes
    rand-ldsm    ldmatrix / stmatrix .x1/.x2/.x4 (.trans) with random 16-byte rows, repeated rows
    gmma         GMMA:: and UMMA:: smem atoms by name, tiled, read by tiled copies (LDSM/STSM/UniversalCopy,
                 several warps) and by random TV layouts; every address computed by CuTe C++ (gmma_cxx.py)
    rand-tv      random TV layouts (shapes, strides including 0, swizzles, 1..16-byte elements, vectors,
                 idle lanes) read or written in shared memory; addresses by cutecalc's plain layout algebra
    rand-global  the same TV layouts in global memory, misaligned bases
  drawn after the first run, predicted before the second:
    merge-packed lanes repeating addresses over packed addresses, so that merging shows in the count
    rand-packed  random partner structures over packed addresses
    store-repeat runs of heavily conflicted stores and loads
  drawn after the second run (what makes a run of stores cost one wavefront more):
    store-run    runs of conflicted stores of every width and conflict, mixtures, stmatrix, loads
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES_PATH = HERE / "campaign.json"
CACHE_PATH = HERE / "h100_campaign.json"
SEED = 18
WARP = 32
SMEM_LIMIT = 96 * 1024          # the highest shared-memory byte a case touches
GLOBAL_LIMIT = 512 * 1024

# cases per family (gmma: as many as gmma_cxx draws)
COUNTS = {"rand-lanes": 700, "rand-ldsm": 260, "rand-tv": 820, "rand-global": 160, "rand-packed": 300}


@dataclass(frozen=True)
class CampaignCase:
    """One warp's accesses: instructions[k] = (access width in bits, the byte address of each lane, None for
    a lane that takes no part).  `source` says where the addresses come from (a TV layout in cutecalc source,
    or the CuTe C++ that computed them)."""

    name: str
    family: str
    space: str                      # "shared" | "global"
    op: str                         # "ld" | "st" | "ldsm" | "stsm"
    instructions: tuple[tuple[int, tuple[int | None, ...]], ...]
    bits: int = 0                   # element width, where a layout gave the addresses
    matrices: int = 0
    trans: bool = False
    source: dict = field(default_factory=dict)

    def as_json(self) -> dict:
        out: dict = {"name": self.name, "family": self.family, "space": self.space, "op": self.op}
        if self.bits:
            out["bits"] = self.bits
        if self.matrices:
            out["matrices"], out["trans"] = self.matrices, self.trans
        out["source"] = self.source
        out["instructions"] = [[w, [-1 if a is None else a for a in addrs]] for w, addrs in self.instructions]
        return out

    @staticmethod
    def from_json(d: dict) -> CampaignCase:
        return CampaignCase(d["name"], d["family"], d["space"], d["op"],
                            tuple((w, tuple(None if a < 0 else a for a in addrs)) for w, addrs in d["instructions"]),
                            d.get("bits", 0), d.get("matrices", 0), d.get("trans", False), d["source"])

    def opcodes(self) -> list[tuple[int, list[int]]]:
        """The probe's (opcode, addresses) per instruction (measure.py's table)."""
        from .measure import _op_code
        out = []
        for w, addrs in self.instructions:
            if self.op in ("ldsm", "stsm"):
                code, _ = _op_code("shared", self.op, 128, self.matrices, self.trans)
            else:
                code, _ = _op_code(self.space, self.op, w)
            out.append((code, [-1 if a is None else a for a in addrs]))
        return out


# -- rand-lanes: explicit lane tables -----------------------------------------------------------------

XOR_MASKS = (1, 2, 4, 8, 16)


def _scope(rng: random.Random) -> tuple[str, list[int]]:
    """Which lanes a repetition pattern applies to."""
    kind = rng.choice(["warp"] * 5 + ["half0", "half1", "quarter", "eighth", "random"])
    if kind == "warp":
        return kind, list(range(WARP))
    if kind in ("half0", "half1"):
        h = int(kind[-1])
        return kind, list(range(16 * h, 16 * h + 16))
    if kind == "quarter":
        q = rng.randrange(4)
        return f"quarter{q}", list(range(8 * q, 8 * q + 8))
    if kind == "eighth":
        e = rng.randrange(8)
        return f"lanes{4 * e}-{4 * e + 3}", list(range(4 * e, 4 * e + 4))
    lanes = sorted(rng.sample(range(WARP), rng.randrange(4, 29)))
    return "random", lanes


def _random_lane_table(rng: random.Random, width: int, op: str) -> tuple[list[int | None], dict]:
    wb = width // 8
    window = rng.choice([128, 256, 512, 1024, 2048, 4096, 16384])
    window = max(window, wb * 4)
    slots = window // wb
    addrs: list[int | None] = [rng.randrange(slots) * wb for _ in range(WARP)]
    if rng.random() < 0.3:      # start from a regular pattern rather than noise
        stride = rng.choice([1, 1, 2, 3, 4, 5, 8, 9, 16, 17, 32, 33])
        start = rng.randrange(slots)
        addrs = [(start + t * stride) % slots * wb for t in range(WARP)]
    kind = rng.choice(["xor"] * 6 + ["pool", "pool", "dup-random", "xor2"])
    what: dict = {"kind": kind, "window": window}
    if kind in ("xor", "xor2"):
        for _ in range(1 if kind == "xor" else 2):
            masks = [m for m in XOR_MASKS if rng.random() < (0.55 if m <= 2 else 0.3)] or [rng.choice(XOR_MASKS)]
            mask = sum(masks)
            scope_name, lanes = _scope(rng)
            inside = set(lanes)
            for t in lanes:           # a lane takes the address of its group's representative (mask bits clear)
                rep = t & ~mask
                if rep in inside:
                    addrs[t] = addrs[rep]
            what.setdefault("xor", []).append({"mask": mask, "scope": scope_name})
    elif kind == "pool":
        k = rng.choice([1, 2, 3, 4, 5, 6, 8, 12, 16])
        pool = [rng.randrange(slots) * wb for _ in range(k)]
        addrs = [rng.choice(pool) for _ in range(WARP)]
        what["pool"] = k
    else:                           # each lane copies a random earlier lane with some probability
        p = rng.choice([0.2, 0.5, 0.8])
        for t in range(1, WARP):
            if rng.random() < p:
                addrs[t] = addrs[rng.randrange(t)]
        what["p"] = p
    noise = rng.choice([0, 0, 0, 1, 2])
    for _ in range(noise):
        addrs[rng.randrange(WARP)] = rng.randrange(slots) * wb
    if noise:
        what["noise"] = noise
    if rng.random() < 0.2:
        idle = sorted(rng.sample(range(WARP), rng.randrange(1, 24)))
        for t in idle:
            addrs[t] = None
        if all(a is None for a in addrs):
            addrs[0] = 0
            idle.remove(0)
        what["idle"] = idle
    return addrs, what


def rand_lanes(n: int) -> list[CampaignCase]:
    rng = random.Random(f"rand-lanes:{SEED}")
    out = []
    for i in range(n):
        width = rng.choice([64] * 5 + [128] * 5 + [32, 32, 16, 8])
        op = "ld" if rng.random() < 0.75 else "st"
        addrs, what = _random_lane_table(rng, width, op)
        out.append(CampaignCase(f"rand-lanes_{i:04d}_{op}_{width}b", "rand-lanes", "shared", op,
                                ((width, tuple(addrs)),), source={"lanes": what}))
    return out


# -- merge-grid: every XOR partner in every part of the warp, one at a time ---------------------------

GRID_SCOPES = {"warp": range(32), "half0": range(16), "half1": range(16, 32), "quarter0": range(8),
               "quarter2": range(16, 24)}


def _dup(addrs: list[int | None], mask: int, lanes) -> list[int | None]:
    """Lanes t in `lanes` take the address of t & ~mask (when that lane is in `lanes` too)."""
    out, inside = list(addrs), set(lanes)
    for t in lanes:
        if t & ~mask in inside:
            out[t] = addrs[t & ~mask]
    return out


def merge_grid() -> list[CampaignCase]:
    """Lanes repeating addresses along one XOR partner (t^mask) in one part of the warp, over a
    conflict-free and an all-one-bank base; then mixtures (different partners in different halves or
    quarters) and idle partners.  Every 64- and 128-bit load shape that could decide the merging rule."""
    out: list[CampaignCase] = []

    def add(label: str, op: str, width: int, addrs: list[int | None], what: dict) -> None:
        out.append(CampaignCase(f"merge-grid_{len(out):04d}_{op}_{width}b_{label}", "merge-grid", "shared", op,
                                ((width, tuple(addrs)),), source={"lanes": what}))

    for width in (64, 128):
        wb = width // 8
        bases = {"linear": [t * wb for t in range(WARP)], "bank0": [t * 128 for t in range(WARP)]}
        for bname, base in bases.items():
            for mask in (1, 2, 4, 8, 16, 3, 6):
                for sname, lanes in GRID_SCOPES.items():
                    add(f"{bname}_xor{mask}_{sname}", "ld", width, _dup(base, mask, lanes),
                        {"base": bname, "xor": [{"mask": mask, "scope": sname}]})
            for m0, m1 in ((1, 2), (2, 1), (2, 4), (1, 0), (2, 0), (0, 2)):
                a = _dup(_dup(base, m0, range(16)) if m0 else base, m1, range(16, 32)) if m1 else _dup(base, m0,
                                                                                                       range(16))
                add(f"{bname}_half0xor{m0}_half1xor{m1}", "ld", width, a,
                    {"base": bname, "xor": [{"mask": m0, "scope": "half0"}, {"mask": m1, "scope": "half1"}]})
            if width == 128:
                for ms in ((1, 2, 1, 2), (2, 1, 2, 1), (1, 0, 2, 0), (2, 2, 1, 1), (1, 1, 2, 2)):
                    a = list(base)
                    for q, m in enumerate(ms):
                        if m:
                            a = _dup(a, m, range(8 * q, 8 * q + 8))
                    add(f"{bname}_quarters_xor{''.join(map(str, ms))}", "ld", width, a,
                        {"base": bname, "xor": [{"mask": m, "scope": f"quarter{q}"} for q, m in enumerate(ms)]})
            for mask in (1, 2):
                full = _dup(base, mask, range(32))
                broken = list(full)             # lane 5 leaves its partner, which is idle
                broken[5] = base[5] + 512
                for label, a, idle in (("partner", full, (mask,)), ("lane2", full, (2,)),
                                       ("pairs", full, tuple(range(mask, 32, 2 * mask))),
                                       ("broken", broken, (5 ^ mask,))):
                    a = [None if t in idle else x for t, x in enumerate(a)]
                    add(f"{bname}_xor{mask}_idle_{label}", "ld", width, a,
                        {"base": bname, "xor": [{"mask": mask, "scope": "warp"}], "idle": list(idle)})
            for mask in (1, 2, 3):
                add(f"{bname}_xor{mask}_warp", "st", width, _dup(base, mask, range(32)),
                    {"base": bname, "xor": [{"mask": mask, "scope": "warp"}]})
    names = [c.name for c in out]
    if len(set(names)) != len(names):
        raise ValueError("merge-grid: duplicate names")
    return out


# -- merge-packed: the merging rule's cases, predicted before they were measured (second run) ----------

def _packed(rep: list[int | None], wb: int, spread: int = 1) -> list[int | None]:
    """Each lane at the address of its representative lane (None: idle), the representatives' addresses
    packed one after another (`spread` slots apart), so that a merged phase is conflict-free (spread 1)
    and an unmerged one costs as much as a merged one would not."""
    ranks = {r: i for i, r in enumerate(sorted({r for r in rep if r is not None}))}
    return [None if r is None else ranks[r] * wb * spread for r in rep]


def _xor_rep(mask: int, lanes, rep: list[int | None] | None = None) -> list[int | None]:
    out: list[int | None] = list(range(WARP)) if rep is None else list(rep)
    inside = set(lanes)
    for t in lanes:
        if t & ~mask in inside:
            out[t] = out[t & ~mask]
    return out


def merge_packed() -> list[CampaignCase]:
    """Lanes repeating addresses over packed addresses (merging halves the count exactly where it
    happens): xorM_S = lanes t in S read the address of t & ~M (all partners t ^ m, m in M, repeat),
    partnerM = lanes t and t ^ M alone repeat; partners in one part of the warp only, mixtures, idle
    partners, the same as stores and 32-bit accesses."""
    out: list[CampaignCase] = []

    def add(label: str, op: str, width: int, rep: list[int | None], spread: int = 1) -> None:
        addrs = _packed(rep, width // 8, spread)
        out.append(CampaignCase(f"merge-packed_{len(out):04d}_{op}_{width}b_{label}" + (f"_spread{spread}"
                                                                                        if spread > 1 else ""),
                                "merge-packed", "shared", op, ((width, tuple(addrs)),),
                                source={"lanes": {"rep": [-1 if r is None else r for r in rep], "spread": spread}}))

    scopes = {"warp": range(32), "half0": range(16), "half1": range(16, 32), "quarter0": range(8),
              "quarter3": range(24, 32), "lanes0-15+24-31": [*range(16), *range(24, 32)]}
    for width in (64, 128):
        for mask in (1, 2, 3, 4, 8, 16, 6, 24):
            for sname, lanes in scopes.items():
                if mask not in (1, 2) and sname != "warp":
                    continue
                add(f"xor{mask}_{sname}", "ld", width, _xor_rep(mask, lanes))
        for m in (3, 5, 7, 9, 17, 31):      # one partner t ^ m, other than t^1 and t^2
            add(f"partner{m}_warp", "ld", width, [min(t, t ^ m) for t in range(WARP)])
        for m0, m1 in ((1, 2), (2, 1)):
            add(f"half0xor{m0}_half1xor{m1}", "ld", width, _xor_rep(m1, range(16, 32), _xor_rep(m0, range(16))))
        add("xor1_and_xor2", "ld", width, _xor_rep(3, range(32)))
        add("xor1_and_xor2_halves_differ", "ld", width, _xor_rep(1, range(32), _xor_rep(2, range(16))))
        add("quarters_xor1112", "ld", width,
            _xor_rep(2, range(24, 32), _xor_rep(1, range(24))))
        for mask in (1, 2):
            rep = _xor_rep(mask, range(32))
            broken = list(rep)
            broken[31] = 31 if 31 & ~mask != 31 else 30
            add(f"xor{mask}_lane31_breaks", "ld", width, broken)
            add(f"xor{mask}_lane31_breaks_partner_idle", "ld", width,
                [None if t == 31 ^ mask else r for t, r in enumerate(broken)])
            add(f"xor{mask}_partners_idle", "ld", width,
                [None if t & mask else r for t, r in enumerate(rep)])
            add(f"xor{mask}_half1_idle", "ld", width, [None if t >= 16 else r for t, r in enumerate(rep)])
            add(f"xor{mask}_warp", "ld", width, rep, spread=2)
            add(f"xor{mask}_warp", "ld", width, rep, spread=8)
            for op in ("st",):
                add(f"xor{mask}_warp", op, width, rep)
        add("distinct", "ld", width, list(range(32)))
        add("stride1_odd_idle_no_repeat", "ld", width, [None if t % 2 else t for t in range(32)])
        add("lanes0-3_only", "ld", width, [t if t < 4 else None for t in range(32)])
    for mask in (1, 2):
        add(f"xor{mask}_warp", "ld", 32, _xor_rep(mask, range(32)))
    return out


def rand_packed(n: int) -> list[CampaignCase]:
    """Random partner structures (XOR masks over random parts of the warp, single partners, noise, idle
    lanes) over packed addresses, 64- and 128-bit loads and some stores: drawn after the rule was found."""
    rng = random.Random(f"rand-packed:{SEED}")
    out = []
    for i in range(n):
        width = rng.choice([64, 128])
        op = "ld" if rng.random() < 0.85 else "st"
        rep: list[int | None] = list(range(WARP))
        for _ in range(rng.choice([1, 1, 2])):
            mask = rng.choice([1, 1, 2, 2, 3, 4, 6, 8, 16])
            _, lanes = _scope(rng)
            if rng.random() < 0.25:
                m = rng.choice([3, 5, 6, 12, 1, 2])
                rep = [min(r, r ^ m) if r is not None else None for r in rep]
            else:
                rep = _xor_rep(mask, lanes, rep)
        for _ in range(rng.choice([0, 0, 0, 1, 2])):
            rep[rng.randrange(WARP)] = rng.randrange(WARP)
        if rng.random() < 0.25:
            for t in rng.sample(range(WARP), rng.randrange(1, 16)):
                rep[t] = None
        if all(r is None for r in rep):
            rep[0] = 0
        spread = rng.choice([1, 1, 1, 2, 3, 4])
        addrs = _packed(rep, width // 8, spread)
        out.append(CampaignCase(f"rand-packed_{i:04d}_{op}_{width}b", "rand-packed", "shared", op,
                                ((width, tuple(addrs)),),
                                source={"lanes": {"rep": [-1 if r is None else r for r in rep], "spread": spread}}))
    return out


def _store_repeat_table(width: int, k: int, conflict: int, step: int) -> tuple[int, tuple[int | None, ...]]:
    """Instruction k of a store whose phases' lanes all share banks: lane i of a phase at i*1024 (the
    conflict), phases 16 bytes apart, instructions `step` bytes apart."""
    per_phase = WARP * 32 // max(32, width)
    return (width, tuple(192 * (width == 128) + (t // per_phase) * (width // 8) + (t % per_phase % conflict) * 1024
                         + k * step for t in range(WARP)))


def store_repeat() -> list[CampaignCase]:
    """Several heavily conflicted instructions in a row: does a long run of wavefronts cost one more?
    (gmma_0005, four 128-bit stores of 32 wavefronts each, read 129 in the first run.)"""
    out: list[CampaignCase] = []

    def add(label: str, op: str, table: list[tuple[int, tuple[int | None, ...]]]) -> None:
        out.append(CampaignCase(f"store-repeat_{len(out):04d}_{op}_{label}", "store-repeat", "shared", op,
                                tuple(table), source={"lanes": {"repeat": label}}))

    gmma5 = [_store_repeat_table(128, k, 8, 256) for k in range(4)]
    for r in range(3):
        add(f"128b_8way_x4_run{r}", "st", gmma5)
    add("128b_8way_x4", "ld", gmma5)
    for n in (1, 2, 3, 8):
        add(f"128b_8way_x{n}", "st", [_store_repeat_table(128, k, 8, 256) for k in range(n)])
    add("128b_4way_x8", "st", [_store_repeat_table(128, k, 4, 256) for k in range(8)])
    add("128b_8way_x4_same_address", "st", [_store_repeat_table(128, 0, 8, 256)] * 4)
    add("64b_16way_x4", "st", [_store_repeat_table(64, k, 16, 256) for k in range(4)])
    add("32b_32way_x4", "st", [_store_repeat_table(32, k, 32, 256) for k in range(4)])
    add("64b_16way_x4", "ld", [_store_repeat_table(64, k, 16, 256) for k in range(4)])
    return out


# -- store-run: when does a run of conflicted stores cost one wavefront more? (third run) ---------------

def _conflicted(width: int, ways: tuple[int, ...], k: int = 0) -> tuple[int, tuple[int | None, ...]]:
    """One instruction whose phase p costs ways[p] wavefronts, every lane at its own address: the lanes of
    a phase in groups of ways[p], a group's lanes on the same banks 1 KiB apart, groups side by side;
    instruction k is k * 256 bytes on."""
    wb = width // 8
    per_phase = WARP * 32 // max(32, width)
    out = []
    for t in range(WARP):
        c = ways[t // per_phase]
        i = t % per_phase
        out.append(k * 256 + (i // c) * wb + (i % c) * 1024)
    return (width, tuple(out))


def _rows_conflicted(matrices: int, k: int = 0) -> tuple[int, tuple[int | None, ...]]:
    """ldmatrix/stmatrix rows: the eight rows of each matrix on the same banks (8 wavefronts a matrix)."""
    return (128, tuple(k * 256 + (t % 8) * 1024 + (t // 8) * 16 for t in range(WARP)))


def store_run() -> list[CampaignCase]:
    """Runs of conflicted instructions: 128-bit stores of every per-phase conflict 1..8, one to four in a
    row; uneven phases; 64-, 32-, 16- and 8-bit stores; mixtures of heavy and light stores; stmatrix and
    ldmatrix runs; loads as a control."""
    out: list[CampaignCase] = []

    def add(label: str, op: str, table: list[tuple[int, tuple[int | None, ...]]], matrices: int = 0) -> None:
        out.append(CampaignCase(f"store-run_{len(out):04d}_{op}_{label}", "store-run", "shared", op, tuple(table),
                                bits=16 if matrices else 0, matrices=matrices,
                                source={"lanes": {"run": label}}))

    for c in range(1, 9):
        for n in (1, 2, 4):
            add(f"128b_{c}way_x{n}", "st", [_conflicted(128, (c,) * 4, k) for k in range(n)])
    for ways in ((8, 1, 1, 1), (1, 1, 1, 8), (8, 8, 1, 1), (1, 8, 1, 8), (8, 8, 8, 1), (8, 8, 8, 7), (7, 8, 8, 8)):
        for n in (2, 4):
            add(f"128b_{''.join(map(str, ways))}way_x{n}", "st", [_conflicted(128, ways, k) for k in range(n)])
    for c in (4, 8, 12, 16):
        for n in (2, 4):
            add(f"64b_{c}way_x{n}", "st", [_conflicted(64, (c, c), k) for k in range(n)])
    for n in (2, 4):
        add(f"64b_16-1way_x{n}", "st", [_conflicted(64, (16, 1), k) for k in range(n)])
    for c in (8, 16, 24, 32):
        add(f"32b_{c}way_x2", "st", [_conflicted(32, (c,), k) for k in range(2)])
    for width in (16, 8):
        add(f"{width}b_32way_x2", "st", [_conflicted(width, (32,), k) for k in range(2)])
    h128, l128, h64 = _conflicted(128, (8,) * 4), _conflicted(128, (1,) * 4, 1), _conflicted(64, (16, 16), 2)
    h32 = _conflicted(32, (32,), 3)
    for label, table in (("H128_L128", [h128, l128]), ("L128_H128", [l128, h128]), ("H128_H64", [h128, h64]),
                         ("H64_H128", [h64, h128]), ("H128_L128_H128", [h128, l128, _conflicted(128, (8,) * 4, 2)]),
                         ("H128_4way128", [h128, _conflicted(128, (4,) * 4, 1)]),
                         ("4way128_H128", [_conflicted(128, (4,) * 4, 1), h128]), ("H128_H32", [h128, h32]),
                         ("H32_H128", [h32, h128]), ("L128_L128_H128_H128", [l128, _conflicted(128, (1,) * 4, 2), h128,
                                                                             _conflicted(128, (8,) * 4, 3)])):
        add(label, "st", table)
    idle = (128, tuple(a if t < 8 else None for t, a in enumerate(h128[1])))
    add("H128_H128-lanes0-7", "st", [h128, idle])
    add("H128-lanes0-7_H128", "st", [idle, h128])
    for x in (1, 2, 4):
        for n in (2, 4):
            add(f"x{x}_8rows_one_bank_x{n}", "stsm", [_rows_conflicted(x, k) for k in range(n)], matrices=x)
    for n in (2, 4):
        add(f"x4_8rows_one_bank_x{n}", "ldsm", [_rows_conflicted(4, k) for k in range(n)], matrices=4)
    for n in (2, 8):
        add(f"128b_8way_x{n}", "ld", [_conflicted(128, (8,) * 4, k) for k in range(n)])
    add("64b_16way_x4", "ld", [_conflicted(64, (16, 16), k) for k in range(4)])
    # random runs, to check whatever rule the structured cases above suggest
    rng = random.Random(f"store-run:{SEED}")
    for i in range(80):
        n = rng.choice([2, 2, 3, 4])
        table = []
        for k in range(n):
            width = rng.choice([128, 128, 128, 64, 32])
            phases = WARP * 32 // max(32, width)
            top = {128: 8, 64: 16, 32: 32}[width]
            ways = tuple(rng.choice([1, 2, 4, top // 2, top - 1, top, top]) for _ in range(WARP // phases))
            table.append(_conflicted(width, ways, k))
        add(f"random{i:02d}", "st", table)
    return out


# -- rand-ldsm: ldmatrix / stmatrix rows ---------------------------------------------------------------

def rand_ldsm(n: int) -> list[CampaignCase]:
    rng = random.Random(f"rand-ldsm:{SEED}")
    out = []
    for i in range(n):
        op = "ldsm" if rng.random() < 0.65 else "stsm"
        x = rng.choice([1, 2, 4, 4])
        trans = rng.random() < 0.4
        kind = rng.choice(["random", "pool", "xor", "tile", "tile"])
        window = rng.choice([256, 1024, 4096, 8192])
        rows = window // 16
        if kind == "tile":      # rows of a (R, 64) 16-bit tile with a random swizzle of 16-byte chunks
            b, s = rng.randrange(0, 4), rng.randrange(3, 6)
            pitch = rng.choice([64, 64, 72, 128, 32])
            pick = rng.choice(["rows", "rows+chunks", "random"])
            addrs = []
            for t in range(WARP):
                if pick == "rows":
                    r, c = t, 0
                elif pick == "rows+chunks":
                    r, c = t % 8 + 8 * (t // 16), (t // 8) % 2
                else:
                    r, c = rng.randrange(32), rng.randrange(pitch // 8)
                off = r * pitch * 2 + c * 16
                off ^= ((off >> (4 + s)) & ((1 << b) - 1)) << 4
                addrs.append(off)
            what: dict = {"kind": kind, "swizzle": [b, 4, s], "pitch": pitch, "pick": pick}
        else:
            addrs = [rng.randrange(rows) * 16 for _ in range(WARP)]
            what = {"kind": kind, "window": window}
            if kind == "pool":
                k = rng.choice([1, 2, 3, 4, 8])
                pool = [rng.randrange(rows) * 16 for _ in range(k)]
                addrs = [rng.choice(pool) for _ in range(WARP)]
                what["pool"] = k
            elif kind == "xor":
                mask = rng.choice([1, 2, 4, 8, 16, 3, 24])
                addrs = [addrs[t & ~mask] for t in range(WARP)]
                what["mask"] = mask
        out.append(CampaignCase(f"rand-ldsm_{i:04d}_{op}_x{x}{'_trans' if trans else ''}", "rand-ldsm", "shared",
                                op, ((128, tuple(addrs)),), bits=16, matrices=x, trans=trans, source={"rows": what}))
    return out


# -- rand-tv / rand-global: random TV layouts, addresses by cutecalc -------------------------------------

def _split(n: int, rng: random.Random) -> list[int]:
    """n (a power of two times 1 or 3) as 1 to 4 factors."""
    out = []
    while n > 1 and len(out) < 3 and rng.random() < 0.7:
        f = rng.choice([d for d in (2, 3, 4, 8) if n % d == 0 and d < n] or [n])
        out.append(f)
        n //= f
    return out + [n] if n > 1 or not out else out


THREAD_STRIDES = (0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 4, 5, 7, 8, 8, 9, 16, 17, 31, 32, 33, 64, 65, 128)


def _random_tv(rng: random.Random, bits: int) -> tuple[str, int | None]:
    """cutecalc source of a random TV layout of `bits`-bit elements, and the vector (None: the widest)."""
    width = rng.choice([w for w in (8, 16, 32, 64, 128, 128, 64) if w >= bits])
    v = width // bits
    nthr = rng.choice([32] * 8 + [16, 8, 24, 12])
    tshape = _split(nthr, rng)
    unit = v if rng.random() < 0.85 else 1
    tstride = [unit * rng.choice(THREAD_STRIDES) for _ in tshape]
    vshape, vstride = [v], [1]
    if rng.random() < 0.35:          # more values than one instruction moves
        k = rng.choice([2, 2, 4])
        vshape.append(k)
        vstride.append(v * rng.choice([1, 2, 8, 32, 64, 0]))
    def mode(shape: list[int], stride: list[int]) -> tuple[str, str]:
        if len(shape) == 1:
            return str(shape[0]), str(stride[0])
        return "(" + ",".join(map(str, shape)) + ")", "(" + ",".join(map(str, stride)) + ")"
    ts, td = mode(tshape, tstride)
    vs, vd = mode(vshape, vstride)
    tv = f"({ts},{vs}):({td},{vd})"
    if rng.random() < 0.35:
        m = max(0, v.bit_length() - 1) + rng.choice([0, 0, 1, 2])
        b = rng.choice([1, 2, 3])
        s = rng.choice([b, b + 1, b + 2, 3, 4])
        s = max(s, b)
        tv = f"composition(Sw<{b},{m},{s}>, {tv})"
    vector = None
    if v > 1 and rng.random() < 0.12:
        vector = v // 2 if v * bits // 2 >= 8 else None
    return tv, vector


def _tv_case(rng: random.Random, i: int, family: str, space: str) -> CampaignCase | None:
    from cutecalc.algebra.access import warp_instructions
    from cutecalc.api import calc_value
    from cutecalc.errors import CuteError
    bits = rng.choice([8, 16, 16, 32, 32, 64, 128])
    tv, vector = _random_tv(rng, bits)
    op = "ld" if rng.random() < 0.7 else "st"
    try:
        instrs = warp_instructions(calc_value(tv, static_literals=True), bits, vector)
    except CuteError:
        return None
    width = instrs[0].width_bits
    wb = width // 8
    base = 0
    if space == "global" and rng.random() < 0.5:
        base = wb * rng.randrange(1, max(2, 128 // wb))
    elif space == "shared" and rng.random() < 0.2:
        base = wb * rng.randrange(1, max(2, 256 // wb))
    instrs = [ins.shifted(base) for ins in instrs]
    idle: list[int] = []
    if rng.random() < 0.12:
        idle = sorted(rng.sample(range(WARP), rng.randrange(1, 20)))
    table = tuple((ins.width_bits, tuple(None if t in idle else a for t, a in enumerate(ins.addresses)))
                  for ins in instrs)
    used = [a for _, addrs in table for a in addrs if a is not None]
    limit = SMEM_LIMIT if space == "shared" else GLOBAL_LIMIT
    if not used or max(used) + wb > limit or len(table) > 8:
        return None
    source: dict = {"tv": tv, "bits": bits}
    if vector:
        source["vector"] = vector
    if base:
        source["base"] = base
    if idle:
        source["idle"] = idle
    return CampaignCase(f"{family}_{i:04d}_{op}_{bits}b_x{len(table)}x{width}b", family, space, op, table, bits=bits,
                        source=source)


def rand_tv(n: int, family: str = "rand-tv", space: str = "shared") -> list[CampaignCase]:
    rng = random.Random(f"{family}:{SEED}")
    out: list[CampaignCase] = []
    while len(out) < n:
        c = _tv_case(rng, len(out), family, space)
        if c is not None:
            out.append(c)
    return out


def tv_instructions(case: CampaignCase) -> tuple[tuple[int, tuple[int | None, ...]], ...]:
    """What cutecalc computes from a rand-tv/rand-global case's source: its stored instructions."""
    from cutecalc.algebra.access import warp_instructions
    from cutecalc.api import calc_value
    src = case.source
    idle = set(src.get("idle", ()))
    instrs = warp_instructions(calc_value(src["tv"], static_literals=True), src["bits"], src.get("vector"))
    return tuple((i.width_bits, tuple(None if t in idle else a for t, a in enumerate(i.shifted(src.get("base", 0))
                                                                                  .addresses)))
                 for i in instrs)


# -- the campaign ---------------------------------------------------------------------------------------

def draw(gmma_output: str | None = None, with_gmma: bool = True) -> list[CampaignCase]:
    """Every case, in the order measured (the families that decide the rules first; those drawn after
    the first run last).  `gmma_output`: the GMMA host program's output when it has already run."""
    from .gmma_cxx import gmma_cases
    cases = (merge_grid() + rand_lanes(COUNTS["rand-lanes"]) + (gmma_cases(gmma_output) if with_gmma else [])
             + rand_ldsm(COUNTS["rand-ldsm"]) + rand_tv(COUNTS["rand-tv"])
             + rand_tv(COUNTS["rand-global"], "rand-global", "global")
             + merge_packed() + rand_packed(COUNTS["rand-packed"]) + store_repeat() + store_run())
    names = [c.name for c in cases]
    if len(set(names)) != len(names):
        raise ValueError("duplicate case names")
    return cases


def load_cases() -> list[CampaignCase]:
    return [CampaignCase.from_json(d) for d in json.loads(CASES_PATH.read_text())["cases"]]


def write_cases(cases: list[CampaignCase]) -> None:
    body = ",\n".join(json.dumps(c.as_json(), separators=(",", ":")) for c in cases)
    CASES_PATH.write_text('{"about": "The random access campaign (tests/access/campaign.py): every lane\'s byte '
                          'address per instruction; regenerate with `python -m tests.access.campaign --write`.",\n'
                          f'"seed": {SEED},\n"cases": [\n{body}\n]}}\n')


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write", action="store_true")
    g.add_argument("--probe", type=Path, metavar="DIR")
    g.add_argument("--collect", type=Path, metavar="OUTDIR")
    ap.add_argument("--only", metavar="FAMILY[,FAMILY...]", help="--probe: these families only")
    args = ap.parse_args(argv)
    if args.write:
        cases = draw()
        write_cases(cases)
        print(f"{len(cases)} cases -> {CASES_PATH}")
        return 0
    from .measure import write_probe
    every = load_cases()
    cases = [c for c in every if c.family in args.only.split(",")] if args.only else every
    if args.probe:
        m = write_probe(args.probe, [c.name for c in cases], [c.opcodes() for c in cases])
        print(f"{len(m['cases'])} cases, {m['smem_bytes']} bytes of shared memory -> {args.probe}")
        return 0
    from .measure import collect_counters
    cache = collect_counters(args.collect, [c.name for c in cases], CACHE_PATH, merge=bool(args.only),
                             order=[c.name for c in every])
    print(f"{len(cache['cases'])} cases -> {CACHE_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
