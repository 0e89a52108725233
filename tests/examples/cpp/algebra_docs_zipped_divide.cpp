// The C++ twin of examples/algebra_docs_zipped_divide.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 02_layout_algebra.md, "Zipped, Tiled, Flat Divides", pasted as written; then each value printed, with the tile
  // offsets and the identity the text names.
  // A: shape is (9,32)
  auto layout_a = make_layout(make_shape (Int< 9>{}, make_shape (Int< 4>{}, Int<8>{})),
                              make_stride(Int<59>{}, make_stride(Int<13>{}, Int<1>{})));
  // B: shape is (3,8)
  auto tiler = make_tile(Layout<_3,_3>{},           // Apply     3:3     to mode-0
                         Layout<Shape <_2,_4>,      // Apply (2,4):(1,8) to mode-1
                                Stride<_1,_8>>{});

  // ((TileM,RestM), (TileN,RestN)) with shape ((3,3), (8,4))
  auto ld = logical_divide(layout_a, tiler);
  // ((TileM,TileN), (RestM,RestN)) with shape ((3,8), (3,4))
  auto zd = zipped_divide(layout_a, tiler);

  print(ld); print("\n");
  print(zd); print("\n");
  print(zd(0,3)); print("\n");
  print(zd(0,7)); print("\n");
  print(zd(0,make_coord(1,2))); print("\n");
  print(layout<0>(zd)); print("\n");
  print(layout<0>(zipped_divide(layout_a, tiler)) == composition(layout_a, tiler)); print("\n");
  print(tiled_divide(layout_a, tiler)); print("\n");
  print(flat_divide(layout_a, tiler)); print("\n");
}
