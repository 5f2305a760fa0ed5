"""dup and clone: shallow copies of builtin values and objects."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.subclass import RArraySub, RHashSub, RRangeSub, RStringSub
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def shallow_copy(rt: Runtime, v: Any, keep_frozen: bool = False) -> Any:
    """`dup` (unfrozen copy) or, with keep_frozen, `clone`."""
    copy = _copy(rt, v)
    if keep_frozen and getattr(v, "frozen", False) and copy is not v:
        copy.frozen = True
    return copy


def _copy(rt: Runtime, v: Any) -> Any:
    cls = v.__class__
    if cls is RString:
        return RString(v.v)
    if cls is RArray:
        return RArray(v)
    if cls is RHash:
        h = RHash()
        h.data = dict(v.data)
        h.keys = dict(v.keys)
        h.default = v.default
        h.default_proc = v.default_proc
        h.compare_by_id = v.compare_by_id
        return h
    if cls is RObject:
        copy = RObject(v.cls)
        copy.ivars = dict(v.ivars)
        init = rt.class_of(copy).find_method("initialize_copy")
        if init is not None and init.owner is not rt.Kernel:
            init.fn(rt, copy, [v], None)
        return copy
    if isinstance(v, RModule):
        return v
    if isinstance(v, (RHash, RArray, RString, RRange)) and hasattr(v, "ruby_class"):
        return _copy_sub(rt, v)
    return v


def _copy_sub(rt: Runtime, v: Any) -> Any:
    """An instance of a Ruby subclass of Hash, Array or String: its class and ivars kept,
    then its own `initialize_copy` run (Mash deep-copies its nested values there)."""

    if isinstance(v, RHash):
        copy: Any = RHashSub(v.ruby_class)
        copy.data, copy.keys = dict(v.data), dict(v.keys)
        copy.default, copy.default_proc = v.default, v.default_proc
        copy.compare_by_id = v.compare_by_id
    elif isinstance(v, RArray):
        copy = RArraySub(v.ruby_class, v)
    elif isinstance(v, RRange):
        copy = RRangeSub(v.ruby_class, v.first, v.last, v.excl)
        copy.initialized = True
    else:
        copy = RStringSub(v.ruby_class, v.v)
    copy.ivars = dict(v.ivars)
    init = rt.class_of(copy).find_method("initialize_copy")
    if init is not None and init.owner not in (rt.Kernel, rt.Object, rt.BasicObject):
        init.fn(rt, copy, [v], None)
    return copy
