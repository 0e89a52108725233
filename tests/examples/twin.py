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

from cutecalc.interop.toolchain import compile_blamed, reference_toolchain, without_host_only_lines

CPP_DIR = Path(__file__).resolve().parent / "cpp"


def twin_source(script: Path) -> str:
    body = [line for line in script.read_text().splitlines() if not line.startswith("# run:")]
    lines = [f"// The C++ twin of examples/{script.name}: the same statements, compiled "
             "(written by tests/examples/twin.py).", '#include "prelude.hpp"', "int main() {"]
    lines += [("  " + line).rstrip() for line in body]
    lines.append("}")
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
