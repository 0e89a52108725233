// The C++ twin of examples/layout_docs_select.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 01_layout.md, "Sublayouts" with select<I...>, pasted as written; then each value printed.
  Layout a   = Layout<Shape<_2,_3,_5,_7>>{};     // (2,3,5,7):(1,2,6,30)
  Layout a13 = select<1,3>(a);                   // (3,7):(2,30)
  Layout a01 = select<0,1,3>(a);                 // (2,3,7):(1,2,30)
  Layout a2  = select<2>(a);                     // (5):(6)

  print(a);   print("\n");
  print(a13); print("\n");
  print(a01); print("\n");
  print(a2);  print("\n");
}
