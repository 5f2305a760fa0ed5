"""Ohai's network, counters/network, ipaddress, ip6address and macaddress (linux/network.rb and
network.rb): interfaces with their addresses, flags, mtu, state and routes; the default route of
each family; the address and MAC Chef calls the node's own.

The tables come from rtnetlink on the live host (what `ip addr` / `ip route` print); a fixture
root, or a host without netlink, gives /sys/class/net, /proc/net/if_inet6, /proc/net/route and
/proc/net/ipv6_route instead (IPv4 addresses have no /proc file, so there are none then)."""

from __future__ import annotations

import socket
from collections.abc import Iterable
from typing import Any

from toque.lazy_re import lazy_compile
from toque.repo.facts import netlink
from toque.repo.facts._host import Host
from toque.repo.facts.netlink import Address, Link, Route

# IFF_* bits, in the order `ip link` prints them; the ones Ohai's pattern picks up
_IFF = (
    (0x8, "LOOPBACK"),
    (0x2, "BROADCAST"),
    (0x1000, "MULTICAST"),
    (0x80, "NOARP"),
    (0x200, "ALLMULTI"),
    (0x100, "PROMISC"),
    (0x20, "NOTRAILERS"),
    (0x4, "DEBUG"),
    (0x8000, "DYNAMIC"),
    (0x400, "MASTER"),
    (0x800, "SLAVE"),
    (0x1, "UP"),
    (0x10000, "LOWER_UP"),
)
IFF_UP, IFF_LOOPBACK, IFF_NOARP, IFF_RUNNING, IFF_LOWER_UP = 0x1, 0x8, 0x80, 0x40, 0x10000
# ARPHRD_* whose `link/<type> <mac>` line Ohai reads, and its encapsulation name for them
_ENCAPSULATION = {1: "Ethernet", 772: "Loopback", 32: "infiniband", 24: "ieee1394"}
# /proc/net/if_inet6's scope numbers (IPV6_ADDR_SCOPE_MASK bits)
_V6_SCOPES = {0x00: "global", 0x10: "host", 0x20: "link", 0x40: "site"}
_TYPE_NUMBER = lazy_compile(r"^([A-Za-z0-9_]+?)([0-9].*)$")


def _scope(name: str) -> str:
    return "Node" if name == "host" else name.capitalize()


def netmask(prefixlen: int) -> str:
    bits = (0xFFFFFFFF << (32 - prefixlen)) & 0xFFFFFFFF
    return socket.inet_ntoa(bits.to_bytes(4, "big"))


# Address arithmetic with the socket module: the ipaddress module costs more to import
# than the whole network plugin takes to run.
def _number(addr: str) -> tuple[int, int]:
    """An address as (integer, width in bits); raises OSError if it is not one."""
    raw = socket.inet_pton(socket.AF_INET6 if ":" in addr else socket.AF_INET, addr)
    return int.from_bytes(raw, "big"), len(raw) * 8


def _prefixlen(text: str) -> int:
    """A prefix length, or the length of a dotted netmask."""
    return int(text) if text.isdigit() else bin(_number(text)[0]).count("1")


def contains(network: str, addr: str) -> bool:
    """`addr` lies in `network` ("10.0.0.0/8"; a bare address is a host route)."""
    base, _, length = network.partition("/")
    try:
        net, width = _number(base)
        value, other = _number(addr)
    except OSError:
        return False
    shift = width - (int(length) if length else width)
    return width == other and (net >> shift) == (value >> shift)


# -- reading the tables --------------------------------------------------------------------


def links_from_sys(host: Host) -> list[Link]:
    out = []
    for name in host.listdir("sys/class/net"):
        base = f"sys/class/net/{name}"
        try:
            flags = int(host.first_line(f"{base}/flags") or "0", 16)
        except ValueError:
            flags = 0
        if host.first_line(f"{base}/carrier") == "1" and flags & IFF_UP:
            flags |= IFF_LOWER_UP | IFF_RUNNING
        mtu = host.first_line(f"{base}/mtu")
        kind = host.first_line(f"{base}/type")
        index = host.first_line(f"{base}/ifindex")
        out.append(
            Link(
                index=int(index) if index.isdigit() else len(out) + 1,
                name=name,
                flags=flags,
                mtu=int(mtu) if mtu.isdigit() else None,
                mac=host.first_line(f"{base}/address").lower() or None,
                operstate=host.first_line(f"{base}/operstate") or "unknown",
                arphrd=int(kind) if kind.isdigit() else (772 if name == "lo" else 1),
            )
        )
    return out


def _hex_ip6(text: str) -> str:
    return socket.inet_ntop(socket.AF_INET6, bytes.fromhex(text))


def addresses_from_proc(host: Host) -> list[Address]:
    out = []
    for line in host.read("proc/net/if_inet6").splitlines():
        parts = line.split()
        if len(parts) != 6:
            continue
        raw, index, prefix, scope, flags, name = parts
        out.append(
            Address(
                family="inet6",
                address=_hex_ip6(raw),
                prefixlen=int(prefix, 16),
                scope=_V6_SCOPES.get(int(scope, 16) & 0xF0, "global"),
                interface=name,
                ifindex=int(index, 16),
                flags=netlink.address_flags(int(flags, 16)),
            )
        )
    return out


def routes_from_proc(host: Host) -> list[Route]:
    out = []
    for line in host.read("proc/net/route").splitlines()[1:]:
        parts = line.split()
        if len(parts) < 8:
            continue
        name, dest, gateway, flags, _ref, _use, metric, mask = parts[:8]
        v4 = [socket.inet_ntoa(int(x, 16).to_bytes(4, "little")) for x in (dest, gateway, mask)]
        prefix = _prefixlen(v4[2])
        route = Route(
            family="inet", destination="default" if prefix == 0 else v4[0], interface=name
        )
        if 0 < prefix < 32:
            route.destination += f"/{prefix}"
        if int(flags, 16) & 0x2:  # RTF_GATEWAY
            route.via = v4[1]
        else:
            route.scope = "link"
        if metric != "0":
            route.metric = metric
        out.append(route)
    for line in host.read("proc/net/ipv6_route").splitlines():
        parts = line.split()
        if len(parts) != 10:
            continue
        dest, dest_len, _src, _src_len, hop, metric, _ref, _use, flags, name = parts
        bits = int(flags, 16)
        if bits & 0x80000000 or bits & 0x01000000 or name == "lo":  # local table, cache
            continue
        length = int(dest_len, 16)
        route = Route(
            family="inet6", destination="default" if length == 0 else _hex_ip6(dest), interface=name
        )
        if 0 < length < 128:
            route.destination += f"/{length}"
        if bits & 0x2:
            route.via = _hex_ip6(hop)
        route.metric = str(int(metric, 16))
        out.append(route)
    return out


def _tables(host: Host) -> tuple[list[Link], list[Address], list[Route]]:
    if host.netlink is not None:
        return host.netlink()
    if host.live:
        try:
            return netlink.read()
        except OSError:
            pass
    return links_from_sys(host), addresses_from_proc(host), routes_from_proc(host)


# -- Ohai's shape --------------------------------------------------------------------------


def interfaces(
    links: Iterable[Link], addresses: Iterable[Address], neighbours: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    """network/interfaces as Ohai builds it from `ip addr` and `ip -d -s link`."""
    out: dict[str, Any] = {}
    for link in links:
        entry: dict[str, Any] = {}
        if m := _TYPE_NUMBER.match(link.name):
            entry["type"], entry["number"] = m.group(1), m.group(2)
        if link.mtu is not None:
            entry["mtu"] = str(link.mtu)
        flags = [name for bit, name in _IFF if link.flags & bit]
        if link.operstate == "up" and "UP" not in flags:
            flags.append("UP")
        if len(flags) > 1:
            entry["flags"] = flags
        encapsulation = _ENCAPSULATION.get(link.arphrd)
        if encapsulation and link.mac:
            entry["encapsulation"] = encapsulation
            if link.mac != "00:00:00:00:00:00":
                entry["addresses"] = {link.mac.upper(): {"family": "lladdr"}}
        entry["state"] = link.operstate
        out[link.name] = entry
    for a in addresses:
        entry = out.setdefault(a.interface, {})
        if a.family == "inet":
            shown: dict[str, Any] = {"family": "inet", "prefixlen": str(a.prefixlen)}
            shown["netmask"] = netmask(a.prefixlen)
            if a.peer:
                shown["peer"] = a.peer
            if a.broadcast:
                shown["broadcast"] = a.broadcast
            shown["scope"] = _scope(a.scope)
        else:
            shown = {
                "family": "inet6",
                "prefixlen": str(a.prefixlen),
                "scope": _scope(a.scope),
                "tags": list(a.flags),
            }
        entry.setdefault("addresses", {})[a.address] = shown
    for name, tables in neighbours.items():
        if name in out:
            out[name].update(tables)
    return out


def attach_routes(iface: dict[str, Any], routes: Iterable[Route]) -> None:
    """Each route under its interface, as Ohai's check_routing_table keeps them."""
    for r in routes:
        entry = iface.get(r.interface) if r.interface else None
        if entry is None:
            continue
        if r.src:
            addrs = entry.get("addresses")
            if (
                addrs
                and r.src not in addrs
                and any(v["family"] == r.family for v in addrs.values())
            ):
                continue
        shown: dict[str, Any] = {"destination": r.destination, "family": r.family}
        for key in ("via", "scope", "metric", "proto", "src"):
            if (value := getattr(r, key)) is not None:
                shown[key] = value
        entry.setdefault("routes", []).append(shown)


def _routes_of(iface: dict[str, Any], family: str) -> list[dict[str, Any]]:
    return [
        {**r, "dev": name}
        for name, entry in iface.items()
        for r in entry.get("routes", ())
        if r["family"] == family
    ]


def _valid_default(route: dict[str, Any], default: dict[str, Any]) -> bool:
    if route["destination"] == "default":
        return True
    if not default.get("via"):
        return False
    return contains(route["destination"], default["via"])


def _favored(
    routes: list[dict[str, Any]], iface: dict[str, Any], default: dict[str, Any], family: str
) -> Any:
    def usable(r: dict[str, Any]) -> bool:
        entry = iface.get(r["dev"])
        if entry is None:
            return False
        if family == "inet6":
            return entry.get("state") == "up" and _valid_default(r, default)
        if not r.get("src"):
            return False
        addrs = entry.get("addresses") or {}
        if any(v["family"] == "inet" for v in addrs.values()):
            if r["src"] not in addrs or addrs[r["src"]].get("scope", "").lower() == "link":
                return False
        return _valid_default(r, default)

    def rank(r: dict[str, Any]) -> tuple[int, int, int]:
        dest = r["destination"]
        prefix = 0 if dest == "default" else int(dest.partition("/")[2] or 128)
        return (0 if dest == "default" else 1, int(r.get("metric") or 0), prefix)

    candidates = [r for r in routes if usable(r)]
    return min(candidates, key=rank) if candidates else None


def _mac_of(iface: dict[str, Any], name: str) -> str | None:
    entry = iface[name]
    flags = entry.get("flags") or []
    if "LOOPBACK" in flags:
        return "00:00:00:00:00:00"
    if "NOARP" in flags:
        return None
    return next(
        (a for a, v in (entry.get("addresses") or {}).items() if v["family"] == "lladdr"), None
    )


_SCOPE_ORDER = ["global", "site", "link", "host", "node", None]


def _find_ip(network: dict[str, Any], family: str) -> tuple[str | None, str | None]:
    """network.rb's find_ip: the best-scoped address, on the default interface if there is one."""
    ips = []
    for name, entry in network["interfaces"].items():
        for addr, v in (entry.get("addresses") or {}).items():
            if v.get("family") != family:
                continue
            scope = v["scope"].lower() if v.get("scope") else None
            try:
                length = _prefixlen(str(v.get("prefixlen") or v.get("netmask")))
                value = _number(addr)[0]
            except (OSError, ValueError):
                continue
            order = _SCOPE_ORDER.index(scope) if scope in _SCOPE_ORDER else 999999
            ips.append(((order, 128 - length, value), name, addr, f"{addr}/{length}", v))
    if not ips:
        return None, None
    ips.sort(key=lambda t: t[0])
    prefix = "default" if family == "inet" else "default_inet6"
    dev, gateway = network.get(f"{prefix}_interface"), network.get(f"{prefix}_gateway")
    if not dev:
        return ips[0][2], ips[0][1]
    on_dev = [t for t in ips if t[1] == dev]
    if not on_dev:
        return None, None
    chosen = on_dev[0]
    if gateway and gateway not in ("0.0.0.0", "::") and not gateway.startswith("fe80:"):
        for t in on_dev:
            peer = t[4].get("peer")
            if (peer == gateway) if peer else contains(t[3], gateway):
                chosen = t
                break
    return chosen[2], chosen[1]


def neighbour_tables(host: Host) -> dict[str, dict[str, dict[str, str]]]:
    """Interface → Ohai's `arp` (IPv4) and `neighbour_inet6` tables, address → MAC: from
    rtnetlink on the live host, else /proc/net/arp (complete entries, flag 0x2; no IPv6)."""
    out: dict[str, dict[str, dict[str, str]]] = {}
    if host.live and host.netlink is None:
        try:
            for family, name, address, mac in netlink.neighbours():
                table = "arp" if family == "inet" else "neighbour_inet6"
                out.setdefault(name, {}).setdefault(table, {})[address] = mac
            return out
        except OSError:
            out.clear()
    for line in host.read("proc/net/arp").splitlines()[1:]:
        parts = line.split()
        if len(parts) >= 6 and int(parts[2], 16) & 0x2:
            out.setdefault(parts[5], {}).setdefault("arp", {})[parts[0]] = parts[3].lower()
    return out


def counters(host: Host) -> dict[str, Any]:
    """counters/network/interfaces from /proc/net/dev (what `ip -s link` prints)."""
    out: dict[str, Any] = {}
    for line in host.read("proc/net/dev").splitlines()[2:]:
        name, _, rest = line.partition(":")
        nums = rest.split()
        if len(nums) < 16:
            continue
        rx = dict(zip(("bytes", "packets", "errors", "drop", "overrun"), nums[0:5], strict=False))
        tx = dict(zip(("bytes", "packets", "errors", "drop"), nums[8:12], strict=False))
        tx["carrier"], tx["collisions"] = nums[14], nums[13]
        qlen = host.first_line(f"sys/class/net/{name.strip()}/tx_queue_len")
        if qlen:
            tx["queuelen"] = qlen
        out[name.strip()] = {"rx": rx, "tx": tx}
    return out


def build(
    links: list[Link],
    addresses: list[Address],
    routes: list[Route],
    arp: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """network, ipaddress, ip6address and macaddress from the kernel's tables."""
    iface = interfaces(links, addresses, arp or {})
    attach_routes(iface, routes)
    network: dict[str, Any] = {"interfaces": iface}
    found: dict[str, Any] = {"ipaddress": None, "ip6address": None, "macaddress": None}
    for family, prefix, default_route in (
        ("inet", "default", "0.0.0.0"),
        ("inet6", "default_inet6", "::"),
    ):
        family_routes = _routes_of(iface, family)
        defaults = [r for r in family_routes if r["destination"] == "default"]
        if not defaults:
            continue
        default = min(defaults, key=lambda r: int(r.get("metric") or 0))
        network[f"{prefix}_interface"] = default["dev"]
        network[f"{prefix}_gateway"] = default.get("via") or default_route
        favored = _favored(family_routes, iface, default, family)
        if favored is None:
            continue
        if family == "inet":
            found["ipaddress"] = favored.get("src")
            found["macaddress"] = _mac_of(iface, favored["dev"])
        else:
            found["ip6address"] = favored.get("src")
            found["macaddress"] = found["macaddress"] or _mac_of(iface, favored["dev"])
    for family, key in (("inet", "ipaddress"), ("inet6", "ip6address")):  # network.rb's fallbacks
        addr, dev = _find_ip(network, family)
        if found[key] is None and addr is not None:
            found[key] = addr
        if found["macaddress"] is None and dev is not None:
            addrs = iface[dev].get("addresses") or {}
            found["macaddress"] = next(
                (a for a, v in addrs.items() if v["family"] == "lladdr"), None
            )
    return {"network": network, **found}


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    links, addresses, routes = _tables(host)
    out = build(links, addresses, routes, neighbour_tables(host))
    out["counters"] = {"network": {"interfaces": counters(host)}}
    return out
