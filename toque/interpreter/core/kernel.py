"""Kernel's global functions: output, raise, loop, require, eval, conversions, processes.
Object's methods (identity, reflection…), also Kernel's in MRI, are in object_methods.py."""

from __future__ import annotations

import os
import subprocess
import threading
import time
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.backtrace import remember
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.enum import enumerator_for
from toque.interpreter.core.number_ops import num2int
from toque.interpreter.core.number_parsing import time_interval
from toque.interpreter.core.pretty import pretty
from toque.interpreter.model.classes import RModule
from toque.interpreter.model.frames import RProc
from toque.interpreter.model.objects import (
    RArray,
    RHash,
    RObject,
    RString,
    RSymbol,
    sym,
)
from toque.interpreter.model.signals import RubyError, ThrowSignal
from toque.runtime import interrupts
from toque.runtime.backends.processes import spawn, supervised

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 10  # installed at start-up, in this order (core/discover.py)

k = Builtins("Kernel")
basic = Builtins("BasicObject")


@basic.method("method_missing", visibility="private")
def method_missing(rt, self, name, *args, block=None):
    """What `super` in a method_missing reaches: the NoMethodError Ruby raises."""
    n = name.name if isinstance(name, RSymbol) else rt.to_s(name)
    err = rt.error("NoMethodError", f"undefined method `{n}' for {rt.describe(self)}")
    err.exc.ivars["@name"] = sym(n)
    err.exc.ivars["@receiver"] = self
    err.exc.ivars["@args"] = RArray(args)
    raise err


# Names `require` accepts without loading anything: toque provides them built in.
# Chef's own layer: toque provides the `Chef` namespace itself (issue 14 grows it).


def write_out(rt: Runtime, text: str) -> None:
    out = rt.globals.get("$stdout")
    if out is None or getattr(out, "is_stdout", False) or not isinstance(out, RObject):
        rt.write(text)
    else:
        rt.send(out, "write", [RString(text)])


def puts_lines(rt: Runtime, args: tuple) -> str:
    if not args:
        return "\n"
    out: list[str] = []

    def emit(v: Any, seen: set) -> None:
        if isinstance(v, RObject) and rt.responds(v, "to_ary", True):
            v = rt.send(v, "to_ary", [], None, True)
        if isinstance(v, RArray):
            if id(v) in seen:
                out.append("[...]\n")
                return
            seen.add(id(v))
            if not v:
                return
            for x in v:
                emit(x, seen)
            seen.discard(id(v))
            return
        s = rt.to_s(v)
        out.append(s if s.endswith("\n") else s + "\n")

    for a in args:
        emit(a, set())  # `puts []` prints nothing, as in MRI 3.1
    return "".join(out)


@k.method("puts")
def puts(rt, self, *args):
    write_out(rt, puts_lines(rt, args))
    return None


@k.method("print")
def print_(rt, self, *args):
    write_out(rt, "".join(rt.to_s(a) for a in args))
    return None


@k.method("printf")
def printf(rt, self, *args):
    if args:
        from toque.interpreter.core.format import sprintf

        write_out(rt, sprintf(rt, rt.to_s(args[0]), list(args[1:])))
    return None


@k.method("putc")
def putc(rt, self, ch):
    from toque.interpreter.core.binary import putc_text

    write_out(rt, putc_text(rt, ch))
    return ch


@k.method("p")
def p(rt, self, *args):
    for a in args:
        write_out(rt, rt.inspect(a) + "\n")
    if not args:
        return None
    return args[0] if len(args) == 1 else RArray(args)


@k.method("pp")
def pp(rt, self, *args):

    for a in args:
        write_out(rt, pretty(rt, a) + "\n")
    if not args:
        return None
    return args[0] if len(args) == 1 else RArray(args)


@k.method("require")
def require(rt, self, name):
    feature = rt.to_s(name)
    if feature in rt.loaded_features:
        return False
    found = _ruby_file(rt, feature)
    if found is not None:  # a path, or a file on $LOAD_PATH: run it once
        return require_file(rt, found)
    provided = rt.hooks.require_library(rt, feature)
    if provided is None:  # a library of the world toque is embedded in (Chef's `chef/…`)
        provided = rt.provides_feature is not None and rt.provides_feature(feature)
    if not provided:
        err = rt.error("LoadError", f"cannot load such file -- {feature}")
        err.exc.ivars["@path"] = RString(feature)  # LoadError#path: what could not load
        raise err
    rt.loaded_features.add(feature)
    return True


@k.method("load")
def load_(rt, self, name, wrap=False):
    """Kernel#load: run the file again at every call (no .rb added, not recorded as a
    feature): the path as given, else found in a $LOAD_PATH folder."""
    filename = os.path.expanduser(rt.to_s(name))
    path = filename if os.path.isfile(filename) else None
    if path is None and not filename.startswith(("/", "./", "../")):
        for folder in rt.globals.get("$LOAD_PATH") or ():
            candidate = os.path.join(rt.to_s(folder), filename)
            if os.path.isfile(candidate):
                path = candidate
                break
    if path is None:
        err = rt.error("LoadError", f"cannot load such file -- {filename}")
        err.exc.ivars["@path"] = RString(filename)
        raise err
    _run_ruby_file(rt, os.path.abspath(path))
    return True


def _ruby_file(rt: Runtime, feature: str) -> str | None:
    """The file `require feature` runs, if it names one: an absolute or ./ path, or
    FEATURE.rb in a $LOAD_PATH folder (a library of toque's own is not a file)."""
    if feature.startswith(("/", "./", "../", "~")):
        path = os.path.expanduser(feature)
        return path if os.path.isfile(path if path.endswith(".rb") else path + ".rb") else None
    for folder in rt.globals.get("$LOAD_PATH") or ():
        path = os.path.join(rt.to_s(folder), feature)
        if os.path.isfile(path if path.endswith(".rb") else path + ".rb"):
            return path
    return None


def require_file(rt: Runtime, path: str) -> bool:
    """`require_relative`: run a Ruby file once."""
    feature = path[:-3] if path.endswith(".rb") else path
    path = os.path.abspath(feature + ".rb")
    if path in rt.loaded_features:
        return False
    if not os.path.isfile(path):
        raise rt.error("LoadError", f"cannot load such file -- {os.path.abspath(feature)}")
    rt.loaded_features.add(path)
    _run_ruby_file(rt, path)
    return True


def _run_ruby_file(rt: Runtime, path: str) -> None:
    """Parse and run a Ruby file; its errors are located in it."""
    rt.hooks.load_file(rt, path)


@k.method("raise", "fail")
def raise_(rt, self, *args):
    import sys

    err = make_raise(rt, args)
    remember(err.exc, sys._getframe(0), skip_builtins=1)  # `raise` itself is no frame
    current = rt.globals.get("$!")
    if current is not None and current is not err.exc and "@__cause" not in err.exc.ivars:
        err.exc.ivars["@__cause"] = current  # the exception being handled
    raise err


def make_raise(rt: Runtime, args: tuple) -> RubyError:
    kwargs = None
    if args and isinstance(args[-1], RHash) and len(args) > 1:
        kwargs = args[-1]
        args = args[:-1]
    del kwargs
    if not args:
        current = rt.globals.get("$!")
        if current is not None:
            return RubyError(current)
        return rt.error("RuntimeError", "unhandled exception")
    first = args[0]
    if isinstance(first, RString):
        if len(args) > 1:
            raise rt.arity_error(len(args), "0..1")
        return RubyError(rt.new_exception(rt.exception_class("RuntimeError"), RString(first.v)))
    if isinstance(first, RModule) or isinstance(first, RObject):
        rest = list(args[1:2])
        exc = rt.send(first, "exception", rest)
        if not (isinstance(exc, RObject) and rt.Exception in exc.cls.ancestors()):
            raise rt.error("TypeError", "exception class/object expected")
        if len(args) > 2 and isinstance(args[2], RArray):
            exc.ivars["@__backtrace"] = args[2]
        return RubyError(exc)
    raise rt.error("TypeError", "exception class/object expected")


@k.method("loop")
def loop(rt, self, *, block=None):
    if block is None:
        return enumerator_for(rt, self, "loop", [])
    try:
        while True:
            rt.call_proc(block, [])
    except RubyError as err:
        if rt.exception_class("StopIteration") in err.exc.cls.ancestors():
            return err.exc.ivars.get("@result")
        raise


@k.method("catch")
def catch(rt, self, tag=None, *, block=None):
    if block is None:
        raise rt.error("LocalJumpError", "no block given")
    if tag is None:
        tag = RObject(rt.Object)
    active = rt.globals.setdefault("__catch_tags", [])
    active.append(tag)
    try:
        return rt.call_proc(block, [tag])
    except ThrowSignal as sig:
        if sig.tag is tag or rt.equal(sig.tag, tag):
            return sig.value
        raise
    finally:
        active.pop()


@k.method("throw")
def throw(rt, self, tag, value=None):
    active = rt.globals.get("__catch_tags") or []
    if not any(t is tag or rt.equal(t, tag) for t in active):
        err = rt.error("UncaughtThrowError", f"uncaught throw {rt.inspect(tag)}")
        err.exc.ivars["@tag"] = tag
        err.exc.ivars["@value"] = value
        raise err
    raise ThrowSignal(tag, value)


@k.method("block_given?")
def block_given(rt, self, *, block=None):
    return block is not None


@k.method("lambda")
def lambda_(rt, self, *, block=None):
    if block is None:
        raise rt.error("ArgumentError", "tried to create Proc object without a block")
    return RProc(block.code, block.frame, block.self, True, block.pyfn)


@k.method("proc")
def proc_(rt, self, *, block=None):
    if block is None:
        raise rt.error("ArgumentError", "tried to create Proc object without a block")
    return block


@k.method("format", "sprintf")
def format_(rt, self, fmt, *args):
    from toque.interpreter.core.format import sprintf

    return RString(sprintf(rt, rt.to_s(fmt), list(args)))


def _exception_option(rt: Runtime, args: tuple) -> tuple[tuple, bool]:
    """Split a trailing `exception: false` option from the arguments."""
    if args and isinstance(args[-1], RHash):
        raising = rt.truthy(args[-1].get(sym("exception"), True))
        return args[:-1], raising
    return args, True


@k.method("Integer")
def integer(rt, self, value, *args):
    from toque.interpreter.core.number_parsing import to_integer

    args, raising = _exception_option(rt, args)
    try:
        return to_integer(rt, value, args[0] if args else None)
    except RubyError:
        if raising:
            raise
        return None


@k.method("Float")
def float_(rt, self, value, *args):
    from toque.interpreter.core.number_parsing import to_float

    args, raising = _exception_option(rt, args)
    try:
        return to_float(rt, value)
    except RubyError:
        if raising:
            raise
        return None


@k.method("String")
def string(rt, self, value):
    return RString(rt.to_s(value))


@k.method("Array")
def array(rt, self, value):
    if value is None:
        return RArray()
    if isinstance(value, RArray):
        return value
    if isinstance(value, RHash):
        return RArray(RArray([a, b]) for a, b in value.items())
    if rt.responds(value, "to_ary"):
        return rt.send(value, "to_ary", [])
    if rt.responds(value, "to_a"):
        return rt.send(value, "to_a", [])
    return RArray([value])


@k.method("Hash")
def hash_(rt, self, value):
    if value is None or (isinstance(value, RArray) and not value):
        return RHash()
    if isinstance(value, RHash):
        return value
    return rt.send(value, "to_hash", [])


@k.method("rand")
def rand(rt, self, limit=None):
    from toque.interpreter.core.random_lib import kernel_rand

    return kernel_rand(rt, limit)


@k.method("srand")
def srand(rt, self, *seed):
    from toque.interpreter.core.random_lib import srand as random_srand

    return random_srand(rt, None, *seed)


@k.method("sleep")
def sleep(rt, self, *args):

    if len(args) > 1:
        raise rt.error(
            "ArgumentError", f"wrong number of arguments (given {len(args)}, expected 0..1)"
        )
    # no argument: for ever, until Ctrl-C (or a Timeout.timeout firing)
    seconds = time_interval(rt, args[0]) if args else float("inf")
    # set when a Timeout.timeout of this thread fires (stdlib/timeout.py)
    event = getattr(rt, "timeout_events", {}).get(threading.get_ident())
    start = time.monotonic()
    from toque.interpreter.core.thread import blocking  # thread.py imports this module

    with blocking(rt):  # the thread's status reads "sleep" meanwhile
        interrupts.sleep(seconds, event)
    return round(time.monotonic() - start)


@k.method("exit", "exit!")
def exit_(rt, self, status=True):
    code = 0 if status is True else 1 if status is False else num2int(rt, status)
    exc = rt.new_exception(rt.exception_class("SystemExit"), RString("exit"))
    exc.ivars["@status"] = code
    raise RubyError(exc)


@k.method("abort")
def abort(rt, self, message=None):
    if message is not None:
        rt.stderr.write(rt.to_s(message) + "\n")
    exc = rt.new_exception(rt.exception_class("SystemExit"), message or RString("exit"))
    exc.ivars["@status"] = 1
    raise RubyError(exc)


@k.method("at_exit")
def at_exit(rt, self, *, block=None):
    rt.globals.setdefault("__at_exit", []).append(block)
    return block


@k.method("gets")
def gets(rt, self, *args):
    import sys

    line = sys.stdin.readline()
    return RString(line) if line else None


# MRI runs a one-string command through /bin/sh only when it has one of these
_SHELL_META = set("*?{}[]<>()~&|\\$;'`\"\n#=%")


# ...or when its first word is one of the shell's reserved words or special built-ins
_SHELL_WORDS = frozenset(
    "! . : break case continue do done elif else esac eval exec exit export fi for if in "
    "readonly return set shift then times trap unset until while".split()
)


def _command_line(command: str) -> list[str] | str:
    """A command string as spawn takes it: its words, run directly, as MRI does when the
    string has no shell syntax (so a missing program is ENOENT, not the shell's 127); else
    the string itself, for /bin/sh."""
    words = command.split()
    if _SHELL_META.isdisjoint(command) and words and words[0] not in _SHELL_WORDS:
        return words
    return command


def child_status(rt: Runtime, pid: int, code: int) -> Any:
    """Set `$?` to a Process::Status for a child that ended with `code`."""
    from toque.interpreter.stdlib import open3

    open3.define(rt)
    status = open3.new_status(rt, pid, code)
    rt.globals["$?"] = status
    return status


def backtick(rt: Runtime, command: str) -> RString:
    out, pid, code = _run(command, capture=True)
    child_status(rt, pid, code)
    return RString(out)


def _run(argv: Any, capture: bool) -> tuple[str, int, int]:
    """A command of `` ` `` or `system` as the resources run theirs: in a process group of
    its own that the reaper watches, killed with it on Ctrl-C; (output, pid, status)."""

    pipe = subprocess.PIPE if capture else None
    with supervised(spawn(argv, stdout=pipe, text=True)) as proc:
        out, _ = interrupts.communicate(proc)
    return out or "", proc.pid, proc.returncode


@k.method("`")
def backtick_method(rt, self, command):
    return backtick(rt, rt.to_s(command))


@k.method("system")
def system(rt, self, command, *args):
    args = (command, *args)
    flush = getattr(rt.stdout, "flush", None)
    if flush:
        flush()  # what the program printed comes before what the child prints
    if len(args) == 1:
        argv = _command_line(rt.to_s(args[0]))
    else:
        argv = [rt.to_s(a) for a in args if not isinstance(a, RHash)]
    try:
        _, pid, code = _run(argv, capture=False)
    except OSError:  # the program cannot run: Ruby's system answers nil
        child_status(rt, 0, 127)
        return None
    child_status(rt, pid, code)
    return code == 0


@k.method("binding")
def binding(rt, self):
    raise rt.error("NotImplementedError", "binding is only available where it is written")


@k.method("eval")
def eval_(rt, self, code, *args):
    return rt.hooks.eval_string(rt, rt.to_s(code), self, (rt.Object,), rt.Object)


def setup(rt: Runtime) -> None:
    """Kernel's global functions (puts, raise, format…) are private instance methods and
    public methods of Kernel itself (`Kernel.format`), as module functions are."""
    single = rt.singleton_class(rt.Kernel)
    for names, _fn, _visibility in k.entries:
        for name in names:
            method = rt.Kernel.methods.get(name)
            if method is not None and method.owner is rt.Kernel:
                rt.Kernel.define(name, method.with_visibility("private"))
                single.define(name, method)


@k.method("initialize_copy", "initialize_dup", "initialize_clone", visibility="private")
def initialize_copy(rt, self, other, *rest):
    # what `super` in a class's own initialize_copy reaches: the ivars are copied already
    if other is not self and rt.real_class(other) is not rt.real_class(self):
        raise rt.error("TypeError", "initialize_copy should take same class object")
    return self
