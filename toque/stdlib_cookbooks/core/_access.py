"""Shared by file-like providers: modes, owners and groups (what Chef's FileAccessControl does)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from toque.runtime.backends import FileStat
from toque.runtime.provider import Change, Provider


def parse_mode(mode: Any) -> int | None:
    """`"0644"`, `"644"` → 0o644; an Integer is taken as is (Ruby's `0644` is already 420)."""
    if mode is None:
        return None
    return int(mode, 8) if isinstance(mode, str) else int(mode)


def valid_mode(mode: Any) -> bool:
    try:
        return 0 <= parse_mode(mode) <= 0o7777
    except ValueError:
        return False


def format_mode(mode: int | None) -> str:
    return "" if mode is None else "0" + format(mode & 0o7777, "o")


def access_changes(
    p: Provider, path: str, current: FileStat | None, follow: bool = True
) -> Iterator[Change]:
    """Changes for mode, owner and group, in Chef's order, each against the current state."""
    backend, new = p.backend, p.new
    mode = parse_mode(new.mode)
    if mode is not None and (current is None or current.mode != mode):
        was = format_mode(current.mode if current else None)
        yield Change(
            f"change mode from '{was}' to '{format_mode(mode)}'",
            apply=lambda: backend.chmod(path, mode),
        )
    if new.owner is not None:
        uid = backend.uid_of(new.owner)
        if current is None or current.uid != uid:
            was = backend.user_name(current.uid) if current else ""
            yield Change(
                f"change owner from '{was}' to '{new.owner}'",
                apply=lambda: backend.chown(path, uid, None, follow),
            )
    if new.group is not None:
        gid = backend.gid_of(new.group)
        if current is None or current.gid != gid:
            was = backend.group_name(current.gid) if current else ""
            yield Change(
                f"change group from '{was}' to '{new.group}'",
                apply=lambda: backend.chown(path, None, gid, follow),
            )
