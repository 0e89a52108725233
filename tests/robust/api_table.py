"""Bad input to the Python API (`from cutecalc import ...`) and what it answers: the rows of docs/errors.md's
section on the notebook API, each with a generator of more input of its class.

Every call either returns a value or raises a CuteError (whose message says what is wrong); no other Python
exception (RecursionError, AttributeError, TypeError, ...) ever escapes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import cutecalc
from cutecalc.errors import CuteError


class IndexInt:
    """An integer type of another library (numpy's int64 is one): it converts with __index__."""

    def __init__(self, v: int) -> None:
        self.v = v

    def __index__(self) -> int:
        return self.v


def nest(depth: int, kind: str = "tuple") -> Any:
    """4 in `depth` tuples (or lists, or pairs (x, 1)), built without Python's own limit on nested brackets."""
    x: Any = 4
    for _ in range(depth):
        x = (x,) if kind == "tuple" else [x] if kind == "list" else (x, 1)
    return x


def namespace() -> dict[str, Any]:
    """What a row's code runs with: cutecalc's names, and numpy (or a stand-in with integers of its own type)."""
    try:
        import numpy as np
    except ImportError:   # pragma: no cover - numpy comes with the nvidia-cutlass wheel
        import types
        np = types.SimpleNamespace(int64=IndexInt, int32=IndexInt, uint8=IndexInt)
    ns: dict[str, Any] = {"np": np, "IndexInt": IndexInt, "nest": nest}
    ns.update({name: getattr(cutecalc, name) for name in cutecalc.__all__})
    return ns


@dataclass(frozen=True)
class ApiRow:
    cls: str
    code: str                     # a Python expression, run with namespace()
    raises: str = ""              # the CuteError subclass raised, or "" for a value
    says: str = ""                # a fragment of the message (or of the value's text)
    fuzz: Callable[[random.Random], Any] | None = None   # code, or (code, what it must say)
    fuzz_count: int = 20


def run(code: str) -> tuple[str, str]:
    """(the exception's class name or "", its message or the value's text); any other exception escapes."""
    try:
        return "", str(eval(code, namespace()))   # noqa: S307 (the rows' own code)
    except CuteError as e:
        return type(e).__name__, e.message


def problems(row: ApiRow, code: str | tuple[str, str]) -> list[str]:
    """What is wrong with the answer to `code` (a variant may come with the text it must say)."""
    says = row.says
    if isinstance(code, tuple):
        code, says = code
    try:
        kind, text = run(code)
    except BaseException as e:  # the property under test: only CuteErrors leave the API
        return [f"{code[:200]}: {type(e).__name__}: {str(e)[:300]}"]
    out = []
    if kind != row.raises:
        out.append(f"{code[:200]}: {kind or 'a value'} ({text[:200]}), not {row.raises or 'a value'}")
    elif says and says not in text:
        out.append(f"{code[:200]}: {text[:300]!r} lacks {says!r}")
    return out


# -- generators --------------------------------------------------------------------------------------------

def deep(rng: random.Random) -> str:
    call = rng.choice(["Layout({})", "Layout(4, {})", "size({})", "evaluate('size(x)', x={})", "coalesce({})"])
    return call.format(f"nest({rng.randint(65, 3000)}, {rng.choice(['tuple', 'list', 'pair'])!r})")


def holds_itself(rng: random.Random) -> str:
    where = rng.choice(["Layout(l)", "size(l)", "evaluate('x', x=l)", "Layout((4, l))", "Layout(4, l)"])
    return f"(lambda l: (l.append(l), {where})[1])([{rng.randint(1, 9)}])"


def not_text(rng: random.Random) -> str:
    x = rng.choice(["b'4:1'", "bytearray(b'4:1')", "4", "None", "(4, 8)", "3.5", "['4:1']"])
    return f"evaluate({x})"


def other_library_ints(rng: random.Random) -> tuple[str, str]:
    t = rng.choice(["np.int64", "np.int32", "IndexInt"])
    a, b = rng.randint(1, 64), rng.randint(1, 64)
    return f"Layout(({t}({a}), {b}), ({t}(1), {t}({a})))", f"({a},{b}):(1,{a})"


def non_positive(rng: random.Random) -> str:
    v = rng.choice([0, -1, -rng.randint(2, 2 ** 40)])
    return rng.choice([f"Layout({v})", f"Layout((4, {v}))", f"Layout(({v}, 2), (1, 4))", f"size(Layout({v}))"])


def beyond_64_bits(rng: random.Random) -> str:
    v = rng.choice([2 ** 63, -(2 ** 63) - 1, 2 ** rng.randint(64, 4000)])
    return rng.choice([f"Layout({v})", f"Layout(4, {v})", f"evaluate('x', x={v})", f"Layout((2, {v}))"])


def not_a_value(rng: random.Random) -> str:
    x = rng.choice(["4.0", "1e9", "b'x'", "object()", "{1: 2}", "{4}", "1j", "slice(1)"])
    return rng.choice([f"Layout({x})", f"Layout(4, {x})", f"size({x})", f"evaluate('x', x={x})"])


def s_of_no_integer(rng: random.Random) -> str:
    x = rng.choice(["'<2:1>'", "'4'", "4.5", "True", "None", "(4,)", "evaluate('4:1')", "b'4'", "object()"])
    return f"S({x})"


def value_of_no_value(rng: random.Random) -> tuple[str, str]:
    x = rng.choice(["4.0", "b'x'", "object()", "{1: 2}", "1j", "(4, 2.5)", "[object()]"])
    if rng.random() < 0.3:
        return f"Picture({x})", "a Picture holds what a function printed"
    return f"Value({x})", "is no CuTe value"


_PICTURES = ["print_layout((2,2):(1,2))", "print_layout(make_layout((4,4)))", "print_latex(4:1)"]


def picture_as_argument(rng: random.Random) -> str:
    p = f"evaluate({rng.choice(_PICTURES)!r})"
    return rng.choice([f"make_tuple({p})", f"Layout({p})", f"size({p})", f"evaluate('x', x={p})",
                       f"Layout((4, {p}))", f"make_shape({p}, 4)", f"prepend(4, {p})", f"S({p})"])


def static_hash(rng: random.Random) -> str:
    n = rng.randint(-2 ** 62, 2 ** 62)
    v = f"evaluate('_{n}')"
    return f"(hash({v}) == hash({n})) and ({v} == {n}) and ({{{v}: 1}}[{n}] == 1)"


ROWS = [
    ApiRow("a tuple nested 2,000 deep", "Layout(nest(2000))", "CuteTypeError",
           "nested deeper than 64", deep),
    ApiRow("a list that holds itself", "(lambda l: (l.append(l), Layout(l))[1])([4])", "CuteTypeError",
           "holds itself", holds_itself),
    ApiRow("bytes where text is wanted", "evaluate(b'4:1')", "CuteTypeError", "evaluate takes cutecalc text",
           not_text),
    ApiRow("numpy's integers", "Layout((np.int64(4), 8), (np.int64(1), 4))", "", "(4,8):(1,4)", other_library_ints),
    ApiRow("a non-positive extent", "Layout(-1)", "CuteDomainError", "non-positive extent", non_positive),
    ApiRow("an integer beyond 64 bits", "Layout(2**70)", "CuteOverflowError", "64-bit range", beyond_64_bits),
    ApiRow("what is no CuTe value", "Layout(4.0)", "CuteTypeError", "is no CuTe value", not_a_value),
    ApiRow("a static integer hashes as the integer it equals", "hash(evaluate('_4')) == hash(4)", "", "True",
           static_hash),
    ApiRow("S of what is no integer", "S('<2:1>')", "CuteTypeError", "integer", s_of_no_integer),
    ApiRow("Value or Picture of what is no CuTe value", "Value(object())", "CuteTypeError", "is no CuTe value",
           value_of_no_value),
    ApiRow("a picture as an argument", "make_tuple(evaluate('print_layout((2,2):(1,2))'))", "CuteTypeError",
           "no value to compute with", picture_as_argument),
]


def variants(row: ApiRow, n: int, seed: int = 20261123) -> list:
    rng = random.Random(f"{seed}:{row.cls}")
    return [row.fuzz(rng) for _ in range(n)] if row.fuzz else []


def markdown_rows() -> list[str]:
    out = ["| input class | Python | raises | message (excerpt) | fuzzed |", "|---|---|---|---|---|"]
    for r in ROWS:
        out.append(f"| {r.cls} | `{r.code}` | {r.raises or '(a value)'} | {r.says} | {r.fuzz_count} |")
    return out
