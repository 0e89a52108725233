"""A script's output: a line the session remembers is written as it was the first time, and the errors and notes
that go to a standard error of their own come in batches, in order, all before the summary."""

from __future__ import annotations

import io
import sys

from cutecalc import cli
from cutecalc.lang import session as session_module
from cutecalc.lang.session import Session
from cutecalc.options import Options
from cutecalc.present import present
from cutecalc.render.writers import make_writer

SCRIPT = "\n".join(["coalesce((2,(1,6)):(1,(6,2)))", "left_inverse((2):(1))", "logical_divide((4,2):(2,1), 2:1)"] * 3
                   + ["size(4:1)", "size(4:1)"])


class _Notes:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def error(self, outcome, err) -> None:
        self.lines.append(f"{outcome.line}: {err.message}")

    def note(self, outcome, note) -> None:
        self.lines.append(f"{outcome.line}: {note}")


def _written(script: str) -> tuple[str, list[str]]:
    out, notes = io.StringIO(), _Notes()
    present(Session().run(script), make_writer(Options().display.with_(format="text"), out), notes)
    return out.getvalue(), notes.lines


def test_a_remembered_line_is_written_as_the_first_time(monkeypatch):
    remembered = _written(SCRIPT)
    with monkeypatch.context() as m:
        m.setattr(session_module, "MAX_KNOWN", 0)
        fresh = _written(SCRIPT)
    assert remembered == fresh
    assert remembered[0].splitlines()[3] == remembered[0].splitlines()[0] == "(2,1,6):(1,6,2)"


def test_held_lines_come_in_order_at_a_flush_or_a_full_batch(monkeypatch):
    err = io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)

    class At:
        line, col = 3, 1

    reporter = cli.StderrReporter("s.cute", held=True)
    reporter.note(At, "first")
    reporter.note(At, "second")
    assert err.getvalue() == ""
    reporter.flush()
    assert err.getvalue() == "s.cute:3:1: note: first\ns.cute:3:1: note: second\n"
    for i in range(reporter.HELD_LINES):
        reporter.note(At, f"n{i}")
    assert err.getvalue().count("\n") == 2 + reporter.HELD_LINES   # a full batch is written at once
    plain = cli.StderrReporter("s.cute")
    plain.note(At, "now")
    assert err.getvalue().endswith("s.cute:3:1: note: now\n")
