"""`parse(text, file)`: source text to AST, with syntax errors in plain words."""

from __future__ import annotations

import threading
from functools import lru_cache
from importlib import resources

from lark import Lark
from lark.exceptions import UnexpectedInput, UnexpectedToken, VisitError
from lark.lexer import Lexer as LarkLexer

from toque.cachedir import cache_dir
from toque.errors import RubySyntaxError, ToqueError
from toque.grammar import ast as A
from toque.grammar.builder import AstBuilder
from toque.grammar.lexer import Lexer
from toque.grammar.tokens import ALL_TOKENS


class _TokenList(LarkLexer):
    """Lark's side of the lexer: the tokens are already made, it only hands them over."""

    def __init__(self, conf) -> None:
        pass

    def lex(self, data):  # type: ignore[override]
        return iter(data)


def grammar_text() -> str:
    text = resources.files("toque.grammar").joinpath("ruby.lark").read_text()
    return text + "\n%declare " + " ".join(ALL_TOKENS) + "\n"


_lock = threading.Lock()


@lru_cache(maxsize=1)
def _parser() -> tuple[Lark, AstBuilder]:
    builder = AstBuilder("-")
    options = dict(parser="lalr", lexer=_TokenList, transformer=builder, maybe_placeholders=False)
    folder = cache_dir()
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            # Lark keys the file on the grammar and options; analysing the grammar
            # takes seconds, loading the tables a tenth of one
            return Lark(
                grammar_text(), cache=str(folder / "grammar.lark-cache"), **options
            ), builder
        except OSError:
            pass
    return Lark(grammar_text(), **options), builder


def parse(text: str, file: str = "-") -> A.Seq:
    """Parse Ruby source; raises RubySyntaxError with the place and plain words."""
    tokens = Lexer(text, file).tokens()
    lark, builder = _parser()
    with _lock:
        builder.file = file
        builder.text = text
        try:
            return lark.parse(tokens)
        except VisitError as exc:
            if isinstance(exc.orig_exc, ToqueError):
                raise exc.orig_exc from None
            raise
        except UnexpectedToken as exc:
            from toque.grammar.errors import describe

            raise describe(exc, tokens, text, file) from None
        except UnexpectedInput as exc:  # pragma: no cover - the lexer is ours
            raise RubySyntaxError(str(exc)) from None
