"""Ctrl-C for code that runs off the main thread.

Ruby code runs in a thread of its own (for a deep stack), which SIGINT never reaches: the
main thread gets the KeyboardInterrupt. It sets `pending`; the running code raises
KeyboardInterrupt itself at its next safe point: a loop's next turn, a block call, a sleep,
or a wait for a command (whose process group is then killed). Nothing is injected into a
thread from outside, so no half-run Python statement is ever left behind.
"""

from __future__ import annotations

import subprocess
import time
from typing import Any

pending = False  # read on hot paths: a plain module global is the cheapest check
SLICE = 0.05  # seconds between checks while sleeping or waiting for a command


def request() -> None:
    global pending
    pending = True


def clear() -> None:
    global pending
    pending = False


def check() -> None:
    if pending:
        raise KeyboardInterrupt


def sleep(seconds: float, event: Any = None) -> None:
    """time.sleep (or `event.wait`) that an interrupt ends at once."""
    end = time.monotonic() + seconds
    while True:
        check()
        left = end - time.monotonic()
        if left <= 0:
            return
        if event is not None:
            if event.wait(min(left, SLICE)):
                return
        else:
            time.sleep(min(left, SLICE))


def communicate(
    proc: subprocess.Popen[Any], input: Any = None, timeout: float | None = None
) -> tuple[Any, Any]:
    """`proc.communicate(input, timeout)` that an interrupt ends (the caller's `supervised`
    then kills the command's group). TimeoutExpired as communicate raises it."""
    end = None if timeout is None else time.monotonic() + timeout
    while True:
        check()
        step = SLICE if end is None else max(min(SLICE, end - time.monotonic()), 0)
        try:
            return proc.communicate(input, timeout=step)
        except subprocess.TimeoutExpired:
            if end is not None and time.monotonic() >= end:
                raise subprocess.TimeoutExpired(proc.args, timeout) from None
            input = None  # given once: communicate() keeps what is left to write
