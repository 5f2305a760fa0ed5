"""Ohai's packages (packages.rb): name → version, arch and more, from the package database of the
platform family. Reading it costs tens of milliseconds, so the value is computed on first read."""

from __future__ import annotations

import os
import re
import subprocess
from typing import Any

from toque.repo.facts._host import Host
from toque.repo.node import Lazy

_RPM_FORMAT = r"%{NAME}\t%|EPOCH?{%{EPOCH}}:{0}|\t%{VERSION}\t%{RELEASE}\t%{INSTALLTIME}\t%{ARCH}\n"
_RPM_FIELDS = ("epoch", "version", "release", "installdate", "arch")


def dpkg(text: str) -> dict[str, Any]:
    """/var/lib/dpkg/status, the file `dpkg-query -W` reads: version, arch and status."""
    out: dict[str, Any] = {}
    for stanza in text.split("\n\n"):
        fields: dict[str, str] = {}
        for line in stanza.splitlines():
            if line[:1] not in (" ", "\t") and ":" in line:
                key, _, value = line.partition(":")
                fields[key] = value.strip()
        name, status = fields.get("Package"), fields.get("Status", "").split()
        if not name or len(status) < 3 or status[2] == "not-installed":
            continue
        out[name] = {
            "version": fields.get("Version", ""),
            "arch": fields.get("Architecture", ""),
            "status": status[2],
        }
    return out


def rpm(text: str) -> dict[str, Any]:
    """`rpm -qa --qf …` lines; a name installed in several versions gets `versions` too."""
    out: dict[str, Any] = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) != 6:
            continue
        name, entry = parts[0], dict(zip(_RPM_FIELDS, parts[1:], strict=False))
        if name in out:
            known = out[name]
            if "versions" not in known:
                known["versions"] = [{k: known[k] for k in _RPM_FIELDS}]
            known["versions"].append(entry)
            known.update(entry)
        else:
            out[name] = entry
    return out


def pacman(text: str) -> dict[str, Any]:
    """`LANG=C pacman -Qi` records: version, arch and the install date in epoch seconds
    (read as UTC, as Ruby's DateTime.strptime does)."""
    import calendar
    import time

    out: dict[str, Any] = {}
    for record in text.split("\n\n"):
        info: dict[str, str] = {}
        for line in record.splitlines():
            key, sep, value = line.partition(" : ")
            if sep:
                info[re.sub(r"\s+", "", key.strip().lower())] = value.strip()
        if not info.get("name"):
            continue
        try:
            stamp = time.strptime(info.get("installdate", ""), "%a %b %d %H:%M:%S %Y")
            installed = str(calendar.timegm(stamp))
        except ValueError:
            installed = None
        out[info["name"]] = {
            "version": info.get("version"),
            "installdate": installed,
            "arch": info.get("architecture"),
        }
    return out


def _run(argv: list[str], env: dict[str, str] | None = None) -> str:
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=120, env=env).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def read(host: Host, family: str | None) -> dict[str, Any]:
    if family == "debian":
        return dpkg(host.read("var/lib/dpkg/status"))
    if family in ("rhel", "fedora", "suse", "pld", "amazon") and host.live:
        return rpm(_run(["rpm", "-qa", "--qf", _RPM_FORMAT]))
    if family == "arch" and host.live:
        return pacman(_run(["pacman", "-Qi"], env={**os.environ, "LANG": "C", "LC_ALL": "C"}))
    return {}


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    family = facts.get("platform_family")
    return {"packages": Lazy(lambda: read(host, family))}
