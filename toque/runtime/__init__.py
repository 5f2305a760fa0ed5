"""The runtime: resources, guards, notifications and the converge loop — pure Python, no Ruby."""

from toque.runtime.backends import Backend, LocalBackend
from toque.runtime.collection import ResourceCollection, parse_spec
from toque.runtime.context import RunContext
from toque.runtime.deferred import Deferred, Lazy, PyDeferred
from toque.runtime.events import EventBus, Recorder, RunResult, Subscriber
from toque.runtime.notifications import resolve_notifications
from toque.runtime.properties import Property
from toque.runtime.provider import Change, Provider, Requirement
from toque.runtime.registry import Registry
from toque.runtime.resource import Resource, Values, provides
from toque.runtime.runner import Runner
from toque.runtime.values import Sym, truthy

__all__ = [
    "Backend", "Change", "Deferred", "EventBus", "Lazy", "LocalBackend", "Property", "Provider",
    "PyDeferred", "Recorder", "Registry", "Requirement", "Resource", "ResourceCollection",
    "RunContext", "RunResult", "Runner", "Subscriber", "Sym", "Values", "parse_spec", "provides",
    "resolve_notifications", "truthy",
]  # fmt: skip
