// The C++ twin of examples/layout_docs_pasted.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // The first code block of CuTe's 01_layout.md, pasted as written, then printed as the doc goes on to.
  // Its other layout-algebra blocks are the layout_docs_*.cute scripts.  Not run: `static_assert(congruent(my_shape,
  // my_stride));` (a fragment: my_shape and my_stride are never defined, and static_assert is a compile-time check,
  // not a value), and print2D / print1D (template functions looping over coordinates with printf: C++ programs, not
  // statements of the algebra; print_layout draws the same tables).
  Layout s8 = make_layout(Int<8>{});
  Layout d8 = make_layout(8);

  Layout s2xs4 = make_layout(make_shape(Int<2>{},Int<4>{}));
  Layout s2xd4 = make_layout(make_shape(Int<2>{},4));

  Layout s2xd4_a = make_layout(make_shape (Int< 2>{},4),
                               make_stride(Int<12>{},Int<1>{}));
  Layout s2xd4_col = make_layout(make_shape(Int<2>{},4),
                                 LayoutLeft{});
  Layout s2xd4_row = make_layout(make_shape(Int<2>{},4),
                                 LayoutRight{});

  Layout s2xh4 = make_layout(make_shape (2,make_shape (2,2)),
                             make_stride(4,make_stride(2,1)));
  Layout s2xh4_col = make_layout(shape(s2xh4),
                                 LayoutLeft{});

  /* Each of them, printed as CuTe's print() does. */
  print(s8);        print("\n");
  print(d8);        print("\n");
  print(s2xs4);     print("\n");
  print(s2xd4);     print("\n");
  print(s2xd4_a);   print("\n");
  print(s2xd4_col); print("\n");
  print(s2xd4_row); print("\n");
  print(s2xh4);     print("\n");
  print(s2xh4_col); print("\n");
  const auto n = cute::size(s2xh4_col);
  print(n);         print("\n");
  print(s2xh4.shape()); print("\n");
  print(s2xh4.stride()); print("\n");
  print(s2xd4_a.compose(s8)); print("\n");
}
