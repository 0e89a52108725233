"""String literals: C++'s escapes as g++ reads them, Python's in the CuTe DSL's dialect.

What g++ -std=c++17 does with each literal was seen by compiling `printf` of its bytes (examples/strings.cute
and its twin tests/examples/cpp/strings.cpp hold the accepted escapes, printed by CuTe's print); the refusals
below carry g++'s own words.  The DSL dialect's reading is Python's (`ast.literal_eval` is the reference).
"""

from __future__ import annotations

import ast as pyast
import warnings

import pytest

from cutecalc.errors import CuteSyntaxError
from cutecalc.lang.cstring import read_cpp, read_python
from tests.cli.test_cli import run

# (body, the bytes g++ puts in the string)
GPP_READS = [
    (r"\u0007", b"\x07"),         # a control character by universal name: allowed inside a literal
    (r"\u0041", b"A"),
    (r"\x41g", b"Ag"),
    (r"\?", b"?"),
    (r"\e", b"\x1b"),             # GNU's escape
    (r"a\lb", b"alb"),            # unknown escape: the letter (g++ warns)
    (r"\8", b"8"),
    (r"\N{DEGREE SIGN}", b"N{DEGREE SIGN}"),   # \N{} is C++23's
    (r"\u00e9", "é".encode()),
    (r"\u0085", b"\xc2\x85"),
    (r"\0101", b"\x081"),        # at most three octal digits
    (r"\x141\501z", b"AAz"),     # out of range: g++ warns and keeps the low byte
]

# (body, g++'s error)
GPP_REFUSES = [
    (r"\ud800", r"\ud800 is not a valid universal character"),
    (r"\u12", r"incomplete universal character name \u12"),
    (r"\x", r"\x used with no following hex digits"),
]


@pytest.mark.parametrize("body,expected", GPP_READS)
def test_escapes_read_as_gpp_reads_them(body, expected):
    assert read_cpp(body, 1, 1).encode() == expected


@pytest.mark.parametrize("body,message", GPP_REFUSES)
def test_what_gpp_refuses_is_refused_at_the_escape(body, message):
    with pytest.raises(CuteSyntaxError) as e:
        read_cpp("ok " + body, 3, 8)
    assert message in e.value.message
    assert (e.value.line, e.value.col) == (3, 11)


@pytest.mark.parametrize("body", [r"\xff", r"\U00110000"])
def test_bytes_that_are_not_utf8_text_are_refused(body):
    """g++ takes these (0xff; f4 90 80 80); cutecalc prints text, so it says why it cannot."""
    with pytest.raises(CuteSyntaxError, match="UTF-8"):
        read_cpp(body, 1, 1)


@pytest.mark.parametrize("body", [r"a\lb", r"\x41\n", r"\u20ac", r"tab\tq\'", r"\N{DEGREE SIGN}", "\\€", r"\x41BC"])
def test_the_dsl_dialect_reads_python_escapes(body):
    with warnings.catch_warnings():  # Python warns of "\l" and keeps it
        warnings.simplefilter("ignore", DeprecationWarning)
        assert read_python(body, 1, 1) == pyast.literal_eval('"' + body + '"')


def test_a_script_string_follows_its_dialect():
    assert run(r'print("a\lb\n")').stdout == "alb\n"
    assert run("--dialect", "dsl", r'print("a\lb\n")').stdout == "a\\lb\n\n"   # Python's print ends the line


@pytest.mark.parametrize("body,says", [(r"\x4", "truncated"), (r"\N{NOPE}", "unknown Unicode character name"),
                                       (r"\ud800", "lone surrogate")])
def test_what_python_refuses_in_the_dsl_dialect_is_refused_at_the_string(body, says):
    with pytest.raises(CuteSyntaxError, match=says) as e:
        read_python(body, 2, 5)
    assert (e.value.line, e.value.col) == (2, 5)


def test_a_cpp_string_ends_at_a_nul_as_cute_print_prints_it():
    """CuTe's print(char const*) is printf("%s", s): g++ reads "a\\0b" as bytes a, NUL, b; print writes a."""
    assert read_cpp(r"a\0b\n", 1, 1) == "a"


def test_an_escape_out_of_range_keeps_its_low_byte_with_a_note():
    r = run(r'print("\x141z\n")')
    assert r.returncode == 0 and r.stdout == "Az\n"
    assert "g++ warns: hex escape sequence \\x141 out of range" in r.stderr
