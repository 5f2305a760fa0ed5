"""What already stands at a file resource's path, as Chef's file provider judges it: a symlink
whose source is managed, something to unlink first, or something that stops the action."""

from __future__ import annotations

import errno

from toque.records import Record
from toque.runtime.backends import Backend, FileStat
from toque.runtime.provider import Requirement

MISMATCH = "Chef::Exceptions::FileTypeMismatch"
INVALID_LINK = "Chef::Exceptions::InvalidSymlink"


class Entry(Record):
    """The verdict on `path`: where content goes (`target`, its stat `current` or None when a
    file must be created), whether something must be unlinked first, or what blocks."""

    __slots__ = ("target", "current", "unlink", "blocker", "source_of")
    _fields = __slots__

    def __init__(
        self,
        target: str,
        current: FileStat | None,
        unlink: str | None = None,  # Chef's name for what is removed first ("symlink"…)
        blocker: Requirement | None = None,
        source_of: str | None = None,  # the link's real path, when the source file is managed
    ) -> None:
        self.target = target
        self.current = current
        self.unlink = unlink
        self.blocker = blocker
        self.source_of = source_of


def inspect(
    backend: Backend, path: str, manage_symlink_source: bool | None, force_unlink: bool
) -> Entry:
    """Chef's `inspect_existing_fs_entry` and `verify_symlink_sanity`, in one decision."""
    entry = backend.lstat(path)
    if entry is None or entry.kind == "file":
        return Entry(path, entry)
    if entry.kind == "link" and manage_symlink_source is not False:
        return _managed_link(backend, path)
    kind = type_string(backend, path, entry)
    if force_unlink:
        return Entry(path, None, unlink=kind)
    return Entry(path, None, blocker=Requirement(
        f"File {path} exists, but is a {kind}, set force_unlink to true to remove",
        whyrun=f"Assuming {kind} at {path} would have been removed by a previous resource",
        kind=MISMATCH, block_action=True))  # fmt: skip


def _managed_link(backend: Backend, path: str) -> Entry:
    """A symlink whose source is managed: the source must be a regular file."""
    try:
        real = backend.realpath(path)
    except OSError as exc:
        points = backend.readlink(path)
        if exc.errno == errno.ELOOP:
            why = "creates a loop", "Assuming symlink loop would be fixed by a previous resource"
        else:
            why = (
                "leads to a nonexistent file",
                ("Assuming symlink source would be created by a previous resource"),
            )
        text = f"Symlink at {path} (pointing to {points}) exists but attempting to resolve it "
        return Entry(path, None, blocker=Requirement(
            text + why[0], whyrun=why[1], kind=INVALID_LINK, block_action=True))  # fmt: skip
    source = backend.lstat(real)
    if source is not None and source.kind == "file":
        return Entry(real, source, source_of=real)
    kind = type_string(backend, real, source)
    return Entry(path, None, source_of=real, blocker=Requirement(
        f"File {path} exists, but is a symlink to {real} which is a {kind}. "
        "Disable manage_symlink_source and set force_unlink to remove it.",
        whyrun=f"Assuming symlink {path} or source file {real} would have been fixed by a "
        "previous resource", kind=MISMATCH, block_action=True))  # fmt: skip


def type_string(backend: Backend, path: str, entry: FileStat | None) -> str:
    """Chef's `file_type_string`: what the path is, links followed (a link to a directory is
    a "directory"; a link to a file, or to nothing, a "symlink")."""
    if entry is not None and entry.kind == "link":
        try:
            found = backend.stat(path)
        except OSError:  # a loop
            found = None
        if found is None or found.kind in ("file", "link"):
            return "symlink"
        entry = found
    if entry is None or entry.kind in ("file", "other"):
        return "unknown filetype"
    return entry.kind
