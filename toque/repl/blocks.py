"""Which resource block is the cursor in? `file "/x" do` … read from the open blocks."""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass

from toque.repl.entry import open_blocks

# the text before a block's `do`: `file "/x"`, `f = file("/x")`, `template node['p'] `
_CALL = re.compile(r"^\s*(?:[a-z_]\w*\s*=\s*)?([a-z_]\w*)[\s(]+(.*?)\)?\s*$")
_BRACKETS = ("(", "[")


@dataclass(frozen=True)
class ResourceBlock:
    type: str
    name: str  # the name as written: a string's text, else the expression
    line: int  # 1-based line of the `do`
    innermost: bool  # no other block (brackets aside) is open inside it at the cursor


def enclosing_resource(text: str, types: Container[str]) -> ResourceBlock | None:
    """The resource block open at the end of `text` (the text before the cursor)."""
    stack = open_blocks(text)
    for depth in range(len(stack) - 1, -1, -1):
        kind, pos, _ = stack[depth]
        if kind != "do":
            continue
        start = text.rfind("\n", 0, pos) + 1
        m = _CALL.match(text[start:pos])
        if m and m.group(1) in types:
            name = _unquote(m.group(2).strip())
            inner = all(entry[0] in _BRACKETS for entry in stack[depth + 1 :])
            return ResourceBlock(m.group(1), name, text.count("\n", 0, pos) + 1, inner)
    return None


def _unquote(expr: str) -> str:
    if len(expr) >= 2 and expr[0] == expr[-1] and expr[0] in "'\"" and "#{" not in expr:
        return expr[1:-1]
    return expr
