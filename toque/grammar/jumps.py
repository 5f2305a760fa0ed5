"""`next`, `break`, `redo`, `retry` and `return` where Ruby allows them, checked once a
file is parsed.

MRI rejects a jump with nowhere to go ("Invalid next") before running any of the file;
so does toque, for `check` and `apply` alike. `next`, `break` and `redo` need a block or a
loop around them, `retry` a rescue clause, and a method, class or module body starts
afresh: nothing outside it can be the target. `return` is refused in the body of a class
or module itself ("Invalid return in class/module body"); in a block there, it is the
LocalJumpError of run time.
"""

from __future__ import annotations

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.source import Span

LOOP, RESCUE = 1, 2  # what the enclosing code offers: a loop or block; a rescue clause
CLASS_BODY = 4  # directly in a class or module body, where `return` has no method to end
_WANTS = {A.Next: LOOP, A.Break: LOOP, A.Redo: LOOP, A.Retry: RESCUE}
_KEYWORD = {A.Next: "next", A.Break: "break", A.Redo: "redo", A.Retry: "retry",
            A.Return: "return"}  # fmt: skip
_FRESH = (A.Def, A.ClassDef, A.ModuleDef, A.SClass)  # bodies no outer jump target reaches
_OUTER_PART = {A.Def: "singleton", A.ClassDef: "superclass", A.SClass: "target"}


def check_jumps(tree: A.Node, text: str, file: str) -> None:
    """Raise the syntax error MRI gives for the first jump that has no target."""
    bad: list[A.Node] = []
    stack: list[tuple[A.Node, int]] = [(tree, 0)]
    while stack:
        node, ctx = stack.pop()
        want = _WANTS.get(node.__class__)
        if want is not None and not ctx & want:
            bad.append(node)
        elif node.__class__ is A.Return and ctx & CLASS_BODY:
            bad.append(node)
        for child, child_ctx in _children(node, ctx):
            stack.append((child, child_ctx))
    if bad:
        first = min(bad, key=lambda n: (n.line, n.col))
        keyword = _KEYWORD[first.__class__]
        raise RubySyntaxError(
            f"Invalid {keyword}" + (" in class/module body" if keyword == "return" else ""),
            Span(file, first.line, first.col),
            source=text,
        )


def _children(node: A.Node, ctx: int):
    """Each child node with the context it runs in."""
    cls = node.__class__
    if cls is A.Block or cls is A.Lambda:
        ctx = LOOP
    elif cls is A.While or cls is A.For:
        ctx |= LOOP
    elif cls in _FRESH:
        outer = getattr(node, _OUTER_PART.get(cls, ""), None)
        if outer is not None:
            yield outer, ctx
        body = CLASS_BODY if cls is A.ClassDef or cls is A.ModuleDef else 0
        for child in _nodes(node):
            if child is not outer:
                yield child, body
        return
    elif cls is A.Rescue:
        for child in node.classes:
            yield child, ctx
        if node.var is not None:
            yield node.var, ctx
        yield node.body, ctx | RESCUE
        return
    elif cls is A.Begin and node.ensure is not None:
        for child in _nodes(node):
            yield child, ctx & ~RESCUE if child is node.ensure else ctx
        return
    for child in _nodes(node):
        yield child, ctx


def _nodes(node: A.Node):
    for value in node._values(node)[3:]:  # type: ignore[attr-defined]
        if value.__class__ is list:
            for item in value:
                if isinstance(item, A.Node):
                    yield item
        elif isinstance(value, A.Node):
            yield value
