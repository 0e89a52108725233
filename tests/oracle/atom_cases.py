"""The atom oracle's cases: each a cutecalc statement and the C++ expression that prints the same thing."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AtomCase:
    group: str
    source: str      # cutecalc
    cpp: str         # C++, printed with print(...) (or itself when it prints, as print_latex does)


def _catalogue() -> dict:
    from cutecalc.algebra.atoms import catalogue
    return catalogue()


def mma_atom_cases() -> list[AtomCase]:
    """Every catalogued MMA atom by its name, and as C++ writes it: with its empty template argument list
    (SM90_64x8x8_F32TF32TF32_SS_TN<>), and by the other name CuTe gives it (SM90::GMMA::MMA_64x8x16_F16F16F16_SS)."""
    out = []
    mma = _catalogue()["mma"]
    for name, e in mma.items():
        cc = name.replace(", ", ",")
        out.append(AtomCase("mma_atom", f"MMA_Atom<{cc}>{{}}", f"MMA_Atom<{e['cpp']}>{{}}"))
        if e["cpp"].endswith("<>"):
            out.append(AtomCase("mma_atom_as_written", f"MMA_Atom<{e['cpp']}>{{}}", f"MMA_Atom<{e['cpp']}>{{}}"))
    for k, (_, a) in enumerate(sorted(_catalogue()["aliases"].items())):
        if a["of"] not in mma:
            continue
        e = mma[a["of"]]
        majors = [f"GMMA::Major::{m[k % len(m)]}" for m in e["majors"]]
        args = f"<{','.join(majors)}>" if majors else "<>" if e["cpp"].endswith("<>") else ""
        written = f"MMA_Atom<{a['cpp']}{args}>{{}}"
        out.append(AtomCase("mma_atom_as_written", written, written))
    return out


# The value types every copy operation is paired with in Copy_Atom<Op, T>: C++ decides which pairs are valid
# (a pair it refuses is cached as its refusal, and cutecalc must refuse it too).
COPY_VALUE_TYPES = ("uint8_t", "half_t", "float", "double")
# Instantiations of the copy families, as (cutecalc, C++): CuTe's own spellings, mixed source and destination
# types, defaults, and arguments their static_asserts refuse.
COPY_FAMILY_OPS = [
    *((f"UniversalCopy<{t}>", f"UniversalCopy<{t}>") for t in
      ("uint8_t", "uint16_t", "uint32_t", "uint64_t", "uint128_t", "half_t", "float", "double", "int", "int8_t",
       "bfloat16_t", "tfloat32_t", "float_e4m3_t", "uint4_t")),
    ("UniversalCopy<uint32_t, float>", "UniversalCopy<uint32_t,float>"),
    ("UniversalCopy<uint16_t, uint32_t>", "UniversalCopy<uint16_t,uint32_t>"),
    ("UniversalCopy<cute::uint128_t>", "UniversalCopy<cute::uint128_t>"),
    *((f"AutoVectorizingCopyWithAssumedAlignment<{n}>", f"AutoVectorizingCopyWithAssumedAlignment<{n}>")
      for n in (8, 16, 32, 64, 128, 256)),
    ("AutoVectorizingCopyWithAssumedAlignment<>", "AutoVectorizingCopyWithAssumedAlignment<>"),
    ("AutoVectorizingCopy", "AutoVectorizingCopy"), ("DefaultCopy", "DefaultCopy"),
    *((f"{op}<{t}>", f"{op}<{t}>") for op in ("SM80_CP_ASYNC_CACHEALWAYS", "SM80_CP_ASYNC_CACHEGLOBAL",
                                                "SM80_CP_ASYNC_CACHEALWAYS_ZFILL", "SM80_CP_ASYNC_CACHEGLOBAL_ZFILL")
      for t in ("uint32_t", "uint64_t", "uint128_t", "float", "double", "uint16_t")),
    ("SM80_CP_ASYNC_CACHEALWAYS<uint128_t, uint128_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint128_t,uint128_t>"),
    ("SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint32_t, float>", "SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint32_t,float>"),
    ("SM80_CP_ASYNC_CACHEALWAYS<uint64_t, uint32_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint64_t,uint32_t>"),
    *((f"Copy_Traits<{op}, C<{n}>>", f"Copy_Traits<{op}, C<{n}>>") for op in ("SM90_BULK_COPY_G2S",
                                                                                "SM90_BULK_COPY_S2G")
      for n in (128, 256, 1024, 4096, 200)),
    ("Copy_Traits<SM90_BULK_COPY_G2S, Int<512>>", "Copy_Traits<SM90_BULK_COPY_G2S, Int<512>>"),
    ("Copy_Traits<UniversalCopy<uint64_t>>", "Copy_Traits<UniversalCopy<uint64_t>>"),
    ("Copy_Traits<SM75_U32x4_LDSM_N>", "Copy_Traits<SM75_U32x4_LDSM_N>"),
    ("SM100::TMEM::LOAD::SM100_TMEM_LOAD_32dp32b8x", "SM100::TMEM::LOAD::SM100_TMEM_LOAD_32dp32b8x"),
]


def copy_atom_cases() -> list[AtomCase]:
    """Every plain copy operation of the headers and the families' instantiations above, with each value type."""
    ops = [(op, op) for op in _catalogue()["copy"]] + COPY_FAMILY_OPS
    return [AtomCase("copy_atom", f"Copy_Atom<{cc}, {t}>{{}}", f"Copy_Atom<{cpp},{t}>{{}}")
            for cc, cpp in ops for t in COPY_VALUE_TYPES]


# Tiled MMAs: (cutecalc atom, C++ atom, cutecalc atom layout, C++ atom layout, cutecalc perm, C++ perm)
_MMA_ATOMS = [
    ("SM80_16x8x16_F32F16F16F32_TN{}", "SM80_16x8x16_F32F16F16F32_TN{}"),
    ("SM80_16x8x8_F32TF32TF32F32_TN{}", "SM80_16x8x8_F32TF32TF32F32_TN{}"),
    ("SM80_8x8x4_F64F64F64F64_TN{}", "SM80_8x8x4_F64F64F64F64_TN{}"),
    ("SM75_16x8x8_F32F16F16F32_TN{}", "SM75_16x8x8_F32F16F16F32_TN{}"),
    ("SM70_8x8x4_F32F16F16F32_NT{}", "SM70_8x8x4_F32F16F16F32_NT{}"),
    ("SM61_DP4A{}", "SM61_DP4A{}"),
    ("MMA_Atom<UniversalFMA<float,float,float,float>>{}", "MMA_Atom<UniversalFMA<float,float,float,float>>{}"),
    ("SM90_64x64x16_F32F16F16_SS<K,K>{}", "SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}"),
    ("SM89_16x8x32_F32E4M3E4M3F32_TN{}", "SM89_16x8x32_F32E4M3E4M3F32_TN{}"),
    ("SM120_16x8x32_TN<float_e4m3_t,float_e2m1_t,float>{}", "SM120_16x8x32_TN<float_e4m3_t,float_e2m1_t,float>{}"),
    ("GMMA_64x16x32_F16F16F16_SS<K,MN>{}",
     "SM90::GMMA::SPARSE::GMMA_64x16x32_F16F16F16_SS<GMMA::Major::K,GMMA::Major::MN>{}"),
]
_ATOM_LAYOUTS = [
    (None, None),
    ("Layout<Shape<_2,_2>>{}", "Layout<Shape<_2,_2>>{}"),
    ("Layout<Shape<_2,_2>,Stride<_2,_1>>{}", "Layout<Shape<_2,_2>,Stride<_2,_1>>{}"),
    ("Layout<Shape<_4,_1>>{}", "Layout<Shape<_4,_1>>{}"),
    ("Layout<Shape<_1,_2,_2>>{}", "Layout<Shape<_1,_2,_2>>{}"),
]
_PERMS = [
    ("Tile<_32,_32,_16>{}", "Tile<_32,_32,_16>{}"),
    ("Tile<Layout<Shape<_16,_2>,Stride<_1,_32>>, _32, _>{}",
     "Tile<Layout<Shape<_16,_2>,Stride<_1,_32>>,_32,Underscore>{}"),
]


def _mma_pairs() -> list[tuple[str, str, str]]:
    """(label, cutecalc tiled MMA expression, C++ tiled MMA expression)."""
    out = []
    for a_cc, a_cpp in _MMA_ATOMS:
        for l_cc, l_cpp in _ATOM_LAYOUTS:
            if l_cc is None:
                out.append((a_cc, f"make_tiled_mma({a_cc})", f"make_tiled_mma({a_cpp})"))
            else:
                out.append((a_cc, f"make_tiled_mma({a_cc}, {l_cc})", f"make_tiled_mma({a_cpp}, {l_cpp})"))
    a_cc, a_cpp = _MMA_ATOMS[0]
    for p_cc, p_cpp in _PERMS:
        out.append((a_cc, f"make_tiled_mma({a_cc}, Layout<Shape<_2,_2>>{{}}, {p_cc})",
                    f"make_tiled_mma({a_cpp}, Layout<Shape<_2,_2>>{{}}, {p_cpp})"))
    return out


def tiled_mma_cases() -> list[AtomCase]:
    out = []
    for _, cc, cpp in _mma_pairs():
        out.append(AtomCase("tiled_mma", cc, cpp))
        for op in "ABC":
            out.append(AtomCase("mma_tv", f"get_layout{op}_TV({cc})", f"{cpp}.get_layout{op}_TV()"))
        for i in range(3):
            out.append(AtomCase("mma_size", f"tile_size<{i}>({cc})", f"tile_size<{i}>({cpp})"))
        out.append(AtomCase("mma_size", f"size({cc})", f"size({cpp})"))
        # Partitions of identity tensors twice the tile in each mode, for a few threads.
        m, n, k = (f"tile_size<{i}>({cpp})" for i in range(3))
        for thr in (0, 5, 37, 127):
            for op, dims in (("A", (0, 2)), ("B", (1, 2)), ("C", (0, 1))):
                shape_cc = f"(_2*tile_size<{dims[0]}>({cc}), _2*tile_size<{dims[1]}>({cc}))"
                shape_cpp = f"make_shape(_2{{}}*{(m, n, k)[dims[0]]}, _2{{}}*{(m, n, k)[dims[1]]})"
                out.append(AtomCase(
                    "mma_partition",
                    f"partition_{op}(get_thread_slice({cc}, {thr} % size({cc})), make_identity_tensor({shape_cc}))",
                    f"{cpp}.get_thread_slice({thr} % size({cpp})).partition_{op}(make_identity_tensor({shape_cpp}))"))
        out.append(AtomCase("mma_partition", f"partition_shape_C({cc}, (_128,_64))",
                            f"partition_shape_C({cpp}, make_shape(_128{{}},_64{{}}))"))
    return out


_COPIES = [
    ("make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, "
     "Layout<Shape<_1,_8>>{})",
     "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, "
     "Layout<Shape<_1,_8>>{})"),
    ("make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, float>{}, Layout<Shape<_32,_4>>{}, "
     "Layout<Shape<_4,_1>>{})",
     "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,float>{}, Layout<Shape<_32,_4>>{}, "
     "Layout<Shape<_4,_1>>{})"),
    ("make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, "
     "Layout<Shape<_32,_4>,Stride<_4,_1>>{}, Layout<Shape<_1,_8>>{})",
     "make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>{}, "
     "Layout<Shape<_32,_4>,Stride<_4,_1>>{}, Layout<Shape<_1,_8>>{})"),
    ("make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>{}, Layout<Shape<_8,_4>>{}, Layout<Shape<_2,_1>>{})",
     "make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,half_t>{}, Layout<Shape<_8,_4>>{}, Layout<Shape<_2,_1>>{})"),
    ("make_tiled_copy(Copy_Atom<AutoVectorizingCopy, double>{}, Layout<Shape<_4,_8>,Stride<_8,_1>>{}, "
     "Layout<Shape<_2,_2>>{})",
     "make_tiled_copy(Copy_Atom<AutoVectorizingCopy,double>{}, Layout<Shape<_4,_8>,Stride<_8,_1>>{}, "
     "Layout<Shape<_2,_2>>{})"),
]
_MMA_FOR_COPY = ("make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})",
                 "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})")
_MMA_FOR_COPY2 = ("make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{})",
                  "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{})")
_OPERAND_COPIES = [
    ("A", "SM75_U32x4_LDSM_N", "half_t"), ("B", "SM75_U32x2_LDSM_N", "half_t"), ("B", "SM75_U16x4_LDSM_T", "half_t"),
    ("A", "UniversalCopy<uint32_t>", "half_t"), ("C", "UniversalCopy<uint32_t>", "float"),
    ("C", "SM90_U32x1_STSM_N", "half_t"), ("C", "SM90_U32x2_STSM_N", "half_t"), ("A", "DefaultCopy", "half_t"),
]


def _copy_pairs() -> list[tuple[str, str]]:
    out = list(_COPIES)
    for mma_cc, mma_cpp in (_MMA_FOR_COPY, _MMA_FOR_COPY2):
        for op, atom, t in _OPERAND_COPIES:
            out.append((f"make_tiled_copy_{op}(Copy_Atom<{atom}, {t}>{{}}, {mma_cc})",
                        f"make_tiled_copy_{op}(Copy_Atom<{atom},{t}>{{}}, {mma_cpp})"))
    for mma_cc, mma_cpp in (_MMA_FOR_COPY, _MMA_FOR_COPY2):
        for atom, t in (("UniversalCopy<uint32_t>", "half_t"), ("SM90_U32x2_STSM_N", "half_t"),
                        ("UniversalCopy<uint32_t>", "float")):
            out.append((f"make_tiled_copy_C_atom(Copy_Atom<{atom}, {t}>{{}}, {mma_cc})",
                        f"make_tiled_copy_C_atom(Copy_Atom<{atom},{t}>{{}}, {mma_cpp})"))
    cc0, cpp0 = _COPIES[0]
    for which in "SD":
        out.append((f"make_tiled_copy_{which}(Copy_Atom<UniversalCopy<uint32_t>, half_t>{{}}, {cc0})",
                    f"make_tiled_copy_{which}(Copy_Atom<UniversalCopy<uint32_t>,half_t>{{}}, {cpp0})"))
    return out


def tiled_copy_cases() -> list[AtomCase]:
    out = []
    for cc, cpp in _copy_pairs():
        out.append(AtomCase("tiled_copy", cc, cpp))
        for which in "SD":
            out.append(AtomCase("copy_tv", f"get_layout{which}_TV({cc})", f"{cpp}.get_layout{which}_TV()"))
        out.append(AtomCase("copy_size", f"size({cc})", f"size({cpp})"))
        out.append(AtomCase("copy_size", f"tile_size<0>({cc})", f"tile_size<0>({cpp})"))
        for thr in (0, 3, 77):
            for which in "SD":
                shape_cc = f"(_2*tile_size<0>({cc}), _2*tile_size<1>({cc}))"
                shape_cpp = f"make_shape(_2{{}}*tile_size<0>({cpp}), _2{{}}*tile_size<1>({cpp}))"
                thr_cc = f"get_thread_slice({cc}, {thr} % size({cc}))"
                thr_cpp = f"{cpp}.get_thread_slice({thr} % size({cpp}))"
                out.append(AtomCase("copy_partition", f"partition_{which}({thr_cc}, make_identity_tensor({shape_cc}))",
                                    f"{thr_cpp}.partition_{which}(make_identity_tensor({shape_cpp}))"))
    return out


def tensor_cases() -> list[AtomCase]:
    out = []
    for cc, cpp in [("(_32,_32)", "make_shape(_32{},_32{})"), ("(32,32)", "make_shape(32,32)"),
                    ("(_8,(_4,_2))", "make_shape(_8{},make_shape(_4{},_2{}))"), ("(12,_6)", "make_shape(12,_6{})")]:
        t_cc, t_cpp = f"make_identity_tensor({cc})", f"make_identity_tensor({cpp})"
        out.append(AtomCase("tensor", t_cc, t_cpp))
        for thr_cc, thr_cpp in [("Layout<Shape<_8,_4>>{}", "Layout<Shape<_8,_4>>{}"),
                                ("Layout<Shape<_4,_2>,Stride<_2,_1>>{}", "Layout<Shape<_4,_2>,Stride<_2,_1>>{}")]:
            for i in (0, 3, 7):
                out.append(AtomCase("local_partition", f"local_partition({t_cc}, {thr_cc}, {i})",
                                    f"local_partition({t_cpp}, {thr_cpp}, {i})"))
        for tile_cc, tile_cpp in [("(_4,_2)", "make_shape(_4{},_2{})"), ("(_2,_2)", "make_shape(_2{},_2{})")]:
            for c_cc, c_cpp in [("(1,0)", "make_coord(1,0)"), ("(0,1)", "make_coord(0,1)"), ("1", "1")]:
                out.append(AtomCase("local_tile", f"local_tile({t_cc}, {tile_cc}, {c_cc})",
                                    f"local_tile({t_cpp}, {tile_cpp}, {c_cpp})"))
                out.append(AtomCase("outer_partition", f"outer_partition({t_cc}, {tile_cc}, {c_cc})",
                                    f"outer_partition({t_cpp}, {tile_cpp}, {c_cpp})"))
    # Projections, as the GEMM tutorial tiles A, B and C with one (M,N,K) CTA tiler.
    for (mm, kk), proj in (((512, 256), "Step<_1,X,_1>"), ((384, 256), "Step<X,_1,_1>"),
                           ((512, 384), "Step<_1,_1,X>")):
        out.append(AtomCase(
            "local_tile", f"local_tile(make_identity_tensor(({mm},{kk})), (_128,_128,_32), (1,2,_), {proj}{{}})",
            f"local_tile(make_identity_tensor(make_shape({mm},{kk})), make_shape(_128{{}},_128{{}},_32{{}}), "
            f"make_coord(1,2,_), {proj}{{}})"))
    for i in (0, 13, 31):
        out.append(AtomCase(
            "local_partition",
            f"local_partition(make_identity_tensor((_32,_8)), Layout<Shape<_8,_4,_2>>{{}}, {i}, Step<_1,_1,X>{{}})",
            f"local_partition(make_identity_tensor(make_shape(_32{{}},_8{{}})), Layout<Shape<_8,_4,_2>>{{}}, {i}, "
            "Step<_1,_1,X>{})"))
    return out


_LATEX_MMAS = [
    _MMA_FOR_COPY,
    ("MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}", "MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}"),
    ("make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN{}, Layout<Shape<_1,_2>>{}, Tile<_16,_32,_8>{})",
     "make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN{}, Layout<Shape<_1,_2>>{}, Tile<_16,_32,_8>{})"),
    ("make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{}, Layout<Shape<_2,_2>>{})",
     "make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT{}, Layout<Shape<_2,_2>>{})"),
    ("make_tiled_mma(MMA_Atom<UniversalFMA<float,float,float,float>>{}, Layout<Shape<_4,_4>>{})",
     "make_tiled_mma(MMA_Atom<UniversalFMA<float,float,float,float>>{}, Layout<Shape<_4,_4>>{})"),
]


# Pictures at Hopper and Blackwell size (issue 21): an SS GMMA, whose A and B every thread of a warpgroup sees
# (2^19 (thread,value) pairs on 20,480 cells); an RS GMMA; a UMMA; an MMA tiled along K, whose C cells CuTe draws
# outside C's grid (its walk's table is (M,N,K)); a copy of 64x64 threads, 2^16 cells a side (the cap).
_LATEX_LARGE = [
    "make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{})",
    "make_tiled_mma(SM90_64x64x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>{})",
    "make_tiled_mma(MMA_Atom<SM100_MMA_F16BF16_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::MN>>{}, "
    "Layout<Shape<_2,_1>>{})",
    "make_tiled_mma(UniversalFMA<float,float,float,float>{}, Layout<Shape<_2,_2,_2>>{})",
    "make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>{}, Layout<Shape<_64,_64>>{}, Layout<Shape<_4,_4>>{})",
]


def latex_cases() -> list[AtomCase]:
    pairs = _LATEX_MMAS + _COPIES[:1] + _COPIES[3:5] + [p for p in _copy_pairs() if "LDSM" in p[0]][:2]
    pairs += [(x, x) for x in _LATEX_LARGE]
    return [AtomCase("print_latex", f"print_latex({cc})", f"print_latex({cpp})") for cc, cpp in pairs]


def all_cases() -> list[AtomCase]:
    return (mma_atom_cases() + copy_atom_cases() + tiled_mma_cases() + tiled_copy_cases() + tensor_cases()
            + latex_cases() + help_cases() + fragment_cases() + tensor_call_cases() + umma_cases()
            + new_atom_tiled_cases() + smem_cases() + every_tiled_cases())


def every_tiled_cases() -> list[AtomCase]:
    """The tiled form of every atom: each catalogued MMA atom and each UMMA instantiation tiled 2x2
    (`make_tiled_mma(MMA_Atom<Op>{}, Layout<Shape<_2,_2>>{})`, printed, and its C TV layout), and each plain copy
    operation with each value type tiled as `_tiled_new_copy` tiles it (printed; a pair C++ refuses is refused)."""
    tile = "Layout<Shape<_2,_2>>{}"
    mmas = [(name.replace(", ", ","), e["cpp"]) for name, e in _catalogue()["mma"].items()] + umma_instances()
    out = []
    for cc, cpp in mmas:
        t_cc, t_cpp = f"make_tiled_mma(MMA_Atom<{cc}>{{}}, {tile})", f"make_tiled_mma(MMA_Atom<{cpp}>{{}}, {tile})"
        out.append(AtomCase("every_tiled_mma", t_cc, t_cpp))
        out.append(AtomCase("every_tiled_mma", f"get_layoutC_TV({t_cc})", f"{t_cpp}.get_layoutC_TV()"))
    # the two atoms whose A layout CuTe defines malformed: g++ refuses their A TV layout
    for op in ("SM80_16x8x128_S32U1U1S32_TN_XORPOPC", "SM80_16x8x128_S32U1U1S32_TN_ANDPOPC"):
        t_cc = f"make_tiled_mma(MMA_Atom<{op}>{{}}, {tile})"
        out.append(AtomCase("every_tiled_mma", f"get_layoutA_TV({t_cc})", f"{t_cc}.get_layoutA_TV()"))
    for op in _catalogue()["copy"]:
        for t in COPY_VALUE_TYPES:
            cc, cpp = _tiled_new_copy(op, t)
            out.append(AtomCase("every_tiled_copy", cc, cpp))
    return out


def smem_cases() -> list[AtomCase]:
    from .smem_cases import picture_cases
    return picture_cases()


# -- the atoms of issue 19 tiled: Blackwell's copies, the rare copies, families, mixed UniversalFMA -------------

# (copy operation, value type): one of each kind of SM100 copy and of the others the catalogue gained
_NEW_COPIES = [
    *((f"SM100_TMEM_{d}_{v}", "float") for d in ("LOAD", "STORE")
      for v in ("16dp256b1x", "16dp256b2x_16b", "16dp128b2x", "16dp64b4x", "16dp32b8x", "32dp32b8x", "32dp32b4x_16b")),
    ("SM100_UTCCP_128dp256bit_1cta", "float"), ("SM100_UTCCP_4x32dp128bit_2cta", "float"),
    ("SM100_UTCCP_2x64dp128bitlw0213_1cta", "float"), ("SM100_UTCCP_4dp256bit_2cta", "float"),
    ("SM100_LOAD_256bit_CACHE_NOALLOCATION", "float"), ("SM100_STORE_256bit_CACHE_NOALLOCATION", "half_t"),
    ("SM100_U8x16_STSM_T", "uint8_t"), ("SM100_U8x16_LDSM_T", "uint8_t"), ("SM100_SU4_DU8x16_x4_LDSM_N", "uint8_t"),
    ("SM100_SU6_DU8x16_x1_LDSM_N", "uint8_t"), ("SM50_Shuffle_U32_2x2Trans_XOR1", "float"),
    ("SM50_Shuffle_U32_2x2Trans_XOR4", "float"), ("SM75_U32x1_MOVM_T", "half_t"), ("SM90_BULK_COPY_AUTO", "half_t"),
    ("Copy_Traits<SM90_BULK_COPY_G2S, C<1024>>", "half_t", 64), ("UniversalCopy<uint32_t, float>", "half_t", 2),
    ("SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint64_t>", "float", 4),
    ("AutoVectorizingCopyWithAssumedAlignment<64>", "float", 4),
]


def _tiled_new_copy(op: str, t: str, vals: int = 0) -> tuple[str, str]:
    """(cutecalc, C++) make_tiled_copy of the atom: its threads in a column, each moving the values of one
    call of the atom as a row (vals, or for a plain operation size<1> of its reference layout in T)."""
    from cutecalc.lang.values import TYPE_BITS

    bits = _catalogue()["copy"].get(op, {}).get("bits")
    thr = bits["ThrID"][0] if bits else 1
    if bits:
        mode1 = bits["RefLayout"][0][1]
        per_thread = 1
        for x in (mode1 if isinstance(mode1, list) else [mode1]):
            per_thread *= x
        vals = max(1, per_thread // TYPE_BITS[t])
    args = f"Layout<Shape<_{thr},_1>>{{}}, Layout<Shape<_1,_{vals}>>{{}}"
    cpp_op = op.replace(", ", ",") if not op.startswith("Copy_Traits") else op
    return (f"make_tiled_copy(Copy_Atom<{op}, {t}>{{}}, {args})",
            f"make_tiled_copy(Copy_Atom<{cpp_op},{t}>{{}}, {args})")


_NEW_MMAS = [
    ("make_tiled_mma(UniversalFMA<float, half_t, half_t, float>{}, Layout<Shape<_16,_8,_1>>{})",
     "make_tiled_mma(UniversalFMA<float,half_t,half_t,float>{}, Layout<Shape<_16,_8,_1>>{})"),
    ("make_tiled_mma(MMA_Atom<UniversalFMA<double>>{}, Layout<Shape<_4,_8>,Stride<_8,_1>>{})",
     "make_tiled_mma(MMA_Atom<UniversalFMA<double>>{}, Layout<Shape<_4,_8>,Stride<_8,_1>>{})"),
    ("make_tiled_mma(SM90::GMMA::MMA_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::MN>{}, "
     "Layout<Shape<_2,_1>>{})",
     "make_tiled_mma(SM90::GMMA::MMA_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::MN>{}, "
     "Layout<Shape<_2,_1>>{})"),
    ("make_tiled_mma(SM90_64x8x8_F32TF32TF32_SS_TN<>{})", "make_tiled_mma(SM90_64x8x8_F32TF32TF32_SS_TN<>{})"),
]


def new_atom_tiled_cases() -> list[AtomCase]:
    """The tiled forms of the new atoms: each tiled copy with its S/D TV layouts, size, and two threads'
    partitions of a counting tile twice its size; the tiled MMAs likewise; and a few pictures."""
    out = []
    copies = [_tiled_new_copy(*c) for c in _NEW_COPIES]
    for cc, cpp in copies:
        out.append(AtomCase("new_tiled_copy", cc, cpp))
        for which in "SD":
            out.append(AtomCase("new_tiled_copy", f"get_layout{which}_TV({cc})", f"{cpp}.get_layout{which}_TV()"))
        out.append(AtomCase("new_tiled_copy", f"size({cc})", f"size({cpp})"))
        shape_cc = f"(_2*tile_size<0>({cc}), _2*tile_size<1>({cc}))"
        shape_cpp = f"make_shape(_2{{}}*tile_size<0>({cpp}), _2{{}}*tile_size<1>({cpp}))"
        for thr in (0, 5):
            thr_cc = f"get_thread_slice({cc}, {thr} % size({cc}))"
            thr_cpp = f"{cpp}.get_thread_slice({thr} % size({cpp}))"
            for which in "SD":
                out.append(AtomCase("new_copy_partition",
                                    f"partition_{which}({thr_cc}, make_identity_tensor({shape_cc}))",
                                    f"{thr_cpp}.partition_{which}(make_identity_tensor({shape_cpp}))"))
    for cc, cpp in _NEW_MMAS:
        out.append(AtomCase("new_tiled_mma", cc, cpp))
        for op in "ABC":
            out.append(AtomCase("new_tiled_mma", f"get_layout{op}_TV({cc})", f"{cpp}.get_layout{op}_TV()"))
        out.append(AtomCase("new_tiled_mma", f"size({cc})", f"size({cpp})"))
    pictures = [copies[i] for i in (4, 14, 18, 20)] + _NEW_MMAS[:1]
    out += [AtomCase("new_print_latex", f"print_latex({cc})", f"print_latex({cpp})") for cc, cpp in pictures]
    return out


# -- SM100/SM103 UMMA: templated families, instantiated for a sample of arguments ----------------------

UMMA_PER_FAMILY = 5


def umma_instances() -> list[tuple[str, str]]:
    """(cutecalc operation, C++ operation) for UMMA_PER_FAMILY instantiations of each UMMA family, drawn from
    every argument list CuTe's static_asserts accept over the generator's sample types (another draw than the
    generator's own, with the largest N and an MN-major one where the family allows it)."""
    import random

    from tools import gen_umma as u
    out = []
    for name, e in sorted(_catalogue()["mma_families"].items()):
        fam = {"params": e["params"], "asserts": e["asserts"], "traits": e.get("traits", False), "cpp": e["cpp"]}
        cands = u.candidates(name, fam, e["enums"])
        rng = random.Random(name)
        pick = rng.sample(cands, min(UMMA_PER_FAMILY - 2, len(cands)))
        if "N" in cands[0]:
            pick.append(max(cands, key=lambda c: (c["N"], c["M"])))
        else:   # UniversalFMA: types only, and C++'s defaults (UniversalFMA<float> is <float,float,float,float>)
            out += [(f"{name}<{t}>", f"{name}<{t}>") for t in ("float", "half_t", "double, float")]
        pick += [c for c in cands if "MN" in (c.get("a_major"), c.get("b_major"))][:1]
        for env in pick:
            cpp = u.cpp_op(name, fam, env)
            out.append((cpp.split("::", 1)[1] if cpp.startswith("SM103::") else cpp, cpp))
    return out


_UMMA_TILED = [  # (cutecalc op, C++ op) of a few UMMA atoms to tile
    ("SM100_MMA_F16BF16_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::MN>",
     "SM100_MMA_F16BF16_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::MN>"),
    ("SM100_MMA_F16BF16_2x1SM_SS<bfloat16_t,bfloat16_t,float,256,128,UMMA::Major::K,UMMA::Major::K>",
     "SM100_MMA_F16BF16_2x1SM_SS<bfloat16_t,bfloat16_t,float,256,128,UMMA::Major::K,UMMA::Major::K>"),
    ("SM103_MXF4_ULTRA_2x1SM_SS_VS<float_e2m1_t,float_e2m1_t,float,float_ue8m0_t,256,96,16,UMMA::Major::K,"
     "UMMA::Major::K>",
     "SM103::SM103_MXF4_ULTRA_2x1SM_SS_VS<float_e2m1_t,float_e2m1_t,float,float_ue8m0_t,256,96,16,UMMA::Major::K,"
     "UMMA::Major::K>"),
    ("MMA_Traits<SM100_MMA_F8F6F4_2x1SM_SS, float_e4m3_t, float_e2m1_t, half_t, C<128>, C<64>, "
     "integral_constant<UMMA::Major, UMMA::Major::MN>, integral_constant<UMMA::Major, UMMA::Major::K>, "
     "integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>, integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::Neg>>",
     "MMA_Traits<SM100_MMA_F8F6F4_2x1SM_SS, float_e4m3_t, float_e2m1_t, half_t, C<128>, C<64>, "
     "integral_constant<UMMA::Major, UMMA::Major::MN>, integral_constant<UMMA::Major, UMMA::Major::K>, "
     "integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>, integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::Neg>>"),
]


def umma_cases() -> list[AtomCase]:
    out = [AtomCase("umma_atom", f"MMA_Atom<{cc}>{{}}", f"MMA_Atom<{cpp}>{{}}") for cc, cpp in umma_instances()]
    for a_cc, a_cpp in _UMMA_TILED:
        for l_cc in ("", ", Layout<Shape<_1,_1>>{}", ", Layout<Shape<_2,_1>>{}", ", Layout<Shape<_1,_2>>{}"):
            cc, cpp = f"make_tiled_mma(MMA_Atom<{a_cc}>{{}}{l_cc})", f"make_tiled_mma(MMA_Atom<{a_cpp}>{{}}{l_cc})"
            out.append(AtomCase("umma_tiled", cc, cpp))
            for op in "ABC":
                out.append(AtomCase("umma_tiled", f"get_layout{op}_TV({cc})", f"{cpp}.get_layout{op}_TV()"))
            out.append(AtomCase("umma_tiled", f"size({cc})", f"size({cpp})"))
            for thr in (0, 1):
                out.append(AtomCase(
                    "umma_partition",
                    f"partition_C(get_thread_slice({cc}, {thr} % size({cc})), "
                    f"make_identity_tensor((tile_size<0>({cc}), _2*tile_size<1>({cc}))))",
                    f"{cpp}.get_thread_slice({thr} % size({cpp})).partition_C(make_identity_tensor("
                    f"make_shape(tile_size<0>({cpp}), _2{{}}*tile_size<1>({cpp}))))"))
    return out


# -- register fragments: the layout of thr.partition_fragment_A/B/C(t) and make_fragment_like ---------

def fragment_cases() -> list[AtomCase]:
    """Fragments of identity tensors (C) and of counting tensors over column- and row-major layouts (A, B, C:
    make_fragment_like orders by the tensor's strides, which an identity tensor's basis strides cannot be)."""
    out = []
    for label, cc, cpp in _mma_pairs():
        smem_ab = "_SS" in label       # GMMA reads A and B from shared memory: no register fragment
        for op, dims in (("A", (0, 2)), ("B", (1, 2)), ("C", (0, 1))):
            if smem_ab and op != "C":
                continue
            shape_cc = f"(_2*tile_size<{dims[0]}>({cc}), _2*tile_size<{dims[1]}>({cc}))"
            shape_cpp = f"make_shape(_2{{}}*tile_size<{dims[0]}>({cpp}), _2{{}}*tile_size<{dims[1]}>({cpp}))"
            tensors = [(f"make_coord_tensor(make_layout({shape_cc}, LayoutRight{{}}))",
                        f"make_coord_tensor(make_layout({shape_cpp}, LayoutRight{{}}))")]
            tensors.append((f"make_identity_tensor({shape_cc})", f"make_identity_tensor({shape_cpp})") if op == "C"
                           else (f"make_coord_tensor(make_layout({shape_cc}))",
                                 f"make_coord_tensor(make_layout({shape_cpp}))"))
            for t_cc, t_cpp in tensors:
                out.append(AtomCase(
                    "fragment", f"partition_fragment_{op}(get_thread_slice({cc}, 37 % size({cc})), {t_cc})",
                    f"{cpp}.get_thread_slice(37 % size({cpp})).partition_fragment_{op}({t_cpp}).layout()"))
        out.append(AtomCase("fragment", f"partition_fragment_C({cc}, (_128,_64))",
                            f"partition_fragment_C({cpp}, make_shape(_128{{}},_64{{}})).layout()"))
    for cc, cpp in _copy_pairs()[:6]:
        shape_cc = f"(_2*tile_size<0>({cc}), _2*tile_size<1>({cc}))"
        shape_cpp = f"make_shape(_2{{}}*tile_size<0>({cpp}), _2{{}}*tile_size<1>({cpp}))"
        for which in "SD":
            out.append(AtomCase(
                "fragment", f"make_fragment_like(partition_{which}(get_thread_slice({cc}, 3), "
                            f"make_coord_tensor(make_layout({shape_cc}, LayoutRight{{}}))))",
                f"make_fragment_like({cpp}.get_thread_slice(3).partition_{which}("
                f"make_coord_tensor(make_layout({shape_cpp}, LayoutRight{{}})))).layout()"))
    for lay in ("Layout<Shape<_4,_8>,Stride<_8,_1>>{}", "Layout<Shape<_8,_4>>{}",
                "Layout<Shape<Shape<_2,_2>,_4,_2>,Stride<Stride<_0,_1>,_16,_2>>{}",
                "Layout<Shape<_4,Shape<_2,_4>>,Stride<_1,Stride<_32,_4>>>{}", "Layout<Shape<_16>,Stride<_2>>{}"):
        out.append(AtomCase("fragment", f"make_fragment_like(make_coord_tensor({lay}))",
                            f"make_fragment_like(make_coord_tensor({lay})).layout()"))
        out.append(AtomCase("fragment", f"make_coord_tensor({lay})", f"make_coord_tensor({lay})"))
        out.append(AtomCase("fragment", f"make_fragment_like({lay})", f"make_fragment_like({lay})"))
    for cc, cpp in (("make_layout((4,8), (8,1))", "make_layout(make_shape(4,8), make_stride(8,1))"),
                    ("make_layout((_4,8), (_8,_1))", "make_layout(make_shape(_4{},8), make_stride(_8{},_1{}))"),
                    ("make_layout(((_2,_2),_3,_2), ((_1,_0),_2,_6))",
                     "make_layout(make_shape(make_shape(_2{},_2{}),_3{},_2{}), "
                     "make_stride(make_stride(_1{},_0{}),_2{},_6{}))")):
        out.append(AtomCase("fragment", f"make_fragment_like({cc})", f"make_fragment_like({cpp})"))
    return out


# -- calling a coordinate tensor: t(c) is the coordinate it holds at c, t(c, _) a sub-tensor ------------

_CALL_TENSORS = [
    ("make_identity_tensor((_64,_32))", "make_identity_tensor(make_shape(_64{},_32{}))"),
    ("make_identity_tensor((8,4))", "make_identity_tensor(make_shape(8,4))"),
    ("make_identity_tensor((_8,(_4,_2)))", "make_identity_tensor(make_shape(_8{},make_shape(_4{},_2{})))"),
    ("make_identity_tensor(_8)", "make_identity_tensor(_8{})"),
    ("make_coord_tensor(make_layout((_64,_32)))", "make_coord_tensor(make_layout(make_shape(_64{},_32{})))"),
    ("make_coord_tensor(Layout<Shape<_4,Shape<_2,_4>>,Stride<_1,Stride<_32,_4>>>{})",
     "make_coord_tensor(Layout<Shape<_4,Shape<_2,_4>>,Stride<_1,Stride<_32,_4>>>{})"),
    ("local_tile(make_identity_tensor((_64,_32)), (_16,_8), (1,2))",
     "local_tile(make_identity_tensor(make_shape(_64{},_32{})), make_shape(_16{},_8{}), make_coord(1,2))"),
    ("partition_C(get_thread_slice(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}), 5), "
     "make_identity_tensor((_64,_32)))",
     "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}).get_thread_slice(5).partition_C("
     "make_identity_tensor(make_shape(_64{},_32{})))"),
]
_CALL_COORDS = {   # by rank: (cutecalc coordinate, C++ coordinate)
    1: [("3", "3"), ("_5", "_5{}"), ("_", "_")],
    2: [("3", "3"), ("_3", "_3{}"), ("35", "35"), ("3, 2", "3,2"), ("_3, _1", "_3{},_1{}"), ("1, _", "1,_"),
        ("_, 2", "_,2"), ("_3, _", "_3{},_"), ("_", "_"), ("_, 5", "_,5"), ("2, (1, 1)", "2,make_coord(1,1)"),
        ("_, (1, _)", "_,make_coord(1,_)"), ("(1, _), _", "make_coord(1,_),_")],
    3: [("3", "3"), ("_, 1, 1", "_,1,1"), ("(_, 1), _, 0", "make_coord(_,1),_,0"), ("1, 0, 1", "1,0,1")],
}


def _call_fits(coord: str, shape_cc: str) -> bool:
    """Coordinates congruent with the tensor (a nested coordinate needs a nested mode)."""
    if "(" in coord and coord.index("(") == 0:
        return shape_cc.startswith("partition_C")
    if "(" in coord:
        return "(_8,(_4,_2))" in shape_cc or "Stride<_1,Stride" in shape_cc
    return True


def tensor_call_cases() -> list[AtomCase]:
    out = []
    for cc, cpp in _CALL_TENSORS:
        r = 1 if cc.endswith("(_8)") else (3 if cc.startswith("partition_C") else 2)
        for c_cc, c_cpp in _CALL_COORDS[r] + (_CALL_COORDS[2][:2] if r == 3 else []):
            if not _call_fits(c_cc, cc):
                continue
            out.append(AtomCase("tensor_call", f"t = {cc}; t({c_cc})", f"{cpp}({c_cpp})"))
    return out


# -- the worked examples of the atom rows of the function table ------------------------------------

_M = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})"
_CP = ("make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, "
       "Layout<Shape<_1,_8>>{})")
_U32 = "Copy_Atom<UniversalCopy<uint32_t>,half_t>{}"
_ID32 = "make_identity_tensor(make_shape(_32{},_32{}))"

# The TMA rows whose examples are C++ as written ("" below: the example itself).
_TMA_ROWS = ("make_tma_copy", "make_tma_atom", "make_tma_copy_A_sm90", "make_tma_copy_B_sm90", "make_tma_copy_C_sm90",
             "make_tma_atom_A_sm100", "make_tma_atom_B_sm100", "make_tma_copy_A_sm100", "make_tma_copy_B_sm100",
             "make_tma_copy_C_sm100")
# C++ for each row's example; None for rows that list the catalogue (no CuTe function prints that) and cutecalc's own.
HELP_CPP: dict[str, str | None] = {
    "MMA_Atom": "MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}",
    "Copy_Atom": "Copy_Atom<SM75_U32x4_LDSM_N,half_t>{}",
    "mma_atoms": None, "copy_atoms": None,
    "make_tiled_mma": _M,
    "get_layoutA_TV": f"{_M}.get_layoutA_TV()", "get_layoutB_TV": f"{_M}.get_layoutB_TV()",
    "get_layoutC_TV": f"{_M}.get_layoutC_TV()", "get_thr_layout_vmnk": f"{_M}.get_thr_layout_vmnk()",
    "tile_size": f"tile_size<0>({_M})", "tile_shape": f"tile_shape({_M})",
    "partition_shape_A": f"partition_shape_A({_M}, make_shape(_64{{}},_32{{}}))",
    "partition_shape_B": f"partition_shape_B({_M}, make_shape(_64{{}},_32{{}}))",
    "partition_shape_C": f"partition_shape_C({_M}, make_shape(_64{{}},_32{{}}))",
    "get_thread_slice": f"{_M}.get_thread_slice(5)",
    **{f"partition_{op}": f"{_M}.get_thread_slice(5).partition_{op}(make_identity_tensor(make_shape(_64{{}},_32{{}})))"
       for op in "ABC"},
    **{f"partition_{w}": f"{_CP}.get_thread_slice(3).partition_{w}(make_identity_tensor(make_shape(_128{{}},_64{{}})))"
       for w in "SD"},
    "make_tiled_copy": _CP, "make_tiled_copy_tv": _CP,   # (the DSL's name of C++'s make_tiled_copy)
    **{f"make_tiled_copy_{op}": f"make_tiled_copy_{op}({_U32}, {_M})" for op in "ABC"},
    "make_tiled_copy_C_atom": f"make_tiled_copy_C_atom({_U32}, {_M})",
    **{f"make_tiled_copy_{w}": f"make_tiled_copy_{w}({_U32}, {_CP})" for w in "SD"},
    "get_layoutS_TV": f"{_CP}.get_layoutS_TV()", "get_layoutD_TV": f"{_CP}.get_layoutD_TV()",
    "make_identity_tensor": _ID32,
    "local_tile": f"local_tile({_ID32}, make_shape(_8{{}},_16{{}}), make_coord(1,1))",
    "local_partition": f"local_partition({_ID32}, Layout<Shape<_8,_4>>{{}}, 3)",
    "inner_partition": f"inner_partition({_ID32}, make_shape(_8{{}},_16{{}}), make_coord(1,1))",
    "outer_partition": f"outer_partition({_ID32}, make_shape(_8{{}},_4{{}}), make_coord(3,0))",
    "make_coord_tensor": "make_coord_tensor(Layout<Shape<_4,_8>,Stride<_8,_1>>{})",
    "make_fragment_like": "make_fragment_like(make_coord_tensor(Layout<Shape<_4,_8>,Stride<_8,_1>>{})).layout()",
    **{f"partition_fragment_{op}": f"{_M}.get_thread_slice(5).partition_fragment_{op}(make_coord_tensor("
       "make_layout(make_shape(_64{},_32{})))).layout()" for op in "ABC"},
    "tile_to_mma_shape": "UMMA::tile_to_mma_shape(Layout<Shape<_8,_64>,Stride<_64,_1>>{}, "
                         "make_shape(make_shape(_128{},_16{}),_1{},_4{}))",
    **{name: "" for name in _TMA_ROWS}, "tma_descriptor": None,
    "get_tma_tensor": "make_tma_copy(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,256),"
                      " make_stride(256,_1{})), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, "
                      "make_shape(_128{},_64{}))).get_tma_tensor(make_shape(512,256))",
}
ATOM_HELP = frozenset(HELP_CPP)   # rows checked here, not by the core oracle's help cases


def help_cases() -> list[AtomCase]:
    from cutecalc.lang.function_table import FUNCTIONS
    out = []
    for name, cpp in HELP_CPP.items():
        if cpp is not None:
            given = FUNCTIONS[name].example.split("  ->  ")[0].strip()
            out.append(AtomCase("help", given, cpp or given))
    return out
