"""socket: Socket's constants and lookups, Addrinfo, IPSocket/TCPSocket/UDPSocket and
SocketError, on Python's `socket` (socket.rb and ext/socket of Ruby 3.1)."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import ipaddress
import socket as pysocket
import struct
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2int, num2long
from toque.interpreter.core.string import str_arg
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

sock_s = Builtins("Socket", singleton=True)
ai = Builtins("Addrinfo")
ai_s = Builtins("Addrinfo", singleton=True)
ips_s = Builtins("IPSocket", singleton=True)
bs = Builtins("BasicSocket")
tcp_s = Builtins("TCPSocket", singleton=True)
udp = Builtins("UDPSocket")

CONSTANTS = {
    name: int(getattr(pysocket, name))
    for name in (
        "AF_INET AF_INET6 AF_UNSPEC AF_UNIX PF_INET PF_INET6 PF_UNSPEC PF_UNIX SOCK_STREAM "
        "SOCK_DGRAM SOCK_RAW IPPROTO_TCP IPPROTO_UDP IPPROTO_IP IPPROTO_IPV6 IPPROTO_ICMP "
        "AI_PASSIVE AI_CANONNAME AI_NUMERICHOST AI_NUMERICSERV NI_NUMERICHOST NI_NUMERICSERV "
        "NI_NAMEREQD SOL_SOCKET SO_REUSEADDR SO_KEEPALIVE SO_BROADCAST TCP_NODELAY "
        "INADDR_ANY INADDR_LOOPBACK INADDR_BROADCAST SOMAXCONN SHUT_RD SHUT_WR SHUT_RDWR"
    ).split()
    if hasattr(pysocket, name)
}
_FAMILY_NAMES = {pysocket.AF_INET: "AF_INET", pysocket.AF_INET6: "AF_INET6"}
_SOCKTYPE = {pysocket.SOCK_STREAM: "TCP", pysocket.SOCK_DGRAM: "UDP"}


def socket_error(rt: Runtime, message: str) -> RubyError:
    return RubyError(rt.new_exception(rt.const_get("SocketError"), RString(message)))


def _gai_error(rt: Runtime, exc: pysocket.gaierror) -> RubyError:
    return socket_error(rt, f"getaddrinfo: {exc.strerror}")


def _family(rt: Runtime, value: Any) -> int:
    """A family argument: nil, an Integer, or :INET/"AF_INET6"…"""
    if value is None:
        return pysocket.AF_UNSPEC
    if isinstance(value, int):
        return value
    name = value.name if isinstance(value, RSymbol) else rt.to_s(value)
    for prefix in ("", "AF_", "PF_"):
        if prefix + name in CONSTANTS:
            return CONSTANTS[prefix + name]
    raise socket_error(rt, f"unknown socket domain: {name}")


def _socktype(rt: Runtime, value: Any) -> int:
    if value is None:
        return 0
    if isinstance(value, int):
        return value
    name = value.name if isinstance(value, RSymbol) else rt.to_s(value)
    key = name if name.startswith("SOCK_") else "SOCK_" + name
    if key not in CONSTANTS:
        raise socket_error(rt, f"unknown socket type: {name}")
    return CONSTANTS[key]


def _port(rt: Runtime, value: Any) -> Any:
    if value is None or isinstance(value, int):
        return value
    text = value if isinstance(value, str) else rt.to_s(value)
    return int(text) if text.isdigit() else text


def _host(rt: Runtime, value: Any) -> str | None:
    if value is None or isinstance(value, str):
        return value
    return rt.to_s(value)


def getaddrinfo(
    rt: Runtime, host: Any, port: Any, family: int = 0, socktype: int = 0, proto: int = 0, flags=0
) -> list:
    try:
        return pysocket.getaddrinfo(_host(rt, host), _port(rt, port), family, socktype, proto,
                                    flags)  # fmt: skip
    except pysocket.gaierror as exc:
        raise _gai_error(rt, exc) from None
    except UnicodeError:  # a name no resolver can look up (Python's IDNA refuses it)
        raise socket_error(rt, "getaddrinfo: Name or service not known") from None


# -- Addrinfo ---------------------------------------------------------------------------------


def new_addrinfo(rt: Runtime, family: int, socktype: int, proto: int, sockaddr: tuple,
                 canonname: str | None = None, host: str | None = None) -> RObject:  # fmt: skip
    obj = RObject(rt.const_get("Addrinfo"))
    # Python's constants are IntEnums; Ruby sees plain Integers
    obj.ivars["@__ai"] = (int(family), int(socktype), int(proto), sockaddr[:2], canonname, host)
    return obj


def _ai(obj: Any) -> tuple:
    return obj.ivars["@__ai"]


@ai.method("initialize", visibility="private")
def ai_init(rt, self, sockaddr, family=None, socktype=0, protocol=0):
    """Addrinfo.new(["AF_INET", port, host, address]) or Addrinfo.new(sockaddr) (toque's
    Socket.sockaddr_in is "address:port"; "" is MRI's empty sockaddr)."""
    socktype, protocol = _socktype(rt, socktype), num2int(rt, protocol)
    host = None
    if isinstance(sockaddr, RArray):
        fields = list(sockaddr) + [None] * (4 - len(sockaddr))
        fam = _family(rt, RString(str_arg(rt, fields[0])))
        port = num2long(rt, fields[1])
        host, addr = str_arg(rt, fields[2]), str_arg(rt, fields[3])
    else:
        text = str_arg(rt, sockaddr)
        addr, _, port_text = text.rpartition(":")
        if not port_text.isdigit():
            addr, port_text = "", "0"
        addr = addr.strip("[]")
        fam = pysocket.AF_INET6 if ":" in addr else pysocket.AF_INET if addr else pysocket.AF_UNSPEC
        port = int(port_text)
    if family is not None:
        fam = _family(rt, family)
    self.ivars["@__ai"] = (int(fam), socktype, protocol, (addr, port), None, host)
    return None


def _ip(obj: Any) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    return ipaddress.ip_address(_ai(obj)[3][0].split("%")[0])


def _sockaddr_text(obj: Any, with_port: bool = True) -> str:
    family, socktype, _proto, (addr, port), *_ = _ai(obj)
    if not with_port or (port == 0 and socktype == 0):
        return addr
    return f"[{addr}]:{port}" if family == pysocket.AF_INET6 else f"{addr}:{port}"


@ai.method("inspect")
def ai_inspect(rt, self):
    family, socktype, proto, (addr, port), _canon, host = _ai(self)
    text = _sockaddr_text(self)
    kind = _SOCKTYPE.get(socktype)
    if kind:
        text += f" {kind}"
    if host and host != addr:
        text += f" ({host})"
    return RString(f"#<Addrinfo: {text}>")


@ai.method("inspect_sockaddr")
def ai_inspect_sockaddr(rt, self):
    return RString(_sockaddr_text(self))


@ai.method("ip_address")
def ai_ip_address(rt, self):
    return RString(_ai(self)[3][0])


@ai.method("ip_port")
def ai_ip_port(rt, self):
    return _ai(self)[3][1]


@ai.method("ip_unpack")
def ai_ip_unpack(rt, self):
    addr, port = _ai(self)[3]
    return RArray([RString(addr), port])


@ai.method("afamily", "pfamily")
def ai_family(rt, self):
    return _ai(self)[0]


@ai.method("socktype")
def ai_socktype(rt, self):
    return _ai(self)[1]


@ai.method("protocol")
def ai_protocol(rt, self):
    return _ai(self)[2]


@ai.method("canonname")
def ai_canonname(rt, self):
    canon = _ai(self)[4]
    return RString(canon) if canon else None


@ai.method("ip?")
def ai_is_ip(rt, self):
    return _ai(self)[0] in _FAMILY_NAMES


@ai.method("ipv4?")
def ai_ipv4(rt, self):
    return _ai(self)[0] == pysocket.AF_INET


@ai.method("ipv6?")
def ai_ipv6(rt, self):
    return _ai(self)[0] == pysocket.AF_INET6


def _v4(obj: Any) -> ipaddress.IPv4Address | None:
    ip = _ip(obj)
    return ip if isinstance(ip, ipaddress.IPv4Address) else None


def _v6(obj: Any) -> ipaddress.IPv6Address | None:
    ip = _ip(obj)
    return ip if isinstance(ip, ipaddress.IPv6Address) else None


_V4_PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
_V4_TESTS = {
    # Ruby's own definitions (ext/socket/raddrinfo.c), narrower than Python's is_private
    "ipv4_private?": lambda ip: any(ip in n for n in _V4_PRIVATE),
    "ipv4_loopback?": lambda ip: ip.packed[0] == 127,
    "ipv4_multicast?": lambda ip: ip.is_multicast,
}
_V6_TESTS = {
    "ipv6_loopback?": lambda ip: ip == ipaddress.IPv6Address("::1"),
    "ipv6_unspecified?": lambda ip: ip.is_unspecified,
    "ipv6_multicast?": lambda ip: ip.is_multicast,
    "ipv6_linklocal?": lambda ip: ip.is_link_local,
    "ipv6_sitelocal?": lambda ip: ip.is_site_local,
    "ipv6_unique_local?": lambda ip: ip in ipaddress.ip_network("fc00::/7"),
    "ipv6_v4mapped?": lambda ip: ip.ipv4_mapped is not None,
    "ipv6_v4compat?": lambda ip: int(ip) >> 32 == 0 and int(ip) > 1,
}


def _tester(pick: Any, test: Any) -> Any:
    def method(rt: Runtime, recv: Any) -> bool:
        ip = pick(recv) if recv.ivars["@__ai"][0] in _FAMILY_NAMES else None
        return ip is not None and bool(test(ip))

    return method


for _name, _test in _V4_TESTS.items():
    ai.method(_name)(_tester(_v4, _test))
for _name, _test in _V6_TESTS.items():
    ai.method(_name)(_tester(_v6, _test))


@ai.method("ipv6_to_ipv4")
def ai_ipv6_to_ipv4(rt, self):
    ip = _v6(self)
    mapped = ip.ipv4_mapped if ip is not None else None
    if mapped is None:
        return None
    return new_addrinfo(rt, pysocket.AF_INET, *_ai(self)[1:3], (str(mapped), _ai(self)[3][1]))


@ai.method("getnameinfo")
def ai_getnameinfo(rt, self, flags=0):
    try:
        host, service = pysocket.getnameinfo(_ai(self)[3], flags)
    except (pysocket.gaierror, OSError) as exc:
        raise socket_error(rt, f"getnameinfo: {exc.strerror}") from None
    return RArray([RString(host), RString(service)])


@ai.method("to_s", "to_sockaddr")
def ai_to_s(rt, self):
    return RString(_sockaddr_text(self))


@ai.method("==")
def ai_eq(rt, self, other):
    return self is other


def _lookup(rt: Runtime, host: Any, port: Any, family: Any, socktype: int, proto: int,
            flags: int = 0) -> list[RObject]:  # fmt: skip
    results = getaddrinfo(rt, host, port, _family(rt, family), socktype, proto, flags)
    name = _host(rt, host)
    return [
        new_addrinfo(rt, f, t, p, addr, canon or None, name) for f, t, p, canon, addr in results
    ]


@ai_s.method("tcp")
def ai_tcp(rt, self, host, port):
    return _lookup(rt, host, port, None, pysocket.SOCK_STREAM, pysocket.IPPROTO_TCP)[0]


@ai_s.method("udp")
def ai_udp(rt, self, host, port):
    return _lookup(rt, host, port, None, pysocket.SOCK_DGRAM, pysocket.IPPROTO_UDP)[0]


@ai_s.method("ip")
def ai_ip(rt, self, host):
    found = _lookup(rt, host, None, None, pysocket.SOCK_STREAM, 0)[0]
    family, _t, _p, (addr, _port), canon, name = _ai(found)
    return new_addrinfo(rt, family, 0, 0, (addr, 0), canon, name)


@ai_s.method("getaddrinfo")
def ai_getaddrinfo(rt, self, node, service=None, family=None, socktype=None, protocol=0,
                   flags=0):  # fmt: skip
    found = _lookup(rt, node, service, family, _socktype(rt, socktype), protocol or 0, flags or 0)
    return RArray(found)


# -- Socket -----------------------------------------------------------------------------------


@sock_s.method("gethostname")
def gethostname(rt, self):
    return RString(pysocket.gethostname())


@sock_s.method("getaddrinfo")
def sock_getaddrinfo(rt, self, host, port, family=None, socktype=None, protocol=None,
                     flags=None, reverse_lookup=None):  # fmt: skip
    results = getaddrinfo(rt, host, port, _family(rt, family), _socktype(rt, socktype),
                          protocol or 0, flags or 0)  # fmt: skip
    out = RArray()
    for fam, typ, proto, _canon, addr in results:
        name = addr[0]
        if rt.truthy(reverse_lookup):
            with contextlib.suppress(OSError):
                name = pysocket.gethostbyaddr(addr[0])[0]
        out.append(RArray([RString(_FAMILY_NAMES.get(fam, str(fam))), addr[1], RString(name),
                           RString(addr[0]), int(fam), int(typ), int(proto)]))  # fmt: skip
    return out


@sock_s.method("gethostbyname")
def gethostbyname(rt, self, host):
    try:
        name, aliases, addrs = pysocket.gethostbyname_ex(rt.to_s(host))
    except pysocket.gaierror as exc:
        raise _gai_error(rt, exc) from None
    except UnicodeError:  # a name no resolver can look up (Python's IDNA refuses it)
        raise socket_error(rt, "getaddrinfo: Name or service not known") from None
    return RArray([RString(name), RArray(RString(a) for a in aliases), pysocket.AF_INET,
                   *(RString(pysocket.inet_aton(a).decode("latin-1")) for a in addrs)])  # fmt: skip


@sock_s.method("getservbyname")
def getservbyname(rt, self, service, proto=None):
    service = str_arg(rt, service)
    proto = "tcp" if proto is None else str_arg(rt, proto)
    if service.isdigit():  # MRI: a number is its own port
        return int(service)
    try:
        return pysocket.getservbyname(service, proto)
    except OSError:
        raise socket_error(rt, f"no such service {service}/{proto}") from None


def interface_addresses() -> list[tuple[int, str]]:
    """The host's addresses (family, address): IPv4 by SIOCGIFADDR, IPv6 from /proc (Linux)."""
    found: list[tuple[int, str]] = []
    probe = pysocket.socket(pysocket.AF_INET, pysocket.SOCK_DGRAM)
    try:
        for _index, name in pysocket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            with contextlib.suppress(OSError):
                answer = fcntl.ioctl(probe.fileno(), 0x8915, request)  # SIOCGIFADDR
                found.append((pysocket.AF_INET, pysocket.inet_ntoa(answer[20:24])))
    finally:
        probe.close()
    with contextlib.suppress(OSError), open("/proc/net/if_inet6") as table:
        for line in table:
            hexaddr, _index, _plen, scope, _flags, name = line.split()
            addr = str(ipaddress.IPv6Address(bytes.fromhex(hexaddr)))
            if int(scope, 16) == 0x20:  # link-local: Ruby names the interface
                addr += f"%{name}"
            found.append((pysocket.AF_INET6, addr))
    return found


@sock_s.method("ip_address_list")
def ip_address_list(rt, self):
    return RArray(new_addrinfo(rt, fam, 0, 0, (addr, 0)) for fam, addr in interface_addresses())


@sock_s.method("sockaddr_in", "pack_sockaddr_in")
def sockaddr_in(rt, self, port, host):
    return RString(f"{rt.to_s(host)}:{_port(rt, port)}")


# -- connected sockets ------------------------------------------------------------------------


def connect(rt: Runtime, host: Any, port: Any, timeout: float | None = None) -> pysocket.socket:
    """TCPSocket.new: the first address that accepts, or Ruby's error for the last refusal."""
    name, service = _host(rt, host) or "localhost", _port(rt, port)
    results = getaddrinfo(rt, name, service, 0, pysocket.SOCK_STREAM)
    error: OSError | None = None
    for family, socktype, proto, _canon, addr in results:
        sock = pysocket.socket(family, socktype, proto)
        sock.settimeout(timeout)
        try:
            sock.connect(addr)
            return sock
        except OSError as exc:
            sock.close()
            error = exc
    from toque.interpreter.core.file_paths import os_error

    assert error is not None
    if isinstance(error, TimeoutError):
        error = OSError(errno.ETIMEDOUT, "")
        raise os_error(rt, error, "", "user specified timeout") from None
    raise os_error(rt, error, "", f'connect(2) for "{name}" port {service}') from None


def _sock(rt: Runtime, obj: Any) -> pysocket.socket:
    sock = obj.ivars.get("@__sock")
    if sock is None or sock.fileno() < 0:
        raise rt.error("IOError", "closed stream")
    return sock


def wrap_socket(rt: Runtime, klass: Any, sock: pysocket.socket) -> RObject:
    obj = RObject(klass)
    obj.ivars["@__sock"] = sock
    obj.ivars["@__buffer"] = b""
    return obj


@tcp_s.method("new", "open")
def tcp_new(rt, self, host, port, local_host=None, local_port=None, *opts, block=None):
    timeout = None
    if opts and isinstance(opts[-1], RHash):
        from toque.interpreter.model.objects import sym

        timeout = opts[-1].get(sym("connect_timeout"))
    obj = wrap_socket(rt, self, connect(rt, host, port, timeout))
    if block is not None:
        try:
            return rt.call_proc(block, [obj])
        finally:
            _sock(rt, obj).close()
    return obj


@sock_s.method("tcp")
def sock_tcp(rt, self, host, port, local_host=None, local_port=None, *opts, block=None):
    return tcp_new(rt, rt.const_get("TCPSocket"), host, port, local_host, local_port, *opts,
                   block=block)  # fmt: skip


@bs.method("write", "print", "send")
def bs_write(rt, self, *items):
    data = "".join(rt.to_s(x) for x in items if not isinstance(x, int)).encode()
    _sock(rt, self).sendall(data)
    return len(data)


@bs.method("puts")
def bs_puts(rt, self, *items):
    from toque.interpreter.core.kernel import puts_lines

    _sock(rt, self).sendall(puts_lines(rt, items).encode())
    return None


@bs.method("<<")
def bs_append(rt, self, item):
    _sock(rt, self).sendall(rt.to_s(item).encode())
    return self


def _fill(rt: Runtime, obj: Any, until: bytes | None, size: int | None) -> bytes:
    sock, buffer = _sock(rt, obj), obj.ivars["@__buffer"]
    while True:
        if until is not None and until in buffer:
            cut = buffer.index(until) + len(until)
            break
        if size is not None and len(buffer) >= size:
            cut = size
            break
        chunk = sock.recv(65536)
        if not chunk:
            cut = len(buffer)
            break
        buffer += chunk
    obj.ivars["@__buffer"] = buffer[cut:]
    return buffer[:cut]


@bs.method("read")
def bs_read(rt, self, size=None):
    data = _fill(rt, self, None, size)
    if size is not None and not data:
        return None
    return RString(data.decode("utf-8", errors="replace"))


@bs.method("gets", "readline")
def bs_gets(rt, self, sep=None):
    data = _fill(rt, self, b"\n", None)
    return RString(data.decode("utf-8", errors="replace")) if data else None


@bs.method("recv", "readpartial")
def bs_recv(rt, self, size, flags=0):
    buffer = self.ivars["@__buffer"]
    if buffer:
        self.ivars["@__buffer"] = buffer[size:]
        return RString(buffer[:size].decode("utf-8", errors="replace"))
    return RString(_sock(rt, self).recv(size).decode("utf-8", errors="replace"))


@bs.method("close")
def bs_close(rt, self):
    sock = self.ivars.get("@__sock")
    if sock is not None:
        sock.close()
    return None


@bs.method("closed?")
def bs_closed(rt, self):
    sock = self.ivars.get("@__sock")
    return sock is None or sock.fileno() < 0


@bs.method("close_write")
def bs_close_write(rt, self):
    _sock(rt, self).shutdown(pysocket.SHUT_WR)
    return None


def _endpoint(rt: Runtime, obj: Any, peer: bool) -> RObject:
    sock = _sock(rt, obj)
    addr = sock.getpeername() if peer else sock.getsockname()
    return new_addrinfo(rt, sock.family, sock.type, sock.proto, addr)


@bs.method("remote_address")
def bs_remote_address(rt, self):
    return _endpoint(rt, self, True)


@bs.method("local_address")
def bs_local_address(rt, self):
    return _endpoint(rt, self, False)


def _addr_array(rt: Runtime, sock: pysocket.socket, addr: tuple) -> RArray:
    fam = _FAMILY_NAMES.get(sock.family, str(sock.family))
    return RArray([RString(fam), addr[1], RString(addr[0]), RString(addr[0])])


@bs.method("peeraddr")
def bs_peeraddr(rt, self, reverse=None):
    sock = _sock(rt, self)
    return _addr_array(rt, sock, sock.getpeername())


@bs.method("addr")
def bs_addr(rt, self, reverse=None):
    sock = _sock(rt, self)
    return _addr_array(rt, sock, sock.getsockname())


@bs.method("setsockopt")
def bs_setsockopt(rt, self, level, optname, value):
    _sock(rt, self).setsockopt(level, optname, int(value) if not isinstance(value, bool) else value)
    return 0


@udp.method("initialize", visibility="private")
def udp_initialize(rt, self, family=pysocket.AF_INET):
    self.ivars["@__sock"] = pysocket.socket(_family(rt, family), pysocket.SOCK_DGRAM)
    self.ivars["@__buffer"] = b""
    return None


@udp.method("connect")
def udp_connect(rt, self, host, port):
    _sock(rt, self).connect((rt.to_s(host), _port(rt, port)))
    return 0


@udp.method("bind")
def udp_bind(rt, self, host, port):
    _sock(rt, self).bind((rt.to_s(host), _port(rt, port)))
    return 0


@udp.method("send")
def udp_send(rt, self, data, flags=0, host=None, port=None):
    payload = text_bytes(rt.to_s(data))  # a binary String's bytes as they are
    sock = _sock(rt, self)
    if host is not None:
        return sock.sendto(payload, (rt.to_s(host), _port(rt, port)))
    return sock.send(payload)


@ips_s.method("getaddress")
def ips_getaddress(rt, self, host):
    return RString(getaddrinfo(rt, host, None, 0, pysocket.SOCK_STREAM)[0][4][0])


def define(rt: Runtime) -> None:
    if "Socket" in rt.Object.consts:
        return
    from toque.interpreter.core import file_lib

    file_lib.define(rt)  # IO and Errno
    rt.define_class("SocketError", rt.StandardError)
    io = rt.const_get("IO")
    basic = rt.define_class("BasicSocket", io)
    ip = rt.define_class("IPSocket", basic)
    tcp = rt.define_class("TCPSocket", ip)
    rt.define_class("TCPServer", tcp)
    rt.define_class("UDPSocket", ip)
    sock = rt.define_class("Socket", basic)
    constants = rt.define_module("Constants", sock)
    for name, value in CONSTANTS.items():
        sock.consts[name] = value
        constants.consts[name] = value
    rt.define_class("Addrinfo", rt.Object)
    for b in (sock_s, ai, ai_s, ips_s, bs, tcp_s, udp):
        b.install(rt)
