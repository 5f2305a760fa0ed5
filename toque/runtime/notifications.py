"""notifies / subscribes: timings, target specs, and resolving them against the collection."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.records import Record
from toque.runtime.collection import parse_spec
from toque.runtime.errors import ResourceNotFound, ValidationError
from toque.runtime.values import inspect

if TYPE_CHECKING:
    from toque.runtime.collection import ResourceCollection
    from toque.runtime.events import EventBus
    from toque.runtime.resource import Resource
    from toque.source import Span

TIMINGS = {"delayed": "delayed", "immediate": "immediate", "immediately": "immediate",
           "before": "before"}  # fmt: skip


class Notification(Record):
    """`notifier` tells `target` to run `action` at `timing` once it has been updated."""

    _fields = ("notifier", "action", "target", "timing", "span", "resolved")
    __eq__ = object.__eq__  # each is itself (the queue tells them apart by their target)
    __hash__ = object.__hash__

    def __init__(
        self,
        notifier: Resource,
        action: str,
        target: Any,  # a Resource, a "type[name]" string, a (type, name) tuple or {type: name}
        timing: str,
        span: Span | None,
        resolved: Resource | None = None,
    ) -> None:
        self.notifier = notifier
        self.action = action
        self.target = target
        self.timing = timing
        self.span = span
        self.resolved = resolved

    def describe(self) -> str:
        where = f" ({self.span.file}:{self.span.line})" if self.span else ""
        return (f"{self.notifier} notifies :{self.action}, {_target_key(self.target)}, "
                f":{self.timing}{where}")  # fmt: skip


class Subscription(Record):
    """`subscriber` asks to run `action` at `timing` when `target` has been updated."""

    _fields = ("subscriber", "action", "target", "timing", "span", "attached")
    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def __init__(
        self,
        subscriber: Resource,
        action: str,
        target: Any,
        timing: str,
        span: Span | None,
        attached: bool = False,
    ) -> None:
        self.subscriber = subscriber
        self.action = action
        self.target = target
        self.timing = timing
        self.span = span
        self.attached = attached


class DelayedQueue:
    """Delayed notifications in the order queued, each (target, action) once until the queue
    has run (Chef: "not queuing delayed action …, as it's already been queued")."""

    def __init__(self) -> None:
        self.items: list[Notification] = []
        self._keys: set[tuple[int, str]] = set()

    def add(self, n: Notification) -> bool:
        key = (id(n.resolved), n.action)
        if key in self._keys:
            return False
        self._keys.add(key)
        self.items.append(n)
        return True

    def clear(self) -> None:
        self.items.clear()
        self._keys.clear()

    def __len__(self) -> int:
        return len(self.items)


def _timing(timing: Any, span: Span | None) -> str:
    found = TIMINGS.get(str(timing)) if timing is not None else None
    if found is None:
        raise ValidationError(
            f"invalid timing: {inspect(timing)}. "
            "Valid timings are: :delayed, :immediate, :immediately, :before",
            span,
        )
    return found


def _target_key(target: Any) -> str:
    if isinstance(target, str):
        return "{}[{}]".format(*parse_spec(target))
    if isinstance(target, tuple):
        return f"{target[0]}[{target[1]}]"
    if isinstance(target, dict):
        ((type_name, name),) = target.items()
        return f"{type_name}[{name}]"
    return target.key


def _check_target(target: Any, span: Span | None) -> None:
    if isinstance(target, str):
        parse_spec(target, span)  # syntax is checked at compile time, existence at converge
    elif isinstance(target, dict) and len(target) != 1:
        raise ValidationError(
            f"a notification target names one resource, got {inspect(target)}", span
        )
    elif not isinstance(target, (str, tuple, dict)) and not hasattr(target, "key"):
        raise ValidationError(f"invalid notification target {inspect(target)}", span)


def notify(
    resource: Resource, action: Any, target: Any, timing: Any = "delayed", span: Span | None = None
) -> Notification:
    timing = _timing(timing, span)
    _check_target(target, span)
    n = Notification(resource, str(action), target, timing, span or resource.span)
    if hasattr(target, "key") and not isinstance(target, (str, tuple, dict)):
        n.resolved = target
    resource.notifications.append(n)
    return n


def subscribe(
    resource: Resource, action: Any, targets: Any, timing: Any = "delayed", span: Span | None = None
) -> None:
    timing = _timing(timing, span)
    for target in targets if isinstance(targets, list) else [targets]:
        _check_target(target, span)
        resource.subscriptions.append(
            Subscription(resource, str(action), target, timing, span or resource.span)
        )


def _find(target: Any, collection: ResourceCollection) -> Resource | None:
    if hasattr(target, "key") and not isinstance(target, (str, tuple, dict)):
        return target
    return collection.lookup(_target_key(target))


def resolve_notifications(
    collection: ResourceCollection, events: EventBus | None = None, strict: bool = True
) -> None:
    """Bind every notification to its target; a missing `notifies` target fails with its span.

    Called at the end of compile (and again by the runner, which is harmless). A missing
    `subscribes` target is no error, as in Chef; it is reported as a warning. `strict=False`
    (an action run during compile): bind what is declared so far, leave the rest for later.
    """
    for resource in collection:
        for sub in resource.subscriptions:
            if sub.attached:
                continue
            found = _find(sub.target, collection)
            if found is None:
                if events and strict:
                    events.log("warn", f"{resource} subscribes to {_target_key(sub.target)}, "
                               "which is not in the resource collection", resource)  # fmt: skip
                continue
            found.notifications.append(
                Notification(found, sub.action, resource, sub.timing, sub.span, resource)
            )
            sub.attached = True
    for resource in collection:
        for n in resource.notifications:
            if n.resolved is None:
                n.resolved = _find(n.target, collection)
            if n.resolved is None and strict:
                raise not_found(n)


def not_found(n: Notification) -> ResourceNotFound:
    """The error for a notification whose target is not in the collection."""
    resource = n.notifier
    key = _target_key(n.target)
    where = f" {resource} is defined in {resource.location}" if resource.location else ""
    return ResourceNotFound(
        f"resource {resource} is configured to notify resource {key} with action "
        f"{n.action}, but {key} cannot be found in the resource collection.{where}",
        n.span,
    )
