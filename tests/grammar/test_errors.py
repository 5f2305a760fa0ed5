"""Error snapshots: each `errors/<name>.rb` fails with the message in `<name>.err`.

A message is short (a `file:line:col: words` line, the source line with a caret, maybe
a `hint:`), and speaks Ruby, never the grammar's token names.
"""

from __future__ import annotations

import re

import pytest
from grammar_cases import ERRORS, error_files, render_error

FILES = error_files()
INTERNAL = re.compile(r"KW_|IDENT|LPAREN|RPAREN|LBRACK|RBRACE|\$END|__|TERM\b|STR_|[A-Z]+_[A-Z]+")


def _id(path):
    return str(path.relative_to(ERRORS).with_suffix(""))


def test_there_are_error_cases():
    assert len(FILES) >= 20


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_error_message(path):
    expected_file = path.with_suffix(".err")
    assert expected_file.exists(), f"no {expected_file.name}: run regen_golden.py and read it"
    assert render_error(path) == expected_file.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_error_message_shape(path):
    lines = render_error(path).rstrip("\n").split("\n")
    head = lines[0]
    assert re.match(rf"{re.escape(path.name)}:\d+:\d+: \S", head), head
    assert not INTERNAL.search(head), f"internal token name in {head!r}"
    rest = lines[1:]
    if rest and rest[-1].startswith("hint: "):
        assert not INTERNAL.search(rest.pop())
    # the excerpt: the line and its caret, or nothing (binary files have no lines to show)
    assert len(rest) in (0, 2), lines
    if rest:
        line, col = (int(x) for x in head.split(":")[1:3])
        assert re.match(rf"  {line} \| ", rest[0]), rest[0]
        assert re.match(r"  +\| *\^$", rest[1]), rest[1]
        # the caret stands under the column the message names
        assert rest[1].index("^") - rest[1].index("|") - 2 == col - 1
