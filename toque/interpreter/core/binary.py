"""Bytes in toque's text-only Strings: how digests, Base64, zlib and OpenSSL pass binary data.

A Ruby String is a sequence of bytes; toque's RString holds text. Binary results (a
digest, inflated data, random bytes) keep their ASCII bytes as they are and map each byte
0x80..0xFF to the lone surrogate U+DC80..U+DCFF, which is Python's `surrogateescape`:
encoding with it gives the original bytes back, and UTF-8 text encodes to its own bytes.
Every byte stays one character, so `size` counts bytes as MRI does for a binary String.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.model.objects import RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def binary_text(data: bytes) -> str:
    """`data` as toque text: ASCII bytes as themselves, high bytes as escaped surrogates."""
    return data.decode("ascii", "surrogateescape")


def binary(data: bytes) -> RString:
    return RString(binary_text(data))


def text_bytes(text: str) -> bytes:
    """The bytes of a toque String: UTF-8 for text, the original bytes for escaped ones."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate that no byte was escaped into
        return text.encode("utf-8", "surrogatepass")


def putc_text(rt: Runtime, ch: Any) -> str:
    """What `putc(ch)` writes (IO#putc, StringIO#putc, Kernel#putc): a String's first
    character, else the low byte of NUM2INT(ch)."""
    from toque.interpreter.core.number_ops import num2int

    if isinstance(ch, RString):
        return ch.v[:1]
    return binary_text(bytes([num2int(rt, ch) & 0xFF]))


def is_binary(text: str) -> bool:
    """Does `text` hold an escaped byte (so MRI would show it as a binary String)?"""
    return any("\udc80" <= ch <= "\udcff" for ch in text)


def decode_text(data: bytes) -> str:
    """Bytes that are usually UTF-8 text (decoded Base64, inflated data): valid UTF-8
    reads as text, any invalid byte stays an escaped byte."""
    return data.decode("utf-8", "surrogateescape")


def bytes_arg(rt: Runtime, value: Any) -> bytes:
    """A String argument's bytes, with MRI's TypeError for anything else."""
    if isinstance(value, RString):
        return text_bytes(value.v)
    if rt.responds(value, "to_str"):
        return text_bytes(rt.to_s(rt.send(value, "to_str", [])))
    name = "nil" if value is None else rt.real_class(value).name
    raise rt.error("TypeError", f"no implicit conversion of {name} into String")


def file_bytes(rt: Runtime, path: Any) -> bytes:
    """The bytes of the file at `path` (a String or Pathname), MRI's Errno error if unreadable."""
    from toque.interpreter.core.file_lib import define, read_text

    if "Errno" not in rt.Object.consts:
        define(rt)
    return text_bytes(read_text(rt, path))
