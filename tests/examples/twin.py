"""The C++ twin of an example script, and its .expected file from CuTe C++.

An example written as C++ (`Layout a = ...; print(a); print("\\n");`, `//` comments) is compiled as written: the
twin is the script's lines, less its `# run:` line, inside main().  Its output is the script's .expected file, so
test_examples.py compares cutecalc with what CuTe C++ printed for the same statements.

    python -m tests.examples.twin examples/NAME.cute ...    # writes tests/examples/cpp/NAME.cpp, examples/NAME.expected
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from tests.oracle.cute_oracle import CUDA_INCLUDES, compiler_problem, cute_include_dir, without_host_only_lines

CPP_DIR = Path(__file__).resolve().parent / "cpp"


def twin_source(script: Path) -> str:
    body = [line for line in script.read_text().splitlines() if not line.startswith("# run:")]
    lines = [f"// The C++ twin of examples/{script.name}: the same statements, compiled "
             "(written by tests/examples/twin.py).", '#include "prelude.hpp"', "int main() {"]
    lines += [("  " + line).rstrip() for line in body]
    lines.append("}")
    return "\n".join(lines) + "\n"


def cute_output(source: str) -> str:
    """What the C++ program prints (less what CuTe prints only because device code ran on the host)."""
    problem = compiler_problem()
    if problem:
        raise RuntimeError(f"cannot compile the twin: {problem}")
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = Path(tmp) / "twin.cpp", Path(tmp) / "twin"
        src.write_text(source)
        subprocess.run(["g++", "-std=c++17", "-O0", "-w", f"-I{CPP_DIR}", f"-I{cute_include_dir()}",
                        *(f"-I{d}" for d in CUDA_INCLUDES), str(src), "-o", str(exe)], check=True)
        out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
        return without_host_only_lines(out)


def main(argv: list[str]) -> int:
    for name in argv:
        script = Path(name)
        source = twin_source(script)
        (CPP_DIR / script.with_suffix(".cpp").name).write_text(source)
        script.with_suffix(".expected").write_text(cute_output(source))
        print(f"{script.with_suffix('.expected')}: written")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
