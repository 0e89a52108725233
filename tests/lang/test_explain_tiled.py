"""--explain on a tiled MMA: the steps of CuTe's thrfrg / get_layoutX_TV, each value the one the algebra computed
on its way to the answer (tiled.py records them as it goes), and the answer CuTe's (tests/oracle/cute_answers.json)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cutecalc.algebra.printing import cute_str
from cutecalc.api import calc_value
from tests.oracle.cute_oracle import AnswerCache

MMA = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})"
MMA_CPP = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})"


def _explanation(src: str):
    """The --json --explain record of one statement (the CLI's JSON carries the steps)."""
    r = subprocess.run([sys.executable, "-m", "cutecalc.cli", "--json", "--explain", src], capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout.splitlines()[-1])


@pytest.mark.parametrize("op", "ABC")
def test_steps_end_in_the_answer_cute_prints(op):
    rec = _explanation(f"get_layout{op}_TV({MMA})")
    cute = AnswerCache().answers[f"{MMA_CPP}.get_layout{op}_TV()"]["output"]
    assert rec["value"] == cute
    steps = rec["steps"]
    assert steps[-1]["value"] == cute
    texts = [s["step"] for s in steps]
    assert any(t.startswith("permute: logical_divide") for t in texts)
    assert any(t.startswith(f"atom TV: compose mode 0 with the atom's Layout{op}_TV") for t in texts)
    assert any(t.startswith("atom threads: zipped_divide") for t in texts)
    assert ("ignores the" in " ".join(texts)) == (op != "C")


def test_the_steps_are_the_values_thrfrg_computes():
    """The atom-threads step is thrfrg_C of the tile, the value the answer is composed from."""
    from cutecalc.algebra import layout as lo
    mma = calc_value(MMA)
    trace: list = []
    answer = mma.layout_tv("C", trace=trace)
    assert answer == mma.layout_tv("C")
    ref = lo.make_layout((mma.tile_size(0), mma.tile_size(1)))
    by_text = dict(trace)
    frg = next(v for t, v in trace if t.startswith("atom threads"))
    assert frg == mma.thrfrg(ref, "C")
    assert cute_str(trace[-1][1]) == cute_str(answer) and len(by_text) == len(trace)


def test_make_tiled_mma_explains_the_thread_layout_and_c():
    rec = _explanation("make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}, "
                       "Tile<_32,_32,_16>{})")
    steps = rec["steps"]
    cute = {k: v.get("output") for k, v in AnswerCache().answers.items()}
    assert steps[0]["step"].startswith("ThrLayoutVMNK = tiled_product(ThrID _32:_1")
    assert steps[0]["value"] == cute[f"{MMA_CPP}.get_thr_layout_vmnk()"]
    permuted = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{})"
    assert steps[-1]["value"] == cute[f"{permuted}.get_layoutC_TV()"]
