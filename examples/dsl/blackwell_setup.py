# The setup Blackwell's DSL kernels do on the host, by the DSL's helpers (cutlass.utils.blackwell_helpers, as
# examples/python/CuTeDSL/cute/blackwell/kernel/dense_gemm/dense_gemm.py calls them), pasted:
# cutecalc --dialect dsl -f examples/dsl/blackwell_setup.py
# (the DSL builds tcgen05 operations only for sm_100a: the script sets CUTE_DSL_ARCH before importing it)
import os

os.environ["CUTE_DSL_ARCH"] = "sm_100a"

import cutlass
import cutlass.cute as cute
import cutlass.utils as utils
import cutlass.utils.blackwell_helpers as sm100_utils
from cutlass.cute.nvgpu import OperandMajorMode, tcgen05


@cute.jit
def blackwell_setup():
    # the shared-memory layout atoms by kind (MN_SW128_32B: 8 rows of 1024 bits), sparse, tiled to an MMA shape
    print(tcgen05.make_smem_layout_atom(tcgen05.SmemLayoutAtomKind.MN_SW128_32B, cutlass.Float32))
    print(tcgen05.make_sparse_smem_layout_atom(tcgen05.SmemLayoutAtomKind.K_SW64, cutlass.Float16))
    atom = tcgen05.make_smem_layout_atom(tcgen05.SmemLayoutAtomKind.K_SW128, cutlass.Float16)
    print(tcgen05.tile_to_mma_shape(atom, ((128, 16), 1, 4, 3)))
    # tcgen05's integer and F8F6F4 MMAs
    i8 = tcgen05.MmaI8Op(cutlass.Int8, (128, 64), tcgen05.CtaGroup.ONE, tcgen05.OperandSource.SMEM,
                         OperandMajorMode.K, OperandMajorMode.MN)
    print(i8)
    f8f6f4 = tcgen05.MmaF8F6F4Op(cutlass.Float8E4M3FN, cutlass.Float6E2M3FN, cutlass.Float32, (256, 128),
                                 tcgen05.CtaGroup.TWO, tcgen05.OperandSource.SMEM, OperandMajorMode.K,
                                 OperandMajorMode.K)
    print(cute.make_tiled_mma(f8f6f4))
    # the tensor-memory copies: an accumulator in TMEM, its epilogue's loads
    acc = cute.make_tiled_mma(i8).make_fragment_C(cute.make_tiled_mma(i8).partition_shape_C((128, 64)))
    print(acc)
    load = cute.make_copy_atom(tcgen05.Ld32x32bOp(tcgen05.Repetition.x32), cutlass.Int32)
    print(load)
    print(tcgen05.make_tmem_copy(load, cute.zipped_divide(acc, ((128, 32),))[None, 0]))
    print(cute.make_copy_atom(tcgen05.Ld16x64bOp(tcgen05.Repetition.x4, tcgen05.Pack.PACK_16b_IN_32b), cutlass.Float16))
    print(tcgen05.St16x32bx2Op(tcgen05.Repetition.x8, tcgen05.Unpack.UNPACK_32b_IN_16b))
    # the helpers: a tiled MMA and the A/B smem layouts it reads
    tiled_mma = sm100_utils.make_trivial_tiled_mma(cutlass.Float16, cutlass.Float16, OperandMajorMode.K,
                                                   OperandMajorMode.K, cutlass.Float32, tcgen05.CtaGroup.ONE,
                                                   (128, 256))
    print(tiled_mma)
    mma_tiler = (128, 256, 64)
    print(sm100_utils.make_smem_layout_a(tiled_mma, mma_tiler, cutlass.Float16, 4))
    print(sm100_utils.make_smem_layout_b(tiled_mma, mma_tiler, cutlass.Float16, 4))
    pair = sm100_utils.make_trivial_tiled_mma(cutlass.BFloat16, OperandMajorMode.MN, OperandMajorMode.MN,
                                              cutlass.Float32, tcgen05.CtaGroup.TWO, (256, 128))
    print(sm100_utils.make_smem_layout_a(pair, (256, 128, 64), cutlass.BFloat16, 3))
    tf32 = sm100_utils.make_trivial_tiled_mma(cutlass.Float32, cutlass.Float32, OperandMajorMode.MN,
                                              OperandMajorMode.K, cutlass.Float32, tcgen05.CtaGroup.ONE, (128, 128))
    print(sm100_utils.make_smem_layout_a(tf32, (128, 128, 32), cutlass.Float32, 2))
    print(sm100_utils.make_smem_layout(OperandMajorMode.K, (128, 64), cutlass.Float16, 2))
    # the epilogue: its tile, its smem layout and its TMEM load, for a CTA tile of 128x256 (and 64x256 on a pair)
    for cta, use_2cta, d in (((128, 256, 64), False, cutlass.Float16), ((64, 256, 64), True, cutlass.Float8E4M3FN)):
        epi_tile = sm100_utils.compute_epilogue_tile_shape(cta, use_2cta, utils.LayoutEnum.ROW_MAJOR, d)
        print(epi_tile)
        print(sm100_utils.make_smem_layout_epi(d, utils.LayoutEnum.ROW_MAJOR, epi_tile, 2))
        print(sm100_utils.get_tmem_load_op(cta, utils.LayoutEnum.ROW_MAJOR, d, cutlass.Float32, epi_tile, use_2cta))


blackwell_setup()
