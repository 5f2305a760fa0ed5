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
from toque.interpreter.model.objects import RString
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

timeout_s = Builtins("Timeout", singleton=True)
timeout_i = Builtins("Timeout")


class Expired(BaseException):
    """Raised into the running thread by the watcher: no Ruby `rescue` can catch it."""


def interrupt_event(rt: Runtime) -> threading.Event:
    """Set while a timeout has fired: what an interruptible sleep waits on."""
    event = getattr(rt, "timeout_event", None)
    if event is None:
        event = rt.timeout_event = threading.Event()
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
    if seconds is None or seconds == 0:
        return rt.call_proc(block, [seconds])
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or seconds < 0:
        raise rt.error("ArgumentError", "Timeout sec must be a non-negative number")
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

    watcher = threading.Timer(float(seconds), fire)
    watcher.daemon = True
    watcher.start()
    try:
        result = rt.call_proc(block, [seconds])
    except token:
        raise _expired(rt, klass, message) from None
    finally:
        with lock:
            state["done"] = True
            watcher.cancel()
            event.clear()
    if state["fired"]:  # fired as the block returned: take back the exception not yet raised
        _set_async(target, None)
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
