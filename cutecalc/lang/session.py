"""A session: the one runner of statements.  Source text (or blocks streamed from a file) in, one Outcome
per statement out, as each is read, parsed and evaluated.

The command line, the REPL, `--explain` and the Python API all run statements through `Session.run`:

    session = Session()
    for outcome in session.run("a = 24:2; logical_divide(a, 4:2)"):
        outcome.value, outcome.error, outcome.notes

With `twin=True` a static twin (every integer literal static, as CuTe's documentation writes its
examples) evaluates each statement too, and `outcome.twin_text` says how CuTe would print the value then,
when that differs beyond the `_` marks; with `explain=True` each call statement carries its Explanation.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ..errors import CuteError, CuteSyntaxError
from ..outcome import Outcome
from . import ast
from .evaluate import Evaluator
from .parse import PythonCall, PythonDef, iter_parsed
from .source import SourceItem
from .static_twin import twin_text
from .values import Printed

LAST_VALUE = "ans"  # bound to the value of the last statement that had one (`_` is CuTe's underscore)


class Session:
    """Variables persist across `run` calls, as in a REPL.  After each statement with a value (other than
    printed text), `ans` holds that value."""

    def __init__(self, static_literals: bool = False, twin: bool = False, dialect: str = "cpp") -> None:
        self.evaluator = Evaluator(static_literals)
        self.twin = Evaluator(True) if twin else None
        self._python: Any = None   # the DSL dialect's Python reader, made at its first use
        self.dialect = dialect  # "dsl": a note where the CuTe DSL's answer differs from CuTe C++'s

    @property
    def dialect(self) -> str:
        return self._dialect

    @dialect.setter
    def dialect(self, name: str) -> None:
        self._dialect = name
        self.evaluator.python_print = name == "dsl"

    @property
    def static_literals(self) -> bool:
        return self.evaluator.static_literals

    @static_literals.setter
    def static_literals(self, on: bool) -> None:
        self.evaluator.static_literals = on

    @property
    def env(self) -> dict[str, Any]:
        return self.evaluator.env

    def forget(self, name: str) -> None:
        self.evaluator.env.pop(name, None)
        if self.twin is not None:
            self.twin.env.pop(name, None)

    def run(self, source: str | Iterable[SourceItem], filename: str = "<input>",
            explain: bool = False) -> Iterator[Outcome]:
        """Read, parse and evaluate each statement in order; a bad statement does not stop the others.

        In the DSL dialect the source is Python, run as Python runs it (lang/dsl_python.py): a `@cute.jit`
        function's print() lines come out as the DSL traces it, its cute.printf lines when it runs."""
        if self.dialect == "dsl":
            if self._python is None:
                from .dsl_python import PythonReader
                self._python = PythonReader(self)
            return self._python.run(source, filename, explain)
        return self.run_grammar(source, filename, explain)

    def run_grammar(self, source: str | Iterable[SourceItem], filename: str = "<input>",
                    explain: bool = False) -> Iterator[Outcome]:
        """The statements of `source` read in the language's grammar (CuTe C++ and cutecalc's notation)."""
        for item, raw in iter_parsed(source, filename):
            if isinstance(item, (PythonDef, PythonCall)):
                continue
            if isinstance(item, CuteError):
                if raw is None or isinstance(item, CuteSyntaxError):
                    yield Outcome(item.line or 1, item.col or 1, "", error=item)
                else:  # a literal out of range: the statement's evaluation error, as for any other value
                    yield Outcome(raw.tokens[0][3], raw.tokens[0][4], raw.text, error=item)
                continue
            out = self.run_statement(item, explain)
            if out.error is not None and out.error.source_line is None and raw is not None:
                out.error.source_line = raw.line_text(out.error.line or item.pos.line)
            yield out

    def run_statement(self, stmt: ast.Stmt, explain: bool = False) -> Outcome:
        """Evaluate one parsed statement (in the twin too), binding `ans` to its value."""
        out = _run(self.evaluator, stmt)
        if self.twin is not None:
            twin = _run(self.twin, stmt)
            if not self.evaluator.static_literals:
                out.twin_text = twin_text(out, twin)
        if self.dialect == "dsl" and out.error is None:
            from .dsl_calls import dsl_differences
            out.notes += dsl_differences(stmt, self._value_of)
        if explain and out.error is None and isinstance(stmt, ast.ExprStmt):
            from .explain import explain_statement
            out.explanation = explain_statement(self.evaluator, stmt, out)
        return out


    def _value_of(self, node: Any) -> Any:
        try:
            return self.evaluator.eval(node, 0)
        except CuteError:
            return None


def _run(evaluator: Evaluator, stmt: ast.Stmt) -> Outcome:
    out = evaluator.run_statement(stmt)
    if out.error is None and out.has_value and not isinstance(out.value, Printed):
        evaluator.env[LAST_VALUE] = out.value
    return out


__all__ = ["LAST_VALUE", "Outcome", "Session"]
