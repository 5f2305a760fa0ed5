"""`toque highlight`: formats, styles, grammars, and errors the user can act on."""

import argparse
import json

import pytest

from toque.cli import highlight as commands
from toque.errors import UsageError

RECIPE = 'package "nginx" do\n  action :install\nend\n'


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="toque")
    commands.register(parser.add_subparsers())
    args = parser.parse_args(["highlight", *argv])
    return args.run(args)


@pytest.fixture
def recipe(tmp_path):
    path = tmp_path / "default.rb"
    path.write_text(RECIPE, encoding="utf-8")
    return path


def test_plain_text_when_not_a_terminal(recipe, capsys):
    assert run(str(recipe)) == 0
    assert capsys.readouterr().out == RECIPE


def test_terminal_colours(recipe, capsys):
    assert run("-f", "terminal256", str(recipe)) == 0
    out = capsys.readouterr().out
    assert "\x1b[" in out and "nginx" in out


def test_html_fragment_and_full_page(recipe, capsys):
    run("-f", "html", str(recipe))
    fragment = capsys.readouterr().out
    assert '<span class="nb">package</span>' in fragment
    assert "<html>" not in fragment
    run("-f", "html", "--full", "--style", "monokai", str(recipe))
    page = capsys.readouterr().out
    assert page.startswith("<!DOCTYPE html>") and ".highlight .nb" in page


def test_several_files_get_headers(recipe, tmp_path, capsys):
    template = tmp_path / "motd.erb"
    template.write_text("Hi <%= @name %>\n", encoding="utf-8")
    run(str(recipe), str(template))
    out = capsys.readouterr().out
    assert f"==> {recipe} <==" in out and f"==> {template} <==" in out


def test_svg(recipe, capsys):
    run("-f", "svg", str(recipe))
    assert "<svg" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["missing.rb"], "missing.rb: no such file"),
        (["-f", "pdf", "RECIPE"], "unknown format 'pdf'"),
        (["--style", "no-such-style", "RECIPE"], "unknown style 'no-such-style'"),
        (["-f", "svg", "RECIPE", "RECIPE"], "svg output takes one FILE"),
        ([], "at least one FILE"),
        (["--textmate", "yaml"], "unknown grammar format 'yaml'"),
    ],
)
def test_usage_errors(recipe, argv, message):
    argv = [str(recipe) if a == "RECIPE" else a for a in argv]
    with pytest.raises(UsageError, match=message):
        run(*argv)


def test_a_folder_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError, match="is a folder"):
        run(str(tmp_path))


def test_textmate_grammars(capsys):
    run("--textmate")
    assert json.loads(capsys.readouterr().out)["scopeName"] == "source.ruby.chef"
    run("--textmate", "--erb")
    assert json.loads(capsys.readouterr().out)["scopeName"] == "text.erb.chef"
    run("--textmate", "plist")
    assert capsys.readouterr().out.startswith("<?xml")


def test_through_the_toque_command(recipe, capsys):
    from toque.cli import main

    assert main(["highlight", "-f", "html", str(recipe)]) == 0
    assert "nginx" in capsys.readouterr().out
    assert main(["highlight", "missing.rb"]) == 1
    assert "toque: missing.rb: no such file" in capsys.readouterr().err
