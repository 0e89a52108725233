"""The generated parser (cutecalc/lang/_generated_parser.py) must be the grammar's: regenerate it with
`python -m cutecalc.lang.build_parser` after every change to grammar/cutecalc.lark."""

import subprocess
import sys

import pytest

from cutecalc.lang import _generated_parser as generated
from cutecalc.lang import build_parser

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
