"""Chef's handlers on toque's one event bus: report and exception handlers
(`Chef::Config[:report_handlers] << MyHandler.new`, the `chef_handler` resource), which the
runner calls once the converge has ended with a `Chef::RunStatus`, and event handlers
(`Chef::EventDispatch::Base` subclasses, `Chef.event_handler do on :x do … end end`), which
hear the run's events under Chef's names. The Ruby half is `handlers.rb`."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.autoload import autoload
from toque.interpreter.model.objects import RArray, RObject, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.events import RunResult, Subscriber

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def install(rt: Runtime) -> None:
    from toque.interpreter.program import run_file

    run_file(rt, Path(__file__).with_name("handlers.rb"))


def _config(rt: Runtime, key: str) -> list[Any]:
    found = rt.send(rt.const_get("Chef::Config"), "[]", [sym(key)])
    return list(found) if isinstance(found, RArray) else []


def _ruby_exception(rt: Runtime, error: BaseException | None) -> Any:
    if error is None:
        return None
    from toque.runtime.errors import error_text

    return rt.new_exception(rt.Object.consts["RuntimeError"], RString(error_text(error)))


def run_status(rt: Runtime, result: RunResult, error: BaseException | None) -> RObject:
    """The `Chef::RunStatus` handlers read: the node, the resources, the times, the error."""
    from toque.interpreter.dsl.run_context import ruby_run_context

    dsl = rt.host
    status = RObject(rt.const_get("Chef::RunStatus"))
    resources = list(dsl.ctx.collection)
    time_class = rt.Object.consts.get("Time") or autoload(rt, "Time")
    end = time.time()
    status.ivars.update({
        "@node": dsl.node,
        "@run_context": ruby_run_context(rt, dsl.ctx),
        "@all_resources": RArray(dsl.proxy(r) for r in resources),
        "@updated_resources": RArray(dsl.proxy(r) for r in resources if r.updated),
        "@exception": _ruby_exception(rt, error),
        "@start_time": rt.send(time_class, "at", [end - result.elapsed]),
        "@end_time": rt.send(time_class, "at", [end]),
    })  # fmt: skip
    return status


def _plain(rt: Runtime, err: RubyError) -> RuntimeError:
    """A handler's Ruby exception, as the error the runner logs: `#<RuntimeError: text>`."""
    from toque.interpreter.core.exceptions import message_text

    return RuntimeError(f"#<{err.exc.cls.name}: {message_text(rt, err.exc)}>")


def report_handlers(rt: Runtime) -> Callable[[RunResult, BaseException | None], list[Any]]:
    """The run context's `handlers` hook: the report handlers after a converge, the exception
    handlers after a failed one, each with the RunStatus of the run."""

    def handlers(result: RunResult, error: BaseException | None) -> list[Any]:
        found = _config(rt, "exception_handlers" if error is not None else "report_handlers")
        if not found:
            return []
        status = run_status(rt, result, error)

        def run(handler: Any) -> Callable[[], None]:
            def call() -> None:
                try:
                    rt.send(handler, "run_report_unsafe", [status])
                except RubyError as err:
                    raise _plain(rt, err) from None

            return call

        return [(rt.class_of(h).name, run(h)) for h in found]

    return handlers


class EventHandlerHook(Subscriber):
    """At the start of the converge, if Ruby event handlers are registered, subscribe what
    forwards the run's events to them (no cost to runs without any)."""

    def __init__(self, rt: Runtime, bus: Any) -> None:
        self.rt, self.bus = rt, bus

    def run_start(self, resource_count: int, why_run: bool) -> None:
        targets = _config(self.rt, "event_handlers")
        if targets:
            forward = RubyEvents(self.rt, targets)
            self.bus.subscribe(forward)
            forward.send("converge_start", self._context())

    def _context(self) -> Any:
        from toque.interpreter.dsl.run_context import ruby_run_context

        return ruby_run_context(self.rt, self.rt.host.ctx)


class RubyEvents(Subscriber):
    """toque's events under Chef's names and arguments, to each Ruby event handler that
    defines them; a handler that raises is logged, the run goes on."""

    def __init__(self, rt: Runtime, targets: list[Any]) -> None:
        self.rt, self.targets = rt, targets

    def send(self, event: str, *args: Any) -> None:
        rt = self.rt
        for target in self.targets:
            if not rt.responds(target, event):
                continue
            try:
                rt.send(target, event, list(args))
            except RubyError as err:
                rt.host.ctx.events.log(
                    "error", f"event handler {event} raised {_plain(rt, err).args[0]}", None
                )

    def _proxy(self, resource: Any) -> Any:
        return self.rt.host.proxy(resource)

    def resource_action_start(
        self, resource: Any, action: str, notifier: Any, timing: str | None
    ) -> None:
        notifying = None if notifier is None else self._proxy(notifier)
        kind = None if timing is None else sym(timing)
        self.send("resource_action_start", self._proxy(resource), sym(action), kind, notifying)

    def resource_skipped(self, resource: Any, action: str, reason: str, guard: Any) -> None:
        self.send("resource_skipped", self._proxy(resource), sym(action), RString(reason))

    def resource_up_to_date(self, resource: Any, action: str, reason: str) -> None:
        self.send("resource_up_to_date", self._proxy(resource), sym(action))

    def resource_updated(self, resource: Any, action: str) -> None:
        self.send("resource_updated", self._proxy(resource), sym(action))

    def resource_failed(self, resource: Any, action: str, error: Exception, ignored: Any) -> None:
        exc = _ruby_exception(self.rt, error)
        self.send("resource_failed", self._proxy(resource), sym(action), exc)

    def run_complete(self, result: RunResult) -> None:
        self.send("converge_complete")
        self.send("run_completed", self.rt.host.node, run_status(self.rt, result, None))

    def run_failed(self, error: Exception, result: RunResult) -> None:
        exc = _ruby_exception(self.rt, error)
        self.send("converge_failed", exc)
        self.send("run_failed", exc, run_status(self.rt, result, error))


__all__ = ["EventHandlerHook", "install", "report_handlers", "run_status"]
