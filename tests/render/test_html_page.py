"""The interactive page: each cell's coordinates (1-D, (row,col), natural), offset, thread and value, in the
page and in headless Chromium (hover shows them; a click highlights every cell sharing the chosen key).

Expected coordinates and offsets are worked out by hand from the layouts' definitions:
(4,8):(8,1) sends (i,j) to 8i + j, and index i + 4j is (i,j) colexicographically.
"""

from __future__ import annotations

import io
import re
from html.parser import HTMLParser

import pytest

from cutecalc.api import calc_value
from cutecalc.lang.session import Session
from cutecalc.render.html_page import HtmlPageWriter, html_fragment, html_page

from . import browser


class _Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.cells: list[dict] = []
        self.external: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "td" and "cc-cell" in (a.get("class") or ""):
            self.cells.append({k[5:]: v for k, v in a.items() if k.startswith("data-")})
        for k in ("src", "href"):
            if a.get(k):
                self.external.append(a[k])


def cells(page: str) -> dict[tuple[int, int], dict]:
    p = _Cells()
    p.feed(page)
    assert not p.external       # self-contained: nothing loaded from anywhere
    return {(int(c["i"]), int(c["j"])): c for c in p.cells}


def test_cells_carry_their_coordinates_and_offset():
    page = html_page(calc_value("(4,8):(8,1)"))
    assert page.startswith("<!DOCTYPE html>") and "<script>" in page and "<style>" in page
    cs = cells(page)
    assert len(cs) == 32
    for (i, j), c in cs.items():
        assert (c["idx"], c["nat"], c["off"]) == (str(i + 4 * j), f"({i},{j})", str(8 * i + j))


def test_natural_coordinates_of_hierarchical_modes():
    # ((_2,_4),(_2,_2)):((_8,_1),(_16,_4)): 8 rows; row 3 is (1,1), column 2 is (0,1); offset 8+1+0+4 = 13
    c = cells(html_page(calc_value("zipped_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>)")))[3, 2]
    assert (c["idx"], c["nat"], c["off"]) == ("19", "((1,1),(0,1))", "13")


def test_rank_three_is_rows_against_the_other_modes():
    # (2,3,2):(1,2,6): column 4 of modes (3,2) is (1,1); (1,1,1) -> 1 + 2 + 6 = 9
    c = cells(html_page(calc_value("(2,3,2):(1,2,6)")))[1, 4]
    assert (c["nat"], c["off"]) == ("(1,1,1)", "9")


def test_tv_cells_carry_thread_and_value():
    # (_4,_2):(_2,_1) sends (t,v) to index 2t + v of the tile (_4,_2), i.e. cell (m,n) with m + 4n = 2t + v
    cs = cells(html_page(calc_value("print_tv((_4,_2):(_2,_1), (_4,_2))")))
    for (m, n), c in cs.items():
        t, v = divmod(m + 4 * n, 2)
        assert (c["t"], c["v"]) == (str(t), str(v))


def test_a_notebook_fragment_and_a_whole_run():
    frag = html_fragment(calc_value("8:2"))
    assert frag.startswith("<div") and "<script>" in frag and "<!DOCTYPE" not in frag
    out = io.StringIO()
    writer = HtmlPageWriter(out)
    for o in Session(twin=True).run("(2,3):(3,1); size(4:1); composition((10,2):(16,4), (5,4):(1,5))"):
        writer.value(o)
    writer.finish()
    page = out.getvalue()
    assert page.count("<section") == 3 and page.count("<td class=\"cc-cell") == 6 + 20
    assert "static: (_5,(_2,_2)):(_16,(_80,_4))" in page     # the static form, as test_rich_table shows it


def test_an_explanation_page():
    out = io.StringIO()
    writer = HtmlPageWriter(out)
    for o in Session().run("logical_divide((4,6):(1,4), <2:1, 3:1>)", explain=True):
        writer.value(o)
    writer.finish()
    page = out.getvalue()
    assert "How CuTe computes it" in page and page.count('class="cc-grid"') >= 3


needs_chromium = pytest.mark.skipif(browser.chromium() is None,
                                    reason="no headless Chromium (apt-get install chromium)")


@needs_chromium
def test_hover_shows_coordinates_and_click_highlights_equal_offsets():
    # (4,4):(2,1): offset 2 is at (0,2) and (1,0), aliasing
    page = html_page(calc_value("(4,4):(2,1)"))
    hover, = browser.run(page, [{"i": 1, "j": 0, "hover": True, "click": True}])
    assert hover["info"] == "index 1   (row,col) (1,0)   natural (1,0)   offset 2"
    assert sorted(map(tuple, hover["on"])) == [(0, 2), (1, 0)]
    assert hover["after"] == "highlighted: offset 2 (2 cells)"


@needs_chromium
def test_click_a_thread_a_row_and_clear():
    page = html_page(calc_value("print_tv((_4,_2):(_2,_1), (_4,_2))"))
    res = browser.run(page, [
        {"i": 2, "j": 1, "hover": True, "click": True},           # thread 3 owns (2,1) and (3,1)
        {"header": "i", "at": 0, "click": True},                  # row 0
        {"header": "i", "at": 0, "click": True},                  # again: cleared
        {"i": 0, "j": 0, "radio": "v", "click": True},            # value 0
    ])
    assert res[0]["info"] == "index 6   (row,col) (2,1)   natural (2,1)   thread 3   value 0"
    assert sorted(map(tuple, res[0]["on"])) == [(2, 1), (3, 1)]
    assert sorted(map(tuple, res[1]["on"])) == [(0, 0), (0, 1)]
    assert res[2]["on"] == []
    value0 = sorted((m, n) for m in range(4) for n in range(2) if (m + 4 * n) % 2 == 0)
    assert sorted(map(tuple, res[3]["on"])) == value0


def test_page_text_has_no_network_reference():
    page = html_page(calc_value("composition(Sw<2,0,2>, (_4,_4):(_4,_1))"))
    assert not re.search(r"https?://", page)
    assert page.count('class="cc-grid"') == 2     # a swizzle: before and after
