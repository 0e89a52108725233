"""The memory-access cases measured on an H100 (tests/access/h100_measurements.json).

Each case is one warp's accesses, written as cutecalc source for a TV layout (thread, value) -> element
offset, with the element width, the memory space and the instruction.  The harness (measure.py) turns it
into one CUDA kernel launch doing exactly those accesses; the tests compare cutecalc's predictions with
what the hardware counted.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class AccessCase:
    name: str
    family: str
    space: str              # "shared" | "global"
    op: str                 # "ld" | "st" | "ldsm" | "stsm"
    bits: int               # element width
    tv: str                 # cutecalc source of the TV layout (static literals)
    vector: int | None = None   # values per thread per instruction (default: the widest allowed)
    base: int = 0           # byte offset of element 0 from a 1024-byte aligned address
    matrices: int = 0       # ldmatrix / stmatrix: .x1, .x2 or .x4
    trans: bool = False     # ldmatrix / stmatrix: .trans
    idle: tuple[int, ...] = ()  # lanes that take no part (predicated off)

    def as_json(self) -> dict:
        out = {k: v for k, v in asdict(self).items() if v not in (None, 0, False, ()) or k in ("base",)}
        if self.idle:
            out["idle"] = list(self.idle)
        return out


def _fmt_w(w: int) -> str:
    return f"{w}b"


# -- shared memory: a warp's strided accesses ------------------------------------------------------

# stride (in units of the access width) between consecutive threads
SMEM_STRIDES = (0, 1, 2, 3, 4, 5, 8, 16, 17, 32, 33)


def _strided(space: str, op: str, width: int, stride: int, base: int = 0) -> AccessCase:
    bits = min(width, 32)
    v = width // bits
    tv = f"(32,{v}):({stride * v},1)" if v > 1 else f"32:{stride}"
    suffix = f"_base{base}" if base else ""
    return AccessCase(f"{space}_{op}_{_fmt_w(width)}_stride{stride}{suffix}", f"{space}-strided", space, op,
                      bits, tv, base=base)


def smem_strided() -> list[AccessCase]:
    return [_strided("shared", op, w, s) for op in ("ld", "st") for w in (8, 16, 32, 64, 128)
            for s in SMEM_STRIDES]


# -- shared memory: lanes that share or permute addresses ------------------------------------------

# (name, thread layout in units of the access width)
LANE_PATTERNS = (
    ("halves_same", "(16,2):(1,0)"),          # lanes t and t+16 read the same address
    ("quarters_same", "(8,4):(1,0)"),         # lanes t, t+8, t+16, t+24 the same
    ("pairs_same", "(2,16):(0,1)"),           # lanes 2i and 2i+1 the same
    ("quads_same", "(4,8):(0,1)"),
    ("octets_same", "(8,4):(0,1)"),
    ("transposed_8x4", "(8,4):(4,1)"),        # lane t -> (t%8)*4 + t/8
    ("transposed_4x8", "(4,8):(8,1)"),
    ("interleaved_pairs", "(2,16):(16,1)"),   # lane t -> (t%2)*16 + t/2
    ("two_rows_of_16", "(16,2):(1,64)"),      # halves 64 units apart
    ("stride8_halves", "(16,2):(8,1)"),
    ("quarters_stride32", "(8,4):(1,32)"),
    ("quarters_swapped", "(8,2,2):(1,16,8)"),
)


def smem_lane_patterns() -> list[AccessCase]:
    out = []
    for op in ("ld", "st"):
        for w in (32, 64, 128):
            bits = 32
            v = w // bits
            for name, lanes in LANE_PATTERNS:
                shape, stride = lanes.split(":")
                # scale the thread strides from access units to elements; values contiguous
                from_units = _scale_strides(stride, v)
                tv = f"({shape},{v}):({from_units},1)"
                out.append(AccessCase(f"shared_{op}_{_fmt_w(w)}_{name}", "shared-lanes", "shared", op, bits, tv))
    return out


def _scale_strides(stride: str, k: int) -> str:
    import re
    return re.sub(r"\d+", lambda m: str(int(m.group()) * k), stride)


# -- shared memory: padded row-major tiles, one row per thread -------------------------------------

def smem_padded() -> list[AccessCase]:
    out = []
    for op in ("ld", "st"):
        for v in (1, 2, 4, 8):
            for pad in (0, 1, 2, 4, 8):
                if pad % v:
                    continue
                ld = 64 + pad
                # thread t reads v 16-bit values at the start of row t of a (32,64+pad) tile
                tv = f"(32,{v}):({ld},1)" if v > 1 else f"32:{ld}"
                out.append(AccessCase(f"shared_{op}_16bit_x{v}_rows_pad{pad}", "shared-padded", "shared", op,
                                      16, tv))
        for pad in (0, 1, 4):
            ld = 32 + pad
            out.append(AccessCase(f"shared_{op}_32bit_column_pad{pad}", "shared-padded", "shared", op, 32,
                                  f"32:{ld}"))
        # 128-bit chunks of an (8, 64+pad) 16-bit tile: lane t -> row t%8, chunk t/8
        for pad in (0, 8):
            out.append(AccessCase(f"shared_{op}_16bit_x8_rows8_chunks4_pad{pad}", "shared-padded", "shared", op,
                                  16, f"((8,4),8):(({64 + pad},8),1)"))
    return out


# -- shared memory: swizzled and unswizzled tiles (K-major and MN-major), rows and columns ----------

# (label, element bits, K-major atom (rows, K) of K contiguous elements, swizzle or None)
# The K-major atoms are CuTe's GMMA atoms (mma_sm90_desc.hpp: Layout_K_{INTER,SW32,SW64,SW128}_Atom),
# Swizzle<B,4,3> o (8, 128*2^B bytes) in bytes, written here in elements of the tile's type.
TILES = (
    ("16b_K_INTER", 16, (8, 8), None),
    ("16b_K_SW32", 16, (8, 16), "Sw<1,3,3>"),
    ("16b_K_SW64", 16, (8, 32), "Sw<2,3,3>"),
    ("16b_K_SW128", 16, (8, 64), "Sw<3,3,3>"),
    ("16b_K_SW32_unswizzled", 16, (8, 16), None),
    ("16b_K_SW64_unswizzled", 16, (8, 32), None),
    ("16b_K_SW128_unswizzled", 16, (8, 64), None),
    ("8b_K_INTER", 8, (8, 16), None),
    ("8b_K_SW32", 8, (8, 32), "Sw<1,4,3>"),
    ("8b_K_SW64", 8, (8, 64), "Sw<2,4,3>"),
    ("8b_K_SW128", 8, (8, 128), "Sw<3,4,3>"),
    ("8b_K_SW128_unswizzled", 8, (8, 128), None),
    ("32b_K_SW128", 32, (8, 32), "Sw<3,2,3>"),
    ("32b_K_SW64", 32, (8, 16), "Sw<2,2,3>"),
    ("32b_K_SW128_unswizzled", 32, (8, 32), None),
)

TILE_BYTES_PER_ROW = 128   # every tile below is (rows, 128 bytes of K)
TILE_ROWS = 64


def tile_layout(bits: int, atom: tuple[int, int], swizzle: str | None, mn_major: bool = False) -> str:
    """The (TILE_ROWS, K) tile of `atom`s as CuTe's tile_to_shape builds it, swizzled.  MN-major tiles
    transpose the atom: M contiguous, (M, 8) atoms."""
    k = TILE_BYTES_PER_ROW * 8 // bits
    r, c = atom
    if mn_major:
        base = f"tile_to_shape(({c},{r}):(1,{c}), ({k},{TILE_ROWS}))"
    else:
        base = f"tile_to_shape(({r},{c}):({c},1), ({TILE_ROWS},{k}))"
    return f"composition({swizzle}, {base})" if swizzle else base


def _thread_arrangements(vec: int, rows: int, cols: int):
    """Ways 32 threads cover a rows x cols tile with `vec` contiguous values along cols: (label, TV in
    the tile's coordinates (colex index r + rows*c))."""
    out = []
    for tr in (1, 2, 4, 8, 16, 32):
        tc = 32 // tr
        if tc * vec > cols or tr > rows:
            continue
        # rows first: lane t -> (row t % tr, chunk t / tr); chunks first: lane t -> (chunk t % tc, row t / tc)
        out.append((f"{tr}rows_x_{tc}chunks", f"(({tr},{tc}),{vec}):((1,{rows * vec}),{rows})"))
        if tr > 1 and tc > 1:
            out.append((f"{tc}chunks_x_{tr}rows", f"(({tc},{tr}),{vec}):(({rows * vec},1),{rows})"))
    return out


def smem_tiles() -> list[AccessCase]:
    out = []
    for label, bits, atom, sw in TILES:
        k = TILE_BYTES_PER_ROW * 8 // bits
        tile = tile_layout(bits, atom, sw)
        vecs = sorted({128 // bits, 64 // bits, 32 // bits, 1}, reverse=True)
        if sw is None and "INTER" not in label:
            vecs = [128 // bits, 32 // bits]
        for vec in vecs:
            for tlabel, tv in _thread_arrangements(vec, TILE_ROWS, k):
                ops = ("ld", "st") if vec * bits == 128 and "unswizzled" not in label else ("ld",)
                for op in ops:
                    out.append(AccessCase(f"shared_{op}_{label}_{vec * bits}b_{tlabel}", "shared-tile", "shared",
                                          op, bits, f"composition({tile}, {tv})"))
    # MN-major 16-bit tiles: the same accesses with M contiguous
    for label, bits, atom, sw in TILES[:4]:
        k = TILE_BYTES_PER_ROW * 8 // bits
        tile = tile_layout(bits, atom, sw, mn_major=True)
        for vec in (8, 4, 1):
            for tlabel, tv in _thread_arrangements(vec, TILE_ROWS, k):
                out.append(AccessCase(f"shared_ld_{label.replace('_K_', '_MN_')}_{vec * bits}b_{tlabel}",
                                      "shared-tile-mn", "shared", "ld", bits, f"composition({tile}, {tv})"))
    # the SM80 examples' atom: (8,64) of (8,8) blocks, Swizzle<3,3,3>
    sm80 = "composition(Sw<3,3,3>, (8,(8,8)):(8,(1,64)))"
    for vec in (8, 4, 2):
        for tlabel, tv in _thread_arrangements(vec, 8, 64):
            out.append(AccessCase(f"shared_ld_16b_sm80_atom_{vec * 16}b_{tlabel}", "shared-tile", "shared", "ld",
                                  16, f"composition({sm80}, {tv})"))
    return out


# -- shared memory: more values than one instruction moves (split as CuTe's copy splits) -----------

def smem_split() -> list[AccessCase]:
    sw128 = tile_layout(16, (8, 64), "Sw<3,3,3>")
    plain = tile_layout(16, (8, 64), None)
    out = []
    for label, tile in (("SW128", sw128), ("unswizzled", plain)):
        # 16 values per thread along K: two 128-bit instructions
        out.append(AccessCase(f"shared_ld_16b_{label}_2x128b_8rows_x_4chunks", "shared-split", "shared", "ld", 16,
                              f"composition({tile}, ((8,4),16):((1,1024),64))"))
        # 8 values per thread, moved 32 bits at a time: four instructions
        out.append(AccessCase(f"shared_ld_16b_{label}_4x32b_8rows_x_4chunks", "shared-split", "shared", "ld", 16,
                              f"composition({tile}, ((8,4),8):((1,512),64))", vector=2))
        # values down a column (not contiguous): one 16-bit instruction per value
        out.append(AccessCase(f"shared_st_16b_{label}_4x16b_column_values", "shared-split", "shared", "st", 16,
                              f"composition({tile}, ((4,8),4):((4,512),1))"))
    return out


# -- shared memory: ldmatrix / stmatrix ------------------------------------------------------------

# lane -> row address of a 16-byte row, in the (64, 64) 16-bit tile's coordinates
LDSM_PATTERNS = (
    ("A_16x16", "((16,2),8):((1,512),64)"),     # SM75_U32x4_LDSM_N on a 16x16 A tile: rows t%16, k-chunk t/16
    ("8rows_x_4chunks", "((8,4),8):((1,512),64)"),
    ("32rows", "(32,8):(1,64)"),
)
LDSM_TILES = ("16b_K_SW128", "16b_K_SW128_unswizzled", "16b_K_SW64", "16b_K_SW32", "16b_K_INTER")


def smem_ldmatrix() -> list[AccessCase]:
    tiles = {label: (bits, atom, sw) for label, bits, atom, sw in TILES}
    out = []
    variants = [("ldsm", 1, False), ("ldsm", 2, False), ("ldsm", 4, False), ("ldsm", 4, True), ("ldsm", 2, True),
                ("stsm", 1, False), ("stsm", 4, False), ("stsm", 4, True)]
    for tlabel in LDSM_TILES:
        bits, atom, sw = tiles[tlabel]
        tile = tile_layout(bits, atom, sw)
        for plabel, tv in LDSM_PATTERNS:
            for op, x, trans in variants:
                t = ".trans" if trans else ""
                out.append(AccessCase(f"{op}_x{x}{t}_{tlabel}_{plabel}", f"shared-{op}", "shared", op, 16,
                                      f"composition({tile}, {tv})", matrices=x, trans=trans))
    # padded rows: (32, 64+8) row-major
    for op, x, trans in variants:
        t = ".trans" if trans else ""
        out.append(AccessCase(f"{op}_x{x}{t}_16b_pad8_32rows", f"shared-{op}", "shared", op, 16, "(32,8):(72,1)",
                              matrices=x, trans=trans))
    return out


# -- global memory ----------------------------------------------------------------------------------

def global_cases() -> list[AccessCase]:
    out = []
    for op in ("ld", "st"):
        for w in (8, 16, 32, 64, 128):
            for s in (0, 1, 2, 4, 8, 16, 32):
                out.append(_strided("global", op, w, s))
            for base in sorted({w // 8, 16, 32, 64, 96, 4, 8} - {0}):
                if base % (w // 8) or base == 0:
                    continue
                out.append(_strided("global", op, w, 1, base))
            # two rows of 16 threads, a 2 KiB row pitch apart; and reversed lanes
            bits = min(w, 32)
            v = w // bits
            pitch = 2048 * 8 // bits
            out.append(AccessCase(f"global_{op}_{w}b_2rows_of_16", "global-pattern", "global", op, bits,
                                  f"((16,2),{v}):(({v},{pitch}),1)"))
            out.append(AccessCase(f"global_{op}_{w}b_8rows_of_4", "global-pattern", "global", op, bits,
                                  f"((4,8),{v}):(({v},{pitch}),1)"))
            out.append(AccessCase(f"global_{op}_{w}b_column_of_rowmajor", "global-pattern", "global", op, bits,
                                  f"(32,{v}):({pitch},1)"))
    # a 16-bit (64,64) K-major tile read by 128-bit chunks, as a tiled copy's global side does
    for op in ("ld", "st"):
        for tr in (4, 8, 16, 32):
            tc = 32 // tr
            out.append(AccessCase(f"global_{op}_16b_tile64_{tr}rows_x_{tc}chunks", "global-pattern", "global", op, 16,
                                  f"(({tr},{tc}),8):((64,8),1)"))
    return out


# -- shared memory: when do the phases of a 64- or 128-bit access merge? ----------------------------

# (name, TV of 32-bit elements, width): lane patterns that tell the candidate rules apart
MERGE_PROBES = (
    # lane pairs (2i, 2i+1) share an address; each half-warp 2-way conflicted, the halves on disjoint banks
    ("64b_pairs_halves_disjoint_conflicted", "((2,4,2,2),2):((0,2,32,8),1)"),
    # duplicates that are not lane pairs (lane t and t+8); the halves on disjoint banks
    ("64b_dups_t_t8_halves_disjoint", "((8,2,2),2):((2,0,16),1)"),
    # lane pairs share an address, the halves on the same banks but other words
    ("64b_pairs_halves_same_banks", "((2,8,2),2):((0,2,32),1)"),
    # lane pairs share an address in a 2-way conflicted pattern over the whole warp
    ("64b_pairs_conflicted", "((2,16),2):((0,64),1)"),
    ("64b_first16_lanes", "(16,2):(2,1)"),
    ("64b_first8_lanes", "(8,2):(2,1)"),
    ("64b_first16_lanes_pairs", "((2,8),2):((0,2),1)"),
    ("128b_pairs_quarters_conflicted", "((2,2,2,2,2),4):((0,4,32,8,64),1)"),
    ("128b_dups_t_t4_quarters_disjoint", "((4,2,2,2),4):((4,0,16,64),1)"),
    ("128b_pairs_quarters_same_banks", "((2,4,2,2),4):((0,4,128,16),1)"),
    ("128b_first8_lanes", "(8,4):(4,1)"),
    ("128b_first16_lanes", "(16,4):(4,1)"),
    ("128b_first16_lanes_pairs", "((2,8),4):((0,4),1)"),
    ("128b_first4_lanes", "(4,4):(4,1)"),
    ("32b_first16_lanes", "16:1"),
    ("32b_first16_lanes_conflicted", "16:32"),
)


def smem_merge_probes() -> list[AccessCase]:
    out = []
    for op in ("ld", "st"):
        for name, tv in MERGE_PROBES:
            out.append(AccessCase(f"shared_{op}_{name}", "shared-merge", "shared", op, 32, tv))
    # ldmatrix with repeated rows: all lanes one row, the four matrices the same eight rows
    for op in ("ldsm", "stsm"):
        for x in (1, 2, 4):
            out.append(AccessCase(f"{op}_x{x}_one_row", "shared-merge", "shared", op, 16, "(32,8):(0,1)", matrices=x))
            out.append(AccessCase(f"{op}_x{x}_same_8rows", "shared-merge", "shared", op, 16, "((8,4),8):((64,0),1)",
                                  matrices=x))
    return out


ODD_LANES = tuple(range(1, 32, 2))


def idle_lane_probes() -> list[AccessCase]:
    """Does a lane pair with one idle lane still let the phases merge?  (Predicated-off lanes.)"""
    out = []
    for op in ("ld", "st"):
        for w, v in ((64, 2), (128, 4)):
            pairs = f"((2,16),{v}):((0,{v}),1)"
            out.append(AccessCase(f"shared_{op}_{w}b_pairs_odd_lanes_idle", "shared-idle", "shared", op, 32, pairs,
                                  idle=ODD_LANES))
            out.append(AccessCase(f"shared_{op}_{w}b_pairs_lane1_idle", "shared-idle", "shared", op, 32, pairs,
                                  idle=(1,)))
            out.append(AccessCase(f"shared_{op}_{w}b_stride1_lane1_idle", "shared-idle", "shared", op, 32,
                                  f"(32,{v}):({v},1)", idle=(1,)))
            out.append(AccessCase(f"shared_{op}_{w}b_stride1_odd_lanes_idle", "shared-idle", "shared", op, 32,
                                  f"(32,{v}):({v},1)", idle=ODD_LANES))
            out.append(AccessCase(f"shared_{op}_{w}b_broadcast_upper_half_idle", "shared-idle", "shared", op, 32,
                                  f"(32,{v}):(0,1)", idle=tuple(range(16, 32))))
        out.append(AccessCase(f"shared_{op}_32b_stride32_odd_lanes_idle", "shared-idle", "shared", op, 32, "32:32",
                              idle=ODD_LANES))
        out.append(AccessCase(f"global_{op}_32b_stride1_odd_lanes_idle", "global-idle", "global", op, 32, "32:1",
                              idle=ODD_LANES))
        out.append(AccessCase(f"global_{op}_128b_stride2_lanes_8_to_31_idle", "global-idle", "global", op, 32,
                              "(32,4):(8,1)", idle=tuple(range(8, 32))))
    return out


def global_more() -> list[AccessCase]:
    out = []
    for op in ("ld", "st"):
        # fewer lanes than a warp, and values split over several instructions
        out.append(AccessCase(f"global_{op}_32b_first16_lanes", "global-pattern", "global", op, 32, "16:1"))
        out.append(AccessCase(f"global_{op}_128b_first8_lanes", "global-pattern", "global", op, 32, "(8,4):(4,1)"))
        out.append(AccessCase(f"global_{op}_16b_2x128b_rows", "global-split", "global", op, 16, "(32,16):(16,1)"))
        out.append(AccessCase(f"global_{op}_16b_4x32b_rows", "global-split", "global", op, 16, "(32,8):(8,1)",
                              vector=2))
        out.append(AccessCase(f"global_{op}_16b_8x16b_column_values", "global-split", "global", op, 16,
                              "(32,8):(1,64)"))
    return out


def all_cases() -> list[AccessCase]:
    cases = (smem_strided() + smem_lane_patterns() + smem_padded() + smem_tiles() + smem_split() + smem_ldmatrix()
             + global_cases() + smem_merge_probes() + global_more() + idle_lane_probes())
    names = [c.name for c in cases]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise ValueError(f"duplicate case names: {sorted(dup)[:5]}")
    return cases
