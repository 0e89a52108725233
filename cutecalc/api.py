"""The library entry points: evaluate cutecalc source text from Python."""

from __future__ import annotations

from typing import Any

from .lang.session import Session
from .render.cute_text import value_text


def calc(source: str, static_literals: bool = False) -> str:
    """What `cutecalc SOURCE` prints on standard output (without the final newline).

    Raises the first statement's CuteError if any statement fails.
    """
    lines = []
    for out in Session(static_literals).iter_run(source):
        if out.error is not None:
            raise out.error
        if out.has_value:
            lines.append(value_text(out.value))
    return "\n".join(lines)


def calc_value(source: str, static_literals: bool = False) -> Any:
    """The algebra value of the last statement that has one (e.g. a Layout)."""
    result = None
    for out in Session(static_literals).iter_run(source):
        if out.error is not None:
            raise out.error
        if out.has_value:
            result = out.value
    return result
