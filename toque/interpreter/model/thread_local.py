"""What Ruby keeps per thread among its globals: `$~` (with `$1`…), `$_` and `$!`.

A world's globals are one dict. While only the main thread runs Ruby code (almost always)
it is a plain `Globals`, and these variables live in it like any other. When a second Ruby
thread starts, the dict becomes a `ThreadGlobals` in place (the same object, so code that
holds it sees the change): a thread started by `Thread.new` keeps these variables in a
dict of its own, the main thread goes on using the shared one.
"""

from __future__ import annotations

import threading
from typing import Any

PER_THREAD = frozenset(("$~", "$_", "$!"))

_local = threading.local()  # `specials`: the calling Ruby thread's own variables


class Globals(dict):
    """A world's global variables (one thread so far: a dict and nothing more)."""

    __slots__ = ()

    def per_thread(self) -> None:
        """From now on keep `$~`, `$_` and `$!` per thread."""
        self.__class__ = ThreadGlobals


def enter_thread(specials: dict[str, Any]) -> None:
    """The calling Python thread runs a Ruby thread whose variables are `specials`."""
    _local.specials = specials


def _own() -> dict[str, Any] | None:
    return getattr(_local, "specials", None)


class ThreadGlobals(Globals):
    __slots__ = ()

    def get(self, key: str, default: Any = None) -> Any:
        if key in PER_THREAD:
            own = _own()
            if own is not None:
                return own.get(key, default)
        return dict.get(self, key, default)

    def __getitem__(self, key: str) -> Any:
        if key in PER_THREAD:
            own = _own()
            if own is not None:
                return own[key]
        return dict.__getitem__(self, key)

    def __setitem__(self, key: str, value: Any) -> None:
        if key in PER_THREAD:
            own = _own()
            if own is not None:
                own[key] = value
                return
        dict.__setitem__(self, key, value)

    def __contains__(self, key: object) -> bool:
        if key in PER_THREAD:
            own = _own()
            if own is not None:
                return key in own
        return dict.__contains__(self, key)

    def pop(self, key: str, *default: Any) -> Any:
        if key in PER_THREAD:
            own = _own()
            if own is not None:
                return own.pop(key, *default)
        return dict.pop(self, key, *default)

    def setdefault(self, key: str, default: Any = None) -> Any:
        if key in PER_THREAD:
            own = _own()
            if own is not None:
                return own.setdefault(key, default)
        return dict.setdefault(self, key, default)
