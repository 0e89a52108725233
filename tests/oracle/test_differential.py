"""cutecalc prints what CuTe C++ prints: every generated case and every documented example, without exception
(one disagreement fails the test).

CuTe's answers come from cute_answers.json; missing ones are computed with g++ (and the test fails,
rather than skips, when they are missing and g++ or the CuTe headers are not available).  cutecalc
is imported only when the test runs, so collection never depends on the engine's state.
"""

from __future__ import annotations

import pytest

from . import report


@pytest.fixture(scope="module")
def verdicts() -> list[report.Verdict]:
    return report.judge_all()


def _failures(verdicts: list[report.Verdict], limit: int = 40) -> str:
    bad = [v for v in verdicts if v.kind == "disagree"]
    shown = "\n".join(report.describe(v) for v in bad[:limit])
    more = f"\n... and {len(bad) - limit} more" if len(bad) > limit else ""
    return f"{len(bad)} disagreements:\n{shown}{more}"


def test_documented_examples_all_agree(verdicts):
    doc = [v for v in verdicts if v.case.op.startswith("doc:")]
    assert doc
    assert all(v.kind in report.ACCEPTED for v in doc), report.table(doc) + "\n" + _failures(doc)


def test_generated_cases_agree(verdicts):
    gen = [v for v in verdicts if not v.case.op.startswith("doc:")]
    print("\n" + report.table(verdicts))
    assert len(gen) >= 2500
    assert all(v.kind in report.ACCEPTED for v in gen), report.table(gen) + "\n" + _failures(gen)
