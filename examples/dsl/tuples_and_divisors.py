# The CuTe DSL's helpers over nested tuples (cutlass/cute/tuple.py's docstring examples, printed) and the
# divisibility it knows of run-time integers (cutecalc --dialect dsl -f examples/dsl/tuples_and_divisors.py); the
# expected output is what the DSL itself prints for this file.
import cutlass
import cutlass.cute as cute


@cute.jit
def main():
    print(cute.transform_leaf(lambda x, y: x + y, (1, 2), (3, 4)))
    print(cute.transform_apply((1, 2, 3), f=lambda x: x * 2, g=lambda *args: sum(args)))
    print(cute.filter_tuple((1, 2, 3, 4), f=lambda x: (x,) if x % 2 == 0 else ()))
    print(cute.tuple_cat(1, (2, 3)), cute.unwrap(((1, 2, 3),)), cute.repeat(1, 1), cute.repeat_as_tuple(1, 1))
    n = cute.assume(cutlass.Int32(96), divby=8)
    layout = cute.make_layout((n, 3))
    print(layout, cute.size(layout), cute.cosize(layout))
    print(cute.composition(cute.make_layout((6, 2), stride=(n, 2)), cute.make_layout((4, 3), stride=(3, 1))))
    print(cute.zipped_divide(layout, (4, 3)))
    print(n + 4, n * 3, n // 2, n % 16, n % 4)
    cute.printf("{} {}", layout, n * 3)


main()
