"""How CuTe computes an operation: the steps of its definition in cute/layout.hpp, each with its value.

    logical_divide(A, B)  = composition(A, make_layout(B, complement(B, shape(coalesce(A)))))
    logical_product(A, B) = make_layout(A, composition(complement(A, size(A)*cosize(B)), B))
    zipped_* = tile_unzip(logical_*(A, B), B);  tiled_* / flat_* then unpack modes
    blocked_product(A, B) = zip(get<0>(P), get<1>(P)),  raked_product: zip(get<1>(P), get<0>(P)),
                            P = logical_product(append<R>(A), append<R>(B)), R = max(rank(A), rank(B))
    a tiler <B0,B1,...> applies the operation mode by mode (transform_layout)

Every step calls the algebra's own functions, so the values shown are the values the answer is made of.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..algebra import checks
from ..algebra import inttuple as it
from ..algebra import layout as lo
from ..algebra.integers import is_integer, mul
from ..algebra.inttuple import UNDERSCORE
from ..algebra.layout import Layout
from ..algebra.printing import cute_str
from ..errors import CuteError
from ..record import field, record
from . import ast
from .evaluate import Evaluator, Outcome


@record
class Step:
    depth: int            # 0 a heading, 1 an operation, 2 an operation within a mode
    text: str             # the operation with its operands
    value: Any = None     # its result (None for a heading)
    is_heading: bool = False


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


FORMULAS = {
    "logical_divide": "logical_divide(A, B) = composition(A, make_layout(B, complement(B, shape(coalesce(A)))))",
    "zipped_divide": "zipped_divide(A, B) = tile_unzip(logical_divide(A, B), B)",
    "tiled_divide": "tiled_divide(A, B) = zipped_divide(A, B) with its rest mode unpacked",
    "flat_divide": "flat_divide(A, B) = zipped_divide(A, B) with both modes unpacked",
    "logical_product": "logical_product(A, B) = make_layout(A, composition(complement(A, size(A)*cosize(B)), B))",
    "zipped_product": "zipped_product(A, B) = tile_unzip(logical_product(A, B), B)",
    "tiled_product": "tiled_product(A, B) = zipped_product(A, B) with its rest mode unpacked",
    "flat_product": "flat_product(A, B) = zipped_product(A, B) with both modes unpacked",
    "blocked_product": "blocked_product(A, B) = zip(get<0>(P), get<1>(P)), "
                       "P = logical_product(append<R>(A), append<R>(B)), R = max(rank(A), rank(B))",
    "raked_product": "raked_product(A, B) = zip(get<1>(P), get<0>(P)), "
                     "P = logical_product(append<R>(A), append<R>(B)), R = max(rank(A), rank(B))",
    "composition": "composition(A, B)(c) = A(B(c)), with B's shape; a tiler <B0,B1,...> composes mode by mode",
    "complement": "complement(A, M): the ordered layout of the offsets in [0, M) that A misses, so that "
                  "make_layout(A, complement(A, M)) covers [0, M)",
    "right_inverse": "right_inverse(A) = R with A(R(i)) = i for i in [0, size(R))",
    "left_inverse": "left_inverse(A) = R with R(A(i)) = i for i in [0, size(A))",
}

_BY_MODE = "a tiler <B0,B1,...> applies it mode by mode: make_layout(op(get<0>(A), B0), op(get<1>(A), B1), ...)"


def s(x) -> str:
    return cute_str(x)


# -- the steps of each operation -----------------------------------------------------------------------

def _divide(a: Layout, b, depth: int) -> tuple[list[Step], Layout]:
    """logical_divide(a, b) for one tiler (a layout, an integer, `_` or a by-mode tuple)."""
    if isinstance(b, tuple):
        return _by_mode(a, b, depth, "logical_divide", _divide)
    if b is UNDERSCORE:
        return [Step(depth, f"logical_divide({s(a)}, _) keeps", a)], a
    steps, b = _tiler_layout(b, depth)
    target = lo.coalesce(a).shape
    comp = lo.complement(b, target)
    both = lo.concat_layouts(b, comp)
    result = lo.composition(a, both)
    steps += [Step(depth, f"shape(coalesce({s(a)}))", target),
              Step(depth, f"complement({s(b)}, {s(target)})", comp),
              Step(depth, f"make_layout({s(b)}, {s(comp)})", both),
              Step(depth, f"composition({s(a)}, {s(both)})", result)]
    return steps, result


def _tiler_layout(b, depth: int) -> tuple[list[Step], Layout]:
    """A tiler mode as a layout: an integer n stands for make_layout(n), shown as its own step."""
    if not is_integer(b):
        return [], b
    b_layout = lo.make_layout(b)
    return [Step(depth, f"make_layout({s(b)})", b_layout)], b_layout


def _product(a: Layout, b, depth: int) -> tuple[list[Step], Layout]:
    """logical_product(a, b) for one tiler."""
    if isinstance(b, tuple):
        return _by_mode(a, b, depth, "logical_product", _product)
    if b is UNDERSCORE:
        return [Step(depth, f"logical_product({s(a)}, _) keeps", a)], a
    steps, b = _tiler_layout(b, depth)
    extent = mul(lo.size(a), lo.cosize(b))
    comp = lo.complement(a, extent)
    repeated = lo.composition(comp, b)
    result = lo.concat_layouts(a, repeated)
    steps += [Step(depth, f"size({s(a)}) * cosize({s(b)})", extent),
              Step(depth, f"complement({s(a)}, {s(extent)})", comp),
              Step(depth, f"composition({s(comp)}, {s(b)})", repeated),
              Step(depth, f"make_layout({s(a)}, {s(repeated)})", result)]
    return steps, result


def _compose(a: Layout, b, depth: int) -> tuple[list[Step], Layout]:
    if isinstance(b, tuple):
        return _by_mode(a, b, depth, "composition", _compose)
    result = lo.composition(a, b)
    return [Step(depth, f"composition({s(a)}, {s(b)})", result)], result


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


def _explain_tiling(name: str, a, b) -> list[Step]:
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


def _explain_rank_product(name: str, a: Layout, b: Layout) -> list[Step]:
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


def _explain_complement(a: Layout, target=None) -> list[Step]:
    comp = lo.complement(a) if target is None else lo.complement(a, target)
    both = lo.concat_layouts(a, comp)
    steps = [Step(0, f"complement({s(a)}{'' if target is None else ', ' + s(target)})", comp),
             Step(0, f"make_layout({s(a)}, {s(comp)})", both)]
    return steps


def _explain_inverse(name: str, a: Layout) -> list[Step]:
    r = lo.right_inverse(a) if name == "right_inverse" else lo.left_inverse(a)
    if name == "right_inverse":
        return [Step(0, f"right_inverse({s(a)})", r), Step(0, f"composition({s(a)}, {s(r)})", lo.composition(a, r))]
    return [Step(0, f"left_inverse({s(a)})", r), Step(0, f"composition({s(r)}, {s(a)})", lo.composition(r, a))]


def steps_for(name: str, args: list) -> list[Step]:
    """The steps of `name` on evaluated arguments; [] when the operation has none worth showing."""
    if name in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide", "logical_product",
                "zipped_product", "tiled_product", "flat_product") and isinstance(args[0], Layout):
        return _explain_tiling(name, args[0], args[1])
    if name in ("blocked_product", "raked_product") and all(isinstance(x, Layout) for x in args):
        return _explain_rank_product(name, args[0], args[1])
    if name == "composition" and len(args) == 2 and isinstance(args[0], Layout) and isinstance(args[1], tuple):
        steps, _ = _compose(args[0], args[1], 0)
        return steps
    if name == "complement" and isinstance(args[0], Layout):
        target = args[1] if len(args) > 1 else None
        if isinstance(target, Layout):
            target = target.shape
        return _explain_complement(args[0], target)
    if name in ("right_inverse", "left_inverse") and isinstance(args[0], Layout):
        return _explain_inverse(name, args[0])
    return []


# -- statements -------------------------------------------------------------------------------------

def _input_names(name: str, n: int) -> list[str]:
    if n == 1:
        return ["A"]
    if name == "complement":
        return ["A", "M"]
    return ["A", "B", "C", "D"][:n] if n <= 4 else [f"x{i}" for i in range(n)]


def explain_statement(evaluator: Evaluator, stmt: ast.ExprStmt, out: Outcome) -> Explanation:
    """The inputs, formula and steps of an expression statement that has run (`out` is its outcome)."""
    node = stmt.value
    text = getattr(stmt, "text", "") or out.input
    if not isinstance(node, ast.Call) or node.name in evaluator.env:
        return Explanation(text, None, None, [], out.value)
    name = node.name
    with checks.collect_notes():  # the statement's notes were collected when it ran
        try:
            args = [evaluator.eval(a, 0) for a in node.args]
            steps = steps_for(name, args)
        except CuteError:
            args, steps = [], []
    inputs = list(zip(_input_names(name, len(args)), args))
    expl = Explanation(text, name, FORMULAS.get(name), inputs, out.value, steps)
    if name == "complement" and args and isinstance(args[0], Layout) and isinstance(out.value, Layout):
        expl.covered = lo.concat_layouts(args[0], out.value)
    if len(args) > 1 and isinstance(args[1], tuple) and name not in ("complement",):
        expl.tiler_modes = [(f"B{i}", b) for i, b in enumerate(args[1])]
        if expl.formula and name != "composition" and any(st.is_heading for st in steps):
            expl.formula += "; " + _BY_MODE
    return expl
