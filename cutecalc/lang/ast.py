"""The AST of the cutecalc language: what `parse` builds from text and `evaluate` walks.

Every node is a `Node`: an immutable value carrying its source position `pos` (given by keyword).  Positions do
not take part in equality (`Int(4, False) == Int(4, False, pos=...)`), so trees can be compared by structure
alone.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Union

from ..record import FrozenRecord, field


class Pos(NamedTuple):
    """A source span: 1-based line and column of the first character; `end_col` is one past the last.

    (A NamedTuple rather than a dataclass: the parser makes one per node, and tuples are made fastest.)
    """

    line: int
    col: int
    end_line: int
    end_col: int


NO_POS = Pos(0, 0, 0, 0)  # for nodes built by code rather than read from text


class Node(FrozenRecord):
    """What every node of the tree is: a frozen, slotted record with its source span."""

    pos: Pos = field(default=NO_POS, compare=False, repr=False, kw_only=True)


# -- expressions --------------------------------------------------------------------------------------

class Int(Node):
    """An integer literal: `4` and `0x10` are dynamic; `_4`, `_4{}`, `Int<4>{}`, `C<4>{}` are static."""

    value: int
    static: bool


class Float(Node):
    """A floating-point literal as C++ writes one (`1.0f`, `0.5`, `1e-3`): read, not modelled (a statement that
    reads one is skipped, with a note)."""

    text: str


class Underscore(Node):
    """`_`, CuTe's slicing wildcard: `L(_, 2)`."""


class Name(Node):
    """A variable (or a constant such as `LayoutRight`, a type such as `uint8_t`); `cute::` already stripped."""

    id: str


class Str(Node):
    """A string literal, as in `print("\\n")`: its body between the quotes, as written.  What its escapes mean
    depends on the dialect (C++'s or Python's): `text` reads them (lang/cstring.py)."""

    body: str

    def text(self, python: bool = False) -> str:
        """The string's text: with Python's escapes (the CuTe DSL's dialect) or C++'s, as g++ reads them."""
        from .cstring import read_cpp, read_python
        line, col = self.pos[0], self.pos[1] + 1
        return read_python(self.body, line, col) if python else read_cpp(self.body, line, col)


class Tuple(Node):
    """`(a, b, c)`, `()`, and the rank-1 tuple `(4)` as CuTe prints it."""

    items: tuple[Expr, ...]


class LayoutLit(Node):
    """`shape : stride`, e.g. `(4,(2,3)):(4,(2,16))`."""

    shape: Expr
    stride: Expr


class TilerLit(Node):
    """`<A, B, ...>`: a by-mode tiler, each item a layout, integer, tuple or `_`."""

    items: tuple[Expr, ...]


class SwizzleLit(Node):
    """`Sw<B,M,S>` as CuTe prints a swizzle functor."""

    b: Expr
    m: Expr
    s: Expr


class ScaledBasis(Node):
    """`_1@0`, `_1@1@0`: `value` times a basis element.

    `modes` are the integers after each `@` in textual order.  CuTe prints a nested basis element
    innermost mode first, so `_1@1@0` is C++'s `E<0,1>`; the evaluator reverses them.
    """

    value: Expr
    modes: tuple[int, ...]


class Pointer(Node):
    """A pointer as CuTe prints one: `smem_ptr[16b](unset)`, `gmem_ptr[32b](0x7f00)`, `Sw<3,4,3>_smem_ptr[16b](0x0)`."""

    text: str


class Compose(Node):
    """`A o B` or `A ∘ B`: functional composition, A after B."""

    lhs: Expr
    rhs: Expr


class BinOp(Node):
    """Integer arithmetic (`op` one of `+ - * / %`), CuTe's equality `==` / `!=` on any two values, or C++'s
    comparisons `< > <= >=` and logic `&& ||` on integers (static where both operands are, as CuTe's C<t>)."""

    op: str
    lhs: Expr
    rhs: Expr


class Neg(Node):
    """Unary minus on anything but an integer literal (`-4` is `Int(-4)`)."""

    operand: Expr


class Not(Node):
    """C++'s `!x` (or `not x`) on an integer: static where x is."""

    operand: Expr


class Cast(Node):
    """A cast to a pointer type: `(half_t*)nullptr`, `static_cast<float*>(p)`; `type` is the element type.  With
    `pointer` False, a conversion to an integral type as C++ converts (`(uint8_t)300` is 44, `int64_t(K)`,
    `static_cast<int>(x)`): `type` is the integral type, the value dynamic."""

    type: str
    operand: Expr
    pointer: bool = True


class Call(Node):
    """`name(args)`, `name<targs>(args)`, `Name<targs>{args}` (braces=True), `Name<targs>` (a C++ type);
    `attribute`: the DSL's `L.shape`, written without parentheses (C++ refuses a member function so named)."""

    name: str
    targs: tuple[Expr, ...]
    args: tuple[Expr, ...]
    braces: bool
    attribute: bool = False


class Member(Node):
    """A member of a C++ type: `DispatchPolicy::Stages`, `typename TiledMma::ValTypeC`, `sizeof_bits<T>::value`
    (`owner` the type, as an expression).  A qualifier that is no variable (`GMMA::Major::K`) is a namespace:
    the member is the name itself."""

    owner: Expr
    name: str


class Apply(Node):
    """A value called with a coordinate: `make_layout(4,2)(3)`, `((4,8):(8,1))(2,3)`, `f(1)(_, 2)`."""

    callee: Expr
    args: tuple[Expr, ...]


Expr = Union[Int, Underscore, Name, Str, Pointer, Tuple, LayoutLit, TilerLit, SwizzleLit, ScaledBasis,  # noqa: UP007
             Compose, BinOp, Neg, Not, Cast, Call, Member, Apply]


# -- statements ---------------------------------------------------------------------------------------

class Assign(Node):
    """`a = expr` or `auto a = expr;`.  `text` is the statement's source text.  A C++ declaration with a type
    (`int M = Int<4>{}`, `constexpr int x = ...`, `Copy_Atom<...> atom`) keeps it: `ctype` the type as a C++ type
    node (a Name, or a Call of its template arguments), `qualifiers` the words around it (`constexpr`, `const`)."""

    target: str
    value: Expr
    text: str = field(default="", compare=False)
    ctype: Expr | None = None
    qualifiers: tuple[str, ...] = ()


class ExprStmt(Node):
    """An expression whose value is shown.  `text` is the statement's source text."""

    value: Expr
    text: str = field(default="", compare=False)


class StaticAssert(Node):
    """`static_assert(cond[, "message"])`, `CUTE_STATIC_ASSERT_V(cond[, msg])`, `CUTE_STATIC_ASSERT(cond[, msg])`:
    a passing one prints nothing; a failing one fails as g++ fails (CUTE_STATIC_ASSERT_V also when `cond` is not
    static: it asserts the type's value)."""

    macro: str
    cond: Expr
    message: Expr | None = None
    text: str = field(default="", compare=False)


# bits and whether they are signed, as g++ on x86-64 has them (long: 64 bits, char: signed).
INTEGRAL_TYPES: dict[str, tuple[int, bool]] = {
    "bool": (1, False), "char": (8, True), "int8_t": (8, True), "uint8_t": (8, False), "short": (16, True),
    "int16_t": (16, True), "uint16_t": (16, False), "int": (32, True), "int32_t": (32, True), "unsigned": (32, False),
    "uint32_t": (32, False), "long": (64, True), "int64_t": (64, True), "int_t": (64, True), "uint64_t": (64, False),
    "size_t": (64, False)}

# CuTe's functions of data, not of layouts (and CUDA's barriers): a calculator has no memory to run them on, and
# skips a statement that calls one.  (`__shfl_sync` of a value every lane holds is modelled: evaluate.shfl_sync.)
DATA_FUNCTIONS = frozenset({"copy", "copy_if", "gemm", "axpby", "fill", "clear", "cp_async_fence", "cp_async_wait",
                            "__syncthreads", "__syncwarp", "warpgroup_arrive", "warpgroup_commit_batch",
                            "warpgroup_wait", "warpgroup_fence_operand", "prefetch", "transform", "cooperative_copy",
                            "cooperative_gemm", "__shfl_down_sync", "__shfl_xor_sync",
                            "__ballot_sync", "cute_elect_one_sync", "elect_one_sync", "canonical_warp_group_idx",
                            "canonical_warp_idx_sync", "thread0", "block0"})
# Compiler hints on a line of their own (before a loop): skipped with the loop.
PRAGMA_MACROS = frozenset({"CUTE_UNROLL", "CUTE_NO_UNROLL", "CUTLASS_PRAGMA_UNROLL", "CUTLASS_PRAGMA_NO_UNROLL",
                           "CUTE_GCC_UNREACHABLE"})
STATIC_ASSERTS = ("static_assert", "CUTE_STATIC_ASSERT_V", "CUTE_STATIC_ASSERT")
# C's run-time assertion: evaluated as the static ones are, without their constant-expression check.
RUN_TIME_ASSERT = "assert"
# C++'s output streams: a statement writing to one is skipped (its text is not CuTe's print).
STREAMS = frozenset({"std::cout", "std::cerr", "cout", "cerr"})
# Calls on a statement of their own that are skipped, and why: CUDA's runtime and CuTe's checks of it (a calculator
# launches nothing), C's formatted output (its text is not CuTe's print).
SKIPPED_CALLS = {**dict.fromkeys(("CUTE_CHECK_ERROR", "CUTE_CHECK_LAST", "cudaFuncSetAttribute",
                                  "cudaDeviceSynchronize", "cudaGetLastError", "cudaMemcpy", "cudaMalloc", "cudaFree",
                                  "cudaStreamSynchronize"), "a call of CUDA's runtime"),
                 "printf": "C's formatted output, which cutecalc does not print"}


class Skipped(Node):
    """A statement C++ accepts but cutecalc cannot model (a `for` loop, a kernel launch, `__syncthreads()`, a
    template definition): skipped with a warning that says `what` it is; the names it declares (`declares`) are
    unknown where they are used, and the message says which line declared them."""

    what: str
    declares: tuple[str, ...] = ()
    text: str = field(default="", compare=False)


class StructDef(Node):
    """`struct Name [: bases] { members } [declarators];`: a struct of the pasted code, its members statements
    (`using X = ...;`, `T name;`, nested structs, skipped lines), `declarators` the data members declared with
    it (`struct TensorStorage {...} tensors;`)."""

    name: str
    members: tuple[Stmt, ...]
    declarators: tuple[str, ...] = ()
    text: str = field(default="", compare=False)


Stmt = Union[Assign, ExprStmt, StaticAssert, Skipped, StructDef]  # noqa: UP007


class Program(Node):
    """The statements of a source text, in order; `source` is the text as parsed (BOM removed, CRLF as LF)."""

    statements: tuple[Stmt, ...]
    source: str = field(default="", compare=False, repr=False)


# -- CuTe DSL Python, as the parser meets it (lang/dsl_calls.py binds such calls) ------------------------------

DSL_MODULES = ("cute.", "cutlass.")   # a name qualified by one of these is a DSL call


def is_dsl_name(qualified: str) -> bool:
    return qualified.startswith(DSL_MODULES)


class Keyword:
    """`name=value` among a call's arguments, until the call binds it (never in a finished tree)."""

    __slots__ = ("name", "value", "pos")

    def __init__(self, name: str, value: Any, pos: Pos) -> None:
        self.name, self.value, self.pos = name, value, pos
