"""The CLI's plain text output: CuTe's print() form of a value, or the text a function printed."""

from __future__ import annotations

from ..algebra.printing import cute_str

__all__ = ["cute_str", "value_text"]

def value_text(x) -> str:
    """What the CLI prints for a statement's value (without the final newline)."""
    text = getattr(x, "text", None)
    if isinstance(text, str):  # printed output such as print_layout's grid
        return text[:-1] if text.endswith("\n") else text
    return cute_str(x)
