"""The REPL's history file: owner-only where it is made, never blocking on what replaces it, whole entries."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading

from cutecalc.repl.history import GuardedFileHistory, history_path, open_history


def test_the_directories_made_for_it_are_owner_only(tmp_path, monkeypatch):
    monkeypatch.delenv("CUTECALC_HISTORY", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "a" / "b"))
    open_history(lambda m: None)
    for d in (tmp_path / "a", tmp_path / "a/b", tmp_path / "a/b/cutecalc"):
        assert stat.S_IMODE(d.stat().st_mode) == 0o700, d
    assert stat.S_IMODE((tmp_path / "a/b/cutecalc/history").stat().st_mode) == 0o600


def test_a_relative_data_home_is_ignored(tmp_path, monkeypatch):
    monkeypatch.delenv("CUTECALC_HISTORY", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", "relative")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert history_path() == tmp_path / ".local/share/cutecalc/history"


def test_a_fifo_put_in_its_place_mid_session_never_blocks(tmp_path):
    """The file replaced by a FIFO with no reader: the entry is kept in memory, one warning, no wait."""
    path = tmp_path / "history"
    warnings: list[str] = []
    h = GuardedFileHistory(str(path), warnings.append)
    h.store_string("a = 4:2")
    path.unlink()
    os.mkfifo(path)
    done = threading.Event()

    def store() -> None:
        h.store_string("b = 8:1")
        h.store_string("c = 2:1")
        done.set()
    threading.Thread(target=store, daemon=True).start()
    assert done.wait(10), "store_string blocked on a FIFO"
    assert len(warnings) == 1 and "no longer saved" in warnings[0]
    assert list(GuardedFileHistory(str(path), warnings.append).load_history_strings()) == []   # nor does reading


def test_entries_of_two_sessions_never_merge(tmp_path):
    """Two processes appending entries of 12 KB (beyond a buffered file's one write) at once: every entry reads
    back whole."""
    path = tmp_path / "history"
    code = ("import sys; from cutecalc.repl.history import GuardedFileHistory as G; h = G(sys.argv[1], print)\n"
            "for i in range(150): h.store_string('\\n'.join([sys.argv[2] * 300 + str(i)] * 40))")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(path), tag]) for tag in ("x", "y")]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    entries = list(GuardedFileHistory(str(path), print).load_history_strings())
    assert len(entries) == 300
    for e in entries:
        lines = e.split("\n")
        assert len(lines) == 40 and len(set(lines)) == 1, e[:200]
