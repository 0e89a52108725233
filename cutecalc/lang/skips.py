"""What a pasted fragment skips: a name a skipped line declares (SkippedName), a statement reading one
(SkippedUse), and C++ cutecalc does not model (NotModelled: a member of a type, CUTLASS's pipelines).  Each is a
note, not an error: the statement is skipped and the script goes on."""

from __future__ import annotations

from ..errors import CuteError, CuteNameError
from ..record import record


@record
class SkippedName:
    """A name declared by a statement cutecalc skipped, or by one that failed (`failed`: its error is the line's
    one error): a statement that reads it is skipped, with a note that says which line."""

    name: str
    line: int
    what: str
    failed: bool = False


class SkippedUse(CuteNameError):
    """A statement reads a name that a skipped line declares (or a statement skipped for that): it is skipped."""

    def __init__(self, skipped: SkippedName) -> None:
        super().__init__(f"'{skipped.name}' is declared by line {skipped.line}, which "
                         f"{'failed' if skipped.failed else 'was skipped'} ({skipped.what})")
        self.skipped = skipped


def failed_names(names: tuple[str, ...], line: int, message: str) -> dict[str, SkippedName]:
    """The names a statement that failed with `message` declares, each unknown where it is read: a statement
    reading one is skipped with a note naming the line (one error for the line, not one more at every use)."""
    what = message.splitlines()[0] if message else "an error"
    what = what if len(what) <= 60 else what[:57] + "..."
    return {name: SkippedName(name, line, what, True) for name in names}


class NotModelled(CuteError):
    """A member of a type or a trait cutecalc does not model (lang/cpp_types.py): the statement that reads it is
    skipped (C++ that compiles, which cutecalc cannot run), with a note saying what."""
