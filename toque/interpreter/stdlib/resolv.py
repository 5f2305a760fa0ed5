"""resolv: Resolv.getaddress(es)/getname(s) and Resolv::ResolvError, answered by the host's
resolver (/etc/hosts, then DNS, as nsswitch orders them) through Python's `socket`."""

from __future__ import annotations

import ipaddress
import socket as pysocket
from typing import TYPE_CHECKING

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RString
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

resolv_s = Builtins("Resolv", singleton=True)
resolver = Builtins("Resolv::DNS")  # Resolv::DNS and Resolv::Hosts instances answer alike
hosts = Builtins("Resolv::Hosts")

# MRI's Resolv::IPv4::Regex and Resolv::IPv6::Regex (resolv.rb), used by cookbooks to tell
# an address from a name
IPV4_REGEX = r"\A((?x-mi:0|1(?:[0-9][0-9]?)?|2(?:[0-4][0-9]?|5[0-5]?|[6-9])?|[3-9][0-9]?))\.((?x-mi:0|1(?:[0-9][0-9]?)?|2(?:[0-4][0-9]?|5[0-5]?|[6-9])?|[3-9][0-9]?))\.((?x-mi:0|1(?:[0-9][0-9]?)?|2(?:[0-4][0-9]?|5[0-5]?|[6-9])?|[3-9][0-9]?))\.((?x-mi:0|1(?:[0-9][0-9]?)?|2(?:[0-4][0-9]?|5[0-5]?|[6-9])?|[3-9][0-9]?))\z"  # noqa: E501


def resolv_error(rt: Runtime, message: str) -> RubyError:
    return RubyError(rt.new_exception(rt.const_get("Resolv::ResolvError"), RString(message)))


def addresses(name: str) -> list[str]:
    """Every address of `name`, IPv4 first as Resolv lists them, without repeats."""
    try:
        infos = pysocket.getaddrinfo(name, None, 0, pysocket.SOCK_STREAM)
    except (pysocket.gaierror, UnicodeError):
        return []
    seen: list[str] = []
    for family in (pysocket.AF_INET, pysocket.AF_INET6):
        for fam, *_rest, addr in infos:
            if fam == family and addr[0] not in seen:
                seen.append(addr[0])
    return seen


def names(address: str) -> list[str]:
    try:
        ipaddress.ip_address(address)
        name, aliases, _ = pysocket.gethostbyaddr(address)
    except (ValueError, OSError):
        return []
    return [name, *aliases]


@resolv_s.method("getaddress")
@resolver.method("getaddress")
@hosts.method("getaddress")
def getaddress(rt, self, name):
    text = rt.to_s(name)
    found = addresses(text)
    if not found:
        raise resolv_error(rt, f"no address for {text}")
    return RString(found[0])


@resolv_s.method("getaddresses")
@resolver.method("getaddresses")
@hosts.method("getaddresses")
def getaddresses(rt, self, name):
    return RArray(RString(a) for a in addresses(rt.to_s(name)))


@resolv_s.method("each_address")
@resolver.method("each_address")
@hosts.method("each_address")
def each_address(rt, self, name, *, block=None):
    for a in addresses(rt.to_s(name)):
        rt.call_proc(block, [RString(a)])
    return None


@resolv_s.method("getname")
@resolver.method("getname")
@hosts.method("getname")
def getname(rt, self, address):
    text = rt.to_s(address)
    found = names(text)
    if not found:
        raise resolv_error(rt, f"no name for {text}")
    return RString(found[0])


@resolv_s.method("getnames")
@resolver.method("getnames")
@hosts.method("getnames")
def getnames(rt, self, address):
    return RArray(RString(n) for n in names(rt.to_s(address)))


@resolv_s.method("each_name")
@resolver.method("each_name")
@hosts.method("each_name")
def each_name(rt, self, address, *, block=None):
    for n in names(rt.to_s(address)):
        rt.call_proc(block, [RString(n)])
    return None


@resolver.method("close")
def close(rt, self):
    return None


def define(rt: Runtime) -> None:
    if "Resolv" in rt.Object.consts:
        return
    from toque.interpreter.core.regexp import new_regexp
    from toque.interpreter.stdlib import timeout

    timeout.define(rt)  # resolv.rb requires timeout: ResolvTimeout is a Timeout::Error
    resolv = rt.define_module("Resolv")
    rt.define_class("ResolvError", rt.StandardError, resolv)
    rt.define_class("ResolvTimeout", rt.const_get("Timeout::Error"), resolv)
    dns = rt.define_class("DNS", rt.Object, resolv)
    rt.define_class("Hosts", rt.Object, resolv)
    rt.define_class("Config", rt.Object, dns)
    v4 = rt.define_class("IPv4", rt.Object, resolv)
    v4.consts["Regex"] = new_regexp(rt, IPV4_REGEX, 0)
    v6 = rt.define_class("IPv6", rt.Object, resolv)
    v6.consts["Regex"] = new_regexp(
        rt,
        r"(?:\A(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}\z)|(?:\A(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?::(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?\z)|(?:\A(?:[0-9A-Fa-f]{1,4}:){6}\d+\.\d+\.\d+\.\d+\z)|(?:\A(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?::(?:[0-9A-Fa-f]{1,4}:)*\d+\.\d+\.\d+\.\d+\z)|(?:\Afe80:(?::[0-9A-Fa-f]{1,4}){0,4}%[\-0-9A-Za-z._~]+\z)",  # noqa: E501
        0,
    )
    for b in (resolv_s, resolver, hosts):
        b.install(rt)
