"""apt_preference on this host: a pin in /etc/apt/preferences.d, read back by apt-cache policy."""

from __future__ import annotations

import subprocess
from pathlib import Path


def pin(name: str, extra: str = "") -> str:
    return (f"apt_preference '{name}' do\n  pin 'version 9.9'\n  pin_priority 700\n{extra}end\n")  # fmt: skip


def test_add_is_idempotent_and_apt_reads_it(host):
    name = host.name("pin")
    pref = host.path(f"/etc/apt/preferences.d/{name}.pref")
    status, out = host.apply(pin(name))
    assert status == 0, out
    assert pref.read_text() == f"Package: {name}\nPin: version 9.9\nPin-Priority: 700\n"
    assert f"    * file[{pref}] action create\n      - create new file {pref}\n" in out
    # apt lists pins of packages it knows: one on the installed bash shows the file is read
    bash = host.path(f"/etc/apt/preferences.d/{name}-bash.pref")
    host.apply(f"apt_preference '{name}-bash' do\n  glob 'bash'\n  pin 'version *'\n"
               "  pin_priority 654\nend\n")  # fmt: skip
    assert bash.exists()
    policy = subprocess.run(["apt-cache", "policy", "bash"], capture_output=True, text=True)
    assert " 654\n" in policy.stdout
    status, out = host.apply(pin(name))
    assert f"    * file[{pref}] action create (up to date)\n" in out
    assert "Infra Phase complete, 0/" in out


def test_globs_and_names_with_dots_and_stars(host):
    name = host.name("glob")
    pref = host.path(f"/etc/apt/preferences.d/{name}_wildcard.pref")
    host.path(f"/etc/apt/preferences.d/{name}.*.pref")
    Path(f"/etc/apt/preferences.d/{name}.*.pref").write_text("legacy\n")
    status, out = host.apply(pin(f"{name}.*", "  glob 'libfoo*'\n"))
    assert status == 0, out
    assert pref.read_text().startswith("Package: libfoo*\n")
    assert not Path(f"/etc/apt/preferences.d/{name}.*.pref").exists()  # the legacy file went


def test_why_run_and_remove(host):
    name = host.name("wr")
    pref = host.path(f"/etc/apt/preferences.d/{name}.pref")
    status, out = host.apply(pin(name), why_run=True)
    assert status == 0 and f"      - Would create new file {pref}\n" in out
    assert not pref.exists()
    host.apply(pin(name))
    remove = f"apt_preference '{name}' do\n  action :remove\nend\n"
    status, out = host.apply(remove)
    assert f"      - delete file {pref}\n" in out and not pref.exists()
    status, out = host.apply(remove)
    assert f"  * apt_preference[{name}] action remove (up to date)\n" in out


def test_failures(host):
    status, out = host.apply("apt_preference 'bad name!' do\n  pin 'x'\n  pin_priority 1\nend\n")
    assert status == 1
    assert ("The provided package name is not valid. Package names can only contain alphanumeric"
            " characters as well as _, -, +, or *!") in out  # fmt: skip
    status, out = host.apply(f"apt_preference '{host.name('nopin')}' do\n  pin_priority 1\nend\n")
    assert status == 1 and "pin is a required property" in out


def test_json_events(host):
    name = host.name("json")
    host.path(f"/etc/apt/preferences.d/{name}.pref")
    events = host.events(pin(name))
    assert any(e["event"] == "resource_updated" and e["resource"]["resource"] == f"apt_preference[{name}]"
               for e in events)  # fmt: skip
