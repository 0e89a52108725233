"""The table of callable functions: one row per function (signature, meaning, worked example, implementation),
which the evaluator, completion and :help all read.  functions.py fills it with the core
rows; more_functions.py and atom_functions.py add the rest at the first name the core rows do not know.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..record import record


@record(frozen=True)
class FunctionSpec:
    name: str
    signature: str
    summary: str
    example: str
    impl: Callable[[list, list], Any]
    nargs: tuple[int, int]        # allowed call-argument counts (min, max)
    ntargs: tuple[int, int]       # allowed template-argument counts (min, max)


FUNCTIONS: dict[str, FunctionSpec] = {}


def function(name: str, signature: str, summary: str, example: str,
             nargs: tuple[int, int] = (1, 1), ntargs: tuple[int, int] = (0, 0), aliases: tuple[str, ...] = ()):
    def register(impl):
        spec = FunctionSpec(name, signature, summary, example, impl, nargs, ntargs)
        FUNCTIONS[name] = spec
        for a in aliases:
            FUNCTIONS[a] = spec
        return impl
    return register
