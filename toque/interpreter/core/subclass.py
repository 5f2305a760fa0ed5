"""Instances of Ruby subclasses of Array, Hash and String (`class Config < Hash`).

They are Python subclasses of RArray/RHash/RString, so the core methods (which accept
`isinstance` of those) work on them, while `rt.class_of` finds their own Ruby class
through the `ruby_class` attribute (the exact-type table only knows the base types).
Code that tests `value.__class__ is RArray` exactly treats them as other objects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.numeric import to_int_arg
from toque.interpreter.model.objects import RArray, RHash, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


class RArraySub(RArray):
    """An instance of a Ruby subclass of Array (no __slots__: it has ivars)."""

    def __init__(self, ruby_class: Any, items: Any = ()) -> None:
        super().__init__(items)
        self.ruby_class = ruby_class
        self.ivars: dict[str, Any] = {}


class RHashSub(RHash):
    """An instance of a Ruby subclass of Hash."""

    def __init__(self, ruby_class: Any) -> None:
        super().__init__()
        self.ruby_class = ruby_class
        self.ivars: dict[str, Any] = {}


class RStringSub(RString):
    """An instance of a Ruby subclass of String."""

    def __init__(self, ruby_class: Any, v: str = "") -> None:
        super().__init__(v)
        self.ruby_class = ruby_class
        self.ivars: dict[str, Any] = {}


ALLOCATORS = {"array": RArraySub, "hash": RHashSub, "string": RStringSub}


def allocate_builtin(rt: Runtime, klass: Any, kind: str) -> Any:
    """An empty instance of `klass`, a subclass of the builtin class `kind` names."""
    maker = ALLOCATORS.get(kind)
    if maker is None:
        raise rt.error("TypeError", f"allocator undefined for {klass.name}")
    return maker(klass)


def new_instance(rt: Runtime, klass: Any, args: list, block: Any) -> Any:
    """`Sub.new(*args)` for a subclass of Array/Hash/String: allocate, then `initialize`.

    The builtin classes' own `new` should call this when `self` is not the builtin
    class itself, so that `MyList.new` makes a MyList and runs its `initialize`.
    """
    obj = allocate_builtin(rt, klass, klass.instance_kind)
    init = rt.class_of(obj).find_method("initialize")
    if init is not None and init.owner not in (rt.Object, rt.Kernel, rt.BasicObject):
        init.fn(rt, obj, list(args), block)
    else:
        fill(rt, obj, args, block)
    return obj


def fill(rt: Runtime, obj: Any, args: list, block: Any) -> None:
    """What Array#initialize, Hash#initialize and String#initialize do with their arguments."""
    if isinstance(obj, RArray):
        _fill_array(rt, obj, args, block)
    elif isinstance(obj, RHash):
        _fill_hash(rt, obj, args, block)
    elif isinstance(obj, RString):
        if len(args) > 1:
            raise rt.arity_error(len(args), "0..1")
        if args:
            obj.v = rt.to_s(args[0])


def _fill_array(rt: Runtime, arr: RArray, args: list, block: Any) -> None:
    if len(args) > 2:
        raise rt.arity_error(len(args), "0..2")
    del arr[:]
    if not args:
        return
    size = args[0]
    if isinstance(size, RArray) and len(args) == 1:
        arr.extend(size)
        return

    n = to_int_arg(rt, size)
    if n < 0:
        raise rt.error("ArgumentError", "negative array size")
    if block is not None:
        for i in range(n):
            arr.append(rt.call_proc(block, [i]))
    else:
        arr.extend([args[1] if len(args) > 1 else None] * n)


def _fill_hash(rt: Runtime, h: RHash, args: list, block: Any) -> None:
    if block is not None:
        if args:
            raise rt.arity_error(len(args), "0")
        h.default_proc = block
    elif args:
        if len(args) > 1:
            raise rt.arity_error(len(args), "0..1")
        h.default = args[0]
