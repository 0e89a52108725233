"""The function table: every entry documented, and every worked example true.

Each example's input is also a case of the differential test against CuTe C++ (tests/oracle/cases.py
help_cases), so the result written after `->` is CuTe's answer, not only cutecalc's.
"""

from __future__ import annotations

import pytest

from cutecalc.api import calc
from cutecalc.lang.function_table import FUNCTIONS

SPECS = {id(s): s for s in FUNCTIONS.values()}.values()


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_every_function_is_documented(spec):
    assert spec.signature.startswith(spec.name)
    assert len(spec.summary) > 20
    assert spec.example


@pytest.mark.parametrize("spec", [s for s in SPECS if "  ->  " in s.example and "(the grid)" not in s.example],
                         ids=lambda s: s.name)
def test_worked_example_is_what_cutecalc_answers(spec):
    given, claimed = (part.strip() for part in spec.example.split("  ->  "))
    assert calc(given) == claimed


def test_help_examples_are_oracle_cases():
    from tests.oracle.cases import help_cases, help_without_oracle
    from tests.oracle.surface import atom_cases
    covered = {c.op[len("help:"):] for c in help_cases()}
    atom_exprs = {c.expr for c in atom_cases()}      # the smem atoms' examples, compiled with the atoms' headers
    atoms = {s.name for s in SPECS if s.example.split("  ->  ")[0].strip() in atom_exprs}
    assert covered | help_without_oracle() | atoms == {s.name for s in SPECS}


def test_a_composed_layout_ending_in_a_swizzle_can_be_called():
    """right_inverse(Sw o O o L) is L^-1 o -O o Sw (swizzle_layout.hpp); CuTe C++ 4.2 printed these answers
    (`cutecalc verify` compiled the same statements)."""
    src = "x = right_inverse(composition(Sw<1,0,1>, _2, _4:_1)); x; x(_1); x(_3)"
    assert calc(src) == "_4:_1 o _-2 o Sw<1,0,1>\n_-1\n_0"


@pytest.mark.parametrize("expr", ["size(x)", "shape(x)", "coalesce(x)", "logical_divide(x, 4)", "print_layout(x)"])
def test_a_composed_layout_ending_in_a_swizzle_has_no_shape(expr):
    """Its domain is the swizzle's, not a layout's: each operation on the domain says so (it was an internal
    AttributeError)."""
    from cutecalc.errors import CuteDomainError
    with pytest.raises(CuteDomainError, match=r"ends in the swizzle Sw<1,0,1>: its domain is not a layout's"):
        calc(f"x = right_inverse(composition(Sw<1,0,1>, _2, _4:_1)); {expr}")


def test_a_composed_layout_nested_in_a_composed_layout_has_its_domain():
    """(Sw o 2 o L) o Sw = Sw o 2 o (L o Sw), L o Sw = Sw' o _0 o L (CuTe nests): the domain is L's, and
    x(30) = Sw(2 + Sw'(L(30))) = Sw(32) = 32 ^ (32 >> 3) = 36 (Sw<1,2,3> XORs bit 5 onto bit 2; Sw' moves no
    offset below 32)."""
    x = "x = composition(composition(Sw<1,2,3>, 2, make_layout(32)), Sw<1,2,3>)"
    assert calc(f"{x}; size(x); shape(x); x(30)") == "32\n32\n36"


def test_a_composed_layout_whose_inner_layout_gives_coordinates_is_refused_when_called():
    """A o O o B needs an integer B(c) to add O to (it was an internal TypeError)."""
    from cutecalc.errors import CuteDomainError
    with pytest.raises(CuteDomainError, match=r"maps 1 to the coordinate \(1,0\), where an integer offset is needed"):
        calc("c = composition(make_layout((4,4)), 0, make_identity_layout((4,4))); c(1)")
