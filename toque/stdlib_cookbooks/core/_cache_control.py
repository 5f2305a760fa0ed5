"""remote_file's memory of each URL (Chef's CacheControlData): the ETag and Last-Modified of
the last download and the checksum of what it gave, so the next run can ask "changed since?"
(a conditional GET). Kept as JSON in `remote_file/` of toque's private cache folder."""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from toque.cachedir import private_cache_dir


def scrubbed(uri: str) -> str:
    """The URI as it is stored: a password in it becomes XXXX (never written to disk)."""
    parts = urlsplit(uri)
    if parts.password is None:
        return uri
    netloc = f"{parts.username}:XXXX@{parts.hostname}"
    if parts.port:
        netloc += f":{parts.port}"
    return urlunsplit(parts._replace(netloc=netloc))


def file_name(uri: str) -> str:
    """Chef's name for a URI's record: readable, bounded, and unique by its digest."""
    digest = hashlib.sha256(uri.encode()).hexdigest()[:32]
    return f"{re.sub(r'[^A-Za-z0-9_]', '_', uri)[:64]}-{digest}.json"


@dataclass
class CacheControl:
    uri: str
    etag: str | None = None
    mtime: str | None = None
    checksum: str | None = None

    @classmethod
    def load_and_validate(cls, uri: str, current_checksum: str | None) -> CacheControl:
        """The record for `uri`; its ETag and date count only if the file on disk is still
        the one that download gave (same checksum)."""
        data = cls(scrubbed(uri))
        path = data._path()
        if path is not None:
            try:
                saved = json.loads(path.read_text())
                data.etag, data.mtime = saved.get("etag"), saved.get("mtime")
                data.checksum = saved.get("checksum")
            except (OSError, ValueError, AttributeError):
                pass
        if current_checksum is None or data.checksum != current_checksum:
            data.etag = data.mtime = None
        return data

    def save(self) -> None:
        path = self._path()
        if path is None:  # caching off or unusable: only conditional GETs are lost
            return
        text = json.dumps({"etag": self.etag, "mtime": self.mtime, "checksum": self.checksum})
        tmp = path.with_name(f".{path.name}.{os.getpid()}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, path)

    def _path(self) -> Path | None:
        base = private_cache_dir()
        if base is None:
            return None
        folder = base / "remote_file"
        folder.mkdir(mode=0o700, exist_ok=True)
        return folder / file_name(self.uri)
