"""`--emit dsl`: a script as CuTe DSL Python (`nvidia-cutlass-dsl`) computing and printing the same values.

    A = (4,2,3):(2,1,8)              A = cute.make_layout((cutlass.Int32(4), ...), stride=(...))
    logical_divide(_24:_2, _4:_2)    cute.printf("{}", cute.logical_divide(cute.make_layout(24, stride=2), ...))
    size<1>(L)                       cute.printf("{}", cute.size(L, mode=[1]))

The DSL evaluates layout algebra while it traces a `@cute.jit` function, so the statements become the body of
one.  A static integer is a Python int; a dynamic one is `cutlass.Int32(N)`, which the DSL keeps as a run-time
value (its `print` shows `?`; `cute.printf` prints the value when the function runs, as cutecalc does).  `_` is
`None`, a tiler `<A, B>` a tuple of layouts, `Sw<B,M,S>` `cute.make_swizzle(B, M, S)`.  What the DSL has no
function for (print_layout, zip, upcast, ...) is left as a comment saying so.
"""

from __future__ import annotations

import keyword
from typing import Any

from ..algebra.integers import is_integer, value
from ..algebra.layout import Layout
from ..algebra.swizzle import ComposedLayout, Swizzle
from ..lang import ast
from ..lang.dsl_calls import DSL_MISSING as MISSING
from ..lang.dsl_calls import TILER_PRODUCTS
from ..lang.library import CONSTANTS, FUNCTIONS
from ..lang.values import TYPE_BITS, CppString, MajorTag
from .program import CUTECALC_ONLY, EmittedProgram, Emitter, Untranslatable, compose_chain, not_emitted_reason

# cutecalc function -> the DSL's function of the same meaning and argument order.
SAME = ("composition", "complement", "right_inverse", "left_inverse", "max_common_vector", "max_common_layout",
        "nullspace", "logical_divide", "zipped_divide", "tiled_divide", "flat_divide", "logical_product",
        "zipped_product", "tiled_product", "flat_product", "blocked_product", "raked_product",
        "make_identity_layout", "make_layout_like", "ceil_div", "shape_div", "product", "flatten", "filter",
        "depth", "product_each")
MODE_QUERIES = ("size", "rank", "cosize", "get", "layout", "select")   # f<I...>(L) -> cute.f(L, mode=[I...])
TUPLE_MAKERS = ("make_shape", "make_stride", "make_coord", "make_tuple", "make_step", "make_tile")


def _string(text: str) -> str:
    """A double-quoted Python string literal of `text` (as cutecalc reads a DSL script back; a JSON string
    is one)."""
    import json
    return json.dumps(text, ensure_ascii=False)


class DslEmitter(Emitter):
    RESERVED = frozenset(keyword.kwlist) | frozenset({"cute", "cutlass", "main", "print", "None", "E"})

    def assign(self, target: str, code: str) -> str:
        return f"{target} = {code}"

    def show(self, code: str, value: Any = None) -> str:
        if isinstance(value, CppString):  # cute.printf takes no str argument: the text is its format
            return self.print_line([(value.cute_str(), None)])
        return f'cute.printf("{{}}", {code})'

    def print_line(self, pieces: list[tuple[str | None, str | None]]) -> str:
        # the format's braces are Python's, and its % reaches C's printf: both doubled to stand for themselves
        fmt = "".join(t.replace("{", "{{").replace("}", "}}").replace("%", "%%") if t is not None else "{}"
                      for t, _ in pieces)
        return f"cute.printf({_string(fmt)}" + "".join(f", {c}" for t, c in pieces if t is None) + ")"

    def continue_line(self, piece: tuple[str | None, str | None], code: str, ends_line: bool) -> str:
        # cute.printf prints whole lines: the pieces wait for the one that ends their line
        return self.close_line([*self.open_line, piece], ends_line=True) if ends_line else ""

    def close_line(self, pieces: list[tuple[str | None, str | None]], ends_line: bool = False) -> str:
        """One cute.printf of the pieces (it ends the line itself: a final newline of theirs is its)."""
        if ends_line:
            text, _ = pieces[-1]
            pieces = [*pieces[:-1], (text[:-1], None)] if text is not None else pieces
        return self.print_line([p for p in pieces if p[0] != ""])

    def self_printing(self, call: ast.Call) -> str:
        raise Untranslatable(f"the CuTe DSL has no {call.name}")

    # -- expressions ----------------------------------------------------------------------------------
    def expr(self, node: Any) -> str:
        return getattr(self, "_" + type(node).__name__)(node)

    def _Int(self, n: ast.Int) -> str:
        if n.static or self.static_literals:
            return str(n.value)
        return f"cutlass.Int32({n.value})"

    def _Str(self, n: ast.Str) -> str:
        return _string(n.text())

    def _Underscore(self, n: ast.Underscore) -> str:
        return "None"

    def _Name(self, n: ast.Name) -> str:
        if self.is_variable(n.id):
            return self.variable(n.id)
        raise Untranslatable(f"'{n.id}' has no CuTe DSL counterpart here")

    def _tuple(self, items) -> str:
        codes = [self.expr(e) for e in items]
        return "(" + codes[0] + ",)" if len(codes) == 1 else "(" + ", ".join(codes) + ")"

    def _Tuple(self, n: ast.Tuple) -> str:
        return self._tuple(n.items)

    def _LayoutLit(self, n: ast.LayoutLit) -> str:
        return f"cute.make_layout({self.expr(n.shape)}, stride={self.expr(n.stride)})"

    def _TilerLit(self, n: ast.TilerLit) -> str:
        return self._tuple(n.items)

    def _SwizzleLit(self, n: ast.SwizzleLit) -> str:
        return f"cute.make_swizzle({self._static(n.b)}, {self._static(n.m)}, {self._static(n.s)})"

    def _ScaledBasis(self, n: ast.ScaledBasis) -> str:
        modes = list(reversed(n.modes))
        basis = f"cute.E({modes[0]})" if len(modes) == 1 else f"cute.E({modes})"
        if isinstance(n.value, ast.Int) and n.value.value == 1:
            return basis
        return f"{self._operand(n.value)} * {basis}"

    def _Pointer(self, n: ast.Pointer) -> str:
        raise Untranslatable(f"{n.text}: the CuTe DSL has no printed-pointer literal")

    def _Compose(self, n: ast.Compose) -> str:
        chain = compose_chain(n)
        if len(chain) == 3 and is_integer(self.value_of(chain[1])):
            return "cute.make_composed_layout(" + ", ".join(self.expr(x) for x in chain) + ")"
        code = self.expr(chain[0])
        if isinstance(self.value_of(chain[0]), Swizzle):   # a swizzle composed with a layout
            code = f"cute.make_composed_layout({code}, 0, {self.expr(chain[1])})"
            chain = chain[1:]
        for x in chain[1:]:
            code = f"cute.composition({code}, {self.expr(x)})"
        return code

    def _BinOp(self, n: ast.BinOp) -> str:
        op = "//" if n.op == "/" else n.op
        return f"{self._operand(n.lhs)} {op} {self._operand(n.rhs)}"

    def _Cast(self, n: ast.Cast) -> str:
        raise Untranslatable(f"({n.type}*): the CuTe DSL makes pointers from its tensors, not from casts")

    def _Neg(self, n: ast.Neg) -> str:
        return "-" + self._operand(n.operand)

    def _operand(self, n: Any) -> str:
        code = self.expr(n)
        return f"({code})" if isinstance(n, ast.BinOp) else code

    def _Apply(self, n: ast.Apply) -> str:
        return self._call_value(self.expr(n.callee), n.args)

    def _call_value(self, callee: str, args) -> str:
        """A layout called with a coordinate: its offset, or with `_` in it a slice (cute.slice_)."""
        coord = self.expr(args[0]) if len(args) == 1 else self._tuple(args)
        if any(isinstance(x, ast.Underscore) for a in args for x in _leaves(a)):
            return f"cute.slice_({callee}, {coord})"
        return f"cute.crd2idx({coord}, {callee})"

    def _Call(self, n: ast.Call) -> str:
        if n.name == "decltype" and len(n.args) == 1:  # `using T = decltype(x)`: T{} is x
            return self.expr(n.args[0])
        if self.is_variable(n.name):
            return self._call_value(self.variable(n.name), n.args)
        name, args = n.name, n.args
        if name in MISSING or name in CUTECALC_ONLY:
            raise Untranslatable(f"the CuTe DSL has no {name}")
        reason = not_emitted_reason(name)
        if reason:
            raise Untranslatable(f"{name}: {reason}")
        if name in CONSTANTS:
            raise Untranslatable(f"{name} stands alone only as make_layout's second argument here")
        if name == "Swizzle":
            return "cute.make_swizzle(" + ", ".join(self._static(t) for t in n.targs) + ")"
        if name == "print" and len(args) == 1:
            return self.expr(args[0])
        if name == "Int32" and len(args) == 1:
            return f"cutlass.Int32({self.expr(args[0])})"
        if name in TUPLE_MAKERS:
            return self._tuple(args)
        if name not in FUNCTIONS:
            raise Untranslatable(f"'{name}' has no CuTe DSL counterpart")
        if name == "make_layout":
            return self._make_layout(args)
        if name in TILER_PRODUCTS and len(args) == 2 and not isinstance(self.value_of(args[1]), Layout):
            raise Untranslatable(f"the CuTe DSL's {name} takes a layout, not a tiler of modes")
        idx = [self._static(t) for t in n.targs] if name != "recast_layout" else []
        a = [self.expr(x) for x in args]
        if name in MODE_QUERIES:
            fn = "get" if name == "layout" else name
            return f"cute.{fn}({a[0]}, mode=[{', '.join(idx)}])" if idx else f"cute.{fn}({a[0]})"
        if name in ("shape", "stride"):
            base = f"cute.get({a[0]}, mode=[{', '.join(idx)}])" if idx else a[0]
            return f"cute.shape({base})" if name == "shape" else f"{base}.stride"
        if name == "take":
            return f"cute.select({a[0]}, mode={list(range(int(idx[0]), int(idx[1])))})"
        if name == "group":
            return f"cute.group_modes({a[0]}, {idx[0]}, {idx[1]})"
        if name in ("append", "prepend"):
            elem = a[1] if len(a) > 1 else "cute.make_layout(1, stride=0)"
            rank = f", up_to_rank={idx[0]}" if idx else ""
            return f"cute.{name}({a[0]}, {elem}{rank})"
        if name in ("coalesce", "filter_zeros"):
            return f"cute.{name}({a[0]}, target_profile={a[1]})" if len(a) > 1 else f"cute.{name}({a[0]})"
        if name == "make_ordered_layout":
            return f"cute.make_ordered_layout({a[0]}, order={a[1]})"
        if name == "tile_to_shape":
            order = a[2] if len(a) > 2 else _py_tuple(range(_rank(self.value_of(args[1]))))
            return f"cute.tile_to_shape({a[0]}, {a[1]}, {order})"
        if name == "crd2idx":
            if len(a) == 3:
                return f"cute.crd2idx({a[0]}, cute.make_layout({a[1]}, stride={a[2]}))"
            if len(a) == 2 and isinstance(self.value_of(args[1]), (Layout, ComposedLayout)):
                return f"cute.crd2idx({a[0]}, {a[1]})"
            raise Untranslatable("crd2idx with a shape alone has no CuTe DSL counterpart")
        if name == "idx2crd":
            if len(a) == 2:
                return f"cute.idx2crd({a[0]}, {a[1]})"
            raise Untranslatable("idx2crd with a stride has no CuTe DSL counterpart")
        if name in ("slice", "dice"):
            return f"cute.{'slice_' if name == 'slice' else 'dice'}({a[1]}, {a[0]})"
        if name == "recast_layout":
            old, new = (_type_bits(t) for t in n.targs)
            return f"cute.recast_layout({new}, {old}, {a[0]})"
        if name == "composition" and isinstance(self.value_of(args[0]), Swizzle):
            return f"cute.make_composed_layout({a[0]}, 0, {a[1]})"
        if name in SAME:
            return f"cute.{name}(" + ", ".join(a) + ")"
        raise Untranslatable(f"the CuTe DSL has no {name}")

    def _make_layout(self, args) -> str:
        values = [self.value_of(x) for x in args]
        if len(args) > 1 and all(isinstance(v, Layout) for v in values):   # the concatenation of layouts
            return "cute.make_layout((" + ", ".join(self.expr(x) for x in args) + ",))"
        if len(args) == 2:
            tag = self.value_of(args[1])
            shape = self.expr(args[0])
            if isinstance(tag, MajorTag):
                dims = self.value_of(args[0])
                if isinstance(dims, tuple) and any(isinstance(x, tuple) for x in dims):
                    raise Untranslatable("a nested shape with LayoutLeft/LayoutRight (write its strides)")
                r = _rank(dims)
                order = list(range(r)) if tag.left else list(reversed(range(r)))
                return f"cute.make_ordered_layout({shape}, order={_py_tuple(order)})"
            return f"cute.make_layout({shape}, stride={self.expr(args[1])})"
        if isinstance(values[0], Layout):
            return f"cute.make_layout(({self.expr(args[0])},))"
        return f"cute.make_layout({self.expr(args[0])})"

    def _static(self, n: Any) -> str:
        v = n.value if isinstance(n, ast.Int) else self.value_of(n)
        if not is_integer(v):
            raise Untranslatable("an integer known when the script is read is needed here")
        return str(value(v))


def _py_tuple(xs) -> str:
    xs = [str(x) for x in xs]
    return "(" + xs[0] + ",)" if len(xs) == 1 else "(" + ", ".join(xs) + ")"


def _rank(shape: Any) -> int:
    if shape is None:
        raise Untranslatable("the shape's rank is not known")
    return len(shape) if isinstance(shape, tuple) else 1


def _type_bits(n: Any) -> int:
    if isinstance(n, ast.Name) and n.id in TYPE_BITS:
        return TYPE_BITS[n.id]
    raise Untranslatable("recast_layout takes two element types")


def _leaves(n: Any):
    if isinstance(n, ast.Tuple):
        for e in n.items:
            yield from _leaves(e)
    else:
        yield n


def emit_dsl_program(source: str, static_literals: bool = False, filename: str = "<input>") -> EmittedProgram:
    return DslEmitter(static_literals).emit(source, filename)


def dsl_text(program: EmittedProgram) -> str:
    """A whole Python program: the statements in the body of a `@cute.jit` function, and its call."""
    lines = ["# cutecalc --emit dsl: the statements as CuTe DSL (pip install nvidia-cutlass-dsl; no GPU needed).",
             "import cutlass", "import cutlass.cute as cute", "", "", "@cute.jit", "def main():"]
    body = 0
    for s in program.statements:
        src = " ".join(s.source.split())
        if s.skipped:
            lines.append(f"    # not emitted: {src}  ({s.skipped})")
            continue
        lines.append(f"    # line {s.line}: {src}")
        lines.append("    " + s.code)
        body += 1
    if not body:
        lines.append("    pass")
    lines += ["", "", "main()"]
    return "\n".join(lines) + "\n"


def emit_dsl(source: str, static_literals: bool = False, filename: str = "<input>") -> str:
    """The CuTe DSL program `cutecalc --emit dsl` prints for `source`.

    >>> print(emit_dsl("a = _24:_2; logical_divide(a, _4:_1)"))  # doctest: +ELLIPSIS
    # cutecalc --emit dsl: ...
    import cutlass
    import cutlass.cute as cute
    <BLANKLINE>
    <BLANKLINE>
    @cute.jit
    def main():
        # line 1: a = _24:_2
        a = cute.make_layout(24, stride=2)
        # line 1: logical_divide(a, _4:_1)
        cute.printf("{}", cute.logical_divide(a, cute.make_layout(4, stride=1)))
    <BLANKLINE>
    <BLANKLINE>
    main()
    <BLANKLINE>
    """
    return dsl_text(emit_dsl_program(source, static_literals, filename))
