"""Regexp and MatchData: Ruby regexps run on Python's `re`, translated from Ruby's syntax.

A Ruby pattern is translated once (`translate`) and the compiled pattern cached by
(source, options). Every match operation records its result in `$~`, which
`core/globals.py` reads for `$1`, `` $` ``, `$'` and friends.
"""

from __future__ import annotations

import re
import warnings
from typing import Any

from toque.interpreter.core.registry import Builtins
from toque.interpreter.values import RArray, RHash, RString, RSymbol

IGNORECASE, EXTENDED, MULTILINE = 1, 2, 4
_FLAG_BITS = {"i": IGNORECASE, "x": EXTENDED, "m": MULTILINE}

# POSIX bracket classes as the contents of a Python character class.
_POSIX = {
    "alpha": "a-zA-Z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff",
    "digit": "0-9",
    "alnum": "0-9a-zA-Z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff",
    "upper": "A-Z\u00c0-\u00d6\u00d8-\u00de",
    "lower": "a-z\u00df-\u00f6\u00f8-\u00ff",
    "space": "\\s",
    "blank": " \\t",
    "punct": re.escape("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"),
    "xdigit": "0-9a-fA-F",
    "word": "0-9a-zA-Z_\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff",
    "cntrl": "\\x00-\\x1f\\x7f",
    "print": "\\x20-\\x7e\\u00a0-\\U0010ffff",
    "graph": "\\x21-\\x7e\\u00a1-\\U0010ffff",
    "ascii": "\\x00-\\x7f",
}
_PROPS = {
    "alpha": _POSIX["alpha"],
    "alnum": _POSIX["alnum"],
    "digit": "0-9",
    "upper": _POSIX["upper"],
    "lower": _POSIX["lower"],
    "space": "\\s",
    "word": "\\w",
    "punct": _POSIX["punct"],
    "l": _POSIX["alpha"],
    "lu": _POSIX["upper"],
    "ll": _POSIX["lower"],
    "n": "0-9",
    "nd": "0-9",
    "ascii": "\\x00-\\x7f",
    "latin": "a-zA-Z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f",
    "greek": "\u0370-\u03ff",
    "cyrillic": "\u0400-\u04ff",
    "han": "\u4e00-\u9fff",
    "hiragana": "\u3040-\u309f",
    "katakana": "\u30a0-\u30ff",
    "xdigit": "0-9a-fA-F",
}
# Escapes Python's `re` understands as Ruby does; other escaped letters are literals.
_SAME_ESCAPES = set("dDwWsSbBntrfvax0123456789u")
_LINEBREAK = "(?:\\r\\n|[\\n\\v\\f\\r\\x85\\u2028\\u2029])"
_HAS_NAMES = re.compile(r"\(\?(?:<[A-Za-z_]|'[A-Za-z_])")


class Translator:
    """Rewrites one Ruby regexp source into Python `re` syntax."""

    def __init__(self, source: str, extended: bool) -> None:
        self.src = source
        self.i = 0
        self.out: list[str] = []
        self.extended = extended
        self.named = bool(_HAS_NAMES.search(source))
        self.names: list[str] = []
        self.closers: list[int] = [0]  # extra ")" owed when each open group closes

    def run(self) -> str:
        src, n = self.src, len(self.src)
        while self.i < n:
            c = src[self.i]
            if c == "\\":
                self.escape(False)
            elif c == "[":
                self.char_class()
            elif c == "(":
                self.open_group()
            elif c == ")":
                self.i += 1
                self.out.append(")" * (self.closers.pop() + 1) if len(self.closers) > 1 else ")")
            elif c == "#" and self.extended:
                self.comment()
            else:
                self.out.append(c)
                self.i += 1
        self.out.append(")" * self.closers[0])
        return "".join(self.out)

    def comment(self) -> None:
        end = self.src.find("\n", self.i)
        end = len(self.src) if end < 0 else end
        self.i = end  # dropped: Python's verbose mode would also ignore it

    def escape(self, in_class: bool) -> None:
        src = self.src
        if self.i + 1 >= len(src):
            raise RegexpSyntax("too short escape sequence")
        c = src[self.i + 1]
        self.i += 2
        self.out.append(self.escape_text(c, in_class))

    def escape_text(self, c: str, in_class: bool) -> str:
        if c == "h":
            return "0-9a-fA-F" if in_class else "[0-9a-fA-F]"
        if c == "H" and not in_class:
            return "[^0-9a-fA-F]"
        if c in ("p", "P") and self.i < len(self.src) and self.src[self.i] == "{":
            return self.property(c == "P", in_class)
        if c == "u" and self.i < len(self.src) and self.src[self.i] == "{":
            end = self.src.index("}", self.i)
            codes = self.src[self.i + 1 : end].split()
            self.i = end + 1
            return "".join(re.escape(chr(int(x, 16))) for x in codes)
        if in_class:
            return self.class_escape(c)
        if c == "A":
            return "\\A"
        if c == "z":
            return "\\Z"
        if c == "Z":
            return "(?=\\n?\\Z)"
        if c == "k":
            return self.backref()
        if c == "R":
            return _LINEBREAK
        if c == "G":
            return ""
        return self.class_escape(c)

    def class_escape(self, c: str) -> str:
        if c in _SAME_ESCAPES:
            return "\\" + c
        if c == "e":
            return "\\x1b"
        if c.isalpha():
            return re.escape(c)
        return "\\" + c

    def backref(self) -> str:
        src = self.src
        if self.i < len(src) and src[self.i] in "<'":
            close = ">" if src[self.i] == "<" else "'"
            end = src.index(close, self.i + 1)
            name = src[self.i + 1 : end]
            self.i = end + 1
            if name.lstrip("-").isdigit():
                return f"(?:\\{int(name)})"
            return f"(?P={name})"
        return "k"

    def property(self, negated: bool, in_class: bool) -> str:
        end = self.src.index("}", self.i)
        name = self.src[self.i + 1 : end]
        self.i = end + 1
        if name.startswith("^"):
            negated, name = not negated, name[1:]
        body = _PROPS.get(name.lower().replace("_", ""))
        if body is None:
            raise RegexpSyntax(f"invalid character property name {{{name}}}")
        if in_class:
            return body
        return f"[{'^' if negated else ''}{body}]"

    def char_class(self) -> None:
        """`[...]`, with POSIX classes, nested classes flattened and `[` escaped."""
        src = self.src
        self.i += 1
        parts = ["["]
        if self.i < len(src) and src[self.i] == "^":
            parts.append("^")
            self.i += 1
        if self.i < len(src) and src[self.i] == "]":
            parts.append("\\]")
            self.i += 1
        depth = 1
        while self.i < len(src):
            c = src[self.i]
            if c == "\\":
                self.i += 1
                if self.i >= len(src):
                    break
                e = src[self.i]
                self.i += 1
                parts.append(self.escape_text(e, True))
            elif c == "[" and src.startswith("[:", self.i):
                parts.append(self.posix())
            elif c == "[":
                depth += 1
                self.i += 1
                if src.startswith("^", self.i):
                    raise RegexpSyntax("negated nested character classes are not supported")
            elif c == "]":
                depth -= 1
                self.i += 1
                if depth == 0:
                    parts.append("]")
                    self.out.append("".join(parts))
                    return
            elif c == "&" and src.startswith("&&", self.i):
                raise RegexpSyntax("character class intersection (&&) is not supported")
            else:
                parts.append("\\" + c if c in "-&~|" and src[self.i + 1 : self.i + 2] == c else c)
                self.i += 1
        raise RegexpSyntax("premature end of char-class")

    def posix(self) -> str:
        end = self.src.find(":]", self.i)
        if end < 0:
            raise RegexpSyntax("premature end of char-class")
        name = self.src[self.i + 2 : end]
        self.i = end + 2
        if name.startswith("^"):
            raise RegexpSyntax("negated POSIX classes are not supported")
        body = _POSIX.get(name)
        if body is None:
            raise RegexpSyntax("invalid POSIX bracket type")
        return body

    def open_group(self) -> None:
        src = self.src
        i = self.i
        self.closers.append(0)
        if not src.startswith("(?", i):
            self.i += 1
            self.out.append("(?:" if self.named else "(")
            return
        nxt = src[i + 2 : i + 3]
        if nxt == "<" and src[i + 3 : i + 4] not in ("=", "!"):
            self.named_group(">")
        elif nxt == "'":
            self.named_group("'")
        elif nxt == "#":
            end = src.index(")", i)
            self.out.append(src[i : end + 1])
            self.i = end + 1
            self.closers.pop()
        else:
            m = re.compile(r"\(\?([imx]*)(?:-([imx]*))?([:)])").match(src, i)
            if m is None:
                self.out.append("(?")
                self.i += 2
                return
            self.inline_options(m)

    def named_group(self, close: str) -> None:
        end = self.src.index(close, self.i + 3)
        name = self.src[self.i + 3 : end]
        self.names.append(name)
        self.out.append(f"(?P<{name}>")
        self.i = end + 1

    def inline_options(self, m: re.Match) -> None:
        on, off, kind = m.group(1), m.group(2) or "", m.group(3)
        on, off = on.replace("m", "s"), off.replace("m", "s")
        flags = on + ("-" + off if off else "")
        self.i = m.end()
        if kind == ":":
            self.out.append(f"(?{flags}:" if flags else "(?:")
            return
        # `(?i)` applies to the rest of the enclosing group: open a scoped group
        # that the enclosing group's `)` (or the end of the pattern) will close.
        self.closers.pop()
        if flags:
            self.out.append(f"(?{flags}:")
            self.closers[-1] += 1


class RegexpSyntax(Exception):
    """A Ruby regexp toque cannot (or Ruby would not) compile."""


_CACHE: dict[tuple[str, int], tuple[re.Pattern, tuple[str, ...]]] = {}


def compile_ruby(source: str, options: int) -> tuple[re.Pattern, tuple[str, ...]]:
    """The Python pattern for a Ruby regexp source and options (cached)."""
    key = (source, options)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    tr = Translator(source, bool(options & EXTENDED))
    text = tr.run()
    flags = re.MULTILINE
    if options & IGNORECASE:
        flags |= re.IGNORECASE
    if not (options & IGNORECASE) or source.isascii():
        flags |= re.ASCII  # Ruby's \w \d \s \b are ASCII-only; /i still folds Unicode
    if options & EXTENDED:
        flags |= re.VERBOSE
    if options & MULTILINE:
        flags |= re.DOTALL
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            pattern = re.compile(text, flags)
        except re.error as exc:
            raise RegexpSyntax(_ruby_message(exc.msg)) from None
    hit = _CACHE[key] = (pattern, tuple(dict.fromkeys(tr.names)))
    return hit


_MESSAGES = {
    "missing ), unterminated subpattern": "end pattern with unmatched parenthesis",
    "unbalanced parenthesis": "unmatched close parenthesis",
    "unterminated character set": "premature end of char-class",
    "nothing to repeat": "target of repeat operator is not specified",
    "multiple repeat": "nested repeat operator",
}


def _ruby_message(msg: str) -> str:
    """Onigmo's wording for the errors Python's `re` reports differently."""
    return _MESSAGES.get(msg, msg)


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
    def ruby_class(rt: Any) -> Any:
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
    def ruby_class(rt: Any) -> Any:
        return rt.MatchData

    def group(self, n: int | str) -> RString | None:
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


def make_regexp(rt: Any, source: str, flags: str) -> RRegexp:
    """A Regexp from a literal's source and flag letters (`/ab+/i` → "ab+", "i")."""
    options = 0
    for ch in flags:
        options |= _FLAG_BITS.get(ch, 0)
    return new_regexp(rt, source, options, literal=True)


def new_regexp(rt: Any, source: str, options: int, literal: bool = False) -> RRegexp:
    try:
        return RRegexp(source, options, literal)
    except RegexpSyntax as exc:
        raise rt.error("RegexpError", f"{exc}: /{source}/") from None


def search(rt: Any, rx: RRegexp, text: str, pos: int = 0) -> RMatch | None:
    """Search `text` from `pos`, and record the result in `$~`."""
    m = rx.pattern.search(text, pos)
    result = RMatch(m, rx, text) if m is not None else None
    rt.globals["$~"] = result
    return result


# -- conversions shared with String ------------------------------------------------------


def to_regexp(rt: Any, pattern: Any) -> RRegexp:
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


def subject(rt: Any, value: Any) -> str | None:
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
    m = search(rt, self, text, _pos(text, pos))
    if m is not None and block is not None:
        return rt.call_proc(block, [m])
    return m


def _pos(text: str, pos: int) -> int:
    return pos + len(text) if pos < 0 else pos


@r.method("match?")
def rx_match_p(rt, self, target, pos=0):
    text = subject(rt, target)
    if text is None:
        return False
    return self.pattern.search(text, _pos(text, pos)) is not None


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
    idx = self.pattern.groupindex
    return RHash.from_pairs((RString(n), RArray([idx[n]])) for n in self.names)


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
    text = subject(rt, source)
    return new_regexp(rt, text, _options(rt, options))


def _options(rt: Any, options: Any) -> int:
    if options is None or options is False:
        return 0
    if isinstance(options, bool):
        return IGNORECASE
    if isinstance(options, int):
        return options & 7
    if isinstance(options, RString):
        bits = 0
        for ch in options.v:
            if ch not in _FLAG_BITS:
                raise rt.error("ArgumentError", f"unknown regexp option: {options.v}")
            bits |= _FLAG_BITS[ch]
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


def group_number(rt: Any, m: RMatch, key: Any) -> int | str:
    """A group reference (index, name String or Symbol) as what Python's match takes."""
    if isinstance(key, int):
        return key
    name = key.name if isinstance(key, RSymbol) else subject(rt, key)
    if name not in m.m.re.groupindex:
        raise rt.error("IndexError", f"undefined group name reference: {name}")
    return name


def md_index(rt: Any, m: RMatch, key: Any) -> Any:
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


def _matched(rt: Any, m: RMatch, n: Any) -> bool:
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


def match_inspect(rt: Any, m: RMatch) -> str:
    from toque.interpreter.core.inspect import inspect_str

    parts = [inspect_str(m.m.group(0))]
    names = {v: k for k, v in m.m.re.groupindex.items()}
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


def setup(rt: Any) -> None:
    rt.type_classes[RRegexp] = rt.Regexp
    rt.type_classes[RMatch] = rt.MatchData
    consts = rt.Regexp.consts
    consts["IGNORECASE"] = IGNORECASE
    consts["EXTENDED"] = EXTENDED
    consts["MULTILINE"] = MULTILINE
