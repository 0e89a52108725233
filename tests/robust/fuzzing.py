"""Input generators for fuzzing: random text over the language's alphabet, and grammatical programs
whose calls are wrong (wrong kinds, counts, extents, template arguments).

    python -m tests.robust.fuzzing 100000      # a campaign: N inputs of each kind, counts printed

The property: the session never raises, never reports an internal error, never hangs, and every error
it reports points inside the source (a line that exists, a column within it).
"""

from __future__ import annotations

import random
import sys
import time

from cutecalc.errors import CuteInternalError
from cutecalc.lang.function_table import FUNCTIONS
from cutecalc.lang.session import Session
from cutecalc.lang.source import split_lines

TOKENS = ["(", ")", ",", ":", "<", ">", "_", "_4", "4", "0", "-1", " o ", "∘", "+", "*", "/", "%", "-",
          "Sw<3,4,3>", "@", "{", "}", ";", "\n", "a", "=", "size", "composition(", "complement(",
          "logical_divide(", "make_layout(", "Int<", "(2,3):(1,2)", "_1@0", "99999999999999999999",
          "print_layout(", "select<", "take<", "upcast<", "recast_layout<", "uint8_t", "L", "L(", "#", "//",
          "auto ", "cute::", "\t", "\r\n", "\ufeff", "é", "$", "[", "]", "\\", "'", '"', "0x1f"]


def random_text(rng: random.Random) -> str:
    return "".join(rng.choice(TOKENS) for _ in range(rng.randint(1, 16)))


def _int(rng):
    v = rng.choice([0, 1, 2, 3, 4, 6, 8, -1, -2, 16, 7, 2 ** 31, 2 ** 40, 2 ** 62, 2 ** 64])
    return ("_" if rng.random() < 0.5 and v >= 0 else "") + str(v)


def _tuple(rng, d=0):
    if d > 2 or rng.random() < 0.5:
        return _int(rng)
    return "(" + ",".join(_tuple(rng, d + 1) for _ in range(rng.randint(0, 3))) + ")"


def _layout(rng):
    s = _tuple(rng)
    return f"{s}:{_tuple(rng)}" if rng.random() < 0.3 else f"{s}:{s}"


def _arg(rng):
    r = rng.random()
    if r < 0.4:
        return _layout(rng)
    if r < 0.6:
        return _tuple(rng)
    if r < 0.7:
        return "<" + ",".join(rng.choice([_layout(rng), _int(rng), "_"]) for _ in range(rng.randint(1, 3))) + ">"
    if r < 0.8:
        return "_"
    if r < 0.9:
        return "Sw<3,4,3>"
    return rng.choice(["LayoutRight", "uint8_t", "Sw<3,4,3> o _0 o (8,8):(8,1)", "(2,2):(_1@0,_1@1)",
                       "make_identity_layout((2,3))", "L", "1/0", "-(4)"])


_NAMES = sorted(FUNCTIONS)


def wrong_program(rng: random.Random) -> str:
    """Grammatical statements with arbitrary arguments: most are wrong in kind, count or value."""
    lines = []
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.2:
            lines.append(f"L = {_layout(rng)}; L({_tuple(rng)})")
            continue
        f = rng.choice(_NAMES)
        targs = ""
        if rng.random() < 0.4:
            targs = "<" + ",".join(rng.choice([_int(rng), "uint8_t", "half_t", "(1,2)"])
                                   for _ in range(rng.randint(1, 3))) + ">"
        args = ",".join(_arg(rng) for _ in range(rng.randint(0, 3)))
        lines.append(f"{f}{targs}({args})")
    return "\n".join(lines)


def check(source: str, dialect: str = "cpp") -> list[str]:
    """The problems with how cutecalc handled `source` (empty when all is well), read in `dialect`."""
    problems = []
    try:
        outcomes = list(Session(dialect == "dsl", dialect=dialect).run(source))
    except Exception as e:  # the property under test: nothing escapes
        return [f"raised {type(e).__name__}: {e}"]
    lines = split_lines(source)  # the language's one definition of a line
    for o in outcomes:
        err = o.error
        if err is None:
            continue
        if isinstance(err, CuteInternalError):
            problems.append(err.message)
        if not (err.line and 1 <= err.line <= len(lines)):
            problems.append(f"error line {err.line} outside 1..{len(lines)}: {err.message}")
        elif not (err.col and 1 <= err.col <= len(lines[err.line - 1]) + 1):
            problems.append(f"error column {err.col} outside line {err.line}: {err.message}")
    return problems


def campaign(n: int, seed: int = 0) -> int:
    rng = random.Random(seed)
    failures = 0
    for kind, gen in (("random text", random_text), ("wrong programs", wrong_program)):
        t0 = time.perf_counter()
        slowest = 0.0
        for _ in range(n):
            src = gen(rng)
            t = time.perf_counter()
            problems = check(src)
            slowest = max(slowest, time.perf_counter() - t)
            if problems:
                failures += 1
                if failures <= 20:
                    print(f"FAIL {src!r}: {problems}")
        print(f"{kind}: {n:,} inputs, {failures} failures so far, {time.perf_counter() - t0:.1f} s, "
              f"slowest input {slowest * 1000:.1f} ms")
    return failures


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    sys.exit(1 if campaign(count, int(sys.argv[2]) if len(sys.argv) > 2 else 0) else 0)
