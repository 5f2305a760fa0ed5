"""Cheffish resource tests converge recipe texts with the working folder in a temporary
chef repo (local mode's repo when no cookbook path is given: Chef's find_chef_repo_path)."""

from __future__ import annotations

from pathlib import Path

import pytest
from recipe_host import RecipeHost


@pytest.fixture
def host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> RecipeHost:
    (tmp_path / "cookbooks").mkdir()
    monkeypatch.chdir(tmp_path)
    return RecipeHost(tmp_path, masked=True)
