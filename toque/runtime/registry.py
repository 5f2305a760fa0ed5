"""Find resource types and providers: modules under stdlib_cookbooks/core plus the `toque.providers` entry points."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from types import ModuleType
from typing import Any

from toque.runtime.errors import UnknownResourceType
from toque.runtime.resource import Resource
from toque.source import Span

CORE_PACKAGE = "toque.stdlib_cookbooks.core"
ENTRY_POINT_GROUP = "toque.providers"


def entry_points(group: str) -> Any:
    """importlib.metadata's entry points, imported only when some installed distribution
    declares `group`: importing importlib.metadata and parsing every distribution's
    metadata cost ~25 ms CPU of each run that converges a resource, with no plugin installed."""
    if not _declared(group):
        return []
    from importlib import metadata

    return metadata.entry_points(group=group)


def _declared(group: str) -> bool:
    """Does an entry_points.txt on sys.path name `group`? The files importlib.metadata reads
    (its path finder: *.dist-info and *.egg-info folders of each sys.path folder); anything
    else on sys.path (a zip file) answers yes, so the full scan decides."""
    for entry in sys.path:
        folder = entry or "."
        try:
            names = os.listdir(folder)
        except NotADirectoryError:
            return True
        except OSError:
            continue  # a missing folder holds no distribution
        for name in names:
            if not name.endswith((".dist-info", ".egg-info")):
                continue
            try:
                with open(os.path.join(folder, name, "entry_points.txt"), encoding="utf-8") as f:
                    if (
                        group in f.read()
                    ):  # the section's name (or a mention: the full scan decides)
                        return True
            except (NotADirectoryError, FileNotFoundError):
                continue
            except (OSError, UnicodeDecodeError):
                return True  # unreadable here: let importlib.metadata decide
    return False


class LazyTable(dict):
    """Name → class, where a core name's module is imported on its first lookup (the index
    `core_index.py` says which module registers it): a recipe pays for the resources it
    uses, not for all of them. Listing the table imports every module left."""

    def __init__(self, index: dict[str, str], load: Callable[[str], None]) -> None:
        super().__init__()
        self.index = index  # name -> module that registers it, as a full discovery would
        self.pending = set(index)
        self._load = load

    def _fill(self, name: object) -> bool:
        if name not in self.pending:
            return False
        self._load(self.index[name])  # type: ignore[index]
        return dict.__contains__(self, name)

    def _fill_all(self) -> None:
        for module in sorted({self.index[n] for n in self.pending}):
            self._load(module)

    def __contains__(self, name: object) -> bool:
        return dict.__contains__(self, name) or (bool(self.pending) and self._fill(name))

    def __missing__(self, name: str) -> Any:
        if self.pending and self._fill(name):
            return dict.__getitem__(self, name)
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        return self[name] if name in self else default

    def __iter__(self) -> Iterator[str]:
        self._fill_all()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._fill_all()
        return dict.__len__(self)

    def keys(self) -> Any:
        self._fill_all()
        return dict.keys(self)

    def values(self) -> Any:
        self._fill_all()
        return dict.values(self)

    def items(self) -> Any:
        self._fill_all()
        return dict.items(self)

    def copy(self) -> dict[str, Any]:
        self._fill_all()
        return dict(dict.items(self))


class Registry:
    """Resource type name → (Resource class, Provider class)."""

    def __init__(self) -> None:
        self.resources: dict[str, type[Resource]] = {}
        self.providers: dict[str, type] = {}
        self._loaded_modules: set[str] = set()
        self._provider_cache: dict[tuple[type, str], type] = {}
        self._plugins_pending = False
        self._deferred: dict[str, Callable[[], object]] = {}
        # providers that apply only while their `provides_when(resource)` holds (Chef's
        # `provides :x do |node| … end`): asked at every resolution, the latest added first
        self.guarded: dict[str, list[type]] = {}

    @classmethod
    def discover(
        cls, packages: tuple[str, ...] = (CORE_PACKAGE,), plugins: bool = True
    ) -> Registry:
        """A registry filled from every module of `packages` and, if `plugins`, the entry points."""
        reg = cls()
        for package in packages:
            if package == CORE_PACKAGE:  # by the index: each module imported when first named
                from toque.runtime.core_index import PROVIDERS, RESOURCES

                reg.resources = LazyTable(RESOURCES, reg._load_module)
                reg.providers = LazyTable(PROVIDERS, reg._load_module)
                continue
            import pkgutil  # here: the core package goes by its index (start-up)

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

    def load_deferred(self, type_name: str) -> None:
        """Run the deferred load that registers `type_name`, if one waits: before anything
        else claims the name, so that the deferred types come first, as if loaded eagerly."""
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
        if dict.__contains__(self.resources, type_name):  # loaded: the lazy table not asked
            return True
        if type_name not in self.resources:
            self.load_deferred(type_name)
        if type_name not in self.resources:
            self.load_plugins()
        return type_name in self.resources

    def _load_module(self, name: str) -> None:
        if name not in self._loaded_modules:
            self._loaded_modules.add(name)
            self.add_module(importlib.import_module(name))

    def add_module(self, module: ModuleType) -> None:
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == module.__name__:
                self.add(value)

    def add(self, cls: type) -> None:
        names = cls.__dict__.get("provides_names", ())
        if self._deferred:  # a deferred type of the same name registers first, then this one
            for name in names:
                self.load_deferred(name)
        if not issubclass(cls, Resource) and cls.__dict__.get("provides_when") is not None:
            for name in names:
                self.guarded.setdefault(name, []).append(cls)
            return
        table = self.resources if issubclass(cls, Resource) else self.providers
        index = getattr(table, "index", None)
        core = index is not None and cls.__module__.startswith(CORE_PACKAGE + ".")
        for name in names:
            if core and (index.get(name) != cls.__module__ or name not in table.pending):
                # another core module registers this name (the index keeps discovery's
                # order), or a plugin already replaced it
                continue
            if index is not None:
                table.pending.discard(name)
            dict.__setitem__(table, name, cls)
        self._provider_cache.clear()

    def resource_class(self, type_name: str, span: Span | None = None) -> type[Resource]:
        cls = dict.get(self.resources, type_name)  # loaded: the lazy table not asked
        if cls is None:
            cls = self.resources.get(type_name)
        if cls is None and type_name in self._deferred:
            self.load_deferred(type_name)
            cls = self.resources.get(type_name)
        if cls is None and self._plugins_pending:
            self.load_plugins()
            cls = self.resources.get(type_name)
        if cls is None:
            from difflib import get_close_matches  # only for a mistake: start-up

            close = get_close_matches(type_name, sorted(self.names()), n=3)
            hint = f"did you mean {', '.join(close)}?" if close else None
            raise UnknownResourceType(f"No resource or method named `{type_name}'", span, hint=hint)
        return cls

    def provider_class(self, resource: Resource) -> type:
        chosen = resource.__dict__.get("provider_override")  # `provider X` on the resource
        if chosen is not None:
            return chosen
        for name in (resource.declared_type, resource.resource_name):
            for cls in reversed(self.guarded.get(name, ())):
                if cls.provides_when(resource):
                    return cls
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
        self, type_name: str, name: Any, span: Span | None = None, *,
        platform: Mapping[str, Any] | Callable[[], Mapping[str, Any] | None] | None = None,
        **kw: Any,
    ) -> Resource:  # fmt: skip
        """A new resource of type `type_name`, as the DSL word `type_name` would declare it; on
        a `platform` (the host's facts) the class names a variant for (`package` on debian is
        an apt_package), that variant, still found by the word declared. `platform` may be a
        function giving the facts, called only for a class with variants (a declaration's
        facts are three node reads, most words have none)."""
        cls = self.resource_class(type_name, span)
        rule = cls.platform_variant
        if rule is not None and callable(platform):
            platform = platform()
        variant = rule(platform) if rule is not None and platform else None
        if variant and variant in self.resources:
            cls = self.resources[variant]
        return cls(name, span, declared_type=type_name, **kw)


def _camel(name: str) -> str:  # as the DSL names Chef::Resource::<Name> (resource_class.camel)
    return "".join(part.capitalize() for part in name.split("_"))


def ruby_constants(
    resources: dict[str, type], providers: dict[str, type]
) -> tuple[dict[str, str], dict[str, str]]:
    """The core classes' Chef constants (Chef::Resource::X, Chef::Provider::X) → module:
    each registered resource class and its core parents, each provider name."""
    res: dict[str, str] = {}
    for cls in resources.values():
        for base in cls.__mro__:
            if base.__dict__.get("provides_names") and base.__module__.startswith(CORE_PACKAGE):
                res.setdefault(_camel(base.resource_name), base.__module__)
    prov: dict[str, str] = {}
    for name, cls in sorted(providers.items()):
        if cls.__module__.startswith(CORE_PACKAGE):
            prov.setdefault(_camel(name), cls.__module__)
    return res, prov


def core_index(package: str = CORE_PACKAGE) -> dict[str, str]:
    """Name → the core module that registers it, as resource and provider both (a core
    resource's provider sits below it, in its module), every module imported in order as a
    full discovery does (the last module to register a name wins): the contents of
    `core_index.py`, which a test keeps equal to this. A name whose resource and provider
    came from two modules could not be one table: that stops the generation."""
    import pkgutil

    resources: dict[str, str] = {}
    providers: dict[str, str] = {}
    pkg = importlib.import_module(package)
    for info in pkgutil.iter_modules(pkg.__path__, package + "."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == module.__name__:
                table = resources if issubclass(value, Resource) else providers
                for name in value.__dict__.get("provides_names", ()):
                    table[name] = module.__name__
    split = sorted(n for n in resources.keys() & providers.keys() if resources[n] != providers[n])
    if split:
        raise RuntimeError(f"resource and provider in different core modules: {split}")
    return {**providers, **resources}


def write_core_index(path: str) -> None:
    """Write `core_index.py` (`python -m toque.runtime.registry`)."""
    import pkgutil

    names = core_index()
    full = Registry()
    pkg = importlib.import_module(CORE_PACKAGE)
    for info in pkgutil.iter_modules(pkg.__path__, CORE_PACKAGE + "."):
        full.add_module(importlib.import_module(info.name))
    ruby_resources, ruby_providers = ruby_constants(full.resources, full.providers)
    # a core resource's provider sits in its module: its Chef::Provider constant is written
    # once, with the resource's; only the providers that have no resource constant are extra
    odd = [k for k, v in ruby_resources.items() if ruby_providers.get(k) != v]
    if odd:
        raise RuntimeError(f"Chef::Resource and Chef::Provider constants in two modules: {odd}")
    provider_only = {k: v for k, v in ruby_providers.items() if k not in ruby_resources}

    def table(name: str, rows: dict[str, str]) -> str:
        # double quotes, as ruff format writes them: the file is generated format-clean
        lines = [f'    "{k}": "{v.rsplit(".", 1)[1]}",' for k, v in sorted(rows.items())]
        return f"{name}: dict[str, str] = {{\n" + "\n".join(lines) + "\n}\n"

    with open(path, "w") as f:
        f.write(
            '"""Generated by `python -m toque.runtime.registry` (tests/runtime/test_core_index.py\n'
            "checks it): which module of the core package registers each resource and provider\n"
            'name, so that start-up imports none of them."""\n\n'
            f'_PACKAGE = "{CORE_PACKAGE}"\n'
            "# name -> the module registering its resource and its provider\n"
            + table("_NAMES", names)
            + "# Chef::Resource::<Const> -> module; each has its Chef::Provider::<Const> there too\n"
            + table("_RUBY_RESOURCES", ruby_resources)
            + "# the Chef::Provider::<Const> with no resource constant of that name\n"
            + table("_RUBY_PROVIDERS_ONLY", provider_only)
            + 'RESOURCES = PROVIDERS = {k: f"{_PACKAGE}.{v}" for k, v in _NAMES.items()}\n'
            + 'RUBY_RESOURCES = {k: f"{_PACKAGE}.{v}" for k, v in _RUBY_RESOURCES.items()}\n'
            + "RUBY_PROVIDERS = {\n"
            + '    k: f"{_PACKAGE}.{v}" for k, v in {**_RUBY_RESOURCES, **_RUBY_PROVIDERS_ONLY}.items()\n'
            + "}\n"
        )


if __name__ == "__main__":
    import os

    write_core_index(os.path.join(os.path.dirname(__file__), "core_index.py"))
