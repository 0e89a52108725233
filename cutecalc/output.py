"""Writing files without destroying anything: the one place that decides how `-o` and `:save` write.

- Only regular files are written (a device, a FIFO, a directory is refused); a symbolic link is followed,
  so the link stays and its target gets the text.
- The text goes to a temporary file beside the target, which replaces the target only once there is
  something to write: a run whose every statement fails leaves an existing file as it was.
- An existing file is replaced only when the caller says so (`overwrite`): `:save` refuses, `:save!` and
  `-o` replace (as the shell's `>` does).  The replacement keeps the file's permission bits.
"""

from __future__ import annotations

import os
import stat
import tempfile
from typing import TextIO

from .errors import CuteFileError


def target_path(path: str, overwrite: bool) -> str:
    """The regular file that writing `path` will replace or create; CuteFileError when it may not."""
    real = os.path.realpath(os.path.expanduser(path))
    try:
        st = os.stat(real)
    except FileNotFoundError:
        parent = os.path.dirname(real) or "."
        if not os.path.isdir(parent):
            raise CuteFileError(f"cannot write '{path}': no such directory '{os.path.dirname(path)}'") from None
        return real
    except OSError as e:
        raise CuteFileError(f"cannot write '{path}': {e.strerror}") from None
    if stat.S_ISDIR(st.st_mode):
        raise CuteFileError(f"cannot write '{path}': it is a directory")
    if not stat.S_ISREG(st.st_mode):
        raise CuteFileError(f"cannot write '{path}': not a regular file (cutecalc writes only regular files)")
    if not overwrite:
        raise CuteFileError(f"'{path}' exists; replace it with :save! {path}")
    return real


class AtomicFile:
    """A text file written in full or not at all: `write` goes to a temporary file beside the target,
    created at the first write; `commit` puts it in the target's place, `discard` removes it."""

    def __init__(self, path: str, overwrite: bool = True) -> None:
        self.path = path
        self.target = target_path(path, overwrite)
        self.written = False
        directory = os.path.dirname(self.target) or "."
        try:  # made now, so that a place we cannot write to is refused before anything runs
            fd, tmp = tempfile.mkstemp(prefix=".cutecalc-", suffix=".tmp", dir=directory)
        except OSError as e:
            raise CuteFileError(f"cannot write '{path}': {e.strerror}") from None
        self._tmp: str | None = tmp
        self._fh: TextIO = os.fdopen(fd, "w", encoding="utf-8")

    def write(self, text: str) -> int:
        if text:
            self.written = True
        return self._fh.write(text)

    def flush(self) -> None:
        self._fh.flush()

    def isatty(self) -> bool:
        return False

    def commit(self) -> bool:
        """Replace the target with what was written; False (and the target untouched) when nothing was."""
        if not self.written or self._tmp is None:
            return False
        try:
            self._fh.close()
            try:
                mode = stat.S_IMODE(os.stat(self.target).st_mode)
            except FileNotFoundError:
                umask = os.umask(0)
                os.umask(umask)
                mode = 0o666 & ~umask
            os.chmod(self._tmp, mode)
            os.replace(self._tmp, self.target)
        except OSError as e:
            self.discard()
            raise CuteFileError(f"cannot write '{self.path}': {e.strerror}") from None
        self._tmp = None
        return True

    def discard(self) -> None:
        if not self._fh.closed:
            self._fh.close()
        if self._tmp is not None:
            try:
                os.unlink(self._tmp)
            except OSError:
                pass
            self._tmp = None


def write_file(path: str, text: str, overwrite: bool) -> None:
    """Write `text` to `path` whole, or raise CuteFileError and leave everything as it was."""
    out = AtomicFile(path, overwrite)
    try:
        out.write(text)
        out.commit()
    finally:
        out.discard()


def same_file(a: str, b: str) -> bool:
    """Whether two paths name one file (by identity when both exist, else by their resolved paths)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)
