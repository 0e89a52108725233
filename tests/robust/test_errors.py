"""Each row of docs/errors.md, run through the real command."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.robust.api_table import ROWS as API_ROWS
from tests.robust.api_table import problems as api_problems
from tests.robust.error_table import ROWS, Row, markdown
from tests.robust.row_fuzz import problems, run_row

DOC = Path(__file__).resolve().parents[2] / "docs" / "errors.md"


def test_document_is_the_table():
    assert DOC.read_text() == markdown(), "regenerate: python -m tests.robust.error_table > docs/errors.md"


@pytest.mark.parametrize("row", [pytest.param(r, marks=pytest.mark.cxx) if r.cxx else r for r in ROWS],
                         ids=lambda r: r.cls)
def test_row(row: Row, tmp_path: Path):
    """The row's own input through the installed command, in a process of its own (a row that compiles C++
    carries the `cxx` marker: skipped, as every compiling test, where CuTe C++ cannot be compiled)."""
    assert problems(row, run_row(row, tmp_path, in_process=False)) == []


@pytest.mark.parametrize("row", API_ROWS, ids=lambda r: r.cls)
def test_api_row(row):
    """The Python API: the row's own call raises the row's CuteError (or returns its value)."""
    assert api_problems(row, row.code) == []
