"""The core rows of the function table (function_table.py): the layout algebra, tuples, printing and C++'s
spellings of values, each with its signature, help, worked example, implementation and its spelling in CuTe
C++ and the CuTe DSL.

Each implementation receives the evaluated template arguments (`targs`, as in `size<0>(L)`) and call
arguments, and returns an algebra value.  A DSL spelling that is more than a template is a `_dsl_*` writer
here, beside its row: it gets the emitter (`e.expr`, `e.value_of`, `e.static_int`) and the call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..algebra import composed as co
from ..algebra import inttuple as it
from ..algebra import layout as lo
from ..algebra.basis import ScaledBasis
from ..algebra.integers import S, is_dynamic_int, is_integer, safe_div, value
from ..algebra.inttuple import UNDERSCORE, Underscore
from ..algebra.layout import Layout
from ..algebra.pictures import layout_picture, tv_picture
from ..algebra.swizzle import ComposedLayout, Swizzle, domain_layout, make_composed, swizzle_as_layout
from ..errors import CuteDomainError, CuteTypeError
from .function_table import (
    CALL,
    DSL_LACKS,
    MEMBER,
    NOT_IN_DSL,
    SAME,
    TUPLE,
    TYPE,
    Explaining,
    Rows,
    Spelling,
    Untranslatable,
    call,
    none,
    spelled,
    written,
)
from .values import (
    PICTURE_CELLS,
    TYPE_BITS,
    ArithOrigin,
    CppString,
    MajorTag,
    MmaMajor,
    Picture,
    Printout,
    TypeName,
    basis,
    describe,
    is_coord,
    is_inttuple,
    is_tensor,
    want_integer,
    want_ints,
    want_inttuple,
    want_layout,
    want_tiler,
)

ROWS = Rows()
function = ROWS.function


def _layout_like(v, fn: str, pos: int = 1):
    if isinstance(v, (Layout, ComposedLayout)):
        return v
    return want_layout(v, fn, pos)


def _want_tuple(v, fn: str):
    """An IntTuple, or a tuple holding `_` (X): what CuTe's tuple algorithms (take, select, ...) rearrange."""
    return v if is_coord(v) else want_inttuple(v, fn, 1)


def _inner(v):
    """The layout whose domain a value has (a composed layout's domain is its right-hand layout's)."""
    return domain_layout(v) if isinstance(v, ComposedLayout) else v


# -- size, rank, depth, shape, stride, cosize ---------------------------------------------------

def _mode_query(name: str, on_layout, on_tuple, summary: str, example: str, dsl: Spelling, signature: str = ""):
    def impl(targs, args):
        idx = want_ints(targs, name)
        x = args[0]
        if isinstance(x, ComposedLayout) and name in ("stride", "coshape"):
            raise CuteTypeError(f"{name}: CuTe defines no {name} of a composed layout (its function is not linear)")
        if isinstance(x, (Layout, ComposedLayout)):
            return on_layout(_inner(x), *idx)
        if on_tuple is not None and (is_inttuple(x) or (name in ("rank", "depth") and is_coord(x))):
            return on_tuple(it.get_path(x, idx))
        if name == "shape" and isinstance(x, tuple):   # of a tile (layouts among its modes): each mode's shape
            return it.get_path(_shape_of_modes(x), idx)
        if name == "size" and x is not None:
            from .atom_functions import size_of_tiled  # a tiled MMA or copy: off the one-shot path
            n = size_of_tiled(x, idx)
            if n is not None:
                return n
        raise CuteTypeError(f"{name}: expects a Layout{' or an IntTuple' if on_tuple else ''}, "
                            f"got {describe(x)}")
    function(name, signature or f"{name}<I...>(L)", summary, example, ntargs=(0, 8), keywords=("obj", "mode<>"),
             cpp=CALL, dsl=dsl, on_tensor="" if name in ("cosize", "coshape") else "layout")(impl)


def _shape_of_modes(x):
    """CuTe's shape of a tuple: the tuple of its modes' shapes (of a layout, its shape; of an integer, itself)."""
    if isinstance(x, tuple):
        return tuple(_shape_of_modes(m) for m in x)
    if isinstance(x, (Layout, ComposedLayout)):
        return lo.shape_mode(_inner(x))
    if is_integer(x) or isinstance(x, Underscore):
        return x
    raise CuteTypeError(f"shape: expects a Layout or an IntTuple, got {describe(x)}")


def _by_mode(fn: str) -> Spelling:
    """The DSL's f<I...>(L): cute.f(L, mode=[I...])."""
    return spelled(f"{fn}({{0}})", f"{fn}({{0}}, mode=[{{t}}])")


_mode_query("size", lo.size, it.product, "The number of coordinates in the domain: the product of the shape "
            "(of mode I... when given). For a TiledMMA or TiledCopy: its number of threads.",
            "size((4,(2,3)):(1,(4,8)))  ->  24", _by_mode("cute.size"), "size<I...>(L) / size(tiled)")
_mode_query("rank", lo.rank, lambda t: S(it.rank(t)), "The number of top-level modes.",
            "rank((4,(2,3)):(1,(4,8)))  ->  _2", _by_mode("cute.rank"))
_mode_query("depth", lo.depth, lambda t: S(it.depth(t)), "The nesting depth of the shape (an integer has depth 0).",
            "depth((4,(2,3)):(1,(4,8)))  ->  _2", spelled("cute.depth({0})"))
_mode_query("shape", lo.shape_mode, lambda t: t, "The shape of the layout (of mode I... when given); of an "
            "IntTuple, the tuple itself.",
            "shape<1>((4,(2,3)):(1,(4,8)))  ->  (2,3)",
            spelled("cute.shape({0})", "cute.shape(cute.get({0}, mode=[{t}]))"))
_mode_query("stride", lo.stride_mode, None, "The stride of the layout (of mode I... when given).",
            "stride<1>((4,(2,3)):(1,(4,8)))  ->  (4,8)", spelled("{0}.stride", "cute.get({0}, mode=[{t}]).stride"))
_mode_query("cosize", lo.cosize, None, "The size of the codomain: one past the largest offset, L(size(L)-1)+1 "
            "for an ordered layout.", "cosize((4,2):(2,1))  ->  8", _by_mode("cute.cosize"))
_mode_query("coshape", lo.coshape, None, "The codomain's shape (for identity layouts a coordinate).",
            "coshape((4,2):(2,1))  ->  8", DSL_LACKS)


def _get_impl(name):
    def impl(targs, args):
        idx = want_ints(targs, name)
        x = args[0]
        if isinstance(x, (Layout, ComposedLayout)):
            return co.on_domain(x, lambda b: lo.get_mode(b, *idx))
        if isinstance(x, tuple) or is_integer(x):
            return it.get_path(x, idx)
        raise CuteTypeError(f"{name}: expects a Layout or a tuple, got {describe(x)}")
    return impl


def _get_cpp(targs, args):
    if not targs:   # C++'s get takes at least one index; the DSL's get(x) with no mode is x (_get_dsl)
        raise CuteTypeError("get: expects at least 1 template arguments <...>, got 0 (usage: get<I...>(L))")
    return _get_impl("get")(targs, args)


def _get_dsl(targs, args):
    return args[0] if not targs else _get_impl("get")(targs, args)


function("get", "get<I...>(L)", "The sub-layout (or tuple element) at mode I..., as get<I0,I1>(L) = get<I1>(get<I0>(L)).",
         "get<1,0>((4,(2,3)):(1,(4,8)))  ->  2:4", ntargs=(0, 8), keywords=("obj", "mode<>"), cpp=CALL,
         dsl=_by_mode("cute.get"), dsl_impl=_get_dsl)(_get_cpp)
function("layout", "layout<I...>(L) / layout(tensor)", "The sub-layout of mode I... (the layout itself without "
         "indices). For a tensor: its layout.",
         "layout<1>((4,(2,3)):(1,(4,8)))  ->  (2,3):(4,8)", ntargs=(0, 8), keywords=("obj", "mode<>"), cpp=CALL,
         on_tensor="layout",
         dsl=_by_mode("cute.get"))(_get_impl("layout"))


def _select(targs, args, composed=False):
    x = args[0]
    if isinstance(x, Layout):
        return lo.select(want_ints(targs, "select"), x)
    if composed and isinstance(x, ComposedLayout):   # the DSL's select takes a composed layout's modes (C++'s: none)
        return co.on_domain(x, lambda b: lo.select(want_ints(targs, "select"), b))
    return it.select(want_ints(targs, "select"), _want_tuple(x, "select"))


def _select_dsl(targs, args):
    return _select(targs, args, composed=True)


function("select", "select<I...>(L)", "A layout of the chosen modes, in the given order.",
         "select<1,0>((4,8):(8,1))  ->  (8,4):(1,8)", ntargs=(1, 16), keywords=("obj", "mode<>"), cpp=CALL,
         dsl=_by_mode("cute.select"), dsl_impl=_select_dsl)(_select)


def _mode_range_impl(name, op_layout, op_tuple):
    """take<B,E> and group<B,E>: an operation on the modes in [B,E) of a layout's domain or of a tuple."""
    def impl(targs, args):
        b, e = want_ints(targs, name)
        x = args[0]
        if isinstance(x, (Layout, ComposedLayout)):
            return co.on_domain(x, lambda lb: op_layout(b, e, lb))
        return op_tuple(b, e, _want_tuple(x, name))
    return impl


def _dsl_take(e, n) -> str:
    """take<B,E>(L) is the DSL's cute.select(L, mode=[B, ..., E-1])."""
    b, end = (int(e.static_int(t)) for t in n.targs)
    return f"cute.select({e.expr(n.args[0])}, mode={list(range(b, end))})"


function("take", "take<B,E>(L)", "A layout of the modes in [B,E).", "take<0,2>((2,3,4):(1,2,6))  ->  (2,3):(1,2)",
         ntargs=(2, 2), cpp=CALL, dsl=written(_dsl_take), on_tensor="tensor")(_mode_range_impl("take", lo.take, it.take))
function("group", "group<B,E>(L)", "Gather the modes in [B,E) into one mode.",
         "group<0,2>((2,3,4):(1,2,6))  ->  ((2,3),4):((1,2),6)", ntargs=(2, 2), keywords=("input", "begin<>", "end<>"),
         cpp=CALL, dsl=spelled("cute.group_modes({0}, {t0}, {t1})", name="group_modes"))(
    _mode_range_impl("group", lo.group, it.group))


@function("flatten", "flatten(L)", "Remove the nesting: a layout (or tuple) of depth at most 1.",
          "flatten((4,(2,3)):(1,(4,8)))  ->  (4,2,3):(1,4,8)", keywords=("a",), cpp=CALL, dsl=CALL, on_tensor="tensor")
def _flatten(targs, args):
    x = args[0]
    if isinstance(x, (Layout, ComposedLayout)):
        return co.on_domain(x, lo.flatten)
    return it.flatten(_want_tuple(x, "flatten"))


def _dsl_unflatten(e, n) -> str:
    """The DSL's unflatten(sequence, profile) folds a flat tuple; a layout it refuses."""
    if isinstance(e.value_of(n.args[0]), (Layout, ComposedLayout)):
        raise Untranslatable("the CuTe DSL's unflatten folds a flat tuple; it refuses a layout")
    return "cute.unflatten(" + ", ".join(e.expr(x) for x in n.args) + ")"


@function("unflatten", "unflatten(L, profile)", "Fold a flat layout or tuple into the nesting of profile (the DSL's "
          "unflatten(sequence, profile) folds a tuple only).",
          "unflatten((4,2,3):(1,4,8), (1,(1,1)))  ->  (4,(2,3)):(1,(4,8))", nargs=(2, 2),
          keywords=("sequence", "profile"), cpp=call(roles=(None, "tuple")),
          dsl=written(_dsl_unflatten, differs=lambda c, value_of: (
              "the CuTe DSL's unflatten folds a flat tuple and refuses a layout (cutecalc answers as CuTe C++)")
              if c.args and isinstance(value_of(c.args[0]), (Layout, ComposedLayout)) else None))
def _unflatten(targs, args):
    x, prof = args
    if isinstance(x, Layout):
        return lo.unflatten(x, prof)
    return it.unflatten(_want_tuple(x, "unflatten"), prof)


def _append_like(name, op_layout, op_tuple, op_tuple_n):
    def impl(targs, args):
        n = want_ints(targs, name)[0] if targs else None
        x = args[0]
        if isinstance(x, ComposedLayout) and name == "append":
            y = want_layout(args[1], name, 2) if len(args) > 1 else lo._EMPTY
            return co.on_domain(x, lambda b: op_layout(b, y, n))
        if isinstance(x, Layout):
            y = want_layout(args[1], name, 2) if len(args) > 1 else lo._EMPTY
            return op_layout(x, y, n)
        t = _want_tuple(x, name)
        if len(args) < 2:
            raise CuteTypeError(f"{name}: appending to a tuple needs the element to add")
        return op_tuple(t, args[1]) if n is None else op_tuple_n(n, t, args[1])
    return impl


def _dsl_append_like(fn: str) -> Spelling:
    """cute.append(L, X, up_to_rank=N) and cute.prepend: X defaults to _1:_0 as in C++."""
    unit = "cute.make_layout(1, stride=0)"
    return spelled(f"{fn}({{0}}, {unit})", f"{fn}({{0}}, {{1}})", f"{fn}({{0}}, {unit}, up_to_rank={{t0}})",
                   f"{fn}({{0}}, {{1}}, up_to_rank={{t0}})")


function("append", "append<N>(L, X = _1:_0)", "Add X as a last mode (to rank N with copies of X).",
         "append((4,2):(1,4), 3:8)  ->  (4,2,3):(1,4,8)", nargs=(1, 2), ntargs=(0, 1), keywords=("input", "elem", "up_to_rank<>"),
         cpp=CALL, dsl=_dsl_append_like("cute.append"))(_append_like("append", lo.append, it.append, it.append_to))
function("prepend", "prepend<N>(L, X = _1:_0)", "Add X as a first mode (to rank N with copies of X).",
         "prepend((4,2):(1,4), 3:8)  ->  (3,4,2):(8,1,4)", nargs=(1, 2), ntargs=(0, 1), keywords=("input", "elem", "up_to_rank<>"),
         cpp=CALL, dsl=_dsl_append_like("cute.prepend"))(
    _append_like("prepend", lo.prepend, it.prepend, it.prepend_to))


@function("replace", "replace<N>(L, X)", "Replace mode N by the layout X (N equal to the rank appends X).", "replace<1>((4,2):(1,4), 3:8)  ->  (4,3):(1,8)",
          nargs=(2, 2), ntargs=(1, 1), cpp=CALL, dsl=DSL_LACKS)
def _replace(targs, args):
    (n,) = want_ints(targs, "replace")
    x = args[0]
    if isinstance(x, Layout):
        return lo.replace(n, x, want_layout(args[1], "replace", 2))
    return it.replace(n, _want_tuple(x, "replace"), args[1])


def _with_profile(name, op, composed_needs_profile: bool = False):
    def impl(targs, args):
        x = args[0]
        prof = want_inttuple(args[1], name, 2) if len(args) > 1 else None
        if isinstance(x, ComposedLayout) and (prof is not None or not composed_needs_profile):
            return co.on_domain(x, lambda b: op(b, prof))
        return op(want_layout(x, name, 1), prof)
    return impl


function("coalesce", "coalesce(L[, profile])", "Merge modes that can be merged; the function on [0,size) is "
         "unchanged and depth(result) <= 1. With a profile, coalesce each of its modes separately.",
         "coalesce((_2,(_1,_6)):(_1,(_6,_2)))  ->  _12:_1",
         nargs=(1, 2), keywords=("input", "target_profile"), cpp=call(roles=(None, "tuple")),
         dsl=spelled("cute.coalesce({0})", "cute.coalesce({0}, target_profile={1})"), on_tensor="tensor")(
    _with_profile("coalesce", lo.coalesce))
function("filter", "filter(L[, profile])", "Remove the stride-0 and size-1 modes: coalesce(filter_zeros(L)).",
         "filter((_4,_2):(_1,_0))  ->  _4:_1", nargs=(1, 2), keywords=("input",), cpp=call(roles=(None, "tuple")),
         dsl=CALL, on_tensor="tensor")(_with_profile("filter", lo.filter, composed_needs_profile=True))
function("filter_zeros", "filter_zeros(L[, profile])", "Replace each mode with static stride _0 by a mode of size _1.",
         "filter_zeros((4,_2):(1,_0))  ->  (4,_1):(1,_0)", nargs=(1, 2), keywords=("input", "target_profile"),
         cpp=call(roles=(None, "tuple")),
         dsl=spelled("cute.filter_zeros({0})", "cute.filter_zeros({0}, target_profile={1})"), on_tensor="tensor")(
    _with_profile("filter_zeros", lo.filter_zeros, composed_needs_profile=True))


def _dsl_composition(e, n) -> str:
    """The DSL composes a swizzle with a layout as the composed layout Sw o 0 o L."""
    a = [e.expr(x) for x in n.args]
    if len(a) == 2 and isinstance(e.value_of(n.args[0]), Swizzle):
        return f"cute.make_composed_layout({a[0]}, 0, {a[1]})"
    return "cute.composition(" + ", ".join(a) + ")"


def _dsl_compose(targs: list, args: list) -> Any:
    """The DSL's cute.composition: as C++'s, but a swizzle on the left of two arguments is refused (the DSL's
    composed layout of a swizzle is cute.make_composed_layout(swizzle, 0, layout))."""
    if len(args) == 2 and isinstance(args[0], Swizzle):
        raise CuteTypeError(f"composition: the CuTe DSL refuses a swizzle as the left-hand side (invalid type for the "
                            f"LHS, !cute.swizzle<\"{args[0].cute_str().replace('Sw', 'S')}\">); write "
                            "cute.make_composed_layout(swizzle, 0, layout)")
    return _composition(targs, args)


@function("composition", "composition(A, B)", "A o B: the layout c -> A(B(c)), with B's domain. B may be a "
          "layout, a tiler <B0,B1,...> (composed mode by mode), an integer n (n:1) or _. "
          "composition(A, offset, B) builds the composed layout A o offset o B.",
          "composition((10,2):(16,4), (5,4):(1,5))  ->  ((5,1),(2,2)):((16,4),(80,4))", nargs=(2, 3), keywords=("lhs", "rhs"),
          cpp=CALL, dsl=written(_dsl_composition), on_tensor="tensor", dsl_impl=_dsl_compose,
          explain=Explaining("composition(A, B)(c) = A(B(c)), with B's shape: for each mode s:d of B, CuTe walks the "
                             "modes of coalesce(A), dividing out the stride d, then modding out the shape s; a tiler "
                             "<B0,B1,...> composes mode by mode", "composition_steps", by_mode=False,
                             inputs_index_a=True))
def _composition(targs, args):
    if len(args) == 3:  # composition(A, offset, B): CuTe's ComposedLayout, A(offset + B(c))
        inner, offset, outer = args
        if not isinstance(inner, (Swizzle, Layout, ComposedLayout)):
            raise CuteTypeError(f"composition: argument 1 of three must be a Swizzle or a Layout, got {describe(inner)}")
        if not is_integer(offset):
            raise CuteTypeError(f"composition: argument 2 of three must be an integer offset, got {describe(offset)}")
        return make_composed(inner, offset, want_layout(outer, "composition", 3))
    return compose_values(args[0], args[1])


def compose_values(a, b):
    """A o B for every pair of kinds CuTe composes (layouts, tilers, swizzles, composed layouts).  A tile of one
    layout, as `(4:1)` reads, is that layout on the left of `o`: `(4:1) o (2:2)` is `4:1 o 2:2`."""
    if isinstance(a, tuple) and len(a) == 1 and isinstance(a[0], (Layout, ComposedLayout, Swizzle)):
        a = a[0]
    return co.compose(a, b, lambda x, y: lo.composition(want_layout(x, "composition", 1),
                                                        want_tiler(y, "composition", 2)))


@function("complement", "complement(L[, cotarget])", "The layout R of the offsets L misses, ordered, disjoint from L, "
          "such that (L, R) covers [0, cotarget); cotarget defaults to cosize(L).",
          "complement(4:2, 24)  ->  (2,3):(_1,8)", nargs=(1, 2), keywords=("input", "cotarget"), cpp=CALL,
          dsl=Spelling("call", differs=lambda c, value_of: (
              "the CuTe DSL may print x:x for a complement of dynamic strides, where CuTe C++ refuses some at "
              "compile time (cutecalc answers as CuTe C++)") if c.args and has_dynamic(value_of(c.args[0])) else None),
          explain=Explaining("complement(A, M): the ordered layout of the offsets in [0, M) that A misses, so that "
                             "make_layout(A, complement(A, M)) covers [0, M)", "complement_steps", inputs=("A", "M"),
                             tiler=False, covers=True, inputs_by_offset=True))
def _complement(targs, args):
    x = _layout_like(args[0], "complement")
    x = _inner(x)
    if len(args) == 1:
        return lo.complement(x)
    cot = args[1]
    if isinstance(cot, Layout):
        cot = cot.shape
    return lo.complement(x, want_inttuple(cot, "complement", 2))


def _inverse(name, op):
    def impl(targs, args):
        x = args[0]
        if isinstance(x, Underscore):
            return x
        if isinstance(x, (ComposedLayout, Swizzle)) or is_integer(x):
            return op(x)
        return op(want_layout(x, name, 1))
    return impl


function("right_inverse", "right_inverse(L)", "R with L(R(i)) == i for every i < size(R); the largest such "
         "contiguous R.", "right_inverse((_4,_2):(_2,_1))  ->  (_2,_4):(_4,_1)", keywords=("input",), cpp=CALL, dsl=CALL,
         explain=Explaining("right_inverse(A) = R with A(R(i)) = i for i in [0, size(R))", "inverse_steps",
                            result_colours="through_a"))(
    _inverse("right_inverse", co.right_inverse))
function("left_inverse", "left_inverse(L)", "R with R(L(i)) == i for every i < size(L) (L injective).",
         "left_inverse((_4,_2):(_2,_1))  ->  (_2,_4):(_4,_1)", keywords=("input",), cpp=CALL, dsl=CALL,
         explain=Explaining("left_inverse(A) = R with R(A(i)) = i for i in [0, size(A))", "inverse_steps",
                            result_colours="none"))(
    _inverse("left_inverse", co.left_inverse))


def _of_two_layouts(name, op):
    """A function of two layouts, either of them possibly composed (max_common_vector, max_common_layout)."""
    def impl(targs, args):
        return op(_layout_like(args[0], name, 1), _layout_like(args[1], name, 2))
    return impl


function("max_common_vector", "max_common_vector(A, B)", "The largest N such that A and B agree as identities on "
         "the first N offsets, as a static integer (_1 when unknown); a swizzle Sw<B,M,S> cuts it to 2^M.",
         "max_common_vector((_4,_8):(_1,_4), (_4,_8):(_1,_4))  ->  _32", nargs=(2, 2), keywords=("a", "b"), cpp=CALL,
         dsl=CALL)(
    _of_two_layouts("max_common_vector", co.max_common_vector))
function("max_common_layout", "max_common_layout(A, B)", "The layout of the largest vector on which A and B "
         "are both the identity.", "max_common_layout((_4,_8):(_1,_4), (_4,_8):(_1,_4))  ->  _32:_1", nargs=(2, 2), keywords=("a", "b"),
         cpp=CALL, dsl=CALL)(
    _of_two_layouts("max_common_layout", co.max_common_layout))


@function("nullspace", "nullspace(L)", "The layout of the coordinates L maps to 0 (its static stride-0 modes).",
          "nullspace((_4,_2,_3):(_1,_0,_0))  ->  (_2,_3):(_4,_8)", keywords=("layout",), cpp=CALL, dsl=CALL)
def _nullspace(targs, args):
    if isinstance(args[0], ComposedLayout):      # CuTe: the nullspace of a composed layout is _1:_0
        return Layout(S(1), S(0))
    return lo.nullspace(want_layout(args[0], "nullspace", 1))


def has_dynamic(v: Any) -> bool:
    """Whether a layout or tuple holds a dynamic integer (where the CuTe DSL parts from CuTe C++)."""
    if isinstance(v, Layout):
        return has_dynamic(v.shape) or has_dynamic(v.stride)
    if isinstance(v, tuple):
        return any(has_dynamic(x) for x in v)
    return is_dynamic_int(v)


def _static_inputs(what: str, first: int) -> Spelling:
    """The DSL's cute.f(args), which refuses dynamic integers in its arguments from `first` on."""
    def differs(c, value_of) -> str | None:
        if any(has_dynamic(value_of(a)) for a in c.args[first:]):
            return f"the CuTe DSL refuses dynamic integers in {c.name}'s {what} (cutecalc answers as CuTe C++)"
        return None
    return Spelling("call", differs=differs)


def _layout_tiler_only(c, value_of) -> str | None:
    if len(c.args) == 2 and not isinstance(value_of(c.args[1]), Layout):
        return f"the CuTe DSL's {c.name} takes a layout, not a tiler of modes (cutecalc answers as CuTe C++)"
    return None


def _dsl_layout_tiler(e, n) -> str:
    """zipped_product and its kin: the DSL's take a layout, not a tiler of modes."""
    if len(n.args) == 2 and not isinstance(e.value_of(n.args[1]), Layout):
        raise Untranslatable(f"the CuTe DSL's {n.name} takes a layout, not a tiler of modes", lacking=True)
    return f"cute.{n.name}(" + ", ".join(e.expr(x) for x in n.args) + ")"


_DIVIDE_DSL = _static_inputs("tiler", 1)
_PRODUCT_DSL = _static_inputs("inputs", 0)
_LAYOUT_TILER_DSL = written(_dsl_layout_tiler, differs=_layout_tiler_only)
_PRODUCT_STEPS = "P = logical_product(append<R>(A), append<R>(B)), R = max(rank(A), rank(B))"


def _binary_tiler(name, op, summary, example, dsl: Spelling, formula: str, composed_tiler=None,
                  first=("L", "target"), want_second=want_tiler):
    """A row for op(L, tiler), L possibly composed (op then acts on its domain); composed_tiler(L, T) takes a
    composed layout T as the tiler where CuTe does.  `first` names L in the signature and as a keyword;
    `want_second` checks the tiler; `formula` is CuTe's definition (--explain shows its steps)."""
    def impl(targs, args):
        a = args[0]
        if composed_tiler is not None and isinstance(args[1], ComposedLayout) and isinstance(a, Layout):
            return composed_tiler(a, args[1])
        t = want_second(args[1], name, 2)
        if isinstance(a, ComposedLayout):
            return co.on_domain(a, lambda b: op(b, t))
        return op(want_layout(a, name, 1), t)
    steps = "rank_product_steps" if want_second is want_layout else "tiling_steps"
    function(name, f"{name}({first[0]}, tiler)", summary, example, nargs=(2, 2), keywords=(first[1], "tiler"),
             cpp=CALL, dsl=dsl, explain=Explaining(f"{name}(A, B) = {formula}", steps,
                                                   inputs_index_a=name.endswith("divide")),
             on_tensor="tensor" if name.endswith("divide") else "")(impl)


# The divides and products: (name, operation, summary, example, DSL spelling, CuTe's definition, options of
# _binary_tiler).
_TILER_ROWS: tuple[tuple[str, Callable[..., Any], str, str, Spelling, str, dict[str, Any]], ...] = (
    ("logical_divide", lo.logical_divide,
     "Split L into tiles of the tiler's shape: L o (T, complement(T, size(L))). Mode 0 is the tile, mode 1"
     " enumerates tiles; a tiler <T0,T1> divides mode by mode.",
     "logical_divide(24:2, 4:2)  ->  (4,(2,3)):(4,(2,16))", _DIVIDE_DSL,
     "composition(A, make_layout(B, complement(B, shape(coalesce(A)))))", {}),
    ("zipped_divide", lo.zipped_divide,
     "logical_divide with the tile modes gathered into mode 0 and the rest modes into mode 1: "
     "((TileM,TileN),(RestM,RestN)).",
     "zipped_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>)  ->  ((_2,_4),(_2,_2)):((_8,_1),(_16,_4))", _DIVIDE_DSL,
     "tile_unzip(logical_divide(A, B), B)", {}),
    ("tiled_divide", lo.tiled_divide,
     "zipped_divide with the rest modes unpacked: ((TileM,TileN),RestM,RestN).",
     "tiled_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>)  ->  ((_2,_4),_2,_2):((_8,_1),_16,_4)", _DIVIDE_DSL,
     "zipped_divide(A, B) with its rest mode unpacked", {}),
    ("flat_divide", lo.flat_divide,
     "zipped_divide with both modes unpacked: (TileM,TileN,RestM,RestN).",
     "flat_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>)  ->  (_2,_4,_2,_2):(_8,_1,_16,_4)", _DIVIDE_DSL,
     "zipped_divide(A, B) with both modes unpacked", {}),
    ("logical_product", lo.logical_product,
     "Repeat the block L over the tiler: (L, complement(L, size(L)*cosize(T)) o T); a swizzled tiler Sw o "
     "_0 o T gives the product with T under the swizzle carried to T's copy.",
     "logical_product((_2,_2):(_4,_1), _6:_1)  ->  ((_2,_2),(_2,_3)):((_4,_1),(_2,_8))", _PRODUCT_DSL,
     "make_layout(A, composition(complement(A, size(A)*cosize(B)), B))",
     {"composed_tiler": co.logical_product_swizzled}),
    ("zipped_product", lo.zipped_product,
     "logical_product gathered as ((block modes),(product modes)).",
     "zipped_product((_2,_2):(_1,_2), <_3:_1,_2:_1>)  ->  ((_2,_2),(_3,_2)):((_1,_2),(_2,_1))", _LAYOUT_TILER_DSL,
     "tile_unzip(logical_product(A, B), B)", {}),
    ("tiled_product", lo.tiled_product,
     "zipped_product with the product modes unpacked.",
     "tiled_product((_2,_2):(_1,_2), <_3:_1,_2:_1>)  ->  ((_2,_2),_3,_2):((_1,_2),_2,_1)", _LAYOUT_TILER_DSL,
     "zipped_product(A, B) with its rest mode unpacked", {}),
    ("flat_product", lo.flat_product,
     "zipped_product with every mode unpacked.",
     "flat_product((_2,_2):(_1,_2), <_3:_1,_2:_1>)  ->  (_2,_2,_3,_2):(_1,_2,_2,_1)", _LAYOUT_TILER_DSL,
     "zipped_product(A, B) with both modes unpacked", {}),
    ("blocked_product", lo.blocked_product,
     "Repeat the block over the tiler, each mode of the result pairing a block mode with a tiler mode "
     "(block-major): rank(result) = max(rank(block), rank(tiler)).",
     "blocked_product((_2,_2):(_1,_2), (_3,_4):(_1,_3))  ->  ((_2,_3),(_2,_4)):((_1,_4),(_2,_12))", _PRODUCT_DSL,
     "zip(get<0>(P), get<1>(P)), " + _PRODUCT_STEPS, {"first": ("block", "block"), "want_second": want_layout}),
    ("raked_product", lo.raked_product,
     "Repeat the block over the tiler with the blocks interleaved (tiler-major in each mode).",
     "raked_product((_2,_2):(_1,_2), (_3,_4):(_1,_3))  ->  ((_3,_2),(_4,_2)):((_4,_1),(_12,_2))", _PRODUCT_DSL,
     "zip(get<1>(P), get<0>(P)), " + _PRODUCT_STEPS, {"first": ("block", "block"), "want_second": want_layout}),
)
for _row in _TILER_ROWS:
    _binary_tiler(*_row[:6], **_row[6])


def _dsl_tile_to_shape(e, n) -> str:
    """The DSL's tile_to_shape takes the order always: LayoutLeft's is (0, 1, ..., rank-1)."""
    a = [e.expr(x) for x in n.args]
    order = a[2] if len(a) > 2 else _py_tuple(range(_rank(e.value_of(n.args[1]))))
    return f"cute.tile_to_shape({a[0]}, {a[1]}, {order})"


def _py_tuple(xs) -> str:
    xs = [str(x) for x in xs]
    return "(" + xs[0] + ",)" if len(xs) == 1 else "(" + ", ".join(xs) + ")"


def _rank(shape: Any) -> int:
    if shape is None:
        raise Untranslatable("the shape's rank is not known")
    return len(shape) if isinstance(shape, tuple) else 1


def _tile_order(args: list, fn: str):
    """The order argument of tile_to_shape and tile_to_mma_shape (LayoutLeft when absent)."""
    if len(args) < 3:
        return None
    o = args[2]
    return ("left" if o.left else "right") if isinstance(o, MajorTag) else want_inttuple(o, fn, 3)


@function("tile_to_shape", "tile_to_shape(L, shape[, order])", "Repeat L (blocked) until it has the target "
          "shape; order (LayoutLeft by default, LayoutRight, or a step tuple) says which modes to fill first.",
          "tile_to_shape((_2,_2):(_1,_2), (_4,_6))  ->  ((_2,_2),(_2,_3)):((_1,_4),(_2,_8))", nargs=(2, 3), keywords=("atom", "trg_shape", "order"),
          cpp=CALL, dsl=written(_dsl_tile_to_shape))
def _tile_to_shape(targs, args):
    block = args[0] if isinstance(args[0], ComposedLayout) else want_layout(args[0], "tile_to_shape", 1)
    shape = want_inttuple(args[1], "tile_to_shape", 2)
    order = _tile_order(args, "tile_to_shape")
    from ..algebra.relations import tile_to_shape  # relations.py is off the one-shot path
    return co.on_domain(block, lambda b: tile_to_shape(b, shape, order))


# -- construction -------------------------------------------------------------------------------

def _dsl_make_layout(e, n) -> str:
    """The DSL's make_layout(shape, stride=...); a major tag is its make_ordered_layout; layouts concatenate as
    cute.make_layout((L0, L1, ...))."""
    args = n.args
    values = [e.value_of(x) for x in args]
    if len(args) > 1 and all(isinstance(v, Layout) for v in values):
        return "cute.make_layout((" + ", ".join(e.expr(x) for x in args) + ",))"
    if len(args) == 2:
        tag = values[1]
        shape = e.expr(args[0])
        if isinstance(tag, MajorTag):
            dims = values[0]
            if isinstance(dims, tuple) and any(isinstance(x, tuple) for x in dims):
                if tag.left:   # LayoutLeft is the compact column-major layout, make_layout's own
                    return f"cute.make_layout({shape})"
                raise Untranslatable("a nested shape with LayoutRight (write its strides)")
            r = _rank(dims)
            order = list(range(r)) if tag.left else list(reversed(range(r)))
            return f"cute.make_ordered_layout({shape}, order={_py_tuple(order)})"
        return f"cute.make_layout({shape}, stride={e.expr(args[1])})"
    if isinstance(values[0], Layout):
        return f"cute.make_layout(({e.expr(args[0])},))"
    return f"cute.make_layout({e.expr(args[0])})"


@function("make_layout", "make_layout(shape[, stride | LayoutLeft{} | LayoutRight{}]) / make_layout(L0, L1, ...)",
          "A layout from a shape (compact column-major by default) and optional stride or major-ness tag; or "
          "the concatenation of layouts (mode i is Li; the CuTe DSL writes make_layout((L0, L1, ...))).",
          "make_layout((4,8), LayoutRight)  ->  (4,8):(8,_1)", nargs=(1, 64), keywords=("shape", "stride"),
          cpp=call(roles=("shape", "stride")), dsl=written(_dsl_make_layout))
def _make_layout(targs, args):
    if len(args) == 1 and isinstance(args[0], tuple) and args[0] and all(isinstance(a, Layout) for a in args[0]):
        args = list(args[0])   # the DSL's cute.make_layout((L0, L1)): a Python tuple of the layouts
    if all(isinstance(a, Layout) for a in args):
        return lo.concat_layouts(*args)
    if len(args) == 1 and isinstance(args[0], Swizzle):
        return swizzle_as_layout(args[0])
    if len(args) > 2:
        raise CuteTypeError("make_layout: expects (shape), (shape, stride), (shape, LayoutLeft{}/LayoutRight{}) "
                            "or layouts to concatenate")
    shape = want_inttuple(args[0], "make_layout", 1, "a shape (integer or tuple of integers)")
    it.check_positive_shape(shape)
    if len(args) == 1:
        return lo.make_layout(shape)
    if isinstance(args[1], MajorTag):
        return lo.make_layout_major(shape, args[1].left)
    stride = args[1]
    if not _is_stride(stride):
        stride = want_inttuple(stride, "make_layout", 2, "a stride (integers or basis elements E<i>{})")
    return lo.make_layout(shape, stride)


def _is_stride(v) -> bool:
    """An IntTuple whose leaves may also be basis elements (E<1>{}, 3@1): the strides of coordinate layouts."""
    if isinstance(v, tuple):
        return all(_is_stride(e) for e in v)
    return isinstance(v, ScaledBasis) or is_integer(v)


def _tuple_maker(name, what, role):
    def impl(targs, args):
        return tuple(args)
    function(name, f"{name}(x, ...)", f"A tuple of its arguments ({what}).", f"{name}(4, (2,3))  ->  (4,(2,3))",
             nargs=(0, 64), cpp=call(roles=(role,)), dsl=TUPLE)(impl)


# (name, what it makes, how C++ spells the tuples nested in its arguments)
for _name, _what, _role in (("make_shape", "a Shape", "shape"), ("make_stride", "a Stride", "stride"),
                            ("make_coord", "a coordinate", "coord"),
                            ("make_step", "a Step, the order argument of make_ordered_layout", "tuple"),
                            ("make_tile", "a tiler", "shape"), ("make_tuple", "an IntTuple", "tuple")):
    _tuple_maker(_name, _what, _role)


@function("make_ordered_layout", "make_ordered_layout(shape, order)", "A compact layout whose strides grow in the "
          "order given by `order` (dynamic entries count as largest, left to right).",
          "make_ordered_layout((_2,_2,_2,_2), (_0,_2,_3,_1))  ->  (_2,_2,_2,_2):(_1,_4,_8,_2)", nargs=(2, 2), keywords=("shape", "order"),
          cpp=call(roles=("shape", "tuple")), dsl=spelled("cute.make_ordered_layout({0}, order={1})"))
def _ordered(targs, args):
    return lo.make_ordered_layout(want_inttuple(args[0], "make_ordered_layout", 1),
                                  want_inttuple(args[1], "make_ordered_layout", 2))


@function("make_identity_layout", "make_identity_layout(shape)", "The layout mapping each coordinate to itself "
          "(strides are basis elements _1@i).", "make_identity_layout((4,8))  ->  (4,8):(_1@0,_1@1)", keywords=("shape",),
          cpp=CALL, dsl=CALL)
def _identity(targs, args):
    return lo.make_identity_layout(want_inttuple(args[0], "make_identity_layout", 1))


@function("make_layout_like", "make_layout_like(L)", "A compact layout with L's shape whose strides follow the "
          "order of L's strides (static _0 strides kept).", "make_layout_like((_2,_3):(_3,_1))  ->  (_2,_3):(_3,_1)", keywords=("input",),
          cpp=CALL, dsl=CALL)
def _layout_like_fn(targs, args):
    return lo.make_layout_like(want_layout(args[0], "make_layout_like", 1))


# -- coordinates --------------------------------------------------------------------------------

def _dsl_crd2idx(e, n) -> str:
    a = [e.expr(x) for x in n.args]
    if len(a) == 3:
        return f"cute.crd2idx({a[0]}, cute.make_layout({a[1]}, stride={a[2]}))"
    if len(a) == 2 and isinstance(e.value_of(n.args[1]), (Layout, ComposedLayout)):
        return f"cute.crd2idx({a[0]}, {a[1]})"
    raise Untranslatable("crd2idx with a shape alone has no CuTe DSL counterpart", lacking=True)


def _dsl_idx2crd(e, n) -> str:
    if len(n.args) == 2:
        return f"cute.idx2crd({e.expr(n.args[0])}, {e.expr(n.args[1])})"
    raise Untranslatable("idx2crd with a stride has no CuTe DSL counterpart", lacking=True)


@function("crd2idx", "crd2idx(coord, L) / crd2idx(coord, shape, stride) / crd2idx(coord, shape)",
          "The offset of a coordinate (an integer coordinate is split colexicographically); with only a shape, "
          "the colexicographic index.", "crd2idx((1,2), (4,8):(8,1))  ->  10", nargs=(2, 3), keywords=("coord", "layout"),
          cpp=call(roles=("coord", "shape", "stride")), dsl=written(_dsl_crd2idx))
def _crd2idx(targs, args):
    c = want_inttuple(args[0], "crd2idx", 1, "a coordinate")
    if len(args) == 3:
        return it.crd2idx(c, want_inttuple(args[1], "crd2idx", 2), want_inttuple(args[2], "crd2idx", 3))
    if isinstance(args[1], Layout):
        return lo.crd2idx(c, args[1])
    return it.crd2idx_shape(c, want_inttuple(args[1], "crd2idx", 2))


@function("idx2crd", "idx2crd(index, shape[, stride])", "The coordinate of an index within a shape "
          "(colexicographic), or within a compact shape:stride.", "idx2crd(10, (4,8))  ->  (2,2)", nargs=(2, 3), keywords=("idx", "shape"),
          cpp=call(roles=("coord", "shape", "stride")), dsl=written(_dsl_idx2crd))
def _idx2crd(targs, args):
    i = want_inttuple(args[0], "idx2crd", 1, "an index")
    s = want_inttuple(args[1], "idx2crd", 2)
    d = want_inttuple(args[2], "idx2crd", 3) if len(args) == 3 else None
    return it.idx2crd(i, s, d)


@function("get_hier_coord", "get_hier_coord(L, index)", "The hierarchical coordinate of an index in a "
          "layout's shape:stride, as CuTe's member function L.get_hier_coord(index) (either spelling): "
          "idx2crd(index, shape(L), stride(L)).",
          "make_layout((_3,_5), GenRowMajor{}).get_hier_coord(7)  ->  (1,2)", nargs=(2, 2), cpp=MEMBER, dsl=NOT_IN_DSL)
def _get_hier_coord(targs, args):
    layout = want_layout(args[0], "get_hier_coord", 1)
    return it.idx2crd(want_inttuple(args[1], "get_hier_coord", 2, "an index"), layout.shape, layout.stride)


def _slicer(name, op_layout, op_tuple, summary, example, dsl: Spelling, dsl_impl=None):
    def impl(targs, args):
        c, x = args
        if not is_coord(c):
            raise CuteTypeError(f"{name}: argument 1 must be a coordinate with '_', got {describe(c)}")
        if isinstance(x, Layout):
            return op_layout(c, x)
        if isinstance(x, ComposedLayout) and name == "slice":
            return co.slice_composed(c, x)
        return op_tuple(c, want_inttuple(x, name, 2))
    function(name, f"{name}(coord, L)", summary, example, nargs=(2, 2), keywords=("src@1", "coord@0"),
             cpp=call(roles=("coord", None)), dsl=dsl, dsl_impl=dsl_impl and dsl_impl(impl))(impl)


def _dsl_dice(impl):
    """The DSL's dice(src, dicer): a tuple src with a dicer that is neither a tuple nor None (an integer, or the
    layout of the docstring's dice((1,None,1), layout)) comes back whole (cutlass/cute/core.py's dice)."""
    def dice(targs, args):
        c, x = args
        if isinstance(c, (Layout, ComposedLayout)) and (isinstance(x, tuple) or is_integer(x)):
            return x
        return impl(targs, args)
    return dice


# The DSL takes the layout first: cute.slice_(L, coord), cute.dice(L, coord).
_slicer("slice", lo.slice_layout, it.slice_tuple, "Keep the modes where coord has '_' (L(coord) does this too).",
        "slice((_,2), (4,8):(8,1))  ->  (4):(8)", spelled("cute.slice_({1}, {0})", name="slice_"))
_slicer("dice", lo.dice_layout, it.dice_tuple, "Keep the modes where coord is not '_'.",
        "dice((_,2), (4,8):(8,1))  ->  (8):(1)",
        spelled("cute.dice({1}, {0})", differs=_static_inputs("inputs", 0).differs), _dsl_dice)


@function("ceil_div", "ceil_div(a, b)", "Ceiling division of IntTuples (b folded across a's modes), or the "
          "rest shape of dividing a shape by a layout.", "ceil_div((4,5,6), 40)  ->  (1,1,3)", nargs=(2, 2), keywords=("input", "tiler"),
          cpp=CALL, dsl=_PRODUCT_DSL)
def _ceil_div(targs, args):
    a, b = args
    if isinstance(b, Layout):
        return lo.ceil_div_layout(want_inttuple(a, "ceil_div", 1), b)
    return it.ceil_div(want_inttuple(a, "ceil_div", 1), want_inttuple(b, "ceil_div", 2))


@function("shape_div", "shape_div(a, b)", "Division for shapes: b is consumed mode by mode; one of each pair must "
          "divide the other.", "shape_div((4,5,6), 40)  ->  (1,1,3)", nargs=(2, 2), keywords=("lhs", "rhs"), cpp=CALL,
          dsl=CALL)
def _shape_div(targs, args):
    return it.shape_div(want_inttuple(args[0], "shape_div", 1), want_inttuple(args[1], "shape_div", 2))


@function("safe_div", "safe_div(a, b)", "a / b of two integers where b divides a: CuTe refuses a static pair that "
          "does not divide; with a dynamic one the quotient truncates, as C++'s /.", "safe_div(_12, _4)  ->  _3",
          nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)
def _safe_div(targs, args):
    a, b = (want_integer(x, "safe_div", i + 1) for i, x in enumerate(args))
    return safe_div(a, b)


@function("product", "product(t)", "The product of an IntTuple's leaves.", "product((2,(3,4)))  ->  24", keywords=("a",),
          cpp=CALL, dsl=CALL)
def _product(targs, args):
    return it.product(want_inttuple(args[0], "product", 1))


@function("zip", "zip(L[, L2])", "Transpose the modes: ((a,b),(x,y)) -> ((a,x),(b,y)).",
          "zip(((2,3),(4,5)):((1,2),(6,24)))  ->  ((2,4),(3,5)):((1,6),(2,24))", nargs=(1, 2), cpp=CALL, dsl=DSL_LACKS)
def _zip(targs, args):
    if isinstance(args[0], ComposedLayout) and len(args) == 1:
        return co.on_domain(args[0], lo.zip_layout)
    a = want_layout(args[0], "zip", 1)
    return lo.zip_layout(a, want_layout(args[1], "zip", 2) if len(args) > 1 else None)


# -- recasting ----------------------------------------------------------------------------------

def _cast(name, op, summary, example):
    """The row of upcast<N>(L) or downcast<N>(L): N a positive integer, L what recasting takes."""
    def impl(targs, args):
        (n,) = want_ints(targs, name)
        _positive_n(n, name)
        return op(n, _recastable(args[0], name))
    function(name, f"{name}<N>(L)", summary, example, ntargs=(1, 1), cpp=CALL, dsl=DSL_LACKS)(impl)


_cast("upcast", co.upcast, "View N elements as one: the stride-1 modes shrink by N, other strides are divided by "
      "N.", "upcast<2>((_4,_8):(_1,_4))  ->  (_2,_8):(_1,_2)")
_cast("downcast", co.downcast, "View one element as N: the stride-1 modes grow by N, other strides are multiplied "
      "by N.", "downcast<2>((4,8):(_1,4))  ->  (8,8):(_1,8)")


def _recastable(x, fn: str):
    """A layout, a swizzle or a composed layout: what upcast, downcast and recast_layout take."""
    return x if isinstance(x, (Swizzle, ComposedLayout)) else want_layout(x, fn, 1)


def _positive_n(n: int, fn: str) -> None:
    if n <= 0:
        raise CuteDomainError(f"{fn}<{n}>: N must be positive")


def _dsl_recast(e, n) -> str:
    """The DSL's recast_layout(new_bits, old_bits, L) takes the widths, new first."""
    old, new = (_type_bits(t) for t in n.targs)
    return f"cute.recast_layout({new}, {old}, {e.expr(n.args[0])})"


def _type_bits(n: Any) -> int:
    name = getattr(n, "id", None)
    if name in TYPE_BITS:
        return TYPE_BITS[name]
    raise Untranslatable("recast_layout takes two element types")


@function("recast_layout", "recast_layout<OldType, NewType>(L)", "Reinterpret a layout of OldType elements as one "
          "of NewType elements (by bit width: uint8_t, half_t, float, ...).",
          "recast_layout<uint8_t, uint16_t>((4,8):(_1,4))  ->  (2,8):(_1,2)", ntargs=(2, 2), cpp=CALL,
          keywords=("new_type_bits<1>", "old_type_bits<0>", "src_layout"),
          dsl=written(_dsl_recast))
def _recast(targs, args):
    bits = []
    for t in targs:
        if isinstance(t, TypeName):
            bits.append(t.bits)
        elif is_integer(t) and value(t) > 0:
            bits.append(value(t))
        else:
            raise CuteTypeError(f"recast_layout: template arguments must be element types such as uint8_t, "
                                f"got {describe(t)}")
    return co.recast_layout(bits[0], bits[1], _recastable(args[0], "recast_layout"))


@function("max_alignment", "max_alignment(L)", "The largest N for which upcast<N>(L) passes CuTe's static checks "
          "(of Sw<B,M,S> o O o L: gcd(2^M, O, max_alignment(L)); of another composed layout _1).",
          "max_alignment((_4,_8):(_1,_4))  ->  _32", cpp=CALL, dsl=DSL_LACKS)
def _max_alignment(targs, args):
    x = args[0]
    return co.max_alignment(x if isinstance(x, (ComposedLayout, Swizzle)) else want_layout(x, "max_alignment", 1))


@function("tile_unzip", "tile_unzip(L, tiler)", "Gather the rank-2 modes at the tiler's terminals: ((tiles),(rests)).",
          "tile_unzip(logical_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>), <_2:_1,_4:_1>)  ->  ((_2,_4),(_2,_2)):((_8,_1),(_16,_4))", nargs=(2, 2),
          cpp=CALL, dsl=DSL_LACKS)
def _tile_unzip(targs, args):
    if isinstance(args[0], ComposedLayout):
        return co.on_domain(args[0], lambda b: lo.tile_unzip(b, args[1]))
    return lo.tile_unzip(want_layout(args[0], "tile_unzip", 1), args[1])


# -- output -------------------------------------------------------------------------------------

@function("decltype", "decltype(x)", "C++'s type of x: with `using T = decltype(x);` T{} is x again (every value "
          "here carries its type, static and dynamic integers included).", "decltype((_4,8):(_1,4))  ->  (_4,8):(_1,4)",
          cpp=SAME, dsl=SAME)
def _decltype(targs, args):
    return args[0]


def _python_print(targs, args):
    """Python's print(a, b, ...) in CuTe DSL code prints its values on one line; the rest as C++'s print."""
    if len(args) > 1 and not isinstance(args[0], CppString):
        return Printout(tuple(args))
    return _print(targs, args)


@function("print", "print(x)", "The value itself, printed in CuTe's form. CuTe's print takes one value: "
          "print(a, b) does not compile in C++ (its variadic form is printf's, print(format, args...)). "
          "Python's print(\"label:\", x, ...) and the CuTe DSL's cute.printf(\"x = {}\", x) print their line.",
          "print((4,8):(8,1))  ->  (4,8):(8,1)", nargs=(1, 64), cpp=SAME, dsl=SAME, prints="value",
          dsl_impl=_python_print)
def _print(targs, args):
    if len(args) > 1 and isinstance(args[0], CppString) and "{}" in args[0].text:
        return Printout(tuple(args[1:]), args[0].text)   # cute.printf("x = {}", x)
    if len(args) > 1 and isinstance(args[0], CppString) and "%" not in args[0].text:
        return Printout(tuple(args))                     # Python's print("label:", x), as DSL code prints
    if len(args) > 1:
        raise CuteTypeError(f"print: CuTe's print takes one value, got {len(args)} (print(a, b) does not compile "
                            "in CuTe C++: its variadic form is printf's print(format, args...)); print each value "
                            "as its own statement")
    return args[0]


@function("Int32", "Int32(n)  (cutlass.Int32(n); C++'s int(n))", "The CuTe DSL's run-time integer: n as a "
          "dynamic integer (C++'s int).", "Int32(_4)  ->  4", keywords=("value",), aliases=("int",),
          cpp=spelled("int({0:int})"), dsl=spelled("cutlass.Int32({0})"))
def _dynamic_int(targs, args):
    if not is_integer(args[0]):
        raise CuteTypeError(f"Int32: expects an integer, got {describe(args[0])}")
    return value(args[0])


@function("print_layout", "print_layout(L)", "CuTe's ASCII grid of a rank-2 layout: rows are mode 0, columns "
          f"mode 1, cells the offsets (at most {PICTURE_CELLS} cells).", "print_layout((2,3):(3,1))  ->  (the grid)",
          cpp=CALL, dsl=DSL_LACKS, prints="picture")
def _print_layout(targs, args):
    return layout_picture("print_layout", args[0])


def _of_tiled(x: Any) -> bool:
    """Whether x is a value only the atom rows make (an atom, a tiled MMA or copy, a tensor): the rows here hand
    it to atom_functions, which the one-shot path never loads."""
    return type(x).__module__ in _TILED_MODULES


_TILED_MODULES = frozenset({"cutecalc.algebra.atoms", "cutecalc.algebra.tiled", "cutecalc.algebra.tensor"})


# The DSL draws its own TikZ pictures (cute.viz.print_latex, cute.viz.print_latex_tv): other colours and markup
DSL_VIZ = none("the CuTe DSL's cute.viz.{name} writes its own TikZ text, not CuTe C++'s", missing=True)


@function("print_latex", "print_latex(L) / print_latex(tiled)", "CuTe's LaTeX TikZ picture of a layout of rank "
          "<= 2, byte for byte: cell (m,n) holds L(m,n), shaded in eight greys by offset (a rank-1 layout is drawn "
          f"as a column: append<2>(L, _1:_0); at most {PICTURE_CELLS} cells). For a TiledMMA (or MMA atom): "
          "CuTe's picture of C with A to its left and B above, each cell the first thread T and value V that owns "
          "it; for a TiledCopy: the source and destination pictures side by side.",
          "print_latex((2,3):(3,1))  ->  (the grid) as a standalone TikZ document", cpp=CALL, dsl=DSL_VIZ,
          prints="picture")
def _print_latex(targs, args):
    if _of_tiled(args[0]):
        from .atom_functions import latex_picture_of_tiled
        picture = latex_picture_of_tiled(args[0])
        if picture is not None:
            return picture
    return layout_picture("print_latex", args[0])


def _tv_picture(kind: str, args) -> Picture:
    """print_tv's and print_latex_tv's one reading of their arguments: CuTe's (layout_tv, tile_mn), the tile an
    IntTuple (M,N) or a layout standing for its shape (product_each(shape(tile_mn)))."""
    tv = want_layout(args[0], kind, 1)
    tile = args[1].shape if isinstance(args[1], Layout) else want_inttuple(args[1], kind, 2, "a tile shape (M,N)")
    return tv_picture(kind, tv, tile)


_TV_HELP = ("tv_layout maps (t,v) to an index m + n*M of the tile (M,N), as the TV layouts of TiledCopy and "
            "TiledMMA do, or to a coordinate (m,n); a layout given as the tile stands for its shape, as in CuTe. "
            "print_tv and print_latex_tv read their arguments the same way. For make_tiled_copy's "
            "(thr_layout, val_layout), draw composition(right_inverse(raked_product(thr, val)), "
            "make_layout(make_shape(size(thr), size(val)))) over product_each(shape(raked_product(thr, val))).")


@function("print_tv", "print_tv(tv_layout, tile) / print_tv(mma[, operand]) / print_tv(tiled_copy)",
          "Which thread T and value V own each cell of a tile (M,N): the first (t,v), thread-major, that "
          "tv_layout sends there. " + _TV_HELP + " Given a tiled MMA, the TV layout of C (operand 0, 1, 2 for A, "
          "B, C) over its tile; given a tiled copy, its TiledLayout_TV over Tiler_MN.",
          "print_tv((_4,_2):(_2,_1), (_4,_2))  ->  (the grid)", nargs=(1, 2),
          cpp=none("print_tv draws cutecalc's own picture; CuTe C++ has no print_tv (print_latex_tv draws the same "
                   "owners as a TikZ picture)"), dsl=DSL_LACKS, prints="picture", own=True)
def _print_tv(targs, args):
    if _of_tiled(args[0]):
        from .atom_functions import tv_of_tiled
        args = tv_of_tiled(args)
    if len(args) != 2:
        raise CuteTypeError(f"print_tv: expects (tv_layout, tile), (thr_layout, val_layout), (mma[, operand]) or "
                            f"(tiled_copy), got {len(args)} argument{'s' if len(args) != 1 else ''}")
    return _tv_picture("print_tv", args)


@function("print_latex_tv", "print_latex_tv(tv_layout, tile)", "CuTe's LaTeX TikZ picture of a thread/value "
          "layout, byte for byte: each cell of the tile (M,N) shows its first owner T and V, coloured by thread. "
          "An index-valued tv_layout is composed with make_identity_layout(tile) first, as TiledCopy does. "
          + _TV_HELP,
          "print_latex_tv(composition(make_identity_layout((_4,_2)), (_4,_2):(_2,_1)), (_4,_2))  ->  (the grid) "
          "as a standalone TikZ document", nargs=(2, 2), cpp=CALL, dsl=DSL_VIZ, prints="picture")
def _print_latex_tv(targs, args):
    return _tv_picture("print_latex_tv", args)


@function("Swizzle", "Swizzle<B,M,S>{}", "The swizzle functor x -> x ^ ((x & yyy) >> S), printed Sw<B,M,S>.",
          "Swizzle<3,4,3>{}  ->  Sw<3,4,3>", nargs=(0, 0), ntargs=(3, 3), keywords=("b<>", "m<>", "s<>"),
          cpp=Spelling("int_type"), dsl=spelled("cute.make_swizzle({t0}, {t1}, {t2})", name="make_swizzle"))
def _swizzle(targs, args):
    b, m, s = want_ints(targs, "Swizzle")
    return Swizzle(b, m, s)


# -- composed layouts ---------------------------------------------------------------------------------

@function("make_composed_layout", "make_composed_layout(A, offset, B)", "The composed layout A o offset o B: "
          "c -> A(offset + B(c)), with B's domain (kept as written, even an identity swizzle).",
          "make_composed_layout(Sw<3,3,3>, _0, (_8,_64):(_64,_1))  ->  Sw<3,3,3> o _0 o (_8,_64):(_64,_1)",
          nargs=(3, 3), keywords=("inner", "offset", "outer"), cpp=CALL, dsl=NOT_IN_DSL)
def _make_composed_layout(targs, args):
    return _composed_parts("make_composed_layout", *args)


@function("ComposedLayout", "ComposedLayout<A, Offset, B>{}", "The C++ type of a composed layout A o offset o B.",
          "ComposedLayout<Swizzle<1,0,2>, _0, Layout<Shape<_4,_4>>>{}  ->  Sw<1,0,2> o _0 o (_4,_4):(_1,_4)",
          nargs=(0, 0), ntargs=(3, 3), cpp=TYPE, dsl=NOT_IN_DSL)
def _composed_type(targs, args):
    return _composed_parts("ComposedLayout", *targs)


def _composed_parts(fn: str, a, offset, b) -> ComposedLayout:
    if not isinstance(a, (Swizzle, Layout, ComposedLayout)):
        raise CuteTypeError(f"{fn}: A must be a Swizzle or a Layout, got {describe(a)}")
    if not is_integer(offset):
        raise CuteTypeError(f"{fn}: the offset must be an integer, got {describe(offset)}")
    return ComposedLayout(a, offset, _layout_like(b, fn, 3))


@function("get_swizzle_portion", "get_swizzle_portion(L)", "The swizzle of a swizzled layout Sw o O o B; "
          "Sw<0,4,3> (the identity) for a plain layout.",
          "get_swizzle_portion(composition(Sw<3,3,3>, (_8,_64):(_64,_1)))  ->  Sw<3,3,3>", cpp=CALL, dsl=NOT_IN_DSL)
def _swizzle_portion(targs, args):
    return co.swizzle_portion(_layout_like(args[0], "get_swizzle_portion"))


@function("get_nonswizzle_portion", "get_nonswizzle_portion(L)", "The layout B of a swizzled layout Sw o O o B; "
          "a plain layout itself.",
          "get_nonswizzle_portion(composition(Sw<3,3,3>, (_8,_64):(_64,_1)))  ->  (_8,_64):(_64,_1)", cpp=CALL,
          dsl=NOT_IN_DSL)
def _nonswizzle_portion(targs, args):
    return co.nonswizzle_portion(_layout_like(args[0], "get_nonswizzle_portion"))


@function("as_position_independent_swizzle_layout", "as_position_independent_swizzle_layout(L)", "A shared-memory "
          "atom Sw o smem_ptr[Bb](unset) o L in units of its B-bit elements: the swizzle, which acts on bytes until "
          "the pointer is set, recast from uint8_t to B bits, at offset _0 (what print_layout and print_latex draw).",
          "as_position_independent_swizzle_layout(GMMA::Layout_K_SW32_Atom<half_t>{})  ->  "
          "Sw<1,3,3> o _0 o (_8,_16):(_16,_1)", cpp=CALL, dsl=NOT_IN_DSL)
def _position_independent(targs, args):
    x = args[0]
    if not isinstance(x, ComposedLayout):
        raise CuteTypeError("as_position_independent_swizzle_layout: expects a shared-memory atom "
                            f"(Sw o smem_ptr[Bb](unset) o L), got {describe(x)}")
    return co.as_position_independent_swizzle_layout(x)


def _at_coord(name: str, args: list, is_ok, what: str, op):
    """op(coord, layout) for name(coord, L): the coordinate checked first, then the layout (or composed layout)."""
    c, x = args
    if not is_ok(c):
        raise CuteTypeError(f"{name}: argument 1 must be {what}, got {describe(c)}")
    return op(c, _layout_like(x, name, 2))


@function("slice_and_offset", "slice_and_offset(coord, L)", "The slice of L at coord (the modes where coord has "
          "'_') and the offset where it starts, as a pair. A swizzled layout decays to a plain layout where the "
          "slice misses the swizzle's bit pairs, as CuTe's does.",
          "slice_and_offset((2,_), (4,8):(8,1))  ->  ((8):(1),16)", nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)
def _slice_and_offset(targs, args):
    return _at_coord("slice_and_offset", args, is_coord, "a coordinate with '_'", co.slice_and_offset)


@function("domain_offset", "domain_offset(coord, L)", "The layout and offset with L(coord + c) = offset + "
          "layout(c): (L, L(coord)); a composed layout takes the offset into itself, (A o (O + B(coord)) o B, _0). "
          "Of a tensor, the tensor whose iterator has moved by that offset, over that layout (a swizzled smem "
          "tensor's pointer stays: its layout took the offset).",
          "domain_offset((1,2), (4,8):(8,1))  ->  ((4,8):(8,1),10)", nargs=(2, 2), cpp=CALL, dsl=NOT_IN_DSL)
def _domain_offset(targs, args):
    c, x = args
    if is_tensor(x):   # tensor_impl.hpp: make_tensor(tensor.data() + ptr_offset, layout)
        from ..algebra.tensor import Tensor, advance
        layout, offset = _at_coord("domain_offset", [c, x.layout], is_inttuple, "a coordinate", co.domain_offset)
        return Tensor(advance(x.iterator, offset), layout)
    return _at_coord("domain_offset", args, is_inttuple, "a coordinate", co.domain_offset)


# -- C++'s spellings of values: Int<N>{}, Shape<...>{}, Layout<Shape, Stride>{}, ArithTuple(...) ----------------

@function("Int", "Int<N>{}", "The static integer N, CuTe's Int<N> (C<N>{} is the same; N may be any integer "
          "expression).", "Int<4>{}  ->  _4", nargs=(0, 0), ntargs=(1, 1), aliases=("C",), cpp=Spelling("int_type"),
          dsl=spelled("{t0}"))
def _static_int(targs, args):
    return _static(targs[0], "Int<N>{}")


def _static(n, what: str):
    if not is_integer(n):
        raise CuteTypeError(f"{what} takes an integer template argument, got {describe(n)}")
    return S(value(n))


@function("integral_constant", "integral_constant<T, N>{}", "The static integer N of C++'s std::integral_constant "
          "(the value type T, such as int or uint32_t, is not kept).", "integral_constant<int, 4>{}  ->  _4",
          nargs=(0, 0), ntargs=(2, 2), cpp=Spelling("int_type"), dsl=spelled("{t1}"))
def _integral_constant(targs, args):
    return _static(targs[1], "integral_constant<T, N>{}")


def _dsl_basis(e, n) -> str:
    """The DSL's cute.E(i) and cute.E([i, j]) list the modes as C++'s E<i,j> does, outermost first."""
    modes = [e.static_int(t) for t in n.targs]
    return f"cute.E({modes[0]})" if len(modes) == 1 else "cute.E([" + ", ".join(modes) + "])"


@function("E", "E<I...>{}", "The basis element of mode I... (mode I1 of mode I0 for E<I0,I1>): a stride that "
          "sends an index to a coordinate, printed _1@I... (innermost mode first).",
          "E<1>{}  ->  _1@1", nargs=(0, 0), ntargs=(1, 8), keywords=("modes<>",), cpp=Spelling("int_type"),
          dsl=written(_dsl_basis))
def _basis(targs, args):
    return basis(S(1), want_ints(targs, "E"))


def _dsl_type_tuple(e, n) -> str:
    """Shape<_2,_4>{} and its kin in the DSL: the Python tuple of the template arguments, (2, 4)."""
    return e.tuple_code(n.targs)


def _cpp_type(name: str, what: str, example: str):
    """Shape<...>{} and its kin: a tuple of the template arguments (the types are values here)."""
    def impl(targs, args):
        return tuple(targs)
    function(name, f"{name}<...>{{}}", f"The C++ type {name}<...> as a value: {what}, the tuple of its template "
             "arguments.", example, nargs=(0, 0), ntargs=(0, 64), cpp=TYPE, dsl=written(_dsl_type_tuple))(impl)


for _name, _what in (("Shape", "a shape"), ("Stride", "a stride"), ("Step", "a step (make_ordered_layout's order)"),
                     ("Coord", "a coordinate"), ("Tile", "a tiler")):
    _cpp_type(_name, _what, f"{_name}<_2,_4>{{}}  ->  (_2,_4)")


@function("Layout", "Layout<Shape, Stride>{}", "The C++ type of a layout as a value: Layout<Shape<...>> is the compact "
          "column-major layout of that shape, Layout<Shape<...>, Stride<...>> that shape and stride.",
          "Layout<Shape<_2,_4>, Stride<_4,_1>>{}  ->  (_2,_4):(_4,_1)", nargs=(0, 0), ntargs=(1, 2), cpp=TYPE,
          dsl=written(lambda e, n: "cute.make_layout(" + ", stride=".join(e.expr(t) for t in n.targs) + ")"))
def _layout_type(targs, args):
    shape = want_inttuple(targs[0], "Layout", 1)
    if len(targs) == 1:
        return lo.make_layout(shape)
    return Layout(shape, want_inttuple(targs[1], "Layout", 2))


@function("ArithTuple", "ArithTuple(c0, c1, ...)", "The origin of a coordinate tensor as CuTe prints it: "
          "`ArithTuple(8,16) o (_8,_16):(_1@0,_1@1)` reads back as that tensor.",
          "ArithTuple(8, 16)  ->  ArithTuple(8,16)", nargs=(1, 64),
          cpp=none("ArithTuple(...) is how CuTe prints a coordinate tensor's origin; this program does not make "
                   "tensors"), dsl=none("'{name}' has no CuTe DSL counterpart"))
def _arith_origin(targs, args):
    origin = [want_inttuple(a, "ArithTuple", i + 1) for i, a in enumerate(args)]
    return ArithOrigin(origin[0] if len(origin) == 1 else tuple(origin))


CONSTANTS = {
    "LayoutLeft": MajorTag(True), "GenColMajor": MajorTag(True),
    "LayoutRight": MajorTag(False), "GenRowMajor": MajorTag(False),
    # CuTe's names of negative static integers (numeric/integral_constant.hpp)
    **{f"_m{n}": S(-n) for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 32)},
    "X": UNDERSCORE,     # CuTe's `using X = Underscore`: a mode left out of a Step or a coordinate
    "Underscore": UNDERSCORE,   # `Underscore{}`: the type of `_`
    # GMMA::Major::K / ::MN (the reader drops the namespaces), as GMMA's Layout_SW128_Atom<T, Major> takes it
    "K": MmaMajor("K"), "MN": MmaMajor("MN"),
}
