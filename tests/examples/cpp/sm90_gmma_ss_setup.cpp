// The C++ twin of examples/sm90_gmma_ss_setup.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The setup of CUTLASS's Hopper TMA + GMMA mainloop (include/cutlass/gemm/collective/sm90_mma_tma_gmma_ss_warpspecialized.hpp,
  // CollectiveMma<MainloopSm90TmaGmmaWarpSpecialized<...>>), pasted statement by statement for a half_t K-major A and B,
  // a 128x128x64 tile, 4 stages and two 64x128x16 SS GMMA warpgroups: the smem layouts (tile_to_shape of the GMMA
  // atoms), the smem tensors, the warpgroup's partitions of sA and sB, their GMMA descriptor fragments, and the
  // accumulators of the kernel layer (sm90_gemm_tma_warpspecialized_cooperative.hpp).  Not pasted: the TMA copies
  // (make_tma_copy_A_sm90 and its partitions), the pipeline, the static_asserts and the loops.  Changed, each where it
  // stands: the collective's template parameters are `using` statements, a declaration without a value gets `= X{}`,
  // shared_tensors.smem_A.data() is a null pointer (smem_B after smem_A's elements), __shfl_sync is the division it
  // broadcasts, and thread_idx is a number (thread 200: warpgroup 1).

  // -- the collective's parameters, as a kernel builder passes them ----------------------------------------------
  using TileShape = decltype(Shape<_128,_128,_64>{});
  constexpr int Stages = 4;                                                   // DispatchPolicy::Stages
  using TiledMma = decltype(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{},
                                           Layout<Shape<_2,_1,_1>>{}));
  using SmemLayoutAtomA = decltype(GMMA::Layout_K_SW128_Atom<half_t>{});
  using SmemLayoutAtomB = decltype(GMMA::Layout_K_SW128_Atom<half_t>{});

  // Tile along modes in a way that maximizes the TMA box size.  (A and B are K-major: is_major<0,Stride> is false.)
  using SmemLayoutA = decltype(tile_to_shape(
      SmemLayoutAtomA{},
      make_shape(shape<0>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_1,_2,_3>{}));
  using SmemLayoutB = decltype(tile_to_shape(
      SmemLayoutAtomB{},
      make_shape(shape<1>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_1,_2,_3>{}));

  print(SmemLayoutA{}); print("\n");
  print(SmemLayoutB{}); print("\n");
  print(SmemLayoutA{}(_,_,cute::Int<0>{})); print("\n");                       // what make_tma_copy_A_sm90 tiles

  // -- mma(pipeline, smem_pipe_read, accum, k_tile_count, thread_idx, shared_tensors, mainloop_params) ------------
  int thread_idx = 200;
  Tensor sA = make_tensor(make_smem_ptr((half_t*)nullptr), SmemLayoutA{});                            // (BLK_M,BLK_K,PIPE)
  Tensor sB = make_tensor(make_smem_ptr((half_t*)nullptr + cosize(SmemLayoutA{})), SmemLayoutB{});    // (BLK_N,BLK_K,PIPE)

  //
  // Define C accumulators and A/B partitioning
  //

  // Layout of warp group to thread mapping
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
  print(warp_group_thread_layout); print("\n");
  print(thread_mma);
  print(tCsA); print("\n");
  print(tCsB); print("\n");
  print(tCrA); print("\n");
  print(tCrB); print("\n");

  // The descriptors the first k-block's GMMA reads, of stage 2: cute::gemm(tiled_mma, tCrA(_,_,k_block,read_stage), ...)
  int read_stage = 2;
  print(tCrA(_,_,0,read_stage)); print("\n");
  print(tCrB(_,_,0,read_stage)); print("\n");
  print(size<2>(tCrA)); print("\n");

  // The accumulators (the kernel layer's `Tensor accumulators = partition_fragment_C(tiled_mma, take<0,2>(blk_shape));`)
  auto blk_shape = TileShape{};
  Tensor accumulators = partition_fragment_C(tiled_mma, take<0,2>(blk_shape));             // (MMA,MMA_M,MMA_N)
  print(accumulators.layout()); print("\n");
  print(thread_mma.partition_C(make_identity_tensor(take<0,2>(blk_shape)))); print("\n");   // which (m,n) they hold

  // The same smem operand as the SM80 path sees it: sA(_,_,0) of the GMMA atom's tiling, position-independent
  print(as_position_independent_swizzle_tensor(sA(_,_,0))); print("\n");
}
