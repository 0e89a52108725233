"""The table of callable functions: one row per function, the one place that says what a function is.

A row (FunctionSpec) holds its signature, meaning and worked example; how it evaluates (`impl`); how CuTe C++
and the CuTe DSL write a call of it, or that they have none and why (`cpp`, `dsl`: a Spelling); where the
DSL's answer differs from C++'s (`Spelling.differs`); and how `--explain` shows its steps (`explain`).  The
evaluator, both emitters, the DSL reader, --explain, :help and completion read the row; none of them keeps a
table of its own keyed by a function's name.

The table is declared below (WHERE: the module that defines each row) and resolved at first use: a one-shot
`coalesce(...)` loads the core rows (functions.py) and nothing else.  A module defines its rows with
`ROWS = Rows()` and `@ROWS.function(...)`; tests/lang/test_function_table.py holds the declaration and the
modules to each other.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from importlib import import_module
from typing import Any

from ..record import record


class Untranslatable(Exception):
    """A call has no counterpart in the target language; the message says why.  `lacking`: the language truly
    has none (a row's `none` spelling, a C++ cast the DSL has no counterpart of), as opposed to what the emitter
    does not write yet; a statement reading a variable so skipped keeps its assignment's reason."""

    def __init__(self, message: str, lacking: bool = False) -> None:
        super().__init__(message)
        self.lacking = lacking


@record(frozen=True)
class Spelling:
    """How one language (CuTe C++ or the CuTe DSL) writes a call of the row's function.

    `form` says how the emitter writes it:
      call    name<targs>(args) in C++ (tuple arguments spelled by `roles`), cute.name(args) in the DSL
      member  C++'s member function: obj.name(rest)
      type    a C++ type as a value, Name<T...>{} (its template arguments written as types)
      atom    an atom's C++ type as a value: MMA_Atom<SM80_...>{}, Copy_Atom<Op,T>{}
      same    the one argument itself: decltype(x), print(x) inside an expression
      tuple   the DSL's Python tuple of the arguments (make_shape(...) and its kin)
      as      written out by `templates` (the one whose placeholders are the arguments given) or `write`
      property  the DSL's property of the first argument, x.name (`attribute(name)`; written by its template)
      none    the language has none here: `reason` says why ({name} is the function's name)
    A template's placeholders: {0} the code of call argument 0 ({0:shape} in C++'s role shape), {t0} template
    argument 0 as an integer known when the script is read, {t} all template arguments, comma-separated.
    """

    form: str
    name: str = ""                          # the language's name for the function, where it is not the row's
    templates: tuple[str, ...] = ()
    roles: tuple[str | None, ...] = ()      # C++: how each tuple argument is spelled (shape, stride, coord, ...)
    write: Callable[[Any, Any], str] | None = None   # form "as" beyond templates: write(emitter, call node)
    reason: str = ""
    missing: bool = False                   # the language lacks the function: the DSL dialect notes it
    gap: bool = False                       # form none: the language has it, the emitter does not write it yet
    differs: Callable[[Any, Callable[[Any], Any]], str | None] | None = None
    # ^ DSL: differs(call node, value_of) is a note where the DSL's answer to this call differs from C++'s

    def refusal(self, name: str) -> Untranslatable:
        return Untranslatable(self.reason.format(name=name), lacking=not self.gap)

    def template_for(self, nargs: int, ntargs: int) -> str | None:
        """The template that uses exactly the call's arguments (and its template arguments iff it has some)."""
        for text in self.templates:
            used = {m.group(2) for m in _PLACE.finditer(text) if m.group(2) is not None and not m.group(1)}
            uses_targs = any(m.group(1) for m in _PLACE.finditer(text))
            targs = {int(m.group(2)) for m in _PLACE.finditer(text) if m.group(1) and m.group(2) is not None}
            if used == {str(i) for i in range(nargs)} and uses_targs == (ntargs > 0) and all(
                    i < ntargs for i in targs):
                return text
        return None


_PLACE = re.compile(r"\{(t)?(\d+)?(?::(\w+))?\}")


def fill(template: str, arg: Callable[[int, str | None], str], targ: Callable[[int], str], ntargs: int) -> str:
    """The template with its placeholders replaced: arg(i, role) for {i}/{i:role}, targ(i) for {ti}, {t}."""
    def one(m: re.Match) -> str:
        is_targ, index, role = m.groups()
        if is_targ:
            return ", ".join(targ(i) for i in range(ntargs)) if index is None else targ(int(index))
        if index is None:
            return m.group(0)   # `{}`: C++'s braces, not a placeholder
        return arg(int(index), role)
    return _PLACE.sub(one, template)


# The spellings most rows have; `none(reason)` and `spelled(*templates)` for the others.
CALL = Spelling("call")
MEMBER = Spelling("member")
TYPE = Spelling("type")
ATOM = Spelling("atom")
SAME = Spelling("same")
TUPLE = Spelling("tuple")


def call(name: str = "", roles: tuple[str | None, ...] = ()) -> Spelling:
    return Spelling("call", name=name, roles=roles)


def spelled(*templates: str, name: str = "", differs: Callable | None = None) -> Spelling:
    return Spelling("as", name=name, templates=templates, differs=differs)


def written(write: Callable[[Any, Any], str], name: str = "", differs: Callable | None = None) -> Spelling:
    return Spelling("as", name=name, write=write, differs=differs)


def attribute(name: str) -> Spelling:
    """The DSL's property of the first argument, `x.name` (the DSL dialect reads it back by that name)."""
    return Spelling("property", name=name, templates=(f"{{0}}.{name}",))


def none(reason: str, missing: bool = False) -> Spelling:
    return Spelling("none", reason=reason, missing=missing)


DSL_LACKS = none("the CuTe DSL has no {name}", missing=True)          # a note in the DSL dialect
NOT_IN_DSL = none("the CuTe DSL has no {name}")                        # not written in DSL spelling
OWN_ANALYSIS = none("{name} is cutecalc's own analysis; CuTe C++ has no {name}")
ATOMS_NOT_EMITTED = "CuTe's atoms, tiled MMA/copy objects and tensors are not emitted in DSL spelling yet"
ATOMS_IN_DSL = Spelling("none", reason="{name}: " + ATOMS_NOT_EMITTED, gap=True)


@record(frozen=True)
class Explaining:
    """How --explain shows a call: CuTe's definition and the steps it takes (lang/explain.py)."""

    formula: str | None = None
    steps: str = ""                         # the function of lang/explain.py giving the steps (name, args)
    inputs: tuple[str, ...] = ()            # the arguments' names in the formula (A, B, C, D by default)
    tiler: bool = True                      # argument 2 may be a tiler <B0,B1,...>: its modes are shown
    by_mode: bool = True                    # a by-mode tiler adds "applies it mode by mode" to the formula
    covers: bool = False                    # make_layout(A, result) covers [0, M) (complement)
    # How the picture colours its tables (render/figure.py), beyond A's cells by offset:
    inputs_index_a: bool = False            # B and the other inputs index A's domain: in the colours of A's cells
    inputs_by_offset: bool = False          # every input coloured by offset (complement: what A misses)
    result_colours: str = "offset"          # "offset"; "through_a": it indexes A's domain; "none": uncoloured


EXPLAIN_NOTHING = Explaining()


@record(frozen=True)
class FunctionSpec:
    name: str
    signature: str
    summary: str
    example: str
    impl: Callable[[list, list], Any]
    nargs: tuple[int, int]        # allowed call-argument counts (min, max)
    ntargs: tuple[int, int]       # allowed template-argument counts (min, max)
    # The arguments by name, in the order the CuTe DSL takes them (for `f(x, stride=s)` and `cute.f(...)`):
    # `name` is the next call argument, `name@K` call argument K (the DSL orders them differently),
    # `name<>` the template arguments (`cute.size(L, mode=[0])` is size<0>(L)).
    keywords: tuple[str, ...] = ()
    cpp: Spelling | None = None
    dsl: Spelling | None = None
    explain: Explaining = EXPLAIN_NOTHING
    # How a statement calling it prints as C++ runs it, its text where the line stands (else its value is shown
    # on a line of its own): "value", print(x), the value of its one argument (with several, a string first, one
    # line of text and values: Python's print, cute.printf); "picture", print_layout(L) and its kin, its picture.
    prints: str = ""
    type_targs: bool = False      # its template arguments are C++ types, passed unevaluated (MMA_Atom<Op>)
    own: bool = False             # cutecalc's own: neither CuTe C++ nor the DSL has it (pictures, analyses)
    dsl_impl: Callable[[list, list], Any] | None = None   # how it evaluates in the DSL's dialect, if not as impl
    # What it does with a tensor as its first argument (CuTe's overloads in tensor_impl.hpp): "layout", the answer
    # for the tensor's layout (size(t), shape(t), layout(t)); "tensor", the tensor over the answer for its layout,
    # the same iterator (flatten(t), zipped_divide(t, tiler)); "" it takes no tensor there.
    on_tensor: str = ""

    def spelling(self, language: str) -> Spelling:
        spelling = self.cpp if language == "cpp" else self.dsl
        if spelling is None:
            raise Untranslatable(f"{self.name}: its row says nothing of {language}")
        return spelling



class Rows:
    """The rows one module defines: `ROWS = Rows()` and `@ROWS.function(...)` over each implementation."""

    def __init__(self) -> None:
        self.by_name: dict[str, FunctionSpec] = {}

    def function(self, name: str, signature: str, summary: str, example: str,
                 nargs: tuple[int, int] = (1, 1), ntargs: tuple[int, int] = (0, 0), aliases: tuple[str, ...] = (),
                 keywords: tuple[str, ...] = (), cpp: Spelling | None = None, dsl: Spelling | None = None,
                 explain: Explaining = EXPLAIN_NOTHING, prints: str = "",
                 type_targs: bool = False, own: bool = False, dsl_impl: Callable[[list, list], Any] | None = None,
                 on_tensor: str = ""):
        def register(impl):
            spec = FunctionSpec(name, signature, summary, example, impl, nargs, ntargs, keywords, cpp, dsl,
                                explain, prints, type_targs, own, dsl_impl, on_tensor)
            for n in (name, *aliases):
                if n in self.by_name:
                    raise ValueError(f"function table: a second row named {n!r}")
                self.by_name[n] = spec
            return impl
        return register


# -- the declaration: which module defines each row -------------------------------------------------------

WHERE: dict[str, tuple[str, ...]] = {
    # the layout algebra, tuples, printing and C++'s spellings of values: on the way to a first answer
    "functions": (
        "size", "rank", "depth", "shape", "stride", "cosize", "coshape", "get", "layout", "select", "take", "group",
        "flatten", "unflatten", "append", "prepend", "replace", "coalesce", "filter", "filter_zeros", "composition",
        "complement", "right_inverse", "left_inverse", "max_common_vector", "max_common_layout", "nullspace",
        "logical_divide", "zipped_divide", "tiled_divide", "flat_divide", "logical_product", "zipped_product",
        "tiled_product", "flat_product", "blocked_product", "raked_product", "tile_to_shape", "make_layout",
        "make_shape", "make_stride", "make_coord", "make_step", "make_tile", "make_tuple", "make_ordered_layout",
        "make_identity_layout", "make_layout_like", "crd2idx", "idx2crd", "get_hier_coord", "slice", "dice",
        "ceil_div", "shape_div", "safe_div", "product", "zip", "upcast", "downcast", "recast_layout", "max_alignment",
        "tile_unzip", "decltype", "print", "Int32", "int", "print_layout", "print_latex", "print_tv",
        "print_latex_tv", "Swizzle", "make_composed_layout", "ComposedLayout", "get_swizzle_portion",
        "get_nonswizzle_portion", "as_position_independent_swizzle_layout", "slice_and_offset", "domain_offset",
        "Int", "C", "integral_constant", "E", "Shape",
        "Stride", "Step",
        "Coord", "Tile", "Layout", "ArithTuple"),
    # IntTuple relations and helpers, the shared-memory layout atoms, the memory-access analyses
    "more_functions": (
        "congruent", "weakly_congruent", "compatible", "evenly_divides", "domain_distribute", "compact_col_major",
        "compact_row_major", "compact_major", "compact_order", "crd2crd", "product_like", "elem_scale", "min",
        "max", "gcd", "lcm", "reverse", "elem_less", "elem_leq", "elem_gtr", "elem_geq", "lex_less", "lex_leq",
        "lex_gtr", "lex_geq", "colex_less", "colex_leq", "colex_gtr", "colex_geq", "product_each", "increment_coord",
        "repeat_like",
        "repeat", "repeat_as_tuple", "unwrap", "tuple_cat", "basis_value", "basis_get", "assume", "flatten_to_tuple",
        "inner_product", "sum", "round_up", "bank_conflicts", "bank_conflicts_store", "ldmatrix_conflicts",
        "stmatrix_conflicts", "coalescing", "coalescing_store", "swizzle_advice", "tile_to_mma_shape"),
    # MMA and copy atoms, tiled MMAs and copies, coordinate tensors
    "atom_functions": (
        "MMA_Atom", "Copy_Atom", "mma_atoms", "copy_atoms", "make_tiled_mma",
        "get_layoutA_TV", "get_layoutB_TV",
        "get_layoutC_TV", "get_thr_layout_vmnk", "tile_size", "tile_shape", "partition_shape_A",
        "partition_shape_B", "partition_shape_C", "get_thread_slice", "get_slice", "partition_A", "partition_B",
        "partition_C", "partition_fragment_A", "partition_fragment_B", "partition_fragment_C", "partition_S",
        "partition_D", "make_tiled_copy", "make_tiled_copy_tv", "make_layout_tv", "make_tiled_copy_A",
        "make_tiled_copy_B", "make_tiled_copy_C",
        "make_tiled_copy_C_atom", "make_tmem_copy", "make_tiled_copy_S", "make_tiled_copy_D", "get_layoutS_TV",
        "get_layoutD_TV",
        "make_identity_tensor", "make_coord_tensor", "make_fragment_like", "local_tile", "local_partition",
        "inner_partition", "outer_partition"),
    # tensors with pointers (gmem, smem, registers), their fragments and retiling
    "tensor_functions": (
        "make_gmem_ptr", "make_smem_ptr", "make_rmem_ptr", "recast_ptr", "make_tensor", "make_tensor_like", "data",
        "begin", "recast", "as_position_independent_swizzle_tensor", "retile_S", "retile_D", "make_fragment_A",
        "make_fragment_B", "make_fragment_C", "tensor", "group_modes"),
    # TMA copies (make_tma_copy and its kin) and what CuTe hands the driver for them
    "tma_functions": (
        "make_tma_copy", "make_tma_atom", "make_tma_copy_A_sm90", "make_tma_copy_B_sm90", "make_tma_copy_C_sm90",
        "make_tma_atom_A_sm100", "make_tma_atom_B_sm100", "make_tma_copy_A_sm100", "make_tma_copy_B_sm100",
        "make_tma_copy_C_sm100", "get_tma_tensor", "tma_partition", "create_tma_multicast_mask",
        "tma_descriptor"),
}
# Families of rows generated from a catalogue, by the start of their names: the shared-memory layout atoms
# (algebra/smem_atoms.py's ATOMS_BITS), `Layout_K_SW128_Atom` and `Layout_K_SW128_Atom_Bits`.
FAMILIES: dict[str, str] = {"Layout_": "more_functions"}


class FunctionTable(Mapping[str, FunctionSpec]):
    """name -> FunctionSpec, as a read-only mapping whose rows load with the module that defines them."""

    def __init__(self, where: dict[str, tuple[str, ...]], families: dict[str, str]) -> None:
        self._module_of = {name: module for module, names in where.items() for name in names}
        self._families = families
        self._rows: dict[str, FunctionSpec] = {}
        self._loaded: set[str] = set()
        self._by_dsl_name: dict[str, FunctionSpec] | None = None

    def module_of(self, name: str) -> str | None:
        """The module that defines the row `name` (declared; None for a name that is no function)."""
        module = self._module_of.get(name)
        if module is None:
            module = next((m for prefix, m in self._families.items() if name.startswith(prefix)), None)
        return module

    def _load(self, module: str) -> None:
        rows: Rows = import_module(f"{__package__}.{module}").ROWS
        self._loaded.add(module)
        for name, spec in rows.by_name.items():
            if self.module_of(name) == module:   # an undeclared row stays out (the table's test names it)
                self._rows[name] = spec

    def get(self, name: str, default: Any = None) -> Any:
        row = self._rows.get(name)
        if row is not None:
            return row
        module = self.module_of(name)
        if module is None or module in self._loaded:
            return default
        self._load(module)
        return self._rows.get(name, default)

    def __getitem__(self, name: str) -> FunctionSpec:
        row = self.get(name)
        if row is None:
            raise KeyError(name)
        return row

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def load_all(self) -> dict[str, FunctionSpec]:
        for module in dict.fromkeys([*self._module_of.values(), *self._families.values()]):
            if module not in self._loaded:
                self._load(module)
        return self._rows

    def __iter__(self) -> Iterator[str]:
        return iter(list(self.load_all()))

    def __len__(self) -> int:
        return len(self.load_all())

    def by_dsl_name(self, name: str) -> FunctionSpec | None:
        """The row the CuTe DSL calls `name` where that is not the row's own name (`slice_`, `group_modes`)."""
        if self._by_dsl_name is None:
            self._by_dsl_name = {}
            for spec in self.values():
                if spec.dsl is not None and spec.dsl.name:
                    self._by_dsl_name.setdefault(spec.dsl.name, spec)
        return self._by_dsl_name.get(name)


FUNCTIONS = FunctionTable(WHERE, FAMILIES)
