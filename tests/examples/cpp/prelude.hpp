// Shared prelude for the C++ twins of examples/*.cute: each statement printed as cutecalc prints it.
#include <cute/layout.hpp>
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm80.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cutlass/gemm/dispatch_policy.hpp>
#include <cutlass/gemm/gemm.h>
#include <cstdio>
using namespace cute;
// CUDA's __shfl_sync is device code, and a twin runs on one host thread: the value of lane 0 of a whole warp is
// this thread's where every lane holds the same value -- the only shuffle cutecalc models (lang/evaluate.py).
template <class T> T __shfl_sync(unsigned, T v, int) { return v; }
#define SHOW(...) do { print(__VA_ARGS__); printf("\n"); } while (0)
