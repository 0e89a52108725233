"""The TMA oracle's cases: C++ statements as a kernel writer pastes them, and what each case prints.

A case is a block of statements (`auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout, ...);` and the tensors
it needs) followed by the expressions C++ prints with print(): the TiledCopy, the TMA coordinate tensor
get_tma_tensor(shape(gA)), a CTA's partition_S/partition_D of a tile (every CTA of the cluster for multicast).
cutecalc reads the same statements.  The oracle program (tma_oracle.py) also records the arguments CuTe hands to
cuTensorMapEncodeTiled (the box, the swizzle mode ...), which cutecalc's tma_descriptor(tma) prints in that form.

Groups: load, multicast, store, atom (make_tma_atom), doc (the examples in CuTe's make_tma_copy comment and
CUTLASS's collectives), refused (CuTe's static_asserts, run-time asserts, or the driver refusing the descriptor).
"""

from __future__ import annotations

from dataclasses import dataclass

# element types by width; the first of each width is the one the grid uses
TYPES = {8: ("int8_t", "uint8_t", "float_e4m3_t"), 16: ("half_t", "bfloat16_t"), 32: ("float", "tfloat32_t")}
SWIZZLES = ("INTER", "SW32", "SW64", "SW128")
_ATOM_BITS = {"INTER": 128, "SW32": 256, "SW64": 512, "SW128": 1024}   # the atom's contiguous extent in bits


@dataclass(frozen=True)
class TmaCase:
    name: str
    group: str
    statements: tuple[str, ...]   # C++ statements, each ending in ';'
    prints: tuple[str, ...]       # expressions printed with print(...)
    refused: str = ""             # for group 'refused': how CuTe refuses (static_assert, assert, driver)

    def source(self) -> str:
        """The case as one script: its statements and a print(...) of each printed expression."""
        return "\n".join(self.statements + tuple(f"print({p});" for p in self.prints))


def _st(n: int) -> str:
    return f"_{n}{{}}"


def _shape(*dims: int) -> str:
    return "make_shape(" + ", ".join(_st(d) for d in dims) + ")"


def _atom(major: str, swz: str, t: str) -> str:
    return f"GMMA::Layout_{major}_{swz}_Atom<{t}>{{}}"


def _gmem(name: str, t: str, major: str, m: int, k: int, batch: int | None = None) -> str:
    """A (M,K[,L]) gmem tensor, K-major (stride (K,1)) or M-major (stride (1,M)), with dynamic extents."""
    if major == "K":
        shape, stride = [str(m), str(k)], [str(k), "_1{}"]
    else:
        shape, stride = [str(m), str(k)], ["_1{}", str(m)]
    if batch is not None:
        shape.append(str(batch))
        stride.append(str(m * k))
    return (f"auto {name} = make_tensor(make_gmem_ptr(({t}*)nullptr), make_shape({', '.join(shape)}), "
            f"make_stride({', '.join(stride)}));")


def _tile(major: str, swz: str, bits: int, wide: bool) -> tuple[int, int]:
    """A CTA tile (M,K) in elements for the atom: K-major tiles are 128 (or 256) bytes of K, MN-major ones 2 (or 4)
    atoms of M; both hold whole atoms."""
    contiguous = _ATOM_BITS[swz] // bits     # the atom's contiguous extent in elements
    if major == "K":
        k = max(1024 // bits * (2 if wide else 1), contiguous)
        return (64 if wide else 128), k
    m = max(contiguous * (2 if wide else 1), 64)
    return m, (64 if wide else 32)


def _setup(t: str, major: str, swz: str, tile: tuple[int, int], pipe: int | None, store: bool, make: str,
           tile_name: str, tile_coord: str) -> list[str]:
    """A (4M,4K) gmem tensor, the GMMA atom tiled to the CTA tile (x pipe stages), `auto tma = make;`, the TMA
    coordinate tensor, its tile at make_coord(tile_coord) and the smem tensor (gA/sA, or gD/sD for a store)."""
    m, k = tile
    g, s = ("gD", "sD") if store else ("gA", "sA")
    return [
        _gmem(g, t, major, 4 * m, 4 * k),
        f"auto {s}_layout = tile_to_shape({_atom(major, swz, t)}, "
        f"{_shape(m, k) if pipe is None else _shape(m, k, pipe)});",
        f"auto tma = {make};",
        f"auto m{g[1:]} = tma.get_tma_tensor(shape({g}));",
        f"auto {g}_{tile_name} = local_tile(m{g[1:]}, {_shape(m, k)}, make_coord({tile_coord}));",
        f"auto {s} = make_tensor(make_smem_ptr(({t}*)nullptr), {s}_layout);",
    ]


def _copy_case(name: str, group: str, op: str, t: str, major: str, swz: str, tile: tuple[int, int],
               cluster: int, pipe: int | None = None) -> TmaCase:
    m, k = tile
    store = op == "SM90_TMA_STORE"
    g, s = ("gD", "sD") if store else ("gA", "sA")
    slayout = f"{s}_layout" if pipe is None else f"{s}_layout(_,_,0)"
    statements = _setup(t, major, swz, (m, k), pipe, store,
                        f"make_tma_copy({op}{{}}, {g}, {slayout}, {_shape(m, k)}, {_st(cluster)})", "tile", "1, 2")
    prints = ["tma", f"m{g[1:]}"]
    for r in range(cluster):
        cta = f"tma.get_slice({r})"
        if store:
            prints += [f"{cta}.partition_S({s})", f"{cta}.partition_D({g}_tile)"]
        else:
            prints += [f"{cta}.partition_S({g}_tile)", f"{cta}.partition_D({s})"]
    return TmaCase(name, group, tuple(statements), tuple(prints))


def grid_cases() -> list[TmaCase]:
    """load, store and multicast over GMMA atoms K/MN x INTER/SW32/SW64/SW128 x 8/16/32-bit types x tiles."""
    out = []
    for bits, types in TYPES.items():
        t = types[0]
        for major in ("K", "MN"):
            for swz in SWIZZLES:
                for wide in (False, True):
                    tile = _tile(major, swz, bits, wide)
                    out.append(_copy_case(f"load_{major}_{swz}_{t}_{tile[0]}x{tile[1]}", "load", "SM90_TMA_LOAD",
                                          t, major, swz, tile, 1))
                tile = _tile(major, swz, bits, False)
                out.append(_copy_case(f"store_{major}_{swz}_{t}_{tile[0]}x{tile[1]}", "store", "SM90_TMA_STORE",
                                      t, major, swz, tile, 1))
                out.append(_copy_case(f"multicast2_{major}_{swz}_{t}_{tile[0]}x{tile[1]}", "multicast",
                                      "SM90_TMA_LOAD_MULTICAST", t, major, swz, tile, 2, pipe=4))
                if swz in ("INTER", "SW128"):
                    tile = _tile(major, swz, bits, True)
                    out.append(_copy_case(f"multicast4_{major}_{swz}_{t}_{tile[0]}x{tile[1]}", "multicast",
                                          "SM90_TMA_LOAD_MULTICAST", t, major, swz, tile, 4, pipe=3))
    # the other element types of each width, on the commonest atoms
    for bits, types in TYPES.items():
        for t in types[1:]:
            for major, swz in (("K", "SW128"), ("MN", "SW64")):
                tile = _tile(major, swz, bits, False)
                out.append(_copy_case(f"load_{major}_{swz}_{t}_{tile[0]}x{tile[1]}", "load", "SM90_TMA_LOAD",
                                      t, major, swz, tile, 1))
    return out


def atom_cases() -> list[TmaCase]:
    """make_tma_atom: the Copy_Atom alone (the partitioner is tma_partition, which runs on the device)."""
    out = []
    for t, major, swz, op, cluster in (("half_t", "K", "SW128", "SM90_TMA_LOAD", 1),
                                       ("half_t", "MN", "SW128", "SM90_TMA_LOAD_MULTICAST", 2),
                                       ("float", "K", "SW64", "SM90_TMA_STORE", 1),
                                       ("int8_t", "K", "SW32", "SM90_TMA_LOAD", 1),
                                       ("bfloat16_t", "MN", "INTER", "SM90_TMA_LOAD_MULTICAST", 4)):
        bits = next(b for b, ts in TYPES.items() if t in ts)
        m, k = _tile(major, swz, bits, False)
        cl = "" if cluster == 1 else f", {_st(cluster)}"
        statements = (
            _gmem("gA", t, major, 4 * m, 4 * k),
            f"auto sA_layout = tile_to_shape({_atom(major, swz, t)}, {_shape(m, k)});",
            f"auto tma_atom = make_tma_atom({op}{{}}, gA, sA_layout, {_shape(m, k)}{cl});",
        )
        out.append(TmaCase(f"atom_{op}_{major}_{swz}_{t}", "atom", statements,
                           ("tma_atom", "tma_atom.get_tma_tensor(shape(gA))")))
    return out


def _partition_case(name: str, op: str, t: str, major: str, swz: str, tile: tuple[int, int], cluster: int,
                    pipe: int = 3) -> TmaCase:
    """make_tma_atom and the kernel's tma_partition of a pipelined smem tensor and the gmem tiles along K, as
    CUTLASS's SM90 collectives write it (each CTA of a multicast)."""
    m, k = tile
    store = op == "SM90_TMA_STORE"
    g, s = ("gD", "sD") if store else ("gA", "sA")
    cl = "" if cluster == 1 else f", {_st(cluster)}"
    statements = _setup(t, major, swz, tile, pipe, store,
                        f"make_tma_atom({op}{{}}, {g}, {s}_layout(_,_,0), {_shape(m, k)}{cl})", "blk", "1, _")
    prints = []
    for r in range(cluster):
        statements.append(f"auto part{r} = tma_partition(tma, {r}, make_layout({_st(cluster)}), "
                          f"group_modes<0,2>({s}), group_modes<0,2>({g}_blk));")
        prints += [f"get<0>(part{r})", f"get<1>(part{r})"]
    return TmaCase(name, "partition", tuple(statements), tuple(prints))


def partition_cases() -> list[TmaCase]:
    """tma_partition (the partitioner kernels use with make_tma_atom): loads over every GMMA atom K/MN x
    INTER/SW32/SW64/SW128 x 8/16/32-bit, multicasts over 2 and 4 CTAs, stores; and the two-argument form."""
    out = []
    for bits, types in TYPES.items():
        t = types[0]
        for major in ("K", "MN"):
            for swz in SWIZZLES:
                tile = _tile(major, swz, bits, False)
                out.append(_partition_case(f"partition_load_{major}_{swz}_{t}", "SM90_TMA_LOAD", t, major, swz,
                                           tile, 1))
            swz = "SW128" if major == "K" else "SW64"
            tile = _tile(major, swz, bits, False)
            out.append(_partition_case(f"partition_multicast2_{major}_{swz}_{t}", "SM90_TMA_LOAD_MULTICAST", t,
                                       major, swz, tile, 2))
            out.append(_partition_case(f"partition_store_{major}_{swz}_{t}", "SM90_TMA_STORE", t, major, swz,
                                       tile, 1, pipe=2))
        tile = _tile("K", "SW128", bits, True)
        out.append(_partition_case(f"partition_multicast4_K_SW128_{t}", "SM90_TMA_LOAD_MULTICAST", t, "K", "SW128",
                                   tile, 4))
    simple = _partition_case("partition_default_cta", "SM90_TMA_LOAD", "half_t", "K", "SW128", (128, 64), 1)
    statements = simple.statements[:-1] + ("auto part = tma_partition(tma, group_modes<0,2>(sA), "
                                           "group_modes<0,2>(gA_blk));",)
    out.append(TmaCase(simple.name, "partition", statements, ("get<0>(part)", "get<1>(part)")))
    # the row's worked example (:help tma_partition), as it is
    from cutecalc.lang.function_table import FUNCTIONS
    example = FUNCTIONS["tma_partition"].example.split("  ->  ")[0]
    out.append(TmaCase("partition_help_example", "partition", (f"auto part = {example};",),
                       ("get<0>(part)", "get<1>(part)")))
    mask = FUNCTIONS["create_tma_multicast_mask"].example.split("  ->  ")[0]
    out.append(TmaCase("multicast_mask_help_example", "partition", (), (mask,)))
    # the masks of dynamic cluster layouts: CuTe's shift-and-select path for a flat rank-1 slice (a stride 0
    # selects no CTA), the generic one for more modes
    dyn = "make_layout(make_shape(2,2,4,1))"
    out.append(TmaCase("multicast_mask_dynamic", "partition", (f"auto vmnk = {dyn};",), (
        "create_tma_multicast_mask<2>(vmnk, make_coord(1,1,2,0))",
        "create_tma_multicast_mask<1>(vmnk, make_coord(1,0,3,0))",
        "create_tma_multicast_mask<0,1>(vmnk, make_coord(1,1,2,0))",
        "create_tma_multicast_mask(vmnk, make_coord(1,1,2,0))",
        "create_tma_multicast_mask<1>(make_layout(make_shape(2,4), make_stride(1,0)), make_coord(1,3))",
        "create_tma_multicast_mask<1>(make_layout(make_shape(2,4), make_stride(1,2)), make_coord(1,3))")))
    return out


def doc_cases() -> list[TmaCase]:
    """The examples of CuTe's make_tma_copy comment, and the calls of CUTLASS's SM90 collectives."""
    cases = [
        ("doc_simple_2d", ("auto gtensor = make_tensor(make_gmem_ptr((float*)nullptr), make_shape(1024, 256), "
                           "GenRowMajor{});",
                           "auto slayout = make_layout(make_shape(_64{}, _32{}), GenRowMajor{});",
                           "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gtensor, slayout);")),
        ("doc_gmma_2d", ("auto gtensor = make_tensor(make_gmem_ptr((float*)nullptr), make_shape(1024, 256));",
                         "auto slayout = tile_to_shape(GMMA::Layout_MN_SW128_Atom<float>{}, "
                         "make_shape(_128{},_64{}));",
                         "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gtensor, slayout);")),
        ("doc_3d", ("auto gtensor = make_tensor(make_gmem_ptr((float*)nullptr), make_shape(1024, 32, 512), "
                    "make_stride(64, Int<1>{}, 65536));",
                    "auto slayout = make_layout(make_shape(_16{}, _8{}, _2{}), make_stride(_16{}, _1{}, _8{}));",
                    "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gtensor, slayout);")),
        # (the comment's own example has dynamic extents, which CuTe refuses: refused_doc_cutensor_4d)
        ("doc_cutensor_4d_static", ("auto gtensor = make_tensor(make_gmem_ptr((float*)nullptr), "
                                    "make_shape(make_shape(_32{},_40{}),make_shape(make_shape(_8{},_8{}),656)));",
                                    "auto cta_tile = make_shape(_128{},make_shape(_32{},_2{}));",
                                    "auto slayout = make_layout(cta_tile);",
                                    "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gtensor, slayout, cta_tile, "
                                    "Int<1>{});")),
        ("doc_null_pointer", ("auto gA = make_tensor(make_gmem_ptr(static_cast<half_t*>(nullptr)), "
                              "make_shape(512, 256), make_stride(256, _1{}));",
                              "auto sA_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, "
                              "make_shape(_128{}, _64{}));",
                              "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout, make_shape(_128{}, _64{}), "
                              "_1{});")),
        ("collective_batched_A", ("auto gA_mkl = make_tensor(make_gmem_ptr((half_t*)nullptr), "
                                  "make_shape(1024, 512, 3), make_stride(512, _1{}, 524288));",
                                  "auto sA_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, "
                                  "make_shape(_128{}, _64{}, _4{}));",
                                  "auto tma = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gA_mkl, sA_layout(_,_,0), "
                                  "make_shape(_128{}, _64{}), _2{});")),
        ("collective_A_sm90", ("auto gA = make_tensor(make_gmem_ptr((bfloat16_t*)nullptr), make_shape(2048, 1024), "
                               "make_stride(1024, _1{}));",
                               "auto sA_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<bfloat16_t>{}, "
                               "make_shape(_128{}, _64{}));",
                               "auto tma = make_tma_copy_A_sm90(SM90_TMA_LOAD_MULTICAST{}, gA, sA_layout, "
                               "make_shape(_128{}, _256{}, _64{}), make_shape(_1{}, _2{}, _1{}));")),
        ("collective_B_sm90", ("auto gB = make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(4096, 1024), "
                               "make_stride(_1{}, 4096));",
                               "auto sB_layout = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, "
                               "make_shape(_256{}, _64{}));",
                               "auto tma = make_tma_copy_B_sm90(SM90_TMA_LOAD_MULTICAST{}, gB, sB_layout, "
                               "make_shape(_128{}, _256{}, _64{}), make_shape(_2{}, _1{}, _1{}));")),
        ("collective_C_sm90", ("auto gC = make_tensor(make_gmem_ptr((float*)nullptr), make_shape(2048, 4096), "
                               "make_stride(4096, _1{}));",
                               "auto sC_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<float>{}, "
                               "make_shape(_64{}, _32{}));",
                               "auto tma = make_tma_copy_C_sm90(SM90_TMA_STORE{}, gC, sC_layout, "
                               "make_shape(_64{}, _32{}, _64{}));")),
        ("epilogue_store_rowmajor", ("auto gD = make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512, 256), "
                                     "make_stride(256, _1{}));",
                                     "auto sD_layout = make_layout(make_shape(_64{}, _32{}), GenRowMajor{});",
                                     "auto tma = make_tma_copy(SM90_TMA_STORE{}, gD, sD_layout);")),
        ("epilogue_store_elementswizzle", ("auto gD = make_tensor(make_gmem_ptr((half_t*)nullptr), "
                                           "make_shape(512, 256), make_stride(256, _1{}));",
                                           "auto sD_layout = composition(Swizzle<2,4,3>{}, Layout<Shape<_64,_32>,"
                                           "Stride<_32,_1>>{});",
                                           "auto tma = make_tma_copy(SM90_TMA_STORE{}, gD, sD_layout);")),
        ("reduce_add", ("auto gD = make_tensor(make_gmem_ptr((float*)nullptr), make_shape(1024, 512), "
                        "make_stride(512, _1{}));",
                        "auto sD_layout = tile_to_shape(GMMA::Layout_K_SW64_Atom<float>{}, make_shape(_64{}, _32{}));",
                        "auto tma = make_tma_copy(SM90_TMA_REDUCE_ADD{}, gD, sD_layout);")),
        ("padded_rows", ("auto gA = make_tensor(make_gmem_ptr((float*)nullptr), make_shape(256, 512), "
                         "make_stride(512, _1{}));",
                         "auto sA_layout = make_layout(make_shape(_32{}, _64{}), make_stride(Int<68>{}, _1{}));",
                         "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout);")),
        ("gmem_rank1", ("auto gX = make_tensor(make_gmem_ptr((float*)nullptr), make_shape(65536));",
                        "auto sX_layout = make_layout(make_shape(_256{}));",
                        "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gX, sX_layout);")),
    ]
    out = []
    for name, statements in cases:
        g = statements[0].split(" = ", 1)[0].removeprefix("auto ")
        out.append(TmaCase(name, "doc", statements, ("tma", f"tma.get_tma_tensor(shape({g}))")))
    return out


def sm100_cases() -> list[TmaCase]:
    """Blackwell: make_tma_atom_A/B_sm100 and make_tma_copy_A/B_sm100 over a UMMA TiledMMA, as CuTe's Blackwell
    tutorial (examples/cute/tutorial/blackwell/0[2-4]_mma_tma*_sm100.cu) writes them."""
    out = []
    rows = [
        # (name, MMA, operand, major, copy op, cluster shape, maker)
        ("1sm_A", "SM100_MMA_F16BF16_SS<half_t, half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>",
         "A", "K", "SM90_TMA_LOAD", (1, 1, 1), "make_tma_atom_A_sm100"),
        ("1sm_B", "SM100_MMA_F16BF16_SS<half_t, half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>",
         "B", "K", "SM90_TMA_LOAD", (1, 1, 1), "make_tma_atom_B_sm100"),
        ("1sm_multicast_A", "SM100_MMA_F16BF16_SS<half_t, half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>",
         "A", "K", "SM90_TMA_LOAD_MULTICAST", (4, 4, 1), "make_tma_atom_A_sm100"),
        ("1sm_multicast_B", "SM100_MMA_F16BF16_SS<half_t, half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>",
         "B", "K", "SM90_TMA_LOAD_MULTICAST", (4, 4, 1), "make_tma_atom_B_sm100"),
        ("2sm_A", "SM100_MMA_F16BF16_2x1SM_SS<half_t, half_t, float, 256, 256, UMMA::Major::K, UMMA::Major::K>",
         "A", "K", "SM100_TMA_2SM_LOAD", (2, 1, 1), "make_tma_atom_A_sm100"),
        ("2sm_multicast_A", "SM100_MMA_F16BF16_2x1SM_SS<half_t, half_t, float, 256, 256, UMMA::Major::K, "
         "UMMA::Major::K>", "A", "K", "SM100_TMA_2SM_LOAD_MULTICAST", (4, 4, 1), "make_tma_atom_A_sm100"),
        ("2sm_multicast_B", "SM100_MMA_F16BF16_2x1SM_SS<half_t, half_t, float, 256, 256, UMMA::Major::K, "
         "UMMA::Major::K>", "B", "K", "SM100_TMA_2SM_LOAD_MULTICAST", (4, 4, 1), "make_tma_atom_B_sm100"),
        ("2sm_mn_B", "SM100_MMA_F16BF16_2x1SM_SS<bfloat16_t, bfloat16_t, float, 256, 128, UMMA::Major::K, "
         "UMMA::Major::MN>", "B", "MN", "SM100_TMA_2SM_LOAD", (2, 1, 1), "make_tma_atom_B_sm100"),
        ("2sm_copy_A", "SM100_MMA_F16BF16_2x1SM_SS<half_t, half_t, float, 256, 256, UMMA::Major::K, UMMA::Major::K>",
         "A", "K", "SM100_TMA_2SM_LOAD", (2, 1, 1), "make_tma_copy_A_sm100"),
        ("1sm_copy_B", "SM100_MMA_F16BF16_SS<half_t, half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>",
         "B", "K", "SM90_TMA_LOAD_MULTICAST", (2, 2, 1), "make_tma_copy_B_sm100"),
    ]
    for name, mma, operand, major, op, cluster, maker in rows:
        t = mma.split("<", 1)[1].split(",", 1)[0]
        mode = 0 if operand == "A" else 1
        extent = 512 if operand == "A" else 1024
        g = f"m{operand}"
        gmem = (f"auto {g} = make_tensor(make_gmem_ptr(({t}*)nullptr), make_layout(make_shape({extent}, 256), "
                + ("make_stride(256, Int<1>{})));" if major == "K" else f"make_stride(Int<1>{{}}, {extent})));"))
        statements = [
            gmem,
            f"auto tiled_mma = make_tiled_mma({mma}{{}});",
            "auto mma_tiler = make_shape(tile_size<0>(tiled_mma), tile_size<1>(tiled_mma), "
            "tile_size<2>(tiled_mma) * Int<4>{});",
            f"auto mma_shape_{operand} = partition_shape_{operand}(tiled_mma, make_shape(size<{mode}>(mma_tiler), "
            "size<2>(mma_tiler)));",
            f"auto s{operand}_layout = UMMA::tile_to_mma_shape(UMMA::Layout_{major}_SW128_Atom<{t}>{{}}, "
            f"mma_shape_{operand});",
            f"auto cluster_shape = make_shape(Int<{cluster[0]}>{{}}, Int<{cluster[1]}>{{}}, Int<{cluster[2]}>{{}});",
            "auto cluster_layout_vmnk = tiled_divide(make_layout(cluster_shape), make_tile(Layout<"
            f"_{2 if '2x1SM' in mma else 1}>{{}}));",
        ]
        if maker.startswith("make_tma_atom"):
            statements.append(f"auto tma = {maker}({op}{{}}, {g}, s{operand}_layout, mma_tiler, tiled_mma, "
                              "cluster_layout_vmnk);")
        else:
            statements.append(f"auto tma = {maker}({op}{{}}, {g}, s{operand}_layout, mma_tiler, tiled_mma);")
        out.append(TmaCase(f"sm100_{name}", "sm100", tuple(statements),
                           ("tma", f"tma.get_tma_tensor(shape({g}))")))
    return out


# the UMMA operation of each element width, its 1SM and 2SM (2x1SM) forms, as C++ names them
_UMMA = {
    8: ("float_e4m3_t", "MMA_Atom<MMA_Traits<SM100_MMA_F8F6F4{sm}_SS, float_e4m3_t, float_e4m3_t, float, C<{m}>, "
        "C<{n}>, integral_constant<UMMA::Major, UMMA::Major::{a}>, integral_constant<UMMA::Major, UMMA::Major::{b}>, "
        "integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>, integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>>>"),
    16: ("half_t", "SM100_MMA_F16BF16{sm}_SS<half_t, half_t, float, {m}, {n}, UMMA::Major::{a}, UMMA::Major::{b}>"),
    32: ("tfloat32_t", "SM100_MMA_TF32{sm}_SS<tfloat32_t, tfloat32_t, float, {m}, {n}, UMMA::Major::{a}, "
         "UMMA::Major::{b}>"),
}


def _sm100_statements(bits: int, two_sm: bool, operand: str, major: str, swz: str, op: str,
                      cluster: tuple[int, int, int], maker: str) -> tuple[str, ...]:
    """An operand's smem layout (a UMMA atom tiled to the MMA's partition shape) and its TMA, as CuTe's Blackwell
    tutorial writes them; the other operand is K-major."""
    t, mma = _UMMA[bits]
    m, n = (256, 256) if two_sm else (128, 128)
    majors = {"a": major if operand == "A" else "K", "b": major if operand == "B" else "K"}
    mma = mma.format(sm="_2x1SM" if two_sm else "", m=m, n=n, **majors)
    mode = {"A": 0, "B": 1, "C": 0}[operand]
    rows = {"A": 512, "B": 1024, "C": 512}[operand]
    cols = 1024 if operand == "C" else 256
    g = f"m{operand}"
    stride = f"make_stride({cols}, Int<1>{{}})" if major == "K" else f"make_stride(Int<1>{{}}, {rows})"
    statements = [
        f"auto {g} = make_tensor(make_gmem_ptr(({t}*)nullptr), make_layout(make_shape({rows}, {cols}), {stride}));",
        f"auto tiled_mma = make_tiled_mma({mma}{{}});",
        "auto mma_tiler = make_shape(tile_size<0>(tiled_mma), tile_size<1>(tiled_mma), "
        "tile_size<2>(tiled_mma) * Int<4>{});",
    ]
    if operand == "C":
        statements.append("auto mma_shape_C = partition_shape_C(tiled_mma, make_shape(size<0>(mma_tiler), "
                          "size<1>(mma_tiler)));")
    else:
        statements.append(f"auto mma_shape_{operand} = partition_shape_{operand}(tiled_mma, "
                          f"make_shape(size<{mode}>(mma_tiler), size<2>(mma_tiler)));")
    statements.append(f"auto s{operand}_layout = UMMA::tile_to_mma_shape(UMMA::Layout_{major}_{swz}_Atom<{t}>{{}}, "
                      f"mma_shape_{operand});")
    if maker.startswith("make_tma_atom"):
        statements += [
            f"auto cluster_shape = make_shape(Int<{cluster[0]}>{{}}, Int<{cluster[1]}>{{}}, Int<{cluster[2]}>{{}});",
            "auto cluster_layout_vmnk = tiled_divide(make_layout(cluster_shape), make_tile(Layout<"
            f"_{2 if two_sm else 1}>{{}}));",
            f"auto tma = {maker}({op}{{}}, {g}, s{operand}_layout, mma_tiler, tiled_mma, cluster_layout_vmnk);"]
    else:
        statements.append(f"auto tma = {maker}({op}{{}}, {g}, s{operand}_layout, mma_tiler, tiled_mma);")
    return tuple(statements)


def sm100_grid_cases() -> list[TmaCase]:
    """Blackwell over every UMMA atom: K/MN-major x INTER/SW32/SW64/SW128 x 8/16/32-bit (F8F6F4, F16BF16, TF32
    UMMAs); A with a 1SM MMA and SM90_TMA_LOAD, B with a 2SM MMA and SM100_TMA_2SM_LOAD_MULTICAST over a 4x2
    cluster (multicast over the cluster's M-CTAs); and make_tma_copy_C_sm100 stores."""
    out = []
    for bits in _UMMA:
        t = _UMMA[bits][0]
        for major in ("K", "MN"):
            for swz in SWIZZLES:
                a = _sm100_statements(bits, False, "A", major, swz, "SM90_TMA_LOAD", (1, 1, 1),
                                      "make_tma_atom_A_sm100")
                b = _sm100_statements(bits, True, "B", major, swz, "SM100_TMA_2SM_LOAD_MULTICAST", (4, 2, 1),
                                      "make_tma_atom_B_sm100")
                out.append(TmaCase(f"sm100_1sm_A_{major}_{swz}_{t}", "sm100", a,
                                   ("tma", "tma.get_tma_tensor(shape(mA))")))
                out.append(TmaCase(f"sm100_2sm_multicast_B_{major}_{swz}_{t}", "sm100", b,
                                   ("tma", "tma.get_tma_tensor(shape(mB))")))
        for swz in ("SW64", "SW128"):
            c = _sm100_statements(bits, False, "C", "K", swz, "SM90_TMA_STORE", (1, 1, 1), "make_tma_copy_C_sm100")
            out.append(TmaCase(f"sm100_store_C_K_{swz}_{t}", "sm100", c, ("tma", "tma.get_tma_tensor(shape(mC))")))
    return out


def sm100_partition_cases() -> list[TmaCase]:
    """Blackwell's kernel side, as CuTe's tutorial (examples/cute/tutorial/blackwell/04_mma_tma_2sm_sm100.cu) writes
    it: an MMA's slice partitions the operand's gmem tiles (partition_A/B of local_tile(..., Step<...>)), and
    tma_partition cuts the grouped MMA partitions for the CTA's multicast slice; the CTAs a multicast writes
    (create_tma_multicast_mask).  1SM and 2SM MMAs, A and B, K- and MN-major, 8/16/32-bit, several CTAs of a 4x4
    cluster."""
    out = []
    rows = [  # (bits, 2SM, operand, major, swizzle, op, CTA coordinates (v,m,n,k))
        (16, False, "A", "K", "SW128", "SM90_TMA_LOAD_MULTICAST", ((0, 0, 0, 0), (0, 1, 2, 0), (0, 3, 3, 0))),
        (16, False, "B", "K", "SW128", "SM90_TMA_LOAD_MULTICAST", ((0, 0, 0, 0), (0, 2, 1, 0))),
        (16, True, "A", "K", "SW128", "SM100_TMA_2SM_LOAD_MULTICAST", ((0, 0, 0, 0), (1, 1, 2, 0), (1, 0, 3, 0))),
        (16, True, "B", "K", "SW128", "SM100_TMA_2SM_LOAD_MULTICAST", ((0, 0, 0, 0), (1, 1, 2, 0))),
        (16, True, "B", "MN", "SW64", "SM100_TMA_2SM_LOAD_MULTICAST", ((1, 0, 1, 0),)),
        (8, True, "A", "MN", "SW128", "SM100_TMA_2SM_LOAD_MULTICAST", ((0, 1, 1, 0), (1, 1, 3, 0))),
        (32, True, "B", "K", "SW32", "SM100_TMA_2SM_LOAD_MULTICAST", ((1, 1, 0, 0),)),
        (32, False, "A", "MN", "INTER", "SM90_TMA_LOAD", ((0, 2, 2, 0),)),
    ]
    for bits, two_sm, operand, major, swz, op, coords in rows:
        t = _UMMA[bits][0]
        maker = f"make_tma_atom_{operand}_sm100"
        statements = list(_sm100_statements(bits, two_sm, operand, major, swz, op, (4, 4, 1), maker))
        g = f"m{operand}"
        step = "Step<_1, X, _1>" if operand == "A" else "Step<X, _1, _1>"
        mode = 2 if operand == "A" else 1    # the multicast's mode of (V,M,N,K)
        statements += [f"auto {g}_tma = tma.get_tma_tensor(shape({g}));",
                       f"auto g{operand} = local_tile({g}_tma, mma_tiler, make_coord(1, 1, _), {step}{{}});"]
        prints = []
        for j, c in enumerate(coords):
            statements += [
                f"auto cta_coord_{j} = make_coord({', '.join(map(str, c))});",
                f"auto tC{operand}_{j} = tiled_mma.get_slice(get<0>(cta_coord_{j})).partition_{operand}(g{operand});",
                f"auto part_{j} = tma_partition(tma, get<{mode}>(cta_coord_{j}), make_layout(size<{mode}>("
                f"cluster_layout_vmnk)), group_modes<0,3>(make_tensor(make_smem_ptr(({t}*)nullptr), "
                f"s{operand}_layout)), group_modes<0,3>(tC{operand}_{j}));"]
            prints += [f"get<0>(part_{j})", f"get<1>(part_{j})",
                       f"create_tma_multicast_mask<{mode}>(cluster_layout_vmnk, cta_coord_{j})"]
        name = f"partition_sm100_{'2sm' if two_sm else '1sm'}_{operand}_{major}_{swz}_{t}"
        out.append(TmaCase(name, "partition", tuple(statements), tuple(prints)))
    return out


def refused_cases() -> list[TmaCase]:
    """What CuTe refuses: at compile time (static_assert), at run time (assert) or in the driver."""
    g16 = _gmem("gA", "half_t", "K", 512, 256)
    rows = [
        # static_asserts
        ("swizzle_sm80", "static_assert",
         (g16, "auto sA_layout = tile_to_shape(composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_64>,Stride<_64,_1>>{}),"
               " make_shape(_128{}, _64{}));",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout);")),
        ("swizzle_shift", "static_assert",
         (g16, "auto sA_layout = composition(Swizzle<3,4,4>{}, Layout<Shape<_128,_64>,Stride<_64,_1>>{});",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout);")),
        ("swizzle_base32_bits", "static_assert",
         (g16, "auto sA_layout = composition(Swizzle<3,5,3>{}, Layout<Shape<_128,_64>,Stride<_64,_1>>{});",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout);")),
        ("tile_size_mismatch", "static_assert",
         (g16, "auto sA_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_64{}, _64{}));",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout, make_shape(_128{}, _64{}), _1{});")),
        ("tile_skips_major_mode", "static_assert",
         (g16, "auto sA_layout = make_layout(make_shape(_64{}, _64{}), GenRowMajor{});",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout, make_tile(Layout<_64>{}, "
          "Layout<_64,_2>{}), _1{});")),
        ("unknown_format_int16", "static_assert",
         ("auto gA = make_tensor(make_gmem_ptr((int16_t*)nullptr), make_shape(512, 256), make_stride(256, _1{}));",
          "auto sA_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<int16_t>{}, make_shape(_128{}, _64{}));",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout);")),
        ("doc_cutensor_4d", "static_assert",
         ("auto gtensor = make_tensor(make_gmem_ptr((float*)nullptr), "
          "make_shape(make_shape(32,40),make_shape(make_shape(8,8),656)));",
          "auto cta_tile = make_shape(_128{},make_shape(_32{},_2{}));",
          "auto slayout = make_layout(cta_tile);",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gtensor, slayout, cta_tile, Int<1>{});")),
        ("multicast_cluster3", "static_assert",
         (g16, "auto sA_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{}, _64{}));",
          "auto tma = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gA, sA_layout, make_shape(_128{}, _64{}), _3{});")),
        # run-time asserts in make_tma_copy_desc
        ("majorness_mismatch", "assert",
         (_gmem("gA", "half_t", "MN", 512, 256),
          "auto sA_layout = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{}, _64{}));",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout, make_shape(_128{}, _64{}), _1{});")),
        ("gmem_stride_not_16B", "assert",
         ("auto gA = make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512, 100), make_stride(100, _1{}));",
          "auto sA_layout = tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{}, make_shape(_128{}, _32{}));",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout, make_shape(_128{}, _32{}), _1{});")),
        ("multicast_rows_indivisible", "static_assert",
         ("auto gA = make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512, 256), make_stride(256, _1{}));",
          "auto sA_layout = make_layout(make_shape(_6{}, _64{}), GenRowMajor{});",
          "auto tma = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gA, sA_layout, make_shape(_6{}, _64{}), _4{});")),
        ("box_1024_rank1", "assert",
         ("auto gX = make_tensor(make_gmem_ptr((float*)nullptr), make_shape(65536));",
          "auto sX_layout = make_layout(make_shape(_1024{}));",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gX, sX_layout);")),
        # descriptors CuTe builds and the driver refuses
        ("sw128_box_too_wide", "driver",
         (g16, "auto sA_layout = composition(Swizzle<3,4,3>{}, Layout<Shape<_64,_128>,Stride<_128,_1>>{});",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout);")),
        ("box_inner_8_bytes", "driver",
         ("auto gA = make_tensor(make_gmem_ptr((int8_t*)nullptr), make_shape(512, 256), make_stride(256, _1{}));",
          "auto sA_layout = make_layout(make_shape(_64{}, _8{}), make_stride(_16{}, _1{}));",
          "auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, sA_layout);")),
        # Blackwell's makers: a reduction is no operation of theirs; C's takes no multicast
        ("sm100_reduce_add_A", "static_assert",
         _sm100_statements(16, False, "A", "K", "SW128", "SM90_TMA_REDUCE_ADD", (1, 1, 1), "make_tma_atom_A_sm100")),
        ("sm100_multicast_C", "static_assert",
         _sm100_statements(16, False, "C", "K", "SW128", "SM90_TMA_LOAD_MULTICAST", (1, 1, 1),
                           "make_tma_copy_C_sm100")),
    ]
    out = []
    for name, how, statements in rows:
        g = statements[0].split(" = ", 1)[0].removeprefix("auto ")
        out.append(TmaCase(f"refused_{name}", "refused", statements,
                           ("tma", f"tma.get_tma_tensor(shape({g}))"), refused=how))
    return out


def all_cases() -> list[TmaCase]:
    cases = (grid_cases() + atom_cases() + partition_cases() + doc_cases() + sm100_cases() + sm100_grid_cases()
             + sm100_partition_cases() + refused_cases())
    names = [c.name for c in cases]
    assert len(names) == len(set(names)), "case names must be unique"
    return cases
