"""The lines of /etc/passwd, /etc/shadow and /etc/group the account tests read (a module of
its own: `conftest` is a name every test folder has)."""

from __future__ import annotations

from pathlib import Path


def passwd(name: str) -> list[str] | None:
    return _line("/etc/passwd", name)


def shadow(name: str) -> list[str] | None:
    return _line("/etc/shadow", name)


def group_line(name: str) -> list[str] | None:
    return _line("/etc/group", name)


def _line(path: str, name: str) -> list[str] | None:
    for line in Path(path).read_text().splitlines():
        fields = line.split(":")
        if fields[0] == name:
            return fields
    return None
