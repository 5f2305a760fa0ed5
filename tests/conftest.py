"""Test-wide settings: caches and run state go to temporary folders, never the user's
(nor, when the tests run as root, to /var/lib/toque, /var/cache/toque and /run/toque)."""

import pytest


@pytest.fixture(autouse=True, scope="session")
def _isolated_cache(tmp_path_factory):
    import os

    os.environ["TOQUE_CACHE_DIR"] = str(tmp_path_factory.mktemp("toque-cache"))
    os.environ["TOQUE_STATE_DIR"] = str(tmp_path_factory.mktemp("toque-state"))
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    # Reports travel between pytest-xdist's processes as UTF-8: a failure text that shows a
    # lone surrogate (toque's byte strings decode with surrogateescape) is written escaped.
    outcome = yield
    report = outcome.get_result()
    text = str(report.longrepr) if report.longrepr else ""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        report.longrepr = text.encode("utf-8", "backslashreplace").decode("utf-8")
