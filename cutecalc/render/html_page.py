"""The interactive HTML page (`--format html`): each picture's cells know their coordinates, self-contained.

Hovering a cell shows its coordinate three ways (the 1-D index into the layout's domain, the (row, column)
of the picture, the natural hierarchical coordinate), its offset, and for a thread/value picture its thread
and value.  Clicking a cell highlights every cell sharing its offset (or thread, value, row, column, sub-tile:
the "highlight" choice above each picture); clicking a row or column header highlights that mode's cells.
The page has no external resource: its style and script are inline, so it works offline and from a file.

Drawn from the same Figure and Grid models as the terminal and SVG pictures (render/figure.py, grid.py), with
the same colours (palette.py).
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from .figure import FULL, PICTURE_COLS, PICTURE_ROWS, Budget, Figure, FileTotal, figure_size, value_figure
from .grid import Grid, plain
from .palette import cell_rgb, hex_rgb, mode_key, text_rgb

_STYLE = """
.cc-page { font-family: ui-monospace, Menlo, 'DejaVu Sans Mono', monospace; font-size: 13px; color: #111; }
.cc-page h2 { font-size: 15px; margin: 18px 0 4px; }
.cc-page .cc-line { color: #555; margin: 2px 0; }
.cc-panels { display: flex; flex-wrap: wrap; gap: 28px; align-items: flex-start; }
.cc-panel h3 { font-size: 13px; margin: 8px 0 4px; }
.cc-info { min-height: 1.4em; margin: 4px 0; padding: 2px 6px; background: #f4f4f4; border-radius: 3px;
           white-space: pre; }
.cc-status { min-height: 1.2em; color: #a00; margin: 2px 0; }
.cc-controls { margin: 2px 0 6px; color: #444; }
.cc-controls label { margin-right: 10px; cursor: pointer; }
table.cc-grid { border-collapse: collapse; }
table.cc-grid td, table.cc-grid th { padding: 2px 7px; text-align: right; border: 1px solid #ddd; }
table.cc-grid th { background: #fafafa; color: #666; font-weight: normal; cursor: pointer; }
table.cc-grid th.cc-coord { color: #999; }
table.cc-grid td.cc-cell { cursor: pointer; }
table.cc-grid td.cc-gap, table.cc-grid th.cc-gap { color: #999; text-align: center; cursor: default; }
table.cc-grid .cc-l1 { border-left: 2px solid #888; } table.cc-grid .cc-l2 { border-left: 3px solid #444; }
table.cc-grid .cc-t1 { border-top: 2px solid #888; } table.cc-grid .cc-t2 { border-top: 3px solid #444; }
table.cc-grid td.cc-hover { outline: 2px solid #000; outline-offset: -2px; }
table.cc-grid.cc-active td.cc-cell:not(.cc-on) { opacity: 0.18; }
table.cc-grid td.cc-on { outline: 2px solid #d00; outline-offset: -2px; }
.cc-caption, .cc-footer { color: #666; font-style: italic; margin: 4px 0; }
.cc-steps { margin: 6px 0; }
"""

# Hover and click, for every grid of the page: cells carry data-* attributes, the script only reads them.
_SCRIPT = """
(function () {
  function text(c) {
    var d = c.dataset, parts = ['index ' + d.idx, '(row,col) (' + d.i + ',' + d.j + ')', 'natural ' + d.nat];
    if (d.off !== undefined) parts.push((d.kind === 'coord' ? 'coordinate ' : 'offset ') + d.off);
    if (d.t !== undefined) parts.push('thread ' + d.t, 'value ' + d.v);
    return parts.join('   ');
  }
  var NAMES = {off: 'offset', t: 'thread', v: 'value', i: 'row', j: 'column', tile: 'sub-tile'};
  document.querySelectorAll('.cc-panel').forEach(function (panel) {
    var table = panel.querySelector('table.cc-grid'), info = panel.querySelector('.cc-info'),
        status = panel.querySelector('.cc-status');
    if (!table) return;
    var cells = table.querySelectorAll('td.cc-cell'), current = null;
    function by() { var r = panel.querySelector('input[type=radio]:checked'); return r ? r.value : 'off'; }
    function highlight(attr, val) {
      if (current === attr + '=' + val) { attr = null; }
      current = attr ? attr + '=' + val : null;
      table.classList.toggle('cc-active', !!attr);
      var n = 0;
      cells.forEach(function (c) {
        var on = !!attr && c.dataset[attr] === val;
        c.classList.toggle('cc-on', on); n += on;
      });
      var count = ' (' + n + ' cell' + (n === 1 ? '' : 's') + ')';
      status.textContent = attr ? 'highlighted: ' + NAMES[attr] + ' ' + val + count : '';
    }
    cells.forEach(function (c) {
      c.addEventListener('mouseenter', function () { c.classList.add('cc-hover'); info.textContent = text(c); });
      c.addEventListener('mouseleave', function () { c.classList.remove('cc-hover'); });
      c.addEventListener('click', function () { var a = by(); highlight(a, c.dataset[a]); });
    });
    table.querySelectorAll('th[data-i]').forEach(function (h) {
      h.addEventListener('click', function () { highlight('i', h.dataset.i); });
    });
    table.querySelectorAll('th[data-j]').forEach(function (h) {
      h.addEventListener('click', function () { highlight('j', h.dataset.j); });
    });
    panel.querySelectorAll('input[type=radio]').forEach(function (r) {
      r.addEventListener('change', function () { highlight(null, null); });
    });
  });
})();
"""


def html_page(v: Any, color_by: str = "offset", full: bool = False, twin_text: str | None = None) -> str:
    """A self-contained page drawing value `v` (a layout, a swizzled layout, a print_tv picture, ...)."""
    budget = FULL if full else Budget(PICTURE_ROWS, PICTURE_COLS)
    return html_document([value_figure(v, budget, color_by, twin_text)])


def html_document(figures: Iterable[Figure], title: str = "cutecalc") -> str:
    """One page holding several figures (a script's values, or an --explain view), with its style and script."""
    body = "\n".join(figure_html(f, k) for k, f in enumerate(figures))
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{html.escape(title)}</title>\n<style>{_STYLE}</style>\n</head>\n"
            f"<body class=\"cc-page\">\n{body}\n<script>{_SCRIPT}</script>\n</body>\n</html>\n")


def html_fragment(v: Any, color_by: str = "offset", full: bool = False) -> str:
    """The page's content as one <div> with its style and script (for a notebook cell)."""
    budget = FULL if full else Budget(PICTURE_ROWS, PICTURE_COLS)
    return (f"<div class=\"cc-page\"><style>{_STYLE}</style>{figure_html(value_figure(v, budget, color_by), 0)}"
            f"<script>{_SCRIPT}</script></div>")


def figure_html(fig: Figure, number: int) -> str:
    out = [f"<section class=\"cc-figure\"><h2>{html.escape(fig.title)}</h2>"]
    out += [f"<div class=\"cc-line\">{html.escape(line)}</div>" for line in fig.lines]
    out.append("<div class=\"cc-panels\">")
    for k, p in enumerate(fig.panels):
        out.append("<div class=\"cc-panel\">")
        if p.heading:
            out.append(f"<h3>{html.escape(p.heading)}</h3>")
        if p.grid is not None:
            out.append(_controls(p.grid, f"cc-{number}-{k}"))
            out.append("<div class=\"cc-info\">hover a cell for its coordinates</div>")
            out.append("<div class=\"cc-status\"></div>")
            out.append(grid_html(p.grid, p.color_by))
            if p.grid.caption:
                out.append(f"<div class=\"cc-caption\">{html.escape(p.grid.caption)}</div>")
            if p.grid.elision:
                out.append(f"<div class=\"cc-caption\">{html.escape(p.grid.elision)}</div>")
        else:
            out.append(f"<pre>{html.escape(p.text or '')}</pre>")
        out.append("</div>")
    out.append("</div>")
    if fig.steps_heading:
        out.append(f"<h3>{html.escape(fig.steps_heading)}</h3>")
    if fig.steps:
        out.append("<div class=\"cc-steps\">")
        for st in fig.steps:
            pad = "&nbsp;" * (2 * st.depth)
            val = "" if st.value is None else f" = {html.escape(st.value)}"
            out.append(f"<div>{pad}{html.escape(st.text)}{val}</div>")
        out.append("</div>")
    out += [f"<div class=\"cc-footer\">{html.escape(line)}</div>" for line in fig.footer]
    out.append("</section>")
    return "\n".join(out)


def _controls(grid: Grid, name: str) -> str:
    choices = [("t", "thread"), ("v", "value")] if grid.kind == "tv" else [("off", grid.kind == "coord" and
                                                                              "coordinate" or "offset")]
    choices += [("i", "row"), ("j", "column"), ("tile", "sub-tile")]
    radios = "".join(f"<label><input type=\"radio\" name=\"{name}\" value=\"{a}\"{' checked' if k == 0 else ''}>"
                     f" {label}</label>" for k, (a, label) in enumerate(choices))
    return f"<div class=\"cc-controls\">click highlights the same: {radios}</div>"


def _attr(s: str) -> str:
    return html.escape(s, quote=True)


def grid_html(grid: Grid, color_by: str = "offset") -> str:
    """The table of one grid: a header row of column indices (and their natural coordinates), then rows."""
    rows, cols = grid.rows, grid.cols
    rank3 = (grid.caption or "").startswith("rank ")
    out = ["<table class=\"cc-grid\">", "<tr><th></th>" + ("<th></th>" if rows.hierarchical else "")]
    for j in cols.shown:
        out.append("<th class=\"cc-gap\">…</th>" if j is None else
                   f"<th data-j=\"{j}\"{_left(cols, j)}>{j}</th>")
    out.append("</tr>")
    if cols.hierarchical:
        out.append("<tr><th></th>" + ("<th></th>" if rows.hierarchical else ""))
        for j in cols.shown:
            if j is None:
                out.append("<th class=\"cc-gap\"></th>")
                continue
            cls = " ".join(c for c in ("cc-coord", _rule(cols, j, "l")) if c)
            out.append(f"<th class=\"{cls}\" data-j=\"{j}\">{html.escape(plain(cols.coord(j)))}</th>")
        out.append("</tr>")
    for i in rows.shown:
        if i is None:
            span = len(cols.shown) + (2 if rows.hierarchical else 1)
            out.append(f"<tr><td class=\"cc-gap\" colspan=\"{span}\">…</td></tr>")
            continue
        top = _top(rows, i)
        out.append("<tr>")
        if grid.row_mode:
            out.append(f"<th data-i=\"{i}\"{top}>{i}</th>")
            if rows.hierarchical:
                cls = " ".join(c for c in ("cc-coord", _rule(rows, i, "t")) if c)
                out.append(f"<th class=\"{cls}\" data-i=\"{i}\">{html.escape(plain(rows.coord(i)))}</th>")
        else:
            out.append("<th></th>")
        for j in cols.shown:
            if j is None:
                out.append("<td class=\"cc-gap\">…</td>")
                continue
            out.append(_cell(grid, i, j, color_by, rank3))
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def _cell(grid: Grid, i: int, j: int, color_by: str, rank3: bool) -> str:
    rows, cols = grid.rows, grid.cols
    cell = grid.cell(i, j)
    index = i + j * rows.extent if grid.row_mode else j
    rc, cc = rows.coord(i), cols.coord(j)
    if not grid.row_mode:
        natural = plain(cc)
    elif rank3 and isinstance(cc, tuple):
        natural = plain((rc, *cc))
    else:
        natural = plain((rc, cc))
    data = {"idx": str(index), "i": str(i), "j": str(j), "nat": natural, "kind": grid.kind,
            "tile": str(mode_key(grid, i, j))}
    classes = " ".join(c for c in ("cc-cell", _rule(rows, i, "t"), _rule(cols, j, "l")) if c)
    style = ""
    text = ""
    if cell is not None:
        text = cell.text
        if grid.kind == "tv":
            t, v = cell.value
            data.update(t=str(t), v=str(v))
        else:
            data["off"] = plain(cell.value)
        rgb = cell_rgb(grid, i, j, cell, color_by)
        if rgb is not None:
            style = f" style=\"background:{hex_rgb(rgb)};color:{hex_rgb(text_rgb(rgb))}\""
    attrs = "".join(f" data-{k}=\"{_attr(v)}\"" for k, v in data.items())
    tip = f"index {index}, (row,col) ({i},{j}), natural {natural}"
    if cell is not None:
        tip += f", thread {data['t']} value {data['v']}" if grid.kind == "tv" else f", offset {data['off']}"
    return f"<td class=\"{classes}\"{attrs} title=\"{_attr(tip)}\"{style}>{html.escape(text)}</td>"


def _rule(axis, k: int, side: str) -> str:
    """The class of a sub-tile rule before index k of an axis ("cc-l1", "cc-t2", ...), or ""."""
    level = axis.boundary(k) if k > 0 else 0
    return f"cc-{side}{min(level, 2)}" if level else ""


def _left(axis, j: int) -> str:
    rule = _rule(axis, j, "l")
    return f" class=\"{rule}\"" if rule else ""


def _top(axis, i: int) -> str:
    rule = _rule(axis, i, "t")
    return f" class=\"{rule}\"" if rule else ""


class HtmlPageWriter:
    """`--format html`: collects each statement's figure and writes one interactive page at the end.

    The same interface as render/writers.py's writers (value, error, finish), so make_writer can return it.
    """

    shows_twin = True
    writes_errors = False
    takes_prints = False
    draws_document = True

    def __init__(self, out, color_by: str = "offset", full: bool = False) -> None:
        self.out = out
        self.color_by = color_by
        self.budget = FULL if full else Budget(PICTURE_ROWS, PICTURE_COLS)
        self.figures: list[Figure] = []
        self.total = FileTotal()

    def value(self, outcome) -> None:
        explanation = getattr(outcome, "explanation", None)
        if explanation is not None:
            from .figure import explain_figure
            fig = explain_figure(explanation, self.budget, self.color_by)
        else:
            fig = value_figure(outcome.value, self.budget, self.color_by, getattr(outcome, "twin_text", None))
        self.total.admit(figure_size(fig))
        self.figures.append(fig)

    def error(self, outcome) -> None:
        pass

    def finish(self) -> None:
        self.out.write(html_document(self.figures))
        self.out.flush()
