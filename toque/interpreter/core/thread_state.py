"""Thread's state one may read and set: name, priority, report/abort flags, thread-local
and fiber-local variables, handle_interrupt masks, and ThreadGroup (making and ending
threads is `thread.py`)."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.thread import RThread, current, threads
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError
from toque.runtime import interrupts

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 226  # after thread.py

t_s = Builtins("Thread", singleton=True)
t_i = Builtins("Thread")
tg = Builtins("ThreadGroup")


# -- settings ---------------------------------------------------------------------------------


@t_i.method("name")
def thread_name(rt, self):
    return self.name


@t_i.method("name=")
def thread_set_name(rt, self, name):
    if name is not None and not isinstance(name, RString):
        raise rt.error(
            "TypeError", f"no implicit conversion of {rt.real_class(name).name} into String"
        )
    self.name = RString(name.v) if name is not None else None
    return name


@t_i.method("report_on_exception")
def thread_report(rt, self):
    return threads(rt).report_on_exception if self.report is None else self.report


@t_i.method("report_on_exception=")
def thread_set_report(rt, self, value):
    self.report = rt.truthy(value)
    return value


@t_i.method("abort_on_exception")
def thread_abort(rt, self):
    return self.abort


@t_i.method("abort_on_exception=")
def thread_set_abort(rt, self, value):
    self.abort = rt.truthy(value)
    return value


@t_i.method("priority")
def thread_priority(rt, self):
    return self.priority


@t_i.method("priority=")
def thread_set_priority(rt, self, value):
    self.priority = max(-3, min(3, int(rt.send(value, "to_int", []))))
    return value


# -- thread-local variables -------------------------------------------------------------------


def _key(rt: Runtime, key: Any) -> RSymbol:
    if isinstance(key, RSymbol):
        return key
    if isinstance(key, RString):
        return sym(key.v)
    raise rt.error("TypeError", f"{rt.inspect(key)} is not a symbol nor a string")


@t_i.method("[]")
def thread_aref(rt, self, key):
    return self.fiber_locals.get(_key(rt, key))


@t_i.method("[]=")
def thread_aset(rt, self, key, value):
    if self.frozen:
        raise rt.error("FrozenError", "can't modify frozen thread locals")
    k = _key(rt, key)
    if value is None:
        self.fiber_locals.pop(k, None)
    else:
        self.fiber_locals[k] = value
    return value


@t_i.method("key?")
def thread_has_key(rt, self, key):
    return _key(rt, key) in self.fiber_locals


@t_i.method("keys")
def thread_keys(rt, self):
    return RArray(self.fiber_locals)


@t_i.method("fetch")
def thread_fetch(rt, self, key, *default, block=None):
    if len(default) > 1:
        raise rt.arity_error(len(default) + 1, "1..2")
    k = _key(rt, key)
    if k in self.fiber_locals:
        return self.fiber_locals[k]
    if block is not None:
        return rt.call_proc(block, [k])
    if default:
        return default[0]
    err = rt.error("KeyError", f"key not found: {rt.inspect(k)}")
    err.exc.ivars["@receiver"] = self
    err.exc.ivars["@key"] = k
    raise err


@t_i.method("thread_variable_get")
def thread_variable_get(rt, self, key):
    return self.variables.get(_key(rt, key))


@t_i.method("thread_variable_set")
def thread_variable_set(rt, self, key, value):
    if self.frozen:
        raise rt.error("FrozenError", "can't modify frozen thread locals")
    k = _key(rt, key)
    if value is None:
        self.variables.pop(k, None)
    else:
        self.variables[k] = value
    return value


@t_i.method("thread_variable?")
def thread_variable_p(rt, self, key):
    return _key(rt, key) in self.variables


@t_i.method("thread_variables")
def thread_variables(rt, self):
    return RArray(self.variables)


# -- handle_interrupt ---------------------------------------------------------------------------

TIMINGS = ("immediate", "never", "on_blocking")


def _timing(rt: Runtime, th: RThread, exc: BaseException) -> str:
    """When `exc` may interrupt `th` under its masks: the innermost mask naming one of its
    classes decides (a kill answers to Object and BasicObject only)."""
    if isinstance(exc, RubyError):
        ancestors = exc.exc.cls.ancestors()
    else:
        ancestors = [rt.Object, rt.BasicObject]
    for frame in reversed(th.masks):
        for klass, timing in frame:
            if klass in ancestors:
                return timing
    return "immediate"


@t_s.method("handle_interrupt")
def thread_handle_interrupt(rt, self, masks, *, block=None):
    if block is None:
        raise rt.error("ArgumentError", "block is needed.")
    if not isinstance(masks, RHash):
        raise rt.error("ArgumentError", "unknown mask signature")
    frame = []
    for klass, timing in masks.items():
        if not isinstance(timing, RSymbol) or timing.name not in TIMINGS:
            raise rt.error("ArgumentError", "unknown mask signature")
        frame.append((klass, timing.name))
    th = current(rt)
    ident = threading.get_ident()

    def allows(exc: BaseException) -> bool:
        timing = _timing(rt, th, exc)
        return timing == "immediate" or (timing == "on_blocking" and th.blocked > 0)

    th.masks.append(frame)
    interrupts.mask(ident, allows)
    try:
        result = rt.call_proc(block, [])
    finally:
        th.masks.pop()
        interrupts.mask(ident, allows if th.masks else None)
    interrupts.take()  # what was deferred arrives as the block ends
    return result


def _pending(rt: Runtime, th: RThread, klass: Any) -> bool:
    waiting = interrupts.pending_for(th.ident) if th.ident is not None else None
    if waiting is None:
        return False
    if klass is None:
        return True
    return isinstance(waiting, RubyError) and klass in waiting.exc.cls.ancestors()


@t_s.method("pending_interrupt?")
def class_pending_interrupt(rt, self, klass=None):
    return _pending(rt, current(rt), klass)


@t_i.method("pending_interrupt?")
def thread_pending_interrupt(rt, self, klass=None):
    return _pending(rt, self, klass)


# -- ThreadGroup ------------------------------------------------------------------------------


@t_i.method("group")
def thread_group(rt, self):
    return self.group


def _enclosed(group: Any) -> bool:
    return bool(group.ivars.get("@__enclosed"))


@tg.method("list")
def group_list(rt, self):
    world = threads(rt)
    with world.lock:
        return RArray(th for th in world.live if th.group is self)


@tg.method("add")
def group_add(rt, self, th):
    if not isinstance(th, RThread):
        raise rt.error(
            "TypeError", f"wrong argument type {rt.real_class(th).name} (expected VM/thread)"
        )
    for group, where in ((th.group, "from"), (self, "to")):
        if group is None:
            continue
        if group.frozen:
            raise rt.error("ThreadError", f"can't move {where} the frozen thread group")
        if _enclosed(group):
            raise rt.error("ThreadError", f"can't move {where} the enclosed thread group")
    th.group = self
    return self


@tg.method("enclose")
def group_enclose(rt, self):
    self.ivars["@__enclosed"] = True
    return self


@tg.method("enclosed?")
def group_enclosed(rt, self):
    return _enclosed(self)
