"""Reading CuTe DSL code: the DSL programs of the oracle's cache, read back with `--dialect dsl`, print what the
DSL printed (dsl_answers.json, nvidia-cutlass-dsl 4.8.1), byte for byte; DSL syntax maps onto the function rows.
"""

from __future__ import annotations

import json

import pytest

from cutecalc.errors import CuteSyntaxError
from cutecalc.lang.parse import parse_statements
from cutecalc.lang.session import Session
from cutecalc.render.cute_text import value_text

from . import dsl_oracle

# Programs whose DSL answer differs from CuTe C++'s, which cutecalc gives (docs/interop.md), by the start of
# what the DSL printed; cutecalc's answer is pinned beside it.
DIFFERS = {
    "x:x": "(1,2,3):(1,2,8)",   # complement of dynamic strides: CuTe C++ refuses, cutecalc answers with a note
    "():()": None,              # take<1,1> (cute.select(a, mode=[])): cutecalc refuses an empty selection
    # cute.printf of make_layout_tv's pair: the DSL prints it as a tile (its tiler's integers as n:1)
    "[[16:1;128:1];((32,4),(4,4)):((64,4),(16,1))]": "((16,128),((32,4),(4,4)):((64,4),(16,1)))",
    # cute.printf of a tiler (a tuple of layouts): the DSL's tile notation [3:4;8:2], cutecalc's (3:4,8:2)
    "(12,(4,8)):(59,(13,1))\n[3:4;8:2]\n(3,(2,4)):(236,(26,1))\n(3,(2,4)):(236,(26,1))\n1":
        "(12,(4,8)):(59,(13,1))\n(3:4,8:2)\n(3,(2,4)):(236,(26,1))\n(3,(2,4)):(236,(26,1))\n1",
}


# Every emitted program is read whole: the GMMA operations of cute.nvgpu.warpgroup that `--emit dsl` writes
# (sm90_gmma_* and sm90_collective_pasted examples) are rows of lang/dsl_atoms.py's one table, read and written;
# the shared-memory layout atoms it writes (warpgroup.make_smem_layout_atom) are lang/dsl_helpers.py's.


def dsl_printout(program: str) -> tuple[str, list[str], list[str]]:
    """What cutecalc prints reading the program, its errors, and the lines it skipped (less the emitted
    program's os.environ line, which sets the DSL's target)."""
    lines, errors, skipped = [], [], []
    for out in Session(True, dialect="dsl").run(program):
        skipped += [n for n in out.notes if n.startswith("skipped:") and "os.environ" not in n]
        if out.error is not None:
            errors.append(out.error.message)
        elif out.has_value:
            lines.append(value_text(out.value, "dsl") + "\n")
    return "".join(lines), errors, skipped


def test_the_dsl_programs_read_back_print_what_the_dsl_printed():
    answers = json.loads(dsl_oracle.CACHE.read_text())["answers"]
    corpus = dsl_oracle.snippet_programs()   # test_dsl_corpus.py's and test_dsl_divisibility.py's
    agree, differ, unread = 0, [], []
    for program, answer in answers.items():
        if "output" not in answer or program in corpus:
            continue
        got, errors, skipped = dsl_printout(program)
        if skipped:
            unread.append(program)
            continue
        if dsl_oracle.as_the_dsl_knows(got) == answer["output"] and not errors:
            agree += 1
            continue
        pinned = DIFFERS.get(answer["output"].strip(), "absent")
        assert pinned != "absent", f"{program}\nDSL: {answer['output']!r}\ncutecalc: {got!r} {errors}"
        assert (got.strip() if pinned else errors) == (pinned if pinned else errors) and (pinned or errors)
        differ.append(program)
    assert agree >= 355 and len(differ) == len(DIFFERS) and not unread, unread


@pytest.mark.parametrize("dsl, cpp", [
    ("cute.make_layout((4, 8), stride=(8, 1))", "make_layout((_4,_8), (_8,_1))"),
    ("cute.make_ordered_layout((4, 8), order=(1, 0))", "make_ordered_layout((_4,_8), (_1,_0))"),
    ("cute.logical_divide(cute.make_layout(24, stride=2), (4,))", "logical_divide(_24:_2, (_4))"),
    ("cute.size((4,8):(8,1), mode=[1])", "size<1>((4,8):(8,1))"),
    ("cute.slice_((4,8):(8,1), (None, 2))", "slice((_,2), (4,8):(8,1))"),
    ("cute.dice((4,8):(8,1), (1, None))", "dice((1,_), (4,8):(8,1))"),
    ("cute.group_modes((2,3,4):(1,2,6), 0, 2)", "group<0,2>((2,3,4):(1,2,6))"),
    ("cute.append((4,2):(1,4), cute.make_layout(3, stride=8), up_to_rank=4)", "append<4>((4,2):(1,4), _3:_8)"),
    ("cute.coalesce((2,(1,6)):(1,(6,2)), target_profile=(1, 1))", "coalesce((2,(1,6)):(1,(6,2)), (_1,_1))"),
    ("cute.make_swizzle(3, 4, 3)", "Sw<3,4,3>"),
    ("cute.recast_layout(16, 8, (4,8):(_1,4))", "recast_layout<uint8_t, uint16_t>((4,8):(_1,4))"),
    ("cute.E([1, 0])", "E<1,0>{}"),
    ("make_layout(shape=(4, 8), stride=(8, 1))", "make_layout((_4,_8), (_8,_1))"),
    ("cute.make_layout((4, 8), stride=(8, 1)).stride", "stride((4,8):(8,1))"),
])
def test_dsl_spellings_are_the_cpp_calls(dsl, cpp):
    def value(text):
        (out,) = Session(True).run(text)
        assert out.error is None, out.error
        return value_text(out.value)
    assert value(dsl) == value(cpp)


def test_cutlass_int32_is_a_dynamic_integer():
    (out,) = Session(True).run("cute.make_layout((cutlass.Int32(4), 8))")
    assert value_text(out.value) == "(4,_8):(_1,4)"          # compact column-major: stride 4 is the dynamic 4


@pytest.mark.parametrize("text, says", [
    ("cute.make_layout((4, 8), strides=(8, 1))",
     "make_layout() has no argument named 'strides' (its arguments: shape, stride)"),
    ("make_layout((4, 8), shape=(8, 1))", "make_layout() got argument 'shape' twice"),
    ("rank_bogus((4,8), x=1)", "unknown function 'rank_bogus' (got x=)"),
    ("Sw<3,4,3>(x=1)", "'x=': only a function takes keyword arguments"),
])
def test_keyword_errors_are_syntax_errors_in_words(text, says):
    (err,) = parse_statements(text)
    assert isinstance(err, CuteSyntaxError) and says in err.message


def test_the_python_around_dsl_code_is_read_and_dropped():
    program = ('import cutlass\nimport cutlass.cute as cute\n\n@cute.jit\ndef main():\n    """doc\n    string"""\n'
               '    a = cute.make_layout((4, 8), stride=(8, 1))  # comment\n    cute.printf("a = {}", a)\n'
               '    print("a:", a)\n    return\n\nmain()\n')
    assert dsl_printout(program) == ("a: (4,8):(8,1)\na = (4,8):(8,1)\n", [], [])


@pytest.mark.parametrize("script", sorted(dsl_oracle.DSL_EXAMPLES.glob("*.py")), ids=lambda p: p.stem)
def test_dsl_examples_print_what_the_dsl_printed(script):
    """CuTe DSL code as its documentation writes it, pasted: cutecalc prints what the DSL itself printed
    (cached in dsl_answers.json by python -m tests.interop.dsl_oracle --python PY)."""
    program = script.read_text()
    answer = json.loads(dsl_oracle.CACHE.read_text())["answers"].get(program)
    assert answer is not None, f"{script.name} changed: run python -m tests.interop.dsl_oracle"
    assert dsl_printout(program) == (answer["output"], [], [])


def test_there_are_dsl_examples():
    assert len(list(dsl_oracle.DSL_EXAMPLES.glob("*.py"))) >= 4


@pytest.mark.parametrize("text, note", [
    ("size(raked_product(make_layout((Int32(2),)), (4,8):(8,1)))", "the CuTe DSL refuses dynamic integers in "
                                                                   "raked_product's inputs"),
    ("zip((4,8):(8,1))", "the CuTe DSL has no zip"),
    ("zipped_product((4,8):(8,1), <2:1, 2:1>)", "the CuTe DSL's zipped_product takes a layout, not a tiler"),
])
def test_the_dsl_dialect_notes_where_the_dsl_parts_from_cpp(text, note):
    (out,) = Session(True, dialect="dsl").run(text)
    assert out.error is None and any(note in n for n in out.notes), out.notes
    (cpp,) = Session(True).run(text)
    assert not cpp.notes


def test_an_identity_tensor_prints_as_the_dsl_prints_it():
    # what nvidia-cutlass-dsl 4.8.1 printed for these lines inside a @cute.jit function (run by hand; a
    # coordinate tensor cannot go through cute.printf, so dsl_oracle's programs cannot ask it)
    program = ("print(cute.make_identity_tensor((128, 128)))\nprint(cute.make_identity_tensor((4, (2, 3))))\n"
               "print(cute.make_identity_tensor(8))\nprint(cute.make_identity_tensor((cutlass.Int32(4), 2)))\n")
    assert dsl_printout(program) == (
        "tensor<(0,0) o (128,128):(1@0,1@1)>\ntensor<(0,(0,0)) o (4,(2,3)):(1@0,(1@0@1,1@1@1))>\n"
        "tensor<0 o 8:1>\ntensor<(0,0) o (?,2):(1@0,1@1)>\n", [], [])


# Code the CuTe DSL 4.8.1 refuses (each checked with it): cutecalc's DSL dialect refuses it too, saying why, and
# the names the failed line assigns stay unknown (no C++ function of the same name stands in for them).
@pytest.mark.parametrize("code, says", [
    ("x = cute.composition(cute.make_swizzle(3, 4, 3), cute.make_layout((8, 8)))\nprint(x)",
     "refuses a swizzle as the left-hand side"),
    ("shape = make_shape(2, 3)\nprint(shape)", "name 'make_shape' is not defined"),
    ("layout = cute.make_layout((4, 8), stride=(1,))\nprint(layout(0))", "not congruent"),
    ("op = cute.nvgpu.warp.MmaF16BF16Op(cutlass.Float32, cutlass.Float32, (16, 8, 16))",
     "expects the 'ab_dtype' Op parameter to be one of Float16 or BFloat16"),
    ("atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), tensor_dtype, num_bits_per_copy=64)",
     "tensor_dtype"),
    ("op = cute.nvgpu.tcgen05.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (96, 128), "
     "cute.nvgpu.tcgen05.CtaGroup.ONE, "
     "cute.nvgpu.tcgen05.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)",
     "expects the M-mode to be 64 or 128, but got 96"),
    ("op = cute.nvgpu.tcgen05.MmaF16BF16Op(cutlass.Float16, cutlass.BFloat16, (128, 128), "
     "cute.nvgpu.tcgen05.CtaGroup.ONE, "
     "cute.nvgpu.tcgen05.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)",
     "expects the 'acc_dtype' Op parameter to be one of Float16 or Float32"),
    ("op = cute.nvgpu.tcgen05.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (256, 8), "
     "cute.nvgpu.tcgen05.CtaGroup.TWO, "
     "cute.nvgpu.tcgen05.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)",
     "expects the N-mode to satisfy 16 <= N <= 256 and N % 16 == 0, but got 8"),
    ("op = cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float16, (64, 128), "
     "cute.nvgpu.warpgroup.OperandSource.SMEM, "
     "cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)",
     "expects the 'acc_dtype' Op parameter to be Float32 when 'ab_dtype' is BFloat16"),
    ("op = cute.nvgpu.warpgroup.MmaF16BF16Op(cutlass.Float16, cutlass.Float32, (64, 260), "
     "cute.nvgpu.warpgroup.OperandSource.SMEM, "
     "cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)",
     "expects the N-mode to satisfy 8 <= N <= 256 and N % 8 == 0. but got 260"),
    # (checked with the DSL 4.8.1 as well: warpgroup's I8 MMA and the Hopper helpers)
    ("op = cute.nvgpu.warpgroup.MmaI8Op(cutlass.Int8, cutlass.Int8, cutlass.Int32, (64, 40), "
     "cute.nvgpu.warpgroup.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)",
     "expects the N-mode to satisfy N=8*i where i={1,2,3,4}"),
    ("op = cute.nvgpu.warpgroup.MmaI8Op(cutlass.Int8, cutlass.Int8, cutlass.Float32, (64, 32), "
     "cute.nvgpu.warpgroup.OperandSource.SMEM, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K)",
     "expects the 'acc_dtype' Op parameter to be one of Int32"),
    ("atom = cute.nvgpu.warpgroup.make_smem_layout_atom(cute.nvgpu.warpgroup.SmemLayoutAtomKind.K_SW128, 16)",
     "element_type must be a Numeric, but got 16"),
    ("mma = cutlass.utils.hopper_helpers.make_trivial_tiled_mma(cutlass.Float16, cutlass.BFloat16, "
     "cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K, cutlass.Float32, (1, 1, 1), "
     "tiler_mn=(64, 64))\nprint(mma)",
     "Type mismatch: Float16 != BFloat16"),
    ("op = cute.nvgpu.tcgen05.Ld16x128bOp(cute.nvgpu.tcgen05.Repetition.x128)", "x128 repetition is not supported"),
    ("op = cute.nvgpu.tcgen05.Ld16x256bOp(cute.nvgpu.tcgen05.Repetition.x64)",
     "x64 and x128 repetition is not supported"),
])
def test_what_the_dsl_refuses_is_refused(code, says):
    outs = list(Session(True, dialect="dsl").run(code))
    assert says in outs[0].error.message
    assert all(o.error is not None for o in outs[1:]) and all("unknown" in o.error.message for o in outs[1:])


def test_a_tensors_data_is_a_skipped_line():
    code = "t = cute.make_rmem_tensor((8, 4), cutlass.Float32)\nfrg = t.load()\nprint(t)"
    outs = list(Session(True, dialect="dsl").run(code))
    assert outs[1].error is None and outs[1].notes[0].startswith("skipped: cutecalc does not model the data")
    assert value_text(outs[2].value, "dsl") == "tensor<ptr<f32, rmem, align<32>> o (8,4):(1,8)>"


def test_one_table_reads_and_writes_each_operation_the_same_way():
    """lang/dsl_atoms.OP_ROWS decides both ways: every parameter set a row's domain lists passes the row's check
    (the DSL takes it), and the atom read from it is written back (--emit dsl) as the same DSL operation -- or
    CuTe C++ has no such atom and says so in its static_assert's words (the DSL takes a 128xNx16 UMMA for any N
    a multiple of 8, or A from tensor memory MN-major; CuTe's SM100_MMA_* refuse them)."""
    from itertools import islice

    from cutecalc.errors import CuteDomainError
    from cutecalc.lang.dsl_atoms import OP_ROWS, copy_atom, mma_atom, spell_atom
    from cutecalc.lang.dsl_names import NUMERIC_TYPES

    seen, refused = 0, 0
    for row in OP_ROWS:
        domain = list(row.domain())
        for params in islice(domain, 0, None, 5 if len(domain) < 4000 else 113):   # F8F6F4's 34560: ~300
            op = row.construct([params[a] for a in row.args], {})
            for bits in row.bits:
                if row.kind == "mma":
                    try:
                        atom = mma_atom(op)
                    except CuteDomainError as e:
                        assert "static_assert failed" in e.message or "takes two GMMA::Major" in e.message
                        refused += 1
                        continue
                else:
                    width = 16 if row.element_bits else 8
                    dtype = next(t for t in NUMERIC_TYPES.values() if t.width == width and not t.integer)
                    atom = copy_atom(op, dtype, bits)
                assert atom.op.replace(" ", "") == op.cpp(bits if row.kind == "copy" else None).replace(" ", "")
                assert spell_atom(atom).startswith(f"cute.make_{row.kind}_atom({row.spelled(dict(op.params))}")
                seen += 1
    assert seen > 600 and refused < seen / 2, (seen, refused)


def test_a_kernel_objects_fields_are_set_and_read():
    """Setup code assigns to its kernel object (self.tiled_mma = ...): a SimpleNamespace's fields; a field whose
    assignment failed is unknown where it is read."""
    code = ("from types import SimpleNamespace\nself = SimpleNamespace(a=1)\nself.b = self.a + 2\nprint(self.b)\n"
            "self.c = cute.make_layout((4, 8), stride=(1,))\nprint(self.c)")
    outs = list(Session(True, dialect="dsl").run(code))
    assert value_text(outs[3].value, "dsl") == "3"
    assert "not congruent" in outs[4].error.message and "'c' is unknown: line 5" in outs[5].error.message


def test_get_without_a_mode_is_the_dsls_and_not_cpps():
    # the DSL's get(x, mode=[]) returns x (its core.py: "Empty mode returns input"); C++'s get<I...> takes one index
    (dsl,) = Session(True, dialect="dsl").run("cute.get(cute.make_layout((4, 8)))")
    assert dsl.error is None and value_text(dsl.value, "dsl") == "(4,8):(1,4)"
    (cpp,) = Session(True).run("get((4,8):(1,4))")
    assert "expects at least 1 template arguments" in cpp.error.message


def test_the_dsls_smem_atoms_are_cutes_but_umma_32b():
    """make_smem_layout_atom(kind, T) is CuTe's Layout_<kind>_Atom<T>; tcgen05's MN_SW128_32B alone is not
    (8 rows of 1024 bits where C++'s has 4: both printed by the DSL 4.8.1 and g++, see examples/dsl)."""
    from cutecalc.algebra.smem_atoms import ATOMS_BITS, UMMA_ONLY, atom_kind, dsl_smem_atom, smem_atom
    for name in ATOMS_BITS:
        same = dsl_smem_atom(atom_kind(name), 16) == smem_atom(name, 16)
        assert same == (name not in UMMA_ONLY), name
