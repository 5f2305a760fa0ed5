"""A terminal's live line: text redrawn in place at the end of the cursor's row (a download's
bar, "loading 31 cookbooks", a package manager's spinner) that any other output first erases
(or, for a bar the user asked for, ends with a newline), so what stays on the screen reads
as the same run printed to a file."""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Callable
from typing import IO, Any

_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
ERASE = "\x1b[K"  # to the end of the row (ECMA-48 EL): cells left empty, as if never written


def plain(text: str) -> str:
    """`text` as one row of visible characters: colours dropped, control characters (a
    package manager's own `\\r` redraws, tabs) made harmless."""
    text = _ANSI.sub("", text).rstrip("\r\n")
    text = text.rsplit("\r", 1)[-1]  # what a `\r`-redrawn line shows last
    return _CONTROL.sub(" ", text)


def _on_a_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def fit(text: str, room: int) -> str:
    if len(text) <= room:
        return text
    return text[: room - 3] + "..." if room > 3 else ""


class LiveLine:
    """The owner of one terminal stream's live text. Everything written to that terminal
    goes through `write` (the formatter's lines) or a `sharing` writer (the recipes' `puts`,
    Ruby's `$stderr`), which make way for it first; transient text comes back below what
    was written. Thread-safe: a spinner redraws from a thread of its own, command output
    arrives from the backend's reader threads."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self.lock = threading.RLock()
        self.column: int | None = 0  # the cursor's column; None: unknown (a child wrote)
        self.shown = 0  # columns of live text on the screen, before the cursor
        self.sticky = False  # the live text stays when other output comes (a bar)
        self.held: tuple[str, Callable[[str], str]] | None = None  # transient text made way

    @staticmethod
    def supported(out: IO[str]) -> bool:
        """A terminal that moves its cursor back and erases (not Emacs's `dumb` shell)."""
        return out.isatty() and os.environ.get("TERM") != "dumb"

    def width(self) -> int:
        try:
            return os.get_terminal_size(self.out.fileno()).columns
        except (AttributeError, OSError, ValueError):
            return 80

    # -- permanent output ------------------------------------------------------------------------
    def write(self, text: str) -> int:
        self.through(self.out, text)
        return len(text)

    def through(self, stream: Any, text: str) -> Any:
        """Write `text` to `stream` (this terminal, or one sharing its screen): live text makes
        way, and transient text comes back once the row is free again."""
        with self.lock:
            self._make_way()
            if stream is not self.out:
                self.out.flush()
            written = stream.write(text)
            if stream is self.out or _on_a_terminal(stream):  # (stderr moves the cursor too)
                self._advance(text)
            if self.held is not None and self.column == 0:
                self.show(*self.held)
            return written

    def flush(self) -> None:
        self.out.flush()

    def isatty(self) -> bool:
        return True

    def _advance(self, text: str) -> None:
        if "\n" in text:
            self.column = 0
            text = text.rpartition("\n")[2]
        if "\r" in text:
            self.column = 0
            text = text.rpartition("\r")[2]
        if self.column is not None:
            self.column += len(plain(text))

    def _make_way(self) -> None:
        if not self.shown:
            return
        if self.sticky:
            self.out.write("\n")
            self.column = 0
        else:
            self.out.write(self._back(self.shown) + ERASE)
            if self.column is not None:
                self.column -= self.shown
        self.shown, self.sticky = 0, False

    def _back(self, n: int) -> str:
        """Back over the `n` columns of live text before the cursor: a carriage return when
        they start the row."""
        return "\r" if self.column == n else "\b" * n

    # -- live text -------------------------------------------------------------------------------
    def show(self, text: str, paint: Callable[[str], str] = str, sticky: bool = False) -> None:
        """Replace the live text with `text` (cut to what fits on the row: a wrapped line could
        not be erased), painted by `paint` (a colour). Transient text (not `sticky`) is erased
        by `clear`, and makes way for other output only for as long as it is written."""
        with self.lock:
            self.held = None if sticky else (text, paint)
            if self.column is None:
                return
            start = self.column - self.shown
            text = fit(plain(text), self.width() - start - 1)
            shorter = ERASE if len(text) < self.shown else ""
            self.out.write(self._back(self.shown) + (paint(text) if text else "") + shorter)
            self.out.flush()
            self.shown, self.sticky, self.column = len(text), sticky, start + len(text)

    def clear(self) -> None:
        """Erase transient live text for good (a bar stays)."""
        with self.lock:
            self.held = None
            if self.shown and not self.sticky:
                self._make_way()
                self.out.flush()

    def end(self) -> None:
        """End a bar's line (a newline), or erase transient text: the row is free again."""
        with self.lock:
            self.held = None
            self._make_way()
            self.out.flush()

    def sharing(self, stream: Any) -> _Sharing:
        """A writer to `stream` (this terminal, or another stream that shares its screen,
        like stderr) that makes way for the live text."""
        return _Sharing(self, stream)


class _Sharing:
    def __init__(self, live: LiveLine, stream: Any) -> None:
        self.live, self.stream = live, stream

    def write(self, text: str) -> Any:
        return self.live.through(self.stream, text)

    def flush(self) -> None:
        """Before a child process writes to the terminal itself (Ruby's `system`): make way,
        and draw nothing until a line ends, as the child leaves the cursor who knows where."""
        live = self.live
        with live.lock:
            live._make_way()
            live.out.flush()
            self.stream.flush()
            live.column = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


class Spinner:
    """Redraws a live line every `period` seconds, from a thread of its own, while a long
    step runs (a package manager that prints nothing for a minute): the screen shows it is
    alive. `describe(frame)` gives the text."""

    FRAMES = "|/-\\"

    def __init__(self, live: LiveLine, describe: Callable[[str], str], period: float = 0.2) -> None:
        self.live, self.describe, self.period = live, describe, period
        self.frame = 0
        self.started = time.monotonic()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="toque-spinner", daemon=True)

    def start(self) -> Spinner:
        self.draw()
        self._thread.start()
        return self

    def draw(self) -> None:
        with self.live.lock:
            if not self._stop.is_set():
                self.live.show(self.describe(self.FRAMES[self.frame % len(self.FRAMES)]))

    def _run(self) -> None:
        while not self._stop.wait(self.period):
            self.frame += 1
            self.draw()

    def stop(self) -> None:
        """No more redraws once this returns (the caller then erases the line)."""
        self._stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join()


def elapsed(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}m{s % 60:02d}s" if s >= 60 else f"{s}s"
