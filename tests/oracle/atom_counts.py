"""How many of CuTe 4.2's atoms cutecalc prints exactly as C++ does, by architecture.

    python -m tests.oracle.atom_counts      # the table of docs/atoms.md ("Counts"), from the cache's answers

An atom is one entry of the catalogue (cutecalc/data/atoms.json), which test_atoms.py holds equal to the
headers' `MMA_Traits` and `Copy_Traits` specialisations: a plain operation, or a family templated on open
parameters (types, M, N, bits), one entry checked on several instantiations.  It *prints exactly* when it has
cases in tests/oracle/atom_cases.py (`MMA_Atom<Op>{}`, also as C++ writes it -- `<>`, CuTe's other names --,
`Copy_Atom<Op, T>{}` with four value types, and their tiled forms: `make_tiled_mma(MMA_Atom<Op>{}, 2x2)` and its C
TV layout, a plain copy operation's `make_tiled_copy` with each value type) and cutecalc prints what C++ printed for
every one of them (or refuses the ones g++ refuses), at least one printing.  It is *refused* when the catalogue
skips it, with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# The rows of the table: (label, the architectures in it).  "any": CuTe's generic atoms (UniversalFMA, UniversalCopy,
# AutoVectorizingCopyWithAssumedAlignment); SM50 is the shuffles'.
ROWS = (("any architecture", ("any",)),
        ("SM50-SM90", ("SM50", "SM61", "SM70", "SM75", "SM80", "SM89", "SM90")),
        ("SM100 and later", ("SM100", "SM103", "SM120")))
ATOM_GROUPS = ("mma_atom", "mma_atom_as_written", "umma_atom", "copy_atom", "every_tiled_mma", "every_tiled_copy")


@dataclass
class Entry:
    section: str     # mma, mma_families, copy, copy_families, skipped
    arch: str
    reason: str = ""
    verdicts: list[bool] = field(default_factory=list)   # one per case: cutecalc agrees with C++
    prints: int = 0                                       # cases C++ printed (not refused)

    @property
    def exact(self) -> bool:
        return bool(self.verdicts) and all(self.verdicts) and self.prints > 0


def _header_arch(header: str) -> str:
    m = re.search(r"sm(\d+)", header)
    return f"SM{m.group(1)}" if m else "any"


def entries(catalogue: dict) -> dict[tuple[str, str], Entry]:
    out = {}
    for section in ("mma", "mma_families", "copy", "copy_families"):
        for key, e in catalogue[section].items():
            out[(section, key)] = Entry(section, e["arch"])
    for s in catalogue["skipped"]:
        out[("skipped", s["name"])] = Entry("skipped", _header_arch(s["header"]), s["reason"])
    return out


def operation_of(cpp: str) -> str:
    """The operation an atom case names: `MMA_Atom<SM90::GMMA::MMA_64x8x16_F16F16F16_SS<...>>{}` ->
    MMA_64x8x16_F16F16F16_SS; through MMA_Traits<Op, ...> / Copy_Traits<Op, ...> and namespaces."""
    inner = cpp.split("<", 1)[1]
    for wrapper in ("MMA_Traits<", "Copy_Traits<"):
        if inner.startswith(wrapper):
            inner = inner[len(wrapper):]
    m = re.match(r"(?:\w+::)*(\w+)", inner)
    assert m, cpp
    return m.group(1)


def atom_in(cpp: str) -> str:
    """The atom a case's C++ names: `make_tiled_mma(MMA_Atom<Op<...>>{}, L)` -> MMA_Atom<Op<...>>{}."""
    start = min(i for i in (cpp.find("MMA_Atom<"), cpp.find("Copy_Atom<")) if i >= 0)
    depth, i = 0, cpp.index("<", start)
    while True:
        depth += {"<": 1, ">": -1}.get(cpp[i], 0)
        if depth == 0:
            return cpp[start:i + 1] + "{}"
        i += 1


def entry_of(cpp: str, catalogue: dict) -> tuple[str, str]:
    """The catalogue entry an atom case (or its tiled form) is a case of."""
    cpp = atom_in(cpp)
    exact = _exact_keys(catalogue)
    if cpp in exact:
        return exact[cpp]
    op = operation_of(cpp)
    alias = catalogue["aliases"].get(op)
    if alias is not None:
        op = alias["of"]
    for section in ("mma", "mma_families", "copy", "copy_families"):
        if op in catalogue[section]:
            return section, op
    raise KeyError(f"no catalogue entry for {cpp}")


_EXACT: dict[int, dict[str, tuple[str, str]]] = {}


def _exact_keys(catalogue: dict) -> dict[str, tuple[str, str]]:
    """{the C++ of MMA_Atom<Op>{} as the generator wrote it: entry} (SM120's typed keys share an operation name)."""
    got = _EXACT.get(id(catalogue))
    if got is None:
        got = _EXACT[id(catalogue)] = {f"MMA_Atom<{e['cpp']}>{{}}": ("mma", k) for k, e in catalogue["mma"].items()}
    return got


def count(verdicts, catalogue: dict) -> dict[tuple[str, str], Entry]:
    """Each entry with its cases' verdicts; verdicts: (case, agrees, C++ printed) for the atom cases."""
    table = entries(catalogue)
    for case, agrees, printed in verdicts:
        if case.group in ATOM_GROUPS:
            e = table[entry_of(case.cpp, catalogue)]
            e.verdicts.append(agrees)
            e.prints += printed
    return table


def rows(table: dict[tuple[str, str], Entry]) -> list[tuple[str, int, int, int, int]]:
    """(label, defined, printing exactly, refused with the reason, neither) per row of ROWS, and the total."""
    out = []
    for label, archs in (*ROWS, ("total", tuple({e.arch for e in table.values()}))):
        mine = [e for e in table.values() if e.arch in archs]
        refused = sum(e.section == "skipped" for e in mine)
        exact = sum(e.exact for e in mine)
        out.append((label, len(mine), exact, refused, len(mine) - exact - refused))
    return out


def markdown(table: dict[tuple[str, str], Entry]) -> str:
    lines = ["| architecture | defined | print exactly (checked with g++) | refused, with the reason | other |",
             "|---|---:|---:|---:|---:|"]
    for label, defined, exact, refused, other in rows(table):
        lines.append(f"| {label} | {defined} | {exact} | {refused} | {other} |")
    return "\n".join(lines)


def compute() -> dict[tuple[str, str], Entry]:
    """The table from the cache's answers and cutecalc's (evaluates every atom case: seconds)."""
    from cutecalc.algebra.atoms import catalogue

    from .atom_cases import all_cases
    from .cute_oracle import verdicts
    cases = [c for c in all_cases() if c.group in ATOM_GROUPS]
    judged = [(c, mine == answer, answer is not None) for c, mine, answer in verdicts(cases, "atom cases")]
    return count(judged, catalogue())


def main() -> int:
    table = compute()
    print(markdown(table))
    wrong = sorted(k for k, e in table.items() if e.section != "skipped" and not e.exact)
    for section, key in wrong:
        print(f"not exact: {section} {key}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
