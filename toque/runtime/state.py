"""Where toque keeps run state (lock file, backups): `$TOQUE_STATE_DIR`, else `$XDG_STATE_HOME/toque`."""

from __future__ import annotations

import os
from pathlib import Path


def state_dir() -> Path:
    explicit = os.environ.get("TOQUE_STATE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(
        os.path.expanduser("~"), ".local", "state"
    )
    return Path(base) / "toque"
