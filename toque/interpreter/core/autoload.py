"""Constants defined on first use: core classes kept out of start-up, and the standard
library that `require` would load (`toque.interpreter.stdlib`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.index import AUTOLOAD

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def autoload(rt: Runtime, name: str) -> Any:
    module_name = AUTOLOAD.get(name)  # the generated index (core/discover.py)
    if module_name is None:
        return rt.Object.consts.get(name) if rt.hooks.autoload_library(rt, name) else None
    importlib.import_module(f"toque.interpreter.core.{module_name}").define(rt)
    return rt.Object.consts.get(name)


class LazyConsts(dict):
    """A module's constant table whose `pending` names are made by a loader on their first
    use, as Ruby's `Module#autoload`: a lookup, `const_defined?`, a reopening `class X`,
    or listing the constants runs the loader once; until then it costs nothing. A loader
    defines every name it is registered under (its names are dropped before it runs, so the
    file it evaluates may reopen them)."""

    __slots__ = ("pending",)

    def __init__(self, consts: dict[str, Any]) -> None:
        super().__init__(consts)
        self.pending: dict[str, Callable[[], object]] = {}

    def _load(self, name: str) -> bool:
        load = self.pending.pop(name, None)
        if load is None:
            return False
        for other in [n for n, fn in self.pending.items() if fn is load]:
            del self.pending[other]
        load()
        return True

    def _load_all(self) -> None:
        while self.pending:
            self._load(next(iter(self.pending)))

    def __contains__(self, name: object) -> bool:
        if dict.__contains__(self, name):
            return True
        return bool(self.pending) and self._load(name) and dict.__contains__(self, name)  # type: ignore[arg-type]

    def __missing__(self, name: str) -> Any:
        if self.pending and self._load(name) and dict.__contains__(self, name):
            return dict.__getitem__(self, name)
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        return self[name] if name in self else default

    def setdefault(self, name: str, default: Any = None) -> Any:
        if name in self:
            return self[name]
        dict.__setitem__(self, name, default)
        return default

    def pop(self, name: str, *default: Any) -> Any:
        if self.pending:
            self._load(name)
        return dict.pop(self, name, *default)

    def __iter__(self) -> Iterator[str]:
        self._load_all()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._load_all()
        return dict.__len__(self)

    def keys(self) -> Any:
        self._load_all()
        return dict.keys(self)

    def values(self) -> Any:
        self._load_all()
        return dict.values(self)

    def items(self) -> Any:
        self._load_all()
        return dict.items(self)

    def copy(self) -> dict[str, Any]:
        self._load_all()
        return dict(dict.items(self))


def lazy_consts(module: Any) -> LazyConsts:
    """`module`'s constant table, made able to hold autoloaded names."""
    if not isinstance(module.consts, LazyConsts):
        module.consts = LazyConsts(module.consts)
    return module.consts
