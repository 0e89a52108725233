#include "prelude.hpp"
int main() {
  auto mA = make_layout(make_shape(512, 256), make_stride(256, _1{}));
  auto mB = make_layout(make_shape(512, 256), make_stride(256, _1{}));
  auto mC = make_layout(make_shape(512, 512), make_stride(_1{}, 512));
  (void)mB;
  auto gA = tiled_divide(mA, make_shape(_128{}, _8{}));
  SHOW(gA);
  SHOW(size<1>(gA));
  SHOW(size<2>(gA));
  SHOW(gA(_, 1, _));
  auto gC = zipped_divide(mC, make_shape(_128{}, _128{}));
  SHOW(gC);
  SHOW(shape<1>(gC));
  auto sA = make_layout(make_shape(_128{}, _8{}));
  auto tA = make_layout(make_shape(_32{}, _8{}));
  SHOW(zipped_divide(sA, shape(tA)));
  SHOW(size<1>(zipped_divide(sA, shape(tA))));
  auto tC = make_layout(make_shape(_16{}, _16{}));
  SHOW(zipped_divide(make_layout(make_shape(_128{}, _128{})), shape(tC)));
  auto sw = composition(Swizzle<3,4,3>{}, make_layout(make_shape(_8{}, _64{}), LayoutRight{}));
  SHOW(sw);
}
