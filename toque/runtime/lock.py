"""The run lock: one converge at a time per host; a second run waits (up to a timeout) or fails clearly."""

from __future__ import annotations

import fcntl
import os
import time
from pathlib import Path
from typing import IO

from toque.runtime.errors import LockError
from toque.runtime.state import state_dir


def default_lock_path() -> Path:
    return state_dir() / "run.lock"


class RunLock:
    """`with RunLock(): converge()`. `timeout=0` fails at once; `None` waits forever."""

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        timeout: float | None = 30.0,
        poll: float = 0.1,
    ) -> None:
        self.path = Path(path) if path is not None else default_lock_path()
        self.timeout = timeout
        self.poll = poll
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        f = open(self.path, "a+")
        deadline = None if self.timeout is None else time.monotonic() + self.timeout
        while True:
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if deadline is not None and time.monotonic() >= deadline:
                    holder = self._holder(f)
                    f.close()
                    waited = f"after waiting {self.timeout:g}s" if self.timeout else "(not waiting)"
                    raise LockError(
                        f"another toque run{holder} holds the run lock {self.path}; gave up {waited}",
                        hint="wait for it to finish, or use --lock-file for an independent run",
                    ) from None
                time.sleep(self.poll)
        f.seek(0)
        f.truncate()
        f.write(f"{os.getpid()}\n")
        f.flush()
        self._file = f

    @staticmethod
    def _holder(f: IO[str]) -> str:
        f.seek(0)
        pid = f.read().strip()
        return f" (pid {pid})" if pid.isdigit() else ""

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
