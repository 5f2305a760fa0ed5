"""Golden AST tests: each `cases/<area>/<name>.rb` parses to the tree in `<name>.ast`.

Rewrite the expectations with `python tests/grammar/regen_golden.py`, then read the diff.
"""

from __future__ import annotations

import pytest
from grammar_cases import CASES, KNOWN_BAD, case_files, read_source, render_case

from toque.grammar import ast as A
from toque.grammar.ast import dump
from toque.grammar.parser import parse


def _id(path):
    return str(path.relative_to(CASES).with_suffix(""))


FILES = case_files()


def _params(paths):
    params = []  # a list: parametrize no longer takes a generator (pytest 9 deprecation)
    for path in paths:
        bug = KNOWN_BAD.get(_id(path))
        marks = [pytest.mark.xfail(strict=True, reason=f"KNOWN_BUGS.md {bug}")] if bug else []
        params.append(pytest.param(path, marks=marks, id=_id(path)))
    return params


def test_there_are_cases():
    assert len(FILES) >= 50


@pytest.mark.parametrize("path", _params(FILES))
def test_golden_ast(path):
    # first another file, as in a real run: a parse must not depend on the one before
    parse("def other\nend\n\n    if x; end\n", "other.rb")
    expected_file = path.with_suffix(".ast")
    assert expected_file.exists(), f"no {expected_file.name}: run regen_golden.py and read it"
    assert render_case(path) == expected_file.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_crlf_gives_the_same_tree(path):
    text = read_source(path)
    lf = text.replace("\r\n", "\n")
    crlf = lf.replace("\n", "\r\n")
    assert dump(parse(crlf, path.name)) == dump(parse(lf, path.name))


@pytest.mark.parametrize("path", _params(FILES))
def test_every_node_is_placed_inside_its_file(path):
    text = read_source(path)
    lines = text.split("\n")
    bad = []
    stack = [parse(text, path.name)]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, A.Node):
            ok = 1 <= node.line <= len(lines) and 1 <= node.col <= len(lines[node.line - 1]) + 1
            if not ok:
                bad.append(f"{type(node).__name__}@{node.line}:{node.col}")
            stack.extend(getattr(node, f.name) for f in A.fields(node)[3:])
    assert not bad, bad[:10]
