"""Regexp and MatchData: Ruby regexps run on Python's `re`, translated from Ruby's syntax.

A Ruby pattern is translated once (`toque.grammar.regexps`) and the compiled pattern cached by
(source, options). Every match operation records its result in `$~`, which
`core/globals.py` reads for `$1`, `` $` ``, `$'` and friends.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from toque.grammar.regexps import (
    EXTENDED,
    FLAG_BITS,
    IGNORECASE,
    MULTILINE,
    RegexpSyntax,
    compile_ruby,
    name_groups,
    ruby_name,
)
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.inspect import inspect_str
from toque.interpreter.core.number_ops import num2long, special_name
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 130  # installed at start-up, in this order (core/discover.py)


class RRegexp:
    """A Ruby Regexp: its Ruby source and options, and the compiled Python pattern."""

    __slots__ = ("source", "options", "pattern", "names", "frozen", "literal")

    def __init__(self, source: str, options: int, literal: bool = False) -> None:
        self.source = source
        self.options = options
        self.pattern, self.names = compile_ruby(source, options)
        self.frozen = literal
        self.literal = literal

    @staticmethod
    def ruby_class(rt: Runtime) -> Any:
        return rt.Regexp

    def ruby_inspect(self) -> str:
        return regexp_inspect(self)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, RRegexp)
            and other.source == self.source
            and (other.options & 7) == (self.options & 7)
        )

    def __hash__(self) -> int:
        return hash((self.source, self.options & 7))


class RMatch:
    """A Ruby MatchData: a Python match plus the string and regexp it came from."""

    __slots__ = ("m", "regexp", "text", "frozen")

    def __init__(self, m: re.Match, regexp: RRegexp, text: str) -> None:
        self.m = m
        self.regexp = regexp
        self.text = text
        self.frozen = True

    @staticmethod
    def ruby_class(rt: Runtime) -> Any:
        return rt.MatchData

    def group(self, n: int | str) -> RString | None:
        if isinstance(n, str):
            # a name given to several groups: the last of them that matched (Onigmo)
            numbers = name_groups(self.m.re).get(n)
            if numbers is None:
                return None
            n = numbers[0]
            for k in numbers:
                if self.m.group(k) is not None:
                    n = k
        try:
            g = self.m.group(n)
        except IndexError:
            return None
        return None if g is None else RString(g)

    def pre(self) -> RString:
        return RString(self.text[: self.m.start()])

    def post(self) -> RString:
        return RString(self.text[self.m.end() :])

    def last_group(self) -> RString | None:
        for n in range(self.m.re.groups, 0, -1):
            if self.m.group(n) is not None:
                return RString(self.m.group(n))
        return None

    def size(self) -> int:
        return self.m.re.groups + 1

    def values(self) -> list[RString | None]:
        return [self.group(n) for n in range(self.size())]


def make_regexp(rt: Runtime, source: str, flags: str) -> RRegexp:
    """A Regexp from a literal's source and flag letters (`/ab+/i` → "ab+", "i")."""
    options = 0
    for ch in flags:
        options |= FLAG_BITS.get(ch, 0)
    return new_regexp(rt, source, options, literal=True)


def new_regexp(rt: Runtime, source: str, options: int, literal: bool = False) -> RRegexp:
    try:
        return RRegexp(source, options, literal)
    except RegexpSyntax as exc:
        raise rt.error("RegexpError", f"{exc}: /{source}/") from None


def search(rt: Runtime, rx: RRegexp, text: str, pos: int = 0) -> RMatch | None:
    """Search `text` from `pos`, and record the result in `$~`."""
    m = rx.pattern.search(text, pos)
    result = RMatch(m, rx, text) if m is not None else None
    rt.globals["$~"] = result
    return result


# -- conversions shared with String ------------------------------------------------------


def to_regexp(rt: Runtime, pattern: Any) -> RRegexp:
    """A pattern argument as a Regexp: strings match literally."""
    if pattern.__class__ is RRegexp:
        return pattern
    if pattern.__class__ is RString:
        return literal_regexp(pattern.v)
    if isinstance(pattern, RSymbol):
        return literal_regexp(pattern.name)
    raise rt.error(
        "TypeError", f"wrong argument type {rt.real_class(pattern).name} (expected Regexp)"
    )


_LITERALS: dict[str, RRegexp] = {}


def literal_regexp(text: str) -> RRegexp:
    rx = _LITERALS.get(text)
    if rx is None:
        if len(_LITERALS) > 2000:
            _LITERALS.clear()
        rx = _LITERALS[text] = RRegexp(escape(text), 0)
    return rx


_ESCAPE_MAP = {
    "\n": "\\n",
    "\t": "\\t",
    "\r": "\\r",
    "\f": "\\f",
    "\v": "\\v",
    " ": "\\ ",
}
_SPECIAL = set(".*?+^$|()[]{}\\/-#") - {"/"}


def escape(text: str) -> str:
    """Regexp.escape: the pattern that matches `text` literally."""
    out = []
    for ch in text:
        if ch in _SPECIAL:
            out.append("\\" + ch)
        else:
            out.append(_ESCAPE_MAP.get(ch, ch))
    return "".join(out)


def options_suffix(options: int) -> str:
    return (
        ("m" if options & MULTILINE else "")
        + ("i" if options & IGNORECASE else "")
        + ("x" if options & EXTENDED else "")
    )


def regexp_inspect(rx: RRegexp) -> str:
    return "/" + _escape_slashes(rx.source) + "/" + options_suffix(rx.options)


def _escape_slashes(source: str) -> str:
    out = []
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if c == "\\" and i + 1 < n:
            out.append(source[i : i + 2])
            i += 2
            continue
        out.append("\\/" if c == "/" else c)
        i += 1
    return "".join(out)


def regexp_to_s(rx: RRegexp) -> str:
    on = options_suffix(rx.options)
    off = "".join(f for f in "mix" if f not in on)
    return f"(?{on}{'-' + off if off else ''}:{rx.source})"


def subject(rt: Runtime, value: Any) -> str | None:
    """The text a Regexp matches against (nil → None; symbols by name)."""
    if value.__class__ is RString:
        return value.v
    if value is None:
        return None
    if isinstance(value, RSymbol):
        return value.name
    if rt.responds(value, "to_str"):
        return rt.send(value, "to_str", []).v
    raise rt.error(
        "TypeError", f"no implicit conversion of {rt.real_class(value).name} into String"
    )


# -- Regexp ----------------------------------------------------------------------------

r = Builtins("Regexp")


@r.method("match")
def rx_match(rt, self, target, pos=0, *, block=None):
    text = subject(rt, target)
    if text is None:
        rt.globals["$~"] = None
        return None
    start = start_at(rt, text, pos)
    if start is None:
        rt.globals["$~"] = None
        return None
    m = search(rt, self, text, start)
    if m is not None and block is not None:
        return rt.call_proc(block, [m])
    return m


def start_at(rt: Runtime, text: str, pos: Any) -> int | None:
    """Where `match(str, pos)` starts (NUM2LONG; negative counts from the end), or None for
    a start before the string's, where nothing matches."""
    n = num2long(rt, pos)
    if n < 0:
        n += len(text)
        if n < 0:
            return None
    return n


@r.method("match?")
def rx_match_p(rt, self, target, pos=0):
    text = subject(rt, target)
    if text is None:
        return False
    start = start_at(rt, text, pos)
    return start is not None and self.pattern.search(text, start) is not None


@r.method("=~")
def rx_match_op(rt, self, target):
    text = subject(rt, target)
    if text is None:
        rt.globals["$~"] = None
        return None
    m = search(rt, self, text)
    return None if m is None else m.m.start()


@r.method("===")
def rx_case_eq(rt, self, target):
    if target.__class__ is RString:
        text = target.v
    elif isinstance(target, RSymbol):
        text = target.name
    else:
        return False
    return search(rt, self, text) is not None


@r.method("source")
def rx_source(rt, self):
    return RString(self.source)


@r.method("to_s")
def rx_to_s(rt, self):
    return RString(regexp_to_s(self))


@r.method("inspect")
def rx_inspect(rt, self):
    return RString(regexp_inspect(self))


@r.method("options")
def rx_options(rt, self):
    return self.options


@r.method("casefold?")
def rx_casefold(rt, self):
    return bool(self.options & IGNORECASE)


@r.method("names")
def rx_names(rt, self):
    return RArray(RString(n) for n in self.names)


@r.method("named_captures")
def rx_named_captures(rt, self):
    idx = name_groups(self.pattern)
    return RHash.from_pairs((RString(n), RArray(idx[n])) for n in self.names)


@r.method("==", "eql?")
def rx_eq(rt, self, other):
    return self == other


@r.method("hash")
def rx_hash(rt, self):
    return hash(self) & 0xFFFFFFFFFFFF


@r.method("freeze")
def rx_freeze(rt, self):
    self.frozen = True
    return self


@r.method("~")
def rx_tilde(rt, self):
    line = rt.globals.get("$_")
    return rx_match_op(rt, self, line)


rs = Builtins("Regexp", singleton=True)


@rs.method("new", "compile")
def rx_new(rt, self, source, options=None, *rest):
    if isinstance(source, RRegexp):
        return new_regexp(rt, source.source, source.options)
    if source is None or isinstance(source, RSymbol):  # a pattern converts with to_str only
        raise rt.error(
            "TypeError", f"no implicit conversion of {special_name(rt, source)} into String"
        )
    text = subject(rt, source)
    return new_regexp(rt, text, _options(rt, options))


def _options(rt: Runtime, options: Any) -> int:
    if options is None or options is False:
        return 0
    if isinstance(options, bool):
        return IGNORECASE
    if isinstance(options, int):
        return options & 7
    if isinstance(options, RString):
        bits = 0
        for ch in options.v:
            if ch not in FLAG_BITS:
                raise rt.error("ArgumentError", f"unknown regexp option: {options.v}")
            bits |= FLAG_BITS[ch]
        return bits
    return IGNORECASE


@rs.method("escape", "quote")
def rx_escape(rt, self, text):
    return RString(escape(subject(rt, text) or ""))


@rs.method("union")
def rx_union(rt, self, *patterns):
    if len(patterns) == 1 and isinstance(patterns[0], RArray):
        patterns = tuple(patterns[0])
    if not patterns:
        return new_regexp(rt, "(?!)", 0)
    if len(patterns) == 1 and isinstance(patterns[0], RRegexp):
        return patterns[0]
    parts = []
    for p in patterns:
        if isinstance(p, RRegexp):
            parts.append(regexp_to_s(p))
        else:
            parts.append(escape(subject(rt, p) or ""))
    return new_regexp(rt, "|".join(parts), 0)


@rs.method("last_match")
def rx_last_match(rt, self, n=None):
    m = rt.globals.get("$~")
    if n is None or m is None:
        return m
    return md_index(rt, m, n)


@rs.method("try_convert")
def rx_try_convert(rt, self, value):
    return value if isinstance(value, RRegexp) else None


# -- MatchData -------------------------------------------------------------------------

md = Builtins("MatchData")


def group_number(rt: Runtime, m: RMatch, key: Any) -> int | str:
    """A group reference (index, name String or Symbol) as what Python's match takes."""
    if isinstance(key, int):
        return key
    name = key.name if isinstance(key, RSymbol) else subject(rt, key)
    if name not in name_groups(m.m.re):
        raise rt.error("IndexError", f"undefined group name reference: {name}")
    return name


def md_index(rt: Runtime, m: RMatch, key: Any) -> Any:
    if isinstance(key, (RString, RSymbol)):
        return m.group(group_number(rt, m, key))
    if isinstance(key, int):
        n = m.size()
        if key < 0:
            key += n
        return m.group(key) if 0 <= key < n else None
    return rt.send(RArray(m.values()), "[]", [key])


@md.method("[]")
def md_aref(rt, self, key, length=None):
    if length is not None:
        return rt.send(RArray(self.values()), "[]", [key, length])
    return md_index(rt, self, key)


@md.method("captures")
def md_captures(rt, self):
    return RArray(self.values()[1:])


@md.method("named_captures")
def md_named_captures(rt, self):
    return RHash.from_pairs((RString(n), self.group(n)) for n in self.regexp.names)


@md.method("names")
def md_names(rt, self):
    return RArray(RString(n) for n in self.regexp.names)


@md.method("to_a")
def md_to_a(rt, self):
    return RArray(self.values())


@md.method("pre_match")
def md_pre(rt, self):
    return self.pre()


@md.method("post_match")
def md_post(rt, self):
    return self.post()


@md.method("begin")
def md_begin(rt, self, n):
    return self.m.start(group_number(rt, self, n)) if _matched(rt, self, n) else None


@md.method("end")
def md_end(rt, self, n):
    return self.m.end(group_number(rt, self, n)) if _matched(rt, self, n) else None


def _matched(rt: Runtime, m: RMatch, n: Any) -> bool:
    key = group_number(rt, m, n)
    if isinstance(key, int) and not 0 <= key < m.size():
        raise rt.error("IndexError", f"index {key} out of matches")
    return m.m.group(key) is not None


@md.method("offset")
def md_offset(rt, self, n):
    if not _matched(rt, self, n):
        return RArray([None, None])
    key = group_number(rt, self, n)
    return RArray([self.m.start(key), self.m.end(key)])


@md.method("values_at")
def md_values_at(rt, self, *keys):
    return RArray(md_index(rt, self, k) for k in keys)


@md.method("size", "length")
def md_size(rt, self):
    return self.size()


@md.method("to_s")
def md_to_s(rt, self):
    return self.group(0)


@md.method("string")
def md_string(rt, self):
    return RString(self.text, frozen=True)


@md.method("regexp")
def md_regexp(rt, self):
    return self.regexp


@md.method("inspect")
def md_inspect(rt, self):
    return RString(match_inspect(rt, self))


def match_inspect(rt: Runtime, m: RMatch) -> str:

    parts = [inspect_str(m.m.group(0))]
    names = {v: ruby_name(k) for k, v in m.m.re.groupindex.items()}
    for n in range(1, m.size()):
        g = m.m.group(n)
        label = names.get(n, str(n))
        parts.append(f"{label}:{'nil' if g is None else inspect_str(g)}")
    return "#<MatchData " + " ".join(parts) + ">"


@md.method("==", "eql?")
def md_eq(rt, self, other):
    return (
        isinstance(other, RMatch)
        and other.text == self.text
        and other.regexp == self.regexp
        and other.m.span() == self.m.span()
    )


@md.method("deconstruct")
def md_deconstruct(rt, self):
    return RArray(self.values()[1:])


def setup(rt: Runtime) -> None:
    rt.type_classes[RRegexp] = rt.Regexp
    rt.type_classes[RMatch] = rt.MatchData
    consts = rt.Regexp.consts
    consts["IGNORECASE"] = IGNORECASE
    consts["EXTENDED"] = EXTENDED
    consts["MULTILINE"] = MULTILINE
