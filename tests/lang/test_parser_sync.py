"""The generated parser (cutecalc/lang/_generated_parser.py) must be the grammar's: regenerate it with
`python -m cutecalc.lang.build_parser` after every change to grammar/cutecalc.lark."""

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cutecalc.lang import _generated_parser as generated
from cutecalc.lang import build_parser
from cutecalc.lang import parse as parse_module
from cutecalc.lang.source import file_blocks

STALE = "the generated parser is out of date: run `python -m cutecalc.lang.build_parser`"


def test_generated_parser_is_for_this_grammar():
    assert generated.GRAMMAR_SHA256 == build_parser.grammar_hash(build_parser.grammar_text()), STALE


def test_generated_parser_regenerates_identically():
    pytest.importorskip("lark")
    assert build_parser.GENERATED.read_text(encoding="utf-8") == build_parser.generate(), STALE


def test_the_lexers_patterns_are_kept_compiled_for_this_python():
    """_lexer_code.py holds what `re` compiles the lexer's patterns to (the lexer compiles none of them at start-up);
    on another Python the lexer compiles them as usual, to the same patterns."""
    import re

    from cutecalc.lang import _lexer_code, lexer
    if _lexer_code.KEY == build_parser.sre_key():
        assert _lexer_code.CODES == {pattern: build_parser.compiled_pattern(pattern, generated.REGEX_FLAGS)
                                     for _, pattern in generated.LEXER_DISPATCH}, STALE
        assert lexer._PRECOMPILED is _lexer_code.CODES
    for _, pattern in generated.LEXER_DISPATCH:
        kept = lexer.compile_pattern(pattern, generated.REGEX_FLAGS)
        compiled = re.compile(pattern, generated.REGEX_FLAGS)
        assert (kept.pattern, kept.flags, kept.groups, kept.groupindex) == (
            compiled.pattern, compiled.flags, compiled.groups, compiled.groupindex)
        text = "coalesce((2,(1,6)):(1,(6,2))) (int)x static_cast<T*>(p) ::a _3 ptr[16b](0x10) \"s\" 0x1F // c"
        for pos in range(len(text)):
            a, b = kept.match(text, pos), compiled.match(text, pos)
            assert (a and (a.lastgroup, a.span())) == (b and (b.lastgroup, b.span())), (pattern, pos)


def test_plain_evaluation_does_not_import_lark():
    code = ("import sys; from cutecalc.lang.session import Session; "
            "out = list(Session().run('coalesce((2,(1,6)):(1,(6,2)))')); "
            "assert out[0].error is None, out[0].error; "
            "print(sorted(m for m in sys.modules if m == 'lark' or m.startswith('lark.')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


# -- a script streamed from a file in blocks reads exactly as the same text held in memory -------------------

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.cute"))
SCRIPTS = [p.read_text(encoding="utf-8") for p in EXAMPLES] + [
    "a = (4,(2,3)):(4,(2,16)); logical_divide(a, <2:1, 3:1>)  # a comment\n\n  b = a o _2 ; ans",
    "auto T = Layout<Shape<_2,_4>,Stride<_4,_1>>{};\ncoalesce(\n  (2,(1,6)):(1,(6,2))   // split\n)\n",
    "Sw<3,4,3> o _0 o (8,8):(8,1)\t\f\r\n-4 + 0x10 * (2) % 3 // c\n_1@0@1 ; (_, 2) ; f(1)(_, 2)",
    "a = 1; b = f(2,\n   3\nc = 4; d = (1,\r\ne = $ 5\r",
]


def _streamed(source: str, chunk: int):
    import io
    return parse_module.parse_statements(file_blocks(io.BytesIO(source.encode()), chunk))


def _key(items):
    return [(type(i).__name__, getattr(i, "pos", None), getattr(i, "text", None), getattr(i, "message", None),
             getattr(i, "line", None), getattr(i, "col", None)) for i in items]


@pytest.mark.parametrize("source", SCRIPTS)
@pytest.mark.parametrize("chunk", [1, 7, 64, 1 << 16])
def test_streamed_blocks_read_as_the_text(source, chunk):
    assert _key(_streamed(source, chunk)) == _key(parse_module.parse_statements(source))


_PIECES = ["a", "=", "(", ")", "<", ">", "{", "}", ",", ":", ";", "\n", " ", "4", "_2", "_", "o", "+", "-", "*",
           "#c", "//c", "Sw", "auto", "@", "0x1f", "size", "∘", "$", "\t", "\r", "\r\n", "\u2028", "\f"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30), st.integers(1, 16))
def test_any_text_streams_as_it_reads(pieces, chunk):
    source = "".join(pieces)
    assert _key(_streamed(source, chunk)) == _key(parse_module.parse_statements(source))
