// Shared prelude for the C++ twins of examples/*.cute: each statement printed as cutecalc prints it.
#include <cute/layout.hpp>
#include <cute/tensor.hpp>
#include <cstdio>
using namespace cute;
#define SHOW(...) do { print(__VA_ARGS__); printf("\n"); } while (0)
