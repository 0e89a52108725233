"""The CuTe DSL (`nvidia-cutlass-dsl`) as a second oracle for `--emit dsl`: run the emitted programs, cache what
they print.

    python -m tests.oracle.refresh --dsl-python /path/to/venv-with-nvidia-cutlass-dsl/bin/python

(answers already cached for the same DSL version and program are kept; only new programs are run)

The DSL is large (~300 MB) and not a test dependency, so its answers live in dsl_answers.json, keyed by the
exact emitted program; test_emit_dsl.py fails (asking for this command) when the emitter's output for a case
changes and the cached answer no longer applies.  Each case runs in its own process: a DSL error at trace
time stops the whole program.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = HERE / "dsl_answers.json"
EXAMPLES = HERE.parents[1] / "examples"
DSL_EXAMPLES = EXAMPLES / "dsl"   # CuTe DSL code as its documentation writes it: run as it is
CORPUS = HERE / "dsl_corpus.json"   # CUTLASS's own DSL snippets, as written (tools/dsl_corpus.py cuts them out)

# What the DSL is given for a snippet: its imports (a notebook's first cell, a page's preamble) and, for code
# that is not itself a @cute.jit function (a docstring's lines), a jit function around it, called -- the DSL
# runs layout algebra only while tracing.  cutecalc is given the snippet alone.
_PREAMBLE = ("import builtins\nimport cutlass\nimport cutlass.cute as cute\n"
             "globals().update({k: getattr(cute, k) for k in dir(cute) if not k.startswith('_') and "
             "not hasattr(builtins, k)})   # as `from cutlass.cute import *` (whose __all__ names a missing one)\n")


def corpus() -> list[dict]:
    """The corpus's snippets: [{"id", "file", "code"}] (the commit of CUTLASS they are from: its "commit")."""
    return json.loads(CORPUS.read_text())["snippets"]


def snippet_programs() -> set[str]:
    """The programs the DSL ran for snippets of code (the corpus's, the divisibility cases'), not emitted ones."""
    from .dsl_divisibility import FOUND, HELD_OUT
    return {corpus_program(s["code"]) for s in corpus()} | {corpus_program(c) for c in FOUND + HELD_OUT}


def corpus_program(code: str) -> str:
    """The program the DSL runs for a corpus snippet (its answer is cached under this text)."""
    if "@cute.jit" in code or "@cute.kernel" in code:
        return _PREAMBLE + code
    body = "".join("    " + line + "\n" if line.strip() else "\n" for line in code.splitlines())
    return _PREAMBLE + "\n@cute.jit\ndef _snippet():\n" + body + "    pass\n\n\n_snippet()\n"


# One process runs every corpus program: each is run from a file of its own (the DSL reads a jit function's
# source) with its output (Python's and the kernel's printf, at
# file descriptor 1) caught in a file; a DSL error stops only that program.
_BATCH = r"""
import ctypes, json, os, re, runpy, sys, tempfile
programs = json.load(open(sys.argv[1]))
libc = ctypes.CDLL(None)
out = {}
for program in programs:
    sys.stdout.flush(); libc.fflush(None)
    saved = os.dup(1)
    with tempfile.TemporaryFile() as f:
        os.dup2(f.fileno(), 1)
        error = None
        try:
            path = os.path.join(tempfile.mkdtemp(), "snippet_%d.py" % len(out))   # the DSL reads its source
            open(path, "w").write(program)
            runpy.run_path(path, run_name="__main__")
        except BaseException as e:
            said = [l for l in re.sub(r"\x1b\[[0-9;]*m", "", str(e)).splitlines() if l.strip()]
            error = (type(e).__name__ + ": " + said[0].strip())[:400] if said else type(e).__name__
        sys.stdout.flush(); libc.fflush(None)
        os.dup2(saved, 1); os.close(saved)
        f.seek(0)
        text = f.read().decode(errors="replace")
    out[program] = {"error": error, "output": text} if error else {"output": text}
json.dump(out, open(sys.argv[2], "w"))
"""


# The architecture a corpus program is run for: the one its operations need, as a user running it sets
# CUTE_DSL_ARCH (the DSL builds warpgroup MMAs only for sm_90a -- cutlass.utils.hopper_helpers make them --, tcgen05
# ones only for sm_100a, the warp's block-scaled MXF4 MMAs only for sm_120a); the DSL reads it once per process.  Set
# always: its default is the machine's.
_ARCH = (("sm_90a", re.compile(r"\bwarpgroup\b|\bhopper_helpers\b")),
         ("sm_120a", re.compile(r"\bwarp\.MmaMXF4(NVF4)?Op\b")))


def arch(program: str) -> str:
    return next((a for a, needs in _ARCH if needs.search(program)), "sm_100a")


def run_batch(programs: list[str], python: str) -> dict:
    out: dict = {}
    for target in sorted({arch(p) for p in programs}):
        with tempfile.TemporaryDirectory() as tmp:
            src, args, res = Path(tmp) / "batch.py", Path(tmp) / "in.json", Path(tmp) / "out.json"
            src.write_text(_BATCH)
            args.write_text(json.dumps([p for p in programs if arch(p) == target]))
            env = {**os.environ, "CUTE_DSL_ARCH": target}
            subprocess.run([python, str(src), str(args), str(res)], timeout=3600, check=True, env=env)
            out.update(json.loads(res.read_text()))
    return out


def cases() -> dict[str, tuple[str, bool]]:
    """{case name: (cutecalc script, static literals)}: the example scripts and each function's worked example."""
    from cutecalc.lang.function_table import FUNCTIONS
    out = {}
    for s in sorted(EXAMPLES.glob("*.cute")):
        out[s.stem] = (s.read_text(), "--static" in s.read_text().split("# run:", 1)[1].splitlines()[0])
    seen = set()
    for name, spec in FUNCTIONS.items():
        if id(spec) not in seen:
            seen.add(id(spec))
            out[f"fn:{name}"] = (spec.example.split("  ->  ")[0], False)
    from tests.oracle.cases import all_cases  # the examples of CuTe's documentation, as the C++ oracle has them
    count: dict[str, int] = {}
    for c in all_cases():
        if c.op.startswith("doc:"):
            count[c.op] = count.get(c.op, 0) + 1
            out[f"{c.op}#{count[c.op]}"] = (c.expr, False)
    return out


def emitted(script: str, static: bool) -> str:
    from cutecalc.interop.emit_dsl import emit_dsl
    return emit_dsl(script, static_literals=static)


def run(program: str, python: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "prog.py"
        src.write_text(program)
        proc = subprocess.run([python, str(src)], capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["?"])[-1]
        return {"error": last[:400]}
    return {"output": proc.stdout}


def refresh(python: str) -> None:
    """Run the emitted programs not yet answered with `python` (which has nvidia-cutlass-dsl) and cache what
    they print."""
    version = subprocess.run([python, "-c", "from importlib.metadata import version; "
                              "print(version('nvidia-cutlass-dsl'))"], capture_output=True, text=True).stdout.strip()
    old = json.loads(CACHE.read_text()) if CACHE.is_file() else {}
    known = old.get("answers", {}) if old.get("nvidia-cutlass-dsl") == version else {}
    answers = {}
    for name, (script, static) in cases().items():
        program = emitted(script, static)
        if "cute.printf(" not in program and "\n    print(" not in program:   # prints nothing
            continue
        answers[program] = known.get(program) or run(program, python)
        print(f"{name}: {'ok' if 'output' in answers[program] else answers[program]['error']}", file=sys.stderr)
    for script in sorted(DSL_EXAMPLES.glob("*.py")):
        program = script.read_text()
        answers[program] = known.get(program) or run(program, python)
        print(f"{script.name}: {'ok' if 'output' in answers[program] else answers[program]['error']}", file=sys.stderr)
    programs = sorted(snippet_programs())
    todo = [p for p in programs if p not in known]
    fresh = run_batch(todo, python) if todo else {}
    for p in programs:
        answers[p] = known.get(p) or fresh[p]
    print(f"corpus and divisibility cases: {len(programs)} programs, {len(todo)} run", file=sys.stderr)
    CACHE.write_text(json.dumps({"nvidia-cutlass-dsl": version, "answers": answers}, indent=1, sort_keys=True) + "\n")


# Where the DSL proves an integer static that CuTe C++ (and cutecalc) carry as a run-time one: the origin of a
# warpgroup's partition of an identity tensor (C++ prints ArithTuple(64,0): the DSL knows the N coordinate is 0,
# and that the M coordinate, the warpgroup's 64 rows, is a multiple of 64; cutecalc's walk of the thread's
# coordinate knows only a factor 2 of the N coordinate).
DSL_KNOWS_STATIC = (
    ("tensor<(?,?{div=2}) o ((2,2,16),1,1):((1@1,8@0,8@1),0,0)>",       # the DSL dialect's text
     "tensor<(?{div=64},0) o ((2,2,16),1,1):((1@1,8@0,8@1),0,0)>"),
    ("tensor<(?,?) o ((2,2,16),1,1):((1@1,8@0,8@1),0,0)>",               # C++'s, less the divisors (comparable)
     "tensor<(?,0) o ((2,2,16),1,1):((1@1,8@0,8@1),0,0)>"),
)


def as_the_dsl_knows(text: str) -> str:
    """cutecalc's text with what the DSL proves static written as the DSL writes it (DSL_KNOWS_STATIC)."""
    for cutecalc_text, dsl_text in DSL_KNOWS_STATIC:
        text = text.replace(cutecalc_text, dsl_text)
    return text


def comparable(output: str) -> str:
    """The DSL's output less what its print marks of a run-time integer's divisibility (a tile's origin
    `?{div=128}`, the tile size times a dynamic coordinate): what a C++ session's value, emitted, is compared with
    (C++ has no divisibility; the DSL dialect prints it: test_dsl_divisibility.py)."""
    return re.sub(r"\?\{div=\d+\}", "?", output)
