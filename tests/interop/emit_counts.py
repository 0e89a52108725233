"""How many of the values a script computes each emitter carries over: `python -m tests.interop.emit_counts`
prints the table for examples/ (both dialects); test_emit_counts.py holds the emitters to it.

A value is what a statement computes when cutecalc runs it without an error: an assignment's value, or a value it
shows (a C++ print(x) of a value included; a printed string is text, not a value).  Each is emitted, or skipped
for a reason that is no loss of the emitter's: the target language has no counterpart (a row's `none`, a C++
cast the DSL has no counterpart of: `EmittedStatement.lacks`), or cutecalc itself skipped the line (a loop of a
pasted kernel).  Anything else is a value the emitter dropped.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cutecalc.interop.emit_cpp import emit_cpp_program
from cutecalc.interop.emit_dsl import emit_dsl_program
from cutecalc.lang.session import Session
from cutecalc.lang.values import CppString, Printout

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCRIPTS = sorted(EXAMPLES.glob("*.cute"))
EMITTERS: dict[str, Callable[..., Any]] = {"cpp": emit_cpp_program, "dsl": emit_dsl_program}


def static(text: str) -> bool:
    run = next(line for line in text.splitlines() if line.startswith("# run: cutecalc"))
    return "--static" in shlex.split(run)


def _is_value(outcome: Any) -> bool:
    if outcome.error is not None or outcome.value is None:
        return False
    v = outcome.value
    return not (isinstance(v, CppString) or (isinstance(v, Printout) and all(
        isinstance(x, (str, CppString)) for x in v.parts)))


def counts(text: str, language: str) -> dict[str, Any]:
    """{"values": computed, "emitted": carried over, "lacking": skipped for a reason of the target's or
    cutecalc's, "dropped": [(line, statement, reason)] the emitter lost}."""
    is_static = static(text)
    outcomes = list(Session(is_static).run(text))
    program = EMITTERS[language](text, is_static)
    out: dict[str, Any] = {"values": 0, "emitted": 0, "lacking": 0, "dropped": []}
    for s in program.statements:
        if not _is_value(outcomes[s.index]):
            continue
        out["values"] += 1
        if not s.skipped:
            out["emitted"] += 1
        elif s.lacks:
            out["lacking"] += 1
        else:
            out["dropped"].append((s.line, " ".join(s.source.split()), s.skipped))
    return out


def table() -> dict[str, dict[str, dict[str, Any]]]:
    return {s.stem: {lang: counts(s.read_text(), lang) for lang in EMITTERS} for s in SCRIPTS}


if __name__ == "__main__":
    import sys
    totals = {lang: [0, 0, 0, 0] for lang in EMITTERS}
    print(f"{'example':34} {'values':>6}  cpp: {'emit':>4} {'lack':>4} {'drop':>4}   dsl: {'emit':>4} {'lack':>4} "
          f"{'drop':>4}")
    reasons: dict[str, int] = {}
    for name, row in table().items():
        cells = []
        for lang, c in row.items():
            cells.append(f"{c['emitted']:>4} {c['lacking']:>4} {len(c['dropped']):>4}")
            t = totals[lang]
            t[0] += c["values"]; t[1] += c["emitted"]; t[2] += c["lacking"]; t[3] += len(c["dropped"])  # noqa: E702
            for _, _, why in c["dropped"]:
                reasons[f"{lang}: {why}"] = reasons.get(f"{lang}: {why}", 0) + 1
        print(f"{name:34} {row['cpp']['values']:>6}  cpp: {cells[0]}   dsl: {cells[1]}")
    for lang, (v, e, lack, d) in totals.items():
        print(f"{lang}: {v} values, {e} emitted, {lack} skipped (the target lacks them), {d} dropped")
    if "-v" in sys.argv:
        for why, n in sorted(reasons.items(), key=lambda x: -x[1]):
            print(n, why)
