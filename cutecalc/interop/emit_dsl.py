"""`--emit dsl`: a script as CuTe DSL Python (`nvidia-cutlass-dsl`) computing and printing the same values.

    A = (4,2,3):(2,1,8)              A = cute.make_layout((cutlass.Int32(4), ...), stride=(...))
    logical_divide(_24:_2, _4:_2)    cute.printf("{}", cute.logical_divide(cute.make_layout(24, stride=2), ...))
    size<1>(L)                       cute.printf("{}", cute.size(L, mode=[1]))

The DSL evaluates layout algebra while it traces a `@cute.jit` function, so the statements become the body of
one.  A static integer is a Python int; a dynamic one is `cutlass.Int32(N)`, which the DSL keeps as a run-time
value (its `print` shows `?`; `cute.printf` prints the value when the function runs, as cutecalc does).  `_` is
`None`, a tiler `<A, B>` a tuple of layouts, `Sw<B,M,S>` `cute.make_swizzle(B, M, S)`.  A call is written as
its row's DSL spelling says (FunctionSpec.dsl); what the DSL has no function for (print_layout, zip, upcast, ...)
is left as a comment saying so.
"""

from __future__ import annotations

import keyword
from typing import Any

from ..algebra.integers import is_integer, value
from ..algebra.pointer import DescriptorIterator, Pointer
from ..algebra.swizzle import Swizzle
from ..algebra.tensor import Tensor
from ..algebra.tiled import TiledMMA
from ..lang import ast
from ..lang.atom_functions import is_atom_type
from ..lang.cpp_types import DSL_CONSTANTS, POLICIES, TAGS, UNMODELLED
from ..lang.dsl_atoms import NEEDS_SM90A, spell_atom, spell_type
from ..lang.function_table import FUNCTIONS, Spelling
from ..lang.functions import CONSTANTS
from ..lang.values import TYPE_BITS, CppString, Dim3
from .program import EmittedProgram, EmittedStatement, Emitter, Untranslatable, compose_chain


def _string(text: str) -> str:
    """A double-quoted Python string literal of `text` (as cutecalc reads a DSL script back; a JSON string
    is one)."""
    import json
    return json.dumps(text, ensure_ascii=False)


# C++'s operators as Python spells them.
_PYTHON_OPERATORS = {"/": "//", "&&": "and", "||": "or"}
# C++'s integral types as the DSL names its integers.
_DSL_INTEGERS = {"int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64", "uint8_t": "Uint8",
                 "uint16_t": "Uint16", "uint32_t": "Uint32", "uint64_t": "Uint64", "bool": "Boolean",
                 "short": "Int16", "long": "Int64", "unsigned": "Uint32", "size_t": "Uint64"}

class DslEmitter(Emitter):
    RESERVED = frozenset(keyword.kwlist) | frozenset({"cute", "cutlass", "main", "print", "None", "E", "os"})
    LANGUAGE = "dsl"

    def __init__(self, static_literals: bool = False) -> None:
        super().__init__(static_literals)
        self.traced: set[str] = set()   # the codes of values print() shows while the DSL traces (atoms, ...)
        self.as_layout: set[int] = set()  # the nodes of tensors a row reads the layout of (spelled_call)

    def print_piece(self, index: int, stmt: ast.ExprStmt, arg: Any) -> EmittedStatement:
        value = self.value_of(arg)
        if _traced(value):   # C++'s print(atom): the DSL's print of its own object
            try:
                _printable(value)
            except Untranslatable as e:
                self.line_lost = e
                raise
            self.traced.add(self.expr(arg))
        return super().print_piece(index, stmt, arg)

    def assign(self, target: str, code: str, declared: str | None = None) -> str:
        return f"{target} = {code}"

    def static_assert(self, stmt: ast.StaticAssert) -> str:
        raise Untranslatable(f"{stmt.macro}: C++'s compile-time assertion is not emitted in DSL spelling")

    def show(self, code: str, value: Any = None) -> str:
        if isinstance(value, CppString):  # cute.printf takes no str argument: the text is its format
            return self.print_line([(value.cute_str(), None)])
        if _traced(value):
            _printable(value)
            self.traced.add(code)
            return f"print({code})"
        return f'cute.printf("{{}}", {code})'

    def print_line(self, pieces: list[tuple[str | None, str | None]]) -> str:
        if any(c in self.traced for t, c in pieces if t is None):
            # an atom or tiled object: Python's print, as the DSL prints its own objects while it traces
            return "print(" + ", ".join(_string(t) if t is not None else str(c) for t, c in pieces) + ', sep="")'
        # the format's braces are Python's, and its % reaches C's printf: both doubled to stand for themselves
        fmt = "".join(t.replace("{", "{{").replace("}", "}}").replace("%", "%%") if t is not None else "{}"
                      for t, _ in pieces)
        return f"cute.printf({_string(fmt)}" + "".join(f", {c}" for t, c in pieces if t is None) + ")"

    def continue_line(self, piece: tuple[str | None, str | None], code: str, ends_line: bool) -> str:
        # cute.printf prints whole lines: the pieces wait for the one that ends their line
        return self.close_line([*self.open_line, piece], ends_line=True) if ends_line else ""

    def close_line(self, pieces: list[tuple[str | None, str | None]], ends_line: bool = False) -> str:
        """One cute.printf of the pieces (it ends the line itself: a final newline of theirs is its)."""
        if ends_line:
            text, _ = pieces[-1]
            pieces = [*pieces[:-1], (text[:-1], None)] if text is not None else pieces
        return self.print_line([p for p in pieces if p[0] != ""])

    def self_printing(self, call: ast.Call) -> str:
        raise Untranslatable(f"the CuTe DSL has no {call.name}", lacking=True)

    # -- expressions ----------------------------------------------------------------------------------
    def expr(self, node: Any) -> str:
        code = getattr(self, "_" + type(node).__name__)(node)
        return code + ".layout" if id(node) in self.as_layout else code

    def _Int(self, n: ast.Int) -> str:
        if n.static or self.static_literals:
            return str(n.value)
        return f"cutlass.Int32({n.value})"

    def _Float(self, n: ast.Float) -> str:
        return n.text.rstrip("fF")   # Python's float (its statement is skipped: cutecalc does not model floats)

    def _Str(self, n: ast.Str) -> str:
        return _string(n.text())

    def _Underscore(self, n: ast.Underscore) -> str:
        return "None"

    def _Name(self, n: ast.Name) -> str:
        if self.is_variable(n.id):
            return self.variable(n.id)
        if n.id in TYPE_BITS:   # an element type: the DSL's numeric type (using TA = half_t)
            return spell_type(n.id)
        if n.id == "X":          # CuTe's X (Underscore) in a Step: the DSL's None
            return "None"
        if n.id in DSL_CONSTANTS:   # CUTLASS's NumThreadsPerWarpGroup: cute.arch.THREADS_PER_WARPGROUP
            return f"cute.arch.{DSL_CONSTANTS[n.id]}"
        if n.id == "void":       # a collective's SmemCopyAtom = void (none): Python's None
            return "None"
        if n.id in TAGS:
            raise Untranslatable(_CPP_ONLY_TYPES.get(n.id, _CPP_ONLY_TYPES["kernel schedule"]), lacking=True)
        if n.id in UNMODELLED:
            raise Untranslatable(f"{n.id}: cutecalc does not model CUTLASS's pipelines and class hierarchies",
                                 lacking=True)
        raise Untranslatable(f"'{n.id}' has no CuTe DSL counterpart here")

    def tuple_code(self, items) -> str:
        """The Python tuple of the items' codes (a 1-tuple with its comma)."""
        return self._tuple(items)

    def _Member(self, n: ast.Member) -> str:
        if n.name == "value" and isinstance(n.owner, ast.Call) and n.owner.name == "sizeof_bits" and len(
                n.owner.targs) == 1:
            return _sizeof_bits(self, n.owner)   # sizeof_bits<T>::value
        owner = self.value_of(n.owner)
        if n.name == "value_type" and isinstance(owner, Tensor):   # typename decltype(t)::value_type
            return f"{self.expr(n.owner)}.element_type"
        if n.name == "AtomThrID" and isinstance(owner, TiledMMA):    # the atom's thread layout (ThrID)
            return f"{self.expr(n.owner)}.thr_id"
        self.expr(n.owner)   # a member of a type the DSL lacks (DispatchPolicy::Stages) lacks for that reason
        raise Untranslatable(f"'::{n.name}': a member of a C++ type has no CuTe DSL counterpart")

    def _tuple(self, items) -> str:
        codes = [self.expr(e) for e in items]
        return "(" + codes[0] + ",)" if len(codes) == 1 else "(" + ", ".join(codes) + ")"

    def _Tuple(self, n: ast.Tuple) -> str:
        return self._tuple(n.items)

    def _LayoutLit(self, n: ast.LayoutLit) -> str:
        return f"cute.make_layout({self.expr(n.shape)}, stride={self.expr(n.stride)})"

    def _TilerLit(self, n: ast.TilerLit) -> str:
        return self._tuple(n.items)

    def _SwizzleLit(self, n: ast.SwizzleLit) -> str:
        return f"cute.make_swizzle({self.static_int(n.b)}, {self.static_int(n.m)}, {self.static_int(n.s)})"

    def _ScaledBasis(self, n: ast.ScaledBasis) -> str:
        modes = list(reversed(n.modes))
        basis = f"cute.E({modes[0]})" if len(modes) == 1 else f"cute.E({modes})"
        if isinstance(n.value, ast.Int) and n.value.value == 1:
            return basis
        return f"{self._operand(n.value)} * {basis}"

    def _Pointer(self, n: ast.Pointer) -> str:
        raise Untranslatable(f"{n.text}: the CuTe DSL has no printed-pointer literal", lacking=True)

    def _Compose(self, n: ast.Compose) -> str:
        chain = compose_chain(n)
        if len(chain) == 3 and is_integer(self.value_of(chain[1])):
            return "cute.make_composed_layout(" + ", ".join(self.expr(x) for x in chain) + ")"
        code = self.expr(chain[0])
        if isinstance(self.value_of(chain[0]), Swizzle):   # a swizzle composed with a layout
            code = f"cute.make_composed_layout({code}, 0, {self.expr(chain[1])})"
            chain = chain[1:]
        for x in chain[1:]:
            code = f"cute.composition({code}, {self.expr(x)})"
        return code

    def _BinOp(self, n: ast.BinOp) -> str:
        if isinstance(self.value_of(n), Pointer):   # (half_t*)nullptr + cosize(L): the pointer it computes
            return self.pointer_code(self.value_of(n))
        op = _PYTHON_OPERATORS.get(n.op, n.op)
        return f"{self._operand(n.lhs)} {op} {self._operand(n.rhs)}"

    def _Cast(self, n: ast.Cast) -> str:
        if not n.pointer and n.type in _DSL_INTEGERS:
            return f"cutlass.{_DSL_INTEGERS[n.type]}({self.expr(n.operand)})"
        return self.pointer_code(self.value_of(n))

    def pointer_code(self, p: Any) -> str:
        """A pointer as the DSL makes one: cute.make_ptr(element type, address, memory).  C++'s `(half_t*)nullptr +
        64` and make_smem_ptr(...) of it are written from the pointer they compute (the DSL has no pointer casts or
        tags; make_ptr takes the address as an integer and runs on the CPU).  Its alignment is the DSL's default,
        the element's size: what C++'s T* has."""
        if not isinstance(p, Pointer):
            raise Untranslatable("a pointer cutecalc does not compute here")
        if p.space == "tmem" or p.swizzle is not None or p.subbyte:
            what = "tensor-memory" if p.space == "tmem" else "swizzled" if p.swizzle is not None else "sub-byte"
            raise Untranslatable(f"{p.cute_str()}: cutecalc does not write a {what} pointer in DSL spelling yet")
        space = f", cute.AddressSpace.{p.space}" if p.space in ("gmem", "smem") else ""
        return f"cute.make_ptr({self.pointer_type(p)}, {p.address}{space})"

    def pointer_type(self, p: Any) -> str:
        """The DSL's numeric type of a pointer's elements."""
        if not isinstance(p, Pointer) or not p.element:
            raise Untranslatable("a pointer whose element type the script does not name", lacking=True)
        return spell_type(p.element)

    def _Neg(self, n: ast.Neg) -> str:
        return "-" + self._operand(n.operand)

    def _Not(self, n: ast.Not) -> str:
        return "not " + self._operand(n.operand)

    def _operand(self, n: Any) -> str:
        code = self.expr(n)
        return f"({code})" if isinstance(n, ast.BinOp) else code

    def _Apply(self, n: ast.Apply) -> str:
        return self._call_value(self.expr(n.callee), n.args, self.value_of(n.callee))

    def _call_value(self, callee: str, args, called: Any = None) -> str:
        """A layout called with a coordinate: its offset, or with `_` in it a slice (cute.slice_); a tensor's slice
        or a coordinate tensor's element (the coordinate it holds) is its subscript, t[c]."""
        from ..algebra.tensor import Tensor
        coord = self.expr(args[0]) if len(args) == 1 else self._tuple(args)
        sliced = any(isinstance(x, ast.Underscore) for a in args for x in _leaves(a))
        if isinstance(called, Tensor):   # the DSL's tensors slice by subscript, as they index
            if not sliced and isinstance(called.iterator, DescriptorIterator):   # C++: its GmmaDescriptor
                raise Untranslatable("the CuTe DSL reads no element of a descriptor fragment (DSL 4.8.1: \"doesn't "
                                     "support load and store\")", lacking=True)
            if not sliced and not called.is_coordinate():
                raise Untranslatable("an element of a tensor in memory is data, which cutecalc does not model")
            return f"{callee}[{coord}]"
        if sliced:
            return f"cute.slice_({callee}, {coord})"
        return f"cute.crd2idx({coord}, {callee})"

    def _Call(self, n: ast.Call) -> str:
        if n.attribute and n.name in ("x", "y", "z") and isinstance(self.value_of(n.args[0]), Dim3):
            return f"{self.expr(n.args[0])}[{'xyz'.index(n.name)}]"   # blockIdx.x of a dim3 tuple
        if self.is_variable(n.name) and not n.args and not n.targs:   # a type alias as a value: TileShape{}
            return self.variable(n.name)
        if self.is_variable(n.name):
            return self._call_value(self.variable(n.name), n.args, self.value_of(ast.Name(n.name, pos=n.pos)))
        if n.name in FUNCTIONS:
            return self.spelled_call(n)
        if n.name in _PYTHON_TRAITS and not self.is_variable(n.name):
            write, ntargs, nargs = _PYTHON_TRAITS[n.name]
            if (len(n.targs), len(n.args)) != (ntargs, nargs):
                raise Untranslatable(f"{n.name} takes {ntargs} template and {nargs} call arguments")
            return write(self, n)
        if n.name in POLICIES or n.name in UNMODELLED:
            for a in n.targs:   # a policy over a type the DSL lacks: that reason
                self.expr(a)
            raise Untranslatable(_CPP_ONLY_TYPES["policy" if n.name in POLICIES else "pipeline"], lacking=True)
        if n.name == "__shfl_sync" and self.value_of(n) is not None:
            # (device code) of a value every lane holds, as cutecalc models it: that value (the DSL's
            # cute.arch.shuffle_sync runs only in a kernel, not in the @cute.jit function the program is)
            return self._operand(n.args[1])
        if is_atom_type(n.name):   # an MMA or copy operation's type: SM80_16x8x16_..._TN{}, its atom in the DSL
            return spell_atom(self.value_of(n))
        if n.name in CONSTANTS:
            raise Untranslatable(f"{n.name} stands alone only as make_layout's second argument here")
        if n.name == "dim3":   # CUDA's dim3 (a kernel's blockIdx, its launch shape): the DSL's (x, y, z) tuple, as
            # cute.arch.block_idx() returns and launch(grid=..., block=...) takes; the members unset are 1
            return self._tuple([*n.args, *[ast.Int(1, static=True)] * (3 - len(n.args))])
        for a in n.args:   # an argument without a counterpart (a variable of a skipped line) is the reason
            self.expr(a)
        raise Untranslatable(f"'{n.name}' has no CuTe DSL counterpart")

    def spelled_call(self, n: ast.Call, role: str | None = None) -> str:
        """A row's call; where the row acts on a tensor's layout (shape<2>(t), get<0>(t): on_tensor "layout") and the
        DSL's function takes a layout, a tensor argument is written as its .layout."""
        from ..algebra.tensor import Tensor
        spec = FUNCTIONS[n.name]
        spelling = spec.spelling(self.LANGUAGE)
        if spec.on_tensor == "layout" and spelling.write is None and n.args and isinstance(
                self.value_of(n.args[0]), Tensor):
            self.as_layout.add(id(n.args[0]))
        return super().spelled_call(n, role)

    # -- the forms of a row's DSL spelling (function_table.Spelling) -----------------------------------
    def form(self, form: str, spelling: Spelling, n: ast.Call, role: str | None) -> str:
        if form == "call" and not n.targs:
            return f"cute.{spelling.name or n.name}(" + ", ".join(self.expr(x) for x in n.args) + ")"
        if form == "same" and len(n.args) == 1:   # print(x) inside an expression is x; decltype(x) is x's type
            return self.expr(n.args[0])
        if form == "tuple":
            return self._tuple(n.args)
        raise Untranslatable(self.no_spelling(n))

    def arg_code(self, node: Any, role: str | None) -> str:
        return self.expr(node)

    def static_int(self, n: Any) -> str:
        v = n.value if isinstance(n, ast.Int) else self.value_of(n)
        if not is_integer(v):
            raise Untranslatable("an integer known when the script is read is needed here")
        return str(value(v))

    def no_spelling(self, n: ast.Call) -> str:
        return f"the CuTe DSL has no {n.name}"



def _traced(value: Any) -> bool:
    """Whether the DSL shows the value with Python's print while it traces (cute.printf prints no atom, tiled
    object or coordinate tensor): its own text, before the lines cute.printf prints when the function runs."""
    from ..algebra.atoms import CopyAtom, MMAAtom
    from ..algebra.tensor import Tensor
    from ..algebra.tiled import ThrCopy, ThrMMA, TiledCopy, TiledMMA
    return isinstance(value, (MMAAtom, CopyAtom, TiledMMA, TiledCopy, ThrMMA, ThrCopy, Tensor, Pointer))


# What a CUTLASS C++ collective names that the CuTe DSL has no counterpart of (a DSL kernel is a Python class that
# keeps its stages, cluster shape and pipelines as values; its transforms are Python functions)
_CPP_ONLY_TYPES = {
    "kernel schedule": "a CUTLASS C++ kernel schedule tag: the CuTe DSL has no schedule types (its kernels are "
                       "Python classes)",
    "identity": "cute::identity, a C++ functor type a collective applies to loaded values: the CuTe DSL has none "
                "(its transforms are Python functions)",
    "Sm90": "cutlass::arch::Sm90, a C++ architecture tag: the CuTe DSL has none (CUTE_DSL_ARCH names the target)",
    "policy": "a CUTLASS C++ mainloop dispatch policy: the CuTe DSL has none (a DSL kernel keeps its stages and "
              "cluster shape as Python values)",
    "pipeline": "cutecalc does not model CUTLASS's pipelines (the DSL's are cutlass.pipeline objects of a kernel)",
}


def _is_same(e: DslEmitter, n: ast.Call) -> str:
    """is_same_v<A, B> of element types: Python's A == B of the DSL's numeric types."""
    a, b = (e.expr(t) for t in n.targs)
    return f"({a} == {b})"


def _conditional(e: DslEmitter, n: ast.Call) -> str:
    """conditional_t<c, A, B>: Python's A if c else B."""
    c, a, b = (e.expr(t) for t in n.targs)
    return f"({a} if {c} else {b})"


def _sizeof_bits(e: DslEmitter, n: ast.Call) -> str:
    """sizeof_bits_v<T>: the DSL's T.width."""
    return f"{e.expr(n.targs[0])}.width"


def _uint_bit(e: DslEmitter, n: ast.Call) -> str:
    """uint_bit_t<N>: the DSL's unsigned integer type of N bits (cutlass.Uint16 for N = 16)."""
    bits = e.static_int(n.targs[0])
    return spell_type(f"uint{bits}_t")


def _is_major(e: DslEmitter, n: ast.Call) -> str:
    """CUTLASS's is_major<I, Stride>(): whether mode I's stride is the static 1 -- Python's Stride[I] == 1 over the
    DSL's stride tuple (a run-time stride is its integer type there, cutlass.Int64, never equal to 1)."""
    i = int(e.static_int(n.targs[0]))
    stride = e.value_of(n.targs[1])
    if not isinstance(stride, tuple) or i >= len(stride) or isinstance(stride[i], tuple):
        raise Untranslatable("is_major of a nested stride mode is not written in DSL spelling yet")
    return f"({e.expr(n.targs[1])}[{i}] == 1)"


def _bits_to_bytes(e: DslEmitter, n: ast.Call) -> str:
    """cutlass::bits_to_bytes(n): the bytes that hold n bits, (n + 7) // 8."""
    return f"({e.expr(n.args[0])} + 7) // 8"


# C++'s type traits a collective reads, as Python writes them over the DSL's types
# (name: its writer, its template arguments, its call arguments)
_PYTHON_TRAITS = {"is_same_v": (_is_same, 2, 0), "conditional_t": (_conditional, 3, 0),
                  "sizeof_bits_v": (_sizeof_bits, 1, 0), "uint_bit_t": (_uint_bit, 1, 0), "is_major": (_is_major, 2, 0),
                  "bits_to_bytes": (_bits_to_bytes, 0, 1)}


def _printable(value: Any) -> None:
    """Refuse a value whose print in the DSL is not CuTe's: a GMMA/UMMA descriptor fragment, whose iterator the DSL
    prints as the MLIR operation computing it (`tensor<OpResult(%71 = "cute.get_iter"(%70) ...) o L>`), where C++
    prints GMMA::DescriptorIterator o L."""
    from ..algebra.tensor import Tensor
    if isinstance(value, Tensor) and isinstance(value.iterator, DescriptorIterator):
        raise Untranslatable(f"the CuTe DSL prints a {value.iterator.kind} descriptor fragment's iterator as the MLIR "
                             "operation computing it, not as CuTe's DescriptorIterator (its .layout prints alike)",
                             lacking=True)


def _leaves(n: Any):
    if isinstance(n, ast.Tuple):
        for e in n.items:
            yield from _leaves(e)
    else:
        yield n


def emit_dsl_program(source: str, static_literals: bool = False, filename: str = "<input>") -> EmittedProgram:
    return DslEmitter(static_literals).emit(source, filename)


# The target the DSL must build for, by what the program makes (the first that matches): tcgen05 (UMMA) objects only
# for sm_100a and its kin, warpgroup MMAs (GMMA) only for sm_90a (the smem layout atoms of warpgroup build for both).
_ARCHS = (("cute.nvgpu.tcgen05.", "sm_100a", "tcgen05 (UMMA) objects for sm_100a and its kin only"),
          (NEEDS_SM90A, "sm_90a", "warpgroup MMAs (GMMA) for sm_90a only"))


def dsl_text(program: EmittedProgram) -> str:
    """A whole Python program: the statements in the body of a `@cute.jit` function, and its call."""
    lines = ["# cutecalc --emit dsl: the statements as CuTe DSL (pip install nvidia-cutlass-dsl; no GPU needed)."]
    target = next(((arch, why) for marker, arch, why in _ARCHS if any(marker in s.code for s in program.statements)),
                  None)
    if target is not None:
        lines += ["import os", f'os.environ.setdefault("CUTE_DSL_ARCH", "{target[0]}")   # the DSL builds {target[1]}']
    if any(s.code.startswith("print(") for s in program.statements):
        lines.append("# print() shows an atom or tiled object while the DSL traces the function: before the lines "
                     "cute.printf prints when it runs.")
    lines += ["import cutlass", "import cutlass.cute as cute", "", "", "@cute.jit", "def main():"]
    body = 0
    for s in program.statements:
        src = " ".join(s.source.split())
        if s.skipped:
            lines.append(f"    # not emitted: {src}  ({s.skipped})")
            continue
        if not s.code:   # a C++ print(x) whose line a later statement prints
            lines.append(f"    # line {s.line}: {src}  (printed with the rest of its line, below)")
            continue
        lines.append(f"    # line {s.line}: {src}")
        lines.append("    " + s.code)
        body += 1
    if not body:
        lines.append("    pass")
    lines += ["", "", "main()"]
    return "\n".join(lines) + "\n"


def emit_dsl(source: str, static_literals: bool = False, filename: str = "<input>") -> str:
    """The CuTe DSL program `cutecalc --emit dsl` prints for `source`.

    >>> print(emit_dsl("a = _24:_2; logical_divide(a, _4:_1)"))  # doctest: +ELLIPSIS
    # cutecalc --emit dsl: ...
    import cutlass
    import cutlass.cute as cute
    <BLANKLINE>
    <BLANKLINE>
    @cute.jit
    def main():
        # line 1: a = _24:_2
        a = cute.make_layout(24, stride=2)
        # line 1: logical_divide(a, _4:_1)
        cute.printf("{}", cute.logical_divide(a, cute.make_layout(4, stride=1)))
    <BLANKLINE>
    <BLANKLINE>
    main()
    <BLANKLINE>
    """
    return dsl_text(emit_dsl_program(source, static_literals, filename))
