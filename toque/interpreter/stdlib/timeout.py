"""timeout: Timeout.timeout(sec) { } raising Timeout::Error ("execution expired") when the
block runs too long. As timeout.rb does, a watcher thread interrupts the running one: here
with an asynchronous exception (CPython's PyThreadState_SetAsyncExc), which lands between
two bytecodes; Kernel#sleep waits on `interrupt_event` so that a sleeping block wakes too.
A blocking system call (a child process, a socket) is interrupted only once it returns."""

from __future__ import annotations

import ctypes
import threading
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_parsing import time_interval
from toque.interpreter.model.objects import RString
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

timeout_s = Builtins("Timeout", singleton=True)
timeout_i = Builtins("Timeout")


class Expired(BaseException):
    """Raised into the running thread by the watcher: no Ruby `rescue` can catch it."""


def interrupt_event(rt: Runtime) -> threading.Event:
    """Set while a timeout of the calling thread has fired: what its interruptible sleep
    waits on (each thread its own: a timeout in one thread wakes no other)."""
    events = getattr(rt, "timeout_events", None)
    if events is None:
        events = rt.timeout_events = {}
    event = events.get(threading.get_ident())
    if event is None:
        event = events[threading.get_ident()] = threading.Event()
    return event


def _set_async(thread_id: int, exc_type: type | None) -> None:
    ctypes.pythonapi.PyThreadState_SetAsyncExc(
        ctypes.c_ulong(thread_id), ctypes.py_object(exc_type) if exc_type else None
    )


def _expired(rt: Runtime, klass: Any, message: Any) -> RubyError:
    text = rt.to_s(message) if message is not None else "execution expired"
    cls = klass if klass is not None else rt.const_get("Timeout::Error")
    return RubyError(rt.new_exception(cls, RString(text)))


def run_with_timeout(rt: Runtime, seconds: Any, klass: Any, message: Any, block: Any) -> Any:
    if block is None:
        raise rt.error("ArgumentError", "no block given")
    if seconds is None or rt.truthy(rt.send(seconds, "zero?", [])):
        return rt.call_proc(block, [seconds])
    # timeout.rb's watcher thread sleeps `seconds`: a bad interval raises sleep's error
    # (MRI raises it into the block once the watcher starts; here before the block runs).
    interval = time_interval(rt, seconds)
    if interval > threading.TIMEOUT_MAX:  # centuries: a watcher that never fires
        return rt.call_proc(block, [seconds])
    token = type("Expired", (Expired,), {})  # this call's own: nested timeouts stay apart
    target = threading.get_ident()
    lock = threading.Lock()
    state = {"done": False, "fired": False}
    event = interrupt_event(rt)

    def fire() -> None:
        with lock:
            if state["done"]:
                return
            state["fired"] = True
            _set_async(target, token)
            event.set()

    watcher = threading.Timer(interval, fire)
    watcher.daemon = True
    # The watcher may fire at any bytecode from its start on (even inside `start()`, for a
    # tiny `seconds`) until `done` is set: that whole stretch is inside `except token`, and
    # an exception fired but not yet raised is taken back before leaving it.
    try:
        try:
            watcher.start()
            result = rt.call_proc(block, [seconds])
        finally:
            with lock:
                state["done"] = True
            if state["fired"]:
                _set_async(target, None)
    except token:
        raise _expired(rt, klass, message) from None
    finally:
        watcher.cancel()
        event.clear()
    return result


@timeout_s.method("timeout")
@timeout_i.method("timeout", visibility="private")
def timeout(rt, self, seconds, klass=None, message=None, *, block=None):
    return run_with_timeout(rt, seconds, klass, message, block)


def define(rt: Runtime) -> None:
    if "Timeout" in rt.Object.consts:
        return
    mod = rt.define_module("Timeout")
    rt.define_class("Error", rt.const_get("RuntimeError"), mod)
    for b in (timeout_s, timeout_i):
        b.install(rt)
