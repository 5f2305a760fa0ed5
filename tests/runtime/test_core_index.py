"""The core index (toque/runtime/core_index.py) says which module registers each core resource
and provider name and each Chef constant, so that start-up imports none of them: it must be
what a full import of the core package gives (regenerate: `python -m toque.runtime.registry`)."""

from __future__ import annotations

import importlib
import pkgutil

from toque.runtime import core_index
from toque.runtime.registry import CORE_PACKAGE, LazyTable, Registry, ruby_constants
from toque.runtime.registry import core_index as build_index


def _full() -> Registry:
    reg = Registry()
    pkg = importlib.import_module(CORE_PACKAGE)
    for info in pkgutil.iter_modules(pkg.__path__, CORE_PACKAGE + "."):
        reg.add_module(importlib.import_module(info.name))
    return reg


def test_index_matches_the_core_package() -> None:
    names = build_index()
    assert core_index.RESOURCES == names
    assert core_index.PROVIDERS == names
    full = _full()
    ruby_resources, ruby_providers = ruby_constants(full.resources, full.providers)
    assert core_index.RUBY_RESOURCES == ruby_resources
    assert core_index.RUBY_PROVIDERS == ruby_providers


def test_lazy_registry_resolves_as_a_full_discovery() -> None:
    full = _full()
    lazy = Registry.discover(plugins=False)
    assert isinstance(lazy.resources, LazyTable)
    # one name at a time, in an order unlike the package's: each the same class
    for name in sorted(full.resources, reverse=True):
        assert lazy.resources[name] is full.resources[name], name
    for name in sorted(full.providers, reverse=True):
        assert lazy.providers.get(name) is full.providers[name], name
    assert dict(lazy.resources.items()) == dict(full.resources)
    assert dict(lazy.providers.items()) == dict(full.providers)


def test_a_lookup_imports_only_the_module_it_needs() -> None:
    reg = Registry.discover(plugins=False)
    assert "file" in reg.resources
    assert reg.resources.index["file"] in reg._loaded_modules
    assert len(reg._loaded_modules) < len(set(reg.resources.index.values()))
    assert "no_such_resource" not in reg.resources
    assert reg.resources.get("no_such_resource") is None


def test_a_plugin_keeps_a_core_name_it_replaces() -> None:
    from toque.runtime.resource import Resource

    class Mine(Resource):
        provides_names = ("file",)
        resource_name = "file"

    reg = Registry.discover(plugins=False)
    reg.add(Mine)
    assert reg.resources["file"] is Mine
    reg.resources["directory"]  # loads modules, perhaps the file resource's own
    list(reg.resources.values())
    assert reg.resources["file"] is Mine
