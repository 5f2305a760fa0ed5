"""Float: arithmetic, comparison, conversions, rounding, and the neighbours of a float
(`next_float`, `prev_float`)."""

from __future__ import annotations

import math
import operator
from typing import TYPE_CHECKING

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import float_to_s
from toque.interpreter.core.number_ops import (
    INF,
    RELATIONAL,
    coerce_bin,
    coerce_to_float,
    fdiv,
    float_to_int,
    floor_f,
    i2f,
    is_num,
    mixed_op,
    num_abs,
    num_cmp,
    num_eq,
    num_eql,
    num_equal,
    num_neg,
    num_zero,
    relop,
    round_args,
    unsupported,
    zero_div,
)
from toque.interpreter.core.numeric_algorithms import (
    float_mod,
    float_pow,
    float_round,
    flodivmod,
    num_ceil,
    num_floor,
    num_truncate,
)
from toque.interpreter.model.objects import RArray, RString

if TYPE_CHECKING:
    pass


INSTALL_ORDER = 54  # installed at start-up, in this order (core/discover.py)

fl = Builtins("Float")


# -- Float ---------------------------------------------------------------------------------------

fl.method("+")(mixed_op(operator.add, "+"))
fl.method("-")(mixed_op(operator.sub, "-"))
fl.method("*")(mixed_op(operator.mul, "*"))
for _name, _fn in RELATIONAL:
    fl.method(_name)(relop(_name, _fn))


@fl.method("/")
def flo_div(rt, self, other):
    c = other.__class__
    if c is float:
        return fdiv(self, other)
    if c is int:
        return fdiv(self, i2f(other))
    return coerce_bin(rt, self, other, "/")


@fl.method("fdiv", "quo")
def flo_fdiv(rt, self, other):
    return flo_div(rt, self, other)


@fl.method("%", "modulo")
def flo_mod(rt, self, other):
    c = other.__class__
    if c is float or c is int:
        return float_mod(rt, self, float(other) if c is float else i2f(other))
    return coerce_bin(rt, self, other, "%")


@fl.method("divmod")
def flo_divmod(rt, self, other):
    if not is_num(other):
        return coerce_bin(rt, self, other, "divmod")
    d, m = flodivmod(rt, self, other if other.__class__ is float else i2f(other))
    return RArray([float_to_int(rt, d), m])


@fl.method("div")
def flo_idiv(rt, self, other):
    if not is_num(other):
        return rt.send(coerce_bin(rt, self, other, "/"), "floor", [])
    if other == 0:
        raise zero_div(rt)
    return float_to_int(rt, floor_f(fdiv(self, float(other))))


@fl.method("**")
def flo_pow(rt, self, other):
    c = other.__class__
    if c is int:
        return float_pow(rt, self, i2f(other)) if other != 0 else 1.0
    if c is float:
        return float_pow(rt, self, other)
    return coerce_bin(rt, self, other, "**")


fl.method("-@")(num_neg)  # Integer's too, as abs, zero?, eql?, equal?, floor, ceil, truncate


fl.method("==", "===")(num_eq)  # Integer's too: one equality for both


@fl.method("<=>")
def flo_cmp(rt, self, other):
    if other.__class__ is int and math.isinf(self):
        return 1 if self > 0 else -1
    return num_cmp(rt, self, other)


fl.method("eql?")(num_eql)
fl.method("equal?")(num_equal)


@fl.method("hash")
def flo_hash(rt, self):
    return hash(("f", self))


@fl.method("coerce")
def flo_coerce(rt, self, other):
    return RArray([coerce_to_float(rt, other), self])


@fl.method("to_s", "inspect")
def flo_to_s(rt, self):
    return RString(float_to_s(self))


@fl.method("to_f")
def flo_to_f(rt, self):
    return self


@fl.method("to_i", "to_int")
def flo_to_i(rt, self):
    return float_to_int(rt, self)


@fl.method("to_c", "to_r", "rationalize")
def flo_to_r(rt, self, *args):
    raise unsupported(rt, "Rational and Complex")


fl.method("abs", "magnitude")(num_abs)


fl.method("zero?")(num_zero)


@fl.method("nan?")
def flo_nan(rt, self):
    return self != self


@fl.method("finite?")
def flo_finite(rt, self):
    return math.isfinite(self)


@fl.method("infinite?")
def flo_infinite(rt, self):
    if math.isinf(self):
        return 1 if self > 0 else -1
    return None


@fl.method("next_float")
def flo_next_float(rt, self):
    return math.nextafter(self, INF)


@fl.method("prev_float")
def flo_prev_float(rt, self):
    return math.nextafter(self, -INF)


@fl.method("round")
def flo_round(rt, self, *args):
    nd, mode = round_args(rt, args)
    return float_round(rt, self, nd, mode)


fl.method("floor")(num_floor)
fl.method("ceil")(num_ceil)
fl.method("truncate")(num_truncate)
