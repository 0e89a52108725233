"""The function table: one row per function, declared in function_table.WHERE and resolved at first use.

Each row says how CuTe C++ and the CuTe DSL write a call of it (or that they have none, and why); the readers of
the table (evaluator, emitters, DSL reader, --explain) decide nothing by a function's name.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from cutecalc.lang import explain
from cutecalc.lang.function_table import FAMILIES, FUNCTIONS, WHERE, FunctionSpec, Rows, Spelling, fill

ROOT = Path(__file__).resolve().parents[2] / "cutecalc"
ROWS = {id(s): s for s in FUNCTIONS.values()}.values()


def _module_rows(module: str) -> dict[str, FunctionSpec]:
    return importlib.import_module(f"cutecalc.lang.{module}").ROWS.by_name


def _family(name: str) -> str | None:
    return next((m for prefix, m in FAMILIES.items() if name.startswith(prefix)), None)


@pytest.mark.parametrize("module", sorted(set(WHERE) | set(FAMILIES.values())))
def test_each_module_defines_exactly_the_rows_declared_for_it(module):
    defined = set(_module_rows(module))
    declared = set(WHERE.get(module, ()))
    undeclared = {n for n in defined - declared if _family(n) != module}
    assert not undeclared, f"rows of {module}.py not declared in function_table.WHERE: {sorted(undeclared)}"
    assert declared <= defined, f"declared for {module}.py but not defined there: {sorted(declared - defined)}"


def test_a_name_is_declared_once():
    names = [n for names in WHERE.values() for n in names]
    assert len(names) == len(set(names))
    assert not [n for n in names if _family(n)], "a name both declared and in a family"


def test_rows_resolve_with_their_module_only():
    """Looking up a row loads the module that defines it: a fresh interpreter that asks for `size` has not
    loaded the atom rows."""
    import subprocess
    import sys
    code = ("import sys\nfrom cutecalc.lang.function_table import FUNCTIONS\n"
            "assert FUNCTIONS['size'].name == 'size' and 'nope' not in FUNCTIONS\n"
            "print(sorted(m for m in sys.modules if m.startswith('cutecalc.lang.')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "cutecalc.lang.functions" in loaded
    assert "atom_functions" not in loaded and "more_functions" not in loaded


def unspoken(rows) -> list[str]:
    """The rows that say nothing of how C++ or the DSL writes them (neither a spelling nor 'none' and why)."""
    return sorted({s.name for s in rows if s.cpp is None or s.dsl is None
                   or any(sp.form == "none" and not sp.reason for sp in (s.cpp, s.dsl))})


def test_every_row_says_how_cpp_and_the_dsl_write_it():
    assert unspoken(ROWS) == []


def test_a_row_that_says_nothing_of_a_language_is_found():
    rows = Rows()
    rows.function("mute", "mute(x)", "A row that forgot its spellings.", "mute(1)")(lambda targs, args: args[0])
    rows.function("half", "half(x)", "A row with C++ only.", "half(1)", cpp=Spelling("call"))(lambda t, a: a[0])
    rows.function("mum", "mum(x)", "A row with no reason.", "mum(1)", cpp=Spelling("none"),
                  dsl=Spelling("call"))(lambda t, a: a[0])
    assert unspoken(rows.by_name.values()) == ["half", "mum", "mute"]


@pytest.mark.parametrize("spec", [s for s in ROWS if s.cpp and s.dsl], ids=lambda s: s.name)
def test_spellings_are_well_formed(spec):
    forms = {"cpp": {"call", "member", "type", "int_type", "atom", "same", "as", "none"},
             "dsl": {"call", "same", "tuple", "as", "property", "none"}}
    for language in ("cpp", "dsl"):
        sp = spec.spelling(language)
        assert sp.form in forms[language], (language, sp.form)
        assert (sp.form in ("as", "property")) == bool(sp.templates or sp.write), language
        assert sp.form != "property" or sp.templates == (f"{{0}}.{sp.name}",)   # x.name, read back by name
        for template in sp.templates:   # every placeholder fills
            fill(template, lambda i, role: f"a{i}", lambda i: f"t{i}", 3)
        assert sp.form == "none" or not sp.missing


@pytest.mark.parametrize("spec", [s for s in ROWS if s.explain.steps], ids=lambda s: s.name)
def test_explain_steps_name_a_function_of_explain(spec):
    assert inspect.isfunction(getattr(explain, spec.explain.steps))


def test_printing_rows_say_how_they_print():
    assert {s.prints for s in ROWS} == {"", "value", "picture"}


# The modules that read the table: none decides what a call means by comparing its name with a function's.
READERS = ["lang/evaluate.py", "lang/dsl_calls.py", "lang/session.py", "interop/program.py", "interop/emit_cpp.py",
           "interop/emit_dsl.py", "interop/verify.py", "repl/commands.py", "repl/editing.py", "cli.py"]


def _name_tests(path: Path) -> list[str]:
    """`x.name == "size"`, `n.name in ("print", ...)`: comparisons of a node's name with functions' names."""
    names = set(FUNCTIONS)
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        if not any(isinstance(s, ast.Attribute) and s.attr in ("name", "id") for s in sides):
            continue
        for s in sides:
            consts = [s] if isinstance(s, ast.Constant) else list(getattr(s, "elts", []))
            found += [c.value for c in consts if isinstance(c, ast.Constant) and c.value in names]
    return found


@pytest.mark.parametrize("reader", READERS)
def test_readers_of_the_table_decide_nothing_by_a_functions_name(reader):
    assert _name_tests(ROOT / reader) == []


def test_the_name_check_finds_a_decision_by_name(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('def f(n):\n    return n.name == "size" or n.name in ("take", "group")\n')
    assert _name_tests(bad) == ["size", "take", "group"]
