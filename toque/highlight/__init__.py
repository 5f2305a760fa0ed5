"""Pygments lexers for recipes and ERB templates.

The lexers are imported on first use: `toque` commands other than `highlight` must not
pay for loading Pygments.
"""

from __future__ import annotations

from typing import Any

__all__ = ["ErbRecipeLexer", "RecipeLexer"]


def __getattr__(name: str) -> Any:
    if name == "RecipeLexer":
        from toque.highlight.recipe_lexer import RecipeLexer

        return RecipeLexer
    if name == "ErbRecipeLexer":
        from toque.highlight.erb_lexer import ErbRecipeLexer

        return ErbRecipeLexer
    raise AttributeError(name)
