"""Which package tool a `package` resource uses, and snap's (the others: _deb.py, _rpm.py)."""

from __future__ import annotations

import re
from typing import Any

from toque.stdlib_cookbooks.core._deb import Apt, Dpkg
from toque.stdlib_cookbooks.core._host import run
from toque.stdlib_cookbooks.core._rpm import Dnf, Rpm, Zypper


class Snap:
    """snap list for what is installed, snap info for the channel's version, snap to act."""

    name = "snap"
    env: dict[str, str] = {}
    debconf = False

    def __init__(self, new: Any) -> None:
        self.new = new

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        out = run(p, ["snap", "list", *names], check=False).stdout
        found = {w[0]: w[1] for w in map(str.split, out.splitlines()[1:]) if len(w) > 1}
        return [found.get(n) for n in names]

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        channel = self.new.get("channel") or "stable"
        found: dict[str, str | None] = {}
        for name in names:
            out = run(p, ["snap", "info", name], check=False).stdout
            # "  latest/stable:    1.2.3 2024-01-01 (123) 45MB -"
            pattern = rf"^\s+(?:latest/)?{re.escape(channel)}:\s+(\S+)"
            hit = re.search(pattern, out, re.MULTILINE)
            found[name] = hit.group(1) if hit and hit.group(1) not in ("^", "--") else None
        return found

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        channel = f"--channel={self.new.get('channel') or 'stable'}"
        verb = "refresh" if any(current.get(n) for n, _ in pairs) else "install"
        return ["snap", verb, channel, *options, *(n for n, _ in pairs)]

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        return ["snap", "remove", *(["--purge"] if purge else []), *options, *names]


MANAGERS: dict[str, Any] = {
    "apt_package": Apt, "dpkg_package": Dpkg, "rpm_package": Rpm, "snap_package": Snap,
    "dnf_package": lambda new: Dnf(new, "dnf"), "yum_package": lambda new: Dnf(new, "yum"),
    "zypper_package": Zypper,
}  # fmt: skip
BY_FAMILY = {"debian": "apt_package", "rhel": "dnf_package", "fedora": "dnf_package",
             "amazon": "dnf_package", "suse": "zypper_package"}  # fmt: skip


def manager_for(type_name: str, platform_family: str | None, new: Any) -> Any:
    """The tool of an explicit `apt_package`, `rpm_package`…, else of the platform; or None."""
    if type_name not in MANAGERS:
        type_name = BY_FAMILY.get(platform_family or "", "")
    make = MANAGERS.get(type_name)
    return make(new) if make else None
