"""build_essential: Chef's package list for the platform, one `package` call for it."""

from __future__ import annotations

import pytest

from toque.repo import facts

DEBIAN = "autoconf, binutils-doc, bison, build-essential, flex, gettext, ncurses-dev"


def test_debian_installs_chefs_list_in_one_resource(host):
    status, out = host.apply("build_essential 'tools'\n", why_run=True)
    assert status == 0, out
    assert f"    * apt_package[{DEBIAN}] action install" in out
    # what this host lacks is installed or assumed; ncurses-dev is virtual, and the package
    # providing it (libncurses-dev, installed here) counts, as in Chef's apt provider
    wanted = [line for line in out.splitlines()
              if "No candidate version available for" in line or "- Would install" in line]  # fmt: skip
    assert not any("ncurses-dev" in line or "build-essential" in line for line in wanted), out


def test_a_nameless_call_and_the_upgrade_action_off_macos(host):
    status, out = host.apply("build_essential do\n  action :upgrade\nend\n")
    assert status == 0, out
    assert "  * build_essential[] action upgrade (up to date)\n" in out


@pytest.fixture
def gentoo(monkeypatch):
    real = facts.collect

    def collect(*args, **kw):
        return {**real(*args, **kw), "platform": "gentoo", "platform_family": "gentoo"}

    monkeypatch.setattr(facts, "collect", collect)


def test_unsupported_platforms_warn_or_raise(host, gentoo):
    status, out = host.apply("build_essential 'x'\n", log_level="warn")
    assert status == 0, out
    status, out = host.apply("build_essential 'x' do\n  raise_if_unsupported true\nend\n")
    assert status == 1
    assert "The build_essential resource does not currently support the 'gentoo'" in out
