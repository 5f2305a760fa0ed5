"""Enumerable's folding and ordering: inject/reduce, sum, sort, sort_by, min/max(_by),
minmax(_by) — and the sorting and summing helpers Array, Hash and Range share.
The rest of Enumerable, and `scan`/`collect` that walk a receiver, are in enumerable.py."""

from __future__ import annotations

import math
from functools import cmp_to_key
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.comparable import cmp_result, compare
from toque.interpreter.core.enumerable import collect, enum_for
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.model.objects import RArray, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 141  # installed at start-up, in this order (core/discover.py): after enumerable

m = Builtins("Enumerable")


# -- folding ---------------------------------------------------------------------------------


@m.method("inject", "reduce")
def inject(rt, self, *args, block=None):
    return fold(rt, collect(rt, self), args, block)


def fold(rt: Runtime, items: list, args: tuple, block: Any) -> Any:
    """inject/reduce over a list: (init?, symbol?) or a block."""
    op = None
    if len(args) == 2:
        acc, op = args
        start = 0
    elif len(args) == 1 and block is None:
        op = args[0]
        if op is None:
            raise rt.error("TypeError", "nil is not a symbol nor a string")
        if not items:
            return None
        acc, start = items[0], 1
    elif len(args) == 1:
        acc, start = args[0], 0
    else:
        if not items:
            return None
        acc, start = items[0], 1
    if op is not None:
        if not isinstance(op, (RSymbol, RString)):
            raise rt.error("TypeError", f"{rt.inspect(op)} is not a symbol nor a string")
        name = op.name if isinstance(op, RSymbol) else rt.to_s(op)
        return _fold_op(rt, acc, items, start, name)
    if block is None and start < len(items):  # `[1].inject` is 1; two need the block
        raise rt.error("LocalJumpError", "no block given")
    call = rt.call_proc
    for i in range(start, len(items)):
        acc = call(block, [acc, items[i]])
    return acc


def _fold_op(rt: Runtime, acc: Any, items: list, start: int, name: str) -> Any:
    send = rt.send
    for i in range(start, len(items)):
        x = items[i]
        if name == "+" and acc.__class__ is int and x.__class__ is int:
            acc = acc + x
        elif name == "*" and acc.__class__ is int and x.__class__ is int:
            acc = acc * x
        else:
            acc = send(acc, name, [x])
    return acc


@m.method("sum")
def sum_(rt, self, init=0, *, block=None):
    items = collect(rt, self)
    if block is not None:
        items = [rt.call_proc(block, [x]) for x in items]
    return sum_values(rt, items, init)


def sum_values(rt: Runtime, items: list, init: Any = 0, array: bool = False) -> Any:
    """MRI 3.1's sum: leading Integers summed exactly, then added to `init` (Array#sum
    does so whatever `init` is), Kahan-Babuska compensation once a Float appears."""
    acc = init
    i, n = 0, len(items)
    if array or init.__class__ is int or init.__class__ is float:
        total = 0
        while i < n and items[i].__class__ is int:
            total += items[i]
            i += 1
        if total != 0 or (i and init.__class__ is not int and init.__class__ is not float):
            acc = _plus(rt, total, init)
    if i < n and acc.__class__ in (int, float) and items[i].__class__ is float:
        acc, i = _float_sum(acc, items, i)
    while i < n:
        acc = rt.send(acc, "+", [items[i]])
        i += 1
    return acc


def _plus(rt: Runtime, a: Any, b: Any) -> Any:
    if (b.__class__ is int or b.__class__ is float) and b is not True and b is not False:
        return a + b
    return rt.send(a, "+", [b])


def _float_sum(acc: Any, items: list, i: int) -> tuple[float, int]:
    f, c = float(acc), 0.0
    n = len(items)
    while i < n:
        x = items[i]
        if x.__class__ is not float and x.__class__ is not int:
            break
        x = float(x)
        i += 1
        if math.isnan(f):
            continue
        if math.isnan(x):
            f = x
            continue
        if math.isinf(x):
            f = math.nan if math.isinf(f) and (x < 0) != (f < 0) else x
            continue
        if math.isinf(f):
            continue
        t = f + x
        if abs(f) >= abs(x):
            c += (f - t) + x
        else:
            c += (x - t) + f
        f = t
    return f + c, i


# -- ordering --------------------------------------------------------------------------------


def sort_list(rt: Runtime, items: list, block: Any = None) -> list:
    """A sorted copy (stable: see UNSUPPORTED.md on ties)."""
    if block is None:
        if _all_simple(items):
            return sorted(items, key=_simple_key)
        # Python compares (later, earlier); MRI (earlier, later): it shows in errors
        return sorted(items, key=cmp_to_key(lambda a, b: -compare(rt, b, a)))

    def by_block(a: Any, b: Any) -> int:
        return -cmp_result(rt, rt.call_proc(block, [b, a]), b, a)

    return sorted(items, key=cmp_to_key(by_block))


def _all_simple(items: list) -> bool:
    """All Integers/Floats (no NaN), or all Strings: Python's order is Ruby's."""
    if not items:
        return True
    c0 = items[0].__class__
    if c0 is int or c0 is float:
        return all((x.__class__ is int or x.__class__ is float) and x == x for x in items)

    return c0 is RString and all(x.__class__ is RString for x in items)


def _simple_key(x: Any) -> Any:
    return x.v if x.__class__ is not int and x.__class__ is not float else x


def sort_by_list(rt: Runtime, items: list, block: Any) -> list:
    keys = [rt.call_proc(block, [x]) for x in items]
    if _all_simple(keys):
        idx = sorted(range(len(items)), key=lambda i: _simple_key(keys[i]))
    else:
        # Python compares (later, earlier); MRI (earlier, later): it shows in errors
        order = cmp_to_key(lambda i, j: -compare(rt, keys[j], keys[i]))
        idx = sorted(range(len(items)), key=order)
    return [items[i] for i in idx]


@m.method("sort")
def sort(rt, self, *, block=None):
    return RArray(sort_list(rt, collect(rt, self), block))


@m.method("sort_by")
def sort_by(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "sort_by")
    return RArray(sort_by_list(rt, collect(rt, self), block))


def min_impl(rt: Runtime, recv: Any, args: tuple, block: Any, sign: int) -> Any:
    """min (sign 1) or max (sign -1), with an optional count and comparison block."""
    n = _count(rt, args)
    if n == 0:  # rb_nmin_run: nothing to keep, nothing iterated (`(1..10**30).max(0)`)
        return RArray()
    items = recv if isinstance(recv, list) else collect(rt, recv)
    if block is not None:

        def cmp(a: Any, b: Any) -> int:
            return cmp_result(rt, rt.call_proc(block, [a, b]), a, b)
    else:

        def cmp(a: Any, b: Any) -> int:
            return compare(rt, a, b)

    if n is not None:
        ordered = sorted(items, key=cmp_to_key(lambda a, b: -sign * cmp(b, a)))
        return RArray(ordered[:n])
    best = _NONE
    for x in items:
        if best is _NONE or sign * cmp(best, x) > 0:
            best = x
    return None if best is _NONE else best


_NONE = object()


def _count(rt: Runtime, args: tuple) -> int | None:
    """The count of min(n), max_by(n)…: NUM2LONG of it, not negative; nil is none."""
    if not args or args[0] is None:
        return None
    n = num2long(rt, args[0])
    if n < 0:
        raise rt.error("ArgumentError", f"negative size ({n})")
    return n


def min_by_impl(rt: Runtime, recv: Any, args: tuple, block: Any, sign: int) -> Any:
    n = _count(rt, args)
    if n == 0:
        return RArray()
    items = recv if isinstance(recv, list) else collect(rt, recv)
    keys = [rt.call_proc(block, [x]) for x in items]
    if n is not None:
        idx = sorted(
            range(len(items)), key=cmp_to_key(lambda i, j: sign * compare(rt, keys[i], keys[j]))
        )
        return RArray(items[i] for i in idx[:n])
    best = -1
    for i in range(len(items)):
        if best < 0 or sign * compare(rt, keys[best], keys[i]) > 0:
            best = i
    return None if best < 0 else items[best]


@m.method("min")
def min_(rt, self, *args, block=None):
    return min_impl(rt, self, args, block, 1)


@m.method("max")
def max_(rt, self, *args, block=None):
    return min_impl(rt, self, args, block, -1)


@m.method("min_by")
def min_by(rt, self, *args, block=None):
    if block is None:
        return enum_for(rt, self, "min_by", list(args))
    return min_by_impl(rt, self, args, block, 1)


@m.method("max_by")
def max_by(rt, self, *args, block=None):
    if block is None:
        return enum_for(rt, self, "max_by", list(args))
    return min_by_impl(rt, self, args, block, -1)


@m.method("minmax")
def minmax(rt, self, *, block=None):
    items = collect(rt, self)
    return RArray([min_impl(rt, items, (), block, 1), min_impl(rt, items, (), block, -1)])


@m.method("minmax_by")
def minmax_by(rt, self, *, block=None):
    if block is None:
        return enum_for(rt, self, "minmax_by")
    items = RArray(collect(rt, self))
    return RArray([min_by_impl(rt, items, (), block, 1), min_by_impl(rt, items, (), block, -1)])
