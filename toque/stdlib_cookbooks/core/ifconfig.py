"""The `ifconfig` resource: a network interface's address set with net-tools' ifconfig (add,
enable, delete, disable), read back from `ifconfig`'s listing, and its boot configuration in
/etc/network/interfaces.d (Debian) or network-scripts (RHEL), as Chef's providers write them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.stdlib_cookbooks.core._host import fact, run

OPTIONAL = (str, None)
# Debian's static stanza, in Chef's order: (property, interfaces(5) word)
DEBIAN_ITEMS = (("target", "address"), ("mask", "netmask"), ("network", "network"),
                ("bcast", "broadcast"), ("metric", "metric"), ("hwaddr", "hwaddress"),
                ("mtu", "mtu"), ("gateway", "gateway"))  # fmt: skip
REDHAT_ITEMS = (("device", "DEVICE"), ("bootproto", "BOOTPROTO"), ("target", "IPADDR"),
                ("mask", "NETMASK"), ("network", "NETWORK"), ("bcast", "BROADCAST"),
                ("onparent", "ONPARENT"), ("hwaddr", "HWADDR"), ("metric", "METRIC"),
                ("mtu", "MTU"), ("ethtool_opts", "ETHTOOL_OPTS"),
                ("bonding_opts", "BONDING_OPTS"), ("master", "MASTER"), ("slave", "SLAVE"),
                ("vlan", "VLAN"), ("gateway", "GATEWAY"), ("bridge", "BRIDGE"))  # fmt: skip
QUOTED = ("ETHTOOL_OPTS", "BONDING_OPTS")


@provides("ifconfig")
class Ifconfig(Resource):
    """A network interface's address.  + device: the interface (eth0); target: its address"""

    target = Property(str, name_property=True)
    hwaddr = Property(OPTIONAL)
    mask = Property(OPTIONAL)
    family = Property(str, default="inet")
    inet_addr = Property(OPTIONAL)
    bcast = Property(OPTIONAL)
    mtu = Property(OPTIONAL)
    metric = Property(OPTIONAL)
    device = Property(OPTIONAL, identity=True)
    onboot = Property(OPTIONAL)
    network = Property(OPTIONAL)
    bootproto = Property(OPTIONAL)
    onparent = Property(OPTIONAL)
    ethtool_opts = Property(OPTIONAL)
    bonding_opts = Property(OPTIONAL)
    master = Property(OPTIONAL)
    slave = Property(OPTIONAL)
    vlan = Property(OPTIONAL)
    gateway = Property(OPTIONAL)
    bridge = Property(OPTIONAL)
    # toque: Chef's fixed configuration folders, so tests can move them
    interfaces_dir = Property(str, default="/etc/network/interfaces.d", desired_state=False)
    interfaces_file = Property(str, default="/etc/network/interfaces", desired_state=False)
    network_scripts = Property(str, default="/etc/sysconfig/network-scripts", desired_state=False)
    actions, default_action = ("add", "delete", "enable", "disable"), "add"


@provides("ifconfig")
class IfconfigProvider(Provider):
    def load_current(self) -> None:
        version = run(self, ["ifconfig", "--version"], check=False)
        found = re.search(r"^net-tools (\d+\.\d+)", version.stdout + version.stderr, re.M)
        if found is None:
            raise RuntimeError_("net-tools not found - this is required for ifconfig")
        self.status = run(self, ["ifconfig"], check=False)
        parse = _parse_v1 if float(found[1]) < 2 else _parse_v2
        self.interface = parse(self.status.stdout).get(self.new.device or "")

    def requirements(self, action: str) -> Iterator[Requirement]:
        if self.status.exit_code != 0:
            yield Requirement(f"ifconfig failed - {self.status.stderr.strip()}!",
                              kind="Chef::Exceptions::Ifconfig")  # fmt: skip

    def _command(self, *, up: bool) -> list[str]:
        new = self.new
        if not up:
            return ["ifconfig", new.device, "down"]
        words = ["ifconfig", new.device, new.target]
        for name in ("mask", "metric", "mtu"):
            value = new.get(name)
            if value:
                words += ["netmask" if name == "mask" else name, value]
        return words

    def _has_address(self) -> bool:
        return bool(self.interface and self.interface.get("inet_addr"))

    def action_add(self) -> Iterator[Change]:
        new = self.new
        self.up_to_date_reason = f"{self.resource} already has an address"
        if not self._has_address() and new.device != "lo":
            command = self._command(up=True)
            yield Change(f"run {' '.join(command)} to add {self.resource}",
                         apply=lambda: run(self, command))  # fmt: skip
        yield from self.write_config()

    def action_enable(self) -> Iterator[Change]:
        if self._has_address() or self.new.device == "lo":
            return self.up_to_date(f"{self.resource} is enabled")
        command = self._command(up=True)
        return iter([Change(f"run {' '.join(command)} to enable {self.resource}",
                            apply=lambda: run(self, command))])  # fmt: skip

    def action_delete(self) -> Iterator[Change]:
        self.up_to_date_reason = f"{self.resource} does not exist - nothing to do"
        if self.interface is not None:
            command = self._command(up=False)
            yield Change(f"run {' '.join(command)} to delete {self.resource}",
                         apply=lambda: run(self, command))  # fmt: skip
        path = self.config_path()
        if path and self.backend.stat(path) is not None:
            yield Change(f"delete file {path}", apply=lambda: self.backend.remove(path))

    def action_disable(self) -> Iterator[Change]:
        if self.interface is None:
            return self.up_to_date(f"{self.resource} does not exist - nothing to do")
        command = self._command(up=False)
        return iter([Change(f"run {' '.join(command)} to disable {self.resource}",
                            apply=lambda: run(self, command))])  # fmt: skip

    # -- the boot configuration ------------------------------------------------------------------
    def family(self) -> str:
        return str(fact(self.ctx, "platform_family") or "")

    def config_path(self) -> str | None:
        family, device = self.family(), self.new.device
        if family == "debian":
            return f"{self.new.interfaces_dir}/ifcfg-{device}"
        if family in ("rhel", "fedora", "amazon"):
            return f"{self.new.network_scripts}/ifcfg-{device}"
        return None

    def write_config(self) -> Iterator[Change]:
        path = self.config_path()
        if path is None:
            return
        if self.family() == "debian":
            yield from self._source_interfaces_d()
        text = (debian_config if self.family() == "debian" else redhat_config)(self.new)
        data = text.encode()
        cur = self.backend.stat(path)
        if cur is not None and self.backend.read_bytes(path) == data:
            return
        verb = "create new file" if cur is None else "update content in file"
        yield Change(f"{verb} {path}", apply=lambda: self.backend.write_atomic(path, data, 0o644))

    def _source_interfaces_d(self) -> Iterator[Change]:
        """Debian's interfaces file must `source` the interfaces.d folder (Chef adds the line)."""
        folder, main = self.new.interfaces_dir, self.new.interfaces_file
        if self.backend.stat(folder) is not None and self.backend.stat(main) is None:
            return
        if self.backend.stat(folder) is None:
            yield Change(f"create new directory {folder}", apply=lambda: self.backend.mkdir(folder))
        text = self.backend.read_bytes(main).decode() if self.backend.stat(main) else ""
        if re.search(rf"^\s*source\s+{re.escape(folder)}/\*\s*$", text, re.M):
            return
        line = f"source {folder}/*"
        joined = text + ("" if not text or text.endswith("\n") else "\n") + line + "\n"
        yield Change(f"modifying {main} to source {folder}",
                     apply=lambda: self.backend.write_atomic(main, joined.encode(), 0o644))  # fmt: skip


class RuntimeError_(Exception):  # noqa: N801 - Ruby's RuntimeError, raised by Chef's provider
    kind = "RuntimeError"


def debian_config(new: Any) -> str:
    """The interfaces(5) stanza exactly as Chef's template renders it through ERB's "-" trim
    mode: every optional line keeps the indentation its `<% if %>`/`<% end %>` lines leave."""
    if not new.device:
        return "\n          "
    out = "\n" + (f"auto {new.device}\n" if new.onboot == "yes" else "")
    if new.bootproto in ("dhcp", "bootp"):
        return out + f"iface {new.device} {new.family} {new.bootproto}\n          "
    out += f"iface {new.device} {new.family} static\n"
    for prop, word in DEBIAN_ITEMS:
        value = new.get(prop)
        out += "    " + (f"    {word} {value}\n    " if value else "")
    return out + "          "


def redhat_config(new: Any) -> str:
    out = "\n"
    for prop, word in REDHAT_ITEMS:
        value = new.get(prop)
        if prop == "bootproto" and new.onboot == "yes":
            out += f"ONBOOT={new.onboot}\n"
        if value:
            out += f'{word}="{value}"\n' if word in QUOTED else f"{word}={value}\n"
    return out + "          "


def _parse_v1(listing: str) -> dict[str, dict[str, str]]:
    """net-tools 1.x: `eth0  Link encap:Ethernet  HWaddr …` then `inet addr:… Bcast:… Mask:…`."""
    found: dict[str, dict[str, str]] = {}
    name = ""
    for line in listing.splitlines():
        if line[:10].strip():
            name = line[:10].strip()
            hw = re.search(r"HWaddr(.*)", line)
            found[name] = {"hwaddr": hw[1].strip() if hw else "nil"}
            continue
        for key, pattern in (("inet_addr", r"inet addr:(\S+)"), ("bcast", r"Bcast:(\S+)"),
                             ("mask", r"Mask:(\S+)"), ("mtu", r"MTU:(\S+)"),
                             ("metric", r"Metric:(\S+)")):  # fmt: skip
            m = re.search(pattern, line)
            if m and name:
                found[name][key] = m[1]
    return found


def _parse_v2(listing: str) -> dict[str, dict[str, str]]:
    """net-tools 2.x: `eth0: flags=… mtu 1500` then `inet … netmask … broadcast …`, `ether …`."""
    found: dict[str, dict[str, str]] = {}
    name = ""
    head = re.compile(r"^((?:\w|-)+):?(\d*):?\ .+$")
    for line in listing.splitlines():
        m = head.match(line)
        if m:
            name = m[1] if not m[2] else f"{m[1]}:{m[2]}"
            found[name] = {}
            mtu = re.search(r"mtu (\S+)", line)
            if mtu:
                found[name]["mtu"] = mtu[1]
            continue
        if not name:
            continue
        for key, pattern in (("inet_addr", r"inet (\S+)"), ("bcast", r"broadcast (\S+)"),
                             ("mask", r"netmask (\S+)"), ("hwaddr", r"ether (\S+)"),
                             ("metric", r"Metric:(\S+)")):  # fmt: skip
            got = re.search(pattern, line)
            if got and key not in found[name]:
                found[name][key] = got[1]
    return found
