"""File, Dir, IO and Errno, defined on first use: reading and writing whole files here, and
`define`, which installs this module's methods and those of file_paths.py (paths, Errno),
file_stat.py (file tests, File::Stat), file_io.py (IO objects) and file_dir.py (Dir, glob)."""

from __future__ import annotations

import errno
import os
from typing import TYPE_CHECKING, Any

from toque.interpreter.core import file_dir, file_io, file_paths, file_stat
from toque.interpreter.core.binary import binary, decode_text, text_bytes
from toque.interpreter.core.builtins import Builtins, install_all
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.file_io import lines_args
from toque.interpreter.core.file_paths import define_errno, opts_dict, os_error, path_str
from toque.interpreter.core.file_stat import stat_or_none
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.core.rio import RIO
from toque.interpreter.model.objects import RArray, RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("File", "Dir", "IO", "Errno", "STDOUT", "STDERR", "STDIN")

fs = Builtins("File", singleton=True)
ios = Builtins("IO", singleton=True)


# -- reading and writing whole files ----------------------------------------------------------


def read_text(rt: Runtime, path: Any) -> str:
    p = path_str(rt, path)
    try:
        with open(p, encoding="utf-8", errors="surrogateescape", newline="") as fh:
            return fh.read()
    except IsADirectoryError as exc:
        raise os_error(rt, exc, "io_fread", p) from None
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None


def split_lines(text: str, sep: str | None = "\n", chomp: bool = False) -> list[str]:
    if sep is None:
        return [text] if text else []
    if sep == "":
        sep = "\n\n"
    parts = text.split(sep)
    lines = [p + sep for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    if chomp:
        lines = [ln[: -len(sep)] if ln.endswith(sep) else ln for ln in lines]
        lines = [ln[:-1] if sep == "\n" and ln.endswith("\r") else ln for ln in lines]
    return lines


@fs.method("read")
@ios.method("read")
def file_read(rt, self, path, length=None, offset=None, *rest):
    length, start = read_window(rt, path, length, offset)
    text = read_text(rt, path)
    if length is not None:
        if length and start >= len(text):
            return None  # as IO#read(length) at the end
        return RString(text[start : start + length])
    return RString(text[start:])


def read_window(rt: Runtime, path: Any, length: Any, offset: Any) -> tuple[int | None, int]:
    """`read(path, length = nil, offset = 0)`'s numbers, read as MRI reads them (NUM2LONG)."""
    if length is not None:
        length = num2long(rt, length)
        if length < 0:
            raise rt.error("ArgumentError", f"negative length {length} given")
    start = 0 if offset is None else num2long(rt, offset)
    if start < 0:
        p = path_str(rt, path)
        raise os_error(rt, OSError(errno.EINVAL, os.strerror(errno.EINVAL)), "rb_io_seek", p)
    return length, start


@fs.method("binread")
@ios.method("binread")
def file_binread(rt, self, path, length=None, offset=None):
    """The file's bytes as a binary String (high bytes escaped, as core/binary.py keeps them)."""

    length, offset = read_window(rt, path, length, offset)
    p = path_str(rt, path)
    try:
        with open(p, "rb") as fh:
            if offset:
                fh.seek(offset)
            data = fh.read() if length is None else fh.read(length)
            if length and not data:
                return None  # as IO#read(length) at the end
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None
    return binary(data)


@ios.method("copy_stream")
def io_copy_stream(rt, self, src, dst, length=None, offset=None):
    """Copy from a path or an IO (anything with read) to a path or an IO; the byte count."""

    if isinstance(src, RString) or rt.responds(src, "to_path"):
        data = file_binread(rt, self, src, length, offset)
        data = RString(decode_text(text_bytes(data.v)))  # UTF-8 text stays text
    else:
        data = rt.send(src, "read", [] if length is None else [length])
        data = data if data is not None else RString("")
    if isinstance(dst, RString) or rt.responds(dst, "to_path"):
        p = path_str(rt, dst)
        try:
            with open(p, "wb") as fh:
                fh.write(text_bytes(data.v))
        except OSError as exc:
            raise os_error(rt, exc, "rb_sysopen", p) from None
    else:
        rt.send(dst, "write", [data])
    return len(text_bytes(data.v))


@fs.method("readlines")
@ios.method("readlines")
def file_readlines(rt, self, path, *args):
    sep, chomp = lines_args(rt, args)
    return RArray([RString(x) for x in split_lines(read_text(rt, path), sep, chomp)])


@fs.method("foreach")
@ios.method("foreach")
def file_foreach(rt, self, path, *args, block=None):
    sep, chomp = lines_args(rt, args)
    lines = RArray([RString(x) for x in split_lines(read_text(rt, path), sep, chomp)])
    if block is None:
        return enumerator_for(rt, lines, "each", [])
    for line in lines:
        rt.call_proc(block, [line])
    return None


@fs.method("write")
@ios.method("write")
def file_write(rt, self, path, content, *args):
    _, opts = opts_dict(rt, args)
    mode = rt.to_s(opts["mode"]) if "mode" in opts else "w"
    text = rt.to_s(content)
    p = path_str(rt, path)
    try:
        # a binary String's high bytes are kept as surrogate escapes (core/binary.py)
        with open(
            p,
            "a" if mode.startswith("a") else "w",
            encoding="utf-8",
            errors="surrogateescape",
            newline="",
        ) as fh:
            fh.write(text)
    except OSError as exc:
        raise os_error(rt, exc, "rb_sysopen", p) from None
    return len(text.encode("utf-8", "surrogateescape"))


def _remove(rt: Runtime, paths: tuple, func: str) -> int:
    for path in paths:
        p = path_str(rt, path)
        try:
            os.unlink(p)
        except OSError as exc:
            raise os_error(rt, exc, func, p) from None
    return len(paths)


@fs.method("delete", "unlink")
def file_delete(rt, self, *paths):
    return _remove(rt, paths, "apply2files")


@fs.method("rename")
def file_rename(rt, self, src, dst):
    s, d = path_str(rt, src), path_str(rt, dst)
    try:
        os.rename(s, d)
    except OSError as exc:
        raise os_error(rt, exc, "rb_file_s_rename", f"({s}, {d})") from None
    return 0


@fs.method("symlink")
def file_symlink(rt, self, src, dst):
    s, d = path_str(rt, src), path_str(rt, dst)
    try:
        os.symlink(s, d)
    except OSError as exc:
        raise os_error(rt, exc, "rb_file_s_symlink", f"({s}, {d})") from None
    return 0


def _seconds(rt: Runtime, value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    return float(rt.send(value, "to_f", []))  # a Time


@fs.method("utime")
def file_utime(rt, self, atime, mtime, *paths):
    a, m = _seconds(rt, atime), _seconds(rt, mtime)
    for path in paths:
        p = path_str(rt, path)
        try:
            if a is None and m is None:
                os.utime(p, None)
            else:
                st = os.stat(p)
                os.utime(p, (st.st_atime if a is None else a, st.st_mtime if m is None else m))
        except OSError as exc:
            raise os_error(rt, exc, "apply2files", p) from None
    return len(paths)


@fs.method("chmod")
def file_chmod(rt, self, mode, *paths):
    for path in paths:
        p = path_str(rt, path)
        try:
            os.chmod(p, mode)
        except OSError as exc:
            raise os_error(rt, exc, "apply2files", p) from None
    return len(paths)


@fs.method("identical?")
def file_identical(rt, self, a, b):
    sa, sb = stat_or_none(rt, a), stat_or_none(rt, b)
    return bool(sa and sb and (sa.st_dev, sa.st_ino) == (sb.st_dev, sb.st_ino))


# -- FileUtils ---------------------------------------------------------------------------------


# -- defining the constants --------------------------------------------------------------------


def define_streams(rt: Runtime) -> None:
    obj = rt.Object
    for name, kind in (("STDOUT", "stdout"), ("STDERR", "stderr"), ("STDIN", "stdin")):
        stream = RIO(kind)
        obj.consts[name] = stream
        gname = "$" + kind
        if rt.globals.get(gname) is None:
            rt.globals[gname] = stream


@ios.method("new", "for_fd")
def io_new(rt, self, fd, mode=None):
    """`IO.new(fd)`: the standard streams by descriptor; a closed descriptor is EBADF. Other
    descriptors are not modelled (toque's IO objects are files and the standard streams)."""
    from toque.interpreter.core.number_ops import to_int_arg

    number = to_int_arg(rt, fd)
    try:
        os.fstat(number)
    except OSError as exc:
        raise rt.ruby_exception(exc) from None
    kind = {0: "stdin", 1: "stdout", 2: "stderr"}.get(number)
    if kind is None:
        raise rt.error("NotImplementedError", f"IO.new of file descriptor {number}")
    stream = RIO(kind)
    if self is not rt.Object.consts["IO"]:
        stream.klass = self
    return stream


def define(rt: Runtime) -> None:
    obj = rt.Object
    if "IO" in obj.consts and "File" in obj.consts:
        return
    io_class = rt.define_class("IO")
    file_class = rt.define_class("File", io_class)
    consts = file_class.consts
    consts.update(SEPARATOR=RString("/", True), Separator=RString("/", True))
    consts.update(ALT_SEPARATOR=None, PATH_SEPARATOR=RString(":", True))
    consts["NULL"] = RString(os.devnull, True)
    consts.update(LOCK_SH=1, LOCK_EX=2, LOCK_NB=4, LOCK_UN=8)
    consts.update(FNM_NOESCAPE=1, FNM_PATHNAME=2, FNM_DOTMATCH=4, FNM_CASEFOLD=8)
    consts.update(FNM_EXTGLOB=16, FNM_SYSCASE=0, FNM_SHORTNAME=0)
    rt.define_class("Stat", rt.Object, under=file_class)
    rt.define_module("Constants", under=file_class).consts.update(
        {k: v for k, v in consts.items() if k.startswith("FNM_")}
    )
    rt.define_class("Dir")
    if "Errno" not in obj.consts:
        define_errno(rt)
    for b in (fs, ios):
        b.install(rt)
    install_all(rt, [file_paths, file_stat, file_io, file_dir])  # INSTALLED_BY = "file_lib"
    define_streams(rt)
    from toque.interpreter.stdlib import dir_objects, file_tests

    dir_objects.define(rt)
    file_tests.define(rt)


__all__ = ["define", "read_text"]
