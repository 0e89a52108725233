"""The start-up contract: what a one-shot command loads (ONE_SHOT_PATH, and nothing else of cutecalc), and the one
way to load lazily (an import inside a function, only of a module off that path).

Start-up time is measured by bench/bench.py (against `python -c pass` in the same run); this test keeps
the things that made it slow off the one-shot path for good: the UI libraries (click only parses options the
fast reader does not know), Lark (the runtime reads the generated tables), `dataclasses` (about 0.8 ms a class
at import; cutecalc's value classes are `cutecalc.record` records) and the parts of cutecalc a plain layout
never touches (atoms, tiled objects, access analysis, explanations, interop, the REPL, the table renderer).
"""

from __future__ import annotations

import os
import subprocess
import sys

# The start-up contract: the modules of cutecalc a one-shot command may load, and no others.  A module on this
# path imports inside a function only modules off it (test_lazy_imports_are_of_modules_off_the_path).
ONE_SHOT_PATH = frozenset({
    "cutecalc", "cutecalc.algebra", "cutecalc.algebra.basis", "cutecalc.algebra.checks", "cutecalc.algebra.composed",
    "cutecalc.algebra.integers", "cutecalc.algebra.inttuple", "cutecalc.algebra.layout", "cutecalc.algebra.pointer",
    "cutecalc.algebra.kinds", "cutecalc.algebra.pictures", "cutecalc.algebra.printing", "cutecalc.outcome",
    "cutecalc.algebra.swizzle", "cutecalc.cli", "cutecalc.errors", "cutecalc.lang", "cutecalc.lang._generated_parser",
    "cutecalc.lang._lexer_code",
    "cutecalc.lang.ast", "cutecalc.lang.evaluate", "cutecalc.lang.function_table", "cutecalc.lang.functions",
    "cutecalc.lang.lalr", "cutecalc.lang.lexer", "cutecalc.lang.parse", "cutecalc.lang.session", "cutecalc.lang.skips",
    "cutecalc.lang.source", "cutecalc.lang.statements", "cutecalc.lang.static_twin", "cutecalc.lang.tree",
    "cutecalc.lang.values", "cutecalc.options", "cutecalc.output", "cutecalc.present", "cutecalc.record",
    "cutecalc.render", "cutecalc.render.cute_text", "cutecalc.render.diagnostic", "cutecalc.render.writers",
})

# Other libraries a one-shot command never loads: the UI libraries (click only parses options the fast reader
# does not know), Lark, dataclasses, inspect, pycute.
NOT_ON_THE_ONE_SHOT_PATH = {
    "click", "rich", "prompt_toolkit", "lark", "dataclasses", "inspect", "pycute", "json",
    "cutecalc.algebra.atoms", "cutecalc.algebra.tiled", "cutecalc.algebra.tensor", "cutecalc.algebra.access",
    "cutecalc.lang.atom_functions", "cutecalc.lang.more_functions", "cutecalc.algebra.relations",
    "cutecalc.algebra.smem_atoms", "cutecalc.algebra.owners", "cutecalc.lang.dsl_calls", "cutecalc.lang.explain",
    "cutecalc.interop",
    "cutecalc.repl", "cutecalc.render.grid", "cutecalc.render.figure", "cutecalc.cli_options",
}


def _loaded_by(argv: list[str], env: dict[str, str] | None = None) -> set[str]:
    code = ("import sys\n"
            f"sys.argv = {['cutecalc', *argv]!r}\n"
            "from cutecalc.cli import main\n"
            "try:\n    main()\n"
            "except SystemExit as e:\n    assert not e.code, e.code\n"
            "print('\\n'.join(sorted(sys.modules)), file=sys.stderr)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            env=None if env is None else {**os.environ, **env})
    return set(result.stderr.split())


def _offending(loaded: set[str]) -> list[str]:
    """What a one-shot command loaded that the contract keeps off its path."""
    ours = {m for m in loaded if m == "cutecalc" or m.startswith("cutecalc.")}
    return sorted((ours - ONE_SHOT_PATH) | {m for m in loaded if any(m == bad or m.startswith(bad + ".")
                                                                     for bad in NOT_ON_THE_ONE_SHOT_PATH)})


def test_a_one_shot_layout_loads_only_what_it_needs():
    assert _offending(_loaded_by(["coalesce((2,(1,6)):(1,(6,2)))"])) == []


def test_a_one_shot_swizzled_layout_and_a_script_of_divides_too():
    assert _offending(_loaded_by(["a = Sw<3,4,3> o _0 o (8,8):(8,1); logical_divide(24:2, 4:2); a(3,5)"])) == []


def test_the_lazy_parts_still_load_when_asked():
    """The other side of the test above: an atom name loads the atom rows (the list is not vacuous)."""
    loaded = _loaded_by(["make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})"])
    assert "cutecalc.lang.atom_functions" in loaded and "cutecalc.algebra.atoms" in loaded


NOT_ON_THE_TABLE_PATH = {"click", "prompt_toolkit", "lark", "json", "pycute", "cutecalc.algebra.atoms",
                         "cutecalc.algebra.tiled", "cutecalc.algebra.access", "cutecalc.algebra.access_report",
                         "cutecalc.render.bank_grid", "cutecalc.interop", "cutecalc.repl", "cutecalc.cli_options",
                         "rich.console", "rich.text", "rich.style", "rich.table", "rich.columns", "dataclasses"}


def test_a_table_of_a_layout_loads_neither_richs_console_nor_the_access_analysis():
    """The terminal's default, a table: render/ansi.py writes a figure of a few lines and one table, with Rich's
    colours (rich.color) on a terminal, and Rich's console is loaded by a figure that needs its layout (two panels
    side by side).  The access analysis and its pictures are loaded by a statement that makes an access report
    (render.figure.access_report)."""
    piped = _loaded_by(["--format", "table", "coalesce((2,(1,6)):(1,(6,2)))"])
    coloured = _loaded_by(["--format", "table", "coalesce((2,(1,6)):(1,(6,2)))"],
                          env={"FORCE_COLOR": "1", "TERM": "xterm-256color"})
    assert "rich.color" in coloured and "rich" not in piped
    for loaded in (piped, coloured):
        assert sorted(m for m in loaded if any(m == bad or m.startswith(bad + ".") for bad in NOT_ON_THE_TABLE_PATH)) \
            == []
    assert "rich.console" in _loaded_by(["--format", "table", "Sw<3,4,3> o _0 o (8,8):(8,1)"])
    report = _loaded_by(["--format", "table", "bank_conflicts((8,64):(64,1), ((8,4),8):((1,64),8), 16)"])
    assert "cutecalc.algebra.access_report" in report and "cutecalc.render.bank_grid" in report


# The entry point defers what only some of its commands need: the REPL, --help and shell completion start
# without the evaluator (the REPL's first prompt is drawn before it loads).
ENTRY_POINT_DEFERS = {"cutecalc.cli"}

# What the REPL loads of cutecalc before its first prompt is on the screen (repl/early.py draws it): the entry point
# and its options, nothing of the evaluator, the algebra or the renderers, and not `typing` (about a tenth of
# Python's own start-up).
REPL_FIRST_PROMPT_PATH = frozenset({"cutecalc", "cutecalc.cli", "cutecalc.errors", "cutecalc.options",
                                    "cutecalc.output", "cutecalc.record", "cutecalc.repl", "cutecalc.repl.early"})


def test_the_repl_first_prompt_loads_only_the_entry_point():
    def loaded(code: str) -> set[str]:
        code += "\nimport sys\nprint('\\n'.join(sorted(sys.modules)))"
        return set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True).stdout.split())
    python_itself = loaded("pass")
    before_prompt = loaded("from cutecalc.cli import main\nimport cutecalc.repl.early") - python_itself
    assert {m for m in before_prompt if m.startswith("cutecalc")} == REPL_FIRST_PROMPT_PATH
    assert "typing" not in before_prompt


def _lazy_imports(source: str, package: str) -> list[str]:
    """`function: module` for each module an import inside a function of `source` names (in `package`)."""
    import ast
    out = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.ImportFrom) and node.level:
                parts = package.split(".")
                target = ".".join(parts[:len(parts) - node.level + 1] + ([node.module] if node.module else []))
                names = [f"{target}.{a.name}" for a in node.names] + [target]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            out += [f"{fn.name}: {n}" for n in names]
    return out


def test_lazy_imports_are_of_modules_off_the_path():
    """A module on the one-shot path imports inside a function only a module off it: anything else it needs
    it imports at the top, where its import graph shows (the other lazy ways -- a module proxy, accessor
    functions -- are gone)."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    found = []
    for module in sorted(ONE_SHOT_PATH - ENTRY_POINT_DEFERS):
        path = root / (module.replace(".", "/") + ".py")
        package = module.rpartition(".")[0]
        if not path.is_file():
            path, package = root / module.replace(".", "/") / "__init__.py", module
        found += [f"{module}.{x}" for x in _lazy_imports(path.read_text(), package)
                  if x.split(": ")[1] in ONE_SHOT_PATH]
    assert found == []


def test_the_lazy_import_check_finds_one():
    found = _lazy_imports("import os\ndef f():\n    from .layout import Layout\n    import json\n",
                          "cutecalc.algebra")
    assert found == ["f: cutecalc.algebra.layout.Layout", "f: cutecalc.algebra.layout", "f: json"]
