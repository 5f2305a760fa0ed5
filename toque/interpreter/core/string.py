"""String: Ruby's mutable text, on `RString.v` (a Python str; toque strings are UTF-8 text).

Methods work on the Python str directly; mutating ones check `frozen` first and
raise FrozenError with MRI's message. Pattern methods (sub, gsub, scan, split,
index…) share `core/regexp.py`'s translated patterns and set `$~` as Ruby does.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import decode_text, is_binary, text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.inspect import inspect_str
from toque.interpreter.core.regexp import (
    RMatch,
    RRegexp,
    md_index,
    new_regexp,
    search,
    to_regexp,
)
from toque.interpreter.core.subclass import new_instance
from toque.interpreter.model.objects import RArray, RHash, RRange, RString, RSymbol, sym
from toque.lazy_re import lazy_compile

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
    text = str_arg(rt, args[0]) if args else ""
    return RString(text)


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


@s_.method("valid_encoding?")
def valid_encoding(rt, self):
    return True


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


# -- indexing -------------------------------------------------------------------------------


def range_span(rt: Runtime, rng: RRange, n: int) -> tuple[int, int] | None:
    """(start, length) of a Range over a sequence of `n`, or None when out of range."""
    beg = 0 if rng.first is None else int_arg(rt, rng.first)
    if beg < 0:
        beg += n
        if beg < 0:
            return None
    if beg > n:
        return None
    if rng.last is None:
        end = n
    else:
        end = int_arg(rt, rng.last)
        if end < 0:
            end += n
        if not rng.excl:
            end += 1
    length = max(0, min(end, n) - beg)
    return beg, length


def substr(text: str, start: int, length: int) -> RString | None:
    n = len(text)
    if start < 0:
        start += n
    if start < 0 or start > n or length < 0:
        return None
    return RString(text[start : start + length])


def aref(rt: Runtime, s: RString, key: Any, length: Any = None) -> Any:
    text = s.v
    if length is not None:
        if isinstance(key, RRegexp):
            m = search(rt, key, text)
            return None if m is None else _md_group(rt, m, length)
        return substr(text, int_arg(rt, key), int_arg(rt, length))
    if key.__class__ is int:
        n = len(text)
        if key < 0:
            key += n
        return RString(text[key]) if 0 <= key < n else None
    if key.__class__ is RRange:
        span = range_span(rt, key, len(text))
        return None if span is None else RString(text[span[0] : span[0] + span[1]])
    if key.__class__ is RString:
        return RString(key.v) if key.v in text else None
    if isinstance(key, RRegexp):
        m = search(rt, key, text)
        return None if m is None else m.group(0)
    return aref(rt, s, int_arg(rt, key))


def _md_group(rt: Runtime, m: RMatch, key: Any) -> Any:

    return md_index(rt, m, key)


@s_.method("[]", "slice")
def index_get(rt, self, key, length=None):
    return aref(rt, self, key, length)


def locate(rt: Runtime, s: RString, key: Any, length: Any) -> tuple[int, int]:
    """The span `s[key, length] = …` replaces, raising Ruby's IndexError when absent."""
    text = s.v
    n = len(text)
    if isinstance(key, RRegexp):
        m = search(rt, key, text)
        if m is None:
            raise rt.error("IndexError", "regexp not matched")
        g = 0 if length is None else length
        return m.m.start(g), m.m.end(g) - m.m.start(g)
    if length is not None:
        start, count = int_arg(rt, key), int_arg(rt, length)
        if start < -n or start > n:
            raise rt.error("IndexError", f"index {start} out of string")
        if count < 0:
            raise rt.error("IndexError", f"negative length {count}")
        start = start + n if start < 0 else start
        return start, min(count, n - start)
    if key.__class__ is RString:
        at = text.find(key.v)
        if at < 0:
            raise rt.error("IndexError", "string not matched")
        return at, len(key.v)
    if key.__class__ is RRange:
        span = range_span(rt, key, n)
        if span is None:
            raise rt.error("RangeError", f"{rt.inspect(key)} out of range")
        return span
    i = int_arg(rt, key)
    if i < -n or i > n:
        raise rt.error("IndexError", f"index {i} out of string")
    i = i + n if i < 0 else i
    return i, min(1, n - i)


@s_.method("[]=")
def index_set(rt, self, *args):
    if len(args) not in (2, 3):
        raise rt.arity_error(len(args), "2..3")
    check_frozen(rt, self)
    key, length, value = args[0], (args[1] if len(args) == 3 else None), args[-1]
    start, count = locate(rt, self, key, length)
    self.v = self.v[:start] + str_arg(rt, value) + self.v[start + count :]
    return value


@s_.method("slice!")
def slice_bang(rt, self, key, length=None):
    check_frozen(rt, self)
    result = aref(rt, self, key, length)
    if result is None:
        return None
    try:
        start, count = locate(rt, self, key, length)
    except Exception:  # noqa: BLE001 - aref found it, so it is there
        return result
    self.v = self.v[:start] + self.v[start + count :]
    return result


@s_.method("insert")
def insert(rt, self, index, other):
    check_frozen(rt, self)
    i, text, n = int_arg(rt, index), str_arg(rt, other), len(self.v)
    if i < 0:
        i += n + 1
    if i < 0 or i > n:
        raise rt.error("IndexError", f"index {int_arg(rt, index)} out of string")
    self.v = self.v[:i] + text + self.v[i:]
    return self


@s_.method("replace")
def replace(rt, self, other):
    check_frozen(rt, self)
    self.v = str_arg(rt, other)
    return self


@s_.method("clear")
def clear(rt, self):
    check_frozen(rt, self)
    self.v = ""
    return self


@s_.method("chr")
def chr_(rt, self):
    return RString(self.v[:1])


@s_.method("getbyte")
def getbyte(rt, self, i):
    data = self.v.encode("utf-8")
    return data[i] if -len(data) <= i < len(data) else None


@s_.method("byteslice")
def byteslice(rt, self, start, length=None):
    data = self.v.encode("utf-8")
    if isinstance(start, RRange):
        span = range_span(rt, start, len(data))
        if span is None:
            return None
        start, length = span
    elif length is None:
        length = 1
    if start < 0:
        start += len(data)
    if start < 0 or start > len(data):
        return None
    return RString(data[start : start + length].decode("utf-8", "replace"))


# -- searching -------------------------------------------------------------------------------


@s_.method("index")
def index(rt, self, pattern, pos=0):
    text = self.v
    pos = int_arg(rt, pos)
    if pos < 0:
        pos += len(text)
        if pos < 0:
            return None
    if pos > len(text):
        return None
    if isinstance(pattern, RRegexp):
        m = search(rt, pattern, text, pos)
        return None if m is None else m.m.start()
    at = text.find(str_arg(rt, pattern), pos)
    return None if at < 0 else at


@s_.method("rindex")
def rindex(rt, self, pattern, pos=None):
    text = self.v
    n = len(text)
    pos = n if pos is None else int_arg(rt, pos)
    if pos < 0:
        pos += n
        if pos < 0:
            return None
    pos = min(pos, n)
    if isinstance(pattern, RRegexp):
        for i in range(pos, -1, -1):
            m = pattern.pattern.match(text, i)
            if m is not None:
                rt.globals["$~"] = RMatch(m, pattern, text)
                return i
        rt.globals["$~"] = None
        return None
    sub = str_arg(rt, pattern)
    at = text.rfind(sub, 0, pos + len(sub))
    return None if at < 0 else at


@s_.method("=~")
def match_op(rt, self, other):
    if isinstance(other, RRegexp):
        m = search(rt, other, self.v)
        return None if m is None else m.m.start()
    if other.__class__ is RString:
        raise rt.error("TypeError", "type mismatch: String given")
    return rt.send(other, "=~", [self])


@s_.method("!~")
def not_match(rt, self, other):
    return not rt.truthy(rt.send(self, "=~", [other]))


def pattern_arg(rt: Runtime, pattern: Any) -> RRegexp:
    """String#match's pattern: a String is compiled as a regexp (not escaped)."""
    if isinstance(pattern, RRegexp):
        return pattern
    return new_regexp(rt, str_arg(rt, pattern), 0)


@s_.method("match")
def match(rt, self, pattern, pos=0, *, block=None):
    rx = pattern_arg(rt, pattern)
    text = self.v
    pos = int_arg(rt, pos)
    m = search(rt, rx, text, pos + len(text) if pos < 0 else pos)
    if m is not None and block is not None:
        return rt.call_proc(block, [m])
    return m


@s_.method("match?")
def match_p(rt, self, pattern, pos=0):
    rx = pattern_arg(rt, pattern)
    return rx.pattern.search(self.v, int_arg(rt, pos)) is not None


@s_.method("scan")
def scan(rt, self, pattern, *, block=None):
    rx = to_regexp(rt, pattern)
    text = self.v
    out = []
    last = None
    groups = rx.pattern.groups
    for m in rx.pattern.finditer(text):
        last = RMatch(m, rx, text)
        if groups:
            item: Any = RArray(None if g is None else RString(g) for g in m.groups())
        else:
            item = RString(m.group())
        if block is not None:
            rt.globals["$~"] = last
            rt.call_proc(block, [item])
        else:
            out.append(item)
    rt.globals["$~"] = last
    return self if block is not None else RArray(out)


# -- sub and gsub -------------------------------------------------------------------------

_REPL_CACHE: dict[str, list[Any]] = {}
_REPL_TOKEN = lazy_compile(r"\\(?:k<(\w+)>|([0-9&`'\\]))")


def parse_replacement(repl: str) -> list[Any]:
    """A replacement string as literal strs and references: int/str groups, "`", "'"."""
    parts = _REPL_CACHE.get(repl)
    if parts is not None:
        return parts
    parts = []
    pos = 0
    for m in _REPL_TOKEN.finditer(repl):
        if m.start() > pos:
            parts.append(repl[pos : m.start()])
        name, ch = m.group(1), m.group(2)
        if name is not None:
            parts.append(("g", int(name) if name.isdigit() else name))
        elif ch == "\\":
            parts.append("\\")
        elif ch == "&":
            parts.append(("g", 0))
        elif ch in "`'":
            parts.append((ch,))
        else:
            parts.append(("g", int(ch)))
        pos = m.end()
    if pos < len(repl):
        parts.append(repl[pos:])
    if len(_REPL_CACHE) > 1000:
        _REPL_CACHE.clear()
    _REPL_CACHE[repl] = parts
    return parts


def expand(parts: list[Any], m: re.Match) -> str:
    out = []
    for p in parts:
        if p.__class__ is str:
            out.append(p)
        elif p[0] == "g":
            try:
                out.append(m.group(p[1]) or "")
            except IndexError:
                pass
        elif p[0] == "`":
            out.append(m.string[: m.start()])
        else:
            out.append(m.string[m.end() :])
    return "".join(out)


def substitute(rt: Runtime, s: RString, args: tuple, block: Any, once: bool) -> str | None:
    """The text of `s` after sub/gsub, or None when the pattern never matched."""
    if len(args) not in (1, 2) or (len(args) == 1 and block is None):
        raise rt.arity_error(len(args), "1..2")
    rx = to_regexp(rt, args[0])
    text = s.v
    repl = args[1] if len(args) == 2 else None
    if repl is not None and not isinstance(repl, RHash):
        parts = parse_replacement(str_arg(rt, repl))
        plain = parts[0] if len(parts) == 1 and parts[0].__class__ is str else None
    out = []
    pos = 0
    last = None
    for m in rx.pattern.finditer(text):
        last = RMatch(m, rx, text)
        out.append(text[pos : m.start()])
        if repl is None:
            rt.globals["$~"] = last
            out.append(rt.to_s(rt.call_proc(block, [RString(m.group())])))
        elif isinstance(repl, RHash):
            out.append(rt.to_s(rt.send(repl, "[]", [RString(m.group())])))
        elif plain is not None:
            out.append(plain)
        else:
            out.append(expand(parts, m))
        pos = m.end()
        if once:
            break
    rt.globals["$~"] = last
    if last is None:
        return None
    out.append(text[pos:])
    return "".join(out)


@s_.method("sub")
def sub(rt, self, *args, block=None):
    result = substitute(rt, self, args, block, True)
    return RString(self.v if result is None else result)


@s_.method("gsub")
def gsub(rt, self, *args, block=None):
    if len(args) == 1 and block is None:
        return enum(rt, self, "gsub", list(args))
    result = substitute(rt, self, args, block, False)
    return RString(self.v if result is None else result)


@s_.method("sub!")
def sub_bang(rt, self, *args, block=None):
    check_frozen(rt, self)
    result = substitute(rt, self, args, block, True)
    if result is None:
        return None
    self.v = result
    return self


@s_.method("gsub!")
def gsub_bang(rt, self, *args, block=None):
    check_frozen(rt, self)
    result = substitute(rt, self, args, block, False)
    if result is None:
        return None
    self.v = result
    return self


# -- split, lines, partition --------------------------------------------------------------


def split_awk(text: str, limit: int) -> list[str]:
    """split(" ") / split(nil): on runs of whitespace, ignoring leading whitespace."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n and text[i] in WHITESPACE[:-1] + "\0":
        i += 1
    while i < n:
        if limit > 0 and len(out) == limit - 1:
            out.append(text[i:])
            return out
        j = i
        while j < n and text[j] not in " \t\n\v\f\r":
            j += 1
        out.append(text[i:j])
        if j < n and limit < 0:
            k = j
            while k < n and text[k] in " \t\n\v\f\r":
                k += 1
            if k == n:
                out.append("")
                return out
        i = j
        while i < n and text[i] in " \t\n\v\f\r":
            i += 1
    return out


def split_string(text: str, sep: str, limit: int) -> list[str]:
    if sep == "":
        chars = list(text)
        if 0 < limit < len(chars):
            return chars[: limit - 1] + ["".join(chars[limit - 1 :])]
        return chars
    if limit > 0:
        return text.split(sep, limit - 1)
    return text.split(sep)


def split_regexp(rx: RRegexp, text: str, limit: int) -> list[str]:
    """MRI's rb_str_split_m for a regexp separator (captures included)."""
    out: list[str] = []
    pattern = rx.pattern
    n = len(text)
    start = beg = 0
    last_null = False
    count = 1
    while True:
        m = pattern.search(text, start) if start <= n else None
        if m is None:
            break
        end = m.start()
        if start == end and m.end() == end:
            if not text:
                out.append("")
                break
            if last_null:
                out.append(text[beg : beg + 1])
                beg = start
            else:
                start += 1
                last_null = True
                continue
        else:
            out.append(text[beg:end])
            beg = start = m.end()
        last_null = False
        for g in m.groups():
            if g is not None:
                out.append(g)
        if limit > 0:
            count += 1
            if limit <= count:
                break
    if n > 0 and (limit > 0 or n > beg or limit < 0):
        out.append(text[beg:])
    return out


def split(rt: Runtime, text: str, pattern: Any, limit: int) -> list[str]:
    if limit == 1:
        return [text] if text else []
    if not text:
        return []
    if pattern is None or (pattern.__class__ is RString and pattern.v == " "):
        parts = split_awk(text, limit)
    elif isinstance(pattern, RRegexp):
        parts = split_regexp(pattern, text, limit)
    else:
        parts = split_string(text, str_arg(rt, pattern), limit)
    if limit == 0:
        while parts and parts[-1] == "":
            parts.pop()
    return parts


@s_.method("split")
def split_method(rt, self, pattern=None, limit=0, *, block=None):
    parts = split(rt, self.v, pattern, int_arg(rt, limit))
    if block is not None:
        for p in parts:
            rt.call_proc(block, [RString(p)])
        return self
    return RArray(RString(p) for p in parts)


def line_list(text: str, sep: str | None = "\n", chomp: bool = False) -> list[str]:
    if sep is None:
        return [text] if text else []
    paragraph = sep == ""
    if paragraph:
        sep = "\n\n"
    out = []
    pos = 0
    while pos < len(text):
        at = text.find(sep, pos)
        if at < 0:
            out.append(text[pos:])
            break
        end = at + len(sep)
        line = text[pos:end]
        out.append(chomp_text(line, sep if sep != "\n" else None) if chomp else line)
        if paragraph:  # extra blank lines between paragraphs belong to no paragraph
            while end < len(text) and text[end] == "\n":
                end += 1
        pos = end
    return out


def _lines_args(rt: Runtime, args: tuple) -> tuple[Any, bool]:
    args, chomp_opt = kwarg(args, "chomp")
    sep: Any = "\n"
    if args:
        sep = None if args[0] is None else str_arg(rt, args[0])
    return sep, rt.truthy(chomp_opt)


@s_.method("lines")
def lines(rt, self, *args, block=None):
    sep, chomp_opt = _lines_args(rt, args)
    result = RArray(RString(x) for x in line_list(self.v, sep, chomp_opt))
    if block is not None:
        for line in result:
            rt.call_proc(block, [line])
        return self
    return result


@s_.method("each_line")
def each_line(rt, self, *args, block=None):
    if block is None:
        return enum(rt, self, "each_line", list(args))
    sep, chomp_opt = _lines_args(rt, args)
    for x in line_list(self.v, sep, chomp_opt):
        rt.call_proc(block, [RString(x)])
    return self


@s_.method("partition")
def partition(rt, self, sep):
    text = self.v
    if isinstance(sep, RRegexp):
        m = search(rt, sep, text)
        if m is None:
            return RArray([RString(text), RString(""), RString("")])
        a, b = m.m.span()
    else:
        s = str_arg(rt, sep)
        a = text.find(s)
        if a < 0:
            return RArray([RString(text), RString(""), RString("")])
        b = a + len(s)
    return RArray([RString(text[:a]), RString(text[a:b]), RString(text[b:])])


@s_.method("rpartition")
def rpartition(rt, self, sep):
    text = self.v
    if isinstance(sep, RRegexp):
        found = None
        for i in range(len(text), -1, -1):
            m = sep.pattern.match(text, i)
            if m is not None:
                found = m
                break
        rt.globals["$~"] = RMatch(found, sep, text) if found else None
        if found is None:
            return RArray([RString(""), RString(""), RString(text)])
        a, b = found.span()
    else:
        s = str_arg(rt, sep)
        a = text.rfind(s)
        if a < 0:
            return RArray([RString(""), RString(""), RString(text)])
        b = a + len(s)
    return RArray([RString(text[:a]), RString(text[a:b]), RString(text[b:])])


# -- characters and bytes -------------------------------------------------------------------


@s_.method("chars")
def chars(rt, self, *, block=None):
    result = RArray(RString(c) for c in self.v)
    if block is not None:
        for c in result:
            rt.call_proc(block, [c])
        return self
    return result


@s_.method("each_char")
def each_char(rt, self, *, block=None):
    if block is None:
        return enum(rt, self, "each_char", [])
    for c in self.v:
        rt.call_proc(block, [RString(c)])
    return self


@s_.method("bytes")
def bytes_(rt, self):
    return RArray(text_bytes(self.v))


@s_.method("each_byte")
def each_byte(rt, self, *, block=None):
    if block is None:
        return enum(rt, self, "each_byte", [])
    for b in text_bytes(self.v):
        rt.call_proc(block, [b])
    return self


@s_.method("codepoints")
def codepoints(rt, self):
    return RArray(ord(c) for c in self.v)


@s_.method("each_codepoint")
def each_codepoint(rt, self, *, block=None):
    if block is None:
        return enum(rt, self, "each_codepoint", [])
    for c in self.v:
        rt.call_proc(block, [ord(c)])
    return self


@s_.method("each_grapheme_cluster", "grapheme_clusters")
def graphemes(rt, self, *, block=None):
    return chars(rt, self, block=block)


@s_.method("ord")
def ord_(rt, self):
    if not self.v:
        raise rt.error("ArgumentError", "empty string")
    return ord(self.v[0])


@s_.method("sum")
def sum_(rt, self, bits=16):
    bits = int_arg(rt, bits)  # found by bench/fuzz.py: an Array here was a Python TypeError
    total = sum(self.v.encode("utf-8", "surrogatepass"))
    return total & ((1 << bits) - 1) if bits > 0 else total


@s_.method("reverse")
def reverse(rt, self):
    return RString(self.v[::-1])


@s_.method("reverse!")
def reverse_bang(rt, self):
    check_frozen(rt, self)
    self.v = self.v[::-1]
    return self


# -- tr, delete, squeeze, count ------------------------------------------------------------


class RangeInSet(Exception):
    """A tr-style set with a descending range ("z-a")."""


def expand_set(spec: str) -> tuple[list[str], bool]:
    """A tr-style character set ("a-z", "^abc", "\\-") as its characters and negation."""
    negate = len(spec) > 1 and spec[0] == "^"
    if negate:
        spec = spec[1:]
    chars: list[str] = []
    i, n = 0, len(spec)
    while i < n:
        c = spec[i]
        if c == "\\" and i + 1 < n:
            c = spec[i + 1]
            i += 1
        if i + 2 < n and spec[i + 1] == "-":
            hi = spec[i + 2]
            if hi == "\\" and i + 3 < n:
                hi = spec[i + 3]
                i += 1
            if ord(hi) < ord(c):
                raise RangeInSet(f"{c}-{hi}")
            chars.extend(chr(x) for x in range(ord(c), ord(hi) + 1))
            i += 3
            continue
        chars.append(c)
        i += 1
    return chars, negate


def set_test(specs: list[str]) -> Any:
    """A predicate: is a character in the intersection of the tr-style sets?"""
    tests = []
    for spec in specs:
        chars, negate = expand_set(spec)
        members = frozenset(chars)
        tests.append((members, negate))

    def test(c: str) -> bool:
        return all((c in members) != negate for members, negate in tests)

    return test


def tr_map(src: str, dst: str) -> tuple[dict[str, str] | None, str | None, Any]:
    """(mapping, replacement for a negated set, predicate for the negated set)."""
    chars, negate = expand_set(src)
    to, _ = expand_set(dst) if dst else ([], False)
    if negate:
        members = frozenset(chars)
        return None, (to[-1] if to else None), (lambda c: c not in members)
    mapping: dict[str, str] = {}
    for i, c in enumerate(chars):
        if c not in mapping:
            mapping[c] = (to[i] if i < len(to) else to[-1]) if to else ""
    return mapping, None, None


def tr_text(text: str, src: str, dst: str, squeeze: bool = False) -> str:
    mapping, neg_to, neg_test = tr_map(src, dst)
    out: list[str] = []
    last = None
    for c in text:
        if mapping is not None:
            hit = c in mapping
            r = mapping.get(c, c)
        else:
            hit = neg_test(c)
            r = (neg_to if neg_to is not None else "") if hit else c
        if hit and squeeze and r == last:
            continue
        out.append(r)
        last = r if hit else None
    return "".join(out)


def translate(rt: Runtime, s: RString, src: Any, dst: Any, squeeze: bool = False) -> str:
    try:
        return tr_text(s.v, str_arg(rt, src), str_arg(rt, dst), squeeze)
    except RangeInSet as exc:
        raise rt.error(
            "ArgumentError", f'invalid range "{exc}" in string transliteration'
        ) from None


@s_.method("tr")
def tr(rt, self, src, dst):
    return RString(translate(rt, self, src, dst))


@s_.method("tr!")
def tr_bang(rt, self, src, dst):
    return mutate(rt, self, translate(rt, self, src, dst))


@s_.method("tr_s")
def tr_s(rt, self, src, dst):
    return RString(translate(rt, self, src, dst, True))


@s_.method("tr_s!")
def tr_s_bang(rt, self, src, dst):
    return mutate(rt, self, translate(rt, self, src, dst, True))


def _sets(rt: Runtime, specs: tuple, name: str) -> Any:
    if not specs:
        raise rt.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)")
    try:
        return set_test([str_arg(rt, s) for s in specs])
    except RangeInSet as exc:
        raise rt.error(
            "ArgumentError", f'invalid range "{exc}" in string transliteration'
        ) from None


def delete_text(rt: Runtime, text: str, specs: tuple) -> str:
    test = _sets(rt, specs, "delete")
    return "".join(c for c in text if not test(c))


@s_.method("delete")
def delete(rt, self, *specs):
    return RString(delete_text(rt, self.v, specs))


@s_.method("delete!")
def delete_bang(rt, self, *specs):
    return mutate(rt, self, delete_text(rt, self.v, specs))


@s_.method("count")
def count(rt, self, *specs):
    test = _sets(rt, specs, "count")
    return sum(1 for c in self.v if test(c))


def squeeze_text(rt: Runtime, text: str, specs: tuple) -> str:
    test = _sets(rt, specs, "squeeze") if specs else None
    out: list[str] = []
    for c in text:
        if out and out[-1] == c and (test is None or test(c)):
            continue
        out.append(c)
    return "".join(out)


@s_.method("squeeze")
def squeeze(rt, self, *specs):
    return RString(squeeze_text(rt, self.v, specs))


@s_.method("squeeze!")
def squeeze_bang(rt, self, *specs):
    return mutate(rt, self, squeeze_text(rt, self.v, specs))


# -- succ and upto --------------------------------------------------------------------------


def succ_text(text: str) -> str:
    if not text:
        return ""
    chars = list(text)
    alnum = [i for i, c in enumerate(chars) if c.isascii() and c.isalnum()]
    if not alnum:
        chars[-1] = chr(ord(chars[-1]) + 1)
        return "".join(chars)
    k = len(alnum) - 1
    while True:
        i = alnum[k]
        c = chars[i]
        if c == "z":
            chars[i], carry = "a", "a"
        elif c == "Z":
            chars[i], carry = "A", "A"
        elif c == "9":
            chars[i], carry = "0", "1"
        else:
            chars[i] = chr(ord(c) + 1)
            return "".join(chars)
        k -= 1
        if k < 0:
            chars.insert(i, carry)
            return "".join(chars)


@s_.method("succ", "next")
def succ(rt, self):
    return RString(succ_text(self.v))


@s_.method("succ!", "next!")
def succ_bang(rt, self):
    check_frozen(rt, self)
    self.v = succ_text(self.v)
    return self


@s_.method("upto")
def upto(rt, self, last, exclusive=False, *, block=None):
    if block is None:
        return enum(rt, self, "upto", [last, exclusive])
    for value in upto_values(self.v, str_arg(rt, last), rt.truthy(exclusive)):
        rt.call_proc(block, [RString(value)])
    return self


def upto_values(first: str, last: str, exclusive: bool) -> list[str]:
    if first.isdigit() and last.isdigit() and first.isascii() and last.isascii():
        width = len(first)
        stop = int(last) + (0 if exclusive else 1)
        return [str(i).rjust(width, "0") for i in range(int(first), stop)]
    if first > last and len(first) >= len(last) or (exclusive and first == last):
        return []
    out = []
    current = first
    while True:
        if exclusive and current == last:
            break
        out.append(current)
        if current == last or len(current) > len(last) or not current:
            break
        current = succ_text(current)
        if len(current) > len(last):
            break
    return out


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
    return self


@s_.method("to_sym", "intern")
def to_sym(rt, self):
    return sym(self.v)


@s_.method("inspect")
def inspect(rt, self):
    return RString(inspect_str(self.v))


@s_.method("dump")
def dump(rt, self):
    text = inspect_str(self.v)
    return RString("".join(c if ord(c) < 128 else f"\\u{ord(c):04X}" for c in text))


@s_.method("to_c", "to_r")
def unsupported_numeric(rt, self):
    raise rt.error("NotImplementedError", "Rational and Complex are not supported by toque")


# -- copies and freezing ---------------------------------------------------------------------


@s_.method("dup")
def dup(rt, self):
    return RString(self.v)


@s_.method("clone")
def clone(rt, self, *args):
    _, freeze = kwarg(args, "freeze")
    frozen = self.frozen if freeze is None else rt.truthy(freeze)
    return RString(self.v, frozen=frozen)


@s_.method("+@")
def unary_plus(rt, self):
    return RString(self.v) if self.frozen else self


@s_.method("-@", "dedup")
def unary_minus(rt, self):
    return self if self.frozen else RString(self.v, frozen=True)


# -- encodings (toque strings are always UTF-8) --------------------------------------------


class REncoding:
    """An Encoding object; toque only really has UTF-8."""

    __slots__ = ("name", "frozen")

    def __init__(self, name: str) -> None:
        self.name = name
        self.frozen = True


ENCODINGS = {n: REncoding(n) for n in ("UTF-8", "ASCII-8BIT", "US-ASCII")}
UTF8 = ENCODINGS["UTF-8"]


@s_.method("encoding")
def encoding(rt, self):
    return ENCODINGS["ASCII-8BIT"] if is_binary(self.v) else UTF8


@s_.method("force_encoding")
def force_encoding(rt, self, enc):
    # a binary String (escaped bytes, from a digest or Base64) read as UTF-8 becomes text
    name = enc.name if isinstance(enc, REncoding) else rt.to_s(enc)
    if name.upper() in ("UTF-8", "UTF8") and is_binary(self.v):
        self.v = decode_text(text_bytes(self.v))
    return self


@s_.method("encode")
def encode(rt, self, *args):
    return RString(self.v)


@s_.method("b", "scrub")
def binary_copy(rt, self, *args):
    return RString(self.v)


@s_.method("unicode_normalize")
def unicode_normalize(rt, self, form=None):
    name = "NFC" if form is None else rt.to_s(form).upper()
    return RString(unicodedata.normalize(name, self.v))


@s_.method("unpack1")
def unpack1(rt, self, fmt):
    result = unpack_text(rt, self.v, str_arg(rt, fmt))
    return result[0] if result else None


@s_.method("unpack")
def unpack(rt, self, fmt):
    return RArray(unpack_text(rt, self.v, str_arg(rt, fmt)))


def unpack_text(rt: Runtime, text: str, fmt: str) -> list[Any]:
    """A few `unpack` directives: C c U a A H m (base64)."""
    import base64

    data = text_bytes(text)
    directive = fmt.replace(" ", "")[:1]
    if directive in ("C", "c"):
        values = list(data if "*" in fmt else data[:1])
        return [v - 256 if directive == "c" and v > 127 else v for v in values]
    if directive == "U":
        return [ord(c) for c in (text if "*" in fmt else text[:1])]
    if directive in ("a", "A"):
        return [RString(text if directive == "a" else text.rstrip(" \0"))]
    if directive == "H":
        return [RString(data.hex())]
    if directive == "m":
        return [RString(base64.b64decode(data).decode("utf-8", "replace"))]
    raise rt.error("ArgumentError", f"unsupported unpack directive {fmt!r} in toque")


def _encoding_methods(rt: Runtime) -> None:
    klass = rt.Object.consts.get("Encoding") or rt.define_class("Encoding")
    rt.type_classes[REncoding] = klass
    rt.define_method(klass, "to_s", lambda rt_, e, a, b: RString(e.name), 0)
    rt.define_method(klass, "name", lambda rt_, e, a, b: RString(e.name), 0)
    rt.define_method(klass, "inspect", lambda rt_, e, a, b: RString(f"#<Encoding:{e.name}>"), 0)
    rt.define_method(klass, "==", lambda rt_, e, a, b: a[0] is e, 1)
    for name, enc in ENCODINGS.items():
        klass.consts[name.replace("-", "_")] = enc
    klass.consts["BINARY"] = ENCODINGS["ASCII-8BIT"]
    klass.ivars["@default_external"] = UTF8
    single = rt.singleton_class(klass)
    rt.define_method(single, "default_external", lambda rt_, k, a, b: UTF8, 0)
    rt.define_method(single, "default_internal", lambda rt_, k, a, b: None, 0)
    rt.define_method(single, "default_external=", lambda rt_, k, a, b: a[0], 1)
    rt.define_method(single, "default_internal=", lambda rt_, k, a, b: a[0], 1)


def setup(rt: Runtime) -> None:
    _encoding_methods(rt)
