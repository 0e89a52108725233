"""Writing files without destroying anything: the one place that decides how `-o` and `:save` write.

- Only regular files are written (a device, a FIFO, a directory is refused); a symbolic link is followed,
  so the link stays and its target gets the text.
- The text goes to a temporary file beside the target, which replaces the target only once there is
  something to write: a run whose every statement fails leaves an existing file as it was.
- An existing file is replaced only when the caller says so (`overwrite`): `:save` refuses, `:save!` and
  `-o` replace (as the shell's `>` does, so not a file the user may not write).  The replacement keeps the
  file's permission bits.
- Every write is checked in full (`checked_text`): Python's own file objects can drop the rest of a short
  write (a file-size limit, a full disk) and report success.
"""

from __future__ import annotations

import errno
import io
import os
import stat
from collections.abc import Callable

from .errors import CuteFileError

TYPE_CHECKING = False   # (typing itself is not imported: the REPL's first prompt is drawn before it loads)
if TYPE_CHECKING:
    from typing import TextIO


class OutputError(Exception):
    """The output cannot be written (a full device, a closed stream): the run stops at the first failure."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def checked_write(action: Callable[[], object]) -> None:
    """Run a write, turning an OS-level failure (other than a closed pipe) into one OutputError."""
    try:
        action()
    except BrokenPipeError:
        raise
    except OSError as e:
        said = str(e.strerror or e)
        raise OutputError(said if said.startswith("cannot write") else f"cannot write the output: {said}") from None


class _FullWrites(io.RawIOBase):
    """A file descriptor every write goes to in full, or raises OSError."""

    def __init__(self, fd: int, closefd: bool = False) -> None:
        super().__init__()
        self._fd = fd
        self._closefd = closefd

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return os.isatty(self._fd)

    def write(self, b) -> int:
        view = memoryview(b).cast("B")
        done = 0
        while done < len(view):
            n = os.write(self._fd, view[done:])
            if n <= 0:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            done += n
        return done

    def close(self) -> None:
        if not self.closed and self._closefd:
            os.close(self._fd)
        super().close()


def checked_text(fd: int, closefd: bool = False, like: TextIO | None = None) -> TextIO:
    """A text stream on `fd` whose every write is checked in full (encoding and line buffering as `like`'s)."""
    encoding = getattr(like, "encoding", None) or "utf-8"
    errors = getattr(like, "errors", None) or "strict"
    line_buffering = bool(getattr(like, "line_buffering", False))
    return io.TextIOWrapper(io.BufferedWriter(_FullWrites(fd, closefd)), encoding=encoding, errors=errors,
                            line_buffering=line_buffering)


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
    if not os.access(real, os.W_OK):
        raise CuteFileError(f"cannot write '{path}': permission denied (the shell's > would refuse it too)")
    return real


class AtomicFile:
    """A text file written in full or not at all: `write` goes to a temporary file beside the target,
    created at the first write; `commit` puts it in the target's place, `discard` removes it."""

    def __init__(self, path: str, overwrite: bool = True) -> None:
        self.path = path
        self.target = target_path(path, overwrite)
        self.written = False
        directory = os.path.dirname(self.target) or "."
        import tempfile
        try:  # made now, so that a place we cannot write to is refused before anything runs
            fd, tmp = tempfile.mkstemp(prefix=".cutecalc-", suffix=".tmp", dir=directory)
        except OSError as e:
            raise CuteFileError(f"cannot write '{path}': {e.strerror}") from None
        self._tmp: str | None = tmp
        self._fh: TextIO = checked_text(fd, closefd=True)

    def write(self, text: str) -> int:
        if text:
            self.written = True
        try:
            return self._fh.write(text)
        except OSError as e:
            raise OSError(e.errno, f"cannot write '{self.path}': {e.strerror or e}") from None

    def flush(self) -> None:
        try:
            self._fh.flush()
        except OSError as e:
            raise OSError(e.errno, f"cannot write '{self.path}': {e.strerror or e}") from None

    def isatty(self) -> bool:
        return False

    def commit(self) -> bool:
        """Replace the target with what was written; False (and the target untouched) when nothing was."""
        if not self.written or self._tmp is None:
            return False
        try:
            self._fh.close()   # the last of the text is written here: a full disk fails it
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
            try:
                self._fh.close()
            except OSError:
                pass
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
    except OSError as e:
        said = str(e.strerror or e)
        raise CuteFileError(said if said.startswith("cannot write") else f"cannot write '{path}': {said}") from None
    finally:
        out.discard()


def same_file(a: str, b: str) -> bool:
    """Whether two paths name one file (by identity when both exist, else by their resolved paths)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)
