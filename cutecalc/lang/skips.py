"""What a pasted fragment skips: a name a skipped line declares (SkippedName), a statement reading one
(SkippedUse), and C++ cutecalc does not model (NotModelled: a member of a type, CUTLASS's pipelines).  Each is a
note, not an error: the statement is skipped and the script goes on."""

from __future__ import annotations

from ..errors import CuteError, CuteNameError
from ..record import record


@record
class SkippedName:
    """A name declared by a statement cutecalc skipped: using it is the error that says which line."""

    name: str
    line: int
    what: str


class SkippedUse(CuteNameError):
    """A statement reads a name that a skipped line declares (or a statement skipped for that): it is skipped."""

    def __init__(self, skipped: SkippedName) -> None:
        super().__init__(f"'{skipped.name}' is declared by line {skipped.line}, which was skipped ({skipped.what})")
        self.skipped = skipped


class NotModelled(CuteError):
    """A member of a type or a trait cutecalc does not model (lang/cpp_types.py): the statement that reads it is
    skipped (C++ that compiles, which cutecalc cannot run), with a note saying what."""
