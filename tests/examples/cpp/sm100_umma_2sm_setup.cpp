// The C++ twin of examples/sm100_umma_2sm_setup.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The setup of CUTLASS's Blackwell tutorial GEMM on two SMs (examples/cute/tutorial/blackwell/04_mma_tma_2sm_sm100.cu,
  // gemm_host_f16xf16_f32_f32_tnt and gemm_device), pasted statement by statement for a 512x1024x256 half_t GEMM: the
  // 256x256x16 2x1SM SS UMMA (one MMA over a pair of peer CTAs), its MMA tiler, the per-CTA smem layouts
  // (UMMA::tile_to_mma_shape), the 4x4 cluster's (V,M,N,K) layout, and for block (5,2) -- the second CTA of its pair --
  // the CTA's tiles, its MMA partitions (get_slice of the peer CTA coordinate), the descriptor fragments and the TMEM
  // accumulator; then the first CTA's partitions of the same tiles.  Not pasted: the TMA atoms and their partitions,
  // the launch, the TMEM allocator, the loops and the epilogue.  Changed, each where it stands: TypeA..TypeD are
  // `using` statements, the device pointers are null pointers and A and B are those gmem tensors (the tutorial passes
  // the TMA coordinate tensors), blockIdx is a pair of numbers, the atom's AtomThrID is written out (Layout<_2>), and
  // shared_storage.tensor_sA() is the smem tensor it makes at a null address.

  using TypeA = half_t;
  using TypeB = half_t;
  using TypeC = float;
  using TypeD = float;

  int Gemm_M = 512;
  int Gemm_N = 1024;
  int Gemm_K = 256;
  auto layout_A = make_layout(make_shape(Gemm_M, Gemm_K), make_stride(Gemm_K, Int<1>{}));   // (Gemm_M,Gemm_K):(Gemm_K,_1)
  auto layout_B = make_layout(make_shape(Gemm_N, Gemm_K), make_stride(Gemm_K, Int<1>{}));   // (Gemm_N,Gemm_K):(Gemm_K,_1)
  auto layout_C = make_layout(make_shape(Gemm_M, Gemm_N), make_stride(Gemm_N, Int<1>{}));   // (Gemm_M,Gemm_N):(Gemm_N,_1)

  Tensor mA = make_tensor(make_gmem_ptr((TypeA*)nullptr), layout_A);      // (Gemm_M, Gemm_K)
  Tensor mB = make_tensor(make_gmem_ptr((TypeB*)nullptr), layout_B);      // (Gemm_N, Gemm_K)
  Tensor mC = make_tensor(make_gmem_ptr((TypeC*)nullptr), layout_C);      // (Gemm_M, Gemm_N)

  // Create TiledMma. make_tiled_mma takes the target instructions and an (optional) instruction layout as parameters to create a
  // larger TiledMma from the given mma instruction.
  TiledMMA tiled_mma = make_tiled_mma(SM100_MMA_F16BF16_2x1SM_SS<TypeA, TypeB, TypeC,                 // Mma's A, B, and Accumulator types
                                                                 256, 256,                            // Mma M and N dimensions
                                                                 UMMA::Major::K, UMMA::Major::K>{});  // A and B layouts

  // We can also print and inspect the tiled_mma
  print(tiled_mma);

  // Define MMA tiler sizes (static)
  auto bM = tile_size<0>(tiled_mma);             // MMA Tile M. We'll use 1 MMAs per MMA Tile M.
  auto bN = tile_size<1>(tiled_mma);             // MMA Tile N. We'll use 1 MMAs per MMA Tile M.
  auto bK = tile_size<2>(tiled_mma) * Int<4>{};  // MMA Tile K. We'll use 4 MMAs per MMA Tile K. For 16b types, tcgen05.mma has K16.
  auto mma_tiler = make_shape(bM, bN, bK);       // (MMA_M, MMA_N, MMA_K)
  print("mma_tiler:\t"); print(mma_tiler); print("\n");

  // Pre-partitioned Tile Shape (MmaTile_M, MmaTile_K) to post-partitioned (MmaA, NumMma_M, NumMma_K)
  auto mma_shape_A = partition_shape_A(tiled_mma, make_shape(size<0>(mma_tiler), size<2>(mma_tiler)));
  // Pre-partitioned Tile Shape (MmaTile_N, MmaTile_K) to post-partitioned (MmaB, NumMma_N, NumMma_K)
  auto mma_shape_B = partition_shape_B(tiled_mma, make_shape(size<1>(mma_tiler), size<2>(mma_tiler)));
  print("mma_shape_A:\t"); print(mma_shape_A); print("\n");  // mma_shape_A:  ((_128,_16),_1,_4)
  print("mma_shape_B:\t"); print(mma_shape_B); print("\n");  // mma_shape_B:  ((_128,_16),_1,_4)

  auto sA_layout = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<TypeA>{}, mma_shape_A);
  auto sB_layout = UMMA::tile_to_mma_shape(UMMA::Layout_K_SW128_Atom<TypeB>{}, mma_shape_B);
  print("sA_layout:\t"); print(sA_layout); print("\n");
  print("sB_layout:\t"); print(sB_layout); print("\n");

  // The cluster shape and layout
  auto cluster_shape = make_shape(Int<4>{}, Int<4>{}, Int<1>{});
  Layout cluster_layout_vmnk = tiled_divide(make_layout(cluster_shape),
                                            make_tile(Layout<_2>{}));   // typename decltype(tiled_mma)::AtomThrID{}
  print("cluster_layout_vmnk:\t"); print(cluster_layout_vmnk); print("\n");

  // -- gemm_device, in block (5,2): the peer CTA 1 of MMA-M coordinate 2 ------------------------------------------
  int blockIdx_x = 5;
  int blockIdx_y = 2;
  auto mma_coord_vmnk = make_coord(blockIdx_x % size<0>(cluster_layout_vmnk), // Peer CTA coordinate
                                   blockIdx_x / size<0>(cluster_layout_vmnk), //    MMA-M coordinate
                                   blockIdx_y,                                //    MMA-N coordinate
                                   _);                                        //    MMA-K coordinate
  print(mma_coord_vmnk); print("\n");

  auto mma_coord = select<1,2,3>(mma_coord_vmnk);
  Tensor gA = local_tile(mA, mma_tiler, mma_coord, Step<_1, X,_1>{});  // (MmaTile_M, MmaTile_K, Tiles_K)
  Tensor gB = local_tile(mB, mma_tiler, mma_coord, Step< X,_1,_1>{});  // (MmaTile_N, MmaTile_K, Tiles_K)
  Tensor gC = local_tile(mC, mma_tiler, mma_coord, Step<_1,_1, X>{});  // (MmaTile_M, MmaTile_N)
  print("gA:\t"); print(gA); print("\n");
  print("gB:\t"); print(gB); print("\n");
  print("gC:\t"); print(gC); print("\n");

  Tensor tCsA = make_tensor(make_smem_ptr((TypeA*)nullptr), sA_layout);                        // (MmaA, NumMma_M, NumMma_K, Tiles_K)
  Tensor tCsB = make_tensor(make_smem_ptr((TypeB*)nullptr + cosize(sA_layout)), sB_layout);    // (MmaB, NumMma_M, NumMma_K, Tiles_K)

  // Mma partitioning for A and B
  auto mma_v = get<0>(mma_coord_vmnk);
  ThrMMA cta_mma = tiled_mma.get_slice(mma_v);   // Use Peer CTA coordinate
  Tensor tCgA = cta_mma.partition_A(gA);         // (MmaA, NumMma_M, NumMma_K, Tiles_K)
  Tensor tCgB = cta_mma.partition_B(gB);         // (MmaB, NumMma_N, NumMma_K, Tiles_K)
  Tensor tCgC = cta_mma.partition_C(gC);         // (MmaC, NumMma_M, NumMma_N)
  print("tCgA:\t"); print(tCgA); print("\n");
  print("tCgB:\t"); print(tCgB); print("\n");
  print("tCgC:\t"); print(tCgC); print("\n");

  Tensor tCrA = cta_mma.make_fragment_A(tCsA);      // (MmaA, NumMma_M, NumMma_K, Tiles_K)
  Tensor tCrB = cta_mma.make_fragment_B(tCsB);      // (MmaB, NumMma_M, NumMma_K, Tiles_K)
  Tensor tCtAcc = cta_mma.make_fragment_C(tCgC);    // (MmaC, NumMma_M, NumMma_N)
  print("tCsA:\t"); print(tCsA); print("\n");
  print("tCsB:\t"); print(tCsB); print("\n");
  print("tCrA:\t"); print(tCrA); print("\n");
  print("tCrB:\t"); print(tCrB); print("\n");
  print("tCtAcc:\t"); print(tCtAcc); print("\n");

  // The pair's other CTA (peer 0, block (4,2)) reads the other halves of the same tiles
  ThrMMA peer_mma = tiled_mma.get_slice(0);
  print(peer_mma.partition_A(gA)); print("\n");
  print(peer_mma.partition_B(gB)); print("\n");
  print(peer_mma.partition_C(gC)); print("\n");
  print(peer_mma.make_fragment_C(peer_mma.partition_C(gC))); print("\n");
}
