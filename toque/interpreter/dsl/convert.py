"""Values crossing between Ruby and the runtime: RString <-> str, RSymbol <-> Sym…"""

from __future__ import annotations

from typing import Any

from toque.interpreter.frames import RProc
from toque.interpreter.values import RArray, RHash, RObject, RString, RSymbol, sym
from toque.runtime.values import Sym


def to_py(value: Any) -> Any:
    """A Ruby value as the runtime sees it (deeply: arrays and hashes too)."""
    cls = value.__class__
    if cls is RString:
        return value.v
    if cls is RSymbol:
        return Sym(value.name)
    if cls is RArray:
        return [to_py(x) for x in value]
    if cls is RHash:
        return {to_py(k): to_py(v) for k, v in value.items()}
    if isinstance(value, RArray):  # an array read from a node level
        return [to_py(x) for x in value]
    return value  # numbers, nil, true/false, procs, objects


def to_ruby(value: Any) -> Any:
    """A runtime value as Ruby code sees it."""
    if isinstance(value, Sym):
        return sym(str(value))
    if isinstance(value, str):
        return RString(value)
    if isinstance(value, (list, tuple)):
        return RArray(to_ruby(x) for x in value)
    if isinstance(value, dict):
        return RHash.from_pairs((to_ruby(k), to_ruby(v)) for k, v in value.items())
    return value


__all__ = ["RObject", "RProc", "to_py", "to_ruby"]
