"""algebra/tma.py against CuTe C++ run with the CUDA driver (tests/oracle/tma_answers.json): the TiledCopy, the TMA
coordinate tensor, the thread slices' partitions of a gmem tile and the descriptor's arguments, for a sample of the
oracle's cases built here from their parts.  (tests/oracle/test_tma.py runs every case as pasted C++.)"""

from __future__ import annotations

import pytest

from cutecalc.algebra import tensor as tn
from cutecalc.algebra import tma
from cutecalc.algebra.integers import S
from cutecalc.algebra.layout import Layout
from cutecalc.algebra.printing import cute_str
from cutecalc.api import calc_value
from cutecalc.errors import CuteDomainError
from tests.oracle.tma_cases import all_cases
from tests.oracle.tma_oracle import HOST_GROUP, TmaAnswers

CASES = {c.name: c for c in all_cases()}


@pytest.fixture(scope="module")
def answers():
    return TmaAnswers().answers


# name -> (op, element, bits, gmem shape, gmem stride, smem layout, cta tile, cluster)
SAMPLE = {
    "load_K_SW128_half_t_128x64": ("SM90_TMA_LOAD", "half_t", 16, (512, 256), (256, S(1)),
                                   "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{}, _64{}))",
                                   (S(128), S(64)), 1),
    "load_MN_SW64_float_64x32": ("SM90_TMA_LOAD", "float", 32, (256, 128), (S(1), 256),
                                 "tile_to_shape(GMMA::Layout_MN_SW64_Atom<float>{}, make_shape(_64{}, _32{}))",
                                 (S(64), S(32)), 1),
    "store_K_INTER_int8_t_128x128": ("SM90_TMA_STORE", "int8_t", 8, (512, 512), (512, S(1)),
                                     "tile_to_shape(GMMA::Layout_K_INTER_Atom<int8_t>{}, make_shape(_128{}, _128{}))",
                                     (S(128), S(128)), 1),
    "multicast2_MN_SW128_half_t_64x32": ("SM90_TMA_LOAD_MULTICAST", "half_t", 16, (256, 128), (S(1), 256),
                                         "tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, "
                                         "make_shape(_64{}, _32{}, _4{}))(_,_,0)", (S(64), S(32)), 2),
    "multicast4_K_SW128_float_64x64": ("SM90_TMA_LOAD_MULTICAST", "float", 32, (256, 256), (256, S(1)),
                                       "tile_to_shape(GMMA::Layout_K_SW128_Atom<float>{}, "
                                       "make_shape(_64{}, _64{}, _3{}))(_,_,0)", (S(64), S(64)), 4),
}


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_tma_copy_agrees_with_cute(answers, name):
    op, t, bits, shape, stride, slayout, tile, cluster = SAMPLE[name]
    expected = answers[CASES[name].source()]
    copy = tma.make_tma_copy(op, Layout(shape, stride), tma.Element(t, bits), calc_value(slayout), tile, S(cluster))
    atom = tma.tma_atom_of(copy)
    assert atom is not None and atom.descriptor is not None
    assert cute_str(copy) == expected["prints"][0]
    m = tma.get_tma_tensor(atom, shape)
    assert cute_str(m) == expected["prints"][1]
    assert [atom.descriptor.cute_str()] == [e.rsplit("\n", 1)[0] for e in expected["encodes"]]
    g_tile = tn.local_tile(m, tile, (1, 2))
    which = "D" if op == "SM90_TMA_STORE" else "S"
    parts = [cute_str(copy.thr_slice(r).partition(g_tile, which)) for r in range(cluster)]
    assert parts == expected["prints"][3::2] if which == "D" else expected["prints"][2::2]


def test_box_and_swizzle_of_the_issue_example():
    """K-major half_t 128x64 with the 128-byte swizzle: one 64x128 box (128 bytes of K by 128 rows) per tile."""
    copy = tma.make_tma_copy("SM90_TMA_LOAD", Layout((512, 256), (256, S(1))), tma.Element("half_t", 16),
                             calc_value("tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{}))"),
                             (S(128), S(64)), S(1))
    report = cute_str(tma.tma_report(copy))
    assert "boxDim:         (64,128)" in report and "CU_TENSOR_MAP_SWIZZLE_128B" in report
    assert "box: 64x128 elements of half_t = 16384 bytes" in report
    assert "1 TMA instruction per CTA" in report


@pytest.mark.parametrize("sw, reason", [
    ((3, 3, 3), "Unsupported layout swizzle."),
    ((3, 4, 4), "Expected S = 3 when M == 4. Unsupported layout swizzle."),
    ((3, 5, 3), "Expected B = 2 when M == 5 or 6. Unsupported layout swizzle."),
])
def test_swizzles_cute_refuses(sw, reason):
    from cutecalc.algebra.swizzle import Swizzle
    with pytest.raises(CuteDomainError, match=reason.replace(".", r"\.")):
        tma.tma_swizzle(Swizzle(*sw), "make_tma_copy")


def test_swizzle_modes():
    from cutecalc.algebra.swizzle import Swizzle
    modes = [tma.tma_swizzle(Swizzle(b, 4, 3), "f") for b in range(4)]
    assert modes == [f"CU_TENSOR_MAP_SWIZZLE_{m}" for m in ("NONE", "32B", "64B", "128B")]
    assert tma.tma_swizzle(Swizzle(2, 5, 2), "f") == "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B"


def test_coalesce_256_merges_static_modes_up_to_256():
    # 64:1 and 8:64 merge (512 > 256 would not); a dynamic stride never merges
    assert cute_str(tma.coalesce_256(Layout((S(64), S(4), S(8)), (S(1), S(64), S(256))))) == "(_256,_8):(_1,_256)"
    assert cute_str(tma.coalesce_256(Layout((S(64), S(4)), (S(1), 64)))) == "(_64,_4):(_1,64)"


# name -> (op, element, bits, gmem shape, gmem stride, smem layout): cases CuTe refuses at run time
REFUSED = {
    "refused_majorness_mismatch": ("half_t", 16, (512, 256), (S(1), 512),
                                   "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{}, _64{}))"),
    "refused_gmem_stride_not_16B": ("half_t", 16, (512, 100), (100, S(1)),
                                    "tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{}, make_shape(_128{}, _32{}))"),
    "refused_sw128_box_too_wide": ("half_t", 16, (512, 256), (256, S(1)),
                                   "composition(Swizzle<3,4,3>{}, Layout<Shape<_64,_128>,Stride<_128,_1>>{})"),
    "refused_box_inner_8_bytes": ("int8_t", 8, (512, 256), (256, S(1)),
                                  "make_layout(make_shape(_64{}, _8{}), make_stride(_16{}, _1{}))"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_run_time_refusals_agree_with_cute(answers, name):
    t, bits, shape, stride, slayout = REFUSED[name]
    expected = answers[CASES[name].source()]
    with pytest.raises(CuteDomainError) as err:
        tma.make_tma_copy("SM90_TMA_LOAD", Layout(shape, stride), tma.Element(t, bits), calc_value(slayout))
    if expected["refused"] == "driver":   # the driver's answer, as the oracle's wrapper caught it
        assert expected["encodes"][-1].endswith("result:         CUDA_ERROR_INVALID_VALUE")
        assert "CUDA_ERROR_INVALID_VALUE" in str(err.value) and "Failed to initialize" in str(err.value)
    else:
        message = expected["message"]
        reason = message.split('&& "', 1)[1].rstrip('"') if '&& "' in message else message
        assert expected["refused"] == "assert" and reason in str(err.value)


def test_the_answers_come_from_a_gpu_run(answers):
    entry = TmaAnswers().entry
    assert "H100" in entry["env"]["gpu"] and entry["env"]["nvidia-smi"]
    host = entry.get("host_answers", {})   # (the tma_partition cases: built with g++ here, see HOST_GROUP)
    missing = [c.name for c in all_cases() if c.source() not in (host if c.group == HOST_GROUP else answers)]
    assert not missing, f"no answer for {missing} (python -m tests.oracle.tma_oracle, see its docstring)"
