"""What the prompt knows of the language while the user types: completion, colours, open brackets.

Colours come from the grammar's own tokens (cutecalc.lang.highlight.highlight_tokens), the same kinds the
tables use for CuTe text, so `_4` (static) and `4` (dynamic) read differently as they are typed.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document
from prompt_toolkit.lexers import Lexer
from prompt_toolkit.styles import Style

from .commands import COMMANDS

STYLE = Style.from_dict({
    "number": "ansicyan", "static_number": "ansigreen", "keyword": "ansimagenta", "operator": "ansibrightblack",
    "comment": "italic ansibrightblack", "error": "bold ansired", "function": "bold ansiblue",
    "variable": "ansiyellow", "command": "bold ansimagenta",
    "matching-bracket.cursor": "reverse", "matching-bracket.other": "bold underline",
    "prompt": "bold ansigreen",
})

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")


def brackets_open(text: str) -> bool:
    """True while a bracket of the language is unclosed (as the parser's cutter sees it: comments and all):
    Enter then continues the statement on a new line.  A :command never continues."""
    if text.lstrip().startswith(":"):
        return False
    from ..lang.statements import open_brackets
    return bool(open_brackets(text))


class CuteLexer(Lexer):
    """Colours each line from the grammar's tokens; names are coloured as functions or variables."""

    def __init__(self, variables: Callable[[], Iterable[str]]) -> None:
        self.variables = variables

    def lex_document(self, document: Document):
        lines = document.lines

        def line_fragments(i: int):
            line = lines[i] if i < len(lines) else ""
            if line.lstrip().startswith(":"):
                head, _, rest = line.partition(" ")
                return [("class:command", head)] + ([("", " " + rest)] if rest or line.endswith(" ") else [])
            return list(highlight(line, set(self.variables())))

        return line_fragments


def highlight(line: str, variables: set[str]) -> Iterable[tuple[str, str]]:
    from ..lang.function_table import FUNCTIONS
    from ..lang.highlight import highlight_tokens
    try:
        for kind, tok, _ in highlight_tokens(line):
            if kind == "name":
                kind = "variable" if tok in variables else "function" if tok in FUNCTIONS else ""
            yield (f"class:{kind}" if kind else "", tok)
    except Exception:  # colouring is a nicety: never let it eat what the user typed
        yield ("", line)


class CuteCompleter(Completer):
    """Function names (with their signatures), variables, REPL commands, and file names after :load/:save."""

    def __init__(self, variables: Callable[[], Iterable[str]]) -> None:
        self.variables = variables
        self.paths = PathCompleter(expanduser=True)

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        text = document.text_before_cursor
        stripped = text.lstrip()
        if stripped.startswith(":"):
            head, space, rest = stripped.partition(" ")
            if not space or head != ":explain":   # :explain's argument is an expression, completed as one
                yield from self._command_completions(head, space, rest, complete_event)
                return
            text = rest
        m = _WORD.search(text)
        if not m:
            return
        word = m.group()
        for name in sorted(set(self.variables())):
            if name.startswith(word):
                yield Completion(name, -len(word), display_meta="variable")
        yield from function_completions(word)

    def _command_completions(self, head: str, space: str, rest: str,
                             complete_event: CompleteEvent) -> Iterable[Completion]:
        """A command's name, or its argument: a file name or a function name, as the command's declaration says."""
        if not space:
            for name, cmd in COMMANDS.items():
                if name.startswith(head):
                    yield Completion(name, -len(head), display_meta=f"{cmd.args}  {cmd.meaning}".strip())
            return
        completes = COMMANDS[head].completes if head in COMMANDS else ""
        if completes == "file":
            yield from self.paths.get_completions(Document(rest, len(rest)), complete_event)
        elif completes == "function":
            word = rest.strip()
            if "atoms".startswith(word):
                yield Completion("atoms", -len(word), display_meta="MMA and copy atoms by architecture")
            yield from function_completions(word)


def function_completions(word: str) -> Iterable[Completion]:
    """The functions of the table (with their signatures) and the catalogued atoms whose names start with `word`."""
    from ..lang.function_table import FUNCTIONS
    for name in sorted(FUNCTIONS):
        if name.startswith(word):
            yield Completion(name, -len(word), display_meta=FUNCTIONS[name].signature)
    yield from atom_completions(word)


# Words that can begin a catalogued atom's name: only these read the catalogue (completion stays fast).
_ATOM_HEADS = ("SM", "GMMA_", "Universal", "AutoVectorizing", "DefaultCopy")


def atom_completions(word: str) -> Iterable[Completion]:
    """MMA and copy operations of the atom catalogue whose names start with `word` (2 letters at least)."""
    if len(word) < 2 or not any(h.startswith(word) or word.startswith(h) for h in _ATOM_HEADS):
        return
    from ..algebra.atoms import atom_type_names
    names = atom_type_names()
    i = bisect.bisect_left(names, (word,))
    while i < len(names) and names[i][0].startswith(word):
        yield Completion(names[i][0], -len(word), display_meta=names[i][1])
        i += 1
