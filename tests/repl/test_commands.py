"""The REPL's session and :commands, driven in-process (the pty tests cover the terminal itself)."""

from __future__ import annotations

import io

import pytest

from cutecalc.options import DisplayOptions
from cutecalc.repl.commands import Repl, written_static


@pytest.fixture
def repl():
    buf = io.StringIO()
    r = Repl(out=buf, display=DisplayOptions(width=120))
    r.buf = buf
    return r


def said(r: Repl, *lines: str) -> str:
    start = r.buf.tell()
    for line in lines:
        r.execute(line)
    return r.buf.getvalue()[start:]


def test_values_assignments_and_ans(repl):
    out = said(repl, "a = (4,8):(8,1)", ":format text", "size(a)", "ans")
    assert out.splitlines() == ["32", "32"]


def test_static_twin_shown_under_dynamic_answer(repl):
    out = said(repl, "composition((10,2):(16,4), (5,4):(1,5))")
    assert out.splitlines()[:2] == ["((5,1),(2,2)):((16,4),(80,4))", "static: (_5,(_2,_2)):(_16,(_80,_4))"]


def test_no_static_line_when_forms_agree(repl):
    assert "static:" not in said(repl, "logical_divide(24:2, 4:2)")


def test_vars_and_del(repl):
    out = said(repl, "a = 24:2", "b = <2:1, 4:1>", ":vars")
    assert "a" in out and "24:2" in out and "Tile" in out
    out = said(repl, ":del b", ":vars")
    assert "(2:1,4:1)" not in out and "24:2" in out
    assert "no variable named 'zz'" in said(repl, ":del zz")


def test_vars_lists_a_name_whose_line_failed_without_a_value(repl):
    # (the fuzz test found `on on` then `:vars` an internal error: a failed line's names have no CuTe text)
    out = said(repl, "a = oops + 1", "b = 24:2", ":vars")
    assert "internal error" not in out
    assert "'a' is declared by line 1, which failed (unknown variable 'oops')" in out and "24:2" in out


def test_reset_forgets_variables_and_statements_but_keeps_settings(repl, tmp_path):
    said(repl, ":format text", ":static on", "a = 24:2")
    assert "a fresh session" in said(repl, ":reset")
    assert "no variables yet" in said(repl, ":vars")
    assert "unknown variable 'a'" in said(repl, "a")
    assert said(repl, "complement(6:4, 24)").splitlines() == ["_4:_1"]  # :static on and :format text kept
    said(repl, f":save {tmp_path / 's.cute'}")
    lines = (tmp_path / "s.cute").read_text().splitlines()
    assert lines[0].startswith("# cutecalc session") and lines[1:] == ["complement(_6:_4, _24)"]  # after :reset
    assert ":reset takes no argument" in said(repl, ":reset a")
    assert ":reset" in said(repl, ":help")


def test_static_toggle(repl):
    out = said(repl, ":format text", ":static on", "complement(6:4, 24)", ":static off", "complement(6:4, 24)")
    assert out.splitlines()[1] == "_4:_1"  # CuTe: static complement drops the size-1 mode
    assert out.splitlines()[-1] == "(4,1):(_1,24)"


def test_unknown_command_suggests(repl):
    assert "did you mean :format?" in said(repl, ":fromat text")


def test_help_function_and_unknown(repl):
    out = said(repl, ":help zipped_divide")
    assert "zipped_divide(" in out and "Example:" in out
    assert "did you mean" in said(repl, ":help logical_divid")


def test_errors_do_not_end_the_session(repl):
    out = said(repl, "logical_divide(24:2,, 4:2)", ":format text", "size(4:1)")
    assert "<input>:1:21: error:" in out and out.splitlines()[-1] == "4"


def test_renderer_failure_is_an_error_not_a_crash(repl, monkeypatch):
    def broken(*a, **k):
        raise RuntimeError("boom")
    monkeypatch.setattr(repl.writer, "value", broken)
    out = said(repl, "24:2")
    # The value's CuTe text still shows, then why its picture could not be drawn.
    assert out.splitlines()[:2] == ["24:2", "<input>:1:1: error: cannot draw this value: RuntimeError: boom"]
    monkeypatch.undo()
    assert "24:2" in said(repl, "24:2")


def test_load_runs_a_script_into_the_session(repl, tmp_path):
    script = tmp_path / "s.cute"
    script.write_text("\ufeffa = (4,8):(8,1)\r\nsize(a)\r\nnope(1)\r\n")
    out = said(repl, ":format text", f":load {script}", "cosize(a)")
    assert "32" in out and "error: unknown function or variable 'nope'" in out
    assert "2 succeeded, 1 failed" in out
    assert out.splitlines()[-1] == "32"
    assert "no such file" in said(repl, f":load {tmp_path / 'missing.cute'}")


def test_save_writes_statements_that_ran(repl, tmp_path):
    path = tmp_path / "out.cute"
    said(repl, "a = 24:2", "oops(1)", ":static on", "b = 4:2", f":save {path}")
    lines = [x for x in path.read_text().splitlines() if not x.startswith("#")]
    assert lines == ["a = 24:2", "b = _4:_2"]


def test_explain_shows_steps(repl):
    out = said(repl, ":explain logical_divide((4,6):(1,4), <2:1, 3:1>)")
    assert "complement(2:1, 4)" in out and "= (1,2):(_1,2)" in out
    assert "((2,(1,2)),(3,(1,2))):((1,(1,2)),(4,(4,12)))" in out


def test_written_static_rewrites_only_bare_integers():
    assert written_static("a = (4,_8):(8,1) # 3") == "a = (_4,_8):(_8,_1) # 3"


def test_save_never_replaces_a_file_unless_asked(repl, tmp_path):
    script = tmp_path / "work.cute"
    script.write_text("a = 24:2\nsize(a)\n")
    out = said(repl, f":load {script}", "b = 4:2", f":save {script}")
    assert "exists; replace it with :save!" in out
    assert script.read_text() == "a = 24:2\nsize(a)\n"
    said(repl, f":save! {script}")
    assert [x for x in script.read_text().splitlines() if not x.startswith("#")] == ["a = 24:2", "size(a)", "b = 4:2"]


def test_save_writes_only_regular_files(repl, tmp_path):
    import os
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert "not a regular file" in said(repl, "a = 1", f":save! {fifo}")
    assert "not a regular file" in said(repl, ":save! /dev/null")
    assert (tmp_path / "pipe").exists() and os.path.exists("/dev/null") and not os.path.isfile("/dev/null")
    target = tmp_path / "t.cute"
    target.write_text("old\n")
    (tmp_path / "link.cute").symlink_to(target)
    said(repl, f":save! {tmp_path / 'link.cute'}")
    assert (tmp_path / "link.cute").is_symlink() and "a = 1" in target.read_text()


def test_display_commands_without_argument_say_the_setting(repl):
    out = said(repl, ":format", ":color", ":full", ":static")
    assert "values are shown as table" in out and "coloured by offset" in out
    assert "full tables are off" in out and "static literals are off" in out


def test_load_reads_a_stream_of_zero_bytes_briefly(repl):
    out = said(repl, ":load /dev/zero")
    assert "a NUL byte at byte 0" in out and "0 succeeded, 1 failed" in out


def test_continuation_follows_the_parsers_brackets():
    from cutecalc.repl.editing import brackets_open
    assert brackets_open("b = <2:1,")                       # a tiler is a bracket too
    assert not brackets_open("b = <2:1, 4:1>")
    assert not brackets_open("x = size(4:1)  // (a comment with a bracket")
    assert not brackets_open("x = size(4:1)  # (")
    assert brackets_open("f(1,\n  g(2,")
    assert not brackets_open(":explain logical_divide(")      # commands never continue
    assert brackets_open("Layout<Shape<_2,_4>")


def test_help_atoms_lists_by_architecture(repl):
    from cutecalc.algebra.atoms import mma_names_by_arch
    out = said(repl, ":help atoms")
    assert "MMA atoms by architecture" in out and "copy atoms by architecture" in out
    assert f"  SM80  {len(mma_names_by_arch()['SM80']):>5}" in out
    sm80 = said(repl, ":help atoms 80")
    line = next(ln for ln in sm80.splitlines() if "SM80_16x8x16_F32F16F16F32_TN " in ln)
    assert "16x8x16" in line and "32 threads" in line and "float = half_t * half_t + float" in line
    assert "SM80_CP_ASYNC_CACHEALWAYS<TS[, TD]>" in sm80
    assert "no atoms for SM81" in said(repl, ":help atoms 81")
    assert "usage: :help atoms [ARCH]" in said(repl, ":help atoms eighty")


def test_help_atoms_lists_umma_families(repl):
    from cutecalc.algebra.atoms import catalogue
    sm100 = said(repl, ":help atoms 100")
    assert "SM100 templated MMA atoms:" in sm100
    families = [n for n in catalogue()["mma_families"] if n.startswith("SM100_")]
    assert len(families) == 36 and all(f"  {n} " in sm100 for n in families)
    line = next(ln for ln in sm100.splitlines() if "SM100_MMA_F16BF16_2x1SM_SS " in ln)
    assert "(M,N,_16)" in line and "2 threads" in line and "<a_type, b_type, c_type, M, N, a_major, b_major" in line
    assert "SM103_MXF4_ULTRA_SS_VS" in said(repl, ":help atoms 103")
    one = said(repl, ":help SM100_MMA_S8_SS")
    assert "SM100 MMA <a_type" in one and "result type can only be int32_t" in one


def test_help_names_an_atom(repl):
    out = said(repl, ":help SM80_16x8x16_F32F16F16F32_TN")
    assert "SM80 MMA 16x8x16" in out and "MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}" in out
    assert "SM75 copy" in said(repl, ":help SM75_U32x4_LDSM_N")


def test_completion_knows_atom_names_lazily():
    import time

    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from cutecalc.repl.editing import CuteCompleter
    c = CuteCompleter(lambda: [])

    def names(text):
        return [x.text for x in c.get_completions(Document(text, len(text)), CompleteEvent())]

    got = names("a = MMA_Atom<SM80_16x8x16_F32F16F")
    assert "SM80_16x8x16_F32F16F16F32_TN" in got and all(n.startswith("SM80_16x8x16_F32F16F") for n in got)
    assert "SM75_U32x4_LDSM_N" in names("Copy_Atom<SM75_U32x4")
    assert "UniversalCopy" in names("Copy_Atom<UniversalCop") and "DefaultCopy" in names("Copy_Atom<Default")
    assert "SM100_TMEM_LOAD_32dp32b8x" in names("Copy_Atom<SM100_TMEM_LOAD_32dp32b")
    assert "GMMA_64x8x32_F16F16F16_SS" in names("GMMA_64x8x32_F16")
    assert "SM120_16x8x32_TN" in names("SM120_16x8x3")
    assert {"SM100_MMA_F16BF16_2x1SM_SS", "SM100_MMA_F16BF16_2x1SM_TS"} <= set(names("MMA_Atom<SM100_MMA_F16BF16_2x"))
    assert "SM103_MXF4_ULTRA_SS_VS" in names("SM103_MX")
    assert "atoms" in names(":help ato") and "SM80_16x8x8_F32F16F16F32_TN" in names(":help SM80_16x8x8_F32F16")
    assert not any(n.startswith("SM") for n in names("siz"))
    t0 = time.perf_counter()
    for _ in range(20):
        names("SM80_16x8x")
    assert (time.perf_counter() - t0) / 20 < 0.02    # completion per keystroke stays fast


def test_emit_carries_the_session_and_the_expression(repl):
    out = said(repl, ":format text", "a = (4,8):(8,1)", ":emit cpp logical_divide(a, <2:1,4:1>)")
    assert "auto a = make_layout(make_shape(4,8), make_stride(8,1));" in out
    assert "print(logical_divide(a, make_tile(make_layout(2,1), make_layout(4,1))));" in out
    out = said(repl, ":emit dsl")
    assert "@cute.jit" in out and "a = cute.make_layout(" in out
    assert "takes cpp or dsl" in said(repl, ":emit rust")


@pytest.mark.cxx
def test_verify_compiles_the_session_against_cute(repl, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    out = said(repl, "a = 24:2", ":verify logical_divide(a, 4:2)")
    assert "logical_divide(a, 4:2)  ->  (4,(2,3)):(4,(2,16))" in out and "2 agree" in out
    monkeypatch.setenv("CUTLASS_PATH", str(tmp_path / "none"))
    out = said(repl, ":verify")
    assert "no CuTe headers under" in out and "Traceback" not in out


def test_dialect_dsl_reads_python_ints_and_prints_as_the_dsl(repl):
    out = said(repl, ":format text", ":dialect dsl", "a = cute.make_layout((4, 8), stride=(8, 1))", "a",
               "cute.make_swizzle(3, 4, 3)", "cute.shape(a)", ":dialect cpp", "a", "(4,8):(8,1)")
    lines = [x for x in out.splitlines() if not x.startswith("values print")]
    assert lines == ["(4,8):(8,1)", "S<3,4,3>", "(4, 8)", "(_4,_8):(_8,_1)", "(4,8):(8,1)"]
    assert ":dialect takes cpp or dsl" in said(repl, ":dialect rust")


def test_file_names_in_messages_have_control_characters_escaped(repl, tmp_path):
    """:load and :save name their file in an info line: an ESC or BEL in the name reaches no terminal."""
    name = tmp_path / "evil\x1b]52;c;aGk=\x07\x1b[31m.cute"
    name.write_text("size(4:1)\n")
    shown = said(repl, f":load {name}") + said(repl, f":save {name}2") + said(repl, f":load {tmp_path}/no\x1b[1m")
    assert "\x1b" not in shown and "\x07" not in shown
    assert shown.count("evil\\x1b]52;c;aGk=\\x07\\x1b[31m.cute") == 2 and "no\\x1b[1m" in shown
    saved = (tmp_path / (name.name + "2")).read_text()
    assert "\x1b" not in saved and saved.endswith("\nsize(4:1)\n")   # the header comment names it escaped


STATIC_SESSION = ["a = 0x10", "b = (4,8):(_1@1, 2@0)", "make_layout((2,2), (_1@1, _1@0))(1,1)", "size<1>((4,8):(8,1))",
                  "E<1,0>{}", "c = Int<4>{} * 0x2", "-4@0", "select<1,0>((4,8):(8,1))", "coalesce(a:1)"]


def test_a_static_session_saved_replays_the_same(repl, tmp_path):
    """What :save writes after :static on reads back, with a plain `cutecalc -f`, to the values the session
    showed (`0x10` is `_16`, a basis element's mode index stays as written)."""
    import subprocess

    from tests.cli.test_cli import EXE
    said(repl, ":format text", ":static on")
    shown = said(repl, *STATIC_SESSION).strip().splitlines()
    path = tmp_path / "s.cute"
    said(repl, f":save {path}")
    r = subprocess.run([EXE, "-f", str(path)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines() == shown


def test_save_and_load_take_a_quoted_name(repl, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    said(repl, "a = 4:2", ':save "my session.cute"', ":save 'other.cute'")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my session.cute", "other.cute"]
    assert "replay with: cutecalc -f 'my session.cute'" in (tmp_path / "my session.cute").read_text()
    assert said(repl, ':format text', ':load "other.cute"', "a").strip().splitlines()[-1] == "4:2"
