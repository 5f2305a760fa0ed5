"""Code-resource tests (git, openssl_*, scripts) converge recipe texts in a temporary folder:
repositories, keys and certificates are made there by the test."""

from __future__ import annotations

from pathlib import Path

import pytest
from recipe_host import RecipeHost


@pytest.fixture
def host(tmp_path: Path) -> RecipeHost:
    return RecipeHost(tmp_path, masked=True)
