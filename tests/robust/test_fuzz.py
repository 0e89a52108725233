"""A bounded fuzz campaign run with every test run (the long one: python -m tests.robust.fuzzing)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.robust.fuzzing import TOKENS, check, random_text, wrong_program


@settings(max_examples=1500, deadline=2000)
@given(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=20).map("".join))
def test_random_token_text_is_answered(source):
    assert check(source) == []


@settings(max_examples=500, deadline=2000)
@given(st.text(max_size=60))
def test_arbitrary_unicode_is_answered(source):
    assert check(source) == []


@settings(max_examples=1500, deadline=2000)
@given(st.integers(0, 2 ** 32))
def test_wrong_programs_are_answered(seed):
    assert check(wrong_program(random.Random(seed))) == []


def test_seeded_campaign_slice():
    rng = random.Random(12345)
    for _ in range(2000):
        src = random_text(rng)
        assert check(src) == [], src
