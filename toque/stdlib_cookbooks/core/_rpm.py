"""RPM-family package tools as the `package` provider sees them: rpm -q and `dnf repoquery`
asked once for every name of a resource, dnf/yum/rpm to act (Chef's Dnf, Yum and Rpm)."""

from __future__ import annotations

import re
from typing import Any

from toque.stdlib_cookbooks.core._host import run

QF = "%{NAME} %{VERSION}-%{RELEASE} %{ARCH}\\n"


def rpm_compare(a: str, b: str) -> int:
    """rpm's rpmvercmp over "version-release" strings: -1, 0 or 1."""
    for x, y in zip(a.split("-", 1) + [""], b.split("-", 1) + [""], strict=False):
        c = _segments_compare(x, y)
        if c:
            return c
    return 0


def _segments_compare(a: str, b: str) -> int:
    if a == b:
        return 0
    xs, ys = re.findall(r"~|\^|\d+|[A-Za-z]+", a), re.findall(r"~|\^|\d+|[A-Za-z]+", b)
    for x, y in zip(xs, ys, strict=False):
        if x != y and "~" in (x, y):  # a tilde sorts before anything, even the end
            return -1 if x == "~" else 1
        if x.isdigit() and y.isdigit():
            x_num, y_num = int(x), int(y)
            if x_num != y_num:
                return -1 if x_num < y_num else 1
        elif x.isdigit() != y.isdigit():
            return 1 if x.isdigit() else -1  # numbers are newer than letters
        elif x != y:
            return -1 if x < y else 1
    rest_a, rest_b = xs[len(ys) :], ys[len(xs) :]
    if rest_a:
        return -1 if rest_a[0] == "~" else 1
    if rest_b:
        return 1 if rest_b[0] == "~" else -1
    return 0


def parse_qf(out: str) -> dict[str, tuple[str, str]]:
    """Lines of "name version-release arch" → {name: (version, arch)}, also keyed name.arch."""
    found: dict[str, tuple[str, str]] = {}
    for line in out.splitlines():
        words = line.split()
        if len(words) == 3 and not line.startswith("package "):
            name, version, arch = words
            found[f"{name}.{arch}"] = (version, arch)
            found.setdefault(name, (version, arch))
    return found


def parse_yum_list(out: str) -> dict[str, tuple[str, str]]:
    """yum 3's `yum list NAME…`: "name.arch  [epoch:]version-release  repo" rows (a long name
    wraps its row onto the next line) under "Installed Packages" and "Available Packages" →
    {name: (newest version, arch)}, also keyed name.arch: the installed one unless a newer is
    available, as yum would install."""
    words = [w for line in out.splitlines() if not line.rstrip().endswith("Packages")
             for w in line.split()]  # fmt: skip
    found: dict[str, tuple[str, str]] = {}
    for i in range(0, len(words) - 2, 3):
        name, dot, arch = words[i].rpartition(".")
        version = words[i + 1].split(":", 1)[-1] if ":" in words[i + 1] else words[i + 1]
        for key in (words[i], name) if dot else (words[i],):
            if key not in found or rpm_compare(version, found[key][0]) > 0:
                found[key] = (version, arch)
    return found


class Dnf:
    """rpm for what is installed, `dnf repoquery` for what could be, dnf (or yum) to act."""

    name = "dnf"
    env: dict[str, str] = {}
    debconf = False

    def __init__(self, new: Any, tool: str = "dnf", yum3: bool = False) -> None:
        self.new = new
        self.tool = new.get("yum_binary") or tool
        # yum 3 (RHEL/CentOS 7, Amazon Linux 2) has no repoquery command: `yum list` instead
        self.yum3 = yum3 and tool == "yum"

    def query_names(self, names: list[str]) -> list[str]:
        """`arch` given: each name asked as name.arch (one arch for all, or one per name)."""
        arch = self.new.get("arch") or []
        arches = arch * len(names) if len(arch) == 1 else [*arch, *[None] * len(names)]
        return [f"{n}.{a}" if a else n for n, a in zip(names, arches, strict=False)]

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        asked = self.query_names(names)
        found = parse_qf(run(p, ["rpm", "-q", "--qf", QF, *asked], check=False).stdout)
        return [found[a][0] if a in found else None for a in asked]

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        asked = self.query_names(names)
        if self.yum3:
            found = parse_yum_list(run(p, [self.tool, "-q", "list", *asked], check=False).stdout)
        else:
            argv = [self.tool, "-q", "repoquery", "--latest-limit=1", "--qf", QF, *asked]
            found = parse_qf(run(p, argv, check=False).stdout)
        return {n: found[a][0] if a in found else None for n, a in zip(names, asked, strict=True)}

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        specs = dict(zip(dict(pairs), self.query_names([n for n, _ in pairs]), strict=True))
        return [self.tool, *options, "-y", "install", *(_spec(specs[n], v) for n, v in pairs)]

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        return [self.tool, *options, "-y", "remove", *self.query_names(names)]

    def locked(self, p: Any, names: list[str]) -> set[str]:
        out = run(p, [self.tool, "versionlock", "list"]).stdout
        # "curl-0:7.76.1-26.el9.*" (dnf 4) or "Package name: curl" (dnf 5)
        held = {line.split(": ", 1)[1].strip() for line in out.splitlines()
                if line.startswith("Package name:")}  # fmt: skip
        for line in out.splitlines():
            if line and not line.startswith(("Package name:", " ", "Last metadata")):
                held.add(re.sub(r"-[^-]*-[^-]*$", "", line.strip()).split(":")[-1])
        return held

    def lock(self, options: list[str], names: list[str], hold: bool) -> list[str]:
        if hold:
            return [self.tool, "-d0", "-e0", *options, "versionlock", "add", *names]
        return [self.tool, "-d0", "-e0", "-y", *options, "versionlock", "delete",
                *(f"*:{n}-*" for n in names)]  # fmt: skip


def _spec(name: str, version: str) -> str:
    """dnf's name-version.arch from a name that may carry its arch (curl.x86_64)."""
    base, dot, arch = name.rpartition(".")
    if dot and arch in ("x86_64", "i686", "aarch64", "noarch", "ppc64le", "s390x", "armv7hl"):
        return f"{base}-{version}.{arch}"
    return f"{name}-{version}"


class Rpm:
    """A .rpm file: its name and version read from it (rpm -qp), installed with rpm -i/-U."""

    name = "rpm"
    env: dict[str, str] = {}
    debconf = False

    def __init__(self, new: Any) -> None:
        self.new = new
        self.sources: dict[str, str] = {}
        self.candidate_of: dict[str, str | None] = {}

    def read_sources(self, p: Any, names: list[str], sources: list[str]) -> list[str]:
        real = []
        for name, source in zip(names, sources, strict=True):
            qf = "%{NAME} %{VERSION}-%{RELEASE}\\n"
            words = run(p, ["rpm", "-qp", "--queryformat", qf, source]).stdout.split()
            pkg = words[0] if words else name
            self.sources[pkg] = source
            self.candidate_of[pkg] = words[1] if len(words) > 1 else None
            real.append(pkg)
        return real

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        qf = "%{NAME} %{VERSION}-%{RELEASE}\\n"
        out = run(p, ["rpm", "-q", "--queryformat", qf, *names], check=False).stdout
        found = {w[0]: w[1] for w in map(str.split, out.splitlines()) if len(w) == 2}
        return [found.get(n) for n in names]

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        return {n: self.candidate_of.get(n) for n in names}

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        name = pairs[0][0]
        if current.get(name) is None:
            return ["rpm", *options, "-i", self.sources[name]]
        downgrade = ["--oldpackage"] if self.new.get("allow_downgrade") else []
        return ["rpm", *options, "-U", *downgrade, self.sources[name]]

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        version = self.new.get("version")
        return ["rpm", *options, "-e", *(f"{n}-{version}" if version else n for n in names)]
