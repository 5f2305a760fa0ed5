"""The rest of chef-utils' DSL (Chef's `ChefUtils::DSL::*` modules, all of them mixed into
recipes, resources, providers, attribute files and the node through Chef::DSL::Universal):
architecture, cloud, the platform and platform-family aliases, introspection, Windows,
virtualization's Vagrant checks, the train helpers (over the local host), default paths and
platform_version. `chef_utils.py` holds the first ones (Builtins tables); this table completes it.

Each helper reads the node of the run as chef-utils' `__getnode` does; an explicit node
argument (`ec2?(node)`) is the same node in a run."""

from __future__ import annotations

import os
import pwd
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.model.objects import RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

Helper = Callable[[Any, Any, list, Any], Any]

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


def helpers(rt: Runtime, dsl: Any, merged: Callable[[], Any]) -> dict[str, Helper]:
    """The helpers by name, reading the node through `merged()`."""

    def dig(*path: str) -> Any:
        found: Any = merged()[path[0]]
        for key in path[1:]:
            found = found.get(key) if isinstance(found, dict) else None
            if found is None:
                return None
        return found

    def has(key: str) -> bool:
        node = merged()
        return hasattr(node, "keys") and key in node

    def machine() -> Any:
        return dig("kernel", "machine")

    def version(text: Any) -> Any:
        klass = rt.const_get("ChefUtils::VersionString")
        return rt.send(klass, "new", [RString("" if text is None else str(text))])

    def rhel(major: int) -> Helper:
        def check(rt_: Runtime, recv: Any, a: list, b: Any) -> bool:
            if dig("platform_family") != "rhel":
                return False
            number = rt_.send(RString(str(dig("platform_version") or "")), "to_f", [])
            return major <= number < major + 1

        return check

    def file_class() -> Any:
        from toque.interpreter.core.autoload import autoload

        return rt.Object.consts.get("File") or autoload(rt, "File")  # loaded on first use

    def file_exist(path: Any) -> bool:
        return bool(rt.send(file_class(), "exist?", [path]))

    def systemd_unit(folder_name: Callable[[str], str]) -> Helper:
        def check(rt_: Runtime, recv: Any, a: list, b: Any) -> bool:
            name = folder_name(rt_.to_s(a[0]))
            return any(os.path.exists(f"{d}/systemd/system/{name}") for d in SYSTEMD_DIRS)

        return check

    def vagrant_user() -> bool:
        try:
            pwd.getpwnam("vagrant")
        except KeyError:
            return False
        return True

    def vagrant_domain() -> bool:
        domain = dig("domain")
        return domain is not None and "vagrantup.com" in str(domain)

    def centos_stream(rt_: Runtime, recv: Any, a: list, b: Any) -> bool:
        if dig("os_release"):
            return dig("os_release", "name") == "CentOS Stream"
        return dig("lsb", "id") == "CentOSStream"

    def vmware(kind: str) -> Helper:
        return lambda rt_, r, a, b: (
            dig("virtualization", "system") == "vmware" and dig("vmware", "host", "type") == kind
        )

    def default_paths(rt_: Runtime, recv: Any, args: list, block: Any) -> RString:
        """PATH's folders (of `env` when given), then the system's sbin/bin folders it
        lacks (chef-utils' default_paths; toque has no Ruby or gem bin folder to put first)."""
        env = args[0] if args and args[0] is not None else None
        text = rt_.send(env, "[]", [RString("PATH")]) if env is not None else None
        path = (
            os.environ.get("PATH", "") if env is None else ("" if text is None else rt_.to_s(text))
        )
        paths = path.split(":") if path else []
        for folder in ("/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin",
                       "/bin"):  # fmt: skip
            if folder not in paths:
                paths.append(folder)
        return RString(":".join(paths))

    def file_open(rt_: Runtime, recv: Any, args: list, block: Any) -> Any:
        return rt_.send(file_class(), "open", list(args), block)

    table: dict[str, Helper] = {
        "_64_bit?": lambda rt_, r, a, b: machine() in ARCH_64,
        "_32_bit?": lambda rt_, r, a, b: machine() not in ARCH_64,
        "i386?": lambda rt_, r, a, b: machine() not in ARCH_64 and machine() in ARCHES["intel?"],
        "cloud?": lambda rt_, r, a, b: merged()["cloud"] is not None,
        "rhel6?": rhel(6),
        "rhel7?": rhel(7),
        "rhel8?": rhel(8),
        "macos_ruby?": lambda rt_, r, a, b: False,  # toque's Ruby runs on Linux
        "windows_ruby?": lambda rt_, r, a, b: False,
        "centos_stream_platform?": centos_stream,
        "effortless?": lambda rt_, r, a, b: bool(dig("chef_packages", "chef", "chef_effortless")),
        "kitchen?": lambda rt_, r, a, b: "TEST_KITCHEN" in os.environ,
        "ci?": lambda rt_, r, a, b: "CI" in os.environ,
        "has_systemd_service_unit?": systemd_unit(
            lambda name: (name.split("@")[0] + "@" if "@" in name else name) + ".service"
        ),
        "has_systemd_unit?": systemd_unit(lambda name: name),
        "includes_recipe?": lambda rt_, r, a, b: rt_.send(dsl.node, "recipe?", [a[0]]),
        "include_recipe?": lambda rt_, r, a, b: rt_.send(dsl.node, "recipe?", [a[0]]),
        "vagrant?": lambda rt_, r, a, b: has("vagrant") or vagrant_domain() or vagrant_user(),
        "vagrant_key?": lambda rt_, r, a, b: has("vagrant"),
        "vagrant_domain?": lambda rt_, r, a, b: vagrant_domain(),
        "vagrant_user?": lambda rt_, r, a, b: vagrant_user(),
        "vmware_desktop?": vmware("vmware_desktop"),
        "vmware_vsphere?": vmware("vmware_vsphere"),
        "windows_server_core?": lambda rt_, r, a, b: dig("kernel", "server_core") is True,
        "windows_workstation?": lambda rt_, r, a, b: dig("kernel", "product_type") == "Workstation",
        "windows_server?": lambda rt_, r, a, b: dig("kernel", "product_type") == "Server",
        "windows_nt_version": lambda rt_, r, a, b: version(dig("os_version")),
        "powershell_version": lambda rt_, r, a, b: version(
            dig("languages", "powershell", "version")
        ),
        "platform_version": lambda rt_, r, a, b: version(dig("platform_version")),
        "file_exist?": lambda rt_, r, a, b: file_exist(a[0]),
        "file_open": file_open,
        "file_read": lambda rt_, r, a, b: rt_.send(file_open(rt_, r, a[:1], None), "read", []),
        "file_directory?": lambda rt_, r, a, b: bool(rt_.send(file_class(), "directory?", [a[0]])),
        "dir_exist?": lambda rt_, r, a, b: bool(rt_.send(file_class(), "directory?", [a[0]])),
        "default_paths": default_paths,
        "sanitized_path": default_paths,
    }
    for name, names in ARCHES.items():
        table[name] = lambda rt_, r, a, b, n=names: machine() in n
    for name, key in CLOUDS.items():
        table[name] = lambda rt_, r, a, b, k=key: has(k)
    for name, family in FAMILIES.items():
        table[name] = lambda rt_, r, a, b, f=family: dig("platform_family") == f
    for name, platforms in PLATFORMS.items():
        table[name] = lambda rt_, r, a, b, p=platforms: dig("platform") in p
    return table
