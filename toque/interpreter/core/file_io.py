"""IO objects (`RIO`): files opened with File.open and the standard streams, read and written line
by line, with Ruby's modes, encodings and `close`."""

from __future__ import annotations

import os
import weakref
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.file_paths import opts_dict, os_error, path_str
from toque.interpreter.core.kernel import puts_lines
from toque.interpreter.core.rio import RIO
from toque.interpreter.core.string import str_arg
from toque.interpreter.model.objects import RArray, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALLED_BY = "file_lib"  # its methods are installed by file_lib.define (core/discover.py)

fs = Builtins("File", singleton=True)
io = Builtins("IO", receiver=(RIO, "IOError", "uninitialized stream"))


def lines_args(rt: Runtime, args: tuple) -> tuple[str | None, bool]:
    rest, opts = opts_dict(rt, args)
    sep: str | None = "\n"
    if rest:
        sep = None if rest[0] is None else str_arg(rt, rest[0])
    return sep, rt.truthy(opts.get("chomp"))


def sync_to_disk(rt: Runtime, self: RIO) -> None:
    """Write a read-write file's content through to its path."""
    if self.rw is None or not self.dirty or self.path is None:
        return
    try:
        with open(self.path, "w", encoding="utf-8", errors="surrogateescape", newline="") as fh:
            fh.write(self.text or "")
    except OSError as exc:
        raise os_error(rt, exc, "rb_io_flush", self.path) from None
    self.dirty = False


def out_write(rt: Runtime, self: RIO, text: str) -> None:
    if self.closed:
        raise rt.error("IOError", "closed stream")
    if self.rw is not None:
        old = self.text or ""
        at = len(old) if self.rw == "a+" else min(self.pos, len(old))
        self.text = old[:at] + text + old[at + len(text) :]
        self.pos = at + len(text)
        self.dirty = True
        if self.sync:
            sync_to_disk(rt, self)
    elif self.kind == "stdout":
        rt.write(text)
    elif self.kind == "stderr":
        rt.stderr.write(text)
    elif self.fh is not None:
        self.fh.write(text)
    else:
        raise rt.error("IOError", "not opened for writing")


def readable(rt: Runtime, self: RIO) -> str:
    if self.closed:
        raise rt.error("IOError", "closed stream")
    if self.text is None:
        raise rt.error("IOError", "not opened for reading")
    return self.text


def next_line(rt: Runtime, self: RIO, sep: str | None = "\n", chomp: bool = False) -> str | None:
    text = readable(rt, self)
    if self.pos >= len(text):
        return None
    if sep is None:
        end = len(text)
    else:
        cut = text.find(sep or "\n\n", self.pos)
        end = len(text) if cut < 0 else cut + len(sep or "\n\n")
    line = text[self.pos : end]
    self.pos = end
    self.lineno += 1
    if chomp and sep and line.endswith(sep):
        line = line[: -len(sep)]
    return line


MODES = {"r": "r", "w": "w", "a": "a", "r+": "r+", "w+": "w+", "a+": "a+"}

# Files Ruby code opened for writing and has not closed: the `toque` command flushes them
# as it ends, since it leaves without tearing down the interpreter (toque.gctune)
_WRITERS: weakref.WeakSet[Any] = weakref.WeakSet()


def flush_open_files() -> None:
    """Flush what unclosed Ruby File objects still buffer, as MRI does at exit."""
    for fh in list(_WRITERS):
        try:
            fh.flush()
        except (OSError, ValueError):  # a full disk or a closed file: nothing more to do
            pass


def open_file(rt: Runtime, path: Any, mode: Any = None) -> RIO:
    p = path_str(rt, path)
    m = "r" if mode is None else rt.to_s(mode) if isinstance(mode, RString) else "r"
    if isinstance(mode, int) and not isinstance(mode, bool):
        m = "w" if mode & (os.O_WRONLY | os.O_RDWR) else "r"
    base = m.split(":")[0].replace("b", "").replace("t", "")
    if base not in MODES:
        raise rt.error("ArgumentError", f"invalid access mode {m}")
    f = RIO("file", p)
    if base.endswith("+"):
        return _open_rw(rt, f, p, base)
    try:
        if base == "r" or base == "r+":
            with open(p, encoding="utf-8", errors="surrogateescape", newline="") as fh:
                f.text = fh.read()
        if base != "r":
            f.fh = open(p, base, encoding="utf-8", errors="surrogateescape", newline="")  # noqa: SIM115
            _WRITERS.add(f.fh)
    except IsADirectoryError as exc:
        if base != "r":
            raise os_error(rt, exc, "rb_sysopen", p) from None
        f.text = None
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None
    return f


def _open_rw(rt: Runtime, f: RIO, p: str, base: str) -> RIO:
    f.rw = base
    try:
        if base == "w+":
            with open(p, "w"):
                pass  # created or truncated at once, as open(2) does
            f.text = ""
        else:
            if base == "a+" and not os.path.exists(p):
                with open(p, "w"):
                    pass
            with open(p, encoding="utf-8", errors="surrogateescape", newline="") as fh:
                f.text = fh.read()
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None
    return f


def close(self: RIO, rt: Runtime | None = None) -> None:
    if self.rw is not None and self.dirty and rt is not None:
        sync_to_disk(rt, self)
    if self.lockfd is not None:  # closing the file releases its lock
        os.close(self.lockfd)
        self.lockfd = None
    if self.fh is not None:
        self.fh.close()
        self.fh = None
    self.closed = True


@fs.method("open")
def file_open(rt, self, path, mode=None, *rest, block=None):
    f = open_file(rt, path, mode)
    if block is None:
        return f
    try:
        return rt.call_proc(block, [f])
    finally:
        close(f, rt)


@fs.method("new")
def file_new(rt, self, path, mode=None, *rest):
    return open_file(rt, path, mode)


@io.method("write")
def io_write(rt, self, *args):
    text = "".join(rt.to_s(a) for a in args)
    out_write(rt, self, text)
    return len(text.encode("utf-8", "surrogateescape"))


@io.method("print")
def io_print(rt, self, *args):
    out_write(rt, self, "".join(rt.to_s(a) for a in args))
    return None


@io.method("puts")
def io_puts(rt, self, *args):

    out_write(rt, self, puts_lines(rt, args))
    return None


@io.method("<<")
def io_shovel(rt, self, value):
    out_write(rt, self, rt.to_s(value))
    return self


@io.method("printf")
def io_printf(rt, self, fmt, *args):
    out_write(rt, self, rt.to_s(rt.send(rt.main, "format", [fmt, *args], None, True)))
    return None


@io.method("putc")
def io_putc(rt, self, ch):
    from toque.interpreter.core.binary import putc_text

    out_write(rt, self, putc_text(rt, ch))
    return ch


@io.method("p")
def io_p(rt, self, *args):
    for a in args:
        out_write(rt, self, rt.inspect(a) + "\n")
    return None if not args else args[0] if len(args) == 1 else RArray(args)


@io.method("flush", "fsync_self")
def io_flush(rt, self):
    if self.kind == "stdout":
        flush = getattr(rt.stdout, "flush", None)
        if flush:
            flush()
    elif self.fh is not None:
        self.fh.flush()
    sync_to_disk(rt, self)
    return self


@io.method("fsync", "fdatasync")
def io_fsync(rt, self):
    io_flush(rt, self)
    return 0


@io.method("sync")
def io_sync(rt, self):
    return self.sync


@io.method("sync=")
def io_set_sync(rt, self, value):
    self.sync = rt.truthy(value)
    return value


@io.method("fileno", "to_i")
def io_fileno(rt, self):
    return {"stdin": 0, "stdout": 1, "stderr": 2}.get(self.kind, 3)


@io.method("tty?", "isatty")
def io_tty(rt, self):
    return False


@io.method("read")
def io_read(rt, self, length=None, outbuf=None):
    text = readable(rt, self)
    if length is None:
        chunk, self.pos = text[self.pos :], len(text)
        return RString(chunk)
    if self.pos >= len(text) and length > 0:
        return None
    chunk = text[self.pos : self.pos + length]
    self.pos += len(chunk)
    return RString(chunk)


@io.method("gets")
def io_gets(rt, self, *args):
    sep, chomp = lines_args(rt, args)
    line = next_line(rt, self, sep, chomp)
    result = None if line is None else RString(line)
    rt.globals["$_"] = result
    return result


@io.method("readline")
def io_readline(rt, self, *args):
    sep, chomp = lines_args(rt, args)
    line = next_line(rt, self, sep, chomp)
    if line is None:
        raise rt.error("EOFError", "end of file reached")
    return RString(line)


@io.method("readlines", "to_a")
def io_readlines(rt, self, *args):
    sep, chomp = lines_args(rt, args)
    out = RArray()
    while (line := next_line(rt, self, sep, chomp)) is not None:
        out.append(RString(line))
    return out


@io.method("each_line", "each")
def io_each_line(rt, self, *args, block=None):
    lines = io_readlines(rt, self, *args)
    if block is None:
        return enumerator_for(rt, lines, "each", [])
    for line in lines:
        rt.call_proc(block, [line])
    return self


@io.method("eof?", "eof")
def io_eof(rt, self):
    return self.pos >= len(readable(rt, self))


@io.method("rewind")
def io_rewind(rt, self):
    self.pos = 0
    self.lineno = 0
    return 0


@io.method("flock")
def io_flock(rt, self, operation):
    """flock(2) on the file: 0, or false when LOCK_NB finds it locked."""
    import fcntl

    if self.closed or self.path is None:
        raise rt.error("IOError", "closed stream")
    if self.lockfd is None:
        try:
            self.lockfd = os.open(self.path, os.O_RDONLY)
        except OSError as exc:
            raise os_error(rt, exc, "rb_file_flock", self.path) from None
    try:
        fcntl.flock(self.lockfd, operation)
    except BlockingIOError:
        return False
    except OSError as exc:
        raise os_error(rt, exc, "rb_file_flock", self.path) from None
    return 0


@io.method("seek")
def io_seek(rt, self, offset, whence=0):
    text = readable(rt, self)
    if isinstance(whence, RSymbol):
        whence = {"SET": 0, "CUR": 1, "END": 2}.get(whence.name, 0)
    base = {0: 0, 1: self.pos, 2: len(text)}.get(whence, 0)
    if base + offset < 0:
        raise rt.error("Errno::EINVAL", f"Invalid argument - {self.path}")
    self.pos = base + offset
    return 0


@io.method("pos=")
def io_set_pos(rt, self, offset):
    io_seek(rt, self, offset)
    return offset


@io.method("pos", "tell")
def io_pos(rt, self):
    return len((self.text or "")[: self.pos].encode("utf-8", "surrogateescape"))


@io.method("lineno")
def io_lineno(rt, self):
    return self.lineno


@io.method("close")
def io_close(rt, self):
    close(self, rt)
    return None


@io.method("closed?")
def io_closed(rt, self):
    return self.closed


@io.method("path", "to_path")
def io_path(rt, self):
    return None if self.path is None else RString(self.path)


@io.method("size")
def io_size(rt, self):
    if self.rw is not None:
        if self.closed:
            raise rt.error("IOError", "closed stream")
        return len((self.text or "").encode("utf-8", "surrogateescape"))
    if self.fh is not None:
        self.fh.flush()
    return os.stat(self.path).st_size if self.path else 0


@io.method("inspect")
def io_inspect(rt, self):
    if self.kind == "file":
        return RString(f"#<File:{self.path}{' (closed)' if self.closed else ''}>")
    return RString(f"#<IO:<{self.kind.upper()}>>")


@io.method("binmode", "set_encoding")
def io_binmode(rt, self, *args):
    return self
