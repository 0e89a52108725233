"""Each row of docs/errors.md, run through the real command."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.cli.test_cli import EXE, run
from tests.robust.error_table import ROWS, Row, markdown

DOC = Path(__file__).resolve().parents[2] / "docs" / "errors.md"


def test_document_is_the_table():
    assert DOC.read_text() == markdown(), "regenerate: python -m tests.robust.error_table > docs/errors.md"


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.cls)
def test_row(row: Row, tmp_path: Path):
    args = list(row.args)
    if row.script is not None:
        f = tmp_path / "bad.cute"
        f.write_bytes(row.script)
        args = ["-f", str(f)]
    elif row.special == "missing":
        args = ["-f", str(tmp_path / "missing.cute")]
    elif row.special == "directory":
        args = ["-f", str(tmp_path)]
    elif row.special == "unreadable":
        f = tmp_path / "secret.cute"
        f.write_text("size(4:1)\n")
        f.chmod(0)
        args = ["-f", str(f)]
        if os.geteuid() == 0:  # root reads anything: run the command as nobody
            r = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", EXE, *args],
                               capture_output=True, text=True, timeout=60)
            assert r.returncode == row.exit and row.says in r.stderr, r.stderr
            return
    if row.shell:
        bindir = os.path.dirname(EXE)
        r = subprocess.run(["bash", "-c", row.shell], capture_output=True, text=True, timeout=60, cwd=tmp_path,
                           env={**os.environ, "PATH": bindir + os.pathsep + os.environ.get("PATH", "")})
    else:
        r = run(*args)
    assert "Traceback" not in r.stderr
    assert r.returncode == row.exit, r.stderr
    if row.says:
        assert row.says in r.stderr, r.stderr
    if row.stdout is not None:
        assert r.stdout == row.stdout
    if row.prints:
        assert row.prints in r.stdout
