"""Shared by file-like providers: checksums, unified diffs and backups of replaced files."""

from __future__ import annotations

import os
import time

from toque.digests import sha256  # not hashlib: OpenSSL's binding costs every start-up
from toque.runtime.backends import Backend
from toque.runtime.state import ensure_state_dir


def short_checksum(data: bytes | None) -> str:
    return "none" if not data else sha256(data).hexdigest()[:6]


def _stamp(t: float) -> str:
    from datetime import UTC, datetime  # imported when a file changes, not at start-up

    d = datetime.fromtimestamp(t, UTC)
    return d.strftime("%Y-%m-%d %H:%M:%S.") + f"{d.microsecond * 1000:09d} +0000"


def unified_diff(path: str, old: bytes, new: bytes, old_mtime: float, max_chars: int) -> list[str]:
    """Chef's diff lines for `path` going from `old` to `new`, or the reason there is none."""
    if b"\0" in old[:8192]:
        return ["(current file is binary, diff output suppressed)"]
    if b"\0" in new[:8192]:
        return ["(new content is binary, diff output suppressed)"]
    import difflib  # only for a change: an idempotent run never diffs

    folder, base = os.path.split(path)
    lines = list(
        difflib.unified_diff(
            old.decode("utf-8", "replace").splitlines(),
            new.decode("utf-8", "replace").splitlines(),
            fromfile=f"{path}\t{_stamp(old_mtime or time.time())}",
            tofile=f"{os.path.join(folder, '.chef-' + base)}\t{_stamp(time.time())}",
            lineterm="",
        )
    )
    if not lines:
        return ["(no diff)"]
    if sum(len(line) for line in lines) > max_chars:
        return [f"(long diff of over {max_chars} characters, diff output suppressed)"]
    return lines


def backup(backend: Backend, path: str, keep: int, backup_path: str | None) -> None:
    """Copy `path` to `<backup_path>/<path>.chef-<stamp>` and keep only the newest `keep` copies."""
    if not keep:
        return
    if backup_path:
        ensure_state_dir(backup_path)  # 0700 and ours: backups hold copies of private files
    from datetime import datetime

    stamp = datetime.now().strftime("%Y%m%d%H%M%S.%f")
    target = os.path.join(backup_path, path.lstrip("/")) if backup_path else path
    backend.copy(path, f"{target}.chef-{stamp}")
    folder, base = os.path.split(target)
    olds = [n for n in backend.listdir(folder) if n.startswith(base + ".chef-")]
    for name in sorted(olds)[:-keep]:
        backend.remove(os.path.join(folder, name))
