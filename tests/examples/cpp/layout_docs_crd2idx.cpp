// The C++ twin of examples/layout_docs_crd2idx.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // 01_layout.md, "Index Mapping": crd2idx, pasted as written (each print then a newline).
  auto shape  = Shape <_3,Shape<  _2,_3>>{};
  auto stride = Stride<_3,Stride<_12,_1>>{};
  print(crd2idx(   16, shape, stride));       // 17
  print("\n");
  print(crd2idx(_16{}, shape, stride));       // _17
  print("\n");
  print(crd2idx(make_coord(   1,   5), shape, stride));  // 17
  print("\n");
  print(crd2idx(make_coord(_1{},   5), shape, stride));  // 17
  print("\n");
  print(crd2idx(make_coord(_1{},_5{}), shape, stride));  // _17
  print("\n");
  print(crd2idx(make_coord(   1,make_coord(   1,   2)), shape, stride));  // 17
  print("\n");
  print(crd2idx(make_coord(_1{},make_coord(_1{},_2{})), shape, stride));  // _17
  print("\n");
}
