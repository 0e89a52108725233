// The C++ twin of examples/algebra_docs_composition_tiler.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 02_layout_algebra.md, "By-mode Composition", pasted as written; then each value printed.
  // (12,(4,8)):(59,(13,1))
  auto a = make_layout(make_shape (12,make_shape ( 4,8)),
                       make_stride(59,make_stride(13,1)));
  // <3:4, 8:2>
  auto tiler = make_tile(Layout<_3,_4>{},  // Apply 3:4 to mode-0
                         Layout<_8,_2>{}); // Apply 8:2 to mode-1

  // (_3,(2,4)):(236,(26,1))
  auto result = composition(a, tiler);
  // Identical to
  auto same_r = make_layout(composition(layout<0>(a), get<0>(tiler)),
                            composition(layout<1>(a), get<1>(tiler)));

  print(a);      print("\n");
  print(tiler);  print("\n");
  print(result); print("\n");
  print(same_r); print("\n");
  print(result == same_r); print("\n");
}
