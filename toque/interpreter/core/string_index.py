"""String's indexing and searching: [], []=, slice, insert, index, rindex, include?, start_with?,
end_with?, =~, match."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.core.regexp import (
    RMatch,
    RRegexp,
    md_index,
    new_regexp,
    search,
    start_at,
    to_regexp,
)
from toque.interpreter.core.string import check_frozen, int_arg, str_arg
from toque.interpreter.model.objects import RArray, RRange, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 62  # installed at start-up, in this order (core/discover.py)

s_ = Builtins("String")


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
    i = num2long(rt, i)
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
    elif length is None:  # one byte: none at the end
        start = num2long(rt, start)
        if start == len(data):
            return None
        length = 1
    else:
        start, length = num2long(rt, start), num2long(rt, length)
    if start < 0:
        start += len(data)
    if start < 0 or start > len(data) or length < 0:
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
    start = start_at(rt, text, pos)
    if start is None:
        rt.globals["$~"] = None
        return None
    m = search(rt, rx, text, start)
    if m is not None and block is not None:
        return rt.call_proc(block, [m])
    return m


@s_.method("match?")
def match_p(rt, self, pattern, pos=0):
    rx = pattern_arg(rt, pattern)
    start = start_at(rt, self.v, pos)
    return start is not None and rx.pattern.search(self.v, start) is not None


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
