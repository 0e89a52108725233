"""The evaluator: walks the AST against an environment of variables and produces algebra values."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import Any

from ..algebra import checks
from ..algebra.basis import ScaledBasis as BasisValue
from ..algebra.composed import slice_composed
from ..algebra.integers import (
    INT64_MAX,
    INT64_MIN,
    Integer,
    S,
    StaticInt,
    add,
    check_range,
    div,
    is_integer,
    is_static_int,
    mod,
    mul,
    neg,
    sub,
    value,
)
from ..algebra.inttuple import MAX_DEPTH, UNDERSCORE, check_positive_shape, check_size, has_underscore, is_static
from ..algebra.layout import Layout, crd2idx, slice_layout
from ..algebra.layout import _layout as _trusted_layout
from ..algebra.pointer import Pointer, type_bytes
from ..algebra.printing import cute_str
from ..algebra.swizzle import ComposedLayout, SmemPtrFlag, Swizzle, make_composed
from ..errors import CuteDomainError, CuteError, CuteInternalError, CuteNameError, CuteTypeError
from ..outcome import Outcome
from ..record import fields, replace
from . import ast
from .function_table import FUNCTIONS
from .functions import CONSTANTS, compose_values
from .skips import NotModelled, SkippedName, SkippedUse, failed_names
from .values import (
    NULLPTR,
    TYPE_BITS,
    ArithOrigin,
    CppString,
    Dim3,
    NullPointer,
    Printed,
    TypeName,
    basis,
    describe,
    is_coord,
    is_inttuple,
    is_tensor,
    make_dim3,
    read_pointer,
)

_ARITH = {"+": add, "-": sub, "*": mul, "/": div, "%": mod}
_EQUALITY = ("==", "!=")
_BOOLEANS = {"true": 1, "false": 0}   # C++'s bool literals: run-time values, as C++ prints them (1, 0)
# C++'s comparisons and logic on integers: CuTe's C<t> op C<u> is static (C<(t op u)>), any other a run-time bool.
_LOGIC: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, ">": operator.gt, "<=": operator.le, ">=": operator.ge,
    "&&": lambda x, y: bool(x and y), "||": lambda x, y: bool(x or y)}


def print_statement_call(stmt: Any, is_variable: Callable[[str], bool]) -> ast.Call | None:
    """The call of a statement that prints as C++ runs it (its row's `prints`: print(x) with one argument,
    print_layout(L) and its kin), writing its text where the line stands; None for any other statement (a name
    the script assigned is its variable, not the function)."""
    node = getattr(stmt, "value", None) if type(stmt) is ast.ExprStmt else None
    if type(node) is not ast.Call or node.targs or is_variable(node.name):
        return None
    spec = FUNCTIONS.get(node.name)
    if spec is None or not spec.prints or (spec.prints == "value" and len(node.args) != 1):
        return None
    return node


# CUDA's names whose value differs between the lanes of a warp (a script declares them: `dim3 threadIdx(200);`)
PER_LANE = frozenset({"threadIdx"})

# The C++ integral types a declaration converts its value to (`int M = Int<4>{}` is a dynamic 4): their width in
INTEGRAL_TYPES = ast.INTEGRAL_TYPES


def integral(ctype: str, v: int) -> int:
    """`v` converted to the C++ integral type `ctype` as C++ converts (C++20, and g++ always): a bool is v != 0,
    any other type takes v modulo 2^bits into its range (`int a = 2147483648` is -2147483648, `uint8_t b = 300` is
    44); an unsigned 64-bit value beyond 2^63 is outside CuTe's range (CuteOverflowError)."""
    bits, signed = INTEGRAL_TYPES[ctype]
    if ctype == "bool":
        return int(v != 0)
    w = v % (1 << bits)
    if signed and w >= 1 << (bits - 1):
        w -= 1 << bits
    return check_range(w)


def declared(stmt: ast.Assign, v: Any) -> Any:
    """The value a C++ declaration gives its name: converted to an integral type as C++ converts (the static
    mark dropped: `int M = Int<4>{}` is 4, not _4); any other type's value as computed."""
    ctype = stmt.ctype
    if type(ctype) is ast.Name and ctype.id in INTEGRAL_TYPES:
        if not is_integer(v):
            raise CuteTypeError(f"'{ctype.id} {stmt.target}': C++ cannot initialize an {ctype.id} from "
                                f"{describe(v)}")
        return integral(ctype.id, int(value(v)))
    return v


def cpp_attribute(n: ast.Call) -> str:
    """C++'s refusal of `x.name` without parentheses (the DSL's attribute)."""
    obj = n.args[0].id if type(n.args[0]) is ast.Name else "x"
    if n.name in FUNCTIONS:
        return (f"'{obj}.{n.name}': {n.name} is a member function in C++, which calls it: {obj}.{n.name}() "
                "(the attribute is the CuTe DSL's)")
    return f"'{obj}.{n.name}': C++ has no data member {n.name} here"


def skipped_note(stmt: ast.Skipped) -> str:
    return f"skipped {stmt.what}: C++ that cutecalc does not model (the script goes on)"


class Evaluator:
    def __init__(self, static_literals: bool = False) -> None:
        self.static_literals = static_literals
        self.python_print = False   # the CuTe DSL's dialect: print(a, b, ...) is Python's, not C++'s refusal
        self.env: dict[str, Any] = {}
        # the names usable in C++'s constant expressions whatever their value: those declared constexpr, const
        # integers of a constant initializer (`const int n = 4;`), types (`using StrideA = Stride<int64_t, _1>;`)
        self.constexpr: set[str] = set()
        # the names whose value may differ between the lanes of a warp: CUDA's threadIdx, and what reads it
        self.per_lane: set[str] = set(PER_LANE)
        # The method for each node type, found once: `eval` runs once per node.
        self._methods = {cls: getattr(self, "_" + cls.__name__) for cls in _NODE_TYPES
                         if hasattr(self, "_" + cls.__name__)}

    # -- statements ---------------------------------------------------------------------------
    def run_statement(self, stmt) -> Outcome:
        out = Outcome(stmt.pos.line, stmt.pos.col, getattr(stmt, "text", ""))
        with checks.collect_notes() as out.notes:
            try:
                if isinstance(stmt, ast.Assign):
                    v = self.eval(stmt.value, 0)
                    if "constexpr" in stmt.qualifiers:
                        self.check_constant(stmt.value, f"'constexpr {stmt.target}'", v)
                        self.constexpr.add(stmt.target)
                    elif "using" in stmt.qualifiers or self.const_integral(stmt, v):
                        self.constexpr.add(stmt.target)
                    else:
                        self.constexpr.discard(stmt.target)
                    if (not PER_LANE.isdisjoint(self.env)   # (no walk where no script declared threadIdx)
                            and any(name in self.per_lane for name in _names_read(stmt.value))):
                        self.per_lane.add(stmt.target)
                    elif stmt.target not in PER_LANE:
                        self.per_lane.discard(stmt.target)
                    self.env[stmt.target] = v if stmt.ctype is None else declared(stmt, v)
                elif isinstance(stmt, ast.StaticAssert):
                    self.static_assert(stmt)
                elif isinstance(stmt, ast.StructDef):
                    self.define_struct(stmt, out)
                elif isinstance(stmt, ast.Skipped):
                    out.notes.append(skipped_note(stmt))
                    for name in stmt.declares:
                        self.env[name] = SkippedName(name, stmt.pos.line, stmt.what)
                else:
                    out.value = self.eval(stmt.value, 0)
                    # C++'s print("\n") shows nothing of its own (a writer that takes prints ends the line);
                    # Python's print, and the DSL's cute.printf, print a line even of nothing
                    out.has_value = (self.python_print or not isinstance(out.value, CppString)
                                     or bool(out.value.text.strip()))
                    out.print_statement = (not self.python_print
                                           and print_statement_call(stmt, self.env.__contains__) is not None)
            except NotModelled as e:   # C++ that compiles, which cutecalc cannot run: skipped, with what it declares
                out.notes.append(f"skipped: it reads {e.message}")
                if isinstance(stmt, ast.Assign):
                    self.env[stmt.target] = SkippedName(stmt.target, stmt.pos.line, f"it reads {e.message}")
            except SkippedUse as e:   # reads what a skipped line declares: skipped too, and what it declares
                out.notes.append(f"skipped: {e.message}")
                if isinstance(stmt, ast.Assign):
                    self.env[stmt.target] = SkippedName(stmt.target, stmt.pos.line,
                                                        f"it reads '{e.skipped.name}' of line {e.skipped.line}")
            except CuteError as e:
                out.error = e.at(stmt.pos.line, stmt.pos.col)
                self.env.update(failed_names(_declared_names(stmt), stmt.pos.line, e.message))
            except RecursionError:  # the nesting limit was not reached, but a value is too deep to compute
                out.error = CuteDomainError("value nested too deeply to compute").at(stmt.pos.line, stmt.pos.col)
            except Exception as e:  # a bug of ours: report it like any error, never as a traceback
                out.error = CuteInternalError(f"internal error ({type(e).__name__}: {e}); please report this "
                                              "input").at(stmt.pos.line, stmt.pos.col)
        return out

    def define_struct(self, stmt: ast.StructDef, out: Outcome) -> None:
        """A struct of the pasted code: its members run in its scope (they see what precedes them, and leave
        nothing outside); the struct is its name's value, its declarators (`} tensors;`) its objects.  A member
        skipped is a note naming its line; a member C++ refuses refuses the struct."""
        from .cpp_types import StructType
        saved, saved_constexpr, saved_per_lane = dict(self.env), set(self.constexpr), set(self.per_lane)
        members: dict[str, Any] = {}
        fields: list[str] = []
        try:
            for m in stmt.members:
                o = self.run_statement(m)
                if o.error is not None:
                    raise o.error
                for note in o.notes:
                    out.notes.append(note if note.startswith("line ") else f"line {m.pos.line}: {note}")
                if o.skipped_lines or any(note.startswith("skipped") for note in o.notes):
                    out.skipped_lines.extend(o.skipped_lines or range(m.pos.line, m.pos.end_line + 1))
                declared = _declared_names(m)
                for name in declared:
                    members[name] = self.env[name]
                if isinstance(m, ast.Assign) and not {"using", "static"} & set(m.qualifiers):
                    fields.append(m.target)   # a data member (a `using` alias or a static constant is none)
                elif isinstance(m, ast.StructDef):
                    fields.extend(m.declarators)
        finally:
            self.env, self.constexpr, self.per_lane = saved, saved_constexpr, saved_per_lane
        struct = StructType(stmt.name, members, tuple(f for f in fields if type(members[f]) is not SkippedName))
        self.env[stmt.name] = struct
        for name in stmt.declarators:
            self.env[name] = struct

    def check_constant(self, node, where: str, value: Any = None, integers_only: bool = False) -> None:
        """C++'s refusal of a constant expression that reads a run-time variable: a constexpr declaration's value
        (`int b = 5; constexpr int c = b;`), a template argument (`Int<b>{}`), a static assertion's condition.
        `value`: the expression's, when computed already; `integers_only`: only a variable holding an integer or
        a tuple is refused here (what else a template argument reads, the function's own check refuses)."""
        name = self._run_time_read(node, value)
        if name is not None and not (integers_only and not is_integer(self.env[name])
                                     and not isinstance(self.env[name], tuple)):
            raise CuteTypeError(f"{where}: the value of '{name}' is not usable in a constant expression "
                                f"({name} is not constexpr and holds {describe(self.env[name])})")

    def _run_time_read(self, node, value: Any = None) -> str | None:
        """The variable whose run-time value the expression reads, if any: a name that is not constexpr (nor a
        const integer of a constant initializer, nor a type) and holds a value not known at compile time (a
        run-time integer, tuple or tensor) -- unless the part of the expression that reads it has a value known
        at compile time all the same (its type is its value: `rank(s) == 3` of a run-time shape `s`)."""
        if not any(name in self.env and name not in self.constexpr and not compile_time(self.env[name])
                   for name in _names_read(node)):
            return None
        if type(node) is ast.Name:
            return node.id
        if isinstance(node, ast.Node):
            if value is None:
                try:
                    value = self.eval(node, 0)
                except CuteError:
                    value = None
            if value is not None and compile_time(value):
                return None
        parts = (getattr(node, f) for f in fields(node)) if isinstance(node, ast.Node) else node
        return next((name for part in parts if (name := self._run_time_read(part)) is not None), None)

    def shfl_sync(self, n: ast.Call, d: int) -> Any:
        """CUDA's `__shfl_sync(mask, v, lane)`: v as the warp's lane `lane` computes it.  Where every lane of the
        warp takes part (the full mask) and v reads nothing that differs between lanes (threadIdx, or what was
        computed from it), that lane's v is this thread's; any other shuffle reads a register of another thread,
        which a calculator of one thread does not have (NotModelled: the statement is skipped, with a note)."""
        if not 3 <= len(n.args) <= 4:
            raise CuteTypeError(f"__shfl_sync: expects 3 or 4 arguments (mask, value, lane[, width]), got "
                                f"{len(n.args)}")
        mask, v, lane = (self.eval(a, d) for a in n.args[:3])
        if not (is_integer(mask) and is_integer(lane)):
            raise CuteTypeError("__shfl_sync: the mask and the lane are integers")
        if value(mask) & 0xFFFFFFFF != 0xFFFFFFFF or len(n.args) == 4:
            raise NotModelled("__shfl_sync of a part of the warp (a mask or width that leaves lanes out)")
        lanes = sorted(name for name in set(_names_read(n.args[1])) if name in self.per_lane)
        if lanes:
            raise NotModelled(f"__shfl_sync of a value that differs between lanes (it reads {lanes[0]})")
        return v

    def check_template_args(self, n: ast.Call, d: int) -> None:
        """`Int<n>{}` of an `int n` is refused, as C++ refuses a template argument that is no constant."""
        for t in n.targs:
            if type(t) is not _IntNode:
                self.check_constant(t, f"a template argument of {n.name}", integers_only=True)

    def const_integral(self, stmt: ast.Assign, v: Any) -> bool:
        """Whether a declaration makes a name C++ reads in constant expressions though not constexpr: a const
        integer whose initializer is a constant expression (`const int n = 4;`, not `const int n = m;` of an
        `int m`)."""
        ctype = stmt.ctype
        if "const" not in stmt.qualifiers or type(ctype) is not ast.Name or ctype.id not in INTEGRAL_TYPES:
            return False
        try:
            self.check_constant(stmt.value, "", v)
        except CuteTypeError:
            return False
        return True

    def static_assert(self, stmt: ast.StaticAssert) -> None:
        """Nothing when the condition holds; C++'s refusal when it does not (or, for CUTE_STATIC_ASSERT_V, when it
        is not static)."""
        cond = self.eval(stmt.cond, 0)
        if stmt.macro not in ("CUTE_STATIC_ASSERT_V", ast.RUN_TIME_ASSERT):   # (V asserts decltype(cond)::value)
            self.check_constant(stmt.cond, f"{stmt.macro}: non-constant condition", cond)
        if not is_integer(cond):
            raise CuteTypeError(f"{stmt.macro}: the condition must be a boolean or an integer, got {describe(cond)}")
        if stmt.macro == "CUTE_STATIC_ASSERT_V" and type(cond) is not StaticInt:
            raise CuteTypeError("CUTE_STATIC_ASSERT_V: the condition is not static (C++ asserts decltype(cond)::value, "
                                f"and {cute_str(cond)} is a run-time value); write static_assert or CUTE_STATIC_ASSERT")
        if not value(cond):
            message = stmt.message.text() if isinstance(stmt.message, ast.Str) else None
            failed = "assertion failed" if stmt.macro == ast.RUN_TIME_ASSERT else "static assertion failed"
            raise CuteDomainError(failed + (f": {message}" if message else ""))

    # -- expressions --------------------------------------------------------------------------
    def eval(self, node, depth: int):
        if depth > MAX_DEPTH:
            raise CuteDomainError(f"expression nested too deeply (limit {MAX_DEPTH})").at(node.pos.line, node.pos.col)
        method = self._methods.get(type(node))
        if method is None:
            method = getattr(self, "_" + type(node).__name__)
        try:
            return method(node, depth + 1)
        except CuteError as e:
            raise e.at(node.pos.line, node.pos.col) from None

    def _Int(self, n, d):
        return S(n.value) if (n.static or self.static_literals) else _checked(n.value)

    def _items(self, nodes, d) -> tuple:
        """The values of a tuple's items: `eval` of each, with integer literals (most items) read in place."""
        out = []
        static = self.static_literals
        for e in nodes:
            if type(e) is _IntNode and d <= MAX_DEPTH:  # what eval(e, d) would give, without its frame
                v = e.value
                if type(v) is int and INT64_MIN <= v <= INT64_MAX:  # else eval reports the error
                    out.append(S(v) if (e.static or static) else v)
                    continue
            out.append(self.eval(e, d))
        return tuple(out)

    def _Float(self, n, d):
        raise NotModelled(f"the floating-point number {n.text}, which cutecalc does not model")

    def _Underscore(self, n, d):
        return UNDERSCORE

    def _Str(self, n, d):
        return CppString(n.text(self.python_print))

    def _Name(self, n, d):
        if n.id in self.env:
            v = self.env[n.id]
            if type(v) is SkippedName:
                raise SkippedUse(v)
            if d > 1 and isinstance(v, Printed):   # (shown by itself it is the picture again)
                raise CuteTypeError(f"'{n.id}' holds what was printed (a picture or listing: C++'s print functions "
                                    "return void), which is no value to compute with")
            return v
        if n.id in CONSTANTS:
            return CONSTANTS[n.id]
        if n.id == "nullptr":
            return NULLPTR
        if n.id in TYPE_BITS:
            return TypeName(n.id, TYPE_BITS[n.id])
        from .atom_functions import atom_value, is_atom_type  # the atom types: off the one-shot path
        if is_atom_type(n.id):  # an MMA operation named without {}: SM80_16x8x16_F32F16F16F32_TN
            return atom_value(n.id)
        if n.id in _BOOLEANS:
            return _BOOLEANS[n.id]
        from .cpp_types import CONSTANTS as CUTLASS_CONSTANTS
        from .cpp_types import TAGS, UNMODELLED, CppTag
        if n.id in TAGS:   # KernelTmaWarpSpecializedCooperative, cute::identity, void: a type known by name
            return CppTag(n.id)
        if n.id in CUTLASS_CONSTANTS:   # NumThreadsPerWarpGroup
            return CUTLASS_CONSTANTS[n.id]
        if n.id in UNMODELLED:
            raise NotModelled(f"{n.id}, which cutecalc does not model")
        raise CuteNameError(_unknown(n.id, list(self.env)))

    def _Tuple(self, n, d):
        return check_size(self._items(n.items, d))

    def _LayoutLit(self, n, d):
        shape, stride = self.eval(n.shape, d), self.eval(n.stride, d)
        if _plain_layout(shape, stride):  # what the checks below accept, known in one walk
            return _trusted_layout(shape, stride)
        if not is_inttuple(shape):
            raise CuteTypeError(f"the shape of a layout must be an IntTuple, got {describe(shape)}")
        if not (is_inttuple(stride) or _is_basis_tuple(stride)):
            raise CuteTypeError(f"the stride of a layout must be an IntTuple, got {describe(stride)}")
        _check_shape(shape)
        return Layout(shape, stride)

    def _TilerLit(self, n, d):
        return check_size(tuple(self.eval(e, d) for e in n.items))

    def _SwizzleLit(self, n, d):
        b, m, s = (_int_of(self.eval(x, d), "Sw<B,M,S>") for x in (n.b, n.m, n.s))
        return Swizzle(b, m, s)

    def _ScaledBasis(self, n, d):
        v = self.eval(n.value, d)
        if not is_integer(v):
            raise CuteTypeError(f"a basis element scales an integer, got {describe(v)}")
        # Textual `_1@a@b` lists the modes innermost first; C++'s E<b,a> lists them outermost first.
        return basis(v, tuple(reversed(tuple(n.modes))))

    def _Compose(self, n, d):
        operands = _compose_chain(n)
        vals = [self.eval(x, d) for x in operands]
        if isinstance(vals[0], (Pointer, ArithOrigin)) and len(vals) >= 2:   # a printed tensor, `iterator o layout`
            head = vals.pop(0)
            tail = self._compose_values(vals)
            if not isinstance(tail, (Layout, ComposedLayout)):
                raise CuteTypeError(f"a tensor is an iterator o a layout; after {cute_str(head)} o comes "
                                    f"{describe(tail)}")
            from ..algebra.tensor import Tensor  # (off the one-shot path: a printed tensor read back)
            return Tensor(head.origin if isinstance(head, ArithOrigin) else head, check_size(tail))
        return self._compose_values(vals)

    def _compose_values(self, vals: list):
        # `A o offset o B` (CuTe's printed composed layout) when the middle operand is an integer or smem_ptr flag.
        if len(vals) == 3 and (is_integer(vals[1]) or isinstance(vals[1], SmemPtrFlag)) and isinstance(
                vals[0], (Swizzle, Layout)):
            if not isinstance(vals[2], (Layout, ComposedLayout, Swizzle)):
                raise CuteTypeError(f"'A o offset o B' (a composed layout): B must be a layout, got "
                                    f"{describe(vals[2])}")
            return make_composed(vals[0], vals[1], vals[2])
        acc = vals[0]
        for v in vals[1:]:
            acc = compose_values(acc, v)
        return check_size(acc)

    def _BinOp(self, n, d):
        # `a + b - c + ...` parses left-nested; its length is not nesting, so the chain is walked in a loop.
        chain = []
        while type(n) is ast.BinOp:
            chain.append(n)
            n = n.lhs
        a = self.eval(n, d)
        for n in reversed(chain):
            b = self.eval(n.rhs, d)
            if n.op in _EQUALITY:
                from ..algebra.relations import equal, not_equal
                a = equal(a, b) if n.op == "==" else not_equal(a, b)
                continue
            if n.op in _LOGIC:
                from ..algebra.relations import truth
                if not (is_integer(a) and is_integer(b)):
                    raise CuteTypeError(f"'{n.op}' compares integers, got {describe(a)} and {describe(b)}")
                a = truth(_LOGIC[n.op](value(a), value(b)), is_static_int(a) and is_static_int(b))
                continue
            if n.op in "+-" and isinstance(a, Pointer) and is_integer(b):   # p + n: n elements on
                a = a.advance(b if n.op == "+" else neg(b))
                continue
            if n.op == "*" and isinstance(a, BasisValue) and is_integer(b):   # E<1>{}*3 is 3@1
                a = a.scale(b)
                continue
            if n.op == "*" and is_integer(a) and isinstance(b, BasisValue):
                a = b.scale(a)
                continue
            if not (is_integer(a) and is_integer(b)):
                raise CuteTypeError(f"'{n.op}' works on integers, got {describe(a)} and {describe(b)}")
            if n.op in "/%" and value(b) == 0:
                raise CuteDomainError("division by zero").at(n.rhs.pos.line, n.rhs.pos.col)
            a = _ARITH[n.op](a, b)
        return a

    def _Member(self, n, d):
        """`T::name`: a member of the type T; where T is no variable it is a namespace, and the name itself."""
        owner = n.owner
        if type(owner) is ast.Name and owner.id not in self.env:
            try:
                return self._Name(ast.Name(n.name, pos=n.pos), d)
            except CuteNameError:
                raise CuteNameError(_unknown(owner.id, list(self.env))) from None
        from .cpp_types import member_of
        return member_of(self.eval(owner, d), n.name)

    def _Not(self, n, d):
        v = self.eval(n.operand, d)
        if not is_integer(v):
            raise CuteTypeError(f"'!' works on integers, got {describe(v)}")
        from ..algebra.relations import truth
        return truth(not value(v), is_static_int(v))

    def _Pointer(self, n, d):
        return read_pointer(n.text)

    def _Cast(self, n, d):
        """(T*)p: a raw pointer to T at p's address (nullptr, an integer address, or another pointer's); (T)x,
        T(x), static_cast<T>(x) for an integral T: x converted as C++ converts (a run-time value)."""
        if not n.pointer:
            v = self.eval(n.operand, d)
            if not is_integer(v):
                raise CuteTypeError(f"({n.type}): C++ cannot convert {describe(v)} to {n.type}")
            return integral(n.type, int(value(v)))
        alias = self.env.get(n.type)
        if type(alias) is TypeName:   # `using TA = float;` then (TA const*)nullptr
            n = replace(n, type=alias.name)
        bits = 8 if n.type == "void" else TYPE_BITS.get(n.type)
        if bits is None:
            raise CuteTypeError(f"({n.type}*): unknown element type '{n.type}' (known: {', '.join(TYPE_BITS)}, void)")
        v = self.eval(n.operand, d)
        element = "" if n.type == "void" else n.type
        if isinstance(v, NullPointer):
            return Pointer(bits, 0, element=element)
        if is_integer(v):
            if value(v) < 0 or value(v) % type_bytes(bits):
                raise CuteDomainError(f"({n.type}*){value(v)}: the address must be a non-negative multiple of "
                                      f"sizeof({n.type}) = {type_bytes(bits)}")
            return Pointer(bits, value(v), element=element)
        if isinstance(v, Pointer):
            if v.space or v.swizzle is not None or v.subbyte:
                raise CuteTypeError(f"({n.type}*) casts a raw pointer or an address; {v.cute_str()} is a tagged "
                                    "iterator (recast_ptr<T> converts one)")
            return Pointer(bits, v.address, element=element)
        raise CuteTypeError(f"({n.type}*) casts nullptr, an address or a pointer, got {describe(v)}")

    def _Neg(self, n, d):
        a = self.eval(n.operand, d)
        if isinstance(a, BasisValue):   # -4@0 is (-4)@0, as CuTe prints it (and as C++'s -4 * E<0>{} is)
            return a.scale(S(-1) if isinstance(a.value, StaticInt) else -1)
        if not is_integer(a):
            raise CuteTypeError(f"unary '-' works on integers, got {describe(a)}")
        return neg(a)

    def _Call(self, n, d):
        name = n.name
        if n.attribute and not self.python_print:
            obj = self.eval(n.args[0], d)   # (a name a skipped line declares skips the statement)
            if type(obj) is Dim3:   # blockIdx.x: a data member
                member = obj.member(name)
            else:   # a data member of a struct of the pasted code: shared_tensors.smem_A
                from .cpp_types import StructType
                member = obj.member(name) if isinstance(obj, StructType) else None
            if member is None:
                raise CuteTypeError(cpp_attribute(n))
            return member
        if name in self.env:  # a variable called: evaluate or slice the layout it holds
            if type(self.env[name]) is SkippedName:
                return self._Name(ast.Name(name, pos=n.pos), d)
            if n.braces and not n.args:  # `T{}` after `using T = decltype(x)`: the value of that type
                return self.env[name]
            return self._apply(self.env[name], [self.eval(a, d) for a in n.args], n)
        if n.targs:
            self.check_template_args(n, d)
        if not n.args and name in CONSTANTS:
            return CONSTANTS[name]
        if not n.args and name in TYPE_BITS:
            return TypeName(name, TYPE_BITS[name])
        spec = FUNCTIONS.get(name)
        if spec is None and name == "dim3":   # CUDA's launch configuration: blockIdx and threadIdx as a kernel sees
            return make_dim3([self.eval(a, d) for a in n.args])
        if spec is None and name == "__shfl_sync":
            return self.shfl_sync(n, d)
        if spec is None:
            from .atom_functions import atom_value, is_atom_type  # the atom types: off the one-shot path
            if is_atom_type(name):  # an MMA or copy operation's type, SM80_16x8x16_F32F16F16F32_TN{}
                if n.args:
                    raise CuteTypeError(f"{name}<...>{{}} takes no constructor arguments")
                return atom_value(name, self._type_args(n.targs))
            from .cpp_types import TRAITS, UNMODELLED
            if name in TRAITS:   # is_same_v<A, B>, conditional_t<c, A, B>, sizeof_bits<T>: C++'s type traits
                return TRAITS[name]([self.eval(t, d) for t in n.targs], [self.eval(a, d) for a in n.args])
            if name in UNMODELLED:   # cutlass::PipelineTmaAsync<Stages>
                raise NotModelled(f"{name}, which cutecalc does not model")
            for a in n.args:   # a name a skipped line declares, among them, skips the statement instead
                self.eval(a, d)
            raise CuteNameError(_unknown(name, list(self.env), functions=True))
        targs = list(self._type_args(n.targs)) if spec.type_targs else [self.eval(t, d) for t in n.targs]
        return self.call_row(spec, n.name, targs, [self.eval(a, d) for a in n.args])

    def call_row(self, spec, name: str, targs: list, args: list):
        """The row's function of these arguments (its DSL evaluation in the DSL's dialect), their counts checked."""
        lo_t, hi_t = spec.ntargs
        if not lo_t <= len(targs) <= hi_t:
            raise CuteTypeError(f"{name}: expects {_count(lo_t, hi_t)} template argument"
                                f"{'s' if hi_t != 1 else ''} <...>, got {len(targs)} (usage: {spec.signature})")
        lo_a, hi_a = spec.nargs
        if not lo_a <= len(args) <= hi_a:
            raise CuteTypeError(f"{name}: expects {_count(lo_a, hi_a)} argument{'s' if hi_a != 1 else ''}, "
                                f"got {len(args)} (usage: {spec.signature})")
        impl = spec.dsl_impl if (self.python_print and spec.dsl_impl is not None) else spec.impl
        if spec.on_tensor and args and is_tensor(args[0]):   # CuTe's overload for a tensor: of its layout
            t = args[0]
            out = impl(targs, [t.layout, *args[1:]])
            return check_size(t.with_layout(out) if spec.on_tensor == "tensor" else out)
        return check_size(impl(targs, args))

    def _type_args(self, targs: tuple) -> tuple:
        """Template arguments as types: a name a `using` statement gave a type (`using Element = half_t;`) is that
        type's name."""
        if not any(type(t) is ast.Name and t.id in self.env or type(t) is ast.Call for t in targs):
            return targs
        out = []
        for t in targs:
            if type(t) is ast.Name and type(self.env.get(t.id)) is TypeName:
                t = ast.Name(self.env[t.id].name, pos=t.pos)
            elif type(t) is ast.Call and t.targs:
                t = replace(t, targs=self._type_args(t.targs))
            out.append(t)
        return tuple(out)

    def _Apply(self, n, d):
        return self._apply(self.eval(n.callee, d), [self.eval(a, d) for a in n.args], n)

    def _apply(self, f, args: list, n):
        if not args:
            raise CuteTypeError("calling a layout needs a coordinate")
        coord = args[0] if len(args) == 1 else tuple(args)
        if isinstance(f, Swizzle):
            return f(_int_value_or_error(coord))
        if isinstance(f, (Layout, ComposedLayout)):
            if not is_coord(coord):
                raise CuteTypeError(f"a layout is called with a coordinate, got {describe(coord)}")
            if isinstance(f, ComposedLayout):
                if has_underscore(coord):
                    return slice_composed(coord, f)
                return f(coord)
            if has_underscore(coord):
                return slice_layout(coord, f)
            return crd2idx(coord, f)
        if is_tensor(f):   # only a tensor row or a printed tensor makes one: algebra.tensor is loaded
            from ..algebra.tensor import element, slice_tensor
            if not is_coord(coord):
                raise CuteTypeError(f"a tensor is called with a coordinate, got {describe(coord)}")
            # t(c, _) is the sub-tensor of the `_` modes; t(c) is the coordinate stored at c
            return slice_tensor(f, coord) if has_underscore(coord) else element(f, coord)
        raise CuteTypeError(f"{describe(f)} cannot be called")


def _declared_names(stmt: Any) -> tuple[str, ...]:
    """The names a statement declares: an assignment's target, a struct's name and its objects, a skipped line's."""
    if isinstance(stmt, ast.Assign):
        return (stmt.target,)
    if isinstance(stmt, ast.StructDef):
        return (stmt.name, *stmt.declarators)
    if isinstance(stmt, ast.Skipped):
        return stmt.declares
    return ()


def _names_read(node) -> Iterator[str]:
    """The variables an expression reads (its Name nodes, and names called as `L(3)` or `x.f()`)."""
    if type(node) is ast.Name:
        yield node.id
    elif isinstance(node, ast.Node):
        for f in fields(node):
            yield from _names_read(getattr(node, f))
    elif type(node) is tuple:
        for x in node:
            yield from _names_read(x)


def compile_time(v: Any) -> bool:
    """Whether a value is known at compile time in C++: a static integer or tuple, a layout of static shape and
    stride, or anything whose type is its value (an atom, a tiled MMA, a type); not a run-time integer or a
    tensor (its pointer is a run-time address)."""
    if is_integer(v) or isinstance(v, tuple):
        return is_static(v)
    if isinstance(v, Layout):
        return is_static(v.shape) and is_static(v.stride)
    return not (is_tensor(v) or isinstance(v, (Pointer, NullPointer)))


def _compose_chain(n) -> list:
    if isinstance(n, ast.Compose):
        return _compose_chain(n.lhs) + [n.rhs]
    return [n]


_IntNode = ast.Int
_NODE_TYPES = (ast.Int, ast.Float, ast.Underscore, ast.Name, ast.Str, ast.Pointer, ast.Tuple, ast.LayoutLit,
               ast.TilerLit, ast.SwizzleLit, ast.ScaledBasis, ast.Compose, ast.BinOp, ast.Neg, ast.Not, ast.Cast,
               ast.Call, ast.Member, ast.Apply)


def _plain_layout(shape, stride) -> bool:
    """Whether shape and stride are congruent IntTuples of plain integers with positive extents: then the
    checks of _LayoutLit and Layout() all pass.  False when in doubt (the checks then decide)."""
    if type(shape) is tuple:
        if type(stride) is not tuple or len(stride) != len(shape):
            return False
        for s, d in zip(shape, stride):
            ts = type(s)
            if ts is int:
                if s <= 0:
                    return False
            elif ts is StaticInt:
                if s.value <= 0:
                    return False
            elif ts is tuple:
                if not _plain_layout(s, d):
                    return False
                continue
            else:
                return False
            td = type(d)
            if td is not int and td is not StaticInt:
                return False
        return True
    ts, td = type(shape), type(stride)
    if ts is int:
        positive = shape > 0
    elif ts is StaticInt:
        positive = shape.value > 0
    else:
        return False
    return positive and (td is int or td is StaticInt)


def _checked(v: int) -> int:
    return check_range(v)


def _check_shape(shape) -> None:
    check_positive_shape(shape)


def _is_basis_tuple(v) -> bool:
    if isinstance(v, tuple):
        return all(_is_basis_tuple(e) for e in v)
    return isinstance(v, BasisValue) or is_integer(v)


def _int_of(v, what: str) -> int:
    if not is_integer(v):
        raise CuteTypeError(f"{what}: expected an integer, got {describe(v)}")
    return value(v)


def _int_value_or_error(v) -> Integer:
    if not is_integer(v):
        raise CuteTypeError(f"a swizzle is applied to an integer offset, got {describe(v)}")
    return v


def _count(lo: int, hi: int) -> str:
    if lo == hi:
        return str(lo)
    if hi >= 8:
        return f"at least {lo}"
    return f"{lo} to {hi}"


MAX_SHOWN_NAME = 40  # characters of an unknown name echoed in its message
MAX_SUGGESTION_POOL = 2000  # names compared for a suggestion: the functions, constants and the latest variables




def _unknown(name: str, variables: list[str], functions: bool = False) -> str:
    if name in ast.DATA_FUNCTIONS:
        return (f"'{name}' works on data in memory, which a calculator does not have: cutecalc computes with "
                "layouts and tensors' layouts and pointers")
    kind = "function or variable" if functions else "variable"
    if len(name) > MAX_SHOWN_NAME:  # no name that long is close to a known one; echo its start only
        return f"unknown {kind} '{name[:MAX_SHOWN_NAME]}...' ({len(name)} characters)"
    pool = list(FUNCTIONS) + list(CONSTANTS) + variables[-MAX_SUGGESTION_POOL:]
    from difflib import get_close_matches  # only for a message
    close = get_close_matches(name, [p for p in pool if abs(len(p) - len(name)) <= len(name) // 2 + 2],
                              n=1, cutoff=0.7)
    hint = f"; did you mean '{close[0]}'?" if close else ""
    return f"unknown {kind} '{name}'{hint}"

