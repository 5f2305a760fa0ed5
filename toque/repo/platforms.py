"""Which check or value applies to a node's platform: `platform?`, `platform_family?`,
`value_for_platform` and Chef's platform version constraints."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_VERSION = re.compile(r"^(\d+)(?:\.(\d+))?(?:\.(\d+))?$")
_CONSTRAINT = re.compile(r"^(>=|<=|~>|!=|=|<|>)?\s*(\S+)$")


def _version(text: str) -> tuple[int, int, int] | None:
    """Chef::Version::Platform: 1 to 3 numeric parts ("22.04" → (22, 4, 0)), else None."""
    match = _VERSION.match(text.strip())
    return tuple(int(p or 0) for p in match.groups()) if match else None  # type: ignore[return-value]


def version_matches(constraint: str, version: str) -> bool | None:
    """Chef::VersionConstraint::Platform: `>= 7`, `~> 18.04`, `= 12.5`, bare `12.5`.

    None when either side is not a platform version or constraint (Chef rescues and moves on).
    """
    match = _CONSTRAINT.match(constraint.strip())
    have = _version(version)
    want = _version(match.group(2)) if match else None
    if match is None or have is None or want is None:
        return None
    op = match.group(1) or "="
    if op == "~>":
        parts = match.group(2).count(".") + 1
        upper = (want[0] + 1, 0, 0) if parts < 3 else (want[0], want[1] + 1, 0)
        return want <= have < upper
    return {
        "=": have == want,
        "!=": have != want,
        ">": have > want,
        "<": have < want,
        ">=": have >= want,
        "<=": have <= want,
    }[op]


def _text(key: Any) -> str:
    return str(getattr(key, "name", key)) if not isinstance(key, str) else key


def _by_platform(mapping: Mapping[Any, Any]) -> dict[str, Any]:
    """Expand keys that name several platforms (a list or tuple) into one entry each."""
    out: dict[str, Any] = {}
    for key, value in mapping.items():
        for name in key if isinstance(key, (list, tuple, frozenset)) else (key,):
            out[_text(name)] = value
    return out


def is_platform(node: Any, *names: Any) -> bool:
    """`platform?('ubuntu', 'debian')`."""
    return str(node["platform"]) in {_text(n) for n in names}


def is_platform_family(node: Any, *names: Any) -> bool:
    """`platform_family?('rhel', 'fedora')`."""
    return str(node["platform_family"]) in {_text(n) for n in names}


def value_for_platform(node: Any, mapping: Mapping[Any, Any]) -> Any:
    """Chef's PlatformDependentValue: exact version, then one matching constraint,
    then the platform's "default", then the top-level "default"."""
    values = _by_platform(mapping)
    platform, version = str(node["platform"]), str(node["platform_version"])
    versions = values.get(platform)
    if isinstance(versions, Mapping):
        versions = {_text(k): v for k, v in versions.items()}
        if version in versions:
            return versions[version]
        matches = [k for k in versions if version_matches(k, version)]
        if len(matches) > 1:
            raise ValueError(
                f"Multiple matches detected for {platform} with values {mapping}. "
                f"The following keys all match {matches}"
            )
        if matches:
            return versions[matches[0]]
        if "default" in versions:
            return versions["default"]
    return values.get("default")


def value_for_platform_family(node: Any, mapping: Mapping[Any, Any]) -> Any:
    """Chef's PlatformFamilyDependentValue: the family's value, else "default", else None."""
    values = _by_platform(mapping)
    family = str(node["platform_family"])
    return values[family] if family in values else values.get("default")


# chef-utils' ChefUtils::DSL::Virtualization: helper → (virtualization/system, role); None: any
VIRTUALIZATION_HELPERS: dict[str, tuple[str | None, str]] = {
    "kvm?": ("kvm", "guest"),
    "kvm_host?": ("kvm", "host"),
    "lxc?": ("lxc", "guest"),
    "lxc_host?": ("lxc", "host"),
    "parallels?": ("parallels", "guest"),
    "parallels_host?": ("parallels", "host"),
    "vbox?": ("vbox", "guest"),
    "virtualbox?": ("vbox", "guest"),
    "vbox_host?": ("vbox", "host"),
    "vmware?": ("vmware", "guest"),
    "vmware_host?": ("vmware", "host"),
    "openvz?": ("openvz", "guest"),
    "openvz_host?": ("openvz", "host"),
    "hyperv?": ("hyperv", "guest"),
    "guest?": (None, "guest"),
    "virtual?": (None, "guest"),
    "hypervisor?": (None, "host"),
}


def virtualization_is(node: Any, system: str | None, role: str) -> bool:
    """node['virtualization'] names this system (any, for None) in this role."""
    found = node["virtualization"] or {}
    return (system is None or found.get("system") == system) and found.get("role") == role


def docker_guest(node: Any) -> bool:
    """chef-utils' `docker?`: virtualization/systems/docker is "guest"."""
    return ((node["virtualization"] or {}).get("systems") or {}).get("docker") == "guest"
