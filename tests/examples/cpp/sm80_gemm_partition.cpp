#include "prelude.hpp"
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm80.hpp>
// CuTe's print of atoms and tiled objects ends with its own newline.
#define SHOW_OBJ(...) print(__VA_ARGS__)
int main() {
  auto mA = make_identity_tensor(make_shape(512, 256));
  auto mC = make_identity_tensor(make_shape(512, 512));
  auto cta_tiler = make_shape(_128{}, _128{}, _32{});
  auto cta_coord = make_coord(1, 2, _);
  auto gA = local_tile(mA, cta_tiler, cta_coord, Step<_1,X,_1>{});
  SHOW(gA);
  auto gC = local_tile(mC, make_shape(_128{}, _128{}), make_coord(1, 2));
  SHOW(gC);
  auto copyA = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{},
                               Layout<Shape<_32,_4>,Stride<_4,_1>>{}, Layout<Shape<_1,_8>>{});
  SHOW_OBJ(copyA);
  SHOW(copyA.get_layoutS_TV());
  auto tAgA = copyA.get_thread_slice(7).partition_S(gA);
  SHOW(tAgA);
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{});
  SHOW_OBJ(mma);
  SHOW(size(mma));
  SHOW(mma.get_layoutC_TV());
  auto thr = mma.get_thread_slice(7);
  SHOW_OBJ(thr);
  SHOW(thr.partition_C(gC));
  SHOW(thr.partition_A(local_tile(mA, make_shape(_128{}, _32{}), make_coord(1, 0))));
  SHOW(partition_shape_C(mma, make_shape(_128{}, _128{})));
  auto s2r = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
  SHOW_OBJ(s2r);
  SHOW(s2r.get_thread_slice(7).partition_S(make_identity_tensor(make_shape(_128{}, _32{}))));
  auto sA_nt = make_layout(make_shape(_128{}, _8{}, _3{}));
  auto sA_tn = tile_to_shape(make_layout(make_shape(_128{}, _8{}), make_stride(_1{}, Int<129>{})),
                             make_shape(_128{}, _8{}, _3{}));
  SHOW(sA_tn);
  auto copyA_nt = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, float>{},
                                  Layout<Shape<_32,_8>>{}, Layout<Shape<_4,_1>>{});
  auto tAsA = copyA_nt.get_thread_slice(7).partition_D(make_coord_tensor(sA_nt));
  SHOW(tAsA);
  SHOW(tAsA(_, _, _, 1));
  SHOW(tAsA(3));
  auto mmaC = make_tiled_mma(UniversalFMA<float,float,float,float>{}, Layout<Shape<_16,_16,_1>>{});
  auto thrC = mmaC.get_thread_slice(7);
  auto tCsA = thrC.partition_A(make_coord_tensor(sA_nt));
  SHOW(tCsA);
  SHOW(thrC.partition_fragment_A(make_coord_tensor(sA_nt)(_, _, 0)).layout());
  SHOW(thrC.partition_fragment_C(gC).layout());
}
