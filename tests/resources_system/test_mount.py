"""mount: tmpfs mounts under tmp_path (real mount/umount as root) and /etc/fstab lines; the
fixture restores /etc/fstab and unmounts whatever the test mounted, pass or fail."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from system_events import updated

pytestmark = pytest.mark.usefixtures("host_lock")  # shares host state with other files

FSTAB = "/etc/fstab"


def mounted_at(path) -> list[str]:
    with open("/proc/mounts") as f:
        return [line for line in f if line.split()[1] == str(path)]


@pytest.fixture
def point(host):
    """A fresh mount point; /etc/fstab backed up and put back, mounts undone afterwards."""
    if os.geteuid() != 0:
        pytest.skip("mounting needs root (CI runs as root)")
    backup = host.tmp / "fstab.orig"
    had = os.path.exists(FSTAB)
    if had:
        shutil.copy2(FSTAB, backup)
    path = host.tmp / "mnt"
    path.mkdir()
    yield path
    while mounted_at(path):
        subprocess.run(["umount", "-l", str(path)], check=False)
    if had:
        shutil.copy2(backup, FSTAB)
    elif os.path.exists(FSTAB):
        os.remove(FSTAB)


def tmpfs(point, body: str = "", action: str = "[:mount, :enable]") -> str:
    return (f"mount '{point}/' do\n  device 'tmpfs'\n  fstype 'tmpfs'\n  options 'size=1m, mode=0755'\n"
            f"{body}  action {action}\nend\n")  # fmt: skip


def fstab_lines(point) -> list[str]:
    with open(FSTAB) as f:
        return [line for line in f if f" {point} " in line]


def test_mount_and_enable_then_up_to_date(host, point):
    out = host.converges_then_idempotent(tmpfs(point))
    assert "  * mount[/T/mnt/] action mount\n    - mount tmpfs to /T/mnt\n" in out
    assert "  * mount[/T/mnt/] action enable\n    - enable tmpfs\n" in out
    assert mounted_at(point) and "size=1024k" in mounted_at(point)[0]
    assert fstab_lines(point) == [f"tmpfs {point} tmpfs size=1m,mode=0755 0 2\n"]


def test_changed_options_rewrite_the_fstab_line_in_place(host, point):
    host.apply(tmpfs(point, action=":enable"))
    status, out = host.apply(tmpfs(point, "  options ['size=2m']\n  dump 1\n  pass 0\n", ":enable"))
    assert status == 0, out
    assert fstab_lines(point) == [f"tmpfs {point} tmpfs size=2m 1 0\n"]


def test_remount_with_and_without_support(host, point):
    host.apply(tmpfs(point, action=":mount"))
    status, out = host.apply(
        tmpfs(point, "  options 'size=2m'\n  supports [:remount]\n", ":remount")
    )
    assert status == 0, out
    assert "    - remount tmpfs\n" in out and "size=2048k" in mounted_at(point)[-1]
    status, out = host.apply(tmpfs(point, "  options 'size=3m'\n", ":remount"))
    assert "    - unmount tmpfs\n    - mount tmpfs\n" in out
    assert len(mounted_at(point)) == 1 and "size=3072k" in mounted_at(point)[0]


def test_umount_unmount_and_disable(host, point):
    host.apply(tmpfs(point))
    status, out = host.apply(tmpfs(point, action="[:unmount, :disable]"))
    assert status == 0, out
    assert "    - unmount tmpfs\n" in out and "    - disable tmpfs\n" in out
    assert not mounted_at(point) and fstab_lines(point) == []
    status, out = host.apply(tmpfs(point, action="[:umount, :disable]"))
    assert "Infra Phase complete, 0/2 resources updated" in out


def test_label_and_uuid_lines_and_a_missing_device(host, point):
    text = (f"mount '{point}' do\n  device 'tq-data'\n  device_type :label\n  fstype 'ext4'\n"
            f"  action :enable\nend\n"
            f"mount '{point}/b' do\n  device '0e4f-11aa'\n  device_type 'uuid'\n  fstype 'ext4'\n"
            f"  options 'noatime'\n  dump false\n  action :enable\nend\n")  # fmt: skip
    out = host.converges_then_idempotent(text)
    assert "    - enable tq-data\n" in out
    assert fstab_lines(point) == [f"LABEL=tq-data {point} ext4 defaults 0 2\n"]
    with open(FSTAB) as f:
        assert f"UUID=0e4f-11aa {point}/b ext4 noatime false 2\n" in f.read()
    status, out = host.apply(text.replace("action :enable", "action :mount", 1))
    assert status == 1
    assert "Chef::Exceptions::Mount" in out and "Device tq-data does not exist" in out


def test_a_missing_mount_point_and_a_bad_device_type(host, point):
    status, out = host.apply(tmpfs(f"{point}/nope", action=":mount"))
    assert (
        status == 1
        and f"Mount point {point}/nope does not exist".replace(str(host.tmp), "/T") in out
    )
    status, out = host.apply(tmpfs(point, "  device_type :path\n"))
    assert status == 1
    assert (
        "Option device_type must be equal to one of: :device, :label, :uuid!  You passed :path."
        in out
    )


def test_why_run_changes_nothing(host, point):
    status, out = host.apply(tmpfs(point), why_run=True)
    assert status == 0, out
    assert "    - Would mount tmpfs to /T/mnt\n" in out and "    - Would enable tmpfs\n" in out
    assert not mounted_at(point) and fstab_lines(point) == []


def test_json(host, point):
    events = host.events(tmpfs(point))
    assert updated(events) == ["mount[/T/mnt/]", "mount[/T/mnt/]"]
