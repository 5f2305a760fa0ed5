"""Which token type each known word gets: Ruby's keywords and the recipe DSL's words.

The recipe language's words come from `vocabulary.json`, generated from the resource
registry and the DSL's Ruby methods by `python -m toque.vocabulary` (a test keeps it true).
"""

from __future__ import annotations

import json
from pathlib import Path

from pygments.token import Keyword, Name, Operator, _TokenType

from toque.grammar.keywords import METADATA_WORDS, RUBY_KEYWORDS, RUBY_PSEUDO_KEYWORDS

_GENERATED = json.loads((Path(__file__).parent / "vocabulary.json").read_text(encoding="utf-8"))
RESOURCES = frozenset(_GENERATED["resources"])
PROPERTIES = frozenset(_GENERATED["properties"])
ACTIONS = frozenset(_GENERATED["actions"])
DSL_WORDS = frozenset(_GENERATED["dsl_words"]) | frozenset(_GENERATED["attribute_words"])
# DSL words that name objects rather than commands (`node['a']`, `new_resource.path`):
# shown like `self`, the other DSL words like keywords (a choice of style, not a vocabulary)
DSL_OBJECTS = DSL_WORDS & frozenset(
    "node new_resource current_resource current_value run_context run_state cookbook_name "
    "recipe_name resources default override normal force_default force_override automatic".split()
)

RESOURCE = Name.Builtin
PROPERTY = Name.Builtin.Pseudo
DSL_COMMAND = Keyword.Pseudo
DSL_OBJECT = Name.Builtin.Pseudo

# Keywords that read as values, not as control flow.
_VALUE_KEYWORDS = {
    "nil": Keyword.Constant,
    "true": Keyword.Constant,
    "false": Keyword.Constant,
    "self": Name.Builtin.Pseudo,
    "__FILE__": Name.Builtin.Pseudo,
    "__LINE__": Name.Builtin.Pseudo,
    "__ENCODING__": Name.Builtin.Pseudo,
}
_WORD_OPERATORS = frozenset(("and", "or", "not"))


def keyword_token(word: str) -> _TokenType:
    """The token type of one of RUBY_KEYWORDS."""
    if word in _WORD_OPERATORS:
        return Operator.Word
    return _VALUE_KEYWORDS.get(word, Keyword)


def _build_table() -> dict[str, _TokenType]:
    # Later entries win: a word that is both a pseudo keyword and a DSL word (`provides`)
    # reads as DSL in a recipe.
    table: dict[str, _TokenType] = {}
    table.update(dict.fromkeys(RUBY_PSEUDO_KEYWORDS, Keyword.Pseudo))
    table.update(dict.fromkeys(DSL_WORDS - DSL_OBJECTS, DSL_COMMAND))
    table.update(dict.fromkeys(DSL_OBJECTS, DSL_OBJECT))
    return table


# Words highlighted wherever they are a bare name (not after `.`, not a label).
BARE_WORDS: dict[str, _TokenType] = _build_table()
KEYWORDS = RUBY_KEYWORDS
METADATA = METADATA_WORDS
