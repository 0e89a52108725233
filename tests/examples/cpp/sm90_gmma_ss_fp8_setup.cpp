// The C++ twin of examples/sm90_gmma_ss_fp8_setup.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The consumer's setup of CUTLASS's Hopper FP8 mainloop (include/cutlass/gemm/collective/
  // sm90_mma_tma_gmma_ss_warpspecialized_fp8.hpp, CollectiveMma<MainloopSm90TmaGmmaWarpSpecializedFP8<...>>::mma),
  // pasted statement by statement for float_e4m3_t K-major A and B (FP8 GMMA reads K-major operands only), a
  // 128x128x128 tile, 5 stages and two 64x128x32 SS GMMA warpgroups: the smem layouts, the warpgroup's partitions
  // and descriptors, the accumulators of the kernel layer and the FP8 promotion's temporary accumulators.  Not
  // pasted: the TMA copies, the pipeline, GmmaFP8Accumulation's own state, the static_asserts and the loops.  Changed,
  // each where it stands: the collective's template parameters are `using` statements, shared_tensors.smem_A.data()
  // is a null pointer (smem_B after smem_A's elements), __shfl_sync is the division it broadcasts, and thread_idx is
  // a number (thread 77: warpgroup 0).

  // -- the collective's parameters, as a kernel builder passes them ----------------------------------------------
  using TileShape = decltype(Shape<_128,_128,_128>{});
  constexpr int Stages = 5;                                                   // DispatchPolicy::Stages
  using TiledMma = decltype(make_tiled_mma(SM90_64x128x32_F32E4M3E4M3_SS_TN<>{},
                                           Layout<Shape<_2,_1,_1>>{}));
  using SmemLayoutAtomA = decltype(GMMA::Layout_K_SW128_Atom<float_e4m3_t>{});
  using SmemLayoutAtomB = decltype(GMMA::Layout_K_SW128_Atom<float_e4m3_t>{});

  // Tile along modes in a way that maximizes the TMA box size.  (is_major<0,Stride>() is false: K-major.)
  using SmemLayoutA = decltype(tile_to_shape(
      SmemLayoutAtomA{},
      make_shape(shape<0>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_1,_2,_3>{}));
  using SmemLayoutB = decltype(tile_to_shape(
      SmemLayoutAtomB{},
      make_shape(shape<1>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_1,_2,_3>{}));

  print(SmemLayoutAtomA{}); print("\n");
  print(SmemLayoutA{}); print("\n");
  print(SmemLayoutB{}); print("\n");

  // -- mma(pipeline, smem_pipe_read, accum, k_tile_count, thread_idx, shared_tensors, mainloop_params) ------------
  int thread_idx = 77;
  Tensor sA = make_tensor(make_smem_ptr((float_e4m3_t*)nullptr), SmemLayoutA{});                         // (BLK_M,BLK_K,PIPE)
  Tensor sB = make_tensor(make_smem_ptr((float_e4m3_t*)nullptr + cosize(SmemLayoutA{})), SmemLayoutB{}); // (BLK_N,BLK_K,PIPE)

  //
  // Define C accumulators and A/B partitioning
  //

  constexpr int NumThreadsPerWarpGroup = 128;
  constexpr int MmaWarpGroups = size(TiledMma{}) / NumThreadsPerWarpGroup;
  Layout warp_group_thread_layout = make_layout(Int<MmaWarpGroups>{},
                                                Int<NumThreadsPerWarpGroup>{});

  int warp_group_idx = thread_idx / NumThreadsPerWarpGroup;      // __shfl_sync(0xFFFFFFFF, thread_idx / NumThreadsPerWarpGroup, 0)

  TiledMma tiled_mma = TiledMma{};
  auto thread_mma = tiled_mma.get_slice(warp_group_thread_layout(warp_group_idx));

  Tensor tCsA = thread_mma.partition_A(sA);                                                 // (MMA,MMA_M,MMA_K,PIPE)
  Tensor tCsB = thread_mma.partition_B(sB);                                                 // (MMA,MMA_N,MMA_K,PIPE)

  // Allocate "fragments/descriptors"
  Tensor tCrA = thread_mma.make_fragment_A(tCsA);                                           // (MMA,MMA_M,MMA_K,PIPE)
  Tensor tCrB = thread_mma.make_fragment_B(tCsB);                                           // (MMA,MMA_N,MMA_K,PIPE)

  print(sA); print("\n");
  print(sB); print("\n");
  print(tiled_mma);
  print(tCsA); print("\n");
  print(tCsB); print("\n");
  print(tCrA); print("\n");
  print(tCrB); print("\n");

  // The accumulators (the kernel layer's `Tensor accumulators = partition_fragment_C(tiled_mma, take<0,2>(blk_shape));`)
  auto blk_shape = TileShape{};
  Tensor accum = partition_fragment_C(tiled_mma, take<0,2>(blk_shape));                     // (MMA,MMA_M,MMA_N)
  print(accum.layout()); print("\n");

  // Prologue GMMAs: the FP8 promotion accumulates in a temporary of the accumulators' layout
  auto accm_temp = cute::make_fragment_like(accum);
  print(accm_temp.layout()); print("\n");
  print(size<2>(tCrA)); print("\n");                                       // GmmaFP8Accumulation's k-blocks per tile

  // The descriptors the first k-block's GMMAs read, of stage 3 (the k-block advances the start address)
  int read_stage = 3;
  print(tCrA(_,_,0,read_stage)(0)); print("\n");
  print(tCrA(_,_,1,read_stage)(0)); print("\n");
  print(tCrB(_,_,0,read_stage)(0)); print("\n");
}
