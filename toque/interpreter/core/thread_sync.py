"""Thread::Mutex, Thread::Queue, Thread::SizedQueue and Thread::ConditionVariable (also
at the top level, as Ruby names them), with MRI's ThreadError messages.

Each waits on a Python `threading.Condition` in slices (`thread.wait_until`), so that a
waiting thread still sees `Thread#raise`/`#kill`; ConditionVariable is, as in MRI, a list
of sleeping threads that `signal` wakes, over `Mutex#sleep`.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.number_ops import num2long
from toque.interpreter.core.number_parsing import time_interval
from toque.interpreter.core.thread import blocking, current, wait_until
from toque.interpreter.model.objects import RObject
from toque.runtime import interrupts

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALLED_BY = "thread"  # thread.setup installs these (core/discover.py)

mx_s = Builtins("Thread::Mutex", singleton=True)
mx = Builtins("Thread::Mutex")
q_s = Builtins("Thread::Queue", singleton=True)
q = Builtins("Thread::Queue")
sq_s = Builtins("Thread::SizedQueue", singleton=True)
sq = Builtins("Thread::SizedQueue")
cv_s = Builtins("Thread::ConditionVariable", singleton=True)
cv = Builtins("Thread::ConditionVariable")


def _instance(rt: Runtime, self: Any, kind: type) -> Any:
    if not isinstance(self, kind):
        raise rt.error("TypeError", f"wrong argument type {rt.real_class(self).name}")
    return self


# -- Mutex ------------------------------------------------------------------------------------


class RMutex(RObject):
    __slots__ = ("owner", "cond")

    def __init__(self, cls: Any) -> None:
        super().__init__(cls)
        self.owner: Any = None
        self.cond = threading.Condition()

    def release_by(self, th: Any) -> None:
        with self.cond:
            if self.owner is th:
                self.owner = None
                self.cond.notify()
        if self in th.held:
            th.held.remove(self)


@mx_s.method("new")
def mutex_new(rt, self, *args, block=None):
    m = RMutex(self)
    rt.send(m, "initialize", list(args), block, fcall=True)
    return m


def lock(rt: Runtime, m: RMutex) -> RMutex:
    th = current(rt)
    with m.cond:
        if m.owner is th:
            raise rt.error("ThreadError", "deadlock; recursive locking")
        wait_until(rt, m.cond, lambda: m.owner is None)
        m.owner = th
    th.held.append(m)
    return m


def unlock(rt: Runtime, m: RMutex) -> RMutex:
    th = current(rt)
    with m.cond:
        if m.owner is None:
            raise rt.error("ThreadError", "Attempt to unlock a mutex which is not locked")
        if m.owner is not th:
            raise rt.error(
                "ThreadError",
                "Attempt to unlock a mutex which is locked by another thread/fiber",
            )
        m.owner = None
        m.cond.notify()
    if m in th.held:
        th.held.remove(m)
    return m


@mx.method("lock")
def mutex_lock(rt, self):
    return lock(rt, self)


@mx.method("unlock")
def mutex_unlock(rt, self):
    return unlock(rt, self)


@mx.method("try_lock")
def mutex_try_lock(rt, self):
    th = current(rt)
    with self.cond:
        if self.owner is not None:
            return False
        self.owner = th
    th.held.append(self)
    return True


@mx.method("locked?")
def mutex_locked(rt, self):
    return self.owner is not None


@mx.method("owned?")
def mutex_owned(rt, self):
    return self.owner is current(rt)


@mx.method("synchronize")
def mutex_synchronize(rt, self, *, block=None):
    if block is None:
        raise rt.error("ThreadError", "must be called with a block")
    lock(rt, self)
    try:
        return rt.call_proc(block, [])
    finally:
        if self.owner is current(rt):
            unlock(rt, self)


@mx.method("sleep")
def mutex_sleep(rt, self, timeout=None):
    """Unlock, sleep until woken (or `timeout` seconds), lock again: the seconds slept,
    or nil when the time ran out."""
    seconds = float("inf") if timeout is None else time_interval(rt, timeout)
    unlock(rt, self)
    began = time.monotonic()
    try:
        with blocking(rt):
            interrupts.sleep(seconds)
    finally:
        lock(rt, self)
    slept = time.monotonic() - began
    if timeout is not None and slept >= seconds:
        return None
    return round(slept)


# -- Queue and SizedQueue ---------------------------------------------------------------------


class RQueue(RObject):
    __slots__ = ("items", "cond", "closed", "waiting", "max")

    def __init__(self, cls: Any) -> None:
        super().__init__(cls)
        self.items: deque[Any] = deque()
        self.cond = threading.Condition()
        self.closed = False
        self.waiting = 0
        self.max: int | None = None  # a SizedQueue's capacity


@q_s.method("allocate")
@sq_s.method("allocate")
def queue_allocate(rt, self):
    return RQueue(self)  # what `new` and Marshal make: a queue, not a bare object


@q_s.method("new")
@sq_s.method("new")
def queue_new(rt, self, *args, block=None):
    queue = RQueue(self)
    rt.send(queue, "initialize", list(args), block, fcall=True)
    return queue


@q.method("initialize", visibility="private")
def queue_init(rt, self, items=None):
    if items is not None:
        if not rt.responds(items, "to_a"):
            raise rt.error("TypeError", f"can't convert {rt.real_class(items).name} into Array")
        self.items.extend(rt.send(items, "to_a", []))
    return None


def _closed(rt: Runtime) -> Any:
    return rt.error("ClosedQueueError", "queue closed")


def push(rt: Runtime, queue: RQueue, value: Any, non_block: bool = False) -> RQueue:
    with queue.cond:
        if queue.closed:
            raise _closed(rt)
        if queue.max is not None and len(queue.items) >= queue.max:
            if non_block:
                raise rt.error("ThreadError", "queue full")
            queue.waiting += 1
            try:
                wait_until(rt, queue.cond, lambda: queue.closed or len(queue.items) < queue.max)
            finally:
                queue.waiting -= 1
            if queue.closed:
                raise _closed(rt)
        queue.items.append(value)
        queue.cond.notify_all()
    return queue


def pop(rt: Runtime, queue: RQueue, non_block: bool = False) -> Any:
    with queue.cond:
        if not queue.items:
            if non_block:
                raise rt.error("ThreadError", "queue empty")
            if queue.closed:
                return None
            queue.waiting += 1
            try:
                wait_until(rt, queue.cond, lambda: bool(queue.items) or queue.closed)
            finally:
                queue.waiting -= 1
            if not queue.items:
                return None  # closed while it waited
        value = queue.items.popleft()
        queue.cond.notify_all()  # a SizedQueue's pusher may go on
        return value


@q.method("push", "<<", "enq")
def queue_push(rt, self, value):
    return push(rt, self, value)


@q.method("pop", "shift", "deq")
def queue_pop(rt, self, non_block=False):
    return pop(rt, self, rt.truthy(non_block))


@q.method("close")
def queue_close(rt, self):
    with self.cond:
        self.closed = True
        self.cond.notify_all()
    return self


@q.method("closed?")
def queue_closed(rt, self):
    return self.closed


@q.method("empty?")
def queue_empty(rt, self):
    return not self.items


@q.method("size", "length")
def queue_size(rt, self):
    return len(self.items)


@q.method("clear")
def queue_clear(rt, self):
    with self.cond:
        self.items.clear()
        self.cond.notify_all()
    return self


@q.method("num_waiting")
def queue_num_waiting(rt, self):
    return self.waiting


@q.method("marshal_dump")
def queue_marshal_dump(rt, self):
    raise rt.error("TypeError", f"can't dump {self.cls.name}")


def _capacity(rt: Runtime, value: Any) -> int:
    n = num2long(rt, value)
    if n <= 0:
        raise rt.error("ArgumentError", "queue size must be positive")
    return n


@sq.method("initialize", visibility="private")
def sized_init(rt, self, max):
    self.max = _capacity(rt, max)
    return None


@sq.method("max")
def sized_max(rt, self):
    return self.max


@sq.method("max=")
def sized_set_max(rt, self, value):
    with self.cond:
        self.max = _capacity(rt, value)
        self.cond.notify_all()
    return value


@sq.method("push", "<<", "enq")
def sized_push(rt, self, value, non_block=False):
    return push(rt, self, value, rt.truthy(non_block))


# -- ConditionVariable ------------------------------------------------------------------------


class RCondVar(RObject):
    __slots__ = ("waiters", "lock")

    def __init__(self, cls: Any) -> None:
        super().__init__(cls)
        self.waiters: deque[Any] = deque()  # the threads waiting, first come first woken
        self.lock = threading.Lock()


@cv_s.method("new")
def condvar_new(rt, self, *args, block=None):
    c = RCondVar(self)
    rt.send(c, "initialize", list(args), block, fcall=True)
    return c


@cv.method("wait")
def condvar_wait(rt, self, mutex, timeout=None):
    """Release `mutex`, sleep until signalled (or `timeout`), take it again: what
    `mutex.sleep` answers."""
    th = current(rt)
    with self.lock:
        self.waiters.append(th)
    try:
        return rt.send(mutex, "sleep", [timeout])
    finally:
        with self.lock:
            if th in self.waiters:
                self.waiters.remove(th)


def _wake(th: Any) -> None:
    if not th.done.is_set() and th.ident is not None:
        interrupts.wake(th.ident)


@cv.method("signal")
def condvar_signal(rt, self):
    with self.lock:
        th = self.waiters.popleft() if self.waiters else None
    if th is not None:
        _wake(th)
    return self


@cv.method("broadcast")
def condvar_broadcast(rt, self):
    with self.lock:
        woken, self.waiters = list(self.waiters), deque()
    for th in woken:
        _wake(th)
    return self


@cv.method("marshal_dump")
def condvar_marshal_dump(rt, self):
    raise rt.error("TypeError", f"can't dump {self.cls.name}")


def install(rt: Runtime) -> None:
    thread = rt.const_get("Thread")
    queue = thread.consts.get("Queue") or rt.define_class("Queue", None, thread)
    if "SizedQueue" not in thread.consts:
        rt.define_class("SizedQueue", queue, thread)
    for b in (mx_s, mx, q_s, q, sq_s, sq, cv_s, cv):
        b.install(rt)
    for name in ("Mutex", "Queue", "SizedQueue", "ConditionVariable"):
        rt.Object.consts[name] = thread.consts[name]


__all__ = ["RMutex", "RQueue", "lock", "unlock"]
