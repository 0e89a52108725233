"""CuTe DSL code read as the Python it is: Python's own parser, and a small interpreter of the Python around
the layout algebra.

    for outcome in PythonReader(session).run(source): ...

The source is cut into top-level statements (a `def` with its body is one; `top_level_chunks`), each parsed
by Python's `ast` and run as Python runs it: `//`, `%` and `/` with Python's meaning (`-4 % 3` is 2, `7 / 2`
is 3.5), tuple unpacking, `x if c else y`, imports, `def` with parameters that run when the function is
called, `for` over `cutlass.range_constexpr`, `assert`, f-strings.  A CuTe function called by the DSL's name
(`cute.make_layout(...)`, or a name imported from `cutlass.cute`) is bound by its row of the function table
(its DSL name, keywords and argument order: dsl_calls.bind_arguments) and evaluated by the row.  A statement
that is not Python (cutecalc's notation, `a = (4,8):(8,1)`) is read by the language's grammar instead.

What is printed follows the DSL: Python's print() lines of a `@cute.jit` function come out as it is traced,
its cute.printf lines when it runs (after the outermost jit function returns).  A statement that fails is
an error and the statements after it still run (the names it would assign are unknown where they are used);
one that uses what cutecalc does not model (data in memory, a kernel launch, torch) is skipped with one
warning.
"""

from __future__ import annotations

import ast as py
import re
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import Any

from ..algebra import checks
from ..algebra.atoms import MMAAtom
from ..algebra.basis import ScaledBasis
from ..algebra.integers import (
    INT64_MAX,
    INT64_MIN,
    RANGE_ERROR,
    Bool,
    DivInt,
    StaticInt,
    add,
    dsl_integer,
    floordiv,
    floormod,
    is_dynamic_int,
    is_integer,
    mul,
    neg,
    sub,
    value,
)
from ..algebra.inttuple import MAX_LEAVES, UNDERSCORE, Underscore, check_size, flatten_to_tuple
from ..algebra.kinds import is_inttuple
from ..algebra.layout import Layout, make_layout
from ..algebra.tensor import Tensor
from ..algebra.tiled import TiledMMA
from ..errors import (
    CuteDomainError,
    CuteError,
    CuteInternalError,
    CuteNameError,
    CuteOverflowError,
    CuteSyntaxError,
    CuteTypeError,
)
from ..outcome import Outcome
from .cpp_types import CONSTANTS as CUTLASS_CONSTANTS
from .cpp_types import DSL_CONSTANTS
from .dsl_atoms import ENUMS, OPS, DslEnum, DslOp, copy_atom, mma_atom, pointer, recast_pointer, rmem_tensor
from .dsl_calls import bind_arguments, row_note
from .dsl_helpers import ENUM_METHODS, HELPERS
from .dsl_names import (
    NUMERIC_TYPES,
    Module,
    Namespace,
    NumericType,
    Opaque,
    PyType,
    Ratio,
    Unmodelled,
    py_repr,
    py_str,
    runtime_str,
    to_cute,
    type_of,
)
from .dsl_viz import VIZ
from .function_table import FUNCTIONS
from .source import Block, LineProblem, SourceItem, text_blocks
from .values import CppString, Printout, basis, describe

MAX_CALL_DEPTH = 200        # nested calls of Python functions (a recursion that never ends stops here)
MAX_LOOP_STEPS = 1 << 20    # iterations of all loops of one top-level statement


# -- cutting the source into top-level statements ------------------------------------------------------------

_CONTINUES = re.compile(r"(else|elif|except|finally)\b|[)\]}]")
_INCOMPLETE = ("was never closed", "unexpected EOF", "expected an indented block", "unterminated triple-quoted",
               "expected 'except' or 'finally'")


def top_level_chunks(source: str | Iterable[SourceItem]) -> Iterator[tuple[int, str] | LineProblem]:
    """(first line, text) of each top-level statement of Python source, as it is read: a new statement starts at
    a line in column 0 once what came before is complete Python (or cannot become so)."""
    items = text_blocks(source) if isinstance(source, str) else source
    pending: list[str] = []
    start = 1
    for item in items:
        if type(item) is not Block:
            if pending:
                yield start, "".join(pending)
                pending = []
            yield item
            continue
        for i, line in enumerate(item.text.splitlines(keepends=True)):
            if pending and _starts_statement(line) and needs_more("".join(pending)) is False:
                yield start, "".join(pending)
                pending = []
            if not pending:
                if not line.strip():
                    continue
                start = item.line + i
            pending.append(line)
    if pending:
        yield start, "".join(pending)


def _starts_statement(line: str) -> bool:
    return bool(line.strip()) and line[0] not in " \t#" and not _CONTINUES.match(line)


def needs_more(text: str) -> bool | None:
    """Whether Python source `text` is an unfinished statement (an open bracket or string, a block without its
    body, a decorator without its function): True; complete: False; wrong whatever follows: None."""
    try:
        py.parse(text)
        return False
    except SyntaxError as e:
        lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
        if any(m in (e.msg or "") for m in _INCOMPLETE) or (lines and lines[-1].lstrip().startswith("@")):
            return True
        return None
    except (ValueError, MemoryError, RecursionError):
        return None


# -- the values of the interpreter ---------------------------------------------------------------------------

class Scope:
    """A function call's variables (or the session's, for the top level), with the scope it was defined in."""

    __slots__ = ("vars", "parent")

    def __init__(self, variables: dict[str, Any], parent: Scope | None) -> None:
        self.vars, self.parent = variables, parent

    def find(self, name: str) -> tuple[bool, Any]:
        scope: Scope | None = self
        while scope is not None:
            if name in scope.vars:
                return True, scope.vars[name]
            scope = scope.parent
        return False, None


class Function:
    """A `def` (or a lambda) of the script: it runs when called, with its arguments, in a scope of its own."""

    __slots__ = ("name", "node", "scope", "jit")

    def __init__(self, name: str, node: py.FunctionDef | py.Lambda, scope: Scope, jit: bool) -> None:
        self.name, self.node, self.scope, self.jit = name, node, scope, jit

    def python_text(self) -> str:
        return f"<function {self.name}>"


class Builtin:
    """A function of Python or of the DSL that is not a CuTe function: print, range, cute.printf, ..."""

    __slots__ = ("name", "fn")

    def __init__(self, name: str, fn: Callable[..., Any]) -> None:
        self.name, self.fn = name, fn

    def python_text(self) -> str:
        return f"<built-in function {self.name}>"


class DslFunction:
    """A CuTe function called as the DSL calls it (`cute.size`, or `size` imported from cutlass.cute): its
    arguments in the DSL's order, bound by its row."""

    __slots__ = ("spec", "name", "dsl_order")

    def __init__(self, spec: Any, name: str, dsl_order: bool = True) -> None:
        self.spec, self.name, self.dsl_order = spec, name, dsl_order

    def python_text(self) -> str:
        return f"<function {self.name}>"


class BoundMethod:
    """`obj.name`, a CuTe function of obj (a member function in C++, a method in the DSL): obj is its first
    argument."""

    __slots__ = ("obj", "spec", "name")

    def __init__(self, obj: Any, spec: Any, name: str) -> None:
        self.obj, self.spec, self.name = obj, spec, name

    def python_text(self) -> str:
        return f"<bound method {self.name}>"


class Failed:
    """The value of a name whose assignment failed or was skipped: using it says which line that was."""

    __slots__ = ("line", "skipped")

    def __init__(self, line: int, skipped: bool) -> None:
        self.line, self.skipped = line, skipped


class _Flow(Exception):
    """return, break, continue: where they were (a top-level one is an error)."""

    stmt: py.stmt | None = None


class _Return(_Flow):
    def __init__(self, value: Any) -> None:
        self.value = value


class _Break(_Flow):
    pass


class _Continue(_Flow):
    pass


class _PyError(CuteError):
    """A Python exception of the script (raise, a failed assert) that a try/except may catch by name."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(f"{name}: {message}" if message else name)
        self.name = name


# Python's modules of DSL code whose members are CuTe functions or the DSL's types (`cute.size`, `cutlass.Int32`)
_CUTE_MODULES = ("cutlass", "cutlass.cute")
_ALIASES = {"cute": "cutlass.cute"}   # how scripts import it: `import cutlass.cute as cute`
_PRELUDE = {"cute": "cutlass.cute", "cutlass": "cutlass"}


# -- the reader ----------------------------------------------------------------------------------------------

class PythonReader:
    """Runs CuTe DSL source as Python, statement by statement, in a session (whose variables are its globals)."""

    def __init__(self, session: Any) -> None:   # a lang.session.Session (which imports this module)
        self.session = session
        self.evaluator = session.evaluator
        self.globals = Scope(self.evaluator.env, None)
        self._queue: list[Outcome] = []
        self._at_run: list[Outcome] | None = None   # cute.printf's lines of the jit function being traced
        self._emitted = 0
        self._lines: dict[int, str] = {}
        self._depth = 0
        self._steps = 0
        self._handlers: list[tuple[str, ...]] = []   # the exception names of the try statements around
        self._current: py.stmt | None = None          # the statement being run (where a print's line is)
        self._builtins = {name: Builtin(name, partial(fn, self)) for name, fn in _BUILTINS.items()}

    # -- running source --------------------------------------------------------------------------------
    def run(self, source: str | Iterable[SourceItem], filename: str = "<input>",
            explain: bool = False) -> Iterator[Outcome]:
        for chunk in top_level_chunks(source):
            if isinstance(chunk, LineProblem):
                yield Outcome(chunk.line, 1, "", error=CuteSyntaxError(chunk.message, chunk.line, 1, ""))
                continue
            line, text = chunk
            for i, t in enumerate(text.split("\n")):
                self._lines[line + i] = t
            try:
                tree = py.parse(text)
            except (SyntaxError, ValueError, MemoryError, RecursionError) as e:
                yield from self._not_python(line, text, e, filename, explain)
                continue
            py.increment_lineno(tree, line - 1)
            for stmt in tree.body:
                self._steps = 0
                try:
                    self._statement(stmt, self.globals, top=True)
                except (_Return, _Break, _Continue) as flow:
                    word = {_Return: "return", _Break: "break", _Continue: "continue"}[type(flow)]
                    where = flow.stmt or stmt
                    self._emit(Outcome(where.lineno, where.col_offset + 1, self._lines.get(where.lineno, "").strip(),
                                       error=CuteSyntaxError(f"'{word}' outside a function or loop", where.lineno,
                                                             where.col_offset + 1, self._lines.get(where.lineno, ""))))
                yield from self._drain()
            if len(self._lines) > 4096:
                self._lines.clear()

    def _drain(self) -> Iterator[Outcome]:
        queue, self._queue = self._queue, []
        yield from queue

    def _not_python(self, line: int, text: str, error: Exception, filename: str, explain: bool) -> Iterator[Outcome]:
        """A statement Python cannot read: read it in the language's grammar (cutecalc's own notation), or
        report Python's error where Python's reading went further."""
        outcomes = list(self.session.run_grammar([Block(text, line)], filename, explain))
        syntax = [o for o in outcomes if isinstance(o.error, CuteSyntaxError)]
        if syntax and isinstance(error, SyntaxError):
            at = (error.lineno or 1) + line - 1, error.offset or 1
            first = syntax[0].error
            assert first is not None
            if at >= (first.line or 0, first.col or 0):
                message = (error.msg or "invalid syntax").replace("(detected at line", "(at line")
                yield Outcome(at[0], at[1], text.strip(),
                              error=CuteSyntaxError(f"{message} (read as Python: the DSL dialect)", at[0], at[1],
                                                    self._lines.get(at[0], "")))
                return
        yield from outcomes

    # -- statements ------------------------------------------------------------------------------------
    def _emit(self, out: Outcome, at_run: bool = False) -> None:
        self._emitted += 1
        if at_run and self._at_run is not None:
            self._at_run.append(out)
        else:
            self._queue.append(out)

    def _block(self, body: list[py.stmt], scope: Scope, top: bool = False) -> None:
        for stmt in body:
            self._statement(stmt, scope, top)

    def _statement(self, stmt: py.stmt, scope: Scope, top: bool = False) -> None:
        outer, self._current = self._current, stmt
        try:
            self._one_statement(stmt, scope, top)
        finally:
            self._current = outer

    def _one_statement(self, stmt: Any, scope: Scope, top: bool) -> None:
        kind = type(stmt)
        if kind in _COMPOUND:
            getattr(self, "_" + kind.__name__)(stmt, scope)
            return
        if kind is py.Pass:
            return
        if kind in (py.Return, py.Break, py.Continue):
            flow: _Flow = _Break() if kind is py.Break else _Continue() if kind is py.Continue else _Return(
                self._guarded(stmt, scope, lambda: self._eval(stmt.value, scope) if stmt.value else None))
            flow.stmt = stmt
            raise flow
        self._simple(stmt, scope, top)

    def _outcome(self, stmt: py.stmt | py.expr) -> Outcome:
        line = stmt.lineno
        text = self._lines.get(line, "").strip()
        return Outcome(line, stmt.col_offset + 1, text)

    def _fail(self, out: Outcome, e: Exception, stmt: py.stmt | py.expr) -> None:
        """The statement's error (or its skipping) on its outcome."""
        if isinstance(e, Unmodelled):
            out.notes.insert(0, f"skipped: {e.message}")
            return
        if isinstance(e, CuteError):
            out.error = e.at(stmt.lineno, stmt.col_offset + 1)
        elif isinstance(e, RecursionError):
            out.error = CuteDomainError("nested too deeply to compute").at(stmt.lineno, stmt.col_offset + 1)
        else:
            out.error = CuteInternalError(f"internal error ({type(e).__name__}: {e}); please report this input").at(
                stmt.lineno, stmt.col_offset + 1)
        if out.error.source_line is None:
            out.error.source_line = self._lines.get(out.error.line or stmt.lineno, "")

    def _guarded(self, stmt: py.stmt, scope: Scope, compute: Callable[[], Any]) -> Any:
        """compute() for a statement whose failure is reported and read as a Failed value (return, a condition)."""
        out = self._outcome(stmt)
        with checks.collect_notes() as out.notes:
            try:
                return compute()
            except BaseException as e:
                self._report(out, e, stmt)
        self._emit(out)
        return Failed(stmt.lineno, out.error is None)

    def _report(self, out: Outcome, e: BaseException, stmt: py.stmt) -> None:
        """A statement's failure `e` made its outcome's error; raised on where it is not the statement's to report:
        Python's flow (return, break, continue), an exception a `try` of the code handles, an interrupt."""
        if isinstance(e, (_Return, _Break, _Continue)) or not isinstance(e, Exception):   # an interrupt
            raise e
        if isinstance(e, _PyError) and any(e.name in names or "Exception" in names for names in self._handlers):
            raise e
        self._fail(out, e, stmt)

    def _simple(self, stmt: py.stmt, scope: Scope, top: bool) -> None:
        before = self._emitted
        out = self._outcome(stmt)
        shown = False
        with checks.collect_notes() as out.notes:
            try:
                shown = self._run_simple(stmt, scope, top, out)
            except BaseException as e:
                self._report(out, (self._undefined_name(stmt, scope) or e) if isinstance(e, Unmodelled) else e, stmt)
                failed = Failed(stmt.lineno, out.error is None)   # the names it assigns are unknown where used
                for target in _targets(stmt):
                    self._bind_names(target, failed, scope)
        if out.error is not None or out.notes or shown or self._emitted == before:
            self._emit(out)

    def _undefined_name(self, stmt: py.stmt, scope: Scope) -> Exception | None:
        """Why a line cutecalc skips would fail in Python too: a name it reads that nothing defines (Python's
        NameError, whatever the line does), or None.  Names the line binds itself (a comprehension's, a lambda's)
        are not looked up."""
        nodes = list(py.walk(stmt))
        bound = {n.id for n in nodes if isinstance(n, py.Name) and not isinstance(n.ctx, py.Load)}
        bound |= {a.arg for n in nodes if isinstance(n, py.arguments) for a in (*n.posonlyargs, *n.args,
                                                                                  *n.kwonlyargs)}
        for n in nodes:
            if isinstance(n, py.Name) and isinstance(n.ctx, py.Load) and n.id not in bound:
                try:
                    self._Name(n, scope)
                except Unmodelled:
                    pass
                except CuteError as e:
                    return e
        return None

    def _run_simple(self, stmt: Any, scope: Scope, top: bool, out: Outcome) -> bool:
        """Run a simple statement; True when its outcome shows a value (an expression at the top level)."""
        kind = type(stmt)
        if kind is py.Expr:
            value = self._eval(stmt.value, scope)
            if top and _shown(value) and not _is_docstring(stmt):
                out.value, out.has_value = _display(value), True
                self.evaluator.env["ans"] = value
                return True
            return False
        if kind is py.Assign:
            value = self._eval(stmt.value, scope)
            for target in stmt.targets:
                self._assign(target, value, scope, out)
            return False
        if kind is py.AugAssign:
            current = self._eval(_load(stmt.target), scope)
            self._assign(stmt.target, self._binop(stmt.op, current, self._eval(stmt.value, scope), stmt), scope, out)
            return False
        if kind is py.AnnAssign:
            if stmt.value is not None:
                self._assign(stmt.target, self._eval(stmt.value, scope), scope, out)
            return False
        if kind is py.Import:
            for alias in stmt.names:
                if alias.asname:
                    scope.vars[alias.asname] = self._import(alias.name, stmt)
                else:
                    top_name = alias.name.split(".")[0]
                    self._import(alias.name, stmt)
                    scope.vars[top_name] = Module(top_name)
            return False
        if kind is py.ImportFrom:
            module = self._import(stmt.module or "", stmt)
            for alias in stmt.names:
                if alias.name == "*":
                    continue   # `from cutlass.cute import *`: every DSL name is found without it
                scope.vars[alias.asname or alias.name] = self._member(module, alias.name)
            return False
        if kind is py.Assert:
            if not _truth(self._eval(stmt.test, scope)):
                message = py_str(self._eval(stmt.msg, scope)) if stmt.msg is not None else ""
                raise _PyError("AssertionError", message)
            return False
        if kind is py.Raise:
            raise _PyError(_exception_name(stmt.exc), "")
        if kind is py.Delete:
            for target in stmt.targets:
                if isinstance(target, py.Name):
                    scope.vars.pop(target.id, None)
            return False
        if kind in (py.Global, py.Nonlocal):
            return False
        raise Unmodelled(f"Python's {_statement_name(stmt)}")

    def _assign(self, target: py.expr, value: Any, scope: Scope, out: Outcome) -> None:
        self._bind_names(target, value, scope)

    def _bind_names(self, target: py.expr, value: Any, scope: Scope) -> None:
        if isinstance(target, py.Name):
            scope.vars[target.id] = value
        elif isinstance(target, (py.Tuple, py.List)):
            if isinstance(value, Failed):
                for t in target.elts:
                    self._bind_names(t.value if isinstance(t, py.Starred) else t, value, scope)
                return
            items = self._iterate(value, target)
            starred = [i for i, t in enumerate(target.elts) if isinstance(t, py.Starred)]
            if starred:
                s = starred[0]
                after = len(target.elts) - s - 1
                if len(items) < len(target.elts) - 1:
                    raise CuteTypeError(f"not enough values to unpack (expected at least {len(target.elts) - 1}, "
                                        f"got {len(items)})")
                parts = [*items[:s], list(items[s:len(items) - after]), *items[len(items) - after:]]
                for t, v in zip(target.elts, parts):
                    self._bind_names(t.value if isinstance(t, py.Starred) else t, v, scope)
                return
            if len(items) != len(target.elts):
                few = len(items) < len(target.elts)
                raise CuteTypeError(f"{'not enough' if few else 'too many'} values to unpack (expected "
                                    f"{len(target.elts)}, got {len(items)})")
            for t, v in zip(target.elts, items):
                self._bind_names(t, v, scope)
        elif isinstance(target, py.Subscript):
            if isinstance(value, Failed):
                return
            container = self._eval(target.value, scope)
            if isinstance(container, (list, dict)):
                container[self._index_key(self._eval(target.slice, scope), container)] = value
            elif isinstance(container, Opaque):
                raise container.refuse()
            else:
                raise Unmodelled(f"assigning into {describe(container)} (a tensor's data)")
        elif isinstance(target, py.Starred):
            self._bind_names(target.value, value, scope)
        elif isinstance(target, py.Attribute):   # self.tiled_mma = ...: a field of an object (a SimpleNamespace)
            obj = self._eval(target.value, scope)
            if isinstance(obj, Namespace):
                obj.fields[target.attr] = value
            elif not isinstance(value, Failed):
                raise Unmodelled(f"assigning to an attribute of {describe(obj)}")

    # compound statements
    def _FunctionDef(self, stmt: py.FunctionDef, scope: Scope) -> None:
        jit = False
        for decorator in stmt.decorator_list:
            d = self._guarded(stmt, scope, lambda dec=decorator: self._eval(dec, scope))  # type: ignore[misc]
            jit = jit or (isinstance(d, Builtin) and d.name in ("jit", "kernel"))
        scope.vars[stmt.name] = Function(stmt.name, stmt, scope, jit)

    _AsyncFunctionDef = _FunctionDef

    def _ClassDef(self, stmt: py.ClassDef, scope: Scope) -> None:
        out = self._outcome(stmt)
        out.notes.append(f"skipped: cutecalc does not model Python classes (class {stmt.name})")
        scope.vars[stmt.name] = Opaque(f"the class {stmt.name}")
        self._emit(out)

    def _If(self, stmt: py.If, scope: Scope) -> None:
        test = self._guarded(stmt, scope, lambda: self._eval(stmt.test, scope))
        if isinstance(test, Failed):
            return
        self._block(stmt.body if _truth(test) else stmt.orelse, scope)

    def _While(self, stmt: py.While, scope: Scope) -> None:
        while True:
            test = self._guarded(stmt, scope, lambda: self._eval(stmt.test, scope))
            if isinstance(test, Failed) or not _truth(test):
                break
            if not self._loop_body(stmt, scope):
                return
        self._block(stmt.orelse, scope)

    def _loop_body(self, stmt: py.While | py.For, scope: Scope) -> bool:
        """One pass of a loop's body: False when it breaks out (`continue` ends the pass only)."""
        self._step(stmt)
        try:
            self._block(stmt.body, scope)
        except _Break:
            return False
        except _Continue:
            pass
        return True

    def _For(self, stmt: py.For, scope: Scope) -> None:
        items = self._guarded(stmt, scope, lambda: self._iterate(self._eval(stmt.iter, scope), stmt.iter))
        if isinstance(items, Failed):
            return
        for item in items:
            self._bind_names(stmt.target, item, scope)
            if not self._loop_body(stmt, scope):
                return
        self._block(stmt.orelse, scope)

    def _Try(self, stmt: py.Try, scope: Scope) -> None:
        names = tuple(n for h in stmt.handlers for n in _handler_names(h))
        self._handlers.append(names)
        try:
            self._block(stmt.body, scope)
        except _PyError as e:
            self._handlers.pop()
            for handler in stmt.handlers:
                caught = _handler_names(handler)
                if e.name in caught or "Exception" in caught or not caught:
                    if handler.name:
                        scope.vars[handler.name] = e.message
                    self._block(handler.body, scope)
                    break
            self._block(stmt.finalbody, scope)
            return
        self._handlers.pop()
        self._block(stmt.orelse, scope)
        self._block(stmt.finalbody, scope)

    def _With(self, stmt: py.With, scope: Scope) -> None:
        out = self._outcome(stmt)
        out.notes.append("skipped: cutecalc does not model Python's `with` (its body is not run)")
        self._emit(out)

    def _step(self, stmt: py.stmt) -> None:
        self._steps += 1
        if self._steps > MAX_LOOP_STEPS:
            raise CuteDomainError(f"more than {MAX_LOOP_STEPS} loop iterations in one statement").at(
                stmt.lineno, stmt.col_offset + 1)

    # -- imports -----------------------------------------------------------------------------------------
    def _import(self, name: str, stmt: py.stmt) -> Module:
        module = Module(_ALIASES.get(name, name))
        if not module.is_cutlass and any("ImportError" in h or "ModuleNotFoundError" in h or "Exception" in h
                                         for h in self._handlers):
            raise _PyError("ImportError", f"cutecalc has no module named '{name}'")
        return module

    def _member(self, module: Any, name: str) -> Any:
        """`module.name`: a submodule, a CuTe function by the DSL's name, a DSL type or helper; what cutecalc
        does not model is Opaque."""
        if not isinstance(module, Module):
            raise CuteTypeError(f"{py_str(module)} is not a module")
        if (module.name, name) == ("types", "SimpleNamespace"):   # a kernel's object, in a snippet's context
            return Builtin(name, lambda args, kwargs: Namespace(dict(kwargs)))
        if not module.is_cutlass:
            return Opaque(f"{module.name}.{name}")
        *_, parent, last = ("", *module.name.split("."))
        if last == "viz" and name in VIZ:   # cute.viz.print_latex: the DSL's own TikZ text
            return Builtin(name, partial(_print_viz, self, VIZ[name]))
        helper = HELPERS.get((last, name))
        if helper is not None:   # sm90_utils.make_smem_layout_a, cute.nvgpu.warpgroup.make_smem_layout_atom
            return Builtin(name, partial(helper, self._dsl_call))
        found = self._dsl_name(name)
        if found is not None:
            return found
        if last == "arch" and name in _ARCH_CONSTANTS:   # cute.arch.THREADS_PER_WARPGROUP (a Python int)
            return StaticInt(CUTLASS_CONSTANTS[_ARCH_CONSTANTS[name]])
        op = OPS.get((last, name))
        if op is not None:   # cute.nvgpu.warp.MmaF16BF16Op: an operation's constructor
            return Builtin(name, op)

        if (parent, last) in ENUMS:   # cute.nvgpu.LoadCacheMode.GLOBAL
            return ENUMS[parent, last](name)
        if (last, name) in ENUMS:
            return Module(f"{module.name}.{name}")
        if name[:1].islower() and not name.startswith(("make_", "get_")):
            return Module(f"{module.name}.{name}")   # a submodule (cute.nvgpu, cute.arch, cutlass.utils)
        return Opaque(f"{module.name}.{name}")

    def _dsl_call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """The CuTe function the DSL calls `name`, called as DSL code calls it (a helper's steps)."""
        spec = FUNCTIONS.by_dsl_name(name) or FUNCTIONS[name]
        return self._call_row(spec, name, list(args), kwargs, dsl_order=True)

    def _dsl_name(self, name: str) -> Any:
        """What the DSL's `name` is (a member of cutlass or cutlass.cute, or a name imported from them)."""
        builtin = self._builtins.get(name)
        if builtin is not None and builtin.name in _DSL_BUILTINS:
            return builtin
        numeric = NUMERIC_TYPES.get(name)
        if numeric is not None:
            return numeric
        spec = FUNCTIONS.by_dsl_name(name) or FUNCTIONS.get(name)
        if spec is not None and not spec.own:
            lacks = _written_otherwise(spec, name)
            if lacks is not None:
                raise _PyError("NameError", f"name '{name}' is not defined: the CuTe DSL has no {name} ({lacks})")
            return DslFunction(spec, name)
        return None

    # -- expressions -------------------------------------------------------------------------------------
    def _eval(self, node: py.expr, scope: Scope) -> Any:
        method = _EXPRESSIONS.get(type(node))
        if method is None:
            raise Unmodelled(f"Python's {type(node).__name__} expression")
        try:
            return method(self, node, scope)
        except CuteError as e:
            raise e.at(node.lineno, node.col_offset + 1) from None

    def _Constant(self, node: py.Constant, scope: Scope) -> Any:
        v = node.value
        if v is None:
            return UNDERSCORE
        if isinstance(v, bool) or not isinstance(v, int):
            return v
        if not INT64_MIN <= v <= INT64_MAX:
            raise CuteDomainError(f"{v} is beyond the 64-bit integers CuTe computes with")
        return StaticInt(v)   # a Python int in DSL code is a compile-time (static) integer

    def _Name(self, node: py.Name, scope: Scope) -> Any:
        found, v = scope.find(node.id)
        if found:
            if isinstance(v, Failed):
                raise _failed_name(node.id, v)
            return v
        builtin = self._builtins.get(node.id)
        if builtin is not None:
            return builtin
        if node.id in _PRELUDE:   # `cute.` and `cutlass.` need no import in a calculator
            return Module(_PRELUDE[node.id])
        dsl = self._dsl_name(node.id)
        if dsl is not None:
            return dsl
        spec = FUNCTIONS.get(node.id)
        if spec is not None:
            return DslFunction(spec, node.id, dsl_order=False)
        from .evaluate import Evaluator  # CuTe's constants and types named bare (LayoutRight, uint8_t)
        return Evaluator._Name(self.evaluator, _NameNode(node.id), 0)

    def _Attribute(self, node: py.Attribute, scope: Scope) -> Any:
        obj = self._eval(node.value, scope)
        return self._getattr(obj, node.attr)

    def _getattr(self, obj: Any, name: str) -> Any:
        if isinstance(obj, Module):
            return self._member(obj, name)
        if isinstance(obj, Opaque):
            raise obj.refuse()
        if isinstance(obj, ScaledBasis) and name in ("value", "mode"):   # the DSL's ScaledBasis's fields
            return obj.value if name == "value" else [StaticInt(m) for m in obj.modes]
        if isinstance(obj, Namespace):
            if name not in obj.fields:
                raise _PyError("AttributeError", f"'types.SimpleNamespace' object has no attribute '{name}'")
            if isinstance(obj.fields[name], Failed):   # its assignment (self.x = ...) failed or was skipped
                raise _failed_name(name, obj.fields[name])
            return obj.fields[name]
        if isinstance(obj, DslEnum) and (obj.cls, name) in ENUM_METHODS:   # utils.LayoutEnum.ROW_MAJOR.is_k_major_a()
            return Builtin(name, lambda args, kwargs, e=obj, m=ENUM_METHODS[obj.cls, name]: m(e))
        if isinstance(obj, NumericType):
            if name == "width":
                return StaticInt(obj.width)
            raise CuteTypeError(f"the type {obj.name} has no attribute '{name}'")
        if isinstance(obj, (list, dict, str)):
            method = _PYTHON_METHODS.get((type(obj), name))
            if method is None:
                raise CuteTypeError(f"{type(obj).__name__} has no attribute '{name}' in cutecalc")
            return Builtin(name, lambda args, kwargs: method(obj, *args))
        if name == "element_type" and isinstance(obj, Tensor):   # the DSL's numeric type of its elements
            element = getattr(obj.iterator, "element", "")
            found = next((t for t in NUMERIC_TYPES.values() if t.cpp == element), None)
            if found is not None:
                return found
        if name in _DATA_METHODS and isinstance(obj, Tensor):
            raise Unmodelled(f"cutecalc does not model the data of a tensor (Tensor.{name})")
        if name in ("shape_mnk", "thr_id") and isinstance(obj, (MMAAtom, TiledMMA)):   # C++'s Atom::Shape_MNK, ThrID
            return getattr(obj.atom if isinstance(obj, TiledMMA) else obj, name)
        spec = FUNCTIONS.by_dsl_name(name) or FUNCTIONS.get(name)
        if spec is None:
            raise CuteTypeError(f"{describe(obj)} has no attribute '{name}'")
        if spec.dsl is not None and spec.dsl.form == "property" or name in _PROPERTIES:
            return self._call_row(spec, name, [obj], {}, dsl_order=False)
        return BoundMethod(obj, spec, name)

    def _Subscript(self, node: py.Subscript, scope: Scope) -> Any:
        obj = self._eval(node.value, scope)
        key = self._eval(node.slice, scope)
        if isinstance(obj, Opaque):
            raise obj.refuse()
        if isinstance(key, slice):
            if isinstance(obj, (tuple, list, str)):
                return obj[key]
            raise CuteTypeError(f"{describe(obj)} cannot be sliced with ':'")
        if isinstance(obj, (tuple, list, str, dict)):
            try:
                return obj[self._index_key(key, obj)]
            except IndexError:
                raise CuteDomainError(f"index {py_str(key)} is out of range for a {type(obj).__name__} of "
                                      f"{len(obj)}") from None
            except KeyError:
                raise CuteDomainError(f"key {py_repr(key)} is not in the dict") from None
        if isinstance(obj, (NumericType, Builtin)):
            return obj   # cutlass.Constexpr[int], List[cute.Tensor]: a type annotation
        return self._apply(obj, key)

    def _index_key(self, key: Any, obj: Any) -> Any:
        if isinstance(obj, dict):
            return key
        if is_integer(key):
            return value(key)
        if isinstance(key, bool):
            return int(key)
        raise CuteTypeError(f"a {type(obj).__name__} index must be an integer, got {describe(key)}")

    def _Slice(self, node: py.Slice, scope: Scope) -> slice:
        def bound(x: py.expr | None) -> int | None:
            if x is None:
                return None
            v = self._eval(x, scope)
            if isinstance(v, Underscore):
                return None
            if not is_integer(v):
                raise CuteTypeError(f"a slice bound must be an integer, got {describe(v)}")
            return value(v)
        return slice(bound(node.lower), bound(node.upper), bound(node.step))

    def _Tuple(self, node: py.Tuple, scope: Scope) -> tuple:
        return check_size(tuple(self._items(node.elts, scope)))

    def _List(self, node: py.List, scope: Scope) -> list:
        return self._items(node.elts, scope)

    def _Set(self, node: py.Set, scope: Scope) -> list:
        return list(dict.fromkeys(self._items(node.elts, scope)))

    def _Dict(self, node: py.Dict, scope: Scope) -> dict:
        out = {}
        for k, v in zip(node.keys, node.values):
            if k is None:
                out.update(self._eval(v, scope))
            else:
                out[self._eval(k, scope)] = self._eval(v, scope)
        return out

    def _items(self, elts: list[py.expr], scope: Scope) -> list:
        out: list = []
        for e in elts:
            if isinstance(e, py.Starred):
                out.extend(self._iterate(self._eval(e.value, scope), e))
            else:
                out.append(self._eval(e, scope))
        return out

    def _JoinedStr(self, node: py.JoinedStr, scope: Scope) -> str:
        parts = []
        for v in node.values:
            if isinstance(v, py.Constant):
                parts.append(str(v.value))
                continue
            assert isinstance(v, py.FormattedValue)
            x = self._eval(v.value, scope)
            spec = self._JoinedStr(v.format_spec, scope) if isinstance(v.format_spec, py.JoinedStr) else ""
            text = py_repr(x) if v.conversion == ord("r") else None
            if text is None and spec:
                number = value(x) if is_integer(x) else x
                try:
                    text = format(number, spec)
                except (TypeError, ValueError) as e:
                    raise CuteTypeError(f"format '{spec}' of {describe(x)}: {e}") from None
            parts.append(text if text is not None else py_str(x))
        return "".join(parts)

    def _BinOp(self, node: py.BinOp, scope: Scope) -> Any:
        return self._binop(node.op, self._eval(node.left, scope), self._eval(node.right, scope), node)

    def _binop(self, op: py.operator, a: Any, b: Any, node: Any) -> Any:
        kind = type(op)
        if type(a) is DivInt or type(b) is DivInt:
            a, b = _as_the_dsl_folds(kind, a, b)
            if kind is py.Mult and any(type(x) is StaticInt and x.value == 0 for x in (a, b)):
                return DivInt(0, 0)   # the DSL's product with 0: a run-time 0 it knows is 0 (`?{div=0}`)
        if is_integer(a) and is_integer(b):
            if kind is py.Add:
                return add(a, b)
            if kind is py.Sub:
                return sub(a, b)
            if kind is py.Mult:
                return mul(a, b)
            if kind is py.FloorDiv:
                return floordiv(a, b)
            if kind is py.Mod:
                return floormod(a, b)
            if kind is py.Div:
                if value(b) == 0:
                    raise CuteDomainError("division by zero")
                return value(a) / value(b)
            result = _INT_OPS[kind](value(a), value(b)) if kind in _INT_OPS else None
            if result is not None:
                return StaticInt(result) if type(a) is StaticInt and type(b) is StaticInt else result
        if kind is py.Mult and isinstance(a, ScaledBasis) and is_integer(b):
            return a.scale(b)
        if kind is py.Mult and is_integer(a) and isinstance(b, ScaledBasis):
            return b.scale(a)
        pa, pb = _python_number(a), _python_number(b)
        if isinstance(pa, (int, float)) and isinstance(pb, (int, float)) and (
                isinstance(pa, float) or isinstance(pb, float) or isinstance(a, bool) or isinstance(b, bool)):
            try:
                return _FLOAT_OPS[kind](pa, pb)
            except ZeroDivisionError:
                raise CuteDomainError("division by zero") from None
            except OverflowError:
                raise CuteDomainError(f"{pa!r} {_OP_TEXT[kind]} {pb!r} overflows a float") from None
            except KeyError:
                pass
        if kind is py.Add and type(a) is type(b) and isinstance(a, (tuple, list, str)):
            return a + b
        if kind is py.Mult and isinstance(a, (tuple, list, str)) and is_integer(b):
            return _repeat(a, value(b))
        if kind is py.Mult and is_integer(a) and isinstance(b, (tuple, list, str)):
            return _repeat(b, value(a))
        if kind is py.Mod and isinstance(a, str):
            return a % (tuple(_python_number(x) for x in b) if isinstance(b, tuple) else _python_number(b))
        for x in (a, b):
            if isinstance(x, Opaque):
                raise x.refuse()
        raise CuteTypeError(f"'{_OP_TEXT.get(kind, kind.__name__)}' is not defined between {describe(a)} and "
                            f"{describe(b)}")

    def _UnaryOp(self, node: py.UnaryOp, scope: Scope) -> Any:
        v = self._eval(node.operand, scope)
        kind = type(node.op)
        if kind is py.Not:
            t = _truth(v)
            return Bool(not t, False) if isinstance(v, Bool) and not v.static else not t
        if kind is py.UAdd:
            return v
        if kind is py.USub:
            if is_integer(v):
                return neg(v)
            if isinstance(v, ScaledBasis):
                return v.scale(StaticInt(-1) if isinstance(v.value, StaticInt) else -1)
            if isinstance(v, float):
                return -v
        if kind is py.Invert and is_integer(v):
            return StaticInt(~value(v)) if type(v) is StaticInt else ~v
        raise CuteTypeError(f"unary '{_OP_TEXT.get(kind, kind.__name__)}' is not defined for {describe(v)}")

    def _BoolOp(self, node: py.BoolOp, scope: Scope) -> Any:
        result: Any = None
        for e in node.values:
            result = self._eval(e, scope)
            t = _truth(result)
            if (isinstance(node.op, py.And) and not t) or (isinstance(node.op, py.Or) and t):
                return result
        return result

    def _Compare(self, node: py.Compare, scope: Scope) -> Any:
        left = self._eval(node.left, scope)
        dynamic = False
        for op, right_node in zip(node.ops, node.comparators):
            right = self._eval(right_node, scope)
            result = _compare(op, left, right)
            dynamic = dynamic or is_dynamic_int(left) or is_dynamic_int(right)
            if not result:
                return Bool(False, False) if dynamic else False
            left = right
        return Bool(True, False) if dynamic else True

    def _IfExp(self, node: py.IfExp, scope: Scope) -> Any:
        return self._eval(node.body if _truth(self._eval(node.test, scope)) else node.orelse, scope)

    def _Lambda(self, node: py.Lambda, scope: Scope) -> Function:
        return Function("<lambda>", node, scope, False)

    def _comprehension(self, node: Any, scope: Scope, each: Callable[[Scope], None]) -> None:
        inner = Scope({}, scope)

        def loop(i: int) -> None:
            if i == len(node.generators):
                each(inner)
                return
            gen = node.generators[i]
            for item in self._iterate(self._eval(gen.iter, inner), gen.iter):
                self._bind_names(gen.target, item, inner)
                if all(_truth(self._eval(c, inner)) for c in gen.ifs):
                    loop(i + 1)
        loop(0)

    def _ListComp(self, node: py.ListComp, scope: Scope) -> list:
        out: list = []
        self._comprehension(node, scope, lambda s: out.append(self._eval(node.elt, s)))
        return out

    _SetComp = _ListComp

    def _GeneratorExp(self, node: py.GeneratorExp, scope: Scope) -> list:
        out: list = []
        self._comprehension(node, scope, lambda s: out.append(self._eval(node.elt, s)))
        return out

    def _DictComp(self, node: py.DictComp, scope: Scope) -> dict:
        out: dict = {}

        def each(s: Scope) -> None:
            out[self._eval(node.key, s)] = self._eval(node.value, s)
        self._comprehension(node, scope, each)
        return out

    def _NamedExpr(self, node: py.NamedExpr, scope: Scope) -> Any:
        v = self._eval(node.value, scope)
        self._bind_names(node.target, v, scope)
        return v

    def _Starred(self, node: py.Starred, scope: Scope) -> Any:
        raise CuteSyntaxError("'*' unpacks only inside a call, a tuple or a list")

    # -- calls ---------------------------------------------------------------------------------------------
    def _Call(self, node: py.Call, scope: Scope) -> Any:
        fn = self._eval(node.func, scope)
        args = self._items(node.args, scope)
        kwargs: dict[str, Any] = {}
        for kw in node.keywords:
            v = self._eval(kw.value, scope)
            if kw.arg is None:
                kwargs.update(v)
            else:
                kwargs[kw.arg] = v
        return self._call(fn, args, kwargs, node)

    def _call(self, fn: Any, args: list, kwargs: dict[str, Any], node: Any) -> Any:
        if isinstance(fn, Function):
            return self._invoke(fn, args, kwargs)
        if isinstance(fn, Builtin):
            try:
                return fn.fn(args, kwargs)
            except CuteError:
                raise
            except IndexError:   # an argument it needs is not given: sum(), len()
                raise CuteTypeError(f"{fn.name}() is missing an argument (got {len(args)})") from None
            except (TypeError, ValueError) as e:   # Python's refusal of its arguments: min of two types
                raise CuteTypeError(f"{fn.name}(): {e}") from None
        if isinstance(fn, DslFunction):
            return self._call_row(fn.spec, fn.name, args, kwargs, fn.dsl_order)
        if isinstance(fn, BoundMethod):
            return self._call_row(fn.spec, fn.name, [fn.obj, *args], kwargs, dsl_order=True)
        if isinstance(fn, NumericType):
            return self._numeric(fn, args)
        if isinstance(fn, Opaque):
            raise fn.refuse()
        if kwargs:
            raise CuteTypeError(f"{describe(fn)} takes no keyword arguments")
        return self._apply(fn, args[0] if len(args) == 1 else tuple(args))

    def _apply(self, fn: Any, coord: Any) -> Any:
        """A layout (or swizzle, composed layout, tensor) called or subscripted with a coordinate."""
        return self.evaluator._apply(fn, [to_cute(coord)], None)

    def _numeric(self, t: NumericType, args: list) -> Any:
        if len(args) != 1:
            raise CuteTypeError(f"cutlass.{t.name} takes one value, got {len(args)}")
        x = args[0]
        if t.integer:
            if isinstance(x, float):
                return int(x)
            if not (is_integer(x) or isinstance(x, bool)):
                raise CuteTypeError(f"cutlass.{t.name}: expects an integer, got {describe(x)}")
            return int(value(x)) if not isinstance(x, bool) else int(x)   # a run-time (dynamic) integer
        return float(value(x)) if is_integer(x) else float(x)

    def _call_row(self, spec: Any, name: str, args: list, kwargs: dict[str, Any], dsl_order: bool) -> Any:
        """The CuTe function of a row, called with Python's arguments in the DSL's order (or C++'s, for a
        function the DSL does not have), keywords by the row's names."""
        if args and isinstance(args[0], Tensor) and not spec.on_tensor and FUNCTIONS.get(name, spec) is not spec:
            spec = FUNCTIONS[name]   # one DSL name for two C++ functions: group_modes is group<B,E> of a layout too
        if kwargs and not spec.keywords:
            raise CuteTypeError(f"{name}() takes no keyword arguments (got {next(iter(kwargs))}=)")
        dsl = dsl_order and bool(spec.keywords)
        targs, call_args = bind_arguments(
            spec, name, args, [(k, v, None) for k, v in kwargs.items()], dsl,
            lambda v: list(v) if isinstance(v, (tuple, list)) else [v],
            lambda message, where: CuteTypeError(message))
        targs = [to_cute(t) for t in targs]
        call_args = [dsl_integer(to_cute(a)) for a in call_args]   # the DSL's algebra knows their divisors
        result = self.evaluator.call_row(spec, name, targs, call_args)
        self._dsl_note(spec, name, call_args)
        return dsl_integer(result)

    def _dsl_note(self, spec: Any, name: str, args: list) -> None:
        note = row_note(spec.dsl, spec.name, _CallOfValues(spec.name, tuple(args)), lambda v: v) if spec.dsl else None
        if note:
            checks.note(note)

    def _invoke(self, fn: Function, args: list, kwargs: dict[str, Any]) -> Any:
        if self._depth >= MAX_CALL_DEPTH:
            raise CuteDomainError(f"calls nested more than {MAX_CALL_DEPTH} deep (a recursion that does not end?)")
        scope = Scope({}, fn.scope)
        self._bind_parameters(fn, args, kwargs, scope)
        self._depth += 1
        outermost = fn.jit and self._at_run is None
        if outermost:
            self._at_run = []
        try:
            if isinstance(fn.node, py.Lambda):
                return self._eval(fn.node.body, scope)
            try:
                self._block(fn.node.body, scope)
            except _Return as r:
                return r.value
            except (_Break, _Continue):
                return None
            return None
        finally:
            self._depth -= 1
            if outermost:
                at_run, self._at_run = self._at_run, None
                self._queue.extend(at_run or ())

    def _bind_parameters(self, fn: Function, args: list, kwargs: dict[str, Any], scope: Scope) -> None:
        a = fn.node.args
        positional = [*a.posonlyargs, *a.args]
        defaults = dict(zip([p.arg for p in positional[len(positional) - len(a.defaults):]], a.defaults))
        if len(args) > len(positional) and a.vararg is None:
            raise CuteTypeError(f"{fn.name}() takes {len(positional)} positional arguments but {len(args)} were given")
        given = dict(zip([p.arg for p in positional], args))
        for name, v in kwargs.items():
            if name in given:
                raise CuteTypeError(f"{fn.name}() got multiple values for argument '{name}'")
            given[name] = v
        for p in positional + a.kwonlyargs:
            if p.arg in given:
                v = given.pop(p.arg)
            elif p.arg in defaults:
                v = self._eval(defaults[p.arg], fn.scope)
            else:
                kw_default = dict(zip([k.arg for k in a.kwonlyargs], a.kw_defaults)).get(p.arg)
                if kw_default is None:
                    raise CuteTypeError(f"{fn.name}() missing required argument '{p.arg}'")
                v = self._eval(kw_default, fn.scope)
            if fn.jit and p.annotation is not None:
                v = self._annotated(v, p.annotation, fn.scope)
            scope.vars[p.arg] = v
        if a.vararg is not None:
            scope.vars[a.vararg.arg] = tuple(args[len(positional):])
        extra = {k: v for k, v in given.items() if k not in scope.vars}
        if extra and a.kwarg is None:
            raise CuteTypeError(f"{fn.name}() got an unexpected keyword argument '{next(iter(extra))}'")
        if a.kwarg is not None:
            scope.vars[a.kwarg.arg] = extra

    def _annotated(self, v: Any, annotation: py.expr, scope: Scope) -> Any:
        """A jit function's argument as its annotation makes it: `a: cutlass.Int32` a run-time integer."""
        try:
            kind = self._eval(annotation, scope)
        except CuteError:
            return v
        if isinstance(kind, NumericType) and kind.integer and is_integer(v):
            return value(v)
        return v

    def _iterate(self, v: Any, node: Any) -> list:
        if isinstance(v, (tuple, list)):
            return list(v)
        if isinstance(v, dict):
            return list(v)
        if isinstance(v, str):
            return list(v)
        if isinstance(v, range):
            return [StaticInt(i) for i in v]
        if isinstance(v, Opaque):
            raise v.refuse()
        raise CuteTypeError(f"{describe(v)} cannot be iterated over")

    def _emit_line(self, out: Outcome, at_run: bool = False) -> None:
        """A printed line (print's, or cute.printf's when the kernel runs), at the statement being run."""
        stmt = self._current
        if stmt is not None:
            out.line, out.col = stmt.lineno, stmt.col_offset + 1
            out.input = self._lines.get(out.line, "").strip()
        self._emit(out, at_run)


def _print_viz(r: PythonReader, draw: Callable[[list, dict], str], args: list, kwargs: dict) -> None:
    out = Outcome(0, 0, "", value=Printout((CppString(draw([to_cute(a) for a in args], kwargs)),)), has_value=True)
    r._emit_line(out)


# -- Python's functions and the DSL's helpers: name -> fn(reader, args, kwargs) ---------------------------------

_BUILTINS: dict[str, Callable[[PythonReader, list, dict], Any]] = {}


def _builtin(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        _BUILTINS[name] = fn
        return fn
    return register



@_builtin("print")
def _print(r: PythonReader, args: list, kwargs: dict) -> None:
    sep = kwargs.get("sep", " ")
    end = kwargs.get("end", "\n")
    parts: tuple = tuple(_printable(a) for a in args)
    if sep != " " or end != "\n":
        text = (sep if isinstance(sep, str) else " ").join(py_str(a) for a in args) + (
            end if isinstance(end, str) else "\n")
        parts = (CppString(text[:-1] if text.endswith("\n") else text),)
    out = Outcome(0, 0, "", value=Printout(parts), has_value=True)
    r._emit_line(out)


@_builtin("printf")
def _printf(r: PythonReader, args: list, kwargs: dict) -> None:
    if args and isinstance(args[0], str):
        fmt, values = args[0], args[1:]
        if "{}" in fmt:
            pieces = fmt.split("{}")
            if len(pieces) - 1 != len(values):
                raise CuteTypeError(f"cute.printf: {len(pieces) - 1} '{{}}' in the format, {len(values)} "
                                    "values")
            text = pieces[0] + "".join(runtime_str(v) + p for v, p in zip(values, pieces[1:]))
        else:
            text = _c_format(fmt, values)
    else:
        text = ", ".join(runtime_str(v) for v in args)
    out = Outcome(0, 0, "", value=Printout((CppString(text),), "{}"), has_value=True)   # and its newline
    r._emit_line(out, at_run=True)


@_builtin("range")
def _range(r: PythonReader, args: list, kwargs: dict) -> range:
    ints = []
    for a in args:
        if not is_integer(a):
            raise CuteTypeError(f"range: expects integers, got {describe(a)}")
        ints.append(value(a))
    if not 1 <= len(ints) <= 3 or (len(ints) == 3 and ints[2] == 0):
        raise CuteTypeError("range takes 1 to 3 integers (a step not 0)")
    out = range(*ints)
    if len(out) > RANGE_CAP:   # list(range(2**40)) would fill the memory, a loop over it never end
        raise CuteDomainError(f"range of {len(out)} integers, beyond cutecalc's limit of {RANGE_CAP}")
    return out


_BUILTINS["range_constexpr"] = _range
_BUILTINS["range_dynamic"] = _range


@_builtin("len")
def _len(r: PythonReader, args: list, kwargs: dict) -> StaticInt:
    (x,) = args
    if isinstance(x, (tuple, list, str, dict)):
        return StaticInt(len(x))
    raise CuteTypeError(f"len: {describe(x)} has no length (the CuTe DSL's is cute.size or cute.rank)")


@_builtin("enumerate")
def _enumerate(r: PythonReader, args: list, kwargs: dict) -> list:
    start = value(args[1]) if len(args) > 1 else value(kwargs.get("start", StaticInt(0)))
    return [(StaticInt(start + i), x) for i, x in enumerate(r._iterate(args[0], None))]


@_builtin("zip")
def _zip(r: PythonReader, args: list, kwargs: dict) -> list:
    return [tuple(t) for t in zip(*(r._iterate(a, None) for a in args))]


@_builtin("list")
def _list(r: PythonReader, args: list, kwargs: dict) -> list:
    return r._iterate(args[0], None) if args else []


@_builtin("tuple")
def _tuple(r: PythonReader, args: list, kwargs: dict) -> tuple:
    return tuple(r._iterate(args[0], None)) if args else ()


@_builtin("dict")
def _dict(r: PythonReader, args: list, kwargs: dict) -> dict:
    return {**(dict(args[0]) if args else {}), **kwargs}


@_builtin("str")
def _str(r: PythonReader, args: list, kwargs: dict) -> str:
    return py_str(args[0]) if args else ""


@_builtin("repr")
def _repr(r: PythonReader, args: list, kwargs: dict) -> str:
    return py_repr(args[0])


@_builtin("int")
def _int(r: PythonReader, args: list, kwargs: dict) -> Any:
    x = args[0] if args else StaticInt(0)
    if is_integer(x):
        return x
    if isinstance(x, (float, bool)):
        return StaticInt(int(x))
    if isinstance(x, str):
        return StaticInt(int(x))
    raise CuteTypeError(f"int() of {describe(x)}")


@_builtin("float")
def _float(r: PythonReader, args: list, kwargs: dict) -> float:
    x = args[0]
    return float(value(x)) if is_integer(x) else float(x)


@_builtin("bool")
def _bool(r: PythonReader, args: list, kwargs: dict) -> bool:
    return _truth(args[0]) if args else False


@_builtin("abs")
def _abs(r: PythonReader, args: list, kwargs: dict) -> Any:
    x = args[0]
    return (neg(x) if value(x) < 0 else x) if is_integer(x) else abs(x)


def _extreme(pick: Callable[..., Any]) -> Callable[[PythonReader, list, dict], Any]:
    def fn(r: PythonReader, args: list, kwargs: dict) -> Any:
        items = r._iterate(args[0], None) if len(args) == 1 else args
        if not items:
            raise CuteDomainError("min/max of nothing")
        return pick(items, key=lambda x: value(x) if is_integer(x) else x)
    return fn


_BUILTINS["min"] = _extreme(min)
_BUILTINS["max"] = _extreme(max)


@_builtin("sum")
def _sum(r: PythonReader, args: list, kwargs: dict) -> Any:
    total: Any = StaticInt(0)
    for x in r._iterate(args[0], None):
        total = r._binop(py.Add(), total, x, None)
    return total


# The DSL's helpers over nested tuples that take Python functions (cutlass/cute/tuple.py), as it defines them
@_builtin("transform_leaf")
def _transform_leaf(r: PythonReader, args: list, kwargs: dict) -> Any:
    """transform_leaf(f, *ts): f of the ts' corresponding leaves, in their (common) profile."""
    if not args:
        raise CuteTypeError("transform_leaf() needs a function")
    f, ts = args[0], args[1:]

    def walk(xs: tuple) -> Any:
        if all(isinstance(x, tuple) for x in xs):
            return tuple(walk(ys) for ys in zip(*xs))
        if any(isinstance(x, tuple) for x in xs):
            raise CuteTypeError(f"transform_leaf: profile of input tuples doesn't match: {py_repr(tuple(xs))}")
        return r._call(f, list(xs), {}, None)
    return walk(tuple(ts))


@_builtin("transform_apply")
def _transform_apply(r: PythonReader, args: list, kwargs: dict) -> Any:
    """transform_apply(*ts, f=, g=): g of f of the ts' corresponding leaves (of f of the ts, if no tuples)."""
    f, g = kwargs.get("f"), kwargs.get("g")
    if f is None or g is None or not args:
        raise CuteTypeError("transform_apply() needs tuples and the functions f= and g=")
    if not isinstance(args[0], tuple):
        return r._call(g, [r._call(f, list(args), {}, None)], {}, None)
    flat = [flatten_to_tuple(t) if isinstance(t, tuple) else (t,) for t in args]
    if len({len(t) for t in flat}) != 1:
        raise CuteDomainError("transform_apply: all arguments must be congruent")
    return r._call(g, [r._call(f, list(xs), {}, None) for xs in zip(*flat)], {}, None)


@_builtin("filter_tuple")
def _filter_tuple(r: PythonReader, args: list, kwargs: dict) -> Any:
    """filter_tuple(*ts, f=): the tuples f gives for the ts' corresponding leaves, concatenated."""
    if "f" not in kwargs:
        raise CuteTypeError("filter_tuple() missing 1 required keyword-only argument: 'f'")
    cat = Builtin("tuple_cat", lambda items, _: tuple(x for t in items for x in (t if isinstance(t, tuple) else (t,))))
    return _transform_apply(r, args, {"f": kwargs["f"], "g": cat})


@_builtin("all")
def _all(r: PythonReader, args: list, kwargs: dict) -> bool:
    return all(_truth(x) for x in r._iterate(args[0], None))


@_builtin("any")
def _any(r: PythonReader, args: list, kwargs: dict) -> bool:
    return any(_truth(x) for x in r._iterate(args[0], None))


@_builtin("divmod")
def _divmod(r: PythonReader, args: list, kwargs: dict) -> tuple:
    a, d = args
    return floordiv(a, d), floormod(a, d)


@_builtin("isinstance")
def _isinstance(r: PythonReader, args: list, kwargs: dict) -> bool:
    x, kind = args
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return any(isinstance(k, Builtin) and k.name in _PYTHON_TYPES and _PYTHON_TYPES[k.name](x) for k in kinds)


@_builtin("type")
def _type(r: PythonReader, args: list, kwargs: dict) -> PyType:
    return type_of(args[0])


# The DSL's decorators and compile-time markers: `@cute.jit`, `cutlass.Constexpr[int]`, const_expr(x)
@_builtin("jit")
def _jit(r: PythonReader, args: list, kwargs: dict) -> Any:
    if args and isinstance(args[0], Function):
        args[0].jit = True
        return args[0]
    return r._builtins["jit"]   # @cute.jit(...) with options: the decorator

_BUILTINS["kernel"] = _jit


# The DSL's atoms of its operations (cute.nvgpu): CuTe C++ writes them as types, MMA_Atom<Op>{}
@_builtin("make_mma_atom")
def _make_mma_atom(r: PythonReader, args: list, kwargs: dict) -> Any:
    return mma_atom(args[0] if args else kwargs.get("op"))


@_builtin("make_copy_atom")
def _make_copy_atom(r: PythonReader, args: list, kwargs: dict) -> Any:
    op, dtype, bits = (args + [None] * 3)[:3]
    return copy_atom(kwargs.get("op", op), kwargs.get("copy_internal_type", dtype),
                     kwargs.get("num_bits_per_copy", bits))


@_builtin("make_rmem_tensor")
def _make_rmem_tensor(r: PythonReader, args: list, kwargs: dict) -> Any:
    layout, dtype = (args + [None] * 2)[:2]
    return rmem_tensor(to_cute(kwargs.get("layout_or_shape", layout)), kwargs.get("dtype", dtype))


@_builtin("make_ptr")
def _make_ptr(r: PythonReader, args: list, kwargs: dict) -> Any:
    dtype, address, space = (args + [None] * 3)[:3]
    return pointer(kwargs.get("dtype", dtype), kwargs.get("value", address), kwargs.get("mem_space", space),
                   kwargs.get("assumed_align"))


@_builtin("make_tensor")
def _make_tensor(r: PythonReader, args: list, kwargs: dict) -> Any:
    """cute.make_tensor(iterator, layout): an integer (tuple) iterator makes a coordinate tensor counting from it (C++:
    make_tensor(make_inttuple_iter(origin), layout)); a pointer the row's make_tensor."""
    iterator, layout = (args + [None] * 2)[:2]
    iterator, layout = kwargs.get("iterator", iterator), kwargs.get("layout", layout)
    if is_inttuple(iterator):
        layout = to_cute(layout)
        if is_inttuple(layout):
            layout = make_layout(layout)
        if not isinstance(layout, Layout):
            raise CuteTypeError(f"make_tensor: expects a layout or a shape, got {describe(layout)}")
        return Tensor(to_cute(iterator), layout)
    return r._call_row(FUNCTIONS["make_tensor"], "make_tensor", [iterator, layout], {}, dsl_order=False)


@_builtin("recast_ptr")
def _recast_ptr(r: PythonReader, args: list, kwargs: dict) -> Any:
    ptr, swizzle, dtype = (args + [None] * 3)[:3]
    return recast_pointer(kwargs.get("ptr", ptr), kwargs.get("swizzle_", swizzle), kwargs.get("dtype", dtype))


# The DSL's scaled basis elements by its names: ScaledBasis(2, 0) is 2@0 (E(0) * 2); a Ratio scale is held
@_builtin("ScaledBasis")
def _scaled_basis(r: PythonReader, args: list, kwargs: dict) -> Any:
    scale, mode = (args + [None] * 2)[:2]
    scale, mode = kwargs.get("value", scale), kwargs.get("mode", mode)
    modes = tuple(value(m) for m in (mode if isinstance(mode, (list, tuple)) else [mode]) if is_integer(m))
    if not modes or len(modes) != (len(mode) if isinstance(mode, (list, tuple)) else 1):
        raise CuteTypeError(f"ScaledBasis: the mode must be an integer or a list of integers, got {py_str(mode)}")
    if isinstance(scale, Ratio) and scale.modes is None:
        return Ratio(scale.num, scale.den, modes)
    if not is_integer(scale):
        raise CuteTypeError(f"ScaledBasis: the value must be an integer or a Ratio, got {py_str(scale)}")
    return basis(scale, modes)


@_builtin("Ratio")
def _ratio(r: PythonReader, args: list, kwargs: dict) -> Ratio:
    if len(args) != 2 or not all(is_integer(a) for a in args) or value(args[1]) == 0:
        raise CuteTypeError("Ratio(n, d) takes two integers, d not 0")
    return Ratio(value(args[0]), value(args[1]))


@_builtin("const_expr")
def _const_expr(r: PythonReader, args: list, kwargs: dict) -> Any:
    return args[0]
_BUILTINS["Constexpr"] = _const_expr


# Python's own functions that are also the DSL's (cute.printf, cutlass.range_constexpr, @cute.jit)
_DSL_BUILTINS = frozenset({"printf", "range_constexpr", "range_dynamic", "range", "jit", "kernel", "const_expr",
                           "Constexpr", "make_mma_atom", "make_copy_atom", "make_rmem_tensor", "make_ptr",
                           "recast_ptr", "make_tensor", "ScaledBasis", "Ratio", "transform_leaf", "transform_apply",
                           "filter_tuple"})
# The DSL's constants of cute.arch by name -> CUTLASS's of the same value (cpp_types.DSL_CONSTANTS)
_ARCH_CONSTANTS = {dsl: cpp for cpp, dsl in DSL_CONSTANTS.items()}
# A tensor's methods that read or write its data in memory, which cutecalc does not model
_DATA_METHODS = frozenset({"load", "store", "fill"})
# Attributes that the DSL reads as properties of a value (x.shape), not methods (x.shape())
_PROPERTIES = frozenset({"shape", "stride", "layout", "inner", "outer", "offset", "size",
                         "tv_layout_A", "tv_layout_B", "tv_layout_C", "permutation_mnk", "tiler_mn", "layout_tv_tiled",
                         "layout_src_tv_tiled", "layout_dst_tv_tiled", "element_type", "iterator"})


def _written_otherwise(spec: Any, name: str) -> str | None:
    """How the DSL writes what C++'s function `name` does, where the DSL has no function of that name (its row's
    DSL spelling is a Python tuple, the value itself or an expression of other functions): None where it has."""
    dsl = spec.dsl
    if dsl is None or dsl.name == name:
        return None
    if dsl.form == "tuple":
        return "it writes the Python tuple"
    if dsl.form == "same":
        return "it writes the value itself"
    if dsl.form == "as" and dsl.templates and not any(f".{name}(" in t for t in dsl.templates):
        return "it writes " + " or ".join(re.sub(r"\{t\d*\}", "...", re.sub(r"\{(\d)(:\w+)?\}", lambda m: "xyzw"[int(
            m.group(1)) % 4], t)) for t in dsl.templates)
    return None


class _NameNode:
    """The name node the evaluator's name lookup takes."""

    __slots__ = ("id",)

    def __init__(self, name: str) -> None:
        self.id = name


class _CallOfValues:
    """A call as a row's `differs` reads it (its name and its arguments), the arguments already values."""

    __slots__ = ("name", "args")

    def __init__(self, name: str, args: tuple) -> None:
        self.name, self.args = name, args


_COMPOUND = {py.FunctionDef, py.AsyncFunctionDef, py.ClassDef, py.If, py.While, py.For, py.Try, py.With}
_EXPRESSIONS: dict[type, Callable[..., Any]] = {
    getattr(py, name): getattr(PythonReader, "_" + name) for name in (
        "Constant", "Name", "Attribute", "Subscript", "Slice", "Tuple", "List", "Set", "Dict", "JoinedStr", "BinOp",
        "UnaryOp", "BoolOp", "Compare", "IfExp", "Lambda", "ListComp", "SetComp", "GeneratorExp", "DictComp",
        "NamedExpr", "Starred", "Call")}

# The longest range() a DSL program may walk (the DSL's loops run at trace time over a tile's modes).
RANGE_CAP = 1 << 20
# The text a repeated string may reach (Python's "ab" * n); a repeated tuple or list, inttuple's MAX_LEAVES.
STRING_CAP = 1 << 16


def _repeat(seq: tuple | list | str, n: int) -> tuple | list | str:
    """Python's seq * n, refused before it is built where it would pass cutecalc's limits ((4,) * 2**31 would take
    16 GB)."""
    cap = STRING_CAP if isinstance(seq, str) else MAX_LEAVES
    if n > 0 and len(seq) * n > cap:
        raise CuteDomainError(f"{type(seq).__name__} * {n} would hold {len(seq) * n} items, beyond cutecalc's limit "
                              f"of {cap}")
    return seq * n


def _power(a: int, b: int) -> int | None:
    """a ** b, refused before it is computed where it leaves CuTe's 64-bit range (3 ** 99999999 would run for
    minutes); a negative exponent is a float's business (None)."""
    if b < 0:
        return None
    if abs(a) > 1 and b > 64:
        raise CuteOverflowError(f"{a} ** {b} {RANGE_ERROR}")
    return a ** b


def _shift(a: int, b: int) -> int:
    if a != 0 and b > 64:
        raise CuteOverflowError(f"{a} << {b} {RANGE_ERROR}")
    return a << b


_INT_OPS: dict[type, Callable[[int, int], int | None]] = {
    py.Pow: _power, py.LShift: _shift, py.RShift: lambda a, b: a >> b,
    py.BitAnd: lambda a, b: a & b, py.BitOr: lambda a, b: a | b, py.BitXor: lambda a, b: a ^ b}
_FLOAT_OPS: dict[type, Callable[[Any, Any], Any]] = {
    py.Add: lambda a, b: a + b, py.Sub: lambda a, b: a - b, py.Mult: lambda a, b: a * b, py.Div: lambda a, b: a / b,
    py.FloorDiv: lambda a, b: a // b, py.Mod: lambda a, b: a % b, py.Pow: lambda a, b: a ** b}
_OP_TEXT = {py.Add: "+", py.Sub: "-", py.Mult: "*", py.Div: "/", py.FloorDiv: "//", py.Mod: "%", py.Pow: "**",
            py.LShift: "<<", py.RShift: ">>", py.BitAnd: "&", py.BitOr: "|", py.BitXor: "^", py.USub: "-",
            py.Invert: "~", py.MatMult: "@"}
_PYTHON_TYPES: dict[str, Callable[[Any], bool]] = {
    "int": is_integer, "tuple": lambda x: isinstance(x, tuple), "list": lambda x: isinstance(x, list),
    "str": lambda x: isinstance(x, str), "float": lambda x: isinstance(x, float),
    "bool": lambda x: isinstance(x, bool), "dict": lambda x: isinstance(x, dict)}
_PYTHON_METHODS: dict[tuple[type, str], Callable[..., Any]] = {
    (list, "append"): lambda xs, x: xs.append(x), (list, "extend"): lambda xs, x: xs.extend(x),
    (list, "pop"): lambda xs, *i: xs.pop(*(value(j) for j in i)), (list, "index"): lambda xs, x: StaticInt(xs.index(x)),
    (dict, "get"): lambda d, k, default=None: d.get(k, default), (dict, "items"): lambda d: list(d.items()),
    (dict, "keys"): lambda d: list(d), (dict, "values"): lambda d: list(d.values()),
    (str, "format"): lambda s, *xs: s.format(*(py_str(x) for x in xs)), (str, "join"): lambda s, xs: s.join(xs),
    (str, "upper"): lambda s: s.upper(), (str, "lower"): lambda s: s.lower(), (str, "strip"): lambda s: s.strip()}


def _truth(v: Any) -> bool:
    if isinstance(v, StaticInt):
        return v.value != 0
    if isinstance(v, Bool):
        return v.value
    if isinstance(v, Underscore) or v is None:
        return False
    if isinstance(v, (bool, int, float, str, tuple, list, dict)):
        return bool(v)
    return True


def _python_number(v: Any) -> Any:
    if isinstance(v, StaticInt):
        return v.value
    if isinstance(v, Bool):
        return v.value
    return v


def _compare(op: py.cmpop, a: Any, b: Any) -> bool:
    kind = type(op)
    if kind in (py.Is, py.IsNot):
        same = a is b or (_is_none(a) and _is_none(b))
        return same if kind is py.Is else not same
    if kind in (py.In, py.NotIn):
        if not isinstance(b, (tuple, list, dict, str)):
            raise CuteTypeError(f"'in' needs a tuple, list, dict or str, got {describe(b)}")
        found = any(_equal(a, x) for x in b) if not isinstance(b, str) else a in b
        return found if kind is py.In else not found
    if kind is py.Eq:
        return _equal(a, b)
    if kind is py.NotEq:
        return not _equal(a, b)
    pa, pb = _python_number(a), _python_number(b)
    try:
        if kind is py.Lt:
            return bool(pa < pb)
        if kind is py.LtE:
            return bool(pa <= pb)
        if kind is py.Gt:
            return bool(pa > pb)
        if kind is py.GtE:
            return bool(pa >= pb)
    except TypeError:
        pass
    raise CuteTypeError(f"'{type(op).__name__}' cannot compare {describe(a)} and {describe(b)}")


def _equal(a: Any, b: Any) -> bool:
    if is_integer(a) and is_integer(b):
        return value(a) == value(b)
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    return bool(_python_number(a) == _python_number(b))


def _is_none(v: Any) -> bool:
    return v is None or isinstance(v, Underscore)


def _shown(v: Any) -> bool:
    """Whether an expression statement at the top level shows its value (as Python's REPL does)."""
    return v is not None and not isinstance(v, (Function, Builtin, DslFunction, BoundMethod, Module))


def _display(v: Any) -> Any:
    """A value shown by itself: CuTe's values as the DSL prints them, Python's as its REPL does."""
    if isinstance(v, (str, float, bool, list, dict, Bool, NumericType, PyType, Opaque)) or (
            isinstance(v, tuple) and not _cute_tuple(v)):
        return CppString(py_repr(v))
    return v


def _cute_tuple(v: Any) -> bool:
    if isinstance(v, tuple):
        return all(_cute_tuple(x) for x in v)
    return not isinstance(v, (str, float, bool, list, dict, Bool, NumericType, PyType, Opaque))


def _printable(v: Any) -> Any:
    """A value of print()'s line: CuTe's values as they are (the renderer writes them as the DSL does), the rest
    as Python's str() writes them."""
    if isinstance(v, tuple) and any(is_dynamic_int(x) for x in _leaves(v)):
        return CppString(py_repr(v))   # a lone tuple's run-time integers print as Int32(?)
    if isinstance(v, tuple) and _cute_tuple(v) or not _display_as_text(v):
        return v
    return CppString(py_str(v))


def _display_as_text(v: Any) -> bool:
    return isinstance(v, (str, float, bool, list, dict, tuple, Bool, NumericType, PyType, Opaque, Function, Builtin,
                          DslFunction, BoundMethod, Module, DslOp, DslEnum, Ratio)) or v is None


def _leaves(v: Any) -> Iterator[Any]:
    if isinstance(v, tuple):
        for x in v:
            yield from _leaves(x)
    else:
        yield v


def _c_format(fmt: str, values: list) -> str:
    """cute.printf's C format (`%d`, `%.2f`, `%s`), each value as the kernel prints it."""
    args: list[Any] = []
    for v in values:
        if is_integer(v) or isinstance(v, bool):
            args.append(int(value(v)) if not isinstance(v, bool) else int(v))
        elif isinstance(v, float):
            args.append(v)
        else:
            args.append(runtime_str(v))
    try:
        return fmt % tuple(args)
    except (TypeError, ValueError) as e:
        raise CuteTypeError(f"cute.printf: the format '{fmt}' does not fit its values ({e})") from None


def _as_the_dsl_folds(kind: type, a: Any, b: Any) -> tuple[Any, Any]:
    """Python's arithmetic between an integer of the DSL's algebra (a DivInt) and a cutlass.Int32 of the script
    (a plain int, a constant the DSL folds): the DSL counts the constant's value as a static operand's."""
    if kind in (py.Add, py.Sub, py.Mult, py.FloorDiv, py.Mod):
        if type(a) is int:
            a = StaticInt(a)
        if type(b) is int:
            b = StaticInt(b)
    return a, b


def _targets(stmt: py.stmt) -> list[py.expr]:
    if isinstance(stmt, py.Assign):
        return list(stmt.targets)
    if isinstance(stmt, (py.AugAssign, py.AnnAssign)):
        return [stmt.target]
    return []


def _load(target: py.expr) -> py.expr:
    """The target of `x += 1` read as a value."""
    return target


def _is_docstring(stmt: py.stmt) -> bool:
    return isinstance(stmt, py.Expr) and isinstance(stmt.value, py.Constant) and isinstance(stmt.value.value, str)


def _failed_name(name: str, v: Failed) -> CuteError:
    if v.skipped:
        return Unmodelled(f"'{name}' is unknown: line {v.line}, which assigns it, was skipped")
    return CuteNameError(f"'{name}' is unknown: line {v.line}, which assigns it, failed")


def _handler_names(handler: py.ExceptHandler) -> tuple[str, ...]:
    t = handler.type
    if t is None:
        return ("Exception",)
    items = t.elts if isinstance(t, py.Tuple) else [t]
    return tuple(_exception_name(x) for x in items)


def _exception_name(node: py.expr | None) -> str:
    if isinstance(node, py.Call):
        node = node.func
    if isinstance(node, py.Name):
        return node.id
    if isinstance(node, py.Attribute):
        return node.attr
    return "Exception"


def _statement_name(stmt: py.stmt) -> str:
    return {"Match": "match statement", "AsyncWith": "async with", "AsyncFor": "async for", "TryStar": "try/except*"
            }.get(type(stmt).__name__, type(stmt).__name__ + " statement")


__all__ = ["PythonReader", "needs_more", "top_level_chunks"]
