"""Shell completion through click's mechanism: `_CUTECALC_COMPLETE=bash_source cutecalc` prints the script that
a shell sources, and the shell's requests complete options, their choices and function names."""

from __future__ import annotations

import os
import subprocess

import pytest

from .test_cli import EXE


def complete(env: dict[str, str]) -> subprocess.CompletedProcess:
    assert EXE
    return subprocess.run([EXE], env={**os.environ, **env}, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("shell, marker", [("bash", "complete -o nosort -F _cutecalc_completion cutecalc"),
                                           ("zsh", "#compdef cutecalc"),
                                           ("fish", "complete --no-files --command cutecalc")])
def test_each_shell_gets_its_script(shell, marker):
    r = complete({"_CUTECALC_COMPLETE": f"{shell}_source"})
    assert r.returncode == 0, r.stderr
    assert marker in r.stdout and f"_CUTECALC_COMPLETE={shell}_complete" in r.stdout


def test_bash_completes_an_option_a_choice_and_a_function_name():
    def bash(words: str, cword: int) -> list[str]:
        r = complete({"_CUTECALC_COMPLETE": "bash_complete", "COMP_WORDS": words, "COMP_CWORD": str(cword)})
        assert r.returncode == 0, r.stderr
        return r.stdout.splitlines()
    assert bash("cutecalc --col", 1) == ["plain,--color-by"]
    assert bash("cutecalc --emit ", 2) == ["plain,cpp", "plain,dsl"]
    assert bash("cutecalc logical_d", 1) == ["plain,logical_divide"]
    assert bash("cutecalc a=zipped_p", 1) == ["plain,a=zipped_product"]
    assert bash("cutecalc -f ", 2) == ["file,"]


def test_fish_completes_a_function_name():
    r = complete({"_CUTECALC_COMPLETE": "fish_complete", "COMP_WORDS": "cutecalc blocked_p", "COMP_CWORD": "blocked_p"})
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["plain,blocked_product"]
