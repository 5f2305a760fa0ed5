"""Text of Ruby literals: escapes, numbers, word lists, heredoc indentation."""

from __future__ import annotations

import re
from functools import lru_cache

ESCAPE_RE = re.compile(
    r"\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|u\{([0-9a-fA-F ]+)\}|u([0-9a-fA-F]{4})|"
    r"c(.)|C-(.)|M-\\?(.)|(\r?\n)|(.))",
    re.S,
)
SIMPLE_ESCAPES = {
    "n": "\n",
    "t": "\t",
    "s": " ",
    "r": "\r",
    "e": "\x1b",
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "v": "\v",
}
BAD_ESCAPE_RE = re.compile(
    r"(?<!\\)(?:\\\\)*\\(?:x(?![0-9a-fA-F])|u(?!\{[0-9a-fA-F ]+\}|[0-9a-fA-F]{4}))"
)
IVAR_RE = re.compile(r"@@?[^\W\d]\w*")
SYMBOL_VAR_RE = re.compile(r"@@?[^\W\d]\w*")
REGEX_FLAGS_RE = re.compile(r"[imxounse]*")
WORD_SPLIT_RE = re.compile(r"(?:\\.|[^\s\\])+", re.S)


class BadEscape(ValueError):
    """An escape Ruby rejects: `\\u{zz}`, `\\x` without digits."""


def unescape(raw: str) -> str:
    """Apply double-quoted string escapes (`\\n`, `\\x41`, `\\u{1F600}`, `\\M-a`…)."""
    if "\\" not in raw:
        return raw
    if BAD_ESCAPE_RE.search(raw):
        m = BAD_ESCAPE_RE.search(raw)
        kind = "hex" if m.group().startswith("\\x") else "Unicode"
        raise BadEscape(f"invalid {kind} escape")
    text = ESCAPE_RE.sub(_escape, raw)
    if any("\udc80" <= ch <= "\udcff" for ch in text):
        # `\xC3\xA9` are bytes: read as UTF-8 they are "é"; a byte that is no UTF-8
        # (`\xff`) stays an escaped byte, as toque keeps bytes (interpreter/core/binary.py)
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape")
    return text


def _byte(value: int) -> str:
    """A byte written as an escape: ASCII as itself, a high byte as an escaped byte."""
    return chr(value) if value < 0x80 else chr(0xDC00 + value)


def _escape(m: re.Match[str]) -> str:
    octal, hexa, ubrace, u4, ctrl, ctrl2, meta, newline, other = m.groups()
    if octal is not None:
        return _byte(int(octal, 8) & 0xFF)
    if hexa is not None:
        return _byte(int(hexa, 16))
    if ubrace is not None:
        return "".join(chr(min(int(h, 16), 0x10FFFF)) for h in ubrace.split())
    if u4 is not None:
        return chr(int(u4, 16))
    if ctrl is not None or ctrl2 is not None:
        ch = ctrl or ctrl2
        return "\x7f" if ch == "?" else chr(ord(ch) & 0x1F)
    if meta is not None:
        return _byte((ord(meta) | 0x80) & 0xFF)
    if newline is not None:
        return ""
    return SIMPLE_ESCAPES.get(other, other)


def unescape_single(raw: str, close: str = "'", open_: str | None = None) -> str:
    """Single-quoted strings know only `\\\\` and an escaped delimiter."""
    if "\\" not in raw:
        return raw
    keep = {"\\", close} | ({open_} if open_ else set())
    return re.sub(
        r"\\(.)", lambda m: m.group(1) if m.group(1) in keep else m.group(0), raw, flags=re.S
    )


def unescape_regexp_delim(raw: str, close: str) -> str:
    """A regexp keeps its escapes for the regexp engine, except an escaped delimiter."""
    if close == "/" and "\\/" in raw:
        return raw.replace("\\/", "/")
    return raw


@lru_cache(maxsize=64)
def _stopper(chars: str) -> re.Pattern[str]:
    return re.compile("[" + re.escape(chars) + "]")


def stop_chars(close: str, open_: str | None, words: bool) -> str:
    return "\\#" + close + (open_ or "") + (" \t\n\r" if words else "")


def scan_to(text: str, i: int, chars: str, end: int | None = None) -> int:
    """The first index >= i holding one of `chars` (len(text) or `end` if none)."""
    stop = len(text) if end is None else end
    m = _stopper(chars).search(text, i, stop)
    return m.start() if m else stop


def find_close(text: str, pos: int, close: str, open_: str | None) -> int:
    """Index of the delimiter closing a non-interpolating literal, or -1."""
    depth = 0
    chars = "\\" + close + (open_ or "")
    n = len(text)
    i = pos
    while True:
        j = scan_to(text, i, chars)
        if j >= n:
            return -1
        c = text[j]
        if c == "\\":
            i = j + 2
        elif open_ is not None and c == open_:
            depth += 1
            i = j + 1
        elif depth:
            depth -= 1
            i = j + 1
        else:
            return j


def split_words(body: str) -> list[str]:
    """`%w[a b\\ c]` → ['a', 'b c']."""
    return [unescape_single(w.replace("\\ ", " "), " ") for w in WORD_SPLIT_RE.findall(body)]


def number_value(val: str) -> tuple[str, int | float]:
    digits = val.replace("_", "")
    low = digits[:2].lower()
    if low == "0x":
        return "INTEGER", int(digits[2:], 16)
    if low == "0b":
        return "INTEGER", int(digits[2:], 2)
    if low == "0o":
        return "INTEGER", int(digits[2:], 8)
    if low == "0d":
        return "INTEGER", int(digits[2:])
    if len(digits) > 1 and digits[0] == "0" and digits.isdigit():
        return "INTEGER", int(digits, 8)
    if "." in digits or "e" in digits or "E" in digits:
        return "FLOAT", float(digits)
    return "INTEGER", int(digits)


def _width(prefix: str) -> int:
    w = 0
    for ch in prefix:
        w = (w // 8 + 1) * 8 if ch == "\t" else w + 1
    return w


def heredoc_indent(body: str) -> int:
    """The indentation `<<~` removes: the least of all lines that have text."""
    least = None
    for line in body.split("\n"):
        stripped = line.lstrip(" \t")
        if not stripped or stripped == "\r":
            continue
        w = _width(line[: len(line) - len(stripped)])
        least = w if least is None else min(least, w)
    return least or 0


def _strip_indent(line: str, indent: int) -> str:
    w = 0
    i = 0
    while i < len(line) and w < indent and line[i] in " \t":
        w = (w // 8 + 1) * 8 if line[i] == "\t" else w + 1
        if w > indent:
            break
        i += 1
    return line[i:]


def dedent(body: str, indent: int) -> str:
    return "".join(_strip_indent(line, indent) for line in body.splitlines(keepends=True))


def dedent_piece(text: str, start: int, piece: str, indent: int) -> str:
    """Dedent the lines of `piece` (source text from `start`) that begin a line."""
    lines = piece.splitlines(keepends=True)
    out = []
    at_line_start = start == 0 or text[start - 1] == "\n"
    for line in lines:
        out.append(_strip_indent(line, indent) if at_line_start else line)
        at_line_start = line.endswith("\n")
    return "".join(out)
