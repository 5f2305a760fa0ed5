"""A lean LALR(1) driver over the tables Lark builds from `ruby.lark`.

Lark analyses the grammar and provides the callbacks (the AST builder's methods); this
loop only feeds tokens. It keeps the tables in plain dicts of strings and ints, which
makes it several times faster than Lark's general-purpose parser loop.
"""

from __future__ import annotations

from typing import Any

from lark.parse_tree_builder import ExpandSingleChild


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
    """Per state: token kind -> shift target (int) or reduction (size, callback, goto)."""

    def __init__(self, lark: Any) -> None:
        parser = lark.parser.parser.parser
        table = parser.parse_table
        callbacks = parser.callbacks
        self.start = table.start_states["start"]
        self.end = table.end_states["start"]
        states: dict[int, dict[str, Any]] = {}
        for state, actions in table.states.items():
            row: dict[str, Any] = {}
            for kind, (action, arg) in actions.items():
                if action.name == "Shift":
                    row[kind] = arg
                elif len(arg.expansion) == 1 and isinstance(callbacks[arg], ExpandSingleChild):
                    # `?rule: x` passes x through: change state, keep the value
                    row[kind] = (-1, None, arg.origin.name)
                else:
                    row[kind] = (len(arg.expansion), callbacks[arg], arg.origin.name)
            states[state] = row
        self.states = states
        self.units: dict[tuple[int, int, str], int] = {}

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
        for tok in tokens:
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
