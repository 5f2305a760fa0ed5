"""The `min` formatter: one character per action (`.` up to date, `U` updated, `S` skipped), then a summary."""

from __future__ import annotations

from typing import IO, Any

from toque.runtime.events import RunResult
from toque.runtime.formatters import Formatter, summary


class MinFormatter(Formatter):
    def __init__(self, out: IO[str], **_: Any) -> None:
        super().__init__(out)
        # by resource, in the order of their first update: a custom resource's own lines come
        # between its nested resources' and must still be listed under it once
        self.updated: dict[int, tuple[str, list[str]]] = {}

    def compile_start(self) -> None:
        self.out.write("Compiling Cookbooks...\n")

    def run_start(self, resource_count: int, why_run: bool) -> None:
        self.out.write(f"Converging {resource_count} resources\n")

    def resource_up_to_date(self, resource: Any, action: str, reason: str) -> None:
        self.out.write(".")

    def resource_skipped(self, resource: Any, action: str, reason: str, guard: Any) -> None:
        self.out.write("S")

    def resource_update(self, resource: Any, action: str, change: Any, why_run: bool) -> None:
        self.updated.setdefault(id(resource), (str(resource), []))[1].extend(change.lines)

    def resource_updated(self, resource: Any, action: str) -> None:
        self.out.write("U")

    def resource_failed(self, resource: Any, action: str, error: Exception, ignored: Any) -> None:
        self.out.write("F")

    def _end(self, result: RunResult, failed: bool) -> None:
        self.out.write("\n")
        if self.updated:
            self.out.write("\nResources updated this run:\n")
            for name, lines in self.updated.values():
                self.out.write(f"* {name}\n" + "".join(f"  - {line}\n" for line in lines))
        self.out.write(f"\n{summary(result, failed)}\n")

    def run_complete(self, result: RunResult) -> None:
        self._end(result, False)

    def run_failed(self, error: Exception, result: RunResult) -> None:
        self._end(result, True)
