"""`Provider` base, `Change` and `Requirement`: providers decide what differs; the runner acts."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any

from toque.records import Record

if TYPE_CHECKING:
    from toque.runtime.context import RunContext
    from toque.runtime.resource import Resource, Values


class Change(Record):
    """One step toward the desired state: what it is (for output and why-run) and how to do it."""

    __slots__ = ("description", "apply", "diff", "whyrun_safe", "quiet")
    _fields = __slots__

    def __init__(
        self,
        description: str | list[str],
        apply: Callable[[], Any] | None = None,
        diff: list[str] | None = None,
        whyrun_safe: bool = False,
        quiet: bool = False,
    ) -> None:
        self.description = description
        self.apply = apply
        self.diff = [] if diff is None else diff  # printed under the description, no `- `
        self.whyrun_safe = whyrun_safe  # applied even under why-run (whyrun_safe_ruby_block)
        self.quiet = quiet  # marks the resource updated but prints nothing (notify_group)

    @property
    def lines(self) -> list[str]:
        d = self.description
        return [d] if isinstance(d, str) else list(d)


class Requirement(Record):
    """A failed precondition. Under why-run, `whyrun` is the assumption that lets the run go on."""

    __slots__ = ("message", "whyrun", "kind", "block_action")
    _fields = __slots__

    def __init__(
        self,
        message: str,
        whyrun: str | None = None,
        kind: str = "ProviderError",
        block_action: bool = False,
    ) -> None:
        self.message = message
        self.whyrun = whyrun
        self.kind = kind
        self.block_action = block_action


class Provider:
    """Base of every provider. `load_current()` reads the host; `action_<verb>()` yields Changes."""

    def __init__(self, resource: Resource, new: Values, ctx: RunContext, why_run: bool) -> None:
        self.resource = resource
        self.new = new
        self.ctx = ctx
        self.backend = ctx.backend
        self.why_run = why_run
        self.current: Any = None
        self.up_to_date_reason = "up to date"

    def load_current(self) -> None:
        """Probe the host; set `self.current`. Must not change anything."""

    def requirements(self, action: str) -> Iterable[Requirement]:
        """The preconditions of `action` that do not hold (after load_current)."""
        return ()

    def up_to_date(self, reason: str) -> Iterator[Change]:
        """Record why nothing needs doing; `yield from self.up_to_date(...)` in an action."""
        self.up_to_date_reason = reason
        return iter(())

    def log(self, level: str, message: str) -> None:
        self.ctx.events.log(level, message, self.resource)

    def output(self, line: str) -> None:
        """A line of live command output."""
        self.ctx.events.stream_output(self.resource, line)

    @contextlib.contextmanager
    def busy(self, task: str) -> Iterator[Callable[[str], None]]:
        """A long step (`task`: "installing nginx, curl"): the formatters hear of it now,
        then of each line given to the callback this yields (a command's `on_output`), then
        that it ended, whatever way it ended. No line is told after the end: a timed-out
        command's reader threads may still be running."""
        events, resource = self.ctx.events, self.resource
        lock, open_ = threading.Lock(), [True]

        def line(text: str) -> None:
            with lock:
                if open_[0]:
                    events.resource_busy(resource, task, text)

        events.resource_busy(resource, task, None)
        try:
            yield line
        finally:
            with lock:
                open_[0] = False
            events.resource_idle(resource)
