"""zypper_package, pacman_package, portage_package and paludis_package applied for real against
stand-in tools on PATH (fakepm.py), on a node whose facts say SUSE, Arch, Gentoo or Exherbo:
`package` picks the platform's kind, every name is asked about in one query, a second run
changes nothing, why-run changes nothing, and Chef's messages on failure."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from fakepm import FakeManagers

from toque.repo import facts

PLATFORMS = {
    "suse": dict(platform="opensuseleap", platform_family="suse", platform_version="15.5"),
    "arch": dict(platform="arch", platform_family="arch", platform_version="6.6.1"),
    "gentoo": dict(platform="gentoo", platform_family="gentoo", platform_version="2.14"),
    "exherbo": dict(platform="exherbo", platform_family="exherbo", platform_version="0"),
}


def on(monkeypatch: pytest.MonkeyPatch, host, platform: str, pkgdb: str = "") -> FakeManagers:
    real = facts.collect

    def collect(*args, **kw):
        return {**real(*args, **kw), **PLATFORMS[platform]}

    monkeypatch.setattr(facts, "collect", collect)
    fake = FakeManagers(host.tmp, pkgdb)
    monkeypatch.setenv("PATH", f"{host.tmp / 'bin'}:{os.environ['PATH']}")
    return fake


QF = "%{NAME} %|EPOCH?{%{EPOCH}:}:{}|%{VERSION}-%{RELEASE}\\n"
SEARCH = "zypper --non-interactive search -s --provides --match-exact --type=package"


# -- zypper ---------------------------------------------------------------------------------------
def test_zypper_package_installs_a_batch_with_one_query_each(host, monkeypatch):
    fake = on(monkeypatch, host, "suse")
    fake.update(available={"vim": "9.0-1.1", "curl": "8.6-2.1"}, installed={"curl": "8.6-2.1"})
    status, out = host.apply("package %w[vim curl]\n")
    assert status == 0, out
    assert "  * zypper_package[vim, curl] action install\n" in out
    assert "    - install version 9.0-1.1 of package vim\n" in out
    assert fake.calls() == [
        f"rpm -q --queryformat {QF} vim curl",
        f"{SEARCH} vim",
        "zypper --non-interactive install --auto-agree-with-licenses --oldpackage vim=9.0-1.1",
    ]
    status, out = host.apply("package %w[vim curl]\n")
    assert "  * zypper_package[vim, curl] action install (up to date)\n" in out
    assert fake.calls() == [f"rpm -q --queryformat {QF} vim curl"]


def test_zypper_properties_gpg_check_global_options_and_downgrade(host, monkeypatch):
    fake = on(monkeypatch, host, "suse")
    fake.update(available={"git": "2.43-1.1"}, installed={"git": "2.40-1.1"})
    recipe = ("zypper_package 'git' do\n  version '2.43'\n  gpg_check false\n"
              "  global_options '--root /mnt'\n  options ['--no-recommends']\n"
              "  allow_downgrade false\nend\n")  # fmt: skip
    status, out = host.apply(recipe)
    assert status == 0, out
    assert fake.calls()[-1] == ("zypper --root /mnt --non-interactive --no-gpg-checks install "
                                "--no-recommends --auto-agree-with-licenses git=2.43")  # fmt: skip
    assert fake.state()["installed"]["git"] == "2.43"
    fake.update(installed={"git": "2.44-1.1"})  # newer than asked, no downgrade: left alone
    status, out = host.apply(recipe)
    assert "(up to date)" in out and fake.calls() == [f"rpm -q --queryformat {QF} git"]


def test_zypper_upgrade_remove_purge_lock_unlock(host, monkeypatch):
    fake = on(monkeypatch, host, "suse")
    fake.update(available={"jq": "1.7-1"}, installed={"jq": "1.6-1"})
    status, out = host.apply("zypper_package 'jq' do\n  action :upgrade\nend\n")
    assert "    - upgrade(allow_downgrade) package jq from 1.6-1 to 1.7-1\n" in out
    fake.calls()
    status, out = host.apply("zypper_package 'jq' do\n  action :lock\nend\n")
    assert status == 0 and "    - lock package jq\n" in out, out
    assert fake.calls() == ["zypper locks", "zypper --non-interactive addlock jq"]
    status, out = host.apply("zypper_package 'jq' do\n  action :lock\nend\n")
    assert "action lock (up to date)" in out
    status, out = host.apply("zypper_package 'jq' do\n  action :unlock\nend\n")
    assert "    - unlock package jq\n" in out and fake.state()["locks"] == []
    fake.calls()
    status, out = host.apply("zypper_package 'jq' do\n  action :purge\nend\n")
    assert fake.calls()[-1] == "zypper --non-interactive remove --clean-deps jq"
    assert "jq" not in fake.state()["installed"]
    status, out = host.apply("zypper_package 'jq' do\n  action :remove\nend\n")
    assert "action remove (up to date)" in out


def test_zypper_why_run_and_failures(host, monkeypatch):
    fake = on(monkeypatch, host, "suse")
    fake.update(available={"vim": "9.0-1"})
    status, out = host.apply("package 'vim'\n", why_run=True)
    assert status == 0 and "    - Would install version 9.0-1 of package vim\n" in out, out
    assert fake.state()["installed"] == {}
    status, out = host.apply("zypper_package 'nosuch'\n")
    assert status == 1 and "No candidate version available for nosuch" in out
    status, out = host.apply("zypper_package 'vim' do\n  environment('A' => '1')\nend\n")
    assert status == 1
    assert "The environment property is not supported for package resources on this platform" in out
    status, out = host.apply("zypper_package 'vim' do\n  gpg_check 'no'\nend\n")
    assert status == 1 and "gpg_check" in out


# -- pacman ---------------------------------------------------------------------------------------
def test_pacman_package_one_listing_for_every_name(host, monkeypatch):
    fake = on(monkeypatch, host, "arch")
    fake.update(available={"vim": "9.1.0-1", "git": "2.45.1-1", "jq": "1.7.1-1"},
                installed={"git": "2.45.1-1", "jq": "1.6-3"})  # fmt: skip
    status, out = host.apply("package %w[vim git jq]\n")
    assert status == 0, out
    assert "  * pacman_package[vim, git, jq] action install\n" in out
    assert fake.calls() == ["pacman -Sl", "pacman --sync --noconfirm --noprogressbar vim"]
    status, out = host.apply("package %w[vim git jq] do\n  action :upgrade\nend\n")
    assert "    - upgrade package jq from 1.6-3 to 1.7.1-1\n" in out
    assert fake.calls() == ["pacman -Sl", "pacman --sync --noconfirm --noprogressbar jq"]
    status, out = host.apply("package %w[vim git jq] do\n  action :upgrade\nend\n")
    assert "(up to date)" in out and fake.calls() == ["pacman -Sl"]
    status, out = host.apply("pacman_package 'vim' do\n  action :remove\nend\n", why_run=True)
    assert "    - Would remove package vim\n" in out and "vim" in fake.state()["installed"]
    status, out = host.apply("pacman_package 'vim' do\n  action :purge\nend\n")
    assert fake.calls()[-1] == "pacman --remove --noconfirm --noprogressbar vim"


def test_pacman_failures(host, monkeypatch):
    on(monkeypatch, host, "arch")
    status, out = host.apply("package 'nosuch'\n")
    assert status == 1 and "pacman does not have a version of package nosuch" in out
    status, out = host.apply("package 'nosuch' do\n  action :lock\nend\n")
    assert status == 1


# -- portage --------------------------------------------------------------------------------------
@pytest.fixture
def pkgdb(host):
    """A category of its own under Chef's /var/db/pkg, removed afterwards."""
    category = host.name("cat")
    folder = Path("/var/db/pkg") / category
    made = not folder.parent.exists()
    folder.mkdir(parents=True)
    yield category, folder
    shutil.rmtree(folder, ignore_errors=True)
    if made:
        shutil.rmtree("/var/db/pkg", ignore_errors=True)


def test_portage_package_emerges_then_is_up_to_date(host, monkeypatch, pkgdb):
    category, folder = pkgdb
    fake = on(monkeypatch, host, "gentoo", pkgdb=str(folder.parent))
    atom = f"{category}/tool"
    fake.update(available={atom: "1.2.3-r1"})
    status, out = host.apply(f"package '{atom}'\n")
    assert status == 0, out
    assert f"  * portage_package[{atom}] action install\n" in out
    assert f"    - install version 1.2.3-r1 of package {atom}\n" in out
    assert fake.calls() == [f"portageq best_visible / {atom}",
                            f"emerge -g --color n --nospinner --quiet ={atom}-1.2.3-r1"]  # fmt: skip
    assert (folder / "tool-1.2.3-r1").is_dir()
    status, out = host.apply("package 'tool'\n")  # found in any category
    assert "(up to date)" in out and fake.calls() == []
    status, out = host.apply(f"portage_package '{atom}' do\n  action :remove\nend\n")
    assert fake.calls() == [f"emerge --unmerge --color n --nospinner --quiet {atom}"]
    assert not (folder / "tool-1.2.3-r1").exists()


def test_portage_failures(host, monkeypatch, pkgdb):
    category, folder = pkgdb
    on(monkeypatch, host, "gentoo", pkgdb=str(folder.parent))
    status, out = host.apply("portage_package 'nosuch'\n")
    assert status == 1 and "Query for 'nosuch' did not find a matching package" in out
    other = folder.parent / f"{category}-b"
    try:
        (folder / "tool-1.0").mkdir()
        (other / "tool-2.0").mkdir(parents=True)
        status, out = host.apply("portage_package 'tool'\n")
        assert status == 1
        assert (f"Multiple packages found for tool: {category}-b/tool-2.0 {category}/tool-1.0. "
                "Specify a category.") in out  # fmt: skip
    finally:
        shutil.rmtree(other, ignore_errors=True)
    status, out = host.apply("portage_package 'x' do\n  action :lock\nend\n")
    assert status == 1 and "You passed :lock" in out


# -- paludis --------------------------------------------------------------------------------------
def test_paludis_package(host, monkeypatch):
    fake = on(monkeypatch, host, "exherbo")
    fake.update(available={"app-editors/vim": "9.1"})
    status, out = host.apply("package 'vim'\n")
    assert status == 0, out
    assert "  * paludis_package[vim] action install\n" in out
    ids = "cave -L warning print-ids -M none -m vim -f %c/%p %v %r\\n"
    assert fake.calls() == [ids, "cave -L warning resolve -x =vim-9.1"]
    fake.update(installed={"app-editors/vim": "9.1"})
    status, out = host.apply("package 'vim'\n")
    assert "(up to date)" in out and fake.calls() == [ids]
    status, out = host.apply("paludis_package 'vim' do\n  action :remove\nend\n")
    assert "    - remove package vim\n" in out
    assert fake.calls()[-1] == "cave -L warning uninstall -x vim"
