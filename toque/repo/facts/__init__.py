"""Host facts as Ohai's `automatic` attributes: one small plugin module per Ohai plugin family,
each reading /etc, /proc and /sys (and, on the live host, rtnetlink and statvfs) — no commands
run at collection; the slow ones (packages) are `Lazy` values computed on first read."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from toque.repo.facts import (
    accounts,
    chef,
    cloud,
    commands,
    cpu,
    dmi,
    filesystem,
    kernel,
    keys,
    mdadm,
    memory,
    network,
    packages,
    platform,
    shard,
    system,
    virtualization,
)
from toque.repo.facts._host import Host
from toque.repo.facts.platform import PLATFORM_REMAP, parse_os_release, platform_family_of

__all__ = ["PLATFORM_REMAP", "Host", "collect", "parse_os_release", "platform_family_of"]

# In Ohai's dependency order: each plugin sees the facts gathered before it.
PLUGINS: tuple[Callable[[Host, dict[str, Any]], dict[str, Any]], ...] = (
    platform.collect,
    kernel.collect,
    cpu.collect,
    memory.collect,
    dmi.collect,
    virtualization.collect,
    system.collect,
    network.collect,
    shard.collect,
    filesystem.collect,
    mdadm.collect,
    accounts.collect,
    keys.collect,
    cloud.collect,
    chef.collect,
    commands.collect,
    packages.collect,
)

_DEFAULTS: dict[str, Any] = {
    "platform": "linux",
    "platform_family": "linux",
    "platform_version": "",
    "hostname": "localhost",
    "machinename": "localhost",
    "fqdn": "localhost",
    "domain": None,
    "ipaddress": None,
    "ip6address": None,
    "macaddress": None,
    "network": {"interfaces": {}},
    "block_device": {},
    "filesystem": {"by_device": {}, "by_mountpoint": {}, "by_pair": {}},
    "current_user": "root",
    "root_group": "root",
    "init_package": "init",
    "virtualization": {"systems": {}},
}


def collect(
    root: str | os.PathLike[str] = "/",
    uname: os.uname_result | None = None,
    *,
    netlink: Any = None,
    statvfs: Any = None,
) -> dict[str, Any]:
    """Every fact, as a plain dict for `node.automatic`. Files are read under `root`; never raises.

    `netlink` (a function returning links, addresses, routes) and `statvfs` stand in for the
    live kernel in tests."""
    host = Host(root, uname, netlink=netlink, statvfs=statvfs)
    facts: dict[str, Any] = {}
    for plugin in PLUGINS:
        try:
            facts.update(plugin(host, facts))
        except Exception:  # a fact is never worth failing a run for; defaults stay below
            pass
    for key, value in _DEFAULTS.items():
        facts.setdefault(key, value)
    return facts
