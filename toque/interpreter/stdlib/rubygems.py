"""rubygems: Gem::Version, Requirement, Dependency, Platform and empty gem lookups,
written in Ruby (rubygems.rb); the host's platform comes from Python."""

from __future__ import annotations

import platform
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.model.objects import RArray, RHash, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def host_platform() -> str:
    """rubygems' name for this host: "x86_64-linux", "arm64-darwin", …"""
    cpu = platform.machine().lower() or "unknown"
    cpu = {"amd64": "x86_64", "aarch64": "aarch64", "arm64": "arm64"}.get(cpu, cpu)
    os_name = platform.system().lower() or "unknown"
    return f"{cpu}-{os_name}"


def define(rt: Runtime) -> None:
    from toque.interpreter.program import run_file

    if "Gem" in rt.Object.consts:
        return
    gem = rt.define_module("Gem")  # first: `module Gem` must not autoload itself
    run_file(rt, Path(__file__).with_name("rubygems.rb"))
    single = rt.singleton_class(gem)
    rt.define_method(single, "host_platform", lambda rt_, r, a, b: RString(host_platform()), 0)
    rt.define_method(single, "__toque_bundled", _bundled, 0)
    rt.define_method(single, "__toque_loaded", _loaded, 0)


def _bundled(rt: Runtime, recv: Any, args: list, block: Any) -> RHash:
    """The gems toque carries, name => version: installed, as far as a cookbook can tell."""
    from toque.interpreter.stdlib import BUNDLED_GEMS

    return RHash.from_pairs((RString(n), RString(v)) for n, v in BUNDLED_GEMS.items())


def _loaded(rt: Runtime, recv: Any, args: list, block: Any) -> RArray:
    """The carried gems one of whose libraries has been required."""
    from toque.interpreter.stdlib import GEM_FEATURES

    return RArray(
        RString(name)
        for name, features in GEM_FEATURES.items()
        if any(f in rt.loaded_features for f in features)
    )
