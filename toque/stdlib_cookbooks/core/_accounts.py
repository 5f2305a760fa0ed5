"""The local account databases (/etc/passwd, /etc/group, /etc/shadow) read through the backend,
as Ruby's Etc.getpwnam / getgrnam and ruby-shadow's getspnam answer Chef's user and group providers."""

from __future__ import annotations

import datetime
from typing import Any, NamedTuple


class PasswdEntry(NamedTuple):
    name: str
    passwd: str
    uid: int
    gid: int
    gecos: str
    dir: str
    shell: str


class GroupEntry(NamedTuple):
    name: str
    gid: int
    mem: list[str]


class ShadowEntry(NamedTuple):
    pwdp: str
    inact: int  # -1 when the field is empty, as glibc's getspnam gives it
    expire: int  # days since 1970-01-01; -1 when empty


def _rows(backend: Any, path: str, name: str) -> list[str] | None:
    """The colon-separated fields of `name`'s line in `path`, or None."""
    try:
        text = backend.read_bytes(path).decode("utf-8", "replace")
    except FileNotFoundError:
        return None
    for line in text.splitlines():
        fields = line.split(":")
        if fields[0] == name and not line.startswith(("#", "+", "-")):
            return fields
    return None


def getpwnam(backend: Any, name: str) -> PasswdEntry | None:
    f = _rows(backend, "/etc/passwd", name)
    if f is None or len(f) < 7:
        return None
    return PasswdEntry(f[0], f[1], int(f[2]), int(f[3]), f[4], f[5], f[6])


def getgrnam(backend: Any, name: str) -> GroupEntry | None:
    f = _rows(backend, "/etc/group", name)
    if f is None or len(f) < 4:
        return None
    return GroupEntry(f[0], int(f[2]), [m for m in f[3].split(",") if m])


def getspnam(backend: Any, name: str) -> ShadowEntry | None:
    f = _rows(backend, "/etc/shadow", name)
    if f is None or len(f) < 8:
        return None
    return ShadowEntry(f[1], _days(f[6]), _days(f[7]))


def _days(field: str) -> int:
    return int(field) if field.strip().lstrip("-").isdigit() else -1


def day_to_date(days: int) -> str:
    """A shadow day number as Chef shows it: Time.at(days * 86400).strftime("%Y-%m-%d")."""
    epoch = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
    return (epoch + datetime.timedelta(days=days)).strftime("%Y-%m-%d")


def ruby_to_i(value: Any) -> int:
    """Ruby's String#to_i: the leading digits, 0 when there are none."""
    text = str(value).strip()
    sign = -1 if text.startswith("-") else 1
    digits = ""
    for ch in text.lstrip("+-"):
        if not ch.isdigit():
            break
        digits += ch
    return sign * int(digits) if digits else 0


def to_s(value: Any) -> str:
    """Ruby's to_s, as Chef's providers compare and print values (nil is "")."""
    return "" if value is None else str(value)
