"""The CLI's plain text output: CuTe's print() form of a value, or what a print_* function prints.

This is the one place a picture value (cutecalc.lang.values.Picture) becomes its text.
"""

from __future__ import annotations

from typing import Any

from ..algebra.printing import CppString, Listing, Picture, Printed, Printout, cute_str, dsl_str

__all__ = ["cute_str", "dsl_str", "picture_text", "print_text", "value_text"]


def picture_text(p: Any) -> str:
    """What CuTe's print_layout, print_latex or print_latex_tv prints for a picture (print_tv: CuTe has no text
    form of a TV layout; its picture follows print_layout's frame), ending with a newline."""
    if p.kind == "print_layout":
        from .print_layout import print_layout_text
        return print_layout_text(p.layout)
    if p.kind == "print_tv":
        from .print_layout import print_tv_text
        return print_tv_text(p.layout, p.tile)
    from .latex import print_latex_text, print_latex_tv_text
    if p.kind == "print_latex":
        return print_latex_text(p.layout)
    if p.kind == "print_latex_tv":
        return print_latex_tv_text(p.layout, p.tile)
    from .latex_tiled import print_latex_copy_text, print_latex_mma_text
    if p.kind == "print_latex_mma":
        return print_latex_mma_text(p.layout)
    return print_latex_copy_text(p.layout)


def printout_text(p: Any, dialect: str = "cpp") -> str:
    """The line of Python's print("label:", x) or of cute.printf(format, x), values as the dialect prints them
    (the DSL's cute.printf: as the kernel prints them when it runs, no `_`, dynamic integers with values)."""

    def text(v: Any, runtime: bool) -> str:
        if isinstance(v, CppString):
            return v.text
        if dialect == "dsl":
            return dsl_str(v, runtime)
        return cute_str(v)      # CuTe C++'s print, as the emitted C++ prints the line
    if p.format is None:
        return " ".join(text(v, False) for v in p.parts)
    pieces = p.format.split("{}")
    values = [text(v, True) for v in p.parts] + [""] * len(pieces)
    return "".join(piece + (values[i] if i < len(pieces) - 1 else "") for i, piece in enumerate(pieces))


def value_text(x: Any, dialect: str = "cpp") -> str:
    """What the CLI prints for a statement's value (without the final newline); in the "dsl" dialect, as the
    CuTe DSL's print() shows it."""
    if isinstance(x, Printout):
        return printout_text(x, dialect)
    if dialect == "dsl" and isinstance(x, CppString):   # Python's print ends the line after the whole text
        return x.text
    if isinstance(x, Picture):
        text = picture_text(x)
    elif isinstance(x, Printed):  # a report's text
        text = x.text  # type: ignore[attr-defined]
    else:
        return dsl_str(x) if dialect == "dsl" else cute_str(x)
    return text[:-1] if text.endswith("\n") else text


def print_text(x: Any) -> str:
    """Exactly what CuTe C++'s print(x) writes: a value's text with no newline; a string as it is; a picture,
    or a listing (an atom, a tiled MMA or copy, a thread's slice of one), with the newline that ends it."""
    if isinstance(x, CppString):
        return x.text
    if isinstance(x, Picture):   # (its text as drawn: a picture may be megabytes, not to be copied twice more)
        text = picture_text(x)
        return text if text.endswith("\n") else text + "\n"
    ends_line = isinstance(x, (Printed, Listing))
    return value_text(x) + ("\n" if ends_line else "")
