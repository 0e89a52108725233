"""A session remembers the outcome of a one-line statement whose text alone decides its value: read again, the
statement is neither parsed nor evaluated (counted), and its outcome is the one a fresh evaluation gives there."""

from __future__ import annotations

import pytest

from cutecalc.lang import lalr
from cutecalc.lang import session as session_module
from cutecalc.lang.session import Session


def _facts(outcomes) -> list[tuple]:
    return [(o.line, o.col, o.input, None if o.error else repr(o.value), o.has_value, o.notes, o.print_statement,
             o.error and o.error.message) for o in outcomes]


def _fresh(script: str, monkeypatch) -> list[tuple]:
    """The outcomes of a session that remembers nothing."""
    with monkeypatch.context() as m:
        m.setattr(session_module, "MAX_KNOWN", 0)
        return _facts(Session().run(script))


@pytest.fixture
def parses(monkeypatch):
    """The number of statements the LALR parser parses."""
    count = [0]
    parser = lalr.lalr_parser()
    real = parser.parse_tokens

    def counted(tokens):
        count[0] += 1
        return real(tokens)

    monkeypatch.setattr(parser, "parse_tokens", counted)
    return count


C = "coalesce((2,(1,6)):(1,(6,2)))"
SCRIPT = "\n".join([
    C,
    "  left_inverse((2):(1))",            # a note (C++ refuses it), indented
    C,                                     # remembered
    "  left_inverse((2):(1))",            # remembered, its note too
    "for (int i = 0; i < 2; ++i) {",       # a C++ block, skipped whole: the line inside is read in full
    C,
    "}",
    "left_inverse((2):(1))",              # another line
    f"(4,8):(8,1); {C}",                   # not a line of its own
    "make_layout(",                        # inside brackets: read in full
    C,
    ")",
    "size(4:1)",
    "size = 8:2",                          # a name bound: `size(...)` may be the variable's value now
    "size(3)",
    "size(4:1)",
    "composition(4:2, 2:1)",
    "composition(4:2, 2:1)",               # remembered, and the last line (no line break)
])


def test_a_line_read_again_is_not_parsed_and_answers_the_same(parses, monkeypatch):
    expected = _fresh(SCRIPT, monkeypatch)
    assert parses[0] == 14
    got = _facts(Session().run(SCRIPT))
    assert got == expected
    assert parses[0] == 14 + 11   # lines 3, 4 and 18 not parsed
    assert got[2][3] == got[0][3] and got[3][5] == got[1][5] and got[3][:2] == (4, 3)


def test_remembered_outcomes_follow_the_session(parses):
    session = Session()
    list(session.run("complement(4:2, 16)"))
    list(session.run("complement(4:2, 16)"))
    assert parses[0] == 1
    session.static_literals = True   # another way of evaluating: evaluated again, and answered differently
    (static,) = session.run("complement(4:2, 16)")
    assert parses[0] == 2 and str(static.value) == "(_2,_2):(_1,_8)"
    list(session.run("complement = 3"))   # the name bound: the call reads the variable now
    (called,) = session.run("complement(4:2, 16)")
    assert called.error is not None and parses[0] == 4


def test_a_variable_or_a_picture_is_not_remembered(parses):
    session = Session()
    list(session.run("a = 4:2\na\na\nprint_layout(2:1)\nprint_layout(2:1)"))
    assert parses[0] == 5


def test_a_name_forgotten_and_another_bound_is_seen(parses):
    """The names bound counted the same (one forgotten, one bound): what is remembered is forgotten all the same."""
    session = Session()
    list(session.run("a = 2:1"))
    list(session.run("size(4:1)"))
    session.forget("a")
    list(session.run("size = 8:2"))
    (called,) = session.run("size(4:1)")
    assert parses[0] == 4 and called.error is not None
