"""CuTe C++ run on a GPU machine as the oracle for make_tma_copy (issue 19).

C++ finishes make_tma_copy only with the CUDA driver: cuTensorMapEncodeTiled encodes the descriptor.  So the
cases (tma_cases.py) become one program, compiled with `nvcc ... -lcuda` and run where a driver is; its answers
are cached in tma_answers.json with the GPU, driver and CUDA versions, and the tests compare with the cache (no
GPU needed).  The program prints, per case, what C++ prints for the case's print(...) expressions and, for each
call of cuTensorMapEncodeTiled, the arguments CuTe passed (caught with the linker's --wrap) and the driver's
answer, in the form cutecalc's tma_descriptor(tma) prints.  Cases run in a child process, one after another; a
case that aborts (CuTe's run-time asserts, the descriptor the driver refuses) ends its child, and the next child
goes on after it.

Cases CuTe refuses at compile time (static_asserts) cannot be in that program: each is compiled alone with nvcc,
here, and the static_assert's message recorded.

    python -m tests.oracle.tma_oracle --generate DIR    # here: DIR/{main.cu, cases_*.cu, build.sh, run.sh}
    python -m tests.oracle.tma_oracle --payload DIR     # the same, with CuTe's headers in DIR/include
    (cd DIR && CUTE_INCLUDE=$PWD/include sh run.sh OUT) # there: build with nvcc -lcuda, run (OUT/answers.txt, env.txt)
    python -m tests.oracle.tma_oracle --collect OUT     # here: the answers into tma_answers.json
    python -m tests.oracle.tma_oracle --static          # here: the static_assert cases (nvcc, no GPU)
    python -m tests.oracle.tma_oracle --host-payload DIR   # the tma_partition cases, built with g++ there:
    (cd DIR && CUTE_INCLUDE=$PWD/include HOST_CXX=g++ sh run.sh OUT; g++ --version | sed 's/^/g++: /' >> OUT/env.txt)
    python -m tests.oracle.tma_oracle --collect-host OUT   # here: their answers (host_answers)
    python -m tests.oracle.tma_oracle --host DIR        # or here: g++ and a stand-in driver, no GPU

`--stub DIR` builds a stand-in libcuda.so (every encode succeeds) to try the program where no driver is; its
answers are cached only by `--host` (the partition cases without a GPU machine, host_env saying so).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from cutecalc.interop.toolchain import reference_version as cutlass_version
from cutecalc.interop.toolchain import wheel_cute_include as cute_include_dir

from .cute_oracle import RUN_CHILD
from .tma_cases import TmaCase, all_cases

HERE = Path(__file__).resolve().parent
CACHE_PATH = HERE / "tma_answers.json"
CASES_PER_UNIT = 8
CASE_TIMEOUT_S = 30

CXX_FLAGS = ("-std=c++17", "-O0", "-w", "-DCUTLASS_ENABLE_DIRECT_CUDA_DRIVER_CALL")
NVCC_FLAGS = (*CXX_FLAGS, "--expt-relaxed-constexpr")

PRELUDE = r"""#include <cute/tensor.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/mma_traits_sm100.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/copy_traits_sm100_tma.hpp>
#include <cstdio>
using namespace cute;
extern void* tma_oracle_gmem;   // a 16-byte aligned device allocation that the gmem tensors point into
"""

# The encoder's enumerations as cuda.h names them (cutecalc's tma_descriptor prints the same names).
_ENUMS = {
    "CUtensorMapDataType": ("CU_TENSOR_MAP_DATA_TYPE_", (
        "UINT8", "UINT16", "UINT32", "INT32", "UINT64", "INT64", "FLOAT16", "FLOAT32", "FLOAT64", "BFLOAT16",
        "FLOAT32_FTZ", "TFLOAT32", "TFLOAT32_FTZ", "16U4_ALIGN8B", "16U4_ALIGN16B", "16U6_ALIGN16B")),
    "CUtensorMapInterleave": ("CU_TENSOR_MAP_INTERLEAVE_", ("NONE", "16B", "32B")),
    "CUtensorMapSwizzle": ("CU_TENSOR_MAP_SWIZZLE_", (
        "NONE", "32B", "64B", "128B", "128B_ATOM_32B", "128B_ATOM_32B_FLIP_8B", "128B_ATOM_64B")),
    "CUtensorMapL2promotion": ("CU_TENSOR_MAP_L2_PROMOTION_", ("NONE", "L2_64B", "L2_128B", "L2_256B")),
    "CUtensorMapFloatOOBfill": ("CU_TENSOR_MAP_FLOAT_OOB_FILL_", ("NONE", "NAN_REQUEST_ZERO_FMA")),
}


def _enum_names_cpp() -> str:
    out = []
    for ctype, (prefix, names) in _ENUMS.items():
        cases = " ".join(f"case {prefix}{n}: return \"{prefix}{n}\";" for n in names)
        out.append(f"static const char* name_of({ctype} v) {{ switch (v) {{ {cases} default: return \"?\"; }} }}")
    return "\n".join(out)


MAIN = r"""#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

void* tma_oracle_gmem = nullptr;

%(enum_names)s

static void print_dims(const char* label, const cuuint64_t* v, unsigned n) {
  printf("  %%-15s (", label);
  for (unsigned i = 0; i < n; ++i) printf(i ? ",%%llu" : "%%llu", (unsigned long long)v[i]);
  printf(")\n");
}
static void print_dims32(const char* label, const cuuint32_t* v, unsigned n) {
  printf("  %%-15s (", label);
  for (unsigned i = 0; i < n; ++i) printf(i ? ",%%u" : "%%u", v[i]);
  printf(")\n");
}

extern "C" CUresult __real_cuTensorMapEncodeTiled(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*,
    const cuuint64_t*, const cuuint64_t*, const cuuint32_t*, const cuuint32_t*, CUtensorMapInterleave,
    CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

// What CuTe hands the driver, and the driver's answer.
extern "C" CUresult __wrap_cuTensorMapEncodeTiled(CUtensorMap* map, CUtensorMapDataType type, cuuint32_t rank,
    void* addr, const cuuint64_t* dims, const cuuint64_t* strides, const cuuint32_t* box, const cuuint32_t* estr,
    CUtensorMapInterleave il, CUtensorMapSwizzle sw, CUtensorMapL2promotion l2, CUtensorMapFloatOOBfill oob) {
  printf("@@encode\ncuTensorMapEncodeTiled\n");
  printf("  %%-15s %%s\n", "dataType:", name_of(type));
  printf("  %%-15s %%u\n", "tensorRank:", rank);
  print_dims("globalDim:", dims, rank);
  print_dims("globalStrides:", strides, rank - 1);
  print_dims32("boxDim:", box, rank);
  print_dims32("elementStrides:", estr, rank);
  printf("  %%-15s %%s\n", "interleave:", name_of(il));
  printf("  %%-15s %%s\n", "swizzle:", name_of(sw));
  printf("  %%-15s %%s\n", "l2Promotion:", name_of(l2));
  printf("  %%-15s %%s\n", "oobFill:", name_of(oob));
  CUresult r = __real_cuTensorMapEncodeTiled(map, type, rank, addr, dims, strides, box, estr, il, sw, l2, oob);
  const char* name = nullptr;
  if (cuGetErrorName(r, &name) != CUDA_SUCCESS || name == nullptr) name = "?";
  printf("  %%-15s %%s\n", "result:", name);
  return r;
}

%(run_child)s
%(declarations)s
static void (*const CASES[])() = {%(table)s};
static const int NCASES = int(sizeof(CASES) / sizeof(CASES[0]));

static void put(const char* p, size_t n) {
  while (n) { ssize_t k = write(1, p, n); if (k <= 0) _exit(3); p += k; n -= size_t(k); }
}

static int environment() {
  int driver = 0, runtime = 0, dev = 0;
  cudaDriverGetVersion(&driver);
  cudaRuntimeGetVersion(&runtime);
  cudaDeviceProp prop;
  memset(&prop, 0, sizeof prop);
  cudaError_t e = cudaGetDeviceProperties(&prop, dev);
  printf("gpu: %%s\n", e == cudaSuccess ? prop.name : cudaGetErrorString(e));
  printf("compute capability: %%d.%%d\n", prop.major, prop.minor);
  printf("cuda driver api: %%d\ncuda runtime: %%d\n", driver, runtime);
  printf("compiled with nvcc: %%d.%%d\n", __CUDACC_VER_MAJOR__, __CUDACC_VER_MINOR__);
  printf("cutlass: %%d.%%d.%%d\n", CUTLASS_MAJOR, CUTLASS_MINOR, CUTLASS_PATCH);
  return 0;
}

// One child runs cases first.. in order; `progress` (shared with the parent) says which case it is in.
static volatile int* progress = nullptr;
static void child(int first) {
  setvbuf(stdout, nullptr, _IONBF, 0);
  if (cudaMalloc(&tma_oracle_gmem, size_t(1) << 30) != cudaSuccess) {
    tma_oracle_gmem = reinterpret_cast<void*>(uintptr_t(1) << 40);   // no GPU here: an aligned stand-in
    fprintf(stderr, "@@note no device memory: the gmem tensors point at 0x10000000000\n");
  }
  for (int i = first; i < NCASES; ++i) {
    *progress = i;
    fprintf(stderr, "@@case %%d\n", i);
    printf("@@case %%d\n", i);
    if (CASES[i] == nullptr) { printf("@@uncompiled\n"); continue; }
    alarm(%(timeout)d);
    CASES[i]();
    printf("@@end %%d\n", i);
  }
  *progress = NCASES;
}

int main(int argc, char** argv) {
  if (argc > 1 && strcmp(argv[1], "--env") == 0) return environment();
  if (argc > 1 && strcmp(argv[1], "--count") == 0) { printf("%%d\n", NCASES); return 0; }
  progress = static_cast<volatile int*>(mmap(nullptr, sizeof(int), PROT_READ | PROT_WRITE,
                                              MAP_SHARED | MAP_ANONYMOUS, -1, 0));
  int first = argc > 1 ? atoi(argv[1]) : 0;
  while (first < NCASES) {
    *progress = first;
    std::string text[2];
    int status = run_child(child, first, text);
    if (status == -1) return 2;
    int last = *progress;
    char head[200];
    int len = snprintf(head, sizeof head, "@@child %%d %%d %%d %%d %%zu %%zu\n", first,
                       WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0,
                       last, text[0].size(), text[1].size());
    put(head, size_t(len)); put(text[0].data(), text[0].size()); put(text[1].data(), text[1].size());
    first = last + 1;   // past the case that stopped the child (or NCASES + 1 when all ran)
  }
  return 0;
}
"""

BUILD_SH = r"""#!/bin/sh
# Build the TMA oracle with nvcc against CuTe's headers ($CUTE_INCLUDE) and the driver library (-lcuda; LIBCUDA_DIR
# adds a directory to search), JOBS compiles at a time.  HOST_CXX=g++ compiles the same host code with g++ alone
# (CuTe's TMA path switched on by the macros nvcc defines), a quicker build for trying the program out.
# A unit of cases that fails to compile is compiled again case by case; a case that still fails is reported by
# the program (its function is missing).
set -u
cd "$(dirname "$0")"
: "${CUTE_INCLUDE:?set CUTE_INCLUDE to the directory holding cute/ and cutlass/}"
CUDA="${CUDA_HOME:-/usr/local/cuda}"
JOBS="${JOBS:-4}"
if [ -n "${HOST_CXX:-}" ]; then
  CXX="$HOST_CXX -x c++ -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -I$CUDA/include -I$CUDA/include/cccl"
  LINK="$HOST_CXX -Wl,--wrap=cuTensorMapEncodeTiled"
  LIBS="-L$CUDA/lib64 -lcudart"
else
  CXX="${NVCC:-nvcc} --expt-relaxed-constexpr"
  LINK="${NVCC:-nvcc} -Xlinker --wrap=cuTensorMapEncodeTiled"
  LIBS=""
fi
CXX="$CXX %(flags)s -I$CUTE_INCLUDE"
export CXX
rm -f units.failed
$CXX -c main.cu -o main.cu.o || exit 1
ls cases_*.cu | xargs -P "$JOBS" -I{} sh -c '$CXX -c {} -o {}.o 2> {}.log || echo {} >> units.failed'
if [ -f units.failed ]; then
  for unit in $(cat units.failed); do
    rm -f "$unit.o"
    sed -n 's/^void tma_case_\([0-9]*\)() {$/\1/p' "$unit" | sed "s|^|$unit |"
  done | xargs -P "$JOBS" -L 1 sh -c \
    '$CXX -DTMA_ONLY_CASE=$1 -c $0 -o $0.$1.o 2> $0.$1.log || echo "case $1 does not compile"'
fi
$LINK -o tma_oracle *.o ${LIBCUDA_DIR:+-L$LIBCUDA_DIR} -lcuda $LIBS
"""

RUN_SH = r"""#!/bin/sh
# Build and run the TMA oracle; the answers, the build's logs and the machine's description go to $1.
set -u
mkdir -p "$1"
OUT=$(cd "$1" && pwd)
cd "$(dirname "$0")"
START=$(date +%s)
sh build.sh > "$OUT/build.log" 2>&1
STATUS=$?
for f in main.cu.log cases_*.log; do [ -s "$f" ] && { echo "== $f"; cat "$f"; }; done >> "$OUT/build.log" 2>/dev/null
[ $STATUS -eq 0 ] || { cat "$OUT/build.log" | tail -n 60; exit 1; }
echo "built in $(( $(date +%s) - START )) s"
{ ./tma_oracle --env; echo "nvcc: $(${NVCC:-nvcc} --version | tail -n 2 | tr '\n' ' ')";
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/nvidia-smi: /';
  echo "date: $(date -u +%Y-%m-%d)"; } > "$OUT/env.txt" 2>&1
./tma_oracle > "$OUT/answers.txt"
echo "ran in $(( $(date +%s) - START )) s, exit $?"
cat "$OUT/env.txt"
grep -c "^@@end" "$OUT/answers.txt"
"""

STUB_C = r"""#include <cuda.h>
/* A stand-in for the CUDA driver where there is none: every descriptor is encoded (nothing is checked). */
CUresult cuTensorMapEncodeTiled(CUtensorMap* m, CUtensorMapDataType t, cuuint32_t r, void* a, const cuuint64_t* d,
    const cuuint64_t* s, const cuuint32_t* b, const cuuint32_t* e, CUtensorMapInterleave i, CUtensorMapSwizzle w,
    CUtensorMapL2promotion l, CUtensorMapFloatOOBfill f) { return CUDA_SUCCESS; }
CUresult cuGetErrorName(CUresult r, const char** s) {
  *s = r == CUDA_SUCCESS ? "CUDA_SUCCESS" : "STUB_ERROR";
  return CUDA_SUCCESS;
}
"""


# ---------------------------------------------------------------------------------------------
# The program
# ---------------------------------------------------------------------------------------------

_NULL_GMEM = re.compile(r"make_gmem_ptr\(\(([\w:]+)\*\)nullptr\)")


def cpp_statements(case: TmaCase) -> list[str]:
    """The case's statements for the GPU program: a gmem tensor made from a null pointer points into a real
    allocation instead (the address is printed nowhere, and the driver checks it)."""
    return [_NULL_GMEM.sub(r"make_gmem_ptr((\1*)tma_oracle_gmem)", s) for s in case.statements]


def case_function(i: int, case: TmaCase) -> str:
    body = [f"  // {case.name}"] + [f"  {s}" for s in cpp_statements(case)]
    for j, p in enumerate(case.prints):
        body.append(f'  printf("@@print {j}\\n"); print({p}); printf("\\n");')
    guard = f"#if !defined(TMA_ONLY_CASE) || TMA_ONLY_CASE == {i}\n"
    return guard + f"void tma_case_{i}() {{\n" + "\n".join(body) + "\n}\n#endif\n"


def runnable(cases: list[TmaCase]) -> list[TmaCase]:
    """The cases the GPU program runs: all but those CuTe refuses with a static_assert, and the partition cases
    (tma_partition is a CUTE_DEVICE function, which nvcc does not let host code call: host_answers runs them)."""
    return [c for c in cases if c.refused != "static_assert" and c.group != HOST_GROUP]


HOST_GROUP = "partition"


def host_answers(cases: list[TmaCase], work: Path) -> tuple[dict[str, dict], dict[str, str]]:
    """The partition cases, built with g++ alone (build.sh's HOST_CXX), where CuTe's CUTE_DEVICE functions are
    inline host functions, and run here: tma_partition is layout algebra only.  The descriptors go to a stand-in
    driver (the same atoms' descriptors are among the GPU cases, which the driver accepted)."""
    inc = cute_include_dir()
    if inc is None or shutil.which("g++") is None:
        raise RuntimeError("the partition cases need g++ and the nvidia-cutlass wheel's headers")
    generate(work, cases)
    stub = build_stub(work / "stub")
    env = dict(os.environ, CUTE_INCLUDE=str(inc), HOST_CXX="g++", LIBCUDA_DIR=str(stub), JOBS="2", LC_ALL="C")
    subprocess.run(["sh", str(work / "build.sh")], check=True, env=env)
    ran = subprocess.run([str(work / "tma_oracle")], capture_output=True, text=True, check=True,
                         env=dict(os.environ, LD_LIBRARY_PATH=str(stub)))
    gxx = subprocess.run(["g++", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return parse_answers(ran.stdout, cases), {
        "compiled with": f"{gxx} (build.sh HOST_CXX=g++: CUTE_DEVICE functions are inline host functions)",
        "driver": "a stand-in libcuda (every descriptor accepted; the same atoms ran on the GPU machine)",
        "cutlass": cutlass_version()}


def generate(directory: Path, cases: list[TmaCase]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.glob("cases_*.cu"):
        old.unlink()
    n = len(cases)
    for u in range(0, n, CASES_PER_UNIT):
        text = PRELUDE + "\n" + "\n".join(case_function(i, cases[i]) for i in range(u, min(n, u + CASES_PER_UNIT)))
        _write_if_changed(directory / f"cases_{u // CASES_PER_UNIT:03d}.cu", text)
    main = MAIN % {
        "enum_names": _enum_names_cpp(),
        "run_child": RUN_CHILD,
        "declarations": "\n".join(f"__attribute__((weak)) void tma_case_{i}();" for i in range(n)),
        "table": ", ".join(f"tma_case_{i}" for i in range(n)),
        "timeout": CASE_TIMEOUT_S,
    }
    _write_if_changed(directory / "main.cu", "#include <cutlass/version.h>\n" + main)
    _write_if_changed(directory / "build.sh", BUILD_SH % {"flags": " ".join(CXX_FLAGS)})
    _write_if_changed(directory / "run.sh", RUN_SH)
    _write_if_changed(directory / "cases.json", json.dumps([c.source() for c in cases], indent=0) + "\n")


def payload(directory: Path, cases: list[TmaCase]) -> None:
    """The program's sources with CuTe's headers in directory/include: what the GPU machine needs."""
    generate(directory, cases)
    inc = cute_include_dir()
    assert inc is not None, "the nvidia-cutlass wheel's headers are needed"
    for sub in ("cute", "cutlass"):
        shutil.rmtree(directory / "include" / sub, ignore_errors=True)
        shutil.copytree(inc / sub, directory / "include" / sub)


def _write_if_changed(path: Path, text: str) -> None:
    """(so that a rebuild recompiles only the units whose cases changed)"""
    if not path.is_file() or path.read_text() != text:
        path.write_text(text)


def build_stub(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "stub.c").write_text(STUB_C)
    lib = directory / "libcuda.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-I/usr/local/cuda/include", "-Wl,-soname,libcuda.so.1",
                    "-o", str(lib), str(directory / "stub.c")], check=True)
    link = directory / "libcuda.so.1"
    if not link.exists():
        link.symlink_to("libcuda.so")
    return directory


# ---------------------------------------------------------------------------------------------
# Reading the program's output
# ---------------------------------------------------------------------------------------------

def parse_answers(data: str, cases: list[TmaCase]) -> dict[str, dict]:
    """{case source: answer} from the program's output.  An answer is
    {"prints": [...], "encodes": [...]} for a case that ran to its end, or
    {"refused": "assert"|"driver"|"abort", "message": ..., "encodes": [...], "stderr": ...} for one that stopped."""
    answers: dict[str, dict] = {}
    pos = 0
    while pos < len(data):
        nl = data.index("\n", pos)
        head = data[pos:nl].split()
        if head[0] != "@@child":
            raise RuntimeError(f"unexpected oracle output at {pos}: {data[pos:pos + 80]!r}")
        first, code, sig, last, nout, nerr = map(int, head[1:])
        # (sizes are bytes; the output is ASCII)
        out = data[nl + 1:nl + 1 + nout]
        err = data[nl + 1 + nout:nl + 1 + nout + nerr]
        pos = nl + 1 + nout + nerr
        outs = _split_cases(out)
        errs = _split_cases(err)
        for i, text in outs.items():
            finished = f"@@end {i}\n" in text
            answer = _case_answer(text.split(f"@@end {i}\n")[0], errs.get(i, ""), finished, code, sig)
            answers[cases[i].source()] = answer
    missing = [c.name for c in cases if c.source() not in answers]
    if missing:
        raise RuntimeError(f"the oracle gave no answer for {len(missing)} cases: {', '.join(missing[:5])}")
    return answers


def _split_cases(text: str) -> dict[int, str]:
    parts = re.split(r"^@@case (\d+)\n", text, flags=re.M)
    return {int(parts[k]): parts[k + 1] for k in range(1, len(parts), 2)}


def _case_answer(out: str, err: str, finished: bool, code: int, sig: int) -> dict:
    if out.startswith("@@uncompiled"):
        return {"refused": "uncompiled", "message": "the case did not compile (see the build's logs)"}
    encodes = [e.rstrip("\n") for e in re.split(r"^@@encode\n", out, flags=re.M)[1:]]
    encodes = [e.split("\n@@print")[0] for e in encodes]
    if finished:
        prints = re.split(r"^@@print \d+\n", out, flags=re.M)[1:]
        prints = [p.split("@@encode\n")[0] for p in prints]
        # without the newline the program writes after each print, and without the one that ends what CuTe prints
        # for a TiledCopy or an atom (the convention of the atom oracle: cutecalc's text of a value has no final
        # newline, the command line adds one)
        prints = [p.removesuffix("\n").removesuffix("\n") for p in prints]
        return {"prints": prints, "encodes": encodes}
    assertion = re.search(r"Assertion `(.*)' failed\.", err)
    failed = re.search(r"Error: Failed to initialize the TMA descriptor.*", err)
    if failed:   # the driver refused the descriptor; CuTe printed its arguments, then assert(false)
        how, message = "driver", failed.group(0)
    elif assertion:
        how, message = "assert", assertion.group(1)
    else:
        how, message = "abort", (err.strip().splitlines() or [f"signal {sig}, exit {code}"])[-1]
    return {"refused": how, "message": message, "encodes": encodes, "stderr": err.strip()}


# ---------------------------------------------------------------------------------------------
# Compile-time refusals
# ---------------------------------------------------------------------------------------------

_STATIC = re.compile(r'error: static assertion failed with "(.*)"')


def static_answers(cases: list[TmaCase], nvcc: str = "nvcc") -> dict[str, dict]:
    """Each static_assert case compiled alone: the messages of the static_asserts that fail."""
    inc = cute_include_dir()
    if inc is None or shutil.which(nvcc) is None:
        raise RuntimeError("the static_assert cases need nvcc and the nvidia-cutlass wheel's headers")
    out = {}
    with tempfile.TemporaryDirectory(prefix="tma-static-") as tmp:
        for c in cases:
            src = Path(tmp) / "case.cu"
            src.write_text(PRELUDE + "void* tma_oracle_gmem;\n" + case_function(0, c))
            proc = subprocess.run([nvcc, *NVCC_FLAGS, f"-I{inc}", "-c", str(src), "-o", str(src) + ".o"],
                                  capture_output=True, text=True, env=dict(os.environ, LC_ALL="C"))
            if proc.returncode == 0:
                raise RuntimeError(f"{c.name}: compiled, but is listed as refused by a static_assert")
            found = list(dict.fromkeys(_STATIC.findall(proc.stderr)))
            errors = _header_errors(proc.stderr, inc)
            if not found and not errors:
                raise RuntimeError(f"{c.name}: no error in CuTe's headers:\n{proc.stderr[:3000]}")
            # every static_assert the compiler reports (which one it names first is an accident of its order),
            # and the first error in CuTe's headers with the source it points at (an assert whose condition
            # does not compile says nothing of its message: the source does)
            out[c.source()] = {"refused": "static_assert", "message": (found or [errors[0]["error"]])[0],
                               "messages": found, "first_error": errors[0] if errors else None}
    return out


_HEADER_ERROR = re.compile(r"^(/\S+/include/(\S+\.hpp))\((\d+)\): error: (.*)$", re.M)


def _header_errors(stderr: str, inc: Path) -> list[dict]:
    """nvcc's errors inside CuTe's headers: the header, the line, the message and the two source lines there."""
    out = []
    for m in _HEADER_ERROR.finditer(stderr):
        path, rel, line, message = m.group(1), m.group(2), int(m.group(3)), m.group(4).strip()
        lines = Path(path).read_text().splitlines()
        out.append({"header": rel, "line": line, "error": message,
                    "source": " ".join(x.strip() for x in lines[line - 1:line + 1])})
    return out


def nvcc_version(nvcc: str = "nvcc") -> str:
    text = subprocess.run([nvcc, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"release [\d.]+, (V[\d.]+)", text)
    return m.group(0) if m else text.strip().splitlines()[-1]


# ---------------------------------------------------------------------------------------------
# The cache
# ---------------------------------------------------------------------------------------------

class TmaAnswers:
    """{cutlass version: {"env": {...}, "static_env": {...}, "answers": {case source: answer},
    "host_env": {...}, "host_answers": {case source: answer}}} (host_*: the partition cases, host_answers)."""

    def __init__(self, path: Path = CACHE_PATH) -> None:
        self.path = path
        self.all: dict[str, dict] = json.loads(path.read_text()) if path.is_file() else {}
        self.entry = self.all.setdefault(cutlass_version(), {"env": {}, "static_env": {}, "answers": {}})
        self.answers: dict[str, dict] = self.entry["answers"]

    def save(self) -> None:
        text = json.dumps(self.all, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        tmp = self.path.with_suffix(".json.tmp")
        tmp.write_text(text)
        tmp.replace(self.path)


def read_env(path: Path) -> dict[str, str]:
    env = {}
    for line in path.read_text().splitlines():
        key, _, value = line.partition(": ")
        if value:
            env[key.strip()] = value.strip()
    return env


def _cache_host(got: dict[str, dict], env: dict[str, str]) -> None:
    """The partition cases' answers and where they were computed, in place of the cached ones."""
    cache = TmaAnswers()
    cache.entry["host_answers"] = got
    cache.entry["host_env"] = env
    cache.save()
    print(f"{len(got)} partition cases cached in {CACHE_PATH}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--generate", metavar="DIR", type=Path, help="write the program's sources to DIR")
    ap.add_argument("--payload", metavar="DIR", type=Path,
                    help="--generate DIR, with CuTe's headers copied to DIR/include (what the GPU machine needs)")
    ap.add_argument("--stub", metavar="DIR", type=Path, help="build a stand-in libcuda.so in DIR")
    ap.add_argument("--collect", metavar="OUT", type=Path, help="cache the answers in OUT/answers.txt")
    ap.add_argument("--static", action="store_true", help="compile the static_assert cases and cache them")
    ap.add_argument("--check", metavar="OUT", type=Path, help="parse OUT/answers.txt and report, caching nothing")
    ap.add_argument("--host", metavar="DIR", type=Path,
                    help="build the partition cases with g++ in DIR, run them here and cache their answers")
    ap.add_argument("--host-payload", metavar="DIR", type=Path,
                    help="the partition cases' program with CuTe's headers, to build with g++ on the GPU machine")
    ap.add_argument("--collect-host", metavar="OUT", type=Path, help="cache the partition answers in OUT/answers.txt")
    args = ap.parse_args(argv)
    cases = all_cases()
    if args.generate:
        generate(args.generate, runnable(cases))
        print(f"{len(runnable(cases))} cases -> {args.generate}")
    host_cases = [c for c in cases if c.group == HOST_GROUP]
    if args.payload:
        payload(args.payload, runnable(cases))
        print(f"{len(runnable(cases))} cases and CuTe's headers -> {args.payload} "
              f"(there: CUTE_INCLUDE=$PWD/include JOBS=16 sh run.sh OUT)")
    if args.host_payload:
        payload(args.host_payload, host_cases)
        print(f"{len(host_cases)} partition cases and CuTe's headers -> {args.host_payload} "
              f"(there: CUTE_INCLUDE=$PWD/include HOST_CXX=g++ JOBS=16 sh run.sh OUT; g++ --version >> OUT/env.txt)")
    if args.stub:
        print(f"stand-in driver: {build_stub(args.stub)}")
    if args.check or args.collect:
        out_dir = args.check or args.collect
        answers = parse_answers((out_dir / "answers.txt").read_text(), runnable(cases))
        kinds: dict[str, int] = {}
        for a in answers.values():
            kinds[a.get("refused", "ran")] = kinds.get(a.get("refused", "ran"), 0) + 1
        print(f"{len(answers)} answers: {kinds}")
        if args.collect:
            cache = TmaAnswers()
            cache.entry["env"] = read_env(out_dir / "env.txt")
            cache.answers.update(answers)
            cache.save()
            print(f"cached in {CACHE_PATH}")
    if args.collect_host:
        got = parse_answers((args.collect_host / "answers.txt").read_text(), host_cases)
        env = read_env(args.collect_host / "env.txt")
        env.pop("compiled with nvcc", None)   # (build.sh's HOST_CXX defines nvcc's version macros for CuTe)
        env["compiled with"] = ("g++ (build.sh HOST_CXX=g++: CUTE_DEVICE functions are inline host functions), "
                                "run with the GPU machine's driver")
        _cache_host(got, env)
    if args.host:
        _cache_host(*host_answers(host_cases, args.host))
    if args.static:
        static = [c for c in cases if c.refused == "static_assert"]
        cache = TmaAnswers()
        cache.answers.update(static_answers(static))
        cache.entry["static_env"] = {"nvcc": nvcc_version()}
        cache.save()
        print(f"{len(static)} static_assert cases cached in {CACHE_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
