"""The `static:` line is CuTe's static form, underscores and all: what CuTe C++ prints for the statement with
every integer static (tests/oracle/cute_answers.json holds those answers)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from cutecalc.lang.session import Session
from tests.cli.test_cli import EXE
from tests.oracle.cute_oracle import AnswerCache
from tests.oracle.translate import to_cpp

CASES = ["composition((10,2):(16,4), (5,4):(1,5))", "zipped_divide((4,8):(8,1), <2:1, 4:1>)",
         "blocked_product((2,2):(1,2), (3,4):(1,3))"]


@pytest.fixture(scope="module")
def cache() -> AnswerCache:
    return AnswerCache()


@pytest.mark.parametrize("expr", CASES)
def test_static_line_is_what_cute_prints_with_static_integers(expr: str, cache: AnswerCache):
    cute = cache.get(to_cpp(expr, static_ints=True))
    assert cute is not None and "output" in cute, "run python -m tests.oracle.cute_oracle --update"
    (out,) = Session(twin=True).run(expr)
    static = out.twin_text
    assert static == cute["output"]
    assert "_" in static


def test_no_static_line_when_only_the_marks_differ():
    (out,) = Session(twin=True).run("logical_divide(24:2, 4:2)")
    assert str(out.value) == "(4,(2,3)):(4,(2,16))" and out.twin_text is None


def test_a_deeply_nested_value_in_a_table_is_an_error_not_a_traceback(tmp_path: Path):
    script = tmp_path / "deep.cute"
    script.write_text("a = (1)\n" + "a = make_tuple(a)\n" * 1200 + "a\n")
    r = subprocess.run([EXE, "--format", "table", "-f", str(script)], capture_output=True, text=True, timeout=120,
                       env={**os.environ, "COLUMNS": "100"})
    assert "Traceback" not in r.stderr
    assert r.returncode == 1   # refused where it nests past 64 levels; the last value drawn is the one of 64
    assert "deep.cute:65:5: error: the value nests deeper than 64 levels" in r.stderr
    assert "deep.cute:1202:1: error:" not in r.stderr
