// The C++ twin of examples/layout_docs_take.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 01_layout.md, "Sublayouts" with take<ModeBegin, ModeEnd>, pasted as written; then each value printed.
  Layout a   = Layout<Shape<_2,_3,_5,_7>>{};     // (2,3,5,7):(1,2,6,30)
  Layout a13 = take<1,3>(a);                     // (3,5):(2,6)
  Layout a14 = take<1,4>(a);                     // (3,5,7):(2,6,30)
  // take<1,1> not allowed. Empty layouts not allowed.

  print(a);   print("\n");
  print(a13); print("\n");
  print(a14); print("\n");
}
