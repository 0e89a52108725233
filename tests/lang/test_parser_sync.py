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

STALE = "the generated parser is out of date: run `python -m cutecalc.lang.build_parser`"


def test_generated_parser_is_for_this_grammar():
    assert generated.GRAMMAR_SHA256 == build_parser.grammar_hash(build_parser.grammar_text()), STALE


def test_generated_parser_regenerates_identically():
    pytest.importorskip("lark")
    assert build_parser.GENERATED.read_text(encoding="utf-8") == build_parser.generate(), STALE


def test_plain_evaluation_does_not_import_lark():
    code = ("import sys; from cutecalc.lang.session import Session; "
            "out = Session().run('coalesce((2,(1,6)):(1,(6,2)))'); "
            "assert out[0].error is None, out[0].error; "
            "print(sorted(m for m in sys.modules if m == 'lark' or m.startswith('lark.')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


# -- the one-pass path for scripts without errors and the statement-by-statement path agree ----------------

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.cute"))
SCRIPTS = [p.read_text(encoding="utf-8") for p in EXAMPLES] + [
    "a = (4,(2,3)):(4,(2,16)); logical_divide(a, <2:1, 3:1>)  # a comment\n\n  b = a o _2 ; ans",
    "auto T = Layout<Shape<_2,_4>,Stride<_4,_1>>{};\ncoalesce(\n  (2,(1,6)):(1,(6,2))   // split\n)\n",
    "Sw<3,4,3> o _0 o (8,8):(8,1)\t\f\r\n-4 + 0x10 * (2) % 3 // c\n_1@0@1 ; (_, 2) ; f(1)(_, 2)",
]


def _both(source: str):
    parser = parse_module._get_parser()
    fast = parse_module._parse_script(parser, source)
    slow = parse_module._parse_statements(parser, source, "<input>")
    return fast, slow


@pytest.mark.parametrize("source", SCRIPTS)
def test_one_pass_path_matches_statement_by_statement(source):
    fast, slow = _both(source)
    assert fast is not None
    assert fast == slow
    assert [(s.pos, s.text) for s in fast] == [(s.pos, s.text) for s in slow]


_PIECES = ["a", "=", "(", ")", "<", ">", "{", "}", ",", ":", ";", "\n", " ", "4", "_2", "_", "o", "+", "-", "*",
           "#c", "//c", "Sw", "auto", "@", "0x1f", "size", "∘", "$", "\t"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30))
def test_one_pass_path_is_taken_only_when_it_agrees(pieces):
    source = "".join(pieces)
    fast, slow = _both(source)
    if fast is not None:  # else every statement goes through the statement-by-statement path
        assert fast == slow
        assert [(s.pos, s.text) for s in fast] == [(s.pos, s.text) for s in slow]
