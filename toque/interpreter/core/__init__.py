"""Ruby's core library, one module per class (or family of classes).

Each module declares its methods with `toque.interpreter.core.builtins.Builtins` and may
have a `setup(rt)` for anything else; `setup` below installs those `index.STARTUP` names
(`discover.py` says how a module is found).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from toque.interpreter.core.builtins import install_all
from toque.interpreter.core.index import STARTUP

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def setup(rt: Runtime) -> None:
    # imported here, not above: `discover` imports this package to regenerate the index

    install_all(rt, [importlib.import_module(f"{__name__}.{name}") for name in STARTUP])
