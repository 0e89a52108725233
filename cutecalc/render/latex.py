"""CuTe's print_latex and print_latex_tv (cute/util/print_latex.hpp), byte for byte: a standalone TikZ picture.

    print_latex(L)            rank(L) <= 2; L is drawn as append<2>(L, _1:_0) (a rank-1 layout is a column),
                              cell (m,n) holds L(m,n), filled with TikzColor_BWx8 (eight greys by offset % 8)
    print_latex_tv(TV, tile)  TV maps (t,v) to a coordinate (m,n) of the tile (M,N); each cell shows its first
                              owner "T t \\ V v", filled with TikzColor_TV (eight pastels by thread % 8)

TikZ's axes are turned (x points down, y right) so that (m,n) reads as row m, column n.
"""

from __future__ import annotations

from ..algebra import inttuple as it
from ..algebra.integers import value
from ..algebra.owners import Owners, tv_owners
from ..algebra.printing import check_picture_cells, cute_str
from ..errors import CuteDomainError
from .grid import layout_grid

_BW_X8 = ("black!00", "black!40", "black!20", "black!60", "black!10", "black!50", "black!30", "black!70")
_TV = ("{rgb,255:red,175;green,175;blue,255}", "{rgb,255:red,175;green,255;blue,175}",
       "{rgb,255:red,255;green,255;blue,175}", "{rgb,255:red,255;green,175;blue,175}",
       "{rgb,255:red,210;green,210;blue,255}", "{rgb,255:red,210;green,255;blue,210}",
       "{rgb,255:red,255;green,255;blue,210}", "{rgb,255:red,255;green,210;blue,210}")

_HEADER = ("\\documentclass[convert]{standalone}\n"
           "\\usepackage{tikz}\n\n"
           "\\begin{document}\n"
           "\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, "
           "outer sep=0pt}]\n\n")
_FOOTER = "\\end{tikzpicture}\n\\end{document}\n"


def _labels(rows: int, cols: int) -> list[str]:
    out = [f"\\node at ({m},-1) {{\\Large{{\\texttt{{{m}}}}}}};\n" for m in range(rows)]
    out += [f"\\node at (-1,{n}) {{\\Large{{\\texttt{{{n}}}}}}};\n" for n in range(cols)]
    return out


def print_latex_text(layout) -> str:
    """What print_latex writes for the picture of `layout`, already append<2>(L, _1:_0) as CuTe draws it
    (lang.functions makes the picture)."""
    grid = layout_grid(layout)
    rows, cols = grid.rows.extent, grid.cols.extent
    out = [f"% Layout: {cute_str(layout)}\n", _HEADER]
    for m in range(rows):
        for n in range(cols):
            cell = grid.cell(m, n)
            idx = cell.value if cell is not None else 0
            if idx < 0:
                raise CuteDomainError(f"print_latex: offset {idx} at ({m},{n}) is negative, and CuTe's colour "
                                      "map would be read out of bounds")
            out.append(f"\\node[fill={_BW_X8[idx % 8]}] at ({m},{n}) {{{_c_int(idx)}}};\n")
    out.append(f"\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] (0,0) grid ({rows},{cols});\n\n")
    out += _labels(rows, cols)
    out.append(_FOOTER)
    return "".join(out)


def print_latex_tv_text(layout_tv, tile) -> str:
    """What print_latex_tv writes for `layout_tv` (t,v) -> (m,n) over the tile (M,N) (lang.values.tv_picture
    gives an index-valued TV layout this form first, as CuTe's TiledCopy and TiledMMA do)."""
    m_ext, n_ext = (value(x) for x in it.product_each(tile))
    check_picture_cells("print_latex_tv", m_ext, n_ext)
    out = [f"% Layout TV: {cute_str(layout_tv)}\n", _HEADER]
    out += tv_nodes(tv_owners(layout_tv, tile, filled=(1, m_ext, m_ext * n_ext)))
    out.append(f"\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] (0,0) grid ({m_ext},{n_ext});\n\n")
    out += _labels(m_ext, n_ext)
    out.append(_FOOTER)
    return "".join(out)


def tv_nodes(owners: Owners, dm: int = 0, dn: int = 0, swap: bool = False) -> list[str]:
    """The node of each owned cell (m,n), drawn at (m+dm, n+dn) (at (n+dm, m+dn) when `swap`), in CuTe's loop
    order: for tid, for vid, the first owner of each cell printed when first met."""
    xs, ys = (owners.ns, owners.ms) if swap else (owners.ms, owners.ns)
    if not xs:
        return []
    # Each number written once (the cells repeat a few of them): a line joins strings, formatting none.
    fills = [f"\\node[fill={c}] at (" for c in _TV]
    threads = range(max(owners.threads) + 1)
    heads = [fills[t & 7] for t in threads]
    x_lo, y_lo = min(xs), min(ys)
    x_text = [str(x + dm) for x in range(x_lo, max(xs) + 1)]
    y_text = [str(y + dn) for y in range(y_lo, max(ys) + 1)]
    t_text = [f") {{\\shortstack{{T{t} \\\\ V" for t in threads]
    v_text = [f"{v}}}}};\n" for v in range(max(owners.values) + 1)]
    return [f"{heads[t]}{x_text[x - x_lo]},{y_text[y - y_lo]}{t_text[t]}{v_text[v]}"
            for t, v, x, y in zip(owners.threads, owners.values, xs, ys)]


def _c_int(x: int) -> str:
    """printf("%d", int(x)): CuTe narrows offsets to a 32-bit int."""
    x &= 0xFFFFFFFF
    return str(x - (1 << 32) if x >= 1 << 31 else x)


_LATEX_SPECIAL = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
                  "^": r"\textasciicircum{}", "_": r"\_", "%": r"\%", "~": r"\textasciitilde{}"}


def latex_text(text: str) -> str:
    """`text` as LaTeX typesets it literally: its special characters escaped (so `\\input`, `\\write18` are
    text, not commands), control characters written as escapes."""
    from .diagnostic import visible_text
    return "".join(_LATEX_SPECIAL.get(ch, ch) for ch in visible_text(text))
