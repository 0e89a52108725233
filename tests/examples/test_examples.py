"""Each script in examples/ runs as its `# run:` line says and prints exactly its .expected file.

The .expected files are CuTe C++'s output: tests/examples/cpp/NAME.cpp prints the same statements
(build: g++ -std=c++17 -I tests/examples/cpp -I <cute include> -I /usr/local/cuda/include ...).  A script written
as C++ (the layout_docs_* and algebra_docs_* scripts, CuTe's documentation pasted) gets its twin and its .expected
from `python -m tests.examples.twin examples/NAME.cute`.
"""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from tests.cli.test_cli import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCRIPTS = sorted(EXAMPLES.glob("*.cute"))


def test_there_are_examples():
    assert len(SCRIPTS) >= 3


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_example_output_matches_cute(script: Path):
    run_line = next(line for line in script.read_text().splitlines() if line.startswith("# run: cutecalc"))
    args = shlex.split(run_line[len("# run: cutecalc"):])
    r = run(*args, cwd=EXAMPLES)
    assert r.returncode == 0, r.stderr
    assert r.stdout == script.with_suffix(".expected").read_text()
