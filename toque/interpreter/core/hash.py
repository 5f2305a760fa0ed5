"""Hash: lookup with defaults, mutation, merging, filtering into hashes, conversions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enumerable import enum_for
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.core.subclass import allocate_builtin, fill, new_instance
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, hkey

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 90  # installed at start-up, in this order (core/discover.py)

h = Builtins("Hash")
hs = Builtins("Hash", singleton=True)

MISSING = object()  # what `remove` and lookups answer for an absent key


# -- helpers ---------------------------------------------------------------------------------


def check_frozen(rt: Runtime, hsh: RHash) -> None:
    if hsh.frozen:
        raise rt.error("FrozenError", f"can't modify frozen Hash: {rt.inspect(hsh)}")


_BY_ID = {RString, RArray, RHash, RObject}


def hk(hsh: RHash, key: Any) -> Any:
    """The dict key of `key` in `hsh`: by identity once compare_by_identity was called."""
    if hsh.compare_by_id and key.__class__ in _BY_ID:
        return ("id", id(key))
    return hkey(key)


def store(hsh: RHash, key: Any, value: Any) -> None:
    if not hsh.compare_by_id:
        hsh.set(key, value)
        return
    k = hk(hsh, key)
    if k not in hsh.keys:
        hsh.keys[k] = key
    hsh.data[k] = value


def remove(hsh: RHash, key: Any) -> Any:
    k = hk(hsh, key)
    if k in hsh.data:
        del hsh.keys[k]
        return hsh.data.pop(k)
    return MISSING


def lookup(rt: Runtime, hsh: RHash, key: Any) -> Any:
    """`hsh[key]`: the value, else the default proc's result or the default."""
    v = hsh.data.get(hk(hsh, key), MISSING)
    if v is not MISSING:
        return v
    if hsh.default_proc is not None:
        return rt.call_proc(hsh.default_proc, [hsh, key])
    return hsh.default


def yield_pair(rt: Runtime, block: RProc, k: Any, v: Any) -> Any:
    """Call a block with an entry: two values when it takes two, else one [k, v] pair."""
    if block.arity > 1 or (block.is_lambda and block.arity == 2):
        return rt.call_proc(block, [k, v])
    return rt.call_proc(block, [RArray([k, v])])


def to_hash(rt: Runtime, v: Any) -> RHash:
    if isinstance(v, RHash):
        return v
    if rt.responds(v, "to_hash"):
        return rt.send(v, "to_hash", [])
    name = "nil" if v is None else rt.real_class(v).name
    raise rt.error("TypeError", f"no implicit conversion of {name} into Hash")


def copy_of(hsh: RHash, with_defaults: bool = False) -> RHash:
    out = RHash()
    out.data = dict(hsh.data)
    out.keys = dict(hsh.keys)
    if with_defaults:
        out.default = hsh.default
        out.default_proc = hsh.default_proc
    return out


def key_error(rt: Runtime, hsh: RHash, key: Any) -> Any:
    err = rt.error("KeyError", f"key not found: {rt.inspect(key)}")
    err.exc.ivars["@key"] = key
    err.exc.ivars["@receiver"] = hsh
    return err


# -- creation --------------------------------------------------------------------------------


@hs.method("try_convert")
def try_convert(rt, self, value):
    if isinstance(value, RHash):
        return value
    if rt.responds(value, "to_hash", True):
        converted = rt.send(value, "to_hash", [])
        if converted is not None and not isinstance(converted, RHash):
            name = rt.real_class(value).name
            raise rt.error(
                "TypeError",
                f"can't convert {name} to Hash ({name}#to_hash gives "
                f"{rt.real_class(converted).name})",
            )
        return converted
    return None


@hs.method("new")
def new(rt, self, *args, block=None):
    if self is not rt.Hash:  # a subclass: allocate it and run its own initialize
        return new_instance(rt, self, list(args), block)
    hsh = RHash()
    if block is not None:
        if args:
            raise rt.arity_error(len(args), "0")
        hsh.default_proc = block
    elif args:
        if len(args) > 1:
            raise rt.arity_error(len(args), "0..1")
        hsh.default = args[0]
    return hsh


@h.method("initialize", visibility="private")
def initialize(rt, self, *args, block=None):

    fill(rt, self, list(args), block)


@hs.method("[]")
def from_items(rt, self, *args):
    made = _from_items(rt, args)
    if self is rt.Hash:
        return made

    sub = allocate_builtin(rt, self, self.instance_kind)  # Sub[...] is a Sub (no initialize)
    for key, value in made.items():
        sub.set(key, value)
    return sub


def _from_items(rt: Runtime, args: tuple) -> RHash:
    if len(args) == 1 and isinstance(args[0], RHash):
        return copy_of(args[0])
    if len(args) == 1 and isinstance(args[0], RArray):
        out = RHash()
        for pair in args[0]:
            if isinstance(pair, RArray) and 1 <= len(pair) <= 2:
                out.set(pair[0], pair[1] if len(pair) > 1 else None)
            else:
                raise rt.error(
                    "ArgumentError", f"invalid number of elements ({len(pair)} for 1..2)"
                )
        return out
    if len(args) % 2:
        raise rt.error("ArgumentError", "odd number of arguments for Hash")
    return RHash.from_pairs(zip(args[::2], args[1::2], strict=False))


# -- reading ---------------------------------------------------------------------------------


@h.method("[]")
def aref(rt, self, key):
    return lookup(rt, self, key)


@h.method("fetch")
def fetch(rt, self, key, *default, block=None):
    v = self.data.get(hk(self, key), MISSING)
    if v is not MISSING:
        return v
    if block is not None:
        return rt.call_proc(block, [key])
    if default:
        return default[0]
    raise key_error(rt, self, key)


@h.method("dig")
def dig(rt, self, key, *rest):
    v = lookup(rt, self, key)
    if not rest or v is None:
        return v
    return dig_into(rt, v, rest)


def dig_into(rt: Runtime, v: Any, rest: tuple) -> Any:
    """`v.dig(*rest)`, with MRI's error for values that cannot be dug into."""
    if not rt.responds(v, "dig"):
        raise rt.error("TypeError", f"{rt.real_class(v).name} does not have #dig method")
    return rt.send(v, "dig", list(rest))


@h.method("assoc")
def assoc(rt, self, key):
    k = hk(self, key)
    if k not in self.data:
        return None
    return RArray([self.keys[k], self.data[k]])


@h.method("rassoc")
def rassoc(rt, self, value):
    for k, v in self.items():
        if rt.equal(v, value):
            return RArray([k, v])
    return None


@h.method("rehash")
def rehash(rt, self):
    check_frozen(rt, self)
    pairs = self.items()
    self.data.clear()
    self.keys.clear()
    for k, v in pairs:
        self.set(k, v)
    return self


def _subset(rt: Runtime, small: RHash, big: RHash) -> bool:
    for k, v in small.data.items():
        w = big.data.get(k, MISSING)
        if w is MISSING or not rt.equal(v, w):
            return False
    return True


@h.method("<=")
def le(rt, self, other):
    return _subset(rt, self, to_hash(rt, other))


@h.method("<")
def lt(rt, self, other):
    other = to_hash(rt, other)
    return len(self.data) < len(other.data) and _subset(rt, self, other)


@h.method(">=")
def ge(rt, self, other):
    return _subset(rt, to_hash(rt, other), self)


@h.method(">")
def gt(rt, self, other):
    other = to_hash(rt, other)
    return len(other.data) < len(self.data) and _subset(rt, other, self)


@h.method("key?", "has_key?", "include?", "member?")
def has_key(rt, self, key):
    return hk(self, key) in self.data


@h.method("value?", "has_value?")
def has_value(rt, self, value):
    return any(rt.equal(v, value) for v in self.data.values())


@h.method("key")
def key(rt, self, value):
    for k, v in self.items():
        if rt.equal(v, value):
            return k
    return None


@h.method("keys")
def keys(rt, self):
    return RArray(self.keys.values())


@h.method("values")
def values(rt, self):
    return RArray(self.data.values())


@h.method("values_at")
def values_at(rt, self, *keys):
    return RArray(lookup(rt, self, k) for k in keys)


@h.method("fetch_values")
def fetch_values(rt, self, *keys, block=None):
    return RArray(fetch(rt, self, k, block=block) for k in keys)


@h.method("length", "size")
def length(rt, self):
    return len(self.data)


@h.method("count")
def count(rt, self, *args, block=None):
    if args:
        return sum(1 for k, v in self.items() if rt.equal(RArray([k, v]), args[0]))
    if block is None:
        return len(self.data)
    return sum(1 for k, v in self.items() if rt.truthy(yield_pair(rt, block, k, v)))


@h.method("empty?")
def empty(rt, self):
    return not self.data


@h.method("default")
def default(rt, self, *key):
    if key and self.default_proc is not None:
        return rt.call_proc(self.default_proc, [self, key[0]])
    return self.default


@h.method("default=")
def set_default(rt, self, value):
    check_frozen(rt, self)
    self.default = value
    self.default_proc = None
    return value


@h.method("default_proc")
def default_proc(rt, self):
    return self.default_proc


@h.method("default_proc=")
def set_default_proc(rt, self, proc):
    check_frozen(rt, self)
    self.default_proc = proc
    if proc is not None:
        self.default = None
    return proc


@h.method("first")
def first(rt, self, *args):
    items = self.items()
    if not args:
        return RArray(items[0]) if items else None
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    n = num2long(rt, args[0])  # Enumerable#first(n): NUM2LONG, not negative
    if n < 0:
        raise rt.error("ArgumentError", "attempt to take negative size")
    return RArray(RArray(p) for p in items[:n])


@h.method("compare_by_identity")
def compare_by_identity(rt, self):
    check_frozen(rt, self)
    pairs = self.items()
    self.compare_by_id = True
    self.data.clear()
    self.keys.clear()
    for k, v in pairs:
        store(self, k, v)
    return self


@h.method("compare_by_identity?")
def compare_by_identity_p(rt, self):
    return self.compare_by_id


# -- writing ---------------------------------------------------------------------------------


@h.method("[]=", "store")
def aset(rt, self, key, value):
    if self.frozen:
        check_frozen(rt, self)
    store(self, key, value)
    return value


@h.method("delete")
def delete(rt, self, key, *, block=None):
    check_frozen(rt, self)
    v = remove(self, key)
    if v is MISSING:
        return rt.call_proc(block, [key]) if block is not None else None
    return v


def _remove_where(rt: Runtime, hsh: RHash, block: Any, when: bool) -> bool:
    """Delete the entries whose block result is `when`; whether anything went."""
    check_frozen(rt, hsh)
    gone = [k for k, v in hsh.items() if rt.truthy(yield_pair(rt, block, k, v)) is when]
    for k in gone:
        hsh.delete(k)
    return bool(gone)


@h.method("delete_if")
def delete_if(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "delete_if")
    _remove_where(rt, self, block, True)
    return self


@h.method("reject!")
def reject_bang(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "reject!")
    return self if _remove_where(rt, self, block, True) else None


@h.method("keep_if")
def keep_if(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "keep_if")
    _remove_where(rt, self, block, False)
    return self


@h.method("select!", "filter!")
def select_bang(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "select!")
    return self if _remove_where(rt, self, block, False) else None


@h.method("clear")
def clear(rt, self):
    check_frozen(rt, self)
    self.data.clear()
    self.keys.clear()
    return self


@h.method("replace")
def replace(rt, self, other):
    check_frozen(rt, self)
    src = to_hash(rt, other)
    self.data = dict(src.data)
    self.keys = dict(src.keys)
    self.default = src.default
    self.default_proc = src.default_proc
    return self


@h.method("shift")
def shift(rt, self):
    check_frozen(rt, self)
    if not self.data:
        return self.default if self.default_proc is None else None
    k = next(iter(self.data))
    key_obj = self.keys.pop(k)
    return RArray([key_obj, self.data.pop(k)])


@h.method("merge!", "update")
def update(rt, self, *others, block=None):
    check_frozen(rt, self)
    for o in others:
        _merge_into(rt, self, to_hash(rt, o), block)
    return self


def _merge_into(rt: Runtime, target: RHash, src: RHash, block: Any) -> None:
    for k, v in src.items():
        if block is not None:
            old = target.data.get(hkey(k), MISSING)
            if old is not MISSING:
                v = rt.call_proc(block, [k, old, v])
        target.set(k, v)


@h.method("merge")
def merge(rt, self, *others, block=None):
    out = copy_of(self, with_defaults=True)
    for o in others:
        _merge_into(rt, out, to_hash(rt, o), block)
    if self.__class__ is not RHash:  # a copy of self: a subclass's instance stays one
        from toque.interpreter.core.subclass import of_class

        return of_class(rt, self.ruby_class, out)
    return out


# -- comparison and display ------------------------------------------------------------------


@h.method("==")
def eq(rt, self, other):
    if self is other:
        return True
    if not isinstance(other, RHash) or len(self.data) != len(other.data):
        return False
    for k, v in self.data.items():
        w = other.data.get(k, MISSING)
        if w is MISSING or not (v is w or rt.equal(v, w)):
            return False
    return True


@h.method("eql?")
def eql(rt, self, other):
    if not isinstance(other, RHash) or len(self.data) != len(other.data):
        return False
    return all(k in other.data and rt.eql(v, other.data[k]) for k, v in self.data.items())


@h.method("hash")
def hash_(rt, self):
    return hash(frozenset((hkey(k), hkey(v)) for k, v in self.items())) & 0xFFFFFFFFFFFF


@h.method("inspect", "to_s")
def inspect(rt, self):
    if self.__class__ is not RHash:  # a subclass instance: shown as its pairs, like MRI
        self = RHash.from_pairs(self.items())
    return RString(rt.inspect(self))


@h.method("freeze")
def freeze(rt, self):
    self.frozen = True
    return self


@h.method("frozen?")
def frozen_p(rt, self):
    return self.frozen
