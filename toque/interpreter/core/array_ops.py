"""Array's methods that make a new array: set operations (+, -, &, |, uniq), flatten, reverse,
rotate, sort, zip, product, combinations and permutations, transpose."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.array import call, join, to_ary, to_int
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enumerable import enum_for, zip_lists
from toque.interpreter.core.enumerable_order import sort_by_list, sort_list
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.model.objects import RArray, RObject, RString, hkey

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 82  # installed at start-up, in this order (core/discover.py)

a = Builtins("Array")


# -- new arrays ------------------------------------------------------------------------------


@a.method("+")
def plus(rt, self, other):
    return RArray(list(self) + list(to_ary(rt, other)))


@a.method("-", "difference")
def minus(rt, self, *others):
    drop_keys = {hkey(x) for o in others for x in to_ary(rt, o)}
    return RArray(x for x in self if hkey(x) not in drop_keys)


@a.method("*")
def times(rt, self, n):
    if isinstance(n, RString):
        return join(rt, self, n)
    n = to_int(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "negative argument")
    return RArray(list(self) * n)


@a.method("&", "intersection")
def intersection(rt, self, *others):
    out = list(self)
    for o in others:
        keys = {hkey(x) for x in to_ary(rt, o)}
        out = [x for x in out if hkey(x) in keys]
    return _uniq_list(out)


@a.method("intersect?")
def intersect(rt, self, other):
    keys = {hkey(x) for x in to_ary(rt, other)}
    return any(hkey(x) in keys for x in self)


@a.method("|", "union")
def union(rt, self, *others):
    items = list(self)
    for o in others:
        items.extend(to_ary(rt, o))
    return _uniq_list(items)


def _uniq_list(items: list) -> RArray:
    seen: set = set()
    out = RArray()
    for x in items:
        k = hkey(x)
        if k not in seen:
            seen.add(k)
            out.append(x)
    return out


@a.method("uniq")
def uniq(rt, self, *, block=None):
    if block is None:
        return _uniq_list(self)
    seen: set = set()
    out = RArray()
    for x in self:
        k = hkey(call(rt, block, x))
        if k not in seen:
            seen.add(k)
            out.append(x)
    return out


@a.method("flatten")
def flatten(rt, self, depth=None):
    d = -1 if depth is None else to_int(rt, depth)
    out = RArray()
    _flatten_into(rt, self, d, out, set())
    return out


def _flatten_into(rt: Runtime, arr: list, depth: int, out: list, active: set) -> None:
    if id(arr) in active:
        raise rt.error("ArgumentError", "tried to flatten recursive array")
    active.add(id(arr))
    for x in arr:
        if depth != 0 and x.__class__ is RObject and rt.responds(x, "to_ary", True):
            x = rt.send(x, "to_ary", [], None, True)  # objects that act as arrays
        if isinstance(x, RArray) and depth != 0:
            _flatten_into(rt, x, depth - 1, out, active)
        else:
            out.append(x)
    active.discard(id(arr))


@a.method("reverse")
def reverse(rt, self):
    return RArray(self[::-1])


@a.method("rotate")
def rotate(rt, self, n=1):
    if not self:
        return RArray()
    k = to_int(rt, n) % len(self)
    return RArray(self[k:] + self[:k])


@a.method("sort")
def sort(rt, self, *, block=None):
    return RArray(sort_list(rt, list(self), block))


@a.method("sort_by")
def sort_by(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "sort_by")
    return RArray(sort_by_list(rt, list(self), block))


@a.method("zip")
def zip_(rt, self, *others, block=None):
    return zip_lists(rt, self, others, block)


@a.method("product")
def product(rt, self, *others, block=None):
    lists = [list(self)] + [list(to_ary(rt, o)) for o in others]
    rows = [RArray(row) for row in itertools.product(*lists)]
    if block is None:
        return RArray(rows)
    for row in rows:
        rt.call_proc(block, [row])
    return self


# MRI reads the size with NUM2LONG (Floats truncate, nil is a TypeError); a negative
# size, or one past what the array can give, yields nothing


@a.method("combination")
def combination(rt, self, n, *, block=None):
    n = num2long(rt, n)
    rows = itertools.combinations(list(self), n) if n >= 0 else iter(())
    return _combinatoric(rt, self, rows, block)


@a.method("permutation")
def permutation(rt, self, n=None, *, block=None):
    n = len(self) if n is None else num2long(rt, n)
    rows = itertools.permutations(list(self), n) if n >= 0 else iter(())
    return _combinatoric(rt, self, rows, block)


@a.method("repeated_combination")
def repeated_combination(rt, self, n, *, block=None):
    n = num2long(rt, n)
    rows = itertools.combinations_with_replacement(list(self), n) if n >= 0 else iter(())
    return _combinatoric(rt, self, rows, block)


@a.method("repeated_permutation")
def repeated_permutation(rt, self, n, *, block=None):
    n = num2long(rt, n)
    rows = itertools.product(list(self), repeat=n) if n >= 0 else iter(())
    return _combinatoric(rt, self, rows, block)


def _combinatoric(rt: Runtime, arr: RArray, rows: Any, block: Any) -> Any:
    if block is None:
        return enum_for(rt, RArray(RArray(r) for r in rows), "each")
    for r in rows:
        rt.call_proc(block, [RArray(r)])
    return arr


@a.method("transpose")
def transpose(rt, self):
    rows = [to_ary(rt, r) for r in self]
    if not rows:
        return RArray()
    width = len(rows[0])
    for r in rows:
        if len(r) != width:
            raise rt.error("IndexError", f"element size differs ({len(r)} should be {width})")
    return RArray(RArray(r[i] for r in rows) for i in range(width))


@a.method("each_slice")
def each_slice(rt, self, n, *, block=None):
    n = to_int(rt, n)
    if n <= 0:
        raise rt.error("ArgumentError", "invalid slice size")
    if block is None:
        return enum_for(rt, self, "each_slice", [n])
    for i in range(0, len(self), n):
        rt.call_proc(block, [RArray(self[i : i + n])])
    return self
