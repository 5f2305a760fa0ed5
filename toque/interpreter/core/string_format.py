"""String's shaping methods: case, whitespace and line ends (strip, chomp, chop), padding (center,
ljust, rjust), and conversions (to_i, to_f, to_sym, hex, oct…)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import inspect_str, shows_bytes
from toque.interpreter.core.string import WHITESPACE, int_arg, mutate, str_arg
from toque.interpreter.model.objects import RString, sym
from toque.lazy_re import lazy_compile

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 61  # installed at start-up, in this order (core/discover.py)

s_ = Builtins("String")


# -- case ----------------------------------------------------------------------------------


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:].lower() if text else text


def _swapcase(text: str) -> str:
    return text.swapcase()


_CASE = {
    "upcase": str.upper,
    "downcase": str.lower,
    "capitalize": _capitalize,
    "swapcase": _swapcase,
}


def _case_methods(name: str, fn: Any) -> None:
    @s_.method(name)
    def plain(rt, self, *opts):
        return RString(fn(self.v))

    @s_.method(name + "!")
    def bang(rt, self, *opts):
        return mutate(rt, self, fn(self.v))


for _name, _fn in _CASE.items():
    _case_methods(_name, _fn)


# -- whitespace and line ends ---------------------------------------------------------------


def chomp_text(text: str, sep: Any = None, rt: Runtime | None = None) -> str:
    if sep is None:
        if text.endswith("\r\n"):
            return text[:-2]
        if text.endswith("\n") or text.endswith("\r"):
            return text[:-1]
        return text
    if sep == "":
        while text.endswith("\n"):
            text = text[:-2] if text.endswith("\r\n") else text[:-1]
        return text
    if sep == "\n":
        return chomp_text(text)
    return text[: -len(sep)] if text.endswith(sep) else text


def chop_text(text: str) -> str:
    return text[:-2] if text.endswith("\r\n") else text[:-1]


def _sep(rt: Runtime, args: tuple) -> Any:
    return str_arg(rt, args[0]) if args and args[0] is not None else None


_TRIMS = {
    "strip": lambda t: t.strip(WHITESPACE),
    "lstrip": lambda t: t.lstrip(WHITESPACE),
    "rstrip": lambda t: t.rstrip(WHITESPACE),
    "chop": chop_text,
}


def _trim_methods(name: str, fn: Any) -> None:
    @s_.method(name)
    def plain(rt, self):
        return RString(fn(self.v))

    @s_.method(name + "!")
    def bang(rt, self):
        return mutate(rt, self, fn(self.v))


for _name, _fn in _TRIMS.items():
    _trim_methods(_name, _fn)


@s_.method("chomp")
def chomp(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    return RString(chomp_text(self.v, _sep(rt, args)))


@s_.method("chomp!")
def chomp_bang(rt, self, *args):
    if len(args) > 1:
        raise rt.arity_error(len(args), "0..1")
    return mutate(rt, self, chomp_text(self.v, _sep(rt, args)))


@s_.method("delete_prefix")
def delete_prefix(rt, self, prefix):
    p = str_arg(rt, prefix)
    return RString(self.v[len(p) :] if p and self.v.startswith(p) else self.v)


@s_.method("delete_prefix!")
def delete_prefix_bang(rt, self, prefix):
    p = str_arg(rt, prefix)
    return mutate(rt, self, self.v[len(p) :] if p and self.v.startswith(p) else self.v)


@s_.method("delete_suffix")
def delete_suffix(rt, self, suffix):
    p = str_arg(rt, suffix)
    return RString(self.v[: -len(p)] if p and self.v.endswith(p) else self.v)


@s_.method("delete_suffix!")
def delete_suffix_bang(rt, self, suffix):
    p = str_arg(rt, suffix)
    return mutate(rt, self, self.v[: -len(p)] if p and self.v.endswith(p) else self.v)


# -- padding --------------------------------------------------------------------------------


def _pad(rt: Runtime, width: Any, pad: Any) -> tuple[int, str]:
    width = int_arg(rt, width)
    text = " " if pad is None else str_arg(rt, pad)
    if not text:
        raise rt.error("ArgumentError", "zero width padding")
    return width, text


def _fill(pad: str, n: int) -> str:
    return (pad * (n // len(pad) + 1))[:n] if n > 0 else ""


@s_.method("ljust")
def ljust(rt, self, width, pad=None):
    width, pad = _pad(rt, width, pad)
    return RString(self.v + _fill(pad, width - len(self.v)))


@s_.method("rjust")
def rjust(rt, self, width, pad=None):
    width, pad = _pad(rt, width, pad)
    return RString(_fill(pad, width - len(self.v)) + self.v)


@s_.method("center")
def center(rt, self, width, pad=None):
    width, pad = _pad(rt, width, pad)
    total = width - len(self.v)
    if total <= 0:
        return RString(self.v)
    left = total // 2
    return RString(_fill(pad, left) + self.v + _fill(pad, total - left))


# -- conversions -----------------------------------------------------------------------------

_INT_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
_PREFIX_BASE = {"0x": 16, "0b": 2, "0o": 8}


_DECIMAL = lazy_compile(r"[ \t\n\v\f\r]*([+-]?)(?:0[dD])?(\d+(?:_\d+)*)")
_INT_PATTERNS: dict[int, re.Pattern] = {}


def _int_pattern(base: int) -> re.Pattern:
    """Sign, optional radix prefix and digits (single underscores between) in `base`."""
    pattern = _INT_PATTERNS.get(base)
    if pattern is None:
        digits = _INT_DIGITS[:base]
        cls = "[" + re.escape(digits + digits.upper()) + "]"
        prefix = {16: "0[xX]", 2: "0[bB]", 8: "0[oO]?", 10: "0[dD]"}.get(base)
        pre = f"(?:{prefix})?" if prefix else ""
        pattern = re.compile(rf"[ \t\n\v\f\r]*([+-]?){pre}({cls}+(?:_{cls}+)*)")
        _INT_PATTERNS[base] = pattern
    return pattern


def parse_int(text: str, base: int = 10) -> int:
    """String#to_i: the leading integer of `text` in `base`, 0 when there is none."""
    if base == 0:
        body = text.lstrip(WHITESPACE).lstrip("+-")
        low = body[:2].lower()
        base = _PREFIX_BASE.get(low, 10 if low == "0d" else (8 if low[:1] == "0" else 10))
    m = (_DECIMAL if base == 10 else _int_pattern(base)).match(text)
    if m is None:
        return 0
    value = int(m.group(2).replace("_", ""), base)
    return -value if m.group(1) == "-" else value


_FLOAT_PREFIX = lazy_compile(r"[+-]?(?:\d+(?:_\d+)*)?(?:\.\d+(?:_\d+)*)?(?:[eE][+-]?\d+)?")


def parse_float(text: str) -> float:
    """String#to_f: the leading decimal number of `text`, 0.0 when there is none."""
    s = text.lstrip(WHITESPACE)
    m = _FLOAT_PREFIX.match(s)
    body = m.group() if m else ""
    if not any(ch.isdigit() for ch in body.split("e")[0].split("E")[0]):
        return 0.0
    mant = re.match(r"[+-]?[\d_]*(?:\.[\d_]+)?", body).group()
    if mant in ("", "+", "-") or not any(ch.isdigit() for ch in mant):
        return 0.0
    try:
        return float(body.replace("_", ""))
    except ValueError:
        return float(mant.replace("_", ""))


@s_.method("to_i")
def to_i(rt, self, base=10):
    base = int_arg(rt, base)
    if base < 0 or base == 1 or base > 36:
        raise rt.error("ArgumentError", f"invalid radix {base}")
    return parse_int(self.v, base)


@s_.method("to_f")
def to_f(rt, self):
    return parse_float(self.v)


@s_.method("hex")
def hex_(rt, self):
    return parse_int(self.v, 16)


@s_.method("oct")
def oct_(rt, self):
    s = self.v.lstrip(WHITESPACE).lstrip("+-")
    low = s[:2].lower()
    base = _PREFIX_BASE.get(low, 8)
    value = parse_int(self.v, base)
    return value


@s_.method("to_s", "to_str")
def to_s(rt, self):
    if self.__class__ is not RString:  # an instance of a subclass: a plain String of it
        return RString(self.v)
    return self


@s_.method("to_sym", "intern")
def to_sym(rt, self):
    return sym(self.v)


@s_.method("inspect")
def inspect(rt, self):
    return RString(inspect_str(self.v, shows_bytes(self)))


@s_.method("dump")
def dump(rt, self):
    text = inspect_str(self.v)
    return RString("".join(c if ord(c) < 128 else f"\\u{ord(c):04X}" for c in text))


@s_.method("to_c", "to_r")
def unsupported_numeric(rt, self):
    raise rt.error("NotImplementedError", "Rational and Complex are not supported by toque")
