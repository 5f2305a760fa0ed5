"""rubygems: Gem::Version, Requirement, Dependency, Platform and empty gem lookups,
written in Ruby (rubygems.rb); the host's platform comes from Python."""

from __future__ import annotations

import platform
from pathlib import Path
from typing import TYPE_CHECKING

from toque.interpreter.model.objects import RString

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
    rt.define_method(
        rt.singleton_class(gem), "host_platform", lambda rt_, r, a, b: RString(host_platform()), 0
    )
