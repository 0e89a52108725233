// The C++ twin of examples/sgemm_sm80_setup.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The setup of CuTe's SM80 tutorial GEMM (examples/cute/tutorial/sgemm_sm80.cu in CUTLASS), pasted statement by
  // statement: gemm_tn's half_t definitions (128x128x64 CTA tile, 3 stages, Sw<3,3,3> smem, cp.async and LDSM), then
  // gemm_device's tensors and partitions, for thread 5 of CTA (1,2) of a 5120 x 5120 x 4096 problem.  Not pasted:
  // the static_asserts, the copies, gemm and the loops (they move data, which a calculator does not have).  Changed,
  // each where it stands: the kernel's parameters are bound by `auto` statements (with the host's sA, sB, sC layouts
  // named sA_layout, sB_layout, sC_layout, so that the kernel's tensors keep their names), blockIdx and threadIdx
  // are numbers, the pointers are null (smem's B after A's elements), and a register fragment is printed by its
  // layout (C++ prints its stack address).

  // -- gemm_tn(m, n, k, alpha, A, ldA, B, ldB, beta, C, ldC): the host's definitions --------------------------
  int m = 5120;
  int n = 5120;
  int k = 4096;
  int ldA = k;
  int ldB = k;
  int ldC = m;

  // Define shapes (dynamic)
  auto M = int(m);
  auto N = int(n);
  auto K = int(k);
  auto prob_shape = make_shape(M, N, K);                     // (M, N, K)

  // Define TN strides (mixed)
  auto dA = make_stride(ldA, Int<1>{});                      // (dM, dK)
  auto dB = make_stride(ldB, Int<1>{});                      // (dN, dK)
  auto dC = make_stride(Int<1>{}, ldC);                      // (dM, dN)

  // Define CTA tile sizes (static)
  auto bM = Int<128>{};
  auto bN = Int<128>{};
  auto bK = Int< 64>{};
  auto cta_tiler = make_shape(bM, bN, bK);                   // (BLK_M, BLK_N, BLK_K)
  auto bP = Int<3>{};  // Pipeline

  // Define the smem layouts (static)
  // Swizzles for LDSM and 128b k-major loads
  auto swizzle_atom = composition(Swizzle<3,3,3>{},
                                  Layout<Shape <_8,Shape <_8, _8>>,
                                         Stride<_8,Stride<_1,_64>>>{});

  auto sA_layout = tile_to_shape(swizzle_atom, make_shape(bM,bK,bP));      // gemm_tn's sA
  auto sB_layout = tile_to_shape(swizzle_atom, make_shape(bN,bK,bP));      // gemm_tn's sB
  auto sC_layout = make_layout(make_shape(bM, bN));                        // gemm_tn's sC

  // Define the thread layouts (static)

  TiledCopy copyA = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, cute::half_t>{},
                                    Layout<Shape<_16,_8>,Stride<_8,_1>>{},  // Thr layout 16x8 k-major
                                    Layout<Shape< _1,_8>>{});               // Val layout  1x8 k-major
  TiledCopy copyB = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, cute::half_t>{},
                                    Layout<Shape<_16,_8>,Stride<_8,_1>>{},  // Thr layout 16x8 k-major
                                    Layout<Shape< _1,_8>>{});               // Val layout  1x8 n-major

  TiledMMA mmaC = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},
                                 Layout<Shape<_2,_2>>{},    // 2x2x1 MMA Atoms
                                 Tile<_32,_32,_16>{});      // 32x32x16 Tiled MMA for LDSM

  auto s2r_atom_A = Copy_Atom<SM75_U32x4_LDSM_N, half_t>{};   // Copy_Atom<SM75_U32x4_LDSM_N, half_t> s2r_atom_A;
  auto s2r_atom_B = Copy_Atom<SM75_U32x4_LDSM_N, half_t>{};   // Copy_Atom<SM75_U32x4_LDSM_N, half_t> s2r_atom_B;

  print(copyA);
  print(copyB);
  print(mmaC);

  // -- gemm_device<<<dimGrid, dimBlock>>>(prob_shape, cta_tiler, A, dA, sA, copyA, s2r_atom_A, B, ..., mmaC, ...) --
  auto shape_MNK = prob_shape;
  auto A = (cute::half_t const*)nullptr;
  auto B = (cute::half_t const*)nullptr;
  auto C = (cute::half_t*)nullptr;
  auto copy_a = copyA;
  auto copy_b = copyB;
  auto s2r_atom_a = s2r_atom_A;
  auto s2r_atom_b = s2r_atom_B;
  auto mma = mmaC;

  //
  // Full and Tiled Tensors
  //

  // Represent the full tensors
  Tensor mA = make_tensor(make_gmem_ptr(A), select<0,2>(shape_MNK), dA); // (M,K)
  Tensor mB = make_tensor(make_gmem_ptr(B), select<1,2>(shape_MNK), dB); // (N,K)
  Tensor mC = make_tensor(make_gmem_ptr(C), select<0,1>(shape_MNK), dC); // (M,N)

  // Get the appropriate blocks for this thread block
  auto cta_coord = make_coord(1, 2, _);                                // (m,n,k): blockIdx.x = 1, blockIdx.y = 2
  Tensor gA = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});  // (BLK_M,BLK_K,k)
  Tensor gB = local_tile(mB, cta_tiler, cta_coord, Step< X,_1,_1>{});  // (BLK_N,BLK_K,k)
  Tensor gC = local_tile(mC, cta_tiler, cta_coord, Step<_1,_1, X>{});  // (BLK_M,BLK_N)

  // Shared memory buffers (smem.A.begin() and smem.B.begin(): B's elements after A's)
  Tensor sA = make_tensor(make_smem_ptr((cute::half_t*)nullptr), sA_layout);                       // (BLK_M,BLK_K,PIPE)
  Tensor sB = make_tensor(make_smem_ptr((cute::half_t*)nullptr + cosize(sA_layout)), sB_layout);   // (BLK_N,BLK_K,PIPE)

  //
  // Partition the copying of A and B tiles across the threads
  //

  int thread_idx = 5;                                                  // threadIdx.x

  ThrCopy thr_copy_a = copy_a.get_slice(thread_idx);
  Tensor tAgA = thr_copy_a.partition_S(gA);                            // (CPY,CPY_M,CPY_K,k)
  Tensor tAsA = thr_copy_a.partition_D(sA);                            // (CPY,CPY_M,CPY_K,PIPE)

  ThrCopy thr_copy_b = copy_b.get_slice(thread_idx);
  Tensor tBgB = thr_copy_b.partition_S(gB);                            // (CPY,CPY_N,CPY_K,k)
  Tensor tBsB = thr_copy_b.partition_D(sB);                            // (CPY,CPY_N,CPY_K,PIPE)

  //
  // PREFETCH
  //

  auto K_PIPE_MAX = size<3>(tAsA);

  // Total count of tiles
  int k_tile_count = size<3>(tAgA);
  // Current tile index in gmem to read from
  int k_tile_next = 0;

  //
  // Define A/B partitioning and C accumulators
  //

  ThrMMA thr_mma = mma.get_slice(thread_idx);
  Tensor tCgC = thr_mma.partition_C(gC);                               // (MMA,MMA_M,MMA_N)

  // Allocate registers for pipelining
  Tensor tCrA = thr_mma.partition_fragment_A(sA(_,_,0));               // (MMA,MMA_M,MMA_K)
  Tensor tCrB = thr_mma.partition_fragment_B(sB(_,_,0));               // (MMA,MMA_N,MMA_K)
  // Allocate the accumulators -- same size as the projected data
  Tensor tCrC = thr_mma.make_fragment_C(tCgC);                         // (MMA,MMA_M,MMA_N)

  //
  // Copy Atom retiling
  //

  TiledCopy s2r_copy_a = make_tiled_copy_A(s2r_atom_a, mma);
  ThrCopy   s2r_thr_copy_a = s2r_copy_a.get_slice(thread_idx);
  Tensor tXsA = s2r_thr_copy_a.partition_S(sA);                        // (CPY,MMA_M,MMA_K,PIPE)
  Tensor tXrA = s2r_thr_copy_a.retile_D(tCrA);                         // (CPY,MMA_M,MMA_K)

  TiledCopy s2r_copy_b = make_tiled_copy_B(s2r_atom_b, mma);
  ThrCopy   s2r_thr_copy_b = s2r_copy_b.get_slice(thread_idx);
  Tensor tXsB = s2r_thr_copy_b.partition_S(sB);                        // (CPY,MMA_N,MMA_K,PIPE)
  Tensor tXrB = s2r_thr_copy_b.retile_D(tCrB);                         // (CPY,MMA_N,MMA_K)

  // The kernel's (#if 0) prints, thread 5's rather than thread 0's
  print("  mA : "); print(  mA); print("\n");
  print("  gA : "); print(  gA); print("\n");
  print("  sA : "); print(  sA); print("\n");
  print("tAgA : "); print(tAgA); print("\n");
  print("tAsA : "); print(tAsA); print("\n");

  print("  mB : "); print(  mB); print("\n");
  print("  gB : "); print(  gB); print("\n");
  print("  sB : "); print(  sB); print("\n");
  print("tBgB : "); print(tBgB); print("\n");
  print("tBsB : "); print(tBsB); print("\n");

  print("  mC : "); print(  mC); print("\n");
  print("  gC : "); print(  gC); print("\n");
  print("tCgC : "); print(tCgC); print("\n");
  print("tCrA : "); print(tCrA.layout()); print("\n");
  print("tCrB : "); print(tCrB.layout()); print("\n");
  print("tCrC : "); print(tCrC.layout()); print("\n");

  print("tXsA : "); print(tXsA); print("\n");
  print("tXrA : "); print(tXrA.layout()); print("\n");
  print("tXsB : "); print(tXsB); print("\n");
  print("tXrB : "); print(tXrB.layout()); print("\n");

  print(K_PIPE_MAX); print("\n");
  print(k_tile_count); print("\n");

  // Current pipe index in smem to read from
  int smem_pipe_read  = 0;
  // Current pipe index in smem to write to
  int smem_pipe_write = K_PIPE_MAX-1;

  // Pipe slice
  Tensor tXsA_p = tXsA(_,_,_,smem_pipe_read);
  Tensor tXsB_p = tXsB(_,_,_,smem_pipe_read);

  // Size of the register pipeline
  auto K_BLOCK_MAX = size<2>(tCrA);
  print(K_BLOCK_MAX); print("\n");

  // What the main loop's copies and gemm take, k-block 1 of the pipe stage 1 (smem_pipe_read after one turn)
  print(tXsA_p(_,_,Int<0>{})); print("\n");
  print(tXrA(_,_,Int<0>{}).layout()); print("\n");
  print(tXsA(_,_,1,1)); print("\n");
  print(tXsB(_,_,1,1)); print("\n");
  print(tAgA(_,_,_,k_tile_next)); print("\n");
  print(tAsA(_,_,_,smem_pipe_write)); print("\n");
  print(tCrA(_,_,1).layout()); print("\n");
}
