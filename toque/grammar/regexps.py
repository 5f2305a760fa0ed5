"""Ruby's regexp syntax: translate a Ruby pattern into Python `re` syntax and compile it.

Part of the grammar because a regexp literal that Onigmo would reject is a syntax error
before the program runs (`ruby -c` reports it); the interpreter's Regexp uses the same
translation at run time.
"""

from __future__ import annotations

import re
import warnings

from toque.lazy_re import lazy_compile

IGNORECASE, EXTENDED, MULTILINE = 1, 2, 4
FLAG_BITS = {"i": IGNORECASE, "x": EXTENDED, "m": MULTILINE}

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
_HAS_NAMES = lazy_compile(r"\(\?(?:<[A-Za-z_]|'[A-Za-z_])")


DUP_PREFIX = "_toque_dup"
_DUP_RE = lazy_compile(DUP_PREFIX + r"\d+_")


def ruby_name(python_name: str) -> str:
    """The Ruby name of a Python group name (a repeated name's copies are renamed)."""
    return (
        _DUP_RE.sub("", python_name, count=1) if python_name.startswith(DUP_PREFIX) else python_name
    )


_GROUPS: dict[re.Pattern, dict[str, tuple[int, ...]]] = {}


def name_groups(pattern: re.Pattern) -> dict[str, tuple[int, ...]]:
    """Each Ruby group name of a compiled pattern -> the numbers of its groups, in order."""
    table = _GROUPS.get(pattern)
    if table is None:
        table = {}
        for pname, number in sorted(pattern.groupindex.items(), key=lambda kv: kv[1]):
            name = ruby_name(pname)
            table[name] = (*table.get(name, ()), number)
        _GROUPS[pattern] = table
    return table


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
                    raise RegexpUnsupported("negated nested character classes are not supported")
            elif c == "]":
                depth -= 1
                self.i += 1
                if depth == 0:
                    parts.append("]")
                    self.out.append("".join(parts))
                    return
            elif c == "&" and src.startswith("&&", self.i):
                raise RegexpUnsupported("character class intersection (&&) is not supported")
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
            raise RegexpUnsupported("negated POSIX classes are not supported")
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
        # Onigmo allows a name on several groups (`(?<a>x)|(?<a>y)`); Python does not:
        # a later one gets a name of its own, read back as the Ruby name (`ruby_name`)
        count = self.names.count(name)
        self.names.append(name)
        self.out.append(f"(?P<{name}>" if count == 0 else f"(?P<{DUP_PREFIX}{count}_{name}>")
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
    """A Ruby regexp Ruby would not compile either (Onigmo's words)."""


class RegexpUnsupported(RegexpSyntax):
    """A regexp Ruby accepts but toque cannot run on Python's `re`: only an error when used."""


_CACHE: dict[tuple[str, int], tuple[re.Pattern, tuple[str, ...]]] = {}


def compile_ruby(source: str, options: int) -> tuple[re.Pattern, tuple[str, ...]]:
    """The Python pattern for a Ruby regexp source and options (cached)."""
    key = (source, options)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    tr = Translator(source, bool(options & EXTENDED))
    try:
        text = tr.run()
    except (ValueError, IndexError):  # a `\\k<`, `(?<` or `\\u{` cut short, bad hex digits
        raise RegexpSyntax("invalid pattern") from None
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
            raise _ruby_error(exc.msg) from None
        except OverflowError:  # \d{99999999999999999999}: Onigmo refuses the count too
            raise RegexpSyntax("too big number for repeat range") from None
    hit = _CACHE[key] = (pattern, tuple(dict.fromkeys(tr.names)))
    return hit


# Python's complaints about patterns Onigmo rejects too, in Onigmo's words. What Python
# rejects and Ruby accepts (`(?<=a|bc)`, a group name used twice…) is RegexpUnsupported.
_MESSAGES = {
    "missing ), unterminated subpattern": "end pattern with unmatched parenthesis",
    "unbalanced parenthesis": "unmatched close parenthesis",
    "unterminated character set": "premature end of char-class",
    "nothing to repeat": "target of repeat operator is not specified",
    "min repeat greater than max repeat": "upper is smaller than lower in repeat range",
    "bad character range": "empty range in char class",
    "invalid group reference": "invalid backref number/name",
    "incomplete escape \\x": "invalid hex escape",
    "missing group name": "group name is empty",
    "bad character in group name": "invalid group name",
    "missing >, unterminated name": "invalid group name",
    "the repetition number is too large": "too big number for repeat range",
}
_RUBY_EXTENSIONS = "~adlu"  # `(?~…)` and charset options: Ruby's, unknown to Python


def _ruby_error(msg: str) -> RegexpSyntax:
    """The error for Python's message: Onigmo's, or RegexpUnsupported."""
    if msg.startswith("unknown group name '"):
        return RegexpSyntax(f"undefined name <{msg[20:-1]}> reference")
    for prefix, ruby in _MESSAGES.items():
        if msg.startswith(prefix):
            return RegexpSyntax(ruby)
    if msg.startswith("unknown extension ?") and msg[19:20] not in _RUBY_EXTENSIONS:
        return RegexpSyntax("undefined group option")
    return RegexpUnsupported(msg)
