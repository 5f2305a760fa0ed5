"""Kernel#format / String#%: Ruby's printf directives, with MRI's errors."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.model.objects import RHash, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# %[flags][width][.precision]type, with `N$`, `<name>` and `{name}` references.
_SPEC = re.compile(
    r"%(?P<flags>[-+ 0#]*)(?:(?P<pos>\d+)\$)?(?:<(?P<name>\w+)>)?(?P<flags2>[-+ 0#]*)"
    r"(?P<width>\*|\d+)?(?:\.(?P<prec>\*|\d*))?"
    r"(?:<(?P<name2>\w+)>)?(?:\{(?P<tmpl>\w+)\}|(?P<type>[a-zA-Z%]))?"
)
_DIGITS = "0123456789abcdef"
_BASES = {"x": 16, "X": 16, "o": 8, "b": 2, "B": 2}


class Args:
    """The arguments of one format call, consumed in order, by position or by name."""

    def __init__(self, rt: Runtime, values: list) -> None:
        self.rt = rt
        self.values = values
        self.next = 0
        self.mode = ""

    def take(self) -> Any:
        self._use("unnumbered")
        if self.next >= len(self.values):
            raise self.rt.error("ArgumentError", "too few arguments")
        value = self.values[self.next]
        self.next += 1
        return value

    def at(self, pos: int) -> Any:
        self._use("numbered")
        if pos < 1 or pos > len(self.values):
            raise self.rt.error("ArgumentError", "too few arguments")
        return self.values[pos - 1]

    def named(self, name: str, token: str) -> Any:
        if self.mode == "unnumbered":
            raise self.rt.error("ArgumentError", f"named{token} after unnumbered({self.next})")
        self.mode = "named"
        if len(self.values) != 1 or not isinstance(self.values[0], RHash):
            raise self.rt.error("ArgumentError", "one hash required")
        h = self.values[0]
        key = sym(name)
        if h.has(key):
            return h.get(key)
        if h.default_proc is not None:
            return self.rt.call_proc(h.default_proc, [h, key])
        if h.default is not None:
            return h.default
        raise self.rt.error("KeyError", f"key{token} not found")

    def _use(self, mode: str) -> None:
        if self.mode == "named":
            what = f"unnumbered({self.next + 1})" if mode == "unnumbered" else "numbered"
            raise self.rt.error("ArgumentError", f"{what} mixed with named")
        self.mode = mode


def sprintf(rt: Runtime, fmt: str, args: list) -> str:
    """Ruby's `format(fmt, *args)`."""
    out: list[str] = []
    pos = 0
    state = Args(rt, args)
    while True:
        at = fmt.find("%", pos)
        if at < 0:
            out.append(fmt[pos:])
            break
        out.append(fmt[pos:at])
        m = _SPEC.match(fmt, at)
        pos = m.end()
        out.append(directive(rt, m, state, fmt))
    return "".join(out)


def directive(rt: Runtime, m: re.Match, state: Args, fmt: str) -> str:
    kind = m.group("type")
    tmpl = m.group("tmpl")
    if kind is None and tmpl is None:
        if m.end() >= len(fmt):
            raise rt.error(
                "ArgumentError", "incomplete format specifier; use %% (double %) instead"
            )
        raise rt.error("ArgumentError", f"malformed format string - %{fmt[m.end()]}")
    if kind == "%" and m.end() - m.start() == 2:
        return "%"
    flags = (m.group("flags") or "") + (m.group("flags2") or "")
    width = _number(state, m.group("width"))
    prec = m.group("prec")
    precision = None if prec is None else (_number(state, prec) if prec else 0)
    if width is not None and width < 0:
        flags += "-"
        width = -width
    name = m.group("name") or m.group("name2")
    if tmpl is not None:
        text = rt.to_s(state.named(tmpl, "{" + tmpl + "}"))
        return pad(text, flags.replace("0", ""), width)
    if name is not None:
        value = state.named(name, "<" + name + ">")
    elif m.group("pos"):
        value = state.at(int(m.group("pos")))
    else:
        value = state.take()
    return convert(rt, kind, flags, width, precision, value)


def _number(state: Args, text: str | None) -> int | None:
    if text is None:
        return None
    if text == "*":
        return to_int(state.rt, state.take())
    return int(text)


def pad(text: str, flags: str, width: int | None, zero_ok: bool = False) -> str:
    if width is None or len(text) >= width:
        return text
    if "-" in flags:
        return text.ljust(width)
    if zero_ok and "0" in flags:
        sign = text[0] if text[:1] in "+- " and text[1:2].isdigit() or text[:1] in "+- " else ""
        return sign + text[len(sign) :].rjust(width - len(sign), "0")
    return text.rjust(width)


def convert(rt: Runtime, kind: str, flags: str, width: Any, precision: Any, value: Any) -> str:
    if kind in ("d", "i", "u"):
        return pad(integer_text(rt, value, flags, precision), flags, width, precision is None)
    if kind in _BASES:
        return pad(based_text(rt, kind, value, flags, precision), flags, width, precision is None)
    if kind in "fFeEgGaA":
        return float_text(rt, kind, value, flags, width, precision)
    if kind == "s":
        text = rt.to_s(value)
        return pad(text if precision is None else text[:precision], flags, width)
    if kind == "p":
        text = rt.inspect(value)
        return pad(text if precision is None else text[:precision], flags, width)
    if kind == "c":
        return pad(char_text(rt, value), flags, width)
    raise rt.error("ArgumentError", f"malformed format string - %{kind}")


def to_int(rt: Runtime, value: Any) -> int:
    from toque.interpreter.core.number_parsing import to_integer

    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise rt.error("FloatDomainError", rt.inspect(value))
        return int(value)
    return to_integer(rt, value)


def _sign(n: int, flags: str) -> str:
    if n < 0:
        return "-"
    if "+" in flags:
        return "+"
    if " " in flags:
        return " "
    return ""


def integer_text(rt: Runtime, value: Any, flags: str, precision: Any) -> str:
    n = to_int(rt, value)
    digits = str(abs(n))
    if precision is not None:
        digits = digits.rjust(precision, "0")
    return _sign(n, flags) + digits


def to_base(n: int, base: int) -> str:
    if n == 0:
        return "0"
    out = []
    while n:
        n, d = divmod(n, base)
        out.append(_DIGITS[d])
    return "".join(reversed(out))


def twos_complement(n: int, base: int) -> str:
    """MRI's `..f01` form of a negative number printed without a sign flag."""
    top = _DIGITS[base - 1]
    k = 1
    while True:
        text = to_base(base**k + n, base).rjust(k, "0") if base**k + n >= 0 else ""
        if text and text[0] == top:
            return ".." + text
        k += 1


def based_text(rt: Runtime, kind: str, value: Any, flags: str, precision: Any) -> str:
    n = to_int(rt, value)
    base = _BASES[kind]
    signed = "+" in flags or " " in flags
    if n < 0 and not signed:
        digits = twos_complement(n, base)
        sign = ""
    else:
        digits = to_base(abs(n), base)
        sign = _sign(n, flags)
    if precision is not None:
        digits = digits.rjust(precision, "0")
    prefix = ""
    if "#" in flags:
        prefix = {"x": "0x", "X": "0X", "o": "0", "b": "0b", "B": "0B"}[kind]
        if n == 0 and kind != "o":
            prefix = ""
        if kind == "o" and digits.startswith("0"):
            prefix = ""
    text = prefix + digits
    if kind == "X":
        text = text.upper()
    return sign + text


def float_text(rt: Runtime, kind: str, value: Any, flags: str, width: Any, precision: Any) -> str:
    f = to_float(rt, value)
    negative = f < 0 or (f == 0 and math.copysign(1.0, f) < 0)
    if math.isinf(f) or math.isnan(f):
        word = "NaN" if math.isnan(f) else "Inf"
        text = _sign(-1 if negative else 1, flags) + word
        return pad(text, flags.replace("0", ""), width)
    if kind in "aA":
        text = hex_float(f)
        return pad(text.upper() if kind == "A" else text, flags, width)
    prec = 6 if precision is None else precision
    body = float_body(abs(f), kind.lower(), prec, "#" in flags)
    if kind in "EG":
        body = body.upper()
    return pad(_sign(-1 if negative else 1, flags) + body, flags, width, True)


def hex_float(f: float) -> str:
    mant, _, exp = float.hex(f).partition("p")
    mant = mant.rstrip("0").rstrip(".") if "." in mant else mant
    return f"{mant}p{exp}"


def float_body(f: float, kind: str, prec: int, alt: bool) -> str:
    """The digits of %f, %e or %g for a non-negative finite float, rounded as MRI rounds."""
    if kind == "f":
        digits, decpt = dtoa(f, 3, prec)
        return fixed_text(digits, decpt, prec, alt)
    if kind == "e":
        digits, decpt = dtoa(f, 2, prec + 1)
        return exp_text(digits, decpt, prec, alt)
    p = prec or 1
    digits, decpt = dtoa(f, 2, p)
    if f == 0:
        decpt = 1
    if alt:
        digits = digits.ljust(p, "0")
    if -4 <= decpt - 1 < p:
        return general_fixed(digits, decpt, alt)
    return exp_text(digits, decpt, max(len(digits) - 1, 0), alt)


def general_fixed(digits: str, decpt: int, alt: bool) -> str:
    """%g's fixed form: exactly the digits dtoa returned (it keeps what MRI keeps)."""
    if decpt <= 0:
        return "0." + "0" * -decpt + digits
    whole = digits[:decpt].ljust(decpt, "0")
    rest = digits[decpt:]
    return whole + ("." + rest if rest or alt else "")


def fixed_text(digits: str, decpt: int, prec: int, alt: bool) -> str:
    scaled = int(digits or "0") * 10 ** max(0, prec + decpt - len(digits))
    if prec + decpt - len(digits) < 0:
        scaled //= 10 ** (len(digits) - prec - decpt)
    whole, frac = divmod(scaled, 10**prec)
    if prec == 0:
        return str(whole) + ("." if alt else "")
    return f"{whole}.{str(frac).rjust(prec, '0')}"


def exp_text(digits: str, decpt: int, prec: int, alt: bool) -> str:
    digits = (digits or "0").ljust(prec + 1, "0")
    exp = decpt - 1 if digits.strip("0") else 0
    mant = digits[0] + ("." + digits[1 : prec + 1] if prec or alt else "")
    return f"{mant}e{'-' if exp < 0 else '+'}{abs(exp):02d}"


# -- MRI's dtoa (missing/dtoa.c), modes 2 and 3 ---------------------------------------
# MRI first tries to produce the digits with float arithmetic; when the rest is within
# rounding error of one half it rounds half to even on the digits so far (where C's
# printf would look at the exact binary value: MRI prints "%.2f" % 2.675 as 2.68).

_TENS = [10.0**i for i in range(23)]
_BIGTENS = [1e16, 1e32, 1e64, 1e128, 1e256]


def dtoa(f: float, mode: int, ndigits: int) -> tuple[str, int]:
    """(digits without trailing zeros, decimal point position) of a positive float."""
    if f == 0:
        return "0", 1
    k, k_check = _estimate_k(f)
    if mode == 2:
        ilim = ilim1 = max(ndigits, 1)
    else:
        ilim, ilim1 = ndigits + k + 1, ndigits + k
    half = False
    if 0 <= ilim <= 14:
        quick = _quick(f, k, k_check, ilim, ilim1)
        if quick is not None:
            if quick[0] != "half":
                return quick
            half = True
    return _exact(f, mode, ndigits, half)


def _estimate_k(f: float) -> tuple[int, bool]:
    m, e = math.frexp(f)
    d2, i = m * 2, e - 1
    ds = (d2 - 1.5) * 0.289529654602168 + 0.1760912590558 + i * 0.301029995663981
    k = math.floor(ds)
    if 0 <= k <= 22:
        if f < _TENS[k]:
            k -= 1
        return k, False
    return k, True


def _quick(f: float, k: int, k_check: bool, ilim: int, ilim1: int) -> Any:
    ieps = 2
    d = f
    if k > 0:
        ds = _TENS[k & 0xF]
        j, i = k >> 4, 0
        while j:
            if j & 1:
                ieps += 1
                ds *= _BIGTENS[i]
            j >>= 1
            i += 1
        d /= ds
    elif k < 0:
        d *= _TENS[-k & 0xF]
        j, i = -k >> 4, 0
        while j:
            if j & 1:
                ieps += 1
                d *= _BIGTENS[i]
            j >>= 1
            i += 1
    if k_check and d < 1.0 and ilim > 0:
        if ilim1 <= 0:
            return None
        ilim, k, d, ieps = ilim1, k - 1, d * 10.0, ieps + 1
    eps = math.ldexp(ieps * d + 7.0, -52)
    if ilim == 0:
        d -= 5.0
        if d > eps:
            return "1", k + 2
        if d < -eps:
            return "", k + 1  # no digits: the value rounds to zero
        return None
    eps *= _TENS[ilim - 1]
    digits: list[int] = []
    i = 1
    while True:
        n = int(d)
        d -= n
        if d == 0:
            ilim = i
        digits.append(n)
        if i == ilim:
            if d > 0.5 + eps:
                return _bump(digits, k)
            if d < 0.5 - eps:
                return _strip(digits), k + 1
            if n & 1:
                return _bump(digits, k)
            return ("half",)
        i += 1
        d *= 10.0


def _bump(digits: list[int], k: int) -> tuple[str, int]:
    while digits and digits[-1] == 9:
        digits.pop()
    if not digits:
        return "1", k + 2
    digits[-1] += 1
    return "".join(map(str, digits)), k + 1


def _strip(digits: list[int]) -> str:
    text = "".join(map(str, digits)).rstrip("0")
    return text


def _exact(f: float, mode: int, ndigits: int, half: bool) -> tuple[str, int]:
    num, den = f.as_integer_ratio()
    k = _exact_k(num, den)
    ilim = max(ndigits, 1) if mode == 2 else ndigits + k + 1
    if ilim <= 0:
        # fcvt style: nothing or a single 1 in the last requested place
        if ilim < 0 or 2 * num * 10**ndigits <= den:
            return "", -ndigits
        return "1", k + 2
    shift = ilim - 1 - k  # scale so that exactly ilim digits are left of the point
    if shift >= 0:
        q, r = divmod(num * 10**shift, den)
    else:
        q, r = divmod(num, den * 10 ** (-shift))
        den = den * 10 ** (-shift)
    digits = [int(c) for c in str(q)]
    if r == 0:
        return _strip(digits), k + 1
    if 2 * r > den or (2 * r == den and digits[-1] & 1):
        while digits and digits[-1] == 9:
            digits.pop()
        if not digits:
            return "1", k + 2
        if not half or digits[-1] & 1:
            digits[-1] += 1
        return "".join(map(str, digits)), k + 1  # MRI strips no zeros here
    return _strip(digits), k + 1


def _exact_k(num: int, den: int) -> int:
    """floor(log10(num / den)) for positive integers."""
    k = len(str(num // den)) - 1 if num >= den else -len(str(den // num))
    while num * 10 ** max(0, -k) < den * 10 ** max(0, k):
        k -= 1
    while num * 10 ** max(0, -(k + 1)) >= den * 10 ** max(0, k + 1):
        k += 1
    return k


def to_float(rt: Runtime, value: Any) -> float:
    from toque.interpreter.core.number_parsing import to_float as convert_float

    if isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    return convert_float(rt, value)


def char_text(rt: Runtime, value: Any) -> str:
    if isinstance(value, RString):
        return value.v[:1]
    if isinstance(value, RSymbol):
        return value.name[:1]
    return chr(to_int(rt, value))


__all__ = ["sprintf"]
