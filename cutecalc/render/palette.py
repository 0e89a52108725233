"""Cell colours, shared by the terminal, SVG and HTML pictures.

By value: equal offsets get equal colours, and consecutive offsets get far-apart hues (the hue steps by
the golden ratio), so a repeated offset (aliasing, a stride-0 mode) stands out wherever it is.  The colours
are a cue beside the numbers each cell shows, not a key: equal offsets always share a colour, distinct ones
come round to near colours after a few hundred in 24-bit colour (the eight-bit palette of a 256-colour
terminal holds about 28 of them), which is as far as a hue can be told apart anyway.
By mode: each innermost sub-tile gets its own colour.  Thread/value pictures use CuTe's eight TV colours
(TikzColor_TV / SVGColor_TV in cute/util/print_latex.hpp), by thread.
"""

from __future__ import annotations

import colorsys

from .grid import Cell, Grid

RGB = tuple[int, int, int]

_GOLDEN = 0.6180339887498949

# CuTe's TikzColor_TV, indexed by thread id % 8.
TV_RGB: tuple[RGB, ...] = ((175, 175, 255), (175, 255, 175), (255, 255, 175), (255, 175, 175),
                           (210, 210, 255), (210, 255, 210), (255, 255, 210), (255, 210, 210))


def categorical(k: int) -> RGB:
    """A light colour for category k; neighbours k, k+1 differ strongly in hue."""
    hue = (0.02 + k * _GOLDEN) % 1.0
    light = (0.80, 0.70, 0.86)[(k // 7) % 3]  # a second cue once hues start to come round again
    r, g, b = colorsys.hls_to_rgb(hue, light, 0.75)
    return round(r * 255), round(g * 255), round(b * 255)


def _key_index(key) -> int:
    if isinstance(key, int):
        return key
    import zlib  # (a key that is not an offset: not on a layout's way)
    return zlib.crc32(str(key).encode())


def cell_rgb(grid: Grid, i: int, j: int, cell: Cell | None, color_by: str) -> RGB | None:
    """The background of cell (i, j), or None for no colour."""
    if cell is None or color_by == "none":
        return None
    if grid.kind == "tv":
        return TV_RGB[cell.key % 8]
    if color_by == "mode":
        return categorical(mode_key(grid, i, j))
    return categorical(_key_index(cell.key))


def mode_key(grid: Grid, i: int, j: int) -> int:
    """The sub-tile of cell (i, j), numbered; with no sub-tiles on either axis, its column."""
    rows, cols = grid.rows, grid.cols
    row_tiled, col_tiled = len(rows.tiles) > 1, len(cols.tiles) > 1
    if not (row_tiled or col_tiled):
        return j
    across = cols.extent // cols.tiles[0] if col_tiled and cols.tiles[0] else 1
    row_block = rows.block(i) if row_tiled else 0
    col_block = cols.block(j) if col_tiled else 0
    return row_block * across + col_block


def text_rgb(bg: RGB) -> RGB:
    """Black or white, whichever reads better on bg."""
    r, g, b = bg
    return (0, 0, 0) if 0.299 * r + 0.587 * g + 0.114 * b > 140 else (255, 255, 255)


def hex_rgb(rgb: RGB) -> str:
    """`#rrggbb`, as HTML and SVG write a colour."""
    return "#{:02x}{:02x}{:02x}".format(*rgb)
