"""Array's iterators, written directly rather than through Enumerable for speed: each, map,
select, inject, sum, min, max, any?, all?, cycle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from toque.interpreter.core.array import call
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enumerable import enum_for, pattern_test
from toque.interpreter.core.enumerable_order import fold, min_by_impl, min_impl, sum_values
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.model.objects import RArray

if TYPE_CHECKING:
    pass


INSTALL_ORDER = 83  # installed at start-up, in this order (core/discover.py)

a = Builtins("Array")


# -- iteration (direct versions of Enumerable's, for speed) ---------------------------------


@a.method("each")
def each(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "each")
    callp = rt.call_proc
    i = 0
    while i < len(self):
        callp(block, [self[i]])
        i += 1
    return self


@a.method("each_index")
def each_index(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "each_index")
    i = 0
    while i < len(self):
        rt.call_proc(block, [i])
        i += 1
    return self


@a.method("each_with_index")
def each_with_index(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "each_with_index")
    callp = rt.call_proc
    i = 0
    while i < len(self):
        callp(block, [self[i], i])
        i += 1
    return self


@a.method("reverse_each")
def reverse_each(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "reverse_each")
    for x in self[::-1]:
        rt.call_proc(block, [x])
    return self


@a.method("map", "collect")
def map_(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "map")
    callp = rt.call_proc
    return RArray([callp(block, [x]) for x in list(self)])


@a.method("select", "filter")
def select(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "select")
    callp = rt.call_proc
    return RArray(
        [x for x in list(self) if (r := callp(block, [x])) is not None and r is not False]
    )


@a.method("reject")
def reject(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "reject")
    callp = rt.call_proc
    return RArray([x for x in list(self) if (r := callp(block, [x])) is None or r is False])


@a.method("inject", "reduce")
def inject(rt, self, *args, block=None):
    return fold(rt, self, args, block)


@a.method("sum")
def sum_(rt, self, init=0, *, block=None):
    items = self if block is None else [call(rt, block, x) for x in list(self)]
    return sum_values(rt, items, init, array=True)


@a.method("min")
def min_(rt, self, *args, block=None):
    return min_impl(rt, self, args, block, 1)


@a.method("max")
def max_(rt, self, *args, block=None):
    return min_impl(rt, self, args, block, -1)


@a.method("minmax")
def minmax(rt, self, *, block=None):
    return RArray([min_impl(rt, self, (), block, 1), min_impl(rt, self, (), block, -1)])


@a.method("min_by")
def min_by(rt, self, *args, block=None):
    if block is None:
        return enum_for(rt, self, "min_by", list(args))
    return min_by_impl(rt, self, args, block, 1)


@a.method("max_by")
def max_by(rt, self, *args, block=None):
    if block is None:
        return enum_for(rt, self, "max_by", list(args))
    return min_by_impl(rt, self, args, block, -1)


@a.method("any?")
def any_(rt, self, *args, block=None):
    if args:
        test = pattern_test(rt, args[0])
        return any(test(x) for x in self)
    if block is None:
        return any(x is not None and x is not False for x in self)
    return any(rt.truthy(call(rt, block, x)) for x in list(self))


@a.method("all?")
def all_(rt, self, *args, block=None):
    if args:
        test = pattern_test(rt, args[0])
        return all(test(x) for x in self)
    if block is None:
        return all(x is not None and x is not False for x in self)
    return all(rt.truthy(call(rt, block, x)) for x in list(self))


@a.method("cycle")
def cycle(rt, self, n=None, *, block=None):
    if block is None:
        return enum_for(rt, self, "cycle", [n] if n is not None else [])
    n = None if n is None else num2long(rt, n)  # MRI's NUM2LONG: 2**64 is a RangeError
    k = 0
    while self and (n is None or k < n):
        for x in list(self):
            rt.call_proc(block, [x])
        k += 1
    return None


@a.method("frozen?")
def frozen_p(rt, self):
    return self.frozen


@a.method("freeze")
def freeze(rt, self):
    self.frozen = True
    return self
