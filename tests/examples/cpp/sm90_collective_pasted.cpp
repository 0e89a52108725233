// The C++ twin of examples/sm90_collective_pasted.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
namespace cutlass::gemm::collective {
int twin() {
  // CUTLASS's Hopper TMA + GMMA warp-specialized mainloop (include/cutlass/gemm/collective/
  // sm90_mma_tma_gmma_ss_warpspecialized.hpp, CollectiveMma<MainloopSm90TmaGmmaWarpSpecialized<...>>, CUTLASS 4.2)
  // pasted as written: the class's type aliases, static_asserts, shared-memory layouts and SharedStorage, its
  // constants, the first lines of its host side (to_underlying_arguments), then the setup of mma()'s body (the smem
  // tensors, the warpgroup's partitions and GMMA descriptor fragments, the static_asserts on their sizes).  Only the
  // template parameters are bound first, as a kernel builder passes them (half_t K-major A and B, a 128x128x64 tile,
  // 4 stages, a 1x2x1 cluster, two 64x128x16 SS GMMA warpgroups), and the functions' parameters as the kernel passes
  // them (thread 200, the accumulators of sm90_gemm_tma_warpspecialized_cooperative.hpp); the values are printed at
  // the end.  cutecalc skips, with one note each, the lines it cannot model (CUTLASS's pipeline); __shfl_sync reads a
  // value every lane holds (thread_idx is the script's constant).  Its twin (tests/examples/cpp/; __shfl_sync a host
  // stand-in) compiles the other statements as written; .expected is what g++ printed (in cutlass::gemm::collective).

  // -- CollectiveMma's template parameters, as a kernel builder binds them ----------------------------------------
  constexpr int Stages = 4;
  using ClusterShape = Shape<_1,_2,_1>;
  using KernelSchedule = KernelTmaWarpSpecializedCooperative;
  using TileShape_ = Shape<_128,_128,_64>;
  using ElementA_ = half_t;
  using StrideA_ = cute::Stride<int64_t, cute::Int<1>, int64_t>;
  using ElementB_ = half_t;
  using StrideB_ = cute::Stride<int64_t, cute::Int<1>, int64_t>;
  using TiledMma_ = decltype(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{},
                                            Layout<Shape<_2,_1,_1>>{}));
  using GmemTiledCopyA_ = SM90_TMA_LOAD;
  using SmemLayoutAtomA_ = GMMA::Layout_K_SW128_Atom<half_t>;
  using SmemCopyAtomA_ = void;
  using TransformA_ = cute::identity;
  using GmemTiledCopyB_ = SM90_TMA_LOAD_MULTICAST;
  using SmemLayoutAtomB_ = GMMA::Layout_K_SW128_Atom<half_t>;
  using SmemCopyAtomB_ = void;
  using TransformB_ = cute::identity;

  // -- the class's body, as written --------------------------------------------------------------------------------
  //
  // Type Aliases
  //
  using DispatchPolicy = MainloopSm90TmaGmmaWarpSpecialized<Stages, ClusterShape, KernelSchedule>;
  using TileShape = TileShape_;
  using ElementA = ElementA_;
  using StrideA = StrideA_;
  using ElementB = ElementB_;
  using StrideB = StrideB_;
  using TiledMma = TiledMma_;
  using ElementAccumulator = typename TiledMma::ValTypeC;
  using GmemTiledCopyA = GmemTiledCopyA_;
  using GmemTiledCopyB = GmemTiledCopyB_;
  using SmemLayoutAtomA = SmemLayoutAtomA_;
  using SmemLayoutAtomB = SmemLayoutAtomB_;
  using SmemCopyAtomA = SmemCopyAtomA_;
  using SmemCopyAtomB = SmemCopyAtomB_;
  using TransformA = TransformA_;
  using TransformB = TransformB_;
  using ArchTag = typename DispatchPolicy::ArchTag;

  using CtaShape_MNK = decltype(shape_div(TileShape{}, ClusterShape{}));
  // (cutecalc skips) using MainloopPipeline = cutlass::PipelineTmaAsync<DispatchPolicy::Stages>;
  // (cutecalc skips) using PipelineState = cutlass::PipelineState<DispatchPolicy::Stages>;

  // (cutecalc skips) using PipelineParams = typename MainloopPipeline::Params;

  // One threads per CTA are producers (1 for operand tile)
  static constexpr int NumProducerThreadEvents = 1;

  static_assert(cute::rank(SmemLayoutAtomA{}) == 2, "SmemLayoutAtom must be rank 2 (M/N, K)");
  static_assert((size<0>(TileShape{}) % size<0>(SmemLayoutAtomA{})) == 0, "SmemLayoutAtom must evenly divide tile shape.");
  static_assert((size<2>(TileShape{}) % size<1>(SmemLayoutAtomA{})) == 0, "SmemLayoutAtom must evenly divide tile shape.");

  static_assert(cute::rank(SmemLayoutAtomB{}) == 2, "SmemLayoutAtom must be rank 2 (M/N, K)");
  static_assert((size<1>(TileShape{}) % size<0>(SmemLayoutAtomB{})) == 0, "SmemLayoutAtom must evenly divide tile shape.");
  static_assert((size<2>(TileShape{}) % size<1>(SmemLayoutAtomB{})) == 0, "SmemLayoutAtom must evenly divide tile shape.");

  // Tile along modes in a way that maximizes the TMA box size.
  using SmemLayoutA = decltype(tile_to_shape(
      SmemLayoutAtomA{},
      make_shape(shape<0>(TileShape{}), shape<2>(TileShape{}), Int<DispatchPolicy::Stages>{}),
      cute::conditional_t< ::cutlass::gemm::detail::is_major<0,StrideA>(), Step<_2,_1,_3>, Step<_1,_2,_3>>{}));
  using SmemLayoutB = decltype(tile_to_shape(
      SmemLayoutAtomB{},
      make_shape(shape<1>(TileShape{}), shape<2>(TileShape{}), Int<DispatchPolicy::Stages>{}),
      cute::conditional_t< ::cutlass::gemm::detail::is_major<0,StrideB>(), Step<_2,_1,_3>, Step<_1,_2,_3>>{}));

  static_assert(DispatchPolicy::Stages >= 2, "Specialization requires Stages set to value 2 or more.");
  // (cutecalc skips) static_assert(cute::is_base_of<cute::GMMA::DescriptorIterator, typename TiledMma::FrgTypeA>::value &&
  // (cutecalc skips)               cute::is_base_of<cute::GMMA::DescriptorIterator, typename TiledMma::FrgTypeB>::value,
  // (cutecalc skips)               "MMA atom must source both A and B operand from smem_desc for this mainloop.");
  static_assert(cute::is_same_v<GmemTiledCopyA, SM90_TMA_LOAD> || cute::is_same_v<GmemTiledCopyA, SM90_TMA_LOAD_MULTICAST>,
      "GmemTiledCopy - invalid SM90 TMA copy atom specified.");
  static_assert(cute::is_same_v<GmemTiledCopyB, SM90_TMA_LOAD> || cute::is_same_v<GmemTiledCopyB, SM90_TMA_LOAD_MULTICAST>,
      "GmemTiledCopy - invalid SM90 TMA copy atom specified.");

  // TMA converts f32 input to tf32 when copying from GMEM to SMEM
  // For all other types, cast to size equivalent uint type to avoid any rounding by TMA.
  static constexpr bool ConvertF32toTF32A = cute::is_same_v<float, ElementA>;
  static constexpr bool ConvertF32toTF32B = cute::is_same_v<float, ElementB>;
  using InternalElementA = cute::conditional_t<ConvertF32toTF32A, tfloat32_t, uint_bit_t<sizeof_bits_v<ElementA>>>;
  using InternalElementB = cute::conditional_t<ConvertF32toTF32B, tfloat32_t, uint_bit_t<sizeof_bits_v<ElementB>>>;

  struct SharedStorage
  {
    struct TensorStorage : cute::aligned_struct<128, _0> {
      cute::array_aligned<typename TiledMma::ValTypeA, cute::cosize_v<SmemLayoutA>> smem_A;
      cute::array_aligned<typename TiledMma::ValTypeB, cute::cosize_v<SmemLayoutB>> smem_B;
    } tensors;

  // (cutecalc skips)   using PipelineStorage = typename MainloopPipeline::SharedStorage;
  // (cutecalc skips)   PipelineStorage pipeline;
  };
  using TensorStorage = typename SharedStorage::TensorStorage;
  // (cutecalc skips) using PipelineStorage = typename SharedStorage::PipelineStorage;

  static constexpr int K_PIPE_MAX = DispatchPolicy::Stages;
  static constexpr int K_PIPE_MMAS = 1;
  static constexpr uint32_t TmaTransactionBytesMK =
        cutlass::bits_to_bytes(size<0>(SmemLayoutA{}) * size<1>(SmemLayoutA{}) * static_cast<uint32_t>(sizeof_bits<ElementA>::value));
  static constexpr uint32_t TmaTransactionBytesNK =
        cutlass::bits_to_bytes(size<0>(SmemLayoutB{}) * size<1>(SmemLayoutB{}) * static_cast<uint32_t>(sizeof_bits<ElementB>::value));
  static constexpr uint32_t TmaTransactionBytes = TmaTransactionBytesMK + TmaTransactionBytesNK;

  // -- to_underlying_arguments(problem_shape, args, workspace), the kernel's host side: its parameter and its first
  // lines, as written (what follows builds the TMA descriptors, which only a GPU's driver encodes) ------------------
  auto problem_shape = make_shape(4096, 4096, 2048);

  // Optionally append 1s until problem shape is rank-4 (MNKL), in case it is only rank-3 (MNK)
  auto problem_shape_MNKL = append<4>(problem_shape, 1);
  auto [M,N,K,L] = problem_shape_MNKL;

  // -- mma(pipeline, smem_pipe_read, accum, k_tile_count, thread_idx, shared_tensors, mainloop_params): its
  // parameters, as the kernel passes them --------------------------------------------------------------------------
  TiledMma kernel_tiled_mma;
  Tensor accum = partition_fragment_C(kernel_tiled_mma, take<0,2>(TileShape{}));
  int thread_idx = 200;
  TensorStorage shared_tensors;

  // -- mma()'s body, as written, to its main loop ------------------------------------------------------------------
  // (cutecalc skips) static_assert(is_rmem<FrgTensorC>::value, "C tensor must be rmem resident.");
  static_assert(cute::rank(SmemLayoutA{}) == 3, "Smem layout must be rank 3.");
  static_assert(cute::rank(SmemLayoutB{}) == 3, "Smem layout must be rank 3.");
  static_assert(cute::is_void_v<SmemCopyAtomA>,
    "SM90 GMMA mainloops cannot have a non-void copy atom for smem sourced instructions.");
  static_assert(cute::is_void_v<SmemCopyAtomB>,
    "SM90 GMMA mainloops cannot have a non-void copy atom for smem sourced instructions.");

  Tensor sA = make_tensor(make_smem_ptr(shared_tensors.smem_A.data()), SmemLayoutA{});          // (BLK_M,BLK_K,PIPE)
  Tensor sB = make_tensor(make_smem_ptr(shared_tensors.smem_B.data()), SmemLayoutB{});          // (BLK_N,BLK_K,PIPE)

  //
  // Define C accumulators and A/B partitioning
  //

  // Layout of warp group to thread mapping

  static_assert(stride<0>(typename TiledMma::ALayout{}) == 0 and
                stride<0>(typename TiledMma::BLayout{}) == 0 and
                size<0>(typename TiledMma::ALayout{}) == NumThreadsPerWarpGroup and
                size<0>(typename TiledMma::BLayout{}) == NumThreadsPerWarpGroup,
                "Stride of the first mode must be 0 and the size of the mode must be NumThreadsPerWarpGroup");

  constexpr int MmaWarpGroups = size(TiledMma{}) / NumThreadsPerWarpGroup;
  Layout warp_group_thread_layout = make_layout(Int<MmaWarpGroups>{},
                                                Int<NumThreadsPerWarpGroup>{});

  int warp_group_idx = __shfl_sync(0xFFFFFFFF, thread_idx / NumThreadsPerWarpGroup, 0);

  TiledMma tiled_mma;
  auto thread_mma = tiled_mma.get_slice(warp_group_thread_layout(warp_group_idx));

  Tensor tCsA = thread_mma.partition_A(sA);                                                 // (MMA,MMA_M,MMA_K,PIPE)
  Tensor tCsB = thread_mma.partition_B(sB);                                                 // (MMA,MMA_N,MMA_K,PIPE)

  // Allocate "fragments/descriptors"
  Tensor tCrA = thread_mma.make_fragment_A(tCsA);                                           // (MMA,MMA_M,MMA_K,PIPE)
  Tensor tCrB = thread_mma.make_fragment_B(tCsB);                                           // (MMA,MMA_N,MMA_K,PIPE)

  CUTE_STATIC_ASSERT_V(size<1>(tCsA) == size<1>(accum));                                                         // M
  CUTE_STATIC_ASSERT_V(size<1>(tCsB) == size<2>(accum));                                                         // N
  CUTE_STATIC_ASSERT_V(size<2>(tCsA) == size<2>(tCsB));                                                          // K
  CUTE_STATIC_ASSERT_V(size<3>(tCsA) == size<3>(tCsB));                                                       // PIPE
  CUTE_STATIC_ASSERT_V(Int<DispatchPolicy::Stages>{} == size<2>(sA));                                         // PIPE
  CUTE_STATIC_ASSERT_V(Int<DispatchPolicy::Stages>{} == size<2>(sB));                                         // PIPE

  //
  // PIPELINED MAIN LOOP
  //
  static_assert((0 <= K_PIPE_MMAS) && (K_PIPE_MMAS <  K_PIPE_MAX),
      "ERROR : Incorrect number of MMAs in flight");

  // We release buffers to producer warps(dma load) with some mmas in flight

  // -- the values --------------------------------------------------------------------------------------------------
  print(SmemLayoutA{}); print("\n");
  print(SmemLayoutB{}); print("\n");
  print(sA.layout()); print("\n");
  print(sB.layout()); print("\n");
  print(size<2>(sA)); print("\n");
  print(warp_group_thread_layout); print("\n");
  print(warp_group_idx); print("\n");
  print(tCsA.layout()); print("\n");
  print(tCsB.layout()); print("\n");
  print(tCrA.layout()); print("\n");
  print(tCrB.layout()); print("\n");
  print(accum.layout()); print("\n");
  print(DispatchPolicy::Stages); print("\n");
  print(typename DispatchPolicy::ClusterShape{}); print("\n");
  print(ConvertF32toTF32A); print("\n");
  print(sizeof_bits_v<InternalElementA>); print("\n");
  print(cute::is_same_v<InternalElementB, uint16_t>); print("\n");
  print(MmaWarpGroups); print("\n");
  print(K_PIPE_MAX); print("\n");
  print(TmaTransactionBytesMK); print("\n");
  print(TmaTransactionBytes); print("\n");
  print(problem_shape_MNKL); print("\n");
  print(K); print("\n");
  print(L); print("\n");
  return 0;
}
}
int main() { return cutlass::gemm::collective::twin(); }
