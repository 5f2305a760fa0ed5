"""yum_repository on a simulated RHEL node: the facts say rhel, and `yum` is a stand-in on
PATH that logs its calls; the .repo files go to a reposdir under tmp. The goldens are what
Chef's own template renders (MRI's ERB) for the same settings."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pkghost import stub_tool

from toque.repo import facts

GOLDENS = Path(__file__).parent / "goldens"


@pytest.fixture
def rhel(host, monkeypatch):
    """A RHEL node with a logging `yum`; returns the log."""
    real = facts.collect

    def collect(*args, **kw):
        found = dict(real(*args, **kw))
        found.update(platform="redhat", platform_family="rhel", platform_version="9.3")
        return found

    monkeypatch.setattr(facts, "collect", collect)
    log = stub_tool(host.tmp, "yum", listed=f"epel-{host.tag}")
    monkeypatch.setenv("PATH", f"{host.tmp / 'bin'}:{os.environ['PATH']}")
    return log


def repo(host, rid: str, body: str) -> str:
    return f"yum_repository '{rid}' do\n  reposdir '{host.tmp}/repos.d'\n{body}end\n"


def test_create_writes_chefs_file_then_cleans_and_caches(host, rhel):
    (host.tmp / "repos.d").mkdir()
    rid = "epel"
    body = "  baseurl 'http://example.com/epel'\n"
    status, out = host.apply(repo(host, rid, body))
    assert status == 0, out
    written = host.tmp / "repos.d" / "epel.repo"
    assert written.read_text() == (GOLDENS / "yum_minimal.repo").read_text()
    assert oct(written.stat().st_mode & 0o777) == "0o644"
    assert f"    * template[{written}] action create\n      - create new file {written}\n" in out
    assert rhel.read_text().splitlines() == [
        "yum clean metadata --disablerepo=* --enablerepo=epel",
        "yum -q -y makecache --disablerepo=* --enablerepo=epel",
    ]
    assert "    * dnf_package[package-cache-reload-epel] action flush_cache" in out
    status, out = host.apply(repo(host, rid, body))
    assert f"    * template[{written}] action create (up to date)\n" in out
    assert len(rhel.read_text().splitlines()) == 2  # nothing ran again


def test_every_property_as_chefs_template_writes_it(host, rhel):
    (host.tmp / "repos.d").mkdir()
    body = """  description 'Full repo'
  url ['http://a/x', 'http://b/x']
  cost '10'
  enabled false
  enablegroups true
  exclude 'kernel*'
  failovermethod 'priority'
  fastestmirror_enabled true
  gpgcheck false
  keyurl ['http://a/k1', 'http://a/k2']
  http_caching 'packages'
  include_config '/etc/x.conf'
  includepkgs 'foo bar'
  keepalive true
  metadata_expire '6h'
  metalink 'http://m/l'
  mirrorlist 'http://m/list'
  mirrorexpire '10m'
  mirrorlist_expire '1d'
  priority '5'
  proxy 'http://p:3128'
  proxy_username 'pu'
  proxy_password 'pp'
  username 'u'
  password 'pw'
  repo_gpgcheck true
  max_retries 3
  report_instanceid true
  skip_if_unavailable true
  sslcacert '/ca'
  sslclientcert '/c'
  sslclientkey '/k'
  sslverify false
  throttle '50%'
  timeout '30'
  options('module_hotfixes' => true, 'deltarpm' => false, 'x' => %w(a b), 'y' => 'z')
  make_cache false
"""
    status, out = host.apply(repo(host, "full", body))
    assert status == 0, out
    text = (host.tmp / "repos.d" / "full.repo").read_text()
    assert text == (GOLDENS / "yum_full.repo").read_text()
    assert not rhel.exists()  # make_cache false: no yum at all


def test_why_run_delete_and_makecache(host, rhel):
    (host.tmp / "repos.d").mkdir()
    rid = f"epel-{host.tag}"
    written = host.tmp / "repos.d" / f"{rid}.repo"
    status, out = host.apply(repo(host, rid, "  baseurl 'http://x/'\n"), why_run=True)
    assert status == 0 and f"      - Would create new file {written}\n" in out
    assert not written.exists() and not rhel.exists()
    host.apply(repo(host, rid, "  baseurl 'http://x/'\n"))
    rhel.unlink()
    status, out = host.apply(repo(host, rid, "  action :makecache\n"))
    assert rhel.read_text() == f"yum -q -y makecache --disablerepo=* --enablerepo={rid}\n"
    rhel.unlink()
    status, out = host.apply(repo(host, rid, "  action :remove\n"))
    assert status == 0, out
    assert f"      - delete file {written}\n" in out and not written.exists()
    assert f"yum clean all --disablerepo=* --enablerepo={rid}" in rhel.read_text()


def test_validation_messages(host, rhel):
    status, out = host.apply(repo(host, "x", "  priority '100'\n"))
    assert status == 1 and "The priority property must be a numeric value from 1-99!" in out
    status, out = host.apply(repo(host, "x", "  timeout '3s'\n"))
    assert status == 1 and "The timeout property must be a numeric value!" in out
    status, out = host.apply(repo(host, "a/b", ""))
    assert status == 1 and "repositoryid property cannot contain a forward slash '/'" in out


def test_without_yum_it_does_nothing(host):
    status, out = host.apply(repo(host, "epel", "  baseurl 'http://x/'\n"))
    assert status == 0, out
    assert "  * yum_repository[epel] action create (up to date)\n" in out
    assert not (host.tmp / "repos.d").exists()


def test_json_events(host, rhel):
    (host.tmp / "repos.d").mkdir()
    events = host.events(repo(host, "epel", "  baseurl 'http://x/'\n  make_cache false\n"))
    updated = [e["resource"]["resource"] for e in events if e["event"] == "resource_updated"]
    assert "yum_repository[epel]" in updated
