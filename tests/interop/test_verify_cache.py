"""`verify` compiles only what changed, keeps its answers safely, and survives hostile statements.

Each statement's answer is cached under a key of its C++, the statements it reads and every file the compiler
read; these tests watch what is compiled (running.compile_tool) to see that a cached answer is not computed
again and that an edit recompiles the edited statement and its readers only.  Expected values are CuTe's own
(the answers `test_verify.py` checks) or what a limit must say.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cutecalc.interop import answer_cache, running, toolchain, verify_run
from cutecalc.interop import verify as vf

pytestmark = pytest.mark.cxx   # verify compiles CuTe C++ (skipped, saying why, where it cannot)

SCRIPT = "a = 24:2\nlogical_divide(a, 4:2)\ncomplement(4:2, 24)\nsize((4,8):(8,1))\n"


@pytest.fixture
def cache_home(verify_cache_home):
    """The suite's verify cache (tests/conftest.py): its precompiled header is built once for every test."""
    return verify_cache_home


@pytest.fixture
def compiled(monkeypatch):
    """The sources of every program compiled, in order."""
    seen: list[str] = []
    real = running.compile_tool

    def watch(cmd):
        seen.extend(Path(a).read_text() for a in cmd if a.endswith(".cpp"))
        return real(cmd)
    monkeypatch.setattr(running, "compile_tool", watch)
    return seen


def _statement_lines(program: str) -> list[str]:
    return [ln.strip() for ln in program.splitlines() if "cutecalc_verify::" in ln and "start(" not in ln
            and "finish()" not in ln]


def test_a_script_verified_before_compiles_nothing(cache_home, compiled):
    first = vf.verify(SCRIPT)
    assert first.ok and len(compiled) == 1
    again = vf.verify(SCRIPT)
    assert again == first and len(compiled) == 1


def test_an_edit_compiles_the_statement_and_what_reads_it(cache_home, compiled):
    vf.verify(SCRIPT)
    compiled.clear()
    edited = vf.verify(SCRIPT.replace("complement(4:2, 24)", "complement(4:2, 48)"))
    assert edited.ok and [v.cute for v in edited.statements][2] == "(2,6):(_1,8)"
    assert len(compiled) == 1 and _statement_lines(compiled[0]) == [
        'cutecalc_verify::statement(2, {}, [&] { print(complement(make_layout(4,2), 48)); printf("\\n"); });']
    compiled.clear()
    edited = vf.verify(SCRIPT.replace("a = 24:2", "a = 48:2"))   # a's reader is compiled with it
    assert edited.ok and edited.statements[1].cute == "(4,(2,6)):(4,(2,16))"
    assert [ln.split("(")[1].split(",")[0] for ln in _statement_lines(compiled[0])] == ["0", "1"]


def test_one_compile_for_many_statements(cache_home, compiled):
    script = "".join(f"size(make_layout({n},{n + 1}))\ncomplement({n}:1, {4 * n})\n" for n in range(3, 40))
    report = vf.verify(script)
    assert report.ok and len(compiled) == 1 and report.counts == {vf.AGREE: 74}


def test_statements_that_crash_cost_no_rebuild(cache_home, compiled):
    crash = "blocked_product(make_layout(8,0), (_4):(_1))"    # SIGFPE in CuTe
    script = "\n".join([crash.replace("8,0", f"{n},0") for n in range(2, 10)] + ["b = 4:2", "size(b)"])
    report = vf.verify(script)
    assert len(compiled) == 1
    assert [v.cute_refused for v in report.statements[:8]] == ["runtime: killed by SIGFPE"] * 8
    assert report.statements[-1].verdict == vf.AGREE and report.ok


def test_what_a_statement_prints_cannot_forge_the_answers(cache_home):
    """The runner's word goes to a file no statement writes: record separators, NULs and fake status lines
    printed by a statement are only its output."""
    script = 'print("\\036abc\\n")\nprint("\\0362\\nfake\\n")\nprint("0 ok 0\\n-1 end 0\\n")\nsize(4:1)\n'
    report = vf.verify(script)
    assert report.ok and [v.verdict for v in report.statements] == [vf.AGREE] * 4
    assert report.statements[-1].cute == "4"
    assert "\\x1eabc" in report.text() and "\x1e" not in report.text()


def test_a_statement_printing_without_end_is_stopped_and_the_others_answer(cache_home, monkeypatch):
    monkeypatch.setattr(running, "OUTPUT_BYTES", 1 << 20)
    script = "size(4:1)\nprint_layout(make_layout(make_shape(1048576,1048576)))\nsize(8:1)\n"
    report = vf.verify(script)
    endless = report.statements[1]
    assert endless.verdict == vf.NOT_COMPARED and "printed more than verify's limit of 1 MiB" in endless.cute_refused
    assert [v.verdict for v in report.statements[::2]] == [vf.AGREE, vf.AGREE]


def test_a_statement_over_its_time_is_stopped(cache_home, monkeypatch, tmp_path):
    """SIGALRM (the runner's alarm) is verify's limit, not CuTe's refusal."""
    run = verify_run._Run(vf.emit_cpp_program("size(4:1)"), None, None, 60)   # type: ignore[arg-type]
    (tmp_path / "0.err").write_text("")
    run._ended(0, "signal", signal.SIGALRM, tmp_path / "0.err")
    assert run.result[0] == {"limit": f"ran over verify's limit of {running.STATEMENT_SECONDS} s for a statement"}


def test_a_huge_output_is_compared_by_its_digest(cache_home):
    """print_latex of 65,536 cells (about 3 MB): kept as its first KEEP bytes and its SHA-256."""
    report = vf.verify("print_latex(make_layout(make_shape(256,256)))")
    (v,) = report.statements
    assert v.verdict == vf.AGREE and len(v.cute) > verify_run.KEEP
    entry = next((cache_home / "cutecalc/verify/answers").glob("*.json"))
    assert all(os.path.getsize(p) < 2 * verify_run.KEEP for p in entry.parent.glob("*.json"))


def test_a_fragment_too_big_for_the_default_stack_runs(cache_home):
    """A 32 MB register fragment is a local of the program's main: its stack is raised (this was a crash before
    the first statement, failing the whole run)."""
    report = vf.verify("mma = make_tiled_mma(MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{})\n"
                       "f = partition_fragment_C(mma, make_shape(_16384,_16384))\nsize(f)\n")
    assert report.ok and report.statements[-1].cute == "_8388608"


# -- the cache itself ---------------------------------------------------------------------------------------

CORRUPT = [b"", b"{", b"[]", b"null", b"42", b'"text"', b'{"output": 4}', b'{"refused": "never", "message": "x"}',
           b'{"output": "x", "bytes": -1, "sha256": "00"}', b"\xff\xfe", b"[" * 100000,
           b'{"output": "5", "bytes": 1, "sha256": "' + b"0" * 64 + b'"}']


def _entries(home: Path) -> list[Path]:
    return sorted((home / "cutecalc/verify/answers").glob("*.json"))


def test_corrupt_entries_are_computed_again(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    good = vf.verify("size(4:1)")
    (entry,) = _entries(tmp_path)
    for content in CORRUPT:
        entry.write_bytes(content)
        assert vf.verify("size(4:1)") == good, content[:40]
        assert json.loads(entry.read_text())["answer"] == {"output": "4", "bytes": 1,
                                                           "sha256": verify_run.output_digest("4")[1]}
    good_entry = json.loads(entry.read_text())
    entry.write_text(json.dumps({**good_entry, "answer": {**good_entry["answer"], "output": "5"}}))
    assert vf.verify("size(4:1)") == good           # one character changed: its digest no longer matches
    entry.unlink()
    entry.mkdir()                                   # an entry that is a directory
    assert vf.verify("size(4:1)") == good
    entry.rmdir()
    target = tmp_path / "victim.txt"
    target.write_text("keep")
    entry.symlink_to(target)                        # a link planted in an entry's place is replaced, not followed
    assert vf.verify("size(4:1)") == good
    assert target.read_text() == "keep"


def test_a_planted_link_among_temporary_names_is_never_followed(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    answers = tmp_path / "cutecalc/verify/answers"
    answers.mkdir(parents=True)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    for pid in range(os.getpid() - 3, os.getpid() + 4):   # every name the old cache would have written
        for name in (f"x.{pid}.tmp", f".tmp-{pid}"):
            (answers / name).symlink_to(victim)
    assert vf.verify("size(4:1)").ok
    assert victim.read_text() == "keep"


def test_an_unwritable_cache_still_answers_and_says_so(tmp_path, monkeypatch):
    blocked = tmp_path / "ro"
    blocked.mkdir()
    (blocked / "cutecalc").write_text("a file where the cache's directory would be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    report = vf.verify("size(4:1)")
    assert report.ok and report.statements[0].cute == "4"
    assert report.notes and "cannot use the cache" in report.notes[0] and "answers are not kept" in report.text()


def test_a_relative_cache_home_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/dir")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert answer_cache.cache_dir() == tmp_path / ".cache/cutecalc/verify"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "abs"))
    assert answer_cache.cache_dir() == tmp_path / "abs/cutecalc/verify"


def test_the_cache_is_made_owner_only(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    cache, why = answer_cache.AnswerCache.open()
    assert why is None and cache is not None
    for d in (cache.answers, cache.toolchains, cache.work):
        assert (d.stat().st_mode & 0o077) == 0


def test_the_answers_are_bounded(tmp_path):
    cache = answer_cache.AnswerCache(tmp_path)
    cache.answers.mkdir(parents=True)
    cache.toolchains.mkdir()
    keys = [f"{k:064x}" for k in range(200)]
    for k, key in enumerate(keys):
        cache.put(key, {"output": "x" * 1000, "bytes": 1000, "sha256": "0" * 64})
        os.utime(cache._path(key), ns=(k * 10**9, k * 10**9))
    for k in range(5):
        (cache.toolchains / f"t{k}").mkdir()
        (cache.toolchains / f"t{k}/manifest.json").write_text("{}")
        os.utime(cache.toolchains / f"t{k}/manifest.json", ns=(k * 10**9, k * 10**9))
    cache.prune(answer_bytes=100_000, toolchains=2)
    left = sorted(p.stem for p in cache.answers.iterdir())
    size = cache._path(keys[-1]).stat().st_size
    total = sum(p.stat().st_size for p in cache.answers.iterdir())
    assert 75_000 - size < total <= 75_000 and left == keys[-len(left):]   # the newest kept, to 3/4 of the bound
    assert sorted(p.name for p in cache.toolchains.iterdir()) == ["t3", "t4"]


def test_work_of_a_killed_run_is_removed(tmp_path):
    cache = answer_cache.AnswerCache(tmp_path)
    cache.work.mkdir(parents=True)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True).stdout.strip()
    stale, live = cache.work / f"{dead}-abc", cache.work / f"{os.getppid()}-abc"
    for d in (stale, live):
        d.mkdir()
        (d / "verify.cpp").write_text("x")
        os.utime(d, (time.time() - 3600, time.time() - 3600))
    cache.remove_stale_work()
    assert not stale.exists() and live.exists()


def test_the_key_follows_every_header_the_compile_read(tmp_path, cache_home):
    """A changed header (any file the precompiled header read) gives a new identity: no stale verdicts."""
    tc = toolchain.find_toolchain()
    header = verify_run.header_text()
    first = toolchain.prepare(tc, header, tmp_path / "t")
    manifest = json.loads((first.directory / "manifest.json").read_text())
    read = [d[0] for d in manifest["deps"]]
    assert any(p.endswith("cute/layout.hpp") for p in read) and any(p.endswith("cute/int_tuple.hpp") for p in read)
    assert toolchain.prepare(tc, header, tmp_path / "t") == first   # unchanged: reused
    # a header changed after the build: the manifest no longer holds
    fake = tmp_path / "dep.hpp"
    fake.write_text("// 1")
    manifest["deps"].append(toolchain._signature(str(fake)))
    (first.directory / "manifest.json").write_text(json.dumps(manifest))
    assert toolchain._read_manifest(first.directory / "manifest.json") is not None
    time.sleep(0.01)
    fake.write_text("// 2")
    assert toolchain._read_manifest(first.directory / "manifest.json") is None


def test_the_headers_used_are_named(tmp_path, monkeypatch):
    tc = toolchain.find_toolchain()
    monkeypatch.setenv("CUTLASS_PATH", str(tc.cute_include))
    assert "(from $CUTLASS_PATH)" in toolchain.find_toolchain().describe()
    monkeypatch.delenv("CUTLASS_PATH")
    assert "(the nvidia-cutlass wheel)" in toolchain.find_toolchain().describe()
    assert "(from --cutlass)" in toolchain.find_toolchain(cutlass=tc.cute_include).describe()


def test_a_compile_beyond_its_memory_is_split_to_the_statement(cache_home, monkeypatch, compiled):
    """Out of memory, the batch is halved until the statement that costs it is alone: not compared."""
    vf.verify("size(2:1)")                                      # the header is prepared
    compiled.clear()
    monkeypatch.setattr(running, "COMPILE_MEMORY", 64 << 20)   # every compile of CuTe needs more
    report = vf.verify("size(5:1)\nsize(7:1)\n")
    assert [v.verdict for v in report.statements] == [vf.NOT_COMPARED] * 2
    assert "verify's limit" in report.statements[0].cute_refused
    assert len(compiled) == 3      # both, then each alone


def test_two_runs_at_once_share_the_cache(tmp_path):
    from tests.cli.test_cli import EXE
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    script = tmp_path / "s.cute"
    script.write_text(SCRIPT)
    procs = [subprocess.Popen([EXE, "--verify", "-f", str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=env) for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    assert outs[0][0] == outs[1][0] and "4 agree" in outs[0][0]
    assert len(list((tmp_path / "cutecalc/verify/toolchains").glob("*/*.gch"))) == 1
    assert list((tmp_path / "cutecalc/verify/work").iterdir()) == []


def test_a_killed_verify_leaves_no_compiler_and_no_files(tmp_path):
    from tests.cli.test_cli import EXE
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    proc = subprocess.Popen([EXE, "verify", "size(4:1)"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None and not _children(proc.pid):
        time.sleep(0.05)
    group = _children(proc.pid)
    if not group:                        # say why: the run ended first (its output), or it is still starting
        proc.kill()
        out, err = proc.communicate(timeout=60)
        raise AssertionError(f"the compiler never started (exit {proc.returncode}): {out!r} {err!r}")
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=60)
    assert proc.returncode != 0
    time.sleep(0.2)
    assert not [p for p in group if _alive(p)]
    assert list((tmp_path / "cutecalc/verify/work").iterdir()) == []


def _children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-e", "-o", "pid=,ppid="], capture_output=True, text=True).stdout
    pairs = [tuple(map(int, ln.split())) for ln in out.splitlines() if ln.strip()]
    found, frontier = [], [pid]
    while frontier:
        p = frontier.pop()
        kids = [c for c, pp in pairs if pp == p]
        found += kids
        frontier += kids
    return found


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except OSError:
        return False
