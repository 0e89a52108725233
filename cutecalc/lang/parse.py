"""Text to AST: the grammar `grammar/cutecalc.lark`, parsed LALR(1) straight into `ast` nodes.

    parse("a = 24:2; logical_divide(a, 4:2)")        -> Program of two statements, or CuteSyntaxError
    iter_statements(script_or_blocks)                -> Stmt | CuteError, one per statement, streamed
    open_brackets("b = <2:1,")                       -> (("<", 1, 5),): the REPL reads on

`GrammarLexer` matches the grammar's terminals (as Lark's basic lexer matches them) and hands them over line
by line; `_Cutter` cuts them into statements at newlines and `;` outside brackets — the one place that
decides where a statement ends — and each statement is parsed on its own, so that a syntax error in one
statement leaves the others to be evaluated.  `LalrParser`
drives the LALR(1) tables Lark compiled from the grammar at development time (`_generated_parser.py`,
rebuilt by `python -m cutecalc.lang.build_parser`) and shapes each rule's children exactly as Lark's
tree builder would (keep_all_tokens, maybe_placeholders, `?rule` and `_rule` inlining), handing them to
`_AstBuilder`: no parse tree is built, and neither Lark nor its grammar compiler is imported.
"""

from __future__ import annotations

import _thread
import re
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, NamedTuple, final

from ..algebra.integers import parse_int
from ..errors import CuteError, CuteNameError, CuteOverflowError, CuteSyntaxError
from ..record import replace
from . import _generated_parser as tables
from . import ast
from .ast import Keyword, Pos, is_dsl_name
from .source import Block, LineProblem, SourceItem, split_lines, text_blocks

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["parse", "iter_parsed", "iter_statements", "parse_statements", "open_brackets", "token_kinds",
           "highlight_tokens"]  # and TOKEN_KINDS, KEYWORDS

GRAMMAR_FILE = "cutecalc.lark"

# The language's bracket pairs.  `<` only ever opens (there are no ordering operators), so `>>` closes two.
BRACKETS = {"(": ")", "{": "}", "<": ">", "[": "]"}
_OPENERS = frozenset(BRACKETS)
_CLOSERS = frozenset(BRACKETS.values())
# the characters the cutter must look at: a bracket's step in depth, and `;` (0)
_DEPTH = {**dict.fromkeys(_OPENERS, 1), **dict.fromkeys(_CLOSERS, -1), ";": 0}
BAD = "$BAD"  # the token kind of a character no terminal matches

# Operator expressions keep their meaning in parentheses; any other single item in parentheses is a rank-1
# tuple, because CuTe prints rank-1 tuples as `(4)` and `(4):(1)` must read back with a tuple shape (and a
# rank-1 tile `(4:1)` as a tile).
_GROUPED = (ast.BinOp, ast.Neg, ast.Compose)


def grammar_path() -> Path:
    """The grammar in a source checkout (`grammar/`), else the copy installed as package data."""
    from pathlib import Path  # (not on the evaluation path)
    here = Path(__file__).resolve()
    checkout = here.parents[2] / "grammar" / GRAMMAR_FILE
    return checkout if checkout.is_file() else here.parents[1] / "grammar" / GRAMMAR_FILE


# -- tokens and parse errors ---------------------------------------------------------------------------

class Token(NamedTuple):
    """A terminal matched in the text: its kind (the grammar's terminal name), text and position.

    (A tuple: the lexer makes one per token, and tuples are made fastest.)"""

    type: str
    value: str
    start_pos: int = 0
    line: int = 1
    column: int = 1
    end_line: int = 1
    end_column: int = 1
    end_pos: int = 0


_tuple_new = tuple.__new__


class UnexpectedToken(Exception):
    """The parser met a token no rule allows here.  `expected`: the terminals the state has an action
    for; `accepts`: those among them that the parser would really shift (as Lark computes them)."""

    def __init__(self, token: Token, state_stack: list[int]) -> None:
        super().__init__(f"unexpected {token.type} at {token.line}:{token.column}")
        self.token = token
        self.state_stack = state_stack
        self.expected = {s for s in tables.STATES[state_stack[-1]] if s.isupper()}

    @property
    def accepts(self) -> set[str]:
        return {t for t in self.expected if _would_shift(self.state_stack, t)}


def _would_shift(state_stack: list[int], terminal: str) -> bool:
    """Whether the parser, in this state, would shift `terminal` (or accept, for the end of input)."""
    states, rules, end = tables.STATES, tables.RULES, tables.END_STATE
    stack = list(state_stack)
    while True:
        action = states[stack[-1]].get(terminal)
        if action is None:
            return False
        if action >= 0:
            return True
        origin, size = rules[-1 - action][:2]
        if size:
            del stack[-size:]
        stack.append(states[stack[-1]][origin])
        if terminal == "$END" and stack[-1] == end:
            return True


# -- the AST builder, run by the LALR parser as it reduces each rule ----------------------------------

class _Group:
    """The items between a pair of brackets, before the rule that owns them decides what they are."""

    __slots__ = ("items", "pos")

    def __init__(self, items: tuple, pos: Pos) -> None:
        self.items, self.pos = items, pos

    @property
    def keywords(self) -> bool:
        """Whether a `name=value` is among the items (a call's keyword arguments)."""
        return any(type(x) is Keyword for x in self.items)


def _tok_pos(t: Token) -> Pos:
    return _tuple_new(Pos, t[3:7])  # Pos(t.line, t.column, t.end_line, t.end_column)


def _span(first, last) -> Pos:
    """From the start of `first` to the end of `last`, each a token or a node."""
    if type(first) is Token:
        line, col = first[3], first[4]
    else:
        line, col = first.pos[0], first.pos[1]
    if type(last) is Token:
        return _tuple_new(Pos, (line, col, last[5], last[6]))
    pos = last.pos
    return _tuple_new(Pos, (line, col, pos[2], pos[3]))


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
        return ast.BinOp(op, c[0], c[2], pos=_span(c[0], c[2]))
    return build


class _AstBuilder:
    """Callbacks named after the grammar's rules and aliases; each receives the rule's children, tokens
    included (the parser keeps them all).  Stateless: token positions are the script's, and the statement's
    text is filled in by `iter_statements`.  (Lark's helper rules, named `_...`, have
    no callback: their children are spliced into their parent rule's.)
    """

    # program and statements
    def program(self, c):
        return tuple(s for s in c if s is not None and not isinstance(s, Token))

    def assign(self, c):
        name, value = c[-3], c[-1]  # ["auto"] NAME "=" expr
        first = next(x for x in c if x is not None)  # a declaration's type reads as None
        return ast.Assign(_strip_namespace(name.value), value, pos=_span(first, value))

    def ctype(self, c):
        return None  # a C++ declaration's type: read, not kept (the value has its own)

    def expr_stmt(self, c):
        return ast.ExprStmt(c[0], pos=c[0].pos)

    # operators
    def compose(self, c):
        return ast.Compose(c[0], c[2], pos=_span(c[0], c[2]))

    def layout_lit(self, c):
        return ast.LayoutLit(c[0], c[2], pos=_span(c[0], c[2]))

    add = _binop("+")
    sub = _binop("-")
    mul = _binop("*")
    div = _binop("/")
    mod = _binop("%")
    equal = _binop("==")
    not_equal = _binop("!=")

    def neg(self, c):
        minus, operand = c
        pos = _span(minus, operand)
        if isinstance(operand, ast.Int):
            return ast.Int(-operand.value, operand.static, pos=pos)
        return ast.Neg(operand, pos=pos)

    def scaled_basis(self, c):
        value = self.static_int(c[:1]) if c[0].type == "STATIC_INT" else self.int(c[:1])
        return ast.ScaledBasis(value, tuple(_literal(t, t[1]) for t in c[2::2]), pos=_span(c[0], c[-1]))

    # names, calls and C++ types
    def name(self, c):
        if c[0].value == "None":   # Python's None is the DSL's `_`
            return ast.Underscore(pos=_tok_pos(c[0]))
        return ast.Name(_strip_namespace(c[0].value), pos=_tok_pos(c[0]))

    def template(self, c):
        tok, targs = c
        return ast.Call(_callee(tok), targs.items, (), False, pos=_span(tok, targs))

    def call(self, c):
        tok, groups = c[0], c[1:]
        targs = groups[0].items if len(groups) == 2 else ()
        last = groups[-1]
        braces = isinstance(last, _BraceGroup)
        name, pos = _callee(tok), _span(tok, last)
        if last.keywords or is_dsl_name(tok.value):   # CuTe DSL Python: dsl_calls binds the arguments
            from .dsl_calls import bind_call
            return bind_call(tok.value, name, targs, last.items, braces, pos)
        return ast.Call(name, targs, last.items, braces, pos=pos)

    def method(self, c):
        obj, name, args = c[0], c[2], c[3]
        if type(obj) is Token:
            obj = ast.Name(_strip_namespace(obj.value), pos=_tok_pos(obj))
        fn = _METHODS.get(name.value, name.value)
        return ast.Call(fn, (), (obj, *_positional(args)), False, pos=_span(c[0], args))

    def attribute(self, c):
        obj, name = c[0], c[2]   # the DSL's `L.shape`, `L.stride`: the free function of the object
        if type(obj) is Token:
            obj = ast.Name(_strip_namespace(obj.value), pos=_tok_pos(obj))
        return ast.Call(_METHODS.get(name.value, name.value), (), (obj,), False, pos=_span(c[0], name))

    # the Python around CuTe DSL code: dropped (py_def is remembered, so that calling the function is too)
    def py_import(self, c):
        return None

    def py_decorator(self, c):
        return None

    def py_return(self, c):
        return None

    def py_def(self, c):
        return PythonDef(c[1].value)

    def keyword(self, c):
        name, value = c[0], c[2]
        return Keyword(name.value, value, _span(name, value))

    def string(self, c):
        tok = c[0]
        return ast.Str(tok.value[1:-1], pos=_tok_pos(tok))

    def pointer(self, c):
        return ast.Pointer(c[0].value, pos=_tok_pos(c[0]))

    def arith_origin(self, c):
        """`ArithTuple_0`, `ArithTuple-32`: ArithTuple(_0), ArithTuple(-32) (a coordinate tensor's integer origin)."""
        tok = c[0]
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
        c[0].append(c[2])
        return c[0]

    call_items = items

    def template_args(self, c):
        return _Group(tuple(c[1]), _span(c[0], c[2]))

    def call_args(self, c):
        items = tuple(c[1]) if len(c) > 2 else ()   # "(" ")" or "(" call_items [","] ")"
        return _Group(items, _span(c[0], c[-1]))

    def brace_args(self, c):
        return _BraceGroup(tuple(c[1]) if len(c) == 3 else (), _span(c[0], c[-1]))

    # atoms
    def int(self, c):
        t = c[0]
        return _int_node(_literal(t, t[1]), False, _tuple_new(Pos, t[3:7]))

    def static_int(self, c):
        t = c[0]
        return ast.Int(_literal(t, _strip_namespace(t[1])[1:]), True, pos=_span(t, c[-1]))

    def underscore(self, c):
        return ast.Underscore(pos=_tok_pos(c[0]))

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
        return ast.TilerLit(tuple(c[1]), pos=_span(c[0], c[2]))

    def swizzle(self, c):
        return ast.SwizzleLit(c[2], c[4], c[6], pos=_span(c[0], c[7]))  # Sw < b , m , s >


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


class _BraceGroup(_Group):
    """`{...}`: C++ brace initialisation."""

    __slots__ = ()


# C++ member functions whose free function has another name.
_METHODS = {"compose": "composition"}


def _strip_namespace(s: str) -> str:
    """The name without its namespaces or DSL modules: `cute::size` is size, `GMMA::Major::K` is K,
    `cute.size` is size."""
    if "::" in s:
        s = s.rpartition("::")[2]
    return s.rpartition(".")[2] if "." in s else s


def _callee(tok: Token) -> str:
    """The called name without its namespaces; a GMMA/UMMA shared-memory atom named in a namespace C++ does not
    declare it in (GMMA::Layout_MN_SW128_32B_Atom) is refused there."""
    if "MMA::" in tok.value:
        from ..algebra.smem_atoms import check_qualified
        namespace, _, name = tok.value.rpartition("::")
        try:
            check_qualified(namespace.rpartition("::")[2], name)
        except CuteNameError as e:
            raise e.at(tok[3], tok[4]) from None
    return _strip_namespace(tok.value)


def _literal(tok: Token, digits: str) -> int:
    """The integer `digits` (of the literal `tok`) spells, converted in the one place (integers.parse_int);
    a literal beyond the 64-bit range raises its CuteOverflowError at the literal."""
    try:
        return parse_int(digits)
    except CuteOverflowError as e:
        raise e.at(tok[3], tok[4]) from None


# -- the lexer ---------------------------------------------------------------------------------------

class _Pattern:
    __slots__ = ("type", "value", "_regexp", "max_width")

    def __init__(self, type: str, value: str, regexp: str, max_width: int) -> None:
        self.type, self.value, self._regexp, self.max_width = type, value, regexp, max_width

    def to_regexp(self) -> str:
        return self._regexp


class _Terminal:
    """A terminal of the grammar, as Lark describes it (name, priority, pattern)."""

    __slots__ = ("name", "priority", "pattern")

    def __init__(self, name: str, kind: str, value: str, regexp: str, priority: int, max_width: int) -> None:
        self.name, self.priority, self.pattern = name, priority, _Pattern(kind, value, regexp, max_width)


class _LexerConf:
    """The grammar's terminals and %ignore list, from the generated tables."""

    def __init__(self) -> None:
        self.terminals = [_Terminal(*row) for row in tables.TERMINALS]
        self.ignore = tables.IGNORE
        self.g_regex_flags = tables.REGEX_FLAGS
        self.by_name = {t.name: t for t in self.terminals}


class GrammarLexer:
    """The grammar's terminals, matched as Lark's basic lexer matches them, with less work per token.

    The plan (one regular expression of the terminals in Lark's order, the keywords a NAME can spell, the
    one-character terminals as one character class) is worked out when the tables are generated
    (build_parser.lexer_plan).  Unlike Lark's lexer it hands the tokens over line by line (the cutter below
    decides where statements end), and it makes a BAD token of a character no terminal matches and goes on.
    """

    def __init__(self, conf) -> None:
        self._flags = conf.g_regex_flags
        # character -> its pattern's match (tables.LEXER_DISPATCH), compiled at the character's first use
        self._matchers: dict[str, Callable[[str, int], re.Match[str] | None]] = {}
        self._patterns = {c: pattern for chars, pattern in tables.LEXER_DISPATCH for c in chars}
        self._keywords = tables.LEXER_KEYWORDS
        self._chars = tables.LEXER_CHARS
        self._ignore = frozenset(conf.ignore)
        self._newline = tables.LEXER_NEWLINE

    def _matcher(self, char: str) -> Callable[[str, int], re.Match[str] | None]:
        """The match of the terminals that can begin with `char` (none: a bad character), compiled once."""
        pattern = self._patterns.get(char)
        match = re.compile(pattern, self._flags).match if pattern is not None else _no_match
        for c, p in self._patterns.items():  # the characters that share the pattern share its compilation
            if p is pattern:
                self._matchers[c] = match
        self._matchers[char] = match
        return match

    def lines(self, text: str, line: int = 1, keep_ignored: bool = False) -> Iterator[SourceLine]:
        """The tokens of `text`, line by line (line breaks themselves are not tokens).  The first line is
        numbered `line`; a character no terminal matches becomes a BAD token and lexing goes on after it.
        With `keep_ignored`, whitespace and comments are tokens too (for highlighting)."""
        ignore, newline, keywords, chars = self._ignore, self._newline, self._keywords, self._chars
        matchers, new_matcher = self._matchers, self._matcher
        line_start = 0
        pos = 0
        size = len(text)
        tokens: list[Token] = []
        append = tokens.append
        # a `;`, a bad character or brackets that do not close on this line: the cutter must look closer
        special = False
        depth = 0
        while pos < size:
            start = pos
            char = text[pos]
            match = matchers.get(char) or new_matcher(char)
            m = match(text, pos)
            if m is None:  # a character that no terminal matches
                col = pos - line_start + 1
                append(_tuple_new(Token, (BAD, char, pos - line_start, line, col, line, col + 1, pos + 1)))
                special = True
                pos += 1
                continue
            kind, pos = m.lastgroup, m.end()
            if kind == "_CHAR":
                kind = chars[char]
                step = _DEPTH.get(char)
                if step is not None:
                    depth += step
                    if not step or depth < 0:
                        special = True
                col = start - line_start + 1
                append(_tuple_new(Token, (kind, char, col - 1, line, col, line, col + 1, pos)))
            elif kind == newline:
                yield _tuple_new(SourceLine, (line, text[line_start:start], tokens, special or depth != 0, "\n"))
                tokens = []
                append = tokens.append
                special = False
                depth = 0
                line, line_start = line + 1, pos
            elif kind in ignore:
                if keep_ignored:
                    col = start - line_start + 1
                    append(_tuple_new(Token, (kind, m.group(), col - 1, line, col, line, col + pos - start, pos)))
            else:
                value = m.group()
                if kind in keywords:
                    kind = keywords[kind].get(value, kind)
                col = start - line_start + 1
                append(_tuple_new(Token, (kind, value, col - 1, line, col, line, col + pos - start, pos)))
        if line_start < size:
            yield SourceLine(line, text[line_start:], tokens, special or depth != 0, "")


def _no_match(text: str, pos: int) -> None:
    """The match at a character that begins no terminal."""
    return None


# -- the parser, built once per process ------------------------------------------------------------------

def _reducer(origin: str, callback: str, expand1: bool, include, append_none: int, builder: _AstBuilder):
    """The function of a rule's children that Lark's tree builder would call: its ChildFilter (splice the
    `_rule` children, insert the Nones of absent `[optional]` items), then `?rule` inlining of one child,
    then the builder's callback.  `_rule`s have no callback: their value is their list of children."""
    if callback.startswith("_"):
        def f(c):
            return c
    else:
        f = getattr(builder, callback)
    if expand1:
        g = f

        def f(c):
            return c[0] if len(c) == 1 else g(c)
    if include is None:
        return f
    h = f

    def child_filter(c):
        out: list = []
        for i, splice, nones in include:
            if nones:
                out += [None] * nones
            if splice:
                if out:
                    out += c[i]
                else:  # as Lark does: reuse the left-recursive child's list
                    out = c[i]
            else:
                out.append(c[i])
        if append_none:
            out += [None] * append_none
        return h(out)

    return child_filter


def _end_token(tokens: list[Token]) -> Token:
    """The `$END` token after `tokens`, where the last of them ends."""
    if not tokens:
        return Token("$END", "", 0, 1, 1, 1, 1, 0)
    last = tokens[-1]
    return Token("$END", "", last.start_pos, last.line, last.column, last.end_line, last.end_column, last.end_pos)


class LalrParser:
    """The LALR(1) loop over the generated tables, as Lark's parser runs it: shift, or reduce and go to."""

    def __init__(self) -> None:
        self.lexer_conf = _LexerConf()
        self.terminals = self.lexer_conf.terminals
        self.lexer = GrammarLexer(self.lexer_conf)
        builder = _AstBuilder()
        # Per rule: (origin, length, reducer); reducer None for a one-child `?rule` that passes its child on.
        self._rules = tuple(
            (origin, size, None if (expand1 and size == 1 and include is None)
             else _reducer(origin, callback, expand1, include, append_none, builder))
            for origin, size, callback, expand1, include, append_none in tables.RULES)
        self._chains: dict[tuple[int, int, str], int] = {}
        self._by_action = tuple(reversed(self._rules))  # rule r at index -1 - r: its reduce action

    def get_terminal(self, name: str) -> _Terminal:
        return self.lexer_conf.by_name[name]

    def parse_tokens(self, tokens):
        states, rules, end, chains = tables.STATES, self._by_action, tables.END_STATE, self._chains
        state_stack = [tables.START_STATE]
        value_stack: list = []
        for token in (*tokens, _end_token(tokens)):
            kind = token[0]
            top = state_stack[-1]
            action = states[top].get(kind)
            while action is not None and action < 0:  # reduce, then look again
                origin, size, reduce = rules[action]
                if reduce is None:  # a one-child `?rule`, and the ones that follow it: see _unit_chain
                    key = (top, state_stack[-2], kind)
                    top = chains.get(key)
                    if top is None:
                        top = chains[key] = self._unit_chain(key[0], key[1], kind)
                    state_stack[-1] = top
                else:
                    if size:
                        children = value_stack[-size:]
                        del state_stack[-size:]
                        del value_stack[-size:]
                        value_stack.append(reduce(children))
                    else:
                        value_stack.append(reduce([]))
                    top = states[state_stack[-1]][origin]
                    state_stack.append(top)
                action = states[top].get(kind)
            if action is None:
                if top == end and kind == "$END":  # the end of input reduced everything to the start rule
                    return value_stack[-1]
                raise UnexpectedToken(token, state_stack)
            # (the end of input is never shifted: the tables reduce on it, up to the end state)
            state_stack.append(action)
            value_stack.append(token)
        raise AssertionError("the end of input was shifted")  # unreachable: see above

    def _unit_chain(self, top: int, below: int, kind: str) -> int:
        """The state after the run of one-child reductions that `kind` sets off in state `top` (with `below`
        under it): each pops only the top state and goes to from `below`, so the run depends on these three
        alone.  (A `?rule` reduced from one child passes the child on as its value: the values stay.)"""
        states, rules = tables.STATES, self._rules
        state = top
        while True:
            action = states[state].get(kind)
            if action is None or action >= 0:
                return state
            origin, _, reduce = rules[-1 - action]
            if reduce is not None:
                return state
            state = states[below][origin]


_lock = _thread.allocate_lock()
_parser: LalrParser | None = None


def _get_parser() -> LalrParser:
    global _parser
    if _parser is None:
        with _lock:
            if _parser is None:
                _parser = LalrParser()
    return _parser


# -- cutting a script into statements: the one place that decides where a statement ends ----------------
#
# A statement ends at a newline or `;` outside brackets, and at the end of the input.  The lexer hands
# over lines of tokens; the cutter follows the brackets across them.  The parser, the script runner
# (through `iter_statements`) and the REPL's continuation (`open_brackets`) all ask this cutter.

MAX_STATEMENT_LINES = 10_000  # a statement still open after this many lines is cut there (an unclosed bracket)


@final  # (so that `type(item) is not SourceLine` tells the type checker what item is)
class SourceLine(NamedTuple):
    """One line of source: its number, its text (without the line break) and its tokens."""

    number: int
    text: str
    tokens: list[Token]
    special: bool  # holds a `;`, a bad character, or brackets that do not close on it
    ends: str = "\n"  # "" for a last line without a line break


@final
class RawStatement(NamedTuple):
    """The tokens of one statement, the lines it touches, what ended it ("\\n", ";" or "" for the end of the
    input), and the brackets still open at its end (bracket, line, col), outermost first."""

    tokens: list[Token]
    lines: list[SourceLine]
    terminator: str
    unclosed: tuple[tuple[str, int, int], ...]

    @property
    def text(self) -> str:
        first, last = self.tokens[0], self.tokens[-1]
        if len(self.lines) == 1:
            return self.lines[0].text[first[4] - 1:last[6] - 1]
        head = [ln.text for ln in self.lines if first[3] <= ln.number <= last[3]]
        head[0] = head[0][first[4] - 1:]
        head[-1] = head[-1][:last[6] - 1]
        return "\n".join(head)

    def line_text(self, number: int) -> str:
        for ln in self.lines:
            if ln.number == number:
                return ln.text
        return ""


class _Cutter:
    """Statements from lines of tokens.  After a statement that failed to parse, `rewind(line)` makes the
    cutter read again from that line (of the failed statement) on, as the start of a new statement."""

    def __init__(self, items: Iterator[SourceLine | LineProblem]) -> None:
        self._items = items
        self._queue: list[SourceLine] = []  # lines to read again, in reverse order
        self._last: RawStatement | None = None
        self._rewound = False
        self.open: list[tuple[str, int, int]] = []  # brackets open at the point reached

    def rewind(self, line: int) -> None:
        assert self._last is not None
        self._queue.extend(reversed([ln for ln in self._last.lines if ln.number >= line]))
        self._rewound = True

    def _next_item(self) -> SourceLine | LineProblem | None:
        if self._queue:
            return self._queue.pop()
        return next(self._items, None)

    def __iter__(self) -> Iterator[RawStatement | LineProblem]:
        tokens: list[Token] = []
        lines: list[SourceLine] = []
        stack = self.open
        stack.clear()
        while True:
            item = self._next_item()
            if item is None:
                if not tokens:
                    return
                stmt = self._emit(tokens, lines, "", stack)
                tokens, lines = [], []
                yield stmt
                if not self._rewound:
                    return
                stack.clear()
                self._rewound = False
                continue
            if type(item) is not SourceLine:
                if item.fatal:
                    break_with = item
                    if tokens:
                        yield self._emit(tokens, lines, "", stack)
                    yield break_with
                    return
                yield item
                continue
            ln = item
            if not ln[3] and not stack:  # the common line (not special): one whole statement, or none
                if ln[2]:
                    self._last = stmt = _tuple_new(RawStatement, (ln[2], [ln], ln[4], ()))
                    yield stmt
                continue
            lines.append(ln)
            self._rewound = False
            for tok in ln.tokens:
                value = tok[1]
                if value in _OPENERS and tok[0] != BAD:
                    stack.append((value, tok[3], tok[4]))
                elif value in _CLOSERS and tok[0] != BAD:
                    if stack:
                        stack.pop()
                elif value == ";" and not stack:
                    if tokens:
                        stmt = self._emit(tokens, lines, ";", stack)
                        tokens = []
                        yield stmt
                        if self._rewound:
                            break
                    lines = [ln]
                    continue
                tokens.append(tok)
            if self._rewound:
                tokens, lines = [], []
                stack.clear()
                self._rewound = False
                continue
            if not stack or len(lines) > MAX_STATEMENT_LINES:
                if tokens:
                    stmt = self._emit(tokens, lines, ln.ends, stack)
                    yield stmt
                    if self._rewound:
                        stack.clear()
                        self._rewound = False
                tokens, lines = [], []
                if stack:  # cut at the cap: what follows starts afresh
                    stack.clear()

    def _emit(self, tokens: list[Token], lines: list[SourceLine], terminator: str,
              stack: list[tuple[str, int, int]]) -> RawStatement:
        stmt = _tuple_new(RawStatement, (tokens, lines, terminator if not stack else "", tuple(stack)))
        self._last = stmt
        return stmt


def _source_lines(source: str | Iterable[SourceItem], lexer: GrammarLexer) -> Iterator[SourceLine | LineProblem]:
    items = text_blocks(source) if isinstance(source, str) else source
    for item in items:
        if type(item) is Block:
            yield from lexer.lines(item.text, item.line)
        else:
            yield item


def open_brackets(text: str) -> tuple[tuple[str, int, int], ...]:
    """The brackets still open at the end of `text` (bracket, line, col), outermost first: the REPL goes on
    reading lines while there are any."""
    cutter = _Cutter(_source_lines(text, _get_parser().lexer))
    for _ in cutter:
        pass
    return tuple(cutter.open)


def _resume_line(stmt: RawStatement, error_line: int) -> int | None:
    """Where to go on after a statement that spans lines and failed to parse: its first line, from the
    error's line on (and never its first), that looks like the start of a statement: not indented past the
    statement's start, not opening with a closer or an operator.  None: after the statement."""
    start_col = stmt.tokens[0][4]
    first_line = stmt.tokens[0][3]
    for ln in stmt.lines:
        if ln.number <= first_line or ln.number < error_line or not ln.tokens:
            continue
        tok = ln.tokens[0]
        if tok[4] <= start_col and tok[1] not in _NOT_A_STATEMENT_START:
            return ln.number
    return None


_NOT_A_STATEMENT_START = frozenset((")", "}", ">", ",", "+", "*", "/", "%", ":", "@", "=", "∘", ";"))


def _open_at(stmt: RawStatement, tok: Token) -> tuple[str, int, int] | None:
    """The innermost bracket open just before `tok` in the statement."""
    if tok.type == "$END":
        return stmt.unclosed[-1] if stmt.unclosed else None
    stack: list[tuple[str, int, int]] = []
    for t in stmt.tokens:
        if t is tok or (t[3], t[4]) == (tok[3], tok[4]):
            break
        if t[0] == BAD:
            continue
        if t[1] in _OPENERS:
            stack.append((t[1], t[3], t[4]))
        elif t[1] in _CLOSERS and stack:
            stack.pop()
    return stack[-1] if stack else None


# -- syntax errors in plain words ----------------------------------------------------------------------

_EXPRESSION_START = frozenset({"INT", "NAME", "STATIC_INT"})
_STATEMENT_END = frozenset({"$END", "_NL", "SEMICOLON"})
_CLOSING = (",", ")", ">", "}", "=")   # what to name, in this order, when the parser needs one of them
_OPENING = ("(", "<", "{")             # named only when nothing else would do


def _found(tok: Token, stmt: RawStatement) -> str:
    if tok.type == "$END":
        return {"\n": "end of line", ";": "';'"}.get(stmt.terminator, "end of input")
    if tok.type == "NAME":
        return f"name '{tok.value}'"
    if tok.type in ("INT", "STATIC_INT"):
        return f"number {tok.value}"
    return f"'{tok.value}'"


def _expected(names: set[str]) -> str:
    """The terminals the parser would have accepted, in the words of someone writing a statement."""
    kinds = token_kinds()
    texts = {_terminal_text(n) for n in names if kinds.get(n) in ("bracket", "punctuation")}
    if names & _EXPRESSION_START:
        parts = ["an expression"] + [f"'{t}'" for t in _CLOSING if t in texts]
    else:
        parts = [f"'{t}'" for t in _CLOSING if t in texts]
        if not parts:
            parts = [f"'{t}'" for t in _OPENING if t in texts]
        if not any(t in texts for t in ",)>}") and any(kinds.get(n) == "operator" for n in names):
            parts.append("an operator")
        if names & _STATEMENT_END:
            parts.append("end of statement")
    if not parts:
        return "something else"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


_CPP_STATEMENTS = {"for": "control flow", "while": "control flow", "do": "control flow", "if": "control flow",
                   "switch": "control flow", "return": "control flow", "template": "a template definition",
                   "struct": "a type definition", "class": "a type definition", "namespace": "a namespace"}


def _syntax_error(e: UnexpectedToken, stmt: RawStatement) -> CuteSyntaxError:
    """The error in plain words, at the offending token, or at the bracket that is never closed."""
    tok = e.token
    first = stmt.tokens[0]
    if first[1] in _CPP_STATEMENTS:
        return CuteSyntaxError(f"'{first[1]}' is C++ {_CPP_STATEMENTS[first[1]]}, which a calculator cannot run: "
                               "write the statements it would run, one by one", first[3], first[4],
                               stmt.line_text(first[3]))
    if tok.type == BAD:
        ch = tok.value
        shown = f"'{ch}'" if ch.isprintable() and ch != "'" else repr(ch)
        line, col, message = tok.line, tok.column, f"unexpected character {shown}"
    else:
        bracket = _open_at(stmt, tok) if stmt.unclosed else None
        if bracket is not None and (tok.type == "$END" or tok.line > bracket[1]):
            # The statement ran on past the lines it meant to be, for want of a closing bracket.
            what, line, col = bracket
            message = f"'{what}' at {line}:{col} is never closed"
        else:
            names = set(e.accepts or e.expected)
            if tok.type == "$END":
                last = stmt.tokens[-1]
                line, col = last[5], last[6]
            else:
                line, col = tok.line, tok.column
            message = f"unexpected {_found(tok, stmt)} — expected {_expected(names)}"
            if tok.type == "O" and "NAME" in names:
                message += " ('o' is the composition operator, not a name)"
    return CuteSyntaxError(message, line, col, stmt.line_text(line))


# -- the public entry points -----------------------------------------------------------------------------

def iter_parsed(source: str | Iterable[SourceItem], filename: str = "<input>",
                ) -> Iterator[tuple[ast.Stmt | CuteError | PythonDef | PythonCall, RawStatement | None]]:
    """Each statement of `source` (text, or the blocks of `source.file_blocks`), parsed on its own, in
    source order, as it is read, with the raw statement it came from (its tokens and lines).  A bad
    statement becomes its CuteSyntaxError, and so does a line that cannot be read; a literal beyond the 64-bit
    range becomes its CuteOverflowError, an evaluation error like any other value out of range.

    After a bad statement that spans lines, parsing resumes at its first line (from the error on) that
    looks like a new statement, so that an unclosed bracket does not swallow the rest of a script.
    """
    parser = _get_parser()
    parse_tokens = parser.parse_tokens
    cutter = _Cutter(_source_lines(source, parser.lexer))
    python_defs: set[str] = set()   # the `@cute.jit def f():` functions of DSL code, whose call `f()` is dropped
    for stmt in cutter:
        if type(stmt) is LineProblem:
            error = CuteSyntaxError(stmt.message, stmt.line, 1, "")
            yield error, None
            continue
        try:
            parsed = parse_tokens(stmt.tokens)
        except RecursionError:
            first = stmt.tokens[0]
            error = CuteSyntaxError("statement nested too deeply to read", first[3], first[4],
                                    stmt.line_text(first[3]))
            yield error, stmt
            continue
        except UnexpectedToken as e:
            error = _syntax_error(e, stmt)
            yield error, stmt
            if len(stmt.lines) > 1:
                resume = _resume_line(stmt, e.token.line if e.token.type != "$END" else stmt.lines[-1].number)
                if resume is not None:
                    cutter.rewind(resume)
            continue
        except CuteError as e:  # a literal beyond the 64-bit range, a keyword argument out of place (the builder's)
            if not e.source_line and e.line is not None:
                e.source_line = stmt.line_text(e.line)
            yield e, stmt
            continue
        text = stmt.text
        for node in parsed:
            if type(node) is PythonDef:
                python_defs.add(node.name)
                yield node, stmt
            elif python_defs and type(node) is ast.ExprStmt and (called := _python_def_called(node.value, python_defs)):
                yield PythonCall(called), stmt
            else:
                yield _with_text(node, text), stmt


def _python_def_called(node: object, names: set[str]) -> str | None:
    """The name of the `def` function `node` calls (`f()`), or None."""
    if isinstance(node, ast.Call) and node.name in names and not node.targs:
        return node.name
    return None


def iter_statements(source: str | Iterable[SourceItem],
                    filename: str = "<input>") -> Iterator[ast.Stmt | CuteError]:
    """The statements (or syntax errors) of `iter_parsed` (the Python lines of DSL code left out)."""
    for item, _ in iter_parsed(source, filename):
        if not isinstance(item, (PythonDef, PythonCall)):
            yield item


def parse_statements(source: str | Iterable[SourceItem], filename: str = "<input>") -> list[ast.Stmt | CuteError]:
    """The statements of `iter_statements`, as a list."""
    return list(iter_statements(source, filename))


# The statement's text, set on the statement the builder has just made (and nothing else holds yet)
# through the slot, as record.replace would set it on a copy at many times the cost.
_TEXT_SETTERS: dict[type, Callable[[ast.Stmt, str], None]] = {
    ast.Assign: vars(ast.Assign)["text"].__set__, ast.ExprStmt: vars(ast.ExprStmt)["text"].__set__}


def _with_text(stmt, text: str):
    setter = _TEXT_SETTERS.get(type(stmt))
    if setter is None:
        return replace(stmt, text=text)
    setter(stmt, text)
    return stmt


def parse(source: str, filename: str = "<input>") -> ast.Program:
    """The program in `source`; raises the first error (a CuteSyntaxError, or a literal's range error)."""
    statements = []
    for item in iter_statements(source, filename):
        if isinstance(item, CuteError):
            raise item
        statements.append(item)
    lines = split_lines(source)
    return ast.Program(tuple(statements), "\n".join(lines), pos=Pos(1, 1, len(lines), len(lines[-1]) + 1))


# -- tokens, for the REPL's highlighter ------------------------------------------------------------------

_TERMINAL_KINDS = {"INT": "number", "STATIC_INT": "static_number", "NAME": "name", "UNDERSCORE": "keyword",
                   "POINTER": "name", "ARITH_ORIGIN": "name",
                   "_NL": "separator", "SEMICOLON": "separator"}
_kinds: dict[str, str] | None = None


def _terminal_text(name: str) -> str:
    parser = _get_parser()
    pattern = parser.get_terminal(name).pattern
    return pattern.value if pattern.type == "str" else ""


def token_kinds() -> dict[str, str]:
    """The grammar's terminals by kind: number, static_number, name, keyword, operator, bracket,
    punctuation, separator, comment, whitespace."""
    global _kinds
    if _kinds is None:
        parser = _get_parser()
        kinds = {}
        for term in parser.terminals:
            text = term.pattern.value if term.pattern.type == "str" else None
            if term.name in _TERMINAL_KINDS:
                kind = _TERMINAL_KINDS[term.name]
            elif term.name in parser.lexer_conf.ignore:
                kind = "whitespace" if re.fullmatch(term.pattern.to_regexp(), " ") else "comment"
            elif text is not None and text in _OPENERS | _CLOSERS:
                kind = "bracket"
            elif text is not None and text.isidentifier():
                kind = "keyword"
            elif text in (",", "="):
                kind = "punctuation"
            else:
                kind = "operator"
            kinds[term.name] = kind
        _kinds = kinds
    return _kinds


def highlight_tokens(source: str) -> Iterator[tuple[str, str, int]]:
    """`(kind, text, offset)` for every token of `source`, comments, whitespace and line breaks included.

    A character the grammar does not know comes out as kind "error", and lexing goes on after it.
    """
    kinds = token_kinds()
    base = 0
    for ln in _get_parser().lexer.lines(source, 1, keep_ignored=True):
        for tok in ln.tokens:
            yield ("error" if tok[0] == BAD else kinds.get(tok[0], "operator")), tok[1], base + tok[2]
        base += len(ln.text)
        if base < len(source):  # the line break
            yield "separator", "\n", base
            base += 1


def __getattr__(name: str):
    # TOKEN_KINDS and KEYWORDS are read from the grammar on first use, not at import.
    if name == "TOKEN_KINDS":
        return token_kinds()
    if name == "KEYWORDS":
        return frozenset(_terminal_text(n) for n, k in token_kinds().items() if k == "keyword" and _terminal_text(n))
    raise AttributeError(name)
