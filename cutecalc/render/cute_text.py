"""CuTe's print() form of every algebra value: `_4` static, `4` dynamic, `(a,b)` tuples, `S:D` layouts."""

from __future__ import annotations

from ..algebra.basis import ScaledBasis
from ..algebra.integers import StaticInt
from ..algebra.inttuple import Underscore


def cute_str(x) -> str:
    """The exact text CuTe's print(x) writes for x."""
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, int):
        return str(x)
    if isinstance(x, StaticInt):
        return f"_{x.value}"
    if isinstance(x, tuple):
        return "(" + ",".join(cute_str(e) for e in x) + ")"
    if isinstance(x, Underscore):
        return "_"
    if isinstance(x, ScaledBasis):
        return cute_str(x.value) + "".join(f"@{m}" for m in reversed(x.modes))
    to_cute = getattr(x, "cute_str", None)
    if to_cute is not None:
        return to_cute()
    from ..algebra.layout import Layout
    if isinstance(x, Layout):
        return cute_str(x.shape) + ":" + cute_str(x.stride)
    raise TypeError(f"no CuTe text form for {type(x).__name__}")


def value_text(x) -> str:
    """What the CLI prints for a statement's value (without the final newline)."""
    text = getattr(x, "text", None)
    if isinstance(text, str):  # printed output such as print_layout's grid
        return text[:-1] if text.endswith("\n") else text
    return cute_str(x)
