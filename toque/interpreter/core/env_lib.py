"""ENV over the process environment, and Process, ObjectSpace and GC as far as toque goes."""

from __future__ import annotations

import errno
import os
import time
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.autoload import autoload
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.file_paths import os_error
from toque.interpreter.core.inspect import inspect_str
from toque.interpreter.core.number_ops import num2int
from toque.interpreter.core.string import str_arg as implicit_str
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# made by `define(rt)` on first use (core/discover.py)
AUTOLOAD = ("ENV", "Process")

env = Builtins("ENV", singleton=True)
proc = Builtins("Process", singleton=True)


def env_key(rt: Runtime, key: Any) -> str:

    return implicit_str(rt, key)


def env_str(text: str) -> RString:
    # MRI hands out frozen copies of environment values
    return RString(text, frozen=True)


def pairs() -> list[tuple[str, str]]:
    return list(os.environ.items())


def as_hash(items: list[tuple[str, str]]) -> RHash:
    return RHash.from_pairs((env_str(k), env_str(v)) for k, v in items)


def _pair(k: str, v: str) -> RArray:
    return RArray([env_str(k), env_str(v)])


def _enum(rt: Runtime, self: Any, name: str) -> Any:

    return enumerator_for(rt, self, name, [])


@env.method("[]")
def env_get(rt, self, key):
    value = os.environ.get(env_key(rt, key))
    return None if value is None else env_str(value)


@env.method("[]=", "store")
def env_set(rt, self, key, value):
    name = env_key(rt, key)
    if value is None:
        os.environ.pop(name, None)
        return None
    text = env_key(rt, value)
    if not name or "=" in name or "\0" in name:
        raise os_error(rt, OSError(errno.EINVAL, ""), "", f"setenv({name})")
    os.environ[name] = text
    return value


@env.method("fetch")
def env_fetch(rt, self, key, *default, block=None):
    if len(default) > 1:
        raise rt.arity_error(1 + len(default), "1..2")
    name = env_key(rt, key)
    value = os.environ.get(name)
    if value is not None:
        return env_str(value)
    if block is not None:
        return rt.call_proc(block, [key])
    if default:
        return default[0]

    error = rt.error("KeyError", f"key not found: {inspect_str(name)}")
    error.exc.ivars["@receiver"] = self
    error.exc.ivars["@key"] = key
    raise error


@env.method("key?", "has_key?", "include?", "member?")
def env_has(rt, self, key):
    return env_key(rt, key) in os.environ


@env.method("value?", "has_value?")
def env_has_value(rt, self, value):
    return isinstance(value, RString) and value.v in os.environ.values()


@env.method("key")
def env_key_of(rt, self, value):
    text = env_key(rt, value)
    for k, v in pairs():
        if v == text:
            return env_str(k)
    return None


@env.method("delete")
def env_delete(rt, self, key, *, block=None):
    name = env_key(rt, key)
    value = os.environ.pop(name, None)
    if value is None:
        return rt.call_proc(block, [key]) if block is not None else None
    return env_str(value)


@env.method("to_h", "to_hash")
def env_to_h(rt, self, *, block=None):
    h = as_hash(pairs())
    if block is None:
        return h
    return rt.send(h, "to_h", [], block)


@env.method("to_a")
def env_to_a(rt, self):
    return RArray([_pair(k, v) for k, v in pairs()])


@env.method("keys")
def env_keys(rt, self):
    return RArray([env_str(k) for k in os.environ])


@env.method("values")
def env_values(rt, self):
    return RArray([env_str(v) for v in os.environ.values()])


@env.method("values_at")
def env_values_at(rt, self, *keys):
    return RArray([env_get(rt, self, k) for k in keys])


@env.method("slice")
def env_slice(rt, self, *keys):
    names = [env_key(rt, k) for k in keys]
    return as_hash([(n, os.environ[n]) for n in names if n in os.environ])


@env.method("each", "each_pair")
def env_each(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "each")
    for k, v in pairs():
        rt.call_proc(block, [_pair(k, v)])
    return self


@env.method("each_key")
def env_each_key(rt, self, *, block=None):
    for k in list(os.environ):
        rt.call_proc(block, [env_str(k)])
    return self


@env.method("each_value")
def env_each_value(rt, self, *, block=None):
    for v in list(os.environ.values()):
        rt.call_proc(block, [env_str(v)])
    return self


def _choose(rt: Runtime, block: Any, keep: bool) -> list[tuple[str, str]]:
    return [
        (k, v)
        for k, v in pairs()
        if rt.truthy(rt.call_proc(block, [env_str(k), env_str(v)])) is keep
    ]


@env.method("select", "filter")
def env_select(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "select")
    return as_hash(_choose(rt, block, True))


@env.method("reject")
def env_reject(rt, self, *, block=None):
    if block is None:
        return _enum(rt, self, "reject")
    return as_hash(_choose(rt, block, False))


@env.method("delete_if", "reject!")
def env_delete_if(rt, self, *, block=None):
    for k, _ in _choose(rt, block, True):
        os.environ.pop(k, None)
    return self


@env.method("keep_if", "select!", "filter!")
def env_keep_if(rt, self, *, block=None):
    for k, _ in _choose(rt, block, False):
        os.environ.pop(k, None)
    return self


@env.method("update", "merge!")
def env_update(rt, self, *hashes, block=None):
    for h in hashes:
        for k, v in h.items():
            name = env_key(rt, k)
            if block is not None and name in os.environ:
                v = rt.call_proc(block, [env_str(name), env_str(os.environ[name]), v])
            env_set(rt, self, k, v)
    return self


@env.method("replace")
def env_replace(rt, self, h):
    wanted = {env_key(rt, k): env_key(rt, v) for k, v in h.items()}
    for k in list(os.environ):
        if k not in wanted:
            del os.environ[k]
    os.environ.update(wanted)
    return self


@env.method("assoc")
def env_assoc(rt, self, key):
    name = env_key(rt, key)
    return _pair(name, os.environ[name]) if name in os.environ else None


@env.method("size", "length")
def env_size(rt, self):
    return len(os.environ)


@env.method("empty?")
def env_empty(rt, self):
    return not os.environ


@env.method("clear")
def env_clear(rt, self):
    os.environ.clear()
    return self


@env.method("inspect")
def env_inspect(rt, self):
    return RString(rt.inspect(as_hash(pairs())))


@env.method("to_s")
def env_to_s(rt, self):
    return RString("ENV")


@env.method("freeze")
def env_freeze(rt, self):
    raise rt.error("TypeError", "cannot freeze ENV")


# -- Process, ObjectSpace, GC ------------------------------------------------------------------

UNSUPPORTED = {
    "Process": "processes run through the DSL (execute, shell_out), not from the interpreter",
}


def unsupported(module: str):
    def method_missing(rt: Runtime, self: Any, args: list, block: Any) -> Any:
        name = args[0].name if args and isinstance(args[0], RSymbol) else "?"
        why = UNSUPPORTED[module]
        raise rt.error("NotImplementedError", f"{module}.{name} is not supported by toque: {why}")

    return method_missing


@proc.method("pid")
def process_pid(rt, self):
    return os.getpid()


@proc.method("ppid")
def process_ppid(rt, self):
    return os.getppid()


@proc.method("uid", "euid")
def process_uid(rt, self):
    return os.getuid()


@proc.method("gid", "egid")
def process_gid(rt, self):
    return os.getgid()


CLOCKS = {
    "CLOCK_REALTIME": time.CLOCK_REALTIME,
    "CLOCK_MONOTONIC": time.CLOCK_MONOTONIC,
    "CLOCK_PROCESS_CPUTIME_ID": time.CLOCK_PROCESS_CPUTIME_ID,
}


@proc.method("clock_gettime")
def process_clock_gettime(rt, self, clock, unit=None):
    if isinstance(clock, RSymbol):  # MRI's emulated clocks, by name
        if clock.name not in _EMULATED:
            raise os_error(rt, OSError(errno.EINVAL, os.strerror(errno.EINVAL)), "")
        seconds = time.clock_gettime(_EMULATED[clock.name])
    else:
        try:
            seconds = time.clock_gettime(num2int(rt, clock))
        except OSError as exc:
            raise os_error(rt, exc, "", "clock_gettime") from None
    name = "float_second" if unit is None else unit.name if isinstance(unit, RSymbol) else ""
    if name not in _UNITS:
        raise rt.error("ArgumentError", f"unexpected unit: {rt.to_s(unit)}")
    scaled = seconds * _UNITS[name]
    return scaled if name.startswith("float_") else int(scaled)


_UNITS = {"float_second": 1, "float_millisecond": 1000, "float_microsecond": 10**6,
          "second": 1, "millisecond": 1000, "microsecond": 10**6, "nanosecond": 10**9}  # fmt: skip
_EMULATED = {
    "GETTIMEOFDAY_BASED_CLOCK_REALTIME": time.CLOCK_REALTIME,
    "TIME_BASED_CLOCK_REALTIME": time.CLOCK_REALTIME,
    "TIMES_BASED_CLOCK_MONOTONIC": time.CLOCK_MONOTONIC,
    "GETRUSAGE_BASED_CLOCK_PROCESS_CPUTIME_ID": time.CLOCK_PROCESS_CPUTIME_ID,
    "TIMES_BASED_CLOCK_PROCESS_CPUTIME_ID": time.CLOCK_PROCESS_CPUTIME_ID,
    "CLOCK_BASED_CLOCK_PROCESS_CPUTIME_ID": time.CLOCK_PROCESS_CPUTIME_ID,
}


@proc.method("times")
def process_times(rt, self):
    """A Process::Tms of this process's and its reaped children's user and system CPU."""
    t = os.times()
    tms = rt.const_get("Process::Tms")
    return rt.send(tms, "new", [t.user, t.system, t.children_user, t.children_system])


def define(rt: Runtime) -> None:
    obj = rt.Object
    if "ENV" not in obj.consts:
        env_obj = RObject(obj)
        obj.consts["ENV"] = env_obj
        rt.singleton_class(env_obj).include(rt.Enumerable)
        env.install(rt)
    for name in UNSUPPORTED:
        if name in obj.consts:
            continue
        mod = rt.define_module(name)
        rt.define_method(rt.singleton_class(mod), "method_missing", unsupported(name))
        rt.define_method(rt.singleton_class(mod), "respond_to_missing?", lambda *a: False)
    process = obj.consts["Process"]
    if "pid" not in rt.singleton_class(process).methods:
        process.consts.update(CLOCKS)
        proc.install(rt)

        struct = obj.consts.get("Struct") or autoload(rt, "Struct")
        names = [RSymbol(n) for n in ("utime", "stime", "cutime", "cstime")]
        tms = rt.send(struct, "new", names)
        process.consts["Tms"] = tms
        tms.name = "Process::Tms"
        from toque.interpreter.stdlib import process

        process.define(rt)
