"""open3: capture2/capture2e/capture3 and popen3/popen2/popen2e over real child processes
(Python's `subprocess`), with Process::Status for how each ended (open3.rb of Ruby 3.1).

A command is what Kernel#spawn takes: one string (through /bin/sh when it needs a shell,
as exec decides), or a program and its arguments; an environment Hash may come first."""

from __future__ import annotations

import os
import subprocess
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.file_paths import os_error
from toque.interpreter.core.rio import RIO
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, RSymbol

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

open3_s = Builtins("Open3", singleton=True)
open3_i = Builtins("Open3")
status = Builtins("Process::Status")
waiter = Builtins("Process::Waiter")


class PipeIO(RIO):
    """The reading end of a child's stdout or stderr: read whole on first use (RIO reads
    from `text`), so a reader sees everything the child wrote up to its end."""

    __slots__ = ("pipe",)

    def __init__(self, pipe: Any) -> None:
        super().__init__("pipe")
        self.pipe = pipe

    @property  # type: ignore[override]
    def text(self) -> str | None:
        text = RIO.text.__get__(self)  # type: ignore[attr-defined]
        if text is None and self.pipe is not None:
            text = self.pipe.read()
            self.pipe.close()
            self.pipe = None
            RIO.text.__set__(self, text)  # type: ignore[attr-defined]
        return text

    @text.setter
    def text(self, value: str | None) -> None:
        RIO.text.__set__(self, value)  # type: ignore[attr-defined]


def _writer(pipe: Any) -> RIO:
    io = RIO("pipe")
    io.fh = pipe
    return io


# -- the command ------------------------------------------------------------------------------


def spawn_args(rt: Runtime, args: tuple) -> tuple[Any, dict | None, dict[str, Any]]:
    """(argv or shell string, environment, options) from Ruby's spawn arguments."""
    from toque.interpreter.dsl.shell_out import exec_args

    items = list(args)
    opts: dict[str, Any] = {}
    if items and isinstance(items[-1], RHash):
        opts = {
            (k.name if isinstance(k, RSymbol) else rt.to_s(k)): v for k, v in items.pop().items()
        }
    env = None
    if items and isinstance(items[0], RHash):
        env = dict(os.environ)
        for k, v in items.pop(0).items():
            if v is None:
                env.pop(rt.to_s(k), None)
            else:
                env[rt.to_s(k)] = rt.to_s(v)
    if not items:
        raise rt.error("ArgumentError", "wrong number of arguments (given 0, expected 1+)")
    if isinstance(items[0], RArray):  # [program, argv0]
        if len(items[0]) != 2:
            raise rt.error("ArgumentError", "wrong first argument")
        items[0] = items[0][0]
    words = [rt.to_s(x) for x in items]
    command = exec_args(words[0]) if len(words) == 1 else words
    return command, env, opts


def start(rt: Runtime, args: tuple, stdin: Any, stdout: Any, stderr: Any) -> subprocess.Popen:
    command, env, opts = spawn_args(rt, args)
    chdir = opts.get("chdir")
    try:
        return subprocess.Popen(
            command,
            shell=isinstance(command, str),
            stdin=stdin,
            stdout=stdout,
            stderr=stderr,
            env=env,
            cwd=rt.to_s(chdir) if chdir is not None else None,
            text=True,
            encoding="utf-8",
            errors="surrogateescape",
        )
    except OSError as exc:
        program = command.split()[0] if isinstance(command, str) else command[0]
        raise os_error(rt, exc, "", str(exc.filename or program)) from None


# -- Process::Status --------------------------------------------------------------------------


def new_status(rt: Runtime, pid: int, returncode: int) -> RObject:
    obj = RObject(rt.const_get("Process::Status"))
    obj.ivars["@__status"] = (pid, returncode)
    return obj


def _st(obj: Any) -> tuple[int, int]:
    return obj.ivars["@__status"]


@status.method("pid")
def st_pid(rt, self):
    return _st(self)[0]


@status.method("exitstatus")
def st_exitstatus(rt, self):
    code = _st(self)[1]
    return code if code >= 0 else None


@status.method("success?")
def st_success(rt, self):
    code = _st(self)[1]
    return code == 0 if code >= 0 else None


@status.method("exited?")
def st_exited(rt, self):
    return _st(self)[1] >= 0


@status.method("signaled?")
def st_signaled(rt, self):
    return _st(self)[1] < 0


@status.method("termsig")
def st_termsig(rt, self):
    code = _st(self)[1]
    return -code if code < 0 else None


@status.method("stopped?", "coredump?")
def st_stopped(rt, self):
    return False


@status.method("stopsig")
def st_stopsig(rt, self):
    return None


@status.method("to_i")
def st_to_i(rt, self):
    code = _st(self)[1]
    return code << 8 if code >= 0 else -code  # the wait(2) status word


@status.method("==")
def st_eq(rt, self, other):
    return other is self or (isinstance(other, int) and other == st_to_i(rt, self))


def _describe(pid: int, code: int) -> str:
    if code >= 0:
        return f"pid {pid} exit {code}"
    import signal

    try:
        name = signal.Signals(-code).name
    except ValueError:
        name = str(-code)
    return f"pid {pid} {name} (signal {-code})"


@status.method("to_s")
def st_to_s(rt, self):
    return RString(_describe(*_st(self)))


@status.method("inspect")
def st_inspect(rt, self):
    return RString(f"#<Process::Status: {_describe(*_st(self))}>")


# -- the waiter (the thread popen3 yields) ------------------------------------------------------


def new_waiter(rt: Runtime, proc: subprocess.Popen) -> RObject:
    obj = RObject(rt.const_get("Process::Waiter"))
    obj.ivars["@__proc"] = proc
    return obj


@waiter.method("value", "join")
def wt_value(rt, self, limit=None):
    proc = self.ivars["@__proc"]
    proc.wait()
    if "@__value" not in self.ivars:
        self.ivars["@__value"] = new_status(rt, proc.pid, proc.returncode)
    return self.ivars["@__value"]


@waiter.method("pid")
def wt_pid(rt, self):
    return self.ivars["@__proc"].pid


@waiter.method("[]")
def wt_aref(rt, self, key):
    name = key.name if isinstance(key, RSymbol) else rt.to_s(key)
    return self.ivars["@__proc"].pid if name == "pid" else None


@waiter.method("alive?")
def wt_alive(rt, self):
    return self.ivars["@__proc"].poll() is None


# -- Open3 ------------------------------------------------------------------------------------


def _split_opts(rt: Runtime, args: tuple) -> tuple[tuple, str | None]:
    """Take capture's own options (stdin_data, binmode) off; the rest go to spawn."""
    if not args or not isinstance(args[-1], RHash):
        return args, None
    rest = RHash()
    data = None
    for k, v in args[-1].items():
        name = k.name if isinstance(k, RSymbol) else rt.to_s(k)
        if name == "stdin_data":
            data = rt.to_s(v)
        elif name != "binmode":
            rest.set(k, v)
    return (*args[:-1], rest) if len(rest) else args[:-1], data


def capture(rt: Runtime, args: tuple, merge: bool, want_err: bool) -> tuple:
    args, data = _split_opts(rt, args)
    err = subprocess.STDOUT if merge else subprocess.PIPE if want_err else None
    proc = start(rt, args, subprocess.PIPE, subprocess.PIPE, err)
    out, errtext = proc.communicate(data or "")
    return out, errtext, new_status(rt, proc.pid, proc.returncode)


@open3_s.method("capture3")
@open3_i.method("capture3", visibility="private")
def capture3(rt, self, *args):
    out, err, st = capture(rt, args, False, True)
    return RArray([RString(out), RString(err or ""), st])


@open3_s.method("capture2")
@open3_i.method("capture2", visibility="private")
def capture2(rt, self, *args):
    out, _err, st = capture(rt, args, False, False)
    return RArray([RString(out), st])


@open3_s.method("capture2e")
@open3_i.method("capture2e", visibility="private")
def capture2e(rt, self, *args):
    out, _err, st = capture(rt, args, True, False)
    return RArray([RString(out), st])


def popen(rt: Runtime, args: tuple, block: Any, streams: str) -> Any:
    """popen3 ("ioe"), popen2 ("io"), popen2e ("im"): yield the pipes and the waiter."""
    err = {"e": subprocess.PIPE, "m": subprocess.STDOUT}.get(streams[-1])
    proc = start(rt, args, subprocess.PIPE, subprocess.PIPE, err)
    ios: list[Any] = [_writer(proc.stdin), PipeIO(proc.stdout)]
    if streams == "ioe":
        ios.append(PipeIO(proc.stderr))
    thread = new_waiter(rt, proc)
    values = [*ios, thread]
    if block is None:
        return RArray(values)
    try:
        return rt.call_proc(block, values)
    finally:
        for io in ios:
            if not io.closed:
                if isinstance(io, PipeIO) and io.pipe is not None:
                    io.pipe.close()
                if io.fh is not None:
                    io.fh.close()
                io.closed = True
        proc.wait()


@open3_s.method("popen3")
@open3_i.method("popen3", visibility="private")
def popen3(rt, self, *args, block=None):
    return popen(rt, args, block, "ioe")


@open3_s.method("popen2")
@open3_i.method("popen2", visibility="private")
def popen2(rt, self, *args, block=None):
    return popen(rt, args, block, "io")


@open3_s.method("popen2e")
@open3_i.method("popen2e", visibility="private")
def popen2e(rt, self, *args, block=None):
    return popen(rt, args, block, "im")


@open3_s.method("pipeline_r")
def pipeline_r(rt, self, *commands, block=None):
    """The commands joined by a shell pipe; yields the last one's output and the waiters."""
    from shlex import join

    parts = [join([rt.to_s(x) for x in c]) if isinstance(c, RArray) else rt.to_s(c)
             for c in commands]  # fmt: skip
    proc = start(rt, (RString(" | ".join(parts)),), subprocess.DEVNULL, subprocess.PIPE, None)
    values = [PipeIO(proc.stdout), RArray([new_waiter(rt, proc)])]
    if block is None:
        return RArray(values)
    try:
        return rt.call_proc(block, values)
    finally:
        proc.wait()


def define(rt: Runtime) -> None:
    if "Open3" in rt.Object.consts:
        return
    from toque.interpreter.core import env_lib, file_lib

    file_lib.define(rt)
    env_lib.define(rt)
    process = rt.const_get("Process")
    if "Status" not in process.consts:
        rt.define_class("Status", rt.Object, process)
        rt.define_class("Waiter", rt.Object, process)
    rt.define_module("Open3")
    for b in (open3_s, open3_i, status, waiter):
        b.install(rt)
