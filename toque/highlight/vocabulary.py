"""Which token type each known word gets: Ruby's keywords and the recipe DSL's words."""

from __future__ import annotations

from pygments.token import Keyword, Name, Operator, _TokenType

from toque.grammar.keywords import (
    COMMON_PROPERTIES,
    CORE_RESOURCES,
    DSL_OBJECTS,
    DSL_WORDS,
    METADATA_WORDS,
    PLATFORM_RESOURCES,
    RUBY_KEYWORDS,
    RUBY_PSEUDO_KEYWORDS,
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
RESOURCES = CORE_RESOURCES | PLATFORM_RESOURCES
PROPERTIES = COMMON_PROPERTIES
METADATA = METADATA_WORDS
