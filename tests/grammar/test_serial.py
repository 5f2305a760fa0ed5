"""The AST cache's plain-data form: every tree round-trips exactly, and data that is not a
tree this toque wrote is `BadTree`, never something half-built."""

from __future__ import annotations

import marshal
from pathlib import Path

import pytest

from toque.errors import ToqueError
from toque.grammar import serial
from toque.grammar.ast import Node, dump
from toque.grammar.parser import parse

TESTS = Path(__file__).parent.parent


def _classes(tree, seen):
    if isinstance(tree, Node):
        seen.add(type(tree))
        for value in tree._values(tree):
            _classes(value, seen)
    elif type(tree) is list:
        for value in tree:
            _classes(value, seen)


def test_every_recipe_of_the_test_suite_round_trips_and_covers_every_node_class():
    seen: set[type] = set()
    parsed = 0
    for path in sorted(TESTS.rglob("*.rb")):
        try:
            tree = parse(path.read_text(), str(path))
        except (ToqueError, UnicodeDecodeError):
            continue  # the syntax-error cases
        data = marshal.loads(marshal.dumps(serial.encode(tree, str(path))))
        assert dump(serial.decode_tree(data, str(path))) == dump(tree), path
        _classes(tree, seen)
        parsed += 1
    assert parsed > 300
    assert set(serial.CLASSES) - seen == set()


def test_decoded_nodes_carry_the_file_given():
    tree = parse("x = 1\n", "a.rb")
    back = serial.decode_tree(serial.encode(tree, "a.rb"), "b.rb")
    assert back.file == back.body[0].value.file == "b.rb"


def test_a_node_of_another_file_is_not_encoded():
    tree = parse("x = 1\n", "a.rb")
    tree.body[0].value.file = "other.rb"
    with pytest.raises(serial.BadTree, match="a node of other.rb"):
        serial.encode(tree, "a.rb")


def test_a_node_field_holding_no_node_is_not_encoded():
    tree = parse("x = 1\n", "a.rb")
    tree.body[0].value = "1"
    with pytest.raises(serial.BadTree, match="KeyError"):
        serial.encode(tree, "a.rb")
    tree.body = (tree.body,)  # a tuple where a list of nodes belongs
    with pytest.raises(serial.BadTree, match="TypeError"):
        serial.encode(tree, "a.rb")


def test_a_tree_holding_what_marshal_cannot_store_is_not_cached(tmp_path):
    from toque.grammar import astcache

    tree = parse("x = 1\n", "a.rb")
    tree.body[0].value.value = object()
    astcache.store(tmp_path, "ab" * 32, "a.rb", tree)
    assert not (tmp_path / "ast" / "ab").exists()


@pytest.mark.parametrize(
    "data",
    [
        (),
        (10_000, 1, 1, []),  # no such class
        (-1, 1, 1, []),
        ("Seq", 1, 1, []),
        (serial.CLASSES.index(serial.A.Seq), 1, 1),  # a field missing
        (serial.CLASSES.index(serial.A.Seq), 1, 1, [], "extra"),
        (serial.CLASSES.index(serial.A.Nil), 1, 1),  # a tree of a file is a Seq
        (serial.CLASSES.index(serial.A.Seq), 1, 1, [(10_000,)]),
        (serial.CLASSES.index(serial.A.Seq), 1, 1, [compile("1", "x", "eval")]),
        [1, 2, 3],
        None,
    ],
)
def test_data_that_is_not_a_tree_is_bad(data):
    with pytest.raises(serial.BadTree):
        serial.decode_tree(data, "a.rb")
