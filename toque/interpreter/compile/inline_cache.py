"""Inline caches for call sites: a call site remembers the method it found last time.

Most call sites see one receiver class (`_erbout << …`, `node[…]`, `x.to_s`), so the
lookup `Runtime.send` repeats on every call (class of the receiver, method table walk,
visibility) is done once per class and reused while no method table has changed
(`model._version`, bumped by every `def`, `include`, `prepend`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.model import classes as model
from toque.interpreter.model.objects import RObject, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def method_cache(rt: Runtime, name: str, private_ok: bool) -> Callable[[Any], Any]:
    """`lookup(recv)`: the Python function of `recv`'s method `name`, or None when the call
    must go through `Runtime.send` (a missing method, a visibility check, an unusual
    receiver such as a module). `private_ok`: a call without an explicit receiver."""

    # defaults, not closure cells: one tuple per call site instead of eight cells (there
    # are ~40k call sites in a chef-repo run, most of them run once); callers pass `recv`
    def lookup(
        recv: Any,
        name: str = name,
        private_ok: bool = private_ok,
        rt: Runtime = rt,
        type_classes: dict = rt.type_classes,
        version: list[int] = model._version,
        true_class: Any = rt.TrueClass,
        false_class: Any = rt.FalseClass,
        last: list[Any] = [None, -1, None],  # noqa: B006 - receiver class, version, function
    ) -> Any:
        cls = recv.__class__
        klass = type_classes.get(cls)
        if klass is None:
            if cls is RObject:
                klass = recv.singleton or recv.cls
            elif recv is True:
                klass = true_class
            elif recv is False:
                klass = false_class
            else:
                return None
        if klass is last[0] and last[1] == version[0]:
            return last[2]
        method = klass.find_method(name)
        if method is None:
            fn = _via_method_missing(rt, klass, name)
            if fn is not None:
                last[0], last[1], last[2] = klass, version[0], fn
            return fn
        if method.visibility != "public" and not private_ok:
            return None
        last[0], last[1], last[2] = klass, version[0], method.fn
        return method.fn

    return lookup


def _via_method_missing(rt: Runtime, klass: Any, name: str) -> Any:
    """A miss is cached too when the class has a method_missing of its own (a resource's
    `mode '0644'` is one, thousands of times per run): the function then calls it as
    `Runtime.send` would, with the name as first argument. Without one (NoMethodError)
    the call goes through `Runtime.send`, which raises the error."""
    mm = klass.find_method("method_missing")  # also empties the class's cache on a change
    if mm is None or mm.owner is rt.BasicObject:
        return None
    # one function per class and name, kept in the class's method cache (under a key no
    # method name is): most call sites run once, so a site's own cache always misses
    key = (name, _MISSING)
    fn = klass._mcache.get(key)
    if fn is None:
        fn = klass._mcache[key] = _missing(mm, name)
    return fn


_MISSING = "method_missing"


def _missing(mm: Any, name: str) -> Any:
    name_sym = sym(name)

    def missing(
        rt_: Runtime,
        recv: Any,
        args: list,
        block: Any,
        mm_fn: Any = mm.fn,
        name_sym: Any = name_sym,
    ) -> Any:
        return mm_fn(rt_, recv, [name_sym, *args], block)

    return missing
