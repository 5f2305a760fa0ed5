"""Ctrl-C for code that runs off the main thread.

Ruby code runs in a thread of its own (for a deep stack), which SIGINT never reaches: the
main thread gets the KeyboardInterrupt. It sets `pending`; the running code raises
KeyboardInterrupt itself at its next safe point: a loop's next turn, a block call, a sleep,
or a wait for a command (whose process group is then killed). Nothing is injected into a
thread from outside, so no half-run Python statement is ever left behind.
"""

from __future__ import annotations

import subprocess
import threading
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


posted = False  # some thread has an exception waiting for it: read on hot paths too
_posted: dict[int, BaseException] = {}  # thread ident -> the exception it is to raise
_woken: set[int] = set()  # threads whose current sleep is to end
_lock = threading.Lock()


def post(ident: int, exc: BaseException) -> None:
    """Have thread `ident` raise `exc` at its next safe point (the first one posted wins
    until it is raised, as a thread can only be raising one thing)."""
    global posted
    with _lock:
        _posted.setdefault(ident, exc)
        _woken.add(ident)
        posted = True


_masks: dict[int, Any] = {}  # thread ident -> allows(exc): may it be raised now?


def mask(ident: int, allows: Any) -> None:
    """Defer what is posted to thread `ident` while `allows(exc)` is false (Ruby's
    Thread.handle_interrupt); None lifts the mask."""
    with _lock:
        if allows is None:
            _masks.pop(ident, None)
        else:
            _masks[ident] = allows


def pending_for(ident: int) -> BaseException | None:
    """What is posted to thread `ident` and not yet raised."""
    return _posted.get(ident)


def take() -> None:
    """Raise the exception posted to the calling thread, if there is one (and its mask
    lets it through)."""
    global posted
    if not posted:
        return
    ident = threading.get_ident()
    allows = _masks.get(ident)
    if allows is not None:
        waiting = _posted.get(ident)
        if waiting is None or not allows(waiting):
            return
    with _lock:
        exc = _posted.pop(ident, None)
        if exc is not None:
            _woken.discard(ident)
        posted = bool(_posted)
    if exc is not None:
        raise exc


def discard(ident: int) -> None:
    """Forget what was posted to a thread that has ended."""
    global posted
    with _lock:
        _posted.pop(ident, None)
        _woken.discard(ident)
        _masks.pop(ident, None)
        posted = bool(_posted)


def wake(ident: int) -> None:
    """End thread `ident`'s current (or next) `sleep` early."""
    with _lock:
        _woken.add(ident)


def _woke() -> bool:
    ident = threading.get_ident()
    if ident not in _woken:
        return False
    with _lock:
        _woken.discard(ident)
    return True


def check() -> None:
    if pending:
        raise KeyboardInterrupt
    if posted:
        take()


def sleep(seconds: float, event: Any = None) -> None:
    """time.sleep (or `event.wait`) that an interrupt, a posted exception or a `wake`
    ends at once."""
    end = time.monotonic() + seconds
    while True:
        check()
        if _woken and _woke():
            return
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
