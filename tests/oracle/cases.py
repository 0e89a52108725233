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


# Help examples the harness does not translate to C++ (checked by hand: CuTe prints Swizzle<3,4,3>{} as
# Sw<3,4,3>, and print(x) prints x; print_tv is cutecalc's text picture of a TV layout, which CuTe lacks).
HELP_WITHOUT_ORACLE = frozenset({"Swizzle", "print", "print_tv"})


def help_cases() -> list[Case]:
    """The worked example of every function in cutecalc's help table (:help NAME shows it)."""
    from cutecalc.lang.functions import FUNCTIONS
    out, seen = [], set()
    for name, spec in FUNCTIONS.items():
        if id(spec) in seen or name in HELP_WITHOUT_ORACLE:
            continue
        seen.add(id(spec))
        out.append(case(f"help:{name}", spec.example.split("  ->  ")[0].strip()))
    return out


def all_cases() -> list[Case]:
    """Every case the differential test runs: generated, documented, and the help table's examples."""
    from .documented import documented_cases
    from .generate import generate_cases
    return generate_cases() + documented_cases() + help_cases()
