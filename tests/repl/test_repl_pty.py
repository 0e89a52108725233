"""The real REPL in a pseudo-terminal: typing, answers, completion, history, errors, Ctrl-C, Ctrl-R."""

from __future__ import annotations

import os
import re
import stat
import subprocess

import pytest

from .terminal import EXE, Terminal

esc = re.escape


@pytest.fixture
def history(tmp_path):
    return tmp_path / "data" / "cutecalc" / "history"


def test_new_user_walkthrough(history):
    """The issue's first session: bind a and b, divide, ask for help."""
    t = Terminal(history)
    t.prompt()
    t.enter("a = (4,8):(8,1)")
    t.prompt()
    t.enter("b = <2:1, 4:1>")
    t.prompt()
    t.enter("zipped_divide(a, b)")
    t.expect(esc("((2,4),((1,2),(1,2))):((8,1),((8,16),(1,4)))"))
    t.expect(esc("static: ((_2,_4),(_2,_2)):((_8,_1),(_16,_4))"))
    t.expect(r"0 \(0,0\)\s+0\s+16 │\s+4\s+20")  # the first row of the table: offsets under their columns
    t.prompt()
    t.ask(":help blocked_product", esc("= ((_2,_3),(_2,_4)):((_1,_4),(_2,_12))"))
    assert t.quit() == 0


def test_tab_completes_function_names(history):
    t = Terminal(history)
    t.prompt()
    t.send("logical_di\t")
    t.expect("logical_divide")
    t.ask("(24:2, 4:2)", esc("(4,(2,3)):(4,(2,16))"))
    t.quit()


def test_error_then_good_statement(history):
    t = Terminal(history)
    t.prompt()
    t.enter("logical_divide(24:2,, 4:2)")
    t.expect(r"<input>:1:21: error: ")
    t.expect(r"\n\s+\^")
    t.prompt()
    t.ask("nope(1)", "error: unknown function or variable 'nope'")
    t.ask("size(8:1)", r"\n8\n")
    t.quit()


def test_ctrl_c_cancels_the_line_not_the_session(history):
    t = Terminal(history)
    t.prompt()
    t.send("abc(")
    t.send("\x03")
    t.prompt()
    t.ask("size(6:1)", r"\n6\n")
    t.quit()


def test_open_brackets_continue_on_the_next_line(history):
    t = Terminal(history)
    t.prompt()
    t.enter("size((4,8)")
    t.expect(esc("..."))
    t.ask(":(8,1))", r"\n32\n")
    t.quit()


def test_history_persists_across_sessions_owner_only(history):
    t = Terminal(history)
    t.prompt()
    t.ask("cosize((3,5):(5,1))", r"\n15\n")
    t.quit()
    assert stat.S_IMODE(os.stat(history).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(history.parent).st_mode) == 0o700
    t = Terminal(history)
    t.prompt()
    t.send("\x1b[A")  # Up: the previous session's line comes back
    t.expect(esc("cosize((3,5):(5,1))"))
    t.enter("")
    t.expect(r"\n15\n")
    t.prompt()
    t.send("\x12")  # Ctrl-R: reverse search of the history
    t.send("cosize")
    t.expect("reverse-i-search")
    t.enter("")
    t.enter("")
    t.expect(r"\n15\n")
    t.quit()


def test_unwritable_history_warns_once_and_keeps_going(tmp_path):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("")
    t = Terminal(blocker / "history")
    t.expect("warning: history is not saved")
    t.prompt()
    t.ask("size(4:1)", r"\n4\n")
    t.ask("size(2:1)", r"\n2\n")
    assert t.seen.count("warning:") == 1
    t.quit()


def test_save_writes_a_script_that_replays(history, tmp_path):
    script = tmp_path / "session.cute"
    t = Terminal(history)
    t.prompt()
    t.ask(":static on", "static")
    t.enter("a = (4,6):(1,4)")
    t.prompt()
    t.ask("oops(1)", "error")
    t.ask("logical_divide(a, <2:1, 3:1>)", esc("((_2,_2),(_3,_2)):((_1,_2),(_4,_12))"))
    t.ask(f":save {script}", "saved 2 statements")
    t.quit()
    r = subprocess.run([EXE, "-f", str(script)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[-1] == "((_2,_2),(_3,_2)):((_1,_2),(_4,_12))"


def test_history_cut_off_mid_write_still_loads(history):
    """A crash mid-append leaves a partial last entry; the REPL starts and the complete entries remain."""
    history.parent.mkdir(parents=True, mode=0o700)
    history.write_bytes(b"\n# 2026-11-23 01:00:00.000000\n+size((4,8):(8,1))\n\n# 2026-11-23 01:00:01.0\n+cosi")
    t = Terminal(history)
    t.prompt()
    t.send("\x1b[A")
    t.send("\x1b[A")
    t.expect(esc("size((4,8):(8,1))"))
    t.enter("")
    t.expect(r"\n32\n")
    t.quit()


def test_history_of_binary_garbage_still_loads(history):
    history.parent.mkdir(parents=True, mode=0o700)
    history.write_bytes(bytes(range(256)) * 4)
    t = Terminal(history)
    t.prompt()
    t.ask("size(4:1)", r"\n4\n")
    t.quit()


def test_ctrl_z_inserts_nothing(history):
    """Ctrl-Z asks to suspend (SIGTSTP; here the pty's session has no job control, so the kernel discards the
    stop) and never puts a \\x1a into the line."""
    import signal
    import time
    t = Terminal(history)
    t.prompt()
    t.send("size(4")
    t.child.sendcontrol("z")
    time.sleep(0.5)
    os.kill(t.child.pid, signal.SIGCONT)   # had it stopped, it goes on
    t.ask(":1)", r"\n4\n")
    assert "\x1a" not in t.seen and "^Z" not in t.seen
    t.quit()


def test_what_is_typed_at_the_first_prompt_is_read(history):
    """The banner and a plain prompt come before prompt_toolkit is loaded (repl/early.py); keys typed at once,
    Ctrl-C among them, wait unechoed in the terminal and reach prompt_toolkit's prompt as if typed there: the
    Ctrl-C cancels what came before it, the rest is one statement."""
    t = Terminal(history)
    t.expect(esc("cutecalc — CuTe's layout algebra."))
    t.send("junk")
    t.child.sendcontrol("c")
    t.enter("size((4,8):(8,1))")
    t.expect(r"\n32\n")
    t.prompt()
    assert "junk" not in t.seen[t.seen.index("32"):]
    assert t.quit() == 0
    assert os.stat(history).st_size > 0 and "size((4,8):(8,1))" in history.read_text()
