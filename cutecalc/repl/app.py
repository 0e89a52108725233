"""The read-eval-print loop on prompt_toolkit.

The prompt is drawn before the evaluator and Rich are imported (a thread loads them once the first prompt
is on the screen); a plain one is on the screen even before prompt_toolkit is loaded (repl/early.py).
"""

from __future__ import annotations

import signal
import sys
import threading
from typing import TYPE_CHECKING

from prompt_toolkit import PromptSession
from prompt_toolkit.application.current import get_app
from prompt_toolkit.filters import Condition
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.layout.processors import HighlightMatchingBracketProcessor

from .early import BANNER, PROMPT_TEXT, restore_terminal
from .editing import STYLE, CuteCompleter, CuteLexer, brackets_open
from .history import open_history

if TYPE_CHECKING:
    from ..options import DisplayOptions

PROMPT = FormattedText([("class:prompt", PROMPT_TEXT)])
CONTINUATION = "  ... "
ERASE_LINE = "\r\x1b[K"   # back to the start of the line, and clear it


def _warm_up() -> None:
    """Import what the first statement needs while the user types it."""
    try:
        import rich.console  # noqa: F401  (the REPL's console: errors, notes, help)

        from ..lang import highlight, parse  # noqa: F401  (the parser, and the highlighter's kinds)
        from ..render import terminal  # noqa: F401  (the tables)
        highlight.token_kinds()
        from . import commands  # noqa: F401
    except Exception:  # the real import, later, reports any problem
        pass


def run(display: DisplayOptions | None = None, drawn_early: list | None = None) -> int:
    """The loop; `drawn_early`: the banner and a plain prompt are on the screen already, and these are the
    terminal's attributes to restore (the prompt is erased and drawn again by prompt_toolkit, with what was
    typed meanwhile)."""
    try:
        return _run(display, drawn_early)
    finally:
        if drawn_early is not None:
            restore_terminal(drawn_early)


def _key_bindings() -> KeyBindings:
    bindings = KeyBindings()

    @bindings.add("c-z")
    def _(event):
        """Ctrl-Z suspends cutecalc to the shell's background (fg brings it back), as in other REPLs."""
        if hasattr(signal, "SIGTSTP"):
            event.app.suspend_to_background()

    @bindings.add("c-d")
    def _(event):
        """Ctrl-D on an empty line leaves; elsewhere it deletes the character under the cursor."""
        buf = event.current_buffer
        if buf.text:
            buf.delete(1)
        else:
            event.app.exit(exception=EOFError)

    return bindings


def _run(display: DisplayOptions | None, drawn_early: list | None) -> int:
    warnings: list[str] = []
    history = open_history(warnings.append)

    repl = None

    def get_repl():
        nonlocal repl
        if repl is None:
            from .commands import Repl
            repl = Repl(display=display)
        return repl

    def variables():
        return get_repl().variables() if repl is not None else []

    session: PromptSession[str] = PromptSession(
        history=history, lexer=CuteLexer(variables), completer=CuteCompleter(variables),
        complete_while_typing=False, style=STYLE, key_bindings=_key_bindings(), enable_history_search=False,
        multiline=Condition(lambda: brackets_open(get_app().current_buffer.text)),
        prompt_continuation=CONTINUATION, input_processors=[HighlightMatchingBracketProcessor()],
        include_default_pygments_style=False,
    )
    warm = threading.Thread(target=_warm_up, daemon=True)

    def start_warm_up(app) -> None:
        # After the first prompt is on the screen, not before: the import would compete for the GIL.
        session.app.after_render -= start_warm_up
        warm.start()

    session.app.after_render += start_warm_up
    if drawn_early is not None:
        restore_terminal(drawn_early)
        sys.stdout.write(ERASE_LINE)
        sys.stdout.flush()
    else:
        print(BANNER)
    for w in warnings:
        print(f"warning: {w}", file=sys.stderr)
    warnings.clear()
    from .commands import Quit
    while True:
        try:
            text = session.prompt(PROMPT)
        except KeyboardInterrupt:  # Ctrl-C cancels the line, never the session
            continue
        except EOFError:
            return 0
        for w in warnings:  # e.g. the history file became unwritable
            print(f"warning: {w}", file=sys.stderr)
        warnings.clear()
        try:
            get_repl().execute(text)
        except Quit:
            return 0
        except KeyboardInterrupt:
            print("interrupted", file=sys.stderr)
