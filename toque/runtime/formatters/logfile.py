"""`-L FILE`: the run's log written to a file as chef-client writes its log —
`[2026-11-25T12:00:00+00:00] INFO: message` — beside whatever the formatter prints.
It passes the `sensitive` rule as every formatter does."""

from __future__ import annotations

import datetime
from typing import IO, Any

from toque.runtime.errors import error_name, error_text
from toque.runtime.events import RunResult
from toque.runtime.formatters import Formatter, summary

_RANK = {"debug": 0, "info": 1, "warn": 2, "error": 3}


class LogFile(Formatter):
    def __init__(self, out: IO[str], log_level: str = "warn", **_: Any) -> None:
        super().__init__(out)
        self.level = _RANK.get(log_level, 2)

    def _line(self, level: str, message: str) -> None:
        if _RANK.get(level, 3) < self.level:
            return
        now = datetime.datetime.now(datetime.UTC).astimezone()
        stamp = now.isoformat(timespec="seconds")
        for text in message.splitlines() or [""]:
            self.out.write(f"[{stamp}] {level.upper()}: {text}\n")
        self.out.flush()

    def log(self, level: str, message: str, resource: Any) -> None:
        self._line(level, message)

    def resource_updated(self, resource: Any, action: str) -> None:
        self._line("info", f"{resource} action {action} (updated)")

    def resource_failed(self, resource: Any, action: str, error: Exception, ignored: Any) -> None:
        level = "warn" if ignored else "error"
        self._line(level, f"{resource} action {action}: {error_name(error)}: {error_text(error)}")

    def run_complete(self, result: RunResult) -> None:
        self._line("info", summary(result, False))

    def run_failed(self, error: Exception, result: RunResult) -> None:
        self._line("error", summary(result, True))
        self._line("error", f"{error_name(error)}: {error_text(error)}")
