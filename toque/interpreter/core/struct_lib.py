"""Struct: `Struct.new(:a, :b)` makes a class of RObjects with accessors, ==, to_h, [] …

A struct class keeps its member names in its ivars (`@__members`); an instance keeps
each member's value in an ivar `@__<name>`, which `instance_variables` does not list
and which `dup` copies one by one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.inspect import module_name
from toque.interpreter.core.module import allocate
from toque.interpreter.core.number_ops import special_name, to_int_arg
from toque.interpreter.model.classes import Method, RClass
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol, hkey, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Struct",)

MEMBERS = "@__members"
KEYWORD_INIT = "@__keyword_init"


def members_of(rt: Runtime, obj: Any) -> list[str]:
    """The member names of a struct instance (or class), from the nearest struct class."""
    klass = obj if isinstance(obj, RClass) else obj.cls
    while klass is not None:
        found = klass.ivars.get(MEMBERS)
        if found is not None:
            return found
        klass = klass.superclass
    raise rt.error("TypeError", "uninitialized struct")


def _keyword_init(klass: Any) -> Any:
    while klass is not None:
        if MEMBERS in klass.ivars:
            return klass.ivars.get(KEYWORD_INIT)
        klass = klass.superclass
    return None


def _name(rt: Runtime, value: Any) -> str:
    if isinstance(value, RSymbol):
        return value.name
    if isinstance(value, RString):
        return value.v
    raise rt.error("TypeError", f"{rt.inspect(value)} is not a symbol nor a string")


def values(rt: Runtime, obj: Any) -> list[Any]:
    return [obj.ivars.get("@__" + m) for m in members_of(rt, obj)]


def _check_frozen(rt: Runtime, obj: Any) -> None:
    if obj.frozen:
        raise rt.error(
            "FrozenError", f"can't modify frozen {obj.cls.name}: {struct_inspect(rt, obj).v}"
        )


# -- making struct classes -------------------------------------------------------------------


def struct_new(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
    """Struct.new(:a, :b, keyword_init: true) { … }; on a struct class: a new instance."""
    struct = rt.Object.consts["Struct"]
    if recv is not struct:
        obj = allocate(rt, recv)
        init = rt.class_of(obj).find_method("initialize")
        init.fn(rt, obj, list(args), block)
        return obj
    args = list(args)
    keyword_init = None
    if args and isinstance(args[-1], RHash):
        opts = args.pop()
        for key, value in opts.items():
            if not (isinstance(key, RSymbol) and key.name == "keyword_init"):
                raise rt.error("ArgumentError", f"unknown keyword: {rt.inspect(key)}")
            keyword_init = value
    class_name = None
    if args and isinstance(args[0], RString):
        class_name = args.pop(0).v
    if not args and class_name is None:
        raise rt.arity_error(0, "1+")
    names = [_name(rt, a) for a in args]
    seen: set[str] = set()
    for n in names:
        if n in seen:
            raise rt.error("ArgumentError", f"duplicate member: {n}")
        seen.add(n)
    klass = RClass(None, struct)
    if class_name is not None:
        klass.name = f"Struct::{class_name}"
        struct.consts[class_name] = klass
    klass.ivars[MEMBERS] = names
    klass.ivars[KEYWORD_INIT] = keyword_init
    for n in names:
        _define_accessors(rt, klass, n)
    if rt.truthy(keyword_init):
        _keyword_inspect(rt, klass)
    if block is not None:
        rt.call_proc(block, [klass], self_=klass, defcls=klass)
    return klass


def _keyword_inspect(rt: Runtime, klass: RClass) -> None:
    """A keyword_init struct class inspects as `P4(keyword_init: true)`."""

    def inspect(rt_: Runtime, recv: Any, args: list, block: Any) -> Any:
        return RString(f"{module_name(rt_, recv)}(keyword_init: true)")

    single = rt.singleton_class(klass)
    single.define("inspect", Method("inspect", inspect, single, 0))


def _define_accessors(rt: Runtime, klass: RClass, member: str) -> None:
    key = "@__" + member

    def get(rt_: Runtime, recv: Any, args: list, block: Any) -> Any:
        if args:
            raise rt_.arity_error(len(args), "0")
        return recv.ivars.get(key)

    def set_(rt_: Runtime, recv: Any, args: list, block: Any) -> Any:
        if len(args) != 1:
            raise rt_.arity_error(len(args), "1")
        _check_frozen(rt_, recv)
        recv.ivars[key] = args[0]
        return args[0]

    klass.define(member, Method(member, get, klass, 0))
    klass.define(member + "=", Method(member + "=", set_, klass, 1))


def struct_initialize(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
    names = members_of(rt, recv)
    if rt.truthy(_keyword_init(recv.cls)):
        if len(args) > 1 or (args and not isinstance(args[0], RHash)):
            raise rt.arity_error(len(args), "0")
        given = dict(
            (k.name if isinstance(k, RSymbol) else rt.to_s(k), v)
            for k, v in (args[0].items() if args else [])
        )
        unknown = [k for k in given if k not in names]
        if unknown:
            raise rt.error("ArgumentError", f"unknown keywords: {', '.join(unknown)}")
        for n in names:
            recv.ivars["@__" + n] = given.get(n)
        return None
    if len(args) > len(names):
        raise rt.error("ArgumentError", "struct size differs")
    for i, n in enumerate(names):
        recv.ivars["@__" + n] = args[i] if i < len(args) else None
    return None


# -- instance methods -----------------------------------------------------------------------------


def _index(rt: Runtime, obj: Any, key: Any) -> str:
    """The member a `[]` key names: a Symbol/String name or an Integer offset."""
    names = members_of(rt, obj)
    if isinstance(key, (RSymbol, RString)):
        n = _name(rt, key)
        if n not in names:
            raise rt.error("NameError", f"no member '{n}' in struct")
        return n

    i = to_int_arg(rt, key)
    size = len(names)
    if i >= size:
        raise rt.error("IndexError", f"offset {i} too large for struct(size:{size})")
    if i < -size:
        raise rt.error("IndexError", f"offset {i} too small for struct(size:{size})")
    return names[i]


def struct_aref(rt: Runtime, recv: Any, key: Any) -> Any:
    return recv.ivars.get("@__" + _index(rt, recv, key))


def struct_aset(rt: Runtime, recv: Any, key: Any, value: Any) -> Any:
    n = _index(rt, recv, key)
    _check_frozen(rt, recv)
    recv.ivars["@__" + n] = value
    return value


def struct_inspect(rt: Runtime, recv: Any, seen: set | None = None) -> RString:
    name = _shown_name(recv.cls)
    head = f"#<struct {name} " if name else "#<struct "
    parts = [f"{n}={rt.inspect(recv.ivars.get('@__' + n))}" for n in members_of(rt, recv)]
    return RString(head + ", ".join(parts) + ">")


def _shown_name(klass: Any) -> str | None:
    return klass.name


def struct_eq(rt: Runtime, recv: Any, other: Any) -> bool:
    if other is recv:
        return True
    if not isinstance(other, RObject) or other.cls is not recv.cls:
        return False
    return all(rt.equal(a, b) for a, b in zip(values(rt, recv), values(rt, other), strict=True))


def struct_eql(rt: Runtime, recv: Any, other: Any) -> bool:
    if other is recv:
        return True
    if not isinstance(other, RObject) or other.cls is not recv.cls:
        return False
    return all(rt.eql(a, b) for a, b in zip(values(rt, recv), values(rt, other), strict=True))


def struct_hash(rt: Runtime, recv: Any) -> int:
    return hash((id(recv.cls), tuple(hkey(v) for v in values(rt, recv)))) & 0xFFFFFFFFFFFF


def struct_to_h(rt: Runtime, recv: Any, block: Any = None) -> RHash:
    h = RHash()
    for n in members_of(rt, recv):
        k, v = sym(n), recv.ivars.get("@__" + n)
        if block is not None:
            pair = rt.call_proc(block, [k, v])
            if not isinstance(pair, RArray) or len(pair) != 2:
                raise rt.error(
                    "TypeError", f"wrong element type {rt.real_class(pair).name} (expected array)"
                )
            k, v = pair[0], pair[1]
        h.set(k, v)
    return h


def struct_each(rt: Runtime, recv: Any, block: Any) -> Any:
    if block is None:
        return enumerator_for(rt, recv, "each", [])
    for v in values(rt, recv):
        rt.call_proc(block, [v])
    return recv


def struct_each_pair(rt: Runtime, recv: Any, block: Any) -> Any:
    if block is None:
        return enumerator_for(rt, recv, "each_pair", [])
    for n in members_of(rt, recv):
        rt.call_proc(block, [RArray([sym(n), recv.ivars.get("@__" + n)])])
    return recv


def struct_dig(rt: Runtime, recv: Any, key: Any, *rest: Any) -> Any:
    value = (
        struct_aref(rt, recv, key)
        if not isinstance(key, int) or key < len(members_of(rt, recv))
        else None
    )
    if not rest or value is None:
        return value
    return rt.send(value, "dig", list(rest))


def struct_values_at(rt: Runtime, recv: Any, *indexes: Any) -> RArray:
    return RArray(struct_aref(rt, recv, i) for i in indexes)


def struct_deconstruct_keys(rt: Runtime, recv: Any, keys: Any) -> RHash:
    h = RHash()
    names = members_of(rt, recv)
    if keys is not None and not isinstance(keys, RArray):
        raise rt.error(
            "TypeError", f"wrong argument type {special_name(rt, keys)} (expected Array or nil)"
        )
    wanted = names if keys is None else [_name(rt, k) for k in keys]
    for n in wanted:
        if n not in names:
            break
        h.set(sym(n), recv.ivars.get("@__" + n))
    return h


def _plain(fn: Any, least: int, most: int | None, takes_block: bool = False) -> Any:
    """Adapt a helper `fn(rt, recv, *args[, block])` to a method body with arity checks."""

    def call(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
        n = len(args)
        if n < least or (most is not None and n > most):
            expected = (
                f"{least}+" if most is None else str(least) if least == most else f"{least}..{most}"
            )
            raise rt.arity_error(n, expected)
        if takes_block:
            return fn(rt, recv, *args, block)
        return fn(rt, recv, *args)

    return call


INSTANCE_METHODS: dict[str, tuple[Any, int, int | None, bool]] = {
    "[]": (struct_aref, 1, 1, False),
    "[]=": (struct_aset, 2, 2, False),
    "to_a": (lambda rt, r: RArray(values(rt, r)), 0, 0, False),
    "deconstruct": (lambda rt, r: RArray(values(rt, r)), 0, 0, False),
    "values": (lambda rt, r: RArray(values(rt, r)), 0, 0, False),
    "to_h": (struct_to_h, 0, 0, True),
    "members": (lambda rt, r: RArray(sym(n) for n in members_of(rt, r)), 0, 0, False),
    "size": (lambda rt, r: len(members_of(rt, r)), 0, 0, False),
    "length": (lambda rt, r: len(members_of(rt, r)), 0, 0, False),
    "each": (struct_each, 0, 0, True),
    "each_pair": (struct_each_pair, 0, 0, True),
    "==": (struct_eq, 1, 1, False),
    "eql?": (struct_eql, 1, 1, False),
    "hash": (struct_hash, 0, 0, False),
    "inspect": (struct_inspect, 0, 0, False),
    "to_s": (struct_inspect, 0, 0, False),
    "dig": (struct_dig, 1, None, False),
    "values_at": (struct_values_at, 0, None, False),
    "deconstruct_keys": (struct_deconstruct_keys, 1, 1, False),
}


def define(rt: Runtime) -> None:
    if "Struct" in rt.Object.consts:
        return
    struct = rt.define_class("Struct")
    struct.include(rt.Enumerable)
    single = rt.singleton_class(struct)
    single.define("new", Method("new", struct_new, single, -1))
    single.define("[]", Method("[]", struct_new, single, -1))

    def members(rt_: Runtime, recv: Any, args: list, block: Any) -> Any:
        return RArray(sym(n) for n in members_of(rt_, recv))

    def keyword_init(rt_: Runtime, recv: Any, args: list, block: Any) -> Any:
        value = _keyword_init(recv)
        return True if rt_.truthy(value) else value

    single.define("members", Method("members", members, single, 0))
    single.define("keyword_init?", Method("keyword_init?", keyword_init, single, 0))
    struct.define("initialize", Method("initialize", struct_initialize, struct, -1, "private"))
    for name, (fn, least, most, takes_block) in INSTANCE_METHODS.items():
        arity = least if most == least else -(least + 1)
        struct.define(name, Method(name, _plain(fn, least, most, takes_block), struct, arity))
    struct.define("initialize_copy", Method("initialize_copy", _copy, struct, 1, "private"))


def _copy(rt: Runtime, recv: Any, args: list, block: Any) -> Any:
    return None  # ivars (the member values) were already copied one by one
