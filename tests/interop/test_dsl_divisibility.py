"""The CuTe DSL's divisibility of run-time integers (`?{div=k}`): cutecalc's DSL dialect prints what the DSL 4.8.1
printed for each case of dsl_divisibility.py -- the cases the rule was read from (FOUND) and the cases generated
afterwards to check it (HELD_OUT) -- except the ones listed in DIFFERENCES, each with its reason.

    python -m tests.interop.test_dsl_divisibility      # the counts, and each case that does not agree
"""

from __future__ import annotations

import json
import sys

import pytest

from cutecalc.lang.session import Session

from . import dsl_oracle
from .dsl_divisibility import FOUND, HELD_OUT
from .test_dsl_corpus import agrees, printed

# the printed expression of a case -> why cutecalc's answer is not the DSL's
DIFFERENCES: dict[str, str] = {
    "print(cute.assume(cutlass.Int64(24), divby=8))":
        "the DSL prints a 64-bit run-time integer's width with its divisor (?{i64 div=8}); cutecalc's run-time "
        "integers carry no width",
    "print(cute.complement(cute.make_layout((2, 4), stride=(1, a)), 1024))":
        "the DSL cannot complement a layout whose strides are run-time integers and prints x:x (as for any "
        "dynamic stride: test_read_dsl.py); cutecalc computes it",
    "print(cute.logical_product(cute.make_layout(4, stride=a), cute.make_layout(3)))":
        "the DSL refuses a product whose complement needs a run-time stride (MLIRError); cutecalc computes it",
}


def _expression(case: str) -> str:
    return case.rstrip("\n").splitlines()[-1]


def _answer(case: str) -> dict:
    answers = json.loads(dsl_oracle.CACHE.read_text())["answers"]
    answer = answers.get(dsl_oracle.corpus_program(case))
    assert answer is not None, "no DSL answer: run python -m tests.oracle.refresh --dsl-python PY"
    return answer


@pytest.mark.parametrize("case", FOUND + HELD_OUT, ids=_expression)
def test_a_run_time_integers_divisor_is_what_the_dsl_knows(case):
    answer = _answer(case)
    got, errors = printed(case)
    if _expression(case) in DIFFERENCES:
        assert not agrees(answer, got, errors), f"{_expression(case)} agrees now: drop it from DIFFERENCES"
    else:
        assert agrees(answer, got, errors), f"DSL: {answer}\ncutecalc: {got!r} {errors}"


def test_the_held_out_cases_are_new():
    assert len(HELD_OUT) >= 60 and not set(HELD_OUT) & set(FOUND)


def main() -> None:
    for name, cases in (("found", FOUND), ("held out", HELD_OUT)):
        agree = 0
        for case in cases:
            answer = _answer(case)
            got, errors = printed(case)
            if agrees(answer, got, errors):
                agree += 1
            else:
                print(f"- {name}: {_expression(case)!r} {DIFFERENCES.get(_expression(case), '(not listed)')}\n"
                      f"    DSL: {answer.get('error') or answer['output']!r}  cutecalc: {got!r} {errors[:2]}")
        print(f"{name}: {len(cases)} cases, {agree} print what the DSL printed", file=sys.stderr)


def test_an_integer_with_a_divisor_is_still_a_run_time_one_where_the_dsl_parts_from_cpp():
    code = ("a = cute.make_layout((4, 2), stride=(cute.assume(cutlass.Int32(8), divby=8), 1))\n"
            "print(cute.complement(a, 64))\n")
    notes = [n for out in Session(dialect="dsl").run(code) for n in out.notes]
    assert any("the CuTe DSL may print x:x for a complement of dynamic strides" in n for n in notes), notes


if __name__ == "__main__":
    main()
