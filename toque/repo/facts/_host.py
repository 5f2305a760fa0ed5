"""What the fact plugins read: files under a root directory, uname, and (on the live host) the kernel."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


class Host:
    """The machine the facts describe. `root` is `/` on the live host; tests point it at a
    fixture tree of /etc, /proc and /sys files, and then nothing is asked of the live kernel."""

    def __init__(
        self,
        root: str | os.PathLike[str] = "/",
        uname: os.uname_result | None = None,
        netlink: Any = None,
        statvfs: Any = None,
    ) -> None:
        self.root = Path(root)
        self.live = self.root.resolve() == Path("/")
        # a plain string: facts read hundreds of files, and a Path per read costs start-up
        self._prefix = os.path.join(os.fspath(root), "")
        self.uname = uname or os.uname()
        # rtnetlink dumps (links, addresses, routes); None: read /proc/net instead
        self.netlink = netlink
        # a mount point's statvfs (df's numbers); None on a fixture root: no sizes
        self.statvfs = statvfs or (os.statvfs if self.live else None)

    def path(self, rel: str) -> str:
        return self._prefix + rel.lstrip("/")

    def read(self, rel: str) -> str:
        """A file's text, or "" if it is absent or unreadable (facts never fail a run)."""
        try:
            with open(self.path(rel), errors="replace") as f:
                return f.read()
        except (OSError, ValueError):
            return ""

    def first_line(self, rel: str) -> str:
        return self.read(rel).partition("\n")[0].strip()

    def listdir(self, rel: str) -> list[str]:
        try:
            return sorted(os.listdir(self.path(rel)))
        except OSError:
            return []

    def exists(self, rel: str) -> bool:
        return os.path.lexists(self.path(rel))

    def isdir(self, rel: str) -> bool:
        return os.path.isdir(self.path(rel))

    def readlink(self, rel: str) -> str:
        try:
            return os.readlink(self.path(rel))
        except OSError:
            return ""
