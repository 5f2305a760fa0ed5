"""Commands run in a process group of their own that does not outlive toque: ended at once
when toque leaves a command early (a timeout, an error, Ctrl-C), and by the reaper
(`reaper.py`) when toque dies with no chance to clean up (SIGKILL, the OOM killer).

A command that has finished is forgotten: what it started in the background on purpose
(`nohup daemon &`) keeps running, as under chef-client.
"""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

REAPER_SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "reaper.py")


class Reaper:
    """This toque process's reaper, started with the first command; it is told which groups
    are running, and kills those still listed when its pipe from toque closes."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._owner = 0  # the pid that started it: a forked toque needs a reaper of its own
        self.running: set[int] = set()

    def _pipe(self) -> Any:
        if self._owner != os.getpid():  # a forked child: its parent's commands are not its own
            self._proc, self._owner, self.running = None, os.getpid(), set()
        if self._proc is None or self._proc.poll() is not None:
            # -I -S: the standard library only, no PYTHONPATH or user site: quick to start and
            # nothing of another user's is imported (toque may run as root)
            self._proc = subprocess.Popen(
                [sys.executable, "-I", "-S", REAPER_SCRIPT], stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
            )  # fmt: skip
            self._proc.stdin.write(b"".join(b"+%d\n" % g for g in self.running))
        return self._proc.stdin

    def _tell(self, line: bytes) -> None:
        try:
            pipe = self._pipe()
            pipe.write(line)
            pipe.flush()
        except (OSError, ValueError):
            self._proc = None  # gone: started again, with the full list, on the next command

    def ready(self) -> None:
        """Start the reaper if need be, so that telling it of a new command is one write."""
        with self._lock:
            try:
                self._pipe()
            except OSError:
                self._proc = None

    def watch(self, pgid: int) -> None:
        with self._lock:
            self.running.add(pgid)
            self._tell(b"+%d\n" % pgid)

    def forget(self, pgid: int) -> None:
        with self._lock:
            self.running.discard(pgid)
            self._tell(b"-%d\n" % pgid)


# One per process, like the process's children it watches; the runs of a process share it.
REAPER = Reaper()


# A command's first act, before it becomes what it runs: wait for toque's go-ahead on its
# stdin, which toque gives only once the reaper has the command's group. Had toque died
# before, the read meets end of file and the command never starts: there is no moment in
# which a command runs that the reaper does not know of. (`read` takes its line from a pipe
# byte by byte: what follows, the command's input, is left for the command; `exec` keeps
# the pid, so the group is the command's.)
GATE = 'read -r _ || exit 125; exec "$@"'


def spawn(
    argv: str | Sequence[str], *, keep_stdin: bool = False, **popen: Any
) -> subprocess.Popen[Any]:
    """`subprocess.Popen` (a string is a shell command) in a session and so a process group of
    its own, watched by the reaper. stdin is a pipe: `keep_stdin` leaves it open for the
    caller to write the command's input to, else the command reads end of file at once.
    Use it as `with supervised(spawn(…)) as proc:`."""
    argv = ["/bin/sh", "-c", argv] if isinstance(argv, str) else [str(a) for a in argv]
    runnable(argv[0], popen.get("env"), popen.get("cwd"))
    REAPER.ready()
    proc = subprocess.Popen(
        ["/bin/sh", "-c", GATE, "toque", *argv], stdin=subprocess.PIPE, start_new_session=True,
        **popen,
    )  # fmt: skip
    try:
        REAPER.watch(proc.pid)
        os.write(proc.stdin.fileno(), b"go\n")
        if not keep_stdin:
            proc.stdin.close()
            proc.stdin = None  # as if never a pipe: communicate() must not flush it
    except BrokenPipeError:  # the gate is gone (killed): its exit status tells the caller
        proc.stdin.close()
        proc.stdin = None
    except BaseException:  # Ctrl-C right now: the command must not run on unwatched
        end_group(proc)
        proc.wait()
        raise
    return proc


def runnable(program: str, env: Mapping[str, str] | None, cwd: str | None) -> None:
    """Raise as Popen would for a program that cannot start: behind the gate, a missing
    program would only be the shell's "not found" and exit status 127."""
    if "/" in program:
        path = os.path.join(cwd or ".", program)
        if not os.path.exists(path):
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), program)
        if os.path.isdir(path) or not os.access(path, os.X_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), program)
    elif shutil.which(program, path=os.pathsep.join(os.get_exec_path(env))) is None:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), program)


def end_group(proc: subprocess.Popen[Any]) -> None:
    """Kill the command and everything it started that stayed in its group."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


@contextmanager
def supervised(proc: subprocess.Popen[Any]) -> Iterator[subprocess.Popen[Any]]:
    """Leaving the block by an exception ends the command's group; leaving it in any way
    takes the group off the reaper's list."""
    try:
        yield proc
    except BaseException:
        end_group(proc)
        proc.wait()
        raise
    finally:
        REAPER.forget(proc.pid)
