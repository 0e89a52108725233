"""Refusals and notes: where CuTe C++ would assert, and where cutecalc goes beyond CuTe.

CuTe checks its preconditions with static_assert only when the integers involved are static; with
dynamic integers the check is compiled out and CuTe silently computes a wrong layout.  cutecalc checks
the same condition in both cases and says which one applies.

Notes belong to one evaluation: a caller opens a collector and every note made inside it, on that
thread or task, lands in the collector's list::

    with collect_notes() as notes:
        value = composition(a, b)
    # notes: list[str], in the order made, without repeats

Notes made with no collector open are dropped.  Collectors nest: the innermost one receives the notes.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import NoReturn

from ..errors import CuteDomainError

DYNAMIC_SUFFIX = ("; CuTe does not check this for dynamic integers and would silently compute "
                  "a wrong layout")

# The open collector of this thread or task (a context variable, so threads never share one).
_collector: ContextVar[list[str] | None] = ContextVar("cutecalc_notes", default=None)


def refuse(message: str, static: bool = True) -> NoReturn:
    """Raise the domain error CuTe would assert with, noting when CuTe itself would not notice."""
    raise CuteDomainError(message if static else message + DYNAMIC_SUFFIX)


def note(message: str) -> None:
    """Record a one-line note for the current evaluation (e.g. 'CuTe C++ needs static integers here')."""
    notes = _collector.get()
    if notes is not None and message not in notes:
        notes.append(message)


class collect_notes:  # (a class, not a generator: every statement opens one)
    """Collect the notes made inside the block into the list it yields (see the module's docstring)."""

    __slots__ = ("_token",)

    def __enter__(self) -> list[str]:
        notes: list[str] = []
        self._token = _collector.set(notes)
        return notes

    def __exit__(self, *exc: object) -> None:
        _collector.reset(self._token)
