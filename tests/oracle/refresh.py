"""The one refresh command of the tests' answers: what CuTe C++ (and the CuTe DSL) print for every case.

    python -m tests.oracle.refresh                       # compute the missing answers (g++, CuTe's headers)
    python -m tests.oracle.refresh --regenerate          # compute every answer again, drop unused ones
    python -m tests.oracle.refresh --twin examples/NAME.cute ...   # a C++-written example's twin and .expected
    python -m tests.oracle.refresh --dsl-python PY       # also the DSL's answers (a Python with
                                                         #   nvidia-cutlass-dsl), tests/interop/dsl_answers.json

C++ answers go to the one cache, tests/oracle/cute_answers.json (cute_oracle.py): the generated and documented
cases with their static twins, the surface cases, CuTe's unit tests, the read-back pairs, the atom cases, the
tensor cases, and the C++ programs `--emit cpp` writes for examples/.  A test never computes an answer: a missing
one fails it, naming this command.  Compiles go through cutecalc.interop.verify's reference toolchain.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from cutecalc.interop.toolchain import toolchain_problem

from .cute_oracle import AnswerCache, compute_answers, recorded, twin_cpps


def expression_cases():
    """(cases whose static twins CuTe is asked too, C++ expressions asked as written)."""
    from tests.oracle.atom_cases import all_cases as atom_cases
    from tests.oracle.cases import all_cases
    from tests.oracle.smem_cases import name_cases
    from tests.oracle.surface import surface_cases, twinned
    from tests.oracle.tensor_cases import all_cases as tensor_cases
    from tests.oracle.test_readback import PAIRS
    from tests.oracle.unit_tests import unit_cases
    surface = surface_cases()
    with_twins = all_cases() + twinned(surface)
    as_written = ([c.cpp for c in surface] + [c.cpp for _, c in unit_cases()] + [c for p in PAIRS for c in p]
                  + [c.cpp for c in atom_cases()] + name_cases() + [c.cpp for c in tensor_cases()])
    return with_twins, as_written


def refresh_cpp(regenerate: bool = False) -> AnswerCache:
    cache = AnswerCache()
    with_twins, as_written = expression_cases()
    wanted = {c.cpp for c in with_twins} | set(as_written)
    fresh: dict[str, dict] = {}
    todo = sorted(wanted) if regenerate else cache.missing(wanted)
    if todo:
        print(f"{len(todo)} C++ expressions to compile", file=sys.stderr)
        fresh.update(compute_answers(todo, progress=True))
    known = {**cache.answers, **fresh} if not regenerate else dict(fresh)
    twins = [t for t in twin_cpps(with_twins, known) if regenerate or t not in known]
    if twins:
        print(f"{len(twins)} static twins to compile", file=sys.stderr)
        fresh.update(compute_answers(twins, progress=True))
    programs, stale = _example_programs(cache, regenerate)
    fresh.update(programs)
    if regenerate:
        cache.replace(fresh)
    else:
        cache.update(fresh)
        for program in stale:
            del cache.answers[program]
    if fresh or stale or regenerate:
        cache.save()
    return cache


# How every program `--emit cpp` writes begins (cutecalc/interop/emit_cpp.py's head line).
EMITTED = "// cutecalc --emit cpp: "


def _example_programs(cache: AnswerCache, regenerate: bool) -> tuple[dict[str, dict], list[str]]:
    """What the C++ programs `--emit cpp` writes for examples/ print, for those not cached; and the cached
    emitted programs no example writes any more (an edited example leaves its old program behind)."""
    from tests.interop.test_emit_cpp import _programs, compile_examples
    programs = _programs()
    written = set(programs.values())
    stale = [k for k in cache.answers if k.startswith(EMITTED) and k not in written]
    if not regenerate and not cache.missing(programs.values()):
        return {}, stale
    print(f"{len(programs)} emitted example programs to compile", file=sys.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        printed = compile_examples(Path(tmp)).values()
        return {program: {"output": recorded(out)} for program, out in printed}, stale


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--regenerate", action="store_true", help="compute every C++ answer again")
    ap.add_argument("--twin", nargs="+", metavar="SCRIPT", default=[],
                    help="write a C++-written example's twin (tests/examples/cpp) and its .expected")
    ap.add_argument("--dsl-python", metavar="PY", help="a Python with nvidia-cutlass-dsl: refresh the DSL's answers")
    args = ap.parse_args(argv)
    problem = toolchain_problem()
    if problem:
        print(f"cannot compile CuTe C++ here: {problem}", file=sys.stderr)
        return 2
    start = time.monotonic()
    if args.twin:
        from tests.examples.twin import write_twins
        write_twins(args.twin)
    cache = refresh_cpp(args.regenerate)
    print(f"{len(cache.answers)} C++ answers for {cache.version} in {time.monotonic() - start:.1f}s -> {cache.path}")
    if args.dsl_python:
        from tests.interop.dsl_oracle import refresh as refresh_dsl
        refresh_dsl(args.dsl_python)
    return 0


if __name__ == "__main__":
    sys.exit(main())
