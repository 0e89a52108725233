// The C++ twin of examples/algebra_docs_composition_dynamic.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 02_layout_algebra.md, "Example 3", the dynamic code, pasted as written: prints ((5,1),(2,2)):((16,4),(80,4)).
  Layout a = make_layout(make_shape (10, 2),
                         make_stride(16, 4));
  Layout b = make_layout(make_shape ( 5, 4),
                         make_stride( 1, 5));
  Layout c = composition(a, b);
  print(c);
  print("\n");
}
