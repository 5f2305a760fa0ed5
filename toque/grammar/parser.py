"""`parse(text, file)`: source text to AST, with syntax errors in plain words."""

from __future__ import annotations

import gc
import threading
from functools import lru_cache
from importlib import resources

from lark import Lark
from lark.exceptions import VisitError
from lark.lexer import Lexer as LarkLexer

from toque.cachedir import cache_dir
from toque.errors import ToqueError
from toque.grammar import ast as A
from toque.grammar.builder import AstBuilder
from toque.grammar.errors import describe
from toque.grammar.lalr import ParseFailure, Tables
from toque.grammar.lexer import Lexer
from toque.grammar.tokens import ALL_TOKENS


class _NoLexer(LarkLexer):
    """Lark builds the tables only; toque.grammar.lexer makes the tokens."""

    def __init__(self, conf) -> None:
        pass

    def lex(self, data):  # type: ignore[override]
        return iter(data)


def grammar_text() -> str:
    text = resources.files("toque.grammar").joinpath("ruby.lark").read_text()
    return text + "\n%declare " + " ".join(ALL_TOKENS) + "\n"


_lock = threading.Lock()


@lru_cache(maxsize=1)
def _parser() -> tuple[Tables, AstBuilder]:
    builder = AstBuilder("-")
    options = dict(parser="lalr", lexer=_NoLexer, transformer=builder, maybe_placeholders=False)
    folder = cache_dir()
    lark = None
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            # Lark keys the file on the grammar and options; analysing the grammar
            # takes seconds, loading the tables a tenth of one
            lark = Lark(grammar_text(), cache=str(folder / "grammar.lark-cache"), **options)
        except OSError:
            lark = None
    if lark is None:
        lark = Lark(grammar_text(), **options)
    return Tables(lark), builder


def parse(text: str, file: str = "-") -> A.Seq:
    """Parse Ruby source; raises RubySyntaxError with the place and plain words."""
    tables, builder = _parser()
    # the tree has no cycles; the collector would only rescan it as it grows
    gc_was_on = gc.isenabled()
    gc.disable()
    try:
        tokens = Lexer(text, file).tokens()
        with _lock:
            builder.file = file
            builder.text = text
            return tables.parse(tokens)
    except VisitError as exc:
        if isinstance(exc.orig_exc, ToqueError):
            raise exc.orig_exc from None
        raise
    except ParseFailure as exc:
        raise describe(exc.token, exc.expected, text, file) from None
    finally:
        if gc_was_on:
            gc.enable()
