"""cutecalc.interop sits above the language and the renderers: nothing in algebra/, lang/ or render/ imports it."""

from __future__ import annotations

import ast
from pathlib import Path

import cutecalc

PACKAGE = Path(cutecalc.__file__).parent


def test_nothing_below_imports_interop():
    found = []
    for layer in ("algebra", "lang", "render"):
        for path in (PACKAGE / layer).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and "interop" in (node.module or ""):
                    found.append(f"{layer}/{path.name}:{node.lineno}")
                if isinstance(node, ast.Import) and any("interop" in a.name for a in node.names):
                    found.append(f"{layer}/{path.name}:{node.lineno}")
    assert found == []
