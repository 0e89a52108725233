"""Every function the language can call: the core rows (functions.py), the rest (more_functions.py), the
rows that extend them for atoms and tiled objects (atom_functions.py) and for tensors with pointers
(tensor_functions.py), in the one table (function_table.py).
Readers of the whole table — the evaluator, completion, :help, the interop emitters — import it from here.
"""

from __future__ import annotations

from . import tensor_functions as _tensor_rows  # noqa: F401  (loads the core rows, the rest and the atom rows first)
from .function_table import FUNCTIONS, FunctionSpec
from .functions import CONSTANTS, compose_values

__all__ = ["CONSTANTS", "FUNCTIONS", "FunctionSpec", "compose_values"]
