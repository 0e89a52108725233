"""The banner and a first prompt, on the screen before prompt_toolkit is imported (about four times Python's
own start-up): whatever is typed meanwhile waits in the terminal, and prompt_toolkit's prompt, drawn over the
first one, reads it.  No prompt_toolkit here.
"""

from __future__ import annotations

import os
import sys

BANNER = "cutecalc — CuTe's layout algebra.  :help for commands and functions, Tab completes, Ctrl-D leaves."
PROMPT_TEXT = "cute> "


def draw_early_prompt() -> list | None:
    """The banner and a plain prompt, at once, with the terminal put in prompt_toolkit's raw mode meanwhile (no
    echo, no line editing, Ctrl-C and Ctrl-Z as keys): what is typed waits unechoed for prompt_toolkit, which
    erases this prompt and draws its own.  The terminal's attributes are returned for app.run to restore just
    before prompt_toolkit saves them (None: not on a terminal that understands erasing a line)."""
    if os.environ.get("TERM", "dumb") == "dumb" or not (sys.stdin.isatty() and sys.stdout.isatty()):
        return None
    try:
        import termios
        fd = sys.stdin.fileno()
        saved = termios.tcgetattr(fd)
        raw = termios.tcgetattr(fd)
        raw[3] &= ~(termios.ICANON | termios.ECHO | termios.ISIG | termios.IEXTEN)
        termios.tcsetattr(fd, termios.TCSANOW, raw)
    except (ImportError, OSError, ValueError):
        return None
    try:
        sys.stdout.write(f"{BANNER}\n{PROMPT_TEXT}")
        sys.stdout.flush()
    except (OSError, ValueError):
        restore_terminal(saved)
        return None
    return saved


def restore_terminal(saved: list) -> None:
    """The terminal's attributes as they were before the early prompt (the typed input stays queued)."""
    import termios
    try:
        termios.tcsetattr(sys.stdin.fileno(), termios.TCSANOW, saved)
    except (OSError, ValueError):
        pass
