"""`parse(text, file)`: source text to AST, with syntax errors in plain words."""

from __future__ import annotations

import gc
import threading
from functools import lru_cache

from toque.grammar import ast as A
from toque.grammar import tables
from toque.grammar.builder import AstBuilder
from toque.grammar.jumps import check_jumps
from toque.grammar.lalr import ParseFailure, Tables
from toque.grammar.lexer import Lexer
from toque.grammar.parse_errors import describe
from toque.grammar.void_values import check_void_values

_lock = threading.Lock()


@lru_cache(maxsize=1)
def _parser() -> tuple[Tables, AstBuilder]:
    builder = AstBuilder("-")
    return Tables(tables.load(), builder), builder


def parse(text: str, file: str = "-") -> A.Seq:
    """Parse Ruby source; raises RubySyntaxError with the place and plain words."""
    lalr, builder = _parser()
    # the tree has no cycles; the collector would only rescan it as it grows
    gc_was_on = gc.isenabled()
    gc.disable()
    try:
        tokens = Lexer(text, file).tokens()
        with _lock:
            builder.file = file
            builder.text = text
            builder.lookahead = None
            builder.jumps = builder.returns = builder.bodies = 0
            tree = lalr.parse(tokens)
            if builder.jumps or builder.returns:
                check_void_values(tree, text, file)
            if builder.jumps or (builder.returns and builder.bodies):
                check_jumps(tree, text, file)
            return tree
    except ParseFailure as exc:
        raise describe(exc.token, exc.expected, text, file) from None
    finally:
        if gc_was_on:
            gc.enable()
