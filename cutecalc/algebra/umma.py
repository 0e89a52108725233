"""Templated catalogue entries instantiated for the user's template arguments: SM100/SM103 UMMA atoms and
UniversalFMA (cutecalc/data/atoms.json, "mma_families"), and the copy families (UniversalCopy<S, D>,
SM80_CP_ASYNC_*<TS, TD>, ...: "copy_families", whose patterns name their parameters by one letter, "vars").

A family entry (written by `python -m tools.gen_atoms`) holds the family's
template parameters, CuTe's static_asserts on them (as condition text with CuTe's message), the rule for K, and
its layouts as patterns whose integers are `c*X` strings (X one of M, N, K, M*K, N*K, M*N) fitted to and checked
against compiled instantiations.  Nothing here knows a family by name.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from ..errors import CuteDomainError, CuteTypeError
from ..record import record

_LEAF = re.compile(r"^(?:(\d+)\*)?([A-Z](?:\*[A-Z])?|1)(?:/(\d+))?$")
_UNSIGNED_INT = {"int": "int32_t", "unsigned": "uint32_t", "unsigned int": "uint32_t", "signed char": "int8_t",
                 "unsigned char": "uint8_t"}


def leaf_value(text: str, env: Mapping[str, int]) -> int:
    """The value of a pattern leaf `c*X/d` (X a product of M, N, K, or 1) for env's M, N, K."""
    m = _LEAF.match(text)
    if not m:
        raise ValueError(f"pattern leaf {text!r}")
    x = 1
    if m.group(2) != "1":
        for f in m.group(2).split("*"):
            x *= env[f]
    v = Fraction(int(m.group(1) or 1) * x, int(m.group(3) or 1))
    if v.denominator != 1:
        raise ValueError(f"{text} is not an integer for {dict(env)}")
    return int(v)


def leaf_text(c: Fraction, x: str) -> str:
    """The pattern leaf for c*x (the inverse of leaf_value)."""
    num = f"{c.numerator}*" if c.numerator != 1 else ""
    den = f"/{c.denominator}" if c.denominator != 1 else ""
    return f"{c.numerator}{den}" if x == "1" else f"{num}{x}{den}"


def fill(tree: Any, env: Mapping[str, int]) -> Any:
    """A pattern tree (nested lists, leaves ints or strings) with its leaves evaluated."""
    if isinstance(tree, list):
        return [fill(t, env) for t in tree]
    return tree if isinstance(tree, int) else leaf_value(tree, env)


_OPS: dict[type, Callable[[Any, Any], Any]] = {
    ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
    ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b,
    ast.Mod: lambda a, b: a % b, ast.FloorDiv: lambda a, b: a // b, ast.BitAnd: lambda a, b: a & b,
    ast.BitOr: lambda a, b: a | b, ast.Mult: lambda a, b: a * b, ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
}


def condition_holds(expr: str, env: Mapping[str, Any], bits: Callable[[str], int]) -> bool:
    """Evaluate a condition the generator translated from a static_assert (comparisons, %, //, and/or, bits(T),
    same(T, 'name')) over env's names.  A small interpreter, not eval."""
    def ev(n: ast.AST) -> Any:
        if isinstance(n, ast.Expression):
            return ev(n.body)
        if isinstance(n, ast.BoolOp):
            vals = (ev(v) for v in n.values)
            return all(vals) if isinstance(n.op, ast.And) else any(vals)
        if isinstance(n, ast.Compare):
            left = ev(n.left)
            for op, right_node in zip(n.ops, n.comparators):
                right = ev(right_node)
                if not _OPS[type(op)](left, right):
                    return False
                left = right
            return True
        if isinstance(n, ast.BinOp):
            return _OPS[type(n.op)](ev(n.left), ev(n.right))
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Not):
            return not ev(n.operand)
        if isinstance(n, ast.Constant):
            return n.value
        if isinstance(n, ast.Name):
            return env[n.id]
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("bits", "same"):
            args = [ev(a) for a in n.args]
            return bits(args[0]) if n.func.id == "bits" else args[0] == args[1]
        raise ValueError(f"condition {expr!r}")
    return bool(ev(ast.parse(expr, mode="eval")))


def check_conditions(asserts: list[list[str]], env: Mapping[str, Any], bits: Callable[[str], int]) -> str | None:
    """CuTe's message of the first static_assert env violates (None: all hold)."""
    for expr, msg in asserts:
        if not condition_holds(expr, env, bits):
            return msg
    return None


def canonical_type(t: str) -> str:
    """A value type as CuTe names it (int is int32_t)."""
    t = re.sub(r"\b(cutlass|cute)::", "", t.strip())
    return _UNSIGNED_INT.get(t, t)


def bind(name: str, entry: Mapping[str, Any], targs: tuple[str, ...],
         type_bits: Mapping[str, int], traits_of: str = "MMA_Traits") -> tuple[dict[str, Any], str]:
    """(environment of the family's parameters, the C++ operation) for `name<targs...>`, refusing what CuTe's
    static_asserts refuse with CuTe's message.  A parameter left out takes its default, which may name an
    earlier parameter (UniversalCopy<S, D = S>).  traits_of: MMA_Traits or Copy_Traits, for a family whose
    operation is no template (entry "traits")."""
    params = entry["params"]
    required = [p for p in params if p["default"] is None]
    sig = ", ".join(p["name"] for p in params)
    if not len(required) <= len(targs) <= len(params):
        raise CuteDomainError(f"{name}<{sig}> takes {len(required)} to {len(params)} template arguments, "
                              f"got {len(targs)}")
    env: dict[str, Any] = {}
    for p, a in zip(params, targs):
        a = a.strip()
        if p["kind"] == "type":
            a = canonical_type(a)
            if a not in type_bits:
                raise CuteTypeError(f"{name}: unknown element type '{a}' for {p['name']}")
            env[p["name"]] = a
        elif p["kind"] == "int":
            if not re.fullmatch(r"\d+", a):
                raise CuteTypeError(f"{name}: template parameter {p['name']} is an integer, got '{a}'")
            env[p["name"]] = int(a)
        else:   # an UMMA:: enumeration
            short = a.rsplit("::", 1)[-1]
            allowed = entry["enums"].get(p["kind"], [])
            if short not in allowed:
                raise CuteTypeError(f"{name}: {p['name']} is a {p['kind']} ({', '.join(allowed)}), got '{a}'")
            env[p["name"]] = short
    for p in params[len(targs):]:
        d = p["default"]
        env[p["name"]] = env[d] if d in env else int(d) if p["kind"] == "int" else d.rsplit("::", 1)[-1]
    op = cpp_spelling(entry, list(targs), traits_of) if entry.get("traits") else f"{name}<{', '.join(targs)}>"
    msg = check_conditions(entry["asserts"], env, lambda t: type_bits[canonical_type(t)])
    if msg is not None:
        raise CuteDomainError(f"{op}: static_assert failed: {msg}")
    return env, op


_TRAITS_INT = re.compile(r"^(?:(?:cute::)?(?:C|Int)<(\d+)>|_?(\d+))$")  # the reader reads C<128> as 128
# (namespaces optional: the reader drops them, integral_constant<UMMA::Major, UMMA::Major::K> reaches here as
# integral_constant<Major,K>)
_TRAITS_ENUM = re.compile(r"^(?:cute::)?integral_constant<(?:[\w:]*::)?(\w+),\s*(?:[\w:]*::)?(\w+)>$")


def traits_args(name: str, entry: Mapping[str, Any], targs: tuple[str, ...],
                traits_of: str = "MMA_Traits") -> tuple[str, ...]:
    """The family's arguments from `MMA_Traits<name, targs...>` (C<128> is 128, integral_constant<UMMA::Major,
    UMMA::Major::K> is K), or from `Copy_Traits<name, targs...>`.  CuTe's traits take every parameter (none is
    defaulted): fewer reach its primary MMA_Traits (Copy_Traits) and its static_assert."""
    params = entry["params"]
    if len(targs) != len(params):
        what = "MMA_Operation" if traits_of == "MMA_Traits" else "CopyOperation"
        raise CuteDomainError(f"{traits_of}<{name}, {', '.join(p['name'] for p in params)}> takes {len(params)} "
                              f"arguments after the operation, got {len(targs)}: static_assert failed: {traits_of} "
                              f"not implemented for this {what}.")
    out = []
    for p, a in zip(params, targs):
        a = a.strip()
        if p["kind"] == "type":
            out.append(a)
        elif p["kind"] == "int":
            m = _TRAITS_INT.match(a)
            if not m:
                raise CuteTypeError(f"{traits_of}<{name}, ...>: {p['name']} is written C<n>, got '{a}'")
            out.append(m.group(1) or m.group(2))
        else:
            m = _TRAITS_ENUM.match(a)
            if not m or m.group(1) != p["kind"].rsplit("::", 1)[-1]:
                raise CuteTypeError(f"{traits_of}<{name}, ...>: {p['name']} is written integral_constant<"
                                    f"{p['kind']}, {p['kind']}::X>, got '{a}'")
            out.append(m.group(2))
    return tuple(out)


def k_of(entry: Mapping[str, Any], env: Mapping[str, Any], type_bits: Mapping[str, int]) -> int:
    kind, n = entry["K"]
    return int(n) if kind == "const" else int(n) // type_bits[env["a_type"]]


def val_type(template: str, env: Mapping[str, Any]) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: str(env[m.group(1)]), template)


def signature(entry: Mapping[str, Any]) -> str:
    """`<a_type, b_type, c_type, M, N, a_major, b_major>` (defaulted parameters in brackets)."""
    if entry.get("traits"):   # no template: MMA_Traits<Op, ...> takes every parameter
        return "MMA_Traits<Op, " + ", ".join(p["name"] for p in entry["params"]) + ">"
    req = [p["name"] for p in entry["params"] if p["default"] is None]
    opt = [p["name"] for p in entry["params"] if p["default"] is not None]
    return "<" + ", ".join(req) + (f"[{', ' if req else ''}{', '.join(opt)}]" if opt else "") + ">"


def pattern_text(tree: Any) -> str:
    """A pattern tree as CuTe prints a static tuple, with its leaves as written (`(M,N,_16)`)."""
    if isinstance(tree, list):
        return "(" + ",".join(pattern_text(t) for t in tree) + ")"
    return f"_{tree}" if isinstance(tree, int) else tree


def constraints(entry: Mapping[str, Any]) -> list[str]:
    """CuTe's static_assert messages of the family (what its arguments must satisfy)."""
    return [msg for _, msg in entry["asserts"]]


def cpp_spelling(entry: Mapping[str, Any], targs: list[str], traits_of: str = "MMA_Traits") -> str:
    """The C++ type of `family<targs...>`: the family's namespace (SM103::) and its enumerations qualified
    (`K` for an a_major is UMMA::Major::K), as cutecalc's reader drops them.  A family whose operation is no
    template (entry "traits") is spelled as its traits: `MMA_Traits<Op, a, b, c, C<M>, C<N>,
    integral_constant<UMMA::Major, UMMA::Major::K>, ...>`."""
    if entry.get("traits"):
        parts = [entry["cpp"]]
        for p, a in zip(entry["params"], targs):
            short = a.rsplit("::", 1)[-1]
            parts.append(a if p["kind"] == "type" else f"C<{a}>" if p["kind"] == "int"
                         else f"integral_constant<{p['kind']}, {p['kind']}::{short}>")
        return f"{traits_of}<{', '.join(parts)}>"
    args = [f"{p['kind']}::{a.rsplit('::', 1)[-1]}" if p["kind"].startswith("UMMA::") else a
            for p, a in zip(entry["params"], targs)]
    return f"{entry['cpp']}<{','.join(args)}>"


# -- the fragments of a UMMA op (mma_traits_sm100.hpp's FrgTypeA/B/C) -----------------------------------------------

TMEM_CAPACITY_BITS = 128 * 512 * 32   # TMEM::MAX_CAPACITY_BITS: 128 lanes (datapaths) of 512 32-bit columns


@record(frozen=True)
class UmmaFragment:
    """One operand's FrgType of a UMMA op: a shared-memory descriptor (UMMA::smem_desc<major>, or the sparse A's
    sparse_smem_desc), or a tensor-memory allocation (UMMA::tmem_frg<ValueType, StorageType, N_SM, TmemAlloc>)."""

    kind: str                    # "smem_desc", "sparse_smem_desc" or "tmem_frg"
    major: str = "K"             # a descriptor's UMMA::Major
    value_bits: int = 32         # tmem_frg's ValueType and StorageType widths
    storage_bits: int = 32
    n_sm: int = 1                # 1, or 2 for the 2x1SM ops
    alloc: str = "Interleaved"   # UMMA::TmemAllocMode: Interleaved, NonInterleaved or Duplicated
    value_type: str = ""         # tmem_frg's ValueType as C++ names it (the tmem tensor's value_type)


def fragment_types(name: str, env: Mapping[str, Any], types: tuple[str, str, str, str],
                   type_bits: Mapping[str, int]) -> tuple[UmmaFragment, UmmaFragment, UmmaFragment]:
    """FrgTypeA/B/C of the UMMA family `name` (types: ValTypeD, A, B, C), as every MMA_Traits of
    mma_traits_sm100.hpp/sm103 spells them: B is always an smem descriptor; A is one too, but in tensor memory
    for the _TS families (NonInterleaved on one SM, Duplicated on two) and a sparse descriptor for _SPARSE; C is
    tmem_frg<c_type> (storage uint32_t), on a _TS family of one SM tmem_frg<c_type, int32_t, NonInterleaved>."""
    n_sm = 2 if "_2x1SM_" in name else 1
    ts = "_TS" in name
    major_a, major_b = (str(env.get(k, "K")) for k in ("a_major", "b_major"))

    def bits(t: str) -> int:
        return type_bits[canonical_type(t)]
    if ts:
        a = UmmaFragment("tmem_frg", value_bits=bits(types[1]), storage_bits=bits(types[1]), n_sm=n_sm,
                         alloc="NonInterleaved" if n_sm == 1 else "Duplicated", value_type=canonical_type(types[1]))
    else:
        a = UmmaFragment("sparse_smem_desc" if "_SPARSE" in name else "smem_desc", major_a)
    c = UmmaFragment("tmem_frg", value_bits=bits(types[3]), storage_bits=32, n_sm=n_sm,
                     alloc="NonInterleaved" if ts and n_sm == 1 else "Interleaved", value_type=canonical_type(types[3]))
    return a, UmmaFragment("smem_desc", major_b), c
