"""Find resource types and providers: modules under stdlib_cookbooks/core plus the `toque.providers` entry points."""

from __future__ import annotations

import difflib
import importlib
import pkgutil
from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any

from toque.runtime.errors import UnknownResourceType
from toque.runtime.resource import Resource
from toque.source import Span

CORE_PACKAGE = "toque.stdlib_cookbooks.core"
ENTRY_POINT_GROUP = "toque.providers"


def entry_points(group: str) -> Any:
    """importlib.metadata's entry points, imported only when plugins are looked for."""
    from importlib import metadata

    return metadata.entry_points(group=group)


class Registry:
    """Resource type name → (Resource class, Provider class)."""

    def __init__(self) -> None:
        self.resources: dict[str, type[Resource]] = {}
        self.providers: dict[str, type] = {}
        self._provider_cache: dict[tuple[type, str], type] = {}
        self._plugins_pending = False
        self._deferred: dict[str, Callable[[], object]] = {}

    @classmethod
    def discover(
        cls, packages: tuple[str, ...] = (CORE_PACKAGE,), plugins: bool = True
    ) -> Registry:
        """A registry filled from every module of `packages` and, if `plugins`, the entry points."""
        reg = cls()
        for package in packages:
            pkg = importlib.import_module(package)
            for info in pkgutil.iter_modules(pkg.__path__, package + "."):
                reg.add_module(importlib.import_module(info.name))
        # plugins are looked for on the first name the core does not know: reading every
        # installed package's metadata costs more than the rest of start-up
        reg._plugins_pending = plugins
        return reg

    def load_plugins(self) -> None:
        """Add the resources and providers of the `toque.providers` entry points."""
        if not self._plugins_pending:
            return
        self._plugins_pending = False
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            loaded = ep.load()
            self.add_module(loaded) if isinstance(loaded, ModuleType) else self.add(loaded)

    def defer(self, names: Iterable[str], load: Callable[[], object]) -> None:
        """Resource types that `load()` registers, run when one of them is first looked up
        (the core cookbook's Ruby resources: most recipes use none, and loading costs start-up)."""
        for name in names:
            self._deferred[name] = load

    def _load_deferred(self, type_name: str) -> None:
        load = self._deferred.pop(type_name, None)
        if load is not None:
            for name in [n for n, fn in self._deferred.items() if fn is load]:
                del self._deferred[name]
            load()

    def names(self) -> set[str]:
        """Every resource type name, deferred ones too (for "did you mean" hints)."""
        return {*self.resources, *self._deferred}

    def knows(self, type_name: str) -> bool:
        """Is `type_name` a resource type (core, or from a plugin)?"""
        if type_name not in self.resources:
            self._load_deferred(type_name)
        if type_name not in self.resources:
            self.load_plugins()
        return type_name in self.resources

    def add_module(self, module: ModuleType) -> None:
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == module.__name__:
                self.add(value)

    def add(self, cls: type) -> None:
        names = cls.__dict__.get("provides_names", ())
        table = self.resources if issubclass(cls, Resource) else self.providers
        for name in names:
            table[name] = cls
        self._provider_cache.clear()

    def resource_class(self, type_name: str, span: Span | None = None) -> type[Resource]:
        cls = self.resources.get(type_name)
        if cls is None and type_name in self._deferred:
            self._load_deferred(type_name)
            cls = self.resources.get(type_name)
        if cls is None and self._plugins_pending:
            self.load_plugins()
            cls = self.resources.get(type_name)
        if cls is None:
            close = difflib.get_close_matches(type_name, sorted(self.names()), n=3)
            hint = f"did you mean {', '.join(close)}?" if close else None
            raise UnknownResourceType(f"No resource or method named `{type_name}'", span, hint=hint)
        return cls

    def provider_class(self, resource: Resource) -> type:
        chosen = resource.__dict__.get("provider_override")  # `provider X` on the resource
        if chosen is not None:
            return chosen
        key = (type(resource), resource.declared_type)
        found = self._provider_cache.get(key)
        if found is None:
            found = self._provider_cache[key] = self._find_provider(resource)
        return found

    def _find_provider(self, resource: Resource) -> type:
        self.load_plugins()
        for name in (resource.declared_type, resource.resource_name):
            if name in self.providers:
                return self.providers[name]
        for cls in type(resource).__mro__:  # a subclass without its own provider uses its parent's
            for name in cls.__dict__.get("provides_names", ()):
                if name in self.providers:
                    return self.providers[name]
        raise UnknownResourceType(f"No provider for {resource}", resource.span)

    def build(
        self, type_name: str, name: Any, span: Span | None = None, *, platform_family: Any = None,
        **kw: Any,
    ) -> Resource:  # fmt: skip
        """A new resource of type `type_name`, as the DSL word `type_name` would declare it; on
        a `platform_family` the class names a variant for (`package` on debian is an
        apt_package), that variant, still found by the word declared."""
        cls = self.resource_class(type_name, span)
        variant = cls.platform_variants.get(platform_family) if platform_family else None
        if variant and variant in self.resources:
            cls = self.resources[variant]
        return cls(name, span, declared_type=type_name, **kw)
