"""Pygments lexers for recipes and ERB templates."""

from toque.highlight.erb_lexer import ErbRecipeLexer
from toque.highlight.recipe_lexer import RecipeLexer

__all__ = ["ErbRecipeLexer", "RecipeLexer"]
