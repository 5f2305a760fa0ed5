"""String#unpack/unpack1: reading bytes by a pack template (core/pack.py reads the
template and writes), as MRI 3.1's pack.c; Base64's and YAML's decoders are here too."""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary_text, text_bytes
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.core.pack import (
    _B64_VALUE,
    _FLOATS,
    _INTS,
    _UTF8_LIMITS,
    Directive,
    _int_layout,
    _unknown,
    directives,
)
from toque.interpreter.core.string import str_arg
from toque.interpreter.model.objects import RString

if TYPE_CHECKING:
    from collections.abc import Callable

    from toque.interpreter.model.world import Runtime


def unpack(
    rt: Runtime,
    source: RString,
    fmt: Any,
    offset: Any = 0,
    single: bool = False,
    each: Callable[[Any], Any] | None = None,
) -> list[Any]:
    """`source.unpack(fmt, offset:)`'s values (only the first when `single`, for unpack1);
    with `each` (unpack's block) each value goes there as soon as it is read."""
    template = text_bytes(str_arg(rt, fmt))
    data = text_bytes(source.v)
    start = num2long(rt, offset)
    if start < 0:
        raise rt.error("ArgumentError", "offset can't be negative")
    if start > len(data):
        raise rt.error("ArgumentError", "offset outside of string")
    st = _UnpackState(rt, data, start)
    for d in directives(rt, template, "unpack"):
        handler = _UNPACKERS.get(d.type)
        if handler is None:
            _unknown(rt, "unpack", d.type, template, "unpack1" if single else "")
            continue
        handler(st, d)
        if single and st.values:
            break
        if each is not None:
            for value in st.values:
                each(value)
            st.values.clear()
    return st.values


class _UnpackState:
    __slots__ = ("rt", "data", "pos", "values")

    def __init__(self, rt: Runtime, data: bytes, pos: int) -> None:
        self.rt = rt
        self.data = data
        self.pos = pos
        self.values: list[Any] = []

    def left(self) -> int:
        return len(self.data) - self.pos

    def count(self, d: Directive) -> int:
        """MRI's count: `*` means every byte left, no count means one."""
        if d.star:
            return self.left()
        return 1 if d.count is None else d.count

    def take(self, n: int) -> bytes:
        chunk = self.data[self.pos : self.pos + n]
        self.pos += len(chunk)
        return chunk


def binary_string(data: bytes) -> RString:
    """`data` as an ASCII-8BIT String, what unpack's string directives give."""
    from toque.interpreter.core.encoding import BINARY, made

    return made(binary_text(data), BINARY)


def _ascii(text: str) -> RString:
    from toque.interpreter.core.encoding import ASCII, made

    return made(text, ASCII)


def _unpack_string(st: _UnpackState, d: Directive) -> None:
    t = d.type
    n = min(st.count(d), st.left())
    if t == ord("Z"):
        chunk = st.data[st.pos : st.pos + n]
        cut = chunk.find(b"\0")
        if cut >= 0:
            chunk = chunk[:cut]
            if d.star:
                n = cut + 1  # `Z*` consumes its terminating NUL, and no more
        st.pos += n
        st.values.append(binary_string(chunk))
        return
    chunk = st.take(n)
    if t == ord("A"):
        chunk = chunk.rstrip(b" \0")
    st.values.append(binary_string(chunk))


def _unpack_bits(st: _UnpackState, d: Directive) -> None:
    per = 8 if d.type in b"bB" else 2
    n = st.count(d) if not d.star else st.left() * per
    n = min(n, st.left() * per)
    chunk = st.take((n + per - 1) // per)
    chars = []
    for i in range(n):
        byte = chunk[i // per]
        if d.type == ord("b"):
            chars.append("1" if byte >> (i % 8) & 1 else "0")
        elif d.type == ord("B"):
            chars.append("1" if byte << (i % 8) & 0x80 else "0")
        else:
            high = (i % 2 == 0) == (d.type == ord("H"))
            chars.append("0123456789abcdef"[byte >> 4 if high else byte & 15])
    st.values.append(_ascii("".join(chars)))


def _sized(st: _UnpackState, d: Directive, size: int, read: Callable[[bytes], Any]) -> None:
    """Read `count` fixed-size values; an explicit count past the end gives nils."""
    whole = st.left() // size
    want = whole if d.star else (1 if d.count is None else d.count)
    for _ in range(min(want, whole)):
        st.values.append(read(st.take(size)))
    if not d.star and want > whole:
        st.values.extend([None] * (want - whole))


def _unpack_int(st: _UnpackState, d: Directive) -> None:
    size, signed, order = _int_layout(d)
    byteorder = "little" if order == "<" else "big"
    _sized(st, d, size, lambda b: int.from_bytes(b, byteorder, signed=signed))


def _unpack_float(st: _UnpackState, d: Directive) -> None:
    layout = _FLOATS[d.type]
    _sized(st, d, struct.calcsize(layout), lambda b: struct.unpack(layout, b)[0])


def _unpack_utf8(st: _UnpackState, d: Directive) -> None:
    n = min(st.count(d), st.left())
    while n > 0 and st.left() > 0:
        uv, length = utf8_char(st.rt, st.data, st.pos)
        st.pos += length
        st.values.append(uv)
        n -= 1


def utf8_char(rt: Runtime, data: bytes, pos: int) -> tuple[int, int]:
    """MRI's utf8_to_uv: one character (up to six bytes) and its length, strictly checked."""
    uv = data[pos]
    if not uv & 0x80:
        return uv, 1
    if not uv & 0x40:
        raise rt.error("ArgumentError", "malformed UTF-8 character")
    for n in range(2, 7):
        if not uv & (0x80 >> n):
            uv &= 0x7F >> n
            break
    else:
        raise rt.error("ArgumentError", "malformed UTF-8 character")
    left = len(data) - pos
    if n > left:
        raise rt.error(
            "ArgumentError",
            f"malformed UTF-8 character (expected {n} bytes, given {left} bytes)",
        )
    for c in data[pos + 1 : pos + n]:
        if c & 0xC0 != 0x80:
            raise rt.error("ArgumentError", "malformed UTF-8 character")
        uv = uv << 6 | (c & 0x3F)
    if uv < _UTF8_LIMITS[n - 1]:
        raise rt.error("ArgumentError", "redundant UTF-8 sequence")
    return uv, n


def _unpack_ber(st: _UnpackState, d: Directive) -> None:
    n = st.count(d)
    value = 0
    while n > 0 and st.left() > 0:
        byte = st.data[st.pos]
        st.pos += 1
        value = value << 7 | (byte & 0x7F)
        if not byte & 0x80:
            st.values.append(value)
            value = 0
            n -= 1


def _unpack_base64(st: _UnpackState, d: Directive) -> None:
    rest = st.data[st.pos :]
    strict = d.count == 0 and not d.star
    data, used = strict_decode64(st.rt, rest) if strict else lenient_decode64(rest)
    st.pos += used  # where decoding stopped: a following directive reads on from there
    st.values.append(binary_string(data))


def decode64(data: bytes) -> bytes:
    """unpack('m'), for Base64.decode64 too."""
    return lenient_decode64(data)[0]


def lenient_decode64(data: bytes) -> tuple[bytes, int]:
    """unpack('m') and how many bytes it read: characters outside the alphabet are
    skipped, `=` ends the data (after the first two characters of a group), a partial
    last group gives its whole bytes."""
    out = bytearray()
    s, end = 0, len(data)
    while True:
        group = []
        for k in range(4):
            while s < end and data[s] not in _B64_VALUE and not (k >= 2 and data[s] == 61):
                s += 1
            if s >= end or data[s] == 61:
                break
            group.append(_B64_VALUE[data[s]])
            s += 1
        if len(group) == 4:
            a, b, c, d = group
            out += bytes(((a << 2 | b >> 4) & 255, (b << 4 | c >> 2) & 255, (c << 6 | d) & 255))
            continue
        if len(group) >= 2:
            a, b = group[0], group[1]
            out.append((a << 2 | b >> 4) & 255)
            if len(group) == 3:
                out.append((b << 4 | group[2] >> 2) & 255)
        return bytes(out), s


def strict_decode64(rt: Runtime, data: bytes) -> tuple[bytes, int]:
    """unpack('m0'), RFC 4648, and how many bytes it read (its padding is left): whole
    groups of the alphabet, padding only at the end and with zero bits before it;
    ArgumentError "invalid base64" otherwise."""
    if len(data) % 4:
        raise rt.error("ArgumentError", "invalid base64")
    out = bytearray()
    value = _B64_VALUE.get
    for i in range(0, len(data), 4):
        group = data[i : i + 4]
        last = i + 4 == len(data)
        a, b = value(group[0]), value(group[1])
        if a is None or b is None:
            raise rt.error("ArgumentError", "invalid base64")
        if group[2] == 61:
            if group[3] != 61 or not last or b & 15:
                raise rt.error("ArgumentError", "invalid base64")
            out.append((a << 2 | b >> 4) & 255)
            return bytes(out), i + 2
        c = value(group[2])
        if c is None:
            raise rt.error("ArgumentError", "invalid base64")
        if group[3] == 61:
            if not last or c & 3:
                raise rt.error("ArgumentError", "invalid base64")
            out += bytes(((a << 2 | b >> 4) & 255, (b << 4 | c >> 2) & 255))
            return bytes(out), i + 3
        e = value(group[3])
        if e is None:
            raise rt.error("ArgumentError", "invalid base64")
        out += bytes(((a << 2 | b >> 4) & 255, (b << 4 | c >> 2) & 255, (c << 6 | e) & 255))
    return bytes(out), len(data)


def _unpack_uu(st: _UnpackState, d: Directive) -> None:
    data, s, end = st.data, st.pos, len(st.data)
    room = (end - s) * 3 // 4
    out = bytearray()
    total = 0
    while s < end and 32 < data[s] < 97:
        n = (data[s] - 32) & 63
        s += 1
        total += n
        if total > room:
            n -= total - room
            total = room
        while n > 0:
            quad = []
            for _ in range(4):
                if s < end and 32 <= data[s] < 97:
                    quad.append((data[s] - 32) & 63)
                    s += 1
                else:
                    quad.append(0)
            a, b, c, e = quad
            hunk = bytes(((a << 2 | b >> 4) & 255, (b << 4 | c >> 2) & 255, (c << 6 | e) & 255))
            out += hunk[: min(n, 3)]
            n -= 3
        if s < end and data[s] not in (13, 10):
            s += 1  # a checksum character
        if s < end and data[s] == 13:
            s += 1
        if s < end and data[s] == 10:
            s += 1
    st.pos = s
    st.values.append(binary_string(bytes(out[:total])))


def _unpack_qp(st: _UnpackState, d: Directive) -> None:
    data, s, end = st.data, st.pos, len(st.data)
    out = bytearray()
    done = s  # the start of what was not decoded, appended as it is
    # MRI reads on from where decoding stopped (inside a bad escape), not from the end
    while s < end:
        if data[s] == 61:
            s += 1
            if s == end:
                break
            if s + 1 < end and data[s] == 13 and data[s + 1] == 10:
                s += 1
            if data[s] != 10:
                c1 = _hex_value(data[s])
                if c1 < 0:
                    break
                s += 1
                if s == end:
                    break
                c2 = _hex_value(data[s])
                if c2 < 0:
                    break
                out.append(c1 << 4 | c2)
        else:
            out.append(data[s])
        s += 1
        done = s
    st.pos = s
    st.values.append(binary_string(bytes(out) + data[done:end]))


def _hex_value(c: int) -> int:
    return int(chr(c), 16) if chr(c) in "0123456789abcdefABCDEF" else -1


def _unpack_pointer(st: _UnpackState, d: Directive) -> None:
    times = (min(st.count(d), st.left() // 8) if d.type == ord("p") else 1) if st.left() >= 8 else 0
    for _ in range(times):
        if any(st.take(8)):
            raise st.rt.error("ArgumentError", "no associated pointer")
        st.values.append(None)


def _unpack_skip(st: _UnpackState, d: Directive) -> None:
    n = st.count(d)
    if n > st.left():
        raise st.rt.error("ArgumentError", "x outside of string")
    st.pos += n


def _unpack_back(st: _UnpackState, d: Directive) -> None:
    n = st.count(d)
    if n > st.pos:
        raise st.rt.error("ArgumentError", "X outside of string")
    st.pos -= n


def _unpack_at(st: _UnpackState, d: Directive) -> None:
    # `@` counts from the String's start, whatever the offset; no count is 0, `*` is
    # the number of bytes left (MRI's reading of it)
    n = st.left() if d.star else 0 if d.count is None else d.count
    if n > len(st.data):
        raise st.rt.error("ArgumentError", "@ outside of string")
    st.pos = n


_UNPACKERS: dict[int, Callable[[_UnpackState, Directive], None]] = {
    **dict.fromkeys(_INTS, _unpack_int),
    **dict.fromkeys(_FLOATS, _unpack_float),
    **dict.fromkeys(b"aAZ", _unpack_string),
    **dict.fromkeys(b"bBhH", _unpack_bits),
    ord("m"): _unpack_base64,
    ord("u"): _unpack_uu,
    ord("M"): _unpack_qp,
    ord("U"): _unpack_utf8,
    ord("w"): _unpack_ber,
    ord("P"): _unpack_pointer,
    ord("p"): _unpack_pointer,
    ord("x"): _unpack_skip,
    ord("X"): _unpack_back,
    ord("@"): _unpack_at,
}
