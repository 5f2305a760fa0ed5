"""Deep nesting parses to the right depth: the LALR driver has no recursion limit, and
neither must the builder."""

from __future__ import annotations

import pytest

from toque.grammar import ast as A
from toque.grammar.parser import parse

DEPTH = 500


def chain(node, step):
    """How many times `step` leads on from `node` before it gives None."""
    depth = 0
    while (node := step(node)) is not None:
        depth += 1
    return depth


def test_deep_ifs():
    tree = parse("if x\n" * DEPTH + "1\n" + "end\n" * DEPTH, "deep.rb")
    top = tree.body[0]
    assert chain(top, lambda n: n.then if isinstance(n, A.If) else None) == DEPTH


def test_deep_arrays():
    tree = parse("x = " + "[" * DEPTH + "]" * DEPTH, "deep.rb")
    array = tree.body[0].value
    assert chain(array, lambda n: n.elements[0] if n.elements else None) == DEPTH - 1


def test_deep_parentheses():
    tree = parse("x = " + "(" * DEPTH + "1" + ")" * DEPTH, "deep.rb")
    assert isinstance(tree.body[0].value, A.Int)


def test_deep_blocks():
    tree = parse("f do\n" * DEPTH + "end\n" * DEPTH, "deep.rb")

    def inner(call):
        body = call.block.body
        return body.body[0] if isinstance(body, A.Seq) and body.body else None

    assert chain(tree.body[0], inner) == DEPTH - 1


@pytest.mark.parametrize("opener,closer", [("[", "]"), ("(", ")"), ("f(", ")"), ("{a: ", "}")])
def test_very_deep_nesting_parses_or_fails_cleanly(opener, closer):
    from toque.errors import RubySyntaxError

    try:
        parse("x = " + opener * 5000 + "1" + closer * 5000, "deep.rb")
    except RubySyntaxError:
        pass
