"""Chef's Mash (a Hash whose Symbol keys are stored as Strings) and the node's immutable
collections, `Chef::Node::ImmutableMash` and `Chef::Node::ImmutableArray`.

Chef writes Mash in Ruby over Hash's own methods (chef-utils `mash.rb`): a key is
converted once on the way in (`:a` → `"a"`), and a Symbol read that misses falls back to
its String through `default`. Here the same rules are Python methods of the Ruby class
`Mash < Hash`, since every `node['a'][:b]` read goes through them. Its instances are
`RHashSub`s, so every Hash method works on them unchanged.

The node hands out its merged values as ImmutableMash/ImmutableArray (frozen copies):
reads work as on a Mash, and the mutators Chef lists in `ImmutablizeHash`/`ImmutablizeArray`
raise `Chef::Exceptions::ImmutableAttributeModification`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core import hash as core_hash
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.subclass import RArraySub, RHashSub
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol, hkey, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime.values import Sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

m = Builtins("Mash")
ms = Builtins("Mash", singleton=True)
_MISSING = object()

IMMUTABLE_MESSAGE = (
    "Node attributes are read-only when you do not specify which precedence level to set. "
    'To set an attribute use code like `node.default["key"] = "value"\''
)
# Chef::Node::Mixin::ImmutablizeHash::DISALLOWED_MUTATOR_METHODS (and the Array's)
HASH_MUTATORS = (
    "[]= clear collect! compact! default= default_proc= delete delete_if except! filter! "
    "keep_if map! merge! rehash reject! replace select! shift store transform_keys! "
    "transform_values! unlink! unlink update write! write"
).split()
ARRAY_MUTATORS = (
    "<< []= clear collect! compact! concat delete delete_at delete_if fill filter! flatten! "
    "insert keep_if map! pop prepend push reject! replace reverse! rotate! select! shift "
    "shuffle! slice! sort! sort_by! uniq! unshift append"
).split()


def convert_key(key: Any) -> Any:
    """Mash's key rule: a Symbol is kept as its String."""
    return RString(key.name) if key.__class__ is RSymbol else key


def new_mash(rt: Runtime) -> RHashSub:
    return RHashSub(rt.Object.consts["Mash"])


def convert_value(rt: Runtime, value: Any) -> Any:
    """What Mash stores: a plain Hash becomes a Mash (deeply), an Array's elements too."""
    if value.__class__ is RHash:
        return from_hash(rt, value)
    if isinstance(value, RArray):
        return RArray(convert_value(rt, x) for x in value)
    return value


def from_hash(rt: Runtime, source: RHash) -> RHashSub:
    mash = new_mash(rt)
    _update(rt, mash, source)
    mash.default = source.default
    return mash


def _update(rt: Runtime, mash: RHash, source: Any, block: Any = None) -> None:
    for key, value in core_hash.to_hash(rt, source).items():
        key = convert_key(key)
        if block is not None and mash.has(key):
            value = rt.call_proc(block, [key, mash.get(key), value])
        mash.set(key, convert_value(rt, value))


def read(rt: Runtime, mash: RHash, key: Any) -> Any:
    """`mash[key]`: a Symbol that misses is read as its String (Mash#default)."""
    v = mash.data.get(hkey(key), _MISSING)
    if v is not _MISSING:
        return v
    if key.__class__ is RSymbol:
        v = mash.data.get(key.name, _MISSING)
        if v is not _MISSING:
            return v
    return core_hash.lookup(rt, mash, key)


# -- creation -----------------------------------------------------------------------------


@m.method("initialize", visibility="private")
def initialize(rt, self, constructor=_MISSING, *, block=None):
    if constructor is _MISSING:
        return None
    if isinstance(constructor, RHash):
        _update(rt, self, constructor)
    else:
        self.default = constructor
    return None


@ms.method("from_hash")
def mash_from_hash(rt, self, source):
    mash = RHashSub(self)
    _update(rt, mash, source)
    mash.default = core_hash.to_hash(rt, source).default
    return mash


@m.method("initialize_copy", visibility="private")
def initialize_copy(rt, self, orig):
    for key, value in self.items():
        if isinstance(value, (RHash, RArray)):
            self.set(key, rt.send(value, "dup", []))
    return self


# -- reading ------------------------------------------------------------------------------


@m.method("[]")
def aref(rt, self, key):
    return read(rt, self, key)


@m.method("default")
def default(rt, self, key=_MISSING):
    if key.__class__ is RSymbol and self.has(RString(key.name)):
        return self.get(RString(key.name))
    if key is not _MISSING and self.default_proc is not None:
        return rt.call_proc(self.default_proc, [self, key])
    return self.default


@m.method("key?", "has_key?", "include?", "member?")
def has_key(rt, self, key):
    return self.has(convert_key(key))


@m.method("fetch")
def fetch(rt, self, key, *default, block=None):
    return core_hash.fetch(rt, self, convert_key(key), *default, block=block)


@m.method("dig")
def dig(rt, self, key, *rest):
    v = read(rt, self, key)
    if not rest or v is None:
        return v
    return core_hash.dig_into(rt, v, rest)


@m.method("values_at")
def values_at(rt, self, *keys):
    return RArray(read(rt, self, convert_key(k)) for k in keys)


@m.method("fetch_values")
def fetch_values(rt, self, *keys, block=None):
    return RArray(fetch(rt, self, k, block=block) for k in keys)


@m.method("except")
def except_(rt, self, *keys):
    out = rt.send(self, "dup", [])
    for key in keys:
        out.delete(convert_key(key))
    return out


@m.method("slice")
def slice_(rt, self, *keys):
    out = RHashSub(rt.real_class(self))
    for key in keys:
        key = convert_key(key)
        if self.has(key):
            out.set(key, self.get(key))
    return out


@m.method("to_hash")
def to_hash(rt, self):
    out = RHash()
    out.data, out.keys = dict(self.data), dict(self.keys)
    out.default = self.default
    return out


@m.method("symbolize_keys")
def symbolize_keys(rt, self):
    out = RHash()
    out.default = self.default
    for key, value in self.items():
        out.set(rt.send(key, "to_sym", []), value)
    return out


@m.method("stringify_keys!")
def stringify_keys(rt, self):
    return self


# -- writing ------------------------------------------------------------------------------


@m.method("[]=", "store")
def aset(rt, self, key, value):
    core_hash.check_frozen(rt, self)
    self.set(convert_key(key), convert_value(rt, value))
    return value


@m.method("update", "merge!")
def update(rt, self, *others, block=None):
    core_hash.check_frozen(rt, self)
    for other in others:
        _update(rt, self, other, block)
    return self


@m.method("merge")
def merge(rt, self, *others, block=None):
    out = rt.send(self, "dup", [])
    if out.frozen or rt.real_class(out) is not rt.real_class(self):
        copy = RHashSub(rt.Object.consts["Mash"])
        _update(rt, copy, self)
        out = copy
    return update(rt, out, *others, block=block)


@m.method("delete")
def delete(rt, self, key, *, block=None):
    core_hash.check_frozen(rt, self)
    found = self.delete(convert_key(key), _MISSING)
    if found is _MISSING:
        return rt.call_proc(block, [key]) if block is not None else None
    return found


# -- the node's immutable collections -----------------------------------------------------


def immutable(rt: Runtime, value: Any, classes: tuple[Any, Any]) -> Any:
    """A merged attribute value as Chef hands it out: ImmutableMash/ImmutableArray, frozen,
    strings frozen."""
    mash_class, array_class = classes
    if isinstance(value, RHash):
        out = RHashSub(mash_class)
        for k, v in value.items():
            out.set(convert_key(k), immutable(rt, v, classes))
        out.default = value.default
        out.frozen = True
        return out
    if isinstance(value, RArray):
        arr = RArraySub(array_class, (immutable(rt, x, classes) for x in value))
        arr.frozen = True
        return arr
    if isinstance(value, RString):
        value.frozen = True
    return value


def immutable_from_py(value: Any, classes: tuple[Any, Any]) -> Any:
    """`immutable` of a runtime value (the node's merged dicts and lists), converted in one
    pass: node reads convert whole top-level values, so the pass counts."""
    cls = value.__class__
    if cls is str:
        return RString(value, frozen=True)
    if isinstance(value, dict):
        out = RHashSub(classes[0])
        data, keys = out.data, out.keys
        for k, v in value.items():
            key = RString(str(k), frozen=True) if isinstance(k, str) else k
            h = hkey(key)
            keys[h] = key
            data[h] = immutable_from_py(v, classes)
        out.frozen = True
        return out
    if isinstance(value, (list, tuple)):
        arr = RArraySub(classes[1], [immutable_from_py(x, classes) for x in value])
        arr.frozen = True
        return arr
    if isinstance(value, Sym):
        return sym(str(value))
    if isinstance(value, str):
        return RString(str(value), frozen=True)
    return value


# Chef::Node::ImmutableMash and ImmutableArray: the mutators Chef's Immutablize mixins
# refuse (`define_method(name) do |*args, &block|`) and the methods Chef writes in Ruby
# (`def dup`, `def to_h`…); `attribute?` (an alias of Hash#has_key?) and `frozen?` are C
# methods in MRI, listed without names
immutable_mash = Builtins("Chef::Node::ImmutableMash", named=True)
immutable_array = Builtins("Chef::Node::ImmutableArray", named=True)
immutable_mash_c = Builtins("Chef::Node::ImmutableMash")
immutable_array_c = Builtins("Chef::Node::ImmutableArray")


def refuse(rt: Runtime, self: Any, *args: Any, block: Any = None) -> Any:
    chef = rt.Object.consts["Chef"]
    klass = chef.consts["Exceptions"].consts["ImmutableAttributeModification"]
    raise RubyError(rt.new_exception(klass, RString(IMMUTABLE_MESSAGE)))


immutable_mash.method(*HASH_MUTATORS)(refuse)
immutable_array.method(*ARRAY_MUTATORS)(refuse)


def _mutable(rt: Runtime, value: Any, mash: bool) -> Any:
    """`to_h`/`to_a` of an immutable collection: plain, mutable copies all the way down."""
    if isinstance(value, RHash):
        out = new_mash(rt) if mash else RHash()
        for k, v in value.items():
            out.set(k, _mutable(rt, v, mash))
        return out
    if isinstance(value, RArray):
        return RArray(_mutable(rt, x, mash) for x in value)
    if isinstance(value, RString):
        return RString(value.v)
    return value


@immutable_mash.method("dup")
def mash_dup(rt: Runtime, self: Any) -> Any:
    """ImmutableMash#dup: a Mash of mutable values."""
    return _mutable(rt, self, True)


@immutable_mash.method("to_h", "to_hash")
def mash_to_h(rt: Runtime, self: Any) -> Any:
    return _mutable(rt, self, False)


@immutable_array.method("dup")
def array_dup(rt: Runtime, self: Any) -> Any:
    return RArray(_mutable(rt, x, True) for x in self)


@immutable_array.method("to_a", "to_array")
def array_to_a(rt: Runtime, self: Any) -> Any:
    return RArray(_mutable(rt, x, False) for x in self)


# Chef's ImmutableMash/ImmutableArray refuse their mutators but are not frozen objects
# (Immutablize freezes only the leaf values): `frozen?` answers false, as in Chef
@immutable_mash_c.method("frozen?")
@immutable_array_c.method("frozen?")
def not_frozen(rt: Runtime, self: Any) -> bool:
    return False


@immutable_mash_c.method("attribute?")
def mash_attribute(rt: Runtime, self: Any, key: Any) -> bool:
    return self.has(convert_key(key))


def define(rt: Runtime) -> None:
    """Mash (also Chef::Mash and ChefUtils::Mash) and the node's collection classes."""
    consts = rt.Object.consts
    if "Mash" in consts and "ImmutableMash" in consts["Chef"].consts["Node"].consts:
        return
    if "Mash" not in consts:
        mash = rt.define_class("Mash", rt.Hash)
        mash.instance_kind = "hash"
    m.install(rt)
    ms.install(rt)
    mash = consts["Mash"]
    chef = consts.get("Chef") or rt.define_class("Chef")
    chef.consts.setdefault("Mash", mash)
    utils = consts.get("ChefUtils") or rt.define_module("ChefUtils")
    utils.consts.setdefault("Mash", mash)
    node = chef.consts.get("Node") or rt.define_class("Node", rt.Object, chef)
    if "ImmutableMash" in node.consts:  # defined for this world already (the node bridge)
        return
    imash = rt.define_class("ImmutableMash", mash, node)
    imash.instance_kind = "hash"
    iarray = rt.define_class("ImmutableArray", rt.Array, node)
    iarray.instance_kind = "array"

    for table in (immutable_mash, immutable_array, immutable_mash_c, immutable_array_c):
        table.install(rt)
    _node_mixins(rt, node)


def _node_mixins(rt: Runtime, node: Any) -> None:
    """Chef::Node::Mixin's modules; the Immutablize ones name the refused mutators."""
    from toque.interpreter.model.objects import sym

    mixin = node.consts.get("Mixin") or rt.define_module("Mixin", node)
    for name in ("DeepMergeCache", "StateTracking", "StateTrackingArray", "MashyArray"):
        if name not in mixin.consts:
            rt.define_module(name, mixin)
    for name, mutators in (
        ("ImmutablizeHash", HASH_MUTATORS),
        ("ImmutablizeArray", ARRAY_MUTATORS),
    ):
        module = mixin.consts.get(name) or rt.define_module(name, mixin)
        listed = RArray(sym(m) for m in mutators)
        listed.frozen = True
        module.consts["DISALLOWED_MUTATOR_METHODS"] = listed
