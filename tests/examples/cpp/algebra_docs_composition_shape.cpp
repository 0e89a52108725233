// The C++ twin of examples/algebra_docs_composition_shape.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 02_layout_algebra.md, "By-mode Composition" with a Shape as the tiler, pasted as written; then each value printed.
  // (12,(4,8)):(59,(13,1))
  auto a = make_layout(make_shape (12,make_shape ( 4,8)),
                       make_stride(59,make_stride(13,1)));
  // (3, 8)
  auto tiler = make_shape(Int<3>{}, Int<8>{});
  // Equivalent to <3:1, 8:1>
  // auto tiler = make_tile(Layout<_3,_1>{},  // Apply 3:1 to mode-0
  //                        Layout<_8,_1>{}); // Apply 8:1 to mode-1

  // (_3,(4,2)):(59,(13,1))
  auto result = composition(a, tiler);

  print(tiler);  print("\n");
  print(result); print("\n");
}
