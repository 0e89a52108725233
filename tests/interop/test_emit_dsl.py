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

from cutecalc.interop.emit_dsl import emit_dsl_program
from cutecalc.lang.function_table import ATOMS_NOT_EMITTED
from cutecalc.lang.session import Session
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
}


def dsl_notation(text: str) -> str:
    return re.sub(r"_(\d)", r"\1", text).replace("Sw<", "S<")


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
    shown = io.StringIO()   # cutecalc's text output of the statements emitted
    writer = Writer(shown)
    for s in program.statements:
        if not s.skipped and writes(writer, outcomes[s.index]):
            writer.value(outcomes[s.index])
    writer.finish()
    assert answer["output"] == dsl_notation(shown.getvalue()), text


def test_the_dsl_answers_most_cases(cached):
    corpus = {dsl_oracle.corpus_program(s["code"]) for s in dsl_oracle.corpus()}   # test_dsl_corpus.py's
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


def test_atoms_and_tensors_are_skipped_with_the_documented_reason():
    """sm80_gemm_partition is atoms, tiled objects and tensors but for its tuples and shared-memory layouts: those
    statements (and their readers) are comments saying why, the layout algebra is emitted (and checked above)."""
    script, static = dsl_oracle.cases()["sm80_gemm_partition"]
    program = emit_dsl_program(script, static)
    skipped = [s for s in program.statements if s.skipped]
    assert len(skipped) == len(program.statements) - 5
    assert all(ATOMS_NOT_EMITTED in s.skipped or "whose assignment has no counterpart" in s.skipped for s in skipped)
    assert [s.source for s in program.statements if not s.skipped] == [
        "cta_tiler = make_shape(_128, _128, _32)", "cta_coord = make_coord(1, 2, _)",
        "sA_nt = make_layout(make_shape(_128, _8, _3))",
        "sA_tn = tile_to_shape(make_layout(make_shape(_128, _8), make_stride(_1, _129)), make_shape(_128, _8, _3))",
        "sA_tn"]
