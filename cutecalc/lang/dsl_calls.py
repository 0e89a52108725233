"""Calls as CuTe DSL Python writes them: keyword arguments, `cute.`-qualified names and the DSL's spellings.

    cute.make_layout((4, 8), stride=(8, 1))    make_layout((4,8), (8,1))
    cute.size(L, mode=[0])                     size<0>(L)
    cute.slice_(L, (None, 2))                  slice((_,2), L)
    cute.group_modes(L, 0, 2)                  group<0,2>(L)
    cute.make_swizzle(3, 4, 3)                 Sw<3,4,3>
    cute.printf("{}", x)                       print(x)
    cute.E(0), cute.E([1, 0])                  _1@0, _1@0@1

A name qualified by a DSL module (`cute.`, `cutlass.`) is a DSL call: its positional arguments are in the DSL's
order.  Elsewhere (`size(L)`, `cute::size(L)`) positional arguments are in C++'s order, and keywords may name
any of them.  The names and the DSL's order are the function's row (FunctionSpec.keywords, and the DSL's name
for it, FunctionSpec.dsl.name), the one table; the parser calls `bind_call` while it builds the AST, so the
evaluator and the emitters see plain calls.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import CuteSyntaxError
from ..record import fields, is_record
from . import ast
from .ast import Keyword, is_dsl_name
from .function_table import FUNCTIONS


def _error(message: str, pos: ast.Pos) -> CuteSyntaxError:
    return CuteSyntaxError(message, pos.line, pos.col, "")


def _literal(name: str, args: list, pos: ast.Pos) -> Any:
    """The DSL's spellings of literals and printing, or None."""
    if name == "printf":  # print's row reads the format (values.Printout); C's printf prints its %% as %
        if args and isinstance(args[0], ast.Str):
            args = [ast.Str(args[0].body.replace("%%", "%"), pos=args[0].pos), *args[1:]]
        return ast.Call("print", (), tuple(args), False, pos=pos)
    return None


def _spec(name: str, dsl: bool):
    return (dsl and FUNCTIONS.by_dsl_name(name)) or FUNCTIONS.get(name)


def bind_call(qualified: str, name: str, targs: tuple, items: tuple, braces: bool, pos: ast.Pos) -> Any:
    """The call `qualified(items)`: keyword arguments put in their places, a DSL call's arguments in C++'s
    order and its mode arguments as template arguments.  Raises CuteSyntaxError for a keyword the function
    does not take."""
    dsl = is_dsl_name(qualified)
    args = [a for a in items if not isinstance(a, Keyword)]
    keywords = [a for a in items if isinstance(a, Keyword)]
    if dsl and not keywords and not targs:
        literal = _literal(name, args, pos)
        if literal is not None:
            return literal
    spec = _spec(name, dsl) if (dsl or keywords) else None
    if spec is None or not spec.keywords:
        if keywords:
            what = f"'{name}' takes no keyword arguments" if spec is not None else f"unknown function '{name}'"
            raise _error(f"{what} (got {keywords[0].name}=)", keywords[0].pos)
        return ast.Call(spec.name if spec is not None else name, targs, tuple(args), braces, pos=pos)
    more, call_args = bind_arguments(
        spec, name, args, [(k.name, k.value, k.value.pos) for k in keywords], dsl,
        lambda v: list(v.items) if isinstance(v, ast.Tuple) else [v],
        lambda message, where: _error(message, where if where is not None else pos))
    return ast.Call(spec.name, (*targs, *more), tuple(call_args), braces, pos=pos)


def dsl_parameters(spec) -> list[tuple[str, int | None]]:
    """The row's arguments by name, in the DSL's order: (keyword, its index among C++'s call arguments, or None
    for the template arguments it stands for), read from FunctionSpec.keywords."""
    params: list[tuple[str, int | None]] = []
    next_index = 0
    for entry in spec.keywords:
        if entry.endswith(">"):
            params.append((entry[:entry.index("<")], None))
            continue
        word, _, index = entry.partition("@")
        params.append((word, int(index) if index else next_index))
        next_index += 1
    return params


def _template_slots(spec) -> dict[str, int]:
    """{keyword: its place among C++'s template arguments} for a row's `word<K>` entries (the DSL orders them
    differently: recast_layout(new_type_bits, old_type_bits, L) is recast_layout<Old, New>(L))."""
    return {e[:e.index("<")]: int(e[e.index("<") + 1:-1]) for e in spec.keywords
            if e.endswith(">") and not e.endswith("<>")}


def bind_arguments(spec, name: str, args: list, keywords: list[tuple[str, Any, Any]], dsl: bool,
                   spread: Callable[[Any], list], fail: Callable[[str, Any], Exception]) -> tuple[list, list]:
    """(template arguments, call arguments in C++'s order) of a call of the row `spec` with positional `args`
    (in the DSL's order when `dsl`, else C++'s) and `keywords` [(word, value, where)].  Works alike on AST
    nodes (the grammar's reader) and on values (the Python reader): `spread(v)` is the list of template
    arguments a value stands for (a mode list [0, 1]), `fail(message, where)` the error to raise."""
    params = dsl_parameters(spec)
    call: dict[int, Any] = {}
    template: dict[str, list] = {}
    given: set[str] = set()
    if dsl:
        if len(args) > len(params):
            raise fail(f"cute.{name} takes at most {len(params)} arguments, got {len(args)}", None)
        bound = [(params[i][0], a, None) for i, a in enumerate(args)]
    else:
        call.update(enumerate(args))
        bound = []
        given.update(w for w, i in params if i is not None and i < len(args))
    bound += keywords
    by_word = dict(params)
    for word, value, where in bound:
        if word not in by_word:
            names = ", ".join(w for w, _ in params)
            raise fail(f"{name}() has no argument named '{word}' (its arguments: {names})", where)
        if word in given:
            raise fail(f"{name}() got argument '{word}' twice", where)
        given.add(word)
        index = by_word[word]
        if index is None:
            template[word] = spread(value)
        else:
            call[index] = value
    if call and sorted(call) != list(range(len(call))):
        missing = next(i for i in range(max(call)) if i not in call)
        word = next(w for w, i in params if i == missing)
        raise fail(f"{name}() is missing its argument '{word}'", None)
    slots = _template_slots(spec)
    words = sorted((w for w, _ in params if w in template), key=lambda w: slots.get(w, 0))
    more = [t for w in words for t in template[w]]
    return more, [call[i] for i in range(len(call))]


# -- where the CuTe DSL (nvidia-cutlass-dsl 4.8.1) parts from CuTe C++ (docs/interop.md) -----------------------

def dsl_differences(stmt: Any, value_of) -> list[str]:
    """Notes for a statement whose answer in the CuTe DSL differs from CuTe C++'s (which cutecalc gives), as
    each call's row says (Spelling.missing, Spelling.differs): `value_of(node)` is cutecalc's value of a
    sub-expression, or None."""
    notes = []
    for call in _calls(getattr(stmt, "value", None)):
        spec = FUNCTIONS.get(call.name)
        dsl = spec.dsl if spec is not None else None
        note = row_note(dsl, call.name, call, value_of) if dsl is not None else None
        if note:
            notes.append(note)
    return notes


def row_note(dsl: Any, name: str, call: Any, value_of) -> str | None:
    """The note a row's DSL spelling gives for a call: the DSL lacks the function (or draws it otherwise), or its
    answer to these arguments differs from C++'s."""
    if dsl.missing:
        return f"{dsl.reason.format(name=name)} (cutecalc answers as CuTe C++)"
    if dsl.differs is not None:
        return dsl.differs(call, value_of) or None
    return None


def _calls(node: Any):
    """The calls in an expression, outermost first."""
    if isinstance(node, ast.Call):
        yield node
    if isinstance(node, (tuple, list)):
        for x in node:
            yield from _calls(x)
    elif is_record(node):
        for name in fields(node):
            if name != "pos":
                yield from _calls(getattr(node, name))

