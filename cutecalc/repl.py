"""The interactive REPL: prompt_toolkit wiring only; evaluation is the Session's."""

from __future__ import annotations

import sys


def run_repl(static: bool = False) -> int:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import InMemoryHistory

    from .cli import format_error
    from .lang.session import Session
    from .render.cute_text import value_text

    session = Session(static)
    prompt = PromptSession(history=InMemoryHistory())
    while True:
        try:
            text = prompt.prompt("cute> ")
        except KeyboardInterrupt:
            continue
        except EOFError:
            return 0
        if text.strip() in (":quit", ":q", "quit", "exit"):
            return 0
        for out in session.iter_run(text):
            if out.error is not None:
                print(format_error(out.error, "<input>", text.splitlines()), file=sys.stderr)
            elif out.has_value:
                print(value_text(out.value))
            for note in out.notes:
                print(f"note: {note}", file=sys.stderr)
