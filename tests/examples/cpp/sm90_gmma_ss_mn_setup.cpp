// The C++ twin of examples/sm90_gmma_ss_mn_setup.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The setup of CUTLASS's Hopper TMA + GMMA mainloop without warp specialization (include/cutlass/gemm/collective/
  // sm90_mma_tma_gmma_ss.hpp, CollectiveMma<MainloopSm90TmaGmma<...>>), pasted statement by statement for a half_t
  // MN-major A (is_major<0,StrideA>: the smem layout tiles the atom along K first, Step<_2,_1,_3>) and a K-major B,
  // a 128x128x64 tile, 3 stages and two 64x128x16 SS GMMA warpgroups <Major::MN, Major::K>: the smem layouts, the smem
  // tensors, the warpgroup's partitions of sA and sB, their GMMA descriptor fragments (make_fragment_A/B of the
  // partitions, and partition_fragment_A/B of one stage), the accumulators and what they hold.  Not pasted: the TMA
  // copies, the pipeline, the static_asserts and the loops.  Changed, each where it stands: the collective's template
  // parameters are `using` statements, cute::conditional_t<is_major<0,Stride>(), ...> is the branch it takes,
  // storage.smem_A.data() is a null pointer (smem_B after smem_A's elements), __shfl_sync is the division it
  // broadcasts, and thread_idx is a number (thread 150: warpgroup 1).

  // -- the collective's parameters, as a kernel builder passes them ----------------------------------------------
  using TileShape = decltype(Shape<_128,_128,_64>{});
  constexpr int Stages = 3;                                                   // DispatchPolicy::Stages
  using TiledMma = decltype(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::MN,GMMA::Major::K>{},
                                           Layout<Shape<_2,_1,_1>>{}));
  using SmemLayoutAtomA = decltype(GMMA::Layout_MN_SW128_Atom<half_t>{});
  using SmemLayoutAtomB = decltype(GMMA::Layout_K_SW64_Atom<half_t>{});

  print(SmemLayoutAtomA{}); print("\n");
  print(SmemLayoutAtomB{}); print("\n");

  // Tile along modes in a way that maximizes the TMA box size.
  using SmemLayoutA = decltype(tile_to_shape(
      SmemLayoutAtomA{},
      make_shape(shape<0>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_2,_1,_3>{}));                                  // is_major<0,StrideA>() is true: A is M-major
  using SmemLayoutB = decltype(tile_to_shape(
      SmemLayoutAtomB{},
      make_shape(shape<1>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_1,_2,_3>{}));                                  // is_major<0,StrideB>() is false: B is K-major

  print(SmemLayoutA{}); print("\n");
  print(SmemLayoutB{}); print("\n");
  print(SmemLayoutA{}(_,_,cute::Int<0>{})); print("\n");                       // what make_tma_copy tiles
  print(cosize(SmemLayoutA{})); print("\n");                                    // smem_A's elements
  print(cosize(SmemLayoutB{})); print("\n");

  // -- operator()(gA, tma_load_a, gB, tma_load_b, accum, k_tile_iter, k_tile_count, thread_idx, ...) -------------
  int thread_idx = 150;
  Tensor sA = make_tensor(make_smem_ptr((half_t*)nullptr), SmemLayoutA{});                            // (BLK_M,BLK_K,PIPE)
  Tensor sB = make_tensor(make_smem_ptr((half_t*)nullptr + cosize(SmemLayoutA{})), SmemLayoutB{});    // (BLK_N,BLK_K,PIPE)

  // Number of pipelined k-tiles in smem
  constexpr int K_PIPE_MAX = Stages;

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

  Tensor tCsA = thread_mma.partition_A(sA);                                  // (MMA,MMA_M,MMA_K,PIPE)
  Tensor tCsB = thread_mma.partition_B(sB);                                  // (MMA,MMA_N,MMA_K,PIPE)

  // Allocate "fragments/descriptors"
  Tensor tCrA = thread_mma.make_fragment_A(tCsA);                            // (MMA,MMA_M,MMA_K,PIPE)
  Tensor tCrB = thread_mma.make_fragment_B(tCsB);                            // (MMA,MMA_N,MMA_K,PIPE)

  print(sA); print("\n");
  print(sB); print("\n");
  print(warp_group_thread_layout); print("\n");
  print(warp_group_thread_layout(warp_group_idx)); print("\n");
  print(tiled_mma);
  print(tCsA); print("\n");
  print(tCsB); print("\n");
  print(tCrA); print("\n");
  print(tCrB); print("\n");
  print(size<1>(tCsA)); print("\n");                                         // M, as CUTE_STATIC_ASSERT_V checks
  print(size<1>(tCsB)); print("\n");                                         // N
  print(size<2>(tCsA)); print("\n");                                         // K
  print(size<3>(tCsA)); print("\n");                                         // PIPE
  print(size<2>(sA)); print("\n");                                           // PIPE

  // The operands of the prologue's GMMAs: cute::gemm(tiled_mma, tCrA(_,_,k_block,smem_pipe_read.index()), ...)
  int read_index = 1;
  print(tCrA(_,_,3,read_index)); print("\n");
  print(tCrB(_,_,3,read_index)); print("\n");
  print(tCrA(_,_,_,read_index)); print("\n");
  print(tCsA(_,_,3,read_index)); print("\n");
  print(tCsB(_,_,3,read_index)); print("\n");

  // The same descriptors from one stage of smem, as the RS and SM80 paths write them
  print(thread_mma.partition_fragment_A(sA(_,_,0))); print("\n");
  print(thread_mma.partition_fragment_B(sB(_,_,0))); print("\n");

  // The accumulators (the kernel layer's `Tensor accumulators = partition_fragment_C(tiled_mma, take<0,2>(blk_shape));`)
  auto blk_shape = TileShape{};
  Tensor accum = partition_fragment_C(tiled_mma, take<0,2>(blk_shape));       // (MMA,MMA_M,MMA_N)
  print(accum.layout()); print("\n");
  print(size<1>(accum)); print("\n");
  print(size<2>(accum)); print("\n");
  print(thread_mma.partition_C(make_identity_tensor(take<0,2>(blk_shape)))); print("\n");   // which (m,n) they hold

  // The descriptors those GMMAs read (print(GmmaDescriptor); on the host the start address counts from the smem
  // tensor's pointer, as cast_smem_ptr_to_uint is device-only): MN-major SW128 A and K-major SW64 B
  Tensor tCrA_k = tCrA(_,_,3,read_index);
  Tensor tCrB_k = tCrB(_,_,3,read_index);
  print(tCrA_k(0));
  print(tCrB_k(0));
}
