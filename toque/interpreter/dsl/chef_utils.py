"""The chef-utils helpers recipes, resources and libraries call bare (`debian?`,
`systemd?`, `which("git")`, `value_for_platform(…)`): methods of `ChefUtils` and of Kernel.

Declared with the Builtins registry; chef-utils' own signature is `debian?(node =
__getnode)`: the node given is read as the run's (toque runs one node).
"""

from __future__ import annotations

import os
from collections import defaultdict
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RString
from toque.repo import platforms

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

utils = Builtins("ChefUtils")
kernel = Builtins("Kernel")

# chef-utils' default extra_path (as Chef::Mixin::Which): the system's sbin and bin folders
DEFAULT_PATHS = ("/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin")
_NO_NODE: dict[str, Any] = defaultdict(lambda: None)


def install(rt: Runtime) -> None:
    from toque.interpreter.dsl import chef_utils_dsl

    rt.Object.consts.get("ChefUtils") or rt.define_module("ChefUtils")
    # this module's tables, then the rest of chef-utils' DSL (chef_utils_dsl.py)
    for table in (utils, kernel, chef_utils_dsl.utils, chef_utils_dsl.kernel):
        table.install(rt)


def node_of(rt: Runtime) -> Any:
    """The node, read top key by top key (its merged tops are cached, never thawed whole)."""
    node = rt.host.ctx.node
    return node if node is not None else _NO_NODE


def _helper(name: str, test: Any) -> None:
    def helper(rt: Runtime, self: Any, node: Any = None) -> bool:
        return test(node_of(rt))

    helper.__name__ = name
    utils.method(name)(helper)
    kernel.method(name)(helper)


def _family(*names: str) -> Any:
    return lambda node: platforms.is_platform_family(node, *names)


def _platform(*names: str) -> Any:
    return lambda node: platforms.is_platform(node, *names)


for _name, _test in {
    "debian?": _family("debian"),
    "rhel?": _family("rhel"),
    "fedora?": _family("fedora"),
    "suse?": _family("suse"),
    "arch?": _family("arch"),
    "alpine?": _family("alpine"),
    "amazon?": _family("amazon"),
    "gentoo?": _family("gentoo"),
    "aix?": _family("aix"),
    "freebsd?": _family("freebsd"),
    "windows?": _family("windows"),
    "macos?": _family("mac_os_x"),
    "rpm_based?": _family("rhel", "fedora", "amazon", "suse"),
    "fedora_derived?": _family("rhel", "fedora", "amazon"),
    "redhat_based?": _family("rhel", "fedora"),
    "solaris_based?": _platform("solaris2", "smartos", "omnios", "openindiana"),
    "bsd_based?": _platform("netbsd", "freebsd", "openbsd", "dragonflybsd"),
    "ubuntu?": _platform("ubuntu"),
    "centos?": _platform("centos"),
    "redhat?": _platform("redhat"),
    "linux?": lambda node: node["os"] == "linux",
    "darwin?": lambda node: node["os"] == "darwin",
    "systemd?": lambda node: node["init_package"] == "systemd",
    "docker?": platforms.docker_guest,
    "physical?": lambda node: not platforms.virtualization_is(node, None, "guest"),
}.items():
    _helper(_name, _test)
for _name in ("ubuntu", "debian", "centos", "redhat", "fedora", "amazon", "oracle", "arch",
              "suse", "opensuse", "gentoo", "linuxmint", "raspbian", "macos", "windows"):  # fmt: skip
    _helper(f"{_name}_platform?", _platform({"macos": "mac_os_x"}.get(_name, _name)))
for _name, (_system, _role) in platforms.VIRTUALIZATION_HELPERS.items():
    _helper(_name, lambda node, s=_system, w=_role: platforms.virtualization_is(node, s, w))


@kernel.method("where")
@utils.method("where")
def where(rt: Runtime, self: Any, *names: Any, block: Any = None) -> RArray:
    """ChefUtils' `where(*cmds, prepend_path: nil, path: ENV["PATH"], extra_path: …)`: every
    executable `cmd` in prepend_path, PATH, extra_path (by default the system's sbin/bin
    folders, as Chef::Mixin::Which), that the block accepts."""
    commands, options = list(names), {}
    if commands and isinstance(commands[-1], RHash):
        options = {rt.to_s(k): v for k, v in commands.pop().items()}
    extra = options.get("extra_path")
    if extra is None:
        extra = RArray(RString(p) for p in DEFAULT_PATHS)
    paths: list[str] = []
    env_path = RString(os.environ.get("PATH", ""))
    for group in (options.get("prepend_path"), env_path, extra):
        if isinstance(group, RArray):
            paths += [rt.to_s(p) for p in group]
        elif group is not None:
            paths += rt.to_s(group).split(os.pathsep)
    found = RArray()
    for name in commands:
        for folder in dict.fromkeys(p for p in paths if p):
            path = os.path.join(folder, rt.to_s(name))
            if not (os.access(path, os.X_OK) and not os.path.isdir(path)):
                continue
            if block is None or rt.truthy(rt.call_proc(block, [RString(path)])):
                found.append(RString(path))
    return found


@kernel.method("which")
@utils.method("which")
def which(rt: Runtime, self: Any, *names: Any, block: Any = None) -> Any:
    found = where(rt, self, *names, block=block)
    return found[0] if found else False


def _platform_table(rt: Runtime, table: Any, depth: int = 2) -> dict[Any, Any]:
    """A Ruby value_for_* hash as platforms wants it: text keys (tuples for arrays of names),
    Ruby values untouched."""
    if not isinstance(table, RHash):
        raise rt.error("ArgumentError", "value_for_platform takes a Hash")
    out: dict[Any, Any] = {}
    for key, value in table.items():
        name = tuple(rt.to_s(k) for k in key) if isinstance(key, RArray) else rt.to_s(key)
        nested = depth > 1 and isinstance(value, RHash)
        out[name] = _platform_table(rt, value, depth - 1) if nested else value
    return out


@kernel.method("value_for_platform")
@utils.method("value_for_platform")
def value_for_platform(rt: Runtime, self: Any, table: Any) -> Any:
    try:
        return platforms.value_for_platform(node_of(rt), _platform_table(rt, table))
    except ValueError as exc:
        raise rt.error("RuntimeError", str(exc)) from None


@kernel.method("value_for_platform_family")
@utils.method("value_for_platform_family")
def value_for_platform_family(rt: Runtime, self: Any, table: Any) -> Any:
    try:
        return platforms.value_for_platform_family(node_of(rt), _platform_table(rt, table, 1))
    except ValueError as exc:
        raise rt.error("RuntimeError", str(exc)) from None


__all__ = ["DEFAULT_PATHS", "install", "kernel", "utils"]
