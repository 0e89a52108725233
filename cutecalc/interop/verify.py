"""`cutecalc verify`: ask the user's own CuTe C++ for each statement's answer and compare it with cutecalc's.

The statements are emitted as C++ (`emit_cpp`), compiled for the host against the user's CUTLASS headers and the
CUDA headers with g++ (or nvcc), and run, each statement in a process of its own (verify_run.py).  A statement
CuTe refuses to compile (a `static_assert`) or that stops its process (an `assert`, a signal) is recorded as
refused; the statements reading what it assigns are not run.

CuTe's answers are cached per statement in `$XDG_CACHE_HOME/cutecalc/verify/` (answer_cache.py), keyed by the
statement's C++, the statements it reads and every file the compiler read (toolchain.py): a script verified
before answers from the cache, and editing one statement compiles that statement and its readers only.
"""

from __future__ import annotations

import os

from ..algebra.checks import DYNAMIC_SUFFIX
from ..errors import CuteSyntaxError
from ..lang.session import Session
from ..record import field, record
from ..render.cute_text import print_text, value_text
from ..render.diagnostic import visible_text
from .answer_cache import AnswerCache
from .emit_cpp import emit_cpp_program
from .toolchain import Toolchain, find_toolchain
from .verify_run import cute_answers, output_digest

# -- verdicts ---------------------------------------------------------------------------------------------

AGREE, DIFFER, BOTH_REFUSE = "agree", "differ", "both refuse"
ONLY_CUTECALC, ONLY_CUTE, NOT_COMPARED = "only cutecalc answers", "only CuTe answers", "not compared"
AGREEING = (AGREE, BOTH_REFUSE)


@record(frozen=True)
class StatementVerdict:
    line: int
    source: str
    cpp: str                       # the C++ statement, empty when there is none
    cutecalc: str | None           # cutecalc's printed value ("" for an assignment); None when it refused
    cutecalc_error: str | None
    cute: str | None               # CuTe's printed value; None when it refused or did not run
    cute_refused: str | None       # "compile: ..." / "runtime: ..." / why it was not run or not emitted
    verdict: str
    notes: tuple[str, ...] = ()    # cutecalc's notes on the statement

    @property
    def agrees(self) -> bool:
        """CuTe agrees; or cutecalc answers where CuTe refuses and says so in a note; or cutecalc refuses where
        CuTe, not checking dynamic integers, computes a wrong layout, and says so."""
        return self.verdict in AGREEING or (self.verdict == ONLY_CUTECALC and bool(self.notes)) or (
            self.verdict == ONLY_CUTE and (self.cutecalc_error or "").endswith(DYNAMIC_SUFFIX))


@record(frozen=True)
class VerifyReport:
    statements: tuple[StatementVerdict, ...]
    toolchain: str
    counts: dict[str, int] = field(default_factory=dict)
    notes: tuple[str, ...] = ()    # about the run itself (a cache that cannot be used)

    @property
    def ok(self) -> bool:
        """Every statement compared, and CuTe agrees with each."""
        return all(s.agrees for s in self.statements)

    def text(self) -> str:
        return format_report(self)


def verify(source: str, static_literals: bool = False, cutlass: str | os.PathLike | None = None,
           cuda: str | os.PathLike | None = None, compiler: str | None = None, use_cache: bool = True,
           filename: str = "<input>", toolchain: Toolchain | None = None) -> VerifyReport:
    """CuTe C++'s answer beside cutecalc's for each statement of `source`, with a verdict.

    Raises CuteSyntaxError for a script that does not parse, CuteToolError when the compiler or a header is
    missing (the message says which and how to get it).
    """
    program = emit_cpp_program(source, static_literals, filename)
    outcomes = list(Session(static_literals).run(source, filename))
    for o in outcomes:
        if isinstance(o.error, CuteSyntaxError):
            raise o.error
    toolchain = toolchain or find_toolchain(cutlass, cuda, compiler)
    cache, why = AnswerCache.open() if use_cache else (None, None)
    answers = cute_answers(program, toolchain, cache)
    verdicts = tuple(_verdict(s, o, answers.get(s.index)) for s, o in zip(program.statements, outcomes))
    counts: dict[str, int] = {}
    for v in verdicts:
        counts[v.verdict] = counts.get(v.verdict, 0) + 1
    return VerifyReport(verdicts, toolchain.describe(), counts, (why,) if why else ())


def _verdict(s, outcome, answer: dict | None) -> StatementVerdict:
    if outcome.error is not None:
        ours, our_error = None, outcome.error.message
    else:
        ours, our_error = _output(outcome), None
    theirs = refused = None
    if s.skipped:
        refused, verdict = f"not emitted: {s.skipped}", NOT_COMPARED
    elif answer is None or "limit" in answer:
        refused, verdict = (answer or {}).get("limit", "not run"), NOT_COMPARED
    elif "not_run" in answer:
        refused = answer["not_run"]
        verdict = BOTH_REFUSE if ours is None else NOT_COMPARED
    elif "output" in answer:
        theirs = answer["output"] if len(answer["output"].encode("utf-8", "surrogatepass")) >= answer["bytes"] \
            else answer["output"] + f"... ({answer['bytes']} bytes in all)"
        if ours is None:
            verdict = ONLY_CUTE
        else:
            verdict = AGREE if output_digest(ours) == (answer["bytes"], answer["sha256"]) else DIFFER
            if verdict == AGREE:
                theirs = ours
    else:
        refused = f"{answer['refused']}: {answer['message']}"
        verdict = BOTH_REFUSE if ours is None else ONLY_CUTECALC
    return StatementVerdict(s.line, s.source, s.code, ours, our_error, theirs, refused, verdict,
                            tuple(outcome.notes))


def _output(outcome) -> str:
    """What the statement prints, as the split C++ output holds it (less one final newline)."""
    if outcome.print_statement:   # C++'s print(x): exactly its text (print("\n\n") is a blank line)
        text = print_text(outcome.value)
        return text[:-1] if text.endswith("\n") else text
    return value_text(outcome.value) if outcome.has_value else ""


def format_report(report: VerifyReport) -> str:
    """One line per agreeing statement; both answers for the others; a summary line."""
    out = []
    for v in report.statements:
        src = " ".join(v.source.split())
        if v.verdict == AGREE:
            cute = v.cute or ""
            shown = "(no output)" if not cute else cute if "\n" not in cute else f"({cute.count(chr(10)) + 1} lines)"
            out.append(f"ok      line {v.line}: {src}  ->  {shown}")
            continue
        if v.agrees:
            mark = "noted" if v.verdict in (ONLY_CUTECALC, ONLY_CUTE) else "ok"
        else:
            mark = "--" if v.verdict == NOT_COMPARED else "DIFFERS"
        out.append(f"{mark:<8}line {v.line}: {src}  [{v.verdict}]")
        out.append(f"          cutecalc: {_answer(v.cutecalc, v.cutecalc_error)}")
        if v.verdict == NOT_COMPARED:
            out.append(f"          CuTe:     ({v.cute_refused})")
        else:
            out.append(f"          CuTe:     {_answer(v.cute, v.cute_refused)}")
        out.extend(f"          note: {n}" for n in v.notes)
    summary = ", ".join(f"{n} {k}" for k, n in sorted(report.counts.items()))
    out.extend(f"note: {n}" for n in report.notes)
    out.append(f"{summary} -- CuTe C++ from {report.toolchain}")
    return visible_text("\n".join(out))


def _answer(text: str | None, why: str | None) -> str:
    if text is None:
        return f"refuses ({why})" if why else "refuses"
    if text == "":
        return "(no output)"
    return text.replace("\n", "\n                    ")
