"""The run lock: one run (compile and converge) at a time per host; a second run waits — for
ever by default, as chef-client does, or up to `run_lock_timeout` seconds — then fails clearly."""

from __future__ import annotations

import errno
import fcntl
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO

from toque.runtime.errors import LockError
from toque.runtime.state import ensure_lock_dir, lock_dir


def default_lock_path() -> Path:
    return lock_dir() / "run.lock"


def open_lock_file(path: Path) -> IO[str]:
    """The lock file opened for update, never through a symlink, never truncated on open.

    A link or a second hard link planted at `path` would otherwise make root truncate and
    write the file it points at; such a path is refused.
    """
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise LockError(
                f"the run lock {path} is a symbolic link: refusing to follow it",
                hint="remove the link; only toque itself should create the run lock",
            ) from None
        raise LockError(f"cannot open the run lock {path}: {exc.strerror or exc}") from None
    problem = _untrusted(os.fstat(fd))
    if problem:
        os.close(fd)
        raise LockError(
            f"the run lock {path} {problem}: refusing to use it",
            hint="remove it; only toque itself should create the run lock",
        )
    return os.fdopen(fd, "r+")


def _untrusted(st: os.stat_result) -> str:
    if not stat.S_ISREG(st.st_mode):
        return "is not a regular file"
    if st.st_nlink != 1:
        return f"has {st.st_nlink} hard links"
    if st.st_uid != os.geteuid():
        return f"is owned by uid {st.st_uid}, not by the user running toque"
    return ""


class RunLock:
    """`with RunLock(): run()`. `timeout` None waits forever, 0 fails at once. `on_wait` is
    told once, with the holder's pid (or ""), that this run has to wait for another."""

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        timeout: float | None = None,
        poll: float = 0.1,
        on_wait: Callable[[str], None] | None = None,
    ) -> None:
        self._default = path is None  # the default folder is made private and checked
        self.path = Path(path) if path is not None else default_lock_path()
        self.timeout = timeout
        self.poll = poll
        self.on_wait = on_wait
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        if self._default:
            ensure_lock_dir()
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        f = open_lock_file(self.path)
        try:
            self._wait(f)
        except BaseException:
            f.close()
            raise
        f.seek(0)
        f.truncate()
        f.write(f"{os.getpid()}\n")
        f.flush()
        self._file = f

    def _wait(self, f: IO[str]) -> None:
        """Return holding the lock on `f`, or raise LockError once `timeout` has passed."""
        if _try_lock(f):
            return
        if self.on_wait is not None:
            self.on_wait(self._holder_pid(f))
        if self.timeout is None:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX)  # blocks; Ctrl-C still interrupts it
            return
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            time.sleep(min(self.poll, max(deadline - time.monotonic(), 0)))
            if _try_lock(f):
                return
        waited = f"after waiting {self.timeout:g}s" if self.timeout else "(not waiting)"
        raise LockError(
            f"another toque run{self._holder(f)} holds the run lock {self.path}; gave up {waited}",
            hint="wait for it to finish, give a longer --run-lock-timeout, "
            "or use --lock-file for an independent run",
        )

    @classmethod
    def _holder(cls, f: IO[str]) -> str:
        pid = cls._holder_pid(f)
        return f" (pid {pid})" if pid else ""

    @staticmethod
    def _holder_pid(f: IO[str]) -> str:
        f.seek(0)
        pid = f.read().strip()
        return pid if pid.isdigit() else ""

    def release(self) -> None:
        if self._file is not None:
            self._file.seek(0)
            self._file.truncate()
            fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
            self._file.close()
            self._file = None

    def __enter__(self) -> RunLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _try_lock(f: IO[str]) -> bool:
    try:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True
