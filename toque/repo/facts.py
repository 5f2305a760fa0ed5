"""Host facts as Ohai's `automatic` attributes, read fast from /etc, /proc and the standard library."""

from __future__ import annotations

import os
import platform as _platform
import re
import socket
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

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


def _read(root: Path, rel: str) -> str:
    try:
        return (root / rel).read_text(errors="replace")
    except (OSError, ValueError):
        return ""


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


def _platform_facts(root: Path, kernel_release: str) -> dict[str, Any]:
    info = parse_os_release(_read(root, "etc/os-release") or _read(root, "usr/lib/os-release"))
    raw_id = info.get("ID", "").lower()
    if not raw_id:
        return _legacy_platform(root, kernel_release)
    platform = PLATFORM_REMAP.get(raw_id, raw_id)
    version = info.get("VERSION_ID", "")
    if raw_id == "centos":  # os-release gives only the major version
        version = _redhat_version(_read(root, "etc/redhat-release")) or version
    elif raw_id == "debian" and not version:  # testing/unstable
        version = _read(root, "etc/debian_version").strip()
    family = platform_family_of(platform)
    for like in info.get("ID_LIKE", "").lower().split():
        family = family or platform_family_of(PLATFORM_REMAP.get(like, like))
    return {
        "platform": platform,
        "platform_version": version or kernel_release,
        "platform_family": family or platform,
        "lsb": _lsb(info),
    }


def _lsb(info: dict[str, str]) -> dict[str, str]:
    """Ohai's lsb (what `lsb_release -a` says), from os-release: apt_repository's default
    distribution is node['lsb']['codename']."""
    lsb = {"id": info.get("ID", "").capitalize(), "description": info.get("PRETTY_NAME", ""),
           "release": info.get("VERSION_ID", ""), "codename": info.get("VERSION_CODENAME", "")}  # fmt: skip
    return {k: v for k, v in lsb.items() if v}


def _redhat_version(text: str) -> str:
    match = re.search(r"(release)? ([\d.]+)", text)
    return match.group(2) if match else ""


def _legacy_platform(root: Path, kernel_release: str) -> dict[str, Any]:
    """No os-release: the release files older distributions ship, else plain `linux`."""
    if debian := _read(root, "etc/debian_version").strip():
        platform, version = "debian", debian
    elif redhat := _read(root, "etc/redhat-release").strip():
        platform = "redhat" if redhat.lower().startswith("red hat") else redhat.split()[0].lower()
        version = _redhat_version(redhat)
    elif alpine := _read(root, "etc/alpine-release").strip():
        platform, version = "alpine", alpine
    else:
        platform, version = sys.platform.rstrip("0123456789") or "linux", ""
    family = platform_family_of(platform) or platform
    return {
        "platform": platform,
        "platform_version": version or kernel_release,
        "platform_family": family,
    }


def _cpu(root: Path) -> dict[str, Any]:
    text = _read(root, "proc/cpuinfo")
    total = sum(1 for line in text.splitlines() if line.startswith("processor"))
    models = re.findall(r"^model name\s*:\s*(.*)$", text, re.M)
    physical = set(re.findall(r"^physical id\s*:\s*(\d+)", text, re.M))
    cores = re.findall(r"^cpu cores\s*:\s*(\d+)", text, re.M)
    total = total or os.cpu_count() or 1
    real = len(physical) or 1
    return {
        "total": total,
        "real": real,
        "cores": int(cores[0]) * real if cores else total,
        "model_name": models[0].strip() if models else "",
    }


def _memory(root: Path) -> dict[str, Any]:
    fields = {}
    for line in _read(root, "proc/meminfo").splitlines():
        key, _, rest = line.partition(":")
        number = rest.split()[0] if rest.split() else ""
        if number.isdigit():
            fields[key] = f"{number}kB"
    if "MemTotal" not in fields:
        try:
            pages = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
            fields["MemTotal"] = f"{pages // 1024}kB"
        except (ValueError, OSError, AttributeError):
            fields["MemTotal"] = "0kB"
    memory = {
        "total": fields["MemTotal"],
        "free": fields.get("MemFree", "0kB"),
        "available": fields.get("MemAvailable", fields.get("MemFree", "0kB")),
        "swap": {"total": fields.get("SwapTotal", "0kB"), "free": fields.get("SwapFree", "0kB")},
    }
    return memory


def _names(root: Path, nodename: str) -> dict[str, Any]:
    """hostname, fqdn, domain without DNS: the node name, then /etc/hosts (never blocks)."""
    hostname = nodename.split(".")[0] or "localhost"
    fqdn = nodename if "." in nodename else ""
    if not fqdn:
        for line in _read(root, "etc/hosts").splitlines():
            names = line.split("#")[0].split()[1:]
            if hostname in names or nodename in names:
                fqdn = next((n for n in names if n.startswith(hostname + ".")), "")
                if fqdn:
                    break
    fqdn = fqdn or nodename or hostname
    domain = fqdn.partition(".")[2] or None
    return {"hostname": hostname, "machinename": nodename, "fqdn": fqdn, "domain": domain}


def _network(root: Path) -> dict[str, Any]:
    """The default route's interface and gateway from /proc/net/route, its MAC from /sys."""
    interface = gateway = None
    for line in _read(root, "proc/net/route").splitlines()[1:]:
        parts = line.split()
        if len(parts) > 2 and parts[1] == "00000000":
            interface = parts[0]
            try:
                gateway = socket.inet_ntoa(int(parts[2], 16).to_bytes(4, "little"))
            except (ValueError, OverflowError):
                gateway = None
            break
    mac = _read(root, f"sys/class/net/{interface}/address").strip().upper() if interface else ""
    network = {"default_interface": interface, "default_gateway": gateway}
    network["interfaces"] = _interfaces(root)
    return {
        "network": network,
        "ipaddress": _ipaddress(),
        "macaddress": mac or None,
    }


def _listdir(root: Path, rel: str) -> list[str]:
    try:
        return sorted(os.listdir(root / rel))
    except OSError:
        return []


def _interfaces(root: Path) -> dict[str, Any]:
    """Ohai's network/interfaces, the part read without ioctls: state, MTU and MAC."""
    out: dict[str, Any] = {}
    for name in _listdir(root, "sys/class/net"):
        base = f"sys/class/net/{name}"
        mac = _read(root, f"{base}/address").strip().upper()
        mtu = _read(root, f"{base}/mtu").strip()
        out[name] = {
            "state": _read(root, f"{base}/operstate").strip() or "unknown",
            "mtu": mtu if mtu.isdigit() else None,
            "addresses": {mac: {"family": "lladdr"}} if mac else {},
            "encapsulation": "Loopback" if name == "lo" else "Ethernet",
        }
    return out


def _block_devices(root: Path) -> dict[str, Any]:
    """Ohai's block_device from /sys/block: size (512-byte sectors), removable, model…"""
    out: dict[str, Any] = {}
    for name in _listdir(root, "sys/block"):
        base = f"sys/block/{name}"
        out[name] = {
            "size": _read(root, f"{base}/size").strip(),
            "removable": _read(root, f"{base}/removable").strip(),
            "rotational": _read(root, f"{base}/queue/rotational").strip(),
            "model": _read(root, f"{base}/device/model").strip() or None,
            "vendor": _read(root, f"{base}/device/vendor").strip() or None,
        }
    return {"block_device": out}


def _filesystems(root: Path) -> dict[str, Any]:
    """Ohai's filesystem (by_device, by_mountpoint) from /proc/mounts; sizes need statvfs
    of every mount, which can hang on network filesystems, so they are left out."""
    by_device: dict[str, Any] = {}
    by_mountpoint: dict[str, Any] = {}
    for line in _read(root, "proc/mounts").splitlines():
        parts = line.split()
        if len(parts) < 4:
            continue
        device, mount, fs_type, options = (
            parts[0],
            parts[1].replace("\\040", " "),
            parts[2],
            parts[3],
        )
        opts = options.split(",")
        entry = by_device.setdefault(
            device, {"fs_type": fs_type, "mount_options": opts, "mounts": []}
        )
        entry["mounts"].append(mount)
        by_mountpoint[mount] = {
            "device": device,
            "fs_type": fs_type,
            "mount_options": opts,
            "devices": [device],
        }
    return {"filesystem": {"by_device": by_device, "by_mountpoint": by_mountpoint}}


def _ipaddress() -> str:
    """The source address the kernel would pick for an outside route (no packet is sent)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"


def _user_facts() -> dict[str, Any]:
    try:
        import grp
        import pwd

        user = pwd.getpwuid(os.getuid()).pw_name
        root_gid = pwd.getpwnam("root").pw_gid
        root_group = grp.getgrgid(root_gid).gr_name
    except (ImportError, KeyError, OSError):
        user = os.environ.get("USER") or str(getattr(os, "getuid", lambda: 0)())
        root_group = "wheel" if sys.platform == "darwin" or "bsd" in sys.platform else "root"
    return {"current_user": user, "root_group": root_group}


def _init_package(root: Path) -> str:
    return _read(root, "proc/1/comm").strip() or "init"


def collect(
    root: str | os.PathLike[str] = "/", uname: os.uname_result | None = None
) -> dict[str, Any]:
    """Every fact, as a plain dict for `node.automatic`. Files are read under `root`; never raises."""
    root = Path(root)
    u = uname or os.uname()
    facts: dict[str, Any] = {
        "os": u.sysname.lower(),
        "os_version": u.release,
        "kernel": {
            "name": u.sysname,
            "release": u.release,
            "version": u.version,
            "machine": u.machine,
            "processor": u.machine,
            "os": "GNU/Linux" if u.sysname == "Linux" else u.sysname,
        },
        "cpu": _cpu(root),
        "memory": _memory(root),
        "languages": {
            "python": {
                "version": _platform.python_version(),
                "executable": sys.executable,
                "implementation": _platform.python_implementation(),
            }
        },
        "init_package": _init_package(root),
        "virtualization": {},
    }
    steps: Iterable[Callable[[], Mapping[str, Any]]] = (
        lambda: _platform_facts(root, u.release),
        lambda: _names(root, u.nodename),
        lambda: _network(root),
        lambda: _block_devices(root),
        lambda: _filesystems(root),
        _user_facts,
    )
    for step in steps:
        try:
            facts.update(step())
        except Exception:  # a fact is never worth failing a run for; defaults stay below
            pass
    for key, value in _DEFAULTS.items():
        facts.setdefault(key, value)
    return facts


_DEFAULTS: dict[str, Any] = {
    "platform": "linux",
    "platform_family": "linux",
    "platform_version": "",
    "hostname": "localhost",
    "machinename": "localhost",
    "fqdn": "localhost",
    "domain": None,
    "ipaddress": "127.0.0.1",
    "macaddress": None,
    "network": {"default_interface": None, "default_gateway": None, "interfaces": {}},
    "block_device": {},
    "filesystem": {"by_device": {}, "by_mountpoint": {}},
    "current_user": "root",
    "root_group": "root",
}
