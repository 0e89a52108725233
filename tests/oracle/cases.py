"""A differential test case: one cutecalc statement list and the C++ expression for the same value."""

from __future__ import annotations

from dataclasses import dataclass

from .translate import to_cpp


@dataclass(frozen=True)
class Case:
    op: str     # the operation, for reporting ("composition", "doc:complement", ...)
    expr: str   # cutecalc source text
    cpp: str    # a C++ expression printing the same value (print_layout(...) prints itself)


def case(op: str, expr: str) -> Case:
    return Case(op, expr, to_cpp(expr))


def all_cases() -> list[Case]:
    """Every case the differential test runs: the generated ones and the documented examples."""
    from .documented import documented_cases
    from .generate import generate_cases
    return generate_cases() + documented_cases()
