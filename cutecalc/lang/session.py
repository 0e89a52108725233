"""A session: source text in, one Outcome per statement out (parse, then evaluate, statement by statement)."""

from __future__ import annotations

from collections.abc import Iterator

from ..errors import CuteSyntaxError
from .evaluate import Evaluator, Outcome
from .parse import parse_statements
from .values import Printed

MAX_LINE = 100_000  # characters; no layout needs more, and parsing far longer lines would take seconds


def _drop_long_lines(source: str) -> tuple[str, list[tuple[int, int]]]:
    """Blank out lines too long to parse quickly, keeping line numbers; report them separately."""
    if len(source) <= MAX_LINE:
        return source, []
    lines = source.split("\n")
    too_long = [(i + 1, len(t)) for i, t in enumerate(lines) if len(t) > MAX_LINE]
    for i, _ in too_long:
        lines[i - 1] = ""
    return "\n".join(lines), too_long


LAST_VALUE = "ans"  # bound to the value of the last statement that had one (`_` is CuTe's underscore)


class Session:
    """Variables persist across `run` calls, as in a REPL.  After each statement with a value (other than
    printed text), `ans` holds that value."""

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
        source, too_long = _drop_long_lines(source)
        for line, length in too_long:
            err = CuteSyntaxError(f"line is {length:,} characters long; cutecalc reads lines of at most "
                                  f"{MAX_LINE:,}", line, 1)
            yield Outcome(line, 1, "", error=err)
        for item in parse_statements(source, filename):
            if isinstance(item, CuteSyntaxError):
                yield Outcome(item.line or 1, item.col or 1, item.source_line or "", error=item)
            else:
                yield self.run_statement(item)

    def run_statement(self, stmt) -> Outcome:
        """Evaluate one parsed statement, binding `ans` to its value."""
        out = self.evaluator.run_statement(stmt)
        if out.error is None and out.has_value and not isinstance(out.value, Printed):
            self.evaluator.env[LAST_VALUE] = out.value
        return out

    def run(self, source: str, filename: str = "<input>") -> list[Outcome]:
        return list(self.iter_run(source, filename))
