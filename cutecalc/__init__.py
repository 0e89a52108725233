"""cutecalc: CuTe's layout algebra, exact to CuTe C++.

`from cutecalc import Layout, evaluate, logical_divide, ...` gives the Python API (cutecalc.interop.notebook);
it is imported on first use, so that the command line does not pay for it.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    from .interop import notebook
    if name == "__all__":
        return notebook.__all__
    if name in notebook.__all__ or name in notebook.FUNCTION_NAMES:
        return getattr(notebook, name)
    raise AttributeError(f"module 'cutecalc' has no attribute {name!r}")
