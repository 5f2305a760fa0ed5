"""Set: an insertion-ordered collection of unique values, as set.rb of Ruby 3.1.

Like set.rb, a Set keeps its members as the keys of a Hash in `@hash`, so `eql?`/`hash`
decide membership and dup, freeze and inspect behave as they do in MRI.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import each_value, enumerator_for
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, hkey

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Set",)

s = Builtins("Set")
ss = Builtins("Set", singleton=True)
en = Builtins("Enumerable")


def table(rt: Runtime, obj: Any) -> RHash:
    h = obj.ivars.get("@hash") if isinstance(obj, RObject) else None
    if not isinstance(h, RHash):
        h = RHash()
        obj.ivars["@hash"] = h
    return h


def is_set(rt: Runtime, value: Any) -> bool:
    return isinstance(value, RObject) and rt.const_get("Set") in value.cls.ancestors()


def writable(rt: Runtime, obj: Any) -> RHash:
    h = table(rt, obj)
    if obj.frozen or h.frozen:
        from toque.interpreter.core.inspect import inspect

        raise rt.error("FrozenError", f"can't modify frozen Hash: {inspect(rt, h)}")
    return h


def members(rt: Runtime, value: Any) -> list:
    """The values of a Set or of any enumerable argument (set.rb's do_with_enum)."""
    if is_set(rt, value):
        return table(rt, value).key_list()
    if isinstance(value, RArray):
        return list(value)
    if value is None or not rt.responds(value, "each_entry") and not rt.responds(value, "each"):
        raise rt.error("ArgumentError", "value must be enumerable")
    return list(each_value(rt, value))


def new_set(rt: Runtime, klass: Any, items: Any = ()) -> RObject:
    obj = RObject(klass)
    h = RHash()
    for x in items:
        h.set(x, True)
    obj.ivars["@hash"] = h
    return obj


def like(rt: Runtime, obj: Any, items: Any) -> RObject:
    return new_set(rt, obj.cls, items)


def require_set(rt: Runtime, value: Any) -> RHash:
    if not is_set(rt, value):
        raise rt.error("ArgumentError", "value must be a set")
    return table(rt, value)


# -- construction ----------------------------------------------------------------------------


@ss.method("[]")
def set_brackets(rt, self, *items):
    return new_set(rt, self, items)


@s.method("initialize", visibility="private")
def initialize(rt, self, enum=None, *, block=None):
    h = table(rt, self)
    if enum is None:
        return None
    for x in members(rt, enum):
        h.set(rt.call_proc(block, [x]) if block is not None else x, True)
    return None


@s.method("initialize_copy", "initialize_dup", "initialize_clone", visibility="private")
def initialize_copy(rt, self, other):
    if rt.real_class(other) is not rt.real_class(self):  # Object#initialize_copy's check
        raise rt.error("TypeError", "initialize_copy should take same class object")
    h = RHash()
    for x in table(rt, other).key_list():
        h.set(x, True)
    self.ivars["@hash"] = h
    return self


@s.method("freeze")
def freeze(rt, self):
    table(rt, self).frozen = True
    self.frozen = True
    return self


@en.method("to_set")
def to_set(rt, self, klass=None, *args, block=None):
    if klass is None and is_set(rt, self) and block is None:
        return self
    obj = new_set(rt, klass or rt.const_get("Set"))
    initialize(rt, obj, self, block=block)
    return obj


# -- adding and removing ---------------------------------------------------------------------


@s.method("add", "<<")
def add(rt, self, value):
    writable(rt, self).set(value, True)
    return self


@s.method("add?")
def add_p(rt, self, value):
    h = writable(rt, self)
    if h.has(value):
        return None
    h.set(value, True)
    return self


@s.method("delete")
def delete(rt, self, value):
    writable(rt, self).delete(value)
    return self


@s.method("delete?")
def delete_p(rt, self, value):
    h = writable(rt, self)
    if not h.has(value):
        return None
    h.delete(value)
    return self


@s.method("merge")
def merge(rt, self, *enums):
    h = writable(rt, self)
    for enum in enums:
        for x in members(rt, enum):
            h.set(x, True)
    return self


@s.method("subtract")
def subtract(rt, self, enum):
    h = writable(rt, self)
    for x in members(rt, enum):
        h.delete(x)
    return self


@s.method("clear")
def clear(rt, self):
    h = writable(rt, self)
    h.data.clear()
    h.keys.clear()
    return self


@s.method("replace")
def replace(rt, self, enum):
    items = members(rt, enum)
    clear(rt, self)
    return merge(rt, self, RArray(items))


def _filter(rt: Runtime, self: Any, block: Any, keep_when: bool) -> bool:
    """Delete the members whose block result is not `keep_when`; whether any went."""
    h = writable(rt, self)
    gone = [x for x in h.key_list() if rt.truthy(rt.call_proc(block, [x])) is not keep_when]
    for x in gone:
        h.delete(x)
    return bool(gone)


def _enum(rt: Runtime, self: Any, name: str) -> Any:

    return enumerator_for(rt, self, name, [])


@s.method("delete_if")
def delete_if(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "delete_if")
    _filter(rt, self, block, False)
    return self


@s.method("keep_if")
def keep_if(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "keep_if")
    _filter(rt, self, block, True)
    return self


@s.method("select!", "filter!")
def select_bang(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "select!")
    return self if _filter(rt, self, block, True) else None


@s.method("reject!")
def reject_bang(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "reject!")
    return self if _filter(rt, self, block, False) else None


@s.method("map!", "collect!")
def map_bang(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "map!")
    h = writable(rt, self)
    mapped = [rt.call_proc(block, [x]) for x in h.key_list()]
    h.data.clear()
    h.keys.clear()
    for x in mapped:
        h.set(x, True)
    return self


# -- querying --------------------------------------------------------------------------------


@s.method("include?", "member?", "===", "contain?")
def include(rt, self, value):
    return table(rt, self).has(value)


@s.method("size", "length")
def size(rt, self):
    return len(table(rt, self))


@s.method("empty?")
def empty(rt, self):
    return not table(rt, self).data


@s.method("each")
def each(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "each")
    for x in table(rt, self).key_list():
        rt.call_proc(block, [x])
    return self


@s.method("to_a")
def to_a(rt, self):
    return RArray(table(rt, self).key_list())


@s.method("first")
def first(rt, self, *args):
    from toque.interpreter.core.number_ops import num2long

    keys = table(rt, self).key_list()
    if not args:
        return keys[0] if keys else None
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    n = num2long(rt, args[0])
    if n < 0:
        raise rt.error("ArgumentError", "attempt to take negative size")
    return RArray(keys[:n])


@s.method("join")
def join(rt, self, sep=None):
    return rt.send(RArray(table(rt, self).key_list()), "join", [] if sep is None else [sep])


@s.method("min")
def set_min(rt, self, *args, block=None):
    return rt.send(RArray(table(rt, self).key_list()), "min", list(args), block)


@s.method("max")
def set_max(rt, self, *args, block=None):
    return rt.send(RArray(table(rt, self).key_list()), "max", list(args), block)


@s.method("sort")
def set_sort(rt, self, *, block=None):
    return rt.send(RArray(table(rt, self).key_list()), "sort", [], block)


# -- set algebra -----------------------------------------------------------------------------


@s.method("|", "union", "+")
def union(rt, self, other):
    return like(rt, self, table(rt, self).key_list() + members(rt, other))


@s.method("&", "intersection")
def intersection(rt, self, other):
    mine = table(rt, self)
    return like(rt, self, [x for x in members(rt, other) if mine.has(x)])


@s.method("-", "difference")
def difference(rt, self, other):
    theirs = {hkey(x) for x in members(rt, other)}
    return like(rt, self, [x for x in table(rt, self).key_list() if hkey(x) not in theirs])


@s.method("^")
def symmetric(rt, self, other):
    mine = table(rt, self)
    others = members(rt, other)
    result = new_set(rt, self.cls, others)
    h = table(rt, result)
    for x in mine.key_list():
        if h.has(x):
            h.delete(x)
        else:
            h.set(x, True)
    return result


def _keys(rt: Runtime, value: Any) -> set:
    return set(require_set(rt, value).data)


@s.method("subset?", "<=")
def subset(rt, self, other):
    return set(table(rt, self).data) <= _keys(rt, other)


@s.method("superset?", ">=")
def superset(rt, self, other):
    return set(table(rt, self).data) >= _keys(rt, other)


@s.method("proper_subset?", "<")
def proper_subset(rt, self, other):
    return set(table(rt, self).data) < _keys(rt, other)


@s.method("proper_superset?", ">")
def proper_superset(rt, self, other):
    return set(table(rt, self).data) > _keys(rt, other)


@s.method("<=>")
def compare(rt, self, other):
    if not is_set(rt, other):
        return None
    a, b = set(table(rt, self).data), set(table(rt, other).data)
    if a == b:
        return 0
    return -1 if a < b else 1 if a > b else None


@s.method("disjoint?")
def disjoint(rt, self, other):
    return not intersect(rt, self, other)


@s.method("intersect?")
def intersect(rt, self, other):
    mine = table(rt, self)
    if is_set(rt, other):
        return any(mine.has(x) for x in table(rt, other).key_list())
    return any(mine.has(x) for x in members(rt, other))


@s.method("==")
def equal(rt, self, other):
    if other is self:
        return True
    if not is_set(rt, other):
        return False
    a, b = table(rt, self), table(rt, other)
    return len(a) == len(b) and all(b.has(x) for x in a.key_list())


@s.method("eql?")
def eql(rt, self, other):
    return is_set(rt, other) and set(table(rt, self).data) == set(table(rt, other).data)


@s.method("hash")
def set_hash(rt, self):
    return hash(frozenset(table(rt, self).data)) & 0xFFFFFFFFFFFF


@s.method("flatten")
def flatten(rt, self):
    out: list = []

    def walk(obj: Any, seen: set[int]) -> None:
        if id(obj) in seen:
            raise rt.error("ArgumentError", "tried to flatten recursive Set")
        seen.add(id(obj))
        for x in table(rt, obj).key_list():
            if is_set(rt, x):
                walk(x, seen)
            else:
                out.append(x)
        seen.discard(id(obj))

    walk(self, set())
    return like(rt, self, out)


@s.method("classify")
def classify(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "classify")
    result = RHash()
    for x in table(rt, self).key_list():
        key = rt.call_proc(block, [x])
        group = result.get(key)
        if group is None:
            group = like(rt, self, ())
            result.set(key, group)
        table(rt, group).set(x, True)
    return result


@s.method("divide")
def divide(rt, self, *, block=None):
    """A set of subsets: by the block's value (one parameter), or the groups of members
    the block relates two by two (two parameters: connected components, as tsort does)."""
    if block is None:
        return _enum(rt, self, "divide")
    items = table(rt, self).key_list()
    if getattr(block, "arity", 1) != 2 and rt.send(block, "arity", []) != 2:
        groups = classify(rt, self, block=block)
        return like(rt, self, [v for _, v in groups.items()])
    parent = list(range(len(items)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(items):
        for j, b in enumerate(items):
            if i != j and rt.truthy(rt.call_proc(block, [a, b])):
                parent[root(i)] = root(j)
    components: dict[int, list] = {}
    for i, x in enumerate(items):
        components.setdefault(root(i), []).append(x)
    return like(rt, self, [like(rt, self, group) for group in components.values()])


@s.method("flatten!")
def flatten_bang(rt, self):
    if not any(is_set(rt, x) for x in table(rt, self).key_list()):
        return None
    flat = table(rt, flatten(rt, self)).key_list()
    h = writable(rt, self)
    for x in h.key_list():
        h.delete(x)
    for x in flat:
        h.set(x, True)
    return self


@s.method("compare_by_identity")
def compare_by_identity(rt, self):
    h = writable(rt, self)
    rt.send(h, "compare_by_identity", [])
    return self


@s.method("compare_by_identity?")
def compare_by_identity_p(rt, self):
    return bool(table(rt, self).compare_by_id)


@s.method("reset")
def reset(rt, self):
    # members changed in place: hash them again
    h = writable(rt, self)
    items = h.key_list()
    for x in items:
        h.delete(x)
    for x in items:
        h.set(x, True)
    return self


# -- printing ----------------------------------------------------------------------------------

_inspecting: set[int] = set()


@s.method("inspect", "to_s")
def inspect(rt, self):
    name = rt.real_class(self).name
    if id(self) in _inspecting:
        return RString(f"#<{name}: {{...}}>")
    _inspecting.add(id(self))
    try:
        body = ", ".join(rt.inspect(x) for x in table(rt, self).key_list())
    finally:
        _inspecting.discard(id(self))
    return RString(f"#<{name}: {{{body}}}>")


@s.method("pretty_print_inspect")
def pretty_inspect(rt, self):
    return inspect(rt, self)


def define(rt: Runtime) -> None:
    if "Set" in rt.Object.consts:
        return
    klass = rt.define_class("Set")
    klass.include(rt.Enumerable)
    for b in (s, ss, en):
        b.install(rt)
