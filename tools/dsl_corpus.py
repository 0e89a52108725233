"""Cut the DSL corpus out of a CUTLASS checkout: the code blocks of the DSL's documentation, its docstrings' code
blocks and its notebooks' code cells that are layout algebra, atoms or tiled objects, and fragments of its example
kernels that build atoms, tiled MMAs and copies (FRAGMENTS, with the names they read given), each AS WRITTEN.

    python -m tools.dsl_corpus /work/.mirror/NVIDIA+cutlass/repo    (a bare repository or a work tree)

writes tests/interop/dsl_corpus.json ({"commit": ..., "snippets": [{"id", "file", "code"}]}); CI has no CUTLASS,
so the snippets are checked in.  The DSL's own output for each is cached by tests/interop/dsl_oracle.py.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "tests" / "interop" / "dsl_corpus.json"

# a snippet is in the corpus when it calls one of these (layout algebra, atoms, tiled objects) ...
_TOPIC = re.compile(r"\b(make_layout|make_ordered_layout|make_layout_tv|composition|\w+_divide|\w+_product|"
                    r"make_tiled_mma|make_tiled_copy\w*|make_mma_atom|make_copy_atom|make_identity_tensor|"
                    r"make_swizzle|make_composed_layout|coalesce|complement|right_inverse|left_inverse|cosize|"
                    r"recast_layout|make_shape|make_stride|ScaledBasis|tile_to_shape)\b")
# ... and needs nothing cutecalc cannot have: data, a GPU, a framework
_NEEDS = re.compile(r"\b(torch|from_dlpack|numpy|np\.|cupy|jax|runtime\.|make_ptr)\b|"
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
# blackwell_helpers, smem layout atoms, tiled MMAs, TMEM copies), with the example's default arguments; `arch` is
# the target the DSL must build them for (CUTE_DSL_ARCH, set by the oracle; a user pasting sets nothing).
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
SETUP_FRAGMENTS = (
    {"file": _HOPPER, "lines": (319, 345), "arch": "sm_90a", "given": _SM90 + _SM90_SELF,
     "shown": "print(self.tiled_mma)\nprint(self.tile_shape_mnk)\nprint(self.cta_layout_mnk)\nprint(self.epi_tile)\n"},
    {"file": _HOPPER, "lines": (1113, 1132), "arch": "sm_90a",
     "given": _SM90 + "tile_shape_mnk = (128, 256, 64)\nepi_tile = (128, 32)\na_dtype = b_dtype = c_dtype = "
              "cutlass.Float16\na_layout = b_layout = c_layout = utils.LayoutEnum.ROW_MAJOR\nab_stage = 4\n"
              "epi_stage = 4\n",
     "shown": "print(a_smem_layout_staged)\nprint(b_smem_layout_staged)\nprint(epi_smem_layout_staged)\n"},
    {"file": _TUTORIAL, "lines": (297, 323), "arch": "sm_100a",
     "given": _TUTORIAL_GIVEN + "a = b = SimpleNamespace(element_type=io_dtype)\n",
     "shown": "print(tiled_mma)\nprint(a_smem_layout)\nprint(b_smem_layout)\nprint(a_smem_layout_one_stage)\n"
              "print(b_smem_layout_one_stage)\n"},
    {"file": _TUTORIAL, "lines": (175, 177), "arch": "sm_100a", "given": _TUTORIAL_GIVEN + _TUTORIAL_MMA,
     "shown": "print(acc_shape)\nprint(tCtAcc)\n"},
    {"file": _TUTORIAL, "lines": (201, 207), "arch": "sm_100a", "given": _TUTORIAL_GIVEN + _TUTORIAL_MMA
     + _TUTORIAL_ACC, "shown": "print(epi_tiler)\nprint(tCtAcc_epi)\n"},
    {"file": _TUTORIAL, "lines": (211, 216), "arch": "sm_100a", "given": _TUTORIAL_GIVEN + _TUTORIAL_MMA
     + _TUTORIAL_ACC + "epi_tiler = ((128, 64),)\ntCtAcc_epi = cute.zipped_divide(tCtAcc, epi_tiler)\n",
     "shown": "print(tmem_atom)\nprint(tmem_tiled_copy)\n"
              "print(tmem_tiled_copy.get_slice(3).partition_S(tCtAcc_epi))\n"},
    {"file": _BLACKWELL, "lines": (232, 276), "arch": "sm_100a", "given": _SM100 + _SM100_SELF,
     "shown": "print(tiled_mma)\nprint(self.mma_tiler)\nprint(self.cta_tile_shape_mnk)\n"
              "print(self.cluster_layout_vmnk)\nprint(self.epi_tile)\n"},
    {"file": _BLACKWELL, "lines": (295, 316), "arch": "sm_100a",
     "given": _SM100 + _SM100_SELF.replace("use_tma_store=False", "use_tma_store=True").replace(
         "(128, 128, 1)", "(128, 128, 32)") + "tiled_mma = sm100_utils.make_trivial_tiled_mma(self.a_dtype, "
         "self.a_major_mode, self.b_major_mode, self.acc_dtype, self.cta_group, self.mma_tiler[:2])\n"
         "self.epi_tile = (128, 64)\nself.num_ab_stage = 4\nself.num_c_stage = 2\n",
     "shown": "print(self.a_smem_layout_staged)\nprint(self.b_smem_layout_staged)\nprint(self.c_smem_layout_staged)\n"},
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
                    "fragment": body, "given": given, "shown": f["shown"], "code": given + body + f["shown"],
                    **({"arch": f["arch"]} if "arch" in f else {})})
    return out


def main(repo: str) -> None:
    commit = _git(repo, "rev-parse", "HEAD").strip()
    found = snippets(repo) + fragments(repo)
    OUT.write_text(json.dumps({"commit": commit, "snippets": found}, indent=1) + "\n")
    print(f"{len(found)} snippets from {commit[:8]} -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
