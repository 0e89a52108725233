#include "prelude.hpp"
int main() {
  SHOW(complement(make_layout(Int<4>{}, Int<1>{}), Int<24>{}));
  SHOW(complement(make_layout(Int<6>{}, Int<4>{}), Int<24>{}));
  SHOW(complement(make_layout(make_shape(Int<4>{},Int<6>{}), make_stride(_1{},_4{})), Int<24>{}));
  SHOW(complement(make_layout(Int<4>{}, Int<2>{}), Int<24>{}));
  SHOW(complement(make_layout(make_shape(Int<2>{},Int<4>{}), make_stride(_1{},_6{})), Int<24>{}));
  SHOW(complement(make_layout(make_shape(Int<2>{},Int<2>{}), make_stride(_1{},_6{})), Int<24>{}));
  auto A = make_layout(make_shape(Int<4>{},Int<2>{},Int<3>{}), make_stride(Int<2>{},Int<1>{},Int<8>{}));
  auto B = make_layout(Int<4>{}, Int<2>{});
  SHOW(logical_divide(A, B));
  auto A2 = make_layout(make_shape(Int<9>{}, make_shape(Int<4>{},Int<8>{})), make_stride(Int<59>{}, make_stride(Int<13>{},Int<1>{})));
  auto T = make_tile(make_layout(Int<3>{},Int<3>{}), make_layout(make_shape(Int<2>{},Int<4>{}), make_stride(Int<1>{},Int<8>{})));
  SHOW(logical_divide(A2, T));
  SHOW(zipped_divide(A2, T));
  SHOW(tiled_divide(A2, T));
  SHOW(flat_divide(A2, T));
  SHOW(composition(make_layout(make_shape(Int<6>{},Int<2>{}), make_stride(Int<8>{},Int<2>{})), make_layout(make_shape(Int<4>{},Int<3>{}), make_stride(Int<3>{},Int<1>{}))));
  SHOW(composition(make_layout(make_shape(Int<10>{},Int<2>{}), make_stride(Int<16>{},Int<4>{})), make_layout(make_shape(Int<5>{},Int<4>{}), make_stride(Int<1>{},Int<5>{}))));
}
