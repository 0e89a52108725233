"""The CuTe DSL's divisibility of run-time integers (`?{div=3}`), found by running the DSL (4.8.1) on expressions
over dynamic integers and checked on expressions not used to find it.

A run-time integer the DSL knows to be a multiple of k prints `?{div=k}` (`?` for k = 1; `?{div=0}` for one it
knows is 0).  `cute.assume(x, divby=k)` makes one; the DSL's algebra carries k through its operations.  Each case
is DSL code (a @cute.jit function's body: dsl_oracle.corpus_program wraps it); the DSL's output for it is cached
in dsl_answers.json by dsl_oracle (`python -m tests.oracle.refresh --dsl-python PY`).

FOUND are the cases the rule was read from; HELD_OUT are generated (systematically and at random, seed fixed)
from templates over divisibilities and static operands, none of them in FOUND, and were run only after the rule
was written down (test_dsl_divisibility.py checks both).
"""

from __future__ import annotations

import random

# a, b, d: run-time integers the DSL is told the divisibility of; c: a run-time integer it knows nothing of
_GIVEN = ("a = cute.assume(cutlass.Int32(24), divby=4)\nb = cute.assume(cutlass.Int32(36), divby=6)\n"
          "d = cute.assume(cutlass.Int32(24), divby=12)\nc = cutlass.Int32(5)\n")

_FOUND_EXPRESSIONS = (
    # Python's arithmetic on them
    "a", "b", "c", "a * 3", "3 * a", "a + 2", "a + 4", "a + b", "a * b", "a // 2", "a // 8", "a % 4", "a - b", "-a",
    "a + c", "c * 8", "a % 3", "a % 8", "a % 6", "d // 8", "d // 6", "d // 5", "a // b", "a % b", "d % a", "a + 0",
    "a - 4", "4 - a", "a * -2", "a + -4", "2 + a", "c + 8", "c * c", "a // 1",
    "cute.assume(a, divby=8)", "cute.assume(a * 3, divby=8)", "cute.assume(cutlass.Int32(24), divby=1)",
    # the algebra's operations
    "cute.make_layout(a)", "cute.make_layout((a, 3))", "cute.make_layout((3, a))", "cute.make_layout((a, b))",
    "cute.make_layout((2, a, 3))", "cute.make_layout((a, 3), stride=(3, 1))", "cute.make_layout(3, stride=a)",
    "cute.make_layout((4, 3), stride=(a, 1))", "cute.size(cute.make_layout((a, 3)))",
    "cute.size(cute.make_layout((a, b)))", "cute.cosize(cute.make_layout((4, 3), stride=(a, 1)))",
    "cute.cosize(cute.make_layout((a, 3)))",
    "cute.composition(cute.make_layout((6, 2), stride=(a, 2)), cute.make_layout((4, 3), stride=(3, 1)))",
    "cute.composition(cute.make_layout((6, 2), stride=(b, 2)), cute.make_layout((4, 3), stride=(3, 1)))",
    "cute.coalesce(cute.make_layout((2, a, 3)))", "cute.coalesce(cute.make_layout((2, 3), stride=(a, 2 * a)))",
    "cute.logical_divide(cute.make_layout((a, 8)), (2, 4))", "cute.zipped_divide(cute.make_layout((a, b)), (4, 2))",
    "cute.blocked_product(cute.make_layout((2, 2)), cute.make_layout((a, 3)))",
    "cute.size(cute.make_layout((a, 3))) * 2", "cute.size(cute.make_layout((a, 3))) + 2",
    "cute.size(cute.make_layout((a, 3))) // 4", "cute.make_layout((a, 3)).stride[1] * 3",
    "cute.make_layout(3, stride=cutlass.Int32(8))", "cute.size(cute.make_layout((cutlass.Int32(6), 3)))",
    "cute.make_layout((2, 3), stride=(cutlass.Int32(8), a))", "cute.make_layout((a, 3))((1, 2))",
    "cute.make_layout((4, 3), stride=(a, 1))(5)",
    "cute.tiled_divide(cute.make_layout((a, 8)), (2, 4))", "cute.flat_divide(cute.make_layout((8, a)), (2, 4))",
    "cute.logical_divide(cute.make_layout(16, stride=a), 4)",
    "cute.logical_divide(cute.make_layout((4, 8), stride=(a, b)), (2, 4))",
    "cute.raked_product(cute.make_layout((2, 2)), cute.make_layout((a, 3)))",
    "cute.logical_product(cute.make_layout(4), cute.make_layout((a, 3)))",
    "cute.composition(cute.make_layout((8, 4), stride=(a, 1)), cute.make_layout(4, stride=2))",
    "cute.composition(cute.make_layout((8, 4), stride=(1, a)), cute.make_layout((2, 4), stride=(4, 8)))",
    "cute.composition(cute.make_layout(16, stride=a), 4)",
    "cute.composition(cute.make_layout(16, stride=a), cute.make_layout(4, stride=b))",
    "cute.coalesce(cute.make_layout((2, 4), stride=(a, b)))", "cute.coalesce(cute.make_layout((a, 4)))",
    "cute.size(cute.make_layout((a, b, 3)))", "cute.size(cute.make_layout((a, 3)), mode=[0])",
    "cute.cosize(cute.make_layout(4, stride=a))", "cute.cosize(cute.make_layout(a, stride=2))",
    "cute.make_ordered_layout((a, 3, 2), order=(2, 0, 1))", "cute.get(cute.make_layout((a, 3)).stride, mode=[1])",
    "cute.make_layout((a, 3)).stride[1]", "cute.make_layout((a, 3)).stride[1] + 1",
    "cute.make_identity_layout((a, 3))", "cute.make_layout((a, 3)).stride[1] // 2",
    "cute.recast_layout(16, 8, cute.make_layout((4, 8), stride=(a, 1)))",
    # where the DSL does what the rule above does not say (DIFFERENCES in test_dsl_divisibility.py)
    "a * c", "a * cutlass.Int32(6)", "a * 0", "cute.make_layout((a, 3))(5)",
    "cute.assume(cutlass.Int64(24), divby=8)",
    "cute.composition(cute.make_layout((a, 2)), cute.make_layout((4, 3), stride=(3, 1)))",
    "cute.complement(cute.make_layout(4, stride=a), 1000)",
    "cute.complement(cute.make_layout((2, 4), stride=(1, a)), 1024)",
    "cute.logical_product(cute.make_layout(4, stride=a), cute.make_layout(3))",
)


def _case(given: str, expression: str) -> str:
    return given + f"print({expression})\n"


FOUND = tuple(_case(_GIVEN, e) for e in _FOUND_EXPRESSIONS)

# Templates of the held-out cases: x, y run-time integers of divisibility kx, ky; N a static integer.
_TEMPLATES = (
    "x + N", "N + x", "x - N", "x * N", "N * x", "x // N", "x % N", "x + y", "x - y", "x * y", "x * N + y",
    "(x + N) * y", "x * y // N",
    "cute.make_layout((x, N))", "cute.make_layout((N, x, 2))", "cute.make_layout((2, N), stride=(x, y))",
    "cute.size(cute.make_layout((x, y, N)))", "cute.cosize(cute.make_layout((N, 2), stride=(x, 1)))",
    "cute.cosize(cute.make_layout((2, N), stride=(x, y)))",
    "cute.composition(cute.make_layout((12, 2), stride=(x, 2)), cute.make_layout((4, 3), stride=(3, 1)))",
    "cute.composition(cute.make_layout(16, stride=x), cute.make_layout(4, stride=N))",
    "cute.logical_divide(cute.make_layout((8, 4), stride=(x, y)), (2, 2))",
    "cute.blocked_product(cute.make_layout((2, N)), cute.make_layout((x, 3)))",
    "cute.raked_product(cute.make_layout((N, 2)), cute.make_layout((2, x)))",
    "cute.coalesce(cute.make_layout((2, N), stride=(x, 2 * x)))",
    "cute.zipped_divide(cute.make_layout((4, 6), stride=(y, x)), (2, 3))",
    "cute.make_layout((N, 4), stride=(x, y)).stride[0] * N",
    "cute.size(cute.make_layout((x, N))) % N",
)
# ... and of Python's arithmetic with a cutlass.Int32 of the script (a constant the DSL folds) and with 0, written
# after the second rule (a folded constant counts as a static operand; a product with 0 is a known 0)
_FOLD_TEMPLATES = (
    "x * cutlass.Int32(N)", "cutlass.Int32(N) * x", "x + cutlass.Int32(N)", "x - cutlass.Int32(N)",
    "x // cutlass.Int32(N)", "x % cutlass.Int32(N)", "0 * x", "x * cutlass.Int32(N) + y", "(x + y) * 0",
)
_KS = (1, 2, 3, 4, 6, 8, 12, 16)
_NS = (1, 2, 3, 4, 6, 8)


def _held_out() -> tuple[str, ...]:
    rng = random.Random(20261127)
    found = set(FOUND)
    out: list[str] = []
    # systematic: every template once with (kx, ky, n) = (8, 12, 6) ...
    picks = [(t, 8, 12, 6) for t in _TEMPLATES]
    # ... and at random
    picks += [(rng.choice(_TEMPLATES), rng.choice(_KS), rng.choice(_KS), rng.choice(_NS)) for _ in range(60)]
    picks += [(t, 8, 12, 6) for t in _FOLD_TEMPLATES]
    picks += [(rng.choice(_FOLD_TEMPLATES), rng.choice(_KS), rng.choice(_KS), rng.choice(_NS)) for _ in range(16)]
    for template, kx, ky, n in picks:
        given = (f"x = cute.assume(cutlass.Int32({kx * 7}), divby={kx})\n"
                 f"y = cute.assume(cutlass.Int32({ky * 5}), divby={ky})\n")
        case = _case(given, template.replace("N", str(n)))
        if case not in found and case not in out:
            out.append(case)
    return tuple(out)


HELD_OUT = _held_out()
