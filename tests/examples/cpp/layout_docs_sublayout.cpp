// The C++ twin of examples/layout_docs_sublayout.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 01_layout.md, "Sublayouts" with layout<I...>, pasted as written; then each value printed.
  Layout a   = Layout<Shape<_4,Shape<_3,_6>>>{}; // (4,(3,6)):(1,(4,12))
  Layout a0  = layout<0>(a);                     // 4:1
  Layout a1  = layout<1>(a);                     // (3,6):(4,12)
  Layout a10 = layout<1,0>(a);                   // 3:4
  Layout a11 = layout<1,1>(a);                   // 6:12

  print(a);   print("\n");
  print(a0);  print("\n");
  print(a1);  print("\n");
  print(a10); print("\n");
  print(a11); print("\n");
}
