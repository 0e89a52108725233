"""What the code emitters share: a script's statements, one at a time, into statements of another language.

An emitter walks the AST of each statement (`cutecalc.lang.ast`) and writes it in the target language.  It
evaluates the script alongside (a `Session`, so `ans` means what it means in cutecalc) to know what kind of
value a variable or a sub-expression holds where the target language spells kinds differently (a tuple of
layouts is a tiler, `A o 2 o B` is a composed layout).  Variables keep their names unless the target reserves
them or the script assigns them twice (`A` then `A_2`: C++ cannot declare `auto A` twice).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..errors import CuteError
from ..lang import ast
from ..lang.evaluate import print_statement_call
from ..lang.function_table import FUNCTIONS, Untranslatable, fill
from ..lang.parse import parse_statements
from ..lang.session import LAST_VALUE, Session
from ..lang.values import CppString, Printed, Printout
from ..record import fields, is_record, record, replace
from ..render.cute_text import print_text


@record(frozen=True)
class EmittedStatement:
    index: int                   # the statement's position in the script, from 0
    line: int                    # its line in the script
    source: str                  # the cutecalc text of the statement
    code: str                    # the target language's statement(s); empty when skipped
    prints: bool                 # whether the code prints a value (one line of cutecalc's output)
    defines: str | None = None   # the variable the statement assigns, as the target names it
    uses: frozenset[str] = frozenset()   # the target's variables the statement reads
    skipped: str | None = None   # why there is no code
    lacks: bool = False          # skipped because the target truly has no counterpart (Untranslatable.lacking), or
                                 # cutecalc itself skipped the line: not a value the emitter drops
    continues_line: bool = False  # a C++ print(x): its output continues the line, as C++ runs it
    init: str | None = None       # the target's expression the statement assigns to `defines`
    declared: str | None = None   # the type (and qualifiers) the script declared `defines` with; None: auto


@record(frozen=True)
class EmittedProgram:
    statements: tuple[EmittedStatement, ...]
    static_literals: bool

    @property
    def skipped(self) -> list[EmittedStatement]:
        return [s for s in self.statements if s.skipped]


def _statement_expr(stmt: Any) -> Any:
    """The expression a statement evaluates (a static assertion's condition; a skipped statement has none)."""
    if isinstance(stmt, ast.StaticAssert):
        return stmt.cond
    return getattr(stmt, "value", None)


def walk(node: Any) -> Iterator[Any]:
    """Every AST node under `node`, itself first."""
    yield node
    if is_record(node):
        for name in fields(node):
            if name == "pos":
                continue
            child = getattr(node, name)
            if isinstance(child, tuple):
                for c in child:
                    yield from walk(c)
            elif is_record(child):
                yield from walk(child)


def compose_chain(n: Any) -> list[Any]:
    """The operands of a chain of compositions, outermost first: `A o B o C` gives [A, B, C]."""
    if isinstance(n, ast.Compose):
        return compose_chain(n.lhs) + [n.rhs]
    return [n]


class Emitter:
    """The common walk; a subclass writes each node and statement in its language."""

    RESERVED: frozenset[str] = frozenset()
    LANGUAGE = ""        # the row's spelling a subclass writes: FunctionSpec.cpp or .dsl

    def __init__(self, static_literals: bool = False) -> None:
        self.static_literals = static_literals
        self.session = Session(static_literals)
        self.names: dict[str, str] = {}        # cutecalc variable -> target variable
        self.taken: set[str] = set()
        self.used: set[str] = set()            # target variables read by the statement being emitted
        # cutecalc variables whose assignment was skipped -> whether because the target lacks a counterpart
        self.unavailable: dict[str, bool] = {}
        self.keep_ans = False                  # whether the script reads `ans`
        self.answers = 0
        # C++'s print(x) statements write parts of a line: the (text, None) / (None, code) pieces of the line
        # they have left open, and the emitted statement that wrote the last of them (its index in `done`)
        self.open_line: list[tuple[str | None, str | None]] = []
        self.line_owner: int | None = None
        # why a print(x) of the open line was not emitted (then a bare "\n" ending it is not either), or None
        self.line_lost: Untranslatable | None = None
        self.done: list[EmittedStatement] = []

    # -- the script ---------------------------------------------------------------------------------
    def emit(self, source: str, filename: str = "<input>") -> EmittedProgram:
        """The statements of `source` in the target language; a syntax error (or a literal out of range) raises."""
        stmts = []
        for item in parse_statements(source, filename):
            if isinstance(item, CuteError):
                raise item
            stmts.append(item)
        self.keep_ans = any(isinstance(n, (ast.Name, ast.Call)) and _name_of(n) == LAST_VALUE
                            for s in stmts if not (isinstance(s, ast.Assign) and s.target == LAST_VALUE)
                            for n in walk(_statement_expr(s)))
        self.done = []
        for i, s in enumerate(stmts):
            emitted = self.statement(i, s)
            if emitted.prints and not emitted.continues_line:
                self.end_line()   # a value shown on a line of its own: the open line ends first
            self.done.append(emitted)
        self.end_line()
        return EmittedProgram(tuple(self.done), self.static_literals)

    def end_line(self) -> None:
        """End the line print(x) statements left open: the statement that wrote its last piece gets the code
        that ends it (so that its output is all that statement's, as `verify` reads it)."""
        if self.line_owner is not None:
            owner = self.done[self.line_owner]
            code = " ".join(c for c in (owner.code, self.close_line(self.open_line)) if c)
            self.done[self.line_owner] = replace(owner, code=code, prints=True)
        self.new_line()

    def new_line(self) -> None:
        """No line is open any more."""
        self.open_line, self.line_owner, self.line_lost = [], None, None

    def print_piece(self, index: int, stmt: ast.ExprStmt, arg: Any) -> EmittedStatement:
        """C++'s print(x): its text continues the line; a string that ends with a newline ends it."""
        try:
            value = self.value_of(arg)
            if value is None:
                raise Untranslatable("print of a value cutecalc does not compute here")
            code_of_arg = self.expr(arg)
        except Untranslatable as e:
            self.line_lost = e
            raise
        text = print_text(value)
        ends = text.endswith("\n")
        piece = (value.text, None) if isinstance(value, CppString) else (None, code_of_arg)
        if self.line_lost and all(t is not None and not t.strip() for t, _ in [*self.open_line, piece]):
            lacking = self.line_lost.lacking
            if ends:
                self.new_line()
            raise Untranslatable("it ends a line whose values were not emitted", lacking)
        code = self.continue_line(piece, code_of_arg, ends)
        self.open_line.append(piece)
        out = EmittedStatement(index, stmt.pos.line, stmt.text, code, bool(code), uses=frozenset(self.used),
                               continues_line=True)
        if ends:
            self.new_line()
        else:
            self.line_owner = len(self.done)
        return out

    def picture_piece(self, index: int, stmt: ast.ExprStmt, call: ast.Call) -> EmittedStatement:
        """print_layout(L) and its kin: the target prints the picture itself, where the line stands; its last
        line ends."""
        try:
            code = self.self_printing(call)
        except Untranslatable as e:
            self.line_lost = e
            raise
        self.new_line()
        return EmittedStatement(index, stmt.pos.line, stmt.text, code, True, uses=frozenset(self.used),
                                continues_line=True)

    def statement(self, index: int, stmt: ast.Stmt) -> EmittedStatement:
        self.used = set()
        line, text = stmt.pos.line, stmt.text
        try:
            if isinstance(stmt, ast.Assign) and (aliased := self.type_alias(stmt)) is not None:
                target = self.declare(stmt.target)
                self.unavailable.pop(stmt.target, None)
                out = EmittedStatement(index, line, text, f"using {target} = {aliased};", False, target,
                                       frozenset(self.used))
            elif isinstance(stmt, ast.Assign):
                rhs = self.expr(stmt.value)
                declared = self.declared_type(stmt)
                target = self.declare(stmt.target)
                self.unavailable.pop(stmt.target, None)
                out = EmittedStatement(index, line, text, self.assign(target, rhs, declared), False, target,
                                       frozenset(self.used), init=rhs, declared=declared)
            elif isinstance(stmt, ast.StaticAssert):
                code = self.static_assert(stmt)
                out = EmittedStatement(index, line, text, code, False, uses=frozenset(self.used))
            elif isinstance(stmt, ast.Skipped):
                for name in stmt.declares:
                    self.names.pop(name, None)
                    self.unavailable[name] = True
                out = EmittedStatement(index, line, text, "", False, skipped=f"cutecalc skipped {stmt.what}",
                                       lacks=True)
            elif isinstance(stmt, ast.StructDef):   # a struct of the pasted code: a type, no value
                for name in stmt.declarators:   # its data members, no variables
                    self.names.pop(name, None)
                    self.unavailable[name] = True
                target = self.declare(stmt.name)
                self.unavailable.pop(stmt.name, None)
                out = EmittedStatement(index, line, text, self.struct_def(stmt, target), False, target,
                                       frozenset(self.used))
            else:
                out = self.expression_statement(index, stmt)
        except Untranslatable as e:
            out = EmittedStatement(index, line, text, "", False, skipped=str(e), lacks=e.lacking)
            if isinstance(stmt, (ast.Assign, ast.StructDef)):   # later statements reading it are skipped too
                name = stmt.target if isinstance(stmt, ast.Assign) else stmt.name
                self.names.pop(name, None)
                self.unavailable[name] = e.lacking
        self.session.run_statement(stmt)
        return out

    def expression_statement(self, index: int, stmt: ast.ExprStmt) -> EmittedStatement:
        node = stmt.value
        spec = FUNCTIONS.get(node.name) if isinstance(node, ast.Call) and not self.is_variable(node.name) else None
        if spec is not None and isinstance(node, ast.Call):
            if spec.prints == "value" and len(node.args) > 1 and isinstance(node.args[0], ast.Str):
                if not self.is_printout(node):   # C++'s print(format, args...): printf's
                    code = self.printf_call(node)
                    return EmittedStatement(index, stmt.pos.line, stmt.text, code, True, uses=frozenset(self.used))
                # Python's print("label:", x) or the DSL's cute.printf("x = {}", x): one line of text and values
                pieces = _line_pieces(node.args)
                code = self.print_line([(p, None) if isinstance(p, str) else (None, self.expr(p)) for p in pieces])
                return EmittedStatement(index, stmt.pos.line, stmt.text, code, True, uses=frozenset(self.used))
            call = print_statement_call(stmt, self.is_variable)
            if call is not None and spec.prints == "value":
                return self.print_piece(index, stmt, call.args[0])
            if call is not None and not spec.own:
                return self.picture_piece(index, stmt, call)
        code = self.expr(node)
        shown = self.value_of(node)
        defines = None
        if self.keep_ans:
            self.answers += 1
            defines = self.fresh(f"{LAST_VALUE}_{self.answers}")
            self.names[LAST_VALUE] = defines
            return EmittedStatement(index, stmt.pos.line, stmt.text,
                                    self.assign(defines, code) + " " + self.show(defines, shown), True, defines,
                                    frozenset(self.used), init=code)
        return EmittedStatement(index, stmt.pos.line, stmt.text, self.show(code, shown), True, None,
                                frozenset(self.used))

    # -- variables ------------------------------------------------------------------------------------
    def is_variable(self, name: str) -> bool:
        return name in self.names or name in self.unavailable

    def variable(self, name: str) -> str:
        if name in self.unavailable:
            raise Untranslatable(f"reads '{name}', whose assignment has no counterpart", self.unavailable[name])
        target = self.names[name]
        self.used.add(target)
        return target

    def reserved(self, name: str) -> bool:
        """Whether the target language keeps `name` for itself (a variable so named is declared `name_`)."""
        return name in self.RESERVED or name.startswith("_")

    def declare(self, name: str) -> str:
        base = name + "_" if self.reserved(name) else name
        target = self.fresh(base)
        self.names[name] = target
        return target

    def fresh(self, base: str) -> str:
        target, k = base, 1
        while target in self.taken:
            k += 1
            target = f"{base}_{k}"
        self.taken.add(target)
        return target

    def is_printout(self, node: Any) -> bool:
        """Whether cutecalc reads the call as a line of Python's print or the DSL's cute.printf."""
        try:
            return isinstance(self.session.evaluator.eval(node, 0), Printout)
        except CuteError:
            return False

    def value_of(self, node: Any) -> Any:
        """cutecalc's value of a sub-expression at this point of the script, or None if it has none."""
        try:
            v = self.session.evaluator.eval(node, 0)
        except CuteError:
            return None
        return None if isinstance(v, Printed) else v

    # -- calls of the table's functions, as their rows spell them --------------------------------------
    def spelled_call(self, n: ast.Call, role: str | None = None) -> str:
        """A call of a row's function, written as its row's spelling in this language says: the spelling's
        writer or template, else its form (call, member, type, ...: `form`)."""
        spec = FUNCTIONS[n.name]
        spelling = spec.spelling(self.LANGUAGE)
        if spelling.form == "none":
            if spelling.gap:   # where an argument has no counterpart in the language, that is the reason
                for a in n.args:
                    self.expr(a)
            raise spelling.refusal(n.name)
        if spelling.write is not None:   # a writer reads the arguments its row allows, and no other count
            lo, hi = spec.nargs
            if not lo <= len(n.args) <= hi:
                raise Untranslatable(f"{n.name} takes {lo} to {hi} arguments, not {len(n.args)}")
            lo, hi = spec.ntargs
            if not lo <= len(n.targs) <= hi:
                raise Untranslatable(f"{n.name} takes {lo} to {hi} template arguments, not {len(n.targs)}")
            return spelling.write(self, n)
        if spelling.templates:
            template = spelling.template_for(len(n.args), len(n.targs))
            if template is None:
                raise Untranslatable(self.no_spelling(n))
            return fill(template, lambda i, r: self.arg_code(n.args[i], r), lambda i: self.static_int(n.targs[i]),
                        len(n.targs))
        return self.form(spelling.form, spelling, n, role)

    # -- what a subclass writes -----------------------------------------------------------------------
    def struct_def(self, stmt: ast.StructDef, target: str) -> str:
        """A struct of the pasted code (`struct SharedStorage {...};`), declared as `target`."""
        raise Untranslatable(f"struct {stmt.name}: the emitted program declares values, not types", lacking=True)

    def expr(self, node: Any) -> str:
        raise NotImplementedError

    def arg_code(self, node: Any, role: str | None) -> str:
        """The code of a call's argument (C++ spells a tuple by its role: make_shape, make_stride, ...)."""
        raise NotImplementedError

    def static_int(self, node: Any) -> str:
        """An integer known when the script is read (a template argument), as the target writes it."""
        raise NotImplementedError

    def form(self, form: str, spelling: Any, n: ast.Call, role: str | None) -> str:
        """A call written in one of the spelling forms (function_table.Spelling) of this language."""
        raise NotImplementedError

    def no_spelling(self, n: ast.Call) -> str:
        """Why a call with these arguments has no spelling in this language."""
        raise NotImplementedError

    def assign(self, target: str, code: str, declared: str | None = None) -> str:
        """The target's assignment; `declared`: the C++ type and qualifiers the script wrote (`int`, `constexpr
        int`), or None for `auto`."""
        raise NotImplementedError

    def type_alias(self, stmt: ast.Assign) -> str | None:
        """The type an assignment names where the target writes it as a type alias (`using TA = float;`)."""
        return None

    def declared_type(self, stmt: ast.Assign) -> str | None:
        """How the target declares the type the script wrote, or None where it writes its own."""
        return None

    def static_assert(self, stmt: ast.StaticAssert) -> str:
        """The target's static assertion."""
        raise NotImplementedError

    def show(self, code: str, value: Any = None) -> str:
        """Print the value of `code` (`value`: cutecalc's, or None) on a line of its own."""
        raise NotImplementedError

    def self_printing(self, call: ast.Call) -> str:
        raise NotImplementedError

    def print_line(self, pieces: list[tuple[str | None, str | None]]) -> str:
        """Print one line of (text, None) and (None, code of a value) pieces."""
        raise NotImplementedError

    def printf_call(self, node: ast.Call) -> str:
        """C++'s print(format, args...), which is printf's (cutecalc does not format it: its answer, if any, is
        CuTe's alone)."""
        raise Untranslatable("print(format, args...) is C++'s printf, which this language does not have",
                             lacking=True)

    def continue_line(self, piece: tuple[str | None, str | None], code: str, ends_line: bool) -> str:
        """The code of a print(x) statement (`code`: x's): `piece` continues the open line (self.open_line);
        with `ends_line` its text ends that line."""
        raise NotImplementedError

    def close_line(self, pieces: list[tuple[str | None, str | None]]) -> str:
        """The code that ends the open line, whose pieces are `pieces`, where the script leaves it open."""
        raise NotImplementedError


def _line_pieces(args) -> list:
    """The texts and value nodes of print(format, ...) with `{}` in the format (cute.printf's), or of Python's
    print(a, b, ...) (strings and values, joined by spaces), in order."""
    first = args[0].text(python=True)
    if "{}" in first:
        texts = first.split("{}")
        out: list = [texts[0]]
        for i, v in enumerate(args[1:]):
            out += [v, texts[i + 1] if i + 1 < len(texts) else ""]
        return [p for p in out if p != ""]
    out = []
    for i, a in enumerate(args):
        if i:
            out.append(" ")
        out.append(a.text(python=True) if isinstance(a, ast.Str) else a)
    return out


def _name_of(node: Any) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Call):
        return node.name
    return None
