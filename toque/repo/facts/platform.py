"""Ohai's platform, platform_family, platform_version, os_release and lsb (linux/platform.rb,
linux/os_release.rb, linux/lsb.rb), from /etc/os-release and the older release files."""

from __future__ import annotations

import re
import sys
from typing import Any

from toque.repo.facts._host import Host

# os-release IDs Ohai renames (ohai/plugins/linux/platform.rb, platform_id_remap)
PLATFORM_REMAP = {
    "alinux": "alibabalinux",
    "amzn": "amazon",
    "archarm": "arch",
    "cumulus-linux": "cumulus",
    "ol": "oracle",
    "opensuse-leap": "opensuseleap",
    "rhel": "redhat",
    "sles_sap": "suse",
    "sles": "suse",
    "xenenterprise": "xenserver",
}

# Ohai's platform_family_from_platform: first pattern found in the platform name wins.
_FAMILIES = (
    ("debian", "ubuntu debian linuxmint raspbian cumulus kali pop"),
    (
        "rhel",
        "centos redhat oracle almalinux rocky scientific enterpriseenterprise xenserver xcp-ng "
        "cloudlinux alibabalinux sangoma clearos parallels ibm_powerkvm nexus_centos bigip virtuozzo",
    ),
    ("amazon", "amazon"),
    ("suse", "suse sles opensuseleap opensuse sled"),
    ("fedora", "fedora arista_eos"),
    ("wrlinux", "nexus ios_xr"),
    ("gentoo", "gentoo"),
    ("arch", "arch manjaro"),
    ("exherbo", "exherbo"),
    ("alpine", "alpine"),
    ("clearlinux", "clearlinux"),
    ("mandriva", "mangeia"),
    ("slackware", "slackware"),
)


def platform_family_of(platform: str) -> str | None:
    """The Ohai platform_family of a platform name (`ubuntu` → `debian`, `centos` → `rhel`)."""
    for family, names in _FAMILIES:
        if any(name in platform for name in names.split()):
            return family
    return None


def parse_os_release(text: str) -> dict[str, str]:
    """KEY=value lines, quotes removed (`PRETTY_NAME="Ubuntu 22.04"` → `Ubuntu 22.04`)."""
    out = {}
    for line in text.splitlines():
        key, sep, value = line.strip().partition("=")
        if sep and key and not key.startswith("#"):
            value = value.strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
                value = value[1:-1]
            out[key] = value
    return out


def _platform_facts(host: Host, kernel_release: str) -> dict[str, Any]:
    info = parse_os_release(host.read("etc/os-release") or host.read("usr/lib/os-release"))
    raw_id = info.get("ID", "").lower()
    if not raw_id:
        return _legacy_platform(host, kernel_release)
    platform = PLATFORM_REMAP.get(raw_id, raw_id)
    version = info.get("VERSION_ID", "")
    if raw_id == "centos":  # os-release gives only the major version
        version = _redhat_version(host.read("etc/redhat-release")) or version
    elif raw_id == "debian" and not version:  # testing/unstable
        version = host.read("etc/debian_version").strip()
    family = platform_family_of(platform)
    for like in info.get("ID_LIKE", "").lower().split():
        family = family or platform_family_of(PLATFORM_REMAP.get(like, like))
    return {
        "platform": platform,
        "platform_version": version or kernel_release,
        "platform_family": family or platform,
    }


def _redhat_version(text: str) -> str:
    match = re.search(r"(release)? ([\d.]+)", text)
    return match.group(2) if match else ""


def _legacy_platform(host: Host, kernel_release: str) -> dict[str, Any]:
    """No os-release: the release files older distributions ship, else plain `linux`."""
    if debian := host.read("etc/debian_version").strip():
        platform, version = "debian", debian
    elif redhat := host.read("etc/redhat-release").strip():
        platform = "redhat" if redhat.lower().startswith("red hat") else redhat.split()[0].lower()
        version = _redhat_version(redhat)
    elif alpine := host.read("etc/alpine-release").strip():
        platform, version = "alpine", alpine
    else:
        platform, version = sys.platform.rstrip("0123456789") or "linux", ""
    family = platform_family_of(platform) or platform
    return {
        "platform": platform,
        "platform_version": version or kernel_release,
        "platform_family": family,
    }


def os_release(host: Host) -> dict[str, Any]:
    """/etc/os-release as Ohai keeps it: keys lowercased, one pair of double quotes stripped,
    `id_like` split into an array; a value is the text between the first and second `=`."""
    out: dict[str, Any] = {}
    for line in host.read("etc/os-release").splitlines():
        key, *rest = line.split("=")
        if not rest:
            continue
        value = re.sub(r'\A"|"\Z', "", rest[0])
        out[key.lower()] = value.split(" ") if key == "ID_LIKE" else value
    return out


def lsb(host: Host) -> dict[str, Any]:
    """What `lsb_release -a` answers, when it is installed (Ohai leaves `lsb` empty otherwise):
    /etc/lsb-release's DISTRIB_* lines, else os-release as lsb-release-minimal reads it."""
    if not host.exists("usr/bin/lsb_release"):
        return {}
    distrib = parse_os_release(host.read("etc/lsb-release"))
    if distrib.get("DISTRIB_ID"):
        pairs = (
            ("id", "DISTRIB_ID"),
            ("description", "DISTRIB_DESCRIPTION"),
            ("release", "DISTRIB_RELEASE"),
            ("codename", "DISTRIB_CODENAME"),
        )
        return {key: distrib[name] for key, name in pairs if distrib.get(name)}
    info = parse_os_release(host.read("etc/os-release") or host.read("usr/lib/os-release"))
    ident = info.get("ID", "")
    ident = ident[:1].upper() + ident[1:]
    if info.get("NAME", "").lower() == ident.lower() and "NAME" in info:
        ident = info["NAME"]
    return {
        "id": ident or "n/a",
        "description": info.get("PRETTY_NAME") or "n/a",
        "release": info.get("VERSION_ID") or "n/a",
        "codename": info.get("VERSION_CODENAME") or "n/a",
    }


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    out = _platform_facts(host, host.uname.release)
    out["os_release"] = os_release(host)
    out["lsb"] = lsb(host)
    return out
