"""Debian's package tools as the `package` provider sees them: dpkg-query and apt-cache policy
asked once for every name of a resource, apt-get/dpkg/apt-mark to act (Chef's Apt and Dpkg)."""

from __future__ import annotations

from typing import Any

from toque.stdlib_cookbooks.core._host import run

DPKG_STATUS = "/var/lib/dpkg/status"  # rewritten by dpkg whenever a package changes
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


def run_versions(p: Any, names: list[str]) -> dict[str, str]:
    """Installed versions of `names`, from one dpkg-query made for every apt package resource
    of the run at the first one's need: reused while dpkg's status file is unchanged (any
    install, removal or purge, by toque or by an `execute`, rewrites it)."""
    memo = p.ctx.memo
    stat = p.backend.stat(DPKG_STATUS)
    stamp = (stat.mtime, stat.size, stat.ino) if stat is not None else None
    asked, found, seen = memo.get("dpkg_installed", (set(), {}, False))
    if seen != stamp or not set(names) <= asked:
        wanted = sorted({*names, *run_package_names(p)})
        asked, found = set(wanted), dpkg_installed(p, wanted)
        memo["dpkg_installed"] = (asked, found, stamp)
    return found


def run_package_names(p: Any) -> list[str]:
    """The literal names of the run's apt package resources (lazy ones are left for later)."""
    from toque.runtime.deferred import Lazy

    names: list[str] = []
    for resource in p.ctx.root.collection:
        if resource.resource_name not in ("apt_package", "package"):  # package: no platform known
            continue
        given = resource._values.get("package_name", resource.raw_name)
        if isinstance(given, Lazy):
            continue
        for name in given if isinstance(given, (list, tuple)) else [given]:
            if isinstance(name, str) and name and not name.startswith("-"):
                names.append(name)
    return names


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
        # virtual package -> (the one package providing it, that package's installed version)
        self.virtual: dict[str, tuple[str, str | None]] = {}

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        found = run_versions(p, names)
        return [found.get(n) for n in names]

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        release = self.new.get("default_release")
        table = apt_policy(p, [self.pattern(n) for n in names], release)
        found = {n: (table.get(n) or {}).get("candidate") for n in names}
        for name in [n for n, cand in found.items() if cand is None]:
            real = self.provider_of(p, name)
            if real:  # Chef acts on a virtual package through the one package providing it
                row = apt_policy(p, [real], release).get(real) or {}
                self.virtual[name] = (real, dpkg_installed(p, [real]).get(real))
                found[name] = row.get("candidate")
        return found

    def provider_of(self, p: Any, name: str) -> str | None:
        """The package that provides virtual `name` (`apt-cache showpkg`'s Reverse Provides)."""
        out = run(p, ["apt-cache", "showpkg", self.pattern(name)], check=False, env=self.env).stdout
        head, found, tail = out.rpartition("Reverse Provides:")
        if not found:
            return None
        providers = {line.split()[0] for line in tail.splitlines()[1:] if line.strip()}
        if len(providers) > 1:
            from toque.runtime.errors import ProviderError

            raise ProviderError(f"{name} is a virtual package provided by multiple packages, "
                                "you must explicitly select one", kind="Chef::Exceptions::Package")  # fmt: skip
        return next(iter(providers), None)

    def pattern(self, name: str) -> str:
        """anchor_package_regex (18.3+): the name matched whole, not as a regular expression."""
        return f"^{name}$" if self.new.get("anchor_package_regex") else name

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        specs = [n if n in self.virtual else f"{n}={v}" for n, v in pairs]
        return ["apt-get", "-q", "-y", *self.config_options(options), *self.release_options(),
                *options, "install", *specs]  # fmt: skip

    def config_options(self, options: list[str]) -> list[str]:
        if any("--force-conf" in o for o in options):
            return []
        return NEW_CONFIG if self.new.get("overwrite_config_files") else KEEP_CONFIG

    def release_options(self) -> list[str]:
        release = self.new.get("default_release")
        return ["-o", f"APT::Default-Release={release}"] if release else []

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        real = [self.virtual[n][0] if n in self.virtual else n for n in names]
        return ["apt-get", "-q", "-y", *options, "purge" if purge else "remove", *real]

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
