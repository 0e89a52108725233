"""The Python API: doctests of every public function (cutecalc's function table included), drawing in a
notebook, Rich, pycute conversion, and that `import cutecalc` stays light for the command line."""

from __future__ import annotations

import doctest
import re
import subprocess
import sys

import pytest

import cutecalc
from cutecalc.interop import emit_cpp, emit_dsl, notebook
from cutecalc.lang.function_table import FUNCTIONS

MODULES = [notebook, emit_cpp, emit_dsl]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_every_function_is_exported_with_a_worked_example():
    from cutecalc.interop.notebook import NOT_EXPORTED
    for name in FUNCTIONS:
        if name in NOT_EXPORTED:
            continue
        f = getattr(cutecalc, name)
        assert f.__doc__.startswith(FUNCTIONS[name].signature)
        example = FUNCTIONS[name].example
        if "  ->  " in example and "(the grid)" not in example:   # an example with a value is a doctest
            assert f">>> {FUNCTIONS[name].name}(" in f.__doc__, name   # (an alias shows its row's example)
    assert "zip" not in cutecalc.__all__ and "Layout" in cutecalc.__all__   # builtins are not shadowed by *


def test_a_notebook_cell_draws_the_table():
    L = cutecalc.Layout("(4,8):(8,1)")
    html = L._repr_html_()
    text = re.sub(r"<[^>]+>", "", html)
    # a fragment for the cell: no document, no <body> style that would restyle the notebook's page
    assert html.startswith("<pre") and html.rstrip().endswith("</pre>") and "(4,8):(8,1)" in text
    assert not any(tag in html.lower() for tag in ("<!doctype", "<html", "<body", "<head", "body {"))
    assert [int(x) for x in text.split("(4,8):(8,1)", 1)[1].split()][-4:] == [28, 29, 30, 31]
    svg = L._repr_svg_()
    assert svg.startswith("<svg") and "</svg>" in svg
    assert cutecalc.evaluate("size(4:2)")._repr_html_() is None   # not a picture: Jupyter shows the text
    page = L.interactive()._repr_html_()
    assert page.startswith("<div") and 'data-nat="(1,2)"' in page and "<script>" in page


def test_rich_draws_the_table():
    from rich.console import Console
    console = Console(record=True, width=80, color_system=None)
    console.print(cutecalc.Layout("(2,3):(3,1)"))
    text = console.export_text()
    assert text.splitlines()[0] == "(2,3):(3,1)" and "5" in text


def test_values_compare_and_convert():
    L = cutecalc.Layout("(_4,8):(8,_1)")
    assert cutecalc.size(L) == 32 and int(cutecalc.size(L)) == 32 and repr(cutecalc.size(L)) == "32"
    assert repr(cutecalc.size(L, targs=(0,))) == "_4"
    assert cutecalc.Layout("(4,8):(8,1)") == cutecalc.Layout((4, 8), (8, 1))
    assert cutecalc.Layout((4, 8), static=True) == cutecalc.Layout("(_4,_8):(_1,_4)")


def test_pycute_round_trip():
    import pycute
    p = pycute.Layout((4, (2, 3)), (1, (8, 4)))
    L = cutecalc.Layout.from_pycute(p)
    assert repr(L) == "(4,(2,3)):(1,(8,4))"
    back = L.to_pycute()
    assert back.shape == p.shape and back.stride == p.stride and all(back(i) == p(i) for i in range(24))
    assert repr(cutecalc.Layout(p)) == repr(L)


def test_pycute_swizzled_layouts_convert_both_ways():
    """pycute 4.2's Swizzle and ComposedLayout (layoutB o offset o layoutA): the values pycute itself computes."""
    import pycute
    p = pycute.ComposedLayout(pycute.Swizzle(3, 4, 3), 0, pycute.Layout((8, 64), (64, 1)))
    L = cutecalc.Layout.from_pycute(p)
    assert repr(L) == "Sw<3,4,3> o 0 o (8,64):(64,1)" and repr(cutecalc.Layout(p)) == repr(L)
    assert all(L(i) == p(i) for i in range(512))
    back = cutecalc.Layout("Sw<3,4,3> o _0 o (_8,_64):(_64,_1)").to_pycute()
    assert isinstance(back, pycute.ComposedLayout) and isinstance(back.layoutB, pycute.Swizzle)
    assert repr(back) == repr(p) and all(back(i) == p(i) for i in range(512))
    # a swizzle inside the layout (right_inverse's L o -O o Sw): pycute's ComposedLayout of a Swizzle too
    inner = pycute.ComposedLayout(pycute.Layout((8, 64), (64, 1)), 0, pycute.Swizzle(2, 0, 3))
    assert all(cutecalc.Layout.from_pycute(inner)(i) == inner(i) for i in range(32))


def test_what_pycute_cannot_evaluate_is_refused_clearly():
    from cutecalc.errors import CuteTypeError
    identity = cutecalc.Layout("make_identity_layout(make_shape(2,3))")   # strides 1@0, 1@1: coordinates
    with pytest.raises(CuteTypeError, match="pycute's strides are integers"):
        identity.to_pycute()
    with pytest.raises(CuteTypeError, match="integer offset"):
        cutecalc.Layout("GMMA::Layout_K_SW128_Atom<half_t>{}").to_pycute()   # offset: smem_ptr_flag


def test_errors_are_cute_errors():
    from cutecalc.errors import CuteError
    with pytest.raises(CuteError):
        cutecalc.Layout("(4,8):(8,")
    with pytest.raises(CuteError):
        cutecalc.Layout("(4,8)")       # an IntTuple, not a layout


def test_import_cutecalc_does_not_load_the_api():
    code = "import sys, cutecalc, cutecalc.cli; print('cutecalc.interop.notebook' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split()[0] == "False"


def test_py_typed_ships():
    from pathlib import Path
    assert (Path(cutecalc.__file__).parent / "py.typed").is_file()


def test_a_swizzled_layout_stays_itself():
    sw = cutecalc.Layout("composition(Sw<3,4,3>, (8,64):(64,1))")
    assert repr(sw) == "Sw<3,4,3> o _0 o (8,64):(64,1)"
    assert cutecalc.evaluate("x", x=sw) == sw


def test_the_package_is_the_one_facade():
    import cutecalc
    from cutecalc import api, calc, calc_value, outcomes
    from cutecalc.interop import notebook
    assert (calc, calc_value, outcomes) == (api.calc, api.calc_value, api.outcomes)
    assert cutecalc.Layout is notebook.Layout and cutecalc.logical_divide is notebook.logical_divide
    assert {"calc", "calc_value", "outcomes", "Layout", "evaluate", "S", "logical_divide"} <= set(cutecalc.__all__)
    assert calc("complement(4:2, 24)") == "(2,3):(_1,8)"  # CuTe C++ prints (2,3):(_1,8)
    with pytest.raises(AttributeError, match="no attribute 'nonesuch'"):
        cutecalc.nonesuch  # noqa: B018
