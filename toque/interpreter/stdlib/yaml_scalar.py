"""What a plain YAML scalar means to Psych: Psych::ScalarScanner#tokenize, ported.

It decides both directions: a plain scalar read back as Integer, Symbol, true…, and
whether `to_yaml` must quote a String (it must when the scanner would not read it back
as that String).
"""

from __future__ import annotations

import re
from typing import Any

# a Symbol, a Time or a Date: the loader decides whether its class may be loaded
Sym = tuple  # ("sym", name) | ("time", text) | ("date", text)

_WORDY = re.compile(r"[^\d.:-]?(?:[^\W\d]|[\s!@#$%^&*(){}<>|/\\~;=])+")
TIME = re.compile(
    r"-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?"
    r"(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?\Z"
)
DATE = re.compile(r"\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)\Z")
FLOAT = re.compile(r"[-+]?(?:[0-9][0-9_,]*)?\.[0-9]*(?:[eE][-+][0-9]+)?\Z")
INTEGER = re.compile(
    r"(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)"
    r"|[-+]?0x[0-9a-fA-F_,]+)\Z"
)
_SEXAGESIMAL = re.compile(r"[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}\Z")
_SEXAGESIMAL_FLOAT = re.compile(r"[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}\.[0-9_]*\Z")
_QUOTED_SYMBOL = re.compile(r":([\"'])(.*)\1")


def tokenize(text: str) -> Any:
    """None, True/False, int, float, ("sym"|"time"|"date", text) or the str itself."""
    if not text:
        return None
    if _WORDY.match(text) or "\n" in text:
        return _wordy(text)
    if TIME.match(text):
        return ("time", text)
    if DATE.match(text):
        return ("date", text)
    lower = text.lower()
    if lower in (".inf", "+.inf"):
        return float("inf")
    if lower == "-.inf":
        return float("-inf")
    if lower == ".nan":
        return float("nan")
    if len(text) > 1 and text[0] == ":":
        m = _QUOTED_SYMBOL.match(text)
        name = m.group(2) if m else text[1:]
        return ("sym", name[1:] if name.startswith(":") else name)
    if _SEXAGESIMAL.match(text):
        return _sexagesimal(text, int)
    if _SEXAGESIMAL_FLOAT.match(text):
        return _sexagesimal(text, _to_f)
    if FLOAT.match(text):
        if re.match(r"[-+]?\.\Z", text):
            return text
        return float(re.sub(r"[,_]|\.([Ee]|$)", r"\1", text))
    if INTEGER.match(text):
        return parse_int(text)
    return text


def _wordy(text: str) -> Any:
    if len(text) > 5 or re.match(r"[^ytonf~]", text, re.I):
        return text
    lower = text.lower()
    if text == "~" or lower == "null":
        return None
    if lower in ("yes", "true", "on"):
        return True
    if lower in ("no", "false", "off"):
        return False
    return text


def _to_f(text: str) -> float:
    m = re.match(r"[-+]?\d[\d_]*(?:\.\d*)?", text)
    return float(m.group().replace("_", "")) if m else 0.0


def _sexagesimal(text: str, number: Any) -> Any:
    # Psych weighs the parts 60**2, 60**1, 60**0 from the left whatever their count
    total = 0
    for e, part in enumerate(text.split(":")):
        total += number(part.replace("_", "")) * 60 ** abs(e - 2)
    return total


def parse_int(text: str) -> int:
    """Ruby's Integer() of the digits: 0b binary, 0x hex, a leading 0 octal."""
    digits = text.replace(",", "").replace("_", "")
    sign = -1 if digits.startswith("-") else 1
    digits = digits.lstrip("+-")
    if digits[:2] in ("0b", "0x"):
        return sign * int(digits[2:], 2 if digits[1] == "b" else 16)
    if len(digits) > 1 and digits[0] == "0":
        return sign * int(digits[1:], 8)
    return sign * int(digits)
