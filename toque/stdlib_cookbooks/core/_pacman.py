"""pacman as the `package` provider sees it (Chef's Pacman provider): one `pacman -Sl` lists
every package of the repositories /etc/pacman.conf names, with the installed version marked,
which answers both questions for every name; pacman --sync/--remove to act."""

from __future__ import annotations

import re
from typing import Any

from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._host import run

CONF = "/etc/pacman.conf"
DEFAULT_REPOS = ("extra", "core", "community")  # Chef's, when there is no pacman.conf


class Pacman:
    name = "pacman"
    env: dict[str, str] = {}
    debconf = False

    def __init__(self, new: Any) -> None:
        self.new = new
        self.listing: dict[str, tuple[str, str | None]] | None = None

    def _listing(self, p: Any) -> dict[str, tuple[str, str | None]]:
        """name → (candidate, installed or None), from one `pacman -Sl`."""
        if self.listing is None:
            repos = self._repos(p)
            result = run(p, ["pacman", "-Sl"], check=False)
            if result.exit_code not in (0, 1):
                raise ProviderError(f"pacman failed - {_shown(result)}!", p.resource.span,
                                    kind="Chef::Exceptions::Package")  # fmt: skip
            self.listing = {}
            # "core bash 5.2.026-2 [installed]" or "… [installed: 5.2.015-1]"
            row = re.compile(r"(\S+) (\S+) (\S+-[0-9]+)(?: \[[^\]]*?(?:: (\S+-[0-9]+))?\])?$")
            for line in result.stdout.splitlines():
                found = row.match(line)
                if found and found.group(1) in repos and found.group(2) not in self.listing:
                    repo, name, candidate, current = found.groups()
                    installed = current or (candidate if "[" in line else None)
                    self.listing[name] = (candidate, installed)
        return self.listing

    @staticmethod
    def _repos(p: Any) -> set[str]:
        if p.backend.stat(CONF) is None:
            return set(DEFAULT_REPOS)
        text = p.backend.read_bytes(CONF).decode(errors="replace")
        return set(re.findall(r"\[(.+)\]", text))

    def _entry(self, p: Any, name: str) -> tuple[str, str | None]:
        entry = self._listing(p).get(name)
        if entry is None:
            raise ProviderError(f"pacman does not have a version of package {name}",
                                p.resource.span, kind="Chef::Exceptions::Package")  # fmt: skip
        return entry

    def installed(self, p: Any, names: list[str]) -> list[str | None]:
        return [self._entry(p, n)[1] for n in names]

    def candidates(self, p: Any, names: list[str]) -> dict[str, str | None]:
        return {n: self._entry(p, n)[0] for n in names}

    def install(
        self, options: list[str], pairs: list[tuple[str, str]], current: dict[str, Any]
    ) -> list[str]:
        return ["pacman", "--sync", "--noconfirm", "--noprogressbar", *options,
                *(n for n, _ in pairs)]  # fmt: skip

    def remove(self, options: list[str], names: list[str], purge: bool) -> list[str]:
        return ["pacman", "--remove", "--noconfirm", "--noprogressbar", *options, *names]


def _shown(result: Any) -> str:
    return f"exit {result.exit_code}: {(result.stderr or result.stdout).strip()}"
