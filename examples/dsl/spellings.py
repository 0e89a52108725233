# CuTe DSL spellings cutecalc reads (cutecalc --dialect dsl -f examples/dsl/spellings.py); the expected
# output is what the DSL itself prints for this file.
import cutlass
import cutlass.cute as cute


@cute.jit
def main():
    a = cute.make_layout((4, 8), stride=(8, 1))
    print(cute.make_ordered_layout((4, 8), order=(1, 0)))
    print(cute.composition(a, cute.make_layout((8, 4), stride=(4, 1))))
    print(cute.logical_divide(a, (2, 4)))
    print(cute.zipped_divide(a, (2, 4)))
    print(cute.size(a, mode=[0]), cute.size(a))
    print(cute.slice_(a, (None, 2)))
    print(cute.group_modes(cute.make_layout((2, 3, 4)), 0, 2))
    print(cute.select(a, mode=[1, 0]))
    print(cute.make_swizzle(3, 4, 3))
    print(cute.make_composed_layout(cute.make_swizzle(3, 4, 3), 0, a))
    print(cute.make_identity_layout((4, 8)))
    print(cute.shape(a), a.stride)
    print(cute.complement(cute.make_layout(4, stride=2), 24))
    print(cute.blocked_product(cute.make_layout((2, 2)), cute.make_layout((3, 4))))
    print(cute.raked_product(cute.make_layout((2, 2)), cute.make_layout((3, 4))))
    print(cute.append(a, cute.make_layout(3, stride=32), up_to_rank=3))
    print(cute.tile_to_shape(cute.make_layout((2, 2)), (4, 6), (0, 1)))
    print(cute.crd2idx((1, 2), a), cute.idx2crd(10, (4, 8)))
    print(cute.E([1, 0]))


main()
