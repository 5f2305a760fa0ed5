"""Start-up (issue 17): `toque CMD` builds its parser from CMD's module alone; any other
command line (help, a sub-command named by another module, a typo) gets every command."""

from __future__ import annotations

import pytest

from toque import cli


def commands(parser) -> set[str]:
    return set(parser._subparsers._group_actions[0].choices)


def test_a_named_command_module_is_the_only_one_registered():
    assert commands(cli.build_parser("apply")) == {"apply"}
    assert commands(cli.build_parser("client")) == {"client"}


@pytest.mark.parametrize("word", [None, "parse", "bogus", "exit_codes", "../apply", "options"])
def test_anything_else_registers_every_command(word):
    assert {"apply", "client", "check", "parse", "shell"} <= commands(cli.build_parser(word))


@pytest.mark.parametrize(
    ("argv", "word"),
    [
        (["apply", "x.rb"], "apply"),
        (["--debug", "client", "-o", "a"], "client"),
        (["-h", "apply"], None),
        (["--help"], None),
        ([], None),
    ],
)
def test_the_first_word_names_the_command(argv, word):
    assert cli._first_word(argv) == word


def test_parse_goes_to_the_module_that_offers_it(tmp_path, capsys):
    recipe = tmp_path / "r.rb"
    recipe.write_text("x = 1\n")
    assert cli.main(["parse", str(recipe)]) == 0
    assert "Assign@1:1" in capsys.readouterr().out
