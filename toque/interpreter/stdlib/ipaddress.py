"""The ipaddress gem (IPAddress.parse, IPv4, IPv6, Prefix): ipaddress.rb beside this file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def define(rt: Runtime) -> None:
    if "IPAddress" in rt.Object.consts:
        return
    from toque.interpreter.program import run_file

    rt.define_module("IPAddress")  # first: `module IPAddress` must not autoload it again
    run_file(rt, Path(__file__).with_name("ipaddress.rb"))
