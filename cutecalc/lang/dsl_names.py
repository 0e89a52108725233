"""The names CuTe DSL code uses, as values of the Python reader (lang/dsl_python.py): the DSL's modules
(`cutlass`, `cutlass.cute`, `cute.nvgpu.warp`, ...), its numeric types (`cutlass.Int32`, `cutlass.Float16`),
CuTe functions called by the DSL's names (each bound by its row of the function table), Python's functions
a layout calculation uses (`print`, `range`, `len`, ...), and what Python's `str` and `repr` write for each
value, as the DSL prints it while it traces.

What cutecalc does not model (data in memory, kernel launches, torch) is an `Opaque` value: using it makes
the statement a skipped line with one warning (`Unmodelled`), and the names it assigns are unknown only
where they are used.
"""

from __future__ import annotations

from typing import Any

from ..algebra.integers import Bool, DivInt, StaticInt, is_integer
from ..algebra.inttuple import UNDERSCORE, Underscore
from ..algebra.printing import dsl_str
from ..errors import CuteError, CuteTypeError
from ..record import record


class Unmodelled(CuteError):
    """A statement cutecalc cannot model (data in memory, a kernel launch, a library it does not have): the
    statement is skipped with a warning, not an error."""

    kind = "warning"


@record(frozen=True)
class Module:
    """A Python module of DSL code (`cutlass.cute`, `cute.nvgpu.warp`), or another library's (`torch`)."""

    name: str

    @property
    def is_cutlass(self) -> bool:
        return self.name == "cutlass" or self.name.startswith("cutlass.")


@record(frozen=True)
class Opaque:
    """Something cutecalc does not model (`torch.randn`, `from_dlpack(a)`, a kernel): any use of it is skipped."""

    what: str

    def refuse(self) -> Unmodelled:
        return Unmodelled(f"cutecalc does not model {self.what}")


@record(frozen=True)
class Ratio:
    """The CuTe DSL's cute.Ratio(n, d), printed n/d; cutecalc computes with integer scales only, so a ratio is
    printed and held, and refused where the algebra would compute with it."""

    num: int
    den: int
    modes: tuple[int, ...] | None = None   # ScaledBasis(Ratio(n, d), modes): the scaled basis element n/d@modes

    def python_text(self) -> str:
        text = f"{self.num}/{self.den}"
        return text if self.modes is None else text + "".join(f"@{m}" for m in reversed(self.modes))

    def refuse(self) -> CuteTypeError:
        return CuteTypeError(f"cutecalc computes with integer scales only, not the ratio {self.python_text()}")


@record(frozen=True)
class Namespace:
    """Python's types.SimpleNamespace(a=1, ...): an object with attributes (a kernel's `self` in a snippet's
    context)."""

    fields: dict

    def python_text(self) -> str:
        return "namespace(" + ", ".join(f"{k}={py_repr(v)}" for k, v in self.fields.items()) + ")"


@record(frozen=True)
class NumericType:
    """A numeric type of the DSL (`cutlass.Int32`, `cutlass.Float16`): its C++ name and width in bits.
    Called, an integer type makes a run-time (dynamic) integer, as `cutlass.Int32(4)` does."""

    name: str
    cpp: str
    width: int
    integer: bool

    def cute_str(self) -> str:
        return self.cpp


# The DSL's numeric types (cutlass/base_dsl/typing.py): DSL name -> (C++ element type, bits, integer).
NUMERIC_TYPES = {
    name: NumericType(name, cpp, bits, integer) for name, cpp, bits, integer in (
        ("Boolean", "bool", 1, True), ("Int4", "int4_t", 4, True), ("Uint4", "uint4_t", 4, True),
        ("Int8", "int8_t", 8, True), ("Uint8", "uint8_t", 8, True), ("Int16", "int16_t", 16, True),
        ("Uint16", "uint16_t", 16, True), ("Int32", "int32_t", 32, True), ("Uint32", "uint32_t", 32, True),
        ("Int64", "int64_t", 64, True), ("Uint64", "uint64_t", 64, True), ("Float16", "half_t", 16, False),
        ("BFloat16", "bfloat16_t", 16, False), ("Float32", "float", 32, False), ("TFloat32", "tfloat32_t", 32, False),
        ("Float64", "double", 64, False), ("Float8E4M3FN", "float_e4m3_t", 8, False),
        ("Float8E5M2", "float_e5m2_t", 8, False), ("Float8E8M0FNU", "float_ue8m0_t", 8, False),
        ("Float6E3M2FN", "float_e3m2_t", 6, False), ("Float6E2M3FN", "float_e2m3_t", 6, False),
        ("Float4E2M1FN", "float_e2m1_t", 4, False))}


@record(frozen=True)
class PyType:
    """What Python's type(x) gives, as the DSL prints it: `<class 'int'>`, `Int32` for a run-time integer."""

    text: str


def type_of(v: Any) -> PyType:
    if type(v) is int or type(v) is DivInt:
        return PyType("Int32")
    if type(v) is StaticInt or (isinstance(v, int) and not isinstance(v, bool)):
        return PyType("<class 'int'>")
    python = {bool: "bool", float: "float", str: "str", list: "list", dict: "dict", tuple: "tuple"}
    for cls, name in python.items():
        if isinstance(v, cls):
            return PyType(f"<class '{name}'>")
    if isinstance(v, Underscore):
        return PyType("<class 'NoneType'>")
    if type(v).__name__ == "Layout":
        return PyType("<class 'cutlass.cute.core._Layout'>")
    return PyType(f"<class '{type(v).__name__}'>")


# -- str and repr as the DSL prints them while it traces ---------------------------------------------------

def py_str(v: Any) -> str:
    """Python's str(v) in DSL code: print's and an f-string's text of a value."""
    if isinstance(v, str):
        return v
    if v is None or isinstance(v, Underscore):
        return "None"
    if isinstance(v, (bool, float)):
        return str(v)
    if isinstance(v, Bool):
        return str(v.value) if v.static else "?"
    if type(v) is int:
        return "?"    # a run-time integer: the DSL knows its value only when the function runs
    if type(v) is DivInt:
        return dsl_str(v)   # ?{div=k}: what the DSL knows of it
    if isinstance(v, (tuple, list, dict)):
        return py_repr(v)
    if isinstance(v, (NumericType, PyType)):
        return v.name if isinstance(v, NumericType) else v.text
    if isinstance(v, Module):
        return f"<module '{v.name}'>"
    if isinstance(v, Opaque):
        return f"<{v.what}>"
    if callable(getattr(v, "python_text", None)):
        return str(v.python_text())
    return dsl_str(v)


def py_repr(v: Any) -> str:
    """Python's repr(v) in DSL code (the items of a tuple or list print by their repr): `Int32(?)` for a
    run-time integer, quotes around a string."""
    if isinstance(v, str):
        return repr(v)
    if type(v) is int or type(v) is DivInt:
        return "Int32(?)"
    if isinstance(v, tuple):
        items = [py_repr(x) for x in v]
        return "(" + items[0] + ",)" if len(items) == 1 else "(" + ", ".join(items) + ")"
    if isinstance(v, list):
        return "[" + ", ".join(py_repr(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{py_repr(k)}: {py_repr(x)}" for k, x in v.items()) + "}"
    return py_str(v)


def runtime_str(v: Any) -> str:
    """What cute.printf prints for a value when the kernel runs: integers with their values, C's %f for floats."""
    if isinstance(v, str):
        return v
    if isinstance(v, float):
        return f"{v:f}"
    if isinstance(v, bool):
        return str(int(v))
    if isinstance(v, Bool):
        return str(int(v.value))
    if type(v) is int or type(v) is StaticInt or type(v) is DivInt:
        return str(int(v))
    if v is None:
        return "None"
    if isinstance(v, (list, dict)) or not _has_cute_text(v):
        return py_str(v)
    return dsl_str(v, True)


def _has_cute_text(v: Any) -> bool:
    if isinstance(v, tuple):
        return all(_has_cute_text(x) for x in v)
    return not isinstance(v, (float, str, list, dict, Module, Opaque, NumericType, PyType))


def is_python_int(v: Any) -> bool:
    """An integer of the algebra (static or run-time) as Python code sees one (a bool is not)."""
    return is_integer(v)


def to_cute(v: Any) -> Any:
    """A Python value as CuTe's functions take it: a list is a tuple, None is `_`, a str is C++'s string."""
    if isinstance(v, list):
        return tuple(to_cute(x) for x in v)
    if isinstance(v, tuple):
        return tuple(to_cute(x) for x in v) if any(_needs_conversion(x) for x in v) else v
    if v is None:
        return UNDERSCORE
    if isinstance(v, str):
        from .values import CppString
        return CppString(v)
    if isinstance(v, NumericType):
        from .values import TypeName
        return TypeName(v.cpp, v.width)
    if isinstance(v, (Opaque, Ratio)):
        raise v.refuse()
    return v


def _needs_conversion(v: Any) -> bool:
    if isinstance(v, tuple):
        return any(_needs_conversion(x) for x in v)
    return v is None or isinstance(v, (list, str, NumericType, Opaque, Ratio))
