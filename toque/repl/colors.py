"""Colour for what the shell prints: values highlighted like recipe code, errors in red."""

from __future__ import annotations

from functools import cache
from typing import Any


@cache
def _pygments() -> tuple[Any, Any]:
    from pygments.formatters import Terminal256Formatter

    from toque.highlight import RecipeLexer

    return RecipeLexer(), Terminal256Formatter(style="default")


def highlight_ruby(text: str) -> str:
    """`text` (Ruby, such as an inspected value) with ANSI colours."""
    from pygments import highlight

    lexer, formatter = _pygments()
    return highlight(text, lexer, formatter).rstrip("\n")


def red(text: str) -> str:
    return f"\x1b[31m{text}\x1b[0m"
