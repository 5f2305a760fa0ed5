"""The converge loop: per resource and action — snapshot, guards, provider, changes, notifications."""

from __future__ import annotations

import os
import time
from typing import Any

from toque.runtime.collection import ResourceCollection
from toque.runtime.context import RunContext
from toque.runtime.errors import (
    ConvergeError,
    EndRunEarly,
    MultipleFailures,
    ProviderError,
    UnknownActionError,
    error_text,
)
from toque.runtime.events import RunResult
from toque.runtime.guards import first_skip
from toque.runtime.notifications import Notification, not_found, resolve_notifications
from toque.runtime.resource import Resource


class Runner:
    """Converges resources in a RunContext. One Runner per run: it keeps the counts and the queue."""

    def __init__(self, ctx: RunContext, result: RunResult | None = None) -> None:
        self.ctx = ctx
        self.result = result if result is not None else RunResult(why_run=ctx.why_run)
        # unified mode (a custom resource's action): immediate notifications to resources not
        # declared yet, held until the target is declared (see fire_held)
        self.held: list[Notification] = []

    def nested(self, why_run: bool, ctx: RunContext) -> Runner:
        """A runner for the resources of a custom resource's action, in the action's child
        context (a delayed queue of its own, run when the action ends), with the same counts
        as this run (as Chef's formatters count every resource, nested ones too)."""
        return Runner(ctx.derive(why_run=why_run), self.result)

    def run_resource(self, resource: Resource) -> bool:
        """Each of `resource`'s actions, as converge runs them; True if any updated."""
        updated = False
        for action in list(resource.action):
            updated = self.run_action(resource, action) or updated
        return updated

    # -- the whole run ----------------------------------------------------------------------
    def converge(self, collection: ResourceCollection | None = None) -> RunResult:
        """Run every resource's actions in order (default: the context's collection), then the
        delayed notifications — those queued by compile-time actions first.

        Delayed notifications queued before a failure still run; then the run fails.
        """
        if collection is None:
            collection = self.ctx.collection
        ev = self.ctx.events
        start = time.perf_counter()
        self.result.resource_count = len(collection)
        ev.run_start(len(collection), self.ctx.why_run)
        failures: list[tuple[str, BaseException]] = []
        ended_early = False
        try:
            resolve_notifications(collection, ev)
            for resource in collection.live:
                for action in resource.delayed_actions:
                    self._enqueue(
                        Notification(resource, action, resource, "delayed", resource.span, resource)
                    )
            queued = {id(resource) for resource in collection.live}
            i = 0
            items = collection.live
            while i < len(items):  # by index: resources added during converge also run
                resource = items[i]
                if resource.delayed_actions and id(resource) not in queued:
                    # added during converge (find_resource in the root context): its
                    # `delayed_action` is queued now
                    for action in resource.delayed_actions:
                        self._enqueue(Notification(resource, action, resource, "delayed",
                                                   resource.span, resource))  # fmt: skip
                self.run_resource(resource)
                i += 1
        except EndRunEarly:  # reboot_now: the delayed notifications are skipped too, as in Chef
            ended_early = True
            self.ctx.delayed.clear()
        except Exception as exc:
            failures.append(("Chef Infra Client run", exc))
        if not ended_early:
            failures += self.run_delayed()
        self.result.elapsed = time.perf_counter() - start
        # file_durability :data's batched folder syncs, before the run is reported ended
        # and before the handlers read what it wrote
        self.ctx.backend.sync_pending()
        error = None
        if failures:
            error = failures[0][1] if len(failures) == 1 else MultipleFailures(failures)
        self._run_handlers(error)
        if error is not None:
            ev.run_failed(error, self.result)
            raise error
        ev.run_complete(self.result)
        return self.result

    def compile_failed(self, error: BaseException, elapsed: float) -> None:
        """A compile phase that raised: the exception handlers run and `run_failed` goes out
        with nothing converged, as chef-client does after a recipe compile error."""
        self.result.elapsed = elapsed
        self.ctx.backend.sync_pending()  # compile-time actions may have written files
        self._run_handlers(error)
        self.ctx.events.run_failed(error, self.result)

    def _run_handlers(self, error: BaseException | None) -> None:
        """Report handlers after a converge, exception handlers after a failed one; a handler
        that raises is logged and the others still run, as Chef does."""
        ev = self.ctx.events
        handlers = self.ctx.handlers(self.result, error) if self.ctx.handlers else []
        if error is None:
            handlers = [*handlers, *self.ctx.report_handlers]
        ev.handlers_start(len(handlers))
        for name, run in handlers:
            try:
                run()
            except Exception as exc:  # noqa: BLE001 - Chef logs a failing handler and goes on
                kind = "Exception" if error is not None else "Report"
                ev.log("error", f"{kind} handler {name} raised {error_text(exc)}", None)
            ev.handler_executed(name)
        ev.handlers_completed()

    def run_delayed(self) -> list[tuple[str, BaseException]]:
        """Run the queued delayed notifications; the failures, each with where it happened."""
        failures: list[tuple[str, BaseException]] = []
        queue = self.ctx.delayed.items
        i = 0
        while i < len(queue):  # a delayed action queued while running these runs too
            n = queue[i]
            try:
                self.run_action(n.resolved, n.action, n.notifier, "delayed")
            except Exception as exc:
                failures.append(("delayed notification", exc))
            i += 1
        self.ctx.delayed.clear()
        return failures

    # -- one action of one resource -----------------------------------------------------------
    def run_action(
        self,
        resource: Resource,
        action: str,
        notifier: Resource | None = None,
        timing: str | None = None,
    ) -> bool:
        """Run `action` (with :before preview, retries) and fire notifications if it updated."""
        action = str(action)
        if action not in resource.allowed_actions():
            err = UnknownActionError(f"{resource} has no action :{action}", resource.span)
            raise ConvergeError(resource, action, err)
        befores = resource.notifications and [
            n for n in resource.notifications if n.timing == "before"
        ]
        if befores and not self.ctx.why_run:
            sticky = resource.updated
            if self._run_with_retries(resource, action, True, notifier, timing):
                for n in befores:
                    self._fire(n)
            resource.updated = sticky
        updated = self._run_with_retries(resource, action, self.ctx.why_run, notifier, timing)
        if updated and resource.notifications:
            for n in resource.notifications:
                if n.timing == "immediate":
                    self._fire(n)
                elif n.timing == "delayed":
                    self._enqueue(n)
        return updated

    def run_action_now(self, resource: Resource, action: str) -> bool:
        """A guard's command resource: run at once, alone, sending no notifications."""
        return self._run_with_retries(resource, str(action), self.ctx.why_run, None, None)

    def run_during_compile(self, resource: Resource, actions: list[str]) -> None:
        """`resource.run_action(:x)` in a recipe: run now, with the targets declared so far;
        immediate notifications run at once, delayed ones wait for the converge's queue."""
        resolve_notifications(self.ctx.visible(), self.ctx.events, strict=False)
        for n in resource.notifications:
            if n.resolved is None and n.timing != "delayed":
                raise not_found(n)
        for action in actions:
            self.run_action(resource, action)

    def run_compile_time(self, resource: Resource) -> None:
        """`compile_time true`: run each action now, then leave the resource at :nothing (as
        Chef does), so the converge does not run it again."""
        self.run_during_compile(resource, list(resource.action))
        resource.action = ["nothing"]

    def fire_held(self, resource: Resource, collection: ResourceCollection) -> None:
        """Unified mode: `resource` was just declared (and run); the held immediate
        notifications that now find it as their target run, in the order they were sent."""
        if not self.held:
            return
        resolve_notifications(collection, self.ctx.events, strict=False)
        due = [n for n in self.held if n.resolved is resource]
        self.held = [n for n in self.held if n.resolved is None]
        for n in due:
            self._fire(n)

    def _fire(self, n: Notification) -> None:
        if n.resolved is None:  # unified mode: the target comes later in the action
            self.held.append(n)
            return
        self.ctx.events.notification_queued(n)
        self.run_action(n.resolved, n.action, n.notifier, n.timing)

    def _enqueue(self, n: Notification) -> None:
        if not self.ctx.delayed.add(n):
            self.ctx.events.log(
                "info",
                f"{n.notifier} not queuing delayed action {n.action} on "
                f"{n.resolved} (delayed), as it's already been queued",
                n.notifier,
            )
            return
        self.ctx.events.notification_queued(n)

    def _run_with_retries(
        self,
        resource: Resource,
        action: str,
        why_run: bool,
        notifier: Resource | None,
        timing: str | None,
    ) -> bool:
        retries = resource.retries if "retries" in resource._values else 0
        # once per action, retries included (Chef's Resource#run_action): formatters pair each
        # start with the one skipped/up-to-date/updated/failed event that ends it, to nest output
        self.ctx.events.resource_action_start(resource, action, notifier, timing)
        while True:
            try:
                if "umask" not in resource._values:  # (_attempt's own first test)
                    return self._attempt_now(resource, action, why_run)
                return self._attempt(resource, action, why_run)
            except Exception as exc:
                err = (
                    exc if isinstance(exc, ConvergeError) else ConvergeError(resource, action, exc)
                )
                ev = self.ctx.events
                ignore = resource.ignore_failure
                if ignore:  # checked before retries, as in Chef
                    ev.resource_failed(resource, action, err, ignore)
                    return False
                if retries > 0:
                    retries -= 1
                    ev.resource_failed_retriable(resource, action, retries, err)
                    self.ctx.sleep(resource.retry_delay)
                    continue
                ev.resource_failed(resource, action, err, False)
                if err is exc:
                    raise
                raise err from exc

    def _attempt(self, resource: Resource, action: str, why_run: bool) -> bool:
        umask = resource._values.get("umask")
        if umask is None:
            return self._attempt_now(resource, action, why_run)
        # `umask` on any resource: what it creates gets the mask (a run is single-threaded)
        mask = int(umask, 8) if isinstance(umask, str) else int(umask)
        backend = self.ctx.backend
        before, kept = os.umask(mask), getattr(backend, "umask", None)
        if kept is not None:
            backend.umask = mask  # the local backend's new files (it reads the mask once)
        try:
            return self._attempt_now(resource, action, why_run)
        finally:
            os.umask(before)
            if kept is not None:
                backend.umask = kept

    def _attempt_now(self, resource: Resource, action: str, why_run: bool) -> bool:
        ev = self.ctx.events
        resource.updated_by_last_action = False
        if action == "nothing":
            return self._skipped(resource, action, "action :nothing", None)
        values = resource.snapshot(action)
        guard = first_skip(resource, self.ctx) if resource.guards else None
        if guard is not None:
            return self._skipped(resource, action, guard.kind, guard)
        provider = self.ctx.registry.provider_class(resource)(resource, values, self.ctx, why_run)
        provider.runner = self  # a custom resource's action runs its resources through it
        provider.load_current()
        if self._check_requirements(provider, resource, action, why_run):
            return self._skipped(resource, action, "why-run assumption", None)
        changes = getattr(provider, "action_" + resource.canonical_action(action))()
        updated = False
        for change in changes or ():
            if change.apply is not None and (not why_run or change.whyrun_safe):
                try:
                    change.apply()
                except EndRunEarly:  # the change was made: say so before the run stops
                    self._updated(resource, action, change, why_run)
                    raise
            updated = True
            if not change.quiet:
                ev.resource_update(resource, action, change, why_run)
        if updated:
            resource.updated = resource.updated_by_last_action = True
            self.result.updated += 1
            ev.resource_updated(resource, action)
        else:
            self.result.up_to_date += 1
            ev.resource_up_to_date(resource, action, provider.up_to_date_reason)
        return updated

    def _updated(self, resource: Resource, action: str, change: Any, why_run: bool) -> None:
        ev = self.ctx.events
        ev.resource_update(resource, action, change, why_run)
        resource.updated = resource.updated_by_last_action = True
        self.result.updated += 1
        ev.resource_updated(resource, action)

    def _skipped(self, resource: Resource, action: str, reason: str, guard: Any) -> bool:
        self.result.skipped += 1
        self.ctx.events.resource_skipped(resource, action, reason, guard)
        return False

    def _check_requirements(
        self, provider: Any, resource: Resource, action: str, why_run: bool
    ) -> bool:
        """Raise on a failed requirement, or under why-run report its assumption. True = bypass."""
        blocked = False
        for req in provider.requirements(action):
            if why_run and req.whyrun:
                self.ctx.events.requirement_assumed(resource, action, req.message, req.whyrun)
                blocked = blocked or req.block_action
            else:
                raise ProviderError(req.message, resource.span, kind=req.kind)
        return blocked
