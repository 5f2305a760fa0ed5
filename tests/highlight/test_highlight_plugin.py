"""Pygments finds the lexers by name and file name; the highlighter imports little."""

import json
import subprocess
import sys
from importlib.metadata import entry_points

import pygments.lexers
import pytest

from toque.highlight import ErbRecipeLexer, RecipeLexer
from toque.highlight.word_tokens import DSL_OBJECTS, DSL_WORDS

INSTALLED = any(
    ep.value == "toque.highlight:RecipeLexer" for ep in entry_points(group="pygments.lexers")
)
needs_install = pytest.mark.skipif(not INSTALLED, reason="toque's entry points are not installed")


@needs_install
@pytest.mark.parametrize("alias", ["toque", "chef", "recipe"])
def test_found_by_alias(alias):
    assert isinstance(pygments.lexers.get_lexer_by_name(alias), RecipeLexer)


@needs_install
def test_found_by_file_name():
    recipe = "package 'nginx' do\n  action :install\nend\n"
    found = pygments.lexers.find_lexer_class_for_filename("cookbook/recipes/default.rb", recipe)
    assert found is RecipeLexer
    assert pygments.lexers.find_lexer_class_for_filename("cookbook/metadata.rb") is RecipeLexer
    assert pygments.lexers.find_lexer_class_for_filename("t/default/motd.erb") is ErbRecipeLexer
    # Ruby that shows no sign of Chef stays with Pygments' own Ruby lexer.
    plain = pygments.lexers.find_lexer_class_for_filename("lib/x.rb", "class X\nend\n")
    assert plain is not RecipeLexer


@needs_install
def test_pygmentize_uses_the_installed_lexer(tmp_path):
    recipe = tmp_path / "default.rb"
    recipe.write_text("template '/etc/motd' do\n  owner 'root'\nend\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "pygments", "-l", "toque", "-f", "html", str(recipe)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert '<span class="nb">template</span>' in result.stdout
    assert '<span class="bp">owner</span>' in result.stdout


def test_importing_the_highlighter_stays_light():
    code = (
        "import json, sys, toque.highlight;"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('toque', 'lark', 'prompt_toolkit'))))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    loaded = json.loads(result.stdout)
    allowed = {"toque", "toque.grammar", "toque.grammar.keywords"}
    assert [m for m in loaded if m not in allowed and not m.startswith("toque.highlight")] == []


def test_dsl_objects_are_dsl_words():
    assert DSL_OBJECTS <= DSL_WORDS
