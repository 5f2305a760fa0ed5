"""The temporary files of atomic writes, `.toque-<name>.<pid>.<random>`, and finding those a
killed run left behind: older than this run, their writer no longer alive."""

from __future__ import annotations

import os
import re
import stat
import tempfile

PREFIX = ".toque-"
STEM = 200  # of a long file name: room for the pid and mkstemp's 8 characters in NAME_MAX


def temp_file(folder: str, base: str) -> tuple[int, str]:
    """A new temporary file beside `folder/base` (mode 0600), named for the file and this
    process: `(fd, path)`."""
    return tempfile.mkstemp(prefix=f"{PREFIX}{base[:STEM]}.{os.getpid()}.", dir=folder)


def _writer_alive(pid: int, mtime: float) -> bool:
    """Whether process `pid` may still be writing a temporary file last changed at `mtime`:
    it exists and, where /proc tells, started before then (pids are reused, in containers
    from one run to the next)."""
    if pid == os.getpid():
        return False  # this run's own temporary files are never older than the run
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        pass
    started = _start_time(pid)
    return started is None or started <= mtime + 1  # 1s: clock tick and rounding slack


def _start_time(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            ticks = int(f.read().rsplit(b")", 1)[1].split()[19])
        with open("/proc/stat", "rb") as f:
            boot = next(int(line.split()[1]) for line in f if line.startswith(b"btime "))
    except (OSError, ValueError, IndexError, StopIteration):
        return None
    return boot + ticks / os.sysconf("SC_CLK_TCK")


class StaleTemps:
    """The leftovers of killed runs, folder by folder: each folder is read once a run, at
    the first write into it, so a run writing many files in one folder stays linear."""

    def __init__(self, started: float) -> None:
        self.started = started  # the run's start: a temp file at least this new may be in use
        self._seen: dict[str, list[str]] = {}

    def take(self, folder: str, base: str) -> list[str]:
        """The paths of `folder/base`'s stale temporary files (forgotten once taken)."""
        names = self._seen.get(folder)
        if names is None:
            try:
                names = [n for n in os.listdir(folder) if n.startswith(PREFIX)]
            except OSError:
                names = []
            self._seen[folder] = names
        # `.toque-NAME.RANDOM` is how toque named them before the pid was in the name
        own = re.compile(re.escape(f"{PREFIX}{base[:STEM]}.") + r"(?:(\d+)\.)?[a-z0-9_]{8}")
        mine = [(n, m) for n in names if (m := own.fullmatch(n))]
        for name, _ in mine:
            names.remove(name)
        return [os.path.join(folder, n) for n, m in mine if self._stale(folder, n, m[1])]

    def _stale(self, folder: str, name: str, pid: str | None) -> bool:
        try:
            s = os.lstat(os.path.join(folder, name))
        except OSError:
            return False
        if not stat.S_ISREG(s.st_mode) or s.st_mtime >= self.started:
            return False
        return pid is None or not _writer_alive(int(pid), s.st_mtime)
