"""Ohai's kernel (name, release, version, machine, processor, os, modules), os and os_version."""

from __future__ import annotations

from typing import Any

from toque.repo.facts._host import Host

# Distributions whose coreutils patch `uname -p` to print the machine; upstream prints "unknown".
_UNAME_P_PATCHED = ("rhel", "fedora", "amazon", "suse")


def modules(host: Host) -> dict[str, Any]:
    """`lsmod` as Ohai reads it: name → size and refcount (strings), and the module's version."""
    out: dict[str, Any] = {}
    for line in host.read("proc/modules").splitlines():
        parts = line.split()
        if len(parts) < 3 or not (parts[1].isdigit() and parts[2].isdigit()):
            continue
        entry = {"size": parts[1], "refcount": parts[2]}
        version = host.read(f"sys/module/{parts[0]}/version").strip()
        if version:
            entry["version"] = version
        out[parts[0]] = entry
    return out


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    u = host.uname
    family = facts.get("platform_family")
    linux = u.sysname == "Linux"
    alpine = family == "alpine"  # busybox's uname
    kernel = {
        "name": u.sysname,
        "release": u.release,
        "version": u.version,
        "machine": u.machine,
        "processor": u.machine if family in _UNAME_P_PATCHED else "unknown",
        "os": "GNU/Linux" if linux and not alpine else u.sysname,
        "modules": modules(host),
    }
    # Ohai's fips: whether the (kernel-driven) OpenSSL FIPS mode is on
    fips = {"kernel": {"enabled": host.first_line("proc/sys/crypto/fips_enabled") == "1"}}
    return {"kernel": kernel, "os": u.sysname.lower(), "os_version": u.release, "fips": fips}
