"""How `verify` runs the compiler and the programs it builds: bounded, in a process group of their own, never
left behind; and how it writes its files: whole or not at all, never through a link planted in their place.

Every tool runs from an argument list (never a shell) in a new session, with limits set in the child before it
starts (inherited by what it starts in turn, such as g++'s cc1plus): memory (address space), CPU seconds, no
core files, and on Linux a signal when cutecalc dies, so that a killed cutecalc leaves no compiler running.
If cutecalc is interrupted (Ctrl-C, SIGTERM) while a tool runs, the tool's whole process group is killed
before the interruption goes on.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

GIB = 1 << 30
COMPILE_MEMORY = 4 * GIB      # g++ on CuTe needs about 0.6 GiB; a template explosion is stopped here
COMPILE_SECONDS = 300         # one compile, wall clock and CPU
STDERR_KEPT = 16 << 20        # what is read of a compiler's messages
PROGRAM_MEMORY = 4 * GIB      # the compiled program and each statement's process
STATEMENT_SECONDS = 10        # one statement, wall clock (and CPU)
OUTPUT_BYTES = 64 << 20       # what one statement may print
STACK_BYTES = 1 * GIB         # the program's stack (CuTe's -O0 frames are large)
PR_SET_PDEATHSIG = 1


def _libc_prctl() -> Callable[..., int] | None:
    try:
        import ctypes
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None


def limiter(memory: int | None = None, cpu: int | None = None, output: int | None = None,
            stack: int | None = None) -> Callable[[], None]:
    """What the child runs before exec: the limits, no core files, death with its parent."""
    import resource
    prctl = _libc_prctl()

    def lower(which: int, soft: int, hard: int | None = None) -> None:
        cur_soft, cur_hard = resource.getrlimit(which)
        hard = soft if hard is None else hard
        if cur_hard != resource.RLIM_INFINITY:
            hard = min(hard, cur_hard)
            soft = min(soft, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(which, (soft, hard))

    def apply() -> None:
        lower(resource.RLIMIT_CORE, 0)
        if memory is not None:
            lower(resource.RLIMIT_AS, memory)
        if cpu is not None:
            lower(resource.RLIMIT_CPU, cpu, cpu + 5)
        if output is not None:
            lower(resource.RLIMIT_FSIZE, output)
        if stack is not None:   # raised (up to the hard limit), not lowered
            cur_soft, cur_hard = resource.getrlimit(resource.RLIMIT_STACK)
            want = stack if cur_hard == resource.RLIM_INFINITY else min(stack, cur_hard)
            if cur_soft != resource.RLIM_INFINITY and cur_soft < want:
                with contextlib.suppress(ValueError, OSError):
                    resource.setrlimit(resource.RLIMIT_STACK, (want, cur_hard))
        if prctl is not None:
            prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    return apply


def kill_group(proc: subprocess.Popen) -> None:
    """Kill the process group `proc` leads, and reap it."""
    with contextlib.suppress(OSError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        proc.wait(timeout=10)


def start(cmd: list[str], preexec: Callable[[], None], **kwargs) -> subprocess.Popen:
    """`cmd` started in a session of its own (its group is killed with `kill_group`)."""
    return subprocess.Popen(cmd, stdin=subprocess.DEVNULL, start_new_session=True, preexec_fn=preexec, **kwargs)


def run_tool(cmd: list[str], timeout: float, memory: int | None = None, cpu: int | None = None,
             env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """Run `cmd`; its standard error (the first STDERR_KEPT bytes) and output as text.  TimeoutExpired after
    `timeout` seconds, with the process group killed; any interruption kills the group too."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = start(cmd, limiter(memory, cpu), stdout=out, stderr=err, env=env)
        try:
            proc.wait(timeout=timeout)
        except BaseException:
            kill_group(proc)
            raise
        texts = []
        for f in (out, err):
            f.seek(0)
            texts.append(f.read(STDERR_KEPT).decode("utf-8", "replace"))
        return subprocess.CompletedProcess(cmd, proc.returncode, texts[0], texts[1])


def compile_tool(cmd: list[str]) -> subprocess.CompletedProcess:
    """A compiler run within COMPILE_MEMORY and COMPILE_SECONDS (TimeoutExpired beyond), messages in English."""
    env = dict(os.environ, LC_ALL="C", LANG="C")
    return run_tool(cmd, COMPILE_SECONDS, memory=COMPILE_MEMORY, cpu=COMPILE_SECONDS, env=env)


def write_atomically(path: Path, text: str) -> None:
    """`text` into `path`, whole or not at all: a new file of a random name beside it (created, never opened
    through a link), renamed over it.  OSError when it cannot."""
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
