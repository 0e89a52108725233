"""The copy operations of CuTe's headers (development time only; called by tools.gen_atoms).

Every `Copy_Traits` specialisation in cute/atom/copy_traits*.hpp is one of
- a plain operation, `template <> struct Copy_Traits<SM100_TMEM_LOAD_16dp256b1x>` (or one whose only further
  parameters are an empty pack, `Copy_Traits<SM90_BULK_COPY_AUTO, OpArgs...>`): compiled and recorded as is;
- a family templated on its operation's parameters, `Copy_Traits<UniversalCopy<S,D>>`,
  `Copy_Traits<AutoVectorizingCopyWithAssumedAlignment<MaxVecBits>>`, `Copy_Traits<SM80_CP_ASYNC_CACHEALWAYS<S,D>>`:
  the parameters (and their defaults, `class D = S`) and the operation's static_asserts are read from its
  definition in cute/arch/*.hpp;
- a family whose operation is no template and whose traits take the parameters,
  `Copy_Traits<SM90_BULK_COPY_G2S, NumBitsPerTMA, OpArgs...>` (written `Copy_Traits<SM90_BULK_COPY_G2S, C<256>>`);
- or left out with the reason: TMA (the tma calculator's: a descriptor the CUDA driver encodes), and the
  prefetches, whose traits are built from a load's and which no `Copy_Atom<...>{}` constructs.
A family's layouts (in bits) are fitted as patterns whose integers are c*X, X the width in bits of a type
parameter or the value of an integer parameter (one letter each, named in the entry's "vars"), to compiled
instantiations, and checked against further compiled ones, as tools/gen_umma.py does for UMMA.
"""

from __future__ import annotations

import re
from itertools import product
from pathlib import Path

from tools.gen_umma import cpp_condition, fit_tree, template_params

FIELDS = ("ThrID", "SrcLayout", "DstLayout", "RefLayout")
# The types a family's type parameters are instantiated with (which of them are valid is its static_asserts'
# call), and the values of its integer parameters.
SAMPLE_TYPES = ("uint8_t", "uint16_t", "half_t", "uint32_t", "float", "uint64_t", "double", "uint128_t")
SAMPLE_INTS = (8, 16, 32, 64, 128, 256, 384, 1024, 4096)
LETTERS = "XYZW"

_TRAITS = re.compile(r"template\s*<([^{};]*?)>\s*struct\s+Copy_Traits\s*<\s*([\w:]+)\s*(?:<([^<>]*)>)?\s*"
                     r"((?:,[^{};]*?)?)>\s*(?::[^{;]*)?\{", re.S)
_ASSERT = re.compile(r"static_assert\s*\((.*?)(?:,\s*\"([^\"]*)\")?\s*\)\s*;", re.S)
_ALIAS = re.compile(r"^using\s+(\w+)\s*=\s*(\w+)\s*<([^<>;]*)>\s*;", re.M)

SKIP_REASONS = (
    ("_TMA_", "TMA: make_tma_copy/make_tma_atom build it around a descriptor the CUDA driver encodes "
              "(the TMA calculator's, not a Copy_Atom<Op, T>{})"),
    ("::PREFETCH", "a prefetch: its traits are constructed from a load's (Copy_Traits(Copy_Traits<...> const&)), "
                   "so no Copy_Atom<Copy_Traits<...>, T>{} constructs it (g++: could not convert '{}')"),
)


def _arch_of(header: str) -> str:
    m = re.search(r"sm(\d+)", header)
    return f"SM{m.group(1)}" if m else "any"


def _body(text: str, start: int) -> str:
    """The declarations of a struct whose body opens just before start, up to its first member function."""
    end = text.find("\n};", start)
    body = text[start:end if end >= 0 else len(text)]
    return body.split("CUTE_HOST_DEVICE", 1)[0]


def _asserts(body: str) -> list[tuple[str, str]]:
    """(condition, message) of the static_asserts at class scope (a message-less one: the condition)."""
    return [(" ".join(c.split()), msg or " ".join(c.split())) for c, msg in _ASSERT.findall(body)]


def _definition(inc: Path, name: str) -> tuple[str, str]:
    """(template head, class-scope body) of the operation template `name` in cute/arch/."""
    pat = re.compile(r"template\s*<([^{};]*?)>\s*struct\s+" + re.escape(name) + r"\s*(?::[^{;]*)?\{", re.S)
    for header in sorted((inc / "cute" / "arch").glob("copy*.hpp")):
        text = header.read_text()
        m = pat.search(text)
        if m:
            return m.group(1), _body(text, m.end())
    raise ValueError(f"no template definition of {name} in cute/arch/")


def specialisations(inc: Path) -> tuple[list[dict], dict[str, dict], list[dict]]:
    """(plain operations, families, skipped) for every Copy_Traits specialisation of the headers."""
    plain, families, skipped = [], {}, []
    for header in sorted((inc / "cute" / "atom").glob("copy_traits*.hpp")):
        text = header.read_text()
        for m in _TRAITS.finditer(text):
            head, op, op_args, rest = m.group(1).strip(), m.group(2), m.group(3), m.group(4)
            entry = {"name": op.rsplit("::", 1)[-1], "arch": _arch_of(header.name), "header": header.name}
            reason = next((r for key, r in SKIP_REASONS if key in op), None)
            if reason is not None:
                skipped.append({"name": op, "header": header.name, "reason": reason})
                continue
            extra = [a.strip() for a in rest.strip(", \n").split(",") if a.strip()]
            packs = [a for a in extra if a.endswith("...")]
            if op_args is not None:       # Copy_Traits<UniversalCopy<S,D>>: the operation's own parameters
                arch_head, arch_body = _definition(inc, op)
                families[entry["name"]] = {**entry, "params": template_params(arch_head),
                                           "asserts": _asserts(arch_body) + _asserts(_body(text, m.end()))}
            elif len(packs) < len(extra):  # Copy_Traits<SM90_BULK_COPY_G2S, NumBitsPerTMA, OpArgs...>
                params = template_params(head)
                body = text[m.end():text.find("\n};", m.end())]
                for p in params:          # a class parameter used as NAME::value holds an integer: C<256>
                    if p["kind"] == "type" and re.search(rf"\b{p['name']}::value\b", body):
                        p["kind"] = "int"
                families[entry["name"]] = {**entry, "params": params, "asserts": _asserts(_body(text, m.end())),
                                           "traits": True}
            else:                          # template <> (or only an empty pack of further arguments)
                plain.append(entry)
    return plain, families, skipped


def aliases(inc: Path, families: dict[str, dict]) -> dict[str, list]:
    """{alias: [family, [arguments]]} for the `using X = Family<...>;` of cute/arch/copy*.hpp."""
    out = {}
    for header in sorted((inc / "cute" / "arch").glob("copy*.hpp")):
        for m in _ALIAS.finditer(header.read_text()):
            if m.group(2) in families:
                out[m.group(1)] = [m.group(2), [a.strip() for a in m.group(3).split(",")]]
    return out


# ---------------------------------------------------------------------------------------------
# Families: instantiate, fit, check
# ---------------------------------------------------------------------------------------------

def variables(fam: dict) -> dict[str, list[str]]:
    """{letter: ["bits", type parameter] or ["int", integer parameter]}: the names a family's patterns use."""
    return {LETTERS[i]: ["bits" if p["kind"] == "type" else "int", p["name"]] for i, p in enumerate(fam["params"])}


def candidates(fam: dict) -> list[dict]:
    """Every instantiation of the sample types and integers (a defaulted parameter also left to its default,
    None) that the static_asserts accept, as {parameter: value}."""
    from cutecalc.algebra.umma import check_conditions
    from cutecalc.lang.values import TYPE_BITS

    choices = []
    for p in fam["params"]:
        values: list = list(SAMPLE_TYPES) if p["kind"] == "type" else list(SAMPLE_INTS)
        choices.append(values + ([None] if p["default"] is not None else []))
    out = []
    for vals in product(*choices):
        if any(v is None for v in vals[:max((i for i, v in enumerate(vals) if v is not None), default=-1)]):
            continue    # C++ defaults only trailing parameters
        env = resolve(fam, dict(zip((p["name"] for p in fam["params"]), vals)))
        if check_conditions(fam["asserts"], env, lambda t: TYPE_BITS[t]) is None:
            out.append(dict(zip((p["name"] for p in fam["params"]), vals)))
    return out


def resolve(fam: dict, given: dict) -> dict:
    """The parameters' values with the defaults filled in (a default may name an earlier parameter: D = S)."""
    env: dict = {}
    for p in fam["params"]:
        v = given.get(p["name"])
        if v is None:
            d = p["default"]
            v = env[d] if d in env else int(d) if p["kind"] == "int" else d
        env[p["name"]] = v
    return env


def cpp_type(name: str, fam: dict, given: dict) -> str:
    """The C++ traits type of an instantiation: Copy_Traits<Op<args>> or Copy_Traits<Op, C<n>, ...>."""
    args = [f"C<{v}>" if fam.get("traits") else str(v) for v in given.values() if v is not None]
    if fam.get("traits"):
        return f"Copy_Traits<{', '.join([name] + args)}>"
    return f"Copy_Traits<{name}<{','.join(args)}>>"


def pick(cands: list[dict]) -> tuple[list[dict], list[dict]]:
    """(instantiations to fit the pattern to, instantiations to check it against), a fixed choice."""
    full = [c for c in cands if all(v is not None for v in c.values())] or cands
    derive = [c for i, c in enumerate(full) if i in (0, len(full) // 2, len(full) - 1)]
    rest = [c for c in cands if c not in derive]
    step = max(1, len(rest) // 6)
    return derive, rest[::step][:6]


def letter_env(fam: dict, env: dict) -> dict[str, int]:
    from cutecalc.lang.values import TYPE_BITS
    return {k: TYPE_BITS[env[p]] if kind == "bits" else int(env[p]) for k, (kind, p) in variables(fam).items()}


def build(families: dict[str, dict], compile_traits) -> dict[str, dict]:
    """{family: entry} — compile_traits(types) -> {type: {field: tree}} for Copy_Traits types."""
    from cutecalc.algebra.umma import fill

    plans = {}
    for name, fam in families.items():
        fam["asserts"] = [[cpp_condition(c, frozenset(p["name"] for p in fam["params"])), msg]
                          for c, msg in fam["asserts"]]
        cands = candidates(fam)
        if not cands:
            raise SystemExit(f"{name}: no sample instantiation passes its static_asserts")
        plans[name] = pick(cands)
    types = sorted({cpp_type(n, families[n], g) for n, (d, c) in plans.items() for g in d + c})
    recs = compile_traits(types)
    out = {}
    for name, (derive, check) in plans.items():
        fam = families[name]
        envs = [letter_env(fam, resolve(fam, g)) for g in derive]
        factors = ("1", *variables(fam))
        bits = {f: fit_tree(name, f, [recs[cpp_type(name, fam, g)][f] for g in derive], envs, factors)
                for f in FIELDS}
        for g in derive + check:
            env = letter_env(fam, resolve(fam, g))
            got = {f: fill(bits[f], env) for f in FIELDS}
            if got != recs[cpp_type(name, fam, g)]:
                raise SystemExit(f"{name}: the pattern mispredicts {cpp_type(name, fam, g)}")
        out[name] = {"arch": fam["arch"], "header": fam["header"], "cpp": name, "params": fam["params"],
                     "asserts": fam["asserts"], "vars": variables(fam), "bits": bits,
                     "checked": len(derive + check), **({"traits": True} if fam.get("traits") else {})}
    return out
