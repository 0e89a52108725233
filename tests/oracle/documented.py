"""The examples of CUTLASS's CuTe tutorial, as differential cases (op "doc:<section>").

From media/docs/cpp/cute/02_layout_algebra.md (every example) and the layout examples of
media/docs/cpp/cute/01_layout.md.  The docs sometimes show the static form of an answer, or an
answer worked by hand; the expected value is always CuTe's own, from the oracle.  Examples shown
only in figures are written out from the figure's caption; symbolic ones (`(w,x,y,z)`) are given
column-major strides.
"""

from __future__ import annotations

from .cases import Case, case

# ---- 02_layout_algebra.md --------------------------------------------------------------------

A_COAL = "a = (_2,(_1,_6)):(_1,(_6,_2))"
A_12 = "a = (12,(4,8)):(59,(13,1))"
A_9 = "a = (_9,(_4,_8)):(_59,(_13,_1))"
T_9 = "t = <_3:_3, (_2,_4):(_1,_8)>"

LAYOUT_ALGEBRA = {
    "coalesce": [
        "coalesce((_2,(_1,_6)):(_1,(_6,_2)))",                          # _12:_1
        "coalesce((_2,_4):(_1,_2))",                                    # acts like _8:_1
        "coalesce(_8:_1)",
        f"{A_COAL}; coalesce(a, (_1,_1))",                              # (_2,_6):(_1,_2)
        f"{A_COAL}; make_layout(coalesce(layout<0>(a)), coalesce(layout<1>(a)))",
    ],
    "composition": [
        "composition((6,2):(8,2), (4,3):(3,1))",                        # ((2,2),3):((24,2),8)
        "composition((_6,_2):(_8,_2), (_4,_3):(_3,_1))",
        # "dividing out" and "modding out" the shape (the divisibility conditions)
        "shape_div((6,2), 2)", "shape_div((6,2), 3)", "shape_div((6,2), 6)", "shape_div((6,2), 12)",
        "shape_div((3,6,2,8), 3)", "shape_div((3,6,2,8), 6)", "shape_div((3,6,2,8), 9)",
        "shape_div((3,6,2,8), 72)",
        # The "modding out" examples, `(6,2) % 3 => (3,1)`, have no CuTe function (there is no
        # shape_mod); they show up as the shapes of compositions such as Example 1's `... o 3:1`.
        "composition((3,6,2,8):(1,3,18,36), 16:9)",                     # (1,2,2,4):(9*w,3*x,y,z)
        # Example 1
        "composition((6,2):(8,2), 4:3)",                                # (2,2):(24,2)
        "composition((6,2):(8,2), 3:1)",                                # (3,1):(8,2)
        # Example 2: reshape 20:2 into a 5x4 row-major matrix
        "composition(20:2, (5,4):(4,1))",                               # (5,4):(8,2)
        "composition(20:2, 5:4)",
        "composition(20:2, 4:1)",
        # Example 3
        "composition((10,2):(16,4), (5,4):(1,5))",                      # ((5,1),(2,2)):((16,4),(80,4))
        "composition((_10,_2):(_16,_4), (_5,_4):(_1,_5))",              # (_5,(_2,_2)):(_16,(_80,_4))
        "composition((10,2):(16,4), 5:1)",                              # (5,1):(16,4)
        "composition((10,2):(16,4), 4:5)",                              # (2,2):(80,4)
    ],
    "by-mode composition": [
        f"{A_12}; composition(a, <_3:_4, _8:_2>)",                      # (_3,(2,4)):(236,(26,1))
        f"{A_12}; t = <_3:_4, _8:_2>; make_layout(composition(layout<0>(a), get<0>(t)), "
        "composition(layout<1>(a), get<1>(t)))",
        f"{A_12}; composition(a, (_3,_8))",                             # (_3,(4,2)):(59,(13,1))
        f"{A_12}; composition(a, <_3:_1, _8:_1>)",
    ],
    "complement": [
        "complement(_4:_1, _24)",                                       # _6:_4
        "complement(_6:_4, _24)",                                       # _4:_1
        "complement((_4,_6):(_1,_4), _24)",                             # _1:_0
        "complement(_4:_2, _24)",                                       # (_2,_3):(_1,_8)
        "complement((_2,_4):(_1,_6), _24)",                             # _3:_2
        "complement((_2,_2):(_1,_6), _24)",                             # (_3,_2):(_2,_12)
        "cosize((_4,_6):(_1,_4))",
        "cosize((_6,_4):(_4,_1))",
        "cosize((_4,(_2,_3)):(_2,(_1,_8)))",
        "make_layout((_2,_4):(_1,_6), complement((_2,_4):(_1,_6), _24))",
        "make_layout((_2,_2):(_1,_6), complement((_2,_2):(_1,_6), _24))",
        # the cotarget 28 versus the shape (_4,7) of the same size
        "complement(_4:_1, 28)",
        "complement(_4:_1, (_4,7))",
    ],
    "logical_divide": [
        "logical_divide((4,2,3):(2,1,8), 4:2)",                         # ((2,2),(2,3)):((4,1),(2,8))
        "complement(4:2, 24)",                                          # (2,3):(1,8)
        "make_layout(4:2, complement(4:2, 24))",                        # (4,(2,3)):(2,(1,8))
        "composition((4,2,3):(2,1,8), (4,(2,3)):(2,(1,8)))",
        "logical_divide((2,4,3):(4,1,8), 4:2)",                         # older copy of the doc
        "logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)",
        "logical_divide((9,(4,8)):(59,(13,1)), <3:3, (2,4):(1,8)>)",
        "composition((9,(4,8)):(59,(13,1)), <3:3, (2,4):(1,8)>)",       # (3,(2,4)):(177,(13,2))
    ],
    "zipped divide": [
        f"{A_9}; {T_9}; logical_divide(a, t)",                          # shape ((3,3),(8,4))
        f"{A_9}; {T_9}; zipped_divide(a, t)",                           # shape ((3,8),(3,4))
        f"{A_9}; {T_9}; tiled_divide(a, t)",
        f"{A_9}; {T_9}; flat_divide(a, t)",
        f"{A_9}; {T_9}; zd = zipped_divide(a, t); zd(0,3)",             # the 3rd tile
        f"{A_9}; {T_9}; zd = zipped_divide(a, t); zd(0,7)",             # the 7th tile
        f"{A_9}; {T_9}; zd = zipped_divide(a, t); zd(0,(1,2))",         # the (1,2)th tile
        f"{A_9}; {T_9}; layout<0>(zipped_divide(a, t))",                # == composition(a, t)
        f"{A_9}; {T_9}; composition(a, t)",
    ],
    "logical_product": [
        "logical_product((2,2):(4,1), 6:1)",                            # ((2,2),(2,3)):((4,1),(2,8))
        "complement((2,2):(4,1), 24)",                                  # (2,3):(2,8)
        "composition((2,3):(2,8), 6:1)",
        "logical_product((2,2):(4,1), (4,2):(2,1))",                    # 8 tiles in another order
        "logical_product((_2,_2):(_4,_1), _6:_1)",
        # 2-D: a 2x5 row-major block tiled over 3x4 column-major, through a by-mode tiler (figure)
        "logical_product((2,5):(5,1), <3:5, 4:6>)",
        "logical_product((_2,_5):(_5,_1), <_3:_5, _4:_6>)",
    ],
    "blocked and raked products": [
        "blocked_product((2,5):(5,1), (3,4):(1,3))",
        "raked_product((2,5):(5,1), (3,4):(1,3))",
        "blocked_product((_2,_5):(_5,_1), (_3,_4):(_1,_3))",
        "raked_product((_2,_5):(_5,_1), (_3,_4):(_1,_3))",
    ],
    "zipped and tiled products": [
        "zipped_product((2,5):(5,1), <3:5, 4:6>)",
        "tiled_product((2,5):(5,1), <3:5, 4:6>)",
        "flat_product((2,5):(5,1), <3:5, 4:6>)",
        "zipped_product((_2,_5):(_5,_1), <_3:_5, _4:_6>)",
        "tiled_product((_2,_5):(_5,_1), <_3:_5, _4:_6>)",
        "flat_product((_2,_5):(_5,_1), <_3:_5, _4:_6>)",
    ],
}

# ---- 01_layout.md ----------------------------------------------------------------------------

S2XH4 = "s2xh4 = make_layout((2,(2,2)), (4,(2,1)))"
SHAPE_3_23 = "(_3,(_2,_3))"
A_4_36 = "a = make_layout((_4,(_3,_6)))"
A_2357 = "a = make_layout((_2,_3,_5,_7))"
AB = "a = _3:_1; b = _4:_3"


def print_1d(layout: str, n: int = 8) -> list[str]:
    """The doc's print1D: layout(i) for every 1-D coordinate."""
    return [f"L = {layout}; L({i})" for i in range(n)]


LAYOUT = {
    "constructing a layout": [
        "make_layout(_8)",                                              # _8:_1
        "make_layout(8)",                                               # 8:_1
        "make_layout((_2,_4))",                                         # (_2,_4):(_1,_2)
        "make_layout((_2,4))",                                          # (_2,4):(_1,_2)
        "make_layout((_2,4), (_12,_1))",                                # (_2,4):(_12,_1)
        "make_layout((_2,4), LayoutLeft)",                              # (_2,4):(_1,_2)
        "make_layout((_2,4), LayoutRight)",                             # (_2,4):(4,_1)
        "make_layout((2,(2,2)), (4,(2,1)))",                            # (2,(2,2)):(4,(2,1))
        f"{S2XH4}; make_layout(shape(s2xh4), LayoutLeft)",              # (2,(2,2)):(_1,(2,4))
        "make_layout((2,(2,2)), LayoutRight)",
    ],
    "using a layout": [
        "print_layout(make_layout((_2,_4)))",                           # print2D(s2xs4)
        "print_layout(make_layout((_2,4), (_12,_1)))",                  # print2D(s2xd4_a)
        f"{S2XH4}; print_layout(make_layout(shape(s2xh4), LayoutLeft))",
        f"{S2XH4}; print_layout(s2xh4)",
    ] + print_1d("make_layout((_2,_4))")                                 # print1D(s2xs4)
      + print_1d("make_layout((_2,4), (_12,_1))")                        # print1D(s2xd4_a)
      + print_1d("make_layout((2,(2,2)), LayoutLeft)")                   # print1D(s2xh4_col)
      + print_1d("make_layout((2,(2,2)), (4,(2,1)))"),                   # print1D(s2xh4)
    "vector layouts": [
        "8:1", "8:2", "((4,2)):((2,1))", "((4,2)):((1,4))",
        "coalesce(((4,2)):((1,4)))",
    ] + print_1d("8:1") + print_1d("8:2") + print_1d("((4,2)):((2,1))") + print_1d("((4,2)):((1,4))"),
    "matrix layouts": [
        "print_layout((4,2):(1,4))",
        "print_layout((4,2):(2,1))",
        "print_layout(((2,2),2):((4,1),2))",
    ],
    "coordinate mapping": [
        f"idx2crd(16, {SHAPE_3_23})",                                   # (1,(1,2))
        f"idx2crd(_16, {SHAPE_3_23})",                                  # (_1,(_1,_2))
        f"idx2crd((1,5), {SHAPE_3_23})",                                # (1,(1,2))
        f"idx2crd((_1,5), {SHAPE_3_23})",                               # (_1,(1,2))
        f"idx2crd((1,(1,2)), {SHAPE_3_23})",                            # (1,(1,2))
        f"idx2crd((_1,(1,_2)), {SHAPE_3_23})",                          # (_1,(1,_2))
    ] + [f"idx2crd({i}, (3,(2,3)))" for i in range(18)]                # the table of natural coordinates
      + [f"idx2crd({i}, (3,6))" for i in range(18)],                   # ... and of 2-D coordinates
    "index mapping": [
        f"crd2idx(16, {SHAPE_3_23}, (_3,(_12,_1)))",                    # 17
        f"crd2idx(_16, {SHAPE_3_23}, (_3,(_12,_1)))",                   # _17
        f"crd2idx((1,5), {SHAPE_3_23}, (_3,(_12,_1)))",                 # 17
        f"crd2idx((_1,5), {SHAPE_3_23}, (_3,(_12,_1)))",                # 17
        f"crd2idx((_1,_5), {SHAPE_3_23}, (_3,(_12,_1)))",               # _17
        f"crd2idx((1,(1,2)), {SHAPE_3_23}, (_3,(_12,_1)))",             # 17
        f"crd2idx((_1,(_1,_2)), {SHAPE_3_23}, (_3,(_12,_1)))",          # _17
        "print_layout((3,(2,3)):(3,(12,1)))",
    ],
    "sublayouts": [
        f"{A_4_36}; a",                                                 # (4,(3,6)):(1,(4,12))
        f"{A_4_36}; layout<0>(a)",                                      # 4:1
        f"{A_4_36}; layout<1>(a)",                                      # (3,6):(4,12)
        f"{A_4_36}; layout<1,0>(a)",                                    # 3:4
        f"{A_4_36}; layout<1,1>(a)",                                    # 6:12
        f"{A_2357}; a",                                                 # (2,3,5,7):(1,2,6,30)
        f"{A_2357}; select<1,3>(a)",                                    # (3,7):(2,30)
        f"{A_2357}; select<0,1,3>(a)",                                  # (2,3,7):(1,2,30)
        f"{A_2357}; select<2>(a)",                                      # (5):(6)
        f"{A_2357}; take<1,3>(a)",                                      # (3,5):(2,6)
        f"{A_2357}; take<1,4>(a)",                                      # (3,5,7):(2,6,30)
        f"{A_2357}; take<1,1>(a)",                                      # not allowed
    ],
    "concatenation": [
        f"{AB}; make_layout(a, b)",                                     # (3,4):(1,3)
        f"{AB}; make_layout(b, a)",                                     # (4,3):(3,1)
        f"{AB}; make_layout(make_layout(a, b), make_layout(b, a))",     # ((3,4),(4,3)):((1,3),(3,1))
        f"{AB}; make_layout(a)",                                        # (3):(1)
        f"{AB}; make_layout(make_layout(a))",                           # ((3)):((1))
        f"{AB}; make_layout(a, make_layout(a), a)",                     # (3,(3),3):(1,(1),1)
        f"{AB}; append(a, b)",                                          # (3,4):(1,3)
        f"{AB}; prepend(a, b)",                                         # (4,3):(3,1)
        f"{AB}; ab = append(a, b); append(ab, ab)",                     # (3,4,(3,4)):(1,3,(1,3))
        f"{AB}; ab = append(a, b); c = append(ab, ab); replace<2>(c, b)",   # (3,4,4):(1,3,3)
    ],
    "grouping and flattening": [
        f"{A_2357}; group<0,2>(a)",                                     # ((_2,_3),_5,_7):((_1,_2),_6,_30)
        f"{A_2357}; group<1,3>(group<0,2>(a))",                         # ((_2,_3),(_5,_7)):((_1,_2),(_6,_30))
        f"{A_2357}; flatten(group<0,2>(a))",                            # (_2,_3,_5,_7):(_1,_2,_6,_30)
        f"{A_2357}; flatten(group<1,3>(group<0,2>(a)))",
    ],
}


def documented_cases() -> list[Case]:
    out = []
    for doc in (LAYOUT_ALGEBRA, LAYOUT):
        for section, exprs in doc.items():
            out += [case(f"doc:{section}", e) for e in exprs]
    return out
