"""What the doc formatter shows on a terminal's live line while work is under way: the
cookbooks' files loading ("loading libraries of 31 cookbooks (12/40)") and a long step's
spinner (a package manager at work). None of it stays on the screen."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from toque.runtime.formatters.live import LiveLine, Spinner, elapsed


class LiveProgress:
    def __init__(self, live: LiveLine, redact: Callable[[str], str]) -> None:
        self.live, self.redact = live, redact
        self.loading: list[Any] | None = None  # [kind, files loaded, files, cookbooks]
        self.spinner: Spinner | None = None
        self.busy: list[Any] = []  # [resource, task, latest line, where it starts]

    # -- cookbooks loading -----------------------------------------------------------------------
    def load_start(self, kind: str, files: int, cookbooks: int) -> None:
        self.loading = [kind, 0, files, cookbooks]
        self._show_loading()

    def file_loaded(self, kind: str) -> None:
        if self.loading is not None and self.loading[0] == kind:
            self.loading[1] += 1
            self._show_loading()

    def _show_loading(self) -> None:
        kind, done, files, cookbooks = self.loading or ("", 0, 0, 0)
        plural = "" if cookbooks == 1 else "s"
        # include_recipe finds more recipes than the run list names: the total grows
        self.live.show(f"  loading {kind} of {cookbooks} cookbook{plural} "
                       f"({done}/{max(files, done)})")  # fmt: skip

    def loaded(self) -> None:
        if self.loading is not None:
            self.loading = None
            self.live.clear()

    # -- a long step -----------------------------------------------------------------------------
    def step(self, resource: Any, task: str, line: str | None, lead: Callable[[], str]) -> None:
        """A spinner, the task, how long it has run and the latest line its command printed,
        after `lead()` (a space after the action's line, else the indentation)."""
        if self.spinner is None or self.busy[0] is not resource:
            self.idle()
            self.busy = [resource, task, None, lead]
            self.spinner = Spinner(self.live, self._step_text)
            self.spinner.start()
        if line and line.strip():
            self.busy[2] = line.strip()
            self.spinner.draw()

    def _step_text(self, frame: str) -> str:
        _, task, line, lead = self.busy
        took = elapsed(time.monotonic() - self.spinner.started) if self.spinner else "0s"
        return self.redact(f"{lead()}{frame} {task} ({took}){f': {line}' if line else ''}")

    def idle(self) -> None:
        spinner, self.spinner = self.spinner, None
        if spinner is not None:
            spinner.stop()
            self.live.clear()
