"""String: Ruby's mutable text, on `RString.v` (a Python str; toque strings are UTF-8 text).

Methods work on the Python str directly; mutating ones check `frozen` first and
raise FrozenError with MRI's message. Pattern methods (sub, gsub, scan, split,
index…) share `core/regexp.py`'s translated patterns and set `$~` as Ruby does.

This module holds the argument conversions the others share, construction, operators,
comparison, size and copies; `string_format.py` (case, whitespace, padding, conversions),
`string_index.py` (indexing, searching), `string_patterns.py` (sub, gsub, split) and
`string_chars.py` (characters, bytes, tr, succ, encodings) the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.inspect import inspect_str
from toque.interpreter.core.regexp import (
    RMatch,
    RRegexp,
)
from toque.interpreter.core.subclass import new_instance
from toque.interpreter.model.objects import RArray, RHash, RRange, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 60  # installed at start-up, in this order (core/discover.py)

WHITESPACE = " \t\n\v\f\r\0"
_INF = float("inf")
s_ = Builtins("String")


# -- argument conversions ----------------------------------------------------------------


def str_arg(rt: Runtime, value: Any) -> str:
    """An argument Ruby implicitly converts with `to_str` (TypeError otherwise)."""
    if value.__class__ is RString:
        return value.v
    if value is not None and not isinstance(value, (bool, int, float, RSymbol)):
        if rt.responds(value, "to_str"):
            result = rt.send(value, "to_str", [])
            if isinstance(result, RString):
                return result.v
    raise rt.error("TypeError", f"no implicit conversion of {type_name(rt, value)} into String")


def type_name(rt: Runtime, value: Any) -> str:
    """How MRI names a value in "no implicit conversion" messages."""
    if value is None:
        return "nil"
    if value is True:
        return "true"
    if value is False:
        return "false"
    return rt.real_class(value).name


def int_arg(rt: Runtime, value: Any) -> int:
    """An argument Ruby implicitly converts with `to_int`."""
    if value.__class__ is int:
        return value
    if isinstance(value, float):
        if value != value or value in (_INF, -_INF):  # MRI's NUM2LONG words
            shown = "NaN" if value != value else "Inf" if value > 0 else "-Inf"
            raise rt.error("RangeError", f"float {shown} out of range of integer")
        return int(value)
    if value is None:
        raise rt.error("TypeError", "no implicit conversion from nil to integer")
    if not isinstance(value, bool) and rt.responds(value, "to_int"):
        return rt.send(value, "to_int", [])
    raise rt.error("TypeError", f"no implicit conversion of {type_name(rt, value)} into Integer")


def check_frozen(rt: Runtime, s: RString) -> None:
    if s.frozen:
        raise rt.error("FrozenError", f"can't modify frozen String: {inspect_str(s.v)}")


def mutate(rt: Runtime, s: RString, new: str) -> RString | None:
    """Store `new` in `s` for a bang method: nil when nothing changed, as Ruby does."""
    check_frozen(rt, s)
    if new == s.v:
        return None
    s.v = new
    return s


def kwarg(args: tuple, name: str) -> tuple[tuple, Any]:
    """Split a trailing keyword hash off `args`: (positional, value of `name` or None)."""
    if args and isinstance(args[-1], RHash):
        return args[:-1], args[-1].get(sym(name))
    return args, None


def enum(rt: Runtime, recv: Any, name: str, args: list) -> Any:

    return enumerator_for(rt, recv, name, args)


# -- construction, operators, comparison ----------------------------------------------------

ss = Builtins("String", singleton=True)


@ss.method("new")
def string_new(rt, self, *args, block=None):
    if self is not rt.String:  # a subclass: allocate it and run its own initialize
        return new_instance(rt, self, list(args), block)
    args, _ = kwarg(args, "capacity")
    if not args:  # `String.new` is an empty binary buffer; `<<` of text makes it text
        from toque.interpreter.core.encoding import BINARY, made

        return made("", BINARY)
    out = RString(str_arg(rt, args[0]))
    enc = getattr(args[0], "enc", None)
    if enc is not None:
        out.enc = enc
    return out


@ss.method("try_convert")
def string_try_convert(rt, self, value):
    if isinstance(value, RString):
        return value
    return rt.send(value, "to_str", []) if rt.responds(value, "to_str") else None


@s_.method("initialize", visibility="private")
def initialize(rt, self, *args):
    args, _ = kwarg(args, "capacity")
    if args:
        self.v = str_arg(rt, args[0])
    return None


@s_.method("+")
def plus(rt, self, other):
    return RString(self.v + str_arg(rt, other))


@s_.method("*")
def times(rt, self, n):
    n = int_arg(rt, n)
    if n < 0:
        raise rt.error("ArgumentError", "negative argument")
    return RString(self.v * n)


@s_.method("%")
def percent(rt, self, arg):
    from toque.interpreter.core.format import sprintf

    args = list(arg) if isinstance(arg, RArray) else [arg]
    return RString(sprintf(rt, self.v, args))


@s_.method("<<")
def append(rt, self, other):
    check_frozen(rt, self)
    self.append(chr(other) if other.__class__ is int else str_arg(rt, other))
    return self


@s_.method("concat")
def concat(rt, self, *others):
    check_frozen(rt, self)
    self.append("".join(chr(o) if o.__class__ is int else str_arg(rt, o) for o in others))
    return self


@s_.method("prepend")
def prepend(rt, self, *others):
    check_frozen(rt, self)
    self.v = "".join(str_arg(rt, o) for o in others) + self.v
    return self


@s_.method("==", "===")
def equal(rt, self, other):
    if other.__class__ is RString:
        return other.v == self.v
    if isinstance(other, (bool, int, float, RSymbol)) or other is None:
        return False
    if rt.responds(other, "to_str"):
        return rt.truthy(rt.send(other, "==", [self]))
    return False


@s_.method("eql?")
def eql(rt, self, other):
    return other.__class__ is RString and other.v == self.v


@s_.method("hash")
def hash_(rt, self):
    return hash(self.v) & 0xFFFFFFFFFFFF


@s_.method("<=>")
def cmp(rt, self, other):
    if other.__class__ is not RString:
        return None
    a, b = self.v, other.v
    return 0 if a == b else (-1 if a < b else 1)


def compare(rt: Runtime, a: RString, b: Any) -> int:
    if b.__class__ is not RString:
        raise rt.error("ArgumentError", f"comparison of String with {cmp_name(rt, b)} failed")
    return 0 if a.v == b.v else (-1 if a.v < b.v else 1)


def cmp_name(rt: Runtime, value: Any) -> str:
    """MRI names special constants by inspect, other objects by class."""
    if value is None or isinstance(value, (bool, int, float, RSymbol)):
        return rt.inspect(value)
    return rt.real_class(value).name


@s_.method("<")
def lt(rt, self, other):
    return compare(rt, self, other) < 0


@s_.method("<=")
def le(rt, self, other):
    return compare(rt, self, other) <= 0


@s_.method(">")
def gt(rt, self, other):
    return compare(rt, self, other) > 0


@s_.method(">=")
def ge(rt, self, other):
    return compare(rt, self, other) >= 0


@s_.method("between?")
def between(rt, self, lo, hi):
    return compare(rt, self, lo) >= 0 and compare(rt, self, hi) <= 0


@s_.method("clamp")
def clamp(rt, self, lo, hi=None):
    if isinstance(lo, RRange):
        lo, hi = lo.first, lo.last
    if lo is not None and compare(rt, self, lo) < 0:
        return lo
    if hi is not None and compare(rt, self, hi) > 0:
        return hi
    return self


@s_.method("casecmp")
def casecmp(rt, self, other):
    if other.__class__ is not RString:
        if isinstance(other, (RSymbol, int, float, bool)) or other is None:
            return None
        other = RString(str_arg(rt, other))
    a, b = _ascii_lower(self.v), _ascii_lower(other.v)
    return 0 if a == b else (-1 if a < b else 1)


def _ascii_lower(text: str) -> str:
    return text.translate(_ASCII_LOWER) if not text.isascii() else text.lower()


_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}


@s_.method("casecmp?")
def casecmp_p(rt, self, other):
    if other.__class__ is not RString:
        if isinstance(other, (RSymbol, int, float, bool)) or other is None:
            return None
        other = RString(str_arg(rt, other))
    return self.v.casefold() == other.v.casefold()


# -- size and predicates ------------------------------------------------------------------


@s_.method("length", "size")
def length(rt, self):
    return len(self.v)


@s_.method("bytesize")
def bytesize(rt, self):
    return len(text_bytes(self.v))


@s_.method("empty?")
def empty(rt, self):
    return not self.v


@s_.method("include?")
def include(rt, self, other):
    return str_arg(rt, other) in self.v


@s_.method("start_with?")
def start_with(rt, self, *prefixes):
    for p in prefixes:
        if isinstance(p, RRegexp):
            m = p.pattern.match(self.v)
            rt.globals["$~"] = RMatch(m, p, self.v) if m else None
            if m:
                return True
        elif self.v.startswith(str_arg(rt, p)):
            return True
    return False


@s_.method("end_with?")
def end_with(rt, self, *suffixes):
    return any(self.v.endswith(str_arg(rt, s)) for s in suffixes)


@s_.method("ascii_only?")
def ascii_only(rt, self):
    return self.v.isascii()


# -- copies and freezing ---------------------------------------------------------------------


def same_class_copy(self: RString, frozen: bool = False) -> RString:
    """A copy of the same class (a String subclass's instance stays one, ivars and all)."""
    if self.__class__ is RString:
        return RString(self.v, frozen=frozen)
    from toque.interpreter.core.subclass import RStringSub

    out = RStringSub(self.ruby_class, self.v)
    out.ivars = dict(self.ivars)
    out.frozen = frozen
    return out


@s_.method("dup")
def dup(rt, self):
    return same_class_copy(self)


@s_.method("clone")
def clone(rt, self, *args):
    _, freeze = kwarg(args, "freeze")
    frozen = self.frozen if freeze is None else rt.truthy(freeze)
    return same_class_copy(self, frozen)


@s_.method("+@")
def unary_plus(rt, self):
    return same_class_copy(self) if self.frozen else self


@s_.method("-@", "dedup")
def unary_minus(rt, self):
    return self if self.frozen else same_class_copy(self, True)
