"""CuTe's MMA and copy atoms, read from the catalogue generated from CuTe's headers (cutecalc/data/atoms.json,
written by `python -m tools.gen_atoms`, which compiles each trait with g++ and records what CuTe prints).

An MMA atom is a set of thread/value layouts over one instruction's tile:
    ThrID      : atom thread index -> hardware thread
    LayoutA_TV : (thr, val) -> index m + k*M of the (M,K) tile of A    (B likewise over (N,K), C over (M,N))
A copy atom maps (thr, val) to element indices of the source, destination and reference views, in units of its
value type (CuTe's traits define them in bits; Copy_Atom<Op,T> recasts them to T).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, TypeAlias

from ..errors import CuteDomainError, CuteNameError, CuteTypeError
from ..record import field, record
from . import umma
from .integers import S, is_integer, value
from .inttuple import congruent
from .layout import Layout, recast_layout, size
from .printing import MLIR_TYPES, Listing, cute_str

if TYPE_CHECKING:
    from .integers import IntTuple

# A tree of the catalogue: an int, or a list of trees (JSON).
JsonTree: TypeAlias = "int | list[JsonTree]"


def _tree(t: JsonTree) -> IntTuple:
    """A catalogue tree (nested lists of ints) as a static IntTuple."""
    return tuple(_tree(e) for e in t) if isinstance(t, list) else S(t)


class IncongruentLayout:
    """A layout CuTe's headers define with shape and stride not congruent: CuTe prints it, nothing can use it."""

    def __init__(self, shape: IntTuple, stride: IntTuple) -> None:
        self.shape, self.stride = shape, stride

    def cute_str(self) -> str:
        return cute_str(self.shape) + ":" + cute_str(self.stride)


def _layout(pair: Sequence[JsonTree]) -> Layout | IncongruentLayout:
    shape, stride = _tree(pair[0]), _tree(pair[1])
    if not congruent(shape, stride):
        return IncongruentLayout(shape, stride)
    return Layout(shape, stride)


@record(frozen=True)
class MMAAtom(Listing):
    """MMA_Atom<Op>: one tensor-core instruction's thread/value layouts."""

    op: str
    arch: str
    thr_id: Layout
    shape_mnk: IntTuple
    layout_a: Layout | IncongruentLayout
    layout_b: Layout | IncongruentLayout
    layout_c: Layout | IncongruentLayout
    val_types: tuple[str, str, str, str]   # D, A, B, C
    # a UMMA's (SM100/SM103 tcgen05) fragments, FrgTypeA/B/C; none for the other atoms
    umma_frg: tuple[umma.UmmaFragment, ...] = field(default=(), compare=False)

    def cute_str(self) -> str:
        return (f"MMA_Atom\n  ThrID:      {cute_str(self.thr_id)}\n  Shape_MNK:  {cute_str(self.shape_mnk)}\n"
                f"  LayoutA_TV: {cute_str(self.layout_a)}\n  LayoutB_TV: {cute_str(self.layout_b)}\n"
                f"  LayoutC_TV: {cute_str(self.layout_c)}")

    def dsl_lines(self, inner: Callable[[Any], str], width: int) -> str:
        """The atom's lines as the CuTe DSL prints them (MmaAtom.__str__), labels padded to `width`."""
        a, b, c = (_dsl_umma_tv(x) if self.umma_frg else x for x in (self.layout_a, self.layout_b, self.layout_c))
        rows = (("ThrID:", self.thr_id), ("Shape MNK:", self.shape_mnk), ("TV Layout A:", a), ("TV Layout B:", b),
                ("TV Layout C:", c))
        return "MMA Atom\n" + "\n".join(f"  {label:<{width}}{_dsl_part(v, inner)}" for label, v in rows)

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        return self.dsl_lines(inner, 13)

    def tv_layout(self, operand: str) -> Layout:
        """The operand's ("A", "B" or "C") TV layout, refused where CuTe defines it malformed (C++ prints the
        atom and tiles it, and fails only where that operand's layout is used)."""
        return self._tv({"A": self.layout_a, "B": self.layout_b, "C": self.layout_c}[operand])

    def _tv(self, lay: Layout | IncongruentLayout) -> Layout:
        if not isinstance(lay, Layout):
            raise CuteDomainError(f"{self.op}: CuTe {catalogue()['cutlass']} defines the TV layout "
                                  f"{lay.cute_str()} with shape and stride not congruent; it cannot partition "
                                  "its operand")
        return lay

    def is_umma(self) -> bool:
        """An SM100/SM103 tcgen05 atom (a templated UMMA family), as opposed to those archs' SIMT atoms."""
        return bool(self.umma_frg)

    def reads_smem(self, operand: str) -> bool:
        """Whether the operand's fragment is a shared-memory descriptor (GMMA's FrgTypeA/B = smem_desc), not
        registers: A and B of the SM90 _SS families, B of the _RS families."""
        if self.arch != "SM90" or operand not in "AB":
            return False
        base = self.op.split("<", 1)[0]
        return "_SS" in base or (operand == "B" and "_RS" in base)


@record(frozen=True)
class CopyOperation:
    """A copy operation named without its value type, SM100_TMEM_LOAD_32dp32b1x{}: what make_tmem_copy takes (and
    makes Copy_Atom<Op, T> of, T the tensor's value type)."""

    name: str

    def cute_str(self) -> str:
        return self.name + "{}"


@record(frozen=True)
class CopyAtom(Listing):
    """Copy_Atom<Op, T>: one copy instruction's thread/value layouts in units of T."""

    op: str
    value_type: str
    arch: str
    thr_id: Layout
    layout_src: Layout
    layout_dst: Layout
    layout_ref: Layout
    value_bits: int
    # the DSL's universal copy with no num_bits_per_copy (its compiler picks the vector): the DSL holds its one
    # value as 1:0 where C++ writes 1:1
    dsl_unsized: bool = field(default=False, compare=False)
    # a tensor-memory copy's ValID (value id -> TMEM address, in bits; make_tmem_copy reads it), else None
    val_id: Layout | None = field(default=None, compare=False)

    def cute_str(self) -> str:
        return (f"Copy_Atom\n  ThrID:        {cute_str(self.thr_id)}\n  ValLayoutSrc: {cute_str(self.layout_src)}\n"
                f"  ValLayoutDst: {cute_str(self.layout_dst)}\n  ValLayoutRef: {cute_str(self.layout_ref)}\n"
                f"  ValueType:    {self.value_bits}b")

    def dsl_lines(self, inner: Callable[[Any], str], width: int) -> str:
        """The atom's lines as the CuTe DSL prints them (CopyAtom.__str__), labels padded to `width`: its value
        type by its MLIR name."""
        src, dst = (_dsl_values(x) if self.dsl_unsized else x for x in (self.layout_src, self.layout_dst))
        rows = (("ThrID:", inner(self.thr_id)), ("TV Layout Src:", inner(src)), ("TV Layout Dst:", inner(dst)),
                ("Value type:", MLIR_TYPES.get(self.value_type, self.value_type)))
        return "Copy Atom\n" + "\n".join(f"  {label:<{width}}{text}" for label, text in rows)

    def dsl_str(self, inner: Callable[[Any], str]) -> str:
        return self.dsl_lines(inner, 15)


def _dsl_part(v: Any, inner: Callable[[Any], str]) -> str:
    return v.cute_str().replace("_", "") if isinstance(v, IncongruentLayout) else inner(v)


def _dsl_umma_tv(layout: Layout | IncongruentLayout) -> Layout | IncongruentLayout:
    """A one-CTA UMMA's TV layout as the DSL holds it: its thread mode of one CTA strides by the extent of the
    first value mode, as a CTA pair's does (C++ writes 0): (1,(128,16)):(128,(1,128)) for C++'s
    (_1,(_128,_16)):(_0,(_1,_128))."""
    shape, strides = layout.shape, layout.stride
    if not (isinstance(layout, Layout) and isinstance(shape, tuple) and isinstance(strides, tuple) and len(shape) == 2):
        return layout
    (threads, values), (stride, rest) = shape, strides
    if not (is_integer(threads) and value(threads) == 1 and isinstance(values, tuple) and is_integer(stride)
            and value(stride) == 0):
        return layout
    return Layout(shape, (values[0], rest))


def _dsl_values(layout: Layout) -> Layout:
    """An unsized universal copy's TV layout as the DSL holds it: its value mode of one element has stride 0."""
    shape, stride = layout.shape, layout.stride
    if isinstance(shape, tuple) and isinstance(stride, tuple) and len(shape) == 2 and not isinstance(
            shape[1], tuple) and value(shape[1]) == 1:
        return Layout(shape, (stride[0], S(0)))
    return layout


@cache
def catalogue() -> dict[str, Any]:
    """The catalogue as JSON reads it (a document of dicts, lists, strings and ints); its sections of atoms
    (mma, mma_families, copy, copy_families, aliases) are read lazily, each atom's entry decoded when first
    asked for (decoding the whole megabyte took a third of a one-shot's time)."""
    from importlib import resources
    return read_catalogue(resources.files("cutecalc").joinpath("data/atoms.json").read_text())


class _LazySection(Mapping[str, Any]):
    """A section of the catalogue: name -> entry, each entry's JSON text decoded at its first look-up."""

    def __init__(self, raw: dict[str, str]) -> None:
        self._raw = raw
        self._decoded: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        entry = self._decoded.get(name)
        if entry is None:
            import json
            entry = self._decoded[name] = json.loads(self._raw[name])
        return entry

    def __contains__(self, name: object) -> bool:
        return name in self._raw

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)


def read_catalogue(text: str) -> dict[str, Any]:
    """The catalogue of `text` as tools/gen_atoms.dumps writes it: a section of atoms opens with `"mma":{` on
    a line of its own and has one `  "name":{...}` per line; each becomes a _LazySection.  Text laid out
    otherwise is decoded whole (the same document, only slower)."""
    import json
    skeleton: list[str] = []
    sections: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for line in text.split("\n"):
        if current is not None:
            if line in ("}", "},"):
                skeleton.append(line)
                current = None
                continue
            j = line.find('":', 3)
            if not line.startswith('  "') or j < 0 or "\\" in line[:j]:
                return _decoded_whole(text)   # (not the generator's layout)
            current[line[3:j]] = line[j + 2:].removesuffix(",")
            continue
        if line.startswith('"') and line.endswith('":{') and line.count('"') == 2:
            current = sections[line[1:-3]] = {}
        skeleton.append(line)
    data: dict[str, Any] = json.loads("\n".join(skeleton))
    for name, raw in sections.items():
        if data.get(name) != {}:
            return _decoded_whole(text)
        data[name] = _LazySection(raw)
    return data


def _decoded_whole(text: str) -> dict[str, Any]:
    import json
    data: dict[str, Any] = json.loads(text)
    return data


def _typed() -> frozenset[str]:
    """The families named with their element types: UniversalFMA<D,A,B,C>, SM120_16x8x32_TN<A,B,C>, ..."""
    return frozenset(catalogue().get("typed", ("UniversalFMA",)))


def universal_fma_defaults(targs: tuple[str, ...]) -> tuple[str, ...]:
    """UniversalFMA's defaulted element types (cute/arch/mma.hpp: template <class D, class A = D, class B = A,
    class C = D>): UniversalFMA<float> is UniversalFMA<float, float, float, float>."""
    d = targs[0]
    a = targs[1] if len(targs) > 1 else d
    b = targs[2] if len(targs) > 2 else a
    return (d, a, b, d)


def mma_atom(name: str, targs: tuple[str, ...] = (), type_bits: Mapping[str, int] | None = None) -> MMAAtom:
    """MMA_Atom<name<targs...>>.  GMMA families take their two GMMA::Major arguments (or none: K, K);
    typed families (UniversalFMA, SM120's) take their element types (and scale-factor vector size); UMMA
    families (SM100_MMA_*, SM103_*) their element types, M, N (VS) and majors, whose widths type_bits gives."""
    if name in catalogue()["mma_families"]:
        return mma_family_atom(name, targs, type_bits or {})
    name = catalogue_name(name)   # SM90::GMMA::MMA_64x8x16_F16F16F16_SS
    mma = catalogue()["mma"]
    typed = name in _typed()
    if name == "UniversalFMA" and 1 <= len(targs) < 4:
        targs = universal_fma_defaults(targs)
    key = f"{name}<{', '.join(targs)}>" if typed else name
    entry = mma.get(key)
    if entry is None:
        if typed:
            have = sorted(k[len(name):] for k in mma if k.startswith(name + "<"))
            shown = ", ".join(have[:6]) + (f", ... ({len(have)} in all: mma_atoms<{entry_arch(name)}>() lists them)"
                                           if len(have) > 6 else "")
            raise CuteNameError(f"{key} is not in the catalogue; it has {shown}")
        raise CuteNameError(f"unknown MMA operation '{name}'")
    majors = entry["majors"]
    op = name
    if majors:
        picked = tuple(t.rsplit("::", 1)[-1] for t in targs) or ("K", "K")
        if len(picked) != 2 or any(p not in allowed for p, allowed in zip(picked, majors)):
            raise CuteDomainError(f"{name}<A, B>: takes two GMMA::Major arguments, A in {{{', '.join(majors[0])}}}"
                                  f" and B in {{{', '.join(majors[1])}}}, got <{', '.join(targs)}>")
        op = entry["cpp"].replace("GMMA::Major::K,GMMA::Major::K",
                                  f"GMMA::Major::{picked[0]},GMMA::Major::{picked[1]}")
    elif targs and not typed:
        raise CuteDomainError(f"{name} takes no template arguments")
    elif typed:
        op = key
    thr_id = _layout(entry["ThrID"])
    assert isinstance(thr_id, Layout)
    return MMAAtom(op, entry["arch"], thr_id, _tree(entry["Shape_MNK"]), _layout(entry["ALayout"]),
                   _layout(entry["BLayout"]), _layout(entry["CLayout"]),
                   (entry["ValTypeD"], entry["ValTypeA"], entry["ValTypeB"], entry["ValTypeC"]))


def mma_traits_atom(name: str, targs: tuple[str, ...], type_bits: Mapping[str, int]) -> MMAAtom:
    """MMA_Atom<MMA_Traits<name, targs...>>: an UMMA operation that is no template, its parameters the traits'."""
    entry = catalogue()["mma_families"].get(name)
    if entry is None or not entry.get("traits"):
        plain = ", ".join(k for k, e in catalogue()["mma_families"].items() if e.get("traits"))
        raise CuteTypeError(f"MMA_Traits<{name}, ...>: write MMA_Atom<{name}>{{}}; MMA_Traits<Op, ...> takes "
                            f"arguments only for {plain}")
    return mma_family_atom(name, umma.traits_args(name, entry, targs), type_bits, traits=True)


def mma_family_atom(name: str, targs: tuple[str, ...], type_bits: Mapping[str, int], traits: bool = False) -> MMAAtom:
    """MMA_Atom<name<targs...>> of a templated family (UMMA, UniversalFMA): its pattern filled in for the
    arguments, which must pass CuTe's static_asserts (CuteDomainError with CuTe's message otherwise).  traits:
    the arguments came from MMA_Traits<name, ...>, the only way to give them to an operation that is no template."""
    entry = catalogue()["mma_families"][name]
    if entry.get("traits") and not traits:
        raise CuteTypeError(f"{name} is not a template: its parameters are its traits', "
                            f"MMA_Atom<MMA_Traits<{name}, {', '.join(p['name'] for p in entry['params'])}>>{{}}")
    env, op = umma.bind(name, entry, targs, type_bits)
    env["K"] = umma.k_of(entry, env, type_bits)
    trees = {f: umma.fill(entry[f], env) for f in ("ThrID", "Shape_MNK", "ALayout", "BLayout", "CLayout")}
    thr_id = _layout(trees["ThrID"])
    assert isinstance(thr_id, Layout)
    types = tuple(umma.val_type(entry[f], env) for f in ("ValTypeD", "ValTypeA", "ValTypeB", "ValTypeC"))
    vals = (types[0], types[1], types[2], types[3])
    frg = umma.fragment_types(name, env, vals, type_bits) if name.startswith(("SM100_MMA_", "SM103_")) else ()
    return MMAAtom(op, entry["arch"], thr_id, _tree(trees["Shape_MNK"]), _layout(trees["ALayout"]),
                   _layout(trees["BLayout"]), _layout(trees["CLayout"]), vals, frg)


def copy_atom(name: str, targs: tuple[str, ...], value_type: str, type_bits: Mapping[str, int],
              traits: bool = False, written: str | None = None) -> CopyAtom:
    """Copy_Atom<name<targs...>, value_type>: the operation's traits (in bits) recast to elements of value_type.
    A family (UniversalCopy<S, D>, SM80_CP_ASYNC_CACHEALWAYS<TS, TD>, ...) has its pattern filled in for targs,
    which must pass CuTe's static_asserts; traits: the arguments came from Copy_Traits<name, targs...>, the only
    way to give them to an operation that is no template (SM90_BULK_COPY_G2S).  written: the operation as the
    source spells it (messages, and what the atom records as its op)."""
    op = written or (f"{name}<{','.join(targs)}>" if targs else name)
    bits = copy_bits(name, targs, type_bits, traits)
    thr = _layout(bits["ThrID"])
    assert isinstance(thr, Layout)
    views = []
    value_bits = type_bits[value_type]
    for key, what in (("SrcLayout", "Src"), ("DstLayout", "Dst"), ("RefLayout", "Ref")):
        lay = _layout(bits[key])
        assert isinstance(lay, Layout)
        view = recast_layout(1, value_bits, lay)
        if value(size(view, 0)) != value(size(thr)):   # CuTe's static_assert in Copy_Atom
            raise CuteDomainError(f"Copy_Atom<{op}, {value_type}>: the operation is not valid for {what} of "
                                  f"{value_type} ({cute_str(view)} has {cute_str(size(view, 0))} threads, "
                                  f"not {cute_str(size(thr))})")
        views.append(view)
    val_id = _layout(bits["ValID"]) if "ValID" in bits else None
    assert val_id is None or isinstance(val_id, Layout)
    return CopyAtom(op, value_type, copy_arch(name), thr, views[0], views[1], views[2], value_bits, val_id=val_id)


def copy_bits(name: str, targs: tuple[str, ...], type_bits: Mapping[str, int],
              traits: bool = False) -> dict[str, Any]:
    """Copy_Traits<name<targs...>>'s ThrID and Src/Dst/Ref layouts in bits, as catalogue trees."""
    cat = catalogue()
    alias = cat["aliases"].get(name)
    if alias is not None and "args" in alias:     # DefaultCopy is AutoVectorizingCopyWithAssumedAlignment<8>
        if targs:
            raise CuteDomainError(f"{name} is {alias['of']}<{', '.join(alias['args'])}>: it takes no template "
                                  f"arguments")
        name, targs = alias["of"], tuple(alias["args"])
    if name in cat["copy"]:
        if targs:
            raise CuteDomainError(f"{name} takes no template arguments")
        return dict(cat["copy"][name]["bits"])
    entry = cat["copy_families"].get(name)
    if entry is None:
        raise CuteNameError(f"unknown copy operation '{name}'")
    if entry.get("traits") and not traits:
        raise CuteTypeError(f"{name} is not a template: its parameters are its traits', "
                            f"Copy_Atom<Copy_Traits<{name}, {', '.join(p['name'] for p in entry['params'])}>, T>{{}}")
    if traits and not entry.get("traits"):
        raise CuteTypeError(f"Copy_Traits<{name}, ...>: {name}'s parameters are its own, "
                            f"Copy_Traits<{name}<{', '.join(p['name'] for p in entry['params'])}>>")
    if traits:
        targs = umma.traits_args(name, entry, targs, "Copy_Traits")
    env, _ = umma.bind(name, entry, targs, type_bits, "Copy_Traits")
    letters = {k: type_bits[umma.canonical_type(env[p])] if kind == "bits" else int(env[p])
               for k, (kind, p) in entry["vars"].items()}
    return {f: umma.fill(t, letters) for f, t in entry["bits"].items()}


def cpp_operation(name: str, targs: Sequence[str] = ()) -> str:
    """The C++ type of the operation `name<targs...>` as cutecalc reads it (namespaces dropped, template
    arguments left to their defaults), for a program that compiles: `MMA_64x8x16_F16F16F16_SS` is
    SM90::GMMA::MMA_64x8x16_F16F16F16_SS, a bare `SM90_64x8x8_F32TF32TF32_SS_TN` is the alias template's
    `SM90_64x8x8_F32TF32TF32_SS_TN<>`, a bare GMMA family takes <GMMA::Major::K,GMMA::Major::K>."""
    cat = catalogue()
    alias = cat["aliases"].get(name)
    key = alias["of"] if alias is not None and "args" not in alias else name
    entry = cat["mma"].get(key) or next((e for k, e in cat["mma"].items() if k.startswith(key + "<")), None)
    if entry is None:
        return f"{name}<{','.join(targs)}>" if targs else name
    cpp: str = entry["cpp"]
    base: str = alias["cpp"] if alias is not None and "args" not in alias else cpp.split("<", 1)[0]
    if targs:
        return f"{base}<{','.join(targs)}>"
    return base + (cpp[cpp.index("<"):] if "<" in cpp and entry["majors"] or cpp.endswith("<>") else "")


def takes_traits_parameters(name: str) -> bool:
    """Whether a copy operation is no template but its traits take parameters: Copy_Traits<SM90_BULK_COPY_G2S,
    C<256>>."""
    return bool(catalogue()["copy_families"].get(name, {}).get("traits"))


def copy_arch(name: str) -> str:
    cat, name = catalogue(), catalogue_name(name)
    return str((cat["copy"].get(name) or cat["copy_families"][name])["arch"])


def catalogue_name(name: str) -> str:
    """The catalogue's name of the operation CuTe also calls `name` (MMA_64x8x16_F16F16F16_SS is
    SM90_64x8x16_F16F16F16_SS; DefaultCopy is of AutoVectorizingCopyWithAssumedAlignment, whose arguments the
    alias fixes), else name."""
    return str(catalogue()["aliases"].get(name, {}).get("of", name))


def entry_arch(name: str) -> str:
    """The architecture number of a family's atoms (for messages)."""
    for k, e in catalogue()["mma"].items():
        if k == name or k.startswith(name + "<"):
            return e["arch"][2:] if e["arch"].startswith("SM") else "0"
    return "0"


def is_mma_op(name: str) -> bool:
    cat, name = catalogue(), catalogue_name(name)
    return name in cat["mma"] or name in _typed() or name in cat["mma_families"]


def is_copy_op(name: str) -> bool:
    """A copy operation's name (a family's without its template arguments: UniversalCopy), or another name CuTe
    gives one (DefaultCopy)."""
    cat, name = catalogue(), catalogue_name(name)
    return name in cat["copy"] or name in cat["copy_families"]


def _by_arch(entries: dict[str, dict[str, Any]]) -> dict[str, list[str]]:
    """Names by architecture, oldest first ("any" first of all)."""
    out: dict[str, list[str]] = {}
    for name, e in entries.items():
        out.setdefault(e["arch"], []).append(name)
    order = sorted(out, key=lambda a: int(a[2:]) if a.startswith("SM") else -1)
    return {a: sorted(out[a]) for a in order}


def mma_names_by_arch() -> dict[str, list[str]]:
    return _by_arch(catalogue()["mma"])


def mma_family_names_by_arch() -> dict[str, list[str]]:
    return _by_arch(catalogue()["mma_families"])


def copy_names_by_arch() -> dict[str, list[str]]:
    """The copy operations and families (by name) of each architecture."""
    return _by_arch({**catalogue()["copy"], **catalogue()["copy_families"]})


@cache
def atom_type_names() -> tuple[tuple[str, str], ...]:
    """(name, what it is) for every MMA operation family and copy operation, sorted by name: what a C++ type
    naming an atom can start with (typed families once, without their type arguments)."""
    out: dict[str, str] = {}
    for key, e in catalogue()["mma"].items():
        base = key.split("<", 1)[0]
        mnk = "x".join(str(x) for x in e["Shape_MNK"])
        if base in out:
            continue
        typed = key != base and not e["majors"]
        out[base] = f"{e['arch']} MMA {mnk}" + (" <types>" if typed else " <Major,Major>" if e["majors"] else "")
    for key, e in catalogue()["mma_families"].items():
        out[key] = f"{e['arch']} MMA {umma.signature(e)}"
    for key, e in catalogue()["copy"].items():
        out.setdefault(key, f"{e['arch']} copy")
    for key, e in catalogue()["copy_families"].items():
        out.setdefault(key, f"{e['arch']} copy {umma.signature(e)}")
    for key, a in catalogue()["aliases"].items():
        out.setdefault(key, f"{a['of']}<{', '.join(a['args'])}>" if "args" in a else f"= {a['of']}")
    return tuple(sorted(out.items()))
