"""The core resources and providers under their Chef constant names: `Chef::Resource::File`,
`Chef::Resource::Package`, `Chef::Provider::Service::Systemd`, `Chef::Provider::Package::Apt`…

Each is a Ruby class tied to toque's runtime class, so a library can reopen it (a method
added to Chef::Resource::Template is a method of every template's Ruby object), subclass it
(`class MyFile < Chef::Resource::File` inherits its properties and provider), instantiate it
(`Chef::Resource::File.new(path, run_context)`) or name it (`provider
Chef::Provider::Service::Systemd`). One toque provider serves every platform variant of a
resource, so the platform-named provider classes all run it.
"""

from __future__ import annotations

from typing import Any

from toque.interpreter.dsl.resource_class import State, camel
from toque.interpreter.model.classes import RClass

RUNTIME_IVAR = "@__runtime"  # on a core resource's Ruby class: its runtime class
CORE_PROVIDER_IVAR = "@__core_provider"  # on a core provider's Ruby class: the runtime provider
# Chef's platform-specific provider classes, by namespace, and the toque resource whose
# provider runs them (Chef's chef/provider/<namespace>/*.rb)
_VARIANTS: dict[str, tuple[str, dict[str, str]]] = {
    "Package": ("package", {
        "Apt": "apt_package", "Dpkg": "dpkg_package", "Yum": "yum_package",
        "Dnf": "dnf_package", "Rpm": "rpm_package", "Snap": "snap_package",
        "Zypper": "package", "Rubygems": "package",
    }),
    "Mount": ("mount", {"Mount": "mount", "Linux": "mount"}),
    "Service": ("service", dict.fromkeys(
        ("Systemd", "Debian", "Redhat", "Upstart", "Init", "Insserv", "Invokercd", "Simple",
         "Gentoo", "Arch", "Openbsd", "Freebsd"), "service")),
    "User": ("user", {"Linux": "user", "Useradd": "user"}),
    "Group": ("group", {"Groupadd": "group", "Usermod": "group", "Gpasswd": "group"}),
    "Cron": ("cron", {"Unix": "cron"}),
    "Execute": ("execute", {}),
    "Script": ("script", {}),
}  # fmt: skip


def install(dsl: Any, state: State) -> None:
    """Define the Ruby classes of the core resources and providers the registry holds: with
    the registry's index, each is autoloaded (made, its module imported) when first named
    or when a resource of its type is declared; otherwise all at once."""
    from toque.interpreter.dsl import chef_lib
    from toque.runtime.registry import LazyTable

    chef_lib.attach(dsl.rt, state.resource)  # Chef::Resource::Notification and the like
    registry = dsl.ctx.registry
    made: dict[type, RClass] = {}
    if not isinstance(registry.resources, LazyTable) or not isinstance(
        registry.providers, LazyTable
    ):
        for runtime in dict.fromkeys(registry.resources.values()):
            if runtime.__module__.startswith(_CORE):
                _resource_class(dsl, state, runtime, made)
        _provider_classes(dsl, state)
        return
    _lazy_resources(dsl, state, registry.resources.index, made)
    _lazy_providers(dsl, state, registry.providers.index)


_CORE = "toque.stdlib_cookbooks"


def _by_module(index: dict[str, str]) -> dict[str, list[str]]:
    names: dict[str, list[str]] = {}
    for name, module in sorted(index.items()):
        names.setdefault(module, []).append(name)
    return names


def _autoload(consts: Any, const: str, make: Any) -> None:
    """`make()` when `const` is first named, or now if the table holds it already."""
    if dict.__contains__(consts, const):
        make()
    else:
        consts.pending[const] = make


def _lazy_resources(dsl: Any, state: State, index: dict[str, str], made: dict) -> None:
    from toque.interpreter.core.autoload import lazy_consts
    from toque.runtime.core_index import RUBY_RESOURCES

    registry = dsl.ctx.registry
    names = _by_module(index)
    consts = lazy_consts(state.resource)
    done: set[str] = set()

    def loader(module: str) -> Any:
        def make() -> None:
            if module in done:
                return
            done.add(module)
            for name in names.get(module, ()):
                runtime = registry.resources.get(name)
                if runtime is not None and runtime.__module__.startswith(_CORE):
                    _resource_class(dsl, state, runtime, made)

        return make

    for const, module in RUBY_RESOURCES.items():
        _autoload(consts, const, loader(module))


def _lazy_providers(dsl: Any, state: State, index: dict[str, str]) -> None:
    from toque.interpreter.core.autoload import lazy_consts
    from toque.runtime.core_index import RUBY_PROVIDERS

    rt = dsl.rt
    registry = dsl.ctx.registry
    provider = state.provider
    names = _by_module(index)
    consts = lazy_consts(provider)
    spaces = {
        camel(resource): (space, variants) for space, (resource, variants) in _VARIANTS.items()
    }
    done: set[str] = set()

    def loader(module: str) -> Any:
        def make() -> None:
            if module in done:
                return
            done.add(module)
            for name in names.get(module, ()):
                runtime = registry.providers.get(name)
                if runtime is None or not runtime.__module__.startswith(_CORE):
                    continue
                const = camel(name)
                klass = provider.consts.get(const)
                if not isinstance(klass, RClass):
                    klass = rt.define_class(const, provider, provider)
                klass.ivars[CORE_PROVIDER_IVAR] = runtime
                if const in spaces:
                    _variants(dsl, klass, spaces[const][1], spaces[const][0])

        return make

    for const, module in RUBY_PROVIDERS.items():
        _autoload(consts, const, loader(module))


def _variants(dsl: Any, outer: RClass, variants: dict[str, str], resource: str) -> None:
    """Chef's platform-named provider classes under `outer` (Chef::Provider::Package::Apt);
    one toque has no provider of its own for is the resource's provider."""
    from toque.interpreter.dsl import chef_lib

    registry = dsl.ctx.registry
    for const, name in variants.items():
        name = name if name in registry.providers else resource
        if not isinstance(outer.consts.get(const), RClass):
            klass = dsl.rt.define_class(const, outer, outer)
            klass.ivars[CORE_PROVIDER_IVAR] = registry.providers[name]
        chef_lib.attach(dsl.rt, outer.consts[const])  # Dnf::PythonHelper and the like


def ruby_class(dsl: Any, runtime: type) -> RClass | None:
    """The Ruby class of a resource's runtime class; a core one's is made if not yet."""
    klass = dsl.ruby_classes.get(runtime)
    if klass is None and runtime.__module__.startswith(_CORE):
        dsl.resource_classes.resource.consts.get(camel(runtime.resource_name))  # autoloads
        klass = dsl.ruby_classes.get(runtime)
    return klass


def _resource_class(dsl: Any, state: State, runtime: type, made: dict[type, RClass]) -> RClass:
    found = made.get(runtime)
    if found is not None:
        return found
    parent = state.resource
    for base in runtime.__mro__[1:]:
        if base.__dict__.get("provides_names") and base.__module__.startswith(
            "toque.stdlib_cookbooks"
        ):
            parent = _resource_class(dsl, state, base, made)
            break
    const = camel(runtime.resource_name)
    klass = state.resource.consts.get(const)
    if not isinstance(klass, RClass):
        klass = dsl.rt.define_class(const, parent, state.resource)
    klass.ivars[RUNTIME_IVAR] = runtime
    dsl.ruby_classes.setdefault(runtime, klass)
    made[runtime] = klass
    return klass


def _provider_classes(dsl: Any, state: State) -> None:
    rt = dsl.rt
    registry = dsl.ctx.registry
    provider = state.provider
    for name, runtime in sorted(registry.providers.items()):
        if not runtime.__module__.startswith(_CORE):
            continue
        const = camel(name)
        klass = provider.consts.get(const)
        if not isinstance(klass, RClass):
            klass = rt.define_class(const, provider, provider)
        klass.ivars[CORE_PROVIDER_IVAR] = runtime
    for space, (resource, variants) in _VARIANTS.items():
        outer = provider.consts.get(space)
        if not isinstance(outer, RClass) or resource not in registry.providers:
            continue
        _variants(dsl, outer, variants, resource)


__all__ = ["CORE_PROVIDER_IVAR", "RUNTIME_IVAR", "install", "ruby_class"]
