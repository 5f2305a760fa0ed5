"""The bundled chef repo (examples/: cookbooks, roles, environments, data bags) converged
by `toque client` as a Chef user would run it: a role, an environment, twice."""

from __future__ import annotations

import re
from pathlib import Path

from toque.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def client(tmp_path: Path, *args: str) -> list[str]:
    return ["client", "--cookbook-path", str(EXAMPLES / "cookbooks"),
            "--lock-file", str(tmp_path / "lock"), *args]  # fmt: skip


def test_frontend_role_in_production_converges_then_is_idempotent(tmp_path, monkeypatch, capsys):
    root = tmp_path / "root"
    monkeypatch.setenv("TOQUE_EXAMPLE_ROOT", str(root))
    args = client(tmp_path, "-o", "role[frontend]", "-E", "production")

    assert main([*args, "--why-run"]) == 0
    assert not root.exists()  # why-run changes nothing
    capsys.readouterr()

    assert main(args) == 0
    first = capsys.readouterr().out
    assert first.startswith("Compiling cookbooks...\nConverging ")
    updated, total = map(int, re.search(r"(\d+)/(\d+) resources updated", first).groups())
    assert updated == total - 2  # all but the two :nothing executes (which then ran, notified)

    conf = (root / "webserver" / "webserver.conf").read_text()
    assert "(production)" in conf
    assert "workers 4;" in conf  # role_default (web) beats env_default (production)
    assert "listen 8080;" in conf  # role override (frontend) beats the cookbook default
    assert "load_module mime;\nload_module log;\nload_module gzip;\n" in conf  # defaults union
    blog = (root / "webserver" / "sites" / "blog.conf").read_text()  # data bag → custom resource
    assert "server_name blog www.blog.example;\n  listen 8081;" in blog
    assert "listen 8080;" in (root / "webserver" / "sites" / "shop.conf").read_text()
    assert (root / "webserver" / "www" / "shop" / "index.html").read_text() == "<h1>shop</h1>\n"
    assert (root / "webserver" / "admins").read_text() == "alice:/bin/bash\nbob:/bin/zsh\n"
    assert (root / "webserver" / "reloaded").exists()  # the delayed notification ran
    assert (root / "motd").read_text().startswith("Production: changes go through review")
    assert (root / "site" / "index.html").exists()  # frontend's own recipe: hello_web

    assert main(args) == 0
    second = capsys.readouterr().out
    assert re.search(r"Infra Phase complete, 0/\d+ resources updated", second), second
    assert "reload webserver] action nothing (skipped due to action :nothing)" in second


def test_web_role_without_environment(tmp_path, monkeypatch, capsys):
    root = tmp_path / "root"
    monkeypatch.setenv("TOQUE_EXAMPLE_ROOT", str(root))
    assert main(client(tmp_path, "-o", "role[web]")) == 0
    conf = (root / "webserver" / "webserver.conf").read_text()
    assert "(_default)" in conf and "listen 80;" in conf
    assert (root / "motd").read_text().startswith("Managed by toque")
    assert not (root / "site").exists()
