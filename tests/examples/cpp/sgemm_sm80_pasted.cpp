// The C++ twin of examples/sgemm_sm80_pasted.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // CuTe's SM80 tutorial GEMM (examples/cute/tutorial/sgemm_sm80.cu in CUTLASS 4.2) pasted as written: gemm_nt's
  // body, then gemm_device's body, each copied from the file unchanged (its #if 0 blocks, static_asserts, loops,
  // copies and kernel launch included).  Only the functions' parameters are bound first, as a caller passes them
  // (float A, B, C of a 5120 x 5120 x 4096 NT problem; CTA (1,2), thread 5), and the values are printed at the end.
  // cutecalc skips, with one note each, the lines a calculator cannot model (the shared-memory buffer and what
  // reads it, the loops, copies, gemm, the launch); its twin (tests/examples/cpp/) compiles the other statements as
  // written, and this file's .expected is what g++ printed for them.

  // -- the file's shared-storage type, as written ------------------------------------------------------------
  // (cutecalc skips) template <class ElementA,
  // (cutecalc skips)           class ElementB,
  // (cutecalc skips)           class SmemLayoutA,
  // (cutecalc skips)           class SmemLayoutB>
  // (cutecalc skips) struct SharedStorage
  // (cutecalc skips) {
  // (cutecalc skips)   cute::ArrayEngine<ElementA, cute::cosize_v<SmemLayoutA>> A;
  // (cutecalc skips)   cute::ArrayEngine<ElementB, cute::cosize_v<SmemLayoutB>> B;
  // (cutecalc skips) };

  // -- gemm_nt(m, n, k, alpha, A, ldA, B, ldB, beta, C, ldC, stream): its parameters --------------------------
  using TA = float;
  using TB = float;
  using TC = float;
  int m = 5120, n = 5120, k = 4096;
  int ldA = m, ldB = n, ldC = m;
  auto A = (TA const*)nullptr;
  auto B = (TB const*)nullptr;
  auto C = (TC*)nullptr;

  // -- gemm_nt's body, as written -------------------------------------------------------------------------

  // Define shapes (dynamic)
  auto M = int(m);
  auto N = int(n);
  auto K = int(k);
  auto prob_shape = make_shape(M, N, K);                     // (M, N, K)

  // Define NT strides (mixed)
  auto dA = make_stride(Int<1>{}, ldA);                      // (dM, dK)
  auto dB = make_stride(Int<1>{}, ldB);                      // (dN, dK)
  auto dC = make_stride(Int<1>{}, ldC);                      // (dM, dN)

  // Define CTA tile sizes (static)
  auto bM = Int<128>{};
  auto bN = Int<128>{};
  auto bK = Int<  8>{};
  auto cta_tiler = make_shape(bM, bN, bK);                   // (BLK_M, BLK_N, BLK_K)
  auto bP = Int<3>{};  // Pipeline

  // Define the smem layouts (static)
  auto sA = make_layout(make_shape(bM, bK, bP));             // (m,k,p) -> smem_idx; m-major
  auto sB = make_layout(make_shape(bN, bK, bP));             // (n,k,p) -> smem_idx; n-major
  auto sC = make_layout(make_shape(bM, bN));                 // (m,n) -> smem_idx; m-major

  // Define the thread layouts (static)

  TiledCopy copyA = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, TA>{},
                                    Layout<Shape<_32,_8>>{}, // Thr layout 32x8 m-major
                                    Layout<Shape< _4,_1>>{});// Val layout  4x1 m-major
  TiledCopy copyB = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, TB>{},
                                    Layout<Shape<_32,_8>>{}, // Thr layout 32x8 n-major
                                    Layout<Shape< _4,_1>>{});// Val layout  4x1 n-major

  TiledMMA mmaC = make_tiled_mma(UniversalFMA<TC,TA,TB>{},
                                 Layout<Shape<_16,_16,_1>>{});  // 16x16x1 TiledMMA

  #if 0
  print(copyA);
  print(copyB);
  print(mmaC);
  #endif

  #if 0
  print_latex(copyA);
  print_latex(copyB);
  print_latex(mmaC);
  #endif

  // (cutecalc skips) int smem_size = int(sizeof(SharedStorage<TA, TB, decltype(sA), decltype(sB)>));
  dim3 dimBlock(size(mmaC));
  dim3 dimGrid(size(ceil_div(M, bM)),
               size(ceil_div(N, bN)));
  // (cutecalc skips) gemm_device<<<dimGrid, dimBlock, smem_size, stream>>>
  // (cutecalc skips)     (prob_shape, cta_tiler,
  // (cutecalc skips)      A, dA, sA, copyA, Copy_Atom<AutoVectorizingCopy, TA>{},
  // (cutecalc skips)      B, dB, sB, copyB, Copy_Atom<AutoVectorizingCopy, TB>{},
  // (cutecalc skips)      C, dC, sC, mmaC,
  // (cutecalc skips)      alpha, beta);

  // -- gemm_device(shape_MNK, cta_tiler, A, dA, sA, copyA, ..., mmaC, alpha, beta): its parameters, as the launch
  // passes them, in the block and thread the kernel runs as ----------------------------------------------------
  dim3 blockIdx(1, 2);
  dim3 threadIdx(5);
  auto shape_MNK = prob_shape;
  using ASmemLayout = decltype(sA);
  using BSmemLayout = decltype(sB);
  using CSmemLayout = decltype(sC);
  auto sA_layout = sA;
  auto sB_layout = sB;
  auto copy_a = copyA;
  auto copy_b = copyB;
  auto s2r_atom_a = Copy_Atom<AutoVectorizingCopy, TA>{};
  auto s2r_atom_b = Copy_Atom<AutoVectorizingCopy, TB>{};
  auto mma = mmaC;

  // -- gemm_device's body, as written ---------------------------------------------------------------------
  using namespace cute;

  // Preconditions
  CUTE_STATIC_ASSERT_V(rank(shape_MNK) == Int<3>{});                   // (M, N, K)
  CUTE_STATIC_ASSERT_V(rank(cta_tiler) == Int<3>{});                   // (BLK_M, BLK_N, BLK_K)

  CUTE_STATIC_ASSERT_V(size(copy_a) == size(mma));                     // NumThreads
  CUTE_STATIC_ASSERT_V(size(copy_b) == size(mma));                     // NumThreads

  static_assert(is_static<ASmemLayout>::value);
  static_assert(is_static<BSmemLayout>::value);
  static_assert(is_static<CSmemLayout>::value);

  CUTE_STATIC_ASSERT_V(size<0>(ASmemLayout{}) == size<0>(cta_tiler));  // BLK_M
  CUTE_STATIC_ASSERT_V(size<0>(CSmemLayout{}) == size<0>(cta_tiler));  // BLK_M
  CUTE_STATIC_ASSERT_V(size<0>(BSmemLayout{}) == size<1>(cta_tiler));  // BLK_N
  CUTE_STATIC_ASSERT_V(size<1>(CSmemLayout{}) == size<1>(cta_tiler));  // BLK_N
  CUTE_STATIC_ASSERT_V(size<1>(ASmemLayout{}) == size<2>(cta_tiler));  // BLK_K
  CUTE_STATIC_ASSERT_V(size<1>(BSmemLayout{}) == size<2>(cta_tiler));  // BLK_K

  CUTE_STATIC_ASSERT_V(congruent(select<0,2>(shape_MNK), dA));         // dA strides for shape MK
  CUTE_STATIC_ASSERT_V(congruent(select<1,2>(shape_MNK), dB));         // dB strides for shape NK
  CUTE_STATIC_ASSERT_V(congruent(select<0,1>(shape_MNK), dC));         // dC strides for shape MN

  //
  // Full and Tiled Tensors
  //

  // Represent the full tensors
  Tensor mA = make_tensor(make_gmem_ptr(A), select<0,2>(shape_MNK), dA); // (M,K)
  Tensor mB = make_tensor(make_gmem_ptr(B), select<1,2>(shape_MNK), dB); // (N,K)
  Tensor mC = make_tensor(make_gmem_ptr(C), select<0,1>(shape_MNK), dC); // (M,N)

  // Get the appropriate blocks for this thread block
  auto cta_coord = make_coord(blockIdx.x, blockIdx.y, _);              // (m,n,k)
  Tensor gA = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});  // (BLK_M,BLK_K,k)
  Tensor gB = local_tile(mB, cta_tiler, cta_coord, Step< X,_1,_1>{});  // (BLK_N,BLK_K,k)
  Tensor gC = local_tile(mC, cta_tiler, cta_coord, Step<_1,_1, X>{});  // (BLK_M,BLK_N)

  // Shared memory buffers
  // (cutecalc skips) extern __shared__ char shared_memory[];
  // (cutecalc skips) using SharedStorage = SharedStorage<TA, TB, ASmemLayout, BSmemLayout>;
  // (cutecalc skips) SharedStorage& smem = *reinterpret_cast<SharedStorage*>(shared_memory);
  // (cutecalc skips) Tensor sA = make_tensor(make_smem_ptr(smem.A.begin()), sA_layout);   // (BLK_M,BLK_K,PIPE)
  // (cutecalc skips) Tensor sB = make_tensor(make_smem_ptr(smem.B.begin()), sB_layout);   // (BLK_N,BLK_K,PIPE)

  //
  // Partition the copying of A and B tiles across the threads
  //

  ThrCopy thr_copy_a = copy_a.get_slice(threadIdx.x);
  Tensor tAgA = thr_copy_a.partition_S(gA);                            // (CPY,CPY_M,CPY_K,k)
  // (cutecalc skips) Tensor tAsA = thr_copy_a.partition_D(sA);                            // (CPY,CPY_M,CPY_K,PIPE)

  ThrCopy thr_copy_b = copy_b.get_slice(threadIdx.x);
  Tensor tBgB = thr_copy_b.partition_S(gB);                            // (CPY,CPY_N,CPY_K,k)
  // (cutecalc skips) Tensor tBsB = thr_copy_b.partition_D(sB);                            // (CPY,CPY_N,CPY_K,PIPE)

  // (cutecalc skips) CUTE_STATIC_ASSERT_V(size<1>(tAgA) == size<1>(tAsA));                // CPY_M
  // (cutecalc skips) CUTE_STATIC_ASSERT_V(size<2>(tAgA) == size<2>(tAsA));                // CPY_K
  // (cutecalc skips) CUTE_STATIC_ASSERT_V(size<1>(tBgB) == size<1>(tBsB));                // CPY_N
  // (cutecalc skips) CUTE_STATIC_ASSERT_V(size<2>(tBgB) == size<2>(tBsB));                // CPY_K

  //
  // PREFETCH
  //

  // (cutecalc skips) auto K_PIPE_MAX = size<3>(tAsA);

  // Total count of tiles
  int k_tile_count = size<3>(tAgA);
  // Current tile index in gmem to read from
  int k_tile_next = 0;

  // Start async loads for all pipes but the last
  // (cutecalc skips) CUTE_UNROLL
  // (cutecalc skips) for (int k_pipe = 0; k_pipe < K_PIPE_MAX-1; ++k_pipe) {
  // (cutecalc skips)   copy(copy_a, tAgA(_,_,_,k_tile_next), tAsA(_,_,_,k_pipe));
  // (cutecalc skips)   copy(copy_b, tBgB(_,_,_,k_tile_next), tBsB(_,_,_,k_pipe));
  // (cutecalc skips)   cp_async_fence();
  // (cutecalc skips)   --k_tile_count;
  // (cutecalc skips)   if (k_tile_count > 0) { ++k_tile_next; }
  // (cutecalc skips) }

  //
  // Define A/B partitioning and C accumulators
  //

  ThrMMA thr_mma = mma.get_slice(threadIdx.x);
  Tensor tCgC = thr_mma.partition_C(gC);                               // (MMA,MMA_M,MMA_N)

  // Allocate registers for pipelining
  // (cutecalc skips) Tensor tCrA = thr_mma.partition_fragment_A(sA(_,_,0));               // (MMA,MMA_M,MMA_K)
  // (cutecalc skips) Tensor tCrB = thr_mma.partition_fragment_B(sB(_,_,0));               // (MMA,MMA_N,MMA_K)
  // Allocate the accumulators -- same size as the projected data
  Tensor tCrC = thr_mma.make_fragment_C(tCgC);                         // (MMA,MMA_M,MMA_N)

  CUTE_STATIC_ASSERT_V((  shape(tCrC) == take<0,3>(shape(tCgC))));     // (MMA,MMA_M,MMA_N)
  // (cutecalc skips) CUTE_STATIC_ASSERT_V((size<1>(tCgC) == size<1>(tCrA)));              // MMA_M
  // (cutecalc skips) CUTE_STATIC_ASSERT_V((size<2>(tCgC) == size<1>(tCrB)));              // MMA_N

  // Clear the accumulators
  // (cutecalc skips) clear(tCrC);

  //
  // Copy Atom retiling
  //

  TiledCopy s2r_copy_a = make_tiled_copy_A(s2r_atom_a, mma);
  ThrCopy   s2r_thr_copy_a = s2r_copy_a.get_slice(threadIdx.x);
  // (cutecalc skips) Tensor tXsA = s2r_thr_copy_a.partition_S(sA);                        // (CPY,MMA_M,MMA_K,PIPE)
  // (cutecalc skips) Tensor tXrA = s2r_thr_copy_a.retile_D(tCrA);                         // (CPY,MMA_M,MMA_K)

  TiledCopy s2r_copy_b = make_tiled_copy_B(s2r_atom_b, mma);
  ThrCopy   s2r_thr_copy_b = s2r_copy_b.get_slice(threadIdx.x);
  // (cutecalc skips) Tensor tXsB = s2r_thr_copy_b.partition_S(sB);                        // (CPY,MMA_N,MMA_K,PIPE)
  // (cutecalc skips) Tensor tXrB = s2r_thr_copy_b.retile_D(tCrB);                         // (CPY,MMA_N,MMA_K)

  #if 0
  if(thread0()) {
    print("  mA : "); print(  mA); print("\n");
    print("  gA : "); print(  gA); print("\n");
    print("  sA : "); print(  sA); print("\n");
    print("tAgA : "); print(tAgA); print("\n");
    print("tAsA : "); print(tAsA); print("\n");
  }
  #endif

  #if 0
  if(thread0()) {
    print("  mB : "); print(  mB); print("\n");
    print("  gB : "); print(  gB); print("\n");
    print("  sB : "); print(  sB); print("\n");
    print("tBgB : "); print(tBgB); print("\n");
    print("tBsB : "); print(tBsB); print("\n");
  }
  #endif

  #if 0
  if(thread0()) {
    print("  mC : "); print(  mC); print("\n");
    print("  gC : "); print(  gC); print("\n");
    print("tCgC : "); print(tCgC); print("\n");
    print("tCrA : "); print(tCrA); print("\n");
    print("tCrB : "); print(tCrB); print("\n");
    print("tCrC : "); print(tCrC); print("\n");

    print("tXsA : "); print(tXsA); print("\n");
    print("tXrA : "); print(tXrA); print("\n");
    print("tXsB : "); print(tXsB); print("\n");
    print("tXrB : "); print(tXrB); print("\n");
  }
  #endif

  #if 1

  // Current pipe index in smem to read from
  int smem_pipe_read  = 0;
  // Current pipe index in smem to write to
  // (cutecalc skips) int smem_pipe_write = K_PIPE_MAX-1;

  // Pipe slice
  // (cutecalc skips) Tensor tXsA_p = tXsA(_,_,_,smem_pipe_read);
  // (cutecalc skips) Tensor tXsB_p = tXsB(_,_,_,smem_pipe_read);

  // Size of the register pipeline
  // (cutecalc skips) auto K_BLOCK_MAX = size<2>(tCrA);
  // (cutecalc skips) CUTE_STATIC_ASSERT_V(K_BLOCK_MAX == size<2>(tXrA));

  // PREFETCH register pipeline
  // (cutecalc skips) if (K_BLOCK_MAX > 1) {
  // (cutecalc skips)   // Wait until our first prefetched tile is loaded in
  // (cutecalc skips)   cp_async_wait<K_PIPE_MAX-2>();
  // (cutecalc skips)   __syncthreads();
  // (cutecalc skips)
  // (cutecalc skips)   // Prefetch the first rmem from the first k-tile
  // (cutecalc skips)   copy(s2r_atom_a, tXsA_p(_,_,Int<0>{}), tXrA(_,_,Int<0>{}));
  // (cutecalc skips)   copy(s2r_atom_b, tXsB_p(_,_,Int<0>{}), tXrB(_,_,Int<0>{}));
  // (cutecalc skips) }

  //
  // PIPELINED MAIN LOOP
  // TUTORIAL: Example of a gemm loop that pipelines shared memory using SM80's cp.async instructions
  //           and explicit pipelines in shared memory.
  //   Data is read from global(k_tile_next) to shared(smem_pipe_write).
  //   Data is read from shared(smem_pipe_read) to registers(k_block_next).
  //   Data is computed on registers(b_block).
  //
  //   This allows all copies and compute to overlap:
  //     Copy from gmem->smem can overlap with copies from smem->rmem and compute on rmem.
  //     Copy from smem->rmem can overlap with compute on rmem.
  //

  // (cutecalc skips) CUTE_NO_UNROLL
  // (cutecalc skips) while (k_tile_count > -(K_PIPE_MAX-1))
  // (cutecalc skips) {
  // (cutecalc skips)   CUTE_UNROLL
  // (cutecalc skips)   for (int k_block = 0; k_block < K_BLOCK_MAX; ++k_block)
  // (cutecalc skips)   {
  // (cutecalc skips)     if (k_block == K_BLOCK_MAX - 1)
  // (cutecalc skips)     {
  // (cutecalc skips)       // Slice the smem_pipe_read smem
  // (cutecalc skips)       tXsA_p = tXsA(_,_,_,smem_pipe_read);
  // (cutecalc skips)       tXsB_p = tXsB(_,_,_,smem_pipe_read);
  // (cutecalc skips)
  // (cutecalc skips)       // Commit the smem for smem_pipe_read
  // (cutecalc skips)       cp_async_wait<K_PIPE_MAX-2>();
  // (cutecalc skips)       __syncthreads();
  // (cutecalc skips)     }
  // (cutecalc skips)
  // (cutecalc skips)     // Load A, B shmem->regs for k_block+1
  // (cutecalc skips)     auto k_block_next = (k_block + Int<1>{}) % K_BLOCK_MAX;      // static
  // (cutecalc skips)     copy(s2r_atom_a, tXsA_p(_,_,k_block_next), tXrA(_,_,k_block_next));
  // (cutecalc skips)     copy(s2r_atom_b, tXsB_p(_,_,k_block_next), tXrB(_,_,k_block_next));
  // (cutecalc skips)     // Copy gmem to smem before computing gemm on each k-pipe
  // (cutecalc skips)     if (k_block == 0)
  // (cutecalc skips)     {
  // (cutecalc skips)       copy(copy_a, tAgA(_,_,_,k_tile_next), tAsA(_,_,_,smem_pipe_write));
  // (cutecalc skips)       copy(copy_b, tBgB(_,_,_,k_tile_next), tBsB(_,_,_,smem_pipe_write));
  // (cutecalc skips)       cp_async_fence();
  // (cutecalc skips)
  // (cutecalc skips)       // Advance the gmem tile
  // (cutecalc skips)       --k_tile_count;
  // (cutecalc skips)       if (k_tile_count > 0) { ++k_tile_next; }
  // (cutecalc skips)
  // (cutecalc skips)       // Advance the smem pipe
  // (cutecalc skips)       smem_pipe_write = smem_pipe_read;
  // (cutecalc skips)       smem_pipe_read = (smem_pipe_read == K_PIPE_MAX-1) ? 0 : smem_pipe_read+1;
  // (cutecalc skips)     }
  // (cutecalc skips)     // Thread-level register gemm for k_block
  // (cutecalc skips)     gemm(mma, tCrA(_,_,k_block), tCrB(_,_,k_block), tCrC);
  // (cutecalc skips)   }
  // (cutecalc skips)
  // (cutecalc skips) }

  #endif

  //
  // Epilogue
  //

  // (cutecalc skips) axpby(alpha, tCrC, beta, tCgC);

  // -- what it computed (the kernel's #if 0 prints, for the values cutecalc models) -----------------------
  print(copyA);
  print(mmaC);
  print("  mA : "); print(  mA); print("\n");
  print("  gA : "); print(  gA); print("\n");
  print("tAgA : "); print(tAgA); print("\n");
  print("  mB : "); print(  mB); print("\n");
  print("  gB : "); print(  gB); print("\n");
  print("tBgB : "); print(tBgB); print("\n");
  print("  mC : "); print(  mC); print("\n");
  print("  gC : "); print(  gC); print("\n");
  print("tCgC : "); print(tCgC); print("\n");
  print("tCrC : "); print(tCrC.layout()); print("\n");
  print(k_tile_count); print("\n");
  print(k_tile_next); print("\n");
  print(size(s2r_copy_a)); print("\n");
  print(size(s2r_copy_b)); print("\n");
}
