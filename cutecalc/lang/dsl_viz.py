"""The CuTe DSL's own TikZ pictures, cute.viz.print_latex(L) and cute.viz.print_latex_tv(tv_layout, tile_mn), as
the text the DSL 4.8.1 prints for them (its markup and colours are not CuTe C++'s print_latex): a standalone LaTeX
document whose first line is the DSL's `%% Layout: {} L` (its literal `{}` included).

    VIZ[name](args, kwargs) -> the text (lines joined by newlines, no final newline)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..algebra import inttuple as it
from ..algebra import layout as lo
from ..algebra.integers import S, is_integer, value
from ..algebra.inttuple import is_static
from ..algebra.layout import Layout
from ..algebra.printing import dsl_str
from ..errors import CuteDomainError, CuteTypeError

_GREYS = (0, 40, 20, 60, 10, 50, 30, 70)   # the DSL's tikz_color_bwx8: black!NN by offset mod 8
_PASTELS = ("175;green,175;blue,255", "175;green,255;blue,175", "255;green,255;blue,175", "255;green,175;blue,175",
            "210;green,210;blue,255", "210;green,255;blue,210", "255;green,255;blue,210", "255;green,210;blue,210")
_PICTURE = ("\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, "
            "outer sep=0pt}]")
_DOCUMENT = ("\\documentclass[convert]{standalone}", "\\usepackage{tikz}", "\\begin{document}")


def _static_layout(x: Any, fn: str, what: str) -> Layout:
    if not isinstance(x, Layout):
        raise CuteTypeError(f"cute.viz.{fn}: {what} must be a Layout, got {dsl_str(x)}")
    if not is_static(x.shape) or not is_static(x.stride):
        raise CuteDomainError(f"cute.viz.{fn}: requires a static {what}")
    return x


def _int(x: Any) -> int:
    if not is_integer(x):
        raise CuteDomainError(f"cute.viz: expected an integer, got {dsl_str(x)}")
    return value(x)


def _axes(lines: list[str], m_count: int, n_count: int) -> None:
    """The grid and its row and column numbers, then the document's end."""
    lines.append(f"\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] (0,0) grid ({m_count},{n_count});\n\n")
    lines += [f"\\node at ({m},-1) {{\\Large{{\\texttt{{{m}}}}}}};\n" for m in range(m_count)]
    lines += [f"\\node at (-1,{n}) {{\\Large{{\\texttt{{{n}}}}}}};\n" for n in range(n_count)]
    lines += ["\\end{tikzpicture}", "\\end{document}"]


def print_latex(args: list, kwargs: dict) -> str:
    """cute.viz.print_latex(L): each cell (m,n) of a rank-2 layout holds L(m,n), greyed by it mod 8."""
    if len(args) != 1 or kwargs:
        raise CuteTypeError("cute.viz.print_latex takes one layout (cutecalc models no color= function)")
    layout = _static_layout(args[0], "print_latex", "layout")
    if value(lo.rank(layout)) > 2:
        raise CuteDomainError("cute.viz.print_latex: requires rank <= 2 to print")
    if value(lo.rank(layout)) == 1:   # the DSL appends 1:0, then unpacks the shape it was given as (M, N)
        raise CuteDomainError("cute.viz.print_latex: the CuTe DSL 4.8.1 fails on a rank-1 layout (cannot unpack "
                              "non-iterable int object); append a mode, cute.append(L, cute.make_layout(1, stride=0))")
    m_count, n_count = (_int(x) for x in it.product_each(layout.shape))
    lines = ["%% Layout: {} " + dsl_str(layout), *_DOCUMENT, _PICTURE]
    for m in range(m_count):
        for n in range(n_count):
            idx = _int(lo.crd2idx((S(m), S(n)), layout))
            lines += ["\\node[fill=", f"black!{_GREYS[idx % 8]:02d}", f"] at ({m},{n}) {{{idx}}};\n"]
    _axes(lines, m_count, n_count)
    return "\n".join(lines)


def print_latex_tv(args: list, kwargs: dict) -> str:
    """cute.viz.print_latex_tv(layout_tv, tile_mn): each cell of the (M,N) tile shows the first thread T and value
    V that map to it, in the DSL's eight pastels by thread."""
    if len(args) != 2 or kwargs:
        raise CuteTypeError("cute.viz.print_latex_tv takes (layout_tv, tile_mn) (cutecalc models no color=, "
                            "palette=, title= or axis_labels=)")
    tv = _static_layout(args[0], "print_latex_tv", "layout_tv")
    if value(lo.rank(tv)) != 2:
        raise CuteDomainError("cute.viz.print_latex_tv: requires layout_tv to be rank 2")
    tile = args[1] if isinstance(args[1], Layout) else lo.make_layout(args[1]) if it.is_static(args[1]) else None
    if tile is None or not (isinstance(tile.shape, tuple) and len(tile.shape) == 2 and all(
            is_integer(x) for x in (*it.flatten_to_tuple(tile.shape), *it.flatten_to_tuple(tile.stride)))) or len(
            it.flatten_to_tuple(tile.shape)) != 2:
        raise CuteDomainError("cute.viz.print_latex_tv: tile_mn must be a static (M, N) shape or a flat rank-2 "
                              "layout")
    m_count, n_count = (_int(x) for x in it.flatten_to_tuple(tile.shape))
    dm, dn = (_int(x) for x in it.flatten_to_tuple(tile.stride))
    lines = ["%% Layout TV: {} " + dsl_str(tv), *_DOCUMENT, _PICTURE + "\n"]
    filled: set[tuple[int, int]] = set()
    for tid in range(_int(lo.size(tv, 0))):
        for vid in range(_int(lo.size(tv, 1))):
            idx = _int(lo.crd2idx((S(tid), S(vid)), tv))
            cell = ((idx // dm) % m_count, (idx // dn) % n_count)
            if cell in filled:
                continue
            filled.add(cell)
            m, n = cell
            lines.append(f"\\path[fill={{rgb,255:red,{_PASTELS[tid % 8]}}}] ({m - 0.5:g},{n - 0.5:g}) rectangle "
                         f"({m + 0.5:g},{n + 0.5:g});\n")
            lines.append(f"\\node at ({m},{n}) {{\\shortstack{{T{tid} \\\\ V{vid}}}}};\n")
    _axes(lines, m_count, n_count)
    return "\n".join(lines)


VIZ: dict[str, Callable[[list, dict], str]] = {"print_latex": print_latex, "print_latex_tv": print_latex_tv}
