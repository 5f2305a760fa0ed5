"""Integer and Float: Python ints and floats with Ruby's arithmetic, rounding and iteration.

Ruby and Python agree on most integer arithmetic (floor division and modulo, bignums);
where they differ (division by 0.0, float modulo, rounding, `**` overflow) the helpers
here follow MRI 3.1's numeric.c.
"""

from __future__ import annotations

import math
import sys
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import float_to_s
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError

INSTALL_ORDER = 50  # installed at start-up, in this order (core/discover.py)

if TYPE_CHECKING:
    from fractions import Fraction

    from toque.interpreter.model.world import Runtime

i = Builtins("Integer")
fl = Builtins("Float")
num = Builtins("Numeric")
int_class = Builtins("Integer", singleton=True)

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


def _coerced(rt: Runtime, x: Any, y: Any) -> Any:
    """`y.coerce(x)` as a pair, or None when y has no coerce."""
    if not isinstance(y, RObject) or not rt.responds(y, "coerce"):
        return None
    pair = rt.send(y, "coerce", [x])
    if not isinstance(pair, RArray) or len(pair) != 2:
        raise rt.error("TypeError", "coerce must return [x, y]")
    return pair


def coerce_bin(rt: Runtime, x: Any, y: Any, op: str) -> Any:
    """x op y for a y that is not a builtin number: through `y.coerce(x)`."""
    pair = _coerced(rt, x, y)
    if pair is None:
        raise coerce_failed(rt, x, y)
    return rt.send(pair[0], op, [pair[1]])


def coerce_relop(rt: Runtime, x: Any, y: Any, op: str) -> Any:
    pair = _coerced(rt, x, y)
    result = rt.send(pair[0], op, [pair[1]]) if pair is not None else None
    if result is None:
        raise cmp_failed(rt, x, y)
    return result


def coerce_cmp(rt: Runtime, x: Any, y: Any) -> Any:
    pair = _coerced(rt, x, y)
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


# -- float algorithms from numeric.c -------------------------------------------------------


def flodivmod(rt: Runtime, x: float, y: float) -> tuple[float, float]:
    if y != y:
        return y, y
    if y == 0.0:
        raise zero_div(rt)
    if x == 0.0 or (math.isinf(y) and not math.isinf(x)):
        mod = x
    else:
        mod = math.fmod(x, y) if not math.isinf(x) else NAN
    if math.isinf(x) and not math.isinf(y):
        div = x
    else:
        div = round_half_up((x - mod) / y, 1.0)
    if y * mod < 0:
        mod += y
        div -= 1.0
    return div, mod


def float_mod(rt: Runtime, x: float, y: float) -> float:
    return flodivmod(rt, x, y)[1]


def cround(x: float) -> float:
    """C's round(): halves away from zero."""
    if x != x or math.isinf(x):
        return x
    f = math.floor(x)
    if x > 0:
        return float(f + (1 if x - f >= 0.5 else 0))
    c = math.ceil(x)
    return float(c - (1 if c - x >= 0.5 else 0))


def round_half_up(x: float, s: float) -> float:
    xs = x * s
    f = cround(xs)
    if s == 1.0:
        return f
    if x > 0:
        if (f + 0.5) / s <= x:
            f += 1
    elif (f - 0.5) / s >= x:
        f -= 1
    return f


def round_half_down(x: float, s: float) -> float:
    xs = x * s
    f = cround(xs)
    if x > 0:
        if (f - 0.5) / s >= x:
            f -= 1
    elif (f + 0.5) / s <= x:
        f += 1
    return f


def round_half_even(x: float, s: float) -> float:
    xs = x * s
    if x > 0.0:
        f = math.floor(xs)
        d = xs - f
        if d > 0.5:
            d = 1.0
        elif d == 0.5 or (f + 0.5) / s <= x:
            d = math.fmod(f, 2.0)
        else:
            d = 0.0
        return f + d
    if x < 0.0:
        f = math.ceil(xs)
        d = f - xs
        if d > 0.5:
            d = 1.0
        elif d == 0.5 or (f - 0.5) / s >= x:
            d = math.fmod(-f, 2.0)
        else:
            d = 0.0
        return f - d
    return x


ROUNDERS = {"up": round_half_up, "down": round_half_down, "even": round_half_even}


def _ctrunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def round_overflow(ndigits: int, binexp: int) -> bool:
    return ndigits >= 17 - (_ctrunc_div(binexp, 4) if binexp > 0 else _ctrunc_div(binexp, 3) - 1)


def round_underflow(ndigits: int, binexp: int) -> bool:
    return ndigits < -(_ctrunc_div(binexp, 3) + 1 if binexp > 0 else _ctrunc_div(binexp, 4))


def round_mode(rt: Runtime, opts: RHash | None) -> str:
    if opts is None:
        return "up"
    mode = opts.get(sym("half"))
    if mode is None:
        return "up"
    name = mode.name if isinstance(mode, RSymbol) else mode.v if isinstance(mode, RString) else None
    if name not in ROUNDERS:
        shown = name if name is not None else rt.inspect(mode)
        raise rt.error("ArgumentError", f"invalid rounding mode: {shown}")
    return name


def round_by_rational(x: float, ndigits: int, mode: str) -> float:
    from fractions import Fraction

    scaled = Fraction(x) * 10**ndigits
    q = Fraction(int_round_fraction(scaled, mode), 10**ndigits)
    return rational_to_f(q)


def rational_to_f(q: Fraction) -> float:
    """Rational#to_f as MRI computes it: fixnum parts divide as doubles (inexactly)."""
    p, d = q.numerator, q.denominator
    if FIXNUM_MIN <= p <= FIXNUM_MAX and d <= FIXNUM_MAX:
        return float(p) / float(d)
    return p / d


def int_round_fraction(q: Fraction, mode: str) -> int:
    from fractions import Fraction

    fl_ = math.floor(q)
    rest = q - fl_
    if rest > Fraction(1, 2):
        return fl_ + 1
    if rest < Fraction(1, 2):
        return fl_
    if mode == "even":
        return fl_ if fl_ % 2 == 0 else fl_ + 1
    up = q > 0
    if mode == "down":
        up = not up
    return fl_ + 1 if up else fl_


def float_round(rt: Runtime, x: float, ndigits: int, mode: str) -> Any:
    if x == 0.0:
        return x if ndigits > 0 else 0
    if ndigits < 0:
        return int_round(float_to_int(rt, x), ndigits, mode)
    if ndigits == 0:
        return float_to_int(rt, ROUNDERS[mode](x, 1.0))
    if math.isfinite(x):
        binexp = math.frexp(x)[1]
        if round_overflow(ndigits, binexp):
            return x
        if round_underflow(ndigits, binexp):
            return 0.0
        if ndigits > 14:
            return round_by_rational(x, ndigits, mode)
        s = 10.0**ndigits
        return ROUNDERS[mode](x, s) / s
    return x


def float_floor(rt: Runtime, x: float, ndigits: int) -> Any:
    if x == 0.0:
        return x if ndigits > 0 else 0
    if ndigits > 0:
        binexp = math.frexp(x)[1]
        if not math.isfinite(x) or round_overflow(ndigits, binexp):
            return x
        if x > 0.0 and round_underflow(ndigits, binexp):
            return 0.0
        s = 10.0**ndigits
        mul = math.floor(x * s)
        res = (mul + 1) / s
        return mul / s if res > x else res
    n = float_to_int(rt, math.floor(x) if math.isfinite(x) else x)
    return int_floor(n, ndigits) if ndigits < 0 else n


def float_ceil(rt: Runtime, x: float, ndigits: int) -> Any:
    if x == 0.0:
        return x if ndigits > 0 else 0
    if ndigits > 0:
        binexp = math.frexp(x)[1]
        if not math.isfinite(x) or round_overflow(ndigits, binexp):
            return x
        if x < 0.0 and round_underflow(ndigits, binexp):
            return 0.0
        s = 10.0**ndigits
        return math.ceil(x * s) / s
    n = float_to_int(rt, math.ceil(x) if math.isfinite(x) else x)
    return int_ceil(n, ndigits) if ndigits < 0 else n


def float_truncate(rt: Runtime, x: float, ndigits: int) -> Any:
    if x != x and ndigits <= 0:
        raise rt.error("FloatDomainError", "NaN")
    if x > 0.0:
        return float_floor(rt, x, ndigits)
    if x < 0.0:
        return float_ceil(rt, x, ndigits)
    return x if ndigits > 0 else 0


# -- integer rounding to tens, hundreds… (ndigits < 0) --------------------------------------


def _is_fixnum(n: int) -> bool:
    return FIXNUM_MIN <= n <= FIXNUM_MAX


def round_to_zero(n: int, ndigits: int) -> bool:
    """int_round_zero_p: 10**-ndigits is so large that the result is 0."""
    size = 8 if _is_fixnum(n) else (abs(n).bit_length() + 7) // 8
    return -0.415241 * ndigits - 0.125 > size


def int_round(n: int, ndigits: int, mode: str) -> int:
    if ndigits >= 0:
        return n
    if round_to_zero(n, ndigits):
        return 0
    y = 10**-ndigits
    x = abs(n)
    if mode == "up":
        r = (x + y // 2) // y * y
    elif mode == "down":
        r = (x + y // 2 - 1) // y * y
    else:
        z = (x + y // 2) // y
        if (z * y - x) * 2 == y:
            z &= ~1
        r = z * y
    return -r if n < 0 else r


def int_floor(n: int, ndigits: int) -> int:
    if ndigits >= 0:
        return n
    if round_to_zero(n, ndigits):
        return 0
    y = 10**-ndigits
    return n // y * y


def int_ceil(n: int, ndigits: int) -> int:
    if ndigits >= 0:
        return n
    if round_to_zero(n, ndigits):
        return 0
    y = 10**-ndigits
    if not (_is_fixnum(n) and _is_fixnum(y)):
        return n + (y - n % y)  # MRI's bignum path adds y even to exact multiples
    return -((-n) // y * y)


def int_truncate(n: int, ndigits: int) -> int:
    if ndigits >= 0:
        return n
    if round_to_zero(n, ndigits):
        return 0
    y = 10**-ndigits
    if n < 0 and not (_is_fixnum(n) and _is_fixnum(y)):
        return n + (y - n % y)  # as int_ceil
    return int_floor(n, ndigits) if n >= 0 else -((-n) // y * y)


def float_pow(rt: Runtime, x: float, y: float) -> float:
    """C pow(): overflow is ±Infinity, 0 ** negative is Infinity; no Complex results."""
    if x < 0 and y != cround(y) and math.isfinite(y):
        raise unsupported(rt, "Complex (a negative number ** a fraction)")
    try:
        return math.pow(x, y)
    except OverflowError:
        odd = x < 0 and math.isfinite(y) and y == cround(y) and int(y) % 2 == 1
        return -INF if odd else INF
    except ValueError:
        if x == 0:
            odd = y == cround(y) and int(y) % 2 == 1
            return math.copysign(INF, x) if odd else INF
        raise unsupported(rt, "Complex (a negative number ** a fraction)") from None


def int_pow(rt: Runtime, x: int, y: Any) -> Any:
    c = y.__class__
    if c is int:
        if y >= 0:
            if abs(x) > 1 and x.bit_length() * y > BIGLEN_LIMIT:
                rt.stderr.write("warning: in a**b, b may be too big\n")
                return float_pow(rt, i2f(x), i2f(y))
            return x**y
        if x == 0:
            raise zero_div(rt)
        if x == 1:
            return 1
        raise unsupported(rt, "Rational (Integer ** negative Integer)")
    if c is float:
        if y == 0.0:
            return 1.0
        if x == 0:
            return INF if y < 0 else 0.0
        if x == 1:
            return 1.0
        return float_pow(rt, i2f(x), y)
    return coerce_bin(rt, x, y, "**")


# -- Integer: arithmetic ---------------------------------------------------------------------


@i.method("+")
def int_plus(rt, self, other):
    c = other.__class__
    if c is int:
        return self + other
    if c is float:
        return i2f(self) + other
    return coerce_bin(rt, self, other, "+")


@i.method("-")
def int_minus(rt, self, other):
    c = other.__class__
    if c is int:
        return self - other
    if c is float:
        return i2f(self) - other
    return coerce_bin(rt, self, other, "-")


@i.method("*")
def int_mul(rt, self, other):
    c = other.__class__
    if c is int:
        return self * other
    if c is float:
        return i2f(self) * other
    return coerce_bin(rt, self, other, "*")


@i.method("/")
def int_div(rt, self, other):
    c = other.__class__
    if c is int:
        if other == 0:
            raise zero_div(rt)
        return self // other
    if c is float:
        return fdiv(i2f(self), other)
    return coerce_bin(rt, self, other, "/")


@i.method("div")
def int_idiv(rt, self, other):
    c = other.__class__
    if c is int:
        if other == 0:
            raise zero_div(rt)
        return self // other
    if c is float:
        if other == 0.0:
            raise zero_div(rt)
        q = fdiv(i2f(self), other)
        # MRI floors for fixnums but truncates a bignum's quotient
        return float_to_int(rt, floor_f(q) if _is_fixnum(self) else q)
    return rt.send(coerce_bin(rt, self, other, "/"), "floor", [])


@i.method("%", "modulo")
def int_mod(rt, self, other):
    c = other.__class__
    if c is int:
        if other == 0:
            raise zero_div(rt)
        return self % other
    if c is float:
        return float_mod(rt, i2f(self), other)
    return coerce_bin(rt, self, other, "%")


@i.method("remainder")
def int_remainder(rt, self, other):
    if other.__class__ is int:
        if other == 0:
            raise zero_div(rt)
        z = self % other
        return z - other if z and (self ^ other) < 0 else z
    if other.__class__ is float and not _is_fixnum(self):
        return num_remainder(rt, i2f(self), other)  # a bignum meets a float as a float
    return num_remainder(rt, self, other)


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


@i.method("divmod")
def int_divmod(rt, self, other):
    c = other.__class__
    if c is int:
        if other == 0:
            raise zero_div(rt)
        q, r = divmod(self, other)
        return RArray([q, r])
    if c is float:
        d, m = flodivmod(rt, i2f(self), other)
        return RArray([float_to_int(rt, d), m])
    return coerce_bin(rt, self, other, "divmod")


@i.method("fdiv")
def int_fdiv(rt, self, other):
    c = other.__class__
    if c is int:
        return int_fdiv_double(self, other)
    if c is float:
        return fdiv(i2f(self), other)
    return coerce_bin(rt, i2f(self), other, "/")


def int_fdiv_double(x: int, y: int) -> float:
    """rb_int_fdiv_double: reduce by the gcd, then divide as doubles where MRI does."""
    if y == 0:
        return fdiv(i2f(x), 0.0)
    g = math.gcd(x, y)
    if g > 1:
        x, y = x // g, y // g
    if _is_fixnum(y) and abs(y) < 2**53:
        dx = i2f(x)
        if not math.isinf(dx):
            return dx / float(y)
    try:
        return x / y  # MRI's big_fdiv keeps the precision a double can hold
    except OverflowError:
        return INF if (x > 0) == (y > 0) else -INF


@i.method("**")
def int_pow_method(rt, self, other):
    return int_pow(rt, self, other)


@i.method("pow")
def int_pow_mod(rt, self, other, mod=None):
    if mod is None:
        return int_pow(rt, self, other)
    if other.__class__ is not int or mod.__class__ is not int:
        raise rt.error(
            "TypeError", "Integer#pow() 2nd argument not allowed unless all arguments are integers"
        )
    if other < 0:
        raise rt.error(
            "RangeError",
            "Integer#pow() 1st argument cannot be negative when 2nd argument specified",
        )
    if mod == 0:
        raise zero_div(rt)
    return pow(self, other, mod)


@i.method("-@")
def int_neg(rt, self):
    return -self


@i.method("~")
def int_invert(rt, self):
    return ~self


def _bit_arg(rt: Runtime, self: int, other: Any) -> int:
    if other.__class__ is int:
        return other
    pair = _coerced(rt, self, other)
    if pair is None or pair[1].__class__ is not int:
        raise coerce_failed(rt, self, other)
    return pair[1]


@i.method("&")
def int_and(rt, self, other):
    return self & _bit_arg(rt, self, other)


@i.method("|")
def int_or(rt, self, other):
    return self | _bit_arg(rt, self, other)


@i.method("^")
def int_xor(rt, self, other):
    return self ^ _bit_arg(rt, self, other)


def shift_left(x: int, n: int) -> int:
    if n >= 0:
        if n > BIGLEN_LIMIT and x != 0:
            raise MemoryError  # MRI: failed to allocate memory (NoMemoryError)
        return x << n
    return x >> -n


@i.method("<<")
def int_lshift(rt, self, other):
    return shift_left(self, to_int_arg(rt, other))


@i.method(">>")
def int_rshift(rt, self, other):
    return shift_left(self, -to_int_arg(rt, other))


@i.method("[]")
def int_bit(rt, self, index, length=None):

    if isinstance(index, RRange):
        lo = 0 if index.first is None else to_int_arg(rt, index.first)
        if index.last is None:
            return self >> lo
        hi = to_int_arg(rt, index.last) + (0 if index.excl else 1)
        return (self >> lo) & ((1 << max(hi - lo, 0)) - 1)
    n = to_int_arg(rt, index)
    if length is not None:
        width = to_int_arg(rt, length)
        return shift_left(self, -n) & ((1 << width) - 1)
    return (self >> n) & 1 if n >= 0 else 0


# -- Integer: comparison ---------------------------------------------------------------------


def num_eq(rt: Runtime, self: Any, other: Any) -> bool:
    c = other.__class__
    if c is int or c is float:
        return self == other
    if isinstance(other, RObject):
        return rt.truthy(rt.send(other, "==", [self]))
    return False


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


def _relop(op: str, fn: Any) -> Any:
    def method(rt, self, other):
        c = other.__class__
        if c is int or c is float:
            return fn(self, other)
        return coerce_relop(rt, self, other, op)

    method.__name__ = "op_" + op
    return method


for _name, _fn in (
    ("<", lambda a, b: a < b),
    ("<=", lambda a, b: a <= b),
    (">", lambda a, b: a > b),
    (">=", lambda a, b: a >= b),
):
    _m = _relop(_name, _fn)
    i.method(_name)(_m)
    fl.method(_name)(_m)


@i.method("==", "===")
def int_eq(rt, self, other):
    return num_eq(rt, self, other)


@i.method("<=>")
def int_cmp(rt, self, other):
    return num_cmp(rt, self, other)


@i.method("eql?")
def int_eql(rt, self, other):
    return other.__class__ is int and self == other


@i.method("equal?")
def int_equal(rt, self, other):
    return other.__class__ is int and self == other


@i.method("hash")
def int_hash(rt, self):
    return hash(self)


@i.method("coerce")
def int_coerce(rt, self, other):
    if other.__class__ is int:
        return RArray([other, self])
    return RArray([coerce_to_float(rt, other), i2f(self)])


def coerce_to_float(rt: Runtime, value: Any) -> float:
    """rb_Float: what Integer#coerce/Float#coerce make of their argument."""
    if isinstance(value, RString):
        from toque.interpreter.core.number_parsing import to_float

        return to_float(rt, value)
    return to_float_arg(rt, value)


# -- Integer: other methods --------------------------------------------------------------------


@i.method("to_s", "inspect")
def int_to_s(rt, self, base=10):
    return RString(int_to_base(rt, self, to_int_arg(rt, base)))


DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def int_to_base(rt: Runtime, n: int, base: int) -> str:
    if base == 10:
        return str(n)
    if not 2 <= base <= 36:
        raise rt.error("ArgumentError", f"invalid radix {base}")
    if base == 16:
        text = format(abs(n), "x")
    elif base == 2:
        text = format(abs(n), "b")
    elif base == 8:
        text = format(abs(n), "o")
    else:
        x, out = abs(n), []
        while x:
            x, d = divmod(x, base)
            out.append(DIGITS[d])
        text = "".join(reversed(out)) or "0"
    return "-" + text if n < 0 else text


@i.method("to_i", "to_int", "ord")
def int_to_i(rt, self):
    return self


@i.method("to_f")
def int_to_f(rt, self):
    return i2f(self)


@i.method("to_c", "to_r", "rationalize")
def int_to_r(rt, self, *args):
    raise unsupported(rt, "Rational and Complex")


@i.method("chr")
def int_chr(rt, self, encoding=None):
    if encoding is None and not 0 <= self <= 255 or self < 0 or self > 0x10FFFF:
        shown = self if _is_fixnum(self) else "bignum"
        raise rt.error("RangeError", f"{shown} out of char range")
    return RString(chr(self))


@i.method("digits")
def int_digits(rt, self, base=10):
    b = to_int_arg(rt, base)
    if b < 0:
        raise rt.error("ArgumentError", "negative radix")
    if b < 2:
        raise rt.error("ArgumentError", f"invalid radix {b}")
    if self < 0:
        from toque.interpreter.core.math_lib import domain_error

        raise domain_error(rt, "out of domain")
    if self == 0:
        return RArray([0])
    out, x = [], self
    while x:
        x, d = divmod(x, b)
        out.append(d)
    return RArray(out)


@i.method("bit_length")
def int_bit_length(rt, self):
    return (~self if self < 0 else self).bit_length()


@i.method("size")
def int_size(rt, self):
    if FIXNUM_MIN <= self <= FIXNUM_MAX:
        return 8
    return (abs(self).bit_length() + 7) // 8


@i.method("succ", "next")
def int_succ(rt, self):
    return self + 1


@i.method("pred")
def int_pred(rt, self):
    return self - 1


@i.method("abs", "magnitude")
def int_abs(rt, self):
    return abs(self)


@i.method("abs2")
def int_abs2(rt, self):
    return self * self


@i.method("even?")
def int_even(rt, self):
    return self % 2 == 0


@i.method("odd?")
def int_odd(rt, self):
    return self % 2 == 1


@i.method("zero?")
def int_zero(rt, self):
    return self == 0


@i.method("integer?")
def int_integer(rt, self):
    return True


@i.method("finite?")
def int_finite(rt, self):
    return True


@i.method("infinite?")
def int_infinite(rt, self):
    return None


@i.method("allbits?")
def int_allbits(rt, self, mask):
    m = to_int_arg(rt, mask)
    return self & m == m


@i.method("anybits?")
def int_anybits(rt, self, mask):
    return self & to_int_arg(rt, mask) != 0


@i.method("nobits?")
def int_nobits(rt, self, mask):
    return self & to_int_arg(rt, mask) == 0


@i.method("gcd")
def int_gcd(rt, self, other):
    if other.__class__ is not int:
        raise rt.error("TypeError", "not an integer")
    return math.gcd(self, other)


@i.method("lcm")
def int_lcm(rt, self, other):
    if other.__class__ is not int:
        raise rt.error("TypeError", "not an integer")
    if self == 0 or other == 0:
        return 0
    return abs(self * other) // math.gcd(self, other)


@i.method("gcdlcm")
def int_gcdlcm(rt, self, other):
    return RArray([int_gcd(rt, self, other), int_lcm(rt, self, other)])


def _ndigits(rt: Runtime, args: tuple) -> tuple[int, str]:
    args, opts = split_kwargs(args)
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    nd = to_int_arg(rt, args[0]) if args else 0
    return nd, round_mode(rt, opts)


@i.method("round")
def int_round_method(rt, self, *args):
    if not split_kwargs(args)[0]:
        return self  # MRI checks `half:` only when ndigits is given
    nd, mode = _ndigits(rt, args)
    return int_round(self, nd, mode)


@i.method("floor")
def int_floor_method(rt, self, ndigits=0):
    return int_floor(self, to_int_arg(rt, ndigits))


@i.method("ceil")
def int_ceil_method(rt, self, ndigits=0):
    return int_ceil(self, to_int_arg(rt, ndigits))


@i.method("truncate")
def int_truncate_method(rt, self, ndigits=0):
    return int_truncate(self, to_int_arg(rt, ndigits))


# -- Integer: iteration ------------------------------------------------------------------------


def _enum(rt: Runtime, recv: Any, name: str, args: list) -> Any:
    from toque.interpreter.core.enum import enumerator_for

    return enumerator_for(rt, recv, name, args)


@i.method("times")
def int_times(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "times", [])
    call = rt.call_proc
    for n in range(self):
        call(block, [n])
    return self


@i.method("upto")
def int_upto(rt, self, limit, *, block=None):
    if block is None:
        return _enum(rt, self, "upto", [limit])
    if not is_num(limit):
        raise cmp_failed(rt, self, limit)
    call = rt.call_proc
    n = self
    while n <= limit:
        call(block, [n])
        n += 1
    return self


@i.method("downto")
def int_downto(rt, self, limit, *, block=None):
    if block is None:
        return _enum(rt, self, "downto", [limit])
    if not is_num(limit):
        raise cmp_failed(rt, self, limit)
    call = rt.call_proc
    n = self
    while n >= limit:
        call(block, [n])
        n -= 1
    return self


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
        return _enum(rt, self, "step", list(args))
    limit, step = step_args(rt, args)
    call = rt.call_proc
    for v in step_values(rt, self, limit, step):
        call(block, [v])
    return self


# -- Float ---------------------------------------------------------------------------------------


@fl.method("+")
def flo_plus(rt, self, other):
    c = other.__class__
    if c is float:
        return self + other
    if c is int:
        return self + i2f(other)
    return coerce_bin(rt, self, other, "+")


@fl.method("-")
def flo_minus(rt, self, other):
    c = other.__class__
    if c is float:
        return self - other
    if c is int:
        return self - i2f(other)
    return coerce_bin(rt, self, other, "-")


@fl.method("*")
def flo_mul(rt, self, other):
    c = other.__class__
    if c is float:
        return self * other
    if c is int:
        return self * i2f(other)
    return coerce_bin(rt, self, other, "*")


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


@fl.method("remainder")
def flo_remainder(rt, self, other):
    return num_remainder(rt, self, other)


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


@fl.method("-@")
def flo_neg(rt, self):
    return -self


@fl.method("==", "===")
def flo_eq(rt, self, other):
    return num_eq(rt, self, other)


@fl.method("<=>")
def flo_cmp(rt, self, other):
    if other.__class__ is int and math.isinf(self):
        return 1 if self > 0 else -1
    return num_cmp(rt, self, other)


@fl.method("eql?")
def flo_eql(rt, self, other):
    return other.__class__ is float and self == other


@fl.method("equal?")
def flo_equal(rt, self, other):
    return other.__class__ is float and (self == other or (self != self and other != other))


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


@fl.method("abs", "magnitude")
def flo_abs(rt, self):
    return abs(self)


@fl.method("abs2")
def flo_abs2(rt, self):
    return self * self


@fl.method("zero?")
def flo_zero(rt, self):
    return self == 0.0


@fl.method("integer?")
def flo_integer(rt, self):
    return False


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
    nd, mode = _ndigits(rt, args)
    return float_round(rt, self, nd, mode)


@fl.method("floor")
def flo_floor(rt, self, ndigits=0):
    return float_floor(rt, self, to_int_arg(rt, ndigits))


@fl.method("ceil")
def flo_ceil(rt, self, ndigits=0):
    return float_ceil(rt, self, to_int_arg(rt, ndigits))


@fl.method("truncate")
def flo_truncate(rt, self, ndigits=0):
    return float_truncate(rt, self, to_int_arg(rt, ndigits))


# -- Numeric: methods both classes share ----------------------------------------------------------


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


@int_class.method("sqrt")
def integer_sqrt(rt, self, n):
    n = to_int_arg(rt, n)
    if n < 0:
        from toque.interpreter.core.math_lib import domain_error

        raise domain_error(rt, 'Numerical argument is out of domain - "isqrt"')
    return math.isqrt(n)


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
