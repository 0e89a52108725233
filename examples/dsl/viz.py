# The CuTe DSL's own TikZ pictures (cute.viz: other markup and colours than CuTe C++'s print_latex), pasted:
# cutecalc --dialect dsl -f examples/dsl/viz.py
import cutlass
import cutlass.cute as cute


@cute.jit
def pictures():
    thr_layout = cute.make_layout((2, 4), stride=(4, 1))
    val_layout = cute.make_layout((2, 2), stride=(2, 1))
    tiler_mn, tv_layout = cute.make_layout_tv(thr_layout, val_layout)
    cute.viz.print_latex_tv(tv_layout, tiler_mn)
    cute.viz.print_latex(cute.make_layout((2, 3), stride=(3, 1)))


pictures()
