"""A bounded fuzz campaign run with every test run (the long one: python -m tests.robust.fuzzing)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cutecalc.errors import CuteInternalError
from tests.robust.fuzzing import TOKENS, check, random_text, wrong_program


@settings(max_examples=1500, deadline=2000)
@given(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=20).map("".join))
def test_random_token_text_is_answered(source):
    assert check(source) == []


@settings(max_examples=500, deadline=2000)
@given(st.text(max_size=60))
def test_arbitrary_unicode_is_answered(source):
    assert check(source) == []


@settings(max_examples=1500, deadline=2000)
@given(st.integers(0, 2 ** 32))
def test_wrong_programs_are_answered(seed):
    assert check(wrong_program(random.Random(seed))) == []


def test_seeded_campaign_slice():
    rng = random.Random(12345)
    for _ in range(2000):
        src = random_text(rng)
        assert check(src) == [], src


COMMAND_WORDS = [":help", ":vars", ":del", ":static", ":format", ":color", ":full", ":explain", ":load", ":save",
                 ":h", ":nope", ":", "::", "on", "off", "table", "text", "json", "latex", "mode", "x", "a", "/",
                 "/nonexistent", "size", "logical_divide(", "(4,8):(8,1)", "<2:1,4:1>", ")", "\t"]


@settings(max_examples=300, deadline=5000)
@given(st.lists(st.one_of(st.lists(st.sampled_from(COMMAND_WORDS), min_size=1, max_size=4).map(" ".join),
                          st.lists(st.sampled_from(TOKENS), min_size=1, max_size=12).map("".join)),
                min_size=1, max_size=6))
def test_repl_entries_never_end_the_session(entries):
    """Commands with random arguments and random statements: every entry is answered, none escapes."""
    import io

    from cutecalc.options import DisplayOptions
    from cutecalc.repl.commands import Quit, Repl
    buf = io.StringIO()
    repl = Repl(out=buf, display=DisplayOptions(width=100))
    for entry in entries:
        if entry.strip().startswith(":save"):
            continue  # writes files: covered by the REPL tests with a temporary directory
        try:
            repl.execute(entry)
        except Quit:
            pass
    assert "internal error" not in buf.getvalue()


@settings(max_examples=500, deadline=5000)
@given(st.integers(0, 2 ** 32))
def test_explained_wrong_programs_are_answered(seed):
    """--explain recomputes each operation's steps: they must fail as cleanly as the operation."""
    from cutecalc.lang.session import Session
    for out in Session().run(wrong_program(random.Random(seed)), explain=True):
        assert not isinstance(out.error, CuteInternalError), out.error


def _fuzz_rows(rows, tmp_path) -> dict[str, int]:
    """Each row's class, generated again (tests/robust/row_fuzz.py): the row's exit code and message every
    time, no traceback; the count tried per row is the one docs/errors.md shows (times the profile's scale)."""
    from tests.robust.row_fuzz import campaign, profile_scale, variant_count
    failures: list[str] = []
    scale = profile_scale()
    tried = campaign(rows, scale, tmp_path, report=failures.append)
    assert failures == []
    assert {r.cls: tried.get(r.cls, 0) for r in rows} == {r.cls: variant_count(r) * scale for r in rows}
    return tried


def test_every_row_of_errors_md_is_fuzzed_as_its_count_says(tmp_path):
    from tests.robust.error_table import ROWS
    rows = [r for r in ROWS if not r.cxx]
    assert sum(_fuzz_rows(rows, tmp_path).values()) >= 15 * len(rows)


@pytest.mark.cxx
def test_every_row_that_compiles_is_fuzzed_as_its_count_says(tmp_path):
    """The rows of verify (they compile C++): as above, where CuTe C++ can be compiled."""
    from tests.robust.error_table import ROWS
    _fuzz_rows([r for r in ROWS if r.cxx], tmp_path)


def test_the_python_api_is_fuzzed_as_its_rows_say():
    """Each class of bad input to the Python API, generated again: the row's CuteError every time, nothing else."""
    from tests.robust.api_table import ROWS, problems, variants
    from tests.robust.row_fuzz import profile_scale
    failures = [p for row in ROWS for code in variants(row, row.fuzz_count * profile_scale())
                for p in problems(row, code)]
    assert failures == []
