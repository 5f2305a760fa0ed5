"""Iteration: Python iterators over Ruby collections, and lazy Enumerator objects."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.enumerator import make_enumerator
from toque.interpreter.core.range_lib import range_iter
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def each_value(rt: Runtime, coll: Any) -> Iterator[Any]:
    """Iterate what `coll.each` yields (hash pairs as [k, v] arrays)."""
    if isinstance(coll, RArray):
        i = 0
        while i < len(coll):  # the array may grow while it is walked, as in Ruby
            yield coll[i]
            i += 1
        return
    if isinstance(coll, RHash):
        for k, v in coll.items():
            yield RArray([k, v])
        return
    if isinstance(coll, RRange):
        yield from range_iter(rt, coll)
        return
    items: list = []

    def collect(rt_: Runtime, args: list, block: Any) -> Any:
        items.append(args[0] if len(args) == 1 else RArray(args))
        return None

    rt.send(coll, "each", [], RProc(None, None, None, False, collect))
    yield from items


def enumerator_for(rt: Runtime, recv: Any, method: str, args: list) -> Any:
    """An Enumerator: `recv.method(*args)` run later with a block."""

    return make_enumerator(rt, recv, method, args)


def block_proc(fn) -> RProc:
    """A Ruby block made from a Python function of the yielded values."""
    return RProc(None, None, None, False, lambda rt, args, block: fn(*args))


__all__ = ["each_value", "enumerator_for", "block_proc", "RObject", "RString"]
