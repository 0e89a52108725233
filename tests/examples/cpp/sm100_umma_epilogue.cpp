// The C++ twin of examples/sm100_umma_epilogue.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The epilogue of CUTLASS's Blackwell tutorial GEMM (examples/cute/tutorial/blackwell/01_mma_sm100.cu, gemm_device's
  // "Step 3: The Epilogue"), pasted statement by statement after the setup it reads (as in sm100_umma_setup.cute: a
  // 512x1024x256 half_t GEMM, float C and D row-major, the 128x256x16 SS UMMA, block (1,2)), in thread 37: the TMEM ->
  // register tiled copy make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, tCtAcc) (four warps, each over its 32 lanes of
  // tensor memory), its thread's partitions of the accumulator (partition_S) and of C and D in global memory
  // (partition_D), the register fragment of C, and the register accumulator of the accumulator's element type
  // (`using AccType = typename decltype(tCtAcc)::value_type;`, make_tensor<AccType>).  Not pasted: the copies and
  // axpby.  Changed, each where it stands: the device pointers are null pointers, blockIdx and threadIdx are numbers,
  // and the register fragments print their layouts (C++ prints a stack address).

  using TypeC = float;
  using TypeD = float;

  int Gemm_M = 512;
  int Gemm_N = 1024;
  auto layout_C = make_layout(make_shape(Gemm_M, Gemm_N), make_stride(Gemm_N, Int<1>{}));   // (Gemm_M,Gemm_N):(Gemm_N,_1)
  auto layout_D = make_layout(make_shape(Gemm_M, Gemm_N), make_stride(Gemm_N, Int<1>{}));   // (Gemm_M,Gemm_N):(Gemm_N,_1)
  Tensor mC = make_tensor(make_gmem_ptr((TypeC*)nullptr), layout_C);      // (Gemm_M, Gemm_N)
  Tensor mD = make_tensor(make_gmem_ptr((TypeD*)nullptr), layout_D);      // (Gemm_M, Gemm_N)

  TiledMMA tiled_mma = make_tiled_mma(SM100_MMA_F16BF16_SS<half_t, half_t, TypeC,               // Mma's A, B, and Accumulator types
                                                           128, 256,                            // Mma M and N dimensions
                                                           UMMA::Major::K, UMMA::Major::K>{});  // A and B layouts
  auto bM = tile_size<0>(tiled_mma);             // MMA Tile M. We'll use 1 MMAs per MMA Tile M.
  auto bN = tile_size<1>(tiled_mma);             // MMA Tile N. We'll use 1 MMAs per MMA Tile M.
  auto bK = tile_size<2>(tiled_mma) * Int<4>{};  // MMA Tile K. We'll use 4 MMAs per MMA Tile K. For 16b types, tcgen05.mma has K16.
  auto mma_tiler = make_shape(bM, bN, bK);       // (MMA_M, MMA_N, MMA_K)

  // -- gemm_device, in block (1,2), thread 37 -----------------------------------------------------------------------
  int blockIdx_x = 1;
  int blockIdx_y = 2;
  int threadIdx_x = 37;
  auto mma_coord_vmnk = make_coord(blockIdx_x % 1, blockIdx_x, blockIdx_y, _);   // (Peer CTA, MMA-M, MMA-N, MMA-K): one CTA per MMA
  auto mma_coord = select<1,2,3>(mma_coord_vmnk);
  Tensor gC = local_tile(mC, mma_tiler, mma_coord, Step<_1,_1, X>{});  // (MmaTile_M, MmaTile_N)
  Tensor gD = local_tile(mD, mma_tiler, mma_coord, Step<_1,_1, X>{});  // (MmaTile_M, MmaTile_N)
  auto mma_v = get<0>(mma_coord_vmnk);
  ThrMMA cta_mma = tiled_mma.get_slice(mma_v);   // Use Peer CTA coordinate
  Tensor tCgC = cta_mma.partition_C(gC);         // (MmaC, NumMma_M, NumMma_N)
  Tensor tCgD = cta_mma.partition_C(gD);         // (MmaC, NumMma_M, NumMma_N)
  Tensor tCtAcc = cta_mma.make_fragment_C(tCgC);    // (MmaC, NumMma_M, NumMma_N)
  print("tCgC:\t"); print(tCgC); print("\n");
  print("tCtAcc:\t"); print(tCtAcc); print("\n");

  // Step 3: The Epilogue.

  // Create the tiled copy operation for the accumulator (TMEM -> RMEM)
  TiledCopy tiled_t2r_copy = make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, tCtAcc);
  ThrCopy   thr_t2r_copy   = tiled_t2r_copy.get_slice(threadIdx_x);

  Tensor tDgC = thr_t2r_copy.partition_D(tCgC);                   // (CpyD, NumCpy_M, NumCpy_N)
  Tensor tDrC = make_fragment_like(tDgC);                         // (CpyD, NumCpy_M, NumCpy_N)

  Tensor tDtAcc = thr_t2r_copy.partition_S(tCtAcc);               // (CpyS, NumCpy_M, NumCpy_N)
  Tensor tDgD   = thr_t2r_copy.partition_D(tCgD);                 // (CpyD, NumCpy_M, NumCpy_N)

  using AccType = typename decltype(tCtAcc)::value_type;
  Tensor tDrAcc = make_tensor<AccType>(shape(tDgD));              // (CpyD, NumCpy_M, NumCpy_N)

  print(tiled_t2r_copy); print("\n");
  print("tDgC:\t"); print(tDgC); print("\n");
  print("tDrC:\t"); print(tDrC.layout()); print("\n");
  print("tDtAcc:\t"); print(tDtAcc); print("\n");
  print("tDgD:\t"); print(tDgD); print("\n");
  print("tDrAcc:\t"); print(tDrAcc.layout()); print("\n");
  print(sizeof_bits_v<AccType>); print("\n");
  print(size(tDtAcc)); print("\n");
  print(tDtAcc(_,7,0,0)); print("\n");
}
