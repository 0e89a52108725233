"""End-to-end: the output formats, the option reader without click, the batch summary."""

from __future__ import annotations

import json
import os

import pytest

from cutecalc.cli_options import parse_with_click
from cutecalc.options import Options, read_fast

from .test_cli import run


def test_table_format_on_a_pipe_is_plain_but_drawn():
    r = run("--format", "table", "zipped_divide((4,8):(8,1), <2:1,4:1>)")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "((2,4),((1,2),(1,2))):((8,1),((8,16),(1,4)))"
    assert lines[1] == "static: ((_2,_4),(_2,_2)):((_8,_1),(_16,_4))"
    assert "\x1b[" not in r.stdout  # no colour codes on a pipe
    row0 = next(x for x in lines if x.startswith("0 (0,0)"))
    assert row0.split() == ["0", "(0,0)", "0", "16", "│", "4", "20"]


def test_table_elides_large_layouts_and_says_so():
    r = run("--format", "table", "(4096,4096):(4096,1)")
    assert "… elides 4064 of 4096 rows and" in r.stdout
    assert "16777215" in r.stdout  # the last cell is drawn


def test_latex_is_cute_print_latex():
    r = run("--format", "latex", "(2,3):(3,1)")
    assert r.stdout.startswith("% Layout: (2,3):(3,1)\n\\documentclass[convert]{standalone}\n")
    assert "\\node[fill=black!50] at (1,2) {5};\n" in r.stdout


@pytest.mark.parametrize("fmt,head", [("svg", "<svg"), ("html", "<!DOCTYPE html>")])
def test_exports_write_a_file(tmp_path, fmt, head):
    out = tmp_path / f"t.{fmt}"
    r = run("--format", fmt, "-o", str(out), "logical_divide((4,6):(1,4), <2:1, 3:1>)")
    assert r.returncode == 0, r.stderr
    text = out.read_text()
    assert head in text[:200]
    assert "static: ((_2,_2),(_3,_2)):((_1,_2),(_4,_12))" in text.replace("&#160;", " ")


def test_explain_shows_steps_and_values():
    r = run("--explain", "logical_divide((4,6):(1,4), <2:1, 3:1>)")
    assert r.returncode == 0, r.stderr
    assert "How CuTe computes it: logical_divide(A, B) = composition(A, make_layout(B," in r.stdout
    assert "complement(3:1, 6)" in r.stdout and "= (1,2):(_1,3)" in r.stdout


def test_explain_json_has_steps():
    rec = json.loads(run("--json", "--explain", "complement(4:2, 24)").stdout)
    assert rec["value"] == "(2,3):(_1,8)"
    assert {"depth": 0, "step": "complement(4:2, 24)", "value": "(2,3):(_1,8)"} in rec["steps"]


def test_batch_summary_counts(tmp_path):
    script = tmp_path / "s.cute"
    script.write_text("size(4:1)\nnope(1)\nsize(8:1)\nx = 3\n")
    r = run("-f", str(script))
    assert r.returncode == 1
    assert r.stderr.splitlines()[-1] == f"{script}: 3 succeeded, 1 failed"
    r = run("--fail-fast", "-f", str(script))
    assert r.stderr.splitlines()[-1] == f"{script}: 1 succeeded, 1 failed (stopped at the first failure)"


def test_svg_to_a_terminal_needs_output_file_but_pipe_is_fine():
    r = run("--format", "svg", "24:2")
    assert r.returncode == 0 and "<svg" in r.stdout


def test_help_and_version_go_through_click():
    r = run("--help")
    assert r.returncode == 0 and "--format" in r.stdout and "--explain" in r.stdout
    assert "[default: offset]" in r.stdout and "('offset')" not in r.stdout
    assert run("--version").stdout.startswith("cutecalc, version ")


def test_bad_option_value_is_a_usage_error():
    r = run("--format", "pdf", "24:2")
    assert r.returncode == 2 and r.stderr.startswith("cutecalc: error: ") and "Traceback" not in r.stderr


@pytest.mark.parametrize("argv", [
    ["24:2"], ["a = 1", "size(a)"], ["--json", "x"], ["--static", "--fail-fast", "-f", "s.cute"],
    ["--file=s.cute"], ["--format", "table", "--color-by", "mode", "--full", "x"],
    ["--format=latex", "-o", "o.tex", "y"],
    ["--explain", "-", "--output", "z"], ["-f", "-"], ["--width", "80", "x"], ["--width=20", "x"],
    ["-_4"], ["-7/2", "--static"], ["a", "-(2)", "-f", "s.cute"], ["--", "-x"], ["--json", "--format", "json", "y"],
])
def test_fast_reader_agrees_with_click(argv):
    fast = read_fast(argv)
    assert fast is not None
    assert fast == parse_with_click(argv)


@pytest.mark.parametrize("argv", [["--help"], ["-h"], ["--version"], ["--width", "8", "x"], ["--format", "pdf"],
                                  ["-f"], ["--json=1"], ["-x"], ["-f", "a", "-f", "b"],
                                  ["--json", "--format", "table"]])
def test_fast_reader_leaves_the_rest_to_click(argv):
    assert read_fast(argv) is None


def test_plain_path_imports_neither_click_nor_rich(tmp_path):
    code = ("import sys; from cutecalc import cli; sys.argv=['cutecalc','logical_divide(24:2, 4:2)']\n"
            "try:\n  cli.main()\nexcept SystemExit: pass\n"
            "print(sorted(m for m in ('click','rich','prompt_toolkit') if m in sys.modules))")
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                       env={**os.environ, "CUTECALC_CLICK": ""})
    assert r.stdout.splitlines() == ["(4,(2,3)):(4,(2,16))", "[]"], r.stderr


def test_options_default():
    assert read_fast([]) == Options()


def test_csv_rows_a_value_an_error_and_nothing_at_the_end():
    import csv
    r = run("--format", "csv", "(2,3):(3,1)", "size((4,2))", "foo(1)")
    assert r.returncode == 1
    rows = list(csv.reader(r.stdout.splitlines()))
    assert rows == [
        ["line", "col", "input", "value", "type", "warning", "error"],
        ["1", "1", "(2,3):(3,1)", "(2,3):(3,1)", "Layout", "", ""],
        ["2", "1", "size((4,2))", "8", "Int", "", ""],
        ["3", "1", "foo(1)", "", "", "", "unknown function or variable 'foo'"],
    ]
    assert len(r.stdout.splitlines()) == 4  # nothing more at the end (the summary goes to standard error)
