"""The C++ twin of an example script, and its .expected file from CuTe C++.

An example written as C++ (`Layout a = ...; print(a); print("\\n");`, `//` comments) is compiled as written: the
twin is the script's lines, less its `# run:` line, inside main().  Its output is the script's .expected file, so
test_examples.py compares cutecalc with what CuTe C++ printed for the same statements.

    python -m tests.oracle.refresh --twin examples/NAME.cute ...   # tests/examples/cpp/NAME.cpp, examples/NAME.expected
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from cutecalc.errors import CuteError
from cutecalc.interop.toolchain import compile_blamed, reference_toolchain, without_host_only_lines
from cutecalc.lang import ast
from cutecalc.lang.parse import iter_parsed
from cutecalc.lang.session import Session

CPP_DIR = Path(__file__).resolve().parent / "cpp"


def skipped_lines(text: str) -> set[int]:
    """The lines of the statements cutecalc skips (C++ it does not model: loops, launches, what reads memory, and
    what reads a name they declare): the twin leaves them out, so that g++ runs the statements cutecalc models."""
    session = Session()
    out: set[int] = set()
    for item, _ in iter_parsed(text):
        if isinstance(item, CuteError) or not isinstance(item, ast.Node):
            continue
        outcome = session.run_statement(item)
        if outcome.skipped_lines:   # a struct: the members it skipped
            out.update(outcome.skipped_lines)
        elif any(note.startswith("skipped") for note in outcome.notes):
            out.update(range(item.pos.line, item.pos.end_line + 1))
    return out


NAMESPACE_LINE = "# namespace: "


def twin_source(script: Path) -> str:
    """The twin: the script's statements in main(), or, where a `# namespace: N` line names the namespace the
    pasted code lives in (a CUTLASS collective's, cutlass::gemm::collective), in a function of that namespace
    that main() calls, so that its names resolve as they do there (cutlass::sizeof_bits before cute's)."""
    text = script.read_text()
    skipped = skipped_lines(text)
    lines_of = text.splitlines()
    namespace = next((line[len(NAMESPACE_LINE):].strip() for line in lines_of if line.startswith(NAMESPACE_LINE)),
                     None)
    body = [("// (cutecalc skips) " + line if number in skipped else line)
            for number, line in enumerate(lines_of, 1) if not line.startswith(("# run:", NAMESPACE_LINE))]
    lines = [f"// The C++ twin of examples/{script.name}: the same statements, compiled "
             "(written by tests/examples/twin.py).", '#include "prelude.hpp"']
    lines += [f"namespace {namespace} {{", "int twin() {"] if namespace else ["int main() {"]
    lines += [("  " + line).rstrip() for line in body]
    lines += ["  return 0;", "}", "}", f"int main() {{ return {namespace}::twin(); }}"] if namespace else ["}"]
    return "\n".join(lines) + "\n"


def cute_output(source: str) -> str:
    """What the C++ program prints (compiled by verify's reference toolchain, the twins' prelude.hpp found), less
    what CuTe prints only because device code ran on the host."""
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = Path(tmp) / "twin.cpp", Path(tmp) / "twin"
        src.write_text(source)
        refused = compile_blamed(reference_toolchain(), src, exe, {}, include=CPP_DIR)
        assert not refused, refused
        out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
        return without_host_only_lines(out)


def write_twins(names: list[str]) -> None:
    for name in names:
        script = Path(name)
        source = twin_source(script)
        (CPP_DIR / script.with_suffix(".cpp").name).write_text(source)
        script.with_suffix(".expected").write_text(cute_output(source))
        print(f"{script.with_suffix('.expected')}: written")
