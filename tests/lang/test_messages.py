"""The evaluator's messages are true: a long sum is not nesting; an unknown name's message stays small."""

from __future__ import annotations

import time

from cutecalc.lang.session import Session


def last(source: str):
    return list(Session().run(source))[-1]


def test_a_sum_of_many_terms_is_not_nesting():
    assert last("1" + " + 1" * 65).value == 66
    assert last("1" + " + 1" * 1000).value == 1001
    assert last("100" + " - 1" * 99).value == 1


def test_real_nesting_beyond_the_limit_still_says_so():
    out = last("(" * 200 + "1" + ")" * 200)
    assert "nested too deeply (limit 64)" in str(out.error)


def test_an_unknown_name_of_99k_characters_gives_a_short_message():
    out = last("size(" + "x" * 99_000 + ")")
    msg = str(out.error)
    assert len(msg) < 200 and "(99000 characters)" in msg


def test_suggestions_among_50k_variables_are_quick():
    session = Session()
    session.evaluator.env.update((f"v{i}", i) for i in range(50_000))  # as 50,000 assignments leave it
    t = time.perf_counter()
    out = list(session.run("size(logical_divid)"))[-1]
    assert time.perf_counter() - t < 0.5
    assert "did you mean 'logical_divide'?" in str(out.error)
