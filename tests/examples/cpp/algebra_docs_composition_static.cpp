// The C++ twin of examples/algebra_docs_composition_static.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 02_layout_algebra.md, "Example 3", the static code, pasted as written: prints (_5,(_2,_2)):(_16,(_80,_4)).
  Layout a = make_layout(make_shape (Int<10>{}, Int<2>{}),
                         make_stride(Int<16>{}, Int<4>{}));
  Layout b = make_layout(make_shape (Int< 5>{}, Int<4>{}),
                         make_stride(Int< 1>{}, Int<5>{}));
  Layout c = composition(a, b);
  print(c);
  print("\n");
}
