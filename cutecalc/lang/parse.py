"""Text to AST: the grammar `grammar/cutecalc.lark`, parsed LALR(1) straight into `ast` nodes.

    parse("a = 24:2; logical_divide(a, 4:2)")        -> Program of two statements, or CuteSyntaxError
    parse_statements(script)                         -> [Stmt | CuteSyntaxError, ...], one per statement

A script is first cut into statements at newlines and `;` outside brackets, and each statement is parsed on
its own, so that a syntax error in one statement leaves the others to be evaluated.  The cut looks only at
the grammar's comment, bracket and separator terminals.  Each statement is then lexed by `GrammarLexer`
(the grammar's terminals, matched as Lark's basic lexer matches them) and parsed by `LalrParser`, which
drives the LALR(1) tables Lark compiled from the grammar at development time (`_generated_parser.py`,
rebuilt by `python -m cutecalc.lang.build_parser`) and shapes each rule's children exactly as Lark's
tree builder would (keep_all_tokens, maybe_placeholders, `?rule` and `_rule` inlining), handing them to
`_AstBuilder`: no parse tree is built, and neither Lark nor its grammar compiler is imported.
"""

from __future__ import annotations

import _thread
import gc
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from ..errors import CuteSyntaxError
from . import _generated_parser as tables
from . import ast
from .ast import Pos

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["parse", "parse_statements", "token_kinds", "highlight_tokens"]  # and TOKEN_KINDS, KEYWORDS

GRAMMAR_FILE = "cutecalc.lark"

# The language's bracket pairs.  `<` only ever opens (there are no comparison operators), so `>>` closes two.
BRACKETS = {"(": ")", "{": "}", "<": ">"}
_OPENERS = frozenset(BRACKETS)
_CLOSERS = frozenset(BRACKETS.values())

# Operator expressions keep their meaning in parentheses; any other single item in parentheses is a rank-1
# tuple, because CuTe prints rank-1 tuples as `(4)` and `(4):(1)` must read back with a tuple shape.
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
_set_int_value, _set_int_static, _set_int_pos = ast.Int.value.__set__, ast.Int.static.__set__, ast.Int.pos.__set__


def _int_node(value: int, static: bool, pos: Pos) -> ast.Int:
    """ast.Int(value, static, pos), set through its slots: the parser makes one per integer literal."""
    node = _new_object(ast.Int)
    _set_int_value(node, value)
    _set_int_static(node, static)
    _set_int_pos(node, pos)
    return node


class _AstBuilder:
    """Callbacks named after the grammar's rules and aliases; each receives the rule's children, tokens
    included (the parser keeps them all).  Stateless: token positions are already absolute (`StatementText`),
    and the statement's text is filled in by `parse_statements`.  (Lark's helper rules, named `_...`, have
    no callback: their children are spliced into their parent rule's.)
    """

    # program and statements
    def program(self, c):
        return tuple(s for s in c if s is not None and not isinstance(s, Token))

    def assign(self, c):
        name, value = c[-3], c[-1]  # ["auto"] NAME "=" expr
        return ast.Assign(_strip_namespace(name.value), value, _span(c[0], value))

    def expr_stmt(self, c):
        return ast.ExprStmt(c[0], c[0].pos)

    # operators
    def compose(self, c):
        return ast.Compose(c[0], c[2], _span(c[0], c[2]))

    def layout_lit(self, c):
        return ast.LayoutLit(c[0], c[2], _span(c[0], c[2]))

    def _binop(self, op: str, c) -> ast.BinOp:
        return ast.BinOp(op, c[0], c[2], _span(c[0], c[2]))

    def add(self, c):
        return self._binop("+", c)

    def sub(self, c):
        return self._binop("-", c)

    def mul(self, c):
        return self._binop("*", c)

    def div(self, c):
        return self._binop("/", c)

    def mod(self, c):
        return self._binop("%", c)

    def neg(self, c):
        minus, operand = c
        pos = _span(minus, operand)
        if isinstance(operand, ast.Int):
            return ast.Int(-operand.value, operand.static, pos)
        return ast.Neg(operand, pos)

    def scaled_basis(self, c):
        value = self.static_int(c[:1]) if c[0].type == "STATIC_INT" else self.int(c[:1])
        return ast.ScaledBasis(value, tuple(_int_value(t.value) for t in c[2::2]), _span(c[0], c[-1]))

    # names, calls and C++ types
    def name(self, c):
        return ast.Name(_strip_namespace(c[0].value), _tok_pos(c[0]))

    def template(self, c):
        tok, targs = c
        return _fold_call(_strip_namespace(tok.value), targs.items, (), False, _span(tok, targs))

    def call(self, c):
        tok, groups = c[0], c[1:]
        targs = groups[0].items if len(groups) == 2 else ()
        last = groups[-1]
        braces = isinstance(last, _BraceGroup)
        return _fold_call(_strip_namespace(tok.value), targs, last.items, braces, _span(tok, last))

    def apply(self, c):
        callee, args = c
        if isinstance(callee, ast.Tuple) and len(callee.items) == 1:
            callee = callee.items[0]  # `((4,8):(8,1))(2,3)`: the parentheses group the callee
        return ast.Apply(callee, args.items, _span(c[0], args))

    def items(self, c):
        if len(c) == 1:
            return c
        c[0].append(c[2])
        return c[0]

    def template_args(self, c):
        return _Group(tuple(c[1]), _span(c[0], c[2]))

    def call_args(self, c):
        return _Group(tuple(c[1]) if len(c) == 3 else (), _span(c[0], c[-1]))

    def brace_args(self, c):
        return _BraceGroup(tuple(c[1]) if len(c) == 3 else (), _span(c[0], c[-1]))

    # atoms
    def int(self, c):
        t = c[0]
        s = t[1]
        return _int_node(int(s, 16) if s[:2] in ("0x", "0X") else int(s), False, _tuple_new(Pos, t[3:7]))

    def static_int(self, c):
        return ast.Int(int(_strip_namespace(c[0].value)[1:]), True, _span(c[0], c[-1]))

    def underscore(self, c):
        return ast.Underscore(_tok_pos(c[0]))

    def parens(self, c):
        item = c[1]
        if isinstance(item, _GROUPED):
            return item
        return ast.Tuple((item,), _span(c[0], c[-1]))

    def tuple(self, c):
        items = (c[1], *c[3]) if len(c) == 5 else ()  # "(" expr "," items ")" or "(" ")"
        return ast.Tuple(items, _span(c[0], c[-1]))

    def tiler(self, c):
        return ast.TilerLit(tuple(c[1]), _span(c[0], c[2]))

    def swizzle(self, c):
        return ast.SwizzleLit(c[2], c[4], c[6], _span(c[0], c[7]))  # Sw < b , m , s >


class _BraceGroup(_Group):
    """`{...}`: C++ brace initialisation."""

    __slots__ = ()


def _fold_call(name: str, targs: tuple, args: tuple, braces: bool, pos: Pos):
    """C++ spellings of literals become the literals: `Int<4>{}`, `C<4>{}` -> Int(4, static); `E<1>{}` -> `_1@1`."""
    if not args and targs and all(isinstance(t, ast.Int) for t in targs):
        if name in ("Int", "C") and len(targs) == 1:
            return ast.Int(targs[0].value, True, pos)
        if name == "E" and braces:
            # E<a,b> lists the modes outermost first; the textual form `_1@b@a` innermost first.
            return ast.ScaledBasis(ast.Int(1, True, pos), tuple(t.value for t in reversed(targs)), pos)
    return ast.Call(name, targs, args, braces, pos)


def _strip_namespace(s: str) -> str:
    return s[6:] if s.startswith("cute::") else s


def _int_value(s: str) -> int:
    return int(s, 16) if s[:2] in ("0x", "0X") else int(s)


# -- the lexer ---------------------------------------------------------------------------------------

class BadCharacter(Exception):
    """A character no terminal of the grammar matches (`pos` is its index in the text lexed)."""

    def __init__(self, pos: int, line: int, col: int) -> None:
        super().__init__(f"unexpected character at {line}:{col}")
        self.pos, self.line, self.col = pos, line, col


class StatementText(str):
    """A statement's text that knows where it starts in its script, so its tokens get absolute positions."""

    line: int
    col: int

    def __new__(cls, text: str, line: int, col: int) -> StatementText:
        self = super().__new__(cls, text)
        self.line, self.col = line, col
        return self




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

    Like Lark's lexer it tries the terminals as one regular expression, in Lark's order, skips the %ignore'd
    ones, and turns a NAME that spells a keyword (`o`, `auto`, `Sw`) into that keyword.  Unlike it, it drops
    the newlines inside open brackets (there a newline continues the statement), it counts lines only at
    newline tokens (no other terminal spans lines), it matches all one-character terminals with one
    character class, and it starts counting at the position a `StatementText` carries.
    """

    def __init__(self, conf) -> None:
        terminals = sorted(conf.terminals, key=lambda t: (-t.priority, -t.pattern.max_width,
                                                          -len(t.pattern.value), t.name))
        strings = {t.pattern.value: t.name for t in terminals if t.pattern.type == "str"}
        # A NAME that spells `o` is the keyword `o`: string terminals that a regex terminal also matches.
        keywords = {t.name: {v: n for v, n in strings.items() if re.fullmatch(t.pattern.to_regexp(), v)}
                    for t in terminals if t.pattern.type == "re"}
        self._keywords = {name: kw for name, kw in keywords.items() if kw}
        keyword_names = {n for kw in self._keywords.values() for n in kw.values()}
        # The one-character terminals sort last and cannot overlap one another: one alternative for all.
        self._chars = {t.pattern.value: t.name for t in terminals if t.pattern.type == "str"
                       and len(t.pattern.value) == 1 and t.name not in keyword_names}
        alternatives, char_class = [], "".join(re.escape(c) for c in self._chars)
        for t in terminals:
            if t.name not in self._chars.values():
                alternatives.append(f"(?P<{t.name}>{t.pattern.to_regexp()})")
            elif char_class:
                alternatives.append(f"(?P<_CHAR>[{char_class}])")
                char_class = ""
        pattern = re.compile("|".join(alternatives), conf.g_regex_flags)
        self._match, self._finditer = pattern.match, pattern.finditer
        self._ignore = frozenset(conf.ignore)
        self._newline = next(t.name for t in terminals if re.fullmatch(t.pattern.to_regexp(), "\n"))

    def lex(self, text: str, keep_ignored: bool = False) -> Iterator[Token]:
        match, ignore, newline, keywords, chars = (self._match, self._ignore, self._newline, self._keywords,
                                                   self._chars)
        line = getattr(text, "line", 1)
        line_start = 1 - getattr(text, "col", 1)  # so that the first column is `col`
        pos, depth, n = 0, 0, len(text)
        while pos < n:
            m = match(text, pos)
            if m is None:
                raise BadCharacter(pos, line, pos - line_start + 1)
            kind, end = m.lastgroup, m.end()
            value = m.group()
            col = pos - line_start + 1
            if kind == "_CHAR":
                kind = chars[value]
                if value in _OPENERS:
                    depth += 1
                elif value in _CLOSERS:
                    depth = depth - 1 if depth else 0
                yield _tuple_new(Token, (kind, value, pos, line, col, line, col + 1, end))
            elif kind == newline:
                if not depth or keep_ignored:
                    yield _tuple_new(Token, (kind, value, pos, line, col, line, col + 1, end))
                line, line_start = line + 1, end
            elif kind in ignore:
                if keep_ignored:
                    yield _tuple_new(Token, (kind, value, pos, line, col, line, col + len(value), end))
            else:
                if kind in keywords:
                    kind = keywords[kind].get(value, kind)
                yield _tuple_new(Token, (kind, value, pos, line, col, line, col + len(value), end))
            pos = end


    def lex_statements(self, text: str) -> Iterator[list[Token]]:
        """The tokens of each statement of a whole script, cut where `_split` cuts it (newlines and `;`
        outside brackets), statement by statement; BadCharacter at a character no terminal matches.
        Positions are the script's."""
        ignore, newline, keywords, chars = self._ignore, self._newline, self._keywords, self._chars
        separator = chars.get(";")
        line, line_start = 1, 0
        pos, depth = 0, 0
        tokens: list[Token] = []
        append = tokens.append
        for m in self._finditer(text):
            start = m.start()
            if start != pos:  # finditer skipped a character that no terminal matches
                raise BadCharacter(pos, line, pos - line_start + 1)
            kind, pos = m.lastgroup, m.end()
            if kind == "_CHAR":
                value = m.group()
                kind = chars[value]
                if value in _OPENERS:
                    depth += 1
                elif value in _CLOSERS:
                    depth = depth - 1 if depth else 0
                elif kind == separator and not depth:
                    if tokens:
                        yield tokens
                        tokens = []
                        append = tokens.append
                    continue
                col = start - line_start + 1
                append(_tuple_new(Token, (kind, value, start, line, col, line, col + 1, pos)))
            elif kind == newline:
                if not depth and tokens:
                    yield tokens
                    tokens = []
                    append = tokens.append
                line, line_start = line + 1, pos
            elif kind not in ignore:
                value = m.group()
                if kind in keywords:
                    kind = keywords[kind].get(value, kind)
                col = start - line_start + 1
                append(_tuple_new(Token, (kind, value, start, line, col, line, col + pos - start, pos)))
        if pos != len(text):
            raise BadCharacter(pos, line, pos - line_start + 1)
        if tokens:
            yield tokens


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

    def parse(self, text: str):
        return self.parse_tokens(self.lexer.lex(text))

    def parse_tokens(self, tokens):
        states, rules, end, chains = tables.STATES, self._by_action, tables.END_STATE, self._chains
        state_stack = [tables.START_STATE]
        value_stack: list = []
        token = None
        for token in tokens:
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
                raise UnexpectedToken(token, state_stack)
            state_stack.append(action)
            value_stack.append(token)
        if token is None:
            token = Token("$END", "", 0, 1, 1, 1, 1, 0)
        else:
            token = Token("$END", "", token.start_pos, token.line, token.column, token.end_line, token.end_column,
                          token.end_pos)
        while True:
            action = states[state_stack[-1]].get("$END")
            if action is None or action >= 0:
                raise UnexpectedToken(token, state_stack)
            origin, size, reduce = rules[action]
            if reduce is None:
                state_stack.pop()
            elif size:
                children = value_stack[-size:]
                del state_stack[-size:]
                del value_stack[-size:]
                value_stack.append(reduce(children))
            else:
                value_stack.append(reduce([]))
            state_stack.append(states[state_stack[-1]][origin])
            if state_stack[-1] == end:
                return value_stack[-1]

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


# -- splitting a script into statements ----------------------------------------------------------------

_scanner: re.Pattern | None = None


def _statement_scanner() -> re.Pattern:
    """Finds what decides where a statement ends: the grammar's comments, brackets and separators."""
    global _scanner
    if _scanner is None:
        parser, kinds = _get_parser(), token_kinds()

        def terminals(kind: str) -> str:
            return "|".join(parser.get_terminal(n).pattern.to_regexp() for n, k in kinds.items() if k == kind)

        _scanner = re.compile(f"(?P<comment>{terminals('comment')})"
                              f"|(?P<open>[{re.escape(''.join(BRACKETS))}])"
                              f"|(?P<close>[{re.escape(''.join(BRACKETS.values()))}])"
                              f"|(?P<separator>{terminals('separator')})")
    return _scanner


class _Chunk:
    """One statement's text, where it starts, what ended it, and the brackets it left open."""

    __slots__ = ("text", "offset", "line", "col", "terminator", "unclosed")

    def __init__(self, text: str, offset: int, line: int, col: int, terminator: str,
                 unclosed: tuple[tuple[str, int, int], ...]) -> None:
        self.text = text
        self.offset = offset          # of text[0] in the source
        self.line, self.col = line, col
        self.terminator = terminator  # "\n", ";" or "" (end of input)
        self.unclosed = unclosed      # (bracket, line, col), outermost first

    def end_position(self) -> tuple[int, int]:
        """Line and column just after the statement's last character."""
        nl = self.text.rfind("\n")
        if nl < 0:
            return self.line, self.col + len(self.text)
        return self.line + self.text.count("\n"), len(self.text) - nl


def _split(source: str, begin: int, line: int) -> Iterator[_Chunk]:
    """Cut `source[begin:]` (`begin` starts a line) at newlines and `;` outside brackets and comments."""
    stack: list[tuple[str, int, int]] = []
    line_start = begin
    start, start_line_start = begin, begin
    comment_at = -1

    def chunk(end: int, terminator: str) -> _Chunk | None:
        raw = source[start:comment_at if comment_at >= 0 else end]
        text = raw.strip()
        if not text:
            return None
        first = start + len(raw) - len(raw.lstrip())
        return _Chunk(text, first, start_line, first - start_line_start + 1, terminator, tuple(stack))

    start_line = line
    for m in _statement_scanner().finditer(source, begin):
        kind, at = m.lastgroup, m.start()
        if kind == "open":
            stack.append((m.group(), line, at - line_start + 1))
        elif kind == "close":
            if stack:
                stack.pop()
        elif kind == "comment":
            if not stack and comment_at < 0:
                comment_at = at
        else:  # a separator
            if m.group() == "\n":
                line, line_start = line + 1, at + 1
            if not stack:
                c = chunk(at, m.group())
                if c is not None:
                    yield c
                start, start_line, start_line_start, comment_at = at + 1, line, line_start, -1
    c = chunk(len(source), "")
    if c is not None:
        yield c


def _resume_point(chunk: _Chunk, error_line: int) -> tuple[int, int] | None:
    """Where to go on after a statement that failed to parse: (offset, line), or None for "after it".

    A statement that spans lines (an unclosed bracket runs it to the end of the input) may have swallowed
    the statements after it.  Resume at its first line, from the error's line on, that looks like the start
    of a statement: not indented past the statement's start, not opening with a closer or an operator.
    `error_line` is relative to the chunk.
    """
    lines = chunk.text.split("\n")
    first = max(2, error_line)
    offset = chunk.offset + sum(len(text) + 1 for text in lines[:first - 1])
    for i in range(first, len(lines) + 1):
        body = lines[i - 1]
        code = body.lstrip()
        if (code and not code.startswith(_NOT_A_STATEMENT_START)
                and len(body) - len(code) + 1 <= chunk.col):
            return offset, chunk.line + i - 1
        offset += len(body) + 1
    return None


_NOT_A_STATEMENT_START = ("#", "//", ")", "}", ">", ",", "+", "*", "/", "%", ":", "@", "=", "∘")


# -- syntax errors in plain words ----------------------------------------------------------------------

_EXPRESSION_START = frozenset({"INT", "NAME", "STATIC_INT"})
_STATEMENT_END = frozenset({"$END", "_NL", "SEMICOLON"})
_CLOSING = (",", ")", ">", "}", "=")   # what to name, in this order, when the parser needs one of them
_OPENING = ("(", "<", "{")             # named only when nothing else would do


def _found(tok: Token, chunk: _Chunk) -> str:
    if tok.type == "$END":
        return {"\n": "end of line", ";": "';'"}.get(chunk.terminator, "end of input")
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


def _syntax_error(e: Exception, chunk: _Chunk, source_lines: list[str]) -> CuteSyntaxError:
    """The error in plain words, at the offending token."""
    if isinstance(e, BadCharacter):
        ch = chunk.text[e.pos] if 0 <= e.pos < len(chunk.text) else "?"
        shown = f"'{ch}'" if ch.isprintable() and ch != "'" else repr(ch)
        line, col, message = e.line, e.col, f"unexpected character {shown}"
    elif isinstance(e, UnexpectedToken):
        tok = e.token
        if tok.type == "$END" and chunk.unclosed:
            bracket, line, col = chunk.unclosed[-1]
            message = f"unclosed '{bracket}' opened at {line}:{col}"
        else:
            try:
                names = set(e.accepts or e.expected)
            except Exception:  # `accepts` re-runs the parser; `expected` is the plain table entry
                names = set(e.expected)
            line, col = chunk.end_position() if tok.type == "$END" else (tok.line, tok.column)
            message = f"unexpected {_found(tok, chunk)} — expected {_expected(names)}"
            if tok.type == "O" and "NAME" in names:
                message += " ('o' is the composition operator, not a name)"
    else:
        line, col = chunk.line, chunk.col
        message = f"cannot parse this statement ({type(e).__name__}: {e})"
    return CuteSyntaxError(message, line, col, _line_text(source_lines, line))


def _line_text(source_lines: list[str], line: int) -> str:
    return source_lines[line - 1] if 0 < line <= len(source_lines) else ""


# -- the public entry points -----------------------------------------------------------------------------

def _normalize(source: str) -> str:
    if source.startswith("\ufeff"):
        source = source[1:]
    return source.replace("\r\n", "\n")


def parse_statements(source: str, filename: str = "<input>") -> list[ast.Stmt | CuteSyntaxError]:
    """Each statement of `source`, parsed on its own, in source order; a bad one becomes its CuteSyntaxError.

    After a bad statement that spans lines, parsing resumes at its first line (from the error on) that
    looks like a new statement, so that an unclosed bracket does not swallow the rest of a script.
    The errors carry `filename` as an attribute.
    """
    source = _normalize(source)
    parser = _get_parser()
    # Parsing allocates many small objects that live on (tokens die young, AST nodes stay) and form no
    # cycles; the cyclic collector's repeated passes over them cost about a third of a long script's parse
    # time and could free nothing.
    enabled = gc.isenabled()
    gc.disable()
    try:
        statements = _parse_script(parser, source)
        if statements is not None:
            return statements
        return _parse_statements(parser, source, filename)
    finally:
        if enabled:
            gc.enable()


def _parse_script(parser: LalrParser, source: str) -> list[ast.Stmt] | None:
    """Every statement of a script without a syntax error, lexed in one pass; None if anything is bad,
    and then `_parse_statements` goes statement by statement, for the errors and for what follows them.

    The same statements, positions and texts as `_parse_statements` gives: the lexer cuts the script where
    `_split` does, and each statement's text runs from its first token to its last, as the stripped chunk
    (comments and separators cut away) does.
    """
    out: list[ast.Stmt] = []
    parse_tokens = parser.parse_tokens
    try:  # a bad character (BadCharacter) or statement (UnexpectedToken, or any defect): the other path
        for tokens in parser.lexer.lex_statements(source):
            text = source[tokens[0].start_pos:tokens[-1].end_pos]
            for stmt in parse_tokens(tokens):
                out.append(_with_text(stmt, text))
    except Exception:
        return None
    return out


# The statement's text, set on the statement the builder has just made (and nothing else holds yet)
# through the slot, as dataclasses.replace would set it on a copy at many times the cost.
_TEXT_SETTERS = {ast.Assign: ast.Assign.text.__set__, ast.ExprStmt: ast.ExprStmt.text.__set__}


def _with_text(stmt, text: str):
    setter = _TEXT_SETTERS.get(type(stmt))
    if setter is None:
        return replace(stmt, text=text)
    setter(stmt, text)
    return stmt


def _parse_statements(parser: LalrParser, source: str, filename: str) -> list[ast.Stmt | CuteSyntaxError]:
    source_lines: list[str] | None = None
    out: list[ast.Stmt | CuteSyntaxError] = []
    begin, line = 0, 1
    reported_line = 0  # set when resuming on the line of the error just reported
    while True:
        resume = None
        for chunk in _split(source, begin, line):
            try:
                for stmt in parser.parse(StatementText(chunk.text, chunk.line, chunk.col)):
                    out.append(_with_text(stmt, chunk.text))
                reported_line = 0
                continue
            except Exception as e:  # parse errors, and any defect of ours: all become syntax errors
                failure = e
            if source_lines is None:
                source_lines = source.split("\n")
            error = _syntax_error(failure, chunk, source_lines)
            error.filename = filename
            if error.line != reported_line:  # else it is the same bad statement, seen again from its middle
                out.append(error)
            reported_line = 0
            if "\n" in chunk.text:
                resume = _resume_point(chunk, error.line - chunk.line + 1)
                if resume is not None:
                    reported_line = error.line if resume[1] == error.line else 0
                    break
        if resume is None:
            return out
        begin, line = resume


def parse(source: str, filename: str = "<input>") -> ast.Program:
    """The program in `source`; raises the first CuteSyntaxError."""
    statements = []
    for item in parse_statements(source, filename):
        if isinstance(item, CuteSyntaxError):
            raise item
        statements.append(item)
    source = _normalize(source)
    lines = source.split("\n")
    return ast.Program(tuple(statements), source, Pos(1, 1, len(lines), len(lines[-1]) + 1))


# -- tokens, for the REPL's highlighter ------------------------------------------------------------------

_TERMINAL_KINDS = {"INT": "number", "STATIC_INT": "static_number", "NAME": "name", "UNDERSCORE": "keyword",
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
    """`(kind, text, offset)` for every token of `source`, comments and whitespace included.

    A character the grammar does not know comes out as kind "error", and lexing goes on after it.
    """
    global _highlight_lexer
    if _highlight_lexer is None:
        _highlight_lexer = GrammarLexer(_get_parser().lexer_conf)
    kinds = token_kinds()
    offset = 0
    while offset < len(source):
        try:
            for tok in _highlight_lexer.lex(source[offset:], keep_ignored=True):
                yield kinds.get(tok.type, "operator"), tok.value, offset + tok.start_pos
            return
        except BadCharacter as e:
            bad = offset + e.pos
            yield "error", source[bad], bad
            offset = bad + 1


_highlight_lexer: GrammarLexer | None = None


def __getattr__(name: str):
    # TOKEN_KINDS and KEYWORDS are read from the grammar on first use, not at import.
    if name == "TOKEN_KINDS":
        return token_kinds()
    if name == "KEYWORDS":
        return frozenset(_terminal_text(n) for n, k in token_kinds().items() if k == "keyword" and _terminal_text(n))
    raise AttributeError(name)
