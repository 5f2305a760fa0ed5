"""Integer(), Float() and time intervals: strict conversions with Ruby's errors."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.number_ops import to_int_arg
from toque.interpreter.model.objects import RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_PREFIXES = {"x": 16, "b": 2, "o": 8, "d": 10}
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def parse_integer(text: str, base: int) -> int | None:
    """Integer(text, base) as MRI reads it (base 0: from the prefix), or None if invalid.

    Digits may be separated by single underscores; a prefix (0x, 0b, 0o, 0d, or a bare
    leading 0 for octal) is allowed when it agrees with the base.
    """
    t = text.strip(" \t\n\v\f\r")
    sign = 1
    if t[:1] in ("+", "-"):
        sign = -1 if t[0] == "-" else 1
        t = t[1:]
    if len(t) >= 2 and t[0] == "0" and t[1].lower() in _PREFIXES:
        prefix_base = _PREFIXES[t[1].lower()]
        if base in (0, prefix_base):
            base, t = prefix_base, t[2:]
    elif base == 0:
        base = 8 if len(t) > 1 and t[0] == "0" else 10
        if base == 8:
            t = t[2:] if t[1:2] == "_" else t[1:]
    return _digits_value(t, base, sign)


def _digits_value(t: str, base: int, sign: int) -> int | None:
    if not t or t[0] == "_" or t[-1] == "_" or "__" in t:
        return None
    allowed = _DIGITS[:base]
    if any(c != "_" and c.lower() not in allowed for c in t):
        return None
    return sign * int(t.replace("_", ""), base)


def _base_arg(rt: Runtime, base: Any) -> int:

    b = to_int_arg(rt, base)
    if b < 0:
        b = -b
    if b == 1 or b > 36:
        raise rt.error("ArgumentError", f"invalid radix {b}")
    return b


def to_integer(rt: Runtime, value: Any, base: Any = None) -> int:
    if base is not None and not isinstance(value, RString):
        raise rt.error("ArgumentError", "base specified for non string value")
    if isinstance(value, bool) or value is None:
        raise rt.error("TypeError", f"can't convert {rt.inspect(value)} into Integer")
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise rt.error("FloatDomainError", rt.inspect(value))
        return int(value)
    if isinstance(value, RString):
        n = parse_integer(value.v, 0 if base is None else _base_arg(rt, base))
        if n is None or "\0" in value.v:
            raise rt.error("ArgumentError", f"invalid value for Integer(): {rt.inspect(value)}")
        return n
    if rt.responds(value, "to_int"):
        return rt.send(value, "to_int", [])
    if rt.responds(value, "to_i"):
        return rt.send(value, "to_i", [])
    raise rt.error("TypeError", f"can't convert {rt.real_class(value).name} into Integer")


_FLOAT_RE = re.compile(r"\A\s*[+-]?(\d[\d_]*(\.\d[\d_]*)?|\.\d[\d_]*)([eE][+-]?\d[\d_]*)?\s*\Z")


def to_float(rt: Runtime, value: Any) -> float:
    if isinstance(value, bool) or value is None:
        raise rt.error("TypeError", f"can't convert {rt.inspect(value)} into Float")
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, RString):
        text = value.v
        if not _FLOAT_RE.match(text) or "__" in text:
            try:
                if not re.match(r"\s*[+-]?0[xX]", text):  # Float() takes hex, not 0b/0o
                    raise ValueError(text)
                return float(to_integer(rt, value))
            except Exception:  # noqa: BLE001
                raise rt.error(
                    "ArgumentError", f"invalid value for Float(): {rt.inspect(value)}"
                ) from None
        return float(text.replace("_", ""))
    if rt.responds(value, "to_f"):
        return rt.send(value, "to_f", [])
    raise rt.error("TypeError", f"can't convert {rt.real_class(value).name} into Float")


_TIME_T = 2**63  # MRI keeps an interval's seconds in a time_t


def time_interval(rt: Runtime, value: Any) -> float:
    """The seconds of `sleep(value)` (and of Timeout's watcher) as MRI's rb_time_interval
    reads them: a non-negative Integer or Float within a time_t, else Ruby's error."""
    if isinstance(value, int) and not isinstance(value, bool):
        if not -_TIME_T <= value < _TIME_T:
            raise rt.error("RangeError", "bignum too big to convert into `long'")
        if value < 0:
            raise rt.error("ArgumentError", "time interval must not be negative")
        return float(value)
    if isinstance(value, float):
        if value != value:
            raise rt.error("RangeError", "NaN out of Time range")
        if value < 0:
            raise rt.error("ArgumentError", "time interval must not be negative")
        if value == float("inf"):
            raise rt.error("RangeError", "Inf out of Time range")
        if value >= _TIME_T:
            raise rt.error("RangeError", f"{value:f} out of Time range")
        return value
    raise rt.error("TypeError", f"can't convert {rt.real_class(value).name} into time interval")
