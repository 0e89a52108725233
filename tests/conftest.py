"""The whole suite's settings: Hypothesis profiles, and the one `cxx` marker.

    default     CI and everyday runs: 200 examples per property, no deadline (a loaded machine is no bug)
    thorough    CUTECALC_HYPOTHESIS=thorough pytest ...: 2,000 examples per property, for a long search

A test's own @settings(max_examples=...) still wins over the profile.

`@pytest.mark.cxx` marks a test that compiles CuTe C++ now (g++ and the nvidia-cutlass wheel's headers:
cutecalc.interop.toolchain's reference toolchain).  Where there is none, those tests are skipped, for the one
reason toolchain.toolchain_problem() gives, and the run's header and summary say so; every other test reads the answer
caches (tests/oracle/cute_oracle.py) and needs no compiler.  `pytest -m "not cxx"` is the fast loop.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=200, deadline=None)
settings.register_profile("thorough", max_examples=2000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("CUTECALC_HYPOTHESIS", "default"))

_SKIPPED: list[str] = []


def _cxx_problem() -> str | None:
    from cutecalc.interop.toolchain import toolchain_problem
    return toolchain_problem()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "cxx: compiles CuTe C++ with g++ now (skipped where no toolchain is found)")


def pytest_report_header(config: pytest.Config) -> str:
    problem = _cxx_problem()
    return f"cxx: compiling tests skipped -- {problem}" if problem else "cxx: compiling tests run (g++, CuTe headers)"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    cxx = [item for item in items if item.get_closest_marker("cxx")]
    problem = _cxx_problem() if cxx else None
    if problem:
        skip = pytest.mark.skip(reason=f"cxx: CuTe C++ cannot be compiled here: {problem}")
        for item in cxx:
            item.add_marker(skip)
        _SKIPPED[:] = [item.nodeid for item in cxx]


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    if _SKIPPED:
        terminalreporter.write_line(f"cxx: {len(_SKIPPED)} compiling tests skipped -- {_cxx_problem()}",
                                    yellow=True)


@pytest.fixture(autouse=True, scope="session")
def verify_cache_home(tmp_path_factory):
    """`verify` keeps its cache under $XDG_CACHE_HOME: for the tests, one temporary directory (shared, so that
    CuTe's precompiled header is built once per run), never the user's ~/.cache."""
    home = tmp_path_factory.mktemp("xdg_cache_home")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_CACHE_HOME", str(home))
        mp.setenv("CUTECALC_TEST_CACHE", str(home))
        yield home
