"""Which package tool a `package` resource uses, and snap's (the others: _deb.py, _rpm.py,
_zypper.py, _pacman.py, _gentoo.py)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Mapping
from typing import Any

from toque.stdlib_cookbooks.core._deb import Apt, Dpkg
from toque.stdlib_cookbooks.core._gentoo import Paludis, Portage
from toque.stdlib_cookbooks.core._host import run
from toque.stdlib_cookbooks.core._pacman import Pacman
from toque.stdlib_cookbooks.core._rpm import Dnf, Rpm
from toque.stdlib_cookbooks.core._zypper import Zypper


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
    "zypper_package": Zypper, "pacman_package": Pacman, "portage_package": Portage,
    "paludis_package": Paludis,
}  # fmt: skip
BY_FAMILY = {"debian": "apt_package", "suse": "zypper_package"}
BY_PLATFORM = {"arch": "pacman_package", "gentoo": "portage_package",
               "exherbo": "paludis_package"}  # fmt: skip
FEDORA_DERIVED = ("rhel", "fedora", "amazon")  # chef-utils' fedora_derived?


def _major(version: Any) -> int | None:
    found = re.match(r"\d+", str(version or ""))
    return int(found.group()) if found else None


def package_kind(facts: Mapping[str, Any]) -> str | None:
    """The resource `package` declares on a host, by Chef 18's provides rules, the most
    specific first: dnf on the rhel family from 8, on fedora from 22, and on amazon where
    dnf exists (Amazon Linux 2022/2023 ship it; Chef asks `which dnf`); yum on the rest of
    the fedora-derived family (RHEL/CentOS 7, Amazon Linux 2); zypper on suse; pacman,
    portage, paludis on arch, gentoo, exherbo."""
    family, platform = str(facts.get("platform_family") or ""), str(facts.get("platform") or "")
    major = _major(facts.get("platform_version"))
    if family == "rhel" and major is not None and major >= 8:
        return "dnf_package"
    if platform == "fedora" and major is not None and major >= 22:
        return "dnf_package"
    if platform == "amazon" and ((major or 0) >= 2022 or shutil.which("dnf")):
        return "dnf_package"
    if family in FEDORA_DERIVED:
        return "yum_package"
    return BY_PLATFORM.get(platform) or BY_FAMILY.get(family)


def manager_for(type_name: str, facts: Mapping[str, Any], new: Any) -> Any:
    """The tool of an explicit `apt_package`, `rpm_package`…, else of the platform; or None."""
    if type_name not in MANAGERS:
        type_name = package_kind(facts) or ""
    make = MANAGERS.get(type_name)
    return make(new) if make else None
