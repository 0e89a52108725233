"""Atoms and tiled objects in the language: names, template arguments, and one-line errors for bad input.

(What they print is checked against CuTe C++ in tests/oracle/test_atoms.py.)
"""

from __future__ import annotations

import pytest

from cutecalc.api import calc, calc_value
from cutecalc.errors import CuteError

MMA = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})"


@pytest.mark.parametrize("spelling", [
    "MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}", "SM80_16x8x16_F32F16F16F32_TN{}", "SM80_16x8x16_F32F16F16F32_TN",
    "cute::SM80_16x8x16_F32F16F16F32_TN{}",
])
def test_an_mma_atom_has_several_spellings(spelling):
    assert calc(spelling) == calc("MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}")


def test_gmma_majors_are_template_arguments():
    kk = calc("MMA_Atom<SM90_64x64x16_F32F16F16_SS<K,K>>{}")
    assert calc("MMA_Atom<SM90_64x64x16_F32F16F16_SS<MN,K>>{}") == kk   # layouts do not depend on Major
    assert calc("MMA_Atom<SM90_64x64x16_F32F16F16_SS>{}") == kk
    assert calc_value("SM90_64x64x16_F32F16F16_SS<MN,MN>{}").op.endswith("<GMMA::Major::MN,GMMA::Major::MN>")


def test_tiled_values_can_be_named_and_reused():
    out = calc(f"mma = {MMA}; thr = get_thread_slice(mma, 5); size(mma); tile_shape(mma); "
               "partition_shape_C(mma, (_64,_32))")
    assert out.splitlines() == ["_128", "(_32,_16,_16)", "((_2,_2),_2,_2)"]


def test_get_slice_is_get_thread_slice():
    assert calc(f"get_slice({MMA}, 9)") == calc(f"get_thread_slice({MMA}, 9)")


@pytest.mark.parametrize("source, message", [
    ("make_tiled_mma((4,8):(8,1))", "must be an MMA atom"),
    ("MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{3}", "takes no constructor arguments"),
    ("MMA_Atom<NotAnAtom>{}", "unknown MMA operation 'NotAnAtom'"),
    ("MMA_Atom<SM80_16x8x16_F32F16F16F32_TN<K>>{}", "takes no template arguments"),
    ("MMA_Atom<SM90_64x64x16_F32F16F16_RS<MN,K>>{}", "A in {K}"),
    ("MMA_Atom<UniversalFMA<float,half_t,half_t,float,int>>{}", "takes 1 to 4 template arguments, got 5"),
    ("MMA_Atom<UniversalFMA<float,half_t,foo_t>>{}", "unknown element type 'foo_t'"),
    ("MMA_Atom<SM120_16x8x32_TN<float,float,float>>{}", "not in the catalogue"),
    ("Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint64_t>, half_t>{}", "cp.async sizeof(TS) is not supported"),
    ("Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<7>, half_t>{}", "Expected MaxVecBits to be 8 or 16"),
    ("Copy_Atom<SM90_BULK_COPY_G2S, half_t>{}", "is not a template"),
    ("Copy_Atom<Copy_Traits<SM90_BULK_COPY_G2S, C<200>>, half_t>{}", "align to 16B"),
    ("Copy_Atom<Copy_Traits<SM90_BULK_COPY_G2S>, half_t>{}", "takes 1 arguments after the operation, got 0"),
    ("Copy_Atom<Copy_Traits<UniversalCopy<uint8_t>, C<8>>, half_t>{}", "takes its parameters itself"),
    ("Copy_Atom<Copy_Traits<SM75_U32x4_LDSM_N, C<8>>, half_t>{}", "Copy_Traits not implemented"),
    ("Copy_Atom<DefaultCopy<8>, half_t>{}", "takes no template arguments"),
    ("Copy_Atom<SM75_U32x1_LDSM_N<half_t>, half_t>{}", "takes no template arguments"),
    ("Copy_Atom<UniversalCopy<uint128_t>>{}", "takes two template arguments"),
    ("Copy_Atom<SM75_U32x1_LDSM_N, double>{}", "not valid for Dst of double"),
    ("Copy_Atom<UniversalCopy<uint128_t>, foo_t>{}", "unknown value type 'foo_t'"),
    ("Copy_Atom<NoSuchCopy, half_t>{}", "unknown copy operation"),
    ("make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1,_2>>{})", "at most 3"),
    ("get_layoutA_TV(make_tiled_mma(SM80_16x8x128_S32U1U1S32_TN_XORPOPC{}))", "not congruent"),
    ("make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, Layout<Shape<_8,_4>>{})", "whole atoms"),
    (f"partition_C({MMA}, make_identity_tensor((_64,_32)))", "get_thread_slice"),
    (f"partition_C(get_thread_slice({MMA}, 1), (_64,_32):(_1,_64))", "must be a tensor"),
    ("local_partition((4,8):(8,1), Layout<Shape<_2,_2>>{}, 0)", "must be a tensor"),
    (f"get_thread_slice({MMA}, (1,2))", "must be an integer"),
    (f"tile_size<3>({MMA})", "I is 0 (M), 1 (N) or 2 (K)"),
    ("mma_atoms<33>()", "no MMA atoms for SM33"),
])
def test_bad_input_is_a_one_line_error(source, message):
    with pytest.raises(CuteError) as e:
        calc(source)
    assert message in str(e.value.message)
    assert "\n" not in e.value.message


def test_atom_listing_counts_match_the_catalogue():
    from cutecalc.algebra.atoms import catalogue
    mma, umma = calc("mma_atoms()").split("\n\n")
    assert int(mma.splitlines()[-1].split()[-1]) == len(catalogue()["mma"])
    assert int(umma.splitlines()[-1].split()[-1]) == len(catalogue()["mma_families"]) == 39
    assert "SM80_16x8x16_F32F16F16F32_TN" in calc("mma_atoms<80>()")
    assert "SM75_U32x4_LDSM_N" in calc("copy_atoms<75>()")


def test_print_tv_of_a_tiled_mma_is_its_operand_layout_over_its_tile():
    assert calc(f"print_tv({MMA})") == calc(f"print_tv(get_layoutC_TV({MMA}), (_32,_16))")
    assert calc(f"print_tv({MMA}, 0)") == calc(f"print_tv(get_layoutA_TV({MMA}), (_32,_16))")
    assert calc(f"print_tv({MMA}, 1)") == calc(f"print_tv(get_layoutB_TV({MMA}), (_16,_16))")
    with pytest.raises(CuteError):
        calc(f"print_tv({MMA}, 3)")


def test_print_tv_of_a_tiled_copy_is_its_tv_layout_over_its_tiler():
    copy = ("make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_4,_2>,Stride<_2,_1>>{}, "
            "Layout<Shape<_1,_8>>{})")
    # The same owners in every cell (the title shows the TV layout in the form each expression builds).
    table = calc(f"print_tv({copy})").splitlines()
    assert table[0].endswith("on tile (_4,_16)")
    assert table[1:] == calc(f"print_tv(get_layoutS_TV({copy}), (_4,_16))").splitlines()[1:]


def test_umma_fragments_are_descriptors_and_tensor_memory():
    """UMMA's fragments are smem descriptors and tensor memory (cute/atom/mma_traits_sm100.hpp), not register
    layouts: A and B of a tensor that is not in shared memory are refused with CuTe's static_assert, and C is the
    accumulator in tensor memory that CUTLASS's tutorial prints (examples/cute/tutorial/blackwell/01_mma_sm100.cu:
    `tCtAcc: tmem_[32b](TMEM_ADDR) o ((_128,_256),_1,_1):((_65536,_1),_0,_0)`, the address 0 on the host)."""
    src = ("mma = make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>{}); "
           "t = make_coord_tensor(Layout<Shape<_128,_256>>{}); partition_fragment_{X}(get_thread_slice(mma, 0), t)")
    for operand in "AB":
        with pytest.raises(CuteError, match="Expected SMEM Tensor to construct a UMMA Desc Tensor"):
            calc(src.replace("{X}", operand))
    assert str(calc(src.replace("{X}", "C"))) == "tmem_[32b](0x0000.0000) o ((_128,_256),_1,_1):((_65536,_1),_0,_0)"
