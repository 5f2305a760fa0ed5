"""toque against MRI on random operator soup and on hand-picked look-alikes: the same
tree (as S-expressions, see grammar_mri.py), the same verdict on what is valid Ruby;
and the same value for string, symbol and heredoc literals.

Needs `ruby` (MRI ≥ 3.1) on the PATH; skipped without it.
"""

from __future__ import annotations

import functools
import json
import re

import pytest
from grammar_mri import (
    PRELUDE,
    RUBY,
    mri_trees,
    mri_values,
    snippets,
    statement,
    toque_tree,
    toque_value,
)

pytestmark = pytest.mark.skipif(RUBY is None, reason="needs MRI's ruby")

SEED, COUNT = 20240601, 400

# Hand-picked snippets whose meaning hangs on spacing, locals or precedence.
LOOK_ALIKES = [
    "foo [1]",
    "foo[1]",
    "a [1]",
    "a[1]",
    "foo -1",
    "foo - 1",
    "foo-1",
    "a -1",
    "a - 1",
    "foo *b",
    "foo * b",
    "a *b",
    "foo &b",
    "foo ::C",
    "foo :s",
    "a ? b : c",
    "a ?b :c",
    "foo ?c",
    "a /b/ 1",
    "foo /b/",
    "a / b",
    "foo !b",
    "-2 ** 2",
    "(-2) ** 2",
    "-2.5 ** 2",
    "2 ** -2",
    "-a.abs",
    "!a == b",
    "not a == b",
    "a || b && c",
    "a && b || c",
    "a and b or c",
    "a or b and c",
    "a = b || c",
    "a || b = c",
    "a = b = c",
    "a ..b",
    "a .. b",
    "a..b",
    "1..",
    "..1",
    "x[1..]",
    "defined?(a) && b",
    "defined? a",
    "a ? b : c ? foo : bar",
    "a ? :x : :y",
    "puts foo 1",
    "puts foo bar, 1",
    "h[foo bar]",
    "a.b c d",
    "foo.bar? ? 1 : 2",
    "x.y ? 1 : 2",
    "a << b + c",
    "a & b | c ^ foo",
    "a <=> b",
    "!a.b?",
    "~a ** 2",
    "+a ** 2",
    "- a",
    "foo ? [1] : [2]",
    "return foo 1",
    "foo bar do 1 end",
    "foo bar { 1 }",
    "puts [1].map do 1 end",
    "puts [1].map { 1 }",
    "foo(1) { 2 }",
    "foo 1, k: 2",
    "foo(*a, **b, &c)",
    "x&.y",
    "x&.y(1) { 2 }",
    "::C.m(1)",
    "C::D.new",
    "C::m(1)",
    "C::D(1)",
]
# Differences that are known bugs (KNOWN_BUGS.md), recognised by their snippet.
KNOWN = [
    (re.compile(r"(\w|\?|\)|\]) \*\* "), "T6"),  # `x.size ** 2` read as a double splat
    (re.compile(r"-[^\d\s].*\*\*"), "T7"),  # -a ** 2 read as (-a) ** 2
    (re.compile(r"\S.*defined\? "), "R23"),  # defined? without parentheses as an operand
    (re.compile(r"(==|!=|=~|!~|<=>|===).*(==|!=|=~|!~|<=>|===)"), "A5"),  # no chains
    (re.compile(r"\.\.\.?.*\.\.\.?"), "A3"),  # ranges do not chain
    (re.compile(r" \? .*\bnot\b"), "-"),  # `not` inside a ternary: MRI rejects it
]


@functools.lru_cache(maxsize=1)
def compared() -> list[tuple[str, object, object]]:
    """(snippet, MRI's tree, toque's tree) for every random and hand-picked snippet."""
    sources = snippets(SEED, COUNT) + [PRELUDE + s for s in LOOK_ALIKES]
    mri = mri_trees(sources)
    return [
        (src[len(PRELUDE) :], statement(m), statement(toque_tree(src)))
        for src, m in zip(sources, mri, strict=True)
    ]


def differences() -> list[str]:
    out = []
    for src, mri, toque in compared():
        if mri == toque:
            continue
        if mri == ["error"]:
            out.append(f"accepts invalid: {src}")
        elif toque == ["error"]:
            out.append(f"rejects valid: {src}")
        else:
            out.append(f"differs: {src}\n  MRI:   {json.dumps(mri)}\n  toque: {json.dumps(toque)}")
    return out


def _known(difference: str) -> str | None:
    src = difference.split(": ", 1)[1].split("\n")[0]
    for pattern, bug in KNOWN:
        if pattern.search(src):
            return bug
    return None


def test_the_comparison_compares():
    results = compared()
    same = sum(1 for _, mri, toque in results if mri == toque and mri != ["error"])
    assert same > COUNT // 2, "most snippets are valid Ruby that both parse alike"


def test_toque_agrees_with_mri_but_for_known_bugs():
    unknown = [d for d in differences() if _known(d) is None]
    assert not unknown, "\n".join(unknown[:15])


@pytest.mark.xfail(strict=True, reason="see KNOWN_BUGS.md (T6, T7, R23, A3, A5)")
def test_toque_agrees_with_mri():
    assert not differences()


# -- literal values -------------------------------------------------------------------------

LITERALS = [
    r'"\n\t\\\"\e\s\a\b\v\f\r"',
    r'"\0\00\1\101\177\x41\x4"',
    r'"\u00e9\u{1F600}\u{61 62}"',
    r'"\C-a\ca"',
    r'"\z\%\#{x}"',
    r'"#a #@ #$ #"',
    r"'\a\\\'\n'",
    r"%q(a\)b(c)d)",
    r"%Q(\n(x))",
    r"%(a\)b)",
    '"a\\\nb"',
    "'a\\\nb'",
    r"?a",
    r"?\s",
    r"?\t",
    r"?\C-a",
    r"?\u0041",
    r"?\x41",
    r"%w(a\ b c\nd)",
    r"%W(a\ b c\nd)",
    r"%i(a b)",
    r':"a\nb"',
    r":'a\nb'",
    '"a" "b" \'c\'',
    "<<~EOS\n    a\n  \n    b\nEOS\n",
    "<<~EOS\n  a\n\tb\nEOS\n",
    "<<~EOS\n\t\ta\n\tb\nEOS\n",
    "<<~EOS\n        a\n\tb\nEOS\n",
    "<<-EOS\n  a\\tb\n  EOS\n",
    "<<~'EOS'\n  a\\tb #{c}\n    d\nEOS\n",
    "<<~EOS\n  a \\\n  b\nEOS\n",
    "<<EOS\nno indent\n  EOS\nEOS\n",
    "<<~EOS\n\n  a\nEOS\n",
    "<<~EOS\nEOS\n",
    "<<~EOS\r\n  a\r\n  b\r\nEOS\r\n",
    '<<~"EOS"\n  \\u00e9\\n\nEOS\n',
    "<<~EOS\n  \\  a\n  b\nEOS\n",
    "<<~EOS\n  a\n EOS\n",
    "[<<~A, <<~B]\n  a\nA\n    b\n  B\n",
    r'"\c?"',
    pytest.param(r'"\uD83D"', marks=pytest.mark.xfail(strict=True, reason="KNOWN_BUGS.md A6")),
]


@functools.lru_cache(maxsize=1)
def mri_literal_values() -> dict:
    sources = [p.values[0] if hasattr(p, "values") else p for p in LITERALS]
    return dict(zip(sources, mri_values(sources), strict=True))


@pytest.mark.parametrize("src", LITERALS)
def test_literal_value_agrees_with_mri(src):
    expected = mri_literal_values()[src]
    assert expected != ["error"] or src == r'"\uD83D"', "the literals are valid Ruby"
    assert toque_value(src) == expected
