"""The interactive REPL.

    history.py     the history file (owner-only, in the user's data directory; in memory when unwritable)
    editing.py     what the prompt knows of the language: completion, highlighting, open brackets
    commands.py    the session: statements, :commands, and how values are shown (no prompt_toolkit)
    early.py       the banner and a first prompt, drawn before prompt_toolkit is imported
    app.py         the prompt_toolkit wiring and the read-eval-print loop
"""

from __future__ import annotations

TYPE_CHECKING = False   # (typing itself is not imported: the REPL's first prompt is drawn before it loads)

if TYPE_CHECKING:
    from ..options import DisplayOptions


def run_repl(display: DisplayOptions | None = None) -> int:
    from .early import draw_early_prompt
    early = draw_early_prompt()
    from .app import run
    return run(display, early)
