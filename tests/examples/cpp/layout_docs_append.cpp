// The C++ twin of examples/layout_docs_append.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 01_layout.md, "Concatenation" with append, prepend and replace, pasted as written; then each value printed.
  Layout a = Layout<_3,_1>{};                     // 3:1
  Layout b = Layout<_4,_3>{};                     // 4:3
  Layout ab = append(a, b);                       // (3,4):(1,3)
  Layout ba = prepend(a, b);                      // (4,3):(3,1)
  Layout c  = append(ab, ab);                     // (3,4,(3,4)):(1,3,(1,3))
  Layout d  = replace<2>(c, b);                   // (3,4,4):(1,3,3)

  print(ab); print("\n");
  print(ba); print("\n");
  print(c); print("\n");
  print(d); print("\n");
}
