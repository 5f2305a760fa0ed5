"""Ohai's mdadm (linux/mdadm.rb): each md array of /proc/mdstat with its members, spares and
journal, and what `mdadm --detail` reports, read from the array's /sys/block/mdN/md instead."""

from __future__ import annotations

import re
from typing import Any

from toque.repo.facts._host import Host

_MEMBER = re.compile(r"(.+)\[\d+\](?:\((\w)\))?")


def mdstat(text: str) -> dict[str, dict[str, Any]]:
    """md device → active members, spares and journal, as Ohai splits /proc/mdstat's lines."""
    devices: dict[str, dict[str, Any]] = {}
    for line in text.splitlines():
        found = re.search(r"(md[0-9]+)", line)
        if not found:
            continue
        pieces = line.split()
        while pieces and not pieces[0].startswith(("raid", "inactive")):
            pieces.pop(0)
        entry: dict[str, Any] = {"active": [], "spare": [], "journal": None}
        for member in pieces[1:]:
            m = _MEMBER.match(member)
            if not m:
                continue
            if m.group(2) == "J":
                entry["journal"] = m.group(1)
            elif m.group(2) == "S":
                entry["spare"].append(m.group(1))
            else:
                entry["active"].append(m.group(1))
        devices[found.group(1)] = entry
    return devices


def detail(host: Host, device: str, members: dict[str, Any]) -> dict[str, Any]:
    md = f"sys/block/{device}/md"
    out: dict[str, Any] = {}
    version = host.first_line(f"{md}/metadata_version")
    if re.fullmatch(r"[0-9.]+", version):
        out["version"] = float(version)
    level = re.fullmatch(r"raid([0-9]+)", host.first_line(f"{md}/level"))
    if level:
        out["level"] = int(level.group(1))
    sectors = host.first_line(f"sys/block/{device}/size")
    if sectors.isdigit():  # mdadm prints the size in GiB with two decimals
        out["size"] = round(int(sectors) * 512 / 2**30, 2)
    if state := host.first_line(f"{md}/array_state"):
        out["state"] = state
    counts: dict[str, int] = {}
    raid = host.first_line(f"{md}/raid_disks")
    if raid.isdigit():
        counts["raid"] = int(raid)
    active, spare = len(members["active"]), len(members["spare"])
    counts.update(total=active + spare, active=active, working=active + spare, spare=spare)
    counts["failed"] = int(host.first_line(f"{md}/degraded") or 0) if raid.isdigit() else 0
    out["device_counts"] = counts
    return out


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    devices = mdstat(host.read("proc/mdstat"))
    if not devices:
        return {}
    mdadm = {}
    for device in sorted(devices):
        entry = detail(host, device, devices[device])
        entry["members"] = devices[device]["active"]
        entry["spares"] = devices[device]["spare"]
        entry["journal"] = devices[device]["journal"]
        mdadm[device] = entry
    return {"mdadm": mdadm}
