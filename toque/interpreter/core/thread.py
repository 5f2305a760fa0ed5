"""Thread: Ruby threads on Python threads (daemon threads: the program ends when its main
thread does, as Ruby kills the others then).

What one thread asks of another (`raise`, `kill`, `wakeup`) is delivered cooperatively:
`runtime/interrupts` leaves it for the thread, which acts on it at its next safe point — a
Ruby method call, a block call, a `sleep`, a wait for a lock, a queue or a join. A thread
spinning in a `while` loop that calls nothing is not interrupted. `$~`, `$_` and `$!` are
each thread's own (`model/thread_local`). Mutex, Queue and ConditionVariable are in
`thread_sync.py`.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.backtrace import entries, format_entry, location, shown_path, window
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.exceptions import local_jump, report_text
from toque.interpreter.core.kernel import make_raise
from toque.interpreter.core.number_ops import num2dbl
from toque.interpreter.core.warning import write_err
from toque.interpreter.model.classes import RClass
from toque.interpreter.model.objects import RArray, RObject, RString, RSymbol
from toque.interpreter.model.signals import (
    BreakSignal,
    ReturnSignal,
    RubyError,
    ThrowSignal,
)
from toque.interpreter.model.thread_local import Globals, enter_thread
from toque.runtime import interrupts

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 225  # after backtrace.py, which makes `Thread` for Thread::Backtrace
STACK_BYTES = 256 * 1024 * 1024  # a Ruby thread recurses deeply too (program.py's main: 1 GiB)
SLICE = interrupts.SLICE  # seconds between looks at a thread's interrupts while it waits

t_s = Builtins("Thread", singleton=True)
t_i = Builtins("Thread")
tg = Builtins(
    "ThreadGroup"
)  # made here: setup() sets ThreadGroup::Default; its methods: thread_state.py

_local = threading.local()  # `thread`: the RThread the calling Python thread runs
_stack_lock = threading.Lock()  # threading.stack_size is process-wide: set it for one start


class ThreadKill(BaseException):
    """`Thread#kill` arriving: ends the thread; no `rescue` stops it, `ensure` runs."""


class RThread(RObject):
    """A Ruby Thread: the Python thread running it and what Ruby asks of it."""

    __slots__ = (
        "ident",
        "started",
        "done",
        "value",
        "error",
        "fiber_locals",
        "variables",
        "specials",
        "name",
        "report",
        "abort",
        "blocked",
        "priority",
        "site",
        "held",
        "group",
        "masks",
    )

    def __init__(self, cls: Any) -> None:
        super().__init__(cls)
        self.ident: int | None = None
        self.started = False
        self.done = threading.Event()
        self.value: Any = None
        self.error: Any = None  # the Ruby exception it died of
        self.fiber_locals: dict[RSymbol, Any] = {}  # Thread#[] (fiber-local in MRI)
        self.variables: dict[RSymbol, Any] = {}  # thread_variable_get/set
        self.specials: dict[str, Any] = {}  # its own $~, $_ and $!
        self.name: Any = None
        self.report: bool | None = None  # None: the class-wide default when it started
        self.abort = False
        self.blocked = 0  # > 0 while it sleeps or waits: its status is "sleep"
        self.priority = 0
        self.site = ""  # " FILE:LINE" of its block, for inspect
        self.held: list[Any] = []  # the mutexes it holds, released when it ends
        self.group: Any = None  # its ThreadGroup (its creator's, at first)
        self.masks: list[list[tuple[Any, str]]] = []  # handle_interrupt's, innermost last


class Threads:
    """A world's threads: the main one, those alive, the class-wide settings."""

    def __init__(self, rt: Runtime) -> None:
        self.main = RThread(rt.const_get("Thread"))
        self.main.ident = threading.get_ident()
        self.main.started = True
        self.main.group = rt.const_get("ThreadGroup").consts["Default"]
        self.live: list[RThread] = [self.main]
        self.lock = threading.Lock()
        self.report_on_exception = True
        self.abort_on_exception = False


def threads(rt: Runtime) -> Threads:
    world = getattr(rt, "threads", None)
    if world is None:
        world = rt.threads = Threads(rt)
    return world


def current(rt: Runtime) -> RThread:
    th = getattr(_local, "thread", None)
    world = threads(rt)
    if th is not None and th in world.live:
        return th
    return world.main


@contextmanager
def blocking(rt: Runtime) -> Iterator[RThread]:
    """While the calling thread waits: its status reads "sleep"."""
    th = current(rt)
    th.blocked += 1
    try:
        yield th
    finally:
        th.blocked -= 1


def fatal(rt: Runtime, message: str) -> RubyError:
    """MRI's `fatal` (not rescuable by name: it has no constant)."""
    klass = getattr(rt, "fatal_class", None)
    if klass is None:
        klass = rt.fatal_class = RClass("fatal", rt.Exception)
    return RubyError(rt.new_exception(klass, RString(message)))


def wait_until(
    rt: Runtime, cond: threading.Condition, ready: Callable[[], bool], timeout: float | None = None
) -> bool:
    """Wait (holding `cond`) until `ready()`, at most `timeout` seconds; False on timeout.
    Interrupts posted to the thread are raised between slices; waiting for ever in the
    only thread alive is MRI's deadlock error rather than a hang."""
    end = None if timeout is None else time.monotonic() + timeout
    world = threads(rt)
    with blocking(rt) as th:
        while not ready():
            cond.release()
            try:
                interrupts.check()
                if end is None and th is world.main and len(world.live) == 1:
                    raise fatal(rt, "No live threads left. Deadlock?")
            finally:
                cond.acquire()
            if ready():
                break
            left = SLICE if end is None else min(SLICE, end - time.monotonic())
            if left <= 0:
                return False
            cond.wait(left)
    return True


# -- making and running threads -------------------------------------------------------------


def start(rt: Runtime, th: RThread, block: Any, args: list) -> RThread:
    if block is None:
        raise rt.error("ThreadError", "must be called with a block")
    if th.started:
        raise rt.error("ThreadError", "already initialized thread")
    world = threads(rt)
    if isinstance(rt.globals, Globals):
        rt.globals.per_thread()  # from now on $~, $_ and $! are per thread
    th.started = True
    th.group = current(rt).group
    node = getattr(getattr(block, "code", None), "node", None)
    if node is not None:
        th.site = f" {shown_path(rt, node.file)}:{node.line}"
    with world.lock:
        world.live.append(th)
    py = threading.Thread(target=_run, args=(rt, th, block, args), daemon=True, name="ruby")
    with _stack_lock:
        old = threading.stack_size()
        threading.stack_size(STACK_BYTES)
        try:
            py.start()
        finally:
            threading.stack_size(old)
    th.ident = py.ident
    return th


def _run(rt: Runtime, th: RThread, block: Any, args: list) -> None:
    _local.thread = th
    enter_thread(th.specials)
    th.ident = threading.get_ident()
    try:
        _body(rt, th, block, args)
    except BaseException:  # noqa: BLE001, S110 - a kill arriving while it reports its error
        pass  # ends the report; nothing may escape a thread (Python would print it)
    finally:
        _finish(rt, th)


def _body(rt: Runtime, th: RThread, block: Any, args: list) -> None:
    try:
        th.value = rt.call_proc(block, args)
    except ThreadKill:
        pass
    except RubyError as err:
        _died(rt, th, err)
    except BreakSignal as sig:
        _died(rt, th, local_jump(rt, "break", sig.value))
    except ReturnSignal as sig:
        _died(rt, th, local_jump(rt, "return", sig.value))
    except ThrowSignal as sig:
        _died(rt, th, rt.error("UncaughtThrowError", f"uncaught throw {rt.inspect(sig.tag)}"))
    except KeyboardInterrupt:
        th.error = rt.new_exception(rt.exception_class("Interrupt"), RString(""))
    except BaseException as exc:  # noqa: BLE001 - a Python error becomes the Ruby one
        _died(rt, th, rt.ruby_exception(exc))


def _died(rt: Runtime, th: RThread, err: RubyError) -> None:
    th.error = err.exc
    world = threads(rt)
    if rt.exception_class("SystemExit") in err.exc.cls.ancestors():
        return  # `exit` in a thread ends the thread; join raises it again
    report = world.report_on_exception if th.report is None else th.report
    if report:
        head = f"{inspect_thread(rt, th)} terminated with exception (report_on_exception is true):"
        write_err(rt, f"{head}\n{report_text(rt, err.exc)}")
    if th.abort or world.abort_on_exception:
        interrupts.post(world.main.ident, RubyError(err.exc))


def _finish(rt: Runtime, th: RThread) -> None:
    for mutex in list(th.held):  # a dead thread's mutexes are unlocked, as in MRI
        mutex.release_by(th)
    world = threads(rt)
    with world.lock:
        if th in world.live:
            world.live.remove(th)
    if th.ident is not None:
        interrupts.discard(th.ident)
    th.done.set()


def _thread_new(rt, cls, args, block, init: bool) -> RThread:
    th = RThread(cls)
    if not init:
        return start(rt, th, block, list(args))
    if block is None and cls is rt.const_get("Thread"):
        raise rt.error("ThreadError", "must be called with a block")
    rt.send(th, "initialize", list(args), block, fcall=True)
    if not th.started:
        raise rt.error("ThreadError", f"uninitialized thread - check `{cls.name}#initialize'")
    return th


@t_s.method("new")
def thread_new(rt, self, *args, block=None):
    return _thread_new(rt, self, args, block, True)


@t_s.method("start", "fork")
def thread_start(rt, self, *args, block=None):
    return _thread_new(rt, self, args, block, False)


@t_i.method("initialize", visibility="private")
def thread_init(rt, self, *args, block=None):
    return start(rt, self, block, list(args))


# -- the class's own methods ------------------------------------------------------------------


@t_s.method("current")
def thread_current(rt, self):
    return current(rt)


@t_s.method("main")
def thread_main(rt, self):
    return threads(rt).main


@t_s.method("list")
def thread_list(rt, self):
    world = threads(rt)
    with world.lock:
        return RArray(list(world.live))


@t_s.method("pass")
def thread_pass(rt, self):
    interrupts.check()
    time.sleep(0)  # lets another Python thread take the interpreter lock
    return None


@t_s.method("stop")
def thread_stop(rt, self):
    world = threads(rt)
    th = current(rt)
    if th is world.main and len(world.live) == 1:
        raise rt.error("ThreadError", "stopping only thread\n\tnote: use sleep to stop forever")
    with blocking(rt):
        interrupts.sleep(float("inf"))
    return None


@t_s.method("exit")
def thread_exit_current(rt, self):
    return kill(rt, current(rt))


@t_s.method("kill")
def thread_kill_of(rt, self, th):
    if not isinstance(th, RThread):
        raise rt.error(
            "TypeError", f"wrong argument type {rt.real_class(th).name} (expected VM/thread)"
        )
    return kill(rt, th)


@t_s.method("abort_on_exception")
def class_abort(rt, self):
    return threads(rt).abort_on_exception


@t_s.method("abort_on_exception=")
def class_set_abort(rt, self, value):
    threads(rt).abort_on_exception = rt.truthy(value)
    return value


@t_s.method("report_on_exception")
def class_report(rt, self):
    return threads(rt).report_on_exception


@t_s.method("report_on_exception=")
def class_set_report(rt, self, value):
    threads(rt).report_on_exception = rt.truthy(value)
    return value


# -- a thread's life --------------------------------------------------------------------------


def kill(rt: Runtime, th: RThread) -> RThread:
    world = threads(rt)
    if th.done.is_set():
        return th
    if th is world.main:  # ending the main thread ends the program
        exc = rt.new_exception(rt.exception_class("SystemExit"), RString("exit"))
        exc.ivars["@status"] = 0
        if current(rt) is th:
            raise RubyError(exc)
        interrupts.post(th.ident, RubyError(exc))
        return th
    if current(rt) is th:
        raise ThreadKill
    if th.ident is not None:
        interrupts.post(th.ident, ThreadKill())
    return th


@t_i.method("kill", "exit", "terminate")
def thread_kill(rt, self):
    return kill(rt, self)


@t_i.method("raise")
def thread_raise(rt, self, *args):
    if self.done.is_set():
        return None
    err = make_raise(rt, args)
    if current(rt) is self:
        raise err
    interrupts.post(self.ident, err)
    return None


@t_i.method("wakeup")
def thread_wakeup(rt, self):
    if self.done.is_set():
        raise rt.error("ThreadError", "killed thread")
    interrupts.wake(self.ident)
    return self


@t_i.method("run")
def thread_run(rt, self):
    thread_wakeup(rt, self)
    time.sleep(0)
    return self


def join(rt: Runtime, th: RThread, limit: Any = None) -> bool:
    """Wait for `th` to end (at most `limit` seconds); raise what it died of."""
    world = threads(rt)
    me = current(rt)
    if th is me:
        raise rt.error("ThreadError", "Target thread must not be current thread")
    if th is world.main:
        raise rt.error("ThreadError", "Target thread must not be main thread")
    timeout = None if limit is None else max(num2dbl(rt, limit), 0.0)
    end = None if timeout is None else time.monotonic() + timeout
    with blocking(rt):
        while not th.done.is_set():
            interrupts.check()
            left = SLICE if end is None else min(SLICE, end - time.monotonic())
            if left <= 0:
                return False
            th.done.wait(left)
    if th.error is not None:
        raise RubyError(th.error)
    return True


@t_i.method("join")
def thread_join(rt, self, limit=None):
    return self if join(rt, self, limit) else None


@t_i.method("value")
def thread_value(rt, self):
    join(rt, self)
    return self.value


def status(rt: Runtime, th: RThread) -> Any:
    if th.done.is_set():
        return None if th.error is not None else False
    return "sleep" if th.blocked else "run"


@t_i.method("status")
def thread_status(rt, self):
    s = status(rt, self)
    return RString(s) if isinstance(s, str) else s


@t_i.method("alive?")
def thread_alive(rt, self):
    return not self.done.is_set()


@t_i.method("stop?")
def thread_stopped(rt, self):
    return self.done.is_set() or self.blocked > 0


def inspect_thread(rt: Runtime, th: RThread) -> str:
    s = status(rt, th)
    state = "dead" if not isinstance(s, str) else s
    name = f"@{th.name.v}" if isinstance(th.name, RString) else ""
    return f"#<{th.cls.name}:0x{id(th):016x}{name}{th.site} {state}>"


@t_i.method("inspect", "to_s")
def thread_inspect(rt, self):
    return RString(inspect_thread(rt, self))


def _stack(rt: Runtime, th: RThread) -> list[Any] | None:
    """The thread's Ruby stack, innermost first (None once it has ended)."""
    if th.done.is_set():
        return None
    if th is current(rt):
        return entries(rt, sys._getframe(1))
    frame = sys._current_frames().get(th.ident) if th.ident is not None else None
    return entries(rt, frame) if frame is not None else []


def _limit(rt: Runtime, found: list[Any], args: tuple) -> list[Any] | None:
    """`backtrace(start = 0, length = nil)`, read as Kernel#caller reads its own."""
    if len(args) > 2:
        raise rt.arity_error(len(args), "0..2")
    return window(rt, found, args[0] if args else 0, args[1] if len(args) > 1 else None)


@t_i.method("backtrace")
def thread_backtrace(rt, self, *args):
    found = _stack(rt, self)
    if found is None:
        return None
    found = _limit(rt, found, args)
    return None if found is None else RArray(RString(format_entry(rt, e)) for e in found)


@t_i.method("backtrace_locations")
def thread_backtrace_locations(rt, self, *args):
    found = _stack(rt, self)
    if found is None:
        return None
    found = _limit(rt, found, args)
    return None if found is None else RArray(location(rt, e) for e in found)


@t_i.method("native_thread_id")
def thread_native_id(rt, self):
    if self.done.is_set():
        return None
    for py in threading.enumerate():
        if py.ident == self.ident:
            return py.native_id
    return None


def end_threads(rt: Runtime, grace: float = 2.0) -> None:
    """The program is over (a run's end): kill the world's other threads as Ruby does when
    its main thread ends, and give them `grace` seconds to run their `ensure` clauses
    (a server's closes its sockets)."""
    world = getattr(rt, "threads", None)
    if world is None:
        return
    if world.main.ident is not None:  # nothing more is delivered to the main thread
        interrupts.discard(world.main.ident)
    with world.lock:
        others = [th for th in world.live if th is not world.main]
    for th in others:
        if th.ident is not None:
            interrupts.post(th.ident, ThreadKill())
    end = time.monotonic() + grace
    for th in others:
        th.done.wait(max(end - time.monotonic(), 0))


def setup(rt: Runtime) -> None:
    """Mutex, Queue, SizedQueue and ConditionVariable live under Thread, and at the top;
    ThreadGroup::Default holds the threads no group was given to."""
    from toque.interpreter.core import thread_sync

    thread_sync.install(rt)
    group = rt.const_get("ThreadGroup")
    group.consts.setdefault("Default", RObject(group))


__all__ = ["RThread", "blocking", "current", "threads", "wait_until"]
