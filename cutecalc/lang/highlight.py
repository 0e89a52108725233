"""The highlighter's tokens: each token of a text with its kind, read from the grammar's own terminals.

    highlight_tokens("a = 4:2  # x")   -> ("name", "a", 0), ("whitespace", " ", 1), ("punctuation", "=", 2), ...

The REPL's lexer (repl/editing.py) and the terminal renderer (render/terminal.py) colour by these kinds, so the
highlighting is the grammar's; a character the grammar does not know is an "error".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .lexer import BAD, CLOSERS, OPENERS, grammar_lexer, lexer_conf

_TERMINAL_KINDS = {"INT": "number", "STATIC_INT": "static_number", "NAME": "name", "UNDERSCORE": "keyword",
                   "POINTER": "name", "CAST": "name", "ARITH_ORIGIN": "name",
                   "_NL": "separator", "SEMICOLON": "separator"}
_kinds: dict[str, str] | None = None


def terminal_text(name: str) -> str:
    """The text a terminal spells when it is a fixed string (`LPAR`: "("), else ""."""
    pattern = lexer_conf().by_name[name].pattern
    return pattern.value if pattern.type == "str" else ""


def token_kinds() -> dict[str, str]:
    """The grammar's terminals by kind: number, static_number, name, keyword, operator, bracket,
    punctuation, separator, comment, whitespace."""
    global _kinds
    if _kinds is None:
        conf = lexer_conf()
        kinds = {}
        for term in conf.terminals:
            text = term.pattern.value if term.pattern.type == "str" else None
            if term.name in _TERMINAL_KINDS:
                kind = _TERMINAL_KINDS[term.name]
            elif term.name in conf.ignore:
                kind = "whitespace" if re.fullmatch(term.pattern.to_regexp(), " ") else "comment"
            elif text is not None and text in OPENERS | CLOSERS:
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
    for ln in grammar_lexer().lines(source, 1, keep_ignored=True):
        for tok in ln.tokens:
            yield ("error" if tok.type == BAD else kinds.get(tok.type, "operator")), tok.value, base + tok.start_pos
        base += len(ln.text)
        if base < len(source):  # the line break
            yield "separator", "\n", base
            base += 1


def keywords() -> frozenset[str]:
    """The grammar's keywords (`o`, `auto`, `Sw`, ...)."""
    return frozenset(terminal_text(n) for n, k in token_kinds().items() if k == "keyword" and terminal_text(n))
