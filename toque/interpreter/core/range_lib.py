"""Range: iteration (integers, strings via succ, any object with succ), cover, step, and sizes."""

from __future__ import annotations

import functools
import math
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.comparable import compare, spaceship
from toque.interpreter.core.enumerable import count as enum_count
from toque.interpreter.core.enumerable_order import min_impl
from toque.interpreter.core.enumerable_order import minmax as enum_minmax
from toque.interpreter.core.enumerable_order import sum_ as enum_sum
from toque.interpreter.core.enumerator import make_enumerator
from toque.interpreter.core.number_ops import num2long, special_name
from toque.interpreter.model.objects import RArray, RRange, RString, hkey

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 100  # installed at start-up, in this order (core/discover.py)

r = Builtins("Range")
rs = Builtins("Range", singleton=True)

INF = float("inf")


def _is_num(v: Any) -> bool:
    return (v.__class__ is int or v.__class__ is float) and v is not True and v is not False


def range_iter(rt: Runtime, rng: RRange) -> Iterator[Any]:
    """The values `rng.each` yields."""
    first, last = rng.first, rng.last
    if first.__class__ is int:
        yield from _int_iter(rt, first, last, rng.excl)
        return
    if first is None or first.__class__ is float:
        raise rt.error("TypeError", f"can't iterate from {rt.real_class(first).name}")
    if first.__class__ is RString and (last is None or last.__class__ is RString):
        yield from _str_iter(rt, first, last, rng.excl)
        return
    if not rt.responds(first, "succ"):
        raise rt.error("TypeError", f"can't iterate from {rt.real_class(first).name}")
    yield from _succ_iter(rt, first, last, rng.excl)


def _int_iter(rt: Runtime, first: int, last: Any, excl: bool) -> Iterator[int]:
    if last is None or last == INF:
        i = first
        while True:
            yield i
            i += 1
    if last.__class__ is float:
        stop = int(last) if excl and last == math.floor(last) else math.floor(last) + 1
    elif last.__class__ is int:
        stop = last if excl else last + 1
    else:
        raise rt.error("TypeError", f"can't iterate from {rt.real_class(first).name}")
    yield from range(first, stop)


def _str_iter(rt: Runtime, first: RString, last: Any, excl: bool) -> Iterator[Any]:
    """String#upto: succ until `last`, never past its length."""
    if last is None:
        cur = first
        while True:
            yield RString(cur.v)
            cur = rt.send(cur, "succ", [])
    a, b = first.v, last.v
    if len(a) == 1 and len(b) == 1 and a.isascii() and b.isascii():
        end = ord(b) if not excl else ord(b) - 1
        for o in range(ord(a), end + 1):
            yield RString(chr(o))
        return
    if a.isascii() and a.isdigit() and b.isascii() and b.isdigit():
        # MRI counts digit strings as numbers, keeping the first one's width
        stop = int(b) if excl else int(b) + 1
        for i in range(int(a), stop):
            yield RString(str(i).rjust(len(a), "0"))
        return
    if a > b or (excl and a == b):
        return
    cur = first
    while True:
        if excl and cur.v == b:
            return
        yield RString(cur.v)
        if cur.v == b:
            return
        cur = rt.send(cur, "succ", [])
        if len(cur.v) > len(b) or not cur.v:
            return


def _succ_iter(rt: Runtime, first: Any, last: Any, excl: bool) -> Iterator[Any]:
    cur = first
    while True:
        if last is not None:
            c = compare(rt, cur, last)
            if c > 0 or (excl and c == 0):
                return
        yield cur
        cur = rt.send(cur, "succ", [])


def covers(rt: Runtime, rng: RRange, v: Any) -> bool:
    """`rng.cover?(v)` for a single value."""
    first, last = rng.first, rng.last
    if first is not None:
        c = spaceship(rt, first, v)
        if c is None or c > 0:
            return False
    if last is None:
        return True
    c = spaceship(rt, v, last)
    if c is None:
        return False
    return c < 0 or (c == 0 and not rng.excl)


def to_list(rt: Runtime, rng: RRange) -> list:
    if rng.last is None:
        raise rt.error("RangeError", "cannot convert endless range to an array")
    first, last = rng.first, rng.last
    if first.__class__ is int and _is_num(last):
        count = INF if last == INF else max(0, math.floor(last) - first + 1)
        if count > _most_elements():  # MRI's allocation fails: NoMemoryError, not a swap storm
            raise MemoryError
    return list(range_iter(rt, rng))


@functools.cache
def _most_elements() -> int:
    """How many Integers this machine's memory could hold in an Array (~40 bytes each)."""
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // 40
    except (OSError, ValueError, AttributeError):
        return 2**31


def new_range(rt: Runtime, first: Any, last: Any, excl: bool) -> RRange:
    """`first..last` (a literal or Range.new): as MRI's range_init, ends that do not
    compare (`1..Float::NAN`, `1.."a"`) are "bad value for range"; nil is a missing end."""
    if first.__class__ is int and last.__class__ is int:
        return RRange(first, last, excl)
    if first is not None and last is not None and spaceship(rt, first, last) is None:
        raise rt.error("ArgumentError", "bad value for range")
    return RRange(first, last, excl)


@rs.method("new")
def new(rt, self, *args, block=None):
    if self is not rt.Range:  # a subclass: allocate it and run its own initialize
        from toque.interpreter.core.subclass import new_instance

        return new_instance(rt, self, list(args), block)
    if not 2 <= len(args) <= 3:
        raise rt.arity_error(len(args), "2..3")
    return new_range(rt, args[0], args[1], len(args) > 2 and rt.truthy(args[2]))


def _check_ends(rt: Runtime, first: Any, last: Any) -> None:
    new_range(rt, first, last, False)  # "bad value for range" for ends that do not compare


@r.method("initialize", visibility="private")
def range_initialize(rt, self, first, last, excl=False):
    if self.frozen:
        name = rt.real_class(self).name
        raise rt.error("FrozenError", f"can't modify frozen {name}: {rt.inspect(self)}")
    if getattr(self, "initialized", False):
        raise rt.error("NameError", "`initialize' called twice")
    _check_ends(rt, first, last)
    self.first, self.last, self.excl = first, last, rt.truthy(excl)
    self.initialized = True


@r.method("each")
def each(rt, self, *, block=None):
    if block is None:
        return make_enumerator(rt, self, "each", [])
    call = rt.call_proc
    for x in range_iter(rt, self):
        call(block, [x])
    return self


@r.method("reverse_each")
def reverse_each(rt, self, *, block=None):
    if block is None:
        return make_enumerator(rt, self, "reverse_each", [])
    if self.last is None:
        raise rt.error("TypeError", "can't iterate from NilClass")
    for x in reversed(to_list(rt, self)):
        rt.call_proc(block, [x])
    return self


@r.method("begin")
def begin(rt, self):
    return self.first


@r.method("end")
def end(rt, self):
    return self.last


@r.method("first")
def first(rt, self, *args):
    if not args:
        if self.first is None:
            raise rt.error("RangeError", "cannot get the first element of beginless range")
        return self.first
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    n = num2long(rt, args[0])
    if n < 0:
        raise rt.error("ArgumentError", "negative array size (or size too big)")
    out = RArray()
    if n == 0:
        return out
    for x in range_iter(rt, self):
        out.append(x)
        if len(out) >= n:
            break
    return out


@r.method("last")
def last(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    n = args[0] if args else None
    if not args:
        if self.last is None:
            raise rt.error("RangeError", "cannot get the last element of endless range")
        return self.last
    n = num2long(rt, n)  # MRI: Array#last(n) of to_a
    items = to_list(rt, self)
    if n < 0:
        raise rt.error("ArgumentError", "negative array size")
    return RArray(items[len(items) - n :] if n else [])


@r.method("min")
def min_(rt, self, *args, block=None):
    if args and block is None:  # MRI 3.1's range_min: min(n) is first(n), not a scan
        return first(rt, self, *args)
    if block is not None or args or not _is_num(self.first):
        return min_impl(rt, self, args, block, 1)
    c = spaceship(rt, self.first, self.last) if self.last is not None else -1
    if c is None or c > 0 or (c == 0 and self.excl):
        return None
    return self.first


@r.method("max")
def max_(rt, self, *args, block=None):
    if block is not None or args or not _is_num(self.last):
        if self.last is None:
            raise rt.error("RangeError", "cannot get the maximum of endless range")

        return min_impl(rt, self, args, block, -1)
    lo, hi = self.first, self.last
    if self.excl and hi.__class__ is float:
        raise rt.error("TypeError", "cannot exclude non Integer end value")
    if self.excl and lo.__class__ is float:
        raise rt.error("TypeError", "cannot exclude end value with non Integer begin value")
    if lo is not None:
        c = spaceship(rt, lo, hi)
        if c is None or c > 0 or (c == 0 and self.excl):
            return None
    if self.excl:
        return hi - 1
    return hi


@r.method("minmax")
def minmax(rt, self, *, block=None):
    if block is not None:
        return enum_minmax(rt, self, block=block)
    return RArray([min_(rt, self), max_(rt, self)])


@r.method("sum")
def sum_(rt, self, init=0, *, block=None):
    lo, hi = self.first, self.last
    if block is None and lo.__class__ is int and hi.__class__ is int and init.__class__ is int:
        if self.excl:
            hi -= 1
        if hi < lo:
            return init
        return init + (lo + hi) * (hi - lo + 1) // 2

    return enum_sum(rt, self, init, block=block)


@r.method("size")
def size(rt, self):
    lo, hi = self.first, self.last
    if not _is_num(lo):
        if lo is None and _is_num(hi):
            return INF
        return None
    if hi is None:
        return INF
    if not _is_num(hi):
        return None
    if lo.__class__ is float and math.isinf(lo):
        return INF
    if hi == INF:
        return INF
    n = math.floor(hi - lo)
    if self.excl and lo + n == hi:
        n -= 1
    return max(0, int(n) + 1)


@r.method("count")
def count(rt, self, *args, block=None):
    if not args and block is None:
        if self.last is None or self.first is None:
            return INF
        if _is_num(self.first) and _is_num(self.last):
            return size(rt, self)

    return enum_count(rt, self, *args, block=block)


@r.method("to_a", "entries", "to_ary")
def to_a(rt, self):
    if self.first.__class__ is float:
        raise rt.error("TypeError", "can't iterate from Float")
    return RArray(to_list(rt, self))


@r.method("exclude_end?")
def exclude_end(rt, self):
    return self.excl


@r.method("include?", "member?")
def include(rt, self, value):
    lo, hi = self.first, self.last
    if lo.__class__ is RString and hi.__class__ is RString:
        if value.__class__ is not RString:
            return False
        if len(lo.v) == 1 and len(hi.v) == 1 and lo.v.isascii() and hi.v.isascii():
            return len(value.v) == 1 and covers(rt, self, value)
        return any(x.v == value.v for x in range_iter(rt, self))
    return covers(rt, self, value)


@r.method("===")
def case_eq(rt, self, value):
    return covers(rt, self, value)


@r.method("cover?")
def cover(rt, self, value):
    if isinstance(value, RRange):
        if value.first is not None and not covers(rt, self, value.first):
            return False
        if value.last is None:
            return self.last is None
        if covers(rt, self, value.last):
            return True
        # 1..3 covers 1...4 when 4 is the integer just past the end
        return (
            value.excl
            and value.last.__class__ is int
            and self.last.__class__ is int
            and not self.excl
            and value.last == self.last + 1
        )
    return covers(rt, self, value)


@r.method("%")
def percent(rt, self, n, *, block=None):
    if block is None:
        return make_enumerator(rt, self, "%", [n])
    return step(rt, self, n, block=block)


@r.method("step")
def step(rt, self, n, *, block=None):
    if block is None:
        return make_enumerator(rt, self, "step", [n])
    if n.__class__ not in (int, float):
        raise rt.error("TypeError", f"no implicit conversion of {special_name(rt, n)} into Integer")
    if n == 0:
        raise rt.error("ArgumentError", "step can't be 0")
    if n < 0:
        raise rt.error("ArgumentError", "step can't be negative")
    lo, hi = self.first, self.last
    if lo.__class__ is float or hi.__class__ is float or n.__class__ is float:
        for x in float_steps(_step_float(rt, lo), hi, float(n), self.excl):
            rt.call_proc(block, [x])
        return self
    if lo.__class__ is int:
        i = lo
        while hi is None or i < hi or (i == hi and not self.excl):
            rt.call_proc(block, [i])
            i += n
        return self
    for k, x in enumerate(range_iter(rt, self)):
        if k % n == 0:
            rt.call_proc(block, [x])
    return self


def _step_float(rt: Runtime, value: Any) -> float:
    """A float step's start as MRI's NUM2DBL takes it (a beginless range has none)."""
    if value.__class__ in (int, float):
        return float(value)
    name = "nil" if value is None else rt.real_class(value).name.lower()
    raise rt.error("TypeError", f"no implicit conversion to float from {name}")


def float_steps(beg: float, end: Any, unit: float, excl: bool) -> Iterator[float]:
    """MRI's ruby_float_step: beg + i*unit, the count rounded with an error margin."""
    if end is None:
        i = 0
        while True:
            yield beg + i * unit
            i += 1
    end = float(end)
    n = (end - beg) / unit
    if n != n:  # a NaN end or step: no step at all (MRI's loop `i < NaN` never runs)
        return
    err = (abs(beg) + abs(end) + abs(end - beg)) / abs(unit) * 2.220446049250313e-16
    if math.isinf(unit):
        if unit > 0 and beg <= end or unit < 0 and beg >= end:
            yield beg
        return
    err = min(err, 0.5)
    if excl:
        if n <= 0:
            return
        n = 0 if n < 1 else math.floor(n - err)
        d = (n + 1) * unit + beg
        if (beg < end and d < end) or (beg > end and d > end):
            n += 1
    else:
        if n < 0:
            return
        n = math.floor(n + err)
    for i in range(int(n) + 1):
        d = i * unit + beg
        if (unit >= 0 and end < d) or (unit < 0 and d < end):
            d = end
        yield d


@r.method("==", "eql?")
def eq(rt, self, other):
    if not isinstance(other, RRange):
        return False
    return (
        self.excl == other.excl
        and rt.equal(self.first, other.first)
        and rt.equal(self.last, other.last)
    )


@r.method("hash")
def hash_(rt, self):
    return hash(hkey(self)) & 0xFFFFFFFFFFFF


@r.method("to_s")
def to_s(rt, self):
    lo = "" if self.first is None else rt.to_s(self.first)
    hi = "" if self.last is None else rt.to_s(self.last)
    return RString(f"{lo}{'...' if self.excl else '..'}{hi}")


@r.method("inspect")
def inspect(rt, self):
    lo, hi = self.first, self.last
    left = rt.inspect(lo) if lo is not None or hi is None else ""
    right = rt.inspect(hi) if lo is None or hi is not None else ""
    return RString(f"{left}{'...' if self.excl else '..'}{right}")


@r.method("dup", "clone")
def dup(rt, self, *args):
    if self.__class__ is not RRange:  # a subclass's instance: same class, ivars kept
        from toque.interpreter.core.copy import shallow_copy

        return shallow_copy(rt, self)
    return RRange(self.first, self.last, self.excl)
