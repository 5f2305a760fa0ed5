"""ObjectSpace and GC as far as an interpreter on Python's memory can answer them.

`ObjectSpace.each_object(mod)` answers for classes and modules (what real code asks:
`each_object(Class).select { |k| k < Base }`, `each_object(Base.singleton_class)`): the
modules reachable through constants from Object, as Ruby has defined them. Instances of
other classes are not tracked, so asking for them is a clear NotImplementedError.
`Class#subclasses` (3.1) rests on the same walk. `GC` drives Python's collector.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.model.classes import RClass, RModule
from toque.interpreter.model.objects import RArray, RHash, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("ObjectSpace", "GC")

INSTALL_ORDER = 180  # installed at start-up, in this order (core/discover.py)

space = Builtins("ObjectSpace", singleton=True)
space_i = Builtins("ObjectSpace")
gc_s = Builtins("GC", singleton=True)
klass = Builtins("Class")


def all_modules(rt: Runtime) -> list[RModule]:
    """Every class and module reachable through constants, each once, Object's first."""
    seen: dict[int, RModule] = {}
    stack: list[RModule] = [rt.Object]
    while stack:
        mod = stack.pop()
        if id(mod) in seen:
            continue
        seen[id(mod)] = mod
        for value in list(mod.consts.values()):
            if isinstance(value, RModule) and id(value) not in seen:
                stack.append(value)
    return list(seen.values())


def _matches(rt: Runtime, mod: RModule, kind: RModule) -> bool:
    if kind is rt.Module:
        return True
    if kind is rt.Class:
        return mod.is_class
    return rt.class_of(mod).is_subclass_of(kind)  # e.g. Base.singleton_class


@space.method("each_object")
@space_i.method("each_object", visibility="private")
def each_object(rt, self, kind=None, *, block=None):
    if block is None:
        return enumerator_for(rt, self, "each_object", [] if kind is None else [kind])
    if not isinstance(kind, RModule) or not (
        kind in (rt.Module, rt.Class) or (isinstance(kind, RClass) and kind.attached is not None)
    ):
        what = "all objects" if kind is None else f"instances of {rt.inspect(kind)}"
        raise rt.error(
            "NotImplementedError",
            f"ObjectSpace.each_object of {what} is not supported by toque: "
            "it finds classes and modules only",
        )
    count = 0
    for mod in all_modules(rt):
        if _matches(rt, mod, kind):
            count += 1
            rt.call_proc(block, [mod])
    return count


@space.method("garbage_collect")
@space_i.method("garbage_collect", visibility="private")
def garbage_collect(rt, self, *args):
    gc.collect()
    return None


@space.method("count_objects")
def count_objects(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    if args and not isinstance(args[0], RHash):
        raise rt.error("TypeError", "non-hash given")
    out = args[0] if args else RHash()  # MRI fills the hash it is given
    out.set(RSymbol("TOTAL"), len(gc.get_objects()))
    out.set(RSymbol("FREE"), 0)
    return out


@space.method("define_finalizer")
@space_i.method("define_finalizer", visibility="private")
def define_finalizer(rt, self, obj, handler=None, *, block=None):
    handler = handler if handler is not None else block
    if handler is None:
        raise rt.error("ArgumentError", "tried to create Proc object without a block")
    if not rt.responds(handler, "call"):
        name = rt.real_class(handler).name
        raise rt.error("ArgumentError", f"wrong type argument {name} (should be callable)")
    # run at exit, as Ruby runs the finalizers of objects still alive then
    rt.globals.setdefault("__finalizers", []).append((obj, handler))
    return RArray([0, handler])


@space.method("undefine_finalizer")
@space_i.method("undefine_finalizer", visibility="private")
def undefine_finalizer(rt, self, obj):
    kept = [(o, h) for o, h in rt.globals.get("__finalizers", []) if o is not obj]
    rt.globals["__finalizers"] = kept
    return obj


def run_finalizers(rt: Runtime) -> None:
    for obj, handler in rt.globals.pop("__finalizers", []):
        rt.send(handler, "call", [rt.send(obj, "object_id", [])])


@gc_s.method("start")
def gc_start(rt, self, **options):
    gc.collect()
    return None


@gc_s.method("count")
def gc_count(rt, self):
    return sum(s["collections"] for s in gc.get_stats())


@gc_s.method("enable")
def gc_enable(rt, self):
    was = not gc.isenabled()
    gc.enable()
    return was


@gc_s.method("disable")
def gc_disable(rt, self):
    was = not gc.isenabled()
    gc.disable()
    return was


@gc_s.method("stress")
def gc_stress(rt, self):
    return False


@gc_s.method("stat")
def gc_stat(rt, self, key=None):
    stats = {"count": gc_count(rt, self), "heap_live_slots": len(gc.get_objects())}
    if isinstance(key, RSymbol):
        return stats.get(key.name, 0)
    return RHash.from_pairs((RSymbol(k), v) for k, v in stats.items())


@klass.method("subclasses")
def class_subclasses(rt, self):
    return RArray(m for m in all_modules(rt) if isinstance(m, RClass) and m.superclass is self)


def define(rt: Runtime) -> None:
    for name in ("ObjectSpace", "GC"):
        if name not in rt.Object.consts:
            rt.define_module(name)
    for b in (space, space_i, gc_s):
        b.install(rt)


def setup(rt: Runtime) -> None:
    klass.install(rt)
