"""Notes belong to the evaluation that made them: a collector per evaluation, never shared state."""

from __future__ import annotations

import threading

from cutecalc.algebra import checks
from cutecalc.algebra import layout as lo
from cutecalc.algebra.integers import S
from cutecalc.lang.session import Session

# complement((2,2):(1,6), 24): dynamic strides at rank 2, beyond what CuTe C++ accepts (it notes so)
EXTENDED = lo.Layout((2, 2), (1, 6))
EXTENDED_NOTE = "CuTe C++ refuses this complement"


def test_a_collector_receives_the_notes_made_inside_it():
    with checks.collect_notes() as notes:
        lo.complement(EXTENDED, 24)
    assert len(notes) == 1 and EXTENDED_NOTE in notes[0]


def test_a_note_is_recorded_once_per_evaluation():
    with checks.collect_notes() as notes:
        lo.complement(EXTENDED, 24)
        lo.complement(EXTENDED, 24)
    assert len(notes) == 1


def test_notes_outside_a_collector_are_dropped_and_do_not_leak_into_the_next():
    lo.complement(EXTENDED, 24)
    with checks.collect_notes() as notes:
        lo.complement(lo.Layout(S(4), S(2)), S(24))  # static, within CuTe: no note
    assert notes == []


def test_collectors_nest_innermost_first():
    with checks.collect_notes() as outer:
        with checks.collect_notes() as inner:
            lo.complement(EXTENDED, 24)
    assert outer == [] and len(inner) == 1


def test_two_threads_do_not_mix_their_notes():
    """One thread makes a note again and again, the other never does; each sees only its own."""
    barrier = threading.Barrier(2)
    seen: dict[str, list[list[str]]] = {"noting": [], "quiet": []}

    def work(kind: str) -> None:
        barrier.wait()
        for _ in range(300):
            with checks.collect_notes() as notes:
                if kind == "noting":
                    lo.complement(EXTENDED, 24)
                else:
                    lo.complement(lo.Layout(S(4), S(2)), S(24))
            seen[kind].append(notes)

    threads = [threading.Thread(target=work, args=(k,)) for k in seen]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(n == [] for n in seen["quiet"])
    assert all(len(n) == 1 and EXTENDED_NOTE in n[0] for n in seen["noting"])


def test_two_sessions_in_two_threads_keep_their_statements_notes():
    barrier = threading.Barrier(2)
    results: dict[str, list] = {}

    def run(kind: str, source: str) -> None:
        barrier.wait()
        results[kind] = [o.notes for o in Session().run(source)]

    noting = "complement((2,2):(1,6), 24)\n" * 100
    quiet = "complement(_4:_2, _24)\n" * 100
    threads = [threading.Thread(target=run, args=("noting", noting)),
               threading.Thread(target=run, args=("quiet", quiet))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(n == [] for n in results["quiet"]) and len(results["quiet"]) == 100
    assert all(len(n) == 1 and EXTENDED_NOTE in n[0] for n in results["noting"])


def test_inverting_a_composed_layout_with_a_dynamic_offset_notes_that_cute_refuses():
    """CuTe inverts the offset of A o O o B too and has no right_inverse(int): g++ against the 4.2 headers stops
    at `no matching function for call to 'right_inverse(const int&)'` (cutecalc verify compiled these)."""
    from cutecalc.api import calc
    notes: list[str] = []
    assert calc("right_inverse(composition(Sw<1,0,1>, 2, 4:1))", notes=notes) == "_1:_0 o -2 o Sw<1,0,1>"
    assert any("CuTe C++ refuses this right_inverse" in n and "static offset" in n for n in notes)
    notes.clear()
    assert calc("right_inverse(composition(Sw<1,0,1>, _2, _4:_1))", notes=notes) == "_4:_1 o _-2 o Sw<1,0,1>"
    assert notes == []
