"""The tree builder: the AST (`ast`) made from each rule's children as the LALR driver reduces the rule.

AstBuilder's callbacks are named after the grammar's rules and aliases (grammar/cutecalc.lark); each reads its
rule's children by name, tokens included (the parser keeps them all): `shape, _, stride = c` for `shape :
stride`.  C++ spellings stay calls (`Int<4>{}`, `E<1>{}`: their rows decide what they are), and CuTe DSL calls
with keywords or a `cute.` name are bound by lang/dsl_calls.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..algebra.integers import parse_int
from ..errors import CuteNameError, CuteOverflowError, CuteSyntaxError
from . import ast
from .ast import Keyword, Pos, is_dsl_name
from .lexer import Token

_tuple_new = tuple.__new__

# Operator expressions keep their meaning in parentheses; any other single item in parentheses is a rank-1
# tuple, because CuTe prints rank-1 tuples as `(4)` and `(4):(1)` must read back with a tuple shape (and a
# rank-1 tile `(4:1)` as a tile).
_GROUPED = (ast.BinOp, ast.Neg, ast.Not, ast.Compose)


class _Group:
    """The items between a pair of brackets, before the rule that owns them decides what they are."""

    __slots__ = ("items", "pos")

    def __init__(self, items: tuple, pos: Pos) -> None:
        self.items, self.pos = items, pos

    @property
    def keywords(self) -> bool:
        """Whether a `name=value` is among the items (a call's keyword arguments)."""
        for x in self.items:
            if type(x) is Keyword:
                return True
        return False


def _tok_pos(t: Token) -> Pos:
    return _tuple_new(Pos, t[3:7])   # (line, column, end_line, end_column: a Token's fields 3 to 6)


def _span(first, last) -> Pos:
    """From the start of `first` to the end of `last`, each a token or a node."""
    if type(first) is Token:
        line, col = first.line, first.column
    else:
        line, col = first.pos.line, first.pos.col
    if type(last) is Token:
        return _tuple_new(Pos, (line, col, last.end_line, last.end_column))
    pos = last.pos
    return _tuple_new(Pos, (line, col, pos.end_line, pos.end_col))


_new_object = object.__new__
# ast.Int's slots' own setters, pos being ast.Node's (they bypass the frozen __setattr__)
_set_int_value: Callable[[ast.Int, int], None] = vars(ast.Int)["value"].__set__
_set_int_static: Callable[[ast.Int, bool], None] = vars(ast.Int)["static"].__set__
_set_int_pos: Callable[[ast.Int, Pos], None] = vars(ast.Node)["pos"].__set__


def _int_node(value: int, static: bool, pos: Pos) -> ast.Int:
    """ast.Int(value, static, pos=pos), set through its slots: the parser makes one per integer literal."""
    node = _new_object(ast.Int)
    _set_int_value(node, value)
    _set_int_static(node, static)
    _set_int_pos(node, pos)
    return node


def _binop(op: str) -> Callable[[Any, list[Any]], ast.BinOp]:
    """The callback of a binary-operator rule: `lhs op rhs` (children lhs, the operator's token, rhs)."""
    def build(self: Any, c: list[Any]) -> ast.BinOp:
        lhs, _, rhs = c
        return ast.BinOp(op, lhs, rhs, pos=_span(lhs, rhs))
    return build


class AstBuilder:
    """Callbacks named after the grammar's rules and aliases; each receives the rule's children, tokens
    included (the parser keeps them all).  Stateless: token positions are the script's, and the statement's
    text is filled in by `iter_statements`.  (Lark's helper rules, named `_...`, have
    no callback: their children are spliced into their parent rule's.)
    """

    # program and statements
    def program(self, c):
        out: list = []
        for s in c:
            if type(s) is tuple:   # a declaration of several names: one assignment each
                out.extend(s)
            elif s is not None and not isinstance(s, Token):
                out.append(s)
        return tuple(out)

    def assign(self, c):
        name, value = c[-3], c[-1]  # ["auto"] NAME "=" expr
        first = next(x for x in c if x is not None)
        return ast.Assign(_strip_namespace(name.value), value, qualifiers=_qualifiers(c), pos=_span(first, value))

    def type_alias(self, c):
        name, value = c[-3], c[-1]  # ["using"] NAME "=" expr
        first = next(x for x in c if x is not None)
        return ast.Assign(_strip_namespace(name.value), value, qualifiers=("using",), pos=_span(first, value))

    def pointer_declaration(self, c):
        """`float* p = nullptr`: p is the value as a pointer to the type, `(float*)nullptr`."""
        tok, name, value = c[-4], c[-3], c[-1]   # [qualifiers] PTR_TYPE NAME "=" expr
        first = next(x for x in c if x is not None)
        cast = ast.Cast(_cast_type("(" + tok.value + ")"), value, pos=_span(tok, value))
        return ast.Assign(_strip_namespace(name.value), cast, qualifiers=_qualifiers(c), pos=_span(first, value))

    def binding(self, c):
        """`auto [M, N, K, L] = shape`: C++ asserts the tuple has as many modes as names (a static assertion
        here), then each name is its mode, get<i>(shape)."""
        value = c[-1]
        first = next(x for x in c if x is not None)
        i = next(i for i, x in enumerate(c) if type(x) is Token and x.value == "[")
        names = [x for x in c[i + 1:-3] if type(x) is Token and x.type == "NAME"]
        pos = _span(first, value)
        count = _int_node(len(names), True, pos)
        check = ast.StaticAssert("CUTE_STATIC_ASSERT_V", ast.BinOp("==", ast.Call("rank", (), (value,), False, pos=pos),
                                                                    count, pos=pos),
                                 ast.Str(f"a structured binding of {len(names)} names needs a tuple of "
                                         f"{len(names)} modes", pos=pos), pos=pos)
        return (check, *(ast.Assign(_strip_namespace(n.value),
                                    ast.Call("get", (_int_node(k, False, pos),), (value,), False, pos=pos),
                                    qualifiers=_qualifiers(c), pos=pos) for k, n in enumerate(names)))

    def using_namespace(self, c):
        return None   # `using namespace cute;`: cutecalc's names are CuTe's already

    def ctype(self, c):
        tok = c[0]   # NAME [template_args]: the type as a C++ type node
        if len(c) > 1 and c[1] is not None:
            return ast.Call(_callee(tok), c[1].items, (), False, pos=_span(tok, c[1]))
        return ast.Name(_strip_namespace(tok.value), pos=_tok_pos(tok))

    def declaration(self, c):
        """`int m = 1, n = 2`, `Copy_Atom<...> atom`, `TiledMMA mma{}`: one Assign per declarator, each with the
        type; a declarator without `= value` is the type's object, `T{args}`."""
        ctype = next(x for x in c if isinstance(x, (ast.Name, ast.Call)))
        qualifiers = _qualifiers(c)
        first = next(x for x in c if x is not None)
        out = []
        for name, value, braces in (x for x in c if type(x) is _Declarator):
            if value is None:   # default- or brace-constructed: the type's object
                name_of, targs = (ctype.name, ctype.targs) if isinstance(ctype, ast.Call) else (ctype.id, ())
                value = ast.Call(name_of, targs, braces.items if braces is not None else (),
                                 braces is None or isinstance(braces, _BraceGroup),
                                 pos=_span(name, braces if braces is not None else name))
            out.append(ast.Assign(_strip_namespace(name.value), value, ctype=ctype, qualifiers=qualifiers,
                                  pos=_span(first if not out else name, value)))
        return tuple(out)

    def declarator(self, c):
        name = c[0]   # NAME "=" expr | NAME [brace_args] | NAME call_args
        if len(c) == 3:
            return _Declarator(name, c[2], None)
        return _Declarator(name, None, c[1] if len(c) > 1 else None)

    def expr_stmt(self, c):
        (value,) = c
        if (type(value) is ast.Call and (value.name in ast.STATIC_ASSERTS or value.name == ast.RUN_TIME_ASSERT)
                and not value.targs and 1 <= len(value.args) <= 2):
            return ast.StaticAssert(value.name, value.args[0], value.args[1] if len(value.args) == 2 else None,
                                    pos=value.pos)
        return ast.ExprStmt(value, pos=value.pos)

    # operators
    def compose(self, c):
        lhs, _, rhs = c   # A o B
        return ast.Compose(lhs, rhs, pos=_span(lhs, rhs))

    def layout_lit(self, c):
        shape, _, stride = c   # shape : stride
        return ast.LayoutLit(shape, stride, pos=_span(shape, stride))

    add = _binop("+")
    sub = _binop("-")
    mul = _binop("*")
    div = _binop("/")
    mod = _binop("%")
    equal = _binop("==")
    not_equal = _binop("!=")
    less = _binop("<")
    greater = _binop(">")
    less_equal = _binop("<=")
    greater_equal = _binop(">=")
    logical_and = _binop("&&")   # `and`, C++'s alternative token, is `&&`
    logical_or = _binop("||")

    def logical_not(self, c):
        bang, operand = c
        return ast.Not(operand, pos=_span(bang, operand))

    def neg(self, c):
        minus, operand = c
        pos = _span(minus, operand)
        if isinstance(operand, ast.Int):
            return ast.Int(-operand.value, operand.static, pos=pos)
        return ast.Neg(operand, pos=pos)

    def scaled_basis(self, c):
        first, *at_modes = c   # value @ mode @ mode ...
        value = self.static_int([first]) if first.type == "STATIC_INT" else self.int([first])
        return ast.ScaledBasis(value, tuple(_literal(t, t.value) for t in at_modes[1::2]), pos=_span(first, c[-1]))

    # names, calls and C++ types
    def name(self, c):
        (tok,) = c
        if tok.value == "None":   # Python's None is the DSL's `_`
            return ast.Underscore(pos=_tok_pos(tok))
        owner = _owner(tok)
        if owner is not None:
            return ast.Member(owner, _strip_namespace(tok.value), pos=_tok_pos(tok))
        return ast.Name(_strip_namespace(tok.value), pos=_tok_pos(tok))

    def template_member(self, c):
        tok, targs, member = c   # sizeof_bits<T>::value
        owner = ast.Call(_callee(tok), targs.items, (), False, pos=_span(tok, targs))
        return ast.Member(owner, _strip_namespace(member.value), pos=_span(tok, member))

    def call_member(self, c):
        tok, args, member, *braces = c   # decltype(tCtAcc)::value_type, typename decltype(mma)::AtomThrID{}
        owner = ast.Member(self.call([tok, args]), _strip_namespace(member.value), pos=_span(tok, member))
        if braces and braces[0].items:
            return ast.Apply(owner, braces[0].items, pos=_span(tok, braces[0]))
        return owner

    def cast(self, c):
        tok, operand = c
        pos = _span(tok, operand)
        if isinstance(operand, ast.Tuple) and len(operand.items) == 1:
            operand = operand.items[0]   # static_cast<T*>(p): the parentheses are the cast's own
        return ast.Cast(_cast_type(tok.value), operand, tok.type == "CAST", pos=pos)

    def template(self, c):
        tok, targs = c
        return ast.Call(_callee(tok), targs.items, (), False, pos=_span(tok, targs))

    def call(self, c):
        tok, *groups = c   # NAME [template_args] (call_args | brace_args)
        targs = groups[0].items if len(groups) == 2 else ()
        last = groups[-1]
        braces = isinstance(last, _BraceGroup)
        name, pos = _callee(tok), _span(tok, last)
        if last.keywords or is_dsl_name(tok.value):   # CuTe DSL Python: dsl_calls binds the arguments
            from .dsl_calls import bind_call
            return bind_call(tok.value, name, targs, last.items, braces, pos)
        owner = _owner(tok) if not targs and "::" in tok.value else None
        if owner is not None:   # `typename TiledMma::ALayout{}`, `typename DispatchPolicy::ClusterShape()`
            member = ast.Member(owner, name, pos=_tok_pos(tok))   # (called with arguments: applied)
            return ast.Apply(member, last.items, pos=pos) if last.items else ast.Member(owner, name, pos=pos)
        if name in ast.INTEGRAL_TYPES and name != "int" and not targs and not braces and len(last.items) == 1:
            return ast.Cast(name, last.items[0], False, pos=pos)   # int64_t(K): C++'s functional cast
        return ast.Call(name, targs, last.items, braces, pos=pos)

    def method(self, c):
        obj, _, name, args = c   # obj . name ( args )
        if type(obj) is Token:
            obj = ast.Name(_strip_namespace(obj.value), pos=_tok_pos(obj))
        fn = _METHODS.get(name.value, name.value)
        return ast.Call(fn, (), (obj, *_positional(args)), False, pos=_span(c[0], args))

    def attribute(self, c):
        obj, _, name = c   # the DSL's `L.shape`, `L.stride`: the free function of the object
        named = type(obj) is Token   # `L.size` on a name: C++ refuses it (a member function is called)
        if named:
            obj = ast.Name(_strip_namespace(obj.value), pos=_tok_pos(obj))
        return ast.Call(_METHODS.get(name.value, name.value), (), (obj,), False, named, pos=_span(c[0], name))

    # the Python around CuTe DSL code: dropped (py_def is remembered, so that calling the function is too)
    def py_import(self, c):
        return None

    def py_decorator(self, c):
        return None

    def py_return(self, c):
        return None

    def py_def(self, c):
        _, name, *_ = c   # def NAME ( ) :
        return PythonDef(name.value)

    def keyword(self, c):
        name, _, value = c   # name = value
        return Keyword(name.value, value, _span(name, value))

    def string(self, c):
        (tok,) = c
        return ast.Str(tok.value[1:-1], pos=_tok_pos(tok))

    def pointer(self, c):
        (tok,) = c
        return ast.Pointer(tok.value, pos=_tok_pos(tok))

    def arith_origin(self, c):
        """`ArithTuple_0`, `ArithTuple-32`: ArithTuple(_0), ArithTuple(-32) (a coordinate tensor's integer origin)."""
        (tok,) = c
        digits = tok.value[len("ArithTuple"):]
        static = digits.startswith("_")
        pos = _tok_pos(tok)
        value = ast.Int(_literal(tok, digits.lstrip("_")), static, pos=pos)
        return ast.Call("ArithTuple", (), (value,), False, pos=pos)

    def apply(self, c):
        callee, args = c
        if isinstance(callee, ast.Tuple) and len(callee.items) == 1:
            callee = callee.items[0]  # `((4,8):(8,1))(2,3)`: the parentheses group the callee
        return ast.Apply(callee, _positional(args), pos=_span(c[0], args))

    def items(self, c):
        if len(c) == 1:
            return c
        items, _, item = c   # items , item: the left-recursive list grows in place
        items.append(item)
        return items

    call_items = items

    def template_args(self, c):
        items = tuple(c[1]) if len(c) > 2 else ()   # "<" items ">" or "<" ">"
        return _Group(items, _span(c[0], c[-1]))

    def call_args(self, c):
        items = tuple(c[1]) if len(c) > 2 else ()   # "(" ")" or "(" call_items [","] ")"
        return _Group(items, _span(c[0], c[-1]))

    def brace_args(self, c):
        return _BraceGroup(tuple(c[1]) if len(c) == 3 else (), _span(c[0], c[-1]))

    # atoms
    def int(self, c):
        (t,) = c
        return _int_node(_literal(t, t.value), False, _tuple_new(Pos, t[3:7]))   # (_tok_pos(t), inlined)

    def float(self, c):
        (t,) = c
        return ast.Float(t.value, pos=_tuple_new(Pos, (t.line, t.column, t.end_line, t.end_column)))

    def static_int(self, c):
        t = c[0]   # _4, or _4 {}
        return ast.Int(_literal(t, _strip_namespace(t.value)[1:]), True, pos=_span(t, c[-1]))

    def underscore(self, c):
        (tok,) = c
        return ast.Underscore(pos=_tok_pos(tok))

    def parens(self, c):
        item = c[1]
        if isinstance(item, _GROUPED):
            return item
        return ast.Tuple((item,), pos=_span(c[0], c[-1]))

    def tuple(self, c):
        # "(" ")", "(" expr "," ")" (Python's `(4,)`), "(" expr "," items [","] ")"
        items = (c[1], *c[3]) if len(c) > 4 else (c[1],) if len(c) == 4 else ()
        return ast.Tuple(items, pos=_span(c[0], c[-1]))

    def list(self, c):
        items = tuple(c[1]) if len(c) > 2 else ()   # "[" "]" or "[" items [","] "]"
        return ast.Tuple(items, pos=_span(c[0], c[-1]))

    def tiler(self, c):
        opener, items, closer = c   # < items >
        return ast.TilerLit(tuple(items), pos=_span(opener, closer))

    def swizzle(self, c):
        sw, _, b, _, m, _, s, closer = c   # Sw < b , m , s >
        return ast.SwizzleLit(b, m, s, pos=_span(sw, closer))


class PythonDef(NamedTuple):
    """`def NAME(...):` of DSL code: the body's statements run as they are read; `NAME()` then adds nothing."""

    name: str


class PythonCall(NamedTuple):
    """`NAME()` of a `def NAME` above: where the CuTe DSL runs the traced function (its cute.printf lines)."""

    name: str


def _positional(args: _Group) -> tuple:
    """The arguments of a call that takes no keywords: a member function, a value called with a coordinate."""
    for x in args.items:
        if type(x) is Keyword:
            raise CuteSyntaxError(f"'{x.name}=': only a function takes keyword arguments", x.pos.line, x.pos.col, "")
    return args.items


class _Declarator(NamedTuple):
    """One name of a declaration: its token, its value (None: constructed from the type, with `braces`)."""

    name: Token
    value: Any
    braces: Any


class _BraceGroup(_Group):
    """`{...}`: C++ brace initialisation."""

    __slots__ = ()


# C++ member functions whose free function has another name.
_METHODS = {"compose": "composition"}


# The namespaces of the names CuTe code qualifies (`cute::size`, `GMMA::Major::K`, `SM90::GMMA::...`,
# `SM100::TMEM::LOAD::...`: the headers' namespaces): a name so qualified is the name itself.  Any other qualifier is
# a type (`DispatchPolicy::Stages`): the name is its member.
NAMESPACES = frozenset(("cute", "cutlass", "std", "GMMA", "UMMA", "SM50", "SM61", "SM70", "SM75", "SM80", "SM90",
                        "SM100", "SM103", "SM120", "TMA", "TMEM", "LOAD", "STORE", "UTCCP", "detail", "gemm", "arch",
                        "collective", "kernel", "epilogue", "Major", "ScaleIn", "ScaleOut", "cuda", "tmem_frg",
                        "UMMA_ScaleOut"))


def _owner(tok: Token) -> ast.Expr | None:
    """The type whose member a qualified name is (`TiledMma` of `TiledMma::ValTypeC`), or None: no qualifier, or
    namespaces only."""
    parts = tok.value.lstrip(":").split("::")
    owner: ast.Expr | None = None
    for part in parts[:-1]:
        if owner is None and part in NAMESPACES:
            continue
        node = ast.Name(part, pos=_tok_pos(tok))
        owner = node if owner is None else ast.Member(owner, part, pos=_tok_pos(tok))
    return owner


def _qualifiers(c: list[Any]) -> tuple[str, ...]:
    """The words before a declared name that C++ reads: `const`, `constexpr`, `static`."""
    return tuple(x.value for x in c if type(x) is Token and x.value in ("const", "constexpr", "static"))


def _strip_namespace(s: str) -> str:
    """The name without its namespaces or DSL modules: `cute::size` is size, `GMMA::Major::K` is K,
    `cute.size` is size."""
    if "::" in s:
        s = s.rpartition("::")[2]
    return s.rpartition(".")[2] if "." in s else s


def _cast_type(text: str) -> str:
    """The element type of a cast token, `(const half_t *)` or `static_cast<cute::half_t*>`: half_t."""
    inner = text[text.index("<") + 1:] if text.endswith(">") else text[1:]
    words = [w for w in inner.replace("*", " ").rstrip(")> ").split() if w != "const"]
    return _strip_namespace(words[0])


def _callee(tok: Token) -> str:
    """The called name without its namespaces; a GMMA/UMMA shared-memory atom named in a namespace C++ does not
    declare it in (GMMA::Layout_MN_SW128_32B_Atom) is refused there."""
    if "MMA::" in tok.value:
        from ..algebra.smem_atoms import check_qualified
        namespace, _, name = tok.value.rpartition("::")
        try:
            check_qualified(namespace.rpartition("::")[2], name)
        except CuteNameError as e:
            raise e.at(tok.line, tok.column) from None
    return _strip_namespace(tok.value)


def _literal(tok: Token, digits: str) -> int:
    """The integer `digits` (of the literal `tok`) spells, converted in the one place (integers.parse_int);
    a literal beyond the 64-bit range raises its CuteOverflowError at the literal."""
    try:
        return parse_int(digits)
    except CuteOverflowError as e:
        raise e.at(tok.line, tok.column) from None
