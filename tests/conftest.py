"""Test-wide settings: caches and run state go to temporary folders, never the user's
(nor, when the tests run as root, to /var/lib/toque, /var/cache/toque and /run/toque)."""

import pytest


@pytest.fixture(autouse=True, scope="session")
def _isolated_cache(tmp_path_factory):
    import os

    os.environ["TOQUE_CACHE_DIR"] = str(tmp_path_factory.mktemp("toque-cache"))
    os.environ["TOQUE_STATE_DIR"] = str(tmp_path_factory.mktemp("toque-state"))
    yield
