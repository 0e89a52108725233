"""Cut the DSL corpus out of a CUTLASS checkout and the DSL's wheel: the code blocks of the DSL's documentation, its
docstrings' code blocks and its notebooks' code cells that are layout algebra, atoms or tiled objects, and
fragments of its example kernels that build atoms, tiled MMAs and copies (FRAGMENTS, with the names they read
given), each AS WRITTEN.

    python -m tools.dsl_corpus /work/.mirror/NVIDIA+cutlass/repo [/work/dslvenv/bin/python]

The second argument is a Python with nvidia-cutlass-dsl: the docstrings of the `cutlass.cute` package it ships
(cute/**/*.py: `.. code-block::`, `Example::` literal blocks, `>>>` doctests) are swept too; a block the
repository's sources already gave is not repeated, the others are recorded with the wheel's path and version
("package").  Writes tests/interop/dsl_corpus.json ({"commit": ..., "snippets": [{"id", "file", "code"}]}); CI has
no CUTLASS, so the snippets are checked in.  The DSL's own output for each is cached by
tests/interop/dsl_oracle.py.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "tests" / "interop" / "dsl_corpus.json"

# a snippet is in the corpus when it calls one of these (layout algebra and the algebra of its int tuples and
# coordinates, atoms and their operations, tiled objects and their partitions) ...
_TOPIC = re.compile(r"\b(make_layout|make_ordered_layout|make_layout_tv|composition|\w+_divide|\w+_product|"
                    r"make_tiled_mma|make_tiled_copy\w*|make_mma_atom|make_copy_atom|make_identity_tensor|"
                    r"make_swizzle|make_composed_layout|coalesce|complement|right_inverse|left_inverse|cosize|"
                    r"recast_layout|make_shape|make_stride|ScaledBasis|tile_to_shape|"
                    r"make_identity_layout|E|basis_value|basis_get|depth|repeat|repeat_like|repeat_as_tuple|"
                    r"flatten|flatten_to_tuple|unflatten|unwrap|tuple_cat|transform_leaf|transform_apply|"
                    r"filter_tuple|ceil_div|idx2crd|crd2idx|increment_coord|slice_|tile_to_mma_shape|"
                    r"partition_shape_[ABC]|make_fragment_[ABC]|Mma\w*Op|Copy\w*Op|LdMatrix\w*Op|"
                    r"StMatrix\w*Op)\b")
# ... and needs nothing cutecalc cannot have: data, a GPU, a framework (an import it does not use is no need)
_NEEDS = re.compile(r"\b(torch|numpy|np\.|cupy|jax)\b|\b(from_dlpack|make_ptr|runtime\.\w+)\(|"
                    r"\.launch\(|cute\.compile|@cute\.kernel")


def _git(repo: str, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", _git_dir(repo), *args], capture_output=True, text=True,
                          check=True).stdout


def _git_dir(repo: str) -> str:
    return repo + "/.git" if Path(repo, ".git").exists() else repo


def _rst_blocks(text: str) -> list[str]:
    """The `.. code-block:: python` blocks of reStructuredText (a docstring's too), dedented."""
    out = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"(\s*)\.\. code-block::\s*(python)?\s*$", lines[i])
        if not m:
            i += 1
            continue
        indent = len(m.group(1))
        i += 1
        block = []
        while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > indent):
            block.append(lines[i])
            i += 1
        body = [b for b in block]
        while body and not body[0].strip():
            body.pop(0)
        while body and not body[-1].strip():
            body.pop()
        if body:
            cut = min(len(b) - len(b.lstrip()) for b in body if b.strip())
            out.append("\n".join(b[cut:] for b in body) + "\n")
    return out


def _literal_blocks(text: str) -> list[str]:
    """reStructuredText's literal blocks: the indented lines after a paragraph ending `::` (`Example::`)."""
    return _rst_blocks(re.sub(r"(?m)^(\s*)(?!\.\.)\S.*::\s*$", r"\1.. code-block::", text))


def _doctest(code: str) -> str:
    """A `>>>` block's source as doctest reads it: the lines after its prompts (what follows is expected output)."""
    return "".join(line.lstrip()[4:] + "\n" for line in code.splitlines()
                   if line.lstrip().startswith((">>> ", "... ")) or line.strip() in (">>>", "..."))


def _doctest_blocks(text: str) -> list[str]:
    """The `>>>` blocks of a docstring that stand on their own (not inside a code block)."""
    return [m.group(0) for m in re.finditer(r"(?m)^[ \t]*>>>.*(?:\n[ \t]*\S.*)*", text)]


def _docstring_codes(source: str) -> list[tuple[str, bool]]:
    """Every code example of a module's docstrings, in source order: code blocks, literal blocks and doctests
    (a doctest as its source lines), each with whether it is a doctest."""
    nodes = [n for n in ast.walk(ast.parse(source))
             if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))]
    out = []
    for node in sorted(nodes, key=lambda n: getattr(n, "lineno", 0)):
        doc = ast.get_docstring(node)
        if doc:
            blocks = _literal_blocks(doc)
            inside = "".join(blocks)
            blocks += [b for b in _doctest_blocks(doc) if b.strip() not in inside]
            out += [(_doctest(b), True) if b.lstrip().startswith(">>>") else (b, False) for b in blocks]
    return out


# What a docstring's fragment is given: the DSL runs layout algebra only while tracing a @cute.jit function.
_WRAPPED = ("a docstring's fragment: the DSL runs it inside the smallest wrapper, a @cute.jit function called "
            "(tests/interop/dsl_oracle.corpus_program); cutecalc is given the lines alone")
_DOCTEST = ("a doctest: its source lines as doctest reads them (the prompts and expected output are no code); "
            + _WRAPPED)


def wheel_snippets(python: str, known: set[str]) -> list[dict]:
    """The code examples of the docstrings of `cutlass.cute` as nvidia-cutlass-dsl ships it to `python`, those
    not in `known` (code already in the corpus)."""
    where = subprocess.run([python, "-c", "import os, cutlass.cute as c; from importlib.metadata import version; "
                            "print(os.path.dirname(os.path.dirname(os.path.dirname(c.__file__)))); "
                            "print(version('nvidia-cutlass-dsl'))"],
                           capture_output=True, text=True, check=True).stdout.split()
    root, version = Path(where[0]), where[1]
    out = []
    for path in sorted((root / "cutlass" / "cute").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        for n, (code, doctest) in enumerate(_docstring_codes(path.read_text()), 1):
            if code in known or not _TOPIC.search(code) or _NEEDS.search(code):
                continue
            note = _DOCTEST if doctest else (None if "@cute.jit" in code else _WRAPPED)
            out.append({"id": f"{rel}#{n}", "file": rel, "package": f"nvidia-cutlass-dsl=={version}", "code": code,
                        **({"note": note} if note else {})})
            known.add(code)
    return out


def snippets(repo: str) -> list[dict]:
    files = _git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines()
    out: list[dict] = []
    for path in files:
        if re.fullmatch(r"media/docs/pythonDSL/.*\.rst", path) or re.fullmatch(
                r"python/CuTeDSL/cutlass/cute/[^/]*\.py", path):
            codes = _rst_blocks(_git(repo, "show", f"HEAD:{path}"))
        elif re.fullmatch(r"examples/python/CuTeDSL/cute/notebooks/[^/]*\.ipynb", path):
            cells = json.loads(_git(repo, "show", f"HEAD:{path}"))["cells"]
            codes = ["".join(c["source"]) + "\n" for c in cells if c["cell_type"] == "code"]
        else:
            continue
        for n, code in enumerate(codes, 1):
            if code.lstrip().startswith(">>>") or not _TOPIC.search(code) or _NEEDS.search(code):
                continue
            out.append({"id": f"{path}#{n}", "file": path, "code": code})
    return out


# Fragments of the DSL's example kernels (examples/python/CuTeDSL/), as written: lines first..last of the file,
# dedented.  A kernel's fragment reads names its surroundings define -- the kernel object's fields (`self._dtype`),
# its arguments (`mA.element_type`), the file's imports; `given` binds them (a SimpleNamespace stands for an
# object, with the values the example runs with by default) and `shown` prints what the fragment built.  The
# snippet's code is given + fragment + shown; the DSL and cutecalc both run all of it.
_SELF_FA = "self = SimpleNamespace(_dtype=cutlass.Float16, _num_threads=128)\n"
_FA_MMA = ("tiled_mma = cute.make_tiled_mma(\n    warp.MmaF16BF16Op(self._dtype, cutlass.Float32, (16, 8, 16)),\n"
           "    (self._num_threads // 32, 1, 1),\n    permutation_mnk=(self._num_threads // 32 * 16, 16, 16),\n)\n")
_LAYOUT_ENUM = "utils = SimpleNamespace(LayoutEnum=SimpleNamespace(ROW_MAJOR='row', COL_MAJOR='col'))\n"
_SGEMM_SELF = ("self = SimpleNamespace(_bM=128, _bN=128, _bK=8, _num_threads=256, a_major_mode='row', "
               "b_major_mode='row', c_major_mode='row')\n")
_FP32 = "mA = SimpleNamespace(element_type=cutlass.Float32)\nmB = mA\n"
FRAGMENTS = (
    {"file": "examples/python/CuTeDSL/cute/ampere/kernel/attention/flash_attention_v2.py", "lines": (303, 307),
     "given": "from cutlass.cute.nvgpu import cpasync, warp\n" + _SELF_FA,
     "shown": "print(tiled_mma)\n"},
    {"file": "examples/python/CuTeDSL/cute/ampere/kernel/attention/flash_attention_v2.py", "lines": (264, 277),
     "given": "from cutlass.cute.nvgpu import cpasync, warp\n" + _SELF_FA,
     "shown": "print(atom_async_copy)\nprint(atom_universal_copy)\n"},
    {"file": "examples/python/CuTeDSL/cute/ampere/kernel/attention/flash_attention_v2.py", "lines": (462, 476),
     "given": "from cutlass.cute.nvgpu import cpasync, warp\n" + _SELF_FA + _FA_MMA,
     "shown": "print(smem_tiled_copy_Q)\nprint(smem_tiled_copy_K)\nprint(smem_tiled_copy_V)\n"},
    {"file": "examples/python/CuTeDSL/cute/ampere/kernel/dense_gemm/tensorop_gemm.py", "lines": (265, 290),
     "given": "self = SimpleNamespace(is_fp8=False, ab_dtype=cutlass.Float16, "
              "acc_dtype=cutlass.Float32, mma_inst_shape=(16, 8, 16))\natom_layout_mnk = (2, 2, 1)\n",
     "shown": "print(tiled_mma)\n"},
    {"file": "examples/python/CuTeDSL/cute/ampere/kernel/dense_gemm/tensorop_gemm.py", "lines": (235, 239),
     "given": "mA = SimpleNamespace(element_type=cutlass.Float16)\n"
              "ab_copy_bits = 128\n",
     "shown": "print(atom_async_copy)\n"},
    {"file": "examples/python/CuTeDSL/cute/ampere/kernel/dense_gemm/sgemm.py", "lines": (153, 200),
     "given": _LAYOUT_ENUM + _SGEMM_SELF + _FP32,
     "shown": "print(tiled_copy_A)\nprint(tiled_copy_B)\n"},
    {"file": "examples/python/CuTeDSL/cute/ampere/kernel/dense_gemm/sgemm.py", "lines": (222, 240),
     "given": _LAYOUT_ENUM + _SGEMM_SELF,
     "shown": "print(tiled_mma)\n"},
    {"file": "examples/python/CuTeDSL/cute/ampere/kernel/elementwise/elementwise_add.py", "lines": (226, 231),
     "given": "mA = SimpleNamespace(element_type=cutlass.Float32)\n"
              "copy_bits = 128\n",
     "shown": "print(tiler_mn)\nprint(tv_layout)\n"},
)


# The host-side setup of Hopper's and Blackwell's example kernels (the helpers of cutlass.utils.hopper_helpers /
# blackwell_helpers, smem layout atoms, tiled MMAs, TMEM copies), with the example's default arguments.
_HOPPER = "examples/python/CuTeDSL/cute/hopper/kernel/dense_gemm/dense_gemm.py"
_SM90 = "import cutlass.utils as utils\nimport cutlass.utils.hopper_helpers as sm90_utils\n"
_SM90_SELF = ("self = SimpleNamespace(a_dtype=cutlass.Float16, b_dtype=cutlass.Float16, c_dtype=cutlass.Float16, "
              "acc_dtype=cutlass.Float32, a_layout=utils.LayoutEnum.ROW_MAJOR, b_layout=utils.LayoutEnum.ROW_MAJOR, "
              "c_layout=utils.LayoutEnum.ROW_MAJOR, atom_layout_mnk=(2, 1, 1), tile_shape_mnk=(128, 256, 1), "
              "cluster_shape_mn=(1, 1))\n")
_TUTORIAL = "examples/python/CuTeDSL/cute/blackwell/tutorial/tutorial_gemm/fp16_gemm_0.py"
_TUTORIAL_GIVEN = ("import cutlass.utils.blackwell_helpers as sm100_utils\nfrom cutlass.cute.nvgpu import tcgen05\n"
                   "io_dtype = cutlass.Float16\nacc_dtype = cutlass.Float32\nmma_inst_shape_mnk = (128, 256, 16)\n"
                   "mma_tiler_mnk = (128, 256, 64)\nab_stages = 4\n")
_TUTORIAL_MMA = ("op = tcgen05.MmaF16BF16Op(io_dtype, acc_dtype, mma_inst_shape_mnk, tcgen05.CtaGroup.ONE, "
                 "tcgen05.OperandSource.SMEM, tcgen05.OperandMajorMode.K, tcgen05.OperandMajorMode.K)\n"
                 "tiled_mma = cute.make_tiled_mma(op)\n")
_TUTORIAL_ACC = ("acc_shape = tiled_mma.partition_shape_C(mma_tiler_mnk[:2])\n"
                 "tCtAcc = tiled_mma.make_fragment_C(acc_shape)\n")
_BLACKWELL = "examples/python/CuTeDSL/cute/blackwell/kernel/dense_gemm/dense_gemm.py"
_SM100 = ("import cutlass.utils as utils\nimport cutlass.utils.blackwell_helpers as sm100_utils\n"
          "from cutlass.cute.nvgpu import OperandMajorMode, tcgen05\n")
_SM100_SELF = ("self = SimpleNamespace(a_dtype=cutlass.TFloat32, b_dtype=cutlass.TFloat32, c_dtype=cutlass.Float32, "
               "acc_dtype=cutlass.Float32, a_major_mode=OperandMajorMode.K, b_major_mode=OperandMajorMode.K, "
               "c_layout=utils.LayoutEnum.ROW_MAJOR, use_2cta_instrs=False, cta_group=tcgen05.CtaGroup.ONE, "
               "mma_tiler=(128, 128, 1), cluster_shape_mn=(1, 1), use_tma_store=False)\n")
_PERSISTENT = "examples/python/CuTeDSL/cute/blackwell/kernel/dense_gemm/dense_gemm_persistent.py"
# (the configuration its docstring runs: --ab_dtype Float16 --c_dtype Float16 --mma_tiler_mn 256,128
# --cluster_shape_mn 2,1 --use_tma_store --use_2cta_instrs; the tiled MMA as its _create_tiled_mma makes it)
_PERSISTENT_SELF = (
    "self = SimpleNamespace(a_dtype=cutlass.Float16, b_dtype=cutlass.Float16, c_dtype=cutlass.Float16, "
    "acc_dtype=cutlass.Float32, a_major_mode=OperandMajorMode.K, b_major_mode=OperandMajorMode.K, "
    "c_layout=utils.LayoutEnum.ROW_MAJOR, use_2cta_instrs=True, cta_group=tcgen05.CtaGroup.TWO, "
    "mma_tiler=(256, 128, 1), cluster_shape_mn=(2, 1), use_tma_store=True)\n"
    "tiled_mma = utils.sm100.make_trivial_tiled_mma(self.a_dtype, self.a_major_mode, self.b_major_mode, "
    "self.acc_dtype, self.cta_group, self.mma_tiler[:2])\n")
_FP8 = "examples/python/CuTeDSL/cute/hopper/kernel/dense_gemm/dense_gemm_fp8_2xacc.py"
_FMHA = "examples/python/CuTeDSL/cute/hopper/kernel/attention/fmha.py"
_FMHA_SELF = ("from cutlass.cute.nvgpu import warpgroup\n"
              "self = SimpleNamespace(q_layout=utils.LayoutEnum.ROW_MAJOR, k_layout=utils.LayoutEnum.ROW_MAJOR, "
              "v_layout=utils.LayoutEnum.COL_MAJOR, q_dtype=cutlass.Float16, k_dtype=cutlass.Float16, "
              "v_dtype=cutlass.Float16, qk_acc_dtype=cutlass.Float32, pv_acc_dtype=cutlass.Float32, "
              "atom_layout_mnk=(2, 1, 1), qk_mma_tiler=(64, 128, 64), pv_mma_tiler=(64, 64, 128), "
              "cluster_shape_mn=(1, 1))\n")
SETUP_FRAGMENTS = (
    {"file": _HOPPER, "lines": (319, 345), "given": _SM90 + _SM90_SELF,
     "shown": "print(self.tiled_mma)\nprint(self.tile_shape_mnk)\nprint(self.cta_layout_mnk)\nprint(self.epi_tile)\n"},
    {"file": _HOPPER, "lines": (1113, 1132),
     "given": _SM90 + "tile_shape_mnk = (128, 256, 64)\nepi_tile = (128, 32)\na_dtype = b_dtype = c_dtype = "
              "cutlass.Float16\na_layout = b_layout = c_layout = utils.LayoutEnum.ROW_MAJOR\nab_stage = 4\n"
              "epi_stage = 4\n",
     "shown": "print(a_smem_layout_staged)\nprint(b_smem_layout_staged)\nprint(epi_smem_layout_staged)\n"},
    {"file": _TUTORIAL, "lines": (297, 323),
     "given": _TUTORIAL_GIVEN + "a = b = SimpleNamespace(element_type=io_dtype)\n",
     "shown": "print(tiled_mma)\nprint(a_smem_layout)\nprint(b_smem_layout)\nprint(a_smem_layout_one_stage)\n"
              "print(b_smem_layout_one_stage)\n"},
    {"file": _TUTORIAL, "lines": (175, 177), "given": _TUTORIAL_GIVEN + _TUTORIAL_MMA,
     "shown": "print(acc_shape)\nprint(tCtAcc)\n"},
    {"file": _TUTORIAL, "lines": (201, 207), "given": _TUTORIAL_GIVEN + _TUTORIAL_MMA
     + _TUTORIAL_ACC, "shown": "print(epi_tiler)\nprint(tCtAcc_epi)\n"},
    {"file": _TUTORIAL, "lines": (211, 216), "given": _TUTORIAL_GIVEN + _TUTORIAL_MMA
     + _TUTORIAL_ACC + "epi_tiler = ((128, 64),)\ntCtAcc_epi = cute.zipped_divide(tCtAcc, epi_tiler)\n",
     "shown": "print(tmem_atom)\nprint(tmem_tiled_copy)\n"
              "print(tmem_tiled_copy.get_slice(3).partition_S(tCtAcc_epi))\n"},
    {"file": _BLACKWELL, "lines": (232, 276), "given": _SM100 + _SM100_SELF,
     "shown": "print(tiled_mma)\nprint(self.mma_tiler)\nprint(self.cta_tile_shape_mnk)\n"
              "print(self.cluster_layout_vmnk)\nprint(self.epi_tile)\n"},
    {"file": _BLACKWELL, "lines": (295, 316),
     "given": _SM100 + _SM100_SELF.replace("use_tma_store=False", "use_tma_store=True").replace(
         "(128, 128, 1)", "(128, 128, 32)") + "tiled_mma = sm100_utils.make_trivial_tiled_mma(self.a_dtype, "
         "self.a_major_mode, self.b_major_mode, self.acc_dtype, self.cta_group, self.mma_tiler[:2])\n"
         "self.epi_tile = (128, 64)\nself.num_ab_stage = 4\nself.num_c_stage = 2\n",
     "shown": "print(self.a_smem_layout_staged)\nprint(self.b_smem_layout_staged)\nprint(self.c_smem_layout_staged)\n"},
    {"file": _FP8, "lines": (1041, 1095),
     "given": _SM90 + "tile_shape_mnk = (128, 256, 128)\nepi_tile = (128, 32)\na_dtype = b_dtype = "
              "cutlass.Float8E4M3FN\nc_dtype = cutlass.Float16\na_layout = b_layout = c_layout = "
              "utils.LayoutEnum.ROW_MAJOR\nab_stage = 4\nepi_stage = 4\n",
     "shown": "print(a_is_k_major, b_is_k_major)\nprint(a_smem_layout_staged)\nprint(b_smem_layout_staged)\n"
              "print(epi_smem_layout_staged)\n"},
    {"file": _FMHA, "lines": (352, 376), "given": _SM90 + _FMHA_SELF,
     "shown": "print(qk_tiled_mma)\nprint(pv_tiled_mma)\n"},
    {"file": _PERSISTENT, "lines": (331, 371), "given": _SM100 + _PERSISTENT_SELF,
     "shown": "print(self.mma_tiler)\nprint(self.cta_tile_shape_mnk)\nprint(self.cluster_layout_vmnk)\n"
              "print(self.epi_tile)\nprint(c_smem_layout)\n"},
    {"file": _PERSISTENT, "lines": (389, 394), "given": _SM100 + _PERSISTENT_SELF.replace(
        "(256, 128, 1)", "(256, 128, 64)") + "self.num_ab_stage = 6\n",
     "shown": "print(self.a_smem_layout_staged)\nprint(self.b_smem_layout_staged)\n"},
)


def fragments(repo: str) -> list[dict]:
    out = []
    for f in FRAGMENTS + SETUP_FRAGMENTS:
        first, last = f["lines"]
        lines = _git(repo, "show", f"HEAD:{f['file']}").splitlines()[first - 1:last]
        cut = min(len(x) - len(x.lstrip()) for x in lines if x.strip())
        body = "\n".join(x[cut:] for x in lines) + "\n"
        given = "from types import SimpleNamespace\n" + f["given"]
        out.append({"id": f"{f['file']}#L{first}-L{last}", "file": f["file"], "lines": [first, last],
                    "fragment": body, "given": given, "shown": f["shown"], "code": given + body + f["shown"]})
    return out


def main(repo: str, python: str | None = None) -> None:
    commit = _git(repo, "rev-parse", "HEAD").strip()
    found = snippets(repo) + fragments(repo)
    if python:
        found += wheel_snippets(python, {s["code"] for s in found})
    OUT.write_text(json.dumps({"commit": commit, "snippets": found}, indent=1) + "\n")
    print(f"{len(found)} snippets from {commit[:8]} -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main(*sys.argv[1:3])
