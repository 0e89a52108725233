"""The error hierarchy every layer raises; the CLI and REPL format them in one place."""

from __future__ import annotations

EXIT_OK, EXIT_EVAL_ERROR, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130   # the command's exit status


class CuteError(Exception):
    """Base of every error cutecalc reports to a user (never a Python traceback)."""

    kind = "error"

    def __init__(self, message: str, line: int | None = None, col: int | None = None,
                 source_line: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.col = col
        self.source_line = source_line

    def at(self, line: int | None, col: int | None, source_line: str | None = None) -> CuteError:
        """Attach a position if none is known yet; returns self for `raise err.at(...)`."""
        if self.line is None:
            self.line, self.col = line, col
        if self.source_line is None:
            self.source_line = source_line
        return self


class CuteSyntaxError(CuteError):
    """The text is not a statement of the language."""


class CuteNameError(CuteError):
    """An unknown variable or function."""


class CuteTypeError(CuteError):
    """A function got an argument of the wrong kind or the wrong number of arguments."""


class CuteDomainError(CuteError):
    """The arguments are well typed but outside the operation's domain (CuTe asserts here)."""


class CuteOverflowError(CuteDomainError):
    """An integer left CuTe's 64-bit range."""


class CuteInternalError(CuteError):
    """A bug in cutecalc itself, reported as an error rather than a traceback."""


class CuteFileError(CuteError):
    """A file or stream that cannot be read or written as asked (exit code 2 on the command line)."""


class CuteToolError(CuteError):
    """A tool cutecalc drives is missing or failed: a C++ compiler, CuTe's headers, the CUDA headers."""


class Terminated(BaseException):
    """SIGTERM: the run stops as Ctrl-C stops it, removing what it started (a BaseException, so that no
    `except Exception` of a statement swallows it)."""
