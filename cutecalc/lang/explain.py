"""How CuTe computes an operation: the steps of its definition in cute/layout.hpp, each with its value.

    logical_divide(A, B)  = composition(A, make_layout(B, complement(B, shape(coalesce(A)))))
    logical_product(A, B) = make_layout(A, composition(complement(A, size(A)*cosize(B)), B))
    zipped_* = tile_unzip(logical_*(A, B), B);  tiled_* / flat_* then unpack modes
    blocked_product(A, B) = zip(get<0>(P), get<1>(P)),  raked_product: zip(get<1>(P), get<0>(P)),
                            P = logical_product(append<R>(A), append<R>(B)), R = max(rank(A), rank(B))
    a tiler <B0,B1,...> applies the operation mode by mode (transform_layout)

Every step calls the algebra's own functions, so the values shown are the values the answer is made of.  A
function's row says how it is explained (FunctionSpec.explain: CuTe's formula and the `*_steps` function here
that gives its steps).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..algebra import checks
from ..algebra import inttuple as it
from ..algebra import layout as lo
from ..algebra.integers import is_integer, mul, value
from ..algebra.inttuple import UNDERSCORE
from ..algebra.layout import Layout
from ..algebra.printing import cute_str
from ..errors import CuteError
from ..outcome import Outcome
from ..record import field, record
from . import ast
from .evaluate import Evaluator
from .function_table import EXPLAIN_NOTHING, FUNCTIONS, Explaining


@record
class Step:
    depth: int            # 0 a heading, 1 an operation, 2 an operation within a mode
    text: str             # the operation with its operands
    value: Any = None     # its result (None for a heading)
    is_heading: bool = False
    in_words: bool = False   # the text says a step of a walk in words (else it is an expression of the value)


@record
class Explanation:
    statement: str
    function: str | None                   # the operation explained (None: nothing to explain)
    formula: str | None                    # CuTe's definition of it
    inputs: list[tuple[str, Any]]          # the arguments, named as in the formula
    result: Any
    steps: list[Step] = field(default_factory=list)
    tiler_modes: list[tuple[str, Any]] = field(default_factory=list)  # a by-mode tiler's modes, B0, B1, ...
    covered: Any = None                    # complement: make_layout(A, complement(A, M)), which covers [0, M)
    how: Explaining = EXPLAIN_NOTHING      # the row's word on explaining it (how its picture is coloured)


_BY_MODE = "a tiler <B0,B1,...> applies it mode by mode: make_layout(op(get<0>(A), B0), op(get<1>(A), B1), ...)"


def s(x) -> str:
    return cute_str(x)


# -- the steps of each operation -----------------------------------------------------------------------

_Walk = Callable[[Layout, Any, int], tuple[list[Step], Layout]]


def _one_tiler(name: str, with_layout: _Walk) -> _Walk:
    """name(a, b) for one tiler b (a layout, an integer, `_` or a by-mode tuple): a tuple applies it mode by
    mode, `_` keeps a, an integer n stands for make_layout(n); with_layout(a, b, depth) gives the steps for a
    layout b."""
    def one(a: Layout, b: Any, depth: int) -> tuple[list[Step], Layout]:
        if isinstance(b, tuple):
            return _by_mode(a, b, depth, name, one)
        if b is UNDERSCORE:
            return [Step(depth, f"{name}({s(a)}, _) keeps", a)], a
        steps, b = _tiler_layout(b, depth)
        more, result = with_layout(a, b, depth)
        return steps + more, result
    return one


def _divide_by_layout(a: Layout, b: Layout, depth: int) -> tuple[list[Step], Layout]:
    target = lo.coalesce(a).shape
    comp = lo.complement(b, target)
    both = lo.concat_layouts(b, comp)
    steps = [Step(depth, f"shape(coalesce({s(a)}))", target),
             Step(depth, f"complement({s(b)}, {s(target)})", comp),
             Step(depth, f"make_layout({s(b)}, {s(comp)})", both)]
    more, result = _compose(a, both, depth)
    return steps + more, result


def _product_by_layout(a: Layout, b: Layout, depth: int) -> tuple[list[Step], Layout]:
    extent = mul(lo.size(a), lo.cosize(b))
    comp = lo.complement(a, extent)
    repeated = lo.composition(comp, b)
    result = lo.concat_layouts(a, repeated)
    return [Step(depth, f"size({s(a)}) * cosize({s(b)})", extent),
            Step(depth, f"complement({s(a)}, {s(extent)})", comp),
            Step(depth, f"composition({s(comp)}, {s(b)})", repeated),
            Step(depth, f"make_layout({s(a)}, {s(repeated)})", result)], result


def _tiler_layout(b, depth: int) -> tuple[list[Step], Layout]:
    """A tiler mode as a layout: an integer n stands for make_layout(n), shown as its own step."""
    if not is_integer(b):
        return [], b
    b_layout = lo.make_layout(b)
    return [Step(depth, f"make_layout({s(b)})", b_layout)], b_layout


_divide = _one_tiler("logical_divide", _divide_by_layout)
_product = _one_tiler("logical_product", _product_by_layout)


def _compose(a: Layout, b, depth: int) -> tuple[list[Step], Layout]:
    """composition(a, b): the walk CuTe's composition takes, mode by mode of B (lo.composition_walk)."""
    if isinstance(b, tuple):
        return _by_mode(a, b, depth, "composition", _compose)
    if b is UNDERSCORE:
        return [Step(depth, f"composition({s(a)}, _) keeps", a)], a
    walk = lo.composition_walk(a, b)
    result = walk.result
    assert walk.lhs is not None and result is not None
    flat = walk.lhs
    steps = []
    if flat != a:
        steps.append(Step(depth, f"coalesce({s(a)}), the A the walk reads", flat, in_words=True))
    if not isinstance(flat.shape, tuple):   # one mode: every mode of B just has its stride scaled
        steps.append(Step(depth, f"{s(flat)} has one mode, so A o B is B with each stride times {s(flat.stride)}",
                          is_heading=True))
        steps.append(Step(depth, f"composition({s(a)}, {s(b)})", result))
        return steps, result
    several = len(walk.modes) > 1
    for mode in walk.modes:
        inner = depth + 1 if several else depth
        if several:
            steps.append(Step(depth, f"B's mode {s(mode.shape)}:{s(mode.stride)}: {_mode_plan(mode)}",
                              is_heading=True))
        elif mode.steps or mode.into:
            steps.append(Step(depth, f"B = {s(mode.shape)}:{s(mode.stride)}: {_mode_plan(mode)}", is_heading=True))
        for st in mode.steps:
            steps += _walk_step(st, len(mode.steps), inner)
        if several:
            steps.append(Step(inner, f"{s(flat)} o {s(mode.shape)}:{s(mode.stride)}", Layout(*mode.result)))
    steps.append(Step(depth, f"composition({s(a)}, {s(b)})", result))
    return steps, result


def _mode_plan(mode: lo.ModeWalk) -> str:
    """What the walk does with one mode s:d of B, in words."""
    into = f" (its basis stride picks mode {','.join(map(str, mode.into))} of A)" if mode.into else ""
    if not mode.steps:
        return f"a static stride _0 maps every element to A(0) = 0; kept as it is{into}"
    if len(mode.steps) == 1:
        return f"A has one mode, so A o B is B with its stride scaled by A's{into}"
    return f"divide A's shape by the stride {s(mode.stride)}, then keep the first {s(mode.shape)} elements{into}"


def _walk_step(st: lo.WalkStep, n: int, depth: int) -> list[Step]:
    """One WalkStep in words: `n` is the number of steps in its mode's walk (the last mode is unbounded)."""
    here = f"mode {st.mode} of A, {s(st.extent)}:{s(st.stride)}"
    if st.next_shape is None:   # A's last mode: it keeps every element left
        if st.new_shape is None or st.new_stride is None:   # (set together)
            return [Step(depth, f"{here}: nothing left to place ({s(st.rest_shape)}), dropped", is_heading=True)]
        what = (f"A's only mode: all {s(st.rest_shape)}" if n == 1 else
                f"the last mode, unbounded: keeps the {s(st.rest_shape)} left")
        return [Step(depth, f"{here} ({what} at stride {s(st.rest_stride)} * {s(st.stride)})",
                     Layout(st.new_shape, st.new_stride), in_words=True)]
    divided = Step(depth, f"{here}, divide out {s(st.rest_stride)}: reaches ceil_div({s(st.extent)}, "
                          f"{s(st.rest_stride)}) = {s(st.next_shape)}, leaves stride ceil_div({s(st.rest_stride)}, "
                          f"{s(st.extent)}) = {s(st.next_stride)}", is_heading=True)
    if st.new_shape is None or st.new_stride is None:   # (set together)
        why = "nothing left to place" if value(st.rest_shape) == 1 else "the stride steps over the whole mode"
        return [divided, Step(depth, f"mode {st.mode} of A: {why}, nothing kept", is_heading=True)]
    return [divided, Step(depth, f"mode {st.mode} of A, mod out {s(st.rest_shape)}: keeps min({s(st.next_shape)}, "
                                 f"{s(st.rest_shape)}) = {s(st.new_shape)} at stride {s(st.rest_stride)} * "
                                 f"{s(st.stride)}", Layout(st.new_shape, st.new_stride), in_words=True)]


def _by_mode(a: Layout, tiler: tuple, depth: int, name: str, one: Callable) -> tuple[list[Step], Layout]:
    """transform_layout: `one` applied to each mode and its tiler; the modes the tiler leaves alone kept."""
    steps: list[Step] = []
    parts = []
    for i in range(it.rank(a.shape)):
        mode = lo.get_mode(a, i)
        if i >= len(tiler):
            steps.append(Step(depth, f"mode {i}: no tiler, kept", mode, is_heading=True))
            parts.append(mode)
            continue
        steps.append(Step(depth, f"mode {i}: {name}({s(mode)}, {s(tiler[i])})", is_heading=True))
        sub, part = one(mode, tiler[i], depth + 1)
        steps += sub
        parts.append(part)
    result = lo.concat_layouts(*parts)
    steps.append(Step(depth, "make_layout(" + ", ".join(s(p) for p in parts) + ")", result))
    return steps, result


def tiling_steps(name: str, args: list) -> list[Step]:
    """The divides and products: logical_* by CuTe's formula, the others then unzip and unpack it."""
    a, b = args[0], args[1]
    if not isinstance(a, Layout):
        return []
    family = _divide if name.endswith("divide") else _product
    steps, logical = family(a, b, 0)
    if name.startswith("logical_"):
        return steps
    zipped = lo.tile_unzip(logical, b)
    steps.append(Step(0, f"tile_unzip({s(logical)}, {s(b)})", zipped))
    if not name.startswith("zipped_"):
        what = "the rest mode" if name.startswith("tiled_") else "both modes"
        steps.append(Step(0, f"unpack {what}", getattr(lo, name)(a, b)))
    return steps


def rank_product_steps(name: str, args: list) -> list[Step]:
    """blocked_product and raked_product: the logical product of the operands appended to one rank, zipped."""
    if not all(isinstance(x, Layout) for x in args):
        return []
    a, b = args
    r = max(it.rank(a.shape), it.rank(b.shape))
    steps = []
    a2, b2 = lo.append(a, n=r), lo.append(b, n=r)
    if a2 != a:
        steps.append(Step(0, f"append<{r}>({s(a)})", a2))
    if b2 != b:
        steps.append(Step(0, f"append<{r}>({s(b)})", b2))
    more, product = _product(a2, b2, 0)
    steps += more
    first, second = (0, 1) if name == "blocked_product" else (1, 0)
    result = lo.zip_layout(lo.get_mode(product, first), lo.get_mode(product, second))
    steps.append(Step(0, f"zip(get<{first}>(P), get<{second}>(P))", result))
    return steps


def composition_steps(name: str, args: list) -> list[Step]:
    if len(args) == 2 and isinstance(args[0], Layout) and (isinstance(args[1], (Layout, tuple)) or is_integer(args[1])):
        return _compose(args[0], args[1], 0)[0]
    return []


def complement_steps(name: str, args: list) -> list[Step]:
    if not isinstance(args[0], Layout):
        return []
    a = args[0]
    target = args[1] if len(args) > 1 else None
    if isinstance(target, Layout):
        target = target.shape
    comp = lo.complement(a) if target is None else lo.complement(a, target)
    both = lo.concat_layouts(a, comp)
    steps = [Step(0, f"complement({s(a)}{'' if target is None else ', ' + s(target)})", comp),
             Step(0, f"make_layout({s(a)}, {s(comp)})", both)]
    return steps


def inverse_steps(name: str, args: list) -> list[Step]:
    if not isinstance(args[0], Layout):
        return []
    a = args[0]
    r = lo.right_inverse(a) if name == "right_inverse" else lo.left_inverse(a)
    if name == "right_inverse":
        return [Step(0, f"right_inverse({s(a)})", r), Step(0, f"composition({s(a)}, {s(r)})", lo.composition(a, r))]
    return [Step(0, f"left_inverse({s(a)})", r), Step(0, f"composition({s(r)}, {s(a)})", lo.composition(r, a))]


def tiled_mma_steps(name: str, args: list) -> list[Step]:
    """The steps of a tiled MMA's TV layout, recorded by the algebra as it computes them (tiled.py's trace)."""
    from ..algebra import atoms, tiled
    trace: list = []
    if name == "make_tiled_mma":
        if not isinstance(args[0], atoms.MMAAtom):
            return []
        mma = tiled.make_tiled_mma(args[0], args[1] if len(args) > 1 else None, args[2] if len(args) > 2 else None,
                                   trace=trace)
        operand = "C"
    else:
        mma = tiled.make_tiled_mma(args[0], trace=trace) if isinstance(args[0], atoms.MMAAtom) else args[0]
        if not isinstance(mma, tiled.TiledMMA):
            return []
        operand = name[len("get_layout")]
    mma.layout_tv(operand, trace=trace)
    return [Step(0, text, v) for text, v in trace]


def steps_for(name: str, args: list) -> list[Step]:
    """The steps of `name` on evaluated arguments, by its row's `explain.steps` function here; [] when the
    operation has none worth showing."""
    spec = FUNCTIONS.get(name)
    if spec is None or not spec.explain.steps or not args:
        return []
    return globals()[spec.explain.steps](name, args)


# -- statements -------------------------------------------------------------------------------------

def _input_names(inputs: tuple[str, ...], n: int) -> list[str]:
    if n == 1:
        return ["A"]
    if len(inputs) == n:
        return list(inputs)
    return ["A", "B", "C", "D"][:n] if n <= 4 else [f"x{i}" for i in range(n)]


def explain_statement(evaluator: Evaluator, stmt: ast.ExprStmt, out: Outcome) -> Explanation:
    """The inputs, formula and steps of an expression statement that has run (`out` is its outcome)."""
    node = stmt.value
    text = getattr(stmt, "text", "") or out.input
    operands: tuple[ast.Expr, ...]
    if isinstance(node, ast.Compose):   # A o B is composition(A, B)
        name, operands = "composition", (node.lhs, node.rhs)
    elif isinstance(node, ast.Call) and node.name not in evaluator.env:
        name, operands = node.name, node.args
    else:
        return Explanation(text, None, None, [], out.value)
    with checks.collect_notes():  # the statement's notes were collected when it ran
        try:
            args = [evaluator.eval(a, 0) for a in operands]
        except CuteError:
            args = []
        try:   # a step that fails (CuTe's answer is not a layout) leaves the inputs and the result shown
            steps = steps_for(name, args) if args else []
        except CuteError:
            steps = []
    spec = FUNCTIONS.get(name)
    how = spec.explain if spec is not None else EXPLAIN_NOTHING
    inputs = list(zip(_input_names(how.inputs, len(args)), args))
    expl = Explanation(text, name, how.formula, inputs, out.value, steps, how=how)
    if how.covers and args and isinstance(args[0], Layout) and isinstance(out.value, Layout):
        expl.covered = lo.concat_layouts(args[0], out.value)
    if len(args) > 1 and isinstance(args[1], tuple) and how.tiler:
        expl.tiler_modes = [(f"B{i}", b) for i, b in enumerate(args[1])]
        if expl.formula and how.by_mode and any(st.is_heading for st in steps):
            expl.formula += "; " + _BY_MODE
    return expl
