// The C++ twin of examples/sm100_tutorial_host_pasted.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The host side of CUTLASS's Blackwell tutorial GEMM (examples/cute/tutorial/blackwell/01_mma_sm100.cu, CUTLASS 4.2)
  // pasted as written: gemm_host_f16xf16_f32_f32_tnt's body, copied from the file unchanged (its asserts, std::cout,
  // the early returns, the kernel's attributes and launch included).  Only the function's parameters are bound first,
  // as main() passes them (half_t K-major A and B, float row-major C and D, a 512x1024x256 problem; null device
  // pointers), and the values are printed at the end.  cutecalc skips, with one note each, the lines a calculator
  // cannot model (the floating-point alpha and beta, the streams, the launch and what reads them); its twin
  // (tests/examples/cpp/) compiles the other statements as written, and .expected is what g++ printed for them.

  // -- the file's shared-storage type, as written -----------------------------------------------------------------
  // The shared memory buffers for A and B matrices.
  // (cutecalc skips) template <class TypeA,           // Tensor A data type
  // (cutecalc skips)           class TypeB,           // Tensor B data type
  // (cutecalc skips)           class ASmemLayout,     // (MmaA, NumMma_M, NumMma_K, ...)
  // (cutecalc skips)           class BSmemLayout>     // (MmaB, NumMma_N, NumMma_K, ...)
  // (cutecalc skips) struct SharedStorage
  // (cutecalc skips) {
  // (cutecalc skips)   alignas(128) cute::ArrayEngine<TypeA, cute::cosize_v<ASmemLayout>> A;
  // (cutecalc skips)   alignas(128) cute::ArrayEngine<TypeB, cute::cosize_v<BSmemLayout>> B;
  // (cutecalc skips)
  // (cutecalc skips)   alignas(16) cute::uint64_t mma_barrier;   // Barrier to track MMA computation on SMEM
  // (cutecalc skips)
  // (cutecalc skips)   alignas(16) cute::uint32_t tmem_base_ptr; // Base pointer for TMEM allocation
  // (cutecalc skips)
  // (cutecalc skips)   CUTE_DEVICE constexpr auto tensor_sA() { return make_tensor(make_smem_ptr(A.begin()), ASmemLayout{}); }
  // (cutecalc skips)   CUTE_DEVICE constexpr auto tensor_sB() { return make_tensor(make_smem_ptr(B.begin()), BSmemLayout{}); }
  // (cutecalc skips) };

  // -- gemm_host_f16xf16_f32_f32_tnt(device_ptr_A, layout_A, ..., alpha, beta): its parameters, as main() passes them
  using TypeA = cutlass::half_t;
  using TypeB = cutlass::half_t;
  using TypeC = float;
  using TypeD = float;
  using Alpha = float;
  using Beta = float;
  TypeA const* device_ptr_A = nullptr;
  TypeB const* device_ptr_B = nullptr;
  TypeC const* device_ptr_C = nullptr;
  TypeD      * device_ptr_D = nullptr;
  Layout layout_A = make_layout(make_shape (512, 256), make_stride(256, Int<1>{}));
  Layout layout_B = make_layout(make_shape (1024, 256), make_stride(256, Int<1>{}));
  Layout layout_C = make_layout(make_shape (512, 1024), make_stride(1024, Int<1>{}));
  Layout layout_D = make_layout(make_shape (512, 1024), make_stride(1024, Int<1>{}));
  // (cutecalc skips) Alpha const alpha = 1.0f;
  // (cutecalc skips) Beta const beta = 0.0f;

  // -- gemm_host_f16xf16_f32_f32_tnt's body, as written ----------------------------------------------------------
  assert(shape<0>(layout_A) == shape<0>(layout_C));  // Gemm_M
  assert(shape<0>(layout_A) == shape<0>(layout_D));  // Gemm_M
  assert(shape<0>(layout_B) == shape<1>(layout_C));  // Gemm_N
  assert(shape<0>(layout_B) == shape<1>(layout_D));  // Gemm_N
  assert(shape<1>(layout_A) == shape<1>(layout_B));  // Gemm_K

  // Represent the full tensors in global memory
  Tensor mA = make_tensor(make_gmem_ptr(device_ptr_A), layout_A);      // (Gemm_M, Gemm_K)
  Tensor mB = make_tensor(make_gmem_ptr(device_ptr_B), layout_B);      // (Gemm_N, Gemm_K)
  Tensor mC = make_tensor(make_gmem_ptr(device_ptr_C), layout_C);      // (Gemm_M, Gemm_N)
  Tensor mD = make_tensor(make_gmem_ptr(device_ptr_D), layout_D);      // (Gemm_M, Gemm_N)

  // Get M, N, K dimensions of the GEMM we are running
  auto Gemm_M = shape<0>(layout_A);
  auto Gemm_N = shape<0>(layout_B);
  auto Gemm_K = shape<1>(layout_A);
  // (cutecalc skips) std::cout << "Running for problem shape (MxNxK): " << Gemm_M << "x" << Gemm_N << "x" << Gemm_K << std::endl;

  ////////////////////////////////////////////////////////////
  //
  // Initialize the GEMM kernel parameters
  //
  ////////////////////////////////////////////////////////////

  // Create TiledMma. make_tiled_mma takes the target instructions and an (optional) instruction layout as parameters to create a
  // larger TiledMma from the given mma instruction.
  // See cute/arch/mma_sm100_umma.hpp for all tcgen05.mma instructions
  TiledMMA tiled_mma = make_tiled_mma(SM100_MMA_F16BF16_SS<TypeA, TypeB, TypeC,                 // Mma's A, B, and Accumulator types
                                                           128, 256,                            // Mma M and N dimensions
                                                           UMMA::Major::K, UMMA::Major::K>{});  // A and B layouts

  // We can also print and inspect the tiled_mma
  print(tiled_mma);
  // TiledMMA
  //   ThrLayoutVMNK:  (_1,_1,_1,_1):(_0,_0,_0,_0)
  //   PermutationMNK: (_,_,_)
  // MMA_Atom
  //   ThrID:      _1:_0
  //   Shape_MNK:  (_128,_256,_16)                      // MmaM, MmaN, MmaK instruction size
  //   LayoutA_TV: (_1,(_128,_16)):(_0,(_1,_128))       // TV -> MmaCoordinate mapping for A matrix
  //   LayoutB_TV: (_1,(_256,_16)):(_0,(_1,_256))       // TV -> MmaCoordinate mapping for B matrix
  //   LayoutC_TV: (_1,(_128,_256)):(_0,(_1,_128))      // TV -> MmaCoordinate mapping for C matrix

  // Define MMA tiler sizes (static)
  auto bM = tile_size<0>(tiled_mma);             // MMA Tile M. We'll use 1 MMAs per MMA Tile M.
  auto bN = tile_size<1>(tiled_mma);             // MMA Tile N. We'll use 1 MMAs per MMA Tile M.
  auto bK = tile_size<2>(tiled_mma) * Int<4>{};  // MMA Tile K. We'll use 4 MMAs per MMA Tile K. For 16b types, tcgen05.mma has K16.
  auto mma_tiler = make_shape(bM, bN, bK);       // (MMA_M, MMA_N, MMA_K)

  // In SM90,  the MMAs are CTA-local and perform thread-level partitioning.
  // In SM100, the MMAs are Cluster-local and perform CTA-level partitioning.
  // Thus, SM90 uses a cta_tiler to extract portions of the Problem for the CTA
  //  and SM100 uses a mma_tiler to extract portions of the Problem for the MMA.
  //  The MMA's partitioning then yields the CTA-local work.

  // (cutecalc skips) if (not evenly_divides(shape(mma_tiler), tile_shape(tiled_mma))) {
  // (cutecalc skips)   std::cerr << "The MMA Shape should evenly divide the MMA Tiler." << std::endl;
  // (cutecalc skips)   return;
  // (cutecalc skips) }

  // (cutecalc skips) if (not evenly_divides(make_shape(Gemm_M, Gemm_N, Gemm_K), mma_tiler)) {
  // (cutecalc skips)   std::cerr << "OOB accesses are not supported. MmaTiler_MNK should evenly divide ProblemShape_MNK." << std::endl;
  // (cutecalc skips)   return;
  // (cutecalc skips) }

  //
  // Determine the SMEM layouts:
  //

  //  * SMEM layouts for A and B must match the post-partitioned (CTA-local) shapes expected by the MMA instructions.
  //  * CuTe provides partition_shape_[A|B] functions to determine the post-partitioned shape.
  //    These functions take the TiledMma, and the MMA Tile Shape as inputs and returns a shape that is at least rank-3
  //    where the first mode has the same shape as the MMA instruction, 2nd and 3rd mode expresses the number of time
  //    MMA instr is repeated in M/N mode and K mode of MMA tile, respectively.
  //  * Note that SMEM layouts are needed to determine SMEM allocation for kernel launch.

  // Pre-partitioned Tile Shape (MmaTile_M, MmaTile_K) to post-partitioned (MmaA, NumMma_M, NumMma_K)
  auto mma_shape_A = partition_shape_A(tiled_mma, make_shape(size<0>(mma_tiler), size<2>(mma_tiler)));
  // Pre-partitioned Tile Shape (MmaTile_N, MmaTile_K) to post-partitioned (MmaB, NumMma_N, NumMma_K)
  auto mma_shape_B = partition_shape_B(tiled_mma, make_shape(size<1>(mma_tiler), size<2>(mma_tiler)));

  // Print and inspect mma_shape_A, and mma_shape_B for this example.
  print("mma_shape_A:\t"); print(mma_shape_A); print("\n");  // mma_shape_A:  ((_128,_16),_1,_4)
  print("mma_shape_B:\t"); print(mma_shape_B); print("\n");  // mma_shape_B:  ((_256,_16),_1,_4)

  // A and B tensors are swizzled in SMEM to improve MMA performance.
  //  * However, expressing swizzled layouts is very hard.
  //  * CuTe provides tile_to_mma_shape functions for SM100 to create swizzled layouts for post-partitioned Mma Shapes
  auto sA_layout = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<TypeA>{}, mma_shape_A);
  auto sB_layout = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<TypeB>{}, mma_shape_B);

  // Print and inspect sA_layout and sB_layout for this example.
  print("sA_layout:\t"); print(sA_layout); print("\n");      // sA_layout:   Sw<3,4,3> o smem_ptr[16b](unset) o ((_128,_16),_1,_4):((_64,_1),_0,_16)
  print("sB_layout:\t"); print(sB_layout); print("\n");      // sB_layout:   Sw<3,4,3> o smem_ptr[16b](unset) o ((_256,_16),_1,_4):((_64,_1),_0,_16)

  // Now we can find the SMEM allocation size
  // (cutecalc skips) using SMEMStorage = SharedStorage<TypeA, TypeB, decltype(sA_layout), decltype(sB_layout)>;

  // The cluster shape and layout
  auto cluster_shape = make_shape(Int<1>{}, Int<1>{}, Int<1>{});
  Layout cluster_layout_vmnk = tiled_divide(make_layout(cluster_shape),
                                            make_tile(typename decltype(tiled_mma)::AtomThrID{}));

  ////////////////////////////////////////////////////////////
  //
  // Launch GEMM kernel
  //
  ////////////////////////////////////////////////////////////

  dim3 dimBlock(128);
  dim3 dimCluster(size<0>(cluster_shape), size<1>(cluster_shape), size<2>(cluster_shape));
  dim3 dimGrid(size(ceil_div(Gemm_M, bM * size<1>(cluster_layout_vmnk))) * dimCluster.x,
               size(ceil_div(Gemm_N, bN * size<2>(cluster_layout_vmnk))) * dimCluster.y);
  // (cutecalc skips) int  smemBytes = sizeof(SMEMStorage);

  // (cutecalc skips) auto* kernel_ptr = &gemm_device<SMEMStorage,
  // (cutecalc skips)                                 decltype(mA), decltype(mB), decltype(mC), decltype(mD),
  // (cutecalc skips)                                 decltype(mma_tiler), decltype(tiled_mma), decltype(cluster_shape),
  // (cutecalc skips)                                 Alpha, Beta>;

  // Set kernel attributes (set SMEM)
  // (cutecalc skips) CUTE_CHECK_ERROR(cudaFuncSetAttribute(kernel_ptr,
  // (cutecalc skips)                                       cudaFuncAttributeMaxDynamicSharedMemorySize,
  // (cutecalc skips)                                       smemBytes));

  // (cutecalc skips) printf("Grid launched: %d, %d, %d\n", dimGrid.x, dimGrid.y, dimGrid.z);
  // (cutecalc skips) printf("Cluster launched: %d, %d, %d\n", dimCluster.x, dimCluster.y, dimCluster.z);

  // (cutecalc skips) cutlass::ClusterLaunchParams params = {dimGrid, dimBlock, dimCluster, smemBytes};
  // (cutecalc skips) cutlass::Status status = cutlass::launch_kernel_on_cluster(params, (void const*) kernel_ptr,
  // (cutecalc skips)                                                            mA, mB, mC, mD,
  // (cutecalc skips)                                                            mma_tiler, tiled_mma, cluster_shape,
  // (cutecalc skips)                                                            alpha, beta);
  // (cutecalc skips) CUTE_CHECK_LAST();

  // (cutecalc skips) if (status != cutlass::Status::kSuccess) {
  // (cutecalc skips)   std::cerr << "Error: Failed at kernel Launch" << std::endl;
  // (cutecalc skips) }

  // -- the values ------------------------------------------------------------------------------------------------
  print(layout_A); print("\n");
  print(mA); print("\n");
  print(mD); print("\n");
  print(Gemm_M); print("\n");
  print(Gemm_K); print("\n");
  print(mma_tiler); print("\n");
  print(mma_shape_A); print("\n");
  print(mma_shape_B); print("\n");
  print(sA_layout); print("\n");
  print(sB_layout); print("\n");
  print(cosize(sA_layout)); print("\n");
  print(cluster_shape); print("\n");
  print(cluster_layout_vmnk); print("\n");
  print(dimBlock.x); print("\n");
  print(dimGrid.x); print("\n");
  print(dimGrid.y); print("\n");
}
