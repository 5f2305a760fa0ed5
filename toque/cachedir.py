"""Where toque keeps caches: `$TOQUE_CACHE_DIR`, else `$XDG_CACHE_HOME/toque`."""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path | None:
    """The cache folder, or None when caching is off (`TOQUE_NO_CACHE=1`)."""
    if os.environ.get("TOQUE_NO_CACHE"):
        return None
    explicit = os.environ.get("TOQUE_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "toque"
