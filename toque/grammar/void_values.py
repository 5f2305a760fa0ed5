"""A jump where a value is needed (`foo(next)`, `x = return`, `1 + break`): MRI's
"void value expression", a syntax error found before any of the file runs.

MRI's parser checks each expression whose value is used (value_expr_check): an argument,
a receiver, an operand, the value of an assignment, an element, a condition. The
expression is void when it is a jump (`return`, `break`, `next`, `redo`, `retry`), a
`begin … end` or `( … )` whose last statement is void, an `if`/`unless` whose two
branches are both void, or an `&&`/`||` whose left side is. It is checked before the
jumps' targets (jumps.py), as MRI finds it first. Accepted, such a program
would jump where MRI never lets it run (a `next` as an argument loops for ever).
"""

from __future__ import annotations

from collections.abc import Iterator

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.source import Span

_JUMPS = (A.Return, A.Break, A.Next, A.Redo, A.Retry)


def check_void_values(tree: A.Node, text: str, file: str) -> None:
    """Raise MRI's syntax error for the first jump used as a value."""
    bad: list[A.Node] = []
    stack: list[A.Node] = [tree]
    while stack:
        node = stack.pop()
        for used in _used_values(node):
            jump = void_jump(used)
            if jump is not None:
                bad.append(jump)
        stack.extend(_children(node))
    if bad:
        first = min(bad, key=lambda n: (n.line, n.col))
        raise RubySyntaxError(
            "void value expression", Span(file, first.line, first.col), source=text
        )


def void_jump(node: A.Node | None) -> A.Node | None:
    """The jump that makes `node` a void value expression, else None."""
    while node is not None:
        cls = node.__class__
        if cls in _JUMPS:
            return node
        if cls is A.Seq:
            node = node.body[-1] if node.body else None
        elif cls is A.Begin:
            # `x = (break) rescue 1` checks its left side; a `begin` with a rescue or an
            # ensure clause MRI looks no further into
            if node.explicit and (node.rescues or node.ensure is not None):
                return None
            node = node.body
        elif cls is A.If:
            if node.then is None or node.else_ is None:
                return None
            then = void_jump(node.then)
            return then if then is not None and void_jump(node.else_) is not None else None
        elif cls is A.And or cls is A.Or:
            node = node.left
        else:
            return None
    return None


def _used_values(node: A.Node) -> Iterator[A.Node]:
    """The parts of `node` whose value is used."""
    cls = node.__class__
    if cls is A.Call:
        if node.receiver is not None:
            yield node.receiver
        yield from _arguments(node.args)
    elif cls is A.Super or cls is A.Yield:
        yield from _arguments(node.args or [])
    elif cls is A.Assign or cls is A.OpAssign or cls is A.MultiAssign:
        yield node.value
    elif cls is A.Index:
        yield node.receiver
        yield from _arguments(node.args)
    elif cls is A.AttrAssign:
        yield node.receiver
    elif cls is A.Array:
        yield from _arguments(node.elements)
    elif cls is A.Hash:
        yield from _arguments(node.pairs)
    elif cls is A.Range:
        yield from (part for part in (node.low, node.high) if part is not None)
    elif cls is A.Not:
        yield node.value
    elif cls is A.And or cls is A.Or:
        yield node.left
    elif cls is A.If or cls is A.While:
        yield node.cond
    elif cls is A.Case:
        if node.subject is not None:
            yield node.subject
    elif cls is A.Return:
        if node.value is not None:
            yield node.value
    elif cls is A.Param:
        if node.default is not None:
            yield node.default


def _arguments(args: list[A.Node]) -> Iterator[A.Node]:
    for arg in args:
        cls = arg.__class__
        if cls is A.Pair:
            yield arg.key
            yield arg.value
        elif cls is A.Splat or cls is A.DoubleSplat or cls is A.BlockPass:
            if arg.value is not None:
                yield arg.value
        elif cls is A.Hash:
            yield from _arguments(arg.pairs)
        else:
            yield arg


def _children(node: A.Node) -> Iterator[A.Node]:
    for value in node._values(node)[3:]:  # type: ignore[attr-defined]
        if value.__class__ is list:
            for item in value:
                if isinstance(item, A.Node):
                    yield item
        elif isinstance(value, A.Node):
            yield value
