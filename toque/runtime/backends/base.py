"""The backend protocol: run a command, read/write/stat files — all a provider may ask of a host."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import IO, NamedTuple, Protocol

from toque.records import FrozenRecord


class CommandResult(FrozenRecord):
    """A finished command: what ran, its exit status and its output."""

    __slots__ = ("command", "exit_code", "stdout", "stderr")
    _fields = __slots__
    command: str | Sequence[str]
    exit_code: int
    stdout: str
    stderr: str

    def __init__(
        self, command: str | Sequence[str], exit_code: int, stdout: str, stderr: str
    ) -> None:
        object.__setattr__(self, "command", command)
        object.__setattr__(self, "exit_code", exit_code)
        object.__setattr__(self, "stdout", stdout)
        object.__setattr__(self, "stderr", stderr)


class FileStat(NamedTuple):
    kind: (
        str  # "file", "directory", "link", "block device", "char device", "pipe", "socket", "other"
    )
    mode: int  # permission bits only (& 0o7777)
    uid: int
    gid: int
    size: int
    mtime: float
    ino: int
    dev: int


class Backend(Protocol):
    def run(
        self,
        command: str | Sequence[str],
        *,
        cwd: str | None = None,
        env: Mapping[str, str] | None = None,
        user: str | int | None = None,
        group: str | int | None = None,
        umask: int | None = None,
        timeout: float | None = None,
        input: str | None = None,
        on_output: Callable[[str], None] | None = None,
    ) -> CommandResult: ...

    def lstat(self, path: str) -> FileStat | None: ...
    def stat(self, path: str) -> FileStat | None: ...
    def realpath(self, path: str) -> str: ...
    def read_bytes(self, path: str) -> bytes: ...
    def write_atomic(
        self,
        path: str,
        data: bytes | IO[bytes],  # bytes, or a file read to its end (a large download)
        mode: int | None = None,
        uid: int | None = None,
        gid: int | None = None,
    ) -> None: ...
    def write_in_place(self, path: str, data: bytes | IO[bytes]) -> None: ...
    def sync_pending(self) -> None: ...  # the folder syncs file_durability :data batched
    def temp_path(self, prefix: str = "toque-") -> str: ...
    def chmod(self, path: str, mode: int) -> None: ...
    def chown(self, path: str, uid: int | None, gid: int | None, follow: bool = True) -> None: ...
    def mkdir(self, path: str, parents: bool = False, mode: int | None = None) -> None: ...
    def remove(self, path: str) -> None: ...
    def rmdir(self, path: str, recursive: bool = False) -> None: ...
    def symlink(self, to: str, path: str) -> None: ...
    def hardlink(self, to: str, path: str) -> None: ...
    def readlink(self, path: str) -> str: ...
    def copy(self, src: str, dst: str) -> None: ...
    def touch(self, path: str) -> None: ...
    def listdir(self, path: str) -> list[str]: ...
    def uid_of(self, user: str | int) -> int: ...
    def gid_of(self, group: str | int) -> int: ...
    def user_name(self, uid: int) -> str: ...
    def group_name(self, gid: int) -> str: ...
    def is_root(self) -> bool: ...
