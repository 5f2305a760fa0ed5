"""swap_file: the file made for real under tmp_path (dd), mkswap/swapon/swapoff stand-ins that
keep the swap table in a file (this host's swap never changes), /etc/fstab restored."""

from __future__ import annotations

import shutil

import pytest
from system_events import updated

pytestmark = pytest.mark.usefixtures("host_lock")  # shares host state with other files

SWAPON = """table="$(dirname "$0")/../swaps"
if [ "$1" = --summary ]; then echo "Filename Type Size Used Priority"; cat "$table" 2>/dev/null
else echo "$1 file 1020 0 -2" >> "$table"; fi"""


@pytest.fixture
def swap(host, fake_bin):
    fake_bin("swapon", SWAPON)
    fake_bin("swapoff", ': > "$(dirname "$0")/../swaps"')
    return fake_bin("mkswap")


def sw(body: str = "", action: str = "") -> str:
    extra = f"  action :{action}\n" if action else ""
    return f"swap_file '/T/swapfile' do\n  size 1\n{body}{extra}end\n"


def run(host, text: str, **kw):
    return host.apply(text.replace("/T", str(host.tmp)), **kw)


def test_create_then_up_to_date_then_remove(host, swap):
    status, out = run(host, sw())
    assert status == 0, out
    for line in ("create empty swapfile at /T/swapfile", "set permissions on /T/swapfile to 600",
                 "make /T/swapfile swappable", "enable swap for /T/swapfile"):  # fmt: skip
        assert f"    - {line}\n" in out
    made = host.tmp / "swapfile"
    assert made.stat().st_size == 1_048_576 and made.stat().st_mode & 0o777 == 0o600
    assert f"mkswap -f {made}" in swap.read_text()
    status, out = run(host, sw())
    assert "Infra Phase complete, 0/1 resources updated" in out
    status, out = run(host, sw(action="remove"))
    assert "    - turn off swap for /T/swapfile\n    - remove swap file /T/swapfile\n" in out
    assert not made.exists()
    assert "Infra Phase complete, 0/1" in run(host, sw(action="remove"))[1]


def test_persist_adds_one_fstab_line(host, swap):
    backup = host.tmp / "fstab.orig"
    shutil.copy2("/etc/fstab", backup)
    try:
        status, out = run(host, sw("  persist true\n"))
        assert status == 0, out
        line = f"{host.tmp}/swapfile swap swap defaults 0 0\n"
        assert open("/etc/fstab").read().count(line) == 1
    finally:
        shutil.copy2(backup, "/etc/fstab")


def test_why_run_json_and_failures(host, swap, fake_bin):
    status, out = run(host, sw("  persist true\n"), why_run=True)
    assert status == 0 and not (host.tmp / "swapfile").exists()
    assert "    - Would create empty swapfile at /T/swapfile" in out
    assert updated(host.events(sw().replace("/T", str(host.tmp)))) == ["swap_file[/T/swapfile]"]
    fake_bin("mkswap", "echo 'mkswap: error: swap area needs to be at least 40 KiB' >&2; exit 1")
    status, out = run(host, sw(action="remove") + sw().replace("swapfile'", "swap2'"))
    assert status == 1 and "mkswap: error: swap area needs to be at least 40 KiB" in out
    status, out = run(host, sw("  size '1'\n"))
    assert status == 1 and 'Property size must be one of: Integer!  You passed "1".' in out
