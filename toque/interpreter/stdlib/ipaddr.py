"""IPAddr: ipaddr.rb beside this file (MRI's own, pure Ruby), on the Socket constants."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def define(rt: Runtime) -> None:
    if "IPAddr" in rt.Object.consts:
        return
    from toque.interpreter.program import run_file
    from toque.interpreter.stdlib import socket

    socket.define(rt)
    rt.define_class("IPAddr", rt.Object)  # first: `class IPAddr` must not autoload it again
    run_file(rt, Path(__file__).with_name("ipaddr.rb"))
