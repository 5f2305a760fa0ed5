"""How hard a written file is pushed to disk: client.rb's `file_durability` (docs/runtime.md,
"Durability").

- `full` (the default): the file's data is fsynced, it is renamed over the path, and the
  folder is fsynced, all before the write returns: a resource reported updated survives a
  power loss.
- `data`: the file's data is fsynced before the rename, so a power loss never leaves a torn
  or empty file; the folders' syncs (which write the new names) are batched, one per folder,
  before the run ends. Until then a power loss may bring back the old file, whole.
- `none`: no sync at all, as Chef Infra Client (`Chef::Provider::File::Deploy::MvUnix`): the
  rename still shows readers the old or the new file; the kernel writes both back in its
  own time (ext4 and XFS: within ~30 s).
"""

from __future__ import annotations

import os
from typing import Any

MODES = ("full", "data", "none")
DEFAULT = "full"


def durability(value: Any) -> str:
    """A `file_durability` setting as one of MODES (`:data`, "data" and ":data" alike);
    ValueError naming the choices for anything else."""
    text = str(value).strip()
    text = text[1:] if text.startswith(":") else text
    if text not in MODES:
        choices = ", ".join(f":{m}" for m in MODES)
        raise ValueError(f"file_durability must be one of {choices}, not {value!r}")
    return text


class FolderSyncs:
    """The folders whose new names are not on disk yet (`data`), synced together by `flush`."""

    def __init__(self) -> None:
        self.pending: dict[str, None] = {}  # ordered: folders sync in the order first written

    def add(self, folder: str) -> None:
        self.pending[folder] = None

    def flush(self) -> None:
        folders, self.pending = self.pending, {}
        for folder in folders:
            sync_folder(folder)


def sync_folder(folder: str) -> None:
    """fsync a folder, so that a rename into it is on disk (the file's own fsync does not
    write its new name). Filesystems that cannot sync a folder (EINVAL on some network and
    FUSE mounts) keep what they promise without it."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
