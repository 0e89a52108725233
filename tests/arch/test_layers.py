"""The import graph: data flows one way (text -> grammar -> AST -> evaluator -> algebra values -> renderer),
so no module imports a layer above it, and no two modules import each other (directly or round a cycle).

Every import counts, also one inside a function: a lazy import is still a dependency.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "cutecalc"

# What each layer may import (besides itself and the leaf modules errors/options/record).  outcome.py (what a
# statement produced) is the floor between lang/, which makes outcomes, and render/, which shows them: render/
# imports nothing of lang/ (a table's colours come in as a highlighter, passed by the CLI, the REPL, the notebook).
ALLOWED = {
    "outcome": set(),
    "algebra": {"algebra"},
    "lang": {"algebra", "lang", "outcome"},
    "render": {"algebra", "render", "outcome"},
    "interop": {"algebra", "lang", "render", "interop", "outcome"},
    "repl": {"algebra", "lang", "render", "repl", "present", "output", "outcome",
             "interop"},   # :emit and :verify call interop.commands, as the CLI's --emit and --verify do
}
LEAVES = {"errors", "options", "record"}  # import nothing of cutecalc


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """The cutecalc modules `path` imports, anywhere in it."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("cutecalc")}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("cutecalc"):
                continue
            for alias in node.names:  # `from . import ast` names a module
                sub = f"{target}.{alias.name}"
                found.add(sub if (PACKAGE.parent / Path(*sub.split("."))).with_suffix(".py").exists() else target)
    found.discard(name)
    return found


def graph() -> dict[str, set[str]]:
    return {_module_name(p): _imports(p) for p in PACKAGE.rglob("*.py")}


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_no_module_imports_a_layer_above_it():
    bad = []
    for module, imported in graph().items():
        layer = _layer(module)
        for target in imported:
            t = _layer(target)
            if t in LEAVES or not t:
                continue
            if layer in LEAVES:
                bad.append((module, target))
            elif layer in ALLOWED and t not in ALLOWED[layer]:
                bad.append((module, target))
    assert bad == []


def test_the_repl_does_not_import_the_command_line():
    for module, imported in graph().items():
        if _layer(module) == "repl":
            assert not any(_layer(t) in ("cli", "cli_options") for t in imported), module


def test_no_import_cycles():
    g = graph()
    cycles = []
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(g.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(g):
        if node not in state:
            visit(node, [node])
    assert cycles == []


TOOLS = PACKAGE.parent / "tools"
# The generators, bottom up: each imports only those before it (gen_atoms calls gen_copy and gen_umma).
TOOL_FLOORS = ("tools.gen_umma", "tools.gen_copy", "tools.gen_atoms")


def test_tools_depend_on_the_package_and_run_one_way():
    for path in TOOLS.glob("*.py"):
        name = f"tools.{path.stem}"
        imported = {t for t in _imports_any(path) if t.split(".")[0] in ("tools", "tests", "cutecalc")}
        assert not {t for t in imported if t.startswith("tests")}, f"{name} imports tests/"
        below = TOOL_FLOORS[: TOOL_FLOORS.index(name)] if name in TOOL_FLOORS else ()
        assert {t for t in imported if t.startswith("tools.")} <= set(below), name


# The three trees, bottom up: cutecalc < tools < tests.  The package imports neither tools/ nor tests/; a tool
# imports the package (never tests/, above); tests/ import the package, and the generators only to test them
# (tests/oracle checks each generator's reading of the headers against the shipped catalogue): no other tool.
TESTS = PACKAGE.parent / "tests"
TESTED_TOOLS = set(TOOL_FLOORS)


def test_the_package_imports_neither_tools_nor_tests():
    bad = [(m, t) for p in PACKAGE.rglob("*.py") for m in [_module_name(p)] for t in _imports_any(p)
           if t.split(".")[0] in ("tools", "tests")]
    assert bad == []


def test_tests_import_only_the_generators_of_tools():
    for path in TESTS.rglob("*.py"):
        imported = _imports_any(path)
        tools = {t for t in imported if t.split(".")[0] == "tools"}
        # `from tools import gen_umma` names the module in its alias: read those too
        tools |= {f"tools.{a.name}" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                  if isinstance(node, ast.ImportFrom) and node.module == "tools" for a in node.names}
        tools.discard("tools")
        assert tools <= TESTED_TOOLS, f"{path.relative_to(TESTS.parent)} imports {sorted(tools - TESTED_TOOLS)}"


def _imports_any(path: Path) -> set[str]:
    """Every absolute module name `path` imports (the tools import by absolute names)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module)
    return found


def test_no_module_sets_another_modules_globals():
    """A module that assigns `other_module.name = ...` hides an import running upwards (layout.py once set
    printing._layout_type): the dependency must be an import, or the value passed."""
    bad = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {a.asname or a.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.level
                   for a in node.names
                   if (path.parent / Path(*([".."] * (node.level - 1)), *(node.module or "").split("."),
                                          f"{a.name}.py")).resolve().exists()}
        modules |= {(a.asname or a.name).split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                    for a in node.names if a.name.startswith("cutecalc")}
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, (ast.AugAssign, ast.AnnAssign)) else []
            for t in targets:
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id in modules:
                    bad.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {t.value.id}.{t.attr} = ...")
    assert bad == []
