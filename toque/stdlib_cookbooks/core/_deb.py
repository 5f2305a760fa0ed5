"""Debian's package tools as the `package` provider sees them: dpkg-query and apt-cache policy
asked once for every name of a resource, apt-get/dpkg/apt-mark to act (Chef's Apt and Dpkg)."""

from __future__ import annotations

from typing import Any

from toque.stdlib_cookbooks.core._host import run

# what apt-get is told about changed configuration files unless the options say otherwise
KEEP_CONFIG = ["-o", "Dpkg::Options::=--force-confdef", "-o", "Dpkg::Options::=--force-confold"]
NEW_CONFIG = ["-o", "Dpkg::Options::=--force-confnew"]


def dpkg_installed(p: Any, names: list[str]) -> dict[str, str]:
    """Installed versions of `names` (state `ii`), by one dpkg-query: missing names are absent."""
    if not names:
        return {}
    fmt = "-f=${binary:Package}\t${db:Status-Abbrev}\t${Version}\\n"
    out = run(p, ["dpkg-query", "-W", fmt, *names], check=False).stdout
    found: dict[str, str] = {}
    for line in out.splitlines():
        name, _, rest = line.partition("\t")
        status, _, version = rest.partition("\t")
        if status.startswith("ii") and version:
            found[name] = version
            found.setdefault(name.split(":")[0], version)  # libc6:amd64 is libc6 too
    return found


def apt_policy(p: Any, names: list[str], release: str | None = None) -> dict[str, dict[str, Any]]:
    """`apt-cache policy` of `names` at once: for each, its candidate and the versions on offer."""
    if not names:
        return {}
    argv = ["apt-cache", *(["-o", f"APT::Default-Release={release}"] if release else []), "policy"]
    out = run(p, [*argv, *names], check=False, env=Apt.env).stdout
    table: dict[str, dict[str, Any]] = {}
    row: dict[str, Any] = {}
    for line in out.splitlines():
        if line and not line[0].isspace() and line.endswith(":"):
            row = table[line[:-1]] = {"candidate": None, "versions": []}
            continue
        text = line.strip()
        if text.startswith("Candidate:"):
            value = text.partition(":")[2].strip()
            row["candidate"] = None if value == "(none)" else value
        elif row:
            words = text.removeprefix("*** ").split()  # "*** 1.2-3 100": the installed one
            if len(words) == 2 and words[1].lstrip("-").isdigit():
                row["versions"].append(words[0])
    return table


class Apt:
    """dpkg for what is installed, apt-cache policy for what could be, apt-get to act."""

    name = "apt"
    env = {"DEBIAN_FRONTEND": "noninteractive"}
    debconf = True

    def __init__(self, new: Any) -> None:
        self.new = new

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        found = dpkg_installed(p, names)
        return [found.get(n) for n in names]

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        table = apt_policy(p, [self.pattern(n) for n in names], self.new.get("default_release"))
        return {n: (table.get(n) or {}).get("candidate") for n in names}

    def pattern(self, name: str) -> str:
        """anchor_package_regex (18.3+): the name matched whole, not as a regular expression."""
        return f"^{name}$" if self.new.get("anchor_package_regex") else name

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        return ["apt-get", "-q", "-y", *self.config_options(options), *self.release_options(),
                *options, "install", *(f"{n}={v}" for n, v in pairs)]  # fmt: skip

    def config_options(self, options: list[str]) -> list[str]:
        if any("--force-conf" in o for o in options):
            return []
        return NEW_CONFIG if self.new.get("overwrite_config_files") else KEEP_CONFIG

    def release_options(self) -> list[str]:
        release = self.new.get("default_release")
        return ["-o", f"APT::Default-Release={release}"] if release else []

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        return ["apt-get", "-q", "-y", *options, "purge" if purge else "remove", *names]

    def locked(self, p: Any, names: list[str]) -> set[str]:
        return set(run(p, ["apt-mark", "showhold"]).stdout.split())

    def lock(self, options: list[str], names: list[str], hold: bool) -> list[str]:
        return ["apt-mark", *options, "hold" if hold else "unhold", *names]


class Dpkg(Apt):
    """A .deb file installed with dpkg -i: its name and version read from the file (dpkg-deb -W)."""

    name = "dpkg"

    def __init__(self, new: Any) -> None:
        super().__init__(new)
        self.sources: dict[str, str] = {}  # package name -> its .deb
        self.candidate_of: dict[str, str | None] = {}  # package name -> the .deb's version

    def read_sources(self, p: Any, names: list[str], sources: list[str]) -> list[str]:
        """The package names inside the .deb files (what dpkg-query is then asked about)."""
        real = []
        for name, source in zip(names, sources, strict=True):
            out = run(p, ["dpkg-deb", "-W", source]).stdout.strip()
            pkg, _, version = out.partition("\t")
            pkg = pkg or name
            self.sources[pkg] = source
            self.candidate_of[pkg] = version.strip() or None
            real.append(pkg)
        return real

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        return {n: self.candidate_of.get(n) for n in names}

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        return ["dpkg", "-i", *options, *(self.sources[n] for n, _ in pairs)]

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        return ["dpkg", "-P" if purge else "-r", *options, *names]
