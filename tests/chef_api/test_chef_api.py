"""Chef's Ruby API as cookbooks use it (issue 14): each recipe of the `chefapi` fixture
cookbook prints what it reads; its output is compared with golden/<recipe>.out, written
from Chef Infra Client 18's documented behaviour."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from toque.cli import main

HERE = Path(__file__).parent


@pytest.fixture(autouse=True)
def _scratch(tmp_path, monkeypatch):
    """Where recipes that write files (file_edit) write them."""
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setenv("CHEFAPI_DIR", str(scratch))


GOLDEN = sorted(p.stem for p in (HERE / "golden").glob("*.out"))


def repo(tmp_path: Path) -> Path:
    """A chef repo in tmp_path holding the fixture cookbooks (nodes/ is written there)."""
    shutil.copytree(HERE / "cookbooks", tmp_path / "cookbooks")
    return tmp_path / "cookbooks"


def client(tmp_path: Path, *flags: str) -> int:
    books = tmp_path / "cookbooks"
    if not books.exists():
        repo(tmp_path)
    return main(["client", "--cookbook-path", str(books), "--lockfile", str(tmp_path / "lock"),
                 "--no-color", *flags])  # fmt: skip


@pytest.mark.parametrize("recipe", GOLDEN)
def test_recipe_output(recipe, tmp_path, capsys):
    assert client(tmp_path, "-o", f"chefapi::{recipe}", "-F", "null") == 0
    expected = (HERE / "golden" / f"{recipe}.out").read_text()
    assert capsys.readouterr().out == expected


@pytest.mark.parametrize("recipe", GOLDEN)
def test_recipe_compiles_the_same_in_why_run(recipe, tmp_path, capsys):
    assert client(tmp_path, "-o", f"chefapi::{recipe}", "-F", "null", "-W") == 0
    expected = (HERE / "golden" / f"{recipe}.out").read_text()
    assert capsys.readouterr().out == expected


def test_a_nested_regex_list_validates_each_regex(tmp_path, capsys):
    """`regex: [Chef::Config[:group_valid_regex]]` (a list in a list): valid and invalid
    values, the latter a located validation error naming the regex."""
    assert client(tmp_path, "-o", "chefapi::nested_regex", "-F", "null") == 0
    assert capsys.readouterr().out == "accepted\n"
    attrs = tmp_path / "attrs.json"
    attrs.write_text('{"chefapi_group": "-bad"}')
    assert client(tmp_path, "-o", "chefapi::nested_regex", "-F", "null", "-j", str(attrs)) != 0
    err = capsys.readouterr().err
    assert "Property group's value -bad does not match regular expression" in err
    assert "nested_regex.rb:3" in err
