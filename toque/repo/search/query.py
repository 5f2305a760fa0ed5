"""Chef's search query language (Lucene/Solr syntax, as chef-zero reads it) parsed into
matchers over flattened documents.

A document is a JSON object flattened the way Chef's expander does: every key is
searchable by its own name and by its path joined with `_` (`{"a": {"b": 1}}` gives
`b` and `a_b`), arrays give one value per element, and values compare as Ruby's
`to_s` of them, case-insensitively and word by word (`name:web` matches "web" and
"my web", not "web01": that takes `name:web*`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from toque.errors import ToqueError
from toque.runtime.values import Sym

WORD = r"[A-Za-z0-9@._':-]"  # chef-zero's word characters: a term matches whole words
NON_WORD = r"[^A-Za-z0-9@._':-]"
ID_KEY = "X_CHEF_id_CHEF_X"  # the manufactured key holding a document's id, as chef-zero's


class SearchQueryError(ToqueError):
    """A query that is not Chef search syntax."""


def query_error(query: str, pos: int, reason: str) -> SearchQueryError:
    return SearchQueryError(f"invalid search query '{query}': {reason} (at character {pos + 1})")


# -- documents ------------------------------------------------------------------------------


def ruby_s(value: Any) -> str:
    """`value.to_s` as Ruby writes it: what a query's terms are matched against."""
    if isinstance(value, str):
        return str(value)
    if value is None:
        return ""
    if isinstance(value, (list, tuple, dict)):
        return ruby_inspect(value)
    return _scalar(value)


def ruby_inspect(value: Any) -> str:
    if isinstance(value, Sym):
        return f":{value}"
    if isinstance(value, str):
        return json.dumps(str(value), ensure_ascii=False)
    if value is None:
        return "nil"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(ruby_inspect(v) for v in value) + "]"
    if isinstance(value, dict):
        pairs = (f"{ruby_inspect(k)}=>{ruby_inspect(v)}" for k, v in value.items())
        return "{" + ", ".join(pairs) + "}"
    return _scalar(value)


def _scalar(value: Any) -> str:
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, float):
        text = repr(value)
        if "e" in text:
            mantissa, exp = text.split("e")
            mantissa += "" if "." in mantissa else ".0"
            sign = "-" if exp.startswith("-") else "+"
            return f"{mantissa}e{sign}{exp.lstrip('+-').zfill(2)}"
        return text
    return str(value)


class Doc:
    """A document flattened into key → values, as Chef's expander does. A container's
    `to_s` is written only when a query reads that key: most never are, and writing
    every nested hash at every level is what indexing a large node would cost."""

    def __init__(self, data: dict[str, Any], doc_id: str) -> None:
        raw: dict[str, list[Any]] = {ID_KEY: [str(doc_id)]}
        _flatten(raw, None, data)
        self._raw = raw
        self._text: dict[str, list[str]] = {}

    def values(self, key: str) -> list[str]:
        found = self._text.get(key)
        if found is None:
            raw = self._raw.get(key, ())
            texts = (v if isinstance(v, str) else ruby_inspect(v) for v in raw)
            found = self._text[key] = list(dict.fromkeys(texts))
        return found

    def matching(self, key_pattern: re.Pattern[str]) -> list[str]:
        """The values of every key the pattern matches (a key with wildcards: `name*:x`)."""
        return list(dict.fromkeys(v for vs in self.each_matching(key_pattern) for v in vs))

    def each_matching(self, key_pattern: re.Pattern[str]) -> Iterator[list[str]]:
        # The id first: it is the cheapest to read, and `*:*` needs no more.
        for key in self._raw:
            if key_pattern.search(key):
                yield self.values(key)

    def every_value(self) -> list[str]:
        return list(dict.fromkeys(v for k in self._raw for v in self.values(k)))


def _flatten(out: dict[str, list[Any]], prefix: str | None, value: Any) -> None:
    # A port of chef-zero's SolrDoc#key_values: a nested key is indexed under its own
    # name and under its `_`-joined path; containers also as their `to_s` (left as the
    # container here: see Doc).
    if isinstance(value, dict):
        for key, child in value.items():
            key = str(key)
            nested = isinstance(child, (dict, list, tuple))
            _add(out, key, child if nested else ruby_s(child))
            if prefix is not None:
                _flatten(out, f"{prefix}_{key}", child)
            elif nested:
                _flatten(out, key, child)
    elif isinstance(value, (list, tuple)):
        for child in value:
            _flatten(out, prefix, child)
    else:
        _add(out, prefix or "text", ruby_s(value))


def _add(out: dict[str, list[Any]], key: str, value: Any) -> None:
    found = out.get(key)
    if found is None:
        out[key] = [value]
    else:
        found.append(value)


# -- matchers -------------------------------------------------------------------------------
# Each node answers two questions: does it match a document (`doc`), and, as the value
# side of `key:value`, does it match one of a key's values (`values`).


class Matcher:
    def doc(self, doc: Doc) -> bool:
        raise NotImplementedError

    def values(self, values: list[str]) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class Pattern(Matcher):
    """A term (`web*`, `10.0.?.1`) or a phrase (`"web server"`): a word-bounded regex."""

    text: str
    regex: re.Pattern[str]
    literal: str | None  # the text without escapes when it has no wildcards

    def doc(self, doc: Doc) -> bool:
        # A bare term has no field: it matches any value of the document.
        return self.values(doc.every_value())

    def values(self, values: list[str]) -> bool:
        return any(self.regex.search(v) for v in values)


@dataclass(frozen=True)
class Range(Matcher):
    """`[a TO b]` (inclusive) or `{a TO b}` (exclusive); `*` leaves a side open.
    Numbers compare as numbers, anything else as text."""

    low: str
    high: str
    low_inclusive: bool
    high_inclusive: bool

    def doc(self, doc: Doc) -> bool:
        return self.values(doc.every_value())

    def values(self, values: list[str]) -> bool:
        return any(self._within(v) for v in values)

    def _within(self, value: str) -> bool:
        if self.low != "*":
            order = _compare(value, self.low)
            if order < 0 or (order == 0 and not self.low_inclusive):
                return False
        if self.high != "*":
            order = _compare(value, self.high)
            if order > 0 or (order == 0 and not self.high_inclusive):
                return False
        return True


def _compare(a: str, b: str) -> int:
    x: Any
    y: Any
    try:
        x, y = float(a), float(b)
    except ValueError:
        x, y = a, b
    return (x > y) - (x < y)


@dataclass(frozen=True)
class Field(Matcher):
    """`key:value`: the value matcher applied to the values of the key (or of the keys a
    wildcard key matches)."""

    key: Pattern
    value: Matcher

    def doc(self, doc: Doc) -> bool:
        if self.key.literal is not None:
            return self.value.values(doc.values(self.key.literal))
        if isinstance(self.value, (Pattern, Range)):  # any value of any key: stop at the first
            return any(self.value.values(vs) for vs in doc.each_matching(self.key.regex))
        return self.value.values(doc.matching(self.key.regex))


@dataclass(frozen=True)
class Not(Matcher):
    operand: Matcher

    def doc(self, doc: Doc) -> bool:
        return not self.operand.doc(doc)

    def values(self, values: list[str]) -> bool:
        return not self.operand.values(values)


@dataclass(frozen=True)
class Required(Matcher):
    """`+x`: x must match; it only changes anything in a list of clauses."""

    operand: Matcher

    def doc(self, doc: Doc) -> bool:
        return self.operand.doc(doc)

    def values(self, values: list[str]) -> bool:
        return self.operand.values(values)


@dataclass(frozen=True)
class AllOf(Matcher):
    parts: tuple[Matcher, ...]

    def doc(self, doc: Doc) -> bool:
        return all(p.doc(doc) for p in self.parts)

    def values(self, values: list[str]) -> bool:
        return all(p.values(values) for p in self.parts)


@dataclass(frozen=True)
class AnyOf(Matcher):
    parts: tuple[Matcher, ...]

    def doc(self, doc: Doc) -> bool:
        return any(p.doc(doc) for p in self.parts)

    def values(self, values: list[str]) -> bool:
        return any(p.values(values) for p in self.parts)


@dataclass(frozen=True)
class Clauses(Matcher):
    """Clauses side by side, as Lucene reads them: every `+` clause must match, no `-`/NOT
    clause may, and, when there is no `+` clause, at least one of the others must."""

    must: tuple[Matcher, ...]
    should: tuple[Matcher, ...]
    must_not: tuple[Matcher, ...]

    def doc(self, doc: Doc) -> bool:
        return self._decide(lambda m: m.doc(doc))

    def values(self, values: list[str]) -> bool:
        return self._decide(lambda m: m.values(values))

    def _decide(self, test: Any) -> bool:
        if not all(test(m) for m in self.must) or any(test(m) for m in self.must_not):
            return False
        return bool(self.must) or not self.should or any(test(m) for m in self.should)


# -- terms ----------------------------------------------------------------------------------


def term(text: str, query: str = "", pos: int = 0) -> Pattern:
    """A term: `*` is any run of word characters, `?` one of them, `\\x` a literal x."""
    regex, literal, i = [], "", 0
    has_wildcard = False
    while i < len(text):
        ch = text[i]
        if ch in "*?":
            regex.append(f"{WORD}*" if ch == "*" else WORD)
            has_wildcard = True
        elif ch == "~":
            raise query_error(query or text, pos + i, "fuzzy (~) searches are not supported")
        else:
            if ch == "\\":
                i += 1
                ch = text[i]
            literal += ch
            regex.append(re.escape(ch))
        i += 1
    return Pattern(text, _bounded("".join(regex)), None if has_wildcard else literal)


def phrase(text: str, query: str = "", pos: int = 0) -> Pattern:
    """A quoted phrase: its words in order, separated by anything that is not a word."""
    words = unescape(text).split()
    if not words:
        raise query_error(query or text, pos, "an empty phrase matches nothing")
    body = f"{NON_WORD}+".join(re.escape(w) for w in words)
    return Pattern(f'"{text}"', _bounded(body), None)


def _bounded(body: str) -> re.Pattern[str]:
    return re.compile(f"(?:^|{NON_WORD}){body}(?:$|{NON_WORD})", re.IGNORECASE | re.MULTILINE)


def unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


__all__ = [
    "ID_KEY",
    "Doc",
    "Field",
    "Matcher",
    "SearchQueryError",
    "phrase",
    "query_error",
    "ruby_inspect",
    "ruby_s",
    "term",
    "unescape",
]
