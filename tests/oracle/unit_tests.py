"""CuTe's own unit tests (CUTLASS `test/unit/cute/core/*.cpp`) as oracle cases.

Each test body is read statement by statement, keeping the declarations in scope (`auto a = ...;`).  A call
of a test helper (`test_composition(a, b);`) becomes the cases of the operation that helper checks
(`composition(a, b)`); a checked expression (`EXPECT_TRUE(weakly_congruent(a, b))`, the left side of
`CUTE_STATIC_ASSERT_V((compact_col_major(x) == r))`) becomes a case printing that expression; a block that
only declares a `result` and asserts on it prints `result`.

A case's cutecalc text is the C++ declarations as written, joined by `;`, then the expression; its C++ is an
immediately invoked lambda over the same declarations returning the expression, so CuTe and cutecalc read the
same text.  Expected answers come from compiling that C++ (tests/oracle/unit_answers.json, a cache of its
own); only the C++ of the slices of test_swizzle_2d needs CuTe's size<0>/size<1> first, which is asked of
the oracle too.

    python -m tests.oracle.unit_tests CUTLASS_CHECKOUT   # rewrite unit_cases.json from the tests at v4.2.0
    python -m tests.oracle.unit_tests --report           # agreement per unit-test file and operation
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

from .cases import Case

HERE = Path(__file__).resolve().parent
CASES_PATH = HERE / "unit_cases.json"
ANSWERS_PATH = HERE / "unit_answers.json"
TAG = "v4.2.0"
CORE = "test/unit/cute/core"

# The test helpers: helper name -> the operations it checks, over the helper's arguments (as C++ text).
HELPERS = {
    "test_coalesce": lambda a: [("coalesce", f"coalesce({a[0]})")],
    "test_complement": lambda a: [("complement", f"complement({a[0]}, {a[1] if len(a) > 1 else f'cosize({a[0]})'})")],
    "test_composition": lambda a: [("composition", f"composition({a[0]}, {a[1]})")],
    "test_distribute": lambda a: [("domain_distribute", f"domain_distribute(shape({a[0]}), shape({a[1]}))")],
    "test_left_inverse": lambda a: [("left_inverse", f"left_inverse({a[0]})")],
    "test_right_inverse": lambda a: [("right_inverse", f"right_inverse({a[0]})")],
    "test_logical_divide": lambda a: [("logical_divide", f"logical_divide({a[0]}, {a[1]})")],
    "test_logical_product": lambda a: [("logical_product", f"logical_product({a[0]}, {a[1]})")],
    "test_nullspace": lambda a: [("nullspace", f"nullspace({a[0]})")],
    "test_evenly_divides": lambda a: [("evenly_divides", f"evenly_divides({a[0]}, {a[1]})")],
}
SWIZZLE_HELPER = "test_swizzle_2d"     # every row and column slice, dynamic and static
CHECKS = ("EXPECT_TRUE", "EXPECT_FALSE", "ASSERT_TRUE", "ASSERT_FALSE", "CUTE_STATIC_ASSERT_V")

# Files whose tests check tensors, bits, pointers, arithmetic or loops over coordinates, not layout algebra.
NOT_LAYOUT_ALGEBRA = {
    "array_subbyte.cpp": "sub-byte arrays of data",
    "bitfield.cpp": "bit fields of data",
    "compare.cpp": "loops comparing coordinates (elem_less, colex_less) inside for loops",
    "constants.cpp": "arithmetic of integral constants in static_asserts",
    "core_unit.cpp": "the test runner's main()",
    "math.cpp": "integer helper functions (log_2, gcd) in static_asserts",
    "mixedbits.cpp": "MixedBits swizzle masks with runtime values",
    "pointer.cpp": "pointer types and recast_ptr",
    "reverse.cpp": "reverse of tuples and arrays of runtime values",
    "tensor_algs.cpp": "tensors of data (transform, reduce)",
    "tuple.cpp": "cute::tuple storage and its type traits",
}


# ---------------------------------------------------------------------------------------------
# Reading the C++
# ---------------------------------------------------------------------------------------------

def _strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def _test_bodies(text: str) -> list[str]:
    """The bodies of the TEST(...) { ... } functions."""
    out = []
    for m in re.finditer(r"^TEST\s*\([^)]*\)\s*\{", text, flags=re.M):
        depth, i = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        out.append(text[m.end():i - 1])
    return out


def _statements(body: str):
    """('open'|'close'|'stmt', text) items: scope braces at statement starts, and statements.

    A brace inside an expression (`Int<2>{}`) belongs to the statement.
    """
    i, start, depth = 0, 0, 0
    while i < len(body):
        ch = body[i]
        if depth == 0 and not body[start:i].strip():
            if ch == "{":
                yield "open", ""
                i += 1
                start = i
                continue
            if ch == "}":
                yield "close", ""
                i += 1
                start = i
                continue
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
        elif ch == ";" and depth == 0:
            yield "stmt", " ".join(body[start:i].split())
            start = i + 1
        i += 1


def _split_args(text: str) -> list[str]:
    """Top-level comma-separated arguments of a call's argument text."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "(<{[":
            depth += 1
        elif ch in ")>}]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _call(stmt: str) -> tuple[str, list[str]] | None:
    m = re.fullmatch(r"([A-Za-z_]\w*)\s*\((.*)\)", stmt)
    return (m.group(1), _split_args(m.group(2))) if m else None


def _lhs_of_equality(expr: str) -> str:
    """`(x == y)` -> `x`; an expression without a top-level == is returned as it is."""
    e = expr.strip()
    while e.startswith("(") and e.endswith(")") and _balanced(e[1:-1]):
        e = e[1:-1].strip()
    if e.startswith("bool(") and e.endswith(")"):
        e = e[5:-1].strip()
    depth = 0
    for i, ch in enumerate(e):
        depth += (ch in "([{") - (ch in ")]}")
        if depth == 0 and e.startswith("==", i):
            return e[:i].strip()
    return e


def _balanced(s: str) -> bool:
    depth = 0
    for ch in s:
        depth += (ch in "([{") - (ch in ")]}")
        if depth < 0:
            return False
    return depth == 0


_DECL = re.compile(r"(?:auto|int)\s+([A-Za-z_]\w*)\s*=\s*(.*)", re.S)


def extract(file: str, text: str) -> list[dict]:
    """The raw cases of one unit-test file: {file, op, decls, expr} (decls are C++ statements)."""
    out = []
    for body in _test_bodies(_strip_comments(text)):
        scopes: list[list[str]] = [[]]
        used_result: list[bool] = [False]
        for kind, stmt in _statements(body):
            if kind == "open":
                scopes.append([])
                used_result.append(False)
                continue
            if kind == "close":
                decls = [d for s in scopes for d in s]
                if not used_result.pop() and any(_is_computed_result(d) for d in scopes[-1]):
                    out.append({"file": file, "op": "result", "decls": decls, "expr": "result"})
                scopes.pop()
                continue
            if not stmt or stmt.startswith(("CUTLASS_TRACE_HOST", "using namespace")):
                continue
            decls = [d for s in scopes for d in s]
            call = _call(stmt)
            if call and call[0] in HELPERS:
                for op, expr in HELPERS[call[0]](call[1]):
                    out.append({"file": file, "op": op, "decls": decls, "expr": expr})
                used_result[-1] = True
            elif call and call[0] == SWIZZLE_HELPER:
                out.append({"file": file, "op": "swizzle_slice", "decls": decls, "expr": call[1][0]})
            elif call and call[0] in CHECKS:
                expr = _lhs_of_equality(call[1][0])
                if expr.startswith("test_evenly_divides("):       # the helper returns evenly_divides(a, b)
                    expr = expr[len("test_"):]
                if "decltype" not in expr and "::" not in expr:
                    out.append({"file": file, "op": _head(expr), "decls": decls, "expr": expr})
            elif _DECL.fullmatch(stmt):
                scopes[-1].append(stmt)
    return out


def _is_computed_result(decl: str) -> bool:
    """`auto result = logical_divide(...)`: a value the block computes and then asserts on."""
    m = _DECL.fullmatch(decl)
    return bool(m) and m.group(1) == "result" and not m.group(2).startswith("make_")


def _head(expr: str) -> str:
    m = re.match(r"([A-Za-z_]\w*)\s*[(<]", expr)
    return m.group(1) if m else "expression"


# ---------------------------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------------------------

def cutecalc_text(decls: list[str], expr: str) -> str:
    return "; ".join([*decls, expr])


def cpp_text(decls: list[str], expr: str) -> str:
    return "[]{ " + " ".join(d + ";" for d in decls) + f" return {expr}; }}()"


def _swizzle_slices(raw: dict, sizes: tuple[int, int]) -> list[dict]:
    """sw_layout(i,_) for each row i and sw_layout(_,j) for each column j, with i, j dynamic and static."""
    out = []
    name = raw["expr"]
    for static in (False, True):
        def num(k: int, static: bool = static) -> tuple[str, str]:
            return (f"_{k}", f"Int<{k}>{{}}") if static else (str(k), str(k))
        for k in range(sizes[0]):
            c, cpp = num(k)
            out.append({**raw, "expr": f"{name}({c},_)", "cpp_expr": f"{name}({cpp},_)"})
        for k in range(sizes[1]):
            c, cpp = num(k)
            out.append({**raw, "expr": f"{name}(_,{c})", "cpp_expr": f"{name}(_,{cpp})"})
    return out


def build(cutlass: Path) -> list[dict]:
    """Every case of the unit tests at TAG in the CUTLASS checkout (a git directory or work tree)."""
    from .cute_oracle import compute_answers
    names = subprocess.run(["git", "-C", str(cutlass), "ls-tree", "--name-only", f"{TAG}:{CORE}"],
                           capture_output=True, text=True, check=True).stdout.split()
    raws = []
    for name in sorted(n.rsplit("/", 1)[-1] for n in names):
        if not name.endswith(".cpp") or name in NOT_LAYOUT_ALGEBRA:
            continue
        text = subprocess.run(["git", "-C", str(cutlass), "show", f"{TAG}:{CORE}/{name}"],
                              capture_output=True, text=True, check=True).stdout
        raws += extract(name, text)
    slices = [r for r in raws if r["op"] == "swizzle_slice"]
    size_cpp = {id(r): [cpp_text(r["decls"], f"size<{k}>({r['expr']})") for k in (0, 1)] for r in slices}
    sizes = compute_answers([c for cs in size_cpp.values() for c in cs]) if slices else {}
    cases = []
    for r in raws:
        if r["op"] == "swizzle_slice":
            s0, s1 = (int(sizes[c]["output"].lstrip("_")) for c in size_cpp[id(r)])
            for s in _swizzle_slices(r, (s0, s1)):
                cases.append({"file": s["file"], "op": "slice",
                              "expr": cutecalc_text(s["decls"], s["expr"]),
                              "cpp": cpp_text(s["decls"], s["cpp_expr"])})
        else:
            cases.append({"file": r["file"], "op": r["op"], "expr": cutecalc_text(r["decls"], r["expr"]),
                          "cpp": cpp_text(r["decls"], r["expr"])})
    seen, unique = set(), []
    for c in cases:
        if c["cpp"] not in seen:
            seen.add(c["cpp"])
            unique.append(c)
    return unique


def unit_cases() -> list[tuple[str, Case]]:
    """(unit-test file, case) for every extracted case."""
    data = json.loads(CASES_PATH.read_text())
    return [(c["file"], Case(f"unit:{c['op']}", c["expr"], c["cpp"])) for c in data["cases"]]


def judge_unit_cases():
    """[(file, Verdict)] for every case, computing CuTe's missing answers into unit_answers.json."""
    from . import report
    from .cute_oracle import AnswerCache, compiler_problem, compute_answers
    pairs = unit_cases()
    cache = AnswerCache(ANSWERS_PATH)
    missing = cache.missing(c.cpp for _, c in pairs)
    if missing:
        problem = compiler_problem()
        if problem:
            raise RuntimeError(f"{len(missing)} unit-test cases have no answer in {ANSWERS_PATH.name} and {problem}")
        cache.update(compute_answers(missing))     # no static twins: the cases are C++ as the tests wrote it
        cache.save()
    return [(f, report.judge(c, cache.get(c.cpp), None)) for f, c in pairs]


def per_file_table(judged) -> str:
    from . import report
    files: dict[str, list] = {}
    for f, v in judged:
        files.setdefault(f, []).append(v)
    lines = [f"{'unit-test file':<24}{'cases':>8}{'accepted':>10}{'disagree':>10}"]
    for f, vs in files.items():
        ok = sum(v.kind in report.ACCEPTED for v in vs)
        lines.append(f"{f:<24}{len(vs):>8}{ok:>10}{len(vs) - ok:>10}")
    total = [v for _, v in judged]
    ok = sum(v.kind in report.ACCEPTED for v in total)
    lines.append(f"{'total':<24}{len(total):>8}{ok:>10}{len(total) - ok:>10}")
    for f, why in NOT_LAYOUT_ALGEBRA.items():
        lines.append(f"{f:<24}  not extracted: {why}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cutlass", nargs="?", help="a CUTLASS git checkout: rewrite unit_cases.json from it")
    parser.add_argument("--report", action="store_true", help="judge every case and print the tables")
    args = parser.parse_args(argv)
    if args.cutlass:
        cases = build(Path(args.cutlass))
        CASES_PATH.write_text(json.dumps({"cutlass": TAG, "cases": cases}, indent=1) + "\n")
        print(f"{len(cases)} cases -> {CASES_PATH}")
    if args.report:
        from . import report
        judged = judge_unit_cases()
        print(per_file_table(judged))
        print(report.table([v for _, v in judged]))
        for _, v in judged:
            if v.kind == "disagree":
                print(f"{v.case.op}: " + report.describe(v))
    return 0


if __name__ == "__main__":
    sys.exit(main())
