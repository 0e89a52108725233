"""CuTe's print_latex of a TiledMMA (C, A and B side by side) and of a TiledCopy (S beside D), byte for byte
(cute/util/print_latex.hpp).  The cells come from cutecalc.algebra.tiled's model (first owner of each
coordinate); this module only writes them as TikZ.

    TiledMMA:  C at (m, n); A at (m, k-K-1) left of C; B at (k-K-1, n) above C
    TiledCopy: S at (m, n); D at (m, n+N+3) to the right of S
"""

from __future__ import annotations

from ..algebra.integers import value
from ..algebra.printing import cute_str
from ..algebra.tiled import TiledCopy, TiledMMA, copy_tv_tensors, first_owners, mma_tv_tensors
from .latex import _FOOTER, _HEADER, _TV


def _node(t: int, v: int, x: int, y: int) -> str:
    return f"\\node[fill={_TV[t % 8]}] at ({x},{y}) {{\\shortstack{{T{t} \\\\ V{v}}}}};\n"


def _grid(x0: int, y0: int, x1: int, y1: int) -> str:
    return f"\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] ({x0},{y0}) grid ({x1},{y1});\n\n"


def _label(x: int, y: int, text: int) -> str:
    return f"\\node at ({x},{y}) {{\\Large{{\\texttt{{{text}}}}}}};\n"


def print_latex_mma_text(mma: TiledMMA) -> str:
    tile, (c, a, b) = mma_tv_tensors(mma)
    m_ext, n_ext, k_ext = (value(x) for x in tile)
    out = [f"% LayoutC: {cute_str(c)}\n", f"% LayoutA: {cute_str(a)}\n", f"% LayoutB: {cute_str(b)}\n", _HEADER]
    out += [_node(t, v, m, n) for t, v, (m, n) in first_owners(c)]
    out.append(_grid(0, 0, m_ext, n_ext))
    out += [_node(t, v, m, k - k_ext - 1) for t, v, (m, k) in first_owners(a)]
    out.append(_grid(0, -k_ext - 1, m_ext, -1))
    out += [_label(m, -1 - k_ext - 1, m) for m in range(m_ext)]
    out += [_label(-1, k - k_ext - 1, k) for k in range(k_ext)]
    out += [_node(t, v, k - k_ext - 1, n) for t, v, (n, k) in first_owners(b)]
    out.append(_grid(-k_ext - 1, 0, -1, n_ext))
    out += [_label(-1 - k_ext - 1, n, n) for n in range(n_ext)]
    out += [_label(k - k_ext - 1, -1, k) for k in range(k_ext)]
    out.append(_FOOTER)
    return "".join(out)


def print_latex_copy_text(copy: TiledCopy) -> str:
    tile, (s, d) = copy_tv_tensors(copy)
    m_ext, n_ext = (value(x) for x in tile)
    out = [f"% Layout S TV: {cute_str(s)}\n", f"% Layout D TV: {cute_str(d)}\n", _HEADER]
    out += [_node(t, v, m, n) for t, v, (m, n) in first_owners(s)]
    out.append(_grid(0, 0, m_ext, n_ext))
    out += [_label(m, -1, m) for m in range(m_ext)]
    out += [_label(-1, n, n) for n in range(n_ext)]
    out += [_node(t, v, m, n + n_ext + 3) for t, v, (m, n) in first_owners(d)]
    out.append(_grid(0, n_ext + 3, m_ext, n_ext + n_ext + 3))
    out += [_label(m, n_ext + n_ext + 3, m) for m in range(m_ext)]
    out += [_label(-1, n + n_ext + 3, n) for n in range(n_ext)]
    out.append(_FOOTER)
    return "".join(out)
