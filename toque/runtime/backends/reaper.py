"""The reaper: a tiny process that outlives toque to end the commands toque left running.

toque starts it once (see `processes.py`) and writes to its stdin `+PGID` when a command's
process group starts and `-PGID` when the command has finished. When stdin reaches end of
file, toque has gone — exited, crashed or been SIGKILLed, the kernel closes the pipe either
way — and every group still listed is killed, grandchildren included. It runs as a script
(`python -I -S reaper.py`) on the standard library alone, so it starts in milliseconds and
cannot import toque's code from a path someone else controls.
"""

from __future__ import annotations

import os
import signal
import sys


def serve(stream) -> set[int]:
    """Follow the `+PGID`/`-PGID` lines until end of file; the groups still running then."""
    running: set[int] = set()
    for line in stream:
        text = line.strip()
        if len(text) < 2 or not text[1:].isdigit():
            continue
        pgid = int(text[1:])
        if text[:1] == b"+":
            running.add(pgid)
        elif text[:1] == b"-":
            running.discard(pgid)
    return running


def end(groups: set[int]) -> None:
    for pgid in groups:
        if pgid > 1:  # never signal init's group or "every process" (0, -1)
            try:
                os.killpg(pgid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


def main() -> None:
    for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
        signal.signal(sig, signal.SIG_IGN)  # only the end of toque's pipe ends the reaper
    end(serve(sys.stdin.buffer))


if __name__ == "__main__":
    main()
