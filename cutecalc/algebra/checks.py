"""Refusals and notes: where CuTe C++ would assert, and where cutecalc goes beyond CuTe.

CuTe checks its preconditions with static_assert only when the integers involved are static; with
dynamic integers the check is compiled out and CuTe silently computes a wrong layout.  cutecalc checks
the same condition in both cases and says which one applies.
"""

from __future__ import annotations

from ..errors import CuteDomainError

DYNAMIC_SUFFIX = ("; CuTe does not check this for dynamic integers and would silently compute "
                  "a wrong layout")

_notes: list[str] = []


def refuse(message: str, static: bool = True) -> None:
    """Raise the domain error CuTe would assert with, noting when CuTe itself would not notice."""
    raise CuteDomainError(message if static else message + DYNAMIC_SUFFIX)


def note(message: str) -> None:
    """Record a one-line note for the current statement (e.g. 'CuTe C++ needs static integers here')."""
    if message not in _notes:
        _notes.append(message)


def take_notes() -> list[str]:
    """Return and clear the notes recorded since the last call."""
    if not _notes:  # (twice per statement, mostly with nothing recorded)
        return []
    out = list(_notes)
    _notes.clear()
    return out
