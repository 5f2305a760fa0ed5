"""The rest of chef-utils' DSL (Chef's `ChefUtils::DSL::*` modules, all of them mixed into
recipes, resources, providers, attribute files and the node through Chef::DSL::Universal):
architecture, cloud, the platform and platform-family aliases, introspection, Windows,
virtualization's Vagrant checks, the train helpers (over the local host), default paths and
platform_version. `chef_utils.py` holds the first ones; these Builtins tables complete it,
each helper a method of both ChefUtils and Kernel, with chef-utils' signature.

Each helper reads the node of the run as chef-utils' `__getnode` does; an explicit node
argument (`ec2?(node)`) is the same node in a run."""

from __future__ import annotations

import os
import pwd
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.chef_utils import node_of
from toque.interpreter.model.objects import RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

utils = Builtins("ChefUtils")
kernel = Builtins("Kernel")

# chef-utils' architecture lists, by kernel/machine
ARCH_64 = {"amd64", "x86_64", "ppc64", "ppc64le", "s390x", "ia64", "sparc64", "aarch64",
           "arch64", "arm64", "sun4v", "sun4u"}  # fmt: skip
ARCHES = {
    "intel?": {"i86pc", "i386", "x86_64", "amd64", "i686"},
    "sparc?": {"sun4u", "sun4v"},
    "ppc64?": {"ppc64"},
    "ppc64le?": {"ppc64le"},
    "powerpc?": {"powerpc"},
    "arm?": {"armv6l", "armv7l", "armhf", "aarch64", "arm64", "arch64"},
    "armhf?": {"armv6l", "armv7l", "armhf"},
    "s390x?": {"s390x"},
    "s390?": {"s390"},
}
# cloud helpers: the top-level key Ohai's plugin sets for each cloud
CLOUDS = {"alibaba?": "alibaba", "ec2?": "ec2", "gce?": "gce", "rackspace?": "rackspace",
          "eucalyptus?": "eucalyptus", "euca?": "eucalyptus", "linode?": "linode",
          "openstack?": "openstack", "azure?": "azure", "digital_ocean?": "digital_ocean",
          "digitalocean?": "digital_ocean", "softlayer?": "softlayer", "oci?": "oci"}  # fmt: skip
# platform-family helpers beyond the first table, with chef-utils' aliases
FAMILIES = {"arch_linux?": "arch", "osx?": "mac_os_x", "mac?": "mac_os_x",
            "mac_os_x?": "mac_os_x", "el?": "rhel", "amazon_linux?": "amazon",
            "solaris2?": "solaris2", "solaris?": "solaris2", "smartos?": "smartos",
            "openbsd?": "openbsd", "netbsd?": "netbsd", "dragonflybsd?": "dragonflybsd"}  # fmt: skip
# platform helpers (node['platform'] is one of the names), with chef-utils' aliases
PLATFORMS = {
    "mint?": ("linuxmint",), "linux_mint?": ("linuxmint",), "linuxmint?": ("linuxmint",),
    "linuxmint_platform?": ("linuxmint",), "raspbian?": ("raspbian",),
    "redhat_enterprise?": ("redhat",), "redhat_enterprise_linux?": ("redhat",),
    "oracle_linux?": ("oracle",), "oracle?": ("oracle",), "scientific_platform?": ("scientific",),
    "scientific_linux?": ("scientific",), "scientific?": ("scientific",),
    "clearos_platform?": ("clearos",), "clearos?": ("clearos",),
    "solaris2_platform?": ("solaris2",), "smartos_platform?": ("smartos",),
    "omnios_platform?": ("omnios",), "omnios?": ("omnios",),
    "openindiana_platform?": ("openindiana",), "openindiana?": ("openindiana",),
    "aix_platform?": ("aix",), "freebsd_platform?": ("freebsd",),
    "openbsd_platform?": ("openbsd",), "netbsd_platform?": ("netbsd",),
    "dragonfly_platform?": ("dragonfly",), "mac_os_x_platform?": ("mac_os_x",),
    "slackware_platform?": ("slackware",), "suse_platform?": ("suse",),
    "opensuse_platform?": ("opensuse", "opensuseleap"), "opensuse?": ("opensuse", "opensuseleap"),
    "opensuseleap_platform?": ("opensuse", "opensuseleap"),
    "leap_platform?": ("opensuse", "opensuseleap"), "windows_platform?": ("windows",),
}  # fmt: skip
SYSTEMD_DIRS = ("/etc", "/usr/lib", "/lib", "/run")


def _helper(name: str) -> Callable[[Callable], Callable]:
    """Declare `fn(rt, self, …)` as the helper `name` of ChefUtils and of Kernel."""

    def register(fn: Callable) -> Callable:
        utils.method(name)(fn)
        kernel.method(name)(fn)
        return fn

    return register


def _dig(rt: Runtime, *path: str) -> Any:
    found: Any = node_of(rt)[path[0]]
    for key in path[1:]:
        found = found.get(key) if isinstance(found, dict) else None
        if found is None:
            return None
    return found


def _has(rt: Runtime, key: str) -> bool:
    node = node_of(rt)
    return hasattr(node, "keys") and key in node


def _machine(rt: Runtime) -> Any:
    return _dig(rt, "kernel", "machine")


def _version(rt: Runtime, text: Any) -> Any:
    klass = rt.const_get("ChefUtils::VersionString")
    return rt.send(klass, "new", [RString("" if text is None else str(text))])


def _file_class(rt: Runtime) -> Any:
    from toque.interpreter.core.autoload import autoload

    return rt.Object.consts.get("File") or autoload(rt, "File")  # loaded on first use


# -- architecture, clouds, families, platforms: one test of the node each -----------------------


def _node_test(name: str, test: Callable[[Runtime], Any]) -> None:
    def check(rt, self, node=None):
        return test(rt)

    check.__name__ = name
    _helper(name)(check)


_node_test("_64_bit?", lambda rt: _machine(rt) in ARCH_64)
_node_test("_32_bit?", lambda rt: _machine(rt) not in ARCH_64)
_node_test("i386?", lambda rt: _machine(rt) not in ARCH_64 and _machine(rt) in ARCHES["intel?"])
_node_test("cloud?", lambda rt: node_of(rt)["cloud"] is not None)
for _name, _names in ARCHES.items():
    _node_test(_name, lambda rt, n=_names: _machine(rt) in n)
for _name, _key in CLOUDS.items():
    _node_test(_name, lambda rt, k=_key: _has(rt, k))
for _name, _family in FAMILIES.items():
    _node_test(_name, lambda rt, f=_family: _dig(rt, "platform_family") == f)
for _name, _platforms in PLATFORMS.items():
    _node_test(_name, lambda rt, p=_platforms: _dig(rt, "platform") in p)


def _rhel(rt: Runtime, major: int) -> bool:
    if _dig(rt, "platform_family") != "rhel":
        return False
    number = rt.send(RString(str(_dig(rt, "platform_version") or "")), "to_f", [])
    return major <= number < major + 1


for _major in (6, 7, 8):
    _node_test(f"rhel{_major}?", lambda rt, m=_major: _rhel(rt, m))


def _centos_stream(rt: Runtime) -> bool:
    if _dig(rt, "os_release"):
        return _dig(rt, "os_release", "name") == "CentOS Stream"
    return _dig(rt, "lsb", "id") == "CentOSStream"


_node_test("centos_stream_platform?", _centos_stream)


@_helper("macos_ruby?")
def macos_ruby_p(rt, self):
    return False  # toque's Ruby runs on Linux


@_helper("windows_ruby?")
def windows_ruby_p(rt, self):
    return False


# -- introspection -----------------------------------------------------------------------------

_node_test("effortless?", lambda rt: bool(_dig(rt, "chef_packages", "chef", "chef_effortless")))
_node_test("kitchen?", lambda rt: "TEST_KITCHEN" in os.environ)
_node_test("ci?", lambda rt: "CI" in os.environ)


def _systemd_unit(rt: Runtime, name: str) -> bool:
    return any(os.path.exists(f"{d}/systemd/system/{name}") for d in SYSTEMD_DIRS)


@_helper("has_systemd_service_unit?")
def has_systemd_service_unit_p(rt, self, svc_name):
    name = rt.to_s(svc_name)
    return _systemd_unit(rt, (name.split("@")[0] + "@" if "@" in name else name) + ".service")


@_helper("has_systemd_unit?")
def has_systemd_unit_p(rt, self, svc_name):
    return _systemd_unit(rt, rt.to_s(svc_name))


@_helper("includes_recipe?")
@_helper("include_recipe?")
def includes_recipe_p(rt, self, recipe_name, node=None):
    return rt.send(rt.host.node, "recipe?", [recipe_name])


# -- virtualization's Vagrant and VMware checks -------------------------------------------------


def _vagrant_user() -> bool:
    try:
        pwd.getpwnam("vagrant")
    except KeyError:
        return False
    return True


def _vagrant_domain(rt: Runtime) -> bool:
    domain = _dig(rt, "domain")
    return domain is not None and "vagrantup.com" in str(domain)


_node_test("vagrant?", lambda rt: _has(rt, "vagrant") or _vagrant_domain(rt) or _vagrant_user())
_node_test("vagrant_key?", lambda rt: _has(rt, "vagrant"))
_node_test("vagrant_domain?", _vagrant_domain)
_node_test("vagrant_user?", lambda rt: _vagrant_user())
for _kind in ("vmware_desktop", "vmware_vsphere"):
    _node_test(
        f"{_kind}?",
        lambda rt, k=_kind: (
            _dig(rt, "virtualization", "system") == "vmware"
            and _dig(rt, "vmware", "host", "type") == k
        ),
    )

# -- Windows -----------------------------------------------------------------------------------

_node_test("windows_server_core?", lambda rt: _dig(rt, "kernel", "server_core") is True)
_node_test("windows_workstation?", lambda rt: _dig(rt, "kernel", "product_type") == "Workstation")
_node_test("windows_server?", lambda rt: _dig(rt, "kernel", "product_type") == "Server")
_node_test("windows_nt_version", lambda rt: _version(rt, _dig(rt, "os_version")))
_node_test(
    "powershell_version", lambda rt: _version(rt, _dig(rt, "languages", "powershell", "version"))
)
_node_test("platform_version", lambda rt: _version(rt, _dig(rt, "platform_version")))

# -- the train helpers, over the local host ----------------------------------------------------


@_helper("file_exist?")
def file_exist_p(rt, self, filename):
    return bool(rt.send(_file_class(rt), "exist?", [filename]))


@_helper("file_open")
def file_open(rt, self, *args, block=None):
    return rt.send(_file_class(rt), "open", list(args), block)


@_helper("file_read")
def file_read(rt, self, filename):
    return rt.send(file_open(rt, self, filename), "read", [])


@_helper("file_directory?")
@_helper("dir_exist?")
def file_directory_p(rt, self, path):
    return bool(rt.send(_file_class(rt), "directory?", [path]))


# -- default paths -----------------------------------------------------------------------------


@_helper("default_paths")
@_helper("sanitized_path")
def default_paths(rt, self, env=None):
    """PATH's folders (of `env` when given), then the system's sbin/bin folders it
    lacks (chef-utils' default_paths; toque has no Ruby or gem bin folder to put first)."""
    text = rt.send(env, "[]", [RString("PATH")]) if env is not None else None
    path = os.environ.get("PATH", "") if env is None else ("" if text is None else rt.to_s(text))
    paths = path.split(":") if path else []
    for folder in ("/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin",
                   "/bin"):  # fmt: skip
        if folder not in paths:
            paths.append(folder)
    return RString(":".join(paths))
