"""Ohai's cpu in the shape its lscpu path gives (per-cpu "0", "1"… entries, flags, total, real,
cores), computed from /proc/cpuinfo and /sys/devices/system/cpu instead of running lscpu twice."""

from __future__ import annotations

import os
import sys
from typing import Any

from toque.repo.facts._host import Host

# /proc/cpuinfo field → Ohai's per-cpu key (ohai/plugins/cpu.rb, parse_cpuinfo)
_FIELDS = {
    "vendor_id": "vendor_id",
    "cpu family": "family",
    "model": "model",
    "model name": "model_name",
    "stepping": "stepping",
    "cpu MHz": "mhz",
    "cache size": "cache_size",
    "physical id": "physical_id",
    "core id": "core_id",
    "cpu cores": "cores",
    "bogomips": "bogomips",
    "BogoMIPS": "bogomips",
    "revision": "model",
    "cpu": "model_name",
    "clock": "mhz",
}
_LISTS = ("flags", "Features")


def range_list(text: str) -> list[int]:
    """A kernel cpu list (`0-3,8`) as numbers."""
    out: list[int] = []
    for part in text.strip().split(","):
        low, _, high = part.partition("-")
        if low.isdigit():
            out.extend(range(int(low), int(high or low) + 1))
    return out


def parse_cpuinfo(text: str) -> dict[str, dict[str, Any]]:
    """/proc/cpuinfo's processor blocks: number → Ohai's per-cpu keys."""
    cpus: dict[str, dict[str, Any]] = {}
    current: dict[str, Any] | None = None
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if not sep or not value:
            continue
        if key == "processor" and value.isdigit():
            current = cpus[value] = {}
        elif current is not None and key in _LISTS:
            current["flags" if key == "flags" else "features"] = value.split()
        elif current is not None and key in _FIELDS:
            current[_FIELDS[key]] = value
    return cpus


def _topology(host: Host, number: str) -> tuple[str, str]:
    base = f"sys/devices/system/cpu/cpu{number}/topology"
    return host.first_line(f"{base}/physical_package_id"), host.first_line(f"{base}/core_id")


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    info = parse_cpuinfo(host.read("proc/cpuinfo"))
    if not info:  # no /proc: what Python knows
        info = {str(i): {} for i in range(os.cpu_count() or 1)}
    sockets: set[str] = set()
    cores: set[tuple[str, str]] = set()
    for number, entry in info.items():
        socket, core = _topology(host, number)
        socket = socket or entry.get("physical_id", "0")
        core = core or entry.get("core_id", number)
        entry["physical_id"], entry["core_id"] = socket, core
        sockets.add(socket)
        cores.add((socket, core))
    first = next(iter(info.values()))
    real = len(sockets) or 1
    per_socket = int(first.get("cores") or (len(cores) // real) or 1)
    total = len(info)
    cpu: dict[str, Any] = {"architecture": host.uname.machine}
    cpu["byte_order"] = f"{sys.byteorder} endian"
    cpu["cpus"] = total
    online = range_list(host.read("sys/devices/system/cpu/online"))
    cpu["cpus_online"] = (
        0 if online == [0] else len(online) or total
    )  # lscpu's count, as Ohai keeps it
    offline = range_list(host.read("sys/devices/system/cpu/offline"))
    if offline:
        cpu["cpus_offline"] = 0 if offline == [0] else len(offline)
    cpu["threads_per_core"] = max(total // max(real * per_socket, 1), 1)
    cpu["cores_per_socket"] = per_socket
    cpu["sockets"] = real
    nodes = [n for n in host.listdir("sys/devices/system/node") if n[4:].isdigit()]
    if nodes:
        cpu["numa_nodes"] = len(nodes)
        cpu["numa_node_cpus"] = {
            n[4:]: range_list(host.read(f"sys/devices/system/node/{n}/cpulist")) for n in nodes
        }
    for key in ("vendor_id", "family", "model", "model_name", "stepping", "mhz", "bogomips"):
        if key in first:
            cpu[key] = first[key]
    flags = sorted(first.get("flags") or first.get("features") or [])
    if "vmx" in flags or "svm" in flags:
        cpu["virtualization"] = "VT-x" if "vmx" in flags else "AMD-V"
    vulnerabilities = host.listdir("sys/devices/system/cpu/vulnerabilities")
    if vulnerabilities:
        cpu["vulnerability"] = {
            name: host.first_line(f"sys/devices/system/cpu/vulnerabilities/{name}")
            for name in vulnerabilities
        }
    if flags:
        cpu["flags"] = flags
    for number, entry in info.items():
        shown = {k: first[k] for k in ("vendor_id", "family", "model", "model_name") if k in first}
        for key in ("stepping", "mhz", "bogomips", "cache_size"):
            if key in entry:
                shown[key] = first.get(key, entry[key]) if key != "cache_size" else entry[key]
        shown["physical_id"], shown["core_id"] = entry["physical_id"], entry["core_id"]
        shown["cores"] = str(per_socket)
        if flags:
            shown["flags"] = flags
        cpu[number] = shown
    cpu["total"] = total
    cpu["real"] = real
    cpu["cores"] = real * per_socket
    return {"cpu": cpu}
