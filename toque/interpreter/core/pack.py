"""The pack template language and `Array#pack`, as MRI 3.1's pack.c (reading by a template,
`String#unpack`/`unpack1`, is core/unpack.py).

A template is read byte by byte: a directive letter, then modifiers (`_`/`!` native size,
`<`/`>` byte order, on `sSiIlLqQjJ` only), then a count (digits, `*`, or none). Whitespace
is skipped and `#` starts a comment running to the end of the line. The sizes are those of
MRI on x86_64 Linux (int 4, long 8, pointer 8, little-endian native order).

Packing makes bytes; the result is ASCII-8BIT, US-ASCII when only `m M u` (or nothing) were
used, UTF-8 once `U` appears before any other directive. `P`/`p` pack a C pointer to a
String's bytes, which only a C extension could follow: toque has no such memory, so a nil
packs as MRI's null pointer (eight NUL bytes), a String is NotImplementedError, and unpacking
reads a null pointer as nil and any other as MRI does one it did not make ("no associated
pointer").
"""

from __future__ import annotations

import math
import struct
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary_text, text_bytes
from toque.interpreter.core.number_ops import num2long, special_name, to_int
from toque.interpreter.core.string import check_frozen, str_arg
from toque.interpreter.model.objects import RHash, RString, RSymbol

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from toque.interpreter.model.world import Runtime

# where MRI 3.1 reports a pack warning from: the Ruby wrapper of each method (pack.rb)
_WHERE = {
    "pack": "<internal:pack>:144",
    "unpack": "<internal:pack>:276",
    "unpack1": "<internal:pack>:309",
}
_SPACE = b" \t\n\v\f\r"
_MODIFIABLE = b"sSiIlLqQjJ"
# integer directives: (size, signed, byte order) with "" meaning native (little-endian)
_INTS: dict[int, tuple[int, bool, str]] = {
    ord("c"): (1, True, "<"),
    ord("C"): (1, False, "<"),
    ord("s"): (2, True, ""),
    ord("S"): (2, False, ""),
    ord("i"): (4, True, ""),
    ord("I"): (4, False, ""),
    ord("l"): (4, True, ""),
    ord("L"): (4, False, ""),
    ord("q"): (8, True, ""),
    ord("Q"): (8, False, ""),
    ord("j"): (8, True, ""),
    ord("J"): (8, False, ""),
    ord("n"): (2, False, ">"),
    ord("N"): (4, False, ">"),
    ord("v"): (2, False, "<"),
    ord("V"): (4, False, "<"),
}
_NATIVE_SIZE = {ord("l"): 8, ord("L"): 8}  # `l_`: a C long; the others keep their size
# float directives: struct format with byte order
_FLOATS = {
    ord("D"): "<d",
    ord("d"): "<d",
    ord("F"): "<f",
    ord("f"): "<f",
    ord("E"): "<d",
    ord("e"): "<f",
    ord("G"): ">d",
    ord("g"): ">f",
}
_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_VALUE = {c: i for i, c in enumerate(_B64)}
_UU = b"`!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_"
_HEX = b"0123456789ABCDEF"
_UTF8_LIMITS = (0x0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000, 0x80000000)


class Directive:
    """One directive of a template: its letter, modifiers and count (None: no count)."""

    __slots__ = ("type", "native", "endian", "count", "star")

    def __init__(self, type_: int, native: bool, endian: str, count: int | None, star: bool):
        self.type = type_
        self.native = native
        self.endian = endian
        self.count = count
        self.star = star


def directives(rt: Runtime, fmt: bytes, mode: str) -> Iterator[Directive]:
    """The directives of `fmt` in order (MRI's parse loop, shared by pack and unpack)."""
    p, end = 0, len(fmt)
    while p < end:
        t = fmt[p]
        p += 1
        if t in _SPACE:
            continue
        if t == ord("#"):
            while p < end and fmt[p] != ord("\n"):
                p += 1
            continue
        native, endian = False, ""
        while p < end and fmt[p] in b"_!<>":
            m = fmt[p]
            if t not in _MODIFIABLE:
                raise rt.error("ArgumentError", f"'{chr(m)}' allowed only after types sSiIlLqQjJ")
            if m in b"_!":
                native = True
            else:
                if endian:
                    raise rt.error("RangeError", "Can't use both '<' and '>'")
                endian = chr(m)
            p += 1
        count, star = None, False
        if p < end and fmt[p] == ord("*"):
            star = True
            p += 1
        elif p < end and 0x30 <= fmt[p] <= 0x39:
            q = p
            while p < end and 0x30 <= fmt[p] <= 0x39:
                p += 1
            count = int(fmt[q:p])
            if count >= 2**64:
                raise rt.error("RangeError", "pack length too big")
        if count is None and not star and p >= end and t == ord("@") and mode == "unpack":
            count = 1  # MRI: a bare `@` is `@0`, but `@1` when it ends the template
        if t == ord("%"):
            raise rt.error("ArgumentError", "% is not supported")
        yield Directive(t, native, endian, count, star)


def _unknown(rt: Runtime, mode: str, t: int, fmt: bytes, method: str = "") -> None:
    """MRI's verbose-only warning for a letter that is no directive (`method`: the
    Ruby method it is reported from, when not `mode` itself)."""
    if rt.globals.get("$VERBOSE") is not True:
        return
    shown = chr(t) if 0x20 <= t < 0x7F else f"\\x{t:02x}"
    text = fmt.decode("utf-8", "surrogateescape")
    if not all(ch.isprintable() for ch in text):
        # MRI's rb_str_quote_unprintable: inspect's escapes, but NUL as \0
        text = rt.inspect(RString(text))[1:-1].replace("\\u0000", "\\0")
    where = _WHERE[method or mode]
    _warn(rt, f"{where}: warning: unknown {mode} directive '{shown}' in '{text}'\n")


def _warn(rt: Runtime, message: str) -> None:
    rt.send(rt.Object.consts["Warning"], "warn", [RString(message)])


def _int_layout(d: Directive) -> tuple[int, bool, str]:
    size, signed, order = _INTS[d.type]
    if d.native:
        size = _NATIVE_SIZE.get(d.type, size)
    return size, signed, d.endian or order or "<"


# -- pack ---------------------------------------------------------------------------------------


def pack(rt: Runtime, items: list, fmt: Any, buffer: Any = None) -> RString:
    """`items.pack(fmt, buffer:)`: the packed bytes as a new String, or appended to `buffer`."""
    from toque.interpreter.core.encoding import ASCII, BINARY, UTF8, encoding_of, relabel

    template = text_bytes(str_arg(rt, fmt))
    out, before = bytearray(), BINARY
    if buffer is not None:
        if not isinstance(buffer, RString):
            name = special_name(rt, buffer)
            raise rt.error("TypeError", f"buffer must be String, not {name}")
        check_frozen(rt, buffer)
        out += text_bytes(buffer.v)
        before = encoding_of(buffer)  # kept unless the template says otherwise
    state = _PackState(rt, items)
    enc_info = 1  # MRI's: 1 US-ASCII, 2 UTF-8, 0 binary (or the buffer's own)
    for d in directives(rt, template, "pack"):
        if d.type == ord("U"):
            if enc_info == 1:
                enc_info = 2
        elif d.type not in b"mMu":
            enc_info = 0
        handler = _PACKERS.get(d.type)
        if handler is None:
            _unknown(rt, "pack", d.type, template)
            continue
        handler(state, d, out)
    result = buffer if buffer is not None else RString()
    result.v = binary_text(bytes(out))
    relabel(result, ASCII if enc_info == 1 else UTF8 if enc_info == 2 else before)
    return result


def arguments(rt: Runtime, args: tuple, name: str, default: Any) -> tuple[Any, Any]:
    """The template and the one keyword (`buffer:`, `offset:`) of `pack(fmt, buffer: nil)`
    and `unpack(fmt, offset: 0)`, which MRI 3.1 writes in Ruby (pack.rb)."""
    value = default
    if args and isinstance(args[-1], RHash) and args[-1].kw:
        for key, item in args[-1].items():
            if isinstance(key, RSymbol) and key.name == name:
                value = item
            else:
                raise rt.error("ArgumentError", f"unknown keyword: {rt.inspect(key)}")
        args = args[:-1]
    if len(args) != 1:
        raise rt.arity_error(len(args), "1")
    return args[0], value


class _PackState:
    """The items a pack takes its arguments from, in order."""

    __slots__ = ("rt", "items", "index")

    def __init__(self, rt: Runtime, items: list) -> None:
        self.rt = rt
        self.items = items
        self.index = 0

    def next(self) -> Any:
        if self.index >= len(self.items):
            raise self.rt.error("ArgumentError", "too few arguments")
        item = self.items[self.index]
        self.index += 1
        return item

    def remaining(self) -> int:
        return len(self.items) - self.index

    def count(self, d: Directive) -> int:
        """How many items a numeric directive takes: its count, all left for `*`."""
        if d.star:
            return self.remaining()
        return 1 if d.count is None else d.count


def _pack_string(st: _PackState, d: Directive, out: bytearray) -> None:
    item = st.next()
    data = b"" if item is None else text_bytes(str_arg(st.rt, item))  # nil packs as ""
    t = d.type
    if d.star:
        out += data + (b"\0" if t == ord("Z") else b"")
        return
    n = 1 if d.count is None else d.count
    if len(data) >= n:
        out += data[:n]
    else:
        out += data + (b" " if t == ord("A") else b"\0") * (n - len(data))


def _pack_bits(st: _PackState, d: Directive, out: bytearray) -> None:
    item = st.next()
    data = b"" if item is None else text_bytes(str_arg(st.rt, item))
    plen = len(data)
    n = plen if d.star else (1 if d.count is None else d.count)
    pad = 0
    if n > plen:
        # MRI's arithmetic, counting the missing bits as if they were nibbles
        pad = (n - plen + 1) // 2 if d.type in b"bB" else (n + 1) // 2 - (plen + 1) // 2
        n = plen
    if d.type in b"bB":
        for start in range(0, n, 8):
            byte = 0
            chunk = data[start : min(start + 8, n)]
            for i, ch in enumerate(chunk):
                if ch & 1:
                    byte |= 1 << i if d.type == ord("b") else 0x80 >> i
            out.append(byte)
    else:
        for start in range(0, n, 2):
            byte = 0
            for i, ch in enumerate(data[start : min(start + 2, n)]):
                nibble = ((ch & 15) + 9) & 15 if chr(ch).isalpha() and ch < 0x80 else ch & 15
                high = (i == 0) == (d.type == ord("H"))
                byte |= nibble << 4 if high else nibble
            out.append(byte)
    out += b"\0" * pad


def _pack_int(st: _PackState, d: Directive, out: bytearray) -> None:
    size, _signed, order = _int_layout(d)
    mask = (1 << (size * 8)) - 1
    for _ in range(st.count(d)):
        value = to_int(st.rt, st.next()) & mask
        out += value.to_bytes(size, "little" if order == "<" else "big")


def _pack_float(st: _PackState, d: Directive, out: bytearray) -> None:
    layout = _FLOATS[d.type]
    for _ in range(st.count(d)):
        value = _to_float(st.rt, st.next())
        try:
            out += struct.pack(layout, value)
        except OverflowError:  # a double beyond a float's range: C's cast gives infinity
            out += struct.pack(layout, math.copysign(math.inf, value))


def _to_float(rt: Runtime, value: Any) -> float:
    """rb_to_float: Integers and Floats, other Numerics through `to_f`, else TypeError."""
    if value.__class__ is float:
        return value
    if value.__class__ is int:
        try:
            return float(value)
        except OverflowError:
            _verbose(rt, "pack", "Bignum out of Float range")
            return math.inf if value > 0 else -math.inf
    numeric = rt.Object.consts.get("Numeric")
    if (
        value is not None
        and not isinstance(value, (bool, RString, RSymbol))
        and numeric is not None
        and rt.truthy(rt.send(value, "is_a?", [numeric]))
    ):
        result = rt.send(value, "to_f", [])
        if result.__class__ is float:
            return result
    raise rt.error("TypeError", f"can't convert {special_name(rt, value)} into Float")


def _verbose(rt: Runtime, mode: str, message: str) -> None:
    if rt.globals.get("$VERBOSE") is True:
        _warn(rt, f"{_WHERE[mode]}: warning: {message}\n")


def _pack_utf8(st: _PackState, d: Directive, out: bytearray) -> None:
    for _ in range(st.count(d)):
        out += utf8_bytes(st.rt, num2long(st.rt, to_int(st.rt, st.next())))


def utf8_bytes(rt: Runtime, uv: int) -> bytes:
    """rb_uv_to_utf8: a code point as (the original, up to six byte) UTF-8, surrogates too."""
    if uv < 0 or uv > 0x7FFFFFFF:
        raise rt.error("RangeError", "pack(U): value out of range")
    if uv < 0x80:
        return bytes([uv])
    n = next(i for i in range(2, 7) if uv < _UTF8_LIMITS[i])
    tail = []
    for _ in range(n - 1):
        tail.append(0x80 | (uv & 0x3F))
        uv >>= 6
    lead = (0xFF << (8 - n)) & 0xFF | uv
    return bytes([lead, *reversed(tail)])


def _pack_ber(st: _PackState, d: Directive, out: bytearray) -> None:
    for _ in range(st.count(d)):
        value = to_int(st.rt, st.next())
        if value < 0:
            raise st.rt.error("ArgumentError", "can't compress negative numbers")
        groups = [value & 0x7F]
        value >>= 7
        while value:
            groups.append(0x80 | (value & 0x7F))
            value >>= 7
        out += bytes(reversed(groups))


def _pack_base64(st: _PackState, d: Directive, out: bytearray) -> None:
    data = text_bytes(str_arg(st.rt, st.next()))
    n = 1 if d.star else (1 if d.count is None else d.count)
    if d.type == ord("u") and d.star:
        n = 0
    if n == 0 and d.type == ord("m"):
        out += encode_base64(data, _B64, b"=")
        return
    if n <= 2:
        n = 45
    elif n > 63 and d.type == ord("u"):
        n = 63
    else:
        n = n // 3 * 3
    for start in range(0, len(data), n):
        chunk = data[start : start + n]
        if d.type == ord("u"):
            out.append(len(chunk) + 32)
            out += encode_base64(chunk, _UU, b"`")
        else:
            out += encode_base64(chunk, _B64, b"=")
        out += b"\n"


def encode_base64(data: bytes, table: bytes, pad: bytes) -> bytes:
    """MRI's `encodes`: groups of three bytes as four characters of `table`, then padding."""
    out = bytearray()
    whole = len(data) - len(data) % 3
    for i in range(0, whole, 3):
        a, b, c = data[i], data[i + 1], data[i + 2]
        out += bytes(
            (
                table[a >> 2],
                table[(a << 4 | b >> 4) & 63],
                table[(b << 2 | c >> 6) & 63],
                table[c & 63],
            )
        )
    rest = data[whole:]
    if len(rest) == 2:
        a, b = rest
        out += bytes((table[a >> 2], table[(a << 4 | b >> 4) & 63], table[(b << 2) & 63])) + pad
    elif len(rest) == 1:
        a = rest[0]
        out += bytes((table[a >> 2], table[(a << 4) & 63])) + pad + pad
    return bytes(out)


def _pack_qp(st: _PackState, d: Directive, out: bytearray) -> None:
    item = st.next()
    data = text_bytes(item.v if isinstance(item, RString) else st.rt.to_s(item))
    n = 1 if d.star or d.count is None else d.count
    out += encode_qp(data, 72 if n <= 1 else n)


def encode_qp(data: bytes, width: int) -> bytes:
    """MRI's `qpencode`: quoted-printable with soft line breaks past `width` characters."""
    out = bytearray()
    n, prev = 0, -1
    for ch in data:
        if ch > 126 or (ch < 32 and ch not in (10, 9)) or ch == 61:
            out += b"=" + bytes((_HEX[ch >> 4], _HEX[ch & 15]))
            n += 3
            prev = -1
        elif ch == 10:
            if prev in (32, 9):
                out += b"=\n"
            out.append(ch)
            n = 0
            prev = ch
        else:
            out.append(ch)
            n += 1
            prev = ch
        if n > width:
            out += b"=\n"
            n = 0
            prev = 10
    if n > 0:
        out += b"=\n"
    return bytes(out)


def _pack_pointer(st: _PackState, d: Directive, out: bytearray) -> None:
    times = st.count(d) if d.type == ord("p") else 1
    for _ in range(times):
        item = st.next()
        if item is None:
            out += b"\0" * 8
            continue
        str_arg(st.rt, item)  # MRI's TypeError for a non-String comes first
        raise st.rt.error(
            "NotImplementedError",
            f"pack('{chr(d.type)}'): toque has no C memory to point into a String",
        )


def _pack_null(st: _PackState, d: Directive, out: bytearray) -> None:
    out += b"\0" * (0 if d.star else 1 if d.count is None else d.count)


def _pack_back(st: _PackState, d: Directive, out: bytearray) -> None:
    n = 0 if d.star else 1 if d.count is None else d.count
    if n > len(out):
        raise st.rt.error("ArgumentError", "X outside of string")
    del out[len(out) - n :]


def _pack_at(st: _PackState, d: Directive, out: bytearray) -> None:
    n = 0 if d.star else 1 if d.count is None else d.count
    if n > len(out):
        out += b"\0" * (n - len(out))
    else:
        del out[n:]


_PACKERS: dict[int, Callable[[_PackState, Directive, bytearray], None]] = {
    **dict.fromkeys(_INTS, _pack_int),
    **dict.fromkeys(_FLOATS, _pack_float),
    **dict.fromkeys(b"aAZ", _pack_string),
    **dict.fromkeys(b"bBhH", _pack_bits),
    **dict.fromkeys(b"mu", _pack_base64),
    ord("M"): _pack_qp,
    ord("U"): _pack_utf8,
    ord("w"): _pack_ber,
    ord("P"): _pack_pointer,
    ord("p"): _pack_pointer,
    ord("x"): _pack_null,
    ord("X"): _pack_back,
    ord("@"): _pack_at,
}
