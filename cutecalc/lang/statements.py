"""The statement cutter: the one place that decides where a statement ends.

A statement ends at a newline or `;` outside brackets, and at the end of the input.  The lexer hands over lines
of tokens; the cutter follows the brackets across them.  The parser (parse.iter_parsed, through which the
script runner goes) and the REPL's continuation (`open_brackets`) all ask this cutter.  After a statement that
failed to parse, the cutter can read again from one of its lines (`rewind`, `resume_line`), so that an
unclosed bracket does not swallow the rest of a script.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator, Mapping
from typing import NamedTuple, final

from .lexer import CLOSERS, KNOWN_LINE, NOT_BRACKETS, OPENERS, GrammarLexer, SourceLine, Token, grammar_lexer
from .source import Block, LineProblem, SourceItem, text_blocks

_tuple_new = tuple.__new__

MAX_STATEMENT_LINES = 10_000  # a statement still open after this many lines is cut there (an unclosed bracket)


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
            return self.lines[0].text[first.column - 1:last.end_column - 1]
        head = [ln.text for ln in self.lines if first.line <= ln.number <= last.line]
        head[0] = head[0][first.column - 1:]
        head[-1] = head[-1][:last.end_column - 1]
        return "\n".join(head)

    def line_text(self, number: int) -> str:
        for ln in self.lines:
            if ln.number == number:
                return ln.text
        return ""


class Cutter:
    """Statements from lines of tokens.  After a statement that failed to parse, `rewind(line)` makes the
    cutter read again from that line (of the failed statement) on, as the start of a new statement."""

    def __init__(self, items: Iterator[SourceLine | LineProblem]) -> None:
        self._items = items
        self._queue: list[SourceLine | LineProblem] = []  # lines to read again, in reverse order
        self._last: RawStatement | None = None
        self._rewound = False
        self.open: list[tuple[str, int, int]] = []  # brackets open at the point reached
        self._conditions: list[bool] = []   # C's `#if` nesting: whether each level's lines are code
        self._disabled = False              # inside an `#if 0` (its lines are not code, as the preprocessor says)

    def _preprocess(self, text: str) -> bool:
        """Follow C's `#if 0` / `#else` / `#endif` (a line with no tokens: the lexer reads `#...` as a comment).
        Any other condition counts as true.  Whether the line was a directive."""
        words = text.split()
        if not words or not words[0].startswith("#"):
            return False
        directive = words[0][1:] or (words[1] if len(words) > 1 else "")
        rest = words[1:] if words[0] != "#" else words[2:]
        if directive in ("if", "ifdef", "ifndef"):
            self._conditions.append(not (directive == "if" and rest[:1] == ["0"]))
        elif directive in ("else", "elif") and self._conditions:
            self._conditions[-1] = not self._conditions[-1]
        elif directive == "endif" and self._conditions:
            self._conditions.pop()
        else:
            return False
        self._disabled = not all(self._conditions)
        return True

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
            if item is None:   # the end of the input: what is open is a statement
                if not tokens:
                    return
                yield self._emit(tokens, lines, "", stack)
                tokens, lines = [], []
                if not self._rewound:
                    return
                stack.clear()
                self._rewound = False
            elif type(item) is not SourceLine:   # a line that cannot be read: said, and the end if it is fatal
                if item.fatal and tokens:
                    yield self._emit(tokens, lines, "", stack)
                yield item
                if item.fatal:
                    return
            elif (not item.tokens and self._preprocess(item.text)) or self._disabled:
                continue   # a preprocessor directive, or a line inside `#if 0 ... #endif`: not code
            elif not stack and not tokens and item.tokens and (
                    item.tokens[0].value in BLOCK_WORDS and cpp_block(item.tokens) or is_launch(item.tokens)):
                yield self._block(item)   # C++'s loop, condition or definition: one statement, to be skipped
            elif not item.special and not stack and not tokens and not _continued(item):
                # the common line: one whole statement, or none
                if item.tokens:
                    self._last = stmt = _tuple_new(RawStatement, (item.tokens, [item], item.ends, ()))
                    yield stmt
            else:
                tokens, lines = yield from self._follow(item, tokens, lines, stack)

    def _follow(self, ln: SourceLine, tokens: list[Token], lines: list[SourceLine], stack: list[tuple[str, int, int]]
                ) -> Generator[RawStatement, None, tuple[list[Token], list[SourceLine]]]:
        """The statements a line with brackets or `;` ends (following the brackets from the lines before); the
        tokens and lines of the statement still open after it."""
        ln = read_in_full(ln)
        lines.append(ln)
        self._rewound = False
        for tok in ln.tokens:
            value = tok.value
            if value in OPENERS and tok.type not in NOT_BRACKETS:
                stack.append((value, tok.line, tok.column))
            elif value in CLOSERS and tok.type not in NOT_BRACKETS:
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
            stack.clear()
            self._rewound = False
            return [], []
        if not stack and len(tokens) > 2 and tokens[-1].value == "=" and tokens[-1].line == ln.number and (
                len(lines) <= MAX_STATEMENT_LINES):
            return tokens, lines   # `static constexpr uint32_t X =` and its value on the next line: one statement
        if not stack or len(lines) > MAX_STATEMENT_LINES:
            if tokens:
                yield self._emit(tokens, lines, ln.ends, stack)
                if self._rewound:
                    stack.clear()
                    self._rewound = False
            stack.clear()   # cut at the cap: what follows starts afresh (else nothing is open)
            return [], []
        return tokens, lines

    def _block(self, first: SourceLine) -> RawStatement:
        """The lines of a C++ block statement from `first` on (`for (...) { ... }`, `template <...> void f(...)
        {...}`): to the end of the line where its braces close, or where a `;` ends it, outside parentheses and
        braces (`<` and `>` are comparisons here, not brackets)."""
        lines, done = [first], False
        stack: list[tuple[str, int, int]] = []   # the brackets open, as the REPL's continuation asks
        ln: SourceLine | None = first
        while ln is not None:
            for tok in ln.tokens:
                value = tok.value
                if value in _BLOCK_OPEN:
                    stack.append((value, tok.line, tok.column))
                elif value in _BLOCK_CLOSE:
                    if stack:
                        stack.pop()
                    done = done or (value == "}" and not stack)
                elif value == ";" and not stack:
                    done = True
            if (done and not stack) or len(lines) > MAX_STATEMENT_LINES:
                break
            item = self._next_item()
            if item is None or type(item) is not SourceLine:
                if item is not None:
                    self._queue.append(item)  # read after the block
                else:   # the input ends inside the block: the REPL reads on
                    self.open[:] = stack or [("{", first.number, first.tokens[0].column)]
                break
            ln = read_in_full(item)
            lines.append(ln)
        tokens = [t for line in lines for t in line.tokens if t.value != ";" or t is not line.tokens[-1]]
        stmt = _tuple_new(RawStatement, (tokens or lines[0].tokens, lines, "\n", ()))
        self._last = stmt
        return stmt

    def _emit(self, tokens: list[Token], lines: list[SourceLine], terminator: str,
              stack: list[tuple[str, int, int]]) -> RawStatement:
        stmt = _tuple_new(RawStatement, (tokens, lines, terminator if not stack else "", tuple(stack)))
        self._last = stmt
        return stmt


# The first words of C++ statements that hold others or define something: a calculator skips them whole.
CONTROL_WORDS = frozenset(("for", "while", "if", "switch"))
DEFINITION_WORDS = frozenset(("template", "struct", "class", "union", "enum", "namespace", "void", "__global__",
                              "__device__", "__host__", "CUTE_HOST_DEVICE", "CUTE_DEVICE", "CUTLASS_DEVICE",
                              "CUTLASS_HOST_DEVICE", "CUTLASS_GLOBAL", "inline"))
# Declarations of what a calculator has none of: memory, CUDA's launch configuration and streams.
MEMORY_WORDS = frozenset(("extern", "__shared__", "cudaStream_t", "cudaError_t", "cudaEvent_t"))
BLOCK_WORDS = CONTROL_WORDS | DEFINITION_WORDS | MEMORY_WORDS | {"else", "do"}
_BLOCK_OPEN = frozenset("({[")
_BLOCK_CLOSE = frozenset(")}]")


def _continued(ln: SourceLine) -> bool:
    """Whether a C++ declaration's line ends with `=`, its value on the lines after (`static constexpr uint32_t X
    =`: C++ ends a statement at `;`, not at the line).  A bare `a =` (cutecalc's assignment, Python's) does not."""
    return len(ln.tokens) > 2 and ln.tokens[-1].value == "="


def cpp_block(tokens: list[Token]) -> bool:
    """Whether a line that starts with one of BLOCK_WORDS starts a C++ block statement (not Python's `if x:`,
    `class A:`, `for i in ...:`, which end with a colon)."""
    if tokens[-1].value == ":":
        return False
    word = tokens[0].value
    second = tokens[1].value if len(tokens) > 1 else ""
    if word in CONTROL_WORDS:
        return second == "(" or (word == "if" and second == "constexpr")
    if word == "do":
        return second in ("{", "")
    if word == "template":
        return second == "<"
    return True


def is_launch(tokens: list[Token]) -> bool:
    """Whether a statement is a CUDA kernel launch, `kernel<<<grid, block>>>(args)` (read to its `;`)."""
    return len(tokens) > 3 and tokens[1].value == tokens[2].value == tokens[3].value == "<"


def source_lines(source: str | Iterable[SourceItem], lexer: GrammarLexer,
                 known: Mapping[str, tuple[int, int]] | None = None) -> Iterator[SourceLine | LineProblem]:
    """The lines of tokens of a text, or of the blocks of `source.file_blocks` (and their problems); a line of
    `known` is one KNOWN_LINE token (GrammarLexer.lines)."""
    items = text_blocks(source) if isinstance(source, str) else source
    for item in items:
        if type(item) is Block:
            yield from lexer.lines(item.text, item.line, known=known)
        else:
            yield item


def read_in_full(ln: SourceLine) -> SourceLine:
    """A line of tokens, a known line (one KNOWN_LINE token) lexed in full: where it is not a statement of its
    own (inside brackets open on the lines before, inside a C++ block), its tokens count one by one."""
    if not ln.tokens or ln.tokens[0].type != KNOWN_LINE:
        return ln
    full = next(grammar_lexer().lines(ln.text, ln.number))
    return ln._replace(tokens=full.tokens, special=full.special)


def open_brackets(text: str) -> tuple[tuple[str, int, int], ...]:
    """The brackets still open at the end of `text` (bracket, line, col), outermost first: the REPL goes on
    reading lines while there are any."""
    cutter = Cutter(source_lines(text, grammar_lexer()))
    for _ in cutter:
        pass
    return tuple(cutter.open)


def resume_line(stmt: RawStatement, error_line: int) -> int | None:
    """Where to go on after a statement that spans lines and failed to parse: its first line, from the
    error's line on (and never its first), that looks like the start of a statement: not indented past the
    statement's start, not opening with a closer or an operator.  None: after the statement."""
    start_col = stmt.tokens[0].column
    first_line = stmt.tokens[0].line
    for ln in stmt.lines:
        if ln.number <= first_line or ln.number < error_line or not ln.tokens:
            continue
        tok = ln.tokens[0]
        if tok.column <= start_col and tok.value not in _NOT_A_STATEMENT_START:
            return ln.number
    return None


_NOT_A_STATEMENT_START = frozenset((")", "}", ">", ",", "+", "*", "/", "%", ":", "@", "=", "∘", ";"))


def open_at(stmt: RawStatement, tok: Token) -> tuple[str, int, int] | None:
    """The innermost bracket open just before `tok` in the statement."""
    if tok.type == "$END":
        return stmt.unclosed[-1] if stmt.unclosed else None
    stack: list[tuple[str, int, int]] = []
    for t in stmt.tokens:
        if t is tok or (t.line, t.column) == (tok.line, tok.column):
            break
        if t.type in NOT_BRACKETS:
            continue
        if t.value in OPENERS:
            stack.append((t.value, t.line, t.column))
        elif t.value in CLOSERS and stack:
            stack.pop()
    return stack[-1] if stack else None
