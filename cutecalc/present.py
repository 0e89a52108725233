"""Showing outcomes: the one loop the command line and the REPL share.

`Session.run` yields each statement's Outcome; `present` hands each value to the writer of the chosen
format, each error and note to a `Reporter` (standard error for the command line, the console for the
REPL), and counts what happened.  A value that cannot be drawn still shows its CuTe text, then the error.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from functools import partial
from typing import Protocol

from .errors import EXIT_EVAL_ERROR, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, CuteError, CuteSyntaxError
from .outcome import Outcome
from .output import OutputError, checked_write
from .record import record
from .render.cute_text import value_text
from .render.writers import Writer, writes

FLUSH_EVERY_S = 0.1  # a long script's answers reach a pipe at least this often


class Reporter(Protocol):
    def error(self, outcome: Outcome, err: CuteError) -> None: ...
    def note(self, outcome: Outcome, note: str) -> None: ...


@record
class Tally:
    ok: int = 0
    failed: int = 0
    syntax_errors: int = 0
    stopped: bool = False      # --fail-fast stopped the run
    interrupted: bool = False  # Ctrl-C

    @property
    def exit_code(self) -> int:
        if self.interrupted:
            return EXIT_INTERRUPTED
        if self.failed > self.syntax_errors:
            return EXIT_EVAL_ERROR
        return EXIT_USAGE if self.syntax_errors else EXIT_OK

    def summary(self, filename: str) -> str:
        rest = " (stopped at the first failure)" if self.stopped else " (interrupted)" if self.interrupted else ""
        return f"{filename}: {self.ok} succeeded, {self.failed} failed{rest}"


def present(outcomes: Iterable[Outcome], writer: Writer, report: Reporter, *, fail_fast: bool = False,
            on_success: Callable[[Outcome], None] | None = None, interleaved: bool = True) -> Tally:
    """Show every outcome; stop early for --fail-fast, Ctrl-C (tally.interrupted) or an output failure
    (OutputError, raised after the tally is complete).  `interleaved`: the reports reach the same file or terminal
    as the values, so the values written so far are flushed before each report (not needed, and one system call a
    report saved, when they go to different files: a script's notes to a pipe of their own)."""
    tally = Tally()
    last_flush = time.monotonic()
    try:
        for outcome in outcomes:
            err = outcome.error
            if err is not None:
                tally.failed += 1
                if isinstance(err, CuteSyntaxError):
                    tally.syntax_errors += 1
                if interleaved:
                    checked_write(writer.out.flush)
                if writer.writes_errors:
                    checked_write(partial(writer.error, outcome))
                else:
                    report.error(outcome, err)
                if fail_fast:
                    tally.stopped = True
                    break
                continue
            tally.ok += 1
            if on_success is not None:
                on_success(outcome)
            if writes(writer, outcome):
                failure = _draw(writer, outcome)
                if failure is not None:
                    tally.ok -= 1
                    tally.failed += 1
                    report.error(outcome, failure)
            if outcome.notes and not writer.writes_errors:
                if interleaved:
                    checked_write(writer.out.flush)
                for note in outcome.notes:
                    report.note(outcome, note)
            now = time.monotonic()
            if now - last_flush > FLUSH_EVERY_S:
                checked_write(writer.out.flush)
                last_flush = now
    except KeyboardInterrupt:
        tally.interrupted = True
    checked_write(writer.finish)
    return tally


def _draw(writer: Writer, outcome: Outcome) -> CuteError | None:
    """Write the value; when its picture cannot be drawn, its CuTe text instead (not inside a document: an SVG or
    HTML file holds only what it draws), and the reason."""
    try:
        checked_write(lambda: writer.value(outcome))
        return None
    except (OutputError, BrokenPipeError, KeyboardInterrupt):
        raise
    except Exception as e:  # a picture that cannot be drawn must not hide the value or the others
        reason = e.message if isinstance(e, CuteError) else f"{type(e).__name__}: {e}"
        if not (writer.writes_errors or writer.draws_document):
            try:
                checked_write(lambda: writer.out.write(value_text(outcome.value) + "\n"))
            except (OutputError, BrokenPipeError):
                raise
            except Exception:
                pass
        return CuteError(f"cannot draw this value: {reason}", outcome.line, outcome.col)
