#include "prelude.hpp"
int main() {
  SHOW(logical_product(make_layout(make_shape(Int<2>{},Int<2>{}), make_stride(Int<4>{},Int<1>{})), make_layout(Int<6>{}, Int<1>{})));
  SHOW(logical_product(make_layout(make_shape(Int<2>{},Int<2>{}), make_stride(Int<4>{},Int<1>{})), make_layout(make_shape(Int<4>{},Int<2>{}), make_stride(Int<2>{},Int<1>{}))));
  SHOW(blocked_product(make_layout(make_shape(Int<2>{},Int<5>{}), make_stride(Int<5>{},Int<1>{})), make_layout(make_shape(Int<3>{},Int<4>{}), make_stride(Int<1>{},Int<3>{}))));
  SHOW(raked_product(make_layout(make_shape(Int<2>{},Int<5>{}), make_stride(Int<5>{},Int<1>{})), make_layout(make_shape(Int<3>{},Int<4>{}), make_stride(Int<1>{},Int<3>{}))));
  auto a = make_layout(make_shape(_2{},_5{}), make_stride(_5{},_1{}));
  auto b = make_layout(make_shape(_3{},_4{}), make_stride(_1{},_3{}));
  auto t = make_tile(make_layout(_3{},_1{}), make_layout(_4{},_1{}));
  SHOW(logical_product(a, t));
  SHOW(zipped_product(a, t));
  SHOW(tiled_product(a, t));
  SHOW(flat_product(a, t));
  print_layout(blocked_product(a, b));
}
