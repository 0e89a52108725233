"""docs/functions.md says which CuTe functions cutecalc has: each 'supported' row names functions of the table
in cutecalc/lang/functions.py, and no 'not yet' or 'no' row names one."""

from __future__ import annotations

import re
from pathlib import Path

from cutecalc.lang.function_table import FUNCTIONS

DOC = Path(__file__).resolve().parents[1] / "docs" / "functions.md"


def _rows():
    for line in DOC.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`"):
            names = [re.match(r"[A-Za-z_0-9]+", n).group() for n in re.findall(r"`([^`]+)`", cells[0])]
            yield names, cells[2]


def test_supported_rows_are_functions_and_the_others_are_not():
    rows = list(_rows())
    assert len(rows) > 40
    for names, status in rows:
        for n in names:
            if status == "supported":
                assert n in FUNCTIONS, f"{n} is marked supported but has no row"
            else:
                assert n not in FUNCTIONS, f"{n} is marked '{status}' but has a row"
