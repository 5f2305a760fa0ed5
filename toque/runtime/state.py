"""Where toque keeps run state (backups, shell history) and its run lock.

`$TOQUE_STATE_DIR` when set; as root fixed system folders, as Chef keeps `/var/chef`
(`/var/lib/toque`, the lock in `/run/toque`), never `$HOME` or `$XDG_*`, which `sudo -E`
hands over from the calling user; otherwise `$XDG_STATE_HOME/toque`. Every folder is made
0700 and checked before use (`toque.private_dirs`).
"""

from __future__ import annotations

import os
from pathlib import Path

from toque.private_dirs import ensure_private_dir, running_as_root

ROOT_STATE_DIR = Path("/var/lib/toque")
ROOT_LOCK_DIR = Path("/run/toque")


def state_dir() -> Path:
    explicit = os.environ.get("TOQUE_STATE_DIR")
    if explicit:
        return Path(explicit)
    if running_as_root():
        return ROOT_STATE_DIR
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(
        os.path.expanduser("~"), ".local", "state"
    )
    return Path(base) / "toque"


def lock_dir() -> Path:
    """The run lock's folder: the state folder, except for root's default (`/run` is for locks)."""
    if running_as_root() and not os.environ.get("TOQUE_STATE_DIR"):
        return ROOT_LOCK_DIR if ROOT_LOCK_DIR.parent.is_dir() else ROOT_STATE_DIR
    return state_dir()


def ensure_state_dir(path: str | os.PathLike[str] | None = None) -> Path:
    """The state folder (or `path`, a folder for state such as backups) made and checked."""
    return ensure_private_dir(state_dir() if path is None else path, "state folder")


def ensure_lock_dir() -> Path:
    return ensure_private_dir(lock_dir(), "lock folder")
