"""Drive the real `cutecalc` REPL in a pseudo-terminal, reading its screen output as plain text."""

from __future__ import annotations

import os
import re
import shutil
import sys
import time
from pathlib import Path

import pexpect

EXE = shutil.which("cutecalc", path=str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", ""))
_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|\r")
PROMPT = "cute> "


class Terminal:
    """A cutecalc REPL in a pty; `expect` searches the output seen since the last match, escapes removed."""

    def __init__(self, history: Path, extra_env: dict | None = None, width: int = 120) -> None:
        assert EXE, "the cutecalc command is not installed (pip install -e .)"
        env = {**os.environ, "TERM": "xterm-256color", "CUTECALC_HISTORY": str(history),
               "PROMPT_TOOLKIT_NO_CPR": "1", **(extra_env or {})}
        env.pop("NO_COLOR", None)
        self.child = pexpect.spawn(EXE, env=env, encoding="utf-8", dimensions=(50, width), timeout=10)
        self.seen = ""   # all output, escapes removed
        self.mark = 0    # where the next expect starts looking
        self.at_prompt = False

    def _read(self, timeout: float) -> None:
        try:
            self.seen += _ANSI.sub("", self.child.read_nonblocking(65536, timeout=timeout))
        except pexpect.TIMEOUT:
            pass

    def expect(self, pattern: str, timeout: float = 15) -> re.Match:
        """Wait for the regex to appear in the plain output after the last match; return the match."""
        rx = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while True:
            m = rx.search(self.seen, self.mark)
            if m:
                self.mark = m.end()
                self.at_prompt = pattern == re.escape(PROMPT)
                return m
            if time.monotonic() > deadline:
                raise AssertionError(f"{pattern!r} not seen; output since last match:\n{self.seen[self.mark:]}")
            if not self.child.isalive():
                self._read(0.1)
                if not rx.search(self.seen, self.mark):
                    raise AssertionError(f"cutecalc exited before {pattern!r}:\n{self.seen[self.mark:]}")
            self._read(0.1)

    def prompt(self) -> None:
        self.expect(re.escape(PROMPT))

    def send(self, text: str) -> None:
        self.at_prompt = False
        self.child.send(text)

    def enter(self, line: str) -> None:
        self.send(line + "\r")

    def ask(self, line: str, answer: str) -> re.Match:
        """Type a line, wait for a regex in its answer and for the next prompt."""
        self.enter(line)
        m = self.expect(answer)
        self.prompt()
        return m

    def quit(self) -> int:
        if not self.at_prompt:  # between prompts the pty is in cooked mode and would eat the Ctrl-D
            self.prompt()
        self.child.sendcontrol("d")
        self.child.expect(pexpect.EOF, timeout=10)
        self.child.close()
        return self.child.exitstatus
