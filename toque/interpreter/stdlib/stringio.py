"""stringio: StringIO, an IO over a String (stringio.c): read, write, gets, each_line,
seek and rewind, sharing the String it was given as MRI does.

State: `@__s` the String (written in place), `@__pos`, `@__lineno`, and which of the
read and write ends are open. Positions count characters (toque Strings are text).
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary_text
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2int, num2long
from toque.interpreter.core.string import str_arg
from toque.interpreter.model.objects import RArray, RObject, RString
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

sio = Builtins("StringIO")
sios = Builtins("StringIO", singleton=True)

_MODES = {"r": (True, False), "w": (False, True), "a": (False, True)}


def _buf(rt: Runtime, self: Any) -> RString:
    s = self.ivars.get("@__s") if isinstance(self, RObject) else None
    if s is None:
        raise rt.error("IOError", "uninitialized stream")
    return s


def _readable(rt: Runtime, self: Any) -> str:
    s = _buf(rt, self)
    if not self.ivars["@__read"]:
        raise rt.error("IOError", "not opened for reading")
    return s.v


def _write(rt: Runtime, self: Any, text: str) -> int:
    s = _buf(rt, self)
    if not self.ivars["@__write"]:
        raise rt.error("IOError", "not opened for writing")
    if s.frozen:
        raise rt.error("FrozenError", f"can't modify frozen String: {rt.inspect(s)}")
    current = s.v
    pos = len(current) if self.ivars["@__append"] else self.ivars["@__pos"]
    if pos > len(current):
        current += "\0" * (pos - len(current))
    s.v = current[:pos] + text + current[pos + len(text) :]
    self.ivars["@__pos"] = pos + len(text)
    return len(text)


def _open(rt: Runtime, self: Any, string: Any, mode: Any) -> None:
    if string is None:
        string = RString("")
    elif not isinstance(string, RString):
        string = RString(rt.to_s(rt.send(string, "to_str", [])))
    text = "r+" if mode is None else rt.to_s(mode) if not isinstance(mode, int) else "r+"
    read, write = _MODES.get(text[:1], (True, True))
    if "+" in text:
        read = write = True
    if mode is None and string.frozen:
        write = False
    if write and string.frozen:
        raise _errno(rt, errno.EACCES, "Permission denied")
    if text.startswith("w"):
        string.v = ""
    self.ivars.update({"@__s": string, "@__pos": 0, "@__lineno": 0})
    self.ivars.update({"@__read": read, "@__write": write, "@__append": text.startswith("a")})


def _errno(rt: Runtime, number: int, text: str) -> Any:
    from toque.interpreter.core.file_lib import define
    from toque.interpreter.core.file_paths import errno_class

    if "Errno" not in rt.Object.consts:
        define(rt)
    return RubyError(rt.new_exception(errno_class(rt, number), RString(text)))


@sio.method("initialize", visibility="private")
def initialize(rt, self, string=None, mode=None, *rest):
    _open(rt, self, string, mode)
    return None


@sios.method("open")
def open_(rt, self, *args, block=None):
    obj = rt.send(self, "new", list(args))
    if block is None:
        return obj
    try:
        return rt.call_proc(block, [obj])
    finally:
        obj.ivars["@__read"] = obj.ivars["@__write"] = False


@sio.method("initialize_copy", visibility="private")
def initialize_copy(rt, self, other):
    if not isinstance(other, RObject) or "@__pos" not in other.ivars:
        name = "nil" if other is None else rt.real_class(other).name
        raise rt.error("TypeError", f"can't convert {name} into StringIO")
    self.ivars.update(other.ivars)
    return self


# -- the String -----------------------------------------------------------------------------


@sio.method("string")
def string(rt, self):
    return _buf(rt, self)


@sio.method("string=")
def set_string(rt, self, value):
    _open(rt, self, value, None)
    return value


@sio.method("size", "length")
def size(rt, self):
    return len(_buf(rt, self).v)


@sio.method("truncate")
def truncate(rt, self, length):
    size = num2long(rt, length)
    if size < 0:
        raise _errno(rt, errno.EINVAL, "Invalid argument - negative length")
    s = _buf(rt, self)
    s.v = s.v[:size].ljust(size, "\0")
    return length


# -- writing --------------------------------------------------------------------------------


@sio.method("write", "syswrite", "write_nonblock")
def write(rt, self, *args):
    return sum(_write(rt, self, rt.to_s(a)) for a in args)


@sio.method("<<")
def shovel(rt, self, value):
    _write(rt, self, rt.to_s(value))
    return self


@sio.method("print")
def print_(rt, self, *args):
    text = "".join(rt.to_s(a) for a in args) if args else rt.to_s(rt.globals.get("$_"))
    _write(rt, self, text)
    return None


@sio.method("puts")
def puts(rt, self, *args):
    from toque.interpreter.core.kernel import puts_lines

    _write(rt, self, puts_lines(rt, args))
    return None


@sio.method("printf")
def printf(rt, self, fmt, *args):
    _write(rt, self, rt.to_s(rt.send(rt.main, "format", [fmt, *args], None, True)))
    return None


@sio.method("putc")
def putc(rt, self, ch):
    from toque.interpreter.core.binary import putc_text

    _write(rt, self, putc_text(rt, ch))
    return ch


# -- reading --------------------------------------------------------------------------------


@sio.method("read")
def read(rt, self, length=None, outbuf=None):
    text = _readable(rt, self)
    pos = self.ivars["@__pos"]
    if length is None:
        chunk = text[pos:]
        self.ivars["@__pos"] = max(pos, len(text))
    else:
        length = num2long(rt, length)
        if length < 0:
            raise rt.error("ArgumentError", f"negative length {length} given")
        if pos >= len(text) and length > 0:
            return None
        chunk = text[pos : pos + length]
        self.ivars["@__pos"] = pos + len(chunk)
    if isinstance(outbuf, RString):
        outbuf.v = chunk
        return outbuf
    return RString(chunk)


def _line(rt: Runtime, self: Any, args: tuple) -> str | None:
    """The next line (`gets`' separator, limit and chomp), or None at the end."""
    text = _readable(rt, self)
    sep, limit, chomp = _line_args(rt, args)
    pos = self.ivars["@__pos"]
    if pos >= len(text):
        return None
    if sep is None:
        end = len(text)
    else:
        paragraph = sep == ""
        if paragraph:
            while pos < len(text) and text[pos] == "\n":
                pos += 1
            sep = "\n\n"
        found = text.find(sep, pos)
        end = len(text) if found < 0 else found + len(sep)
    if limit is not None and limit >= 0:
        end = min(end, pos + limit)
    line = text[pos:end]
    self.ivars["@__pos"] = end
    self.ivars["@__lineno"] += 1
    if chomp and sep is not None and line.endswith(sep):
        line = line[: -len(sep)]
    return line


def _line_args(rt: Runtime, args: tuple) -> tuple[str | None, int | None, bool]:
    """(separator, limit, chomp) of `gets(sep = $/, limit = nil, chomp: false)`."""
    from toque.interpreter.core.file_paths import opts_dict

    rest, opts = opts_dict(rt, args)
    chomp = rt.truthy(opts.get("chomp"))
    sep: str | None = "\n"
    limit = None
    if len(rest) > 2:
        raise rt.arity_error(len(rest), "0..2")
    if len(rest) == 1 and rest[0] is not None and not isinstance(rest[0], RString):
        limit = num2long(rt, rest[0])  # MRI: a lone non-String is the limit
    elif rest:  # (separator, limit): a String (or nil), then NUM2LONG (or nil)
        sep = None if rest[0] is None else str_arg(rt, rest[0])
        if len(rest) > 1 and rest[1] is not None:
            limit = num2long(rt, rest[1])
    return sep, limit, chomp


def _lines_limit(rt: Runtime, args: tuple, name: str) -> None:
    """A limit of 0 reads nothing for ever: readlines and each_line refuse it, as MRI."""
    if _line_args(rt, args)[1] == 0:
        raise rt.error("ArgumentError", f"invalid limit: 0 for {name}")


@sio.method("gets")
def gets(rt, self, *args):
    line = _line(rt, self, args)
    result = None if line is None else RString(line)
    rt.globals["$_"] = result
    return result


@sio.method("readline")
def readline(rt, self, *args):
    line = _line(rt, self, args)
    if line is None:
        raise rt.error("EOFError", "end of file reached")
    return RString(line)


@sio.method("readlines")
def readlines(rt, self, *args):
    _lines_limit(rt, args, "readlines")
    out = RArray()
    while (line := _line(rt, self, args)) is not None:
        out.append(RString(line))
    return out


@sio.method("each_line", "each")
def each_line(rt, self, *args, block=None):
    _lines_limit(rt, args, "each_line")
    if block is None:
        from toque.interpreter.core.enum import enumerator_for

        return enumerator_for(rt, readlines(rt, self, *args), "each", [])
    while (line := _line(rt, self, args)) is not None:
        rt.call_proc(block, [RString(line)])
    return self


@sio.method("getc")
def getc(rt, self):
    text = _readable(rt, self)
    pos = self.ivars["@__pos"]
    if pos >= len(text):
        return None
    self.ivars["@__pos"] = pos + 1
    return RString(text[pos])


@sio.method("readchar")
def readchar(rt, self):
    ch = getc(rt, self)
    if ch is None:
        raise rt.error("EOFError", "end of file reached")
    return ch


@sio.method("each_char")
def each_char(rt, self, *, block=None):
    chars = RArray()
    while (ch := getc(rt, self)) is not None:
        chars.append(ch)
    if block is None:
        from toque.interpreter.core.enum import enumerator_for

        return enumerator_for(rt, chars, "each", [])
    for ch in chars:
        rt.call_proc(block, [ch])
    return self


def _code_char(rt: Runtime, code: int) -> str:
    """`ungetc(Integer)`: the UTF-8 character of a code point; MRI writes a small negative
    one as its low byte (kept as core/binary.py keeps raw bytes), and refuses the rest."""
    n = num2int(rt, code)
    if 0 <= n <= 0x10FFFF and not 0xD800 <= n <= 0xDFFF:
        return chr(n)
    if -256 < n < 0:
        return binary_text(bytes([n & 0xFF]))
    raise rt.error("RangeError", f"{n & 0xFFFFFFFF} out of char range")


@sio.method("ungetc")
def ungetc(rt, self, ch):
    if ch is None:
        return None
    text = rt.to_s(ch) if not isinstance(ch, int) else _code_char(rt, ch)
    s = _buf(rt, self)
    pos = self.ivars["@__pos"]
    start = max(pos - len(text), 0)
    s.v = s.v[:start] + text + s.v[pos:]
    self.ivars["@__pos"] = start
    return None


# -- position -------------------------------------------------------------------------------


@sio.method("rewind")
def rewind(rt, self):
    self.ivars["@__pos"] = 0
    self.ivars["@__lineno"] = 0
    return 0


@sio.method("pos", "tell")
def pos(rt, self):
    return self.ivars["@__pos"]


@sio.method("pos=")
def set_pos(rt, self, value):
    pos = num2long(rt, value)
    if pos < 0:
        raise _errno(rt, errno.EINVAL, "Invalid argument")
    self.ivars["@__pos"] = pos
    return value


@sio.method("seek")
def seek(rt, self, offset, whence=0):
    offset = num2long(rt, offset)
    base = {0: 0, 1: self.ivars["@__pos"], 2: len(_buf(rt, self).v)}
    key = (
        whence
        if isinstance(whence, int)
        else {"SET": 0, "CUR": 1, "END": 2}.get(rt.to_s(whence), 0)
    )
    if key not in base:
        raise _errno(rt, errno.EINVAL, "Invalid argument - invalid whence")
    if base[key] + offset < 0:
        raise _errno(rt, errno.EINVAL, "Invalid argument")
    self.ivars["@__pos"] = base[key] + offset
    return 0


@sio.method("eof?", "eof")
def eof(rt, self):
    return self.ivars["@__pos"] >= len(_readable(rt, self))


@sio.method("lineno")
def lineno(rt, self):
    return self.ivars["@__lineno"]


@sio.method("lineno=")
def set_lineno(rt, self, value):
    self.ivars["@__lineno"] = num2long(rt, value)
    return value


# -- closing and IO odds and ends -------------------------------------------------------------


@sio.method("close")
def close(rt, self):
    self.ivars["@__read"] = self.ivars["@__write"] = False
    return None


@sio.method("close_read")
def close_read(rt, self):
    self.ivars["@__read"] = False
    return None


@sio.method("close_write")
def close_write(rt, self):
    self.ivars["@__write"] = False
    return None


@sio.method("closed?")
def closed(rt, self):
    return not self.ivars["@__read"] and not self.ivars["@__write"]


@sio.method("closed_read?")
def closed_read(rt, self):
    return not self.ivars["@__read"]


@sio.method("closed_write?")
def closed_write(rt, self):
    return not self.ivars["@__write"]


@sio.method("sync")
def sync(rt, self):
    return True


@sio.method("sync=")
def set_sync(rt, self, value):
    return value


@sio.method("flush", "binmode", "set_encoding")
def flush(rt, self, *args):
    return self


@sio.method("fsync")
def fsync(rt, self):
    return 0


@sio.method("fileno")
def fileno(rt, self):
    return None


@sio.method("isatty", "tty?")
def isatty(rt, self):
    return False


@sio.method("external_encoding")
def external_encoding(rt, self):
    return rt.send(_buf(rt, self), "encoding", [])


@sio.method("internal_encoding")
def internal_encoding(rt, self):
    return None


def define(rt: Runtime) -> None:
    if "StringIO" in rt.Object.consts:
        return
    klass = rt.define_class("StringIO")
    klass.include(rt.Enumerable)
    klass.consts["VERSION"] = RString("3.0.1", frozen=True)
    from toque.interpreter.core.file_lib import define as define_io

    if "IO" not in rt.Object.consts:
        define_io(rt)
    for name, value in (("SEEK_SET", 0), ("SEEK_CUR", 1), ("SEEK_END", 2)):
        rt.const_get("IO").consts.setdefault(name, value)  # for `seek(n, IO::SEEK_END)`
    for b in (sio, sios):
        b.install(rt)
