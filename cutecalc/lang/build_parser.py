"""Regenerate cutecalc/lang/_generated_parser.py, the LALR(1) tables of grammar/cutecalc.lark.

    python -m cutecalc.lang.build_parser            # rewrite the generated module from the grammar
    python -m cutecalc.lang.build_parser --check    # exit 1 if the module is out of date

Lark compiles the grammar here, at development time only: the tables it builds (terminals, rules with
Lark's tree-shaping options, and the LALR action/goto table) are written out as plain Python literals,
which `parse.py` drives with its own small LALR loop.  So evaluating a statement never imports Lark or
compiles the grammar.  The states are renumbered breadth-first from the start state, symbols in sorted
order, so that the output depends only on the grammar (not on the order of Lark's sets): regenerating an
unchanged grammar reproduces the file byte for byte, which tests/lang/test_parser_sync.py checks.
It also writes _lexer_code.py: the lexer's patterns as this Python's `re` compiles them (compiled_pattern), so that
a command does not compile them at every start (a Python of another version compiles them as usual).
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path
from typing import Any

GENERATED = Path(__file__).with_name("_generated_parser.py")
LEXER_CODE = Path(__file__).with_name("_lexer_code.py")
START = "program"
# Lark's options that shape the parse: parse.py's AST builder relies on all of them.
LARK_OPTIONS = {"parser": "lalr", "lexer": "basic", "start": START, "keep_all_tokens": True,
                "maybe_placeholders": True}


def grammar_path() -> Path:
    """The grammar, in a source checkout's `grammar/` (development time only: it is not installed, the package
    carries the tables generated from it, _generated_parser.py)."""
    return Path(__file__).resolve().parents[2] / "grammar" / "cutecalc.lark"


def grammar_text() -> str:
    return grammar_path().read_text(encoding="utf-8")


def grammar_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _child_filter(rule, keep_all_tokens: bool):
    """Lark's ChildFilter for a rule (parse_tree_builder.maybe_create_child_filter), as data: None when the
    children pass unchanged, else ((index, splice, nones_before), ...) and the Nones to append."""
    expansion = rule.expansion
    marks = rule.options.empty_indices
    if marks:
        s = "".join(str(int(b)) for b in marks)
        empty = [len(ones) for ones in s.split("0")]
    else:
        empty = [0] * (len(expansion) + 1)
    include, nones = [], 0
    for i, sym in enumerate(expansion):
        nones += empty[i]
        if keep_all_tokens or not (sym.is_term and sym.filter_out):
            include.append((i, (not sym.is_term) and sym.name.startswith("_"), nones))
            nones = 0
    nones += empty[len(expansion)]
    if marks or len(include) < len(expansion) or any(splice for _, splice, _ in include):
        return tuple(include), nones
    return None, 0


def build_tables(text: str) -> dict:
    from lark import Lark
    from lark.parsers.lalr_analysis import Shift

    lark = Lark(text, **LARK_OPTIONS)
    table = lark.parser.parser.parser.parse_table
    rules = list(lark.rules)
    rule_index = {id(r): i for i, r in enumerate(rules)}

    # Renumber the states breadth-first from the start state, following symbols in sorted order.
    start = table.start_states[START]
    order, seen = [start], {start}
    for state in order:
        for sym in sorted(table.states[state]):
            action, arg = table.states[state][sym]
            if action is Shift and arg not in seen:
                seen.add(arg)
                order.append(arg)
    end = table.end_states[START]
    if end not in seen:
        seen.add(end)
        order.append(end)
    number = {s: i for i, s in enumerate(order)}
    states = []
    for s in order:
        acts = {}
        for sym in sorted(table.states[s]):
            action, arg = table.states[s][sym]
            acts[str(sym)] = number[arg] if action is Shift else -1 - rule_index[id(arg)]
        states.append(acts)

    rule_rows = []
    for r in rules:
        include, append_none = _child_filter(r, r.options.keep_all_tokens)
        callback = r.alias or r.options.template_source or r.origin.name
        expand1 = bool(r.options.expand1 and not r.alias)
        rule_rows.append((str(r.origin.name), len(r.expansion), str(callback), expand1, include, append_none))

    terminals = tuple((t.name, t.pattern.type, t.pattern.value, t.pattern.to_regexp(), t.priority,
                       t.pattern.max_width) for t in lark.terminals)
    return {"terminals": terminals, "ignore": tuple(lark.lexer_conf.ignore), "rules": tuple(rule_rows),
            "states": tuple(states), "start": number[start], "end": number[end],
            "flags": lark.lexer_conf.g_regex_flags}


def lexer_plan(terminals: tuple, ignore: tuple, flags: int) -> dict:
    """How GrammarLexer (lexer.py) matches the terminals, worked out once here rather than at every start.

    Like Lark's basic lexer it tries the terminals as one regular expression, in Lark's order (priority, then
    longest width, then longest literal, then name), and turns a NAME that spells a keyword (`o`, `auto`, `Sw`)
    into that keyword: the string terminals a regex terminal also matches.  Unlike it, the one-character
    terminals (which sort last and cannot overlap one another) are one alternative, a character class.
    """
    rows = sorted(terminals, key=lambda t: (-t[4], -t[5], -len(t[2]), t[0]))
    strings = {value: name for name, kind, value, _, _, _ in rows if kind == "str"}
    keywords = {name: {v: n for v, n in strings.items() if re.fullmatch(regexp, v, flags)}
                for name, kind, _, regexp, _, _ in rows if kind == "re"}
    keywords = {name: kw for name, kw in keywords.items() if kw}
    keyword_names = {n for kw in keywords.values() for n in kw.values()}
    chars = {value: name for name, kind, value, _, _, _ in rows
             if kind == "str" and len(value) == 1 and name not in keyword_names}
    # A keyword sorts after the regex terminal that also matches it (NAME: its width is unbounded), so its own
    # alternative could never match first: it is reached through `keywords`, and left out of the pattern.
    reached = {name for kw in keywords.values() for name in kw.values()}
    first = {name: i for i, (name, *_rest) in enumerate(rows)}
    for regex_name, kw in keywords.items():
        assert all(first[regex_name] < first[k] for k in kw.values()), (regex_name, kw)
    alternatives, char_class = [], "".join(re.escape(c) for c in chars)
    for name, _, _, regexp, _, _ in rows:
        if name in reached:
            continue
        if name not in chars.values():
            alternatives.append(f"(?P<{name}>{regexp})")
        elif char_class:
            alternatives.append(f"(?P<_CHAR>[{char_class}])")
            char_class = ""
    newline = next(name for name, _, _, regexp, _, _ in rows if re.fullmatch(regexp, "\n", flags))
    pattern = "|".join(alternatives)
    return {"pattern": pattern, "keywords": keywords, "chars": chars, "newline": newline,
            "dispatch": _dispatch(alternatives, flags)}


def _dispatch(alternatives: list[str], flags: int) -> tuple[tuple[str, str], ...]:
    """The pattern to try at each character: the alternatives (in their order) that can begin with it.

    One alternation tried at every position enters each alternative in turn (its named group comes before
    anything the regex engine could reject it by), though most cannot start with the character there.  An
    alternative that cannot start with a character cannot match at it, so trying only those that can gives
    the same first match.  Returned as (characters, pattern) pairs, one per distinct set of alternatives;
    a character in none of them starts no token.  (An alternative that may start with any character, or
    match the empty string, would be tried everywhere: the grammar has none.)
    """
    firsts = [_first(_sre("parser").parse(alt, flags).data)[0] for alt in alternatives]
    assert all(f is not None for f in firsts), "a terminal that may start with any character"
    by_char: dict[str, list[int]] = {}
    for i, f in enumerate(firsts):
        for c in sorted(f or ()):
            by_char.setdefault(c, []).append(i)
    groups: dict[tuple[int, ...], str] = {}
    for c, alts in sorted(by_char.items()):
        groups[tuple(alts)] = groups.get(tuple(alts), "") + c
    return tuple((chars, "|".join(alternatives[i] for i in alts)) for alts, chars in groups.items())


def _sre(part: str) -> Any:
    """The regex parser's module ("parser") or its opcodes ("constants"): re._parser and re._constants from
    Python 3.11 on, sre_parse and sre_constants before."""
    import importlib
    modern, older = {"parser": ("re._parser", "sre_parse"), "constants": ("re._constants", "sre_constants")}[part]
    return importlib.import_module(modern if sys.version_info >= (3, 11) else older)


def _first(items: list) -> tuple[set[str] | None, bool]:
    """The characters a regex (its parsed items) can begin with, or None for any; and whether it can match
    the empty string.  Lookarounds and anchors match no character: the items after them decide."""
    op = _sre("constants")
    out: set[str] = set()
    found: set[str] | None
    for kind, arg in items:
        if kind is op.LITERAL:
            found, nullable = {chr(arg)}, False
        elif kind is op.IN:
            found = set()
            for ikind, iarg in arg:
                if ikind is op.LITERAL:
                    found.add(chr(iarg))
                elif ikind is op.RANGE and iarg[1] - iarg[0] < 256:
                    found.update(chr(c) for c in range(iarg[0], iarg[1] + 1))
                else:  # a negated set, a category (\\d is any Unicode digit): any character
                    return None, False
            nullable = False
        elif kind is op.SUBPATTERN:
            found, nullable = _first(arg[3].data)
        elif kind is op.ATOMIC_GROUP:
            found, nullable = _first(arg.data)
        elif kind is op.BRANCH:
            found, nullable = set(), False
            for branch in arg[1]:
                f, n = _first(branch.data)
                if f is None:
                    return None, False
                found |= f
                nullable = nullable or n
        elif kind in (op.MAX_REPEAT, op.MIN_REPEAT, op.POSSESSIVE_REPEAT):
            found, nullable = _first(arg[2].data)
            nullable = nullable or arg[0] == 0
        elif kind in (op.ASSERT, op.ASSERT_NOT, op.AT):
            found, nullable = set(), True
        else:  # any character, a back reference, ...
            return None, False
        if found is None:
            return None, False
        out |= found
        if not nullable:
            return out, False
    return out, True


def generate(text: str | None = None) -> str:
    """The source of _generated_parser.py for the grammar `text` (the grammar file by default)."""
    if text is None:
        text = grammar_text()
    t = build_tables(text)
    lexer = lexer_plan(t["terminals"], t["ignore"], t["flags"])
    out = [
        "# Generated from grammar/cutecalc.lark by `python -m cutecalc.lang.build_parser`: do not edit.",
        "# Regenerate after every change to the grammar; tests/lang/test_parser_sync.py fails until then.",
        "# ruff: noqa: E501",
        '"""The cutecalc grammar compiled by Lark into LALR(1) tables, as plain data (see build_parser.py).',
        "",
        "TERMINALS  (name, 'str' | 're', pattern, regexp, priority, max_width), in Lark's order",
        "IGNORE     the %ignore'd terminals",
        "RULES      (origin, length, callback, expand1, children filter, Nones to append); the filter is Lark's",
        "           ChildFilter: ((index, splice, Nones before), ...), or None when children pass unchanged",
        "LEXER_*    how lexer.GrammarLexer matches them (build_parser.lexer_plan): one pattern, the keywords",
        "           a regex terminal turns into, the one-character terminals, the newline terminal, and the",
        "           pattern to try at each character (the alternatives that can begin with it)",
        "STATES     state -> its dict, symbol -> action: a state number to shift or go to, or -1 - rule index",
        "           to reduce by; written as text, one line per state of `symbol=action` pairs (a module of",
        "           dict literals takes ten times longer to compile than this text takes to read), each line",
        "           read at its state's first use (a one-shot statement visits a few dozen of the states)",
        '"""',
        "",
        f"GRAMMAR_SHA256 = {grammar_hash(text)!r}",
        f"REGEX_FLAGS = {t['flags']!r}",
        f"START_STATE = {t['start']!r}",
        f"END_STATE = {t['end']!r}",
        "",
        "TERMINALS = (",
        *(f"    {row!r}," for row in t["terminals"]),
        ")",
        "",
        f"IGNORE = {t['ignore']!r}",
        "",
        f"LEXER_PATTERN = {lexer['pattern']!r}",
        f"LEXER_KEYWORDS = {lexer['keywords']!r}",
        f"LEXER_CHARS = {lexer['chars']!r}",
        f"LEXER_NEWLINE = {lexer['newline']!r}",
        "LEXER_DISPATCH = (",
        *(f"    {row!r}," for row in lexer["dispatch"]),
        ")",
        "",
        "RULES = (",
        *(f"    {row!r}," for row in t["rules"]),
        ")",
        "",
        "_STATES_TEXT = \"\"\"\\",
        *(" ".join(f"{sym}={act}" for sym, act in acts.items()) for acts in t["states"]),
        '"""',
        "",
        "",
        "class _States(dict[int, dict[str, int]]):",
        "    \"\"\"The states' actions, each state's line read when the state is first asked for.\"\"\"",
        "",
        "    def __init__(self, text: str) -> None:",
        "        super().__init__()",
        "        self._rows = text.split(\"\\n\")  # (a state without actions is an empty line)",
        "",
        "    def __missing__(self, state: int) -> dict[str, int]:",
        "        actions = {}",
        "        for item in self._rows[state].split():",
        "            symbol, _, action = item.partition(\"=\")",
        "            actions[symbol] = int(action)",
        "        self[state] = actions",
        "        return actions",
        "",
        "",
        "STATES = _States(_STATES_TEXT)",
        "",
    ]
    return "\n".join(out)


def sre_key() -> tuple[int, int, int, int]:
    """The Python and regular-expression engine that compiled code is for: (major, minor, _sre.MAGIC, CODESIZE)."""
    import _sre  # type: ignore[import-not-found]  # (CPython's regular-expression engine: no stubs)
    return (*sys.version_info[:2], _sre.MAGIC, _sre.CODESIZE)


def compiled_pattern(pattern: str, flags: int) -> tuple:
    """What `re.compile(pattern, flags)` hands the engine (`_sre.compile`), as re._compiler.compile works it out:
    (the flags asked for, the flags it compiles with, code, groups, groupindex, indexgroup).  Compiling the lexer's
    patterns in Python was 13% of a one-shot's instructions (`cutecalc 'coalesce(...)'`): _lexer_code.py keeps them."""
    parser, compiler = re._parser, re._compiler  # type: ignore[attr-defined]
    parsed = parser.parse(pattern, flags)
    code = compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    return (flags, flags | parsed.state.flags, tuple(int(c) for c in code), parsed.state.groups - 1, groupindex,
            tuple(indexgroup))


def generate_lexer_code(dispatch: tuple, flags: int) -> str:
    """_lexer_code.py: the lexer's patterns (`dispatch`: _generated_parser.LEXER_DISPATCH) compiled for this Python."""
    out = [
        "# Generated by `python -m cutecalc.lang.build_parser` from _generated_parser.LEXER_DISPATCH: do not edit.",
        "# ruff: noqa: E501",
        '"""The lexer\'s patterns compiled by this Python\'s `re` (build_parser.compiled_pattern), so that a',
        "command does not compile them again at every start.  Used only by the Python and engine of KEY, and only",
        'for a pattern that is still the lexer\'s (CODES is keyed by its text); any other is compiled as usual."""',
        "",
        f"KEY = {sre_key()!r}",
        "CODES = {",
        *(f"    {pattern!r}: {compiled_pattern(pattern, flags)!r}," for _, pattern in dispatch),
        "}",
        "",
    ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    source = generate()
    current = GENERATED.read_text(encoding="utf-8") if GENERATED.exists() else ""
    if "--check" in argv:
        if current != source:
            print(f"{GENERATED} is out of date: run python -m cutecalc.lang.build_parser", file=sys.stderr)
            return 1
        return 0
    if current != source:
        GENERATED.write_text(source, encoding="utf-8")
        print(f"wrote {GENERATED}")
    else:
        print(f"{GENERATED} is up to date")
    t = build_tables(grammar_text())
    code = generate_lexer_code(lexer_plan(t["terminals"], t["ignore"], t["flags"])["dispatch"], t["flags"])
    if not LEXER_CODE.exists() or LEXER_CODE.read_text(encoding="utf-8") != code:
        LEXER_CODE.write_text(code, encoding="utf-8")
        print(f"wrote {LEXER_CODE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
