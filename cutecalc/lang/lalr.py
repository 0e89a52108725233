"""The LALR(1) driver: the tables Lark compiled from the grammar at development time (`_generated_parser.py`,
rebuilt by `python -m cutecalc.lang.build_parser`), run as Lark's parser runs them.

It shapes each rule's children exactly as Lark's tree builder would (keep_all_tokens, maybe_placeholders, `?rule`
and `_rule` inlining) and hands them to the tree builder's callback of the rule (tree.AstBuilder): no parse
tree is built, and neither Lark nor its grammar compiler is imported.
"""

from __future__ import annotations

import _thread

from . import _generated_parser as tables
from .lexer import Token
from .tree import AstBuilder


class UnexpectedToken(Exception):
    """The parser met a token no rule allows here.  `expected`: the terminals the state has an action
    for; `accepts`: those among them that the parser would really shift (as Lark computes them)."""

    def __init__(self, token: Token, state_stack: list[int]) -> None:
        super().__init__(f"unexpected {token.type} at {token.line}:{token.column}")
        self.token = token
        self.state_stack = state_stack
        self.expected = {s for s in tables.STATES[state_stack[-1]] if s.isupper()}

    @property
    def accepts(self) -> set[str]:
        return {t for t in self.expected if _would_shift(self.state_stack, t)}


def _would_shift(state_stack: list[int], terminal: str) -> bool:
    """Whether the parser, in this state, would shift `terminal` (or accept, for the end of input)."""
    states, rules, end = tables.STATES, tables.RULES, tables.END_STATE
    stack = list(state_stack)
    while True:
        action = states[stack[-1]].get(terminal)
        if action is None:
            return False
        if action >= 0:
            return True
        origin, size = rules[-1 - action][:2]
        if size:
            del stack[-size:]
        stack.append(states[stack[-1]][origin])
        if terminal == "$END" and stack[-1] == end:
            return True


def _reducer(origin: str, callback: str, expand1: bool, include, append_none: int, builder: AstBuilder):
    """The function of a rule's children that Lark's tree builder would call: its ChildFilter (splice the
    `_rule` children, insert the Nones of absent `[optional]` items), then `?rule` inlining of one child,
    then the builder's callback.  `_rule`s have no callback: their value is their list of children."""
    if callback.startswith("_"):
        def f(c):
            return c
    else:
        f = getattr(builder, callback)
    if expand1:
        g = f

        def f(c):
            return c[0] if len(c) == 1 else g(c)
    if include is None:
        return f
    h = f

    def child_filter(c):
        out: list = []
        for i, splice, nones in include:
            if nones:
                out += [None] * nones
            if splice:
                if out:
                    out += c[i]
                else:  # as Lark does: reuse the left-recursive child's list
                    out = c[i]
            else:
                out.append(c[i])
        if append_none:
            out += [None] * append_none
        return h(out)

    return child_filter


def _end_token(tokens: list[Token]) -> Token:
    """The `$END` token after `tokens`, where the last of them ends."""
    if not tokens:
        return Token("$END", "", 0, 1, 1, 1, 1, 0)
    last = tokens[-1]
    return Token("$END", "", last.start_pos, last.line, last.column, last.end_line, last.end_column, last.end_pos)


MAX_PLANS = 4096  # the runs of kinds whose moves the parser remembers


def _replay(plan: tuple, tokens) -> object:
    """The value the parser's moves `plan` make of `tokens` (of the kinds the plan was recorded for): each shift
    pushes the next token, each reduction its callback's value of the values it pops."""
    values: list = []
    push = values.append
    i = 0
    for move in plan:
        if move is None:
            push(tokens[i])
            i += 1
            continue
        size, reduce = move
        if size:
            children = values[-size:]
            del values[-size:]
            push(reduce(children))
        else:
            push(reduce([]))
    return values[-1]


class LalrParser:
    """The LALR(1) loop over the generated tables, as Lark's parser runs it: shift, or reduce and go to."""

    def __init__(self) -> None:
        builder = AstBuilder()
        # Per rule: (origin, length, reducer); reducer None for a one-child `?rule` that passes its child on.
        self._rules = tuple(
            (origin, size, None if (expand1 and size == 1 and include is None)
             else _reducer(origin, callback, expand1, include, append_none, builder))
            for origin, size, callback, expand1, include, append_none in tables.RULES)
        self._chains: dict[tuple[int, int, str], int] = {}
        self._by_action = tuple(reversed(self._rules))  # rule r at index -1 - r: its reduce action
        self._plans: dict[tuple[str, ...], tuple] = {}  # the tokens' kinds -> the moves that parsed them

    def parse_tokens(self, tokens):
        # The parser's moves depend on the tokens' kinds alone: a run of kinds parsed before is replayed (its
        # reductions' callbacks on the value stack; no table is read and no state kept).  A script's statements
        # repeat a few forms (835 distinct lines of the bench script: 9 runs of kinds).
        kinds = tuple([t[0] for t in tokens])
        plan = self._plans.get(kinds)
        if plan is not None:
            return _replay(plan, tokens)
        states, rules, end, chains = tables.STATES, self._by_action, tables.END_STATE, self._chains
        state_stack = [tables.START_STATE]
        value_stack: list = []
        moves: list = []  # the plan: None for a shift, (size, reduce) for a reduction that makes a value
        record = moves.append
        for token in (*tokens, _end_token(tokens)):
            kind = token.type
            top = state_stack[-1]
            action = states[top].get(kind)
            while action is not None and action < 0:  # reduce, then look again
                origin, size, reduce = rules[action]
                if reduce is None:  # a one-child `?rule`, and the ones that follow it: see _unit_chain
                    key = (top, state_stack[-2], kind)
                    top = chains.get(key)
                    if top is None:
                        top = chains[key] = self._unit_chain(key[0], key[1], kind)
                    state_stack[-1] = top
                else:
                    record((size, reduce))
                    if size:
                        children = value_stack[-size:]
                        del state_stack[-size:]
                        del value_stack[-size:]
                        value_stack.append(reduce(children))
                    else:
                        value_stack.append(reduce([]))
                    top = states[state_stack[-1]][origin]
                    state_stack.append(top)
                action = states[top].get(kind)
            if action is None:
                if top == end and kind == "$END":  # the end of input reduced everything to the start rule
                    if len(self._plans) < MAX_PLANS:
                        self._plans[kinds] = tuple(moves)
                    return value_stack[-1]
                raise UnexpectedToken(token, state_stack)
            # (the end of input is never shifted: the tables reduce on it, up to the end state)
            record(None)
            state_stack.append(action)
            value_stack.append(token)
        raise AssertionError("the end of input was shifted")  # unreachable: see above

    def _unit_chain(self, top: int, below: int, kind: str) -> int:
        """The state after the run of one-child reductions that `kind` sets off in state `top` (with `below`
        under it): each pops only the top state and goes to from `below`, so the run depends on these three
        alone.  (A `?rule` reduced from one child passes the child on as its value: the values stay.)"""
        states, rules = tables.STATES, self._rules
        state = top
        while True:
            action = states[state].get(kind)
            if action is None or action >= 0:
                return state
            origin, _, reduce = rules[-1 - action]
            if reduce is not None:
                return state
            state = states[below][origin]


_lock = _thread.allocate_lock()
_parser: LalrParser | None = None


def lalr_parser() -> LalrParser:
    """The parser, built once per process."""
    global _parser
    if _parser is None:
        with _lock:
            if _parser is None:
                _parser = LalrParser()
    return _parser
