"""Headless Chromium for the interactive page: run a script of mouse events in it, read back what it set.

    python -m tests.render.browser docs/screenshots     # regenerate the page's screenshots

The events are dispatched by a script appended to the page (hover a cell, click it); the result is written
into the DOM, which Chromium's --dump-dom prints, and --screenshot captures the page in that state.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")


def chromium() -> str | None:
    return next((p for p in map(shutil.which, CHROMIUM_NAMES) if p), None)


def _flags(exe: str) -> list[str]:
    return [exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=3000"]


# Hover cell (I,J) of the first (or PANEL-th) picture, then click it; or click a header.
ACTIONS = r"""
<script>
window.addEventListener('load', function () {
  var acts = %s, out = [];
  acts.forEach(function (a) {
    var panel = document.querySelectorAll('.cc-panel')[a.panel || 0];
    if (a.radio) { var r = panel.querySelector('input[value="' + a.radio + '"]'); r.checked = true;
                   r.dispatchEvent(new Event('change')); }
    var sel = a.header ? 'th[data-' + a.header + '="' + a.at + '"]'
                       : 'td.cc-cell[data-i="' + a.i + '"][data-j="' + a.j + '"]';
    var el = panel.querySelector(sel);
    if (a.hover) el.dispatchEvent(new MouseEvent('mouseenter'));
    var info = panel.querySelector('.cc-info').textContent;
    if (a.click) el.click();
    out.push({info: info, after: panel.querySelector('.cc-status').textContent,
              on: Array.from(panel.querySelectorAll('td.cc-on')).map(function (c) {
                return [+c.dataset.i, +c.dataset.j]; })});
  });
  document.body.setAttribute('data-result', JSON.stringify(out));
});
</script>
"""


def run(page: str, actions: list[dict], screenshot: Path | None = None, size: str = "1000,560") -> list[dict]:
    """The results of `actions` on `page` (each: info text on hover, info after, the highlighted cells)."""
    exe = chromium()
    if exe is None:
        raise RuntimeError("no headless Chromium: apt-get install chromium")
    doc = page.replace("</body>", ACTIONS % json.dumps(actions) + "</body>")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "page.html"
        path.write_text(doc)
        dom = subprocess.run(_flags(exe) + ["--dump-dom", path.as_uri()], capture_output=True, text=True,
                             timeout=120).stdout
        if screenshot is not None:
            subprocess.run(_flags(exe) + [f"--window-size={size}", f"--screenshot={screenshot}", path.as_uri()],
                           capture_output=True, timeout=120, check=True)
    m = re.search(r'data-result="([^"]*)"', dom)
    if m is None:
        raise RuntimeError(f"the page's script did not run:\n{dom[:2000]}")
    import html
    return json.loads(html.unescape(m.group(1)))


def main(argv: list[str]) -> int:
    from cutecalc.api import calc_value
    from cutecalc.render.html_page import html_page
    out = Path(argv[0])
    run(html_page(calc_value("zipped_divide((_4,_8):(_8,_1), <_2:_1,_4:_1>)")),
        [{"i": 3, "j": 2, "hover": True, "click": True}], out / "html_page_layout.png", "760,400")
    run(html_page(calc_value("print_tv((_4,_2):(_2,_1), (_2,_2):(_1,_2))")),
        [{"i": 1, "j": 1, "hover": True, "click": True}], out / "html_page_tv.png", "760,380")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
