"""The Deferred protocol (closures run at converge: lazy values, guard blocks, ruby_block) and `Lazy`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from toque.source import Span


@runtime_checkable
class Deferred(Protocol):
    """Something to call later. The interpreter wraps Ruby blocks in objects like this.

    `call(resource)` is how lazy values are resolved: a zero-argument Ruby block is
    `instance_exec`'d on the resource, a one-argument block receives it — that choice
    belongs to the wrapper, not to the runtime. Guard and ruby_block bodies are called
    with no arguments.
    """

    span: Span | None

    def call(self, *args: Any) -> Any: ...

    def describe(self) -> str: ...


class PyDeferred:
    """A Deferred made from a Python callable (tests, Python-written resources)."""

    __slots__ = ("fn", "span", "text")

    def __init__(self, fn: Callable[..., Any], span: Span | None = None, text: str = "{ … }"):
        self.fn = fn
        self.span = span
        self.text = text

    def call(self, *args: Any) -> Any:
        try:
            return self.fn(*args)
        except TypeError as exc:
            # a zero-argument Python function given the resource: call it bare, as Ruby would
            if args and "positional argument" in str(exc):
                return self.fn()
            raise

    def describe(self) -> str:
        return self.text


class Lazy:
    """A property value (or default) to be computed at converge: `lazy { … }`."""

    __slots__ = ("deferred",)

    def __init__(self, deferred: Deferred | Callable[..., Any]) -> None:
        if not isinstance(deferred, Deferred):
            deferred = PyDeferred(deferred, text="lazy { … }")
        self.deferred = deferred

    @property
    def span(self) -> Span | None:
        return self.deferred.span

    def resolve(self, resource: Any) -> Any:
        return self.deferred.call(resource)

    def __repr__(self) -> str:
        return f"lazy {self.deferred.describe()}"


def resolve_nested(value: Any, resource: Any) -> Any:
    """`value` with every lazy value inside its hashes and arrays resolved (a template's
    `variables(port: lazy { … })`: Chef resolves them when it renders)."""
    if value.__class__ is Lazy:
        return resolve_nested(value.resolve(resource), resource)
    if isinstance(value, dict):
        return {k: resolve_nested(v, resource) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(resolve_nested(v, resource) for v in value)
    return value
