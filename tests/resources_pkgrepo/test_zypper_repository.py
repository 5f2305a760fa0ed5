"""zypper_repository on a simulated SUSE node: the facts say suse, `zypper` and `rpm` are
stand-ins on PATH that log their calls. Chef writes to /etc/zypp/repos.d, so the test does
too, under a unique name it removes. Goldens: Chef's own template rendered by MRI."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from pkghost import stub_tool

from toque.repo import facts

GOLDENS = Path(__file__).parent / "goldens"
REPOS = Path("/etc/zypp/repos.d")


@pytest.fixture
def suse(host, monkeypatch):
    real = facts.collect

    def collect(*args, **kw):
        found = dict(real(*args, **kw))
        found.update(platform="opensuseleap", platform_family="suse", platform_version="15.5")
        return found

    monkeypatch.setattr(facts, "collect", collect)
    made = not REPOS.exists()
    REPOS.mkdir(parents=True, exist_ok=True)
    log = stub_tool(host.tmp, "zypper", listed=host.name("tools"))
    monkeypatch.setenv("PATH", f"{host.tmp / 'bin'}:{os.environ['PATH']}")
    yield log
    if made:
        shutil.rmtree("/etc/zypp", ignore_errors=True)


def test_create_writes_chefs_file_refreshes_then_is_up_to_date(host, suse):
    name = host.name("tools")
    path = host.path(f"/etc/zypp/repos.d/{name}.repo")
    recipe = f"zypper_repository '{name}' do\n  uri 'http://example.com/tools'\nend\n"
    status, out = host.apply(recipe)
    assert status == 0, out
    golden = (GOLDENS / "zypper_minimal.repo").read_text().replace("tools", name, 1)
    assert path.read_text() == golden.replace("name=tools", f"name={name}")
    assert f"    * template[{path}] action create\n      - create new file {path}\n" in out
    assert suse.read_text().splitlines() == [
        f"zypper --quiet lr {name}",
        f"zypper --quiet --non-interactive refresh --force {name}",
    ]
    status, out = host.apply(recipe)
    assert f"    * template[{path}] action create (up to date)\n" in out
    assert len(suse.read_text().splitlines()) == 2


def test_every_property(host, suse):
    name = host.name("full")
    path = host.path(f"/etc/zypp/repos.d/{name}.repo")
    recipe = (f"zypper_repository '{name}' do\n  description 'Full repo'\n  type 'rpm-md'\n"
              "  enabled false\n  autorefresh false\n  gpgcheck false\n"
              "  key ['http://a/k1', 'http://a/k2']\n  gpgautoimportkeys false\n"
              "  baseurl 'http://a/x'\n  mirrorlist 'http://m/l'\n  path '/sub'\n  priority 10\n"
              "  keeppackages true\n  refresh_cache false\nend\n")  # fmt: skip
    status, out = host.apply(recipe)
    assert status == 0, out
    golden = (GOLDENS / "zypper_full.repo").read_text().replace("[full]", f"[{name}]")
    # the golden was rendered with refresh_cache true; false is written as 0
    assert path.read_text() == golden.replace("refresh_cache=1", "refresh_cache=0")
    assert not suse.exists()


def test_why_run_remove_and_refresh(host, suse):
    name = host.name("tools")
    path = host.path(f"/etc/zypp/repos.d/{name}.repo")
    recipe = f"zypper_repository '{name}' do\n  baseurl 'http://x/'\nend\n"
    status, out = host.apply(recipe, why_run=True)
    assert status == 0 and f"      - Would create new file {path}\n" in out and not path.exists()
    status, out = host.apply(f"zypper_repository '{name}' do\n  action :refresh\nend\n")
    assert f"zypper --quiet --non-interactive refresh --force {name}" in suse.read_text()
    status, out = host.apply(f"zypper_repository '{name}' do\n  action :remove\nend\n")
    assert status == 0, out
    assert f"zypper --quiet --non-interactive removerepo {name}" in suse.read_text()


def test_failures(host, suse):
    status, out = host.apply("zypper_repository 'a/b'\n")
    assert status == 1 and "repo_name property cannot contain a forward slash `/`" in out
    status, out = host.apply(
        f"zypper_repository '{host.name('k')}' do\n  gpgkey 'nosuch.key'\nend\n"
    )
    assert status == 1 and "Cannot determine location of gpgkey." in out


def test_off_suse_it_does_nothing(host):
    status, out = host.apply("zypper_repo 'tools' do\n  baseurl 'http://x/'\nend\n")
    assert status == 0 and "  * zypper_repository[tools] action create (up to date)\n" in out


def test_json_events(host, suse):
    name = host.name("json")
    host.path(f"/etc/zypp/repos.d/{name}.repo")
    events = host.events(f"zypper_repository '{name}' do\n  baseurl 'http://x/'\nend\n")
    assert any(e["event"] == "resource_updated" for e in events)
