"""The static twin of a statement: its value when every integer literal is static, as CuTe's documentation
writes its examples.

With dynamic integers CuTe keeps size-1 modes and cannot fold `_1` strides among dynamic ones, so the same
statement can print a different form: composition((10,2):(16,4), (5,4):(1,5)) is ((5,1),(2,2)):((16,4),(80,4)),
while with static integers it is (_5,(_2,_2)):(_16,(_80,_4)).  A twin evaluator (Session(twin=True)),
fed every statement the session is fed, gives that second form; it is worth showing only when it differs
beyond the `_` marks.
"""

from __future__ import annotations

import re

from ..algebra.printing import cute_str
from ..outcome import Outcome
from .values import Printed

_STATIC_MARK = r"(?<![A-Za-z0-9_])_(?=-?[0-9])"   # (compiled by `re` at its first use: a twin's, off the one-shot way)


def without_static_marks(text: str) -> str:
    """`(_5,(_2,_2)):(_16,(_80,_4))` -> `(5,(2,2)):(16,(80,4))`."""
    return re.sub(_STATIC_MARK, "", text)


def twin_text(outcome: Outcome, twin: Outcome | None) -> str | None:
    """The twin's answer as CuTe C++ prints it with static integers (`_5`), when it differs from the outcome's
    beyond the `_` marks; None also for a value too deeply nested to print."""
    if twin is None or twin.error is not None or outcome.error is not None or not outcome.has_value:
        return None
    if isinstance(outcome.value, Printed) or not twin.has_value:
        return None
    try:
        dynamic, static = cute_str(outcome.value), cute_str(twin.value)
    except (TypeError, RecursionError):
        return None
    return static if without_static_marks(static) != without_static_marks(dynamic) else None
