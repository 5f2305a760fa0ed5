"""Regular expressions compiled on first use: a module-level pattern that most runs never
use costs nothing at import (compiling is most of what importing some modules cost)."""

from __future__ import annotations

import re
from typing import Any

_METHODS = ("match", "search", "fullmatch", "sub", "subn", "split", "findall", "finditer")


class LazyPattern:
    """Stands for `re.compile(pattern, flags)`: the first attribute asked for compiles it
    and keeps its methods on this object, so later calls cost what the Pattern's do."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._args = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # copy/pickle probing: not a pattern's attribute
            raise AttributeError(name)
        compiled = re.compile(*self._args)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        self.compiled = compiled
        return getattr(compiled, name)


def lazy_compile(pattern: str, flags: int = 0) -> Any:
    """A pattern compiled when first used (typed Any: it answers as a re.Pattern)."""
    return LazyPattern(pattern, flags)
