"""cutecalc against CuTe C++, case by case, and the per-operation table.

A case is judged into one of five kinds:

    agree         both printed the same text, byte for byte
    refused-both  CuTe refused (static_assert or runtime assert) and cutecalc raised a CuteError
                  (a syntax or name error is not a refusal: cutecalc did not understand the case)
    garbage       CuTe's check is compiled out for dynamic integers and it printed a layout that
                  breaks the operation's definition (checked by brute force), while cutecalc refused
                  saying "CuTe does not check this for dynamic integers"
    extends       CuTe refused at compile time only because integers were dynamic: with every integer
                  static it answers, and cutecalc's answer is the same function
    disagree      anything else

    python -m tests.oracle.report            # the table and the disagreements
"""

from __future__ import annotations

import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass

from .cases import Case, all_cases
from .cute_oracle import AnswerCache, recorded
from .functional import cute_answer_is_wrong, same_function
from .translate import has_dynamic_int, to_cpp

KINDS = ("agree", "refused-both", "garbage", "extends", "disagree")
ACCEPTED = frozenset(KINDS[:-1])
DYNAMIC_NOTE = "CuTe does not check this for dynamic integers"


@dataclass
class Verdict:
    case: Case
    kind: str
    cute: dict
    cutecalc: str           # the printed answer, or "<ErrorClass> message"
    detail: str = ""


def cutecalc_answer(expr: str) -> tuple[str | None, BaseException | None]:
    """What cutecalc prints for `expr`, or the exception it raised."""
    from cutecalc.api import calc
    try:
        return calc(expr), None
    except Exception as e:      # a CuteError is a refusal; anything else is a cutecalc bug
        return None, e


def judge(case: Case, cute: dict, twin: dict | None) -> Verdict:
    from cutecalc.errors import CuteDomainError, CuteError, CuteNameError, CuteSyntaxError
    out, err = cutecalc_answer(case.expr)
    shown = out if err is None else f"<{type(err).__name__}> {err}"
    if err is not None and not isinstance(err, CuteError):
        tb = "".join(traceback.format_exception_only(type(err), err)).strip()
        return Verdict(case, "disagree", cute, shown, f"cutecalc crashed: {tb}")
    if isinstance(err, (CuteSyntaxError, CuteNameError)):    # not a refusal: cutecalc did not read the case
        return Verdict(case, "disagree", cute, shown, "cutecalc cannot read this case")
    if "output" in cute:
        if err is None:
            if recorded(out) == cute["output"]:
                return Verdict(case, "agree", cute, shown)
            return Verdict(case, "disagree", cute, shown, "different text")
        if isinstance(err, CuteDomainError) and DYNAMIC_NOTE in str(err):
            wrong = cute_answer_is_wrong(case.expr, cute["output"])
            if wrong:
                return Verdict(case, "garbage", cute, shown)
            return Verdict(case, "disagree", cute, shown,
                           "cutecalc says CuTe computes garbage, but CuTe's answer "
                           + ("passes the functional check" if wrong is False else "has no functional check"))
        return Verdict(case, "disagree", cute, shown, "cutecalc refused, CuTe answered")
    if err is not None:
        return Verdict(case, "refused-both", cute, shown)
    if cute["refused"] == "compile" and twin is not None and "output" in twin:
        if same_function(out, twin["output"]):
            return Verdict(case, "extends", cute, shown)
        return Verdict(case, "disagree", cute, shown,
                       f"CuTe refused the dynamic case; its static twin gives {twin['output']!r}")
    return Verdict(case, "disagree", cute, shown, "CuTe refused, cutecalc answered")


def twin_answer(case: Case, cache: AnswerCache) -> dict | None:
    if not has_dynamic_int(case.expr):
        return None
    return cache.get(to_cpp(case.expr, static_ints=True))


def load_answers(cases: list[Case]) -> AnswerCache:
    """The cache, which must answer every case (else it fails naming the refresh command)."""
    return AnswerCache().require((c.cpp for c in cases), "cases")


def judge_all(cases: list[Case] | None = None) -> list[Verdict]:
    cases = all_cases() if cases is None else cases
    cache = load_answers(cases)
    return [judge(c, cache.get(c.cpp), twin_answer(c, cache)) for c in cases]


def table(verdicts: list[Verdict]) -> str:
    """Per operation: cases, each kind of verdict, and the share CuTe refuses."""
    ops: dict[str, Counter] = {}
    for v in verdicts:
        row = ops.setdefault(v.case.op, Counter())
        row["cases"] += 1
        row[v.kind] += 1
        row["cute refuses"] += "refused" in v.cute
    cols = ("cases",) + KINDS + ("cute refuses",)
    width = max(len(op) for op in ops) + 2
    lines = [f"{'operation':<{width}}" + "".join(f"{c:>14}" for c in cols)]
    total: Counter = Counter()
    for op, row in ops.items():
        total.update(row)
        lines.append(f"{op:<{width}}" + "".join(f"{row[c]:>14}" for c in cols))
    lines.append(f"{'total':<{width}}" + "".join(f"{total[c]:>14}" for c in cols))
    return "\n".join(lines)


def describe(v: Verdict) -> str:
    cute = v.cute.get("output") if "output" in v.cute else f"<refused {v.cute['refused']}> {v.cute['message']}"
    return (f"[{v.case.op}] {v.case.expr}\n    CuTe:     {cute!r}\n    cutecalc: {v.cutecalc!r}"
            + (f"\n    ({v.detail})" if v.detail else ""))


def agreement(verdicts: list[Verdict]) -> float:
    return sum(v.kind in ACCEPTED for v in verdicts) / max(1, len(verdicts))


def main() -> int:
    start = time.monotonic()
    verdicts = judge_all()
    print(table(verdicts))
    bad = [v for v in verdicts if v.kind == "disagree"]
    for v in bad:
        print(describe(v))
    gen = [v for v in verdicts if not v.case.op.startswith("doc:")]
    doc = [v for v in verdicts if v.case.op.startswith("doc:")]
    print(f"\ngenerated: {agreement(gen):.2%} accepted of {len(gen)}; documented: {agreement(doc):.2%} of "
          f"{len(doc)}; {time.monotonic() - start:.1f}s")
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
