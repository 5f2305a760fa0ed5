"""Ruby's core library, one module per class (or family of classes).

Each module declares its methods with `toque.interpreter.core.registry.Builtins`
and may have a `setup(rt)` for anything else; `setup` below installs them all.
"""

from __future__ import annotations

import importlib
from typing import Any

from toque.interpreter.core.registry import install_all

# Installed in this order (later modules may reopen classes of earlier ones).
MODULES = (
    "kernel",
    "module",
    "exceptions",
    "comparable",
    "numeric",
    "string",
    "symbol",
    "array",
    "hash",
    "range_lib",
    "proc",
    "binding",
    "regexp",
    "enumerable",
    "enumerator",
    "nil_bool",
    "ruby_info",
    "objectspace",
    "refinement",
    "pretty",
    "warning",
    "backtrace",
)


def setup(rt: Any) -> None:
    modules = []
    for name in MODULES:
        try:
            modules.append(importlib.import_module(f"toque.interpreter.core.{name}"))
        except ModuleNotFoundError as exc:
            if exc.name != f"toque.interpreter.core.{name}":
                raise
    install_all(rt, modules)
