"""File's tests and File::Stat: exist?, file?, directory?, size, mtime, mode, owner, through
stat(2) and lstat(2)."""

from __future__ import annotations

import os
import stat as stat_mod
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.file_paths import os_error, path_str
from toque.interpreter.model.objects import RString

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


INSTALLED_BY = "file_lib"  # its methods are installed by file_lib.define (core/discover.py)

fs = Builtins("File", singleton=True)
fst = Builtins("File::Stat")


# -- file tests --------------------------------------------------------------------------------


def stat_or_none(rt: Runtime, path: Any, follow: bool = True) -> os.stat_result | None:
    try:
        p = path_str(rt, path)
        return os.stat(p) if follow else os.lstat(p)
    except (OSError, ValueError):
        return None


def _test(check):
    def method(rt, self, path):
        st = stat_or_none(rt, path)
        return st is not None and check(st)

    return method


fs.method("exist?")(_test(lambda st: True))
fs.method("file?")(_test(lambda st: stat_mod.S_ISREG(st.st_mode)))
fs.method("directory?")(_test(lambda st: stat_mod.S_ISDIR(st.st_mode)))
fs.method("pipe?")(_test(lambda st: stat_mod.S_ISFIFO(st.st_mode)))
fs.method("socket?")(_test(lambda st: stat_mod.S_ISSOCK(st.st_mode)))
fs.method("chardev?")(_test(lambda st: stat_mod.S_ISCHR(st.st_mode)))
fs.method("blockdev?")(_test(lambda st: stat_mod.S_ISBLK(st.st_mode)))
fs.method("zero?", "empty?")(_test(lambda st: st.st_size == 0))


@fs.method("symlink?")
def file_symlink_p(rt, self, path):
    st = stat_or_none(rt, path, follow=False)
    return st is not None and stat_mod.S_ISLNK(st.st_mode)


def _access(mode: int):
    def method(rt, self, path):
        return os.access(path_str(rt, path), mode)

    return method


fs.method("readable?")(_access(os.R_OK))
fs.method("writable?")(_access(os.W_OK))
fs.method("executable?")(_access(os.X_OK))


@fs.method("size?")
def file_size_p(rt, self, path):
    st = stat_or_none(rt, path)
    return st.st_size if st is not None and st.st_size > 0 else None


def checked_stat(rt: Runtime, path: Any, func: str, follow: bool = True) -> os.stat_result:
    p = path_str(rt, path)
    try:
        return os.stat(p) if follow else os.lstat(p)
    except OSError as exc:
        raise os_error(rt, exc, func, p) from None


@fs.method("size")
def file_size(rt, self, path):
    return checked_stat(rt, path, "rb_file_s_size").st_size


def _time_method(attr: str, func: str):
    def method(rt, self, path):
        from toque.interpreter.core.time_lib import time_at

        return time_at(rt, getattr(checked_stat(rt, path, func), attr))

    return method


fs.method("mtime")(_time_method("st_mtime", "rb_file_s_mtime"))
fs.method("atime")(_time_method("st_atime", "rb_file_s_atime"))
fs.method("ctime")(_time_method("st_ctime", "rb_file_s_ctime"))


@fs.method("stat")
def file_stat(rt, self, path):
    return RStat(checked_stat(rt, path, "rb_file_s_stat"))


@fs.method("lstat")
def file_lstat(rt, self, path):
    return RStat(checked_stat(rt, path, "rb_file_s_lstat", follow=False))


def ftype(st: os.stat_result) -> str:
    mode = st.st_mode
    for check, name in (
        (stat_mod.S_ISREG, "file"),
        (stat_mod.S_ISDIR, "directory"),
        (stat_mod.S_ISLNK, "link"),
        (stat_mod.S_ISCHR, "characterSpecial"),
        (stat_mod.S_ISBLK, "blockSpecial"),
        (stat_mod.S_ISFIFO, "fifo"),
        (stat_mod.S_ISSOCK, "socket"),
    ):
        if check(mode):
            return name
    return "unknown"


@fs.method("ftype")
def file_ftype(rt, self, path):
    return RString(ftype(checked_stat(rt, path, "rb_file_s_ftype", follow=False)))


@fs.method("readlink")
def file_readlink(rt, self, path):
    p = path_str(rt, path)
    try:
        return RString(os.readlink(p))
    except OSError as exc:
        raise os_error(rt, exc, "rb_readlink", p) from None


class RStat:
    """A File::Stat: a snapshot of os.stat."""

    __slots__ = ("st", "frozen")

    def __init__(self, st: os.stat_result) -> None:
        self.st = st
        self.frozen = False

    @staticmethod
    def ruby_class(rt: Runtime) -> Any:
        return rt.const_get("File::Stat")


def _stat_attr(name: str, convert=None):
    def method(rt, self):
        value = getattr(self.st, name)
        return convert(rt, value) if convert else value

    return method


def _stat_time(rt: Runtime, value: float) -> Any:
    from toque.interpreter.core.time_lib import time_at

    return time_at(rt, value)


for _ruby, _attr in (
    ("mode", "st_mode"),
    ("size", "st_size"),
    ("uid", "st_uid"),
    ("gid", "st_gid"),
    ("ino", "st_ino"),
    ("nlink", "st_nlink"),
    ("dev", "st_dev"),
):
    fst.method(_ruby)(_stat_attr(_attr))
for _ruby, _attr in (("mtime", "st_mtime"), ("atime", "st_atime"), ("ctime", "st_ctime")):
    fst.method(_ruby)(_stat_attr(_attr, _stat_time))
fst.method("file?")(lambda rt, self: stat_mod.S_ISREG(self.st.st_mode))
fst.method("directory?")(lambda rt, self: stat_mod.S_ISDIR(self.st.st_mode))
fst.method("symlink?")(lambda rt, self: stat_mod.S_ISLNK(self.st.st_mode))
fst.method("zero?")(lambda rt, self: self.st.st_size == 0)
fst.method("ftype")(lambda rt, self: RString(ftype(self.st)))
