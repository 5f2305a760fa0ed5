"""Folders toque keeps its own files in (state, lock, cache): made 0700, and used only when the
running user owns them and no one else can write to them or to a folder above them.

toque runs as root; a folder another user can write to (a `$HOME` kept by `sudo -E`, a
group-writable cache) would let that user plant a symlink or a file that root then follows or
loads. Such a folder is refused with an error saying what to fix, never used.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from toque.errors import ToqueError

PRIVATE_MODE = 0o700
_verified: dict[tuple[str, int], Path] = {}  # (folder as given, euid): checked in this process


class PrivateDirError(ToqueError):
    """A state, lock or cache folder toque cannot use."""


class UnusableDirectory(PrivateDirError):
    """The folder cannot be made or read (a file in the way, no permission, read-only disk)."""


class UnsafeDirectory(PrivateDirError):
    """A folder that someone other than the running user could change: never used."""


def running_as_root() -> bool:
    return os.geteuid() == 0


def ensure_private_dir(path: str | os.PathLike[str], what: str) -> Path:
    """`path` created if missing (0700) and checked; `what` names it in the error ("state folder")."""
    euid = os.geteuid()
    known = _verified.get((os.fspath(path), euid))
    if known is not None:
        return known
    folder = Path(os.path.abspath(path))
    try:
        _create(folder)
        real = Path(os.path.realpath(folder))
        for ancestor in sorted(_ancestors(folder) | _ancestors(real)):
            _check_ancestor(ancestor, folder, what, euid)
        _check_own(real, folder, what, euid)
    except OSError as exc:
        raise UnusableDirectory(
            f"cannot use the {what} {folder}: {exc.strerror or exc}", hint=_hint(what)
        ) from None
    _verified[(os.fspath(path), euid)] = folder
    return folder


def _create(folder: Path) -> None:
    missing = []
    probe = folder
    while not os.path.lexists(probe) and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    for path in reversed(missing):
        try:
            os.mkdir(path, PRIVATE_MODE)
        except FileExistsError:
            pass  # made meanwhile by a concurrent run: checked below like any other


def _ancestors(folder: Path) -> set[Path]:
    return set(folder.parents)


def _check_own(real: Path, folder: Path, what: str, euid: int) -> None:
    st = os.lstat(real)
    if not stat.S_ISDIR(st.st_mode):
        raise UnsafeDirectory(f"the {what} {folder} is not a folder", hint=_hint(what))
    if st.st_uid != euid:
        raise UnsafeDirectory(
            f"the {what} {folder} is owned by {_user(st.st_uid)}, not by {_user(euid)} who runs "
            "toque: refusing to use it",
            hint=_hint(what),
        )
    if st.st_mode & 0o022:
        raise UnsafeDirectory(
            f"the {what} {folder} can be written by its group or by others "
            f"(mode {stat.S_IMODE(st.st_mode):04o}): refusing to use it",
            hint=f"chmod 700 {folder}, or {_hint(what)}",
        )


def _check_ancestor(ancestor: Path, folder: Path, what: str, euid: int) -> None:
    """A folder above: a user who can rename entries in it could swap ours for theirs."""
    st = os.lstat(ancestor)
    if st.st_uid not in (0, euid):
        raise UnsafeDirectory(
            f"the {what} {folder} lies in {ancestor}, which is owned by {_user(st.st_uid)}: "
            "refusing to use it",
            hint=_hint(what),
        )
    sticky = st.st_mode & stat.S_ISVTX  # /tmp: others cannot rename what is not theirs
    own_group = euid != 0 and st.st_gid == os.getegid()  # a user-private group (umask 002)
    if st.st_mode & 0o002 and not sticky or st.st_mode & 0o020 and not (sticky or own_group):
        raise UnsafeDirectory(
            f"the {what} {folder} lies in {ancestor}, which others can write to "
            f"(mode {stat.S_IMODE(st.st_mode):04o}): refusing to use it",
            hint=_hint(what),
        )


def _hint(what: str) -> str:
    variable = {
        "state folder": "TOQUE_STATE_DIR",
        "lock folder": "TOQUE_STATE_DIR",
        "cache folder": "TOQUE_CACHE_DIR",
    }.get(what)
    where = f"set {variable} to a folder only you can write" if variable else "use another folder"
    return f"{where}; as root toque uses /var/lib/toque, /var/cache/toque and /run/toque"


def _user(uid: int) -> str:
    try:
        import pwd

        return f"{pwd.getpwuid(uid).pw_name} (uid {uid})"
    except (ImportError, KeyError):
        return f"uid {uid}"
