"""cutecalc: CuTe's layout algebra, exact to CuTe C++.

The package itself is the one public Python facade, `from cutecalc import ...`:
- `calc`, `calc_value`, `outcomes` (cutecalc.api): source text in, what the command line prints (or its value,
  or each statement's Outcome) out;
- `Layout`, `evaluate`, `S` and every function of the table as a Python function (cutecalc.interop.notebook):
  values that print in CuTe's notation and draw their tables in Jupyter.
`cutecalc.algebra.layout.Layout` is the algebra's own value (what the facade's Layout wraps and calc_value
returns), for code inside cutecalc.  Each part is imported on first use, so the command line does not pay for it.
"""

from __future__ import annotations

TYPE_CHECKING = False   # (typing itself is not imported: the REPL's first prompt is drawn before it loads)
if TYPE_CHECKING:
    from typing import Any

_API = ("calc", "calc_value", "outcomes")


def __getattr__(name: str) -> Any:
    if name in _API:
        import cutecalc.api
        return getattr(cutecalc.api, name)
    from .interop import notebook
    if name == "__all__":
        return [*_API, *notebook.__all__]
    if name in notebook.__all__ or name in notebook.FUNCTION_NAMES:
        return getattr(notebook, name)
    raise AttributeError(f"module 'cutecalc' has no attribute {name!r}")
