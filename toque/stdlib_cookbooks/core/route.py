"""The `route` resource: an IPv4 route added with `ip route replace` or deleted, present or not
as the kernel's table (/proc/net/route) says; on the RHEL family the routes of the run are also
written to /etc/sysconfig/network-scripts/route-DEV (the default route to /etc/sysconfig/network)."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Resource, Sym, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._host import fact, run

RHEL_LIKE = ("rhel", "amazon", "fedora")


def _prefix(netmask: Any) -> str:
    """A dotted netmask's prefix length (Chef's MASK table: contiguous masks only)."""
    try:
        return str(ipaddress.IPv4Network(f"0.0.0.0/{netmask}").prefixlen)
    except ValueError:
        return ""


def _hex_ip(field: str) -> str | None:
    """/proc/net/route's little-endian hex address as a dotted quad."""
    if not re.fullmatch(r"[0-9A-Fa-f]{8}", field):
        return None
    return ".".join(str(int(field[i : i + 2], 16)) for i in (6, 4, 2, 0))


@provides("route")
class Route(Resource):
    """An IPv4 route.  + target: a host, a network (with netmask) or "default" """

    target = Property(str, name_property=True)
    comment = Property((str, None))
    metric = Property((int, None))
    netmask = Property((str, None))
    gateway = Property((str, None))
    device = Property((str, None), desired_state=False)
    route_type = Property((Sym, str), default=Sym("host"), coerce=lambda v: Sym(str(v)),
                          equal_to=(Sym("host"), Sym("net")), desired_state=False)  # fmt: skip
    # toque: the kernel's table (Chef reads /proc/net/route), so tests can move it
    route_table = Property(str, default="/proc/net/route", desired_state=False)
    actions, default_action = ("add", "delete"), "add"


@provides("route")
class RouteProvider(Provider):
    def load_current(self) -> None:
        new = self.new
        try:
            if new.target == "default":
                wanted = ipaddress.ip_network(f"{new.gateway}/32", strict=False)
            elif new.netmask:
                wanted = ipaddress.ip_network(f"{new.target}/{new.netmask}", strict=False)
            else:
                wanted = ipaddress.ip_network(new.target, strict=False)
        except ValueError as exc:
            raise ProviderError(
                f"invalid address: {exc}", kind="IPAddr::InvalidAddressError"
            ) from None
        self.running = False
        table = self.backend.read_bytes(new.route_table).decode()
        for line in table.splitlines():
            fields = line.split()
            if len(fields) < 8:
                continue
            dest, gateway, mask = (_hex_ip(fields[i]) for i in (1, 2, 7))
            if not (dest and gateway and mask):
                continue
            have = ipaddress.ip_network(f"{dest}/{mask}", strict=False)
            if have == wanted and gateway == new.gateway:
                self.running = True

    def command(self, action: str) -> list[str]:
        new = self.new
        target = new.target + (f"/{_prefix(new.netmask)}" if new.netmask else "")
        if action == "add":
            words = ["ip", "route", "replace", target]
            words += ["via", new.gateway] if new.gateway else []
            words += ["dev", new.device] if new.device else []
            return words + (["metric", str(new.metric)] if new.metric is not None else [])
        return ["ip", "route", "delete", target] + (["via", new.gateway] if new.gateway else [])

    def action_add(self) -> Iterator[Change]:
        self.up_to_date_reason = f"{self.resource} route already active"
        if not self.running:
            command = self.command("add")
            yield Change(f"run {' '.join(command)} to add route", apply=lambda: run(self, command))
        yield from self.config("add")

    def action_delete(self) -> Iterator[Change]:
        if self.running:
            command = self.command("delete")
            yield Change(f"run {' '.join(command)} to delete route ",
                         apply=lambda: run(self, command))  # fmt: skip
        else:
            self.up_to_date_reason = f"{self.resource} route does not exist"
        yield from self.config("delete")

    # -- RHEL's network-scripts files ------------------------------------------------------------
    def config(self, action: str) -> Iterator[Change]:
        if fact(self.ctx, "platform_family") not in RHEL_LIKE:
            return
        files: dict[str, str] = {}
        for other in self.ctx.root.collection:
            if not isinstance(other, Route):
                continue
            device = other.device or "eth0"
            text = files.setdefault(device, "")
            if action == "add" and other.action == ["add"]:
                files[device] = text + _config_line(other)
        new = self.new
        for device, text in files.items():
            if new.target == "default":
                yield Change("write route default route to /etc/sysconfig/network",
                             apply=lambda: self._default_gateway())  # fmt: skip
            else:
                path = f"/etc/sysconfig/network-scripts/route-{device}"
                yield Change(f"write route route.{device}\n{text} to {path}",
                             apply=lambda p=path, t=text: self.backend.write_atomic(
                                 p, (t + "\n").encode(), 0o644))  # fmt: skip

    def _default_gateway(self) -> None:
        path, line = "/etc/sysconfig/network", f"GATEWAY={self.new.gateway}"
        old = self.backend.read_bytes(path).decode() if self.backend.stat(path) else ""
        lines = [line if x.startswith("GATEWAY=") else x for x in old.splitlines()]
        if line not in lines:
            lines.append(line)
        self.backend.write_atomic(path, ("\n".join(lines) + "\n").encode(), 0o644)


def _config_line(r: Route) -> str:
    text = f"# {r.comment}\n" if r.comment else ""
    text += r.target + (f"/{_prefix(r.netmask)}" if r.netmask else "")
    text += f" via {r.gateway}" if r.gateway else ""
    text += f" dev {r.device}" if r.device else ""
    text += f" metric {r.metric}" if r.metric is not None else ""
    return text + "\n"
