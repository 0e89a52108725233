"""Safety: user input is never executed as Python, and cutecalc writes only the files it is told to."""

from __future__ import annotations

import ast
import os
import subprocess
from pathlib import Path

import pytest

import cutecalc
from tests.cli.test_cli import EXE

PACKAGE = Path(cutecalc.__file__).parent
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__", "system", "popen", "Popen", "run", "call",
                   "check_output"}
# `cutecalc verify` runs a C++ compiler and the program it built, when asked to: argument lists, never a shell,
# on C++ emitted from the parsed statements (a fixed vocabulary, identifiers and integers; see test_verify.py).
RUNS_TOOLS = {"interop/verify.py", "interop/verify_run.py", "interop/running.py", "interop/toolchain.py"}
# `record` compiles a value class's __init__/__eq__/__hash__ (as dataclasses does) from the field names of
# cutecalc's own class bodies, which it checks are identifiers: the one exec, at import, never of input.
BUILDS_CLASSES = {"record.py": 1}


def test_no_dynamic_execution_in_the_package():
    """No eval/exec/compile/__import__ and no subprocess or os.system anywhere in cutecalc/."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        execs = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "exec"]
        if path.relative_to(PACKAGE).as_posix() in BUILDS_CLASSES:
            assert len(execs) == BUILDS_CLASSES[path.name]
            continue
        if path.relative_to(PACKAGE).as_posix() in RUNS_TOOLS:
            assert "shell=True" not in path.read_text(encoding="utf-8")
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
                owner = f.value.id if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) else None
                bare = isinstance(f, ast.Name) or owner == "builtins"
                if name in ("eval", "exec", "compile", "__import__") and bare:
                    found.append(f"{path.name}:{node.lineno} {name}")
                if owner in ("os", "subprocess") and name in FORBIDDEN_CALLS:
                    found.append(f"{path.name}:{node.lineno} {owner}.{name}")
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                found += [f"{path.name}:{node.lineno} import {m}" for m in mods if m in ("subprocess", "pickle")]
    assert found == []


def test_records_compile_only_identifiers():
    """record's generated methods are built from field names that must be identifiers, checked before exec."""
    from cutecalc.record import record
    bad = type("Bad", (), {"__annotations__": {"x); import os; (y": "int"}})
    with pytest.raises(TypeError, match="not an identifier"):
        record(bad)


def test_python_in_input_is_just_a_syntax_error(tmp_path):
    marker = tmp_path / "pwned"
    for text in [f"__import__('os').system('touch {marker}')", f"open('{marker}','w')",
                 f"exec(\"open('{marker}','w')\")"]:
        r = subprocess.run([EXE, text], capture_output=True, text=True, timeout=60, cwd=tmp_path)
        assert r.returncode in (1, 2) and "Traceback" not in r.stderr
    assert not marker.exists()


def test_a_script_run_writes_nothing(tmp_path):
    (tmp_path / "s.cute").write_text("a = (4,8):(8,1)\nzipped_divide(a, <2:1,4:1>)\nprint_layout(a)\nnope(\n")
    before = sorted(os.listdir(tmp_path))
    env = {**os.environ, "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(tmp_path / "data")}
    subprocess.run([EXE, "-f", "s.cute", "--format", "table"], capture_output=True, timeout=60, cwd=tmp_path,
                   env=env)
    assert sorted(os.listdir(tmp_path)) == before
