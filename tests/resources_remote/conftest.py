"""Fixtures for remote_file, http_request and archive_file: local HTTP and HTTPS servers on
127.0.0.1 (every request recorded, so tests can count them), the test CA, and a Host that
converges recipe texts in a temporary folder."""

from __future__ import annotations

import ssl
from pathlib import Path

import pytest
from recipe_host import RecipeHost
from remote_servers import Authority, Server, make_authority


@pytest.fixture(scope="session")
def authority(tmp_path_factory) -> Authority:
    return make_authority(tmp_path_factory.mktemp("ca"))


@pytest.fixture
def server():
    s = Server()
    yield s
    s.stop()


@pytest.fixture
def tls_server(authority):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(authority.cert_file, authority.key_file)
    s = Server(ctx)
    yield s
    s.stop()


@pytest.fixture
def host(tmp_path: Path) -> RecipeHost:
    return RecipeHost(tmp_path)
