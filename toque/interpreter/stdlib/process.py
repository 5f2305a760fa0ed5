"""Process as MRI has it on Linux, beyond the basics of env_lib: ids and their setters,
process groups and sessions, signals to other processes, waiting for children, resource
limits and priorities, and the Process::UID, Process::GID and Process::Sys modules.

Starting processes (fork, spawn, exec, daemon) stays with the DSL's execute and
shell_out (env_lib answers them with NotImplementedError).
"""

from __future__ import annotations

import errno
import os
import resource
import signal
import time
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2long, wrong_type
from toque.interpreter.model.objects import RArray, RObject, RString, RSymbol
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

proc = Builtins("Process", singleton=True)
uid_m = Builtins("Process::UID", singleton=True)
gid_m = Builtins("Process::GID", singleton=True)
sys_m = Builtins("Process::Sys", singleton=True)

RLIMITS = {
    name[7:]: getattr(resource, name)
    for name in dir(resource)
    if name.startswith("RLIMIT_") and name != "RLIMIT_OFILE"  # a BSD alias MRI lacks
}
PRIORITIES = {"PRIO_PROCESS": os.PRIO_PROCESS, "PRIO_PGRP": os.PRIO_PGRP, "PRIO_USER": os.PRIO_USER}
CLOCKS = {name: getattr(time, name) for name in dir(time) if name.startswith("CLOCK_")}


def _os(rt: Runtime, call: Any, *args: Any) -> Any:
    """Run an os call; its OSError becomes Ruby's Errno error, without a path."""
    from toque.interpreter.core.file_paths import os_error

    try:
        return call(*args)
    except OSError as exc:
        raise os_error(rt, exc, "") from None


def _int(rt: Runtime, value: Any) -> int:
    return num2long(rt, value)  # NUM2PIDT, NUM2UIDT…: TypeError for nil, to_int for others


# -- ids -----------------------------------------------------------------------------------------


def _id_setter(call: Any, user: bool) -> Any:
    """`Process.uid = n` and its siblings: the os call (a user or group may be given by
    name, as MRI's OBJ2UID/OBJ2GID allow); the value given is the answer."""

    def set_id(rt, self, value):
        _os(rt, call, _uid(rt, value) if user else _gid(rt, value))
        return value

    return set_id


for _name, _call, _user in (("uid=", os.setuid, True), ("gid=", os.setgid, False),
                            ("euid=", os.seteuid, True), ("egid=", os.setegid, False)):  # fmt: skip
    proc.method(_name)(_id_setter(_call, _user))


@proc.method("groups")
def process_groups(rt, self):
    return RArray(_os(rt, os.getgroups))


@proc.method("groups=")
def process_set_groups(rt, self, groups):
    if not isinstance(groups, RArray):  # MRI: Check_Type(ary, T_ARRAY)
        raise wrong_type(rt, groups, "Array")
    _os(rt, os.setgroups, [_gid(rt, g) for g in groups])
    return groups


@proc.method("maxgroups")
def process_maxgroups(rt, self):
    return 65536  # MRI's cap on Linux (NGROUPS_MAX)


@proc.method("initgroups")
def process_initgroups(rt, self, user, group):
    _os(rt, os.initgroups, rt.to_s(user), _int(rt, group))
    return RArray(_os(rt, os.getgroups))


def _uid(rt: Runtime, who: Any) -> int:
    return uid_from_name(rt, None, who) if isinstance(who, RString) else _int(rt, who)


def _uid(rt: Runtime, who: Any) -> int:
    return uid_from_name(rt, None, who) if isinstance(who, RString) else _int(rt, who)


def _gid(rt: Runtime, who: Any) -> int:
    return gid_from_name(rt, None, who) if isinstance(who, RString) else _int(rt, who)


# -- groups and sessions -------------------------------------------------------------------------


@proc.method("getpgid")
def process_getpgid(rt, self, pid):
    return _os(rt, os.getpgid, _int(rt, pid))


@proc.method("getpgrp")
def process_getpgrp(rt, self):
    return os.getpgrp()


@proc.method("setpgid")
def process_setpgid(rt, self, pid, pgid):
    _os(rt, os.setpgid, _int(rt, pid), _int(rt, pgid))
    return 0


@proc.method("setpgrp")
def process_setpgrp(rt, self):
    _os(rt, os.setpgrp)
    return 0


@proc.method("getsid")
def process_getsid(rt, self, pid=None):
    return _os(rt, os.getsid, 0 if pid is None else _int(rt, pid))


@proc.method("setsid")
def process_setsid(rt, self):
    return _os(rt, os.setsid)


# -- signals -------------------------------------------------------------------------------------


def signal_number(rt: Runtime, sig: Any) -> int:
    """A signal given as 15, "TERM", "SIGTERM", :TERM or "-TERM" (process group)."""
    if isinstance(sig, int) and not isinstance(sig, bool):
        return sig
    name = sig.name if isinstance(sig, RSymbol) else rt.to_s(sig)
    bare = name.removeprefix("-").removeprefix("SIG")
    number = getattr(signal, f"SIG{bare}", None)
    if not isinstance(number, int) or bare in ("_DFL", "_IGN") or bare.startswith("_"):
        raise rt.error("ArgumentError", f"unsupported signal `SIG{bare}'")
    return -int(number) if name.startswith("-") else int(number)


@proc.method("kill")
def process_kill(rt, self, sig, *pids):
    if not pids:
        raise rt.arity_error(1, "2+")
    number = signal_number(rt, sig)
    for pid in pids:
        target = _int(rt, pid)
        if number < 0:
            _os(rt, os.killpg, target, -number)
        else:
            _os(rt, os.kill, target, number)
    return len(pids)


# -- waiting for children ------------------------------------------------------------------------


def _status(rt: Runtime, pid: int, raw: int) -> RObject:
    from toque.interpreter.core.kernel import child_status

    return child_status(rt, pid, os.waitstatus_to_exitcode(raw))


def _wait(rt: Runtime, pid: Any, flags: Any) -> tuple[int, RObject] | None:
    """Ruby code starts no child toque does not reap itself (system, backticks and Open3
    wait for theirs), so "any child" (-1) or "any in a group" (0, -pgid) has none to wait
    for: ECHILD, as MRI says with no children, without taking one of toque's own."""
    target = -1 if pid is None else _int(rt, pid)
    if target <= 0:
        raise _errno(rt, "ECHILD")
    pid_, raw = _os(rt, os.waitpid, target, 0 if flags is None else _int(rt, flags))
    if pid_ == 0:  # WNOHANG and the child still runs
        return None
    return pid_, _status(rt, pid_, raw)


@proc.method("wait", "waitpid")
def process_wait(rt, self, pid=None, flags=None):
    done = _wait(rt, pid, flags)
    return None if done is None else done[0]


@proc.method("wait2", "waitpid2")
def process_wait2(rt, self, pid=None, flags=None):
    done = _wait(rt, pid, flags)
    return None if done is None else RArray(list(done))


@proc.method("waitall")
def process_waitall(rt, self):
    return RArray()  # no children of Ruby's own to wait for (see _wait)


@proc.method("last_status")
def process_last_status(rt, self):
    return rt.globals.get("$?")


# -- limits, priorities, clocks ------------------------------------------------------------------


def _rlimit(rt: Runtime, which: Any) -> int:
    if isinstance(which, (RSymbol, RString)):
        name = which.name if isinstance(which, RSymbol) else which.v
        if name not in RLIMITS:  # :NOFILE or "NOFILE", not :RLIMIT_NOFILE
            raise rt.error("ArgumentError", f"invalid resource name: {name}")
        return RLIMITS[name]
    return _int(rt, which)


def _limit_value(rt: Runtime, value: Any) -> int:
    if isinstance(value, (RSymbol, RString)):
        name = value.name if isinstance(value, RSymbol) else value.v
        if name.removeprefix("RLIM_") in ("INFINITY", "SAVED_MAX", "SAVED_CUR"):
            return resource.RLIM_INFINITY
        raise rt.error("ArgumentError", f"invalid resource value: {name}")
    return _int(rt, value)


def _unlimited(n: int) -> int:
    return 2**64 - 1 if n == resource.RLIM_INFINITY else n  # MRI's RLIM_INFINITY


@proc.method("getrlimit")
def process_getrlimit(rt, self, which):
    try:
        soft, hard = _os(rt, resource.getrlimit, _rlimit(rt, which))
    except ValueError:  # a resource number the kernel does not have
        from toque.interpreter.core.file_paths import os_error

        raise os_error(
            rt, OSError(errno.EINVAL, os.strerror(errno.EINVAL)), "", "getrlimit"
        ) from None
    return RArray([_unlimited(soft), _unlimited(hard)])


@proc.method("setrlimit")
def process_setrlimit(rt, self, which, soft, hard=None):
    cur = _limit_value(rt, soft)
    top = cur if hard is None else _limit_value(rt, hard)
    as_py = [resource.RLIM_INFINITY if v == 2**64 - 1 else v for v in (cur, top)]
    try:
        resource.setrlimit(_rlimit(rt, which), tuple(as_py))
    except ValueError:
        raise _errno(rt, "EINVAL") from None
    except OSError as exc:
        from toque.interpreter.core.file_paths import os_error

        raise os_error(rt, exc, "") from None
    return None


def _errno(rt: Runtime, name: str) -> RubyError:
    import errno

    from toque.interpreter.core.file_paths import os_error

    number = getattr(errno, name)
    return os_error(rt, OSError(number, os.strerror(number)), "")


@proc.method("getpriority")
def process_getpriority(rt, self, kind, who):
    return _os(rt, os.getpriority, _int(rt, kind), _int(rt, who))


@proc.method("setpriority")
def process_setpriority(rt, self, kind, who, priority):
    _os(rt, os.setpriority, _int(rt, kind), _int(rt, who), _int(rt, priority))
    return 0


@proc.method("clock_getres")
def process_clock_getres(rt, self, clock, unit=None):
    seconds = _os(rt, time.clock_getres, _int(rt, clock))
    name = unit.name if isinstance(unit, RSymbol) else "float_second"
    scale = {"millisecond": 1000, "microsecond": 10**6, "nanosecond": 10**9, "second": 1}
    if name.startswith("float_"):
        return seconds * scale.get(name[6:], 1)
    return int(seconds * scale.get(name, 1))


def _kernel(name: str) -> Any:
    """Process.exit, exit! and abort are Kernel's."""

    def call(rt: Runtime, self: Any, *args: Any) -> Any:
        return rt.send(rt.main, name, list(args), None, True)

    return call


for _name in ("exit", "exit!", "abort"):
    proc.method(_name)(_kernel(_name))


@proc.method("argv0")
def process_argv0(rt, self):
    return rt.globals.get("$0")


@proc.method("setproctitle")
def process_setproctitle(rt, self, title):
    rt.globals["$0"] = title  # MRI rewrites the process's argv too; $0 is what Ruby reads
    return title


# -- Process::UID and Process::GID ---------------------------------------------------------------


def uid_from_name(rt: Runtime, self: Any, name: Any) -> int:
    import pwd

    text = rt.to_s(name)
    try:
        return pwd.getpwnam(text).pw_uid
    except KeyError:
        raise rt.error("ArgumentError", f"can't find user for {text}") from None


def gid_from_name(rt: Runtime, self: Any, name: Any) -> int:
    import grp

    text = rt.to_s(name)
    try:
        return grp.getgrnam(text).gr_gid
    except KeyError:
        raise rt.error("ArgumentError", f"can't find group for {text}") from None


def _ids(kind: str) -> dict[str, Any]:
    """The os calls one of Process::UID / Process::GID is made of."""
    if kind == "uid":
        return {"get": os.getresuid, "set": os.setresuid, "re": os.setreuid,
                "e": os.seteuid, "from_name": uid_from_name}  # fmt: skip
    return {"get": os.getresgid, "set": os.setresgid, "re": os.setregid,
            "e": os.setegid, "from_name": gid_from_name}  # fmt: skip


def _id_module(b: Builtins, kind: str) -> None:
    calls = _ids(kind)

    @b.method("rid")
    def rid(rt, self):
        return calls["get"]()[0]

    @b.method("eid")
    def eid(rt, self):
        return calls["get"]()[1]

    @b.method("eid=", "grant_privilege")
    def grant(rt, self, who):
        _os(rt, calls["e"], _int(rt, who))
        return who

    @b.method("change_privilege")
    def change(rt, self, who):
        n = _int(rt, who)
        _os(rt, calls["set"], n, n, n)
        return who

    @b.method("re_exchangeable?", "sid_available?")
    def available(rt, self):
        return True

    @b.method("re_exchange")
    def re_exchange(rt, self):
        real, effective, _ = calls["get"]()
        _os(rt, calls["set"], effective, real, real)
        return real

    @b.method("switch")
    def switch(rt, self, *, block=None):
        """Exchange the real and effective ids (EPERM when they are the same); with a
        block, exchange them back after it and answer its value, else the old effective."""
        real, effective, _ = calls["get"]()
        if real == effective:
            raise _errno(rt, "EPERM")
        re_exchange(rt, self)
        if block is None:
            return effective
        try:
            return rt.call_proc(block, [])
        finally:
            re_exchange(rt, self)

    b.method("from_name")(calls["from_name"])


_id_module(uid_m, "uid")
_id_module(gid_m, "gid")


# -- Process::Sys --------------------------------------------------------------------------------


def _sys_calls() -> None:
    one = {"setuid": os.setuid, "setgid": os.setgid, "seteuid": os.seteuid, "setegid": os.setegid}
    for name, call in one.items():
        sys_m.method(name)(lambda rt, self, n, _c=call: _os(rt, _c, _int(rt, n)) and None)
    two = {"setreuid": os.setreuid, "setregid": os.setregid}
    for name, call in two.items():
        sys_m.method(name)(
            lambda rt, self, a, b, _c=call: _os(rt, _c, _int(rt, a), _int(rt, b)) and None
        )
    three = {"setresuid": os.setresuid, "setresgid": os.setresgid}
    for name, call in three.items():
        sys_m.method(name)(
            lambda rt, self, a, b, c, _c=call: (
                _os(rt, _c, *(_int(rt, v) for v in (a, b, c))) and None
            )
        )
    for name, call in {"getuid": os.getuid, "geteuid": os.geteuid, "getgid": os.getgid,
                       "getegid": os.getegid}.items():  # fmt: skip
        sys_m.method(name)(lambda rt, self, _c=call: _c())

    # functions Linux's C library lacks: MRI raises NotImplementedError for them
    for name in ("setruid", "setrgid", "issetugid"):
        message = f"{name}() function is unimplemented on this machine"
        sys_m.method(name)(lambda rt, self, *a, _m=message: _raise(rt, "NotImplementedError", _m))


def _raise(rt: Runtime, klass: str, message: str) -> Any:
    raise rt.error(klass, message)


_sys_calls()


def define(rt: Runtime) -> None:
    """Called by env_lib once Process exists: its modules, constants and methods."""
    process = rt.Object.consts["Process"]
    if "UID" in process.consts:
        return
    for name in ("UID", "GID", "Sys"):
        rt.define_module(name, under=process)
    process.consts.update({f"RLIMIT_{k}": v for k, v in RLIMITS.items()})
    process.consts.update(
        RLIM_INFINITY=2**64 - 1, RLIM_SAVED_MAX=2**64 - 1, RLIM_SAVED_CUR=2**64 - 1
    )
    process.consts.update(PRIORITIES)
    process.consts.update(WNOHANG=os.WNOHANG, WUNTRACED=os.WUNTRACED)
    process.consts.update(CLOCKS)
    for b in (proc, uid_m, gid_m, sys_m):
        b.install(rt)
    from toque.interpreter.stdlib import open3

    open3.define(rt)  # Process::Status and Process::Waiter
