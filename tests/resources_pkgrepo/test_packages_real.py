"""package, dpkg_package and apt-mark holds on this host: a test .deb built here is installed,
held, released, reconfigured and purged; installed system packages are only ever queried."""

from __future__ import annotations

import pytest
from pkghost import build_deb, holds, installed_version

pytestmark = pytest.mark.usefixtures("host_lock")  # shares host state with other files


def test_installed_packages_are_up_to_date_in_one_resource(host):
    status, out = host.apply("package %w(bash coreutils)\npackage 'dpkg'\n")
    assert status == 0, out
    assert "  * apt_package[bash, coreutils] action install (up to date)\n" in out
    assert "  * apt_package[dpkg] action install (up to date)\n" in out
    assert "0/2 resources updated" in out


def test_dpkg_package_install_idempotence_why_run_and_purge(host):
    name = host.name("pkg")
    host.packages.append(name)
    deb = build_deb(host.tmp, name)
    recipe = f"dpkg_package '{name}' do\n  source '{deb}'\nend\n"
    status, out = host.apply(recipe, why_run=True)
    assert status == 0, out
    assert f"    - Would install version 1.0 of package {name}\n" in out
    assert installed_version(name) is None
    status, out = host.apply(recipe)
    assert status == 0, out
    assert (
        f"  * dpkg_package[{name}] action install\n    - install version 1.0 of package {name}\n"
        in out
    )
    assert installed_version(name) == "1.0"
    status, out = host.apply(recipe)
    assert f"  * dpkg_package[{name}] action install (up to date)\n" in out
    (host.tmp / "v2").mkdir()
    newer = build_deb(host.tmp / "v2", name, "2.0")
    status, out = host.apply(
        f"dpkg_package '{name}' do\n  source '{newer}'\n  action :upgrade\nend\n"
    )
    # dpkg_package allows downgrades by default, and Chef's line says so
    assert f"    - upgrade(allow_downgrade) package {name} from 1.0 to 2.0\n" in out
    assert installed_version(name) == "2.0"
    status, out = host.apply(f"dpkg_package '{name}' do\n  action :purge\nend\n")
    assert status == 0, out
    assert f"    - purge  package {name}\n" in out and installed_version(name) is None
    status, out = host.apply(f"dpkg_package '{name}' do\n  action :purge\nend\n")
    assert "(up to date)" in out


def test_lock_and_unlock_hold_the_package(host):
    name = host.name("hold")
    host.packages.append(name)
    host.held.append(name)
    deb = build_deb(host.tmp, name)
    host.apply(f"dpkg_package '{deb}'\n")  # the name is the .deb: its own source
    assert installed_version(name) == "1.0"
    lock = f"package '{name}' do\n  action :lock\nend\n"
    status, out = host.apply(lock, why_run=True)
    assert f"    - Would lock package {name}\n" in out and name not in holds()
    status, out = host.apply(lock)
    assert status == 0, out
    assert f"  * apt_package[{name}] action lock\n    - lock package {name}\n" in out
    assert name in holds()
    assert f"  * apt_package[{name}] action lock (up to date)\n" in host.apply(lock)[1]
    unlock = lock.replace(":lock", ":unlock")
    status, out = host.apply(unlock)
    assert f"    - unlock package {name}\n" in out and name not in holds()
    assert "(up to date)" in host.apply(unlock)[1]


def test_a_package_no_repository_offers_fails_with_chefs_message(host):
    name = host.name("nosuch")
    status, out = host.apply(f"package '{name}'\n")
    assert status == 1
    assert (
        f"Chef::Exceptions::Package\n    -------------------------\n    No candidate version available for {name}"
        in out
    )
    status, out = host.apply(f"package '{name}'\n", why_run=True)
    assert status == 0, out
    assert f"Assuming a repository that offers {name} would have been configured" in out


def test_dpkg_package_without_a_source_and_apt_with_one(host):
    name = host.name("nosrc")
    status, out = host.apply(f"dpkg_package '{name}'\n")
    assert status == 1
    assert (
        f"dpkg_package[{name}] the source property is required for action :install or :upgrade"
        in out
    )
    status, out = host.apply(f"apt_package '{name}' do\n  source '/tmp/x.deb'\nend\n")
    assert status == 1
    assert "apt package provider cannot handle source property. Use dpkg provider instead" in out
    status, out = host.apply(f"dpkg_package '{name}' do\n  source '/nonexistent/{name}.deb'\nend\n")
    assert status == 1 and f'source file(s) do not exist: ["/nonexistent/{name}.deb"]' in out


def test_json_events(host):
    events = host.events("package %w(bash coreutils)\n")
    kinds = [e["event"] for e in events]
    assert "resource_up_to_date" in kinds and "resource_update" not in kinds
    name = host.name("json")
    host.packages.append(name)
    deb = build_deb(host.tmp, name)
    events = host.events(f"dpkg_package '{deb}'\n")
    updates = [e for e in events if e["event"] == "resource_update"]
    assert len(updates) == 1 and f"install version 1.0 of package {name}" in str(updates[0])
