"""base64: Base64.encode64/decode64, strict_* and urlsafe_* (base64.rb) on Python's base64.

Encoded text is ASCII; decoded data is a binary String, as in MRI (`core/binary.py`).
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary, bytes_arg
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RHash, RString, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

b64 = Builtins("Base64", singleton=True)
b64i = Builtins("Base64")

_ALPHABET = re.compile(rb"[A-Za-z0-9+/]")


def encode64(data: bytes) -> str:
    """pack("m"): lines of 60 characters, each ending in a newline."""
    text = base64.b64encode(data).decode()
    return "".join(text[i : i + 60] + "\n" for i in range(0, len(text), 60))


def decode64(data: bytes) -> bytes:
    """unpack("m"): characters outside the alphabet are skipped; decoding stops at `=`."""
    chars = b"".join(_ALPHABET.findall(data.split(b"=", 1)[0]))
    if len(chars) % 4 == 1:
        chars = chars[:-1]  # a lone trailing character carries no whole byte
    return base64.b64decode(chars + b"=" * (-len(chars) % 4))


def strict_decode(rt: Runtime, data: bytes) -> bytes:
    try:
        if len(data) % 4:
            raise binascii.Error("length")
        return base64.b64decode(data, validate=True)
    except binascii.Error:
        raise rt.error("ArgumentError", "invalid base64") from None


def _padding(rt: Runtime, options: Any) -> bool:
    if isinstance(options, RHash):
        value = options.get(sym("padding"), True)
        return rt.truthy(value)
    return True


@b64.method("encode64")
@b64i.method("encode64", visibility="private")
def m_encode64(rt, self, data):
    return RString(encode64(bytes_arg(rt, data)))


@b64.method("decode64")
@b64i.method("decode64", visibility="private")
def m_decode64(rt, self, data):
    return binary(decode64(bytes_arg(rt, data)))


@b64.method("strict_encode64")
@b64i.method("strict_encode64", visibility="private")
def m_strict_encode64(rt, self, data):
    return RString(base64.b64encode(bytes_arg(rt, data)).decode())


@b64.method("strict_decode64")
@b64i.method("strict_decode64", visibility="private")
def m_strict_decode64(rt, self, data):
    return binary(strict_decode(rt, bytes_arg(rt, data)))


@b64.method("urlsafe_encode64")
@b64i.method("urlsafe_encode64", visibility="private")
def m_urlsafe_encode64(rt, self, data, options=None):
    text = base64.urlsafe_b64encode(bytes_arg(rt, data)).decode()
    return RString(text if _padding(rt, options) else text.rstrip("="))


@b64.method("urlsafe_decode64")
@b64i.method("urlsafe_decode64", visibility="private")
def m_urlsafe_decode64(rt, self, data):
    raw = bytes_arg(rt, data)
    if not raw.endswith(b"=") and len(raw) % 4:  # base64.rb pads unpadded input
        raw += b"=" * (-len(raw) % 4)
    return binary(strict_decode(rt, raw.replace(b"-", b"+").replace(b"_", b"/")))


def define(rt: Runtime) -> None:
    if "Base64" in rt.Object.consts:
        return
    rt.define_module("Base64")
    for b in (b64, b64i):
        b.install(rt)
