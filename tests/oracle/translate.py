"""cutecalc source text -> the C++ expression that makes CuTe compute the same value.

The harness has its own small reader for the part of the language its cases use, so that the C++ side
never depends on the implementation under test:

    (2,(_3,4)):(_1,(2,_6))   ->  make_layout(make_shape(2,make_shape(Int<3>{},4)),
                                             make_stride(Int<1>{},make_stride(2,Int<6>{})))
    8:2                      ->  make_layout(8,2)
    <2:1, _3>                ->  make_tile(make_layout(2,1), Int<3>{})
    Sw<3,4,3>                ->  Swizzle<3,4,3>{}
    L = 8:2; L(3)            ->  make_layout(8,2)(3)
    L((1,0),2)               ->  L(make_coord(make_coord(1,0),2))
    (2,3) == (2,_3)          ->  make_tuple(2,3) == make_tuple(2,Int<3>{})

All IntTuples are `cute::tuple`s in C++; the make_shape / make_stride / make_coord / make_tuple spelling
only follows the argument's role, for readability.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# ---------------------------------------------------------------------------------------------
# Syntax tree
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Int:
    value: int
    static: bool


@dataclass(frozen=True)
class Under:
    pass


@dataclass(frozen=True)
class Tuple:
    items: tuple


@dataclass(frozen=True)
class LayoutLit:
    shape: object
    stride: object


@dataclass(frozen=True)
class Tiler:
    items: tuple


@dataclass(frozen=True)
class Name:
    id: str


@dataclass(frozen=True)
class Call:
    name: str
    targs: tuple          # of Int or Name (type names)
    args: tuple | None    # None: no call parentheses, as in Sw<3,4,3>


@dataclass(frozen=True)
class CppType:
    """A C++ type, as a value (`ComposedLayout<Swizzle<1,0,2>,_0,Layout<_4>>{}`) or a template argument."""
    name: str
    targs: tuple          # of Int, Name or CppType
    value: bool           # written with `{}`: a value of the type


@dataclass(frozen=True)
class Apply:
    callee: object
    args: tuple


@dataclass(frozen=True)
class Equality:
    op: str               # "==" or "!="
    lhs: object
    rhs: object


@dataclass(frozen=True)
class Assign:
    target: str
    value: object


class TranslationError(ValueError):
    """The text is outside the subset of the language the harness translates."""


# ---------------------------------------------------------------------------------------------
# Reader
# ---------------------------------------------------------------------------------------------

_TOKEN = re.compile(r"\s*(?:(?P<sint>_\d+)|(?P<int>\d+)|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
                    r"|(?P<punct>\{\}|==|!=|[()<>,:;=-]))")


def _tokens(text: str) -> list[tuple[str, str]]:
    out, pos = [], 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise TranslationError(f"cannot read {text[pos:pos + 20]!r}")
        kind = m.lastgroup
        tok = m.group(kind)
        out.append(("under", tok) if kind == "name" and tok == "_" else (kind, tok))
        pos = m.end()
    return out


class _Reader:
    def __init__(self, text: str) -> None:
        self.toks = _tokens(text)
        self.i = 0

    def peek(self, k: int = 0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else ("end", "")

    def take(self, tok: str | None = None):
        t = self.peek()
        if tok is not None and t[1] != tok:
            raise TranslationError(f"expected {tok!r}, got {t[1]!r}")
        self.i += 1
        return t

    def program(self) -> list:
        stmts = [self.statement()]
        while self.peek()[1] == ";":
            self.take(";")
            if self.peek()[0] != "end":
                stmts.append(self.statement())
        if self.peek()[0] != "end":
            raise TranslationError(f"unexpected {self.peek()[1]!r}")
        return stmts

    def statement(self):
        if self.peek()[0] == "name" and self.peek(1)[1] == "=":
            target = self.take()[1]
            self.take("=")
            return Assign(target, self.equality())
        return self.equality()

    def equality(self):
        node = self.expr()
        while self.peek()[1] in ("==", "!="):
            node = Equality(self.take()[1], node, self.expr())
        return node

    def expr(self):
        node = self.atom()
        if self.peek()[1] == ":" and isinstance(node, (Int, Tuple)):
            self.take(":")
            node = LayoutLit(node, self.atom())
        while self.peek()[1] == "(":
            node = Apply(node, self.args())
        return node

    def args(self) -> tuple:
        self.take("(")
        if self.peek()[1] == ")":
            self.take(")")
            return ()
        return tuple(self.listed(self.expr, ")"))

    def atom(self):
        kind, tok = self.peek()
        if kind == "int":
            self.take()
            return Int(int(tok), False)
        if kind == "sint":
            self.take()
            return Int(int(tok[1:]), True)
        if kind == "under":
            self.take()
            return Under()
        if tok == "(":
            return Tuple(self.args())
        if tok == "<":
            self.take("<")
            return Tiler(tuple(self.listed(self.expr, ">")))
        if kind == "name":
            self.take()
            targs: tuple = ()
            if self.peek()[1] == "<":
                self.take("<")
                targs = tuple(self.listed(self.targ, ">"))
            if self.peek()[1] == "(":
                return Call(tok, targs, self.args())
            if targs and self.peek()[1] == "{}":
                self.take("{}")
                return CppType(tok, targs, True)
            if targs:
                return Call(tok, targs, None)
            return Name(tok)
        raise TranslationError(f"unexpected {tok!r}")

    def listed(self, item, close: str) -> list:
        """item, item, ... up to `close` (taken): the inside of <...> or (...) once its opener is taken."""
        items = [item()]
        while self.peek()[1] == ",":
            self.take(",")
            items.append(item())
        self.take(close)
        return items

    def targ(self):
        kind, tok = self.take()
        if tok == "-" and self.peek()[0] == "int":      # a negative template argument: Sw<2,0,-3>
            return Int(-int(self.take()[1]), False)
        if kind == "int":
            return Int(int(tok), False)
        if kind == "sint":
            return Int(int(tok[1:]), True)
        if kind == "name":
            if self.peek()[1] != "<":
                return Name(tok)
            self.take("<")
            return CppType(tok, tuple(self.listed(self.targ, ">")), False)
        raise TranslationError(f"bad template argument {tok!r}")


def parse(text: str) -> list:
    """The statements of `text` as syntax trees."""
    return _Reader(text).program()


# ---------------------------------------------------------------------------------------------
# Writer
# ---------------------------------------------------------------------------------------------

# How a tuple argument is spelled in C++, by function and position (default make_tuple).
ARG_ROLES: dict[str, tuple] = {
    "make_layout": ("shape", "stride"),
    "make_ordered_layout": ("shape", "tuple"),
    "make_identity_layout": ("shape",),
    "complement": (None, "shape"),
    "tile_to_shape": (None, "shape"),
    "composition": (None, "shape"),
    "crd2idx": ("coord", "shape", "stride"),
    "idx2crd": ("coord", "shape", "stride"),
    "slice": ("coord",),
    "dice": ("coord",),
    "shape_div": ("shape", "shape"),
    "shape_mod": ("shape", "shape"),
}
for _f in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide", "logical_product",
           "zipped_product", "tiled_product", "flat_product", "blocked_product", "raked_product"):
    ARG_ROLES[_f] = (None, "shape")

_MAKE = {"shape": "make_shape", "stride": "make_stride", "coord": "make_coord", "tuple": "make_tuple"}
_TAGS = {"LayoutLeft", "LayoutRight", "GenColMajor", "GenRowMajor"}


class _Writer:
    def __init__(self, static_ints: bool = False) -> None:
        self.env: dict[str, str] = {}
        self.static_ints = static_ints   # the "static twin": every integer written as Int<N>{}

    def node(self, n, role: str | None = None) -> str:
        if isinstance(n, Int):
            return f"Int<{n.value}>{{}}" if (n.static or self.static_ints) else str(n.value)
        if isinstance(n, Under):
            return "_"
        if isinstance(n, Tuple):
            return f"{_MAKE[role or 'tuple']}({','.join(self.node(e, role) for e in n.items)})"
        if isinstance(n, LayoutLit):
            if isinstance(n.shape, Int) and isinstance(n.stride, Int):
                return f"make_layout({self.node(n.shape)},{self.node(n.stride)})"
            return f"make_layout({self.node(n.shape, 'shape')}, {self.node(n.stride, 'stride')})"
        if isinstance(n, Tiler):
            return f"make_tile({', '.join(self.node(e, 'shape') for e in n.items)})"
        if isinstance(n, Name):
            if n.id in self.env:
                return self.env[n.id]
            if n.id in _TAGS:
                return n.id + "{}"
            raise TranslationError(f"unknown name {n.id!r}")
        if isinstance(n, Call) and n.name in self.env and not n.targs:   # a variable called: L(1,2)
            return self.node(Apply(Name(n.name), n.args))
        if isinstance(n, Call):
            targs = "<" + ",".join(self.targ(t) for t in n.targs) + ">" if n.targs else ""
            if n.args is None:
                if n.name == "Sw":
                    return f"Swizzle{targs}{{}}"
                raise TranslationError(f"{n.name}{targs} without arguments")
            if n.name == "Sw":         # a swizzle applied to an offset: Sw<3,3,3>(_73)
                return f"Swizzle{targs}{{}}({', '.join(self.node(a) for a in n.args)})"
            roles = ARG_ROLES.get(n.name, ())
            args = [self.node(a, roles[i] if i < len(roles) else None) for i, a in enumerate(n.args)]
            return f"{n.name}{targs}({', '.join(args)})"
        if isinstance(n, CppType):
            return self.type_text(n) + "{}"
        if isinstance(n, Equality):
            return f"{self.node(n.lhs)} {n.op} {self.node(n.rhs)}"
        if isinstance(n, Apply):
            callee = self.node(n.callee)
            if len(n.args) > 1 and any(isinstance(a, Tuple) for a in n.args):
                return f"{callee}(make_coord({','.join(self.node(a, 'coord') for a in n.args)}))"
            return f"{callee}({','.join(self.node(a, 'coord') for a in n.args)})"
        raise TranslationError(f"cannot translate {n!r}")

    def targ(self, t) -> str:
        if isinstance(t, Int):
            return str(t.value)   # template arguments are compile-time already
        if isinstance(t, CppType):
            return self.type_text(t)
        return t.id

    def type_text(self, t: CppType) -> str:
        """A C++ type: static integers inside it are the types _N, dynamic ones template values."""
        def arg(a) -> str:
            if isinstance(a, Int):
                return (f"_{a.value}" if a.value >= 0 else f"Int<{a.value}>") if a.static else str(a.value)
            return self.type_text(a) if isinstance(a, CppType) else a.id
        return f"{t.name}<{','.join(arg(a) for a in t.targs)}>"


def to_cpp(expr: str, static_ints: bool = False) -> str:
    """The C++ expression for the value of the last statement of `expr` (assignments are inlined).

    With static_ints, every integer literal is made static: CuTe's answer for the same case with
    compile-time integers (its "static twin").
    """
    w = _Writer(static_ints)
    result = None
    for stmt in parse(expr):
        if isinstance(stmt, Assign):
            w.env[stmt.target] = w.node(stmt.value)
        else:
            result = w.node(stmt)
    if result is None:
        raise TranslationError("no expression to evaluate")
    return result


def has_dynamic_int(expr: str) -> bool:
    """Whether any integer literal of `expr` (outside template arguments) is dynamic."""
    return any(isinstance(n, Int) and not n.static for n in _walk(parse(expr)))


def _walk(nodes):
    for n in nodes:
        yield n
        if isinstance(n, Assign):
            yield from _walk([n.value])
        elif isinstance(n, (Tuple, Tiler)):
            yield from _walk(n.items)
        elif isinstance(n, LayoutLit):
            yield from _walk([n.shape, n.stride])
        elif isinstance(n, Call):
            yield from _walk(n.args or ())
        elif isinstance(n, Apply):
            yield from _walk([n.callee, *n.args])
        elif isinstance(n, Equality):
            yield from _walk([n.lhs, n.rhs])
