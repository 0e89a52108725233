// The C++ twin of examples/layout_docs_idx2crd.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 01_layout.md, "Coordinate Mapping": idx2crd, pasted as written (each print then a newline).
  auto shape = Shape<_3,Shape<_2,_3>>{};
  print(idx2crd(   16, shape));                                // (1,(1,2))
  print("\n");
  print(idx2crd(_16{}, shape));                                // (_1,(_1,_2))
  print("\n");
  print(idx2crd(make_coord(   1,5), shape));                   // (1,(1,2))
  print("\n");
  print(idx2crd(make_coord(_1{},5), shape));                   // (_1,(1,2))
  print("\n");
  print(idx2crd(make_coord(   1,make_coord(1,   2)), shape));  // (1,(1,2))
  print("\n");
  print(idx2crd(make_coord(_1{},make_coord(1,_2{})), shape));  // (_1,(1,_2))
  print("\n");
}
