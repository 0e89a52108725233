"""The function-table rows for tensors with pointers: pointers as C++ makes them, make_tensor, register
fragments, the thread partitions' retiling and the SS GMMA's descriptor fragments.

    auto sA = make_tensor(make_smem_ptr((half_t*)nullptr), sA_layout);    smem_ptr[16b]((nil)) o sA_layout
    sA(_,_,1)                                                           the pointer moved to stage 1
    thr_copy.partition_S(sA), thr_mma.partition_fragment_A(sA(_,_,0)), thr_copy.retile_D(tCrA)

A register fragment (make_tensor<T>(shape), partition_fragment_A/B/C, make_fragment_like, make_tensor_like) is an
owning tensor on the stack: CuTe prints it with the stack address of its array, which no calculator knows, so its
value here is its layout.  Loaded with the atom rows (atom_functions.py), at the first name the core rows do not
know.  (A tensor's size, shape, layout, flatten, coalesce, divides, ... are the core rows', which say so:
their on_tensor.)
"""

from __future__ import annotations

from ..algebra import inttuple as it
from ..algebra import layout as lo
from ..algebra.pointer import Pointer
from ..algebra.printing import cute_str
from ..algebra.swizzle import ComposedLayout, Swizzle
from ..errors import CuteDomainError, CuteTypeError
from .atom_functions import _mma, _tensor, _want_slice, dsl_fragment, td, tn
from .dsl_atoms import spell_type
from .function_table import ATOMS_IN_DSL, CALL, FUNCTIONS, MEMBER, Rows, Untranslatable, attribute, spelled, written
from .values import TYPE_BITS, NullPointer, TypeName, describe, want_ints

ROWS = Rows()
function = ROWS.function


def _register_cpp(member: bool):
    """The C++ of a call whose value is a register tensor's layout where C++'s is the tensor (printed with its stack
    address): the call, then .layout()."""
    def write(e, n) -> str:
        code = e.as_member(n) if member else e.as_call(n)
        return code + ".layout()" if isinstance(e.value_of(n), lo.Layout) else code
    return written(write)


def _element_type(targs: list, fn: str) -> TypeName:
    if len(targs) != 1 or not isinstance(targs[0], TypeName):
        raise CuteTypeError(f"{fn}<T>: T is an element type such as half_t or float "
                            f"(known: {', '.join(TYPE_BITS)})")
    return targs[0]


def _pointer(v, fn: str, pos: int = 1) -> Pointer:
    if isinstance(v, Pointer):
        return v
    if isinstance(v, NullPointer):
        raise CuteTypeError(f"{fn}: nullptr has no element type; write {fn}<T>(nullptr) or {fn}((T*)nullptr)")
    raise CuteTypeError(f"{fn}: argument {pos} must be a pointer such as (half_t*)nullptr, got {describe(v)}")


# -- pointers -------------------------------------------------------------------------------------

def _dsl_pointer(e, n) -> str:
    """A pointer in the DSL: cute.make_ptr(element type, address, memory) of the pointer the call computes (the
    emitter's pointer_code)."""
    return str(e.pointer_code(e.value_of(n)))


def _make_ptr(space: str):
    name = f"make_{space}_ptr"

    def impl(targs, args):
        p = args[0]
        if targs:   # make_smem_ptr<T>(void* | nullptr): the address recast to T
            t = _element_type(targs, name)
            if isinstance(p, NullPointer):
                p = Pointer(8, 0)
            p = _pointer(p, name).recast(t.bits, t.name)
        ptr = _pointer(p, name).with_space(space)
        if len(args) == 2:   # make_smem_ptr(p, Swizzle): a swizzle_ptr
            if space != "smem":
                raise CuteTypeError(f"{name}: takes no swizzle (make_smem_ptr(p, Sw) makes a swizzled pointer)")
            if not isinstance(args[1], Swizzle):
                raise CuteTypeError(f"{name}: argument 2 must be a Swizzle, got {describe(args[1])}")
            ptr = ptr.with_swizzle(args[1])
        return ptr
    what = {"gmem": "global", "smem": "shared", "rmem": "register"}[space]
    function(name, f"{name}(ptr)" + (" / make_smem_ptr(ptr, Swizzle)" if space == "smem" else "") +
             f" / {name}<T>(nullptr)",
             f"The pointer tagged as pointing into {what} memory ({space}_ptr[Nb](address)); <T> gives a "
             "void pointer or nullptr its element type (recast_ptr<T>)." +
             (" A raw pointer is register memory already (CuTe's is_rmem): it stays as it is." if space == "rmem"
              else "") +
             (" With a swizzle, a swizzle_ptr: the swizzle (in bytes) applies to the address when the "
              "pointer is dereferenced." if space == "smem" else ""),
             f"{name}((half_t*)nullptr)  ->  {space + '_' if space != 'rmem' else ''}ptr[16b]((nil))",
             nargs=(1, 2 if space == "smem" else 1), ntargs=(0, 1), cpp=CALL, dsl=written(_dsl_pointer))(impl)


for _space in ("gmem", "smem", "rmem"):
    _make_ptr(_space)


@function("recast_ptr", "recast_ptr<T>(ptr)", "The pointer to the same address for elements of type T (the tag and "
          "any swizzle kept; a sub-byte T gets a subptr).", "recast_ptr<float>(make_smem_ptr((half_t*)nullptr))  ->  "
          "smem_ptr[32b]((nil))", ntargs=(1, 1), cpp=CALL,
          dsl=written(lambda e, n: f"cute.recast_ptr({e.expr(n.args[0])}, dtype={e.expr(n.targs[0])})"))
def _recast_ptr(targs, args):
    t = _element_type(targs, "recast_ptr")
    return _pointer(args[0], "recast_ptr").recast(t.bits, t.name)


# -- tensors --------------------------------------------------------------------------------------

def _layout_of(args: list):
    """The layout make_tensor's arguments after the iterator describe: a layout, or make_layout(args...)."""
    if len(args) == 1 and isinstance(args[0], (lo.Layout, ComposedLayout)):
        return args[0]
    return FUNCTIONS["make_layout"].impl([], list(args))


def _register_layout(layout, fn: str) -> lo.Layout:
    if not isinstance(layout, lo.Layout):
        raise CuteTypeError(f"{fn}: an owning (register) tensor takes a Layout or a shape, got {describe(layout)}")
    if not (it.is_static(layout.shape) and it.is_static(layout.stride)):
        raise CuteDomainError(f"{fn}: a register tensor needs a static layout, got {cute_str(layout)} "
                              "(CuTe: Dynamic owning tensors not supported)")
    return layout


def _dsl_make_tensor(e, n) -> str:
    """make_tensor in the DSL: cute.make_tensor(ptr, layout); a layout at an smem_ptr flag (a GMMA/UMMA atom's tiling,
    Sw o smem_ptr[Nb](unset) o L) puts its swizzle into the pointer as C++ does, cute.recast_ptr(ptr, Sw, dtype) o L
    (the DSL's warpgroup MMAs take only such a tensor: "use recast_ptr(ptr, S<3,4,3>, element_type) to move swizzle
    to the ptr").  make_tensor<T>(layout | shape) is the DSL's register tensor, make_rmem_tensor(layout, T), whose
    layout is cutecalc's value."""
    from ..algebra.swizzle import ComposedLayout, SmemPtrFlag
    args = [e.expr(a) for a in n.args]
    if not (1 if n.targs else 2) <= len(args) <= (2 if n.targs else 3):
        raise Untranslatable("make_tensor takes (pointer, layout | shape[, stride]) or <T>(layout | shape[, stride])")
    if n.targs:   # an owning register tensor: cutecalc's value is its layout (as C++'s .layout())
        layout = args[0] if len(args) == 1 else f"cute.make_layout({args[0]}, stride={args[1]})"
        return f"cute.make_rmem_tensor({layout}, {e.expr(n.targs[0])}).layout"
    layout = args[1] if len(args) < 3 else f"cute.make_layout({args[1]}, stride={args[2]})"
    v = e.value_of(n.args[1]) if len(n.args) == 2 else None
    if isinstance(v, ComposedLayout) and isinstance(v.offset, SmemPtrFlag):
        p = e.value_of(n.args[0])
        return (f"cute.make_tensor(cute.recast_ptr({args[0]}, {layout}.inner, {e.pointer_type(p)}), "
                f"{layout}.outer)")   # (get_swizzle_portion and get_nonswizzle_portion: the DSL's inner, outer)
    return f"cute.make_tensor({args[0]}, {layout})"


@function("make_tensor", "make_tensor(ptr, layout | shape[, stride]) / make_tensor<T>(layout | shape)",
          "A tensor: the pointer o the layout (make_layout of the arguments after the pointer).  A layout at an "
          "smem_ptr flag (a GMMA/UMMA atom's tiling, Sw o smem_ptr[Nb](unset) o L) puts its swizzle into the "
          "pointer: Sw_smem_ptr[Nb](...) o L.  make_tensor<T>(...) is a register tensor, whose value is its layout "
          "(CuTe prints its stack address).",
          "make_tensor(make_smem_ptr((half_t*)nullptr), Layout<Shape<_8,_4>>{})  ->  "
          "smem_ptr[16b]((nil)) o (_8,_4):(_1,_8)", nargs=(1, 3), ntargs=(0, 1), cpp=_register_cpp(False),
          dsl=written(_dsl_make_tensor))
def _make_tensor(targs, args):
    if targs:
        _element_type(targs, "make_tensor")
        return _register_layout(_layout_of(args), "make_tensor")
    if len(args) < 2:
        raise CuteTypeError("make_tensor: expects (pointer, layout), (pointer, shape[, stride]) or <T>(shape)")
    return tn.make_tensor(_pointer(args[0], "make_tensor"), _layout_of(args[1:]))


@function("make_tensor_like", "make_tensor_like(t) / make_tensor_like<T>(t | layout)", "The layout of a register "
          "tensor like t: make_layout_like(t.layout()), t's shape with compact strides in the order of t's.",
          "make_tensor_like(make_tensor(make_gmem_ptr((float*)nullptr), Layout<Shape<_4,_8>,Stride<_8,_1>>{}))  ->  "
          "(_4,_8):(_8,_1)", ntargs=(0, 1), cpp=_register_cpp(False), dsl=ATOMS_IN_DSL)
def _make_tensor_like(targs, args):
    if targs:
        _element_type(targs, "make_tensor_like")
    x = args[0]
    return tn.make_tensor_like(x if isinstance(x, lo.Layout) else _tensor(x, "make_tensor_like", 1).layout)


@function("data", "data(t)", "t.data(): the tensor's iterator (its pointer, or a coordinate tensor's origin); an "
          "array member of a struct (`shared_tensors.smem_A.data()`, `.begin()`): a pointer to its first element.",
          "data(make_tensor(make_smem_ptr((half_t*)nullptr), Layout<Shape<_8,_4>>{})(_,1))  ->  smem_ptr[16b](0x10)",
          cpp=MEMBER, dsl=attribute("iterator"), aliases=("begin",))
def _data(targs, args):
    from .cpp_types import ArrayValue
    if isinstance(args[0], ArrayValue):   # a struct's array member: shared_tensors.smem_A.data()
        return args[0].pointer()
    t = _tensor(args[0], "data", 1)
    return t.iterator


@function("recast", "recast<T>(t)", "The tensor viewed as elements of type T: the pointer recast and the layout "
          "recast_layout<Old,T> (an upcast of a plain layout with negative strides starts at its lowest element).",
          "recast<uint128_t>(make_tensor(make_smem_ptr((half_t*)nullptr), Layout<Shape<_64,_8>,Stride<_8,_1>>{}))  ->  "
          "smem_ptr[128b]((nil)) o (_64,_1):(_1,_1)", ntargs=(1, 1), cpp=CALL, dsl=ATOMS_IN_DSL)
def _recast(targs, args):
    t = _tensor(args[0], "recast", 1)
    if t.is_coordinate():
        raise CuteTypeError("recast: a coordinate tensor holds no elements to view as another type")
    return tn.recast(t, _element_type(targs, "recast").bits)


def _dsl_position_independent(e, n) -> str:
    """as_position_independent_swizzle_tensor in the DSL, which has no such function: the same tensor made there,
    the pointer without its swizzle (recast_ptr with none) o the swizzle in elements o 0 o the layout."""
    v, code = e.value_of(n), e.expr(n.args[0])
    sw = v.layout.layout_a if isinstance(v, tn.Tensor) and isinstance(v.layout, ComposedLayout) else None
    if not isinstance(sw, Swizzle):   # no swizzle: the tensor itself
        return str(code)
    return (f"cute.make_tensor(cute.recast_ptr({code}.iterator), cute.make_composed_layout(cute.make_swizzle("
            f"{sw.bits}, {sw.base}, {sw.shift}), 0, {code}.layout))")


@function("as_position_independent_swizzle_tensor", "as_position_independent_swizzle_tensor(t)",
          "A swizzled smem tensor (Sw_smem_ptr o L, the swizzle in bytes on the address) as a plain smem pointer o "
          "the swizzle in elements o _0 o L: the same elements, a layout that no longer depends on the pointer.",
          "as_position_independent_swizzle_tensor(make_tensor(make_smem_ptr((half_t*)nullptr), "
          "GMMA::Layout_K_SW32_Atom<half_t>{}))  ->  smem_ptr[16b]((nil)) o Sw<1,3,3> o _0 o (_8,_16):(_16,_1)",
          cpp=CALL, dsl=written(_dsl_position_independent))
def _position_independent(targs, args):
    from ..algebra.composed import recast_layout
    from ..algebra.swizzle import make_composed
    t = _tensor(args[0], "as_position_independent_swizzle_tensor", 1)
    ptr = t.iterator
    if not (isinstance(ptr, Pointer) and ptr.space == "smem"):
        raise CuteTypeError("as_position_independent_swizzle_tensor: expects an smem tensor (CuTe: Expected smem "
                            "tensor.)")
    if ptr.swizzle is None:
        return t
    sw = recast_layout(8, ptr.bits, ptr.swizzle)
    assert isinstance(sw, Swizzle)
    plain = Pointer(ptr.bits, ptr.address, "smem", None, ptr.subbyte, ptr.element)
    return tn.Tensor(plain, make_composed(sw, lo.S(0), t.layout))


# -- fragments of thread partitions ---------------------------------------------------------------

def _retile(name: str):
    def impl(targs, args):
        thr, t = args
        thr = _want_slice(thr, td.ThrCopy, "copy", name)
        if isinstance(t, lo.Layout):   # a register fragment (its layout)
            return thr.retile(t)
        return thr.retile(_tensor(t, name, 2))
    which = "source" if name.endswith("S") else "destination"
    function(name, f"{name}(thr_copy, t)", f"thr_copy.{name}(t): a thread's fragment t (V, Rest...) of the "
             f"{which}, with the copy's values regrouped ((atom values, rest values), Rest...), to copy it with the "
             "tiled copy's atom (retile_S and retile_D are the same).",
             f"{name}(get_thread_slice(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{{}}, "
             "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2>>{})), 0), "
             "Layout<Shape<Shape<_2,_2,_2>,_1,_2>>{})  ->  ((_8,_1),_1,_2):((_1,_0),_0,_8)", nargs=(2, 2),
             cpp=written(_retile_cpp), dsl=written(_retile_dsl, name="retile"))(impl)


def _retile_cpp(e, n) -> str:
    """thr_copy.retile_D(t); a register fragment (its layout here) is retiled in C++ as a view of that layout, and
    the answer is its layout."""
    thr, t = n.args
    if isinstance(e.value_of(t), lo.Layout):
        return f"{e.expr(thr)}.{n.name}(make_tensor((char*)nullptr, {e.expr(t)})).layout()"
    return e.as_member(n) + (".layout()" if isinstance(e.value_of(n), lo.Layout) else "")


def _retile_dsl(e, n) -> str:
    """thr_copy.retile(t) in the DSL (one method for C++'s retile_S and retile_D); a register fragment (its layout
    here) is retiled as a register tensor of the copy's value type over that layout, and the answer is its layout."""
    thr, t = n.args
    if isinstance(e.value_of(t), lo.Layout):
        copy = e.value_of(thr)
        tiled = copy.tiled if isinstance(copy, td.ThrCopy) else copy
        if not isinstance(tiled, td.TiledCopy):
            raise Untranslatable(f"{n.name} of a value cutecalc does not compute here")
        dtype = spell_type(tiled.atom.value_type)
        return f"{e.expr(thr)}.retile(cute.make_rmem_tensor({e.expr(t)}, {dtype})).layout"
    return f"{e.expr(thr)}.retile({e.expr(t)})"


_retile("retile_S")
_retile("retile_D")


def _make_fragment(operand: str):
    name = f"make_fragment_{operand}"

    def impl(targs, args):
        obj, part = args
        thr = obj if isinstance(obj, td.ThrMMA) else _mma(obj, name).thr_slice(0)
        if isinstance(part, lo.Layout):   # a register fragment's layout stands for the fragment
            part = tn.Tensor(lo.S(0), part)
        elif operand == "C" and isinstance(part, tuple):
            # C's fragment is make_tensor<FrgTypeC>(shape(partition)): a shape gives the same (C++'s shape of a
            # tuple is itself; the DSL's make_fragment_C(partition_shape_C(...)))
            part = tn.Tensor(lo.S(0), lo.make_layout(part))
        return thr.make_fragment(_tensor(part, name, 2), operand)
    what = ("the register fragment make_tensor<FrgTypeC>(shape(partition)), or for a UMMA (SM100) a tensor-memory "
            "tensor (tmem_ptr o layout)" if operand == "C" else
            "the register fragment make_fragment_like(partition), or for an SS GMMA or UMMA a "
            "GMMA/UMMA::DescriptorIterator tensor over the smem partition (a _TS UMMA's A: a tensor-memory tensor)")
    function(name, f"{name}(mma, partition)", f"mma.{name}(tCs{operand}): the fragment for a thread's partition "
             f"of {operand} (partition_{operand}): {what}.",
             f"{name}(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{{}}), "
             f"Layout<Shape<Shape<_2,_2{',_2' if operand == 'A' else ''}>,_2,_2>>{{}})  ->  "
             f"{'((_2,_2,_2),_2,_2):((_1,_2,_4),_8,_16)' if operand == 'A' else '((_2,_2),_2,_2):((_1,_2),_4,_8)'}",
             nargs=(2, 2), cpp=_register_cpp(True), dsl=dsl_fragment(operand, of_partition=False))(impl)


for _op in "ABC":
    _make_fragment(_op)


# -- the sub-tensor of a mode ---------------------------------------------------------------------

@function("tensor", "tensor<I...>(t)", "The sub-tensor of mode I... (t itself without indices): the same iterator "
          "over get<I...>(t.layout()).", "tensor<1>(make_tensor(make_gmem_ptr((float*)nullptr), "
          "make_shape(4,8), make_stride(8,_1{})))  ->  gmem_ptr[32b]((nil)) o 8:_1", ntargs=(0, 8), cpp=CALL,
          dsl=ATOMS_IN_DSL)
def _sub_tensor(targs, args):
    t = _tensor(args[0], "tensor", 1)
    return t if not targs else t.with_layout(FUNCTIONS["get"].impl(targs, [t.layout]))


@function("group_modes", "group_modes<B,E>(tensor)", "The tensor with the modes in [B,E) of its layout gathered into "
          "one mode (CuTe's group_modes is for tensors; a layout's is group<B,E>): group_modes<0,2>(sA) puts the "
          "tile of a (BLK_M,BLK_K,PIPE) smem tensor in mode 0, as tma_partition wants it.",
          "group_modes<0,2>(make_tensor(make_smem_ptr((half_t*)nullptr), Layout<Shape<_8,_16,_2>>{}))  ->  "
          "smem_ptr[16b]((nil)) o ((_8,_16),_2):((_1,_8),_128)", ntargs=(2, 2), keywords=("input", "begin<>", "end<>"),
          cpp=CALL, dsl=spelled("cute.group_modes({0}, {t0}, {t1})"))
def _group_modes(targs, args):
    b, e = want_ints(targs, "group_modes")
    t = _tensor(args[0], "group_modes", 1)
    return t.on_layout(lambda layout: lo.group(b, e, layout))

