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
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = HERE / "dsl_answers.json"
EXAMPLES = HERE.parents[1] / "examples"
DSL_EXAMPLES = EXAMPLES / "dsl"   # CuTe DSL code as its documentation writes it: run as it is


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
        if "cute.printf(" not in program:
            continue
        answers[program] = known.get(program) or run(program, python)
        print(f"{name}: {'ok' if 'output' in answers[program] else answers[program]['error']}", file=sys.stderr)
    for script in sorted(DSL_EXAMPLES.glob("*.py")):
        program = script.read_text()
        answers[program] = known.get(program) or run(program, python)
        print(f"{script.name}: {'ok' if 'output' in answers[program] else answers[program]['error']}", file=sys.stderr)
    CACHE.write_text(json.dumps({"nvidia-cutlass-dsl": version, "answers": answers}, indent=1, sort_keys=True) + "\n")
