"""Instances of Ruby subclasses of Array, Hash and String (`class Config < Hash`).

They are Python subclasses of RArray/RHash/RString, so the core methods (which accept
`isinstance` of those) work on them, while `rt.class_of` finds their own Ruby class
through the `ruby_class` attribute (the exact-type table only knows the base types).
Code that tests `value.__class__ is RArray` exactly treats them as other objects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.number_ops import num2long
from toque.interpreter.model.objects import RArray, RHash, RRange, RString

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


class RRangeSub(RRange):
    """An instance of a Ruby subclass of Range (its ends are set by `initialize`)."""

    def __init__(self, ruby_class: Any, first: Any = None, last: Any = None, excl: bool = False):
        super().__init__(first, last, excl)
        self.ruby_class = ruby_class
        self.ivars: dict[str, Any] = {}
        self.frozen = False  # unlike Range's own, a subclass's instances are not frozen
        self.initialized = False


ALLOCATORS = {"array": RArraySub, "hash": RHashSub, "string": RStringSub, "range": RRangeSub}


def of_class(rt: Runtime, klass: Any, value: Any) -> Any:
    """`value` (a new Array, Hash or String) as an instance of `klass` when that is a
    subclass (`MyList[1, 2]`, `MyHash#merge`), else `value` itself."""
    if klass is rt.Array or klass is rt.Hash or klass is rt.String:
        return value
    if isinstance(value, RArray):
        return RArraySub(klass, value)
    if isinstance(value, RHash):
        out = RHashSub(klass)
        out.data, out.keys = value.data, value.keys
        out.default, out.default_proc = value.default, value.default_proc
        out.compare_by_id = value.compare_by_id
        return out
    return RStringSub(klass, value.v)


def base_copy(value: Any) -> Any:
    """A subclass instance's content as a plain Array/Hash/String (`to_a`, `to_h`, `to_s`)."""
    if isinstance(value, RArray):
        return RArray(value)
    if isinstance(value, RHash):
        out = RHash()
        out.data, out.keys = dict(value.data), dict(value.keys)
        out.default, out.default_proc = value.default, value.default_proc
        out.compare_by_id = value.compare_by_id
        return out
    return RString(value.v)


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
    elif isinstance(obj, RRange):
        from toque.interpreter.core.range_lib import range_initialize

        range_initialize(rt, obj, *args)


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

    n = array_size(rt, size)
    if block is not None:
        for i in range(n):
            arr.append(rt.call_proc(block, [i]))
    else:
        arr.extend([args[1] if len(args) > 1 else None] * n)


ARY_MAX_SIZE = (2**63 - 1) // 8  # MRI's LONG_MAX / sizeof(VALUE)


def array_size(rt: Runtime, size: Any) -> int:
    """The size of `Array.new(size)`: NUM2LONG of it, not negative, not beyond MRI's
    largest array (a size it refuses before allocating or calling the block)."""
    n = num2long(rt, size)
    if n < 0:
        raise rt.error("ArgumentError", "negative array size")
    if n > ARY_MAX_SIZE:
        raise rt.error("ArgumentError", "array size too big")
    return n


def _fill_hash(rt: Runtime, h: RHash, args: list, block: Any) -> None:
    if block is not None:
        if args:
            raise rt.arity_error(len(args), "0")
        h.default_proc = block
    elif args:
        if len(args) > 1:
            raise rt.arity_error(len(args), "0..1")
        h.default = args[0]
