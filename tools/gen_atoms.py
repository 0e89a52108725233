"""Generate cutecalc/data/atoms.json, the MMA and copy atom catalogue, from CuTe's own headers.

Development time only (never imported by cutecalc): every `MMA_Traits` specialisation in
cute/atom/mma_traits_sm*.hpp and every Copy_Traits specialisation in cute/atom/copy_traits*.hpp (tools/gen_copy.py)
is instantiated in a host program compiled with g++ against the nvidia-cutlass wheel's headers (the oracle's
reference toolchain, cutecalc/interop/toolchain.py), which prints the atom as `print(MMA_Atom<Op>{})` (and the trait's
value types) or the Copy_Traits' layouts in bits.  The printed layouts are read back with cutecalc's parser and stored
as static shape/stride trees.

    python -m tools.gen_atoms            # rewrite cutecalc/data/atoms.json
    python -m tools.gen_atoms --check    # regenerate and compare with the shipped file
    python -m tools.gen_atoms --copies   # regenerate only the copy operations (seconds)

Enumeration of template parameters (CuTe's headers define families, not single types):
- GMMA `SM90_64xNxK_..._SS/RS<tnspA, tnspB, scaleA, scaleB>`: one entry per family, instantiated with
  <GMMA::Major::K, GMMA::Major::K> (scales defaulted); the layouts do not depend on Major (the generator
  checks all four Major pairs on a sample), so the entry records its two Major parameters.
- GMMA `..._SS_TN<scaleA, scaleB>` / `..._RS_TN<...>`: instantiated with the default scales, as `Name<>`.
- Sparse GMMA `SM90::GMMA::SPARSE::GMMA_64xNxK_..._SS/RS<tnspA, tnspB, scaleA, scaleB, spsel>`: as the dense
  families (Major pair K, K; scales and sparse selector defaulted), named by the type's own name
  (`GMMA_64x8x32_F16F16F16_SS`: cutecalc drops C++ namespaces, and no dense atom has that name).
- `UniversalFMA<D, A = D, B = A, C = D>`: any element types, so one templated entry under "mma_families" (as UMMA's).
- SM120 families templated on element types (`SM120_16x8x32_TN<A,B,C>`, the block-scaled `..._VS<A,B,C,SF,VS>`
  and the sparse ones): one entry per specialisation the arch headers (cute/arch/mma_sm120*.hpp) define, with
  each scale-factor vector size VS that specialisation's body names (`VS == 32`), keyed `Name<A, B, C, ...>`.
- SM100 UMMA `SM100_MMA_*<types, M, N, majors...>` and SM103 `SM103::SM103_MXF4_ULTRA_*`: one templated
  entry per family under "mma_families" (tools/gen_umma.py: parameters and static_asserts read from the headers, layouts
  fitted as patterns in M, N, K to compiled instantiations and checked against further ones).
- The UMMA operations that are not templates themselves (SM100_MMA_F8F6F4_SS, SM100_MMA_F8F6F4_2x1SM_SS: their
  MMA_Traits<Op, types, C<M>, C<N>, ...> carry the parameters) are no MMA atoms (SKIP_REASONS) but gen_umma
  families marked "traits", so they leave "skipped".
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from cutecalc.errors import CuteToolError
from cutecalc.interop.toolchain import reference_toolchain, reference_version, toolchain_problem, wheel_cute_include
from tools import gen_copy, gen_umma
from tools.gen_umma import FUNDAMENTAL as _FUNDAMENTAL

ROOT = Path(__file__).resolve().parents[1]
OUT_PATH = ROOT / "cutecalc" / "data" / "atoms.json"
BATCH = 160
JOBS = 2

GMMA_MAJORS = ("K", "MN")

SKIP_REASONS = {
    "SM100_MMA": "SM100 UMMA operation that is not a template: its parameters (types, M, N, majors) are "
                 "MMA_Traits<Op, ...>'s, written MMA_Atom<MMA_Traits<Op, a, b, c, M, N, ...>>; not catalogued",
}
SPARSE_GMMA = "SM90::GMMA::SPARSE::"
TYPED_ARCH_HEADERS = ("mma_sm120.hpp", "mma_sm120_sparse.hpp")

_PRELUDE = r"""#define CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/mma_traits_sm90_gmma_sparse.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/copy_traits_sm50.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm80.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/copy_traits_sm100.hpp>
#include <cstdio>
#include <string>
using namespace cute;
template <class T> std::string tname() {
  std::string s = __PRETTY_FUNCTION__;
  size_t a = s.find("T = ") + 4, b = s.find_first_of(";]", a);
  return s.substr(a, b - a);
}
template <class Atom> void mma_case(const char* key) {
  printf("@@mma %s\n", key);
  print(Atom{});
  printf("@@types %s|%s|%s|%s\n", tname<typename Atom::ValTypeD>().c_str(), tname<typename Atom::ValTypeA>().c_str(),
         tname<typename Atom::ValTypeB>().c_str(), tname<typename Atom::ValTypeC>().c_str());
}
template <class T, class = void> struct has_val_id : std::false_type {};
template <class T> struct has_val_id<T, std::void_t<typename T::ValID>> : std::true_type {};
template <class Traits> void traits_case(const char* key) {
  printf("@@traits %s\n", key);
  printf("  ThrID: "); print(typename Traits::ThrID{}); printf("\n");
  printf("  SrcLayout: "); print(typename Traits::SrcLayout{}); printf("\n");
  printf("  DstLayout: "); print(typename Traits::DstLayout{}); printf("\n");
  printf("  RefLayout: "); print(typename Traits::RefLayout{}); printf("\n");
  if constexpr (has_val_id<Traits>::value) {   // tensor-memory copies: value id -> TMEM address, in bits
    printf("  ValID: "); print(typename Traits::ValID{}); printf("\n");
  }
}
"""


# ---------------------------------------------------------------------------------------------
# What the headers define
# ---------------------------------------------------------------------------------------------

_SPEC = re.compile(r"struct\s+MMA_Traits\s*<\s*([A-Za-z_][\w:]*)\s*(?:<([^<>]*)>)?\s*(,)?")


def mma_specialisations(inc: Path) -> tuple[list[dict], list[dict]]:
    """(atoms to instantiate, skipped families) for every MMA_Traits specialisation in the headers."""
    atoms, skipped = [], []
    typed = typed_specialisations(inc)
    for header in sorted((inc / "cute" / "atom").glob("mma_traits*.hpp")):
        text = header.read_text()
        arch = _arch_of(header.name)
        for m in _SPEC.finditer(text):
            name, params, more = m.group(1), m.group(2), m.group(3)
            if name in ("MMAOperation", "MMA_Op") or name.startswith("MMA_Traits"):
                continue
            params_list = [p.strip() for p in params.split(",")] if params is not None else None
            short = name.rsplit("::", 1)[-1]
            entry = {"name": short, "arch": arch, "header": header.name}
            if name in typed:
                for args in typed[name]:
                    atoms.append({**entry, "op": f"{name}<{','.join(args)}>", "targs": list(args)})
                continue
            reason = next((r for prefix, r in SKIP_REASONS.items() if name.startswith(prefix)), None)
            if reason is None and (more or ("::" in name and not name.startswith(SPARSE_GMMA))):
                reason = "templated on types or a namespaced family"
            if reason is not None:
                skipped.append({"name": name, "header": header.name, "reason": reason})
                continue
            # (the _ext headers need CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED, defined in _PRELUDE)
            if params_list is None:
                atoms.append({**entry, "op": name})
            elif params_list == ["D", "A", "B", "C"]:   # UniversalFMA<D,A,B,C>: a family (tools/gen_umma.py)
                skipped.append({"name": name, "header": header.name, "reason": "templated family"})
            elif params_list[:2] == ["tnspA", "tnspB"]:
                # CuTe requires a register-sourced A (RS) to be K-major.
                majors_a = ["K"] if name.endswith("_RS") else list(GMMA_MAJORS)
                atoms.append({**entry, "op": f"{name}<GMMA::Major::K,GMMA::Major::K>",
                              "majors": [majors_a, list(GMMA_MAJORS)]})
            elif set(params_list) <= {"scaleA", "scaleB", "spsel"}:   # each defaulted
                atoms.append({**entry, "op": f"{name}<>"})
            else:
                skipped.append({"name": name, "header": header.name, "reason": f"parameters <{params}>"})
    return atoms, skipped


def catalogue_key(atom: dict) -> str:
    """The catalogue's name of an atom: its type's name, with its type arguments for typed families."""
    targs = atom.get("targs")
    return f"{atom['name']}<{', '.join(targs)}>" if targs else atom["name"]


_NAMESPACE = re.compile(r"^namespace\s+([\w:]+)\s*\{|^\}\s*//\s*(?:end\s+)?namespace", re.M)
_ARCH_STRUCT = re.compile(r"^template\s*<([^>]*)>\s*\nstruct\s+(\w+)\s*<([^;{]*?)>\s*$", re.M)


def typed_specialisations(inc: Path) -> dict[str, list[tuple[str, ...]]]:
    """{qualified family: [type argument tuples]} for the element-type families: the explicit and partial
    specialisations of their operations in the arch headers, a free `int VS` taking each value the
    specialisation's body compares VS with."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for fname in TYPED_ARCH_HEADERS:
        text = (inc / "cute" / "arch" / fname).read_text()
        marks = [(m.start(), m.group(1)) for m in _NAMESPACE.finditer(text)]
        structs = list(_ARCH_STRUCT.finditer(text))
        for k, m in enumerate(structs):
            ns = [n for pos, n in marks if pos < m.start()]
            stack: list[str] = []
            for n in ns:
                if n is None:
                    stack.pop()
                elif n != "cute":
                    stack.append(n)
                else:
                    stack.append("")
            qual = "::".join(x for x in stack + [m.group(2)] if x)
            args = [a.strip() for a in m.group(3).split(",")]
            body = text[m.end():structs[k + 1].start() if k + 1 < len(structs) else len(text)]
            if "VS" in args:
                for vs in sorted({int(v) for v in re.findall(r"\bVS\s*==\s*(\d+)", body)}):
                    out.setdefault(qual, []).append(tuple(str(vs) if a == "VS" else a for a in args))
            else:
                out.setdefault(qual, []).append(tuple(args))
    return out


def _arch_of(header: str) -> str:
    m = re.search(r"sm(\d+)", header)
    return f"SM{m.group(1)}" if m else "any"


# ---------------------------------------------------------------------------------------------
# Compiling and reading back
# ---------------------------------------------------------------------------------------------

def run_program(calls: list[str], build: Path, name: str) -> str:
    src, exe = build / f"{name}.cpp", build / name
    body = "\n".join(f"  {c}" for c in calls)
    src.write_text(_PRELUDE + "int main() {\n" + body + "\n  return 0;\n}\n")
    proc = subprocess.run(reference_toolchain().command(src, exe), capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"g++ failed on {src}:\n{proc.stderr[:3000]}")
    return subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout


def run_all(calls: list[str]) -> str:
    with tempfile.TemporaryDirectory(prefix="gen-atoms-") as tmp:
        batches = [calls[i:i + BATCH] for i in range(0, len(calls), BATCH)]
        with ThreadPoolExecutor(max_workers=JOBS) as pool:
            outs = list(pool.map(lambda kb: run_program(kb[1], Path(tmp), f"b{kb[0]}"), enumerate(batches)))
    return "".join(outs)


def mma_call(op: str) -> str:
    return f'mma_case<MMA_Atom<{op}>>("{op}");'


def traits_call(op: str) -> str:
    return f'traits_case<Copy_Traits<{op}>>("{op}");'


def split_records(out: str) -> dict[tuple[str, str], list[str]]:
    """{(kind, key): printed lines} for the program output."""
    recs: dict[tuple[str, str], list[str]] = {}
    current: list[str] = []
    for line in out.splitlines():
        m = re.match(r"@@(mma|traits) (.*)$", line)
        if m:
            current = recs.setdefault((m.group(1), m.group(2)), [])
        else:
            current.append(line)
    return recs


def layout_tree(text: str):
    """A printed static layout as [shape, stride], nested lists of ints (every integer must be static).

    Shape and stride are read separately: CuTe 4.2 has one atom whose ALayout is not congruent
    (SM80_16x8x128_S32U1U1S32_TN_XORPOPC), and it prints all the same.
    """
    depth = 0
    for i, ch in enumerate(text):
        depth += (ch == "(") - (ch == ")")
        if ch == ":" and depth == 0:
            return [shape_tree(text[:i]), shape_tree(text[i + 1:])]
    raise ValueError(f"not a layout: {text!r}")


def shape_tree(text: str):
    """A printed static IntTuple as nested lists of ints."""
    from cutecalc.algebra.integers import StaticInt
    from cutecalc.api import calc_value

    def tree(t):
        if isinstance(t, tuple):
            return [tree(e) for e in t]
        if not isinstance(t, StaticInt):
            raise ValueError(f"dynamic integer in {text!r}")
        return t.value

    return tree(calc_value(text))


def _fields(lines: list[str]) -> dict[str, str]:
    out = {}
    for line in lines:
        if ":" in line and line.startswith("  "):
            k, v = line.strip().split(":", 1)
            out[k.strip()] = v.strip()
    return out


def mma_entry(lines: list[str]) -> dict:
    """The catalogue fields of one printed MMA atom."""
    f = _fields(lines)
    types = next(ln for ln in lines if ln.startswith("@@types ")).split(" ", 1)[1].split("|")
    return {"ThrID": layout_tree(f["ThrID"]), "Shape_MNK": shape_tree(f["Shape_MNK"]),
            "ALayout": layout_tree(f["LayoutA_TV"]), "BLayout": layout_tree(f["LayoutB_TV"]),
            "CLayout": layout_tree(f["LayoutC_TV"]),
            "ValTypeD": clean_type(types[0]), "ValTypeA": clean_type(types[1]),
            "ValTypeB": clean_type(types[2]), "ValTypeC": clean_type(types[3])}


def traits_entry(lines: list[str]) -> dict:
    """Copy_Traits<Op>'s layouts, in bits (Copy_Atom<Op,T> recasts them to T)."""
    f = _fields(lines)
    return {k: layout_tree(f[k]) for k in ("ThrID", "SrcLayout", "DstLayout", "RefLayout", "ValID") if k in f}


def mma_op_for(key: str, entry: dict) -> str:
    """The C++ operation a catalogue entry instantiates (GMMA families with K-major operands)."""
    return entry["cpp"]


def clean_type(t: str) -> str:
    """CuTe's spelling of a value type: cutlass::half_t -> half_t, signed char -> int8_t."""
    t = re.sub(r"\b(cutlass|cute)::", "", t).strip()
    return _FUNDAMENTAL.get(t, t)


def build_catalogue() -> dict:
    problem = toolchain_problem()
    if problem:
        raise SystemExit(f"cannot generate: {problem}")
    inc = wheel_cute_include()
    assert inc is not None
    atoms, skipped = mma_specialisations(inc)
    calls = [mma_call(a["op"]) for a in atoms]
    with_majors = [a for a in atoms if a.get("majors")]
    majors = with_majors[:8] + [a for a in with_majors if a["op"].startswith(SPARSE_GMMA)][:4]
    for a in majors:   # the Major independence check
        for ma in a["majors"][0]:
            for mb in a["majors"][1]:
                calls.append(mma_call(f"{a['op'].split('<', 1)[0]}<GMMA::Major::{ma},GMMA::Major::{mb}>"))
    recs = split_records(run_all(list(dict.fromkeys(calls))))
    for a in majors:
        texts = {"\n".join(recs[("mma", f"{a['op'].split('<', 1)[0]}<GMMA::Major::{ma},GMMA::Major::{mb}>")])
                 for ma in a["majors"][0] for mb in a["majors"][1]}
        if len(texts) != 1:
            raise SystemExit(f"{a['name']}: the layouts depend on the Major parameters; enumerate them")
    mma = {}
    for a in atoms:
        mma[catalogue_key(a)] = {"arch": a["arch"], "header": a["header"], "majors": a.get("majors", []),
                                 "cpp": a["op"], **mma_entry(recs[("mma", a["op"])])}
    copies = copy_catalogue(inc)
    umma, _ = gen_umma.build(inc, compile_mma)
    skipped = [s for s in skipped if s["name"].rsplit("::", 1)[-1] not in umma]
    return {"cutlass": reference_version(), "generator": "python -m tools.gen_atoms",
            "gmma_majors_checked": [a["name"] for a in majors],
            "typed": sorted({a["name"] for a in atoms if a.get("targs")}),
            "mma": mma, "mma_families": umma, **copies, "aliases": mma_aliases(inc, mma) | copies["aliases"],
            "skipped": skipped + copies["skipped"]}


def compile_mma(ops: list[str]) -> dict[str, dict]:
    """{op: catalogue fields} of MMA_Atom<op>{} for each op, compiled and printed."""
    recs = split_records(run_all([mma_call(o) for o in ops]))
    return {o: mma_entry(recs[("mma", o)]) for o in ops}


def copy_catalogue(inc: Path) -> dict:
    """The copy sections of the catalogue: "copy" (plain operations), "copy_families", their "aliases" and the
    "skipped" specialisations with the reason (tools/gen_copy.py reads them from the headers)."""
    plain, families, skipped = gen_copy.specialisations(inc)
    recs = compile_traits([f"Copy_Traits<{c['name']}>" for c in plain])
    copy = {c["name"]: {"arch": c["arch"], "header": c["header"], "bits": recs[f"Copy_Traits<{c['name']}>"]}
            for c in plain}
    families_out = gen_copy.build(families, compile_traits)
    return {"copy": copy, "copy_families": families_out, "aliases": copy_aliases(inc, families_out),
            "skipped": skipped}


def with_copies(cat: dict) -> dict:
    """The catalogue cat with its copy sections (and the aliases) regenerated from the headers."""
    problem = toolchain_problem()
    if problem:
        raise SystemExit(f"cannot generate: {problem}")
    inc = wheel_cute_include()
    assert inc is not None
    copies = copy_catalogue(inc)
    mma_skipped = [s for s in cat["skipped"] if not s["header"].startswith("copy_traits")]
    return {**cat, **copies, "aliases": mma_aliases(inc, cat["mma"]) | copies["aliases"],
            "skipped": mma_skipped + copies["skipped"]}


def compile_traits(types: list[str]) -> dict[str, dict]:
    """{Copy_Traits type: its layouts in bits} for each type, compiled and printed."""
    recs = split_records(run_all([f'traits_case<{t}>("{t}");' for t in types]))
    return {t: traits_entry(recs[("traits", t)]) for t in types}


_MMA_ALIAS = re.compile(r"^using\s+(\w+)\s*=\s*([\w:]+)\s*(?:<[^;]*>)?\s*;", re.M)


def mma_aliases(inc: Path, mma: dict) -> dict[str, dict]:
    """{name: {of, cpp}} for the operations CuTe names twice: `using SM90_64x8x16_F16F16F16_SS =
    SM90::GMMA::MMA_64x8x16_F16F16F16_SS<...>` makes MMA_64x8x16_F16F16F16_SS (as cutecalc reads the qualified
    name) another name of the catalogue's SM90_64x8x16_F16F16F16_SS."""
    out = {}
    for header in sorted((inc / "cute" / "atom").glob("mma_traits*.hpp")):
        for m in _MMA_ALIAS.finditer(header.read_text()):
            alias, target = m.group(1), m.group(2)
            if alias in mma and "::" in target:
                out[target.rsplit("::", 1)[-1]] = {"of": alias, "cpp": target}
    return out


def copy_aliases(inc: Path, families: dict) -> dict[str, dict]:
    """{alias: {of, args, cpp}} for `using DefaultCopy = AutoVectorizingCopyWithAssumedAlignment<8>;` and kin."""
    return {k: {"of": fam, "args": args, "cpp": k} for k, (fam, args) in gen_copy.aliases(inc, families).items()}


def dumps(cat: dict) -> str:
    """JSON with one atom (or skipped family) per line, so that a regeneration diffs line by line."""
    def one(v) -> str:
        return json.dumps(v, sort_keys=True, separators=(",", ":"))

    parts = []
    for k in sorted(cat):
        v = cat[k]
        if isinstance(v, dict) and k in ("mma", "copy", "copy_families", "mma_families", "aliases"):
            body = ",\n".join(f"  {one(name)}:{one(v[name])}" for name in sorted(v))
            parts.append(f"{one(k)}:{{\n{body}\n}}")
        elif isinstance(v, list) and k == "skipped":
            parts.append(f"{one(k)}:[\n" + ",\n".join(f"  {one(e)}" for e in v) + "\n]")
        else:
            parts.append(f"{one(k)}:{one(v)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def regenerate_umma(names: set[str]) -> int:
    """Regenerate only the named UMMA families' entries of cutecalc/data/atoms.json."""
    cat = json.loads(OUT_PATH.read_text())
    inc = wheel_cute_include()
    if inc is None:
        raise CuteToolError("the nvidia-cutlass wheel's headers are needed")
    got, n = gen_umma.build(inc, compile_mma, names)
    if set(got) != names:
        raise SystemExit(f"no UMMA family named {sorted(names - set(got))}")
    cat["mma_families"].update(got)
    cat["skipped"] = [s for s in cat["skipped"] if s["name"].rsplit("::", 1)[-1] not in cat["mma_families"]]
    OUT_PATH.write_text(dumps(cat))
    print(f"{len(got)} families from {n} compiled instantiations -> {OUT_PATH}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare with the shipped catalogue instead of writing")
    ap.add_argument("--copies", action="store_true", help="regenerate only the copy operations (seconds), keeping "
                                                          "the shipped MMA sections")
    ap.add_argument("--umma", nargs="+", metavar="FAMILY", help="regenerate only these UMMA families' entries")
    args = ap.parse_args(argv)
    if args.umma:
        return regenerate_umma(set(args.umma))
    cat = build_catalogue() if not args.copies else with_copies(json.loads(OUT_PATH.read_text()))
    json.loads(dumps(cat))  # well-formed
    text = dumps(cat)
    if args.check:
        same = OUT_PATH.is_file() and OUT_PATH.read_text() == text
        print("catalogue up to date" if same else "catalogue differs from the headers", file=sys.stderr)
        return 0 if same else 1
    OUT_PATH.parent.mkdir(exist_ok=True)
    OUT_PATH.write_text(text)
    print(f"{len(cat['mma'])} MMA atoms, {len(cat['mma_families'])} MMA families, {len(cat['copy'])} copy operations, "
          f"{len(cat['copy_families'])} copy families, {len(cat['aliases'])} aliases, "
          f"{len(cat['skipped'])} skipped -> {OUT_PATH}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
