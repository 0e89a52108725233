"""The campaign's GMMA/UMMA family: warp accesses into CuTe's smem atoms by name, addresses from CuTe C++.

Each tile is `tile_to_shape(GMMA::Layout_<major>_<mode>_Atom<T>{}, Shape<R,C>{})` (and UMMA's
Layout_MN_SW128_32B_Atom), made a tensor over a 1024-byte aligned smem pointer as a kernel makes it
(`make_tensor(make_smem_ptr((T*)buf), layout)`), so CuTe's own swizzled-pointer arithmetic places every
element.  One warp of a tiled copy (partition_S for loads, partition_D for stores; LDSM/STSM of the SM80
MMA's operands, UniversalCopy of 32..128 bits, warps 0..3 of 128 threads) or a random TV layout (thread,
value) -> the tile's index reads or writes it; the host program prints the byte address of every value of
every lane, and this module turns them into the warp's instructions.  Nothing here asks cutecalc how it
reads the atom: the C++ is the only source of the addresses.
"""

from __future__ import annotations

import random
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .campaign import SEED, WARP, CampaignCase

TYPES = (("half_t", 16), ("bfloat16_t", 16), ("tfloat32_t", 32), ("int8_t", 8), ("float_e4m3_t", 8))
MODES = ("INTER", "SW32", "SW64", "SW128")
MAX_CALLS = 4      # copy instructions per case (the first calls of a thread's partition)

_MMA = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})"
_MMA_C = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{}, Tile<_32,_32,_16>{})"
_MMA_X1 = "make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})"


@dataclass(frozen=True)
class Tile:
    atom: str          # the atom as CuTe names it, e.g. GMMA::Layout_K_SW128_Atom<half_t>
    type: str
    bits: int
    major: str         # "K": mode 1 contiguous; "MN": mode 0 contiguous
    shape: tuple[int, int]

    @property
    def cxx(self) -> str:
        return f"tile_to_shape({self.atom}{{}}, Shape<_{self.shape[0]},_{self.shape[1]}>{{}})"

    @property
    def label(self) -> str:
        return self.atom.replace("::", "_").replace("Layout_", "").replace("_Atom<", "_").rstrip(">")


@dataclass(frozen=True)
class Access:
    """One warp's access of a tile: a tiled copy (cxx = the TiledCopy) or a TV layout (cxx = the Layout)."""

    tile: Tile
    kind: str          # "copy" | "tv"
    cxx: str
    op: str            # "ld" | "st" | "ldsm" | "stsm"
    matrices: int = 0
    trans: bool = False
    width: int = 0     # copy: the atom's bits per call; tv: the widest vector allowed (bits)
    warp: int = 0
    nthreads: int = WARP


def tiles() -> list[Tile]:
    out = []
    for major in ("K", "MN"):
        for mode in MODES:
            for t, bits in TYPES:
                unit = {"INTER": 16, "SW32": 32, "SW64": 64, "SW128": 128}[mode]
                along = unit * 8 // bits               # elements of the atom along its contiguous mode
                wide = max(64, 2 * along)
                shape = (64, wide) if major == "K" else (wide, 64)
                out.append(Tile(f"GMMA::Layout_{major}_{mode}_Atom<{t}>", t, bits, major, shape))
    for t, bits in (("half_t", 16), ("int8_t", 8), ("tfloat32_t", 32)):
        along = 32 * 8 // bits * 4
        out.append(Tile(f"UMMA::Layout_MN_SW128_32B_Atom<{t}>", t, bits, "MN", (max(64, 2 * along), 64)))
    return out


def _thread_layouts(tile: Tile, v: int, nthr: int, rng: random.Random) -> list[str]:
    """Thread layouts (C++) of nthr threads whose (threads x (1,v) or (v,1)) tile divides the tile."""
    r, c = tile.shape
    along, across = (c, r) if tile.major == "K" else (r, c)
    out = []
    for ta in (2, 4, 8, 16, 32):
        tx = nthr // ta
        if ta * v > along or tx > across or along % (ta * v) or across % tx:
            continue
        if tile.major == "K":      # threads (rows, chunks): chunk-major or row-major order
            out += [f"Layout<Shape<_{tx},_{ta}>,Stride<_{ta},_1>>{{}}", f"Layout<Shape<_{tx},_{ta}>>{{}}"]
        else:
            out += [f"Layout<Shape<_{ta},_{tx}>>{{}}", f"Layout<Shape<_{ta},_{tx}>,Stride<_{tx},_1>>{{}}"]
    rng.shuffle(out)
    return out


def _cxx_tuple(kind: str, xs: list[int]) -> str:
    return str(xs[0]) if len(xs) == 1 else f"make_{kind}({', '.join(map(str, xs))})"


def _random_tv(tile: Tile, rng: random.Random) -> tuple[str, int] | None:
    """A random TV layout (C++ make_layout of dynamic integers) into the tile's index, values along the
    contiguous mode; and the widest vector in bits it may use."""
    r, c = tile.shape
    contig = r if tile.major == "K" else 1        # index step of one element along the contiguous mode
    other = 1 if tile.major == "K" else r
    v = rng.choice([1, 2, 4, 8, 16])
    v = min(v, 128 // tile.bits) if rng.random() < 0.8 else v
    modes = []
    n = WARP
    while n > 1:
        f = rng.choice([d for d in (2, 4, 8) if n % d == 0] or [n])
        modes.append(f)
        n //= f
    strides = []
    for _ in modes:
        choice = rng.random()
        if choice < 0.15:
            strides.append(0)
        elif choice < 0.55:
            strides.append(contig * v * rng.choice([1, 1, 2, 3, 4, 8]))
        else:
            strides.append(other * rng.choice([1, 1, 2, 3, 4, 8, 16]))
    vals, vstr = [v], [contig]
    if rng.random() < 0.3:
        vals.append(2)
        vstr.append(rng.choice([contig * v, other * 8, contig * v * 2]))
    top = sum((s - 1) * d for s, d in zip(modes + vals, strides + vstr))
    if top >= r * c:
        return None
    shape = f"make_shape({_cxx_tuple('shape', modes)}, {_cxx_tuple('shape', vals)})"
    stride = f"make_stride({_cxx_tuple('stride', strides)}, {_cxx_tuple('stride', vstr)})"
    cap = rng.choice([128, 128, 64, 32])
    return f"make_layout({shape}, {stride})", cap


def accesses() -> list[Access]:
    rng = random.Random(f"gmma:{SEED}")
    out = []
    for tile in tiles():
        if tile.bits == 16:
            if tile.major == "K":
                ldsm = [(f"make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, {tile.type}>{{}}, {_MMA})", 4),
                        (f"make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, {tile.type}>{{}}, {_MMA})", 2),
                        (f"make_tiled_copy_B(Copy_Atom<SM75_U32x1_LDSM_N, {tile.type}>{{}}, {_MMA_X1})", 1)]
                stsm = (f"make_tiled_copy_C(Copy_Atom<SM90_U32x4_STSM_N, {tile.type}>{{}}, {_MMA_C})", 4)
                trans = False
            else:
                ldsm = [(f"make_tiled_copy_A(Copy_Atom<SM75_U16x8_LDSM_T, {tile.type}>{{}}, {_MMA})", 4),
                        (f"make_tiled_copy_B(Copy_Atom<SM75_U16x4_LDSM_T, {tile.type}>{{}}, {_MMA})", 2)]
                stsm = (f"make_tiled_copy_C(Copy_Atom<SM90_U16x8_STSM_T, {tile.type}>{{}}, {_MMA_C})", 4)
                trans = True
            for cxx, x in ldsm:
                out.append(Access(tile, "copy", cxx, "ldsm", x, trans, 128, rng.randrange(4), 128))
            out.append(Access(tile, "copy", stsm[0], "stsm", stsm[1], trans, 128, rng.randrange(4), 128))
        for width, ops in ((128, ("ld", "st")), (64, ("ld",)), (32, ("ld",))):
            v = width // tile.bits
            if v < 1:
                continue
            nthr = 128 if width == 128 else 64
            layouts = _thread_layouts(tile, v, nthr, rng)
            if not layouts:
                continue
            val = f"Layout<Shape<_1,_{v}>>{{}}" if tile.major == "K" else f"Layout<Shape<_{v},_1>>{{}}"
            uint = {128: "uint128_t", 64: "uint64_t", 32: "uint32_t"}[width]
            for op in ops:
                thr = layouts[0] if op == "ld" else layouts[-1]
                cxx = f"make_tiled_copy(Copy_Atom<UniversalCopy<{uint}>, {tile.type}>{{}}, {thr}, {val})"
                out.append(Access(tile, "copy", cxx, op, 0, False, width, rng.randrange(nthr // WARP), nthr))
        made = 0
        while made < 4:
            tv = _random_tv(tile, rng)
            if tv is None:
                continue
            op = "ld" if rng.random() < 0.7 else "st"
            out.append(Access(tile, "tv", tv[0], op, 0, False, tv[1]))
            made += 1
    return out


# -- the host program ------------------------------------------------------------------------------------

HEADER = r"""// Generated by tests/access/gmma_cxx.py: byte addresses of warp accesses into CuTe smem atoms.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_traits_sm80.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/mma_traits_sm100.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
#include <cstdio>
using namespace cute;
alignas(1024) static uint8_t g_buf[1 << 20];

template <class Tensor>
long byte_of(Tensor const& t, int i) { return (long)((uint8_t const*)&t(i) - g_buf); }

template <class Tensor, class TV>
void emit_tv(int id, Tensor const& t, TV const& tv) {
  printf("C %d %d\n", id, int(size<1>(tv)));
  for (int lane = 0; lane < int(size<0>(tv)); ++lane) {
    printf("L");
    for (int v = 0; v < int(size<1>(tv)); ++v) printf(" %ld", byte_of(t, tv(lane, v)));
    printf("\n");
  }
}

template <class Tensor>
void emit_all(Tensor const& p) { for (int i = 0; i < int(size(p)); ++i) printf(" %ld", byte_of(p, i)); }

template <class Tensor, class MMA>
void emit_mma(int id, Tensor const& t, MMA const& mma, int warp, char operand) {
  printf("C %d 0\n", id);
  for (int lane = 0; lane < 32; ++lane) {
    auto thr = mma.get_slice(32 * warp + lane);
    printf("L 0");
    if (operand == 'A') emit_all(thr.partition_A(t));
    if (operand == 'B') emit_all(thr.partition_B(t));
    if (operand == 'C') emit_all(thr.partition_C(t));
    printf("\n");
  }
}

template <class Tensor, class Copy>
void emit_copy(int id, Tensor const& t, Copy const& copy, int warp, bool dst) {
  printf("C %d 0\n", id);
  for (int lane = 0; lane < 32; ++lane) {
    auto thr = copy.get_slice(32 * warp + lane);
    printf("L");
    if (dst) { auto p = thr.partition_D(t); printf(" %d", int(size<0>(p)));
               for (int i = 0; i < int(size(p)); ++i) printf(" %ld", byte_of(p, i)); }
    else     { auto p = thr.partition_S(t); printf(" %d", int(size<0>(p)));
               for (int i = 0; i < int(size(p)); ++i) printf(" %ld", byte_of(p, i)); }
    printf("\n");
  }
}
"""


def program(accs: list[Access]) -> str:
    body = []
    for i, a in enumerate(accs):
        tensor = f"make_tensor(make_smem_ptr(({a.tile.type}*)g_buf), {a.tile.cxx})"
        if a.kind == "tv":
            body.append(f"void case_{i}() {{ auto t = {tensor}; emit_tv({i}, t, {a.cxx}); }}")
        else:
            dst = "true" if a.op in ("st", "stsm") else "false"
            body.append(f"void case_{i}() {{ auto t = {tensor}; emit_copy({i}, t, {a.cxx}, {a.warp}, {dst}); }}")
    calls = "\n".join(f"  case_{i}();" for i in range(len(accs)))
    return HEADER + "\n".join(body) + f"\nint main() {{\n{calls}\n  return 0;\n}}\n"


def run_program(accs: list[Access]) -> dict[int, list[list[int]]]:
    """{access index: per lane, the byte address of each value (copies: the atom's values per call first)}."""
    return run_source(program(accs))


def run_source(source: str) -> dict[int, list[list[int]]]:
    """Compile and run a program of HEADER's emitters; its output by case."""
    from cutecalc.interop.toolchain import compile_blamed, reference_toolchain
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = Path(tmp) / "addresses.cpp", Path(tmp) / "addresses"
        src.write_text(source)
        refused = compile_blamed(reference_toolchain(), src, exe, {})
        assert not refused, refused
        text = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
    return parse_output(text)


def parse_output(text: str) -> dict[int, list[list[int]]]:
    out: dict[int, list[list[int]]] = {}
    cur: list[list[int]] = []
    for line in text.splitlines():
        if line.startswith("C "):
            cur = out.setdefault(int(line.split()[1]), [])
        elif line.startswith("L"):
            cur.append([int(x) for x in line.split()[1:]])
    return out


def _runs(addrs: list[int], n: int, nbytes: int) -> bool:
    return all(addrs[k + j] == addrs[k] + j * nbytes for k in range(0, len(addrs), n) for j in range(n))


def instructions_of(a: Access, lanes: list[list[int]]) -> tuple[tuple[int, tuple[int | None, ...]], ...]:
    """The warp's instructions from the C++ addresses: a copy's calls (one row per lane for ldmatrix /
    stmatrix, the atom's width otherwise), or a TV layout's values in the widest aligned vectors."""
    eb = a.tile.bits // 8
    if a.kind == "copy":
        per_call = {lane[0] for lane in lanes}
        if len(per_call) != 1:
            raise ValueError(f"{a.cxx}: lanes differ in values per call")
        rows = [lane[1:] for lane in lanes]
        n = a.width // a.tile.bits
        if not all(_runs(r, n, eb) for r in rows):
            raise ValueError(f"{a.cxx}: a call's values are not one contiguous run")
        calls = min(len(rows[0]) // n, MAX_CALLS)
        return tuple((a.width, tuple(r[k * n] for r in rows)) for k in range(calls))
    from cutecalc.algebra.access import _instructions_of, vector_length
    offsets = [[x // eb for x in lane] for lane in lanes]
    n = min(vector_length(offsets, a.tile.bits), max(1, a.width // a.tile.bits))
    return tuple((i.width_bits, i.addresses) for i in _instructions_of(offsets, a.tile.bits, n))


def campaign_case(i: int, a: Access, lanes: list[list[int]]) -> CampaignCase:
    instrs = instructions_of(a, lanes)
    what = a.cxx.split("<", 2)[1].split(",")[0].split(">")[0] if a.kind == "copy" else "TV"
    name = f"gmma_{i:04d}_{a.tile.label}_{a.op}_{what}_w{a.warp}"
    source = {"tile": a.tile.cxx, a.kind: a.cxx}
    if a.kind == "copy":
        source["warp"] = a.warp
    return CampaignCase(name, "gmma", "shared", a.op, instrs, bits=a.tile.bits, matrices=a.matrices, trans=a.trans,
                        source=source)


def gmma_cases(output: str | None = None) -> list[CampaignCase]:
    """The family's cases; `output` is the host program's output when it has already run."""
    accs = accesses()
    tables = run_program(accs) if output is None else parse_output(output)
    return [campaign_case(i, a, tables[i]) for i, a in enumerate(accs)]
