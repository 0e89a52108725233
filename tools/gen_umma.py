"""SM100/SM103 UMMA families as templated catalogue entries (development time only; called by tools.gen_atoms).

Each family `SM100_MMA_X<a_type, b_type, c_type, [sf_type,] M, N, [VS,] a_major, b_major, ...>` is templated on
element types, M and N.  The generator reads from the headers
- the family's template parameters (cute/arch/mma_sm100_umma.hpp: kind, name, default), and
- its static_asserts on M, N, VS and the majors (arch header) and on the types' widths (mma_traits_sm100.hpp),
  stored as C++ condition text with CuTe's message (cutecalc evaluates the few forms they use);
then compiles sample instantiations with g++, fits every integer of the printed ThrID/Shape_MNK/A/B/C layouts as
`c * X` (X one of 1, M, N, K, M*K, N*K, M*N; c rational) and K as `bits / sizeof_bits(a_type)`, and checks the
fitted pattern against further compiled instantiations (other M, N, types, majors) before writing it.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

FACTORS = ("1", "M", "N", "K", "M*K", "N*K", "M*N")
# Sample element types to compile per family (the generator's choice of what to instantiate; which of them are
# valid is CuTe's static_asserts' call, evaluated below): (a, b, c[, sf]) tuples, by family name.
SAMPLE_TYPES = [
    ("MXF4NVF4", [("float_e2m1_t", "float_e2m1_t", "float", "float_ue8m0_t"),
                  ("float_e2m1_t", "float_e2m1_t", "float", "float_ue4m3_t")]),
    ("MXF4", [("float_e2m1_t", "float_e2m1_t", "float", "float_ue8m0_t"),
              ("float_e2m1_t", "float_e2m1_t", "float", "float_ue4m3_t")]),
    ("MXF8F6F4", [("float_e4m3_t", "float_e4m3_t", "float", "float_ue8m0_t"),
                  ("float_e2m1_t", "float_e5m2_t", "float", "float_ue8m0_t")]),
    ("F8F6F4", [("float_e4m3_t", "float_e4m3_t", "float"), ("float_e5m2_t", "float_e2m1_t", "half_t")]),
    ("TF32", [("tfloat32_t", "tfloat32_t", "float")]),
    ("F16BF16", [("half_t", "half_t", "float"), ("bfloat16_t", "bfloat16_t", "float"), ("half_t", "half_t", "half_t")]),
    ("S8", [("int8_t", "int8_t", "int32_t"), ("uint8_t", "int8_t", "int32_t")]),
    # D, A, B, C: different types in each place, so that each ValType is seen to follow its own parameter
    ("UniversalFMA", [("float", "half_t", "bfloat16_t", "double"), ("double", "double", "double", "double"),
                      ("int32_t", "int8_t", "uint8_t", "int16_t"), ("half_t", "float", "int32_t", "uint16_t"),
                      ("float", "float", "float", "float")]),
]
TYPE_BITS = {"float_e2m1_t": 4, "float_e4m3_t": 8, "float_e5m2_t": 8, "float_ue8m0_t": 8, "float_ue4m3_t": 8,
             "tfloat32_t": 32, "float": 32, "half_t": 16, "bfloat16_t": 16, "int8_t": 8, "uint8_t": 8,
             "int32_t": 32, "double": 64, "int16_t": 16, "uint16_t": 16}

_HEAD = re.compile(r"template\s*<([^{};]*?)>\s*struct\s+(SM10[03]\w*)\s*\{", re.S)
_ASSERT = re.compile(r"static_assert\s*\(([^;]*?),\s*\"([^\"]*)\"\s*\)\s*;", re.S)
_TRAITS = re.compile(r"template\s*<([^{};]*?)>\s*struct\s+MMA_Traits\s*<\s*(?:SM103::)?(SM10[03]\w*)\s*<", re.S)
# An operation that is not a template, parameterised through its traits: MMA_Traits<SM100_MMA_F8F6F4_SS, a_type, ...>
_TRAITS_OF_PLAIN = re.compile(r"template\s*<([^{};]*?)>\s*struct\s+MMA_Traits\s*<\s*(SM100\w*)\s*,", re.S)


def template_params(head: str) -> list[dict]:
    """A template head's parameters as {kind, name, default}: kind "type" (class/typename), "int" (int,
    uint32_t) or the enumeration's name (UMMA::Major); parameter packs (`class... OpArgs`) are left out."""
    out = []
    for p in re.split(r",(?![^<]*>)", head):
        p = " ".join(p.split())
        if re.match(r"(class|typename)\s*\.\.\.", p):
            continue
        m = re.match(r"(class|typename|int|uint32_t|UMMA::\w+)\s+(\w+)(?:\s*=\s*(.+))?$", p)
        if not m:
            raise ValueError(f"template parameter {p!r}")
        kind = {"class": "type", "typename": "type", "int": "int", "uint32_t": "int"}.get(m.group(1), m.group(1))
        out.append({"kind": kind, "name": m.group(2), "default": m.group(3)})
    return out


_OPEN = re.compile(r"template\s*<([^{};]*?)>\s*struct\s+MMA_Traits\s*<\s*(\w+)\s*<([^<>]*)>\s*>", re.S)


def families(inc: Path) -> dict[str, dict]:
    """{family: {params, asserts, arch, header, cpp[, traits]}} for the templated UMMA operations of the arch
    header, for the plain operations whose MMA_Traits<Op, ...> carries the parameters (traits: True), and for
    the operations of any architecture whose traits take every parameter of the operation's own template
    (cute/atom/mma_traits.hpp: MMA_Traits<UniversalFMA<D,A,B,C>>, no header enumerates their arguments)."""
    arch = (inc / "cute" / "arch" / "mma_sm100_umma.hpp").read_text()
    traits = (inc / "cute" / "atom" / "mma_traits_sm100.hpp").read_text()
    out = {}
    for m in _HEAD.finditer(arch):
        body = arch[m.end():arch.find("\n};", m.end())]
        head_asserts = [(" ".join(c.split()), msg) for c, msg in _ASSERT.findall(body.split("fma(")[0])]
        out[m.group(2)] = {"params": template_params(m.group(1)), "asserts": head_asserts, "arch": m.group(2)[:5],
                           "header": "mma_traits_sm100.hpp",
                           "cpp": ("SM103::" if m.group(2).startswith("SM103") else "") + m.group(2)}
    generic = (inc / "cute" / "atom" / "mma_traits.hpp").read_text()
    for m in _OPEN.finditer(generic):
        head_names = [p["name"] for p in template_params(m.group(1))]
        if [a.strip() for a in m.group(3).split(",")] != head_names:
            continue
        definition = re.search(r"template\s*<([^{};]*?)>\s*struct\s+" + m.group(2) + r"\s*\{",
                               (inc / "cute" / "arch" / "mma.hpp").read_text())
        if definition is None:
            raise SystemExit(f"no template definition of {m.group(2)} in cute/arch/mma.hpp")
        out[m.group(2)] = {"params": template_params(definition.group(1)), "asserts": [], "arch": "any",
                           "header": "mma_traits.hpp", "cpp": m.group(2)}
    for m in _TRAITS.finditer(traits):
        fam = out.get(m.group(2))
        if fam is None:
            continue
        body = traits[m.end():traits.find("\n};", m.end())]
        for cond, msg in _ASSERT.findall(body.split("mma_unpack")[0]):
            fam["asserts"].append((" ".join(cond.split()), msg))
    for m in _TRAITS_OF_PLAIN.finditer(traits):
        body = traits[m.end():traits.find("\n};", m.end())]
        asserts = [(" ".join(c.split()), msg) for c, msg in _ASSERT.findall(body.split("mma_unpack")[0])]
        out[m.group(2)] = {"params": template_params(m.group(1)), "asserts": asserts, "traits": True, "arch": "SM100",
                           "header": "mma_traits_sm100.hpp", "cpp": m.group(2)}
    return out


UMMA_NAMES = frozenset({"M", "N", "VS", "a_major", "b_major", "a_type", "b_type", "c_type", "sf_type"})


def cpp_condition(cond: str, names: frozenset[str] = UMMA_NAMES) -> str:
    """A static_assert condition of these headers as a Python expression over the parameters `names` (M, N,
    VS, a_major, b_major and the type parameters for UMMA), bits(type param) and same(type param, 'name');
    ValueError for a form it does not know."""
    py = cond
    py = re.sub(r"cute::|cutlass::", "", py)
    py = re.sub(r"sizeof_bits_v<(\w+)>|sizeof_bits<(\w+)>::value", lambda m: f"bits({m.group(1) or m.group(2)})", py)
    py = re.sub(r"sizeof\((\w+)\)", r"(bits(\1)//8)", py)
    py = re.sub(r"is_same_v<(\w+),\s*(\w+)>|is_same<(\w+),\s*(\w+)>::value",
                lambda m: f"same({m.group(1) or m.group(3)}, '{m.group(2) or m.group(4)}')", py)
    py = re.sub(r"UMMA::Major::(\w+)", r"'\1'", py)
    py = re.sub(r"\b(\w+)::value\b", r"\1", py)              # an integral constant parameter: C<256>::value
    py = re.sub(r"\b(?:u?int(?:32|64)_t|int)\(", "(", py)     # int32_t(x): the operands are integers already
    py = re.sub(r"(?<![/])/(?![/])", "//", py)                  # C++'s integer division
    py = py.replace("&&", " and ").replace("||", " or ")
    used = set(re.findall(r"[A-Za-z_]\w*", re.sub(r"'[^']*'", "", py)))
    if not used <= names | {"bits", "same", "and", "or"}:
        raise ValueError(f"condition {cond!r}")
    return py


def enums(inc: Path) -> dict[str, list[str]]:
    """{UMMA::Enum: enumerators} of the UMMA enumerations (cute/arch/mma_sm100_desc.hpp)."""
    text = (inc / "cute" / "arch" / "mma_sm100_desc.hpp").read_text()
    out = {}
    for m in re.finditer(r"enum\s+class\s+(\w+)\s*(?::\s*\w+)?\s*\{([^}]*)\}", text):
        names = [re.match(r"\s*(\w+)", e).group(1) for e in re.sub(r"//[^\n]*", "", m.group(2)).split(",")
                 if e.strip()]
        out[f"UMMA::{m.group(1)}"] = names
    return out


def _type_samples(name: str, ntypes: int) -> list[tuple[str, ...]]:
    for key, samples in SAMPLE_TYPES:
        if key in name:
            return [s for s in samples if len(s) == ntypes]
    raise ValueError(f"no sample types for {name}")


def candidates(name: str, fam: dict, enum_values: dict[str, list[str]]) -> list[dict]:
    """Every instantiation of the sample types, M in {64,128,256}, N in multiples of 8, VS in {16,32}, each
    Major, that CuTe's static_asserts (as condition_holds reads them) accept, as environments."""
    from itertools import product

    from cutecalc.algebra.umma import check_conditions

    params = [p for p in fam["params"] if p["default"] is None]
    types = [p["name"] for p in fam["params"] if p["kind"] == "type"]   # every one given (defaulted or not)
    choices: list[list] = []
    for p in params:
        if p["kind"] == "type":
            continue
        if p["name"] == "M":
            choices.append([64, 128, 256])
        elif p["name"] == "N":
            choices.append(list(range(8, 257, 8)))
        elif p["name"] == "VS":
            choices.append([16, 32])
        elif p["kind"] == "int":
            choices.append([1])          # ScaleC: does not reach the layouts (checked by the fit)
        else:
            choices.append(enum_values[p["kind"]])
    others = [p["name"] for p in params if p["kind"] != "type"]
    out = []
    for ts in _type_samples(name, len(types)):
        for vals in product(*choices):
            env = dict(zip(types, ts)) | dict(zip(others, vals))
            for p in fam["params"][len(params):]:
                env.setdefault(p["name"], p["default"].rsplit("::", 1)[-1])
            if check_conditions(fam["asserts"], env, lambda t: TYPE_BITS[t]) is None:
                out.append(env)
    return out


def cpp_op(name: str, fam: dict, env: dict) -> str:
    if fam.get("traits"):
        from cutecalc.algebra.umma import cpp_spelling
        return cpp_spelling({"cpp": name, "params": fam["params"], "traits": True},
                            [str(env[p["name"]]) for p in fam["params"]])
    args = []
    for p in fam["params"]:
        if p["default"] is not None and p["kind"] != "type":   # the sample gives every type, defaulted or not
            break
        v = env[p["name"]]
        args.append(f"{p['kind']}::{v}" if p["kind"].startswith("UMMA::") else str(v))
    return f"{fam['cpp']}<{','.join(args)}>"


def pick(cands: list[dict]) -> tuple[list[dict], list[dict]]:
    """(instantiations to derive the pattern from, instantiations to check it against): the derivation set
    varies M, N and the types (N avoiding the values M takes, so that the fit cannot mistake one for the other),
    the check set adds others (smallest and largest N, other majors) chosen by a fixed seed."""
    import random
    if "M" not in cands[0] or "N" not in cands[0]:   # no shape parameters: the first three, then the rest
        return cands[:3], cands[3:]
    ms = sorted({c["M"] for c in cands})
    plain = [c for c in cands if c["N"] not in (64, 128, 256)] or cands
    d1 = min(plain, key=lambda c: (c["M"], c["N"]))
    d2 = max(plain, key=lambda c: (c["M"], c["N"], str(sorted(c.items()))))
    mid = [c for c in plain if c["N"] not in (d1["N"], d2["N"]) and c["M"] == ms[-1]]
    d3 = mid[len(mid) // 2] if mid else d1
    derive = [d1, d2, d3]
    rest = [c for c in cands if c not in derive]
    rng = random.Random(len(cands))
    check = rng.sample(rest, min(5, len(rest)))
    check += [c for c in (min(cands, key=lambda c: c["N"]), max(cands, key=lambda c: (c["N"], c["M"])))
              if c not in check and c not in derive]
    return derive, check


def _flatten(t) -> list[int]:
    return [x for e in t for x in _flatten(e)] if isinstance(t, list) else [t]


def _shape_of(t):
    return [_shape_of(e) for e in t] if isinstance(t, list) else None


def _rebuild(t, leaves):
    """t's structure with its leaves taken in order from the iterator leaves."""
    return [_rebuild(e, leaves) for e in t] if isinstance(t, list) else next(leaves)


def fit_tree(name: str, field: str, trees: list, envs: list[dict], factors: tuple[str, ...]):
    """One pattern for the printed trees of several instantiations (environments envs): the common structure,
    each integer as c*X with X one of factors ("1", or a product of the environment's one-letter names)."""
    from cutecalc.algebra.umma import fill, leaf_text
    if any(_shape_of(t) != _shape_of(trees[0]) for t in trees):
        raise SystemExit(f"{name}: {field} changes structure with the parameters: no single pattern")
    columns = list(zip(*(_flatten(t) for t in trees)))
    leaves = []
    for col in columns:
        for x in factors:
            xs = [fill(leaf_text(Fraction(1), x), env) if x != "1" else 1 for env in envs]
            if xs[0] == 0:
                continue
            c = Fraction(col[0], xs[0])
            if all(Fraction(v) == c * xv for v, xv in zip(col, xs)):
                leaves.append(int(c) if x == "1" else leaf_text(c, x))
                break
        else:
            raise SystemExit(f"{name}: {field} value {col} is no c*X of {factors}")
    return _rebuild(trees[0], iter(leaves))


def fit(name: str, insts: list[tuple[dict, dict]], types: list[str]) -> dict:
    """The family's pattern from (environment, printed entry) pairs: K's rule, every layout integer as c*X, the
    value types as templates over the type parameters `types`."""
    ks = [e["Shape_MNK"][2] for _, e in insts]
    per_bits = {k * TYPE_BITS[env["a_type"]] for (env, _), k in zip(insts, ks) if "a_type" in env}
    rule = ["const", ks[0]] if len(set(ks)) == 1 else ["bits", per_bits.pop()] if len(per_bits) == 1 else None
    if rule is None:
        raise SystemExit(f"{name}: K is neither constant nor bits/sizeof_bits(a_type): {ks}")
    envs = [dict(env, K=k) for (env, _), k in zip(insts, ks)]
    out: dict = {"K": rule}
    for field in ("ThrID", "Shape_MNK", "ALayout", "BLayout", "CLayout"):
        out[field] = fit_tree(name, field, [e[field] for _, e in insts], envs, FACTORS)
    for field in ("ValTypeD", "ValTypeA", "ValTypeB", "ValTypeC"):
        seen = [_spell(e[field]) for _, e in insts]
        options = None
        for (env, _), text in zip(insts, seen):
            mine = {text}
            for p in types:
                word = re.compile(r"(?<!\w)" + re.escape(env[p]) + r"(?!\w)") if p in env else None
                if word is not None and word.search(text):
                    mine.add(word.sub("{" + p + "}", text))
            options = mine if options is None else options & mine
        if not options:
            raise SystemExit(f"{name}: {field} {seen} follows no type parameter")
        out[field] = sorted(options, key=lambda o: ("{" not in o, o))[0]
    return out


# g++'s names of the fundamental integer types -> CuTe's aliases (gen_atoms.clean_type reads them too).
FUNDAMENTAL = {"signed char": "int8_t", "unsigned char": "uint8_t", "short int": "int16_t",
               "short unsigned int": "uint16_t", "int": "int32_t", "unsigned int": "uint32_t",
               "long int": "int64_t", "long unsigned int": "uint64_t"}


def _spell(t: str) -> str:
    """A printed value type with the fundamental types inside it spelled as CuTe's aliases (signed char ->
    int8_t), as gen_atoms.clean_type does for a whole type."""
    keys = sorted(FUNDAMENTAL, key=len, reverse=True)
    return re.sub(r"\b(" + "|".join(re.escape(k) for k in keys) + r")\b(?![\w ]*int\b)",
                  lambda m: FUNDAMENTAL[m.group(1)], t)


def instantiate(entry: dict, env: dict) -> dict:
    """The printed entry a pattern predicts for env (the check compares it with the compiled one)."""
    from cutecalc.algebra.umma import fill, val_type
    rule = entry["K"]
    k = rule[1] if rule[0] == "const" else rule[1] // TYPE_BITS[env["a_type"]]
    e = dict(env, K=k)
    out = {f: fill(entry[f], e) for f in ("ThrID", "Shape_MNK", "ALayout", "BLayout", "CLayout")}
    out |= {f: val_type(entry[f], env) for f in ("ValTypeD", "ValTypeA", "ValTypeB", "ValTypeC")}
    return out


def build(inc: Path, compile_records, only: set[str] | None = None) -> tuple[dict[str, dict], int]:
    """({family: entry}, instantiations compiled) — compile_records(ops) -> {op: printed entry}; only: just these
    families."""
    enum_values = enums(inc)
    fams = {n: f for n, f in families(inc).items() if only is None or n in only}
    plans = {}
    for name, fam in fams.items():
        read, unread = [], []
        for c, msg in fam["asserts"]:
            try:
                read.append([cpp_condition(c), msg])
            except ValueError:
                unread.append(c)
        fam["asserts"], fam["unread"] = read, unread
        used = {p["kind"] for p in fam["params"] if p["kind"].startswith("UMMA::")}
        fam["enums"] = {k: v for k, v in enum_values.items() if k in used}
        plans[name] = pick(candidates(name, fam, fam["enums"]))
    ops = [cpp_op(n, fams[n], env) for n, (d, c) in plans.items() for env in d + c]
    recs = compile_records(ops)
    out = {}
    for name, (derive, check) in plans.items():
        fam = fams[name]
        entry = fit(name, [(env, recs[cpp_op(name, fam, env)]) for env in derive],
                    [p["name"] for p in fam["params"] if p["kind"] == "type"])
        for env in derive + check:
            got, want = instantiate(entry, env), recs[cpp_op(name, fam, env)]
            want = {k: _spell(v) if isinstance(v, str) else v for k, v in want.items()}
            if any(got[k] != want[k] for k in got):
                raise SystemExit(f"{name}: the pattern fitted to {len(derive)} instantiations mispredicts "
                                 f"{cpp_op(name, fam, env)}: {got} != {want}")
        out[name] = {"arch": fam["arch"], "header": fam["header"], "cpp": fam["cpp"],
                     "params": fam["params"], "asserts": fam["asserts"], "enums": fam["enums"],
            "unread_asserts": fam["unread"], "checked": len(derive + check), **entry}
        if fam.get("traits"):
            out[name]["traits"] = True
    return out, len(ops)
