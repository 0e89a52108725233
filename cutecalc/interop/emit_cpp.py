"""`--emit cpp`: a script as a CuTe C++ program that computes and prints the same values.

    A = (4,2,3):(2,1,8)              auto A = make_layout(make_shape(4,2,3), make_stride(2,1,8));
    logical_divide(A, 4:2)           print(logical_divide(A, make_layout(4,2))); printf("\\n");
    size<1>(_8:_2)                   print(size<1>(make_layout(Int<8>{},Int<2>{}))); printf("\\n");

Static integers are `Int<N>{}`, dynamic ones plain `int` literals (bare literals are static with --static,
as cutecalc reads them), so CuTe instantiates exactly the types cutecalc computes with.  Tuples are spelled by
their role (`make_shape`, `make_stride`, `make_coord`, `make_tile`); in C++ they are all `cute::tuple`s, so the
spelling is for the reader only.  Each value is printed with CuTe's `print` and a newline, as cutecalc prints
it; `print_layout` and `print_latex` print themselves.
"""

from __future__ import annotations

from typing import Any

from ..algebra import umma
from ..algebra.atoms import MMAAtom, catalogue, cpp_operation
from ..algebra.integers import StaticInt, is_integer, value
from ..algebra.layout import Layout
from ..algebra.swizzle import ComposedLayout, SmemPtrFlag, Swizzle
from ..algebra.tensor import CoordTensor
from ..algebra.tiled import ThrMMA, TiledMMA
from ..lang import ast
from ..lang.atom_functions import is_atom_type
from ..lang.library import CONSTANTS, FUNCTIONS
from ..lang.values import TYPE_BITS, MajorTag, read_pointer
from ..render.cute_text import printed_text
from .program import CUTECALC_ONLY, EmittedProgram, Emitter, Untranslatable, compose_chain, not_emitted_reason

# tensor.hpp brings the layout algebra, swizzles, tensors and print_latex; the atom headers the MMA and copy atoms
# (they add a fraction of a second to a compile).
INCLUDES = ("cute/tensor.hpp", "cute/atom/mma_atom.hpp", "cute/atom/copy_atom.hpp", "cute/atom/copy_traits_sm75.hpp",
            "cute/atom/copy_traits_sm80.hpp", "cute/atom/copy_traits_sm90.hpp", "cstdio")

# cutecalc's free functions of layouts and tiled MMAs/copies that CuTe C++ spells as member functions: f(x, args)
# is x.f(args).
MEMBER_CALLS = frozenset({"get_hier_coord",
                          "get_layoutA_TV", "get_layoutB_TV", "get_layoutC_TV", "get_layoutS_TV", "get_layoutD_TV",
                          "get_thr_layout_vmnk", "get_thread_slice", "get_slice", "partition_A", "partition_B",
                          "partition_C", "partition_S", "partition_D", "partition_fragment_A",
                          "partition_fragment_B", "partition_fragment_C"})
# The atoms' and tiled objects' functions CuTe C++ has as free functions of the same name and arguments.
ATOM_FREE_FUNCTIONS = frozenset({"make_tiled_mma", "tile_size", "tile_shape", "partition_shape_A",
                                 "partition_shape_B", "partition_shape_C", "make_tiled_copy", "make_tiled_copy_A",
                                 "make_tiled_copy_B", "make_tiled_copy_C", "make_tiled_copy_C_atom",
                                 "make_tiled_copy_S", "make_tiled_copy_D", "make_identity_tensor", "local_tile",
                                 "local_partition", "inner_partition", "outer_partition", "make_coord_tensor",
                                 "make_fragment_like", "partition_fragment_C"})
# CuTe's register fragments are owning tensors of uninitialised data; cutecalc's value is the fragment's layout,
# so these calls are followed by .layout(): thr.partition_fragment_A(t), make_fragment_like(t) of a tensor and
# partition_fragment_C(mma, shape) (make_fragment_like of a layout or a shape is a layout in both).
FRAGMENTS = frozenset({"partition_fragment_A", "partition_fragment_B", "partition_fragment_C", "make_fragment_like"})
GMMA_MAJORS = {"K": "GMMA::Major::K", "MN": "GMMA::Major::MN"}   # SM90_..._SS<K,K>: the operands' majorness

# How a tuple argument is spelled, by function and argument position; other arguments are shapes.
ARG_ROLES: dict[str, tuple[str | None, ...]] = {
    "make_layout": ("shape", "stride"),
    "make_ordered_layout": ("shape", "tuple"),
    "crd2idx": ("coord", "shape", "stride"),
    "idx2crd": ("coord", "shape", "stride"),
    "slice": ("coord", None),
    "dice": ("coord", None),
    "unflatten": (None, "tuple"),
    "coalesce": (None, "tuple"),
    "filter": (None, "tuple"),
    "filter_zeros": (None, "tuple"),
}
# The tuple makers: nested tuples of their arguments keep their role.
MAKERS = {"make_shape": "shape", "make_stride": "stride", "make_coord": "coord", "make_tuple": "tuple",
          "make_step": "tuple", "make_tile": "shape"}
_MAKE = {"shape": "make_shape", "stride": "make_stride", "coord": "make_coord", "tuple": "make_tuple"}
CPP_TYPES = ("Shape", "Stride", "Step", "Coord", "Tile", "Layout")

# Names a C++ variable must not take: C++ keywords and what `using namespace cute;` makes visible.
_CPP_KEYWORDS = frozenset("""alignas alignof and asm auto bitand bitor bool break case catch char class compl const
constexpr const_cast continue decltype default delete do double dynamic_cast else enum explicit export extern false
float for friend goto if inline int long mutable namespace new noexcept not nullptr operator or private protected
public register reinterpret_cast return short signed sizeof static static_assert static_cast struct switch template
this thread_local throw true try typedef typeid typename union unsigned using virtual void volatile while xor
main printf cute std Int C E Swizzle Underscore""".split())


class CppEmitter(Emitter):
    RESERVED = _CPP_KEYWORDS | frozenset(FUNCTIONS) | frozenset(CONSTANTS) | frozenset(TYPE_BITS) | frozenset(
        CPP_TYPES) | frozenset(MAKERS)

    # -- statements -----------------------------------------------------------------------------------
    def assign(self, target: str, code: str) -> str:
        return f"auto {target} = {code};"

    def show(self, code: str, value: Any = None) -> str:
        if value is not None and printed_text(value).endswith("\n"):  # a listing ends its line, as a string may
            return f"print({code});"
        return f'print({code}); printf("\\n");'

    def print_line(self, pieces: list[tuple[str | None, str | None]]) -> str:
        import json
        # json writes a C string literal: its escapes are C's (non-ASCII text as written: a \\u surrogate
        # pair is no C++ universal character name)
        out = [f"printf(\"%s\", {json.dumps(t, ensure_ascii=False)});" if t is not None else f"print({c});"
               for t, c in pieces]
        return " ".join(out + ['printf("\\n");'])

    def continue_line(self, piece: tuple[str | None, str | None], code: str, ends_line: bool) -> str:
        return f"print({code});"   # as the script wrote it: C++ runs it as it is

    def close_line(self, pieces: list[tuple[str | None, str | None]]) -> str:
        return 'printf("\\n");'

    def self_printing(self, call: ast.Call) -> str:
        return self.expr(call) + ";"

    # -- expressions ----------------------------------------------------------------------------------
    def expr(self, node: Any, role: str | None = None) -> str:
        method = getattr(self, "_" + type(node).__name__)
        return method(node, role)

    def _Int(self, n: ast.Int, role: str | None) -> str:
        if n.static or self.static_literals:
            return f"Int<{n.value}>{{}}"
        return str(n.value)

    def _Str(self, n: ast.Str, role: str | None) -> str:
        return f'"{n.body}"'  # the script's C++ literal as written

    def _Underscore(self, n: ast.Underscore, role: str | None) -> str:
        return "_"

    def _Name(self, n: ast.Name, role: str | None) -> str:
        if self.is_variable(n.id):
            return self.variable(n.id)
        if n.id in CONSTANTS:
            return n.id + "{}"
        raise Untranslatable(f"'{n.id}' is not a variable here")

    def _Tuple(self, n: ast.Tuple, role: str | None) -> str:
        if any(self._is_layout(e) for e in n.items):
            return "make_tile(" + ", ".join(self.expr(e, "shape") for e in n.items) + ")"
        role = role or "shape"
        return _MAKE[role] + "(" + ",".join(self.expr(e, role) for e in n.items) + ")"

    def _LayoutLit(self, n: ast.LayoutLit, role: str | None) -> str:
        if isinstance(n.shape, ast.Int) and isinstance(n.stride, ast.Int):
            return f"make_layout({self.expr(n.shape)},{self.expr(n.stride)})"
        return f"make_layout({self.expr(n.shape, 'shape')}, {self.expr(n.stride, 'stride')})"

    def _TilerLit(self, n: ast.TilerLit, role: str | None) -> str:
        return "make_tile(" + ", ".join(self.expr(e, "shape") for e in n.items) + ")"

    def _SwizzleLit(self, n: ast.SwizzleLit, role: str | None) -> str:
        return f"Swizzle<{self._template_int(n.b)},{self._template_int(n.m)},{self._template_int(n.s)}>{{}}"

    def _ScaledBasis(self, n: ast.ScaledBasis, role: str | None) -> str:
        # `_1@1@0` lists modes innermost first; C++'s E<0,1> lists them outermost first.
        basis = "E<" + ",".join(str(m) for m in reversed(n.modes)) + ">{}"
        if isinstance(n.value, ast.Int) and n.value.value == 1 and (n.value.static or self.static_literals):
            return basis
        return f"{self._operand(n.value)} * {basis}"

    def _Pointer(self, n: ast.Pointer, role: str | None) -> str:
        v = read_pointer(n.text)
        if isinstance(v, SmemPtrFlag):
            return f"smem_ptr_flag_bits<{v.bits}>{{}}"
        raise Untranslatable(f"{n.text} points at data that this program does not have")

    def _Compose(self, n: ast.Compose, role: str | None) -> str:
        chain = compose_chain(n)
        if len(chain) == 3 and isinstance(self.value_of(chain[1]), (int, StaticInt, SmemPtrFlag)) and isinstance(
                self.value_of(chain[0]), (Swizzle, Layout)):
            return "make_composed_layout(" + ", ".join(self.expr(x) for x in chain) + ")"
        code = self.expr(chain[0])
        for x in chain[1:]:
            code = f"composition({code}, {self.expr(x)})"
        return code

    def _BinOp(self, n: ast.BinOp, role: str | None) -> str:
        return f"{self._operand(n.lhs)} {n.op} {self._operand(n.rhs)}"

    def _Neg(self, n: ast.Neg, role: str | None) -> str:
        return "-" + self._operand(n.operand)

    def _operand(self, n: Any) -> str:
        code = self.expr(n)
        return f"({code})" if isinstance(n, ast.BinOp) else code

    def _Apply(self, n: ast.Apply, role: str | None) -> str:
        callee = self.expr(n.callee)
        if isinstance(n.callee, (ast.BinOp, ast.Neg)):
            callee = f"({callee})"
        return callee + "(" + ", ".join(self.expr(a, "coord") for a in n.args) + ")"

    def _Call(self, n: ast.Call, role: str | None) -> str:
        if n.name == "decltype" and len(n.args) == 1:  # `using T = decltype(x)`: T{} is x
            return self.expr(n.args[0], role)
        if self.is_variable(n.name):             # a variable called with a coordinate: L(1,2), L(_,2)
            return self.variable(n.name) + "(" + ", ".join(self.expr(a, "coord") for a in n.args) + ")"
        if n.name in CONSTANTS and not n.args:
            return n.name + "{}"
        if n.name in FRAGMENTS and n.args and not n.targs and isinstance(
                self.value_of(n.args[0]), (CoordTensor, ThrMMA, TiledMMA, MMAAtom)):
            return self._call(n, role) + ".layout()"
        return self._call(n, role)

    def _call(self, n: ast.Call, role: str | None) -> str:
        if n.name in MEMBER_CALLS and n.args and not n.targs and not (
                n.name in ATOM_FREE_FUNCTIONS and isinstance(self.value_of(n.args[0]), (TiledMMA, MMAAtom))):
            obj, *rest = n.args
            return f"{self._operand(obj)}.{n.name}(" + ", ".join(self.expr(a) for a in rest) + ")"
        if is_atom_type(n.name) and not n.args:   # MMA_Atom<Op>{}, Copy_Atom<Op,T>{}, SM80_16x8x16_..._TN{}
            return self._atom_type(n) + "{}"
        reason = not_emitted_in_cpp(n.name)
        if reason:
            raise Untranslatable(f"{n.name}: {reason}")
        if n.name in CPP_TYPES:
            if n.args:
                raise Untranslatable(f"{n.name}<...>{{}} with constructor arguments")
            return self._type(n) + "{}"
        if n.name == "Swizzle":
            return "Swizzle<" + ",".join(self._template_int(t) for t in n.targs) + ">{}"
        if n.name == "print" and len(n.args) == 1:   # print(x) inside an expression is x
            return self.expr(n.args[0], role)
        if n.name == "Int32" and len(n.args) == 1:   # the DSL's run-time integer: C++'s int
            return f"int({self.expr(n.args[0], 'int')})"
        if n.name == "print_tv":
            raise Untranslatable("print_tv draws cutecalc's own picture; CuTe C++ has no print_tv "
                                 "(print_latex_tv draws the same owners as a TikZ picture)")
        if n.name in CUTECALC_ONLY:
            raise Untranslatable(f"{n.name} is cutecalc's own analysis; CuTe C++ has no {n.name}")
        if n.name not in FUNCTIONS:
            raise Untranslatable(f"'{n.name}' is not a function")
        if n.name == "ComposedLayout":   # ComposedLayout<Swizzle<..>, _0, Layout<..>>{}: its arguments are types
            return "ComposedLayout<" + ",".join(self._type(t) for t in n.targs) + ">{}"
        targs = "<" + ",".join(self._template_arg(t) for t in n.targs) + ">" if n.targs else ""
        if n.name in MAKERS:
            inner = MAKERS[n.name]
            return f"{n.name}{targs}(" + ", ".join(self.expr(a, inner) for a in n.args) + ")"
        roles = ARG_ROLES.get(n.name, ())
        args = [self.expr(a, roles[i] if i < len(roles) else None) for i, a in enumerate(n.args)]
        return f"{n.name}{targs}(" + ", ".join(args) + ")"

    # -- template arguments ---------------------------------------------------------------------------
    def _template_int(self, n: Any) -> str:
        v = n.value if isinstance(n, ast.Int) else self.value_of(n)
        if not is_integer(v):
            raise Untranslatable("a template argument must be an integer known when the script is read")
        return str(value(v))

    def _template_arg(self, n: Any) -> str:
        if isinstance(n, ast.Name) and (n.id in TYPE_BITS or isinstance(CONSTANTS.get(n.id), MajorTag)):
            return n.id   # an element type (recast_layout<half_t,...>) or a major tag (compact_major<LayoutRight>)
        return self._template_int(n)

    def _type(self, n: Any) -> str:
        """A C++ type spelled as in `Layout<Shape<_2,_4>, Stride<_4,_1>>`."""
        if isinstance(n, ast.Call) and n.name in CPP_TYPES and not n.args:
            return n.name + "<" + ",".join(self._type(t) for t in n.targs) + ">"
        if isinstance(n, ast.Call) and n.name == "Swizzle" and not n.args:
            return "Swizzle<" + ",".join(self._template_int(t) for t in n.targs) + ">"
        if isinstance(n, ast.Int) and (n.static or self.static_literals):
            return f"Int<{n.value}>"
        if isinstance(n, ast.Int):
            raise Untranslatable("a dynamic integer inside a C++ type has no value (write _N for a static one)")
        if isinstance(n, ast.Name) and (n.id in TYPE_BITS or n.id == "X"):   # Step<_1,X,_1>: X projects a mode away
            return n.id
        if isinstance(n, ast.Underscore):
            return "Underscore"
        raise Untranslatable("only Shape<...>, Stride<...> and static integers make a C++ type here")

    def _atom_type(self, n: Any) -> str:
        """An atom's C++ type: `Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>`, GMMA majors qualified,
        operations by the names C++ reaches (atoms.cpp_operation), traits' integer parameters as C<n>."""
        if isinstance(n, ast.Call) and not n.args:
            if not n.targs:
                return cpp_operation(n.name)
            family = catalogue()["mma_families"].get(n.name)
            plain = n.targs[0].id if n.name in _TRAITS and isinstance(n.targs[0], ast.Name) else None
            traits = catalogue()[_TRAITS[n.name]].get(plain) if plain else None
            if plain and traits is not None and traits.get("traits"):  # MMA_Traits<SM100_MMA_F8F6F4_SS, ...>
                args = umma.traits_args(plain, traits, tuple(self._atom_type(t) for t in n.targs[1:]), n.name)
                return umma.cpp_spelling(traits, list(args), n.name)
            if family is not None:   # SM100/SM103 UMMA: UMMA::Major, not GMMA::Major, and SM103's namespace
                return umma.cpp_spelling(family, [self._atom_type(t).rsplit("::", 1)[-1] for t in n.targs])
            written = [self._atom_type(t) for t in n.targs]
            return n.name + "<" + ",".join(written) + ">" if n.name in _TRAITS else cpp_operation(n.name, written)
        if isinstance(n, ast.Name):
            return GMMA_MAJORS.get(n.id, cpp_operation(n.id))
        if isinstance(n, ast.Int):
            return str(n.value)
        raise Untranslatable("an atom's template arguments are types")

    def _is_layout(self, n: Any) -> bool:
        if isinstance(n, (ast.LayoutLit, ast.TilerLit, ast.SwizzleLit)):
            return True
        if isinstance(n, (ast.Int, ast.Underscore, ast.Tuple)):
            return isinstance(n, ast.Tuple) and any(self._is_layout(e) for e in n.items)
        return isinstance(self.value_of(n), (Layout, ComposedLayout, Swizzle))


# The traits templates an operation's parameters may be given through, and the catalogue section of their families.
_TRAITS = {"MMA_Traits": "mma_families", "Copy_Traits": "copy_families"}


def not_emitted_in_cpp(name: str) -> str | None:
    """Why a function is not emitted as C++ (the shared-memory layout atoms), or None: the C++ emitter writes
    the atoms, tiled MMAs/copies and tensors that the DSL emitter leaves (program.not_emitted_reason)."""
    if name in MEMBER_CALLS or name in ATOM_FREE_FUNCTIONS or is_atom_type(name):
        return None
    return not_emitted_reason(name)


def emit_cpp_program(source: str, static_literals: bool = False, filename: str = "<input>") -> EmittedProgram:
    """The statements of `source` as CuTe C++ statements (a syntax error raises CuteSyntaxError)."""
    return CppEmitter(static_literals).emit(source, filename)


def cpp_text(program: EmittedProgram, markers: bool = False, title: str | None = None) -> tuple[str, dict[int, int]]:
    """A whole C++ program, and the line of each emitted statement's code by statement index.

    With markers, the program writes `\\x1e<index>` on a line of its own before each statement and
    `\\x1e-` at the end, unbuffered, so that its output can be split by statement even when a CuTe
    assert stops it (that is how `verify` reads it).
    """
    head = [f"// {title or 'cutecalc --emit cpp'}: the statements as CuTe C++ (host code, no GPU needed).",
            "// Build: g++ -std=c++17 -I $CUTLASS/include -I $CUDA_HOME/include prog.cpp && ./a.out",
            *(f"#include <{h}>" for h in INCLUDES), "", "using namespace cute;", "", "int main() {"]
    lines = list(head)
    if markers:
        lines.append("  setvbuf(stdout, nullptr, _IONBF, 0);")
    where: dict[int, int] = {}
    for s in program.statements:
        src = " ".join(s.source.replace("\\", "/").split())   # one comment line: no newline, no line splice
        if s.skipped:
            lines.append(f"  // not emitted: {src}  ({s.skipped})")
            continue
        lines.append(f"  // {src}" if s.line == 0 else f"  // line {s.line}: {src}")
        if markers:
            lines.append(f'  printf("%c{s.index}\\n", 30);')
        lines.append("  " + s.code)
        where[s.index] = len(lines)
    if markers:
        lines.append('  printf("%c-\\n", 30);')
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n", where


def emit_cpp(source: str, static_literals: bool = False, filename: str = "<input>") -> str:
    """The C++ program `cutecalc --emit cpp` prints for `source`.

    >>> print(emit_cpp("a = 24:2; logical_divide(a, 4:2)"))  # doctest: +ELLIPSIS
    // ...
    #include <cute/tensor.hpp>
    ...
    #include <cstdio>
    <BLANKLINE>
    using namespace cute;
    <BLANKLINE>
    int main() {
      // line 1: a = 24:2
      auto a = make_layout(24,2);
      // line 1: logical_divide(a, 4:2)
      print(logical_divide(a, make_layout(4,2))); printf("\\n");
      return 0;
    }
    <BLANKLINE>
    """
    return cpp_text(emit_cpp_program(source, static_literals, filename))[0]
