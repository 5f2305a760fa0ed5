"""Package managers as the `package` provider sees them: query versions, build install/remove commands."""

from __future__ import annotations

from typing import Any

from toque.stdlib_cookbooks.core._host import run


class Apt:
    """dpkg for what is installed, apt-cache for what could be, apt-get to act."""

    env = {"DEBIAN_FRONTEND": "noninteractive"}

    def installed(self, p: Any, name: str) -> str | None:
        r = run(p, ["dpkg-query", "-W", "-f=${db:Status-Abbrev}\t${Version}\\n", name], check=False)
        status, _, version = r.stdout.strip().partition("\t")
        return version if r.exit_code == 0 and status.startswith("ii") and version else None

    def candidate(self, p: Any, name: str) -> str | None:
        out = run(p, ["apt-cache", "policy", name], check=False).stdout
        for line in out.splitlines():
            key, _, value = line.strip().partition(":")
            if key == "Candidate":
                value = value.strip()
                return None if value in ("", "(none)") else value
        return None

    def install(self, options: list[str], pairs: list[tuple[str, str]]) -> list[str]:
        return ["apt-get", "-q", "-y", *options, "install", *(f"{n}={v}" for n, v in pairs)]

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        return ["apt-get", "-q", "-y", *options, "purge" if purge else "remove", *names]


class Dnf:
    """rpm for what is installed, `dnf repoquery` for what could be, dnf (or yum) to act."""

    env: dict[str, str] = {}

    def __init__(self, tool: str = "dnf") -> None:
        self.tool = tool

    def installed(self, p: Any, name: str) -> str | None:
        r = run(p, ["rpm", "-q", "--qf", "%{VERSION}-%{RELEASE}\\n", name], check=False)
        lines = r.stdout.split()
        return lines[-1] if r.exit_code == 0 and lines else None

    def candidate(self, p: Any, name: str) -> str | None:
        argv = [
            self.tool,
            "-q",
            "repoquery",
            "--latest-limit=1",
            "--qf",
            "%{VERSION}-%{RELEASE}\\n",
        ]
        lines = run(p, [*argv, name], check=False).stdout.split()
        return lines[-1] if lines else None

    def install(self, options: list[str], pairs: list[tuple[str, str]]) -> list[str]:
        return [self.tool, "-y", *options, "install", *(f"{n}-{v}" for n, v in pairs)]

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        return [self.tool, "-y", *options, "remove", *names]


def manager_for(type_name: str, platform_family: str | None) -> Apt | Dnf | None:
    """The manager of an explicit `apt_package`/`dnf_package`/`yum_package`, else of the platform."""
    if type_name == "apt_package" or (type_name == "package" and platform_family == "debian"):
        return Apt()
    if type_name in ("dnf_package", "yum_package"):
        return Dnf(type_name.split("_")[0])
    if platform_family in ("rhel", "fedora", "amazon"):
        return Dnf()
    return None
