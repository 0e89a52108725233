"""What a one-shot command loads: only what its answer needs.

Start-up time is measured by bench/bench.py (against `python -c pass` in the same run); this test keeps
the things that made it slow off the one-shot path for good: the UI libraries (click only parses options the
fast reader does not know), Lark (the runtime reads the generated tables), `dataclasses` (about 0.8 ms a class
at import; cutecalc's value classes are `cutecalc.record` records) and the parts of cutecalc a plain layout
never touches (atoms, tiled objects, access analysis, explanations, interop, the REPL, the table renderer).
"""

from __future__ import annotations

import subprocess
import sys

NOT_ON_THE_ONE_SHOT_PATH = {
    "click", "rich", "prompt_toolkit", "lark", "dataclasses", "inspect", "pycute", "json",
    "cutecalc.algebra.atoms", "cutecalc.algebra.tiled", "cutecalc.algebra.tensor", "cutecalc.algebra.access",
    "cutecalc.lang.atom_functions", "cutecalc.lang.more_functions", "cutecalc.algebra.relations",
    "cutecalc.algebra.smem_atoms", "cutecalc.algebra.owners", "cutecalc.lang.dsl_calls", "cutecalc.lang.explain",
    "cutecalc.interop",
    "cutecalc.repl", "cutecalc.render.grid", "cutecalc.render.figure", "cutecalc.cli_options",
}


def _loaded_by(argv: list[str]) -> set[str]:
    code = ("import sys\n"
            f"sys.argv = {['cutecalc', *argv]!r}\n"
            "from cutecalc.cli import main\n"
            "try:\n    main()\n"
            "except SystemExit as e:\n    assert not e.code, e.code\n"
            "print('\\n'.join(sorted(sys.modules)), file=sys.stderr)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(result.stderr.split())


def _offending(loaded: set[str]) -> list[str]:
    return sorted(m for m in loaded
                  if any(m == bad or m.startswith(bad + ".") for bad in NOT_ON_THE_ONE_SHOT_PATH))


def test_a_one_shot_layout_loads_only_what_it_needs():
    assert _offending(_loaded_by(["coalesce((2,(1,6)):(1,(6,2)))"])) == []


def test_a_one_shot_swizzled_layout_and_a_script_of_divides_too():
    assert _offending(_loaded_by(["a = Sw<3,4,3> o _0 o (8,8):(8,1); logical_divide(24:2, 4:2); a(3,5)"])) == []


def test_the_lazy_parts_still_load_when_asked():
    """The other side of the test above: an atom name loads the atom rows (the list is not vacuous)."""
    loaded = _loaded_by(["make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{})"])
    assert "cutecalc.lang.atom_functions" in loaded and "cutecalc.algebra.atoms" in loaded


NOT_ON_THE_TABLE_PATH = {"click", "prompt_toolkit", "lark", "json", "pycute", "cutecalc.algebra.atoms",
                         "cutecalc.algebra.tiled", "cutecalc.algebra.access", "cutecalc.lang.access_report",
                         "cutecalc.render.bank_grid", "cutecalc.interop", "cutecalc.repl", "cutecalc.cli_options"}


def test_a_table_of_a_layout_loads_rich_and_not_the_access_analysis():
    """The terminal's default: a Rich table.  Rich is its cost; the access analysis and its pictures are loaded by
    a statement that makes an access report (render.figure.access_report)."""
    loaded = _loaded_by(["--format", "table", "coalesce((2,(1,6)):(1,(6,2)))"])
    assert "rich" in loaded
    assert sorted(m for m in loaded if any(m == bad or m.startswith(bad + ".") for bad in NOT_ON_THE_TABLE_PATH)) == []
    report = _loaded_by(["--format", "table", "bank_conflicts((8,64):(64,1), ((8,4),8):((1,64),8), 16)"])
    assert "cutecalc.lang.access_report" in report and "cutecalc.render.bank_grid" in report
