"""The one refresh command of the tests' answers: what CuTe C++ (and the CuTe DSL) print for every case.

    python -m tests.oracle.refresh                       # compute the missing answers (g++, CuTe's headers)
    python -m tests.oracle.refresh --regenerate          # compute every answer again, drop stale programs
    python -m tests.oracle.refresh --prune               # drop stale programs' answers (no compiling)
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


def stale_programs(cache: AnswerCache) -> set[str]:
    """The cached answers of emitted example programs that no example emits now (an edited example's old program).

    Only programs can be judged: tests ask the cache for cases of their own too, which no list here names."""
    from tests.interop.test_emit_cpp import PROGRAM_HEAD, _programs
    emitted = set(_programs().values())
    return {cpp for cpp in cache.answers if cpp.startswith(PROGRAM_HEAD) and cpp not in emitted}


def drop_stale(cache: AnswerCache) -> int:
    """Drop the stale programs' answers from `cache` (not saved); how many."""
    stale = stale_programs(cache)
    for program in stale:
        del cache.answers[program]
    return len(stale)


def prune_cpp() -> tuple[AnswerCache, int]:
    """The saved cache without the stale programs' answers, compiling nothing."""
    cache = AnswerCache()
    dropped = drop_stale(cache)
    if dropped:
        cache.save()
    return cache, dropped


def refresh_cpp(regenerate: bool = False) -> AnswerCache:
    cache = AnswerCache()
    with_twins, as_written = expression_cases()
    wanted = {c.cpp for c in with_twins} | set(as_written)
    fresh: dict[str, dict] = {}
    if regenerate:   # every expression cached (a test may ask for cases of its own) and every one wanted
        from tests.interop.test_emit_cpp import PROGRAM_HEAD
        todo = sorted(wanted | {cpp for cpp in cache.answers if not cpp.startswith(PROGRAM_HEAD)})
    else:
        todo = cache.missing(wanted)
    if todo:
        print(f"{len(todo)} C++ expressions to compile", file=sys.stderr)
        fresh.update(compute_answers(todo, progress=True))
    known = {**cache.answers, **fresh} if not regenerate else dict(fresh)
    twins = [t for t in twin_cpps(with_twins, known) if regenerate or t not in known]
    if twins:
        print(f"{len(twins)} static twins to compile", file=sys.stderr)
        fresh.update(compute_answers(twins, progress=True))
    fresh.update(_example_programs(cache, regenerate))
    dropped = 0
    if regenerate:
        cache.replace(fresh)
    else:
        cache.update(fresh)
        dropped = drop_stale(cache)
    if fresh or dropped or regenerate:
        cache.save()
    return cache


def _example_programs(cache: AnswerCache, regenerate: bool) -> dict[str, dict]:
    """What the C++ programs `--emit cpp` writes for examples/ print, for those not cached."""
    from tests.interop.test_emit_cpp import _programs, compile_examples
    programs = _programs()
    if not regenerate and not cache.missing(programs.values()):
        return {}
    print(f"{len(programs)} emitted example programs to compile", file=sys.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        printed = compile_examples(Path(tmp)).values()
        return {program: {"output": recorded(out)} for program, out in printed}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--regenerate", action="store_true", help="compute every C++ answer again")
    ap.add_argument("--prune", action="store_true",
                    help="drop the answers of emitted programs no example emits now (compiles nothing)")
    ap.add_argument("--twin", nargs="+", metavar="SCRIPT", default=[],
                    help="write a C++-written example's twin (tests/examples/cpp) and its .expected")
    ap.add_argument("--dsl-python", metavar="PY", help="a Python with nvidia-cutlass-dsl: refresh the DSL's answers")
    args = ap.parse_args(argv)
    if args.prune:
        cache, dropped = prune_cpp()
        print(f"dropped {dropped} stale programs' answers; {len(cache.answers)} C++ answers for {cache.version}")
        return 0
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
