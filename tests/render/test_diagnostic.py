"""No control sequence from a script reaches the terminal: echoed source lines, names and file names are made
visible (issue 9, terminal safety)."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from cutecalc.errors import CuteSyntaxError
from cutecalc.render.diagnostic import format_error, format_note, visible
from tests.cli.test_cli import EXE

# Any byte a terminal acts on, but newline and tab.
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")

ATTACKS = {
    "ESC": ("\x1b", "\\x1b"),
    "BEL": ("\x07", "\\x07"),
    "OSC 52": ("\x1b]52;c;aGVsbG8=\x07", "\\x1b]52;c;aGVsbG8=\\x07"),
    "CSI": ("\x1b[2J\x1b[31m", "\\x1b[2J\\x1b[31m"),
    "C1 CSI": ("\u009b31m", "\\u009b31m"),
    "DEL": ("\x7f", "\\x7f"),
}


@pytest.mark.parametrize("name", ATTACKS)
def test_a_control_sequence_in_a_comment_is_echoed_escaped(name: str, tmp_path: Path):
    raw, shown = ATTACKS[name]
    script = tmp_path / "s.cute"
    script.write_text(f"size(4:1)\nnope(2) // {raw} comment\n", encoding="utf-8")
    r = subprocess.run([EXE, "-f", str(script)], capture_output=True, text=True, timeout=60,
                       env={**os.environ, "NO_COLOR": "1"})
    assert r.returncode == 1
    assert not RAW_CONTROL.search(r.stdout + r.stderr), repr(r.stderr)
    assert f"    nope(2) // {shown} comment\n" in r.stderr


@pytest.mark.parametrize("name", ATTACKS)
def test_a_control_sequence_in_an_expression_is_echoed_escaped(name: str):
    raw, shown = ATTACKS[name]
    r = subprocess.run([EXE, f"size(4:1) {raw}"], capture_output=True, text=True, timeout=60)
    assert r.returncode in (1, 2)
    assert not RAW_CONTROL.search(r.stdout + r.stderr), repr(r.stderr)
    assert shown.split("]")[0].split("[")[0] in r.stderr


def test_the_caret_stands_under_the_escaped_character():
    err = CuteSyntaxError("unexpected character", line=1, col=6, source_line="a = \x07\x1b x")
    head, line, caret = format_error(err, "f.cute").splitlines()
    assert line == "    a = \\x07\\x1b x"
    assert caret == "    " + " " * len("a = \\x07") + "^"


def test_a_tab_stays_a_tab_under_the_caret():
    err = CuteSyntaxError("unexpected", line=1, col=3, source_line="\tx$")
    _, line, caret = format_error(err, "f").splitlines()
    assert line == "    \tx$" and caret == "    \t ^"


def test_file_names_messages_and_notes_are_made_visible():
    err = CuteSyntaxError("unknown name 'a\x1bb'", line=1, col=1)
    assert format_error(err, "evil\x1b]0;t\x07.cute") == \
        "evil\\x1b]0;t\\x07.cute:1:1: error: unknown name 'a\\x1bb'"
    assert format_note("n\x9b", "f\x1b", 1, 2) == "f\\x1b:1:2: note: n\\u009b"


def test_bidirectional_overrides_and_lone_surrogates_are_escaped():
    assert visible("a\u202eb\u2066c\udc9b") == "a\\u202eb\\u2066c\\udc9b"
    assert visible("(4,8):(8,1)\tok ü") == "(4,8):(8,1)\tok ü"


def test_a_script_name_with_a_control_sequence_is_escaped_in_every_line(tmp_path: Path):
    script = tmp_path / "e\x1b[31m.cute"
    script.write_text("nope(1)\n")
    for path in (script, tmp_path / "missing\x1b]0;x\x07.cute"):
        r = subprocess.run([EXE, "-f", str(path)], capture_output=True, text=True, timeout=60)
        assert r.returncode in (1, 2)
        assert not RAW_CONTROL.search(r.stderr), repr(r.stderr)
        assert "\\x1b" in r.stderr


def test_printable_text_needs_no_escape():
    """`visible` leaves printable text as it is without the pattern: every character the pattern escapes is one
    Python calls unprintable."""
    from cutecalc.render.diagnostic import _unsafe
    assert [hex(c) for c in range(0x110000) if chr(c).isprintable() and _unsafe().match(chr(c))] == []
    assert visible("(4,8):(8,1) é …") == "(4,8):(8,1) é …"
