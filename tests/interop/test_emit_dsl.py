"""`--emit dsl`: the emitted CuTe DSL programs print what cutecalc prints, by the DSL's own answers.

The DSL's answers come from dsl_answers.json (`python -m tests.oracle.refresh --dsl-python PY`), keyed by the
exact program emitted; a changed program fails here until the cache is regenerated.  The DSL prints static
integers without `_` and swizzles as `S<B,M,S>`; cutecalc's text is compared in that notation.
"""

from __future__ import annotations

import io
import json
import re

import pytest

from cutecalc.interop.emit_dsl import emit_dsl, emit_dsl_program
from cutecalc.lang.dsl_names import py_str
from cutecalc.lang.function_table import ATOMS_NOT_EMITTED
from cutecalc.lang.session import Session
from cutecalc.lang.values import CppString
from cutecalc.render.writers import Writer, writes

from . import dsl_oracle

# Where the DSL (nvidia-cutlass-dsl 4.8.1) refuses what cutecalc and CuTe C++ answer, by its messages: it wants
# static integers where CuTe C++ takes dynamic ones (products' inputs, dice's dicer, divide's tiler, ceil_div),
# and cute.printf cannot print a bare swizzle functor.
DSL_LIMITS = (
    "to be static",                               # products: "expects `input` to be static"; dice's dicer
    "failed to perform a valid division",        # logical_divide by a tiler of dynamic layouts
    "!cute.tile<",                                # ceil_div / divide with dynamic tilers, at trace time
    "!cute.layout<",
    "CUTE_DSL_SHOW_STACKTRACE",                   # cute.printf of a swizzle functor
)
DSL_ERRORS_AT_MOST = 20

# Where the DSL answers differently (its output pinned, so that a change shows):
DSL_DIFFERS = {
    # complement of a rank-2 layout with dynamic strides: CuTe C++ refuses (static_assert "Dynamic-stride
    # complement only for rank-1 layouts"), cutecalc answers (1,2,3):(1,2,8) with a note, the DSL prints x:x.
    "doc:logical_product#2": "x:x\n",
    # take<1,1>, an empty range: cutecalc refuses, the DSL answers the empty layout.
    "doc:sublayouts#12": "():()\n",
    # cute.printf of make_layout_tv's pair prints it as a tile, its tiler's integers as layouts n:1; cutecalc
    # prints the pair ((16,128),L) (print(tiler_mn, tv_layout) of the pair unpacked agrees: test_dsl_corpus.py)
    "fn:make_layout_tv": "[[16:1;128:1];((32,4),(4,4)):((64,4),(16,1))]\n",
    # cute.printf of a tiler (a tuple of layouts) prints the DSL's tile notation [3:4;8:2]; C++ prints (_3:_4,_8:_2)
    "algebra_docs_composition_tiler": "(12,(4,8)):(59,(13,1))\n[3:4;8:2]\n(3,(2,4)):(236,(26,1))\n"
                                      "(3,(2,4)):(236,(26,1))\n1\n",
}


def dsl_notation(text: str) -> str:
    """cutecalc's C++ text as the DSL writes it: static integers without `_`, swizzles `S<B,M,S>`, and a GMMA/UMMA
    shared-memory atom's offset (C++'s `smem_ptr[16b](unset)`) as the DSL's make_smem_layout_atom prints it, `0`
    (its composed layout's offset is an integer; the element type is its argument, not the offset's)."""
    text = re.sub(r"smem_ptr\[\d+b\]\(unset\)", "0", text)
    # and cute.printf of a composed layout of the identity swizzle (S<0,M,S>) at offset 0 prints its layout alone
    # (an INTER atom; print() while tracing still shows the composition)
    text = re.sub(r"S<0,\d+,\d+> o 0 o ", "", text.replace("Sw<", "S<"))
    return re.sub(r"_(\d)", r"\1", text)


@pytest.fixture(scope="module")
def cached() -> dict:
    return json.loads(dsl_oracle.CACHE.read_text())


def _cases():
    return dsl_oracle.cases().items()


@pytest.mark.parametrize("name,case", _cases(), ids=[n for n, _ in _cases()])
def test_emitted_dsl_prints_what_cutecalc_prints(name, case, cached):
    script, static = case
    program = emit_dsl_program(script, static)
    printing = [s for s in program.statements if s.prints and not s.skipped]
    if not printing:
        assert all(s.skipped for s in program.statements if s.prints), name
        return
    text = dsl_oracle.emitted(script, static)
    answer = cached["answers"].get(text)
    assert answer is not None, (f"{name}: the emitted program changed; run python -m tests.oracle.refresh "
                                "--dsl-python PY")
    if name in DSL_DIFFERS:
        assert answer == {"output": DSL_DIFFERS[name]}
        return
    if "error" in answer:
        assert any(p in answer["error"] for p in DSL_LIMITS), f"{name}: the DSL failed: {answer['error']}\n{text}"
        return
    outcomes = list(Session(static).run(script))   # one per statement: the script has no syntax errors
    shown = io.StringIO()   # cutecalc's text output of the statements emitted that cute.printf prints
    writer = Writer(shown)
    traced = ""             # and of those print() shows while the DSL traces (atoms, tiled objects): first, in
    line: list = []         # the DSL's own form (`MMA Atom`, `TV Layout A: ...`), as the DSL dialect prints them
    for s in program.statements:
        if s.skipped:
            continue
        line.append(outcomes[s.index])
        if not s.code:      # a C++ print(x) whose line a later statement prints
            continue
        if s.code.startswith("print("):
            text = "".join(o.value.cute_str() if isinstance(o.value, CppString) else py_str(o.value) for o in line)
            traced += text if text.endswith("\n") else text + "\n"
        else:
            for o in line:
                if writes(writer, o):
                    writer.value(o)
        line = []
    writer.finish()
    expected = traced + dsl_notation(shown.getvalue())
    assert dsl_oracle.comparable(answer["output"]) == dsl_oracle.as_the_dsl_knows(expected), text


def test_the_dsl_answers_most_cases(cached):
    corpus = dsl_oracle.snippet_programs()   # test_dsl_corpus.py's and test_dsl_divisibility.py's
    errors = [a for p, a in cached["answers"].items() if "error" in a and p not in corpus]
    assert len(cached["answers"]) >= 250 and len(errors) <= DSL_ERRORS_AT_MOST


def test_every_function_the_dsl_has_is_emitted():
    emitted = {n for n, (script, static) in _cases() if n.startswith("fn:")
               and not any(s.skipped for s in emit_dsl_program(script, static).statements)}
    assert len(emitted) >= 45, sorted(emitted)


def test_dynamic_integers_are_int32_and_underscore_is_none():
    (s,) = emit_dsl_program("((4,8):(8,_1))(_, 2)").statements
    assert s.code == ('cute.printf("{}", cute.slice_(cute.make_layout((cutlass.Int32(4), cutlass.Int32(8)), '
                      'stride=(cutlass.Int32(8), 1)), (None, cutlass.Int32(2))))')


def test_forms_the_dsl_spells_differently():
    cases = {
        "size<1>(_4:_1)": "cute.size(cute.make_layout(4, stride=1), mode=[1])",
        "make_layout((_8,_64), LayoutRight{})": "cute.make_ordered_layout((8, 64), order=(1, 0))",
        "Sw<3,4,3> o _0 o _8:_1": "cute.make_composed_layout(cute.make_swizzle(3, 4, 3), 0, "
                                   "cute.make_layout(8, stride=1))",
        "composition(Sw<3,4,3>, _8:_1)": "cute.make_composed_layout(cute.make_swizzle(3, 4, 3), 0, "
                                          "cute.make_layout(8, stride=1))",
        "recast_layout<half_t, uint8_t>(_8:_1)": "cute.recast_layout(8, 16, cute.make_layout(8, stride=1))",
        "(_4,_8):(_1@0,_1@1@0)": "cute.make_layout((4, 8), stride=(cute.E(0), cute.E([0, 1])))",
        "<_2:_1, _4:_1>": "(cute.make_layout(2, stride=1), cute.make_layout(4, stride=1))",
        "_7 / _2": "7 // 2",
    }
    for src, code in cases.items():
        (s,) = emit_dsl_program(src).statements
        assert s.code == f'cute.printf("{{}}", {code})', src


def test_what_the_dsl_lacks_is_a_comment():
    p = emit_dsl_program("print_layout(_4:_1); zip((_2,_2):(_1,_2))")
    assert [s.skipped for s in p.statements] == ["the CuTe DSL has no print_layout", "the CuTe DSL has no zip"]


def test_atoms_and_tiled_objects_are_spelled_as_the_dsl_writes_them():
    cases = {
        "MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}":
            "cute.make_mma_atom(cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (16, 8, 16)))",
        "Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}":
            "cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(False, 4), cutlass.Float16)",
        "Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}":
            "cute.make_copy_atom(cute.nvgpu.cpasync.CopyG2SOp(cute.nvgpu.cpasync.LoadCacheMode.ALWAYS), "
            "cutlass.Float16, num_bits_per_copy=128)",
        "make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{})":
            "cute.make_tiled_mma(cute.make_mma_atom(cute.nvgpu.MmaUniversalOp(cutlass.Float32)), "
            "cute.make_layout((16, 16, 1)))",
        "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, float>{}, Layout<Shape<_32,_8>>{}, "
        "Layout<Shape<_4,_1>>{})":
            "cute.make_tiled_copy_tv(cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), cutlass.Float32, "
            "num_bits_per_copy=128), cute.make_layout((32, 8)), cute.make_layout((4, 1)))",
    }
    for src, code in cases.items():
        (s,) = emit_dsl_program(src).statements
        assert s.code == f"print({code})", src   # the DSL prints its own objects while it traces
    gmma = emit_dsl("SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>{}")
    assert ("cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (64, 128, 16), "
            "cute.nvgpu.warpgroup.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.MN)"
            in gmma and 'os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")' in gmma)


def test_what_is_not_emitted_is_a_comment_naming_the_reason():
    """sgemm_sm80_setup's tensors are made from null pointers cast on the host, which the DSL cannot make (its
    tensors come from a kernel's arguments): they and their readers are comments saying so, the rest is emitted.
    sm80_gemm_partition's coordinate tensors the DSL has (cute.make_identity_tensor) but cutecalc does not write
    yet: comments saying that (tests/interop/test_emit_counts.py counts them)."""
    script, static = dsl_oracle.cases()["sgemm_sm80_setup"]
    program = emit_dsl_program(script, static)
    skipped = [s for s in program.statements if s.skipped]
    assert skipped and all(s.lacks for s in skipped)
    assert any("makes pointers from its tensors, not from casts" in s.skipped for s in skipped)
    emitted = [s.source for s in program.statements if not s.skipped]
    assert any(s.startswith("TiledMMA mmaC = make_tiled_mma(") for s in emitted)
    script, static = dsl_oracle.cases()["sm80_gemm_partition"]
    program = emit_dsl_program(script, static)
    gaps = [s for s in program.statements if s.skipped and not s.lacks]
    assert gaps and all(ATOMS_NOT_EMITTED in s.skipped or "whose assignment has no counterpart" in s.skipped
                        for s in gaps)
    assert "mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{})" in [
        s.source for s in program.statements if not s.skipped]


def test_shared_memory_layout_atoms_are_the_dsls_make_smem_layout_atom():
    """GMMA's and UMMA's atoms of an element type are warpgroup.make_smem_layout_atom of their kind (DSL 4.8.1's
    nvgpu/warpgroup/helpers.py builds the same layouts: the cached answers of the fn:Layout_*_Atom cases agree); the
    DSL has no atoms in bits, no sparse ones, and its tcgen05 MN_SW128_32B atom has 8 rows where C++'s has 4."""
    wg = "cute.nvgpu.warpgroup."
    cases = {"GMMA::Layout_K_SW128_Atom<half_t>{}": f"{wg}SmemLayoutAtomKind.K_SW128, cutlass.Float16",
             "UMMA::Layout_MN_INTER_Atom<float>{}": f"{wg}SmemLayoutAtomKind.MN_INTER, cutlass.Float32",
             "GMMA::Layout_SW64_Atom<half_t, GMMA::Major::MN>{}": f"{wg}SmemLayoutAtomKind.MN_SW64, cutlass.Float16"}
    for src, args in cases.items():
        (s,) = emit_dsl_program(src).statements
        assert s.code == f'cute.printf("{{}}", {wg}make_smem_layout_atom({args}))', src
    lacking = {"GMMA::Layout_K_SW128_Atom_Bits{}": "none in bits",
               "GMMA::Layout_K_SW128_SpAtom<half_t, 2>{}": "no sparse shared-memory layout atoms",
               "UMMA::Layout_MN_SW128_32B_Atom<half_t>{}": "8 rows of 1024 bits, C++'s 4"}
    for src, why in lacking.items():
        (s,) = emit_dsl_program(src).statements
        assert s.lacks and why in s.skipped, (src, s.skipped)
    assert dsl_notation("Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)") == "S<3,4,3> o 0 o (8,64):(64,1)"
    assert dsl_notation("Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1)") == "(8,8):(8,1)"


def test_partition_fragment_c_is_the_dsls_make_fragment_c():
    """The accumulators: make_fragment_C of the partition's shape, its layout (cutecalc's value, as C++'s
    .layout()); the DSL's answers for the sm90_gmma_* and sm80_gemm_partition examples agree (above)."""
    mma = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})"
    (_, s) = emit_dsl_program(f"m = {mma}; partition_fragment_C(m, (_64,_64))").statements
    assert s.code == 'cute.printf("{}", m.make_fragment_C(m.partition_shape_C((64, 64))).layout)'
    (_, _, s) = emit_dsl_program(f"m = {mma}; t = get_thread_slice(m, 3); "
                                 "partition_fragment_C(t, make_identity_tensor((_64,_64)))").statements
    assert s.code == ('cute.printf("{}", t.make_fragment_C(cute.shape(t.partition_C('
                      'cute.make_identity_tensor((64, 64))))).layout)')
