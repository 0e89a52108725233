"""The differential harness itself: translation to C++, case generation, the oracle's bookkeeping,
and the brute-force functional checks.  None of these tests needs cutecalc."""

from __future__ import annotations

import json
import re

import pytest

from cutecalc.interop.toolchain import blame_errors

from . import cute_oracle as co
from .cases import all_cases
from .functional import cute_answer_is_wrong, offsets, parse_layout, same_function
from .generate import OPS, PER_OP, generate_cases
from .translate import TranslationError, has_dynamic_int, to_cpp

# ---- translation ----------------------------------------------------------------------------


@pytest.mark.parametrize("expr, cpp", [
    ("(2,(_3,4)):(_1,(2,_6))",
     "make_layout(make_shape(2,make_shape(Int<3>{},4)), make_stride(Int<1>{},make_stride(2,Int<6>{})))"),
    ("8:2", "make_layout(8,2)"),
    ("_8:_1", "make_layout(Int<8>{},Int<1>{})"),
    ("((4,2)):((2,1))", "make_layout(make_shape(make_shape(4,2)), make_stride(make_stride(2,1)))"),
    ("<2:1, _3:_1>", "make_tile(make_layout(2,1), make_layout(Int<3>{},Int<1>{}))"),
    ("<2,_3>", "make_tile(2, Int<3>{})"),
    ("logical_divide(24:2, 4:2)", "logical_divide(make_layout(24,2), make_layout(4,2))"),
    ("logical_divide(8:1, (2,_4))", "logical_divide(make_layout(8,1), make_shape(2,Int<4>{}))"),
    ("coalesce(8:1, (_1,_1))", "coalesce(make_layout(8,1), make_tuple(Int<1>{},Int<1>{}))"),
    ("complement(_4:_1, (_4,7))", "complement(make_layout(Int<4>{},Int<1>{}), make_shape(Int<4>{},7))"),
    ("size<0>(4:1)", "size<0>(make_layout(4,1))"),
    ("select<1,0>((2,3):(1,2))", "select<1,0>(make_layout(make_shape(2,3), make_stride(1,2)))"),
    ("recast_layout<uint8_t,uint16_t>(8:1)", "recast_layout<uint8_t,uint16_t>(make_layout(8,1))"),
    ("make_layout((2,3), LayoutRight)", "make_layout(make_shape(2,3), LayoutRight{})"),
    ("composition(Sw<3,4,3>, 8:1)", "composition(Swizzle<3,4,3>{}, make_layout(8,1))"),
    ("L = 8:2; L(3)", "make_layout(8,2)(3)"),
    ("L = (2,3):(1,2); L(1,2)", "make_layout(make_shape(2,3), make_stride(1,2))(1,2)"),
    ("L = (2,3):(1,2); L(_,2)", "make_layout(make_shape(2,3), make_stride(1,2))(_,2)"),
    ("L = ((2,2),3):((1,2),4); L((1,0),2)",
     "make_layout(make_shape(make_shape(2,2),3), make_stride(make_stride(1,2),4))(make_coord(make_coord(1,0),2))"),
    ("slice((_,2), (2,3):(1,2))", "slice(make_coord(_,2), make_layout(make_shape(2,3), make_stride(1,2)))"),
    ("crd2idx((1,2), (2,3), (1,2))", "crd2idx(make_coord(1,2), make_shape(2,3), make_stride(1,2))"),
    ("a = _3:_1; b = _4:_3; make_layout(a, b)",
     "make_layout(make_layout(Int<3>{},Int<1>{}), make_layout(Int<4>{},Int<3>{}))"),
])
def test_translation_to_cpp(expr, cpp):
    assert to_cpp(expr) == cpp


def test_static_twin_makes_every_integer_static_but_keeps_template_arguments():
    assert to_cpp("upcast<2>((4,8):(1,_4))", static_ints=True) == \
        "upcast<2>(make_layout(make_shape(Int<4>{},Int<8>{}), make_stride(Int<1>{},Int<4>{})))"
    assert has_dynamic_int("(4,_8):(_1,_4)") and not has_dynamic_int("size<0>((_4,_8):(_1,_4))")


@pytest.mark.parametrize("expr", ["(2,3", "foo(", "L = 8:2;", "3 + 4"])
def test_translation_refuses_text_outside_the_subset(expr):
    with pytest.raises(TranslationError):
        to_cpp(expr)


# ---- generation -----------------------------------------------------------------------------

def test_generation_is_deterministic_and_even_across_operations():
    cases = generate_cases()
    assert cases == generate_cases()
    assert len(cases) == len(OPS) * PER_OP >= 2500
    assert {c.op for c in cases} == set(OPS)


def test_generated_cpp_is_the_translation_of_the_expression():
    assert all(c.cpp == to_cpp(c.expr) for c in generate_cases())


def test_generated_integers_mix_static_and_dynamic_and_stay_small():
    cases = generate_cases()
    static_only = sum(not has_dynamic_int(c.expr) for c in cases)
    assert 0.2 < static_only / len(cases) < 0.8
    ints = [int(n) for c in cases for n in re.findall(r"\d+", c.expr)]
    assert max(ints) < 1 << 20


# ---- the oracle's bookkeeping ---------------------------------------------------------------

def test_type_signature_reads_dynamic_literals_as_int_and_keeps_static_ones():
    assert co.type_signature("make_layout(8,2)") == co.type_signature("make_layout(4,1)")
    assert co.type_signature("make_layout(Int<8>{},2)") != co.type_signature("make_layout(Int<4>{},2)")
    assert co.type_signature("size<0>(make_layout(8,2))") != co.type_signature("size<1>(make_layout(8,2))")


def test_print_layout_prints_itself_everything_else_through_print():
    assert co.statement("print_layout(make_layout(8,2))") == "print_layout(make_layout(8,2));"
    assert co.statement("make_layout(8,2)") == "print(make_layout(8,2));"


def test_compile_errors_are_attributed_to_the_case_line_they_come_from():
    stderr = "\n".join([
        "In file included from batch_000.cpp:1:",
        "/inc/cute/layout.hpp: In instantiation of 'auto cute::complement(...)':",
        "batch_000.cpp:12:40:   required from here",
        "/inc/cute/layout.hpp:1188:26: error: static assertion failed: Dynamic-stride complement only",
        "/inc/cute/algorithm/tuple_algorithms.hpp:287:101: error: 'value' is not a member of 'bool'",
        "batch_000.cpp: In function 'void case_5()':",
        "batch_000.cpp:15:76: error: no matching function for call to 'foo'",
    ])
    lines = {10 + i: i for i in range(8)}
    assert blame_errors(stderr, "batch_000.cpp", lines, co._case_of) == ({
        2: "static assertion failed: Dynamic-stride complement only",
        5: "no matching function for call to 'foo'",
    }, [])


def test_an_error_outside_the_cases_is_not_blamed_on_one():
    lines = {10 + i: i for i in range(8)}
    stray = "batch_000.cpp:3:1: error: expected ';'"
    assert blame_errors(stray, "batch_000.cpp", lines, co._case_of) == ({}, [stray])


def test_run_output_gives_output_or_the_runtime_refusal():
    def record(i: int, code: int, sig: int, out: bytes, err: bytes) -> bytes:
        return b"@@case %d %d %d %d %d\n" % (i, code, sig, len(out), len(err)) + out + err
    data = (record(0, 0, 0, b"_8:_1", b"")
            + record(1, -1, 6, b"", b"batch: layout.hpp:9: f: Assertion `x < 2' failed.\n")
            + record(2, 0, 0, b"(2,3)\n  0  1\n", b""))
    assert co.parse_run_output(data, 3) == [
        {"output": "_8:_1"},
        {"refused": "runtime", "message": "Assertion `x < 2' failed.", "signal": 6},
        {"output": "(2,3)\n  0  1"},
    ]


def test_cache_is_saved_sorted_and_stable(tmp_path):
    path = tmp_path / "answers.json"
    cache = co.AnswerCache(path)
    cache.update({"b": {"output": "2"}, "a": {"output": "1"}})
    cache.save()
    first = path.read_text()
    assert list(json.loads(first)[cache.version]) == ["a", "b"]
    again = co.AnswerCache(path)
    again.save()
    assert path.read_text() == first


def test_checked_in_cache_answers_every_case():
    cache = co.AnswerCache()
    cases = all_cases()
    assert cache.missing(c.cpp for c in cases) == []
    assert cache.missing(co.twin_cpps(cases, cache.answers)) == []


@pytest.mark.cxx
def test_oracle_separates_answers_compile_refusals_and_runtime_aborts():
    valid = ("composition(make_layout(make_shape(10,2), make_stride(16,4)), "
             "make_layout(make_shape(5,4), make_stride(1,5)))")
    dyn_a = "complement(make_layout(make_shape(2,3), make_stride(1,2)), 24)"
    dyn_b = "complement(make_layout(make_shape(4,3), make_stride(1,8)), 96)"   # same types: same verdict
    divide_by_zero = ("composition(make_layout(make_shape(Int<8>{},5), make_stride(Int<1>{},16)), "
                      "make_layout(make_shape(8), make_stride(0)))")
    answers = co.compute_answers([valid, dyn_a, dyn_b, divide_by_zero], jobs=1)
    assert answers[valid] == {"output": "((5,1),(2,2)):((16,4),(80,4))"}
    refusal = {"refused": "compile",
               "message": "static assertion failed: Dynamic-stride complement only for rank-1 layouts"}
    assert answers[dyn_a] == answers[dyn_b] == refusal
    assert answers[divide_by_zero]["refused"] == "runtime"


# ---- functional checks ----------------------------------------------------------------------

def test_printed_layouts_are_read_as_functions():
    assert parse_layout("((5,1),(2,2)):((16,4),(80,4))") == (((5, 1), (2, 2)), ((16, 4), (80, 4)))
    assert parse_layout("Sw<3,4,3> o _0 o (8,8):(8,1)") is None
    assert parse_layout("(_2,_3):(_1@0,_1@1)") is None
    assert offsets(parse_layout("(2,(2,2)):(4,(2,1))")) == [0, 4, 2, 6, 1, 5, 3, 7]
    assert same_function("((2,2),3):((24,2),8)", "((2,2),(3,1)):((24,2),(8,2))")
    assert same_function("_24", "24") and not same_function("(4,2):(1,4)", "(4,2):(2,1)")


@pytest.mark.parametrize("expr, output, wrong", [
    ("composition((10,2):(16,4), (5,4):(1,5))", "((5,1),(2,2)):((16,4),(80,4))", False),
    ("composition((3,1):(0,0), 8:1)", "(3,2):(0,0)", True),                  # size 6, not 8
    ("composition((1,5,_32):(_32,_4,_1), 32)", "(1,5,6):(_32,4,1)", True),
    ("logical_divide((4,2,3):(2,1,8), 4:2)", "((2,2,1),((2,1,1),(1,1,3))):((4,1,8),((2,1,8),(16,2,8)))", False),
    ("complement((_2,_2):(_1,_6), _24)", "(_3,_2):(_2,_12)", False),
    ("complement((_2,_2):(_1,_6), _24)", "(_3,_2):(_2,_6)", True),          # overlaps A
    ("logical_product((_2,_5):(_5,_1), <_3:_5, _4:_6>)", "((_2,_3),(_5,_4)):((_5,_10),(_1,_30))", False),
    ("tile_to_shape((_4,_2):(_1,_4), (5,4))", "((_4,2),(_2,2)):((_1,_8),(_4,16))", True),
    ("left_inverse((_4,_2):(_2,_1))", "(_2,_4):(_4,_1)", False),
    ("upcast<2>((4,8):(1,4))", "(2,8):(1,2)", False),
    ("upcast<8>((4,12):(1,4))", "(4,12):(0,0)", True),                       # dynamic strides 1, 4 < 8
    ("downcast<2>((4,8):(1,4))", "(8,8):(1,8)", None),                       # no check for downcast
])
def test_functional_check_of_cute_answers(expr, output, wrong):
    assert cute_answer_is_wrong(expr, output) is wrong


FULLY_CHECKED_STATICALLY = ("complement", "complement_shape", "complement_cosize", "left_inverse", "right_inverse",
                            "upcast", "recast_layout", "doc:complement")


def test_functional_check_accepts_cutes_statically_checked_answers():
    """With static integers CuTe asserts every precondition of these operations, so its answers must
    pass.  (Not so for composition and what builds on it: CuTe's static stride test lets a stride
    smaller than the extent through, e.g. tiled_divide(((_3,_2),(_2,_3)),_12):..., <_2,_3:_1>), and
    prints a layout that is not A o B.)"""
    cache = co.AnswerCache()
    checked = 0
    for c in all_cases():
        answer = cache.get(c.cpp)
        if c.op in FULLY_CHECKED_STATICALLY and "output" in answer and not has_dynamic_int(c.expr):
            verdict = cute_answer_is_wrong(c.expr, answer["output"])
            assert verdict is not True, c.expr
            checked += verdict is False
    assert checked > 100
