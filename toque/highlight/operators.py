"""Operators, and the literals an operator-like character may open: regex, %w, heredoc."""

from __future__ import annotations

import re
from collections.abc import Iterator

from pygments.token import Name, Operator, Punctuation, String

from toque.highlight import patterns as P
from toque.highlight.literals import Heredoc, Tok, body
from toque.highlight.states import ARG, BEG, CLASS, DOT, END, FNAME, MID

_CHAR = re.compile(P.CHAR)
_SYMBOL = re.compile(P.SYMBOL)
_HEREDOC = re.compile(P.HEREDOC_OPEN)
_PERCENT = re.compile(P.PERCENT_OPEN)
_IDENT_CHAR = re.compile(r"\w")
_QUOTES = {
    '"': (String.Double, True),
    "'": (String.Single, False),
    "`": (String.Backtick, True),
}
_PERCENT_TYPES = {
    "string": String.Other,
    "words": String.Other,
    "symbols": String.Symbol,
    "symbol": String.Symbol,
    "regex": String.Regex,
    "command": String.Backtick,
}


class OperatorReader:
    """Mixin of the scanner: reads operators, quotes and the literals they open."""

    text: str
    pos: int
    end: int
    state: int
    stmt: bool
    space: bool
    pending: list[Heredoc]

    def _operator(self, start: int, value: str) -> Iterator[Tok]:
        first = value[0]
        if first == "/" and self._starts_literal(start + 1):
            yield from self._regex(start)
        elif first == "%" and self._starts_literal(start + 1):
            yield from self._percent(start, value)
        elif value == "<<" and self.state != CLASS and self._starts_literal(start + 2):
            yield from self._heredoc_open(start, value)
        elif value == "?":
            yield from self._question(start)
        elif first == ":" and value == ":":
            yield from self._colon(start)
        elif value == "|" and (self.expect_params or self.params and self.def_parens == 0):
            self._bar()
            yield start, Punctuation, value
        else:
            yield start, Operator, value
            self._after_operator(value)

    def _starts_literal(self, following: int) -> bool:
        """Whether `/`, `%` or `<<` here opens a literal rather than being an operator."""
        if self.state in (BEG, MID):
            return True
        if self.state != ARG or not self.space:
            return False
        # `puts /x/` and `puts %w[a]` pass a literal; `total / 2` and `x %= 3` do not.
        return self.text[following : following + 1] not in ("", " ", "\t", "\n", "\r", "=")

    def _after_operator(self, value: str) -> None:
        self.stmt = self.expect_params = self.after_ternary = False
        if value in (".", "&.", "::"):
            self.state = CLASS if self.state == CLASS and value == "::" else DOT
        elif value == "->":
            self.state = ARG
        elif value == "=>" and self.rescue_line:
            self.params = True
            self.state = BEG
        elif value == "=" and self.def_head and not self.def_parens:
            # `def twice(x) = x * 2` has no `end`
            self.scopes.close()
            self.def_head = self.params = False
            self.state = BEG
        else:
            self.state = BEG

    def _bar(self) -> None:
        if self.expect_params:
            self.expect_params = False
            self.params = True
            self.state = BEG
        else:
            self.params = False
            self._statement()

    def _question(self, start: int) -> Iterator[Tok]:
        text = self.text
        following = text[self.pos : self.pos + 1]
        if self.state not in (END, DOT, FNAME, CLASS) and following.strip():
            char = _CHAR.match(text, start, self.end)
            # `?a` is a character, but in `x ?ab : c` the name makes `?` the ternary.
            if char and not (
                (following.isalnum() or following == "_")
                and _IDENT_CHAR.match(text, char.end(), self.end)
            ):
                self.pos = char.end()
                yield start, String.Char, char.group()
                self._value()
                return
        yield start, Operator, "?"
        self.state, self.stmt, self.expect_params = BEG, False, False
        self.after_ternary = True

    def _colon(self, start: int) -> Iterator[Tok]:
        text, end = self.text, self.pos
        after = text[end : end + 1]
        if self.state != END and after not in ("", " ", "\t", "\n", "\r"):
            if after in "\"'":
                yield from self._quoted(start, ":" + after, symbol=True)
                return
            symbol = _SYMBOL.match(text, start, self.end)
            if symbol:
                self.pos = symbol.end()
                yield start, String.Symbol, symbol.group()
                self._value()
                return
        yield start, Operator, ":"
        self.state, self.stmt, self.expect_params, self.after_ternary = BEG, False, False, False

    def _quoted(self, start: int, opener: str, symbol: bool = False) -> Iterator[Tok]:
        quote = opener[-1]
        if quote == "`" and self.state == DOT:  # the method named backtick: `Kernel.`(cmd)`
            yield start, Name, quote
            self.state, self.stmt = ARG, False
            return
        ttype, interpolates = _QUOTES[quote]
        if symbol:
            ttype = String.Symbol
        self.pos = start + len(opener)
        yield start, ttype, opener
        yield from self._literal(body(ttype, quote, None, interpolates))
        self._value()
        text = self.text
        if quote != "`" and text.startswith(":", self.pos) and not text.startswith("::", self.pos):
            # `"quoted": value` is a label
            yield self.pos, Punctuation, ":"
            self.pos += 1
            self.state = BEG

    def _plain_string(self, start: int, value: str) -> list[Tok]:
        self._value()
        ttype = String.Single if value[0] == "'" else String.Double
        tokens = [(start, ttype, value)]
        text = self.text
        if text.startswith(":", self.pos) and not text.startswith("::", self.pos):
            tokens.append((self.pos, Punctuation, ":"))  # `"quoted": value` is a label
            self.pos += 1
            self.state = BEG
        return tokens

    def _regex(self, start: int) -> Iterator[Tok]:
        self.pos = start + 1
        yield start, String.Regex, "/"
        yield from self._literal(body(String.Regex, "/", None, True, regex=True))
        self._value()

    def _percent(self, start: int, value: str) -> Iterator[Tok]:
        m = _PERCENT.match(self.text, start, self.end)
        if not m:
            yield start, Operator, value
            self._after_operator(value)
            return
        letter, delimiter = m.groups()
        kind, interpolates = P.PERCENT_KINDS[letter]
        ttype = _PERCENT_TYPES[kind]
        close = P.CLOSING.get(delimiter, delimiter)
        opener = delimiter if close != delimiter else None
        self.pos = m.end()
        yield start, ttype, m.group()
        yield from self._literal(body(ttype, close, opener, interpolates, regex=kind == "regex"))
        self._value()

    def _heredoc_open(self, start: int, value: str) -> Iterator[Tok]:
        m = _HEREDOC.match(self.text, start, self.end)
        if not m:
            yield start, Operator, value
            self._after_operator(value)
            return
        flavour, quote, quoted_name, bare_name = m.groups()
        _, interpolates = _QUOTES[quote or '"']
        self.pending.append(
            Heredoc(
                quoted_name if quote else bare_name,
                indented=bool(flavour),
                body=body(String.Heredoc, None, None, interpolates),
            )
        )
        self.pos = m.end()
        yield start, String.Delimiter, m.group()
        self._value()
