"""cutecalc from Python: CuTe's layout algebra as plain values, for notebooks and scripts.

    >>> from cutecalc import Layout, evaluate, logical_divide
    >>> L = Layout("(4,8):(8,1)")
    >>> L
    (4,8):(8,1)
    >>> L(1, 2), L(None, 2)
    (10, (4):(8))
    >>> logical_divide(L, "<2:1, 4:1>")
    ((2,(1,2)),(4,(1,2))):((8,(8,16)),(1,(1,4)))
    >>> evaluate("zipped_divide(A, <2:1, 4:1>)", static=True, A="(4,8):(8,1)")
    ((_2,_4),(_2,_2)):((_8,_1),(_16,_4))

Values print in CuTe's notation (`_4` static, `4` dynamic; Python ints are dynamic, `S(4)` or `static=True`
static).  In Jupyter a layout draws its table (`_repr_html_`, `_repr_svg_`: the same pictures as
`cutecalc --format html|svg`), `.interactive()` gives the hover-and-click page, and Rich draws it in a
terminal (`rich.print(L)`).  Every function of cutecalc's table is a Python function here taking layouts,
Python ints and tuples, or cutecalc text; template arguments go in `targs`: `size(L, targs=(1,))` is
`size<1>(L)`.  `Layout.from_pycute` and `.to_pycute()` convert to and from pycute (in the nvidia-cutlass
wheel), which keeps no static/dynamic distinction.

    >>> print_layout("(2,3):(3,1)")
    (2,3):(3,1)
          0   1   2
        +---+---+---+
     0  | 0 | 1 | 2 |
        +---+---+---+
     1  | 3 | 4 | 5 |
        +---+---+---+
"""

from __future__ import annotations

import builtins
import io
import operator
from typing import Any

from ..algebra import inttuple as it
from ..algebra.basis import ScaledBasis
from ..algebra.integers import StaticInt, check_range, is_integer, value
from ..algebra.inttuple import UNDERSCORE, Underscore, check_size
from ..algebra.layout import Layout as AlgebraLayout
from ..algebra.printing import cute_str
from ..algebra.swizzle import ComposedLayout as AlgebraComposed
from ..algebra.swizzle import Swizzle as AlgebraSwizzle
from ..algebra.swizzle import domain_layout, make_composed
from ..errors import CuteError, CuteTypeError
from ..lang import ast
from ..lang.evaluate import MAX_DEPTH
from ..lang.function_table import FUNCTIONS
from ..lang.parse import parse_statements
from ..lang.session import Session
from ..lang.values import Printed, PrintedText

__all__ = ["Value", "Layout", "Picture", "evaluate", "S"]


class Value:
    """A cutecalc value (layout, integer, tuple, swizzle, ...): its repr is CuTe's text of it."""

    __slots__ = ("value",)

    def __init__(self, v: Any) -> None:
        # a value of the language as it is; any other Python value converted as a function's argument is
        # (CuteTypeError for what is no CuTe value: Value(object()) must not fail later, when printed)
        self.value = v if _is_language_value(v, 0) else to_algebra(v)

    def __repr__(self) -> str:
        from ..render.cute_text import value_text
        return value_text(self.value)

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Value):
            return bool(self.value == other.value)
        if isinstance(other, int) and is_integer(self.value):
            return value(self.value) == other
        return NotImplemented

    def __hash__(self) -> int:
        # an integer Value equals the Python int of its value (`evaluate("_4") == 4`): so must its hash be
        return hash(value(self.value)) if is_integer(self.value) else hash(self.value)

    def __int__(self) -> int:
        if not is_integer(self.value):
            raise CuteTypeError(f"{self!r} is not an integer")
        return value(self.value)

    __index__ = __int__

    # -- drawing ----------------------------------------------------------------------------------
    @property
    def drawable(self) -> bool:
        from ..render.figure import is_drawable
        return is_drawable(self.value)

    def _repr_html_(self) -> str | None:
        """The table as `cutecalc --format html` draws it, as an HTML fragment (Jupyter shows this in the cell)."""
        return _export(self.value, "html") if self.drawable else None

    def _repr_svg_(self) -> str | None:
        """The table as `cutecalc --format svg` draws it."""
        return _export(self.value, "svg") if self.drawable else None

    def __rich__(self) -> Any:
        """Rich's protocol: the coloured table under the CuTe text, as `cutecalc --format table` shows it."""
        from rich.console import Console, Group

        from ..lang.highlight import highlight_tokens
        from ..render.figure import Budget, value_figure
        from ..render.terminal import TableView, cute_text
        if not self.drawable:
            return cute_text(repr(self), highlight=highlight_tokens)
        view = TableView(Console(file=io.StringIO()), highlight=highlight_tokens)
        fig = value_figure(self.value, Budget(), "offset")
        return Group(view.text(fig.title, "bold"), *(view.panel_renderable(p) for p in fig.panels))

    def interactive(self) -> Picture:
        """The interactive page (hover a cell for its coordinates, click to highlight what it shares)."""
        from ..render.html_page import html_fragment
        return Picture(PrintedText(html_fragment(self.value)), html=True)


class Picture(Value):
    """Text a function printed (print_layout's grid, print_latex's document), or an interactive HTML page."""

    __slots__ = ("html",)

    def __init__(self, v: Any, html: bool = False) -> None:
        if not isinstance(v, Printed):
            raise CuteTypeError(f"a Picture holds what a function printed (print_layout(...)), not a "
                                f"{type(v).__name__}")
        super().__init__(v)
        self.html = html

    @property
    def text(self) -> str:
        from ..lang.values import Picture as PictureValue
        from ..render.cute_text import picture_text
        v = self.value
        return picture_text(v) if isinstance(v, PictureValue) else str(v.text)

    def _repr_html_(self) -> str | None:
        if self.html:
            return self.text
        return super()._repr_html_()


class Layout(Value):
    """A layout Shape:Stride: from cutecalc text, from shape and stride, or from a pycute Layout.

    >>> Layout("(4,8):(8,1)")
    (4,8):(8,1)
    >>> Layout((4, 8), (8, 1)), Layout((4, 8), static=True), Layout(8)
    ((4,8):(8,1), (_4,_8):(_1,_4), 8:_1)
    >>> Layout("(4,8):(8,1)").shape, Layout("(4,8):(8,1)")(5)
    ((4,8), 9)
    """

    __slots__ = ()

    def __init__(self, shape: Any, stride: Any = None, *, static: bool = False) -> None:
        if isinstance(shape, str) and stride is None:
            v = evaluate(shape, static=static).value
        elif isinstance(shape, Value) and stride is None and not isinstance(shape, Picture):
            v = shape.value
        elif isinstance(shape, (AlgebraLayout, AlgebraComposed)) and stride is None:
            v = shape
        elif _is_pycute_layout(shape) and stride is None:
            v = Layout.from_pycute(shape, static=static).value
        else:   # made as the language makes it: extents positive, integers in range, strides congruent
            args = {"shape_": shape} if stride is None else {"shape_": shape, "stride_": stride}
            v = evaluate(f"make_layout({', '.join(args)})", static=static, **args).value
        if not isinstance(v, (AlgebraLayout, AlgebraComposed)):
            raise CuteTypeError(f"{cute_str(v)} is not a layout")
        super().__init__(v)

    @property
    def shape(self) -> Value:
        return Value(domain_layout(self.value).shape)

    @property
    def stride(self) -> Value:
        return Value(domain_layout(self.value).stride)

    def __call__(self, *coord: Any) -> Value:
        """The offset of a coordinate (`None` or `"_"` slices, as CuTe's `_`)."""
        names = [f"arg{i}" for i in range(len(coord))]
        return evaluate(f"self_({', '.join(names)})", self_=self, **dict(builtins.zip(names, coord)))

    def to_pycute(self) -> Any:
        """The same layout as a pycute value (plain ints: pycute knows no static integers): a pycute Layout, or
        for a swizzled layout pycute's ComposedLayout of its Swizzle (pycute names the outer function layoutB).

        >>> Layout("(_4,8):(8,_1)").to_pycute()
        Layout((4, 8),(8, 1))
        >>> Layout("Sw<3,4,3> o _0 o (8,64):(64,1)").to_pycute()
        ComposedLayout(Swizzle(3,4,3),0,Layout((8, 64),(64, 1)))
        """
        return _to_pycute(self.value, self.value)

    @classmethod
    def from_pycute(cls, layout: Any, static: bool = False) -> Layout:
        """A pycute Layout or ComposedLayout as a cutecalc one, its integers dynamic (static with static=True).

        >>> import pycute
        >>> Layout.from_pycute(pycute.Layout((4, 8), (8, 1))), Layout.from_pycute(pycute.Layout(8), static=True)
        ((4,8):(8,1), _8:_1)
        >>> Layout.from_pycute(pycute.ComposedLayout(pycute.Swizzle(3, 4, 3), 0, pycute.Layout((8, 64), (64, 1))))
        Sw<3,4,3> o 0 o (8,64):(64,1)
        """
        return cls(_from_pycute(layout, static))


def _to_pycute(v: Any, whole: Any) -> Any:
    """`v` (a part of the layout `whole`) as pycute's value; CuteTypeError for what pycute cannot evaluate."""
    import pycute  # type: ignore[import-untyped]
    if isinstance(v, AlgebraSwizzle):
        return pycute.Swizzle(v.bits, v.base, v.shift)
    if isinstance(v, AlgebraComposed):
        if not is_integer(v.offset):
            raise CuteTypeError(f"{cute_str(whole)}: pycute's composed layouts take an integer offset, not "
                                f"{cute_str(v.offset)}")
        return pycute.ComposedLayout(_to_pycute(v.layout_a, whole), value(v.offset), _to_pycute(v.layout_b, whole))
    if not all(is_integer(d) for d in it.flatten_to_tuple(v.stride)):
        # an identity layout's strides are basis elements (1@0, 1@1): its values are coordinates, which pycute's
        # integer strides cannot give
        raise CuteTypeError(f"{cute_str(whole)}: pycute's strides are integers; a layout whose strides are basis "
                            "elements (an identity layout's, E<i>) has coordinates for values, which pycute cannot "
                            "evaluate")
    return pycute.Layout(_plain(v.shape), _plain(v.stride))


def _from_pycute(x: Any, static: bool) -> Any:
    """pycute's Layout, Swizzle or ComposedLayout (layoutB o offset o layoutA) as the algebra's value."""
    kind = type(x).__name__
    if kind == "Swizzle":
        return AlgebraSwizzle(x.bits, x.base, x.shift)
    if kind == "ComposedLayout":
        offset = to_algebra(x.offset, static)
        if not is_integer(offset):
            raise CuteTypeError(f"a pycute ComposedLayout's offset is an integer, not {x.offset!r}")
        return make_composed(_from_pycute(x.layoutB, static), offset, _from_pycute(x.layoutA, static))
    return AlgebraLayout(to_algebra(x.shape, static), to_algebra(x.stride, static))


def _is_pycute_layout(x: Any) -> bool:
    """A pycute Layout or ComposedLayout (a swizzle alone is no layout)."""
    return type(x).__name__ in ("Layout", "ComposedLayout") and type(x).__module__.startswith("pycute")


def _plain(t: Any) -> Any:
    return tuple(_plain(e) for e in t) if isinstance(t, tuple) else value(t)


def to_algebra(x: Any, static: bool = False) -> Any:
    """A Python argument as an algebra value: ints (and what converts as one, such as numpy's integers) dynamic,
    static with static=True; None as `_`; tuples and lists as tuples; text parsed.  CuteTypeError for anything
    else (bytes, floats, a tuple nested deeper than the language allows or holding itself), CuteOverflowError
    for an integer beyond 64 bits, CuteDomainError for a value beyond cutecalc's size limit."""
    return check_size(_converted(x, static, 0, set()))


def _converted(x: Any, static: bool, depth: int, active: set[int]) -> Any:
    if isinstance(x, Picture):
        raise CuteTypeError("a Picture (what a function printed: C++'s print functions return void) is no value to "
                            "compute with")
    if isinstance(x, Value):
        return x.value
    if isinstance(x, str):
        return evaluate(x, static=static).value
    if isinstance(x, bool):
        raise CuteTypeError("a bool is not a CuTe integer")
    if isinstance(x, StaticInt):
        return x
    if x is None:
        return UNDERSCORE
    if isinstance(x, (tuple, list)):
        if id(x) in active:
            raise CuteTypeError("a tuple that holds itself is no CuTe value")
        if depth >= MAX_DEPTH:
            raise CuteTypeError(f"a tuple nested deeper than {MAX_DEPTH} is no CuTe value (the language's limit)")
        active.add(id(x))
        try:
            return tuple(_converted(e, static, depth + 1, active) for e in x)
        finally:
            active.discard(id(x))
    if _is_pycute_layout(x):
        return Layout.from_pycute(x, static).value
    if _ALGEBRA_VALUES and isinstance(x, _ALGEBRA_VALUES):
        return x
    try:
        n = operator.index(x)     # int, numpy's integers, anything that is an integer
    except TypeError:
        raise CuteTypeError(f"a {type(x).__name__} is no CuTe value (give ints, tuples, None for _, layouts or "
                            "cutecalc text)") from None
    check_range(n)
    return StaticInt(n) if static else n


def S(n: Any) -> StaticInt:
    """CuTe's static integer Int<n>{} (printed _n) of an integer n (numpy's integers too).

    >>> S(4), Layout((S(4), 8))
    (_4, (_4,8):(_1,_4))
    """
    if isinstance(n, Value):
        n = to_algebra(n)   # (a Picture is refused)
        n = value(n) if is_integer(n) else n
    if isinstance(n, StaticInt):
        return n
    if isinstance(n, bool) or not hasattr(n, "__index__"):
        raise CuteTypeError(f"S takes an integer, got a {type(n).__name__}")
    return StaticInt(check_range(operator.index(n)))


def _is_language_value(v: Any, depth: int) -> bool:
    """Whether `v` is a value of the language already (what its functions return), not a Python value."""
    if isinstance(v, tuple):
        return depth < MAX_DEPTH and all(_is_language_value(e, depth + 1) for e in v)
    return (isinstance(v, (int, StaticInt, Underscore, Printed, *_ALGEBRA_VALUES))
            or callable(getattr(v, "cute_str", None)))


def _algebra_values() -> tuple[type, ...]:
    """The algebra's own values, passed through as they are (a Layout, a Swizzle, a basis element, ...)."""
    from ..algebra.swizzle import ComposedLayout, SmemPtrFlag, Swizzle
    from ..algebra.tiled import TiledMMA
    return (AlgebraLayout, ComposedLayout, Swizzle, SmemPtrFlag, ScaledBasis, TiledMMA)


_ALGEBRA_VALUES: tuple[type, ...] = _algebra_values()


def wrap(v: Any) -> Value:
    if isinstance(v, Printed):
        return Picture(v)
    from ..algebra.swizzle import ComposedLayout
    if isinstance(v, (AlgebraLayout, ComposedLayout)):
        return Layout(v)
    return Value(v)


def evaluate(source: str, static: bool = False, **variables: Any) -> Value:
    """The value of the last statement of cutecalc `source`, with `variables` bound (Python values or text).

    >>> evaluate("a = 24:2; logical_divide(a, 4:2)")
    (4,(2,3)):(4,(2,16))
    >>> evaluate("complement(L, 24)", L=Layout("4:2"))
    (2,3):(_1,8)
    >>> evaluate("size(4:2)", static=True)
    _4
    """
    if not isinstance(source, str):
        raise CuteTypeError(f"evaluate takes cutecalc text (a str), got a {type(source).__name__}")
    session = Session(static)
    for name, x in variables.items():
        session.env[name] = to_algebra(x, static)
    result: Any = None
    for out in session.run(source):
        if out.error is not None:
            raise out.error
        if out.has_value:
            result = out.value
    if result is None:
        raise CuteError("the source has no statement with a value")
    return wrap(result)


def _export(v: Any, fmt: str) -> str:
    from ..outcome import Outcome
    from ..render.writers import TableWriter
    buf = io.StringIO()
    writer = TableWriter(buf, export=fmt, fragment=True)
    writer.value(Outcome(0, 0, "", value=v, has_value=True))
    writer.finish()
    return buf.getvalue()


# -- the function table as Python functions ----------------------------------------------------------

def _python_example(example: str) -> str | None:
    """The worked example of the function table as a doctest: `size((4,(2,3)):(1,(4,8)))  ->  24` becomes
    `>>> size("(4,(2,3)):(1,(4,8))")` and `24`; None when the example shows a picture."""
    if "  ->  " not in example:
        return None
    given, result = (p.strip() for p in example.split("  ->  "))
    if result.startswith("(the grid)"):
        return None
    (stmt,) = parse_statements(given)
    call = getattr(stmt, "value", None)
    if not isinstance(call, ast.Call):
        return None

    def text(n: Any) -> str:
        return given[n.pos.col - 1:n.pos.end_col - 1]
    args = [repr(text(a)) for a in call.args]
    if call.targs:
        targs = [str(t.value) if isinstance(t, ast.Int) and not t.static else repr(text(t)) for t in call.targs]
        args.append("targs=(" + ", ".join(targs) + ("," if len(targs) == 1 else "") + ")")
    return f">>> {call.name}({', '.join(args)})\n{result}"


def _make_function(name: str) -> Any:
    spec = FUNCTIONS[name]

    def function(*args: Any, targs: tuple = ()) -> Value:
        names = [f"arg{i}" for i in range(len(args))]
        t = "<" + ", ".join(str(x) if isinstance(x, int) else str(x) for x in targs) + ">" if targs else ""
        return evaluate(f"{name}{t}({', '.join(names)})", **dict(builtins.zip(names, args)))

    function.__name__ = function.__qualname__ = name
    example = _python_example(spec.example)
    doc = f"{spec.signature}\n\n{spec.summary}\n"
    if example:
        doc += f"\n{example}\n"
    else:
        doc += f"\nExample (cutecalc text): {spec.example}\n"
    function.__doc__ = doc
    return function


# (The functions below shadow Python's zip, filter and slice in this module: code above uses builtins.zip.)
# print is Python's own; Python's int(v) already converts a Value (Value.__int__); Layout is the class above (C++'s
# Layout<Shape, Stride>{} type is no Python function).
NOT_EXPORTED = ("print", "int", "Layout")
FUNCTION_NAMES = tuple(n for n in FUNCTIONS if n not in NOT_EXPORTED)
for _name in FUNCTION_NAMES:
    globals()[_name] = _make_function(_name)
    if not hasattr(builtins, _name):     # `from cutecalc import *` leaves Python's filter, zip, slice alone
        __all__.append(_name)
