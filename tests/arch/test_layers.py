"""The import graph: data flows one way (text -> grammar -> AST -> evaluator -> algebra values -> renderer),
so no module imports a layer above it, and no two modules import each other (directly or round a cycle).

Every import counts, also one inside a function: a lazy import is still a dependency.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "cutecalc"

# What each layer may import (besides itself and the leaf modules errors/options).
ALLOWED = {
    "algebra": {"algebra"},
    "lang": {"algebra", "lang"},
    "render": {"algebra", "lang", "render"},
    "interop": {"algebra", "lang", "render", "interop"},
    "repl": {"algebra", "lang", "render", "repl", "present", "output",
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
