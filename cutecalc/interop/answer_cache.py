"""Where `verify` keeps CuTe's answers: one small file per statement, bounded, safe with several processes.

    $XDG_CACHE_HOME/cutecalc/verify/        (~/.cache/... when XDG_CACHE_HOME is unset or not absolute)
        answers/<key>.json                  CuTe's answer to one statement (`key`: verify_run.statement_keys)
        toolchains/<toolchain key>/         the prepared header of one toolchain (toolchain.prepare)
        work/<pid>-<random>/                a run's sources, programs and outputs, removed when it ends

Every file is written whole under a fresh name and renamed into place, so a reader sees an old entry, a new
one or none, and a link planted under a file's name is replaced, never followed.  An entry holds its key and a
SHA-256 of its key and answer: an entry that is not a regular file, not of that shape, or whose digest does not
match (a byte changed on disk) is a miss, and is computed again.  The answers are kept to
ANSWER_BYTES and the prepared headers to the TOOLCHAINS most recently used; the work of a run whose process
is gone is removed by the next run.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import stat
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from . import running

ANSWER_BYTES = 32 << 20       # CuTe's answers kept, at most (the oldest go first)
TOOLCHAINS = 2                # prepared headers kept (each about 180 MB with g++'s precompiled header)
ENTRY_BYTES = 1 << 20         # an answer file larger than this is not one of ours
STALE_WORK_SECONDS = 60
_KEY = re.compile(r"[0-9a-f]{64}\Z")
_SHA = re.compile(r"[0-9a-f]{64}\Z")


def cache_dir(env: Mapping[str, str] | None = None) -> Path | None:
    """$XDG_CACHE_HOME/cutecalc/verify, or ~/.cache/cutecalc/verify when it is unset or relative (as the XDG
    specification says); None when neither names a place."""
    env = os.environ if env is None else env
    base = env.get("XDG_CACHE_HOME") or ""
    if not os.path.isabs(base):
        home = os.path.expanduser("~")
        if not os.path.isabs(home):
            return None
        base = os.path.join(home, ".cache")
    return Path(base) / "cutecalc" / "verify"


def valid_answer(a: Any) -> bool:
    """One of the two shapes a cached answer takes:
        {"output": TEXT, "bytes": N, "sha256": HEX}      what the statement printed (TEXT: its first KEEP bytes)
        {"refused": "compile" | "runtime", "message": TEXT}"""
    if not isinstance(a, dict):
        return False
    if set(a) == {"output", "bytes", "sha256"}:
        return (isinstance(a["output"], str) and type(a["bytes"]) is int and a["bytes"] >= 0
                and isinstance(a["sha256"], str) and bool(_SHA.match(a["sha256"])))
    if set(a) == {"refused", "message"}:
        return a["refused"] in ("compile", "runtime") and isinstance(a["message"], str)
    return False


class AnswerCache:
    """The cache directory of verify; `open` makes it (owner-only) or says why it cannot."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.answers = root / "answers"
        self.toolchains = root / "toolchains"
        self.work = root / "work"
        self.written = 0

    @classmethod
    def open(cls, env: Mapping[str, str] | None = None) -> tuple[AnswerCache | None, str | None]:
        """The cache, or None and a note saying why answers are not kept."""
        root = cache_dir(env)
        if root is None:
            return None, "no cache directory (HOME and XDG_CACHE_HOME name none): answers are not kept"
        cache = cls(root)
        try:
            for d in (cache.answers, cache.toolchains, cache.work):
                d.mkdir(mode=0o700, parents=True, exist_ok=True)
                if not d.is_dir() or not os.access(d, os.W_OK | os.X_OK):
                    raise PermissionError(13, "not a writable directory")
        except OSError as e:
            return None, f"cannot use the cache {root} ({e.strerror or e}): answers are not kept"
        cache.remove_stale_work()
        return cache, None

    # -- answers ------------------------------------------------------------------------------------
    def _path(self, key: str) -> Path:
        if not _KEY.match(key):
            raise ValueError(f"not a key: {key!r}")
        return self.answers / f"{key}.json"

    def get(self, key: str) -> dict | None:
        """The answer cached under `key`, or None (missing, unreadable, not a regular file, not an answer)."""
        path = self._path(key)
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            return None
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode) or st.st_size > ENTRY_BYTES:
                return None
            with os.fdopen(fd, "rb", closefd=False) as f:
                entry = json.loads(f.read(ENTRY_BYTES + 1).decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            return None
        finally:
            os.close(fd)
        if not (isinstance(entry, dict) and set(entry) == {"key", "answer", "sha256"} and entry["key"] == key):
            return None
        answer = entry["answer"]
        if not valid_answer(answer) or entry["sha256"] != _digest(key, answer):
            return None
        with contextlib.suppress(OSError):
            os.utime(path)         # recently used: pruning keeps it
        return dict(answer)

    def put(self, key: str, answer: dict) -> None:
        """Keep `answer` (silently not, where the file system refuses)."""
        if not valid_answer(answer):
            raise ValueError(f"not an answer: {answer!r}")
        entry = {"key": key, "answer": answer, "sha256": _digest(key, answer)}
        with contextlib.suppress(OSError):
            running.write_atomically(self._path(key), json.dumps(entry, ensure_ascii=False))
            self.written += 1

    # -- bounds -------------------------------------------------------------------------------------
    def prune(self, answer_bytes: int = ANSWER_BYTES, toolchains: int = TOOLCHAINS) -> None:
        """Remove the oldest answers beyond `answer_bytes` (down to three quarters of it), the prepared headers
        beyond the `toolchains` most recently used, and what earlier versions of cutecalc left."""
        entries = []
        with contextlib.suppress(OSError):
            for e in os.scandir(self.answers):
                with contextlib.suppress(OSError):
                    st = e.stat(follow_symlinks=False)
                    entries.append((st.st_mtime_ns, st.st_size, e.path))
        total = sum(size for _, size, _ in entries)
        if total > answer_bytes:
            for _, size, path in sorted(entries):
                with contextlib.suppress(OSError):
                    os.unlink(path)
                total -= size
                if total <= answer_bytes * 3 // 4:
                    break
        kept = []
        with contextlib.suppress(OSError):
            for e in os.scandir(self.toolchains):
                if e.is_dir(follow_symlinks=False):
                    try:
                        used = os.stat(os.path.join(e.path, "manifest.json")).st_mtime_ns
                    except OSError:
                        used = e.stat(follow_symlinks=False).st_mtime_ns
                    kept.append((used, e.path))
        for _, path in sorted(kept, reverse=True)[toolchains:]:
            shutil.rmtree(path, ignore_errors=True)
            with contextlib.suppress(OSError):
                os.unlink(path + ".lock")
        with contextlib.suppress(OSError):   # cutecalc < 0.3 kept one <key>.json per program here
            for e in os.scandir(self.root):
                if e.is_file(follow_symlinks=False) and e.name.endswith((".json", ".tmp")):
                    with contextlib.suppress(OSError):
                        os.unlink(e.path)

    # -- work ---------------------------------------------------------------------------------------
    def make_work_dir(self) -> Path:
        return Path(tempfile.mkdtemp(prefix=f"{os.getpid()}-", dir=self.work))

    def remove_stale_work(self) -> None:
        """Remove the work directories of runs whose process is gone (killed with SIGKILL, say)."""
        now = time.time()
        with contextlib.suppress(OSError):
            for e in os.scandir(self.work):
                pid = e.name.partition("-")[0]
                if not pid.isdigit() or int(pid) == os.getpid() or _alive(int(pid)):
                    continue
                with contextlib.suppress(OSError):
                    if now - e.stat(follow_symlinks=False).st_mtime < STALE_WORK_SECONDS:
                        continue
                if e.is_dir(follow_symlinks=False):
                    shutil.rmtree(e.path, ignore_errors=True)
                else:
                    with contextlib.suppress(OSError):
                        os.unlink(e.path)


def _digest(key: str, answer: dict) -> str:
    text = key + json.dumps(answer, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
