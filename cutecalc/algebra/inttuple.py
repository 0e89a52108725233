"""IntTuples: an integer or a tuple of IntTuples (CuTe's int_tuple.hpp and tuple_algorithms.hpp).

Tuples are Python tuples; a rank-1 tuple ``(4,)`` stays distinct from the integer ``4`` because CuTe
prints and treats them differently (``(4):(1)`` is not ``4:1``).  All folds are left folds in mode order,
as CuTe's are, so the static/dynamic form of every result matches CuTe's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias, TypeVar, final, overload

from ..errors import CuteDomainError, CuteTypeError
from .basis import ScaledBasis, arith_add
from .checks import refuse
from .integers import (
    Integer,
    IntTuple,
    S,
    StaticInt,
    _0,
    _1,
    add,
    ceil_div_both,
    ceil_div_int,
    div,
    igcd,
    is_constant,
    is_integer,
    is_static_int,
    lt,
    mod,
    mul,
    sub,
    value,
)

if TYPE_CHECKING:
    from .basis import Stride


@final  # (so that `type(x) is Underscore` failing tells the type checker that x is not `_`)
class Underscore:
    """CuTe's ``_``: a slicing wildcard in coordinates, and 'keep this mode' in tilers."""

    _instance: Underscore | None = None

    def __new__(cls) -> Underscore:
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "_"


UNDERSCORE = Underscore()

# The trees the structural helpers walk (strings at run time: the aliases are for the type checker alone).
# A coordinate may hold `_` (slicing); a Tree is any of IntTuple, Stride and Coord.  The helpers that keep
# their argument's kind take a TreeT: an IntTuple in gives IntTuples out, a Stride Strides, a coordinate Trees,
# and anything else (a tiler, whose leaves may be layouts) objects.
Coord: TypeAlias = "Integer | Underscore | tuple[Coord, ...]"
Leaf: TypeAlias = "Integer | ScaledBasis | Underscore"
Tree: TypeAlias = "Integer | ScaledBasis | Underscore | tuple[Tree, ...]"
TreeT = TypeVar("TreeT", "IntTuple", "Stride", "Tree", object)
_V = TypeVar("_V")


def is_static(x: object) -> bool:
    """CuTe's is_static: every leaf known at compile time."""
    if isinstance(x, tuple):
        for e in x:
            if not is_static(e):
                return False
        return True
    return type(x) is StaticInt or x is UNDERSCORE


def rank(t: object) -> int:
    return len(t) if isinstance(t, tuple) else 1


def get(t: TreeT, i: int) -> TreeT:
    """get<i>(t); get<0> of an integer is the integer itself."""
    if isinstance(t, tuple):
        if not 0 <= i < len(t):
            raise CuteDomainError(f"mode index {i} out of range for rank {len(t)}")
        return t[i]
    if i != 0:
        raise CuteDomainError(f"mode index {i} out of range for rank 1")
    return t


def get_path(t: TreeT, idx: tuple[int, ...]) -> TreeT:
    for i in idx:
        t = get(t, i)
    return t


def basis_get(e: object, t: TreeT) -> TreeT:
    """basis_get(e, t): the element of t that the basis element e = v@I... names, get<I...>(t) (modes outermost
    first); t itself where e is no basis element."""
    return get_path(t, e.modes) if isinstance(e, ScaledBasis) else t


def depth(t: object) -> int:
    if isinstance(t, tuple):
        return 1 + max((depth(e) for e in t), default=0)
    return 0


def product(t: IntTuple) -> Integer:
    """size: the product of all leaves, folded left; ``()`` has product ``_1``."""
    if isinstance(t, tuple):
        acc: Integer | None = None
        for e in t:
            n = product(e) if isinstance(e, tuple) else e
            acc = n if acc is None else mul(acc, n)
        return _1 if acc is None else acc
    return t


def product_each(t: IntTuple) -> tuple[Integer, ...]:
    return tuple(product(e) for e in wrap(t))


def tuple_sum(t: IntTuple) -> Integer:
    """The sum of a tuple's integers (CuTe's sum)."""
    if isinstance(t, tuple):
        acc: Integer = _0
        for e in t:
            acc = add(acc, tuple_sum(e))
        return acc
    return t


def inner_product(a: IntTuple, b: IntTuple) -> Integer:
    if isinstance(a, tuple) and isinstance(b, tuple):
        if len(a) != len(b):
            raise CuteDomainError("inner_product: mismatched ranks")
        acc: Integer = _0
        for x, y in zip(a, b):
            acc = add(acc, inner_product(x, y))
        return acc
    if isinstance(a, tuple) or isinstance(b, tuple):
        raise CuteDomainError("inner_product: a and b must be congruent (an integer meets a tuple)")
    return mul(a, b)


def round_up(a: IntTuple, b: IntTuple) -> IntTuple:
    """a rounded up to a multiple of b: elementwise for tuples (b's missing modes are 1), else ((a+b-1)/b)*b."""
    if isinstance(a, tuple) and isinstance(b, tuple):
        if len(b) > len(a):
            raise CuteDomainError("round_up: b has more modes than a")
        return tuple(round_up(x, b[i] if i < len(b) else _1) for i, x in enumerate(a))
    if isinstance(a, tuple) or isinstance(b, tuple):
        raise CuteDomainError("round_up: a and b must both be tuples or both integers")
    if value(b) == 0:
        raise CuteDomainError("round_up: division by zero")
    return mul(div(sub(add(a, b), _1), b), b)


def _fold_right(f: Callable[[Integer, Integer], Integer], t: IntTuple) -> Integer:
    """f(t0, f(t1, ... f(tn-2, tn-1))) over the leaves' folds: the variadic C++ recursion's order."""
    if not isinstance(t, tuple):
        return t
    if not t:
        raise CuteDomainError("cannot fold an empty tuple")
    acc = t[-1]
    if isinstance(acc, tuple):
        acc = _fold_right(f, acc)
    for i in range(len(t) - 2, -1, -1):
        x = t[i]
        acc = f(_fold_right(f, x) if isinstance(x, tuple) else x, acc)
    return acc


def tgcd(t: IntTuple) -> Integer:
    return _fold_right(igcd, t)


@overload
def flatten_to_tuple(t: IntTuple) -> tuple[Integer, ...]: ...
@overload
def flatten_to_tuple(t: Stride) -> tuple[Integer | ScaledBasis, ...]: ...
@overload
def flatten_to_tuple(t: Tree) -> tuple[Leaf, ...]: ...
def flatten_to_tuple(t: Tree) -> tuple[Tree, ...]:
    if isinstance(t, tuple):
        for e in t:
            if isinstance(e, tuple):
                break
        else:
            return t  # already flat: the common case
        out: list[Tree] = []
        for e in t:
            if isinstance(e, tuple):
                out.extend(flatten_to_tuple(e))
            else:
                out.append(e)
        return tuple(out)
    return (t,)


def flatten(t: TreeT) -> TreeT:
    """Depth at most 1; an integer stays an integer."""
    return flatten_to_tuple(t) if isinstance(t, tuple) else t


def unflatten(flat: TreeT, profile: object) -> TreeT:
    """Fold a flat tuple into the nesting of `profile` (CuTe's unflatten)."""
    leaves = wrap(flat)

    def go(pos: int, prof: object) -> tuple[TreeT, int]:
        if isinstance(prof, tuple):
            out: list[TreeT] = []
            for p in prof:
                sub, pos = go(pos, p)
                out.append(sub)
            return tuple(out), pos
        if pos >= len(leaves):
            raise CuteDomainError("unflatten: the profile has more leaves than the tuple")
        return leaves[pos], pos + 1

    result, used = go(0, profile)
    if used != len(leaves):
        raise CuteDomainError("unflatten: the tuple has more leaves than the profile")
    return result


def wrap(t: TreeT) -> tuple[TreeT, ...]:
    return t if isinstance(t, tuple) else (t,)


def unwrap(t: TreeT) -> TreeT:
    while isinstance(t, tuple) and len(t) == 1:
        t = t[0]
    return t


def append(t: TreeT, x: TreeT) -> TreeT:
    return t + (x,) if isinstance(t, tuple) else (t, x)


def prepend(t: TreeT, x: TreeT) -> TreeT:
    return (x,) + t if isinstance(t, tuple) else (x, t)


# A value holds at most MAX_LEAVES integers (its leaves, counted as a tree).  No layout CuTe C++ compiles
# comes near it (CuTe's own tuples stay within a few dozen), and it keeps the steps that
# grow with the product of two ranks (composition's walk, the inverses' exchange sort) within about a second.
MAX_LEAVES = 1 << 9
MAX_RANK = MAX_LEAVES  # larger template arguments (append<N>) are refused, not allocated
TOO_LARGE = (f"has more than {MAX_LEAVES} integers, cutecalc's limit on the size of a value (no layout CuTe C++ "
             "compiles comes near it)")


def leaf_count(t: object, limit: int = MAX_LEAVES) -> int:
    """The leaves of an IntTuple counted as a tree, stopping soon after `limit`.

    A sub-tuple that occurs many times (``a = (a, a)``) is walked once, so the count costs the number of
    distinct tuples, not of leaves.  Objects with a ``leaf_count`` method (layouts) count their own.
    """
    if type(t) is not tuple:
        own: Callable[[], int] | None = getattr(t, "leaf_count", None)
        return 1 if own is None else own()
    for e in t:
        if type(e) is tuple or not (type(e) is int or type(e) is StaticInt):
            break
    else:
        return len(t)  # flat integers: the common case
    seen: dict[int, int] = {}

    def count(x: tuple[object, ...]) -> int:
        n = 0
        for e in x:
            if type(e) is tuple:
                k = seen.get(id(e))
                if k is None:
                    k = seen[id(e)] = count(e)
                n += k
            elif type(e) is int or type(e) is StaticInt:
                n += 1
            else:
                n += leaf_count(e, limit)
            if n > limit:
                break
        return n

    return count(t)


# Nesting, of the text read and of the values built from it (`a = make_tuple(a)` again and again): deeper values
# are refused, so that no walk over a value (printing it, emitting it as C++) can exhaust Python's stack.
MAX_DEPTH = 64


def height(t: object, limit: int = MAX_DEPTH) -> int:
    """How deeply a value nests (a flat tuple: 1), stopping soon after `limit`; a shared sub-tuple is walked once."""
    if type(t) is tuple:
        for e in t:
            if type(e) is not int and type(e) is not StaticInt:
                break
        else:
            return 1  # flat integers: the common case
    seen: dict[int, int] = {}

    def walk(x: object, d: int) -> int:
        if type(x) is not tuple:
            inner = [getattr(x, k) for k in ("shape", "layout_a", "layout_b") if hasattr(x, k)]
            return max((walk(y, d) for y in inner), default=0)
        k = seen.get(id(x))
        if k is None:
            k = 1
            if d <= limit:
                for e in x:
                    if type(e) is not int and type(e) is not StaticInt:
                        k = max(k, 1 + walk(e, d + 1))
            seen[id(x)] = k
        return k

    return walk(t, 1)


def check_size(v: _V, what: str = "the value") -> _V:
    """v, or a CuteDomainError when it holds more than MAX_LEAVES integers or nests deeper than MAX_DEPTH."""
    # A tuple, or the shape of a value that holds one shape (a layout: its stride is congruent; not a composed layout
    # or an atom, whose parts are counted and walked below)
    flat = v if type(v) is tuple else None if hasattr(v, "layout_a") else getattr(v, "shape", None)
    if type(flat) is tuple and len(flat) <= MAX_LEAVES:
        for e in flat:
            if type(e) is not int and type(e) is not StaticInt:
                break
        else:  # flat integers, the common case: few enough, one level deep (a layout's: two, with its stride)
            return v
    elif type(flat) is int or type(flat) is StaticInt:
        return v
    if leaf_count(v) > MAX_LEAVES:
        raise CuteDomainError(f"{what} {TOO_LARGE}")
    if type(v) is tuple or hasattr(v, "shape"):
        depth = height(v)
        if depth > MAX_DEPTH:
            raise CuteDomainError(f"{what} nests deeper than {MAX_DEPTH} levels, cutecalc's limit (no layout CuTe C++ "
                                  "compiles comes near it)")
    return v


def _check_rank(n: int, what: str) -> None:
    if n > MAX_RANK:
        raise CuteDomainError(f"{what}<{n}>: rank {n} is larger than cutecalc's limit of {MAX_RANK}")


def append_to(n: int, t: TreeT, x: TreeT) -> TreeT:
    """append<N>(t, x): extend t to rank n with copies of x."""
    _check_rank(n, "append")
    if isinstance(t, tuple):
        if n < len(t):
            raise CuteDomainError(f"append<{n}>: rank {len(t)} is already larger")
        return t + (x,) * (n - len(t))
    return t if n == 1 else (t,) + (x,) * (n - 1)


def prepend_to(n: int, t: TreeT, x: TreeT) -> TreeT:
    _check_rank(n, "prepend")
    if isinstance(t, tuple):
        if n < len(t):
            raise CuteDomainError(f"prepend<{n}>: rank {len(t)} is already larger")
        return (x,) * (n - len(t)) + t
    return t if n == 1 else (x,) * (n - 1) + (t,)


def take(b: int, e: int, t: TreeT) -> tuple[TreeT, ...]:
    r = rank(t)
    if e == -1:
        e = r
    if not (0 <= b <= e <= r):
        raise CuteDomainError(f"take<{b},{e}>: range out of bounds for rank {r}")
    return tuple(get(t, i) for i in range(b, e))


def select(idx: tuple[int, ...], t: TreeT) -> tuple[TreeT, ...]:
    return tuple(get(t, i) for i in idx)


def replace(n: int, t: TreeT, x: TreeT) -> TreeT:
    """replace<N>(t, x); as in CuTe, N == rank(t) appends x."""
    if isinstance(t, tuple):
        if not 0 <= n <= len(t):
            raise CuteDomainError(f"replace<{n}>: mode out of range for rank {len(t)}")
        return t[:n] + (x,) + t[n + 1:]
    if n != 0:
        raise CuteDomainError(f"replace<{n}>: mode out of range for rank 1")
    return x


def group(b: int, e: int, t: TreeT) -> tuple[TreeT, ...]:
    tt = wrap(t)
    if e == -1:
        e = len(tt)
    if not (0 <= b <= e <= len(tt)):
        raise CuteDomainError(f"group<{b},{e}>: range out of bounds for rank {len(tt)}")
    mid = (tt[b:e],) if b < e else ()
    return tt[:b] + mid + tt[e:]


def repeat_like(t: object, x: TreeT) -> TreeT:
    if isinstance(t, tuple):
        return tuple(repeat_like(e, x) for e in t)
    return x


def transform_leaf(t: IntTuple, f: Callable[[Integer], IntTuple]) -> IntTuple:
    if isinstance(t, tuple):
        return tuple(transform_leaf(e, f) for e in t)
    return f(t)


def zip_tuples(t: TreeT) -> TreeT:
    """zip: transpose ((a,b,..),(x,y,..)) to ((a,x),(b,y),..); a non-tuple head wraps the whole."""
    if isinstance(t, tuple):
        if t and isinstance(t[0], tuple):
            n = len(t[0])
            rows: list[tuple[TreeT, ...]] = []
            for e in t:
                if not isinstance(e, tuple) or len(e) != n:
                    raise CuteDomainError("zip: mismatched ranks")
                rows.append(e)
            return tuple(tuple(e[j] for e in rows) for j in range(n))
        return (t,)
    return t


def zip2_by(t: TreeT, guide: object) -> tuple[TreeT, TreeT]:
    """Follow the profile of `guide` and gather the rank-2 modes at its terminals: ((A,B,..),(a,b,..,x,y))."""
    if isinstance(guide, tuple):
        tt = wrap(t)
        if len(tt) < len(guide):
            raise CuteDomainError("zip2_by: mismatched ranks")
        split = [zip2_by(tt[i], g) for i, g in enumerate(guide)]
        return (tuple(s[0] for s in split), tuple(s[1] for s in split) + tt[len(guide):])
    if not (isinstance(t, tuple) and len(t) == 2):
        raise CuteDomainError("zip2_by: expected a rank-2 mode")
    return t


def congruent(a: object, b: object) -> bool:
    if isinstance(a, tuple):
        if not isinstance(b, tuple) or len(a) != len(b):
            return False
        for x, y in zip(a, b):
            if (isinstance(x, tuple) or isinstance(y, tuple)) and not congruent(x, y):
                return False
        return True
    return not isinstance(b, tuple)


def weakly_congruent(a: object, b: object) -> bool:
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(weakly_congruent(x, y) for x, y in zip(a, b))
    if not isinstance(a, tuple):
        return True
    return False


def compatible(a: IntTuple, b: IntTuple) -> bool:
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(compatible(x, y) for x, y in zip(a, b))
    if not isinstance(a, tuple):
        return value(a) == value(product(b))
    return False


@overload
def ceil_div(a: Integer, b: IntTuple) -> Integer: ...
@overload
def ceil_div(a: IntTuple, b: IntTuple) -> IntTuple: ...
def ceil_div(a: IntTuple, b: IntTuple) -> IntTuple:
    """ceil_div on IntTuples: elementwise for (tuple, tuple); folded across the modes for (tuple, int)."""
    if isinstance(a, tuple):
        if isinstance(b, tuple):
            if len(a) < len(b):
                raise CuteDomainError("ceil_div: mismatched ranks")
            b = b + (_1,) * (len(a) - len(b))
            return tuple(ceil_div(x, y) for x, y in zip(a, b))
        result = []
        rest = b
        for ai in a:
            if isinstance(ai, tuple):
                result.append(ceil_div(ai, rest))
                rest = ceil_div(rest, product(ai))
            else:
                q, rest = ceil_div_both(ai, rest)
                result.append(q)
        return tuple(result)
    if isinstance(b, tuple):
        return ceil_div(a, product(b))
    return ceil_div_int(a, b)


@overload
def shape_div(a: Integer, b: IntTuple) -> Integer: ...
@overload
def shape_div(a: IntTuple, b: IntTuple) -> IntTuple: ...
def shape_div(a: IntTuple, b: IntTuple) -> IntTuple:
    """Division for shapes: a/b rounding up; for (tuple, int) the divisor is consumed mode by mode.

    shape_div((4,5,6), 40) = (1,1,3).  CuTe requires a % b == 0 or b % a == 0 at each step.
    """
    if isinstance(a, tuple):
        if isinstance(b, tuple):
            if len(a) != len(b):
                raise CuteDomainError("shape_div: mismatched ranks")
            return tuple(shape_div(x, y) for x, y in zip(a, b))
        result = []
        rest = b
        for ai in a:
            result.append(shape_div(ai, rest))
            rest = shape_div(rest, ai)
        return tuple(result)
    if isinstance(b, tuple):
        return shape_div(a, product(b))
    va, vb = value(a), value(b)
    if vb == 0 or va % vb != 0 and vb % va != 0:
        refuse(f"shape division {va} / {vb} needs one to divide the other (Divisibility Condition)",
               static=isinstance(a, StaticInt) and isinstance(b, StaticInt))
    return ceil_div_int(a, b)


def elem_scale(a: IntTuple, b: IntTuple) -> IntTuple:
    """a with each leaf scaled by the product of b's matching mode (b has a's profile down to a's leaves)."""
    if isinstance(a, tuple):
        b = _check_same_rank(a, b, "elem_scale")
        return tuple(elem_scale(x, y) for x, y in zip(a, b))
    return mul(a, product(b))


def _check_same_rank(t: tuple[object, ...], other: IntTuple, fn: str) -> tuple[IntTuple, ...]:
    """CuTe's transform(t, other, f) over a tuple t: `other` must be a tuple of t's rank (returned, as a tuple)."""
    if not isinstance(other, tuple) or len(other) != len(t):
        got = f"a tuple of rank {len(other)}" if isinstance(other, tuple) else "an integer"
        raise CuteDomainError(f"{fn}: a tuple of rank {len(t)} pairs with {got} (mismatched ranks)")
    return other


def reduce_leaves(op: Callable[[Integer, Integer], Integer], args: tuple[IntTuple, ...], fn: str) -> Integer:
    """CuTe's variadic min / max / gcd: op folded from the right over the leaves of all the arguments
    (static only when every leaf is)."""
    leaves: list[Integer] = []
    for a in args:
        if isinstance(a, tuple) and _has_empty(a):
            raise CuteDomainError(f"{fn}: an empty tuple has no {fn}")
        leaves.extend(flatten_to_tuple(a) if isinstance(a, tuple) else (a,))
    acc = leaves[-1]
    for x in reversed(leaves[:-1]):
        acc = op(x, acc)
    return acc


def _has_empty(t: object) -> bool:
    return isinstance(t, tuple) and (not t or any(_has_empty(e) for e in t))


def crd2crd(coord: IntTuple, src_shape: IntTuple, dst_shape: IntTuple) -> IntTuple:
    """The coordinate of dst_shape at the index coord has in src_shape, mode by mode where all three are
    tuples: idx2crd(crd2idx(coord, src_shape), dst_shape)."""
    if isinstance(coord, tuple) and isinstance(src_shape, tuple) and isinstance(dst_shape, tuple):
        src_shape = _check_same_rank(coord, src_shape, "crd2crd")
        dst_shape = _check_same_rank(coord, dst_shape, "crd2crd")
        return tuple(crd2crd(c, s, d) for c, s, d in zip(coord, src_shape, dst_shape))
    return idx2crd(crd2idx_shape(coord, src_shape), dst_shape)


def filter_zeros(a: Stride, b: IntTuple) -> IntTuple:
    """Replace the elements of b that pair with a static _0 in a by _1."""
    if isinstance(a, tuple):
        return tuple(filter_zeros(x, y) for x, y in zip(a, wrap(b)))
    if is_constant(0, a):
        return repeat_like(b, _1)
    return b


def has_underscore(t: object) -> bool:
    if isinstance(t, tuple):
        return any(has_underscore(e) for e in t)
    return t is UNDERSCORE


def _lift(a: Coord, b: TreeT, keep: bool, what: str) -> tuple[TreeT, ...]:
    """The modes of b at the leaves of a that are ``_`` (keep) or are not (not keep), gathered into one tuple."""
    if isinstance(a, tuple):
        if not isinstance(b, tuple) or len(a) != len(b):
            raise CuteDomainError(f"{what}: the coordinate's profile does not match the shape")
        out: tuple[TreeT, ...] = ()
        for x, y in zip(a, b):
            out += _lift(x, y, keep, what)
        return out
    return (b,) if (a is UNDERSCORE) is keep else ()


def slice_tuple(a: Coord, b: TreeT) -> TreeT:
    """Keep the modes of b where the coordinate a has ``_``."""
    if isinstance(a, tuple):
        return _lift(a, b, True, "slice")
    return b if a is UNDERSCORE else ()


def dice_tuple(a: Coord, b: TreeT) -> TreeT:
    """Keep the modes of b where the coordinate a is not ``_``."""
    if isinstance(a, tuple):
        return _lift(a, b, False, "dice")
    return () if a is UNDERSCORE else b


def coalesce_shape(shape: IntTuple) -> IntTuple:
    """Combine adjacent static modes with static, dynamic with dynamic; size is preserved."""
    if type(shape) is not tuple:
        return shape
    flat = flatten_to_tuple(shape)
    if not flat:
        return flat
    out = [flat[0]]
    for a in flat[1:]:
        if (type(out[-1]) is StaticInt) == (type(a) is StaticInt):
            out[-1] = mul(out[-1], a)
        else:
            out.append(a)
    return out[0] if len(out) == 1 else tuple(out)


@overload
def compact_major(shape: tuple[IntTuple, ...], current: IntTuple | None = None,
                  left: bool = True) -> tuple[IntTuple, ...]: ...
@overload
def compact_major(shape: IntTuple, current: IntTuple | None = None, left: bool = True) -> IntTuple: ...
def compact_major(shape: IntTuple, current: IntTuple | None = None, left: bool = True) -> IntTuple:
    """Compact strides for `shape` starting at `current` (LayoutLeft: leftmost mode fastest).

    Size-1 static modes get stride _0, as CuTe's compact_major does.
    """
    if current is None:
        current = _1
    if isinstance(current, tuple):
        if not isinstance(shape, tuple) or len(shape) != len(current):
            raise CuteDomainError("compact_major: mismatched ranks")
        return tuple(compact_major(s, c, left) for s, c in zip(shape, current))
    if not isinstance(shape, tuple):  # one mode: stride `current`, or _0 for a static _1
        return _0 if is_constant(1, shape) else current
    return _compact(shape, current, left)[0]


@overload
def _compact(shape: tuple[IntTuple, ...], current: Integer, left: bool) -> tuple[tuple[IntTuple, ...], Integer]: ...
@overload
def _compact(shape: IntTuple, current: Integer, left: bool) -> tuple[IntTuple, Integer]: ...
def _compact(shape: IntTuple, current: Integer, left: bool) -> tuple[IntTuple, Integer]:
    if isinstance(shape, tuple):
        out: list[IntTuple] = [_0] * len(shape)
        order = range(len(shape)) if left else range(len(shape) - 1, -1, -1)
        for i in order:
            s = shape[i]
            if isinstance(s, tuple):
                out[i], current = _compact(s, current, left)
            elif type(s) is StaticInt and s.value == 1:
                out[i] = _0
            else:
                out[i], current = current, mul(current, s)
        return tuple(out), current
    if is_constant(1, shape):
        return _0, current
    return current, mul(current, shape)


def compact_order(shape: IntTuple, order: Stride) -> IntTuple:
    """Compact strides whose order of growth follows `order`; dynamic orders count as large, left to right."""
    flat_order = flatten_to_tuple(order)
    max_order: Integer = _0
    for o in flat_order:
        if type(o) is StaticInt and lt(max_order, o).static_true:  # (a dynamic order is never static_true)
            max_order = o
    base = value(max_order) + 1
    ref_order = tuple(o if isinstance(o, StaticInt) else S(base + i) for i, o in enumerate(flat_order))
    ref_shape = flatten_to_tuple(product_like(shape, order))
    new_order = unflatten(ref_order, order) if isinstance(order, tuple) else ref_order[0]
    return _compact_order(shape, new_order, ref_shape, ref_order)


def product_like(t: IntTuple, guide: object) -> IntTuple:
    """The product of each part of t at guide's leaves (t has guide's profile down to guide's leaves)."""
    if isinstance(guide, tuple):
        t = _check_same_rank(guide, t, "product_like")
        return tuple(product_like(x, g) for x, g in zip(t, guide))
    return product(t)


def _compact_order(shape: IntTuple, order: IntTuple, ref_shape: tuple[Integer, ...],
                   ref_order: tuple[Integer, ...]) -> IntTuple:
    if isinstance(order, tuple):
        if not isinstance(shape, tuple) or len(shape) != len(order):
            raise CuteDomainError("compact_order: shape and order must have equal rank")
        return tuple(_compact_order(s, o, ref_shape, ref_order) for s, o in zip(shape, order))
    start = product(tuple(s if value(o) < value(order) else _1 for s, o in zip(ref_shape, ref_order)))
    return compact_major(shape, start, left=True)


def crd2idx(coord: Coord, shape: IntTuple, stride: Stride) -> Stride:
    """Map a (hierarchical) coordinate to an index: an integer coordinate is split colexicographically."""
    if isinstance(coord, tuple):
        if not isinstance(shape, tuple):
            raise CuteDomainError("crd2idx: the coordinate has more modes than the shape")
        if len(coord) != len(shape) or not isinstance(stride, tuple) or len(stride) != len(shape):
            raise CuteDomainError(
                f"crd2idx: coordinate of rank {len(coord)} for a shape of rank {len(shape)}")
        acc = None
        for c, s, d in zip(coord, shape, stride):
            term = crd2idx(c, s, d)
            acc = term if acc is None else add_index(acc, term)
        return _0 if acc is None else acc
    if type(coord) is Underscore:
        raise CuteDomainError("crd2idx: '_' is not a coordinate (use slice)")
    if isinstance(shape, tuple):
        if not isinstance(stride, tuple) or len(stride) != len(shape):
            raise CuteDomainError("crd2idx: shape and stride are not congruent")
        if not shape:
            raise CuteDomainError("crd2idx: an empty shape () has no coordinates to index")
        return _crd2idx_itt(coord, shape, stride, 0)
    if isinstance(stride, tuple):
        raise CuteDomainError("crd2idx: shape and stride are not congruent")
    return mul_index(coord, stride)


def _crd2idx_itt(coord: Integer, shape: tuple[IntTuple, ...], stride: tuple[Stride, ...], i: int) -> Stride:
    """crd2idx of an integer coordinate over the modes i.. of a tuple shape: the remainder by each mode's
    size indexes that mode, the quotient goes on.  The terms are summed right-nested, as CuTe's recursion
    does, but the modes are walked in a loop (a rank is not a nesting depth)."""
    terms = []
    last = len(shape) - 1
    while i < last:
        if is_constant(0, coord):  # a static _0 indexes every remaining mode with _0
            tail: Stride = _0
            for j in range(i + 1, len(shape)):
                tail = add_index(tail, crd2idx(_0, shape[j], stride[j]))
            terms.append(add_index(crd2idx(_0, shape[i], stride[i]), tail))
            break
        p = product(shape[i])
        q, r = div(coord, p), mod(coord, p)
        terms.append(crd2idx(r, shape[i], stride[i]))
        coord = q
        i += 1
    else:
        terms.append(crd2idx(coord, shape[last], stride[last]))
    acc = terms[-1]
    for k in range(len(terms) - 2, -1, -1):
        acc = add_index(terms[k], acc)
    return acc


def mul_index(c: Integer, d: Integer | ScaledBasis) -> Integer | ScaledBasis:
    """coord * stride, where the stride may be a scaled basis element (identity layouts)."""
    if is_integer(d):
        return mul(c, d)
    return d.scale(c)


def add_index(a: Stride, b: Stride) -> Stride:
    if is_integer(a) and is_integer(b):
        return add(a, b)
    return arith_add(a, b)


def crd2idx_shape(coord: IntTuple, shape: IntTuple) -> Integer:
    """crd2idx(c, s): the colexicographic index of a coordinate within a shape."""
    if is_integer(coord):
        return coord
    if not isinstance(shape, tuple) or len(coord) != len(shape):
        raise CuteDomainError("crd2idx: mismatched ranks")
    flat_c = flatten_to_tuple(coord)
    flat_s = flatten_to_tuple(product_like(shape, coord))
    if not flat_c:
        raise CuteDomainError("crd2idx: an empty coordinate () indexes nothing")
    acc = flat_c[-1]
    for c, s in zip(reversed(flat_c[:-1]), reversed(flat_s[:-1])):
        acc = add(c, mul(s, acc))
    return acc


def idx2crd(idx: IntTuple, shape: IntTuple, stride: Stride | None = None) -> IntTuple:
    """Split an index into a coordinate of `shape` (colexicographic; with a stride, for compact layouts)."""
    if stride is None:
        if isinstance(idx, tuple):
            if not isinstance(shape, tuple) or len(idx) != len(shape):
                raise CuteDomainError("idx2crd: mismatched ranks")
            return tuple(idx2crd(i, s) for i, s in zip(idx, shape))
        if isinstance(shape, tuple):
            return _idx2crd_colex(idx, shape)
        return idx
    if isinstance(idx, tuple):
        if (not isinstance(shape, tuple) or len(idx) != len(shape) or not isinstance(stride, tuple)
                or len(stride) != len(shape)):
            raise CuteDomainError("idx2crd: mismatched ranks")
        return tuple(idx2crd(i, s, d) for i, s, d in zip(idx, shape, stride))
    if isinstance(shape, tuple) and isinstance(stride, tuple):
        if len(stride) != len(shape):
            raise CuteDomainError("idx2crd: shape and stride are not congruent")
        return tuple(idx2crd(idx, s, d) for s, d in zip(shape, stride))
    if isinstance(stride, tuple):
        raise CuteDomainError("idx2crd: shape and stride are not congruent")
    if is_constant(1, shape):
        return _0
    if not is_integer(stride):
        raise CuteDomainError("idx2crd: needs integer strides (a scaled basis element splits no index)")
    if isinstance(shape, tuple):
        strides = compact_major(shape, stride)
        return tuple(idx2crd(idx, s, d) for s, d in zip(shape, strides))
    return mod(div(idx, stride), shape)


def _idx2crd_colex(idx: Integer, shape: tuple[IntTuple, ...]) -> IntTuple:
    """idx2crd(i, s) for a tuple shape: the divmod chain of crd2idx_itt with unit basis strides."""
    leaves = flatten_to_tuple(shape)
    out: list[IntTuple] = [_0] * len(leaves)
    pos = [0]

    def walk(c: Integer, s: IntTuple) -> None:  # mirrors crd2idx(c, s, basis) leaf by leaf
        if isinstance(s, tuple):
            n = len(s)
            for i in range(n):
                if i == n - 1:
                    walk(c, s[i])
                elif is_constant(0, c):
                    walk(_0, s[i])
                else:
                    p = product(s[i])
                    walk(mod(c, p), s[i])
                    c = div(c, p)
        else:
            out[pos[0]] = mul(c, _1)
            pos[0] += 1

    walk(idx, shape)
    return unflatten(tuple(out), shape)


def check_positive_shape(shape: Tree, what: str = "shape") -> None:
    for s in flatten_to_tuple(shape):
        if not is_integer(s):
            raise CuteTypeError(f"{what} must hold integers, got {s!r}")
        if value(s) <= 0:
            raise CuteDomainError(f"{what} has a non-positive extent {s} (extents must be >= 1)")


def increment_coord(coord: IntTuple, shape: IntTuple) -> IntTuple:
    """The next coordinate of shape's domain in colexicographic order: the leftmost leaf counts first and wraps
    to 0 at its extent, carrying to the next; the last leaf does not wrap (the end is its extent), as CuTe's
    increment(coord, shape).  A run-time leaf anywhere makes every leaf of the answer run-time (the CuTe DSL's
    increment_coord)."""
    if has_underscore(coord):
        raise CuteDomainError("increment_coord: the coordinate holds '_'")
    if not congruent(coord, shape):
        raise CuteDomainError("increment_coord: the coordinate and the shape are not congruent")
    cs, ss = flatten_to_tuple(coord), flatten_to_tuple(shape)
    out = [value(c) for c in cs]
    for i, s in enumerate(ss):
        out[i] += 1
        if i + 1 < len(ss) and out[i] == value(s):
            out[i] = 0
            continue
        break
    static = all(is_static_int(x) for x in (*cs, *ss))
    leaves = tuple(S(x) if static else x for x in out)
    return leaves[0] if not isinstance(coord, tuple) else unflatten(leaves, coord)
