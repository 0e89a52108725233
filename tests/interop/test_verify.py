"""`verify`: CuTe C++ compiled from the user's headers answers beside cutecalc, statement by statement.

One program holds the worked example of every function in cutecalc's table (each must agree with CuTe), a
statement CuTe refuses at compile time, one that reads its variable, and last a statement that stops CuTe at
run time; expected verdicts come from CuTe's own behaviour (tests/oracle/cute_answers.json records the same
refusals).  Missing tools are tested by pointing at empty directories.
"""

from __future__ import annotations

import pytest

from cutecalc.errors import CuteSyntaxError, CuteToolError
from cutecalc.interop import running, toolchain
from cutecalc.interop import verify as vf
from cutecalc.lang.function_table import FUNCTIONS

REFUSED = [
    "upcast<2>((4,8):(1,4))",                                  # CuTe computes a wrong layout; cutecalc refuses
    "c = complement((2,2):(1,6), 24)",                        # dynamic strides: a static_assert in CuTe
    "size(c)",                                                 # reads it
    "blocked_product(make_layout(8,0), (_4):(_1))",            # SIGFPE in CuTe at run time (kept last)
]


def _examples() -> list[str]:
    seen, out = set(), []
    for spec in FUNCTIONS.values():
        if id(spec) not in seen:
            seen.add(id(spec))
            out.append(spec.example.split("  ->  ")[0])
    return out


@pytest.fixture(scope="module")
def cache_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("xdg_cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_CACHE_HOME", str(home))
        yield home


@pytest.fixture(scope="module")
def source() -> str:
    return "\n".join(_examples() + REFUSED)


@pytest.fixture(scope="module")
def report(source, cache_home) -> vf.VerifyReport:
    return vf.verify(source)


@pytest.mark.cxx
def test_every_function_example_agrees_with_cute(report):
    n = len(_examples())
    assert n >= 60
    for v in report.statements[:n]:
        name = v.source.split("(")[0].split("<")[0].split("{")[0].rpartition("::")[2]   # GMMA::Layout_..._Atom
        spelling = FUNCTIONS[name].cpp
        if spelling.form == "none":   # cutecalc's own picture or analysis, the shared-memory layout atoms, ...:
            # the row says why C++ has none, and verify says so
            assert v.verdict == vf.NOT_COMPARED and spelling.reason.format(name=name) in v.cute_refused, v.source
            continue
        assert v.verdict == vf.AGREE, f"{v.source}: cutecalc {v.cutecalc!r}, CuTe {v.cute!r} ({v.cute_refused})"


@pytest.mark.cxx
def test_refusals_at_compile_and_run_time(report):
    upcast, c, size_c, product = report.statements[-4:]
    assert upcast.verdict == vf.ONLY_CUTE and upcast.cute == "(4,8):(0,2)" and upcast.agrees
    assert c.verdict == vf.ONLY_CUTECALC and c.agrees          # cutecalc answers, and its note says CuTe refuses
    assert c.cute_refused.startswith("compile: static assertion failed: Dynamic-stride complement")
    assert c.notes and "CuTe C++ refuses" in c.notes[0]
    assert size_c.verdict == vf.NOT_COMPARED and "reads what statement" in size_c.cute_refused
    assert product.verdict == vf.BOTH_REFUSE
    assert product.cute_refused == "runtime: killed by SIGFPE"
    assert not report.ok   # one statement could not be compared


@pytest.mark.cxx
def test_the_report_reads_per_statement(report):
    text = report.text()
    assert "ok      line 1: size((4,(2,3)):(1,(4,8)))  ->  24" in text
    assert "[only cutecalc answers]" in text and "CuTe:     refuses (compile: static assertion failed" in text
    assert text.splitlines()[-1].startswith(f"{report.counts[vf.AGREE]} agree")
    assert "CUTLASS 4." in text.splitlines()[-1]


@pytest.mark.cxx
def test_answers_are_cached_under_xdg_cache_home(report, source, cache_home, monkeypatch):
    files = list((cache_home / "cutecalc" / "verify" / "answers").glob("*.json"))
    answered = [v for v in report.statements if not (v.cute_refused or "").startswith(("not emitted", "reads what"))]
    assert len(files) == len(answered) > 100   # one per statement compiled (size(c) reads a refused one)

    def no_compiler(*a, **k):
        raise AssertionError("compiled again although the answers are cached")
    monkeypatch.setattr(running, "compile_tool", no_compiler)
    assert vf.verify(source) == report


def test_a_script_that_does_not_parse_is_a_syntax_error(cache_home):
    with pytest.raises(CuteSyntaxError):
        vf.verify("4:2; (3,")


def test_empty_cutlass_dir_says_what_is_missing_and_how_to_get_it(tmp_path):
    with pytest.raises(CuteToolError) as e:
        vf.verify("4:2", cutlass=tmp_path)
    msg = e.value.message
    assert f"no CuTe headers under {tmp_path} (from --cutlass)" in msg
    assert "include/cute/layout.hpp" in msg and "git clone https://github.com/NVIDIA/cutlass" in msg
    with pytest.raises(CuteToolError, match="from CUTLASS_PATH"):
        toolchain.find_cute_include(env={"CUTLASS_PATH": str(tmp_path)})


def test_cutlass_path_may_be_a_checkout_or_its_include_dir(tmp_path):
    (tmp_path / "include" / "cute").mkdir(parents=True)
    (tmp_path / "include" / "cute" / "layout.hpp").write_text("")
    assert toolchain.find_cute_include(tmp_path) == (tmp_path / "include", "from --cutlass")
    assert toolchain.find_cute_include(tmp_path / "include") == (tmp_path / "include", "from --cutlass")


def test_no_wheel_and_no_path(monkeypatch):
    monkeypatch.setattr(toolchain.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(CuteToolError, match="pip install nvidia-cutlass"):
        toolchain.find_cute_include(env={})


def test_missing_cuda_headers(tmp_path):
    with pytest.raises(CuteToolError) as e:
        toolchain.find_cuda_includes(cuda=tmp_path)
    assert "no include/cuda_runtime_api.h under" in e.value.message and "CUDA_HOME" in e.value.message
    with pytest.raises(CuteToolError, match="from CUDA_HOME"):
        toolchain.find_cuda_includes(env={"CUDA_HOME": str(tmp_path)})
    with pytest.raises(CuteToolError, match="cuda-downloads"):
        toolchain.find_cuda_includes(env={"PATH": str(tmp_path)}, default_roots=(str(tmp_path),))


def test_missing_compiler(tmp_path):
    with pytest.raises(CuteToolError, match="neither g[+][+] nor nvcc is on PATH.*apt-get install g[+][+]"):
        toolchain.find_compiler(env={"PATH": str(tmp_path)})
    with pytest.raises(CuteToolError, match="'clang[+][+]-99' was not found"):
        toolchain.find_compiler("clang++-99", env={"PATH": str(tmp_path)})


@pytest.mark.cxx
def test_verify_command_reports_and_exits(report, source, cache_home, monkeypatch):
    from cutecalc.interop import commands
    text, status = commands.verify_command(source)          # the answers are cached by now: no compile
    assert status == 1 and text == report.text()
    agreeing = vf.VerifyReport(report.statements[:3], report.toolchain, {vf.AGREE: 3})
    monkeypatch.setattr(commands, "verify", lambda *a, **k: agreeing)
    assert commands.verify_command("size(4:1)") == (agreeing.text(), 0)


def test_emit_program_notes_what_it_leaves_out():
    from cutecalc.interop.commands import emit_program
    text, notes = emit_program("4:2\nprint_tv((_4,_2):(_2,_1), (_4,_2))", "cpp", filename="s.cute")
    assert "int main() {" in text and notes == [
        "s.cute:2: note: not emitted: print_tv((_4,_2):(_2,_1), (_4,_2)) (print_tv draws cutecalc's own picture; "
        "CuTe C++ has no print_tv (print_latex_tv draws the same owners as a TikZ picture))"]
    text, notes = emit_program("size(_4:_1)", "dsl")
    assert "@cute.jit" in text and notes == []


@pytest.mark.cxx
def test_print_statements_agree_piece_by_piece(cache_home):
    """A line made of several print(x) statements, print("\\n\\n") and a listing: each statement's own output
    agrees with what CuTe printed for it (examples/strings.cute)."""
    from pathlib import Path
    script = Path(__file__).resolve().parents[2] / "examples" / "strings.cute"
    report = vf.verify(script.read_text())
    assert report.ok and {v.verdict for v in report.statements} == {vf.AGREE}, report.text()
    blank = next(v for v in report.statements if v.source == 'print("\\n\\n")')
    assert blank.cute == blank.cutecalc == "\n"


@pytest.mark.cxx
def test_a_collectives_constants_types_and_structs_compile_as_written(cache_home):
    """verify compiles what was written: a constexpr int stays a constant expression (a template argument of the
    dispatch policy), CUTLASS's types and traits are C++'s, a struct is declared where later statements see it;
    each agrees with what CuTe printed (the whole of examples/sm90_collective_pasted.cute: 140 agree, its 6
    skipped lines not compared)."""
    report = vf.verify("""constexpr int Stages = 4;
using ClusterShape = Shape<_1,_2,_1>;
using KernelSchedule = KernelTmaWarpSpecializedCooperative;
using DispatchPolicy = MainloopSm90TmaGmmaWarpSpecialized<Stages, ClusterShape, KernelSchedule>;
print(DispatchPolicy::Stages); print("\\n");
print(typename DispatchPolicy::ClusterShape{}); print("\\n");
using ElementA = half_t;
static constexpr bool F = cute::is_same_v<float, ElementA>;
using Internal = cute::conditional_t<F, tfloat32_t, uint_bit_t<sizeof_bits_v<ElementA>>>;
print(sizeof_bits_v<Internal>); print("\\n");
using L = Layout<Shape<_8,_4>>;
struct S { cute::array_aligned<ElementA, cute::cosize_v<L>> a; };
S s;
print(make_tensor(make_smem_ptr(s.a.data()), L{}).layout()); print("\\n");
""")
    assert report.ok and {v.verdict for v in report.statements} == {vf.AGREE}, report.text()
    shown = [v.cute for v in report.statements if v.cute and v.cute.strip()]
    assert shown == ["4", "(_1,_2,_1)", "16", "(_8,_4):(_1,_8)"], shown
