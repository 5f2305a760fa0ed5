"""The `minimal` formatter, as Chef 18's: one character per action (`.` up to date, `U`
updated, `S` skipped), "System converged." with the first line of each update, then
"Infra phase complete, N resources updated" (Chef's lower-case "phase" here)."""

from __future__ import annotations

from typing import IO, Any

from toque.runtime.events import RunResult
from toque.runtime.formatters import Formatter


class MinFormatter(Formatter):
    def __init__(self, out: IO[str], **_: Any) -> None:
        super().__init__(out)
        # by resource, in the order of their first update: a custom resource's own lines come
        # between its nested resources' and must still be listed under it once
        self.updated: dict[int, tuple[str, list[str]]] = {}
        self.compiling = False

    def compile_start(self) -> None:
        self.out.write("Compiling cookbooks\n")
        self.compiling = True

    def compile_complete(self) -> None:
        if self.compiling:
            self.out.write("done.\n")
            self.compiling = False

    def run_start(self, resource_count: int, why_run: bool) -> None:
        self.out.write(f"Converging {resource_count} resources\n")

    def resource_up_to_date(self, resource: Any, action: str, reason: str) -> None:
        self.out.write(".")

    def resource_skipped(self, resource: Any, action: str, reason: str, guard: Any) -> None:
        self.out.write("S")

    def resource_update(self, resource: Any, action: str, change: Any, why_run: bool) -> None:
        entry = self.updated.setdefault(id(resource), (str(resource), []))
        if change.lines:  # Chef lists the first line of each update
            entry[1].append(change.lines[0])

    def resource_updated(self, resource: Any, action: str) -> None:
        self.out.write("U")

    def run_complete(self, result: RunResult) -> None:
        self.out.write("\nSystem converged.\n")
        if not self.updated:
            self.out.write("no resources updated\n")
        else:
            self.out.write("\nresources updated this run:\n")
            for name, lines in self.updated.values():
                self.out.write(f"* {name}\n" + "".join(f"  - {line}\n" for line in lines) + "\n")
        self.out.write(f"Infra phase complete, {result.updated} resources updated\n")

    def run_failed(self, error: Exception, result: RunResult) -> None:
        self.out.write(f"\nInfra phase failed. {result.updated} resources updated\n")
