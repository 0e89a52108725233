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
    if name == "make_swizzle" and len(args) == 3:
        return ast.SwizzleLit(args[0], args[1], args[2], pos=pos)
    if name == "E" and len(args) == 1:
        modes = args[0].items if isinstance(args[0], ast.Tuple) else (args[0],)
        ints = [m.value for m in modes if isinstance(m, ast.Int)]
        if len(ints) == len(modes):
            # the DSL lists the modes outermost first, as C++'s E<...>; `_1@a@b` innermost first
            return ast.ScaledBasis(ast.Int(1, True, pos=pos), tuple(reversed(ints)), pos=pos)
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

    params: list[tuple[str, int | None]] = []   # (keyword, C++ call index; None: template arguments), DSL order
    next_index = 0
    for entry in spec.keywords:
        if entry.endswith("<>"):
            params.append((entry[:-2], None))
            continue
        word, _, index = entry.partition("@")
        params.append((word, int(index) if index else next_index))
        next_index += 1
    call: dict[int, Any] = {}
    template: dict[str, list] = {}
    given: set[str] = set()
    if dsl:
        if len(args) > len(params):
            raise _error(f"cute.{name} takes at most {len(params)} arguments, got {len(args)}", pos)
        bound = [(params[i][0], a) for i, a in enumerate(args)]
    else:
        call.update(enumerate(args))
        bound = []
        given.update(w for w, i in params if i is not None and i < len(args))
    for kw in keywords:
        bound.append((kw.name, kw.value))
    by_word = dict(params)
    for word, value in bound:
        if word not in by_word:
            names = ", ".join(w for w, _ in params)
            raise _error(f"{name}() has no argument named '{word}' (its arguments: {names})", value.pos)
        if word in given:
            raise _error(f"{name}() got argument '{word}' twice", value.pos)
        given.add(word)
        index = by_word[word]
        if index is None:
            template[word] = list(value.items) if isinstance(value, ast.Tuple) else [value]
        else:
            call[index] = value
    if call and sorted(call) != list(range(len(call))):
        missing = next(i for i in range(max(call)) if i not in call)
        word = next(w for w, i in params if i == missing)
        raise _error(f"{name}() is missing its argument '{word}'", pos)
    all_targs = list(targs) + [t for w, _ in params if w in template for t in template[w]]
    return ast.Call(spec.name, tuple(all_targs), tuple(call[i] for i in range(len(call))), braces, pos=pos)


# -- where the CuTe DSL (nvidia-cutlass-dsl 4.8.1) parts from CuTe C++ (docs/interop.md) -----------------------

def dsl_differences(stmt: Any, value_of) -> list[str]:
    """Notes for a statement whose answer in the CuTe DSL differs from CuTe C++'s (which cutecalc gives), as
    each call's row says (Spelling.missing, Spelling.differs): `value_of(node)` is cutecalc's value of a
    sub-expression, or None."""
    notes = []
    for call in _calls(getattr(stmt, "value", None)):
        spec = FUNCTIONS.get(call.name)
        dsl = spec.dsl if spec is not None else None
        if dsl is None:
            continue
        if dsl.missing:
            notes.append(f"the CuTe DSL has no {call.name} (cutecalc answers as CuTe C++)")
        elif dsl.differs is not None:
            note = dsl.differs(call, value_of)
            if note:
                notes.append(note)
    return notes


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

