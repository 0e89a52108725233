"""The table of bad inputs and cutecalc's answers: the data behind docs/errors.md and its tests.

    python -m tests.robust.error_table > docs/errors.md      # regenerate the document

Each row runs the real `cutecalc` command; the test asserts the exit code, that standard error
contains the message fragment, and that no Python traceback is ever printed.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from tests.robust.api_table import markdown_rows as markdown_api_rows
from tests.robust.input_classes import GENERATORS, same
from tests.robust.row_fuzz import variants_tried


@dataclass(frozen=True)
class Row:
    cls: str                 # the input class
    shown: str               # the input as the document shows it
    args: tuple[str, ...] = ()
    script: bytes | None = None   # written to a file passed with -f (name: bad.cute), after the args
    special: str = ""        # a file-system situation: "missing", "directory", "unreadable"
    shell: str = ""          # a bash command line (redirections, files), run in a temporary directory
    exit: int = 1
    says: str = ""           # a fragment of the error message
    stdout: str | None = None     # the exact standard output, when it matters
    prints: str = ""         # a fragment of the standard output
    note: str = field(default="", compare=False)
    name: str = ""           # the file a `special` row names (in the temporary directory)
    stdin: bytes = b""       # standard input
    env: tuple[tuple[str, str], ...] = ()   # environment variables set for the command
    stdout_path: str = ""    # standard output opened on this path (a device) instead of a pipe
    fuzz: Callable[[random.Random, Row], Row] | None = field(default=None, compare=False)  # more of its class
    fuzz_count: int = 0      # variants tried (0: row_fuzz's default for the row's kind)
    pattern: str = ""        # a regular expression standard error matches, when `says` varies by variant
    cxx: bool = False        # the row compiles CuTe C++ (verify): its tests carry the `cxx` marker

    @property
    def says_pattern(self) -> str:
        return self.pattern or re.escape(self.says)


_UMMA = "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,256,UMMA::Major::K,UMMA::Major::K>{})"
_UMMA_SA = ("make_tensor(make_smem_ptr((half_t*)nullptr), tile_to_shape(UMMA::Layout_K_SW128_Atom<half_t>{}, "
            "make_shape(_128{},_64{})))")
_GMEM = "make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,256), make_stride(256,_1{}))"   # (TMA rows)

ROWS: list[Row] = [
    Row("unbalanced brackets", "logical_divide((4,8):(8,1), <2:1, 4:1>", ("logical_divide((4,8):(8,1), <2:1, 4:1>",),
        exit=2, says="'(' at 1:15 is never closed"),
    Row("stray closing bracket", "size(4:1))", ("size(4:1))",), exit=2, says="1:10: error: unexpected ')'"),
    Row("stray token", "size(4:1) $", ("size(4:1) $",), exit=2, says="unexpected character '$'"),
    Row("unknown function", "logical_divid(24:2, 4:2)", ("logical_divid(24:2, 4:2)",),
        says="did you mean 'logical_divide'?"),
    Row("unknown variable", "size(Lyt)", ("L = 4:1; size(Lyt)",), says="unknown"),
    Row("wrong argument count", "complement()", ("complement()",), says="expects 1 to 2 arguments, got 0"),
    Row("wrong argument type", "complement(24, 4:2)", ("complement(24, 4:2)",), says="must be a Layout"),
    Row("wrong template argument", "size<a>((4,8):(8,1))", ("a = 4:1; size<a>((4,8):(8,1))",),
        says="template arguments must be integers"),
    Row("shape and stride not congruent", "(2,3):(1,2,3)", ("(2,3):(1,2,3)",), says="not congruent"),
    Row("atom arguments a static_assert refuses", "Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint64_t>, half_t>{}",
        ("Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint64_t>, half_t>{}",),
        says="static_assert failed: cp.async sizeof(TS) is not supported"),
    Row("a copy atom's value type its layouts refuse", "Copy_Atom<SM100_U8x8_LDSM_T, half_t>{}",
        ("Copy_Atom<SM100_U8x8_LDSM_T, half_t>{}",), says="the operation is not valid for Dst of half_t"),
    Row("zero shape", "make_layout((0,2))", ("make_layout((0,2))",), says="non-positive extent 0"),
    Row("negative shape", "(-2,4):(1,2)", ("(-2,4):(1,2)",), says="non-positive extent -2"),
    Row("negative stride in complement", "complement(4:-1, 8)", ("complement(4:-1, 8)",),
        says="negative stride"),
    Row("non-injective complement (static)", "complement((_2,_2):(_1,_1), _8)", ("complement((_2,_2):(_1,_1), _8)",),
        says="not injective"),
    Row("non-injective complement (dynamic)", "complement((2,2):(1,1), 8)", ("complement((2,2):(1,1), 8)",),
        says="not injective"),
    Row("inadmissible composition (static)", "composition((_4,_6):(_1,_8), _3:_2)",
        ("composition((_4,_6):(_1,_8), _3:_2)",), says="Shape Divisibility Condition"),
    Row("inadmissible composition (dynamic)", "composition((4,6):(1,8), 3:2)", ("composition((4,6):(1,8), 3:2)",),
        says="CuTe does not check this for dynamic integers"),
    Row("rank mismatch in a tiler", "logical_product((4,8):(8,1), <2:1,2:1,2:1>)",
        ("logical_product((4,8):(8,1), <2:1,2:1,2:1>)",), says="too many modes in tiler"),
    Row("rank mismatch for print_layout", "print_layout((2,2,2):(1,2,4))", ("print_layout((2,2,2):(1,2,4))",),
        says="needs a rank-2 layout"),
    Row("mode index out of range", "size<2>((4,8):(8,1))", ("size<2>((4,8):(8,1))",), says="out of range"),
    Row("coordinate of the wrong rank", "L(1,2,3)", ("L = (4,8):(8,1); L(1,2,3)",), says="coordinate of rank 3"),
    Row("division by zero", "8 / (2 - 2)", ("8 / (2 - 2)",), says="division by zero"),
    Row("integer beyond 64 bits", "make_layout(18446744073709551616)", ("make_layout(18446744073709551616)",),
        says="64-bit range"),
    Row("string escape g++ refuses", 'print("\\x")', ('print("\\x")',), exit=2,
        says="error: \\x used with no following hex digits"),
    Row("string whose bytes are not UTF-8", 'print("\\xff")', ('print("\\xff")',), exit=2,
        says="the string's bytes are not UTF-8 text (byte 0xff)"),
    Row("integer literal of 4,301 digits", "111...4,301 digits...111", ("1" * 4301,),
        says="integer 11111111111111111111... (4301 digits) is outside CuTe's 64-bit range"),
    Row("static integer literal of 4,301 digits", "_111...4,301 digits...111", ("_" + "1" * 4301,),
        says="(4301 digits) is outside CuTe's 64-bit range"),
    Row("product beyond 64 bits", "size((_4294967296,_4294967296):(_1,_1))",
        ("size((_4294967296,_4294967296):(_1,_1))",), says="64-bit range"),
    Row("DSL: a tuple repeated beyond the size limit", "x = (4,) * 2147483648 (--dialect dsl)",
        ("--dialect", "dsl", "x = (4,) * 2147483648"),
        says="would hold 2147483648 items, beyond cutecalc's limit"),
    Row("DSL: assume of a static integer that is no multiple", "cute.assume(12, divby=8) (--dialect dsl)",
        ("--dialect", "dsl", "print(cute.assume(12, divby=8))"), says="12 is not divisible by 8"),
    Row("DSL: a power far beyond 64 bits", "x = 3 ** 99999999 (--dialect dsl)",
        ("--dialect", "dsl", "x = 3 ** 99999999"),
        says="3 ** 99999999 is outside CuTe's 64-bit range"),
    Row("DSL: a range beyond the limit", "x = list(range(2**40)) (--dialect dsl)",
        ("--dialect", "dsl", "x = list(range(2**40))"),
        says="range of 1099511627776 integers, beyond cutecalc's limit"),
    Row("DSL: a float overflow", "x = 1.5 ** 100000 (--dialect dsl)", ("--dialect", "dsl", "x = 1.5 ** 100000"),
        says="1.5 ** 100000 overflows a float"),
    Row("DSL: a swizzle composed on the left", "x = cute.composition(cute.make_swizzle(3,4,3), "
        "cute.make_layout((8,8))) (--dialect dsl)",
        ("--dialect", "dsl", "x = cute.composition(cute.make_swizzle(3,4,3), cute.make_layout((8,8)))"),
        says="the CuTe DSL refuses a swizzle as the left-hand side"),
    Row("DSL: a C++ function the DSL writes otherwise", "print(make_shape(2, 3)) (--dialect dsl)",
        ("--dialect", "dsl", "print(make_shape(2, 3))"),
        says="NameError: name 'make_shape' is not defined: the CuTe DSL has no make_shape"),
    Row("nesting beyond the limit (64)", "(((( ... 200 deep ... ))))", ("(" * 200 + "1" + ")" * 200,),
        says="nested too deeply (limit 64)"),
    Row("print_layout beyond the cell cap (2^16)", "print_layout((4096,4096):(1,4096))",
        ("print_layout((4096,4096):(1,4096))",), says="more than the 65536 (2^16) a whole picture draws"),
    Row("--full table beyond the cell cap", "--full --format table (2048,1024):(1,2048)",
        ("--full", "--format", "table", "(2048,1024):(1,2048)"), says="more than the 16384 (2^14) a whole table draws",
        prints="(2048,1024):(1,2048)"),
    Row("a huge layout as a table (elided)", "--format table (4096,4096):(4096,1)",
        ("--format", "table", "(4096,4096):(4096,1)"), exit=0,
        prints="… elides 4064 of 4096 rows and"),
    Row("a 10 MB line", "(2,2,2, ... 10 MB ... )", script=b"(" + b"2," * 5_000_000 + b"2)\n", exit=2,
        says="reads lines of at most 100,000"),
    Row("binary garbage", "bytes 0..255", script=bytes(range(256)) * 64, exit=2, says="a NUL byte at byte 0"),
    Row("not UTF-8", "Latin-1 text", script=b"size(4:1)\nr\xe9sum\xe9\n", exit=2, says="not UTF-8 text (byte 11)"),
    Row("an empty file", "(empty)", script=b"", exit=0, stdout=""),
    Row("CRLF line endings and a UTF-8 BOM", "BOM + size(4:1)\\r\\n rank(4:1)\\r\\n",
        script=b"\xef\xbb\xbfsize(4:1)\r\nrank(4:1)\r\n", exit=0, stdout="4\n_1\n"),
    Row("a file that does not exist", "-f missing.cute", special="missing", name="missing.cute", exit=2,
        says="no such file"),
    Row("a directory", "-f some/dir", special="directory", name="some/dir", exit=2, says="is a directory"),
    Row("unreadable permissions", "-f secret.cute (mode 000)", special="unreadable", name="secret.cute", exit=2,
        says="permission denied"),
    Row("errors do not stop a script", "size(4:1) / nope(1) / rank(4:1)", script=b"size(4:1)\nnope(1)\nrank(4:1)\n",
        says="bad.cute:2:1: error: unknown", stdout="4\n_1\n"),
    # -- writing never destroys --------------------------------------------------------------------------
    Row("-o naming the script being run", "cutecalc -f x.cute -o x.cute",
        shell="echo 'size(4:1)' > x.cute; cutecalc -f x.cute -o x.cute; rc=$?; cat x.cute; exit $rc",
        exit=2, says="is the script being run", stdout="size(4:1)\n"),
    Row("-o when every statement fails", "cutecalc -o existing.txt 'nope(1)'",
        shell="echo keep > e.txt; cutecalc -o e.txt 'nope(1)'; rc=$?; cat e.txt; exit $rc",
        exit=1, says="unknown function", stdout="keep\n"),
    Row("-o a device", "cutecalc -o /dev/full 'size(4:1)'", args=("-o", "/dev/full", "size(4:1)"), exit=2,
        says="not a regular file"),
    Row("-o where no file can be made", "cutecalc -o /proc/version 'size(4:1)'",
        args=("-o", "/proc/version", "size(4:1)"), exit=2, says="cannot write '/proc/version'"),
    Row("-o a directory", "cutecalc -o . 'size(4:1)'", args=("-o", ".", "size(4:1)"), exit=2,
        says="it is a directory"),
    Row("-o through a symbolic link", "cutecalc -o link.txt 'size(4:1)'",
        shell="echo old > t.txt; ln -s t.txt link.txt; cutecalc -o link.txt 'size(4:1)'; rc=$?; "
              "test -L link.txt && cat t.txt; exit $rc", exit=0, stdout="4\n"),
    Row("standard output on a full device", "cutecalc 'size(4:1)' > /dev/full",
        args=("size(4:1)",), stdout_path="/dev/full", exit=2, says="cannot write the output: No space left"),
    Row("many values to a full device", "cutecalc -f 10000.cute > /dev/full",
        shell="yes 'size(4:1)' | head -10000 > s.cute; cutecalc -f s.cute > /dev/full 2> err.txt; rc=$?; "
              "grep -c 'cannot write' err.txt; exit $rc", exit=2, stdout="1\n"),
    # -- reading is bounded and streamed ---------------------------------------------------------------
    Row("an endless file of zero bytes", "cutecalc -f /dev/zero", args=("-f", "/dev/zero"), exit=2,
        says="a NUL byte at byte 0"),
    Row("an endless file of random bytes", "cutecalc -f /dev/urandom", args=("-f", "/dev/urandom"), exit=2,
        says="/dev/urandom:1:1: error:"),
    Row("an endless stream of statements", "yes 'size(4:1)' | cutecalc | head -2",
        shell="yes 'size(4:1)' | cutecalc | head -2; exit ${PIPESTATUS[1]}", exit=0, stdout="4\n4\n"),
    Row("standard input closed", "cutecalc <&-", shell="cutecalc <&-", exit=2, says="standard input"),
    Row("standard output closed", "cutecalc 'size(4:1)' >&-", shell="cutecalc 'size(4:1)' >&-", exit=2,
        says="standard output is closed"),
    Row("a closed pipe, text", "cutecalc -f 10000.cute | head -1",
        shell="set -o pipefail; yes 'size(4:1)' | head -10000 > s.cute; cutecalc -f s.cute | head -1",
        exit=0, stdout="4\n"),
    Row("a closed pipe, tables", "cutecalc --format table -f 10000.cute | head -1",
        shell="set -o pipefail; yes '4:1' | head -10000 > s.cute; cutecalc --format table -f s.cute | head -1",
        exit=0, stdout="4:1\n"),
    Row("an unclosed bracket followed by statements", "a = size((4,8):(8,1) / complement(4:2, 24)",
        script=b"a = size((4,8):(8,1)\ncomplement(4:2, 24)\n", exit=2,
        says="bad.cute:1:9: error: '(' at 1:9 is never closed", stdout="(2,3):(_1,8)\n"),
    Row("a form feed and U+2028 in a comment", "# \\f \\u2028 / 1 + )",
        script="# \f \u2028 x\n1 + )\n".encode(), exit=2, says="bad.cute:2:5: error:"),
    Row("CR-only line endings", "size(4:1)\\r1 + )\\r", script=b"size(4:1)\r1 + )\r", exit=2,
        says="bad.cute:2:5: error:", stdout="4\n"),
    # -- small things a user trips on -----------------------------------------------------------------
    Row("a negative static integer as the argument", "cutecalc '-_4'", args=("-_4",), exit=0, stdout="_-4\n"),
    Row("a negative expression as the argument", "cutecalc '-7/2'", args=("-7/2",), exit=0, stdout="-3\n"),
    Row("a parenthesised layout composed", "(4:1) o (2:2)", args=("(4:1) o (2:2)",), exit=0, stdout="(2):(2)\n"),
    Row("composition of three wrong arguments", "composition(1, 2, 3)", args=("composition(1, 2, 3)",), exit=1,
        says="argument 1 of three must be a Swizzle or a Layout, got an integer"),
    Row("a value beyond the size cap (512 integers)", "a=(1,1); a=(a,a); ... 40 times; rank(a)",
        ("a=(1,1); " + "a=(a,a); " * 40 + "rank(a)",), says="cutecalc's limit on the size of a value"),
    Row("a composition beyond the size cap", "L = (1,...200...,1):(1,...,1); size(L o L o L)",
        ("L = (" + ",".join(["1"] * 200) + "):(" + ",".join(["1"] * 200) + "); size(L o L o L)",),
        says="composition: the result has more than 512 integers"),
    Row("print of two values (CuTe's print takes one)", "print(4:1, 2:1)", ("print(4:1, 2:1)",),
        says="print(a, b) does not compile in CuTe C++"),
    Row("print_tv and print_latex_tv read (tv_layout, tile) alike", "print_tv((_4,_2):(_2,_1), make_layout((_4,_2)))",
        ("print_tv((_4,_2):(_2,_1), make_layout((_4,_2)))",), exit=0, prints="(_4,_2):(_2,_1) on tile (_4,_2)"),
    Row("print_latex beyond the cell cap (2^16)", "print_latex(make_layout(1048576))",
        ("print_latex(make_layout(1048576))",), says="print_latex: 1048576x1 cells is more than the 65536 (2^16)"),
    Row("print_tv as text beyond the cell cap (2^16)", "print_tv((1024,1024):(1,1024), (1024,1024))",
        ("print_tv((1024,1024):(1,1024), (1024,1024))",), says="print_tv: 1024x1024 cells is more than the 65536"),
    Row("a TV table of 2^20 pairs (elided, quick)", "--format table print_tv((1024,1024):(1,1024), (1024,1024))",
        ("--format", "table", "print_tv((1024,1024):(1,1024), (1024,1024))"), exit=0,
        prints="… elides 992 of 1024 rows and"),
    Row("TV pairs beyond the cap (2^20)", "print_tv((2048,1024):(1,2048), (2048,1024))",
        ("print_tv((2048,1024):(1,2048), (2048,1024))",), says="pairs is more than the 1048576 (2^20)"),
    Row("a memory-access analysis beyond its cap (2^20 pairs)",
        "bank_conflicts((4096,4096):(4096,1), make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, "
        "Layout<Shape<_32,_4>,Stride<_4,_1>>{}, Layout<Shape<_1,_8>>{}))",
        ("bank_conflicts((4096,4096):(4096,1), make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, "
         "Layout<Shape<_32,_4>,Stride<_4,_1>>{}, Layout<Shape<_1,_8>>{}))",),
        says="evaluates at most 1048576 (2^20) (thread, value) pairs"),
    Row("a memory access of more threads than a CTA", "bank_conflicts(2048:1, 32)", ("bank_conflicts(2048:1, 32)",),
        says="takes at most 1024 (a CTA)"),
    Row("an MMA operand other than 0, 1, 2 in an access analysis",
        "bank_conflicts((64,32):(32,1), make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}), 3)",
        ("bank_conflicts((64,32):(32,1), make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}), 3)",),
        says="operand is 0 (A), 1 (B) or 2 (C)"),
    Row("an access analysis of an operand wgmma reads from shared memory",
        "bank_conflicts((64,16):(16,1), make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}), "
        "0)",
        ("bank_conflicts((64,16):(16,1), make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,"
         "GMMA::Major::K>{}), 0)",), says="not through ld.shared"),
    Row("ldmatrix_conflicts of a tiled copy that is no ldmatrix",
        "ldmatrix_conflicts((32,32):(32,1), make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, "
        "Layout<Shape<_32,_1>>{}, Layout<Shape<_1,_8>>{}))",
        ("ldmatrix_conflicts((32,32):(32,1), make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, "
         "Layout<Shape<_32,_1>>{}, Layout<Shape<_1,_8>>{}))",), says="is not ldmatrix"),
    Row("print_latex of a tiled MMA or copy beyond the cell cap (2^16 a panel)",
        "print_latex(make_tiled_mma(UniversalFMA<float,float,float,float>{}, Layout<Shape<_1024,_1024>>{}))",
        ("print_latex(make_tiled_mma(UniversalFMA<float,float,float,float>{}, Layout<Shape<_1024,_1024>>{}))",),
        says="print_latex (C): 1024x1024 cells is more than the 65536 (2^16)"),
    Row("print_latex of an SS GMMA at Hopper size (2^19 pairs, quick)",
        "print_latex(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, "
        "Layout<Shape<_2,_1,_1>>{}))",
        ("print_latex(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}, "
         "Layout<Shape<_2,_1,_1>>{}))",), exit=0,
        prints="\\node[fill={rgb,255:red,175;green,175;blue,255}] at (79,-17) {\\shortstack{T128 \\\\ V15}};"),
    Row("an SVG or HTML file beyond its total (2^15 cells and lines)", "--format svg -o t.svg: 9 layouts of 64x64",
        ("--format", "svg", "-o", "t.svg"), script=b"(64,64):(64,1)\n" * 9,
        says="bad.cute:8:1: error: cannot draw this value: an SVG or HTML file draws at most 32768 (2^15) cells"),
    Row("a terminal of no width", "COLUMNS=0 cutecalc --format table '(4,8):(8,1)'",
        args=("--format", "table", "(4,8):(8,1)"), env=(("COLUMNS", "0"),), exit=0, prints="3  24  25  26"),
    Row("--full wider than the terminal is not cropped", "COLUMNS=80 cutecalc --full --format table '(2,60):(60,1)'",
        args=("--full", "--format", "table", "(2,60):(60,1)"), env=(("COLUMNS", "80"),), exit=0, prints=" 118  119"),
    Row("an SVG picture is not cut to a terminal", "COLUMNS=60 cutecalc --format svg -o t.svg '(8,60):(60,1)'",
        shell="COLUMNS=60 cutecalc --format svg -o t.svg '(8,60):(60,1)' && cat t.svg", exit=0,
        prints="&#160;450&#160;"),
    Row("a control sequence in a comment", "nope(2) // ESC ]52;c;aGk= BEL", script=b"nope(2) // \x1b]52;c;aGk=\x07\n",
        says="nope(2) // \\x1b]52;c;aGk=\\x07"),
    Row("the static: line is CuTe's static form", "--format table composition((10,2):(16,4), (5,4):(1,5))",
        ("--format", "table", "composition((10,2):(16,4), (5,4):(1,5))"), exit=0,
        prints="static: (_5,(_2,_2)):(_16,(_80,_4))"),
    Row("a value nested 1200 deep as a table", "a = (1); a = make_tuple(a) ... 1200 times; a", ("--format", "table"),
        script=b"a = (1)\n" + b"a = make_tuple(a)\n" * 1200 + b"a\n",
        says="bad.cute:65:5: error: the value nests deeper than 64 levels"),
    Row("a value nested 1200 deep under --emit", "cutecalc --emit cpp -f (a = make_tuple(a) ... 1200 times)",
        ("--emit", "cpp"), script=b"a = (1)\n" + b"a = make_tuple(a)\n" * 1200 + b"a\n", exit=0,
        prints="auto a_1201 = make_tuple(a_1200);"),
    Row("print_tv under --explain", "--explain print_tv((_4,_2):(_2,_1), (_4,_2))",
        ("--explain", "print_tv((_4,_2):(_2,_1), (_4,_2))"), exit=0, prints="result = (_4,_2):(_2,_1) on tile (_4,_2)"),
    Row("complement of a size-1 layout with a dynamic stride 0", "complement(1:0)", ("complement(1:0)",),
        says="has a dynamic stride 0, which filter does not drop"),
    Row("complement with a dynamic stride 0 (CuTe: SIGFPE)", "complement(4:0)", ("complement(4:0)",),
        says="crashes with SIGFPE"),
    Row("a product with a dynamic stride 0 (CuTe: SIGFPE)", "logical_product(1:1, 1:0)",
        ("logical_product(1:1, 1:0)",), says="the right layout's stride is a dynamic 0"),
    Row("a sum of 66 terms is not nesting", "1 + 1 + ... 66 terms", ("1" + " + 1" * 65,), exit=0, stdout="66\n"),
    Row("a flat rank-500 layout is not nesting", "L = (1,...500...,1):(1,...,1); L(0)",
        ("L = (" + ",".join(["1"] * 500) + "):(" + ",".join(["1"] * 500) + "); L(0)",), exit=0, stdout="0\n"),
    Row("a 99,000-character unknown name", "size(xxx...99,000...xxx)", ("size(" + "x" * 99_000 + ")",),
        says="...' (99000 characters)"),
    Row("left_inverse of a negative dynamic stride", "left_inverse(4:-1)", ("left_inverse(4:-1)",),
        says="stride -1 is negative"),
    Row("left_inverse of a negative static stride (CuTe's answer, noted)", "left_inverse(_4:_-1)",
        ("left_inverse(_4:_-1)",), exit=0, says="note: left_inverse: stride _-1 is negative",
        stdout="(_-1,_4):(_0,_1)\n"),
    Row("composing a layout with a negative extent", "composition(left_inverse(_2:_-2), _2:_-2)",
        ("composition(left_inverse(_2:_-2), _2:_-2)",), says="extent _-2 is not positive"),
    Row("a swizzle result beyond 64 bits", "Sw<2,62,-62>(4611686018427387904)",
        ("Sw<2,62,-62>(4611686018427387904)",), says="64-bit range"),
    Row("a composed layout's offset beyond 64 bits", "(Sw<3,4,3> o 9223372036854775807 o (8,8):(8,1))(63)",
        ("(Sw<3,4,3> o 9223372036854775807 o (8,8):(8,1))(63)",), says="64-bit range"),
    Row("a static integer beyond CuTe's 32-bit Int<N> (noted)", "_8:_10066329600", ("_8:_10066329600",), exit=0,
        says="CuTe C++ overflows", stdout="_8:_10066329600\n"),
    Row("--json: the command's own failure is a JSON record", "cutecalc --json -f missing.cute",
        ("--json", "-f", "missing.cute"), exit=2, says="no such file",
        prints='"error": {"message": "cannot read \'missing.cute\': no such file"'),
    Row("composition with a zero tile extent (CuTe: size 0 or SIGFPE)", "(2,3):(1,2) o 0", ("(2,3):(1,2) o 0",),
        says="composition: the tile extent 0 is not positive"),
    Row("a value with a negative extent as a table", "--format table left_inverse(_4:_-1)",
        ("--format", "table", "left_inverse(_4:_-1)"), says="cannot draw this value: extent _-1 is not positive",
        prints="(_-1,_4):(_0,_1)"),
    Row("a value with a negative extent explained", "--explain left_inverse(_2:_-2)",
        ("--explain", "left_inverse(_2:_-2)"), exit=0, prints="(not drawn: extent _-2 is not positive"),
    Row("a rank-511 layout as a table", "--format table make_layout((2,1,...510...,1))",
        ("--format", "table", "make_layout((2" + ",1" * 510 + "))"), exit=0, prints="rank 511: rows are mode 0"),
    # -- issue 22: the files and streams of -o, --emit and --verify -------------------------------------
    Row("standard output that a file-size limit cuts short", "( ulimit -f 1; cutecalc 'print_layout(...)' > f )",
        shell="( ulimit -f 1; cutecalc 'print_layout((256,256):(256,1))' > f )", exit=2,
        says="cannot write the output: File too large"),
    Row("--emit's program to standard output that a file-size limit cuts short",
        "( ulimit -f 1; cutecalc --emit cpp -f 300.cute > f )",
        shell="yes 'print_layout((64,64):(64,1))' | head -300 > s.cute; ( ulimit -f 1; cutecalc --emit cpp -f s.cute "
              "> f )", exit=2, says="cannot write the output: File too large"),
    Row("a closed pipe, --emit", "cutecalc --emit cpp -f 10000.cute | head -1",
        shell="set -o pipefail; yes 'size(4:1)' | head -10000 > s.cute; cutecalc --emit cpp -f s.cute | head -1",
        exit=0, stdout="// cutecalc --emit cpp s.cute: the statements as CuTe C++ (host code, no GPU needed).\n"),
    Row("-o beyond a file-size limit", "( ulimit -f 1; cutecalc --emit cpp -o g 'print_layout(...); ...' )",
        shell="echo old > g; ( ulimit -f 1; cutecalc --emit cpp -o g '"
              + "; ".join(["print_layout((64,64):(64,1))"] * 9)
              + "' ); rc=$?; cat g; ls -a | grep -c cutecalc-; exit $rc",
        exit=2, says="cannot write 'g': File too large", stdout="old\n0\n"),
    Row("-o a file the user may not write", "cutecalc -o read-only.txt 'size(4:1)' (mode 0444, not as root)",
        shell="D=$(mktemp -d); chmod 755 $D; echo keep > $D/ro.txt; chmod 444 $D/ro.txt; chmod 777 $D; "
              "AS=; [ $(id -u) = 0 ] && AS='setpriv --reuid=65534 --regid=65534 --clear-groups'; "
              "$AS cutecalc -o $D/ro.txt 'size(4:1)'; rc=$?; cat $D/ro.txt; rm -rf $D; exit $rc",
        exit=2, says="permission denied (the shell's > would refuse it too)", stdout="keep\n"),
    Row("Ctrl-C while -o is written", "cutecalc -f 4000.cute -o old.txt, then Ctrl-C",
        shell="set -m; echo old > o.txt; yes 'print_layout((32,32):(32,1))' | head -4000 > s.cute; "
              "cutecalc -f s.cute -o o.txt 2>/dev/null & sleep 1; kill -INT %1; wait %1; rc=$?; cat o.txt; "
              "ls -a | grep -c cutecalc-; exit $rc", exit=130, stdout="old\n0\n"),
    Row("SIGTERM while -o is written", "cutecalc -f 4000.cute -o old.txt, then kill",
        shell="set -m; echo old > o.txt; yes 'print_layout((32,32):(32,1))' | head -4000 > s.cute; "
              "cutecalc -f s.cute -o o.txt 2>/dev/null & sleep 1; kill -TERM %1; wait %1; rc=$?; cat o.txt; "
              "ls -a | grep -c cutecalc-; exit $rc", exit=143, stdout="old\n0\n"),
    Row("--emit or --verify with standard output closed", "cutecalc --emit cpp 'size(4:1)' >&-",
        shell="cutecalc --emit cpp 'size(4:1)' >&-", exit=2, says="standard output is closed: give -o FILE"),
    Row("-o naming the file standard input reads", "cutecalc -f - -o s.cute < s.cute",
        shell="echo 'size(4:1)' > s.cute; cutecalc -f - -o s.cute < s.cute; rc=$?; cat s.cute; exit $rc", exit=2,
        says="is the script being read from standard input", stdout="size(4:1)\n"),
    Row("a syntax error under --emit or --verify", "cutecalc --emit cpp 'size(4:1'", ("--emit", "cpp", "size(4:1"),
        exit=2, says="<input>:1:5: error: '(' at 1:5 is never closed"),
    Row("an endless script under --emit or --verify", "yes 'size(4:1)' | cutecalc --emit cpp",
        shell="yes 'size(4:1)' | cutecalc --emit cpp", exit=2, says="--emit reads a script of at most 8 MiB"),
    Row("--emit or --verify with an option that shows values", "cutecalc --verify --json 'size(4:1)'",
        ("--verify", "--json", "size(4:1)"), exit=2,
        says="--verify prints a report, which --format json does not apply to: drop it"),
    Row("C++'s print(format, x) under --emit", "cutecalc --emit cpp 'print(\"x = %d\\n\", 4)'",
        ("--emit", "cpp", 'print("x = %d\\n", 4)'), exit=0, prints='print("x = %d\\n", 4);'),
    Row("--cutlass without --verify", "cutecalc --cutlass /x 'size(4:1)'", ("--cutlass", "/x", "size(4:1)"), exit=2,
        says="--cutlass names the headers --verify compiles against"),
    Row("a composed layout of something not a layout", "Sw<3,4,3> o 0 o \"abc\"", ('Sw<3,4,3> o 0 o "abc"',),
        says="'A o offset o B' (a composed layout): B must be a layout, got a string"),
    Row("a basis mode beyond any value's rank", "make_layout((2,2), (_1@100000000, _1@0))(1,1)",
        ("make_layout((2,2), (_1@100000000, _1@0))(1,1)",), says="basis mode 100000000 is out of range"),
    Row("a control sequence printed to a terminal", "cutecalc 'print(\"ESC ]52;c;aGk= BEL\\n\")' on a terminal",
        shell="script -qec \"cutecalc --format text 'print(\\\"A\\\\033]52;c;aGk=\\\\007B\\\\n\\\")'\" /dev/null",
        exit=0, stdout="A\\x1b]52;c;aGk=\\x07B\r\n"),
    Row("a control sequence printed to a pipe is CuTe's bytes", "cutecalc 'print(\"ESC ]52 BEL\\n\")' | od -c",
        ('print("A\\033]52;c;aGk=\\007B\\n")',), exit=0, stdout="A\x1b]52;c;aGk=\x07B\n"),
    Row("LaTeX commands in a print() string", "cutecalc --format latex 'print(\"\\\\input{/etc/passwd}\\n\")'",
        ("--format", "latex", 'print("\\\\input{/etc/passwd} \\\\write18{rm x}\\n")'), exit=0,
        stdout="\\textbackslash{}input\\{/etc/passwd\\} \\textbackslash{}write18\\{rm x\\}\n"),
    Row("a coordinate tensor of a negative integer origin reads back", "ArithTuple-32 o _8:_1@0",
        ("ArithTuple-32 o _8:_1@0",), exit=0, stdout="ArithTuple-32 o _8:_1@0\n"),
    Row("a negative basis element reads as CuTe prints it", "-4@0", ("-4@0",), exit=0, stdout="-4@0\n"),
    # -- verify's cache and runner (compiled: skipped without g++) ------------------------------------
    Row("a corrupt verify cache", "each answer file replaced by one of 11 bad JSON shapes, a directory or a link",
        shell="S=${CUTECALC_TEST_CACHE:-$PWD/shared}; mkdir -p $S/cutecalc/verify/toolchains c/cutecalc/verify; "
              "ln -s $S/cutecalc/verify/toolchains c/cutecalc/verify/toolchains; export XDG_CACHE_HOME=$PWD/c; "
              "A=c/cutecalc/verify/answers; cutecalc verify 'size(4:1); complement(4:2, 24)' > /dev/null || exit 9; "
              "SPOIL; cutecalc verify 'size(4:1); complement(4:2, 24)'; rc=$?; "
              "test ! -e victim || grep -qx keep victim || exit 8; exit $rc",
        exit=0, prints="2 agree", cxx=True),
    Row("a verify cache that cannot be written", "XDG_CACHE_HOME=a-file cutecalc verify 'size(4:1)'",
        shell="echo file > c; XDG_CACHE_HOME=$PWD/c cutecalc verify 'size(4:1)'", exit=0,
        prints="note: cannot use the cache", cxx=True),
    Row("a relative XDG_CACHE_HOME is not used", "XDG_CACHE_HOME=rel cutecalc verify 'size(4:1)'",
        shell="mkdir home; HOME=$PWD/home XDG_CACHE_HOME=rel cutecalc verify 'size(4:1)'; rc=$?; "
              "test -e rel && echo USED; test -d home/.cache/cutecalc/verify/answers && echo home; exit $rc",
        exit=0, prints="1 agree", cxx=True),
    Row("variables named like C macros, and INT64_MIN, under --verify",
        "cutecalc verify 'NULL = 4:1; EOF = NULL; size(EOF); -9223372036854775808'",
        ("verify", "NULL = 4:1; EOF = NULL; errno = 2; size(EOF); -9223372036854775808; -4@0; -_4@0"), exit=0,
        prints="7 agree", cxx=True),
    Row("a statement printing the runner's marker bytes", "cutecalc verify 'print(\"\\036abc\\n\"); size(4:1)'",
        ("verify", 'print("\\036abc\\n"); print("\\0360\\nfake\\n"); size(4:1)'), exit=0, prints="3 agree",
        cxx=True),
    Row("statements that crash CuTe under --verify", "cutecalc verify 'blocked_product(make_layout(8,0), ...); ...'",
        ("verify", "blocked_product(make_layout(8,0), (_4):(_1)); blocked_product(make_layout(9,0), (_4):(_1)); "
                   "size(4:1)"), exit=0, prints="1 agree, 2 both refuse", cxx=True),
    Row("a statement printing without end under --verify", "cutecalc verify 'print_layout(2^20 x 2^20); size(4:1)'",
        ("verify", "print_layout(make_layout(make_shape(1048576,1048576))); size(4:1)"), exit=1,
        prints="printed more than verify's limit of 64 MiB for a statement", cxx=True),
    Row("a 32 MB register fragment under --verify (was a crash before the first statement)",
        "cutecalc verify 'mma = make_tiled_mma(...); f = partition_fragment_C(mma, (_16384,_16384)); size(f)'",
        ("verify", "mma = make_tiled_mma(MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}); "
                   "f = partition_fragment_C(mma, make_shape(_16384,_16384)); size(f)"), exit=0, prints="3 agree",
        cxx=True),
    Row("verify killed while it compiles", "cutecalc verify 'size(7:1)' &; kill -TERM",
        shell="set -m; export XDG_CACHE_HOME=$PWD/c; cutecalc verify 'size(7:1)' > /dev/null & sleep 3; kill -TERM %1; "
              "wait %1; rc=$?; sleep 1; pgrep -f \"$PWD/c\" > /dev/null && echo LEFT; ls -A c/cutecalc/verify/work "
              "| wc -l; ls -A c/cutecalc/verify/toolchains/* | grep -c tmp; exit $rc",
        exit=143, stdout="0\n0\n", cxx=True),
    Row("--verify says where CuTe's headers came from", "CUTLASS_PATH=... cutecalc verify 'size(4:1)'",
        shell="CUTLASS_PATH=$(python -c 'from cutecalc.interop.toolchain import find_cute_include as f; "
              "print(f()[0])') cutecalc verify 'size(4:1)'", exit=0, prints="(from $CUTLASS_PATH), g++", cxx=True),
    Row("a tensor's element read from memory", "make_tensor((float*)nullptr, make_shape(4,8))(1,2)",
        ("make_tensor((float*)nullptr, make_shape(4,8))(1,2)",), says="reads an element in memory"),
    Row("a cast to an unknown element type", "(halff_t*)nullptr", ("(halff_t*)nullptr",),
        says="unknown element type 'halff_t'"),
    Row("nullptr with no element type", "make_smem_ptr(nullptr)", ("make_smem_ptr(nullptr)",),
        says="nullptr has no element type"),
    Row("a shared-memory atom's tiling on a global pointer",
        "make_tensor(make_gmem_ptr((half_t*)nullptr), GMMA::Layout_K_SW128_Atom<half_t>{})",
        ("make_tensor(make_gmem_ptr((half_t*)nullptr), GMMA::Layout_K_SW128_Atom<half_t>{})",),
        says="the pointer must be an smem pointer"),
    Row("a shared-memory atom's tiling on a pointer of another width",
        "make_tensor(make_smem_ptr((float*)nullptr), GMMA::Layout_K_SW128_Atom<half_t>{})",
        ("make_tensor(make_smem_ptr((float*)nullptr), GMMA::Layout_K_SW128_Atom<half_t>{})",),
        says="the layout is for 16-bit elements"),
    Row("a register tensor of a dynamic shape", "make_tensor<float>(make_shape(4,8))",
        ("make_tensor<float>(make_shape(4,8))",), says="Dynamic owning tensors not supported"),
    Row("a shared-memory atom named in a namespace C++ does not declare it in",
        "GMMA::Layout_MN_SW128_32B_Atom<half_t>{}", ("GMMA::Layout_MN_SW128_32B_Atom<half_t>{}",),
        says="GMMA::Layout_MN_SW128_32B_Atom: C++ declares Layout_MN_SW128_32B_Atom in UMMA:: only"),
    Row("an element of a UMMA descriptor fragment (C++ cannot print a UMMA::SmemDescriptor)",
        f"{_UMMA}.get_slice(0).partition_fragment_A({_UMMA_SA})(1)",
        (f"{_UMMA}.get_slice(0).partition_fragment_A({_UMMA_SA})(1)",),
        says="print(cute::UMMA::SmemDescriptor)' is ambiguous"),
    Row("a UMMA accumulator bigger than tensor memory", f"partition_fragment_C({_UMMA}, make_shape(_512{{}},_512{{}}))",
        (f"partition_fragment_C({_UMMA}, make_shape(_512{{}},_512{{}}))",),
        says="Requesting more TMEM than is available."),
    Row("an SS UMMA/GMMA operand whose smem tensor holds another element type (8-bit storage only of an 8/6/4-bit "
        "one)", f"{_UMMA}.get_slice(0).partition_fragment_A(make_tensor(make_smem_ptr((int8_t*)nullptr), "
        "tile_to_shape(UMMA::Layout_K_SW128_Atom<int8_t>{}, make_shape(_128{},_128{}))))",
        (f"{_UMMA}.get_slice(0).partition_fragment_A(make_tensor(make_smem_ptr((int8_t*)nullptr), "
         "tile_to_shape(UMMA::Layout_K_SW128_Atom<int8_t>{}, make_shape(_128{},_128{}))))",),
        says="Expecting ValTypeA type"),
    Row("a TMEM copy over a tensor not in tensor memory",
        "make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, make_tensor(make_gmem_ptr((float*)nullptr), "
        "make_shape(_128{},_256{})))",
        ("make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, make_tensor(make_gmem_ptr((float*)nullptr), "
         "make_shape(_128{},_256{})))",),
        says="Expected TMEM tensor."),
    Row("a TMA copy of an smem layout whose swizzle is no TMA mode",
        "make_tma_copy(SM90_TMA_LOAD{}, gA, composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_64>,Stride<_64,_1>>{}))",
        (f"make_tma_copy(SM90_TMA_LOAD{{}}, {_GMEM}, composition(Swizzle<3,3,3>{{}}, "
         "Layout<Shape<_8,_64>,Stride<_64,_1>>{}))",),
        says="Unsupported layout swizzle."),
    Row("a TMA copy whose smem layout is K-major over an M-major gmem tensor",
        "make_tma_copy(SM90_TMA_LOAD{}, gA_mn, tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, "
        "make_shape(_128{},_64{})))",
        ("make_tma_copy(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((half_t*)nullptr), make_shape(512,256), "
         "make_stride(_1{},512)), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{})))",),
        says="Majorness of smem doesn't match majorness of gmem"),
    Row("a TMA descriptor the driver refuses",
        "make_tma_copy(SM90_TMA_LOAD{}, gA, composition(Swizzle<3,4,3>{}, Layout<Shape<_64,_128>,Stride<_128,_1>>{}))",
        (f"make_tma_copy(SM90_TMA_LOAD{{}}, {_GMEM}, composition(Swizzle<3,4,3>{{}}, "
         "Layout<Shape<_64,_128>,Stride<_128,_1>>{}))",),
        says="CUDA_ERROR_INVALID_VALUE"),
    Row("a TMA copy of a tensor with no pointer",
        "make_tma_copy(SM90_TMA_LOAD{}, make_identity_tensor(make_shape(64,64)), make_layout(make_shape(_64{},_64{})))",
        ("make_tma_copy(SM90_TMA_LOAD{}, make_identity_tensor(make_shape(64,64)), "
         "make_layout(make_shape(_64{},_64{})))",),
        says="argument 2 must be the gmem tensor"),
    Row("a Blackwell TMA maker given an operation it does not take",
        "make_tma_atom_A_sm100(SM90_TMA_REDUCE_ADD{}, gA, sA_layout, mma_tiler, tiled_mma, cluster_layout_vmnk)",
        (f"make_tma_atom_A_sm100(SM90_TMA_REDUCE_ADD{{}}, {_GMEM}, "
         "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{})), "
         "make_shape(_128{},_256{},_64{}), make_tiled_mma(SM100_MMA_F16BF16_SS<half_t, "
         "half_t, float, 128, 256, UMMA::Major::K, UMMA::Major::K>{}), make_layout(make_shape(_1{},_1{},_1{},_1{})))",),
        says="SM90_TMA_REDUCE_ADD: Unsupported TMA"),
    Row("tma_partition of tensors whose mode 0 is not the same tile",
        "tma_partition(tma, group_modes<0,2>(sA), gA_tile)",
        ("tma_partition(make_tma_atom(SM90_TMA_LOAD{}, make_tensor(make_gmem_ptr((half_t*)nullptr), "
         "make_shape(512,256), make_stride(256,_1{})), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, "
         "make_shape(_128{},_64{})), make_shape(_128{},_64{})), group_modes<0,2>(make_tensor(make_smem_ptr("
         "(half_t*)nullptr), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{},_64{})))), "
         "local_tile(make_identity_tensor(make_shape(512,256)), make_shape(_128{},_64{}), make_coord(0,0)))",),
        says="CUTE_STATIC_ASSERT_V(size<0>(stensor) == size<0>(gtensor))"),
    Row("a multicast mask over a mode the CTA coordinate does not have",
        "create_tma_multicast_mask<5>(cluster_layout_vmnk, cta_coord_vmnk)",
        ("create_tma_multicast_mask<5>(make_layout(make_shape(_2{},_2{},_4{},_1{})), make_coord(0,1,2,0))",),
        says="mode 5 is not a mode of the CTA coordinate"),
    Row("the accesses of a sparse shared-memory atom", "bank_conflicts(GMMA::Layout_K_SW128_SpAtom<half_t, 2>{}, "
        "(32,1):(1,0), 16)", ("bank_conflicts(GMMA::Layout_K_SW128_SpAtom<half_t, 2>{}, (32,1):(1,0), 16)",),
        says="the accesses of a sparse atom are not modelled"),
    Row("as_position_independent_swizzle_layout of a layout with no smem_ptr flag",
        "as_position_independent_swizzle_layout(composition(Sw<3,3,3>, (8,8):(8,1)))",
        ("as_position_independent_swizzle_layout(composition(Sw<3,3,3>, (8,8):(8,1)))",),
        says="expects a layout at offset smem_ptr[Bb](unset)"),
    Row("a GMMA operand in smem not of the canonical form its major asks for",
        "thr_mma.partition_fragment_A(make_tensor(make_smem_ptr((half_t*)nullptr), (_128,_64):(_1,_128)))",
        ("make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>{}).get_thread_slice(0)"
         ".partition_fragment_A(make_tensor(make_smem_ptr((half_t*)nullptr), make_layout(make_shape(_128{},_64{}))))",),
        says="Not a canonical GMMA_K Layout: Expected K-size 2"),
    # -- C++ pasted as written (issue 20) -----------------------------------------------------------------------
    Row("a static assertion that fails", "CUTE_STATIC_ASSERT_V(size(Layout<Shape<_2,_3>>{}) == Int<7>{})",
        ("CUTE_STATIC_ASSERT_V(size(Layout<Shape<_2,_3>>{}) == Int<7>{})",), says="static assertion failed"),
    Row("CUTE_STATIC_ASSERT_V of a run-time value", "CUTE_STATIC_ASSERT_V(size(make_layout(make_shape(2,3))) == 6)",
        ("CUTE_STATIC_ASSERT_V(size(make_layout(make_shape(2,3))) == 6)",),
        says="CUTE_STATIC_ASSERT_V: the condition is not static"),
    Row("a member function named without parentheses", "L.size", ("auto L = make_layout(make_shape(2,3)); L.size",),
        says="'L.size': size is a member function in C++, which calls it: L.size()"),
    Row("an integer declared from a layout", "int n = make_layout(4);", ("int n = make_layout(4);",),
        says="'int n': C++ cannot initialize an int from a Layout"),
    Row("an integer declared beyond its C++ type's range", "int a = 2147483648; a; uint8_t b = 300; b",
        ("int a = 2147483648; a; uint8_t b = 300; b",), exit=0, stdout="-2147483648\n44\n"),
    Row("an unsigned 64-bit declaration beyond CuTe's range", "uint64_t x = -1;", ("uint64_t x = -1;",),
        says="integer 18446744073709551615 is outside CuTe's 64-bit range"),
    Row("what was printed used as a value", "a = print_layout((2,2):(1,2)); make_tuple(a, 4)",
        ("a = print_layout((2,2):(1,2)); make_tuple(a, 4)",),
        says="'a' holds what was printed (a picture or listing: C++'s print functions return void)"),
    Row("a name a skipped line declared is skipped where it is read", "template <class T> void f(T t) {}  f(4)",
        script=b"template <class T> void f(T t) { }\nf(4)\n", exit=0,
        says="skipped: 'f' is declared by line 1, which was skipped (the template definition of f",
        pattern=r"skipped: 'f' is declared by line \d+, which was skipped \(the template definition of f"),
    Row("a constexpr declaration read from a run-time variable", "int b = 5; constexpr int c = b;",
        ("int b = 5; constexpr int c = b;",),
        says="'constexpr c': the value of 'b' is not usable in a constant expression"),
    Row("a template argument read from a run-time variable", "int n = 4; auto a = Int<n>{};",
        ("int n = 4; auto a = Int<n>{};",),
        says="a template argument of Int: the value of 'n' is not usable in a constant expression"),
    Row("a static_assert of a run-time value", "int n = 4; static_assert(n == 4);",
        ("int n = 4; static_assert(n == 4);",),
        says="static_assert: non-constant condition: the value of 'n' is not usable in a constant expression"),
    Row("a structured binding of another number of names", "auto [a, b] = make_shape(1, 2, 3);",
        ("auto [a, b] = make_shape(1, 2, 3);",),
        says="static assertion failed: a structured binding of 2 names needs a tuple of 2 modes"),
    Row("a comparison of what is no integer", "make_layout(4) < make_layout(2)",
        ("make_layout(4) < make_layout(2)",), says="'<' compares integers, got a Layout and a Layout"),
    Row("an integral cast of what is no integer", "(uint8_t)make_layout(4)", ("(uint8_t)make_layout(4)",),
        says="(uint8_t): C++ cannot convert a Layout to uint8_t"),
    Row("a member of a type cutecalc does not model is skipped",
        "using T = decltype(make_tiled_mma(UniversalFMA<float,float,float>{})); using F = typename T::FrgTypeA;",
        ("using T = decltype(make_tiled_mma(UniversalFMA<float,float,float>{})); using F = typename T::FrgTypeA;",),
        exit=0, says="skipped: it reads the member FrgTypeA of a TiledMMA, which cutecalc does not model"),
    Row("C++ a calculator cannot model is skipped", "for (int i = 0; i < 4; ++i) { copy(a, b); }  size(4:1)",
        script=b"for (int i = 0; i < 4; ++i) { copy(a, b); }\nsize(4:1)\n", exit=0, prints="4",
        says="skipped a 'for' loop"),
    Row("a name a failed line declares is skipped where it is read (the line is the one error)",
        "auto a = make_layout(4, oops);  size(a)", script=b"auto a = make_layout(4, oops);\nsize(a)\n",
        says="skipped: 'a' is declared by line 1, which failed (unknown variable 'oops')",
        pattern=r"skipped: 'a' is declared by line \d+, which failed \(unknown variable 'oops'\)"),
    Row("a floating-point number is skipped where it is read", "float alpha = 1.0f;", ("float alpha = 1.0f;",),
        exit=0, says="skipped: it reads the floating-point number 1.0f, which cutecalc does not model"),
    Row("an assignment to a member is skipped (the object is unknown after it)", "auto t = 4:1;  t.data() = 0;",
        script=b"auto t = 4:1;\nt.data() = 0;\n", exit=0, says="skipped an assignment to a member of t"),
]

# Every row is fuzzed: a generator of its class where the input can vary (input_classes.py), else the row in
# a neutral context; rows slower than a few milliseconds try fewer variants.
_COUNTS = {"a TV table of 2^20 pairs (elided, quick)": 2, "a value nested 1200 deep as a table": 1,
           "print_latex of an SS GMMA at Hopper size (2^19 pairs, quick)": 2,
           "an SVG or HTML file beyond its total (2^15 cells and lines)": 3,
           "a 10 MB line": 5, "--full table beyond the cell cap": 5,
           "an SVG picture is not cut to a terminal": 20,   # its variants write to a pipe, in this process
           "a statement printing without end under --verify": 1, "a syntax error under --emit or --verify": 20,
           "--emit or --verify with an option that shows values": 20, "--cutlass without --verify": 20,
           "a statement printing the runner's marker bytes": 4, "statements that crash CuTe under --verify": 4,
           "a corrupt verify cache": 3,
           "variables named like C macros, and INT64_MIN, under --verify": 3,
           "standard output that a file-size limit cuts short": 6,
           "-o beyond a file-size limit": 4}
ROWS = [replace(r, fuzz=GENERATORS.get(r.cls, same), fuzz_count=_COUNTS.get(r.cls, r.fuzz_count)) for r in ROWS]


def surfaces_campaign() -> list[str]:
    """What tests/robust/test_fuzz_surfaces.py tries, with its counts (times 10 with CUTECALC_HYPOTHESIS=thorough
    for the generated ones)."""
    from tests.robust import test_fuzz_surfaces as f
    return [
        f"- `--emit cpp` and `--emit dsl`: {f.EMIT_EXAMPLES} texts of random tokens and {f.EMIT_EXAMPLES} grammatical "
        "programs of wrong calls, each emitted in both languages: only a CuteError (a syntax error) leaves the "
        "emitter, never another exception;",
        f"- the DSL dialect: {f.DSL_EXAMPLES} texts of random DSL tokens (`cute.`, keyword arguments, lists, `None`, "
        f"`def`/`@cute.jit`/`return`, Python's print) and {f.DSL_EXAMPLES} wrong programs read as DSL code: no "
        "internal error, every error inside the source, and each emitted in both languages as above;",
        f"- C++ pasted as written: {f.PASTED_EXAMPLES} texts of random C++ tokens (declarations with types, "
        "`auto&`, `constexpr`, `using`, `static_assert`, `CUTE_STATIC_ASSERT_V`, blocks, templates, kernel launches, "
        f"members without parentheses) and {f.PASTED_EXAMPLES} wrong programs whose statements are declarations of a "
        "C++ type: no internal error, every error inside the source, and each emitted in both languages;",
        f"- the notebook API: {f.API_EXAMPLES} calls of `Layout`, `evaluate` and the table's functions on random "
        "Python values (nested lists and tuples, integers beyond 64 bits, floats, NaN, bools, bytes, text, None, "
        "integers of other types): a value or a CuteError, never another exception;",
        f"- `--verify`: a seeded script of {f.VERIFY_STATEMENTS} random statements or more (CuTe's answers, "
        "compile-time and run-time refusals, crashing statements, statements printing the runner's marker "
        "bytes, control sequences and LaTeX, assignments read later, wrong calls, one statement printing "
        "without end) verified, then verified again after every cache entry was damaged in one of seven ways "
        "(cut short, a byte changed, another JSON, a directory, zeros, removed, a character of the answer "
        "changed with the JSON still whole): every statement has a verdict, none differs, no control "
        "character is shown raw, and the second report equals the first.",
    ]


def markdown() -> str:
    out = ["# Bad input and what cutecalc answers", "",
           "Every row is a test (`tests/robust/test_errors.py` runs the real `cutecalc` command). Exit codes:",
           "0 all statements succeeded, 1 some statement failed to evaluate, 2 usage or syntax errors only.",
           "No input ever prints a Python traceback.", "",
           "The fuzz campaign (`tests/robust/row_fuzz.py`, run by `tests/robust/test_fuzz.py`) generates more inputs",
           "of each row's class (other extents, names, functions, depths, bytes, file names, each also behind",
           "assignments and before a comment) from a fixed seed; every one must give the row's exit code and",
           "message.  *fuzzed* is the number it tries per row with the default hypothesis profile",
           "(`CUTECALC_HYPOTHESIS=thorough` tries ten times as many); a row that is a situation of processes",
           "(pipes, closed descriptors) is run as itself only.", "",
           "| input class | input | exit | cutecalc says (excerpt) | fuzzed |", "|---|---|---|---|---|"]
    for r in ROWS:
        says = r.says or (f"prints {r.stdout!r}" if r.stdout is not None else f"prints '{r.prints}'")
        shown = r.shown.replace("|", "\\|")
        out.append(f"| {r.cls} | `{shown}` | {r.exit} | {says.replace('|', chr(92) + '|')} | {variants_tried(r)} |")
    out += ["", "## Limits", "",
            "- integers: CuTe's 64-bit range, [-2^63, 2^63), for every value and every intermediate product;",
            "- nesting of brackets and calls: 64 levels (deeper input is refused before the Python stack is near);",
            "- a line: 100,000 characters;",
            "- a value: at most 512 integers (its leaves, counted as a tree), checked as it is built;",
            "- pictures (each cap keeps a picture to about a second and tens of MB): `print_layout`, `print_latex`, "
            "`print_latex_tv` and `print_tv`'s text draw at most 2^16 = 65536 cells; a `--full` table at most "
            "2^14 = 16384; an SVG or HTML file draws the whole picture up to 64 rows and 64 columns (eliding the "
            "middle beyond, and saying so), with `--full` at most 2^12 = 4096 cells, and one file at most 2^15 = "
            "32768 cells and lines of text in all (a value past that is refused, the file keeps those before it); "
            "`print_latex` of a tiled MMA or copy draws at most 2^16 cells in each panel (C, A, B; S, D); a TV "
            "picture walks at most 2^20 (thread,value) pairs, not counting stride-0 modes (which repeat a cell), "
            "in time linear in its cells; a table on a terminal elides past 32 rows or the terminal's width and says "
            "how much; only the cells shown are evaluated, so a layout of size 2^60 draws as fast as a small one; "
            "a picture over its cap is refused at once, naming the cap;",
            "- every algebra operation is symbolic (cost grows with rank and depth, never with size);",
            "- a value nests at most 64 levels (`a = make_tuple(a)` again and again is refused at the 65th);",
            "- a basis element's mode index is below 512 (`_1@N`, `E<N>{}`, `cute.E([...])`);",
            "- `--emit` and `--verify` read a script of at most 8 MiB (they need all of it at once);",
            "- `--verify` (docs/interop.md): a compile within 4 GiB of memory and 300 s (beyond, the statements are "
            "split until the costly one is found, which is not compared); each statement within 10 s and 64 MiB of "
            "output, its process within 4 GiB, the program's stack 1 GiB; the whole run within 600 s; the cache "
            "keeps 32 MiB of answers and the two most recently used precompiled headers.",
            "", "## The Python API", "",
            "`from cutecalc import Layout, evaluate, ...` (tests/robust/api_table.py): every call returns a value or "
            "raises a CuteError saying what is wrong, never another Python exception; *fuzzed* inputs of each class "
            "are generated as for the rows above.", "",
            *markdown_api_rows(),
            "", "## The fuzz campaign of the other surfaces", "",
            *surfaces_campaign(),
            "", "## The REPL", "",
            "- an error or a failing picture prints a message and the session goes on; Ctrl-C cancels the line;",
            "- an unwritable history location gives one warning and an in-memory history; a history file cut off "
            "mid-write or full of garbage still loads (`tests/repl/test_repl_pty.py`);",
            "- the history file is read and written only while it is a regular file: replaced by a FIFO mid-session, "
            "it is never waited on (one warning, the session keeps its history in memory); each entry is one "
            "append, so two sessions' entries never merge; the directories made for it are owner-only (0700), "
            "and a relative `$XDG_DATA_HOME` (or `$XDG_CACHE_HOME` for verify) is ignored, as the XDG "
            "specification says (`tests/repl/test_history.py`);",
            "- `:save` after `:static on` writes each bare integer as the static integer it was read as (`0x10` as "
            "`_16`, a basis mode `_1@1` as written), so that `cutecalc -f` replays the session's values; "
            "`:save \"my file.cute\"` and `:load 'x.cute'` take the name without its quotes "
            "(`tests/repl/test_commands.py`);",
            "- nothing is written but the history file and the files named to `:save` or `-o`; input is never "
            "run as Python (`tests/robust/test_safety.py`).", ""]
    return "\n".join(out)


if __name__ == "__main__":
    print(markdown(), end="")
