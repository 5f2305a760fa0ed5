"""Array's mutating methods: []=, push, pop, shift, unshift, insert, concat, delete, slice!, fill,
clear, replace, and the bang versions (map!, sort!, uniq!, flatten!…)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.array import call, check_frozen, range_bounds, to_ary, to_int
from toque.interpreter.core.array_ops import flatten, rotate, uniq
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enumerable import enum_for
from toque.interpreter.core.enumerable_order import sort_by_list, sort_list
from toque.interpreter.model.objects import RArray, RRange

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 81  # installed at start-up, in this order (core/discover.py)

a = Builtins("Array")


# -- writing ---------------------------------------------------------------------------------


@a.method("[]=")
def aset(rt, self, *args):
    check_frozen(rt, self)
    if len(args) == 3:
        start, length = to_int(rt, args[0]), to_int(rt, args[1])
        _splice(rt, self, start, length, args[2])
        return args[2]
    if len(args) != 2:
        raise rt.arity_error(len(args), "2..3")
    index, value = args
    if isinstance(index, RRange):
        n = len(self)
        b = range_bounds(rt, index, n)
        if b is None:
            raise rt.error("RangeError", f"{rt.inspect(index)} out of range")
        start, length = b
        if start > n:
            start = n
        _splice(rt, self, start, length, value)
        return value
    i = to_int(rt, index)
    n = len(self)
    if i < 0:
        if i + n < 0:
            raise rt.error("IndexError", f"index {i} too small for array; minimum: -{n}")
        i += n
    if i >= n:
        self.extend([None] * (i - n + 1))
    self[i] = value
    return value


def _splice(rt: Runtime, arr: RArray, start: int, length: int, value: Any) -> None:
    n = len(arr)
    if start < 0:
        if start + n < 0:
            raise rt.error("IndexError", f"index {start} too small for array; minimum: -{n}")
        start += n
    if length < 0:
        raise rt.error("IndexError", f"negative length ({length})")
    if start > n:
        arr.extend([None] * (start - n))
    items = list(value) if isinstance(value, RArray) else [value]
    arr[start : start + length] = items


@a.method("push", "append")
def push(rt, self, *items):
    check_frozen(rt, self)
    self.extend(items)
    return self


@a.method("<<")
def shovel(rt, self, item):
    if self.frozen:
        check_frozen(rt, self)
    self.append(item)
    return self


@a.method("pop")
def pop(rt, self, n=None):
    check_frozen(rt, self)
    if n is None:
        return self.pop() if self else None
    n = to_int(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "negative array size")
    out = RArray(self[len(self) - n :] if n else [])
    del self[len(self) - len(out) :]
    return out


@a.method("shift")
def shift(rt, self, n=None):
    check_frozen(rt, self)
    if n is None:
        return self.pop(0) if self else None
    n = to_int(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "negative array size")
    out = RArray(self[:n])
    del self[:n]
    return out


@a.method("unshift", "prepend")
def unshift(rt, self, *items):
    check_frozen(rt, self)
    self[0:0] = items
    return self


@a.method("insert")
def insert(rt, self, index, *items):
    check_frozen(rt, self)
    i = to_int(rt, index)
    if not items:
        return self
    n = len(self)
    if i < 0:
        i += n + 1
        if i < 0:
            raise rt.error(
                "IndexError", f"index {i - n - 1} too small for array; minimum: -{n + 1}"
            )
    if i > n:
        self.extend([None] * (i - n))
    self[i:i] = items
    return self


@a.method("concat")
def concat(rt, self, *others):
    check_frozen(rt, self)
    extra = [x for o in others for x in to_ary(rt, o)]
    self.extend(extra)
    return self


@a.method("delete")
def delete(rt, self, value, *, block=None):
    found = [x for x in self if rt.equal(x, value)]
    if not found:
        return rt.call_proc(block, [value]) if block is not None else None
    check_frozen(rt, self)
    self[:] = [x for x in self if not rt.equal(x, value)]
    return found[-1]


@a.method("delete_at")
def delete_at(rt, self, index):
    check_frozen(rt, self)
    i = to_int(rt, index)
    if -len(self) <= i < len(self):
        return self.pop(i)
    return None


@a.method("slice!")
def slice_bang(rt, self, index, length=None):
    check_frozen(rt, self)
    if length is None and not isinstance(index, RRange):
        return delete_at(rt, self, index)
    if length is not None:
        start, n = to_int(rt, index), len(self)
        start = start + n if start < 0 else start
        length = to_int(rt, length)
        if start < 0 or start > n or length < 0:
            return None
        out = RArray(self[start : start + length])
        del self[start : start + length]
        return out
    b = range_bounds(rt, index, len(self))
    if b is None:
        return None
    out = RArray(self[b[0] : b[0] + b[1]])
    del self[b[0] : b[0] + b[1]]
    return out


def _filter_in_place(rt: Runtime, arr: RArray, block: Any, keep_when: bool) -> bool:
    """Keep the elements whose block result is `keep_when`; whether anything went."""
    check_frozen(rt, arr)
    kept = [x for x in list(arr) if rt.truthy(call(rt, block, x)) is keep_when]
    changed = len(kept) != len(arr)
    arr[:] = kept
    return changed


@a.method("delete_if")
def delete_if(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "delete_if")
    _filter_in_place(rt, self, block, False)
    return self


@a.method("reject!")
def reject_bang(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "reject!")
    return self if _filter_in_place(rt, self, block, False) else None


@a.method("select!", "filter!")
def select_bang(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "select!")
    return self if _filter_in_place(rt, self, block, True) else None


@a.method("keep_if")
def keep_if(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "keep_if")
    _filter_in_place(rt, self, block, True)
    return self


@a.method("compact")
def compact(rt, self):
    return RArray(x for x in self if x is not None)


@a.method("compact!")
def compact_bang(rt, self):
    check_frozen(rt, self)
    n = len(self)
    self[:] = [x for x in self if x is not None]
    return self if len(self) != n else None


@a.method("clear")
def clear(rt, self):
    check_frozen(rt, self)
    del self[:]
    return self


@a.method("replace")
def replace(rt, self, other):
    check_frozen(rt, self)
    self[:] = list(to_ary(rt, other))
    return self


@a.method("fill")
def fill(rt, self, *args, block=None):
    check_frozen(rt, self)
    if block is None:
        if not args:
            raise rt.arity_error(0, "1..3")
        value, args = args[0], args[1:]
    n = len(self)
    if args and isinstance(args[0], RRange):
        b = range_bounds(rt, args[0], n)
        start, length = b if b is not None else (0, 0)
    else:
        start = to_int(rt, args[0]) if args and args[0] is not None else 0
        if start < 0:
            start = max(0, start + n)
        length = to_int(rt, args[1]) if len(args) > 1 and args[1] is not None else n - start
    end = start + max(0, length)
    if end > n:
        self.extend([None] * (end - n))
    for i in range(start, end):
        self[i] = rt.call_proc(block, [i]) if block is not None else value
    return self


@a.method("map!", "collect!")
def map_bang(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "map!")
    check_frozen(rt, self)
    for i in range(len(self)):
        self[i] = call(rt, block, self[i])
    return self


@a.method("reverse!")
def reverse_bang(rt, self):
    check_frozen(rt, self)
    self.reverse()
    return self


@a.method("rotate!")
def rotate_bang(rt, self, n=1):
    check_frozen(rt, self)
    self[:] = rotate(rt, self, n)
    return self


@a.method("sort!")
def sort_bang(rt, self, *, block=None):
    check_frozen(rt, self)
    self[:] = sort_list(rt, list(self), block)
    return self


@a.method("sort_by!")
def sort_by_bang(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "sort_by!")
    check_frozen(rt, self)
    self[:] = sort_by_list(rt, list(self), block)
    return self


@a.method("uniq!")
def uniq_bang(rt, self, *, block=None):
    check_frozen(rt, self)
    out = uniq(rt, self, block=block)
    if len(out) == len(self):
        return None
    self[:] = out
    return self


@a.method("flatten!")
def flatten_bang(rt, self, depth=None):
    check_frozen(rt, self)
    if not any(isinstance(x, RArray) for x in self):
        return None
    self[:] = flatten(rt, self, depth)
    return self
