"""The run context, modelled on Chef's `Chef::RunContext`, passed everywhere instead of
globals: the node, the resource collection, the cookbooks and data bags of the run, the
recipes loaded so far, `run_state`, and the engine's services (backend, events, registry,
why-run). The session builds it once, complete; a custom resource's action gets a child
context (`create_child`) whose collection holds the resources it declares."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

from toque.records import FrozenRecord, replace
from toque.runtime.backends import Backend, LocalBackend
from toque.runtime.collection import ResourceCollection
from toque.runtime.events import EventBus
from toque.runtime.notifications import DelayedQueue
from toque.runtime.registry import Registry
from toque.runtime.state import state_dir

_MADE = object()  # an argument not given: the field's default is made for this context


class CookbookLoader(Protocol):
    """What loads a run's cookbooks and runs include_recipe (the interpreter's
    dsl.cookbook.CookbookRun); the engine reads only the recipes it has run, in order."""

    included: list[str]


def _no_config(key: str) -> None:
    return None


class RunContext(FrozenRecord):
    """Complete when built: a change is a new context (`derive`)."""

    _fields = ("backend", "events", "registry", "why_run", "node", "log_level", "backup_path",
               "diff_max_chars", "sleep", "files", "collection", "parent", "run_state", "memo",
               "data_bags", "loader", "delayed", "handlers", "report_handlers", "config")  # fmt: skip

    def __init__(
        self,
        backend: Backend = _MADE,  # type: ignore[assignment] - a LocalBackend
        events: EventBus = _MADE,  # type: ignore[assignment]
        registry: Registry = _MADE,  # type: ignore[assignment] - Registry.discover()
        why_run: bool = False,
        node: Any = None,  # a toque.repo.node.Node (the engine reads attributes only)
        log_level: str = "warn",  # debug streams command output to the formatter
        backup_path: str | None = _MADE,  # type: ignore[assignment] - the state folder's
        diff_max_chars: int = 1_000_000,
        sleep: Callable[[float], None] = time.sleep,
        # where template/cookbook_file sources are found and how templates render
        files: Any = None,
        collection: ResourceCollection = _MADE,  # type: ignore[assignment]
        parent: RunContext | None = None,
        run_state: dict[str, Any] = _MADE,  # type: ignore[assignment] - Chef's node.run_state
        # what providers learned about the host this run and may reuse while it holds (the
        # package versions of every package resource, asked at once); shared by child contexts
        memo: dict[str, Any] = _MADE,  # type: ignore[assignment]
        data_bags: Any = None,  # a toque.repo.data_bags.DataBags (None: no data bag folder)
        # what loads cookbooks and runs include_recipe (None: a lone recipe): the session makes
        # it first and gives it here
        loader: CookbookLoader | None = None,
        # delayed notifications queued so far, compile-time actions' included (Chef's
        # run_context.delayed_notifications); a child context has its own, run when its action
        # ends
        delayed: DelayedQueue = _MADE,  # type: ignore[assignment]
        # the run's report/exception handlers (Chef::Handler): `handlers(result, error)` gives
        # (name, run) pairs to call once the converge has ended (None: there are none)
        handlers: Callable[[Any, BaseException | None], list[tuple[str, Callable[[], None]]]]
        | None = None,
        # report handlers of the engine's own (`--slow-report`): (name, run), after the Ruby ones
        report_handlers: list[tuple[str, Callable[[], None]]] = _MADE,  # type: ignore[assignment]
        # Chef::Config as the run sees it when a provider asks (a recipe may change it while it
        # compiles): `config("ssl_verify_mode")` gives the value, None when unset
        config: Callable[[str], Any] = _no_config,
    ) -> None:
        put = object.__setattr__  # (frozen: fields are set here only)
        put(self, "backend", LocalBackend() if backend is _MADE else backend)
        put(self, "events", EventBus() if events is _MADE else events)
        put(self, "registry", Registry.discover() if registry is _MADE else registry)
        put(self, "why_run", why_run)
        put(self, "node", node)
        put(self, "log_level", log_level)
        put(
            self,
            "backup_path",
            str(state_dir() / "backup") if backup_path is _MADE else backup_path,
        )
        put(self, "diff_max_chars", diff_max_chars)
        put(self, "sleep", sleep)
        put(self, "files", files)
        put(self, "collection", ResourceCollection() if collection is _MADE else collection)
        put(self, "parent", parent)
        put(self, "run_state", {} if run_state is _MADE else run_state)
        put(self, "memo", {} if memo is _MADE else memo)
        put(self, "data_bags", data_bags)
        put(self, "loader", loader)
        put(self, "delayed", DelayedQueue() if delayed is _MADE else delayed)
        put(self, "handlers", handlers)
        put(self, "report_handlers", [] if report_handlers is _MADE else report_handlers)
        put(self, "config", config)

    def derive(self, **changes: Any) -> RunContext:
        return replace(self, **changes)

    def create_child(self) -> RunContext:
        """A context for a custom resource's action: the same run, a collection of its own."""
        return replace(self, collection=ResourceCollection(), delayed=DelayedQueue(), parent=self)

    def lookup(self, key: str) -> Any:
        """The resource `type[name]` of this context, else of its parents (as Chef's child
        run contexts find notification targets in the enclosing run)."""
        ctx: RunContext | None = self
        while ctx is not None:
            found = ctx.collection.lookup(key)
            if found is not None:
                return found
            ctx = ctx.parent
        return None

    def visible(self, resources: Any = None) -> _Visible:
        """`resources` (default: this context's) with lookups through the parents: what
        `resolve_notifications` binds."""
        return _Visible(self, self.collection if resources is None else resources)

    @property
    def root(self) -> RunContext:
        ctx = self
        while ctx.parent is not None:
            ctx = ctx.parent
        return ctx

    @property
    def loaded_recipes(self) -> list[str]:
        """The recipes included so far, in order (Chef's run_context.loaded_recipes)."""
        return list(self.loader.included) if self.loader is not None else []


class _Visible:
    def __init__(self, ctx: RunContext, resources: Any) -> None:
        self.ctx, self.resources = ctx, resources

    def __iter__(self) -> Any:
        return iter(self.resources)

    def lookup(self, key: str) -> Any:
        return self.ctx.lookup(key)
