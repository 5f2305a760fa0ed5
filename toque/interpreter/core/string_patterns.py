"""String's pattern methods: sub and gsub (with their replacement escapes and `$~`), split, lines,
each_line, partition, scan."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.regexp import (
    RMatch,
    RRegexp,
    search,
    to_regexp,
)
from toque.interpreter.core.string import WHITESPACE, check_frozen, enum, int_arg, kwarg, str_arg
from toque.interpreter.core.string_format import chomp_text
from toque.interpreter.model.objects import RArray, RHash, RString
from toque.lazy_re import lazy_compile

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 63  # installed at start-up, in this order (core/discover.py)

s_ = Builtins("String")


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
