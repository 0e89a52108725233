// The C++ twin of examples/strings.cute: the same statements, compiled (written by tests/examples/twin.py).
#include "prelude.hpp"
int main() {
  // Strings in print(), read as g++ reads C++ string literals (escapes included), printed as CuTe's print does.
  print("tab\there, quote \" backslash \\ question \?\n");
  print("octal \101\102, hex \x43\x44, universal \u00e9 \u20ac \U0001F600\n");
  print("an unknown escape \l is its letter (g++ warns)\n");
  print("100% is text, not a format\n");
  print("two\nlines\n");
}
