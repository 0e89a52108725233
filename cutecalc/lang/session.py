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
from .function_table import FUNCTIONS
from .parse import Known, PythonCall, PythonDef, declared_by, iter_parsed
from .skips import failed_names
from .source import SourceItem
from .statements import RawStatement
from .static_twin import twin_text
from .values import CppString, Printed

LAST_VALUE = "ans"  # bound to the value of the last statement that had one (`_` is CuTe's underscore)
MAX_KNOWN = 4096    # the one-line statements whose outcome a session remembers (see Session._remember)


class Session:
    """Variables persist across `run` calls, as in a REPL.  After each statement with a value (other than
    printed text), `ans` holds that value."""

    def __init__(self, static_literals: bool = False, twin: bool = False, dialect: str = "cpp") -> None:
        self.evaluator = Evaluator(static_literals)
        self.twin = Evaluator(True) if twin else None
        self._python: Any = None   # the DSL dialect's Python reader, made at its first use
        # The outcome of each line that is one statement whose value its text alone decides (`_of_its_text`), by
        # the line's text: read again, it is neither lexed, parsed nor evaluated.  `_known_lines` tells the lexer
        # the statement's columns on the line.  Forgotten when the names bound change (a name bound later may be
        # called) or the way of evaluating does.
        self._known: dict[str, tuple[Outcome, int]] = {}
        self._known_lines: dict[str, tuple[int, int]] = {}
        self._known_names = 0
        self.dialect = dialect  # "dsl": a note where the CuTe DSL's answer differs from CuTe C++'s

    @property
    def dialect(self) -> str:
        return self._dialect

    @dialect.setter
    def dialect(self, name: str) -> None:
        self._dialect = name
        self.evaluator.python_print = name == "dsl"
        self._forget_known()

    @property
    def static_literals(self) -> bool:
        return self.evaluator.static_literals

    @static_literals.setter
    def static_literals(self, on: bool) -> None:
        self.evaluator.static_literals = on
        self._forget_known()

    @property
    def env(self) -> dict[str, Any]:
        return self.evaluator.env

    def forget(self, name: str) -> None:
        self.evaluator.env.pop(name, None)
        self._forget_known()   # (a name bound after it would leave the count of names as it was)
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
        remembers = self.twin is None and self.dialect == "cpp" and not explain
        known = self._known_lines if remembers else None
        for item, raw in iter_parsed(source, filename, known):
            if isinstance(item, Known):
                assert raw is not None
                yield self._recall(raw)
                continue
            if isinstance(item, (PythonDef, PythonCall)):
                continue
            if isinstance(item, CuteError):
                if raw is not None:   # what it would declare is unknown where it is read (failed_names)
                    self.evaluator.env.update(failed_names(declared_by(raw), raw.tokens[0][3], item.message))
                if raw is None or isinstance(item, CuteSyntaxError):
                    yield Outcome(item.line or 1, item.col or 1, "", error=item)
                else:  # a literal out of range: the statement's evaluation error, as for any other value
                    yield Outcome(raw.tokens[0][3], raw.tokens[0][4], raw.text, error=item)
                continue
            out = self.run_statement(item, explain)
            if out.error is not None and out.error.source_line is None and raw is not None:
                out.error.source_line = raw.line_text(out.error.line or item.pos.line)
            elif remembers and raw is not None:
                self._remember(item, out, raw)
            yield out

    def _remember(self, stmt: ast.Stmt, out: Outcome, raw: RawStatement) -> None:
        """Keep the outcome of a line that is one statement whose value its text alone decides (not a picture or
        printed text, which may be large), unless the names bound have changed since the outcomes kept were made."""
        names = len(self.evaluator.env)
        if names != self._known_names:
            self._forget_known()
            self._known_names = names
        line = raw.lines[0]
        if (raw.tokens is line.tokens and len(raw.lines) == 1 and type(stmt) is ast.ExprStmt
                and not out.print_statement and not isinstance(out.value, (Printed, CppString))
                and len(self._known) < MAX_KNOWN and _of_its_text(stmt.value, self.evaluator.env)):
            first, last = raw.tokens[0], raw.tokens[-1]
            self._known[line.text] = (out, out.col - first.column)
            self._known_lines[line.text] = (first.column, last.end_column)

    def _recall(self, raw: RawStatement) -> Outcome:
        """The outcome of a line remembered, where `raw` (its one KNOWN_LINE token) stands."""
        kept, dcol = self._known[raw.lines[0].text]
        first = raw.tokens[0]
        out = Outcome(first.line, first.column + dcol, first.value, kept.value, kept.has_value, list(kept.notes),
                      print_statement=kept.print_statement, written=kept.written)
        if out.has_value:
            self.evaluator.env[LAST_VALUE] = out.value
        return out

    def _forget_known(self) -> None:
        self._known.clear()
        self._known_lines.clear()

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


def _of_its_text(node: Any, env: dict[str, Any]) -> bool:
    """Whether an expression's value is decided by its text alone: literals and calls of the function table's
    rows (which compute from their arguments only), no name (a variable, or a name the script may bind).
    (A walk with a stack of its own: a sum of many terms nests as deep as it is long.)"""
    stack = [node]
    while stack:
        node = stack.pop()
        t = type(node)
        if t is ast.Int or t is ast.Underscore:
            continue
        if t is ast.Tuple or t is ast.TilerLit:
            stack += node.items
        elif t is ast.LayoutLit:
            stack += (node.shape, node.stride)
        elif t is ast.Compose or t is ast.BinOp:
            stack += (node.lhs, node.rhs)
        elif t is ast.Neg:
            stack.append(node.operand)
        elif (t is ast.Call and not node.attribute and node.name != LAST_VALUE and node.name not in env
              and node.name in FUNCTIONS):
            stack += node.targs
            stack += node.args
        else:
            return False
    return True


def _run(evaluator: Evaluator, stmt: ast.Stmt) -> Outcome:
    out = evaluator.run_statement(stmt)
    if out.error is None and out.has_value and not isinstance(out.value, Printed):
        evaluator.env[LAST_VALUE] = out.value
    return out


__all__ = ["LAST_VALUE", "Outcome", "Session"]
