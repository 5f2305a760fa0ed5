"""Ohai's virtualization (system, role, systems) on Linux (linux/virtualization.rb): the same
probes of /proc, /sys, DMI and commands on the PATH, in the same order, the last match winning."""

from __future__ import annotations

import re
from typing import Any

from toque.repo.facts._host import Host

_PATH = ("usr/local/sbin", "usr/local/bin", "usr/sbin", "usr/bin", "sbin", "bin")


def which(host: Host, *commands: str) -> bool:
    return any(host.exists(f"{d}/{c}") for c in commands for d in _PATH)


def guest_from_dmi(manufacturer: str, product: str) -> str | None:
    """Ohai::Mixin::DmiDecode.guest_from_dmi_data."""
    for pattern, guest in (
        ("OpenStack", "openstack"),
        ("Xen", "xen"),
        ("VMware", "vmware"),
        ("Microsoft", "hyperv"),
        ("Amazon EC2", "amazonec2"),
        ("QEMU", "kvm"),
        ("Veertu", "veertu"),
        ("Parallels", "parallels"),
    ):
        if pattern in manufacturer:
            if guest == "hyperv" and "Virtual Machine" not in product:
                return None
            return guest
    for pattern, guest in (
        (r"VirtualBox", "vbox"),
        (r"OpenStack", "openstack"),
        (r"KVM|RHEV", "kvm"),
        (r"BHYVE", "bhyve"),
    ):
        if re.search(pattern, product):
            return guest
    return None


def detect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = {"systems": {}}

    def hit(system: str, role: str | None) -> None:
        found["system"] = system
        if role:
            found["role"] = role
            found["systems"][system] = role

    if which(host, "docker"):
        hit("docker", "host")
    if which(host, "podman"):
        hit("podman", "host")
    if host.exists("proc/xen"):
        control = "control_d" in host.read("proc/xen/capabilities").lower()
        hit("xen", "host" if control else "guest")
    modules = host.read("proc/modules")
    if re.search(r"^vboxdrv", modules, re.M):
        hit("vbox", "host")
    elif re.search(r"^vboxguest", modules, re.M):
        hit("vbox", "guest")
    if which(host, "nova"):
        hit("openstack", "host")
    cpuinfo = host.read("proc/cpuinfo")
    if re.search(r"QEMU Virtual CPU|Common KVM processor|Common 32-bit KVM processor", cpuinfo):
        hit("kvm", "guest")
    if host.exists("sys/devices/virtual/misc/kvm"):
        hit("kvm", "guest" if "hypervisor" in cpuinfo else "host")
    system = (facts.get("dmi") or {}).get("system") or {}
    guest = guest_from_dmi(system.get("manufacturer") or "", system.get("product_name") or "")
    if guest:
        hit(guest, "guest")
    if host.exists("proc/bc/0"):
        hit("openvz", "host")
    elif host.exists("proc/vz"):
        hit("openvz", "guest")
    if host.exists("var/lib/hyperv/.kvp_pool_3"):
        data = host.read("var/lib/hyperv/.kvp_pool_3")
        hit("hyperv", "guest")
        m = re.search(r"HostName(.*?)HostingSystemEditionId", data, re.S)
        found["hypervisor_host"] = "".join(
            c for c in (m.group(1) if m else "") if c.isprintable()
        ).lower()
    vxid = re.search(r"^(s_context|VxID):\s*(\d+)$", host.read("proc/self/status"), re.M)
    if vxid:
        hit("linux-vserver", "host" if vxid.group(2) == "0" else "guest")
    cgroup = host.read("proc/self/cgroup")
    if host.exists("proc/self/cgroup"):
        environ = host.read("proc/1/environ")
        m = re.search(r"^\d+:[^:]*:/(lxc|docker)/.+$", cgroup, re.M) or re.search(
            r"^\d+:[^:]*:/[^/]+/(lxc|docker)-?.+$", cgroup, re.M
        )
        if m:
            hit(m.group(1), "guest")
        elif "container=lxc" in environ:
            hit("lxc", "guest")
        elif "container=systemd-nspawn" in environ:
            hit("nspawn", "guest")
        elif "container=podman" in environ:
            hit("podman", "guest")
        elif re.search(r"^\d+:[^:]*:/[^/]+/(containerd)-?.+$", cgroup, re.M):
            hit("docker", "guest")
        elif which(host, "lxc-version", "lxc-start") and re.search(r"\d:[^:]+:/$", cgroup, re.M):
            if not (found.get("system") and found.get("role")):
                hit("lxc", "host")
            found["systems"]["lxc"] = "host"
    if host.exists(".dockerenv") or host.exists(".dockerinit"):
        hit("docker", "guest")
    if host.exists("dev/lxd/sock"):
        hit("lxd", "guest")
    elif host.exists("var/lib/lxd/devlxd") or host.exists("var/snap/lxd/common/lxd/devlxd"):
        hit("lxd", "host")
    return found


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    return {"virtualization": detect(host, facts)}
