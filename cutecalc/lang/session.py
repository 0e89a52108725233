"""A session: source text in, one Outcome per statement out (parse, then evaluate, statement by statement)."""

from __future__ import annotations

from collections.abc import Iterator

from ..errors import CuteSyntaxError
from .evaluate import Evaluator, Outcome
from .parse import parse_statements


class Session:
    """Variables persist across `run` calls, as in a REPL."""

    def __init__(self, static_literals: bool = False) -> None:
        self.evaluator = Evaluator(static_literals)

    @property
    def static_literals(self) -> bool:
        return self.evaluator.static_literals

    @static_literals.setter
    def static_literals(self, on: bool) -> None:
        self.evaluator.static_literals = on

    @property
    def env(self) -> dict:
        return self.evaluator.env

    def iter_run(self, source: str, filename: str = "<input>") -> Iterator[Outcome]:
        """Evaluate each statement in order; a syntax error in one statement does not stop the others."""
        for item in parse_statements(source, filename):
            if isinstance(item, CuteSyntaxError):
                yield Outcome(item.line or 1, item.col or 1, item.source_line or "", error=item)
            else:
                yield self.evaluator.run_statement(item)

    def run(self, source: str, filename: str = "<input>") -> list[Outcome]:
        return list(self.iter_run(source, filename))
