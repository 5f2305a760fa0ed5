"""Fixtures for remote_file, http_request and archive_file: local HTTP and HTTPS servers on
127.0.0.1 (every request recorded, so tests can count them), the test CA, and a Host that
converges recipe texts in a temporary folder."""

from __future__ import annotations

import io
import json
import ssl
from pathlib import Path

import pytest
from remote_servers import Authority, Server, make_authority
from run_status import apply

from toque.errors import ToqueError
from toque.session import ApplyOptions


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


class Host:
    """Converge recipe texts in a temporary folder (the files a recipe writes go there)."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp

    def apply(self, text: str, **options) -> tuple[int, str]:
        recipe = self.tmp / "recipe.rb"
        recipe.write_text(text)
        out = io.StringIO()
        opts = ApplyOptions(recipe=str(recipe), lock_file=str(self.tmp / "lock"), **options)
        try:
            return apply(opts, out), out.getvalue()
        except ToqueError as exc:  # a compile-time error: the CLI prints it and exits 1
            return 1, out.getvalue() + exc.render()

    def events(self, text: str, **options) -> list[dict]:
        status, out = self.apply(text, formatter="json", **options)
        return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


@pytest.fixture
def host(tmp_path: Path) -> Host:
    return Host(tmp_path)
