"""apt_repository on this host: a sources.list.d file for a file:// repository built in the
test, `apt-get update` when it changes (apt told by APT_CONFIG to read that file only)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from pkghost import apt_config, candidate, local_repo, signing_key


@pytest.fixture
def repo(host, monkeypatch):
    """(name, repo folder, list file): apt reads only that list while the test runs."""
    name = host.name("repo")
    folder = local_repo(host.tmp / "repo", f"{name}-pkg")
    listed = host.path(f"/etc/apt/sources.list.d/{name}.list")
    host.path(f"/etc/apt/keyrings/{name}.gpg")
    monkeypatch.setenv("APT_CONFIG", str(apt_config(host.tmp, str(listed))))
    return name, folder, listed


def recipe(name: str, folder: Path, body: str = "") -> str:
    return (f"apt_repository '{name}' do\n  uri 'file://{folder}'\n  distribution './'\n"
            f"  trusted true\n{body}end\n")  # fmt: skip


def test_add_writes_the_list_updates_apt_then_is_up_to_date(host, repo):
    name, folder, listed = repo
    status, out = host.apply(recipe(name, folder))
    assert status == 0, out
    keyring = f"/etc/apt/keyrings/{name}.gpg"
    # no components: Chef joins [] into "", which compact keeps, hence the trailing space
    assert listed.read_text() == f"deb      [trusted=yes signed-by={keyring}] file://{folder} ./ \n"
    assert oct(listed.stat().st_mode & 0o777) == "0o644"
    assert f"  * apt_repository[{name}] action add\n" in out
    assert f"    * file[{listed}] action create\n      - create new file {listed}\n" in out
    assert "    * execute[apt-cache gencaches] action run\n" in out
    update = f"    * apt_update[{name}] action update\n      - force update new lists of packages\n"
    assert update in out, out
    assert candidate(f"{name}-pkg") == "1.0"  # apt read the new source
    status, out = host.apply(recipe(name, folder))
    assert status == 0, out
    assert f"    * file[{listed}] action create (up to date)\n" in out
    assert "- force update" not in out and "Infra Phase complete, 0/" in out, out


def test_components_arch_options_deb_src_and_no_signed_by(host, repo):
    name, folder, listed = repo
    body = ("  components %w(main contrib)\n  arch 'amd64'\n  deb_src true\n  signed_by false\n"
            "  options ['check-valid-until=no']\n  cache_rebuild false\n")  # fmt: skip
    text = recipe(name, folder, body).replace("distribution './'", "distribution 'stable'")
    text = text.replace(f"'file://{folder}'", "'HTTP://Example.COM:80'")
    status, out = host.apply(text)
    assert status == 0, out
    line = "[arch=amd64 trusted=yes check-valid-until=no] http://example.com/ stable main contrib\n"
    assert listed.read_text() == f"deb      {line}deb-src  {line}"
    assert "apt_update" in out and "force update" not in out  # cache_rebuild false


def test_why_run_reports_and_writes_nothing(host, repo):
    name, folder, listed = repo
    status, out = host.apply(recipe(name, folder), why_run=True)
    assert status == 0, out
    assert f"      - Would create new file {listed}\n" in out
    assert not listed.exists()
    host.apply(recipe(name, folder))
    remove = f"apt_repository '{name}' do\n  action :remove\nend\n"
    status, out = host.apply(remove, why_run=True)
    # Chef's converge_by description, with why-run's prefix, reads as it does in Chef
    assert f"    - Would Removing {name} repository from /etc/apt/sources.list.d/\n" in out
    assert listed.exists()


def test_remove_deletes_the_list_and_updates(host, repo):
    name, folder, listed = repo
    host.apply(recipe(name, folder))
    remove = f"apt_repository '{name}' do\n  action :remove\nend\n"
    status, out = host.apply(remove)
    assert status == 0, out
    assert f"    - Removing {name} repository from /etc/apt/sources.list.d/\n" in out
    assert f"      - delete file {listed}\n" in out
    assert not listed.exists()
    status, out = host.apply(remove)
    assert f"  * apt_repository[{name}] action remove (up to date)\n" in out


def test_a_slash_in_the_name_fails_with_chefs_message(host):
    status, out = host.apply("apt_repository 'a/b' do\n  uri 'file:///srv'\nend\n")
    assert status == 1
    assert "repo_name property cannot contain a forward slash '/'" in out
    status, out = host.apply("apt_repository 'x' do\n  trusted 'yes'\nend\n")
    assert status == 1 and 'Property trusted must be one of: true, false!  You passed "yes".' in out


def test_json_events(host, repo):
    name, folder, listed = repo
    events = host.events(recipe(name, folder))
    updated = [e["resource"]["resource"] for e in events if e["event"] == "resource_updated"]
    assert f"apt_repository[{name}]" in updated and f"file[{listed}]" in updated
    kinds = [e["event"] for e in host.events(recipe(name, folder))]
    assert "resource_updated" not in kinds and "resource_up_to_date" in kinds


def test_a_cookbook_key_goes_into_the_repositorys_keyring(host, repo):
    name, folder, listed = repo
    key = signing_key(host.tmp)
    from toque.interpreter.dsl.chef_config import defaults

    cache = defaults(True, [], None)["file_cache_path"]  # chef-client -z's (local-mode-cache)
    cached = host.path(f"{cache}/repo_asc")  # Chef keeps the fetched key here
    keyring = f"/etc/apt/keyrings/{name}.gpg"
    host.path(keyring + "~")  # gpg's backup of the keyring it imports into
    body = "  key 'repo.asc'\n"
    host.book("site", {"files/default/repo.asc": key,
                       "recipes/default.rb": recipe(name, folder, body)})  # fmt: skip
    status, out = host.client(["site"])
    assert status == 0, out
    assert f"    * cookbook_file[{cached}] action create\n      - create new file {cached}\n" in out
    assert f"    * execute[import {keyring}] action run\n" in out
    listing = subprocess.run(["gpg", "--no-default-keyring", "--keyring", keyring,
                              "--list-keys"], capture_output=True, text=True).stdout  # fmt: skip
    assert "toque test <t@example.invalid>" in listing
    assert f"signed-by={keyring}]" in listed.read_text()
    status, out = host.client(["site"])
    assert status == 0, out
    assert f"execute[import {keyring}] action run" not in out
    assert f"    * file[{keyring}] action create (up to date)\n" in out
    remove = f"apt_repository '{name}' do\n  action :remove\nend\n"
    status, out = host.apply(remove)
    assert f"      - delete file {keyring}\n" in out and not Path(keyring).exists()


def test_a_fingerprint_under_why_run_would_ask_the_keyserver(host, repo):
    name, folder, listed = repo
    fpr = "0123456789ABCDEF0123456789ABCDEF01234567"
    body = f"  key '{fpr}'\n  keyserver 'keys.example.invalid'\n"
    status, out = host.apply(recipe(name, folder, body), why_run=True)
    assert status == 0, out
    assert (f"      - Would execute gpg --no-default-keyring --keyring /etc/apt/keyrings/{name}.gpg"
            f" --keyserver hkp://keys.example.invalid:80 --recv {fpr}\n") in out  # fmt: skip


def test_a_key_that_is_neither_url_fingerprint_nor_cookbook_file(host, repo):
    name, folder, listed = repo
    status, out = host.apply(recipe(name, folder, "  key 'nosuch.asc'\n"))
    assert status == 1
    assert "Chef::Exceptions::FileNotFound" in out and "Cannot locate key file: nosuch.asc" in out
