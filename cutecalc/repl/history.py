"""Where the REPL keeps its history, and what it does when it cannot.

The file lives in the user's data directory ($XDG_DATA_HOME/cutecalc/history, else
~/.local/share/cutecalc/history; $CUTECALC_HISTORY names another file), created owner-only (0600 in a
0700 directory): it holds what the user typed.  prompt_toolkit's FileHistory appends one entry at a
time, so a crash mid-write loses at most the entry being written.  When the file cannot be opened or
written, history stays in memory for the session and one warning says so.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

from prompt_toolkit.history import FileHistory, History, InMemoryHistory

MAX_BYTES = 4 << 20  # of the history file read at start (its newest entries)


def history_path() -> Path:
    named = os.environ.get("CUTECALC_HISTORY")
    if named:
        return Path(named).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "cutecalc" / "history"


class GuardedFileHistory(FileHistory):
    """FileHistory that falls back to memory, with one warning, when a write fails mid-session."""

    def __init__(self, filename: str, warn: Callable[[str], None]) -> None:
        super().__init__(filename)
        self.warn = warn
        self.failed = False

    def load_history_strings(self):
        """The entries, newest first, from at most the last MAX_BYTES of the file (a huge or endless file
        is never read whole)."""
        try:
            with open(self.filename, "rb") as fh:
                size = os.fstat(fh.fileno()).st_size
                if size > MAX_BYTES:
                    fh.seek(size - MAX_BYTES)
                data = fh.read(MAX_BYTES)
        except OSError:
            return []
        entries: list[str] = []
        lines: list[str] = []

        def add() -> None:
            if lines:
                entries.append("".join(lines)[:-1])  # drop the last line's newline
                lines.clear()

        for raw in data.decode("utf-8", "replace").splitlines(keepends=True):
            if raw.startswith("+"):
                lines.append(raw[1:])
            else:
                add()
        add()
        return reversed(entries)

    def store_string(self, string: str) -> None:
        if self.failed:
            return
        try:
            super().store_string(string)
        except OSError as e:
            self.failed = True  # the entry is still in memory (History keeps loaded and appended strings)
            self.warn(f"history is no longer saved ({self.filename!s}: {e.strerror}); "
                      "this session keeps it in memory")


def open_history(warn: Callable[[str], None]) -> History:
    """The history to use; `warn` is called once if it has to be in memory only."""
    path = history_path()
    try:
        if not path.parent.is_dir():
            path.parent.mkdir(mode=0o700, parents=True)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK, 0o600)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(0, "not a regular file")
        finally:
            os.close(fd)
        if not os.access(path, os.R_OK | os.W_OK):
            raise PermissionError(13, "permission denied")
    except OSError as e:
        warn(f"history is not saved ({path}: {e.strerror or e}); this session keeps it in memory")
        return InMemoryHistory()
    return GuardedFileHistory(str(path), warn)
