# The setup Hopper's DSL kernels do on the host, by the DSL's helpers (cutlass.utils.hopper_helpers, as
# examples/python/CuTeDSL/cute/hopper/kernel/dense_gemm/dense_gemm.py calls them), pasted:
# cutecalc --dialect dsl -f examples/dsl/hopper_setup.py
# (the DSL builds warpgroup operations only for sm_90a: the script sets CUTE_DSL_ARCH before importing it)
import os

os.environ["CUTE_DSL_ARCH"] = "sm_90a"

import cutlass
import cutlass.cute as cute
import cutlass.utils as utils
import cutlass.utils.hopper_helpers as sm90_utils
from cutlass.cute.nvgpu import OperandMajorMode, warpgroup


@cute.jit
def hopper_setup():
    # the shared-memory layout atoms by kind, and tiled to a stage's shape
    for kind in (warpgroup.SmemLayoutAtomKind.K_SW128, warpgroup.SmemLayoutAtomKind.MN_SW64,
                 warpgroup.SmemLayoutAtomKind.K_INTER):
        atom = warpgroup.make_smem_layout_atom(kind, cutlass.Float16)
        print(kind, atom)
        cute.printf("{}", cute.tile_to_shape(atom, (64, 64, 2), (0, 1, 2)))
    # warpgroup's integer MMA
    i8 = warpgroup.MmaI8Op(cutlass.Int8, cutlass.Uint8, cutlass.Int32, (64, 24), warpgroup.OperandSource.SMEM,
                           OperandMajorMode.K, OperandMajorMode.K)
    print(i8)
    # the helpers: a tiled MMA, the A/B/epilogue smem layouts, the epilogue tile and store atom
    a_layout, b_layout, c_layout = utils.LayoutEnum.ROW_MAJOR, utils.LayoutEnum.COL_MAJOR, utils.LayoutEnum.ROW_MAJOR
    tiled_mma = sm90_utils.make_trivial_tiled_mma(cutlass.Float16, cutlass.Float16, a_layout.sm90_mma_major_mode(),
                                                  b_layout.sm90_mma_major_mode(), cutlass.Float32, (2, 1, 1),
                                                  tiler_mn=(64, 256))
    print(tiled_mma)
    tile_shape_mnk = (128, 256, cute.size(tiled_mma.shape_mnk, mode=[2]) * 4)
    print(tile_shape_mnk)
    print(sm90_utils.make_smem_layout_a(a_layout, tile_shape_mnk, cutlass.Float16, 4))
    print(sm90_utils.make_smem_layout_b(b_layout, tile_shape_mnk, cutlass.Float16, 4))
    epi_tile = sm90_utils.compute_tile_shape_or_override(tile_shape_mnk, cutlass.Float16, is_cooperative=True)
    print(epi_tile)
    print(sm90_utils.make_smem_layout_epi(cutlass.Float16, c_layout, epi_tile, 2))
    print(sm90_utils.get_smem_store_op(c_layout, cutlass.Float16, cutlass.Float32))
    f8 = sm90_utils.make_trivial_tiled_mma(cutlass.Float8E4M3FN, cutlass.Float8E5M2, OperandMajorMode.K,
                                           OperandMajorMode.K, cutlass.Float32, (1, 1, 1), tiler_mn=(64, 128))
    print(f8)
    print(sm90_utils.make_smem_layout_a(utils.LayoutEnum.COL_MAJOR, (64, 128, 128), cutlass.Float8E4M3FN, 3))


hopper_setup()
