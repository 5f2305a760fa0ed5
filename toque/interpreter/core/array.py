"""Array: helpers the array modules share, creation, reading, conversion and comparison;
its mutating methods are in array_write.py, those that make new arrays in array_ops.py,
its fast iterators in array_iter.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.comparable import spaceship
from toque.interpreter.core.enumerable import (
    enum_for,
    pairs_to_hash,
)
from toque.interpreter.core.hash import dig_into
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.core.subclass import allocate_builtin, fill, new_instance
from toque.interpreter.model.objects import RArray, RHash, RRange, RString, RSymbol, hkey, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 80  # installed at start-up, in this order (core/discover.py)

a = Builtins("Array")
s = Builtins("Array", singleton=True)


# -- helpers ---------------------------------------------------------------------------------


def check_frozen(rt: Runtime, arr: RArray) -> None:
    if arr.frozen:
        raise rt.error("FrozenError", f"can't modify frozen Array: {rt.inspect(arr)}")


def to_int(rt: Runtime, v: Any) -> int:
    """An Integer argument (Floats truncate), with MRI's implicit-conversion errors."""
    if v.__class__ is int:
        return v
    if v.__class__ is float:
        if v != v or v in (float("inf"), float("-inf")):  # MRI's NUM2LONG words
            shown = "NaN" if v != v else "Inf" if v > 0 else "-Inf"
            raise rt.error("RangeError", f"float {shown} out of range of integer")
        return int(v)
    if v is None:
        raise rt.error("TypeError", "no implicit conversion from nil to integer")
    if v is not True and v is not False and rt.responds(v, "to_int"):
        return rt.send(v, "to_int", [])
    name = rt.inspect(v) if v is True or v is False else rt.real_class(v).name
    raise rt.error("TypeError", f"no implicit conversion of {name} into Integer")


def to_ary(rt: Runtime, v: Any) -> RArray:
    if isinstance(v, RArray):
        return v
    if rt.responds(v, "to_ary"):
        return rt.send(v, "to_ary", [])
    name = "nil" if v is None else rt.real_class(v).name
    raise rt.error("TypeError", f"no implicit conversion of {name} into Array")


def range_bounds(rt: Runtime, rng: RRange, n: int) -> tuple[int, int] | None:
    """(start, length) of a range over `n` elements, or None when it starts outside."""
    start = 0 if rng.first is None else to_int(rt, rng.first)
    end = n if rng.last is None else to_int(rt, rng.last)
    if start < 0:
        start += n
        if start < 0:
            return None
    if start > n:
        return None
    if end < 0:
        end += n
    if rng.last is not None and not rng.excl:
        end += 1
    return start, max(0, end - start)


def call(rt: Runtime, block: Any, x: Any) -> Any:
    return rt.call_proc(block, [x])


# -- creation --------------------------------------------------------------------------------


@s.method("new")
def new(rt, self, *args, block=None):
    if self is not rt.Array:  # a subclass: allocate it and run its own initialize
        return new_instance(rt, self, list(args), block)
    arr = RArray()
    fill(rt, arr, list(args), block)  # what Array#initialize does
    return arr


@a.method("initialize", visibility="private")
def initialize(rt, self, *args, block=None):
    fill(rt, self, list(args), block)


@s.method("[]")
def new_from(rt, self, *items):
    if self is not rt.Array:  # Sub[1, 2] is a Sub, its initialize not run (as in MRI)
        obj = allocate_builtin(rt, self, self.instance_kind)
        obj.extend(items)
        return obj
    return RArray(items)


@s.method("try_convert")
def try_convert(rt, self, value):
    return value if isinstance(value, RArray) else None


# -- reading ---------------------------------------------------------------------------------


@a.method("[]", "slice")
def aref(rt, self, index, length=None):
    if length is not None:
        return _slice(rt, self, to_int(rt, index), to_int(rt, length))
    if index.__class__ is int:
        try:
            return self[index] if index >= -len(self) else None
        except IndexError:
            return None
    if isinstance(index, RRange):
        b = range_bounds(rt, index, len(self))
        return None if b is None else RArray(self[b[0] : b[0] + b[1]])
    return aref(rt, self, to_int(rt, index))


def _slice(rt: Runtime, arr: RArray, start: int, length: int) -> RArray | None:
    n = len(arr)
    if start < 0:
        start += n
    if start < 0 or start > n or length < 0:
        return None
    return RArray(arr[start : start + length])


@a.method("at")
def at(rt, self, index):
    i = to_int(rt, index)
    return self[i] if -len(self) <= i < len(self) else None


@a.method("fetch")
def fetch(rt, self, index, *default, block=None):
    i = to_int(rt, index)
    n = len(self)
    if -n <= i < n:
        return self[i]
    if block is not None:
        return rt.call_proc(block, [index])
    if default:
        return default[0]
    raise rt.error("IndexError", f"index {i} outside of array bounds: {-n}...{n}")


@a.method("dig")
def dig(rt, self, index, *rest):
    v = aref(rt, self, index)
    if not rest or v is None:
        return v

    return dig_into(rt, v, rest)


@a.method("first")
def first(rt, self, *args):
    if not args:
        return self[0] if self else None
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    n = num2long(rt, args[0])
    if n < 0:
        raise rt.error("ArgumentError", "negative array size")
    return RArray(self[:n])


@a.method("last")
def last(rt, self, *args):
    if not args:
        return self[-1] if self else None
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    n = num2long(rt, args[0])
    if n < 0:
        raise rt.error("ArgumentError", "negative array size")
    return RArray(self[len(self) - n :] if n else [])


@a.method("values_at")
def values_at(rt, self, *indexes):
    out = RArray()
    n = len(self)
    for ix in indexes:
        if not isinstance(ix, RRange):
            out.append(at(rt, self, ix))
            continue
        start = 0 if ix.first is None else to_int(rt, ix.first)
        end = n - 1 if ix.last is None else to_int(rt, ix.last)
        if start < 0:
            start += n
            if start < 0:
                raise rt.error("RangeError", f"{rt.inspect(ix)} out of range")
        if end < 0:
            end += n
        if ix.excl and ix.last is not None:
            end -= 1
        out.extend(self[i] if i < n else None for i in range(start, end + 1))
    return out


@a.method("take")
def take(rt, self, n):
    n = to_int(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "attempt to take negative size")
    return RArray(self[:n])


@a.method("drop")
def drop(rt, self, n):
    n = to_int(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "attempt to drop negative size")
    return RArray(self[n:])


@a.method("take_while")
def take_while(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "take_while")
    out = RArray()
    for x in self:
        if not rt.truthy(call(rt, block, x)):
            break
        out.append(x)
    return out


@a.method("drop_while")
def drop_while(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "drop_while")
    i = 0
    while i < len(self) and rt.truthy(call(rt, block, self[i])):
        i += 1
    return RArray(self[i:])


@a.method("length", "size")
def length(rt, self):
    return len(self)


@a.method("empty?")
def empty(rt, self):
    return not self


@a.method("include?", "member?")
def include(rt, self, value):
    cls = value.__class__
    if cls is int or cls is RSymbol or value is None:
        for x in self:
            if (
                x is value
                or (x.__class__ is int and x == value)
                or (x.__class__ is float and x == value)
            ):
                return True
            if x.__class__ not in _PLAIN and rt.equal(x, value):
                return True
        return False
    if cls is RString:
        v = value.v
        for x in self:
            if x.__class__ is RString:
                if x.v == v:
                    return True
            elif x.__class__ not in _PLAIN and rt.equal(x, value):
                return True
        return False
    return any(rt.equal(x, value) for x in self)


_PLAIN = {int, float, RString, RSymbol, type(None), bool}


@a.method("index", "find_index")
def index(rt, self, *args, block=None):
    if args:
        for i, x in enumerate(self):
            if rt.equal(x, args[0]):
                return i
        return None
    if block is None:
        return enum_for(rt, self, "index")
    for i, x in enumerate(self):
        if rt.truthy(call(rt, block, x)):
            return i
    return None


@a.method("rindex")
def rindex(rt, self, *args, block=None):
    for i in range(len(self) - 1, -1, -1):
        if i >= len(self):
            continue
        x = self[i]
        if rt.equal(x, args[0]) if args else rt.truthy(call(rt, block, x)):
            return i
    return None


@a.method("count")
def count(rt, self, *args, block=None):
    if args:
        return sum(1 for x in self if rt.equal(x, args[0]))
    if block is not None:
        return sum(1 for x in list(self) if rt.truthy(call(rt, block, x)))
    return len(self)


@a.method("assoc")
def assoc(rt, self, key):
    for x in self:
        if isinstance(x, RArray) and x and rt.equal(x[0], key):
            return x
    return None


@a.method("rassoc")
def rassoc(rt, self, value):
    for x in self:
        if isinstance(x, RArray) and len(x) > 1 and rt.equal(x[1], value):
            return x
    return None


@a.method("bsearch")
def bsearch(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "bsearch")
    lo, hi = 0, len(self)
    found = None
    while lo < hi:
        mid = (lo + hi) // 2
        r = call(rt, block, self[mid])
        if r is True:
            found = self[mid]
            hi = mid
        elif r is False or r is None:
            lo = mid + 1
        elif isinstance(r, (int, float)):
            if r == 0:
                return self[mid]
            if r < 0:
                hi = mid
            else:
                lo = mid + 1
        else:
            raise rt.error(
                "TypeError",
                f"wrong argument type {rt.real_class(r).name} (must be numeric, true, false or nil)",
            )
    return found


def _random_option(rt: Runtime, args: tuple) -> tuple[tuple, Any]:
    """Split off a trailing `random: gen` (Random's default generator when absent)."""
    if args and isinstance(args[-1], RHash):
        opts = args[-1]
        gen = None
        for key, value in opts.items():
            if key is not sym("random"):
                raise rt.error("ArgumentError", f"unknown keyword: {rt.inspect(key)}")
            gen = value
        return args[:-1], gen
    return args, None


@a.method("sample")
def sample(rt, self, *args):
    """MRI's draws, in MRI's order (so a seeded generator picks what MRI picks): up to ten
    indexes drawn first and placed by insertion, more by a partial Fisher-Yates."""
    from toque.interpreter.core.random_lib import pick

    args, gen = _random_option(rt, args)
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    size = len(self)
    if not args:
        if not size:
            return None
        return self[0 if size < 2 else pick(rt, gen, size - 1)]
    n = to_int(rt, args[0])
    if n < 0:
        raise rt.error("ArgumentError", "negative sample number")
    n = min(n, size)
    if n > 10:
        items = list(self)
        for i in range(n):
            j = pick(rt, gen, size - i - 1) + i
            items[i], items[j] = items[j], items[i]
        return RArray(items[:n])
    draws = [pick(rt, gen, size - i - 1) for i in range(n)]
    if len(self) < size:  # the block of `random:` shortened the array
        size = len(self)
        if any(d >= size for d in draws):
            return RArray()
        n = min(n, size)
    return RArray(self[i] for i in _sample_indexes(draws[:n]))


def _sample_indexes(draws: list[int]) -> list[int]:
    """Distinct indexes from draws made below len, len-1, …: each skips those taken."""
    n = len(draws)
    if n == 3:
        i, j, k = draws
        low, high = j, i
        if j >= i:
            low, j = i, j + 1
            high = j
        if k >= low:
            k += 1
            if k >= high:
                k += 1
        return [i, j, k]
    if n == 2:
        i, j = draws
        return [i, j + 1 if j >= i else j]
    taken: list[int] = []
    out = []
    for k in draws:
        pos = 0
        for pos, t in enumerate(taken):  # noqa: B007 - the position is wanted after the loop
            if k < t:
                break
            k += 1
        else:
            pos = len(taken)
        taken.insert(pos, k)
        out.append(k)
    return out


def _shuffle_in_place(rt: Runtime, items: list, gen: Any) -> None:
    from toque.interpreter.core.random_lib import pick

    i = len(items)
    while i:
        j = pick(rt, gen, i - 1)
        i -= 1
        items[i], items[j] = items[j], items[i]


@a.method("shuffle")
def shuffle(rt, self, *args):
    args, gen = _random_option(rt, args)
    if args:
        raise rt.arity_error(len(args), "0")
    items = list(self)
    _shuffle_in_place(rt, items, gen)
    return RArray(items)


@a.method("shuffle!")
def shuffle_bang(rt, self, *args):
    args, gen = _random_option(rt, args)
    if args:
        raise rt.arity_error(len(args), "0")
    check_frozen(rt, self)
    _shuffle_in_place(rt, self, gen)
    return self


# -- conversion ------------------------------------------------------------------------------


@a.method("to_a", "entries")
def to_a(rt, self):
    if self.__class__ is not RArray:  # an instance of a subclass: a plain Array of it
        from toque.interpreter.core.subclass import base_copy

        return base_copy(self)
    return self


@a.method("to_ary")
def to_ary_method(rt, self):
    return self


@a.method("deconstruct")
def deconstruct(rt, self):
    """What an array pattern (`in [a, *b]`) matches against: the array itself."""
    return self


@a.method("to_h")
def to_h(rt, self, *, block=None):
    return pairs_to_hash(rt, self, block)


@a.method("join")
def join(rt, self, sep=None):
    if sep is None:
        sep = rt.globals.get("$,")
    if sep is not None and not isinstance(sep, RString):
        if not rt.responds(sep, "to_str"):
            name = rt.real_class(sep).name
            raise rt.error("TypeError", f"no implicit conversion of {name} into String")
        sep = rt.send(sep, "to_str", [])
    text = "" if sep is None else sep.v
    return RString(_join(rt, self, text, set()))


def _join(rt: Runtime, arr: list, sep: str, active: set) -> str:
    if id(arr) in active:
        raise rt.error("ArgumentError", "recursive array join")
    active.add(id(arr))
    parts = []
    for x in arr:
        cls = x.__class__
        if cls is RString:
            parts.append(x.v)
        elif cls is RArray:
            parts.append(_join(rt, x, sep, active))
        else:
            parts.append(rt.to_s(x))
    active.discard(id(arr))
    return sep.join(parts)


@a.method("inspect", "to_s")
def inspect(rt, self):
    if self.__class__ is not RArray:  # a subclass instance: shown as its items, like MRI
        self = RArray(self)
    return RString(rt.inspect(self))


@a.method("pack")
def pack(rt, self, *args):
    from toque.interpreter.core import pack as packing

    return packing.pack(rt, self, *packing.arguments(rt, args, "buffer", None))


# -- comparison ------------------------------------------------------------------------------


@a.method("==")
def eq(rt, self, other):
    if self is other:
        return True
    if not isinstance(other, RArray):
        if rt.responds(other, "to_ary"):
            return rt.truthy(rt.send(other, "==", [self]))
        return False
    if len(self) != len(other):
        return False
    equal = rt.equal
    return all(x is y or equal(x, y) for x, y in zip(self, other, strict=False))


@a.method("eql?")
def eql(rt, self, other):
    if not isinstance(other, RArray) or len(self) != len(other):
        return False
    return all(rt.eql(x, y) for x, y in zip(self, other, strict=False))


@a.method("hash")
def hash_(rt, self):
    return hash(hkey(self)) & 0xFFFFFFFFFFFF


@a.method("<=>")
def cmp(rt, self, other):
    if not isinstance(other, RArray):
        return None
    for x, y in zip(self, other, strict=False):
        c = spaceship(rt, x, y)
        if c is None or c != 0:
            return c
    return (len(self) > len(other)) - (len(self) < len(other))
