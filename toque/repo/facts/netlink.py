"""The kernel's address and route tables over rtnetlink: what `ip addr` and `ip route` print,
as records, without running them (one socket round trip each, well under a millisecond)."""

from __future__ import annotations

import socket
import struct
from typing import Any

RTM_NEWLINK, RTM_GETLINK = 16, 18
RTM_NEWADDR, RTM_GETADDR = 20, 22
RTM_NEWROUTE, RTM_GETROUTE = 24, 26
RTM_NEWNEIGH, RTM_GETNEIGH = 28, 30
NLMSG_ERROR, NLMSG_DONE = 2, 3
NLM_F_REQUEST, NLM_F_DUMP = 0x1, 0x300
RT_TABLE_MAIN = 254
RTN_UNICAST = 1

_HEADER = struct.Struct("=IHHII")  # nlmsghdr: length, type, flags, sequence, port
_IFADDRMSG = struct.Struct("=BBBBI")  # family, prefixlen, flags, scope, index
_RTMSG = struct.Struct(
    "=BBBBBBBBI"
)  # family, dst_len, src_len, tos, table, protocol, scope, type, flags
_IFINFOMSG = struct.Struct("=BxHiII")  # family, type, index, flags, change
_RTATTR = struct.Struct("=HH")
_NDMSG = struct.Struct("=BxxxiHBB")  # family, ifindex, state, flags, type
NDA_DST, NDA_LLADDR = 1, 2
NUD_NOARP = 0x40

IFA_ADDRESS, IFA_LOCAL, IFA_LABEL, IFA_BROADCAST, IFA_FLAGS = 1, 2, 3, 4, 8
RTA_DST, RTA_OIF, RTA_GATEWAY, RTA_PRIORITY, RTA_PREFSRC, RTA_TABLE = 1, 4, 5, 6, 7, 15
IFLA_ADDRESS, IFLA_IFNAME, IFLA_MTU, IFLA_OPERSTATE = 1, 3, 4, 16

# iproute2's names (lib/rt_names.c) for the values it prints
SCOPES = {0: "global", 200: "site", 253: "link", 254: "host", 255: "nowhere"}
PROTOCOLS = {
    0: "unspec",
    1: "redirect",
    2: "kernel",
    3: "boot",
    4: "static",
    8: "gated",
    9: "ra",
    10: "mrt",
    11: "zebra",
    12: "bird",
    13: "dnrouted",
    14: "xorp",
    15: "ntk",
    16: "dhcp",
    42: "babel",
    186: "bgp",
    187: "isis",
    188: "ospf",
    189: "rip",
    192: "eigrp",
}
# IFA_F_* in the order `ip addr` prints them (permanent is printed as "dynamic" when absent)
ADDRESS_FLAGS = (
    (0x01, "secondary"),
    (0x02, "nodad"),
    (0x04, "optimistic"),
    (0x08, "dadfailed"),
    (0x10, "home"),
    (0x20, "deprecated"),
    (0x40, "tentative"),
    (0x100, "mngtmpaddr"),
    (0x200, "noprefixroute"),
    (0x400, "autojoin"),
    (0x800, "stable-privacy"),
)
IFA_F_PERMANENT = 0x80
OPERSTATES = ("unknown", "notpresent", "down", "lowerlayerdown", "testing", "dormant", "up")


class _Record:
    """A plain record: fields by keyword or position, compared and shown by value.
    (Not a dataclass: building three of those costs more than a whole collection.)"""

    __slots__: tuple[str, ...] = ()
    _defaults: dict[str, Any] = {}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        values = dict(zip(self.__slots__, args, strict=False)) | kwargs
        for name in self.__slots__:
            default = self._defaults.get(name)
            setattr(
                self,
                name,
                values.get(name, list(default) if isinstance(default, list) else default),
            )

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(
            getattr(self, n) == getattr(other, n) for n in self.__slots__
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        shown = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__name__}({shown})"


class Address(_Record):
    """One line of `ip addr`: an inet or inet6 address of an interface (or of its alias label):
    family (inet | inet6), address, prefixlen, scope, interface (the label for an IPv4 alias,
    eth0:1), ifindex, broadcast, peer, flags."""

    __slots__ = (
        "family",
        "address",
        "prefixlen",
        "scope",
        "interface",
        "ifindex",
        "broadcast",
        "peer",
        "flags",
    )
    _defaults = {"ifindex": 0, "flags": []}
    family: str
    address: str
    prefixlen: int
    scope: str
    interface: str
    ifindex: int
    broadcast: str | None
    peer: str | None
    flags: list[str]


class Route(_Record):
    """One route of the main table, as `ip route` shows it: destination is "default" or
    "addr/len" ("addr" for a host route)."""

    __slots__ = ("family", "destination", "interface", "via", "scope", "metric", "proto", "src")
    family: str
    destination: str
    interface: str | None
    via: str | None
    scope: str | None
    metric: str | None
    proto: str | None
    src: str | None


class Link(_Record):
    """An interface, as `ip link` shows it."""

    __slots__ = ("index", "name", "flags", "mtu", "mac", "operstate", "arphrd")
    _defaults = {"operstate": "unknown", "arphrd": 0}
    index: int
    name: str
    flags: int
    mtu: int | None
    mac: str | None
    operstate: str
    arphrd: int


def _attrs(data: bytes, offset: int) -> dict[int, bytes]:
    out = {}
    while offset + 4 <= len(data):
        length, kind = _RTATTR.unpack_from(data, offset)
        if length < 4:
            break
        out[kind & 0x3FFF] = data[offset + 4 : offset + length]
        offset += (length + 3) & ~3
    return out


def _ip(family: int, raw: bytes) -> str:
    return socket.inet_ntop(family, raw)


def _name(family: int) -> str:
    return "inet6" if family == socket.AF_INET6 else "inet"


def address_flags(flags: int) -> list[str]:
    words = [] if flags & IFA_F_PERMANENT else ["dynamic"]
    return words + [name for bit, name in ADDRESS_FLAGS if flags & bit]


def parse_address(payload: bytes, names: dict[int, str]) -> Address | None:
    family, prefixlen, flags, scope, index = _IFADDRMSG.unpack_from(payload)
    if family not in (socket.AF_INET, socket.AF_INET6):
        return None
    attrs = _attrs(payload, _IFADDRMSG.size)
    if IFA_FLAGS in attrs:
        flags = struct.unpack("=I", attrs[IFA_FLAGS][:4])[0]
    local, address = attrs.get(IFA_LOCAL), attrs.get(IFA_ADDRESS)
    mine = local or address
    if mine is None:
        return None
    label = attrs.get(IFA_LABEL, b"").split(b"\0")[0].decode(errors="replace")
    out = Address(
        family=_name(family),
        address=_ip(family, mine),
        prefixlen=prefixlen,
        scope=SCOPES.get(scope, str(scope)),
        interface=label or names.get(index, str(index)),
        ifindex=index,
        flags=address_flags(flags),
    )
    if local and address and local != address:
        out.peer = _ip(family, address)
    if IFA_BROADCAST in attrs:
        out.broadcast = _ip(family, attrs[IFA_BROADCAST])
    return out


def parse_route(payload: bytes, names: dict[int, str]) -> Route | None:
    family, dst_len, _src_len, _tos, table, protocol, scope, kind, _flags = _RTMSG.unpack_from(
        payload
    )
    attrs = _attrs(payload, _RTMSG.size)
    if RTA_TABLE in attrs:
        table = struct.unpack("=I", attrs[RTA_TABLE][:4])[0]
    if table != RT_TABLE_MAIN or kind != RTN_UNICAST:
        return None
    if family not in (socket.AF_INET, socket.AF_INET6):
        return None
    width = 32 if family == socket.AF_INET else 128
    if dst_len == 0:
        destination = "default"
    else:
        destination = _ip(family, attrs.get(RTA_DST, bytes(width // 8)))
        if dst_len != width:
            destination += f"/{dst_len}"
    oif = attrs.get(RTA_OIF)
    route = Route(
        family=_name(family),
        destination=destination,
        interface=names.get(struct.unpack("=I", oif[:4])[0]) if oif else None,
    )
    if RTA_GATEWAY in attrs:
        route.via = _ip(family, attrs[RTA_GATEWAY])
    if scope != 0:
        route.scope = SCOPES.get(scope, str(scope))
    if RTA_PRIORITY in attrs:
        route.metric = str(struct.unpack("=I", attrs[RTA_PRIORITY][:4])[0])
    if protocol != 3:  # `ip route` leaves out "proto boot"
        route.proto = PROTOCOLS.get(protocol, str(protocol))
    if RTA_PREFSRC in attrs:
        route.src = _ip(family, attrs[RTA_PREFSRC])
    return route


def parse_link(payload: bytes) -> Link | None:
    _family, arphrd, index, flags, _change = _IFINFOMSG.unpack_from(payload)
    attrs = _attrs(payload, _IFINFOMSG.size)
    name = attrs.get(IFLA_IFNAME, b"").split(b"\0")[0].decode(errors="replace")
    if not name:
        return None
    link = Link(index=index, name=name, flags=flags, arphrd=arphrd)
    if IFLA_MTU in attrs:
        link.mtu = struct.unpack("=I", attrs[IFLA_MTU][:4])[0]
    if IFLA_ADDRESS in attrs:
        link.mac = ":".join(f"{b:02x}" for b in attrs[IFLA_ADDRESS])
    if IFLA_OPERSTATE in attrs:
        state = attrs[IFLA_OPERSTATE][0]
        link.operstate = OPERSTATES[state] if state < len(OPERSTATES) else "unknown"
    return link


def messages(data: bytes) -> list[tuple[int, bytes]]:
    """(type, payload) of each netlink message in a buffer."""
    out = []
    offset = 0
    while offset + _HEADER.size <= len(data):
        length, kind, _flags, _seq, _port = _HEADER.unpack_from(data, offset)
        if length < _HEADER.size:
            break
        out.append((kind, data[offset + _HEADER.size : offset + length]))
        offset += (length + 3) & ~3
    return out


def _dump(sock: socket.socket, kind: int, body: bytes, seq: int) -> list[tuple[int, bytes]]:
    header = _HEADER.pack(_HEADER.size + len(body), kind, NLM_F_REQUEST | NLM_F_DUMP, seq, 0)
    sock.send(header + body)
    out: list[tuple[int, bytes]] = []
    while True:
        for message in messages(sock.recv(65536)):
            if message[0] in (NLMSG_DONE, NLMSG_ERROR):
                return out
            out.append(message)


def read() -> tuple[list[Link], list[Address], list[Route]]:
    """Links, addresses and main-table routes of this host; raises OSError without netlink."""
    with socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0) as sock:  # NETLINK_ROUTE
        sock.settimeout(1.0)
        sock.bind((0, 0))
        raw_links = _dump(sock, RTM_GETLINK, _IFINFOMSG.pack(0, 0, 0, 0, 0), 1)
        raw_addrs = _dump(sock, RTM_GETADDR, _IFADDRMSG.pack(0, 0, 0, 0, 0), 2)
        raw_routes = _dump(sock, RTM_GETROUTE, _RTMSG.pack(0, 0, 0, 0, 0, 0, 0, 0, 0), 3)
    links = [link for kind, p in raw_links if kind == RTM_NEWLINK if (link := parse_link(p))]
    names = {link.index: link.name for link in links}
    addrs = [a for kind, p in raw_addrs if kind == RTM_NEWADDR if (a := parse_address(p, names))]
    routes = [r for kind, p in raw_routes if kind == RTM_NEWROUTE if (r := parse_route(p, names))]
    return links, addrs, routes


def parse_neighbour(payload: bytes, names: dict[int, str]) -> tuple[str, str, str, str] | None:
    """(family, interface, address, lladdr) of a neighbour `ip neigh` lists with an lladdr."""
    family, index, state, _flags, _kind = _NDMSG.unpack_from(payload)
    attrs = _attrs(payload, _NDMSG.size)
    if family not in (socket.AF_INET, socket.AF_INET6) or state & NUD_NOARP:
        return None
    if NDA_DST not in attrs or not attrs.get(NDA_LLADDR) or index not in names:
        return None
    mac = ":".join(f"{b:02x}" for b in attrs[NDA_LLADDR])
    return _name(family), names[index], _ip(family, attrs[NDA_DST]), mac


def neighbours() -> list[tuple[str, str, str, str]]:
    """The kernel's ARP and NDP tables, as `ip -f inet neigh` and `ip -f inet6 neigh` show them."""
    with socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0) as sock:
        sock.settimeout(1.0)
        sock.bind((0, 0))
        raw_links = _dump(sock, RTM_GETLINK, _IFINFOMSG.pack(0, 0, 0, 0, 0), 1)
        raw = _dump(sock, RTM_GETNEIGH, _NDMSG.pack(0, 0, 0, 0, 0), 2)
    names = {
        link.index: link.name
        for kind, p in raw_links
        if kind == RTM_NEWLINK
        if (link := parse_link(p))
    }
    return [n for kind, p in raw if kind == RTM_NEWNEIGH if (n := parse_neighbour(p, names))]
