"""base64: Base64.encode64/decode64, strict_* and urlsafe_* (base64.rb): encoding on Python's
base64, decoding through unpack's (core/pack.py), whose leniency and errors base64.rb has.

Encoded text is ASCII; decoded data is a binary String, as in MRI (`core/binary.py`).
"""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import bytes_arg
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.unpack import binary_string, decode64, strict_decode64
from toque.interpreter.model.objects import RHash, RString, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

b64 = Builtins("Base64", singleton=True)
b64i = Builtins("Base64")


def encode64(data: bytes) -> str:
    """pack("m"): lines of 60 characters, each ending in a newline."""
    text = base64.b64encode(data).decode()
    return "".join(text[i : i + 60] + "\n" for i in range(0, len(text), 60))


def strict_decode(rt: Runtime, data: bytes) -> bytes:
    """unpack1("m0"), as base64.rb's strict_decode64."""
    return strict_decode64(rt, data)[0]


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
    return binary_string(decode64(bytes_arg(rt, data)))


@b64.method("strict_encode64")
@b64i.method("strict_encode64", visibility="private")
def m_strict_encode64(rt, self, data):
    return RString(base64.b64encode(bytes_arg(rt, data)).decode())


@b64.method("strict_decode64")
@b64i.method("strict_decode64", visibility="private")
def m_strict_decode64(rt, self, data):
    return binary_string(strict_decode(rt, bytes_arg(rt, data)))


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
    return binary_string(strict_decode(rt, raw.replace(b"-", b"+").replace(b"_", b"/")))


def define(rt: Runtime) -> None:
    if "Base64" in rt.Object.consts:
        return
    rt.define_module("Base64")
    for b in (b64, b64i):
        b.install(rt)
