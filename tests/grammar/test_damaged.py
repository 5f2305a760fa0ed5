"""Damaged input fails cleanly: every golden case, cut short or with a character
missing, either parses or raises a RubySyntaxError in plain words — never another
exception, never a token name."""

from __future__ import annotations

import functools
import re

from grammar_cases import case_files, read_source

from toque.errors import RubySyntaxError
from toque.grammar.parser import parse

INTERNAL = re.compile(r"KW_|IDENT|LPAREN|RPAREN|LBRACK|RBRACE|\$END|TERM\b|STR_|[A-Z]+_[A-Z]+")
SPELLED = ("__END__", "__FILE__", "__LINE__", "__dir__", "__method__", "__ENCODING__")


def variants():
    """Each case cut at about a dozen places, and with one character deleted there."""
    for path in case_files():
        text = read_source(path)
        step = max(1, len(text) // 12)
        for i in range(0, len(text), step):
            yield path.name, i, text[:i]
            yield path.name, i, text[:i] + text[i + 1 :]


@functools.lru_cache(maxsize=1)
def outcomes() -> tuple[list, list]:
    """(crashes, messages): what parsing every variant gave."""
    crashes, messages = [], []
    for name, at, text in variants():
        try:
            parse(text, "damaged.rb")
        except RubySyntaxError as exc:
            messages.append((name, at, exc))
        except Exception as exc:  # a crash is what this test looks for
            crashes.append((name, at, exc))
    return crashes, messages


def test_damaged_input_gives_syntax_errors_in_plain_words():
    _, messages = outcomes()
    assert len(messages) > 300
    bad = []
    for name, at, exc in messages:
        head = exc.render().split("\n")[0]
        words = head
        for spelled in SPELLED:
            words = words.replace(spelled, "")
        if (
            not re.match(r"damaged\.rb:\d+:\d+: \S", head)
            or INTERNAL.search(words)
            or "__" in words
        ):
            bad.append(f"{name} cut at {at}: {head}")
    assert not bad, bad[:10]


def test_damaged_input_never_crashes():
    crashes, _ = outcomes()
    assert not crashes, [f"{n} cut at {a}: {e!r}" for n, a, e in crashes[:10]]
