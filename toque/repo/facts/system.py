"""Ohai's host identity and clock: hostname, machinename, fqdn, domain, hostnamectl, machine_id,
time/timezone, uptime(_seconds), idletime(_seconds), init_package and ohai_time."""

from __future__ import annotations

import time
from typing import Any

from toque.repo.facts._host import Host
from toque.repo.facts.platform import parse_os_release

# systemd's architecture names (what `hostnamectl` prints) for uname's machine
_SYSTEMD_ARCH = {
    "x86_64": "x86-64",
    "i386": "x86",
    "i686": "x86",
    "aarch64": "arm64",
    "armv7l": "arm",
    "ppc64le": "ppc64-le",
    "s390x": "s390x",
    "riscv64": "riscv64",
}
_CONTAINERS = {"docker", "lxc", "lxd", "podman", "nspawn", "openvz", "linux-vserver"}


def seconds_to_human(seconds: int) -> str:
    """Ohai::Mixin::SecondsToHuman."""
    days, seconds = divmod(seconds, 86400)
    hours, seconds = divmod(seconds, 3600)
    minutes, seconds = divmod(seconds, 60)
    if days > 1:
        return f"{days} days {hours:02d} hours {minutes:02d} minutes {seconds:02d} seconds"
    if days == 1:
        return f"{days} day {hours:02d} hours {minutes:02d} minutes {seconds:02d} seconds"
    if hours > 0:
        return f"{hours} hours {minutes:02d} minutes {seconds:02d} seconds"
    if minutes > 0:
        return f"{minutes} minutes {seconds:02d} seconds"
    return f"{seconds:02d} seconds"


def names(host: Host) -> dict[str, Any]:
    """hostname (`hostname -s`), machinename (`hostname`), fqdn and domain; the fqdn is the
    canonical name the resolver's files source gives (the first name of the /etc/hosts line
    naming the host); Ohai would then ask DNS, which could block, so toque does not."""
    nodename = host.uname.nodename
    hostname = nodename.split(".")[0] or "localhost"
    fqdn = nodename if "." in nodename else ""
    if not fqdn:
        for line in host.read("etc/hosts").splitlines():
            entries = line.split("#")[0].split()[1:]
            if nodename in entries:
                fqdn = entries[0]
                break
    fqdn = fqdn or nodename or hostname
    domain = fqdn.partition(".")[2] or None
    return {"hostname": hostname, "machinename": nodename, "fqdn": fqdn, "domain": domain}


def machine_id(host: Host) -> str | None:
    return host.first_line("etc/machine-id") or host.first_line("var/lib/dbus/machine-id") or None


def hostnamectl(host: Host, facts: dict[str, Any]) -> dict[str, str]:
    """What `hostnamectl` prints, snake_cased: only where it can answer (systemd running)."""
    if not host.exists("usr/bin/hostnamectl") or not host.isdir("run/systemd/system"):
        return {}
    info = parse_os_release(host.read("etc/machine-info"))
    system = (facts.get("dmi") or {}).get("system") or {}
    virt = (facts.get("virtualization") or {}).get("system")
    chassis = info.get("CHASSIS") or ("container" if virt in _CONTAINERS else "vm" if virt else "")
    u = host.uname
    static = host.first_line("etc/hostname") or u.nodename
    out = {"static_hostname": static}
    if info.get("PRETTY_HOSTNAME"):
        out["pretty_hostname"] = info["PRETTY_HOSTNAME"]
    if u.nodename != static:
        out["transient_hostname"] = u.nodename
    out |= {
        "icon_name": info.get("ICON_NAME") or (f"computer-{chassis}" if chassis else "computer"),
    }
    if chassis:
        out["chassis"] = chassis
    if mid := machine_id(host):
        out["machine_id"] = mid
    if boot := host.first_line("proc/sys/kernel/random/boot_id"):
        out["boot_id"] = boot.replace("-", "")
    if virt:
        out["virtualization"] = virt
    out["operating_system"] = parse_os_release(host.read("etc/os-release")).get("PRETTY_NAME", "")
    out["kernel"] = f"{u.sysname} {u.release}"
    out["architecture"] = _SYSTEMD_ARCH.get(u.machine, u.machine)
    if system.get("manufacturer"):
        out["hardware_vendor"] = system["manufacturer"]
    if system.get("product_name"):
        out["hardware_model"] = system["product_name"]
    return out


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = names(host)
    out["hostnamectl"] = hostnamectl(host, facts)
    if mid := machine_id(host):
        out["machine_id"] = mid
    out["time"] = {"timezone": time.strftime("%Z")}
    fields = host.read("proc/uptime").split()
    if len(fields) == 2:
        up, idle = int(float(fields[0])), int(float(fields[1]))
        out["uptime_seconds"], out["uptime"] = up, seconds_to_human(up)
        out["idletime_seconds"], out["idletime"] = idle, seconds_to_human(idle)
    out["init_package"] = host.first_line("proc/1/comm") or "init"
    out["ohai_time"] = time.time()
    return out
