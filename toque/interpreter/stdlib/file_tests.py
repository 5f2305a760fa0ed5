"""The permission and kind tests file_lib lacks, on File (and FileTest) and on File::Stat:
world_readable?/world_writable? (the mode bits, or nil), setuid?/setgid?/sticky?,
owned?/grpowned?, the *_real? access tests, pipe?/socket?/…, and the device numbers.
Also File.mkfifo, File.lchown and File.lchmod."""

from __future__ import annotations

import os
import stat as stat_mod
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RObject

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

file_s = Builtins("File", singleton=True)
stat_i = Builtins("File::Stat")

# File::Stat and File answer these from a stat; the File forms are false/nil for a missing path
KIND_TESTS = {
    "setuid?": lambda st: bool(st.st_mode & stat_mod.S_ISUID),
    "setgid?": lambda st: bool(st.st_mode & stat_mod.S_ISGID),
    "sticky?": lambda st: bool(st.st_mode & stat_mod.S_ISVTX),
    "owned?": lambda st: st.st_uid == os.geteuid(),
    "grpowned?": lambda st: st.st_gid == os.getegid() or st.st_gid in os.getgroups(),
    "pipe?": lambda st: stat_mod.S_ISFIFO(st.st_mode),
    "socket?": lambda st: stat_mod.S_ISSOCK(st.st_mode),
    "chardev?": lambda st: stat_mod.S_ISCHR(st.st_mode),
    "blockdev?": lambda st: stat_mod.S_ISBLK(st.st_mode),
}


def _world(bit: int):
    """The permission bits (mode & 0777) when others have `bit`, else nil."""

    def test(st: os.stat_result) -> int | None:
        return (st.st_mode & 0o777) if st.st_mode & bit else None

    return test


WORLD_TESTS = {
    "world_readable?": _world(stat_mod.S_IROTH),
    "world_writable?": _world(stat_mod.S_IWOTH),
}


def _stat_of(rt: Runtime, path: Any) -> os.stat_result | None:
    from toque.interpreter.core.file_stat import stat_or_none

    if isinstance(path, RObject) and rt.responds(path, "fileno", True):
        try:
            return os.fstat(rt.send(path, "fileno", []))
        except OSError:
            return None
    return stat_or_none(rt, path)


def _file_test(test: Any, missing: Any):
    def method(rt, self, path):
        st = _stat_of(rt, path)
        return missing if st is None else test(st)

    return method


def _stat_test(test: Any):
    return lambda rt, self: test(self.st)


for _name, _test in KIND_TESTS.items():
    file_s.method(_name)(_file_test(_test, False))
    stat_i.method(_name)(_stat_test(_test))
for _name, _test in WORLD_TESTS.items():
    file_s.method(_name)(_file_test(_test, None))
    stat_i.method(_name)(_stat_test(_test))


def _real_access(mode: int):
    """The access test for the real (not the effective) uid and gid, as access(2) does."""

    def method(rt, self, path):
        from toque.interpreter.core.file_paths import path_str

        return os.access(path_str(rt, path), mode)

    return method


for _name, _mode in (("readable_real?", os.R_OK), ("writable_real?", os.W_OK),
                     ("executable_real?", os.X_OK)):  # fmt: skip
    file_s.method(_name)(_real_access(_mode))


def _stat_access(mode: int, effective: bool):
    """File::Stat#readable? and the like: decided from the snapshot's owner and bits, as
    MRI does (root may read and write anything, and execute what anyone may)."""
    shift = {os.R_OK: 2, os.W_OK: 1, os.X_OK: 0}[mode]

    def method(rt, self):
        st = self.st
        uid = os.geteuid() if effective else os.getuid()
        gid = os.getegid() if effective else os.getgid()
        if uid == 0:
            return mode != os.X_OK or bool(st.st_mode & 0o111) or stat_mod.S_ISDIR(st.st_mode)
        if st.st_uid == uid:
            return bool(st.st_mode & (0o100 << shift))
        if st.st_gid == gid or st.st_gid in os.getgroups():
            return bool(st.st_mode & (0o010 << shift))
        return bool(st.st_mode & (0o001 << shift))

    return method


for _name, _mode in (("readable", os.R_OK), ("writable", os.W_OK), ("executable", os.X_OK)):
    stat_i.method(f"{_name}?")(_stat_access(_mode, True))
    stat_i.method(f"{_name}_real?")(_stat_access(_mode, False))


@stat_i.method("size?")
def stat_size_p(rt, self):
    return self.st.st_size or None


for _name, _value in (
    ("rdev", lambda st: st.st_rdev),
    ("rdev_major", lambda st: os.major(st.st_rdev)),
    ("rdev_minor", lambda st: os.minor(st.st_rdev)),
    ("dev_major", lambda st: os.major(st.st_dev)),
    ("dev_minor", lambda st: os.minor(st.st_dev)),
    ("blksize", lambda st: st.st_blksize),
    ("blocks", lambda st: st.st_blocks),
):
    stat_i.method(_name)(_stat_test(_value))


@stat_i.method("birthtime")
def stat_birthtime(rt, self):
    raise rt.error("NotImplementedError", "birthtime() function is unimplemented on this machine")


def _path_call(rt: Runtime, call: Any, path: Any, func: str) -> None:
    from toque.interpreter.core.file_paths import os_error, path_str

    text = path_str(rt, path)
    try:
        call(text)
    except OSError as exc:
        raise os_error(rt, exc, func, text) from None


@file_s.method("mkfifo")
def file_mkfifo(rt, self, path, mode=0o666):
    _path_call(rt, lambda p: os.mkfifo(p, mode), path, "rb_file_s_mkfifo")
    return 0


@file_s.method("lchown")
def file_lchown(rt, self, owner, group, *paths):
    uid = -1 if owner is None else owner
    gid = -1 if group is None else group
    for path in paths:
        _path_call(rt, lambda p: os.lchown(p, uid, gid), path, "apply2files")
    return len(paths)


def _lchmod(mode: int):
    """glibc's lchmod: a symlink's own mode cannot change on Linux (ENOTSUP); any other
    file's mode changes as chmod would change it."""

    def call(path: str) -> None:
        import errno

        if os.path.islink(path):
            raise OSError(errno.ENOTSUP, os.strerror(errno.ENOTSUP))
        os.chmod(path, mode)

    return call


@file_s.method("lchmod")
def file_lchmod(rt, self, mode, *paths):
    for path in paths:
        _path_call(rt, _lchmod(mode), path, "apply2files")
    return len(paths)


def define(rt: Runtime) -> None:
    """Called by file_lib once File exists; FileTest answers the same tests."""
    for b in (file_s, stat_i):
        b.install(rt)
    if "FileTest" not in rt.Object.consts:
        _file_test_module(rt)


FILE_TEST_NAMES = (
    "blockdev?", "chardev?", "directory?", "empty?", "executable?", "executable_real?",
    "exist?", "file?", "grpowned?", "identical?", "owned?", "pipe?", "readable?",
    "readable_real?", "setgid?", "setuid?", "size", "size?", "socket?", "sticky?",
    "symlink?", "world_readable?", "world_writable?", "writable?", "writable_real?", "zero?",
)  # fmt: skip


def _file_test_module(rt: Runtime) -> None:
    """FileTest: File's tests as module functions."""
    from toque.interpreter.model.classes import Method

    mod = rt.define_module("FileTest")
    file_single = rt.singleton_class(rt.Object.consts["File"])
    for name in FILE_TEST_NAMES:
        found = file_single.methods.get(name)
        if found is not None:
            rt.singleton_class(mod).define(name, Method(name, found.fn, mod, found.arity))
            mod.define(name, Method(name, found.fn, mod, found.arity, "private"))
