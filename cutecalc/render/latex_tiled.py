"""CuTe's print_latex of a TiledMMA (C, A and B side by side) and of a TiledCopy (S beside D), byte for byte
(cute/util/print_latex.hpp).  The cells come from cutecalc.algebra.owners (the first owner of each cell, in
one walk over distinct thread and value offsets); this module only writes them as TikZ.

    TiledMMA:  C at (m, n); A at (m, k-K-1) left of C; B at (k-K-1, n) above C
    TiledCopy: S at (m, n); D at (m, n+N+3) to the right of S
"""

from __future__ import annotations

from ..algebra.integers import value
from ..algebra.owners import Owners, tv_owners
from ..algebra.printing import cute_str
from ..algebra.swizzle import domain_layout
from ..algebra.tensor import Tensor
from ..algebra.tiled import TiledCopy, TiledMMA, copy_tv_tensors, mma_tv_tensors
from .latex import _FOOTER, _HEADER, tv_nodes


def _owners(tv: Tensor, extents: tuple[int, int], filled: tuple[int, int, int]) -> Owners:
    return tv_owners(domain_layout(tv.layout), extents, tv.origin, filled)   # (a coordinate tensor's plain layout)


def _grid(x0: int, y0: int, x1: int, y1: int) -> str:
    return f"\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] ({x0},{y0}) grid ({x1},{y1});\n\n"


def _label(x: int, y: int, text: int) -> str:
    return f"\\node at ({x},{y}) {{\\Large{{\\texttt{{{text}}}}}}};\n"


def print_latex_mma_text(mma: TiledMMA) -> str:
    tile, (c, a, b) = mma_tv_tensors(mma)
    m_ext, n_ext, k_ext = (value(x) for x in tile)
    out = [f"% LayoutC: {cute_str(c)}\n", f"% LayoutA: {cute_str(a)}\n", f"% LayoutB: {cute_str(b)}\n", _HEADER]
    # CuTe's walk keeps one table `filled` of shape (M,N,K): C's (m,n) is its (m,n,0), A's (m,k) its (m,0,k), B's
    # (n,k) its (0,n,k).  A cell outside the panel whose entry is in the table is drawn where it lies.
    size, mn = m_ext * n_ext * k_ext, m_ext * n_ext
    out += tv_nodes(_owners(c, (m_ext, n_ext), (1, m_ext, size)))
    out.append(_grid(0, 0, m_ext, n_ext))
    out += tv_nodes(_owners(a, (m_ext, k_ext), (1, mn, size)), 0, -k_ext - 1)
    out.append(_grid(0, -k_ext - 1, m_ext, -1))
    out += [_label(m, -1 - k_ext - 1, m) for m in range(m_ext)]
    out += [_label(-1, k - k_ext - 1, k) for k in range(k_ext)]
    out += tv_nodes(_owners(b, (n_ext, k_ext), (m_ext, mn, size)), -k_ext - 1, 0, swap=True)
    out.append(_grid(-k_ext - 1, 0, -1, n_ext))
    out += [_label(-1 - k_ext - 1, n, n) for n in range(n_ext)]
    out += [_label(k - k_ext - 1, -1, k) for k in range(k_ext)]
    out.append(_FOOTER)
    return "".join(out)


def print_latex_copy_text(copy: TiledCopy) -> str:
    tile, (s, d) = copy_tv_tensors(copy)
    m_ext, n_ext = (value(x) for x in tile)
    out = [f"% Layout S TV: {cute_str(s)}\n", f"% Layout D TV: {cute_str(d)}\n", _HEADER]
    filled = (1, m_ext, m_ext * n_ext)   # CuTe's table of the cells drawn, (M,N)
    out += tv_nodes(_owners(s, (m_ext, n_ext), filled))
    out.append(_grid(0, 0, m_ext, n_ext))
    out += [_label(m, -1, m) for m in range(m_ext)]
    out += [_label(-1, n, n) for n in range(n_ext)]
    out += tv_nodes(_owners(d, (m_ext, n_ext), filled), 0, n_ext + 3)
    out.append(_grid(0, n_ext + 3, m_ext, n_ext + n_ext + 3))
    out += [_label(m, n_ext + n_ext + 3, m) for m in range(m_ext)]
    out += [_label(-1, n + n_ext + 3, n) for n in range(n_ext)]
    out.append(_FOOTER)
    return "".join(out)
