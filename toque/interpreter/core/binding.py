"""`binding`: a frame's local variables as an object (local_variable_get/set)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 120  # installed at start-up, in this order (core/discover.py)


class Binding:
    def __init__(self, frame: Any) -> None:
        self.frame = frame

    def ruby_inspect(self) -> str:
        return "#<Binding>"

    @staticmethod
    def ruby_class(rt: Runtime) -> Any:
        klass = rt.Object.consts.get("Binding")
        if klass is None:
            klass = rt.define_class("Binding")
        return klass


b = Builtins("Binding")


def _frames(binding: Binding):
    """The binding's frame, then the frames whose locals a block there can see."""
    frame = binding.frame
    while frame is not None:
        yield frame
        frame = frame.up


def _name(rt: Runtime, value: Any) -> str:
    if isinstance(value, RSymbol):
        return value.name
    if isinstance(value, RString):
        return value.v
    raise rt.error("TypeError", f"{rt.inspect(value)} is not a symbol nor a string")


def _is_local(name: str) -> bool:
    return name[:1].islower() or name[:1] == "_"


@b.method("local_variables")
def local_variables(rt, self):
    names: dict[str, None] = {}
    for frame in _frames(self):
        for name in frame.vars:
            if _is_local(name):
                names.setdefault(name)
    return RArray(sym(n) for n in names)


@b.method("local_variable_defined?")
def local_variable_defined(rt, self, name):
    key = _name(rt, name)
    return any(key in frame.vars for frame in _frames(self))


@b.method("local_variable_get")
def local_variable_get(rt, self, name):
    key = _name(rt, name)
    for frame in _frames(self):
        if key in frame.vars:
            return frame.vars[key]
    raise rt.error("NameError", f"local variable `{key}' is not defined for {rt.inspect(self)}")


@b.method("local_variable_set")
def local_variable_set(rt, self, name, value):
    key = _name(rt, name)
    for frame in _frames(self):
        if key in frame.vars:
            frame.vars[key] = value
            return value
    self.frame.vars[key] = value
    return value


@b.method("receiver")
def receiver(rt, self):
    return self.frame.self


@b.method("inspect", "to_s")
def inspect(rt, self):
    return RString("#<Binding>")
