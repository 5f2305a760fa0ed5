"""What the golden dumps cannot show: `dump()` leaves out None and empty lists alike."""

from __future__ import annotations

from toque.grammar import ast as A
from toque.grammar.parser import parse


def stmts(src: str) -> list:
    return parse(src, "t.rb").body[0].body.body


def test_zsuper_passes_the_methods_arguments_but_super_parens_passes_none():
    zsuper, empty, explicit, block_only = stmts(
        "def m(a)\n  super\n  super()\n  super(a)\n  super { }\nend"
    )
    assert zsuper.args is None
    assert empty.args == []
    assert [x.name for x in explicit.args] == ["a"]
    assert block_only.args is None and isinstance(block_only.block, A.Block)


def test_keyword_arguments_are_a_braceless_hash():
    call = parse("foo 1, a: 2", "t.rb").body[0]
    assert isinstance(call.args[1], A.Hash) and call.args[1].braces is False
    call = parse("foo({ a: 2 })", "t.rb").body[0]
    assert call.args[0].braces is True


def test_file_name_is_the_one_given():
    assert parse("__FILE__", "cookbooks/x/recipes/default.rb").body[0].value == (
        "cookbooks/x/recipes/default.rb"
    )
    assert parse("x", "some/where.rb").body[0].file == "some/where.rb"
