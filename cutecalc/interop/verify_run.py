"""CuTe C++'s answer to each statement: compiled only where the cache has none, each run in a process of its own.

A statement's answer depends on its own C++ and on the statements whose variables it reads (transitively), and
on the toolchain: its key (`statement_keys`) hashes exactly these, so editing one statement recomputes that
statement and those reading what it assigns, and nothing else.  The statements without an answer are compiled
together (at most BATCH per program) against a header prepared once per toolchain (CuTe's headers and the
runner below, precompiled by g++), with the statements they read.

The runner forks a process for each statement, with its standard output and error in files of their own
(`WORK/<index>.out`, `.err`), and writes how each ended to a status file that no statement writes to: what a
statement prints can never be mistaken for the runner's word.  A statement that crashes or trips an assert is
refused at run time and the others go on (the statements reading what it assigns are not run); one that runs
over STATEMENT_SECONDS or prints more than OUTPUT_BYTES is stopped there and not compared.  A statement CuTe
refuses to compile is refused at compile time, and the program is built again without it and without the
statements reading it.  A compile that runs out of memory or time is split in halves until the statement that
costs it is found.  Each output is read as it is written and kept as its first KEEP bytes and its SHA-256.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from collections import deque
from pathlib import Path

from ..errors import CuteToolError
from . import running
from .answer_cache import AnswerCache
from .emit_cpp import INCLUDES, cutlass_includes
from .program import EmittedProgram, EmittedStatement
from .toolchain import HEADER, HOST_ONLY_LINES, Prepared, Toolchain, blame_errors, prepare

RUNNER_VERSION = "5"   # 3: host-only lines (HOST_ONLY_LINES) dropped from what a statement printed; 4: a declared type
# 5: structs and constants declared in main as written, each with an empty statement; CUTLASS's headers where a
# statement names CUTLASS
BATCH = 256                   # statements compiled into one program, at most
VERIFY_SECONDS = 600          # the whole run: what is not answered by then is not compared
MAX_ROUNDS = 8                # rounds of compiles (each after the refusals of the one before), at most
KEEP = 64 << 10               # what is kept of an output as text (the rest is compared by its SHA-256)
STATUS_POLL = 0.01

RUNNER = r"""
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <type_traits>
#include <vector>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

// cutecalc verify's runner: each statement runs in a process of its own, its output in WORK/<index>.out; how it
// ended goes to WORK/status, which no statement writes to.
namespace cutecalc_verify {

inline const char* work = ".";
inline unsigned seconds = 10;
inline int status_fd = -1;
inline std::vector<char> failed;   // by statement: it did not finish, so the statements reading it do not run

inline void say(int i, const char* what, long n) {
  char line[96];
  int len = std::snprintf(line, sizeof line, "%d %s %ld\n", i, what, n);
  if (::write(status_fd, line, len) != len) { /* the driver sees the statement unfinished */ }
}

inline bool blocked(int i, std::initializer_list<int> deps) {
  for (int d : deps) {
    if (failed[d]) { failed[i] = 1; say(i, "blocked", d); return true; }
  }
  return false;
}

inline int open_output(int i, const char* ext) {
  char path[4096];
  std::snprintf(path, sizeof path, "%s/%d.%s", work, i, ext);
  return ::open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0600);
}

template <class F>
bool run(int i, F&& f) {
  pid_t pid = ::fork();
  if (pid == 0) {
    int out = open_output(i, "out"), err = open_output(i, "err");
    if (out < 0 || err < 0 || ::dup2(out, 1) < 0 || ::dup2(err, 2) < 0) ::_exit(120);
    ::close(out); ::close(err); ::close(status_fd);
    std::setvbuf(stdout, nullptr, _IOFBF, 1 << 16);
    ::alarm(seconds);
    f();
    ::_exit(std::fflush(stdout) == 0 ? 0 : 121);
  }
  if (pid < 0) { failed[i] = 1; say(i, "nofork", errno); return false; }
  int st = 0;
  while (::waitpid(pid, &st, 0) < 0) {
    if (errno != EINTR) { failed[i] = 1; say(i, "lost", errno); return false; }
  }
  if (WIFEXITED(st) && WEXITSTATUS(st) == 0) { say(i, "ok", 0); return true; }
  failed[i] = 1;
  if (WIFSIGNALED(st)) say(i, "signal", WTERMSIG(st)); else say(i, "exit", WEXITSTATUS(st));
  return false;
}

template <class F>
void statement(int i, std::initializer_list<int> deps, F&& f) {
  if (!blocked(i, deps)) run(i, f);
}

struct no_show { template <class T> void operator()(T const&) const {} };

// An assignment: evaluated (and shown) in a process of its own first; where that finished, here too.
template <class F, class G = no_show>
auto value(int i, std::initializer_list<int> deps, F&& f, G&& show = G{}) {
  using T = decltype(f());
  if (!blocked(i, deps) && run(i, [&] { auto const& v = f(); show(v); })) return f();
  if constexpr (std::is_default_constructible_v<T>) {
    return T{};   // never read: the statements reading it are blocked
  } else {
    say(i, "stop", 0);
    std::exit(0);
  }
}

inline bool start(int argc, char** argv, int count) {
  if (argc < 3) return false;
  work = argv[1];
  seconds = unsigned(std::strtoul(argv[2], nullptr, 10));
  char path[4096];
  std::snprintf(path, sizeof path, "%s/status", work);
  status_fd = ::open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0600);
  failed.assign(count, 0);
  return status_fd >= 0;
}

inline int finish() { say(-1, "end", 0); return 0; }

}  // namespace cutecalc_verify
"""


def header_text() -> str:
    """The header every verify program includes: CuTe's headers (as `--emit cpp` includes them) and the runner."""
    return (f"// cutecalc verify {RUNNER_VERSION}: CuTe's headers and the runner of the statements\n#pragma once\n"
            + "".join(f"#include <{h}>\n" for h in INCLUDES) + RUNNER)


# -- keys -------------------------------------------------------------------------------------------------

def dependencies(statements: list[EmittedStatement]) -> dict[int, list[int]]:
    """The statements whose variables each statement reads, by index (the emitter names every assignment
    uniquely, so each name read has one statement that assigned it, before)."""
    definer = {s.defines: s.index for s in statements if s.defines}
    return {s.index: sorted({definer[u] for u in s.uses if u in definer and definer[u] < s.index})
            for s in statements}


def statement_keys(statements: list[EmittedStatement], deps: dict[int, list[int]], identity: str) -> dict[int, str]:
    """Each statement's cache key: its C++, the keys of the statements it reads, the toolchain and the runner."""
    keys: dict[int, str] = {}
    for s in statements:
        h = hashlib.sha256()
        parts = (RUNNER_VERSION, identity, s.defines or "", s.init or "", s.code, *(keys[d] for d in deps[s.index]))
        for part in parts:
            h.update(part.encode("utf-8", "surrogatepass") + b"\0")
        keys[s.index] = h.hexdigest()
    return keys


# -- the program ------------------------------------------------------------------------------------------

def runner_program(statements: list[EmittedStatement], deps: dict[int, list[int]]) -> tuple[str, dict[int, int]]:
    """The C++ program running `statements` with the runner, and the line of each statement's code."""
    count = max((s.index for s in statements), default=0) + 1
    lines = [f"// cutecalc verify: each statement runs in a process of its own (see {HEADER})",
             f'#include "{HEADER}"', *(f"#include <{h}>" for h in cutlass_includes(statements)), "",
             "using namespace cute;", "", "int main(int argc, char** argv) {",
             f"  if (!cutecalc_verify::start(argc, argv, {count})) return 2;"]
    where: dict[int, int] = {}
    for s in statements:
        src = " ".join(s.source.replace("\\", "/").split())   # one comment line: no newline, no line splice
        lines.append(f"  // line {s.line}: {src}")
        d = "{" + ", ".join(map(str, deps[s.index])) + "}"
        declared = s.declared or "auto"
        prefix = f"{declared} {s.defines} = {s.init};"
        if not s.prints and (s.code.startswith(("using ", "struct ")) or (
                s.code == prefix and "const" in declared.split())):
            # a type alias, a struct, a constant (`constexpr int Stages = 4;`, written const): declared where later
            # statements see it, as written (a constant stays a constant expression: Int<Stages>), and an empty
            # statement of its own saying it ran
            lines.append(f"  {s.code}")
            where[s.index] = len(lines)
            lines.append(f"  cutecalc_verify::statement({s.index}, {d}, [&] {{ }});")
            continue
        if s.defines and s.init is not None and s.code.startswith(prefix):
            rest = s.code[len(prefix):].strip()
            show = f", [&](auto const& {s.defines}) {{ {rest} }}" if rest else ""
            # the type as declared (`int M` converts as C++ converts)
            declared = " ".join(w for w in declared.split() if w != "static")
            lines.append(f"  {declared} {s.defines} = cutecalc_verify::value({s.index}, {d}, [&] {{ return {s.init}; "
                         f"}}{show});")
        else:
            lines.append(f"  cutecalc_verify::statement({s.index}, {d}, [&] {{ {s.code} }});")
        where[s.index] = len(lines)
    lines += ["  return cutecalc_verify::finish();", "}"]
    return "\n".join(lines) + "\n", where


# -- answers ----------------------------------------------------------------------------------------------

FAILING = ("refused", "not_run", "limit")


def cute_answers(program: EmittedProgram, toolchain: Toolchain, cache: AnswerCache | None = None,
                 seconds: float = VERIFY_SECONDS) -> dict[int, dict]:
    """CuTe's answer for each emitted statement, by index:

        {"output": TEXT, "bytes": N, "sha256": HEX}   what it printed, less one final newline (TEXT: its first
                                                     KEEP bytes; N and the hash: all of it)
        {"refused": "compile" | "runtime", "message": ...}
        {"not_run": "reads what statement N assigns, which CuTe refused"}
        {"limit": why}                               verify stopped it (time, output, memory): not compared
    """
    return _Run(program, toolchain, cache, seconds).answers()


class _Run:
    def __init__(self, program: EmittedProgram, toolchain: Toolchain, cache: AnswerCache | None,
                 seconds: float) -> None:
        self.statements = [s for s in program.statements if not s.skipped]
        self.by_index = {s.index: s for s in self.statements}
        self.deps = dependencies(self.statements)
        self.toolchain = toolchain
        self.cache = cache
        self.deadline = time.monotonic() + seconds
        self.seconds = seconds
        self.result: dict[int, dict] = {}
        self.keys: dict[int, str] = {}
        self.compiles = 0

    def answers(self) -> dict[int, dict]:
        if not self.statements:
            return {}
        work = self.cache.make_work_dir() if self.cache is not None else Path(tempfile.mkdtemp(prefix="cutecalc-"))
        try:
            prepared = self._prepare(work)
            if prepared.identity is not None and self.cache is not None:
                self.keys = statement_keys(self.statements, self.deps, prepared.identity)
                self._derive(lookup=True)
            else:
                self._derive()
            self._compute(prepared, work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        if self.cache is not None and self.cache.written:
            self.cache.prune()
        return self.result

    def _prepare(self, work: Path) -> Prepared:
        if self.cache is None:   # no place to keep a precompiled header: the header is compiled each time
            running.write_atomically(work / HEADER, header_text())
            return Prepared(work, False, None)
        try:
            return prepare(self.toolchain, header_text(), self.cache.toolchains)
        except subprocess.TimeoutExpired:
            raise CuteToolError(f"{Path(self.toolchain.compiler).name} took over {running.COMPILE_SECONDS} s "
                                "to compile CuTe's headers; gave up") from None

    # -- which statements still need CuTe ------------------------------------------------------------
    def _derive(self, lookup: bool = False) -> None:
        """Statements reading what a refused (or not run) statement assigns are not run; with `lookup`, the
        others take their cached answers."""
        for s in self.statements:
            i = s.index
            if i in self.result:
                continue
            bad = next((d for d in self.deps[i] if any(k in self.result.get(d, {}) for k in FAILING)), None)
            if bad is not None:
                root = self.result[bad].get("root", bad)
                why = "which CuTe refused" if "refused" in self.result[root] else "which was not compared"
                self.result[i] = {"not_run": f"reads what statement {root + 1} assigns, {why}", "root": root}
                continue
            if lookup and self.cache is not None:
                hit = self.cache.get(self.keys[i])
                if hit is not None:
                    self.result[i] = hit

    def _todo(self) -> list[int]:
        return [s.index for s in self.statements if s.index not in self.result]

    def _limit(self, indices, why: str) -> None:
        for i in indices:
            self.result.setdefault(i, {"limit": why})

    def _answer(self, i: int, answer: dict) -> None:
        self.result[i] = answer
        if self.cache is not None and self.keys and ("output" in answer or "refused" in answer):
            self.cache.put(self.keys[i], answer)

    def _compute(self, prepared: Prepared, work: Path) -> None:
        for _ in range(MAX_ROUNDS):
            todo = self._todo()
            if not todo:
                return
            before = len(self.result)
            queue = deque(todo[k:k + BATCH] for k in range(0, len(todo), BATCH))
            while queue:
                targets = [i for i in queue.popleft() if i not in self.result]
                if not targets:
                    continue
                if time.monotonic() > self.deadline:
                    self._limit(self._todo(), f"verify's limit of {self.seconds:g} s for a run ran out first")
                    return
                halves = self._compile_and_run(targets, prepared, work)
                queue.extendleft(reversed(halves))
            self._derive()
            if len(self.result) == before:
                break
        self._limit(self._todo(), "verify could not isolate what CuTe refuses around it (its compiles kept failing)")

    def _needed(self, targets: list[int]) -> list[EmittedStatement]:
        """The targets and the statements they read, transitively, in script order."""
        need, stack = set(targets), list(targets)
        while stack:
            for d in self.deps[stack.pop()]:
                if d not in need:
                    need.add(d)
                    stack.append(d)
        return [s for s in self.statements if s.index in need]

    def _compile_and_run(self, targets: list[int], prepared: Prepared, work: Path) -> list[list[int]]:
        """Compile and run `targets`; the halves to try apart when the compile ran out of memory or time."""
        needed = self._needed(targets)
        self.compiles += 1
        n = self.compiles
        text, where = runner_program(needed, self.deps)
        src, exe = work / f"verify{n}.cpp", work / f"verify{n}"
        src.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            proc = running.compile_tool(self.toolchain.command(src, exe, prepared.directory))
            costly = _costly_compile(proc)
        except subprocess.TimeoutExpired:
            costly = f"the C++ compiler ran over verify's limit of {running.COMPILE_SECONDS} s"
        if costly:
            if len(targets) > 1:
                return [targets[:len(targets) // 2], targets[len(targets) // 2:]]
            self._limit(targets, costly)
            return []
        if proc.returncode != 0:
            refused, _ = blame_errors(proc.stderr, src.name, {line: i for i, line in where.items()})
            if not refused:
                first = next((ln for ln in proc.stderr.splitlines() if "error" in ln), proc.stderr[-300:])
                raise CuteToolError(f"the C++ compiler failed outside the statements: {first.strip()}")
            tainted: set[int] = set()
            for s in needed:   # an error in a statement reading a refused one follows from it: not its own
                if any(d in tainted for d in self.deps[s.index]):
                    tainted.add(s.index)
                elif s.index in refused:
                    tainted.add(s.index)
                    self._answer(s.index, {"refused": "compile", "message": refused[s.index]})
            return []
        src.unlink()
        self._run(exe, [s.index for s in needed], targets, work / f"run{n}")
        exe.unlink()
        return []

    def _run(self, exe: Path, indices: list[int], targets: list[int], out: Path) -> None:
        out.mkdir(mode=0o700)
        status = out / "status"
        limiter = running.limiter(memory=running.PROGRAM_MEMORY, output=running.OUTPUT_BYTES,
                                  stack=running.STACK_BYTES)
        seen: set[int] = set()
        ended = False
        with tempfile.TemporaryFile() as err:
            proc = running.start([str(exe), str(out), str(running.STATEMENT_SECONDS)], limiter,
                                 stdout=subprocess.DEVNULL, stderr=err, cwd=out)
            try:
                offset, pending = 0, b""
                while True:
                    done = proc.poll() is not None
                    try:
                        with open(status, "rb") as f:
                            f.seek(offset)
                            chunk = f.read()
                    except FileNotFoundError:
                        chunk = b""
                    offset += len(chunk)
                    lines = (pending + chunk).split(b"\n")
                    pending = lines.pop()
                    for line in lines:
                        ended |= self._status(line.decode("ascii", "replace"), out, seen)
                    if done:
                        break
                    if time.monotonic() > self.deadline:
                        running.kill_group(proc)
                        self._limit([i for i in indices if i not in seen],
                                    f"verify's limit of {self.seconds:g} s for a run ran out first")
                        return
                    time.sleep(STATUS_POLL)
            except BaseException:
                running.kill_group(proc)
                raise
            if not ended and not seen:
                err.seek(0)
                said = err.read(4096).decode("utf-8", "replace").strip().splitlines()
                how = _how_it_ended(proc.returncode, said[-1] if said else "")
                self._limit(targets, f"the compiled program stopped before its first statement ({how})")

    def _status(self, line: str, out: Path, seen: set[int]) -> bool:
        """Take one status line of the runner; True at its end."""
        parts = line.split()
        if len(parts) != 3 or not parts[2].lstrip("-").isdigit():
            return False
        i, what, n = int(parts[0]) if parts[0].lstrip("-").isdigit() else -2, parts[1], int(parts[2])
        if what == "end":
            return True
        if i not in self.by_index:
            return False
        seen.add(i)
        stdout, stderr = out / f"{i}.out", out / f"{i}.err"
        try:
            if i in self.result:   # a statement read by the targets, answered before
                pass
            elif what == "ok":
                self._answer(i, read_output(stdout))
            elif what in ("signal", "exit"):
                self._ended(i, what, n, stderr)
            elif what in ("nofork", "lost"):
                self._limit([i], f"the runner could not {'start' if what == 'nofork' else 'wait for'} its process "
                                 f"({os.strerror(n)})")
        finally:
            for p in (stdout, stderr):
                with contextlib.suppress(OSError):
                    p.unlink()
        return False

    def _ended(self, i: int, what: str, n: int, stderr: Path) -> None:
        if what == "signal" and n == signal.SIGALRM:
            self._limit([i], f"ran over verify's limit of {running.STATEMENT_SECONDS} s for a statement")
        elif (what == "signal" and n == signal.SIGXFSZ) or (what == "exit" and n == 121):
            self._limit([i], f"printed more than verify's limit of {running.OUTPUT_BYTES >> 20} MiB for a "
                             "statement")
        elif what == "exit" and n == 120:
            self._limit([i], "the runner could not open the statement's output file")
        else:
            self._answer(i, {"refused": "runtime", "message": _runtime_message(what, n, stderr)})


def _costly_compile(proc: subprocess.CompletedProcess) -> str | None:
    """Why a compile failed for want of memory or time, or None when it did not."""
    text = proc.stderr
    if re.search(r"out of memory|memory exhausted|Cannot allocate memory|allocation failure|std::bad_alloc", text):
        return f"the C++ compiler needed more than verify's limit of {running.COMPILE_MEMORY >> 30} GiB of memory"
    if re.search(r"CPU time limit exceeded|signal terminated program|Killed", text) or proc.returncode < 0:
        return f"the C++ compiler was stopped at verify's limits ({running.COMPILE_SECONDS} s, " \
               f"{running.COMPILE_MEMORY >> 30} GiB)"
    return None


_HOST_ONLY = tuple(line.encode() for line in HOST_ONLY_LINES)   # (toolchain.HOST_ONLY_LINES, as bytes)


def read_output(path: Path) -> dict:
    """What a statement printed, less one final newline (and HOST_ONLY_LINES): its first KEEP bytes as text, its
    size and SHA-256."""
    h, head, size, held, partial = hashlib.sha256(), bytearray(), 0, b"", b""

    def take(data: bytes) -> None:
        nonlocal held, size, head
        data = held + data
        held, data = data[-1:], data[:-1]
        h.update(data)
        size += len(data)
        if len(head) < KEEP:
            head += data[:KEEP - len(head)]

    with contextlib.suppress(FileNotFoundError), open(path, "rb") as f:
        while chunk := f.read(1 << 16):
            *lines, partial = (partial + chunk).split(b"\n")
            take(b"".join(line + b"\n" for line in lines if line + b"\n" not in _HOST_ONLY))
    take(partial)
    if held and held != b"\n":
        h.update(held)
        size += 1
        if len(head) < KEEP:
            head += held
    return {"output": head.decode("utf-8", "replace"), "bytes": size, "sha256": h.hexdigest()}


def output_digest(text: str) -> tuple[int, str]:
    """The size and SHA-256 of cutecalc's text as `read_output` measures CuTe's."""
    data = text.encode("utf-8", "surrogatepass")
    return len(data), hashlib.sha256(data).hexdigest()


def _how_it_ended(returncode: int | None, last_line: str) -> str:
    if returncode is not None and returncode < 0:
        how = f"killed by {_signal_name(-returncode)}"
        if -returncode == signal.SIGSEGV:
            how += ", as a stack overflow does"
        return how + (f": {last_line[:200]}" if last_line else "")
    return f"exit status {returncode}" + (f": {last_line[:200]}" if last_line else "")


def _signal_name(n: int) -> str:
    try:
        return signal.Signals(n).name
    except ValueError:
        return f"signal {n}"


def _runtime_message(what: str, n: int, stderr: Path) -> str:
    try:
        with open(stderr, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            f.seek(max(0, size - 65536))
            err = f.read().decode("utf-8", "replace")
    except OSError:
        err = ""
    assertion = re.search(r"Assertion `.*' failed\.", err)
    if assertion:
        return assertion.group(0)[:400]
    lines = err.strip().splitlines()
    if lines:
        return lines[-1][:400]
    if what == "signal":
        return f"killed by {_signal_name(n)}"
    return f"exit status {n}"
