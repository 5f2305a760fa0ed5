"""String's characters and bytes: chars, bytes, each_char, ord, tr, delete, squeeze, count,
succ, upto, unicode_normalize and unpack (encodings are core/encoding.py)."""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.encoding import normal_form
from toque.interpreter.core.string import check_frozen, enum, int_arg, mutate, str_arg
from toque.interpreter.model.objects import RArray, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALL_ORDER = 64  # installed at start-up, in this order (core/discover.py)

s_ = Builtins("String")


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


# -- normalization and unpacking -------------------------------------------------------------


@s_.method("unicode_normalize")
def unicode_normalize(rt, self, form=None):
    return RString(unicodedata.normalize(normal_form(rt, form), self.v))


@s_.method("unicode_normalize!")
def unicode_normalize_bang(rt, self, form=None):
    mutate(rt, self, unicodedata.normalize(normal_form(rt, form), self.v))
    return self


@s_.method("unpack1")
def unpack1(rt, self, *args):
    from toque.interpreter.core import pack, unpack

    fmt, offset = pack.arguments(rt, args, "offset", 0)
    values = unpack.unpack(rt, self, fmt, offset, single=True)
    return values[0] if values else None


@s_.method("unpack")
def unpack(rt, self, *args, block=None):
    from toque.interpreter.core import pack, unpack

    fmt, offset = pack.arguments(rt, args, "offset", 0)
    if block is None:
        return RArray(unpack.unpack(rt, self, fmt, offset))
    unpack.unpack(rt, self, fmt, offset, each=lambda value: rt.call_proc(block, [value]))
    return None
