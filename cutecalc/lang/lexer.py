"""The lexer: the grammar's terminals matched in the text, line by line, as Lark's basic lexer matches them.

    grammar_lexer().lines("a = 24:2\nb = a")   -> SourceLine(1, "a = 24:2", [Token(NAME a), ...], ...), ...

Its loop (GrammarLexer.lines) is the one hot loop that builds and reads tokens by position (tuple.__new__ of
whole rows): lexing 2,000 statements is about a third of running them (callgrind, see build_parser.lexer_plan).
Everything else reads a token by name.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # (CPython's regular-expression engine: no stubs)
import _thread
import re
import sys
from collections.abc import Callable, Iterator, Mapping
from typing import NamedTuple, final

from . import _generated_parser as tables
from . import _lexer_code
from .function_table import FAMILIES, WHERE

# The language's bracket pairs.  `<` only ever opens (there are no ordering operators), so `>>` closes two.
BRACKETS = {"(": ")", "{": "}", "<": ">", "[": "]"}
OPENERS = frozenset(BRACKETS)
CLOSERS = frozenset(BRACKETS.values())
# the characters the cutter must look at: a bracket's step in depth, and `;` (0)
_DEPTH = {**dict.fromkeys(OPENERS, 1), **dict.fromkeys(CLOSERS, -1), ";": 0}
BAD = "$BAD"  # the token kind of a character no terminal matches
# The token kinds whose `<` or `>` is no bracket: a bad character, C++'s comparisons `a < b`, `a > b`.
NOT_BRACKETS = frozenset((BAD, "LESS", "GREATER"))
# The names of the function table's rows (CuTe's functions and types) and its families: templates, whose `<`
# opens their arguments however spaced (`Shape < _32, _4>` in CuTe's own unit tests); see angle_kind.
TEMPLATE_NAMES = frozenset(name for names in WHERE.values() for name in names)
TEMPLATE_PREFIXES = tuple(FAMILIES)
# The tokens that end a value and never a template's name: a `<` after them compares (`size(L) < 4`, `x[0]<3`,
# `sizeof_bits_v<T> < 8`: no template's arguments follow a template's closing `>`).
_VALUE_ENDS = frozenset(("RPAR", "RSQB", "RBRACE", "INT", "STATIC_INT", "STRING", "MORETHAN"))
KNOWN_LINE = "$KNOWN"  # the one token of a line whose statement the reader knows already (GrammarLexer.lines)


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


@final  # (so that `type(item) is not SourceLine` tells the type checker what item is)
class SourceLine(NamedTuple):
    """One line of source: its number, its text (without the line break) and its tokens."""

    number: int
    text: str
    tokens: list[Token]
    special: bool  # holds a `;`, a bad character, or brackets that do not close on it
    ends: str = "\n"  # "" for a last line without a line break


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


class LexerConf:
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
    (build_parser.lexer_plan).  Unlike Lark's lexer it hands the tokens over line by line (the cutter,
    statements.py, decides where statements end), and it makes a BAD token of a character no terminal matches
    and goes on.
    """

    def __init__(self, conf: LexerConf, forms: bool = True) -> None:
        self._flags = conf.g_regex_flags
        # character -> its pattern's match (tables.LEXER_DISPATCH), compiled at the character's first use
        self._matchers: dict[str, Callable[[str, int], re.Match[str] | None]] = {}
        self._patterns = {c: pattern for chars, pattern in tables.LEXER_DISPATCH for c in chars}
        self._keywords = tables.LEXER_KEYWORDS
        self._chars = tables.LEXER_CHARS
        self._ignore = frozenset(conf.ignore)
        self._newline = tables.LEXER_NEWLINE
        # the forms of lines seen: a line's text with its decimal numbers taken out -> its LineForm, _SEEN_ONCE,
        # or _NO_FORM
        self._forms: dict[tuple[str, ...], object] | None = {} if forms else None

    def _matcher(self, char: str) -> Callable[[str, int], re.Match[str] | None]:
        """The match of the terminals that can begin with `char` (none: a bad character), compiled once."""
        pattern = self._patterns.get(char)
        match = compile_pattern(pattern, self._flags).match if pattern is not None else _no_match
        for c, p in self._patterns.items():  # the characters that share the pattern share its compilation
            if p is pattern:
                self._matchers[c] = match
        self._matchers[char] = match
        return match

    def lines(self, text: str, line: int = 1, keep_ignored: bool = False,
              known: Mapping[str, tuple[int, int]] | None = None) -> Iterator[SourceLine]:
        """The tokens of `text`, line by line (line breaks themselves are not tokens).  The first line is
        numbered `line`; a character no terminal matches becomes a BAD token and lexing goes on after it.
        With `keep_ignored`, whitespace and comments are tokens too (for highlighting).

        A line whose whole text is in `known` (its statement's columns, from and one past) is not lexed: its one
        token, of kind KNOWN_LINE, is the statement's text (statements.read_in_full lexes it)."""
        ignore, newline, keywords, chars = self._ignore, self._newline, self._keywords, self._chars
        matchers, new_matcher = self._matchers, self._matcher
        forms = None if keep_ignored else self._forms
        form: tuple[str, ...] | None = None  # the current line's form (LineForm), when it is to be recorded
        line_start = 0
        pos = 0
        size = len(text)
        tokens: list[Token] = []
        append = tokens.append
        # a `;`, a bad character or brackets that do not close on this line: the cutter must look closer
        special = False
        depth = 0
        angles: list[int] = []  # the depths at which this line's open template brackets `<` stand (angle_kind)
        while pos < size:
            if pos == line_start and (known or forms is not None):
                end = text.find("\n", pos)
                body = text[pos:] if end < 0 else text[pos:end]
                span = known.get(body) if known else None
                if span is not None:
                    col, end_col = span
                    tokens.append(_tuple_new(Token, (KNOWN_LINE, body[col - 1:end_col - 1], col - 1, line, col, line,
                                                     end_col, pos + end_col - 1)))
                    if end < 0:
                        break
                    yield _tuple_new(SourceLine, (line, body, tokens, False, "\n"))
                    tokens = []
                    append = tokens.append
                    line, line_start = line + 1, end + 1
                    pos = end + 1
                    continue
                if forms is not None:
                    parts = _DIGIT_RUN.split(body)
                    key = tuple(parts[0::2])
                    seen = forms.get(key)
                    if type(seen) is LineForm:   # lexed as the line of this form was, its numbers in place
                        if end < 0:   # the last line, without a line break (yielded below)
                            tokens, special = seen.tokens(parts[1::2], line, pos), seen.special
                            break
                        yield _tuple_new(SourceLine, (line, body, seen.tokens(parts[1::2], line, pos), seen.special,
                                                      "\n"))
                        line, line_start = line + 1, end + 1
                        pos = end + 1
                        continue
                    # the second line of a form seen once: its tokens become the form's (one-off lines pay no more)
                    form = key if seen is _SEEN_ONCE else None
                    if seen is None and len(forms) < MAX_FORMS:
                        forms[key] = _SEEN_ONCE
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
                if step is not None and char in "<>":
                    kind = angle_kind(char, text, start, _last_read(tokens, ignore), depth, angles)
                    if kind in NOT_BRACKETS:
                        step = None
                if step is not None:
                    depth += step
                    if not step or depth < 0:
                        special = True
                col = start - line_start + 1
                append(_tuple_new(Token, (kind, char, col - 1, line, col, line, col + 1, pos)))
            elif kind == newline:
                if form is not None:
                    forms[form] = LineForm.of(text[line_start:start], tokens, special or depth != 0) or _NO_FORM  # type: ignore[index]  # (form: forms is on)
                    form = None
                yield _tuple_new(SourceLine, (line, text[line_start:start], tokens, special or depth != 0, "\n"))
                tokens = []
                append = tokens.append
                special = False
                depth = 0
                angles = []
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
            if form is not None:
                forms[form] = LineForm.of(text[line_start:], tokens, special or depth != 0) or _NO_FORM  # type: ignore[index]  # (form: forms is on)
            yield SourceLine(line, text[line_start:], tokens, special or depth != 0, "")


# A line's decimal numbers standing alone (no letter, digit, `_` or `.` beside them).  Every terminal reads such a
# run of digits alone as one INT (`[0-9]+`: the digits themselves decide nothing) or as a part that any digits
# fill (`_-4`, `Sw<3,4,3>_smem_ptr`): so two lines that differ only in these numbers lex alike, token for token,
# each token moved by the change in length of the numbers before it (LineForm).
_DIGIT_RUN = re.compile(r"(?<![A-Za-z0-9_.])([0-9]+)(?![A-Za-z0-9_.])")
MAX_FORMS = 4096   # the line forms the lexer keeps
_SEEN_ONCE = object()   # a form met once (its second line makes the LineForm)
_NO_FORM = object()     # a form whose lines must be lexed in full


@final
class LineForm:
    """How a line of a given form lexes: its tokens, each placed relative to the line's numbers (a form is the
    line's text without its numbers: `logical_divide((#,#):(#,#), #:#)`).  Made from a line lexed in full where
    each number is one INT token of its own; a later line of the form gets its tokens from here, not lexed."""

    __slots__ = ("plan", "lengths", "special")

    def __init__(self, plan: tuple[tuple[str, str | None, int, int, int, int], ...], lengths: tuple[int, ...],
                 special: bool) -> None:
        # plan: per token (kind, value or None for the number it is, start, end (columns from 0 in the line the
        # form was made from), the numbers before its start (for a number: its own index), and before its end)
        self.plan, self.lengths, self.special = plan, lengths, special

    @staticmethod
    def of(body: str, tokens: list[Token], special: bool) -> LineForm | None:
        """The form of a line lexed in full, or None where one of its numbers is not an INT token of its own."""
        runs = [(m.start(), m.end()) for m in _DIGIT_RUN.finditer(body)]
        at = {start: i for i, (start, _) in enumerate(runs)}
        plan: list[tuple[str, str | None, int, int, int, int]] = []
        before = 0   # the numbers wholly before the token
        taken = 0
        for t in tokens:
            start, end = t.start_pos, t.end_column - 1
            while before < len(runs) and runs[before][1] <= start:
                before += 1
            i = at.get(start)
            if i is not None:
                if t.type != "INT" or end != runs[i][1]:
                    return None
                plan.append((t.type, None, start, end, i, i + 1))
                taken += 1
            else:
                plan.append((t.type, t.value, start, end, before, before))
        if taken != len(runs):   # a number inside a longer token, or one not lexed (a comment's)
            return None
        return LineForm(tuple(plan), tuple(e - s for s, e in runs), special)

    def tokens(self, numbers: list[str], line: int, line_pos: int) -> list[Token]:
        """The tokens of a line of this form whose numbers are `numbers`, the line at `line_pos` of the text."""
        shift = [0]
        moved = 0
        for number, length in zip(numbers, self.lengths):
            moved += len(number) - length
            shift.append(moved)
        out = []
        for kind, value, start, end, k, k_end in self.plan:
            first = start + shift[k]
            if value is None:
                value = numbers[k]
            last = end + shift[k_end]
            out.append(_tuple_new(Token, (kind, value, first, line, first + 1, line, last + 1, line_pos + last)))
        return out


# The lexer's patterns as this Python's `re` compiles them, kept by build_parser (_lexer_code.py), if for this Python
_PRECOMPILED: dict[str, tuple] = (_lexer_code.CODES if _lexer_code.KEY == (*sys.version_info[:2], _sre.MAGIC,
                                                                          _sre.CODESIZE) else {})


def compile_pattern(pattern: str, flags: int) -> re.Pattern[str]:
    """re.compile(pattern, flags), from the code build_parser kept for it where it did (not compiled again)."""
    kept = _PRECOMPILED.get(pattern)
    if kept is None or kept[0] != flags:
        return re.compile(pattern, flags)
    _, all_flags, code, groups, groupindex, indexgroup = kept
    return _sre.compile(pattern, all_flags, list(code), groups, groupindex, indexgroup)


def angle_kind(char: str, text: str, pos: int, before: Token | None, depth: int, angles: list[int]) -> str:
    """Whether the `<` or `>` at `text[pos]` is a template's bracket ("LESSTHAN", "MORETHAN") or C++'s comparison
    ("LESS", "GREATER"): the one place that decides it (the grammar declares LESS and GREATER, matching neither).

    C++ decides by what stands before a `<`: after a template's name it opens its arguments, after a value it
    compares.  A name of CuTe's templates (TEMPLATE_NAMES) opens them however spaced (`Shape < _32, _4>`); any
    other name opens them when written against it (`Stride<_1,_4>`, `is_major<0,StrideA>`), as code writes
    templates, and compares when spaced on both sides (`k_pipe < K_PIPE_MAX`); after a value's end
    (`size(L) < 4`) it compares; anywhere else it opens a bracket (a tiler `<2:1, 4:1>`, `Sw<3,4,3>`).  A `>`
    closes the template bracket open at its depth on this line (`Int<(a > b)>` compares inside the parentheses);
    otherwise it compares where spaced or inside such a bracket, and is a bracket (closing one a line before
    opened) elsewhere.  `depth` is the line's bracket depth before `char`; `angles` (the depths at which this
    line's open template brackets stand) is updated."""
    spaced = 0 < pos < len(text) - 1 and text[pos - 1] in " \t" and text[pos + 1] in " \t"
    if char == "<":
        if _run_of(text, pos) == 2:   # C++'s shift `<<` (`std::cout << x`); a launch's `<<<` is brackets
            return "LESS"
        if before is not None and (before.type in _VALUE_ENDS or (
                before.type in ("NAME", "SCOPED") and spaced and not _names_template(before.value))):
            return "LESS"
        angles.append(depth)
        return "LESSTHAN"
    if angles and angles[-1] == depth - 1:
        angles.pop()
        return "MORETHAN"
    return "GREATER" if spaced or angles else "MORETHAN"


def _run_of(text: str, pos: int) -> int:
    """The length of the run of the character at `pos` it stands in."""
    start, end = pos, pos + 1
    while start > 0 and text[start - 1] == text[pos]:
        start -= 1
    while end < len(text) and text[end] == text[pos]:
        end += 1
    return end - start


def _last_read(tokens: list[Token], ignore: frozenset[str]) -> Token | None:
    """The line's last token before this one that the parser reads (whitespace and comments kept for highlighting
    are not), or None."""
    for tok in reversed(tokens):
        if tok.type not in ignore:
            return tok
    return None


def _names_template(name: str) -> bool:
    """Whether `name` is the name of a template of CuTe's (its `<` opens template arguments however spaced)."""
    name = name.rpartition("::")[2]
    return name in TEMPLATE_NAMES or name.startswith(TEMPLATE_PREFIXES)


def _no_match(text: str, pos: int) -> None:
    """The match at a character that begins no terminal."""
    return None


_lock = _thread.allocate_lock()
_conf: LexerConf | None = None
_lexer: GrammarLexer | None = None


def lexer_conf() -> LexerConf:
    """The grammar's terminals, read from the generated tables once per process."""
    global _conf
    if _conf is None:
        with _lock:
            if _conf is None:
                _conf = LexerConf()
    return _conf


def grammar_lexer() -> GrammarLexer:
    """The lexer, built once per process."""
    global _lexer
    if _lexer is None:
        conf = lexer_conf()
        with _lock:
            if _lexer is None:
                _lexer = GrammarLexer(conf)
    return _lexer
