"""Gentoo's portage and Exherbo's paludis as the `package` provider sees them (Chef's Portage
and Paludis providers, one package a resource): portage reads /var/db/pkg and asks
`portageq best_visible`; paludis asks `cave print-ids` once for both versions."""

from __future__ import annotations

import re
from typing import Any

from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._host import run

PKG_DB = "/var/db/pkg"
ATOM = re.compile(r"^(?:([^/]+)/)?([^/]+)$")
VERSION = r"(\d[.\d]*[a-z]?((_(alpha|beta|pre|rc|p)\d*)*)?(-r\d+)?)"


def _fail(p: Any, message: str) -> ProviderError:
    return ProviderError(message, p.resource.span, kind="Chef::Exceptions::Package")


def _pinned(name: str, version: str | None) -> str:
    return f"={name}-{version}" if version else name


class Portage:
    name = "portage"
    env: dict[str, str] = {}
    debconf = False

    def __init__(self, new: Any) -> None:
        self.new = new

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        return [self._installed(p, n) for n in names]

    def _installed(self, p: Any, atom: str) -> str | None:
        """The version under /var/db/pkg/CATEGORY/NAME-VERSION, the category any if not given."""
        found = ATOM.match(atom)
        if found is None:
            raise _fail(p, f"Invalid package atom {atom}")
        category, pkg = found.groups()
        pattern = re.compile(rf"{re.escape(pkg)}-{VERSION}$")
        versions = []
        for cat in [category] if category else self._listdir(p, PKG_DB):
            for entry in self._listdir(p, f"{PKG_DB}/{cat}"):
                hit = pattern.match(entry)
                if hit:
                    versions.append((f"{cat}/{hit.group(0)}", hit.group(1)))
        if len(versions) > 1:
            atoms = sorted(a for a, _ in versions)
            if not category and len({a.split("/")[0] for a in atoms}) > 1:
                raise _fail(p, f"Multiple packages found for {atom}: {' '.join(atoms)}. "
                               "Specify a category.")  # fmt: skip
            return None  # several slots of one package: Chef leaves the version unknown
        return versions[0][1] if versions else None

    @staticmethod
    def _listdir(p: Any, path: str) -> list[str]:
        stat = p.backend.stat(path)
        return (
            sorted(p.backend.listdir(path)) if stat is not None and stat.kind == "directory" else []
        )

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        return {n: self._candidate(p, n) for n in names}

    def _candidate(self, p: Any, atom: str) -> str:
        result = run(p, ["portageq", "best_visible", "/", atom], check=False)
        shown = f"exit {result.exit_code}, stdout {result.stdout.strip()!r}, stderr {result.stderr.strip()!r}"
        query = f"Query for '{atom}'"
        if result.exit_code != 0:
            if re.search(r"[Uu]nqualified atom .*match.* multiple", result.stderr):
                raise _fail(
                    p, f"{query} matched multiple packages (please specify a category):\n{shown}"
                )
            if not result.stdout.strip():
                raise _fail(p, f"{query} did not find a matching package:\n{shown}")
            raise _fail(p, f"{query} resulted in an unknown error:\n{shown}")
        out = result.stdout.strip()
        if len(out.splitlines()) > 1:
            raise _fail(p, f"{query} produced unexpected output (multiple lines):\n{shown}")
        # "dev-lang/ruby-3.1.4-r2": the version, with its revision when it has one
        parts = out.split("-")
        return "-".join(parts[-2:]) if re.search(r"-r\d+$", out) else parts[-1]

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        name, version = pairs[0]
        spec = f"~{name}-{version[1:]}" if version.startswith("~") else f"={name}-{version}"
        return ["emerge", "-g", "--color", "n", "--nospinner", "--quiet", *options, spec]

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        spec = _pinned(names[0], self.new.get("version"))
        return ["emerge", "--unmerge", "--color", "n", "--nospinner", "--quiet", *options, spec]


class Paludis:
    name = "paludis"
    env: dict[str, str] = {}
    debconf = False

    def __init__(self, new: Any) -> None:
        self.new = new
        self.found: dict[str, tuple[str | None, str | None]] = {}

    def _ids(self, p: Any, name: str) -> tuple[str | None, str | None]:
        """(installed, candidate) from one `cave print-ids` ("cat/pkg version repository")."""
        if name not in self.found:
            argv = ["cave", "-L", "warning", "print-ids", "-M", "none", "-m", name,
                    "-f", "%c/%p %v %r\\n"]  # fmt: skip
            installed = candidate = None
            for line in run(p, argv).stdout.splitlines():
                words = line.split()
                if len(words) != 3 or words[2] in ("accounts", "installed-accounts"):
                    continue
                if words[2] == "installed":
                    installed = words[1]
                else:
                    candidate = words[1]
            self.found[name] = (installed, candidate)
        return self.found[name]

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        return [self._ids(p, n)[0] for n in names]

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        return {n: self._ids(p, n)[1] for n in names}

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        name, version = pairs[0]
        return ["cave", "-L", "warning", "resolve", "-x", *options, _pinned(name, version)]

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        spec = _pinned(names[0], self.new.get("version"))
        return ["cave", "-L", "warning", "uninstall", "-x", *options, spec]
