"""What every part of the AST builder shares: the file being built, positions, errors.

`AstBuilder` (toque.grammar.builder) is this base with one mixin per group of grammar
rules (calls, definitions, literals, patterns); each mixin subclasses this base so that
its methods see the same helpers.
"""

from __future__ import annotations

from toque.errors import RubySyntaxError
from toque.grammar import ast as A
from toque.grammar.lalr import Tok as Token
from toque.source import Span


def non_tokens(children: list) -> list:
    """A reduction's children without its tokens (keywords, punctuation)."""
    return [c for c in children if not isinstance(c, Token)]


class BuilderBase:
    """The state of one file's build and the helpers every rule method uses."""

    def __init__(self, file: str, text: str = "") -> None:
        self.file = file
        self.text = text
        self.lookahead = None  # set by the parser loop: the token being read
        self.jumps = 0  # next/break/redo/retry seen: only then is there a target to check
        self.returns = 0  # `return`s and class/module bodies seen: a `return` is checked
        self.bodies = 0  # only in a file that has both

    # -- positions -----------------------------------------------------------------------

    def _at(self, item) -> tuple[int, int]:
        if isinstance(item, Token):
            return item.line, item.column
        if isinstance(item, A.Node):
            return item.line, item.col
        if isinstance(item, list):
            for x in item:
                pos = self._at(x)
                if pos[0]:
                    return pos
        return 0, 0

    def _first(self, children: list) -> tuple[int, int]:
        for c in children:
            pos = self._at(c)
            if pos[0]:
                return pos
        return 0, 0

    def error(self, message: str, at) -> RubySyntaxError:
        line, col = self._at(at)
        return RubySyntaxError(message, Span(self.file, line, col), source=self.text)

    # -- bodies --------------------------------------------------------------------------

    def _body(self, node):
        """A Seq of one statement is that statement."""
        if isinstance(node, A.Seq) and len(node.body) == 1:
            return node.body[0]
        return node

    def _opt(self, node):
        return self._body(node) if node is not None else None
