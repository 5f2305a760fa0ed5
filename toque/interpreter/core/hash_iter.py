"""Hash's iteration and transformation: each/each_key/each_value, select/reject/map and the
predicates, transform_keys/values, invert, compact, slice/except, sort, to_a/to_h,
group_by/partition. Creating, reading, writing and comparing hashes is hash.py."""

from __future__ import annotations

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enumerable import enum_for, pairs_to_hash, pattern_test
from toque.interpreter.core.enumerable_order import sort_list, sum_values
from toque.interpreter.core.hash import MISSING, check_frozen, copy_of, to_hash, yield_pair
from toque.interpreter.model.objects import RArray, RHash, hkey

INSTALL_ORDER = 91  # installed at start-up, in this order (core/discover.py): after hash

h = Builtins("Hash")


# -- iteration -------------------------------------------------------------------------------


@h.method("each", "each_pair")
def each(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "each")
    callp = rt.call_proc
    two = block.arity > 1
    for k, v in self.items():
        if two:
            callp(block, [k, v])
        else:
            callp(block, [RArray([k, v])])
    return self


@h.method("each_key")
def each_key(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "each_key")
    for k in self.key_list():
        rt.call_proc(block, [k])
    return self


@h.method("each_value")
def each_value(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "each_value")
    for v in list(self.data.values()):
        rt.call_proc(block, [v])
    return self


@h.method("select", "filter")
def select(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "select")
    return RHash.from_pairs(
        (k, v) for k, v in self.items() if rt.truthy(yield_pair(rt, block, k, v))
    )


@h.method("reject")
def reject(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "reject")
    return RHash.from_pairs(
        (k, v) for k, v in self.items() if not rt.truthy(yield_pair(rt, block, k, v))
    )


@h.method("map", "collect")
def map_(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "map")
    return RArray([yield_pair(rt, block, k, v) for k, v in self.items()])


@h.method("filter_map")
def filter_map(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "filter_map")
    out = RArray()
    for k, v in self.items():
        r = yield_pair(rt, block, k, v)
        if rt.truthy(r):
            out.append(r)
    return out


@h.method("any?")
def any_(rt, self, *args, block=None):
    if args:
        test = pattern_test(rt, args[0])
        return any(test(RArray([k, v])) for k, v in self.items())
    if block is None:
        return bool(self.data)
    return any(rt.truthy(yield_pair(rt, block, k, v)) for k, v in self.items())


@h.method("all?")
def all_(rt, self, *args, block=None):
    if args:
        test = pattern_test(rt, args[0])
        return all(test(RArray([k, v])) for k, v in self.items())
    if block is None:
        return True
    return all(rt.truthy(yield_pair(rt, block, k, v)) for k, v in self.items())


@h.method("none?")
def none(rt, self, *args, block=None):
    return not any_(rt, self, *args, block=block)


@h.method("sum")
def sum_(rt, self, init=0, *, block=None):

    if block is None:
        items = [RArray(p) for p in self.items()]
    else:
        items = [yield_pair(rt, block, k, v) for k, v in self.items()]
    return sum_values(rt, items, init)


@h.method("find", "detect")
def find(rt, self, ifnone=None, *, block=None):
    if block is None:
        return enum_for(rt, self, "find")
    for k, v in self.items():
        if rt.truthy(yield_pair(rt, block, k, v)):
            return RArray([k, v])
    return None


# -- transforming ----------------------------------------------------------------------------


@h.method("transform_values")
def transform_values(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "transform_values")
    out = RHash()
    for k, v in self.items():
        out.set(k, rt.call_proc(block, [v]))
    return out


@h.method("transform_values!")
def transform_values_bang(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "transform_values!")
    check_frozen(rt, self)
    for k, v in self.items():
        self.set(k, rt.call_proc(block, [v]))
    return self


@h.method("transform_keys")
def transform_keys(rt, self, *args, block=None):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    if not args and block is None:
        return enum_for(rt, self, "transform_keys")
    mapping = to_hash(rt, args[0]) if args else None  # MRI: an implicit to_hash
    out = RHash()
    for k, v in self.items():
        if mapping is not None and mapping.has(k):
            nk = mapping.get(k)
        elif block is not None:
            nk = rt.call_proc(block, [k])
        else:
            nk = k
        out.set(nk, v)
    return out


@h.method("transform_keys!")
def transform_keys_bang(rt, self, *args, block=None):
    if not args and block is None:
        return enum_for(rt, self, "transform_keys!")
    check_frozen(rt, self)
    out = transform_keys(rt, self, *args, block=block)
    self.data, self.keys = out.data, out.keys
    return self


@h.method("invert")
def invert(rt, self):
    return RHash.from_pairs((v, k) for k, v in self.items())


@h.method("compact")
def compact(rt, self):
    return RHash.from_pairs((k, v) for k, v in self.items() if v is not None)


@h.method("compact!")
def compact_bang(rt, self):
    check_frozen(rt, self)
    gone = [k for k, v in self.items() if v is None]
    for k in gone:
        self.delete(k)
    return self if gone else None


@h.method("slice")
def slice_(rt, self, *keys):
    out = RHash()
    for k in keys:
        v = self.data.get(hkey(k), MISSING)
        if v is not MISSING:
            out.set(k, v)
    return out


@h.method("except")
def except_(rt, self, *keys):
    out = copy_of(self)
    for k in keys:
        out.delete(k)
    return out


@h.method("sort")
def sort(rt, self, *, block=None):

    return RArray(sort_list(rt, [RArray(p) for p in self.items()], block))


@h.method("to_a", "entries")
def to_a(rt, self):
    return RArray(RArray(p) for p in self.items())


@h.method("deconstruct_keys")
def deconstruct_keys(rt, self, keys):
    """What a hash pattern (`in {a:}`) matches against: the hash itself, whatever keys."""
    return self


@h.method("to_h")
def to_h(rt, self, *, block=None):
    if block is None:
        if self.__class__ is not RHash:  # an instance of a subclass: a plain Hash of it
            from toque.interpreter.core.subclass import base_copy

            return base_copy(self)
        return self
    return pairs_to_hash(rt, [RArray(p) for p in self.items()], block)


@h.method("to_hash")
def to_hash_method(rt, self):
    return self


@h.method("group_by")
def group_by(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "group_by")
    out = RHash()
    for k, v in self.items():
        g = yield_pair(rt, block, k, v)
        bucket = out.get(g)
        if bucket is None:
            bucket = RArray()
            out.set(g, bucket)
        bucket.append(RArray([k, v]))
    return out


@h.method("partition")
def partition(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "partition")
    yes, no = RArray(), RArray()
    for k, v in self.items():
        (yes if rt.truthy(yield_pair(rt, block, k, v)) else no).append(RArray([k, v]))
    return RArray([yes, no])
