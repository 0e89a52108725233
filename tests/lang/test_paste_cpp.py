"""C++ from kernels, pasted as written (issue 20): declarations whose types have meaning, `using`, static
assertions, default-constructed objects, C++'s refusals, and the lines cutecalc skips with one note each.

What CuTe prints for these statements is checked by compiling them (`test_verify_compiles_what_was_written`,
marked cxx); the other tests check how statements are read, skipped and reported, which is cutecalc's own.
"""

from __future__ import annotations

import pytest

from cutecalc.interop import verify as vf
from cutecalc.interop.emit_cpp import emit_cpp_program
from cutecalc.lang import ast
from cutecalc.lang.parse import parse_statements
from cutecalc.lang.session import Session
from cutecalc.render.cute_text import value_text


def run(src: str) -> list:
    return list(Session().run(src))


def printed(src: str) -> str:
    return "".join(value_text(o.value) for o in run(src) if o.error is None and o.has_value)


def test_a_declaration_of_several_names_is_one_assignment_each():
    stmts = parse_statements("int m = 1, n = 2;")
    assert [(s.target, s.value, s.ctype) for s in stmts] == [
        ("m", ast.Int(1, False), ast.Name("int")), ("n", ast.Int(2, False), ast.Name("int"))]


def test_an_integral_type_drops_the_static_mark():
    env = Session()
    list(env.run("int M = Int<4>{}; constexpr int x = cosize(Layout<Shape<_128,_64,_3>>{}); auto s = Int<4>{}"))
    assert type(env.env["M"]) is int and env.env["M"] == 4
    assert type(env.env["x"]) is int and env.env["x"] == 128 * 64 * 3
    assert type(env.env["s"]) is not int   # auto keeps the value's own type


# (C++ converts to an integral type modulo 2^bits into its range: [conv.integral], C++20; what g++ always did.
#  test_verify_of_narrowing_declarations below has g++ agree with every value.)
NARROWED = {"int a = 2147483648": -2 ** 31, "uint8_t b = 300": 44, "unsigned c = -1": 2 ** 32 - 1,
            "short d = 40000": 40000 - 2 ** 16, "int16_t e = -40000": 2 ** 16 - 40000, "uint32_t h = 4294967297": 1,
            "int8_t i = 200": 200 - 256, "uint16_t j = 70000": 70000 - 2 ** 16, "int32_t l = -2147483649": 2 ** 31 - 1,
            "bool m = 4": 1, "long f = -5": -5, "size_t g = 7": 7}


@pytest.mark.parametrize("decl", NARROWED)
def test_an_integral_declaration_converts_as_cpp_converts(decl):
    env = Session()
    list(env.run(decl))
    assert env.env[decl.split()[1]] == NARROWED[decl]


def test_an_unsigned_64_bit_value_beyond_cutes_range_is_refused():
    [o] = [o for o in Session().run("uint64_t x = -1") if o.error]
    assert "18446744073709551615 is outside CuTe's 64-bit range" in o.error.message


@pytest.mark.cxx
def test_verify_of_narrowing_declarations(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    report = vf.verify("".join(f"{d};\nprint({d.split()[1]});\n" for d in NARROWED))
    compared = [v for v in report.statements if v.verdict != vf.NOT_COMPARED]
    assert len(compared) >= len(NARROWED) and all(v.verdict == vf.AGREE for v in compared), report.text()


def test_a_default_constructed_object_is_its_types_value():
    env = Session()
    outs = list(env.run("Copy_Atom<SM75_U32x4_LDSM_N, half_t> atom; auto b = Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}"))
    assert all(o.error is None for o in outs)
    assert env.env["atom"] == env.env["b"]


def test_a_using_alias_is_a_template_argument():
    env = Session()
    outs = list(env.run("using namespace cute; using Element = half_t; "
                        "auto a = Copy_Atom<SM75_U32x4_LDSM_N, Element>{}; "
                        "auto b = Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}"))
    assert all(o.error is None for o in outs), [o.error for o in outs]
    assert env.env["a"] == env.env["b"]


def test_underscore_is_the_type_of_underscore():
    assert printed("make_layout(make_shape(4,8))(1, Underscore{})") == printed("make_layout(make_shape(4,8))(1, _)")


@pytest.mark.parametrize("src", ["static_assert(size(Layout<Shape<_2,_3>>{}) == 6);",
                                 "CUTE_STATIC_ASSERT_V(size(Layout<Shape<_2,_3>>{}) == Int<6>{});",
                                 'CUTE_STATIC_ASSERT(rank(make_shape(2,3)) == 2, "rank");'])
def test_a_passing_static_assertion_prints_nothing(src):
    (out,) = run(src)
    assert out.error is None and not out.has_value and not out.notes


@pytest.mark.parametrize("src, says", [
    ("CUTE_STATIC_ASSERT_V(size(Layout<Shape<_2,_3>>{}) == Int<7>{});", "static assertion failed"),
    ('static_assert(size(Layout<Shape<_2,_3>>{}) == 7, "six");', "static assertion failed: six"),
    ("CUTE_STATIC_ASSERT_V(size(make_layout(make_shape(2,3))) == 6);", "the condition is not static"),
])
def test_a_failing_static_assertion_fails(src, says):
    (out,) = run(src)
    assert out.error is not None and says in out.error.message


@pytest.mark.parametrize("src, says", [
    ("auto L = make_layout(make_shape(2,3)); L.size", "size is a member function in C++, which calls it: L.size()"),
    ("auto c = make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_32,_8>>{}); c.tile_size",
     "c.tile_size()"),
    ("int n = make_layout(4)", "C++ cannot initialize an int from a Layout"),
])
def test_what_cpp_refuses_is_refused(src, says):
    out = run(src)[-1]
    assert out.error is not None and says in out.error.message


def test_an_attribute_is_the_dsls_in_its_dialect():
    out = list(Session(dialect="dsl").run("L = cute.make_layout((2, 3)); L.shape"))[-1]
    # Python's integers are the DSL's compile-time constants: a static shape
    assert out.error is None and value_text(out.value) == "(_2,_3)"


PASTED = """\
int k_tile_count = 8;
CUTE_UNROLL
for (int k_pipe = 0; k_pipe < K_PIPE_MAX-1; ++k_pipe) {
  copy(copy_a, tAgA(_,_,_,k_tile_next), tAsA(_,_,_,k_pipe));
  if (k_tile_count > 0) { ++k_tile_next; }
}
__syncthreads();
gemm_device<<<dimGrid, dimBlock, smem_size, stream>>>
     (prob_shape, cta_tiler, A, dA);
template <class Shape, class Stride>
void print2D(Layout<Shape,Stride> const& layout)
{
  for (int m = 0; m < size<0>(layout); ++m) {
    printf("\\n");
  }
}
while (k_tile_count > -(K_PIPE_MAX-1))
{
  gemm(mma, tCrA(_,_,k_block), tCrB(_,_,k_block), tCrC);
}
print(k_tile_count);
print2D(make_layout(4));
"""


def test_lines_cutecalc_cannot_model_are_skipped_with_one_note_each():
    outs = run(PASTED)
    skipped = [(o.line, o.notes[0]) for o in outs if o.notes]
    assert [line for line, _ in skipped] == [2, 3, 7, 8, 10, 17, 22]
    assert "CUTE_UNROLL" in skipped.pop(0)[1]
    assert "a 'for' loop (for (int k_pipe = 0; k_pipe < K_PIPE_MAX-1; ++k_pipe) {)" in skipped[0][1]
    assert "__syncthreads(...)" in skipped[1][1]
    assert "a kernel launch of gemm_device" in skipped[2][1]
    assert "the template definition of print2D" in skipped[3][1]
    assert "a 'while' loop" in skipped[4][1]
    printing = [o for o in outs if o.has_value]
    assert [value_text(o.value) for o in printing] == ["8"]
    last = outs[-1]   # reads what a skipped line declares: skipped too, saying which line
    assert last.error is None and last.notes == [
        "skipped: 'print2D' is declared by line 10, which was skipped (the template definition of print2D "
        "(template <class Shape, class Stride>))"]


def test_what_reads_a_skipped_name_is_skipped_in_turn():
    env = Session()
    outs = list(env.run("extern __shared__ char shared_memory[];\n"
                        "SharedStorage& smem = *reinterpret_cast<SharedStorage*>(shared_memory);\n"
                        "Tensor sA = make_tensor(make_smem_ptr(smem.A.begin()), make_layout(4));\n"
                        "auto n = size(sA);\nauto m = 4;\n"))
    assert [o.error for o in outs] == [None] * 5
    assert [len(o.notes) for o in outs] == [1, 1, 1, 1, 0]
    assert outs[3].notes == ["skipped: 'sA' is declared by line 3, which was skipped (it reads 'smem' of line 2)"]
    assert env.env["m"] == 4


def test_preprocessor_conditions_are_followed():
    assert printed('#if 0\nprint("a\\n");\n#else\nprint("b\\n");\n#endif\n#if 1\nprint("c\\n");\n#endif\n') == "bc"


def test_dim3_is_a_launch_configuration_with_data_members():
    src = "dim3 blockIdx(1, 2); dim3 threadIdx(5); make_coord(blockIdx.x, blockIdx.y, threadIdx.z)"
    assert printed(src) == "(1,2,1)"


def test_python_blocks_are_not_cpp_blocks():
    outs = list(Session(dialect="dsl").run("if x:\n    pass\n"))
    assert not any("skipped" in n for o in outs for n in o.notes)


def test_emit_cpp_writes_the_declared_integral_type_and_the_assertions():
    program = emit_cpp_program("int M = Int<4>{}; constexpr int S = 4; auto L = make_layout(make_shape(M, S));\n"
                               "CUTE_STATIC_ASSERT_V(rank(L) == Int<2>{});\nfor (int i = 0; i < 2; ++i) { }\n")
    codes = [s.code for s in program.statements]
    assert codes[:3] == ["int M = Int<4>{};", "const int S = 4;", "auto L = make_layout(make_shape(M, S));"]
    assert codes[3] == "CUTE_STATIC_ASSERT_V((rank(L) == Int<2>{}));"
    assert program.statements[4].skipped and "a 'for' loop" in program.statements[4].skipped


@pytest.mark.cxx
def test_verify_compiles_what_was_written(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    report = vf.verify("int M = Int<4>{};\nprint(make_layout(make_shape(M, 8)));\n"
                       "constexpr int x = cosize(Layout<Shape<_128,_64,_3>>{});\nprint(x);\n"
                       "int m = 1, n = 2;\nprint(make_shape(m, n));\n"
                       "using Element = half_t;\nCopy_Atom<SM75_U32x4_LDSM_N, Element> atom;\nprint(size(atom));\n"
                       "CUTE_STATIC_ASSERT_V(size(Layout<Shape<_2,_3>>{}) == Int<6>{});\n")
    compared = [v for v in report.statements if v.verdict != vf.NOT_COMPARED]
    assert all(v.verdict == vf.AGREE for v in compared), report.text()
    shown = {v.source: v.cute for v in compared}
    assert shown["print(make_layout(make_shape(M, 8)))"] == "(4,8):(_1,4)"   # g++: `int` drops the static mark
    assert shown["print(x)"] == "24576"


def test_a_member_type_is_the_types_and_the_repl_reads_a_block_on():
    from cutecalc.lang.statements import open_brackets
    env = Session()
    outs = list(env.run("using TiledMma = decltype(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,"
                        "GMMA::Major::K>{}, Layout<Shape<_2,_1,_1>>{}));\n"
                        "using ElementAccumulator = typename TiledMma::ValTypeC;\n"
                        "auto a = typename TiledMma::ALayout{};\n"
                        "using F = typename TiledMma::FrgTypeA;\nauto g = F{};"))
    assert [o.error for o in outs] == [None] * 5
    assert value_text(env.env["ElementAccumulator"]) == "float"
    assert value_text(env.env["a"]) == "(_128,(_64,_16)):(_0,(_1,_64))"
    assert outs[3].notes == ["skipped: it reads the member FrgTypeA of a TiledMMA, which cutecalc does not model"]
    assert outs[4].notes[0].startswith("skipped: 'F' is declared by line 4")
    (out,) = run("using X = typename Undeclared::ValTypeC;")
    assert out.error is not None and "unknown variable 'Undeclared'" in out.error.message
    assert open_brackets("for (int i = 0; i < 4; ++i) {") == (("{", 1, 29),)
    assert open_brackets("for (int i = 0; i < 4; ++i) {\n  copy(a, b);\n}") == ()


def test_a_value_read_from_the_gpu_is_skipped_with_its_name():
    outs = run("int warp_group_idx = __shfl_down_sync(0xFFFFFFFF, thread_idx / 128, 1);\nauto w = warp_group_idx + 1;")
    assert [o.error for o in outs] == [None, None]
    assert "__shfl_down_sync(...), which works on data in memory" in outs[0].notes[0]
    assert outs[1].notes[0].startswith("skipped: 'warp_group_idx' is declared by line 1")


# C++'s comparisons and logic: static where both operands are (CuTe's C<t> op C<u>), else a run-time bool;
# test_verify_of_comparisons_casts_and_bindings has g++ agree.
COMPARED = {"print(Int<3>{} < Int<4>{})": "_1", "print(_3{} >= _4{})": "_0", "print(3 < 4)": "1",
            "print(size<0>(make_shape(2,3)) <= 2)": "1", "print(!(1 >= 2) || 1 != 1)": "1",
            "print((0 <= 1) && (1 <  4))": "1", "print(_5{} > _3{} and _2{} < _1{})": "_0", "print(!Int<0>{})": "_1",
            "print(not 0)": "1", "print((uint8_t)300)": "44", "print(int64_t(7) * 2)": "14",
            "print(static_cast<int>(3 < 4))": "1", "print(static_cast<uint32_t>(_4{}) * 2)": "8",
            # `<` after a value compares however spaced; `>` inside a template's parentheses compares
            "print(size(make_shape(2,3))<4)": "0", "print(3<4)": "1", "print(make_layout(make_shape(2,3))(1)<2)": "1",
            "print(Int<(3 > 2)>{})": "_1", "print(Int<(2>3)>{})": "_0", "print(Shape < _32, _4>{})": "(_32,_4)",
            # a comparison inside template arguments, as CUTLASS's SM100 collective writes one
            "print(sizeof_bits_v<cute::conditional_t<cute::sizeof_bits_v<half_t> < 8, uint8_t, half_t>>)": "16"}


@pytest.mark.parametrize("src", COMPARED)
def test_comparisons_logic_and_integral_casts(src):
    assert printed(src) == COMPARED[src]


def test_a_spaced_comparison_is_no_bracket():
    outs = run("static_assert((0 <= 1) && (1 <  4),\n   \"in flight\");\nauto a = 3 > 2;\nprint(a);")
    assert [o.line for o in outs] == [1, 3, 4] and [o.error for o in outs] == [None] * 3
    assert value_text(outs[-1].value) == "1"


def test_pointer_declarations_and_structured_bindings():
    env = Session()
    outs = list(env.run("float* p = nullptr;\nhalf_t const* q = (half_t const*)nullptr;\n"
                        "auto [M,N,K,L] = make_shape(5, 6, _7{}, 1);\nauto [a, b] = make_shape(1, 2, 3);"))
    assert value_text(env.env["p"]) == "ptr[32b]((nil))" and value_text(env.env["q"]) == "ptr[16b]((nil))"
    assert [value_text(env.env[n]) for n in "MNKL"] == ["5", "6", "_7", "1"]
    [refused] = [o for o in outs if o.error]
    assert refused.line == 4 and "a structured binding of 2 names needs a tuple of 2 modes" in refused.error.message


def test_constexpr_is_a_constant_expression_as_cpp_has_it():
    outs = run("int b = 5;\nconstexpr int c = b;\nconstexpr int x = cosize(Layout<Shape<_8,_4>>{});\n"
               "constexpr int y = x * 2;\nauto L = make_layout(make_shape(4, 8));\nconstexpr int w = size(L);\n"
               "constexpr int v = size(Layout<Shape<_4,_8>>{}) + 1;")
    errors = {o.line: o.error.message for o in outs if o.error}
    assert set(errors) == {2, 6}
    assert "'constexpr c': the value of 'b' is not usable in a constant expression" in errors[2]
    assert "the value of 'L' is not usable" in errors[6]


def test_a_value_on_the_line_after_its_equals_sign_is_one_statement():
    outs = run("static constexpr uint32_t Bytes =\n      cutlass::bits_to_bytes(size(Layout<Shape<_64,_8>>{}) * 16);\n"
               "print(Bytes);")
    assert [o.error for o in outs] == [None, None] and value_text(outs[-1].value) == "1024"


def test_cpp_type_traits_and_a_dispatch_policy():
    env = Session()
    outs = list(env.run(
        "using ElementA = half_t;\nusing StrideA = cute::Stride<int64_t, cute::Int<1>, int64_t>;\n"
        "using DispatchPolicy = MainloopSm90TmaGmmaWarpSpecialized<4, Shape<_1,_2,_1>, "
        "KernelTmaWarpSpecializedCooperative>;\n"
        "static constexpr bool F = cute::is_same_v<float, ElementA>;\n"
        "using E = cute::conditional_t<F, tfloat32_t, uint_bit_t<sizeof_bits_v<ElementA>>>;\n"
        "using S = cute::conditional_t< ::cutlass::gemm::detail::is_major<0,StrideA>(), Step<_2,_1,_3>, "
        "Step<_1,_2,_3>>;\nauto n = Int<DispatchPolicy::Stages>{};\nauto c = typename DispatchPolicy::ClusterShape{};\n"
        "auto bits = sizeof_bits<ElementA>::value;\nusing V = void;\nstatic_assert(cute::is_void_v<V>);\n"
        "using P = cutlass::PipelineTmaAsync<DispatchPolicy::Stages>;"))
    assert [o.error for o in outs] == [None] * 12
    assert env.env["F"] == 0 and value_text(env.env["E"]) == "uint16_t"
    assert value_text(env.env["S"]) == "(_1,_2,_3)" and value_text(env.env["n"]) == "_4"
    assert value_text(env.env["c"]) == "(_1,_2,_1)" and env.env["bits"] == 16
    assert outs[-1].notes == ["skipped: it reads PipelineTmaAsync, which cutecalc does not model"]


@pytest.mark.cxx
def test_verify_of_comparisons_casts_and_bindings(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    report = vf.verify("\n".join(COMPARED) + "\nauto [M, N] = make_shape(5, _6{});\nprint(N);\nfloat* p = nullptr;\n"
                       "print(p);\n")
    compared = [v for v in report.statements if v.verdict != vf.NOT_COMPARED]
    assert all(v.verdict == vf.AGREE for v in compared), report.text()
    assert len([v for v in compared if v.source.startswith("print")]) == len(COMPARED) + 2, report.text()


STRUCT = """\
using SmemLayoutA = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{}, _64{}, _4{})));
using MainloopPipeline = cutlass::PipelineTmaAsync<4>;
struct SharedStorage
{
  struct TensorStorage : cute::aligned_struct<128, _0> {
    cute::array_aligned<half_t, cute::cosize_v<SmemLayoutA>> smem_A;
    cute::array_aligned<half_t, 100> smem_B;
  } tensors;

  using PipelineStorage = typename MainloopPipeline::SharedStorage;
  PipelineStorage pipeline;
};
using TensorStorage = typename SharedStorage::TensorStorage;
TensorStorage shared_tensors;
Tensor sA = make_tensor(make_smem_ptr(shared_tensors.smem_A.data()), SmemLayoutA{});
auto b = shared_tensors.smem_B.begin();
using P = typename SharedStorage::PipelineStorage;
"""


def test_a_struct_holds_its_members_and_its_arrays_make_tensors():
    env = Session()
    outs = list(env.run(STRUCT))
    assert [o.error for o in outs] == [None] * 8
    struct = next(o for o in outs if o.line == 3)
    assert struct.notes == [
        "line 10: skipped: 'MainloopPipeline' is declared by line 2, which was skipped (it reads PipelineTmaAsync, "
        "which cutecalc does not model)",
        "line 11: skipped: 'PipelineStorage' is declared by line 10, which was skipped (it reads 'MainloopPipeline' "
        "of line 2)"]
    assert struct.skipped_lines == [10, 11]
    assert value_text(env.env["sA"].layout) == "((_8,_16),(_64,_1),(_1,_4)):((_64,_512),(_1,_0),(_0,_8192))"
    assert value_text(env.env["b"]) == "ptr[16b](0x10000)"   # smem_B after smem_A's 32768 halves, 16B-aligned
    assert outs[-1].notes[0].startswith("skipped: 'PipelineStorage' is declared by line 10")


# Constant contexts (a template argument, static_assert, constexpr): each case's lines and the lines C++ refuses
# (1-based), as g++ refuses them (test_constant_contexts_are_refused_where_gpp_refuses compiles them).
CONSTANT_CONTEXTS = [
    ("int n = 4;\nauto a = Int<n>{};", {2}),
    ("int n = 4;\nauto L = Layout<Shape<Int<n>>>{};", {2}),
    ("int n = 4;\nstatic_assert(n == 4);", {2}),
    ("int n = 2;\nauto g = get<n>(make_shape(1, 2, 3));", {2}),
    ("const int n = 4;\nauto a = Int<n>{};\nstatic_assert(n == 4);\nconstexpr int k = n * 2;", set()),
    ("int m = 3;\nconst int n = m;\nauto a = Int<n>{};", {3}),
    ("using T = Stride<int64_t, Int<1>>;\nauto s = is_same_v<T, T>;\nusing U = conditional_t<is_same_v<T, T>, int, "
     "float>;", set()),
    ("int m = 3;\nauto s = make_shape(m, 2, 4);\nstatic_assert(rank(s) == 3);\nauto r = Int<rank(s)>{};", set()),
    ("int m = 3;\nauto D = make_layout(make_shape(m, 2));\nstatic_assert(size<1>(D) == 2);", {3}),
    ("auto L = Layout<Shape<_8>>{};\nstatic_assert(size(L) == 8);\nauto a = Int<size(L)>{};", set()),
]


@pytest.mark.parametrize("src,refused", CONSTANT_CONTEXTS)
def test_a_run_time_value_in_a_constant_context_is_refused_in_cpps_words(src: str, refused: set[int]):
    errors = {o.line: o.error.message for o in run(src) if o.error}
    assert set(errors) == refused, errors
    assert all("is not usable in a constant expression" in e for e in errors.values())


@pytest.mark.cxx
def test_constant_contexts_are_refused_where_gpp_refuses(tmp_path):
    from cutecalc.interop import running
    from cutecalc.interop.toolchain import reference_toolchain
    functions, first_line = [], {}
    line = 3
    for k, (src, _) in enumerate(CONSTANT_CONTEXTS):
        first_line[k] = line + 1
        functions.append(f"void case_{k}() {{\n{src}\n}}")
        line += src.count("\n") + 3
    cpp = tmp_path / "constant_contexts.cpp"
    cpp.write_text("#include <cute/tensor.hpp>\nusing namespace cute;\n" + "\n".join(functions) + "\nint main() {}\n")
    proc = running.compile_tool([*reference_toolchain().command(cpp, tmp_path / "a.out")])
    refused_lines = {int(ln.split(":")[1]) for ln in proc.stderr.splitlines()
                     if ln.startswith(str(cpp) + ":") and ": error:" in ln}
    expected = {first_line[k] + r - 1 for k, (_, refused) in enumerate(CONSTANT_CONTEXTS) for r in refused}
    assert refused_lines == expected, proc.stderr[-2000:]


def test_shfl_sync_of_a_value_every_lane_holds_is_that_value_and_any_other_is_skipped():
    outs = run("dim3 threadIdx(200);\nint t = threadIdx.x;\nint w = __shfl_sync(0xFFFFFFFF, t / 128, 0);\n"
               "int thread_idx = 200;\nint u = __shfl_sync(0xFFFFFFFF, thread_idx / 128, 0);\nprint(u);\n"
               "int h = __shfl_sync(0x0000FFFF, thread_idx / 128, 0);\nint v = w + 1;")
    assert [o.error for o in outs] == [None] * 8
    notes = {o.line: o.notes for o in outs if o.notes}
    assert notes[3] == ["skipped: it reads __shfl_sync of a value that differs between lanes (it reads t)"]
    assert notes[7] == ["skipped: it reads __shfl_sync of a part of the warp (a mask or width that leaves lanes out)"]
    assert notes[8] == ["skipped: 'w' is declared by line 3, which was skipped (it reads __shfl_sync of a value that "
                        "differs between lanes (it reads t))"]
    assert value_text(outs[5].value) == "1" and set(notes) == {3, 7, 8}


# The Blackwell tutorial's epilogue (examples/cute/tutorial/blackwell/01_mma_sm100.cu) as written: the element type
# of a tensor (`typename decltype(tCtAcc)::value_type`), a register tensor of it, and the 256-bit copy vector.
VALUE_TYPES = """\
Tensor tDgD = make_tensor(make_gmem_ptr((float*)nullptr), make_layout(make_shape(_4{}, _8{})));
using AccType = typename decltype(tDgD)::value_type;
Tensor tDrAcc = make_tensor<AccType>(shape(tDgD));
print(tDrAcc.layout()); print("\\n");
print(sizeof_bits_v<AccType>); print("\\n");
print(sizeof_bits_v<typename decltype(make_tensor(make_smem_ptr((half_t*)nullptr), Int<4>{}))::value_type>);
print("\\n");
print(sizeof_bits_v<uint256_t>); print("\\n");
print(sizeof_bits_v<uint_bit_t<256>>); print("\\n");
print(make_tiled_copy(Copy_Atom<UniversalCopy<uint256_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{},
                      Layout<Shape<_1,_16>>{}).get_layoutS_TV()); print("\\n");
"""


def test_a_tensors_value_type_and_a_register_tensor_of_it():
    outs = run(VALUE_TYPES)
    assert [o.error for o in outs] == [None] * len(outs)
    shown = [value_text(o.value) for o in outs if o.value is not None and value_text(o.value).strip()]
    assert shown == ["(_4,_8):(_1,_4)", "32", "16", "256", "256", "((_8,_16),(_16,_1)):((_256,_1),(_16,_0))"]  # g++'s


def test_the_value_type_of_a_register_fragment_is_skipped_with_its_reason():
    outs = run("auto f = make_tensor<float>(Shape<_4,_8>{});\nusing T = typename decltype(f)::value_type;")
    assert outs[1].error is None and "the member value_type of a Layout" in outs[1].notes[0]


@pytest.mark.cxx
def test_verify_of_value_types_and_uint256(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    report = vf.verify(VALUE_TYPES)
    compared = [v for v in report.statements if v.verdict != vf.NOT_COMPARED]
    assert len(compared) == len(report.statements) and all(v.verdict == vf.AGREE for v in compared), report.text()


def test_a_failed_line_is_one_error_and_its_names_say_so_where_read():
    """A line that fails (C++ cutecalc cannot read, or an error) is the one error: a later statement reading a name
    it declares is skipped with a note naming the line, and so is one reading what that statement declares."""
    outs = run("auto a = make_layout(4, oops);\nauto b = size(a);\nprint(b);\nusing T = decltype(a)::x y;\n"
               "auto c = T{};\nauto d = 4:1;\nprint(d);")
    assert [o.line for o in outs if o.error] == [1, 4]
    notes = {o.line: o.notes for o in outs if o.notes}
    assert notes[2] == ["skipped: 'a' is declared by line 1, which failed (unknown variable 'oops')"]
    assert notes[3] == ["skipped: 'b' is declared by line 2, which was skipped (it reads 'a' of line 1)"]
    assert notes[5][0].startswith("skipped: 'T' is declared by line 4, which failed (unexpected name 'y'")
    assert value_text(outs[-1].value) == "4:1"


def test_a_failed_assignment_does_not_leave_the_old_value():
    outs = run("auto L = 8:1;\nL = make_layout(4, oops);\nprint(L);")
    assert outs[1].error is not None and outs[2].error is None and outs[2].value is None
    assert outs[2].notes == ["skipped: 'L' is declared by line 2, which failed (unknown variable 'oops')"]
