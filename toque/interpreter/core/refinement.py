"""Refinements: `refine Klass do … end` in a module, `using Mod` in a file or module body.

Ruby scopes a refinement lexically: it is active from `using` to the end of that file.
toque activates it from `using` on for the whole run (the refinement module is prepended
to the refined class), a superset of Ruby's scope: a gem's `using` makes its methods visible
to later files too, and a refinement's `super` still reaches the refined class's method.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import wrong_type
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import RArray

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 190  # installed at start-up, in this order (core/discover.py)

mod = Builtins("Module")
kernel = Builtins("Kernel")
refinement = Builtins("Refinement")

KEY = "__refinements"  # in a module's ivars: [(refined class, refinement module)]


@mod.method("refine", visibility="private")
def refine(rt, self, target, *, block=None):
    if block is None:
        raise rt.error("ArgumentError", "no block given")
    if not isinstance(target, RModule):
        name = rt.real_class(target).name
        raise rt.error("TypeError", f"wrong argument type {name} (expected Class or Module)")
    table = self.ivars.setdefault(KEY, [])
    ref = next((r for refined, r in table if refined is target), None)
    if ref is None:
        ref = RModule(f"#<refinement:{rt.inspect(target)}@{rt.inspect(self)}>")
        # an instance of Refinement (a Module subclass): its singleton class inherits it
        rt.singleton_class(ref).superclass = rt.const_get("Refinement")
        ref.ivars["__refined_class"] = target
        table.append((target, ref))
    rt.call_proc(block, [], self_=ref, defcls=ref)
    if self.ivars.get("__active"):  # refining again after `using`: active at once
        target.prepend(ref)
    return ref


def activate(rt: Runtime, module: Any) -> None:
    if not isinstance(module, RModule) or module.is_class:
        name = rt.real_class(module).name
        raise rt.error("TypeError", f"wrong argument type {name} (expected Module)")
    module.ivars["__active"] = True
    for refined, ref in module.ivars.get(KEY, []):
        refined.prepend(ref)


@mod.method("using", visibility="private")
@kernel.method("using", visibility="private")
def using(rt, self, module):
    activate(rt, module)
    return self


@mod.method("refinements")
def refinements(rt, self):

    return RArray(ref for _, ref in self.ivars.get(KEY, []))


@refinement.method("import_methods", visibility="private")
def import_methods(rt, self, *modules):
    # copy the modules' methods into the refinement (Ruby copies, it does not include)
    for m in modules:
        if not isinstance(m, RModule) or m.is_class:
            raise wrong_type(rt, m, "Module")
        for name, meth in m.methods.items():
            if meth is not None:
                self.define(name, meth)
    return self


@refinement.method("refined_class")
def refined_class(rt, self):
    return self.ivars.get("__refined_class")


def setup(rt: Runtime) -> None:
    if "Refinement" not in rt.Object.consts:
        rt.define_class("Refinement", rt.Module)
    for b in (mod, kernel, refinement):
        b.install(rt)
