// The C++ twin of examples/algebra_docs_coalesce_by_mode.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 02_layout_algebra.md, "By-mode Coalesce", pasted as written; then each value printed.
  auto a = Layout<Shape <_2,Shape <_1,_6>>,
                  Stride<_1,Stride<_6,_2>>>{};
  auto result = coalesce(a, Step<_1,_1>{});   // (_2,_6):(_1,_2)
  // Identical to
  auto same_r = make_layout(coalesce(layout<0>(a)),
                            coalesce(layout<1>(a)));

  print(result); print("\n");
  print(same_r); print("\n");
  print(result == same_r); print("\n");
}
