"""Test-wide settings: caches go to a temporary folder, never the user's."""

import pytest


@pytest.fixture(autouse=True, scope="session")
def _isolated_cache(tmp_path_factory):
    import os

    os.environ["TOQUE_CACHE_DIR"] = str(tmp_path_factory.mktemp("toque-cache"))
    yield
