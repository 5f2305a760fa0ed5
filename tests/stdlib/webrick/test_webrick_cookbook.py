"""A cookbook that runs an HTTPS WEBrick server in a Thread for the length of a run (as
chef's end_to_end kitchen test does): it compiles in why-run, its threads end with the run
(the same port serves the next run), and a real run trusts the throwaway authority
through chef_client_trusted_certificate and fetches the page with remote_file."""

from __future__ import annotations

import io
import json
import socket
import tempfile
from pathlib import Path

from toque.runtime import RunContext
from toque.session import ClientOptions, client, compile_cookbooks, end_ruby_threads

COOKBOOKS = Path(__file__).resolve().parent / "cookbooks"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def options(tmp_path: Path, port: int, **more) -> ClientOptions:
    attributes = tmp_path / "dna.json"
    attributes.write_text(json.dumps({"local_https": {"port": port}}))
    opts = ClientOptions(
        run_list=["local_https"],
        cookbook_paths=[str(COOKBOOKS)],
        attributes=str(attributes),
        lock_file=str(tmp_path / "lock"),
        override_run_list=True,
        **more,
    )
    opts.settings.update(
        file_cache_path=str(tmp_path / "cache"),
        trusted_certs_dir=str(tmp_path / "trusted_certs"),
    )
    return opts


def test_compiles_in_why_run_and_its_server_ends_with_the_run(tmp_path):
    port = free_port()
    for _ in range(2):  # the second run binds the port the first run's server held
        dsl = compile_cookbooks(
            options(tmp_path, port, why_run=True), RunContext(why_run=True), io.StringIO()
        )
        try:
            names = [str(r) for r in dsl.ctx.collection]
        finally:
            end_ruby_threads(dsl)
        assert names == [
            "log[compile-time fetch: GET /motd 200]",
            "chef_client_trusted_certificate[throwaway-ca]",
            f"remote_file[{tmp_path / 'cache' / 'motd.txt'}]",
            "ruby_block[stop the server]",
        ]


def test_a_run_trusts_the_authority_and_fetches_the_page(tmp_path, monkeypatch):
    # remote_file stages its download in the temporary folder: this test's own, so that
    # tests checking that folder for leftovers in parallel never see it
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    (tmp_path / "cache").mkdir()  # Chef makes file_cache_path before a run
    out = io.StringIO()
    client(options(tmp_path, free_port()), out)
    assert (tmp_path / "cache" / "motd.txt").read_text().startswith("served over TLS by ")
    assert list((tmp_path / "trusted_certs").iterdir())
    assert "ruby_block[stop the server] action run" in out.getvalue()
