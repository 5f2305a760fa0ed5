"""The TextMate grammars: well formed, self-contained, built from the shared words."""

import json
import plistlib
import re
import shutil
import subprocess

import pytest

from toque.highlight import patterns as P
from toque.highlight import textmate
from toque.highlight.word_tokens import DSL_WORDS, RESOURCES

GRAMMARS = {"recipe": textmate.recipe_grammar(), "template": textmate.template_grammar()}


def rules(node):
    """Every rule (dict) in a grammar, depth first."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from rules(value)
    elif isinstance(node, list):
        for value in node:
            yield from rules(value)


def regexes(grammar) -> list[str]:
    found = []
    for rule in rules(grammar):
        for key in ("match", "begin", "end"):
            if isinstance(rule.get(key), str):
                pattern = rule[key]
                if key == "end":  # back-references to the begin's groups
                    pattern = re.sub(r"(?<!\\)\\[1-9]", "x", pattern)
                found.append(pattern)
    return sorted(set(found))


@pytest.mark.parametrize("name", GRAMMARS)
def test_every_include_resolves(name):
    grammar = GRAMMARS[name]
    for rule in rules(grammar):
        target = rule.get("include")
        if target and target.startswith("#"):
            assert target[1:] in grammar["repository"], target


@pytest.mark.parametrize("name", GRAMMARS)
def test_dumps_as_json_and_plist(name):
    grammar = GRAMMARS[name]
    assert json.loads(textmate.dump(grammar)) == grammar
    assert plistlib.loads(textmate.dump(grammar, "plist").encode())["scopeName"]


@pytest.mark.skipif(not shutil.which("ruby"), reason="needs ruby's Onigmo regex engine")
@pytest.mark.parametrize("name", GRAMMARS)
def test_regexes_compile_in_an_oniguruma_engine(name):
    script = (
        'require "json"; JSON.parse(STDIN.read).each { |s| '
        "begin; Regexp.new(s); rescue RegexpError => e; puts(s + ': ' + e.message); end }"
    )
    result = subprocess.run(
        ["ruby", "-e", script],
        input=json.dumps(regexes(GRAMMARS[name])),
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout == ""


def test_no_rule_matches_the_empty_string():
    # An empty match makes an editor's tokenizer give up on the rest of the line.
    for pattern in regexes(GRAMMARS["recipe"]):
        if pattern.startswith(("\\G", "(?!)", "$", "(?=")) or "(?<=" in pattern:
            continue
        try:
            compiled = re.compile(pattern)
        except re.error:
            continue  # TextMate-only syntax, checked by the Oniguruma test
        assert not compiled.fullmatch(""), pattern


def test_words_come_from_the_shared_lists():
    text = json.dumps(GRAMMARS["recipe"])
    for word in ("template", "remote_file", "windows_service"):
        assert word in text
    assert all(word.replace("?", "\\\\?").replace("!", "\\\\!") in text for word in DSL_WORDS)
    assert all(word in text for word in RESOURCES)


def test_shared_patterns_work_in_python_too():
    for name in dir(P):
        value = getattr(P, name)
        if name.isupper() and not name.startswith("_") and isinstance(value, str):
            re.compile(value)


def test_template_grammar_embeds_ruby():
    grammar = GRAMMARS["template"]
    tag = grammar["patterns"][-1]
    assert tag["patterns"] == [{"include": "#ruby"}]
    assert "$self" not in json.dumps(grammar["repository"])
