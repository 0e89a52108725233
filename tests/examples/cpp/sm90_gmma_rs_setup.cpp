// The C++ twin of examples/sm90_gmma_rs_setup.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The consumer's setup of CUTLASS's Hopper TMA + GMMA mainloop with A from registers (include/cutlass/gemm/collective/
  // sm90_mma_tma_gmma_rs_warpspecialized.hpp, CollectiveMma<MainloopSm90TmaGmmaRmemAWarpSpecialized<...>>::mma), pasted
  // statement by statement for a half_t K-major A and B (two-byte inputs: no SwapAB, no TransposeB), a 128x128x64
  // tile, 4 stages, two 64x128x16 RS GMMA warpgroups and LDSM x4 for A: the smem tensors made position-independent,
  // the thread's partition of sA and its register fragment, the warpgroup's descriptors of B, and the LDSM copy's
  // partition of the swizzled sA and its view of the fragment.  Not pasted: the TMA copies, the pipeline, the
  // transposition, the static_asserts and the loops.  Changed, each where it stands: the collective's template
  // parameters are `using` statements, cute::conditional_t<...> is the branch it takes, shared_tensors.smem_A.data()
  // is a null pointer (smem_B after smem_A's elements), __shfl_sync is the division it broadcasts, and thread_idx is a
  // number (thread 133: warpgroup 1, lane 5).

  // -- the collective's parameters, as a kernel builder passes them ----------------------------------------------
  using TileShape = decltype(Shape<_128,_128,_64>{});
  constexpr int Stages = 4;                                                   // DispatchPolicy::Stages
  using TiledMma = decltype(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>{},
                                           Layout<Shape<_2,_1,_1>>{}));
  using InternalSmemLayoutAtomA = decltype(GMMA::Layout_K_SW128_Atom<half_t>{});   // SmemLayoutAtomA (!SwapAB)
  using InternalSmemLayoutAtomB = decltype(GMMA::Layout_K_SW128_Atom<half_t>{});   // SmemLayoutAtomB
  using InternalSmemCopyAtomA = decltype(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{});  // SmemCopyAtomA

  // Tile along modes in a way that maximizes the TMA box size.  (is_major<0,InternalStride>() is false: K-major.)
  using SmemLayoutA = decltype(tile_to_shape(
      InternalSmemLayoutAtomA{},
      make_shape(shape<0>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_1,_2,_3>{}));
  using SmemLayoutB = decltype(tile_to_shape(
      InternalSmemLayoutAtomB{},
      make_shape(shape<1>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_1,_2,_3>{}));
  // SmemLayoutB for GMMA is different from SmemLayoutB for TMA if TransposeB (it is not: the same tiling)
  using GmmaSmemLayoutB = decltype(tile_to_shape(
      InternalSmemLayoutAtomB{},
      make_shape(shape<1>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{}),
      Step<_1,_2,_3>{}));

  // -- mma(pipeline, smem_pipe_read, accum, k_tile_count, thread_idx, shared_tensors, mainloop_params) ------------
  int thread_idx = 133;
  int warp_group_thread_idx = thread_idx % 128;

  Tensor sA_ = make_tensor(make_smem_ptr((half_t*)nullptr), SmemLayoutA{});                           // (BLK_M,BLK_K,PIPE)
  Tensor sA = as_position_independent_swizzle_tensor(sA_);                                          // (BLK_M,BLK_K,PIPE)

  Tensor sB_ = make_tensor(make_smem_ptr((half_t*)nullptr + cosize(SmemLayoutA{})), SmemLayoutB{});   // (BLK_N,BLK_K,PIPE)
  Tensor sB  = as_position_independent_swizzle_tensor(sB_);                                         // (BLK_M,BLK_K,PIPE)

  // If TransposeB, GMMA will read from transposed B layout SMEM
  Tensor gmma_sB_position_dependent = make_tensor(make_smem_ptr((half_t*)nullptr + cosize(SmemLayoutA{})),
                                                  GmmaSmemLayoutB{});                               // (BLK_N,BLK_K,PIPE)
  Tensor gmma_sB = as_position_independent_swizzle_tensor(gmma_sB_position_dependent);              // (BLK_N,BLK_K,PIPE)

  print(sA_); print("\n");
  print(sA); print("\n");
  print(sB); print("\n");
  print(gmma_sB); print("\n");

  //
  // Define C accumulators and A/B partitioning
  //

  constexpr int NumThreadsPerWarpGroup = 128;
  constexpr int MmaWarpGroups = size(TiledMma{}) / NumThreadsPerWarpGroup;
  Layout warp_group_thread_layout = make_layout(Int<MmaWarpGroups>{},
                                                Int<NumThreadsPerWarpGroup>{});

  int warp_group_idx = thread_idx / NumThreadsPerWarpGroup;      // __shfl_sync(0xFFFFFFFF, thread_idx / NumThreadsPerWarpGroup, 0)

  TiledMma tiled_mma = TiledMma{};
  auto mma_thread_slice = tiled_mma.get_thread_slice(thread_idx);
  auto mma_warpgroup_slice = tiled_mma.get_slice(warp_group_thread_layout(warp_group_idx));

  // Allocate fragments and descriptors
  Tensor tCsA = mma_thread_slice.partition_A(sA);
  Tensor tCrA = mma_thread_slice.partition_fragment_A(sA(_,_,Int<0>{}));                    // (MMA,MMA_M,MMA_K,PIPE)
  Tensor tCsB = mma_warpgroup_slice.partition_B(gmma_sB_position_dependent);                // (MMA,MMA_N,MMA_K,PIPE)
  Tensor tCrB = mma_warpgroup_slice.make_fragment_B(tCsB);                                  // (MMA,MMA_N,MMA_K,PIPE)

  print(tiled_mma);
  print(tCsA); print("\n");
  print(tCrA.layout()); print("\n");
  print(tCsB); print("\n");
  print(tCrB); print("\n");

  //
  // Copy Atom A retiling
  //

  auto smem_tiled_copy_A = make_tiled_copy_A(InternalSmemCopyAtomA{}, tiled_mma);

  auto smem_thr_copy_A   = smem_tiled_copy_A.get_thread_slice(thread_idx);

  Tensor tCrA_copy_view  = smem_thr_copy_A.retile_D(tCrA);                                       // (CPY,CPY_M,CPY_K)
  Tensor tCsA_copy_view  = smem_thr_copy_A.partition_S(sA);                                      // (CPY,CPY_M,CPY_K)

  print(smem_tiled_copy_A);
  print(tCrA_copy_view.layout()); print("\n");
  print(tCsA_copy_view); print("\n");

  // What CUTE_STATIC_ASSERT_V compares
  print(size<1>(tCsA)); print(" "); print(size<1>(tCrA_copy_view)); print("\n");                 // CPY_M
  print(size<2>(tCsA)); print(" "); print(size<2>(tCrA_copy_view)); print("\n");                 // CPY_K
  print(size<2>(tCsA)); print(" "); print(size<2>(tCsB)); print("\n");                           // K
  print(size<3>(tCsA)); print(" "); print(size<3>(tCsB)); print("\n");                           // PIPE

  // What the first k tile's copies and GMMAs read: copy(smem_tiled_copy_A, tCsA_copy_view(_,_,k_block,read_stage),
  // tCrA_copy_view(_,_,k_block)), cute::gemm(tiled_mma, tCrA(_,_,k_block), tCrB(_,_,k_block,read_stage), accum)
  int read_stage = 2;
  print(tCsA_copy_view(_,_,0,read_stage)); print("\n");
  print(tCsA_copy_view(_,_,1,read_stage)); print("\n");
  print(tCrA_copy_view(_,_,1).layout()); print("\n");
  print(tCrA(_,_,1).layout()); print("\n");
  print(tCrB(_,_,1,read_stage)); print("\n");
}
