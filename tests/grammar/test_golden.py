"""Golden AST tests: each `cases/<area>/<name>.rb` parses to the tree in `<name>.ast`.

Rewrite the expectations with `python tests/grammar/regen_golden.py`, then read the diff.
"""

from __future__ import annotations

import pytest
from grammar_cases import CASES, case_files, read_source, render_case

from toque.grammar.ast import dump
from toque.grammar.parser import parse

FILES = case_files()


def _id(path):
    return str(path.relative_to(CASES).with_suffix(""))


def test_there_are_cases():
    assert len(FILES) >= 50


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_golden_ast(path):
    expected_file = path.with_suffix(".ast")
    assert expected_file.exists(), f"no {expected_file.name}: run regen_golden.py and read it"
    assert render_case(path) == expected_file.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_crlf_gives_the_same_tree(path):
    text = read_source(path)
    lf = text.replace("\r\n", "\n")
    crlf = lf.replace("\n", "\r\n")
    assert dump(parse(crlf, path.name)) == dump(parse(lf, path.name))
