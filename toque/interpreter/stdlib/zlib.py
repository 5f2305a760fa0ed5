"""zlib: crc32/adler32, Deflate/Inflate (one-shot and streaming), gzip/gunzip and
GzipWriter/GzipReader over an IO or a path, on Python's zlib and gzip.

Compressed data is a binary String (core/binary.py); GzipReader gives text back, as
MRI's reader returns Strings in the default external encoding.
"""

from __future__ import annotations

import gzip
import zlib
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary, bytes_arg, decode_text, text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2int
from toque.interpreter.model.objects import RArray, RObject, RString
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

zs = Builtins("Zlib", singleton=True)
zm = Builtins("Zlib")
defl = Builtins("Zlib::Deflate")
defls = Builtins("Zlib::Deflate", singleton=True)
infl = Builtins("Zlib::Inflate")
infls = Builtins("Zlib::Inflate", singleton=True)
gzw = Builtins("Zlib::GzipWriter")
gzws = Builtins("Zlib::GzipWriter", singleton=True)
gzr = Builtins("Zlib::GzipReader")
gzrs = Builtins("Zlib::GzipReader", singleton=True)

CONSTANTS = {
    "NO_COMPRESSION": 0,
    "BEST_SPEED": 1,
    "BEST_COMPRESSION": 9,
    "DEFAULT_COMPRESSION": -1,
    "NO_FLUSH": 0,
    "PARTIAL_FLUSH": 1,
    "SYNC_FLUSH": 2,
    "FULL_FLUSH": 3,
    "FINISH": 4,
    "MAX_WBITS": 15,
    "BINARY": 0,
    "ASCII": 1,
    "TEXT": 1,
    "UNKNOWN": 2,
    "FILTERED": 1,
    "HUFFMAN_ONLY": 2,
    "DEFAULT_STRATEGY": 0,
}


def zlib_error(rt: Runtime, exc: Exception) -> RubyError:
    """Python's "Error -3 while decompressing data: incorrect header check" as MRI's."""
    text = str(exc)
    name = "DataError"
    if "incomplete or truncated" in text or "-5" in text:
        name, text = "BufError", "buffer error"
    elif ": " in text:
        text = text.split(": ", 1)[1]
    return _error(rt, name, text)


def _error(rt: Runtime, name: str, text: str) -> RubyError:
    return RubyError(rt.new_exception(rt.const_get(f"Zlib::{name}"), RString(text)))


def _level(rt: Runtime, level: Any) -> int:
    """A compression level: NUM2INT, nil the default; one zlib refuses is a StreamError."""
    n = -1 if level is None else num2int(rt, level)
    if not -1 <= n <= 9:
        raise _error(rt, "StreamError", "stream error")
    return n


def inflate_bytes(rt: Runtime, data: bytes) -> bytes:
    d = zlib.decompressobj()
    try:
        out = d.decompress(data)
    except zlib.error as exc:
        raise zlib_error(rt, exc) from None
    if not d.eof:
        raise _error(rt, "BufError", "buffer error")
    return out


def gunzip_bytes(rt: Runtime, data: bytes) -> bytes:
    if len(data) < 10:
        raise _error(rt, "GzipFile::Error", "unexpected end of string")
    if data[:2] != b"\x1f\x8b":
        raise _error(rt, "GzipFile::Error", "not in gzip format")
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as exc:
        raise _error(rt, "GzipFile::Error", str(exc) or "unexpected end of file") from None


# -- checksums and one-shot functions -----------------------------------------------------------


@zs.method("crc32")
@zm.method("crc32", visibility="private")
def crc32(rt, self, data=None, crc=0):
    return zlib.crc32(b"" if data is None else bytes_arg(rt, data), crc)


@zs.method("adler32")
@zm.method("adler32", visibility="private")
def adler32(rt, self, data=None, adler=1):
    return zlib.adler32(b"" if data is None else bytes_arg(rt, data), adler)


@zs.method("crc_table")
def crc_table(rt, self):
    table = RArray()
    for n in range(256):
        c = n
        for _ in range(8):
            c = (0xEDB88320 ^ (c >> 1)) if c & 1 else c >> 1
        table.append(c)
    return table


@zs.method("zlib_version")
def zlib_version(rt, self):
    return RString(zlib.ZLIB_RUNTIME_VERSION)


@zs.method("deflate")
@defls.method("deflate")
def deflate(rt, self, data, level=None):
    return binary(zlib.compress(bytes_arg(rt, data), _level(rt, level)))


@zs.method("inflate")
@infls.method("inflate")
def inflate(rt, self, data):
    return binary(inflate_bytes(rt, bytes_arg(rt, data)))


@zs.method("gzip")
def gzip_(rt, self, data, *options):
    level = -1
    if options and hasattr(options[-1], "items"):
        for k, v in options[-1].items():
            if rt.to_s(k) == "level" and v is not None:
                level = _level(rt, v)
    body = bytes_arg(rt, data)
    return binary(gzip.compress(body, compresslevel=9 if level == -1 else level, mtime=0))


@zs.method("gunzip")
def gunzip(rt, self, data):
    return binary(gunzip_bytes(rt, bytes_arg(rt, data)))


# -- streaming Deflate / Inflate ----------------------------------------------------------------


@defl.method("initialize", visibility="private")
def deflate_init(rt, self, level=None, *rest):
    self.ivars["@__z"] = zlib.compressobj(_level(rt, level))
    return None


@defl.method("deflate")
def deflate_more(rt, self, data, flush=0):
    z = self.ivars["@__z"]
    out = z.compress(bytes_arg(rt, data))
    if flush == 4:
        out += z.flush(zlib.Z_FINISH)
        self.ivars["@__done"] = True
    elif flush:
        out += z.flush(flush)
    return binary(out)


@defl.method("<<")
def deflate_shovel(rt, self, data):
    self.ivars.setdefault("@__pending", []).append(self.ivars["@__z"].compress(bytes_arg(rt, data)))
    return self


@defl.method("finish")
def deflate_finish(rt, self):
    pending = b"".join(self.ivars.pop("@__pending", []))
    self.ivars["@__done"] = True
    return binary(pending + self.ivars["@__z"].flush(zlib.Z_FINISH))


@infl.method("initialize", visibility="private")
def inflate_init(rt, self, window_bits=None):
    bits = 15 if window_bits is None else num2int(rt, window_bits)
    try:
        self.ivars["@__z"] = zlib.decompressobj(bits)
    except ValueError:  # window bits zlib refuses
        raise _error(rt, "StreamError", "stream error") from None
    return None


@infl.method("inflate")
def inflate_more(rt, self, data):
    z = self.ivars["@__z"]
    try:
        out = z.decompress(b"" if data is None else bytes_arg(rt, data))
    except zlib.error as exc:
        raise zlib_error(rt, exc) from None
    return binary(out)


@infl.method("<<")
def inflate_shovel(rt, self, data):
    self.ivars.setdefault("@__pending", []).append(inflate_more(rt, self, data).v)
    return self


@infl.method("finish")
def inflate_finish(rt, self):
    return RString("".join(self.ivars.pop("@__pending", [])))


@defl.method("finished?")
@infl.method("finished?")
def finished(rt, self):
    z = self.ivars["@__z"]
    return bool(getattr(z, "eof", self.ivars.get("@__done", False)))


@defl.method("close", "end")
@infl.method("close", "end")
def stream_close(rt, self):
    self.ivars["@__closed"] = True
    return None


@defl.method("closed?", "ended?")
@infl.method("closed?", "ended?")
def stream_closed(rt, self):
    return bool(self.ivars.get("@__closed"))


# -- GzipWriter ----------------------------------------------------------------------------------


@gzw.method("initialize", visibility="private")
def writer_init(rt, self, io, level=None, *rest):
    self.ivars.update({"@__io": io, "@__parts": [], "@__level": _level(rt, level)})
    self.ivars.update({"@__closed": False, "@mtime": 0, "@orig_name": None})
    return None


def _writer_parts(rt: Runtime, self: Any) -> list[str]:
    if self.ivars.get("@__closed"):
        raise _error(rt, "GzipFile::Error", "closed gzip stream")
    return self.ivars["@__parts"]


@gzw.method("write")
def writer_write(rt, self, *args):
    texts = [rt.to_s(a) for a in args]
    _writer_parts(rt, self).extend(texts)
    return sum(len(text_bytes(t)) for t in texts)


@gzw.method("<<")
def writer_shovel(rt, self, value):
    _writer_parts(rt, self).append(rt.to_s(value))
    return self


@gzw.method("print")
def writer_print(rt, self, *args):
    _writer_parts(rt, self).extend(rt.to_s(a) for a in args)
    return None


@gzw.method("puts")
def writer_puts(rt, self, *args):
    from toque.interpreter.core.kernel import puts_lines

    _writer_parts(rt, self).append(puts_lines(rt, args))
    return None


@gzw.method("printf")
def writer_printf(rt, self, fmt, *args):
    _writer_parts(rt, self).append(rt.to_s(rt.send(rt.main, "format", [fmt, *args], None, True)))
    return None


@gzw.method("mtime=")
def writer_mtime(rt, self, value):
    self.ivars["@mtime"] = value if isinstance(value, int) else rt.send(value, "to_i", [])
    return value


@gzw.method("orig_name=")
def writer_orig_name(rt, self, value):
    self.ivars["@orig_name"] = value
    return value


def _gzip_body(rt: Runtime, self: Any) -> bytes:
    level = self.ivars["@__level"]
    body = text_bytes("".join(_writer_parts(rt, self)))
    level = 9 if level == -1 else level  # gzip's own default, as zlib's DEFAULT is 6
    return gzip.compress(body, compresslevel=level, mtime=self.ivars.get("@mtime") or 0)


@gzw.method("finish")
def writer_finish(rt, self):
    data = _gzip_body(rt, self)
    self.ivars["@__closed"] = True
    io = self.ivars["@__io"]
    if isinstance(io, str):
        _write_path(rt, io, data)
        return None
    rt.send(io, "write", [binary(data)])
    return io


@gzw.method("close")
def writer_close(rt, self):
    io = writer_finish(rt, self)
    if io is not None and rt.responds(io, "close"):
        rt.send(io, "close", [])
    return io


@gzw.method("closed?")
@gzr.method("closed?")
def gz_closed(rt, self):
    return bool(self.ivars.get("@__closed"))


def _write_path(rt: Runtime, path: str, data: bytes) -> None:
    from toque.interpreter.core.file_lib import define
    from toque.interpreter.core.file_paths import os_error

    try:
        with open(path, "wb") as fh:
            fh.write(data)
    except OSError as exc:
        if "Errno" not in rt.Object.consts:
            define(rt)
        raise os_error(rt, exc, "rb_sysopen", path) from None


def _with_block(rt: Runtime, obj: Any, block: Any, closer: Any) -> Any:
    if block is None:
        return obj
    try:
        return rt.call_proc(block, [obj])
    finally:
        if not obj.ivars.get("@__closed"):
            closer(rt, obj)


@gzws.method("open")
def writer_open(rt, self, path, level=None, *rest, block=None):
    from toque.interpreter.core.file_paths import path_str

    obj = rt.send(self, "new", [None, level])
    obj.ivars["@__io"] = path_str(rt, path)
    return _with_block(rt, obj, block, writer_close)


@gzws.method("wrap")
def writer_wrap(rt, self, io, *rest, block=None):
    return _with_block(rt, rt.send(self, "new", [io, *rest]), block, writer_close)


# -- GzipReader ----------------------------------------------------------------------------------


@gzr.method("initialize", visibility="private")
def reader_init(rt, self, io, *rest):
    raw = rt.send(io, "read", []) if not isinstance(io, RString) else io
    data = gunzip_bytes(rt, text_bytes(rt.to_s(raw)))
    self.ivars.update({"@__io": io, "@__closed": False})
    from toque.interpreter.stdlib.stringio import define as define_stringio

    define_stringio(rt)
    self.ivars["@__text"] = rt.send(rt.const_get("StringIO"), "new", [RString(decode_text(data))])
    return None


def _text(rt: Runtime, self: Any) -> RObject:
    if self.ivars.get("@__closed"):
        raise _error(rt, "GzipFile::Error", "closed gzip stream")
    return self.ivars["@__text"]


def _delegate(name: str) -> Any:
    def call(rt, self, *args, block=None):
        return rt.send(_text(rt, self), name, list(args), block)

    call.__name__ = name
    return call


for _name in (
    "read",
    "gets",
    "readline",
    "readlines",
    "getc",
    "eof?",
    "eof",
    "rewind",
    "pos",
    "lineno",
):
    gzr.method(_name)(_delegate(_name))


@gzr.method("each_line", "each")
def reader_each_line(rt, self, *args, block=None):
    result = rt.send(_text(rt, self), "each_line", list(args), block)
    return self if block is not None else result


@gzr.method("close")
def reader_close(rt, self):
    self.ivars["@__closed"] = True
    io = self.ivars["@__io"]
    if not isinstance(io, RString) and rt.responds(io, "close"):
        rt.send(io, "close", [])
    return io


@gzrs.method("open")
def reader_open(rt, self, path, *rest, block=None):
    from toque.interpreter.core.binary import file_bytes

    obj = rt.send(self, "new", [binary(file_bytes(rt, path))])
    return _with_block(rt, obj, block, reader_close)


@gzrs.method("wrap")
def reader_wrap(rt, self, io, *rest, block=None):
    return _with_block(rt, rt.send(self, "new", [io]), block, reader_close)


@gzrs.method("zcat")
def reader_zcat(rt, self, io, *rest):
    return _text(rt, rt.send(self, "new", [io])).ivars["@__s"]


def define(rt: Runtime) -> None:
    if "Zlib" in rt.Object.consts:
        return
    mod = rt.define_module("Zlib")
    mod.consts.update(CONSTANTS)
    mod.consts["VERSION"] = RString("2.1.1", frozen=True)
    mod.consts["ZLIB_VERSION"] = RString(zlib.ZLIB_VERSION, frozen=True)
    base = rt.define_class("Error", rt.StandardError, under=mod)
    for name in ("StreamEnd", "NeedDict", "DataError", "StreamError", "MemError", "BufError"):
        rt.define_class(name, base, under=mod)
    rt.define_class("VersionError", base, under=mod)
    rt.define_class("InProgressError", base, under=mod)
    zstream = rt.define_class("ZStream", rt.Object, under=mod)
    rt.define_class("Deflate", zstream, under=mod)
    rt.define_class("Inflate", zstream, under=mod)
    gzipfile = rt.define_class("GzipFile", rt.Object, under=mod)
    gz_error = rt.define_class("Error", base, under=gzipfile)
    for name in ("NoFooter", "CRCError", "LengthError"):
        rt.define_class(name, gz_error, under=gzipfile)
    rt.define_class("GzipWriter", gzipfile, under=mod)
    reader = rt.define_class("GzipReader", gzipfile, under=mod)
    reader.include(rt.Enumerable)
    for b in (zs, zm, defl, defls, infl, infls, gzw, gzws, gzr, gzrs):
        b.install(rt)
