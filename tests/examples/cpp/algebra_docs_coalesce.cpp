// The C++ twin of examples/algebra_docs_coalesce.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 02_layout_algebra.md, "Coalesce", pasted as written; then each value printed.
  // The doc's layout-algebra blocks are the algebra_docs_*.cute scripts.  Not run: the blocks that declare
  // coalesce, composition and complement with their @post conditions (signatures, not statements), and the template
  // definitions of logical_divide and logical_product (C++ function definitions; the functions are cutecalc's own).
  auto layout = Layout<Shape <_2,Shape <_1,_6>>,
                       Stride<_1,Stride<_6,_2>>>{};
  auto result = coalesce(layout);    // _12:_1

  print(layout); print("\n");
  print(result); print("\n");
}
