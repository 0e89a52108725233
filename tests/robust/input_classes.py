"""Generators of each input class of docs/errors.md: from a seeded random.Random and the row, another
input of the row's class, as a Row with what to expect of it (tests/robust/row_fuzz.py runs them).

A class whose message quotes the input (a position, an extent, a name) sets `pattern`, a regular
expression standard error must match; the others keep the row's fragment.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

from cutecalc.lang.function_table import FUNCTIONS

R = random.Random
Row = Any


def _int(rng: R, lo: int, hi: int, static: bool | None = None) -> str:
    v = rng.randint(lo, hi)
    st = rng.random() < 0.5 if static is None else static
    return f"_{v}" if st else str(v)


def _shape(rng: R, lo: int = 1, hi: int = 8, rank: int | None = None, static: bool | None = None) -> list[str]:
    return [_int(rng, lo, hi, static) for _ in range(rank or rng.randint(1, 4))]


def _tup(xs: list[str]) -> str:
    return xs[0] if len(xs) == 1 else "(" + ",".join(xs) + ")"


def _layout(rng: R, rank: int | None = None, static: bool | None = None) -> str:
    s = _shape(rng, 1, 8, rank, static)
    d = [_int(rng, 0, 64, static) for _ in s]
    return f"{_tup(s)}:{_tup(d)}"


def _expr(row: Row, expr: str, **changes: Any) -> Row:
    """The row with its statement (the last argument) replaced."""
    return replace(row, args=(*row.args[:-1], expr), **changes)


def _valid(rng: R) -> str:
    return rng.choice(["size(4:1)", "coalesce((2,(1,6)):(1,(6,2)))", f"make_layout({_tup(_shape(rng))})",
                       "logical_divide(24:2, 4:2)", "rank((4,8):(8,1))", f"complement({rng.randint(1, 9)}:1, 64)"])


# -- syntax ------------------------------------------------------------------------------------------

def unbalanced(rng: R, row: Row) -> Row:
    opener = rng.choice(["(", "<"])
    head = rng.choice(["logical_divide(", "size(", "composition(", "make_layout(", ""])
    closer = {"(": ")", "<": ">"}[opener]
    inner = f"{_layout(rng)}, {opener}2:1, 4:1" if opener == "<" else f"({_layout(rng)}"
    expr = head + inner + ("" if head else "") + (")" if head and opener == "<" else "")
    if opener == "(" and head:
        expr = head + inner + closer     # the head's bracket stays open
    if not head:
        expr = "size(" + inner if opener == "(" else "size(4:1, " + inner
    return _expr(row, expr, says="", pattern=r"'[(<]' at \d+:\d+ is never closed")


def stray_close(rng: R, row: Row) -> Row:
    return _expr(row, _valid(rng) + rng.choice([")", "))", "]", ">"]), says="",
                 pattern=r"\d+:\d+: error: unexpected '[)\]>]'")


def stray_token(rng: R, row: Row) -> Row:
    ch = rng.choice("$?!`~\\")
    return _expr(row, f"{_valid(rng)} {ch}", says="", pattern=r"unexpected character '" + re.escape(ch))


# -- names and arguments -------------------------------------------------------------------------------

_NAMES = sorted(n for n in FUNCTIONS if len(n) > 5 and n.isidentifier())


def unknown_function(rng: R, row: Row) -> Row:
    while True:
        name = rng.choice(_NAMES)
        k = rng.randrange(len(name))
        typo = name[:k] + name[k + 1:]
        if typo not in FUNCTIONS and typo.isidentifier():
            break
    return _expr(row, f"{typo}({_layout(rng)}, 4:2)", says="did you mean")


def unknown_variable(rng: R, row: Row) -> Row:
    name = rng.choice(["Lyt", "lay0ut", "Tile_", "zz", "q1"]) + str(rng.randint(0, 99))
    return _expr(row, f"L = 4:1; {rng.choice(['size', 'rank', 'coalesce'])}({name})", says="unknown")


def argument_count(rng: R, row: Row) -> Row:
    name = rng.choice(["complement", "coalesce", "size", "right_inverse", "left_inverse", "logical_divide",
                       "make_layout", "cosize"])
    lo, hi = FUNCTIONS[name].nargs
    n = rng.choice([k for k in (0, hi + 1, hi + 2) if k < lo or k > hi])
    return _expr(row, f"{name}({', '.join(_layout(rng) for _ in range(n))})", says="",
                 pattern=rf"expects .*arguments?, got {n}")


def argument_type(rng: R, row: Row) -> Row:
    name = rng.choice(["complement", "coalesce", "logical_divide", "logical_product"])
    second = "" if name == "coalesce" else f", {_layout(rng)}"
    return _expr(row, f"{name}({rng.randint(1, 99)}{second})", says="must be a Layout")


def template_argument(rng: R, row: Row) -> Row:
    name = rng.choice(["size", "rank", "depth", "shape", "stride", "layout", "get"])
    return _expr(row, f"a = {_layout(rng)}; {name}<a>({_layout(rng, rank=2)})", says="template arguments must be "
                 "integers")


# -- atoms ---------------------------------------------------------------------------------------------

def atom_static_assert(rng: R, row: Row) -> Row:
    """An atom family's template arguments its static_asserts refuse (each refused by g++ in the atom oracle)."""
    op = rng.choice(["SM80_CP_ASYNC_CACHEGLOBAL<uint64_t>", "SM80_CP_ASYNC_CACHEALWAYS<uint16_t>",
                     "SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<float>", "SM80_CP_ASYNC_CACHEALWAYS<uint64_t, uint32_t>",
                     "AutoVectorizingCopyWithAssumedAlignment<256>", "UniversalCopy<uint4_t>",
                     "Copy_Traits<SM90_BULK_COPY_S2G, C<200>>", "Copy_Traits<SM90_BULK_COPY_G2S, C<200>>"])
    return _expr(row, f"Copy_Atom<{op}, {rng.choice(['half_t', 'float'])}>{{}}", says="static_assert failed")


def copy_value_type(rng: R, row: Row) -> Row:
    """A copy operation with a value type its layouts do not divide into (refused by g++ in the atom oracle)."""
    op = rng.choice(["SM100_U8x8_LDSM_T", "SM100_U8x16_LDSM_T", "SM100_TMEM_LOAD_16dp128b2x", "SM75_U32x1_LDSM_N",
                     "SM100_TMEM_STORE_16dp64b8x", "SM100_SU4_DU8x16_x2_LDSM_N"])
    t = "double" if op.startswith(("SM100_TMEM", "SM100_SU4", "SM75")) else rng.choice(["half_t", "float", "double"])
    return _expr(row, f"Copy_Atom<{op}, {t}>{{}}", says="", pattern=r"the operation is not valid for (Src|Dst)")


# -- values --------------------------------------------------------------------------------------------

def not_congruent(rng: R, row: Row) -> Row:
    s = _shape(rng, 1, 8, rng.randint(1, 3))
    d = [_int(rng, 0, 16) for _ in range(len(s) + rng.randint(1, 2))]
    if rng.random() < 0.5:
        d = [f"({d[0]},{d[1]})", *d[2:]]
        s = s + [_int(rng, 1, 4)] if len(d) > len(s) else s
    return _expr(row, f"{_tup(s)}:({','.join(d)})", says="not congruent")


def bad_extent(value: str):
    def make(rng: R, row: Row) -> Row:
        s = _shape(rng, 1, 8, rng.randint(1, 4))
        k = rng.randrange(len(s))
        v = "0" if value == "0" else str(-rng.randint(1, 64))
        s[k] = rng.choice(["", "_"]) + v if v == "0" else v
        expr = rng.choice([f"make_layout(({','.join(s)}))", f"({','.join(s)}):({','.join('1' for _ in s)})"])
        return _expr(row, expr, says="", pattern=r"non-positive extent _?" + ("0" if v == "0" else "-"))
    return make


def negative_stride_complement(rng: R, row: Row) -> Row:
    return _expr(row, f"complement({rng.randint(1, 8)}:{-rng.randint(1, 8)}, {rng.randint(8, 64)})",
                 says="negative stride")


def non_injective(static: bool):
    def make(rng: R, row: Row) -> Row:
        a, b = rng.randint(2, 6), rng.randint(2, 6)
        c = rng.randint(1, a - 1)          # the second mode starts inside the first: they overlap
        u = "_" if static else ""
        return _expr(row, f"complement(({u}{a},{u}{b}):({u}1,{u}{c}), {u}{a * b * rng.randint(1, 4)})",
                     says="not injective")
    return make


def inadmissible(static: bool):
    def make(rng: R, row: Row) -> Row:
        a = rng.randint(2, 6)
        b = rng.randint(2, 6)
        c = a + rng.randint(1, 8)          # A's second mode cannot coalesce with its first
        s = rng.choice([k for k in range(a + 1, a * b) if k % a] or [a + 1])
        u = "_" if static else ""
        says = "Shape Divisibility Condition" if static else "CuTe does not check this for dynamic integers"
        return _expr(row, f"composition(({u}{a},{u}{b}):({u}1,{u}{c}), {u}{s}:{u}1)", says=says)
    return make


def tiler_rank(rng: R, row: Row) -> Row:
    r = rng.randint(1, 3)
    modes = ",".join("2:1" for _ in range(r + rng.randint(1, 2)))
    name = rng.choice(["logical_product", "logical_divide", "zipped_divide", "tiled_product"])
    return _expr(row, f"{name}({_layout(rng, rank=r)}, <{modes}>)", says="",
                 pattern=r"too many modes in tiler|the tiler has \d+ modes")


def print_layout_rank(rng: R, row: Row) -> Row:
    r = rng.randint(3, 6)
    return _expr(row, f"print_layout(make_layout({_tup(_shape(rng, 1, 3, r))}))", says="needs a rank-2 layout")


def mode_index(rng: R, row: Row) -> Row:
    r = rng.randint(1, 4)
    name = rng.choice(["size", "shape", "stride", "get", "layout", "rank", "depth"])
    return _expr(row, f"{name}<{r + rng.randint(0, 3)}>({_layout(rng, rank=r)})", says="out of range")


def coordinate_rank(rng: R, row: Row) -> Row:
    r = rng.randint(1, 3)
    extra = ",".join(str(rng.randint(0, 1)) for _ in range(r + rng.randint(1, 2)))
    return _expr(row, f"L = {_layout(rng, rank=r, static=False)}; L({extra})", says="",
                 pattern=r"coordinate of rank \d|more modes than the shape")


def division_by_zero(rng: R, row: Row) -> Row:
    k = rng.randint(1, 9)
    zero = rng.choice([f"({k} - {k})", "0", f"(2*{k} - {k} - {k})"])
    return _expr(row, f"{rng.randint(-99, 99)} {rng.choice('/%')} {zero}", says="division by zero")


def beyond_64_bits(rng: R, row: Row) -> Row:
    big = 2 ** 64 + rng.randint(0, 2 ** 40)
    return _expr(row, rng.choice([f"make_layout({big})", f"{big}:1", f"size({big})", f"{big} + 1"]),
                 says="64-bit range")


def long_literal(static: bool):
    def make(rng: R, row: Row) -> Row:
        n = rng.randint(25, 20_000)
        hexa = not static and rng.random() < 0.3
        digits = "".join(rng.choice("0123456789abcdef" if hexa else "0123456789") for _ in range(n - 1))
        lit = ("_" if static else "") + ("0x" if hexa else "") + rng.choice("123456789") + digits
        expr = rng.choice([lit, f"size({lit})", f"{lit}:1", f"(2,{lit}):(1,2)", f"-{lit}"])
        return _expr(row, expr, says="", pattern=rf"\.\.\. \({n} digits\) is outside CuTe's 64-bit range")
    return make


def product_beyond_64_bits(rng: R, row: Row) -> Row:
    a = rng.randint(2 ** 32, 2 ** 33)
    b = rng.randint(2 ** 32, 2 ** 33)
    return _expr(row, f"size((_{a},_{b}):(_1,_1))", says="64-bit range")


def deep_nesting(rng: R, row: Row) -> Row:
    n = rng.randint(65, 400)
    o, c = rng.choice([("(", ")"), ("size(", ")"), ("make_layout(", ")")])
    return _expr(row, o * n + "1" + c * n, says="nested too deeply (limit 64)")


def picture_cap(rng: R, row: Row) -> Row:
    m, n = rng.choice([(4096, 4096), (512, 256), (1024, 128), (65537, 1), (300, 300)])
    return _expr(row, f"print_layout(({m},{n}):(1,{m}))", says="", pattern=r"more than the 65536 \(2\^16\)")


def tiled_picture_cap(rng: R, row: Row) -> Row:
    """print_latex of a tiled MMA or copy with a panel over 2^16 cells: C or S by the threads, A by K."""
    m, n = rng.choice([(1024, 1024), (65536, 65536), (257, 256), (300, 300), (65537, 1)])
    fma = "UniversalFMA<float,float,float,float>{}"
    expr, panel, cells = rng.choice([
        (f"make_tiled_mma({fma}, Layout<Shape<_{m},_{n}>>{{}})", "C", f"{m}x{n}"),
        (f"make_tiled_mma({fma}, Layout<Shape<_1,_1,_{m * n}>>{{}})", "A", f"1x{m * n}"),
        (f"make_tiled_copy(Copy_Atom<UniversalCopy<int>,int>{{}}, Layout<Shape<_{m},_{n}>>{{}})", "S", f"{m}x{n}")])
    return _expr(row, f"print_latex({expr})", says="",
                 pattern=rf"print_latex \({panel}\): {cells} cells is more than the 65536 \(2\^16\)")


def file_total(rng: R, row: Row) -> Row:
    """An SVG or HTML file of more pictures than 2^15 cells and lines in all: the ones past it are refused."""
    n = rng.randint(48, 64)
    count = 32768 // (n * n + 1) + 1 + rng.randint(0, 2)
    script = "".join(f"({n},{n}):({rng.randint(1, n)},1)\n" for _ in range(count)).encode()
    fmt = rng.choice(["svg", "html"])
    return replace(row, args=("--format", fmt, "-o", f"t.{fmt}"), script=script, says="",
                   pattern=r":\d+:1: error: cannot draw this value: an SVG or HTML file draws at most 32768 \(2\^15\)")


def full_table_cap(rng: R, row: Row) -> Row:
    m, n = rng.choice([(2048, 1024), (129, 128), (16385, 1), (200, 100)])
    layout = f"({m},{n}):(1,{m})"
    return _expr(row, layout, prints=layout)


def elided_table(rng: R, row: Row) -> Row:
    m = rng.randint(40, 5000)
    return _expr(row, f"({m},{rng.randint(1, 8)}):({rng.randint(1, 64)},1)", prints=f"… elides {m - 32} of {m} rows")


# -- bytes and files -----------------------------------------------------------------------------------

def long_line(rng: R, row: Row) -> Row:
    n = rng.randint(100_001, 400_000)
    body = (rng.choice([b"2,", b"1 + ", b"x"]) * n)[:n]
    return replace(row, script=_lines(rng) + b"(" + body + b"2)\n")


def _lines(rng: R) -> bytes:
    return b"".join(f"v{k} = {_layout(rng)}\n".encode() for k in range(rng.randint(0, 3)))


def nul_bytes(rng: R, row: Row) -> Row:
    head = _lines(rng)
    junk = bytes(rng.randrange(256) for _ in range(rng.randint(0, 400)))
    script = head + b"\x00" + junk
    return replace(row, script=script, says="", pattern=r"a NUL byte at byte \d+")


def not_utf8(rng: R, row: Row) -> Row:
    head = _lines(rng)
    bad = bytes([rng.choice([0xe9, 0xff, 0xc3, 0x80, 0xfe])])
    script = head + b"size(4:1)\n" + b"r" + bad + b"sum\n"
    return replace(row, script=script, says="", pattern=r"not UTF-8 text \(byte \d+\)")


def empty_file(rng: R, row: Row) -> Row:
    return replace(row, script=rng.choice([b"", b"\n", b"   \n\n", b"// only a comment\n", b"# note\n\n"]))


def crlf_bom(rng: R, row: Row) -> Row:
    ks = [rng.randint(1, 99) for _ in range(rng.randint(1, 4))]
    body = b"".join(f"size({k}:1)\r\n".encode() for k in ks)
    return replace(row, script=b"\xef\xbb\xbf" + body, stdout="".join(f"{k}\n" for k in ks))


def missing_file(rng: R, row: Row) -> Row:
    return replace(row, name=rng.choice(["missing.cute", "no/such/dir/x.cute", "é.cute", "a b.cute", ".hidden"]))


def directory(rng: R, row: Row) -> Row:
    return replace(row, name=rng.choice(["some/dir", "d", "deep/er/still", "x.cute"]))


def unreadable(rng: R, row: Row) -> Row:
    return replace(row, name=rng.choice(["secret.cute", "s", "locked file.cute"]))


def errors_continue(rng: R, row: Row) -> Row:
    lines, out = [], []
    for _ in range(rng.randint(2, 6)):
        if rng.random() < 0.5:
            k = rng.randint(1, 64)
            lines.append(f"size({k}:1)")
            out.append(f"{k}\n")
        else:
            lines.append(f"nope{rng.randint(0, 9)}({rng.randint(1, 9)})")
    lines.append("nope(1)")
    return replace(row, script="".join(x + "\n" for x in lines).encode(), stdout="".join(out), says="",
                   pattern=r"bad\.cute:\d+:1: error: unknown")


def full_device(rng: R, row: Row) -> Row:
    return _expr(row, "; ".join(_valid(rng) for _ in range(rng.randint(1, 40))))


def narrow_terminal(rng: R, row: Row) -> Row:
    """A terminal of no width (or one column): the table is drawn at the least width, not dropped."""
    m, n = rng.randint(5, 9), rng.randint(5, 9)
    return replace(row, args=(*row.args[:-1], f"({m},{n}):({n},1)"), env=(("COLUMNS", rng.choice(["0", "1"])),),
                   prints=f" {m * n - 1} \n")


def wide_full(rng: R, row: Row) -> Row:
    """--full on a terminal narrower than the table: every column is drawn, the last one too."""
    n = rng.randint(50, 120)
    width = rng.randint(40, 80)
    return replace(row, args=(*row.args[:-1], f"(2,{n}):({n},1)"), env=(("COLUMNS", str(width)),),
                   prints=f" {2 * n - 2}  {2 * n - 1}")


def svg_whole(rng: R, row: Row) -> Row:
    """An SVG picture on a narrow terminal still has its last columns (up to the 64 it draws)."""
    n = rng.randint(20, 64)
    return replace(row, shell="", args=("--format", "svg", f"(8,{n}):({n},1)"),
                   env=(("COLUMNS", str(rng.randint(40, 80))),),
                   prints=f"&#160;{8 * n - 2}&#160;")


def zero_extent(rng: R, row: Row) -> Row:
    zero = rng.choice(["0", "_0"])
    a = _layout(rng, rank=rng.randint(1, 3))
    return _expr(row, rng.choice([f"{a} o {zero}", f"composition({a}, {zero})", f"{a} ∘ {zero}"]), says="",
                 pattern=r"tile extent _?0 is not positive .*SIGFPE")


def negative_extent(rng: R, row: Row) -> Row:
    n, d = rng.randint(2, 9), rng.randint(1, 4)
    fmt = rng.choice(["table", "svg", "html", "latex"])
    return replace(row, args=("--format", fmt, f"left_inverse(_{n}:_-{d})"), says="", prints="",
                   pattern=r"cannot draw this value: extent .* is not positive")


def negative_extent_explained(rng: R, row: Row) -> Row:
    n, d = rng.randint(2, 9), rng.randint(1, 4)
    return _expr(row, f"left_inverse(_{n}:_-{d})", prints="(not drawn: extent _-")


def high_rank_table(rng: R, row: Row) -> Row:
    r = rng.randint(3, 511)
    ones = rng.choice(["1", "_1"])
    return _expr(row, f"make_layout(({rng.randint(1, 9)}" + f",{ones}" * (r - 1) + "))",
                 prints=f"rank {r}: rows are mode 0")


def json_failure(rng: R, row: Row) -> Row:
    """--json and a command that fails as a whole: a script that is missing or a directory, an unwritable -o."""
    kind = rng.choice(["missing", "directory", "output"])
    if kind == "output":
        target = rng.choice(["/proc/version", "/proc/nope/x", "."])
        return replace(row, args=("--json", "-o", target, _valid(rng)), prints='"error": {"message": "cannot write',
                       says="cannot write")
    name = rng.choice(["missing.cute", "x/y.cute", "a b.cute"]) if kind == "missing" else "."
    return replace(row, args=("--json", "-f", name), says="cannot read",
                   prints='{"line": null, "col": null, "input": null, "value": null, "type": null, "warning": '
                          'null, "error": {"message": "cannot read')


GENERATORS = {
    "--json: the command's own failure is a JSON record": json_failure,
    "composition with a zero tile extent (CuTe: size 0 or SIGFPE)": zero_extent,
    "a value with a negative extent as a table": negative_extent,
    "a value with a negative extent explained": negative_extent_explained,
    "a rank-511 layout as a table": high_rank_table,
    "standard output on a full device": full_device,
    "a terminal of no width": narrow_terminal,
    "--full wider than the terminal is not cropped": wide_full,
    "an SVG picture is not cut to a terminal": svg_whole,
    "unbalanced brackets": unbalanced,
    "stray closing bracket": stray_close,
    "stray token": stray_token,
    "unknown function": unknown_function,
    "unknown variable": unknown_variable,
    "wrong argument count": argument_count,
    "wrong argument type": argument_type,
    "wrong template argument": template_argument,
    "shape and stride not congruent": not_congruent,
    "zero shape": bad_extent("0"),
    "negative shape": bad_extent("-"),
    "negative stride in complement": negative_stride_complement,
    "non-injective complement (static)": non_injective(True),
    "non-injective complement (dynamic)": non_injective(False),
    "inadmissible composition (static)": inadmissible(True),
    "inadmissible composition (dynamic)": inadmissible(False),
    "rank mismatch in a tiler": tiler_rank,
    "rank mismatch for print_layout": print_layout_rank,
    "mode index out of range": mode_index,
    "coordinate of the wrong rank": coordinate_rank,
    "division by zero": division_by_zero,
    "integer beyond 64 bits": beyond_64_bits,
    "integer literal of 4,301 digits": long_literal(False),
    "static integer literal of 4,301 digits": long_literal(True),
    "product beyond 64 bits": product_beyond_64_bits,
    "nesting beyond the limit (64)": deep_nesting,
    "print_layout beyond the cell cap (2^16)": picture_cap,
    "--full table beyond the cell cap": full_table_cap,
    "print_latex of a tiled MMA or copy beyond the cell cap (2^16 a panel)": tiled_picture_cap,
    "an SVG or HTML file beyond its total (2^15 cells and lines)": file_total,
    "a huge layout as a table (elided)": elided_table,
    "a 10 MB line": long_line,
    "binary garbage": nul_bytes,
    "not UTF-8": not_utf8,
    "an empty file": empty_file,
    "CRLF line endings and a UTF-8 BOM": crlf_bom,
    "a file that does not exist": missing_file,
    "a directory": directory,
    "unreadable permissions": unreadable,
    "errors do not stop a script": errors_continue,
    "atom arguments a static_assert refuses": atom_static_assert,
    "a copy atom's value type its layouts refuse": copy_value_type,
}


def same(rng: R, row: Row) -> Row:
    """A class whose input is its situation: the row itself (row_fuzz adds the neutral context)."""
    return row


# -- the surfaces of issue 22: files and streams of --emit/--verify/-o, verify's cache and runner ------------

def _big_print(rng: R) -> str:
    n = rng.randint(48, 256)
    return f"print_layout(({n},{n}):({n},1))"


def file_size_limit(rng: R, row: Row) -> Row:
    """Standard output a file that may not grow past 1 KiB: every format, and --emit."""
    flag = rng.choice(["", "--format latex", "--json", "--format table", "--emit cpp"])
    stmts = "; ".join(_big_print(rng) for _ in range(rng.randint(8, 12)))
    return replace(row, shell=f"( ulimit -f 1; cutecalc {flag} '{stmts}' > f )")


def file_size_limit_o(rng: R, row: Row) -> Row:
    flag = rng.choice(["", "--format latex", "--emit cpp", "--format svg", "--format html"])
    stmts = "; ".join(_big_print(rng) for _ in range(rng.randint(8, 12)))
    name = rng.choice(["g", "out.txt", "o u t"])
    return replace(row, shell=f"echo old > '{name}'; ( ulimit -f 1; cutecalc {flag} -o '{name}' '{stmts}' ); rc=$?; "
                              f"cat '{name}'; ls -a | grep -c cutecalc-; exit $rc",
                   pattern=re.escape(f"cannot write '{name}': File too large"))


def interrupted_o(signal_name: str):
    def gen(rng: R, row: Row) -> Row:
        n = rng.randint(2000, 6000)
        shell = row.shell.replace("head -4000", f"head -{n}").replace("kill -INT", f"kill -{signal_name}")
        return replace(row, shell=shell)
    return gen


def closed_stdout_program(rng: R, row: Row) -> Row:
    flag = rng.choice(["--emit cpp", "--emit dsl", "--verify", "verify"])
    return replace(row, shell=f"cutecalc {flag} '{_valid(rng)}' >&-")


def stdin_is_output(rng: R, row: Row) -> Row:
    flag = rng.choice(["", "--emit cpp", "--format latex", "--static"])
    src = rng.choice(["-f - ", ""])
    return replace(row, shell=f"echo 'size(4:1)' > s.cute; cutecalc {flag} {src}-o s.cute < s.cute; rc=$?; cat s.cute; "
                              "exit $rc")


def syntax_error_program(rng: R, row: Row) -> Row:
    v = unbalanced(rng, replace(row, args=("x",)))
    flag = rng.choice([("--emit", "cpp"), ("--emit", "dsl"), ("--verify",), ("verify",)])
    return replace(v, args=(*flag, v.args[-1]), pattern=r"<input>:\d+:\d+: error: '[(<]' at \d+:\d+ is never closed")


def long_program(rng: R, row: Row) -> Row:
    flag = rng.choice(["--emit cpp", "--emit dsl", "--verify"])
    word = rng.choice(["size(4:1)", "a = (4,8):(8,1)", "# a comment"])
    return replace(row, shell=f"yes '{word}' | cutecalc {flag}", pattern=re.escape(f"{flag.split()[0]} reads a script "
                                                                                 "of at most 8 MiB"))


def program_with_display_option(rng: R, row: Row) -> Row:
    program = rng.choice([("--emit", "cpp"), ("--emit", "dsl"), ("--verify",)])
    extra = rng.choice([("--json",), ("--format", "table"), ("--format", "latex"), ("--explain",), ("--fail-fast",),
                        ("--full",), ("--color-by", "mode"), ("--width", "80"), ("--format", "text")])
    args = (*program, *extra) if rng.random() < 0.5 else (*extra, *program)
    return replace(row, args=(*args, _valid(rng)),
                   pattern=re.escape(program[0]) + r" prints a (program|report), which ")


def cutlass_alone(rng: R, row: Row) -> Row:
    extra = rng.choice([(), ("--json",), ("--static",), ("--dialect", "dsl")])
    return replace(row, args=("--cutlass", rng.choice(["/x", ".", "include"]), *extra, _valid(rng)))


CORRUPT_ENTRIES = ["", "{", "[]", "null", "42", '"text"', '{"output": 4}', '{"refused": "never", "message": "x"}',
                   '{"output": "x", "bytes": -1, "sha256": "00"}', '{"output": "5", "bytes": 1}', "[[[[[[[[[[[["]


def corrupt_cache(rng: R, row: Row) -> Row:
    """Every answer of the cache replaced by one bad shape, a directory or a link to a file that must stay."""
    kind = rng.choice(["json", "json", "json", "directory", "link"])
    if kind == "json":
        bad = rng.choice(CORRUPT_ENTRIES).replace("'", "'\\''")
        spoil = f"for e in $A/*.json; do printf '%s' '{bad}' > $e; done"
    elif kind == "directory":
        spoil = "for e in $A/*.json; do rm $e; mkdir $e; done"
    else:
        spoil = "echo keep > victim; for e in $A/*.json; do rm $e; ln -s $PWD/victim $e; done"
    return replace(row, shell=row.shell.replace("SPOIL", spoil))


def hostile_output(rng: R, row: Row) -> Row:
    prints = rng.sample(['print("\\036abc\\n")', 'print("\\0360\\nfake\\n")', 'print("0 ok 0\\n-1 end 0\\n")',
                         'print("\\036-\\n")', 'print("\\0361\\n")', 'print("\\033]52;c;aGk=\\007")'], 3)
    return replace(row, args=("verify", "; ".join([*prints, "size(4:1)"])), prints="4 agree")


def crashing_statements(rng: R, row: Row) -> Row:
    k = rng.randint(2, 5)
    crash = [f"blocked_product(make_layout({rng.randint(2, 99)},0), (_4):(_1))" for _ in range(k)]
    return replace(row, args=("verify", "; ".join([*crash, "size(4:1)"])), prints=f"1 agree, {k} both refuse")


def composed_of_not_a_layout(rng: R, row: Row) -> Row:
    b = rng.choice(['"abc"', "_", "(1,2)", "4", "make_tiled_mma(MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{})",
                    "_1@0", "<2:1, 4:1>", "(4,(2,3))"])
    a = rng.choice(["Sw<3,4,3>", "Sw<2,3,3>", "(8,8):(8,1)", "Swizzle<1,2,3>{}"])
    return _expr(row, f"{a} o {rng.randint(0, 64)} o {b}", says="",
                 pattern=r"'A o offset o B' \(a composed layout\): B must be a layout, got ")


def basis_mode_out_of_range(rng: R, row: Row) -> Row:
    m = rng.choice([512, 513, 100000000, rng.randint(512, 2 ** 40)])
    expr = rng.choice([f"_1@{m}", f"E<{m}>{{}}", f"E<0,{m}>{{}}", f"make_layout((2,2), (_1@{m}, _1@0))(1,1)",
                       f"_2@0@{m}", f"(4,8):(_1@0,_1@{m})"])
    return _expr(row, expr, says=f"basis mode {m} is out of range")


def integer_origin(rng: R, row: Row) -> Row:
    v = rng.choice([rng.randint(-2 ** 40, -1), rng.randint(0, 99)])
    o = rng.choice([f"ArithTuple{v}", f"ArithTuple_{v}"])
    n = rng.randint(1, 64)
    text = f"{o} o _{n}:_1@0"
    return _expr(row, text, stdout=text + "\n")


def negative_basis(rng: R, row: Row) -> Row:
    v, m = rng.randint(1, 2 ** 40), rng.randint(0, 9)
    static = rng.random() < 0.5
    return _expr(row, f"-{'_' if static else ''}{v}@{m}", stdout=f"{'_-' if static else '-'}{v}@{m}\n")


_CONTROLS = ["\\033]52;c;aGk=\\007", "\\033[31m", "\\033[2J", "\\r", "\\b", "\\033]0;title\\007"]


def control_to_pipe(rng: R, row: Row) -> Row:
    """Control sequences in print() strings reach a pipe as the bytes CuTe C++ prints."""
    parts = [rng.choice(_CONTROLS) for _ in range(rng.randint(1, 4))]
    text = "".join(f"w{i}{p}" for i, p in enumerate(parts))
    raw = text.encode().decode("unicode_escape")
    return _expr(row, f'print("{text}\\n")', stdout=raw + "\n")


def latex_in_print(rng: R, row: Row) -> Row:
    cmd = rng.choice(["input{/etc/passwd}", "write18{rm -rf x}", "immediate\\\\write18{id}", "catcode`\\\\^^M=13",
                      "def\\\\x{y}", "include{secret}", "openin5=x"])
    return _expr(row, f'print("\\\\{cmd}\\n")', stdout=None, says="",
                 pattern="", prints="\\textbackslash{}")


def macro_names(rng: R, row: Row) -> Row:
    names = rng.sample(["NULL", "EOF", "errno", "stdin", "stdout", "SIGINT", "EINVAL", "INT_MAX", "assert",
                        "CUTE_HOST_DEVICE", "BUFSIZ", "SEEK_SET", "offsetof", "RAND_MAX", "M_PI"], 3)
    lines = [f"{names[0]} = {rng.randint(1, 9)}:1", f"{names[1]} = {names[0]}", f"{names[2]} = {rng.randint(2, 9)}",
             f"size({names[1]}) + {names[2]}", rng.choice(["-9223372036854775808", "-9223372036854775807",
                                                           f"-{rng.randint(1, 99)}@{rng.randint(0, 3)}"])]
    return replace(row, args=("verify", "; ".join(lines)), prints="5 agree")


def printf_print(rng: R, row: Row) -> Row:
    fmt = rng.choice(["x = %d\\n", "%d %d\\n", "%i;", "size %d!\\n"])
    args = ", ".join(str(rng.randint(0, 99)) for _ in range(max(1, fmt.count("%"))))
    return _expr(row, f'print("{fmt}", {args})', prints=f'print("{fmt}", {args});')


GENERATORS.update({
    "variables named like C macros, and INT64_MIN, under --verify": macro_names,
    "C++'s print(format, x) under --emit": printf_print,
    "a control sequence printed to a pipe is CuTe's bytes": control_to_pipe,
    "LaTeX commands in a print() string": latex_in_print,
    "a coordinate tensor of a negative integer origin reads back": integer_origin,
    "a negative basis element reads as CuTe prints it": negative_basis,
    "a composed layout of something not a layout": composed_of_not_a_layout,
    "a basis mode beyond any value's rank": basis_mode_out_of_range,
    "standard output that a file-size limit cuts short": file_size_limit,
    "-o beyond a file-size limit": file_size_limit_o,
    "Ctrl-C while -o is written": interrupted_o("INT"),
    "SIGTERM while -o is written": interrupted_o("TERM"),
    "--emit or --verify with standard output closed": closed_stdout_program,
    "-o naming the file standard input reads": stdin_is_output,
    "a syntax error under --emit or --verify": syntax_error_program,
    "an endless script under --emit or --verify": long_program,
    "--emit or --verify with an option that shows values": program_with_display_option,
    "--cutlass without --verify": cutlass_alone,
    "a corrupt verify cache": corrupt_cache,
    "a statement printing the runner's marker bytes": hostile_output,
    "statements that crash CuTe under --verify": crashing_statements,
})
