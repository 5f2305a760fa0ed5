"""The shipped LALR tables match the grammar, and every rule has a builder method."""

import json
from pathlib import Path

from toque.grammar import tables
from toque.grammar.builder import AstBuilder

SHIPPED = Path(tables.__file__).with_name("tables.json")


def test_shipped_tables_are_built_from_the_current_grammar():
    shipped = json.loads(SHIPPED.read_text())
    assert shipped["grammar"] == tables.grammar_hash(), (
        "ruby.lark changed: run `python -m toque.grammar.tables` and commit tables.json"
    )


def test_every_reduction_has_a_builder_method():
    data = json.loads(SHIPPED.read_text())
    missing = {
        name
        for name, size, expand1, splice, goto in data["rules"]
        if not name.startswith("_")
        and not (size == 1 and expand1 and not splice)
        and not hasattr(AstBuilder, name)
    }
    assert not missing
