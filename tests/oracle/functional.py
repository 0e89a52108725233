"""Layouts as functions: read CuTe's printed answers and check them against what the operation means.

CuTe compiles its divisibility and injectivity checks out for dynamic integers and then prints
whatever the arithmetic gives.  When cutecalc refuses such a case, the harness accepts the refusal
only if CuTe's printed answer really breaks the operation's definition, checked offset by offset:

    composition(A,B)        R(i) == A(B(i)), by mode for tilers
    *_divide(A,T)           R == A o (T, T*) with T* = complement(T, size(A)), modes in the op's order
    *_product(A,B)          R == (A, A* o B) with A* = complement(A, size(A)*cosize(B)), likewise
    complement(A,M)         ordered, disjoint from A, (A,R) injective and reaching M
    left/right_inverse(L)   R(L(i)) == i / L(R(i)) == i
    upcast<N>, recast       each mode s:d becomes s:d/N, or ceil(s*d/N):1 when d divides N

Past size(A), A's 1-D coordinate runs on in its last mode, as CuTe's does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from math import prod

from . import translate as tr

# ---------------------------------------------------------------------------------------------
# Reading CuTe's text form
# ---------------------------------------------------------------------------------------------

_TOK = re.compile(r"\s*(?:(_?-?\d+(?:@\d+)*)|([(),:]))")


def parse_layout(text: str):
    """(shape, stride) as nested int tuples from CuTe's `shape:stride`; None if `text` is not one."""
    toks = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _TOK.match(text, pos)
        if not m:
            return None
        toks.append(m.group(1) or m.group(2))
        pos = m.end()
    try:
        shape, i = _tuple(toks, 0)
        if i >= len(toks) or toks[i] != ":":
            return None
        stride, i = _tuple(toks, i + 1)
    except (ValueError, IndexError):
        return None
    if i != len(toks) or _profile(shape) != _profile(stride):
        return None
    return shape, stride


def _tuple(toks: list[str], i: int):
    if toks[i] == "(":
        items = []
        i += 1
        while True:
            item, i = _tuple(toks, i)
            items.append(item)
            if toks[i] == ")":
                return tuple(items), i + 1
            if toks[i] != ",":
                raise ValueError(toks[i])
            i += 1
    tok = toks[i]
    if "@" in tok:                      # a basis stride (_1@0): not an integer function
        raise ValueError(tok)
    return int(tok.lstrip("_")), i + 1


def _profile(t):
    return None if isinstance(t, int) else tuple(_profile(e) for e in t)


# ---------------------------------------------------------------------------------------------
# Layouts as functions
# ---------------------------------------------------------------------------------------------

def flat(t) -> list[int]:
    return [t] if isinstance(t, int) else [x for e in t for x in flat(e)]


def size(t) -> int:
    return prod(flat(t))


def offsets(layout) -> list[int]:
    """layout(i) for every i < size(layout), the 1-D coordinate read colexicographically."""
    shape, stride = layout
    out = [0]
    for s, d in zip(flat(shape), flat(stride)):
        out = [o + k * d for k in range(s) for o in out]
    return out


def modes(layout) -> list:
    shape, stride = layout
    if isinstance(shape, int):
        return [layout]
    return list(zip(shape, stride))


def injective(layout) -> bool:
    """Whether distinct 1-D coordinates map to distinct offsets."""
    offs = offsets(layout)
    return len(set(offs)) == len(offs)


def _mode_offsets(sub_offsets: list[list[int]]) -> list[int]:
    """Offsets of a by-mode layout from its modes' offsets (mode 0 varies fastest)."""
    out = [0]
    for offs in sub_offsets:
        out = [o + x for x in offs for o in out]
    return out


# ---------------------------------------------------------------------------------------------
# Operands of a case, read from its cutecalc text (literals and variables only)
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class LayoutValue:
    shape: object
    stride: object


@dataclass(frozen=True)
class TilerValue:
    items: tuple


class NotLiteral(Exception):
    pass


def _value(node, env: dict):
    if isinstance(node, tr.Int):
        return node.value
    if isinstance(node, tr.Tuple):
        return tuple(_value(e, env) for e in node.items)
    if isinstance(node, tr.LayoutLit):
        return LayoutValue(_value(node.shape, env), _value(node.stride, env))
    if isinstance(node, tr.Tiler):
        return TilerValue(tuple(_value(e, env) for e in node.items))
    if isinstance(node, tr.Name) and node.id in env:
        return env[node.id]
    raise NotLiteral(node)


def top_call(expr: str):
    """(function name, template arguments, operand values) of the case's last statement, if its
    operands are literals."""
    env: dict = {}
    stmts = tr.parse(expr)
    for s in stmts[:-1]:
        if not isinstance(s, tr.Assign):
            return None
        try:
            env[s.target] = _value(s.value, env)
        except NotLiteral:
            return None
    last = stmts[-1]
    if not isinstance(last, tr.Call) or last.args is None:
        return None
    try:
        return last.name, last.targs, [_value(a, env) for a in last.args]
    except NotLiteral:
        return None


def _as_layout(v):
    """An operand or tiler entry as a layout: n -> n:1; None for a tiler or a shape tuple."""
    if isinstance(v, LayoutValue):
        return (v.shape, v.stride)
    if isinstance(v, int):
        return (v, 1)
    return None


def _tiler_items(v) -> tuple | None:
    """The by-mode entries of a tiler <...> or of a shape used as a tiler (2,4)."""
    if isinstance(v, TilerValue):
        return v.items
    if isinstance(v, tuple):
        return v
    return None


# ---------------------------------------------------------------------------------------------
# What a correct answer looks like
# ---------------------------------------------------------------------------------------------

def evaluate(layout, j: int) -> int:
    """layout(j) for a 1-D coordinate; past size(layout) the last mode keeps counting, as in CuTe."""
    fs, fd = flat(layout[0]), flat(layout[1])
    total = 0
    for k, (s, d) in enumerate(zip(fs, fd)):
        if k == len(fs) - 1:
            return total + j * d
        total += (j % s) * d
        j //= s
    return total


def composed_offsets(a, t) -> list[int] | None:
    """The offsets of A o T: T a layout or an extent, or by mode for a tiler (<T0,T1> or a shape).

    As in CuTe, a by-mode composition has the tiler's rank: A's modes beyond the tiler are dropped.
    """
    lay = _as_layout(t)
    if lay is not None:
        return [evaluate(a, j) for j in offsets(lay)]
    items = _tiler_items(t)
    a_modes = modes(a)
    if items is None or len(items) > len(a_modes):
        return None
    parts = [composed_offsets(a_modes[k], item) for k, item in enumerate(items)]
    return None if any(p is None for p in parts) else _mode_offsets(parts)


def complement_layout(t, cotarget: int):
    """The complement of T by its definition: T's modes sorted by stride, each gap between them a
    mode, then repeats up to the cotarget.  None when the strides do not nest (no exact complement)."""
    pairs = sorted((d, s) for s, d in zip(flat(t[0]), flat(t[1])) if s != 1 and d != 0)
    shapes, strides, current = [], [], 1
    for d, s in pairs:
        if d < current or d % current:
            return None
        shapes.append(d // current)
        strides.append(current)
        current = d * s
    shapes.append(-(-cotarget // current))
    strides.append(current)
    return tuple(shapes), tuple(strides)


def colex_values(sizes: list[int], value) -> list[int]:
    """value(coordinate) for every coordinate over `sizes`, the first varying fastest."""
    coords: list[tuple] = [()]
    for s in sizes:
        coords = [c + (k,) for k in range(s) for c in coords]
    return [value(c) for c in coords]


def _tiler_layouts(t, a) -> tuple[list, list] | None:
    """The by-mode pieces of a tiler over A: ([T_k layouts], [A's modes]); one piece for a layout."""
    lay = _as_layout(t)
    if lay is not None:
        return [lay], [a]
    items = _tiler_items(t)
    a_modes = modes(a)
    if items is None or len(items) > len(a_modes) or any(_as_layout(x) is None for x in items):
        return None     # nested tilers are not checked
    return [_as_layout(x) for x in items], a_modes


def divide_offsets(a, t, zipped: bool) -> list[int] | None:
    """The offsets of logical_divide(A, T) = A o (T, T*) by mode, its modes ordered as logical_divide
    ((T0,R0),(T1,R1),A2...) or, zipped, as zipped/tiled/flat_divide ((T0,T1),(R0,R1,A2...))."""
    pieces = _tiler_layouts(t, a)
    if pieces is None:
        return None
    tiles, a_modes = pieces
    rests = [complement_layout(tk, size(ak[0])) for tk, ak in zip(tiles, a_modes)]
    if any(c is None for c in rests):
        return None
    n = len(tiles)
    tile_offs = [offsets(x) for x in tiles]
    rest_offs = [offsets(x) for x in rests]
    extra = [offsets(m) for m in a_modes[n:]]
    order = ([("t", k) for k in range(n)] + [("r", k) for k in range(n)] if zipped
             else [p for k in range(n) for p in (("t", k), ("r", k))])
    order += [("e", k) for k in range(len(extra))]
    sizes = [len((tile_offs if w == "t" else rest_offs if w == "r" else extra)[k]) for w, k in order]

    def value(coord):
        at = dict(zip(order, coord))
        return (sum(evaluate(a_modes[k], tile_offs[k][at["t", k]] + rest_offs[k][at["r", k]]) for k in range(n))
                + sum(extra[k][at["e", k]] for k in range(len(extra))))
    return colex_values(sizes, value)


def product_offsets(a, b, order_kind: str) -> list[int] | None:
    """The offsets of a product, A's modes beside A* o B (A* the complement of A in size(A)*cosize(B)):
    logical ((A0,P0),(A1,P1),A2...), zipped ((A0,A1),(P0,P1,A2...)), blocked ((A0,P0),(A1,P1)) and
    raked ((P0,A0),(P1,A1)); blocked and raked take A* o B over the whole of B (rank-sensitive)."""
    if order_kind in ("blocked", "raked"):
        lay_b = _as_layout(b)
        if lay_b is None:
            return None
        a_modes, b_modes = modes(a), modes(lay_b)
        rank = max(len(a_modes), len(b_modes))
        a_modes += [(1, 0)] * (rank - len(a_modes))
        b_modes += [(1, 0)] * (rank - len(b_modes))
        star = complement_layout(a, size(a[0]) * (max(offsets(lay_b)) + 1))
        if star is None:
            return None
        a_offs, b_offs = [offsets(m) for m in a_modes], [offsets(m) for m in b_modes]
        order = [p for k in range(rank) for p in ((("a", k), ("b", k)) if order_kind == "blocked"
                                                   else (("b", k), ("a", k)))]
        sizes = [len((a_offs if w == "a" else b_offs)[k]) for w, k in order]

        def value(coord):
            at = dict(zip(order, coord))
            return (sum(a_offs[k][at["a", k]] for k in range(rank))
                    + evaluate(star, sum(b_offs[k][at["b", k]] for k in range(rank))))
        return colex_values(sizes, value)
    pieces = _tiler_layouts(b, a)
    if pieces is None:
        return None
    tiles, a_modes = pieces
    n = len(tiles)
    parts_a, parts_p = [], []
    for bk, ak in zip(tiles, a_modes):
        star = complement_layout(ak, size(ak[0]) * (max(offsets(bk)) + 1))
        if star is None:
            return None
        parts_a.append(offsets(ak))
        parts_p.append([evaluate(star, x) for x in offsets(bk)])
    extra = [offsets(m) for m in a_modes[n:]]
    if order_kind == "zipped":
        return _mode_offsets(parts_a + parts_p + extra)
    return _mode_offsets([x for k in range(n) for x in (parts_a[k], parts_p[k])] + extra)


def _complement_wrong(a, cotarget: int | None, r) -> bool:
    """The postconditions of complement; the cotarget is only checked when it is an integer (CuTe
    divides a shape cotarget mode by mode, e.g. complement(15:1, (_8,_4)) = _2:_15)."""
    got = offsets(r)
    image = set(offsets(a))
    if any(got[i - 1] >= got[i] for i in range(1, len(got))):
        return True                                             # not ordered
    if any(x in image for x in got[1:]):
        return True                                             # not disjoint from A
    together = [x + y for y in got for x in offsets(a)]
    if injective(a) and len(set(together)) != len(together):
        return True
    return cotarget is not None and max(together) + 1 < cotarget   # does not reach the cotarget


DIVIDES = ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide")
PRODUCTS = {"logical_product": "logical", "zipped_product": "zipped", "tiled_product": "zipped",
            "flat_product": "zipped", "blocked_product": "blocked", "raked_product": "raked"}
TYPE_BITS = {"int8_t": 8, "uint8_t": 8, "int16_t": 16, "uint16_t": 16, "half_t": 16, "int32_t": 32,
             "uint32_t": 32, "float": 32, "int64_t": 64, "uint64_t": 64, "double": 64}


def _upcast_wrong(a, n: int, r) -> bool:
    """upcast<N> takes each mode s:d to a mode of N-element units: s:(d/N) when N divides d, or, when
    d divides N, ceil(s*d/N):1 (N/d elements become one); a stride-0 mode stays s:0.  A mode of extent
    1 may keep any stride."""
    if _profile(a[0]) != _profile(r[0]):
        return True
    for s, d, s2, d2 in zip(flat(a[0]), flat(a[1]), flat(r[0]), flat(r[1])):
        kept = s2 == s and d2 * n == d
        merged = d > 0 and n % d == 0 and d2 == 1 and s2 == -(-s * d // n)
        if s2 > 1 and not (kept or merged):
            return True
    return False


def cute_answer_is_wrong(expr: str, output: str) -> bool | None:
    """True when CuTe's printed answer breaks the operation's defining property, False when it keeps
    every property checked, None when there is no check for this operation or these operands."""
    call = top_call(expr)
    r = parse_layout(output)
    if call is None or r is None:
        return None
    name, targs, args = call
    a = _as_layout(args[0]) if args and isinstance(args[0], LayoutValue) else None
    if a is None:
        return None
    if name == "composition" and len(args) == 2:
        expected = composed_offsets(a, args[1])
        return None if expected is None else offsets(r) != expected
    if name in DIVIDES and len(args) == 2:
        expected = divide_offsets(a, args[1], zipped=name != "logical_divide")
        return None if expected is None else offsets(r) != expected
    if name in PRODUCTS and len(args) == 2:
        expected = product_offsets(a, args[1], PRODUCTS[name])
        return None if expected is None else offsets(r) != expected
    if name == "upcast" and len(args) == 1:
        return _upcast_wrong(a, targs[0].value, r)
    if name == "recast_layout" and len(args) == 1:
        old, new = (TYPE_BITS.get(t.id) for t in targs)
        if old is None or new is None or new <= old:
            return None
        return _upcast_wrong(a, new // old, r)
    if name == "tile_to_shape" and len(args) == 2 and not isinstance(args[1], (LayoutValue, TilerValue)):
        got = offsets(r)
        return len(got) != size(args[1]) or (injective(a) and len(set(got)) != len(got))
    if name == "complement":
        if len(args) == 1:
            cotarget = max(offsets(a)) + 1
        elif isinstance(args[1], (int, tuple)):
            cotarget = args[1] if isinstance(args[1], int) else None
        else:
            return None
        return _complement_wrong(a, cotarget, r)
    if name == "left_inverse" and injective(a):
        return any(evaluate(r, x) != i for i, x in enumerate(offsets(a)))
    if name == "right_inverse":
        return any(evaluate(a, x) != i for i, x in enumerate(offsets(r)))
    return None


def same_function(text_a: str, text_b: str) -> bool:
    """Whether two printed values are the same function (layouts) or the same value (anything else),
    whatever the staticness of their integers."""
    la, lb = parse_layout(text_a), parse_layout(text_b)
    if la is not None and lb is not None:
        return offsets(la) == offsets(lb)
    return _unstatic(text_a) == _unstatic(text_b)


def _unstatic(text: str) -> str:
    return re.sub(r"(?<![\w])_(?=-?\d)", "", text)
