"""SortedSet: gone from Ruby 3.1's set library (a gem of its own now). As in MRI, the name
is known but using it raises the RuntimeError that says where it went."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("SortedSet",)

MESSAGE = (
    "The `SortedSet` class has been extracted from the `set` library. "
    "You must use the `sorted_set` gem or other alternatives."
)


def define(rt: Runtime) -> None:
    raise rt.error("RuntimeError", MESSAGE)
