"""What the CLI and the REPL call for `--emit cpp|dsl` and `verify`: text in, text and an exit status out.

    emit_program(source, "cpp")  -> (program text, notes)       notes: one line per statement not emitted
    verify_command(source)       -> (report text, exit status)  0 all agree, 1 some differ, 2 tool missing

Errors are CuteErrors (a syntax error in the source, CuteToolError for a missing compiler or header); the
caller formats them as it formats every error.
"""

from __future__ import annotations

import os

from ..options import EMIT_TARGETS
from .emit_cpp import cpp_text, emit_cpp_program
from .emit_dsl import dsl_text, emit_dsl_program
from .verify import verify


def emit_program(source: str, target: str, static_literals: bool = False,
                 filename: str = "<input>") -> tuple[str, list[str]]:
    """The program `--emit TARGET` prints, and a note per statement it could not carry over."""
    if target == "cpp":
        program = emit_cpp_program(source, static_literals, filename)
        text = cpp_text(program, title=f"cutecalc --emit cpp {filename}" if filename != "<input>" else None)[0]
    elif target == "dsl":
        program = emit_dsl_program(source, static_literals, filename)
        text = dsl_text(program)
    else:
        raise ValueError(f"unknown emit target {target!r} (one of {', '.join(EMIT_TARGETS)})")
    notes = [f"{filename}:{s.line}: note: not emitted: {' '.join(s.source.split())} ({s.skipped})"
             for s in program.skipped]
    return text, notes


def verify_command(source: str, static_literals: bool = False, cutlass: str | os.PathLike | None = None,
                   cuda: str | os.PathLike | None = None, compiler: str | None = None, use_cache: bool = True,
                   filename: str = "<input>") -> tuple[str, int]:
    """`cutecalc verify`: the report, and 0 when CuTe agrees with every statement (or cutecalc's note explains
    why it answers where CuTe refuses), else 1."""
    report = verify(source, static_literals, cutlass, cuda, compiler, use_cache, filename)
    return report.text(), 0 if report.ok else 1
