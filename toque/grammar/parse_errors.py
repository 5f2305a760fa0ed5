"""Turn an LALR parse failure into a sentence: what was found, what was expected."""

from __future__ import annotations

from toque.errors import RubySyntaxError
from toque.grammar.tokens import human
from toque.source import Span

# The expectations worth naming, in the order a reader thinks of them.
NAMED = ("KW_END", "RPAREN", "RBRACK", "RBRACE", "PIPE", "COMMA", "TERM", "KW_THEN", "ASSIGN")
OPERAND = {"IDENT", "INTEGER", "STRING", "CONST", "SYMBOL", "LBRACK", "LPAREN", "IVAR"}


def describe(tok, expected: set[str], text: str, file: str) -> RubySyntaxError:
    """The error for meeting `tok` where only the `expected` token kinds could go."""
    if tok.type == "$END":
        # point at the last token, where the missing piece should have followed
        line, col = (tok.line, tok.column) if tok.line else (text.count("\n") + 1, 1)
        found = "end of file"
    else:
        line, col = tok.line, tok.column
        found = human(tok.type)
        if tok.type in ("IDENT", "CONST", "FID", "IVAR", "GVAR", "CVAR"):
            found = f"{human(tok.type)} '{tok.value}'"
        elif tok.type == "STRING":
            found = f"string {str(tok.value)!r}"[:60]
    wants = [human(k) for k in NAMED if k in expected]
    if expected & OPERAND:
        wants.append("an expression")
    if not wants:
        wants = sorted({human(k) for k in expected})[:4]
    msg = f"unexpected {found}"
    if wants:
        msg += "; expected " + _or(wants)
    return RubySyntaxError(msg, Span(file, line, col), source=text)


def _or(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]
