"""Where toque keeps caches: `$TOQUE_CACHE_DIR`, as root `/var/cache/toque`, else
`$XDG_CACHE_HOME/toque` (root never follows `$HOME`/`$XDG_*`, which `sudo -E` hands over)."""

from __future__ import annotations

import os
from pathlib import Path

from toque.private_dirs import UnusableDirectory, ensure_private_dir, running_as_root

ROOT_CACHE_DIR = Path("/var/cache/toque")


def cache_dir() -> Path | None:
    """The cache folder, or None when caching is off (`TOQUE_NO_CACHE=1`)."""
    if os.environ.get("TOQUE_NO_CACHE"):
        return None
    explicit = os.environ.get("TOQUE_CACHE_DIR")
    if explicit:
        return Path(explicit)
    if running_as_root():
        return ROOT_CACHE_DIR
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "toque"


def private_cache_dir() -> Path | None:
    """The cache folder made and checked; None when off or unusable (a cache only saves time).

    A folder someone else could write to raises `UnsafeDirectory`: loading from it is what an
    attacker would want, and the user should hear of it rather than silently lose the cache.
    """
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return ensure_private_dir(folder, "cache folder")
    except UnusableDirectory:
        return None
