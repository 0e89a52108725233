# Blackwell's tcgen05 MMAs (UMMA) in the CuTe DSL's spelling, as the blackwell examples build them, pasted:
# cutecalc --dialect dsl -f examples/dsl/blackwell_ops.py
# (the DSL builds tcgen05 operations only for sm_100a: the script sets CUTE_DSL_ARCH before importing it)
import os

os.environ["CUTE_DSL_ARCH"] = "sm_100a"

import cutlass
import cutlass.cute as cute
from cutlass.cute.nvgpu import OperandMajorMode, tcgen05


@cute.jit
def blackwell_ops():
    op = tcgen05.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (128, 256, 16), tcgen05.CtaGroup.ONE,
                              tcgen05.OperandSource.SMEM, OperandMajorMode.K, OperandMajorMode.K)
    print(op)
    tiled_mma = cute.make_tiled_mma(op)
    print(tiled_mma)
    pair = tcgen05.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (256, 128), tcgen05.CtaGroup.TWO,
                                tcgen05.OperandSource.TMEM, OperandMajorMode.K, OperandMajorMode.MN)
    print(pair)
    print(cute.make_mma_atom(pair))
    tf32 = cute.nvgpu.tcgen05.MmaTF32Op((64, 64), tcgen05.CtaGroup.ONE, tcgen05.OperandSource.SMEM,
                                        cute.nvgpu.OperandMajorMode.MN, cute.nvgpu.OperandMajorMode.K)
    print(tf32)
    print(cute.make_tiled_mma(tf32, cute.make_layout((1, 2, 1))))


blackwell_ops()
