"""The library entry points: evaluate cutecalc source text from Python (reached as `from cutecalc import calc`,
the package's one facade).

    calc("complement(4:2, 24)")                       -> '(2,3):(_1,8)'
    notes = []; calc("complement((2,2):(1,6), 24)", notes=notes); notes  -> the notes the CLI prints
    for out in outcomes("a = 4:2; size(a)"): out.value, out.notes, out.error
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import reduce
from typing import Any

from .lang.session import Session
from .outcome import Outcome
from .render.cute_text import value_text


def outcomes(source: str, static_literals: bool = False) -> Iterator[Outcome]:
    """Each statement's Outcome (value, notes, error), as the command line gets them."""
    return Session(static_literals).run(source)


def _values(source: str, static_literals: bool, notes: list[str] | None) -> Iterator[Any]:
    """The values of the statements that have one, in order; raises the first statement's CuteError."""
    for out in outcomes(source, static_literals):
        if out.error is not None:
            raise out.error
        if notes is not None:
            notes.extend(out.notes)
        if out.has_value:
            yield out.value


def calc(source: str, static_literals: bool = False, notes: list[str] | None = None) -> str:
    """What `cutecalc SOURCE` prints on standard output (without the final newline).

    Raises the first statement's CuteError if any statement fails.  The notes cutecalc adds (where it goes
    beyond CuTe, or CuTe would print garbage) are appended to `notes` when given.
    """
    return "\n".join(value_text(v) for v in _values(source, static_literals, notes))


def calc_value(source: str, static_literals: bool = False, notes: list[str] | None = None) -> Any:
    """The algebra value of the last statement that has one (e.g. a Layout); notes as for `calc`."""
    return reduce(lambda _, v: v, _values(source, static_literals, notes), None)
