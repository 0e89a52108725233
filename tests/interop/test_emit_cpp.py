"""`--emit cpp`: the emitted C++ of every script in examples/ compiles against CuTe and prints the script's
.expected output (which is CuTe C++'s own output, see tests/examples/), and the emitter's spelling rules.

What the programs printed is in the tests' one answer cache by program text (tests/oracle/cute_oracle.py;
`python -m tests.oracle.refresh` computes it), so that a machine without g++ or CuTe's headers still checks
the cached answers of the programs emitted now; where g++ is found (the `cxx` tests) they are compiled again.
"""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path

import pytest

from cutecalc.errors import CuteSyntaxError
from cutecalc.interop.emit_cpp import cpp_text, emit_cpp, emit_cpp_program
from cutecalc.interop.toolchain import compile_blamed, reference_toolchain, without_host_only_lines
from tests.oracle.cute_oracle import AnswerCache, recorded

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCRIPTS = sorted(EXAMPLES.glob("*.cute"))


def _static(script: Path) -> bool:
    run = next(line for line in script.read_text().splitlines() if line.startswith("# run: cutecalc"))
    return "--static" in shlex.split(run)


def _compile_and_run(source: str, workdir: Path, name: str) -> str:
    src, exe = workdir / f"{name}.cpp", workdir / name
    src.write_text(source)
    refused = compile_blamed(reference_toolchain(), src, exe, {})
    assert not refused, f"{name}: the emitted C++ does not compile: {refused}"
    ran = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    return ran.stdout


# how every program --emit cpp writes begins (the answer cache tells emitted programs from expressions by it)
PROGRAM_HEAD = emit_cpp("").partition("\n")[0]


def _programs() -> dict[str, str]:
    return {s.stem: emit_cpp(s.read_text(), static_literals=_static(s), filename=s.name) for s in SCRIPTS}


def compile_examples(work: Path) -> dict[str, tuple[str, str]]:
    """{script name: (emitted program, what it printed)}.

    The programs are compiled as one translation unit (each `main` renamed) to parse CuTe's headers once.
    """
    programs = _programs()
    unit = []
    for k, text in enumerate(programs.values()):
        assert text.count("int main() {") == 1
        unit.append(text.replace("int main() {", f"static int example_{k}() {{"))
    calls = " ".join(f'printf("@@example\\n"); example_{k}();' for k in range(len(programs)))
    printed = _compile_and_run("\n".join(unit) + f"\nint main() {{ {calls} return 0; }}\n", work, "examples")
    outs = [without_host_only_lines(out) for out in printed.split("@@example\n")[1:]]
    assert len(outs) == len(programs)
    return {name: (programs[name], out) for name, out in zip(programs, outs)}


@pytest.fixture(scope="module")
def example_outputs() -> dict[str, tuple[str, str]]:
    """{script name: (emitted program, what CuTe printed)}, from the answer cache."""
    programs = _programs()
    cache = AnswerCache().require(programs.values(), "emitted example programs")
    return {name: (program, cache.answers[program]["output"]) for name, program in programs.items()}


@pytest.mark.cxx
def test_the_emitted_examples_compile_and_print_their_cached_answers(tmp_path, example_outputs):
    for name, (_, printed) in compile_examples(tmp_path).items():
        assert recorded(printed) == example_outputs[name][1], name


def _cutlass_pasted(script: Path) -> bool:
    """A CUTLASS collective pasted as written (its twin compiles it in the collective's namespace): its type
    aliases, traits and members (`DispatchPolicy::Stages`, `is_same_v<...>`) are types, which --emit cpp, whose
    program declares values (`auto`), does not write; what it writes compiles and prints what CuTe prints."""
    from tests.examples.twin import NAMESPACE_LINE
    return any(line.startswith(NAMESPACE_LINE) for line in script.read_text().splitlines())


def _in_order(lines: list[str], within: list[str]) -> bool:
    rest = iter(within)
    return all(line in rest for line in lines)


def test_every_example_is_emitted_whole():
    """Every statement of every example is emitted: atoms, tiled MMAs/copies and tensors included (less the C++
    that cutecalc itself skips, with a note, in a kernel pasted as written: its twin leaves it out too; and a
    CUTLASS collective's types, _cutlass_pasted)."""
    from tests.examples.twin import skipped_lines
    for s in SCRIPTS:
        if _cutlass_pasted(s):
            continue
        text = s.read_text()
        cutecalc_skips = skipped_lines(text)
        assert not [e for e in emit_cpp_program(text, _static(s)).skipped if e.line not in cutecalc_skips], s.name
    assert any("make_tiled_mma" in s.read_text() for s in SCRIPTS)


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_emitted_example_prints_what_cute_and_cutecalc_print(script: Path, example_outputs):
    program, printed = example_outputs[script.stem]
    expected = script.with_suffix(".expected").read_text()
    if _cutlass_pasted(script):   # the values it emits, in order
        assert printed.strip() and _in_order(printed.splitlines(), expected.splitlines()), program
        return
    assert printed == recorded(expected), program


def test_static_and_dynamic_integers_and_includes():
    text = emit_cpp("size<1>(make_layout(make_shape(512, _8)))")
    assert "#include <cute/tensor.hpp>" in text and "using namespace cute;" in text
    assert 'print(size<1>(make_layout(make_shape(512, Int<8>{})))); printf("\\n");' in text
    assert "make_layout(Int<4>{},Int<2>{})" in emit_cpp("4:2", static_literals=True)


def test_assignments_are_auto_variables_and_reassignment_takes_a_new_name():
    p = emit_cpp_program("A = 4:2; A = (2,3):(1,2); A")
    assert [s.code for s in p.statements] == [
        "auto A = make_layout(4,2);",
        "auto A_2 = make_layout(make_shape(2,3), make_stride(1,2));",
        'print(A_2); printf("\\n");',
    ]


def test_a_variable_named_like_a_cute_function_is_renamed():
    # As in cutecalc, a variable shadows the function of its name: size(3) calls the variable.
    p = emit_cpp_program("size = 8:2; size(3); rank(size); shape = 3; shape + 1")
    assert [s.code for s in p.statements] == [
        "auto size_ = make_layout(8,2);", 'print(size_(3)); printf("\\n");', 'print(rank(size_)); printf("\\n");',
        "auto shape_ = 3;", 'print(shape_ + 1); printf("\\n");']


def test_ans_is_the_last_value():
    p = emit_cpp_program("8:2; ans(3)")
    assert [s.code for s in p.statements] == [
        'auto ans_1 = make_layout(8,2); print(ans_1); printf("\\n");',
        'auto ans_2 = ans_1(3); print(ans_2); printf("\\n");']


def test_spelling_of_the_language_forms():
    cases = {
        "<2:1, _3>": "make_tile(make_layout(2,1), Int<3>{})",
        "Sw<3,4,3>": "Swizzle<3,4,3>{}",
        "Sw<3,4,3> o _0 o (_8,_8):(_8,_1)":
            "make_composed_layout(Swizzle<3,4,3>{}, Int<0>{}, make_layout(make_shape(Int<8>{},Int<8>{}), "
            "make_stride(Int<8>{},Int<1>{})))",
        "(4,8):(8,1) o 8:4": "composition(make_layout(make_shape(4,8), make_stride(8,1)), make_layout(8,4))",
        "(4,8):(_1@0,_1@1@0)": "make_layout(make_shape(4,8), make_stride(E<0>{},E<0,1>{}))",
        "((4,8):(8,1))((1,0),2)": "make_layout(make_shape(4,8), make_stride(8,1))(make_coord(1,0), 2)",
        "make_layout((4,8), LayoutRight)": "make_layout(make_shape(4,8), LayoutRight{})",
        "Layout<Shape<_2,_4>, Stride<_4,_1>>{}": "Layout<Shape<Int<2>,Int<4>>,Stride<Int<4>,Int<1>>>{}",
        "recast_layout<uint8_t, half_t>(8:1)": "recast_layout<uint8_t,half_t>(make_layout(8,1))",
        "logical_divide(24:2, (2,(3,2)))": "logical_divide(make_layout(24,2), make_shape(2,make_shape(3,2)))",
        "-(2 + _3) * 4": "-(2 + Int<3>{}) * 4",
        "print(6:1)": "make_layout(6,1)",
    }
    for src, cpp in cases.items():
        (s,) = emit_cpp_program(src).statements
        assert s.code == f'print({cpp}); printf("\\n");', src


def test_fragments_and_counting_tensors_are_spelled_as_cute_cpp():
    """As the C++ of tests/oracle/atom_cases.py (compiled there) spells them: partition_fragment_A/B/C of a thread
    slice are members, partition_fragment_C(mma, shape), make_coord_tensor and make_fragment_like free functions;
    a register fragment is an owning tensor whose layout is cutecalc's value, so it is printed by .layout()."""
    p = emit_cpp_program("mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})\n"
                         "thr = get_thread_slice(mma, 5)\nt = make_coord_tensor(make_layout((_64,_32)))\n"
                         "partition_fragment_B(thr, t)\npartition_fragment_C(mma, (_128,_64))\n"
                         "make_fragment_like(t(_, 1))\n"
                         "make_fragment_like((_4,_8):(_8,_1))\nmake_fragment_like((_4,_8))")
    shown = [s.code.removeprefix("print(").removesuffix('); printf("\\n");') for s in p.statements[3:]]
    assert p.statements[2].code == "auto t = make_coord_tensor(make_layout(make_shape(Int<64>{},Int<32>{})));"
    assert shown == ["thr.partition_fragment_B(t).layout()",
                     "partition_fragment_C(mma, make_shape(Int<128>{},Int<64>{})).layout()",
                     "make_fragment_like(t(_, 1)).layout()",
                     "make_fragment_like(make_layout(make_shape(Int<4>{},Int<8>{}), make_stride(Int<8>{},Int<1>{})))",
                     "make_fragment_like(make_shape(Int<4>{},Int<8>{}))"]


def test_umma_atoms_are_spelled_as_the_oracle_compiles_them():
    """UMMA families take UMMA::Major (not GMMA::Major) and SM103's its namespace: the emitted type is the C++
    the atom oracle compiled for the same atom (tests/oracle/atom_cases.py)."""
    from tests.oracle.atom_cases import _UMMA_TILED
    for cc, cpp in _UMMA_TILED:
        (s,) = emit_cpp_program(f"MMA_Atom<{cc.replace('UMMA::Major::', '')}>{{}}").statements
        assert s.code.startswith(f"print(MMA_Atom<{cpp}>{{}})"), s.code


def test_pictures_print_themselves():
    (s,) = emit_cpp_program("print_layout((2,3):(3,1))").statements
    assert s.code == "print_layout(make_layout(make_shape(2,3), make_stride(3,1)));"


def test_what_cute_cpp_lacks_is_a_comment_and_its_readers_follow():
    p = emit_cpp_program("t = print_tv((_4,_2):(_2,_1), (_4,_2)); t; 4:1")
    assert [bool(s.skipped) for s in p.statements] == [True, True, False]
    assert "CuTe C++ has no print_tv" in p.statements[0].skipped
    text, _ = cpp_text(p)
    assert "// not emitted: t = print_tv((_4,_2):(_2,_1), (_4,_2))" in text


def test_a_syntax_error_is_raised():
    with pytest.raises(CuteSyntaxError):
        emit_cpp("4:2; (3,")


def test_the_program_holds_only_emitted_code_and_one_line_comments():
    """What verify compiles cannot carry arbitrary C++: unknown names are not emitted, and the statement text
    appears only in `//` comments of one line."""
    p = emit_cpp_program("system(1)\nx = 4:2 // comment\nstd\nx")
    assert [bool(s.skipped) for s in p.statements] == [True, False, True, False]
    text, _ = cpp_text(p)
    body = [line.strip() for line in text.split("int main() {")[1].splitlines()]
    assert all(line.startswith("//") or line in ("auto x = make_layout(4,2);", 'print(x); printf("\\n");',
                                                 "return 0;", "}", "") for line in body), body


def test_a_line_of_text_and_values_is_printed_piece_by_piece():
    """Python's print("a:", x) and the DSL's cute.printf("x = {} !", x) (DSL code read as is) in C++."""
    p = emit_cpp_program('print("a:", 4:1); cute.printf("x = {} !", 4:1)')
    assert [s.code for s in p.statements] == [
        'printf("%s", "a:"); printf("%s", " "); print(make_layout(4,1)); printf("\\n");',
        'printf("%s", "x = "); print(make_layout(4,1)); printf("%s", " !"); printf("\\n");']


def test_int64_min_macro_names_and_printf_are_emitted_as_cpp_reads_them():
    """-2^63 has no literal in C++ (9223372036854775808 fits no signed type); NULL, EOF, errno, SIGINT are macros
    of the headers; C++'s print("fmt", x) is printf's and is written as such."""
    from cutecalc.interop.emit_cpp import emit_cpp_program
    p = emit_cpp_program('-9223372036854775808\na = _-9223372036854775808\nNULL = 4:1\nerrno = NULL\nSIGINT = 2\n'
                         'TV = 3\nprint("x = %d\\n", 4)\nprint("a:", 4:1)')
    assert [s.code for s in p.statements] == [
        'print((-9223372036854775807 - 1)); printf("\\n");', "auto a = Int<(-9223372036854775807 - 1)>{};",
        "auto NULL_ = make_layout(4,1);", "auto errno_ = NULL_;", "auto SIGINT_ = 2;", "auto TV = 3;",
        'print("x = %d\\n", 4);',
        'printf("%s", "a:"); printf("%s", " "); print(make_layout(4,1)); printf("\\n");']


@pytest.mark.cxx   # runs the preprocessor over CuTe's headers
def test_every_macro_of_the_headers_is_a_name_variables_avoid():
    """Every macro `g++ -dM -E` finds in the header verify compiles (CuTe's, CUDA's, libc's) is renamed when a
    variable takes its name."""
    from cutecalc.interop.emit_cpp import MACRO_LIKE
    from cutecalc.interop.toolchain import FLAGS, find_toolchain
    from cutecalc.interop.verify_run import header_text
    tc = find_toolchain()
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        header = Path(tmp) / "h.hpp"
        header.write_text(header_text())
        out = subprocess.run([tc.compiler, *FLAGS, *tc.includes(), "-dM", "-E", "-x", "c++", str(header)],
                             capture_output=True, text=True, timeout=300, check=True).stdout
    macros = {line.split()[1].split("(")[0] for line in out.splitlines() if line.startswith("#define ")}
    names = sorted(m for m in macros if not m.startswith("_"))
    assert len(names) > 500
    assert [m for m in names if not MACRO_LIKE.fullmatch(m)] == []
