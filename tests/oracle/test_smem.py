"""The GMMA/UMMA shared-memory atoms against CuTe C++: the table of atoms against the headers, the names C++
refuses, the pictures of every atom of every element type and of kernel tiles (smem_cases.py; the values are
surface cases, the pictures atom-oracle cases, both judged by their own tests), and the issue's examples.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from cutecalc.algebra import smem_atoms as sa
from cutecalc.interop.toolchain import wheel_cute_include

from .cute_oracle import AnswerCache
from .smem_cases import ELEMENT_TYPES, PICTURE_TYPES, name_cases, picture_cases, spellings, value_cases


def _header(name: str) -> str:
    inc = wheel_cute_include()
    if inc is None:
        pytest.skip("the CuTe headers of the nvidia-cutlass wheel are not installed")
    return (inc / "cute" / "atom" / name).read_text()


def test_the_atom_table_is_the_headers():
    """Every Layout_*_Atom CuTe declares for GMMA (SM90::GMMA) and UMMA, sparse atoms aside, and its bits."""
    gmma = _header("mma_traits_sm90_gmma.hpp") + _header("mma_traits_sm90_gmma_sparse.hpp")
    umma = _header("mma_traits_sm100.hpp")
    declared: dict[str, set[str]] = {}
    for m in re.finditer(r"using (Layout_\w+?_(?:Sp)?Atom(?:_Bits)?)\s*=", gmma):
        declared.setdefault(m.group(1), set()).add("GMMA")
    for m in re.finditer(r"using (?:cute::GMMA::)?(Layout_\w+?_(?:Sp)?Atom(?:_Bits)?)\s*[=;]", umma):
        declared.setdefault(m.group(1), set()).add("UMMA")
    ours = {n: set(sa.namespaces(n)) for n in [*sa.ATOMS_BITS, *(a + "_Bits" for a in sa.ATOMS_BITS), *sa.BY_MAJOR,
                                               *sa.SPARSE, *sa.BY_MAJOR_SPARSE]}
    assert ours == declared
    bits = re.compile(r"using (\w+)_Bits\s*=\s*ComposedLayout<Swizzle<(\d+),(\d+),(\d+)>,\s*smem_ptr_flag,\s*"
                      r"Layout<Shape<\s*_(\d+),\s*_(\d+)>,\s*Stride<\s*_(\d+),\s*_(\d+)>>>;")
    found = {m.group(1): tuple(map(int, m.groups()[1:])) for m in bits.finditer(gmma + umma)}
    assert found == {n: (*sw, *shape, *stride) for n, (sw, shape, stride) in sa.ATOMS_BITS.items()}


def test_every_spelling_and_element_type_is_a_case():
    counts = Counter(c.op for c in value_cases())
    assert counts["smem:print"] == sum(len(ELEMENT_TYPES) if t else 1 for _, _, t in spellings())
    pictures = Counter(c.group for c in picture_cases())
    # print_layout and print_latex of each atom (and _Bits form) of each picture type, of the Major forms, of tiles
    assert pictures["smem_picture"] == 2 * (9 * len(PICTURE_TYPES) + 9 + 8) and pictures["smem_tiled"] == 270


@pytest.fixture(scope="module")
def name_answers():
    return AnswerCache().require(name_cases(), "name cases")


@pytest.mark.parametrize("expr", name_cases())
def test_an_atom_named_where_cpp_does_not_declare_it_is_refused_by_both(name_answers, expr):
    from cutecalc.api import calc
    from cutecalc.errors import CuteNameError
    cute = name_answers.get(expr)
    assert cute["refused"] == "compile" and "is not a member of" in cute["message"]
    with pytest.raises(CuteNameError, match=r"C\+\+ declares \w+ in (GMMA|UMMA):: only"):
        calc(expr)


def test_the_issue_examples():
    """print_layout(GMMA::Layout_K_SW32_Atom<half_t>{}) draws Sw<1,3,3> o _0 o ... with row 4 swizzled, print(x)
    keeps the flag, and the K_INTER atom draws as a plain layout (all as the cached C++ answers say)."""
    from cutecalc.api import calc

    answers = {k: v.get("output") for k, v in AnswerCache().answers.items()}
    k32 = "print_layout(GMMA::Layout_K_SW32_Atom<half_t>{})"
    text = calc(k32)
    assert text == answers[k32]
    lines = text.splitlines()
    assert lines[0] == "Sw<1,3,3> o _0 o (_8,_16):(_16,_1)"
    assert [int(v) for v in lines[11].split("|")[1:-1]] == [*range(72, 80), *range(64, 72)]   # row 4
    inter = "print_layout(GMMA::Layout_K_INTER_Atom<half_t>{})"
    assert calc(inter).splitlines()[0] == "(_8,_8):(_8,_1)" and calc(inter) == answers[inter]
    assert calc("GMMA::Layout_K_SW32_Atom<half_t>{}") == "Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1)"


def test_the_pictures_cover_every_atom_cpp_prints():
    """Each atom's C++ type is what print shows of it; the pictures are asked of one element type per width, and
    every atom of every type and namespace prints as one of those (so draws as it)."""
    from .smem_cases import each_atom
    answers = AnswerCache()

    def printed(atom: str) -> str:
        a = answers.get(atom)
        assert a is not None and "output" in a, atom
        return a["output"]
    drawn = {printed(c.source[len("print_layout("):-1]) for c in picture_cases()
             if c.group == "smem_picture" and c.source.startswith("print_layout(")}
    assert {printed(a) for a in each_atom()} <= drawn
