"""Errors as a compiler prints them: `FILE:LINE:COL: error: message`, the source line, a caret.

Everything echoed from a script (the line, a name in the message, the file name) is made visible first: a
control character (C0 but tab, DEL, C1 such as U+009B, the C1 CSI) or a bidirectional override is written as an
escape (`\\x1b`, `\\u009b`), so no ESC, BEL or OSC sequence from a script, even one in a comment, reaches the
terminal.
"""

from __future__ import annotations

import re
from functools import cache

from ..errors import CuteError

MAX_SHOWN = 200  # characters of a source line shown around the caret


@cache
def _unsafe() -> re.Pattern[str]:
    """(Compiled at its first use, not at start-up: about 6% of a one-shot's instructions.)"""
    return re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f"                      # C0 but tab, DEL, C1
                      "\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"  # bidi marks, line separators
                      "\ud800-\udfff]")                                      # lone surrogates


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x80 else f"\\u{code:04x}"


def visible(text: str) -> str:
    """text with every control character and bidirectional override written as an escape (tabs kept).  (Each of
    them is unprintable to Python: printable text is as it is.)"""
    if text.isprintable():
        return text
    return _unsafe().sub(lambda m: _escape(m.group()), text)


def visible_text(text: str) -> str:
    """`visible` line by line: newlines kept, every other control character written as an escape (what a
    terminal is shown, so that no string a statement prints can move the cursor or set the clipboard)."""
    return "\n".join(visible(line) for line in text.split("\n"))


def format_error(err: CuteError, filename: str) -> str:
    """`FILE:LINE:COL: error: message`, then the source line (the error carries it) and a caret under the
    column."""
    line, col = err.line or 1, err.col or 1
    head = visible(f"{filename}:{line}:{col}: error: {err.message}")
    text = err.source_line
    if not text:
        return head
    text = text.rstrip("\r\n")
    if len(text) > MAX_SHOWN:  # keep the caret line readable for huge inputs
        start = max(0, col - MAX_SHOWN // 2)
        text, col = text[start:start + MAX_SHOWN], col - start
    before = visible(text[: max(col - 1, 0)])
    # Tabs stay tabs under the caret so that it lines up however the terminal expands them.
    caret = "".join("\t" if ch == "\t" else " " for ch in before) + "^"
    return f"{head}\n    {visible(text)}\n    {caret}"


def format_note(note: str, filename: str, line: int, col: int) -> str:
    return visible(f"{filename}:{line}:{col}: note: {note}")
