"""A lean LALR(1) driver over the tables Lark builds from `ruby.lark`.

Lark analyses the grammar and provides the callbacks (the AST builder's methods); this
loop only feeds tokens. It keeps the tables in plain dicts of strings and ints, which
makes it several times faster than Lark's general-purpose parser loop.
"""

from __future__ import annotations

from typing import Any


class Tok:
    """A token: kind, value and where it starts (1-based line and column)."""

    __slots__ = ("type", "value", "start_pos", "line", "column")

    def __init__(self, type: str, value: Any, start_pos: int, line: int, column: int) -> None:
        self.type = type
        self.value = value
        self.start_pos = start_pos
        self.line = line
        self.column = column

    def __repr__(self) -> str:
        return f"Tok({self.type}, {self.value!r}, {self.line}:{self.column})"


class ParseFailure(Exception):
    """No action for `token` in the current state; `expected` lists what would do."""

    def __init__(self, token: Tok, expected: set[str]) -> None:
        super().__init__(token.type)
        self.token = token
        self.expected = expected


class Tables:
    """Per state: token kind -> shift target (int) or reduction (size, callback, goto).

    Built from `toque.grammar.tables` data and the AST builder whose methods are the
    rules' callbacks. A reduction of size -1 passes its single child through.
    """

    def __init__(self, data: dict[str, Any], builder: Any) -> None:
        symbols = data["symbols"]
        reductions = [_reduction(rule, builder) for rule in data["rules"]]
        states: list[dict[str, Any]] = []
        for pairs in data["states"]:
            row: dict[str, Any] = {}
            for i in range(0, len(pairs), 2):
                action = pairs[i + 1]
                row[symbols[pairs[i]]] = action if action >= 0 else reductions[-1 - action]
            states.append(row)
        self.states = states
        self.start = data["start"]
        self.end = data["end"]
        self.units: dict[tuple[int, int, str], int] = {}
        self.builder = builder

    def _units(self, below: int, top: int, kind: str) -> int:
        states = self.states
        while True:
            action = states[top].get(kind)
            if action is None or action.__class__ is int or action[0] >= 0:
                return top
            top = states[below][action[2]]

    def parse(self, tokens: list[Tok]) -> Any:
        states = self.states
        state_stack = [self.start]
        value_stack: list[Any] = []
        push_state = state_stack.append
        push_value = value_stack.append
        units = self.units
        builder = self.builder
        for tok in tokens:
            builder.lookahead = tok  # where an empty body is (it has no token of its own)
            while True:
                action = states[state_stack[-1]].get(tok.type)
                if action is None:
                    raise ParseFailure(tok, _expected(states[state_stack[-1]]))
                if action.__class__ is int:
                    push_state(action)
                    push_value(tok)
                    break
                size, callback, goto = action
                if size < 0:
                    # a run of pass-through reductions only moves the top state; the
                    # result depends on the two top states and the token: remember it
                    key = (state_stack[-2], state_stack[-1], tok.type)
                    top = units.get(key)
                    if top is None:
                        top = units[key] = self._units(state_stack[-2], state_stack[-1], tok.type)
                    state_stack[-1] = top
                    continue
                if size:
                    children = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    children = []
                push_value(callback(children))
                push_state(states[state_stack[-1]][goto])
        last = tokens[-1] if tokens else Tok("$END", "", 0, 1, 1)
        end = Tok("$END", "", last.start_pos, last.line, last.column)
        end_state = self.end
        while True:
            action = states[state_stack[-1]].get("$END")
            if action is None or action.__class__ is int:
                raise ParseFailure(end, _expected(states[state_stack[-1]]))
            size, callback, goto = action
            if size < 0:
                state_stack[-1] = states[state_stack[-2]][goto]
            else:
                if size:
                    children = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    children = []
                push_value(callback(children))
                push_state(states[state_stack[-1]][goto])
            if state_stack[-1] == end_state:
                return value_stack[-1]


def _expected(row: dict[str, Any]) -> set[str]:
    return {kind for kind in row if kind.isupper() or kind == "$END"}


def _reduction(rule: list[Any], builder: Any) -> tuple[int, Any, str]:
    """How to reduce by one rule, as Lark's tree builder would with `builder`."""
    name, size, expand1, splice, goto = rule
    if size == 1 and expand1 and not splice:
        return (-1, None, goto)
    method = getattr(builder, name, None)
    if method is None:
        if not name.startswith("_"):
            raise LookupError(f"the AST builder has no method for grammar rule {name!r}")
        method = _same  # an inline `_rule`: its children join its parent's
    if splice:
        method = _splicing(method, splice)
    if expand1:
        method = _expanding(method)
    return (size, method, goto)


def _splicing(method: Any, at: list[int]) -> Any:
    positions = frozenset(at)
    if 0 in positions:
        # a left-recursive repetition (`x*` in the grammar): grow the list it already
        # built instead of copying it, or long bodies would take quadratic time
        rest = frozenset(i for i in positions if i)

        def grown(children: list) -> Any:
            out = children[0]
            for i in range(1, len(children)):
                if i in rest:
                    out.extend(children[i])
                else:
                    out.append(children[i])
            return method(out)

        return grown

    def spliced(children: list) -> Any:
        out: list = []
        for i, child in enumerate(children):
            if i in positions:
                out.extend(child)
            else:
                out.append(child)
        return method(out)

    return spliced


def _expanding(method: Any) -> Any:
    def expanded(children: list) -> Any:
        return children[0] if len(children) == 1 else method(children)

    return expanded


def _same(children: list) -> list:
    return children
