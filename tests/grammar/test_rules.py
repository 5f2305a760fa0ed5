"""The grammar, the AST builder and the AST classes line up: no rule without a builder
method, and no AST class that the golden cases never produce."""

from __future__ import annotations

import re
from importlib import resources

from grammar_cases import case_files, read_source

from toque.grammar import ast as A
from toque.grammar.builder import AstBuilder
from toque.grammar.parser import parse

RULE_RE = re.compile(r"^(\?)?([a-z_][a-z0-9_]*)(?:\.\d+)?\s*:(.*)$")
ALIAS_RE = re.compile(r"->\s*([a-z_][a-z0-9_]*)\s*$")
PLAIN_SYMBOL_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def grammar_rules() -> list[tuple[bool, str, list[str]]]:
    """(inlined-if-single `?`, rule name, alternatives) for every rule of ruby.lark."""
    text = resources.files("toque.grammar").joinpath("ruby.lark").read_text()
    rules: list[tuple[bool, str, list[str]]] = []
    for raw in text.splitlines():
        line = raw.split("//")[0].rstrip()
        if not line.strip() or line.startswith("%"):
            continue
        m = RULE_RE.match(line)
        if m:
            rules.append((bool(m.group(1)), m.group(2), [m.group(3)]))
        elif line[0].isspace() and rules:
            rules[-1][2][-1] += " " + line.strip()
    return [(q, name, _alternatives(" ".join(body))) for q, name, body in rules]


def _alternatives(body: str) -> list[str]:
    """Split a rule's body on the `|` that are not inside parentheses."""
    out, depth, current = [], 0, []
    for ch in body:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "|" and depth == 0:
            out.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    out.append("".join(current).strip())
    return [alt for alt in out if alt]


def callbacks() -> dict[str, str]:
    """Builder method name -> the rule it serves, for every reduction that needs a method.

    A rule's alternative calls its alias, else the rule's own name; `_rule`s are inlined,
    and a `?rule` alternative of a single symbol only passes that child through.
    """
    needed: dict[str, str] = {}
    for inline, name, alternatives in grammar_rules():
        if name.startswith("_"):
            continue
        for alt in alternatives:
            m = ALIAS_RE.search(alt)
            if m:
                needed[m.group(1)] = name
            elif inline and PLAIN_SYMBOL_RE.match(alt):
                continue
            else:
                needed[name] = name
    return needed


def test_the_grammar_is_read():
    names = {name for _, name, _ in grammar_rules()}
    assert {"start", "stmts", "stmt", "primary", "call_args"} <= names
    assert {"if_mod", "fcall", "masgn", "lambda_"} <= set(callbacks())


def test_every_rule_and_alias_has_a_builder_method():
    missing = sorted(
        f"{method} (rule {rule})"
        for method, rule in callbacks().items()
        if not callable(getattr(AstBuilder, method, None))
    )
    assert not missing, missing


def _node_types(node, seen: set[str]) -> None:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(n)
        elif isinstance(n, A.Node):
            seen.add(type(n).__name__)
            stack.extend(getattr(n, f.name) for f in A.fields(n)[3:])


def test_every_ast_class_appears_in_a_golden_case():
    seen: set[str] = set()
    for path in case_files():
        _node_types(parse(read_source(path), path.name), seen)
    missing = sorted(set(A.NODE_CLASSES) - seen)
    assert not missing, f"no golden case produces {missing}"
