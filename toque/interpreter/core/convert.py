"""Integer() and Float(): strict conversions with Ruby's errors."""

from __future__ import annotations

import re
from typing import Any

from toque.interpreter.values import RString

_INT_RE = re.compile(r"\A\s*([+-]?)(0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO]?[0-7_]+|\d[\d_]*)\s*\Z")


def to_integer(rt: Any, value: Any, base: Any = None) -> int:
    if isinstance(value, bool) or value is None:
        raise rt.error("TypeError", f"can't convert {rt.inspect(value)} into Integer")
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise rt.error("FloatDomainError", rt.inspect(value))
        return int(value)
    if isinstance(value, RString):
        text = value.v
        if base is not None:
            try:
                return int(text.replace("_", ""), int(base))
            except ValueError:
                raise rt.error(
                    "ArgumentError", f"invalid value for Integer(): {rt.inspect(value)}"
                ) from None
        m = _INT_RE.match(text)
        if not m or "__" in text or text.strip().endswith("_"):
            raise rt.error("ArgumentError", f"invalid value for Integer(): {rt.inspect(value)}")
        sign, digits = m.groups()
        digits = digits.replace("_", "")
        low = digits[:2].lower()
        if low == "0x":
            n = int(digits[2:], 16)
        elif low == "0b":
            n = int(digits[2:], 2)
        elif low == "0o":
            n = int(digits[2:], 8)
        elif len(digits) > 1 and digits[0] == "0":
            n = int(digits, 8)
        else:
            n = int(digits)
        return -n if sign == "-" else n
    if rt.responds(value, "to_int"):
        return rt.send(value, "to_int", [])
    if rt.responds(value, "to_i"):
        return rt.send(value, "to_i", [])
    raise rt.error("TypeError", f"can't convert {rt.real_class(value).name} into Integer")


_FLOAT_RE = re.compile(r"\A\s*[+-]?(\d[\d_]*)(\.\d[\d_]*)?([eE][+-]?\d+)?\s*\Z")


def to_float(rt: Any, value: Any) -> float:
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
