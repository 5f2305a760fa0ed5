"""MRI's numeric.c algorithms, to the bit: float division and modulo, rounding to digits (half up,
down, even), integer rounding to tens, powers."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.number_ops import (
    BIGLEN_LIMIT,
    FIXNUM_MAX,
    FIXNUM_MIN,
    INF,
    NAN,
    coerce_bin,
    float_to_int,
    i2f,
    to_int_arg,
    unsupported,
    zero_div,
)

if TYPE_CHECKING:
    from fractions import Fraction

    from toque.interpreter.model.world import Runtime


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


def float_round_toward(rt: Runtime, x: float, ndigits: int, ceil: bool) -> Any:
    """Float#floor (`ceil` false) and Float#ceil to `ndigits`, as MRI's rb_float_floor and
    rb_float_ceil: a Float for ndigits > 0, else an Integer (rounded to tens for ndigits < 0)."""
    if x == 0.0:
        return x if ndigits > 0 else 0
    if ndigits > 0:
        binexp = math.frexp(x)[1]
        if not math.isfinite(x) or round_overflow(ndigits, binexp):
            return x
        # too small for ndigits: flooring a positive (ceiling a negative) number gives 0.0
        if (x < 0.0 if ceil else x > 0.0) and round_underflow(ndigits, binexp):
            return 0.0
        s = 10.0**ndigits
        if ceil:
            return math.ceil(x * s) / s
        mul = math.floor(x * s)
        res = (mul + 1) / s  # x * s may have rounded down past a whole number: MRI checks
        return mul / s if res > x else res
    if math.isfinite(x):
        x = math.ceil(x) if ceil else math.floor(x)
    n = float_to_int(rt, x)  # FloatDomainError for NaN and the infinities
    return int_round_toward(n, ndigits, ceil)


def round_toward(rt: Runtime, x: Any, ndigits: int, ceil: bool) -> Any:
    """`floor`/`ceil` of an Integer or a Float to `ndigits` (Integer#floor, Float#ceil…)."""
    if x.__class__ is int:
        return int_round_toward(x, ndigits, ceil)
    return float_round_toward(rt, x, ndigits, ceil)


# Integer#floor, #ceil, #truncate and Float's: one method each, installed on both classes


def num_floor(rt: Runtime, self: Any, ndigits: Any = 0) -> Any:
    return round_toward(rt, self, to_int_arg(rt, ndigits), False)


def num_ceil(rt: Runtime, self: Any, ndigits: Any = 0) -> Any:
    return round_toward(rt, self, to_int_arg(rt, ndigits), True)


def num_truncate(rt: Runtime, self: Any, ndigits: Any = 0) -> Any:
    """Toward zero: a negative number's ceiling, a positive one's floor (NaN: floor's
    FloatDomainError, or NaN itself for ndigits > 0)."""
    return round_toward(rt, self, to_int_arg(rt, ndigits), self < 0)


# -- integer rounding to tens, hundreds… (ndigits < 0) --------------------------------------


def is_fixnum(n: int) -> bool:
    return FIXNUM_MIN <= n <= FIXNUM_MAX


def round_to_zero(n: int, ndigits: int) -> bool:
    """int_round_zero_p: 10**-ndigits is so large that the result is 0."""
    size = 8 if is_fixnum(n) else (abs(n).bit_length() + 7) // 8
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


def int_round_toward(n: int, ndigits: int, ceil: bool) -> int:
    """Integer#floor (`ceil` false) and Integer#ceil to tens, hundreds… (ndigits < 0)."""
    if ndigits >= 0:
        return n
    if round_to_zero(n, ndigits):
        return 0
    y = 10**-ndigits
    if not ceil:
        return n // y * y
    if not (is_fixnum(n) and is_fixnum(y)):
        return n + (y - n % y)  # MRI's bignum path adds y even to exact multiples
    return -((-n) // y * y)


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
