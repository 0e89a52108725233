"""The function-table rows for atoms, tiled MMAs and copies, and coordinate tensors, and what the
core rows (size, layout, print_latex, print_tv, bank_conflicts) do with such values.

Atoms are named by CuTe's C++ types: `MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}`, `SM80_16x8x16_F32F16F16F32_TN{}`,
`Copy_Atom<UniversalCopy<uint128_t>, half_t>{}`.  Their template arguments are C++ types, read from the syntax
tree as text (type_text), never evaluated.  CuTe's member functions are free functions here, the object first:
`get_layoutC_TV(mma)` is `mma.get_layoutC_TV()`, `partition_C(thr, t)` is `thr.partition_C(t)`.
"""

from __future__ import annotations

from ..algebra import atoms as at
from ..algebra import inttuple as it
from ..algebra import layout as lo
from ..algebra import tensor as tn
from ..algebra import tiled as td
from ..algebra.integers import is_integer, value
from ..algebra.swizzle import ComposedLayout, Swizzle
from ..errors import CuteDomainError, CuteTypeError
from . import ast, dsl_atoms
from .function_table import (
    ATOM,
    ATOMS_IN_DSL,
    CALL,
    MEMBER,
    NOT_IN_DSL,
    OWN_ANALYSIS,
    Explaining,
    Rows,
    Untranslatable,
    attribute,
    none,
    spelled,
    written,
)
from .values import (
    ATOM_TEMPLATES,
    TYPE_BITS,
    Picture,
    PrintedText,
    check_picture_cells,
    describe,
    is_coord,
    is_inttuple,
    want_ints,
    want_inttuple,
    want_layout,
)

ROWS = Rows()
function = ROWS.function


# -- atoms by their C++ type names ----------------------------------------------------------------

def type_text(node) -> str:
    """A C++ type written in the source, as text: `UniversalCopy<uint128_t>`, `half_t`, `128`."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Call) and not node.args:
        inner = ",".join(type_text(t) for t in node.targs)
        return f"{node.name}<{inner}>" if node.targs else node.name
    if isinstance(node, ast.Int):
        return str(node.value)
    raise CuteTypeError("expected a C++ type name as template argument")


def is_atom_type(name: str) -> bool:
    """Whether `name` names an atom or an atom operation (reads the catalogue only for names nothing else knows)."""
    return name in ATOM_TEMPLATES or name in _tma_ops() or at.is_mma_op(name) or at.is_copy_op(name)


def _tma_ops():
    from ..algebra.tma import TMA_OPS  # (the TMA operations are no catalogue's: algebra/tma.py's)
    return TMA_OPS


def atom_value(name: str, targs: tuple = ()):
    """The value of `name<targs...>{}` for an atom type (targs: syntax-tree nodes)."""
    if name == "MMA_Atom":
        return _mma_atom_written(targs)
    if name == "Copy_Atom":
        return _copy_atom_written(targs)
    if name in _tma_ops():   # SM90_TMA_LOAD{}: the operation make_tma_copy builds an atom of
        from ..algebra.tma import TmaOp
        if targs:
            raise CuteTypeError(f"{name}{{}} takes no template arguments")
        return TmaOp(name)
    if at.is_mma_op(name):
        return at.mma_atom(name, tuple(type_text(t) for t in targs), TYPE_BITS)
    if not targs and "ValID" in at.catalogue()["copy"].get(name, {}).get("bits", {}):   # make_tmem_copy(Op{}, t)
        return at.CopyOperation(name)
    raise CuteTypeError(f"{name} is a copy operation; name its value type with Copy_Atom<{name}, T>{{}}")


def _mma_atom_written(targs: tuple):
    """MMA_Atom<Op>{}: Op an operation, a templated one, or MMA_Traits<Op, ...>."""
    if len(targs) != 1:
        raise CuteTypeError("MMA_Atom<Op>{} takes one template argument, the MMA operation")
    op = targs[0]
    if isinstance(op, ast.Name):
        return at.mma_atom(op.id)
    if (isinstance(op, ast.Call) and not op.args and op.name == "MMA_Traits" and op.targs
            and isinstance(op.targs[0], ast.Name)):
        return at.mma_traits_atom(op.targs[0].id, tuple(type_text(t) for t in op.targs[1:]), TYPE_BITS)
    if isinstance(op, ast.Call) and not op.args:
        return at.mma_atom(op.name, tuple(type_text(t) for t in op.targs), TYPE_BITS)
    raise CuteTypeError("MMA_Atom<Op>{}: Op must be an MMA operation such as SM80_16x8x16_F32F16F16F32_TN")


def _copy_atom_written(targs: tuple):
    """Copy_Atom<Op, T>{}: Op an operation, a templated one, or Copy_Traits<Op, ...>; T the value type."""
    if len(targs) != 2:
        raise CuteTypeError("Copy_Atom<Op, T>{} takes two template arguments: the copy operation and the "
                            "value type")
    op, vt = type_text(targs[0]), type_text(targs[1])
    if vt not in TYPE_BITS:
        raise CuteTypeError(f"Copy_Atom<{op}, {vt}>: unknown value type '{vt}' (known: {', '.join(TYPE_BITS)})")
    traits = isinstance(targs[0], ast.Call) and targs[0].name == "Copy_Traits" and not targs[0].args
    if traits:   # Copy_Traits<Op, args...>: the parameters of an operation that is no template
        inner = targs[0].targs
        if not inner:
            raise CuteTypeError("Copy_Traits<Op, ...>: name the copy operation")
        base, base_args = _copy_op(inner[0])
        rest = tuple(type_text(t) for t in inner[1:])
        if at.takes_traits_parameters(base):
            return at.copy_atom(base, rest, vt, TYPE_BITS, traits=True, written=op)
        if rest:
            raise CuteTypeError(f"Copy_Traits<{type_text(inner[0])}, ...>: static_assert failed: Copy_Traits not "
                                f"implemented for this CopyOperation ({base} takes its parameters itself)")
        return at.copy_atom(base, base_args, vt, TYPE_BITS, written=op)   # Copy_Traits<Op> is Op's traits
    return at.copy_atom(*_copy_op(targs[0]), vt, TYPE_BITS, written=op)


def _copy_op(node) -> tuple[str, tuple[str, ...]]:
    """(operation, its template arguments) of a copy operation written in Copy_Atom<Op, T>."""
    if isinstance(node, ast.Name):
        return node.id, ()
    if isinstance(node, ast.Call) and not node.args and node.name != "Copy_Traits":
        return node.name, tuple(type_text(t) for t in node.targs)
    raise CuteTypeError("Copy_Atom<Op, T>{}: Op must be a copy operation such as UniversalCopy<uint128_t>")


def _atom_of_type(name: str):
    """MMA_Atom<Op>{} and Copy_Atom<Op,T>{}: the template arguments are the syntax tree's C++ types."""
    def impl(targs, args):
        if args:
            raise CuteTypeError(f"{name}<...>{{}} takes no constructor arguments")
        return atom_value(name, tuple(targs))
    return impl


function("MMA_Atom", "MMA_Atom<Op>{}", "A tensor-core instruction's thread/value layouts, as CuTe's MMA_Traits<Op> "
         "define them: ThrID, Shape_MNK and the (thread, value) -> tile index layouts of A, B and C. Op is "
         "any MMA operation of CuTe 4.2's headers (mma_atoms() counts them by architecture, mma_atoms<80>() "
         "lists SM80's); GMMA families take <K|MN, K|MN> (K by default). Op{} alone also names the atom.",
         "MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}", nargs=(0, 64), ntargs=(0, 64), type_targs=True, cpp=ATOM,
         dsl=written(lambda e, n: dsl_atoms.spell_atom(e.value_of(n))))(_atom_of_type("MMA_Atom"))
function("Copy_Atom", "Copy_Atom<Op, T>{}", "A copy instruction's thread/value layouts in units of T: ThrID and "
         "(thread, value) -> element layouts of the source, destination and reference views. copy_atoms() lists "
         "the operations and value types the catalogue holds.",
         "Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}", nargs=(0, 64), ntargs=(0, 64), type_targs=True, cpp=ATOM,
         dsl=written(lambda e, n: dsl_atoms.spell_atom(e.value_of(n))))(_atom_of_type("Copy_Atom"))


@function("mma_atoms", "mma_atoms<ARCH>()", "The MMA atoms of CuTe's headers: without ARCH, how many each "
          "architecture has; with ARCH (61, 70, 75, 80, 89, 90, 100, 103, 120), each atom's Shape_MNK, thread count "
          "and value types D, A, B, C (and the templated families, UniversalFMA and SM100's and SM103's UMMA, with "
          "their parameters).",
          "mma_atoms<75>()", nargs=(0, 0), ntargs=(0, 1), cpp=OWN_ANALYSIS, dsl=NOT_IN_DSL, own=True)
def _mma_atoms(targs, args):
    return PrintedText(_listings(_arch_arg(targs, "mma_atoms"), _MMA_KINDS[:2], "MMA "))


@function("copy_atoms", "copy_atoms<ARCH>()", "The copy operations the catalogue holds, by architecture, each with "
          "its thread count and source layout in bits (\"any\" is architecture-independent: ARCH 0).",
          "copy_atoms<90>()", nargs=(0, 0), ntargs=(0, 1), cpp=OWN_ANALYSIS, dsl=NOT_IN_DSL, own=True)
def _copy_atoms(targs, args):
    return PrintedText(_listing(_arch_arg(targs, "copy_atoms"), at.copy_names_by_arch(), _copy_line, "copy"))


def _arch_arg(targs, fn: str) -> int | None:
    return want_ints(targs, fn)[0] if targs else None


def atoms_help(arch_no: int | None = None) -> str:
    """:help atoms [ARCH]: how many MMA and copy atoms each architecture has, or one architecture's atoms with
    their shapes, thread counts and types."""
    text = _listings(arch_no, _MMA_KINDS)
    if arch_no is None:
        text += ("\n\n:help atoms ARCH (0 for architecture-independent) lists one architecture's atoms; "
                 ":help NAME shows one")
    return text


# (names by architecture, line of one name, what they are): the listings of :help atoms and mma_atoms<ARCH>()
_MMA_KINDS = ((at.mma_names_by_arch, lambda n: _mma_line(n), "MMA"),
              (at.mma_family_names_by_arch, lambda n: _mma_family_line(n), "templated MMA"),
              (at.copy_names_by_arch, lambda n: _copy_line(n), "copy"))


def _listings(arch_no: int | None, kinds, label: str = "") -> str:
    parts = []
    archs: list[str] = []
    for names_by_arch, line, what in kinds:
        by_arch = names_by_arch()
        archs += [a for a in by_arch if a not in archs]
        if arch_no is None or (f"SM{arch_no}" if arch_no else "any") in by_arch:
            parts.append(_listing(arch_no, by_arch, line, what))
    if not parts:
        raise CuteDomainError(f"no {label}atoms for SM{arch_no}; there are {', '.join(archs)}")
    return "\n\n".join(parts)


def _mma_line(name: str) -> str:
    e = at.catalogue()["mma"][name]
    mnk = "x".join(str(x) for x in e["Shape_MNK"])
    threads = e["ThrID"][0] if isinstance(e["ThrID"][0], int) else it.product(tuple(e["ThrID"][0]))
    types = f"{e['ValTypeD']} = {e['ValTypeA']} * {e['ValTypeB']} + {e['ValTypeC']}"
    majors = "  <A,B> in {K,MN}" if e["majors"] else ""
    return f"  {name:<44} {mnk:>10}  {threads:>3} threads  {types}{majors}"


def _mma_family_line(name: str) -> str:
    from ..algebra import umma
    e = at.catalogue()["mma_families"][name]
    threads = e["ThrID"][0]
    return (f"  {name:<36} {umma.pattern_text(e['Shape_MNK']):>12}  {threads} thread{'s' if threads > 1 else ''}  "
            f"{umma.signature(e)}")


def _copy_line(name: str) -> str:
    from ..algebra import umma
    plain = at.catalogue()["copy"].get(name)
    if plain is None:   # a family: its parameters and its patterns (X, Y: see the signature)
        e = at.catalogue()["copy_families"][name]
        letters = ", ".join(f"{k} = {'bits of ' if kind == 'bits' else ''}{p}" for k, (kind, p) in e["vars"].items())
        return (f"  {name + umma.signature(e):<44} {umma.pattern_text(e['bits']['ThrID'][0]):>8} threads  SrcLayout "
                f"(bits) {umma.pattern_text(e['bits']['SrcLayout'][0])}:{umma.pattern_text(e['bits']['SrcLayout'][1])}"
                f"  ({letters})")
    e = plain["bits"]
    return f"  {name:<44} {_tree_text(e['ThrID']):>8} threads  SrcLayout (bits) {_tree_text(e['SrcLayout'])}"


def _tree_text(pair) -> str:
    def t(x):
        return "(" + ",".join(t(e) for e in x) + ")" if isinstance(x, list) else f"_{x}"
    return f"{t(pair[0])}:{t(pair[1])}"


def _listing(arch_no: int | None, by_arch: dict[str, list[str]], line, what: str) -> str:
    if arch_no is None:
        rows = [f"{what} atoms by architecture ({at.catalogue()['cutlass']}):"]
        rows += [f"  {arch:<5} {len(names):>5}" for arch, names in by_arch.items()]
        rows.append(f"  total {sum(len(n) for n in by_arch.values()):>5}")
        return "\n".join(rows)
    arch = f"SM{arch_no}" if arch_no else "any"
    if arch not in by_arch:
        raise CuteDomainError(f"no {what} atoms for {arch}; there are {', '.join(by_arch)}")
    return "\n".join([f"{arch} {what} atoms:"] + [line(n) for n in by_arch[arch]])


# -- argument checks ------------------------------------------------------------------------------

def _mma(v, fn: str, pos: int = 1) -> td.TiledMMA:
    if isinstance(v, at.MMAAtom):
        return td.make_tiled_mma(v)
    if isinstance(v, td.TiledMMA):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be a TiledMMA (make_tiled_mma(...)), got {describe(v)}")


def _mma_atom(v, fn: str) -> at.MMAAtom:
    if isinstance(v, at.MMAAtom):
        return v
    raise CuteTypeError(f"{fn}: argument 1 must be an MMA atom such as SM80_16x8x16_F32F16F16F32_TN{{}}, "
                        f"got {describe(v)}")


def _copy_atom(v, fn: str) -> at.CopyAtom:
    if isinstance(v, at.CopyAtom):
        return v
    if isinstance(v, td.TiledCopy):
        return v.atom
    raise CuteTypeError(f"{fn}: argument 1 must be a copy atom such as Copy_Atom<UniversalCopy<uint128_t>, "
                        f"half_t>{{}}, got {describe(v)}")


def _tiled_copy(v, fn: str, pos: int = 1) -> td.TiledCopy:
    if isinstance(v, td.TiledCopy):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be a TiledCopy (make_tiled_copy(...)), got {describe(v)}")


def _tensor(v, fn: str, pos: int) -> tn.Tensor:
    if isinstance(v, tn.Tensor):
        return v
    raise CuteTypeError(f"{fn}: argument {pos} must be a tensor such as make_identity_tensor((_32,_32)) or "
                        f"make_tensor(make_smem_ptr((half_t*)nullptr), layout), got {describe(v)}")


def _index(v, fn: str, what: str = "a thread index"):
    if is_integer(v):
        return v
    raise CuteTypeError(f"{fn}: {what} must be an integer, got {describe(v)}")


# -- tiled MMA ------------------------------------------------------------------------------------

def _dsl_tiled_mma(e, n) -> str:
    """cute.make_tiled_mma(atom, atom_layout, permutation): the DSL takes a rank-3 (M,N,K) atom layout only, where
    C++ appends the modes a shorter one lacks (append<3>(layout, Layout<_1,_0>{}))."""
    args = [e.expr(a) for a in n.args]
    if len(args) > 1:
        layout = e.value_of(n.args[1])
        if isinstance(layout, lo.Layout) and value(lo.rank(layout)) < 3:
            args[1] = f"cute.append({args[1]}, cute.make_layout(1, stride=0), up_to_rank=3)"
    return "cute.make_tiled_mma(" + ", ".join(args) + ")"


def _dsl_make_tiled_mma(targs, args):
    """The DSL's make_tiled_mma(op_or_atom, atom_layout_mnk=(1,1,1), permutation_mnk=None): an operation or an
    atom; the atom layout a layout or a shape (its compact layout)."""
    atom = dsl_atoms.mma_atom(args[0], "make_tiled_mma")
    layout = args[1] if len(args) > 1 else None
    if is_inttuple(layout):
        layout = lo.make_layout(layout)
    return _make_tiled_mma(targs, [atom, *([] if layout is None else [layout]), *args[2:]])


@function("make_tiled_mma", "make_tiled_mma(atom[, atom_layout[, permutation]])",
          "Repeat an MMA atom over a layout of atoms (M,N,K) -> atom; the optional permutation tiler "
          "<PermM,PermN,PermK> reorders the M, N and K coordinates the atoms cover.",
          "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})",
          nargs=(1, 3), keywords=("op_or_atom", "atom_layout_mnk", "permutation_mnk"), cpp=CALL,
          dsl=written(_dsl_tiled_mma), dsl_impl=_dsl_make_tiled_mma,
          explain=Explaining("make_tiled_mma(Atom, AtomLayoutMNK, PermutationMNK): ThrLayoutVMNK = tiled_product("
                             "ThrID, AtomLayoutMNK); the TV layouts follow, C's shown (get_layoutC_TV)",
                             "tiled_mma_steps"))
def _make_tiled_mma(targs, args):
    atom = _mma_atom(args[0], "make_tiled_mma")
    layout = want_layout(args[1], "make_tiled_mma", 2) if len(args) > 1 else None
    return td.make_tiled_mma(atom, layout, args[2] if len(args) > 2 else None)



def _mma_tv(name: str, operand: str, what: str, claim: str):
    def impl(targs, args):
        return _mma(args[0], name).layout_tv(operand)
    mn = {"A": "(M,K)", "B": "(N,K)", "C": "(M,N)"}[operand]
    formula = (f"get_layout{operand}_TV() = thrfrg_{operand}(make_layout(tile {mn})) o (thread index -> "
               f"(ThrV,(Thr{mn[1]},Thr{mn[3]})), _); thrfrg_{operand}(L) = zipped_divide(zipped_divide("
               f"logical_divide(L, <Perm{mn[1]},Perm{mn[3]}>), Atom{mn[1]}{mn[3]}) o "
               f"(AtomLayout{operand}_TV, _), (_, (Atoms{mn[1]}, Atoms{mn[3]})))")
    function(name, f"{name}(mma)", f"mma.{name}(): the TV layout of {what}: (thread index, value) -> index "
             f"m + {'k*M' if operand == 'A' else ('k*N' if operand == 'B' else 'n*M')} of the tiled MMA's "
             f"{mn} tile.",
             f"{name}(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{{}}, Layout<Shape<_2,_2>>{{}}))  ->  "
             f"{claim}", cpp=MEMBER, dsl=attribute(f"tv_layout_{operand}_tiled"),
             explain=Explaining(formula, "tiled_mma_steps"))(impl)


_mma_tv("get_layoutA_TV", "A", "operand A",
        "((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))")
_mma_tv("get_layoutB_TV", "B", "operand B", "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_32,_1,_0,_8),((_16,_128),(_0,_0)))")
_mma_tv("get_layoutC_TV", "C", "the accumulator C",
        "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))")


@function("get_thr_layout_vmnk", "get_thr_layout_vmnk(mma)", "mma.get_thr_layout_vmnk(): thread index -> "
          "(atom thread V, atom M, atom N, atom K), tiled_product(ThrID, atom_layout).",
          "get_thr_layout_vmnk(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}))  ->  "
          "(_32,_2,_2,_1):(_1,_32,_64,_0)", cpp=MEMBER, dsl=ATOMS_IN_DSL)
def _vmnk(targs, args):
    return _mma(args[0], "get_thr_layout_vmnk").thr_layout_vmnk


def _dsl_tile_size(e, n) -> str:
    """tile_size<I>(mma) in the DSL: the tiled MMA's get_tile_size(I) (a tiled copy has no such method)."""
    if not isinstance(e.value_of(n.args[0]), td.TiledMMA) or len(n.targs) != 1:
        raise Untranslatable("the CuTe DSL's get_tile_size(I) is a tiled MMA's, of one mode", lacking=True)
    return f"{e.expr(n.args[0])}.get_tile_size({e.static_int(n.targs[0])})"


@function("tile_size", "tile_size<I>(tiled)", "The extent of mode I of a tiled MMA's (M,N,K) tile or a tiled "
          "copy's tile.", "tile_size<0>(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}))"
          "  ->  _32", ntargs=(0, 8), keywords=("tiled", "mode_idx<>"), cpp=CALL, dsl=written(_dsl_tile_size,
                                                                                          name="get_tile_size"))
def _tile_size(targs, args):
    idx = want_ints(targs, "tile_size")
    x = args[0]
    if isinstance(x, td.TiledCopy):
        return x.tile_size(*idx)
    mma = _mma(x, "tile_size")
    if len(idx) != 1 or not 0 <= idx[0] < 3:
        raise CuteTypeError("tile_size<I>(mma): I is 0 (M), 1 (N) or 2 (K)")
    return mma.tile_size(idx[0])


@function("tile_shape", "tile_shape(mma)", "(tile_size<0>, tile_size<1>, tile_size<2>) of a tiled MMA.",
          "tile_shape(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}))  ->  (_32,_16,_16)",
          cpp=CALL, dsl=ATOMS_IN_DSL)
def _tile_shape(targs, args):
    mma = _mma(args[0], "tile_shape")
    return tuple(mma.tile_size(i) for i in range(3))


def _partition_shape(name: str, operand: str, claim: str):
    def impl(targs, args):
        return _mma(args[0], name).partition_shape(want_inttuple(args[1], name, 2), operand)
    dims = {"A": "(M,K)", "B": "(N,K)", "C": "(M,N)"}[operand]
    function(name, f"{name}(mma, shape)", f"The shape of one thread's fragment of a {dims} tile of operand "
             f"{operand}: (FrgV, Rest...).", f"{name}(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{{}}, "
             f"Layout<Shape<_2,_2>>{{}}), (_64,_32))  ->  {claim}", nargs=(2, 2), cpp=CALL,
             dsl=spelled(f"{{0}}.{name}({{1}})"))(impl)


_partition_shape("partition_shape_A", "A", "((_2,_2,_2),_2,_2)")
_partition_shape("partition_shape_B", "B", "((_2,_2),_4,_2)")
_partition_shape("partition_shape_C", "C", "((_2,_2),_2,_2)")


# -- thread slices --------------------------------------------------------------------------------

@function("get_thread_slice", "get_thread_slice(tiled, thr_idx)", "tiled.get_thread_slice(i): thread i's view "
          "of a TiledMMA (ThrMMA, with its (V,M,N,K) coordinate) or TiledCopy (ThrCopy), to partition tensors.",
          "get_thread_slice(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}), 5)",
          nargs=(2, 2), aliases=("get_slice",), cpp=MEMBER, dsl=spelled("{0}.get_slice({1})"))
def _thread_slice(targs, args):
    x, i = args
    i = _index(i, "get_thread_slice")
    if isinstance(x, td.TiledCopy):
        return x.thr_slice(i)
    return _mma(x, "get_thread_slice").thr_slice(i)


def _want_slice(thr, cls, obj: str, name: str, alternative: str = ""):
    """thr, checked to be a thread's slice (ThrMMA or ThrCopy) as name's first argument."""
    if not isinstance(thr, cls):
        raise CuteTypeError(f"{name}: argument 1 must be a thread's slice, get_thread_slice({obj}, i){alternative}, "
                            f"got {describe(thr)}")
    return thr


def _slice_partition(name: str, cls: type, obj: str, which: str, summary: str, example: str) -> None:
    """A row for thr.partition_X(t): the part of tensor t that a thread's slice of a TiledMMA (cls ThrMMA, obj
    "mma", which the operand A, B or C) or a TiledCopy (ThrCopy, "copy", S or D) owns."""
    def impl(targs, args):
        thr, t = args
        return _want_slice(thr, cls, obj, name).partition(_tensor(t, name, 2), which)
    function(name, f"{name}(thr_{obj}, tensor)", summary, example, nargs=(2, 2), cpp=MEMBER,
             dsl=spelled(f"{{0}}.{name}({{1}})"))(impl)


for _op in "ABC":
    _slice_partition(f"partition_{_op}", td.ThrMMA, "mma", _op,
                     f"thr_mma.partition_{_op}(t): the elements of operand {_op}'s tensor that the thread owns: "
                     "((FrgV), Rest...).",
                     f"partition_{_op}(get_thread_slice(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{{}}, "
                     "Layout<Shape<_2,_2>>{}), 5), make_identity_tensor((_64,_32)))")


def _owning(e, n) -> bool:
    """Whether the call is a register fragment of a tensor or tiled object: CuTe C++'s is an owning tensor of
    uninitialised data (printed with its stack address), whose layout (.layout()) is cutecalc's value.  (An SS GMMA's
    fragment is a descriptor tensor in both; make_fragment_like of a layout is a layout in both.)"""
    return bool(n.args) and isinstance(e.value_of(n), lo.Layout) and isinstance(
        e.value_of(n.args[0]), (tn.Tensor, td.ThrMMA, td.TiledMMA, at.MMAAtom))


def _cpp_fragment(member: bool):
    """thr_mma.partition_fragment_X(t).layout(), make_fragment_like(t).layout(); partition_fragment_C(mma, shape)
    is a free function of a tiled MMA."""
    def write(e, n) -> str:
        free = not member or isinstance(e.value_of(n.args[0]) if n.args else None, (td.TiledMMA, at.MMAAtom))
        code = e.as_call(n) if free else e.as_member(n)
        return code + ".layout()" if _owning(e, n) else code
    return written(write)


def _dsl_fragment_c(e, n) -> str:
    """partition_fragment_C in the DSL: the tiled MMA's (or thread slice's) make_fragment_C of the partition's shape
    (partition_shape_C of a tile's shape; the shape of partition_C of a tensor), its layout as cutecalc's value
    is (_cpp_fragment)."""
    mma, t = (e.expr(a) for a in n.args)
    shape = f"{mma}.partition_shape_C({t})" if isinstance(e.value_of(n.args[0]), (td.TiledMMA, at.MMAAtom)) else (
        f"cute.shape({mma}.partition_C({t}))")
    return f"{mma}.make_fragment_C({shape})" + (".layout" if _owning(e, n) else "")


def _mma_fragment(name: str, operand: str):
    def impl(targs, args):
        thr, t = args
        if operand == "C" and isinstance(thr, (at.MMAAtom, td.TiledMMA)):   # partition_fragment_C(mma, shape)
            return _mma(thr, name).partition_fragment_c(want_inttuple(t, name, 2, "a shape"))
        alternative = " (or a TiledMMA with a shape)" if operand == "C" else ""
        return _want_slice(thr, td.ThrMMA, "mma", name, alternative).partition_fragment(_tensor(t, name, 2), operand)
    what = ("make_tensor<FrgTypeC>(shape(partition_C(t))): compact, whatever t's strides; partition_fragment_C(mma, "
            "shape) is the same for a tile of that shape; a UMMA's (SM100) is a tensor-memory tensor" if operand == "C"
            else f"make_fragment_like(partition_{operand}(t)): mode 0 compact, the rest ordered like t's strides, so t "
            "needs integer strides (make_coord_tensor(layout), not an identity tensor); an SS GMMA's or UMMA's is a "
            "descriptor tensor over the smem partition")
    function(name, f"{name}(thr_mma, tensor)" + (" / partition_fragment_C(mma, shape)" if operand == "C" else ""),
             f"thr_mma.{name}(t).layout(): the layout of the register fragment that holds the thread's part of "
             f"operand {operand}, {what}.",
             f"{name}(get_thread_slice(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{{}}, Layout<Shape<_2,_2>>{{}}),"
             f" 5), make_coord_tensor(make_layout((_64,_32))))", nargs=(2, 2), cpp=_cpp_fragment(member=True),
             dsl=written(_dsl_fragment_c) if operand == "C" else ATOMS_IN_DSL)(impl)


for _op in "ABC":
    _mma_fragment(f"partition_fragment_{_op}", _op)


for _which, _side in (("S", "source"), ("D", "destination")):
    _slice_partition(f"partition_{_which}", td.ThrCopy, "copy", _which,
                     f"thr_copy.partition_{_which}(t): the elements of the {_side} tensor the thread copies: "
                     "(CopyV, Rest...).",
                     f"partition_{_which}(get_thread_slice(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, "
                     "half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{}), 3), "
                     "make_identity_tensor((_128,_64)))")


# -- tiled copy -----------------------------------------------------------------------------------

@function("make_tiled_copy", "make_tiled_copy(copy_atom, thr_layout[, val_layout])",
          "Threads laid out by thr_layout ((m,n) -> thread), each copying the block val_layout ((m,n) -> value): "
          "TV layout right_inverse(raked_product(thr, val)) with shape (size(thr), size(val)).",
          "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, "
          "Layout<Shape<_1,_8>>{})", nargs=(2, 3), cpp=CALL,
          dsl=spelled("cute.make_tiled_copy_tv({0}, {1}, {2})",
                      "cute.make_tiled_copy_tv({0}, {1}, cute.make_layout(1))"))
def _make_tiled_copy(targs, args):
    atom = _copy_atom(args[0], "make_tiled_copy")
    thr = want_layout(args[1], "make_tiled_copy", 2)
    val = want_layout(args[2], "make_tiled_copy", 3) if len(args) > 2 else None
    return td.make_tiled_copy(atom, thr, val)


function("make_tiled_copy_tv", "make_tiled_copy_tv(atom, thr_layout, val_layout)", "The CuTe DSL's name of C++'s "
         "make_tiled_copy(atom, thr_layout, val_layout): threads laid out by thr_layout, each copying val_layout.",
         "make_tiled_copy_tv(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, "
         "Layout<Shape<_1,_8>>{})", nargs=(3, 3),
         keywords=("atom", "thr_layout", "val_layout"),
         cpp=none("CuTe C++ calls it make_tiled_copy(atom, thr_layout, val_layout)"), dsl=CALL)(_make_tiled_copy)


@function("make_layout_tv", "make_layout_tv(thr_layout, val_layout)",
          "The CuTe DSL's (tiler_mn, tv_layout) of threads laid out by thr_layout ((m,n) -> thread) each holding "
          "the block val_layout ((m,n) -> value): the tile's shape and the TV layout make_tiled_copy builds.",
          "make_layout_tv((_4,_32):(_32,_1), (_4,_4):(_4,_1))  ->  ((_16,_128),((_32,_4),(_4,_4)):((_64,_4),(_16,_1)))",
          nargs=(2, 2), keywords=("thr_layout", "val_layout"),
          cpp=none("CuTe C++ has no make_layout_tv: make_tiled_copy(atom, thr, val) builds it inside"),
          dsl=spelled("cute.make_layout_tv({0}, {1})"))
def _make_layout_tv(targs, args):
    return td.make_layout_tv(want_layout(args[0], "make_layout_tv", 1), want_layout(args[1], "make_layout_tv", 2))


def _tiled_copy_operand(name: str, operand: str):
    def impl(targs, args):
        return td.make_tiled_copy_operand(_copy_atom(args[0], name), _mma(args[1], name, 2), operand)
    function(name, f"{name}(copy_atom, mma)", f"The tiled copy whose threads hold the elements of operand "
             f"{operand} that they hold in the tiled MMA (TV layout get_layout{operand}_TV(mma)).",
             f"{name}(Copy_Atom<UniversalCopy<uint32_t>, half_t>{{}}, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{{}}"
             f", Layout<Shape<_2,_2>>{{}}))", nargs=(2, 2), cpp=CALL, dsl=CALL)(impl)


_U32_HELP = "Copy_Atom<UniversalCopy<uint32_t>, half_t>{}"
for _op in "ABC":
    _tiled_copy_operand(f"make_tiled_copy_{_op}", _op)


@function("make_tiled_copy_C_atom", "make_tiled_copy_C_atom(copy_atom, mma)", "The smallest tiled copy over "
          "the MMA's C layout in which each thread moves the atom's values: its tiler is the (M,N) footprint of "
          "those values, a layout per mode.",
          f"make_tiled_copy_C_atom({_U32_HELP}, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{{}}, "
          "Layout<Shape<_2,_2>>{}))", nargs=(2, 2), cpp=CALL, dsl=ATOMS_IN_DSL)
def _tiled_copy_c_atom(targs, args):
    name = "make_tiled_copy_C_atom"
    return td.make_tiled_copy_c_atom(_copy_atom(args[0], name), _mma(args[1], name, 2))


@function("make_tmem_copy", "make_tmem_copy(copy_op_or_atom, tmem_tensor)", "The tiled copy of a tensor-memory "
          "load or store (SM100_TMEM_LOAD_*/SM100_TMEM_STORE_*) over a tensor-memory tensor such as a UMMA "
          "accumulator: four warps, each over its 32-lane subpartition, cotiled with the tensor's layout.",
          "make_tmem_copy(SM100_TMEM_LOAD_32dp32b1x{}, partition_fragment_C(make_tiled_mma(SM100_MMA_F16BF16_SS<"
          "half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::K>{}), make_shape(_128{},_64{})))",
          nargs=(2, 2), cpp=CALL, dsl=ATOMS_IN_DSL)
def _tmem_copy(targs, args):
    name = "make_tmem_copy"
    tmem = _tensor(args[1], name, 2)
    op = args[0]
    if isinstance(op, at.CopyOperation):   # Copy_Atom<CopyOp, typename TEngine::value_type>
        vt = getattr(tmem.iterator, "element", "")
        if not vt:
            raise CuteDomainError(f"{name}: the tensor's value type is unknown; write Copy_Atom<{op.name}, T>{{}}")
        return td.make_tmem_copy(at.copy_atom(op.name, (), vt, TYPE_BITS), tmem)
    return td.make_tmem_copy(_copy_atom(op, name), tmem)


def _tiled_copy_like(name: str, which: str):
    def impl(targs, args):
        return td.make_tiled_copy_like(_copy_atom(args[0], name), _tiled_copy(args[1], name, 2), which)
    side = "source" if which == "S" else "destination"
    function(name, f"{name}(copy_atom, tiled_copy)", f"A tiled copy with the {side} TV layout and tiler of another.",
             f"{name}(Copy_Atom<UniversalCopy<uint32_t>, half_t>{{}}, make_tiled_copy(Copy_Atom<UniversalCopy"
             f"<uint128_t>, half_t>{{}}, Layout<Shape<_16,_8>,Stride<_8,_1>>{{}}, Layout<Shape<_1,_8>>{{}}))"
             "", nargs=(2, 2), cpp=CALL, dsl=ATOMS_IN_DSL)(impl)


_tiled_copy_like("make_tiled_copy_S", "S")
_tiled_copy_like("make_tiled_copy_D", "D")


def _copy_tv(name: str, which: str):
    def impl(targs, args):
        return _tiled_copy(args[0], name).layout_tv_of(which)
    side = "source" if which == "S" else "destination"
    function(name, f"{name}(tiled_copy)", f"copy.{name}(): (thread, value) -> index into the {side} tile.",
             f"{name}(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{{}}, Layout<Shape<_16,_8>,"
             "Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{}))  ->  ((_8,_16),(_8,_1)):((_128,_1),(_16,_0))", cpp=MEMBER,
             dsl=attribute("layout_src_tv_tiled" if which == "S" else "layout_dst_tv_tiled"))(impl)


_copy_tv("get_layoutS_TV", "S")
_copy_tv("get_layoutD_TV", "D")


# -- what the core rows do with tiled objects and tensors (functions.py hands them here) -----------------

def size_of_tiled(x, idx: tuple[int, ...]):
    """size(mma) and size(copy): their thread counts; None for another value.  (A tensor's size is its layout's:
    the evaluator hands the row its layout, as the row's on_tensor says.)"""
    if isinstance(x, td.TiledMMA):
        return lo.size(x.thr_layout_vmnk, *idx)
    if isinstance(x, td.TiledCopy):
        return x.size()
    return None


def latex_picture_of_tiled(x) -> Picture | None:
    """print_latex(mma) and print_latex(copy): CuTe's pictures of a tiled MMA or copy (render/latex_tiled.py
    draws them); None for another value."""
    if isinstance(x, at.MMAAtom):
        x = td.make_tiled_mma(x)
    if isinstance(x, td.TiledMMA):
        return _tiled_picture("print_latex_mma", x)
    if isinstance(x, td.TiledCopy):
        return _tiled_picture("print_latex_copy", x)
    return None


def _tiled_picture(kind: str, x) -> Picture:
    """print_latex's picture of a tiled MMA (panels C, A, B) or copy (S, D), which render/latex_tiled.py draws;
    refused at once, naming the panel, when a panel has more than PICTURE_CELLS cells or its owners' walk more
    than TV_PAIRS pairs."""
    from ..algebra.owners import check_walk
    from ..algebra.swizzle import domain_layout
    if kind == "print_latex_mma":
        tile, tensors = td.mma_tv_tensors(x)
        panels = zip("CAB", ((tile[0], tile[1]), (tile[0], tile[2]), (tile[1], tile[2])), tensors)
    else:
        copy_tile, copy_tensors = td.copy_tv_tensors(x)
        panels = zip("SD", ((copy_tile[0], copy_tile[1]),) * 2, copy_tensors)
    for name, (rows, cols), tv in panels:
        check_picture_cells(f"print_latex ({name})", value(rows), value(cols))
        check_walk(domain_layout(tv.layout), f"print_latex ({name})")
    return Picture(kind, x)   # render draws it (render/latex_tiled.py)


_TV_OPERANDS = {"A": (0, 2), "B": (1, 2), "C": (0, 1)}


def tv_of_tiled(args: list) -> list:
    """print_tv(mma[, operand]) and print_tv(tiled_copy) as print_tv(tv_layout, tile): the TV layout of C (A, B
    for operand 0, 1) over the MMA's tile, or the copy's TiledLayout_TV over Tiler_MN; other arguments as given."""
    x = args[0]
    if isinstance(x, at.MMAAtom):
        x = td.make_tiled_mma(x)
    if isinstance(x, td.TiledMMA):
        operand = "C"
        if len(args) == 2:
            if not (is_integer(args[1]) and 0 <= value(args[1]) < 3):
                raise CuteTypeError("print_tv(mma, operand): operand is 0 (A), 1 (B) or 2 (C)")
            operand = "ABC"[value(args[1])]
        i0, i1 = _TV_OPERANDS[operand]
        return [x.layout_tv(operand), (x.tile_size(i0), x.tile_size(i1))]
    if isinstance(x, td.TiledCopy) and len(args) == 1:
        return [x.layout_tv, it.product_each(_tile_shape_of(x.tiler_mn))]
    return args


def _tile_shape_of(tiler):
    return tuple(t.shape if isinstance(t, lo.Layout) else t for t in tiler)


def tiled_access(name: str, args: list):
    """An access analysis (bank_conflicts[_store], ldmatrix/stmatrix_conflicts, coalescing[_store],
    swizzle_advice) of a tiled copy, or of a tiled MMA's operand, over the memory layout of argument 1: every
    warp (a thread's slice: its warp); None when argument 2 is neither."""
    from ..algebra.access import advise
    from ..algebra.access_report import advice_report, bank_report, coalescing_report
    from ..algebra.access_tiled import OPERANDS, copy_access, mma_access
    x = args[1]
    if not isinstance(x, (td.TiledCopy, td.ThrCopy, td.TiledMMA, td.ThrMMA)):
        return None
    space = "global" if name.startswith("coalescing") else "shared"
    memory = args[0]
    if not isinstance(memory, (lo.Layout, ComposedLayout)):
        raise CuteTypeError(f"{name}: argument 1 must be the {space}-memory layout, got {describe(memory)}")
    store = name.endswith("_store") or name == "stmatrix_conflicts"
    if isinstance(x, (td.TiledCopy, td.ThrCopy)):
        copy, warp = (x, None) if isinstance(x, td.TiledCopy) else (x.tiled, value(_index(x.thr_idx, name)) // 32)
        if len(args) > 3 or (len(args) == 3 and not (is_integer(args[2]) and value(args[2]) == copy.atom.value_bits)):
            raise CuteTypeError(f"{name}: the copy moves {copy.atom.value_bits}-bit {copy.atom.value_type}; "
                                f"argument 3 (bits) must say so or be left out, got {describe(args[2])}")
        if name == "swizzle_advice":
            store = "STSM" in copy.atom.op
        acc = copy_access(memory, copy, store, warp, space)
        if name in ("ldmatrix_conflicts", "stmatrix_conflicts") and acc.op not in ("ldsm", "stsm"):
            raise CuteTypeError(f"{name}: {copy.atom.op} is not {name.split('_')[0]}; ask "
                                f"bank_conflicts{'_store' if store else ''}")
    else:
        mma = x if isinstance(x, td.TiledMMA) else x.tiled
        warp = None if isinstance(x, td.TiledMMA) else value(_index(mma.thr_layout_vmnk(x.thr_vmnk), name)) // 32
        if len(args) != 3 or not (is_integer(args[2]) and 0 <= value(args[2]) < 3):
            raise CuteTypeError(f"{name}(layout, mma, operand): operand is 0 (A), 1 (B) or 2 (C)")
        if name in ("ldmatrix_conflicts", "stmatrix_conflicts"):
            raise CuteTypeError(f"{name}: an MMA's operand is copied by ld/st, not {name.split('_')[0]}; "
                                "give a tiled copy (make_tiled_copy_A/B/C), or ask bank_conflicts")
        k = value(args[2])
        vtype = mma.atom.val_types[1 + k]
        if vtype not in TYPE_BITS:
            raise CuteDomainError(f"{name}: {mma.atom.op}'s {OPERANDS[k]} holds {vtype}, of no known width")
        acc = mma_access(memory, mma, OPERANDS[k], TYPE_BITS[vtype], store, warp)
    if space == "global":
        return coalescing_report(acc.coalescing_report())
    if name == "swizzle_advice":
        return advice_report(advise(memory, acc.indices, acc.bits, acc.op, acc.vector, acc.matrices,
                                    acc.first_warp))
    return bank_report(acc.bank_report())


# -- coordinate tensors ---------------------------------------------------------------------------

@function("make_identity_tensor", "make_identity_tensor(shape)", "The tensor whose element at each coordinate is "
          "the coordinate itself: ArithTuple origin o make_identity_layout(shape).",
          "make_identity_tensor((_32,_32))  ->  ArithTuple(_0,_0) o (_32,_32):(_1@0,_1@1)", cpp=CALL, dsl=CALL)
def _identity_tensor(targs, args):
    shape = want_inttuple(args[0], "make_identity_tensor", 1, "a shape")
    it.check_positive_shape(shape)
    return tn.make_identity_tensor(shape)


@function("make_coord_tensor", "make_coord_tensor(layout)", "A counting tensor: layout bound to an origin of "
          "zeros, so each element is its offset under the layout (ArithTuple_0 o L for integer strides).",
          "make_coord_tensor(Layout<Shape<_4,_8>,Stride<_8,_1>>{})  ->  ArithTuple_0 o (_4,_8):(_8,_1)", cpp=CALL,
          dsl=ATOMS_IN_DSL)
def _coord_tensor(targs, args):
    return tn.make_coord_tensor(want_layout(args[0], "make_coord_tensor", 1))


@function("make_fragment_like", "make_fragment_like(L | t)", "The layout of a register fragment like L (a "
          "layout, a shape or a tensor): with a static shape of rank > 1, mode 0 is compact (LayoutLeft, skipping _0 "
          "strides) and the other modes follow the order of L's strides; otherwise, and for a shape, "
          "make_layout(shape). Of Sw o O o L, that of L. A tensor's shape must be static (CuTe has no dynamic "
          "owning tensors).",
          "make_fragment_like((_4,_8):(_8,_1))  ->  (_4,(_8)):(_1,(_4))", cpp=_cpp_fragment(member=False),
          dsl=ATOMS_IN_DSL)
def _fragment_like(targs, args):
    x = args[0]
    if isinstance(x, tn.Tensor):
        return tn.make_fragment_like(x)
    if isinstance(x, ComposedLayout) and isinstance(x.layout_a, Swizzle):
        x = x.layout_b
    if is_inttuple(x):
        return lo.make_layout(x)
    return lo.make_fragment_like(want_layout(x, "make_fragment_like", 1))


@function("local_tile", "local_tile(t, tiler, coord[, proj])", "The tile at coord of zipped_divide(t, tiler) "
          "(inner_partition); proj (such as Step<_1,X,_1>) keeps the tiler and coord modes it marks.",
          "local_tile(make_identity_tensor((_32,_32)), (_8,_16), (1,1))  ->  ArithTuple(8,16) o "
          "(_8,_16):(_1@0,_1@1)", nargs=(3, 4), keywords=("input", "tiler", "coord", "proj"), cpp=CALL,
          dsl=spelled("cute.local_tile({0}, {1}, {2})", "cute.local_tile({0}, {1}, {2}, proj={3})"))
def _local_tile(targs, args):
    t = _tensor(args[0], "local_tile", 1)
    coord = args[2]
    if not is_coord(coord):
        raise CuteTypeError(f"local_tile: argument 3 must be a coordinate, got {describe(coord)}")
    return tn.local_tile(t, args[1], coord, args[3] if len(args) > 3 else None)


@function("local_partition", "local_partition(t, thr_layout, thr_idx[, proj])", "Thread thr_idx's elements when "
          "the threads of thr_layout ((m,n) -> thread) tile t: outer_partition(t, shape(thr_layout), "
          "thr_layout.get_flat_coord(thr_idx)).",
          "local_partition(make_identity_tensor((_32,_32)), Layout<Shape<_8,_4>>{}, 3)  ->  "
          "ArithTuple(3,0) o (_4,_8):(_8@0,_4@1)", nargs=(3, 4), cpp=CALL, dsl=ATOMS_IN_DSL)
def _local_partition(targs, args):
    t = _tensor(args[0], "local_partition", 1)
    tile = want_layout(args[1], "local_partition", 2)
    return tn.local_partition(t, tile, _index(args[2], "local_partition"), args[3] if len(args) > 3 else None)


def _partition_fn(name: str, summary: str, example: str):
    def impl(targs, args):
        t = _tensor(args[0], name, 1)
        coord = args[2]
        if not is_coord(coord):
            raise CuteTypeError(f"{name}: argument 3 must be a coordinate, got {describe(coord)}")
        return getattr(tn, name)(t, args[1], coord)   # tensor.inner_partition / outer_partition
    function(name, f"{name}(t, tiler, coord)", summary, example, nargs=(3, 3), cpp=CALL, dsl=ATOMS_IN_DSL)(impl)


_partition_fn("inner_partition", "zipped_divide(t, tiler) sliced at coord in the rest mode: "
              "one whole tile.", "inner_partition(make_identity_tensor((_32,_32)), (_8,_16), (1,1))  ->  "
              "ArithTuple(8,16) o (_8,_16):(_1@0,_1@1)")
_partition_fn("outer_partition", "zipped_divide(t, tiler) sliced at coord in the tile mode: "
              "one element of every tile.", "outer_partition(make_identity_tensor((_32,_32)), (_8,_4), (3,0))  ->  "
              "ArithTuple(3,0) o (_4,_8):(_8@0,_4@1)")


