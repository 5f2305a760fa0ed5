"""Pathname: written in Ruby (pathname.rb), with `mountpoint?` asking the host."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.model.classes import Method

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Pathname",)


def define(rt: Runtime) -> None:
    klass = rt.define_class("Pathname", rt.Object)  # first: `class Pathname` must not autoload
    rt.hooks.run_file(rt, Path(__file__).with_name("pathname.rb"))

    def mountpoint(rt_: Runtime, recv: Any, args: list, block: Any) -> bool:
        return os.path.ismount(rt_.to_s(rt_.send(recv, "to_s", [])))

    klass.define("mountpoint?", Method("mountpoint?", mountpoint, klass, 0))
