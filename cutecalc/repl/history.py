"""Where the REPL keeps its history, and what it does when it cannot.

The file lives in the user's data directory ($XDG_DATA_HOME/cutecalc/history when that is absolute, else
~/.local/share/cutecalc/history; $CUTECALC_HISTORY names another file), created owner-only (0600, and every
directory made for it 0700): it holds what the user typed.  Each entry is appended with one write to the
file opened for appending, so the entries of two sessions never interleave and a crash mid-write loses at
most the entry being written.  Only a regular file is read or written, never waiting on a FIFO or device
put in its place.  When the file cannot be opened or written, history stays in memory for the session and
one warning says so.
"""

from __future__ import annotations

import datetime
import errno
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
    base = os.environ.get("XDG_DATA_HOME") or ""
    if not os.path.isabs(base):   # the XDG specification: a relative path is ignored
        base = os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "cutecalc" / "history"


def _open_regular(path: str, flags: int) -> int:
    """A descriptor of `path` when it is a regular file (never blocking on a FIFO); OSError otherwise."""
    fd = os.open(path, flags | os.O_NONBLOCK | os.O_CLOEXEC, 0o600)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
    except BaseException:
        os.close(fd)
        raise
    return fd


def make_private_dirs(directory: Path) -> None:
    """`directory` and each missing directory above it, made owner-only (0700)."""
    missing = []
    d = directory
    while not d.is_dir():
        missing.append(d)
        if d.parent == d:
            break
        d = d.parent
    for d in reversed(missing):
        try:
            d.mkdir(mode=0o700)
        except FileExistsError:
            pass


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
            with os.fdopen(_open_regular(str(self.filename), os.O_RDONLY), "rb") as fh:
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
        """Append the entry as FileHistory writes one, in a single write."""
        if self.failed:
            return
        entry = (f"\n# {datetime.datetime.now()}\n" + "".join(f"+{line}\n" for line in string.split("\n")))
        data = entry.encode("utf-8", errors="replace")
        try:
            fd = _open_regular(str(self.filename), os.O_WRONLY | os.O_APPEND | os.O_CREAT)
            try:
                if os.write(fd, data) != len(data):
                    raise OSError(errno.ENOSPC, "the entry was cut short")
            finally:
                os.close(fd)
        except OSError as e:
            self.failed = True  # the entry is still in memory (History keeps loaded and appended strings)
            self.warn(f"history is no longer saved ({self.filename!s}: {e.strerror}); "
                      "this session keeps it in memory")


def open_history(warn: Callable[[str], None]) -> History:
    """The history to use; `warn` is called once if it has to be in memory only."""
    path = history_path()
    try:
        make_private_dirs(path.parent)
        os.close(_open_regular(str(path), os.O_WRONLY | os.O_APPEND | os.O_CREAT))
        if not os.access(path, os.R_OK | os.W_OK):
            raise PermissionError(13, "permission denied")
    except OSError as e:
        warn(f"history is not saved ({path}: {e.strerror or e}); this session keeps it in memory")
        return InMemoryHistory()
    return GuardedFileHistory(str(path), warn)
