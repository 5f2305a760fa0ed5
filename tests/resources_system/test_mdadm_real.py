"""mdadm on real devices: a RAID 1 array made of two loop devices over sparse files, created,
found again (idempotent), stopped and assembled by the resource, then torn down (stopped,
superblocks zeroed, loops detached, files removed) pass or fail. Needs a kernel with md and
loop support, as root (CI): a kernel built without md (CONFIG_MD unset: no /proc/mdstat, and
`mdadm --create` fails opening the new device) cannot run it."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest


def _why_not() -> str | None:
    if os.geteuid() != 0:
        return "loop devices and md arrays need root (CI runs as root)"
    if not Path("/dev/loop-control").exists():
        return "this kernel has no loop device support (no /dev/loop-control)"
    if not Path("/proc/mdstat").exists():
        return "this kernel has no md (software RAID) support: no /proc/mdstat"
    return None


pytestmark = pytest.mark.skipif(_why_not() is not None, reason=_why_not() or "")


def _run(*argv: str, check: bool = True) -> str:
    return subprocess.run(argv, check=check, capture_output=True, text=True).stdout.strip()


@pytest.fixture
def loops(tmp_path: Path):
    """Two 32 MB loop devices and a free /dev/mdN; all undone afterwards."""
    assert shutil.which("mdadm"), "the mdadm package must be installed (apt-get install mdadm)"
    devices = []
    for i in range(2):
        image = tmp_path / f"disk{i}.img"
        with image.open("wb") as f:
            f.truncate(32 * 1024 * 1024)
        devices.append(_run("losetup", "--find", "--show", str(image)))
    md = next(f"/dev/md{n}" for n in range(100, 128) if not Path(f"/sys/block/md{n}").exists())
    yield md, devices
    _run("mdadm", "--stop", md, check=False)
    for device in devices:
        _run("mdadm", "--zero-superblock", device, check=False)
        _run("losetup", "--detach", device, check=False)


def active(md: str) -> bool:
    name = md.rsplit("/", 1)[1]
    return any(
        line.startswith(f"{name} :") for line in Path("/proc/mdstat").read_text().splitlines()
    )


def test_create_stop_assemble_a_mirror_on_loop_devices(host, loops):
    md, devices = loops
    create = (f"mdadm '{md}' do\n  devices {devices!r}\n  level 1\n  metadata '1.2'\n"
              "  bitmap 'internal'\nend\n")  # fmt: skip
    status, out = host.apply(create, why_run=True)
    assert status == 0 and f"    - Would create RAID device {md}\n" in out, out
    assert not active(md)
    status, out = host.apply(create)
    assert status == 0 and f"    - create RAID device {md}\n" in out, out
    assert active(md)
    assert "Raid Level : raid1" in _run("mdadm", "--detail", md)
    status, out = host.apply(create)
    assert "0/1 resources updated" in out, out
    stop = f"mdadm '{md}' do\n  action :stop\nend\n"
    status, out = host.apply(stop)
    assert status == 0 and f"    - stop RAID device {md}\n" in out and not active(md), out
    assert "0/1 resources updated" in host.apply(stop)[1]
    assemble = f"mdadm '{md}' do\n  devices {devices!r}\n  action :assemble\nend\n"
    status, out = host.apply(assemble)
    assert status == 0 and f"    - assemble RAID device {md}\n" in out and active(md), out
    assert "0/1 resources updated" in host.apply(assemble)[1]
