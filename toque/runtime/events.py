"""The event bus: the runtime reports what happens; formatters and tools subscribe. It never prints."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from toque.records import Record


class RunResult(Record):
    """Counts of action events (Chef's X/Y: Y counts up-to-date, updated and skipped actions)."""

    _fields = ("updated", "up_to_date", "skipped", "elapsed", "why_run", "resource_count",
               "reboot")  # fmt: skip

    def __init__(
        self,
        updated: int = 0,
        up_to_date: int = 0,
        skipped: int = 0,
        elapsed: float = 0.0,
        why_run: bool = False,
        resource_count: int = 0,
        reboot: dict | None = None,
    ) -> None:
        self.updated = updated
        self.up_to_date = up_to_date
        self.skipped = skipped
        self.elapsed = elapsed
        self.why_run = why_run
        self.resource_count = resource_count
        # a `reboot` resource's request (delay_mins, reason, timestamp, requested_by): Chef's
        # run_context.reboot_info; the CLI ends such a run with Chef's reboot-scheduled code
        self.reboot = reboot

    @property
    def total(self) -> int:
        return self.updated + self.up_to_date + self.skipped


class Subscriber:
    """Base for event subscribers; override the events you care about."""

    def compile_start(self) -> None: ...  # cookbooks are about to load (toque client)
    # the cookbooks' files of one kind load, in Chef's order (its library_load_start …
    # recipe_load_complete): "libraries", "attributes", "resources" (custom resources and LWRP
    # providers), "definitions", then "recipes" (`files`: the run list's; include_recipe adds)
    def load_start(self, kind: str, files: int, cookbooks: int) -> None: ...
    def file_loaded(self, kind: str, path: str) -> None: ...
    def load_complete(self, kind: str) -> None: ...
    def load_failed(self, kind: str, error: BaseException) -> None: ...
    def compile_complete(self) -> None: ...
    def run_start(self, resource_count: int, why_run: bool) -> None: ...
    def resource_action_start(
        self, resource: Any, action: str, notifier: Any, timing: str | None
    ) -> None: ...
    def resource_skipped(self, resource: Any, action: str, reason: str, guard: Any) -> None: ...
    def resource_up_to_date(self, resource: Any, action: str, reason: str) -> None: ...
    def resource_update(self, resource: Any, action: str, change: Any, why_run: bool) -> None: ...
    def resource_updated(self, resource: Any, action: str) -> None: ...
    def requirement_assumed(
        self, resource: Any, action: str, message: str, assumption: str
    ) -> None: ...
    def resource_failed_retriable(
        self, resource: Any, action: str, remaining: int, error: Exception
    ) -> None: ...
    def resource_failed(
        self, resource: Any, action: str, error: Exception, ignored: Any
    ) -> None: ...
    def notification_queued(self, notification: Any) -> None: ...
    def stream_output(self, resource: Any, line: str) -> None: ...
    # a download under way (remote_file's show_progress): bytes so far, of `total` (None when
    # the server did not say), to be shown every `interval` percent
    def resource_update_progress(
        self, resource: Any, current: int, total: int | None, interval: int
    ) -> None: ...
    # a long step of an action under way (a package manager at work): what it does, then each
    # line the command prints as it comes (None at the start); resource_idle when it ended
    def resource_busy(self, resource: Any, task: str, line: str | None) -> None: ...
    def resource_idle(self, resource: Any) -> None: ...
    def log(self, level: str, message: str, resource: Any) -> None: ...
    # the report and exception handlers, run after the converge (Chef's handlers_start…)
    def handlers_start(self, count: int) -> None: ...
    def handler_executed(self, name: str) -> None: ...
    def handlers_completed(self) -> None: ...
    def run_complete(self, result: RunResult) -> None: ...
    def run_failed(self, error: Exception, result: RunResult) -> None: ...

    def handler(self, name: str) -> Callable[..., None]:
        """What the bus calls for event `name`: the method itself, unless a subscriber filters
        its events first (the formatters: see runtime/sensitive.py)."""
        return getattr(self, name)


EVENTS = tuple(n for n in vars(Subscriber) if not n.startswith("_") and n != "handler")


def _noop(*args: Any) -> None:
    return None


def _fan_out(handlers: list[Callable[..., None]]) -> Callable[..., None]:
    def dispatch(*args: Any) -> None:
        for handler in handlers:
            handler(*args)

    return dispatch


class EventBus:
    """Calls each subscriber that overrides an event; an event nobody wants costs one no-op call."""

    def __init__(self, subscribers: Iterable[Subscriber] = ()) -> None:
        self.subscribers: list[Subscriber] = []
        for sub in subscribers:
            self.subscribe(sub)
        self._wire()

    def subscribe(self, subscriber: Subscriber) -> None:
        self.subscribers.append(subscriber)
        self._wire()

    def _wire(self) -> None:
        for name in EVENTS:
            base = getattr(Subscriber, name)
            handlers = [
                s.handler(name) for s in self.subscribers
                if getattr(type(s), name, base) is not base
            ]  # fmt: skip
            fn = (
                _noop if not handlers else handlers[0] if len(handlers) == 1 else _fan_out(handlers)
            )
            setattr(self, name, fn)


def _recording(name: str) -> Callable[..., None]:
    def record(self: Recorder, *args: Any) -> None:
        self.events.append((name, *args))

    return record


class Recorder(Subscriber):
    """Keeps every event as a tuple (name, *args): handy in tests and the REPL."""

    def __init__(self) -> None:
        self.events: list[tuple[Any, ...]] = []

    def names(self) -> list[str]:
        return [e[0] for e in self.events]


for _name in EVENTS:
    setattr(Recorder, _name, _recording(_name))
