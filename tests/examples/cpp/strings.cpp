// The C++ twin of examples/strings.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // print() as C++ runs it: strings read as g++ reads C++ string literals (escapes included), and a line made
  // of several prints (a label, a value, "\n") printed as one line, as CuTe's print does.
  Layout a = Layout<Shape<_4,_2>>{};
  print("a = "); print(a); print("\n");
  print(a); print(" has size "); print(size(a)); print("\n\n");
  print("tab\there, quote \" backslash \\ question \?\n");
  print("octal \101\102, hex \x43\x44, universal \u00e9 \u20ac \U0001F600\n");
  print("an unknown escape \l is its letter (g++ warns)\n");
  print("100% is text, not a format\n");
  print("two\nlines\n");
  print(MMA_Atom<SM80_16x8x8_F16F16F16F16_TN>{}); print("\n");
  print("a as a table: "); print_layout(a);
}
