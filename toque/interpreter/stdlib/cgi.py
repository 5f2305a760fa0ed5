"""cgi: the library is Ruby (cgi.rb beside this file); percent-decoding, which makes bytes
of `%XX` runs, is done here, where a String's bytes are at hand (`core/binary.py`)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import decode_text, text_bytes
from toque.interpreter.model.objects import RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

_RUN = re.compile(rb"(?:%[0-9a-fA-F]{2})+")


def percent_decode(rt: Runtime, recv: Any, args: list, block: Any) -> RString:
    """`%XX` runs to their bytes; the result reads as UTF-8 where the bytes are UTF-8 and
    keeps any other byte as it is (MRI's fallback to the argument's encoding)."""
    raw = text_bytes(rt.to_s(args[0]))
    data = _RUN.sub(lambda m: bytes.fromhex(m.group(0).replace(b"%", b"").decode()), raw)
    return RString(decode_text(data))


def define(rt: Runtime) -> None:
    if "CGI" in rt.Object.consts:
        return
    from toque.interpreter.program import run_file

    cgi = rt.define_class("CGI")  # first: `class CGI` must not autoload itself
    rt.define_method(rt.singleton_class(cgi), "__percent_decode", percent_decode, 1)
    run_file(rt, Path(__file__).with_name("cgi.rb"))
