# Hopper's warpgroup MMAs (GMMA) in the CuTe DSL's spelling, as the hopper examples build them, pasted:
# cutecalc --dialect dsl -f examples/dsl/hopper_ops.py
# (the DSL builds warpgroup operations only for sm_90a: the script sets CUTE_DSL_ARCH before importing it)
import os

os.environ["CUTE_DSL_ARCH"] = "sm_90a"

import cutlass
import cutlass.cute as cute
from cutlass.cute.nvgpu import OperandMajorMode, warpgroup


@cute.jit
def hopper_ops():
    op = warpgroup.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (64, 128, 16), warpgroup.OperandSource.SMEM,
                                OperandMajorMode.K, OperandMajorMode.K)
    print(op)
    tiled_mma = cute.make_tiled_mma(cute.make_mma_atom(op), cute.make_layout((2, 1, 1)))
    print(tiled_mma)
    rs = warpgroup.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (64, 64), warpgroup.OperandSource.RMEM,
                                OperandMajorMode.K, OperandMajorMode.MN)
    print(rs)
    print(cute.make_mma_atom(rs))
    f8 = cute.nvgpu.warpgroup.MmaF8Op(cutlass.Float8E4M3FN, cutlass.Float8E5M2, cutlass.Float16, (64, 256, 32),
                                      cute.nvgpu.warpgroup.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K,
                                      cute.nvgpu.OperandMajorMode.K)
    print(f8)
    print(cute.make_tiled_mma(f8, cute.make_layout((1, 2, 1))))


hopper_ops()
