"""CuTe's own unit tests (CUTLASS `test/unit/cute/core/*.cpp`) as oracle cases.

Each test body is read statement by statement, keeping the declarations in scope (`auto a = ...;`).  A call
of a test helper (`test_composition(a, b);`) becomes the cases of the operation that helper checks
(`composition(a, b)`); a checked expression (`EXPECT_TRUE(weakly_congruent(a, b))`, the left side of
`CUTE_STATIC_ASSERT_V((compact_col_major(x) == r))` or `static_assert(int(result) == 3)`, each computing side
of an `EXPECT_EQ`, the E of `is_constant<V, decltype(E)>`) becomes a case printing that expression; a block
that only declares a `result` and asserts on it prints `result`.  A loop with static bounds is unrolled:
`for (int i = 0; i < size(layout); ++i)` (the bound asked of CuTe first) and `for_each(make_integer_sequence<T,
N>{}, [](auto c) {...})`; inside a loop, a declared value the test traces (`CUTLASS_TRACE_HOST(i << ": " <<
coord_i)`) is a case too, and each case keeps only the declarations it needs.  A variable of a tuple type
(`using T = tuple<_8, int>; T t(_8{}, 4);`) is declared, for C++ and cutecalc alike, as the make_tuple of
that type (`auto t = make_tuple(_8{}, 4)`).

A case's cutecalc text is the C++ declarations as written, joined by `;`, then the expression; its C++ is an
immediately invoked lambda over the same declarations returning the expression, so CuTe and cutecalc read the
same text.  Expected answers come from compiling that C++ (the one cache, cute_oracle.py; `python -m
tests.oracle.refresh` computes missing ones); only loop bounds and the slices of test_swizzle_2d (CuTe's
size<0>/size<1>) are asked of the oracle while extracting.  CUTLASS_CHECKOUT is any git clone of
https://github.com/NVIDIA/cutlass holding tag v4.2.0.

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
CHECKS = ("EXPECT_TRUE", "EXPECT_FALSE", "ASSERT_TRUE", "ASSERT_FALSE", "CUTE_STATIC_ASSERT_V", "static_assert")

# Files whose tests check tensors, bits, pointers or C++ storage, not layout or integer algebra.
NOT_LAYOUT_ALGEBRA = {
    "array_subbyte.cpp": "sub-byte arrays of data",
    "bitfield.cpp": "bit fields of data",
    "core_unit.cpp": "the test runner's main()",
    "mixedbits.cpp": "MixedBits swizzle masks with runtime bit patterns (&, |, ^ of uint32_t)",
    "pointer.cpp": "pointer types and recast_ptr",
    "tensor_algs.cpp": "tensors of data (transform, reduce)",
}
# Files of which only some tests are extracted (the others are in LEFT_OUT).
ONLY_TESTS = {"tuple.cpp": ("Tuple",)}
# What an extracted file's checks leave out, and why.
LEFT_OUT = {
    "compare.cpp": "pairs of a loop inside a loop: all when at most 256, else each coordinate's neighbours, "
                   "itself and its mirror",
    "constants.cpp": "the value types (uint32_t, int64_t) of the constants: C++ types, not values",
    "math.cpp": "is_same_v<decltype(...)::value_type, int>: C++ types, not values",
    "tuple.cpp": "sizeof/is_static/is_empty of tuple types, the slices and dices it only traces, and the "
                 "PackedTuple tests (tuples of user structs, doubles and empty classes: C++ storage)",
    "reverse.cpp": "Reverse_Array: cute::array of data (ints, floats), and tuple_size_v (a type's size)",
}


# ---------------------------------------------------------------------------------------------
# Reading the C++
# ---------------------------------------------------------------------------------------------

def _strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def _test_bodies(text: str) -> list[tuple[str, str]]:
    """(name, body) of the TEST(suite, name) { ... } functions."""
    out = []
    for m in re.finditer(r"^TEST\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*\{", text, flags=re.M):
        depth, i = 1, m.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        out.append((m.group(1), text[m.end():i - 1]))
    return out


def _statements(body: str):
    """('open'|'close'|'stmt', text) items: scope braces at statement starts, and statements; ('for',
    (header, body)) for a `for (...) { ... }` loop.

    A brace inside an expression (`Int<2>{}`) belongs to the statement.
    """
    i, start, depth = 0, 0, 0
    while i < len(body):
        ch = body[i]
        if depth == 0 and ch == "{" and re.match(r"for\s*\(", body[start:i].strip()):
            j, level = i + 1, 1
            while level:
                level += {"{": 1, "}": -1}.get(body[j], 0)
                j += 1
            yield "for", (" ".join(body[start:i].split()), body[i + 1:j - 1])
            i = start = j
            continue
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
    """Top-level comma-separated arguments of a call's argument text.

    `<` opens template arguments only right after a name (`Int<2>`), not as a comparison (`i < j`)."""
    out, stack, cur = [], [], ""
    for k, ch in enumerate(text):
        if ch in "({[" or (ch == "<" and k and (text[k - 1].isalnum() or text[k - 1] == "_")):
            stack.append(ch)
        elif ch in ")}]" and stack:
            while stack and stack.pop() == "<":    # an unclosed `<` was a comparison after all
                pass
        elif ch == ">" and stack and stack[-1] == "<":
            stack.pop()
        if ch == "," and not stack:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _call(stmt: str) -> tuple[str, list[str]] | None:
    m = re.fullmatch(r"((?:\w+::)*[A-Za-z_]\w*)\s*\((.*)\)", stmt)
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


_DECL = re.compile(r"(?:(?:static|constexpr|const)\s+)*(?:auto|int)\s+([A-Za-z_]\w*)\s*=\s*(.*)", re.S)
_FOR = re.compile(r"for \( ?int (\w+) = 0 ?; ?\1 < (.+?) ?; ?\+\+\1 ?\)")
_FOR_EACH = re.compile(r"(?:cute::)?for_each\( ?(?:cute::)?make_integer_sequence< ?(\w+) ?, ?(\d+) ?>\{\} ?, ?"
                       r"\[[^\]]*\] ?\( ?auto (\w+) ?\) ?\{(.*)\} ?\)", re.S)
_ALIAS = re.compile(r"using (\w+) = decltype\((.*)\)")
_TUPLE_TYPE = re.compile(r"using (\w+) = (tuple<.*>)")
_TYPED_DECL = re.compile(r"(\w+) (\w+)(?:\((.*)\))?")
_IS_CONSTANT = re.compile(r"(?:cute::)?is_constant<[^,]*, ?(?:decltype\((.*)\)|(\w+))>::value")
# Checked expressions about C++ types and storage rather than values.
_TYPE_WORDS = ("decltype", "is_same", "tuple_size", "sizeof", "is_static", "is_empty", "is_standard_layout",
               "value_type")
NESTED_PAIRS = 256     # a loop nested in a loop runs every pair up to this many, else neighbours (_loop_values)


def extract(file: str, text: str, bound=lambda decls, expr: None) -> list[dict]:
    """The raw cases of one unit-test file: {file, op, decls, expr} (decls are C++ statements).

    `bound(decls, expr)` is the value of a loop bound (`size(layout)`), None while it is not known yet (the
    loop is then not unrolled)."""
    out: list[dict] = []
    for name, body in _test_bodies(_strip_comments(text)):
        if name in ONLY_TESTS.get(file, (name,)):
            _walk(file, body, [], {}, (), bound, out)
    return out


def _walk(file: str, body: str, outer: list[str], aliases: dict, loops: tuple, bound, out: list[dict]):
    """The cases of the statements of `body`, with the declarations `outer` in scope.

    Inside loops (`loops` not empty) each case keeps only the declarations its expression needs, so that a
    coordinate checked in every iteration of an inner loop is one case."""
    scopes: list[list[str]] = [[]]
    used_result: list[bool] = [False]

    def add(op: str, expr: str):
        decls = [*outer, *(d for sc in scopes for d in sc)]
        if loops:
            decls = _needed(decls, expr)
        if not any("array<" in t for t in (*decls, expr)):       # cute::array of data: not a calculator value
            out.append({"file": file, "op": op, "decls": decls, "expr": expr})

    for kind, stmt in _statements(body):
        decls = [*outer, *(d for sc in scopes for d in sc)]
        if kind == "open":
            scopes.append([])
            used_result.append(False)
            continue
        if kind == "close":
            if not used_result.pop() and any(_is_computed_result(d) for d in scopes[-1]):
                add("result", "result")
            scopes.pop()
            continue
        if kind == "for":
            header, inner = stmt
            m = _FOR.fullmatch(header)
            n = bound(_needed(decls, m.group(2)), m.group(2)) if m else None
            for v in _loop_values(n, loops) if n is not None else ():
                _walk(file, inner, [*decls, f"int {m.group(1)} = {v}"], dict(aliases), (*loops, (v, n)), bound, out)
            continue
        stmt = stmt.replace("[[maybe_unused]] ", "")
        m = re.fullmatch(r"CUTLASS_TRACE_HOST\((.*)\)", stmt)
        if m and loops:       # inside a loop: the declared values it traces (`i << ": " << coord_i`)
            declared = {dm.group(1): dm.group(2) for d in decls if (dm := _DECL.fullmatch(d))}
            for item in (t.strip() for t in m.group(1).split("<<")):
                if item in declared and not declared[item].isdigit():
                    add(_head(declared[item]), item)
            continue
        if not stmt or stmt.startswith(("CUTLASS_TRACE_HOST", "using namespace")):
            continue
        m = _FOR_EACH.fullmatch(stmt)
        if m:
            ctype, n, var, inner = m.groups()
            for v in range(int(n)):
                _walk(file, inner, [*decls, f"auto {var} = cute::integral_constant<{ctype}, {v}>{{}}"],
                      dict(aliases), (*loops, (v, int(n))), bound, out)
            continue
        m = _ALIAS.fullmatch(stmt)
        if m:
            aliases[m.group(1)] = m.group(2)
            continue
        m = _TUPLE_TYPE.fullmatch(stmt)
        if m:
            aliases[m.group(1)] = m.group(2)
            continue
        m = _TYPED_DECL.fullmatch(stmt)
        if m and m.group(1) in aliases:           # `tuple_2d_m_type tuple_2d_m(_8{}, 4)`: see _as_make_tuple
            scopes[-1].append(f"auto {m.group(2)} = {_as_make_tuple(aliases[m.group(1)], m.group(3))}")
            continue
        call = _call(stmt)
        name = call[0].removeprefix("cute::") if call else None
        if name in HELPERS:
            for op, expr in HELPERS[name](call[1]):
                add(op, expr)
            used_result[-1] = True
        elif name == SWIZZLE_HELPER:
            add("swizzle_slice", call[1][0])
        elif name == "EXPECT_EQ":                 # each side that computes something (not a literal)
            for expr in call[1]:
                if re.search(r"[\w>]\s*\(", expr) and _is_value(expr):
                    add(_op_of(expr, [*outer, *(d for sc in scopes for d in sc)]), expr)
        elif name in CHECKS:
            m = _IS_CONSTANT.fullmatch(call[1][0])
            if m:                                  # is_constant<V, decltype(E)>: the value of E
                expr = m.group(1) or aliases.get(m.group(2), "")
            else:
                expr = _lhs_of_equality(call[1][0])
            if expr.startswith("test_evenly_divides("):       # the helper returns evenly_divides(a, b)
                expr = expr[len("test_"):]
            if expr and _is_value(expr):
                add(_op_of(expr, decls), expr)
        elif _DECL.fullmatch(stmt):
            scopes[-1].append(stmt)


def _as_make_tuple(ctype: str, args: str | None) -> str:
    """A variable of a tuple type as the make_tuple call giving the same type: `tuple<_8, _4>` default-built is
    make_tuple(_8{}, _4{}); `tuple<tuple<int, _2>, int, int>` built from `(tuple<int,_2>(1,_2{}),8,2)` is
    make_tuple(make_tuple(1,_2{}),8,2) (static elements are `_N{}`, dynamic ones `int`)."""
    if args is not None:
        return "make_tuple(" + re.sub(r"tuple<[^()]*>\(", "make_tuple(", args) + ")"

    def static(t: str) -> str:
        t = t.strip()
        if t.startswith("tuple<"):
            return "make_tuple(" + ", ".join(static(e) for e in _split_args(t[len("tuple<"):-1])) + ")"
        if not re.fullmatch(r"_\d+", t):
            raise ValueError(f"a default-built {ctype} has a dynamic element")
        return t + "{}"
    return static(ctype)


def _is_value(expr: str) -> bool:
    """An expression printing a value (not a question about C++ types or storage)."""
    return not any(w in expr for w in _TYPE_WORDS) and "::" not in expr.replace("cute::", "")


def _loop_values(n: int, loops: tuple) -> list[int]:
    """The iterations to unroll: all of them, or, for a loop inside a loop whose pairs exceed NESTED_PAIRS,
    the outer value's neighbours, itself and its mirror (enough to check an ordering is total and strict)."""
    if not loops or loops[-1][1] * n <= NESTED_PAIRS:
        return list(range(n))
    i = loops[-1][0]
    return sorted({k for k in (i - 1, i, i + 1, n - 1 - i) if 0 <= k < n})


def _needed(decls: list[str], expr: str) -> list[str]:
    """The declarations `expr` uses, directly or through other declarations."""
    need, keep = set(re.findall(r"[A-Za-z_]\w*", expr)), []
    for d in reversed(decls):
        m = _DECL.fullmatch(d)
        if m and m.group(1) in need:
            need.discard(m.group(1))
            need |= set(re.findall(r"[A-Za-z_]\w*", m.group(2)))
            keep.append(d)
    return keep[::-1]


def _op_of(expr: str, decls: list[str]) -> str:
    """The operation a case checks: the function called; through `int(x)`, `get<k>(x)` or a bare `x` of a
    declared `x`, x's; `operator*` for a product."""
    if re.search(r"\s\*\s", expr):
        return "operator*"
    m = re.fullmatch(r"(?:int\(|get<\d+>\()?(\w+)\)?", expr)
    if m:
        for d in reversed(decls):
            dm = _DECL.fullmatch(d)
            if dm and dm.group(1) == m.group(1):
                return _head(dm.group(2))
    return _head(expr)


def _is_computed_result(decl: str) -> bool:
    """`auto result = logical_divide(...)`: a value the block computes and then asserts on."""
    m = _DECL.fullmatch(decl)
    return bool(m) and m.group(1) == "result" and not m.group(2).startswith("make_")


def _head(expr: str) -> str:
    m = re.match(r"(?:\w+::|\w+\.)*([A-Za-z_]\w*)\s*[(<]", expr)     # `cute::f(`, `layout.method(`
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
    texts = {}
    for name in sorted(n.rsplit("/", 1)[-1] for n in names):
        if name.endswith(".cpp") and name not in NOT_LAYOUT_ALGEBRA:
            texts[name] = subprocess.run(["git", "-C", str(cutlass), "show", f"{TAG}:{CORE}/{name}"],
                                         capture_output=True, text=True, check=True).stdout
    # Loop bounds (`size(layout)`) are CuTe's answers too: a first pass collects them, the second unrolls.
    wanted: list[str] = []
    for name, text in texts.items():
        extract(name, text, lambda decls, expr: wanted.append(cpp_text(decls, expr)))
    bounds = compute_answers(wanted) if wanted else {}
    raws = []
    for name, text in texts.items():
        raws += extract(name, text, lambda decls, expr: int(bounds[cpp_text(decls, expr)]["output"].lstrip("_")))
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
    """[(file, Verdict)] for every case (the cache must answer each; no static twins: the cases are C++ as the
    tests wrote it)."""
    from . import report
    from .cute_oracle import AnswerCache
    pairs = unit_cases()
    cache = AnswerCache().require((c.cpp for _, c in pairs), "unit-test cases")
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
    for f, why in LEFT_OUT.items():
        lines.append(f"{f:<24}  left out: {why}")
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
