"""Chef search queries (`name:web* AND NOT chef_environment:prod`) read into matchers.

Precedence follows chef-zero: `AND` binds tighter than `OR`; clauses side by side
(`a:1 b:2`, `+a:1 -b:2`) combine as Lucene's clause lists (see `Clauses`).
"""

from __future__ import annotations

from dataclasses import dataclass

from toque.repo.search.query import (
    AllOf,
    AnyOf,
    Clauses,
    Field,
    Matcher,
    Not,
    Pattern,
    Range,
    Required,
    SearchQueryError,
    phrase,
    query_error,
    term,
    unescape,
)

OPERATOR_CHARS = '"+-!(){}[]^:'
KEYWORDS = ("AND", "OR", "NOT", "&&", "||")
UNARY = ("+", "-", "!", "NOT")


@dataclass(frozen=True)
class Token:
    kind: str  # "op" (an operator or keyword), "term" or "phrase"
    text: str
    pos: int


def parse(query: str) -> Matcher:
    """The matcher for a query, or a SearchQueryError saying what is wrong and where."""
    return _Parser(query).parse()


def tokenize(query: str) -> list[Token]:
    tokens: list[Token] = []
    i, n = 0, len(query)
    while i < n:
        ch = query[i]
        if ch.isspace():
            i += 1
        elif query.startswith(("&&", "||"), i):
            tokens.append(Token("op", query[i : i + 2], i))
            i += 2
        elif ch == '"':
            end = _phrase_end(query, i)
            tokens.append(Token("phrase", query[i + 1 : end], i))
            i = end + 1
        elif ch in OPERATOR_CHARS:
            tokens.append(Token("op", ch, i))
            i += 1
        else:
            start, i = i, _term_end(query, i)
            text = query[start:i]
            tokens.append(Token("op" if text in KEYWORDS else "term", text, start))
    return tokens


def _phrase_end(query: str, start: int) -> int:
    i = start + 1
    while i < len(query):
        if query[i] == '"':
            return i
        i += 2 if query[i] == "\\" else 1
    raise query_error(query, start, 'this quote is never closed: add the closing "')


def _term_end(query: str, i: int) -> int:
    # A term runs to whitespace or an operator; `-` inside a term is part of it (web-1),
    # and a backslash escapes the next character (recipes:apache2\:\:default).
    n = len(query)
    while i < n:
        ch = query[i]
        if ch == "\\":
            if i + 1 >= n:
                raise query_error(query, i, "a backslash at the end escapes nothing")
            i += 2
            continue
        if ch.isspace() or query.startswith(("&&", "||"), i):
            break
        if ch in OPERATOR_CHARS and ch != "-":
            break
        i += 1
    return i


class _Parser:
    def __init__(self, query: str) -> None:
        self.query = query
        self.tokens = tokenize(query)
        self.i = 0
        self.in_field = False  # reading the value of `key:value`

    # -- tokens

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def at(self, *texts: str) -> bool:
        tok = self.peek()
        return tok is not None and tok.kind == "op" and tok.text in texts

    def take(self) -> Token:
        tok = self.peek()
        if tok is None:
            raise self.error(len(self.query), "the query ends where a search term should follow")
        self.i += 1
        return tok

    def error(self, pos: int, reason: str) -> SearchQueryError:
        return query_error(self.query, pos, reason)

    # -- grammar

    def parse(self) -> Matcher:
        if not self.tokens:
            raise self.error(0, "the query is empty (search everything with '*:*')")
        result = self.clauses()
        tok = self.peek()
        if tok is not None:
            raise self.error(tok.pos, "this ')' closes no '('")
        return result

    def clauses(self) -> Matcher:
        """Clauses side by side, up to a `)` or the end."""
        parts = []
        while self.peek() is not None and not self.at(")"):
            parts.append(self.either())
        if not parts:
            raise self.error(self.take().pos, "nothing between '(' and ')'")
        if len(parts) == 1 and not isinstance(parts[0], Required):
            return parts[0]
        must = tuple(p.operand for p in parts if isinstance(p, Required))
        must_not = tuple(p.operand for p in parts if isinstance(p, Not))
        should = tuple(p for p in parts if not isinstance(p, (Required, Not)))
        return Clauses(must, should, must_not)

    def either(self) -> Matcher:
        parts = [self.both()]
        while self.at("OR", "||"):
            self.take()
            parts.append(self.both())
        return parts[0] if len(parts) == 1 else AnyOf(tuple(parts))

    def both(self) -> Matcher:
        parts = [self.unary()]
        while self.at("AND", "&&"):
            self.take()
            parts.append(self.unary())
        return parts[0] if len(parts) == 1 else AllOf(tuple(parts))

    def unary(self) -> Matcher:
        if self.at(*UNARY):
            op = self.take().text
            operand = self.unary()
            return Required(operand) if op == "+" else Not(operand)
        found = self.primary()
        if self.at("^"):  # a boost only orders results by relevance: nothing to match
            self.take()
            boost = self.take()
            if boost.kind != "term":
                raise self.error(boost.pos, "a boost '^' takes a number (name:web^2)")
        return found

    def primary(self) -> Matcher:
        tok = self.take()
        if tok.kind == "phrase":
            return self.maybe_field(phrase(tok.text, self.query, tok.pos), tok)
        if tok.kind == "term":
            return self.maybe_field(term(tok.text, self.query, tok.pos), tok)
        if tok.text == "(":
            inner = self.clauses()
            if not self.at(")"):
                raise self.error(tok.pos, "this '(' is never closed: add a ')'")
            self.take()
            return inner
        if tok.text in ("[", "{"):
            return self.range(tok)
        if tok.text == ":":
            raise self.error(tok.pos, "':' needs a field name before it (name:web)")
        raise self.error(tok.pos, f"'{tok.text}' cannot start a search term")

    def maybe_field(self, key: Pattern, tok: Token) -> Matcher:
        if not self.at(":"):
            return key
        colon = self.take()
        if self.in_field:
            raise self.error(colon.pos, f"'{tok.text}:' inside a field's value: escape it (\\:)")
        if self.peek() is None:
            raise self.error(colon.pos, f"'{tok.text}:' needs a value (use {tok.text}:* for any)")
        self.in_field = True
        try:
            value = self.unary()
        finally:
            self.in_field = False
        return Field(key, value)

    def range(self, opening: Token) -> Matcher:
        low, to, high = self.take(), self.take(), self.take()
        closing = self.take()
        if low.kind != "term" or high.kind != "term" or to.text != "TO":
            raise self.error(opening.pos, "a range reads [low TO high] (or {low TO high})")
        if closing.text not in ("]", "}"):
            raise self.error(closing.pos, "a range ends with ']' or '}'")
        return Range(
            unescape(low.text), unescape(high.text), opening.text == "[", closing.text == "]"
        )


__all__ = ["Token", "parse", "tokenize"]
