// The C++ twin of examples/layout_docs_group.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 01_layout.md, "Grouping and flattening", pasted as written; then each value printed.
  Layout a = Layout<Shape<_2,_3,_5,_7>>{};  // (_2,_3,_5,_7):(_1,_2,_6,_30)
  Layout b = group<0,2>(a);                 // ((_2,_3),_5,_7):((_1,_2),_6,_30)
  Layout c = group<1,3>(b);                 // ((_2,_3),(_5,_7)):((_1,_2),(_6,_30))
  Layout f = flatten(b);                    // (_2,_3,_5,_7):(_1,_2,_6,_30)
  Layout e = flatten(c);                    // (_2,_3,_5,_7):(_1,_2,_6,_30)

  print(a); print("\n");
  print(b); print("\n");
  print(c); print("\n");
  print(f); print("\n");
  print(e); print("\n");
}
