"""webrick, laid out as the gem is: `require "webrick"` runs `../webrick.rb`, which requires
the parts in this folder (`webrick/httpserver.rb`, `webrick/httpauth.rb`…); each part can
be required alone, as in the gem. The one piece in Python is the transport (sockets, TLS,
reading a request's bytes: `transport.py`), which `prepare` installs before any part runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

LOADER = Path(__file__).resolve().parent.with_name("webrick.rb")


def prepare(rt: Runtime) -> None:
    """What every part needs first: WEBrick::Transport (stdlib.load calls this before it
    runs a part of this package)."""
    webrick = rt.Object.consts.get("WEBrick")
    if webrick is not None and "Transport" in webrick.consts:
        return
    from toque.interpreter.stdlib.webrick import transport

    transport.install(rt)


def define(rt: Runtime) -> None:
    """`require "webrick"`: the transport, then every part (those already required are
    not run again)."""
    prepare(rt)
    loader = str(LOADER)
    if loader in rt.loaded_features:
        return
    rt.loaded_features.add(loader)
    from toque.interpreter.program import run_file

    run_file(rt, LOADER)
