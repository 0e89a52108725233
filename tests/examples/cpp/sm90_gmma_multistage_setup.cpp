// The C++ twin of examples/sm90_gmma_multistage_setup.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The producer's setup of CUTLASS's Hopper cp.async + GMMA mainloop (include/cutlass/gemm/collective/
  // sm90_mma_multistage_gmma_ss_warpspecialized.hpp, CollectiveMma<MainloopSm90CpAsyncGmmaWarpSpecialized<...>>::load),
  // with the kernel layer's tensors (include/cutlass/gemm/kernel/sm90_gemm_warpspecialized.hpp), pasted statement by
  // statement for a half_t K-major A and B of a 4000 x 4000 x 4000 problem (tiles that overhang M, N and K), a
  // 128x128x64 tile, 4 stages, a cp.async tiled copy of 128-bit accesses by 128 producer threads, and GMMA SW128 smem:
  // the gmem tiles of CTA (2,31), the residues, gA shifted by the K residue, the cp.async partitions of gA and of the
  // swizzled sA, the predicate tensors and the identity tensors' partitions that set them.  Not pasted: the copies,
  // the pipeline, the loops and the static_asserts.  Changed, each where it stands: template parameters and kernel
  // arguments are `using`/`auto` statements (StrideA's int64_t strides are ints), the pointers are null (smem_B after
  // smem_A's elements), blockIdx and thread_idx are numbers (thread 37 of the producer warpgroup), and a loop's
  // predicate is printed for its first two iterations.

  // -- the kernel's parameters ---------------------------------------------------------------------------------
  using TileShape = decltype(Shape<_128,_128,_64>{});
  constexpr int Stages = 4;                                                   // DispatchPolicy::Stages
  using SmemLayoutAtomA = decltype(GMMA::Layout_K_SW128_Atom<half_t>{});
  using SmemLayoutAtomB = decltype(GMMA::Layout_K_SW128_Atom<half_t>{});
  using GmemTiledCopyA = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{},
                                                  Layout<Shape<_16,_8>,Stride<_8,_1>>{},   // 128 threads, K-major
                                                  Layout<Shape<_1,_8>>{}));                // 8 halves per access
  using GmemTiledCopyB = GmemTiledCopyA;

  using SmemLayoutA = decltype(tile_to_shape(
      SmemLayoutAtomA{},
      make_shape(shape<0>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{})));
  using SmemLayoutB = decltype(tile_to_shape(
      SmemLayoutAtomB{},
      make_shape(shape<1>(TileShape{}), shape<2>(TileShape{}), Int<Stages>{})));

  auto problem_shape = make_shape(4000, 4000, 4000);                          // params.problem_shape (M,N,K)
  auto dA = make_stride(4000, Int<1>{}, 4000*4000);                           // params.mainloop.dA (K-major)
  auto dB = make_stride(4000, Int<1>{}, 4000*4000);                           // params.mainloop.dB

  // -- the kernel (sm90_gemm_warpspecialized.hpp's operator()) ----------------------------------------------------
  // Separate out problem shape for convenience
  // Optionally append 1s until problem shape is rank-4 in case its is only rank-3 (MNK)
  auto problem_shape_MNKL = append<4>(problem_shape, Int<1>{});
  auto M = get<0>(problem_shape_MNKL);
  auto N = get<1>(problem_shape_MNKL);
  auto K = get<2>(problem_shape_MNKL);
  auto L = get<3>(problem_shape_MNKL);

  // Represent the full tensors
  Tensor mA_mkl = make_tensor(make_gmem_ptr((half_t const*)nullptr), make_shape(M,K,L), dA); //(m,k,l)
  Tensor mB_nkl = make_tensor(make_gmem_ptr((half_t const*)nullptr), make_shape(N,K,L), dB); //(n,k,l)

  // Get the appropriate blocks for this thread block -- potential for thread block locality
  auto blk_shape = TileShape{};                                                                // (BLK_M,BLK_N,BLK_K)

  // Make tiled views, defer the slice
  Tensor gA_mkl = local_tile(mA_mkl, blk_shape, make_coord(_,_,_), Step<_1, X,_1>{});          // (BLK_M,BLK_K,m,k,l)
  Tensor gB_nkl = local_tile(mB_nkl, blk_shape, make_coord(_,_,_), Step< X,_1,_1>{});          // (BLK_N,BLK_K,n,k,l)

  // Compute m_coord, n_coord, and l_coord with their post-tiled shapes
  auto m_coord = idx2crd(int(2), shape<2>(gA_mkl));                    // blockIdx.x = 2
  auto n_coord = idx2crd(int(31), shape<2>(gB_nkl));                   // blockIdx.y = 31
  auto l_coord = idx2crd(int(0), shape<4>(gB_nkl));                    // blockIdx.z = 0
  auto blk_coord = make_coord(m_coord, n_coord, _, l_coord);

  // Slice with m_coord and n_coord
  Tensor gA = gA_mkl(_,_,m_coord,_,l_coord);                                                       // (BLK_M,BLK_K,k)
  Tensor gB = gB_nkl(_,_,n_coord,_,l_coord);                                                       // (BLK_N,BLK_K,k)

  auto k_tile_count = size<2>(gA);

  // Compute tile residues for predication
  auto m_max_coord = M - size<0>(gA) * get<0>(blk_coord);                             // M - BLK_M * m_coord
  auto n_max_coord = N - size<0>(gB) * get<1>(blk_coord);                             // N - BLK_N * n_coord
  auto k_residue   = K - size<1>(gA) * size<2>(gA);                                   // K - BLK_K * k_coord_max
  auto residue_mnk = make_tuple(m_max_coord, n_max_coord, k_residue);

  print(gA_mkl); print("\n");
  print(gA); print("\n");
  print(gB); print("\n");
  print(k_tile_count); print("\n");
  print(residue_mnk); print("\n");

  // -- collective_mainloop.load(pipeline, smem_pipe_write, gA, gB, k_tile_iter, k_tile_count, residue_mnk, ...) ---
  auto gA_in = gA;
  auto gB_in = gB;
  int thread_idx = 37;

  Tensor sA = make_tensor(make_smem_ptr((half_t*)nullptr), SmemLayoutA{});                          // (BLK_M,BLK_K,PIPE)
  Tensor sB = make_tensor(make_smem_ptr((half_t*)nullptr + cosize(SmemLayoutA{})), SmemLayoutB{});  // (BLK_N,BLK_K,PIPE)

  // Shift tensor so residue_k is at origin (Can't read any k_coord < residue_k)
  // This aligns the tensor with BLK_K for all but the 0th k_tile
  Tensor gA_shifted = domain_offset(make_coord(0, get<2>(residue_mnk), 0), gA_in);   // the collective's gA
  Tensor gB_shifted = domain_offset(make_coord(0, get<2>(residue_mnk), 0), gB_in);   // the collective's gB

  // Partition the copying of A and B tiles across the threads
  GmemTiledCopyA gmem_tiled_copy_a = GmemTiledCopyA{};
  GmemTiledCopyB gmem_tiled_copy_b = GmemTiledCopyB{};
  auto gmem_thr_copy_a = gmem_tiled_copy_a.get_slice(thread_idx);
  auto gmem_thr_copy_b = gmem_tiled_copy_b.get_slice(thread_idx);

  Tensor tAgA = gmem_thr_copy_a.partition_S(gA_shifted);                // (ACPY,ACPY_M,ACPY_K,k)
  Tensor tAsA = gmem_thr_copy_a.partition_D(sA);                        // (ACPY,ACPY_M,ACPY_K,PIPE)
  Tensor tBgB = gmem_thr_copy_b.partition_S(gB_shifted);                // (BCPY,BCPY_N,BCPY_K,k)
  Tensor tBsB = gmem_thr_copy_b.partition_D(sB);                        // (BCPY,BCPY_N,BCPY_K,PIPE)

  // Allocate predicate tensors for m and n
  Tensor tApA = make_tensor<bool>(make_shape(size<1>(tAsA), size<2>(tAsA)), Stride<_1,_0>{});
  Tensor tBpB = make_tensor<bool>(make_shape(size<1>(tBsB), size<2>(tBsB)), Stride<_1,_0>{});

  // Construct identity layout for sA and sB
  Tensor cA = make_identity_tensor(make_shape(size<0>(sA), size<1>(sA)));    // (BLK_M,BLK_K) -> (blk_m,blk_k)
  Tensor cB = make_identity_tensor(make_shape(size<0>(sB), size<1>(sB)));    // (BLK_N,BLK_K) -> (blk_n,blk_k)

  // Repeat the partitioning with identity layouts
  Tensor tAcA = gmem_thr_copy_a.partition_S(cA);                             // (ACPY,ACPY_M,ACPY_K) -> (blk_m,blk_k)
  Tensor tBcB = gmem_thr_copy_b.partition_S(cB);                             // (BCPY,BCPY_N,BCPY_K) -> (blk_n,blk_k)

  print(gA_shifted); print("\n");
  print(tAgA); print("\n");
  print(tAsA); print("\n");
  print(tBgB); print("\n");
  print(tBsB); print("\n");
  print(tApA.layout()); print("\n");
  print(tAcA); print("\n");
  print(tBcB); print("\n");

  // Set predicates for m bounds: for (int m = 0; m < size<0>(tApA); ++m) tApA(m,0) = get<0>(tAcA(0,m,0)) < get<0>(residue_mnk);
  // (the two sides of the comparison, for m = 0, 1, 7)
  print(size<0>(tApA)); print("\n");
  print(get<0>(tAcA(0,0,0))); print(" "); print(get<0>(tAcA(0,1,0))); print(" "); print(get<0>(tAcA(0,7,0)));
  print(" < "); print(get<0>(residue_mnk)); print("\n");
  // Set predicates for n bounds: tBpB(n,0) = get<0>(tBcB(0,n,0)) < get<1>(residue_mnk), for n = 0, 1, 7
  print(get<0>(tBcB(0,0,0))); print(" "); print(get<0>(tBcB(0,1,0))); print(" "); print(get<0>(tBcB(0,7,0)));
  print(" < "); print(get<1>(residue_mnk)); print("\n");

  // 0-th stage with predication on k to account for residue: the k blocks it copies (get<1>(tAcA(0,0,k)) >=
  // -get<2>(residue_mnk)), and those it clears
  int write_stage = 0;
  Tensor tAgAk = tAgA(_,_,_,0);                                               // tAgA(_,_,_,*k_tile_iter)
  print(get<1>(tAcA(0,0,0))); print(" >= "); print(-get<2>(residue_mnk)); print("\n");       // k = 0
  print(size<2>(tAsA)); print("\n");                                                            // the k blocks
  print(tAgAk(_,_,0)); print("\n");
  print(tAsA(_,_,0,write_stage)); print("\n");
  print(tApA(_,0).layout()); print("\n");
}
