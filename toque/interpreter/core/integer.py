"""Integer: arithmetic, bits, comparison, conversions, rounding and iteration (`times`, `upto`,
`downto`), and `Integer.sqrt`."""

from __future__ import annotations

import math
import operator
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.comparable import cmp_error
from toque.interpreter.core.number_ops import (
    BIGLEN_LIMIT,
    FIXNUM_MAX,
    FIXNUM_MIN,
    INF,
    RELATIONAL,
    cmp_failed,
    coerce_bin,
    coerce_failed,
    coerce_to_float,
    coerced,
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
    num_remainder,
    num_zero,
    numeric_enumerator,
    relop,
    round_args,
    split_kwargs,
    to_int_arg,
    unsupported,
    zero_div,
)
from toque.interpreter.core.numeric_algorithms import (
    float_mod,
    flodivmod,
    int_pow,
    int_round,
    is_fixnum,
    num_ceil,
    num_floor,
    num_truncate,
)
from toque.interpreter.model.objects import RArray, RRange, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 52  # installed at start-up, in this order (core/discover.py)


i = Builtins("Integer")
int_class = Builtins("Integer", singleton=True)


# -- Integer: arithmetic ---------------------------------------------------------------------

i.method("+")(mixed_op(operator.add, "+"))
i.method("-")(mixed_op(operator.sub, "-"))
i.method("*")(mixed_op(operator.mul, "*"))


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
        return float_to_int(rt, floor_f(q) if is_fixnum(self) else q)
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
    if other.__class__ is float and not is_fixnum(self):
        return num_remainder(rt, i2f(self), other)  # a bignum meets a float as a float
    return num_remainder(rt, self, other)


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
    if is_fixnum(y) and abs(y) < 2**53:
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


i.method("-@")(num_neg)


@i.method("~")
def int_invert(rt, self):
    return ~self


def _bit_arg(rt: Runtime, self: int, other: Any) -> int:
    if other.__class__ is int:
        return other
    pair = coerced(rt, self, other)
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


def _mask(width: int) -> int:
    """MRI's generate_mask: (1 << width) - 1, all ones (-1) for a negative width."""
    return shift_left(1, width) - 1


@i.method("[]")
def int_bit(rt, self, index, length=None):
    if isinstance(index, RRange):
        return _bits_in_range(rt, self, index)
    n = to_int_arg(rt, index)
    if length is not None:  # int_aref2: the bits from n, `length` of them
        return shift_left(self, -n) & _mask(to_int_arg(rt, length))
    return (self >> n) & 1 if n >= 0 else 0


def _bits_in_range(rt, num: int, span: RRange) -> int:
    """int_aref1 of numeric.c for a range: shift by its start, then mask its length; a start
    past the end gives the shifted number whole (negative starts shift left)."""
    beg, end = span.first, span.last
    if beg is None:  # beginless: the low bits, which must all be zero
        if not rt.responds(end, "<"):  # MRI's rb_num_compare_with_zero
            raise cmp_error(rt, end, 0)
        if rt.truthy(rt.send(end, "<", [0])):
            return 0
        width = to_int_arg(rt, end) + (0 if span.excl else 1)
        if num & _mask(width) == 0:
            return 0
        raise rt.error("ArgumentError", "The beginless range for Integer#[] results in infinity")
    shifted = shift_left(num, -to_int_arg(rt, beg))
    cmp = rt.send(beg, "<=>", [end])
    order = None if cmp is None else to_int_arg(rt, cmp)
    if order is not None and order < 0:
        length = rt.send(end, "-", [beg])
        if not span.excl:
            length = rt.send(length, "+", [1])
        return shifted & _mask(to_int_arg(rt, length))
    if order == 0:
        return 0 if span.excl else int_bit(rt, num, beg)
    return shifted


for _name, _fn in RELATIONAL:
    i.method(_name)(relop(_name, _fn))


i.method("==", "===")(num_eq)  # Float's too: one equality for both


@i.method("<=>")
def int_cmp(rt, self, other):
    return num_cmp(rt, self, other)


i.method("eql?")(num_eql)  # these two, -@, abs and zero?: Float's too
i.method("equal?")(num_equal)


@i.method("hash")
def int_hash(rt, self):
    return hash(self)


@i.method("coerce")
def int_coerce(rt, self, other):
    if other.__class__ is int:
        return RArray([other, self])
    return RArray([coerce_to_float(rt, other), i2f(self)])


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
        shown = self if is_fixnum(self) else "bignum"
        raise rt.error("RangeError", f"{shown} out of char range")
    return RString(chr(self))


_LINEAR_BASES = {2: "b", 8: "o", 10: "d", 16: "x"}


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
    if b in _LINEAR_BASES and self > 2**64:  # a divmod per digit is quadratic: 10**100000
        text = format(self, _LINEAR_BASES[b])  # takes minutes that way, a moment this way
        return RArray(int(c, b) for c in reversed(text))
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


i.method("abs", "magnitude")(num_abs)


@i.method("even?")
def int_even(rt, self):
    return self % 2 == 0


@i.method("odd?")
def int_odd(rt, self):
    return self % 2 == 1


i.method("zero?")(num_zero)


@i.method("integer?")
def int_integer(rt, self):
    return True


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


@i.method("round")
def int_round_method(rt, self, *args):
    if not split_kwargs(args)[0]:
        return self  # MRI checks `half:` only when ndigits is given
    nd, mode = round_args(rt, args)
    return int_round(self, nd, mode)


i.method("floor")(num_floor)  # Float's too: one directed rounding for both
i.method("ceil")(num_ceil)
i.method("truncate")(num_truncate)


@i.method("times")
def int_times(rt, self, *, block=None):
    if block is None:
        return numeric_enumerator(rt, self, "times", [])
    call = rt.call_proc
    for n in range(self):
        call(block, [n])
    return self


@i.method("upto")
def int_upto(rt, self, limit, *, block=None):
    return _count_to(rt, self, limit, block, "upto")


@i.method("downto")
def int_downto(rt, self, limit, *, block=None):
    return _count_to(rt, self, limit, block, "downto")


def _count_to(rt: Runtime, start: int, limit: Any, block: Any, name: str) -> Any:
    """`upto`/`downto`: yield start, start ± 1, … while not past `limit` (a Float limit, even
    NaN, compares as Ruby's does)."""
    if block is None:
        return numeric_enumerator(rt, start, name, [limit])
    if not is_num(limit):
        raise cmp_failed(rt, start, limit)
    call = rt.call_proc
    within, step = (operator.le, 1) if name == "upto" else (operator.ge, -1)
    n = start
    while within(n, limit):
        call(block, [n])
        n += step
    return start


@int_class.method("sqrt")
def integer_sqrt(rt, self, n):
    n = to_int_arg(rt, n)
    if n < 0:
        from toque.interpreter.core.math_lib import domain_error

        raise domain_error(rt, 'Numerical argument is out of domain - "isqrt"')
    return math.isqrt(n)
