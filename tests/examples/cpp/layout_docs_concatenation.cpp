// The C++ twin of examples/layout_docs_concatenation.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 01_layout.md, "Concatenation" with make_layout, pasted as written; then each value printed.
  Layout a = Layout<_3,_1>{};                     // 3:1
  Layout b = Layout<_4,_3>{};                     // 4:3
  Layout row = make_layout(a, b);                 // (3,4):(1,3)
  Layout col = make_layout(b, a);                 // (4,3):(3,1)
  Layout q   = make_layout(row, col);             // ((3,4),(4,3)):((1,3),(3,1))
  Layout aa  = make_layout(a);                    // (3):(1)
  Layout aaa = make_layout(aa);                   // ((3)):((1))
  Layout d   = make_layout(a, make_layout(a), a); // (3,(3),3):(1,(1),1)

  print(a); print("\n");
  print(b); print("\n");
  print(row); print("\n");
  print(col); print("\n");
  print(q); print("\n");
  print(aa); print("\n");
  print(aaa); print("\n");
  print(d); print("\n");
}
