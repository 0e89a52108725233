# CuTe DSL atoms, tiled MMAs and copies, register tensors and the DSL's own helpers, as the DSL writes them
# (its operations from cute.nvgpu, as CUTLASS's ampere examples use them), pasted:
# cutecalc --dialect dsl -f examples/dsl/atoms.py
import cutlass
import cutlass.cute as cute
from cutlass.cute.nvgpu import cpasync, warp


@cute.jit
def atoms():
    op = warp.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (16, 8, 8))
    print(op)
    print(cute.make_mma_atom(op))
    tiled_mma = cute.make_tiled_mma(op, (4, 1, 1))
    print(tiled_mma)
    fma = cute.nvgpu.MmaUniversalOp(cutlass.Float32)
    atoms_layout = cute.make_layout((16, 16, 1), stride=(16, 1, 0))
    perm_m = cute.make_layout((atoms_layout.shape[0], 4), stride=(4, 1))
    perm_n = cute.make_layout((atoms_layout.shape[1], 4), stride=(4, 1))
    print(cute.make_tiled_mma(fma, atoms_layout, permutation_mnk=(perm_m, perm_n, None)))

    universal = cute.nvgpu.CopyUniversalOp()
    print(universal)
    print(cute.make_copy_atom(universal, cutlass.Float32))
    print(cute.make_copy_atom(universal, cutlass.Float16, num_bits_per_copy=64))
    g2s = cpasync.CopyG2SOp(cache_mode=cpasync.LoadCacheMode.GLOBAL)
    print(g2s)
    print(cute.make_copy_atom(g2s, cutlass.Float16, num_bits_per_copy=128))
    print(cute.make_copy_atom(cpasync.CopyG2SOp(), cutlass.Float32, num_bits_per_copy=32))
    ldsm_t = warp.LdMatrix8x8x16bOp(transpose=True, num_matrices=4)
    print(ldsm_t)
    print(cute.make_copy_atom(warp.StMatrix8x8x16bOp(False, 4), cutlass.Float16))

    copy_c = cute.make_tiled_copy_C(cute.make_copy_atom(universal, cutlass.Float16), tiled_mma)
    print(copy_c)
    thr_copy = copy_c.get_slice(3)
    print(thr_copy.partition_S(cute.make_identity_tensor((64, 64))))
    thr_mma = tiled_mma.get_slice(5)
    print(thr_mma.partition_A(cute.make_identity_tensor((64, 16))))
    print(thr_mma.partition_C(cute.make_identity_tensor((64, 64))))

    print(cute.make_rmem_tensor(cute.make_layout((4, 8), stride=(8, 1)), cutlass.Float32))
    print(cute.make_rmem_tensor(((2, 2), 3), cutlass.Boolean))

    print(cute.increment_coord(((3, 1), 2), ((4, 2), 8)))
    print(cute.increment_coord((3, 7), (4, 8)))
    print(cute.ScaledBasis(2, 0), cute.ScaledBasis(4, [0, 1]), cute.ScaledBasis(cute.Ratio(1, 2), 1))
    layout = cute.make_layout((4, 8), stride=(cute.ScaledBasis(2, 0), cute.ScaledBasis(1, 1)))
    print(layout, cute.crd2idx((2, 3), layout))
    print(cute.unflatten((1, 2, 3, 4), ((0, 0), (0, 0))))


atoms()
