"""The C++ toolchain `verify` compiles with: a compiler, CuTe's headers, the CUDA headers, and what they read.

Where the headers come from, first found: `cutlass=` (`--cutlass PATH`), `$CUTLASS_PATH`, the installed
`nvidia-cutlass` wheel (the report names which).  The CUDA headers: `cuda=`, `$CUDA_HOME`, `$CUDA_PATH`,
/usr/local/cuda, nvcc's.  The compiler: `compiler=`, else g++, else nvcc.

`prepare` builds, once per toolchain in the cache directory, the header every verify program includes (CuTe's
headers and verify's runner), precompiled where the compiler is g++, and records every file that build read.
Its `identity` is a hash of those files' (size, times, inode): a change to any header CuTe's answers could
depend on gives new answers, and the build is done again.

The same toolchain, and the one reading of a compile's errors that blames each on the statement (or case) it
comes from (`blame_errors`, `compile_blamed`), serve cutecalc's own answer caches (tests/oracle, tools/):
`reference_toolchain()` is g++ with the nvidia-cutlass wheel's headers, whatever CUTLASS_PATH says (never nvcc,
which needs a host compiler besides), and `toolchain_problem()` says why there is none here.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from ..errors import CuteToolError
from ..record import record
from . import running

DEFAULT_CUDA_ROOTS = ("/usr/local/cuda",)
FLAGS = ("-std=c++17", "-O0", "-w")
HEADER = "cutecalc_verify.hpp"

GET_CUTLASS = ("pass --cutlass PATH to a CUTLASS checkout (git clone https://github.com/NVIDIA/cutlass), "
               "set CUTLASS_PATH, or `pip install nvidia-cutlass` (its wheel ships the headers)")
GET_CUDA = ("install the CUDA toolkit (https://developer.nvidia.com/cuda-downloads, or "
            "`apt-get install nvidia-cuda-toolkit`) or set CUDA_HOME to where it is installed")
GET_COMPILER = "install g++ (`apt-get install g++`) or the CUDA toolkit's nvcc, or name one with --compiler"


@record(frozen=True)
class Toolchain:
    compiler: str                      # path of g++ or nvcc
    cute_include: Path                 # the directory holding cute/layout.hpp
    cuda_includes: tuple[Path, ...]    # cuda_runtime_api.h and cuda/std/...
    origin: str = ""                   # where cute_include came from: "--cutlass", "$CUTLASS_PATH", "the ... wheel"

    def command(self, src: Path, exe: Path, include: Path | None = None) -> list[str]:
        """Compile `src` (which includes HEADER, found in `include`) into the program `exe`."""
        return [self.compiler, *FLAGS, *self.includes(include), str(src), "-o", str(exe)]

    def includes(self, include: Path | None = None) -> list[str]:
        first = [f"-I{include}"] if include is not None else []
        return [*first, f"-I{self.cute_include}", *(f"-I{d}" for d in self.cuda_includes)]

    @property
    def cutlass_version(self) -> str:
        """CUTLASS's version from cutlass/version.h, e.g. '4.2.0', or '?' when it says none."""
        try:
            text = (self.cute_include / "cutlass" / "version.h").read_text(errors="replace")
        except OSError:
            return "?"
        parts = [re.search(rf"#define CUTLASS_{k}\s+(\d+)", text) for k in ("MAJOR", "MINOR", "PATCH")]
        return ".".join(m.group(1) for m in parts) if all(parts) else "?"  # type: ignore[union-attr]

    def describe(self) -> str:
        origin = f" ({self.origin})" if self.origin else ""
        return f"CUTLASS {self.cutlass_version} headers in {self.cute_include}{origin}, {Path(self.compiler).name}"


def find_cute_include(cutlass: str | os.PathLike | None = None,
                      env: Mapping[str, str] | None = None) -> tuple[Path, str]:
    """The directory holding cute/layout.hpp and where it was found: under `cutlass` (a checkout or its
    include/), $CUTLASS_PATH, or the nvidia-cutlass wheel; CuteToolError saying what is missing and how to get it."""
    env = os.environ if env is None else env
    given, origin = (cutlass, "--cutlass") if cutlass else (env.get("CUTLASS_PATH"), "$CUTLASS_PATH")
    if given:
        root = Path(given).expanduser()
        for inc in (root / "include", root):
            if (inc / "cute" / "layout.hpp").is_file():
                return inc, f"from {origin}"
        raise CuteToolError(f"no CuTe headers under {root} (from {origin.lstrip('$')}): expected "
                            f"{root / 'include/cute/layout.hpp'} or {root / 'cute/layout.hpp'}; {GET_CUTLASS}")
    wheel = wheel_cute_include()
    if wheel is not None:
        return wheel, "the nvidia-cutlass wheel"
    raise CuteToolError(f"CuTe's headers were not found (no --cutlass, no CUTLASS_PATH, no nvidia-cutlass wheel); "
                        f"{GET_CUTLASS}")


def find_cuda_includes(cuda: str | os.PathLike | None = None, env: Mapping[str, str] | None = None,
                       default_roots: tuple[str, ...] = DEFAULT_CUDA_ROOTS) -> tuple[Path, ...]:
    """The include directories of a CUDA toolkit (CuTe's host code includes cuda_runtime_api.h and <cuda/std/...>,
    which CUDA 13 keeps in include/cccl)."""
    env = os.environ if env is None else env
    if cuda:
        roots, origin = [Path(cuda).expanduser()], "--cuda"
    else:
        named = [(env[k], k) for k in ("CUDA_HOME", "CUDA_PATH") if env.get(k)]
        if named:
            roots, origin = [Path(named[0][0])], named[0][1]
        else:
            roots, origin = [Path(r) for r in default_roots], ""
            nvcc = shutil.which("nvcc", path=env.get("PATH"))
            if nvcc:
                roots.append(Path(nvcc).resolve().parent.parent)
    for root in roots:
        inc = root / "include"
        if not (inc / "cuda_runtime_api.h").is_file():
            continue
        dirs = [inc] + [d for d in (inc / "cccl",) if d.is_dir()]
        if not any((d / "cuda" / "std" / "utility").exists() for d in dirs):
            raise CuteToolError(f"the CUDA toolkit at {root} lacks libcu++ (<cuda/std/utility>, in include/ or "
                                f"include/cccl/), which CuTe includes; {GET_CUDA}")
        return tuple(dirs)
    where = f"{roots[0]} (from {origin})" if origin else " or ".join(str(r) for r in roots)
    raise CuteToolError(f"the CUDA headers were not found: no include/cuda_runtime_api.h under {where}; {GET_CUDA}")


def find_compiler(compiler: str | None = None, env: Mapping[str, str] | None = None) -> str:
    env = os.environ if env is None else env
    names = [compiler] if compiler else ["g++", "nvcc"]
    for name in names:
        found = shutil.which(name, path=env.get("PATH"))
        if found:
            return found
    if compiler:
        raise CuteToolError(f"the compiler '{compiler}' was not found on PATH; {GET_COMPILER}")
    raise CuteToolError(f"no C++ compiler: neither g++ nor nvcc is on PATH; {GET_COMPILER}")


def find_toolchain(cutlass: str | os.PathLike | None = None, cuda: str | os.PathLike | None = None,
                   compiler: str | None = None, env: Mapping[str, str] | None = None,
                   default_cuda_roots: tuple[str, ...] = DEFAULT_CUDA_ROOTS) -> Toolchain:
    """Everything needed to compile CuTe on the host, or CuteToolError naming the first thing missing."""
    include, origin = find_cute_include(cutlass, env)
    return Toolchain(find_compiler(compiler, env), include, find_cuda_includes(cuda, env, default_cuda_roots),
                     origin)


def wheel_cute_include() -> Path | None:
    """The CuTe headers of the installed nvidia-cutlass wheel, or None."""
    spec = importlib.util.find_spec("cutlass_library")
    if spec is None or not spec.origin:
        return None
    inc = Path(spec.origin).parent / "source" / "include"
    return inc if (inc / "cute" / "layout.hpp").is_file() else None


def reference_version() -> str:
    """The CuTe that cutecalc's answer caches come from: 'nvidia-cutlass 4.2.0.0'."""
    from importlib import metadata
    return "nvidia-cutlass " + metadata.version("nvidia-cutlass")


def reference_toolchain(env: Mapping[str, str] | None = None) -> Toolchain:
    """g++ with the nvidia-cutlass wheel's headers: the toolchain of cutecalc's answer caches.  (Not nvcc, which
    verify would take without g++: it needs a host compiler, so where g++ is missing it fails to compile.)"""
    inc = wheel_cute_include()
    if inc is None:
        raise CuteToolError(f"the nvidia-cutlass wheel's CuTe headers are not installed; {GET_CUTLASS}")
    gpp = shutil.which("g++", path=(os.environ if env is None else env).get("PATH"))
    if gpp is None:
        raise CuteToolError("g++ is not on PATH: cutecalc's answers come from g++ (`apt-get install g++`)")
    return find_toolchain(cutlass=inc, compiler=gpp, env=env)


def toolchain_problem(env: Mapping[str, str] | None = None) -> str | None:
    """Why CuTe C++ cannot be compiled here with the reference toolchain, or None when it can."""
    try:
        reference_toolchain(env)
    except CuteToolError as e:
        return e.message
    return None


# -- compiling, each error blamed on the unit it comes from --------------------------------------------------

# What CuTe prints only because device code runs on the host: a GMMA descriptor (make_fragment_A/B of an SS GMMA)
# and as_position_independent_swizzle_tensor's alignment check ask for the shared-memory address, which only the
# device has (cute/arch/util.hpp's host branch of cast_smem_ptr_to_uint).  No statement's value: verify and the
# tests' oracle drop it.
HOST_ONLY_LINES = ("ERROR: cast_smem_ptr_to_uint not supported but used.\n",)


def without_host_only_lines(text: str) -> str:
    """What a CuTe program printed, less HOST_ONLY_LINES."""
    return "".join(line for line in text.splitlines(keepends=True) if line not in HOST_ONLY_LINES)


_ERROR = re.compile(r"(?:^|: )error: (.*)$")
_IN_FUNCTION = re.compile(r"In function '(?:static )?[\w:]+ (\w+)\(\)'")


def blame_errors(stderr: str, src_name: str, unit_of_line: Mapping[int, Any],
                 unit_of_function: Callable[[str], Any] | None = None) -> tuple[dict[Any, str], list[str]]:
    """The first error of each unit (a statement, a case) a compile's errors point into, and the errors that
    point into none.  An error belongs to the unit of the last line of `src_name` named before it ("file.cpp:15:
    required from here" precedes the error it explains), or of the function g++ says it is in
    (`unit_of_function(name)`); a static assertion is preferred to the errors it causes."""
    loc = re.compile(re.escape(src_name) + r":(\d+):\d+:")
    found: dict[Any, list[str]] = {}
    stray: list[str] = []
    current = None
    for line in stderr.splitlines():
        m = loc.search(line)
        if m and int(m.group(1)) in unit_of_line:
            current = unit_of_line[int(m.group(1))]
        f = _IN_FUNCTION.search(line) if unit_of_function is not None else None
        if f and unit_of_function is not None and unit_of_function(f.group(1)) is not None:
            current = unit_of_function(f.group(1))
        e = _ERROR.search(line)
        if e:
            if current is None:
                stray.append(line)
            else:
                found.setdefault(current, []).append(e.group(1).strip())
    messages = {}
    for unit, errs in found.items():
        asserts = [x for x in errs if x.startswith("static assertion failed")]
        messages[unit] = (asserts or errs)[0][:400]
    return messages, stray


def compile_blamed(toolchain: Toolchain, src: Path, exe: Path, unit_of_line: Mapping[int, Any],
                   unit_of_function: Callable[[str], Any] | None = None,
                   include: Path | None = None) -> dict[Any, str]:
    """Compile `src` into `exe`: {} when it compiles, else the units refused ({unit: first error}); raises
    CuteToolError when the compiler fails on no unit (a problem of the program around them, or of the tools)."""
    proc = running.compile_tool(toolchain.command(src, exe, include))
    if proc.returncode == 0:
        return {}
    refused, stray = blame_errors(proc.stderr, src.name, unit_of_line, unit_of_function)
    if not refused:
        first = next((ln for ln in [*stray, *proc.stderr.splitlines()] if "error" in ln), proc.stderr[-300:])
        raise CuteToolError(f"the C++ compiler failed outside the statements: {first.strip()}")
    return refused


# -- the prepared header ------------------------------------------------------------------------------------

@record(frozen=True)
class Prepared:
    """The header a verify program includes, in `directory` (precompiled when `precompiled`), and the identity
    of everything it read (None where no cache keeps it)."""
    directory: Path
    precompiled: bool
    identity: str | None


def _signature(path: str) -> list:
    st = os.stat(path)
    return [path, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino]


def _toolchain_key(toolchain: Toolchain, header_text: str) -> str:
    compiler = os.path.realpath(toolchain.compiler)
    parts = [header_text, *FLAGS, *_signature(compiler), *map(str, toolchain.includes())]
    return hashlib.sha256("\n".join(map(str, parts)).encode()).hexdigest()[:32]


def _read_manifest(path: Path) -> dict | None:
    """The manifest of a prepared header when it is whole and every file it lists is unchanged, else None."""
    try:
        with open(path, encoding="utf-8") as f:
            m = json.load(f)
        deps = m["deps"]
        if not (isinstance(m["version"], str) and isinstance(m["precompiled"], bool) and isinstance(deps, list)):
            return None
        if any(not isinstance(d, list) or len(d) != 5 or not isinstance(d[0], str) or _signature(d[0]) != d
               for d in deps):
            return None
        return m
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _dependencies(text: str) -> list[str]:
    """The files a make rule `target: dep dep \\ ...` (g++ -MD) names."""
    _, _, rest = text.replace("\\\n", " ").partition(": ")
    return sorted({p for p in rest.split() if p})


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """An exclusive lock on `path` (two verify runs build a toolchain's header once); none where the file
    system has no locks."""
    import fcntl
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
    except OSError:
        yield
        return
    try:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def compiler_version(toolchain: Toolchain) -> str:
    try:
        return running.run_tool([toolchain.compiler, "--version"], timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "?"


def prepare(toolchain: Toolchain, header_text: str, directory: Path | None) -> Prepared:
    """Write HEADER (with `header_text`) into `directory`/<toolchain key>/, precompile it with g++, and record
    what it read; reuse what an earlier run prepared while none of those files changed.  With no directory (no
    cache), the header is written to a temporary place by the caller and compiled with every program."""
    if directory is None:
        raise ValueError("prepare needs a directory")
    key = _toolchain_key(toolchain, header_text)
    tdir = directory / key
    manifest_path = tdir / "manifest.json"
    m = _read_manifest(manifest_path)
    if m is None:
        tdir.mkdir(mode=0o700, parents=True, exist_ok=True)
        with _locked(directory / f"{key}.lock"):
            m = _read_manifest(manifest_path)   # another process may have built it meanwhile
            if m is None:
                m = _build(toolchain, header_text, tdir)
                running.write_atomically(manifest_path, json.dumps(m))
    else:
        with contextlib.suppress(OSError):
            os.utime(manifest_path)    # recently used: pruning keeps it
    identity = hashlib.sha256(json.dumps([key, m["version"], m["deps"]]).encode()).hexdigest()
    return Prepared(tdir, m["precompiled"], identity)


def _build(toolchain: Toolchain, header_text: str, tdir: Path) -> dict:
    """Precompile the header (g++), or only list what it reads (other compilers): the manifest."""
    header = tdir / HEADER
    running.write_atomically(header, header_text)
    version = compiler_version(toolchain)
    gcc = "g++" in version.splitlines()[0] if version != "?" else False
    deps_file = tdir / "deps.d"
    if gcc:
        out = tdir / f"{HEADER}.gch.{os.getpid()}.tmp"
        cmd = [toolchain.compiler, *FLAGS, *toolchain.includes(), "-x", "c++-header", str(header), "-o", str(out),
               "-MD", "-MF", str(deps_file)]
    else:
        out = None
        cmd = [toolchain.compiler, *FLAGS, *toolchain.includes(), "-M", "-x", "c++", str(header), "-o",
               str(deps_file)]
    try:
        proc = running.compile_tool(cmd)
        if proc.returncode != 0:
            first = next((ln for ln in proc.stderr.splitlines() if "error" in ln), proc.stderr[-300:])
            raise CuteToolError(f"{Path(toolchain.compiler).name} cannot compile CuTe's headers: {first.strip()}")
        deps = _dependencies(deps_file.read_text(errors="replace"))
        if out is not None:
            os.replace(out, tdir / f"{HEADER}.gch")
    finally:
        for p in (out, deps_file):
            if p is not None:
                with contextlib.suppress(OSError):
                    os.unlink(p)
    return {"version": version, "precompiled": out is not None,
            "deps": [_signature(os.path.abspath(d if os.path.isabs(d) else tdir / d)) for d in deps]}
