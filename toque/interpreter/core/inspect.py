"""`inspect` and `to_s` of the builtin values, exactly as MRI 3.1 prints them."""

from __future__ import annotations

import math
import unicodedata
from typing import TYPE_CHECKING, Any

from toque.interpreter.model.classes import RModule
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import RArray, RHash, RObject, RRange, RString, RSymbol
from toque.lazy_re import lazy_compile

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_UNPRINTABLE = frozenset(("Cn", "Zl", "Zp"))  # what Onigmo calls unprintable
_ESCAPES = {
    "\n": "\\n",
    "\t": "\\t",
    "\r": "\\r",
    "\x1b": "\\e",
    "\a": "\\a",
    "\b": "\\b",
    "\f": "\\f",
    "\v": "\\v",
    '"': '\\"',
    "\\": "\\\\",
}
# `[^\x00-\x7f]` rather than a \u0080-\U0010ffff range: the same set, far cheaper to compile
_SIMPLE_SYMBOL = lazy_compile(
    r"\A(?:(?:[A-Za-z_]|[^\x00-\x7f])(?:\w|[^\x00-\x7f])*[?!=]?|\[\]=?|[+\-]@?|\*\*?|/|%|==?=?|"
    r"=~|!~?|!=|<=>|<=?|>=?|<<|>>|&|\||\^|~|@{1,2}[A-Za-z_]\w*|\$[A-Za-z_]\w*)\Z"
)


def inspect_str(text: str, in_bytes: bool | None = None) -> str:
    """`text` as String#inspect shows it. `in_bytes`: True for a String whose encoding has
    no Unicode (ASCII-8BIT, US-ASCII), whose control characters MRI shows as \\xNN too;
    False for one labelled UTF-8, whose invalid bytes alone show as \\xNN; None to guess
    from the text (a String that carries no encoding)."""
    out = ['"']
    n = len(text)
    # a binary String (bytes escaped as U+DC80..U+DCFF, see core/binary.py) shows \xNN
    binary = in_bytes or (
        in_bytes is None
        and "\udc80" <= max(text, default=" ")
        and any("\udc80" <= c <= "\udcff" for c in text)
    )
    for i, ch in enumerate(text):
        esc = _ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
        elif ch == "#" and i + 1 < n and text[i + 1] in "{$@":
            out.append("\\#")
        elif binary and (ch < " " or "\x7f" <= ch <= "\xff" or "\udc80" <= ch <= "\udcff"):
            out.append(f"\\x{ord(ch) & 0xFF:02X}")
        elif "\udc80" <= ch <= "\udcff":  # an invalid byte of a UTF-8 String
            out.append(f"\\x{ord(ch) & 0xFF:02X}")
        elif ch < " " or ch == "\x7f":
            out.append(f"\\u{ord(ch):04X}")
        elif ord(ch) > 0x7F and unicodedata.category(ch) in _UNPRINTABLE:
            out.append(f"\\u{ord(ch):04X}" if ord(ch) < 0x10000 else f"\\u{{{ord(ch):X}}}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def shows_bytes(s: RString) -> bool | None:
    """Does inspect show `s` as bytes (its encoding has no Unicode), as UTF-8 (labelled
    so), or guess from its text (None: it carries no encoding)?"""
    if s.enc is None:
        return None
    if s.enc.name in ("ASCII-8BIT", "US-ASCII"):
        return True
    return False if s.enc.name == "UTF-8" else None


def inspect_symbol(name: str) -> str:
    if _SIMPLE_SYMBOL.match(name) and not (
        name.endswith("?=") or name.endswith("!=") and len(name) > 2 and name[-3].isalnum()
    ):
        return ":" + name
    return ":" + inspect_str(name)


def float_to_s(f: float) -> str:
    if math.isinf(f):
        return "Infinity" if f > 0 else "-Infinity"
    if math.isnan(f):
        return "NaN"
    r = repr(f)
    if "e" not in r and abs(f) >= 1e15:  # Ruby switches to exponent form one digit earlier
        sign = "-" if r.startswith("-") else ""
        whole, _, frac = r.lstrip("-").partition(".")
        digits = (whole + frac.rstrip("0")).rstrip("0") or "0"
        mant = digits[0] + "." + (digits[1:] or "0")
        return f"{sign}{mant}e+{len(whole) - 1:02d}"
    if "e" in r:
        mant, exp = r.split("e")
        if "." not in mant:
            mant += ".0"
        sign = exp[0] if exp[0] in "+-" else "+"
        digits = exp.lstrip("+-").rjust(2, "0")
        return f"{mant}e{sign}{digits}"
    return r


def inspect(rt: Runtime, v: Any, seen: set[int] | None = None) -> str:
    cls = v.__class__
    if v is None:
        return "nil"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if cls is int:
        return str(v)
    if cls is float:
        return float_to_s(v)
    if cls is RString:
        return inspect_str(v.v, shows_bytes(v))
    if cls is RSymbol:
        return inspect_symbol(v.name)
    if cls is RArray:
        if seen is None:
            seen = set()
        if id(v) in seen:
            return "[...]"
        seen.add(id(v))
        try:
            return "[" + ", ".join(inspect_any(rt, x, seen) for x in v) + "]"
        finally:
            seen.discard(id(v))
    if cls is RHash:
        if seen is None:
            seen = set()
        if id(v) in seen:
            return "{...}"
        seen.add(id(v))
        try:
            if not v.data:
                return "{}"
            return (
                "{"
                + ", ".join(
                    f"{inspect_any(rt, k, seen)}=>{inspect_any(rt, x, seen)}" for k, x in v.items()
                )
                + "}"
            )
        finally:
            seen.discard(id(v))
    if cls is RRange:
        both_nil = v.first is None and v.last is None
        lo = "" if v.first is None and not both_nil else inspect_any(rt, v.first, seen)
        hi = "" if v.last is None and not both_nil else inspect_any(rt, v.last, seen)
        return f"{lo}{'...' if v.excl else '..'}{hi}"
    result = rt.send(v, "inspect", [])
    return result.v if isinstance(result, RString) else rt.to_s(result)


def inspect_any(rt: Runtime, v: Any, seen: set[int] | None) -> str:
    """Inspect an element: builtins directly, other objects through their `inspect`."""
    if isinstance(v, (RObject, RModule)) or v.__class__ not in _BUILTIN:
        result = rt.send(v, "inspect", [])
        return result.v if isinstance(result, RString) else rt.to_s(result)
    return inspect(rt, v, seen)


_BUILTIN = {type(None), bool, int, float, RString, RSymbol, RArray, RHash, RRange}


def default_inspect(rt: Runtime, v: Any) -> str:
    """Object#inspect: `#<Foo>` or `#<Foo @a=1, @b=2>` (toque prints no addresses)."""
    if isinstance(v, RModule):
        return module_name(rt, v)
    if isinstance(v, RProc):
        return "#<Proc:(lambda)>" if v.is_lambda else "#<Proc>"
    if isinstance(v, RObject):
        if v is rt.main:
            return "main"
        klass = v.cls
        shown = [(k, x) for k, x in v.ivars.items() if not k.startswith("@__")]  # toque's own
        if shown:
            body = ", ".join(f"{k}={inspect_any(rt, x, None)}" for k, x in shown)
            return f"#<{klass.name} {body}>"
        return f"#<{klass.name}>"
    return default_to_s(rt, v)


def default_to_s(rt: Runtime, v: Any) -> str:
    if isinstance(v, RModule):
        return module_name(rt, v)
    if isinstance(v, RObject):
        if v is rt.main:
            return "main"
        return f"#<{v.cls.name}>"
    return inspect(rt, v)


def module_name(rt: Runtime, mod: RModule) -> str:
    if mod.name is not None:
        return mod.name
    if mod.attached is not None:
        return f"#<Class:{default_inspect(rt, mod.attached)}>"
    return "#<Class:0x0001>" if mod.is_class else "#<Module:0x0001>"
