"""The local host backend: files through os, commands through subprocess."""

from __future__ import annotations

import contextlib
import grp
import os
import pwd
import shutil
import stat as st
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import IO

from toque.runtime.backends.base import CommandResult, FileStat
from toque.runtime.backends.durability import DEFAULT, FolderSyncs, sync_folder
from toque.runtime.backends.processes import end_group, spawn, supervised
from toque.runtime.backends.temps import StaleTemps, temp_file
from toque.runtime.errors import CommandTimeout, ProviderError
from toque.runtime.values import inspect

_READ_FLAGS = os.O_RDONLY | os.O_CLOEXEC
READ_CHUNK = 1 << 16  # the first read takes a typical managed file whole

# Longer than any run can last (~31 years): a bigger timeout, even one too big for a
# float (`timeout 10**400`), means no timeout at all.
FOREVER = 1e9


def _seconds(timeout: object) -> float | None:
    """A timeout as the seconds `Popen.wait` takes: None waits for as long as it takes."""
    if timeout is None:
        return None
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise ProviderError(f"timeout must be a number of seconds, not {inspect(timeout)}")
    if timeout != timeout or timeout > FOREVER:  # NaN, or an int too big for a float
        return None
    return float(timeout)


def _kind(mode: int) -> str:
    if st.S_ISREG(mode):
        return "file"
    if st.S_ISDIR(mode):
        return "directory"
    if st.S_ISLNK(mode):
        return "link"
    return _SPECIAL.get(st.S_IFMT(mode), "other")


# the names Chef gives these in its messages ("File /x exists, but is a pipe, …")
_SPECIAL = {st.S_IFBLK: "block device", st.S_IFCHR: "char device", st.S_IFIFO: "pipe",
            st.S_IFSOCK: "socket"}  # fmt: skip


_new_stat = tuple.__new__  # FileStat's fields in order, without the Python-level __new__
_S_IFMT, _S_IFREG = 0o170000, st.S_IFREG


def _file_stat(s: os.stat_result) -> FileStat:
    mode = s.st_mode
    kind = "file" if mode & _S_IFMT == _S_IFREG else _kind(mode)  # (a file: the usual case)
    return _new_stat(
        FileStat,
        (kind, mode & 0o7777, s.st_uid, s.st_gid, s.st_size, s.st_mtime, s.st_ino, s.st_dev),
    )


def _pump(stream: IO[bytes], sink: list[str], on_output: Callable[[str], None] | None) -> None:
    for raw in iter(stream.readline, b""):
        line = raw.decode("utf-8", "replace")
        sink.append(line)
        if on_output:
            on_output(line.rstrip("\n"))
    stream.close()


class LocalBackend:
    """This machine."""

    def __init__(self, durability: str = DEFAULT) -> None:
        old = os.umask(0)
        os.umask(old)
        self.umask = old
        self.stale_temps = StaleTemps(started=time.time())
        self.durability = durability  # full, data or none (backends/durability.py)
        self.folder_syncs = FolderSyncs()

    # -- commands ----------------------------------------------------------------------------
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
    ) -> CommandResult:
        argv = ["/bin/sh", "-c", command] if isinstance(command, str) else [str(a) for a in command]
        full_env = {**os.environ, **{str(k): str(v) for k, v in (env or {}).items()}}
        if cwd is not None and not os.path.isdir(cwd):
            raise ProviderError(f"Working directory {cwd} does not exist", kind="Errno::ENOENT")
        try:
            proc = spawn(
                argv, cwd=cwd, env=full_env, keep_stdin=bool(input),
                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                user=user, group=group, umask=-1 if umask is None else umask,
            )  # fmt: skip
        except FileNotFoundError as exc:
            raise ProviderError(
                f"No such file or directory - {argv[0]}", kind="Errno::ENOENT"
            ) from exc
        with supervised(proc):
            return self._wait(proc, command, argv, timeout, input, on_output)

    @staticmethod
    def _wait(
        proc: subprocess.Popen[bytes],
        command: str | Sequence[str],
        argv: list[str],
        timeout: float | None,
        input: str | None,
        on_output: Callable[[str], None] | None,
    ) -> CommandResult:
        out: list[str] = []
        err: list[str] = []
        threads = [
            threading.Thread(target=_pump, args=(proc.stdout, out, on_output), daemon=True),
            threading.Thread(target=_pump, args=(proc.stderr, err, on_output), daemon=True),
        ]
        for t in threads:
            t.start()
        if input and proc.stdin is not None:
            # a command may stop reading (`crontab -u unknown -`): its exit status says why
            with contextlib.suppress(BrokenPipeError):
                proc.stdin.write(input.encode())
            with contextlib.suppress(BrokenPipeError):
                proc.stdin.close()
        try:
            code = proc.wait(timeout=_seconds(timeout))
        except subprocess.TimeoutExpired:
            end_group(proc)
            proc.wait()
            shown = command if isinstance(command, str) else " ".join(argv)
            raise CommandTimeout(
                f"Command timed out after {timeout:g}s:\nCommand exceeded allowed execution time, "
                f"process terminated\n---- Begin output of {shown} ----\n"
                f"STDOUT: {''.join(out)}\nSTDERR: {''.join(err)}\n---- End output of {shown} ----"
            ) from None
        for t in threads:
            t.join()
        return CommandResult(command, code, "".join(out), "".join(err))

    # -- files -------------------------------------------------------------------------------
    def lstat(self, path: str) -> FileStat | None:
        try:
            return _file_stat(os.lstat(path))
        except (FileNotFoundError, NotADirectoryError):
            return None

    def stat(self, path: str) -> FileStat | None:
        try:
            return _file_stat(os.stat(path))
        except (FileNotFoundError, NotADirectoryError):
            return None

    def realpath(self, path: str) -> str:
        """Where `path` leads with every link followed, as Ruby's File.realpath:
        FileNotFoundError if it leads nowhere, OSError (ELOOP) on a loop."""
        return os.path.realpath(path, strict=True)

    def read_bytes(self, path: str) -> bytes:
        # os.open/os.read rather than open(): no file objects, and four system calls
        # instead of eight (fstat, isatty, fstat, lseek): half the cost of an idempotent
        # file resource's read. A directory fails at the read: named as open() would.
        fd = os.open(path, _READ_FLAGS)
        try:
            data = os.read(fd, READ_CHUNK)
            if data:
                more = os.read(fd, READ_CHUNK)
                if more:  # a big file: the rest, in reads of what fstat says is left
                    chunks, done = [data, more], len(data) + len(more)
                    size = os.fstat(fd).st_size
                    while more:
                        more = os.read(fd, max(READ_CHUNK, size - done))
                        chunks.append(more)
                        done += len(more)
                    data = b"".join(chunks)
        except OSError as exc:
            raise type(exc)(exc.errno, exc.strerror, path) from None
        finally:
            os.close(fd)
        return data

    def write_atomic(
        self,
        path: str,
        data: bytes | IO[bytes],
        mode: int | None = None,
        uid: int | None = None,
        gid: int | None = None,
    ) -> None:
        """Temp file in the same folder, fsync, rename, fsync of the folder: readers see the
        old or the new file, and once this returns (and the resource is reported updated) the
        new file survives a power loss (docs/runtime.md, "Durability"). `durability` "data"
        leaves the folder's sync to `sync_pending`, "none" syncs nothing. The temporary files
        a killed run left for `path` go first. `data` may be a binary file, copied in chunks
        (a download of any size)."""
        folder, base = os.path.split(path)
        for stale in self.stale_temps.take(folder or ".", base):
            try:
                os.unlink(stale)
            except OSError:
                pass  # housekeeping: never a reason to fail the write
        fd, tmp = temp_file(folder or ".", base)
        try:
            with os.fdopen(fd, "wb") as f:
                _put(f, data)
                f.flush()
                if self.durability != "none":
                    os.fsync(f.fileno())
            os.chmod(tmp, (0o666 & ~self.umask) if mode is None else mode)
            if uid is not None or gid is not None:
                os.chown(tmp, -1 if uid is None else uid, -1 if gid is None else gid)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
            raise
        if self.durability == "full":
            sync_folder(folder or ".")
        elif self.durability == "data":
            self.folder_syncs.add(folder or ".")

    def sync_pending(self) -> None:
        """Sync the folders `write_atomic` left unsynced ("data"): before the run ends."""
        self.folder_syncs.flush()

    def write_in_place(self, path: str, data: bytes | IO[bytes]) -> None:
        """Rewrite the file's own inode (atomic_update false: bind mounts, Docker's /etc/hosts)."""
        with open(path, "r+b" if os.path.exists(path) else "wb") as f:
            _put(f, data)
            f.truncate()
            f.flush()
            if self.durability != "none":
                os.fsync(f.fileno())

    def temp_path(self, prefix: str = "toque-") -> str:
        """A fresh path in a private temporary folder (the folder goes when the file is removed)."""
        return os.path.join(tempfile.mkdtemp(prefix=prefix), "script")

    def chmod(self, path: str, mode: int) -> None:
        os.chmod(path, mode)

    def chown(self, path: str, uid: int | None, gid: int | None, follow: bool = True) -> None:
        os.chown(
            path, -1 if uid is None else uid, -1 if gid is None else gid, follow_symlinks=follow
        )

    def mkdir(self, path: str, parents: bool = False, mode: int | None = None) -> None:
        if parents:
            os.makedirs(path, exist_ok=True)
        else:
            os.mkdir(path)
        if mode is not None:
            os.chmod(path, mode)

    def remove(self, path: str) -> None:
        os.unlink(path)

    def rmdir(self, path: str, recursive: bool = False) -> None:
        shutil.rmtree(path) if recursive else os.rmdir(path)

    def symlink(self, to: str, path: str) -> None:
        os.symlink(to, path)

    def hardlink(self, to: str, path: str) -> None:
        os.link(to, path)

    def readlink(self, path: str) -> str:
        return os.readlink(path)

    def copy(self, src: str, dst: str) -> None:
        """A new file `dst` with `src`'s content, mode and times (a backup). It is created 0600
        and exclusively — never through a planted link, never readable by others while the
        content goes in — and takes `src`'s permissions (not setuid/setgid: a copy of a setuid
        program must not be one) and times only once complete."""
        os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        with open(src, "rb") as fsrc:
            with os.fdopen(os.open(dst, flags, 0o600), "wb") as fdst:
                shutil.copyfileobj(fsrc, fdst)
                fdst.flush()
                s = os.fstat(fsrc.fileno())
                os.fchmod(fdst.fileno(), s.st_mode & 0o777)
                os.utime(fdst.fileno(), ns=(s.st_atime_ns, s.st_mtime_ns))

    def touch(self, path: str) -> None:
        os.utime(path, None)

    def listdir(self, path: str) -> list[str]:
        return sorted(os.listdir(path))

    # -- users and groups --------------------------------------------------------------------
    def uid_of(self, user: str | int) -> int:
        if isinstance(user, int) or str(user).isdigit():
            return int(user)
        try:
            return pwd.getpwnam(user).pw_uid
        except KeyError:
            raise ProviderError(f"user {user} does not exist", kind="ArgumentError") from None

    def gid_of(self, group: str | int) -> int:
        if isinstance(group, int) or str(group).isdigit():
            return int(group)
        try:
            return grp.getgrnam(group).gr_gid
        except KeyError:
            raise ProviderError(f"group {group} does not exist", kind="ArgumentError") from None

    def user_name(self, uid: int) -> str:
        try:
            return pwd.getpwuid(uid).pw_name
        except KeyError:
            return str(uid)

    def group_name(self, gid: int) -> str:
        try:
            return grp.getgrgid(gid).gr_name
        except KeyError:
            return str(gid)

    def is_root(self) -> bool:
        return os.geteuid() == 0


def _put(out: IO[bytes], data: bytes | IO[bytes]) -> None:
    if isinstance(data, (bytes, bytearray, memoryview)):
        out.write(data)
    else:
        shutil.copyfileobj(data, out, 1 << 20)
