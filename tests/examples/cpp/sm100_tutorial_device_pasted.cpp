// The C++ twin of examples/sm100_tutorial_device_pasted.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The kernel of CUTLASS's Blackwell tutorial GEMM (examples/cute/tutorial/blackwell/01_mma_sm100.cu, CUTLASS 4.2)
  // pasted as written: gemm_device's body, copied from the file unchanged (its prints under thread0(), the shared
  // memory, the TMEM allocation, the mainloop and the epilogue's copies included).  Only the kernel's parameters are
  // bound first, as gemm_host_f16xf16_f32_f32_tnt launches it (sm100_tutorial_host_pasted.cute: half_t K-major A and
  // B, float row-major C and D, a 512x1024x256 problem, the 128x256x16 SS UMMA, a 1x1x1 cluster; null device
  // pointers), in block (1,2) and thread 37, and the values are printed at the end.  cutecalc skips, with one note
  // each, the lines a calculator cannot model: the shared-memory buffer and what reads it, the TMEM allocation (after
  // `tCtAcc.data() = shared_storage.tmem_base_ptr;` tCtAcc's address is the allocator's, so the epilogue that reads
  // tCtAcc is skipped too), the loops, copies and MMAs; its twin (tests/examples/cpp/) compiles the other statements
  // as written, and .expected is what g++ printed for them.

  // -- gemm_device(mA, mB, mC, mD, mma_tiler, tiled_mma, cluster_shape, alpha, beta): its parameters, as
  // gemm_host_f16xf16_f32_f32_tnt passes them, in the block and thread the kernel runs as ---------------------------
  using TypeA = cutlass::half_t;
  using TypeB = cutlass::half_t;
  using TypeC = float;
  using TypeD = float;
  Tensor mA = make_tensor(make_gmem_ptr((TypeA const*)nullptr), make_layout(make_shape(512, 256), make_stride(256, Int<1>{})));
  Tensor mB = make_tensor(make_gmem_ptr((TypeB const*)nullptr), make_layout(make_shape(1024, 256), make_stride(256, Int<1>{})));
  Tensor mC = make_tensor(make_gmem_ptr((TypeC const*)nullptr), make_layout(make_shape(512, 1024), make_stride(1024, Int<1>{})));
  Tensor mD = make_tensor(make_gmem_ptr((TypeD*)nullptr), make_layout(make_shape(512, 1024), make_stride(1024, Int<1>{})));
  TiledMMA tiled_mma = make_tiled_mma(SM100_MMA_F16BF16_SS<TypeA, TypeB, TypeC, 128, 256, UMMA::Major::K, UMMA::Major::K>{});
  auto mma_tiler = make_shape(tile_size<0>(tiled_mma), tile_size<1>(tiled_mma), tile_size<2>(tiled_mma) * Int<4>{});
  auto cluster_shape = make_shape(Int<1>{}, Int<1>{}, Int<1>{});
  using TiledMMA = decltype(tiled_mma);
  // (cutecalc skips) float alpha = 1.0f;
  // (cutecalc skips) float beta = 0.0f;
  dim3 blockIdx(1, 2);
  dim3 threadIdx(37);

  // -- gemm_device's body, as written ------------------------------------------------------------------------------
  // Step 1: The Prologue.

  // The CTA layout within the Cluster: (V,M,N,K) -> CTA idx
  Layout cluster_layout_vmnk = tiled_divide(make_layout(cluster_shape),
                                            make_tile(typename TiledMMA::AtomThrID{}));

  // Construct the MMA grid coordinate from the CTA grid coordinate
  auto mma_coord_vmnk = make_coord(blockIdx.x % size<0>(cluster_layout_vmnk), // Peer CTA coordinate
                                   blockIdx.x / size<0>(cluster_layout_vmnk), //    MMA-M coordinate
                                   blockIdx.y,                                //    MMA-N coordinate
                                   _);                                        //    MMA-K coordinate

  // Partition the GMEM tensors with the mma_tiler and mma_coord to get the slices processed
  //   by this mma tile.
  // CuTe provides local_tile partitioning function. local_tile accepts 4 parameters:
  //   * Tensor to partition
  //   * Tiler to use for partitioning
  //   * Coordinate to use for slicing the partitioned tensor
  //   * Projection to ignore unwanted modes of the Tiler and Coordinate
  auto mma_coord = select<1,2,3>(mma_coord_vmnk);
  Tensor gA = local_tile(mA, mma_tiler, mma_coord, Step<_1, X,_1>{});  // (MmaTile_M, MmaTile_K, Tiles_K)
  Tensor gB = local_tile(mB, mma_tiler, mma_coord, Step< X,_1,_1>{});  // (MmaTile_N, MmaTile_K, Tiles_K)
  Tensor gC = local_tile(mC, mma_tiler, mma_coord, Step<_1,_1, X>{});  // (MmaTile_M, MmaTile_N)
  Tensor gD = local_tile(mD, mma_tiler, mma_coord, Step<_1,_1, X>{});  // (MmaTile_M, MmaTile_N)

  // (cutecalc skips) if (thread0()) {
  // (cutecalc skips)   print("mA:\t"); print(mA); print("\n");   // mA:   gmem_ptr[16b](GMEM_ADDR_A) o (512,256):(256,_1)
  // (cutecalc skips)   print("mB:\t"); print(mB); print("\n");   // mB:   gmem_ptr[16b](GMEM_ADDR_B) o (1024,256):(256,_1)
  // (cutecalc skips)   print("mC:\t"); print(mC); print("\n");   // mC:   gmem_ptr[32b](GMEM_ADDR_C) o (512,1024):(1024,_1)
  // (cutecalc skips)   print("mD:\t"); print(mD); print("\n");   // mD:   gmem_ptr[32b](GMEM_ADDR_D) o (512,1024):(1024,_1)
  // (cutecalc skips)
  // (cutecalc skips)   print("gA:\t"); print(gA); print("\n");   // gA:   gmem_ptr[16b](GMEM_ADDR_A + offset_for_mma_tile) o (_128,_64,4):(256,_1,_64)
  // (cutecalc skips)   print("gB:\t"); print(gB); print("\n");   // gB:   gmem_ptr[16b](GMEM_ADDR_B + offset_for_mma_tile) o (_256,_64,4):(256,_1,_64)
  // (cutecalc skips)   print("gC:\t"); print(gC); print("\n");   // gC:   gmem_ptr[32b](GMEM_ADDR_C + offset_for_mma_tile) o (_128,_256):(1024,_1)
  // (cutecalc skips)   print("gD:\t"); print(gD); print("\n");   // gD:   gmem_ptr[32b](GMEM_ADDR_D + offset_for_mma_tile) o (_128,_256):(1024,_1)
  // (cutecalc skips) } __syncthreads();

  // The SMEM tensors

  // Allocate SMEM
  // (cutecalc skips) extern __shared__ char shared_memory[];
  // (cutecalc skips) SharedStorage& shared_storage = *reinterpret_cast<SharedStorage*>(shared_memory);

  // Represent the SMEM buffers for A and B
  // (cutecalc skips) Tensor tCsA = shared_storage.tensor_sA();         // (MmaA, NumMma_M, NumMma_K, Tiles_K)
  // (cutecalc skips) Tensor tCsB = shared_storage.tensor_sB();         // (MmaB, NumMma_M, NumMma_K, Tiles_K)

  //
  // Mma partitioning for A and B
  //
  // Note: Partitioned tensors use tXgY naming convention:
  //  tXgY -> The partitioning pattern tX applied to tensor gY

  auto mma_v = get<0>(mma_coord_vmnk);
  ThrMMA cta_mma = tiled_mma.get_slice(mma_v);   // Use Peer CTA coordinate
  Tensor tCgA = cta_mma.partition_A(gA);         // (MmaA, NumMma_M, NumMma_K, Tiles_K)
  Tensor tCgB = cta_mma.partition_B(gB);         // (MmaB, NumMma_N, NumMma_K, Tiles_K)
  Tensor tCgC = cta_mma.partition_C(gC);         // (MmaC, NumMma_M, NumMma_N)
  Tensor tCgD = cta_mma.partition_C(gD);         // (MmaC, NumMma_M, NumMma_N)

  // (cutecalc skips) if (thread0()) {
  // (cutecalc skips)   print("tCgA:\t"); print(tCgA); print("\n");  // tCgA:   gmem_ptr[16b](GMEM_ADDR_A + offset_for_mma_tile + offset_for_mma) o ((_128,_16),_1,_4,4):((256,_1),_0,_16,_64)
  // (cutecalc skips)   print("tCgB:\t"); print(tCgB); print("\n");  // tCgB:   gmem_ptr[16b](GMEM_ADDR_B + offset_for_mma_tile + offset_for_mma) o ((_256,_16),_1,_4,4):((256,_1),_0,_16,_64)
  // (cutecalc skips)   print("tCgC:\t"); print(tCgC); print("\n");  // tCgC:   gmem_ptr[32b](GMEM_ADDR_C + offset_for_mma_tile + offset_for_mma) o ((_128,_256),_1,_1):((1024,_1),_0,_0)
  // (cutecalc skips)   print("tCgD:\t"); print(tCgD); print("\n");  // tCgD:   gmem_ptr[32b](GMEM_ADDR_D + offset_for_mma_tile + offset_for_mma) o ((_128,_256),_1,_1):((1024,_1),_0,_0)
  // (cutecalc skips) } __syncthreads();

  // MMA Fragment Allocation
  // We allocate "fragments" which are SMEM descriptors that serve as inputs to cute::gemm operations.
  // For tcgen05.mma operations:
  // - Matrices A and B are sourced from SMEM
  // - tCrA and tCrB provide descriptor views of tCsA and tCsB respectively
  // - The first mode of each descriptor represents the SMEM for a single MMA operation
  // (cutecalc skips) Tensor tCrA = cta_mma.make_fragment_A(tCsA);      // (MmaA, NumMma_M, NumMma_K, Tiles_K)
  // (cutecalc skips) Tensor tCrB = cta_mma.make_fragment_B(tCsB);      // (MmaB, NumMma_M, NumMma_K, Tiles_K)

  // TMEM Allocation
  // On SM100 architecture, accumulators are stored exclusively in tensor memory (TMEM).
  // ThrMma's make_fragment_C() creates a TMEM tensor with the appropriate layout for the accumulator.
  Tensor tCtAcc = cta_mma.make_fragment_C(tCgC);    // (MmaC, NumMma_M, NumMma_N)

  // (cutecalc skips) uint32_t elect_one_thr  = cute::elect_one_sync();
  uint32_t elect_one_warp = (threadIdx.x / 32 == 0);

  // (cutecalc skips) using TmemAllocator = cute::TMEM::Allocator1Sm;
  // (cutecalc skips) TmemAllocator tmem_allocator{};

  // (cutecalc skips) if (elect_one_warp) {
  // (cutecalc skips)   tmem_allocator.allocate(TmemAllocator::Sm100TmemCapacityColumns, &shared_storage.tmem_base_ptr);
  // (cutecalc skips) }
  // (cutecalc skips) __syncthreads(); // Wait for all threads until warp0 allocates TMEM
  // (cutecalc skips) tCtAcc.data() = shared_storage.tmem_base_ptr;

  // (cutecalc skips) if (thread0()) {
  // (cutecalc skips)   print("tCsA:\t"); print(tCsA); print("\n");     // tCsA:   Sw<3,4,3>_smem_ptr[16b](SMEM_ADDR_A) o ((_128,_16),_1,_4):((_64,_1),_0,_16)
  // (cutecalc skips)   print("tCsB:\t"); print(tCsB); print("\n");     // tCsB:   Sw<3,4,3>_smem_ptr[16b](SMEM_ADDR_B) o ((_256,_16),_1,_4):((_64,_1),_0,_16)
  // (cutecalc skips)   print("tCrA:\t"); print(tCrA); print("\n");     // tCrA:   UMMA::DescriptorIterator o (_1,_1,_4):(_0,_0,_2)
  // (cutecalc skips)   print("tCrB:\t"); print(tCrB); print("\n");     // tCrB:   UMMA::DescriptorIterator o (_1,_1,_4):(_0,_0,_2)
  // (cutecalc skips)   print("tCtAcc:\t"); print(tCtAcc); print("\n"); // tCtAcc: tmem_[32b](TMEM_ADDR) o ((_128,_256),_1,_1):((_65536,_1),_0,_0)
  // (cutecalc skips) } __syncthreads();


  // Barrier Initialization
  // Barriers in SMEM initialized by a single thread.
  // (cutecalc skips) if (elect_one_warp && elect_one_thr) {
  // (cutecalc skips)   cute::initialize_barrier(shared_storage.mma_barrier, /* num_ctas */ 1);
  // (cutecalc skips) }
  int mma_barrier_phase_bit = 0;  // Each barrier has an associated phase_bit.
  // (cutecalc skips) __syncthreads();                // Make sure all threads observe barrier initialization.

  // Step 2: The Mainloop.

  // Set mma accumulate option to zero so that the first MMA instruction will clear the TMEM accumulator.
  // (cutecalc skips) tiled_mma.accumulate_ = UMMA::ScaleOut::Zero;

  // Execute a MmaTile_M x MmaTile_N x GEMM_K GEMM
  // (cutecalc skips) for (int k_tile = 0; k_tile < size<3>(tCgA); ++k_tile)
  // (cutecalc skips) {
  // (cutecalc skips)   // Step 2a: Load A and B tiles
  // (cutecalc skips)
  // (cutecalc skips)   // Using auto-vectorized copy operation:
  // (cutecalc skips)   // - Utilizes 128 threads for parallel data transfer
  // (cutecalc skips)   // - Copy operations are distributed efficiently across all threads
  // (cutecalc skips)   // - CuTe can automatically determine optimal vector width
  // (cutecalc skips)   cooperative_copy<128>(threadIdx.x, tCgA(_,_,_,k_tile), tCsA); // Load MmaTile_M x MmaTile_K A tile
  // (cutecalc skips)   cooperative_copy<128>(threadIdx.x, tCgB(_,_,_,k_tile), tCsB); // Load MmaTile_N x MmaTile_K B tile
  // (cutecalc skips)
  // (cutecalc skips)   // Step 2b: Execute the MMAs for this tile
  // (cutecalc skips)
  // (cutecalc skips)   // Wait for loads to SMEM to complete with __syncthreads()
  // (cutecalc skips)   __syncthreads();
  // (cutecalc skips)
  // (cutecalc skips)   // tcgen05.mma instructions require single-thread execution:
  // (cutecalc skips)   // - Only one warp performs the MMA-related loop operations
  // (cutecalc skips)   // - CuTe operations internally manage the single-thread execution of tcgen05.mma and tcgen05.cp
  // (cutecalc skips)   // - No explicit elect_one_sync region is needed from the user
  // (cutecalc skips)   if (elect_one_warp) {
  // (cutecalc skips)     // Execute a MmaTile_M x MmaTile_N x MmaTile_K GEMM
  // (cutecalc skips)     for (int k_block = 0; k_block < size<2>(tCrA); ++k_block) {
  // (cutecalc skips)       gemm(tiled_mma, tCrA(_,_,k_block), tCrB(_,_,k_block), tCtAcc);
  // (cutecalc skips)       tiled_mma.accumulate_ = UMMA::ScaleOut::One;
  // (cutecalc skips)     }
  // (cutecalc skips)     // Ensure MMAs are completed, only then we can reuse the A and B SMEM.
  // (cutecalc skips)     cutlass::arch::umma_arrive(&shared_storage.mma_barrier);
  // (cutecalc skips)   }
  // (cutecalc skips)   // Wait MMAs to complete to avoid overwriting the A and B SMEM.
  // (cutecalc skips)   cute::wait_barrier(shared_storage.mma_barrier, mma_barrier_phase_bit);
  // (cutecalc skips)   mma_barrier_phase_bit ^= 1;
  // (cutecalc skips) }

  // Step 3: The Epilogue.

  // Create the tiled copy operation for the accumulator (TMEM -> RMEM)
  // (cutecalc skips) TiledCopy tiled_t2r_copy = make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, tCtAcc);
  // (cutecalc skips) ThrCopy   thr_t2r_copy   = tiled_t2r_copy.get_slice(threadIdx.x);

  // (cutecalc skips) Tensor tDgC = thr_t2r_copy.partition_D(tCgC);                   // (CpyD, NumCpy_M, NumCpy_N)
  // (cutecalc skips) Tensor tDrC = make_fragment_like(tDgC);                         // (CpyD, NumCpy_M, NumCpy_N)
  // Load C tensor GMEM -> RMEM
  // (cutecalc skips) copy(tDgC, tDrC);

  // (cutecalc skips) Tensor tDtAcc = thr_t2r_copy.partition_S(tCtAcc);               // (CpyS, NumCpy_M, NumCpy_N)
  // (cutecalc skips) Tensor tDgD   = thr_t2r_copy.partition_D(tCgD);                 // (CpyD, NumCpy_M, NumCpy_N)
  // (cutecalc skips) using AccType = typename decltype(tCtAcc)::value_type;
  // (cutecalc skips) Tensor tDrAcc = make_tensor<AccType>(shape(tDgD));              // (CpyD, NumCpy_M, NumCpy_N)
  // Load TMEM -> RMEM
  // (cutecalc skips) copy(tiled_t2r_copy, tDtAcc, tDrAcc);

  // AXPBY RMEM -> RMEM: tDrC = alpha * tDrAcc + beta * tDrC
  // (cutecalc skips) axpby(alpha, tDrAcc, beta, tDrC);
  // Store RMEM -> GMEM
  // (cutecalc skips) copy(tDrC, tDgD);

  // (cutecalc skips) __syncthreads();

  // Release the right to allocate before deallocations so that the next CTA can rasterize
  // Then deallocate TMEM
  // (cutecalc skips) if (elect_one_warp) {
  // (cutecalc skips)   tmem_allocator.release_allocation_lock();
  // (cutecalc skips)   tmem_allocator.free(shared_storage.tmem_base_ptr, TmemAllocator::Sm100TmemCapacityColumns);
  // (cutecalc skips) }

  // -- the values ------------------------------------------------------------------------------------------------
  print(cluster_layout_vmnk); print("\n");
  print(mma_coord_vmnk); print("\n");
  print(mma_coord); print("\n");
  print(gA); print("\n");
  print(gB); print("\n");
  print(gC); print("\n");
  print(gD); print("\n");
  print(mma_v); print("\n");
  print(tCgA); print("\n");
  print(tCgB); print("\n");
  print(tCgC); print("\n");
  print(tCgD); print("\n");
  print(elect_one_warp); print("\n");
}
