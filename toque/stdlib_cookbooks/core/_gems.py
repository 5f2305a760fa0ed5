"""RubyGems as a package tool for `gem_package` and `chef_gem`: the `gem` command asked and
run as Chef's gem provider shells out to it when a gem_binary is given."""

from __future__ import annotations

import os
import re
import shutil
from typing import Any

from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._host import run

LISTED = re.compile(r"^(\S+) \(([^)]*)\)", re.MULTILINE)


def gem_version_key(version: str) -> tuple[Any, ...]:
    """Gem::Version ordering: numeric segments by value; a letter segment makes a prerelease,
    lower than the release ("1.0.a" < "1.0")."""
    parts = re.findall(r"\d+|[a-zA-Z]+", version)
    key: list[tuple[int, Any]] = []
    for part in parts:
        key.append((1, int(part)) if part.isdigit() else (0, part))
    while key and key[-1] == (1, 0):
        key.pop()
    return (*key, (0.5, ""))  # a release sorts above its prereleases


def gem_newer(a: str, b: str) -> bool:
    return gem_version_key(a) > gem_version_key(b)


class Gem:
    """`gem list` for what is installed and what a source offers, `gem install/uninstall`."""

    name = "gem"
    env: dict[str, str] = {}
    debconf = False

    def __init__(self, new: Any, provider: Any) -> None:
        self.new = new
        self.binary = new.gem_binary or shutil.which("gem")
        if not self.binary:
            raise ProviderError(
                f"{provider.resource}: no `gem` command on this host (install Ruby and "
                "RubyGems, or set gem_binary to one)", provider.resource.span,
                kind="Chef::Exceptions::Package",
            )  # fmt: skip
        if isinstance(new.options, dict):
            raise ProviderError(
                f"{provider.resource}: options given as a Hash go to Chef's own RubyGems API, "
                "which toque does not have; give them as a String", provider.resource.span,
                kind="ArgumentError",
            )  # fmt: skip

    def _gem(self, p: Any, *args: str, check: bool = False) -> str:
        return run(p, [self.binary, *args], check=check, timeout=p.new.timeout).stdout

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        """The wanted version when it is among those installed, else the newest installed."""
        found = []
        for name in names:
            versions = self._listed(self._gem(p, "list", "--local", "--exact", name)).get(name, [])
            want = p.new.version
            found.append(want if want in versions else (versions[0] if versions else None))
        return found

    def _listed(self, out: str) -> dict[str, list[str]]:
        """`name (1.2.0, 1.1.0)` lines; "default: 1.0" entries count as installed."""
        return {m.group(1): [v.replace("default: ", "").split()[0] for v in m.group(2).split(", ") if v]
                for m in LISTED.finditer(out)}  # fmt: skip

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        """A `.gem` file's version, else the newest version the sources offer."""
        source = self.file_source()
        if source:
            out = self._gem(p, "specification", source, "version")
            hit = re.search(r"version:\s*['\"]?([\w.]+)", out)
            return {names[0]: hit.group(1) if hit else None}
        found: dict[str, str | None] = {}
        for name in names:
            out = self._gem(p, "list", "--remote", "--exact", name, *self.source_args())
            versions = self._listed(out).get(name, [])
            found[name] = versions[0] if versions else None
        return found

    def file_source(self) -> str | None:
        """A local `.gem` file given as the source (or as the name, as Chef allows)."""
        source = self.new.source if isinstance(self.new.source, str) else None
        name = str(self.new.package_name)
        for candidate in (source, name):
            if candidate and candidate.endswith(".gem") and os.path.exists(candidate):
                return candidate
        return None

    def source_args(self) -> list[str]:
        new = self.new
        sources = new.source if isinstance(new.source, list) else [new.source] if new.source else []
        args = (
            ["--clear-sources"]
            if new.clear_sources or new.include_default_source is False and sources
            else []
        )
        for source in sources:
            args += ["--source", str(source)]
        return args

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        source = self.file_source()
        opts = options
        if source:
            return [self.binary, "install", source, "-q", "--no-document", *opts]
        name, version = pairs[0]
        return [self.binary, "install", name, "-q", "--no-document", "-v", version,
                *self.source_args(), *opts]  # fmt: skip

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        version = self.new.version
        which = ["-v", str(version)] if version else ["-a"]
        return [self.binary, "uninstall", *names, "-q", "-x", "-I", *which, *options]
