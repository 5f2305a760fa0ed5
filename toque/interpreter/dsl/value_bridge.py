"""Values crossing between Ruby and the runtime: RString <-> str, RSymbol <-> Sym…"""

from __future__ import annotations

from typing import Any

from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol, sym
from toque.runtime.deferred import Lazy
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
    # an instance of a subclass: an ImmutableMash/ImmutableArray read from the node, a Mash,
    # a cookbook's `class Config < Hash`. It is a Hash (an Array, a String) to the runtime,
    # as `kind_of: Hash` says it is in Chef: its content, as a plain one's would be
    if isinstance(value, RArray):
        return [to_py(x) for x in value]
    if isinstance(value, RHash):
        view = getattr(value, "ivars", {}).get("@__view")
        if view is not None:  # a Chef::Node::VividMash: what its level holds
            return view.to_dict()
        return {to_py(k): to_py(v) for k, v in value.items()}
    if isinstance(value, RString):
        return value.v
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


class _LiveView:
    """A Ruby Hash or Array handed out for a property: called, its current value."""

    __slots__ = ("view",)

    def __init__(self, view: Any) -> None:
        self.view = view

    def __call__(self) -> Any:
        return to_py(self.view)


def property_value(resource: Any, name: str) -> Any:
    """A property's value as Ruby code reads it. A Hash or an Array is the same object at
    each read, and what Ruby changes in it is the property's value: Chef's properties hold
    the object (`t.variables[:entries] << x`, `r.options.push '-q'`)."""
    props = resource.properties
    prop = props.get(name) or props[type(resource)._aliases[name]]
    live = resource._live
    if live is not None and prop.name in live:
        return live[prop.name].view
    value = prop.read(resource)
    if value.__class__ is not dict and value.__class__ is not list:
        return to_ruby(value)
    if resource._values.get(prop.name).__class__ is Lazy:  # computed again at each read
        return to_ruby(value)
    view = to_ruby(value)
    if live is None:
        live = resource._live = {}
    live[prop.name] = _LiveView(view)
    return view


__all__ = ["RObject", "RProc", "property_value", "to_py", "to_ruby"]
