"""Which resource `package` declares on a platform, by Chef 18's provides rules (the most
specific first): dnf on RHEL 8+ and Fedora 22+, on Amazon where dnf exists; yum on RHEL/CentOS
7 and Amazon Linux 2; zypper, pacman, portage, paludis on SUSE, Arch, Gentoo, Exherbo."""

from __future__ import annotations

import pytest

from toque.stdlib_cookbooks.core._packagers import package_kind


def facts(platform: str, family: str, version: str | None) -> dict:
    return {"platform": platform, "platform_family": family, "platform_version": version}


CASES = [
    (facts("centos", "rhel", "7.9.2009"), "yum_package"),
    (facts("redhat", "rhel", "7.4"), "yum_package"),
    (facts("oracle", "rhel", "7.9"), "yum_package"),
    (facts("centos", "rhel", "8.5.2111"), "dnf_package"),
    (facts("rocky", "rhel", "9.3"), "dnf_package"),
    (facts("redhat", "rhel", None), "yum_package"),  # no version: only fedora_derived matches
    (facts("fedora", "fedora", "40"), "dnf_package"),
    (facts("fedora", "fedora", "21"), "yum_package"),
    (facts("amazon", "amazon", "2"), "yum_package"),
    (facts("amazon", "amazon", "2023"), "dnf_package"),
    (facts("ubuntu", "debian", "22.04"), "apt_package"),
    (facts("debian", "debian", "12"), "apt_package"),
    (facts("opensuseleap", "suse", "15.5"), "zypper_package"),
    (facts("sles", "suse", "12.5"), "zypper_package"),
    (facts("arch", "arch", "6.6"), "pacman_package"),
    (facts("gentoo", "gentoo", "2.14"), "portage_package"),
    (facts("exherbo", "exherbo", "0"), "paludis_package"),
    (facts("alpine", "alpine", "3.19"), None),  # Chef 18 has no apk provider
]


@pytest.mark.parametrize(("host", "kind"), CASES)
def test_package_kind(host, kind, monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")  # no dnf here: Amazon Linux 2 stays on yum
    assert package_kind(host) == kind


def test_amazon_2_with_dnf_installed_uses_dnf_as_chef_asks_which(tmp_path, monkeypatch):
    (tmp_path / "dnf").write_text("#!/bin/sh\n")
    (tmp_path / "dnf").chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert package_kind(facts("amazon", "amazon", "2")) == "dnf_package"


@pytest.mark.parametrize(("host", "kind"), CASES[:10])
def test_package_declares_the_kind_and_keeps_its_word(registry, host, kind, monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    r = registry.build("package", "curl", platform=host)
    assert (r.resource_name, r.declared_type) == (kind, "package")
    assert str(r) == f"{kind}[curl]"


def test_an_explicit_kind_is_never_replaced(registry):
    r = registry.build("yum_package", "curl", platform=facts("rocky", "rhel", "9.3"))
    assert r.resource_name == "yum_package"


def test_rhel7_converges_with_yum(host):
    """A nodeless `package` picks its tool at converge from the same rules."""
    host.facts.update(platform="centos", platform_family="rhel", platform_version="7.9.2009")
    host.backend.available["tree"] = "1.6.0-10.el7"
    host.add("package", "tree")
    run = host.converge()
    assert run.error is None, run.out
    assert host.backend.ran("yum -y") == ["yum -y install tree-1.6.0-10.el7"]


def test_alpine_has_no_package_provider(host):
    host.facts.update(platform="alpine", platform_family="alpine", platform_version="3.19")
    host.add("package", "tree")
    run = host.converge()
    assert "Cannot find a provider for package[tree] on platform family alpine" in str(run.error)
