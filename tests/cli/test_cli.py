"""End-to-end: run the installed `cutecalc` command as a user would."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

EXE = shutil.which("cutecalc", path=str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", ""))


def run(*args: str, stdin: str | None = None, cwd=None) -> subprocess.CompletedProcess:
    assert EXE, "the cutecalc command is not installed (pip install -e .)"
    return subprocess.run([EXE, *args], input=stdin, capture_output=True, text=True, timeout=60, cwd=cwd)


def test_one_shot_prints_cute_form():
    r = run("logical_divide(24:2, 4:2)")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "(4,(2,3)):(4,(2,16))\n"


def test_static_and_dynamic_forms_differ_as_in_cute():
    assert run("composition((10,2):(16,4), (5,4):(1,5))").stdout == "((5,1),(2,2)):((16,4),(80,4))\n"
    assert run("composition((_10,_2):(_16,_4), (_5,_4):(_1,_5))").stdout == "(_5,(_2,_2)):(_16,(_80,_4))\n"
    assert run("--static", "composition((10,2):(16,4), (5,4):(1,5))").stdout == "(_5,(_2,_2)):(_16,(_80,_4))\n"


def test_several_statements_and_assignment():
    r = run("a = 24:2; b = 4:2\nlogical_divide(a, b); complement(6:4, 24)")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "(4,(2,3)):(4,(2,16))\n(4,1):(_1,24)\n"


def test_print_layout_grid_matches_cute_bytes():
    r = run("print_layout(make_layout(make_shape(2,3)))")
    assert r.stdout == (
        "(2,3):(_1,2)\n"
        "      0   1   2 \n"
        "    +---+---+---+\n"
        " 0  | 0 | 2 | 4 |\n"
        "    +---+---+---+\n"
        " 1  | 1 | 3 | 5 |\n"
        "    +---+---+---+\n")


def test_cpp_paste_reads():
    r = run("make_layout(make_shape(Int<4>{}, 8), make_stride(_1{}, 4))")
    assert r.stdout == "(_4,8):(_1,4)\n", r.stderr


def test_script_errors_report_file_line_col_and_continue(tmp_path):
    script = tmp_path / "s.cute"
    script.write_text("a = (4,8):(8,1)\nsize(a)\ncomplement((2,2):(1,1), 8)\nfoo(a)\nrank(a)\n")
    r = run("-f", str(script))
    assert r.returncode == 1
    assert r.stdout == "32\n_2\n"
    assert f"{script}:3:" in r.stderr and "not injective" in r.stderr
    assert f"{script}:4:1: error: unknown function or variable 'foo'" in r.stderr
    assert "Traceback" not in r.stderr


def test_answers_and_reports_keep_their_order_where_they_meet(tmp_path):
    """stdout and stderr on one pipe (2>&1): each note and error follows the answers before it; on two pipes, each
    stream holds the same lines (the answers are not flushed before each report there: nothing can show the order)."""
    script = tmp_path / "s.cute"
    script.write_text("size(4:1)\ncomplement((2,4):(1,2))\nnope(1)\nsize(8:1)\ncomplement((2,4):(1,2), 64)\n")
    merged = subprocess.run([EXE, "-f", str(script)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            timeout=60).stdout.splitlines()
    assert merged[:2] == ["4", "(1,1,1):(_1,2,8)"] and merged[6:8] == ["8", "(1,1,8):(_1,2,8)"], merged
    assert ": note: " in merged[2] and ": error: " in merged[3] and ": note: " in merged[8], merged
    assert merged[9].endswith("4 succeeded, 1 failed") and len(merged) == 10, merged
    apart = run("-f", str(script))
    answers = (0, 1, 6, 7)
    assert apart.stdout.splitlines() == [merged[i] for i in answers]
    assert apart.stderr.splitlines() == [line for i, line in enumerate(merged) if i not in answers]


def test_fail_fast_stops(tmp_path):
    script = tmp_path / "s.cute"
    script.write_text("size(4:1)\nnope(1)\nsize(8:1)\n")
    r = run("--fail-fast", "-f", str(script))
    assert r.returncode == 1
    assert r.stdout == "4\n"


def test_syntax_error_has_caret_and_exit_2():
    r = run("logical_divide(24:2,, 4:2)")
    assert r.returncode == 2
    first = r.stderr.splitlines()[0]
    assert first.startswith("<input>:1:21: error:"), r.stderr
    assert r.stderr.splitlines()[-1].strip() == "^"
    assert "Traceback" not in r.stderr


def test_stdin_script_and_dash():
    assert run(stdin="size((4,8):(8,1))\n").stdout == "32\n"
    assert run("-f", "-", stdin="rank((4,8):(8,1))\n").stdout == "_2\n"


def test_json_lines():
    r = run("--json", stdin="x = 4:2\ncomplement(4:2, 24)\ncomplement((2,2):(1,1), 8)\n")
    rows = [json.loads(line) for line in r.stdout.splitlines()]
    assert rows[0] == {"line": 2, "col": 1, "input": "complement(4:2, 24)", "value": "(2,3):(_1,8)",
                       "type": "Layout", "warning": None, "error": None}
    assert rows[1]["value"] is None and rows[1]["error"]["line"] == 3
    assert r.returncode == 1


def test_json_lines_give_each_statements_own_position():
    """Several statements on a line, and several arguments (argument N is line N), each at its own place."""
    r = run("--json", "a=4:1; size(a)", "  rank(a); nope(2)")
    rows = [json.loads(line) for line in r.stdout.splitlines()]
    assert [(x["line"], x["col"], x["input"]) for x in rows] == [(1, 8, "size(a)"), (2, 3, "rank(a)"),
                                                                 (2, 12, "nope(2)")]
    assert rows[2]["error"]["line"] == 2 and rows[2]["error"]["col"] == 12


def test_note_when_cute_needs_static_integers():
    r = run("--json", "complement((2,2):(1,6), 24)")
    row = json.loads(r.stdout)
    assert row["value"] is not None
    assert "static" in row["warning"]


def test_integer_beyond_64_bits_is_refused():
    r = run("make_layout(99999999999999999999)")
    assert r.returncode == 1
    assert "64-bit" in r.stderr


@pytest.mark.parametrize("path,msg", [("/nonexistent/x.cute", "no such file"), ("/", "directory")])
def test_unreadable_scripts_are_usage_errors(path, msg):
    r = run("-f", path)
    assert r.returncode == 2
    assert msg in r.stderr and "Traceback" not in r.stderr


def test_json_reports_the_commands_own_failure_as_a_record(tmp_path):
    """With --json every failure is a record: a script that cannot be read, an output that cannot be written."""
    for args in (["-f", str(tmp_path / "missing.cute")], ["-o", "/proc/version", "size(4:1)"]):
        r = run("--json", *args)
        (row,) = [json.loads(line) for line in r.stdout.splitlines()]
        assert r.returncode == 2 and row["value"] is None and row["line"] is None
        assert row["error"]["message"] in r.stderr


def test_print_statements_write_as_cpp_runs_them():
    """C++'s print(x) writes no newline (examples/strings.cute holds CuTe C++'s own output of such lines); a
    value shown by itself starts a line of its own, and a line left open ends with the output."""
    assert run('print("a = "); print(4:1); print("\\n"); size(4:1)').stdout == "a = 4:1\n4\n"
    assert run('print("a = "); size(4:1); print("x")').stdout == "a = \n4\nx\n"
    assert run('print(4:1); print(" "); print(_2)').stdout == "4:1 _2\n"
    assert run("--format", "json", 'print("a = "); print(4:1)').stdout.count("\n") == 2   # a record each
    assert run("print = 8:2", "print(3)", "print(1)").stdout == "6\n2\n"   # a variable called print: values
