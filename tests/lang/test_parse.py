"""The parser: every form of the language to its AST, positions, syntax errors, and statement recovery."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cutecalc.errors import CuteOverflowError, CuteSyntaxError
from cutecalc.lang.ast import (
    Apply,
    Assign,
    BinOp,
    Call,
    Compose,
    ExprStmt,
    Int,
    LayoutLit,
    Name,
    Neg,
    Pos,
    Program,
    ScaledBasis,
    Skipped,
    SwizzleLit,
    TilerLit,
    Tuple,
    Underscore,
)
from cutecalc.lang.highlight import highlight_tokens, keywords, token_kinds
from cutecalc.lang.lexer import BAD, grammar_lexer
from cutecalc.lang.parse import grammar_path, parse, parse_statements


def expr(source: str):
    """The expression of a one-statement program."""
    program = parse(source)
    assert len(program.statements) == 1, program.statements
    stmt = program.statements[0]
    assert isinstance(stmt, ExprStmt), stmt
    return stmt.value


def d(*values):
    """Dynamic integers (a tuple of them if several)."""
    ints = tuple(Int(v, False) for v in values)
    return ints[0] if len(ints) == 1 else ints


def s(v: int) -> Int:
    return Int(v, True)


def T(*items) -> Tuple:
    return Tuple(tuple(Int(i, False) if isinstance(i, int) else i for i in items))


def syntax_error(source: str) -> CuteSyntaxError:
    with pytest.raises(CuteSyntaxError) as info:
        parse(source)
    return info.value


# -- integers -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("source, node", [
    ("4", Int(4, False)),
    ("-3", Int(-3, False)),
    ("0x10", Int(16, False)),
    ("_4", Int(4, True)),
    ("-_4", Int(-4, True)),
    ("_-4", Int(-4, True)),   # how CuTe prints a negative static integer
    ("_4{}", Int(4, True)),
    ("cute::_4{}", Int(4, True)),
])
def test_integer_literals_are_dynamic_or_static(source, node):
    assert expr(source) == node


@pytest.mark.parametrize("source, value", [("Int<4>{}", "_4"), ("C<4>{}", "_4"), ("cute::Int<4>{}", "_4"),
                                           ("Int<-2>{}", "_-2"), ("Int<2+2>{}", "_4"),
                                           ("integral_constant<int, 4>{}", "_4"), ("E<0,1>{}", "_1@1@0")])
def test_cpp_spellings_of_static_values_are_calls_of_their_rows(source, value):
    """Int<N>{} is decided in one place, its row (functions.py): the parser keeps the call as written."""
    from cutecalc.api import calc
    node = expr(source)
    assert isinstance(node, Call) and node.braces
    assert calc(source) == value


def test_empty_template_arguments_are_every_argument_defaulted():
    """SM90_64x128x32_F32E4M3E4M3_SS_TN<>{} (CUTLASS's FP8 GMMA, its ScaleIn arguments defaulted), size<>(L)."""
    from cutecalc.api import calc
    node = expr("SM90_64x128x32_F32E4M3E4M3_SS_TN<>{}")
    assert isinstance(node, Call) and node.braces and node.targs == ()
    assert calc("size<>((4,8):(8,1))") == "32"


def test_a_member_calls_result_is_called():
    """C++'s thr_copy.partition_S(sA)(_,_,_,1): the call's result, called (an attribute is not)."""
    from cutecalc.api import calc
    got = [calc(f"L = (4,8):(8,1); {s}") for s in ("L.compose(L)(3)", "composition(L, L)(3)", "L(L(3))")]
    assert got == ["6", "6", "6"]


# -- tuples and parentheses -----------------------------------------------------------------------------

def test_tuples_nest():
    assert expr("(4,(2,3))") == T(4, T(2, 3))


def test_empty_parentheses_are_the_empty_tuple():
    assert expr("()") == Tuple(())


def test_a_parenthesised_single_item_is_a_rank_1_tuple():
    assert expr("(4)") == T(4)
    assert expr("(_4)") == Tuple((s(4),))
    assert expr("(-4)") == T(-4)
    assert expr("(x)") == Tuple((Name("x"),))
    assert expr("(4:1)") == Tuple((LayoutLit(d(4), d(1)),))


def test_double_parentheses_are_a_rank_1_tuple_holding_a_tuple():
    assert expr("((2,3))") == Tuple((T(2, 3),))


def test_parentheses_around_an_operator_expression_group():
    assert expr("(2+3)") == BinOp("+", d(2), d(3))
    assert expr("(8/2)") == BinOp("/", d(8), d(2))
    assert expr("(-x)") == Neg(Name("x"))
    assert expr("(A o B)") == Compose(Name("A"), Name("B"))
    assert expr("(2+3)*4") == BinOp("*", BinOp("+", d(2), d(3)), d(4))


def test_rank_1_shape_and_stride_read_back_as_tuples():
    assert expr("(4):(1)") == LayoutLit(T(4), T(1))


# -- layouts, tilers, swizzles, bases -------------------------------------------------------------------

def test_layout_literal_with_nested_shape_and_stride():
    assert expr("(4,(2,3)):(4,(2,16))") == LayoutLit(T(4, T(2, 3)), T(4, T(2, 16)))


def test_layout_literal_with_static_and_dynamic_integers():
    assert expr("(_4,8):(_1,_4)") == LayoutLit(Tuple((s(4), d(8))), Tuple((s(1), s(4))))


def test_a_tuple_of_layouts_as_cute_prints_a_tiler():
    assert expr("(2:_1,3:_1)") == Tuple((LayoutLit(d(2), s(1)), LayoutLit(d(3), s(1))))


def test_tiler_literal():
    assert expr("<2:1, 3:1>") == TilerLit((LayoutLit(d(2), d(1)), LayoutLit(d(3), d(1))))
    assert expr("<_, 4, (2,2)>") == TilerLit((Underscore(), d(4), T(2, 2)))


def test_composed_layout_as_cute_prints_it():
    assert expr("Sw<3,4,3> o _0 o (8,8):(8,1)") == Compose(
        Compose(SwizzleLit(d(3), d(4), d(3)), s(0)),
        LayoutLit(T(8, 8), T(8, 1)))


def test_swizzle_items_are_integer_expressions():
    assert expr("Sw<1+2,4,-3>") == SwizzleLit(BinOp("+", d(1), d(2)), d(4), d(-3))


def test_swizzle_in_cpp_spelling_is_a_braced_call():
    assert expr("Swizzle<3,4,3>{}") == Call("Swizzle", d(3, 4, 3), (), True)


def test_identity_layout_strides_are_scaled_basis_elements():
    assert expr("(_4,_8):(_1@0,_1@1)") == LayoutLit(
        Tuple((s(4), s(8))), Tuple((ScaledBasis(s(1), (0,)), ScaledBasis(s(1), (1,)))))


def test_nested_basis_modes_are_kept_in_textual_order():
    assert expr("_1@1@0") == ScaledBasis(s(1), (1, 0))
    assert expr("2@1") == ScaledBasis(d(2), (1,))


def test_cpp_basis_element_is_the_printed_form():
    from cutecalc.api import calc
    assert calc("E<1>{} == _1@1; E<0,1>{} == _1@1@0") == "_1\n_1"


# -- operators ------------------------------------------------------------------------------------------

def test_arithmetic_precedence_and_associativity():
    assert expr("1+2*3") == BinOp("+", d(1), BinOp("*", d(2), d(3)))
    assert expr("8/2%3") == BinOp("%", BinOp("/", d(8), d(2)), d(3))
    assert expr("1-2-3") == BinOp("-", BinOp("-", d(1), d(2)), d(3))
    assert expr("-x*2") == BinOp("*", Neg(Name("x")), d(2))
    assert expr("2--3") == BinOp("-", d(2), d(-3))


def test_colon_binds_looser_than_arithmetic():
    assert expr("2*3:1") == LayoutLit(BinOp("*", d(2), d(3)), d(1))
    assert expr("a+1:b-1") == LayoutLit(BinOp("+", Name("a"), d(1)), BinOp("-", Name("b"), d(1)))


def test_composition_is_loosest_and_left_associative():
    assert expr("A o B o C") == Compose(Compose(Name("A"), Name("B")), Name("C"))
    assert expr("4:1 o 2:2") == Compose(LayoutLit(d(4), d(1)), LayoutLit(d(2), d(2)))


def test_composition_ring_operator():
    assert expr("A ∘ B") == Compose(Name("A"), Name("B"))


def test_o_is_reserved_but_names_containing_o_are_not():
    assert expr("origin o oo") == Compose(Name("origin"), Name("oo"))
    err = syntax_error("o = 3")
    assert "composition operator" in err.message


# -- names and calls ------------------------------------------------------------------------------------

@pytest.mark.parametrize("source, name", [("x", "x"), ("_x", "_x"), ("x_1", "x_1"), ("_4a", "_4a"),
                                          ("cute::tile", "tile"), ("Swizzle", "Swizzle")])
def test_identifiers(source, name):
    assert expr(source) == Name(name)


def test_underscore_alone_is_the_wildcard():
    assert expr("_") == Underscore()
    assert expr("L(_, 2)") == Call("L", (), (Underscore(), d(2)), False)


def test_calls_with_template_arguments():
    assert expr("size<0>(L)") == Call("size", (d(0),), (Name("L"),), False)
    assert expr("select<1,0>(L)") == Call("select", d(1, 0), (Name("L"),), False)
    assert expr("recast_layout<uint8_t, half_t>(L)") == Call(
        "recast_layout", (Name("uint8_t"), Name("half_t")), (Name("L"),), False)
    assert expr("get<(0,1)>(L)") == Call("get", (T(0, 1),), (Name("L"),), False)


def test_nested_cpp_calls():
    assert expr("make_layout(make_shape(_4{}, 8), make_stride(_1{}, 4))") == Call(
        "make_layout", (), (Call("make_shape", (), (s(4), d(8)), False),
                            Call("make_stride", (), (s(1), d(4)), False)), False)


def test_cpp_type_with_closing_angle_brackets_together():
    assert expr("Layout<Shape<_2,_4>,Stride<_4,_1>>{}") == Call(
        "Layout", (Call("Shape", (s(2), s(4)), (), False), Call("Stride", (s(4), s(1)), (), False)), (), True)


def test_empty_template_argument_list_is_cpps_defaults():
    assert expr("SM90_64x8x8_F32TF32TF32_SS_TN<>{}") == Call("SM90_64x8x8_F32TF32TF32_SS_TN", (), (), True)
    assert expr("MMA_Atom<SM90_64x8x8_F32TF32TF32_SS_TN<>>{}") == Call(
        "MMA_Atom", (Call("SM90_64x8x8_F32TF32TF32_SS_TN", (), (), False),), (), True)


def test_braced_construction_without_template_arguments():
    assert expr("LayoutRight{}") == Call("LayoutRight", (), (), True)
    assert expr("make_tile(4:1, _)") == Call("make_tile", (), (LayoutLit(d(4), d(1)), Underscore()), False)


def test_calling_a_name_is_a_call_and_calling_anything_else_is_apply():
    assert expr("L(3)") == Call("L", (), (d(3),), False)
    assert expr("make_layout(4,2)(3)") == Apply(Call("make_layout", (), d(4, 2), False), (d(3),))
    assert expr("((4,8):(8,1))(2,3)") == Apply(LayoutLit(T(4, 8), T(8, 1)), d(2, 3))
    assert expr("f(1)(2)") == Apply(Call("f", (), (d(1),), False), (d(2),))
    assert expr("f()") == Call("f", (), (), False)


# -- statements -----------------------------------------------------------------------------------------

def test_assignment_then_expression():
    program = parse("a = 24:2; logical_divide(a, 4:2)")
    assert program.statements == (
        Assign("a", LayoutLit(d(24), d(2))),
        ExprStmt(Call("logical_divide", (), (Name("a"), LayoutLit(d(4), d(2))), False)))
    assert [st.text for st in program.statements] == ["a = 24:2", "logical_divide(a, 4:2)"]


def test_cpp_auto_declaration():
    assert parse("auto tile = make_tile(4:1);").statements == (
        Assign("tile", Call("make_tile", (), (LayoutLit(d(4), d(1)),), False)),)


def test_separators_comments_and_blank_statements():
    source = "# a comment\n\na = 1 ;; // C++ comment\n  b = 2 # trailing\n;\n"
    program = parse(source)
    assert program.statements == (Assign("a", d(1)), Assign("b", d(2)))
    assert [st.text for st in program.statements] == ["a = 1", "b = 2"]
    assert parse("").statements == ()
    assert parse("# only a comment").statements == ()


def test_statement_continues_across_lines_inside_brackets():
    source = "L = make_layout(\n    (4, 8),   # shape\n    (8, 1))\nsize(L)"
    program = parse(source)
    assert program.statements == (
        Assign("L", Call("make_layout", (), (T(4, 8), T(8, 1)), False)),
        ExprStmt(Call("size", (), (Name("L"),), False)))
    assert program.statements[0].text == "L = make_layout(\n    (4, 8),   # shape\n    (8, 1))"
    assert program.statements[1].pos.line == 4


def test_newlines_inside_angle_and_brace_brackets():
    assert expr("<2:1,\n 3:1>") == TilerLit((LayoutLit(d(2), d(1)), LayoutLit(d(3), d(1))))
    assert expr("Layout<Shape<_2,\n_4>>{\n}") == Call("Layout", (Call("Shape", (s(2), s(4)), (), False),), (), True)


def test_crlf_and_byte_order_mark():
    program = parse("\ufeffa = 4:1\r\nb = (2,\r\n 3)\r\n")
    assert program.statements == (Assign("a", LayoutLit(d(4), d(1))), Assign("b", T(2, 3)))
    assert program.statements[1].pos == Pos(2, 1, 3, 4)
    assert "\r" not in program.source and not program.source.startswith("\ufeff")


def test_program_keeps_its_source():
    program = parse("x = 1")
    assert isinstance(program, Program) and program.source == "x = 1"


# -- positions ------------------------------------------------------------------------------------------

def test_node_positions_are_one_based_with_exclusive_end():
    stmt = parse("a = 24:2; logical_divide(a, 4:2)").statements[1]
    assert stmt.pos == Pos(1, 11, 1, 33)
    call = stmt.value
    assert call.pos == Pos(1, 11, 1, 33)
    assert call.args[0].pos == Pos(1, 26, 1, 27)
    assert call.args[1].pos == Pos(1, 29, 1, 32)


def test_positions_in_later_lines_and_continued_statements():
    program = parse("x = 1\n  y = f(2,\n        (3, 4))")
    y = program.statements[1]
    assert y.pos == Pos(2, 3, 3, 16)
    assert y.value.args[1].pos == Pos(3, 9, 3, 15)
    assert y.value.args[1].items[1].pos == Pos(3, 13, 3, 14)


# -- syntax errors --------------------------------------------------------------------------------------

def test_unexpected_token_names_what_was_expected():
    err = syntax_error("f(4,,)")   # (`f(4,)` is Python's trailing comma, as CuTe DSL code writes it)
    assert err.message == "unexpected ',' — expected an expression or ')'"
    assert (err.line, err.col, err.source_line) == (1, 5, "f(4,,)")


def test_missing_separator_inside_a_tuple():
    err = syntax_error("(4, 3 3)")
    assert err.message == "unexpected number 3 — expected ',' or ')'"
    assert (err.line, err.col) == (1, 7)


def test_unexpected_character():
    err = syntax_error("x = 3 $ 4")
    assert err.message == "unexpected character '$'"
    assert (err.line, err.col) == (1, 7)


def test_unclosed_bracket_names_where_it_was_opened():
    err = syntax_error("a = 1\nb = make_layout((4,8), (8,1)")
    assert err.message == "'(' at 2:16 is never closed"
    assert (err.line, err.col, err.source_line) == (2, 16, "b = make_layout((4,8), (8,1)")


def test_unclosed_bracket_is_reported_at_the_bracket_not_on_the_next_line():
    items = parse_statements("a = size((4,8):(8,1)\ncomplement(4:2, 24)")
    assert items[0].message == "'(' at 1:9 is never closed" and (items[0].line, items[0].col) == (1, 9)
    assert isinstance(items[1], ExprStmt) and items[1].text == "complement(4:2, 24)"


def test_one_definition_of_a_line():
    # A form feed or U+2028 in a comment is no line break; CR alone is one, as CRLF is.
    for sep in ("\n", "\r\n", "\r"):
        src = f"# a \u2028 b \f c{sep}x = 1{sep}y = ){sep}"
        (err,) = [i for i in parse_statements(src) if isinstance(i, CuteSyntaxError)]
        assert (err.line, err.col, err.source_line) == (3, 5, "y = )")


def test_end_of_statement_too_early():
    err = syntax_error("a = 2 *   # nothing after")
    assert err.message == "unexpected end of input — expected an expression"
    assert (err.line, err.col) == (1, 8)
    assert syntax_error("a = \nb = 1").message == "unexpected end of line — expected an expression"


def test_error_position_in_a_multi_line_script():
    err = syntax_error("a = 1\nb = 2\n\n  c = (4, 8):(1, 4]")
    assert err.message == "unexpected ']' — expected ',' or ')'"   # `[` `]` are a Python list's brackets
    assert (err.line, err.col, err.source_line) == (4, 19, "  c = (4, 8):(1, 4]")


def test_error_inside_a_continued_statement_points_at_its_line():
    err = syntax_error("L = make_layout(\n  (4,8),\n  (8,1) 2)")
    assert (err.line, err.col, err.source_line) == (3, 9, "  (8,1) 2)")


def test_error_messages_are_one_line():
    for bad in ["(", ")", "a =", "1 2", "Sw<1,2>", "size<0(L)", "4:2:1", "f(,)", "<>", "a = = 1"]:
        err = syntax_error(bad)
        assert "\n" not in err.message and err.line >= 1 and err.col >= 1


# -- statement by statement ----------------------------------------------------------------------------

def test_parse_statements_goes_on_after_a_bad_statement():
    items = parse_statements("a = 1\nb = (2,\nc = 3\nd = )\ne = 5")
    kinds = [type(i).__name__ if not isinstance(i, CuteSyntaxError) else "error" for i in items]
    assert kinds == ["Assign", "error", "Assign", "error", "Assign"]
    assert [i.target for i in items if isinstance(i, Assign)] == ["a", "c", "e"]
    assert (items[1].line, items[3].line, items[3].col) == (3, 4, 5)


def test_parse_statements_after_an_unclosed_bracket_at_the_end():
    items = parse_statements("a = 1; b = f(2,\n   3\nc = 4; d = (1,")
    assert [getattr(i, "target", None) for i in items] == ["a", None, "c", None]
    assert items[1].message == "'(' at 1:13 is never closed"
    assert items[3].message == "'(' at 3:12 is never closed"


def test_parse_statements_keeps_source_order_and_semicolon_statements():
    items = parse_statements("x = 1; y = ); z = 3")
    assert [type(i) for i in items] == [Assign, CuteSyntaxError, Assign]
    assert items[1].col == 12


@pytest.mark.parametrize(("literal", "at"), [("1" * 4301, 0), ("_" + "1" * 4301, 0), ("_-" + "1" * 4301, 0),
                                           ("0x" + "f" * 4301, 0), ("Int<" + "1" * 4301 + ">{}", 4),
                                           ("_1@" + "1" * 4301, 3), ("1" * 21, 0)])
def test_a_literal_beyond_64_bits_is_its_statements_range_error_at_the_literal(literal, at):
    items = parse_statements(f"a = 1\nb = 2:{literal}; c = 3")
    assert [type(i) for i in items] == [Assign, CuteOverflowError, Assign]
    err = items[1]
    assert "is outside CuTe's 64-bit range" in err.message and len(err.message) < 120
    assert (err.line, err.col, err.source_line) == (2, 7 + at, f"b = 2:{literal}; c = 3")


def test_a_literal_within_64_bits_reads_exactly():
    (a, b, c) = parse("a = -9223372036854775808; b = _-2147483648; c = 0x00000000000000000000000000000000ff").statements
    assert (a.value.value, b.value.value, c.value.value) == (-(1 << 63), -(1 << 31), 255)


def test_parse_raises_the_first_error():
    err = syntax_error("a = 1\nb = )\nc = (")
    assert err.line == 2


def test_continuation_lines_of_a_bad_statement_are_not_reparsed_as_statements():
    items = parse_statements("L = make_layout(\n  (4,8) $,\n  (8,1))\nz = 1")
    assert [type(i) for i in items] == [CuteSyntaxError, Assign]


# -- robustness -----------------------------------------------------------------------------------------

_ALPHABET = "()<>{},:;_@o∘+-*/%#\n \t0123456789abxSwE=$\r[]'\ufeff"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=40))
def test_any_text_parses_or_gives_syntax_errors(text):
    # (or the range error of a literal too long for 64 bits: the alphabet spells such literals)
    for item in parse_statements(text):
        if isinstance(item, (CuteSyntaxError, CuteOverflowError)):
            assert item.line >= 1 and item.col >= 1 and "\n" not in item.message
        else:
            # (or a line of C++ cutecalc skips, saying why: `a=*b` reads memory through a pointer)
            assert isinstance(item, (Assign, ExprStmt, Skipped)), item
    try:
        parse(text)
    except (CuteSyntaxError, CuteOverflowError):
        pass


int_tuples = st.recursive(st.integers(0, 99), lambda inner: st.lists(inner, min_size=2, max_size=3).map(tuple),
                          max_leaves=8)


def _text(t) -> str:
    return str(t) if isinstance(t, int) else "(" + ",".join(_text(e) for e in t) + ")"


def _node(t):
    return Int(t, False) if isinstance(t, int) else Tuple(tuple(_node(e) for e in t))


@given(int_tuples, int_tuples)
def test_printed_layouts_read_back(shape, stride):
    assert expr(f"{_text(shape)}:{_text(stride)}") == LayoutLit(_node(shape), _node(stride))


# -- the grammar ----------------------------------------------------------------------------------------

def test_grammar_is_lalr_without_conflicts():
    pytest.importorskip("interegular")  # Lark's strict mode needs it to check the terminals for overlaps
    from lark import Lark
    Lark(grammar_path().read_text(encoding="utf-8"), parser="lalr", lexer="basic", start="program",
         strict=True)


def test_token_kinds_come_from_the_grammar():
    kinds = token_kinds()
    assert kinds["INT"] == "number" and kinds["STATIC_INT"] == "static_number" and kinds["NAME"] == "name"
    assert {kinds["LPAR"], kinds["MORETHAN"]} == {"bracket"}
    assert kinds["PLUS"] == "operator"
    assert {"o", "auto", "Sw"} <= keywords()


def test_highlight_tokens_cover_the_text():
    source = "a = Sw<3,4,3> o _0 $ # note\n(4):(_1@0)"
    tokens = list(highlight_tokens(source))
    assert "".join(text for _, text, _ in tokens) == source
    assert all(source[offset:offset + len(text)] == text for _, text, offset in tokens)
    kinds = {text: kind for kind, text, _ in tokens}
    assert kinds["Sw"] == "keyword" and kinds["o"] == "keyword" and kinds["_0"] == "static_number"
    assert kinds["$"] == "error" and kinds["# note"] == "comment"


# -- the lexer's dispatch by first character --------------------------------------------------------------

def _one_alternation_tokens(text: str) -> list[tuple[str, str, int]]:
    """(terminal group, text, offset) of every token and ignored run, by the one alternation of the terminals
    in Lark's order tried at each position (LEXER_PATTERN): a character where nothing matches is a BAD one."""
    import re

    from cutecalc.lang import _generated_parser as tables
    pattern, out, pos = re.compile(tables.LEXER_PATTERN, tables.REGEX_FLAGS), [], 0
    while pos < len(text):
        m = pattern.match(text, pos)
        if m is None:
            out.append((BAD, text[pos], pos))
            pos += 1
        else:
            out.append((m.lastgroup, m.group(), pos))
            pos = m.end()
    return out


def _dispatched_tokens(text: str) -> list[tuple[str, str, int]]:
    lexer = grammar_lexer()
    group = {v: "_CHAR" for v in lexer._chars.values()}
    group.update(LESS="_CHAR", GREATER="_CHAR")   # a `<` or `>` the lexer reads as a comparison (angle_kind)
    for kw in lexer._keywords.items():
        group.update({k: kw[0] for k in kw[1].values()})
    out, offset = [], 0
    for ln in lexer.lines(text, keep_ignored=True):
        out += [(group.get(t[0], t[0]), t[1], offset + t[2]) for t in ln.tokens]
        offset += len(ln.text) + len(ln.ends)
        if ln.ends:
            out.append(("_NL", "\n", offset - 1))
    return out


LEXER_PIECES = st.sampled_from(list("0123456789_abcSgprstxXuoO:;,.()[]{}<>=!-+*/%#@\"' \t\n∘$é\\") +
                               ["cute::", "0x1F", "Sw<3,4,3>", "smem_ptr[16b](unset)", "/*", "*/", "//", '"""',
                                "==", "!=", "->", "_-4", "gmem_ptr[32b](0x1000)", "cutlass.", "\r\n"])


@settings(max_examples=400)
@given(st.lists(LEXER_PIECES, max_size=40).map("".join))
def test_the_lexer_tries_at_each_character_what_one_alternation_would_match(text):
    """Trying at each character only the terminals that can begin with it finds the token the one alternation
    of all of them (in Lark's order) finds."""
    assert _dispatched_tokens(text) == _one_alternation_tokens(text)


# -- the parser replays the moves of a run of token kinds it has parsed before -----------------------------------

_SAME_KINDS = ["logical_divide((4,2):(2,1), 2:1)", "logical_product((8,4):(1,8), 4:2)",
               "a = Sw<3,4,3> o _0 o (8,8):(8,1)", "b = Sw<1,2,3> o _4 o (2,4):(4,1)",
               "print_layout(make_layout(make_shape(2, _3)))", "complement(make_layout(make_shape(8, _1)))",
               "x = -4 + 0x10 * (2) % 3", "y = -7 + 0x2 * (5) % 1"]


def test_a_replayed_parse_is_the_parse(monkeypatch):
    """Each pair of statements above has the same kinds of tokens: the second is parsed by replaying the first's
    moves (the tables are not read), and gives what a parser that has parsed nothing before gives."""
    from cutecalc.lang import lalr
    from cutecalc.lang.lexer import grammar_lexer
    fresh = lalr.LalrParser()
    tokens = [next(iter(grammar_lexer().lines(text))).tokens for text in _SAME_KINDS]
    for first, second in zip(tokens[::2], tokens[1::2]):
        assert [t.type for t in first] == [t.type for t in second]
        reads = []
        parser = lalr.LalrParser()
        parser.parse_tokens(first)
        monkeypatch.setattr(lalr.tables, "STATES", _Watched(lalr.tables.STATES, reads))
        replayed = parser.parse_tokens(second)
        monkeypatch.undo()
        assert reads == [] and replayed == lalr.LalrParser().parse_tokens(second)
        assert repr(replayed) == repr(fresh.parse_tokens(second))
    assert parse_statements("\n".join(_SAME_KINDS)) == [parse_statements(text)[0] for text in _SAME_KINDS]


class _Watched(dict):
    """The parser's tables, noting each state read."""

    def __init__(self, states, reads: list) -> None:
        super().__init__()
        self._states, self._reads = states, reads

    def __missing__(self, state):
        self._reads.append(state)
        return self._states[state]


# -- `<` and `>`: a template's brackets or C++'s comparisons, decided in one place (lexer.angle_kind) -------------

_ANGLES = {"LESSTHAN": "<", "MORETHAN": ">", "LESS": "L", "GREATER": "G"}


@pytest.mark.parametrize("text, kinds", [
    ("size<0>(L)", "<>"), ("Shape < _32, _4>", "<>"), ("Layout<Shape<_2,_4>>{}", "<<>>"),
    ("is_major<0,StrideA>()", "<>"), ("::cutlass::gemm::detail::is_major<0,S>()", "<>"),
    ("<2:1, 4:1>", "<>"), ("Sw<3,4,3>", "<>"), ("x = <2:1>", "<>"),
    ("k_pipe < K_PIPE_MAX", "L"), ("size(L) < 4", "L"), ("size(L)<4", "L"), ("x[0]<3", "L"), ("3<4", "L"),
    ("sizeof_bits<T>::value < 8", "<>L"), ("a > b", "G"), ("Int<(a > b)>{}", "<G>"), ("Int<(a>b)>{}", "<G>"),
    ("size<0>(L) > 2", "<>G"), ("  _1>>{});", ">>"), ("x <\ty", "L"),
    ("conditional_t<sizeof_bits_v<E> < 8, uint8_t, E>", "<<>L>"), ("std::cout << M << std::endl", "LLLL"),
    ("f<<<grid, block>>>(x)", "<<<>>>"),
])
def test_a_less_or_greater_sign_is_a_bracket_or_a_comparison_as_cpp_reads_it(text, kinds):
    [line] = grammar_lexer().lines(text)
    assert "".join(_ANGLES[t.type] for t in line.tokens if t.type in _ANGLES) == kinds
