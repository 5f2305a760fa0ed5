"""Numeric: the methods Integer and Float share (written once, as MRI's Numeric has them), `step`,
and Float's constants."""

from __future__ import annotations

import math
import sys
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import (
    INF,
    NAN,
    cmp_failed,
    coerce_failed,
    is_num,
    num_cmp,
    num_remainder,
    numeric_enumerator,
    split_kwargs,
    unsupported,
)
from toque.interpreter.model.objects import RRange

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 50  # installed at start-up, in this order (core/discover.py)
num = Builtins("Numeric")


def step_args(rt: Runtime, args: tuple) -> tuple[Any, Any]:
    """`step(to = nil, by = 1)` and `step(by:, to:)` -> (limit, step)."""
    args, opts = split_kwargs(args)
    if len(args) > 2:
        raise rt.arity_error(len(args), "0..2")
    limit = args[0] if args else None
    step = args[1] if len(args) > 1 else None
    if opts is not None:
        for key, value in opts.items():
            if key.name == "to":
                if args:
                    raise rt.error("ArgumentError", "to is given twice")
                limit = value
            elif key.name == "by":
                if len(args) > 1:
                    raise rt.error("ArgumentError", "step is given twice")
                step = value
            else:
                raise rt.error("ArgumentError", f"unknown keyword: :{key.name}")
    elif len(args) > 1 and step is None:
        raise rt.error("TypeError", "step must be numeric")
    if step is None:
        step = 1
    if is_num(step) and step == 0:
        raise rt.error("ArgumentError", "step can't be 0")
    return limit, step


def float_step_size(beg: float, end: float, unit: float) -> float:
    if math.isinf(unit):
        return (1.0 if beg <= end else 0.0) if unit > 0 else (1.0 if beg >= end else 0.0)
    n = (end - beg) / unit
    if n != n:  # a NaN end, start or step: no step at all (MRI's loop `i < NaN` never runs)
        return n
    err = (abs(beg) + abs(end) + abs(end - beg)) / abs(unit) * sys.float_info.epsilon
    err = min(err, 0.5)
    if n < 0:
        return 0.0
    n = math.floor(n + err)
    d = (n + 1) * unit + beg
    if beg < end:
        if d <= end:
            n += 1
    elif beg > end and d >= end:
        n += 1
    return n + 1


def step_values(rt: Runtime, start: Any, limit: Any, step: Any) -> Any:
    """The numbers `start.step(limit, step)` yields (a generator; limit nil: forever)."""
    if not is_num(step):
        raise coerce_failed(rt, start, step)
    if limit is not None and not is_num(limit):
        raise cmp_failed(rt, start, limit)
    if start.__class__ is float or limit.__class__ is float or step.__class__ is float:
        return _float_steps(float(start), limit, float(step))
    return _int_steps(start, limit, step)


def _float_steps(beg: float, limit: Any, unit: float) -> Any:
    end = (INF if unit > 0 else -INF) if limit is None else float(limit)
    if math.isinf(end):
        k = 0
        while True:
            yield k * unit + beg
            k += 1
    n = float_step_size(beg, end, unit)
    if math.isinf(unit):
        if n:
            yield beg
        return
    k = 0
    while k < n:
        d = k * unit + beg
        if (end < d) if unit >= 0 else (d < end):
            d = end
        yield d
        k += 1


def _int_steps(n: int, limit: Any, step: int) -> Any:
    if limit is None:
        while True:
            yield n
            n += step
    if step > 0:
        while n <= limit:
            yield n
            n += step
    else:
        while n >= limit:
            yield n
            n += step


@num.method("step")
def num_step(rt, self, *args, block=None):
    if block is None:
        step_args(rt, args)  # argument errors are raised now, as MRI does
        return numeric_enumerator(rt, self, "step", list(args))
    limit, step = step_args(rt, args)
    call = rt.call_proc
    for v in step_values(rt, self, limit, step):
        call(block, [v])
    return self


# -- Numeric: methods both classes share ----------------------------------------------------------


@num.method("abs2")
def num_abs2(rt, self):
    return self * self


@num.method("finite?")
def num_finite(rt, self):
    return True


@num.method("infinite?")
def num_infinite(rt, self):
    return None


@num.method("integer?")
def num_integer(rt, self):
    return False


@num.method("remainder")
def num_remainder_method(rt, self, other):
    return num_remainder(rt, self, other)


@num.method("+@")
def num_uplus(rt, self):
    return self


@num.method("positive?")
def num_positive(rt, self):
    return self > 0


@num.method("negative?")
def num_negative(rt, self):
    return self < 0


@num.method("nonzero?")
def num_nonzero(rt, self):
    return None if self == 0 else self


@num.method("real?")
def num_real(rt, self):
    return True


@num.method("between?")
def num_between(rt, self, lo, hi):
    return not _lt(rt, self, lo) and not _lt(rt, hi, self)


def _lt(rt: Runtime, a: Any, b: Any) -> bool:
    c = num_cmp(rt, a, b) if is_num(a) and is_num(b) else rt.send(a, "<=>", [b])
    if c is None:
        raise cmp_failed(rt, a, b)
    return c < 0


@num.method("clamp")
def num_clamp(rt, self, lo, hi=None):

    if hi is None and isinstance(lo, RRange):
        if lo.excl and lo.last is not None:
            raise rt.error("ArgumentError", "cannot clamp with an exclusive range")
        lo, hi = lo.first, lo.last
    elif hi is None:
        raise rt.error(
            "TypeError", f"wrong argument type {rt.real_class(lo).name} (expected Range)"
        )
    if lo is not None and hi is not None and _lt(rt, hi, lo):
        raise rt.error("ArgumentError", "min argument must be smaller than max argument")
    if lo is not None and _lt(rt, self, lo):
        return lo
    if hi is not None and _lt(rt, hi, self):
        return hi
    return self


@num.method("dup", "clone")
def num_dup(rt, self, *args):
    return self


@num.method("frozen?")
def num_frozen(rt, self):
    return True


@num.method("i")
def num_i(rt, self):
    raise unsupported(rt, "Complex")


def setup(rt: Runtime) -> None:
    consts = rt.Float.consts
    consts.update(
        INFINITY=INF,
        NAN=NAN,
        EPSILON=sys.float_info.epsilon,
        MAX=sys.float_info.max,
        MIN=sys.float_info.min,
        DIG=15,
        MANT_DIG=53,
        RADIX=2,
        MAX_EXP=1024,
        MIN_EXP=-1021,
        MAX_10_EXP=308,
        MIN_10_EXP=-307,
    )
    # Integer.new and Float.new do not exist in Ruby
    for klass in (rt.Integer, rt.Float):
        rt.singleton_class(klass).define("new", None)  # type: ignore[arg-type]
