"""Ohai's filesystem (by_pair, by_device, by_mountpoint: what `df -P`, `df -iP`, `mount` and
`lsblk` report) and block_device (/sys/block), read from /proc/mounts, statvfs, /sys and udev's
database instead of running those five commands."""

from __future__ import annotations

import math
import re
from typing import Any

from toque.repo.facts._host import Host

# statvfs can hang on an unreachable server: network filesystems get no sizes
_NETWORK_TYPES = {"nfs", "nfs4", "cifs", "smbfs", "smb3", "ncpfs", "afs", "9p", "ceph", "glusterfs"}
_OCTAL = re.compile(r"\\([0-7]{3})")


def unescape(field: str) -> str:
    """/proc/mounts writes space, tab, newline and backslash as octal escapes (`\\040`)."""
    return _OCTAL.sub(lambda m: chr(int(m.group(1), 8)), field)


def _percent(used: int, available: int) -> str:
    total = used + available
    return f"{math.ceil(used * 100 / total) if total else 0}%"


def sizes(host: Host, path: str) -> dict[str, str]:
    """The numbers `df -P` and `df -iP` print for a mount point ({} where df shows none)."""
    try:
        st = host.statvfs(path)
    except OSError:
        return {}
    out: dict[str, str] = {}
    if st.f_blocks:  # df leaves out pseudo filesystems (no blocks)
        kb = st.f_frsize / 1024
        size = math.ceil(st.f_blocks * kb)
        used = math.ceil((st.f_blocks - st.f_bfree) * kb)
        available = math.ceil(st.f_bavail * kb)
        out.update(
            kb_size=str(size),
            kb_used=str(used),
            kb_available=str(available),
            percent_used=_percent(used, available),
        )
        if st.f_files:
            used_inodes = st.f_files - st.f_ffree
            out.update(
                total_inodes=str(st.f_files),
                inodes_used=str(used_inodes),
                inodes_available=str(st.f_favail),
                inodes_percent_used=_percent(used_inodes, st.f_favail),
            )
    return out


def _udev_properties(host: Host, dev: str) -> dict[str, str]:
    out = {}
    for line in host.read(f"run/udev/data/b{dev}").splitlines():
        if line.startswith("E:"):
            key, _, value = line[2:].partition("=")
            out[key] = value
    return out


def block_identities(host: Host) -> dict[str, dict[str, str]]:
    """Device path → fs_type, uuid, label of every block device udev has probed (lsblk's source)."""
    out: dict[str, dict[str, str]] = {}
    for name in host.listdir("sys/class/block"):
        dev = host.first_line(f"sys/class/block/{name}/dev")
        if not dev:
            continue
        props = _udev_properties(host, dev)
        found = {
            key: props[prop]
            for key, prop in (
                ("fs_type", "ID_FS_TYPE"),
                ("uuid", "ID_FS_UUID"),
                ("label", "ID_FS_LABEL"),
            )
            if props.get(prop)
        }
        if not found:
            continue
        mapper = host.first_line(f"sys/class/block/{name}/dm/name")
        out[f"/dev/mapper/{mapper}" if mapper else f"/dev/{name}"] = found
    return out


def filesystem(host: Host) -> dict[str, Any]:
    by_pair: dict[str, dict[str, Any]] = {}
    for line in host.read("proc/mounts").splitlines():
        parts = line.split()
        if len(parts) < 4:
            continue
        device, mount, fs_type = unescape(parts[0]), unescape(parts[1]), parts[2]
        key = f"{device},{mount}"
        if key in by_pair:
            continue
        entry: dict[str, Any] = {"device": device}
        if host.statvfs and fs_type not in _NETWORK_TYPES and not fs_type.startswith("fuse."):
            entry.update(sizes(host, mount))
        entry.update(mount=mount, fs_type=fs_type, mount_options=parts[3].split(","))
        by_pair[key] = entry
    for device, found in block_identities(host).items():
        keys = [k for k in by_pair if k.startswith(f"{device},")]
        if not keys:
            keys = [f"{device},"]
            by_pair[keys[0]] = {"device": device}
        for k in keys:
            by_pair[k].update(found)
    by_device: dict[str, Any] = {}
    by_mountpoint: dict[str, Any] = {}
    for entry in by_pair.values():
        view = by_device.setdefault(entry["device"], {})
        view.update({k: v for k, v in entry.items() if k not in ("device", "mount")})
        view.setdefault("mounts", [])
        if entry.get("mount"):
            view["mounts"].append(entry["mount"])
            view = by_mountpoint.setdefault(entry["mount"], {})
            view.update({k: v for k, v in entry.items() if k not in ("device", "mount")})
            view.setdefault("devices", []).append(entry["device"])
    return {"by_device": by_device, "by_mountpoint": by_mountpoint, "by_pair": by_pair}


def block_devices(host: Host) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in host.listdir("sys/block"):
        entry: dict[str, str] = {}
        for sub, keys in (
            ("", ("size", "removable")),
            (
                "device/",
                ("model", "rev", "state", "timeout", "vendor", "queue_depth", "firmware_rev"),
            ),
            ("queue/", ("rotational", "physical_block_size", "logical_block_size")),
        ):
            if sub and not host.isdir(f"sys/block/{name}/{sub}"):
                continue  # loop and zram devices have no device/: one check, not seven reads
            for key in keys:
                text = host.read_or_none(f"sys/block/{name}/{sub}{key}")
                if text is not None:
                    entry[key] = text.strip()
        out[name] = entry
    return out


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    return {"filesystem": filesystem(host), "block_device": block_devices(host)}
