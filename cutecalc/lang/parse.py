"""Text to AST: the Lark grammar `grammar/cutecalc.lark`, parsed LALR(1) straight into `ast` nodes.

    parse("a = 24:2; logical_divide(a, 4:2)")        -> Program of two statements, or CuteSyntaxError
    parse_statements(script)                         -> [Stmt | CuteSyntaxError, ...], one per statement

A script is first cut into statements at newlines and `;` outside brackets, and each statement is parsed on
its own, so that a syntax error in one statement leaves the others to be evaluated.  The cut is made by
`_STATEMENT_SCANNER`, which knows only the brackets, separators and comments of the grammar; everything
else about the language is in the grammar.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from lark import Lark, Token, Transformer, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark.lark import PostLex

from ..errors import CuteSyntaxError
from . import ast
from .ast import Pos

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
    here = Path(__file__).resolve()
    checkout = here.parents[2] / "grammar" / GRAMMAR_FILE
    return checkout if checkout.is_file() else here.parents[1] / "grammar" / GRAMMAR_FILE


# -- the AST builder, run by the LALR parser as it reduces each rule ----------------------------------

@dataclass(frozen=True, slots=True)
class _Group:
    """The items between a pair of brackets, before the rule that owns them decides what they are."""

    items: tuple
    pos: Pos


class _AstBuilder(Transformer):
    """Callbacks named after the grammar's rules and aliases; each receives the rule's children.

    A statement is parsed on its own, so token positions are relative to its text: `line_shift` and
    `col_shift` (for the statement's first line) make them absolute.  `text` is the statement's source text.
    """

    def __init__(self) -> None:
        super().__init__(visit_tokens=False)
        self.line_shift = 0
        self.col_shift = 0
        self.text = ""

    def __default__(self, data, children, meta):
        if data.startswith("_"):  # Lark's helper rules for `(...)+`, spliced into their parent rule
            return Tree(data, children, meta)
        raise AssertionError(f"grammar rule '{data}' has no AST builder")

    # positions
    def _tok_pos(self, t: Token) -> Pos:
        dl, dc = self.line_shift, self.col_shift
        return Pos(t.line + dl, t.column + (dc if t.line == 1 else 0),
                   t.end_line + dl, t.end_column + (dc if t.end_line == 1 else 0))

    def _span(self, first, last) -> Pos:
        a = self._tok_pos(first) if isinstance(first, Token) else first.pos
        b = self._tok_pos(last) if isinstance(last, Token) else last.pos
        return Pos(a.line, a.col, b.end_line, b.end_col)

    # program and statements
    def program(self, c):
        return tuple(s for s in c if s is not None)

    def assign(self, c):
        name, value = c[-3], c[-1]  # ["auto"] NAME "=" expr
        return ast.Assign(_strip_namespace(name.value), value, self._span(c[0], value), self.text)

    def expr_stmt(self, c):
        return ast.ExprStmt(c[0], c[0].pos, self.text)

    # operators
    def compose(self, c):
        return ast.Compose(c[0], c[1], self._span(c[0], c[1]))

    def layout_lit(self, c):
        return ast.LayoutLit(c[0], c[1], self._span(c[0], c[1]))

    def _binop(self, op: str, c) -> ast.BinOp:
        return ast.BinOp(op, c[0], c[1], self._span(c[0], c[1]))

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
        pos = self._span(minus, operand)
        if isinstance(operand, ast.Int):
            return ast.Int(-operand.value, operand.static, pos)
        return ast.Neg(operand, pos)

    def scaled_basis(self, c):
        value = self.static_int(c[:1]) if c[0].type == "STATIC_INT" else self.int(c[:1])
        return ast.ScaledBasis(value, tuple(_int_value(t.value) for t in c[1:]), self._span(c[0], c[-1]))

    # names, calls and C++ types
    def name(self, c):
        return ast.Name(_strip_namespace(c[0].value), self._tok_pos(c[0]))

    def template(self, c):
        tok, targs = c
        return _fold_call(_strip_namespace(tok.value), targs.items, (), False, self._span(tok, targs))

    def call(self, c):
        tok, groups = c[0], c[1:]
        targs = groups[0].items if len(groups) == 2 else ()
        last = groups[-1]
        braces = isinstance(last, _BraceGroup)
        return _fold_call(_strip_namespace(tok.value), targs, last.items, braces, self._span(tok, last))

    def apply(self, c):
        callee, args = c
        if isinstance(callee, ast.Tuple) and len(callee.items) == 1:
            callee = callee.items[0]  # `((4,8):(8,1))(2,3)`: the parentheses group the callee
        return ast.Apply(callee, args.items, self._span(c[0], args))

    def items(self, c):
        if len(c) == 1:
            return c
        c[0].append(c[1])
        return c[0]

    def template_args(self, c):
        return _Group(tuple(c[1]), self._span(c[0], c[2]))

    def call_args(self, c):
        return _Group(tuple(c[1]) if len(c) == 3 else (), self._span(c[0], c[-1]))

    def brace_args(self, c):
        return _BraceGroup(tuple(c[1]) if len(c) == 3 else (), self._span(c[0], c[-1]))

    # atoms
    def int(self, c):
        return ast.Int(_int_value(c[0].value), False, self._tok_pos(c[0]))

    def static_int(self, c):
        return ast.Int(int(_strip_namespace(c[0].value)[1:]), True, self._span(c[0], c[-1]))

    def underscore(self, c):
        return ast.Underscore(self._tok_pos(c[0]))

    def parens(self, c):
        item = c[1]
        if isinstance(item, _GROUPED):
            return item
        return ast.Tuple((item,), self._span(c[0], c[-1]))

    def tuple(self, c):
        items = (c[1], *c[3]) if len(c) == 5 else ()  # "(" expr "," items ")" or "(" ")"
        return ast.Tuple(items, self._span(c[0], c[-1]))

    def tiler(self, c):
        return ast.TilerLit(tuple(c[1]), self._span(c[0], c[2]))

    def swizzle(self, c):
        b, m, s = (x for x in c if not isinstance(x, Token))
        return ast.SwizzleLit(b, m, s, self._span(c[0], c[-1]))


@dataclass(frozen=True, slots=True)
class _BraceGroup(_Group):
    """`{...}`: C++ brace initialisation."""


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


# -- newlines inside brackets -------------------------------------------------------------------------

class _BracketNewlines(PostLex):
    """Drop the newline tokens inside open brackets: there a newline continues the statement."""

    always_accept = ()

    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        depth = 0
        for tok in stream:
            v = tok.value
            if v in _OPENERS:
                depth += 1
            elif v in _CLOSERS:
                depth = max(depth - 1, 0)
            elif depth and tok.type == "_NL":
                continue
            yield tok


# -- the parser, built once per process ------------------------------------------------------------------

_lock = threading.Lock()
_parser: Lark | None = None
_builder: _AstBuilder | None = None


def _get_parser() -> tuple[Lark, _AstBuilder]:
    global _parser, _builder
    if _parser is None:
        with _lock:
            if _parser is None:
                builder = _AstBuilder()
                _parser = Lark(grammar_path().read_text(encoding="utf-8"), parser="lalr", lexer="basic",
                               start="program", transformer=builder, postlex=_BracketNewlines(),
                               maybe_placeholders=True, cache=True)
                _builder = builder
    return _parser, _builder


# -- splitting a script into statements ----------------------------------------------------------------

_STATEMENT_SCANNER = re.compile(r"""
      (?P<comment> \#[^\n]* | //[^\n]* )    # the grammar's COMMENT and CPP_COMMENT
    | (?P<open>    [({<] )
    | (?P<close>   [)}>] )
    | (?P<newline> \n )
    | (?P<semi>    ; )
""", re.VERBOSE)


@dataclass(frozen=True, slots=True)
class _Chunk:
    """One statement's text, where it starts, what ended it, and the brackets it left open."""

    text: str
    offset: int                                # of text[0] in the source
    line: int
    col: int
    terminator: str                            # "\n", ";" or "" (end of input)
    unclosed: tuple[tuple[str, int, int], ...]  # (bracket, line, col), outermost first

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
    for m in _STATEMENT_SCANNER.finditer(source, begin):
        kind, at = m.lastgroup, m.start()
        if kind == "open":
            stack.append((m.group(), line, at - line_start + 1))
        elif kind == "close":
            if stack:
                stack.pop()
        elif kind == "comment":
            if not stack and comment_at < 0:
                comment_at = at
        else:
            if kind == "newline":
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


def _syntax_error(e: Exception, chunk: _Chunk, source_lines: list[str]) -> tuple[CuteSyntaxError, int]:
    """The error in plain words, and the line of the chunk it is on."""
    rel_line, rel_col = 1, 1
    if isinstance(e, UnexpectedCharacters):
        rel_line, rel_col = e.line, e.column
        ch = chunk.text[e.pos_in_stream] if 0 <= e.pos_in_stream < len(chunk.text) else "?"
        shown = f"'{ch}'" if ch.isprintable() and ch != "'" else repr(ch)
        message = f"unexpected character {shown}"
    elif isinstance(e, UnexpectedToken) and e.token.type == "$END":
        rel_line = chunk.text.count("\n") + 1
        if chunk.unclosed:
            bracket, line, col = chunk.unclosed[-1]
            error = CuteSyntaxError(f"unclosed '{bracket}' opened at {line}:{col}", line, col,
                                    _line_text(source_lines, line))
            return error, rel_line
        try:
            names = set(e.accepts or e.expected)
        except Exception:  # `accepts` re-runs the parser; `expected` is the plain table entry
            names = set(e.expected)
        line, col = chunk.end_position()
        message = f"unexpected {_found(e.token, chunk)} — expected {_expected(names)}"
        return CuteSyntaxError(message, line, col, _line_text(source_lines, line)), rel_line
    elif isinstance(e, UnexpectedToken):
        tok = e.token
        rel_line, rel_col = tok.line, tok.column
        try:
            names = set(e.accepts or e.expected)
        except Exception:
            names = set(e.expected)
        message = f"unexpected {_found(tok, chunk)} — expected {_expected(names)}"
        if tok.type == "O" and "NAME" in names:
            message += " ('o' is the composition operator, not a name)"
    else:
        message = f"cannot parse this statement ({type(e).__name__}: {e})"
    line, col = rel_line + chunk.line - 1, rel_col + (chunk.col - 1 if rel_line == 1 else 0)
    return CuteSyntaxError(message, line, col, _line_text(source_lines, line)), rel_line


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
    parser, builder = _get_parser()
    source = _normalize(source)
    source_lines: list[str] | None = None
    out: list[ast.Stmt | CuteSyntaxError] = []
    begin, line = 0, 1
    reported_line = 0  # set when resuming on the line of the error just reported
    while True:
        resume = None
        for chunk in _split(source, begin, line):
            with _lock:
                builder.line_shift, builder.col_shift, builder.text = chunk.line - 1, chunk.col - 1, chunk.text
                try:
                    out.extend(parser.parse(chunk.text))
                    reported_line = 0
                    continue
                except Exception as e:  # Lark's errors, and any defect of ours: all become syntax errors
                    failure = e
            if source_lines is None:
                source_lines = source.split("\n")
            error, error_line = _syntax_error(failure, chunk, source_lines)
            error.filename = filename
            if error.line != reported_line:  # else it is the same bad statement, seen again from its middle
                out.append(error)
            reported_line = 0
            if "\n" in chunk.text:
                resume = _resume_point(chunk, error_line)
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
    parser, _ = _get_parser()
    pattern = parser.get_terminal(name).pattern
    return pattern.value if pattern.type == "str" else ""


def token_kinds() -> dict[str, str]:
    """The grammar's terminals by kind: number, static_number, name, keyword, operator, bracket,
    punctuation, separator, comment, whitespace."""
    global _kinds
    if _kinds is None:
        parser, _ = _get_parser()
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
    parser, _ = _get_parser()
    kinds = token_kinds()
    offset = 0
    while offset < len(source):
        try:
            for tok in parser.lex(source[offset:], dont_ignore=True):
                yield kinds.get(tok.type, "operator"), tok.value, offset + tok.start_pos
            return
        except UnexpectedCharacters as e:
            bad = offset + e.pos_in_stream
            yield "error", source[bad], bad
            offset = bad + 1


def __getattr__(name: str):
    # TOKEN_KINDS and KEYWORDS are read from the grammar on first use, not at import.
    if name == "TOKEN_KINDS":
        return token_kinds()
    if name == "KEYWORDS":
        return frozenset(_terminal_text(n) for n, k in token_kinds().items() if k == "keyword" and _terminal_text(n))
    raise AttributeError(name)
