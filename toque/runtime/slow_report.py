"""`--slow-report [COUNT]`: chef-client's report of the slowest resources of a run
(Chef::Handler::SlowReport), a report handler that prints its table once the run succeeded.

It times each action from its start to the event that ends it (a nested resource's time is
also its parent's, as in Chef), and prints the COUNT slowest (default 10) as Chef's
TTY::Table does: left-aligned columns one space apart, a row of dashes under the header.
"""

from __future__ import annotations

import re
import time
from typing import IO, Any

from toque.runtime.events import Subscriber

NAME = "Chef::Handler::SlowReport"
HEADER = ("resource", "elapsed_time", "action", "cookbook", "recipe", "source")


class SlowReport(Subscriber):
    def __init__(self, out: IO[str], amount: int | None = None) -> None:
        self.out = out
        self.amount = amount or 10
        self.started: list[tuple[Any, str, float]] = []  # actions under way, innermost last
        self.records: list[tuple[Any, str, float]] = []
        self.resource_count = 0

    # -- timing ----------------------------------------------------------------------------
    def run_start(self, resource_count: int, why_run: bool) -> None:
        self.resource_count = resource_count

    def resource_action_start(self, resource: Any, action: str, notifier: Any, timing: Any) -> None:
        self.started.append((resource, action, time.perf_counter()))

    def _done(self, resource: Any, action: str) -> None:
        for i in range(len(self.started) - 1, -1, -1):
            begun, what, at = self.started[i]
            if begun is resource and what == action:
                del self.started[i]
                self.records.append((resource, action, time.perf_counter() - at))
                return

    def resource_skipped(self, resource: Any, action: str, reason: str, guard: Any) -> None:
        self._done(resource, action)

    def resource_up_to_date(self, resource: Any, action: str, reason: str) -> None:
        self._done(resource, action)

    def resource_updated(self, resource: Any, action: str) -> None:
        self._done(resource, action)

    def resource_failed(self, resource: Any, action: str, error: Any, ignored: Any) -> None:
        self._done(resource, action)

    # -- the report --------------------------------------------------------------------------
    def report(self) -> None:
        count = min(self.resource_count, self.amount)
        if count == 0:
            self.out.write("\nNo resources to profile\n\n")
            return
        top = sorted(self.records, key=lambda r: r[2])[-self.amount :][::-1]
        rows = [
            (str(r), _float(seconds), action, r.cookbook_name or "", r.recipe or "", _source(r))
            for r, action, seconds in top
        ]
        noun = "resource" if count == 1 else "resources"
        self.out.write(f"\nTop {count} slowest {noun}:\n\n{_table(HEADER, rows)}\n\n")


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]
    line = lambda cells: " ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True))  # noqa: E731
    return "\n".join([line(header), " ".join("-" * w for w in widths), *map(line, rows)])


def _float(seconds: float) -> str:
    """A Float as Ruby's to_s writes it (1.0e-05, not Python's 1e-05)."""
    text = repr(float(seconds))
    mantissa, e, exponent = text.partition("e")
    if e and "." not in mantissa:
        mantissa += ".0"
    return f"{mantissa}e{exponent}" if e else text


def _source(resource: Any) -> str:
    """Chef's source_line, the leading path cut at `cookbooks/` as its report does."""
    where = resource.location
    if not where:
        return ""
    return re.sub(r".*/cookbooks/", "", f"{where}:in `from_file'")
