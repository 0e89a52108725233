"""Hypothesis profiles for the whole suite.

    default     CI and everyday runs: 200 examples per property, no deadline (a loaded machine is no bug)
    thorough    CUTECALC_HYPOTHESIS=thorough pytest ...: 2,000 examples per property, for a long search

A test's own @settings(max_examples=...) still wins over the profile.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=200, deadline=None)
settings.register_profile("thorough", max_examples=2000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("CUTECALC_HYPOTHESIS", "default"))


import pytest  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def verify_cache_home(tmp_path_factory):
    """`verify` keeps its cache under $XDG_CACHE_HOME: for the tests, one temporary directory (shared, so that
    CuTe's precompiled header is built once per run), never the user's ~/.cache."""
    home = tmp_path_factory.mktemp("xdg_cache_home")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_CACHE_HOME", str(home))
        mp.setenv("CUTECALC_TEST_CACHE", str(home))
        yield home
