"""CuTe's printed tensors and shared-memory atoms read back: what C++ prints for a tensor (`pointer o layout`,
`Sw<3,4,3>_smem_ptr[16b](0x1000) o L`, `ArithTuple(8,16) o L`) or an atom (`Sw<3,4,3> o smem_ptr[16b](unset) o L`),
pasted into cutecalc, is that tensor or atom again: it prints as C++ printed it.  Both sides are CuTe's own output
(answers in the one cache, cute_oracle.py)."""

from __future__ import annotations

import pytest

from cutecalc.api import calc

_SW_L = ("composition(Swizzle<3,4,3>{}, make_layout(make_shape(Int<8>{},Int<64>{}), "
         "make_stride(Int<64>{},Int<1>{})))")
_SW_NEG = "composition(Swizzle<2,0,-3>{}, make_layout(make_shape(Int<8>{},Int<8>{}), make_stride(Int<8>{},Int<1>{})))"
_K128 = "SM90::GMMA::Layout_K_SW128_Atom<half_t>{}"
_MN64 = "tile_to_shape(SM90::GMMA::Layout_MN_SW64_Atom<float>{}, make_shape(Int<64>{},Int<32>{}))"
_L = "make_layout(make_shape(Int<4>{},Int<8>{}))"

# (what C++ prints for this and cutecalc reads, the C++ of the value it must read as)
PAIRS = (
    (f"make_tensor(make_smem_ptr((half_t*)0x1000), {_SW_L})",) * 2,
    (f"make_tensor(make_smem_ptr((half_t*)0x1000), {_SW_NEG})",) * 2,
    ("make_tensor(make_smem_ptr((half_t*)0x1000), make_layout(make_shape(Int<8>{},Int<64>{}), LayoutRight{}))",) * 2,
    ("make_tensor(make_gmem_ptr((float*)0x1000), make_layout(make_shape(8,64)))",) * 2,
    (f"make_tensor(make_rmem_ptr((float*)0x2000), {_L})",) * 2,
    ("make_tensor((float*)0x2000, make_layout(make_shape(4,8), LayoutRight{}))",) * 2,
    (f"make_tensor(make_gmem_ptr<int4b_t>((void*)0x1000), {_L})",) * 2,
    (f"make_tensor(make_gmem_ptr<int4b_t>((void*)0x1000), {_L})(_,3)",) * 2,
    (f"make_tensor(make_smem_ptr((half_t*)0x1000), {_K128})",) * 2,
    (f"make_tensor(make_smem_ptr((float*)0x0), {_MN64})",) * 2,
    ("make_tensor(make_smem_ptr<uint8_t>((void*)0x1000), SM90::GMMA::Layout_MN_SW64_Atom<uint8_t>{})",) * 2,
    (_K128, _K128),
    (_MN64, _MN64),
    ("SM90::GMMA::Layout_K_INTER_Atom<tfloat32_t>{}", "SM90::GMMA::Layout_K_INTER_Atom<tfloat32_t>{}"),
    (f"upcast<2>({_K128})", f"upcast<2>({_K128})"),
    ("GMMA::Layout_K_SW128_SpAtom<half_t, 2>{}", "GMMA::Layout_K_SW128_SpAtom<half_t, 2>{}"),   # smem_sparse<2>_ptr
    # coordinate tensors: `ArithTuple(origin) o layout` reads back as itself
    ("make_identity_tensor(make_shape(4,8))", "make_identity_tensor(make_shape(4,8))"),
    ("local_tile(make_identity_tensor(make_shape(Int<32>{},Int<32>{})), make_shape(Int<8>{},Int<16>{}), "
     "make_coord(1,1))",
     "local_tile(make_identity_tensor(make_shape(Int<32>{},Int<32>{})), make_shape(Int<8>{},Int<16>{}), "
     "make_coord(1,1))"),
)


@pytest.fixture(scope="module")
def answers():
    from .cute_oracle import AnswerCache
    return AnswerCache().require((c for pair in PAIRS for c in pair), "read-back cases")


@pytest.mark.parametrize("printed,value", PAIRS, ids=[p for p, _ in PAIRS])
def test_what_cute_prints_reads_back(answers, printed, value):
    text, expected = answers.get(printed)["output"], answers.get(value)["output"]
    assert calc(text) == expected
