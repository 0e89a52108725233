"""The tensor oracle's cases (issue 18): tensors with pointers, as C++ writes them, and their thread partitions.

Each case is C++ that cutecalc reads as it is (casts, make_smem_ptr, member calls): `source` is the cutecalc
statement, `cpp` what the C++ side prints (the same text unless a register fragment needs `.layout()`: CuTe prints
its stack address).  Their answers are in the tests' one answer cache (cute_oracle.py), computed by its one
refresh command, `python -m tests.oracle.refresh`.
"""

from __future__ import annotations

from .atom_cases import AtomCase
from .cute_oracle import AnswerCache


def _case(group: str, source: str, cpp: str | None = None) -> AtomCase:
    return AtomCase(group, source, source if cpp is None else cpp)


def _smem(layout: str, t: str = "half_t") -> str:
    return f"make_tensor(make_smem_ptr(({t}*)nullptr), {layout})"


_SW80 = "composition(Swizzle<3,3,3>{}, Layout<Shape<_8,Shape<_8,_8>>,Stride<_8,Stride<_1,_64>>>{})"
# Shared-memory layouts of a mainloop: (name, layout of (M or N, K, PIPE)) for 16-bit elements.
SMEM_LAYOUTS = {
    "sw80": f"tile_to_shape({_SW80}, make_shape(_128{{}},_64{{}},_3{{}}))",
    "sw80_small": f"tile_to_shape({_SW80}, make_shape(_64{{}},_64{{}},_2{{}}))",
    "sw233": "tile_to_shape(composition(Swizzle<2,3,3>{}, Layout<Shape<_8,_32>,Stride<_32,_1>>{}), "
             "make_shape(_64{},_32{},_2{}))",
    # CUTLASS's SM80 default for 16-bit K-major operands with a 32-wide K tile (its LDSM partition is the issue's
    # example: ((_8,_1),_4,_2):((_1,_0),_1024,16) for one stage, the 16 dynamic, -16 for other threads)
    "sw233_128": "tile_to_shape(composition(Swizzle<2,3,3>{}, Layout<Shape<_8,_32>,Stride<_32,_1>>{}), "
                 "make_shape(_128{},_32{},_3{}))",
    "plain": "make_layout(make_shape(_128{},_64{},_3{}))",
    "kmajor": "make_layout(make_shape(_128{},_64{},_3{}), LayoutRight{})",
    "k_sw128": "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{},_3{}))",
    "k_sw64": "tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{}, make_shape(_128{},_64{},_2{}))",
    "k_sw32": "tile_to_shape(GMMA::Layout_K_SW32_Atom<half_t>{}, make_shape(_64{},_64{},_2{}))",
    "k_inter": "tile_to_shape(GMMA::Layout_K_INTER_Atom<half_t>{}, make_shape(_64{},_64{},_2{}))",
    "mn_sw128": "tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(_128{},_64{},_3{}))",
}

_GMMA_K = "make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})"
_GMMA_MN = "make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>{})"
_MMA80 = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{})"
_CP_ASYNC = ("make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, "
             "Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})")
_COPIES = {
    "cp_async": _CP_ASYNC,
    "ldsm_a": f"make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{{}}, {_MMA80})",
    "ldsm_b": f"make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{{}}, {_MMA80})",
    "ldsm_b2": f"make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, half_t>{{}}, {_MMA80})",
    "u32_a": f"make_tiled_copy_A(Copy_Atom<UniversalCopy<uint32_t>, half_t>{{}}, {_MMA80})",
}
_THREADS = ("0", "5", "37", "127", "_5{}")


def pointer_cases() -> list[AtomCase]:
    out = []
    for p in ("make_smem_ptr((half_t*)nullptr)", "make_gmem_ptr((float*)nullptr)", "make_rmem_ptr((double*)nullptr)",
              "make_gmem_ptr<float>(nullptr)", "make_smem_ptr<half_t>((void*)nullptr)", "(half_t*)nullptr",
              "static_cast<float*>(nullptr)", "make_smem_ptr((half_t*)0x400)", "make_gmem_ptr<int4b_t>((void*)0x100)",
              "make_smem_ptr((half_t*)0x80, Swizzle<3,4,3>{})", "make_smem_ptr((half_t*)0x80, Swizzle<0,4,3>{})",
              "recast_ptr<float>(make_smem_ptr((half_t*)0x40))", "recast_ptr<uint4b_t>(make_gmem_ptr((uint8_t*)0x40))",
              "(const uint8_t*)0x7"):
        out.append(_case("pointer", p))
    return out


def tensor_cases() -> list[AtomCase]:
    out = []
    g = "make_tensor(make_gmem_ptr((float*)nullptr), make_shape(512,256), make_stride(256,_1{}))"
    gm = "make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,256))"
    for t in (g, gm, "make_tensor((float*)nullptr, Layout<Shape<_8,_4>>{})",
              "make_tensor(make_gmem_ptr((float*)0x1000), make_shape(8,4), LayoutRight{})",
              "make_tensor(make_smem_ptr((int4b_t*)nullptr), Layout<Shape<_8,_4>>{})",
              "make_tensor(make_smem_ptr<int4b_t>((void*)nullptr), Layout<Shape<_8,_4>>{})",
              "make_tensor(make_smem_ptr((half_t*)nullptr), GMMA::Layout_K_SW128_Atom<half_t>{})",
              "make_tensor(make_smem_ptr((float*)nullptr), GMMA::Layout_MN_SW64_Atom<float>{})",
              "make_tensor(make_smem_ptr((half_t*)nullptr), composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_64>,"
              "Stride<_64,_1>>{}))"):
        out.append(_case("tensor", t))
        for q in ("{}(_,1)", "{}(2,_)", "size({})", "shape({})", "{}.layout()", "{}.data()", "rank({})"):
            out.append(_case("tensor", q.format(t)))
    for proj in ("Step<_1,X,_1>{}", "Step<X,_1,_1>{}", "Step<_1,_1,X>{}"):
        for t in (g, gm):
            out.append(_case("local_tile", f"local_tile({t}, make_shape(_128{{}},_128{{}},_32{{}}), "
                                           f"make_coord(1,2,_), {proj})"))
    for t in (g, gm):
        out.append(_case("local_tile", f"local_tile({t}, make_shape(_128{{}},_64{{}}), make_coord(_,1))"))
        for i in ("3", "17"):
            out.append(_case("local_partition", f"local_partition({t}, Layout<Shape<_8,_4>>{{}}, {i})"))
    for name, lay in SMEM_LAYOUTS.items():
        s = _smem(lay)
        out.append(_case("smem_tensor", s))
        # (local_tile of the SM80 swizzles at a run-time (1,1,_) keeps the swizzle at an offset known in part at
        # compile time: C++ prints a MixedBits offset `M_0|(256&256)=256`; at a static one, the offset _256)
        tile = "local_tile({}, make_shape(_64{{}},_32{{}}), make_coord(1,1,_))"
        static_tile = "local_tile({}, make_shape(_64{{}},_32{{}}), make_coord(_1{{}},_1{{}},_))"
        for q in ("{}(_,_,1)", "{}(_,3,1)", "{}(5,_,0)", "{}(_,_,_2{{}})", tile, static_tile,
                  "local_tile({}, make_shape(_64{{}},_32{{}}), make_coord(1,1,2))",
                  "local_partition({}(_,_,0), Layout<Shape<_8,_4>>{{}}, 11)",
                  "make_tensor_like({}(_,_,0))", "make_fragment_like({}(_,_,0))",
                  "recast<uint128_t>({}(_,_,0))", "as_position_independent_swizzle_tensor({})"):
            if not q:
                continue
            if q.startswith(("make_tensor_like", "make_fragment_like")):
                out.append(_case("smem_tensor", q.format(s), q.format(s) + ".layout()"))
            elif name.startswith("sw") and q.startswith(("make_tensor_like", "recast<")):
                continue   # (CuTe has no make_layout_like or uint128_t recast of these composed layouts)
            else:
                out.append(_case("smem_tensor", q.format(s)))
    return out


def tensor_op_cases() -> list[AtomCase]:
    """A tensor's layout operations keep its iterator: make_tensor(t.data(), op(t.layout()))."""
    out = []
    tensors = ("make_tensor(make_gmem_ptr((float*)0x100), make_shape(16,32), make_stride(32,_1{}))",
               _smem(SMEM_LAYOUTS["sw80_small"]), _smem(SMEM_LAYOUTS["k_sw64"]),
               "make_identity_tensor(make_shape(_16{},_32{},_2{}))")
    for t in tensors:
        for q in ("flatten({})", "coalesce({})", "filter_zeros({})", "filter({})", "take<0,2>({})", "tensor<1>({})",
                  "composition({}, make_tile(_8{{}},_16{{}}))", "{}.compose(make_tile(_8{{}},_16{{}}))",
                  "logical_divide({}, make_tile(_8{{}},_16{{}}))", "zipped_divide({}, make_tile(_8{{}},_16{{}}))",
                  "tiled_divide({}, make_tile(_8{{}},_16{{}}))", "flat_divide({}, make_tile(_8{{}},_16{{}}))",
                  "size<1>({})", "shape<0>({})", "depth({})"):
            if q.startswith("filter_zeros") and "composition(Swizzle" in t:
                continue   # (C++ reads a composed layout as an IntTuple there: the layout rows' matter, not tensors')
            out.append(_case("tensor_op", q.format(t)))
    # domain_offset of a tensor (the multistage mainloop's gA shifted by the k residue): the iterator moves, or a
    # composed layout takes the offset into itself
    rank2 = ("make_coord(1,2)", "make_coord(_1{},_8{})")
    rank3 = ("make_coord(0,-32,0)", "make_coord(2,8,1)")
    g3 = ("local_tile(make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(4096,4096,2), make_stride(4096,_1{},"
          "4096*4096)), make_shape(_128{},_128{},_64{}), make_coord(_,_,_), Step<_1,X,_1>{})(_,_,3,_,1)")
    for t, coords in ((tensors[0], rank2), *((t, rank3) for t in tensors[1:]),
                      (_smem(SMEM_LAYOUTS["k_sw128"]), rank3), (g3, rank3)):
        for c in coords:
            out.append(_case("tensor_op", f"domain_offset({c}, {t})"))
    return out


def copy_partition_cases() -> list[AtomCase]:
    out = []
    for cname, copy in _COPIES.items():
        for lname, lay in SMEM_LAYOUTS.items():
            if cname == "cp_async" or lname in ("sw80", "plain", "kmajor", "k_sw128", "mn_sw128", "sw80_small",
                                                "sw233", "sw233_128"):
                s = _smem(lay)
                for thr in _THREADS:
                    for which in ("S", "D") if cname == "cp_async" else ("S",):
                        out.append(_case("copy_partition", f"{copy}.get_thread_slice({thr}).partition_{which}({s})"))
                    if lname == "sw233_128" and cname != "cp_async":   # one stage, as the mainloop's copy reads it
                        part = f"{copy}.get_thread_slice({thr}).partition_S({s})"
                        out.append(_case("copy_partition", f"{part}(_,_,_,1)"))
    g = "make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,256), make_stride(256,_1{}))"
    ga = f"local_tile({g}, make_shape(_128{{}},_128{{}},_64{{}}), make_coord(1,2,_), Step<_1,X,_1>{{}})"
    for thr in _THREADS:
        out.append(_case("copy_partition", f"{_CP_ASYNC}.get_thread_slice({thr}).partition_S({ga})"))
    return out


def mma_partition_cases() -> list[AtomCase]:
    out = []
    gc = ("local_tile(make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,512), make_stride(_1{},512)), "
          "make_shape(_128{},_128{}), make_coord(1,2))")
    for lname in ("sw80", "sw80_small", "plain", "kmajor", "sw233", "sw233_128"):
        s = _smem(SMEM_LAYOUTS[lname])
        for thr in _THREADS:
            thr_mma = f"{_MMA80}.get_thread_slice({thr})"
            for op in "AB":
                out.append(_case("mma_partition", f"{thr_mma}.partition_{op}({s})"))
                out.append(_case("mma_fragment", f"{thr_mma}.partition_fragment_{op}({s}(_,_,0))",
                                 f"{thr_mma}.partition_fragment_{op}({s}(_,_,0)).layout()"))
                copy = _COPIES["ldsm_a" if op == "A" else "ldsm_b"]
                frag = f"{thr_mma}.partition_fragment_{op}({s}(_,_,0))"
                for side in "SD":
                    out.append(_case("retile", f"{copy}.get_thread_slice({thr}).retile_{side}({frag})",
                                     f"{copy}.get_thread_slice({thr}).retile_{side}({frag}).layout()"))
            out.append(_case("mma_partition", f"{thr_mma}.partition_C({gc})"))
            out.append(_case("mma_fragment", f"{thr_mma}.partition_fragment_C({gc})",
                             f"{thr_mma}.partition_fragment_C({gc}).layout()"))
            out.append(_case("mma_fragment", f"{_MMA80}.make_fragment_C({thr_mma}.partition_C({gc}))",
                             f"{_MMA80}.make_fragment_C({thr_mma}.partition_C({gc})).layout()"))
    for mma in ("make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})",
                "make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, "
                "Layout<Shape<_2,_1,_1>>{})",
                "make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>{})"):
        majors = ("mn_sw128",) if "Major::MN" in mma else ("k_sw128", "k_sw64", "k_sw32", "k_inter")
        for lname in majors:
            s = _smem(SMEM_LAYOUTS[lname])
            for thr in ("0", "77", "128"):
                if thr == "128" and "_2,_1,_1" not in mma:
                    continue
                thr_mma = f"{mma}.get_thread_slice({thr})"
                for op in "AB":
                    out.append(_case("gmma_partition", f"{thr_mma}.partition_{op}({s})"))
                    out.append(_case("gmma_fragment", f"{thr_mma}.make_fragment_{op}({thr_mma}.partition_{op}({s}))"))
                    out.append(_case("gmma_fragment", f"{thr_mma}.partition_fragment_{op}({s}(_,_,0))"))
            out.append(_case("gmma_fragment", f"partition_fragment_C({mma}, make_shape(_128{{}},_128{{}}))",
                             f"partition_fragment_C({mma}, make_shape(_128{{}},_128{{}})).layout()"))
    # Other element types of the SS mainloops (sm90_mma_tma_gmma_ss_warpspecialized_fp8.hpp's e4m3/e5m2, tf32,
    # int8, bf16 of either major): two warpgroups, the partitions, descriptors and one stage's fragment.
    for op, t, atoms in (("SM90_64x128x32_F32E4M3E4M3_SS_TN", "float_e4m3_t", ("K_SW128", "K_SW64")),
                         ("SM90_64x64x32_F16E5M2E4M3_SS_TN", "float_e5m2_t", ("K_SW32",)),
                         ("SM90_64x128x8_F32TF32TF32_SS_TN", "tfloat32_t", ("K_SW128", "K_SW32")),
                         ("SM90_64x128x32_S32S8S8_SS_TN", "int8_t", ("K_SW128", "K_INTER")),
                         ("SM90_64x64x16_F32BF16BF16_SS<GMMA::Major::MN,GMMA::Major::MN>", "bfloat16_t",
                          ("MN_SW128", "MN_SW64", "MN_SW32", "MN_INTER")),
                         ("SM90_64x64x16_F32BF16BF16_SS<GMMA::Major::K,GMMA::Major::K>", "bfloat16_t", ("K_SW64",))):
        mma = f"make_tiled_mma({op}{{}}, Layout<Shape<_2,_1,_1>>{{}})"
        for atom in atoms:
            s = _smem(f"tile_to_shape(GMMA::Layout_{atom}_Atom<{t}>{{}}, make_shape(_128{{}},_128{{}},_2{{}}))", t)
            for thr in ("0", "130"):
                thr_mma = f"{mma}.get_thread_slice({thr})"
                for op_ in "AB":
                    out.append(_case("gmma_types", f"{thr_mma}.partition_{op_}({s})"))
                    out.append(_case("gmma_types", f"{thr_mma}.make_fragment_{op_}({thr_mma}.partition_{op_}({s}))"))
                    out.append(_case("gmma_types", f"{thr_mma}.partition_fragment_{op_}({s}(_,_,1))"))
    # The RS GMMA mainloop (sm90_mma_tma_gmma_rs_warpspecialized.hpp): A read by LDSM from the position-independent
    # view of a GMMA atom's tiling into the thread's register fragment; B's descriptors as for SS.
    rs = "make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{})"
    ldsm = f"make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{{}}, {rs})"
    for atom in ("K_SW128", "K_SW64", "K_SW32"):
        s = ("as_position_independent_swizzle_tensor(" +
             _smem(f"tile_to_shape(GMMA::Layout_{atom}_Atom<half_t>{{}}, make_shape(_128{{}},_64{{}},_4{{}}))") + ")")
        for thr in ("0", "5", "133", "255"):
            thr_mma = f"{rs}.get_thread_slice({thr})"
            frag = f"{thr_mma}.partition_fragment_A({s}(_,_,_0{{}}))"
            out.append(_case("rs_partition", f"{thr_mma}.partition_A({s})"))
            out.append(_case("rs_partition", frag, f"{frag}.layout()"))
            out.append(_case("rs_partition", f"{ldsm}.get_thread_slice({thr}).partition_S({s})"))
            out.append(_case("rs_partition", f"{ldsm}.get_thread_slice({thr}).retile_D({frag})",
                             f"{ldsm}.get_thread_slice({thr}).retile_D({frag}).layout()"))
    # The descriptors themselves (print(GmmaDescriptor)): an element of a descriptor fragment (the start address
    # counts from the smem tensor's pointer: on the host CuTe's cast_smem_ptr_to_uint is 0), of warpgroup 0 and 1.
    for mma, t, atoms in ((_GMMA_K, "half_t", ("K_SW128", "K_SW64", "K_SW32", "K_INTER")),
                          (_GMMA_MN, "half_t", ("MN_SW128", "MN_SW64", "MN_SW32", "MN_INTER")),
                          ("make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN{})", "tfloat32_t", ("K_SW128", "K_SW32")),
                          ("make_tiled_mma(SM90_64x128x32_F32E4M3E4M3_SS_TN{})", "float_e4m3_t", ("K_SW64",))):
        for atom in atoms:
            s = _smem(f"tile_to_shape(GMMA::Layout_{atom}_Atom<{t}>{{}}, make_shape(_128{{}},_128{{}},_2{{}}))", t)
            thr_mma = f"{mma}.get_thread_slice(77)"
            if atom.endswith("SW128"):
                thr_mma = f"{mma[:-1]}, Layout<Shape<_2,_1,_1>>{{}}).get_thread_slice(130)"
            for op_ in "AB":
                frag = f"{thr_mma}.make_fragment_{op_}({thr_mma}.partition_{op_}({s}))"
                for c in ("0", "1", "5", f"size({frag}) - 1", "0,0,2,1", "_0{},_0{},_3{},_1{}"):
                    out.append(_case("gmma_descriptor", f"{frag}({c})"))
                out.append(_case("gmma_descriptor", f"{thr_mma}.partition_fragment_{op_}({s}(_,_,0))(2)"))
    # Descriptors of smem tensors GMMA cannot read (make_gmma_desc's static_asserts): a major the tiling is not, an
    # unswizzled or position-independent swizzled layout, a K-major tile not of the canonical form.
    k_mma = "make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})"
    mn_mma = "make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>{})"
    for mma, lname in ((k_mma, "mn_sw128"), (mn_mma, "k_sw128"), (k_mma, "kmajor"), (k_mma, "plain"),
                       (k_mma, "sw80"), (mn_mma, "plain"), (k_mma, "k_inter"), (mn_mma, "kmajor")):
        s = _smem(SMEM_LAYOUTS[lname])
        out.append(_case("gmma_canonical", f"{mma}.get_thread_slice(0).partition_fragment_A({s}(_,_,0))"))
        out.append(_case("gmma_canonical", f"{mma}.get_thread_slice(0).partition_fragment_B({s}(_,_,0))"))
    return out


# -- SM100 UMMA (tcgen05): descriptor fragments over smem, accumulators (and the _TS A) in tensor memory ------------
def _umma(op: str, a: str, c: str, m: int, n: int, majors: tuple[str, str] = ("K", "K"), tiled: str = "") -> str:
    args = f"{a},{a},{c},{m},{n},UMMA::Major::{majors[0]},UMMA::Major::{majors[1]}"
    return f"make_tiled_mma({op}<{args}>{{}}{', ' + tiled if tiled else ''})"


_UMMA_K = ("K_SW128", "K_SW64", "K_SW32", "K_INTER")
_UMMA_MN = ("MN_SW128", "MN_SW64", "MN_SW32", "MN_INTER", "MN_SW128_32B")
# (tiled MMA, element type of A and B, smem atoms of A and B (one stage is (M or N) x K), M and N of a tile, K, the
# threads (CTAs of a 2-SM MMA) to slice)
_UMMAS = (
    (_umma("SM100_MMA_F16BF16_SS", "half_t", "float", 128, 256), "half_t", _UMMA_K, 128, 256, 64, ("0",)),
    (_umma("SM100_MMA_F16BF16_SS", "bfloat16_t", "float", 128, 128, ("MN", "MN")), "bfloat16_t", _UMMA_MN, 128, 128,
     64, ("0",)),
    (_umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", 64, 128, ("K", "MN")), "half_t", ("K_SW64", "MN_SW32"), 64,
     128, 32, ("0",)),
    (_umma("SM100_MMA_F16BF16_SS", "half_t", "float", 128, 64, tiled="Layout<Shape<_2,_1,_1>>{}"), "half_t",
     ("K_SW128", "K_SW32"), 256, 64, 64, ("0", "1")),
    (_umma("SM100_MMA_F16BF16_2x1SM_SS", "half_t", "float", 256, 128), "half_t", ("K_SW128", "K_INTER"), 256, 128,
     64, ("0", "1")),
    (_umma("SM100_MMA_F16BF16_2x1SM_SS", "bfloat16_t", "float", 128, 256, ("MN", "K")), "bfloat16_t",
     ("MN_SW128", "K_SW128"), 128, 256, 64, ("0", "1")),
    (_umma("SM100_MMA_TF32_SS", "tfloat32_t", "float", 128, 64), "tfloat32_t", ("K_SW128", "K_SW32"), 128, 64, 32,
     ("0",)),
    ("make_tiled_mma(MMA_Atom<MMA_Traits<SM100_MMA_F8F6F4_SS, float_e4m3_t, float_e4m3_t, float, C<128>, C<128>, "
     "integral_constant<UMMA::Major, UMMA::Major::K>, integral_constant<UMMA::Major, UMMA::Major::K>, "
     "integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>, integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>>>{})",
     "float_e4m3_t", ("K_SW128", "K_SW64"), 128, 128, 128, ("0",)),
    (_umma("SM100_MMA_S8_SS", "int8_t", "int32_t", 128, 128), "int8_t", ("K_SW128",), 128, 128, 128, ("0",)),
    (_umma("SM100_MMA_F16BF16_TS", "half_t", "float", 128, 128), "half_t", ("K_SW128",), 128, 128, 64, ("0",)),
    (_umma("SM100_MMA_F16BF16_TS", "half_t", "float", 64, 64), "half_t", ("K_SW64",), 128, 64, 32, ("0",)),
    (_umma("SM100_MMA_F16BF16_2x1SM_TS", "half_t", "float", 256, 128), "half_t", ("K_SW128",), 256, 128, 64,
     ("0", "1")),
    (_umma("SM100_MMA_F16BF16_2x1SM_TS", "bfloat16_t", "float", 128, 64), "bfloat16_t", ("K_SW128",), 128, 64, 64,
     ("1",)),
)


def _umma_smem(atom: str, t: str, mn: int, k: int, stages: int = 2) -> str:
    return _smem(f"tile_to_shape(UMMA::Layout_{atom}_Atom<{t}>{{}}, make_shape(_{mn}{{}},_{k}{{}},_{stages}{{}}))", t)


def umma_cases() -> list[AtomCase]:
    out = []
    for mma, t, atoms, bm, bn, bk, thrs in _UMMAS:
        for i, atom in enumerate(atoms):
            sa, sb = _umma_smem(atom, t, bm, bk), _umma_smem(atoms[-1 - i] if "MN" in mma else atom, t, bn, bk)
            if "Major::K,UMMA::Major::MN" in mma or "Major::MN,UMMA::Major::K" in mma:
                sa, sb = _umma_smem(atoms[0], t, bm, bk), _umma_smem(atoms[1], t, bn, bk)
            for thr in thrs:
                thr_mma = f"{mma}.get_slice({thr})"
                for op, s in (("A", sa), ("B", sb)):
                    out.append(_case("umma_partition", f"{thr_mma}.partition_{op}({s})"))
                    out.append(_case("umma_fragment", f"{thr_mma}.make_fragment_{op}({thr_mma}.partition_{op}({s}))"))
                    out.append(_case("umma_fragment", f"{thr_mma}.partition_fragment_{op}({s}(_,_,1))"))
            if i:
                continue
            g = (f"local_tile(make_tensor(make_gmem_ptr((float*)nullptr), make_shape(1024,2048), "
                 f"make_stride(2048,_1{{}})), make_shape(_{bm}{{}},_{bn}{{}}), make_coord(1,2))")
            frag = f"partition_fragment_C({mma}, make_shape(_{bm}{{}},_{bn}{{}}))"
            out.append(_case("umma_tmem", frag))
            for q in ("{}(_,_,0)", "{}(_,0,_)", "{}(make_coord(_,_),_0{{}},_)", "{}.layout()", "size({})"):
                out.append(_case("umma_tmem", q.format(frag)))
            for thr in thrs:
                thr_mma = f"{mma}.get_slice({thr})"
                out.append(_case("umma_partition", f"{thr_mma}.partition_C({g})"))
                out.append(_case("umma_tmem", f"{thr_mma}.partition_fragment_C({g})"))
                out.append(_case("umma_tmem", f"{thr_mma}.make_fragment_C({thr_mma}.partition_C({g}))"))
    # the tutorial's layouts (examples/cute/tutorial/blackwell/01_mma_sm100.cu): the smem already MMA-partitioned by
    # UMMA::tile_to_mma_shape, its fragments made directly; the accumulator of a tile of several MMAs
    for mma, t, atom in ((_UMMAS[0][0], "half_t", "K_SW128"), (_UMMAS[1][0], "bfloat16_t", "MN_SW64"),
                         (_UMMAS[4][0], "half_t", "K_SW64")):
        for op, mn in (("A", "_256{}"), ("B", "_256{}")):
            s = _smem(f"UMMA::tile_to_mma_shape(UMMA::Layout_{atom}_Atom<{t}>{{}}, append(partition_shape_{op}({mma}, "
                      f"make_shape({mn},_64{{}})), _4{{}}))", t)
            out.append(_case("umma_fragment", s))
            out.append(_case("umma_fragment", f"{mma}.get_slice(0).make_fragment_{op}({s})"))
            out.append(_case("umma_fragment", f"{mma}.get_slice(0).make_fragment_{op}({s})(_,_,1,_)"))
        out.append(_case("umma_tmem", f"partition_fragment_C({mma}, make_shape(_256{{}},_256{{}}))"))
    # what C++ refuses: an element of a descriptor fragment (print(SmemDescriptor) is ambiguous), a layout that is
    # not the canonical form of the MMA's major, a swizzle UMMA does not read, a gmem operand, an accumulator
    # bigger than TMEM or of a run-time shape
    k_mma, mn_mma = _UMMAS[0][0], _UMMAS[1][0]
    for mma, s in ((k_mma, _umma_smem("MN_SW128", "half_t", 128, 64)), (mn_mma, _umma_smem("K_SW128", "bfloat16_t",
                   128, 64)), (k_mma, _smem(SMEM_LAYOUTS["kmajor"])), (k_mma, _smem(SMEM_LAYOUTS["sw80"])),
                   (mn_mma, _umma_smem("MN_SW128_32B", "half_t", 128, 64)),
                   (k_mma, "make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(_128{},_64{},_2{}))")):
        out.append(_case("umma_canonical", f"{mma}.get_slice(0).partition_fragment_A({s}(_,_,0))"))
    s = _umma_smem("K_SW128", "half_t", 128, 64)
    out.append(_case("umma_canonical", f"{k_mma}.get_slice(0).partition_fragment_A({s}(_,_,0))(1)"))
    out.append(_case("umma_canonical", f"partition_fragment_C({k_mma}, make_shape(_512{{}},_512{{}}))"))
    return out


def _f8f6f4(a: str) -> str:
    return (f"make_tiled_mma(MMA_Atom<MMA_Traits<SM100_MMA_F8F6F4_SS, {a}, {a}, float, C<128>, C<128>, "
            "integral_constant<UMMA::Major, UMMA::Major::K>, integral_constant<UMMA::Major, UMMA::Major::K>, "
            "integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>, integral_constant<UMMA::ScaleIn, "
            "UMMA::ScaleIn::One>>>{})")


# (tiled MMA, the atoms' family (GMMA or UMMA), the smem tensors' element types): the descriptor fragments are views
# of the smem tensor, so make_fragment_A/B checks its element type (the atom's ValType, or 8-bit storage of an 8-,
# 6- or 4-bit one): same-width and narrower types, 8-bit storage of 8-bit types, float for tfloat32_t
_VIEW_TYPES = (
    (_UMMAS[0][0], "UMMA", ("int8_t", "bfloat16_t", "uint16_t", "float")),
    (_UMMAS[6][0], "UMMA", ("float",)),
    (_UMMAS[8][0], "UMMA", ("uint8_t", "half_t")),
    (_f8f6f4("float_e4m3_t"), "UMMA", ("uint8_t", "int8_t", "float_e5m2_t", "half_t")),
    (_f8f6f4("float_e2m3_t"), "UMMA", ("uint8_t", "float_e4m3_t")),
    (_GMMA_K, "GMMA", ("int8_t", "bfloat16_t", "float")),
    ("make_tiled_mma(SM90_64x128x32_F32E4M3E4M3_SS_TN{})", "GMMA", ("uint8_t", "int8_t", "float_e5m2_t", "half_t")),
    ("make_tiled_mma(SM90_64x128x32_S32S8S8_SS_TN{})", "GMMA", ("uint8_t", "float_e4m3_t", "half_t")),
    ("make_tiled_mma(SM90_64x128x8_F32TF32TF32_SS_TN{})", "GMMA", ("float", "int32_t")),
)


# make_tmem_copy (copy_traits_sm100.hpp) over UMMA accumulators, as the Blackwell tutorial's epilogue makes it:
# (tiled MMA, its tile (M, N), the TMEM loads/stores tiled over it and sliced, those C++ refuses over it: an
# M_MMA 64 accumulator holds half the lanes, so a 32-lane-per-warp copy reaches lanes it does not hold)
_TMEM_OPS = ("SM100_TMEM_LOAD_32dp32b1x", "SM100_TMEM_LOAD_32dp32b8x", "SM100_TMEM_LOAD_16dp256b1x",
             "SM100_TMEM_LOAD_16dp32b4x", "SM100_TMEM_LOAD_16dp64b2x", "SM100_TMEM_LOAD_16dp128b2x",
             "SM100_TMEM_STORE_32dp32b4x", "SM100_TMEM_LOAD_32dp32b1x_16b")
_TMEM_ACCS = ((_UMMAS[0][0], 128, 256, _TMEM_OPS, ()), (_UMMAS[4][0], 256, 128, _TMEM_OPS, ()),
              (_umma("SM100_MMA_F16BF16_SS", "half_t", "float", 64, 64), 64, 64, _TMEM_OPS[2:6],
               ("SM100_TMEM_LOAD_32dp32b1x", "SM100_TMEM_STORE_32dp32b4x")),
              (_UMMAS[2][0], 64, 128, (), ("SM100_TMEM_LOAD_32dp32b1x_16b", "SM100_TMEM_LOAD_16dp32b4x")))


def tmem_copy_cases() -> list[AtomCase]:
    out = []
    for mma, m, n, sliced, refused in _TMEM_ACCS:
        acc = f"partition_fragment_C({mma}, make_shape(_{m}{{}},_{n}{{}}))"
        g = (f"{mma}.get_slice(0).partition_C(local_tile(make_tensor(make_gmem_ptr((float*)nullptr), "
             f"make_shape(1024,2048), make_stride(2048,_1{{}})), make_shape(_{m}{{}},_{n}{{}}), make_coord(1,2)))")
        for op in sliced:
            copy = f"make_tmem_copy({op}{{}}, {acc})"
            out.append(_case("tmem_copy", copy))
            for thr in ("0", "33", "127"):
                out.append(_case("tmem_copy", f"{copy}.get_slice({thr}).partition_S({acc})"))
                out.append(_case("tmem_copy", f"{copy}.get_slice({thr}).partition_D({g})"))
            out.append(_case("tmem_copy", f"make_fragment_like({copy}.get_slice(5).partition_D({g})).layout()"))
        out += [_case("tmem_copy", f"make_tmem_copy({op}{{}}, {acc})") for op in refused]
    # what C++ refuses: a tensor not in tensor memory, an atom of another width than the tensor's values
    acc = f"partition_fragment_C({_UMMAS[0][0]}, make_shape(_128{{}},_256{{}}))"
    out.append(_case("tmem_copy", "make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, make_tensor(make_gmem_ptr((float*)"
                                  "nullptr), make_shape(_128{},_256{})))"))
    out.append(_case("tmem_copy", f"make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b1x, half_t>{{}}, {acc})"))
    out.append(_case("tmem_copy", f"make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b1x, float>{{}}, {acc})"))
    return out


def view_type_cases() -> list[AtomCase]:
    out = []
    for mma, family, types in _VIEW_TYPES:
        for t in types:
            s = _smem(f"tile_to_shape({family}::Layout_K_SW128_Atom<{t}>{{}}, make_shape(_128{{}},_128{{}},_2{{}}))", t)
            thr_mma = f"{mma}.get_slice(0)"
            for op in "AB":
                out.append(_case("view_types", f"{thr_mma}.partition_fragment_{op}({s}(_,_,1))"))
            out.append(_case("view_types", f"{thr_mma}.make_fragment_A({thr_mma}.partition_A({s}))"))
    return out


# The worked example of each tensor row and the C++ that prints its answer: the row's own text where it is C++, else
# the member-call spelling (a register fragment's layout is passed as a view, make_tensor((char*)nullptr, L)).
_LDSM_A = ("make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, "
           "Layout<Shape<_2,_2>>{}))")
_FRAG = {"A": "Layout<Shape<Shape<_2,_2,_2>,_2,_2>>{}", "B": "Layout<Shape<Shape<_2,_2>,_2,_2>>{}",
         "C": "Layout<Shape<Shape<_2,_2>,_2,_2>>{}"}
HELP_CPP: dict[str, str | None] = {
    **{n: None for n in ("make_gmem_ptr", "make_smem_ptr", "make_rmem_ptr", "recast_ptr", "make_tensor",
                         "recast", "as_position_independent_swizzle_tensor", "tensor", "group_modes",
                         "make_tmem_copy")},
    # (the example is C++)
    "make_tensor_like": "make_tensor_like(make_tensor(make_gmem_ptr((float*)nullptr), "
                        "Layout<Shape<_4,_8>,Stride<_8,_1>>{})).layout()",
    "data": "make_tensor(make_smem_ptr((half_t*)nullptr), Layout<Shape<_8,_4>>{})(_,1).data()",
    **{f"retile_{w}": f"{_LDSM_A}.get_thread_slice(0).retile_{w}(make_tensor((char*)nullptr, "
                      "Layout<Shape<Shape<_2,_2,_2>,_1,_2>>{})).layout()" for w in "SD"},
    **{f"make_fragment_{op}": f"make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{{}}).make_fragment_{op}({frag}).layout()"
       for op, frag in _FRAG.items()},
}
TENSOR_HELP = frozenset(HELP_CPP)


def help_cases() -> list[AtomCase]:
    from cutecalc.lang.function_table import FUNCTIONS
    out = []
    for name, cpp in HELP_CPP.items():
        src = FUNCTIONS[name].example.split("  ->  ")[0].strip()
        out.append(_case("help", src, cpp))
    return out


def all_cases() -> list[AtomCase]:
    return (pointer_cases() + tensor_cases() + tensor_op_cases() + copy_partition_cases() + mma_partition_cases()
            + umma_cases() + view_type_cases() + tmem_copy_cases() + help_cases())


def answers() -> AnswerCache:
    """The one cache, which must answer every case (else the test fails naming the refresh command)."""
    return AnswerCache().require([c.cpp for c in all_cases()], "tensor cases")
