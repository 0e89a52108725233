"""CUTLASS's own CuTe DSL code, pasted as written: the code blocks of the DSL's documentation, its docstrings and
its notebooks' cells that are layout algebra, atoms or tiled objects (tests/interop/dsl_corpus.json, cut out by
tools/dsl_corpus.py), run in cutecalc's DSL dialect and compared with what the DSL 4.8.1 printed for them
(dsl_answers.json, cached by dsl_oracle.py).

    python -m tests.interop.test_dsl_corpus        # the counts, and each snippet that does not agree

A snippet "runs as pasted" when cutecalc reads and runs it with no error; it "agrees" when it also prints what the
DSL printed, byte for byte (for a snippet the DSL itself refuses: when cutecalc refuses it too).  Every snippet
that does not agree is in DIFFERENCES with its reason; the test fails when one agrees that is listed (drop it) or
one is not listed that does not agree.
"""

from __future__ import annotations

import json
import sys

import pytest

from cutecalc.lang.session import Session
from cutecalc.lang.values import Printout
from cutecalc.render.cute_text import value_text

from . import dsl_oracle

# snippet id -> why cutecalc's run of it is not the DSL's
DIFFERENCES: dict[str, str] = {
    "examples/python/CuTeDSL/cute/notebooks/composed_layout.ipynb#1":
        "a composed layout whose inner function is the notebook's own Python function (`inner`): the DSL prints "
        "the function object with its address (`<function ...inner at 0x7f...>`), which no other run reproduces; "
        "cutecalc composes a Swizzle or a Layout only and refuses it",
}


def printed(code: str) -> tuple[str, list[str]]:
    """What cutecalc's DSL dialect prints for `code` (print() and cute.printf lines), and its errors."""
    lines, errors = [], []
    for out in Session(dialect="dsl").run(code):
        if out.error is not None:
            errors.append(f"{out.line}: {out.error.message}")
        elif out.has_value and isinstance(out.value, Printout):
            lines.append(value_text(out.value, "dsl") + "\n")
    return "".join(lines), errors


def skips_lines(code: str) -> bool:
    """Whether cutecalc skips a line of `code` (one it does not model: an atom in DSL spelling, data, a launch)."""
    return any(n.startswith("skipped") for out in Session(dialect="dsl").run(code) for n in out.notes)


def results() -> list[tuple[dict, dict, str, list[str]]]:
    """(snippet, the DSL's answer, cutecalc's printout, cutecalc's errors) for each snippet of the corpus."""
    answers = json.loads(dsl_oracle.CACHE.read_text())["answers"]
    out = []
    for snippet in dsl_oracle.corpus():
        answer = answers.get(dsl_oracle.corpus_program(snippet["code"]))
        assert answer is not None, f"{snippet['id']}: no DSL answer: run python -m tests.oracle.refresh --dsl-python PY"
        got, errors = printed(snippet["code"])
        out.append((snippet, answer, got, errors))
    return out


def agrees(answer: dict, got: str, errors: list[str]) -> bool:
    if "error" in answer:
        return bool(errors)
    return not errors and got == answer["output"]


def counts(rs: list | None = None) -> tuple[int, int, int, int, int]:
    """(snippets the DSL runs, of those: run as pasted, agree; snippets the DSL refuses, of those: refused too)."""
    rs = results() if rs is None else rs
    runs = [(a, g, e) for _, a, g, e in rs if "error" not in a]
    refused = [(a, g, e) for _, a, g, e in rs if "error" in a]
    return (len(runs), sum(1 for _, _, e in runs if not e), sum(1 for a, g, e in runs if agrees(a, g, e)),
            len(refused), sum(1 for _, _, e in refused if e))


def test_the_corpus_is_cutlass_code_with_its_origin():
    data = json.loads(dsl_oracle.CORPUS.read_text())
    assert len(data["commit"]) == 40 and len(data["snippets"]) >= 120
    assert all(s["id"].startswith(s["file"] + "#") for s in data["snippets"])
    # a docstring of the DSL's wheel that CUTLASS's sources lack names the wheel (its version) instead of the commit
    wheel = [s for s in data["snippets"] if "package" in s]
    assert wheel and all(s["package"] == "nvidia-cutlass-dsl==4.8.1" and s["file"].startswith("cutlass/cute/")
                         for s in wheel)


@pytest.mark.parametrize("snippet", dsl_oracle.corpus(), ids=lambda s: s["id"])
def test_a_pasted_snippet_prints_what_the_dsl_printed(snippet):
    answers = json.loads(dsl_oracle.CACHE.read_text())["answers"]
    answer = answers.get(dsl_oracle.corpus_program(snippet["code"]))
    assert answer is not None, "no DSL answer: run python -m tests.oracle.refresh --dsl-python PY"
    got, errors = printed(snippet["code"])
    if snippet["id"] in DIFFERENCES:
        assert not agrees(answer, got, errors), f"{snippet['id']} agrees now: drop it from DIFFERENCES"
    else:
        assert agrees(answer, got, errors), f"DSL: {answer}\ncutecalc: {got!r} {errors}"


def main() -> None:
    rs = results()
    for snippet, answer, got, errors in rs:
        if not agrees(answer, got, errors):
            print(f"- {snippet['id']}: {DIFFERENCES.get(snippet['id'], '(not listed)')}")
            print(f"    DSL: {answer.get('error') or answer['output'][:300]!r}")
            print(f"    cutecalc: {got[:300]!r} {errors[:3]}")
    runs, pasted, agree, refused, refused_too = counts(rs)
    skipping = sum(1 for s, a, g, e in rs if "error" not in a and agrees(a, g, e) and skips_lines(s["code"]))
    print(f"{len(rs)} snippets; the DSL 4.8.1 runs {runs}: {pasted} run as pasted in cutecalc, {agree} print what "
          f"the DSL printed ({skipping} of them skipping a line cutecalc does not model); "
          f"the DSL refuses {refused}: cutecalc refuses {refused_too} of them", file=sys.stderr)


if __name__ == "__main__":
    main()
