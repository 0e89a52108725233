"""What one statement produced (the pipeline's record between lang/, which makes it, and render/, which shows it).

A floor of its own, below algebra/, lang/ and render/: it imports only errors and record.
"""

from __future__ import annotations

from typing import Any

from .errors import CuteError
from .record import field, record


@record
class Outcome:
    """What one statement produced: a value (or nothing, for an assignment) or an error, plus notes."""

    line: int
    col: int
    input: str
    value: Any = None
    has_value: bool = False
    notes: list[str] = field(default_factory=list)
    error: CuteError | None = None
    twin_text: str | None = None    # CuTe's form with static integers, when it differs (Session(twin=True))
    explanation: Any = None         # the Explanation of a call (Session.run(..., explain=True))
    print_statement: bool = False   # a C++ print(x) statement: its text continues the line (render.cute_text)
    skipped_lines: list[int] = field(default_factory=list)   # the lines of a struct's members skipped
    # (dialect, text): the value's text as the plain writer wrote it; the outcome of a line a session remembers
    # carries it on, so that the value is written again without being printed again (render.writers.Writer)
    written: tuple[str, str] | None = None
