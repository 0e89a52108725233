"""cutecalc and the code people compile: emit CuTe C++ or CuTe DSL Python, verify against CuTe C++.

Nothing in `algebra/`, `lang/` or `render/` imports this package; it imports `lang/` (the parser, the AST,
the evaluator) and is imported by the CLI, the REPL and the notebook API.
"""
