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
