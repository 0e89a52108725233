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

import re
from collections.abc import Iterable
from typing import Any

from ..algebra import umma
from ..algebra.atoms import catalogue, cpp_operation
from ..algebra.integers import INT64_MIN, StaticInt, is_integer, value
from ..algebra.layout import Layout
from ..algebra.swizzle import ComposedLayout, SmemPtrFlag, Swizzle
from ..algebra.tma import TmaOp
from ..lang import ast
from ..lang.atom_functions import is_atom_type
from ..lang.cpp_types import CONSTANTS as CUTLASS_CONSTANTS
from ..lang.cpp_types import TAGS, TRAIT_SPELLING, TYPE_VALUES, ArrayValue, StructType
from ..lang.evaluate import INTEGRAL_TYPES, cpp_attribute
from ..lang.function_table import FUNCTIONS, Spelling
from ..lang.functions import CONSTANTS
from ..lang.values import TYPE_BITS, Dim3, MajorTag, TypeName, read_pointer
from ..render.cute_text import print_text
from .program import EmittedProgram, EmittedStatement, Emitter, Untranslatable, compose_chain

# tensor.hpp brings the layout algebra, swizzles, tensors and print_latex; the atom headers the MMA and copy atoms
# (they add a fraction of a second to a compile).
INCLUDES = ("cute/tensor.hpp", "cute/atom/mma_atom.hpp", "cute/atom/copy_atom.hpp", "cute/atom/copy_traits_sm75.hpp",
            "cute/atom/copy_traits_sm80.hpp", "cute/atom/copy_traits_sm90.hpp", "cute/atom/mma_traits_sm90_gmma.hpp",
            "cute/atom/copy_traits_sm100_tma.hpp", "cstdio")

GMMA_MAJORS = {"K": "GMMA::Major::K", "MN": "GMMA::Major::MN"}   # SM90_..._SS<K,K>: the operands' majorness

# A tuple is spelled by its role (the row's Spelling.roles of the argument it is; a shape where none is given).
_MAKE = {"shape": "make_shape", "stride": "make_stride", "coord": "make_coord", "tuple": "make_tuple"}

# Why a member of a C++ type is not emitted: the emitted program's `using` statements are variables (auto).
MEMBER_TYPES = "a member of a C++ type (the emitted program declares values, not types)"

# Names a C++ variable must not take: C++ keywords and what `using namespace cute;` makes visible.
_CPP_KEYWORDS = frozenset("""alignas alignof and asm auto bitand bitor bool break case catch char class compl const
constexpr const_cast continue decltype default delete do double dynamic_cast else enum explicit export extern false
float for friend goto if inline int long mutable namespace new noexcept not nullptr operator or private protected
public register reinterpret_cast return short signed sizeof static static_assert static_cast struct switch template
this thread_local throw true try typedef typeid typename union unsigned using virtual void volatile while xor
main printf cute std Int C E Swizzle Underscore cutecalc_verify""".split())


# Names the C and CUDA headers the program includes define as macros (a variable named NULL, EOF or errno would be
# rewritten by the preprocessor): upper-case names of three characters or more, and the few lower-case families.
# tests/interop/test_emit_cpp.py holds this to every macro `g++ -dM -E` finds in verify's header.
MACRO_LIKE = re.compile(r"""(?x)
    [A-Z][A-Z0-9_]{2,}
  | (PRI|SCN)[a-zA-Z0-9]+ | M_\w+ | L_[a-z]+ | P_tmpdir | NV_\w+ | cu[A-Z]\w* | cuda[A-Z]\w*
  | (si|sa|st|sigev)_\w+ | sched_priority | sigmask | (htobe|htole|be|le)\d+(toh)? | pthread_cleanup_\w+
  | errno | stdin | stdout | stderr | assert | assert_perror | offsetof | alloca | math_errhandling | issubnormal
  | strdupa | strndupa | major | minor | makedev""")
INT64_MIN_CPP = "(-9223372036854775807 - 1)"   # the literal 9223372036854775808 has no signed 64-bit type


class CppEmitter(Emitter):
    RESERVED = _CPP_KEYWORDS | frozenset(FUNCTIONS) | frozenset(CONSTANTS) | frozenset(TYPE_BITS)
    LANGUAGE = "cpp"

    def __init__(self, static_literals: bool = False) -> None:
        super().__init__(static_literals)
        self.type_aliases: set[str] = set()   # the script's names the program declares as C++ types (`using`)

    def reserved(self, name: str) -> bool:
        return super().reserved(name) or MACRO_LIKE.fullmatch(name) is not None

    # -- statements -----------------------------------------------------------------------------------
    def assign(self, target: str, code: str, declared: str | None = None) -> str:
        return f"{declared or 'auto'} {target} = {code};"

    def declared_type(self, stmt: ast.Assign) -> str | None:
        """The integral type the script wrote (`int M`, `constexpr int x`), so that the program compiles the
        conversion it wrote; any other type is the value's own (`Layout a`, `TiledCopy c`): `auto`."""
        self.type_aliases.discard(stmt.target)   # a value from here on
        ctype = stmt.ctype
        if type(ctype) is ast.Name and ctype.id in self.type_aliases and isinstance(
                self.value_of(ctype), StructType):   # TensorStorage shared_tensors;
            return self.type_code(ctype)
        if type(ctype) is not ast.Name or ctype.id not in INTEGRAL_TYPES:
            return None
        # constexpr is written const: a `using T = decltype(...)` is a variable here, and a const integer with a
        # constant value is still a constant expression (Int<Stages>{})
        qualifiers = dict.fromkeys("const" if q == "constexpr" else q for q in stmt.qualifiers)
        return " ".join((*qualifiers, ctype.id))

    def type_alias(self, stmt: ast.Assign) -> str | None:
        """`using TA = float;` as written (an element type: a type, not a value), `using ElementA = ElementA_;`
        of such an alias, and the other types a collective names (`using KernelSchedule =
        KernelTmaWarpSpecializedCooperative;`, a dispatch policy, `typename TiledMma::ValTypeC`, conditional_t<...>):
        C++ type aliases, as written."""
        if isinstance(stmt.value, ast.Name) and stmt.value.id in TYPE_BITS and not self.is_variable(stmt.value.id):
            code = stmt.value.id
        elif isinstance(stmt.value, ast.Name) and self.is_variable(stmt.value.id) and isinstance(
                self.value_of(stmt.value), TypeName):
            code = self._type_alias(stmt.value)
        elif stmt.ctype is None and isinstance(self.value_of(stmt.value), _TYPES):
            code = self.type_code(stmt.value)
        else:
            return None
        self.type_aliases.add(stmt.target)
        return code

    def type_code(self, n: Any) -> str:
        """A node where C++ wants a type: a type alias by its name, a variable by `decltype(x)` (the program's
        `using` of a value is a variable), CUTLASS's tags and traits by their C++ names, member types as
        `typename T::name`."""
        if isinstance(n, ast.Name):
            if self.is_variable(n.id):
                target = self.variable(n.id)
                return target if n.id in self.type_aliases else f"decltype({target})"
            if n.id in TYPE_BITS:
                return n.id
            if n.id in TAGS:
                return TAGS[n.id]
            if is_atom_type(n.id):
                return self._atom_type(n)
        if isinstance(n, ast.Member) and not (type(n.owner) is ast.Name and not self.is_variable(n.owner.id)):
            return f"typename {self.type_code(n.owner)}::{n.name}"
        if isinstance(n, ast.Call) and n.args and not self.is_variable(n.name):   # the type of a call's value:
            return f"decltype({self.expr(n)})"                                   # decltype(tCtAcc)::value_type
        if isinstance(n, ast.Call) and not n.args and n.name in TRAIT_SPELLING and not self.is_variable(n.name):
            name, kind = TRAIT_SPELLING[n.name]
            if kind in ("type", "class"):
                return name + "<" + ", ".join(self._trait_arg(t) for t in n.targs) + ">"
        if isinstance(n, ast.Call) and not n.args and not self.is_variable(n.name) and n.name in FUNCTIONS:
            return self._type(n)
        raise Untranslatable("a C++ type is written here that this program does not spell")

    def _trait_arg(self, n: Any) -> str:
        """A template argument of a C++ trait or CUTLASS template: an integer's expression, else a type."""
        v = self.value_of(n)
        if is_integer(v) and not (isinstance(n, ast.Name) and n.id in self.type_aliases):
            return self.expr(n)
        return self.type_code(n)

    def _trait(self, n: ast.Call) -> str:
        """A C++ trait or CUTLASS template as a value: is_same_v<A, B>, is_major<0, S>(), conditional_t<...>{}."""
        name, kind = TRAIT_SPELLING[n.name]
        targs = "<" + ", ".join(self._trait_arg(t) for t in n.targs) + ">" if n.targs else ""
        if kind == "function":
            return f"{name}{targs}(" + ", ".join(self.expr(a) for a in n.args) + ")"
        if n.args:
            raise Untranslatable(f"{n.name}<...> with constructor arguments")
        return name + targs + ("" if kind == "variable" else "{}")

    def struct_def(self, stmt: ast.StructDef, target: str) -> str:
        """The struct as written, on one line: its member types (`using X = ...;`), data members (`T name;`) and
        nested structs; a member this program cannot write (CUTLASS's pipeline storage) is left out with a
        comment naming it, and so is what reads it.  (Its base classes, `: cute::aligned_struct<128, _0>`, are not
        in cutecalc's reading: left out, they move no value the program prints.)"""
        self.type_aliases.add(stmt.name)
        self.names[stmt.name] = target   # the members may name the struct's own types: S::T
        return self._struct_body(stmt, target) + ";"

    def _struct_body(self, stmt: ast.StructDef, target: str) -> str:
        members: list[str] = []
        left_out: list[str] = []
        for m in stmt.members:
            name = m.name if isinstance(m, ast.StructDef) else getattr(m, "target", None)
            try:
                if isinstance(m, ast.StructDef):
                    members.append(self._struct_body(m, m.name) + ";")
                elif isinstance(m, ast.Assign) and m.ctype is None:   # a member type: using X = ...;
                    members.append(f"using {m.target} = {self.type_code(m.value)};")
                elif isinstance(m, ast.Assign) and isinstance(m.ctype, ast.Name) and m.ctype.id in left_out:
                    raise Untranslatable(f"its type {m.ctype.id} is left out")
                elif isinstance(m, ast.Assign):                       # a data member: T name;
                    members.append(f"{self.type_code(m.ctype)} {m.target};")
                else:
                    raise Untranslatable("a member line cutecalc skipped")
            except Untranslatable as e:
                left_out.append(name or "")
                why = str(e).replace("*/", "* /")
                members.append(f"/* not emitted: member {name} ({why}) */" if name else f"/* not emitted: {why} */")
        declared = " " + ", ".join(stmt.declarators) if stmt.declarators else ""
        return f"struct {target} {{ " + " ".join(members) + " }" + declared

    def static_assert(self, stmt: ast.StaticAssert) -> str:
        # the condition in parentheses of its own: a macro's argument may hold commas (take<0,3>(...))
        args = [f"({self.expr(stmt.cond)})"] + ([self.expr(stmt.message)] if stmt.message is not None else [])
        return f"{stmt.macro}({', '.join(args)});"

    def show(self, code: str, value: Any = None) -> str:
        if value is not None and print_text(value).endswith("\n"):  # a listing ends its line, as a string may
            return f"print({code});"
        return f'print({code}); printf("\\n");'

    def print_line(self, pieces: list[tuple[str | None, str | None]]) -> str:
        import json
        # json writes a C string literal: its escapes are C's (non-ASCII text as written: a \\u surrogate
        # pair is no C++ universal character name)
        out = [f"printf(\"%s\", {json.dumps(t, ensure_ascii=False)});" if t is not None else f"print({c});"
               for t, c in pieces]
        return " ".join(out + ['printf("\\n");'])

    def printf_call(self, node: ast.Call) -> str:
        return "print(" + ", ".join(self.expr(a) for a in node.args) + ");"

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
            return f"Int<{_int_literal(n.value)}>{{}}"
        return _int_literal(n.value)

    def _Float(self, n: ast.Float, role: str | None) -> str:
        return n.text   # as written (its statement is skipped: cutecalc does not model floating point)

    def _Str(self, n: ast.Str, role: str | None) -> str:
        return f'"{n.body}"'  # the script's C++ literal as written

    def _Underscore(self, n: ast.Underscore, role: str | None) -> str:
        return "_"

    def _Name(self, n: ast.Name, role: str | None) -> str:
        if self.is_variable(n.id):
            return self.variable(n.id)
        if n.id in CONSTANTS:
            return n.id + "{}"
        if n.id == "nullptr":
            return "nullptr"
        if n.id in CUTLASS_CONSTANTS:   # NumThreadsPerWarpGroup (cutlass/cutlass.h)
            return "cutlass::" + n.id
        raise Untranslatable(f"'{n.id}' is not a variable here")

    def _Member(self, n: ast.Member, role: str | None) -> str:
        owner = n.owner
        if type(owner) is ast.Name and not self.is_variable(owner.id):   # a namespace's name
            return self._Name(ast.Name(n.name, pos=n.pos), role)
        if type(owner) is ast.Call and owner.name in TRAIT_SPELLING:   # is_static<ASmemLayout>::value
            return f"{self.type_code(owner)}::{n.name}"
        if type(owner) is ast.Name or (type(owner) is ast.Call and owner.args):
            # DispatchPolicy::Stages; a member type as a value: typename P::ClusterShape{}, decltype(mma)::AtomThrID{}
            v = self.value_of(n)
            if is_integer(v):
                return f"{self.type_code(owner)}::{n.name}"
            if v is not None and not isinstance(v, _TYPES):
                return f"typename {self.type_code(owner)}::{n.name}{{}}"
        raise Untranslatable(f"'::{n.name}': {MEMBER_TYPES}")

    def _Tuple(self, n: ast.Tuple, role: str | None) -> str:
        if any(self._is_layout(e) for e in n.items):
            return "make_tile(" + ", ".join(self.expr(e, "shape") for e in n.items) + ")"
        role = role if role in _MAKE else "shape" if role is None else "tuple"   # int(tuple): C++ refuses it
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
            if v.sparsity is not None:
                return f"smem_sparse_ptr_flag_bits<{v.sparsity},{v.bits}>{{}}"
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

    def _Cast(self, n: ast.Cast, role: str | None) -> str:
        if not n.pointer:
            return f"static_cast<{n.type}>({self.expr(n.operand)})"
        element = self._type_alias(ast.Name(n.type)) if self.is_variable(n.type) else n.type   # using TA = float;
        return f"({element}*){self._operand(n.operand)}"

    def _Neg(self, n: ast.Neg, role: str | None) -> str:
        return "-" + self._operand(n.operand)

    def _Not(self, n: ast.Not, role: str | None) -> str:
        return "!" + self._operand(n.operand)

    def _operand(self, n: Any) -> str:
        code = self.expr(n)
        return f"({code})" if isinstance(n, ast.BinOp) else code

    def _Apply(self, n: ast.Apply, role: str | None) -> str:
        callee = self.expr(n.callee)
        if isinstance(n.callee, (ast.BinOp, ast.Neg, ast.Not)):
            callee = f"({callee})"
        return callee + "(" + ", ".join(self.expr(a, "coord") for a in n.args) + ")"

    def _Call(self, n: ast.Call, role: str | None) -> str:
        if n.attribute:
            if isinstance(self.value_of(n.args[0]), (Dim3, StructType)):   # blockIdx.x, shared_tensors.smem_A
                return f"{self.expr(n.args[0])}.{n.name}"
            raise Untranslatable(cpp_attribute(n))
        if n.name == "dim3" and not self.is_variable(n.name):
            return "dim3(" + ", ".join(self.expr(a) for a in n.args) + ")"
        if n.name == "__shfl_sync" and not self.is_variable(n.name):   # (device code) of a value every lane holds,
            return self._operand(n.args[1])                           # as cutecalc models it: that value
        if self.is_variable(n.name) and n.braces and not n.args:   # `T{}` after `using T = decltype(x)`: x
            return self.variable(n.name) + ("{}" if n.name in self.type_aliases else "")
        if self.is_variable(n.name):             # a variable called with a coordinate: L(1,2), L(_,2)
            return self.variable(n.name) + "(" + ", ".join(self.expr(a, "coord") for a in n.args) + ")"
        if n.name in CONSTANTS and not n.args:
            return n.name + "{}"
        if n.name in TRAIT_SPELLING:   # is_same_v<A, B>, conditional_t<c, A, B>{}, cutlass::bits_to_bytes(n)
            return self._trait(n)
        if n.name in FUNCTIONS:
            return self.spelled_call(n, role)
        if is_atom_type(n.name) and not n.args:   # an MMA or copy operation's type: SM80_16x8x16_..._TN{}
            return self._atom_type(n) + "{}"
        raise Untranslatable(f"'{n.name}' is not a function")

    # -- the forms of a row's C++ spelling (function_table.Spelling) -----------------------------------
    def form(self, form: str, spelling: Spelling, n: ast.Call, role: str | None) -> str:
        if form == "call":
            return self.as_call(n, spelling)
        if form == "member":
            return self.as_member(n)
        if form == "same" and len(n.args) == 1:   # print(x) inside an expression is x; decltype(x) is x's type
            return self.expr(n.args[0], role)
        if form == "same":
            return self.as_call(n, spelling)
        if n.args:
            raise Untranslatable(f"{n.name}<...>{{}} with constructor arguments")
        if form in ("type", "int_type"):
            return self._type(n) + "{}"
        if form == "atom":   # MMA_Atom<Op>{}, Copy_Atom<Op,T>{}
            return self._atom_type(n) + "{}"
        raise Untranslatable(f"{n.name}: its row's C++ spelling has the unknown form {form!r}")

    def as_call(self, n: ast.Call, spelling: Spelling | None = None) -> str:
        """name<targs>(args): a tuple argument spelled by its role (the last role for any further argument)."""
        roles = spelling.roles if spelling is not None else FUNCTIONS[n.name].spelling("cpp").roles
        targs = "<" + ",".join(self._template_arg(t) for t in n.targs) + ">" if n.targs else ""
        args = [self.expr(a, roles[min(i, len(roles) - 1)] if roles else None) for i, a in enumerate(n.args)]
        name = spelling.name if spelling is not None and spelling.name else n.name
        return f"{name}{targs}(" + ", ".join(args) + ")"

    def as_member(self, n: ast.Call) -> str:
        """CuTe's member function, the object first in cutecalc: f(x, args) is x.f(args)."""
        if not n.args or n.targs:
            return self.as_call(n)
        obj, *rest = n.args
        return f"{self._operand(obj)}.{n.name}(" + ", ".join(self.expr(a) for a in rest) + ")"

    def arg_code(self, node: Any, role: str | None) -> str:
        return self.expr(node, role)

    def static_int(self, node: Any) -> str:
        return self._template_int(node)

    def no_spelling(self, n: ast.Call) -> str:
        return f"CuTe C++ has no {n.name} of {len(n.args)} argument{'s' if len(n.args) != 1 else ''}"

    # -- template arguments ---------------------------------------------------------------------------
    def _template_int(self, n: Any) -> str:
        v = n.value if isinstance(n, ast.Int) else self.value_of(n)
        if not is_integer(v):
            raise Untranslatable("a template argument must be an integer known when the script is read")
        return str(value(v))

    def _template_arg(self, n: Any) -> str:
        if isinstance(n, ast.Name) and (n.id in TYPE_BITS or isinstance(CONSTANTS.get(n.id), MajorTag)):
            return n.id   # an element type (recast_layout<half_t,...>) or a major tag (compact_major<LayoutRight>)
        if isinstance(self.value_of(n), TypeName):   # make_tensor<AccType>(...) of `using AccType = ...;`
            return self.type_code(n)
        return self._template_int(n)

    def _type(self, n: Any) -> str:
        """A C++ type spelled as in `Layout<Shape<_2,_4>, Stride<_4,_1>>`: a type's template arguments are types,
        an integer type's (Swizzle<3,4,3>, Int<4>) integers."""
        spec = FUNCTIONS.get(n.name) if isinstance(n, ast.Call) and not n.args else None
        form = spec.cpp.form if spec is not None and spec.cpp is not None else None
        if form == "type":
            return n.name + "<" + ",".join(self._type(t) for t in n.targs) + ">"
        if form == "int_type":
            return n.name + "<" + ",".join(self._template_arg(t) for t in n.targs) + ">"
        if isinstance(n, ast.Int) and (n.static or self.static_literals):
            return f"Int<{_int_literal(n.value)}>"
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
            if self.is_variable(n.id):
                return self._type_alias(n)
            return GMMA_MAJORS.get(n.id, cpp_operation(n.id))
        if isinstance(n, ast.Int):
            return str(n.value)
        raise Untranslatable("an atom's template arguments are types")

    def _type_alias(self, n: ast.Name) -> str:
        """The type a `using` statement named (`using Element = half_t;`): written as itself."""
        v = self.value_of(n)
        if isinstance(v, TypeName):
            return v.name
        raise Untranslatable(f"'{n.id}' is not a type here")

    def _is_layout(self, n: Any) -> bool:
        if isinstance(n, (ast.LayoutLit, ast.TilerLit, ast.SwizzleLit)):
            return True
        if isinstance(n, (ast.Int, ast.Underscore, ast.Tuple)):
            return isinstance(n, ast.Tuple) and any(self._is_layout(e) for e in n.items)
        return isinstance(self.value_of(n), (Layout, ComposedLayout, Swizzle))


# What a collective's `using X = ...` names that the program declares as a C++ type (not a value)
_TYPES = (*TYPE_VALUES, TmaOp, StructType, ArrayValue)

# The traits templates an operation's parameters may be given through, and the catalogue section of their families.
_TRAITS = {"MMA_Traits": "mma_families", "Copy_Traits": "copy_families"}


# CUTLASS's headers, for a program that names CUTLASS's types and constants (a collective's dispatch policy, tags,
# is_major, bits_to_bytes, NumThreadsPerWarpGroup): only then, as they add to every compile.
CUTLASS_INCLUDES = ("cutlass/cutlass.h", "cutlass/numeric_size.h", "cutlass/gemm/dispatch_policy.hpp",
                    "cutlass/gemm/gemm.h")


def cutlass_includes(statements: Iterable[EmittedStatement]) -> tuple[str, ...]:
    """CUTLASS's headers, where a statement names CUTLASS (its program, and verify's, include them)."""
    return CUTLASS_INCLUDES if any("cutlass::" in s.code for s in statements) else ()


def _int_literal(v: int) -> str:
    return INT64_MIN_CPP if v == INT64_MIN else str(v)


def emit_cpp_program(source: str, static_literals: bool = False, filename: str = "<input>") -> EmittedProgram:
    """The statements of `source` as CuTe C++ statements (a syntax error raises CuteSyntaxError)."""
    return CppEmitter(static_literals).emit(source, filename)


def cpp_text(program: EmittedProgram, title: str | None = None) -> tuple[str, dict[int, int]]:
    """A whole C++ program, and the line of each emitted statement's code by statement index."""
    head = [f"// {title or 'cutecalc --emit cpp'}: the statements as CuTe C++ (host code, no GPU needed).",
            "// Build: g++ -std=c++17 -I $CUTLASS/include -I $CUDA_HOME/include prog.cpp && ./a.out",
            *(f"#include <{h}>" for h in (*INCLUDES, *cutlass_includes(program.statements))), "",
            "using namespace cute;", "", "int main() {"]
    lines = list(head)
    where: dict[int, int] = {}
    for s in program.statements:
        src = " ".join(s.source.replace("\\", "/").split())   # one comment line: no newline, no line splice
        if s.skipped:
            lines.append(f"  // not emitted: {src}  ({s.skipped})")
            continue
        lines.append(f"  // {src}" if s.line == 0 else f"  // line {s.line}: {src}")
        lines.append("  " + s.code)
        where[s.index] = len(lines)
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
