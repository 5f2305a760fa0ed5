"""Comparable, and `compare(rt, a, b)`: Ruby's `<=>` as a Python int, used by sorting."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RRange, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 40  # installed at start-up, in this order (core/discover.py)

c = Builtins("Comparable")


def cmp_error(rt: Runtime, a: Any, b: Any) -> Any:
    """MRI's message names the right operand by inspect when it is an immediate value."""
    if b is None or b is True or b is False or isinstance(b, (int, float, RSymbol)):
        right = rt.inspect(b)
    else:
        right = rt.real_class(b).name
    return rt.error("ArgumentError", f"comparison of {rt.real_class(a).name} with {right} failed")


def spaceship(rt: Runtime, a: Any, b: Any) -> Any:
    """`a <=> b` as Ruby returns it (nil when the values are not comparable)."""
    ca, cb = a.__class__, b.__class__
    if (ca is int or ca is float) and (cb is int or cb is float):
        if a != a or b != b:
            return None
        return (a > b) - (a < b)
    if ca is RString and cb is RString:
        return (a.v > b.v) - (a.v < b.v)
    return rt.send(a, "<=>", [b])


def compare(rt: Runtime, a: Any, b: Any) -> int:
    """`a <=> b` as -1/0/1, raising ArgumentError when they do not compare."""
    ca, cb = a.__class__, b.__class__
    if (ca is int or ca is float) and (cb is int or cb is float) and a == a and b == b:
        return (a > b) - (a < b)
    if ca is RString and cb is RString:
        return (a.v > b.v) - (a.v < b.v)
    return cmp_result(rt, rt.send(a, "<=>", [b]), a, b)


def cmp_result(rt: Runtime, r: Any, a: Any, b: Any) -> int:
    """A `<=>` (or sort block) result as -1/0/1."""
    if r.__class__ is int:
        return (r > 0) - (r < 0)
    if r is None or r is True or r is False:
        raise cmp_error(rt, a, b)
    if isinstance(r, float):
        return (r > 0) - (r < 0)
    gt = rt.truthy(rt.send(r, ">", [0]))
    lt = rt.truthy(rt.send(r, "<", [0]))
    return gt - lt


def _cmp(rt: Runtime, a: Any, b: Any) -> int:
    r = rt.send(a, "<=>", [b])
    return cmp_result(rt, r, a, b)


@c.method("<")
def lt(rt, self, other):
    return _cmp(rt, self, other) < 0


@c.method("<=")
def le(rt, self, other):
    return _cmp(rt, self, other) <= 0


@c.method(">")
def gt(rt, self, other):
    return _cmp(rt, self, other) > 0


@c.method(">=")
def ge(rt, self, other):
    return _cmp(rt, self, other) >= 0


@c.method("==")
def eq(rt, self, other):
    if self is other:
        return True
    r = rt.send(self, "<=>", [other])
    return r is not None and r is not False and cmp_result(rt, r, self, other) == 0


@c.method("between?")
def between(rt, self, low, high):
    return _cmp(rt, self, low) >= 0 and _cmp(rt, self, high) <= 0


@c.method("clamp")
def clamp(rt, self, low, high=None):
    if high is None and isinstance(low, RRange):
        if low.excl and low.last is not None:
            raise rt.error("ArgumentError", "cannot clamp with an exclusive range")
        low, high = low.first, low.last
    if low is not None and high is not None and _cmp(rt, low, high) > 0:
        raise rt.error("ArgumentError", "min argument must be smaller than max argument")
    if low is not None and _cmp(rt, self, low) < 0:
        return low
    if high is not None and _cmp(rt, self, high) > 0:
        return high
    return self
