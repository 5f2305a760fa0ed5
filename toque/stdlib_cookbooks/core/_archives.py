"""Reading tar (plain, gzip, bzip2, xz) and zip archives as one list of entries, and writing
them under a destination folder safely: no entry lands outside it, whether by an absolute
name, `..`, a symbolic link met on the way or a hard link to a file elsewhere. Works on the
local host (archives are read where they are)."""

from __future__ import annotations

import os
import stat
import tarfile
import time
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Any

from toque.runtime.errors import ProviderError


@dataclass
class Entry:
    name: str  # the path under the destination, leading components stripped
    kind: str  # file, dir, symlink, hardlink, fifo, device
    mode: int
    mtime: float
    uid: int
    gid: int
    link: str = ""  # a symlink's target, or a hard link's path under the destination
    xattrs: dict[str, bytes] | None = None
    member: Any = None  # the tar or zip member, to read a file's data


class Archive:
    """An archive on disk, opened for one pass over its entries."""

    def __init__(self, path: str, strip: int) -> None:
        self.path, self.strip = path, strip
        if zipfile.is_zipfile(path):
            self.kind = "zip"
        elif tarfile.is_tarfile(path):
            self.kind = "tar"
        else:
            raise ProviderError(
                f"{path} is not an archive toque can read (tar, tar.gz, tar.bz2, tar.xz or zip)",
                kind="Archive::Error",
            )

    @contextmanager
    def entries(self) -> Iterator[tuple[list[Entry], Callable[[Entry], IO[bytes]]]]:
        """Every entry (names checked and stripped) and a function that opens a file's data."""
        try:
            if self.kind == "zip":
                with zipfile.ZipFile(self.path) as z:
                    yield self._keep([_zip_entry(i) for i in z.infolist()]), (
                        lambda e: z.open(e.member))  # fmt: skip
            else:
                with tarfile.open(self.path, "r:*") as t:
                    yield self._keep([_tar_entry(m) for m in t.getmembers()]), (
                        lambda e: t.extractfile(e.member))  # fmt: skip
        except (tarfile.TarError, zipfile.BadZipFile, EOFError, OSError) as exc:
            if isinstance(exc, OSError) and not isinstance(exc, EOFError) and exc.errno:
                raise
            raise ProviderError(f"cannot read the archive {self.path}: {exc}",
                                kind="Archive::Error") from None  # fmt: skip

    def _keep(self, entries: list[Entry | None]) -> list[Entry]:
        kept = []
        for e in entries:
            if e is None:
                continue
            name = self._stripped(e.name)
            if name is None:  # fewer components than strip_components: skipped, as tar does
                continue
            if e.kind == "hardlink":
                link = self._stripped(e.link)
                if link is None:
                    continue
                e.link = link
            e.name = name
            kept.append(e)
        return kept

    def _stripped(self, name: str) -> str | None:
        parts = [p for p in name.split("/") if p not in ("", ".")]
        if ".." in parts:
            raise ProviderError(
                f"{self.path} has an entry {name} that leads out of the destination ('..'): "
                "nothing was extracted", kind="Archive::Error")  # fmt: skip
        parts = parts[self.strip :]
        return "/".join(parts) if parts else None


def _tar_entry(m: tarfile.TarInfo) -> Entry | None:
    kind = (
        "dir" if m.isdir() else "symlink" if m.issym() else "hardlink" if m.islnk()
        else "fifo" if m.isfifo() else "device" if m.isdev() else "file" if m.isreg() else None
    )  # fmt: skip
    if kind is None:
        return None
    xattrs = {
        k[len("SCHILY.xattr.") :]: v.encode("utf-8", "surrogateescape")
        for k, v in (m.pax_headers or {}).items()
        if k.startswith("SCHILY.xattr.")
    }
    return Entry(m.name, kind, m.mode, float(m.mtime), m.uid, m.gid, m.linkname,
                 xattrs or None, m)  # fmt: skip


def _zip_entry(i: zipfile.ZipInfo) -> Entry:
    mode = i.external_attr >> 16
    kind = "dir" if i.is_dir() else "symlink" if stat.S_ISLNK(mode) else "file"
    perms = stat.S_IMODE(mode) or (0o755 if kind == "dir" else 0o644)
    mtime = time.mktime((*i.date_time, 0, 0, -1))  # DOS times are local times
    return Entry(i.filename, kind, perms, mtime, 0, 0, member=i)


# -- writing --------------------------------------------------------------------------------
@dataclass
class Flags:
    """Chef's extraction options (libarchive's EXTRACT_* flags)."""

    time: bool = False
    permissions: bool = False
    owner: bool = False
    no_overwrite: bool = False
    no_overwrite_newer: bool = False
    xattr: bool = False


class Extractor:
    """Writes entries under `dest` (which exists), refusing any that would land outside it."""

    def __init__(self, dest: str, flags: Flags, umask: int, log: Callable[[str, str], None]):
        self.dest, self.flags, self.umask, self.log = dest, flags, umask, log
        self.real = os.path.realpath(dest)
        self.dirs: list[tuple[str, Entry]] = []

    def inside(self, name: str) -> str:
        """`dest/name`, after checking that the folders on the way lead to no place outside
        `dest` (a symbolic link written by an earlier entry, or already there)."""
        path = os.path.join(self.dest, name)
        parent = os.path.realpath(os.path.dirname(path))
        if parent != self.real and not parent.startswith(self.real + os.sep):
            raise ProviderError(
                f"refusing to extract {name}: a symbolic link on its way leads outside "
                f"{self.dest}", kind="Archive::Error")  # fmt: skip
        return path

    def write(self, e: Entry, data: Callable[[], IO[bytes]]) -> None:
        if e.kind == "device":
            self.log("warn", f"not extracting the device file {e.name}")
            return
        path = self.inside(e.name)  # checked before any folder on the way is made
        os.makedirs(os.path.dirname(path), exist_ok=True)
        found = _lstat(path)
        if e.kind == "dir":
            if found is not None and not stat.S_ISDIR(found.st_mode):
                os.unlink(path)
                found = None
            if found is None:
                os.mkdir(path, 0o700)
            self.dirs.append((path, e))  # modes and times once its content is in
            return
        if found is not None and self._keep(found, e):
            return
        if found is not None:
            if stat.S_ISDIR(found.st_mode):
                raise ProviderError(f"cannot extract {e.name}: a directory is in the way",
                                    kind="Archive::Error")  # fmt: skip
            os.unlink(path)  # the entry replaces what is there, never writes through it
        if e.kind == "symlink":
            os.symlink(e.link, path)
        elif e.kind == "hardlink":
            os.link(self.inside(e.link), path, follow_symlinks=False)
            return
        elif e.kind == "fifo":
            os.mkfifo(path, 0o600)
        else:
            self._file(path, data())
        self._finish(path, e)

    def _keep(self, found: os.stat_result, e: Entry) -> bool:
        if self.flags.no_overwrite:
            return True
        return self.flags.no_overwrite_newer and found.st_mtime >= e.mtime

    def _file(self, path: str, source: IO[bytes]) -> None:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        with source, os.fdopen(os.open(path, flags, 0o600), "wb") as out:
            while chunk := source.read(1 << 16):
                out.write(chunk)

    def _finish(self, path: str, e: Entry) -> None:
        link = e.kind == "symlink"
        if self.flags.owner and os.geteuid() == 0:
            os.chown(path, e.uid, e.gid, follow_symlinks=False)
        if not link:
            os.chmod(path, self.mode(e))
            if self.flags.xattr and e.xattrs:
                for key, value in e.xattrs.items():
                    os.setxattr(path, key, value, follow_symlinks=False)
        if self.flags.time:
            os.utime(path, (e.mtime, e.mtime), follow_symlinks=not link)

    def mode(self, e: Entry) -> int:
        """The archive's mode; without :permissions, the umask applies and set-id bits go."""
        if self.flags.permissions:
            return stat.S_IMODE(e.mode)
        return e.mode & 0o777 & ~self.umask

    def close(self) -> None:
        """Directories get their modes and times last (deepest first): writing their content
        would have changed the times."""
        for path, e in reversed(self.dirs):
            self._finish(path, e)


def _lstat(path: str) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
