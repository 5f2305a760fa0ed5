"""Shellwords: split, escape and join words the way a POSIX shell reads them (shellwords.rb)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import inspect_str
from toque.interpreter.model.objects import RArray, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("Shellwords",)

sw = Builtins("Shellwords", singleton=True)
swi = Builtins("Shellwords")
strs = Builtins("String")
arr = Builtins("Array")

_SPACE = "[ \\t\\r\\n\\f\\v]"
# shellwords.rb's scanner; Ruby's `\s` is ASCII whitespace only, and `\G` is the match position.
_WORD_RE = re.compile(
    rf"{_SPACE}*(?>([^ \t\r\n\f\v\\'\"]+)|'([^']*)'|\"((?:[^\"\\]|\\.)*)\"|(\\.?)|(\S))"
    rf"({_SPACE}|\Z)?",
    re.S,
)
_DQ_ESCAPE_RE = re.compile(r'\\([$`"\\\n])')
_ESCAPE_RE = re.compile(r"\\(.)")  # `.` is not a line break, as in shellwords.rb
_UNSAFE_RE = re.compile(r"[^A-Za-z0-9_\-.,:+/@\n]")


def split(rt: Runtime, line: str) -> list[str]:
    words: list[str] = []
    field: list[str] = []
    pos = 0
    while pos < len(line):
        m = _WORD_RE.match(line, pos)
        if m is None or m.end() == pos:
            break
        word, sq, dq, esc, garbage, sep = m.groups()
        if garbage is not None:
            raise rt.error("ArgumentError", f"Unmatched quote: {inspect_str(line)}")
        if word is not None:
            field.append(word)
        elif sq is not None:
            field.append(sq)
        elif dq is not None:
            field.append(_DQ_ESCAPE_RE.sub(r"\1", dq))
        else:
            field.append(_ESCAPE_RE.sub(r"\1", esc))
        if sep is not None:
            words.append("".join(field))
            field = []
        pos = m.end()
    return words


def escape(text: str) -> str:
    if not text:
        return "''"
    return _UNSAFE_RE.sub(lambda m: "\\" + m.group(0), text).replace("\n", "'\n'")


def join(rt: Runtime, items: Any) -> str:
    return " ".join(escape(rt.to_s(x)) for x in items)


def _text(rt: Runtime, value: Any) -> str:
    """shellwords.rb calls `line.scan`: anything but a String fails the way that call would."""
    if isinstance(value, RString):
        return value.v
    if rt.responds(value, "scan"):
        return rt.to_s(value)
    raise rt.error("NoMethodError", f"undefined method `scan' for {rt.describe(value)}")


def _words(words: list[str]) -> RArray:
    return RArray([RString(w) for w in words])


def _items(rt: Runtime, value: Any) -> list:
    if isinstance(value, RArray):
        return list(value)
    return list(rt.send(value, "to_a", []))


@sw.method("split", "shellwords", "shellsplit")
@swi.method("shellsplit", "shellwords", visibility="private")
def shellsplit(rt, self, line):
    return _words(split(rt, _text(rt, line)))


@sw.method("escape", "shellescape")
@swi.method("shellescape", visibility="private")
def shellescape(rt, self, text):
    return RString(escape(rt.to_s(text)))


@sw.method("join", "shelljoin")
@swi.method("shelljoin", visibility="private")
def shelljoin(rt, self, items):
    return RString(join(rt, _items(rt, items)))


@strs.method("shellsplit", "shellwords")
def string_shellsplit(rt, self):
    return _words(split(rt, self.v))


@strs.method("shellescape")
def string_shellescape(rt, self):
    return RString(escape(self.v))


@arr.method("shelljoin")
def array_shelljoin(rt, self):
    return RString(join(rt, self))


def define(rt: Runtime) -> None:
    if "Shellwords" in rt.Object.consts:
        return
    rt.define_module("Shellwords")
    for b in (sw, swi, strs, arr):
        b.install(rt)
