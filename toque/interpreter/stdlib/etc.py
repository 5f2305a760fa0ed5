"""etc: the host's users and groups (Etc::Passwd, Etc::Group structs), login, processors,
uname and system folders, on Python's `pwd`, `grp` and `os` (ext/etc of Ruby 3.1)."""

from __future__ import annotations

import grp
import os
import pwd
import tempfile
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RString, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

etc_s = Builtins("Etc", singleton=True)
passwd_s = Builtins("Etc::Passwd", singleton=True)
group_s = Builtins("Etc::Group", singleton=True)

PASSWD_MEMBERS = ("name", "passwd", "uid", "gid", "gecos", "dir", "shell")
GROUP_MEMBERS = ("name", "passwd", "gid", "mem")


def _str(value: str) -> RString:
    return RString(value)


def passwd_struct(rt: Runtime, entry: pwd.struct_passwd) -> Any:
    values = [_str(entry.pw_name), _str(entry.pw_passwd), entry.pw_uid, entry.pw_gid,
              _str(entry.pw_gecos), _str(entry.pw_dir), _str(entry.pw_shell)]  # fmt: skip
    return rt.send(rt.const_get("Etc::Passwd"), "new", values)


def group_struct(rt: Runtime, entry: grp.struct_group) -> Any:
    members = RArray(_str(m) for m in entry.gr_mem)
    values = [_str(entry.gr_name), _str(entry.gr_passwd), entry.gr_gid, members]
    return rt.send(rt.const_get("Etc::Group"), "new", values)


def _int(rt: Runtime, value: Any, what: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise rt.error("TypeError", f"no implicit conversion of {rt.real_class(value).name} into "
                   f"Integer")  # fmt: skip


@etc_s.method("getpwnam")
def getpwnam(rt, self, name):
    text = rt.to_s(name)
    try:
        return passwd_struct(rt, pwd.getpwnam(text))
    except KeyError:
        raise rt.error("ArgumentError", f"can't find user for {text}") from None


@etc_s.method("getpwuid")
def getpwuid(rt, self, uid=None):
    number = os.getuid() if uid is None else _int(rt, uid, "uid")
    try:
        return passwd_struct(rt, pwd.getpwuid(number))
    except KeyError:
        raise rt.error("ArgumentError", f"can't find user for {number}") from None


@etc_s.method("getgrnam")
def getgrnam(rt, self, name):
    text = rt.to_s(name)
    try:
        return group_struct(rt, grp.getgrnam(text))
    except KeyError:
        raise rt.error("ArgumentError", f"can't find group for {text}") from None


@etc_s.method("getgrgid")
def getgrgid(rt, self, gid=None):
    number = os.getgid() if gid is None else _int(rt, gid, "gid")
    try:
        return group_struct(rt, grp.getgrgid(number))
    except KeyError:
        raise rt.error("ArgumentError", f"can't find group for {number}") from None


@etc_s.method("getlogin")
def getlogin(rt, self):
    try:
        return RString(os.getlogin())
    except OSError:  # no controlling terminal: MRI falls back to $USER, else nil
        user = os.environ.get("USER")
        return RString(user) if user is not None else None


@etc_s.method("nprocessors")
def nprocessors(rt, self):
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()


@etc_s.method("sysconfdir")
def sysconfdir(rt, self):
    return RString("/etc")


@etc_s.method("systmpdir")
def systmpdir(rt, self):
    return RString(tempfile.gettempdir() if os.environ.get("TMPDIR") is None else "/tmp")


@etc_s.method("uname")
def uname(rt, self):
    u = os.uname()
    return RHash.from_pairs(
        (sym(k), RString(v))
        for k, v in (("sysname", u.sysname), ("nodename", u.nodename), ("release", u.release),
                     ("version", u.version), ("machine", u.machine))
    )  # fmt: skip


def _each(rt: Runtime, entries: list, make: Any, block: Any) -> Any:
    """Etc.passwd/Etc.group: with a block, each entry; without, the first (getpwent)."""
    if block is None:
        return make(rt, entries[0]) if entries else None
    for entry in entries:
        rt.call_proc(block, [make(rt, entry)])
    return None


@etc_s.method("passwd")
def passwd(rt, self, *, block=None):
    return _each(rt, pwd.getpwall(), passwd_struct, block)


@etc_s.method("group")
def group(rt, self, *, block=None):
    return _each(rt, grp.getgrall(), group_struct, block)


def _enumerate(rt: Runtime, klass: Any, entries: list, make: Any, block: Any) -> Any:
    if block is None:
        return rt.send(RArray(make(rt, e) for e in entries), "each", [])
    for entry in entries:
        rt.call_proc(block, [make(rt, entry)])
    return klass


@passwd_s.method("each")
def passwd_each(rt, self, *, block=None):
    return _enumerate(rt, self, pwd.getpwall(), passwd_struct, block)


@group_s.method("each")
def group_each(rt, self, *, block=None):
    return _enumerate(rt, self, grp.getgrall(), group_struct, block)


class _Cursor:
    """getpwent/getgrent: a position in the entry list, reset by setpwent/endpwent."""

    def __init__(self, entries: Any, make: Any) -> None:
        self.entries, self.make, self.pos = entries, make, 0

    def next(self, rt: Runtime) -> Any:
        entries = self.entries()
        if self.pos >= len(entries):
            return None
        self.pos += 1
        return self.make(rt, entries[self.pos - 1])


def _cursor(rt: Runtime, name: str) -> _Cursor:
    etc = rt.const_get("Etc")
    key = f"@__{name}"
    if key not in etc.ivars:
        make = passwd_struct if name == "pw" else group_struct
        etc.ivars[key] = _Cursor(pwd.getpwall if name == "pw" else grp.getgrall, make)
    return etc.ivars[key]


@etc_s.method("getpwent")
def getpwent(rt, self):
    return _cursor(rt, "pw").next(rt)


@etc_s.method("getgrent")
def getgrent(rt, self):
    return _cursor(rt, "gr").next(rt)


@etc_s.method("setpwent", "endpwent")
def setpwent(rt, self):
    _cursor(rt, "pw").pos = 0
    return None


@etc_s.method("setgrent", "endgrent")
def setgrent(rt, self):
    _cursor(rt, "gr").pos = 0
    return None


def define(rt: Runtime) -> None:
    if "Etc" in rt.Object.consts:
        return
    from toque.interpreter.core import struct_lib

    struct_lib.define(rt)
    etc = rt.define_module("Etc")
    struct = rt.const_get("Struct")
    for name, members in (("Passwd", PASSWD_MEMBERS), ("Group", GROUP_MEMBERS)):
        klass = rt.send(struct, "new", [sym(m) for m in members])
        klass.name = f"Etc::{name}"
        etc.consts[name] = klass
        rt.singleton_class(klass).include(rt.Enumerable)
    for b in (etc_s, passwd_s, group_s):
        b.install(rt)
