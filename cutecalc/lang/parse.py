"""Text to AST: the grammar `grammar/cutecalc.lark`, parsed LALR(1) straight into `ast` nodes, statement by statement.

    parse("a = 24:2; logical_divide(a, 4:2)")        -> Program of two statements, or CuteSyntaxError
    iter_statements(script_or_blocks)                -> Stmt | CuteError, one per statement, streamed
    open_brackets("b = <2:1,")                       -> (("<", 1, 5),): the REPL reads on (statements.py)

The parts, each a module:
    lexer.py       the grammar's terminals matched in the text, line by line (GrammarLexer)
    statements.py  the cutter: where a statement ends (newlines and `;` outside brackets), the one place
    lalr.py        the LALR(1) driver over the tables Lark generated at development time (_generated_parser.py)
    tree.py        the tree builder: each rule's children made into `ast` nodes as the driver reduces it
    highlight.py   the tokens with their kinds, for the REPL's and the terminal's colours
This module runs them in turn, each statement parsed on its own so that a syntax error in one leaves the
others to be evaluated, and words a syntax error plainly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from ..errors import CuteError, CuteSyntaxError
from ..record import replace
from . import ast
from .ast import Pos
from .lalr import UnexpectedToken, lalr_parser
from .lexer import BAD, KNOWN_LINE, Token, grammar_lexer
from .source import LineProblem, SourceItem, split_lines
from .statements import (
    BLOCK_WORDS,
    MEMORY_WORDS,
    Cutter,
    RawStatement,
    cpp_block,
    is_launch,
    open_at,
    open_brackets,
    read_in_full,
    resume_line,
    source_lines,
)
from .tree import PythonCall, PythonDef

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["parse", "iter_parsed", "iter_statements", "parse_statements", "open_brackets", "PythonCall",
           "PythonDef"]

GRAMMAR_FILE = "cutecalc.lark"


def grammar_path() -> Path:
    """The grammar in a source checkout (`grammar/`; Lark reads it at development time only, see build_parser)."""
    from pathlib import Path  # (not on the evaluation path)
    return Path(__file__).resolve().parents[2] / "grammar" / GRAMMAR_FILE


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
    from .highlight import terminal_text, token_kinds  # (a syntax error's words: off the way to an answer)
    kinds = token_kinds()
    texts = {terminal_text(n) for n in names if kinds.get(n) in ("bracket", "punctuation")}
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
    if first.value in _CPP_STATEMENTS:
        return CuteSyntaxError(f"'{first.value}' is C++ {_CPP_STATEMENTS[first.value]}, which a calculator cannot "
                               "run: write the statements it would run, one by one", first.line, first.column,
                               stmt.line_text(first.line))
    if tok.type == BAD:
        ch = tok.value
        shown = f"'{ch}'" if ch.isprintable() and ch != "'" else repr(ch)
        line, col, message = tok.line, tok.column, f"unexpected character {shown}"
    else:
        bracket = open_at(stmt, tok) if stmt.unclosed else None
        if bracket is not None and (tok.type == "$END" or tok.line > bracket[1]):
            # The statement ran on past the lines it meant to be, for want of a closing bracket.
            what, line, col = bracket
            message = f"'{what}' at {line}:{col} is never closed"
        else:
            names = set(e.accepts or e.expected)
            if tok.type == "$END":
                last = stmt.tokens[-1]
                line, col = last.end_line, last.end_column
            else:
                line, col = tok.line, tok.column
            message = f"unexpected {_found(tok, stmt)} — expected {_expected(names)}"
            if tok.type == "O" and "NAME" in names:
                message += " ('o' is the composition operator, not a name)"
    return CuteSyntaxError(message, line, col, stmt.line_text(line))


# -- the public entry points -----------------------------------------------------------------------------

def _skipped_unread(stmt: RawStatement) -> ast.Skipped | None:
    """A statement of kernel C++ the grammar does not read that is skipped rather than refused (with a note): a
    static assertion cutecalc cannot read, a member type, a read of memory through a pointer; else None."""
    first, tokens = stmt.tokens[0], stmt.tokens
    if first.value in ast.STATIC_ASSERTS:   # `static_assert(is_static<T>::value)`: C++ cutecalc cannot read
        return ast.Skipped(f"{first.value} of C++ cutecalc cannot read ({_first_line_text(stmt)})",
                           pos=_stmt_pos(stmt), text=stmt.text)
    if first.value == "using" and len(tokens) > 3 and tokens[3].value == "typename":   # a member type
        return ast.Skipped(f"a member type of a C++ type ({_first_line_text(stmt)})", (tokens[1].value,),
                           pos=_stmt_pos(stmt), text=stmt.text)
    if first.value in ast.STREAMS:   # `std::cout << "M = " << M << std::endl;`
        return ast.Skipped(f"output to {first.value}, which cutecalc does not print ({_first_line_text(stmt)})",
                           pos=_stmt_pos(stmt), text=stmt.text)
    deref = _dereference(tokens)
    if deref is not None:   # `auto& smem = *reinterpret_cast<S*>(shared_memory);`: memory read
        return ast.Skipped(f"a read of memory through a pointer ({_first_line_text(stmt)})", deref,
                           pos=_stmt_pos(stmt), text=stmt.text)
    initialised = _initialised(tokens, ("&", "{"))
    if initialised is not None:   # `auto* k = &gemm_device<...>;`, `ClusterLaunchParams params = {dimGrid, ...};`
        what = "the address of an object or function" if initialised[1] == "&" else "an aggregate of a brace list"
        return ast.Skipped(f"{what} ({_first_line_text(stmt)})", (initialised[0],), pos=_stmt_pos(stmt),
                           text=stmt.text)
    owner = _member_assigned(tokens)
    if owner is not None:   # `tCtAcc.data() = tmem_base_ptr;`: the object changes, as cutecalc cannot follow
        return ast.Skipped(f"an assignment to a member of {owner} ({_first_line_text(stmt)})", (owner,),
                           pos=_stmt_pos(stmt), text=stmt.text)
    return None


def _member_assigned(tokens: list[Token]) -> str | None:
    """The object whose member a statement assigns to (`tCtAcc.data() = p`, `tiled_mma.accumulate_ = x`), or None."""
    if len(tokens) < 4 or tokens[0].type != "NAME" or tokens[1].value != "." or tokens[2].type != "NAME":
        return None
    depth = 0
    for t in tokens[3:]:
        if t.value == "=" and depth == 0:
            return tokens[0].value
        depth += (t.value == "(") - (t.value == ")")
        if depth < 0 or (depth == 0 and t.value != ")"):
            return None
    return None


class Known:
    """What iter_parsed yields, with its raw statement, for a one-line statement whose text the caller knows."""


KNOWN = Known()


def iter_parsed(source: str | Iterable[SourceItem], filename: str = "<input>",
                known: Mapping[str, tuple[int, int]] | None = None,
                ) -> Iterator[tuple[ast.Stmt | CuteError | PythonDef | PythonCall | Known, RawStatement | None]]:
    """Each statement of `source` (text, or the blocks of `source.file_blocks`), parsed on its own, in
    source order, as it is read, with the raw statement it came from (its tokens and lines).  A bad
    statement becomes its CuteSyntaxError, and so does a line that cannot be read; a literal beyond the 64-bit
    range becomes its CuteOverflowError, an evaluation error like any other value out of range.

    A line whose whole text is in `known` (the runner has the outcome of its one statement; the value: the
    statement's columns, from and one past) is neither lexed nor parsed: KNOWN stands for it.

    After a bad statement that spans lines, parsing resumes at its first line (from the error on) that
    looks like a new statement, so that an unclosed bracket does not swallow the rest of a script.
    """
    parse_tokens = lalr_parser().parse_tokens
    cutter = Cutter(source_lines(source, grammar_lexer(), known))
    python_defs: set[str] = set()   # the `@cute.jit def f():` functions of DSL code, whose call `f()` is dropped
    for stmt in cutter:
        if type(stmt) is LineProblem:
            error = CuteSyntaxError(stmt.message, stmt.line, 1, "")
            yield error, None
            continue
        first = stmt.tokens[0]
        if first.type == KNOWN_LINE:
            if not python_defs:   # (a `def` of DSL code may make a call of the line a call of it)
                yield KNOWN, stmt
                continue
            line = read_in_full(stmt.lines[0])
            stmt = stmt._replace(tokens=line.tokens, lines=[line])
            first = stmt.tokens[0]
        if first.value in BLOCK_WORDS and cpp_block(stmt.lines[0].tokens):
            struct = struct_definition([t for ln in stmt.lines for t in ln.tokens], stmt, parse_tokens) if (
                first.value in STRUCT_WORDS) else None   # (all its tokens: the block's drop each line's last `;`)
            yield (struct if struct is not None else skipped_block(stmt)), stmt
            continue
        if is_launch(stmt.tokens):
            yield ast.Skipped(f"a kernel launch of {first.value}", pos=_stmt_pos(stmt), text=stmt.text), stmt
            continue
        try:
            parsed = parse_tokens(stmt.tokens)
        except RecursionError:
            first = stmt.tokens[0]
            error = CuteSyntaxError("statement nested too deeply to read", first.line, first.column,
                                    stmt.line_text(first.line))
            yield error, stmt
            continue
        except UnexpectedToken as e:
            skipped = _skipped_unread(stmt)
            if skipped is not None:
                yield skipped, stmt
                continue
            error = _syntax_error(e, stmt)
            yield error, stmt
            if len(stmt.lines) > 1:
                resume = resume_line(stmt, e.token.line if e.token.type != "$END" else stmt.lines[-1].number)
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
            elif type(node) is ast.ExprStmt and type(node.value) is ast.Call and node.value.name in ast.DATA_FUNCTIONS:
                yield ast.Skipped(f"{node.value.name}(...), which works on data in memory", pos=node.pos,
                                  text=text), stmt
            elif type(node) is ast.Assign and type(node.value) is ast.Call and node.value.name in ast.DATA_FUNCTIONS:
                yield ast.Skipped(f"{node.value.name}(...), which works on data in memory", (node.target,),
                                  pos=node.pos, text=text), stmt
            elif type(node) is ast.ExprStmt and type(node.value) is ast.Call and node.value.name in ast.SKIPPED_CALLS:
                yield ast.Skipped(f"{node.value.name}(...), {ast.SKIPPED_CALLS[node.value.name]}", pos=node.pos,
                                  text=text), stmt
            elif type(node) is ast.ExprStmt and type(node.value) is ast.Name and node.value.id in ast.PRAGMA_MACROS:
                yield ast.Skipped(f"{node.value.id}, a hint to the compiler", pos=node.pos, text=text), stmt
            elif python_defs and type(node) is ast.ExprStmt and (called := _python_def_called(node.value, python_defs)):
                yield PythonCall(called), stmt
            else:
                yield _with_text(node, text), stmt


def _stmt_pos(stmt: RawStatement) -> Pos:
    first, last = stmt.tokens[0], stmt.tokens[-1]
    return Pos(first.line, first.column, last.end_line, last.end_column)


_BLOCK_KIND = {"for": "a 'for' loop", "while": "a 'while' loop", "do": "a 'do' loop", "if": "an 'if' statement",
               "else": "an 'else' branch", "switch": "a 'switch' statement", "namespace": "a namespace"}


def skipped_block(stmt: RawStatement) -> ast.Skipped:
    """What a C++ block statement is (a loop, a condition, a definition) and the name a definition declares."""
    tokens = stmt.tokens
    word = tokens[0].value
    declares: tuple[str, ...] = ()
    if word in _BLOCK_KIND:
        what = _BLOCK_KIND[word]
    elif word in MEMORY_WORDS:
        names = [t.value for t in tokens if t.type == "NAME" and t.value not in MEMORY_WORDS and t.value != "char"]
        declares = tuple(names[:1])
        what = f"a declaration of {word}" + (f" {names[0]}" if names else "")
    else:
        name = _defined_name(tokens)
        declares = (name,) if name else ()
        kind = "template definition" if word == "template" else "definition"
        what = f"the {kind} of {name}" if name else f"a {kind}"
    return ast.Skipped(f"{what} ({_first_line_text(stmt)})", declares, pos=_stmt_pos(stmt), text=stmt.text)


STRUCT_WORDS = ("struct", "class")
_ACCESS = ("public", "private", "protected")


def struct_definition(tokens: list[Token], stmt: RawStatement,
                      parse_tokens: Callable[[list[Token]], tuple]) -> ast.StructDef | None:
    """`struct Name [: bases] { members } [declarators]` as a StructDef, each member a statement (one cutecalc
    cannot read is a Skipped member); None for what is not such a definition (a class template, a function's
    body), which is skipped whole."""
    if len(tokens) < 4 or tokens[1].type != "NAME":
        return None
    opening = next((i for i, t in enumerate(tokens) if t.value == "{" and t.type != BAD), None)
    if opening is None or any(t.value in ("(", "=") for t in tokens[2:opening]):
        return None
    depth, closing = 0, None
    for i in range(opening, len(tokens)):
        v = tokens[i].value
        depth += (v in ("(", "{", "[")) - (v in (")", "}", "]"))
        if depth == 0:
            closing = i
            break
    after = [t for t in tokens[closing + 1:] if t.value != ";"] if closing is not None else None
    if after is None or any(t.type != "NAME" and t.value != "," for t in after):
        return None
    members: list[ast.Stmt] = []
    for chunk in _member_chunks(tokens[opening + 1:closing]):
        members.extend(_member(chunk, stmt, parse_tokens))
    last = tokens[-1]
    return ast.StructDef(tokens[1].value.rpartition("::")[2], tuple(members),
                         tuple(t.value for t in after if t.type == "NAME"), text=stmt.text,
                         pos=Pos(tokens[0].line, tokens[0].column, last.end_line, last.end_column))


def _member_chunks(body: list[Token]) -> Iterator[list[Token]]:
    """The members of a struct's body: its statements, cut at `;` outside brackets (`public:` labels dropped)."""
    chunk: list[Token] = []
    depth = 0
    for i, t in enumerate(body):
        v = t.value
        if v in _ACCESS and i + 1 < len(body) and body[i + 1].value == ":" and not chunk:
            continue
        if v == ":" and chunk == [] and i > 0 and body[i - 1].value in _ACCESS:
            continue
        depth += (v in ("(", "{", "[")) - (v in (")", "}", "]"))
        if v == ";" and depth == 0:
            if chunk:
                yield chunk
            chunk = []
            continue
        chunk.append(t)
    if chunk:
        yield chunk


def _member(chunk: list[Token], stmt: RawStatement, parse_tokens: Callable[[list[Token]], tuple]) -> list[ast.Stmt]:
    first, last = chunk[0], chunk[-1]
    pos = Pos(first.line, first.column, last.end_line, last.end_column)
    line = stmt.line_text(first.line).strip()
    text = line if first.line == last.end_line else line + " ..."
    if first.value in STRUCT_WORDS:
        inner = struct_definition(chunk, stmt, parse_tokens)
        if inner is not None:
            return [inner]
    else:
        try:
            return [_with_text(node, text) for node in parse_tokens(chunk) if isinstance(node, ast.Node)]
        except (UnexpectedToken, CuteError, RecursionError):
            pass
    name = next((t.value for t in reversed(chunk) if t.type == "NAME"), None)
    return [ast.Skipped(f"a member cutecalc cannot read ({text if len(text) <= 60 else text[:57] + '...'})",
                        (name,) if name else (), pos=pos, text=text)]


def _first_line_text(stmt: RawStatement) -> str:
    """The statement's first line without comments, cut at 60 characters: how a note names it."""
    head = stmt.lines[0]
    tokens = [t for t in stmt.tokens if t.line == head.number] or head.tokens
    line_text = head.text[tokens[0].column - 1:tokens[-1].end_column - 1]
    return line_text if len(line_text) <= 60 else line_text[:57] + "..."


def _dereference(tokens: list[Token]) -> tuple[str, ...] | None:
    """The name a declaration `T& name = *p...` declares by reading memory through a pointer, or None."""
    found = _initialised(tokens, ("*",))
    return (found[0],) if found is not None else None


def _initialised(tokens: list[Token], signs: tuple[str, ...]) -> tuple[str, str] | None:
    """The name a declaration `T name = <sign>...` declares and the sign its value begins with (one of `signs`:
    `*p`, `&f`, `{a, b}`), or None."""
    i = _equals_at(tokens)
    if i is not None and i < len(tokens) - 2 and tokens[i + 1].value in signs:   # and an operand after the sign
        return tokens[i - 1].value, tokens[i + 1].value
    return None


def _equals_at(tokens: list[Token]) -> int | None:
    """Where the `=` of an assignment or declaration `... name = value` stands (the name before it), or None."""
    i = next((i for i, t in enumerate(tokens) if t.value == "="), None)
    return i if i is not None and i > 0 and tokens[i - 1].type == "NAME" else None


def declared_by(stmt: RawStatement) -> tuple[str, ...]:
    """The name a statement the grammar cannot read would declare, read from its tokens (`Tensor t = f(...` ->
    t), so that its later uses name the failed line rather than an unknown variable; () if none."""
    i = _equals_at(stmt.tokens)
    return (stmt.tokens[i - 1].value,) if i is not None else ()


def _defined_name(tokens: list[Token]) -> str | None:
    """The name a definition declares: `struct X`, `class X`, the function before its parameters' `(`."""
    depth = 0
    start = 0
    if tokens[0].value == "template":   # past the template's parameters
        for start, t in enumerate(tokens):
            depth += (t.value == "<") - (t.value == ">")
            if start > 0 and depth == 0:
                break
        start += 1
    for i, t in enumerate(tokens[start:], start):
        if t.value in ("struct", "class", "union", "enum") and i + 1 < len(tokens) and tokens[i + 1].type == "NAME":
            return tokens[i + 1].value.rpartition("::")[2]
        if t.value == "<":
            depth += 1
        elif t.value == ">":
            depth -= 1
        elif t.value == "(" and depth <= 0 and i > 0 and tokens[i - 1].type == "NAME":
            if tokens[i - 1].value.startswith("__launch_bounds__"):
                continue
            return tokens[i - 1].value.rpartition("::")[2]
    return None


def _python_def_called(node: object, names: set[str]) -> str | None:
    """The name of the `def` function `node` calls (`f()`), or None."""
    if isinstance(node, ast.Call) and node.name in names and not node.targs:
        return node.name
    return None


def iter_statements(source: str | Iterable[SourceItem],
                    filename: str = "<input>") -> Iterator[ast.Stmt | CuteError]:
    """The statements (or syntax errors) of `iter_parsed` (the Python lines of DSL code left out)."""
    for item, _ in iter_parsed(source, filename):
        if not isinstance(item, (PythonDef, PythonCall, Known)):
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
