"""The lexer lexes a line of a form it has seen (the line's text without its decimal numbers) from the form: the
tokens are the ones lexing the line in full gives, each moved by the lengths of the numbers before it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cutecalc.lang.lexer import _NO_FORM, GrammarLexer, LineForm, lexer_conf

EXAMPLES = sorted((Path(__file__).parents[2] / "examples").glob("*.cute"))

# Lines whose numbers stand alone (in brackets, operators, templates, calls; beside a hexadecimal literal or a
# number with a point, which are no such numbers)
FORMS = [
    "logical_divide((4,2):(2,1), 2:1)",
    "composition((8,2,2):(2,16,1), 4:2)",
    "a = make_layout(make_shape(8, 4), LayoutRight{})",
    "size<1>(make_layout(Shape<_4,_8>{}, 3))",
    "print_layout(4 * 8 + 2 - 1)",
    "x = 12; y = -7; z = x % 5",
    "auto t = 0x10 + 2",
    "for (int i = 0; i < 4; ++i) {",
    "(2,(1,6)):(1,(6,2))",
    "int k = 1.5e3",
]
# Lines where a number standing alone is part of a longer token (a static integer, a pointer), of a comment or of a
# string: lexed in full, always.
NOT_FORMS = ["logical_product(_-4:_1, 3:-2)", "Sw<3,4,3>_smem_ptr[16b](0x0)", "b4 = 5 // 6 things",
             'print("4 and 5"); print(6)']


def _numbers_changed(line: str, rng: random.Random) -> str:
    """The line with each number standing alone replaced by a random one, of 1 to 19 digits."""
    from cutecalc.lang.lexer import _DIGIT_RUN
    return _DIGIT_RUN.sub(lambda m: str(rng.randrange(10 ** rng.randint(0, 18), 10 ** 19)), line)


def _lexed(lexer: GrammarLexer, text: str) -> list:
    return list(lexer.lines(text))


@pytest.mark.parametrize("line", FORMS + NOT_FORMS)
def test_lines_of_a_form_lex_as_in_full(line):
    rng = random.Random(line)
    # (the last line without a line break)
    text = "\n".join([line] + [_numbers_changed(line, rng) for _ in range(30)]) + "\n" + _numbers_changed(line, rng)
    lexer = GrammarLexer(lexer_conf())
    assert _lexed(lexer, text) == _lexed(GrammarLexer(lexer_conf(), forms=False), text)
    assert list(map(type, lexer._forms.values())) == [LineForm] if line in FORMS else [object]


def test_a_number_inside_a_longer_token_a_comment_or_a_string_keeps_the_line_lexed_in_full():
    for line in NOT_FORMS:
        lexer = GrammarLexer(lexer_conf())
        _lexed(lexer, f"{line}\n{line}\n")
        assert list(lexer._forms.values()) == [_NO_FORM], line


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_the_examples_lex_as_in_full(path):
    text = path.read_text()
    rng = random.Random(path.name)
    text += "\n" + "\n".join(_numbers_changed(line, rng) for line in text.splitlines())
    assert _lexed(GrammarLexer(lexer_conf()), text) == _lexed(GrammarLexer(lexer_conf(), forms=False), text)
