"""What Integer's and Float's methods share: coercion, argument conversions, the Integer-Float mix
(`mixed_op`), Ruby's numeric errors."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.inspect import float_to_s
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INF = float("inf")
NAN = float("nan")
FIXNUM_MIN, FIXNUM_MAX = -(2**62), 2**62 - 1
BIGLEN_LIMIT = 32 * 1024 * 1024  # bits; MRI gives up on larger powers


# -- helpers shared by both classes --------------------------------------------------------


def is_num(x: Any) -> bool:
    c = x.__class__
    return c is int or c is float


def i2f(x: int) -> float:
    """int -> float as MRI converts: a bignum too large for a double becomes ±Infinity."""
    try:
        return float(x)
    except OverflowError:
        return INF if x > 0 else -INF


def fdiv(a: float, b: float) -> float:
    """IEEE division: x / 0.0 is ±Infinity or NaN instead of Python's ZeroDivisionError."""
    try:
        return a / b
    except ZeroDivisionError:
        if a != a or a == 0:
            return NAN
        return math.copysign(INF, a) * math.copysign(1.0, b)
    except OverflowError:
        from fractions import Fraction  # at first use: importing it costs start-up

        return float(Fraction(a) / Fraction(b)) if b else NAN


def as_float(x: int | float) -> float:
    return x if x.__class__ is float else i2f(x)  # type: ignore[arg-type]


def mixed_op(op: Callable[[Any, Any], Any], name: str) -> Callable[..., Any]:
    """Integer#+ and Float#+ (and -, *), one rule for both: two numbers of the receiver's
    class stay in it, an Integer meeting a Float becomes a Float (converted as MRI does,
    `i2f`), anything else is asked to coerce."""

    def method(rt, self, other):
        c = other.__class__
        if c is self.__class__:
            return op(self, other)
        if c is int or c is float:
            return op(as_float(self), as_float(other))
        return coerce_bin(rt, self, other, name)

    return method


def special_desc(rt: Runtime, value: Any) -> str:
    """How MRI names an operand in coercion errors: special constants by inspect."""
    if value is None or value is True or value is False or is_num(value):
        return rt.inspect(value)
    if isinstance(value, RSymbol):
        return rt.inspect(value)
    return rt.real_class(value).name or rt.inspect(value)


def coerce_failed(rt: Runtime, x: Any, y: Any) -> RubyError:
    return rt.error(
        "TypeError", f"{special_desc(rt, y)} can't be coerced into {rt.real_class(x).name}"
    )


def cmp_failed(rt: Runtime, x: Any, y: Any) -> RubyError:
    return rt.error(
        "ArgumentError", f"comparison of {rt.real_class(x).name} with {special_desc(rt, y)} failed"
    )


def coerced(rt: Runtime, x: Any, y: Any) -> Any:
    """`y.coerce(x)` as a pair, or None when y has no coerce."""
    if not isinstance(y, RObject) or not rt.responds(y, "coerce"):
        return None
    pair = rt.send(y, "coerce", [x])
    if not isinstance(pair, RArray) or len(pair) != 2:
        raise rt.error("TypeError", "coerce must return [x, y]")
    return pair


def coerce_bin(rt: Runtime, x: Any, y: Any, op: str) -> Any:
    """x op y for a y that is not a builtin number: through `y.coerce(x)`."""
    pair = coerced(rt, x, y)
    if pair is None:
        raise coerce_failed(rt, x, y)
    return rt.send(pair[0], op, [pair[1]])


def coerce_relop(rt: Runtime, x: Any, y: Any, op: str) -> Any:
    pair = coerced(rt, x, y)
    result = rt.send(pair[0], op, [pair[1]]) if pair is not None else None
    if result is None:
        raise cmp_failed(rt, x, y)
    return result


def coerce_cmp(rt: Runtime, x: Any, y: Any) -> Any:
    pair = coerced(rt, x, y)
    return rt.send(pair[0], "<=>", [pair[1]]) if pair is not None else None


def to_int_arg(rt: Runtime, value: Any) -> int:
    """NUM2LONG: an Integer argument (Floats truncate), else to_int or TypeError."""
    c = value.__class__
    if c is int:
        return value
    if c is float:
        if value != value or value in (INF, -INF):
            raise rt.error("FloatDomainError", float_to_s(value))
        return int(value)
    if value is None:
        raise rt.error("TypeError", "no implicit conversion from nil to integer")
    if isinstance(value, RObject) and rt.responds(value, "to_int"):
        return rt.send(value, "to_int", [])
    raise rt.error("TypeError", f"no implicit conversion of {special_name(rt, value)} into Integer")


_LONG = 2**63  # a C long's range: [-_LONG, _LONG)


def num2long(rt: Runtime, value: Any) -> int:
    """NUM2LONG (a length, a count): an Integer within a C long (Floats truncate, if they
    fit), else MRI's RangeError or TypeError."""
    c = value.__class__
    if c is int:
        if not -_LONG <= value < _LONG:
            raise rt.error("RangeError", "bignum too big to convert into `long'")
        return value
    if c is float:
        if -_LONG <= value < _LONG:
            return int(value)
        if value != value or value in (INF, -INF):
            shown = "NaN" if value != value else "Inf" if value > 0 else "-Inf"
        else:
            shown = f"{value:.10g}"  # MRI's "%-.10g"
        raise rt.error("RangeError", f"float {shown} out of range of integer")
    if value is None:
        raise rt.error("TypeError", "no implicit conversion from nil to integer")
    if isinstance(value, RObject) and rt.responds(value, "to_int"):
        return num2long(rt, rt.send(value, "to_int", []))
    raise rt.error("TypeError", f"no implicit conversion of {special_name(rt, value)} into Integer")


def num2int(rt: Runtime, value: Any) -> int:
    """NUM2INT: as NUM2LONG, and within a C int."""
    n = num2long(rt, value)
    if not -_INT <= n < _INT:
        size = "big" if n > 0 else "small"
        raise rt.error("RangeError", f"integer {n} too {size} to convert to `int'")
    return n


_INT = 2**31  # a C int's range: [-_INT, _INT)


def to_int(rt: Runtime, value: Any) -> int:
    """rb_to_int: an Integer as it is, a Float truncated (FloatDomainError for NaN and
    the infinities), else `to_int` or TypeError."""
    c = value.__class__
    if c is int:
        return value
    if c is float:
        return float_to_int(rt, value)
    if isinstance(value, RObject) and rt.responds(value, "to_int"):
        return rt.send(value, "to_int", [])
    raise rt.error("TypeError", f"no implicit conversion of {special_name(rt, value)} into Integer")


def wrong_type(rt: Runtime, value: Any, expected: str) -> Any:
    """MRI's Check_Type failure: `wrong argument type nil (expected Class)`."""
    return rt.error(
        "TypeError", f"wrong argument type {special_name(rt, value)} (expected {expected})"
    )


def special_name(rt: Runtime, value: Any) -> str:
    if value is None or value is True or value is False:
        return rt.inspect(value)
    return rt.real_class(value).name


def to_float_arg(rt: Runtime, value: Any) -> float:
    c = value.__class__
    if c is float:
        return value
    if c is int:
        return i2f(value)
    if value is None or value is True or value is False:
        raise rt.error("TypeError", f"can't convert {rt.inspect(value)} into Float")
    if isinstance(value, RObject) and rt.responds(value, "to_f"):
        return rt.send(value, "to_f", [])
    raise rt.error("TypeError", f"can't convert {rt.real_class(value).name} into Float")


def num2dbl(rt: Runtime, value: Any) -> float:
    """MRI's NUM2DBL: rb_to_float's conversions, but a String is refused by its own words."""
    if isinstance(value, RString):
        raise rt.error("TypeError", "no implicit conversion to float from string")
    return to_float_arg(rt, value)


def float_to_int(rt: Runtime, f: float) -> int:
    """dbl2ival: Infinity and NaN have no Integer."""
    if f != f or f in (INF, -INF):
        raise rt.error("FloatDomainError", float_to_s(f))
    return int(f)


def floor_f(x: float) -> float:
    return float(math.floor(x)) if math.isfinite(x) else x


def zero_div(rt: Runtime) -> RubyError:
    return rt.error("ZeroDivisionError", "divided by 0")


def split_kwargs(args: tuple) -> tuple[tuple, RHash | None]:
    if (
        args
        and isinstance(args[-1], RHash)
        and all(isinstance(k, RSymbol) for k in args[-1].key_list())
    ):
        return args[:-1], args[-1]
    return args, None


def unsupported(rt: Runtime, what: str) -> RubyError:
    return rt.error("NotImplementedError", f"{what} is not supported by toque (see UNSUPPORTED.md)")


ROUNDING_MODES = ("up", "down", "even")  # `round(half:)`: numeric_algorithms.ROUNDERS


def round_mode(rt: Runtime, opts: RHash | None) -> str:
    if opts is None:
        return "up"
    mode = opts.get(sym("half"))
    if mode is None:
        return "up"
    name = mode.name if isinstance(mode, RSymbol) else mode.v if isinstance(mode, RString) else None
    if name not in ROUNDING_MODES:
        shown = name if name is not None else rt.inspect(mode)
        raise rt.error("ArgumentError", f"invalid rounding mode: {shown}")
    return name


def num_remainder(rt: Runtime, x: Any, y: Any) -> Any:
    """Numeric#remainder: x % y, moved toward zero when the signs differ."""
    if not is_num(y):
        return coerce_bin(rt, x, y, "remainder")
    z = rt.send(x, "%", [y])
    if z != 0 and ((x < 0 and y > 0) or (x > 0 and y < 0)):
        if y.__class__ is float and math.isinf(y):
            return x
        return z - y
    return z


# -- Integer: comparison ---------------------------------------------------------------------


def num_eq(rt: Runtime, self: Any, other: Any) -> bool:
    c = other.__class__
    if c is int or c is float:
        return self == other
    if isinstance(other, RObject):
        return rt.truthy(rt.send(other, "==", [self]))
    return False


# Methods Integer and Float share to the letter (MRI writes them twice, int_ and flo_):
# one function, installed on both classes


def num_eql(rt: Runtime, self: Any, other: Any) -> bool:
    """`eql?`: the same class and value (1.eql?(1.0) is false)."""
    return other.__class__ is self.__class__ and self == other


def num_equal(rt: Runtime, self: Any, other: Any) -> bool:
    """`equal?`: a number is its value, NaN included (`nan.equal?(nan)`; `nan == nan` is not)."""
    return other.__class__ is self.__class__ and (
        self == other or (self != self and other != other)
    )


def num_neg(rt: Runtime, self: Any) -> Any:
    return -self


def num_abs(rt: Runtime, self: Any) -> Any:
    return abs(self)


def num_zero(rt: Runtime, self: Any) -> bool:
    return self == 0


def num_cmp(rt: Runtime, self: Any, other: Any) -> Any:
    c = other.__class__
    if c is int or c is float:
        if self == other:
            return 0
        if self < other:
            return -1
        if self > other:
            return 1
        return None  # NaN
    return coerce_cmp(rt, self, other)


def relop(op: str, fn: Any) -> Any:
    """Integer#< and Float#< (and <=, >, >=): numbers compare directly, others coerce."""

    def method(rt, self, other):
        c = other.__class__
        if c is int or c is float:
            return fn(self, other)
        return coerce_relop(rt, self, other, op)

    method.__name__ = "op_" + op
    return method


RELATIONAL = (
    ("<", lambda a, b: a < b),
    ("<=", lambda a, b: a <= b),
    (">", lambda a, b: a > b),
    (">=", lambda a, b: a >= b),
)


def coerce_to_float(rt: Runtime, value: Any) -> float:
    """rb_Float: what Integer#coerce/Float#coerce make of their argument."""
    if isinstance(value, RString):
        from toque.interpreter.core.number_parsing import to_float

        return to_float(rt, value)
    return to_float_arg(rt, value)


def round_args(rt: Runtime, args: tuple) -> tuple[int, str]:
    args, opts = split_kwargs(args)
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    nd = to_int_arg(rt, args[0]) if args else 0
    return nd, round_mode(rt, opts)


# -- Integer: iteration ------------------------------------------------------------------------


def numeric_enumerator(rt: Runtime, recv: Any, name: str, args: list) -> Any:
    from toque.interpreter.core.enum import enumerator_for

    return enumerator_for(rt, recv, name, args)
