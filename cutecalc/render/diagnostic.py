"""Errors as a compiler prints them: `FILE:LINE:COL: error: message`, the source line, a caret."""

from __future__ import annotations

from ..errors import CuteError

MAX_SHOWN = 200  # characters of a source line shown around the caret


def format_error(err: CuteError, filename: str) -> str:
    """`FILE:LINE:COL: error: message`, then the source line (the error carries it) and a caret under the
    column."""
    line, col = err.line or 1, err.col or 1
    head = f"{filename}:{line}:{col}: error: {err.message}"
    text = err.source_line
    if not text:
        return head
    text = text.rstrip("\r\n")
    if len(text) > MAX_SHOWN:  # keep the caret line readable for huge inputs
        start = max(0, col - MAX_SHOWN // 2)
        text, col = text[start:start + MAX_SHOWN], col - start
    # Tabs stay tabs under the caret so that it lines up however the terminal expands them.
    caret = "".join("\t" if ch == "\t" else " " for ch in text[: max(col - 1, 0)]) + "^"
    return f"{head}\n    {text}\n    {caret}"


def format_note(note: str, filename: str, line: int, col: int) -> str:
    return f"{filename}:{line}:{col}: note: {note}"
