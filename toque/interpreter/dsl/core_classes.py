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
from toque.interpreter.model import RClass

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
    """Define the Ruby classes of every core resource the registry holds, and their providers."""
    registry = dsl.ctx.registry
    made: dict[type, RClass] = {}
    for runtime in dict.fromkeys(registry.resources.values()):
        if runtime.__module__.startswith("toque.stdlib_cookbooks"):
            _resource_class(dsl, state, runtime, made)
    _provider_classes(dsl, state)


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
        if not runtime.__module__.startswith("toque.stdlib_cookbooks"):
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
        for const, name in variants.items():
            name = name if name in registry.providers else resource
            if not isinstance(outer.consts.get(const), RClass):
                klass = rt.define_class(const, outer, outer)
                klass.ivars[CORE_PROVIDER_IVAR] = registry.providers[name]


__all__ = ["CORE_PROVIDER_IVAR", "RUNTIME_IVAR", "install"]
